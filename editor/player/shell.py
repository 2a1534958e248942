"""The player shell: one set of session controls for every game.

The shell owns what every game's player needs — the status line, Undo and Redo (your own actions,
while they revealed nothing), Restart, Save and Load, the agents and the pace at which they move,
the hot-seat curtain, the log — and gives the game's :class:`Table` one :class:`SeatView` at a
time: the observation of the seat at the screen, the actions that seat may take, and a state to
ask engine queries of in which everything hidden from that seat is redrawn. A table therefore
cannot show another seat's secrets: it never receives them.

The curtain follows what the screen is about to show, whatever changed it (a hand-over, undo,
redo, restart, a loaded game, an agent's turn): before a seat's view is drawn, the shell asks
whether it holds anything hidden from a seat that may be looking; if so the curtain falls and
asks for that seat, else the view is drawn at once (public moves pass without a curtain). A turn
that needs nothing secret (a Battle for Rokugan claim: the game's ``public_observation``) is taken
on a public screen: the seat's public view, its choices and the public log, the same whatever the
seats that may be looking cannot see; its own secrets (hand, objective) wait behind "Show my
secrets", which passes the screen behind the curtain. So the round's public claims go from seat to
seat without a hand-over each. While
the curtain is down the table is covered, its controls disabled and its messages silenced; the
status line, the log and the side tabs stay in view and show public things only, so what was just
played in public (a round's resolution) can be watched before the screen is passed. When the game
has a view every seat may watch of the steps a playback shows (its ``spectator_observation``, which
no turn is taken on), the curtain that falls after a step is held back at the table's foot while
the board plays back, from the first, the steps since the screen was last passed (an agent's turn,
other seats' public actions) as every seat knew them; its button lets it fall whole. A screen every
seat may be watching asks its engine queries of a state where every seat's secrets are redrawn
(``resample_public``).

A game supplies only its table (drawing from the view, turning clicks and drags into actions by
emitting ``action_chosen``), optionally extra buttons and side tabs.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, TypeVar

import shiboken6
from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QAction, QKeySequence, QTextCursor
from PySide6.QtWidgets import (
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.folders import user_games_dir
from editor.i18n import content_title, tr
from editor.player.curtain import Curtain
from editor.player.jobs import start_job
from editor.player.playback import StepPlayback, Timeline, Trace
from editor.player.session import PlaySession, Step
from editor.widgets import push_button, wrapped_label
from editor.words import field_label, named
from engine.core.errors import IllegalActionError, WarbenchError
from engine.core.game import Action, Event, Observation, Outcome, State
from engine.core.log import BUNDLED, FOLDER, PACK, origin_words
from engine.core.message import Message


def origin_text(origin: str | None) -> str:
    """Where a content item came from, in words: bundled, a pack's name, a folder, an unsaved document."""
    words = origin_words(origin) if origin else None
    if words is None:
        return tr("made in the app")
    where, name = words
    if where == BUNDLED:
        return tr("bundled")
    if where == PACK:
        return tr("pack {name}").format(name=name)
    if where == FOLDER:
        return tr("folder {name}").format(name=name)
    return tr("unsaved {name}").format(name=name)


#: what a game prepares from its setup for a table (a ruleset, an etude, the clans' tokens)
PreparedT = TypeVar("PreparedT")

#: milliseconds between two agent moves, so the humans can follow them
AGENT_DELAY_MS = 250


@dataclass
class SeatView:
    """What the screen may show now.

    ``seat`` is the seat at the screen, or ``None`` while the hot-seat curtain is down (nothing of
    any seat's secrets may be shown then). ``observation`` is that seat's; ``legal`` the actions it
    may take now (empty unless it is a human seat's turn); ``query_state`` a state for engine
    queries (reach, line of sight, targets) in which everything hidden from the seat is redrawn —
    draw from the observation, never from it."""

    seat: int | None
    observation: Observation | None
    legal: list[Action]
    to_move: int
    outcome: Outcome | None
    query_state: State | None
    #: the seat to move is an agent (or the game is waiting for a worker): the table should not offer input
    waiting: bool = False
    #: events of the last step the seat may read (what just happened), for playback
    new_events: list[Event] = field(default_factory=list)
    #: who took the last step (with ``new_events``): another seat's step is worth playing back
    actor: int | None = None
    #: a replay of a game played before: nobody is to act now, so nothing may say that a seat is
    #: thinking or invite the user to play
    replay: bool = False
    #: the seat plays in public (other seats may be looking): ``observation`` is its public
    #: observation, without its own secrets, which "Show my secrets" brings behind the curtain
    public: bool = False
    #: how many of the game's actions had been played when the view was taken
    step: int | None = None


