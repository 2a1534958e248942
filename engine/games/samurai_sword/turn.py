"""The turn (rules/001 §3.1-3.2): Recover, the Bushido check, Draw (Ieyasu's choice), Play, and
the Discard phase down to the hand limit; the legal actions of every decision and the dispatch
of actions to the rules that carry them out (card effects in :mod:`.plays`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.game import Action
from engine.core.message import Message
from engine.games.samurai_sword import plays
from engine.games.samurai_sword.actions import (
    DRAW_DECK,
    DRAW_DISCARD,
    DROP_BUSHIDO,
    END,
    LOSE_HONOR,
    SPEND_RESILIENCE,
    WOUND,
    Attack,
    Discard,
    DrawFrom,
    DropBushido,
    EndTurn,
    Geisha,
    LoseHonor,
    Parry,
    Play,
    PlayOn,
    SpendResilience,
    TakeWound,
)
from engine.games.samurai_sword.effects import (
    BATTLE_CRY,
    BREATHING,
    BUSHIDO,
    DAIMYO,
    DIVERSION,
    FIRST_DRAW_FROM_DISCARD,
    GEISHA,
    IGNORES_DIFFICULTY,
    JUJUTSU,
    PARRY,
    RESILIENCE_FOR_CARDS,
    TEA_CEREMONY,
    WEAPON,
    WEAPON_AS_PARRY,
    WEAPON_KIND,
)
from engine.games.samurai_sword.phases import ANSWER, DISCARD, IEYASU, PHASE_NAMES, PLAY
from engine.games.samurai_sword.phases import BUSHIDO as BUSHIDO_PHASE
from engine.games.samurai_sword.phases import PARRY as PARRY_PHASE

if TYPE_CHECKING:
    from engine.games.samurai_sword.state import SSState


# --------------------------------------------------------------------------- the turn


def begin_turn(s: SSState, seat: int) -> None:
    """Start ``seat``'s turn: Recover (L95-99), the Bushido check at its end (L333-346), then Draw."""
    s.turn = seat
    s.turn_number += 1
    s.weapons_played = 0
    if s.verbose:
        s.note("turn", Message("sw-turn", number=s.turn_number, who=s.who_said(seat)), player=seat)
    if s.res[seat] == 0:
        k = s.heal(seat)
        if s.verbose:
            s.note("recover", Message("sw-recover", who=s.who_said(seat), count=k), player=seat)
    if s.bushido_at == seat:
        c = s.take_top()
        if s.over:
            return
        if c >= 0:
            s.deck.discards.append(c)
            s.revealed = c
            if s.verbose:
                s.note(
                    "bushido",
                    Message("sw-bushido-reveals", who=s.who_said(seat), card=s.card_said(c)),
                    player=seat,
                    card=c,
                )
            if s.rules.kind[c] == WEAPON_KIND:
                s.phase = BUSHIDO_PHASE
                s.actor = seat
                return
        s.revealed = -1
        plays.pass_bushido(s)
    draw_phase(s)


def draws_due(s: SSState, p: int) -> int:
    """Cards ``p`` draws in the Draw phase: 2, +Hideyoshi, +1 for the 3-player Shogun (L91, L352-353, L433-434)."""
    return s.rules.draws + s.extra_draws[p]


def draw_phase(s: SSState) -> None:
    p = s.turn
    k = draws_due(s, p)
    if s.ability[p] == FIRST_DRAW_FROM_DISCARD and s.deck.discards and k > 0:
        s.draws_due = k
        s.phase = IEYASU
        s.actor = p
        return
    s.draw(p, k, plays.WHY_DRAW_PHASE)
    if not s.over:
        start_play(s)


def start_play(s: SSState) -> None:
    s.phase = PLAY
    s.actor = s.turn


def end_turn(s: SSState) -> None:
    """The Discard phase (L150-152): the player (with option A14 ``every_turn_end``: everyone,
    clockwise from him) discards down to the hand limit; then the next seat clockwise plays."""
    p = s.turn
    n = s.n
    s.discard_queue = [(p + k) % n for k in range(n)] if s.rules.limit_every_turn else [p]
    next_discarder(s)


def next_discarder(s: SSState) -> None:
    limit = s.rules.hand_limit
    queue = s.discard_queue
    while queue:
        q = queue[0]
        if len(s.hands[q]) > limit:
            s.phase = DISCARD
            s.actor = q
            return
        queue.pop(0)
    begin_turn(s, (s.turn + 1) % s.n)


