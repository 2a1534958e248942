"""Samurai Sword in Russian: the deck, character and role-deck editors, the card form, the table
(its prompts, buttons, badges and tooltips) and the printed sheet's totals show no English text
that has a translation, and speak the Russian rulebook's words (сёгун, стойкость, «Боевой клич»,
обескровлен)."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QListWidget, QWidget

from editor.games.samurai_sword.character_editor import CharacterEditor
from editor.games.samurai_sword.deck_editor import DeckEditor
from editor.games.samurai_sword.faces import ability_text, effect_label, effect_text, effect_title
from editor.games.samurai_sword.gallery import RecordGallery
from editor.games.samurai_sword.role_decks import RoleDecksEditor
from editor.games.samurai_sword.sheet import totals_text
from editor.mainwindow import MainWindow
from editor.player.session import HUMAN, PlaySession
from engine.content.library import bundled_library, core_pack_dir
from engine.core.registry import load_game
from engine.games.samurai_sword.deck import SwordDeck
from engine.games.samurai_sword.effects import ABILITIES, CARD_EFFECTS
from engine.games.samurai_sword.setup import SamuraiSwordSetup
from tests.editor.russian import shown_texts, untranslated_english
from tests.editor.samurai_sword.helpers import LEFT, click_card, click_seat, lift_curtain, open_player, table_of
from tests.engine.samurai_sword.helpers import arrange
from tests.support.russian_text import english_words

SS = core_pack_dir() / "samurai_sword"
GAME = load_game("samurai_sword")
PLAIN = ("goemon", "nobunaga", "tomoe", "hideyoshi", "ieyasu")


@pytest.fixture
def ru_window(russian, qtbot, settings) -> Iterator[MainWindow]:
    """The main window built after the Russian catalogue is installed."""
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    yield w
    for v in w.views:
        v.document.undo_stack.setClean()
    w.close()
    w.deleteLater()


def open_copy(window: MainWindow, tmp_path: Path, name: str):
    path = tmp_path / f"{name}.yaml"
    shutil.copy(SS / f"{name}.yaml", path)
    doc = window.open_file(path)
    assert doc is not None
    return doc


def gallery_texts(root: QWidget) -> list[str]:
    """What a gallery shows besides its widgets' texts: the tooltips of its cards."""
    return [lst.item(i).toolTip() for lst in root.findChildren(QListWidget) for i in range(lst.count()) if lst.item(i)]


def choose_record(gallery: RecordGallery, index: int) -> None:
    found = gallery.item_for(index)
    assert found is not None
    lst, item = found
    QTest.mouseClick(lst.viewport(), LEFT, pos=lst.visualItemRect(item).center())


def test_every_effect_and_ability_of_the_registry_reads_in_russian(russian) -> None:
    # read from the engine's registry through the engine's catalogue (not the editor's): an effect
    # or ability it adds needs its Russian name and text there, and a card face shows them
    for name, spec in {**CARD_EFFECTS, **ABILITIES}.items():
        assert effect_label(name) != effect_title(name), name
        shown = effect_text(name, spec.params) if name in CARD_EFFECTS else ability_text(name, spec.params)
        assert shown and english_words(shown) == [], shown
        assert spec.text not in russian, f"{name}: its text is the engine catalogue's, not the editor's"


def test_the_deck_editor_and_card_form_read_in_russian(ru_window, russian, tmp_path: Path) -> None:
    open_copy(ru_window, tmp_path, "deck")
    editor = ru_window.current_view().findChild(DeckEditor)
    choose_record(editor, 1)  # Bō
    texts = shown_texts(editor) + gallery_texts(editor)
    assert untranslated_english(texts, russian) == []
    titles = [box.title() for box in editor.section_boxes.values()]
    assert titles[0].startswith("Оружие: 32") and titles[1].startswith("Действия: 43")
    form = editor.form
    offered = [form.effect.itemText(i) for i in range(form.effect.count())]
    assert any(t.startswith("Боевой клич (") for t in offered) and any(t.startswith("Хладнокровие (") for t in offered)
    assert form.box.title() == "Карта 2: Бо"  # the card's Russian name from the deck
    assert form.max_in_play.specialValueText() == "без ограничения"
    assert "сложность 2, раны 1" in "\n".join(gallery_texts(editor))  # Bō's numbers in its tooltip


