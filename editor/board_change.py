"""Edits that change the board itself (a field that grows or shrinks): one undo step, refused when
anything would be left on a cell the new board no longer has.

Pieces, painted cells and whatever else the kind says lies on cells
(:meth:`~editor.kinds.DocumentKind.placed_cells`: edges, zones) must all still be on the board
after the edit; otherwise the edit is refused with the cells that would be lost, so that the user
moves or removes those things first and never finds a piece standing nowhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from editor.commands import SetFieldCommand
from editor.words import plural

if TYPE_CHECKING:
    from editor.boards import BoardShape
    from editor.document import Document


def _set_path(data: dict[str, Any], path: str, value: Any) -> None:
    parts = [int(p) if p.isdigit() else p for p in path.split(".")]
    obj: Any = data
    for p in parts[:-1]:
        obj = obj[p]
    obj[parts[-1]] = value


def occupied_cells(document: Document) -> list[str]:
    """The stored cells something lies on: pieces, painted layer cells, and the kind's other
    placed things (in that order, each once)."""
    kind = document.kind
    if kind is None:
        return []
    out: list[Any] = []
    for coll in kind.collections:
        out += [getattr(item, coll.cell_field) for item in document.items(coll.name)]
    for lay in kind.layers:
        store = document.layer_store(lay.name)
        if lay.record_model is None:
            out += list(store)
        elif lay.cells_field is not None:
            out += [c for rec in store for c in getattr(rec, lay.cells_field)]
        else:
            out += [getattr(rec, lay.cell_field) for rec in store]
    out += kind.placed_cells(document)
    return [str(v) for v in dict.fromkeys(v for v in out if v is not None)]


def _on_board(document: Document, board: BoardShape, stored: str) -> bool:
    assert document.kind is not None
    try:
        return bool(board.contains(document.kind.stored_to_cell(board, stored)))
    except (ValueError, TypeError):
        return False


def board_change_refusal(document: Document, changes: dict[str, Any]) -> str | None:
    """Why setting the document fields ``changes`` (dotted path -> value) may not be done: the
    fields do not validate, or things would be left on cells the new board lacks (named); ``None``
    when the edit keeps everything on the board."""
    kind = document.kind
    if kind is None:
        return "this document has no board"
    data = document.model.model_dump()
    for path, value in changes.items():
        _set_path(data, path, value)
    try:
        new_model = type(document.model).model_validate(data)
    except ValidationError as exc:
        return str(exc.errors()[0]["msg"])
    new_board = kind.model_board(document, new_model)
    if new_board is None:
        return "the board cannot be drawn with these values"
    lost = [c for c in occupied_cells(document) if document.board is None or not _on_board(document, new_board, c)]
    # cells that were not on the old board either are the Issues panel's to report, not the edit's
    if document.board is not None:
        lost = [c for c in lost if _on_board(document, document.board, c)]
    if not lost:
        return None
    shown = ", ".join(lost[:8]) + (", ..." if len(lost) > 8 else "")
    return f"{plural(len(lost), 'cell')} in use would fall off the board ({shown}): move or remove what is there first"


def push_board_change(document: Document, changes: dict[str, Any], text: str) -> str | None:
    """Set the fields ``changes`` as one undo step, or refuse (returns the reason, nothing pushed)."""
    reason = board_change_refusal(document, changes)
    if reason is not None:
        return reason
    stack = document.undo_stack
    stack.beginMacro(text)
    for path, value in changes.items():
        stack.push(SetFieldCommand(document, None, path, value, merge=False))
    stack.endMacro()
    return None
