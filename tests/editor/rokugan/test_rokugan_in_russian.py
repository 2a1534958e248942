"""The Battle for Rokugan editors and table in Russian (issue 19, deliverable 3): with the Russian
catalogue installed, the map, scenario and clan editors, the printed sheets and the table (prompt,
hand, clans, decision buttons, round and honor tracks, board tooltips, the resolution's playback)
show no English text that has a translation, and they speak the Russian rulebook's words (жетоны
битвы, карты регионов, Теневые земли, провинции, честь)."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QListWidget,
    QTableWidget,
    QWidget,
)

from editor.document import Document
from editor.games.rokugan import look
from editor.games.rokugan.clan_kind import ClanPreview
from editor.games.rokugan.map_panels import MapPanel, ProvincePanel, WaterPanel
from editor.games.rokugan.playback import battle_text
from editor.games.rokugan.scenario_panel import ScenarioPanel
from editor.games.rokugan.sheet import paint_map_sheet, paint_scenario_sheet
from editor.games.rokugan.table import RokuganTable
from editor.player.session import PlaySession
from editor.plugin import document_kind, player_for
from engine.content.library import bundled_library, core_pack_dir
from engine.core.registry import load_game
from engine.games.rokugan import actions as A
from engine.games.rokugan.game import bundled_scenario
from tests.editor.russian import untranslated_english

ROKUGAN = core_pack_dir() / "rokugan"


def widget_texts(root: QWidget) -> list[str]:
    """What ``root`` shows: labels, buttons, group boxes, tooltips, combo and list items, table headers."""
    texts = [w.text() for w in root.findChildren(QLabel)]
    texts += [b.text() for b in root.findChildren(QAbstractButton)]
    texts += [g.title() for g in root.findChildren(QGroupBox)]
    texts += [w.toolTip() for w in [root, *root.findChildren(QWidget)] if w.toolTip()]
    texts += [c.itemText(i) for c in root.findChildren(QComboBox) for i in range(c.count())]
    texts += [lw.item(i).text() for lw in root.findChildren(QListWidget) for i in range(lw.count())]
    for t in root.findChildren(QTableWidget):
        texts += [t.horizontalHeaderItem(c).text() for c in range(t.columnCount()) if t.horizontalHeaderItem(c)]
    return [t for t in texts if t]


class RecordingPainter(QPainter):
    """A painter on a picture that keeps every text drawn (the printed sheet's words)."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[str] = []

    def drawText(self, *args) -> None:  # type: ignore[override]
        self.texts += [a for a in args if isinstance(a, str)]
        super().drawText(*args)


def sheet_texts(paint, document: Document) -> list[str]:
    image = QImage(620, 877, QImage.Format.Format_ARGB32)
    painter = RecordingPainter(image)
    paint(document, painter, QRectF(0, 0, 620, 877), lambda _p, _r: None)
    painter.end()
    return painter.texts


def document(path) -> Document:
    return Document.open(path, document_kind)


@pytest.fixture
def standard_map(russian, qtbot) -> Document:
    return document(ROKUGAN / "maps" / "standard.yaml")


def test_the_map_editors_panels_and_sheet_are_russian(russian, standard_map, qtbot) -> None:
    doc = standard_map
    shadow = next(i for i, p in enumerate(doc.model.provinces) if p.shadowlands)
    panels = [ProvincePanel(doc, shadow), WaterPanel(doc, 0), MapPanel(doc)]
    for panel in panels:
        qtbot.addWidget(panel)
    shown = [t for panel in panels for t in widget_texts(panel)]
    kind = doc.kind
    province = doc.model.provinces[shadow]
    tip = kind.look.piece_tooltip("provinces", province)
    sheet = sheet_texts(paint_map_sheet, doc)
    assert untranslated_english([*shown, tip, *sheet], russian) == []
    assert "Теневые земли, стрелка на север" in shown and "не столица" in shown
    assert {"название (англ.)", "название (рус.)"} <= set(shown)
    assert "Теневые земли" in tip and "регион" in tip
    capital = next(p for p in doc.model.provinces if p.capital_of == "crab")
    assert "столица клана Краб" in kind.look.piece_tooltip("provinces", capital)
    # the printed sheet: the counts agree with their Russian nouns, the regions by their Russian names
    subtitle = next(t for t in sheet if t.startswith("Поле «Битвы за Рокуган»"))
    assert "провинц" in subtitle and "регион" in subtitle and "золот" in subtitle
    assert any(t.startswith("Регион клана Краба") for t in sheet)


def test_the_scenario_editor_palettes_and_sheet_are_russian(russian, qtbot) -> None:
    doc = document(ROKUGAN / "scenarios" / "standard-2p.yaml")
    panel = ScenarioPanel(doc)
    qtbot.addWidget(panel)
    shown = widget_texts(panel)
    palettes = doc.kind.palettes(doc.model)
    shown += [p.title for p in palettes] + [e.label for p in palettes for e in p.entries]
    shown += [e.tooltip for p in palettes for e in p.entries]
    sheet = sheet_texts(paint_scenario_sheet, doc)
    assert untranslated_english(shown + sheet, russian) == []
    assert {"Жетоны контроля", "Особые жетоны", "случайная из карт региона", "нет карты"} <= set(shown)
    assert "Краб: закрытый контроль" in shown  # the clan by its Russian name
    assert any(t.startswith("Сценарий «Битвы за Рокуган» на 2 игроков") for t in sheet)
    assert any(t.startswith("Кланы: ") for t in sheet) and any(t.startswith("Карты регионов: ") for t in sheet)


def test_the_clan_editors_totals_are_russian(russian, qtbot) -> None:
    doc = document(ROKUGAN / "clans" / "crab.yaml")
    preview = ClanPreview(doc)
    qtbot.addWidget(preview)
    totals = preview.totals.text()
    assert "27 жетонов битвы (в коробке у каждого клана 27)" in totals
    assert "1 пустой жетон (ровно один)" in totals and "жетонов контроля" in totals
    assert untranslated_english(widget_texts(preview), russian) == []


def test_token_faces_and_special_tokens_are_lettered_in_russian(russian) -> None:
    assert look.short_code("army3") == "А3" and look.short_code("navy2") == "Ф2"
    assert look.short_code("raid") == "П" and look.special_face("peace") == "мир"


def test_the_table_and_the_resolution_playback_are_russian(russian, qtbot) -> None:
    game = load_game("rokugan")
    session = PlaySession(game, bundled_scenario("standard-2p"), bundled_library(), 2, ["greedy", "greedy"])
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    shell.resize(1300, 850)
    shell.show()
    shell.agent_timer.stop()
    table = shell.table
    assert isinstance(table, RokuganTable)
    for _ in range(400):
        if any(e.kind == "battle" for e in table.playback.events):
            break
        shell.agent_timer.stop()
        shell._agent_step()
    table.playback.show(len(table.playback.steps) - 1)
    battle = next(e for e in table.playback.events if e.kind == "battle")
    table.playback.list.setCurrentRow(table.playback.events.index(battle))
    shown = widget_texts(table) + widget_texts(table.playback)
    shown += [item.toolTip() for item in table.board.drawn() if item.toolTip()]
    shown += [table.seat_name(0), table.tracks.toolTip()]
    assert untranslated_english([t for t in shown if t], russian) == []
    titles = [table.playback.list.item(i).text() for i in range(table.playback.list.count())]
    assert titles[0].startswith("Исполнение") and any(t.startswith("5. Сражение") for t in titles)
    detail = table.playback.detail.text()
    assert detail.startswith("<b>Сражение: ") and "защита <b>" in detail and "итог: " in detail
    assert re.match(
        r"раунд \d+ из 5; честь: (Краб|Журавль|Дракон|Лев|Феникс|Скорпион|Единорог) ", table.tracks.toolTip()
    )
    assert "за ширмой" in table.clans.text() and "жетонов контроля осталось" in table.clans.text()
    assert table.seat_name(0) in ("Краб", "Журавль", "Дракон", "Лев", "Феникс", "Скорпион", "Единорог")
    # the decision buttons' texts, on the board as it stands (the last step of the playback)
    table.playback.show(len(table.playback.steps) - 1)
    assert table._action_text(A.Pass()) == "Пас"
    army, blessing = look.token_words("army2"), look.token_words("blessing2")
    assert army.endswith(" 2") and blessing.endswith(" 2")  # the type in words, then the strength
    assert table._action_text(A.ReturnToken("army2")) == f"Вернуть в свой запас: {army}"
    assert table._action_text(A.Bless("blessing2", 7)) == f"Благословить свой жетон №7: {blessing}"
    card = next(iter(table.prep.territory.values()))
    assert table._action_text(A.PlayCard(card.id)).startswith(f"Сыграть «{card.name.ru}»")
    # a battle's explanation from the engine's data, in words
    text = battle_text({"province": "x", "defender": None, "attackers": [], "defence": {"printed": 1, "total": 1}})
    assert "защитник: " in text and "на поле 1" in text
    names = {"crab_capital": "Столица Краба", "crab": "Краб"}
    text = battle_text({"province": "crab_capital", "defender": "crab", "defence": {"total": 0}}, names)
    assert text.startswith("<b>Сражение: Столица Краба</b> (защитник: Краб)")
