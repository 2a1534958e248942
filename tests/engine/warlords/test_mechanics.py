"""Mechanics of the rules beyond the numbered test facts: movement in one moment (columns, swaps,
no passing through, routes), orders interrupted by attacks, cavalry priority, shooting at
galloping cavalry, defensive fire, shields, standing orders, banners, shinobi, HQ leaders,
villages set on fire, fog and the map rules (rules/003 §3.3-§3.5, §4.5, §6)."""

from __future__ import annotations

from engine.games.warlords.board import Board
from engine.games.warlords.pieces import FIELD, PRESENCE
from tests.engine.warlords.helpers import (
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

FAR = ("s-far", "yari_samurai", 8, "D31", "N")


def test_a_column_follows_its_head_in_one_moment() -> None:
    b, lib = battle([("n-head", "yari_samurai", 8, "A23", "S"), ("n-tail", "yari_samurai", 8, "A33", "S")], [FAR])
    s = new_state(b, lib)
    turn(s, {"n-head": ("A", "none"), "n-tail": ("A", "none")}, {}, dice=[])
    assert cell(s, "n-head") == "A13" and cell(s, "n-tail") == "A23"  # L495


def test_friends_swap_by_sidesteps_but_cannot_pass_front_to_back() -> None:
    b, lib = battle([("n-a", "yari_samurai", 8, "A22", "S"), ("n-b", "yari_samurai", 8, "A23", "S")], [FAR])
    s = new_state(b, lib)
    turn(s, {"n-a": ("SL", "none"), "n-b": ("SR", "none")}, {}, dice=[])
    assert cell(s, "n-a") == "A23" and cell(s, "n-b") == "A22"  # L403
    b2, lib2 = battle([("n-a", "yari_samurai", 8, "A22", "S"), ("n-b", "yari_samurai", 8, "A12", "N")], [FAR])
    s2 = new_state(b2, lib2)
    turn(s2, {"n-a": ("A", "none"), "n-b": ("A", "none")}, {}, dice=[])
    assert cell(s2, "n-a") == "A22" and cell(s2, "n-b") == "A12"  # L496
    assert any("cannot pass through" in e for e in events(s2, "order_cancelled"))


def test_a_cancelled_first_order_cancels_the_second_unless_following_a_route() -> None:
    b, lib = battle(
        [("n-a", "yari_samurai", 8, "A23", "S"), ("n-block", "yari_samurai", 8, "A13", "S")],
        [FAR],
    )
    s = new_state(b, lib)
    turn(s, {"n-a": ("A", "G:E"), "n-block": ("none", "none")}, {}, dice=[])
    assert unit(s, "n-a").facing == 2  # the regroup was cancelled with the blocked advance (L377)
    s2 = new_state(b, lib)
    turn(s2, {"n-a": ("A", "SL"), "n-block": ("none", "none")}, {}, dice=[])
    # a route goes on in phase 2 along its own cells, here A13, still held: the unit stays rather
    # than sidestep from where it stands onto A24, a cell it was never ordered to (L377, L445;
    # the old assertion A24 contradicted L377, issue 28)
    assert cell(s2, "n-a") == "A23"
    assert any("held by n-block" in e for e in events(s2, "order_cancelled"))


def test_a_unit_attacked_before_its_order_does_not_carry_it_out() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 16, "A22", "S")],
        [("s-flank", "yari_samurai", 8, "A21", "E"), ("s-far", "yari_samurai", 8, "D31", "N")],
    )
    s = new_state(b, lib)
    turn(s, {"n-yari": ("L", "none")}, {"s-flank": ("A", "none")}, dice=[1, 3])
    assert cell(s, "n-yari") == "A22"  # it held
    assert not any(e.startswith("n-yari turns to face E") for e in events(s, "turn"))  # L383
    assert unit(s, "n-yari").facing == 3  # in phase 2 it turns toward its attacker on initiative


