"""The contract every game implements (ARCHITECTURE §3).

- :class:`Game` is the static description of a game and the factory of initial states.
- :class:`State` is one position. :meth:`State.apply` is a template method: it refuses actions
  on a terminal state, asks :meth:`State.illegal_reason` whether the action is legal (raising
  :class:`IllegalActionError` with the reason), lets the game apply it, then records the
  action and the events it produced.
- :class:`Action` subclasses are frozen dataclasses with a compact text notation, derived from
  their fields: ``"<name> <field> <field> ..."``.
- :class:`Outcome` is the result of a finished game.
- :class:`Observation` is what one seat may see of a state; views, agents and explanations read
  observations, never the state, so a secret cannot reach the wrong seat by accident.

Content: ``Game.new_initial_state(setup, content, seed)`` receives the content library the game
is played with; nothing is looked up in a cache or a global. :func:`engine.core.log.start_game`
records which content items were used, so a saved game says what it was played with. What a game
compiles from its content (tile tables, board geometry) may be kept by that content's identity,
the same references a saved game records (:mod:`engine.core.compiled`), so games of the same
content share it and changed content is compiled anew.

Chance: randomness comes only from ``state.rng`` (:class:`engine.core.rng.Rng`), drawn inside
``apply`` and recorded, so a game is fully determined by its setup, its content, its seed and its
actions. ``Game.has_chance`` says whether a game draws at all.

Simultaneous moves (several seats choosing secretly, then a reveal) are sequential secret
commitments: ``current_player()`` names the seats one after another, each commitment changes
nothing the other seats observe (their :class:`Observation` shows at most that a choice was
made), and the events it produces carry ``visible_to`` so logs show them only to that seat. A
later action (or the last commitment) reveals them together.
"""

from __future__ import annotations

import argparse
import copy
import dataclasses
import enum
import random
import types
import typing
from abc import ABC, abstractmethod
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, ClassVar, Self, Union, get_args, get_origin

from pydantic import BaseModel

from engine.core.errors import GameOverError, IllegalActionError, NotationError, excerpt_said, said_of, shorten
from engine.core.message import Message, Name
from engine.core.rng import Rng
from engine.core.saying import rendered

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary

#: ``current_player()`` of a terminal state.
TERMINAL = -1

# --------------------------------------------------------------------------- actions


class Action:
    """Base of action dataclasses. Subclasses are ``@dataclass(frozen=True)`` and set ``NAME``.

    Field values are written in the notation by type: ints and strings as they are (strings
    must not contain whitespace), booleans as ``yes``/``no``, ``None`` as ``-``, enums by value,
    any type with a ``parse`` classmethod (``Hex``, ``Cell``) by ``str()``, and tuples of those
    joined with ``+`` (``()`` when empty).
    """

    NAME: ClassVar[str] = ""

    def to_str(self) -> str:
        parts = [self.NAME]
        for f in dataclasses.fields(self):  # type: ignore[arg-type]
            parts.append(_encode(getattr(self, f.name)))
        return " ".join(parts)

    def __str__(self) -> str:
        return self.to_str()

    @classmethod
    def from_tokens(cls, tokens: Sequence[str]) -> Action:
        hints = _field_types(cls)
        fields = dataclasses.fields(cls)  # type: ignore[arg-type]
        if len(tokens) != len(fields):
            names = " ".join(f.name for f in fields)
            raise NotationError(
                Message("notation-arity", action=cls.NAME, count=len(fields), names=names, given=len(tokens))
            )
        kwargs = {}
        for f, tok in zip(fields, tokens):
            try:
                kwargs[f.name] = _decode(tok, hints[f.name])
            except (ValueError, KeyError, TypeError) as exc:
                said = Message("notation-field", action=cls.NAME, field=f.name, token=shorten(tok), why=said_of(exc))
                raise NotationError(said) from None
        return cls(**kwargs)


_TYPE_CACHE: dict[type, dict[str, Any]] = {}


def _field_types(cls: type) -> dict[str, Any]:
    hints = _TYPE_CACHE.get(cls)
    if hints is None:
        hints = typing.get_type_hints(cls)
        _TYPE_CACHE[cls] = hints
    return hints


