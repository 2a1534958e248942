"""Variant decks and card texts: a scenario's changes to the Command and Dragon decks (rules/000
§20, §21), the checks of the resulting totals, and a one-line effect text for every card built
from its mechanic and parameters (the deck viewer, the player's hand and the CLI show it)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from engine.content.issues import Issue, error, info
from engine.core.message import Message
from engine.games.samurai_battles.cards import (
    WINDOWS,
    CommandCardDef,
    CommandDeck,
    DragonCardDef,
    DragonDeck,
    UnitFilter,
)

RANK_SYMBOL = {"circle": "●", "triangle": "▲", "square": "■"}
#: every die face's symbol, by the name the cards use
FACE_SYMBOLS = {**RANK_SYMBOL, "flag": "⚑", "swords": "⚔", "honor": "☯"}


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


def _filter_words(f: UnitFilter | None) -> tuple[str | Message, ...]:
    """The words of a unit filter: its rank's symbol, its arm, ranged or not."""
    if f is None:
        return ()
    words: list[str | Message] = []
    if f.rank is not None:
        words.append(RANK_SYMBOL[f.rank])
    if f.arm is not None:
        words.append(Message("sb-card-word-arm", arm=f.arm))
    if f.ranged is not None:
        words.append(Message("sb-card-word-ranged" if f.ranged else "sb-card-word-melee-only"))
    return tuple(words)


def _filtered(f: UnitFilter | None) -> Message:
    """Units of a filter, as the subject of a sentence ("▲ units", "ranged units")."""
    return Message("sb-card-filtered", words=_filter_words(f)) if f is not None else Message("sb-card-units-any")


def _listed(items: list[Message], last: str) -> Message | tuple[Message, ...]:
    """``items`` as one list ending in "and" (``last`` = ``and``) or "or"."""
    if len(items) < 2:
        return tuple(items)
    return Message("sb-card-list-and" if last == "and" else "sb-card-list-or", head=tuple(items[:-1]), last=items[-1])


def _count(n: int | str | None) -> Message:
    """How many units and leaders a section order takes."""
    if n == "per_card":
        return Message("sb-card-count-per-card")
    return Message("sb-card-count", count=n if isinstance(n, int) else 0)


def command_card_text(c: CommandCardDef) -> Message:
    """What a Command card does, in one or two sentences (a message, read in the reader's language)."""
    parts: list[Message] = []
    if c.mechanic == "sections":
        slots = []
        for slot in c.orders:
            names = [Message("sb-card-section", section=s) for s in slot.sections]
            if slot.per_section and len(names) > 1:
                slots.append(Message("sb-card-slot-each", count=_count(slot.count), sections=_listed(names, "and")))
            else:
                slots.append(Message("sb-card-slot", count=_count(slot.count), sections=_listed(names, "or")))
        parts.append(Message("sb-card-order", slots=tuple(slots)))
    elif c.mechanic == "filtered":
        words = _filter_words(c.filter)
        if c.max_units == "per_card":
            parts.append(Message("sb-card-order-filtered-per-card", words=words))
        else:
            limit = c.max_units if isinstance(c.max_units, int) else 0
            parts.append(Message("sb-card-order-filtered", count=limit, words=words))
        if c.connected:
            parts.append(Message("sb-card-connected"))
        if c.not_adjacent_enemy:
            parts.append(Message("sb-card-not-adjacent"))
        if c.no_move:
            parts.append(Message("sb-card-no-move"))
        if c.fire_twice:
            parts.append(Message("sb-card-fire-twice"))
        for mm in c.move_max:
            parts.append(Message("sb-card-move-max", units=_filtered(mm.filter), count=mm.max))
        if c.no_battle is not None:
            parts.append(Message("sb-card-no-battle", units=_filtered(c.no_battle)))
        for kind in c.lone_leaders:
            parts.append(Message("sb-card-lone-leaders", kind=kind))
        if c.fallback_one:
            parts.append(Message("sb-card-fallback-one"))
    elif c.mechanic == "counter_attack":
        parts.append(Message("sb-card-counter-attack"))
    elif c.mechanic == "first_strike":
        parts.append(Message("sb-card-first-strike"))
    elif c.mechanic == "leadership":
        parts.append(Message("sb-card-leadership", count=c.leadership_adjacent))
    elif c.mechanic == "chain":
        parts.append(Message("sb-card-chain-move", count=c.move_all) if c.move_all else Message("sb-card-chain"))
    elif c.mechanic == "shogun":
        parts.append(Message("sb-card-shogun"))
    if c.melee_bonus:
        parts.append(Message("sb-card-melee-bonus", count=c.melee_bonus))
    if c.battle_bonus:
        parts.append(Message("sb-card-battle-bonus", count=c.battle_bonus))
    if c.draw > 1:
        parts.append(Message("sb-card-draw", count=c.draw, keep=c.keep))
    if c.helmet and c.kind == "tactic":
        parts.append(Message("sb-card-helmet"))
    return Message("sb-card-text", parts=tuple(parts))


def dragon_card_text(c: DragonCardDef) -> Message:
    """What a Dragon card does (or that its effect is unknown), with its cost and timing."""
    cost = Message(
        "sb-card-cost" if c.cost_confidence in ("high", "medium") else "sb-card-cost-placeholder", count=c.cost
    )
    e = c.effect
    if e is None:
        return Message("sb-card-dragon-unknown", cost=cost)
    what: Message
    if e.kind == "challenge":
        what = Message(
            "sb-card-challenge",
            player=e.player_bonus,
            honor=e.more_honor_bonus,
            status=e.higher_status_bonus,
            count=e.loser_discards,
        )
    elif e.kind == "turncoat":
        what = Message(
            "sb-card-turncoat",
            count=e.dice,
            banners=e.more_banners_bonus,
            honor=e.more_honor_bonus,
            face=FACE_SYMBOLS.get(e.compare, e.compare),
        )
    elif e.kind == "rice_famine":
        what = Message("sb-card-famine", rank=RANK_SYMBOL[e.dice_rank])
    elif e.kind == "strike_first":
        what = Message("sb-card-strike-first", count=e.extra_dice)
    elif e.kind == "extra_dice":
        what = Message("sb-card-extra-dice", count=e.dice, combat=e.combat)
    else:
        what = Message("sb-card-ignore-flags", count=e.flags)
    window = c.window or ""
    return Message("sb-card-dragon", window=window if window in WINDOWS else "none", what=what, cost=cost)
