"""The Warlords table for the player shell.

The field is drawn from the observation of the seat at the screen (its own army in full, of the
enemy what the rules let it see; nothing of any side while the hot-seat curtain is down). Beside
it: what the seat is asked, the game master's question with the rule it comes from and its
options (the default marked), and every legal action as a list. Clicking a unit selects it for
orders; clicking a cell offers the actions about that cell. Each step's events are played back
one at a time in the Playback tab with their explanation text, and the battle as the seat sees it
can be exported as a picture (PNG, SVG, PDF) to post on the forum."""

from __future__ import annotations

import math
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QMouseEvent, QPainter, QPaintEvent, QPen, QPolygonF
from PySide6.QtWidgets import (
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QSplitter,
    QVBoxLayout,
    QWidget,
)

from editor.form_parts import clear_layout
from editor.games.warlords import field
from editor.games.warlords.field import FieldShape
from editor.games.warlords.picture import (
    FieldPicture,
    export_picture,
    observed_picture,
    paint_field,
    turn_words,
    weather_words,
)
from editor.i18n import content_text, tr
from editor.player.playback import ATTACK, MOVE, PlaybackStep, StepPlayback, Trace
from editor.player.shell import SeatView, Table
from editor.widgets import push_button, wrapped_label
from editor.words import field_label, named, without_source
from engine.core.game import Action, Event
from engine.games.warlords import actions as A
from engine.games.warlords.decisions import option_said
from engine.games.warlords.observation import WLObservation
from engine.games.warlords.roster import unit_names
from engine.games.warlords.setup import Prepared

GM_SEAT = 2


def action_words() -> dict[type[Action], str]:
    """What each kind of action is, for the action list, in the interface's language."""
    return {
        A.Gm: tr("answer", "action"),
        A.Done: tr("finish", "action"),
        A.ChooseHalf: tr("deploy in the half", "action"),
        A.ClearDay: tr("clear day", "action"),
        A.ForecastAnswer: tr("forecast", "action"),
        A.PlaceFence: tr("fence at", "action"),
        A.PlaceShield: tr("shields at", "action"),
        A.PlaceHq: tr("HQ at", "action"),
        A.Deploy: tr("deploy", "action"),
        A.ToReserve: tr("to the reserve", "action"),
        A.Recon: tr("reconnoitre", "action"),
        A.Adjust: tr("adjust", "action"),
        A.Lead: tr("leader", "action"),
        A.AssignBanner: tr("banner", "action"),
        A.Standing: tr("standing order", "action"),
        A.StakeChoice: tr("stake", "action"),
        A.Reroll: tr("reroll", "action"),
        A.SelectUnit: tr("give orders to", "action"),
        A.Program: tr("order", "action"),
        A.RaiseBanner: tr("raise the banner in", "action"),
        A.EnterReserve: tr("bring in from the reserve", "action"),
        A.Withdraw: tr("withdraw", "action"),
        A.Sabotage: tr("sabotage", "action"),
        A.Target: tr("target cell", "action"),
        A.GeneralFlight: tr("general flight", "action"),
        A.DuelTactic: tr("duel tactic", "action"),
    }


def order_words() -> dict[str, str]:
    """The order codes of rules/003 §3.3 (engine/games/warlords/README.md) in words, in the
    interface's language."""
    return {
        "none": tr("no order", "order"),
        "W": tr("wait", "order"),
        "A": tr("advance", "order"),
        "A+A": tr("gallop", "order"),
        "L": tr("turn left", "order"),
        "R": tr("turn right", "order"),
        "B": tr("retreat by order", "order"),
        "SL": tr("sidestep left", "order"),
        "SR": tr("sidestep right", "order"),
    }


