"""The loading gate's first stage: a file's bytes to text, and text to plain data with the line
of every field, within limits.

Every YAML file Warbench reads comes through here, whatever the entry point: ``validate``, the
play and replay commands, pack import and export, and the editor's File > Open. The limits are
checked before anything parses deeply, and nothing here recurses, so a hostile file (30,000
nested brackets, a billion laughs, a 16 MB list, a file in the wrong encoding) is refused with a
:class:`ContentError` naming the file and the line, never a crash or a hang:

- the file must be a regular file of at most :data:`MAX_FILE_BYTES` and :data:`MAX_LINES` lines;
- it must be UTF-8 (a UTF-8 byte-order mark is allowed) without control characters, and an empty
  file says so;
- YAML is read as a stream of parser events (libyaml keeps its own stack on the heap) and the
  data is built from them with an explicit stack: nesting deeper than :data:`MAX_DEPTH`, more
  than :data:`MAX_NODES` values or :data:`MAX_EXPANDED_CHARS` characters of text (counting every
  use of an alias at its whole size), a scalar longer than
  :data:`MAX_SCALAR_CHARS` or a number longer than :data:`MAX_NUMBER_CHARS` is refused at the line
  where it happens, before the rest of the file is parsed;
- only the safe YAML types are built (no Python objects), duplicate keys are errors, and merge
  keys (``<<``) work as in ``yaml.safe_load``.
"""

from __future__ import annotations

import os
import re
import stat
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.constructor import SafeConstructor
from yaml.resolver import Resolver

from engine.content.issues import Issue, Location, Severity
from engine.core.errors import EXCERPT_CHARS, WarbenchError, excerpt
from engine.core.message import Message

#: Files above this size are refused before they are read.
MAX_FILE_BYTES = 8 * 1024 * 1024
#: Files with more lines are refused before they are parsed (the largest bundled file has ~600).
MAX_LINES = 250_000
#: Values (mappings, lists, keys and scalars) of one document; every use of an alias counts its
#: whole value again, so a "billion laughs" file stops here without being expanded.
MAX_NODES = 200_000
#: Characters of text (scalars and keys) one document expands to, every use of an alias counting
#: its whole text again: a document never holds more text than the largest file could, so one
#: large value repeated by aliases cannot grow into gigabytes of data (and of messages quoting it).
MAX_EXPANDED_CHARS = MAX_FILE_BYTES
#: Nesting of mappings and lists (bundled content nests 6 deep).
MAX_DEPTH = 64
#: Characters of one scalar value.
MAX_SCALAR_CHARS = 1_000_000
#: Characters of one number (no rule needs more; Python refuses integers of 4,300 digits).
MAX_NUMBER_CHARS = 40
#: What a file nested deeper than :data:`MAX_DEPTH` is told, whichever stage finds it.
TOO_DEEP = Message("reader-too-deep", levels=MAX_DEPTH)

FieldPath = tuple[str | int, ...]

try:  # libyaml is faster when available
    _Loader: type = yaml.CSafeLoader
except AttributeError:  # pragma: no cover - depends on the PyYAML build
    _Loader = yaml.SafeLoader


class ContentError(WarbenchError):
    """A content file that cannot be loaded. ``issues`` lists every problem found, each with the
    file and (where the file has lines) the line."""

    def __init__(self, issues: list[Issue]) -> None:
        self.issues = issues
        super().__init__("\n".join(i.format() for i in issues))


def refuse(
    file: str | None, line: int | None, message: str | Message, code: str = "yaml", path: FieldPath = ()
) -> ContentError:
    """A :class:`ContentError` with one error at ``file:line``."""
    return ContentError([Issue(Severity.ERROR, code, message, Location(file, line, path))])


@dataclass
class LineMap:
    """The 1-based line of each field path in a YAML document."""

    lines: dict[FieldPath, int] = field(default_factory=dict)

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

    def under(self, prefix: FieldPath) -> LineMap:
        """The lines of the fields below ``prefix``, with ``prefix`` taken off their paths (the
        lines of a document embedded in another, such as a saved game's setup)."""
        n = len(prefix)
        inner = {p[n:]: line for p, line in self.lines.items() if p[:n] == prefix}
        return LineMap(inner)


