"""The search's judgement of a Warlords position (engine/games/warlords/evaluation.py): the side
with more fighting strength and more zones held is ahead, zones weigh more as the time runs out,
the two sides' values are opposite and bounded, and the game master's seat is worth nothing either
way. A withdrawal before the battle (L764) counts as the defender keeping its ground, so the search
attacker fights an even battle and withdraws only from one lost by a wide margin."""

from __future__ import annotations

import random

from engine.content.library import bundled_library
from engine.core.log import start_game
from engine.games.warlords.board import ControlZoneSpec
from engine.games.warlords.evaluation import evaluate, strength
from engine.games.warlords.pieces import FIELD
from engine.games.warlords.state import WLState
from tests.engine.warlords.helpers import GAME


def _battle_in_progress(seed: int) -> WLState:
    """A bundled battle played at random until both sides have units on the field (random play
    sometimes withdraws before the battle: the next seed is tried then)."""
    for tried in range(seed, seed + 20):
        state, _ = start_game(GAME, GAME.example_setups()[0], bundled_library(), tried)
        assert isinstance(state, WLState)
        rnd = random.Random(tried)
        while not state.is_terminal():
            on_field = [any(u.side == s and u.status == FIELD for u in state.b.units) for s in (0, 1)]
            if all(on_field) and len(state.history) > 40:
                return state
            legal = state.legal_actions()
            state.apply(legal[rnd.randrange(len(legal))])
    raise AssertionError("no battle reached the field")


def test_values_are_opposite_bounded_and_the_game_master_is_neutral() -> None:
    for seed in range(3):
        v = evaluate(_battle_in_progress(seed))
        assert len(v) == 3 and -1.0 <= v[0] <= 1.0
        assert v[1] == -v[0] and v[2] == 0.0


def test_the_side_that_loses_figures_falls_behind() -> None:
    state = _battle_in_progress(1)
    before = evaluate(state)[0]
    on_field = [u for u in state.b.units if u.side == 1 and u.status == FIELD]
    lost = sum(u.figures - 1 for u in on_field)
    for u in on_field:
        u.figures = 1
    assert lost > 0
    assert strength(state, 1) < strength(state, 0)
    assert evaluate(state)[0] > before


def _third_forecast(battle: str, seed: int) -> WLState:
    """A bundled battle at the attacker's last answer to the forecast: fight or withdraw (L764)."""
    from engine.games.warlords.game import bundled_battle

    state, _ = start_game(GAME, bundled_battle(battle), bundled_library(), seed)
    assert isinstance(state, WLState)
    answers = {"clear_day": "clear_day no", "fences": "done fences", "forecast": "forecast wait"}
    while True:
        d = state.pending_decision()
        if d is not None:
            state.apply(GAME.parse_action(f"gm {d.default}"))
            continue
        kind = state.stages[-1].kind
        if kind == "forecast" and state.b.forecasts >= 3:
            return state
        state.apply(GAME.parse_action(answers[kind]))


def _attacker(state: WLState) -> int:
    return next(i for i, st in enumerate(state.b.sides) if st.role == "attacker")


def test_a_withdrawal_counts_as_the_defender_keeping_its_ground() -> None:
    from engine.games.warlords.evaluation import outcome_value, withdrawal_value

    state = _third_forecast("wl-battle-defence-border", 1)
    attacker = _attacker(state)
    state.apply(GAME.parse_action("forecast withdraw"))
    # the game itself records no winner (L764: the battle is avoided) ...
    outcome = state.outcome()
    assert outcome is not None and not outcome.winners
    # ... the search counts it as the defender holding every zone at the limit, armies intact
    values = outcome_value(state)
    assert values[attacker] == withdrawal_value() < -0.5
    assert values[1 - attacker] == -withdrawal_value() and values[2] == 0.0


def test_before_the_battle_an_even_fight_promises_more_than_a_withdrawal() -> None:
    from engine.games.warlords.evaluation import judge, withdrawal_value

    state = _third_forecast("wl-battle-defence-border", 1)
    attacker = _attacker(state)
    assert evaluate(state)[attacker] > withdrawal_value() + 0.5, judge(state).text()


def test_zones_weigh_more_as_the_time_runs_out() -> None:
    from engine.games.warlords.evaluation import judge

    judged = [judge(_battle_in_progress(seed)) for seed in range(6)]
    seed = next(i for i, j in enumerate(judged) if j.held[0] != j.held[1])
    state = _battle_in_progress(seed)
    leader = 0 if judged[seed].held[0] > judged[seed].held[1] else 1
    early = evaluate(state)[leader]
    state.b.turn = state.prep.max_turns
    assert evaluate(state)[leader] > early


def test_the_search_attacker_fights_a_balanced_battle_and_withdraws_from_a_lost_one() -> None:
    from engine.ai.mcts import MCTSAgent
    from engine.games.warlords.actions import ForecastAnswer

    state = _third_forecast("wl-battle-defence-border", 1)
    attacker = _attacker(state)
    assert MCTSAgent(GAME, 1).choose(state) == ForecastAnswer("accept")
    # the same battle with the attacker's army cut to one figure a unit: lost by a wide margin
    for u in state.b.units:
        if u.side == attacker:
            u.figures = 1
    assert MCTSAgent(GAME, 1).choose(state.clone()) == ForecastAnswer("withdraw")


