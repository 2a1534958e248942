"""Saving an edited document so that only what was edited changes: the author's comments, key
order, quoting, flow style and line breaks stay as they were (issue 30).

The original text is loaded with ruamel.yaml's round-trip loader, the new data is applied to that
tree as a minimal update (unchanged values keep their nodes, and with them their style), and the
tree is written out. ruamel cannot write every layout back exactly as it read it (a long plain
scalar folded by hand is written on one line), so its output is used only for the lines it
changed: the lines ruamel writes unchanged are taken from the original. The result is read back
through the loading gate and must give the new data, or the whole ruamel output (or, failing
that, ``None``: the caller writes the document as a new one) is used instead. Reading stays with
:mod:`engine.content.reader`; ruamel only writes.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Sequence
from difflib import SequenceMatcher
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError
from ruamel.yaml.scalarstring import ScalarString

from engine.content.base import ContentModel
from engine.content.io import model_from_data, model_to_data
from engine.content.reader import ContentError, parse_yaml

_KEY_THEN_ITEM = re.compile(r"^( *)[^\s#-][^\n]*:[ \t]*\n( *)- ", re.MULTILINE)


def _yaml_for(text: str) -> YAML:
    """A round-trip YAML set up like ``text``: its sequences indented under their key or not."""
    y = YAML()
    y.preserve_quotes = True
    y.width = 100  # the width documents are written with (engine.content.io.dump_data)
    m = _KEY_THEN_ITEM.search(text)
    if m is not None and len(m.group(2)) > len(m.group(1)):
        y.indent(mapping=2, sequence=4, offset=2)
    else:
        y.indent(mapping=2, sequence=2, offset=0)
    return y


def _apply(node: Any, old: Any, new: Any) -> Any:
    """``node`` (the round-trip tree of data the model reads as ``old``) changed as little as it
    takes to hold ``new``: only where ``old`` and ``new`` differ. Values the file leaves to their
    defaults stay unwritten, and unchanged values keep their nodes (comments, quotes, flow style)."""
    if old == new:
        return node
    if isinstance(node, CommentedMap) and isinstance(old, dict) and isinstance(new, dict):
        for key in [k for k in old if k not in new and k in node]:
            del node[key]
        previous = -1
        for key, value in new.items():
            if key in node:
                node[key] = _apply(node[key], old.get(key), value)
                previous = list(node).index(key)
            elif key not in old or old[key] != value:
                previous += 1
                node.insert(previous, key, value)
        return node
    if isinstance(node, CommentedSeq) and isinstance(old, list) and isinstance(new, list) and len(node) == len(old):
        _apply_list(node, old, new)
        return node
    if isinstance(node, ScalarString) and isinstance(new, str) and "\n" not in new:
        return type(node)(new)  # edited text keeps its quotes
    return new


def _apply_list(node: CommentedSeq, old: list[Any], new: list[Any]) -> None:
    """The items of ``node`` changed from ``old`` to ``new`` item by item: items kept keep their
    nodes (a removed or added item moves no comment of another), changed items are changed in
    place. Done from the end, so the positions still to do stay where they were."""
    keys_old = [json.dumps(x, sort_keys=True, default=str) for x in old]
    keys_new = [json.dumps(x, sort_keys=True, default=str) for x in new]
    for tag, i1, i2, j1, j2 in reversed(SequenceMatcher(None, keys_old, keys_new, autojunk=False).get_opcodes()):
        if tag == "equal":
            continue
        common = min(i2 - i1, j2 - j1)
        for k in range(common):
            node[i1 + k] = _apply(node[i1 + k], old[i1 + k], new[j1 + k])
        for k in reversed(range(i1 + common, i2)):
            del node[k]
        sibling = node[i1 - 1] if i1 > 0 else (node[0] if len(node) else None)
        for k in range(j1 + common, j2):
            node.insert(i1 + (k - j1), _styled_like(sibling, new[k]))


def _styled_like(sibling: Any, value: Any) -> Any:
    """``value`` (a record or list added to a list) on one line when the item before it is."""
    if not isinstance(value, (dict, list)) or not isinstance(sibling, (CommentedMap, CommentedSeq)):
        return value
    if not sibling.fa.flow_style():
        return value
    styled: CommentedMap | CommentedSeq = CommentedMap(value) if isinstance(value, dict) else CommentedSeq(value)
    styled.fa.set_flow_style()
    return styled


def _dump(y: YAML, tree: Any) -> str:
    out = io.StringIO()
    y.dump(tree, out)
    return out.getvalue()


def _starts(lines: list[str], lo: int, hi: int) -> list[int]:
    """The lines of ``lines[lo:hi]`` that start an item at the indentation of the first (the
    lines between belong to the item above: a record laid out over several lines)."""

    def indent(line: str) -> int:
        return len(line) - len(line.lstrip(" "))

    first = indent(lines[lo])
    return [
        k
        for k in range(lo, hi)
        if k == lo or (indent(lines[k]) == first and lines[k].strip() and not lines[k].lstrip().startswith("#"))
    ]


Block = tuple[str, int, int, int, int]


def _refined(blocks: Sequence[Block], b: list[str], o: list[str]) -> list[Block]:
    """``blocks`` with each run of lines ruamel lays out differently split item by item where both
    sides hold the same number of items, so an edit takes only its item's lines with it."""
    out: list[Block] = []
    for tag, i1, i2, j1, j2 in blocks:
        if tag == "replace":
            bs, os_ = _starts(b, i1, i2), _starts(o, j1, j2)
            if len(bs) == len(os_) > 1:
                ends_b, ends_o = [*bs[1:], i2], [*os_[1:], j2]
                out.extend(("replace", bs[k], ends_b[k], os_[k], ends_o[k]) for k in range(len(bs)))
                continue
        out.append((tag, i1, i2, j1, j2))
    return out