def weapon_limit(s: SSState, p: int) -> int:
    """Weapons ``p`` may play this turn: 1 + Focus + Goemon + the 3-player Shogun (L142-143,
    L371-373, L396-398, L354-355)."""
    return s.rules.weapons + s.focus[p] + s.extra_weapons[p]


def difficulty(s: SSState, attacker: int, target: int) -> int:
    """The difficulty of ``attacker``'s attack on ``target``: the gaps between them the short way
    round, Harmless players left out (L118-125), + Armor in front of the target (L176-184) +
    Benkei (L389-390)."""
    n = s.n
    res = s.res
    hands = s.hands
    ring = [q for q in range(n) if q in (attacker, target) or (res[q] > 0 and hands[q])]
    m = len(ring)
    k = (ring.index(target) - ring.index(attacker)) % m
    return min(k, m - k) + s.armor[target] + s.protection[target]


def attack_targets(s: SSState, me: int) -> list[tuple[int, int]]:
    """Every player ``me`` may aim a weapon at (not Harmless, L106-107) with the attack's
    difficulty; Kojirō's attacks have difficulty 0 (L405-407)."""
    n = s.n
    res = s.res
    hands = s.hands
    ring = [q for q in range(n) if q == me or (res[q] > 0 and hands[q])]
    m = len(ring)
    i = ring.index(me)
    if s.ability[me] == IGNORES_DIFFICULTY:
        return [(t, 0) for t in ring if t != me]
    armor = s.armor
    protection = s.protection
    out = []
    for j, t in enumerate(ring):
        if t != me:
            k = (j - i) % m
            out.append((t, (k if k < m - k else m - k) + armor[t] + protection[t]))
    return out


# --------------------------------------------------------------------------- legal actions


def legal_actions(s: SSState) -> list[Action]:
    phase = s.phase
    if phase == PLAY:
        return _play_actions(s)
    rs = s.rules
    p = s.actor
    hand = s.hands[p]
    out: list[Action] = []
    seen: set[int] = set()
    if phase == PARRY_PHASE:
        hanzo = s.ability[p] == WEAPON_AS_PARRY and len(hand) > 1
        for c in hand:
            if c not in seen:
                seen.add(c)
                if rs.defence[c] or (hanzo and rs.kind[c] == WEAPON_KIND):
                    out.append(rs.parry[c])
        out.append(WOUND)
    elif phase == ANSWER:
        if rs.effect[s.answer_card] == BATTLE_CRY:
            hanzo = s.ability[p] == WEAPON_AS_PARRY and len(hand) > 1
            for c in hand:
                if c not in seen:
                    seen.add(c)
                    if rs.bc_any_card or rs.defence[c] or (hanzo and rs.kind[c] == WEAPON_KIND):
                        out.append(rs.discard[c])
        else:
            for c in hand:
                if c not in seen:
                    seen.add(c)
                    if rs.kind[c] == WEAPON_KIND:
                        out.append(rs.discard[c])
        out.append(WOUND)
    elif phase == BUSHIDO_PHASE:
        for c in hand:
            if c not in seen:
                seen.add(c)
                if rs.kind[c] == WEAPON_KIND:
                    out.append(rs.discard[c])
        out.append(DROP_BUSHIDO if plays.bushido_immune(s, p) else LOSE_HONOR)
    elif phase == IEYASU:
        out = [DRAW_DECK, DRAW_DISCARD]
    elif phase == DISCARD:
        for c in hand:
            if c not in seen:
                seen.add(c)
                out.append(rs.discard[c])
    return out


