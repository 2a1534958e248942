"""The Samurai Sword table in the player shell: the seats around the table, the hand of the seat
at the screen at the bottom, the decision's buttons between them.

Play a card by clicking it in your hand, then a highlighted player (weapons show the difficulty
to every player; the players they reach are outlined in red), a card in front of a player
(Geisha), or the Play button (cards that name nobody; a double click plays them too). Answers
off-turn — a parry, a card discarded against Battle Cry or Jujutsu, Bushido — are a click on a
highlighted card or on a button. What may be chosen comes from the seat's legal actions; the
difficulty and the engine's reasons for a refusal are asked of the view's query state (in which
everything hidden from the seat is redrawn); everything drawn comes from the observation."""

from __future__ import annotations

import dataclasses
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.close_button import add_close_button
from editor.form_parts import clear_layout
from editor.games.samurai_sword.faces import (
    CardFace,
    CharacterFace,
    kind_label,
    rules_card_faces,
    rules_character_faces,
)
from editor.games.samurai_sword.hand_view import HandView
from editor.games.samurai_sword.play_text import (
    TEAM_OF_ROLE,
    action_label,
    card_name,
    prompt_text,
    role_label,
    seat_label,
    situation,
    team_name,
)
from editor.games.samurai_sword.table_canvas import TableCanvas, TablePicture
from editor.i18n import content_text, tr
from editor.player.playback import ATTACK, PlaybackStep, StepPlayback, Trace
from editor.player.session import PlaySession
from editor.player.shell import SeatView, Table
from editor.widgets import wrapped_label
from engine.content.library import ContentLibrary
from engine.core.game import Action, Event
from engine.games.samurai_sword import actions as A
from engine.games.samurai_sword.characters import CharacterSet
from engine.games.samurai_sword.deck import SwordDeck
from engine.games.samurai_sword.observation import SamuraiSwordObservation
from engine.games.samurai_sword.runtime import Rules
from engine.games.samurai_sword.setup import SetupDoc
from engine.games.samurai_sword.state import SSState
from engine.games.samurai_sword.turn import attack_targets

#: actions made by clicking a card and then a player
TARGETED = (A.Attack, A.PlayOn, A.Geisha)
#: answers given by clicking a card of the hand
CARD_ANSWERS = (A.Parry, A.Discard)
#: public events kept for the line over the table
CAPTION_LINES = 2


def card_of(action: Action) -> str | None:
    """The card of the hand an action plays, if any."""
    card = getattr(action, "card", None) or getattr(action, "weapon", None)
    return card if isinstance(card, str) else None


class _Words:
    """The deck's and the character set's own texts and names in the interface's language (public
    content), by id."""

    def __init__(self) -> None:
        self.card_texts: dict[str, str] = {}
        self.character_texts: dict[str, str] = {}
        self.card_names: dict[str, str] = {}
        self.character_names: dict[str, str] = {}


def _texts(content: ContentLibrary, rules: Rules) -> _Words:
    """The deck's and the character set's own texts and names (public content), by id."""
    doc = content.get("samurai_sword/setup", rules.setup.setup)
    deck_id = rules.setup.deck or (doc.deck if isinstance(doc, SetupDoc) else "core")
    chars_id = rules.setup.characters or (doc.characters if isinstance(doc, SetupDoc) else "core")
    deck = content.get("samurai_sword/deck", deck_id)
    chars = content.get("samurai_sword/characters", chars_id)
    words = _Words()
    if isinstance(deck, SwordDeck):
        words.card_texts = {c.id: c.text for c in deck.cards if c.text}
        words.card_names = {c.id: content_text(c.name) for c in deck.cards}
    if isinstance(chars, CharacterSet):
        words.character_texts = {c.id: c.text for c in chars.characters if c.text}
        words.character_names = {c.id: content_text(c.name) for c in chars.characters}
    return words


