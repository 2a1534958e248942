"""Words the games' tables share: what the prompt says while another seat is to act."""

from __future__ import annotations

from editor.i18n import tr


def waiting_words(player: str, replay: bool) -> str:
    """The prompt while ``player`` (a name) is to act: in a replay it only acts next, in a game
    it is thinking (an agent or another person at the table)."""
    waits = tr("{player} acts next") if replay else tr("{player} is thinking…")
    return waits.format(player=player)
