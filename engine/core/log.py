"""Saved games: a setup, the content it was played with, a seed and the actions, which replay to
the exact live state.

A game is started with :func:`start_game`, which records every content item the game's setup
resolved (kind, id, the pack and version it came from, and a hash of its data). Replaying a
saved game checks those items against the content at hand first: a missing or changed item
refuses the replay with a message naming it, instead of replaying a different game.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.errors import IllegalActionError, NotationError, ReplayError
from engine.core.game import Action, Game, State

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary


@dataclass(frozen=True)
class ContentRef:
    """One content item a game was played with."""

    kind: str
    id: str
    sha256: str
    pack: str | None = None
    version: str | None = None

    def describe(self) -> str:
        where = f" (pack {self.pack} {self.version})" if self.pack else ""
        return f"{self.kind} {self.id!r}{where}"

    def to_data(self) -> dict[str, Any]:
        data: dict[str, Any] = {"kind": self.kind, "id": self.id, "sha256": self.sha256}
        if self.pack is not None:
            data["pack"] = self.pack
            data["version"] = self.version
        return data

    @classmethod
    def from_data(cls, data: Any) -> ContentRef:
        if not isinstance(data, dict):
            raise ValueError(f"a content entry is a mapping of kind, id and sha256, not {type(data).__name__}")
        missing = [k for k in ("kind", "id", "sha256") if not isinstance(data.get(k), str)]
        if missing:
            raise ValueError(f"a content entry lacks {', '.join(missing)}")
        pack = data.get("pack")
        version = data.get("version")
        return cls(
            str(data["kind"]),
            str(data["id"]),
            str(data["sha256"]),
            str(pack) if pack is not None else None,
            str(version) if version is not None else None,
        )


def content_refs(content: ContentLibrary, keys: Iterable[tuple[str, str]]) -> tuple[ContentRef, ...]:
    """The references of the items ``keys`` that ``content`` holds, sorted (items looked up but
    absent are not part of the game)."""
    from engine.content.library import content_hash

    refs = []
    for kind, ident in sorted(keys):
        model = content.get(kind, ident)
        if model is None:
            continue
        pack = content.pack_of(kind, ident)
        refs.append(
            ContentRef(kind, ident, content_hash(model), pack.id if pack else None, pack.version if pack else None)
        )
    return tuple(refs)


def start_game(game: Game, setup: Any, content: ContentLibrary, seed: int) -> tuple[State, tuple[ContentRef, ...]]:
    """The initial state, and the content items the game resolved to set it up."""
    with content.track() as seen:
        state = game.new_initial_state(setup, content, seed)
    return state, content_refs(content, seen)


def check_content(refs: Sequence[ContentRef], content: ContentLibrary) -> list[str]:
    """Why ``content`` is not the content a game was played with (empty when it is)."""
    from engine.content.library import content_hash

    problems = []
    for ref in refs:
        model = content.get(ref.kind, ref.id)
        if model is None:
            problems.append(f"the game was played with {ref.describe()}, which is not in the content at hand")
        elif content_hash(model) != ref.sha256:
            pack = content.pack_of(ref.kind, ref.id)
            now = f" (now from pack {pack.id} {pack.version})" if pack else ""
            problems.append(f"{ref.describe()} has changed since the game was played{now}")
    return problems


@dataclass
class GameRecord:
    """Everything needed to rebuild a game: ``replay_record(game, record, content)``."""

    game: str
    setup: Any
    seed: int
    actions: list[str] = field(default_factory=list)
    agents: list[str] = field(default_factory=list)
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
        data: dict[str, Any] = {
            "game": self.game,
            "seed": self.seed,
            "agents": list(self.agents),
            "content": [c.to_data() for c in self.content],
            "setup": self.setup,
            "actions": list(self.actions),
        }
        if self.outcome is not None:
            data["outcome"] = self.outcome
        return data

    @classmethod
    def from_data(cls, data: dict[str, Any]) -> GameRecord:
        return cls(
            game=str(data["game"]),
            setup=data["setup"],
            seed=int(data["seed"]),
            actions=[str(a) for a in data.get("actions") or []],
            agents=[str(a) for a in data.get("agents") or []],
            outcome=data.get("outcome"),
            content=[ContentRef.from_data(c) for c in data.get("content") or []],
        )


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
            raise ReplayError(i, str(exc)) from exc
    return state


def replay_record(game: Game, record: GameRecord, content: ContentLibrary) -> State:
    """The state a saved game reached, after checking that ``content`` is what it was played with
    (:class:`ReplayError` with index -1 naming every missing or changed item otherwise)."""
    problems = check_content(record.content, content)
    if problems:
        raise ReplayError(-1, "; ".join(problems))
    return replay(game, game.setup_from_data(record.setup), content, record.seed, record.actions)
