"""The course of a game: setup (rules/004 §2), the upkeep (§3.1), the placement turns (§3.2), and
which actions each moment allows. Resolution lives in :mod:`resolution`, card effects and the
clans' abilities in :mod:`effects`.

:func:`run` carries out every automatic step until a player must decide; :func:`act` applies one
decision."""

from __future__ import annotations

from bisect import bisect_left
from operator import itemgetter
from typing import TYPE_CHECKING, Any, TypeVar

from engine.core.cards import Deck
from engine.core.game import Action
from engine.core.message import Message, Name
from engine.games.rokugan.actions import Bless, Choose, Claim, KeepObjective, Pass, Place, PlayCard, ReturnToken
from engine.games.rokugan.common import SpecialKind, TokenType
from engine.games.rokugan.effects import (
    after_placement_token,
    choose,
    offer_swap,
    pass_pending,
    pending_actions,
    placement_card_plays,
    play_card,
    upkeep_card_plays,
)
from engine.games.rokugan.pieces import UNDER_SLOT, Special, token_code_said
from engine.games.rokugan.placement import bless_targets, legal_locations, placement_problem, slot_taken
from engine.games.rokugan.resolution import resolve
from engine.games.rokugan.scoring import final_scoring

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState


_T = TypeVar("_T")


def nxt(s: RKState, seat: int) -> int:
    """The next seat clockwise (turn order, L168)."""
    return (seat + 1) % s.n


def everyone(s: RKState) -> frozenset[int]:
    return frozenset(range(s.n))


# ---------------------------------------------------------------------------------------- setup


def setup(s: RKState) -> None:
    """Setup steps 2-11 (L129-172) up to the first decision."""
    prep = s.prep
    sc = prep.scenario
    b = s.board
    if sc.clans is not None:
        chosen = list(sc.clans)
    else:
        pick = sorted(sc.allowed_clans)
        s.rng.shuffle(pick, "clans")
        chosen = pick[: s.n]
    s.clans = [prep.clans[c] for c in chosen]
    for seat, clan in enumerate(s.clans):
        s.pool.append(_pool(s, seat))
        s.pool_dirty.append(True)
        s.hand.append([clan.bluff])  # the bluff waits behind the screen (L131)
        s.discard.append([])
        s.aside.append([])
        s.drawn.append([])
        s.control_supply.append(clan.control_tokens)
        s.scouts.append(sc.scouts_per_player)
        s.shugenja.append(sc.shugenja_per_player)
        s.ronin.append(False)
        s.no_bluff.append(False)
        s.peeks_left.append(0)
        s.swaps_left.append(0)
        s.done.append(False)
    if s.verbose:
        seats = tuple(Message("rk-setup-seat", seat=Name.seat(i + 1), clan=s.clan_said(i)) for i in range(s.n))
        s.note("setup", Message("rk-setup", scenario=Name.content({"en": sc.title.en, "ru": sc.title.ru}), seats=seats))
    # step 2: one territory card face down under each region's slot (L130)
    for r, region in enumerate(b.regions):
        want = prep.region_assignment[r]
        cands = prep.region_candidates[r]
        if want == "none" or (want == "random" and not cands):
            continue
        if want == "random":
            card = cands[0] if len(cands) == 1 else s.rng.choice(list(cands), f"territory card of {region.id}")
            public = len(cands) == 1
        else:
            card, public = want, True
        s.region_card[r] = card
        s.card_holder[r] = UNDER_SLOT
        s.card_known[r] = (1 << s.n) - 1 if public else 0
    for ps in sc.preplaced_special:
        s.put_special(b.index[ps.province], Special(SpecialKind(ps.special), ps.value, ps.covers_flowers))
    for pc in sc.preplaced_control:
        seat = s.seat_of(pc.clan)
        if seat >= 0:
            s.add_control(b.index[pc.province], seat, pc.face_up, pc.face_down)
    # step 5: deal two secret objectives, keep one (L135)
    deck = list(prep.objective_deck)
    s.rng.shuffle(deck, "objectives")
    deal = sc.objectives.dealt if sc.objectives.kept else 0
    for seat in range(s.n):
        s.objective_offer.append(tuple(deck[:deal]))
        del deck[:deal]
        s.objective.append(None)
        if deal and s.verbose:
            s.note("deal", Message("rk-deal", clan=s.clan_said(seat), count=deal), {"seat": seat})
            s.note(
                "deal_secret",
                Message("rk-deal-secret", cards=tuple(s.card_said(o) for o in s.objective_offer[seat])),
                {"seat": seat, "objectives": list(s.objective_offer[seat])},
                frozenset({seat}),
            )
    s.objective_box = deck
    # step 6: a control token face down in each capital (L136)
    if sc.capital_tokens:
        for seat, clan in enumerate(s.clans):
            if s.owner[clan.capital] == -1 and not s.has_special(clan.capital, SpecialKind.SCORCHED_EARTH):
                s.add_control(clan.capital, seat, face_down=1)
    # step 8-9: first player and the initiative deck (L163-167)
    cards = [c.id for c in s.clans]
    if sc.first_player != "random" and sc.first_player in cards:
        first = sc.first_player
    else:
        s.rng.shuffle(cards, "clan initiative cards")
        first = cards[-1]
    cards.remove(first)
    s.first = s.seat_of(first)
    neutral = list(prep.neutral_deck)
    s.rng.shuffle(neutral, "neutral initiative cards")
    while len(cards) < sc.initiative.deck_size and neutral:
        cards.append(neutral.pop())
    s.initiative = Deck(cards, "initiative deck")
    s.initiative.shuffle(s.rng)
    s.fp_card = sc.uses_first_player_card()
    if s.verbose:
        s.note("first_player", Message("rk-first-player", clan=s.clan_said(s.first)), {"seat": s.first})
    s.claims_left = [sc.initial_tokens()] * s.n
    s.turn = s.first
    s.phase = "objectives" if deal else "claim"


