"""Run by ``test_remote_play_windows.py`` in a process of its own: the app as ``warbench`` starts
it hosts a game and joins one of its seats from the same window; while both connections are open
the main window is closed as a user closes it, and the process reports the network threads that
still run."""

from __future__ import annotations

import sys
import threading

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from editor.app import create_application, run_app
from editor.mainwindow import MainWindow
from editor.player.remote import HostedSession, RemoteShell, host_shell, running_loops
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.registry import load_game
from engine.net.host import REMOTE


def begin() -> None:
    window = next(w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow))
    game = load_game("samurai_sword")
    session = HostedSession(game, game.example_setups()[0], bundled_library(), 1, ["human", REMOTE, REMOTE], 1)
    address = session.host("127.0.0.1", 0)
    shell = player_for(session)
    host_shell(shell)
    window.open_play_view(shell, "host")
    window.remote.join_remote(address, session.relay.code_of(1))
    window.remote.join_remote(address, session.relay.spectator_codes[0])

    def close_when_joined() -> None:
        joined = [s for s in window.play_tabs() if isinstance(s, RemoteShell)]
        if len(joined) == 2 and len(session.connected()) == 1 and all(s.session.view for s in joined):
            for s in window.play_tabs():
                s.session.mark_saved()  # nothing to ask about: the quit itself is under test
            print(f"connected: {running_loops()} network threads", flush=True)
            window.close()
        else:
            QTimer.singleShot(50, close_when_joined)

    close_when_joined()


if __name__ == "__main__":
    create_application(sys.argv[:1])
    QTimer.singleShot(0, begin)
    code = run_app(sys.argv[:1])
    left = [t.name for t in threading.enumerate() if t.name.startswith("warbench-")]
    print(f"still running after quit: {len(left)} network threads", flush=True)
    sys.exit(code)