def test_galloping_cavalry_moves_before_infantry_and_archers_then_shoot_it() -> None:
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 4, "A22", "S")],
        [("s-kihei", "kihei", 8, "C12", "N"), ("s-far", "yari_samurai", 8, "D31", "N")],
    )
    s = new_state(b, lib)
    # the kihei's first galloping advance (to A12, in front of the archers) comes at step 4, and the
    # archers that had no target at the start of the phase shoot it at step 5 (L456, L473)
    turn(s, {"n-yumi": ("none", "L")}, {"s-kihei": ("A+R", "none")}, dice=[2])
    shot = event_data(s, "shot")
    assert shot and shot[0]["target"].startswith("s-kihei")
    assert "galloped in" in events(s, "shot")[0]


def test_theyre_close_cavalry_ordered_at_a_shooter_takes_1_less() -> None:
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 4, "A22", "S")],
        [("s-kihei", "kihei", 8, "A12", "N"), ("s-far", "yari_samurai", 8, "D31", "N")],
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-kihei": ("A", "none")}, dice=[2, 1, 1])
    shot = event_data(s, "shot")[0]
    assert any(m[0].startswith("They're close") for m in shot["modifiers"])


def test_defensive_fire_shoots_a_frontal_attacker_and_can_break_its_attack() -> None:
    b, lib = battle(
        [("n-teppo", "teppo_ashigaru", 16, "A22", "S")],
        [("s-ash", "yari_ashigaru", 4, "A12", "N"), ("s-far", "yari_samurai", 8, "D31", "N")],
        instructions={"n-teppo": ["defensive_fire"]},
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-ash": ("A", "none")}, dice=[3])
    assert any("defensive fire" in e for e in events(s, "shot"))
    assert any("broken by defensive fire" in e for e in events(s, "attack_broken"))
    assert not event_data(s, "melee")


def test_shields_are_taken_and_set_and_cover_spearmen_in_melee() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-far", "yari_samurai", 8, "D31", "N")],
        shields=[("A22:S", "n")],
    )
    s = new_state(b, lib)
    turn(s, {"n-yari": ("TAKE:A22:S", "none")}, {}, dice=[])
    assert unit(s, "n-yari").carrying and s.b.shields == ()
    turn(s, {"n-yari": ("SET:A22:E", "none")}, {}, dice=[])
    assert not unit(s, "n-yari").carrying and len(s.b.shields) == 1
    b2, lib2 = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "A12", "N")],
        shields=[("A22:S", "n")],
    )
    s2 = new_state(b2, lib2)
    turn(s2, {}, {"s-yari": ("A", "none")}, dice=[3, 1, 1])
    att = next(i for i in event_data(s2, "melee")[0]["damage"] if i["from"] == "s-yari")
    assert att["kept"] == "worst" and att["dice"] == [3, 1]  # From behind cover (L135, L529)


def test_keep_advancing_moves_each_phase_1_and_ends_at_an_obstacle() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A23", "S"), ("n-block", "yari_samurai", 8, "C13", "S")],
        [FAR],
        instructions={"n-yari": ["keep_advancing"]},
    )
    s = new_state(b, lib)
    turn(s, {}, {}, dice=[])
    assert cell(s, "n-yari") == "A13" and "keep_advancing" in unit(s, "n-yari").standing
    turn(s, {}, {}, dice=[])
    assert cell(s, "n-yari") == "A13" and "keep_advancing" not in unit(s, "n-yari").standing  # L429


def test_dragon_banner_moves_first_and_the_defender_cannot_fire_defensively() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S"), ("n-teppo", "teppo_ashigaru", 8, "A24", "S")],
        [("s-yari", "yari_samurai", 16, "A14", "N"), ("s-far", "yari_samurai", 8, "D31", "N")],
        banners={"dragon": "s-yari"},
        instructions={"n-teppo": ["defensive_fire"]},
    )
    s = new_state(b, lib)
    to_command(s)
    command(s, 0)
    act(s, "done leaders", "raise s-yari", "order D1:A")
    from tests.engine.warlords.helpers import script

    script(s, 1, 1)
    act(s, "done command")
    assert event_data(s, "melee") and not any("defensive fire" in e for e in events(s, "shot"))
    assert events(s, "banner")[0].startswith("s-yari raises the dragon banner")