def _pool(s: RKState, seat: int) -> Deck[int]:
    clan = s.clans[seat]
    return Deck([t for t in range(len(clan.tokens)) if t != clan.bluff], f"{clan.id} token pool")


# ---------------------------------------------------------------------------------------- the machine


def run(s: RKState) -> None:
    """Carry out automatic steps until a player must decide or the game ends."""
    while s.phase != "over" and s.pending is None:
        ph = s.phase
        # the placement phase first: most steps of a game are placement turns
        if ph == "placement":
            kept = s.prep.scenario.tokens_kept
            done = s.done
            for q, h in enumerate(s.hand):
                if len(h) <= kept:
                    done[q] = True
            if all(done):
                s.phase = "unicorn"
                continue
            seat = s.turn
            if done[seat]:
                s.turn = nxt(s, seat)
                s.start_turn()
                continue
            acts = placement_turn(s, seat)
            if acts:
                s._legal = acts
                return
            done[seat] = True
            if s.verbose:
                s.note("no_placement", Message("rk-no-placement", clan=s.clan_said(seat)))
            continue
        if ph == "objectives":
            seat = _next_seat(s, lambda q: s.objective[q] is None and bool(s.objective_offer[q]))
            if seat < 0:
                s.phase = "claim"
                s.turn = s.first
                continue
            s.turn = seat
            return
        if ph == "claim":
            free = free_provinces(s)
            if not any(s.claims_left) or not free:
                start_round(s)
                continue
            seat = s.turn
            while s.claims_left[seat] == 0:
                seat = nxt(s, seat)
            s.turn = seat
            s._legal = _claims(s, free)
            return
        if ph == "dragon":
            seat = _next_seat(s, lambda q: len(s.hand[q]) > s.prep.scenario.hand_size and bool(_returnable(s, q)))
            if seat < 0:
                after_draw(s)
                continue
            s.turn = seat
            return
        if ph == "cards":
            if s.card_passes >= s.n:
                begin_placement(s)
                continue
            if upkeep_card_plays(s, s.turn):
                return
            s.card_passes += 1
            s.turn = nxt(s, s.turn)
            continue
        if ph == "unicorn":
            if offer_swap(s):
                return
            s.phase = "resolution"
            continue
        if ph == "resolution":
            resolve(s)
            if s.round > s.prep.scenario.rounds:
                final_scoring(s)
            else:
                start_round(s)
            continue
        raise AssertionError(f"unknown phase {ph}")


