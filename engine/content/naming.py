"""Readable names for the pieces of a content file: a unit of a roster or a scenario is shown by
its own name where the content gives one, else by its type's name, numbered when several pieces
of that type stand together ("Yari samurai 2"); its id (``pt-yari-1``) is for files and
tooltips, not for the people who read a palette, a list of actions or a log.

Every game names its pieces here, so that the editor's palettes, the player's action lists and
the log's lines call a piece the same."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

#: a name in each language it is given in (``{"en": ..., "ru": ...}``)
Texts = Mapping[str, str]


@dataclass(frozen=True)
class Piece:
    """One piece to name: its id, its own names (empty: none), and its type's key and names."""

    id: str
    own: Texts
    type: str
    type_names: Texts


def numbered_names(pieces: Iterable[Piece]) -> dict[str, dict[str, str]]:
    """Each piece's names by language, in the order given: its own names where it has any; else
    its type's names, followed by its number among the unnamed pieces of that type when there is
    more than one ("Yari samurai 1", "Yari samurai 2"; a lone "Hatamoto" has no number). A piece
    whose type has no name keeps its id."""
    listed = list(pieces)
    unnamed = Counter(p.type for p in listed if not _given(p.own))
    seen: Counter[str] = Counter()
    out: dict[str, dict[str, str]] = {}
    for p in listed:
        own = _given(p.own)
        if own:
            out[p.id] = own
            continue
        seen[p.type] += 1
        names = _given(p.type_names) or {"en": p.id}
        if unnamed[p.type] > 1:
            names = {lang: f"{text} {seen[p.type]}" for lang, text in names.items()}
        out[p.id] = names
    return out


def _given(texts: Texts) -> dict[str, str]:
    """The texts given, each starting with a capital as a name does ("асигару с яри" -> "Асигару с яри")."""
    return {lang: text.strip()[:1].upper() + text.strip()[1:] for lang, text in texts.items() if text.strip()}
