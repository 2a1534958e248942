"""The play session and the generic play view, on the tiny test game (hidden hands, draws)."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.player.session import HUMAN, PlaySession
from editor.player.shell import PlayerShell
from editor.player.view import generic_player
from engine.content.library import ContentLibrary
from engine.core.registry import load_game
from tests.support.tinygame import TinySetup

GAME = load_game("tinygame")


def session(seats=(HUMAN, HUMAN), seed=5, setup=None) -> PlaySession:
    return PlaySession(GAME, setup or TinySetup(radius=2), ContentLibrary(), seed, list(seats))


def activate_first_action(view: PlayerShell) -> str:
    lst = view.table.actions_list
    item = lst.item(0)
    text = item.text()
    lst.setCurrentItem(item)
    rect = lst.visualItemRect(item)
    QTest.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseDClick(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    return text


def shown_hand(view: PlayerShell) -> list | None:
    tree = view.table.observation
    for i in range(tree.topLevelItemCount()):
        it = tree.topLevelItem(i)
        if it.text(0) == "hand":
            return json.loads(it.text(1))
    return None


def test_hot_seat_never_shows_a_hand_to_the_wrong_player(qtbot) -> None:
    s = session()
    view = generic_player(s)
    qtbot.addWidget(view)
    view.resize(900, 600)
    view.show()
    assert view.curtain.is_down and shown_hand(view) is None  # the first player is asked to the screen
    QTest.mouseClick(view.curtain.button, Qt.MouseButton.LeftButton)
    assert shown_hand(view) == sorted(s.state.hands[0])
    played = activate_first_action(view)
    assert s.state.history[-1].to_str() == played
    # player 2 is to move: the curtain covers everything until they are ready
    assert view.curtain.is_down
    assert view.table.observation.topLevelItemCount() == 0 and view.table.actions_list.count() == 0
    assert sorted(s.state.hands[0]) != sorted(s.state.hands[1])  # the check below can tell them apart
    QTest.mouseClick(view.curtain.button, Qt.MouseButton.LeftButton)
    assert not view.curtain.is_down
    assert shown_hand(view) == sorted(s.state.hands[1])


def test_an_agent_answers_a_human_move_by_itself(qtbot) -> None:
    s = session(seats=(HUMAN, "random"))
    view = generic_player(s)
    qtbot.addWidget(view)
    view.show()
    activate_first_action(view)
    assert not view.curtain.is_down  # one human: no curtain
    qtbot.waitUntil(lambda: s.to_move() == 0 and len(s.state.history) == 2, timeout=3000)
    assert view.table.actions_list.count() > 0


def test_undo_only_when_the_last_action_revealed_nothing() -> None:
    s = session()
    first = s.legal_actions()[0]
    s.apply(first)  # the player draws a replacement card: information revealed
    assert not s.can_undo() and not s.undo()
    while s.state.deck:  # play until the deck is empty
        s.apply(s.legal_actions()[0])
    before = s.state.clone()
    mover = s.to_move()
    s.apply(s.legal_actions()[0])  # no draw any more
    # hot seat: the other player, now at the screen, may not take back the mover's action
    assert not s.can_undo() and not s.undo() and "only player" in s.undo_refusal()
    assert s.can_undo(mover)
    assert s.undo(mover)
    assert s.state == before
    assert not s.can_undo(mover)
    # what was taken back can be played again, and comes out the same
    again = s.state.clone()
    again.apply(s.legal_actions()[0])
    assert s.redo(mover) and s.state == again and s.can_undo(mover)


def test_an_agent_move_ends_the_chance_to_undo() -> None:
    s = session(seats=(HUMAN, "random"))
    while s.state.deck:
        if s.human_to_move():
            s.apply(s.legal_actions()[0])
        else:
            s.step_agent()
    while not s.human_to_move():
        s.step_agent()
    s.apply(s.legal_actions()[0])
    assert s.can_undo()
    s.step_agent()
    assert not s.can_undo()


def test_save_and_load_replay_the_same_game(tmp_path: Path) -> None:
    s = session(seats=(HUMAN, "random"), seed=9)
    for _ in range(5):
        if s.human_to_move():
            s.apply(s.legal_actions()[-1])
        else:
            s.step_agent()
    s.save(tmp_path / "g.yaml")
    again = PlaySession.load(tmp_path / "g.yaml", ContentLibrary())
    assert again.state == s.state
    assert again.seats == [HUMAN, "random"]


def test_restart_goes_back_to_the_deal() -> None:
    s = session(seed=3)
    start = s.state.clone()
    s.apply(s.legal_actions()[0])
    s.restart()
    assert s.state == start


def test_a_background_job_reports_progress_and_can_be_cancelled(qtbot) -> None:
    import time

    from editor.player.jobs import Job

    steps: list[int] = []

    def work(progress):
        for i in range(10_000):
            progress(i, 10_000, "working")
            time.sleep(0.001)
        return "finished"

    job = Job(work)
    job.progress.connect(lambda d, t, _s: steps.append(d))
    with qtbot.waitSignal(job.cancelled, timeout=10_000):
        job.start()
        qtbot.waitUntil(lambda: len(steps) > 5, timeout=5000)
        job.cancel()
    assert job.wait(5000)
    assert 5 < len(steps) < 10_000

    done = Job(lambda progress: sum(range(100)))
    with qtbot.waitSignal(done.finished, timeout=5000) as got:
        done.start()
    assert got.args == [4950]
    done.wait()


def test_a_started_job_lives_until_its_thread_ends_and_restores_the_interpreter(qtbot) -> None:
    import gc
    import sys
    import threading

    from editor.player.jobs import running_jobs, start_job

    before = sys.getswitchinterval()
    release = threading.Event()
    results: list[int] = []

    def work(progress):
        release.wait(5)
        return 42

    job = start_job(work)
    job.finished.connect(results.append)
    del job  # nobody keeps a reference: the running job must stay alive
    gc.collect()
    assert len(running_jobs()) == 1
    assert sys.getswitchinterval() < before  # the worker hands the lock back often
    release.set()
    qtbot.waitUntil(lambda: results == [42] and not running_jobs(), timeout=5000)
    assert sys.getswitchinterval() == before
