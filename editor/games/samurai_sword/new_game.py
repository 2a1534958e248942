"""The "New Samurai Sword game" dialog: players (3-7), who plays each seat (a human at this
screen or an agent), the setup, deck and character set to play with, and the seed. The game is
compiled as the choices change, so a setup that cannot be played says why before it starts.

Also how a deck, character set or setup document is played: the dialog opens with the document
(as it is in the editor, saved or not) chosen."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QMessageBox,
    QWidget,
)

from editor.form_parts import dialog_foot, spin_box
from editor.i18n import QT_TR_NOOP, content_title, tr
from editor.player.session import HUMAN, PlaySession
from editor.player.view import agent_words
from editor.plugin import player_for
from editor.widgets import seed_box
from engine.ai.agents import agent_names
from engine.content.io import LineMap, LoadedContent
from engine.content.library import ContentLibrary, active_library
from engine.core.registry import load_game
from engine.games.samurai_sword.runtime import SetupError, compile_rules
from engine.games.samurai_sword.setup import MAX_PLAYERS, MIN_PLAYERS, SamuraiSwordSetup, SetupDoc

GAME_ID = "samurai_sword"
KINDS = {"setup": "samurai_sword/setup", "deck": "samurai_sword/deck", "characters": "samurai_sword/characters"}
#: the content each game is played with, in words
CONTENT_ROLE_WORDS = {"setup": QT_TR_NOOP("Setup"), "deck": QT_TR_NOOP("Deck"), "characters": QT_TR_NOOP("Characters")}
#: milliseconds between two agent moves, so the humans can follow the cards
AGENT_DELAY_MS = 400


def library_with(base: ContentLibrary, model: Any, path: str | None = None) -> ContentLibrary:
    """``base`` with ``model`` (a copy, as it is now) in it: a document played before it is saved."""
    lib = base.copy()
    lib.add(LoadedContent(model.model_copy(deep=True), path, LineMap()))
    return lib


class NewGameDialog(QDialog):
    def __init__(
        self,
        library: ContentLibrary | None = None,
        *,
        chosen: dict[str, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("ss.dialog.new_game")
        self.setWindowTitle(tr("New Samurai Sword game"))
        # the content the app works with: a deck saved in the user's folder or a pack, or open with
        # unsaved changes, is offered beside the bundled one
        self.library = library if library is not None else active_library()
        chosen = chosen or {}
        form = QFormLayout(self)
        self.players = spin_box(
            "ss.new.players",
            MIN_PLAYERS,
            MAX_PLAYERS,
            value=5,
            tip=tr("3 to 7 players (L42); the setup deals the roles for that many"),
        )
        form.addRow(tr("Players"), self.players)
        self.seats: list[QComboBox] = []
        self.seat_labels: list[QLabel] = []
        choices = [HUMAN, *agent_names(load_game(GAME_ID))]
        best = "greedy" if "greedy" in choices else choices[-1]
        for i in range(MAX_PLAYERS):
            combo = QComboBox()
            combo.setObjectName(f"ss.new.seat.{i}")
            for name in choices:  # in words, the agent's name as the data
                combo.addItem(agent_words(name), name)
            combo.setCurrentIndex(combo.findData(HUMAN if i == 0 else best))
            combo.setToolTip(tr("A human at this screen (several humans: hot seat, the screen passes) or an agent"))
            # numbered from 1, as the table and the rulebook count seats
            label = QLabel(tr("Seat {number}").format(number=i + 1))
            form.addRow(label, combo)
            self.seats.append(combo)
            self.seat_labels.append(label)
        self.content: dict[str, QComboBox] = {}
        for role, kind in KINDS.items():
            combo = QComboBox()
            combo.setObjectName(f"ss.new.{role}")
            for model in self.library.of_kind(kind):
                ident = str(getattr(model, "id", ""))
                combo.addItem(f"{content_title(model)} ({ident})", ident)
            want = chosen.get(role, "core")
            combo.setCurrentIndex(max(0, combo.findData(want)))
            combo.setEnabled(role not in chosen)
            combo.currentIndexChanged.connect(self._check)
            self.content[role] = combo
            form.addRow(tr(CONTENT_ROLE_WORDS[role]), combo)
        self.content["setup"].currentIndexChanged.connect(self._setup_changed)
        self.seed = seed_box("ss.new.seed", tr("The shuffle: the same seed deals the same roles, characters and cards"))
        form.addRow(tr("Seed"), self.seed)
        self.problem, self.buttons = dialog_foot(self, form, "ss.new.problem")
        self.players.valueChanged.connect(self._players_changed)
        self._setup_changed()
        self._players_changed(self.players.value())

    def _setup_changed(self) -> None:
        """With a setup document chosen, its deck and characters are the default choice."""
        doc = self.library.get(KINDS["setup"], str(self.content["setup"].currentData()))
        if isinstance(doc, SetupDoc):
            for role in ("deck", "characters"):
                combo = self.content[role]
                if combo.isEnabled():
                    combo.setCurrentIndex(max(0, combo.findData(getattr(doc, role))))

    def _players_changed(self, n: int) -> None:
        for i, (label, combo) in enumerate(zip(self.seat_labels, self.seats)):
            label.setVisible(i < n)
            combo.setVisible(i < n)
        self._check()

    def chosen_setup(self) -> SamuraiSwordSetup:
        """The game the dialog describes (the deck and characters named only when they differ
        from what the setup document plays)."""
        setup_id = str(self.content["setup"].currentData())
        doc = self.library.get(KINDS["setup"], setup_id)
        picks = {role: str(self.content[role].currentData()) for role in ("deck", "characters")}
        if isinstance(doc, SetupDoc):
            picks = {role: ident for role, ident in picks.items() if ident != getattr(doc, role)}
        return SamuraiSwordSetup(
            setup=setup_id, players=self.players.value(), deck=picks.get("deck"), characters=picks.get("characters")
        )

    def seat_names(self) -> list[str]:
        return [str(self.seats[i].currentData()) for i in range(self.players.value())]

    def problem_text(self) -> str:
        """Why the chosen game cannot be played ("" when it can)."""
        try:
            compile_rules(self.chosen_setup(), self.library)
        except SetupError as exc:
            return str(exc)
        return ""

    def _check(self) -> None:
        text = self.problem_text()
        self.problem.setText(text)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setEnabled(not text)


def new_session(setup: SamuraiSwordSetup, seats: list[str], seed: int, library: ContentLibrary) -> PlaySession:
    return PlaySession(load_game(GAME_ID), setup, library, seed, seats)


def start_game(
    library: ContentLibrary | None = None,
    *,
    chosen: dict[str, str] | None = None,
    title: str = "",
    parent: QWidget | None = None,
) -> QWidget | None:
    """Ask for the game (players, seats, content, seed) and open its player; ``None`` if the
    dialog is cancelled or the game cannot be played (the reason is shown)."""
    dialog = NewGameDialog(library, chosen=chosen, parent=parent)
    if not dialog.exec():
        return None
    problem = dialog.problem_text()
    if problem:
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            tr("Cannot play this game yet"),
            f"{problem}\n\n" + tr("Fix it first (see the Issues panel)."),
            QMessageBox.StandardButton.Ok,
            parent or QApplication.activeWindow(),
        )
        box.setObjectName("dialog.cannot_play")
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        box.open()
        return None
    setup = dialog.chosen_setup()
    session = new_session(setup, dialog.seat_names(), dialog.seed.value(), dialog.library)
    name = title or tr("Samurai Sword, %n player(s)", None, setup.players)
    return player_for(session, title=name, agent_delay_ms=AGENT_DELAY_MS)


def start_new_game(parent: QWidget) -> QWidget | None:
    """The Play menu's "New Samurai Sword game..."."""
    return start_game(parent=parent)
