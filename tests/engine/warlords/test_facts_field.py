"""Test facts of the battlefield, units and army lists (rules/003 §11: T1-T4, T12, T70-T72)."""

from __future__ import annotations

import pytest

from engine.games.warlords.battlefield import Names
from engine.games.warlords.board import NORTH, SOUTH, Board
from engine.games.warlords.pieces import FIELD
from engine.games.warlords.roster import Roster, UnitEntry
from engine.games.warlords.tables import FENCE_COST, SHIELD_COST, UNIT_TYPES
from tests.engine.warlords.helpers import act, battle, check, field, legal, new_state


@pytest.mark.parametrize(("season", "turns"), [("winter", 8), ("spring", 10), ("autumn", 10), ("summer", 12)])
def test_T1_max_battle_turns_by_season(season: str, turns: int) -> None:
    b, lib = battle([("n1", "yari_samurai", 8, "A42", "S")], [("s1", "yari_samurai", 8, "C31", "N")], season=season)
    s = new_state(b, lib)
    assert s.prep.max_turns == turns
    # nobody moves: the battle ends at the limit, not a turn later (L43)
    while not s.is_terminal():
        act(s, f"{s.legal_actions()[0].to_str()}" if s.current_player() == 2 else _pass(s))
    assert s.b.turn == turns
    assert "turn limit" in s.b.end_reason


def _pass(s) -> str:  # type: ignore[no-untyped-def]
    st = s.stages[-1]
    if st.kind == "stake":
        return "stake low"
    if st.kind == "reroll":
        return "reroll no"
    if st.sub == "leaders":
        return "done leaders"
    return "done command"


def test_T2_canonical_map_zones_and_no_mans_land() -> None:
    board = Board(field())
    assert (board.width, board.height) == (12, 7)
    for q in "ABCD":
        cells = [i for i, z in enumerate(board.zone) if z == q]
        xs = {board.xy(i).x for i in cells}
        ys = {board.xy(i).y for i in cells}
        assert (len(xs), len(ys), len(cells)) == (6, 3, 18)  # 3 x 6 zones (L8)
    for half in (NORTH, SOUTH):
        cells = board.zone_cells(half)
        assert (
            len({board.xy(i).x for i in cells}) == 12 and len({board.xy(i).y for i in cells}) == 3
        )  # 12 x 3 halves (L74)
    nml = sorted(board.label(i) for i in board.no_mans_land)
    assert nml == sorted([f"A1{i}" for i in range(1, 7)] + [f"B1{i}" for i in range(1, 7)])  # L76
    assert not any(board.zone[i] for i in board.no_mans_land)


def test_T2_no_deployment_in_no_mans_land() -> None:
    b, lib = battle(
        [("n1", "yari_samurai", 8, "A42", "S")], [("s1", "yari_samurai", 8, "C31", "N")], start="pre_battle"
    )
    s = new_state(b, lib)
    while not (s.stages and s.stages[-1].kind == "deploy" and s.stages[-1].sub == "units"):
        act(s, legal(s)[-1] if s.stages[-1].kind != "deploy" else legal(s)[0])
    cells = {a.cell for a in s.legal_actions() if hasattr(a, "cell")}
    assert cells and not any(c[1] == "1" and c[0] in "AB" for c in cells)
    b2, lib2 = battle(
        [("n1", "yari_samurai", 8, "A13", "S")], [("s1", "yari_samurai", 8, "C31", "N")], start="pre_battle"
    )
    issues = check(b2, lib2)
    assert any(i.code == "deploy" and i.location.target == "A13" for i in issues)


def test_T3_first_deployment_lines() -> None:
    board = Board(field())
    first_north = sorted(board.label(i) for i in board.zone_cells(NORTH) if board.xy(i).y == board.split_y + 1)
    first_south = sorted(board.label(i) for i in board.zone_cells(SOUTH) if board.xy(i).y == board.split_y - 1)
    assert first_north == [f"A2{i}" for i in range(1, 7)] + [f"B2{i}" for i in range(1, 7)]
    assert first_south == [f"C1{i}" for i in range(1, 7)] + [f"D1{i}" for i in range(1, 7)]


