"""Test facts of control zones and the end of a battle (rules/003 §11: T57-T62) and the derived
example E9."""

from __future__ import annotations

from typing import Any

from engine.games.warlords.pieces import RESERVE
from engine.games.warlords.victory import claimants, holder
from tests.engine.warlords.helpers import act, battle, events, field, new_state, script, turn, unit


def _zone(s, ident: str):  # type: ignore[no-untyped-def]
    return next(z for z in s.board.control_zones if z.id == ident)


def _state(north: list[Any], south: list[Any], **kw: Any):  # type: ignore[no-untyped-def]
    b, lib = battle(north, south, **kw)
    return new_state(b, lib)


def test_T57_E9_equal_numbers_of_full_units_the_larger_figures_hold() -> None:
    # zone cz-a: A22..A35. X has 10 and 6 figures there, Y has 16 and 3: X holds, both claim
    s = _state(
        [("x1", "yari_samurai", 10, "A22", "S"), ("x2", "yari_samurai", 6, "A23", "S")],
        [("y1", "yari_samurai", 16, "A24", "N"), ("y2", "yari_samurai", 3, "A25", "N")],
        kind="meeting",
    )
    z = _zone(s, "cz-a")
    assert holder(s.world(), z) == 0 and claimants(s.exec(), z) == {0, 1}
    s2 = _state(
        [("x1", "yari_samurai", 5, "A22", "S")],
        [("y1", "yari_samurai", 8, "A24", "N"), ("y2", "yari_samurai", 2, "A25", "N")],
        kind="meeting",
    )
    assert holder(s2.world(), _zone(s2, "cz-a")) == 1  # 1 unit each, 5 figures against 10 (L113)


def test_T58_E9_an_attacker_on_a_hill_in_the_defenders_zone_counts_twice() -> None:
    hill = field(terrain=[("h", "hill", ["A23"])])
    s = _state([("d1", "yari_samurai", 16, "A22", "S")], [("a1", "yari_samurai", 4, "A23", "N")], bf=hill)
    assert holder(s.world(), _zone(s, "cz-a")) == 1
    s2 = _state([("d1", "yari_samurai", 16, "A22", "S")], [("a1", "yari_samurai", 4, "A23", "N")])
    assert holder(s2.world(), _zone(s2, "cz-a")) == 0  # without the hill: 1 unit each, more figures


def test_T59_equal_holdings_more_claims_win() -> None:
    # meeting battle, all four zones: north holds cz-a and claims it and the empty cz-b (it is
    # closer); south holds and claims cz-c; in cz-d a 3-figure unit neither holds nor claims
    s = _state(
        [("n1", "yari_samurai", 8, "A22", "S"), ("n2", "yari_samurai", 8, "B26", "S")],
        [("s1", "yari_samurai", 8, "C12", "N"), ("s-small", "yari_samurai", 3, "D13", "N")],
        kind="meeting",
        max_turns=1,
    )
    turn(s, {}, {}, dice=[])
    while s.current_player() == 2:
        act(s, f"gm {s.pending_decision().default}")  # type: ignore[union-attr]
    assert s.is_terminal() and s.b.winner == 0
    assert "held [1, 1], claimed [2, 1]" in s.b.end_reason


def test_T60_no_unit_of_4_figures_left_is_a_draw() -> None:
    s = _state([("n1", "yari_samurai", 5, "A22", "S")], [("s1", "sohei", 4, "A12", "N")])
    # both lose 2: 3 and 2 figures left, nobody has 4 (L97)
    turn(s, {}, {"s1": ("A", "none")}, dice=[1, 3])
    assert s.is_terminal() and s.b.winner == -1 and "(L97)" in s.b.end_reason


def test_T61_an_army_with_nothing_standing_flees_both_at_once_is_a_draw() -> None:
    s = _state(
        [("n1", "yari_ashigaru", 16, "A22", "S"), ("n-small", "yari_samurai", 3, "B46", "S")],
        [("s1", "sohei", 16, "A12", "N")],
    )
    turn(s, {}, {"s1": ("A", "none")}, dice=[3, 1])
    assert s.is_terminal() and s.b.winner == 1 and "(L104)" in s.b.end_reason
    s2 = _state(
        [("n1", "yari_samurai", 8, "A22", "S", True)],
        [("s1", "yari_samurai", 8, "C31", "N", True)],
    )
    assert s2.is_terminal() is False
    turn(s2, {}, {}, dice=[])
    assert s2.is_terminal() and s2.b.winner == -1 and "both armies flee" in s2.b.end_reason


def test_T62_general_flight_damage_by_distance_and_none_in_reserve() -> None:
    s = _state(
        [("n-near", "yari_samurai", 16, "A22", "S"), ("n-reserve", "yari_samurai", 8, None, None)],
        [
            ("s-inf", "yari_samurai", 8, "C12", "N"),  # 1 empty cell (A12) between: d3
            ("s-cav", "kihei", 8, "A25", "W"),  # 2 empty cells in the row: d3
            ("s-small", "yari_ashigaru", 3, "A26", "W"),  # 3 empty cells: too far for infantry
        ],
    )
    act(s, "stake low", "stake low", "general_flight", "general_flight")  # ordered, and confirmed
    act(s, "done leaders")
    script(s, 2, 3)
    act(s, "done command")
    assert s.is_terminal() and s.b.winner == 1 and "general flight" in s.b.end_reason
    assert unit(s, "n-near").figures == 16 - 5
    assert unit(s, "n-reserve").figures == 8 and unit(s, "n-reserve").status == RESERVE
    assert any("n-near flees and loses 5" in e for e in events(s, "general_flight"))
