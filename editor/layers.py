"""The painted layers of a document (:class:`~editor.kinds.CellLayer`): a cell's entry as stored,
painting a value on it (a record layer keeps the record's other fields; a region layer moves the
cell between regions) and the value a cell shows. Functions of a document, on its floor."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

if TYPE_CHECKING:
    from editor.document import Document


@dataclass(frozen=True)
class RegionCell:
    """What a region layer (a :class:`~editor.kinds.CellLayer` with ``cells_field``) holds on one
    cell: the value and the other fields of the region's record (its id and cells left out)."""

    value: Any
    fields: tuple[tuple[str, Any], ...] = ()


def layer_store(doc: Document, layer: str) -> Any:
    """The mapping or record list that holds a layer."""
    assert doc.kind is not None
    return doc.resolve(doc.kind.layer(layer).path)


def layer_entry(doc: Document, layer: str, key: Any) -> Any | None:
    """The stored entry of a cell (its value, or its record), ``None`` when unpainted."""
    assert doc.kind is not None
    lay = doc.kind.layer(layer)
    store = layer_store(doc, layer)
    if lay.record_model is None:
        return store.get(key)
    if lay.cells_field is not None:
        for rec in store:
            if key in getattr(rec, lay.cells_field):
                return _region_cell(doc, layer, rec)
        return None
    for rec in store:
        if getattr(rec, lay.cell_field) == key:
            return rec
    return None


def set_layer_entry(doc: Document, layer: str, key: Any, entry: Any | None) -> None:
    """Put back an entry from :meth:`layer_entry` (``None`` removes the cell's entry)."""
    assert doc.kind is not None
    lay = doc.kind.layer(layer)
    store = layer_store(doc, layer)
    if lay.record_model is None:
        if entry is None:
            store.pop(key, None)
        else:
            store[key] = entry
        return
    if lay.cells_field is not None:
        _set_region_cell(doc, layer, key, entry)
        return
    for i, rec in enumerate(store):
        if getattr(rec, lay.cell_field) == key:
            if entry is None:
                del store[i]
            else:
                store[i] = entry
            return
    if entry is not None:
        store.append(entry)


def layer_entry_for(doc: Document, layer: str, key: Any, value: Any, extra: dict[str, Any] | None = None) -> Any | None:
    """The entry that paints ``value`` (and, on a record layer, the ``extra`` fields) on a
    cell, keeping the other fields of its record. Painting a record layer's default removes
    the record only when nothing else is left on it (a repainted tile keeps its hill)."""
    assert doc.kind is not None
    lay = doc.kind.layer(layer)
    if lay.record_model is None:
        return None if value == lay.default else value
    if lay.cells_field is not None:
        if value == lay.default:
            return None
        old_region = layer_entry(doc, layer, key)
        kept = dict(old_region.fields) if old_region is not None and old_region.value == value else {}
        kept.update(extra or {})
        record = lay.record_model.model_validate(
            {**kept, lay.id_field: "region", lay.cells_field: [key], lay.value_field: value}
        )
        return _region_cell(doc, layer, record)
    old = layer_entry(doc, layer, key)
    data = old.model_dump() if old is not None else {}
    data.update(extra or {})
    data[lay.cell_field] = key
    data[lay.value_field] = value
    if value != lay.default:
        return lay.record_model.model_validate(data)
    try:
        record = lay.record_model.model_validate(data)
        bare = lay.record_model.model_validate({lay.cell_field: key, lay.value_field: value})
    except ValidationError:
        return None
    return None if record == bare else record


def _region_cell(doc: Document, layer: str, record: Any) -> RegionCell:
    assert doc.kind is not None
    lay = doc.kind.layer(layer)
    own = {lay.id_field, lay.cells_field, lay.value_field}
    data = record.model_dump()
    fields = tuple(sorted((k, v) for k, v in data.items() if k not in own and not isinstance(v, (list, dict))))
    return RegionCell(getattr(record, lay.value_field), fields)


def _set_region_cell(doc: Document, layer: str, key: Any, entry: RegionCell | None) -> None:
    """Take ``key`` out of its region (a region left empty goes) and, for an entry, put it in a
    bordering region of the same value and fields or in a new region. Records are replaced,
    never changed in place, so an undo that puts the old list back restores them exactly."""
    assert doc.kind is not None and doc.board is not None
    lay = doc.kind.layer(layer)
    assert lay.cells_field is not None and lay.record_model is not None
    cells_field = lay.cells_field
    store = layer_store(doc, layer)
    for i, rec in enumerate(store):
        cells = list(getattr(rec, cells_field))
        if key in cells:
            cells.remove(key)
            if cells:
                store[i] = rec.model_copy(update={cells_field: cells})
            else:
                del store[i]
            break
    if entry is None:
        return
    try:
        cell = doc.kind.stored_to_cell(doc.board, key)
        around = {doc.kind.cell_to_stored(doc.board, n) for n in doc.board.neighbors(cell)}
    except (ValueError, TypeError):
        around = set()
    for i, rec in enumerate(store):
        if _region_cell(doc, layer, rec) == entry and around & set(getattr(rec, cells_field)):
            store[i] = rec.model_copy(update={cells_field: [*getattr(rec, cells_field), key]})
            return
    taken = {str(getattr(rec, lay.id_field)) for rec in store}
    n = 1
    while f"{entry.value}-{n}" in taken:
        n += 1
    store.append(
        lay.record_model.model_validate(
            {
                **dict(entry.fields),
                lay.id_field: f"{entry.value}-{n}",
                cells_field: [key],
                lay.value_field: entry.value,
            }
        )
    )


def paint_changes(doc: Document, layer: str, cell: Any, value: Any, extra: dict[str, Any] | None = None) -> bool:
    """Whether painting ``value`` (with ``extra``) on ``cell`` would change the document."""
    assert doc.kind is not None and doc.board is not None
    key = doc.kind.cell_to_stored(doc.board, cell)
    return bool(layer_entry(doc, layer, key) != layer_entry_for(doc, layer, key, value, extra))


def layer_value(doc: Document, layer: str, cell: Any) -> Any:
    assert doc.kind is not None and doc.board is not None
    lay = doc.kind.layer(layer)
    entry = layer_entry(doc, layer, doc.kind.cell_to_stored(doc.board, cell))
    if entry is None:
        return lay.default
    if isinstance(entry, RegionCell):
        return entry.value
    return getattr(entry, lay.value_field) if lay.record_model is not None else entry
