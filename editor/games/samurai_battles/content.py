"""The rule tables a scenario names, for the editor's palettes, placement checks and texts.

Palettes, placement and the deck lists use the tables of the content the app works with (the live
library: the bundled pack, enabled packs, the user's folders and the documents open with unsaved
changes, see :func:`engine.content.library.active_library`), by the scenario's table ids, falling
back to ``core``; validation (the Issues panel) also reads tables saved next to the document.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, cast

from PySide6.QtGui import QColor

from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.words import engine_text
from engine.content.library import active_library
from engine.games.samurai_battles.board import Battlefield, battlefield
from engine.games.samurai_battles.cards import CommandDeck, DragonDeck
from engine.games.samurai_battles.scenario import SPECIAL_RULES, Scenario
from engine.games.samurai_battles.tables import BoardTiles, TerrainTable, TerrainType, UnitTable, UnitType

if TYPE_CHECKING:
    from editor.document import Document

ARMY_FALLBACK_COLOURS = ("#c8322d", "#e0b423")
#: the leader kinds of the rulebook (L339-357) as the adjective of "leader"
LEADER_KINDS = {"foot": QT_TR_NOOP("foot"), "mounted": QT_TR_NOOP("mounted")}


def scenario_of(document: Document) -> Scenario:
    """The scenario a scenario document holds (its kind's model)."""
    return cast(Scenario, document.model)


def _table(kind: str, ident: str, typ: type[Any]) -> Any:
    lib = active_library()
    found = lib.get(kind, ident)
    if not isinstance(found, typ):
        found = lib.get(kind, "core" if kind != "samurai_battles/board_tiles" else "zvezda")
    return found if isinstance(found, typ) else typ()


def terrain_table(sc: Scenario) -> TerrainTable:
    return _table("samurai_battles/terrain_table", sc.tables.terrain, TerrainTable)  # type: ignore[no-any-return]  # _table returns the library's item of the model asked for


def unit_table(sc: Scenario) -> UnitTable:
    return _table("samurai_battles/unit_table", sc.tables.units, UnitTable)  # type: ignore[no-any-return]  # _table returns the library's item of the model asked for


def command_deck(sc: Scenario, ident: str | None = None) -> CommandDeck:
    return _table("samurai_battles/command_deck", ident or sc.tables.command_deck, CommandDeck)  # type: ignore[no-any-return]  # _table returns the library's item of the model asked for


def dragon_deck(sc: Scenario, ident: str | None = None) -> DragonDeck:
    return _table("samurai_battles/dragon_deck", ident or sc.tables.dragon_deck, DragonDeck)  # type: ignore[no-any-return]  # _table returns the library's item of the model asked for


def tile_catalogue(sc: Scenario) -> BoardTiles:
    return _table("samurai_battles/board_tiles", sc.tables.tiles, BoardTiles)  # type: ignore[no-any-return]  # _table returns the library's item of the model asked for


def table_ids(kind: str) -> list[str]:
    return active_library().ids(kind)


def terrain_type(sc: Scenario, ident: str) -> TerrainType | None:
    return terrain_table(sc).by_id().get(ident)


def unit_type(sc: Scenario, code: str) -> UnitType | None:
    for u in unit_table(sc).units:
        if u.code == code:
            return u
    return None


def field_of(sc: Scenario) -> Battlefield | None:
    """The engine's static tables of the scenario's board (``None`` if the board is malformed)."""
    b = sc.board
    try:
        return battlefield(b.width, b.rows, b.long_row_parity, (float(b.section_lines[0]), float(b.section_lines[1])))
    except (ValueError, TypeError):
        return None


def army_colour(sc: Scenario, index: int) -> str:
    """The colour an army is drawn in: its ``colour`` if Qt knows it, else red / yellow."""
    if 0 <= index < len(sc.armies):
        c = sc.armies[index].colour
        if c and QColor.isValidColorName(c):
            return c
    return ARMY_FALLBACK_COLOURS[index % 2]


def special_rule_help(name: str) -> str:
    """What the special rule ``name`` does, in the interface's language ("" for a rule the engine lacks)."""
    return engine_text(SPECIAL_RULES[name]) if name in SPECIAL_RULES else ""


def leader_kind_word(kind: str) -> str:
    """A leader's kind as the adjective of "leader", in the interface's language ("foot", "mounted";
    a kind the rulebook lacks as it is written)."""
    return tr(LEADER_KINDS[kind]) if kind in LEADER_KINDS else kind


def army_name(sc: Scenario, index: int) -> str:
    a = sc.armies[index]
    return content_text({"en": a.name, "ru": a.name_ru}) or a.id
