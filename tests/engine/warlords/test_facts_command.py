"""Test facts of the command phase (rules/003 §11: T5-T11, T13, T73; §8B: E6, E7)."""

from __future__ import annotations

import pytest

from engine.core.errors import IllegalActionError
from engine.games.warlords.budget import Budget, orders_from_roll
from engine.games.warlords.command import leader_places
from engine.games.warlords.pieces import FIELD
from tests.engine.warlords.helpers import (
    act,
    battle,
    command,
    field,
    leader,
    legal,
    new_state,
    script,
    to_command,
    unit,
)

NORTH_ARMY = [("n1", "yari_samurai", 12, "A42", "S"), ("n2", "yumi_samurai", 12, "A44", "S")]
SOUTH_ARMY = [("s1", "yari_samurai", 12, "C31", "N")]


def _state(leaders=(("n-warlord", "warlord", "hq", []),), hq_cell="A43", terrain=(), weather=(), north=NORTH_ARMY):  # type: ignore[no-untyped-def]
    b, lib = battle(
        north, SOUTH_ARMY, leaders=list(leaders), hq=(hq_cell, "C33"), bf=field(terrain=terrain), weather=weather
    )
    return new_state(b, lib)


def _roll(s, dice, stakes=("low", "low")):  # type: ignore[no-untyped-def]
    act(s, f"stake {stakes[0]}")
    script(s, *dice)
    act(s, f"stake {stakes[1]}")


def test_T5_low_stake_4_gives_4_orders_and_5_gives_5() -> None:
    assert orders_from_roll("low", 4) == 4 and orders_from_roll("low", 5) == 5
    s = _state()
    _roll(s, [1, 3, 6, 6])
    assert s.b.sides[0].roll_total == 4 and s.b.sides[0].budget == 4
    assert Budget(s.world(), 0).left == 6  # +2 free orders of the commander in the HQ (L235)
    s = _state()
    _roll(s, [2, 3, 6, 6])
    assert s.b.sides[0].budget == 5


def test_T6_high_stake_7_gives_3_orders_and_8_gives_7() -> None:
    assert orders_from_roll("high", 7) == 3 and orders_from_roll("high", 8) == 7
    s = _state()
    _roll(s, [3, 4, 6, 6], ("high", "low"))
    assert s.b.sides[0].budget == 3
    s = _state()
    _roll(s, [4, 4, 6, 6], ("high", "low"))
    assert s.b.sides[0].budget == 7


def test_T7_a_stake_not_written_is_low() -> None:
    s = _state()
    assert "stake -" in legal(s)
    _roll(s, [2, 3, 6, 6], ("-", "low"))
    assert s.b.sides[0].stake == "low" and s.b.sides[0].budget == 5  # 5 succeeds at low, fails at high


def test_T8_commander_in_hq_free_orders_reroll_on_a_hill_and_a_general_adds_1() -> None:
    s = _state(
        leaders=[("n-warlord", "warlord", "hq", []), ("n-gen1", "general", "hq", []), ("n-gen2", "general", "hq", [])],
        terrain=[("hill", "hill", ["A43"])],
    )
    _roll(s, [1, 2, 6, 6])
    st = s.b.sides[0]
    assert st.roll_mod == 1 and st.roll_total == 4  # two generals give +1 only (L238)
    assert s.stages[-1].kind == "reroll" and s.current_player() == 0  # the HQ on a hill (L237)
    script(s, 2, 2)
    act(s, "reroll yes")
    assert st.roll_total == 5 and st.budget == 5
    assert Budget(s.world(), 0).left == 7  # + 2 free orders (L235)
    locked = [leader(s, g) for g in ("n-gen1", "n-gen2") if leader(s, g).locked]
    assert len(locked) == 1 and leader_places(s.world(), 0, locked[0].idx) == []  # he stays in the HQ (L335)
    s2 = _state()
    _roll(s2, [1, 2, 6, 6])
    assert s2.stages[-1].kind != "reroll"  # no hill, no reroll


def test_T9_no_leader_in_the_hq_or_hq_destroyed_is_minus_1() -> None:
    s = _state(leaders=[("n-warlord", "warlord", "n1", [])])
    _roll(s, [3, 3, 6, 6])
    assert s.b.sides[0].roll_mod == -1 and s.b.sides[0].roll_total == 5
    s = _state()
    s.b.sides[0].hq_destroyed = True
    _roll(s, [3, 3, 6, 6])
    assert s.b.sides[0].roll_mod == -1


