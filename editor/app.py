"""Starting the Warbench desktop app."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def create_application(argv: Sequence[str] = ()) -> object:
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication(list(argv) or ["warbench"])
    app.setApplicationName("Warbench")
    app.setOrganizationName("Warbench")
    return app


def run_app(argv: Sequence[str] = (), files: Sequence[str] = ()) -> int:
    """Start the app and open ``files`` in tabs of their own (as ``warbench FILE...`` and the
    desktop entry's ``%F`` ask)."""
    from editor.mainwindow import MainWindow

    app = create_application(argv)
    window = MainWindow()
    window.show()
    for f in files:
        window.open_file(f)
    return int(app.exec())  # type: ignore[attr-defined]


if __name__ == "__main__":  # pragma: no cover
    sys.exit(run_app(sys.argv))
