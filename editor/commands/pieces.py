"""Generic commands over a document's pieces, layers and fields.

Each command changes the model in ``redo``, restores it exactly in ``undo`` and tells the
document what changed. Property edits merge (a field edited keystroke by keystroke, a wheel
turning a tile) through ``id``/``mergeWith`` so one gesture is one undo step; tools preview a
drag or a brush stroke and push one command when it ends.
"""

from __future__ import annotations

import time
import weakref
from typing import TYPE_CHECKING, Any

from PySide6.QtGui import QUndoCommand

from editor.board_shape import board_edit_refusal
from editor.document import Change
from editor.i18n import tr
from editor.layers import layer_entry, layer_entry_for, layer_store, set_layer_entry
from editor.words import path_words

if TYPE_CHECKING:
    from editor.document import Document

PieceRef = tuple[str, int]

_MERGE_SET_FIELD = 1001


def _get(obj: Any, key: str | int) -> Any:
    if isinstance(obj, dict):
        return obj[key]
    if isinstance(obj, list):
        return obj[int(key)]
    return getattr(obj, str(key))


def _set(obj: Any, key: str | int, value: Any) -> None:
    if isinstance(obj, dict):
        obj[key] = value
    elif isinstance(obj, list):
        obj[int(key)] = value
    else:
        setattr(obj, str(key), value)


class DocumentCommand(QUndoCommand):
    """Base of commands on a document. The document is held weakly: the document owns its undo
    stack, which owns the commands, and a strong reference back would make a cycle that the
    garbage collector tears down while Qt is deleting the same commands."""

    def __init__(self, document: Document, text: str, parent: QUndoCommand | None = None) -> None:
        super().__init__(text, parent)
        self._document = weakref.ref(document)

    @property
    def document(self) -> Document:
        doc = self._document()
        if doc is None:  # pragma: no cover - a stack never outlives its document
            raise RuntimeError("the document of this command is gone")  # i18n: not shown
        return doc


class AddPieceCommand(DocumentCommand):
    def __init__(
        self,
        document: Document,
        collection: str,
        data: dict[str, Any],
        cell: Any,
        *,
        index: int | None = None,
        parent: QUndoCommand | None = None,
    ) -> None:
        kind = document.kind
        assert kind is not None and document.board is not None
        coll = kind.collection(collection)
        payload = dict(data)
        payload[coll.cell_field] = kind.piece_cell_to_stored(document.board, collection, cell)
        # validating here means a bad template fails before anything is pushed
        self.item = coll.item_model.model_validate(payload)
        label = kind.look.piece_label(collection, self.item) or coll.label
        super().__init__(
            document, tr("Add {piece} at {cell}").format(piece=tr(label), cell=document.board.label(cell)), parent
        )
        self.collection = collection
        self.index = index

    def redo(self) -> None:
        items = self.document.items(self.collection)
        if self.index is None:
            self.index = len(items)
        items.insert(self.index, self.item)
        self.document.notify(Change("items", self.collection))

    def undo(self) -> None:
        assert self.index is not None
        del self.document.items(self.collection)[self.index]
        self.document.notify(Change("items", self.collection))


class RemovePiecesCommand(DocumentCommand):
    """Remove pieces and, in cascade, every piece that hangs off them."""

    def __init__(self, document: Document, pieces: list[PieceRef], parent: QUndoCommand | None = None) -> None:
        kind = document.kind
        assert kind is not None
        todo = list(dict.fromkeys(pieces))
        seen = set(todo)
        i = 0
        while i < len(todo):  # cascade: what hangs off a removed piece goes too
            for dep in kind.dependents(document, *todo[i]):
                if dep not in seen:
                    seen.add(dep)
                    todo.append(dep)
            i += 1
        # remove from the back of each list first so earlier indices stay valid
        self.order = sorted(seen, key=lambda p: (p[0], -p[1]))
        self.removed: list[tuple[str, int, Any]] = []
        n = len(pieces)
        extra = len(self.order) - n
        text = (
            tr("Delete %n piece(s) (+{extra} attached)", None, n).format(extra=extra)
            if extra
            else tr("Delete %n piece(s)", None, n)
        )
        super().__init__(document, text, parent)

    def redo(self) -> None:
        self.removed = []
        touched = set()
        for coll, idx in self.order:
            items = self.document.items(coll)
            self.removed.append((coll, idx, items.pop(idx)))
            touched.add(coll)
        for c in sorted(touched):
            self.document.notify(Change("items", c))

    def undo(self) -> None:
        touched = set()
        for coll, idx, item in reversed(self.removed):
            self.document.items(coll).insert(idx, item)
            touched.add(coll)
        for c in sorted(touched):
            self.document.notify(Change("items", c))


class MovePiecesCommand(DocumentCommand):
    def __init__(
        self, document: Document, moves: list[tuple[PieceRef, Any]], parent: QUndoCommand | None = None
    ) -> None:
        kind = document.kind
        assert kind is not None and document.board is not None
        self.moves = []
        for (coll, idx), cell in moves:
            field = kind.collection(coll).cell_field
            old = getattr(document.item(coll, idx), field)
            self.moves.append((coll, idx, field, old, kind.piece_cell_to_stored(document.board, coll, cell)))
        n = len(moves)
        text = (
            tr("Move 1 piece to {cell}").format(cell=document.board.label(moves[0][1]))
            if n == 1
            else tr("Move %n piece(s) to %n place(s)", None, n)
        )
        super().__init__(document, text, parent)

    def _apply(self, new: bool) -> None:
        touched = set()
        for coll, idx, field, old, value in self.moves:
            setattr(self.document.item(coll, idx), field, value if new else old)
            touched.add(coll)
        for c in sorted(touched):
            self.document.notify(Change("items", c))

    def redo(self) -> None:
        self._apply(True)

    def undo(self) -> None:
        self._apply(False)