def _encode(v: object) -> str:
    if v is None:
        return "-"
    if isinstance(v, bool):
        return "yes" if v else "no"
    if isinstance(v, enum.Enum):
        return str(v.value)
    if isinstance(v, tuple) and not hasattr(type(v), "parse"):
        return "+".join(_encode(x) for x in v) if v else "()"
    s = str(v)
    if not s or any(c.isspace() for c in s) or s == "-":
        raise NotationError(Message("notation-unwritable", value=excerpt_said(v)))
    return s


def _decode(tok: str, tp: Any) -> Any:
    origin = get_origin(tp)
    if origin in (Union, types.UnionType):
        args = [a for a in get_args(tp) if a is not type(None)]
        if tok == "-":
            return None
        return _decode(tok, args[0])
    if origin is tuple:
        item_types = get_args(tp)
        if tok == "()":
            return ()
        items = tok.split("+")
        if len(item_types) == 2 and item_types[1] is Ellipsis:
            return tuple(_decode(x, item_types[0]) for x in items)
        if len(items) != len(item_types):
            raise NotationError(Message("notation-items", count=len(item_types), given=len(items)))
        return tuple(_decode(x, a) for x, a in zip(items, item_types, strict=True))
    if tp is bool:
        if tok not in ("yes", "no"):
            raise NotationError(Message("notation-not-choice", choices=("yes", "no")))
        return tok == "yes"
    if tp is int:
        try:
            return int(tok)
        except ValueError:
            raise NotationError(Message("notation-not-number")) from None
    if tp is str:
        return tok
    if isinstance(tp, type) and issubclass(tp, enum.Enum):
        try:
            return tp(tok)
        except ValueError:
            raise NotationError(Message("notation-not-choice", choices=tuple(str(m.value) for m in tp))) from None
    parse = getattr(tp, "parse", None)
    if parse is not None:
        return parse(tok)
    raise TypeError(f"no notation for field type {tp!r}")


class ActionCodec:
    """Parses text actions for a fixed set of action classes."""

    def __init__(self, action_types: Iterable[type[Action]]) -> None:
        self.types: dict[str, type[Action]] = {}
        for t in action_types:
            if not t.NAME:
                raise ValueError(f"action class {t.__name__} has no NAME")
            if t.NAME in self.types:
                raise ValueError(f"two action classes are named {t.NAME!r}")
            self.types[t.NAME] = t

    def parse(self, text: str) -> Action:
        tokens = text.split()
        if not tokens:
            raise NotationError(Message("notation-empty"))
        cls = self.types.get(tokens[0])
        if cls is None:
            raise NotationError(Message("notation-unknown", name=shorten(tokens[0]), known=tuple(sorted(self.types))))
        return cls.from_tokens(tokens[1:])


# --------------------------------------------------------------------------- events and outcome


@dataclass(frozen=True)
class Event:
    """Something that happened, for logs and explanations. ``data`` is JSON-like.

    ``said`` is what people read: a :class:`~engine.core.message.Message` (an id with values,
    rendered in the reader's language when it is read) or, from a game not yet speaking in
    messages, a finished text. ``visible_to`` names the seats that may see it (a secret
    commitment, a card drawn into one hand); ``None`` means every seat."""

    kind: str
    said: str | Message
    data: Mapping[str, Any] = field(default_factory=dict)
    visible_to: frozenset[int] | None = None

    @property
    def text(self) -> str:
        """What happened, in the current language (:func:`engine.core.catalogue.current_language`)."""
        return self.render()

    def render(self, language: str | None = None) -> str:
        return rendered(self.said, language)

    def visible(self, viewer: int) -> bool:
        return self.visible_to is None or viewer in self.visible_to

    def to_data(self) -> dict[str, Any]:
        """The event as JSON-like data; a message is stored as its id and values (its English
        text goes along for a reader of the file)."""
        out: dict[str, Any] = {"kind": self.kind, "text": self.render("en"), "data": dict(self.data)}
        if isinstance(self.said, Message):
            out["message"] = self.said.to_data()
        if self.visible_to is not None:
            out["visible_to"] = sorted(self.visible_to)
        return out


