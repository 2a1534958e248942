"""The full-game player: Neuroshima Hex for 2-4 players at one screen or against the agents.

Built on :class:`~editor.player.session.PlaySession` (seats, agents, the game log, undo of your
own last action when it drew nothing, restart, save and load as setup + seed + actions). The hand
shown is only ever the hand of the human to move: when the screen passes between two humans the
curtain drops first, and agents' hands are never shown. Tiles go from the hand to the board by
drag and drop (or a click, then a hex), are turned with the wheel or R, instants are aimed at the
targets the engine allows, and every battle plays back step by step.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QFileDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.games.neuroshima.armies import army_colors, player_color, tile_index
from editor.games.neuroshima.battle_playback import BattlePlayback, Frame, battle_starts, board_at, split_battles
from editor.games.neuroshima.new_game import NewGameDialog
from editor.games.neuroshima.pick_view import ActionPickerMixin, after_placement
from editor.games.neuroshima.play_board import HandView, PlayBoard
from editor.player.curtain import Curtain
from editor.player.session import PlaySession
from engine.content.library import ContentLibrary, bundled_library
from engine.core.errors import IllegalActionError, WarbenchError
from engine.core.game import Action, Event
from engine.core.registry import load_game
from engine.games.neuroshima.actions import Discard, EndTurn, Redraw
from engine.games.neuroshima.convert import position_to_model
from engine.games.neuroshima.models import GameSetup, PositionModel

#: milliseconds between two agent moves, so the humans can follow them
AGENT_DELAY_MS = 350


def position_of(state: Any) -> PositionModel:
    return position_to_model(state.pos)


class GamePlayView(ActionPickerMixin, QWidget):
    status_message = Signal(str)
    #: the hand on screen changed: whose it is (seat from 0, -1 for none) and its tiles
    hand_shown = Signal(int, list)

    def __init__(self, session: PlaySession, *, title: str = "") -> None:
        super().__init__()
        self.setObjectName("nh.game_player")
        self.session = session
        self.title = title or "Neuroshima Hex"
        self.selected_tile: str | None = None
        self.battle_list: list[tuple[list[Event], PositionModel]] = []
        outer = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("play.status")
        self.status.setWordWrap(True)
        self.status.setStyleSheet("font-size: 15px; padding: 4px;")
        outer.addWidget(self.status)
        bar = QHBoxLayout()
        self.undo_button = self._button(bar, "play.undo", "Undo my last action", self.undo)
        self.restart_button = self._button(bar, "play.restart", "Restart", self.restart)
        self._button(bar, "play.save", "Save game...", self.save_dialog)
        self._button(bar, "play.load", "Load game...", self.load_dialog)
        bar.addSpacing(20)
        self.discard_button = self._button(bar, "nh.game.discard", "Discard", self.discard)
        self.discard_button.setToolTip("Discard the tile chosen in your hand")
        self.redraw_button = self._button(bar, "nh.game.redraw", "Bad draw: redraw", lambda: self.play_action(Redraw()))
        self.end_button = self._button(bar, "nh.game.end", "End turn", lambda: self.play_action(EndTurn()))
        self.confirm_button = self._button(bar, "nh.play.confirm", "Confirm", self.confirm)
        self.cancel_button = self._button(bar, "nh.play.cancel_aim", "Cancel", self.cancel_aim)
        bar.addStretch(1)
        outer.addLayout(bar)
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        ll = QVBoxLayout(left)
        ll.setContentsMargins(0, 0, 0, 0)
        self.players_box = QGroupBox("HQ hit points")
        self.players_grid = QGridLayout(self.players_box)
        self.hq_labels: list[QLabel] = []
        ll.addWidget(self.players_box)
        self.hand_label = QLabel()
        self.hand_label.setObjectName("nh.game.hand_label")
        self.hand_label.setWordWrap(True)
        ll.addWidget(self.hand_label)
        self.hand = HandView("nh.game.hand")
        self.hand.tile_chosen.connect(self._tile_selected)
        ll.addWidget(self.hand)
        self.decision = QGroupBox("Your choice")
        self.decision_box = QVBoxLayout(self.decision)
        ll.addWidget(self.decision)
        ll.addStretch(1)
        split.addWidget(left)
        self.board = PlayBoard(position_of(session.state))
        split.addWidget(self.board)
        right = QTabWidget()
        self.playback = BattlePlayback()
        right.addTab(self.playback, "Battle")
        self.log = QPlainTextEdit()
        self.log.setObjectName("play.log")
        self.log.setReadOnly(True)
        right.addTab(self.log, "Game log")
        self.right = right
        split.addWidget(right)
        split.setSizes([260, 640, 380])
        for i, stretch in enumerate((0, 1, 0)):  # the board takes the room the window gains
            split.setStretchFactor(i, stretch)
        outer.addWidget(split, 1)
        self.curtain = Curtain(self)
        self.curtain.lifted.connect(lambda _p: self.refresh())
        self.agent_timer = QTimer(self)
        self.agent_timer.setSingleShot(True)
        self.agent_timer.setInterval(AGENT_DELAY_MS)
        self.agent_timer.timeout.connect(self._agent_step)
        self.playback.frame_shown.connect(self._show_frame)
        self.playback.battle_choice.currentIndexChanged.connect(self._replay)
        self.setup_picker(self.board, self.hand)
        self._connect(session)
        self._build_players()
        if session.hot_seat and session.human_to_move():
            self._curtain(session.to_move())
        self.refresh()

    def _button(self, bar: QHBoxLayout, name: str, text: str, slot: Any) -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(slot)
        bar.addWidget(b)
        return b

    def _connect(self, session: PlaySession) -> None:
        session.changed.connect(self.refresh)
        session.curtain_needed.connect(self._curtain)

    def _build_players(self) -> None:
        while self.players_grid.count():
            w = self.players_grid.takeAt(0).widget()
            if w is not None:
                w.deleteLater()
        self.hq_labels = []
        for i, army_id in enumerate(self.session.state.cfg.seats.armies):
            fill, dark = army_colors(army_id)
            army = tile_index().army(army_id)
            name = QLabel(f"Player {i + 1}: {army.name_en if army else army_id} ({self.session.seats[i]})")
            name.setStyleSheet(f"color: {player_color(i + 1)}; font-weight: bold;")
            hp = QLabel()
            hp.setObjectName(f"nh.game.hq.{i}")
            hp.setStyleSheet(f"background: {fill}; color: {dark}; padding: 2px 8px; border-radius: 6px;")
            self.players_grid.addWidget(name, i, 0)
            self.players_grid.addWidget(hp, i, 1)
            self.hq_labels.append(hp)

    def player_name(self, seat: int) -> str:
        army_id = self.session.state.cfg.seats.armies[seat]
        army = tile_index().army(army_id)
        return f"player {seat + 1} ({army.name_en if army else army_id})"

    # ------------------------------------------------------------------ what the picker needs
    def legal(self) -> list[Action]:
        s = self.session
        if self.curtain.is_down or not s.human_to_move():
            return []
        return s.legal_actions()

    def seat_player(self) -> int:
        return self.session.to_move() + 1

    # ------------------------------------------------------------------ showing
    def refresh(self) -> None:
        s = self.session
        st = s.state
        obs = st.observation(max(0, s.viewer()))
        if not (self.playback.timer.isActive() or (self.playback.frames and not self.playback.at_end())):
            self.board.show_position(position_of(st))
        for i, label in enumerate(self.hq_labels):
            hp = obs.hq_hp[i]
            out = " (out)" if obs.eliminated[i] else ""
            label.setText(f"HQ {hp}{out} · stack {obs.deck_sizes[i]}")
        self._show_hand()
        out = s.outcome()
        if out is not None:
            winners = ", ".join(self.player_name(w) for w in sorted(out.winners)) or "nobody"
            self.status.setText(f"<b>Game over</b> — winner: {winners}. {out.reason}")
        elif self.curtain.is_down:
            self.status.setText(f"{self.title}: waiting for {self.player_name(self.curtain.player)}")
        elif not s.human_to_move():
            self.status.setText(f"{self.title}: {self.player_name(s.to_move())} ({s.seats[s.to_move()]}) is playing...")
        elif self.aim is None:
            self.status.setText(f"{self.title}: {self.player_name(s.to_move())} to move — {self._prompt()}")
        lines = s.log_lines()
        self.log.setPlainText("\n".join(lines))
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())
        legal = self.legal()
        self.undo_button.setEnabled(s.can_undo())
        self.end_button.setEnabled(EndTurn() in legal)
        self.redraw_button.setEnabled(Redraw() in legal)
        self.discard_button.setEnabled(self.selected_tile is not None and Discard(self.selected_tile) in legal)
        self.refresh_decision()
        self.refresh_aim()
        if not st.is_terminal() and not s.human_to_move() and not self.curtain.is_down:
            self.agent_timer.start()

    def _prompt(self) -> str:
        st = self.session.state
        obs = st.observation(self.session.to_move())
        if obs.stage == "hq_placement":
            return "place your HQ: click a free hex"
        if obs.decision is not None:
            return obs.decision.prompt
        if obs.must_discard:
            return "discard one tile first: click it in your hand, then Discard"
        return "play tiles from your hand (drag them onto the board), discard, or end the turn"

    def _show_hand(self) -> None:
        s = self.session
        if self.curtain.is_down or s.state.is_terminal() or not s.human_to_move():
            # a hand is only ever shown to the human whose turn it is
            self.hand.show_tiles([], 1)
            self.selected_tile = None
            self.hand_label.setText("Hand hidden" if self.curtain.is_down else "")
            self.hand_shown.emit(-1, [])
            return
        seat = s.to_move()
        tiles = list(s.state.observation(seat).hands[seat])
        legal = s.legal_actions()
        playable = {t for a in legal if isinstance(t := getattr(a, "tile", None), str)}
        self.hand.show_tiles(tiles, seat + 1, playable)
        if self.selected_tile not in tiles:
            self.selected_tile = None
        self.hand_label.setText(f"Hand of {self.player_name(seat)}")
        self.hand_shown.emit(seat, tiles)

    def _tile_selected(self, tile_id: str) -> None:
        self.selected_tile = tile_id
        self.discard_button.setEnabled(Discard(tile_id) in self.legal())

    # ------------------------------------------------------------------ acting
    def play_action(self, action: Action) -> None:
        s = self.session
        if s.state.is_terminal():
            return
        before = position_of(s.state)
        player = s.to_move() + 1
        n = len(s.state.events)
        try:
            s.apply(action)
        except IllegalActionError as exc:
            self.status.setText(f"Not allowed: {exc.reason}")
            self.status_message.emit(f"not allowed: {exc.reason}")
            return
        self._new_battles(s.state.events[n:], before, action, player)

    def discard(self) -> None:
        if self.selected_tile is not None and Discard(self.selected_tile) in self.legal():
            self.play_action(Discard(self.selected_tile))

    def _agent_step(self) -> None:
        s = self.session
        if self.curtain.is_down or s.state.is_terminal() or s.human_to_move():
            return
        before = position_of(s.state)
        player = s.to_move() + 1
        n = len(s.state.events)
        s.step_agent()
        history = getattr(s.state, "history", [])
        self._new_battles(s.state.events[n:], before, history[-1] if history else None, player)

    # ------------------------------------------------------------------ battles
    def _new_battles(self, events: list[Event], before: PositionModel, action: Action | None, player: int) -> None:
        battles = split_battles(events)
        if not battles:
            return
        starts = battle_starts(after_placement(before, action, player), battles)
        self.battle_list.extend(zip(battles, starts, strict=True))
        combo = self.playback.battle_choice
        combo.blockSignals(True)
        combo.clear()
        for i, (b, _) in enumerate(self.battle_list):
            combo.addItem(f"Battle {i + 1}: {b[0].data.get('reason', '')}", i)
        combo.setCurrentIndex(len(self.battle_list) - 1)
        combo.blockSignals(False)
        self.right.setCurrentWidget(self.playback)
        self._replay(len(self.battle_list) - 1)

    def _replay(self, index: int) -> None:
        if 0 <= index < len(self.battle_list):
            events, _ = self.battle_list[index]
            self.playback.load(events, f"Battle {index + 1}: {events[0].data.get('reason', '')}")

    def _show_frame(self, frame: Frame) -> None:
        i = self.playback.battle_choice.currentIndex()
        if not 0 <= i < len(self.battle_list):
            return
        if self.playback.at_end() and i == len(self.battle_list) - 1:
            self.board.show_position(position_of(self.session.state))
        else:
            self.board.show_position(board_at(self.battle_list[i][1], frame))
        self.show_frame_marks(frame)

    # ------------------------------------------------------------------ the curtain, undo, restart, files
    def _curtain(self, seat: int) -> None:
        self.clear_aim()
        self.curtain.drop(seat, self.player_name(seat).capitalize())
        self.refresh()

    def undo(self) -> None:
        if not self.session.undo():
            self.status.setText("Only your own last action can be taken back, and only if it drew no tile.")

    def restart(self) -> None:
        self.battle_list = []
        self.playback.clear()
        self.session.restart()
        if self.session.hot_seat and self.session.human_to_move():
            self._curtain(self.session.to_move())

    def save_to(self, path: str) -> None:
        self.session.save(path)
        self.status_message.emit(f"saved the game to {path}")

    def load_from(self, path: str) -> bool:
        try:
            session = PlaySession.load(path, self.session.content)
        except (WarbenchError, KeyError, ValueError) as exc:
            self.status.setText(f"Cannot load {path}: {exc}")
            return False
        self.session.changed.disconnect(self.refresh)
        self.session.curtain_needed.disconnect(self._curtain)
        self.session = session
        self._connect(session)
        self.battle_list = []
        self.playback.clear()
        self._build_players()
        if session.hot_seat and session.human_to_move():
            self._curtain(session.to_move())
        self.refresh()
        return True

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save game", "neuroshima-game.yaml", "Game logs (*.yaml)")
        if path:
            self.save_to(path)

    def load_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, "Load game", "", "Game logs (*.yaml)")
        if path:
            self.load_from(path)

    def resizeEvent(self, event: Any) -> None:
        super().resizeEvent(event)
        if self.curtain.is_down:
            self.curtain.setGeometry(self.rect())


def new_session(setup: GameSetup, seats: list[str], seed: int, content: ContentLibrary | None = None) -> PlaySession:
    """A game of ``setup`` played with ``content`` (default: the bundled pack)."""
    game = load_game("neuroshima")
    content = content if content is not None else bundled_library()
    return PlaySession(game, game.setup_from_data(setup.model_dump(mode="json")), content, seed, seats)


def start_game_from_setup(
    setup: GameSetup | None,
    *,
    title: str = "",
    parent: QWidget | None = None,
    content: ContentLibrary | None = None,
) -> QWidget | None:
    """Ask for seats (armies prefilled from ``setup``) and start the game with ``content``;
    ``None`` if cancelled."""
    dialog = NewGameDialog(parent, setup)
    if not dialog.exec():
        return None
    chosen = dialog.setup()
    session = new_session(chosen, dialog.seat_names(), dialog.seed.value(), content)
    return GamePlayView(session, title=title or armies_title(chosen))


def armies_title(setup: GameSetup) -> str:
    names = []
    for p in setup.players:
        army = tile_index().army(p.army)
        names.append(army.name_en if army is not None else p.army)
    return " vs ".join(names)


def start_new_game(parent: QWidget) -> QWidget | None:
    """The Play menu's "New Neuroshima game..."."""
    return start_game_from_setup(None, parent=parent)
