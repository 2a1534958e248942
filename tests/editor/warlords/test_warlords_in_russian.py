"""The Warlords editors, table and printed picture, and the balance lab, in Russian: with the
interface in Russian the battle, battlefield and roster editors (forms, palettes, edge layers,
tooltips), the player's table (the seat's situation, the action list, the playback), the picture
posted to the forum and the lab's panel and replay show no English text that has a translation,
and the rulebook's Russian terms where the rules name them (Боевое мастерство, Ставка, мастер)."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QLabel,
    QListWidget,
    QPlainTextEdit,
    QTableWidget,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

from editor.games.warlords import paint
from editor.games.warlords.battle_kind import battlefield_in, roster_in
from editor.games.warlords.battle_panel import BattlePanel
from editor.games.warlords.battlefield_panel import BattlefieldPanel
from editor.games.warlords.picture import battle_picture, battlefield_picture
from editor.games.warlords.roster_kind import RosterSummary, banner_name
from editor.games.warlords.table import action_text, order_text, stage_text
from editor.lab.panel import BalanceLab
from editor.lab.replay import ReplayView
from editor.panels.palette import PaletteView
from editor.player.session import PlaySession
from editor.plugin import player_for
from engine.content.library import ContentLibrary, bundled_library, core_pack_dir
from engine.core.registry import load_game
from engine.games.warlords import actions as A
from engine.games.warlords.battle import UnitPlacement
from engine.games.warlords.battlefield import TERRAIN_TYPES
from engine.games.warlords.game import bundled_battle
from engine.games.warlords.tables import BANNERS
from tests.editor.russian import TS_FILE, untranslated_english
from tests.support.tinygame import TinySetup

BATTLE = "warlords/battles/wl-battle-meeting-river.yaml"
BATTLEFIELD = "warlords/battlefields/wl-field-border-ford.yaml"
ROSTER = "warlords/rosters/wl-tiger-host.yaml"


def texts_on_screen(root: QWidget) -> list[str]:
    """Every text ``root`` holds for people: labels, buttons, tooltips, group and tab titles, combo,
    list, tree and table items (with their tooltips), text boxes and scene text items."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        out.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if isinstance(w, QGroupBox):
            out.append(w.title())
        if isinstance(w, QPlainTextEdit):
            out += w.toPlainText().splitlines()
        if isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
        if isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        if isinstance(w, QListWidget):
            out += [t for i in range(w.count()) for t in (w.item(i).text(), w.item(i).toolTip())]
        if isinstance(w, QTreeWidget):
            it = QTreeWidgetItemIterator(w)
            while it.value():
                item = it.value()
                out += [t for c in range(item.columnCount()) for t in (item.text(c), item.toolTip(c))]
                it += 1
        if isinstance(w, QTableWidget):
            heads = [w.horizontalHeaderItem(c) for c in range(w.columnCount())]
            out += [h.text() for h in heads if h is not None]
            out += [w.item(r, c).text() for r in range(w.rowCount()) for c in range(w.columnCount()) if w.item(r, c)]
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                out.append(item.toolTip())
                if isinstance(item, QGraphicsSimpleTextItem):
                    out.append(item.text())
                elif isinstance(item, QGraphicsTextItem):
                    out.append(item.toPlainText())
    return [t for t in out if t]


def without_field_words(russian: dict[str, str]) -> dict[str, str]:
    """The translations less the words of the content models' field names and choices: those come
    from editor/field_words.py (``tr(..., "field")``), whose catalogue is translated separately; the
    same English word may have a translation here with another disambiguation ("units" as a stage
    of play) and would be counted as shown untranslated where the form shows the field's name."""
    fields = {
        m.findtext("source") for m in ET.parse(TS_FILE).getroot().iter("message") if m.findtext("comment") == "field"
    }
    return {source: text for source, text in russian.items() if source not in fields}


def editor_texts(window) -> list[str]:
    """The texts of the document's view (board, forms, panels) and of the palette."""
    panels = [*window.findChildren(PaletteView), *window.findChildren(BattlePanel)]
    panels += [*window.findChildren(BattlefieldPanel), *window.findChildren(RosterSummary)]
    return texts_on_screen(window.current_view()) + [t for p in panels for t in texts_on_screen(p)]


def open_russian(window, path: str):
    window.open_file(core_pack_dir() / path)
    doc = window.current_document()
    assert doc is not None and doc.kind is not None
    return doc


def test_the_battle_editor_is_russian(russian, window) -> None:
    doc = open_russian(window, BATTLE)
    shown = editor_texts(window)
    assert not untranslated_english(shown, without_field_words(russian))
    assert "бросать прогноз (армии могут сначала договориться о ясном дне)" in shown
    kind = doc.kind
    assert kind.edge_layer("fences_0").label == "забор стороны 1"
    assert kind.edge_layer("shields_1").label == "щиты стороны 2"
    palettes = kind.palettes(doc.model)
    assert [p.title.startswith("Сторона ") for p in palettes] == [True, True]
    tips = [e.tooltip for p in palettes for e in p.entries]
    assert tips and all("Боевое мастерство" in t and "Натиск" in t for t in tips)
    placed = UnitPlacement(unit="u1", cell="C11")
    assert kind.look.piece_tooltip("units_0", placed) == "u1 в C11, фронт: к противнику"
    assert not untranslated_english([e.label for p in palettes for e in p.entries], without_field_words(russian))


