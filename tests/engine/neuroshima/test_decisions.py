"""Choices inside effects are put to the player the rules name, even in the opponent's turn, and
the effect goes on from where it stopped once he has chosen."""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.core.hexgrid import Hex
from engine.games.neuroshima.actions import Explode, Heal, UseBattle, UseSniper
from engine.games.neuroshima.flow import PENDING, TURN
from engine.games.neuroshima.scenario import state_from_position
from tests.engine.neuroshima.helpers import at, position_model


def test_the_clowns_owner_decides_in_the_opponents_battle() -> None:
    model = position_model(
        ["moloch", "borgo"],
        [
            ("0,0", "moloch_clown", 1, 0),
            ("0,-1", "borgo_mutant", 2, 0),
            ("1,0", "borgo_claws", 2, 0),
            ("-2,2", "moloch_hq", 1),
            ("2,-2", "borgo_hq", 2),
        ],
        rules={},
    )
    model.players[1].hand = ["borgo_battle", "borgo_mutant"]
    model.to_move = 2
    state = state_from_position(model, library=bundled_library())
    state.apply(UseBattle("borgo_battle"))
    assert state.stage == PENDING and state.current_player() == 0
    assert set(state.legal_actions()) == {Explode(Hex(0, 0), True), Explode(Hex(0, 0), False)}
    assert state.illegal_reason(UseBattle("borgo_battle")) is not None  # nothing else during a battle
    twin = state.clone()
    state.apply(Explode(Hex(0, 0), True))
    assert state.stage == TURN and at(state.pos, "0,0") is None and at(state.pos, "0,-1") is None
    twin.apply(Explode(Hex(0, 0), False))
    assert at(twin.pos, "0,0") is not None  # the clown attacked instead and the claws did not kill it
    assert any(e.kind == "explode" for e in state.events) and not any(e.kind == "explode" for e in twin.events)


def test_the_defender_picks_the_medic_in_the_attackers_turn() -> None:
    model = position_model(
        ["hegemony", "moloch"],
        [
            ("0,0", "moloch_hornet", 2, 0),
            ("0,1", "moloch_medic", 2, 0),
            ("1,0", "moloch_medic", 2, 5),
            ("2,-2", "hegemony_hq", 1),
            ("-2,2", "moloch_hq", 2),
        ],
    )
    model.players[0].hand = ["hegemony_sniper", "hegemony_runner"]
    state = state_from_position(model, library=bundled_library())
    state.apply(UseSniper("hegemony_sniper", Hex(0, 0)))
    assert state.stage == PENDING and state.current_player() == 1
    state.apply(Heal(Hex(1, 0), Hex(0, 0), None))
    assert state.current_player() == 0 and at(state.pos, "0,0") is not None
    assert at(state.pos, "1,0") is None and at(state.pos, "0,1") is not None