def test_rollouts_carry_out_the_orders_searched_and_give_no_more() -> None:
    from engine.games.warlords.actions import Done
    from engine.games.warlords.evaluation import rollout_action, turn_of

    state = _battle_in_progress(2)
    rnd = random.Random(0)
    while not (state.stages and state.stages[-1].kind == "command"):
        state.apply(state.sample_legal_action(rnd)[0])
    side = state.current_player()
    turn = turn_of(state)
    # the side giving orders ends them at once, the enemy too: the next position the rollout
    # judges is the one after the execution of the orders given so far
    steps = 0
    while turn_of(state) == turn and not state.is_terminal():
        action = rollout_action(state, rnd)
        if state.stages[-1].kind == "command" and state.pending_decision() is None:
            assert isinstance(action, Done), action
        state.apply(action)
        steps += 1
    assert steps < 20 and side in (0, 1)


def test_an_army_with_no_unit_of_four_figures_left_is_judged_lost() -> None:
    # L104: every unit fleeing, gone, in reserve or under 4 figures: the army flees automatically
    state = _battle_in_progress(1)
    for u in state.b.units:
        if u.side == 1:
            u.figures = min(u.figures, 3)
    assert evaluate(state)[0] == 1.0 and evaluate(state)[1] == -1.0
    for u in state.b.units:
        u.figures = min(u.figures, 3)
    assert evaluate(state)[0] == 0.0  # both at once: a draw (L97, L104)


def _move_into(state: WLState, side: int, cell: int) -> None:
    """Put one of ``side``'s units of 4+ figures standing outside the counting zones on ``cell``."""
    from engine.games.warlords.victory import counting_zones

    zone_cells = set().union(*(z.cells for z in counting_zones(state.world())))
    u = next(
        u
        for u in state.b.units
        if u.side == side and u.status == FIELD and u.full and not u.fleeing and u.cell not in zone_cells
    )
    u.cell = cell  # the evaluation reads the units' cells (the board's index of them is not used)


def _empty_zone_cells(state: WLState, hill: bool) -> list[int]:
    """The empty cells of the counting zones, on a hill or in a village when ``hill``, else plain."""
    from engine.games.warlords.victory import counting_zones

    w = state.world()
    taken = {u.cell for u in state.b.units if u.status == FIELD}
    return [
        c
        for z in counting_zones(w)
        for c in sorted(z.cells)
        if c not in taken and w.board.canonical[c] and (w.hill(c) or w.village(c)) == hill
    ]


def test_every_unit_brought_into_a_zone_counts_before_the_zone_changes_hands() -> None:
    # L112-L114: a zone is held by the side with more units of 4+ figures in it; the search sees
    # the count, not only who holds the zone, so a second unit brought in is worth something
    from engine.games.warlords.evaluation import contest, judge

    state = _battle_in_progress(1)
    attacker = _attacker(state)
    before = judge(state)
    cells = _empty_zone_cells(state, hill=False)
    _move_into(state, attacker, cells[0])
    after = judge(state)
    lead = 1 if attacker == 0 else -1
    assert lead * (after.contest - before.contest) > 0, (before.text(), after.text())
    assert evaluate(state)[attacker] > (before.value if attacker == 0 else -before.value)
    # an attacker's unit on a hill or in a village of the defender's zone counts twice (L114)
    plain = contest(state, _counting(state))
    _move_into(state, attacker, _empty_zone_cells(state, hill=True)[0])
    doubled = contest(state, _counting(state)) - plain
    state2 = _battle_in_progress(1)
    base = contest(state2, _counting(state2))
    _move_into(state2, attacker, _empty_zone_cells(state2, hill=False)[0])
    single = contest(state2, _counting(state2)) - base
    assert lead * doubled == 2 * lead * single > 0


def _counting(state: WLState) -> list[ControlZoneSpec]:
    from engine.games.warlords.victory import counting_zones

    return counting_zones(state.world())


def test_the_side_ordering_second_searches_against_an_enemy_that_keeps_its_ground() -> None:
    # the enemy's orders of the running turn are hidden until both sides' are revealed; a search
    # redraws them as none (its units act on initiative, L453-L460), not as random advances out
    # of the zones it holds, so the side that orders second judges its orders as the first does
    from engine.games.warlords.greedy import GreedyAgent

    state = GAME.new_initial_state(GAME.example_setups()[0], bundled_library(), 3)
    assert isinstance(state, WLState)
    greedy = GreedyAgent(3)
    rnd = random.Random(3)
    seen_orders = False
    while not state.is_terminal() and state.b.turn < 6:
        if state.stages and state.stages[-1].kind == "command" and state.stages[-1].seat == 1:
            ordered = [u.id for u in state.b.units if u.side == 0 and u.ordered]
            seen_orders |= bool(ordered)
            for seed in range(4):
                redraw = state.resample_hidden(1, seed)
                assert isinstance(redraw, WLState)
                assert not any(u.ordered or u.orders != (None, None) for u in redraw.b.units if u.side == 0)
                assert redraw.observation(1) == state.observation(1)
            # the real battle keeps them
            assert [u.id for u in state.b.units if u.side == 0 and u.ordered] == ordered
        seat = state.current_player()
        state.apply(greedy.choose(state) if seat in (0, 1) else state.sample_legal_action(rnd)[0])
    assert seen_orders