def _next_seat(s: RKState, wants: object) -> int:
    seat = s.first
    for _ in range(s.n):
        if wants(seat):  # type: ignore[operator]
            return seat
        seat = nxt(s, seat)
    return -1


def free_provinces(s: RKState) -> list[int]:
    """Provinces an initial control token may go in: no control token yet, not scorched (L168)."""
    scorched = SpecialKind.SCORCHED_EARTH
    special = s.special
    return [p for p, o in enumerate(s.owner) if o == -1 and ((sp := special[p]) is None or sp.kind is not scorched)]


# ---------------------------------------------------------------------------------------- upkeep


def start_round(s: RKState) -> None:
    """The upkeep phase (L290-317): ronin, first player, tokens drawn; then the Dragon's return and
    the territory cards, or the placement in round 1."""
    s.phase = "upkeep"
    if s.verbose:
        s.note("round", Message("rk-round", round=s.round), {"round": s.round})
    tokens = [0] * s.n
    for p, o in enumerate(s.owner):
        if o >= 0:
            tokens[o] += s.up[p] + s.down[p]
    for seat in range(s.n):
        was = s.ronin[seat]
        s.ronin[seat] = tokens[seat] == 0  # L601-603: checked at the start of upkeep only
        if s.ronin[seat] != was and s.verbose:
            s.note("ronin", Message("rk-ronin" if s.ronin[seat] else "rk-ronin-no-more", clan=s.clan_said(seat)))
        s.no_bluff[seat] = False
        s.peeks_left[seat] = s.clans[seat].peeks
        s.swaps_left[seat] = s.clans[seat].swaps
    s.spied = []
    s.cleared_attack = set()
    s.version += 1
    if s.round > 1:
        determine_first_player(s)
    for seat in range(s.n):
        draw_tokens(s, seat)
    s.phase = "dragon"
    s.turn = s.first


def determine_first_player(s: RKState) -> None:
    """Upkeep step 1 (L296-298): the first player reveals the top initiative card."""
    card = s.initiative.draw(s.rng, refill=False)
    if card is None:
        if s.verbose:
            s.note("first_player", Message("rk-first-player-stays", clan=s.clan_said(s.first)))
        s.fp_card = s.prep.scenario.uses_first_player_card()
        return
    s.initiative_seen.append(card)
    seat = s.seat_of(card)
    if seat < 0:
        seat = _neutral_winner(s, card)
    s.first = seat
    s.fp_card = s.prep.scenario.uses_first_player_card()
    if s.verbose:
        s.note(
            "first_player",
            Message("rk-first-player-card", card=s.card_said(card), clan=s.clan_said(seat))
            if s.seat_of(card) < 0
            else Message("rk-first-player-clan-card", clan=s.clan_said(seat)),
            {"card": card, "seat": seat},
        )


def _neutral_winner(s: RKState, card: str) -> int:
    most = s.prep.neutral[card].most
    if most == "territory_cards":
        value = [len(s.held_cards(q)) for q in range(s.n)]
    elif most == "provinces":
        value = [len(s.provinces_of(q)) for q in range(s.n)]
    else:
        value = [s.control_on_board(q) for q in range(s.n)]
    top = max(value)
    # the nearest candidate counter-clockwise (to the right) of the current first player, never
    # the current first player itself (L298)
    for k in range(1, s.n):
        q = (s.first - k) % s.n
        if value[q] == top:
            return q
    if s.opt.neutral_initiative_fallback == "keep":
        return s.first
    return (s.first - 1) % s.n