def test_the_battlefield_editor_is_russian(russian, window) -> None:
    doc = open_russian(window, BATTLEFIELD)
    shown = editor_texts(window)
    assert not untranslated_english(shown, without_field_words(russian))
    assert "Север" in shown and "стандартная: 12 x 7, зоны 6 x 3" in shown
    palettes = doc.kind.palettes(doc.model)
    assert [p.title for p in palettes] == ["Местность", "Стороны клеток"]
    entries = {e.id: e for p in palettes for e in p.entries}
    assert entries["terrain-open"].label == "Открытая местность"
    assert entries["terrain-cliff-N"].label == "Утёс (С)"
    assert entries["edge-river"].label == "Русло реки"
    assert (
        "(L290)" in entries["terrain-forest-shiftable"].tooltip
        and "мастер" in entries["terrain-forest-shiftable"].tooltip
    )
    assert doc.kind.edge_layer("ford").tooltip == "Брод через реку на стороне клетки (L716)"
    texts = [t for e in entries.values() for t in (e.label, e.tooltip)]
    assert not untranslated_english(texts, without_field_words(russian))


def test_the_roster_editor_shows_the_rules_characteristics_in_russian(russian, window) -> None:
    open_russian(window, ROSTER)
    shown = editor_texts(window)
    assert not untranslated_english(shown, without_field_words(russian))
    for characteristic in ("Боевое мастерство", "Боевое снаряжение", "Стойкость", "Натиск"):
        assert characteristic in shown


def test_the_table_shows_the_seats_situation_and_actions_in_russian(russian, qtbot) -> None:
    session = PlaySession(
        load_game("warlords"),
        bundled_battle("wl-battle-defence-border"),
        bundled_library(),
        3,
        ["human", "human", "gm-default"],
    )
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    shell.resize(1400, 900)
    shell.show()
    qtbot.waitExposed(shell)
    shell.curtain.button.click()
    qtbot.waitUntil(lambda: shell.table.actions_list.count() > 0, timeout=10_000)
    shown = texts_on_screen(shell)
    assert not untranslated_english(shown, without_field_words(russian))
    asked = shell.table.asked.text()
    # before the first turn the battle is not at "turn 0" (issue 33: turns count from 1)
    assert asked.startswith("Перед битвой") and "погода: " in asked
    # the Playback tab is the shared step-by-step playback (issue 27), in Russian
    assert "События" in shown and "Скорость" in shown
    assert shell.table.seat_name(2) == "мастер"


def test_orders_actions_and_stages_read_in_russian(russian) -> None:
    assert order_text("B") == "отступление по приказу"
    assert order_text("SET:C12:N") == "установить щиты: C12:N"
    assert order_text("A+L") == "наступление, затем поворот фронта влево"
    assert action_text(A.Program("A")) == "приказ: наступление  [A]"
    assert stage_text("command:standing") == "командование: приказы до дальнейших распоряжений"
    assert stage_text("pre:hq") == "pre: Ставка"  # a step without words stays as the engine names it


def test_the_forum_picture_is_in_russian(russian) -> None:
    lib = bundled_library()
    battle = bundled_battle("wl-battle-meeting-river")
    bf = battlefield_in(lib, battle)
    assert bf is not None
    pic = battle_picture(battle, bf, [roster_in(lib, battle, i) for i in range(2)])
    assert pic.lines[0].startswith("битва: ") and "климат: " in pic.lines[0]
    assert battlefield_picture(bf).lines[0].startswith("раскладка: ")
    legend = [effect for _code, effect in paint.legend_entries()] + [name for _s, name in paint.unit_legend()]
    assert not untranslated_english(legend, without_field_words(russian))
    assert paint.terrain_title("open") == "Открытая местность"
    assert any("Ставка" in effect for effect in legend)


def test_every_terrain_effect_and_banner_of_the_engine_reads_in_russian(russian) -> None:
    # read from the engine's own tables: a terrain or banner the engine adds needs its Russian too
    for code, english in TERRAIN_TYPES.items():
        shown = paint.terrain_effect(code)
        assert shown and shown != english and any("а" <= c <= "я" for c in shown.lower()), code
    for code, (english, _lines) in BANNERS.items():
        assert banner_name(code) != english, code


def test_the_balance_lab_and_its_replay_are_russian(russian, qtbot) -> None:
    game = load_game("tinygame")
    lab = BalanceLab(game, lambda: TinySetup(radius=2), ContentLibrary(), title="tiny")
    qtbot.addWidget(lab)
    lab.agents.setText("random")
    lab.games.setValue(3)
    lab.workers.setValue(1)
    lab.show()
    assert not untranslated_english(texts_on_screen(lab), without_field_words(russian))
    assert lab.run_button.text() == "Запустить" and lab.workers.specialValueText() == "все ядра"
    lab.run_button.click()
    qtbot.waitUntil(lambda: lab.job is None and lab.report is not None, timeout=30_000)
    assert not untranslated_english(texts_on_screen(lab), without_field_words(russian))
    assert "игрок 1" in lab.win_chart.shown  # the seats as the table names them (issue 27)
    view = lab.open_game(0, step=0)
    assert isinstance(view, ReplayView)
    qtbot.addWidget(view)
    assert view.viewer.itemText(0).startswith("игрок 1 (")
    assert view.step_label.text().endswith(": начало")
    assert not untranslated_english(texts_on_screen(view), without_field_words(russian))