def stage_words() -> dict[str, str]:
    """The stages of play and their steps (engine/games/warlords/state.py, observation.py) and the
    kinds of question asked (engine/games/warlords/decisions.py), in the interface's language."""
    return {
        "over": tr("over", "stage"),
        "half": tr("half", "stage"),
        "clear_day": tr("clear day", "stage"),
        "forecast": tr("forecast", "stage"),
        "fences": tr("fences", "stage"),
        "deploy": tr("deploy", "stage"),
        "recon": tr("recon", "stage"),
        "leaders": tr("leaders", "stage"),
        "banners": tr("banners", "stage"),
        "instructions": tr("instructions", "stage"),
        "stake": tr("stake", "stage"),
        "reroll": tr("reroll", "stage"),
        "command": tr("command", "stage"),
        "gm": tr("gm", "stage"),
        "hq": tr("hq", "stage"),
        "rect": tr("rect", "stage"),
        "menu": tr("menu", "stage"),
        "units": tr("units", "stage"),
        "standing": tr("standing", "stage"),
        "p1": tr("p1", "stage"),
        "p2": tr("p2", "stage"),
        "adjust": tr("adjust", "stage"),
        "target": tr("target", "stage"),
        "dragon": tr("dragon", "stage"),
        "flight": tr("flight", "stage"),
        "shields": tr("shields", "stage"),
        "done": tr("done", "stage"),
        "exec": tr("carrying out the orders", "stage"),
        "duel_tactic": tr("duel tactic", "stage"),
        "terrain_shift": tr("terrain shift", "stage"),
        "same_priority": tr("same priority", "stage"),
        "flank_exposure": tr("flank exposure", "stage"),
        "initiative_turn": tr("initiative turn", "stage"),
        "shield_diagonal": tr("shield diagonal", "stage"),
        "elite_equipment": tr("elite equipment", "stage"),
        "combined_rerolls": tr("combined rerolls", "stage"),
        "generals_stop_retreat": tr("generals stop retreat", "stage"),
        "phoenix_center": tr("phoenix center", "stage"),
        "yumi_ashigaru_plunging": tr("yumi ashigaru plunging", "stage"),
        "four_legs_total": tr("four legs total", "stage"),
        "warlord_adjacent_bonus": tr("warlord adjacent bonus", "stage"),
        "claim_distance": tr("claim distance", "stage"),
        "cunning_plan": tr("cunning plan", "stage"),
    }


def stage_text(stage: str) -> str:
    """A stage of play as the engine names it (``command:units:u3``) in words: "command: units: u3"."""
    words = stage_words()
    return ": ".join(words.get(part, part.replace("_", " ")) for part in stage.split(":"))


def order_text(code: str) -> str:
    """An order code in words (``F:C12`` shoot at C12, ``G:E`` regroup facing east, ``L+A`` ...)."""
    if code.startswith("F:"):
        return tr("shoot at {cell}").format(cell=code[2:])
    if code.startswith("G:"):
        return tr("regroup facing {facing}").format(facing=field_label(code[2:]))
    if code.startswith(("SET:", "TAKE:")):
        verb, _, edge = code.partition(":")
        return (tr("set shields at {edge}") if verb == "SET" else tr("take up shields at {edge}")).format(edge=edge)
    if code.startswith("burn:"):
        return tr("{order} and leave the village burning").format(order=order_text(code[5:]))
    words = order_words()
    if "+" in code and code not in words:
        return tr(", then ").join(order_text(c) for c in code.split("+"))
    return words.get(code, code)


def action_text(action: Action, names: Mapping[str, str] | None = None) -> str:
    """A readable line for an action: what it does, then what it is about (units by their
    ``names``, by id)."""
    if isinstance(action, A.Program):
        return tr("order: {order}  [{code}]").format(order=order_text(action.code), code=action.code)
    word = action_words().get(type(action), type(action).__name__)
    if isinstance(action, A.StakeChoice) and action.level is None:
        return f"{word}: {tr('not written (low)', 'stake')}"  # L336: the stake not written is low
    args = [value_words(v, names) for v in vars(action).values()]
    return f"{word}: {' '.join(args)}" if args else word


def value_words(value: object, names: Mapping[str, str] | None = None) -> str:
    """One value of an action in words: a choice (``keep_advancing``) as the content models'
    words, yes or no for a switch; a unit or a leader by its name; cells by their labels."""
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, str) and names and value in names:
        return names[value]
    if isinstance(value, str) and CHOICE.fullmatch(value):
        return field_label(value)
    return "" if value is None else str(value)


#: an action's value that is a choice of the rules (``keep_advancing``, ``high``), not a cell or a unit
CHOICE = re.compile(r"[a-z]+(?:_[a-z]+)*")


def action_cells(action: Action) -> set[str]:
    """The cell labels an action is about (deploy, HQ, target, shoot at, adjust, a leader's unit)."""
    out: set[str] = set()
    for value in vars(action).values():
        if isinstance(value, str):
            for part in value.replace(":", " ").split():
                out.add(part.upper())
    return out


