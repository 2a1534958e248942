"""What changed between two versions of a pack: files added, removed and changed, and for each
changed content document the entries that changed.

The comparison knows no game. A document is compared as its validated data: mappings field by
field; a list of records keyed by the first field every record has with a distinct value (``id``,
then ``hex``, ``cell``, ``at``, ``slot``, ``name``, ...), so a moved unit is one change of its
``hex`` and a new terrain hex one added entry, whatever their order in the file; other lists
item by item. Each change names the record it belongs to (``armies[red].units[r-ay1]``) and the
field (``hex``).

Either version may be a pack folder or a pack zip; zips are read with the same checks as an
import, in memory, and nothing is written.
"""

from __future__ import annotations

import zipfile
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Literal

from engine.content.io import ContentError, load_text
from engine.content.manifest import MANIFEST_NAME
from engine.content.pack import PackError, _check_data_layout, _check_members, _open_archive
from engine.content.packfiles import pack_files, read_regular
from engine.core.message import Message

Change = Literal["added", "removed", "changed"]
#: fields that key a list of records, in order of preference
KEY_FIELDS = ("id", "hex", "cell", "at", "slot", "position", "pos", "name", "key", "tile", "type")


@dataclass(frozen=True)
class EntryChange:
    """One changed entry of a document: ``item`` is the record (``terrain[5,8]``), ``field`` the
    field in it (empty when the whole record was added or removed)."""

    item: str
    field: str
    change: Change
    before: Any = None
    after: Any = None

    @property
    def path(self) -> str:
        return f"{self.item}.{self.field}" if self.item and self.field else self.item or self.field

    def format(self) -> str:
        if self.change == "added":
            return f"+ {self.path}: {_short(self.after)}"
        if self.change == "removed":
            return f"- {self.path}: {_short(self.before)}"
        return f"~ {self.path}: {_short(self.before)} -> {_short(self.after)}"


@dataclass
class FileDiff:
    name: str
    change: Change
    kind: str | None = None
    entries: list[EntryChange] = field(default_factory=list)
    #: why the entries could not be compared (a file that is not a content document, or does not
    #: load), as a message: :meth:`PackDiff.format` writes it in the reader's language
    note: Message | str = ""

    def items(self) -> set[str]:
        """The records that changed (each added, removed or changed record once)."""
        return {e.item for e in self.entries}


@dataclass
class PackDiff:
    old_version: str
    new_version: str
    files: list[FileDiff]

    def file(self, name: str) -> FileDiff | None:
        return next((f for f in self.files if f.name == name), None)

    def format(self) -> list[str]:
        head = Message("pack-diff-head", old=self.old_version, new=self.new_version, files=len(self.files))
        lines = [str(head)]
        marks = {"added": "A", "removed": "D", "changed": "M"}
        for f in self.files:
            kind = f" ({f.kind})" if f.kind else ""
            lines.append(f"{marks[f.change]} {f.name}{kind}")
            if f.note:
                lines.append(f"    {f.note}")
            lines.extend(f"    {e.format()}" for e in f.entries)
        return lines


def _short(value: Any, limit: int = 100) -> str:
    if isinstance(value, dict):
        text = "{" + ", ".join(f"{k}: {_short(v, 40)}" for k, v in value.items() if v not in (None, [], {}, "")) + "}"
    elif isinstance(value, list):
        text = "[" + ", ".join(_short(v, 40) for v in value) + "]"
    else:
        text = str(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


# --------------------------------------------------------------------------- documents


def _hashable(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_hashable(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _hashable(v)) for k, v in value.items()))
    return value


def _label(value: Any) -> str:
    if isinstance(value, (list, tuple)):
        return ",".join(str(v) for v in value)
    return str(value)


def record_key(old: list[Any], new: list[Any]) -> str | None:
    """The field keying both lists of records: the first of :data:`KEY_FIELDS` every record of
    both has, with distinct values within each list (``None``: compare item by item)."""
    items = [*old, *new]
    if not items or not all(isinstance(x, dict) for x in items):
        return None
    for key in KEY_FIELDS:
        if all(x.get(key) is not None for x in items) and all(
            len({_hashable(x[key]) for x in lst}) == len(lst) for lst in (old, new)
        ):
            return key
    return None


