"""The pointer's words during a drag onto a player table's board (editor/player/drops.py), shared by
the Battle for Rokugan and Neuroshima tables: whether the piece can go where it is (following the
pointer), why a drop was refused, and nothing once the drag is over."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QWidget

from editor.player.drops import DropFeedback


def test_the_pointer_says_whether_the_piece_can_go_there_and_why_a_drop_was_refused(qtbot) -> None:
    w = QWidget()
    qtbot.addWidget(w)
    w.show()
    feedback = DropFeedback(w)
    feedback.hover(QPointF(10, 10), "a", "army 2", None)
    assert feedback.tip == "army 2 can go here"
    feedback.hover(QPointF(30, 10), "b", "army 2", "only one combat token may lie on a border")
    assert feedback.tip == "army 2 cannot go here: only one combat token may lie on a border"
    assert feedback.refused(QPointF(32, 11), "army 2", "no place there") == "army 2 cannot go here: no place there"
    feedback.end()
    assert feedback.tip == ""
