"""Playing an etude (rules/002 §7 and models/etude.py): the solver's line, exactly / up to,
battles in the line, the final battle, the opponent's choices and reply, every victory kind,
and what the player view asks of the state."""

from __future__ import annotations

import pytest

from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.core.errors import IllegalActionError
from engine.core.game import TERMINAL
from engine.core.hexgrid import Hex
from engine.games.neuroshima.actions import Explode, Mobility, Place
from engine.games.neuroshima.etude_play import EtudeError, etude_state
from engine.games.neuroshima.models.etude import VictoryKind
from engine.games.neuroshima.solver import play_line
from tests.engine.neuroshima.etude_helpers import make_etude

# Outpost HQ in the centre; the Moloch HQ two hexes north with 1 hit point; a Commando and a Battle tile
SHOT = {
    "solver": ("outpost", 5),
    "opponent": ("moloch", 1),
    "tiles": [("0,0", "outpost_hq", 1), ("0,-2", "moloch_hq", 2)],
    "pool": ["outpost_commando", "outpost_battle"],
    "choose": 2,
}
COMMANDO_NORTH = "place outpost_commando 0,1 0"  # shoots through its own HQ at the Moloch HQ


def test_a_line_then_the_final_battle_solves_the_etude() -> None:
    st = play_line(make_etude(**SHOT), ["battle outpost_battle", COMMANDO_NORTH], bundled_library())
    assert st.is_terminal() and st.current_player() == TERMINAL
    assert st.success() is True
    assert st.outcome() is not None and st.outcome().returns == (1.0,)
    assert [b[0].data["reason"] for b in st.battles()] == ["a Battle tile", "the final battle"]
    attack = next(e for e in st.battles()[1] if e.kind == "attack")
    assert attack.data["attacker"]["tile"] == "outpost_commando" and attack.data["target"]["tile"] == "moloch_hq"


def test_a_destroyed_hq_ends_the_etude_at_once() -> None:
    # NH rules: the game ends when an HQ runs out of hit points (rules/002 §2.6): no final battle follows
    st = play_line(make_etude(**SHOT), [COMMANDO_NORTH, "battle outpost_battle"], bundled_library())
    assert st.success() is True
    assert len(st.battles()) == 1
    assert st.pos.hq_hp == [5, 0]


def test_exactly_requires_every_chosen_tile_and_up_to_allows_fewer() -> None:
    exactly = etude_state(make_etude(**SHOT), bundled_library())
    exactly.apply(exactly.game.parse_action(COMMANDO_NORTH))
    assert "end" not in [a.to_str() for a in exactly.legal_actions()]
    with pytest.raises(IllegalActionError, match="play exactly 2"):
        exactly.apply(exactly.game.parse_action("end"))
    up_to = play_line(make_etude(**SHOT, exactly=False), [COMMANDO_NORTH, "end"], bundled_library())
    assert up_to.success() is True
    assert up_to.pool and up_to.played == 1  # the Battle tile stays unplayed


def test_without_the_final_battle_the_position_after_the_last_tile_is_judged() -> None:
    st = play_line(make_etude(**SHOT, final_battle=False), ["battle outpost_battle", COMMANDO_NORTH], bundled_library())
    assert st.success() is False
    assert len(st.battles()) == 1
    assert "destroy the enemy HQ" in render(st.reason, "en")


def test_a_line_that_cannot_be_completed_fails() -> None:
    # after the Commando, the Sniper has no target: no enemy tile but the HQ, which it may not shoot (E41)
    etude = make_etude(**{**SHOT, "pool": ["outpost_commando", "outpost_sniper"]})
    st = play_line(etude, [COMMANDO_NORTH], bundled_library())
    assert st.success() is False
    assert "only 1 of 2" in render(st.reason, "en")
    assert st.battles() == []


def test_the_main_field_filling_up_starts_a_battle_and_the_line_goes_on() -> None:
    taken = ["-1,-1", "-1,0", "-1,1", "-1,2", "-2,0", "-2,1", "-2,2", "0,-1", "0,2", "1,-2", "1,-1", "1,0", "1,1"]
    taken += ["2,-2", "2,-1", "2,0"]
    filler = ["moloch_blocker", "moloch_blocker", "moloch_hybrid", "moloch_hybrid", "moloch_hunter_killer"]
    filler += ["moloch_hunter_killer", "moloch_armored_hunter", "moloch_armored_hunter", "moloch_guard"]
    filler += ["moloch_protector", "moloch_stormtrooper", "moloch_juggernaut", "moloch_hornet", "moloch_gauss_cannon"]
    filler += ["moloch_armored_guard", "moloch_net_fighter"]
    tiles = [("0,0", "outpost_hq", 1), ("0,-2", "moloch_hq", 2), *[(h, t, 2, 3) for h, t in zip(taken, filler)]]
    etude = make_etude(**{**SHOT, "tiles": tiles, "solver": ("outpost", 50), "opponent": ("moloch", 50)})
    st = etude_state(etude, bundled_library())
    st.apply(st.game.parse_action(COMMANDO_NORTH))  # the last free hex: the board is full
    assert [b[0].data["reason"] for b in st.battles()] == ["the main field is full"]
    assert not st.is_terminal()
    assert [a.to_str() for a in st.legal_actions()] == ["battle outpost_battle"]


