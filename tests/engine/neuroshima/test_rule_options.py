"""Rule options for the rulebook's ambiguities (rules/002 §11): both settings of each.

Options tested elsewhere: recon_centre_distance, recon_centre_path, scoper_hijacks_medics,
move_tile_targets, mobility_moves_per_turn, transport_moves_per_turn (test_special_tiles);
bad_draw_timing, reinforcement_draw, one_vs_two_third_player_first_draw (test_turns);
netted_medic_protects (test_medics).
"""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.games.neuroshima.config import compile_setup
from engine.games.neuroshima.instants import push_destinations
from engine.games.neuroshima.models.rules import DEFAULT_RULES, RuleOptions, Rules
from engine.games.neuroshima.models.setup import GameSetup, Mode, SetupPlayer
from engine.games.neuroshima.scoring import final_result
from tests.engine.neuroshima.helpers import at, battle, h, position, rules


def test_every_option_documents_where_the_ambiguity_is_and_defaults_match_the_runtime() -> None:
    for name, info in RuleOptions.model_fields.items():
        assert info.description and "§" in info.description, name
        assert getattr(DEFAULT_RULES, name) == info.default, name
    assert RuleOptions().compile() == Rules()


PUSH = [
    ("0,0", "moloch_blocker", 1, 0),
    ("1,0", "outpost_brawler", 2, 0),
    ("-2,2", "moloch_hq", 1),
    ("0,-2", "outpost_hq", 2),
]


def test_push_destinations_three_back_hexes_or_two_back_diagonals() -> None:
    pos = position(["moloch", "outpost"], PUSH)
    pusher, target = h(pos, "0,0"), h(pos, "1,0")

    def names(r: Rules) -> set[str]:
        return {str(pos.board.hexes[x]) for x in push_destinations(pos, pusher, target, r)}

    assert names(rules()) == {"2,0", "2,-1", "1,1"}
    assert names(rules(push_destinations="two_back_diagonals")) == {"2,-1", "1,1"}


CHAIN = [
    ("0,0", "moloch_hornet", 1, 0),
    ("0,1", "moloch_medic", 1, 0),  # medic 1: connected to the hornet, not to medic 2
    ("0,2", "moloch_medic", 1, 0),  # medic 2: connected to medic 1
    ("0,-1", "borgo_claws", 2, 3),  # hits the hornet in phase 3
    ("-2,0", "moloch_hq", 1),
    ("2,-2", "borgo_hq", 2),
]


def test_chained_medics_last_absorbs_discards_the_last_medic_of_the_chain() -> None:
    result = battle(position(["moloch", "borgo"], CHAIN), rules(chained_medics="last_absorbs"))
    assert at(result.position, "0,0") is not None
    assert at(result.position, "0,1") is not None
    assert at(result.position, "0,2") is None


def test_chained_medics_direct_only_discards_the_connected_medic() -> None:
    result = battle(position(["moloch", "borgo"], CHAIN), rules(chained_medics="direct_only"))
    assert at(result.position, "0,0") is not None
    assert at(result.position, "0,1") is None
    assert at(result.position, "0,2") is not None


def _one_vs_two(option: str):
    setup = GameSetup(
        mode=Mode.ONE_VS_TWO,
        players=[SetupPlayer(army="moloch"), SetupPlayer(army="borgo"), SetupPlayer(army="hegemony")],
        rules=RuleOptions(one_vs_two_victory=option),
    )
    cfg = compile_setup(setup, bundled_library())
    pos = position(["moloch", "borgo", "hegemony"], [], mode=Mode.ONE_VS_TWO, hq_hp=[16, 10, 11])
    assert pos.hq_start == (20, 13, 13)
    return final_result(cfg, pos, [False, False, False], last_chance=True)


def test_one_vs_two_victory_least_damage_taken_or_most_hit_points_left() -> None:
    # the solo HQ took 4 damage and has 16 left; the team's took 3 + 2 and have 21 left
    least = _one_vs_two("least_damage_taken")
    assert least is not None and least.winners == {0}
    most = _one_vs_two("most_hp_left")
    assert most is not None and most.winners == {1, 2}
