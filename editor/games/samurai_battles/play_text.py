"""Words for the player: what an action does, what a card is, who is where in the score."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from editor.i18n import QT_TR_NOOP, content_text, tr
from engine.core.game import Action
from engine.games.samurai_battles import actions as A
from engine.games.samurai_battles.cards import CommandCardDef
from engine.games.samurai_battles.queries import fire_options, melee_options

if TYPE_CHECKING:
    from engine.games.samurai_battles.observation import SBObservation
    from engine.games.samurai_battles.scenario import Scenario
    from engine.games.samurai_battles.state import SBState


#: the sections of the field as the Command cards name them (rulebook L84: left flank, center, right flank)
SECTION_NAMES = {"left": QT_TR_NOOP("Left flank"), "center": QT_TR_NOOP("Center"), "right": QT_TR_NOOP("Right flank")}


def card_name(s: SBState, card: str) -> str:
    c = s.rs.command_cards.get(card)
    return content_text(c.names) if c is not None else card


def dragon_name(s: SBState, card: str) -> str:
    c = s.rs.dragon_cards.get(card)
    return content_text(c.names) if c is not None else card


def piece_name(s: SBState, ident: str | None, names: Mapping[str, str] | None = None) -> str:
    """A unit or a leader and where it stands, by its name in ``names`` (the scenario's
    :func:`~engine.games.samurai_battles.naming.piece_names`) where it has one."""
    if ident is None:
        return ""
    found = s.piece(ident)
    if found is None:
        return (names or {}).get(ident, ident)
    kind, idx = found
    piece = s.units[idx] if kind == "u" else s.leaders[idx]
    if names and ident in names:
        return tr("{name} at {hex}").format(name=names[ident], hex=s.label(piece.hex))
    if kind == "u":
        u = s.units[idx]
        return tr("{type} {id} at {hex}").format(type=u.type.code, id=u.id, hex=s.label(u.hex))
    lead = s.leaders[idx]
    return tr("leader {id} at {hex}").format(id=lead.id, hex=s.label(lead.hex))


def dice_for(s: SBState, unit: str, target: str, melee: bool) -> int | None:
    """The dice ``unit`` would roll at ``target`` now (before any inspiration or Dragon card)."""
    try:
        options = melee_options(s, unit) if melee else fire_options(s, unit)
    except ValueError:
        return None
    return dict(options).get(target)


#: the actions that read the same in every position
FIXED_TEXTS: dict[type[Action], str] = {
    A.Pass: QT_TR_NOOP("Pass"),
    A.EndOrders: QT_TR_NOOP("Orders done"),
    A.EndMoves: QT_TR_NOOP("Moves done"),
    A.EndBattles: QT_TR_NOOP("Battles done"),
    A.FirstStrike: QT_TR_NOOP("Play First Strike: your unit strikes first"),
    A.Seppuku: QT_TR_NOOP("Seppuku"),
    A.Advance: QT_TR_NOOP("Advance into the vacated hex"),
    A.BattleBack: QT_TR_NOOP("Battle back"),
    A.TakeDragon: QT_TR_NOOP("Take a Dragon card"),
}


def action_text(s: SBState, a: Action, names: Mapping[str, str] | None = None) -> str:
    """What an action does, in the player's words (the pieces by their ``names``)."""
    fixed = FIXED_TEXTS.get(type(a))
    if fixed is not None:
        return tr(fixed)
    if isinstance(a, A.PlayCommand):
        return tr("Play {card}").format(card=card_name(s, a.card))
    if isinstance(a, A.PlayDragon):
        if a.target:
            return tr("Play Dragon card {card} on {target}").format(
                card=dragon_name(s, a.card), target=piece_name(s, a.target, names)
            )
        return tr("Play Dragon card {card}").format(card=dragon_name(s, a.card))
    if isinstance(a, A.Order):
        return tr("Order {piece}").format(piece=piece_name(s, a.piece, names))
    if isinstance(a, A.Detach):
        return tr("Order {leader} to detach").format(leader=(names or {}).get(a.leader, a.leader))
    if isinstance(a, A.Move):
        return tr("Move {piece} to {hex}").format(piece=piece_name(s, a.piece, names), hex=a.to)
    if isinstance(a, (A.Fire, A.Melee)):
        melee = isinstance(a, A.Melee)
        n = dice_for(s, a.unit, a.target, melee)
        if n is None:
            text = tr("Melee: {unit} at {target}") if melee else tr("Fire: {unit} at {target}")
        else:
            text = (
                tr("Melee: {unit} at {target} (%n dice)", None, n)
                if melee
                else tr("Fire: {unit} at {target} (%n dice)", None, n)
            )
        return text.format(unit=piece_name(s, a.unit, names), target=piece_name(s, a.target, names))
    if isinstance(a, A.Inspire):
        return tr("Inspire with {leader} ({cost} H&F, +1 die)").format(
            leader=(names or {}).get(a.leader, a.leader), cost=s.rs.inspire_cost
        )
    if isinstance(a, A.IgnoreFlags):
        return tr("Ignore %n flag(s)", None, a.flags)
    if isinstance(a, A.Retreat):
        return tr("Retreat to {hex}").format(hex=a.to)
    if isinstance(a, A.Choose):
        return tr("Choose {piece}").format(piece=piece_name(s, a.unit, names))
    if isinstance(a, A.Keep):
        return tr("Keep {card}").format(card=card_name(s, a.card))
    if isinstance(a, A.TakeHonor):
        return tr("Take %n Honor & Fortune", None, s.rs.end_take_honor)
    if isinstance(a, A.TradeDragon):
        return tr("Trade {card} for {honor} H&F").format(card=dragon_name(s, a.card), honor=s.rs.dragon_trade)
    return a.to_str()


def army_name(scenario: Scenario, p: int) -> str:
    a = scenario.armies[p]
    return content_text({"en": a.name, "ru": a.name_ru}) or a.id


def score_text(scenario: Scenario, obs: SBObservation) -> str:
    """Banners, Honor & Fortune and hand sizes of both sides, the pool and the deck, as ``obs`` shows them."""
    target = scenario.victory.banners
    parts = []
    for p in (0, 1):
        parts.append(
            tr("{army}: ⚑ {banners}/{target} · H&F {honor} · {command} Command, {dragon} Dragon cards").format(
                army=army_name(scenario, p),
                banners=obs.banners[p],
                target=target,
                honor=obs.honor[p],
                command=obs.hand_sizes[p],
                dragon=obs.dragon_hand_sizes[p],
            )
        )
    parts.append(tr("pool {pool} H&F · deck {deck}").format(pool=obs.pool, deck=obs.deck))
    return "   |   ".join(parts)


def card_sections(c: CommandCardDef) -> str:
    """Where a Command card orders, as its card says it: "Left flank", "Center", "Right flank",
    several of them, or "Tactic" for a card that does not order by section."""
    if c.kind != "section" or c.mechanic != "sections":
        return tr("Tactic")
    seen = [s for s in ("left", "center", "right") if any(s in slot.sections for slot in c.orders)]
    return " · ".join(tr(SECTION_NAMES[s]) for s in seen) or tr("Tactic")
