"""Every number a user can type into a content file has a range the rules make sense of, every
list has a length limit, and every id is non-empty and writable in action notation, so nothing
downstream (a move loop, a deck built card by card, a hill drawn level by level) can hang or
overflow on a value validation accepted. The schema refuses out-of-range values with the field
path and the line."""

from __future__ import annotations

import enum
import re
import types
import typing
from collections.abc import Iterator
from typing import Annotated

import annotated_types as at
import pytest
from pydantic import BaseModel, StringConstraints, TypeAdapter, ValidationError
from pydantic.fields import FieldInfo

from engine.content.base import ContentModel, Ident, registered_kinds
from engine.content.io import ContentError, load_text

#: the validators of an id (a pattern alone cannot say 'letters of one script')
IDENT_RULES = typing.get_args(Ident)[1:]

ENGINE_KINDS = [k for k in registered_kinds() if k.model.__module__.startswith("engine.")]


def _constraints(metadata: list[object]) -> list[object]:
    out: list[object] = []
    for m in metadata:
        if isinstance(m, FieldInfo):
            out.extend(m.metadata)
        else:
            out.append(m)
    return out


def _leaves(tp: object, meta: list[object], where: str, seen: set[type]) -> Iterator[tuple[str, object, list[object]]]:
    """Every (field path, type, constraints) below a type, through lists, unions and models."""
    origin = typing.get_origin(tp)
    args = typing.get_args(tp)
    if origin is typing.Annotated:
        yield from _leaves(args[0], meta + _constraints(list(tp.__metadata__)), where, seen)  # type: ignore[attr-defined]
        return
    if origin in (typing.Union, types.UnionType):
        for a in args:
            yield from _leaves(a, meta, where, seen)
        return
    if origin in (list, dict, set, frozenset) or (origin is tuple and len(args) == 2 and args[1] is Ellipsis):
        yield (where, origin, meta)
        for a in args:
            if a is not Ellipsis:
                yield from _leaves(a, [], where + "[]", seen)
        return
    if origin is tuple:
        for i, a in enumerate(args):
            yield from _leaves(a, [], f"{where}[{i}]", seen)
        return
    if isinstance(tp, type) and issubclass(tp, BaseModel):
        if tp in seen:
            return
        seen.add(tp)
        for name, f in tp.model_fields.items():
            if issubclass(tp, ContentModel) and name == "schema_version":
                continue  # checked by the loader against the kind's version before validation
            yield from _leaves(f.annotation, _constraints(list(f.metadata)), f"{tp.__name__}.{name}", seen)
        return
    yield (where, tp, meta)


def _all_leaves() -> list[tuple[str, object, list[object]]]:
    seen: set[type] = set()
    out = []
    for info in ENGINE_KINDS:
        out.extend(_leaves(info.model, [], info.kind, seen))
    return out


def test_every_number_field_has_a_range() -> None:
    unbounded = []
    for where, tp, meta in _all_leaves():
        if tp in (int, float):
            low = any(isinstance(m, (at.Ge, at.Gt)) for m in meta)
            high = any(isinstance(m, (at.Le, at.Lt)) for m in meta)
            if not (low and high):
                unbounded.append(where)
    assert unbounded == []


def test_every_list_has_a_length_limit() -> None:
    unlimited = [
        where
        for where, tp, meta in _all_leaves()
        if tp in (list, dict, set, frozenset, tuple) and not any(isinstance(m, at.MaxLen) for m in meta)
    ]
    assert unlimited == []


def _id_fields() -> list[tuple[str, list[object]]]:
    return [
        (where, meta)
        for where, tp, meta in _all_leaves()
        if (
            tp is str
            and re.search(r"\.(id|code|army|tile|type|side|kind|first_player)$", where)
            and not where.endswith(".kind")
        )
        or any(isinstance(m, StringConstraints) for m in meta)
        or all(m in meta for m in IDENT_RULES)
    ]


def _accepts(meta: list[object], value: str) -> bool:
    """Whether pydantic (its own regex engine and the validators, as validation runs) accepts ``value``."""
    try:
        TypeAdapter(Annotated[(str, *meta)]).validate_python(value)  # type: ignore[misc]
    except ValidationError:
        return False
    return True


@pytest.mark.parametrize("bad", ["", "a b", "a+b", "-", "()", "x" * 65, "a\n"])
def test_every_id_is_non_empty_and_writable_in_action_notation(bad: str) -> None:
    checked = 0
    for where, meta in _id_fields():
        assert meta, f"{where} has no rule"
        assert not _accepts(meta, bad), f"{where} accepts {bad!r}"
        checked += 1
    assert checked > 20


def test_enums_are_closed_sets() -> None:
    # a closed set of values is a range too: an enum or a Literal never takes free text
    enums = [tp for _, tp, _ in _all_leaves() if isinstance(tp, type) and issubclass(tp, enum.Enum)]
    assert enums


@pytest.mark.parametrize(
    ("yaml_line", "field"),
    [
        ("tiles: [{id: x_hq, name_en: HQ, count: 3000000000, kind: hq}]", "tiles.0.count"),
        ("tiles: [{id: x_hq, name_en: HQ, count: 1, kind: hq, hp: 10000000000000000000}]", "tiles.0.hp"),
        ("tiles: [{id: '', name_en: HQ, count: 1, kind: hq}]", "tiles.0.id"),
    ],
)
def test_out_of_range_values_are_refused_with_field_and_line(yaml_line: str, field: str) -> None:
    text = f"schema_version: 1\nkind: neuroshima/army\nid: x\nname_en: X\n{yaml_line}\n"
    with pytest.raises(ContentError) as exc:
        load_text(text, "army.yaml")
    assert any(i.location.field == field and i.location.line == 5 for i in exc.value.issues), exc.value
