"""The battlefield and the rosters a Warlords battle names, from a library (the document's: the
bundled content, the user's packs and the document's folder)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from engine.content.library import ContentLibrary
from engine.games.warlords.battle import Battle
from engine.games.warlords.battlefield import Battlefield
from engine.games.warlords.roster import Roster

if TYPE_CHECKING:
    from editor.document import Document


def battlefield_in(library: ContentLibrary, battle: Battle) -> Battlefield | None:
    bf = library.get("warlords/battlefield", battle.battlefield)
    return bf if isinstance(bf, Battlefield) else None


def roster_in(library: ContentLibrary, battle: Battle, side: int) -> Roster | None:
    if side >= len(battle.sides):
        return None
    r = library.get("warlords/roster", battle.sides[side].roster)
    return r if isinstance(r, Roster) else None


def battle_of(document: Document) -> Battle:
    """The battle a battle document holds (its kind's model)."""
    return cast(Battle, document.model)