def draw_tokens(s: RKState, seat: int) -> None:
    """Upkeep step 2 (L305): the bluff behind the screen, then draw to the hand size (the Dragon one
    more); the pool is shuffled face down before drawing."""
    clan = s.clans[seat]
    hand = s.hand[seat]
    if s.aside[seat]:
        hand.extend(s.aside[seat])  # the bluff a Purge cost set aside comes back (FAQ v1.3)
        s.aside[seat] = []
    want = s.prep.scenario.hand_size + clan.extra_draw
    pool = s.pool[seat]
    if s.pool_dirty[seat]:  # face down and shuffled (L131); drawing from the top of a shuffled pool is fair
        pool.shuffle(s.rng, f"{clan.id} pool")
        s.pool_dirty[seat] = False
    got = pool.draw_many(s.rng, max(0, want - len(hand)), refill=False)
    hand.extend(got)
    s.drawn[seat] = got
    if s.verbose:
        s.note("draw", Message("rk-draw", clan=s.clan_said(seat), count=len(got)), {"seat": seat, "drawn": len(got)})
        s.note(
            "draw_secret",
            Message("rk-draw-secret", tokens=tuple(s.token_said(seat, t) for t in got)),
            {"seat": seat, "tokens": [s.code(seat, t) for t in got]},
            frozenset({seat}),
        )


def _returnable(s: RKState, seat: int) -> list[str]:
    bluff = s.clans[seat].bluff
    return sorted({s.code(seat, t) for t in s.drawn[seat] if t != bluff and t in s.hand[seat]})


def after_draw(s: RKState) -> None:
    if s.round > 1:
        s.phase = "cards"
        s.turn = s.first
        s.card_passes = 0
    else:
        begin_placement(s)


def begin_placement(s: RKState) -> None:
    s.phase = "placement"
    s.done = [False] * s.n
    s.turn = s.first
    s.start_turn()
    if s.verbose:
        s.note("placement", Message("rk-placement-begins"))


# ---------------------------------------------------------------------------------------- actions


def _place_rows(s: RKState, code: str) -> tuple[list[Action], list[tuple[int, Action]]]:
    """The Place action of token kind ``code`` at every location, alone and with the location's
    slot, made once per prepared game (actions are immutable values)."""
    rows = s.prep.place_rows.get(code)
    if rows is None:
        row: list[object] = [Place(code, loc.name) for loc in s.board.locations]
        loc_slot = s.board.loc_slot
        rows = s.prep.place_rows[code] = (row, [(loc_slot[loc], a) for loc, a in enumerate(row)])
    return rows  # type: ignore[return-value]


def _pick(items: list[_T], indices: tuple[int, ...]) -> list[_T]:
    """``[items[i] for i in indices]``, gathered by one C-level call when there are several."""
    if len(indices) > 1:
        return list(itemgetter(*indices)(items))
    return [items[i] for i in indices]


def _code_places(
    s: RKState, seat: int, code: str, tt: TokenType, known: dict[str, Any]
) -> tuple[list[Action], list[tuple[int, Action]]]:
    """The Place actions of one token kind for ``seat``: those in centres, and those on borders with
    their slot; stored in ``known``, the seat's cache for this ``version`` (control or special
    tokens changed)."""
    if s.opt.placement_check == "at_reveal":
        where: tuple[int, ...] = () if tt is TokenType.BLUFF and s.no_bluff[seat] else s.board.all_locs
    else:
        where = legal_locations(s, seat)[tt]
    row, pairs = _place_rows(s, code)
    k = bisect_left(where, s.board.n)  # centres are locations 0..n-1 and never taken
    got = known[code] = (_pick(row, where[:k]), _pick(pairs, where[k:]))
    return got


