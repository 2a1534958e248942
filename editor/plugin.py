"""The editor plugin registry: how a game contributes to the shell.

A game registers an :class:`EditorPlugin` with one :class:`~editor.kinds.DocumentKind` per
content kind it edits (the document model, its palettes and pieces; painting, panels and play
are separate roles, see :mod:`editor.kinds`), the entries it adds to the Play menu
(:class:`PlayEntry`), and the table its games are played on in the player shell
(``make_table``; without one, the generic table). Everything else (documents, undo, canvas,
tools, drag and drop, issues, rendering, the player shell) is the shell's.

Plugins live in ``editor/games/<game>/`` and register on import; ``discover_plugins()``
imports them all. ``editor/games/README.md`` is the guide to writing one.
"""

from __future__ import annotations

import importlib
import pkgutil
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import editor.games as pkg
from editor.kind_roles import with_roles
from editor.kinds import DocumentKind, FormKind
from editor.player import tables
from editor.player.tables import GameTable, register_table
from engine.content.base import kind_info
from engine.core.registry import registered_games

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.player.session import PlaySession
    from editor.player.shell import PlayerShell, Table


@dataclass(frozen=True)
class PlayEntry:
    """A way to start playing that needs no open document (a "New game" dialog): an entry of the
    Play menu. ``start(parent)`` returns the play view to open in a tab, or ``None`` (cancelled)."""

    name: str
    label: str
    start: Callable[[QWidget], QWidget | None]
    tooltip: str = ""


@dataclass
class EditorPlugin:
    game_id: str
    document_kinds: list[DocumentKind]
    #: entries of the Play menu (see :class:`PlayEntry`)
    play_entries: list[PlayEntry] = field(default_factory=list)
    #: the game's table for the player shell (``None``: the generic table)
    make_table: Callable[[PlaySession], Table] | None = None
    #: play the game's actions in a worker thread (actions that search)
    background_actions: bool = False
    #: the table draws a seat from its observation alone, without the setup (a joined seat
    #: whose library lacks the host's content); else such a seat gets the generic table
    draws_without_setup: bool = False
    #: the engine's fixed English texts the game's editor shows as they are (a terrain's effect, a
    #: rule's description, a banner's name), read from the engine's own tables: listed in
    #: ``editor/field_words.py`` for translation and shown through :func:`editor.words.engine_text`
    engine_texts: Callable[[], Iterable[str]] | None = None


_PLUGINS: dict[str, EditorPlugin] = {}
_DISCOVERED = False
#: game-neutral plugins of the shell, discovered with the games' (the balance lab's Play menu entry)
SHELL_PLUGINS = ("editor.lab_plugin",)


def register_plugin(plugin: EditorPlugin) -> EditorPlugin:
    """Register a game's plugin: its kinds get their roles, its table goes to the player."""
    for kind in plugin.document_kinds:
        with_roles(kind)
    register_table(plugin.game_id, GameTable(plugin.make_table, plugin.background_actions, plugin.draws_without_setup))
    _PLUGINS[plugin.game_id] = plugin
    return plugin


def player_for(session: PlaySession, *, title: str = "", agent_delay_ms: int | None = None) -> PlayerShell:
    """The player shell for ``session`` with its game's table (or the generic one), the plugins
    found first (see :func:`editor.player.tables.player_for`)."""
    discover_plugins()
    return tables.player_for(session, title=title, agent_delay_ms=agent_delay_ms)


def discover_plugins() -> None:
    global _DISCOVERED
    if _DISCOVERED:
        return
    _DISCOVERED = True
    for info in pkgutil.iter_modules(pkg.__path__, pkg.__name__ + "."):
        if info.ispkg:
            importlib.import_module(info.name)
    for name in SHELL_PLUGINS:
        importlib.import_module(name)


def registered_plugins() -> list[EditorPlugin]:
    discover_plugins()
    return [_PLUGINS[k] for k in sorted(_PLUGINS)]


def document_kind(kind: str) -> DocumentKind | None:
    """The plugin's kind for ``kind``, a form kind for other registered kinds, else ``None``."""
    for p in registered_plugins():
        for k in p.document_kinds:
            if k.kind == kind:
                return k
    return with_roles(FormKind(kind)) if kind_info(kind) is not None else None


def all_document_kinds() -> list[DocumentKind]:
    """Every kind a user can create: plugin kinds, then the other content kinds games offer."""
    kinds = [k for p in registered_plugins() for k in p.document_kinds]
    covered = {k.kind for k in kinds}
    for g in registered_games():
        for ck in g.content_kinds:
            if ck not in covered:
                fk = document_kind(ck)
                if fk is not None:
                    kinds.append(fk)
                    covered.add(ck)
    return kinds