def test_the_character_editor_and_role_decks_read_in_russian(ru_window, russian, tmp_path: Path) -> None:
    open_copy(ru_window, tmp_path, "characters")
    editor = ru_window.current_view().findChild(CharacterEditor)
    choose_record(editor, 0)
    texts = shown_texts(editor) + gallery_texts(editor)
    assert untranslated_english(texts, russian) == []
    assert any(t.startswith("Персонажи из коробки: ") for t in texts)
    assert "Труднее атаковать" in [editor.form.ability.itemText(i) for i in range(editor.form.ability.count())]
    assert "стойкость 5" in "\n".join(gallery_texts(editor))
    open_copy(ru_window, tmp_path, "setup")
    roles = ru_window.current_view().findChild(RoleDecksEditor)
    texts = shown_texts(roles)
    assert untranslated_english(texts, russian) == []
    five = next(b for b in roles.boxes if b.players == 5)
    assert five.title() == "5 игроков"
    assert {"Сёгун", "Самурай", "Ниндзя", "Ронин"} <= set(texts)
    assert "карты ролей в коробке" in roles.summary.text()


def test_the_printed_sheets_totals_agree_in_russian(russian) -> None:
    deck = bundled_library().get("samurai_sword/deck", "core")
    assert isinstance(deck, SwordDeck)
    # 32 weapons, 43 actions, 15 properties (L18-23), each count with its own Russian form
    assert totals_text(deck) == "90 карт: 32 карты оружия, 43 карты действий, 15 карт свойств"


def test_the_table_speaks_russian_on_turn_and_under_attack(russian, qtbot) -> None:
    s = PlaySession(GAME, SamuraiSwordSetup(players=3), bundled_library(), 3, [HUMAN, HUMAN, HUMAN])
    arrange(
        s.state,
        roles=["shogun", "ninja", "ninja"],
        chars=PLAIN[:3],
        hands={0: ["katana", "bokken"], 1: ["parry", "kiseru"]},
        turn=0,
    )
    shell = open_player(qtbot, s)
    table = table_of(shell)
    canvas = table.canvas

    def screen() -> list[str]:
        pic = canvas.picture
        assert pic is not None
        seats = [canvas._tooltip(canvas.seat_rect(seat).center()) for seat in range(3)]
        return [*shown_texts(shell), table.me.text(), table.prompt_label.text(), canvas._status_line(pic), *seats]

    texts = screen()
    assert untranslated_english(texts, russian) == []
    assert table.me.text().startswith("<b>Вы — место 1 (") and "Сёгун" in table.me.text()
    assert "у вас на руке 2 карты" in table.me.text()
    assert table.prompt_label.text().startswith("ваш ход")
    assert "Закончить ход" in [b.text() for b in table.decision_buttons().values()]
    assert canvas._status_line(canvas.picture).startswith("ход ")
    click_card(table, "katana")
    assert "обведённого красным" in table.prompt_label.text()
    assert set(canvas.picture.targets.values()) <= {"сложность 1", "сложность 2", "в досягаемости"}
    click_seat(table, 1)
    lift_curtain(shell)  # the screen passes to the attacked seat
    texts = screen()
    assert untranslated_english(texts, russian) == []
    assert "атакует вас" in table.prompt_label.text() and "(3 раны)" in table.prompt_label.text()
    assert {b.text() for b in table.decision_buttons().values()} == {"Защититься: Parry", "Принять раны"}
    # the Parry card has no name in the Russian rulebook (content: ru null), so it keeps its English one
    assert table.hand.cards == ["kiseru", "parry"]
