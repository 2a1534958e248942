"""Files and defaults as a user meets them: bundled content opens read-only and is saved as a copy
of one's own, file names come from titles, dialogs remember their folder per kind, new-game
dialogs show only the players in the game and offer the strongest agent as the opponent."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QFileDialog, QLabel

from editor import folders
from editor.folders import slug, suggested_file_name
from engine.content.library import core_pack_dir
from engine.games.neuroshima.models import Etude


def test_file_names_come_from_titles() -> None:
    assert slug("The Bridge and the Fords (original)") == "the-bridge-and-the-fords-original"
    assert slug("Этюд № 5") == "этюд-no-5"
    etude = Etude.new_document()
    etude.title.en = "Cut the Net"
    assert suggested_file_name(etude) == "cut-the-net.yaml"


def test_a_new_etude_has_no_russian_title_to_forget() -> None:
    assert Etude.new_document().title.ru == ""


def test_bundled_content_is_read_only_and_saved_as_a_copy(window, tmp_path, monkeypatch) -> None:
    monkeypatch.setattr(folders, "user_content_dir", lambda: tmp_path)
    import editor.window.files as wf

    monkeypatch.setattr(wf, "user_content_dir", lambda: tmp_path)
    bundled = next((core_pack_dir() / "neuroshima" / "etudes").glob("01*.yaml"))
    before = bundled.read_bytes()
    doc = window.open_file(bundled)
    assert doc is not None and doc.read_only
    assert "(read-only)" in window.tabs.tabText(window.tabs.currentIndex())
    asked: list[str] = []

    def save_dialog(_parent, _title, suggested, _filter):
        asked.append(suggested)
        return str(tmp_path / "mine.yaml"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(save_dialog))

    def accept_the_proposed_id() -> None:  # the copy gets an id of its own (issue 30)
        from PySide6.QtCore import Qt
        from PySide6.QtWidgets import QApplication, QLineEdit

        dialog = QApplication.activeModalWidget()
        if dialog is None or dialog.objectName() != "dialog.new_id":
            QTimer.singleShot(20, accept_the_proposed_id)
            return
        QTest.keyClick(dialog.findChild(QLineEdit), Qt.Key.Key_Return)

    QTimer.singleShot(0, accept_the_proposed_id)
    window.files.act_save.trigger()
    assert asked and Path(asked[0]).parent == tmp_path  # the user's folder, not the installation
    assert Path(asked[0]).name == "one-clear-line.yaml"  # named after the etude's title
    assert bundled.read_bytes() == before
    assert doc.path == tmp_path / "mine.yaml" and not doc.read_only and (tmp_path / "mine.yaml").exists()
    assert doc.model.id == "one-clear-line-2"  # the title's id is the bundled etude's


def test_save_as_remembers_the_folder_per_kind(window, tmp_path, monkeypatch) -> None:
    from tests.editor.neuroshima.helpers import open_etude

    place = tmp_path / "etudes"
    place.mkdir()
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a: (str(place / "a.yaml"), "")))
    doc = open_etude(window)
    window.save_document_as(doc)
    doc2 = open_etude(window)
    assert window.files.suggested_path(doc2).parent == place


def test_the_new_game_dialog_shows_only_the_players_in_the_game(qtbot) -> None:
    from editor.games.neuroshima.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.show()
    d.players.setValue(2)
    shown = {lab.text() for lab in d.findChildren(QLabel) if lab.isVisible()}
    assert "Player 1" in shown and "Player 2" in shown
    assert "Player 3" not in shown and "Player 4" not in shown
    d.players.setValue(4)
    assert "Player 4" in {lab.text() for lab in d.findChildren(QLabel) if lab.isVisible()}
    # the strongest agent by default (the search, which thinks in a worker), not random
    assert d.seats[1].currentData() == "mcts"
