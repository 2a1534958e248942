"""Words for people: field paths, counts and piece names as a user reads them.

The models speak in field paths (``armies.0.units.5.type``, ``opponent.hq_hp``); what the editor
shows says "army 1 › unit 6 › type" and "opponent › HQ hit points", counts agree with their
nouns ("1 cell", "3 cells"), and no text on screen shows a path, an index from 0 or a
collection's internal name.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

#: words of field names that read differently spelled out
_WORDS = {
    "hq": "HQ",
    "hp": "hit points",
    "id": "id",
    "ids": "ids",
    "en": "(English)",
    "ru": "(Russian)",
    "los": "line of sight",
    "dx": "column",
    "h&f": "Honor & Fortune",
    "ai": "AI",
}
_IRREGULAR = {
    "armies": "army",
    "abilities": "ability",
    "entries": "entry",
    "territories": "territory",
    "allies": "ally",
}


def field_label(name: str) -> str:
    """A field name in words: ``hq_hp`` -> "HQ hit points", ``deck_top`` -> "deck top"."""
    return " ".join(_WORDS.get(w.lower(), w) for w in re.split(r"[_\s]+", str(name)) if w)


def singular(word: str) -> str:
    """The singular of a collection's name ("units" -> "unit", "armies" -> "army")."""
    w = word.lower()
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if w.endswith("ies"):
        return w[:-3] + "y"
    if w.endswith(("sses", "shes", "ches", "xes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def path_words(path: Sequence[str | int] | str) -> str:
    """A field path in words: ``("armies", 0, "units", 5, "type")`` or ``"armies.0.units.5.type"``
    -> "army 1 › unit 6 › type"."""
    parts: list[str | int] = (
        [int(p) if p.isdigit() else p for p in path.split(".")] if isinstance(path, str) else list(path)
    )
    out: list[str] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        nxt = parts[i + 1] if i + 1 < len(parts) else None
        if isinstance(p, str) and isinstance(nxt, int):
            out.append(f"{singular(p).replace('_', ' ')} {nxt + 1}")
            i += 2
            continue
        if isinstance(p, int):
            out.append(f"entry {p + 1}")
        else:
            out.append(field_label(p))
        i += 1
    return " › ".join(out)


def plural(n: int, noun: str, nouns: str | None = None) -> str:
    """``n`` with its noun agreeing: "1 cell", "2 cells", "0 pieces"."""
    return f"{n} {noun if n == 1 else (nouns or noun + 's')}"


#: what a field path looks like in a text: two words joined through an index (``units.5.type``)
FIELD_PATH = re.compile(r"\b[a-z_]+\.\d+\.[a-z_]+\b")
