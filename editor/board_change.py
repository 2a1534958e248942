"""Edits that change the board itself (a field that grows or shrinks, the battlefield a battle is
fought on): one undo step of one or more field changes, refused — nothing pushed — when the values
do not validate or when anything would be left on a cell the new board no longer has.

Whether something would be left off the board is the document's own check, the one every edit of
a board-shaping field goes through (:func:`editor.board_shape.board_edit_refusal`: pieces,
painted cells, and what the kind says lies on cells — :meth:`~editor.kinds.DocumentKind.placed_cells`:
edges, zones). This module only adds the validation of the new values and the one undo step.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from editor.commands import SetFieldCommand
from editor.i18n import tr

if TYPE_CHECKING:
    from editor.document import Document


class _Refused(Exception):
    pass


def _set_path(data: dict[str, Any], path: str, value: Any) -> None:
    parts = [int(p) if p.isdigit() else p for p in path.split(".")]
    obj: Any = data
    for p in parts[:-1]:
        obj = obj[p]
    obj[parts[-1]] = value


def push_board_change(document: Document, changes: dict[str, Any], text: str) -> str | None:
    """Set the fields ``changes`` (dotted path -> value) as one undo step, or refuse: returns the
    reason, and the document is as it was."""
    if document.kind is None:
        return tr("this document has no board")
    data = document.model.model_dump()
    for path, value in changes.items():
        _set_path(data, path, value)
    try:
        type(document.model).model_validate(data)
    except ValidationError as exc:
        return str(exc.errors()[0]["msg"])
    stack = document.undo_stack
    refusals: list[str] = []

    def refused(reason: str) -> None:
        refusals.append(reason)

    stack.refused.connect(refused)
    try:
        with stack.macro(text):
            for path, value in changes.items():
                stack.push(SetFieldCommand(document, None, path, value, merge=False))
                if refusals:
                    raise _Refused  # the macro rolls back what it had done
    except _Refused:
        pass
    finally:
        stack.refused.disconnect(refused)
    return refusals[0] if refusals else None
