"""The registry of games. Games register themselves when their package is imported;
shared code asks the registry and never names a game."""

from __future__ import annotations

import importlib
import json
import pkgutil
from dataclasses import dataclass
from pathlib import Path
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


#: Where the games live. The registry finds them by name, as plugins: the games stand above
#: the core, which imports none of them.
GAMES_PACKAGE = "engine.games"


def _games_path() -> list[str]:
    return list(importlib.import_module(GAMES_PACKAGE).__path__)


def _game_packages() -> list[str]:
    """The names of the packages under ``engine.games`` (found without importing them)."""
    return [info.name for info in pkgutil.iter_modules(_games_path(), GAMES_PACKAGE + ".") if info.ispkg]


def discover_games() -> None:
    """Import every package under ``engine.games`` so their games register."""
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    for name in _game_packages():
        importlib.import_module(name)


def import_package_of(name: str) -> bool:
    """Import only the game package a game id or a content kind belongs to, by its name: the part
    before ``/`` of a kind, the longest ``_``-separated start of a game id that names a package
    (``neuroshima_etude`` -> ``engine.games.neuroshima``). A command that needs one game then
    pays for that game's imports alone. False when no package has that name."""
    base = name.split("/", 1)[0]
    packages = set(_game_packages())
    parts = base.split("_")
    for n in range(len(parts), 0, -1):
        candidate = "engine.games." + "_".join(parts[:n])
        if candidate in packages:
            importlib.import_module(candidate)
            return True
    return False


def load_game(game_id: str) -> Game:
    gid = game_id.replace("-", "_")
    game = _GAMES.get(gid)
    if game is None and not _DISCOVERED:
        import_package_of(gid)
        game = _GAMES.get(gid)
    if game is None:
        discover_games()
        game = _GAMES.get(gid)
    if game is None:
        raise UnknownGameError(game_id, sorted(_GAMES))
    return game


def registered_games() -> list[Game]:
    discover_games()
    return [_GAMES[k] for k in sorted(_GAMES)]


@dataclass(frozen=True)
class GameAbout:
    """What the command line's help says of a game before the game is imported."""

    id: str
    name: str
    #: the game adds commands of its own (``Game.add_cli_commands``)
    has_commands: bool
    #: its name in Russian (the game's ``names["ru"]``)
    name_ru: str = ""

    @property
    def names(self) -> dict[str, str]:
        return {"en": self.name, "ru": self.name_ru or self.name}


def games_about() -> list[GameAbout]:
    """Every game's id, English name and whether it has commands of its own, read from each game
    package's ``about.json`` without importing the package (importing all five games costs most
    of a second; ``--help`` and the app's first window need only these lines)."""
    found: list[GameAbout] = []
    games_path = _games_path()
    for info in pkgutil.iter_modules(games_path):
        if not info.ispkg:
            continue
        path = Path(games_path[0]) / info.name / "about.json"
        data = json.loads(path.read_text(encoding="utf-8"))
        found += [GameAbout(g["id"], g["name"], bool(g["commands"]), g.get("name_ru", "")) for g in data["games"]]
    return sorted(found, key=lambda g: g.id)
