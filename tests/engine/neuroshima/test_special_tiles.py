"""Special tiles and team play: Clown, Quartermaster, Scoper, Saboteur, Transport, Recon Centre,
mobility, and who hits whom in the team game (rules/002 §2.8, §6, §8)."""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.core.hexgrid import Hex
from engine.games.neuroshima.actions import Mobility, Place, TransportMove
from engine.games.neuroshima.models.setup import Mode
from engine.games.neuroshima.scenario import state_from_position
from tests.engine.neuroshima.helpers import (
    Scripted,
    at,
    attacks_by,
    battle,
    of_kind,
    position,
    position_model,
    rules,
)


def test_a_clown_that_does_not_explode_attacks_normally() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_clown", 1, 0),
            ("0,-1", "borgo_mutant", 2, 3),
            ("2,0", "moloch_hq", 1),
            ("-2,2", "borgo_hq", 2),
        ],
    )
    result = battle(pos, chooser=Scripted("explode 0,0 no"))
    assert of_kind(result.events, "explode") == []
    assert [d["target"]["hex"] for d in attacks_by(result.events, "0,0")] == ["0,-1"]
    assert at(result.position, "0,0") is not None


def test_the_default_clown_explodes_among_enemies_and_not_among_friends() -> None:
    among_enemies = position(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_clown", 1, 3),
            ("1,-1", "borgo_mutant", 2, 0),
            ("1,0", "borgo_mutant", 2, 0),
            ("-1,0", "borgo_claws", 2, 0),
            ("2,-2", "moloch_hq", 1),
            ("-2,2", "borgo_hq", 2),
        ],
    )
    assert of_kind(battle(among_enemies).events, "explode")
    among_friends = position(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_clown", 1, 0),
            ("0,1", "moloch_hq", 1),
            ("1,0", "moloch_blocker", 1, 0),
            ("0,-1", "borgo_mutant", 2, 0),
            ("-2,2", "borgo_hq", 2),
        ],
    )
    assert not of_kind(battle(among_friends).events, "explode")


QM_TILES = [
    ("0,0", "hegemony_universal_soldier", 1, 0),  # melee 1 + ranged 1 forward
    ("0,1", "hegemony_quartermaster", 1, 0),  # connected to it (north)
    ("0,-1", "moloch_protector", 2, 3),  # 2 hit points
    ("0,-2", "moloch_blocker", 2, 3),
    ("2,0", "hegemony_hq", 1),
    ("-2,2", "moloch_hq", 2),
]


def test_quartermaster_converts_one_attack_and_only_if_the_player_wants() -> None:
    pos = position(["hegemony", "moloch"], QM_TILES)
    kept = battle(pos, chooser=Scripted("convert 0,0 - -"))
    assert sorted(d["kind"] for d in attacks_by(kept.events, "0,0")) == ["melee", "ranged"]
    converted = battle(pos, chooser=Scripted("convert 0,0 0 ranged"))
    hits = attacks_by(converted.events, "0,0")
    assert sorted((d["kind"], d["converted"]) for d in hits) == [("melee", False), ("melee", True)]
    assert at(converted.position, "0,-1") is None


def test_quartermaster_turns_a_melee_attack_into_a_shot_that_reaches_further() -> None:
    pos = position(
        ["hegemony", "moloch"],
        [
            ("0,0", "hegemony_ganger", 1, 0),  # melee 1 north; nothing adjacent there
            ("0,1", "hegemony_quartermaster", 1, 0),
            ("0,-2", "moloch_hornet", 2, 3),
            ("2,0", "hegemony_hq", 1),
            ("-2,2", "moloch_hq", 2),
        ],
    )
    result = battle(pos)  # the default takes the conversion that hits something
    (shot,) = attacks_by(result.events, "0,0")
    assert (shot["kind"], shot["target"]["hex"], shot["converted"]) == ("ranged", "0,-2", True)


