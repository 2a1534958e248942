"""What a player may see of a state (JSON-like): the public board and table, his own hands."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState


def observation(s: SBState, player: int) -> dict[str, Any]:
    """Everything public plus ``player``'s own Command and Dragon hands; the other hands, the
    deck order and the cards the other player is choosing between stay hidden."""
    from engine.games.samurai_battles.turn import TurnTask

    turn = s.stack[0]
    assert isinstance(turn, TurnTask)
    top = s.stack[-1]
    decision: dict[str, Any] | None = None
    if not s.is_terminal():
        decision = {"player": top.player(s), "kind": top.KIND, "prompt": top.prompt(s)}
    drawn: Any = sorted(turn.drawn) if s.active == player else len(turn.drawn)
    return {
        "turn": s.turn,
        "active": s.active,
        "viewer": player,
        "decision": decision,
        "units": [[u.id, u.side, u.type.code, u.figures, s.label(u.hex)] for u in s.units],
        "leaders": [[lead.id, lead.side, lead.kind.id, s.label(lead.hex), lead.status] for lead in s.leaders],
        "captured_camps": [s.label(h) for h in s.captured],
        "honor": list(s.honor),
        "pool": s.pool,
        "banners": [s.banner_total(0), s.banner_total(1)],
        "hand": sorted(s.hands[player]),
        "hand_sizes": [len(h) for h in s.hands],
        "dragon_hand": sorted(s.dragon_hands[player]),
        "dragon_hand_sizes": [len(h) for h in s.dragon_hands],
        "deck": len(s.deck),
        "discard": list(s.discard),
        "dragon_deck": len(s.dragon_deck),
        "dragon_discard": list(s.dragon_discard),
        "dragon_in_play": [list(x) for x in s.dragon_in_play],
        "drawn": drawn,
        "played": turn.played,
        "effective": turn.effective,
        "last_card": [list(x) if x else None for x in s.last_card],
        "winner": s.winner,
    }
