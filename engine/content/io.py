"""Reading and writing content files.

Load = the gate of :mod:`engine.content.reader` (limits, encoding, YAML with ``safe_load``
semantics and the line of every key and item) -> migrate to the current ``schema_version`` ->
pydantic validation. Every error names the file, the line and the field. Dumping is
deterministic; saving is atomic (temp file + rename), so a failed save leaves the previous file
intact, and a save removes the temporaries a killed save of the same file left behind.
"""

from __future__ import annotations

import contextlib
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from engine.content.base import ContentModel, kind_info, registered_kinds
from engine.content.issues import Issue, Location, Severity
from engine.content.reader import ContentError as ContentError
from engine.content.reader import FieldPath, read_text, read_yaml
from engine.content.reader import LineMap as LineMap
from engine.content.reader import parse_yaml as parse_yaml
from engine.content.tempfiles import new_save_temp
from engine.core.message import Message, Value

Path_ = FieldPath


@dataclass
class LoadedContent:
    model: ContentModel
    file: str | None
    lines: LineMap
    migrated_from: int | None = None

    def locate(self, issue: Issue) -> Issue:
        """The issue with this file and the line of its field path filled in."""
        loc = issue.location
        line = loc.line if loc.line is not None else self.lines.line_of(loc.path)
        return issue.with_location(file=loc.file or self.file, line=line)


# --------------------------------------------------------------------------- documents


def _loc_path(loc: tuple[Any, ...]) -> Path_:
    # pydantic adds tagged-union and function-validator markers to error locations; keep fields and indices
    return tuple(p for p in loc if isinstance(p, int) or (isinstance(p, str) and not p.startswith("function-")))


#: pydantic's error types said as messages of ``content.ftl`` (``schema-<type>``); any other
#: type is said with pydantic's English text as its value
SCHEMA_MESSAGE_TYPES = frozenset(
    {
        "missing",
        "extra_forbidden",
        "int_parsing",
        "int_type",
        "int_from_float",
        "float_parsing",
        "float_type",
        "finite_number",
        "string_type",
        "bool_parsing",
        "bool_type",
        "list_type",
        "dict_type",
        "model_type",
        "model_attributes_type",
        "none_required",
        "greater_than",
        "greater_than_equal",
        "less_than",
        "less_than_equal",
        "multiple_of",
        "too_short",
        "too_long",
        "string_too_short",
        "string_too_long",
        "string_pattern_mismatch",
        "literal_error",
        "enum",
        "union_tag_invalid",
        "union_tag_not_found",
        "value_error",
        "assertion_error",
    }
)


def schema_message(error: Mapping[str, Any]) -> Message:
    """A pydantic validation error as a message: its type and its context's values."""
    kind = str(error.get("type", ""))
    if kind not in SCHEMA_MESSAGE_TYPES:
        return Message("schema-other", text=str(error.get("msg", kind)))
    values: dict[str, Value] = {}
    for key, value in (error.get("ctx") or {}).items():
        if (
            isinstance(value, int)
            and not isinstance(value, bool)
            and key in ("min_length", "max_length", "actual_length")
        ):
            values[key] = value  # a count: the language chooses its plural form
        else:
            values[key] = str(value)
    if kind in ("value_error", "assertion_error"):
        # a validator that says why as a message (MessageValueError) is read in the reader's language
        said = getattr((error.get("ctx") or {}).get("error"), "said", None)
        values["error"] = said if isinstance(said, Message) else str(error.get("msg", "")).split(", ", 1)[-1]
    return Message("schema-" + kind.replace("_", "-"), values)