def paint_trace(p: QPainter, shape: FieldShape, t: Trace) -> None:
    """A move as an arrow from cell centre to cell centre, an attack as a line (dashed: a shot)."""
    try:
        (ax, ay), (bx, by) = shape.center(shape.parse(t.frm)), shape.center(shape.parse(t.to))
    except (ValueError, KeyError):
        return
    colour = QColor("#1f6fd0") if t.kind == MOVE else QColor("#d02020")
    width = field.cell_rect(shape, shape.parse(t.to)).width() / 9
    style = Qt.PenStyle.DashLine if t.ranged else Qt.PenStyle.SolidLine
    p.setPen(QPen(QColor(0, 0, 0, 160), width * 1.8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(ax, ay), QPointF(bx, by))
    p.setPen(QPen(colour, width, style, Qt.PenCapStyle.RoundCap))
    p.drawLine(QPointF(ax, ay), QPointF(bx, by))
    length = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / length, (by - ay) / length
    head = width * 3.5
    p.setBrush(colour)
    p.setPen(QPen(QColor(0, 0, 0, 160), width / 3))
    if t.kind == MOVE:
        base = QPointF(bx - ux * head, by - uy * head)
        wing = QPointF(-uy * head * 0.6, ux * head * 0.6)
        p.drawPolygon(QPolygonF([QPointF(bx, by), base + wing, base - wing]))
    else:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(colour, width))
        p.drawEllipse(QPointF(bx, by), head, head)


class FieldView(QWidget):
    """The field as the seat sees it; a click reports the cell under the pointer."""

    cell_clicked = Signal(str)

    def __init__(self, shape: FieldShape) -> None:
        super().__init__()
        self.setObjectName("warlords.field")
        self.shape = shape
        self.picture: FieldPicture | None = None
        self.marks: set[str] = set()
        #: the move or attack of the playback step shown
        self.traces: list[Trace] = []
        self.setMinimumSize(480, 360)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self._transform: tuple[float, float, float, QRectF] | None = None

    def show_picture(self, picture: FieldPicture, marks: set[str], traces: list[Trace] | None = None) -> None:
        self.picture = picture
        self.marks = marks
        self.traces = list(traces or [])
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.fillRect(self.rect(), QColor("#3b3f45"))
        if self.picture is None:
            p.end()
            return
        cells = field.cells_of(self.shape, [u.cell for u in self.picture.units] + [h[0] for h in self.picture.hqs])
        bounds = field.used_bounds(self.shape, cells)
        area = QRectF(self.rect()).adjusted(6, 6, -6, -6)
        scale = min(area.width() / bounds.width(), area.height() / bounds.height())
        ox = area.left() + (area.width() - bounds.width() * scale) / 2
        oy = area.top() + (area.height() - bounds.height() * scale) / 2
        self._transform = (scale, ox, oy, bounds)
        p.translate(ox, oy)
        p.scale(scale, scale)
        p.translate(-bounds.left(), -bounds.top())
        p.setClipRect(bounds)
        paint_field(p, self.shape, self.picture)
        for label in self.marks:
            for c in field.cells_of(self.shape, [label]):
                p.fillRect(field.cell_rect(self.shape, c), QColor(255, 200, 0, 90))
        for t in self.traces:
            paint_trace(p, self.shape, t)
        p.end()

    def cell_at(self, pos: QPointF) -> str | None:
        if self._transform is None:
            return None
        scale, ox, oy, bounds = self._transform
        x = (pos.x() - ox) / scale + bounds.left()
        y = (pos.y() - oy) / scale + bounds.top()
        cell = self.shape.cell_at(x, y)
        return self.shape.label(cell) if cell is not None else None

    def cell_point(self, label: str) -> QPointF:
        """Where a cell's centre is on the widget (for tests and tooltips)."""
        assert self._transform is not None
        scale, ox, oy, bounds = self._transform
        x, y = self.shape.center(self.shape.parse(label))
        return QPointF(ox + (x - bounds.left()) * scale, oy + (y - bounds.top()) * scale)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        label = self.cell_at(event.position())
        if label is not None and event.button() == Qt.MouseButton.LeftButton:
            self.cell_clicked.emit(label)