class Table(QWidget):
    """A game's table: draws a :class:`SeatView` and turns the user's input into actions.

    Subclasses implement :meth:`show_view`; they call :meth:`play` with the action the user
    chose and emit ``message(text)`` for the status bar. ``setup`` and ``prepared`` are the game's
    public content (the scenario, the armies, card texts), never state."""

    message = Signal(str)
    #: bring one of the table's side tabs to the front (a battle to watch)
    tab_requested = Signal(QWidget)

    def __init__(self, setup: Any, prepared: Any) -> None:
        super().__init__()
        self.setup = setup
        self.prepared = prepared
        self._player: Callable[[Action], bool] | None = None
        #: the view of the seat at the screen of the game after a number of its actions (``None``:
        #: as it stands), or ``None`` when no view may be shown now; set by whoever shows the table
        self.timeline: Callable[[int | None, Event | None], SeatView | None] | None = None
        #: the traces drawn over the board for the step a playback shows
        self.shown_traces: list[Trace] = []
        #: the earlier step a playback shows on the board (``after``, ``event``), ``None`` for the
        #: game as it stands: the board keeps showing it whatever is redrawn, until another is chosen
        self.shown_step: tuple[int, Event | None] | None = None
        #: the game's pieces' names by id (a unit, a leader): the log calls them so, not by id
        self.names: dict[str, str] = {}
        self._said: dict[str, str] = {}

    def prepared_as(self, kind: type[PreparedT]) -> PreparedT:
        """The game's prepared content, which the table's game makes a ``kind``."""
        if not isinstance(self.prepared, kind):
            raise TypeError(f"{type(self).__name__} plays a game prepared as {kind.__name__}, not {self.prepared!r}")
        return self.prepared

    def said(self, text: str) -> str:
        """An event's ``text`` as the log shows it: the pieces by their :attr:`names` (each text
        read once: the log is written again from the start after an undo or a restart)."""
        if not self.names:
            return text
        out = self._said.get(text)
        if out is None:
            if len(self._said) > 20000:
                self._said.clear()
            out = self._said[text] = named(text, self.names)
        return out

    def attach(self, player: Callable[[Action], bool]) -> None:
        """Called by the shell: where :meth:`play` sends actions."""
        self._player = player

    def play(self, action: Action) -> bool:
        """Ask the shell to play ``action``; ``False`` when it was refused (the reason is shown)."""
        return self._player(action) if self._player is not None else False

    def show_view(self, view: SeatView) -> None:
        """Draw ``view`` (called after every change)."""
        raise NotImplementedError

    def prompt(self, view: SeatView) -> str:
        """What the seat at the screen is asked to do, for the status line."""
        return ""

    def seat_name(self, seat: int) -> str:
        return tr("player {number}").format(number=seat + 1)

    def step_played(self, view: SeatView) -> None:
        """A step was played; ``view.new_events`` are its events the seat may read (a battle to
        play back). Called before :meth:`show_view`."""

    def traces(self, event: Event) -> list[Trace]:
        """The places ``event`` joins: a move's arrow, an attack's line (none by default)."""
        return []

    def show_step(self, after: int | None, event: Event | None, *, auto: bool = False) -> None:
        """Set the board to the game when ``event`` of its action number ``after`` had happened
        (``None``: as it stands), as the seat at the screen saw it, with ``event``'s traces (the
        game draws them in :meth:`show_view`). A playback going on by itself (``auto``) never
        takes the board from a seat whose turn it is: its traces are drawn on the game as it stands."""
        self.shown_traces = self.traces(event) if event is not None else []
        if self.timeline is None:
            return
        if auto and after is not None:
            live = self.timeline(None, None)
            if live is not None and live.legal:
                after = None
        self.shown_step = (after, event) if after is not None else None
        view = self.timeline(after, event)
        if view is not None:
            self.show_view(view)

    def back_to_present(self) -> None:
        """The board shows the game as it stands again and the playbacks pause (a seat takes the
        screen to play; it may step through them by hand)."""
        self.shown_step = None
        for _, w in self.side_tabs():
            if isinstance(w, StepPlayback):
                w.stop()

    def show_current(self, live: SeatView) -> None:
        """Draw ``live``, the view after a change — or, while a playback shows an earlier step,
        that step again as the seat at the screen sees it now."""
        past = self.timeline(*self.shown_step) if self.shown_step is not None and self.timeline is not None else None
        self.show_view(past if past is not None else live)

    def controls(self) -> list[QWidget]:
        """Extra buttons for the shell's bar (a hint, a game's own commands)."""
        return []

    def side_tabs(self) -> list[tuple[str, QWidget]]:
        """Tabs beside the log (a battle playback, a score sheet)."""
        return []

    def reset(self) -> None:
        """Another game starts in the shell (restart, load): drop any per-game memory."""