# --------------------------------------------------------------------------- bytes to text


def read_bytes(path: str | os.PathLike[str]) -> bytes:
    """The bytes of a regular file of at most :data:`MAX_FILE_BYTES` (never opens a folder, a
    pipe or a device, which could block or never end)."""
    name = str(path)
    try:
        st = os.stat(path)
        if stat.S_ISDIR(st.st_mode):
            raise refuse(name, None, Message("reader-folder"), code="io")
        if not stat.S_ISREG(st.st_mode):
            raise refuse(name, None, Message("reader-not-regular"), code="io")
        if st.st_size > MAX_FILE_BYTES:
            raise refuse(name, 1, Message("reader-too-large", megabytes=MAX_FILE_BYTES // (1024 * 1024)), code="size")
        with open(path, "rb") as fh:
            raw = fh.read(MAX_FILE_BYTES + 1)
    except OSError as exc:
        raise refuse(name, None, Message("reader-cannot-read", reason=str(exc.strerror or exc)), code="io") from None
    if len(raw) > MAX_FILE_BYTES:  # it grew while we looked
        raise refuse(name, 1, Message("reader-too-large", megabytes=MAX_FILE_BYTES // (1024 * 1024)), code="size")
    return raw


_BOMS = (
    (b"\x00\x00\xfe\xff", "UTF-32"),
    (b"\xff\xfe\x00\x00", "UTF-32"),
    (b"\xfe\xff", "UTF-16"),
    (b"\xff\xfe", "UTF-16"),
)

# YAML's printable set (YAML 1.1 §5.1): tab, line breaks, printable ASCII, NEL and the rest of
# Unicode except C1 controls, surrogates and the two non-characters
_NOT_PRINTABLE = re.compile("[^\t\n\r\x20-\x7e\x85\xa0-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _line_col(text: str, index: int) -> tuple[int, int]:
    head = text[:index]
    line_start = max(head.rfind(ch) for ch in _BREAKS) + 1
    return _line_breaks(head) + 1, index - line_start + 1


def decode_text(raw: bytes, file: str | None = None) -> str:
    """``raw`` as text: UTF-8 (an optional byte-order mark is dropped), not empty, no control
    characters, at most :data:`MAX_LINES` lines. Errors name the line (and column)."""
    if not raw.strip():
        raise refuse(file, 1, Message("reader-empty" if not raw else "reader-blank"), code="empty")
    for bom, name in _BOMS:
        if raw.startswith(bom):
            raise refuse(file, 1, Message("reader-bom", encoding=name), code="encoding")
    head = raw[:4096]
    if head.count(b"\x00") * 4 >= len(head):
        raise refuse(file, 1, Message("reader-utf16"), "encoding")
    if raw.startswith(b"\xef\xbb\xbf"):
        raw = raw[3:]
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = _line_breaks(raw[: exc.start].decode("utf-8", errors="replace")) + 1
        col = exc.start - max(raw.rfind(b"\n", 0, exc.start), raw.rfind(b"\r", 0, exc.start))
        raise refuse(
            file, line, Message("reader-not-utf8", byte=f"0x{raw[exc.start]:02x}", column=str(col)), code="encoding"
        ) from None
    return check_text(text, file)


def check_text(text: str, file: str | None = None) -> str:
    """``text`` itself when it has no control characters and at most :data:`MAX_LINES` lines."""
    bad = _NOT_PRINTABLE.search(text)
    if bad is not None:
        line, col = _line_col(text, bad.start())
        char = f"U+{ord(bad.group()):04X}"
        raise refuse(file, line, Message("reader-control", char=char, column=str(col)), "encoding")
    if _line_breaks(text) > MAX_LINES:
        raise refuse(file, MAX_LINES + 1, Message("reader-too-many-lines", lines=MAX_LINES), code="size")
    return text


_BREAKS = ("\n", "\r", "\x85", "\u2028", "\u2029")


def _line_breaks(text: str) -> int:
    """The line breaks YAML reads (YAML 1.1 §5.4): LF, CR, CR LF (one break), NEL and the Unicode
    line and paragraph separators, so a file of carriage returns alone counts its lines too."""
    lf, cr = text.count("\n"), text.count("\r")
    crlf = text.count("\r\n") if cr else 0
    others = text.count("\x85") + text.count("\u2028") + text.count("\u2029")
    return lf + cr - crlf + others


def read_text(path: str | os.PathLike[str]) -> str:
    """A file's text through every check of :func:`read_bytes` and :func:`decode_text`."""
    return decode_text(read_bytes(path), str(path))


# --------------------------------------------------------------------------- text to data

_MERGE = "tag:yaml.org,2002:merge"
_MAP = "tag:yaml.org,2002:map"
_STR = "tag:yaml.org,2002:str"
_SEQ = "tag:yaml.org,2002:seq"
_NUMBER_TAGS = {"tag:yaml.org,2002:int", "tag:yaml.org,2002:float"}
#: the scalar types of ``yaml.safe_load``
_SCALAR_TAGS = {f"tag:yaml.org,2002:{t}" for t in ("null", "bool", "int", "float", "str", "binary", "timestamp")}
_RESOLVER = Resolver()
_CONSTRUCTOR = SafeConstructor()
_MISSING = object()


class _Frame:
    """A mapping or a list being built, with what it needs to finish."""

    __slots__ = ("anchor", "chars_at_start", "count_at_start", "is_map", "key", "line", "merges", "path", "value")

    def __init__(self, value: Any, path: FieldPath, line: int, anchor: str | None, count: int, chars: int) -> None:
        self.value = value
        self.is_map = isinstance(value, dict)
        self.path = path
        self.line = line
        self.anchor = anchor
        self.count_at_start = count
        self.chars_at_start = chars
        self.key: Any = _MISSING
        self.merges: list[tuple[Any, int]] = []


class _Builder:
    """Plain data from a stream of YAML events, without recursion."""

    def __init__(self, file: str | None, last_line: int = 1 << 62) -> None:
        self.file = file
        #: libyaml puts the empty value of a bare ``key:`` or ``---`` at the end, past the last line
        self.last_line = last_line
        self.lines: dict[FieldPath, int] = {}
        self.count = 0
        #: characters of text built so far, every alias counting its anchor's text again
        self.chars = 0
        #: an anchor's value, its number of values and its characters of text
        self.anchors: dict[str, tuple[Any, int, int]] = {}
        self.stack: list[_Frame] = []
        self.root: Any = None
        self.documents = 0
        #: the implicit tag of plain scalars already seen (ids and small numbers repeat)
        self.resolved: dict[str, str] = {}

    def fail(self, line: int, message: Message | str, path: FieldPath = ()) -> ContentError:
        return refuse(self.file, line, message, path=path)

    def _counted(self, n: int, line: int, chars: int = 0) -> None:
        self.count += n
        self.chars += chars
        if self.count > MAX_NODES:
            raise self.fail(line, Message("reader-too-many-values", most=MAX_NODES))
        if self.chars > MAX_EXPANDED_CHARS:
            raise self.fail(line, Message("reader-expands-too-far", most=MAX_EXPANDED_CHARS))

    def feed(self, event: yaml.Event) -> None:
        mark = event.start_mark
        line = min(mark.line + 1, self.last_line) if mark is not None else 1
        if isinstance(event, yaml.DocumentStartEvent):
            self.documents += 1
            if self.documents > 1:
                raise self.fail(line, Message("reader-second-document"))
            return
        if isinstance(event, (yaml.StreamStartEvent, yaml.StreamEndEvent, yaml.DocumentEndEvent)):
            return
        if isinstance(event, (yaml.MappingEndEvent, yaml.SequenceEndEvent)):
            frame = self.stack.pop()
            value = self._finish(frame)
            if frame.anchor is not None:
                self.anchors[frame.anchor] = (
                    value,
                    self.count - frame.count_at_start,
                    self.chars - frame.chars_at_start,
                )
            self._deliver(value, frame.line)
            return
        parent = self.stack[-1] if self.stack else None
        if parent is not None and parent.is_map and parent.key is _MISSING:
            self._key(parent, event, line)
            return
        path = self._child_path(parent)
        self.lines.setdefault(path, line)
        if isinstance(event, yaml.AliasEvent):
            found = self.anchors.get(event.anchor) if event.anchor is not None else None
            if found is None:
                raise self.fail(line, Message("reader-alias-unknown", alias=f"*{excerpt(event.anchor)}"), path)
            self._counted(found[1], line, found[2])
            self._deliver(found[0], line)
        elif isinstance(event, yaml.ScalarEvent):
            self._counted(1, line, len(event.value))
            value = self._scalar(event, line, path)
            if event.anchor is not None:
                self.anchors[event.anchor] = (value, 1, len(event.value))
            self._deliver(value, line)
        elif isinstance(event, (yaml.MappingStartEvent, yaml.SequenceStartEvent)):
            self._counted(1, line)
            plain = _MAP if isinstance(event, yaml.MappingStartEvent) else _SEQ
            if event.tag not in (None, "!", plain):
                raise self.fail(line, Message("reader-tag", tag=excerpt(event.tag)), path)
            if len(self.stack) >= MAX_DEPTH:
                raise self.fail(line, TOO_DEEP)
            container: Any = {} if isinstance(event, yaml.MappingStartEvent) else []
            self.stack.append(_Frame(container, path, line, event.anchor, self.count - 1, self.chars))

    def _child_path(self, parent: _Frame | None) -> FieldPath:
        if parent is None:
            return ()
        if parent.is_map:
            return (*parent.path, parent.key)
        return (*parent.path, len(parent.value))

    def _key(self, frame: _Frame, event: yaml.Event, line: int) -> None:
        if not isinstance(event, yaml.ScalarEvent):
            raise self.fail(line, Message("reader-key-not-plain"), frame.path)
        self._counted(1, line, len(event.value))
        if event.tag is None and event.implicit[0] and event.value == "<<":
            frame.key = _MERGE
            return
        key = self._scalar(event, line, frame.path)
        if key in frame.value:
            raise self.fail(
                line, Message("reader-duplicate-key", key=excerpt(key)), (*frame.path, str(key)[:EXCERPT_CHARS])
            )
        frame.key = key
        self.lines[(*frame.path, key)] = line

    def _scalar(self, event: yaml.ScalarEvent, line: int, path: FieldPath) -> Any:
        value = event.value
        if len(value) > MAX_SCALAR_CHARS:
            raise self.fail(line, Message("reader-value-too-long", length=len(value), most=MAX_SCALAR_CHARS), path)
        tag = event.tag
        if tag is None and not event.implicit[0]:
            return value  # quoted or block text
        if tag is None or tag == "!":
            implicit = event.implicit if tag is None else (False, False)
            tag = self.resolved.get(value) if implicit[0] else None
            if tag is None:
                tag = _RESOLVER.resolve(yaml.ScalarNode, value, implicit)  # type: ignore[no-untyped-call]
                if implicit[0] and len(self.resolved) < 10_000:
                    self.resolved[value] = tag
        if tag == _STR:
            return value
        if tag in _NUMBER_TAGS and len(value) > MAX_NUMBER_CHARS:
            raise self.fail(line, Message("reader-number-too-long", length=len(value)), path)
        if tag == _MERGE:  # '<<' as a value, not a key: just text
            return value
        construct = SafeConstructor.yaml_constructors.get(tag) if tag in _SCALAR_TAGS else None
        if construct is None:
            raise self.fail(line, Message("reader-tag", tag=excerpt(tag)), path)
        node = yaml.ScalarNode(tag, value, style=event.style)
        try:
            return construct(_CONSTRUCTOR, node)
        except Exception as exc:  # the constructors assume values their tag's pattern matched
            # (a YAML constructor's own problem is the library's English, as the parser's detail is)
            problem = getattr(exc, "problem", None) or Message("reader-not-valid", type=tag.rsplit(":", 1)[-1])
            raise self.fail(line, Message("reader-value-unread", value=excerpt(value), problem=problem), path) from None

    def _deliver(self, value: Any, line: int) -> None:
        if not self.stack:
            self.root = value
            return
        frame = self.stack[-1]
        if not frame.is_map:
            frame.value.append(value)
            return
        if frame.key is _MERGE:
            frame.merges.append((value, line))
        else:
            frame.value[frame.key] = value
        frame.key = _MISSING

    def _finish(self, frame: _Frame) -> Any:
        if not frame.is_map or not frame.merges:
            return frame.value
        # as yaml.safe_load: keys of the mapping itself win over merged ones, earlier merges over later
        merged: dict[Any, Any] = {}
        for value, line in frame.merges:
            sources = value if isinstance(value, list) else [value]
            for source in sources:
                if not isinstance(source, dict):
                    raise self.fail(line, Message("reader-merge"), frame.path)
                for k, v in source.items():
                    if k not in merged and k not in frame.value:
                        merged[k] = v
                        self.lines.setdefault((*frame.path, k), line)
        merged.update(frame.value)
        return merged


def _error_line(exc: yaml.YAMLError, text: str) -> int | None:
    if isinstance(exc, yaml.MarkedYAMLError):
        mark = exc.problem_mark or exc.context_mark
        return mark.line + 1 if mark is not None else None
    position = getattr(exc, "position", None)
    if isinstance(position, int):  # a reader error: libyaml counts bytes of the UTF-8 text
        return text.encode("utf-8", errors="replace")[:position].count(b"\n") + 1
    return None


# where a bracket, a brace or a quote can start a node: the start of a line, after blanks, and
# after another flow indicator
_FLOW_TOKEN = re.compile(r"""(?:(?<=[\s\[{,:])|^)(?:[\[{'"]|#)|[\]}\n]""", re.MULTILINE)


def _deep_flow_line(text: str) -> int | None:
    """The line where brackets and braces first nest deeper than :data:`MAX_DEPTH`, or None.

    A light scan (quotes and comments skipped, block scalars not told apart) consulted only
    once the YAML parser has refused the text, to tell a nesting bomb from other mistakes."""
    depth = 0
    line = 1
    pos = 0
    while True:
        m = _FLOW_TOKEN.search(text, pos)
        if m is None:
            return None
        char = m.group()
        pos = m.end()
        if char == "\n":
            line += 1
        elif char in "[{":
            depth += 1
            if depth > MAX_DEPTH:
                return line
        elif char in "]}":
            depth = max(0, depth - 1)
        elif char == "#":
            end = text.find("\n", pos)
            pos = len(text) if end < 0 else end
        else:  # a quoted scalar: skip to its end ('' and \" escape the quote)
            while True:
                end = text.find(char, pos)
                if end < 0:
                    return None
                if char == '"' and (end - len(text[pos:end].rstrip("\\")) - pos) % 2:
                    pos = end + 1
                    continue
                if char == "'" and text.startswith("''", end):
                    pos = end + 2
                    continue
                line += text.count("\n", pos, end)
                pos = end + 1
                break


def parse_yaml(text: str, file: str | None = None) -> tuple[Any, LineMap]:
    """Parse one YAML document with safe semantics within the limits of this module, keeping
    the line of every field path. Raises :class:`ContentError` naming the line."""
    text = check_text(text, file)
    if len(text) > MAX_FILE_BYTES:
        raise refuse(file, 1, Message("reader-too-large", megabytes=MAX_FILE_BYTES // (1024 * 1024)), code="size")
    builder = _Builder(file, max(1, len(text.splitlines())))
    try:
        for event in yaml.parse(text, Loader=_Loader):
            builder.feed(event)
    except yaml.YAMLError as exc:
        line = _error_line(exc, text)
        deep = _deep_flow_line(text)
        if deep is not None and (line is None or deep <= line):
            # libyaml refuses deep flow nesting itself (its limit and wording vary by version),
            # looking ahead of the events the builder has seen: the limit it broke is ours
            raise refuse(file, deep, TOO_DEEP) from None
        if isinstance(exc, yaml.MarkedYAMLError):
            msg = " ".join(str(x) for x in (exc.context, exc.problem) if x)
        else:
            msg = str(getattr(exc, "reason", "") or exc)
        raise refuse(file, line if line is not None else 1, Message("reader-invalid-yaml", detail=msg)) from None
    return builder.root, LineMap(builder.lines)


def read_yaml(path: str | os.PathLike[str]) -> tuple[Any, LineMap]:
    """A YAML file's data and lines, through every check of this module."""
    return parse_yaml(read_text(path), str(path))
