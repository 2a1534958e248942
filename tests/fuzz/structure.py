"""Structure-aware mutations (issue 31): each parses the file, picks a place by what it holds (an
id, a reference, a list, a mapping, a number, a text) and writes there what an attacker would: a
value of the wrong type or an extreme one, a duplicate or a missing id, a reference to nothing, a
YAML tag, a merge key, a duplicate key, a long text, a look-alike letter, one large value
repeated by aliases; or changes the whole file's line breaks (CR only, CRLF, NEL, mixed, a BOM).

The YAML is written with a placeholder at the chosen place, then the placeholder is replaced by
raw YAML text, so tags, anchors, aliases and merge keys land inside the structure, not only at
its end. Every mutation is a pure function of the text and a seeded ``random.Random``.
"""

from __future__ import annotations

import copy
import random
import re
import unicodedata
from collections.abc import Callable
from typing import Any

import yaml

from tests.fuzz.mutations import _enc, _parent, _paths, _set

StructureMutation = Callable[[str, random.Random], bytes]

_PLACE = "wbfuzzplace"
_KEY = "wbfuzzkey"
#: keys whose value names another item (a reference) or is an item's own id
_REFERENCE_KEYS = re.compile(
    r"^(army|tile|tiles|roster|battlefield|unit|units|map|scenario|clan|deck|characters|first|last|cell|hex|"
    r"province|hq|leader|banner|edge|type|pool|hand|armies|setup)$"
)
_ID_KEYS = ("id", "code")


def _data(text: str) -> Any:
    try:
        return yaml.safe_load(text)
    except yaml.YAMLError:
        return None


def _dump(data: Any) -> str:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100)


def _placed(text: str, data: Any, path: tuple[Any, ...], raw: str) -> bytes:
    """``data`` written with the raw YAML ``raw`` as the value at ``path``."""
    data = _set(copy.deepcopy(data), path, _PLACE)
    return _enc(_dump(data).replace(_PLACE, raw, 1))


def _leaves(data: Any, want: Callable[[tuple[Any, ...], Any], bool]) -> list[tuple[Any, ...]]:
    return [p for p, v in _paths(data) if p and want(p, v)]


def _unchanged(text: str) -> bytes:
    return _enc(text)


def _quoted(text: str) -> str:
    return "'" + text.replace("'", "''") + "'"


# --------------------------------------------------------------------------- values


def wrong_type(text: str, rnd: random.Random) -> bytes:
    """A value replaced by one of another YAML type, written as YAML (dates, sexagesimals, hex)."""
    data = _data(text)
    paths = _leaves(data, lambda p, v: True)
    if not paths:
        return _unchanged(text)
    raw = rnd.choice(
        ["2001-12-14", "12:30:00", "0x1F", "0o17", "1e3", "~", "[]", "{}", "yes", "off", "'1'", "[[1], {a: b}]", "-"]
    )
    return _placed(text, data, rnd.choice(paths), raw)


def extreme(text: str, rnd: random.Random) -> bytes:
    """A number replaced by an extreme or odd one."""
    data = _data(text)
    paths = _leaves(data, lambda p, v: isinstance(v, (int, float)) and not isinstance(v, bool))
    if not paths:
        return _unchanged(text)
    raw = rnd.choice(
        ["-0", "1e308", "-1e308", "9" * 39, "18446744073709551616", ".inf", "-.inf", ".nan", "1e-400", "-2147483649"]
    )
    return _placed(text, data, rnd.choice(paths), raw)


def duplicate_ids(text: str, rnd: random.Random) -> bytes:
    """Two items of one list given the same id."""
    data = _data(text)
    lists = [
        v
        for _, v in _paths(data)
        if isinstance(v, list) and sum(isinstance(x, dict) and isinstance(x.get("id"), str) for x in v) >= 2
    ]
    if not lists:
        return _unchanged(text)
    items = [x for x in rnd.choice(lists) if isinstance(x, dict) and isinstance(x.get("id"), str)]
    a, b = rnd.sample(items, 2)
    b["id"] = a["id"]
    return _enc(_dump(data))


