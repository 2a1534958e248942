"""The fields of a game's rule options (each ambiguity of a rules digest, the recommendation as
its default), read from the options' model for the panels that edit them: a switch, a number with
the model's bounds, or a choice among the values a ``Literal`` field allows. Game-neutral: each
game's panel builds the editors its way."""

from __future__ import annotations

import typing
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

from engine.content.options import option_description


@dataclass(frozen=True)
class RuleOptionField:
    """One rule option: ``kind`` is ``"bool"``, ``"int"`` (from ``low`` to ``high``) or ``"choice"``
    (one of ``values``, ``None`` first when the option may be unset); ``description`` is in the
    interface's language (the engine's catalogue translates a game's option descriptions)."""

    name: str
    kind: str
    description: str
    default: Any
    values: tuple[Any, ...] = ()
    low: int = 0
    high: int = 99


def choices(model_cls: type[BaseModel], name: str) -> list[Any]:
    """The values a ``Literal`` field (optional or not) may take, ``None`` first when optional."""
    tp = model_cls.model_fields[name].annotation
    out: list[Any] = []
    for arg in typing.get_args(tp) or (tp,):
        if typing.get_origin(arg) is typing.Literal:
            out += list(typing.get_args(arg))
        elif arg is type(None):
            out.insert(0, None)
        elif typing.get_origin(tp) is typing.Literal:
            out.append(arg)
    return out


def rule_option_fields(model_cls: type[BaseModel]) -> list[RuleOptionField]:
    """The options of ``model_cls`` in the order the model declares them; a field of another type
    is left out (no panel edits it). The descriptions are rendered in the current language."""
    hints = typing.get_type_hints(model_cls)
    out: list[RuleOptionField] = []
    for name, info in model_cls.model_fields.items():
        tp, desc = hints[name], option_description(model_cls, name)
        if tp is bool:
            out.append(RuleOptionField(name, "bool", desc, info.default))
        elif tp is int:
            low = next((m.ge for m in info.metadata if hasattr(m, "ge")), 0)
            high = next((m.le for m in info.metadata if hasattr(m, "le")), 99)
            out.append(RuleOptionField(name, "int", desc, info.default, low=int(low), high=int(high)))
        elif values := choices(model_cls, name):
            out.append(RuleOptionField(name, "choice", desc, info.default, tuple(values)))
    return out
