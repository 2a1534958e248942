"""The character editor offers only the engine's abilities and edits them in single undo steps;
the role decks of the setup change per player count with the engine's issues shown beside them;
Play on a setup document starts a game that uses it as it stands in the editor."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtGui import QAction
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QPushButton

from editor.games.samurai_sword import new_game
from editor.games.samurai_sword.character_editor import CharacterEditor
from editor.games.samurai_sword.role_decks import RoleDecksEditor
from editor.player.shell import PlayerShell
from engine.content.library import core_pack_dir
from engine.games.samurai_sword.effects import ABILITIES
from tests.editor.samurai_sword.helpers import LEFT, choose, type_number

SS = core_pack_dir() / "samurai_sword"


def open_copy(window, tmp_path: Path, name: str):
    path = tmp_path / f"{name}.yaml"
    shutil.copy(SS / f"{name}.yaml", path)
    doc = window.open_file(path)
    assert doc is not None
    return doc


def test_a_characters_ability_is_chosen_from_the_engines_registry(window, tmp_path: Path) -> None:
    doc = open_copy(window, tmp_path, "characters")
    editor = window.current_view().findChild(CharacterEditor)
    form = editor.form
    offered = [form.ability.itemData(i) for i in range(form.ability.count())]
    assert offered == list(ABILITIES)
    lst, item = editor.item_for(0)  # Benkei
    QTest.mouseClick(lst.viewport(), LEFT, pos=lst.visualItemRect(item).center())
    assert form.name_en.text() == "Benkei" and form.ability.currentData() == "harder_to_attack"
    choose(form.ability, "extra_draw")
    assert doc.model.characters[0].ability.id == "extra_draw"
    assert doc.undo_stack.count() == 1  # the arrow keys stepped through the list: one step
    assert set(form.params) == {"amount"}
    type_number(form.params["amount"], 2)
    assert doc.model.characters[0].ability.params == {"amount": 2}
    type_number(form.resilience, 6)
    assert doc.model.characters[0].resilience == 6 and doc.undo_stack.count() == 3
    assert "draw more cards" in form.ability_text.text() and "amount 2" in form.ability_text.text()
    for _ in range(3):
        doc.undo_stack.undo()
    assert doc.model.characters[0].ability.id == "harder_to_attack"
    assert doc.model.characters[0].resilience == 5


def test_a_role_deck_changes_in_one_step_and_shows_the_engines_issues(window, tmp_path: Path) -> None:
    doc = open_copy(window, tmp_path, "setup")
    editor = window.current_view().findChild(RoleDecksEditor)
    five = next(b for b in editor.boxes if b.players == 5)
    index = five.index
    assert five.issues.text() == ""
    type_number(five.counts["ninja"], 3)  # one ninja more: six role cards for five players
    roles = doc.model.player_counts[index].roles
    assert roles.count("ninja") == 3 and len(roles) == 6
    assert doc.undo_stack.count() == 1
    # the engine says what is wrong with it, beside the deck
    assert "5 players need 5 roles, 6 are listed" in five.issues.text()
    type_number(five.counts["ronin"], 0)
    assert sorted(doc.model.player_counts[index].roles) == ["ninja", "ninja", "ninja", "samurai", "shogun"]
    assert "ronin" not in doc.model.player_counts[index].multipliers  # no multiplier for a role out of play
    assert "differ from the rulebook" in five.issues.text()  # a warning: legal, not the book's
    assert five.strip.roles == ["shogun", "samurai", "ninja", "ninja", "ninja"]
    type_number(five.mults["ninja"], 2)
    assert doc.model.player_counts[index].multipliers["ninja"] == 2
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.model.player_counts[index].roles == ["shogun", "samurai", "ronin", "ninja", "ninja"]
    assert five.issues.text() == ""


def test_a_missing_player_count_is_added_from_the_rulebook(window, tmp_path: Path) -> None:
    doc = open_copy(window, tmp_path, "setup")
    editor = window.current_view().findChild(RoleDecksEditor)
    seven = next(b for b in editor.boxes if b.players == 7)
    QTest.mouseClick(seven.findChild(QPushButton, "ss.setup.7.remove"), LEFT)
    assert 7 not in {pc.players for pc in doc.model.player_counts}
    add = next(b for b in editor.add_buttons if b.objectName() == "ss.setup.add.7")
    QTest.mouseClick(add, LEFT)
    added = next(pc for pc in doc.model.player_counts if pc.players == 7)
    assert sorted(added.roles) == sorted(["shogun", "samurai", "samurai", "ronin", "ninja", "ninja", "ninja"])
    assert added.deal == [4, 5, 5, 6, 6, 7, 7]
    assert doc.undo_stack.count() == 2


def test_play_on_an_edited_setup_plays_it_as_it_stands(window, tmp_path: Path, monkeypatch) -> None:
    doc = open_copy(window, tmp_path, "setup")
    editor = window.current_view().findChild(RoleDecksEditor)
    three = next(b for b in editor.boxes if b.players == 3)
    type_number(three.honor_shogun, 9)  # not saved: the game uses the document as edited
    seen = {}

    def three_agents(dialog: new_game.NewGameDialog) -> int:
        seen["setup enabled"] = dialog.content["setup"].isEnabled()
        dialog.players.setValue(3)
        for i in range(3):
            dialog.seats[i].setCurrentText("random")
        return 1

    monkeypatch.setattr(new_game.NewGameDialog, "exec", three_agents)
    window.findChild(QAction, "play.start").trigger()
    play = window.tabs.currentWidget()
    assert isinstance(play, PlayerShell)
    assert seen["setup enabled"] is False  # the document is the setup played
    assert play.session.prepared.honor_shogun == 9 and doc.is_dirty  # played as edited, unsaved
