"""Games in progress are never lost: each play tab's game is written to the user's data folder after
every change (as Wesnoth autosaves; a run of changes is written once, a second later), and the games found there at the next start are offered for
resuming on the Start page.

An autosave is a saved game (the same file Save game... writes, so Load game... reads it too) beside a
small note of what it is: the tab's title, the game's heading and the document the game was started from, whose folder's
content the game is replayed with. Both are written atomically (a temporary file, then a rename), so a
crash never leaves half a game. The autosave goes when it is no longer needed: the game ended, the
player saved it, or the player closed its tab and let it go. Quitting the app keeps it: it is offered
at the next start whatever was answered on the way out.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from PySide6.QtCore import QObject, QTimer

from editor.folders import user_data_dir
from editor.player.session import PlaySession
from editor.player.shell import PlayerShell
from engine.content.io import atomic_write_text, save_data
from engine.content.library import ContentLibrary, active_library
from engine.core.game import Action

#: the folder of the autosaves in the app's data folder
AUTOSAVE_FOLDER = "autosave"  # i18n: not shown
#: the suffix of an autosave's note beside its game
NOTE_SUFFIX = ".note.json"  # i18n: not shown
#: milliseconds a change waits before it is written: a run of agent moves is written once, not at
#: every move (a long battle's record takes tens of milliseconds to write); quitting writes at once
AUTOSAVE_DELAY_MS = 1000


def autosave_dir() -> Path:
    """Where the games in progress are kept (created on demand)."""
    folder = user_data_dir() / AUTOSAVE_FOLDER
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@dataclass(frozen=True)
class Autosave:
    """A game in progress found in the autosave folder."""

    path: Path
    game: str
    title: str
    #: the document the game was started from (its folder holds content the game may use), if any
    source: str | None
    saved_at: str
    moves: int
    #: the game's own heading in the player (its status line and the save prompt), else the title
    heading: str = ""

    @property
    def note(self) -> Path:
        return self.path.with_name(self.path.stem + NOTE_SUFFIX)

    def library(self) -> ContentLibrary:
        """The content the game is replayed with: the installed content, and the source document's
        folder as a document's own library reads it."""
        lib = active_library().copy()
        source = Path(self.source) if self.source else None
        if source is not None and source.parent.is_dir():
            lib.add_folder(source.parent, skip=[source])
        return lib

    def load(self) -> PlaySession:
        """The game as it was left; it counts as not saved, so quitting again asks and keeps it."""
        session = PlaySession.load(self.path, self.library(), game_id=self.game)
        session.mark_unsaved()
        return session

    def remove(self) -> None:
        for f in (self.path, self.note):
            f.unlink(missing_ok=True)


def autosaves(folder: Path | None = None) -> list[Autosave]:
    """The games in progress kept in ``folder`` (the autosave folder), newest first; a note that does
    not read is skipped (its game can still be opened with Load game...)."""
    folder = folder or autosave_dir()
    found = []
    for note in folder.glob("*" + NOTE_SUFFIX):
        try:
            data = json.loads(note.read_text(encoding="utf-8"))
            game = note.with_name(note.name.removesuffix(NOTE_SUFFIX) + ".yaml")
            if not game.is_file():
                continue
            found.append(
                Autosave(
                    game,
                    str(data["game"]),
                    str(data["title"]),
                    str(data["source"]) if data.get("source") else None,
                    str(data["saved_at"]),
                    int(data["moves"]),
                    str(data.get("heading") or data["title"]),
                )
            )
        except (OSError, ValueError, KeyError, TypeError):
            continue
    return sorted(found, key=lambda a: a.saved_at, reverse=True)


class Autosaver(QObject):
    """Keeps the autosave of one play tab's game up to date."""

    def __init__(self, shell: PlayerShell, title: str, source: Path | None = None, path: Path | None = None) -> None:
        super().__init__(shell)
        self.shell = shell
        self.title = title
        self.source = source
        if path is None:
            stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
            path = autosave_dir() / f"{shell.session.game.id}-{stamp}.yaml"
        self.path = path
        self._written: list[Action] | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setInterval(AUTOSAVE_DELAY_MS)
        self._timer.timeout.connect(self.flush)
        shell.game_changed.connect(self.update)
        self.update()

    @property
    def autosave(self) -> Autosave:
        s = self.shell.session
        return Autosave(
            self.path,
            s.game.id,
            self.title,
            str(self.source) if self.source else None,
            datetime.now().isoformat(timespec="seconds"),
            len(s.state.history),
            self.shell.title,
        )

    def update(self) -> None:
        """The game changed: its autosave goes at once when it has no moves nobody saved or is over,
        else it is written shortly (:data:`AUTOSAVE_DELAY_MS`)."""
        s = self.shell.session
        if s.state.is_terminal() or not s.unsaved:
            self.discard()
        elif not self._timer.isActive():
            self._timer.start()

    def flush(self) -> None:
        """Write the game now if it has moves nobody saved (the app quits, or the delay is over)."""
        self._timer.stop()
        s = self.shell.session
        if s.state.is_terminal() or not s.unsaved:
            self.discard()
            return
        history = list(s.state.history)
        if history == self._written:
            return
        save_data(s.record().to_data(), self.path)
        a = self.autosave
        note = {
            "game": a.game,
            "title": a.title,
            "source": a.source,
            "saved_at": a.saved_at,
            "moves": a.moves,
            "heading": a.heading,
        }
        atomic_write_text(a.note, json.dumps(note, ensure_ascii=False, indent=1))
        self._written = history

    def discard(self) -> None:
        """The game is kept elsewhere or let go: its autosave goes."""
        self._timer.stop()
        self.autosave.remove()
        self._written = None
