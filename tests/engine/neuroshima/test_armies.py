"""The bundled armies (rules/002 §1.4, §6; §10 T1, T2) and the checks on army and position files."""

from __future__ import annotations

from collections import Counter

import pytest

from engine.content.base import CheckContext
from engine.content.io import ContentError, load_text
from engine.content.library import bundled_library, check_loaded
from engine.games.neuroshima.catalog import compile_catalog
from engine.games.neuroshima.convert import load_army, position_from_model
from engine.games.neuroshima.models.army import Army, TileKind

ARMIES = ("moloch", "outpost", "borgo", "hegemony")

#: counts per tile, in the order of the digest's army tables (rules/002 §6.1-§6.4)
EXPECTED_COUNTS = {
    "hegemony": {
        "hq": 1, "runner": 3, "thug": 1, "ganger": 4, "net_fighter": 2, "guard": 1, "scout": 1, "net_master": 1,
        "universal_soldier": 3, "boss": 1, "officer_1": 2, "gladiator": 1, "quartermaster": 1, "officer_2": 1,
        "transport": 1, "battle": 5, "move": 3, "sniper": 1, "push": 2,
    },
    "outpost": {
        "hq": 1, "runner": 2, "hmg": 1, "commando": 5, "annihilator": 2, "mobile_armor": 1, "brawler": 1,
        "saboteur": 1, "recon_centre": 1, "medic": 2, "officer": 1, "scoper": 1, "scout": 2, "battle": 6,
        "move": 7, "sniper": 1,
    },
    "moloch": {
        "hq": 1, "blocker": 2, "hybrid": 2, "gauss_cannon": 1, "juggernaut": 1, "hunter_killer": 2,
        "protector": 1, "armored_hunter": 2, "armored_guard": 1, "clown": 1, "hornet": 1, "brain": 1,
        "net_fighter": 1, "officer": 1, "medic": 2, "stormtrooper": 1, "scout": 1, "mother_module": 1, "guard": 1,
        "battle": 4, "move": 1, "push": 5, "air_strike": 1,
    },
    "borgo": {
        "hq": 1, "mutant": 6, "claws": 4, "super_mutant": 1, "brawler": 2, "assassin": 2, "net_fighter": 2,
        "battle": 6, "move": 4, "grenade": 1, "medic": 1, "officer": 2, "super_officer": 1, "scout": 2,
    },
}  # fmt: skip


@pytest.mark.parametrize("army_id", ARMIES)
def test_fact_01_every_army_has_35_tiles_one_of_them_the_hq(army_id: str) -> None:
    army = load_army(army_id, bundled_library())
    assert army.total_tiles() == 35
    assert [t.kind for t in army.tiles].count(TileKind.HQ) == 1
    assert army.hq() is not None and army.hq().count == 1  # type: ignore[union-attr]
    assert compile_catalog([army]).army_deck(army_id).__len__() == 34


@pytest.mark.parametrize("army_id", ARMIES)
def test_fact_02_tile_counts_match_the_rulebook(army_id: str) -> None:
    army = load_army(army_id, bundled_library())
    got = {t.id.removeprefix(army_id + "_"): t.count for t in army.tiles}
    assert got == EXPECTED_COUNTS[army_id]


def test_instant_mix_per_army() -> None:
    mix = {}
    for army_id in ARMIES:
        mix[army_id] = dict(
            Counter({t.instant.value: t.count for t in load_army(army_id, bundled_library()).tiles if t.instant})
        )
    assert mix == {
        "hegemony": {"battle": 5, "move": 3, "sniper": 1, "push": 2},
        "outpost": {"battle": 6, "move": 7, "sniper": 1},
        "moloch": {"battle": 4, "move": 1, "push": 5, "air_strike": 1},
        "borgo": {"battle": 6, "move": 4, "grenade": 1},
    }


def test_every_tile_keeps_its_confidence_and_sources_and_moloch_is_hostile_to_allies() -> None:
    for army_id in ARMIES:
        army = load_army(army_id, bundled_library())
        assert army.name_ru and all(t.name_ru and t.sources for t in army.tiles)
        assert army.hostile_to_allies == (army_id == "moloch")
    mobile_armor = load_army("outpost", bundled_library()).tile("outpost_mobile_armor")
    assert mobile_armor is not None and "tom3q" in mobile_armor.notes  # the conflict is noted


def test_army_check_reports_size_and_hq_problems() -> None:
    army = load_army("borgo", bundled_library()).model_copy(deep=True)
    army.tiles[1].count += 1  # 36 tiles
    army.tiles.append(army.tiles[0].model_copy(update={"id": "borgo_hq2"}))
    codes = {i.code for i in army.check(CheckContext(library=bundled_library()))}
    assert {"army-size", "army-hq"} <= codes


BAD_POSITION = """\
schema_version: 1
kind: neuroshima/position
id: bad
players:
- army: moloch
- army: borgo
tiles:
- hex: 0,0
  tile: moloch_hq
  player: 1
- hex: 0,1
  tile: moloch_clown
  player: 2
- hex: 3,0
  tile: borgo_mutant
  player: 2
"""


def test_a_tile_not_in_the_players_army_is_reported_with_file_and_line() -> None:
    loaded = load_text(BAD_POSITION, "bad.yaml")
    issues = [i.format() for i in check_loaded(loaded, bundled_library())]
    assert "bad.yaml:12: error tile-ref: tiles.1.tile: tile 'moloch_clown' is not in army 'borgo' (player 2)" in issues
    assert any(i.startswith("bad.yaml:14: error hex:") and "not on the board" in i for i in issues)
    with pytest.raises(ContentError):
        position_from_model(loaded.model, bundled_library())  # type: ignore[arg-type]


def test_bundled_armies_are_editable_data_not_code() -> None:
    army = load_army("moloch", bundled_library()).model_copy(deep=True)
    hornet = army.tile("moloch_hornet")
    assert hornet is not None
    hornet.attacks[0].strength = 3
    edited = Army.model_validate(army.model_dump())
    tt = compile_catalog([edited]).types[compile_catalog([edited]).by_id["moloch_hornet"]]
    assert tt.facings[0].attacks == ((0, 0, 3),)
