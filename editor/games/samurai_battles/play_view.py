"""The Samurai Battles player: the board with what the decision allows highlighted, your hand of
Command cards (behind the curtain in hot-seat), Dragon cards, the decision's buttons, the dice of
the last roll, the score (victory banners, Honor & Fortune) and the explained log.

Click an orderable unit to order it; click a unit then a highlighted hex to move it (or drag it
there); click a unit then a target (its dice are shown on the target) to battle. Every action
goes through the engine (``state.legal_actions()`` / ``apply``) via the :class:`PlaySession`."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

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
from editor.player.curtain import Curtain
from editor.player.session import PlaySession
from engine.core.errors import IllegalActionError, WarbenchError
from engine.core.game import Action
from engine.games.samurai_battles import actions as A
from engine.games.samurai_battles.queries import line_of_sight, reachable_hexes

AGENT_DELAY_MS = 250
#: actions made by clicking the board; the rest are buttons
BOARD_ACTIONS = (A.Order, A.Move, A.Fire, A.Melee, A.Retreat, A.Choose)


class SBPlayView(QWidget):
    status_message = Signal(str)

    def __init__(self, session: PlaySession, *, title: str = "", agent_delay_ms: int = AGENT_DELAY_MS) -> None:
        super().__init__()
        self.setObjectName("play.view")
        self.session = session
        self.title = title or session.state.rs.scenario.title.en
        self.selected: str | None = None
        self.last_message = ""
        self._log_lines: list[str] = []
        outer = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("play.status")
        self.status.setStyleSheet("font-size: 15px; font-weight: bold; padding: 2px;")
        self.status.setWordWrap(True)  # a long prompt wraps instead of widening the window
        outer.addWidget(self.status)
        self.score = QLabel()
        self.score.setObjectName("play.score")
        self.score.setWordWrap(True)
        outer.addWidget(self.score)
        row = QHBoxLayout()
        self.undo_button = self._button("play.undo", "Undo my last action", self.undo, row)
        self._button("play.restart", "Restart", self.restart, row)
        self._button("play.save", "Save game...", self.save_dialog, row)
        self._button("play.load", "Load game...", self.load_dialog, row)
        row.addStretch(1)
        outer.addLayout(row)
        split = QSplitter(Qt.Orientation.Horizontal)
        self.board = PlayBoard(session.state)  # type: ignore[arg-type]
        self.tool = PlayTool(self.clicked, self.dragged, self.hovered)
        self._los_items: list[Any] = []
        self.board.view.set_tool(self.tool)
        split.addWidget(self.board.view)
        split.addWidget(self._side_panel())
        split.setSizes([820, 420])
        split.setStretchFactor(0, 1)
        outer.addWidget(split, 1)
        self.curtain = Curtain(self)
        self.curtain.lifted.connect(lambda _p: self.refresh())
        self.agent_delay_ms = agent_delay_ms
        self.agent_timer = QTimer(self)
        self.agent_timer.setSingleShot(True)
        self.agent_timer.timeout.connect(self._agent_step)
        self._connect(session)
        self.refresh()
        QTimer.singleShot(0, self.board.view, self.board.view.fit)

    def _button(self, name: str, text: str, slot: Any, layout: QHBoxLayout, shortcut: str = "") -> QPushButton:
        b = QPushButton(text)
        b.setObjectName(name)
        b.clicked.connect(slot)
        if shortcut:
            b.setShortcut(shortcut)
        layout.addWidget(b)
        return b

    def _side_panel(self) -> QWidget:
        side = QWidget()
        lay = QVBoxLayout(side)
        lay.setContentsMargins(4, 0, 0, 0)
        self.prompt = QLabel()
        self.prompt.setObjectName("play.prompt")
        self.prompt.setWordWrap(True)
        lay.addWidget(self.prompt)
        self.decision = QWidget()
        self.decision.setObjectName("play.decision")
        self.decision_box = QVBoxLayout(self.decision)
        self.decision_box.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setWidget(self.decision)
        scroll.setMinimumHeight(110)
        scroll.setMaximumHeight(200)
        lay.addWidget(scroll)
        hand_box = QGroupBox("Your Command cards (double-click to play)")
        hb = QVBoxLayout(hand_box)
        self.hand = QListWidget()
        self.hand.setObjectName("play.hand")
        self.hand.setWordWrap(True)
        self.hand.itemActivated.connect(self._card_activated)
        hb.addWidget(self.hand)
        lay.addWidget(hand_box, 3)
        dragon_box = QGroupBox("Your Dragon cards")
        db = QVBoxLayout(dragon_box)
        self.dragon_hand = QListWidget()
        self.dragon_hand.setObjectName("play.dragon_hand")
        self.dragon_hand.setWordWrap(True)
        db.addWidget(self.dragon_hand)
        lay.addWidget(dragon_box, 1)
        dice_box = QGroupBox("Last roll")
        dl = QVBoxLayout(dice_box)
        self.dice = DiceStrip()
        dl.addWidget(self.dice)
        self.dice_caption = QLabel()
        self.dice_caption.setObjectName("play.dice_caption")
        self.dice_caption.setWordWrap(True)
        dl.addWidget(self.dice_caption)
        lay.addWidget(dice_box)
        self.log = QPlainTextEdit()
        self.log.setObjectName("play.log")
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(3000)
        lay.addWidget(self.log, 3)
        return side

    def _connect(self, session: PlaySession) -> None:
        session.changed.connect(self.refresh)
        session.curtain_needed.connect(self._curtain)

    # ------------------------------------------------------------------ showing the state
    @property
    def state(self) -> Any:
        return self.session.state

    def legal(self) -> list[Action]:
        return self.session.legal_actions() if self.session.human_to_move() and not self.curtain.is_down else []

    def refresh(self) -> None:
        s = self.state
        self.board.show_state(s)
        self.board.clear_marks()
        self._clear_los()
        self.score.setText(play_text.score_text(s))
        out = s.outcome()
        if out is not None:
            winners = ", ".join(s.army(w) for w in sorted(out.winners)) or "nobody"
            self.status.setText(f"Game over — {winners} wins: {out.reason}")
        else:
            p = s.current_player()
            who = "your decision" if self.session.human_to_move() else f"{self.session.seats[p]} is playing"
            self.status.setText(
                f"{self.title} — turn {s.turn}, {s.army(s.active)}'s turn: {s.army(p)} to {s.stack[-1].prompt(s)} ({who})"
            )
        self._show_log()
        self._show_dice()
        self.undo_button.setEnabled(self.session.can_undo())
        self._clear_decision()
        self.hand.clear()
        self.dragon_hand.clear()
        if self.curtain.is_down:
            self.prompt.setText("")
            return
        self._show_hands()
        legal = self.legal()
        self._show_marks(legal)
        self._show_decision(legal)
        if out is None and not self.session.human_to_move():
            self.agent_timer.start(self.agent_delay_ms)

    def _show_hands(self) -> None:
        s = self.state
        obs = s.observation(self.session.viewer())
        playable = {a.card for a in self.legal() if isinstance(a, A.PlayCommand)}
        bold = QFont()
        bold.setBold(True)
        for card in obs.hand:
            item = QListWidgetItem(f"{play_text.card_name(s, card)}\n{play_text.card_effect(s, card)}")
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setToolTip(play_text.card_effect(s, card))
            if card in playable:
                item.setFont(bold)
            else:
                item.setForeground(Qt.GlobalColor.darkGray)
            self.hand.addItem(item)
        for card in obs.dragon_hand:
            item = QListWidgetItem(f"{play_text.dragon_name(s, card)}: {play_text.dragon_effect(s, card)}")
            item.setData(Qt.ItemDataRole.UserRole, card)
            self.dragon_hand.addItem(item)

    def _show_log(self) -> None:
        lines = self.session.log_lines()
        shown = self._log_lines
        if len(lines) >= len(shown) and lines[: len(shown)] == shown:
            new = lines[len(shown) :]  # the game went on: append
        else:
            self.log.clear()  # undo, restart or another game: write it again
            new = lines[-1500:]
        for line in new:
            self.log.appendPlainText(line)
        self._log_lines = list(lines)
        self.log.verticalScrollBar().setValue(self.log.verticalScrollBar().maximum())

    def _show_dice(self) -> None:
        for e in reversed(self.state.events):
            faces = e.data.get("faces") if e.data else None
            if isinstance(faces, list) and all(isinstance(f, int) for f in faces):
                self.dice.set_faces(faces)
                self.dice_caption.setText(e.text)
                return
        self.dice.set_faces([])
        self.dice_caption.setText("no dice rolled yet")

    def _hex_of(self, ident: str) -> str | None:
        s = self.state
        found = s.piece(ident)
        if found is None:
            return None
        h = s.units[found[1]].hex if found[0] == "u" else s.leaders[found[1]].hex
        return s.label(h) if h >= 0 else None

    def _show_marks(self, legal: list[Action]) -> None:
        s = self.state
        b = self.board
        ordered = [s.label(u.hex) for u in s.units if u.hex >= 0 and u.ordered]
        b.mark(ordered, NO_FILL, outline=ORDERED)
        orders = [a.piece for a in legal if isinstance(a, A.Order)]
        movers = sorted({a.piece for a in legal if isinstance(a, A.Move)})
        battlers = sorted({a.unit for a in legal if isinstance(a, (A.Fire, A.Melee))})
        if self.selected not in movers and self.selected not in battlers:
            self.selected = None
        if self.selected is None and len(movers) + len(battlers) == 1:
            self.selected = (movers + battlers)[0]
        b.mark([h for h in map(self._hex_of, orders) if h], ORDERABLE)
        sel = self.selected
        if sel is not None:
            b.mark([self._hex_of(sel) or ""], NO_FILL, outline=SELECTED)
            if sel in movers:
                dist = reachable_hexes(s, sel)
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
                            n = play_text.dice_for(s, a.unit, a.target, isinstance(a, A.Melee))
                            kind = "melee" if isinstance(a, A.Melee) else "fire"
                            text[h] = f"{kind} {n} dice" if n is not None else kind
                b.mark(targets, TARGET, text)
        else:
            b.mark([h for h in map(self._hex_of, movers + battlers) if h], ORDERABLE)
        b.mark([a.to for a in legal if isinstance(a, A.Retreat)], RETREAT)
        b.mark([h for a in legal if isinstance(a, A.Choose) for h in [self._hex_of(a.unit)] if h], CHOICE)

    # ------------------------------------------------------------------ the decision
    def _clear_decision(self) -> None:
        self._buttons: dict[str, QPushButton] = {}
        while self.decision_box.count():
            item = self.decision_box.takeAt(0)
            w = item.widget()
            if w is not None:
                # hidden now, deleted once back in the event loop (it may be the button being clicked)
                w.hide()
                w.deleteLater()

    def _show_decision(self, legal: list[Action]) -> None:
        s = self.state
        if s.is_terminal():
            self.prompt.setText("The battle is over. Restart, or save the game to replay it.")
            return
        if not self.session.human_to_move():
            self.prompt.setText(f"{s.army(s.current_player())} is thinking…")
            return
        p = s.current_player()
        hints = []
        if any(isinstance(a, A.Order) for a in legal):
            hints.append("click a green unit to order it")
        if any(isinstance(a, A.Move) for a in legal):
            hints.append("click a unit, then a blue hex (or drag it there)")
        if any(isinstance(a, (A.Fire, A.Melee)) for a in legal):
            hints.append("click a unit, then a red target (its dice are shown)")
        if any(isinstance(a, A.Retreat) for a in legal):
            hints.append("click a yellow hex to retreat")
        if any(isinstance(a, A.PlayCommand) for a in legal):
            hints.append("double-click a Command card to play it")
        text = f"<b>{s.army(p)}</b>: {s.stack[-1].prompt(s)}"
        if hints:
            text += "<br>" + "; ".join(hints) + "."
        self.prompt.setText(text)
        for a in legal:
            if isinstance(a, (*BOARD_ACTIONS, A.PlayCommand)):
                continue
            b = QPushButton(play_text.action_text(s, a).replace("&", "&&"))
            b.setObjectName("play.act." + a.to_str().replace(" ", "_"))
            b.clicked.connect(lambda _c=False, act=a: self.play(act))
            self.decision_box.addWidget(b)
            b.show()
            self._buttons[a.to_str()] = b

    def decision_buttons(self) -> dict[str, QPushButton]:
        """The decision's buttons by the notation of their action."""
        return dict(self._buttons)

    # ------------------------------------------------------------------ acting
    def play(self, action: Action) -> bool:
        """Apply a human action; an illegal one is refused with the engine's reason."""
        if not self.session.human_to_move():
            self.say("wait: it is not your decision")
            return False
        selected, self.selected = self.selected, None  # the refresh after the action picks anew
        try:
            self.session.apply(action)
        except IllegalActionError as exc:
            self.selected = selected
            self.say(f"not allowed: {exc.reason}")
            return False
        self.say(play_text.action_text(self.state, action) if not self.state.is_terminal() else self.status.text())
        return True

    def say(self, text: str) -> None:
        self.last_message = text
        self.status_message.emit(text)

    def _pieces_at(self, label: str) -> tuple[str | None, str | None]:
        s = self.state
        try:
            h = s.field.parse(label)
        except ValueError:
            return None, None
        u = s.unit_at[h]
        lead = s.leader_at[h]
        return (s.units[u].id if u >= 0 else None), (s.leaders[lead].id if lead >= 0 else None)

    def hovered(self, label: str | None) -> None:
        """With a unit that may fire selected, pointing at an enemy shows the line of sight to it,
        as the engine judges it (rules/000 §11.1)."""
        self._clear_los()
        sel = self.selected
        if label is None or sel is None or not self.session.human_to_move():
            return
        legal = self.legal()
        if not any(isinstance(a, A.Fire) and a.unit == sel for a in legal):
            return
        frm = self._hex_of(sel)
        s = self.state
        try:
            h = s.field.parse(label)
        except ValueError:
            return
        me = s.current_player()
        u, lead = s.unit_at[h], s.leader_at[h]
        enemy = (u >= 0 and s.units[u].side != me) or (lead >= 0 and s.leaders[lead].side != me)
        if frm is None or frm == label or not enemy:
            return
        report = line_of_sight(s, frm, label)
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
            self.say("wait: it is not your decision" if not self.state.is_terminal() else "the battle is over")
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
                self.play(a)
                return
        active = {a.piece for a in legal if isinstance(a, A.Move)} | {
            a.unit for a in legal if isinstance(a, (A.Fire, A.Melee))
        }
        for p in (unit, leader):
            if p is not None and p in active and p != self.selected:
                self.selected = p
                self.refresh()
                self.say(f"{play_text.piece_name(self.state, p)}: choose a highlighted hex")
                return
        self.say(self._refusal(piece, label, legal))

    def dragged(self, start: str, end: str) -> None:
        legal = self.legal()
        unit, leader = self._pieces_at(start)
        for piece in (unit, leader):
            if piece is not None and A.Move(piece, end) in legal:
                self.play(A.Move(piece, end))
                return
        movers = {a.piece for a in legal if isinstance(a, A.Move)}
        piece = unit if unit in movers else leader if leader in movers else unit or leader
        if piece is None:
            self.clicked(end)
            return
        self.selected = piece if piece in movers else None
        self.say(self._refusal(piece, end, legal, moving=True))

    def _refusal(self, piece: str | None, label: str, legal: list[Action], *, moving: bool = False) -> str:
        """Why clicking ``label`` (or moving ``piece`` there) does nothing, in the engine's terms."""
        s = self.state
        name = play_text.piece_name(s, piece) if piece else label
        if moving or (self.selected is not None and any(isinstance(a, A.Move) for a in legal)):
            mover = piece if moving else self.selected
            tos = sorted(a.to for a in legal if isinstance(a, A.Move) and a.piece == mover)
            if mover is not None and tos:
                return f"not allowed: {play_text.piece_name(s, mover)} cannot move to {label}; it can reach {', '.join(tos)}"
            if mover is not None:
                reason = s.illegal_reason(A.Move(mover, label))
                return f"not allowed: {play_text.piece_name(s, mover)} cannot move now ({reason})"
        if any(isinstance(a, A.Order) for a in legal) and piece is not None:
            from engine.games.samurai_battles.turn import TurnTask

            turn = s.stack[0]
            card = turn.effective if isinstance(turn, TurnTask) else ""
            what = play_text.card_effect(s, card) if card else ""
            return f"not allowed: {name} cannot be ordered by {play_text.card_name(s, card)}" + (
                f" ({what})" if what else ""
            )
        return f"nothing to do on {label}: {s.stack[-1].prompt(s)}"

    def _card_activated(self, item: QListWidgetItem) -> None:
        card = item.data(Qt.ItemDataRole.UserRole)
        action = A.PlayCommand(card)
        if action not in self.legal():
            self.say(
                f"not allowed: {play_text.card_name(self.state, card)} cannot be played now ({self.state.stack[-1].prompt(self.state)})"
            )
            return
        self.play(action)

    def _agent_step(self) -> None:
        if self.curtain.is_down or self.state.is_terminal():
            return
        self.session.step_agent()

    def _curtain(self, player: int) -> None:
        self.curtain.drop(player, self.state.army(player))
        self.refresh()

    # ------------------------------------------------------------------ game controls
    def undo(self) -> None:
        if self.session.undo():
            self.say("took back your last action")
        else:
            self.say("only your own last action can be taken back, and only if no dice were rolled and no card drawn")

    def restart(self) -> None:
        self.selected = None
        self.session.restart()

    def save_to(self, path: str) -> None:
        self.session.save(path)
        self.say(f"saved the game to {path}")

    def load_from(self, path: str) -> bool:
        try:
            session = PlaySession.load(path, self.session.content)
        except (WarbenchError, KeyError, ValueError) as exc:
            self.say(f"cannot load {path}: {exc}")
            return False
        self.session.changed.disconnect(self.refresh)
        self.session.curtain_needed.disconnect(self._curtain)
        self.session = session
        self._connect(session)
        self.selected = None
        self.refresh()
        self.say(f"loaded {path}")
        return True

    def save_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(self, "Save game", "battle.yaml", "Game logs (*.yaml)")
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
