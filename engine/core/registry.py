"""The registry of games. Games register themselves when their package is imported;
shared code asks the registry and never names a game."""

from __future__ import annotations

import importlib
import pkgutil
from typing import TypeVar

from engine.core.errors import UnknownGameError
from engine.core.game import Game

G = TypeVar("G", bound=type[Game])

_GAMES: dict[str, Game] = {}
_DISCOVERED = False


def register_game(cls: G) -> G:
    """Class decorator: register a :class:`Game` subclass under its ``id``."""
    gid = cls.id
    existing = _GAMES.get(gid)
    # re-registering the same class (a reloaded module) is fine; another class under the same id is not
    same = existing is not None and (type(existing).__module__, type(existing).__qualname__) == (
        cls.__module__,
        cls.__qualname__,
    )
    if existing is not None and not same:
        raise ValueError(f"game id {gid!r} is already registered by {type(existing).__name__}")
    _GAMES[gid] = cls()
    return cls


def unregister_game(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def discover_games() -> None:
    """Import every package under ``engine.games`` so their games register."""
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    import engine.games as pkg

    for info in pkgutil.iter_modules(pkg.__path__, pkg.__name__ + "."):
        if info.ispkg:
            importlib.import_module(info.name)


def load_game(game_id: str) -> Game:
    discover_games()
    game = _GAMES.get(game_id.replace("-", "_"))
    if game is None:
        raise UnknownGameError(game_id, sorted(_GAMES))
    return game


def registered_games() -> list[Game]:
    discover_games()
    return [_GAMES[k] for k in sorted(_GAMES)]
