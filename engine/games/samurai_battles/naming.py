"""The names of a scenario's units and leaders, as people read them (engine/content/naming.py):
a unit by its type's name, a leader by his kind's, numbered across both armies where several
share a type, so that no two pieces of a battle read alike."""

from __future__ import annotations

from engine.content.library import ContentLibrary
from engine.content.naming import Piece, numbered_names
from engine.games.samurai_battles.scenario import Scenario
from engine.games.samurai_battles.tables import Names, UnitTable


def piece_names(scenario: Scenario, library: ContentLibrary) -> dict[str, dict[str, str]]:
    """Every unit's and leader's names by id, by language; a type the scenario's unit table does
    not have leaves the piece its id."""
    table = library.get("samurai_battles/unit_table", scenario.tables.units)
    units = {u.code: u.names for u in table.units} if isinstance(table, UnitTable) else {}
    leaders = {k.id: k.names for k in table.leaders} if isinstance(table, UnitTable) else {}
    pieces = [
        Piece(u.id, {}, "unit:" + u.type, _texts(units.get(u.type))) for army in scenario.armies for u in army.units
    ]
    pieces += [
        Piece(lp.id, {}, "leader:" + lp.kind, _texts(leaders.get(lp.kind)))
        for army in scenario.armies
        for lp in army.leaders
    ]
    return numbered_names(pieces)


def _texts(names: Names | None) -> dict[str, str]:
    if names is None:
        return {}
    return {"en": names.en, **({"ru": names.ru} if names.ru else {})}