def test_T4_seventeen_figures_or_two_units_in_a_cell_are_invalid() -> None:
    r = Roster(id="r", name=Names(en="r"), clan="tiger", units=[UnitEntry(id="u", type="kihei", figures=17)])
    _b, lib = battle([("n1", "kihei", 8, "A42", "S")], [("s1", "kihei", 8, "C31", "N")])
    issues = check(r, lib)
    assert any(i.code == "figures" and i.location.path == ("units", 0, "figures") for i in issues)
    b2, lib2 = battle(
        [("n1", "kihei", 8, "A42", "S"), ("n2", "kihei", 8, "A42", "S")], [("s1", "kihei", 8, "C31", "N")]
    )
    issues = check(b2, lib2)
    assert any(i.code == "occupied" and i.location.target == "A42" for i in issues)


def test_T12_at_most_half_the_units_wait_in_reserve() -> None:
    north = [(f"n{i}", "yari_ashigaru", 8, None, None) for i in range(10)]
    b, lib = battle(north, [("s1", "kihei", 8, "C31", "N")], start="pre_battle")
    s = new_state(b, lib)
    while not (s.stages and s.stages[-1].kind == "deploy" and s.stages[-1].seat == 0 and s.stages[-1].sub == "units"):
        options = legal(s)
        act(s, next((o for o in options if o.startswith("hq")), options[-1]))
    for _ in range(10):
        options = legal(s)
        act(s, next((o for o in options if o.startswith("reserve")), options[0]))
    assert sum(1 for u in s.b.units if u.side == 0 and u.status != FIELD) == 5
    assert sum(1 for u in s.b.units if u.side == 0 and u.status == FIELD) == 5
    plan = [(f"n{i}", "yari_ashigaru", 8, None, None) for i in range(6)] + [
        (f"m{i}", "yari_ashigaru", 8, f"A2{i + 1}", "S") for i in range(4)
    ]
    b2, lib2 = battle(plan, [("s1", "kihei", 8, "C31", "N")], start="pre_battle")
    assert any(i.code == "reserve" for i in check(b2, lib2))


def test_T70_shield_and_fence_costs_and_only_the_defender_fences() -> None:
    assert SHIELD_COST == 0.5 and FENCE_COST == 0.5
    r = Roster(
        id="r",
        name=Names(en="r"),
        clan="tiger",
        units=[UnitEntry(id="u", type="yari_samurai", figures=4)],
        shields=2,
        fences=2,
    )
    _b, lib = battle([("n1", "kihei", 8, "A42", "S")], [("s1", "kihei", 8, "C31", "N")])
    cost = next(i for i in check(r, lib) if i.code == "cost")
    assert "army cost 10 " in cost.message  # 4 x 2 + 2 x 0.5 + 2 x 0.5
    # an attacker's fences are refused (L219)
    b2, lib2 = battle([("n1", "kihei", 8, "A42", "S")], [("s1", "kihei", 8, "C31", "N")])
    side = b2.sides[1].model_copy(update={"fences": ["C21:N"]})
    b2 = b2.model_copy(update={"sides": [b2.sides[0], side]})
    assert any(i.code == "fence" and i.location.path[:3] == ("sides", 1, "fences") for i in check(b2, lib2))


@pytest.mark.parametrize(
    ("code", "cost", "upkeep"),
    [
        ("yari_samurai", 2, 0.5),
        ("yumi_samurai", 2, 0.25),
        ("hatamoto", 5, 1.25),
        ("dzu_kihei", 5, 1.25),
        ("kihei", 3, 0.75),
        ("yari_ashigaru", 0.5, 0.1),
        ("yumi_ashigaru", 0.25, 0.1),
        ("teppo_ashigaru", None, 0.1),
        ("sohei", 3, 0.75),
    ],
)
def test_T71_unit_costs_per_figure(code: str, cost: float | None, upkeep: float) -> None:
    t = UNIT_TYPES[code]
    assert (t.cost, t.upkeep) == (cost, upkeep)


@pytest.mark.parametrize("code", ["yumi_samurai", "teppo_ashigaru", "yumi_ashigaru"])
def test_T72_shooters_start_with_8_ammunition(code: str) -> None:
    b, lib = battle([("n1", code, 8, "A42", "S")], [("s1", "kihei", 8, "C31", "N")])
    s = new_state(b, lib)
    assert s.b.units[0].ammo == 8
    assert UNIT_TYPES["yari_samurai"].ammo == 0