def _keep_unchanged_lines(original: str, before: str, after: str) -> str:
    """``after`` (ruamel's output for the edited tree) with every line it did not change taken
    from ``original`` (``before`` is ruamel's output for the unedited tree)."""
    o, b, u = (t.splitlines(keepends=True) for t in (original, before, after))
    blocks = _refined(SequenceMatcher(None, b, o, autojunk=False).get_opcodes(), b, o)

    def to_original(bi: int, low: bool) -> tuple[int, int]:
        """The boundary before line ``bi`` of ``before`` and the line of ``original`` there; a
        boundary inside lines ruamel wrote differently moves outwards (down when ``low``)."""
        for tag, i1, i2, j1, _ in blocks:
            if tag == "equal" and i1 <= bi <= i2:
                return bi, j1 + (bi - i1)
        for _, i1, i2, j1, j2 in blocks:
            if bi == i1:
                return i1, j1
            if bi == i2:
                return i2, j2
            if i1 < bi < i2:
                return (i1, j1) if low else (i2, j2)
        return bi, len(o)  # pragma: no cover - the blocks cover every boundary

    pieces: list[list[int]] = []  # [b_lo, b_hi, u_lo, u_hi, o_lo, o_hi]
    for tag, i1, i2, j1, j2 in SequenceMatcher(None, b, u, autojunk=False).get_opcodes():
        if tag == "equal":
            continue
        b_lo, o_lo = to_original(i1, True)
        b_hi, o_hi = to_original(i2, False)
        u_lo, u_hi = j1 - (i1 - b_lo), j2 + (b_hi - i2)
        if pieces and b_lo <= pieces[-1][1]:
            last = pieces[-1]
            last[1], last[3], last[5] = max(last[1], b_hi), u_hi, max(last[5], o_hi)
        else:
            pieces.append([b_lo, b_hi, u_lo, u_hi, o_lo, o_hi])
    out: list[str] = []
    at = 0
    for _b_lo, _b_hi, u_lo, u_hi, o_lo, o_hi in pieces:
        out.extend(o[at:o_lo])
        out.extend(u[u_lo:u_hi])
        at = o_hi
    out.extend(o[at:])
    return "".join(out)


def _model_data(text: str) -> Any | None:
    """The data of the model ``text`` reads as (``None`` when it does not read)."""
    try:
        data, lines = parse_yaml(text)
        return model_to_data(model_from_data(data, None, lines).model)
    except ContentError:
        return None


def edited_text(original: str, model: ContentModel) -> str | None:
    """The text of ``original`` (the document's file) changed to hold ``model``, every line that
    holds unchanged data as it was; ``None`` when no such text can be made (the original does not
    read, or no text written reads back as ``model``)."""
    old = _model_data(original)
    if old is None:
        return None
    new = model_to_data(model)
    if old == new:
        return original
    try:
        y = _yaml_for(original)
        tree = y.load(original)
        before = _dump(y, tree)
        after = _dump(y, _apply(tree, old, new))
    except (YAMLError, ValueError, TypeError, RecursionError):
        return None
    for text in (_keep_unchanged_lines(original, before, after), after):
        if _model_data(text) == new:
            return text
    return None
