"""The Help menu's dialogs (About, keyboard shortcuts) and the preferences."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QDialog, QMessageBox, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

import engine
from editor.i18n import tr
from editor.preferences import PreferencesDialog


def about(parent: QWidget) -> None:
    name = tr("Warbench {version}").format(version=engine.__version__)
    QMessageBox.about(
        parent,
        tr("About Warbench"),
        f"<b>{name}</b><p>"
        + tr(
            "Design, check and playtest tabletop-game content: maps, scenarios, army decks and etudes, "
            "played by the same rules engine that checks them."
        )
        + "</p>",
    )


def show_preferences(parent: QWidget, settings: QSettings) -> None:
    dlg = PreferencesDialog(settings, parent)
    dlg.open()


def show_shortcuts(parent: QWidget) -> QDialog:
    """The keys of the actions that can be pressed now, and of what the mouse does with keys."""
    dlg = QDialog(parent)
    dlg.setObjectName("dialog.shortcuts")
    dlg.setWindowTitle(tr("Keyboard shortcuts"))
    table = QTableWidget(0, 2)
    table.setHorizontalHeaderLabels([tr("Action"), tr("Shortcut")])
    extra = [
        (tr("Zoom"), tr("Ctrl+wheel or pinch")),
        (tr("Pan"), tr("Middle-drag or Space+drag")),
        (tr("Rotate a piece"), tr("Wheel over it, R / Shift+R")),
        (tr("Cancel a drag or stroke"), tr("Esc")),
        (tr("Flood fill"), tr("Shift+click with Paint")),
    ]
    # what can be pressed now: the tools of other document kinds are hidden, and a name bound
    # to one key by several menus is listed once
    rows = {
        (a.text().replace("&", ""), a.shortcut().toString())
        for a in parent.actions()
        if not a.shortcut().isEmpty() and a.isVisible()
    }
    for name, keys in sorted(rows) + extra:
        r = table.rowCount()
        table.insertRow(r)
        table.setItem(r, 0, QTableWidgetItem(name))
        table.setItem(r, 1, QTableWidgetItem(keys))
    table.resizeColumnsToContents()
    lay = QVBoxLayout(dlg)
    lay.addWidget(table)
    dlg.resize(460, 520)
    dlg.open()
    return dlg
