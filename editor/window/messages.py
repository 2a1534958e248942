"""What the main window tells the user: the status bar, the log and error boxes."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow, QMessageBox

from editor.i18n import tr
from editor.panels.log import LogPanel


class Messages:
    """The window's three voices: a passing status line, the log, and an error box."""

    def __init__(self, window: QMainWindow, log_panel: LogPanel) -> None:
        self.window = window
        self.log_panel = log_panel

    def status(self, text: str) -> None:
        self.window.statusBar().showMessage(text, 8000)

    def log(self, text: str) -> None:
        self.log_panel.log(text)

    def error(self, title: str, text: str) -> QMessageBox:
        """A non-blocking error dialog; the text is also written to the log."""
        self.log(tr("error: {message}").format(message=text))
        box = QMessageBox(QMessageBox.Icon.Critical, title, text, QMessageBox.StandardButton.Ok, self.window)
        box.setObjectName("dialog.error")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return box


def ask_save(window: QMainWindow, name: str, title: str, text: str) -> QMessageBox.StandardButton:
    """Save, Discard or Cancel, asked in a box named ``name`` (Save is the default)."""
    box = QMessageBox(
        QMessageBox.Icon.Warning,
        title,
        text,
        QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard | QMessageBox.StandardButton.Cancel,
        window,
    )
    box.setObjectName(name)
    box.setDefaultButton(QMessageBox.StandardButton.Save)
    return QMessageBox.StandardButton(box.exec())