def model_from_data(data: Any, file: str | None = None, lines: LineMap | None = None) -> LoadedContent:
    """Migrate and validate already-parsed data. Raises :class:`ContentError` with every problem."""
    lines = lines or LineMap()

    def err(message: str, *path: str | int, code: str = "schema") -> ContentError:
        # a document with no node at all (``---`` alone) still names its first line
        line = lines.line_of(path) or 1
        return ContentError([Issue(Severity.ERROR, code, message, Location(file, line, tuple(path)))])

    if not isinstance(data, dict):
        raise err("a content file must be a mapping with 'schema_version' and 'kind' at the top")
    kind = data.get("kind")
    if not isinstance(kind, str):
        raise err("missing 'kind' (for example 'neuroshima/army')", "kind")
    info = kind_info(kind)
    if info is None:
        known = ", ".join(k.kind for k in registered_kinds())
        raise err(f"unknown kind {kind!r}; known kinds: {known}", "kind", code="kind")
    version = data.get("schema_version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise err("'schema_version' must be a positive integer", "schema_version")
    if version > info.version:
        raise err(
            f"schema_version {version} is newer than this Warbench understands ({info.version} for {kind!r}); "
            "update Warbench to open it",
            "schema_version",
            code="version",
        )
    migrated_from = version if version < info.version else None
    while version < info.version:
        try:
            data = info.migrations[version](dict(data))
        except Exception as exc:
            raise err(
                f"cannot migrate from schema_version {version}: {exc}", "schema_version", code="migration"
            ) from exc
        version += 1
        data["schema_version"] = version
    try:
        model = info.model.model_validate(data)
    except ValidationError as exc:
        issues = []
        for e in exc.errors():
            path = _loc_path(e["loc"])
            issues.append(Issue(Severity.ERROR, "schema", schema_message(e), Location(file, lines.line_of(path), path)))
        raise ContentError(issues) from None
    return LoadedContent(model, file, lines, migrated_from)


def load_text(text: str, file: str | None = None) -> LoadedContent:
    data, lines = parse_yaml(text, file)
    return model_from_data(data, file, lines)


def load_file(path: str | os.PathLike[str]) -> LoadedContent:
    """Load one content file through the gate of :mod:`engine.content.reader` and validate its
    schema. Raises :class:`ContentError` naming the file, the line and the field."""
    return load_text(read_text(path), str(path))


# --------------------------------------------------------------------------- dumping and saving


class _Dumper(yaml.SafeDumper):
    """Deterministic output: insertion order kept, short lists of scalars on one line."""


def _represent_list(dumper: yaml.SafeDumper, data: Any) -> yaml.Node:
    flow = len(data) <= 12 and all(isinstance(x, (int, float, str, bool)) or x is None for x in data)
    flow = flow and sum(len(str(x)) for x in data) < 80
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


#: characters that only a double-quoted scalar keeps: YAML readers turn NEL into a line break (then
#: fold it into a space) and normalise the other breaks inside a block scalar; escaped (``\N``,
#: ``\L``, ``\P``, ``\r``, ``\xNN``) they read back exactly
_KEPT_ONLY_ESCAPED = re.compile("[\x00-\x08\x0b-\x1f\x7f-\x9f\u2028\u2029\ufeff\ufffe\uffff]")


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
    """Every string is written so that it reads back exactly: a literal block for plain lines of
    text (notes), double quotes with escapes when it holds a character a block or a plain scalar
    would lose (a pasted NEL, a line or paragraph separator, a control character)."""
    if _KEPT_ONLY_ESCAPED.search(data):
        style: str | None = '"'
    else:
        style = "|" if "\n" in data else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", data, style=style)


_Dumper.add_representer(list, _represent_list)
_Dumper.add_representer(tuple, _represent_list)
_Dumper.add_representer(str, _represent_str)


def dump_data(data: Any) -> str:
    return yaml.dump(data, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


def model_to_data(model: ContentModel) -> dict[str, Any]:
    """The document's data with ``schema_version`` and ``kind`` first, then fields in model order."""
    data = model.model_dump(mode="json", by_alias=True)
    head = {"schema_version": data.pop("schema_version"), "kind": data.pop("kind")}
    head.update(data)
    return head


def dump_model(model: ContentModel) -> str:
    return dump_data(model_to_data(model))


def atomic_write_text(path: str | os.PathLike[str], text: str) -> None:
    """Write ``text`` to ``path`` via a temporary file in the same folder and an atomic rename.

    If anything fails, the previous file (if any) is untouched and the temporary file removed;
    temporaries of ``path`` that an earlier, killed save left behind are removed first. Saving
    through a symbolic link writes the file it points to and keeps the link.
    """
    target = Path(path)
    if target.is_symlink():
        # a link the user made (a file kept elsewhere) stays a link: the file it points to is saved
        target = Path(os.path.realpath(target))
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = new_save_temp(target)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as fh:
            _write_all(fh, text)
            fh.flush()
            os.fsync(fh.fileno())
        if target.exists():
            with contextlib.suppress(OSError):
                os.chmod(tmp, target.stat().st_mode & 0o777)
        else:
            with contextlib.suppress(OSError):
                os.chmod(tmp, 0o644)
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def _write_all(fh: Any, text: str) -> None:
    # separate so tests can inject a failure in the middle of a write
    fh.write(text)


def save_model(model: ContentModel, path: str | os.PathLike[str]) -> None:
    atomic_write_text(path, dump_model(model))


def save_data(data: Any, path: str | os.PathLike[str]) -> None:
    atomic_write_text(path, dump_data(data))


def load_plain_yaml(path: str | os.PathLike[str]) -> tuple[Any, LineMap]:
    """Parse a YAML file that is not a content document (game logs), with line numbers, through
    the same gate as content files."""
    return read_yaml(path)