def test_scoper_makes_an_enemy_module_work_for_the_outpost() -> None:
    pos = position(
        ["outpost", "moloch"],
        [
            ("0,0", "moloch_officer", 2, 0),  # +1 ranged to units on FR (NE), B (S), FL (NW)
            ("1,-1", "moloch_hybrid", 2, 0),  # Moloch unit on its NE side, shoots north
            ("-1,0", "outpost_commando", 1, 0),  # Outpost unit on its NW side, shoots north
            ("-1,-1", "moloch_blocker", 2, 0),  # the commando's target
            ("1,-2", "outpost_hq", 1),  # the hybrid's target
            ("0,1", "outpost_scoper", 1, 0),  # connected to the officer
            ("-2,2", "moloch_hq", 2),
        ],
    )
    result = battle(pos)
    (commando,) = attacks_by(result.events, "-1,0")
    (hybrid,) = attacks_by(result.events, "1,-1")
    assert commando["strength"] == 2 and commando["modifiers"][0]["source"]["tile"] == "moloch_officer"
    assert hybrid["strength"] == 1 and hybrid["modifiers"] == []
    assert result.position.hq_hp[0] == 19


SCOPER_MEDIC = [
    ("0,0", "borgo_medic", 2, 0),  # connected north to the commando
    ("0,-1", "outpost_commando", 1, 0),
    ("0,1", "outpost_scoper", 1, 0),  # connected to the Borgo medic
    ("0,-2", "borgo_assassin", 2, 3),  # shoots the commando in phase 3
    ("2,0", "outpost_hq", 1),
    ("-2,2", "borgo_hq", 2),
]


def test_scoper_hijacks_medics_by_rule_option() -> None:
    result = battle(position(["outpost", "borgo"], SCOPER_MEDIC))
    assert at(result.position, "0,-1") == ("outpost_commando", 1, 0)
    assert at(result.position, "0,0") is None  # the hijacked medic was used up
    result = battle(position(["outpost", "borgo"], SCOPER_MEDIC), rules(scoper_hijacks_medics=False))
    assert at(result.position, "0,-1") is None
    assert at(result.position, "0,0") == ("borgo_medic", 2, 0)


def _move_state(tiles, hand=(), **rule_options):
    model = position_model(["hegemony", "moloch"], tiles, rules=rule_options)
    model.players[0].hand = list(hand)
    return state_from_position(model, library=bundled_library())


def _moves(state, cls):
    return {(str(a.src), str(a.dst), a.rot) for a in state.legal_actions() if isinstance(a, cls)}


RUNNER = [("0,0", "hegemony_runner", 1, 0), ("2,0", "hegemony_hq", 1), ("-2,2", "moloch_hq", 2)]


def test_mobility_moves_one_hex_and_or_turns_once_per_turn() -> None:
    state = _move_state(RUNNER, ["hegemony_ganger"])
    moves = _moves(state, Mobility)
    assert {dst for _, dst, _ in moves} == {"0,0", "0,-1", "1,-1", "1,0", "0,1", "-1,1", "-1,0"}
    state.apply(Mobility(Hex(0, 0), Hex(0, -1), 3))
    assert _moves(state, Mobility) == set()
    state = _move_state(RUNNER, ["hegemony_ganger"], mobility_moves_per_turn=2)
    state.apply(Mobility(Hex(0, 0), Hex(0, -1), 3))
    assert _moves(state, Mobility)


def test_a_netted_tile_cannot_use_its_mobility() -> None:
    state = _move_state([*RUNNER, ("0,-1", "moloch_net_fighter", 2, 3)], ["hegemony_ganger"])
    assert _moves(state, Mobility) == set()


def test_transport_moves_connected_tiles_right_after_it_is_placed_but_not_itself() -> None:
    tiles = [("0,0", "hegemony_ganger", 1, 0), ("2,0", "hegemony_hq", 1), ("-2,2", "moloch_hq", 2)]
    state = _move_state(tiles, ["hegemony_transport", "hegemony_scout"])
    assert _moves(state, TransportMove) == set()
    state.apply(Place("hegemony_transport", Hex(0, 1), 0))
    moves = _moves(state, TransportMove)
    assert {src for src, _, _ in moves} == {"0,0"}
    state.apply(TransportMove(Hex(0, 0), Hex(-1, 0), 2))  # it may move away from the transport
    assert _moves(state, TransportMove) == set()


