"""The full-game table: Neuroshima Hex for 2-4 players at one screen or against the agents, in
the player shell (which owns seats, agents, the curtain, undo, restart, save and load).

The board and the hands are drawn from the seat's observation (drawn tiles lie face up in
Neuroshima, so every hand is public; only the order of the stacks is hidden). The hand offered
for play is only ever the hand of the human to move. Tiles go from the hand to the board by drag
and drop (or a click, then a hex), are turned with the wheel or R, instants are aimed at the
targets the engine allows, and every battle plays back step by step from its events.
"""

from __future__ import annotations

import functools

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from editor.form_parts import clear_layout
from editor.games.neuroshima.armies import army_colors, army_name, player_color, tile_index
from editor.games.neuroshima.battle_playback import BattlePlayback
from editor.games.neuroshima.new_game import NewGameDialog
from editor.games.neuroshima.observed import empty_position, game_position
from editor.games.neuroshima.pick_view import ActionPickerMixin, BattlesMixin
from editor.games.neuroshima.play_board import HandView
from editor.i18n import tr
from editor.player.session import PlaySession
from editor.player.shell import PlayerShell, SeatView, Table
from editor.plugin import player_for
from editor.widgets import push_button, wrapped_label
from engine.content.library import ContentLibrary, active_library
from engine.core.game import Action
from engine.core.registry import load_game
from engine.games.neuroshima.actions import Discard, EndTurn, Redraw
from engine.games.neuroshima.config import GameConfig
from engine.games.neuroshima.models import GameSetup, PositionModel
from engine.games.neuroshima.observation import NeuroshimaObservation

#: milliseconds between two agent moves, so the humans can follow them
AGENT_DELAY_MS = 350


