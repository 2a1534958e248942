"""The bundled Warlords content, validation issues that name their fields and cells, and the
command line (``warbench play warlords ... --gm default``, ``warbench validate``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.cli import main
from engine.ai.agents import make_agent
from engine.ai.simulate import play_game
from engine.content.io import load_plain_yaml
from engine.content.issues import Severity
from engine.content.library import bundled_library, core_pack_dir, validate_paths
from engine.core.log import GameRecord
from engine.games.warlords.battle import Battle
from engine.games.warlords.battlefield import Battlefield, ControlZone, Names, TerrainFeature
from engine.games.warlords.game import EXAMPLE_BATTLES
from engine.games.warlords.roster import LeaderEntry, Roster, UnitEntry
from engine.games.warlords.tables import UNIT_TYPES
from tests.engine.warlords.helpers import GAME, battle, check

WARLORDS = core_pack_dir() / "warlords"


def test_bundled_warlords_content_validates_clean() -> None:
    issues = [i for i in validate_paths([WARLORDS]) if i.severity is not Severity.INFO]
    assert issues == []
    lib = bundled_library()
    assert len(lib.ids("warlords/battlefield")) >= 2 and len(lib.ids("warlords/battle")) >= 3
    rosters = [lib.get("warlords/roster", i) for i in lib.ids("warlords/roster")]
    for clan in ("phoenix", "tiger", "dragon", "crab"):
        assert sum(1 for r in rosters if isinstance(r, Roster) and r.clan == clan) >= 2
    kinds = {lib.get("warlords/battle", i).battle_kind for i in lib.ids("warlords/battle")}  # type: ignore[union-attr]
    assert kinds == {"meeting", "defence", "breakthrough"}


def test_bundled_battlefields_have_every_terrain_type_between_them() -> None:
    lib = bundled_library()
    fields = [lib.get("warlords/battlefield", i) for i in lib.ids("warlords/battlefield")]
    types = {f.type for bf in fields if isinstance(bf, Battlefield) for f in bf.terrain}
    assert types == {"forest", "hill", "cliff", "rice", "bog", "village"}
    crossings = {x.kind for bf in fields if isinstance(bf, Battlefield) for r in bf.rivers for x in r.crossings}
    assert crossings == {"bridge", "ford"}
    locations = {lib.get("warlords/battle", i).location_kind for i in lib.ids("warlords/battle")}  # type: ignore[union-attr]
    assert locations == {"border", "inner_province"}


@pytest.mark.parametrize("battle_id", EXAMPLE_BATTLES)
def test_bundled_battles_play_to_the_end(battle_id: str) -> None:
    setup = bundled_library().get("warlords/battle", battle_id)
    assert isinstance(setup, Battle)
    agents = [make_agent(GAME, "greedy", 1), make_agent(GAME, "greedy", 2), make_agent(GAME, "gm-default")]
    result = play_game(GAME, setup, bundled_library(), 4, agents)
    assert result.state.is_terminal() and result.state.outcome() is not None


def test_battlefield_issues_name_the_field_and_the_cell() -> None:
    bf = Battlefield(
        id="bad",
        name=Names(en="bad"),
        terrain=[
            TerrainFeature(id="w", type="forest", cells=["A22", "Q99"]),
            TerrainFeature(id="c", type="cliff", cells=["A22"]),
        ],
        control_zones=[ControlZone(id="cz", first="A22", last="A34"), ControlZone(id="nml", first="A11", last="A24")],
    )
    _, lib = battle([("n1", "kihei", 4, "A42", "S")], [("s1", "kihei", 4, "C31", "N")])
    issues = check(bf, lib)
    codes = {(i.code, i.location.path, i.location.target) for i in issues}
    assert ("cell", ("terrain", 0, "cells", 1), "Q99") in codes
    assert ("overlap", ("terrain", 1, "cells", 0), "A22") in codes
    assert any(i.code == "cliff" and i.location.path == ("terrain", 1, "cliff_side") for i in issues)
    assert any(i.code == "control_zone" and "2 x 3" in i.message for i in issues)
    assert any(i.code == "control_zone" and "inside one deployment zone" in i.message for i in issues)


def test_roster_composition_checks() -> None:
    r = Roster(
        id="r",
        name=Names(en="r"),
        clan="tiger",
        units=[
            UnitEntry(id="u", type="dzu_kihei", figures=8, equipment=1),
            UnitEntry(id="u", type="sohei", figures=8, skill=4),
            UnitEntry(id="h", type="yari_ashigaru", figures=8, hidden_by_trait=True),
        ],
        leaders=[LeaderEntry(id="g", kind="general")],
        banners=["tiger", "tiger"],
    )
    _, lib = battle([("n1", "kihei", 4, "A42", "S")], [("s1", "kihei", 4, "C31", "N")])
    codes = {(i.code, i.location.path) for i in check(r, lib)}
    assert ("equipment", ("units", 0, "equipment")) in codes  # heavy cavalry, L147
    assert ("mercenaries", ("units", 1, "skill")) in codes  # L203
    assert ("duplicate", ("units", 1, "id")) in codes
    assert ("trait", ("units", 2, "hidden_by_trait")) in codes
    assert ("warlord", ("leaders",)) in codes
    assert ("duplicate", ("banners", 1)) in codes


def test_battle_checks_roles_halves_hq_and_banners() -> None:
    b, lib = battle(
        [("n1", "kihei", 4, "A42", "S")],
        [("s1", "kihei", 4, "C31", "N")],
        hq=("A42", None),
        banners={},
    )
    bad = b.model_copy(
        update={
            "sides": [
                b.sides[0].model_copy(update={"role": "attacker", "banners": {"crab": "n1"}}),
                b.sides[1].model_copy(update={"half": "north"}),
            ]
        }
    )
    issues = check(bad, lib)
    codes = {i.code for i in issues}
    assert {"role", "half", "banner"} <= codes


def test_unit_types_are_the_eight_of_the_rules() -> None:
    assert len(UNIT_TYPES) == 9  # heavy cavalry as hatamoto and dzu-kihei
    assert {t.category for t in UNIT_TYPES.values()} == {"samurai", "ashigaru", "sohei"}


def test_cli_play_with_a_game_master_and_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "g.yaml"
    argv = ["play", "warlords", "--agents", "random,greedy", "--gm", "default", "--seed", "3", "--log", str(log)]
    assert main(argv) == 0
    assert "Warlords" in capsys.readouterr().out
    data, _ = load_plain_yaml(log)
    record = GameRecord.from_data(data)
    assert record.agents == ["random", "greedy", "gm-default"] and record.seed == 3
    assert main(["replay", str(log)]) == 0
    assert (
        main(
            [
                "play",
                "warlords",
                str(WARLORDS / "battles" / "wl-battle-meeting-river.yaml"),
                "--agents",
                "greedy,greedy",
                "--seed",
                "1",
            ]
        )
        == 0
    )
    assert main(["validate", str(WARLORDS)]) == 0


def test_the_readme_lists_every_rule_option_and_gm_question() -> None:
    from engine.games.warlords.battle import RuleOptions
    from engine.games.warlords.decisions import GM_QUESTIONS

    text = (Path(__file__).resolve().parents[3] / "engine" / "games" / "warlords" / "README.md").read_text(
        encoding="utf-8"
    )
    for name, f in RuleOptions.model_fields.items():
        default = str(f.default).lower() if isinstance(f.default, bool) else str(f.default)
        assert f"| `{name}` | `{default}` |" in text, name
    for kind in GM_QUESTIONS:
        assert f"| `{kind}` |" in text, kind