def test_a_mobile_tile_moves_in_an_etude_as_in_the_game_and_only_once_a_turn() -> None:
    # NH rules: a mobile unit may move and/or rotate once per turn (rules/002 §4.6); the etude plays it
    # through the game's own moves, so the explanation reads as in a game
    etude = make_etude(
        solver=("hegemony", 3),
        opponent=("outpost", 1),
        tiles=[("-2,2", "hegemony_hq", 1), ("2,-2", "outpost_hq", 2), ("0,0", "hegemony_runner", 1, 3)],
        pool=["hegemony_battle"],
        mobility=True,
        final_battle=False,
    )
    st = etude_state(etude, bundled_library())
    step = Mobility(Hex(0, 0), Hex(1, -1), 1)
    assert step in st.legal_actions()
    st.apply(step)
    assert st.events[-1].text == "player 1 moves Runner (mobility) from 0,0 to 1,-1 facing 1"
    assert not any(isinstance(a, Mobility) for a in st.legal_actions())


# -- the opponent's choices are his own, and the solution must hold against every one


PUSH = {
    "solver": ("moloch", 5),
    "opponent": ("borgo", 9),
    "tiles": [
        ("0,1", "moloch_hq", 1),
        ("0,-2", "borgo_hq", 2),
        ("0,-1", "borgo_mutant", 2, 0),
        ("0,0", "moloch_blocker", 1),
        ("-2,0", "moloch_hornet", 1, 1),  # its claws reach -1,-1
    ],
    "pool": ["moloch_push"],
    "victory": [("destroy_all_enemy_units", None)],
}


def test_the_pushed_tiles_owner_picks_the_hex_that_saves_it() -> None:
    # NH rules: with two free hexes behind it, the pushed tile's owner chooses (rules/002 §3.4, E36)
    st = play_line(make_etude(**PUSH), ["push moloch_push 0,0 0,-1"], bundled_library())
    assert st.success() is False
    assert st.pos.tile[st.pos.board.index[Hex(1, -2)]] >= 0  # out of the Hornet's reach
    with_one_way = make_etude(**{**PUSH, "tiles": [*PUSH["tiles"], ("1,-2", "moloch_blocker", 1)]})
    assert play_line(with_one_way, ["push moloch_push 0,0 0,-1"], bundled_library()).success() is True


def test_the_solvers_own_choices_in_a_battle_are_his_legal_actions() -> None:
    etude = make_etude(
        solver=("moloch", 5),
        opponent=("borgo", 1),
        tiles=[("0,0", "moloch_hq", 1), ("2,-2", "borgo_hq", 2), ("1,-1", "moloch_clown", 1, 3)],
        pool=["moloch_battle"],
        final_battle=False,
    )
    st = etude_state(etude, bundled_library())
    st.apply(st.game.parse_action("battle moloch_battle"))
    assert st.legal_actions() == [Explode(Hex(1, -1), False), Explode(Hex(1, -1), True)]
    twin = st.clone()
    st.apply(Explode(Hex(1, -1), True))
    assert st.success() is True
    twin.apply(Explode(Hex(1, -1), False))
    assert twin.success() is False


BRACE = {
    "solver": ("borgo", 1),
    "opponent": ("hegemony", 5),
    "tiles": [
        ("-2,2", "borgo_hq", 1),
        ("-2,1", "borgo_mutant", 1),
        ("-1,2", "borgo_mutant", 1),
        ("2,-2", "hegemony_hq", 2),
    ],
    "pool": ["borgo_mutant", "borgo_battle"],
    "victory": [("own_hq_at_least", 1)],
    "opponent_next": (["hegemony_ganger", "hegemony_battle"], 2),
    "final_battle": False,
}