def diff_values(old: Any, new: Any, item: str = "", at: str = "") -> Iterator[EntryChange]:
    """The entry changes from ``old`` to ``new`` (a document's data) under record ``item`` and
    field path ``at``."""
    if old == new:
        return
    if isinstance(old, dict) and isinstance(new, dict):
        for k in [*old, *(k for k in new if k not in old)]:
            sub = f"{at}.{k}" if at else str(k)
            if k not in new:
                yield EntryChange(item, sub, "removed", before=old[k])
            elif k not in old:
                yield EntryChange(item, sub, "added", after=new[k])
            else:
                yield from diff_values(old[k], new[k], item, sub)
        return
    if isinstance(old, list) and isinstance(new, list):
        base = f"{item}.{at}" if item and at else item or at
        key = record_key(old, new)
        if key is not None:
            before = {_hashable(x[key]): x for x in old}
            after = {_hashable(x[key]): x for x in new}
            for k, rec in before.items():
                label = f"{base}[{_label(rec[key])}]"
                if k not in after:
                    yield EntryChange(label, "", "removed", before=rec)
                else:
                    yield from diff_values(rec, after[k], label, "")
            for k, rec in after.items():
                if k not in before:
                    yield EntryChange(f"{base}[{_label(rec[key])}]", "", "added", after=rec)
            return
        if all(not isinstance(x, (dict, list)) for x in [*old, *new]):
            yield EntryChange(item, at, "changed", before=old, after=new)
            return
        for i in range(max(len(old), len(new))):
            label = f"{base}[{i}]"
            if i >= len(new):
                yield EntryChange(label, "", "removed", before=old[i])
            elif i >= len(old):
                yield EntryChange(label, "", "added", after=new[i])
            else:
                yield from diff_values(old[i], new[i], label, "")
        return
    yield EntryChange(item, at, "changed", before=old, after=new)


def diff_documents(old_text: str, new_text: str, name: str) -> FileDiff:
    """The changed entries between two versions of one content file."""
    try:
        old = load_text(old_text, f"old:{name}").model
        new = load_text(new_text, f"new:{name}").model
    except ContentError as exc:
        return FileDiff(name, "changed", note=Message("pack-diff-not-compared", why=exc.issues[0].said))
    kind = new.kind if new.kind == old.kind else f"{old.kind} -> {new.kind}"
    entries = list(diff_values(old.model_dump(mode="json"), new.model_dump(mode="json")))
    note: Message | str = "" if entries else Message("pack-diff-same-content")
    return FileDiff(name, "changed", kind, entries, note)


# --------------------------------------------------------------------------- packs


def read_pack(path: Path) -> dict[str, bytes]:
    """Every file of a pack folder or pack zip, by member name (zips pass the import's checks)."""
    path = Path(path)
    if path.is_dir():
        return {f.name: read_regular(f.path) for f in pack_files(path)}
    with _open_archive(path) as zf:
        members = _check_members(zf, str(path))
        _check_data_layout(zf, path, str(path))
        out = {}
        for info, _ in members:
            try:
                out[info.filename] = zf.read(info)
            except (zipfile.BadZipFile, OSError, ValueError, EOFError) as exc:
                raise PackError(
                    Message("pack-diff-member-unreadable", path=str(path), member=repr(info.filename), reason=str(exc))
                ) from None
        return out


def _version_of(files: dict[str, bytes]) -> str:
    try:
        model = load_text(files[MANIFEST_NAME].decode("utf-8")).model
    except (KeyError, UnicodeDecodeError, ContentError):
        return "?"
    return str(getattr(model, "version", "?"))


def diff_packs(old: Path, new: Path) -> PackDiff:
    """What changed from pack ``old`` to pack ``new`` (folders or zips). The manifest's file
    hashes are left out of its entries: the files themselves are compared."""
    a, b = read_pack(old), read_pack(new)
    files: list[FileDiff] = []
    for name in sorted(set(a) | set(b)):
        if name not in b:
            files.append(FileDiff(name, "removed"))
        elif name not in a:
            files.append(FileDiff(name, "added"))
        elif a[name] != b[name]:
            if name.endswith((".yaml", ".yml")):
                try:
                    d = diff_documents(a[name].decode("utf-8"), b[name].decode("utf-8"), name)
                except UnicodeDecodeError:
                    d = FileDiff(name, "changed", note=Message("pack-diff-not-utf8"))
                if name == MANIFEST_NAME:
                    d.entries = [e for e in d.entries if not e.path.startswith("files")]
                    if not d.entries:
                        continue
                    d.note = ""
                files.append(d)
            else:
                files.append(FileDiff(name, "changed"))
    return PackDiff(_version_of(a), _version_of(b), files)
