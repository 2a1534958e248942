"""Issue 19, deliverable 3: the game-neutral parts of the editor in Russian. With the Russian
catalogue installed the area editor (its panel, the polygon tool's messages, the border tooltips,
the cut and join undo steps), the piece commands' undo texts, the drag refusals, the properties
panel (its form rows, record tables and choice boxes), the issues list, the playback controls, the
seats dialog and the export's errors show Russian and no English text that has a translation;
every plural text of these modules has the three Russian forms."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFormLayout,
)

import tests.support.testareas as ta
from editor.canvas.area_panel import AreaPanel
from editor.canvas.legality import DragVerdicts
from editor.commands import MovePiecesCommand, RemovePiecesCommand
from editor.document import Document
from editor.i18n import tr
from editor.mainwindow import MainWindow
from editor.panels.issues import IssuesPanel
from editor.panels.properties import ModelListEditor
from editor.player.playback import StepPlayback
from editor.player.view import SeatsDialog
from editor.plugin import document_kind
from editor.render import RenderError, render_document
from editor.words import field_label
from engine.content.issues import Issue, Location, Severity
from engine.core.registry import load_game
from tests.editor.russian import TS_FILE, shown_texts, untranslated_english
from tests.support.testboard import BoardMap, Marker

EDITOR = Path(__file__).resolve().parents[2] / "editor"
#: the game-neutral modules (everything but the games, the lab and the language's own modules)
SHARED_MODULES = sorted(
    p
    for p in EDITOR.rglob("*.py")
    if p.parent.name in ("editor", "commands", "tools", "canvas", "player", "panels")
    and p.name not in ("i18n.py", "words.py", "field_words.py")
)
SQUARE_A = [(0.0, 0.0), (100.0, 0.0), (100.0, 100.0), (0.0, 100.0)]
SQUARE_B = [(100.0, 0.0), (200.0, 0.0), (200.0, 100.0), (100.0, 100.0)]


@pytest.fixture
def russian_window(russian, qtbot, settings) -> Iterator[MainWindow]:
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    yield w
    for v in w.views:
        v.document.undo_stack.setClean()
    w.close()
    w.deleteLater()


def open_areas(window: MainWindow, model: ta.AreaTestMap) -> Document:
    doc = Document(model, kind=document_kind("testareas/map"))
    window.add_document(doc)
    # the Russian panels are wider: the board is fitted to the view the window leaves it
    window.resize(1600, 1000)
    QApplication.processEvents()
    window.current_view().map_view.fit()
    window.set_tool(window.tool("polygon"))
    return doc


def click(window: MainWindow, x: float, y: float, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    view = window.current_view().map_view
    at = view.mapFromScene(QPointF(x, y))
    QTest.mouseMove(view.viewport(), at)
    QTest.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, modifiers, at)


def test_the_area_canvas_speaks_russian(russian_window, russian) -> None:
    sea = ta.Sea(
        id="sea",
        polygon=[(-50, -50), (250, -50), (250, 150), (-50, 150)],
        holes=[[*SQUARE_A[:2], *SQUARE_B[1:], SQUARE_A[3]]],
    )
    model = ta.AreaTestMap(areas=[ta.Land(id="a", polygon=SQUARE_A), ta.Land(id="b", polygon=SQUARE_B)], seas=[sea])
    doc = open_areas(russian_window, model)
    view = russian_window.current_view()
    panel = view.findChild(AreaPanel)
    shown = shown_texts(view)
    assert not untranslated_english(shown, russian), "English text left in the area editor"
    assert "нет изображения" in shown
    tips = {item.data(0): item.toolTip() for item in view.scene.border_items}
    assert "сухопутная граница, длина 100.0" in tips["a|b"] and "побережье" in tips["a|sea"]

    # the polygon tool's messages in the status bar
    click(russian_window, 0.0, 0.0, Qt.KeyboardModifier.ShiftModifier)
    assert russian_window.statusBar().currentMessage().startswith("вершина 2 областей")
    click(russian_window, 100.0, 100.0, Qt.KeyboardModifier.ShiftModifier)
    assert russian_window.statusBar().currentMessage() == (
        "выбраны две вершины: нажмите K, чтобы разрезать область между ними"
    )
    QTest.keyClick(view.map_view, Qt.Key.Key_K)
    assert doc.undo_stack.text(0) == "Разрезать надвое: land a"
    # the cut area and its new neighbour joined again from the panel
    view.scene.set_selection({("areas", 0), ("areas", 1)})
    QTest.mouseClick(panel.join, Qt.MouseButton.LeftButton)
    assert doc.undo_stack.text(1) == "Объединить a и land_1"
    # a refused join says why in Russian
    view.scene.set_selection({("areas", 0), ("areas", 0)})
    from editor.commands import MergePolygonsCommand
    from editor.polygons import PolygonEditError

    with pytest.raises(PolygonEditError, match="выберите две разные области для объединения"):
        MergePolygonsCommand(doc, "land", 0, 0)


def open_board(window: MainWindow, model: BoardMap) -> Document:
    doc = Document(model, kind=document_kind("testboard/map"))
    window.add_document(doc)
    view = window.current_view()
    view.map_view.resize(900, 700)
    view.map_view.fit()
    return doc


def test_piece_commands_and_the_properties_panel_speak_russian(russian_window, russian) -> None:
    markers = [Marker(hex="0,0"), Marker(hex="1,0", type="tower"), Marker(hex="0,1")]
    doc = open_board(russian_window, BoardMap(markers=markers))
    board = doc.board
    assert board is not None
    doc.undo_stack.push(MovePiecesCommand(doc, [(("markers", 0), board.parse("-1,0"))]))
    cell_name = board.label(board.parse("-1,0"))
    doc.undo_stack.push(
        MovePiecesCommand(
            doc,
            [
                (("markers", 0), board.parse("-1,1")),
                (("markers", 1), board.parse("1,-1")),
                (("markers", 2), board.parse("0,-1")),
            ],
        )
    )
    doc.undo_stack.push(RemovePiecesCommand(doc, [("markers", 0), ("markers", 1)]))
    assert [doc.undo_stack.text(i) for i in range(3)] == [
        f"Переместить 1 фигуру на {cell_name}",
        "Переместить 3 фигуры на 3 места",
        "Удалить 2 фигуры",
    ]

    # the document's form: its rows, the record tables' headers and the choice boxes
    panel = russian_window.properties
    panel.show_target(doc, None)
    shown = shown_texts(panel)
    form_labels = [
        layout.itemAt(row, QFormLayout.ItemRole.LabelRole).widget().text()
        for layout in panel.findChildren(QFormLayout)
        for row in range(layout.rowCount())
        if layout.itemAt(row, QFormLayout.ItemRole.LabelRole) is not None
    ]
    assert not untranslated_english(shown + form_labels, russian), "English text left in the properties panel"
    assert not [t for t in shown + form_labels if "_" in t], "a field name is shown as an identifier"
    # field names and choices are shown through the catalogue's field words
    assert field_label("radius") in form_labels
    records = ModelListEditor(panel.form, "markers", Marker, field_label("markers"))
    records.refresh(doc.model.markers)
    table = records.table
    headers = [table.horizontalHeaderItem(c).text() for c in range(table.columnCount())]
    assert not untranslated_english(shown_texts(records), russian)
    assert headers == [field_label(name) for name in ("type", "hex", "owner", "facing", "name")]
    shapes = panel.findChild(QComboBox, "prop.shape")
    assert [shapes.itemText(i) for i in range(shapes.count())] == [field_label(v) for v in ("hexagon", "field", "grid")]
    # a piece's form: its heading and the "Cell" row
    panel.show_target(doc, ("markers", 0))
    shown = shown_texts(panel)
    assert "Клетка" in shown
    assert not untranslated_english(shown, russian)


def test_drag_refusals_playback_seats_issues_and_export_errors_are_russian(russian, qtbot, tmp_path: Path) -> None:
    verdicts = DragVerdicts("drag")
    assert verdicts.reason(None) == "бросьте на клетку поля"
    assert verdicts.reason("0,0") == "не на поле"

    playback = StepPlayback("test.playback")
    qtbot.addWidget(playback)
    assert playback.speed_label.text() == "обычно"
    playback.speed.setValue(3)
    assert playback.speed_label.text() == "очень быстро"
    assert not untranslated_english(shown_texts(playback), russian)

    # who plays a seat: the agents in words, the session still gets their names
    dialog = SeatsDialog(load_game("samurai_battles"), 2)
    qtbot.addWidget(dialog)
    seat = dialog.combos[1]
    assert [seat.itemText(i) for i in range(seat.count())][:2] == ["человек", "жадный"]
    assert not untranslated_english(shown_texts(dialog), russian)
    seat.setCurrentIndex(seat.findData("random"))
    assert dialog.seats() == ["human", "random"]

    issues = IssuesPanel()
    qtbot.addWidget(issues)
    where = Location(line=12, path=("markers", 0, "hex"), target="0,0")
    issues.set_issues([Issue(Severity.ERROR, "bad-hex", "off the board", where)])
    row = issues.topLevelItem(0)
    assert row.text(0) == "ошибка"
    assert row.text(3).startswith("строка 12 ") and row.text(3).endswith(" на 0,0")

    doc = Document(BoardMap(), kind=document_kind("testboard/map"))
    assert doc.display_name == "без имени (map)"
    with pytest.raises(RenderError, match="неизвестный формат"):
        render_document(doc, tmp_path / "sheet.gif")


def plural_texts(path: Path) -> Iterator[str]:
    """The literal texts of ``path`` passed to ``tr`` with a count (``tr(text, None, n)``)."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and getattr(node.func, "id", "") == "tr"
            and len(node.args) == 3
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield node.args[0].value


def test_every_plural_text_of_the_shared_editor_has_three_russian_forms(russian) -> None:
    forms: dict[str, list[str]] = {}
    for message in ET.parse(TS_FILE).getroot().iter("message"):
        translation = message.find("translation")
        if message.get("numerus") == "yes" and translation is not None and translation.get("type") is None:
            forms[message.findtext("source") or ""] = [(f.text or "").strip() for f in translation.iter("numerusform")]
    wanted = {text for path in SHARED_MODULES for text in plural_texts(path)}
    assert wanted, "the shared modules have plural texts"
    missing = sorted(t for t in wanted if len(forms.get(t, [])) != 3 or not all(forms[t]))
    assert not missing, f"plural texts without their three Russian forms: {missing}"
    # Russian agrees with the number: one, few, many; every %n is the number
    assert tr("Move %n piece(s) to %n place(s)", None, 21) == "Переместить 21 фигуру на 21 место"
    assert tr("Move %n piece(s) to %n place(s)", None, 3) == "Переместить 3 фигуры на 3 места"
    assert tr("Move %n piece(s) to %n place(s)", None, 5) == "Переместить 5 фигур на 5 мест"
    assert tr("Delete corner in %n areas", None, 2) == "Удалить вершину в 2 областях"
