"""What may stand where, asked of the engine.

The editor holds no rules: to know whether a piece may be dropped on a cell (or several pieces
moved), it makes the edit on a copy of the document and runs the engine's own checks
(``ContentModel.check``, the same that fill the Issues panel). The errors the edited copy has
and the document has not are the reasons for refusing; none means the edit is allowed. A
game's rules therefore live once, in its engine, and the editor's refusals say exactly what the
Issues panel would say after the edit.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from editor.i18n import tr
from engine.content.base import CheckContext, ContentModel
from engine.content.issues import Issue, Severity

if TYPE_CHECKING:
    from editor.document import Document

#: ``(collection, index, data, cell)``: a new piece built from ``data`` dropped on ``cell`` (index
#: ``None``), or piece ``index`` with the fields in ``data`` changed and moved to ``cell`` (either
#: may be ``None``)
Edit = tuple[str, int | None, dict[str, Any] | None, Any]


def _errors(model: ContentModel, ctx: CheckContext) -> list[Issue]:
    try:
        return [i for i in model.check(ctx) if i.severity is Severity.ERROR]
    except Exception as exc:  # a checker bug must not take the editor down
        return [
            Issue(
                Severity.ERROR, "internal", tr("the check failed: {error}").format(error=f"{type(exc).__name__}: {exc}")
            )
        ]


def _resolve(model: Any, path: Sequence[str | int]) -> Any:
    obj = model
    for p in path:
        obj = obj[p] if isinstance(p, int) else getattr(obj, p)
    return obj


def baseline_errors(document: Document) -> Counter[tuple[str, str]]:
    """The document's own errors (memoised until it changes)."""
    cached = getattr(document, "_placement_baseline", None)
    if cached is not None and cached[0] == document.revision:
        return cached[1]  # type: ignore[no-any-return]  # the cache holds the issues stored just below
    ctx = CheckContext(library=document.library(), file=None)
    errors = Counter((i.code, i.message) for i in _errors(document.model, ctx))
    document._placement_baseline = (document.revision, errors)  # type: ignore[attr-defined]  # a cache kept on the document, read back with getattr
    return errors


def _new_errors(document: Document, model: ContentModel) -> list[Issue]:
    """The errors the engine finds in ``model`` (an edited copy) that the document has not."""
    before = baseline_errors(document)
    ctx = CheckContext(library=document.library(), file=None)
    seen: Counter[tuple[str, str]] = Counter()
    new: list[Issue] = []
    for issue in _errors(model, ctx):
        key = (issue.code, issue.message)
        seen[key] += 1
        if seen[key] > before[key]:
            new.append(issue)
    return new


def _about(issues: list[Issue], touched: Sequence[tuple[str | int, ...]], cells: Sequence[str]) -> str | None:
    """The first of ``issues`` located on one of the ``touched`` field paths or ``cells``, or ``None``."""
    for issue in issues:
        path = tuple(issue.location.path)
        if any(path[: len(t)] == t for t in touched) or issue.location.target in cells:
            return issue.message
    return None


def _validation_reason(exc: ValidationError) -> str:
    first = exc.errors()[0]
    where = ".".join(str(x) for x in first["loc"])
    return f"{where}: {first['msg']}" if where else str(first["msg"])


def edit_refusal(
    document: Document,
    mutate: Callable[[Any], str | None],
    touched: Sequence[tuple[str | int, ...]] = (),
    cells: Sequence[str] = (),
) -> str | None:
    """Why the engine would find the document wrong after ``mutate`` changes a copy of its model
    (``mutate`` may itself return a reason, when the edit cannot even be made), or ``None``.

    Only new errors about the edit count: located under one of the ``touched`` field paths, or
    aimed at one of the ``cells`` (labels). An error the edit causes elsewhere (a scenario that
    becomes unwinnable while it is being built) is the Issues panel's, not a refusal."""
    model = document.model.model_copy(deep=True)
    try:
        early = mutate(model)
    except ValidationError as exc:
        return _validation_reason(exc)
    if early is not None:
        return early
    return _about(_new_errors(document, model), touched, cells)


def _apply_edits(document: Document, model: Any, edits: Sequence[Edit]) -> list[tuple[str | int, ...]]:
    """Make ``edits`` on ``model`` (a copy of the document's); returns the field paths of the
    pieces edited. Pieces are replaced, never changed in place, so a list restored to its old
    items is the model as it was."""
    kind, board = document.kind, document.board
    assert kind is not None and board is not None
    touched: list[tuple[str | int, ...]] = []
    for collection, index, data, cell in edits:
        coll = kind.collection(collection)
        items = _resolve(model, coll.path)
        fields = dict(data or {})
        if cell is not None:
            fields[coll.cell_field] = kind.piece_cell_to_stored(board, collection, cell)
        if index is None:
            items.append(coll.item_model.model_validate(fields))
            index = len(items) - 1
        else:
            items[index] = coll.item_model.model_validate({**items[index].model_dump(), **fields})
        touched.append((*coll.path, index))
    return touched


def _cell_names(document: Document, edits: Sequence[Edit]) -> list[str]:
    board = document.board
    assert board is not None
    return [n for _c, _i, _d, cell in edits if cell is not None for n in (board.label(cell), str(cell))]


def _board_refusal(document: Document, edits: Sequence[Edit]) -> str | None:
    if document.kind is None or document.board is None:
        return tr("this document has no board")
    for _collection, _index, _data, cell in edits:
        if cell is not None and not document.board.contains(cell):
            return tr("not on the board")
    return None


def placement_refusal(document: Document, edits: Sequence[Edit]) -> str | None:
    """Why the engine would find the document wrong after ``edits`` (new pieces dropped, pieces
    moved or changed), or ``None`` when it would not. Errors located on the edited pieces come first."""
    early = _board_refusal(document, edits)
    if early is not None:
        return early
    touched: list[tuple[str | int, ...]] = []

    def mutate(model: Any) -> str | None:
        touched.extend(_apply_edits(document, model, edits))
        return None

    return edit_refusal(document, mutate, touched, _cell_names(document, edits))


def placement_refusals(document: Document, edits_by_cell: Mapping[Any, Sequence[Edit]]) -> dict[Any, str | None]:
    """:func:`placement_refusal` for many alternative edits at once (one per cell a dragged piece
    may land on): the reason for each, or ``None`` where the edit is allowed.

    The document is copied once; each alternative is made on the copy, checked, and taken back
    (the edited collections get their old items again), which is what makes a whole board's
    answers quick enough to compute when a drag starts."""
    out: dict[Any, str | None] = {}
    model = document.model.model_copy(deep=True)
    kind = document.kind
    for key, edits in edits_by_cell.items():
        early = _board_refusal(document, edits)
        if early is not None:
            out[key] = early
            continue
        assert kind is not None
        lists = [_resolve(model, kind.collection(c).path) for c, _i, _d, _cell in edits]
        saved = [list(items) for items in lists]
        try:
            touched = _apply_edits(document, model, edits)
        except ValidationError as exc:
            out[key] = _validation_reason(exc)
        else:
            out[key] = _about(_new_errors(document, model), touched, _cell_names(document, edits))
        finally:
            for items, old in zip(lists, saved, strict=True):
                items[:] = old
    return out
