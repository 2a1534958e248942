"""The main window's pieces are built on one set of parts (editor/window/parts.py): the window,
its document tabs, its messages and its action maker."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QSettings
from PySide6.QtGui import QGuiApplication, QUndoGroup
from PySide6.QtWidgets import QMainWindow

from editor.document import Document
from editor.panels.log import LogPanel
from editor.plugin import document_kind
from editor.startpage import StartPage
from editor.window.actions import ActionMaker
from editor.window.board_edits import BoardEdits
from editor.window.messages import Messages
from editor.window.parts import WindowParts
from editor.window.tabs import DocumentTabs
from engine.content.library import core_pack_dir


def _parts(qtbot, tmp_path) -> WindowParts:
    window = QMainWindow()
    qtbot.addWidget(window)
    tabs = DocumentTabs(
        StartPage(core_pack_dir()),
        QUndoGroup(window),
        wire=lambda _v: None,
        added=lambda _v: None,
        title_changed=lambda: None,
    )
    window.setCentralWidget(tabs.tabs)
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    return WindowParts(window, settings, tabs, Messages(window, LogPanel()), ActionMaker(window))


def test_a_piece_makes_named_actions_on_the_window_and_works_on_the_current_tab(qtbot, tmp_path) -> None:
    parts = _parts(qtbot, tmp_path)
    edits = BoardEdits(parts, hovered=lambda: "", selection_changed=lambda: None)
    assert edits.act_paste.objectName() == "edit.paste" and edits.act_paste in parts.window.actions()
    assert edits.parent is parts.window and edits.tabs is parts.tabs and edits.messages is parts.messages
    assert edits.settings is parts.settings
    kind = document_kind("samurai_battles/scenario")
    parts.tabs.add(Document(kind.new_model(), kind=kind))
    QGuiApplication.clipboard().setMimeData(QMimeData())
    edits.act_paste.trigger()
    assert parts.window.statusBar().currentMessage() == "nothing to paste", "it speaks through the window's messages"