class PlayerShell(QWidget):
    status_message = Signal(str)
    #: a step (human or agent) was installed
    stepped = Signal(object)
    #: the game changed (a step, undo, redo, restart, another game loaded, saved): worth keeping
    game_changed = Signal()

    def __init__(
        self,
        session: PlaySession,
        table: Table,
        *,
        title: str = "",
        agent_delay_ms: int = AGENT_DELAY_MS,
        background: bool = False,
    ) -> None:
        super().__init__()
        self.setObjectName("play.view")
        self.session = session
        self.table = table
        self.title = title or session.game.name
        self.agent_delay_ms = agent_delay_ms
        #: play actions in a worker thread (games whose actions search, such as an etude's reply)
        self.background = background
        self.busy = False
        self.last_message = ""
        self._log_lines: list[str] = []
        self._query: tuple[State, int | None, State] | None = None
        #: the seats that may be looking at the screen: the one that lifted the curtain, and those
        #: whose view was shown since without a curtain because it held nothing hidden from them
        self.lookers: set[int] = set()
        #: the seat at the screen is shown its public view only (others may be looking)
        self.public = False
        #: the game's states after each action, for playback
        self.states = self._timeline()
        #: how many actions had been played when the screen was last passed (the curtain lifted):
        #: the steps since are played back in public before it is passed again
        self.handed_over_at = 0
        #: the last earlier view shown, with the state it was drawn from
        self._past: tuple[State, SeatView] | None = None
        outer = QVBoxLayout(self)
        self.status = QLabel()
        self.status.setObjectName("play.status")
        self.status.setWordWrap(True)  # a long prompt wraps instead of widening the window
        self.status.setTextFormat(Qt.TextFormat.RichText)
        self.status.setStyleSheet("font-size: 15px; padding: 2px;")
        outer.addWidget(self.status)
        #: which content the game is played with and where each piece came from
        self.content_line = wrapped_label("play.content")
        self.content_line.setStyleSheet("color: palette(mid);")
        outer.addWidget(self.content_line)
        bar = QHBoxLayout()
        self.undo_button = self._button(
            bar, "play.undo", tr("Undo"), tr("Take back your own last action (Ctrl+Z)"), self.undo
        )
        self.redo_button = self._button(
            bar, "play.redo", tr("Redo"), tr("Play again what you took back (Ctrl+Shift+Z)"), self.redo
        )
        # the keys answer even while the buttons are disabled: a refusal says why
        keys = (
            ("play.undo.key", QKeySequence.StandardKey.Undo, self.undo),
            ("play.redo.key", QKeySequence.StandardKey.Redo, self.redo),
        )
        for name, key, slot in keys:
            act = QAction(self)
            act.setObjectName(name)
            act.setShortcut(QKeySequence(key))
            act.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            act.triggered.connect(slot)
            self.addAction(act)
        self.restart_button = self._button(
            bar, "play.restart", tr("Restart"), tr("Start this game again"), self.restart
        )
        self._button(
            bar, "play.save", tr("Save game..."), tr("Save the game to replay or continue it"), self.save_dialog
        )
        self._button(bar, "play.load", tr("Load game..."), tr("Load a saved game of this game"), self.load_dialog)
        self.secrets_button = self._button(
            bar,
            "play.secrets",
            tr("Show my secrets"),
            tr("Pass the screen behind the curtain and show your hand and your secret cards"),
            self.show_secrets,
        )
        self.secrets_button.hide()
        bar.addSpacing(16)
        #: the game's own buttons (disabled while the curtain is down: they act for the seat at the screen)
        self.table_controls = table.controls()
        for w in self.table_controls:
            bar.addWidget(w)
        bar.addStretch(1)
        #: how far the agent to move has got with its search (shown while it thinks)
        self.thinking = QProgressBar()
        self.thinking.setObjectName("play.thinking")
        self.thinking.setFormat(tr("thinking… %p%"))
        self.thinking.setMaximumWidth(180)
        self.thinking.setToolTip(tr("The agent to move is searching; the game goes on when it has chosen"))
        self.thinking.hide()
        bar.addWidget(self.thinking)
        outer.addLayout(bar)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(table)
        self.side = QTabWidget()
        self.side.setObjectName("play.side")
        for name, w in table.side_tabs():
            self.side.addTab(w, name)
        self.log = QPlainTextEdit()
        self.log.setObjectName("play.log")
        self.log.setReadOnly(True)
        self.log.setMaximumBlockCount(5000)
        self.side.addTab(self.log, tr("Log"))
        split.addWidget(self.side)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 0)
        split.setSizes([900, 360])
        outer.addWidget(split, 1)
        # the curtain covers the table; the status line, the log and the side tabs stay in view:
        # they show public things only while it is down
        self.curtain = Curtain(table)
        self.curtain.lifted.connect(self._curtain_lifted)
        self.curtain.fell.connect(self._curtain_fell)
        self.agent_timer = QTimer(self)
        self.agent_timer.setSingleShot(True)
        self.agent_timer.timeout.connect(self._agent_step)
        table.attach(self.play)
        table.timeline = self.view_at
        table.message.connect(self._table_says)
        table.tab_requested.connect(self.side.setCurrentWidget)
        self._connect(session)
        self.refresh()

    def _timeline(self) -> Timeline:
        """The states of the session's game for playback, replayed from its first state (as it is
        now when no action was played yet, else the game's start)."""
        s = self.session
        first = s.state.clone() if not s.state.history else None
        return Timeline(lambda: first.clone() if first is not None else s.game.start(s.prepared, s.seed))

    def _button(self, bar: QHBoxLayout, name: str, text: str, tip: str, slot: Any) -> QPushButton:
        b = push_button(name, text, tip, slot)
        bar.addWidget(b)
        return b

    def _connect(self, session: PlaySession) -> None:
        session.changed.connect(self.refresh)
        self._show_content(session)
        session.changed.connect(self.game_changed)

    def _show_content(self, session: PlaySession) -> None:
        """Which content the game is played with, in words (the kind and the title), and where each
        piece came from; the ids are in the tooltip."""
        content = getattr(session, "content", None)

        def named(kind: str, ident: str) -> str:
            model = content.get(kind, ident) if content is not None else None
            title = content_title(model) if model is not None else ident
            return tr("{kind} “{title}”").format(kind=field_label(kind.split("/")[-1]), title=title)

        refs = session.content_refs
        items = [f"{named(r.kind, r.id)} ({origin_text(r.origin)})" for r in refs]
        self.content_line.setText(tr("Played with: {items}").format(items=", ".join(items)) if items else "")
        self.content_line.setToolTip(
            "\n".join(
                tr("{kind} {id}: {origin}").format(kind=r.kind, id=r.id, origin=origin_text(r.origin)) for r in refs
            )
        )

    # ------------------------------------------------------------------ the view of the seat at the screen
    def seat_view(self, new_events: list[Event] | None = None) -> SeatView:
        s = self.session
        st = s.state
        waiting = self.busy or s.agent_to_move()
        if self.curtain.is_held:
            # a playback watched in public: the game as every seat knows it, for nobody to act on
            held = self._public_step(None, None)
            if held is not None:
                held.new_events = list(new_events or [])
                return held
        if self.curtain.is_down:
            return SeatView(
                None,
                None,
                [],
                st.current_player(),
                st.outcome(),
                None,
                waiting,
                list(new_events or []),
                step=len(st.history),
            )
        seat = s.viewer()
        legal = [] if waiting or not s.human_to_move() else s.legal_actions()
        return SeatView(
            seat,
            st.public_observation(seat) if self.public else st.observation(seat),
            legal,
            st.current_player(),
            st.outcome(),
            self._query_state(None if self.public else seat),
            waiting,
            list(new_events or []),
            public=self.public,
            step=len(st.history),
        )

    def view_at(self, after: int | None, event: Event | None = None) -> SeatView | None:
        """The view of the seat at the screen of the game when ``event`` of its action number
        ``after`` had happened (after the whole action without ``event``), replayed by the engine;
        the view as it stands for ``None`` or the last action without ``event``; ``None`` while the
        curtain is down (no seat's view is shown then) and on a public screen when the step has no
        public view. While the curtain is held back for a public playback, an earlier step is drawn
        as every seat knew it then (the game's public view, laid out for the seat asked next)."""
        if self.curtain.is_down:
            return self._public_step(after, event) if self.curtain.is_held else None
        s = self.session
        history = s.state.history
        if after is None or after > len(history) or (after == len(history) and event is None):
            return self.seat_view()  # as it stands (an undone step is no longer in the game)
        st = self.states.state_at(history, after, event)
        if after >= len(history) and st is self.states.state_after(history, after):
            return self.seat_view()  # nothing happened since: the game as it stands, where play goes on
        seat = s.viewer()
        if (
            self._past is not None
            and self._past[0] is st
            and self._past[1].seat == seat
            and self._past[1].public == self.public
        ):
            return self._past[1]  # drawn again (a refresh): the same view
        if self.public:
            # others may be looking: an earlier step is drawn only as every seat knew it then,
            # its engine queries asked of a state where every seat's secrets are redrawn
            observation = st.spectator_observation(seat)
            if observation is None:
                return None
            query = st.resample_public(s.seed * 7919 + after)
        else:
            observation = st.observation(seat)
            query = st.resample_hidden(seat, s.seed * 7919 + after)
        view = SeatView(
            seat, observation, [], st.current_player(), None, query, True, replay=True, public=self.public, step=after
        )
        self._past = (st, view)
        return view

    def _public_step(self, after: int | None, event: Event | None) -> SeatView | None:
        """The view every seat may watch (the game's :meth:`State.spectator_observation`, laid out
        for the seat the screen goes to next) of the game when ``event`` of its action number
        ``after`` had happened, or as it stands (``None``, or the last action without ``event``);
        ``None`` when the game has none for it. Nobody is at the screen (``seat`` is ``None``) and
        nobody acts; the engine queries are asked of a state where every seat's secrets are
        redrawn (:meth:`State.resample_public`), so none can reach the screen."""
        s = self.session
        history = s.state.history
        if after is None or after > len(history) or (after == len(history) and event is None):
            st, after = s.state, len(history)
        else:
            st = self.states.state_at(history, after, event)
        observation = st.spectator_observation(self.curtain.player)
        if observation is None:
            return None
        query = self._query_state(None) if st is s.state else st.resample_public(s.seed * 7919 + after)
        return SeatView(
            None, observation, [], st.current_player(), None, query, True, replay=True, public=True, step=after
        )

    def _public_playback(self) -> tuple[StepPlayback, int] | None:
        """The table's playback holding steps played since the screen was last passed that the game
        has a public view of (to be watched by everyone before the screen is passed on), and the
        first of them; ``None`` when there are none."""
        if type(self.session.state).spectator_observation is State.spectator_observation:
            return None  # the game gives no view to watch: nothing to play back in public
        for _, w in self.table.side_tabs():
            if not isinstance(w, StepPlayback):
                continue
            since = [i for i, step in enumerate(w.steps) if step.after is not None and step.after > self.handed_over_at]
            if since and self._public_step(w.steps[since[0]].after, w.steps[since[0]].event) is not None:
                return w, since[0]
        return None

    def _play_back_history(self) -> None:
        """A loaded game: every step it had goes to the table's playback, public events or the
        seat at the screen's, to be stepped through."""
        s = self.session
        seat = None if self.curtain.is_down else s.viewer()
        # listed, not drawn: the board shows the game as it stands once they are all in
        timeline, self.table.timeline = self.table.timeline, None
        try:
            for k, (player, events) in enumerate(self.states.step_events(s.state.history), start=1):
                visible = [e for e in events if (e.visible(seat) if seat is not None else e.visible_to is None)]
                view = SeatView(seat, None, [], player, None, None, True, visible, player, replay=True, step=k)
                self.table.step_played(view)
        finally:
            self.table.timeline = timeline

    def _query_state(self, seat: int | None) -> State:
        """The state with everything hidden from ``seat`` redrawn; for ``None`` (a screen every seat
        may be watching) everything hidden from any seat (memoised per state and seat)."""
        st = self.session.state
        if self._query is None or self._query[0] is not st or self._query[1] != seat:
            seed = self.session.seed * 7919 + len(st.history)
            q = st.resample_public(seed) if seat is None else st.resample_hidden(seat, seed)
            self._query = (st, seat, q)
        return self._query[2]

    def refresh(self) -> None:
        if not shiboken6.isValid(self):
            return
        self._settle_curtain()
        view = self.seat_view()
        self.table.show_current(view)
        self._show_status(view)
        self._show_log(None if view.public else view.seat)
        self.secrets_button.setVisible(self.public and not self.curtain.is_down)
        s = self.session
        down = self.curtain.is_down
        self.undo_button.setEnabled(s.can_undo() and not self.busy and not down)
        refusal = None if down else s.undo_refusal(s.viewer(), self.table.seat_name)
        self.undo_button.setToolTip(
            tr("Take back your own last action (Ctrl+Z)") + (f"\n{refusal[:1].upper()}{refusal[1:]}" if refusal else "")
        )
        self.redo_button.setEnabled(s.can_redo() and not self.busy and not down)
        for w in self.table_controls:
            w.setEnabled(not down)
        self.restart_button.setEnabled(not self.busy)
        if s.agent_to_move() and not self.curtain.is_down and not self.busy:
            self.agent_timer.start(self.agent_delay_ms)

    def _show_status(self, view: SeatView) -> None:
        s = self.session
        out = view.outcome
        if out is not None:
            winners = ", ".join(self.table.seat_name(w) for w in sorted(out.winners)) or tr("nobody")
            self.status.setText(
                tr("<b>Game over</b> — winner: {winners}. {reason}").format(winners=winners, reason=out.reason)
            )
        elif self.curtain.is_down:
            self.status.setText(
                tr("{title}: waiting for {player}").format(
                    title=self.title, player=self.table.seat_name(self.curtain.player)
                )
            )
        elif self.busy:
            self.status.setText(tr("{title}: playing…").format(title=self.title))
        elif not s.human_to_move():
            p = s.to_move()
            self.status.setText(
                tr("{title}: {player} ({seat}) is playing…").format(
                    title=self.title, player=self.table.seat_name(p), seat=s.seat_name(p)
                )
            )
        else:
            prompt = self.table.prompt(view)
            who = self.table.seat_name(s.to_move())
            self.status.setText(
                tr("{title}: <b>{player}</b> to move").format(title=self.title, player=who)
                + (f" — {prompt}" if prompt else "")
            )

    def _show_log(self, seat: int | None) -> None:
        lines = [self.table.said(e.text) for e in self.session.visible_events(seat)]
        shown = self._log_lines
        if len(lines) >= len(shown) and lines[: len(shown)] == shown:
            new = lines[len(shown) :]  # the game went on: append
        else:
            self.log.clear()  # undo, restart, another seat or another game: write it again
            new = lines[-3000:]
        for line in new:
            self.log.appendPlainText(line)
        self._log_lines = lines
        if new:
            # to the last line once the wrapped lines are laid out (the scroll bar's maximum is
            # not final yet right after appending)
            self.log.moveCursor(QTextCursor.MoveOperation.End)
            self.log.ensureCursorVisible()

    # ------------------------------------------------------------------ playing
    def play(self, action: Action) -> bool:
        """Play a human action chosen at the table; an illegal one is refused with the engine's reason."""
        s = self.session
        if self.busy or self.curtain.is_down or not s.human_to_move():
            self.say(tr("wait: it is not your turn"))
            return False
        try:
            computed = s.compute(action) if not self.background else None
        except IllegalActionError as exc:
            self.say(tr("not allowed: {reason}").format(reason=exc.reason))
            return False
        if computed is None:
            reason = s.state.illegal_reason(action)
            if reason is not None:
                self.say(tr("not allowed: {reason}").format(reason=reason))
                return False
            self._run_in_background(lambda _progress: s.compute(action))
            return True
        self._install(computed)
        return True

    def play_from_elsewhere(self, seat: int, action: Action) -> Message | str | None:
        """Play ``seat``'s action chosen away from this screen (a remote seat's, checked by the
        host) as an agent's is played; why not, when it does not fit the game now (a message: the
        seat reads it in its own language)."""
        s = self.session
        if self.busy or s.state.is_terminal() or s.to_move() != seat:
            return Message("net-refused-moved-on")
        try:
            computed = s.compute(action)
        except IllegalActionError as exc:
            return exc.reason
        self._install(computed)
        return None

    def _install(self, computed: Any) -> None:
        step = self.session.commit(computed)
        self._after_step(step)

    def _after_step(self, step: Step) -> None:
        seat = None if self.curtain.is_down or self.public else self.session.viewer()
        visible = [e for e in step.events if (e.visible(seat) if seat is not None else e.visible_to is None)]
        view = self.seat_view(visible)
        view.actor = step.player
        self.table.shown_step = None  # the game moved on: the board with it, unless the step is played back
        self.table.step_played(view)
        self._hold_curtain_for_playback()
        self.stepped.emit(step)
        self.refresh()

    def _hold_curtain_for_playback(self) -> None:
        """The curtain that fell after a step is held back while the table plays back, from the
        first, the steps since the screen was last passed (an agent's turn, other seats' public
        actions), when the game has a view of them every seat may watch: everyone watches the
        board, then the screen is passed (the curtain's button lets it fall whole)."""
        if not self.curtain.is_down or self.curtain.is_held:
            return
        found = self._public_playback()
        if found is not None:
            playback, first = found
            seat = self.curtain.player
            self.curtain.hold(seat, self.table.seat_name(seat))
            self.side.setCurrentWidget(playback)
            playback.show(first, auto=True)
            playback.play(auto=True)

    def _run_in_background(self, work: Any, *, thinking: bool = False) -> None:
        """Run ``work(progress)`` in a worker; with ``thinking``, the bar shows an agent's search."""
        self.busy = True
        self.refresh()
        job = start_job(work, on_done=self._background_done, on_failed=self._background_failed, owner=self)
        if thinking:
            self.thinking.setRange(0, 0)  # busy until the search reports its budget
            self.thinking.show()
            job.progress.connect(self._thinking_progress)
            job.cancelled.connect(self._background_cancelled)

    def _thinking_progress(self, done: int, total: int, _text: str) -> None:
        if not shiboken6.isValid(self):
            return
        self.thinking.setRange(0, max(total, 1))
        self.thinking.setValue(min(done, total))

    def _background_cancelled(self) -> None:
        if not shiboken6.isValid(self):
            return
        self.busy = False
        self.thinking.hide()

    def _background_done(self, computed: Any) -> None:
        if not shiboken6.isValid(self):
            return
        self.busy = False
        self.thinking.hide()
        try:
            self._install(computed)
        except IllegalActionError as exc:
            self.say(tr("not allowed: {reason}").format(reason=exc.reason))
            self.refresh()

    def _background_failed(self, message: str) -> None:
        if not shiboken6.isValid(self):
            return
        self.busy = False
        self.thinking.hide()
        self.say(tr("not allowed: {reason}").format(reason=message.splitlines()[0]))
        self.refresh()

    def _agent_step(self) -> None:
        s = self.session
        if self.curtain.is_down or self.busy or not s.agent_to_move():
            return
        if s.agent_thinks():
            # a searching agent thinks in a worker, the bar showing how far it got
            self._run_in_background(lambda progress: s.compute(s.agent_choice(progress)), thinking=True)
            return
        if self.background:
            self._run_in_background(lambda _progress: s.compute(s.agent_choice()))
            return
        self._install(s.compute(s.agent_choice()))

    def say(self, text: str) -> None:
        self.last_message = text
        self.status_message.emit(text)

    # ------------------------------------------------------------------ curtain, undo, restart
    def _settle_curtain(self) -> None:
        """Before the screen is drawn: drop the curtain when the view it is about to show holds
        anything hidden from a seat that may be looking (hot seat only). A seat whose turn can be
        taken in public (its public observation and its choices are the same whatever the lookers
        cannot see: a claim) is shown that public view instead, its secrets behind "Show my
        secrets"."""
        s = self.session
        if self.curtain.is_down:
            return
        seat = s.viewer()
        if not s.hot_seat:
            self.lookers = {seat}
            self.public = False
            return
        if not s.is_human(seat):
            return  # no human has taken the screen yet: nothing private is shown (seat_view)
        others = self.lookers - {seat}
        if seat in self.lookers and not others and not self.public:
            return
        if self.lookers and self._nothing_hidden_from(seat, others):
            self.public = False
            self.lookers.add(seat)  # a public move: the screen goes on without a curtain
            return
        if self.lookers and self._public_turn(seat, others):
            self.public = True
            self.lookers.add(seat)
            return
        self._drop_curtain(seat)

    def _nothing_hidden_from(self, seat: int, others: set[int]) -> bool:
        """Whether ``seat``'s view shows nothing any of ``others`` may not see: its observation is
        the same whatever is hidden from them (redrawn a few times) and its log has no line they
        may not read."""
        st = self.session.state
        if any(e.visible_to is not None and seat in e.visible_to and not others <= e.visible_to for e in st.events):
            return False
        return self._same_when_redrawn(lambda state: state.observation(seat), others)

    def _public_turn(self, seat: int, others: set[int]) -> bool:
        """Whether ``seat`` may take its turn on a public screen: the game draws a public view of
        it, and that view and the seat's choices are the same whatever is hidden from ``others``."""
        st = self.session.state
        if st.public_observation(seat) is None:
            return False
        if not others:
            return True
        return self._same_when_redrawn(lambda state: (state.public_observation(seat), state.legal_actions()), others)

    def _same_when_redrawn(self, look: Callable[[State], object], others: set[int]) -> bool:
        """Whether ``look`` gives the same on states where what each of ``others`` cannot see is
        redrawn (a few times each)."""
        st = self.session.state
        mine = look(st)
        for other in sorted(others):
            for k in range(3):
                redrawn = st.resample_hidden(other, self.session.seed * 104_729 + len(st.history) * 7 + k)
                if look(redrawn) != mine:
                    return False
        return True

    def show_secrets(self) -> None:
        """The seat at a public screen asks for its own view: the screen is passed behind the curtain."""
        if self.public and not self.curtain.is_down:
            self._drop_curtain(self.session.viewer())
            self.refresh()

    def _drop_curtain(self, seat: int) -> None:
        self.agent_timer.stop()
        self.curtain.drop(seat, self.table.seat_name(seat))
        # the last seat's messages (what it selected or hovered) go with it
        self.say(tr("Pass the screen to {player}").format(player=self.table.seat_name(seat)))

    def _curtain_fell(self) -> None:
        """The public playback was watched and the curtain fell whole: nothing stays drawn behind it."""
        self.table.back_to_present()
        self.refresh()

    def _curtain_lifted(self, seat: int) -> None:
        self.lookers = {seat}
        self.public = False
        self.handed_over_at = len(self.session.state.history)
        self.table.back_to_present()  # the seat came to play: the game as it stands
        self.say("")
        self.refresh()

    def _table_says(self, text: str) -> None:
        """A message of the table (what is selected, where a drag would go): about the seat at
        the screen, so never shown while the curtain is down."""
        if not self.curtain.is_down:
            self.say(text)

    def undo(self) -> None:
        """Take back the last action of the seat at the screen; anything else is refused with the reason."""
        if self.busy:
            return
        s = self.session
        if self.curtain.is_down:
            reason: str | None = tr("the screen is being passed to {player}").format(
                player=self.table.seat_name(self.curtain.player)
            )
        else:
            reason = s.undo_refusal(s.viewer(), self.table.seat_name)
        if reason is not None:
            self.say(
                tr("only your own last actions can be taken back, while they revealed nothing — {reason}").format(
                    reason=reason
                )
            )
            return
        s.undo()
        self.say(tr("took back your last action"))

    def redo(self) -> None:
        """Play again the action the seat at the screen took back."""
        if self.busy or self.curtain.is_down:
            return
        if self.session.redo():
            self.say(tr("played your action again"))
        else:
            self.say(tr("nothing of yours to play again"))

    def restart(self) -> None:
        if self.busy:
            return
        self.table.reset()
        self.table.shown_step = None
        self._log_lines = []
        self.log.clear()
        self.session.restart()
        self.states = self._timeline()
        self.handed_over_at = 0

    # ------------------------------------------------------------------ files
    def save_to(self, path: str) -> None:
        self.session.save(path)
        self.game_changed.emit()
        self.say(tr("saved the game to {path}").format(path=path))

    def load_from(self, path: str) -> bool:
        try:
            session = PlaySession.load(path, self.session.content, game_id=self.session.game.id)
        except (WarbenchError, OSError, KeyError, ValueError, TypeError) as exc:
            self.say(tr("cannot load {path}: {reason}").format(path=path, reason=exc))
            return False
        self.set_session(session)
        self.say(tr("loaded {path}").format(path=path))
        return True

    def set_session(self, session: PlaySession) -> None:
        self.agent_timer.stop()
        self.session.changed.disconnect(self.refresh)
        self.session.changed.disconnect(self.game_changed)
        if session.seats != self.session.seats:
            self.lookers = set()  # other seats: whoever takes the screen first is asked for
        self.session = session
        self.states = self._timeline()
        self.handed_over_at = len(session.state.history)  # a loaded game's steps are not played back
        self._connect(session)
        self.table.reset()
        self.table.shown_step = None
        self._log_lines = []
        self.log.clear()
        self.refresh()
        self._play_back_history()
        self.refresh()
        self.game_changed.emit()

    def save_dialog(self) -> bool:
        """Ask where to save the game (in the user's games folder) and save it; ``False`` when cancelled."""
        stamp = datetime.now().strftime("%Y-%m-%d-%H%M")
        suggested = user_games_dir() / f"{self.session.game.id}-{stamp}.yaml"
        path, _ = QFileDialog.getSaveFileName(self, tr("Save game"), str(suggested), tr("Game logs (*.yaml)"))
        if not path:
            return False
        self.save_to(path)
        return True

    def load_dialog(self) -> None:
        path, _ = QFileDialog.getOpenFileName(self, tr("Load game"), str(user_games_dir()), tr("Game logs (*.yaml)"))
        if path:
            self.load_from(path)
