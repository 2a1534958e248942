"""A table's board that takes pieces dragged from a hand (editor/player/drops.py HandDropBoard)."""

from __future__ import annotations

from PySide6.QtCore import QMimeData, QPoint, Qt
from PySide6.QtGui import QDragEnterEvent, QDragLeaveEvent, QDragMoveEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from editor.canvas.scene import BoardScene
from editor.document import Document
from editor.player.drops import HandDropBoard
from editor.plugin import document_kind

MIME = "application/x-test-hand-piece"


class _Board(HandDropBoard):
    def dragged(self, event: QDragEnterEvent | QDragMoveEvent | QDropEvent) -> str | None:
        md = event.mimeData()
        return bytes(md.data(MIME).data()).decode() if md.hasFormat(MIME) else None


def _board(qtbot) -> _Board:
    kind = document_kind("samurai_battles/scenario")
    board = _Board(BoardScene(Document(kind.new_model(), kind=kind)))
    qtbot.addWidget(board)
    board.resize(400, 300)
    board.show()
    qtbot.waitExposed(board)
    return board


def _enter(board: _Board, md: QMimeData) -> QDragEnterEvent:
    event = QDragEnterEvent(
        QPoint(100, 100), Qt.DropAction.MoveAction, md, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    )
    QApplication.sendEvent(board.viewport(), event)
    return event


def test_a_hand_piece_entering_is_taken_and_told_to_the_table(qtbot) -> None:
    board = _board(qtbot)
    lit: list[str] = []
    board.drag_entered = lit.append
    md = QMimeData()
    md.setData(MIME, b"ashigaru")
    assert _enter(board, md).isAccepted()
    assert lit == ["ashigaru"], "the table hears which piece comes, to light where it may go"
    board.drop_feedback.tip = "ashigaru: drop it on a green place"
    QApplication.sendEvent(board.viewport(), QDragLeaveEvent())
    assert board.drop_feedback.tip == "", "the pointer's words go with the drag"


def test_anything_else_dragged_in_is_refused_and_the_table_not_told(qtbot) -> None:
    board = _board(qtbot)
    lit: list[str] = []
    board.drag_entered = lit.append
    md = QMimeData()
    md.setText("some text")
    assert not _enter(board, md).isAccepted()
    assert lit == []
