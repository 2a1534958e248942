"""The Battle for Rokugan table in the player shell, drawn only from the seat's view: the board (the map,
control and special tokens, combat tokens face down unless the seat may know them, territory cards), the
seat's hand of combat tokens to drag onto the board (the places the engine's legal actions allow are
highlighted), the decision's buttons, the round and honor tracks, every clan's public counts, and the
resolution played back step by step (reveal, illegal tokens, raids, diplomacy, each battle with its sums).

Click a hand token to see where it may go, then click a green place, or drag it there. A card or
ability that asks for a province or a token highlights the choices on the board: click one."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QMimeData, QPointF, QSize, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGroupBox,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.traces import attack_line
from editor.elide import keep_elided
from editor.form_parts import board_beside, clear_layout, scroll_area, side_column
from editor.games.rokugan import look
from editor.games.rokugan.play_board import TOKEN_MIME, ClickTool, PlayBoard
from editor.games.rokugan.playback import Playback
from editor.games.rokugan.tracks import Tracks
from editor.games.table_words import HintFor, hinted_prompt, waiting_words
from editor.i18n import content_text, tr
from editor.player.playback import ATTACK, Trace
from editor.player.session import PlaySession
from editor.player.shell import SeatView, Table
from editor.widgets import wrapped_label
from editor.words import field_label
from engine.core.game import Action, Event
from engine.core.message import Message
from engine.games.rokugan import actions as A
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.observation import RKObservation
from engine.games.rokugan.prepare import Prepared
from engine.games.rokugan.scoring import honor_breakdown

#: actions made on the board; the others are buttons
BOARD_ACTIONS = (A.Place, A.Claim)


def phase_words(phase: str) -> str:
    """A stage of play as the engine names it (RKState.phase) in the interface's language
    ("placement" -> "размещение")."""
    words = {
        "setup": tr("setup", "stage of play"),
        "objectives": tr("objectives", "stage of play"),
        "unicorn": tr("unicorn", "stage of play"),
        "claim": tr("claim", "stage of play"),
        "upkeep": tr("upkeep", "stage of play"),
        "dragon": tr("dragon", "stage of play"),
        "cards": tr("cards", "stage of play"),
        "placement": tr("placement", "stage of play"),
        "resolution": tr("resolution", "stage of play"),
        "over": tr("over", "stage of play"),
    }
    return words.get(phase, phase)


def prompt_words(prompt: str | Message) -> str:
    """The engine's prompt of a pending choice (a message) in the interface's language."""
    return str(prompt)


def token_icon(colour: str, code: str) -> QIcon:
    pix = QPixmap(40, 40)
    pix.fill(QColor(0, 0, 0, 0))
    p = QPainter(pix)
    look.paint_combat_token(p, pix.rect().adjusted(3, 3, -3, -3).toRectF(), colour, code, face_up=True)
    p.end()
    return QIcon(pix)


class HandList(QListWidget):
    """The seat's combat tokens behind its screen; a token is dragged onto the board (the places it
    may go are lit as the drag starts: ``drag_started``)."""

    drag_started = Signal(str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("rokugan.hand")
        self.setViewMode(QListView.ViewMode.IconMode)
        self.setIconSize(QSize(40, 40))
        self.setGridSize(QSize(58, 64))
        self.setMovement(QListView.Movement.Static)
        self.setDragEnabled(True)
        self.setDragDropMode(QListWidget.DragDropMode.DragOnly)
        self.setMaximumHeight(150)

    def mimeData(self, items: Sequence[QListWidgetItem]) -> QMimeData:
        md = QMimeData()
        if items:
            code = str(items[0].data(Qt.ItemDataRole.UserRole))
            md.setData(TOKEN_MIME, QByteArray(code.encode("utf-8")))
            md.setText(code)
        return md

    def mimeTypes(self) -> list[str]:
        return [TOKEN_MIME]

    def startDrag(self, supported: Qt.DropAction) -> None:
        item = self.currentItem()
        if item is not None:
            self.drag_started.emit(str(item.data(Qt.ItemDataRole.UserRole)))
        super().startDrag(supported)


class RokuganTable(Table):
    def __init__(self, session: PlaySession) -> None:
        super().__init__(session.setup, session.prepared)
        self.setObjectName("rokugan.table")
        self.session = session
        self.prep = prep = self.prepared_as(Prepared)
        m = session.content.get("rokugan/map", prep.scenario.map)
        assert isinstance(m, RokuganMap)
        self.colours = {cid: c.colour for cid, c in prep.clans.items()}
        self.view_: SeatView | None = None
        self.selected: str | None = None
        self.clans_by_seat: dict[int, str] = {}
        self._buttons: dict[str, QPushButton] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.tracks = Tracks()
        lay.addWidget(self.tracks)
        self.board = PlayBoard(m, prep.board, self.dropped)
        self.board.card_names = {cid: content_text(c.name) for cid, c in prep.territory.items()}
        self.clan_names: dict[str, str] = {}
        for cid in prep.clans:
            clan = session.content.get("rokugan/clan", cid)
            self.clan_names[cid] = content_text(getattr(clan, "name", None)) or prep.clans[cid].name
        self.tracks.names = self.clan_names
        self.province_names = {p.id: content_text(p.name) for p in m.provinces if p.name is not None}
        self.region_names = {r.id: content_text(r.name) for r in m.regions}
        self.board.names = {**self.province_names, **self.clan_names}
        self.board.view.hover_target = self.drop_target
        self.board.view.drag_entered = self._light
        self.board.view.refusal = self.drop_refusal
        self.tool = ClickTool(self.clicked)
        self.board.view.set_tool(self.tool)
        self.board.view.status_message.connect(self.message)
        lay.addWidget(board_beside(self.board.view, self._side(), (760, 360)), 1)
        self.playback = Playback(self.colours)
        self.playback.names = self.board.names
        self.playback.focus.connect(self._focus_battle)
        self.playback.board = self
        self._trace_items: list[QGraphicsItem] = []
        QTimer.singleShot(0, self.board.view, self.board.view.fit)

    def _side(self) -> QWidget:
        side, lay = side_column()
        self.prompt_label = wrapped_label("rokugan.prompt")
        self.prompt_label.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.prompt_label)
        self.decision = QWidget()
        self.decision.setObjectName("rokugan.decision")
        self.decision_box = QVBoxLayout(self.decision)
        self.decision_box.setContentsMargins(0, 0, 0, 0)
        lay.addWidget(scroll_area(self.decision, 90, 190))
        hand_box = QGroupBox(tr("Behind your screen (drag a token onto the board)"))
        hb = QVBoxLayout(hand_box)
        self.hand = HandList()
        self.hand.itemClicked.connect(self._hand_clicked)
        self.hand.drag_started.connect(self._light)
        hb.addWidget(self.hand)
        lay.addWidget(hand_box)
        mine = QGroupBox(tr("Your cards"))
        mb = QVBoxLayout(mine)
        self.own = wrapped_label("rokugan.own", mb)
        lay.addWidget(mine)
        clans = QGroupBox(tr("Clans"))
        cb = QVBoxLayout(clans)
        self.clans = wrapped_label("rokugan.clans")
        self.clans.setTextFormat(Qt.TextFormat.RichText)
        self.clans.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        cb.addWidget(self.clans)
        lay.addWidget(clans, 1)
        return side

    # ------------------------------------------------------------------ shell hooks
    def side_tabs(self) -> list[tuple[str, QWidget]]:
        return [(tr("Resolution"), self.playback)]

    def seat_name(self, seat: int) -> str:
        """The seat's clan (public once the clans are dealt, even while the curtain hides every view),
        else its number from 1."""
        clan = self.clans_by_seat.get(seat)
        if clan is None:
            # which clan sits where is public: read from the seat's own observation, nothing else of
            # it (a joined seat holds no state: it knows the clans from the views it was sent)
            state = getattr(self.session, "state", None)
            if state is not None and 0 <= seat < state.num_players():
                clan = next((c.clan for c in state.observation(seat).clans if c.seat == seat), None)
        return self.clan_name(clan) if clan in self.prep.clans else tr("player {number}").format(number=seat + 1)

    def clan_name(self, clan: str | None) -> str:
        """A clan's name in the interface's language (its id where the content has no name)."""
        return self.clan_names.get(clan or "", clan or "")

    def reset(self) -> None:
        self.selected = None
        self.clans_by_seat = {}
        self.playback.clear()
        self.shown_traces = []

    def prompt(self, view: SeatView) -> str:
        obs = self._obs(view)  # the game as it stands, whatever step the board shows
        if obs is None:
            return ""
        if obs.prompt:
            return tr("round {round}, {phase}: {prompt}").format(
                round=obs.round, phase=phase_words(obs.phase), prompt=prompt_words(obs.prompt)
            )
        return tr("round {round}, {phase}").format(round=obs.round, phase=phase_words(obs.phase))

    def step_played(self, view: SeatView) -> None:
        # only public events are kept: a screen passed to the next player must not keep the last one's
        self.playback.add([e for e in view.new_events if e.visible_to is None], view.step, play=not view.replay)
        if self.playback.has_new():
            self.tab_requested.emit(self.playback)

    # ------------------------------------------------------------------ playback
    def traces(self, event: Event) -> list[Trace]:
        """A battle's attacks: a line from where each attacking token lies (the province on the
        other side of its border, or its own place) to the province fought for."""
        if event.kind != "battle":
            return []
        province = event.data.get("province")
        if not isinstance(province, str):
            return []
        seats = {clan: seat for seat, clan in self.clans_by_seat.items()}
        out = []
        for att in event.data.get("attackers", []):
            for tok in att.get("tokens", []):
                at = str(tok.get("at", ""))
                ends = at.split(">") if ">" in at else [at]
                frm = next((e for e in ends if e != province), at)
                out.append(Trace(ATTACK, frm, province, seats.get(att.get("clan"))))
        return out

    def _draw_traces(self) -> None:
        for item in self._trace_items:
            if item.scene() is not None:
                self.board.scene.removeItem(item)
        self._trace_items = []
        clans = self.clans_by_seat
        for t in self.shown_traces:
            a, b = self._place_point(t.frm), self._place_point(t.to)
            if a is None or b is None:
                continue
            colour = QColor(self.colours.get(clans.get(t.seat, "") if t.seat is not None else "", "#d03020"))
            # darker than the clan's own provinces, and wide: the map is drawn in large units
            self._trace_items += attack_line(
                self.board.scene, (a.x(), a.y()), (b.x(), b.y()), colour.darker(160), scale=2.5
            )

    def _place_point(self, name: str) -> QPointF | None:
        """Where a place (a border, a sea) or a province (its centre) is drawn on the board."""
        b = self.board.board
        idx = b.loc_by_name.get(name)
        if idx is None and name in b.provinces:
            idx = b.centre[b.provinces.index(name)]
        if idx is None:
            return None
        x, y = b.locations[idx].point
        return QPointF(x, y)

    # ------------------------------------------------------------------ showing a view
    def _obs(self, view: SeatView | None = None) -> RKObservation | None:
        """The observation of ``view``, by default of the view drawn."""
        view = view if view is not None else self.view_
        obs = view.observation if view is not None else None
        return obs if isinstance(obs, RKObservation) else None

    def show_view(self, view: SeatView) -> None:
        self.view_ = view
        obs = self._obs()
        if obs is not None:
            self.clans_by_seat = {c.seat: c.clan for c in obs.clans}
        self.board.show(obs, self.colours)
        self._draw_traces()
        self._clear_decision()
        self.hand.clear()
        self.tracks.show_view(obs, self._honor(view), self.colours)
        if obs is None:
            self.prompt_label.setText("")
            self.own.setText("")
            self.clans.setText("")
            return
        self._show_hand(obs, view.legal)
        self._show_clans(obs)
        self._show_own(obs, view.public)
        self._show_marks(view.legal)
        self._show_decision(obs, view)
        self.playback.show_focus(self.board)

    def _honor(self, view: SeatView) -> dict[str, int]:
        """Each clan's honor as the board stands (engine query on the view's query state): flowers,
        face-up control tokens, regions and bonus tokens; the seat's own objective only for itself."""
        obs = self._obs()
        q = view.query_state
        if obs is None or q is None:
            return {}
        if obs.phase == "over":
            return {c.clan: c.honor for c in obs.clans if c.honor is not None}

        out = {}
        for c in obs.clans:
            parts = honor_breakdown(q, c.seat)  # type: ignore[arg-type]  # the Rokugan table's query state is an RKState
            if c.seat != view.seat or view.public:
                parts.pop("objective", None)  # another seat's objective is its secret, and on a public screen its own
            out[c.clan] = sum(parts.values())
        return out

    def _show_hand(self, obs: RKObservation, legal: list[Action]) -> None:
        me = next((c for c in obs.clans if c.seat == obs.viewer), None)
        if me is None:
            return
        placeable = {a.token for a in legal if isinstance(a, (A.Place, A.Bless))}
        colour = self.colours.get(me.clan, "#888888")
        for code in me.hand:
            item = QListWidgetItem(token_icon(colour, code), look.token_words(code))
            item.setData(Qt.ItemDataRole.UserRole, code)
            if code not in placeable:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsDragEnabled)
                item.setForeground(Qt.GlobalColor.darkGray)
            self.hand.addItem(item)
            if code == self.selected:
                item.setSelected(True)

    def _show_clans(self, obs: RKObservation) -> None:
        rows = []
        for c in obs.clans:
            colour = self.colours.get(c.clan, "#888888")
            flags = [
                f
                for f, on in (
                    (tr("first player", "clan's state"), c.clan == obs.first_player),
                    (tr("ronin", "clan's state"), c.ronin),
                    (tr("passed", "clan's state"), c.done),
                )
                if on
            ]
            cards = ", ".join(self.region_names.get(r, r) for r in c.card_regions) or tr("none")
            counts = tr(
                "{hand} behind the screen, {pool} in the pool, {discarded} discarded; {control} control tokens left; "
                "scouts {scouts}, shugenja {shugenja}; cards of {cards}"
            ).format(
                hand=c.hand_size,
                pool=c.pool,
                discarded=len(c.discard),
                control=c.control_supply,
                scouts=c.scouts,
                shugenja=c.shugenja,
                cards=cards,
            )
            rows.append(
                f'<span style="color:{colour}">■</span> <b>{self.seat_name(c.seat)}</b>'
                + (f" ({', '.join(flags)})" if flags else "")
                + f"<br>&nbsp;&nbsp;{counts}"
            )
        self.clans.setText("<br>".join(rows))

    def _show_own(self, obs: RKObservation, public: bool) -> None:
        me = next((c for c in obs.clans if c.seat == obs.viewer), None)
        if me is None:
            self.own.setText("")
            return
        if public:
            self.own.setText(tr("Hidden while others may be looking: press Show my secrets to see them"))
            return
        lines = []
        if me.objective:
            o = self.prep.objectives.get(me.objective)
            if o is not None:
                lines.append(tr("Objective: {name} (%n honor)", None, o.honor).format(name=content_text(o.name)))
            else:
                lines.append(tr("Objective: {name}").format(name=me.objective))
        for rv in obs.regions:
            if rv.holder == me.clan and rv.card not in (None, "?"):
                tc = self.prep.territory.get(rv.card or "")
                lines.append(f"{content_text(tc.name) if tc else rv.card}: {content_text(tc.text) if tc else ''}")
        for clan, codes in obs.spied:
            lines.append(
                tr("You saw {clan}'s hand: {tokens}").format(
                    clan=self.clan_name(clan), tokens=", ".join(look.token_words(c) for c in codes)
                )
            )
        self.own.setText("\n".join(lines) or tr("no objective or territory card yet"))

    def _show_marks(self, legal: list[Action]) -> None:
        claims = [a.province for a in legal if isinstance(a, A.Claim)]
        if claims:
            self.board.mark_provinces(claims)
        provinces = set(self.prep.board.provinces)
        chosen = [a.option for a in legal if isinstance(a, A.Choose) and a.option in provinces]
        if chosen:
            self.board.mark_provinces(chosen)
        if self.selected is not None:
            places = sorted({a.at for a in legal if isinstance(a, A.Place) and a.token == self.selected})
            if not places:
                self.selected = None
            self.board.mark_places(places)

    def _clear_decision(self) -> None:
        self._buttons = {}
        clear_layout(self.decision_box)

    def _show_decision(self, obs: RKObservation, view: SeatView) -> None:
        legal = view.legal
        if view.outcome is not None:
            scores = "; ".join(
                tr("{clan} %n honor", None, c.honor or 0).format(clan=self.clan_name(c.clan)) for c in obs.clans
            )
            self.prompt_label.setText(tr("The game is over. {scores}").format(scores=scores))
            return
        if not legal:
            who = obs.to_move or ""
            self.prompt_label.setText(waiting_words(self.clan_name(who), view.replay) if who else "")
            return
        provinces = self.prep.board.provinces
        hints: list[tuple[HintFor, str]] = [
            (A.Place, tr("drag a token from behind your screen to a green place (or click it, then a place)")),
            (A.Claim, tr("click a highlighted province to claim it")),
            (
                lambda a: isinstance(a, A.Choose) and a.option in provinces,
                tr("click a highlighted province to choose it"),
            ),
        ]
        text = f"<b>{phase_words(obs.phase)}</b>" + (f": {prompt_words(obs.prompt)}" if obs.prompt else "")
        self.prompt_label.setText(hinted_prompt(text, legal, hints))
        for a in legal:
            if isinstance(a, BOARD_ACTIONS):
                continue
            b = QPushButton(self._action_text(a).replace("&", "&&"))
            b.setObjectName("rokugan.act." + a.to_str().replace(" ", "_"))
            b.clicked.connect(lambda _c=False, act=a: self.request(act))
            self.decision_box.addWidget(b)
            keep_elided(b)  # a long objective's name in a narrow panel: elided, whole in the tooltip
            b.show()
            self._buttons[a.to_str()] = b

    def _action_text(self, a: Action) -> str:
        if isinstance(a, A.KeepObjective):
            o = self.prep.objectives.get(a.objective)
            if o is None:
                return tr("Keep {objective}").format(objective=a.objective)
            return tr("Keep the objective {name} (%n honor)", None, o.honor).format(name=content_text(o.name))
        if isinstance(a, A.PlayCard):
            tc = self.prep.territory.get(a.card)
            if tc is None:
                return tr("Play the {card}").format(card=field_label(a.card))
            return tr("Play {card}: {text}").format(card=content_text(tc.name), text=content_text(tc.text))
        if isinstance(a, A.Bless):
            obs = self._obs()
            mine = obs.clans[obs.viewer].clan if obs is not None else None
            owner = next((t.clan for t in obs.tokens if t.serial == a.on), mine) if obs is not None else mine
            if owner != mine:  # placement checked at the reveal lets a blessing go on another clan's token
                return tr("Bless {clan}'s token #{serial} with {token}").format(
                    clan=self.clan_name(owner), serial=a.on, token=look.token_words(a.token)
                )
            return tr("Bless your token #{serial} with {token}").format(serial=a.on, token=look.token_words(a.token))
        if isinstance(a, A.ReturnToken):
            return tr("Return {token} to your pool").format(token=look.token_words(a.token))
        if isinstance(a, A.Pass):
            return tr("Pass")
        if isinstance(a, A.Choose):
            option = self.board.names.get(a.option) or field_label(a.option)
            return tr("Choose {option}").format(option=option)
        return a.to_str()

    def decision_buttons(self) -> dict[str, QPushButton]:
        """The decision's buttons by the notation of their action (tests read them)."""
        return dict(self._buttons)

    # ------------------------------------------------------------------ acting
    def legal(self) -> list[Action]:
        return self.view_.legal if self.view_ is not None else []

    def request(self, action: Action) -> bool:
        self.selected = None
        return self.play(action)

    def _hand_clicked(self, item: QListWidgetItem) -> None:
        self._hand_clicked_code(str(item.data(Qt.ItemDataRole.UserRole)))

    def _hand_clicked_code(self, code: str) -> None:
        places = sorted({a.at for a in self.legal() if isinstance(a, A.Place) and a.token == code})
        if not places:
            self.message.emit(tr("{token} cannot be placed now").format(token=look.token_words(code)))
            return
        self.selected = code
        if self.view_ is not None:
            self.show_view(self.view_)
        self.message.emit(
            tr("{token}: %n place(s) (green); click one or drag the token there", None, len(places)).format(
                token=look.token_words(code)
            )
        )

    def _light(self, code: str) -> None:
        """A token is taken up (a drag starts): light the places the engine allows for it."""
        if code != self.selected and any(isinstance(a, A.Place) and a.token == code for a in self.legal()):
            self._hand_clicked_code(code)

    def drop_refusal(self, token: str, pos: QPointF) -> tuple[str | None, str]:
        """The place nearest ``pos`` and why ``token`` may not go there, in the engine's words."""
        if not self.legal():
            return None, tr("wait: it is not your turn")
        places = [loc.name for loc in self.prep.board.locations]
        where = self.board.nearest(pos, places)
        if where is None:
            return None, tr("drop it on a place of the board: a province's centre, a border or a coast")
        q = self.view_.query_state if self.view_ is not None else None
        reason = q.illegal_reason(A.Place(token, where)) if q is not None else None
        name = " > ".join(self.board.name(part.lstrip("~")) for part in where.split(">"))
        return where, f"{name}: {reason}" if reason else tr("drop it on a green place")

    def drop_target(self, token: str, pos: QPointF) -> str | None:
        """The legal place for ``token`` nearest to a drop at ``pos``, or ``None``."""
        places = sorted({a.at for a in self.legal() if isinstance(a, A.Place) and a.token == token})
        return self.board.nearest(pos, places)

    def dropped(self, token: str, pos: QPointF) -> bool:
        where = self.drop_target(token, pos)
        if where is None:
            bless = self._bless_at(token, pos)
            if bless is not None:
                return self.request(bless)
            _where, reason = self.drop_refusal(token, pos)
            self.message.emit(tr("not allowed: {reason}").format(reason=reason))
            return False
        return self.request(A.Place(token, where))

    def _bless_at(self, token: str, pos: QPointF) -> A.Bless | None:
        serial = self.board.token_at(pos)
        if serial is None:
            return None
        action = A.Bless(token, int(serial[1:]))
        return action if action in self.legal() else None

    def clicked(self, pos: QPointF, province: str | None) -> None:
        legal = self.legal()
        if not legal:
            over = self.view_ is not None and self.view_.outcome is not None
            self.message.emit(tr("the game is over") if over else tr("wait: it is not your turn"))
            return
        if self.selected is not None:
            places = sorted({a.at for a in legal if isinstance(a, A.Place) and a.token == self.selected})
            where = self.board.nearest(pos, places, reach=18.0)
            if where is not None:
                self.request(A.Place(self.selected, where))
                return
        serial = self.board.token_at(pos)
        if serial is not None and A.Choose(serial) in legal:
            self.request(A.Choose(serial))
            return
        if province is not None:
            for a in (A.Claim(province), A.Choose(province)):
                if a in legal:
                    self.request(a)
                    return
        if province:
            self.message.emit(tr("nothing to do there: {province}").format(province=self.board.name(province)))
        else:
            self.message.emit(tr("nothing to do there"))

    def _focus_battle(self, province: str) -> None:
        if self.view_ is not None:
            self.show_view(self.view_)