def placements(s: RKState, seat: int) -> list[Action]:
    """Every Place and Bless ``seat`` may make now."""
    kinds = s.clans[seat].kinds
    codes: dict[str, TokenType] = {}
    for t in s.hand[seat]:
        code, tt = kinds[t]
        codes[code] = tt
    out: list[Action] = []
    loose = s.opt.placement_check == "at_reveal"
    slot_count = s.slot_count
    cache = s._place_cache.get(seat)
    if cache is None or cache[0] != s.version:
        cache = s._place_cache[seat] = (s.version, {})
    known = cache[1]
    blessing = TokenType.BLESSING
    for code in sorted(codes):
        tt = codes[code]
        if tt is blessing:
            out.extend(Bless(code, serial) for serial in bless_targets(s, seat))
            continue
        got = known.get(code)
        if got is None:
            got = _code_places(s, seat, code, tt, known)
        centres, borders = got
        out += centres
        if not borders:
            continue
        if loose:
            out += [a for _, a in borders]
        else:
            out += [a for slot, a in borders if not slot_count[slot]]
    return out


_PLAYS: dict[str, PlayCard] = {}


def _play(card: str) -> PlayCard:
    """``play <card>``, made once (actions are immutable values)."""
    a = _PLAYS.get(card)
    if a is None:
        a = _PLAYS[card] = PlayCard(card)
    return a


def placement_turn(s: RKState, seat: int) -> list[Action]:
    """What ``seat`` may do on its placement turn: play cards first (L296, L581, L595-597), place a
    token, or pass for the rest of the phase when nothing can be placed (L601)."""
    cards = placement_card_plays(s, seat)
    places = placements(s, seat)
    if not cards:
        return places
    plays: list[Action] = [_play(c) for c in cards]
    return plays + places if places else [*plays, Pass()]


def _claims(s: RKState, free: list[int]) -> list[Action]:
    """The Claim actions of the provinces ``free``, made once per prepared game."""
    claims = s.prep.claim_actions
    if not claims:
        claims.extend(Claim(name) for name in s.board.provinces)
    return [claims[p] for p in free]  # type: ignore[misc]


def legal_actions(s: RKState) -> list[Action]:
    if s.pending is not None:
        return pending_actions(s)
    seat = s.turn
    ph = s.phase
    if ph == "objectives":
        return [KeepObjective(o) for o in sorted(set(s.objective_offer[seat]))]
    if ph == "claim":
        return _claims(s, free_provinces(s))
    if ph == "dragon":
        return [ReturnToken(c) for c in _returnable(s, seat)]
    if ph == "cards":
        return [*(PlayCard(c) for c in upkeep_card_plays(s, seat)), Pass()]
    if ph == "placement":
        return placement_turn(s, seat)
    return []


def illegal_reason(s: RKState, action: Action) -> Message | None:
    if s.pending is None and s.phase == "placement" and isinstance(action, Place):
        return _place_problem(s, s.turn, action)
    if action in s.legal_actions():
        return None
    who = s.clan_said(s.current_player())
    if s.pending is not None:
        card = s.pending.card
        what = s.card_said(card) if card else Message("rk-choice-" + s.pending.kind.replace("_", "-"))
        return Message("rk-refuse-must-choose", who=who, what=what)
    return Message("rk-refuse-waits", who=who, phase=Message("rk-phase-" + s.phase))


def _place_problem(s: RKState, seat: int, a: Place) -> Message | None:
    clan = s.clans[seat]
    t = clan.first_of(a.token, s.hand[seat])
    if t < 0:
        return Message("rk-refuse-no-token", token=token_code_said(a.token), clan=s.clan_said(seat))
    loc = s.board.loc_by_name.get(a.at)
    if loc is None:
        return Message("rk-refuse-no-place", place=a.at)
    tt = clan.tokens[t].type
    if tt is TokenType.BLESSING:
        return Message("rk-refuse-bless")  # L391
    if s.opt.placement_check == "at_reveal":
        return Message("rk-refuse-no-bluff") if tt is TokenType.BLUFF and s.no_bluff[seat] else None
    if slot_taken(s, loc):
        return Message("rk-refuse-border-taken")  # L333
    return placement_problem(s, seat, tt, loc)


