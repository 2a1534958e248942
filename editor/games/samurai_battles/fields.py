"""The scenario editors' binder: a :class:`~editor.panels.binder.FieldBinder` on the scenario's
own fields, its editors named ``scenario.<path>``, a refusal naming the field path."""

from __future__ import annotations

from collections.abc import Callable

from editor.document import Document
from editor.panels.binder import FieldBinder, first_line, get_path

__all__ = ["Bindings", "get_path"]


class Bindings(FieldBinder):
    """The editors of one scenario panel and how to show the scenario's values in them."""

    def __init__(self, document: Document, status: Callable[[str], None] | None = None) -> None:
        say = status or (lambda _text: None)
        super().__init__(document, refused=lambda path, error: say(f"{path}: {first_line(error)}"), prefix="scenario.")
