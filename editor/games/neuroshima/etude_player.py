"""The etude table in the player shell: choose tiles from the pool, place and turn them (drag from
the hand or click), aim instants at their targets, fight the final battle and watch it play back
phase by phase; success or failure against each victory condition; hints from the solver.

The shell owns undo (your own steps, back to the start), restart, save and load. Actions run in a
worker thread (``background_actions`` of the ``neuroshima_etude`` plugin): with "the opponent
moves next" the engine searches for the opponent's reply inside ``apply``. Everything drawn comes
from the etude's observation (an etude is wholly public); the hint asks the solver on the view's
query state.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.games.neuroshima.armies import tile_index, tile_name
from editor.games.neuroshima.battle_playback import BattlePlayback
from editor.games.neuroshima.observed import etude_position
from editor.games.neuroshima.pick_view import ActionPickerMixin, BattlesMixin
from editor.games.neuroshima.pick_view import tile_name as shown_tile_name
from editor.games.neuroshima.picker import hexes_of, tile_of
from editor.games.neuroshima.play_board import HINT, HandView
from editor.i18n import content_text, tr
from editor.player.jobs import start_job
from editor.player.session import HUMAN, PlaySession
from editor.player.shell import PlayerShell, SeatView, Table
from editor.plugin import player_for
from editor.widgets import push_button, wrapped_label
from engine.content.library import ContentLibrary
from engine.core.game import Action
from engine.core.registry import load_game
from engine.games.neuroshima.actions import EndTurn, FightFinalBattle
from engine.games.neuroshima.etude_config import EtudeConfig
from engine.games.neuroshima.models import Etude, PositionModel
from engine.games.neuroshima.observation import EtudeObservation
from engine.games.neuroshima.solver import hint

OK = "#2e7d32"
BAD = "#c0392b"


class EtudeTable(ActionPickerMixin, BattlesMixin, Table):
    #: a hint finished in the worker
    hinted = Signal()

    def __init__(self, session: PlaySession) -> None:
        super().__init__(session.setup, session.prepared)
        self.setObjectName("nh.etude_player")
        cfg = session.prepared
        assert isinstance(cfg, EtudeConfig)
        self.etude: Etude = cfg.etude
        self.base = self.etude.to_position()
        self.view_: SeatView | None = None
        self.last_hint: Action | None = None
        #: how much of the hinted step is shown: 1 its tile, 2 the tile and its place, 3 the whole step
        self.hint_level = 0
        self.hinting = False
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        self.status = wrapped_label("nh.play.status", outer)
        self.hint_button = push_button(
            "nh.play.hint",
            tr("Hint"),
            tr("Show the next step of a winning line: first its tile, then its place, then the whole step"),
            self.ask_hint,
        )
        self.end_button = push_button("nh.play.end", tr("End the line"), tr("Stop choosing tiles"), self.end_line)
        self.battle_button = push_button(
            "nh.play.fight", tr("Fight the final battle"), tr("Start the final battle and watch it"), self.fight
        )
        self.make_aim_buttons()
        split, left, ll = self.open_columns()
        self.hand_label = QLabel()
        self.hand_label.setWordWrap(True)
        ll.addWidget(self.hand_label)
        self.hand = HandView()
        ll.addWidget(self.hand)
        goal = QGroupBox(tr("Goal"))
        gl = QVBoxLayout(goal)
        self.goals = QListWidget()
        self.goals.setObjectName("nh.play.goals")
        self.goals.setWordWrap(True)
        gl.addWidget(self.goals)
        ll.addWidget(goal, 1)
        self.decision = QGroupBox(tr("Your choice"))
        self.decision.setObjectName("nh.play.decision")
        self.decision_box = QVBoxLayout(self.decision)
        ll.addWidget(self.decision)
        self.close_columns(outer, split, left, self.base)
        self.playback = BattlePlayback()
        self.setup_battles()
        self.setup_picker(self.board, self.hand)

    def controls(self) -> list[QWidget]:
        return [self.hint_button, self.end_button, self.battle_button, self.confirm_button, self.cancel_button]

    def side_tabs(self) -> list[tuple[str, QWidget]]:
        return [(tr("Battle", "Neuroshima"), self.playback)]

    def seat_name(self, seat: int) -> str:
        return tr("you")

    # ------------------------------------------------------------------ what the picker needs
    def legal(self) -> list[Action]:
        if self.view_ is None or self.hinting:
            return []
        return [a for a in self.view_.legal if not isinstance(a, FightFinalBattle)]

    def seat_player(self) -> int:
        return 1

    # ------------------------------------------------------------------ showing
    def _obs(self) -> EtudeObservation | None:
        obs = self.view_.observation if self.view_ is not None else None
        return obs if isinstance(obs, EtudeObservation) else None

    def show_view(self, view: SeatView) -> None:
        self.view_ = view
        obs = self._obs()
        if obs is None:
            return
        if not self.replaying():
            self.board.show_position(etude_position(obs, self.base))
        legal = self.legal()
        playable = {t for a in legal if isinstance(t := getattr(a, "tile", None), str)}

        def name(t: str) -> str:
            td = tile_index().tile(t)
            return tile_name(td) if td is not None else t

        self.hand.show_tiles(sorted(obs.pool, key=name), 1, playable)
        how = tr("exactly") if obs.exactly else tr("up to")
        self.hand_label.setText(
            tr("Your tiles: play {how} {choose} ({played} played)").format(
                how=how, choose=obs.choose, played=obs.played
            )
        )
        self.goals.clear()
        for g in obs.goals:
            item = QListWidgetItem(
                tr("{value} {condition} — {why}").format(value="✔" if g.met else "✘", condition=g.condition, why=g.why)
            )
            item.setForeground(QColor(OK if g.met else BAD))
            self.goals.addItem(item)
        busy = view.waiting or self.hinting
        self.hint_button.setEnabled(not busy and obs.success is None and not obs.final_battle_due)
        self.end_button.setEnabled(not busy and EndTurn() in legal)
        self.battle_button.setEnabled(not busy and FightFinalBattle() in view.legal)
        if self.aim is None:
            self.status.setText(self._result_text(obs, view))
        self.refresh_decision()
        self.refresh_aim()

    def _result_text(self, obs: EtudeObservation, view: SeatView) -> str:
        if obs.success is True:
            return tr("<b style='color:{color}'>Solved!</b> {reason}").format(color=OK, reason=obs.reason)
        if obs.success is False:
            return tr("<b style='color:{color}'>Not solved.</b> {reason}. Undo or restart to try again.").format(
                color=BAD, reason=obs.reason
            )
        if view.waiting:
            return tr("the opponent is thinking...") if self.etude.opponent_next is not None else tr("playing...")
        return ""

    def prompt(self, view: SeatView) -> str:
        obs = self._obs()
        if obs is None or obs.success is not None:
            return ""
        if obs.final_battle_due:
            return tr("all tiles are played: fight the final battle when you are ready")
        return tr("choose a tile from your hand (drag it onto a hex, or click it, then a hex)")

    def result(self) -> bool | None:
        obs = self._obs()
        return obs.success if obs is not None else None

    # ------------------------------------------------------------------ acting
    def fight(self) -> None:
        if self.view_ is not None and FightFinalBattle() in self.view_.legal:
            self.play(FightFinalBattle())

    def end_line(self) -> None:
        if EndTurn() in self.legal():
            self.play_action(EndTurn())

    # ------------------------------------------------------------------ battles
    def step_played(self, view: SeatView) -> None:
        self.add_battles(view.new_events)
        self.last_hint = None  # a hint is for the position it was asked in
        self.hint_level = 0

    def current_position(self) -> PositionModel | None:
        obs = self._obs()
        return etude_position(obs, self.base) if obs is not None else None

    def reset(self) -> None:
        self.clear_battles()
        self.clear_aim()
        self.last_hint = None
        self.hint_level = 0

    # ------------------------------------------------------------------ hints
    def ask_hint(self) -> None:
        """The next step of a winning line, a little more of it each time it is asked in one
        position: its tile, then where it goes, then the whole step."""
        view = self.view_
        if view is None or view.query_state is None or self.hinting or view.outcome is not None:
            return
        if self.last_hint is not None and self.hint_level < 3:
            self.hint_level += 1
            self._show_hint()
            return
        state = view.query_state.clone()
        self.hinting = True
        self.show_view(view)
        job = start_job(lambda _p: hint(state), on_done=self._hinted, on_failed=self._hint_failed, owner=self)  # type: ignore[arg-type]  # the etude's query state is an EtudeState
        self._job = job

    def _hinted(self, action: Action | None) -> None:
        if not shiboken6.isValid(self):
            return
        self.hinting = False
        if self.view_ is not None:
            self.show_view(self.view_)
        self.last_hint = action
        self.hint_level = 1
        if action is None:
            self.status.setText(tr("Hint: the etude can no longer be won from here. Undo or restart."))
        else:
            self._show_hint()
        self.hinted.emit()

    def _show_hint(self) -> None:
        action = self.last_hint
        assert action is not None
        tile = tile_of(action)
        hexes = hexes_of(action)
        if tile is not None and self.hint_level == 1:
            self.status.setText(tr("Hint: play {tile} next.").format(tile=shown_tile_name(tile)))
            self.board.set_highlights([])
        elif tile is not None and hexes and self.hint_level == 2:
            self.status.setText(
                tr("Hint: {tile} goes on hex {hex}.").format(tile=shown_tile_name(tile), hex=self._label(hexes[-1]))
            )
            self.board.set_highlights([(hexes[-1], HINT)])
        else:  # the whole step (a step without a tile or a place has nothing to give away first)
            self.hint_level = 3
            self.status.setText(tr("Hint: {action}").format(action=self.describe(action)))
            self.board.set_highlights([(h, HINT) for h in hexes])

    def _hint_failed(self, message: str) -> None:
        if shiboken6.isValid(self):
            self.hinting = False
            if self.view_ is not None:
                self.show_view(self.view_)
            self.status.setText(tr("No hint: {value}").format(value=message.splitlines()[0]))
            self.hinted.emit()


def etude_session(etude: Etude, library: ContentLibrary) -> PlaySession:
    """A one-player session of ``etude`` (a private copy: editing does not touch it)."""
    game = load_game("neuroshima_etude")
    return PlaySession(game, Etude.model_validate(etude.model_dump()), library, 0, [HUMAN])


def etude_player(etude: Etude, library: ContentLibrary, *, title: str = "") -> PlayerShell:
    """The etude in the player shell (raises ``EtudeError`` listing what to fix)."""
    return player_for(
        etude_session(etude, library), title=title or content_text(etude.title) or etude.id, agent_delay_ms=0
    )
