"""Variant decks and card texts: a scenario's changes to the Command and Dragon decks (rules/000
§20, §21), the checks of the resulting totals, and a one-line effect text for every card built
from its mechanic and parameters (the deck viewer, the player's hand and the CLI show it)."""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from engine.content.issues import Issue, error, info
from engine.core.catalogue import render
from engine.core.message import Message
from engine.games.samurai_battles.cards import (
    CommandCardDef,
    CommandDeck,
    DragonCardDef,
    DragonDeck,
    UnitFilter,
)

RANK_SYMBOL = {"circle": "●", "triangle": "▲", "square": "■"}


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
                Message("sb-check-variant-unknown-card", which=which, card=ident, deck=deck.id, known=", ".join(base)),
                "decks",
                which,
                ident,
            )
        elif base[ident] + delta < 0:
            yield error(
                "deck",
                Message("sb-check-variant-removes", which=which, count=-delta, card=ident, has=base[ident]),
                "decks",
                which,
                ident,
            )
    if not any(changes.values()):
        return
    total = sum(variant_counts(deck, changes).values())
    need = dealt + (2 if which == "command" else 0)
    if total < need:
        yield error("deck", Message("sb-check-deck-too-few", which=which, count=total, need=need), "decks", which)
    elif deck.expected_total is not None and total != deck.expected_total:
        yield info(
            "deck-variant",
            Message("sb-check-deck-variant", which=which, count=total, box=deck.expected_total),
            "decks",
            which,
        )


# --------------------------------------------------------------------------- card texts


def _filter(f: UnitFilter | None, form: str = "other") -> Message:
    """The units a filter names (``rank``, ``arm``, ``ranged`` as the card has them, ``any`` where it
    names none), in ``form``: ``one`` unit, ``counted`` (several after their number), ``other``
    (several) or ``subject`` (several, opening a sentence); the catalogue writes the words ("● cavalry", "ranged units")."""
    if f is None:
        return Message("sb-units", rank="any", arm="any", ranged="any", form=form)
    ranged = "any" if f.ranged is None else ("yes" if f.ranged else "no")
    return Message("sb-units", rank=f.rank or "any", arm=f.arm or "any", ranged=ranged, form=form)


def _unit_count(n: int | str | None, f: UnitFilter | None = None, *, leaders: bool = False) -> Message:
    """How many units (``leaders``: units or leaders) a card orders: a number, or one per Command
    card in hand."""
    if leaders:
        return Message("sb-count-per-card" if n == "per_card" else "sb-count", count=1 if n == "per_card" else n or 0)
    if n == "per_card":
        return Message("sb-count-units-per-card", one=_filter(f, "one"))
    count = n if isinstance(n, int) else 0
    return Message("sb-count-units", count=count, one=_filter(f, "one"), other=_filter(f, "counted"))


def _sentences(parts: list[Message]) -> Message:
    return Message("sb-card-text", parts=tuple(parts))


def command_card_message(c: CommandCardDef) -> Message:
    """What a Command card does, in one or two sentences, as a message."""
    parts: list[Message] = []
    if c.mechanic == "sections":
        slots: list[Message] = []
        for slot in c.orders:
            sections = tuple(Message("sb-section", section=s) for s in slot.sections)
            if slot.per_section and len(sections) > 1:
                where = Message("sb-where-each", first=sections[:-1], last=sections[-1])
            else:
                where = Message("sb-where-any", sections=sections)
            slots.append(Message("sb-order-slot", count=_unit_count(slot.count, leaders=True), where=where))
        parts.append(Message("sb-card-order-sections", slots=tuple(slots)))
    elif c.mechanic == "filtered":
        parts.append(Message("sb-card-order-filtered", limit=_unit_count(c.max_units, c.filter)))
        for flag, mid in (
            (c.connected, "sb-card-connected"),
            (c.not_adjacent_enemy, "sb-card-not-adjacent-enemy"),
            (c.no_move, "sb-card-no-move"),
            (c.fire_twice, "sb-card-fire-twice"),
        ):
            if flag:
                parts.append(Message(mid))
        for mm in c.move_max:
            parts.append(Message("sb-card-move-max", units=_filter(mm.filter, "subject"), hexes=mm.max))
        if c.no_battle is not None:
            parts.append(Message("sb-card-no-battle", units=_filter(c.no_battle)))
        if c.lone_leaders:
            leaders = tuple(Message("sb-leader-kind", kind=k) for k in c.lone_leaders)
            parts.append(Message("sb-card-lone-leaders", kinds=leaders))
        if c.fallback_one:
            parts.append(Message("sb-card-fallback-one"))
    elif c.mechanic == "counter_attack":
        parts.append(Message("sb-card-counter-attack"))
    elif c.mechanic == "first_strike":
        parts.append(Message("sb-card-first-strike"))
    elif c.mechanic == "leadership":
        parts.append(Message("sb-card-leadership", hexes=c.leadership_adjacent))
    elif c.mechanic == "chain":
        parts.append(Message("sb-card-chain", hexes=c.move_all or 0))
    elif c.mechanic == "shogun":
        parts.append(Message("sb-card-shogun"))
    if c.melee_bonus:
        parts.append(Message("sb-card-melee-bonus", dice=c.melee_bonus))
    if c.battle_bonus:
        parts.append(Message("sb-card-battle-bonus", dice=c.battle_bonus))
    if c.draw > 1:
        parts.append(Message("sb-card-draw", draw=c.draw, keep=c.keep))
    if c.helmet and c.kind == "tactic":
        parts.append(Message("sb-card-helmet"))
    return _sentences(parts)


def command_card_text(c: CommandCardDef, language: str | None = None) -> str:
    """:func:`command_card_message` in ``language`` (default: the current one)."""
    return render(command_card_message(c), language)


def dragon_card_message(c: DragonCardDef) -> Message:
    """What a Dragon card does (or that its effect is unknown), with its cost and timing."""
    known = "yes" if c.cost_confidence in ("high", "medium") else "no"
    cost = Message("sb-dragon-cost", cost=c.cost, known=known)
    e = c.effect
    if e is None:
        return Message("sb-dragon-unknown", cost=cost)
    what: Message
    if e.kind == "challenge":
        what = Message(
            "sb-dragon-challenge",
            player=e.player_bonus,
            honor=e.more_honor_bonus,
            status=e.higher_status_bonus,
            discards=e.loser_discards,
        )
    elif e.kind == "turncoat":
        what = Message(
            "sb-dragon-turncoat",
            dice=e.dice,
            banners=e.more_banners_bonus,
            honor=e.more_honor_bonus,
            compare=e.compare,
        )
    elif e.kind == "rice_famine":
        what = Message("sb-dragon-rice-famine", rank=RANK_SYMBOL[e.dice_rank])
    elif e.kind == "strike_first":
        what = Message("sb-dragon-strike-first", dice=e.extra_dice)
    elif e.kind == "extra_dice":
        what = Message("sb-dragon-extra-dice", dice=e.dice, combat=e.combat)
    else:
        what = Message("sb-dragon-ignore-flags", flags=e.flags)
    return Message("sb-dragon-card", window=c.window or "none", what=what, cost=cost)


def dragon_card_text(c: DragonCardDef, language: str | None = None) -> str:
    """:func:`dragon_card_message` in ``language`` (default: the current one)."""
    return render(dragon_card_message(c), language)