class SetFieldCommand(DocumentCommand):
    """Set a field of a piece (``target=(collection, index)``) or of the document (``target=None``).

    ``field`` is a path (``"title"``, ``"hq_hp.moloch"``). Consecutive edits of the same field
    of the same target merge into one undo step; with ``merge_window`` they merge only while
    edits come less than that many seconds apart (a wheel that keeps turning).
    """

    def __init__(
        self,
        document: Document,
        target: PieceRef | None,
        field: str,
        value: Any,
        *,
        merge_window: float | None = None,
        merge: bool = True,
        text: str | None = None,
        parent: QUndoCommand | None = None,
    ) -> None:
        super().__init__(document, text or tr("Change {field}").format(field=path_words(field)), parent)
        self.merge = merge
        self.target = target
        self.path: list[str | int] = [int(p) if p.isdigit() else p for p in field.split(".")]
        self.field = field
        self.value = self._coerce(value)
        self.old = _get(self._container(), self.path[-1])
        self.merge_window = merge_window
        self.stamp = time.monotonic()

    def _root(self) -> Any:
        if self.target is None:
            return self.document.model
        return self.document.item(*self.target)

    def _container(self) -> Any:
        obj = self._root()
        for p in self.path[:-1]:
            obj = _get(obj, p)
        return obj

    def _coerce(self, value: Any) -> Any:
        # validate through the nearest pydantic model that holds the field, so the stored value has
        # the right type and is within the model's rules: a field of a record ("rules.push_destinations"),
        # an item of a list or a mapping ("pool.0", "hq_hp.moloch") through the record owning the list
        obj = self._root()
        owner, rest = obj, list(self.path)
        for i, p in enumerate(self.path[:-1]):
            obj = _get(obj, p)
            if hasattr(type(obj), "model_validate"):
                owner, rest = obj, list(self.path[i + 1 :])
        if not hasattr(type(owner), "model_validate"):
            return value
        data = owner.model_dump()
        inner = data
        for p in rest[:-1]:
            inner = inner[int(p)] if isinstance(inner, list) else inner[p]
        _set(inner, rest[-1], value)
        checked = type(owner).model_validate(data)
        for p in rest:
            checked = _get(checked, p)
        return checked

    def _scope(self) -> Change:
        if self.target is None:
            return Change("document", self.field)
        return Change("items", self.target[0])

    def refusal(self) -> str | None:
        """An edit that reshapes the board (a row parity, an extra ring, the map a scenario is
        drawn on) is refused while it would leave pieces off the new board."""
        if not self.document.changes_board(self._scope()):
            return None
        container, key = self._container(), self.path[-1]
        return board_edit_refusal(
            self.document, lambda: _set(container, key, self.value), lambda: _set(container, key, self.old), self.text()
        )

    def redo(self) -> None:
        _set(self._container(), self.path[-1], self.value)
        self.document.notify(self._scope())

    def undo(self) -> None:
        _set(self._container(), self.path[-1], self.old)
        self.document.notify(self._scope())

    def id(self) -> int:
        return _MERGE_SET_FIELD if self.merge else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        if not isinstance(other, SetFieldCommand) or other.document is not self.document:
            return False
        if (other.target, other.field) != (self.target, self.field):
            return False
        if self.merge_window is not None and other.stamp - self.stamp > self.merge_window:
            return False
        self.value = other.value
        self.stamp = other.stamp
        return True


class PaintCellsCommand(DocumentCommand):
    """Paint layer values on cells (a whole brush stroke or flood fill is one command); on a
    record layer, ``extra`` fields are set on the painted records too.

    The cells' previous entries are kept whole, so undo restores records exactly (a terrain
    record's other fields, such as a hill's height, included)."""

    def __init__(
        self,
        document: Document,
        layer: str,
        values: dict[Any, Any],
        *,
        extra: dict[str, Any] | None = None,
        text: str | None = None,
        parent: QUndoCommand | None = None,
    ) -> None:
        kind = document.kind
        assert kind is not None and document.board is not None
        self.layer = layer
        self.new: dict[Any, Any] = {}
        self.old: dict[Any, Any] = {}
        # a record list is restored whole, so undo also restores the records' order
        store = layer_store(document, layer)
        self.old_records: list[Any] | None = list(store) if kind.layer(layer).record_model is not None else None
        for cell, value in values.items():
            key = kind.cell_to_stored(document.board, cell)
            self.old[key] = layer_entry(document, layer, key)
            self.new[key] = layer_entry_for(document, layer, key, value, extra)
        super().__init__(document, text or tr("Paint {layer}").format(layer=tr(kind.layer(layer).label)), parent)

    def _write(self, entries: dict[Any, Any]) -> None:
        for key, entry in entries.items():
            set_layer_entry(self.document, self.layer, key, entry)
        self.document.notify(Change("layer", self.layer))

    def redo(self) -> None:
        self._write(self.new)

    def undo(self) -> None:
        if self.old_records is not None:
            layer_store(self.document, self.layer)[:] = self.old_records
            self.document.notify(Change("layer", self.layer))
        else:
            self._write(self.old)
