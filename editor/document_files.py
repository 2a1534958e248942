"""A document's file: the text it is saved as (only what was edited changes), its background
picture's path written relative to where it is saved, and the ids a copy of it must avoid.
Functions of a document, on its floor."""

from __future__ import annotations

import os
from pathlib import Path
from typing import TYPE_CHECKING

from editor.folders import slug, title_of
from engine.content.io import ContentError, dump_model, load_file
from engine.content.library import free_id
from engine.content.roundtrip import edited_text

if TYPE_CHECKING:
    from editor.document import Document


def picture_relative_to(doc: Document, target: Path) -> None:
    """Write the background picture's path relative to the folder ``target`` is saved in (an
    absolute path breaks when the map is shared), unless it is on another drive. The picture
    stays the same one, so this is no edit of the document."""
    bg = doc.background()
    where = doc.background_path()
    if bg is None or where is None:
        return
    try:
        relative = os.path.relpath(os.path.abspath(where), os.path.abspath(target.parent))
    except ValueError:  # another drive
        return
    if Path(relative).as_posix() != bg.image:
        bg.image = Path(relative).as_posix()


def saved_text(doc: Document) -> str:
    """The file's text with the document's data, changed only where the data changed (see
    :mod:`engine.content.roundtrip`), or the document written whole when it has no file."""
    if doc.path is not None:
        try:
            original = doc.path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError):
            original = None
        if original is not None:
            text = edited_text(original, doc.model)
            if text is not None:
                return text
    return dump_model(doc.model)


def taken_ids(doc: Document, target: Path | None = None) -> set[str]:
    """The ids of the documents of this one's kind in its library, in the folder of ``target``
    (where a copy is to be saved) and this document's own."""
    taken = set(doc.library().ids(doc.model.kind))
    if target is not None and target.parent.is_dir():
        # the files beside the copy, not the folders below: saving into a large folder stays quick
        for f in sorted(target.parent.iterdir()):
            if f.suffix not in (".yaml", ".yml") or f.name.startswith(".") or f == target or not f.is_file():
                continue
            try:
                other = load_file(f).model
            except ContentError:
                continue
            ident = getattr(other, "id", None)
            if other.kind == doc.model.kind and isinstance(ident, str):
                taken.add(ident)
    taken.add(str(getattr(doc.model, "id", "")))
    return taken


def proposed_id(doc: Document, target: Path | None = None) -> str:
    """An id for a copy of the document: from its title, unused among :func:`taken_ids`."""
    kind_word = doc.model.kind.split("/")[-1]
    return free_id(slug(title_of(doc.model)), taken_ids(doc, target), fallback=kind_word.replace("_", "-"))