def _play_actions(s: SSState) -> list[Action]:
    rs = s.rules
    me = s.turn
    n = s.n
    hand = s.hands[me]
    hands = s.hands
    effect = rs.effect
    out: list[Action] = []
    seen: set[int] = set()
    targets: list[tuple[int, int]] | None = None
    can_attack = s.weapons_played < weapon_limit(s, me)
    others = [(me + k) % n for k in range(1, n)]
    for c in hand:
        if c in seen:
            continue
        seen.add(c)
        e = effect[c]
        if e == WEAPON:
            if can_attack:
                if targets is None:
                    targets = attack_targets(s, me)
                reach = rs.difficulty[c]
                row = rs.attack[c]
                out += [row[t] for t, d in targets if d <= reach]
        elif e == PARRY:
            if not rs.parry_off_turn_only:
                out.append(rs.play[c])
        elif e in (BATTLE_CRY, JUJUTSU, DAIMYO, TEA_CEREMONY):
            out.append(rs.play[c])
        elif e == BREATHING:
            row_on = rs.play_on[c]
            out.extend(row_on[t] for t in others if rs.breathing_to_harmless or not s.harmless(t))
        elif e == DIVERSION:
            row_on = rs.play_on[c]
            shield = rs.shield_geisha_diversion
            out.extend(row_on[t] for t in others if hands[t] and not (shield and s.harmless(t)))
        elif e == GEISHA:
            out.extend(_geisha_actions(s, c, others))
        elif e == BUSHIDO:
            if s.bushido_at < 0:
                row_on = rs.play_on[c]
                out.extend(row_on[t] for t in range(n) if t != me or rs.bushido_on_self)
        elif _room_in_play(s, c):
            out.append(rs.play[c])
    if s.ability[me] == RESILIENCE_FOR_CARDS and s.res[me] > rs.char_params[s.chars[me]]["cost"]:
        out.append(SPEND_RESILIENCE)
    out.append(END)
    return out


def _geisha_actions(s: SSState, c: int, others: list[int]) -> list[Action]:
    rs = s.rules
    shield = rs.shield_geisha_diversion
    out: list[Action] = []
    for t in others:
        if shield and s.harmless(t):
            continue
        row = rs.geisha[c][t]
        if s.hands[t]:
            out.append(row[0])
        picked: set[int] = set()
        for k in s.in_play[t]:
            if k in picked or (rs.effect[k] == BUSHIDO and not rs.geisha_takes_bushido):
                continue
            picked.add(k)
            out.append(row[1 + k])
    return out


def _room_in_play(s: SSState, c: int) -> bool:
    limit = s.rules.max_in_play[c]
    return limit == 0 or sum(row.count(c) for row in s.in_play) < limit


# --------------------------------------------------------------------------- applying actions


def _card(s: SSState, ident: str) -> int:
    return s.rules.index[ident]


def _attack(s: SSState, a: Action) -> None:
    assert isinstance(a, Attack)
    plays.attack(s, _card(s, a.weapon), a.target)


def _play(s: SSState, a: Action) -> None:
    assert isinstance(a, Play)
    plays.play_card(s, _card(s, a.card))


def _play_on(s: SSState, a: Action) -> None:
    assert isinstance(a, PlayOn)
    plays.play_card_on(s, _card(s, a.card), a.target)


def _geisha(s: SSState, a: Action) -> None:
    assert isinstance(a, Geisha)
    plays.geisha(s, _card(s, a.card), a.target, -1 if a.pick == "hand" else _card(s, a.pick))


def _spend(s: SSState, a: Action) -> None:
    plays.spend_resilience(s)


def _end(s: SSState, a: Action) -> None:
    if s.verbose:
        s.note("end-turn", Message("sw-end-turn", who=s.who_said(s.turn)), player=s.turn)
    end_turn(s)


def _parry(s: SSState, a: Action) -> None:
    assert isinstance(a, Parry)
    plays.parry(s, _card(s, a.card))


def _discard(s: SSState, a: Action) -> None:
    assert isinstance(a, Discard)
    c = _card(s, a.card)
    phase = s.phase
    if phase == ANSWER:
        plays.answer_with_card(s, c)
    elif phase == BUSHIDO_PHASE:
        s.discard_from_hand(s.turn, c, plays.WHY_BUSHIDO_WEAPON)
        plays.pass_bushido(s)
        s.revealed = -1
        draw_phase(s)
    else:
        s.discard_from_hand(s.actor, c, plays.WHY_HAND_LIMIT)
        next_discarder(s)


def _wound(s: SSState, a: Action) -> None:
    if s.phase == PARRY_PHASE:
        plays.take_attack(s)
    else:
        plays.answer_with_wound(s)


def _lose_honor(s: SSState, a: Action) -> None:
    p = s.turn
    s.revealed = -1
    c = plays.discard_bushido(s)
    for _ in range(s.rules.params[c].get("honor", 1)):
        if not s.over:
            s.lose_honor(p, Message("sw-why-card", card=s.card_said(c)))
    if not s.over:
        draw_phase(s)


