"""Play by post in the app: a player opens the seat file the host sent, chooses among its actions
and saves the orders file to send back; the host imports orders files into the game it keeps,
and the seat file of the seat to move next is written beside the game.

A seat file holds that seat's view only, so the player's tab is drawn from it as a joined seat's
is from the host's views (:class:`~editor.player.remote.RemoteShell`): nothing else of the game
is on this machine."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any, cast

from PySide6.QtWidgets import QFileDialog, QWidget

from editor.i18n import tr
from editor.player.remote import RemoteSession, RemoteShell
from engine.content.io import save_data
from engine.content.library import ContentLibrary
from engine.content.reader import read_yaml
from engine.core.game import Action
from engine.net.post import PERSON, SEAT_FILE, PostError, apply_orders_to_file, orders_file, seat_file


class SeatFileSession(RemoteSession):
    """A seat of a game by post: the view its seat file holds. The action chosen becomes an orders
    file (:meth:`orders_for`), nothing is sent anywhere."""

    def __init__(self, path: str | Path, data: Any) -> None:
        super().__init__(str(path), "")
        if not isinstance(data, dict) or data.get("kind") != SEAT_FILE or not isinstance(data.get("view"), dict):
            raise PostError(tr("{file} is not a seat file").format(file=path))
        self.path = Path(path)
        self.data = data
        self.connected = True
        welcome = {"type": "welcome", "seat": data["seat"], "game": data["game"], "seats": []}
        self._on_message({**welcome, "setup": data.get("setup"), "content": data.get("content")})
        self._on_message({**data["view"], "from_start": True})

    @classmethod
    def open(cls, path: str | Path) -> SeatFileSession:
        """The seat file at ``path`` (refused with the file, line and field when it does not read)."""
        return cls(path, read_yaml(path)[0])

    def join(self) -> None:
        """A seat file is all there is: nothing to connect to."""

    def stop(self) -> None:
        """Nothing runs for a seat file."""

    def orders_for(self, action: Action) -> dict[str, Any]:
        """The orders file answering the seat file with ``action``."""
        return orders_file(self.data, action.to_str())

    def send(self, action: Action) -> str | None:
        if not self.human_to_move() or self.sent_turn is not None:
            return tr("this seat file asks nothing of your seat now")
        return None

    @property
    def unsaved(self) -> bool:
        return False


class SeatFileShell(RemoteShell):
    """A seat file's tab: double-click an action, save the orders file to send to the host."""

    def __init__(self, session: SeatFileSession, table: Any, *, title: str = "") -> None:
        super().__init__(session, table, title=title)
        save = self.findChild(QWidget, "play.save")
        if save is not None:
            save.hide()  # the seat file is the record of what the seat saw
        self.orders_path: Path | None = None

    def play(self, action: Action) -> bool:
        if not super().play(action):  # the seat file asks nothing of this seat now (said in the shell)
            return False
        s = cast(SeatFileSession, self.session)  # the session this shell is built with
        suggested = s.path.with_name(f"{s.path.stem}-orders.yaml")
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Save the orders file"), str(suggested), tr("Orders files (*.yaml)")
        )
        if not path:
            return False
        save_data(s.orders_for(action), path)
        self.orders_path = Path(path)
        s.sent_turn = s.view["turn"] if s.view is not None else 0
        s.changed.emit()
        self.say(tr("orders saved to {path}: send the file to the host").format(path=path))
        return True


@dataclass
class Imported:
    """What importing orders files did: the orders and agent moves played, whether the game is
    over, and the seat file written for the seat to move next (``None``: none is a person's)."""

    played: int
    agent_moves: int
    over: bool
    next_seat: int | None
    next_seat_file: Path | None


def import_orders(game_path: str | Path, orders_paths: list[str], content: ContentLibrary) -> Imported:
    """Play the orders files on the game by post at ``game_path`` (saved there) and write the seat
    file of the person to move next beside it. Raises :class:`PostError` (nothing played) for
    orders that do not fit, with the reason."""
    orders = [read_yaml(p)[0] for p in orders_paths]
    replayed, applied = apply_orders_to_file(game_path, orders, content)
    state = replayed.state
    if state.is_terminal():
        return Imported(applied.played, applied.agent_moves, True, None, None)
    seat = state.current_player()
    if replayed.record.agents[seat] != PERSON:
        return Imported(applied.played, applied.agent_moves, False, seat, None)
    game_file = Path(game_path)
    out = game_file.with_name(f"{game_file.stem}-seat{seat + 1}-turn{len(state.history)}.yaml")
    save_data(seat_file(replayed.game, state, seat, replayed.record), out)
    return Imported(applied.played, applied.agent_moves, False, seat, out)