@pytest.mark.parametrize(("weather", "mod"), [("dense_fog", -3), ("blizzard", -2), ("downpour", -1)])
def test_T10_fog_blizzard_downpour_on_rolls_and_rerolls(weather: str, mod: int) -> None:
    s = _state(terrain=[("hill", "hill", ["A43"])], weather=[(weather, 1, 12)])
    _roll(s, [3, 3, 6, 6])
    assert s.b.sides[0].roll_mod == mod and s.b.sides[0].roll_total == 6 + mod
    script(s, 4, 4)
    act(s, "reroll yes")
    assert s.b.sides[0].roll_total == 8 + mod


def test_T11_reserves_from_turn_2_cost_1_order_per_3_and_appear_at_the_turn_end() -> None:
    north = [("n1", "yari_samurai", 12, "A42", "S")] + [(f"r{i}", "yari_ashigaru", 8, None, None) for i in range(4)]
    s = _state(north=north)
    to_command(s)
    assert not any(a.startswith("enter") for a in legal(s))  # not on turn 1 (L311)
    command(s, 0)
    command(s, 1)
    to_command(s)
    act(s, "done leaders")
    before = Budget(s.world(), 0).left
    cells = ["A5.1", "A5.2", "A5.4", "A5.5"]  # a line behind the HQ at A43 (L314)
    for i, c in enumerate(cells):
        act(s, f"enter r{i}", f"target {c}")
    assert before - Budget(s.world(), 0).left == 2  # 4 units, 2 orders (L311)
    assert all(unit(s, f"r{i}").status != FIELD for i in range(4))
    act(s, "done command")
    command(s, 1)
    assert [unit(s, f"r{i}").status for i in range(4)] == [FIELD] * 4  # in at the end of the turn
    assert s.board.label(unit(s, "r0").cell) == "A5.1"


def test_E7_reserve_orders() -> None:
    north = [("n1", "yari_samurai", 12, "A42", "S")] + [(f"r{i}", "yari_ashigaru", 4, None, None) for i in range(7)]
    s = _state(north=north)
    s.b.turn = 2
    w = s.world()
    st = s.b.sides[0]
    base = Budget(w, 0).need
    for n, orders in ((1, 1), (3, 1), (7, 3)):
        st.reserve_entries = n
        assert Budget(w, 0).need - base == orders


def test_T13_a_third_order_is_refused() -> None:
    s = _state()
    to_command(s)
    act(s, "done leaders", "select n1", "order A", "order A")
    with pytest.raises(IllegalActionError, match="at most 2 orders per turn"):
        act(s, "select n1")


def test_T73_an_overrun_hq_is_destroyed_and_its_leaders_go_to_the_reserve() -> None:
    b, lib = battle(
        [("n1", "yari_samurai", 12, "A42", "S")],
        [("s1", "kihei", 12, "A33", "N")],
        leaders=[("n-warlord", "warlord", "hq", [])],
        hq=("A33", "C33"),
    )
    s = new_state(b, lib)
    assert s.b.sides[0].hq_destroyed  # enemy in the HQ's cell at the start of the command phase (L233)
    assert leader(s, "n-warlord").where == "reserve"
    _roll(s, [3, 3, 6, 6])
    assert s.b.sides[0].roll_mod == -1  # and -1 to the command roll from then on (L239)


def test_E6_command_roll_examples() -> None:
    leaders = [("n-warlord", "warlord", "hq", []), ("n-gen1", "general", "hq", [])]
    hill = [("hill", "hill", ["A43"])]
    s = _state(leaders=leaders, terrain=hill, weather=[("dense_fog", 1, 12)])
    _roll(s, [3, 3, 6, 6])
    assert s.b.sides[0].roll_total == 4 and s.b.sides[0].budget == 4 and Budget(s.world(), 0).left == 6
    s = _state(leaders=leaders, terrain=hill)
    _roll(s, [3, 3, 6, 6])
    assert s.b.sides[0].roll_total == 7 and Budget(s.world(), 0).left == 7
    s = _state(leaders=leaders, terrain=hill)
    _roll(s, [3, 4, 6, 6], ("high", "low"))
    assert s.b.sides[0].roll_total == 8 and Budget(s.world(), 0).left == 9


def test_the_menu_prices_programs_as_the_orders_are_charged() -> None:
    from engine.games.warlords.budget import kind_of, pair_cost
    from engine.games.warlords.orders import orders_cost, parse

    s = _state()
    w = s.world()
    u = unit(s, "n1")
    codes = ["none", "W", "A", "A+A", "B", "L", "SL", "G:E", "burn:A", "L+A"]
    for c1 in codes:
        for c2 in codes:
            p1, p2 = parse(w, 0, c1), parse(w, 0, c2)
            assert pair_cost(kind_of(p1), kind_of(p2)) == orders_cost(u, p1, p2), (c1, c2)
