"""Before the next seat's curtain, the board plays back in public what happened since the screen was
last passed (issue 27), in Samurai Sword and Warlords as in Battle for Rokugan.

A hot-seat game is played until the curtain falls for another seat after steps everyone saw (an
agent's turn, the last seat's public actions): the curtain is held back at the table's foot and
the playback runs from the first of those steps. Clicked through with the playback's buttons,
every step — the last one too — is drawn from the engine's view to watch at that step (no hand,
no secret role, nobody's question), the same whatever any seat's secrets are, with no action to
take; the engine queries of that screen are asked of a state with every seat's secrets redrawn.
"Pass the screen" lets the curtain fall whole and the table behind it is cleared; the seat asked
for then lifts it and sees its own view."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.player.playback import StepPlayback
from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.game import State
from engine.core.registry import load_game
from tests.editor.test_board_playback import click_row, engine_state
from tests.editor.test_no_secrets_on_screen import shell_ignores_hidden

LEFT = Qt.MouseButton.LeftButton


def open_shell(qtbot: Any, session: PlaySession) -> Any:
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    shell.resize(1400, 900)
    shell.show()
    qtbot.waitExposed(shell)
    return shell


def lift(shell: Any) -> int:
    seat = shell.curtain.player
    if shell.curtain.is_held:
        QTest.mouseClick(shell.curtain.button, LEFT)
    QTest.mouseClick(shell.curtain.button, LEFT)
    assert not shell.curtain.is_down
    return seat


def play_until_held(qtbot: Any, shell: Any, rnd: random.Random, wanted: Any, limit: int = 2000) -> int:
    """Play random legal actions for the human seats (agents play by themselves) until the curtain
    is held back for a public playback whose steps since the hand-over satisfy ``wanted(players)``
    (the seats that took them); the number of actions played when the screen was last passed."""
    s = shell.session
    for _ in range(limit):
        qtbot.waitUntil(lambda: shell.curtain.is_down or s.human_to_move() or s.state.is_terminal(), timeout=20_000)
        if shell.curtain.is_held:
            mark = shell.handed_over_at
            players = [p for p, _ in shell.states.step_events(s.state.history)][mark:]
            if wanted(players):
                return mark
        if shell.curtain.is_down:
            lift(shell)
            continue
        if s.state.is_terminal():
            QTest.mouseClick(shell.restart_button, LEFT)
            continue
        legal = s.legal_actions()
        assert shell.play(legal[rnd.randrange(len(legal))])
    raise AssertionError("the curtain was never held back for a public playback")


def playback_of(shell: Any) -> StepPlayback:
    pb = shell.side.currentWidget()
    assert isinstance(pb, StepPlayback), "the playback is brought forward"
    return pb


def watched_view(shell: Any, pb: StepPlayback, seat: int) -> Any:
    """The engine's view to watch of the step ``pb`` shows (the game as it stands for the last)."""
    session = shell.session
    step = pb.steps[pb.index]
    if pb.index == len(pb.steps) - 1:
        return session.state.spectator_observation(seat)
    assert step.after is not None
    return engine_state(session, step.after, step.event).spectator_observation(seat)


def assert_public_frames(shell: Any, first: int, seed: int) -> int:
    """Click the first step since the hand-over, then every step after with the forward button:
    each frame is the engine's view to watch, nobody's, with nothing to play, the same whatever any
    seat's secrets are. The number of frames."""
    s = shell.session
    table = shell.table
    nxt = shell.curtain.player
    pb = playback_of(shell)
    pb.stop()
    click_row(pb, first)
    frames = 0
    while True:
        assert shell.curtain.is_held
        view = table.timeline(*table.shown_step) if table.shown_step is not None else shell.seat_view()
        assert view is not None and view.public and view.seat is None and view.legal == []
        assert view.observation == watched_view(shell, pb, nxt)
        shell_ignores_hidden(shell, list(range(s.state.num_players())), seed + frames)
        frames += 1
        if not pb.forward_button.isEnabled():
            break
        QTest.mouseClick(pb.forward_button, LEFT)
    # the last step is drawn too, in public: the game as it stands as every seat knows it
    assert pb.index == len(pb.steps) - 1 and table.shown_step is None
    live = shell.seat_view()
    assert live.public and live.observation == s.state.spectator_observation(nxt)
    return frames