def test_transport_moves_per_turn_option() -> None:
    tiles = [
        ("0,0", "hegemony_ganger", 1, 0),
        ("0,1", "hegemony_transport", 1, 0),
        ("2,0", "hegemony_hq", 1),
        ("-2,2", "moloch_hq", 2),
    ]
    state = _move_state(tiles, ["hegemony_scout"], transport_moves_per_turn=2)
    state.apply(TransportMove(Hex(0, 0), Hex(0, 0), 3))
    assert _moves(state, TransportMove)


def _recon_state(**rule_options):
    model = position_model(
        ["outpost", "moloch"],
        [
            ("0,0", "outpost_runner", 1, 0),
            ("0,-1", "moloch_blocker", 2, 0),  # blocks the straight path north
            ("2,-2", "outpost_recon_centre", 1, 0),  # works without being connected
            ("2,0", "outpost_hq", 1),
            ("-2,2", "moloch_hq", 2),
        ],
        rules=rule_options,
    )
    model.players[0].hand = ["outpost_commando"]
    return state_from_position(model, library=bundled_library())


def test_recon_centre_lets_friendly_tiles_move_2_hexes() -> None:
    dests = {dst for _, dst, _ in _moves(_recon_state(), Mobility)}
    assert {"1,-2", "0,2", "-2,1", "1,0"} <= dests  # 2 hexes and 1 hex away
    assert "0,-2" not in dests  # behind the blocker: the path must be free (default)


def test_recon_centre_path_option_jump() -> None:
    dests = {dst for _, dst, _ in _moves(_recon_state(recon_centre_path="jump"), Mobility)}
    assert "0,-2" in dests


def test_recon_centre_distance_option_exactly_2() -> None:
    dests = {dst for _, dst, _ in _moves(_recon_state(recon_centre_distance="exactly_2"), Mobility)}
    assert "1,0" not in dests and "0,2" in dests


def test_move_tile_targets_option_units_only() -> None:
    from engine.games.neuroshima.actions import UseMove

    tiles = [
        ("0,0", "hegemony_hq", 1),
        ("0,-1", "hegemony_runner", 1, 0),
        ("1,0", "hegemony_scout", 1, 0),
        ("-2,2", "moloch_hq", 2),
    ]
    for option, movable in (("any_battle_tile", {"0,0", "0,-1", "1,0"}), ("units_only", {"0,-1"})):
        state = _move_state(tiles, ["hegemony_move"], move_tile_targets=option)
        assert {str(a.src) for a in state.legal_actions() if isinstance(a, UseMove)} == movable


TEAM_ARMIES = ["hegemony", "borgo", "moloch", "outpost"]  # 1 + 2 against 3 + 4


def test_team_allies_are_not_hit_shots_pass_through_them_and_bonuses_are_shared() -> None:
    pos = position(
        TEAM_ARMIES,
        [
            ("0,0", "hegemony_runner", 1, 0),  # faces its Borgo ally
            ("0,-1", "borgo_mutant", 2, 1),
            ("1,0", "borgo_officer", 2, 5),  # Borgo module connected to the Hegemony runner (NW of it)
            ("-2,2", "borgo_assassin", 2, 1),  # shoots NE through the Hegemony ally at the Outpost tile
            ("-1,1", "hegemony_ganger", 1, 3),
            ("1,-1", "outpost_commando", 4, 2),
        ],
        mode=Mode.TEAMS,
    )
    result = battle(pos)
    assert attacks_by(result.events, "0,0") == []  # no enemy in front of the runner
    (shot,) = attacks_by(result.events, "-2,2")
    assert shot["target"]["hex"] == "1,-1"
    from engine.games.neuroshima.analysis import analyze
    from engine.games.neuroshima.models.rules import Rules

    an = analyze(pos, Rules())
    assert an.melee[pos.board.index[Hex(0, 0)]] == 1  # the ally's officer


def test_moloch_hits_its_allies_in_the_team_game() -> None:
    pos = position(
        ["moloch", "hegemony", "borgo", "outpost"],
        [("0,0", "moloch_hornet", 1, 0), ("0,-1", "hegemony_runner", 2, 0), ("2,0", "moloch_hq", 1)],
        mode=Mode.TEAMS,
    )
    result = battle(pos)
    (hit,) = attacks_by(result.events, "0,0")
    assert hit["target"]["tile"] == "hegemony_runner"
    assert at(result.position, "0,-1") is None


