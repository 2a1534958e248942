"""Persistence (layout, open and recent files) and the Help dialogs of the main window."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray
from PySide6.QtWidgets import QDialog, QMessageBox, QTableWidget, QTableWidgetItem, QVBoxLayout

import engine
from editor.i18n import tr

if TYPE_CHECKING:
    pass

MAX_RECENT = 10


class SettingsMixin:
    """Window layout, open files and recent files kept in QSettings; About and shortcuts."""

    def _recent(self) -> list[str]:
        value = self.settings.value("recent_files", [])
        if isinstance(value, str):
            return [value]
        return [str(v) for v in value or []]

    def _add_recent(self, path: Path) -> None:
        p = str(Path(path).resolve())
        recent = [r for r in self._recent() if r != p]
        self.settings.setValue("recent_files", [p, *recent][:MAX_RECENT])
        self.start_page.set_recent(self._recent())

    def forget_missing_recent(self, path: str) -> None:
        """Take ``path``, a recent file that no longer exists, off the recent files, and say so."""
        self.settings.setValue("recent_files", [r for r in self._recent() if r != path])
        self.start_page.set_recent(self._recent())
        self.show_status(tr("{path} no longer exists; it was taken off the recent files").format(path=path))

    def _fill_recent_menu(self) -> None:
        self.recent_menu.clear()
        recent = self._recent()
        if not recent:
            a = self.recent_menu.addAction(tr("(none)"))
            a.setEnabled(False)
        for r in recent:
            a = self.recent_menu.addAction(r)
            a.triggered.connect(lambda checked=False, p=r: self.open_file(p))

    def _restore_settings(self) -> None:
        geom = self.settings.value("geometry")
        if isinstance(geom, QByteArray):
            self.restoreGeometry(geom)
        state = self.settings.value("window_state")
        if isinstance(state, QByteArray):
            self.restoreState(state)
        hidden = self.settings.value("docks_hidden")
        if hidden is not None:
            self.want_docks_hidden([hidden] if isinstance(hidden, str) else list(hidden or []))
        self.act_labels.setChecked(self.settings.value("labels", False) in (True, "true"))
        self.act_minimap.setChecked(self.settings.value("minimap", True) in (True, "true"))
        self._toggle_minimap(self.act_minimap.isChecked())
        files = self.settings.value("open_files", [])
        if isinstance(files, str):
            files = [files]
        for f in files or []:
            if Path(f).exists():
                self.open_file(f)

    def save_settings(self) -> None:
        self.settings.setValue("geometry", self.saveGeometry())
        self.settings.setValue("window_state", self.saveState())
        self.settings.setValue("docks_hidden", self.wanted_docks_hidden())
        self.settings.setValue("labels", self.act_labels.isChecked())
        self.settings.setValue("minimap", self.act_minimap.isChecked())
        self.settings.setValue(
            "open_files", [str(v.document.path.resolve()) for v in self.views if v.document.path is not None]
        )
        self.settings.sync()

    def about(self) -> None:
        name = tr("Warbench {version}").format(version=engine.__version__)
        QMessageBox.about(
            self,
            tr("About Warbench"),
            f"<b>{name}</b><p>"
            + tr(
                "Design, check and playtest tabletop-game content: maps, scenarios, army decks and etudes, "
                "played by the same rules engine that checks them."
            )
            + "</p>",
        )

    def show_preferences(self) -> None:
        from editor.preferences import PreferencesDialog

        dlg = PreferencesDialog(self.settings, self)
        dlg.open()

    def show_shortcuts(self) -> None:
        dlg = QDialog(self)
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
            for a in self.actions()
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