class WLTable(Table):
    def __init__(self, setup: Any, prepared: Prepared) -> None:
        super().__init__(setup, prepared)
        self.setObjectName("warlords.table")
        self.view: SeatView | None = None
        #: the view of the game as it stands (the field may show an earlier step of the playback)
        self.live_view: SeatView | None = None
        self.shape = FieldShape(prepared.battlefield)
        self.rosters = list(prepared.rosters)
        #: each unit's and leader's name by id, as the palette and the log call it
        self.names = {i: content_text(n) for side in unit_names(self.rosters) for i, n in side.items()}
        lay = QHBoxLayout(self)
        split = QSplitter(Qt.Orientation.Horizontal)
        lay.addWidget(split)
        self.field = FieldView(self.shape)
        self.field.cell_clicked.connect(self.cell_clicked)
        split.addWidget(self.field)
        side = QWidget()
        col = QVBoxLayout(side)
        self.asked = wrapped_label("warlords.asked", col)
        self.gm_box = QGroupBox(tr("Game master's question"))
        self.gm_box.setObjectName("warlords.gm")
        gm = QVBoxLayout(self.gm_box)
        self.gm_question = wrapped_label("warlords.gm.question", gm)
        self.gm_rule = wrapped_label("warlords.gm.rule")
        self.gm_rule.setStyleSheet("color: #555;")
        gm.addWidget(self.gm_rule)
        self.gm_buttons = QVBoxLayout()
        gm.addLayout(self.gm_buttons)
        col.addWidget(self.gm_box)
        self.actions_list = QListWidget()
        self.actions_list.setObjectName("warlords.actions")
        self.actions_list.itemActivated.connect(self._item_chosen)
        self.actions_list.itemDoubleClicked.connect(self._item_chosen)
        col.addWidget(self.actions_list, 1)
        play = QPushButton(tr("Do it"))
        play.setObjectName("warlords.play_selected")
        play.setToolTip(tr("Play the action chosen in the list (or double-click it)"))
        self.play_button = play
        play.clicked.connect(lambda: self._item_chosen(self.actions_list.currentItem()))
        col.addWidget(play)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        split.setSizes([640, 360])
        self._legal: list[Action] = []
        self._filter: str | None = None
        self.playback = Playback()
        self.playback.board = self

    # -- the shell's hooks
    def seat_name(self, seat: int) -> str:
        if seat == GM_SEAT:
            return tr("the game master")
        r = self.rosters[seat] if seat < len(self.rosters) else None
        if r is None:
            return tr("side {number}").format(number=seat + 1)
        return tr("side {number} ({clan})").format(number=seat + 1, clan=field_label(r.clan).capitalize())

    def side_tabs(self) -> list[tuple[str, QWidget]]:
        return [(tr("Playback"), self.playback)]

    def controls(self) -> list[QWidget]:
        return [
            push_button(
                "warlords.export",
                tr("Export picture..."),
                tr("Save the field as this seat sees it as PNG, SVG or PDF, to post on the forum"),
                self.export_dialog,
            )
        ]

    def reset(self) -> None:
        self.playback.clear()
        self._filter = None
        self.shown_traces = []

    def traces(self, event: Event) -> list[Trace]:
        """A move, a retreat or an occupation as an arrow; a shot (dashed) or a melee attack as a line."""
        d = event.data or {}
        frm, to = d.get("frm"), d.get("to") if event.kind != "melee" else d.get("cell")
        if not isinstance(to, str):
            return []
        if event.kind in ("move", "retreat", "occupy") and isinstance(frm, str):
            return [Trace(MOVE, frm, to)]
        if event.kind == "shot" and isinstance(frm, str):
            return [Trace(ATTACK, frm, to, ranged=True)]
        if event.kind == "melee" and isinstance(frm, list):
            return [Trace(ATTACK, str(f), to) for f in frm]
        return []

    def step_played(self, view: SeatView) -> None:
        if view.new_events:
            # another seat's step is played back event by event; the seat's own is shown at once
            others = view.actor is not None and view.actor != view.seat and not view.replay
            self.playback.add_step(view.new_events, view.step, play=others)

    def prompt(self, view: SeatView) -> str:
        obs = view.observation
        if not isinstance(obs, WLObservation):
            return ""
        if obs.decision is not None and obs.decision.seat == view.seat:
            return str(obs.decision.question)  # a message: said in the interface's language
        return stage_text(obs.stage)

    def show_view(self, view: SeatView) -> None:
        self.view = view
        if not view.replay:
            self.live_view = view
        self.playback.set_viewer(view.seat)
        # a replay takes no moves: nothing invites to play one
        self.play_button.setVisible(not view.replay)
        self.play_button.setToolTip(
            "" if view.replay else tr("Play the action chosen in the list (or double-click it)")
        )
        obs = view.observation if isinstance(view.observation, WLObservation) else None
        self._legal = list(view.legal)
        if obs is None:
            # the curtain is down: the field and its terrain are public, nothing else is shown
            pic = FieldPicture(self.prepared.battlefield, content_text(self.setup.title))
            self.field.show_picture(pic, set())
            self.asked.setText("")
            self._show_gm(None, view)
            self.actions_list.clear()
            return
        pic = observed_picture(obs, self.prepared.battlefield, content_text(self.setup.title), self.rosters)
        # the cells an order, a target or an adjustment may name: where the seat may act now
        pointed = (A.Program, A.Target, A.Adjust)
        marks = {label for a in self._legal if isinstance(a, pointed) for label in action_cells(a)}
        marks &= {self.shape.label(c) for c in self.shape.cells()}
        self.field.show_picture(pic, marks, self.shown_traces)
        lines = [tr("{when}; weather {weather}").format(when=turn_words(obs), weather=weather_words(obs.weather))]
        for s in obs.sides:
            left = tr(", %n order(s) left", None, s.orders_left) if s.orders_left >= 0 else ""
            roll = tr(", rolled {total}").format(total=s.roll_total) if s.roll_total else ""
            given = tr(" — orders given") if s.committed else ""
            lines.append(f"{self.seat_name(s.idx)}: {field_label(s.role)}{roll}{left}{given}")
        if obs.revealed_orders:
            orders = "; ".join(named(str(m), self.names) for m in obs.revealed_orders[:6])
            lines.append(tr("Orders revealed: {orders}").format(orders=orders))
        self.asked.setText("\n".join(lines))
        self._show_gm(obs, view)
        self._fill_actions()

    def _show_gm(self, obs: WLObservation | None, view: SeatView) -> None:
        clear_layout(self.gm_buttons)
        d = obs.decision if obs is not None else None
        self.gm_box.setVisible(d is not None)
        if d is None:
            self.gm_question.setText("")
            self.gm_rule.setText("")
            return
        who = tr("The game master") if d.seat == GM_SEAT else self.seat_name(d.seat)
        self.gm_question.setText(
            tr("{player} decides: {question}").format(player=who, question=named(str(d.question), self.names))
        )
        default = str(option_said(d.kind, d.default))
        self.gm_rule.setText(tr("Rule: {rule} — default: {default}").format(rule=d.rule, default=default))
        legal = {a.to_str(): a for a in view.legal}
        for option in d.options:
            action: Action = A.Gm(option) if d.seat == GM_SEAT else A.DuelTactic(option)
            # the answer in words (engine messages, in the interface's language): north, cancel, a tactic
            said = str(option_said(d.kind, option))
            b = QPushButton(tr("{option}  (default)").format(option=said) if option == d.default else said)
            b.setObjectName(f"warlords.gm.option.{option}")
            b.setEnabled(action.to_str() in legal)
            b.clicked.connect(lambda _=False, a=action: self.play(a))
            self.gm_buttons.addWidget(b)

    def _fill_actions(self) -> None:
        self.actions_list.clear()
        for a in self._legal:
            if self._filter is not None and self._filter not in action_cells(a):
                continue
            item = QListWidgetItem(action_text(a, self.names))
            item.setData(Qt.ItemDataRole.UserRole, a.to_str())
            self.actions_list.addItem(item)

    def _item_chosen(self, item: QListWidgetItem | None) -> None:
        if item is None:
            return
        text = item.data(Qt.ItemDataRole.UserRole)
        action = next((a for a in self._legal if a.to_str() == text), None)
        if action is not None:
            self._filter = None
            self.play(action)

    def cell_clicked(self, label: str) -> None:
        """A unit of the seat's own there takes orders; else the actions about the cell are offered
        (and played when there is exactly one)."""
        about = [a for a in self._legal if label in action_cells(a)]
        obs = self.view.observation if self.view is not None else None
        if isinstance(obs, WLObservation):
            unit = next((u.id for u in obs.units if u.cell == label), None)
            select = next((a for a in self._legal if isinstance(a, A.SelectUnit) and a.unit == unit), None)
            if select is not None:
                self.play(select)
                return
        if len(about) == 1:
            self.play(about[0])
            return
        self._filter = label if about else None
        self._fill_actions()
        self.message.emit(
            tr("{cell}: %n action(s)", None, len(about)).format(cell=label)
            if about
            else tr("{cell}: nothing to do there now").format(cell=label)
        )

    # -- export
    def current_picture(self) -> FieldPicture:
        """The field of the game as it stands, as the seat sees it (an earlier step shown in the
        playback is not the battle to post)."""
        view = self.live_view or self.view
        obs = view.observation if view is not None else None
        if isinstance(obs, WLObservation):
            return observed_picture(obs, self.prepared.battlefield, content_text(self.setup.title), self.rosters)
        return FieldPicture(self.prepared.battlefield, content_text(self.setup.title))

    def export_to(self, path: str | Path) -> Path:
        out = export_picture(self.current_picture(), Path(path))
        self.message.emit(tr("exported {path}").format(path=out))
        return out

    def export_dialog(self) -> None:
        path, _ = QFileDialog.getSaveFileName(
            self, tr("Export picture"), "battle.png", tr("Pictures (*.png *.svg *.pdf)")
        )
        if path:
            self.export_to(path)


