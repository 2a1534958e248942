"""Scenario checks: each problem is reported with its field, its line and the hex it is about."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.content.io import ContentError, load_text
from engine.content.issues import Issue, Severity
from engine.content.library import bundled_library, check_loaded, validate_paths

BASE = """\
schema_version: 1
kind: samurai_battles/scenario
id: check-me
title: {en: Check me}
terrain:
- {hex: '5,10', type: river}
- {hex: '1,10', type: camp, owner: top}
armies:
- id: bottom
  edge: bottom
  command_cards: 5
  units:
  - {id: b1, type: AY, hex: '8,9'}
  leaders:
  - {id: bL, kind: foot, hex: '9,10'}
- id: top
  edge: top
  command_cards: 5
  units:
  - {id: t1, type: AY, hex: '2,9'}
  - {id: tG, type: GEN, hex: '1,10'}
first_player: bottom
victory:
  banners: 2
"""


def issues(text: str) -> list[Issue]:
    loaded = load_text(text, "check.yaml")
    return [i for i in check_loaded(loaded) if i.severity is Severity.ERROR]


def codes(text: str) -> dict[str, Issue]:
    return {i.code: i for i in issues(text)}


def test_a_clean_scenario_has_no_errors() -> None:
    assert issues(BASE) == []


def test_unit_on_impassable_terrain_with_hex_target_and_line() -> None:
    found = codes(BASE.replace("hex: '8,9'", "hex: '5,10'"))
    i = found["impassable"]
    assert i.location.target == "5,10" and i.location.line == 13
    assert i.location.field == "armies.0.units.0.hex"


def test_units_on_half_hexes_and_stacked() -> None:
    i = codes(BASE.replace("hex: '8,9'", "hex: '7,0'"))["half-hex"]
    assert i.location.target == "7,0"
    i = codes(
        BASE.replace("hex: '2,9'", "hex: '1,10'").replace(
            "- {id: tG, type: GEN, hex: '1,10'}", "- {id: tG, type: GEN, hex: '1,10'}"
        )
    )["stacked"]
    assert i.location.target == "1,10"


def test_leaders_need_a_legal_hex() -> None:
    # a foot leader on a cavalry unit, on an enemy unit, two leaders on one hex
    text = BASE.replace("type: AY, hex: '8,9'", "type: MSY, hex: '8,9'").replace("hex: '9,10'}", "hex: '8,9'}")
    assert codes(text)["leader-hex"].location.target == "8,9"
    text = BASE.replace("hex: '9,10'}", "hex: '2,9'}")
    assert "enemy unit" in codes(text)["leader-hex"].message


def test_a_side_without_units() -> None:
    text = BASE.replace(
        "  units:\n  - {id: b1, type: AY, hex: '8,9'}\n  leaders:\n  - {id: bL, kind: foot, hex: '9,10'}\n", ""
    )
    assert "empty-side" in codes(text)


def test_victory_banners_out_of_reach() -> None:
    i = codes(BASE.replace("banners: 2", "banners: 9"))["banners"]
    assert i.location.field == "victory.banners"


def test_command_cards_outside_the_limits() -> None:
    i = codes(BASE.replace("command_cards: 5\n  units:\n  - {id: b1", "command_cards: 1\n  units:\n  - {id: b1"))[
        "cards"
    ]
    assert i.location.field == "armies.0.command_cards"


def test_rules_the_engine_cannot_play() -> None:
    i = codes(BASE + "special_rules: [night_attack]\n")["unplayable-rule"]
    assert "night_attack" in i.message and i.location.field == "special_rules.0"


def test_camp_needs_its_generals_unit() -> None:
    text = BASE.replace("  - {id: tG, type: GEN, hex: '1,10'}\n", "")
    assert "camp" in codes(text)


def test_unknown_references_and_bad_hexes() -> None:
    found = codes(BASE.replace("type: AY, hex: '8,9'", "type: ZZ, hex: '8,9'").replace("'9,10'", "'9,9'"))
    assert "reference" in found and "hex" in found


def test_schema_errors_name_file_line_and_field() -> None:
    with pytest.raises(ContentError) as exc:
        load_text(BASE.replace("edge: bottom", "edge: south"), "bad.yaml")
    i = exc.value.issues[0]
    assert i.location.file == "bad.yaml" and i.location.line == 10 and i.location.field == "armies.0.edge"


def test_validate_a_folder_with_its_own_tables(tmp_path: Path) -> None:
    table = tmp_path / "units.yaml"
    table.write_text(
        "schema_version: 1\nkind: samurai_battles/unit_table\nid: custom\nunits:\n"
        "- {code: XX, names: {en: x}, arm: foot, rank: square, move: 1, battle_max_move: 1, melee_dice: 3}\n",
        encoding="utf-8",
    )
    text = BASE.replace("- {hex: '1,10', type: camp, owner: top}\n", "").replace(
        "  - {id: tG, type: GEN, hex: '1,10'}\n", ""
    )
    text = text.replace("banners: 2", "banners: 1") + "tables: {units: custom}\n"
    (tmp_path / "scenario.yaml").write_text(text.replace("type: AY", "type: XX"), encoding="utf-8")
    errors = [i for i in validate_paths([tmp_path]) if i.severity is Severity.ERROR]
    assert [i.code for i in errors] == ["reference"]  # the custom table has no leader kinds
    assert "leader kind 'foot'" in errors[0].message


def _box_warnings(sc: dict) -> list[Issue]:
    import yaml

    loaded = load_text(yaml.safe_dump(sc, sort_keys=False), "box.yaml")
    return [i for i in check_loaded(loaded) if i.code == "box"]


def _full_rows() -> dict[int, list[str]]:
    from engine.core.registry import load_game
    from engine.games.samurai_battles.game import bundled_scenario

    fld = load_game("samurai_battles").new_initial_state(bundled_scenario("sb-z001"), bundled_library(), 0).field
    rows: dict[int, list[str]] = {}
    for i in fld.full:
        lab = fld.label(i)
        rows.setdefault(int(lab.split(",")[0]), []).append(lab)
    return rows


def _army(ident: str, edge: str, hexes: list[str]) -> dict:
    units = [{"id": f"{ident}{k}", "type": "AY", "hex": h} for k, h in enumerate(hexes)]
    return {"id": ident, "edge": edge, "command_cards": 5, "units": units}


def test_a_scenario_needing_more_pieces_than_one_box_holds_is_warned() -> None:
    rows = _full_rows()
    bottom, top = rows[7] + rows[8], rows[2] + rows[3]
    base = {
        "schema_version": 1,
        "kind": "samurai_battles/scenario",
        "id": "box",
        "title": {"en": "Box"},
        "first_player": "b",
    }
    fits = {**base, "armies": [_army("b", "bottom", bottom[:20]), _army("t", "top", top[:10])]}
    assert _box_warnings(fits) == []  # 30 units of 4 figures: 30 banners, 120 figures
    big = {**base, "armies": [_army("b", "bottom", bottom[:21]), _army("t", "top", top[:20])]}
    found = {i.message for i in _box_warnings(big)}
    assert found == {
        "the scenario needs 41 units, one banner each; one box has 40",
        "the scenario needs 164 figures in its units and leaders; one box has 122",
    }
    assert all(i.severity is Severity.WARNING for i in _box_warnings(big))
    land = rows[4] + rows[5] + rows[6]
    terrain = [{"hex": h, "type": "forest"} for h in land[:31]]
    terrain += [{"hex": h, "type": "river"} for h in rows[1]]  # printed on the boards: not counted
    terrain += [{"hex": h, "type": "hill", "hill": 2} for h in rows[9][:7]]  # 14 levels of plastic hills
    scenery = {**fits, "terrain": terrain}
    assert {i.message for i in _box_warnings(scenery)} == {
        "the scenario needs 31 separate terrain hexes; one box has 30",
        "the scenario needs 14 plastic hill hexes (one per level); one box has 13",
    }
    fewer = {**fits, "terrain": terrain[:30] + terrain[31:]}  # rivers and 14 hill levels left
    assert [i.message for i in _box_warnings(fewer)] == [
        "the scenario needs 14 plastic hill hexes (one per level); one box has 13"
    ]
