"""Pieces are read by name, not by id: a unit or a leader of a roster or a scenario is called by
its own name where the content gives one, else by its type's, numbered across the pieces that
stand together, so that no two read alike (engine/content/naming.py)."""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.content.naming import Piece, numbered_names
from engine.games.samurai_battles.naming import piece_names
from engine.games.warlords.roster import Roster, unit_names

YARI = {"en": "Samurai spearmen", "ru": "яри-самураи"}
KIHEI = {"en": "Light cavalry", "ru": "кихэй"}


def test_a_piece_without_a_name_takes_its_types_numbered_only_when_the_type_repeats() -> None:
    names = numbered_names(
        [
            Piece("pt-yari-1", {}, "yari", YARI),
            Piece("pt-kihei", {"en": ""}, "kihei", KIHEI),
            Piece("pt-yari-2", {}, "yari", YARI),
            Piece("pt-guard", {"en": "The temple guard"}, "yari", YARI),
        ]
    )
    assert names["pt-yari-1"] == {"en": "Samurai spearmen 1", "ru": "Яри-самураи 1"}
    assert names["pt-yari-2"] == {"en": "Samurai spearmen 2", "ru": "Яри-самураи 2"}
    assert names["pt-kihei"] == {"en": "Light cavalry", "ru": "Кихэй"}  # alone of its type: no number
    assert names["pt-guard"] == {"en": "The temple guard"}  # its own name, not counted among the spearmen


def test_a_piece_whose_type_has_no_name_keeps_its_id() -> None:
    assert numbered_names([Piece("x-1", {}, "unknown", {})]) == {"x-1": {"en": "x-1"}}


def test_the_two_sides_of_a_warlords_battle_name_no_two_units_alike() -> None:
    lib = bundled_library()
    rosters = [lib.get("warlords/roster", r) for r in ("wl-phoenix-temple", "wl-dragon-host")]
    assert all(isinstance(r, Roster) for r in rosters)
    sides = unit_names(rosters)
    every = [n["en"] for side in sides for n in side.values()]
    assert len(every) == len(set(every))
    assert sides[0]["pt-yari-1"]["en"] == "Samurai spearmen 1" and sides[1]["dh-yari-1"]["en"] == "Samurai spearmen 2"
    assert sides[0]["pt-warlord"]["en"] == "Hou no Hikari"  # a leader by his own name


def test_a_missing_roster_names_nothing_and_the_other_is_named_alone() -> None:
    lib = bundled_library()
    sides = unit_names([None, lib.get("warlords/roster", "wl-tiger-vanguard")])
    assert sides[0] == {} and sides[1]["tg-kihei"]["en"].startswith("Light cavalry")


def test_every_unit_and_leader_of_a_samurai_battles_scenario_has_a_name_of_its_own() -> None:
    lib = bundled_library()
    scenario = lib.get("samurai_battles/scenario", "sb-z001")
    names = piece_names(scenario, lib)  # type: ignore[arg-type]  # the bundled scenario is a Scenario
    pieces = [p.id for army in scenario.armies for p in [*army.units, *army.leaders]]  # type: ignore[union-attr]
    assert sorted(names) == sorted(pieces)
    assert len({n["en"] for n in names.values()}) == len(pieces)
    assert names["r-ay4"]["en"].startswith("Ashigaru yari") and names["r-foot1"]["en"] == "Foot leader 1"
    assert names["r-foot1"]["ru"] == "Пеший командир 1"
