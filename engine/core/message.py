"""Messages as data: what the engine says to people, as a message id with named, typed values.

The engine never writes a sentence for people itself. It says *which* message and *with what*
(``Message("sw-log-draw", seat=Name.seat(2), count=2)``), and the edge that shows it (the app,
the command line, a printed sheet) renders it in the reader's language through the Fluent
catalogue (:mod:`engine.core.catalogue`). A saved game or an issue list stores the id and the
values (:meth:`Message.to_data`), so it reads in the language of whoever opens it.

The values are typed, so that a translation can do what its grammar needs with them:

- ``int`` is a count: the catalogue chooses the plural form that agrees with it;
- ``str`` is a text shown as it is (a file name, a hex ``"2,-1"``, a code, an excerpt);
- :class:`Name` is a game thing with a name: a unit, a card, a province, a seat. It refers to a
  term of the game's glossary, which gives the name in every case of the language
  (``NAME($unit, case: "acc")``) and its gender (``GENDER($unit)``); a thing of the content
  (a tile of an army, a pack's unit) may bring its own names instead;
- :class:`Message` is a part that is a message of its own (the reason inside a refusal);
- a ``tuple`` of values is a list, rendered joined.

This module only describes messages; it loads no catalogue until one is rendered, so the hot
paths of the rules build messages at the cost of a tuple.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Union

from engine.core.language import current_language

if TYPE_CHECKING:
    from engine.core.fluent_catalogue import Catalogue

#: a value of a message
Value = Union[int, float, str, "Name", "Message", tuple["Value", ...]]


@dataclass(frozen=True, slots=True)
class Name:
    """A named game thing: ``term`` is its glossary term (without Fluent's leading ``-``, e.g.
    ``"sw-card-katana"``); ``texts`` are names it brings itself by language (a content item's
    ``{en: ..., ru: ...}``), used where the catalogue has no such term; ``args`` are numbers or
    texts the term's pattern uses (a seat's number)."""

    term: str = ""
    texts: tuple[tuple[str, str], ...] = ()
    args: tuple[tuple[str, int | str], ...] = ()

    @staticmethod
    def of(term: str, **args: int | str) -> Name:
        return Name(term, (), tuple(sorted(args.items())))

    @staticmethod
    def seat(number: int) -> Name:
        """Seat ``number`` (counting from 1) of any game: "seat 2", "игрок 2"."""
        return Name("seat", (), (("n", number),))

    @staticmethod
    def content(texts: Mapping[str, str] | str, term: str = "") -> Name:
        """A thing of the content with its own names (``{"en": .., "ru": ..}`` or one text)."""
        if isinstance(texts, str):
            return Name(term, (("en", texts),))
        return Name(term, tuple(sorted((k, v) for k, v in texts.items() if v)))

    def text(self, language: str) -> str | None:
        """The thing's own name in ``language``, else in English, else None."""
        own = dict(self.texts)
        return own.get(language) or own.get("en")

    def fluent_arg(self, cat: Catalogue) -> Any:
        """The name as a value of a message of ``cat`` (it keeps its cases for ``NAME``)."""
        return cat.name_arg(self)


@dataclass(frozen=True, slots=True, init=False)
class Message:
    """A message id of the catalogue with its named values (kept sorted by name, so two equal
    messages are equal and hash alike)."""

    id: str
    args: tuple[tuple[str, Value], ...] = ()

    def __init__(self, id: str, args: Mapping[str, Value] | None = None, /, **kwargs: Value) -> None:
        if args:
            merged = dict(args)
            merged.update(kwargs)
            kwargs = merged
        # (the keyword values are a fresh dict already: the common case copies nothing)
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "args", tuple(sorted(kwargs.items())) if kwargs else ())

    @property
    def values(self) -> dict[str, Value]:
        return dict(self.args)

    def to_data(self) -> dict[str, Any]:
        """The message as JSON-like data: ``{"id": .., "args": {name: value}}``."""
        out: dict[str, Any] = {"id": self.id}
        if self.args:
            out["args"] = {k: value_to_data(v) for k, v in self.args}
        return out

    @staticmethod
    def from_data(data: Mapping[str, Any]) -> Message:
        """The message :meth:`to_data` wrote. Raises ``ValueError`` on data that is not one."""
        mid = data.get("id")
        if not isinstance(mid, str) or not mid:
            raise ValueError("a message needs an 'id' text")
        args = data.get("args") or {}
        if not isinstance(args, Mapping):
            raise ValueError(f"the values of message {mid!r} must be a mapping")
        return Message(mid, {str(k): value_from_data(v) for k, v in args.items()})

    def fluent_arg(self, cat: Catalogue) -> Any:
        """The message as a value of another message of ``cat``: its text."""
        return cat.render_message(self)

    def __str__(self) -> str:
        """The message in the current language (:func:`engine.core.language.current_language`)."""
        from engine.core.fluent_catalogue import catalogue  # deferred: start-up (Fluent, on the first rendering)

        return catalogue(current_language()).render_message(self)


def value_to_data(value: Value) -> Any:
    """A value as JSON-like data; names and messages are tagged mappings, lists are lists."""
    if isinstance(value, Message):
        return {"message": value.to_data()}
    if isinstance(value, Name):
        out: dict[str, Any] = {"name": value.term}
        if value.texts:
            out["texts"] = dict(value.texts)
        if value.args:
            out["args"] = dict(value.args)
        return out
    if isinstance(value, tuple):
        return [value_to_data(v) for v in value]
    return value


def value_from_data(data: Any) -> Value:
    if isinstance(data, bool):
        return str(data).lower()
    if isinstance(data, (int, float, str)):
        return data
    if isinstance(data, list):
        return tuple(value_from_data(v) for v in data)
    if isinstance(data, Mapping):
        if "message" in data:
            return Message.from_data(data["message"])
        if "name" in data:
            texts = data.get("texts") or {}
            args = data.get("args") or {}
            return Name(
                str(data["name"]),
                tuple(sorted((str(k), str(v)) for k, v in texts.items())),
                tuple(sorted((str(k), v if isinstance(v, int) else str(v)) for k, v in args.items())),
            )
    raise ValueError(f"not a message value: {data!r}")


def in_turn(parts: Sequence[Value]) -> Value:
    """``parts`` said one after another, separated by semicolons (several problems of one thing):
    a value of a message, each part rendered in the reader's language."""
    if not parts:
        return ""
    said: Value = parts[-1]
    for part in reversed(parts[:-1]):
        said = Message("said-in-turn", first=part, rest=said)
    return said
