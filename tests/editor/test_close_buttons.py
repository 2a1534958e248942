"""Every tool window has a Close button that closes it."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton, QWidget


def _close_by_button(qtbot, window: QWidget) -> None:
    window.show()
    qtbot.waitExposed(window)
    button = window.findChild(QPushButton, f"{window.objectName()}.close")
    assert button is not None and button.isVisible()
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert not window.isVisible()


def test_the_packs_window_closes_by_its_button(qtbot, tmp_path) -> None:
    from editor.packs_window import PacksWindow
    from engine.content.packstore import PackStore

    packs = PacksWindow(PackStore(tmp_path))
    qtbot.addWidget(packs)
    _close_by_button(qtbot, packs)


def test_the_etude_generator_closes_by_its_button(qtbot, window) -> None:
    window.open_file("content/core/neuroshima/etudes/01-one-clear-line.yaml")
    dialog = window.current_view().side.show_generator()
    _close_by_button(qtbot, dialog)


def test_the_samurai_sword_deck_list_closes_by_its_button(qtbot) -> None:
    from editor.player.session import HUMAN, PlaySession
    from engine.content.library import bundled_library
    from engine.core.registry import load_game
    from engine.games.samurai_sword.setup import SamuraiSwordSetup
    from tests.editor.samurai_sword.helpers import open_player, table_of

    seats = [HUMAN, "greedy", "greedy"]
    session = PlaySession(load_game("samurai_sword"), SamuraiSwordSetup(players=3), bundled_library(), 1, seats)
    table = table_of(open_player(qtbot, session))
    QTest.mouseClick(table.deck_button, Qt.MouseButton.LeftButton)
    _close_by_button(qtbot, table.deck_list)
