"""The Neuroshima editors and players in Russian: the tile editor and army gallery, the etude
editor, the etude and game players, the New game dialog and the printed etude card show no
English text that has a Russian translation, and show the rulebook's Russian terms (штаб, ближний
бой, последний бой, жетоны)."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QRectF, QSize
from PySide6.QtGui import QPainter
from PySide6.QtSvg import QSvgGenerator
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QTabWidget,
    QTreeWidget,
    QWidget,
)

from editor.games.neuroshima.armies import tile_index, tile_summary
from editor.games.neuroshima.army_gallery import ArmyTiles
from editor.games.neuroshima.card import CARD_SIZE, paint_back, paint_front
from editor.games.neuroshima.etude_player import etude_player
from editor.games.neuroshima.game_player import game_player, new_session
from editor.games.neuroshima.generate_dialog import theme_name
from editor.games.neuroshima.new_game import NewGameDialog
from editor.games.neuroshima.tile_edits import SideMark
from engine.content.io import load_file
from engine.content.library import bundled_library, core_pack_dir
from engine.games.neuroshima.models import GameSetup, SetupPlayer
from engine.games.neuroshima.models.etude import THEME_NAMES
from tests.editor.neuroshima.helpers import bundled, open_etude
from tests.editor.neuroshima.test_game_player import lift
from tests.editor.russian import untranslated_english

EDITOR = Path(__file__).resolve().parents[3] / "editor"


def shown_texts(root: QWidget) -> list[str]:
    """Every text ``root`` shows: labels, buttons, tooltips, group boxes, tabs, list and combo items."""
    texts = [w.text() for w in root.findChildren(QLabel)]
    texts += [b.text() for b in root.findChildren(QAbstractButton)]
    texts += [w.toolTip() for w in [root, *root.findChildren(QWidget)] if w.toolTip()]
    texts += [g.title() for g in root.findChildren(QGroupBox)]
    texts += [t.tabText(i) for t in root.findChildren(QTabWidget) for i in range(t.count())]
    for lw in root.findChildren(QListWidget):
        for i in range(lw.count()):
            texts += [lw.item(i).text(), lw.item(i).toolTip()]
    texts += [c.itemText(i) for c in root.findChildren(QComboBox) for i in range(c.count())]
    for tree in root.findChildren(QTreeWidget):
        items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
        while items:
            item = items.pop()
            texts += [item.text(c) for c in range(tree.columnCount())] + [item.toolTip(0)]
            items += [item.child(i) for i in range(item.childCount())]
    return [t for t in texts if t]


def assert_russian(texts: list[str], russian: dict[str, str]) -> None:
    left = untranslated_english(texts, russian)
    assert not left, f"English text left: {left}"


def test_the_tile_editor_and_the_army_gallery_are_russian(russian, window, tmp_path: Path) -> None:
    path = tmp_path / "moloch.yaml"
    shutil.copy(core_pack_dir() / "neuroshima" / "armies" / "moloch.yaml", path)
    doc = window.open_file(path)
    pane = window.current_view().findChild(ArmyTiles)
    row = next(i for i, t in enumerate(doc.model.tiles) if t.name_ru and t.attacks)
    pane.select_tile(row)
    texts = shown_texts(pane)
    assert_russian(texts, russian)
    editor = pane.editor
    assert editor.mark_buttons[SideMark.MELEE].text() == "Ближний бой"
    assert editor.mark_buttons[SideMark.LINK].text() == "Связь модуля"
    assert pane.new_button.text() == "Новый жетон" and pane.delete_button.text() == "Удалить жетон"
    # the gallery and the editor's title name the tiles by their Russian names
    tile = doc.model.tiles[row]
    assert tile.name_ru in editor.title.text()
    assert pane.findChild(QListWidget, "nh.army.tiles").item(row).text().startswith(tile.name_ru)
    assert "Эффекты модуля (действуют на жетоны со сторон связи)" in texts and "Свойства" in texts
    # an edit's undo text is Russian too
    pane.add_new_tile()
    assert doc.undo_stack.text(doc.undo_stack.count() - 1) == "Новый жетон"


def test_a_tile_summary_speaks_russian(russian) -> None:
    blocker = tile_index().tile("moloch_blocker")
    assert blocker is not None
    summary = tile_summary(blocker)
    # the Blocker: 3 hit points, armor on its front (its kind is a field word, another catalogue's)
    assert summary.startswith("Блокатор ("), summary
    assert "прочность 3" in summary and "броня спереди" in summary, summary
    first_line = summary.splitlines()[0]  # the tile's text under it is the content's, in English only
    assert "front" not in first_line and "hit point" not in first_line and "armor" not in first_line, summary


def test_the_etude_editor_is_russian(russian, window) -> None:
    doc = open_etude(window, path=bundled("01"))
    texts = shown_texts(window.current_view()) + shown_texts(window.dock_palette)
    assert_russian(texts, russian)
    assert "Уничтожить штаб противника" in texts
    assert any(t.startswith("из ") and "в запасе" in t for t in texts), texts
    # the palette of the etude's armies names the sides and the armies in Russian
    army = tile_index().army(doc.model.solver.army)
    assert army is not None and army.name_ru
    assert f"Решающий: {army.name_ru}" in texts, [t for t in texts if "Решающий" in t]


def test_the_etude_player_is_russian(russian, qtbot) -> None:
    view = etude_player(load_file(bundled("01")).model, bundled_library())
    qtbot.addWidget(view)
    view.resize(1300, 800)
    view.show()
    qtbot.waitExposed(view)
    texts = shown_texts(view)
    assert_russian(texts, russian)
    table = view.table
    assert table.hint_button.text() == "Подсказка"
    assert table.battle_button.text() == "Провести последний бой"
    assert "Бой" in texts
    assert view.status.text().startswith("выберите жетон из руки") or table.hand_label.text().startswith("Ваши")


def test_the_game_player_and_the_new_game_dialog_are_russian(russian, qtbot) -> None:
    players = [SetupPlayer(army="outpost"), SetupPlayer(army="moloch")]
    view = game_player(new_session(GameSetup(players=players), ["human", "human"], 3))
    qtbot.addWidget(view)
    view.resize(1300, 820)
    view.show()
    qtbot.waitExposed(view)
    lift(view)
    texts = shown_texts(view)
    assert_russian(texts, russian)
    assert view.table.discard_button.text() == "Сбросить"
    assert view.table.end_button.text() == "Закончить ход"
    assert "поставьте свой штаб: щёлкните свободный гекс" in view.status.text()
    outpost = tile_index().army("outpost")
    assert outpost is not None and outpost.name_ru
    assert any(outpost.name_ru in t for t in texts), "the armies are named in Russian"

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    shown = shown_texts(dialog)
    assert_russian(shown, russian)
    assert "Дуэль (2 игрока)" in shown


def card_texts(front: bool, stem: str) -> str:
    """The SVG text of the printed card of bundled etude ``stem`` (its front or its back)."""
    etude = load_file(bundled(stem)).model
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    svg = QSvgGenerator()
    svg.setOutputDevice(buffer)
    width, height = CARD_SIZE
    svg.setSize(QSize(width, height))
    svg.setViewBox(QRectF(0, 0, width, height))
    painter = QPainter(svg)
    face = QRectF(0, 0, width, height)
    if front:
        paint_front(painter, face, etude)
    else:
        paint_back(painter, face, etude, bundled_library())
    painter.end()
    buffer.close()
    return bytes(data.data()).decode("utf-8")


def test_the_printed_card_is_in_russian(russian) -> None:
    etude = load_file(bundled("01")).model
    front = card_texts(True, "01")
    for text in ("Победа", "Сложность", "Прочность штаба", "Противник"):
        assert text in front, text
    assert ("Выберите ровно" in front) if etude.exactly else ("Выберите не больше" in front)
    assert etude.title.ru in front
    for english in ("Victory", "Difficulty", "Choose", "hit points", "Opponent"):
        assert english not in front, english
    back = card_texts(False, "01")
    for text in ("Решение 1", "Перед последним боем", "Ходы", "Непонадобившиеся жетоны"):
        assert text in back, text
    for english in ("Solution 1", "Before the final battle", "Tiles not needed"):
        assert english not in back, english


def test_every_rule_an_etude_teaches_reads_in_russian(russian) -> None:
    # read from the engine's THEME_NAMES: a theme the engine adds needs its Russian too
    for theme, english in THEME_NAMES.items():
        assert theme_name(theme) == russian[english] != english, theme
