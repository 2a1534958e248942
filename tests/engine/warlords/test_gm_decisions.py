"""Every point the rules leave to the game master (rules/003 §12) reaches the GM seat as a
question naming its rule, and the gm-default agent answers with the documented default."""

from __future__ import annotations

from engine.ai.agents import make_agent
from engine.games.warlords.decisions import GM_QUESTIONS, GM_SEAT
from tests.engine.warlords.helpers import (
    GAME,
    act,
    battle,
    cell,
    event_data,
    field,
    new_state,
    script,
    to_command,
    turn,
    unit,
)


def asked(s, kind: str):  # type: ignore[no-untyped-def]
    """The open GM question, checked to be of ``kind`` with its rule; answered by gm-default."""
    assert s.current_player() == GM_SEAT, s.stages
    d = s.pending_decision()
    assert d is not None and d.kind == kind and d.rule == GM_QUESTIONS[kind][0]
    obs = s.observation(GM_SEAT)
    assert obs.decision is not None and obs.decision.default == d.default
    agent = make_agent(GAME, "gm-default")
    assert agent.choose(s).to_str() == f"gm {d.default}"
    return d


def test_every_gm_question_is_documented() -> None:
    assert set(GM_QUESTIONS) == {
        "terrain_shift",
        "same_priority",
        "flank_exposure",
        "initiative_turn",
        "shield_diagonal",
        "elite_equipment",
        "combined_rerolls",
        "generals_stop_retreat",
        "phoenix_center",
        "yumi_ashigaru_plunging",
        "four_legs_total",
        "warlord_adjacent_bonus",
        "claim_distance",
        "cunning_plan",
    }


def test_terrain_shift_inner_province_default_random() -> None:
    from engine.content.library import bundled_library
    from engine.games.warlords.game import bundled_battle

    s = GAME.new_initial_state(bundled_battle("wl-battle-meeting-river"), bundled_library(), 3)
    d = asked(s, "terrain_shift")
    assert d.default == "random" and set(d.options) >= {"stay", "N", "E", "S", "W"}
    act(s, "gm S")
    assert s.shifts[0][1] == 2  # the GM's choice stands


def test_same_priority_default_tie_breakers() -> None:
    b, lib = battle(
        [("n-a", "yari_ashigaru", 8, "A21", "E"), ("n-b", "yari_ashigaru", 8, "A23", "W")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
    )
    s = new_state(b, lib)
    turn(s, {"n-a": ("A", "none"), "n-b": ("A", "none")}, {}, dice=[])
    d = asked(s, "same_priority")
    assert d.default == "tie_breakers" and set(d.options) == {"tie_breakers", "n-a", "n-b"}
    act(s, "gm n-b")
    assert cell(s, "n-b") == "A22" and cell(s, "n-a") == "A21"


def test_flank_exposure_default_cancel() -> None:
    # s-yari attacks A22 and would stand there with n-side at A21 (facing east) on its flank:
    # A22 is n-side's front cell
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S"), ("n-side", "yari_samurai", 8, "A21", "E")],
        [("s-yari", "yari_samurai", 8, "A12", "N")],
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-yari": ("A", "none")}, dice=[])
    d = asked(s, "flank_exposure")
    assert d.default == "cancel"
    act(s, "gm cancel")
    assert cell(s, "s-yari") == "A12" and not event_data(s, "melee")


def test_initiative_turn_default_faces_the_rear_enemy() -> None:
    b, lib = battle(
        [("n-x", "yari_samurai", 8, "A22", "S")],
        [("s-rear", "yari_samurai", 8, "A32", "E"), ("s-side", "yari_samurai", 4, "A23", "S")],
    )
    s = new_state(b, lib)
    turn(s, {}, {}, dice=[])
    d = asked(s, "initiative_turn")
    assert d.default == "N"  # the rear enemy first
    act(s, "gm N")
    assert unit(s, "n-x").facing == 0


def test_shield_diagonal_default_per_option() -> None:
    for option, default in (("half_plane", "protects"), ("edge_only", "no")):
        b, lib = battle(
            [("n-yumi", "yumi_samurai", 4, "A23", "S")],
            [("s-yari", "yari_samurai", 8, "A12", "S")],
            shields=[("A12:N", "s")],
            rules={"shield_protection": option},
        )
        s = new_state(b, lib)
        turn(s, {"n-yumi": ("none", "L")}, {}, dice=[2])
        assert asked(s, "shield_diagonal").default == default
        act(s, f"gm {default}")
        shot = event_data(s, "shot")[0]
        assert any(m[0] == "target behind shields" for m in shot["modifiers"]) == (default == "protects")


def test_elite_equipment_default_4() -> None:
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 4, "A22", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        hq=("A43", "A12"),
        leaders=[("s-warlord", "warlord", "hq", [])],
    )
    s = new_state(b, lib)
    turn(s, {"n-yumi": ("F:HQ:A12", "L")}, {}, dice=[3, 6, 6, 6])
    d = asked(s, "elite_equipment")
    assert d.default == "4"
    act(s, "gm 4")
    shot = event_data(s, "shot")[0]
    assert shot["modifiers"][0][0] == "Skill 2 vs Equipment 4" and shot["damage"] == 2


