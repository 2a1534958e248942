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
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

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
        return [Issue(Severity.ERROR, "internal", f"the check failed: {type(exc).__name__}: {exc}")]


def _resolve(model: Any, path: Sequence[str | int]) -> Any:
    obj = model
    for p in path:
        obj = obj[p] if isinstance(p, int) else getattr(obj, p)
    return obj


def baseline_errors(document: Document) -> Counter[tuple[str, str]]:
    """The document's own errors (memoised until it changes)."""
    cached = getattr(document, "_placement_baseline", None)
    if cached is not None and cached[0] == document.revision:
        return cached[1]  # type: ignore[no-any-return]
    ctx = CheckContext(library=document.library(), file=None)
    errors = Counter((i.code, i.message) for i in _errors(document.model, ctx))
    document._placement_baseline = (document.revision, errors)  # type: ignore[attr-defined]
    return errors


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
        first = exc.errors()[0]
        where = ".".join(str(x) for x in first["loc"])
        return f"{where}: {first['msg']}" if where else str(first["msg"])
    if early is not None:
        return early
    before = baseline_errors(document)
    ctx = CheckContext(library=document.library(), file=None)
    seen: Counter[tuple[str, str]] = Counter()
    new: list[Issue] = []
    for issue in _errors(model, ctx):
        key = (issue.code, issue.message)
        seen[key] += 1
        if seen[key] > before[key]:
            new.append(issue)

    def about_the_edit(issue: Issue) -> bool:
        path = tuple(issue.location.path)
        return any(path[: len(t)] == t for t in touched) or (issue.location.target in cells)

    relevant = [i for i in new if about_the_edit(i)]
    return relevant[0].message if relevant else None


def placement_refusal(document: Document, edits: Sequence[Edit]) -> str | None:
    """Why the engine would find the document wrong after ``edits`` (new pieces dropped, pieces
    moved or changed), or ``None`` when it would not. Errors located on the edited pieces come first."""
    kind = document.kind
    board = document.board
    if kind is None or board is None:
        return "this document has no board"
    for _collection, _index, _data, cell in edits:
        if cell is not None and not board.contains(cell):
            return "not on the board"
    touched: list[tuple[str | int, ...]] = []

    def mutate(model: Any) -> str | None:
        assert kind is not None and board is not None
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
        return None

    names = [n for _c, _i, _d, cell in edits if cell is not None for n in (board.label(cell), str(cell))]
    return edit_refusal(document, mutate, touched, names)
