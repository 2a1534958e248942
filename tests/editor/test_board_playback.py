"""The board plays back what happened (issue 27): stepping through a saved game's steps, a
resolution or a lab replay sets the board to the game as the engine had it at that step, with the
step's move drawn as an arrow and its attack as a line; stepping back and forth follows.

Each game's case plays a game with agents, saves it and loads it into the player; then real clicks
on the playback's list and buttons, and the board is compared with the engine's own state at that
step (the state after the action, or the state the engine kept when that event of the action had
happened, for games that resolve many steps in one action)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.player.playback import PlaybackStep, StepPlayback
from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.ai.agents import make_agent
from engine.content.library import bundled_library
from engine.core.game import Event, Observation, State
from engine.core.log import replay
from engine.core.registry import load_game

LEFT = Qt.MouseButton.LeftButton


# ---------------------------------------------------------------------------- the engine's state at a step
def engine_state(session: PlaySession, after: int, event: Event | None) -> State:
    """The engine's state when ``event`` of action number ``after`` had happened: replayed from
    the setup, the action applied keeping its steps; the state after the action for games that
    keep none."""
    g, history = session.game, session.state.history
    s = replay(g, session.setup, session.content, session.seed, history[: after - 1])
    n = len(s.events)
    s.step_states = []
    s.apply(history[after - 1])
    kept, s.step_states = s.step_states, None
    if event is None or not kept:
        return s
    k = s.events.index(event, n) - n
    return [st for done, st in kept if done <= k + 1][-1]


# ---------------------------------------------------------------------------- what each game's board shows
@dataclass
class Case:
    game: str
    #: an event worth stepping to (a move, an attack)
    wanted: Callable[[Event], bool]
    #: the pieces on the table's board, and the same read from an observation
    on_board: Callable[[Any], set[Any]]
    in_obs: Callable[[Observation], set[Any]]
    #: how many trace items (arrows, lines) the table draws now
    traces: Callable[[Any], int]
    agent: str = "random"
    seed: int = 3


def sb_board(t: Any) -> set[Any]:
    return {(u.id, u.hex, u.figures) for a in t.board.document.model.armies for u in a.units}


def sb_obs(o: Any) -> set[Any]:
    return {(u.id, u.hex, u.figures) for u in o.units if u.hex != "-"}


def rk_board(t: Any) -> set[Any]:
    return {str(i.data(0)) for i in t.board.drawn() if str(i.data(0)).startswith("#")}


def rk_obs(o: Any) -> set[Any]:
    return {f"#{tok.serial}" for tok in o.tokens}


def wl_board(t: Any) -> set[Any]:
    return {(u.cell, u.side, u.figures) for u in t.field.picture.units}


def wl_obs(o: Any) -> set[Any]:
    return {(u.cell, u.side, u.figures) for u in o.units if u.cell and u.cell != "-"}


def ss_board(t: Any) -> set[Any]:
    pic = t.canvas.picture
    return {(sv.seat, sv.resilience, sv.honor) for sv in pic.obs.seats} | {("hand", len(pic.obs.hand))}


def ss_obs(o: Any) -> set[Any]:
    return {(sv.seat, sv.resilience, sv.honor) for sv in o.seats} | {("hand", len(o.hand))}


CASES = [
    Case(
        "samurai_battles",
        lambda e: e.kind == "move" and isinstance(e.data.get("frm"), str),
        sb_board,
        sb_obs,
        lambda t: len(t._trace_items),
    ),
    Case(
        "rokugan",
        lambda e: e.kind == "battle" and bool(e.data.get("attackers")),
        rk_board,
        rk_obs,
        lambda t: len(t._trace_items),
        agent="greedy",
        seed=2,
    ),
    Case(
        "warlords",
        lambda e: e.kind == "move" and isinstance(e.data.get("frm"), str),
        wl_board,
        wl_obs,
        lambda t: len(t.field.traces),
        agent="greedy",
    ),
    Case(
        "samurai_sword",
        lambda e: e.kind == "attack",
        ss_board,
        ss_obs,
        lambda t: len(t.canvas.picture.traces),
    ),
]


def played_and_saved(case: Case, path: Path) -> PlaySession:
    """A game of agents played on past ``case.wanted`` events (a few actions more), and saved."""
    g = load_game(case.game)
    lib = bundled_library()
    setup = g.example_setups()[0]
    probe = g.new_initial_state(setup, lib, case.seed)
    seats = [HUMAN] + ["random"] * (probe.num_players() - 1)
    s = PlaySession(g, setup, lib, case.seed, seats)
    agents = [make_agent(g, case.agent, case.seed * 10 + p) for p in range(probe.num_players())]
    seen, more = 0, 0
    for _ in range(5000):
        st = s.state
        if st.is_terminal() or more >= 4:
            break
        n = len(st.events)
        st.apply(agents[st.current_player()].choose(st.clone()))
        seen += sum(1 for e in st.events[n:] if case.wanted(e) and e.visible_to is None)
        more += seen >= 3
    assert seen, f"no {case.game} game of the agents had the event wanted"
    s.save(path)
    return s


def playback_of(shell: Any) -> StepPlayback:
    return next(w for _, w in shell.table.side_tabs() if isinstance(w, StepPlayback))


def click_row(pb: StepPlayback, row: int) -> None:
    item = pb.list.item(row)
    pb.list.scrollToItem(item)
    QTest.mouseClick(pb.list.viewport(), LEFT, Qt.KeyboardModifier.NoModifier, pb.list.visualItemRect(item).center())
    assert pb.index == row


def expected(case: Case, session: PlaySession, step: PlaybackStep) -> set[Any]:
    assert step.after is not None
    return case.in_obs(engine_state(session, step.after, step.event).observation(0))


@pytest.mark.parametrize("case", CASES, ids=[c.game for c in CASES])
def test_a_playback_step_sets_the_board_to_the_engines_state_then(qtbot, tmp_path: Path, case: Case) -> None:
    path = tmp_path / "game.yaml"
    played = played_and_saved(case, path)
    g = played.game
    shell = player_for(PlaySession(g, played.setup, played.content, played.seed, played.seats), agent_delay_ms=600_000)
    qtbot.addWidget(shell)
    shell.resize(1500, 950)
    shell.show()
    qtbot.waitExposed(shell)
    assert shell.load_from(str(path))
    session, table = shell.session, shell.table
    assert session.state.history == played.state.history
    pb = playback_of(shell)
    tabs = shell.side.tabBar()
    QTest.mouseClick(tabs, LEFT, Qt.KeyboardModifier.NoModifier, tabs.tabRect(shell.side.indexOf(pb)).center())
    assert shell.side.currentWidget() is pb
    end = case.in_obs(session.state.observation(0))
    assert case.on_board(table) == end  # loaded: the game as it stands
    # a step of the game where the board stood otherwise than at the end
    rows = [
        i
        for i, st in enumerate(pb.steps[:-1])
        if st.event is not None and case.wanted(st.event) and i > 0 and expected(case, session, st) != end
    ]
    assert rows, "no step of the playback shows a board other than the end"
    row = rows[0]
    click_row(pb, row)
    assert case.on_board(table) == expected(case, session, pb.steps[row])
    assert table.shown_traces and case.traces(table) > 0  # the move's arrow, the attack's line
    shell.grab().save(str(tmp_path / f"{case.game}.png"))
    # one step back, then forward again, with the buttons
    QTest.mouseClick(pb.back_button, LEFT)
    assert pb.index == row - 1
    assert case.on_board(table) == expected(case, session, pb.steps[row - 1])
    QTest.mouseClick(pb.forward_button, LEFT)
    assert pb.index == row
    assert case.on_board(table) == expected(case, session, pb.steps[row])
    # the last step: the game as it stands, where play goes on
    QTest.mouseClick(pb.last_button, LEFT)
    assert case.on_board(table) == end


def test_a_lab_replay_steps_the_board_and_draws_the_steps_attack(qtbot) -> None:
    from tests.editor.test_balance_lab import run_to_the_end, sword_lab

    lab = sword_lab(qtbot, games=2)
    report = run_to_the_end(qtbot, lab)
    game = report["games"][0]
    g = lab.game
    setup = g.example_setups()[0]
    states = [g.new_initial_state(setup, bundled_library(), game["seed"])]
    for a in game["actions"]:
        s = states[-1].clone()
        s.apply(g.parse_action(a))
        states.append(s)
    # the first action of the game that is an attack, and the step before it
    k = next(
        i
        for i in range(1, len(states))
        if any(e.kind == "attack" for e in states[i].events[len(states[i - 1].events) :])
    )
    view = lab.open_game(0, step=k - 1)
    qtbot.addWidget(view)
    canvas = view.table.canvas
    assert canvas.picture.obs == states[k - 1].observation(0)
    view.slider.setFocus()
    QTest.keyClick(view.slider, Qt.Key.Key_Right)
    assert view.slider.value() == k
    assert canvas.picture.obs == states[k].observation(0)  # the table as the engine had it then
    attack = next(e for e in states[k].events[len(states[k - 1].events) :] if e.kind == "attack")
    (line,) = canvas.picture.traces  # the attack drawn from seat to seat
    assert (line.frm, line.to) == (str(attack.data["player"]), str(attack.data["target"]))
    QTest.keyClick(view.slider, Qt.Key.Key_Left)
    assert view.slider.value() == k - 1 and canvas.picture.obs == states[k - 1].observation(0)


def test_the_rokugan_resolution_steps_the_board_on_the_shared_playback(qtbot) -> None:
    from tests.editor.rokugan.test_player import make_shell

    shell = make_shell(qtbot, ["greedy", "greedy"], seed=2, delay=0)
    t = shell.table
    for _ in range(400):
        shell.agent_timer.stop()
        if any(e.kind == "battle" for e in t.playback.events):
            break
        shell._agent_step()
    shell.agent_timer.stop()
    pb = t.playback
    assert isinstance(pb, StepPlayback)  # the shared widget, its buttons and speed
    assert pb.timer.isActive()  # the resolution plays by itself
    session = shell.session
    reveal = next(i for i, e in enumerate(pb.events) if e.kind == "reveal")
    battles = [i for i, e in enumerate(pb.events) if e.kind == "battle" and e.data.get("attackers")]
    click_row(pb, reveal)
    assert not pb.timer.isActive()  # a click on a step pauses it
    revealed = engine_state(session, pb.steps[reveal].after, pb.events[reveal]).observation(0)
    assert rk_board(t) == rk_obs(revealed) and all(tok.face_up for tok in revealed.tokens)
    assert t._trace_items == []  # the reveal moves nothing and attacks nobody
    click_row(pb, battles[-1])
    fought = engine_state(session, pb.steps[battles[-1]].after, pb.events[battles[-1]]).observation(0)
    assert rk_board(t) == rk_obs(fought) != rk_obs(revealed)  # the battles took their tokens away
    attackers = [a for a in pb.events[battles[-1]].data["attackers"] if a.get("tokens")]
    assert len(t.shown_traces) == sum(len(a["tokens"]) for a in attackers)
    assert all(tr.to == pb.events[battles[-1]].data["province"] for tr in t.shown_traces) and t._trace_items
    QTest.mouseClick(pb.first_button, LEFT)
    assert pb.index == 0
    assert rk_board(t) == rk_obs(engine_state(session, pb.steps[0].after, pb.events[0]).observation(0))


def test_a_neuroshima_battle_step_draws_the_attack_and_its_last_step_the_engines_board(qtbot, tmp_path: Path) -> None:
    from editor.games.neuroshima.game_player import game_player, new_session
    from engine.games.neuroshima.convert import position_to_model
    from engine.games.neuroshima.models import GameSetup, SetupPlayer

    setup = GameSetup(players=[SetupPlayer(army="outpost"), SetupPlayer(army="moloch")])
    s = new_session(setup, [HUMAN, "greedy"], 5)
    agents = [make_agent(s.game, "greedy", p) for p in range(2)]
    for _ in range(600):
        st = s.state
        if st.is_terminal() or any(e.kind == "attack" for e in st.events):
            break
        st.apply(agents[st.current_player()].choose(st.clone()))
    assert any(e.kind == "attack" for e in s.state.events), "no battle was fought"
    path = tmp_path / "nh.yaml"
    s.save(path)
    shell = game_player(new_session(setup, [HUMAN, "greedy"], 5))
    shell.agent_delay_ms = 600_000
    qtbot.addWidget(shell)
    shell.resize(1400, 900)
    shell.show()
    qtbot.waitExposed(shell)
    assert shell.load_from(str(path))
    t, pb = shell.table, shell.table.playback
    assert pb.frames, "the loaded game's battle is in the playback"
    row = next(i for i, f in enumerate(pb.frames) if f.attackers and f.targets)
    pb.stop()
    click_row(pb, row)
    f = pb.frames[row]
    assert t.board.attack_items  # a line from the attacker to its target
    board = t.board.position_document.board
    ring = t.board.attack_items[-1].boundingRect()
    x, y = board.center(f.targets[-1])
    assert ring.contains(x, y)
    # the battle's last step: the board the engine left
    QTest.mouseClick(pb.last_button, LEFT)
    shown = sorted((p.hex, p.tile, p.player) for p in t.board.position.tiles)
    engine = position_to_model(shell.session.state.pos)
    assert shown == sorted((p.hex, p.tile, p.player) for p in engine.tiles)
    QTest.mouseClick(pb.first_button, LEFT)  # and back to the board the battle started from
    start = pb.frames[0]
    assert not start.removed
    assert len(t.board.position.tiles) >= len(shown)


def test_the_board_goes_back_to_the_game_for_the_seat_to_play(qtbot) -> None:
    """An agent's turn plays back on the board while the agent plays; when the human is to move, a
    playback going on by itself draws on the game as it stands (the human can play); a step the
    human chooses stays on the board until the last step is chosen or the game moves on."""
    from tests.editor.samurai_battles.test_player import click, play_card, press, session, view_of

    s = session(seats=(HUMAN, "greedy"))
    v = view_of(qtbot, s)
    t = v.table
    play_card(v, "order2_left")
    click(v, "8,5")
    press(v, "orders-done")
    press(v, "moves-done")
    press(v, "take-honor")
    qtbot.waitUntil(lambda: s.human_to_move(), timeout=8000)
    pb = t.playback
    qtbot.waitUntil(lambda: not pb.timer.isActive() or t.shown_step is None, timeout=8000)
    assert t.shown_step is None and t.view_.legal  # the human's turn: the game as it stands, to play
    live = sb_board(t)

    def engine_board(after: int) -> set:
        then = session(seats=(HUMAN, "greedy")).state  # the same start, replayed by the engine
        for action in s.state.history[:after]:
            then.apply(action)
        return sb_obs(then.observation(0))

    row = next(i for i, st in enumerate(pb.steps[:-1]) if st.after and engine_board(st.after) != live)
    click_row(pb, row)
    assert sb_board(t) == engine_board(pb.steps[row].after) != live
    assert not t.view_.legal  # an earlier step: nothing to play on it
    v.refresh()  # redrawn (a message, a hover): the chosen step stays
    assert pb.index == row and sb_board(t) != live
    QTest.mouseClick(pb.last_button, LEFT)
    assert sb_board(t) == live and t.view_.legal
