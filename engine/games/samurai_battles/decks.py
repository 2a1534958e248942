"""Variant decks and card texts: a scenario's changes to the Command and Dragon decks (rules/000
§20, §21), the checks of the resulting totals, and a one-line effect text for every card built
from its mechanic and parameters (the deck viewer, the player's hand and the CLI show it)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from engine.content.issues import Issue, error, info
from engine.games.samurai_battles.cards import (
    CommandCardDef,
    CommandDeck,
    DragonCardDef,
    DragonDeck,
    UnitFilter,
)

RANK_SYMBOL = {"circle": "●", "triangle": "▲", "square": "■"}
WINDOW_TEXT = {
    "D1": "with your Command card",
    "D2": "when the opponent plays his Command card",
    "D3": "before moving one of your units",
    "D4": "when an enemy unit moves",
    "D5": "when an enemy unit advances",
    "D6": "before your battle roll",
    "D7": "before your melee roll",
    "D8": "before the opponent's melee roll",
    "D9": "after your melee roll",
    "D10": "after the opponent's melee roll",
    "D11": "after an enemy ranged attack",
    "D12": "after a successful attack",
    "D13": "before your battle-back roll",
    "D14": "before a melee between two led units",
}


def variant_counts(deck: CommandDeck | DragonDeck, changes: Mapping[str, int]) -> dict[str, int]:
    """Copies of every card of ``deck`` after a scenario's ``changes`` (card id -> copies added,
    negative = removed); unknown ids are ignored here and reported by :func:`check_changes`."""
    out = {c.id: (c.count if isinstance(c, CommandCardDef) else c.copies) for c in deck.cards}
    for ident, delta in changes.items():
        if ident in out:
            out[ident] = max(0, out[ident] + delta)
    return out


def deck_list(deck: CommandDeck | DragonDeck, changes: Mapping[str, int]) -> list[str]:
    """The card ids of the deck to shuffle, one entry per copy, in table order."""
    counts = variant_counts(deck, changes)
    return [c.id for c in deck.cards for _ in range(counts[c.id])]


def check_changes(
    deck: CommandDeck | DragonDeck, changes: Mapping[str, int], dealt: int, which: str
) -> Iterator[Issue]:
    """Issues of one deck variant: unknown cards, more copies removed than the deck has, and a
    total too small to deal the starting hands (``dealt``) plus a draw. ``which`` is
    ``command`` or ``dragon`` (the field under ``decks``)."""
    base = variant_counts(deck, {})
    for ident, delta in changes.items():
        if ident not in base:
            yield error(
                "deck",
                f"{which} deck variant: card {ident!r} is not in deck {deck.id!r} (known: {', '.join(base)})",
                "decks",
                which,
                ident,
            )
        elif base[ident] + delta < 0:
            yield error(
                "deck",
                f"{which} deck variant removes {-delta} {ident} but the deck has {base[ident]}",
                "decks",
                which,
                ident,
            )
    if not any(changes.values()):
        return
    total = sum(variant_counts(deck, changes).values())
    need = dealt + (2 if which == "command" else 0)
    if total < need:
        what = "the starting hands and a draw" if which == "command" else "the starting hands"
        yield error("deck", f"the {which} deck has {total} cards: too few for {what} ({need})", "decks", which)
    elif deck.expected_total is not None and total != deck.expected_total:
        yield info(
            "deck-variant",
            f"variant {which} deck: {total} cards (the box has {deck.expected_total})",
            "decks",
            which,
        )


# --------------------------------------------------------------------------- card texts


def _filter_text(f: UnitFilter | None) -> str:
    if f is None:
        return "units"
    words = []
    if f.rank is not None:
        words.append(RANK_SYMBOL[f.rank])
    if f.arm is not None:
        words.append("cavalry" if f.arm == "horse" else "infantry")
    if f.ranged is not None:
        words.append("ranged" if f.ranged else "melee-only")
    noun = "units" if f.arm is None else ""
    return " ".join([*words, noun]).strip()


def _count_text(n: int | str | None, noun: str = "unit/leader") -> str:
    if n == "per_card":
        return f"1 {noun} per Command card in hand (this one included)"
    plural = noun.replace("unit/leader", "units/leaders") if n != 1 else noun
    if plural == noun and n != 1:
        plural = noun + "s"
    return f"{n} {plural}"


def command_card_text(c: CommandCardDef) -> str:
    """What a Command card does, in one or two sentences."""
    parts: list[str] = []
    if c.mechanic == "sections":
        slots = []
        for slot in c.orders:
            names = [s if s == "center" else f"{s} flank" for s in slot.sections]
            if slot.per_section and len(names) > 1:
                where = "in each of the " + ", ".join(names[:-1]) + " and " + names[-1]
            else:
                where = "in the " + " or ".join(names)
            slots.append(f"{_count_text(slot.count)} {where}")
        parts.append("Order " + " + ".join(slots) + ".")
    elif c.mechanic == "filtered":
        noun = _filter_text(c.filter).removesuffix(" units").removesuffix("units") + " unit"
        limit = _count_text(c.max_units, noun.strip())
        parts.append(f"Order up to {limit} in any section.")
        if c.connected:
            parts.append("They must be connected.")
        if c.not_adjacent_enemy:
            parts.append("Not next to an enemy.")
        if c.no_move:
            parts.append("They may not move.")
        if c.fire_twice:
            parts.append("Each may fire twice.")
        for mm in c.move_max:
            parts.append(f"{_filter_text(mm.filter).capitalize()} may move {mm.max} and battle.")
        if c.no_battle is not None:
            parts.append(f"Ordered {_filter_text(c.no_battle)} may not battle.")
        if c.lone_leaders:
            parts.append(f"Lone {'/'.join(c.lone_leaders)} leaders may be ordered.")
        if c.fallback_one:
            parts.append("None on the field: order 1 unit of your choice.")
    elif c.mechanic == "counter_attack":
        parts.append("Copies the card the opponent played on his last turn, left and right swapped.")
    elif c.mechanic == "first_strike":
        parts.append("Play in the opponent's turn when he declares a melee: your unit strikes first.")
    elif c.mechanic == "leadership":
        parts.append(f"Order a leader and the units in his hex and up to {c.leadership_adjacent} adjacent hexes.")
    elif c.mechanic == "chain":
        parts.append("Order a chain of connected units and lone leaders")
        parts[-1] += f"; they move {c.move_all} hex and may battle." if c.move_all else "."
    elif c.mechanic == "shogun":
        parts.append(
            "Roll 1 die per Command card in hand: each ●/▲/■ orders a unit of that rank, each ⚑ a unit "
            "or leader, each ☯ gives 1 H&F; then reshuffle both decks."
        )
    if c.melee_bonus:
        parts.append(f"+{c.melee_bonus} melee die this turn.")
    if c.battle_bonus:
        parts.append(f"+{c.battle_bonus} die in every battle this turn.")
    if c.draw > 1:
        parts.append(f"End of turn: draw {c.draw}, keep {c.keep}.")
    if c.helmet and c.kind == "tactic":
        parts.append("Helmet: attached leaders may detach.")
    return " ".join(parts)


def dragon_card_text(c: DragonCardDef) -> str:
    """What a Dragon card does (or that its effect is unknown), with its cost and timing."""
    cost = f"cost {c.cost} H&F" + ("" if c.cost_confidence in ("high", "medium") else " (placeholder)")
    when = WINDOW_TEXT.get(c.window or "", c.window or "no window")
    e = c.effect
    if e is None:
        return f"Effect unknown: held, traded for H&F or given away, never played. {cost[0].upper()}{cost[1:]}."
    if e.kind == "challenge":
        what = (
            f"the leaders duel with 1 die per Command card (+{e.player_bonus} for the player, "
            f"+{e.more_honor_bonus} more H&F, +{e.higher_status_bonus} higher status); fewer ⚔ loses "
            f"his leader and {e.loser_discards} random Command card"
        )
    elif e.kind == "turncoat":
        what = (
            f"both roll {e.dice} dice (+{e.more_banners_bonus} more banners, +{e.more_honor_bonus} more H&F); "
            f"more {e.compare} wins: a leaderless enemy unit may defect"
        )
    elif e.kind == "rice_famine":
        what = f"roll 1 die per enemy {RANK_SYMBOL[e.dice_rank]} unit; faces cost him figures or H&F"
    elif e.kind == "strike_first":
        what = f"your defending unit battles first with +{e.extra_dice} die"
    elif e.kind == "extra_dice":
        what = f"+{e.dice} die for this {e.combat} roll"
    else:
        what = f"your unit may ignore {e.flags} more flag(s)"
    return f"{when[0].upper()}{when[1:]}: {what}. {cost[0].upper()}{cost[1:]}."
