"""The widget a game's panel, gallery or summary of one document is built on: it keeps the
document, is named so that tests and style sheets find it, and may follow the document's changes
by showing it again."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:
    from editor.document import Change, Document


class DocumentPanel(QWidget):
    """A widget that shows or edits ``document``, named ``name``; ``title`` is the title of the
    dock or tab it stands in, when it has one of its own."""

    def __init__(self, document: Document, name: str, title: str = "") -> None:
        super().__init__()
        self.setObjectName(name)
        if title:
            self.setWindowTitle(title)
        self.document = document

    def follow_document(self) -> None:
        """Show the document now and again after each of its changes (:meth:`refresh`)."""
        self.document.changed.connect(self._document_changed)
        self.refresh()

    def _document_changed(self, _change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Show the document's values; a panel that follows the document says how."""
        raise NotImplementedError(f"{type(self).__name__} follows its document but does not refresh")