def assert_queries_ignore_every_secret(shell: Any) -> None:
    """The engine queries of the public screen are asked of a state where every seat's secrets are
    redrawn: the same state whatever any seat's secrets are."""
    s = shell.session
    true = s.state
    query: State = shell.seat_view().query_state
    assert query is not true
    for seat in range(true.num_players()):
        s.state = true.resample_hidden(seat, 41 + seat)
        try:
            assert shell.seat_view().query_state.key() == query.key()
        finally:
            s.state = true
    shell.refresh()


def assert_no_turn_in_public(shell: Any) -> None:
    s = shell.session
    before = list(s.state.history)
    legal = s.state.legal_actions()
    assert not shell.play(legal[0]) and s.state.history == before
    assert not shell.undo_button.isEnabled() and not shell.redo_button.isEnabled()


def test_samurai_sword_plays_back_the_agents_turn_in_public_before_the_next_seat(qtbot) -> None:
    game = load_game("samurai_sword")
    setup = game.example_setups()[1]  # four players
    seats = [HUMAN, "greedy", HUMAN, HUMAN]
    assert game.new_initial_state(setup, bundled_library(), 0).num_players() == len(seats)
    shell = open_shell(qtbot, PlaySession(game, setup, bundled_library(), 5, seats))
    s, table = shell.session, shell.table
    mark = play_until_held(qtbot, shell, random.Random(3), lambda players: 1 in players)
    nxt = shell.curtain.player
    pb = playback_of(shell)
    assert table.seat_name(nxt) in shell.curtain.label.text()
    assert pb.timer.isActive()  # it plays by itself, from the first step since the hand-over
    first = next(i for i, st in enumerate(pb.steps) if st.after is not None and st.after > mark)
    assert pb.index >= first
    assert all(st.event is not None and st.event.visible_to is None for st in pb.steps)
    by_agent = {k for k, (p, _) in enumerate(shell.states.step_events(s.state.history), 1) if p == 1 and k > mark}
    assert any(st.after in by_agent for st in pb.steps[first:]), "the agent's turn is among the steps played back"
    assert table.hand.cards == [] and "Everyone may watch" in table.me.text()
    assert_no_turn_in_public(shell)
    assert_queries_ignore_every_secret(shell)
    assert assert_public_frames(shell, first, 300) >= 2
    # watched: "Pass the screen" lets the curtain fall whole, nothing stays drawn behind it
    QTest.mouseClick(shell.curtain.button, LEFT)
    assert shell.curtain.is_down and not shell.curtain.is_held
    assert table.view_.observation is None and table.hand.cards == [] and table.me.text() == ""
    shell_ignores_hidden(shell, list(range(len(seats))), 400)
    assert lift(shell) == nxt
    assert table.view_.seat == nxt and not table.view_.public
    assert table.hand.cards == sorted(s.state.observation(nxt).hand)


def test_warlords_plays_back_the_last_sides_public_steps_before_the_other_side(qtbot) -> None:
    game = load_game("warlords")
    setup = game.example_setups()[0]
    shell = open_shell(qtbot, PlaySession(game, setup, bundled_library(), 3, [HUMAN, HUMAN, "gm-default"]))
    mark = play_until_held(qtbot, shell, random.Random(4), lambda players: bool(players))
    table = shell.table
    nxt = shell.curtain.player
    assert table.seat_name(nxt) in shell.curtain.label.text()
    pb = playback_of(shell)
    assert pb is table.playback and pb.timer.isActive()
    first = next(i for i, st in enumerate(pb.steps) if st.after is not None and st.after > mark)
    # only what every seat may read is listed, and no side's question or actions are offered
    assert all(st.event is not None and st.event.visible_to is None for st in pb.steps)
    assert table.actions_list.count() == 0 and table.view.legal == []
    assert_no_turn_in_public(shell)
    assert_queries_ignore_every_secret(shell)
    assert assert_public_frames(shell, first, 500) >= 1
    QTest.mouseClick(shell.curtain.button, LEFT)
    assert shell.curtain.is_down and table.view.observation is None
    shell_ignores_hidden(shell, [0, 1], 600)
    assert lift(shell) == nxt and table.view.seat == nxt and not table.view.public
