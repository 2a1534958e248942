"""What the editor shows is written for a person: no field paths, indexes from 0 or internal
collection names in labels, issues, undo history or messages; counts agree with their nouns."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QGroupBox,
    QLabel,
    QListView,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItemIterator,
    QWidget,
)

from editor.i18n import tr
from editor.words import FIELD_PATH, path_words
from engine.content.library import bundled_library, core_pack_dir
from tests.editor.conftest import drag_on_view, open_map
from tests.support.testboard import BoardMap


def shown_texts(window) -> list[str]:
    out = [window.statusBar().currentMessage(), window.windowTitle()]
    for w in window.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        if w.toolTip():
            out.append(w.toolTip())
        if isinstance(w, QTreeWidget):
            it = QTreeWidgetItemIterator(w)
            while it.value():
                out += [it.value().text(c) for c in range(it.value().columnCount())]
                it += 1
        if isinstance(w, QListView) and w.model() is not None:
            m = w.model()
            out += [str(m.data(m.index(r, 0), Qt.ItemDataRole.DisplayRole)) for r in range(m.rowCount())]
    return out


def test_paths_and_counts_in_words() -> None:
    assert path_words(("armies", 0, "units", 5, "type")) == "army 1 › unit 6 › type"
    assert path_words("opponent.hq_hp") == "opponent › HQ hit points"
    assert tr("%n cell(s)", None, 1) == "1 cell" and tr("%n cell(s)", None, 3) == "3 cells"
    assert tr("%n (army|armies)", None, 1) == "1 army" and tr("%n (army|armies)", None, 0) == "0 armies"


BUNDLED = sorted({item.file for item in bundled_library().items.values() if item.file and "/schema/" not in item.file})[
    ::7
]


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.replace(str(core_pack_dir()), ""))
def test_no_field_path_shows_on_a_bundled_document(window, path) -> None:
    window.open_file(path)
    doc = window.current_document()
    assert doc is not None
    bad = [t for t in shown_texts(window) if FIELD_PATH.search(t)]
    assert not bad


def test_edits_and_issues_read_as_words(window) -> None:
    from tests.support.testboard import Tag

    doc = open_map(window, BoardMap(markers=[], tags=[Tag(piece="nobody", hex="1,0")]))
    view = window.current_view()
    assert any(i.location.path == ("tags", 0, "piece") for i in view.validate_now())
    panel = window.issues_panel
    locations = [panel.topLevelItem(i).text(3) for i in range(panel.topLevelItemCount())]
    assert "tag 1 › piece at 1,0" in locations
    paint = window.tool("paint")
    paint.set_value("terrain", "water")
    window.set_tool(paint)
    from engine.core.hexgrid import Hex

    drag_on_view(window, [Hex(0, 0)])
    texts = [doc.undo_stack.text(i) for i in range(doc.undo_stack.count())]
    assert texts == ["Paint 1 cell"]
    assert not [t for t in shown_texts(window) if FIELD_PATH.search(t)]


# a rulebook reference ("(L752", "§9", "L170") or a Python literal given as a value ("default: True")
RULEBOOK_REFERENCE = re.compile(r"\(L\d+|§\s?\d|\bL\d{2,4}\b")
PYTHON_VALUE = re.compile(r"[:(=]\s*(True|False|None)\b")


def own_texts(window) -> list[str]:
    """The words of every visible label, button, group box, combo box entry and tab: what a person
    reads without pointing at anything (tooltips may name a rule's source)."""
    out = []
    for w in window.findChildren(QWidget):
        if not w.isVisible():
            continue
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QTabWidget):
            out += [w.tabText(i) for i in range(w.count())]
    return out


def test_rule_texts_read_as_words_with_the_source_in_the_tooltip() -> None:
    from editor.words import without_source

    assert without_source("§9 #18 (L157 vs L170): light cavalry's charge adds +2") == "Light cavalry's charge adds +2"
    assert without_source("L360: extra orders per turn. GM decision") == "Extra orders per turn. GM decision"
    assert without_source("pass: zones 4 wide x 6 deep (L752-L754)") == "pass: zones 4 wide x 6 deep"
    assert without_source("Weather (rules/003 §2.4, §6.2)") == "Weather"
    assert without_source("1 bluff (exactly one, L131)") == "1 bluff (exactly one)"
    assert without_source("Lion Capital (level 3)") == "Lion Capital (level 3)"


ALL_BUNDLED = sorted({item.file for item in bundled_library().items.values() if item.file})


@pytest.mark.parametrize("path", ALL_BUNDLED, ids=lambda p: p.replace(str(core_pack_dir()), ""))
def test_a_bundled_document_shows_words_not_rulebook_lines_or_python_values(window, path) -> None:
    window.open_file(path)
    assert window.current_document() is not None
    texts = own_texts(window)
    assert not [t for t in texts if RULEBOOK_REFERENCE.search(t)]
    assert not [t for t in texts if PYTHON_VALUE.search(t)]


def test_a_rule_options_text_keeps_its_source_in_the_tooltip(window) -> None:
    from PySide6.QtWidgets import QLabel as Label

    window.open_file(str(core_pack_dir() / "warlords" / "battles" / "wl-battle-breakthrough-hills.yaml"))
    label = window.findChild(Label, "warlords.battle.rules.four_legs_light_total.description")
    assert label is not None
    assert label.text().startswith("Light cavalry's charge plus Four legs adds +2") and label.text().endswith(
        "(default: 2)"
    )
    assert label.toolTip().startswith("§9 #18 (L157 vs L170): light cavalry's charge")


def test_a_log_line_names_its_pieces_and_leaves_the_other_words_alone() -> None:
    from editor.words import named

    names = {"r-ay4": "Ashigaru yari 4", "AY r-ay4": "Ashigaru yari 4", "r-foot1": "Foot leader 1", "r-ay": "x"}
    line = "AY r-ay4 (4 fig. led by r-foot1) at 9,18; r-ay41 and pre-r-ay4 are other words"
    assert named(line, names) == (
        "Ashigaru yari 4 (4 fig. led by Foot leader 1) at 9,18; r-ay41 and pre-r-ay4 are other words"
    )
    assert named("r-ay4 moves", {}) == "r-ay4 moves"
