"""Imported once by the process pool's server before it forks the simulation workers: the games
register and the bundled content loads there, so every worker starts with them in memory instead
of importing and parsing them again (seconds per worker)."""

from engine.content.library import bundled_library
from engine.core.registry import discover_games

discover_games()
bundled_library()
