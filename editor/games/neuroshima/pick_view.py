"""What the etude player and the game player share: aiming actions on the board (hand clicks,
drops, hex clicks, wheel and R to turn, Enter to confirm), the buttons of a decision the rules
put to the player, and a battle step's highlights."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGroupBox, QLabel, QPushButton, QSplitter, QVBoxLayout, QWidget

from editor.form_parts import clear_layout
from editor.games.neuroshima.armies import DIRECTIONS, tile_index
from editor.games.neuroshima.armies import tile_name as shown_tile_name
from editor.games.neuroshima.battle_playback import BattlePlayback, Frame, board_at, split_battles, start_board
from editor.games.neuroshima.picker import Aim, aim_hex, aim_tile, hexes_of, tile_of
from editor.games.neuroshima.play_board import ATTACKER, CHOSEN, GONE, TARGET, VICTIM, HandView, PlayBoard
from editor.i18n import QT_TR_NOOP, tr
from editor.widgets import push_button
from engine.core.game import Action, Event
from engine.core.hexgrid import Hex
from engine.games.neuroshima.actions import CHOICE_ACTIONS, Mobility, Place, PlaceHq, TransportMove, UseMove
from engine.games.neuroshima.models import PositionModel

#: why the engine starts a battle (the ``reason`` of its ``battle_start`` event), for translation
BATTLE_REASONS = (
    QT_TR_NOOP("a Battle tile"),
    QT_TR_NOOP("the main field is full"),
    QT_TR_NOOP("the final battle"),
    QT_TR_NOOP("the tie-break battle"),
)


def battle_reason(reason: str) -> str:
    """The engine's reason for a battle in the interface's language (as it is when unknown)."""
    return tr(reason) if reason in BATTLE_REASONS else reason


def battle_title(number: int, reason: str) -> str:
    """A battle's title in the list of battles: "Battle 2: the main field is full"."""
    return tr("Battle {number}: {reason}").format(number=number, reason=battle_reason(reason))


def tile_name(tile_id: str) -> str:
    td = tile_index().tile(tile_id)
    return shown_tile_name(td) if td is not None else tile_id