def plain_data(value: Any) -> Any:
    """``value`` as JSON-like data: dataclasses and mappings as dicts, tuples, lists, sets and
    frozensets as lists (sets sorted), enums by value, other non-JSON scalars (``Hex``) as text."""
    if value is None or isinstance(value, (bool, int, float, str)):
        return value
    if isinstance(value, enum.Enum):
        return plain_data(value.value)
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {f.name: plain_data(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, Mapping):
        return {str(k): plain_data(v) for k, v in value.items()}
    if isinstance(value, (set, frozenset)):
        return sorted((plain_data(v) for v in value), key=repr)
    if isinstance(value, (list, tuple)):
        return [plain_data(v) for v in value]
    return str(value)


def from_plain_data(kind: Any, data: Any, where: str = "data") -> Any:
    """The value of type ``kind`` whose :func:`plain_data` is ``data``: dataclasses rebuilt field
    by field from their type hints, lists as tuples, frozensets or lists as the hint says,
    ``X | None`` and enums. The inverse of :func:`plain_data` for the types observations are made
    of; data that does not fit raises ``ValueError`` naming the field (``where``)."""
    origin = typing.get_origin(kind)
    if kind is Any:
        return data
    if origin in (typing.Union, types.UnionType):
        options = typing.get_args(kind)
        if data is None and type(None) in options:
            return None
        errors = []
        for option in options:
            if option is type(None):
                continue
            try:
                return from_plain_data(option, data, where)
            except ValueError as exc:
                errors.append(str(exc))
        raise ValueError("; ".join(errors) or f"{where}: {data!r} does not fit {kind}")
    if kind is Message:
        return _plain_message(data, where)
    if kind is type(None):
        if data is not None:
            raise ValueError(f"{where}: expected null, got {data!r}")
        return None
    if isinstance(kind, type) and dataclasses.is_dataclass(kind):
        if not isinstance(data, Mapping):
            raise ValueError(f"{where}: expected a mapping for {kind.__name__}, got {data!r}")
        hints = typing.get_type_hints(kind)
        values = {}
        for f in dataclasses.fields(kind):
            if not f.init:
                continue
            if f.name not in data:
                raise ValueError(f"{where}.{f.name}: missing")
            values[f.name] = from_plain_data(hints[f.name], data[f.name], f"{where}.{f.name}")
        return kind(**values)
    if origin in (tuple, list, frozenset, set):
        if not isinstance(data, list):
            raise ValueError(f"{where}: expected a list, got {data!r}")
        args = typing.get_args(kind)
        if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
            if len(args) != len(data):
                raise ValueError(f"{where}: expected {len(args)} items, got {len(data)}")
            return tuple(from_plain_data(a, v, f"{where}[{i}]") for i, (a, v) in enumerate(zip(args, data)))
        item = args[0] if args else Any
        items = [from_plain_data(item, v, f"{where}[{i}]") for i, v in enumerate(data)]
        return origin(items)
    if origin in (dict, Mapping):
        if not isinstance(data, Mapping):
            raise ValueError(f"{where}: expected a mapping, got {data!r}")
        key, value = typing.get_args(kind) or (Any, Any)
        return {from_plain_data(key, k, where): from_plain_data(value, v, f"{where}.{k}") for k, v in data.items()}
    if origin is typing.Literal:
        if data not in typing.get_args(kind):
            raise ValueError(f"{where}: {data!r} is not one of {typing.get_args(kind)}")
        return data
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return kind(data)
    if kind is float and isinstance(data, (int, float)) and not isinstance(data, bool):
        return float(data)
    if kind in (bool, int, str):
        if type(data) is not kind:
            raise ValueError(f"{where}: expected {kind.__name__}, got {data!r}")
        return data
    if isinstance(kind, type) and isinstance(data, str):
        return kind(data)  # a scalar written as text (a ``Hex``) is read back from it
    raise ValueError(f"{where}: cannot read {data!r} as {kind}")


def _plain_message(data: Any, where: str) -> Message:
    """A :class:`Message` from its :func:`plain_data` (``id``, ``args`` as name-value pairs)."""
    if not isinstance(data, Mapping) or not isinstance(data.get("id"), str) or not isinstance(data.get("args"), list):
        raise ValueError(f"{where}: expected a message, got {data!r}")
    args = {}
    for i, pair in enumerate(data["args"]):
        if not (isinstance(pair, list) and len(pair) == 2 and isinstance(pair[0], str)):
            raise ValueError(f"{where}.args[{i}]: expected a name and a value, got {pair!r}")
        args[pair[0]] = _plain_message_value(pair[1], f"{where}.args[{i}]")
    return Message(data["id"], args)


def _plain_message_value(data: Any, where: str) -> Any:
    """A message's value from its :func:`plain_data`: a number, a text, a name, a message or a
    tuple of them."""
    if isinstance(data, (int, float, str)) and not isinstance(data, bool):
        return data
    if isinstance(data, list):
        return tuple(_plain_message_value(v, f"{where}[{i}]") for i, v in enumerate(data))
    if isinstance(data, Mapping) and "term" in data:
        return from_plain_data(Name, data, where)
    return _plain_message(data, where)


@dataclass(frozen=True)
class Observation:
    """What seat ``viewer`` may see of a state (ARCHITECTURE §3): public facts, the seat's own
    secrets, and of the others' secrets at most how many there are.

    Games subclass it as a frozen dataclass of plain values (tuples, not lists, so observations
    compare and hash). Player views draw only from it, agents decide from it, and the leak tests
    compare it across states that differ only in what ``viewer`` cannot see."""

    viewer: int

    def to_data(self) -> dict[str, Any]:
        """JSON-like form (saved views, bug reports, the generic player's tree)."""
        data = plain_data(self)
        assert isinstance(data, dict)
        return data


@dataclass(frozen=True)
class Outcome:
    """Result of a finished game: a return per player (win 1, loss -1, draw 0 by convention),
    the winning players (several on a team win or a shared victory; none on a draw) and why.

    ``reason`` is a :class:`~engine.core.message.Message` rendered in the reader's language where
    it is shown (``str(reason)``, :attr:`text`), or a finished text (an outcome read from a file
    written before outcomes were messages)."""

    returns: tuple[float, ...]
    winners: frozenset[int]
    reason: str | Message

    @property
    def is_draw(self) -> bool:
        return not self.winners

    @property
    def text(self) -> str:
        """Why the game ended, in the current language."""
        return self.render()

    def render(self, language: str | None = None) -> str:
        return rendered(self.reason, language)

    def to_data(self) -> dict[str, Any]:
        """The outcome as JSON-like data: the reason in English (for a reader of the file) and,
        when it is a message, its id and values, so that it reads in the language of whoever opens it."""
        out: dict[str, Any] = {
            "returns": list(self.returns),
            "winners": sorted(self.winners),
            "reason": self.render("en"),
        }
        if isinstance(self.reason, Message):
            out["message"] = self.reason.to_data()
        return out

    @staticmethod
    def from_data(data: Mapping[str, Any]) -> Outcome:
        """The outcome :meth:`to_data` wrote (the English reason alone when no message was kept)."""
        message = data.get("message")
        reason: str | Message = Message.from_data(message) if isinstance(message, Mapping) else str(data["reason"])
        return Outcome(tuple(float(r) for r in data["returns"]), frozenset(int(w) for w in data["winners"]), reason)


def win_outcome(num_players: int, winners: Iterable[int], reason: str | Message) -> Outcome:
    w = frozenset(winners)
    if not w:
        return Outcome(tuple(0.0 for _ in range(num_players)), w, reason)
    return Outcome(tuple(1.0 if p in w else -1.0 for p in range(num_players)), w, reason)


# --------------------------------------------------------------------------- game and state


class Game(ABC):
    """Static description of a game; subclasses are registered with ``register_game``."""

    id: ClassVar[str]
    names: ClassVar[Mapping[str, str]]  # language code -> name
    min_players: ClassVar[int]
    max_players: ClassVar[int]
    has_hidden_info: ClassVar[bool] = False
    has_chance: ClassVar[bool] = False
    action_types: ClassVar[tuple[type[Action], ...]] = ()
    #: content kinds this game offers (``"<game>/<kind>"``), for listings and "New ..." menus
    content_kinds: ClassVar[tuple[str, ...]] = ()

    def __init__(self) -> None:
        self.codec = ActionCodec(self.action_types)

    @property
    def name(self) -> str:
        return self.names.get("en", self.id)

    #: the model of the game's setup documents (a scenario, a battle): what :meth:`setup_from_data`
    #: reads and :meth:`prepare` takes; ``None`` for a game that reads its setups itself
    setup_type: ClassVar[type[BaseModel] | None] = None
    #: the error :meth:`prepare` raises for a setup that is not a :attr:`setup_type`
    setup_error: ClassVar[type[Exception]] = TypeError
    #: what :meth:`compile_setup` returns and :attr:`state_type` starts from
    prepared_type: ClassVar[type] = object
    #: the game's :class:`State` class, called with the game, a prepared setup and a seed; ``None``
    #: for a game that overrides :meth:`start`
    state_type: ClassVar[type[Any] | None] = None

    def prepare(self, setup: Any, content: ContentLibrary) -> Any:
        """``setup`` resolved against ``content`` and compiled for play: every army, table or deck
        the setup names is looked up in ``content`` (never in a cache or a global), options are
        compiled, and a setup that cannot be played raises an error naming the field. Many games
        can start from one prepared setup (:meth:`start`). A setup that is not a
        :attr:`setup_type` raises :attr:`setup_error`; the rest is :meth:`compile_setup`."""
        if self.setup_type is not None and not isinstance(setup, self.setup_type):
            kind = self.setup_type.__name__
            raise self.setup_error(f"a {self.id} setup is a {kind}, not {type(setup).__name__}")
        return self.compile_setup(setup, content)

    def compile_setup(self, setup: Any, content: ContentLibrary) -> Any:
        """The game's part of :meth:`prepare`, for a setup of the right type. Default: the setup itself."""
        return setup

    def start(self, prepared: Any, seed: int) -> State:
        """The state before the first action, from what :meth:`prepare` returned and a seed.
        Default: a :attr:`state_type` of it."""
        if self.state_type is None:
            raise NotImplementedError(f"game {self.id!r} declares no state_type and does not override start()")
        assert isinstance(prepared, self.prepared_type), "start() takes what prepare() returned"
        state: State = self.state_type(self, prepared, seed)
        return state

    def new_initial_state(self, setup: Any, content: ContentLibrary, seed: int) -> State:
        """The state before the first action, for a setup (the game's setup object), the content
        it is played with and a seed."""
        return self.start(self.prepare(setup, content), seed)

    def parse_action(self, text: str) -> Action:
        return self.codec.parse(text)

    #: the game's observation class, when a seat's observation sent as data (a remote seat, a
    #: seat file) can be read back into it (:meth:`observation_from_data`)
    observation_type: ClassVar[type[Observation] | None] = None

    def observation_from_data(self, data: Mapping[str, Any]) -> Observation | None:
        """The observation whose :meth:`Observation.to_data` is ``data`` (``None`` when the game
        reads none back: its seats are shown the data as it is). Raises ``ValueError`` naming
        the field that does not fit."""
        if self.observation_type is None:
            return None
        obs = from_plain_data(self.observation_type, data, "observation")
        assert isinstance(obs, Observation)
        return obs

    # -- setups and saved games
    def setup_to_data(self, setup: Any) -> Any:
        """JSON-like form of a setup, stored in saved games."""
        dump = getattr(setup, "model_dump", None)
        if dump is not None:
            return dump(mode="json")
        return setup

    def setup_from_data(self, data: Any) -> Any:
        """Inverse of :meth:`setup_to_data`. Default: ``data`` read as a :attr:`setup_type` (a
        setup that is one already is taken as it is)."""
        if self.setup_type is None:
            raise NotImplementedError(
                f"game {self.id!r} declares no setup_type and does not override setup_from_data()"
            )
        if isinstance(data, self.setup_type):
            return data
        return self.setup_type.model_validate(data)

    # -- rule options (ARCHITECTURE §3: every ambiguity of a rulebook is a named option)
    def rule_options(self) -> type[BaseModel] | None:
        """The model of the game's named rule options, each field one option with its default, or
        ``None`` for a game without any. Default: the ``rules`` field of the setups' model."""
        setups = self.example_setups()
        fields = getattr(type(setups[0]), "model_fields", {}) if setups else {}
        spec = fields.get("rules")
        model = getattr(spec, "annotation", None)
        return model if isinstance(model, type) and issubclass(model, BaseModel) else None

    def setup_with_rules(self, setup: Any, changes: Mapping[str, Any]) -> Any:
        """``setup`` with the rule options in ``changes`` set, the others as they were. Default: the
        setup's data with ``changes`` merged into its ``rules``."""
        data = self.setup_to_data(setup)
        data["rules"] = {**(data.get("rules") or {}), **changes}
        return self.setup_from_data(data)

    @abstractmethod
    def example_setups(self) -> list[Any]:
        """Small set of setups covering the game's modes; conformance tests play them out."""

    # -- command line
    def add_play_arguments(self, parser: argparse.ArgumentParser) -> None:  # noqa: B027 (optional hook)
        """Arguments of ``warbench play <game>`` beyond ``--agents``, ``--seed``, ``--log``."""

    def play_setup(self, args: argparse.Namespace, content: ContentLibrary) -> Any:
        """The setup for ``warbench play <game>`` from its parsed arguments. ``content`` is the
        library the game will be played with (the bundled pack); a setup read from a file adds
        the content of the file's folder to it."""
        return self.example_setups()[0]

    def referee_seats(self) -> dict[int, str]:
        """Seats that judge rather than play to win (a game master), each with the agent that plays
        it when agents are named only for the contestants. Such a seat never wins: simulation
        rotates the named agents over the other seats only and reports on those. Default: none."""
        return {}

    def play_agent_names(self, args: argparse.Namespace, names: list[str]) -> list[str]:
        """The agents of ``warbench play <game>``, one per seat, from the ``--agents`` list and the
        game's own arguments (a game with a seat of its own, such as a game master, adds its agent
        here). Default: the list as given."""
        return names

    def add_cli_commands(self, subparsers: Any) -> None:  # noqa: B027 (optional hook)
        """Add game-specific subcommands (``warbench <game> ...``)."""


class State(ABC):
    """One position of a game. Subclasses hold plain data (fast to clone)."""

    game: Game
    rng: Rng
    history: list[Action]
    events: list[Event]
    #: when a list, the states in the middle of the next action applied, for playing it back step
    #: by step (a round's resolution, a phase's moves): ``(events of the action so far, a copy of
    #: the state then)``, kept where the game calls :meth:`record_step`. ``None`` in play and search.
    step_states: list[tuple[int, State]] | None = None
    #: whether the game writes explanations for its events (dice, totals, the rule that acted);
    #: :meth:`quiet` turns it off for search copies. Games without explanations never read it.
    verbose: bool = True

    def __init__(self, game: Game, seed: int, *, record_rng: bool = True) -> None:
        self.game = game
        self.rng = Rng(seed, record=record_rng)
        self.history = []
        self.events = []

    # -- the contract
    @abstractmethod
    def num_players(self) -> int: ...

    @abstractmethod
    def current_player(self) -> int:
        """The player to act, or :data:`TERMINAL`."""

    @abstractmethod
    def legal_actions(self) -> list[Action]:
        """Every legal action for the current player; empty on a terminal state."""

    @abstractmethod
    def is_terminal(self) -> bool: ...

    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result when terminal, else ``None``."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event] | None:
        """Carry out a legal action; return the events it produced."""

    @abstractmethod
    def key(self) -> Any:
        """A complete, comparable description of the state, hidden information included.

        Two states with equal keys behave identically; used for clone/replay equality and
        by solvers for memoisation.
        """

    @abstractmethod
    def observation(self, player: int) -> Observation:
        """What ``player`` may see: other players' hidden hands, face-down tokens, secret
        commitments and the order of decks are redacted."""

    def public_observation(self, player: int) -> Observation | None:
        """When the decision now to be taken needs nothing secret (a claim of a province): what
        every seat knows, laid out as ``player``'s observation with ``player``'s own secrets left
        out (its hand, its secret objective, faces only it has seen). ``None`` otherwise, and
        always by default. A hot-seat screen may show it while other people are looking, so a
        public turn is taken without passing the screen behind the curtain. A view to watch
        rather than to act on is :meth:`spectator_observation`."""
        return None

    def spectator_observation(self, player: int) -> Observation | None:
        """What every seat knows of this state, whoever is to move, laid out as ``player``'s
        observation with ``player``'s own secrets left out: a view to watch, never to act on (a
        hot-seat screen plays back on it what happened since the screen was last passed, while
        everyone is looking, before it is passed on; a spectator's board). ``None`` when the game
        draws none (the default). Unlike :meth:`public_observation`, it says nothing about whether
        a turn may be taken in public."""
        return None

    def visible_events(self, viewer: int) -> list[Event]:
        """The events ``viewer`` may read, in order (a log shown to one seat)."""
        return [e for e in self.events if e.visible_to is None or viewer in e.visible_to]

    def sample_legal_action(self, rnd: random.Random) -> tuple[Action, int]:
        """One legal action drawn uniformly at random with ``rnd``, and how many legal actions
        there are. Random agents and search rollouts draw with it, so a game whose lists are long
        and costly to build (every cell and facing a unit may deploy to) overrides it to draw
        without listing. The default lists the actions and takes one with a single
        ``rnd.randrange`` over the list; an override draws each action with the same probability
        (the conformance tests compare the two in distribution). Raises ``ValueError`` on a
        terminal state."""
        legal = self.legal_actions()
        if not legal:
            raise ValueError("no legal actions to choose from")
        return legal[rnd.randrange(len(legal))], len(legal)

    def illegal_reason(self, action: Action) -> Message | str | None:
        """Why ``action`` is illegal here, or ``None`` when legal. Games override this with a
        specific reason; the default compares against :meth:`legal_actions`.

        The reason is a :class:`~engine.core.message.Message`, built at the cost of a tuple and
        rendered in the reader's language only where it is shown (``str(reason)``: the app, the
        command line, the host). A game whose refusals have no catalogue entries yet returns an
        English text."""
        if action in self.legal_actions():
            return None
        return Message("refuse-not-legal")

    # -- template methods
    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` after checking it; raises :class:`IllegalActionError` if illegal."""
        if self.is_terminal():
            raise GameOverError(action)
        reason = self.illegal_reason(action)
        if reason is not None:
            raise IllegalActionError(action, reason)
        return self.apply_unchecked(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action known to be legal (AI rollouts, solvers)."""
        events = self._apply(action) or []
        self.history.append(action)
        if events:
            self.events.extend(events)
        return events

    def record_step(self, events_so_far: int) -> None:
        """A step of the action being applied is over (``events_so_far`` of its events happened):
        keep a copy of the state as it stands, when :attr:`step_states` asks for them."""
        if self.step_states is not None:
            copy = self.clone()
            copy.step_states = None
            self.step_states.append((events_so_far, copy))

    def revealed_since(self, before: State) -> bool:
        """Whether play since ``before`` brought new information into the game (a die roll, a
        card or tile drawn), so taking it back would let a player peek. The default says so
        when the RNG was used; games that draw from an order fixed earlier (a deck shuffled at
        the start) also report their draws."""
        return self.rng.getstate() != before.rng.getstate() or len(self.rng.records) != len(before.rng.records)

    def resample_hidden(self, viewer: int, seed: int) -> State:
        """A state ``viewer`` cannot tell apart from this one: everything hidden from ``viewer``
        (other hands, face-down tokens, deck order) is redrawn with ``seed``. Games with hidden
        information override it; conformance tests use it to prove that observations do not
        leak, and determinising AI agents sample with it."""
        return self.clone()

    def resample_public(self, seed: int) -> State:
        """A state nobody can tell apart from this one by what every seat knows: everything hidden
        from any seat is redrawn with ``seed`` (a determinisation for no seat). A screen that
        every seat may be watching asks its engine queries of it, so no seat's secret can reach
        it. The default redraws, seat after seat, what that seat cannot see (each seat's own
        secrets are redrawn in every other seat's turn); games whose redraw can be made for no
        seat at once override it."""
        out = self.clone()
        for seat in range(self.num_players()):
            out = out.resample_hidden(seat, seed * 1_000_003 + seat)
        return out

    def clone(self) -> State:
        """An independent copy. Games override this with a faster copy of their own fields."""
        return copy.deepcopy(self)

    def shallow_copy(self) -> Self:
        """The start of a game's fast :meth:`clone`: a copy sharing every field with this state
        but the RNG, the history and the events, which are its own. The game then copies the
        fields it changes in place."""
        cls = type(self)
        other = cls.__new__(cls)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.history = list(self.history)
        other.events = list(self.events)
        return other

    def quiet(self) -> None:
        """Make this state cheap to search on (an agent's private copy): keep no log of the RNG's
        outcomes and write no explanations for its events (:attr:`verbose` off): in the games
        that write them, the events' texts are most of what a search's moves cost, and nothing
        in the rules reads them."""
        self.rng.record = False
        self.verbose = False

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, State):
            return NotImplemented
        return type(self) is type(other) and self.key() == other.key() and self.rng == other.rng

    __hash__ = None  # type: ignore[assignment]

    def __deepcopy__(self, memo: dict[int, Any]) -> State:
        cls = type(self)
        other = cls.__new__(cls)
        memo[id(self)] = other
        for k, v in self.__dict__.items():
            # the game object is shared, immutable configuration
            setattr(other, k, v if k == "game" else copy.deepcopy(v, memo))
        return other