class SSTable(Table):
    #: the hand on screen changed: whose it is (-1 for none) and its cards
    hand_shown = Signal(int, list)

    def __init__(self, session: PlaySession) -> None:
        super().__init__(session.setup, session.prepared)
        self.setObjectName("ss.table")
        self.content = session.content
        self.rules: Rules | None = None
        self.faces: dict[str, CardFace] = {}
        self.characters: dict[str, CharacterFace] = {}
        if isinstance(session.prepared, Rules):
            self._use_rules(session.prepared)
        self.view_: SeatView | None = None
        self.selected: str | None = None
        self.caption: list[str] = []
        #: the character of each seat, as the last observation showed (public)
        self.seat_characters: dict[int, str] = {}
        self._buttons: dict[str, QPushButton] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(4)
        self.me = wrapped_label("ss.me")
        self.me.setStyleSheet("font-size: 14px; padding: 2px 4px;")
        lay.addWidget(self.me)
        self.canvas = TableCanvas()
        self.canvas.seat_clicked.connect(self.seat_clicked)
        self.canvas.chip_clicked.connect(self.chip_clicked)
        lay.addWidget(self.canvas, 1)
        bar = QWidget()
        bar.setFixedHeight(38)  # buttons coming and going must not move the table
        row = QHBoxLayout(bar)
        row.setContentsMargins(4, 0, 0, 0)
        self.prompt_label = wrapped_label("ss.prompt")
        self.prompt_label.setStyleSheet("font-size: 13px;")
        row.addWidget(self.prompt_label, 1)
        self.decision = QHBoxLayout()
        row.addLayout(self.decision)
        lay.addWidget(bar)
        self.hand = HandView()
        self.hand.card_clicked.connect(self.card_clicked)
        self.hand.card_double_clicked.connect(self.card_double_clicked)
        lay.addWidget(self.hand)
        self.deck_list = QDialog(self)
        self.deck_list.setObjectName("ss.deck_list")
        self.deck_list.setWindowTitle(tr("The cards of the deck"))
        self.deck_list.resize(420, 560)
        self.cards_list = QListWidget()
        self.cards_list.setObjectName("ss.cards")
        self.cards_list.setWordWrap(True)
        deck_layout = QVBoxLayout(self.deck_list)
        deck_layout.addWidget(self.cards_list)
        add_close_button(self.deck_list, deck_layout)
        self.deck_button = QPushButton(tr("Deck list"))
        self.deck_button.setObjectName("ss.deck_list.show")
        self.deck_button.setToolTip(tr("Every card of the deck this game is played with: copies, numbers, texts"))
        self.deck_button.clicked.connect(self.deck_list.show)
        self._fill_cards_list()
        self.hand.cancelled.connect(self.deselect)
        self.canvas.cancelled.connect(self.deselect)
        #: the public steps of the game, each shown on the table as it stood then
        self.playback = StepPlayback("ss.playback")
        self.playback.play_button.setToolTip(tr("Play the turns step by step"))
        self.playback.board = self

    def _use_rules(self, rules: Rules) -> None:
        words = _texts(self.content, rules)
        self.rules = rules
        self.faces = rules_card_faces(rules, words.card_texts, words.card_names)
        self.characters = rules_character_faces(rules, words.character_texts, words.character_names)

    def _fill_cards_list(self) -> None:
        """The deck's cards with their counts and texts: public content, for reference."""
        self.cards_list.clear()
        rules = self.rules
        if rules is None:
            return
        counts = {ident: rules.deck.count(i) for i, ident in enumerate(rules.card_ids)}
        for ident, face in self.faces.items():
            if face.kind == "weapon":
                about = tr("{kind}, difficulty {difficulty}, damage {damage}").format(
                    kind=kind_label(face.kind), difficulty=face.difficulty, damage=face.damage
                )
            else:
                about = kind_label(face.kind)
            item = QListWidgetItem(f"{face.name} ×{counts.get(ident, 0)} ({about})\n{face.text}".strip())
            self.cards_list.addItem(item)

    def controls(self) -> list[QWidget]:
        return [self.deck_button]

    # ------------------------------------------------------------------ naming
    def seat_name(self, seat: int) -> str:
        return seat_label(seat, self._character_names())

    def _character_names(self) -> dict[int, str]:
        out = {}
        for seat, ident in self.seat_characters.items():
            face = self.characters.get(ident)
            out[seat] = face.name if face is not None else ident
        return out

    def _obs(self, view: SeatView | None = None) -> SamuraiSwordObservation | None:
        """The observation of ``view``, by default of the view drawn."""
        view = view if view is not None else self.view_
        obs = view.observation if view is not None else None
        return obs if isinstance(obs, SamuraiSwordObservation) else None

    def legal(self) -> list[Action]:
        return self.view_.legal if self.view_ is not None else []

    def reset(self) -> None:
        self.selected = None
        self.caption = []
        self.playback.clear()
        self.shown_traces = []

    def side_tabs(self) -> list[tuple[str, QWidget]]:
        return [(tr("Turns"), self.playback)]

    def traces(self, event: Event) -> list[Trace]:
        """An attack: a line from the attacker's seat to the target's."""
        d = event.data or {}
        player, target = d.get("player"), d.get("target")
        if event.kind == "attack" and isinstance(player, int) and isinstance(target, int):
            return [Trace(ATTACK, str(player), str(target), player)]
        return []

    def say(self, text: str) -> None:
        self.message.emit(text)

    # ------------------------------------------------------------------ showing the view
    def show_view(self, view: SeatView) -> None:
        self.view_ = view
        q = view.query_state
        if isinstance(q, SSState) and q.rules is not self.rules:
            self._use_rules(q.rules)  # a loaded game may be played with other cards
            self._fill_cards_list()
        obs = self._obs()
        self._clear_decision()
        if obs is None:
            self.selected = None
            self.canvas.show_picture(None)
            self.hand.show_hand([], self.faces, set(), None, tr("the hand is hidden while the screen passes"))
            self.me.setText("")
            self.prompt_label.setText("")
            self.hand_shown.emit(-1, [])
            return
        self.seat_characters = {sv.seat: sv.character for sv in obs.seats}
        legal = view.legal
        usable = {c for a in legal if (c := card_of(a)) is not None}
        if self.selected not in usable or obs.phase != "play":
            self.selected = None
        targets, notes, chips = self._targets(obs, legal)
        self.canvas.show_picture(
            TablePicture(
                obs,
                self.faces,
                self.characters,
                targets,
                frozenset(chips),
                tuple(self.caption),
                notes,
                tuple(self.shown_traces),
            )
        )
        if view.public:
            # everyone may be watching (a playback before the screen is passed): no hand, no secret role
            self.hand.show_hand([], self.faces, set(), None, tr("the hands stay hidden while everyone watches"))
            self.hand_shown.emit(-1, [])
            self.me.setText(tr("<b>Everyone may watch</b> — what every player knows, no hand or secret role"))
        else:
            self.hand.show_hand(list(obs.hand), self.faces, usable, self.selected)
            self.hand_shown.emit(obs.viewer, list(obs.hand))
            self._show_me(obs)
        self._show_decision(obs, view)

    def _show_me(self, obs: SamuraiSwordObservation) -> None:
        names = self._character_names()
        team = TEAM_OF_ROLE.get(obs.role)
        me = tr("<b>You are {seat}</b> — {role}").format(
            seat=seat_label(obs.viewer, names), role=role_label(obs.role, obs.stars)
        )
        if team:
            me += " " + tr("(team: {team})").format(team=team_name(team))
        self.me.setText(me + " · " + tr("your hand: %n card(s)", None, len(obs.hand)))

    def _targets(
        self, obs: SamuraiSwordObservation, legal: list[Action]
    ) -> tuple[dict[int, str], dict[int, str], set[tuple[int, str]]]:
        """The seats (with their badges) and cards in play the chosen card may be aimed at, and
        grey notes on the other seats (a weapon's difficulty out of reach)."""
        targets: dict[int, str] = {}
        notes: dict[int, str] = {}
        chips: set[tuple[int, str]] = set()
        card = self.selected
        if card is None:
            return targets, notes, chips
        face = self.faces.get(card)
        difficulty: dict[int, int] = {}
        q = self.view_.query_state if self.view_ is not None else None
        if face is not None and face.kind == "weapon" and isinstance(q, SSState):
            difficulty = dict(attack_targets(q, obs.viewer))
        for a in legal:
            if isinstance(a, A.Attack) and a.weapon == card:
                d = difficulty.get(a.target)
                targets[a.target] = tr("difficulty {value}").format(value=d) if d is not None else tr("in reach")
            elif isinstance(a, A.PlayOn) and a.card == card:
                targets[a.target] = tr("choose")
            elif isinstance(a, A.Geisha) and a.card == card:
                if a.pick == "hand":
                    targets[a.target] = tr("hand")
                else:
                    chips.add((a.target, a.pick))
                    targets.setdefault(a.target, tr("a card in play"))
        if face is not None and face.kind == "weapon":
            for seat in range(obs.players):
                if seat == obs.viewer or seat in targets:
                    continue
                sv = obs.seats[seat]
                d = difficulty.get(seat)
                if sv.harmless:
                    notes[seat] = tr("Harmless")
                else:
                    notes[seat] = tr("difficulty {value}").format(value=d) if d is not None else ""
        return targets, notes, chips

    def prompt(self, view: SeatView) -> str:
        obs = self._obs(view)  # the game as it stands, whatever step the board shows
        if obs is None or not view.legal:
            return ""
        return situation(obs, self.faces, self._character_names(), self._hand_limit())

    def _hand_limit(self) -> int | None:
        return self.rules.hand_limit if self.rules is not None else None

    def step_played(self, view: SeatView) -> None:
        # only what everybody saw: the line stays on screen when the screen passes to another seat
        public = [e for e in view.new_events if e.visible_to is None]
        self.caption = (self.caption + [e.text for e in public])[-CAPTION_LINES:]
        # another seat's step is played back at the chosen speed; the seat's own is shown at once
        others = view.actor is not None and view.actor != view.seat and not view.replay
        self.playback.add_steps([PlaybackStep(e.text, e.kind == "turn", view.step, e) for e in public], play=others)
        if not others and self.playback.steps:
            self.playback.show(len(self.playback.steps) - 1)

    # ------------------------------------------------------------------ the decision
    def _clear_decision(self) -> None:
        self._buttons = {}
        clear_layout(self.decision)

    def _show_decision(self, obs: SamuraiSwordObservation, view: SeatView) -> None:
        names = self._character_names()
        # a view everyone watches speaks to nobody ("attacks you" would name the seat asked next)
        said = dataclasses.replace(obs, viewer=-1) if view.public else obs
        text = situation(said, self.faces, names, self._hand_limit())
        if view.outcome is not None:
            text = tr("The game is over: every role is revealed. Restart, or save the game to replay it.")
        elif not view.legal:
            text = f"{text}" if obs.actor != obs.viewer else text
        elif obs.phase == "play" and self.selected is not None:
            text = self._selected_hint(obs, view.legal)
        self.prompt_label.setText(text)
        for a in view.legal:
            if isinstance(a, TARGETED):
                continue
            if isinstance(a, A.Play) and a.card != self.selected:
                continue
            b = QPushButton(action_label(a, self.faces, names).replace("&", "&&"))
            b.setObjectName("ss.act." + a.to_str().replace(" ", "_"))
            if isinstance(a, A.EndTurn):
                b.setShortcut("E")
                b.setToolTip(tr("End the Play phase (E)"))
            elif isinstance(a, A.TakeWound):
                b.setShortcut("W")
                b.setToolTip(tr("Take the wounds instead of answering (W)"))
            b.clicked.connect(lambda _c=False, act=a: self.request(act))
            self.decision.addWidget(b)
            b.show()
            self._buttons[a.to_str()] = b

    def _selected_hint(self, obs: SamuraiSwordObservation, legal: list[Action]) -> str:
        card = self.selected
        name = card_name(card or "", self.faces)
        aimed = [a for a in legal if isinstance(a, TARGETED) and card_of(a) == card]
        if aimed and any(isinstance(a, A.Geisha) for a in aimed):
            return tr(
                "{card}: click a highlighted player (a random card of the hand) or a red-outlined card in front"
            ).format(card=name)
        if aimed:
            return tr("{card}: click a player outlined in red (Esc: choose another card)").format(card=name)
        return tr("{card}: press Play (or double-click the card)").format(card=name)

    def decision_buttons(self) -> dict[str, QPushButton]:
        """The decision's buttons by the notation of their action."""
        return dict(self._buttons)

    # ------------------------------------------------------------------ acting
    def request(self, action: Action) -> bool:
        selected, self.selected = self.selected, None
        ok = self.play(action)
        if not ok:
            self.selected = selected
        return ok

    def deselect(self) -> None:
        if self.selected is not None and self.view_ is not None:
            self.selected = None
            self.show_view(self.view_)

    def _not_now(self) -> str:
        over = self.view_ is not None and self.view_.outcome is not None
        return tr("the game is over") if over else tr("wait: it is not your decision")

    def card_clicked(self, card: str) -> None:
        legal = self.legal()
        obs = self._obs()
        if not legal or obs is None:
            self.say(self._not_now())
            return
        name = card_name(card, self.faces)
        if obs.phase != "play":
            answer = next((a for a in legal if isinstance(a, CARD_ANSWERS) and a.card == card), None)
            if answer is not None:
                self.request(answer)
            else:
                self.say(
                    tr("not allowed: {card} does not answer this — {prompt}").format(
                        card=name, prompt=prompt_text(obs, self.faces, self._hand_limit())
                    )
                )
            return
        if not any(card_of(a) == card for a in legal):
            self.say(tr("not allowed: {reason}").format(reason=self._card_refusal(card, obs)))
            return
        self.selected = None if self.selected == card else card
        if self.view_ is not None:
            self.show_view(self.view_)
        if self.selected is not None:
            self.say(self._selected_hint(obs, legal))

    def card_double_clicked(self, card: str) -> None:
        obs = self._obs()
        # answers are played by the first click; a double click must not answer twice
        if obs is None or obs.phase != "play":
            return
        play = next((a for a in self.legal() if isinstance(a, A.Play) and a.card == card), None)
        if play is not None:
            self.request(play)

    def _card_refusal(self, card: str, obs: SamuraiSwordObservation) -> str:
        """The engine's reason a card of the hand cannot be played now."""
        q = self.view_.query_state if self.view_ is not None else None
        face = self.faces.get(card)
        name = card_name(card, self.faces)
        if not isinstance(q, SSState):
            return tr("{card} cannot be played now").format(card=name)
        if face is not None and face.kind == "weapon":
            others = [s for s in range(obs.players) if s != obs.viewer]
            reasons = [q.illegal_reason(A.Attack(card, s)) for s in others]
            limit = next((r for r in reasons if r is not None and r.id == "sw-refuse-weapon-limit"), None)
            if limit is not None:
                return str(limit)
            why = "; ".join(str(r) for r in reasons if r)
            return tr("{card} reaches nobody: {reasons}").format(card=name, reasons=why)
        if face is not None and face.effect == "parry":
            return tr("{card} is played off-turn, when a weapon is aimed at you (L146-148)").format(card=name)
        reason = q.illegal_reason(A.Play(card))
        return str(reason) if reason else tr("{card} cannot be played now").format(card=name)

    def seat_clicked(self, seat: int) -> None:
        legal = self.legal()
        obs = self._obs()
        if obs is None:
            return
        card = self.selected
        if card is None:
            sv = obs.seats[seat]
            face = self.characters.get(sv.character)
            about = f"{seat_label(seat, self._character_names())}: {face.text if face else sv.character}"
            self.say(about if legal else f"{about} — {self._not_now()}")
            return
        aimed = [a for a in legal if isinstance(a, TARGETED) and card_of(a) == card and a.target == seat]
        hand = next((a for a in aimed if not isinstance(a, A.Geisha) or a.pick == "hand"), None)
        if hand is None and len(aimed) == 1:
            hand = aimed[0]
        if hand is not None:
            self.request(hand)
            return
        if aimed:
            self.say(tr("choose which of their cards in play Geisha discards: click it"))
            return
        self.say(tr("not allowed: {reason}").format(reason=self._seat_refusal(card, seat)))

    def _seat_refusal(self, card: str, seat: int) -> str:
        q = self.view_.query_state if self.view_ is not None else None
        face = self.faces.get(card)
        name = card_name(card, self.faces)
        if not isinstance(q, SSState) or face is None:
            return tr("{card} cannot be aimed there").format(card=name)
        action: Any = A.Attack(card, seat) if face.kind == "weapon" else A.PlayOn(card, seat)
        reason = q.illegal_reason(action)
        return str(reason) if reason else tr("{card} cannot be aimed there").format(card=name)

    def chip_clicked(self, seat: int, card: str) -> None:
        chosen = self.selected
        action = A.Geisha(chosen, seat, card) if chosen is not None else None
        if action is not None and action in self.legal():
            self.request(action)
            return
        self.seat_clicked(seat)
