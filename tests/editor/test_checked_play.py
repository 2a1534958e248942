"""The way scenario-like documents are playtested (editor/games/checked_play.py): the engine's
errors stop the game before the seats dialog opens and are listed to the user; a document the
engine cannot set up is refused the same way instead of silently."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from editor.games.checked_play import CheckedPlay
from engine.content.issues import Issue, Severity


class _Kind:
    game_id = "samurai_battles"


class _Document:
    def __init__(self, issues: list[Issue]) -> None:
        self.issues = issues

    def validate(self) -> list[Issue]:
        return self.issues


class _Play(CheckedPlay):
    noun = "scenario"

    def __init__(self, setup: Any) -> None:
        super().__init__(_Kind())  # type: ignore[arg-type]  # a kind that has only the game's id
        self.setup = setup
        self.setups_asked = 0

    def play_setup(self, document: Any) -> Any:
        self.setups_asked += 1
        return self.setup

    def seat_count(self, setup: Any) -> int:
        raise AssertionError("the seats dialog must not open")


def _active_window(qtbot) -> QWidget:
    """The window the refusal is shown over (as the main window is in the app)."""
    host = QWidget()
    qtbot.addWidget(host)
    host.show()
    host.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is host)
    return host


def _cannot_play_box() -> QMessageBox | None:
    return next(
        (
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QMessageBox) and w.objectName() == "dialog.cannot_play"
        ),
        None,
    )


def test_errors_are_listed_and_no_game_starts(qtbot) -> None:
    errors = [Issue(Severity.ERROR, "bad-unit", "unit 'x' stands off the board"), Issue(Severity.WARNING, "w", "odd")]
    host = _active_window(qtbot)
    play = _Play(setup=object())
    assert play.play_view(_Document(errors)) is None  # type: ignore[arg-type]  # validate() is all it reads
    box = _cannot_play_box()
    assert box is not None and "unit 'x' stands off the board" in box.text() and "odd" not in box.text()
    assert play.setups_asked == 0, "a document with errors is not handed to the engine"
    box.close()
    host.close()


def test_a_document_the_engine_cannot_set_up_is_refused_aloud(qtbot) -> None:
    host = _active_window(qtbot)
    play = _Play(setup=None)
    assert play.play_view(_Document([])) is None  # type: ignore[arg-type]  # validate() is all it reads
    box = _cannot_play_box()
    assert box is not None and play.setups_asked == 1
    box.close()
    host.close()
