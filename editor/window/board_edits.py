"""The Edit menu's work on board documents: selection, delete, rotate, cut, copy and paste."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QByteArray, QMimeData
from PySide6.QtGui import QGuiApplication, QKeySequence

from editor.commands import AddPieceCommand, RemovePiecesCommand
from editor.i18n import tr
from editor.tools.generic import rotate_pieces
from editor.window.parts import WindowParts, WindowPiece

if TYPE_CHECKING:
    from editor.boards import BoardShape

PIECES_MIME = "application/x-warbench-pieces"


def _cell_or_none(board: BoardShape, label: str) -> Any | None:
    """The board's cell labelled ``label`` (the hovered cell), or ``None``."""
    if not label:
        return None
    try:
        cell = board.parse(label)
    except (ValueError, TypeError):
        return None
    return cell if board.contains(cell) else None


class BoardEdits(WindowPiece):
    """Selection, delete, rotate, cut/copy/paste on the board of the current document; ``hovered``
    is the label of the cell under the pointer, where pieces are pasted; ``selection_changed``
    tells the window the selection changed."""

    def __init__(
        self,
        parts: WindowParts,
        *,
        hovered: Callable[[], str],
        selection_changed: Callable[[], None],
    ) -> None:
        super().__init__(parts)
        self._hovered = hovered
        self._selection_changed = selection_changed
        action = parts.action
        K = QKeySequence.StandardKey
        self.act_cut = action("edit.cut", tr("Cu&t"), self.cut, K.Cut)
        self.act_copy = action("edit.copy", tr("&Copy"), self.copy, K.Copy)
        self.act_paste = action("edit.paste", tr("&Paste"), self.paste, K.Paste)
        self.act_delete = action(
            "edit.delete", tr("&Delete"), self.delete_selection, K.Delete, tr("Delete the selection")
        )
        self.act_select_all = action("edit.select_all", tr("Select &All"), self.select_all, K.SelectAll)
        self.act_rotate_cw = action("edit.rotate_cw", tr("Rotate Clockwise"), lambda: self.rotate_selection(1), "R")
        self.act_rotate_ccw = action(
            "edit.rotate_ccw",
            tr("Rotate Counter-clockwise"),
            lambda: self.rotate_selection(-1),
            "Shift+R",  # i18n: not shown
        )
        self.actions = (
            self.act_cut,
            self.act_copy,
            self.act_paste,
            self.act_delete,
            self.act_select_all,
            self.act_rotate_cw,
            self.act_rotate_ccw,
        )

    def selection(self) -> list[tuple[str, int]]:
        """The selected pieces of the current document's board, as (collection, index)."""
        view = self.tabs.current_view()
        return sorted(view.scene.selected) if view is not None and view.scene is not None else []

    def select_all(self) -> None:
        view = self.tabs.current_view()
        if view is not None and view.scene is not None:
            view.scene.set_selection(set(view.document.pieces()))
            self._selection_changed()

    def delete_selection(self) -> None:
        view = self.tabs.current_view()
        sel = self.selection()
        if view is None or not sel:
            return
        view.document.undo_stack.push(RemovePiecesCommand(view.document, sel))
        assert view.scene is not None
        view.scene.set_selection(set())
        self._selection_changed()

    def rotate_selection(self, steps: int) -> None:
        doc = self.tabs.current_document()
        sel = self.selection()
        if doc is not None and sel and not rotate_pieces(doc, sel, steps, merge=False):
            self.messages.status(tr("nothing selected can rotate"))

    def copy(self) -> None:
        view = self.tabs.current_view()
        sel = self.selection()
        if view is None or not sel or view.document.board is None:
            return
        doc = view.document
        assert doc.board is not None
        # a piece the file put on no cell of this board is not drawn, so it cannot be selected;
        # skipping it here keeps a stale selection from taking the copy down
        payload = [
            {
                "collection": c,
                "data": doc.item(c, i).model_dump(mode="json"),
                "cell": doc.board.label(cell),
            }
            for c, i in sel
            if i < len(doc.items(c)) and (cell := doc.cell_of(c, i)) is not None
        ]
        if not payload:
            return
        md = QMimeData()
        md.setData(PIECES_MIME, QByteArray(json.dumps({"kind": doc.model.kind, "pieces": payload}).encode()))
        md.setText(json.dumps(payload, ensure_ascii=False, indent=1))
        QGuiApplication.clipboard().setMimeData(md)
        self.messages.status(tr("copied {count} piece(s)").format(count=len(sel)))

    def cut(self) -> None:
        self.copy()
        self.delete_selection()

    def paste(self) -> None:
        """Paste copied pieces at the hovered cell (keeping their layout), or where they were."""
        view = self.tabs.current_view()
        if view is None or view.document.board is None or view.document.kind is None:
            return
        doc = view.document
        board = doc.board
        assert board is not None and doc.kind is not None
        md = QGuiApplication.clipboard().mimeData()
        if md is None or not md.hasFormat(PIECES_MIME):
            self.messages.status(tr("nothing to paste"))
            return
        try:
            payload = json.loads(bytes(md.data(PIECES_MIME).data()).decode())
            pieces = payload["pieces"]
            same_kind = payload.get("kind") == doc.model.kind
        except (ValueError, KeyError, TypeError, AttributeError):
            self.messages.status(tr("the clipboard's pieces cannot be read"))
            return
        if not same_kind:
            self.messages.status(tr("the clipboard holds pieces of another kind of document"))
            return
        try:
            # pieces copied from a board of another shape may name cells this board lacks
            cells = [board.parse_exact(p["cell"]) for p in pieces]
        except (ValueError, KeyError, TypeError) as exc:
            self.messages.status(tr("nothing pasted: {reason}").format(reason=exc))
            return
        if not cells:
            return
        anchor = _cell_or_none(board, self._hovered())
        delta = board.delta(anchor, cells[0]) if anchor is not None else None
        refused: list[str] = []
        with doc.undo_stack.macro(tr("Paste {count} piece(s)").format(count=len(pieces))):
            for p, cell in zip(pieces, cells):
                target = board.offset(cell, delta) if delta is not None else cell
                if not board.contains(target):
                    refused.append(tr("off the board"))
                    continue
                coll = doc.kind.collection(p["collection"])
                data = {k: v for k, v in p["data"].items() if k != coll.cell_field}
                data = doc.kind.copy_piece_data(doc, p["collection"], data)
                reason = doc.kind.can_place(doc, p["collection"], data, target)
                if reason is None:
                    try:
                        command = AddPieceCommand(doc, p["collection"], data, target)
                    except ValueError as exc:  # the copied data is no piece of this document
                        reason = str(exc).splitlines()[0]
                if reason is not None:
                    refused.append(reason)
                    continue
                doc.undo_stack.push(command)
        if refused:
            self.messages.status(
                tr("{count} piece(s) not pasted: {reason}").format(count=len(refused), reason=refused[0])
            )

    def release_clipboard(self) -> None:
        """Replace copied pieces on the clipboard by their text form.

        The pieces' mime data is a Python-made object owned by Qt; left on the clipboard it
        would be deleted after the interpreter has shut down."""
        cb = QGuiApplication.clipboard()
        md = cb.mimeData()
        if md is not None and md.hasFormat(PIECES_MIME):
            cb.setText(md.text())