def _drop_bushido(s: SSState, a: Action) -> None:
    s.revealed = -1
    plays.discard_bushido(s)
    if s.verbose:
        s.note("bushido", Message("sw-bushido-shogun-of-three", who=s.who_said(s.turn)))
    draw_phase(s)


def _draw_from(s: SSState, a: Action) -> None:
    assert isinstance(a, DrawFrom)
    p = s.turn
    k = s.draws_due
    s.draws_due = 0
    if a.source == "discard":
        c = s.deck.discards.pop()
        s.hands[p].append(c)
        if s.verbose:
            s.note("draw", Message("sw-take-discard", who=s.who_said(p), card=s.card_said(c)), player=p, card=c)
        k -= 1
    if k:
        s.draw(p, k, plays.WHY_DRAW_PHASE)
    if not s.over:
        start_play(s)


HANDLERS = {
    Attack: _attack,
    Play: _play,
    PlayOn: _play_on,
    Geisha: _geisha,
    SpendResilience: _spend,
    EndTurn: _end,
    Parry: _parry,
    Discard: _discard,
    TakeWound: _wound,
    LoseHonor: _lose_honor,
    DropBushido: _drop_bushido,
    DrawFrom: _draw_from,
}


# --------------------------------------------------------------------------- explanations


def prompt(s: SSState) -> str:
    """What the game waits for, in words."""
    rs = s.rules
    phase = s.phase
    if phase == PLAY:
        return "play cards or end the turn"
    if phase == PARRY_PHASE:
        return f"parry {s.card_name(s.atk_weapon)} ({s.atk_damage} wound(s)) or take the wounds"
    if phase == ANSWER:
        what = "a parry" if rs.effect[s.answer_card] == BATTLE_CRY else "a weapon"
        return f"answer {s.card_name(s.answer_card)}: discard {what} or take a wound"
    if phase == BUSHIDO_PHASE:
        return "Bushido revealed a weapon: discard a weapon or lose honor"
    if phase == IEYASU:
        return "draw the first card from the deck or the discard pile"
    if phase == DISCARD:
        return f"discard down to {rs.hand_limit} cards"
    return PHASE_NAMES[phase]


def prompt_said(s: SSState) -> Message:
    """What the game waits for, as a message (the reader's language; :func:`prompt` is the
    observation's English)."""
    rs = s.rules
    phase = s.phase
    if phase == PARRY_PHASE:
        return Message("sw-prompt-parry", card=s.card_said(s.atk_weapon), count=s.atk_damage)
    if phase == ANSWER:
        with_parry = "parry" if rs.effect[s.answer_card] == BATTLE_CRY else "weapon"
        return Message("sw-prompt-answer", card=s.card_said(s.answer_card), with_card=with_parry)
    if phase == DISCARD:
        return Message("sw-prompt-discard", limit=rs.hand_limit)
    return Message("sw-prompt-" + PHASE_NAMES[phase].replace("_", "-"))


def why_illegal(s: SSState, action: Action) -> Message:
    """A reason a player can act on for an action that is not legal now."""
    rs = s.rules
    card = getattr(action, "card", None) or getattr(action, "weapon", None)
    if isinstance(card, str) and card not in rs.index:
        return Message("sw-refuse-no-card", card=card)
    if s.phase == PLAY and isinstance(action, (Attack, Play, PlayOn, Geisha)):
        c = rs.index[card] if isinstance(card, str) else -1
        if c not in s.hands[s.turn]:
            return Message("sw-refuse-not-held", who=s.who_said(s.turn), card=s.card_said(c))
        if isinstance(action, Attack):
            t = action.target
            if not 0 <= t < s.n or t == s.turn:
                return Message("sw-refuse-aim-other")
            if rs.effect[c] != WEAPON:
                return Message("sw-refuse-not-weapon", card=s.card_said(c))
            if s.weapons_played >= weapon_limit(s, s.turn):
                return Message("sw-refuse-weapon-limit", played=s.weapons_played, limit=weapon_limit(s, s.turn))
            if s.harmless(t):
                return Message("sw-refuse-harmless", who=s.who_said(t))
            d = difficulty(s, s.turn, t)
            return Message(
                "sw-refuse-difficulty", who=s.who_said(t), difficulty=d, card=s.card_said(c), reach=rs.difficulty[c]
            )
        return Message("sw-refuse-not-now", action=action.to_str())
    return Message("sw-refuse-waits", who=s.who_said(s.actor), prompt=prompt_said(s))
