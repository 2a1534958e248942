"""Issue 19, deliverable 3, for Samurai Battles: with the interface in Russian the scenario editor
(palettes, piece and scenario panels, decks, tooltips of pieces and hexes, the line-of-sight and
objective tools), the printed scenario sheet and the player (cards, buttons, prompts, score) show
no English text that has a translation, and use the rulebook's words: «Честь и удача», flanks,
Dragon cards, рукопашная, контратака."""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QTableWidget,
    QTabWidget,
    QTextEdit,
    QWidget,
)

from editor.games.samurai_battles import content, look, overlays, play_text
from editor.games.samurai_battles.los_tool import los_message, scenario_state
from editor.games.samurai_battles.piece_panels import piece_panel
from editor.games.samurai_battles.scenario_panel import ScenarioPanel
from editor.i18n import tr
from editor.player.session import HUMAN
from engine.games.samurai_battles import actions as A
from engine.games.samurai_battles.queries import line_of_sight
from engine.games.samurai_battles.scenario import Objective, Scenario
from tests.editor.russian import untranslated_english
from tests.editor.samurai_battles.helpers import bundled_path, click_hex, open_scenario
from tests.editor.samurai_battles.test_player import session, view_of


def widget_texts(root: QWidget) -> Iterator[str]:
    """Every text ``root`` and its children show: labels, buttons, tooltips, placeholders, combo
    items, tabs, group titles, list items and table headers and cells."""
    for w in [root, *root.findChildren(QWidget)]:
        yield w.toolTip()
        if isinstance(w, QLabel | QAbstractButton):
            yield w.text()
        if isinstance(w, QLineEdit | QTextEdit):
            yield w.placeholderText()
        if isinstance(w, QGroupBox):
            yield w.title()
        if isinstance(w, QComboBox):
            yield from (w.itemText(i) for i in range(w.count()))
        if isinstance(w, QTabWidget):
            yield from (w.tabText(i) for i in range(w.count()))
        if isinstance(w, QListWidget):
            for i in range(w.count()):
                yield w.item(i).text()
                yield w.item(i).toolTip()
        if isinstance(w, QTableWidget):
            for c in range(w.columnCount()):
                head = w.horizontalHeaderItem(c)
                yield head.text() if head is not None else ""
                for r in range(w.rowCount()):
                    item = w.item(r, c)
                    yield item.text() if item is not None else ""


def plain(texts: Iterator[str] | list[str]) -> list[str]:
    """The texts without markup, each whole and each part between markup, for the comparison."""
    out: list[str] = []
    for t in texts:
        if t:
            out.append(t)
            out += [p.strip() for p in re.split(r"<[^>]*>", t) if p.strip()]
    return out


def painted_texts(doc, overlay: str, monkeypatch) -> list[str]:
    """The texts an overlay writes on the board (its labels go through ``look.draw_text_box``)."""
    written: list[str] = []
    monkeypatch.setattr(look, "draw_text_box", lambda _p, _rect, text, *_a, **_k: written.append(text))
    picture = QImage(64, 64, QImage.Format.Format_ARGB32)
    painter = QPainter(picture)
    overlays.paint(doc, overlay, painter)
    painter.end()
    return written


def bundled() -> Scenario:
    import yaml

    return Scenario.model_validate(yaml.safe_load(bundled_path("sb-z001").read_text(encoding="utf-8")))


def test_the_scenario_panel_and_decks_are_russian(russian, window) -> None:
    doc = open_scenario(window, bundled())
    panel = ScenarioPanel(doc)
    left = untranslated_english(plain(widget_texts(panel)), russian)
    assert not left, f"English text left in the scenario panel: {left}"
    total = panel.decks.command.total.text()
    assert "60 карт в колоде (в коробке 60)" in total
    headers = [panel.decks.command.table.horizontalHeaderItem(c).text() for c in range(5)]
    assert headers == ["Карта", "В коробке", "Изменение", "В колоде", "Эффект"]
    panel.deleteLater()


def test_edits_of_the_scenario_are_named_in_russian_in_the_undo_history(russian, window) -> None:
    doc = open_scenario(window, bundled())
    panel = ScenarioPanel(doc)
    panel.add_objective()
    assert doc.undo_stack.undoText() == "Добавить цель"
    panel.decks.command.spins["shogun"].setValue(1)
    assert doc.undo_stack.undoText() == "Колода командных карт: shogun +1"
    old = doc.model.armies[0].id
    panel.rename_army(0, "red-army")
    assert doc.undo_stack.undoText() == f"Переименовать армию {old} в red-army"
    panel.set_edge(0, "top")
    assert doc.undo_stack.undoText() == f"{content.army_name(doc.model, 0)}: верхний край поля"
    panel.deleteLater()


