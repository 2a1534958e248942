"""The game state of Neuroshima Hex: HQ placement, turns, instants, battles and the end game.

Turn flow (rules/002 §2): players place their HQs, then take turns. A turn starts by drawing
(1 on the game's first turn, 2 on the second, then up to 3); with a full hand the player must
discard one first; then he uses, keeps or discards tiles. A battle starts when a Battle tile is
played or the main field fills up, and ends the turn. When someone draws the last tile of his
stack, Battle tiles are over, every other player takes one more turn, and the final battle
decides the game (a tie gives everyone one more turn and another battle).

Effects that may need a player's choice (battles, push, sniper, air strike, grenade) are pure
functions re-run with the choices made so far (see :mod:`engine.games.neuroshima.decisions`);
while one waits for a choice, ``current_player()`` is the player who must choose.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Any

from engine.core.game import TERMINAL, Action, Event, Outcome, State
from engine.core.hexgrid import Hex
from engine.games.neuroshima import instants as ins
from engine.games.neuroshima import legal
from engine.games.neuroshima.actions import (
    Discard,
    EndTurn,
    Mobility,
    Place,
    PlaceHq,
    Redraw,
    TransportMove,
    UseAirStrike,
    UseBattle,
    UseGrenade,
    UseMove,
    UsePush,
    UseSniper,
)
from engine.games.neuroshima.analysis import Analysis, analyze, mobility_view
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.config import GameConfig
from engine.games.neuroshima.decisions import Decision, NeedDecision, RecordedChooser
from engine.games.neuroshima.explain import make_event
from engine.games.neuroshima.flow import HQ_PLACEMENT, NO_END, OVER, PENDING, TURN, TurnFlow
from engine.games.neuroshima.observation import NeuroshimaObservation, board_tiles, decision_view
from engine.games.neuroshima.position import Position

STAGE_NAMES = ("hq_placement", "turn", "choice", "over")


@dataclass
class Pending:
    """An effect waiting for a player's choice; re-run from ``self.pos`` with ``choices``."""

    kind: str
    args: tuple[int, ...]
    choices: list[Action]
    decision: Decision
    then: str
    reason: str = ""


