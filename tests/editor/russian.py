"""The Russian interface in tests: the catalogue's translations, the English texts that have one,
and the ``russian`` fixture (the catalogue compiled fresh from the .ts and installed)."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from editor.i18n import LANGUAGE_ENV, TRANSLATIONS_DIR, chosen_language, install_translator

TS_FILE = TRANSLATIONS_DIR / "warbench_ru.ts"


def translated_messages() -> dict[tuple[str, str], str]:
    """(source text, disambiguation) -> Russian text of every finished message in the .ts; a
    plural message gives its forms joined with " | "."""
    out: dict[tuple[str, str], str] = {}
    for message in ET.parse(TS_FILE).getroot().iter("message"):
        translation = message.find("translation")
        if translation is None or translation.get("type") is not None:
            continue
        forms = [form.text or "" for form in translation.findall("numerusform")]
        text = " | ".join(forms) if forms and all(f.strip() for f in forms) else (translation.text or "")
        if text.strip():
            out[(message.findtext("source") or "", message.findtext("comment") or "")] = text
    return out


def translations() -> dict[str, str]:
    """Source text -> Russian text of every finished message in the .ts."""
    return {source: text for (source, _disambiguation), text in translated_messages().items()}


def english_forms(sources: dict[str, str]) -> set[str]:
    """The English texts as Qt may show them: as written, without mnemonics, without the dots
    of "Open..." (a tooltip Qt makes from an action's text drops both)."""
    forms: set[str] = set()
    for source, russian in sources.items():
        if "{" in source or "%n" in source:  # texts with fields are shown filled, not as written
            continue
        if russian == source:  # a name that reads the same in both languages ("Warbench", "D1")
            continue
        plain = source.replace("&", "")
        forms |= {source, plain, plain.removesuffix("...")}
    return forms


@pytest.fixture
def russian(tmp_path: Path, qapp, monkeypatch) -> Iterator[dict[str, str]]:
    """The Russian catalogue compiled fresh from the .ts (as ``make install`` does) and installed;
    English again afterwards. Yields the .ts's translations."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    qm = tmp_path / "warbench_ru.qm"
    subprocess.run([str(lrelease), "-silent", str(TS_FILE), "-qm", str(qm)], check=True)
    monkeypatch.setenv(LANGUAGE_ENV, "ru")
    assert install_translator(chosen_language(), catalogue=qm)
    yield translations()
    install_translator("en")


#: texts shown as the content (or the test plugin) holds them that happen to be English words
#: with a translation elsewhere: not the interface's words
CONTENT_WORDS = {
    "Tea Ceremony": "a Dragon card whose Russian name no source gives (the content's English fallback)",
    "standard": "the id of Battle for Rokugan's standard map, in the scenario's map choice",
    "cost": "the code of the Warlords roster's cost issue, in the Issues list's code column",
    "land": "an area kind of the test plugin (a plugin brings its own translations)",
    "sea": "an area kind of the test plugin",
    "field": "a choice value of the test plugin's board",
}


def untranslated_english(texts: list[str], sources: dict[str, str]) -> list[str]:
    """The texts among ``texts`` that are an English source with a Russian translation, shown
    untranslated (the content's own words of :data:`CONTENT_WORDS` aside)."""
    english = english_forms(sources)
    return [t for t in texts if t in english and t not in CONTENT_WORDS]


def shown_texts(root: QWidget) -> list[str]:
    """Every text ``root`` shows or holds a tab or a click away: labels, buttons, group boxes,
    tabs, tooltips, placeholders, window titles, the items of trees, lists, tables and choice
    boxes, and the text items of graphics scenes."""
    from PySide6.QtWidgets import (
        QAbstractButton,
        QComboBox,
        QGraphicsSimpleTextItem,
        QGraphicsTextItem,
        QGraphicsView,
        QGroupBox,
        QLabel,
        QLineEdit,
        QListWidget,
        QTableWidget,
        QTabWidget,
        QTreeWidget,
        QTreeWidgetItemIterator,
    )

    texts = [w.text() for w in root.findChildren(QLabel)]
    texts += [b.text() for b in root.findChildren(QAbstractButton)]
    texts += [w.toolTip() for w in root.findChildren(QWidget) if w.toolTip()]
    texts += [w.windowTitle() for w in root.findChildren(QWidget) if w.isWindow() and w.windowTitle()]
    texts += [g.title() for g in root.findChildren(QGroupBox)]
    texts += [e.placeholderText() for e in root.findChildren(QLineEdit) if e.placeholderText()]
    texts += [t.tabText(i) for t in root.findChildren(QTabWidget) for i in range(t.count())]
    texts += [c.itemText(i) for c in root.findChildren(QComboBox) for i in range(c.count())]
    texts += [w.item(i).text() for w in root.findChildren(QListWidget) for i in range(w.count())]
    for table in root.findChildren(QTableWidget):
        for c in range(table.columnCount()):
            header = table.horizontalHeaderItem(c)
            texts += [header.text()] if header is not None else []
            # the content's own values in cells one edits are data, not the interface's words
            texts += [
                table.item(r, c).text()
                for r in range(table.rowCount())
                if table.item(r, c) is not None and not table.item(r, c).flags() & Qt.ItemFlag.ItemIsEditable
            ]
    for tree in root.findChildren(QTreeWidget):
        header = tree.headerItem()
        texts += [header.text(c) for c in range(header.columnCount())]
        it = QTreeWidgetItemIterator(tree)
        while it.value():
            texts += [it.value().text(c) for c in range(it.value().columnCount())]
            texts += [it.value().toolTip(c) for c in range(it.value().columnCount())]
            it += 1
    for view in root.findChildren(QGraphicsView):
        if view.scene() is None:
            continue
        for item in view.scene().items():
            if isinstance(item, QGraphicsSimpleTextItem):
                texts.append(item.text())
            elif isinstance(item, QGraphicsTextItem):
                texts.append(item.toPlainText())
            if item.toolTip():
                texts.append(item.toolTip())
    return [t for t in texts if t]