def test_a_scoper_takes_over_an_enemy_transport() -> None:
    model = position_model(
        ["outpost", "hegemony"],
        [
            ("0,0", "hegemony_transport", 2, 0),
            ("0,1", "outpost_scoper", 1, 0),  # connected to the transport, which connects back to it
            ("1,0", "outpost_commando", 1, 0),  # next to the transport
            ("-1,0", "hegemony_ganger", 2, 0),  # next to the transport, but the transport now serves the Outpost
            ("2,-2", "outpost_hq", 1),
            ("-2,2", "hegemony_hq", 2),
        ],
    )
    model.players[0].hand = ["outpost_commando"]
    state = state_from_position(model, library=bundled_library())
    assert {src for src, _, _ in _moves(state, TransportMove)} == {"0,1", "1,0"}


def test_brain_gives_plus_1_melee_and_ranged_and_the_moloch_officer_helps_units_only() -> None:
    pos = position(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_juggernaut", 1, 0),  # melee 2 north, ranged 1 north-east, initiative 1
            ("0,1", "moloch_brain", 1, 0),  # connected north to the juggernaut
            ("0,-1", "borgo_super_mutant", 2, 0),  # 2 hit points, armored towards the north only
            ("2,-2", "borgo_hq", 2),  # on the juggernaut's north-east line
            ("-2,1", "moloch_hq", 1),
            ("-2,2", "moloch_officer", 1, 5),  # +1 ranged to units on FR/B/FL: its FR side faces the HQ
        ],
    )
    result = battle(pos)
    hits = {d["kind"]: (d["strength"], d["target"]["tile"]) for d in attacks_by(result.events, "0,0")}
    assert hits == {"melee": (3, "borgo_super_mutant"), "ranged": (2, "borgo_hq")}
    from engine.games.neuroshima.analysis import analyze
    from engine.games.neuroshima.models.rules import Rules

    an = analyze(pos, Rules())
    assert an.ranged[pos.board.index[Hex(-2, 1)]] == 0  # the officer gives nothing to its HQ


def test_super_officer_has_toughness_and_the_net_soldiers_hit_for_3() -> None:
    pos = position(
        ["borgo", "moloch"],
        [
            ("0,0", "borgo_super_officer", 1, 3),  # 2 hit points; connects away from everything
            ("0,-2", "moloch_hybrid", 2, 3),  # shoots south through its own hornet at the super-officer
            ("0,-1", "moloch_hornet", 2, 3),  # would hit the super-officer, but is netted
            ("1,-1", "borgo_net_fighter", 1, 5),  # nets the hornet (north-west of it) and hits it for 3
            ("-2,2", "borgo_hq", 1),
            ("2,0", "moloch_hq", 2),
        ],
    )
    from engine.games.neuroshima.analysis import analyze
    from engine.games.neuroshima.models.rules import Rules

    assert analyze(pos, Rules()).netted[pos.board.index[Hex(0, -1)]]
    result = battle(pos)
    assert attacks_by(result.events, "0,-1") == []
    (hit,) = attacks_by(result.events, "1,-1")
    assert (hit["phase"], hit["damage"], hit["target"]["tile"]) == (1, 3, "moloch_hornet")
    assert at(result.position, "0,0") == ("borgo_super_officer", 1, 1)  # one wound, still standing


def test_the_net_master_nets_on_its_diagonals_and_fights_forward() -> None:
    pos = position(
        ["hegemony", "moloch"],
        [
            ("0,0", "hegemony_net_master", 1, 0),  # nets FR (NE) and FL (NW), melee 1 north
            ("1,-1", "moloch_hornet", 2, 4),  # would hit the net master (SW of it)
            ("-1,0", "moloch_hunter_killer", 2, 2),  # would hit the net master (SE of it)
            ("0,-1", "moloch_hybrid", 2, 0),
            ("-2,2", "hegemony_hq", 1),
            ("2,0", "moloch_hq", 2),
        ],
    )
    result = battle(pos)
    assert attacks_by(result.events, "1,-1") == [] and attacks_by(result.events, "-1,0") == []
    assert [d["target"]["hex"] for d in attacks_by(result.events, "0,0")] == ["0,-1"]
