"""The Samurai Battles table in the player shell: the board drawn from the seat's observation with
what the decision allows highlighted, the seat's hand of Command cards and Dragon cards, the
decision's buttons, the dice of the last roll and the score.

Click an orderable unit to order it; click a unit then a highlighted hex to move it (or drag it
there); click a unit then a target (its dice are shown on the target) to battle. What is legal,
what a unit can reach, its dice and its line of sight are engine queries, asked of the view's
query state (in which the other side's hand is redrawn); everything drawn comes from the
observation."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QGroupBox,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.form_parts import board_beside, scroll_area, side_column
from editor.games.samurai_battles import play_text
from editor.games.samurai_battles.dice import DiceStrip
from editor.games.samurai_battles.los_tool import draw_los, los_message
from editor.games.samurai_battles.play_board import (
    CHOICE,
    NO_FILL,
    ORDERABLE,
    ORDERED,
    REACHABLE,
    RETREAT,
    SELECTED,
    TARGET,
    PlayBoard,
    PlayTool,
)
from editor.games.samurai_battles.turn_playback import DiceHistory, TurnPlayback, draw_trace, event_traces, faces_of
from editor.games.table_words import HintFor, hinted_prompt, waiting_words
from editor.i18n import content_text, tr
from editor.player.action_buttons import StableButtons
from editor.player.card_list import card_item, make_card_list
from editor.player.playback import Trace
from editor.player.session import PlaySession
from editor.player.shell import SeatView, Table
from editor.widgets import wrapped_label
from editor.words import named
from engine.core.game import Action, Event
from engine.games.samurai_battles import actions as A
from engine.games.samurai_battles.decks import command_card_text, dragon_card_text
from engine.games.samurai_battles.naming import piece_names
from engine.games.samurai_battles.observation import SBObservation
from engine.games.samurai_battles.queries import line_of_sight, reachable_hexes
from engine.games.samurai_battles.ruleset import Ruleset

#: the coloured band of a Command card: by the sections it orders, as the printed cards
#: the colour band of a section card, by the section it orders in
SECTION_BANDS = {"left": QColor("#2f6f3e"), "center": QColor("#8a5a12"), "right": QColor("#2b4f8a")}
TACTIC_BAND = QColor("#7a2e2e")
DRAGON_BAND = QColor("#4a2f6f")

#: actions made by clicking the board; the rest are buttons
BOARD_ACTIONS = (A.Order, A.Move, A.Fire, A.Melee, A.Retreat, A.Choose)


class SBTable(Table):
    def __init__(self, session: PlaySession) -> None:
        super().__init__(session.setup, session.prepared)
        self.setObjectName("sb.table")
        self.rs = rs = self.prepared_as(Ruleset)
        self.scenario = rs.scenario
        #: each unit's and leader's name by id, and by its type's code and id as the log writes
        #: it ("AY r-ay4"): the log and the buttons call a piece as the scenario editor does
        self.names = {i: content_text(n) for i, n in piece_names(self.scenario, session.content).items()}
        self.names.update(
            {
                f"{u.type} {u.id}": self.names[u.id]
                for army in self.scenario.armies
                for u in army.units
                if u.id in self.names
            }
        )
        self.view_: SeatView | None = None
        self.selected: str | None = None
        self._los_items: list[Any] = []
        self._trace_items: list[Any] = []
        #: the stretch of play the decision buttons keep their places for: (turn, active side, seat)
        self._button_stretch: tuple[int, int, int | None] | None = None
        self.playback = TurnPlayback()
        self.playback.names = self.names
        self.playback.step_shown.connect(self._show_step)
        self.playback.board = self
        self.dice_history = DiceHistory()
        self.dice_history.names = self.names
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.score = wrapped_label("play.score", lay)
        self.board = PlayBoard(self.scenario)
        self.tool = PlayTool(self.clicked, self.dragged, self.hovered)
        self.board.view.set_tool(self.tool)
        lay.addWidget(board_beside(self.board.view, self._side_panel(), (820, 380)), 1)
        QTimer.singleShot(0, self.board.view, self.board.view.fit)

    def _side_panel(self) -> QWidget:
        side, lay = side_column()
        self.prompt_label = wrapped_label("play.prompt")
        self.prompt_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        # a fixed height: a longer or shorter prompt must not move the buttons below it
        self.prompt_label.setFixedHeight(self.prompt_label.fontMetrics().lineSpacing() * 5 + 6)
        lay.addWidget(self.prompt_label)
        self.decision = StableButtons("play.act")
        self.decision.setObjectName("play.decision")
        self.decision.chosen.connect(self.request)
        lay.addWidget(scroll_area(self.decision, 110, 200))
        hand_box = QGroupBox(tr("Your Command cards (double-click to play)"))
        self.hand_box = hand_box
        hb = QVBoxLayout(hand_box)
        self.hand = make_card_list("play.hand")
        self.hand.itemActivated.connect(self._card_activated)
        hb.addWidget(self.hand)
        lay.addWidget(hand_box, 3)
        dragon_box = QGroupBox(tr("Your Dragon cards"))
        db = QVBoxLayout(dragon_box)
        self.dragon_hand = make_card_list("play.dragon_hand")
        db.addWidget(self.dragon_hand)
        lay.addWidget(dragon_box, 1)
        dice_box = QGroupBox(tr("Dice of the roll shown (all rolls: the Dice tab)"))
        dl = QVBoxLayout(dice_box)
        self.dice = DiceStrip()
        dl.addWidget(self.dice)
        self.dice_caption = wrapped_label("play.dice_caption", dl)
        lay.addWidget(dice_box)
        return side

    # ------------------------------------------------------------------ naming
    def seat_name(self, seat: int) -> str:
        return play_text.army_name(self.scenario, seat)

    def _obs(self, view: SeatView | None = None) -> SBObservation | None:
        """The observation of ``view``, by default of the view drawn."""
        view = view if view is not None else self.view_
        obs = view.observation if view is not None else None
        return obs if isinstance(obs, SBObservation) else None

    def side_tabs(self) -> list[tuple[str, QWidget]]:
        return [(tr("Turns"), self.playback), (tr("Dice"), self.dice_history)]

    def reset(self) -> None:
        self.selected = None
        self.dice.set_faces([])
        self.dice_caption.setText(tr("no dice rolled yet"))
        self.playback.clear()
        self.dice_history.clear()
        self._clear_traces()
        self.shown_traces = []
        self.decision.reset()
        self._button_stretch = None

    # ------------------------------------------------------------------ showing the view
    def show_view(self, view: SeatView) -> None:
        self.view_ = view
        obs = self._obs()
        self.board.show(obs)
        self.board.clear_marks()
        self._clear_los()
        self._draw_traces()
        self.hand.clear()
        self.dragon_hand.clear()
        if obs is None:
            self.score.setText("")
            self.prompt_label.setText("")
            self.decision.reset()  # the curtain is down: nothing of the last seat's choices stays
            self._button_stretch = None
            return
        self.score.setText(play_text.score_text(self.scenario, obs))
        self._show_hands(obs, view.legal)
        self._show_marks(obs, view.legal)
        self._show_decision(obs, view)

    def step_played(self, view: SeatView) -> None:
        obs = view.observation if isinstance(view.observation, SBObservation) else None
        turn = obs.turn if obs is not None else None
        for e in view.new_events:
            if faces_of(e) is not None:
                self.dice_history.add_roll(e, turn)
        # another seat's step is played back at the chosen speed; the seat's own is shown at once
        others = view.actor is not None and view.actor != view.seat and not view.replay
        self.playback.add_events(view.new_events, play=others, after=view.step)
        if not others:
            self.playback.show(len(self.playback.steps) - 1)
        rolls = [e for e in view.new_events if faces_of(e) is not None]
        if rolls:  # the dice of the step's last roll at once; a playback shows each roll in turn
            self.dice.set_faces(faces_of(rolls[-1]) or [])
            self.dice_caption.setText(named(rolls[-1].text, self.names))
        skipped = [named(e.text, self.names) for e in view.new_events if e.kind == "skip"]
        if skipped:
            self.say(skipped[-1])

    def _show_step(self, index: int) -> None:
        """The dice and the caption of the step shown (the board and its traces: :meth:`show_step`)."""
        e = self.playback.shown_event()
        if e is None:
            return
        faces = faces_of(e)
        if faces is not None:
            self.dice.set_faces(faces)
            self.dice_caption.setText(named(e.text, self.names))
        self.playback.caption.setText(named(e.text, self.names))

    def traces(self, event: Event) -> list[Trace]:
        return event_traces(event)

    def _draw_traces(self) -> None:
        self._clear_traces()
        board = self.board.document.board
        self._trace_items = [i for t in self.shown_traces for i in draw_trace(self.board.scene, board, t)]

    def _clear_traces(self) -> None:
        for item in self._trace_items:
            self.board.scene.removeItem(item)
        self._trace_items = []

    def prompt(self, view: SeatView) -> str:
        obs = self._obs(view)  # the game as it stands, whatever step the board shows
        if obs is None or obs.decision is None:
            return ""
        return tr("turn {turn}, {player}'s turn: {prompt}").format(
            turn=obs.turn, player=self.seat_name(obs.active), prompt=obs.decision.prompt
        )

    def _show_hands(self, obs: SBObservation, legal: list[Action]) -> None:
        playable = {a.card for a in legal if isinstance(a, A.PlayCommand)}
        bands = {tr(play_text.SECTION_NAMES[k]): colour for k, colour in SECTION_BANDS.items()}
        for card in obs.hand:
            c = self.rs.command_cards.get(card)
            name = content_text(c.names) if c is not None else card
            effect = command_card_text(c) if c is not None else ""
            where = play_text.card_sections(c) if c is not None else ""
            item = card_item(name, where, effect, bands.get(where, TACTIC_BAND), playable=card in playable)
            item.setData(Qt.ItemDataRole.UserRole, card)
            self.hand.addItem(item)
        for card in obs.dragon_hand:
            d = self.rs.dragon_cards.get(card)
            name = content_text(d.names) if d is not None else card
            effect = dragon_card_text(d) if d is not None else ""
            item = card_item(name, tr("Dragon card"), effect, DRAGON_BAND)
            item.setData(Qt.ItemDataRole.UserRole, card)
            self.dragon_hand.addItem(item)

    def _hex_of(self, ident: str) -> str | None:
        obs = self._obs()
        if obs is None:
            return None
        for u in obs.units:
            if u.id == ident:
                return u.hex if u.hex != "-" else None
        for lead in obs.leaders:
            if lead.id == ident:
                return lead.hex if lead.hex != "-" else None
        return None

    def _show_marks(self, obs: SBObservation, legal: list[Action]) -> None:
        b = self.board
        b.mark([u.hex for u in obs.units if u.hex != "-" and u.ordered], NO_FILL, outline=ORDERED)
        orders = [a.piece for a in legal if isinstance(a, A.Order)]
        movers = sorted({a.piece for a in legal if isinstance(a, A.Move)})
        battlers = sorted({a.unit for a in legal if isinstance(a, (A.Fire, A.Melee))})
        if self.selected not in movers and self.selected not in battlers:
            self.selected = None
        if self.selected is None and len(movers) + len(battlers) == 1:
            self.selected = (movers + battlers)[0]
        b.mark([h for h in map(self._hex_of, orders) if h], ORDERABLE)
        sel = self.selected
        q = self.view_.query_state if self.view_ is not None else None
        if sel is not None and q is not None:
            b.mark([self._hex_of(sel) or ""], NO_FILL, outline=SELECTED)
            if sel in movers:
                dist = reachable_hexes(q, sel)  # type: ignore[arg-type]  # the Samurai Battles table's query state is an SBState
                tos = [a.to for a in legal if isinstance(a, A.Move) and a.piece == sel]
                b.mark(tos, REACHABLE, {t: f"{dist[t]}" for t in tos if t in dist})
            if sel in battlers:
                text = {}
                targets = []
                for a in legal:
                    if isinstance(a, (A.Fire, A.Melee)) and a.unit == sel:
                        h = self._hex_of(a.target)
                        if h:
                            targets.append(h)
                            n = play_text.dice_for(q, a.unit, a.target, isinstance(a, A.Melee))  # type: ignore[arg-type]  # the Samurai Battles table's query state is an SBState
                            kind = "melee" if isinstance(a, A.Melee) else "fire"
                            text[h] = f"{kind} {n} dice" if n is not None else kind
                b.mark(targets, TARGET, text)
        else:
            b.mark([h for h in map(self._hex_of, movers + battlers) if h], ORDERABLE)
        b.mark([a.to for a in legal if isinstance(a, A.Retreat)], RETREAT)
        b.mark([h for a in legal if isinstance(a, A.Choose) for h in [self._hex_of(a.unit)] if h], CHOICE)

    # ------------------------------------------------------------------ the decision
    def _show_decision(self, obs: SBObservation, view: SeatView) -> None:
        legal = view.legal
        stretch = (obs.turn, obs.active, view.seat)
        if stretch != self._button_stretch:
            self.decision.reset()  # another turn or another seat: the buttons are laid out anew
            self._button_stretch = stretch
        q = view.query_state
        self.decision.offer(
            [
                (play_text.action_text(q, a, self.names) if q is not None else a.to_str(), a)  # type: ignore[arg-type]  # the Samurai Battles table's query state is an SBState
                for a in legal
                if not isinstance(a, (*BOARD_ACTIONS, A.PlayCommand))
            ]
        )
        self.hand_box.setTitle(tr("Command cards") if view.replay else tr("Your Command cards (double-click to play)"))
        if view.outcome is not None:
            over = (
                tr("The battle is over.")
                if view.replay
                else tr("The battle is over. Restart, or save the game to replay it.")
            )
            self.prompt_label.setText(over)
            return
        if not legal:
            who = obs.decision.player if obs.decision is not None else obs.active
            self.prompt_label.setText(waiting_words(self.seat_name(who), view.replay))
            return
        hints: list[tuple[HintFor, str]] = [
            (A.Order, tr("click a green unit to order it")),
            (A.Move, tr("click a unit, then a blue hex (or drag it there)")),
            ((A.Fire, A.Melee), tr("click a unit, then a red target (its dice are shown)")),
            (A.Retreat, tr("click a yellow hex to retreat")),
            (A.PlayCommand, tr("double-click a Command card to play it")),
        ]
        who = obs.decision.player if obs.decision is not None else obs.active
        text = f"<b>{self.seat_name(who)}</b>: {obs.decision.prompt if obs.decision else ''}"
        self.prompt_label.setText(hinted_prompt(text, legal, hints))

    def decision_buttons(self) -> dict[str, QPushButton]:
        """The decision's buttons offered now (enabled), by the notation of their action."""
        return self.decision.enabled()

    # ------------------------------------------------------------------ acting
    def legal(self) -> list[Action]:
        return self.view_.legal if self.view_ is not None else []

    def request(self, action: Action) -> bool:
        selected, self.selected = self.selected, None  # the refresh after the action picks anew
        ok = self.play(action)
        if not ok:
            self.selected = selected
        return ok

    def say(self, text: str) -> None:
        self.message.emit(text)

    def _pieces_at(self, label: str) -> tuple[str | None, str | None]:
        obs = self._obs()
        if obs is None:
            return None, None
        unit = next((u.id for u in obs.units if u.hex == label), None)
        leader = next((lead.id for lead in obs.leaders if lead.hex == label and lead.status == "field"), None)
        return unit, leader

    def hovered(self, label: str | None) -> None:
        """With a unit that may fire selected, pointing at an enemy shows the line of sight to it,
        as the engine judges it (rules/000 §11.1)."""
        self._clear_los()
        sel = self.selected
        view = self.view_
        if label is None or sel is None or view is None or view.query_state is None:
            return
        if not any(isinstance(a, A.Fire) and a.unit == sel for a in view.legal):
            return
        obs = self._obs()
        frm = self._hex_of(sel)
        if obs is None or frm is None or frm == label:
            return
        me = view.seat
        enemy = any(u.hex == label and u.side != me for u in obs.units) or any(
            lead.hex == label and lead.side != me for lead in obs.leaders
        )
        if not enemy:
            return
        report = line_of_sight(view.query_state, frm, label)  # type: ignore[arg-type]  # the Samurai Battles table's query state is an SBState
        board = self.board.document.board
        self._los_items = draw_los(self.board.scene, board, self.board.cell(frm), self.board.cell(label), report)
        self.say(los_message(frm, label, report))

    def _clear_los(self) -> None:
        for item in self._los_items:
            self.board.scene.removeItem(item)
        self._los_items = []

    def clicked(self, label: str) -> None:
        legal = self.legal()
        if not legal:
            over = self.view_ is not None and self.view_.outcome is not None
            self.say(tr("the battle is over") if over else tr("wait: it is not your decision"))
            return
        unit, leader = self._pieces_at(label)
        piece = unit or leader
        candidates: list[Action] = []
        if self.selected is not None:
            candidates.append(A.Move(self.selected, label))
            for target in (unit, leader):
                if target is not None:
                    candidates += [A.Fire(self.selected, target), A.Melee(self.selected, target)]
        candidates.append(A.Retreat(label))
        for p in (unit, leader):
            if p is not None:
                candidates += [A.Order(p), A.Choose(p)]
        for a in candidates:
            if a in legal:
                self.request(a)
                return
        active = {a.piece for a in legal if isinstance(a, A.Move)} | {
            a.unit for a in legal if isinstance(a, (A.Fire, A.Melee))
        }
        for p in (unit, leader):
            if p is not None and p in active and p != self.selected:
                self.selected = p
                if self.view_ is not None:
                    self.show_view(self.view_)
                self.say(tr("{piece}: choose a highlighted hex").format(piece=self._piece_name(p)))
                return
        self.say(self._refusal(piece, label, legal))

    def dragged(self, start: str, end: str) -> None:
        legal = self.legal()
        unit, leader = self._pieces_at(start)
        for piece in (unit, leader):
            if piece is not None and A.Move(piece, end) in legal:
                self.request(A.Move(piece, end))
                return
        movers = {a.piece for a in legal if isinstance(a, A.Move)}
        piece = unit if unit in movers else leader if leader in movers else unit or leader
        if piece is None:
            self.clicked(end)
            return
        self.selected = piece if piece in movers else None
        self.say(self._refusal(piece, end, legal, moving=True))

    def _piece_name(self, ident: str) -> str:
        q = self.view_.query_state if self.view_ is not None else None
        return play_text.piece_name(q, ident, self.names) if q is not None else self.names.get(ident, ident)  # type: ignore[arg-type]  # the Samurai Battles table's query state is an SBState

    def _refusal(self, piece: str | None, label: str, legal: list[Action], *, moving: bool = False) -> str:
        """Why clicking ``label`` (or moving ``piece`` there) does nothing, in the engine's terms."""
        name = self._piece_name(piece) if piece else label
        obs = self._obs()
        q = self.view_.query_state if self.view_ is not None else None
        if moving or (self.selected is not None and any(isinstance(a, A.Move) for a in legal)):
            mover = piece if moving else self.selected
            tos = sorted(a.to for a in legal if isinstance(a, A.Move) and a.piece == mover)
            if mover is not None and tos:
                return tr("not allowed: {piece} cannot move to {hex}; it can reach {hexes}").format(
                    piece=self._piece_name(mover), hex=label, hexes=", ".join(tos)
                )
            if mover is not None and q is not None:
                reason = q.illegal_reason(A.Move(mover, label))
                return tr("not allowed: {piece} cannot move now ({reason})").format(
                    piece=self._piece_name(mover), reason=reason
                )
        if any(isinstance(a, A.Order) for a in legal) and piece is not None and obs is not None:
            card = obs.effective
            c = self.rs.command_cards.get(card)
            what = command_card_text(c) if c is not None else ""
            cname = content_text(c.names) if c is not None else card
            refused = tr("not allowed: {piece} cannot be ordered by {card}").format(piece=name, card=cname)
            return refused + (f" ({what})" if what else "")
        prompt = obs.decision.prompt if obs is not None and obs.decision is not None else ""
        return tr("nothing to do on {hex}: {prompt}").format(hex=label, prompt=prompt)

    def _card_activated(self, item: QListWidgetItem) -> None:
        card = item.data(Qt.ItemDataRole.UserRole)
        action = A.PlayCommand(card)
        if action not in self.legal():
            c = self.rs.command_cards.get(card)
            obs = self._obs()
            prompt = obs.decision.prompt if obs is not None and obs.decision is not None else ""
            self.say(
                tr("not allowed: {card} cannot be played now ({prompt})").format(
                    card=content_text(c.names) if c else card, prompt=prompt
                )
            )
            return
        self.request(action)