def test_the_palettes_and_the_piece_panels_are_russian(russian, window) -> None:
    doc = open_scenario(window, bundled())
    tree = window.palette_tree
    shown = list(widget_texts(tree))
    left = untranslated_english(plain(shown), russian)
    assert not left, f"English text left in the palettes: {left}"
    assert {"Местность", "Пластиковые холмы", "Части поля"} <= set(shown)
    assert any(t.startswith("Холм, высота") for t in shown)
    for collection in ("units_0", "leaders_0", "tiles"):
        assert doc.items(collection), f"the bundled scenario has {collection}"
        panel = piece_panel(doc, collection, 0)
        assert panel is not None
        left = untranslated_english(plain(widget_texts(panel)), russian)
        assert not left, f"English text left in the {collection} panel: {left}"
        panel.deleteLater()
    kind_look = doc.kind.look
    unit = doc.items("units_0")[0]
    assert kind_look.piece_tooltip("units_0", unit).startswith(f"Отряд {unit.id}: {unit.type} на {unit.hex}")
    leader = doc.items("leaders_0")[0]
    assert kind_look.piece_label("leaders_0", leader).endswith(f"командир {leader.id}")
    assert kind_look.piece_tooltip("tiles", doc.items("tiles")[0]).startswith("Часть поля")


def test_the_hex_tooltips_and_board_labels_are_russian(russian, window, monkeypatch) -> None:
    doc = open_scenario(window, bundled())
    board = doc.board
    halves = [c for c in board.cells() if board.cell_kind(c) == "baseline_half"]
    assert "полугекс стартовой линии" in doc.kind.look.cell_tooltip(doc, halves[0])
    # the section names along each army's baseline are the rulebook's flanks (L84), and each
    # army's edge is named under the board
    shown = painted_texts(doc, "sections", monkeypatch) + painted_texts(doc, "baselines", monkeypatch)
    assert not untranslated_english(shown, russian), shown
    assert {"Левый фланг", "Центр", "Правый фланг"} <= set(shown)
    red, yellow = (content.army_name(doc.model, i) for i in (0, 1))
    edges = {doc.model.armies[0].edge: red, doc.model.armies[1].edge: yellow}
    assert {f"{edges['bottom']} — нижний край", f"{edges['top']} — верхний край"} <= set(shown)


def test_the_objective_tool_speaks_russian(russian, window) -> None:
    doc = open_scenario(window, bundled())
    tool = window.tool("objective")
    assert tool.label == "Objective Hexes" and tr(tool.label) == "Гексы целей"
    window.set_tool(tool)
    click_hex(window, "5,10")
    assert doc.undo_stack.undoText() == "Цель objective-1: добавить 5,10"
    assert window.statusBar().currentMessage() == "Цель objective-1: добавить 5,10 (5,10)"
    click_hex(window, "5,10")
    assert window.statusBar().currentMessage() == "Цель objective-1: убрать 5,10 (нет гексов)"


def test_the_line_of_sight_verdict_is_russian(russian, window) -> None:
    doc = open_scenario(window, bundled())
    state = scenario_state(doc)
    report = line_of_sight(state, "5,10", "7,10")
    message = los_message("5,10", "7,10", report)
    assert message.startswith("линия видимости 5,10 → 7,10: ")
    assert not untranslated_english([message], russian)


def test_the_printed_sheet_is_russian(russian, window, tmp_path: Path) -> None:
    sc = bundled()
    sc.special_rules = ["shallows", "night_battle"]
    sc.victory.objectives = [Objective(id="bridge", hexes=["5,10"], banners=2)]
    sc.rules.hill_los_exception = "either_end"
    doc = open_scenario(window, sc)
    assert window.export_document(doc, tmp_path / "sheet.svg")
    svg = (tmp_path / "sheet.svg").read_text(encoding="utf-8")
    texts = [t.strip() for t in re.findall(r">([^<>]+)<", svg) if t.strip()]
    left = untranslated_english(texts, russian)
    assert not left, f"English text left on the sheet: {left}"
    # the picture writes a line in runs of one font each: read the runs joined
    joined = "".join(t.strip("\n") for t in re.findall(r">([^<>]+)<", svg)).replace("&amp;", "&")
    assert "Лист сценария «Битвы самураев» (Commands & Colors) — Warbench" in joined
    # each army under its Russian name, at its edge (a long name wraps the line after "нижний")
    assert "Победа:" in joined and "Армия самураев (красные) — нижний" in joined and "Командных карт:" in joined
    assert "Цель: 2 знамени для любой армии, удерживающей гекс 5,10." in joined
    assert "night battle (движок не умеет его играть)" in joined


def test_the_player_is_russian(russian, qtbot) -> None:
    s = session(seats=(HUMAN, HUMAN))
    v = view_of(qtbot, s)
    shown = plain(widget_texts(v))
    left = untranslated_english(shown, russian)
    assert not left, f"English text left in the player: {left}"
    assert any("Левый фланг" in t for t in shown), "the section cards name the rulebook's flanks"
    assert "дважды щёлкните командную карту, чтобы сыграть её" in v.table.prompt_label.text()
    q = s.state
    assert play_text.action_text(q, A.Pass()) == "Пас"
    assert play_text.action_text(q, A.BattleBack()) == "Контратака"
    assert play_text.action_text(q, A.TakeHonor()).startswith(f"Взять {q.rs.end_take_honor} жетон")
    assert play_text.action_text(q, A.TakeHonor()).endswith("«Честь и удача»")
    assert play_text.action_text(q, A.IgnoreFlags(2)) == "Не учитывать 2 флага"
    score = play_text.score_text(s.setup, q.observation(0))
    assert "ЧиУ" in score and "карт Дракона" in score
    assert content.leader_kind_word("mounted") == "конный"
