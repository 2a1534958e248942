"""Saved games: a setup, the content it was played with, a seed, the actions and the end, which
replay to the exact live state.

A game is started with :func:`start_game`, which records every content item the game's setup
resolved (kind, id, the pack and version it came from, and a hash of its data). Replaying a
saved game proves it (:mod:`engine.saved_game`, above the content and agents it checks): every
field of the record is checked, the setup must pass the checks ``warbench validate`` makes, the
content at hand must be the content recorded, every action must be legal and written as the
engine writes it, and the game must end exactly as saved. Any difference is one
:class:`ReplayError` naming the field (and the log's file and line), never a traceback.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.errors import (
    IllegalActionError,
    NotationError,
    ReplayError,
    WarbenchError,
    excerpt,
    said_of,
    shorten,
)
from engine.core.game import Action, Game, State
from engine.core.message import Message

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary
    from engine.content.reader import LineMap

#: The fields of a saved game, in the order they are written.
RECORD_FIELDS = ("game", "seed", "agents", "content", "setup", "actions", "outcome")
#: Seeds are 64-bit signed integers (what any tool reading the log can hold).
MIN_SEED, MAX_SEED = -(2**63), 2**63 - 1
_SHA256 = re.compile(r"[0-9a-f]{64}")


def _short(text: str | None) -> str:
    """A name from a log as a message shows it: cut short (a log is a file like any other)."""
    return shorten(text or "")


class ContentEntryError(WarbenchError, ValueError):
    """A saved game's content entry written wrongly: ``said`` says how, as a message."""

    said: Message

    def __init__(self, said: Message) -> None:
        super().__init__(said)


#: the fields every content entry of a saved game has
ENTRY_FIELDS = ("kind", "id", "sha256")


@dataclass(frozen=True)
class ContentRef:
    """One content item a game was played with."""

    kind: str
    id: str
    sha256: str
    pack: str | None = None
    version: str | None = None
    #: where the item came from when the game was played (see :func:`origin_words`): what a reader
    #: of the saved game is told, not part of what the item is (a replay proves the item by its
    #: hash, pack and version, wherever the copy at hand lives)
    origin: str | None = field(default=None, compare=False)

    def said(self) -> Message:
        """The item in words, as a message: its kind and id, and its pack and version if any."""
        return Message(
            "content-ref",
            kind=_short(self.kind),
            id=excerpt(self.id),
            pack=_short(self.pack) if self.pack else "",
            version=_short(self.version) if self.pack else "",
            packed="yes" if self.pack else "no",
        )

    def describe(self) -> str:
        return str(self.said())

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "id": self.id, "sha256": self.sha256}
        if self.pack is not None:
            data["pack"] = self.pack
            data["version"] = self.version
        if self.origin is not None:
            data["origin"] = self.origin
        return data

    @classmethod
    def from_data(cls, data: Any) -> ContentRef:
        """The reference written by :meth:`to_data`; raises :class:`ContentEntryError` (a
        ``ValueError``) saying what is wrong, in the reader's language."""
        if not isinstance(data, dict):
            raise ContentEntryError(Message("content-entry-form", fields=ENTRY_FIELDS, type=type(data).__name__))
        unknown = sorted(str(k) for k in data if k not in ("kind", "id", "sha256", "pack", "version", "origin"))
        if unknown:
            raise ContentEntryError(
                Message("content-entry-unknown", fields=tuple(map(repr, unknown)), count=len(unknown))
            )
        missing = [k for k in ("kind", "id", "sha256") if not isinstance(data.get(k), str) or not data[k]]
        if missing:
            raise ContentEntryError(Message("content-entry-missing", fields=tuple(missing), count=len(missing)))
        if not _SHA256.fullmatch(data["sha256"]):
            raise ContentEntryError(Message("content-entry-sha256", field="sha256"))
        pack = data.get("pack")
        version = data.get("version")
        if ("pack" in data) != ("version" in data) or not all(isinstance(v, str) for v in (pack, version) if v):
            raise ContentEntryError(Message("content-entry-pack", pack="pack", version="version"))
        origin = data.get("origin")
        if origin is not None and not (isinstance(origin, str) and origin_words(origin) is not None):
            raise ContentEntryError(
                Message("content-entry-origin", field="origin", origin=excerpt(str(origin)), forms=ORIGIN_FORMS)
            )
        return cls(data["kind"], data["id"], data["sha256"], pack or None, version or None, origin)


#: what a content item's origin says: the content that comes with Warbench, an installed pack, a
#: file of a folder, or a document open in the app with changes not saved yet
BUNDLED, PACK, FOLDER, UNSAVED = "bundled", "pack", "folder", "unsaved"
ORIGIN_FORMS = ("bundled", "pack:<pack id>", "folder:<folder>", "unsaved:<document>")


def make_origin(where: str, name: str = "") -> str:
    """The origin text of an item: ``bundled``, ``pack:river``, ``folder:/home/me/maps``,
    ``unsaved:My map``."""
    return where if where == BUNDLED else f"{where}:{name}"


def origin_words(origin: str) -> tuple[str, str] | None:
    """``(where, name)`` of an origin text (``("pack", "river")``), or ``None`` when it is none."""
    where, _, name = origin.partition(":")
    if where == BUNDLED and not name:
        return where, ""
    if where in (PACK, FOLDER, UNSAVED) and name:
        return where, name
    return None


def content_refs(content: ContentLibrary, keys: Iterable[tuple[str, str]]) -> tuple[ContentRef, ...]:
    """The references of the items ``keys`` that ``content`` holds, sorted (items looked up but
    absent are not part of the game)."""
    refs = [content.ref(kind, ident) for kind, ident in sorted(keys)]
    return tuple(r for r in refs if r is not None)