class NHGameTable(ActionPickerMixin, BattlesMixin, Table):
    #: the hand on screen changed: whose it is (seat from 0, -1 for none) and its tiles
    hand_shown = Signal(int, list)

    def __init__(self, session: PlaySession) -> None:
        super().__init__(session.setup, session.prepared)
        self.setObjectName("nh.game_player")
        self.cfg = self.prepared_as(GameConfig)
        self.view_: SeatView | None = None
        self.selected_tile: str | None = None
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.status = wrapped_label("nh.play.prompt", outer)
        self.discard_button = push_button(
            "nh.game.discard", tr("Discard"), tr("Discard the tile chosen in your hand"), self.discard
        )
        self.redraw_button = push_button(
            "nh.game.redraw",
            tr("Bad draw: redraw"),
            tr("Discard the whole draw and draw again (an army's bad-draw rule)"),
            lambda: self.play_action(Redraw()),
        )
        self.end_button = push_button(
            "nh.game.end", tr("End turn"), tr("End your turn"), lambda: self.play_action(EndTurn())
        )
        self.make_aim_buttons()
        split, left, ll = self.open_columns()
        self.players_box = QGroupBox(tr("HQ hit points"))
        self.players_grid = QGridLayout(self.players_box)
        self.hq_labels: list[QLabel] = []
        ll.addWidget(self.players_box)
        self.hand_label = wrapped_label("nh.game.hand_label", ll)
        self.hand = HandView("nh.game.hand")
        self.hand.tile_chosen.connect(self._tile_selected)
        ll.addWidget(self.hand)
        self.decision = QGroupBox(tr("Your choice"))
        self.decision_box = QVBoxLayout(self.decision)
        ll.addWidget(self.decision)
        ll.addStretch(1)
        self.close_columns(outer, split, left, self._empty())
        self.playback = BattlePlayback()
        self.setup_battles()
        self.setup_picker(self.board, self.hand)
        self._build_players(session.seats)

    def controls(self) -> list[QWidget]:
        return [self.discard_button, self.redraw_button, self.end_button, self.confirm_button, self.cancel_button]

    def side_tabs(self) -> list[tuple[str, QWidget]]:
        return [(tr("Battle", "Neuroshima"), self.playback)]

    def _empty(self) -> PositionModel:
        cfg = self.cfg
        return empty_position(cfg.seats.armies, cfg.mode, extended=cfg.board.extended, points=cfg.points_mode)

    def _build_players(self, seats: list[str]) -> None:
        clear_layout(self.players_grid)
        self.hq_labels = []
        for i, army_id in enumerate(self.cfg.seats.armies):
            fill, dark = army_colors(army_id)
            army = tile_index().army(army_id)
            name = QLabel(
                tr("Player {value}: {value2} ({value3})").format(
                    value=i + 1, value2=army_name(army) if army else army_id, value3=seats[i % len(seats)]
                )
            )
            name.setStyleSheet(f"color: {player_color(i + 1)}; font-weight: bold;")
            hp = QLabel()
            hp.setObjectName(f"nh.game.hq.{i}")
            hp.setStyleSheet(f"background: {fill}; color: {dark}; padding: 2px 8px; border-radius: 6px;")
            self.players_grid.addWidget(name, i, 0)
            self.players_grid.addWidget(hp, i, 1)
            self.hq_labels.append(hp)

    def seat_name(self, seat: int) -> str:
        army_id = self.cfg.seats.armies[seat]
        army = tile_index().army(army_id)
        return tr("player {number} ({army})").format(number=seat + 1, army=army_name(army) if army else army_id)

    # ------------------------------------------------------------------ what the picker needs
    def legal(self) -> list[Action]:
        return self.view_.legal if self.view_ is not None else []

    def seat_player(self) -> int:
        return (self.view_.to_move if self.view_ is not None else 0) + 1

    # ------------------------------------------------------------------ showing
    def _obs(self) -> NeuroshimaObservation | None:
        obs = self.view_.observation if self.view_ is not None else None
        return obs if isinstance(obs, NeuroshimaObservation) else None

    def _position(self, obs: NeuroshimaObservation) -> PositionModel:
        cfg = self.cfg
        return game_position(obs, cfg.seats.armies, cfg.mode, extended=cfg.board.extended, points=cfg.points_mode)

    def show_view(self, view: SeatView) -> None:
        self.view_ = view
        obs = self._obs()
        if obs is None:
            self.clear_aim()
        if not self.replaying():
            self.board.show_position(self._position(obs) if obs is not None else self._empty())
        for i, label in enumerate(self.hq_labels):
            if obs is None:
                label.setText("")
                continue
            out = " (out)" if obs.eliminated[i] else ""
            label.setText(
                tr("HQ {value}{out} · stack {value2}").format(
                    value=max(0, obs.hq_hp[i]), out=out, value2=obs.deck_sizes[i]
                )
            )
        self._show_hand(view, obs)
        legal = view.legal
        self.end_button.setEnabled(EndTurn() in legal)
        self.redraw_button.setEnabled(Redraw() in legal)
        self.discard_button.setEnabled(self.selected_tile is not None and Discard(self.selected_tile) in legal)
        if self.aim is None:
            self.status.setText("")  # the shell's status line carries the prompt; this one the aim
        self.refresh_decision()
        self.refresh_aim()

    def prompt(self, view: SeatView) -> str:
        obs = self._obs()
        if obs is None or not view.legal:
            return ""
        if obs.stage == "hq_placement":
            return tr("place your HQ: click a free hex")
        if obs.decision is not None:
            return obs.decision.prompt
        if obs.must_discard:
            return tr("discard one tile first: click it in your hand, then Discard")
        return tr("play tiles from your hand (drag them onto the board), discard, or end the turn")

    def _show_hand(self, view: SeatView, obs: NeuroshimaObservation | None) -> None:
        if obs is None or not view.legal or view.seat is None:
            # a hand is only ever offered to the human whose turn it is
            self.hand.show_tiles([], 1)
            self.selected_tile = None
            self.hand_label.setText(tr("Hand hidden") if obs is None else "")
            self.hand_shown.emit(-1, [])
            return
        seat = view.seat
        tiles = list(obs.hands[seat])
        playable = {t for a in view.legal if isinstance(t := getattr(a, "tile", None), str)}
        self.hand.show_tiles(tiles, seat + 1, playable)
        if self.selected_tile not in tiles:
            self.selected_tile = None
        self.hand_label.setText(tr("Hand of {player}").format(player=self.seat_name(seat)))
        self.hand_shown.emit(seat, tiles)

    def _tile_selected(self, tile_id: str) -> None:
        self.selected_tile = tile_id
        self.discard_button.setEnabled(Discard(tile_id) in self.legal())

    def discard(self) -> None:
        if self.selected_tile is not None and Discard(self.selected_tile) in self.legal():
            self.play_action(Discard(self.selected_tile))

    # ------------------------------------------------------------------ battles
    def step_played(self, view: SeatView) -> None:
        self.add_battles(view.new_events)

    def current_position(self) -> PositionModel | None:
        obs = self._obs()
        return self._position(obs) if obs is not None else None

    def reset(self) -> None:
        self.clear_battles()
        self.clear_aim()


def new_session(setup: GameSetup, seats: list[str], seed: int, content: ContentLibrary | None = None) -> PlaySession:
    """A game of ``setup`` played with ``content`` (default: the content the app works with, the
    live library)."""
    game = load_game("neuroshima")
    content = content if content is not None else active_library()
    return PlaySession(game, game.setup_from_data(setup.model_dump(mode="json")), content, seed, seats)


def game_player(session: PlaySession, *, title: str = "") -> PlayerShell:
    return player_for(session, title=title or armies_title(session.setup), agent_delay_ms=AGENT_DELAY_MS)


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
    return game_player(session, title=title or armies_title(chosen))


def armies_title(setup: GameSetup) -> str:
    names = []
    for p in setup.players:
        army = tile_index().army(p.army)
        names.append(army_name(army) if army is not None else p.army)
    return functools.reduce(lambda first, second: tr("{first} vs {second}").format(first=first, second=second), names)


def start_new_game(parent: QWidget) -> QWidget | None:
    """The Play menu's "New Neuroshima game..."."""
    return start_game_from_setup(None, parent=parent)