class ActionPickerMixin:
    """Mixed into a player widget that provides ``legal()``, ``seat_player()``, ``play_action()``,
    ``status`` (a label), ``confirm_button``, ``cancel_button``, ``decision`` and ``decision_box``."""

    board: PlayBoard
    hand: HandView
    status: QLabel
    confirm_button: QPushButton
    cancel_button: QPushButton
    decision: QGroupBox
    decision_box: QVBoxLayout
    aim: Aim | None = None

    def legal(self) -> list[Action]:
        raise NotImplementedError

    def seat_player(self) -> int:
        raise NotImplementedError

    def play_action(self, action: Action) -> None:
        """Play ``action`` through the shell; a refused one leaves the aim as it was."""
        if not self.play(action):  # type: ignore[attr-defined]  # a mixin of the play shell, which defines it
            self.refresh_aim()

    def make_aim_buttons(self) -> None:
        """The Confirm and Cancel buttons of an aimed tile (Enter and Esc on the board do the same)."""
        self.confirm_button = push_button(
            "nh.play.confirm", tr("Confirm"), tr("Play the aimed tile (Enter)"), self.confirm
        )
        self.cancel_button = push_button(
            "nh.play.cancel_aim", tr("Cancel"), tr("Drop the aimed tile (Esc)"), self.cancel_aim
        )

    def open_columns(self) -> tuple[QSplitter, QWidget, QVBoxLayout]:
        """The splitter of the table, and its left column (hand, choices) to be filled."""
        split = QSplitter(Qt.Orientation.Horizontal)
        left = QWidget()
        column = QVBoxLayout(left)
        column.setContentsMargins(0, 0, 0, 0)
        return split, left, column

    def close_columns(self, outer: QVBoxLayout, split: QSplitter, left: QWidget, position: PositionModel) -> None:
        """The left column beside the board showing ``position``, which takes the room the window
        gains; then the hand and the board pick the actions."""
        split.addWidget(left)
        self.board = PlayBoard(position)
        split.addWidget(self.board)
        split.setSizes([260, 700])
        split.setStretchFactor(0, 0)
        split.setStretchFactor(1, 1)
        outer.addWidget(split, 1)

    def setup_picker(self, board: PlayBoard, hand: HandView) -> None:
        self.aim = None
        hand.tile_chosen.connect(self.choose_tile)
        hand.key_target = board
        board.hex_clicked.connect(self.click_hex)
        board.hex_double_clicked.connect(lambda _c: self.confirm())
        board.turned.connect(self.turn)
        board.confirmed.connect(self.confirm)
        board.cancelled.connect(self.cancel_aim)
        board.tile_dropped.connect(self.drop_tile)
        board.drop_check = self.can_drop
        board.drop_refusal = self.drop_refusal
        # as in the editors: where the tile may go is lit as soon as it is taken up
        hand.drag_started.connect(self.take_up_tile)
        board.drag_entered = self.take_up_tile

    # -- describing
    def describe(self, action: Action) -> str:
        t = tile_of(action)
        name = tile_name(t) if t else ""
        if isinstance(action, Place):
            return tr("place {tile} on hex {hex}, front facing {direction}").format(
                tile=name, hex=self._label(action.hex), direction=tr(DIRECTIONS[action.rot])
            )
        if isinstance(action, (UseMove, Mobility, TransportMove)):
            text = (
                tr("{tile}: move the tile on {start} to {end}, facing {direction}")
                if t
                else tr("move the tile on {start} to {end}, facing {direction}")
            )
            return text.format(
                tile=name,
                start=self._label(action.src),
                end=self._label(action.dst),
                direction=tr(DIRECTIONS[action.rot]),
            )
        if isinstance(action, PlaceHq):
            return tr("place your HQ on hex {hex}").format(hex=self._label(action.hex))
        hexes = hexes_of(action)
        if not t:
            return action.to_str()
        if hexes:
            return tr("play {tile} at {hexes}").format(tile=name, hexes=", ".join(self._label(h) for h in hexes))
        return tr("play {tile}").format(tile=name)

    def _label(self, cell: Hex) -> str:
        board = self.board.position_document.board
        return f"{board.label(cell)} ({cell})" if board is not None else str(cell)

    # -- aiming
    def choose_tile(self, tile_id: str) -> None:
        self.aim = aim_tile(self.legal(), tile_id)
        if self.aim is None:
            self.status.setText(tr("{tile} cannot be played now.").format(tile=tile_name(tile_id)))
        self.refresh_aim()

    def take_up_tile(self, tile_id: str) -> None:
        """A hand tile is dragged: aim it (its hexes lit), unless it is aimed already."""
        aim = self.aim
        if aim is None or not aim.candidates or tile_of(aim.candidates[0]) != tile_id:
            self.choose_tile(tile_id)

    def drop_refusal(self, tile_id: str, cell: Hex | None) -> str:
        """Why ``tile_id`` may not go on ``cell``, in the engine's words where it has some."""
        if cell is None:
            return tr("drop it on a hex of the board")
        candidates = [a for a in self.legal() if tile_of(a) == tile_id]
        if not candidates:
            return tr("it cannot be played now")
        state = getattr(getattr(self, "view_", None), "query_state", None)
        place = next((a for a in candidates if isinstance(a, Place)), None)
        if place is not None and state is not None:
            reason = state.illegal_reason(Place(place.tile, cell, place.rot))
            if reason:
                return str(reason)
        return tr("it cannot go on hex {hex}").format(hex=self._label(cell))

    def can_drop(self, tile_id: str, cell: Hex) -> bool:
        aim = aim_tile(self.legal(), tile_id)
        return aim is not None and cell in aim.next_hexes()

    def drop_tile(self, tile_id: str, cell: Hex) -> None:
        aim = aim_tile(self.legal(), tile_id)
        if aim is None or not aim.choose(cell):
            self.status.setText(
                tr("{tile} cannot go on hex {hex}.").format(tile=tile_name(tile_id), hex=self._label(cell))
            )
            return
        self.aim = aim
        self._settle_aim()

    def click_hex(self, cell: Hex) -> None:
        aim = self.aim
        if aim is not None and cell in aim.next_hexes():
            aim.choose(cell)
            self._settle_aim()
            return
        if aim is not None and aim.complete() and aim.chosen and cell == aim.chosen[-1]:
            self.confirm()  # a click on the ghost places it
            return
        if aim is not None and aim.chosen and tile_of(aim.candidates[0]) is not None:
            again = aim_tile(self.legal(), tile_of(aim.candidates[0]) or "")
            if again is not None and again.choose(cell):  # aim the same tile elsewhere
                self.aim = again
                self._settle_aim()
                return
        self.aim = aim_hex(self.legal(), cell)
        if self.aim is None:
            self.status.setText(tr("Nothing to do on hex {hex} now.").format(hex=self._label(cell)))
            self.refresh_aim()
            return
        self._settle_aim()

    def _settle_aim(self) -> None:
        aim = self.aim
        if aim is not None and aim.complete() and len(aim.rotations()) <= 1:
            action = aim.action()
            if action is not None and hexes_of(action):
                self.aim = None
                self.play_action(action)
                return
        self.refresh_aim()

    def turn(self, steps: int) -> None:
        if self.aim is not None and self.aim.complete():
            self.aim.turn(steps)
            self.refresh_aim()

    def confirm(self) -> None:
        action = self.aim.action() if self.aim is not None else None
        if action is None:
            return
        self.aim = None
        self.play_action(action)

    def cancel_aim(self) -> None:
        self.clear_aim()
        self.refresh_aim()

    def clear_aim(self) -> None:
        self.aim = None
        self.board.clear_ghost()
        self.board.set_highlights([])

    def refresh_aim(self) -> None:
        aim = self.aim
        self.cancel_button.setEnabled(aim is not None)
        if aim is None:
            self.board.clear_ghost()
            self.board.set_highlights([])
            self.confirm_button.setEnabled(False)
            self.confirm_button.setText(tr("Confirm"))
            return
        marks = [(h, CHOSEN) for h in aim.chosen] + [(h, TARGET) for h in aim.next_hexes()]
        self.board.set_highlights(marks)
        action = aim.action()
        self.confirm_button.setEnabled(action is not None)
        if action is not None and aim.rotations() and aim.chosen:
            tile = tile_of(action)
            ghost_tile = tile if isinstance(action, Place) and tile else self._tile_on(aim.chosen[0])
            self.board.set_ghost(aim.chosen[-1], ghost_tile, self.seat_player(), aim.rotation() or 0)
            # the keys the prompt names (R, Shift+R, Enter, Esc) go to the board, wherever the drag
            # came from: with the hand list focused, R would select a tile whose name starts with R
            self.board.setFocus(Qt.FocusReason.OtherFocusReason)
            self.confirm_button.setText(tr("Place") if isinstance(action, Place) else tr("Move", "verb"))
            self.status.setText(
                tr("Turn it with the wheel or R / Shift+R, then confirm: {action}.").format(
                    action=self.describe(action)
                )
            )
        else:
            self.board.clear_ghost()
            if action is not None:
                self.confirm_button.setText(tr("Play {tile}").format(tile=tile_name(tile_of(action) or "")).strip())
                self.status.setText(tr("Confirm to {action}.").format(action=self.describe(action)))
            else:
                self.confirm_button.setText(tr("Confirm"))
                n = len(aim.next_hexes())
                first = aim.candidates[0]
                what = tile_name(tile_of(first) or "") if tile_of(first) else tr("the tile")
                self.status.setText(tr("{what}: choose one of the {n} highlighted hexes.").format(what=what, n=n))

    def _tile_on(self, cell: Hex) -> str:
        for t in self.board.position.tiles:
            if t.hex == str(cell):
                return t.tile
        return ""

    # -- decisions the rules put to the player
    def refresh_decision(self) -> None:
        clear_layout(self.decision_box)
        choices = [a for a in self.legal() if isinstance(a, CHOICE_ACTIONS)]
        self.decision.setVisible(bool(choices))
        for i, a in enumerate(choices):
            b = QPushButton(a.to_str())
            b.setObjectName(f"nh.play.choice.{i}")
            b.clicked.connect(lambda _=False, a=a: self.play_action(a))
            self.decision_box.addWidget(b)

    # -- battle steps
    def show_frame_marks(self, frame: Frame) -> None:
        marks: list[Any] = [(h, GONE) for h in frame.removed]
        marks += [(h, ATTACKER) for h in frame.attackers]
        marks += [(h, VICTIM) for h in frame.targets if h not in frame.removed]
        self.board.set_highlights(marks)


