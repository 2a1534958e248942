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
    shell.grab().save(str(tmp_path / f"{case.game}.png"))
