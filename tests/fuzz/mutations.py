"""Mutations of content files, game logs and pack archives, as an attacker or a careless user
would make them. Each mutation is a pure function of the input and a seeded ``random.Random``,
so a case is reproduced from its seed alone.

Text mutations work on the file's text (broken YAML, encodings, bombs, huge values); data
mutations parse the YAML, change one value or shape, and write it back (well-formed files with
values or structures the rules do not expect); log mutations tamper with saved games the way
the fuzzing of issue 21 did.
"""

from __future__ import annotations

import random
import re
from collections.abc import Callable
from typing import Any

import yaml

TextMutation = Callable[[str, random.Random], bytes]

#: numbers a user or an attacker types
EXTREME_NUMBERS = [
    0,
    -1,
    1,
    2,
    13,
    14,
    999999999,
    2147483647,
    2147483648,
    3000000000,
    10000000000000000000,
    -(2**63),
    2**64,
]
ODD_STRINGS = ["", " ", "a b", "a+b", "-", "()", "x" * 300, "a\n", "\u0000", "é", "../x", "a,b", "99,99", "-1,-1"]


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True) or [""]


def _enc(text: str) -> bytes:
    return text.encode("utf-8", errors="surrogatepass")


# --------------------------------------------------------------------------- text mutations


def delete_line(text: str, rnd: random.Random) -> bytes:
    lines = _lines(text)
    del lines[rnd.randrange(len(lines))]
    return _enc("".join(lines))


def duplicate_line(text: str, rnd: random.Random) -> bytes:
    lines = _lines(text)
    i = rnd.randrange(len(lines))
    lines.insert(i, lines[i])
    return _enc("".join(lines))


def swap_lines(text: str, rnd: random.Random) -> bytes:
    lines = _lines(text)
    i, j = rnd.randrange(len(lines)), rnd.randrange(len(lines))
    lines[i], lines[j] = lines[j], lines[i]
    return _enc("".join(lines))


def truncate(text: str, rnd: random.Random) -> bytes:
    return _enc(text[: rnd.randrange(len(text) + 1)])


def insert_bytes(text: str, rnd: random.Random) -> bytes:
    raw = bytearray(_enc(text))
    for _ in range(rnd.randint(1, 4)):
        raw.insert(rnd.randrange(len(raw) + 1), rnd.choice([0, 7, 8, 0x1B, 0x7F, 0x80, 0xC3, 0xFF, 0xFE, 0x0C]))
    return bytes(raw)


def flip_char(text: str, rnd: random.Random) -> bytes:
    if not text:
        return b"x"
    i = rnd.randrange(len(text))
    return _enc(text[:i] + rnd.choice("[]{}:,-#&*!|>'\"%@`?\t ") + text[i + 1 :])


def reindent(text: str, rnd: random.Random) -> bytes:
    lines = _lines(text)
    i = rnd.randrange(len(lines))
    shift = rnd.choice([-4, -2, -1, 1, 2, 4])
    lines[i] = (" " * shift + lines[i]) if shift > 0 else lines[i][-shift:]
    return _enc("".join(lines))


def tab_indent(text: str, rnd: random.Random) -> bytes:
    lines = _lines(text)
    i = rnd.randrange(len(lines))
    lines[i] = "\t" + lines[i].lstrip(" ")
    return _enc("".join(lines))


_NUMBER = re.compile(r"(?<=[:\[, ])-?\d+(?:\.\d+)?(?=[,\]}\s])")


def extreme_number(text: str, rnd: random.Random) -> bytes:
    found = list(_NUMBER.finditer(text))
    if not found:
        return _enc(text + f"\nextra: {rnd.choice(EXTREME_NUMBERS)}\n")
    m = rnd.choice(found)
    return _enc(text[: m.start()] + str(rnd.choice(EXTREME_NUMBERS)) + text[m.end() :])


def odd_number(text: str, rnd: random.Random) -> bytes:
    found = list(_NUMBER.finditer(text))
    value = rnd.choice([".inf", "-.inf", ".nan", "1e400", "0x7fffffff", "0o777", "1_000_000", "1.5", "1" * 5000])
    if not found:
        return _enc(text + f"\nextra: {value}\n")
    m = rnd.choice(found)
    return _enc(text[: m.start()] + value + text[m.end() :])


_VALUE = re.compile(r"(?m)(?<=: )[^\s#\[{][^\n#]*$")


