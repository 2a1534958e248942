"""Numbers a rules text states, checked against the numbers a card or character plays with: a
text that says "+1" while the ability's amount is 2 misleads every player who reads the card
(issue 30). Game-neutral: a game hands in the text and the numbers it plays."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping

from engine.core.message import Message

#: a whole number standing alone, with an optional sign ("+1", "2 cards"); a number inside a
#: word, a range or a reference ("L389-390", "rules/001 §4.2", "2d6") is not a number the card states
_STATED = re.compile(r"(?:(?<![\w.§/])[+\-−]|(?<![\w.§/+\-−]))(\d+)(?![\w.]\d|\w)")


def stated_numbers(text: str) -> list[int]:
    """The whole numbers ``text`` states, in order (signs dropped: "+1" states 1)."""
    return [int(m.group(1)) for m in _STATED.finditer(text)]


def numbers_disagreement(text: str, numbers: Mapping[str, int]) -> Message | None:
    """Why ``text`` disagrees with ``numbers`` (parameter name -> value), or ``None`` when the
    numbers it states are exactly the parameters' values (in any order), or it states none and
    there are none. A text with no numbers beside parameters is left alone (it may state them in
    words)."""
    stated = stated_numbers(text)
    if not stated:
        return None
    played = Counter(abs(v) for v in numbers.values())
    if Counter(stated) == played:
        return None
    if not numbers:
        return Message("check-text-numbers-none", stated=tuple(stated))
    plays = tuple(Message("check-text-number", name=name, value=value) for name, value in numbers.items())
    return Message("check-text-numbers", stated=tuple(stated), plays=plays)
