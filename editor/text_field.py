"""A multi-line text field that keeps every character the user types or pastes.

``QPlainTextEdit.toPlainText`` turns a no-break space into a plain space and a line separator
(U+2028) into a line feed, so a pasted character would change on its way into the document. The
field reads its document's raw text instead: every character stays as it is, except the breaks the
text field itself shows as a new line (Enter, a pasted CR, CR LF or paragraph separator U+2029),
which are stored as a line feed. The content files keep whatever the document holds
(:func:`engine.content.io.dump_data` escapes what YAML would otherwise read back differently).
"""

from __future__ import annotations

from PySide6.QtWidgets import QPlainTextEdit, QWidget

#: how the text field's document separates its lines (blocks)
_BLOCK_SEPARATOR = "\u2029"


class TextField(QPlainTextEdit):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)

    def text(self) -> str:
        """The field's text, character for character (a line break is ``"\\n"``)."""
        return self.document().toRawText().replace(_BLOCK_SEPARATOR, "\n")

    def show_text(self, text: str) -> None:
        """Show ``text`` unless the field already holds it (the cursor stays where it is)."""
        if self.text() != text:
            self.setPlainText(text)