class Playback(StepPlayback):
    """Each step's events, one at a time, on the shared step-by-step playback: the step shown sets
    the field to the battle as it stood then (the engine keeps the steps of a phase) with its move
    or attack drawn, and the text below explains it (which table, modifiers, dice, result). Only the
    events the seat at the screen may read are listed."""

    def __init__(self) -> None:
        super().__init__("warlords.playback")
        self.detail = wrapped_label("warlords.playback.detail")
        self.detail.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # a fixed height: a longer or shorter explanation must not move the buttons above it
        self.detail.setFixedHeight(self.detail.fontMetrics().lineSpacing() * 7 + 6)
        self.bottom.addWidget(self.detail)
        self.play_button.setToolTip(tr("Play the step's events one by one"))
        #: every event played back with the number of the action it happened in, and those
        #: listed: the ones the seat at the screen may read
        self.events: list[tuple[int | None, Event]] = []
        self.shown: list[Event] = []
        self.viewer: int | None = None
        self.step_shown.connect(self._shown)

    def named(self, text: str) -> str:
        """An event's text with the units and leaders by their names (the table's), not their ids."""
        return self.board.said(text) if isinstance(self.board, Table) else text

    def clear(self) -> None:
        self.events = []
        self.shown = []
        super().clear()
        self.detail.setText("")

    def _visible(self, e: Event) -> bool:
        return e.visible(self.viewer) if self.viewer is not None else e.visible_to is None

    def _steps(self, events: list[tuple[int | None, Event]]) -> list[PlaybackStep]:
        out = []
        for after, e in events:
            self.shown.append(e)
            # a new turn (not a unit turning, which names its unit)
            heading = e.kind in ("phase", "orders_revealed") or (e.kind == "turn" and "unit" not in e.data)
            # the event in words, its rulebook lines in the tooltip
            text = self.named(e.text)
            out.append(PlaybackStep(without_source(text.splitlines()[0][:160]), heading, after, e, tip=text))
        return out

    def set_viewer(self, seat: int | None) -> None:
        """Another seat comes to the screen (or the curtain falls): list only what it may read."""
        if seat == self.viewer:
            return
        self.viewer = seat
        self.shown = []
        self.detail.setText("")
        self.set_steps(self._steps([(a, e) for a, e in self.events if self._visible(e)]), play=False)
        if self.steps:
            self.show(len(self.steps) - 1)

    def add_step(self, events: list[Event], after: int | None = None, *, play: bool = False) -> None:
        """A new step (the game's action number ``after``): its events are listed and played one
        by one from the first (with ``play``), else the last is shown."""
        new = [(after, e) for e in events]
        self.events += new
        if len(self.events) > 3000:
            self.events = self.events[-3000:]
        first = len(self.steps)
        self.add_steps(self._steps([(a, e) for a, e in new if self._visible(e)]), play=play)
        if len(self.steps) > 2000:
            self.set_steps(self.steps[-2000:], play=False)
            self.shown = self.shown[-2000:]
            first = max(0, first - (len(self.steps) - 2000))
        if first < len(self.steps) and not play:
            self.show(len(self.steps) - 1)

    def _shown(self, row: int) -> None:
        if 0 <= row < len(self.shown):
            e = self.shown[row]
            text = self.named(e.text)
            self.detail.setText(without_source(text))
            self.detail.setToolTip(text)
