"""The table a game is played on in the player shell, and the shell around it: the game's own
table when its plugin gives one, else the generic table.

The plugins hand in their tables when they register (:func:`register_table`, called by
:func:`editor.plugin.register_plugin`): the player, the balance lab and the kinds' play roles stand
below the plugins and ask here.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from editor.i18n import tr
from editor.player.session import HUMAN, PlaySession
from editor.player.shell import AGENT_DELAY_MS, PlayerShell
from editor.player.view import GenericTable
from engine.core.errors import WarbenchError

if TYPE_CHECKING:
    from editor.player.shell import Table
    from engine.content.library import ContentLibrary
    from engine.core.game import Game


@dataclass(frozen=True)
class GameTable:
    """How a game is played in the shell: its own table (``None``: the generic table), and whether
    its actions are played in a worker thread (actions that search)."""

    make_table: Callable[[PlaySession], Table] | None = None
    background_actions: bool = False
    #: the table can draw a seat from its observation alone, without the setup
    draws_without_setup: bool = False


_TABLES: dict[str, GameTable] = {}


def register_table(game_id: str, table: GameTable) -> None:
    _TABLES[game_id] = table


def table_for(session: PlaySession) -> Table:
    """The game's own table (or the generic one) for ``session``."""
    make = _TABLES.get(session.game.id, GameTable()).make_table
    return make(session) if make is not None else GenericTable(session.setup, session.prepared)


def game_table(game_id: str) -> GameTable:
    """How ``game_id`` is played in the shell (the generic table's when it registered none)."""
    return _TABLES.get(game_id, GameTable())


def player_for(session: PlaySession, *, title: str = "", agent_delay_ms: int | None = None) -> PlayerShell:
    """The player shell for ``session`` with its game's table (or the generic one)."""
    return PlayerShell(
        session,
        table_for(session),
        title=title,
        agent_delay_ms=AGENT_DELAY_MS if agent_delay_ms is None else agent_delay_ms,
        background=_TABLES.get(session.game.id, GameTable()).background_actions,
    )


def seat_names(game: Game, setup: Any, content: ContentLibrary) -> list[str]:
    """Each seat of ``setup`` as the game's own table names it when the game starts (a side, a
    clan, an army), so the seat dialogs, the player and the balance lab call a seat alike. A name
    the deal decides (a character dealt by the seed) is not the seat's: a seat whose name differs
    between two seeds is "seat N", numbered from 1."""
    try:
        n = game.new_initial_state(setup, content, 0).num_players()
    except (WarbenchError, KeyError, ValueError, TypeError):
        return []
    try:
        dealt = []
        for seed in (0, 1):
            table = table_for(PlaySession(game, setup, content, seed, [HUMAN] * n))
            dealt.append([table.seat_name(p) for p in range(n)])
            table.deleteLater()
    except (WarbenchError, KeyError, ValueError, TypeError):
        dealt = [[], []]
    return [
        dealt[0][p] if dealt[0] and dealt[0][p] == dealt[1][p] else tr("seat {number}").format(number=p + 1)
        for p in range(n)
    ]
