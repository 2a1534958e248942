"""Which actions the player whose turn it is may take in the full game, and why others are not
allowed: drawing rules (the mandatory discard, the bad-draw redraw), how many tiles a turn may use,
the end of Battle tiles. The tiles' own actions (placements, instants with their targets, moves)
are :class:`~engine.games.neuroshima.base_state.NeuroshimaBaseState`'s, shared with the etude."""

from __future__ import annotations

import functools

from engine.core.game import Action
from engine.core.message import Message
from engine.games.neuroshima.actions import Discard, EndTurn, Place, Redraw, UseBattle
from engine.games.neuroshima.base_state import INSTANT_ACTIONS
from engine.games.neuroshima.catalog import INSTANT
from engine.games.neuroshima.flow import TurnFields

REDRAW = Redraw()
END_TURN = EndTurn()


@functools.cache
def _discard(tile_id: str) -> Discard:
    return Discard(tile_id)


class TurnLegality(TurnFields):
    """The legal actions of a turn (a layer of :class:`~engine.games.neuroshima.state.NeuroshimaState`)."""

    def _turn_actions(self) -> list[Action]:
        hand = self.hands[self.seat]
        types = self.cfg.catalog.types
        out: list[Action] = []
        ids = list(dict.fromkeys(types[c].id for c in hand))
        if self._can_redraw():
            out.append(REDRAW)
        if self.must_discard:
            out.extend(_discard(t) for t in ids)
            return out
        if self._can_use():
            out.extend(self.tile_actions(hand))
        out.extend(self.move_actions(transport=False))
        out.extend(self.move_actions(transport=True))
        if not self.cfg.reinforcements:
            out.extend(_discard(t) for t in ids)
        out.append(END_TURN)
        return out

    def _battle_tiles_allowed(self) -> bool:
        # NH rules: no Battle tile once anyone has drawn his last tile (rules/002 §2.5, E42)
        return self.last_draw_by < 0

    def _can_use(self) -> bool:
        cfg = self.cfg
        if cfg.reinforcements and self.uses >= 2:
            return False  # NH rules: play at most two tiles a turn with reinforcements (rules/002 §2.7)
        # NH rules: advanced start - player 1 uses at most one tile on the first turn (rules/002 §2.7)
        return not (cfg.advanced_start and self.turns_started == 1 and self.uses >= 1)

    def _can_redraw(self) -> bool:
        """NH rules: a hand of instant tiles only may be discarded and redrawn, any number of times
        (rules/002 §2.4); when relative to the mandatory discard is a rule option."""
        seat = self.seat
        hand = self.hands[seat]
        if self.acted or not hand or not self.decks[seat] or not self.cfg.bad_draw[seat]:
            return False
        if self.cfg.rules.bad_draw_timing == "after_discard":
            if self.must_discard:
                return False
        elif self.forced_discard_done:
            return False
        types = self.cfg.catalog.types
        return all(types[c].kind == INSTANT for c in hand)

    def _turn_reason(self, action: Action) -> Message | None:
        """Why ``action`` is not allowed in this turn, when a rule of the turn says so."""
        types = self.cfg.catalog.types
        hand_ids = {types[c].id for c in self.hands[self.seat]}
        tid = getattr(action, "tile", None)
        if isinstance(action, Redraw):
            return None if self._can_redraw() else Message("nh-refuse-redraw")
        if self.must_discard and not isinstance(action, Discard):
            return Message("nh-refuse-discard-first")
        if tid is not None and tid not in hand_ids:
            return Message("nh-refuse-not-held", tile=self.tile_said(tid))
        if isinstance(action, UseBattle) and self.last_draw_by >= 0:
            return Message("nh-refuse-battle-over")
        if isinstance(action, (Place, *INSTANT_ACTIONS.values())) and not self._can_use():
            return Message("nh-refuse-no-more-tiles")
        if isinstance(action, Place):
            refusal = self._place_refusal(action.hex)
            if refusal is not None:
                return refusal
            if not 0 <= action.rot < 6:
                return Message("nh-refuse-rotation")
        if isinstance(action, Discard) and self.cfg.reinforcements and not self.must_discard:
            return Message("nh-refuse-reinforcements-keep")
        return None