def start_game(game: Game, setup: Any, content: ContentLibrary, seed: int) -> tuple[State, tuple[ContentRef, ...]]:
    """The initial state, and the content items the game resolved to set it up."""
    with content.track() as seen:
        state = game.new_initial_state(setup, content, seed)
    return state, content_refs(content, seen)


@dataclass
class GameRecord:
    """Everything needed to rebuild a game and prove its end: ``replay_record(game, record, content)``."""

    game: str
    setup: Any
    seed: int
    actions: list[str] = field(default_factory=list)
    agents: list[str] = field(default_factory=list)
    #: the saved end (:meth:`engine.core.game.Outcome.to_data`); ``None``: the game did not end
    outcome: dict[str, Any] | None = None
    content: list[ContentRef] = field(default_factory=list)

    @classmethod
    def from_state(
        cls, state: State, setup: Any, seed: int, agents: Iterable[str] = (), content: Iterable[ContentRef] = ()
    ) -> GameRecord:
        out = state.outcome()
        return cls(
            game=state.game.id,
            setup=state.game.setup_to_data(setup),
            seed=seed,
            actions=[a.to_str() for a in state.history],
            agents=list(agents),
            outcome=out.to_data() if out is not None else None,
            content=list(content),
        )

    def to_data(self) -> dict[str, Any]:
        """The record as plain data, every field written (``outcome: null`` for a game that did not end)."""
        return {
            "game": self.game,
            "seed": self.seed,
            "agents": list(self.agents),
            "content": [c.to_data() for c in self.content],
            "setup": self.setup,
            "actions": list(self.actions),
            "outcome": self.outcome,
        }

    @classmethod
    def from_data(cls, data: Any, *, file: str | None = None, lines: LineMap | None = None) -> GameRecord:
        """The record :meth:`to_data` wrote, with every field present and of its type. Raises
        :class:`ReplayError` naming the first field that is not (with ``file`` and the line from
        ``lines`` when given)."""

        def bad(message: Message | str, *path: str | int) -> ReplayError:
            line = lines.line_of(path) if lines is not None else None
            return ReplayError(-1, message, file=file, line=line, field=".".join(map(str, path)))

        if not isinstance(data, dict):
            raise bad(Message("replay-not-mapping", fields=RECORD_FIELDS))
        for key in data:
            if key not in RECORD_FIELDS:
                raise bad(Message("replay-unknown-field", key=shorten(str(key)), fields=RECORD_FIELDS), str(key))
        missing = [k for k in RECORD_FIELDS if k not in data]
        if missing:
            raise bad(Message("replay-lacks", fields=tuple(missing)))
        game = data["game"]
        if not isinstance(game, str) or not game:
            raise bad(Message("replay-game-text"), "game")
        seed = data["seed"]
        if not isinstance(seed, int) or isinstance(seed, bool) or not MIN_SEED <= seed <= MAX_SEED:
            raise bad(Message("replay-seed", low=str(MIN_SEED), high=str(MAX_SEED), seed=excerpt(seed)), "seed")
        texts: dict[str, list[str]] = {}
        for name in ("agents", "actions"):
            value = data[name]
            if not isinstance(value, list):
                raise bad(Message("replay-list-type", field=name, type=type(value).__name__), name)
            for i, item in enumerate(value):
                if not isinstance(item, str) or not item.strip():
                    raise bad(Message("replay-list-item", field=name, item=i + 1, value=excerpt(item)), name, i)
            texts[name] = value
        refs = data["content"]
        if not isinstance(refs, list):
            raise bad(Message("replay-content-type", type=type(refs).__name__), "content")
        content = []
        for i, item in enumerate(refs):
            try:
                content.append(ContentRef.from_data(item))
            except ValueError as exc:
                raise bad(said_of(exc), "content", i) from None
        outcome = data["outcome"]
        if outcome is not None and not _is_outcome_data(outcome):
            raise bad(Message("replay-outcome-form", null="null", fields=("returns", "winners", "reason")), "outcome")
        return cls(
            game=game,
            setup=data["setup"],
            seed=seed,
            actions=texts["actions"],
            agents=texts["agents"],
            outcome=outcome,
            content=content,
        )


#: an outcome's keys; ``message`` (its reason as a message) is absent from files written before
_OUTCOME_KEYS = {"returns", "winners", "reason", "message"}


def _is_outcome_data(value: Any) -> bool:
    if not isinstance(value, dict) or not {"returns", "winners", "reason"} <= set(value) <= _OUTCOME_KEYS:
        return False
    if "message" in value:
        try:
            Message.from_data(value["message"])
        except (ValueError, TypeError, AttributeError):
            return False
    returns, winners = value["returns"], value["winners"]
    numbers_ok = isinstance(returns, list) and all(
        isinstance(r, (int, float)) and not isinstance(r, bool) for r in returns
    )
    winners_ok = isinstance(winners, list) and all(isinstance(w, int) and not isinstance(w, bool) for w in winners)
    return numbers_ok and winners_ok and isinstance(value["reason"], str)


def replay(game: Game, setup: Any, content: ContentLibrary, seed: int, actions: Iterable[Action | str]) -> State:
    """Rebuild the state reached by ``actions`` (objects or text notation) from a setup, the
    content and a seed.

    Raises :class:`ReplayError` naming the first action that is not legal.
    """
    state = game.new_initial_state(setup, content, seed)
    for i, a in enumerate(actions):
        try:
            action = game.parse_action(a) if isinstance(a, str) else a
            state.apply(action)
        except (IllegalActionError, NotationError) as exc:
            raise ReplayError(i, said_of(exc)) from exc
    return state
