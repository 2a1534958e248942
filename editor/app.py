"""Starting the Warbench desktop app."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QTimer
from PySide6.QtWidgets import QApplication

from editor.i18n import active_language, chosen_language, install_translator
from editor.mainwindow import MainWindow
from editor.player.jobs import wait_for_jobs
from editor.player.remote import stop_all_loops

#: set to 1, the app quits as soon as its main window is shown (the bundle's smoke test times it)
EXIT_AFTER_START_ENV = "WARBENCH_EXIT_AFTER_START"


def create_application(argv: Sequence[str] = ()) -> QCoreApplication:
    app = QApplication.instance() or QApplication(list(argv) or ["warbench"])
    app.setApplicationName("Warbench")  # i18n: not shown
    app.setOrganizationName("Warbench")  # i18n: not shown
    return app


def run_app(argv: Sequence[str] = (), files: Sequence[str] = ()) -> int:
    """Start the app and open ``files`` in tabs of their own (as ``warbench FILE...`` and the
    desktop entry's ``%F`` ask)."""
    app = create_application(argv)
    # before any widget exists: every text is translated as it is made
    install_translator(chosen_language())
    window = MainWindow()
    window.packs.activate_user_packs()
    window.show()
    for f in files:
        window.open_file(f)
    window.games.offer_games_in_progress(bring_forward=not files)
    if os.environ.get(EXIT_AFTER_START_ENV) == "1":
        # what the smoke test checks: the interface came up in the language asked for
        menus = [a.text().replace("&", "") for a in window.menuBar().actions()]
        print(f"started: interface language {active_language()}, menus {', '.join(menus)}", flush=True)

        # quit from the event loop, once the window has been laid out and painted
        QTimer.singleShot(0, app.quit)
    code = int(app.exec())
    # a job started while the app quit is stopped and joined before the app goes
    wait_for_jobs()
    stop_all_loops()  # hosted and joined games: their connections closed, their threads joined
    return code


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_app(sys.argv))
