"""Cards played and their answers (rules/001 §3.5, §3.8): weapons with the parry window,
Battle Cry and Jujutsu with one answer per player, the other action cards, properties, Bushido,
and the characters' abilities that act when cards are played (Musashi, Ginchiyo, Tomoe,
Ushiwaka, Hanzō, Chiyome, Nobunaga).

A card being resolved lies in ``state.resolving`` (not yet in the discard pile, L136-137,
L213-214) until its effect is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message, Value
from engine.games.samurai_sword.effects import (
    BATTLE_CRY,
    BREATHING,
    BUSHIDO,
    DAIMYO,
    DIVERSION,
    DRAW_ON_WEAPON_HIT,
    DRAW_PER_WEAPON_WOUND,
    JUJUTSU,
    ONLY_WEAPONS_WOUND,
    PARRY,
    PROPERTY_KIND,
    RESILIENCE_FOR_CARDS,
    TEA_CEREMONY,
    WEAPON_WOUNDS_REDUCED,
)
from engine.games.samurai_sword.phases import ANSWER, PLAY
from engine.games.samurai_sword.phases import PARRY as PARRY_PHASE

if TYPE_CHECKING:
    from engine.games.samurai_sword.state import SSState

#: the reasons of draws and discards that name nothing (made once: they are said on hot paths)
WHY_USHIWAKA = Message("sw-why-ushiwaka")
WHY_TOMOE = Message("sw-why-tomoe")
WHY_DRAW_PHASE = Message("sw-why-draw-phase")
WHY_BUSHIDO_WEAPON = Message("sw-why-bushido-weapon")
WHY_HAND_LIMIT = Message("sw-why-hand-limit")


def _to_table(s: SSState, p: int, c: int) -> None:
    s.hands[p].remove(c)
    s.resolving.append(c)


def _done(s: SSState, c: int) -> None:
    """The card resolved: onto the discard pile, and the player plays on (unless the game ended)."""
    s.resolving.remove(c)
    s.deck.discards.append(c)
    if not s.over:
        s.phase = PLAY
        s.actor = s.turn


# --------------------------------------------------------------------------- weapons


def weapon_damage(s: SSState, attacker: int, target: int, c: int) -> int:
    """Wounds of weapon ``c``: its damage + Fast Draw + Musashi; Ginchiyo takes 1 less, never
    less than 1 (L367-370, L408-411, L391-394; order: option A5)."""
    rs = s.rules
    base = rs.damage[c]
    bonus = s.fast_draw[attacker] + s.damage_bonus[attacker]
    if s.ability[target] == WEAPON_WOUNDS_REDUCED:
        prm = rs.char_params[s.chars[target]]
        if rs.ginchiyo_after_bonuses:
            return max(prm["minimum"], base + bonus - prm["amount"])
        return max(prm["minimum"], base - prm["amount"]) + bonus
    return base + bonus


def attack(s: SSState, c: int, target: int) -> None:
    """Play weapon ``c`` at ``target``; the target may parry at once, off-turn (L200-204)."""
    me = s.turn
    _to_table(s, me, c)
    s.weapons_played += 1
    s.aggression[me][target] += 1
    s.atk_weapon = c
    s.atk_target = target
    s.atk_damage = weapon_damage(s, me, target, c)
    if s.verbose:
        s.note(
            "attack",
            Message(
                "sw-attack", who=s.who_said(me), target=s.who_said(target), card=s.card_said(c), count=s.atk_damage
            ),
            player=me,
            target=target,
            card=c,
        )
    s.phase = PARRY_PHASE
    s.actor = target


def parry(s: SSState, c: int) -> None:
    """The target parries: no wounds, whatever the bonuses (L203-204, L369-370, L410-411)."""
    t = s.atk_target
    s.discard_from_hand(t, c, Message("sw-why-parry", card=s.card_said(s.atk_weapon)))
    _finish_attack(s)


def take_attack(s: SSState) -> None:
    """The target takes the wounds (L205-214); Ushiwaka and Tomoe draw afterwards (L422-427)."""
    rs = s.rules
    me = s.turn
    t = s.atk_target
    dmg = s.atk_damage
    taken = s.wound(t, dmg, me, s.card_said(s.atk_weapon))
    if not s.over and s.ability[t] == DRAW_PER_WEAPON_WOUND:
        k = (dmg if rs.ushiwaka_dealt else taken) * rs.char_params[s.chars[t]]["draw"]
        s.draw(t, k, WHY_USHIWAKA)
    if not s.over and taken > 0 and s.ability[me] == DRAW_ON_WEAPON_HIT:
        s.draw(me, rs.char_params[s.chars[me]]["draw"], WHY_TOMOE)
    _finish_attack(s)


def _finish_attack(s: SSState) -> None:
    c = s.atk_weapon
    s.atk_weapon = -1
    s.atk_target = -1
    s.atk_damage = 0
    _done(s, c)


# --------------------------------------------------------------------------- Battle Cry and Jujutsu


def mass_attack(s: SSState, c: int) -> None:
    """Battle Cry or Jujutsu: every other player answers in turn (option A7), Harmless players
    and Chiyome are not affected (L323-325, L378-380, L417-419)."""
    me = s.turn
    n = s.n
    _to_table(s, me, c)
    step = 1 if s.rules.answer_clockwise else -1
    s.answer_card = c
    s.answer_queue = [(me + step * k) % n for k in range(1, n)]
    if s.verbose:
        s.note("play", Message("sw-play", who=s.who_said(me), card=s.card_said(c)), player=me, card=c)
    _next_answer(s)


def _next_answer(s: SSState) -> None:
    queue = s.answer_queue
    while queue:
        q = queue.pop(0)
        if s.harmless(q) or s.ability[q] == ONLY_WEAPONS_WOUND:
            continue
        s.phase = ANSWER
        s.actor = q
        return
    c = s.answer_card
    s.answer_card = -1
    _done(s, c)


def answer_with_card(s: SSState, c: int) -> None:
    s.discard_from_hand(s.actor, c, Message("sw-why-answer", card=s.card_said(s.answer_card)))
    _next_answer(s)


def answer_with_wound(s: SSState) -> None:
    c = s.answer_card
    s.wound(s.actor, s.rules.params[c].get("wounds", 1), s.turn, s.card_said(c))
    if s.over:
        s.answer_queue = []
    _next_answer(s)


# --------------------------------------------------------------------------- other cards


def play_card(s: SSState, c: int) -> None:
    """A card that names nobody: a property in front of oneself, Battle Cry, Jujutsu, Daimyo,
    Tea Ceremony, or (option ``parry_only_off_turn`` false) a Parry for no effect."""
    rs = s.rules
    me = s.turn
    e = rs.effect[c]
    if e in (BATTLE_CRY, JUJUTSU):
        mass_attack(s, c)
        return
    if rs.kind[c] == PROPERTY_KIND:  # stays in front of the player (L138-141)
        s.hands[me].remove(c)
        s.put_in_play(me, c)
        if s.verbose:
            s.note("property", Message("sw-property", who=s.who_said(me), card=s.card_said(c)), player=me, card=c)
        return
    _to_table(s, me, c)
    if s.verbose:
        s.note("play", Message("sw-play", who=s.who_said(me), card=s.card_said(c)), player=me, card=c)
    prm = rs.params[c]
    if e == DAIMYO:
        s.draw(me, prm["draw"], Message("sw-why-card", card=s.card_said(c)))
    elif e == TEA_CEREMONY:
        s.draw(me, prm["draw"], Message("sw-why-card", card=s.card_said(c)))
        for k in range(1, s.n):
            if s.over:
                break
            s.draw((me + k) % s.n, prm["others_draw"], Message("sw-why-card", card=s.card_said(c)))
    elif e == PARRY:
        pass  # played on one's own turn it does nothing (option parry_only_off_turn)
    _done(s, c)


def _aimed(s: SSState, said: str, me: int, t: int, c: int, **more: Value) -> Message:
    """The message of seat ``me`` playing card ``c`` at seat ``t``, with ``more`` values."""
    return Message(said, who=s.who_said(me), target=s.who_said(t), card=s.card_said(c), **more)


def play_card_on(s: SSState, c: int, t: int) -> None:
    """Bushido in front of ``t`` (L331-332), Diversion from ``t`` (L365-366), Breathing with ``t``
    drawing (L326-330)."""
    rs = s.rules
    me = s.turn
    e = rs.effect[c]
    if e == BUSHIDO:
        s.hands[me].remove(c)
        s.put_in_play(t, c)
        s.bushido_at = t
        if t != me:
            s.aggression[me][t] += 1
        if s.verbose:
            s.note("bushido", _aimed(s, "sw-bushido-placed", me, t, c), player=me, target=t)
        return
    _to_table(s, me, c)
    if e == DIVERSION:
        s.aggression[me][t] += 1
        hand = s.hands[t]
        taken = hand.pop(s.rng.randint(0, len(hand) - 1, "random card"))
        s.hands[me].append(taken)
        if s.verbose:
            s.note("diversion", _aimed(s, "sw-diversion", me, t, c))
            s.note(
                "diversion-seen",
                Message("sw-diversion-seen", target=s.who_said(t), card=s.card_said(taken)),
                visible_to=frozenset({me, t}),
            )
    elif e == BREATHING:
        k = s.heal(me)
        if s.verbose:
            s.note("breathing", Message("sw-breathing", who=s.who_said(me), card=s.card_said(c), count=k), player=me)
        s.draw(t, rs.params[c]["gift"], Message("sw-why-breathing", who=s.who_said(me), card=s.card_said(c)))
    _done(s, c)


def geisha(s: SSState, c: int, t: int, pick: int) -> None:
    """``t`` discards a random card from the hand (``pick`` -1) or the card ``pick`` in play (L374-377)."""
    me = s.turn
    _to_table(s, me, c)
    if pick < 0:
        hand = s.hands[t]
        lost = hand[s.rng.randint(0, len(hand) - 1, "random card")]
        s.aggression[me][t] += 1
        if s.verbose:
            s.note("geisha", _aimed(s, "sw-geisha", me, t, c), player=me, target=t)
        s.discard_from_hand(t, lost, Message("sw-why-geisha", card=s.card_said(c)))
    else:
        s.take_from_play(t, pick)
        s.deck.discards.append(pick)
        if s.rules.effect[pick] == BUSHIDO:
            s.bushido_at = -1
        else:
            s.aggression[me][t] += 1
        if s.verbose:
            s.note("geisha", _aimed(s, "sw-geisha-in-play", me, t, c, lost=s.card_said(pick)))
    _done(s, c)


def spend_resilience(s: SSState) -> None:
    """Nobunaga discards resilience to draw (L413-415)."""
    me = s.turn
    assert s.ability[me] == RESILIENCE_FOR_CARDS
    prm = s.rules.char_params[s.chars[me]]
    s.res[me] -= prm["cost"]
    s.res_pool += prm["cost"]
    if s.verbose:
        s.note("nobunaga", Message("sw-nobunaga", who=s.who_said(me), count=prm["cost"]), player=me)
    s.draw(me, prm["draw"], Message("sw-why-ability", who=s.who_said(me)))


# --------------------------------------------------------------------------- Bushido


def bushido_immune(s: SSState, p: int) -> bool:
    """The Shogun of a 3-player game never loses honor to Bushido (L357-358)."""
    return p == s.shogun and s.rules.shogun_bushido_immune


def _bushido_card(s: SSState) -> int:
    p = s.bushido_at
    effect = s.rules.effect
    return next(c for c in s.in_play[p] if effect[c] == BUSHIDO)


def pass_bushido(s: SSState) -> None:
    """Bushido moves to the next player clockwise (L338-344)."""
    p = s.bushido_at
    c = _bushido_card(s)
    q = (p + 1) % s.n
    s.take_from_play(p, c)
    s.put_in_play(q, c)
    s.bushido_at = q
    if s.verbose:
        s.note("bushido", Message("sw-bushido-passes", who=s.who_said(q)), player=q)


def discard_bushido(s: SSState) -> int:
    """Bushido leaves play for the discard pile; returns the card."""
    p = s.bushido_at
    c = _bushido_card(s)
    s.take_from_play(p, c)
    s.deck.discards.append(c)
    s.bushido_at = -1
    if s.verbose:
        s.note("bushido", Message("sw-bushido-discarded"))
    return c