def missing_id(text: str, rnd: random.Random) -> bytes:
    """An item (or the document) without its id."""
    data = _data(text)
    holders = [v for _, v in _paths(data) if isinstance(v, dict) and any(k in v for k in _ID_KEYS)]
    if not holders:
        return _unchanged(text)
    holder = rnd.choice(holders)
    del holder[next(k for k in _ID_KEYS if k in holder)]
    return _enc(_dump(data))


def dangling_reference(text: str, rnd: random.Random) -> bytes:
    """A reference (an army, a tile, a roster, a cell...) pointing at nothing, or at an id of
    another kind of item in the same file."""
    data = _data(text)
    paths = _leaves(
        data, lambda p, v: isinstance(v, str) and any(isinstance(k, str) and _REFERENCE_KEYS.match(k) for k in p[-2:])
    )
    if not paths:
        return _unchanged(text)
    path = rnd.choice(paths)
    ids = [v for p, v in _paths(data) if p and p[-1] in _ID_KEYS and isinstance(v, str)]
    value = _parent(data, path)[path[-1]]
    target = rnd.choice([f"missing-{value}", "nowhere", *(ids[:5] or ["nowhere"]), value.upper(), value + " "])
    return _placed(text, data, path, _quoted(target))


def long_text(text: str, rnd: random.Random) -> bytes:
    """A text value (or a key) thousands to millions of characters long."""
    data = _data(text)
    paths = _leaves(data, lambda p, v: isinstance(v, str))
    size = rnd.choice([300, 5000, 100_000, 1_200_000])
    if rnd.random() < 0.3:
        holders = _leaves(data, lambda p, v: isinstance(v, dict))
        if holders:
            holder = rnd.choice(holders)
            _parent(data, holder)[holder[-1]][_KEY] = 1
            return _enc(_dump(data).replace(_KEY, "k" * min(size, 5000), 1))
    if not paths:
        return _unchanged(text)
    return _placed(text, data, rnd.choice(paths), _quoted("z" * size))


_HOMOGLYPHS = {"a": "\u0430", "e": "\u0435", "o": "\u043e", "c": "\u0441", "p": "\u0440", "x": "\u0445", "i": "\u0456"}


def lookalike(text: str, rnd: random.Random) -> bytes:
    """An id or reference with a letter of another script that looks the same, an invisible
    character, a decomposed accent, a full-width letter or a digit of another script."""
    data = _data(text)
    paths = _leaves(
        data,
        lambda p, v: isinstance(v, str) and 0 < len(v) <= 64 and isinstance(p[-1], str | int),
    )
    if not paths:
        return _unchanged(text)
    path = rnd.choice(paths)
    value: str = _parent(data, path)[path[-1]]
    how = rnd.choice(["homoglyph", "invisible", "decomposed", "fullwidth", "digit", "bidi"])
    i = rnd.randrange(len(value) + 1)
    if how == "homoglyph" and any(ch in _HOMOGLYPHS for ch in value):
        j = next(k for k, ch in enumerate(value) if ch in _HOMOGLYPHS)
        value = value[:j] + _HOMOGLYPHS[value[j]] + value[j + 1 :]
    elif how == "decomposed":
        value = unicodedata.normalize("NFD", value[:i] + "é" + value[i:])
    elif how == "fullwidth":
        value = "".join(chr(ord(ch) + 0xFEE0) if "!" <= ch <= "~" else ch for ch in value)
    elif how == "digit":
        value = value[:i] + rnd.choice("\u0661\u06f3\u0967\uff11") + value[i:]
    elif how == "bidi":
        value = value[:i] + "\u202e" + value[i:]
    else:
        value = value[:i] + rnd.choice("\u200b\u200c\u200d\u2060\ufeff\u00ad") + value[i:]
    return _placed(text, data, path, '"' + value.encode("unicode_escape").decode("ascii").replace('"', '\\"') + '"')


# --------------------------------------------------------------------------- YAML features


