"""Where an issue of a document lies on its board: the cell and the piece it points at (an issue
naming several areas points at all of them). A function of a document, on its floor."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from editor.boards import AreaBoardShape, CellGroup
from editor.document import PieceGroup

if TYPE_CHECKING:
    from editor.document import Document
    from engine.content.issues import Issue


def locate_issue(doc: Document, issue: Issue) -> tuple[Any | None, Any | None]:
    """The board cell and the piece an issue points at (either may be ``None``). An issue whose
    target names several cells (``"a,b"``: two areas that overlap) points at a
    :class:`~editor.boards.CellGroup` of them and at a :class:`PieceGroup` of the pieces that are
    those cells (their own records on an area map)."""
    cell: Any = None
    piece: Any = None
    if doc.board is not None and issue.location.target:
        cell = _parse_target(doc, issue.location.target)
    if isinstance(cell, CellGroup) and doc.kind is not None:
        pieces = [p for c in cell if (p := doc.kind.cell_piece(doc, c)) is not None]
        if pieces:
            return cell, PieceGroup(pieces)
    if cell is not None and not isinstance(cell, CellGroup) and doc.kind is not None:
        piece = doc.kind.cell_piece(doc, cell)
    if doc.kind is not None:
        path = issue.location.path
        for c in doc.kind.collections:
            n = len(c.path)
            idx = path[n] if tuple(path[:n]) == c.path and len(path) > n else None
            if isinstance(idx, int):
                if 0 <= idx < len(doc.items(c.name)):
                    piece = (c.name, idx)
                    if cell is None and doc.board is not None:
                        cell = doc.cell_of(c.name, idx)
                break
    return cell, piece


def _parse_target(doc: Document, target: str) -> Any:
    assert doc.board is not None
    try:
        return doc.board.parse(target)
    except (ValueError, TypeError):
        pass
    if not isinstance(doc.board, AreaBoardShape):
        return None
    cells = []
    for part in target.split(","):
        try:
            cells.append(doc.board.parse(part.strip()))
        except (ValueError, TypeError):
            continue
    if not cells:
        return None
    return cells[0] if len(cells) == 1 else CellGroup(cells)
