"""The game state of Neuroshima Hex: HQ placement, the stacks, hands and discard piles, turns and
the end game. The board, the tiles' actions (placements, instants, moves), battles and choices
inside effects are its base's (:mod:`engine.games.neuroshima.base_state`), shared with the etude.

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
from typing import Any

from engine.core.cards import canonical_shuffle
from engine.core.game import TERMINAL, Action, Event, Game, Outcome, State
from engine.core.message import Message
from engine.games.neuroshima.actions import Discard, EndTurn, Mobility, PlaceHq, Redraw, TransportMove
from engine.games.neuroshima.config import GameConfig
from engine.games.neuroshima.flow import HQ_PLACEMENT, NO_END, OVER, PENDING, TURN, TurnFlow
from engine.games.neuroshima.legal import TurnLegality
from engine.games.neuroshima.observation import NeuroshimaObservation, board_tiles, decision_view
from engine.games.neuroshima.position import Position
from engine.games.neuroshima.reveal import drew_since

STAGE_NAMES = ("hq_placement", "turn", "choice", "over")


class NeuroshimaState(TurnFlow, TurnLegality):
    """A game of Neuroshima Hex: the board, instants and battles of
    :class:`~engine.games.neuroshima.base_state.NeuroshimaBaseState`, the turns and end game of
    :class:`~engine.games.neuroshima.flow.TurnFlow`, the turn's legality of
    :class:`~engine.games.neuroshima.legal.TurnLegality`, and the stacks, discard piles and HQ placement."""

    def __init__(self, game: Game, cfg: GameConfig, seed: int, *, record_rng: bool = True) -> None:
        n = cfg.n
        pos = Position.empty(cfg.board, cfg.catalog, cfg.seats, cfg.hq_hp, points_mode=cfg.points_mode)
        super().__init__(game, cfg, pos, [[] for _ in range(n)], cfg.hq_order[0], seed, record_rng=record_rng)
        self.decks: list[list[int]] = []
        for s, army in enumerate(cfg.seats.armies):
            deck = cfg.catalog.army_deck(army)
            for c in cfg.deck_top[s]:
                deck.remove(c)
            # NH rules: the 34 tiles other than the HQ are shuffled face down (rules/002 §2.1)
            self.rng.shuffle(deck, f"shuffle the deck of player {s + 1}")
            deck.extend(reversed(cfg.deck_top[s]))  # the end of the list is the top of the stack
            self.decks.append(deck)
        self.discards: list[list[int]] = [[] for _ in range(n)]
        self.out_of_play: list[list[int]] = [[] for _ in range(n)]
        self.stage = HQ_PLACEMENT
        self.hq_next = 0
        self.turn_pos = -1
        self.turns_started = 0
        self.must_discard = False
        self.acted = False
        self.uses = 0
        self.last_draw_by = -1
        self.end_stage = NO_END
        self.waiting: list[int] = []
        self.eliminated = [False] * n
        self.result: Outcome | None = None
        self.battles = 0
        self.forced_discard_done = False

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

    # ------------------------------------------------------------------ legality with reasons

    def illegal_reason(self, action: Action) -> Message | None:
        if self.stage == OVER:
            return Message("refuse-game-over")
        if self.stage == PENDING:
            assert self.pending is not None
            d = self.pending.decision
            if action in d.options:
                return None
            return Message(
                "nh-refuse-waits", player=d.player + 1, what=Message("nh-decision-" + d.kind.replace("_", "-"))
            )
        if self.stage == HQ_PLACEMENT:
            if not isinstance(action, PlaceHq):
                return Message("nh-refuse-hq-first", player=self.current_player() + 1)
            h = self.pos.board.find(action.hex)
            if h < 0:
                return Message("nh-refuse-off-board", hex=str(action.hex))
            return None if self.pos.tile[h] < 0 else Message("nh-refuse-taken", hex=str(action.hex))
        reason = self._turn_reason(action)
        if reason is not None:
            return reason
        return None if action in self._turn_actions() else Message("nh-refuse-not-now")

    # ================================================================== applying actions

    def _apply(self, action: Action) -> list[Event]:
        ev: list[Event] = []
        self._ev = ev
        if self.stage == PENDING:
            assert self.pending is not None
            self._resume(action)
        elif self.stage == HQ_PLACEMENT:
            assert isinstance(action, PlaceHq)
            self._place_hq(action)
        else:
            self._turn_action(action)
        self._auto_end()
        return ev

    def _place_hq(self, action: PlaceHq) -> None:
        seat = self.cfg.hq_order[self.hq_next]
        h = self.pos.board.index[action.hex]
        army = self.cfg.seats.armies[seat]
        self.pos.put(h, self.cfg.catalog.hq_code[army], seat, 0)
        self._changed()
        if self.record_events:
            self._event("hq", {"player": seat + 1, "hex": str(action.hex)})
        self.hq_next += 1
        if self.hq_next == len(self.cfg.hq_order):
            self.stage = TURN
            self._next_turn()

    def _turn_action(self, action: Action) -> None:
        seat = self.seat
        if isinstance(action, Discard):
            code = self.cfg.catalog.by_id[action.tile]
            self.hands[seat].remove(code)
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
                    Message("nh-discard", player=seat + 1, tile=self._said(code)),
                )
            return
        if isinstance(action, Redraw):
            self._redraw()
            return
        if isinstance(action, EndTurn):
            if self.record_events:
                self._event("end_turn", {"player": seat + 1})
            self._end_turn()
            return
        self.acted = True
        if isinstance(action, (Mobility, TransportMove)):
            self._move_tile(action)
        else:
            self._play_tile(action)

    # ------------------------------------------------------------------ the game's side of playing tiles

    def _tile_used(self, code: int, instant: bool) -> None:
        self.uses += 1
        if instant:
            # NH rules: an instant is shown, counts as used and is discarded (rules/002 §2.3)
            self.discards[self.seat].append(code)

    def _battle_then(self) -> str:
        return "end_turn"  # NH rules: the player who started a battle ends his turn (rules/002 §2.3)

    def _effect_waits(self) -> None:
        self.stage = PENDING

    def _effect_done(self, removed: list[tuple[int, int]]) -> None:
        self.stage = TURN
        for owner, code in removed:
            self.discards[owner].append(code)

    def _battle_fought(self, events: list[Event]) -> None:
        self.battles += 1

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
            None if p is None else (p.kind, p.args, p.choices, p.then, p.reason),
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
        if super().revealed_since(before):
            return True
        return isinstance(before, NeuroshimaState) and drew_since(self.decks, before.decks)

    def resample_hidden(self, viewer: int, seed: int) -> NeuroshimaState:
        """The stacks are shuffled again: their contents are known to everyone, their order to no one."""
        other = self.clone()
        rnd = random.Random(seed)
        for d in other.decks:
            canonical_shuffle(rnd, d)
        return other

    def clone(self) -> NeuroshimaState:
        other = self._copy()
        other.rng = self.rng.clone()
        other.history = self.history[:]
        other.events = self.events[:]
        other.decks = [d[:] for d in self.decks]
        other.discards = [d[:] for d in self.discards]
        other.out_of_play = [d[:] for d in self.out_of_play]
        other.waiting = self.waiting[:]
        other.eliminated = self.eliminated[:]
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
