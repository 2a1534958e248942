"""Reading a saved game back and proving it (:func:`replay_record`, :func:`replay_file`): every
field of the record is checked, the setup must pass the checks ``warbench validate`` makes, the
content at hand must be the content recorded (no item missing, changed, unrecorded or recorded but
unused), every action must be legal and written as the engine writes it, and the game must end
exactly as saved. Any difference is one :class:`ReplayError` naming the field (and the log's file
and line), never a traceback.

The record itself and starting a game are :mod:`engine.core.log`; the proof stands above the
content, the games and the agents it checks.
"""

from __future__ import annotations

import contextlib
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from engine.ai.agents import HUMAN_SEAT, agent_names
from engine.content.base import ContentModel
from engine.content.io import ContentError, model_from_data, schema_message
from engine.content.library import check_loaded, content_hash
from engine.content.reader import LineMap, read_yaml
from engine.core.errors import IllegalActionError, NotationError, ReplayError, WarbenchError, excerpt, said_of, shorten
from engine.core.game import Game, State
from engine.core.log import ContentRef, GameRecord, _short, start_game
from engine.core.message import Message, Name
from engine.core.registry import load_game

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary


def check_content(refs: Sequence[ContentRef], content: ContentLibrary) -> list[Message]:
    """Why ``content`` is not the content a game was played with (empty when it is)."""
    problems = []
    seen: set[tuple[str, str]] = set()
    for ref in refs:
        if (ref.kind, ref.id) in seen:
            problems.append(Message("replay-recorded-twice", item=ref.said()))
            continue
        seen.add((ref.kind, ref.id))
        model = content.get(ref.kind, ref.id)
        if model is None:
            problems.append(Message("replay-not-in-content", item=ref.said()))
            continue
        # the item is proven by its pack and version as well as its hash: the same text in
        # another pack, or in another version of its pack, is not the content recorded
        pack = content.pack_of(ref.kind, ref.id)
        now = Message(
            "replay-pack",
            pack=pack.id if pack else "",
            version=pack.version if pack else "",
            packed="yes" if pack else "no",
        )
        if content_hash(model) != ref.sha256:
            problems.append(Message("replay-changed", item=ref.said(), now=now))
        if (ref.pack, ref.version) != ((pack.id, pack.version) if pack else (None, None)):
            was = Message(
                "replay-pack", pack=_short(ref.pack), version=_short(ref.version), packed="yes" if ref.pack else "no"
            )
            problems.append(Message("replay-other-pack", kind=_short(ref.kind), id=excerpt(ref.id), was=was, now=now))
    return problems


def replay_record(
    game: Game,
    record: GameRecord,
    content: ContentLibrary,
    *,
    file: str | None = None,
    lines: LineMap | None = None,
) -> State:
    """The state a saved game reached, proven: the setup passes validation, ``content`` is the
    content the game was played with, every action is legal and written in the engine's notation,
    and the game ends as the record says (terminal with the saved outcome, or not terminal when
    the record has none). Raises :class:`ReplayError` (or the setup's ``ContentError``) naming the
    first difference, with ``file`` and the line from ``lines`` when given."""

    def bad(index: int, message: Message | str, *path: str | int) -> ReplayError:
        line = lines.line_of(path) if lines is not None else None
        return ReplayError(index, message, file=file, line=line, field=".".join(map(str, path)))

    if record.game != game.id:
        raise bad(-1, Message("replay-other-game", recorded=shorten(record.game), game=game.id), "game")
    problems = check_content(record.content, content)
    if problems:
        raise bad(-1, Message("replay-problems", problems=tuple(problems)), "content")
    setup = _checked_setup(game, record, content, file, lines, bad)
    try:
        state, used = start_game(game, setup, content, record.seed)
    except ReplayError:
        raise
    except WarbenchError as exc:
        raise bad(-1, Message("replay-cannot-start", why=said_of(exc)), "setup") from None
    _check_recorded_content(record, used, bad)
    _check_agents(game, record, state.num_players(), bad)
    for i, text in enumerate(record.actions):
        try:
            action = game.parse_action(text)
            state.apply(action)
        except (IllegalActionError, NotationError) as exc:
            raise bad(i, said_of(exc), "actions", i) from None
        if action.to_str() != text:
            raise bad(i, Message("replay-not-written", text=excerpt(text), engine=action.to_str()), "actions", i)
    out = state.outcome() if state.is_terminal() else None
    if record.outcome is None:
        if out is not None:
            said = Message("replay-ends-unsaved", actions=len(record.actions), end=_describe(out.to_data()))
            raise bad(-1, said, "outcome")
    elif out is None:
        said = Message("replay-not-over", actions=len(record.actions), end=_describe(record.outcome))
        raise bad(-1, said, "outcome")
    elif not _same_end(record.outcome, out.to_data()):
        said = Message("replay-other-end", saved=_describe(record.outcome), replayed=_describe(out.to_data()))
        raise bad(-1, said, "outcome")
    return state


