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

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from engine.ai.agents import HUMAN_SEAT, agent_names
from engine.content.base import ContentModel
from engine.content.io import ContentError, model_from_data
from engine.content.library import check_loaded, content_hash
from engine.content.reader import LineMap, read_yaml
from engine.core.errors import IllegalActionError, NotationError, ReplayError, WarbenchError, excerpt
from engine.core.game import Game, State
from engine.core.log import ContentRef, GameRecord, _short, start_game
from engine.core.registry import load_game

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary


def check_content(refs: Sequence[ContentRef], content: ContentLibrary) -> list[str]:
    """Why ``content`` is not the content a game was played with (empty when it is)."""
    problems = []
    seen: set[tuple[str, str]] = set()
    for ref in refs:
        if (ref.kind, ref.id) in seen:
            problems.append(f"the log records {ref.describe()} twice; a game records each item once")
            continue
        seen.add((ref.kind, ref.id))
        model = content.get(ref.kind, ref.id)
        if model is None:
            problems.append(f"the game was played with {ref.describe()}, which is not in the content at hand")
            continue
        # the item is proven by its pack and version as well as its hash: the same text in
        # another pack, or in another version of its pack, is not the content recorded
        pack = content.pack_of(ref.kind, ref.id)
        now = f"pack {pack.id} {pack.version}" if pack else "no pack"
        if content_hash(model) != ref.sha256:
            problems.append(f"{ref.describe()} has changed since the game was played (now from {now})")
        if (ref.pack, ref.version) != ((pack.id, pack.version) if pack else (None, None)):
            was = f"pack {_short(ref.pack)} {_short(ref.version)}" if ref.pack else "no pack"
            problems.append(
                f"{_short(ref.kind)} {excerpt(ref.id)} was played from {was}, but the content at hand has it from {now}"
            )
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

    def bad(index: int, message: str, *path: str | int) -> ReplayError:
        line = lines.line_of(path) if lines is not None else None
        return ReplayError(index, message, file=file, line=line, field=".".join(map(str, path)))

    if record.game != game.id:
        raise bad(-1, f"the log is a {record.game!r} game, not {game.id!r}", "game")
    problems = check_content(record.content, content)
    if problems:
        raise bad(-1, "; ".join(problems), "content")
    setup = _checked_setup(game, record, content, file, lines, bad)
    try:
        state, used = start_game(game, setup, content, record.seed)
    except ReplayError:
        raise
    except WarbenchError as exc:
        raise bad(-1, f"the game cannot start: {exc}", "setup") from None
    _check_recorded_content(record, used, bad)
    _check_agents(game, record, state.num_players(), bad)
    for i, text in enumerate(record.actions):
        try:
            action = game.parse_action(text)
            state.apply(action)
        except (IllegalActionError, NotationError) as exc:
            raise bad(i, str(exc), "actions", i) from None
        if action.to_str() != text:
            raise bad(i, f"{text!r} is not how the engine writes {action.to_str()!r}", "actions", i)
    out = state.outcome() if state.is_terminal() else None
    if record.outcome is None:
        if out is not None:
            raise bad(
                -1,
                f"the log says the game did not end, but it ends after its {len(record.actions)} actions "
                f"({_describe(out.to_data())})",
                "outcome",
            )
    elif out is None:
        raise bad(
            -1,
            f"the log says the game ended ({_describe(record.outcome)}), but after its {len(record.actions)} "
            "actions the game is not over",
            "outcome",
        )
    elif not _same_end(record.outcome, out.to_data()):
        raise bad(
            -1,
            f"the saved outcome ({_describe(record.outcome)}) differs from the replayed one ({_describe(out.to_data())})",
            "outcome",
        )
    return state


def _same_end(saved: dict[str, Any], replayed: dict[str, Any]) -> bool:
    """Whether the replayed game ends as saved: the same returns and winners, and the same reason
    as a message (its English text is only a rendering, which a later wording may change). A file
    written before outcomes were messages keeps only such a text, so its returns and winners alone
    are compared."""
    same = all(saved[k] == replayed[k] for k in ("returns", "winners"))
    return same and ("message" not in saved or saved["message"] == replayed.get("message"))


def _describe(outcome: dict[str, Any]) -> str:
    winners = outcome.get("winners") or []
    who = ", ".join(f"player {w + 1}" for w in winners) if winners else "nobody"
    return f"winners: {who}; {outcome.get('reason', '')}"


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
        raise bad(-1, f"the setup is not a {game.id} setup: {first['msg']}", "setup", *path) from None
    except (WarbenchError, ValueError, TypeError) as exc:
        raise bad(-1, f"the setup is not a {game.id} setup: {exc}", "setup") from None
    if isinstance(setup, ContentModel) and not (isinstance(data, dict) and "kind" in data):
        raise bad(-1, "the setup must name its kind", "setup")
    return setup


def _prefixed(exc: Any, prefix: str) -> Any:
    """A ``ContentError`` of an embedded document with the field paths below ``prefix``."""
    return ContentError([i.with_location(path=(prefix, *i.location.path)) for i in exc.issues])


def _check_recorded_content(record: GameRecord, used: Sequence[ContentRef], bad: BadField) -> None:
    recorded = {(c.kind, c.id) for c in record.content}
    for ref in used:
        if (ref.kind, ref.id) not in recorded:
            raise bad(-1, f"the game uses {ref.describe()}, which the log does not record", "content")
    needed = {(c.kind, c.id) for c in used}
    for i, ref in enumerate(record.content):
        if (ref.kind, ref.id) not in needed:
            raise bad(-1, f"the log records {ref.describe()}, which the game does not use", "content", i)


def _check_agents(game: Game, record: GameRecord, players: int, bad: BadField) -> None:
    if record.agents and len(record.agents) != players:
        raise bad(-1, f"{len(record.agents)} agents for {players} players (one per seat, or none)", "agents")
    known = {*agent_names(game), HUMAN_SEAT}
    for i, name in enumerate(record.agents):
        if name not in known:
            raise bad(-1, f"{name!r} is not an agent of {game.id} ({', '.join(sorted(known))})", "agents", i)


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
        raise ReplayError(-1, str(exc), file=name, line=lines.line_of(("game",)), field="game") from None
    state = replay_record(game, record, content, file=name, lines=lines)
    return ReplayedGame(game, record, state)