def test_phoenix_banner_rallies_fleeing_neighbours_without_penalty() -> None:
    b, lib = battle(
        [("n-bearer", "yari_samurai", 8, "A22", "S"), ("n-flee", "yari_samurai", 8, "A33", "S", True)],
        [FAR],
        banners={"phoenix": "n-bearer"},
        rules={"phoenix_banner_at": "unit"},
    )
    s = new_state(b, lib)
    to_command(s)
    act(s, "done leaders", "raise n-bearer", "gm unit", "done command")
    command(s, 1)
    u = unit(s, "n-flee")
    assert not u.fleeing and not u.rallied  # no -1/-1 (L367)


def test_panic_and_intercepted_messengers() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-a", "yari_samurai", 8, "C12", "N"), ("s-b", "yari_samurai", 8, "C14", "N")],
        shinobi=[("n-onmitsu", "sabotage", "n")],
    )
    s = new_state(b, lib)
    to_command(s)
    act(
        s,
        "done leaders",
        "sabotage n-onmitsu panic",
        "target C12",
        "sabotage n-onmitsu intercept",
        "target C14",
        "done command",
    )
    command(s, 1)
    turn(s, {}, {"s-b": ("A", "none")}, dice=[3])  # the service manages 2 this turn
    assert any("spread panic in s-a" in e for e in events(s, "shinobi"))
    assert any("intercept the messenger to s-b" in e for e in events(s, "shinobi"))
    assert cell(s, "s-b") == "C14"  # its advance never arrived (L696)


def test_hq_leaders_lead_a_unit_attacked_in_the_hq_cell() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "A12", "N"), ("s-far", "yari_samurai", 8, "D31", "N")],
        hq=("A22", "C33"),
        leaders=[("n-warlord", "warlord", "hq", [])],
    )
    s = new_state(b, lib)
    turn(s, {}, {"s-yari": ("A", "none")}, dice=[1, 1])
    mods = next(iter(event_data(s, "melee")[0]["other_mods"].values()))
    assert ["warlord in the unit", 1, "L245"] in mods  # L250
    assert leader(s, "n-warlord").where == "hq"


def test_a_unit_leaving_a_village_may_set_it_on_fire() -> None:
    village = field(terrain=[("v", "village", ["A22"])])
    b, lib = battle([("n-yari", "yari_samurai", 8, "A22", "S")], [FAR], bf=village)
    s = new_state(b, lib)
    to_command(s)
    act(s, "done leaders", "select n-yari")
    assert "order burn:A" in legal(s)
    act(s, "order burn:A", "order none")
    if s.stages[-1].sub == "standing":
        act(s, "done unit")
    act(s, "done command")
    command(s, 1)
    a22 = s.board.parse("A22")
    assert any(c == a22 for c, _ in s.b.burning) and s.world().impassable(a22)


def test_a_bridge_crossing_gives_shooters_plus_1() -> None:
    river = field(rivers=[["A23:S"]], crossings=[("A23:S", "bridge")])
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 4, "A22", "E")],
        [("s-yari", "yari_samurai", 8, "A13", "N"), ("s-far", "yari_samurai", 8, "D31", "N")],
        bf=river,
    )
    s = new_state(b, lib)
    turn(s, {"n-yumi": ("none", "L")}, {"s-yari": ("A", "none")}, dice=[1])
    shot = event_data(s, "shot")[0]
    assert ["target crossing a bridge", 1, "L716"] in [list(m) for m in shot["modifiers"]]


def test_units_starting_in_a_forest_show_only_their_presence_until_an_enemy_comes_next_to_them() -> None:
    wood = field(terrain=[("w", "forest", ["C21"])])
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A42", "S")],
        [("s-hidden", "kihei", 8, None, None), FAR],
        bf=wood,
        start="pre_battle",
    )
    s = new_state(b, lib)
    while not (s.stages and s.stages[-1].kind == "leaders"):
        st = s.stages[-1]
        options = legal(s)
        if st.kind == "deploy" and st.sub == "units" and st.seat == 1:
            ident = options[0].split()[1]
            want = "C21" if ident == "s-hidden" else "D31"
            act(s, next(o for o in options if o.startswith(f"deploy {ident} {want} ")))
        else:
            pick = next(
                (o for o in options if o in ("forecast accept", "done fences", "done shields", "clear_day no")),
                options[0],
            )
            act(s, pick)
    assert unit(s, "s-hidden").seen == PRESENCE
    view = next(v for v in s.observation(0).units if v.cell == "C21")
    assert view.type == "?" and view.figures == -1