def _same_end(saved: dict[str, Any], replayed: dict[str, Any]) -> bool:
    """Whether the replayed game ends as saved: the same returns and winners, and the same reason
    as a message (its English text is only a rendering, which a later wording may change). A file
    written before outcomes were messages keeps only such a text, so its returns and winners alone
    are compared."""
    same = all(saved[k] == replayed[k] for k in ("returns", "winners"))
    return same and ("message" not in saved or saved["message"] == replayed.get("message"))


def _describe(outcome: dict[str, Any]) -> Message:
    """An outcome as data in words: its winners and its reason (the message it saved, read in the
    reader's language, else the text it saved)."""
    winners = tuple(Name.seat(int(w) + 1) for w in outcome.get("winners") or [])
    reason: Message | str = str(outcome.get("reason", ""))
    if isinstance(outcome.get("message"), dict):
        with contextlib.suppress(ValueError):  # a message this version cannot read: the text saved with it
            reason = Message.from_data(outcome["message"])
    return Message("replay-outcome", winners=winners, count=len(winners), reason=reason)


BadField = Callable[..., ReplayError]


def _checked_setup(
    game: Game, record: GameRecord, content: ContentLibrary, file: str | None, lines: LineMap | None, bad: BadField
) -> Any:
    """The record's setup as the game's setup object, after the checks ``warbench validate``
    makes when the setup is a content document."""
    inner = lines.under(("setup",)) if lines is not None else LineMap()
    data = record.setup
    if isinstance(data, dict) and "kind" in data:
        try:
            loaded = model_from_data(data, file, inner)
        except ContentError as exc:
            raise _prefixed(exc, "setup") from None
        errors = [i for i in check_loaded(loaded, content) if i.severity.value == "error"]
        if errors:
            raise _prefixed(ContentError(errors), "setup")
    try:
        setup = game.setup_from_data(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        path = tuple(p for p in first["loc"] if isinstance(p, (str, int)))
        said = Message("replay-not-a-setup", game=game.id, why=schema_message(first))
        raise bad(-1, said, "setup", *path) from None
    except (WarbenchError, ValueError, TypeError) as exc:
        raise bad(-1, Message("replay-not-a-setup", game=game.id, why=said_of(exc)), "setup") from None
    if isinstance(setup, ContentModel) and not (isinstance(data, dict) and "kind" in data):
        raise bad(-1, Message("replay-setup-kind"), "setup")
    return setup


def _prefixed(exc: Any, prefix: str) -> Any:
    """A ``ContentError`` of an embedded document with the field paths below ``prefix``."""
    return ContentError([i.with_location(path=(prefix, *i.location.path)) for i in exc.issues])


def _check_recorded_content(record: GameRecord, used: Sequence[ContentRef], bad: BadField) -> None:
    recorded = {(c.kind, c.id) for c in record.content}
    for ref in used:
        if (ref.kind, ref.id) not in recorded:
            raise bad(-1, Message("replay-unrecorded", item=ref.said()), "content")
    needed = {(c.kind, c.id) for c in used}
    for i, ref in enumerate(record.content):
        if (ref.kind, ref.id) not in needed:
            raise bad(-1, Message("replay-unused", item=ref.said()), "content", i)


def _check_agents(game: Game, record: GameRecord, players: int, bad: BadField) -> None:
    if record.agents and len(record.agents) != players:
        raise bad(-1, Message("replay-agents-count", agents=len(record.agents), players=players), "agents")
    known = {*agent_names(game), HUMAN_SEAT}
    for i, name in enumerate(record.agents):
        if name not in known:
            said = Message("replay-agent-unknown", agent=shorten(name), game=game.id, known=tuple(sorted(known)))
            raise bad(-1, said, "agents", i)


@dataclass
class ReplayedGame:
    """A saved game read from a file and proven by :func:`replay_file`."""

    game: Game
    record: GameRecord
    state: State


def replay_file(path: str | os.PathLike[str], content: ContentLibrary) -> ReplayedGame:
    """Read a saved game through the loading gate and prove it with ``content``
    (:func:`replay_record`). Every error names the file and the line."""
    name = str(path)
    data, lines = read_yaml(path)
    record = GameRecord.from_data(data, file=name, lines=lines)
    try:
        game = load_game(record.game)
    except WarbenchError as exc:
        raise ReplayError(-1, said_of(exc), file=name, line=lines.line_of(("game",)), field="game") from None
    state = replay_record(game, record, content, file=name, lines=lines)
    return ReplayedGame(game, record, state)
