"""The widget the games' panels and galleries of one document are built on (editor/document_panel.py)."""

from __future__ import annotations

import pytest

from editor.commands.pieces import SetFieldCommand
from editor.document import Document
from editor.document_panel import DocumentPanel
from editor.plugin import document_kind


class _Shown(DocumentPanel):
    """Counts how often it showed the document, and the name it showed."""

    def __init__(self, document: Document) -> None:
        super().__init__(document, "test.roster_panel", "Roster")
        self.names: list[str] = []
        self.follow_document()

    def refresh(self) -> None:
        self.names.append(self.document.model.name.en)


def _roster() -> Document:
    kind = document_kind("warlords/roster")
    return Document(kind.new_model(), kind=kind)


def test_a_panel_is_named_titled_and_shows_each_edit_and_its_undo(qtbot) -> None:
    doc = _roster()
    panel = _Shown(doc)
    qtbot.addWidget(panel)
    assert panel.objectName() == "test.roster_panel" and panel.windowTitle() == "Roster"
    first = panel.names[-1]
    assert len(panel.names) == 1, "it shows the document once when built"
    doc.undo_stack.push(SetFieldCommand(doc, None, "name.en", "Sacred band"))
    assert panel.names[-1] == "Sacred band"
    doc.undo_stack.undo()
    assert panel.names[-1] == first


def test_a_panel_without_a_title_keeps_none_and_one_that_follows_must_refresh(qtbot) -> None:
    doc = _roster()
    plain = DocumentPanel(doc, "test.plain")
    qtbot.addWidget(plain)
    assert plain.windowTitle() == "" and plain.document is doc
    with pytest.raises(NotImplementedError, match="does not refresh"):
        plain.follow_document()
