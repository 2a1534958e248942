"""A quiet copy (a search's: ``State.quiet``) plays a whole battle as the verbose state does: the
same positions, legal actions and outcome at every step, through the pre-battle, the command
phases, the executions and GM questions, while it writes none of the texts (events, revealed
orders) the verbose state keeps for people to read."""

from __future__ import annotations

import random

from engine.content.library import bundled_library
from engine.games.warlords.game import EXAMPLE_BATTLES
from engine.games.warlords.state import WLState
from tests.engine.warlords.helpers import GAME


def position(s: WLState) -> tuple[object, ...]:
    """The state's key, with an execution under way told by what it resolves again from (the
    copy, the dice, the answers, the question), not by how many events it has written or dice
    outcomes it has logged (a quiet copy writes and logs none)."""
    seg = s.segment
    under_way = None if seg is None else (seg.kind, seg.snap.key(), seg.rng.state, seg.answers, seg.pending)
    return (*s.key()[:3], under_way, *s.key()[4:])


def test_a_quiet_copy_plays_a_whole_battle_as_the_verbose_state() -> None:
    revealed = gm_answers = turns = 0
    for index in range(len(EXAMPLE_BATTLES)):
        setup = GAME.example_setups()[index]
        for seed in (1, 2, 3):
            rnd = random.Random(seed)
            state = GAME.new_initial_state(setup, bundled_library(), seed)
            assert isinstance(state, WLState)
            quiet = state.clone()
            quiet.quiet()
            while not state.is_terminal():
                assert position(quiet) == position(state)
                legal = state.legal_actions()
                assert quiet.legal_actions() == legal
                if state.pending_decision() is not None and state.segment is not None:
                    gm_answers += 1  # a question asked midway through an execution
                action = legal[rnd.randrange(len(legal))]
                state.apply(action)
                events = quiet.apply(action)
                assert all(e.kind == "end" for e in events), "a quiet copy writes no events but the end"
                revealed += bool(state.b.revealed_orders)
                assert quiet.b.revealed_orders == ()
            assert quiet.is_terminal() and position(quiet) == position(state)
            assert quiet.outcome() == state.outcome()
            turns += state.b.turn
    # the battles went through their turns' executions and GM questions midway through them
    assert turns > 2 * len(EXAMPLE_BATTLES) and revealed > 0 and gm_answers > 0, (turns, revealed, gm_answers)


def test_the_question_a_seat_is_shown_is_the_one_its_observation_shows() -> None:
    """The game master's agent reads only the open question (``seen_decision``), not the whole
    observation: for every seat at every step of whole battles it is the observation's, the
    game master's questions and the sides' duel tactics among them, and no seat reads another's."""
    shown = {0: 0, 1: 0, 2: 0}
    for index in range(len(EXAMPLE_BATTLES)):
        setup = GAME.example_setups()[index]
        for seed in (4, 5):
            rnd = random.Random(seed)
            state = GAME.new_initial_state(setup, bundled_library(), seed)
            assert isinstance(state, WLState)
            while not state.is_terminal():
                for seat in (0, 1, 2):
                    seen = state.seen_decision(seat)
                    assert seen == state.observation(seat).decision
                    shown[seat] += seen is not None
                legal = state.legal_actions()
                state.apply(legal[rnd.randrange(len(legal))])
    assert shown[2] > 0, shown
