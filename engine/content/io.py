"""Reading and writing content files.

Load = YAML (``safe_load`` semantics, with the line of every key and item kept) -> migrate to
the current ``schema_version`` -> pydantic validation. Every error names the file, the line
and the field. Dumping is deterministic; saving is atomic (temp file + rename), so a failed
save leaves the previous file intact.
"""

from __future__ import annotations

import contextlib
import os
import tempfile
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml
from pydantic import ValidationError

from engine.content.base import ContentModel, kind_info
from engine.content.issues import Issue, Location, Severity
from engine.core.errors import WarbenchError

#: Files above this size are refused before parsing.
MAX_FILE_BYTES = 16 * 1024 * 1024
#: Nodes built from one document; aliases are expanded, so a "billion laughs" file hits this.
MAX_NODES = 1_000_000

Path_ = tuple[str | int, ...]

try:  # libyaml is faster when available
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the PyYAML build
    _Loader = yaml.SafeLoader


class ContentError(WarbenchError):
    """A content file that cannot be loaded. ``issues`` lists every problem found."""

    def __init__(self, issues: list[Issue]) -> None:
        self.issues = issues
        super().__init__("\n".join(i.format() for i in issues))


@dataclass
class LineMap:
    """The 1-based line of each field path in a YAML document."""

    lines: dict[Path_, int] = field(default_factory=dict)

    def line_of(self, path: Iterable[str | int]) -> int | None:
        """The line of the longest prefix of ``path`` present in the document."""
        p = tuple(path)
        while True:
            line = self.lines.get(p)
            if line is not None:
                return line
            if not p:
                return None
            p = p[:-1]


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


# --------------------------------------------------------------------------- YAML with lines


_PLAIN_TAGS = {"tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"}


class _Builder:
    def __init__(self, file: str | None) -> None:
        self.file = file
        self.lines: dict[Path_, int] = {}
        self.count = 0
        self.constructor = yaml.SafeLoader("")

    def fail(self, line: int, fld: str, message: str) -> ContentError:
        return ContentError([Issue(Severity.ERROR, "yaml", message, Location(self.file, line, (fld,) if fld else ()))])

    def build(self, node: yaml.Node, path: Path_) -> Any:
        self.count += 1
        if self.count > MAX_NODES:
            raise self.fail(
                node.start_mark.line + 1,
                "",
                f"the document expands to more than {MAX_NODES:,} values (runaway aliases?); refused",
            )
        self.lines.setdefault(path, node.start_mark.line + 1)
        if isinstance(node, (yaml.MappingNode, yaml.SequenceNode)) and node.tag not in _PLAIN_TAGS:
            raise self.fail(node.start_mark.line + 1, "", f"unsupported YAML tag {node.tag!r}")
        if isinstance(node, yaml.MappingNode):
            self.constructor.flatten_mapping(node)
            out: dict[Any, Any] = {}
            for k_node, v_node in node.value:
                if not isinstance(k_node, yaml.ScalarNode):
                    raise self.fail(k_node.start_mark.line + 1, "", "mapping keys must be plain values")
                key = self.constructor.construct_object(k_node)
                if key in out:
                    raise self.fail(k_node.start_mark.line + 1, str(key), f"duplicate key {key!r}")
                child = (*path, key)
                self.lines[child] = k_node.start_mark.line + 1
                out[key] = self.build(v_node, child)
            return out
        if isinstance(node, yaml.SequenceNode):
            items = []
            for i, item in enumerate(node.value):
                items.append(self.build(item, (*path, i)))
            return items
        try:
            return self.constructor.construct_object(node)
        except yaml.constructor.ConstructorError as exc:
            raise self.fail(node.start_mark.line + 1, "", f"unsupported YAML tag or value: {exc.problem}") from None


