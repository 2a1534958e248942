"""Edits of a document's board shape: what the document puts on cells a board does not have, and
why an edit that changes the board must be refused (a piece or a painted cell would be left off
it). Functions of a document, on its floor; :mod:`editor.board_change` makes such edits undoable."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from editor.i18n import tr
from editor.layers import layer_store

if TYPE_CHECKING:
    from editor.boards import BoardShape
    from editor.document import Document


def places_off(doc: Document, board: BoardShape | None) -> dict[tuple[str, Any], str]:
    """What the document puts on cells ``board`` does not have (every piece and painted cell
    when there is no board), as ``{(collection or layer, index or stored cell): words}``. A
    place is on the board only when what is stored names a cell of it exactly (stored again,
    the cell gives back the same value), so an old label that the new board happens to read
    another way counts as off."""
    kind = doc.kind
    if kind is None:
        return {}
    out: dict[tuple[str, Any], str] = {}
    for coll in kind.collections:
        for i, item in enumerate(doc.items(coll.name)):
            stored = getattr(item, coll.cell_field)
            if stored is None:
                continue  # kept with no cell (a unit in reserve): on no board, so no board strands it

            def to_cell(v: Any, c: str = coll.name) -> Any:
                return kind.piece_stored_to_cell(board, c, v)  # type: ignore[arg-type]  # board is not None here: _stored_on returns False before calling for no board

            def to_stored(cell: Any, c: str = coll.name) -> Any:
                return kind.piece_cell_to_stored(board, c, cell)  # type: ignore[arg-type]  # board is not None here: _stored_on returns False before calling for no board

            if not _stored_on(board, stored, to_cell, to_stored):
                name = getattr(item, "id", None) or kind.look.piece_label(coll.name, item) or coll.label
                out[(coll.name, i)] = tr("{piece} at {cell}").format(piece=tr(name), cell=stored)
    for lay in kind.layers:
        store = layer_store(doc, lay.name)
        if lay.record_model is None:
            keys = list(store)
        elif lay.cells_field is not None:
            keys = list(dict.fromkeys(c for r in store for c in getattr(r, lay.cells_field)))
        else:
            keys = [getattr(r, lay.cell_field) for r in store]
        for key in keys:

            def cell_of(v: Any) -> Any:
                return kind.stored_to_cell(board, v)  # type: ignore[arg-type]  # board is not None here: _stored_on returns False before calling for no board

            def stored_of(cell: Any) -> Any:
                return kind.cell_to_stored(board, cell)  # type: ignore[arg-type]  # board is not None here: _stored_on returns False before calling for no board

            if not _stored_on(board, key, cell_of, stored_of):
                out[(lay.name, key)] = tr("{piece} at {cell}").format(piece=tr(lay.label), cell=key)
    # edges and zones the kind places are named by a cell (and a side): on the board with it
    for stored in kind.placed_cells(doc):

        def placed_cell(v: Any) -> Any:
            return kind.stored_to_cell(board, v)  # type: ignore[arg-type]  # board is not None here: _stored_on returns False before calling for no board

        if not _stored_on(board, stored, placed_cell, lambda _cell, v=stored: v):
            out[("placed", stored)] = str(stored)
    return out


def board_edit_refusal(doc: Document, apply: Any, revert: Any, what: str) -> str | None:
    """Why an edit that may change the board's shape must not be done, or ``None``.

    ``apply`` makes the edit on the model (without telling anyone) and ``revert`` undoes it;
    the board the edited document would have is built between the two. An edit that leaves a
    piece or a painted cell that is on the board now on no cell of the new board is refused:
    the pieces are never carried along silently, the user moves or removes them first. (What a
    file already put off the board does not block an edit; validation reports it.)"""
    if doc.kind is None or doc.board is None:
        return None
    before = places_off(doc, doc.board)
    apply()
    try:
        after = places_off(doc, doc.kind.document_board(doc))
    finally:
        revert()
    stranded = [words for key, words in after.items() if key not in before]
    if not stranded:
        return None
    shown = ", ".join(stranded[:4])
    if len(stranded) > 4:
        shown = tr("{places} and %n more", None, len(stranded) - 4).format(places=shown)
    return tr(
        "{what}: refused, %n piece(s) or painted cell(s) would be off the board ({shown}). Move or remove them first.",
        None,
        len(stranded),
    ).format(what=what, shown=shown)


def _stored_on(board: BoardShape | None, stored: Any, to_cell: Any, to_stored: Any) -> bool:
    """Whether ``stored`` names a cell of ``board`` exactly (see :func:`places_off`)."""
    if board is None:
        return False
    try:
        cell = to_cell(stored)
        return bool(board.contains(cell)) and bool(to_stored(cell) == stored)
    except (ValueError, TypeError, KeyError, IndexError, AttributeError):
        return False