def odd_value(text: str, rnd: random.Random) -> bytes:
    found = list(_VALUE.finditer(text))
    value = rnd.choice(["''", "~", "null", "[]", "{}", "'a b'", "'" + "y" * 5000 + "'", "[[[]]]", "yes", "2020-01-01"])
    value = rnd.choice([value, repr(rnd.choice(ODD_STRINGS))])
    if not found:
        return _enc(text + f"\nid: {value}\n")
    m = rnd.choice(found)
    return _enc(text[: m.start()] + value + text[m.end() :])


def nesting_bomb(text: str, rnd: random.Random) -> bytes:
    depth = rnd.choice([65, 200, 1000, 5000, 20000, 30000])
    opener, closer = rnd.choice([("[", "]"), ("{a: ", "}"), ("[{a: ", "}]")])
    key = rnd.choice(["tiles", "armies", "terrain", "cards", "actions", "setup", "units", "games"])
    bomb = f"{key}: {opener * depth}{closer * depth}\n"
    lines = [ln for ln in _lines(text) if not ln.startswith(f"{key}:")]
    return _enc("".join(lines[:4]) + bomb + "".join(lines[4:]))


def indent_bomb(text: str, rnd: random.Random) -> bytes:
    depth = rnd.choice([70, 500, 3000])
    body = "".join(" " * i + "a:\n" for i in range(depth)) + " " * depth + "b: 1\n"
    return _enc(text + "deep:\n" + "".join(" " + ln for ln in body.splitlines(keepends=True)))


def alias_bomb(text: str, rnd: random.Random) -> bytes:
    width = rnd.choice([5, 10])
    lines = [f"b0: &b0 [{', '.join(['x'] * width)}]"]
    for i in range(1, rnd.choice([6, 9, 12])):
        lines.append(f"b{i}: &b{i} [{', '.join([f'*b{i - 1}'] * width)}]")
    return _enc(text + "\n".join(lines) + "\n")


def huge_list(text: str, rnd: random.Random) -> bytes:
    n = rnd.choice([1000, 50_000, 300_000])
    key = rnd.choice(["tiles", "terrain", "actions", "pool", "notes"])
    return _enc(f"{key}:\n" + "- 1\n" * n + text)


def long_line(text: str, rnd: random.Random) -> bytes:
    n = rnd.choice([100_000, 1_200_000])
    return _enc(text + "notes: '" + "z" * n + "'\n")


def duplicate_key(text: str, rnd: random.Random) -> bytes:
    keys = re.findall(r"(?m)^([a-z_]+):", text)
    key = rnd.choice(keys) if keys else "id"
    return _enc(text + f"{key}: again\n")


def unknown_key(text: str, rnd: random.Random) -> bytes:
    lines = _lines(text)
    lines.insert(rnd.randrange(len(lines) + 1), rnd.choice(["bogus: 1\n", "  extra_field: x\n", "- stray\n"]))
    return _enc("".join(lines))


def utf16(text: str, rnd: random.Random) -> bytes:
    return rnd.choice(
        [text.encode("utf-16"), text.encode("utf-16-le"), text.encode("utf-16-be"), text.encode("utf-32")]
    )


def bom_and_crlf(text: str, rnd: random.Random) -> bytes:
    out = text.replace("\n", "\r\n") if rnd.random() < 0.5 else text.replace("\n", "\r")
    return (b"\xef\xbb\xbf" if rnd.random() < 0.5 else b"") + _enc(out)


def empty_or_blank(text: str, rnd: random.Random) -> bytes:
    return rnd.choice([b"", b"\n", b"   \n\t\n", b"# only a comment\n", b"---\n", b"...\n", b"~\n", b"[]\n", b"- a\n"])