def test_the_opponent_replies_with_a_move_that_breaks_the_goal_when_he_has_one() -> None:
    st = play_line(make_etude(**BRACE), ["battle borgo_battle"], bundled_library())
    texts = [e.text for e in st.events]
    assert "the opponent's turn" in texts
    assert any(t.startswith("player 2 places Ganger on -1,1") for t in texts)
    assert "player 2 plays Battle" in texts
    assert st.success() is False and st.pos.hq_hp[0] == 0


def test_a_blocked_hq_survives_every_reply_and_the_opponent_passes() -> None:
    st = play_line(make_etude(**BRACE), ["place borgo_mutant -1,1 0"], bundled_library())
    assert st.success() is True
    assert "player 2 ends the turn" in [e.text for e in st.events]


def test_with_opponent_next_the_final_battle_follows_his_reply() -> None:
    # NH rules: after the last turn of the player who ends the game, the opponent takes his turn, then the final battle (§2.5)
    etude = make_etude(**{**BRACE, "final_battle": True, "opponent_next": (["hegemony_ganger"], 1)})
    st = play_line(etude, ["battle borgo_battle"], bundled_library())
    texts = [e.text for e in st.events]
    assert texts.index("the opponent's turn") < texts.index("player 2 places Ganger on -1,1 facing 4")
    assert st.battles()[-1][0].data["reason"] == "the final battle"
    assert st.success() is False


# -- victory kinds


VICTORY = {
    **SHOT,
    "opponent": ("moloch", 5),
    "tiles": [("0,0", "outpost_hq", 1), ("0,-2", "moloch_hq", 2), ("2,-2", "moloch_guard", 2, 4)],
    "final_battle": False,
}


@pytest.mark.parametrize(
    ("kind", "value", "met"),
    [
        ("enemy_hq_damage_at_least", 1, True),
        ("enemy_hq_damage_at_least", 2, False),
        ("enemy_hq_below", 5, True),
        ("enemy_hq_below", 4, False),
        ("own_hq_at_least", 4, True),
        ("own_hq_at_least", 5, False),
        ("destroy_enemy_hq", None, False),
        ("destroy_all_enemy_units", None, False),
    ],
)
def test_each_victory_kind_is_judged_on_the_final_position(kind: str, value: int | None, met: bool) -> None:
    # the Commando deals 1 to the Moloch HQ (5 -> 4); the Moloch Guard shoots the Outpost HQ (5 -> 4) and survives
    etude = make_etude(**{**VICTORY, "victory": [(kind, value)]})
    st = play_line(etude, ["place outpost_commando 0,2 0", "battle outpost_battle"], bundled_library())
    assert st.pos.hq_hp == [4, 4]
    [(cond, ok, why)] = st.goal_report()
    assert cond.kind is VictoryKind(kind)
    assert (ok, st.success()) == (met, met)
    assert render(why, "en")


def test_destroying_every_enemy_unit_leaves_the_hq_out_of_the_count() -> None:
    etude = make_etude(**{**VICTORY, "victory": [("destroy_all_enemy_units", None)]})
    st = play_line(
        etude, ["place outpost_commando 2,-1 0", "battle outpost_battle"], bundled_library()
    )  # shoots the Guard first
    assert st.success() is True
    assert st.pos.hq_hp == [5, 5]


def test_the_goal_report_and_the_board_are_there_before_the_end() -> None:
    st = etude_state(make_etude(**SHOT), bundled_library())
    assert st.success() is None
    [(_, ok, why)] = st.goal_report()
    assert not ok and "1 hit point" in render(why, "en")
    st.apply(st.game.parse_action(COMMANDO_NORTH))
    model = st.position_model()
    assert {(t.hex, t.tile) for t in model.tiles} >= {("0,1", "outpost_commando")}
    assert model.players[0].hand == ["outpost_battle"]
    assert st.observation(0).pool == ("outpost_battle",)


def test_every_rotation_is_a_legal_action_and_illegal_ones_say_why() -> None:
    st = etude_state(make_etude(**SHOT), bundled_library())
    rots = {a.rot for a in st.legal_actions_at(Hex(0, 1)) if isinstance(a, Place)}
    assert rots == set(range(6))
    with pytest.raises(IllegalActionError, match="taken"):
        st.apply(Place("outpost_commando", Hex(0, 0), 0))
    with pytest.raises(IllegalActionError, match="not among the tiles"):
        st.apply(Place("outpost_runner", Hex(0, 1), 0))


def test_an_etude_with_errors_is_refused() -> None:
    bad = make_etude(**{**SHOT, "tiles": [("0,0", "outpost_hq", 1)]})
    with pytest.raises(EtudeError, match="no HQ"):
        etude_state(bad, bundled_library())