def parse_yaml(text: str, file: str | None = None) -> tuple[Any, LineMap]:
    """Parse one YAML document with safe semantics, keeping the line of every field path."""
    if len(text.encode("utf-8", errors="replace")) > MAX_FILE_BYTES:
        raise ContentError(
            [
                Issue(
                    Severity.ERROR,
                    "yaml",
                    f"file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB",
                    Location(file, 1),
                )
            ]
        )
    builder = _Builder(file)
    try:
        node = yaml.compose(text, Loader=_Loader)
        data = None if node is None else builder.build(node, ())
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        line = mark.line + 1 if mark is not None else None
        msg = " ".join(str(x) for x in (exc.context, exc.problem) if x)
        raise ContentError([Issue(Severity.ERROR, "yaml", f"invalid YAML: {msg}", Location(file, line))]) from None
    except yaml.YAMLError as exc:
        raise ContentError([Issue(Severity.ERROR, "yaml", f"invalid YAML: {exc}", Location(file, None))]) from None
    except RecursionError:
        raise ContentError(
            [Issue(Severity.ERROR, "yaml", "the document nests too deeply", Location(file, None))]
        ) from None
    return data, LineMap(builder.lines)


# --------------------------------------------------------------------------- documents


def _loc_path(loc: tuple[Any, ...]) -> Path_:
    # pydantic adds tagged-union and function-validator markers to error locations; keep fields and indices
    return tuple(p for p in loc if isinstance(p, int) or (isinstance(p, str) and not p.startswith("function-")))


def model_from_data(data: Any, file: str | None = None, lines: LineMap | None = None) -> LoadedContent:
    """Migrate and validate already-parsed data. Raises :class:`ContentError` with every problem."""
    lines = lines or LineMap()

    def err(message: str, *path: str | int, code: str = "schema") -> ContentError:
        return ContentError([Issue(Severity.ERROR, code, message, Location(file, lines.line_of(path), tuple(path)))])

    if not isinstance(data, dict):
        raise err("a content file must be a mapping with 'schema_version' and 'kind' at the top")
    kind = data.get("kind")
    if not isinstance(kind, str):
        raise err("missing 'kind' (for example 'neuroshima/army')", "kind")
    info = kind_info(kind)
    if info is None:
        from engine.content.base import registered_kinds

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
            issues.append(Issue(Severity.ERROR, "schema", e["msg"], Location(file, lines.line_of(path), path)))
        raise ContentError(issues) from None
    return LoadedContent(model, file, lines, migrated_from)


def load_text(text: str, file: str | None = None) -> LoadedContent:
    data, lines = parse_yaml(text, file)
    return model_from_data(data, file, lines)


def load_file(path: str | os.PathLike[str]) -> LoadedContent:
    """Load and validate the schema of one content file."""
    p = Path(path)
    name = str(path)
    try:
        size = p.stat().st_size
        if size > MAX_FILE_BYTES:
            raise ContentError(
                [
                    Issue(
                        Severity.ERROR,
                        "yaml",
                        f"file is larger than {MAX_FILE_BYTES // (1024 * 1024)} MB",
                        Location(name, 1),
                    )
                ]
            )
        raw = p.read_bytes()
    except OSError as exc:
        raise ContentError(
            [Issue(Severity.ERROR, "io", f"cannot read file: {exc.strerror or exc}", Location(name))]
        ) from None
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = raw[: exc.start].count(b"\n") + 1
        raise ContentError(
            [Issue(Severity.ERROR, "encoding", "file is not UTF-8 text", Location(name, line))]
        ) from None
    return load_text(text, name)


# --------------------------------------------------------------------------- dumping and saving


class _Dumper(yaml.SafeDumper):
    """Deterministic output: insertion order kept, short lists of scalars on one line."""


def _represent_list(dumper: yaml.SafeDumper, data: Any) -> yaml.Node:
    flow = len(data) <= 12 and all(isinstance(x, (int, float, str, bool)) or x is None for x in data)
    flow = flow and sum(len(str(x)) for x in data) < 80
    return dumper.represent_sequence("tag:yaml.org,2002:seq", data, flow_style=flow)


def _represent_str(dumper: yaml.SafeDumper, data: str) -> yaml.Node:
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

    If anything fails, the previous file (if any) is untouched and the temporary file removed.
    """
    target = Path(path)
    target.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
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
    """Parse a YAML file that is not a content document (game logs), with line numbers."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError([Issue(Severity.ERROR, "io", f"cannot read file: {exc}", Location(str(path)))]) from None
    return parse_yaml(text, str(path))
