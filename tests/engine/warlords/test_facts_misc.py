"""Test facts of cavalry fatigue, shinobi, priorities and weather (rules/003 §11: T39, T63,
T64, T68, T69, T74)."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.games.warlords.movement import tie_break_order
from engine.games.warlords.tables import DEEP_SNOW, RAIN
from engine.games.warlords.weather import forecast_for, forecast_schedule
from tests.engine.warlords.helpers import (
    ScriptedRng,
    act,
    battle,
    cell,
    command,
    event_data,
    events,
    field,
    leader,
    legal,
    new_state,
    to_command,
    turn,
    unit,
)


def test_T39_cavalry_galloping_in_both_phases_tires_and_rests_after_a_quiet_turn() -> None:
    b, lib = battle([("n-far", "yari_samurai", 8, "B46", "S")], [("s-kihei", "kihei", 8, "C31", "N")])
    s = new_state(b, lib)
    turn(s, {}, {"s-kihei": ("A+A", "A+A")}, dice=[])
    u = unit(s, "s-kihei")
    assert cell(s, "s-kihei") == "A21" and u.fatigued
    to_command(s)
    act(s, "done leaders", "done command", "done leaders", "select s-kihei")
    options = legal(s)
    assert "order A+A" not in options and "order L+A" not in options  # no Gallop (L155)
    act(s, "order none", "order none", "done unit", "done command")
    assert not unit(s, "s-kihei").fatigued  # it did not move, flee or fight: it rests (L156)


def test_T39_tired_cavalry_charges_only_with_its_first_move() -> None:
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 8, "A22", "S")],
        [("s-kihei", "kihei", 8, "C12", "N")],
        instructions={"n-yumi": ["hold_fire"]},
        past={"s-kihei": {"fatigued": True}},
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-kihei": ("A", "A")}, dice=[1, 1])
    d = event_data(s, "melee")[0]
    assert not any(i.get("charged") for i in d["damage"])  # its second move of the turn


def test_T63_sabotage_d3_minus_1_a_turn_3_a_battle_arson_not_in_rain() -> None:
    wood = field(terrain=[("w", "forest", ["C22"])])
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "C22", "N"), ("s-far", "yari_samurai", 8, "D31", "N")],
        bf=wood,
        shinobi=[("n-onmitsu", "sabotage", "n")],
    )
    s = new_state(b, lib)
    to_command(s)
    act(s, "done leaders", "sabotage n-onmitsu arson", "target C22", "done command")
    act(s, "done leaders", "done command")
    assert s.b.burning == ()  # it happens on the next turn (L688)
    turn(s, {}, {}, dice=[3, 3])  # availability d3 3 -> 2 sabotages; the unit in the fire loses d3-1 = 2
    assert any("can manage 2 sabotage(s)" in e for e in events(s, "shinobi"))
    assert unit(s, "s-yari").figures == 6 and cell(s, "s-yari") != "C22"
    c22 = s.board.parse("C22")
    assert (c22, 2 + 3) in s.b.burning  # impassable for 4 turns (L691)
    assert s.b.sides[0].shinobi == (("n-onmitsu", "sabotage", 2),)
    # in the rain, no arson (L679)
    b2, lib2 = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "C22", "N")],
        bf=wood,
        shinobi=[("n-onmitsu", "sabotage", "n")],
        weather=[("rain", 2, 3)],
    )
    s2 = new_state(b2, lib2)
    to_command(s2)
    act(s2, "done leaders", "sabotage n-onmitsu arson", "target C22", "done command", "done leaders", "done command")
    turn(s2, {}, {}, dice=[3])
    assert s2.b.burning == () and any("in the rain" in e for e in events(s2, "shinobi"))


def test_T64_recon_reveals_a_rectangle_and_the_hq_and_allows_a_move_or_a_swap() -> None:
    b, lib = battle(
        [("n1", "yari_samurai", 8, None, None), ("n2", "yumi_samurai", 8, None, None)],
        [("s1", "yari_samurai", 8, None, None), ("s2", "kihei", 8, None, None)],
        shinobi=[("n-recon", "recon", "n")],
        start="pre_battle",
    )
    s = new_state(b, lib)
    while not (s.stages and s.stages[-1].kind == "recon"):
        st = s.stages[-1]
        options = legal(s)
        if st.kind == "deploy" and st.sub == "units":
            wanted = {"n1": "A21", "n2": "A22", "s1": "C11", "s2": "C13"}
            ident = options[0].split()[1]
            act(s, next(o for o in options if o.startswith(f"deploy {ident} {wanted[ident]} ")))
        elif st.kind == "deploy" and st.sub == "hq":
            act(s, "hq A43" if st.seat == 0 else "hq C33")
        else:
            act(
                s,
                next(
                    (o for o in options if o in ("forecast accept", "done fences", "done shields", "clear_day no")),
                    options[0],
                ),
            )
    act(s, "recon C11 3x4")
    seen = s.b.sides[0].recon_seen
    assert {(s.board.label(c), t) for c, t, _ in seen} == {("C11", "yari_samurai"), ("C13", "kihei"), ("C33", "hq")}
    options = legal(s)
    assert "adjust n1 A32" in options  # one cell diagonally (L686)
    assert "adjust n1 A22" in options  # a swap with the neighbour
    act(s, "adjust n1 A22")
    assert cell(s, "n1") == "A22" and cell(s, "n2") == "A21"
    assert "adjust n2 A31" not in legal(s)  # each unit once


def test_T68_equal_priority_tie_breakers() -> None:
    b, lib = battle(
        [
            ("n-led", "yari_ashigaru", 8, "A21", "E"),
            ("n-plain", "sohei", 4, "A23", "W"),
        ],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        leaders=[("n-gen", "general", "n-led", [])],
    )
    s = new_state(b, lib)
    x = s.exec()
    units = [unit(s, "n-plain"), unit(s, "n-led")]
    assert tie_break_order(x, units)[0].id == "n-led"  # a leader first (L505)
    leader(s, "n-gen").where, leader(s, "n-gen").unit = "reserve", -1
    assert tie_break_order(x, units)[0].id == "n-plain"  # then ... sohei before ashigaru (L508)
    # the GM decides it in play, by these tie-breakers by default: both advance into A22
    leader(s, "n-gen").where, leader(s, "n-gen").unit = "unit", unit(s, "n-led").idx
    to_command(s)
    command(s, 0, {"n-led": ("A", "none"), "n-plain": ("A", "none")})
    command(s, 1)
    d = s.pending_decision()
    assert d is not None and d.kind == "same_priority" and d.default == "tie_breakers"
    act(s, "gm tie_breakers")
    assert cell(s, "n-led") == "A22" and cell(s, "n-plain") == "A23"


def test_T69_shooting_before_flank_attacks_ordered_retreats_before_frontal_attacks() -> None:
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 4, "A22", "S"), ("n-target", "yari_samurai", 8, "B26", "S")],
        [("s-ash", "yari_ashigaru", 4, "A12", "N"), ("s-flank", "yari_samurai", 8, "B25", "E")],
    )
    s = new_state(b, lib)
    turn(s, {"n-yumi": ("none", "L")}, {"s-ash": ("A", "none"), "s-flank": ("A", "none")}, dice=[3, 1, 1])
    kinds = [e.kind for e in s.events if e.kind in ("shot", "melee")]
    assert kinds[:2] == ["shot", "melee"]  # step 2, then step 3
    b2, lib2 = battle([("n-yari", "yari_samurai", 8, "A22", "S")], [("s-yari", "yari_samurai", 8, "A12", "N")])
    s2 = new_state(b2, lib2)
    turn(s2, {"n-yari": ("B", "none")}, {"s-yari": ("A", "none")}, dice=[])
    assert cell(s2, "n-yari") == "A32" and cell(s2, "s-yari") == "A22"  # no fight: it had stepped back
    assert not event_data(s2, "melee")


def test_T74_weather_forecasts() -> None:
    rng = ScriptedRng(Rng(0), [3, 4])
    turns = forecast_schedule(rng, forecast_for("summer", 5), 12)
    assert [t for t in range(1, 13) if turns[t] & RAIN] == list(range(1, 8))  # from the start, 2d6 = 7 turns
    turns = forecast_schedule(ScriptedRng(Rng(0), []), forecast_for("winter", 2), 8)
    assert all(turns[t] == DEEP_SNOW for t in range(1, 9))