def second_document(text: str, rnd: random.Random) -> bytes:
    return _enc(text + "---\n" + text[: len(text) // 2])


def tag_injection(text: str, rnd: random.Random) -> bytes:
    tag = rnd.choice(
        [
            "!!python/object/apply:os.system ['true']",
            "!!python/name:os.system",
            "!!binary aGVsbG8=",
            "!!set {a, b}",
            "!!omap [a: 1]",
            "!custom x",
            "!!timestamp 2001-12-14",
            "!!float x",
            "!!int abc",
        ]
    )
    found = list(_VALUE.finditer(text))
    if not found:
        return _enc(text + f"x: {tag}\n")
    m = rnd.choice(found)
    return _enc(text[: m.start()] + tag + text[m.end() :])


def change_kind(text: str, rnd: random.Random) -> bytes:
    kind = rnd.choice(
        [
            "neuroshima/army",
            "neuroshima/etude",
            "neuroshima/game",
            "neuroshima/position",
            "samurai_battles/scenario",
            "samurai_battles/unit_table",
            "samurai_battles/command_deck",
            "warbench/pack",
            "nope/nothing",
            "''",
            "[a]",
        ]
    )
    return _enc(re.sub(r"(?m)^kind: .*$", f"kind: {kind}", text, count=1))


def change_version(text: str, rnd: random.Random) -> bytes:
    value = rnd.choice(["0", "-1", "2", "99", "x", "1.5", "true", "null", "99999999999999999999"])
    return _enc(re.sub(r"(?m)^schema_version: .*$", f"schema_version: {value}", text, count=1))


def unterminated(text: str, rnd: random.Random) -> bytes:
    return _enc(text + rnd.choice(["name: 'open\n", 'x: "open\n', "y: [1, 2\n", "z: {a: 1\n", "w: |\n  a\n b\n"]))


def merge_and_anchors(text: str, rnd: random.Random) -> bytes:
    return _enc(
        text
        + rnd.choice(
            [
                "base: &base {a: 1}\nderived: {<<: *base, b: 2}\n",
                "x: *undefined\n",
                "self: &s [*s]\n",
                "m: {<<: [1, 2]}\n",
                "<<: {id: merged}\n",
            ]
        )
    )


TEXT_MUTATIONS: dict[str, TextMutation] = {
    f.__name__: f
    for f in (
        delete_line,
        duplicate_line,
        swap_lines,
        truncate,
        insert_bytes,
        flip_char,
        reindent,
        tab_indent,
        extreme_number,
        odd_number,
        odd_value,
        nesting_bomb,
        indent_bomb,
        alias_bomb,
        huge_list,
        long_line,
        duplicate_key,
        unknown_key,
        utf16,
        bom_and_crlf,
        empty_or_blank,
        second_document,
        tag_injection,
        change_kind,
        change_version,
        unterminated,
        merge_and_anchors,
    )
}


# --------------------------------------------------------------------------- data mutations

Path_ = tuple[Any, ...]


def _paths(data: Any, path: Path_ = ()) -> list[tuple[Path_, Any]]:
    out = [(path, data)]
    stack = [(path, data)]
    while stack:
        p, d = stack.pop()
        children = d.items() if isinstance(d, dict) else enumerate(d) if isinstance(d, list) else ()
        for k, v in children:
            out.append(((*p, k), v))
            stack.append(((*p, k), v))
    return out


def _set(data: Any, path: Path_, value: Any) -> Any:
    if not path:
        return value
    parent = data
    for k in path[:-1]:
        parent = parent[k]
    parent[path[-1]] = value
    return data


def _parent(data: Any, path: Path_) -> Any:
    for k in path[:-1]:
        data = data[k]
    return data


def _dump(data: Any) -> bytes:
    return yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=100).encode("utf-8")


DataMutation = Callable[[Any, random.Random], Any]


def number_leaf(data: Any, rnd: random.Random) -> Any:
    leaves = [p for p, v in _paths(data) if isinstance(v, int) and not isinstance(v, bool) and p]
    if not leaves:
        return data
    return _set(data, rnd.choice(leaves), rnd.choice(EXTREME_NUMBERS))


def string_leaf(data: Any, rnd: random.Random) -> Any:
    paths = _paths(data)
    leaves = [p for p, v in paths if isinstance(v, str) and p and p[-1] not in ("kind",)]
    if not leaves:
        return data
    others = [v for _, v in paths if isinstance(v, str)]
    return _set(data, rnd.choice(leaves), rnd.choice([*ODD_STRINGS, rnd.choice(others)]))


def delete_key(data: Any, rnd: random.Random) -> Any:
    keys = [p for p, _ in _paths(data) if p and isinstance(_parent(data, p), dict)]
    if keys:
        p = rnd.choice(keys)
        del _parent(data, p)[p[-1]]
    return data


def delete_item(data: Any, rnd: random.Random) -> Any:
    items = [p for p, _ in _paths(data) if p and isinstance(_parent(data, p), list)]
    if items:
        p = rnd.choice(items)
        del _parent(data, p)[p[-1]]
    return data


def duplicate_item(data: Any, rnd: random.Random) -> Any:
    items = [p for p, _ in _paths(data) if p and isinstance(_parent(data, p), list)]
    if items:
        p = rnd.choice(items)
        lst = _parent(data, p)
        lst.insert(p[-1], yaml.safe_load(yaml.safe_dump(lst[p[-1]])))
    return data


def empty_list(data: Any, rnd: random.Random) -> Any:
    lists = [p for p, v in _paths(data) if isinstance(v, list) and p]
    if lists:
        _set(data, rnd.choice(lists), [])
    return data


def swap_subtrees(data: Any, rnd: random.Random) -> Any:
    paths = [p for p, _ in _paths(data) if p]
    if len(paths) < 2:
        return data
    a, b = rnd.choice(paths), rnd.choice(paths)
    if a[: len(b)] == b or b[: len(a)] == a:
        return data
    va = yaml.safe_load(yaml.safe_dump(_parent(data, a)[a[-1]]))
    vb = yaml.safe_load(yaml.safe_dump(_parent(data, b)[b[-1]]))
    _set(data, a, vb)
    return _set(data, b, va)


def retype_leaf(data: Any, rnd: random.Random) -> Any:
    paths = [p for p, _ in _paths(data) if p]
    if not paths:
        return data
    return _set(data, rnd.choice(paths), rnd.choice([None, [], {}, [1, 2], {"a": 1}, True, 1.5, "text", -7]))


def shuffle_list(data: Any, rnd: random.Random) -> Any:
    lists = [v for _, v in _paths(data) if isinstance(v, list) and len(v) > 1]
    if lists:
        rnd.shuffle(rnd.choice(lists))
    return data


def duplicate_id(data: Any, rnd: random.Random) -> Any:
    ids = [
        (p, v) for p, v in _paths(data) if p and p[-1] in ("id", "code", "army", "tile", "type") and isinstance(v, str)
    ]
    if len(ids) >= 2:
        (p, _), (_, v) = rnd.choice(ids), rnd.choice(ids)
        _set(data, p, v)
    return data


def grow_list(data: Any, rnd: random.Random) -> Any:
    """A list grown with copies of its own items (more units, tiles, cards, replies)."""
    lists = [v for _, v in _paths(data) if isinstance(v, list) and v]
    if lists:
        lst = rnd.choice(lists)
        for _ in range(rnd.choice([1, 3, 10, 40])):
            lst.append(yaml.safe_load(yaml.safe_dump(rnd.choice(lst))))
    return data


DATA_MUTATIONS: dict[str, DataMutation] = {
    f.__name__: f
    for f in (
        number_leaf,
        string_leaf,
        delete_key,
        delete_item,
        duplicate_item,
        empty_list,
        swap_subtrees,
        retype_leaf,
        shuffle_list,
        duplicate_id,
        grow_list,
    )
}


# --------------------------------------------------------------------------- log mutations


def drop_trailing_actions(data: Any, rnd: random.Random) -> Any:
    if isinstance(data.get("actions"), list) and data["actions"]:
        data["actions"] = data["actions"][: rnd.randrange(len(data["actions"]))]
    return data


def drop_all_actions(data: Any, rnd: random.Random) -> Any:
    data["actions"] = []
    return data


def drop_record_field(data: Any, rnd: random.Random) -> Any:
    data.pop(rnd.choice(["actions", "outcome", "game", "seed", "setup", "agents", "content"]), None)
    return data


def forge_record_field(data: Any, rnd: random.Random) -> Any:
    field, value = rnd.choice(
        [
            ("seed", "abc"),
            ("seed", None),
            ("seed", [1]),
            ("seed", 2**70),
            ("seed", True),
            ("seed", (data.get("seed") or 0) + 1),
            ("agents", 3),
            ("agents", ["nobody", "random"]),
            ("agents", ["random"]),
            ("actions", 5),
            ("actions", [1, 2]),
            ("actions", "hq 0,0"),
            ("game", "samurai_battles" if data.get("game") == "neuroshima" else "neuroshima"),
            ("game", "nope"),
            ("game", None),
            ("outcome", {"returns": [1.0, -1.0], "winners": [0], "reason": "forged"}),
            ("outcome", {"returns": [-1.0, 1.0], "winners": [1], "reason": "forged"}),
            ("outcome", None),
            ("outcome", "won"),
            ("content", []),
            ("content", "x"),
            ("content", [{"kind": "neuroshima/army", "id": "moloch", "sha256": "0" * 64}]),
            ("extra", 1),
        ]
    )
    data[field] = value
    return data


def forge_setup(data: Any, rnd: random.Random) -> Any:
    setup = data.get("setup")
    if not isinstance(setup, dict):
        return data
    field, value = rnd.choice(
        [
            ("mode", "teams"),
            ("mode", "free_for_all"),
            ("extra_field", 1),
            ("id", ""),
            ("first_player", "nobody"),
            ("turn_limit", 1),
            ("kind", "neuroshima/position"),
            ("schema_version", 99),
        ]
    )
    setup[field] = value
    players = setup.get("players")
    if rnd.random() < 0.5 and isinstance(players, list) and players and isinstance(players[0], dict):
        players[0]["deck_top"] = [f"{players[0].get('army', 'moloch')}_battle"] * rnd.choice([1, 5])
    return data


def edit_action(data: Any, rnd: random.Random) -> Any:
    """An action written in another form or replaced by text that is no action."""
    actions = data.get("actions")
    if isinstance(actions, list) and actions:
        i = rnd.randrange(len(actions))
        if rnd.random() < 0.5:
            actions[i] = "  " + str(actions[i]).replace(" ", "  ")
        else:
            actions[i] = rnd.choice(["nonsense 1 2", "", str(actions[i]) + " extra", "hq", "place"])
    return data


def forge_content_entry(data: Any, rnd: random.Random) -> Any:
    """A recorded content item whose pack or version was changed or removed, or that is recorded
    twice (issue 31: replay proves content by pack, version and hash)."""
    content = data.get("content")
    if not isinstance(content, list) or not content or not isinstance(content[0], dict):
        return data
    entry = rnd.choice([e for e in content if isinstance(e, dict)])
    how = rnd.choice(["pack", "version", "remove", "duplicate"])
    if how == "pack":
        entry["pack"] = rnd.choice(["other", "core2", ""])
        entry.setdefault("version", "1.0.0")
    elif how == "version":
        entry["version"] = rnd.choice(["99.0.0", "0.0.1", "1"])
        entry.setdefault("pack", "core")
    elif how == "remove" and "pack" in entry:
        entry.pop("pack")
        entry.pop("version", None)
    else:
        content.append(dict(entry))
    return data


def reorder_actions(data: Any, rnd: random.Random) -> Any:
    """Two actions swapped, or one replaced by a pass: sometimes another legal game with the same
    end, which no replay can tell from the one played (so it need not be refused)."""
    actions = data.get("actions")
    if isinstance(actions, list) and len(actions) > 1:
        i, j = rnd.randrange(len(actions)), rnd.randrange(len(actions))
        if rnd.random() < 0.5:
            actions[i], actions[j] = actions[j], actions[i]
        else:
            actions[i] = rnd.choice(["end", "pass", "end_orders", "end_moves"])
    return data


LOG_MUTATIONS: dict[str, DataMutation] = {
    f.__name__: f
    for f in (
        drop_trailing_actions,
        drop_all_actions,
        drop_record_field,
        forge_record_field,
        forge_setup,
        forge_content_entry,
        edit_action,
        reorder_actions,
    )
}
#: log mutations after which a finished game's log must not replay (when they changed anything)
REFUSED_LOG_MUTATIONS = set(LOG_MUTATIONS) - {"reorder_actions"}


def mutate_text(text: str, name: str, rnd: random.Random) -> bytes:
    """``text`` after the named mutation (a text, structure, data or log mutation)."""
    from tests.fuzz.structure import STRUCTURE_MUTATIONS

    if name in TEXT_MUTATIONS:
        return TEXT_MUTATIONS[name](text, rnd)
    if name in STRUCTURE_MUTATIONS:
        return STRUCTURE_MUTATIONS[name](text, rnd)
    data = yaml.safe_load(text)
    fn = DATA_MUTATIONS.get(name) or LOG_MUTATIONS[name]
    if name in LOG_MUTATIONS and not isinstance(data, dict):
        return _enc(text)
    return _dump(fn(data, rnd))
