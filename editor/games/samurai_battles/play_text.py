"""Words for the player: what an action does, what a card is, who is where in the score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.game import Action
from engine.games.samurai_battles import actions as A
from engine.games.samurai_battles.cards import CommandCardDef
from engine.games.samurai_battles.decks import command_card_text, dragon_card_text
from engine.games.samurai_battles.queries import fire_options, melee_options

if TYPE_CHECKING:
    from engine.games.samurai_battles.observation import SBObservation
    from engine.games.samurai_battles.scenario import Scenario
    from engine.games.samurai_battles.state import SBState


def card_name(s: SBState, card: str) -> str:
    c = s.rs.command_cards.get(card)
    return c.names.en if c is not None else card


def dragon_name(s: SBState, card: str) -> str:
    c = s.rs.dragon_cards.get(card)
    return c.names.en if c is not None else card


def card_effect(s: SBState, card: str) -> str:
    c = s.rs.command_cards.get(card)
    return command_card_text(c) if c is not None else ""


def dragon_effect(s: SBState, card: str) -> str:
    c = s.rs.dragon_cards.get(card)
    return dragon_card_text(c) if c is not None else ""


def piece_name(s: SBState, ident: str | None) -> str:
    if ident is None:
        return ""
    found = s.piece(ident)
    if found is None:
        return ident
    kind, idx = found
    if kind == "u":
        u = s.units[idx]
        return f"{u.type.code} {u.id} at {s.label(u.hex)}"
    lead = s.leaders[idx]
    return f"leader {lead.id} at {s.label(lead.hex)}"


def dice_for(s: SBState, unit: str, target: str, melee: bool) -> int | None:
    """The dice ``unit`` would roll at ``target`` now (before any inspiration or Dragon card)."""
    try:
        options = melee_options(s, unit) if melee else fire_options(s, unit)
    except ValueError:
        return None
    return dict(options).get(target)


def action_text(s: SBState, a: Action) -> str:
    """What an action does, in the player's words."""
    if isinstance(a, A.PlayCommand):
        return f"Play {card_name(s, a.card)}"
    if isinstance(a, A.PlayDragon):
        on = f" on {piece_name(s, a.target)}" if a.target else ""
        return f"Play Dragon card {dragon_name(s, a.card)}{on}"
    if isinstance(a, A.Pass):
        return "Pass"
    if isinstance(a, A.Order):
        return f"Order {piece_name(s, a.piece)}"
    if isinstance(a, A.Detach):
        return f"Order leader {a.leader} to detach"
    if isinstance(a, A.EndOrders):
        return "Orders done"
    if isinstance(a, A.Move):
        return f"Move {piece_name(s, a.piece)} to {a.to}"
    if isinstance(a, A.EndMoves):
        return "Moves done"
    if isinstance(a, (A.Fire, A.Melee)):
        melee = isinstance(a, A.Melee)
        n = dice_for(s, a.unit, a.target, melee)
        dice = f" ({n} dice)" if n is not None else ""
        verb = "Melee" if melee else "Fire"
        return f"{verb}: {piece_name(s, a.unit)} at {piece_name(s, a.target)}{dice}"
    if isinstance(a, A.EndBattles):
        return "Battles done"
    if isinstance(a, A.Inspire):
        return f"Inspire with leader {a.leader} ({s.rs.inspire_cost} H&F, +1 die)"
    if isinstance(a, A.FirstStrike):
        return "Play First Strike: your unit strikes first"
    if isinstance(a, A.IgnoreFlags):
        return f"Ignore {a.flags} flag(s)"
    if isinstance(a, A.Retreat):
        return f"Retreat to {a.to}"
    if isinstance(a, A.Seppuku):
        return "Seppuku"
    if isinstance(a, A.Advance):
        return "Advance into the vacated hex"
    if isinstance(a, A.BattleBack):
        return "Battle back"
    if isinstance(a, A.Choose):
        return f"Choose {piece_name(s, a.unit)}"
    if isinstance(a, A.Keep):
        return f"Keep {card_name(s, a.card)}"
    if isinstance(a, A.TakeDragon):
        return "Take a Dragon card"
    if isinstance(a, A.TakeHonor):
        return f"Take {s.rs.end_take_honor} Honor & Fortune"
    if isinstance(a, A.TradeDragon):
        return f"Trade {dragon_name(s, a.card)} for {s.rs.dragon_trade} H&F"
    return a.to_str()


def army_name(scenario: Scenario, p: int) -> str:
    a = scenario.armies[p]
    return a.name or a.id


def score_text(scenario: Scenario, obs: SBObservation) -> str:
    """Banners, Honor & Fortune and hand sizes of both sides, the pool and the deck, as ``obs`` shows them."""
    target = scenario.victory.banners
    parts = []
    for p in (0, 1):
        parts.append(
            f"{army_name(scenario, p)}: ⚑ {obs.banners[p]}/{target} · H&F {obs.honor[p]} · "
            f"{obs.hand_sizes[p]} Command, {obs.dragon_hand_sizes[p]} Dragon cards"
        )
    parts.append(f"pool {obs.pool} H&F · deck {obs.deck}")
    return "   |   ".join(parts)


def card_sections(c: CommandCardDef) -> str:
    """Where a Command card orders, as its card says it: "Left flank", "Center", "Right flank",
    several of them, or "Tactic" for a card that does not order by section."""
    if c.kind != "section" or c.mechanic != "sections":
        return "Tactic"
    names = {"left": "Left flank", "center": "Center", "right": "Right flank"}
    seen = [s for s in ("left", "center", "right") if any(s in slot.sections for slot in c.orders)]
    return " · ".join(names[s] for s in seen) or "Tactic"