class NeuroshimaState(TurnFlow, State):
    def __init__(self, game: Any, cfg: GameConfig, seed: int, *, record_rng: bool = True) -> None:
        super().__init__(game, seed, record_rng=record_rng)
        self.cfg = cfg
        n = cfg.n
        self.pos = Position.empty(cfg.board, cfg.catalog, cfg.seats, cfg.hq_hp, points_mode=cfg.points_mode)
        self.decks: list[list[int]] = []
        for s, army in enumerate(cfg.seats.armies):
            deck = cfg.catalog.army_deck(army)
            for c in cfg.deck_top[s]:
                deck.remove(c)
            # NH rules: the 34 tiles other than the HQ are shuffled face down (rules/002 §2.1)
            self.rng.shuffle(deck, f"shuffle the deck of player {s + 1}")
            deck.extend(reversed(cfg.deck_top[s]))  # the end of the list is the top of the stack
            self.decks.append(deck)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.out_of_play: list[list[int]] = [[] for _ in range(n)]
        self.stage = HQ_PLACEMENT
        self.hq_next = 0
        self.turn_pos = -1
        self.seat = cfg.hq_order[0]
        self.turns_started = 0
        self.must_discard = False
        self.acted = False
        self.uses = 0
        self.mobility_used: dict[int, int] = {}
        self.transport_used: dict[int, int] = {}
        self.last_draw_by = -1
        self.end_stage = NO_END
        self.waiting: list[int] = []
        self.eliminated = [False] * n
        self.pending: Pending | None = None
        self.result: Outcome | None = None
        self.battles = 0
        self.forced_discard_done = False
        self.record_events = True
        self._an: Analysis | None = None
        self._mv: tuple[tuple[int], tuple[list[bool], bool] | None] | None = None
        self._ev: list[Event] = []

    # ================================================================== contract

    def num_players(self) -> int:
        return self.cfg.n

    def current_player(self) -> int:
        if self.stage == OVER:
            return TERMINAL
        if self.stage == PENDING:
            assert self.pending is not None
            return self.pending.decision.player
        if self.stage == HQ_PLACEMENT:
            return self.cfg.hq_order[self.hq_next]
        return self.seat

    def is_terminal(self) -> bool:
        return self.stage == OVER

    def outcome(self) -> Outcome | None:
        return self.result if self.stage == OVER else None

    def analysis(self) -> Analysis:
        """Nets and bonuses on the current board (cached until the board changes)."""
        if self._an is None:
            self._an = analyze(self.pos, self.cfg.rules)
        return self._an

    def mobility_view(self) -> tuple[list[bool], bool] | None:
        """Nets and Recon Centre for the seat to move, cheaper than :meth:`analysis` (cached)."""
        if self._an is not None:
            return self._an.netted, bool(self._an.recon[self.seat])
        key = (self.seat,)
        if self._mv is None or self._mv[0] != key:
            self._mv = (key, mobility_view(self.pos, self.seat))
        return self._mv[1]

    def netted(self) -> list[bool]:
        """Which hexes are netted now (cached until the board changes)."""
        view = self.mobility_view()
        return view[0] if view is not None else self.analysis().netted

    def _changed(self) -> None:
        self._an = None
        self._mv = None

    # ------------------------------------------------------------------ legal actions

    def legal_actions(self) -> list[Action]:
        if self.stage == OVER:
            return []
        if self.stage == PENDING:
            assert self.pending is not None
            return list(self.pending.decision.options)
        if self.stage == HQ_PLACEMENT:
            table = self.cfg.hq_actions()
            return [table[h] for h, c in enumerate(self.pos.tile) if c < 0]
        return self._turn_actions()

    def _turn_actions(self) -> list[Action]:
        return legal.turn_actions(self)

    def _can_use(self) -> bool:
        return legal.can_use(self)

    def _can_redraw(self) -> bool:
        return legal.can_redraw(self)

    def _move_options(self, transport: bool) -> list[tuple[int, int, int]]:
        return legal.move_options(self, transport)

    def legal_actions_at(self, hx: Hex) -> list[Action]:
        """The legal actions that involve hex ``hx``: placing on it, moving from or to it, pushing,
        shooting or healing there (what the player view offers when a hex is clicked)."""
        return [a for a in self.legal_actions() if any(v == hx for v in vars(a).values())]

    # ------------------------------------------------------------------ legality with reasons

    def illegal_reason(self, action: Action) -> str | None:
        if self.stage == OVER:
            return "the game is over"
        if self.stage == PENDING:
            assert self.pending is not None
            d = self.pending.decision
            return None if action in d.options else f"waiting for player {d.player + 1}: {d.prompt}"
        if self.stage == HQ_PLACEMENT:
            if not isinstance(action, PlaceHq):
                return f"player {self.current_player() + 1} must place the HQ first"
            h = self.pos.board.find(action.hex)
            if h < 0:
                return f"hex {action.hex} is not on the board"
            return None if self.pos.tile[h] < 0 else f"hex {action.hex} is taken"
        reason = legal.turn_reason(self, action)
        if reason is not None:
            return reason
        return None if action in self._turn_actions() else "not allowed now"

    # ================================================================== applying actions

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        self._ev = ev
        if self.stage == PENDING:
            assert self.pending is not None
            p = self.pending
            self._run(p.kind, p.args, [*p.choices, action], p.then, p.reason)
        elif self.stage == HQ_PLACEMENT:
            assert isinstance(action, PlaceHq)
            self._place_hq(action)
        else:
            self._turn_action(action)
        self._auto_end()
        return ev

    def _event(self, kind: str, data: dict[str, Any], text: str | None = None) -> None:
        if self.record_events:
            self._ev.append(make_event(kind, data, text))

    def _name(self, code: int) -> str:
        return self.cfg.catalog.types[code].name

    def _place_hq(self, action: PlaceHq) -> None:
        seat = self.cfg.hq_order[self.hq_next]
        h = self.pos.board.index[action.hex]
        army = self.cfg.seats.armies[seat]
        self.pos.put(h, self.cfg.catalog.hq_code[army], seat, 0)
        self._changed()
        if self.record_events:
            self._event(
                "hq", {"player": seat + 1, "hex": str(action.hex)}, f"player {seat + 1} places the HQ on {action.hex}"
            )
        self.hq_next += 1
        if self.hq_next == len(self.cfg.hq_order):
            self.stage = TURN
            self._next_turn()

    def _take_from_hand(self, tid: str) -> int:
        hand = self.hands[self.seat]
        code = self.cfg.catalog.by_id[tid]
        hand.remove(code)
        return code

    def _turn_action(self, action: Action) -> None:
        seat = self.seat
        pos = self.pos
        idx = pos.board.index
        if isinstance(action, Discard):
            code = self._take_from_hand(action.tile)
            self.discards[seat].append(code)
            if self.must_discard:
                self.must_discard = False
                self.forced_discard_done = True
            else:
                self.acted = True
            if self.record_events:
                self._event(
                    "discard",
                    {"player": seat + 1, "tile": action.tile},
                    f"player {seat + 1} discards {self._name(code)}",
                )
            return
        if isinstance(action, Redraw):
            self._redraw()
            return
        if isinstance(action, EndTurn):
            if self.record_events:
                self._event("end_turn", {"player": seat + 1}, f"player {seat + 1} ends the turn")
            self._end_turn()
            return
        self.acted = True
        if isinstance(action, Place):
            code = self._take_from_hand(action.tile)
            self.uses += 1
            was_full = pos.main_full()
            h = idx[action.hex]
            pos.put(h, code, seat, action.rot)
            self._changed()
            if self.record_events:
                self._event(
                    "place",
                    {"player": seat + 1, "tile": action.tile, "hex": str(action.hex), "rot": action.rot},
                    f"player {seat + 1} places {self._name(code)} on {action.hex} facing {action.rot}",
                )
            self._check_full(was_full)
            return
        if isinstance(action, (Mobility, TransportMove)):
            transport = isinstance(action, TransportMove)
            src, dst = idx[action.src], idx[action.dst]
            used = self.transport_used if transport else self.mobility_used
            u = pos.uid[src]
            used[u] = used.get(u, 0) + 1
            was_full = pos.main_full()
            name = self._name(pos.tile[src])
            pos.move(src, dst, action.rot)
            self._changed()
            how = "with the Transport" if transport else "(mobility)"
            if self.record_events:
                self._event(
                    "move",
                    {"player": seat + 1, "from": str(action.src), "to": str(action.dst), "rot": action.rot},
                    f"player {seat + 1} moves {name} {how} from {action.src} to {action.dst} facing {action.rot}",
                )
            self._check_full(was_full)
            return
        # instants: shown, counted as played, discarded (rules/002 §2.3)
        tid = getattr(action, "tile", "")
        code = self._take_from_hand(tid)
        self.discards[seat].append(code)
        self.uses += 1
        if isinstance(action, UseBattle):
            if self.record_events:
                self._event("use", {"player": seat + 1, "tile": tid}, f"player {seat + 1} plays Battle")
            self._battle("a Battle tile", "end_turn")
        elif isinstance(action, UseMove):
            src, dst = idx[action.src], idx[action.dst]
            was_full = pos.main_full()
            name = self._name(pos.tile[src])
            pos.move(src, dst, action.rot)
            self._changed()
            if self.record_events:
                self._event(
                    "use",
                    {
                        "player": seat + 1,
                        "tile": tid,
                        "from": str(action.src),
                        "to": str(action.dst),
                        "rot": action.rot,
                    },
                    f"player {seat + 1} plays Move: {name} from {action.src} to {action.dst} facing {action.rot}",
                )
            self._check_full(was_full)
        elif isinstance(action, UsePush):
            self._run("push", (idx[action.pusher], idx[action.target]), [], "turn")
        elif isinstance(action, UseSniper):
            self._run("sniper", (idx[action.target],), [], "turn")
        elif isinstance(action, UseAirStrike):
            self._run("air_strike", (idx[action.target],), [], "turn")
        elif isinstance(action, UseGrenade):
            self._run("grenade", (idx[action.target],), [], "turn")

    def _check_full(self, was_full: bool) -> None:
        # NH rules: the main field filling up starts a battle at once; the turn ends after it (§2.3, E47)
        if not was_full and self.pos.main_full():
            self._battle("the main field is full", "end_turn")

    # ------------------------------------------------------------------ effects

    def _battle(self, reason: str, then: str) -> None:
        self._run("battle", (), [], then, reason)

    def _run(self, kind: str, args: tuple[int, ...], choices: list[Action], then: str, reason: str = "") -> None:
        rules = self.cfg.rules
        chooser = RecordedChooser(choices)
        seat = self.seat
        explain = self.record_events
        was_full = self.pos.main_full()
        try:
            if kind == "battle":
                new_pos, events = resolve_battle(self.pos, rules, chooser=chooser, explain=explain, reason=reason)
            elif kind == "push":
                new_pos, events = ins.resolve_push(self.pos, rules, seat, args[0], args[1], chooser, explain)
            elif kind == "sniper":
                new_pos, events = ins.resolve_sniper(self.pos, rules, seat, args[0], chooser, explain)
            elif kind == "air_strike":
                new_pos, events = ins.resolve_air_strike(self.pos, rules, seat, args[0], chooser, explain)
            else:
                new_pos, events = ins.resolve_grenade(self.pos, rules, seat, args[0], chooser, explain)
        except NeedDecision as need:
            self.pending = Pending(kind, args, choices, need.decision, then, reason)
            self.stage = PENDING
            return
        self.pending = None
        self.stage = TURN
        for owner, code in new_pos.removed:
            self.discards[owner].append(code)
        new_pos.removed = []
        self.pos = new_pos
        self._changed()
        if explain:
            self._ev.extend(events)
        if kind == "battle":
            self.battles += 1
            self._after_battle(then)
        elif kind == "push":
            # a push from the extra ring onto the main field may fill it (sniper, air strike and grenade only
            # ever empty hexes)
            self._check_full(was_full)

    # ================================================================== views

    def key(self) -> Any:
        p = self.pending
        return (
            self.stage,
            self.pos.key(),
            tuple(tuple(d) for d in self.decks),
            tuple(tuple(h) for h in self.hands),
            tuple(tuple(d) for d in self.discards),
            tuple(tuple(d) for d in self.out_of_play),
            self.hq_next,
            self.turn_pos,
            self.seat,
            self.turns_started,
            self.must_discard,
            self.forced_discard_done,
            self.acted,
            self.uses,
            tuple(sorted(self.mobility_used.items())),
            tuple(sorted(self.transport_used.items())),
            self.last_draw_by,
            self.end_stage,
            tuple(self.waiting),
            tuple(self.eliminated),
            None if p is None else (p.kind, p.args, tuple(p.choices), p.then, p.reason),
            None if self.result is None else self.result.to_data().__repr__(),
        )

    def observation(self, player: int) -> NeuroshimaObservation:
        """Everything is public except the order of the stacks: drawn tiles lie face up (rules/002 §2.3)."""
        types = self.cfg.catalog.types
        pos = self.pos
        p = self.pending
        return NeuroshimaObservation(
            viewer=player,
            stage=STAGE_NAMES[self.stage],
            to_move=self.current_player() if self.stage != OVER else None,
            turn=self.turns_started,
            tiles=board_tiles(pos),
            hq_hp=tuple(pos.hq_hp),
            points=tuple(pos.points),
            hands=tuple(tuple(sorted(types[c].id for c in hand)) for hand in self.hands),
            deck_sizes=tuple(len(d) for d in self.decks),
            discards=tuple(tuple(sorted(types[c].id for c in d)) for d in self.discards),
            out_of_play=tuple(tuple(sorted(types[c].id for c in d)) for d in self.out_of_play),
            must_discard=self.must_discard,
            last_tile_drawn_by=self.last_draw_by if self.last_draw_by >= 0 else None,
            eliminated=tuple(self.eliminated),
            decision=decision_view(p.decision if p is not None else None),
        )

    def revealed_since(self, before: State) -> bool:
        """Whether play since ``before`` drew a tile (or used the RNG): see :mod:`.reveal`."""
        from engine.games.neuroshima.reveal import drew_since

        if super().revealed_since(before):
            return True
        return isinstance(before, NeuroshimaState) and drew_since(self.decks, before.decks)

    def resample_hidden(self, viewer: int, seed: int) -> NeuroshimaState:
        """The stacks are shuffled again: their contents are known to everyone, their order to no one."""
        other = self.clone()
        rnd = random.Random(seed)
        for d in other.decks:
            rnd.shuffle(d)
        return other

    def clone(self) -> NeuroshimaState:
        other = NeuroshimaState.__new__(NeuroshimaState)
        other.__dict__.update(self.__dict__)
        other.rng = self.rng.clone()
        other.history = self.history[:]
        other.events = self.events[:]
        other.pos = self.pos.copy()
        other.decks = [d[:] for d in self.decks]
        other.hands = [h[:] for h in self.hands]
        other.discards = [d[:] for d in self.discards]
        other.out_of_play = [d[:] for d in self.out_of_play]
        other.mobility_used = dict(self.mobility_used)
        other.transport_used = dict(self.transport_used)
        other.waiting = self.waiting[:]
        other.eliminated = self.eliminated[:]
        if self.pending is not None:
            p = self.pending
            other.pending = Pending(p.kind, p.args, p.choices[:], p.decision, p.then, p.reason)
        return other

    # ------------------------------------------------------------------ helpers for tools and tests

    def tile_count(self, seat: int) -> dict[str, int]:
        """Where a player's 35 tiles are (deck, hand, board, discard, out of play, HQ not placed yet)."""
        aside = self.stage == HQ_PLACEMENT and self.cfg.hq_order.index(seat) >= self.hq_next
        return {
            "hq_aside": int(aside),
            "deck": len(self.decks[seat]),
            "hand": len(self.hands[seat]),
            "board": len(self.pos.tiles_of(seat)),
            "discard": len(self.discards[seat]),
            "out_of_play": len(self.out_of_play[seat]),
        }