def act(s: RKState, a: Action) -> None:
    seat = s.current_player()
    if s.pending is not None:
        if isinstance(a, Pass):
            pass_pending(s)
        else:
            assert isinstance(a, Choose)
            choose(s, a.option)
        return
    if isinstance(a, Place):
        clan = s.clans[seat]
        t = clan.first_of(a.token, s.hand[seat])
        s.hand[seat].remove(t)
        pl = s.place_token(seat, t, s.board.loc_by_name[a.at])
        if s.verbose:
            s.note(
                "place",
                Message("rk-place", clan=s.clan_said(seat), at=s.loc_said(pl.loc), serial=pl.serial),
                {"seat": seat, "serial": pl.serial, "at": a.at},
            )
            s.note(
                "place_secret",
                Message("rk-place-secret", token=token_code_said(a.token), at=s.loc_said(pl.loc)),
                {"serial": pl.serial, "token": a.token},
                frozenset({seat}),
            )
        s.end_turn()
        if s.peeks_left[seat]:  # only a clan that may look (Scorpion) has anything to do
            after_placement_token(s, seat)
    elif isinstance(a, KeepObjective):
        s.objective[seat] = a.objective
        if s.verbose:
            s.note("objective", Message("rk-objective", clan=s.clan_said(seat)), {"seat": seat})
            s.note(
                "objective_secret",
                Message("rk-objective-secret", card=s.card_said(a.objective)),
                {"seat": seat, "objective": a.objective},
                frozenset({seat}),
            )
    elif isinstance(a, Claim):
        p = s.board.index[a.province]
        s.add_control(p, seat, face_down=1)
        s.claims_left[seat] -= 1
        if s.verbose:
            s.note(
                "claim",
                Message("rk-claim", clan=s.clan_said(seat), province=s.province_said(p)),
                {"seat": seat, "province": a.province},
            )
        s.turn = nxt(s, seat)
    elif isinstance(a, ReturnToken):
        t = s.clans[seat].first_of(a.token, [x for x in s.drawn[seat] if x in s.hand[seat]])
        s.hand[seat].remove(t)
        s.drawn[seat].remove(t)
        s.to_pool(seat, t)
        if s.verbose:
            s.note("dragon_return", Message("rk-dragon-return", clan=s.clan_said(seat)), {"seat": seat})
            s.note(
                "dragon_return_secret",
                Message("rk-return-secret", token=token_code_said(a.token)),
                {"token": a.token},
                frozenset({seat}),
            )
    elif isinstance(a, PlayCard):
        if s.phase == "cards":
            s.card_passes = 0
            s.turn = nxt(s, seat)
        play_card(s, seat, a.card)
    elif isinstance(a, Pass):
        if s.phase == "cards":
            s.card_passes += 1
            if s.verbose:
                s.note("pass", Message("rk-pass", clan=s.clan_said(seat)))
            s.turn = nxt(s, seat)
        else:
            s.done[seat] = True
            if s.verbose:
                s.note("pass", Message("rk-pass-placement", clan=s.clan_said(seat)))
            s.end_turn()
    elif isinstance(a, Bless):
        clan = s.clans[seat]
        t = clan.first_of(a.token, s.hand[seat])
        s.hand[seat].remove(t)
        target = s.find_placed(a.on)
        assert target is not None
        if target.owner == seat:
            target.blessings.append(t)
        else:
            target.foreign.append((seat, t))  # only with placement checked at the reveal
        if s.verbose:
            s.note(
                "bless",
                Message(
                    "rk-bless" if target.owner == seat else "rk-bless-other",
                    clan=s.clan_said(seat),
                    token=token_code_said(a.token),
                    owner=s.clan_said(target.owner),
                    serial=a.on,
                ),
                {"seat": seat, "token": a.token, "on": a.on},
            )
        s.end_turn()
        after_placement_token(s, seat)
    else:  # pragma: no cover - legal_actions offers nothing else
        raise AssertionError(a)
