"""The Samurai Sword deck editor: a deck built card by card in the gallery (effects from the
engine's registry, counts, weapon stats), one undo step per edit, the engine's issues live, saved
and reopened identically, played to the end by the agents, and printed as a card sheet."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtGui import QAction, QImage
from PySide6.QtTest import QTest

from editor.cli import main
from editor.document import Document
from editor.games.samurai_sword import new_game
from editor.games.samurai_sword.deck_editor import DeckEditor
from editor.games.samurai_sword.sheet import deck_sheet_size
from editor.games.samurai_sword.table import SSTable
from editor.player.shell import PlayerShell
from editor.plugin import document_kind
from engine.content.issues import Severity
from engine.games.samurai_sword.effects import CARD_EFFECTS
from tests.editor.samurai_sword.helpers import LEFT, choose, type_number

#: the deck the test builds: effect, count, and a weapon's difficulty and damage
BUILD = [
    ("weapon", 10, 2, 1),
    ("weapon", 4, 3, 2),
    ("parry", 8, None, None),
    ("battle_cry", 2, None, None),
    ("focus", 2, None, None),
    ("armor", 2, None, None),
]


def deck_editor(window) -> DeckEditor:
    view = window.current_view()
    editor = view.findChild(DeckEditor)
    assert editor is not None
    return editor


def new_deck(window) -> tuple[Document, DeckEditor]:
    window.findChild(QAction, "file.new.samurai_sword/deck").trigger()
    doc = window.current_document()
    assert doc is not None and doc.model.kind == "samurai_sword/deck" and doc.model.cards == []
    return doc, deck_editor(window)


def add_card(editor: DeckEditor, effect: str) -> None:
    choose(editor.add_choice, effect)
    QTest.mouseClick(editor.add_button, LEFT)


def build_deck(editor: DeckEditor, doc: Document) -> None:
    form = editor.form
    for effect, count, difficulty, damage in BUILD:
        steps = doc.undo_stack.count()
        add_card(editor, effect)
        assert doc.undo_stack.count() == steps + 1  # adding is one step
        card = doc.model.cards[-1]
        assert card.effect == effect and card.kind == CARD_EFFECTS[effect].kind
        assert form.index == len(doc.model.cards) - 1  # the new card is chosen in the form
        type_number(form.count, count)
        assert doc.model.cards[-1].count == count and doc.undo_stack.count() == steps + 2
        if difficulty is not None:
            type_number(form.difficulty, difficulty)
            type_number(form.damage, damage)
            assert (doc.model.cards[-1].difficulty, doc.model.cards[-1].damage) == (difficulty, damage)
            # a number typed that is already there is no edit
            assert doc.undo_stack.count() == steps + 2 + (difficulty != 1) + (damage != 1)


def test_the_gallery_offers_exactly_the_effects_the_engine_plays(window) -> None:
    _, editor = new_deck(window)
    offered = [editor.add_choice.itemData(i) for i in range(editor.add_choice.count())]
    assert offered == list(CARD_EFFECTS)
    in_form = [editor.form.effect.itemData(i) for i in range(editor.form.effect.count())]
    assert in_form == list(CARD_EFFECTS)


def test_a_deck_built_in_the_gallery_saves_reloads_and_plays_to_the_end(window, tmp_path: Path, monkeypatch, qtbot):
    doc, editor = new_deck(window)
    build_deck(editor, doc)
    totals = doc.model.totals()
    assert totals == {"weapon": 14, "action": 10, "property": 4}
    assert "Weapons: 14 (box 32)" in editor.section_boxes["weapon"].title()
    assert "28 cards" in editor.summary.text()
    # the gallery shows each card once, in its category, with the form's numbers on it
    assert editor.lists["weapon"].count() == 2 and editor.lists["action"].count() == 2
    # undo takes back the last edit only, redo puts it back
    doc.undo_stack.undo()
    assert doc.model.cards[-1].count == 1
    doc.undo_stack.redo()
    assert doc.model.cards[-1].count == 2

    path = tmp_path / "custom_deck.yaml"
    doc.save(path)
    again = Document.open(path, document_kind)
    assert again.snapshot() == doc.snapshot()
    assert [i for i in again.validate() if i.severity is Severity.ERROR] == []
    window.add_document(again)

    def agents_only(dialog: new_game.NewGameDialog) -> int:
        dialog.players.setValue(3)
        for i in range(3):
            dialog.seats[i].setCurrentText("greedy")
        dialog.seed.setValue(4)
        return 1

    monkeypatch.setattr(new_game.NewGameDialog, "exec", agents_only)
    window.findChild(QAction, "play.start").trigger()
    play = window.tabs.currentWidget()
    assert isinstance(play, PlayerShell) and isinstance(play.table, SSTable)
    assert play.session.prepared.card_ids == [c.id for c in again.model.cards]  # the reopened deck is played
    assert len(play.session.prepared.deck) == 28
    play.agent_delay_ms = 0
    play.refresh()
    qtbot.waitUntil(lambda: play.session.state.is_terminal(), timeout=20000)
    assert play.session.outcome() is not None and "Game over" in play.status.text()


def test_choosing_another_effect_remakes_the_card_in_one_undo_step(window) -> None:
    doc, editor = new_deck(window)
    add_card(editor, "weapon")
    before = doc.undo_stack.count()
    choose(editor.form.effect, "parry")
    card = doc.model.cards[0]
    assert (card.effect, card.kind, card.defence, card.difficulty, card.damage) == ("parry", "action", True, None, None)
    assert doc.undo_stack.count() == before + 1  # the arrow keys stepped through the list: one step
    assert not editor.form.difficulty.isEnabled()
    type_number(editor.form.count, 3)
    choose(editor.form.effect, "tea_ceremony")
    assert doc.undo_stack.count() == before + 3
    assert set(editor.form.params) == {"draw", "others_draw"}  # the effect's numbers, with the registry's defaults
    assert editor.form.params["draw"].value() == 3
    type_number(editor.form.params["draw"], 4)
    assert doc.model.cards[0].params == {"draw": 4}  # the others keep the registry's default
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert (doc.model.cards[0].effect, doc.model.cards[0].count) == ("parry", 3)
    assert editor.form.effect.currentData() == "parry"


def test_the_engines_issues_show_live_on_the_card_and_in_the_issues_panel(window, qtbot) -> None:
    doc, editor = new_deck(window)
    add_card(editor, "parry")
    view = window.current_view()
    qtbot.waitUntil(lambda: not view.validate_timer.isActive(), timeout=3000)
    codes = {i.code for i in view.issues}
    assert "no-weapons" in codes  # the engine's check: nobody could ever be wounded
    QTest.mouseClick(editor.form.defence, LEFT)  # a parry without the defence symbol
    assert doc.model.cards[0].defence is False
    assert "defence symbol" in editor.form.issues.text()
    qtbot.waitUntil(lambda: "defence" in {i.code for i in view.issues}, timeout=3000)
    doc.undo_stack.undo()
    assert editor.form.issues.text() == ""


def test_duplicate_and_remove_keep_ids_unique_and_are_single_steps(window) -> None:
    doc, editor = new_deck(window)
    add_card(editor, "geisha")
    QTest.mouseClick(editor.dup_button, LEFT)
    assert [c.id for c in doc.model.cards] == ["geisha", "geisha_2"]
    assert editor.current == 1
    QTest.mouseClick(editor.remove_button, LEFT)
    assert [c.id for c in doc.model.cards] == ["geisha"]
    assert doc.undo_stack.count() == 3
    lst, item = editor.item_for(0)
    QTest.mouseClick(lst.viewport(), LEFT, pos=lst.visualItemRect(item).center())
    assert editor.form.index == 0 and editor.form.name_en.text() == "Geisha"


def test_the_card_sheet_is_exported_and_rendered(window, tmp_path: Path) -> None:
    doc, editor = new_deck(window)
    build_deck(editor, doc)
    assert window.findChild(QAction, "file.export").isEnabled()
    for suffix in ("png", "pdf"):
        assert window.export_document(doc, tmp_path / f"sheet.{suffix}")
    img = QImage(str(tmp_path / "sheet.png"))
    assert (img.width(), img.height()) == deck_sheet_size(doc.model)
    colours = {img.pixel(x, y) for x in range(0, img.width(), 20) for y in range(150, img.height(), 20)}
    assert len(colours) > 10  # cards were drawn, not a blank page
    assert (tmp_path / "sheet.pdf").read_bytes().startswith(b"%PDF")
    path = tmp_path / "deck.yaml"
    doc.save(path)
    assert main(["render", str(path), "--out", str(tmp_path / "cli.png")]) == 0
    assert QImage(str(tmp_path / "cli.png")).height() == deck_sheet_size(doc.model)[1]
