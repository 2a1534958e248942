"""Words the games' tables share: what the prompt says while another seat is to act, and the
hints under a decision's prompt on how to play the actions it allows."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from editor.i18n import tr

#: what a hint is for: the action classes it explains, or a test of an action
HintFor = type | tuple[type, ...] | Callable[[Any], bool]


def waiting_words(player: str, replay: bool) -> str:
    """The prompt while ``player`` (a name) is to act: in a replay it only acts next, in a game
    it is thinking (an agent or another person at the table)."""
    waits = tr("{player} acts next") if replay else tr("{player} is thinking…")
    return waits.format(player=player)


def hinted_prompt(prompt: str, legal: Sequence[Any], hints: Iterable[tuple[HintFor, str]]) -> str:
    """``prompt`` (rich text) with, on a line below, the hints for the actions among ``legal``
    (each hint once, in the order given)."""

    def offered(what: HintFor) -> bool:
        if isinstance(what, (type, tuple)):
            return any(isinstance(a, what) for a in legal)
        return any(what(a) for a in legal)

    shown = [text for what, text in hints if offered(what)]
    return prompt + ("<br>" + "; ".join(shown) + "." if shown else "")
