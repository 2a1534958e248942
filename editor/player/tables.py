"""The table a game is played on in the player shell, and the shell around it: the game's own
table when its plugin gives one, else the generic table."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from editor.player.session import PlaySession
    from editor.player.shell import PlayerShell, Table


def table_for(session: PlaySession) -> Table:
    """The game's own table (or the generic one) for ``session``."""
    from editor.player.view import GenericTable
    from editor.plugin import plugin_for

    plugin = plugin_for(session.game.id)
    if plugin is not None and plugin.make_table is not None:
        return plugin.make_table(session)
    return GenericTable(session.setup, session.prepared)


def player_for(session: PlaySession, *, title: str = "", agent_delay_ms: int | None = None) -> PlayerShell:
    """The player shell for ``session`` with its game's table (or the generic one)."""
    from editor.player.shell import AGENT_DELAY_MS, PlayerShell
    from editor.player.view import GenericTable
    from editor.plugin import plugin_for

    plugin = plugin_for(session.game.id)
    make = plugin.make_table if plugin is not None and plugin.make_table is not None else None
    table = make(session) if make is not None else GenericTable(session.setup, session.prepared)
    return PlayerShell(
        session,
        table,
        title=title,
        agent_delay_ms=AGENT_DELAY_MS if agent_delay_ms is None else agent_delay_ms,
        background=plugin.background_actions if plugin is not None else False,
    )
