"""What a document is checked against and what the check finds: the content it may refer to (the
app's library plus its own folder), the errors of that folder, and every issue of the document.
Functions of a document, on its floor."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from pydantic import ValidationError

from editor.i18n import tr
from engine.content.base import CheckContext
from engine.content.io import ContentError, model_to_data
from engine.content.issues import Issue, Location, Severity
from engine.content.library import ContentLibrary, active_library

if TYPE_CHECKING:
    from editor.document import Document


def folder_library(doc: Document, active: ContentLibrary) -> ContentLibrary:
    """``active`` plus the content of the document's folder; a document of the folder open with
    unsaved changes counts as it is in the app, not on disk."""
    lib = active.copy()
    if doc.path is not None and doc.path.parent.is_dir():
        lib.add_folder(doc.path.parent, skip=[doc.path])
        for loaded, origin in active.unsaved:
            key = (loaded.model.kind, str(getattr(loaded.model, "id", "")))
            there = lib.items.get(key)
            if (
                there is not None
                and there.file
                and loaded.file
                and Path(there.file).resolve() == Path(loaded.file).resolve()
            ):
                lib.add(loaded, lib.packs.get(key), origin)
    return lib


def folder_errors(doc: Document) -> list[Issue]:
    """The errors of the files of the document's folder that do not load (each names its file
    and line), and a file of the folder with the document's own id."""
    lib = doc.library()
    out = list(lib.errors)
    ident = getattr(doc.model, "id", None)
    if doc.path is not None and isinstance(ident, str):
        key = (doc.model.kind, ident)
        other = lib.items.get(key)
        if (
            other is not None
            and other.file
            and Path(other.file).resolve() != doc.path.resolve()
            and other is not active_library().items.get(key)
        ):
            out.append(
                Issue(
                    Severity.ERROR,
                    "duplicate-id",
                    tr(
                        "{kind} {id!r} is also the id of {file}: two documents of one kind need ids of their own"
                    ).format(kind=doc.model.kind, id=ident, file=other.file),
                    Location(str(doc.path), doc.lines.line_of(("id",)), ("id",)),
                )
            )
    return out


def validate(doc: Document) -> list[Issue]:
    """Every issue of the document as it is now: schema (edits may break it), then the
    game's reference, rules and geometry checks."""
    file = str(doc.path) if doc.path else doc.display_name
    try:
        type(doc.model).model_validate(model_to_data(doc.model))
    except ValidationError as exc:
        return [Issue(Severity.ERROR, "schema", e["msg"], Location(file, None, tuple(e["loc"]))) for e in exc.errors()]
    except ContentError as exc:
        return list(exc.issues)
    ctx = CheckContext(library=doc.library(), file=file)
    out = doc.folder_errors()
    # while the document is as its file holds it, every issue names the line of its field
    lines = doc.lines if doc.undo_stack.isClean() and doc.path is not None else None
    try:
        for issue in doc.model.check(ctx):
            line = issue.location.line
            if line is None and lines is not None:
                line = lines.line_of(issue.location.path)
            out.append(issue.with_location(file=file, line=line))
    except Exception as exc:  # a checker bug must not take the editor down
        out.append(
            Issue(
                Severity.ERROR,
                "internal",
                tr("validation crashed: {error}").format(error=f"{type(exc).__name__}: {exc}"),
                Location(file, lines.line_of(()) if lines is not None else None),
            )
        )
    return out
