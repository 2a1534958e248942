"""Run by ``test_quit.py`` in a process of its own: the app as ``warbench`` starts it, with the
documents of the settings reopened; once a simulation, a solver and a searching agent are all
working, the main window is closed as a user closes it, and the process reports what still runs.
With ``--at-once`` nothing is started: the app quits as soon as it is up (the reopened etudes'
solver checks start while it quits)."""

from __future__ import annotations

import sys
import time

from PySide6.QtCore import QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QPushButton

from editor.app import create_application, run_app
from editor.lab.panel import BalanceLab
from editor.mainwindow import MainWindow
from editor.player.jobs import running_jobs
from editor.player.session import PlaySession
from editor.player.view import generic_player
from engine.content.library import bundled_library
from engine.core.registry import load_game


def main_window() -> MainWindow:
    return next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))


def show_tab_of(window: MainWindow, kind: str) -> None:
    for v in window.views:
        if v.document.kind is not None and v.document.kind.kind == kind:
            window.tabs.setCurrentWidget(v)
            return
    raise SystemExit(f"no reopened {kind} document")


def begin() -> None:
    window = main_window()
    print(f"reopened: {len(window.views)} documents ({time.monotonic() - STARTED:.1f} s)", flush=True)
    if "--at-once" in sys.argv:
        return
    # a simulation: Play > Simulate... on the Samurai Battles scenario, far more games than can finish
    show_tab_of(window, "samurai_battles/scenario")
    window.findChild(QAction, "play.simulate").trigger()
    lab = window.tabs.currentWidget()
    assert isinstance(lab, BalanceLab)
    lab.games.setValue(lab.games.maximum())
    lab.run_button.click()
    # an agent: a game of two searching agents, in a tab of its own
    game = load_game("samurai_sword")
    session = PlaySession(game, game.example_setups()[0], bundled_library(), 1, ["mcts:100000", "mcts:100000"])
    player = generic_player(session)
    player.agent_delay_ms = 0
    window.open_play_view(player, "agents")

    def close_when_all_work() -> None:
        if lab.job is not None and player.busy:
            # a solver last, so it is still searching when the window closes: the etude's full Solve
            show_tab_of(window, "neuroshima/etude")
            window.findChild(QPushButton, "nh.solve.start").click()
            print(f"working: {len(running_jobs())} jobs ({time.monotonic() - STARTED:.1f} s)", flush=True)
            window.close()
        else:
            QTimer.singleShot(50, close_when_all_work)

    close_when_all_work()


STARTED = time.monotonic()

if __name__ == "__main__":
    create_application(sys.argv[:1])
    QTimer.singleShot(0, begin)
    code = run_app(sys.argv[:1])
    print(f"still running after quit: {len(running_jobs())} jobs ({time.monotonic() - STARTED:.1f} s)", flush=True)
    sys.exit(code)