def tag_inside(text: str, rnd: random.Random) -> bytes:
    """A YAML tag on a value inside the structure (Python objects, sets, ordered maps, local tags)."""
    data = _data(text)
    paths = _leaves(data, lambda p, v: True)
    if not paths:
        return _unchanged(text)
    raw = rnd.choice(
        [
            "!!python/tuple [1, 2]",
            "!!python/object/apply:os.getcwd []",
            "!!set {a: null}",
            "!!omap [{a: 1}]",
            "!!pairs [{a: 1}]",
            "!local {x: 1}",
            "!<tag:yaml.org,2002:str> 5",
            "!!str 5",
            "!!int '7'",
            "!!bool maybe",
            "!!null ''",
            "!!binary aGVsbG8=",
            "!!timestamp 2001-13-45",
            "!!merge x",
        ]
    )
    return _placed(text, data, rnd.choice(paths), raw)


def merge_inside(text: str, rnd: random.Random) -> bytes:
    """A merge key (``<<``) in a mapping inside the structure, with a mapping, a list of them, or
    something that is neither."""
    data = _data(text)
    holders = [p for p, v in _paths(data) if isinstance(v, dict)]
    if not holders:
        return _unchanged(text)
    holder = rnd.choice(holders)
    target = data
    for k in holder:
        target = target[k]
    target[_KEY] = _PLACE
    raw = rnd.choice(["{id: merged, bogus: 1}", "[{a: 1}, {b: 2}]", "5", "[1]", "*nowhere", "{}", "[{id: x}, 3]"])
    return _enc(_dump(data).replace(f"{_KEY}: {_PLACE}", f"<<: {raw}", 1))


def duplicate_key_inside(text: str, rnd: random.Random) -> bytes:
    """A key written twice in a mapping inside the structure."""
    data = _data(text)
    holders = [p for p, v in _paths(data) if isinstance(v, dict) and v]
    if not holders:
        return _unchanged(text)
    holder = rnd.choice(holders)
    target = data
    for k in holder:
        target = target[k]
    key = rnd.choice(list(target))
    target[_KEY] = copy.deepcopy(target[key])
    return _enc(_dump(data).replace(_KEY, str(key), 1))


def alias_amplification(text: str, rnd: random.Random) -> bytes:
    """One large value repeated by aliases in a list inside the structure (a few hundred kB that
    expand to gigabytes)."""
    data = _data(text)
    paths = _leaves(data, lambda p, v: isinstance(v, list))
    if not paths:
        paths = _leaves(data, lambda p, v: True)
    if not paths:
        return _unchanged(text)
    size = rnd.choice([1000, 100_000, 1_000_000])
    uses = rnd.choice([10, 100, 1000])
    raw = "[&amp " + _quoted("Z" * size) + ", " + ", ".join(["*amp"] * uses) + "]"
    return _placed(text, data, rnd.choice(paths), raw)


# --------------------------------------------------------------------------- line breaks


def line_breaks(text: str, rnd: random.Random) -> bytes:
    """The file's line breaks as CR only, CRLF, NEL, line separators or a mix, with or without a
    byte-order mark; or hundreds of thousands of empty CR-only lines (the line limit)."""
    how = rnd.choice(["cr", "crlf", "mixed", "nel", "ls", "many_cr"])
    if how == "many_cr":
        out = text + "\r" * rnd.choice([250_001, 400_000])
    elif how == "mixed":
        out = "".join(ln + rnd.choice(["\n", "\r", "\r\n"]) for ln in text.split("\n"))
    else:
        out = text.replace("\n", {"cr": "\r", "crlf": "\r\n", "nel": "\x85", "ls": "\u2028"}[how])
    return (b"\xef\xbb\xbf" if rnd.random() < 0.5 else b"") + _enc(out)


STRUCTURE_MUTATIONS: dict[str, StructureMutation] = {
    f.__name__: f
    for f in (
        wrong_type,
        extreme,
        duplicate_ids,
        missing_id,
        dangling_reference,
        long_text,
        lookalike,
        tag_inside,
        merge_inside,
        duplicate_key_inside,
        alias_amplification,
        line_breaks,
    )
}
