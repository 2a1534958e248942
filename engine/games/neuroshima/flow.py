"""The turn flow of Neuroshima Hex: drawing, the order of turns, the end of the game.

NH rules (rules/002 §2): a turn starts by drawing (1 on the game's first turn, 2 on the second,
then up to 3); with a full hand the player discards one first. When someone draws the last tile of
his stack, Battle tiles are over, every other player takes one more turn, then the final battle;
tied HQs give everyone one more turn and another battle, then a draw.
"""

from __future__ import annotations

from engine.core.game import Outcome
from engine.core.message import Message
from engine.games.neuroshima.base_state import NeuroshimaBaseState
from engine.games.neuroshima.config import GameConfig
from engine.games.neuroshima.models.setup import Mode
from engine.games.neuroshima.scoring import after_battle, final_result

# stages
HQ_PLACEMENT, TURN, PENDING, OVER = 0, 1, 2, 3
# end game
NO_END, LAST_TURNS, TIEBREAK = 0, 1, 2


class TurnFields(NeuroshimaBaseState):
    """What the full game keeps about the turn in play, read by both of its turn layers
    (:class:`TurnFlow` and :class:`~engine.games.neuroshima.legal.TurnLegality`)."""

    cfg: GameConfig
    decks: list[list[int]]
    turns_started: int
    must_discard: bool
    forced_discard_done: bool
    acted: bool
    uses: int
    last_draw_by: int


class TurnFlow(TurnFields):
    """Turns and the end game of the full game (a layer of :class:`~engine.games.neuroshima.state.NeuroshimaState`)."""

    discards: list[list[int]]
    out_of_play: list[list[int]]
    stage: int
    turn_pos: int
    end_stage: int
    waiting: list[int]
    eliminated: list[bool]
    result: Outcome | None

    def _after_battle(self, then: str) -> None:
        result, dead = after_battle(self.cfg, self.pos, self.eliminated)
        if dead and self.cfg.mode is Mode.FREE_FOR_ALL and result is None:
            # NH rules: a player whose HQ is destroyed is out; his tiles leave at the end of the battle (E48)
            for s in dead:
                self.eliminated[s] = True
                for h in self.pos.tiles_of(s):
                    if self.record_events:
                        self._event("removed", {"reason": "eliminated", **self.pos.describe_tile(h)})
                    self.out_of_play[s].append(self.pos.tile[h])
                    self.pos.take(h)
                self.pos.removed = []
                self.out_of_play[s].extend(self.hands[s])
                self.hands[s] = []
                self.out_of_play[s].extend(self.decks[s])
                self.decks[s] = []
                if s in self.waiting:
                    self.waiting.remove(s)
            self._changed()
        if result is not None:
            self._game_over(result)
            return
        if then == "end_turn":
            self._end_turn()
        elif then == "final":
            self._final_battle_over(last_chance=False)
        elif then == "tiebreak":
            self._final_battle_over(last_chance=True)

    def _final_battle_over(self, last_chance: bool) -> None:
        result = final_result(self.cfg, self.pos, self.eliminated, last_chance)
        if result is not None:
            self._game_over(result)
            return
        # NH rules: tied HQs - each player takes one more turn, then another battle (rules/002 §2.6, E46)
        self.end_stage = TIEBREAK
        self.waiting = [s for s in range(self.cfg.n) if not self.eliminated[s]]
        if self.record_events:
            self._event("tiebreak", {})
        self._next_turn()

    def _game_over(self, result: Outcome) -> None:
        self.result = result
        self.stage = OVER
        self.pending = None
        if self.record_events:
            self._event("game_over", result.to_data())

    # ------------------------------------------------------------------ turns

    def _draw_target(self) -> int:
        cfg = self.cfg
        t = self.turns_started - 1  # index of this turn in the game
        hand = self.hands[self.seat]
        if cfg.advanced_start and t < 2:
            return 3  # rules/002 §2.7: player 1 draws 3, and so does player 2 on his first turn
        if t == 0:
            return 1
        if t == 1:
            return 2
        if cfg.mode is Mode.ONE_VS_TWO and t == 3:
            return cfg.rules.one_vs_two_third_player_first_draw
        if cfg.reinforcements and cfg.rules.reinforcement_draw == "six_new_tiles":
            return len(hand) + 6
        return cfg.hand_limit

    def _draw(self, seat: int, target: int) -> None:
        hand, deck = self.hands[seat], self.decks[seat]
        drawn = []
        while len(hand) < target and deck:
            code = deck.pop()
            hand.append(code)
            drawn.append(code)
            if not deck and self.last_draw_by < 0:
                # NH rules: the last tile of a stack ends Battle tiles and starts the last turns (§2.5)
                self.last_draw_by = seat
                if self.record_events:
                    self._event(
                        "last_tile",
                        {"player": seat + 1},
                    )
        if drawn and self.record_events:
            self._event(
                "draw",
                {"player": seat + 1, "tiles": [self.cfg.catalog.types[c].id for c in drawn]},
                Message("nh-draw", player=seat + 1, tiles=tuple(self._said(c) for c in drawn)),
            )

    def _redraw(self) -> None:
        seat = self.seat
        hand = self.hands[seat]
        n = len(hand)
        self.discards[seat].extend(hand)
        if self.record_events:
            self._event(
                "redraw",
                {"player": seat + 1},
            )
        hand.clear()
        if self.cfg.rules.bad_draw_timing == "after_discard":
            self._draw(seat, n)
        else:
            self._draw(seat, self._draw_target())
            self.must_discard = len(hand) >= 3

    def _next_seat(self) -> int:
        order = self.cfg.turn_order
        for _ in range(2 * len(order) + 1):
            self.turn_pos = (self.turn_pos + 1) % len(order)
            s = order[self.turn_pos]
            if self.eliminated[s]:
                continue
            if self.end_stage != NO_END and s not in self.waiting:
                continue
            return s
        raise AssertionError("no seat can move")  # pragma: no cover - the end game never waits on nobody

    def _next_turn(self) -> None:
        self.seat = self._next_seat()
        seat = self.seat
        self.turns_started += 1
        self.acted = False
        self.forced_discard_done = False
        self.uses = 0
        self.mobility_used = {}
        self.transport_used = {}
        if self.record_events:
            self._event(
                "turn",
                {"player": seat + 1, "turn": self.turns_started},
            )
        self._draw(seat, self._draw_target())
        # NH rules: with a full hand one tile is discarded first; not with fewer (rules/002 §2.3, E43)
        self.must_discard = len(self.hands[seat]) >= 3

    def _end_turn(self) -> None:
        seat = self.seat
        if self.end_stage != NO_END and seat in self.waiting:
            self.waiting.remove(seat)
        elif self.end_stage == NO_END and self.last_draw_by >= 0:
            # NH rules: the others take their turns in order, then the final battle (rules/002 §2.5)
            self.end_stage = LAST_TURNS
            self.waiting = [s for s in self.cfg.turn_order if s != seat and not self.eliminated[s]]
            self.waiting = list(dict.fromkeys(self.waiting))
        if self.end_stage != NO_END and not self.waiting:
            if self.end_stage == LAST_TURNS:
                self._battle("the final battle", "final")
            else:
                self._battle("the tie-break battle", "tiebreak")
            return
        self._next_turn()

    def _auto_end(self) -> None:
        """End turns in which nothing can be done but ending them (empty hand, nothing can move)."""
        while self.stage == TURN and not self.hands[self.seat] and not self.must_discard:
            if self.move_options(False) or self.move_options(True):
                return
            self._end_turn()