class BattlesMixin:
    """Mixed into a Neuroshima table that has ``playback`` (a :class:`BattlePlayback`), ``board``,
    ``tab_requested`` and :meth:`current_position`: the battles fought so far, each played back
    on the board from the position its start event records."""

    playback: BattlePlayback
    board: PlayBoard
    battle_list: list[tuple[list[Event], PositionModel]]

    def current_position(self) -> PositionModel | None:
        """The board as the seat's observation shows it now (the end of the last battle)."""
        raise NotImplementedError

    def setup_battles(self) -> None:
        self.battle_list = []
        self.playback.frame_shown.connect(self._show_frame)
        self.playback.battle_choice.currentIndexChanged.connect(self._replay)

    def add_battles(self, events: list[Event]) -> None:
        """Keep the battles among ``events`` and play the last one back."""
        battles = split_battles(events)
        if not battles:
            return
        base = self.board.position
        self.battle_list.extend((b, start_board(b, base)) for b in battles)
        combo = self.playback.battle_choice
        combo.blockSignals(True)
        combo.clear()
        for i, (b, _) in enumerate(self.battle_list):
            combo.addItem(battle_title(i + 1, b[0].data.get("reason", "")), i)
        combo.setCurrentIndex(len(self.battle_list) - 1)
        combo.blockSignals(False)
        self.tab_requested.emit(self.playback)  # type: ignore[attr-defined]  # a mixin of the play shell, which defines it
        self._replay(len(self.battle_list) - 1)

    def clear_battles(self) -> None:
        self.battle_list = []
        self.playback.clear()
        self.board.show_attacks([])

    def replaying(self) -> bool:
        return bool(self.playback.timer.isActive() or (self.playback.frames and not self.playback.at_end()))

    def _replay(self, index: int) -> None:
        if 0 <= index < len(self.battle_list):
            events, _ = self.battle_list[index]
            self.playback.load(events, battle_title(index + 1, events[0].data.get("reason", "")))

    def _show_frame(self, frame: Frame) -> None:
        i = self.playback.battle_choice.currentIndex()
        if not 0 <= i < len(self.battle_list):
            return
        self.clear_aim()  # type: ignore[attr-defined]  # a mixin of the play shell, which defines it
        now = self.current_position()
        if self.playback.at_end() and i == len(self.battle_list) - 1 and now is not None:
            self.board.show_position(now)
        else:
            self.board.show_position(board_at(self.battle_list[i][1], frame))
        self.show_frame_marks(frame)  # type: ignore[attr-defined]  # a mixin of the play shell, which defines it
        # who attacks whom in the step: a line from each attacker to each of its targets
        self.board.show_attacks([(a, t) for a in frame.attackers for t in frame.targets])