def test_in_dense_fog_enemies_are_seen_only_next_to_own_units() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S")],
        [("s-near", "yari_samurai", 8, "A11", "N"), ("s-far", "yari_samurai", 8, "D31", "N")],
        weather=[("dense_fog", 1, 12)],
    )
    s = new_state(b, lib)
    seen = {v.id for v in s.observation(0).units if v.side == 1}
    assert seen == {"s-near"}
    assert {v.id for v in s.observation(2).units if v.side == 1} == {"s-near", "s-far"}


def test_a_pass_map_has_narrow_zones_and_does_not_grow_sideways() -> None:
    board = Board(field(layout="pass").model_copy(update={"control_zones": []}))
    assert (board.width, board.height) == (8, 13)
    for q in "ABCD":
        cells = [i for i, z in enumerate(board.zone) if z == q]
        assert len({board.xy(i).x for i in cells}) == 4 and len({board.xy(i).y for i in cells}) == 6
    assert board.x0 == 0 and board.xs == 8


def test_difficult_approaches_deploy_half_and_enter_from_turn_3() -> None:
    bf = field().model_copy(update={"difficult_approaches": "south"})
    south = [(f"s{i}", "yari_ashigaru", 8, None, None) for i in range(4)]
    b, lib = battle([("n1", "yari_samurai", 8, None, None)], south, bf=bf, start="pre_battle")
    s = new_state(b, lib)
    while not (s.stages and s.stages[-1].kind == "deploy" and s.stages[-1].seat == 1 and s.stages[-1].sub == "units"):
        options = legal(s)
        act(
            s,
            next(
                (o for o in options if o in ("forecast accept", "done fences", "done shields", "clear_day no")),
                options[0],
            ),
        )
    for _ in range(4):
        act(s, legal(s)[0])
    assert sum(1 for u in s.b.units if u.side == 1 and u.status == FIELD) == 2  # half (L756)


def test_leader_orders_lapse_when_the_leader_leaves() -> None:
    b, lib = battle(
        [("n-yumi", "yumi_samurai", 8, "A22", "S")],
        [FAR],
        leaders=[("n-gen", "general", "n-yumi", [])],
        instructions={"n-yumi": ["intensified_fire", "hold_fire"]},
    )
    s = new_state(b, lib)
    to_command(s)
    act(s, "lead n-gen reserve", "done leaders", "done command")
    command(s, 1)
    assert unit(s, "n-yumi").standing == frozenset({"hold_fire"})  # L500
    assert any("intensified_fire lapse" in e for e in events(s, "standing_cancelled"))


def test_sabotage_targets_do_not_reveal_the_enemys_secret_leader_moves() -> None:
    """A general moved into a unit this command phase is secret until the orders are revealed
    (L335, §3.6): the other side may still order a panic against that unit, and its choices are
    the same in every state it cannot tell from the true one."""
    b, lib = battle(
        [("n-a", "yari_samurai", 8, "A22", "S")],
        [("s-yari", "yari_samurai", 8, "C12", "N")],
        leaders=[("n-gen", "general", "hq", [])],
        shinobi=[("s-onmitsu", "sabotage", "s")],
    )
    s = new_state(b, lib)
    to_command(s)
    act(s, f"lead n-gen {cell(s, 'n-a')}", "done leaders", "done command")
    assert leader(s, "n-gen").unit == unit(s, "n-a").idx
    act(s, "done leaders", "sabotage s-onmitsu panic")
    assert "target A22" in legal(s)
    other = s.resample_hidden(1, 3)
    assert legal(other) == legal(s)