def test_combined_rerolls_default_cancel() -> None:
    hill = field(terrain=[("h", "hill", ["A22"]), ("v", "village", ["A12"])])
    b, lib = battle([("n-yumi", "yumi_samurai", 4, "A22", "S")], [("s-yari", "yari_samurai", 8, "A12", "S")], bf=hill)
    s = new_state(b, lib)
    turn(s, {"n-yumi": ("none", "L")}, {}, dice=[2])
    d = asked(s, "combined_rerolls")
    assert d.default == "cancel"
    act(s, "gm cancel")
    assert event_data(s, "shot")[0]["kept"] == "single"


def test_generals_stop_retreat_default_no() -> None:
    b, lib = battle(
        [("n-flee", "yari_samurai", 8, "A22", "S", True), ("n-far", "yari_samurai", 8, "B46", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        leaders=[("n-gen", "general", "n-flee", [])],
    )
    s = new_state(b, lib)
    turn(s, {}, {}, dice=[])
    assert asked(s, "generals_stop_retreat").default == "no"
    act(s, "gm no")
    assert unit(s, "n-flee").fleeing


def test_phoenix_center_default_hq() -> None:
    b, lib = battle(
        [("n-bearer", "yari_samurai", 8, "A22", "S"), ("n-flee", "yari_samurai", 8, "A43", "S", True)],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        banners={"phoenix": "n-bearer"},
        hq=("A42", "C33"),
    )
    s = new_state(b, lib)
    to_command(s)
    act(s, "done leaders", "raise n-bearer")
    assert asked(s, "phoenix_center").default == "hq"
    act(s, "gm hq")
    assert unit(s, "n-flee").phoenix_free and not unit(s, "n-bearer").phoenix_free


def test_yumi_ashigaru_plunging_default_no() -> None:
    b, lib = battle([("n-yumi", "yumi_ashigaru", 8, "A22", "S")], [("s-yari", "yari_samurai", 8, "A12", "S")])
    s = new_state(b, lib)
    turn(s, {"n-yumi": ("none", "L")}, {}, dice=[2])
    assert asked(s, "yumi_ashigaru_plunging").default == "no"
    act(s, "gm no")
    assert event_data(s, "shot")[0]["kept"] == "single"


def test_four_legs_total_default_2() -> None:
    b, lib = battle(
        [("n-kihei", "kihei", 8, "A22", "S")],
        [("s-kihei", "kihei", 8, "A12", "N")],
        past={"n-kihei": {"fatigued": True}},
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-kihei": ("A", "none")}, dice=[1, 1])
    assert asked(s, "four_legs_total").default == "2"
    act(s, "gm 2")
    att = next(i for i in event_data(s, "melee")[0]["damage"] if i["from"] == "s-kihei")
    assert ["Four legs: against tired cavalry", 1, "L157, L170"] in att["modifiers"]


def test_warlord_adjacent_bonus_default_no() -> None:
    b, lib = battle(
        [("n-a", "yari_samurai", 8, "A22", "S"), ("n-b", "yari_samurai", 8, "A23", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        leaders=[("n-warlord", "warlord", "n-a", [])],
    )
    s = new_state(b, lib)
    to_command(s)
    act(s, "lead n-warlord A23")
    assert asked(s, "warlord_adjacent_bonus").default == "no"
    act(s, "gm no")
    assert not s.world().warlord_bonus(unit(s, "n-b"))


def test_claim_distance_default_by_the_metric() -> None:
    b, lib = battle(
        [("n-near", "yari_samurai", 8, "A41", "S")],
        [("s-far", "yari_samurai", 8, "D36", "N")],
        kind="meeting",
        max_turns=1,
    )
    s = new_state(b, lib)
    turn(s, {}, {}, dice=[])
    d = asked(s, "claim_distance")
    assert d.default == "0"  # cz-a: north is 1 step away, south far
    while s.current_player() == GM_SEAT:
        act(s, f"gm {s.pending_decision().default}")  # type: ignore[union-attr]
    assert s.is_terminal()


def test_cunning_plan_default_1() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        leaders=[("n-warlord", "warlord", "hq", ["cunning_plan"])],
        hq=("A43", "C33"),
    )
    s = new_state(b, lib)
    act(s, "stake low")
    script(s, 3, 3, 3, 3)
    act(s, "stake low")
    assert asked(s, "cunning_plan").default == "1"
    act(s, "gm 1")
    assert s.b.sides[0].budget == 5 + 1
