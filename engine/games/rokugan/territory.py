"""The choices of the territory cards (reference cards.yaml): what each card's next choice may be
(:func:`territory_options`) and what a choice does (:func:`choose_territory`). Played through
:mod:`effects`, which holds the pending-choice machinery, the targets and the small cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message, Value
from engine.games.rokugan.card_model import (
    AddControl,
    LookAndDiscard,
    PlaceFromDiscard,
    PlaceSpecial,
    PurgeTokens,
    RecoverTokens,
    RemoveSpecial,
    RemoveSpecials,
    SpyHand,
    SwapControl,
)
from engine.games.rokugan.pieces import Pending, Special, token_code_said
from engine.games.rokugan.targets import (
    any_discard_placement,
    discard_placements,
    look_at,
    own_provinces,
    placed_token,
    serials,
    special_targets,
    take_off_board,
    tokens_for,
)

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState


def _cost_payable(s: RKState, seat: int, cost: int) -> bool:
    shadow = s.board.shadowlands
    return cost == 0 or any(o == seat and not shadow[p] for p, o in enumerate(s.owner))


def playable(s: RKState, seat: int, card: str) -> bool:
    """Whether ``seat`` may play territory card ``card`` now: its effect has something to act on
    and its cost can be paid."""
    eff = s.prep.territory[card].effect
    if isinstance(eff, PlaceSpecial):
        return bool(special_targets(s, eff, ()))
    if isinstance(eff, AddControl):
        return bool(own_provinces(s, seat))
    if isinstance(eff, RemoveSpecial):
        return any(s.has_special(p, eff.special) for p in range(s.board.n))
    if isinstance(eff, RecoverTokens):
        return True
    if isinstance(eff, SpyHand):
        return s.n > 1
    if isinstance(eff, SwapControl):
        return bool(own_provinces(s, seat)) and any(o not in (-1, seat) for o in s.owner)
    if isinstance(eff, PurgeTokens):
        return len(s.hand[seat]) > 0
    if isinstance(eff, LookAndDiscard):
        return _cost_payable(s, seat, eff.cost_control)
    if isinstance(eff, PlaceFromDiscard):
        return _cost_payable(s, seat, eff.cost_control) and any_discard_placement(s, seat)
    if isinstance(eff, RemoveSpecials):
        return _cost_payable(s, seat, eff.cost_control) and any(sp is not None for sp in s.special)
    return False  # pragma: no cover


def territory_options(s: RKState, p: Pending) -> list[str]:
    """What the territory card of pending choice ``p`` may choose next (empty: nothing left)."""
    seat = p.player
    eff = s.prep.territory[p.card].effect
    b = s.board
    if isinstance(eff, PlaceSpecial):
        stage = p.data[0] if p.data else "target"
        if stage == "reward":
            return [s.pname(q) for q in own_provinces(s, seat) if q != p.data[2]]
        chosen = tuple(b.index[x] for x in p.picks if x in b.index and not _is_reward_pick(p, x))
        if len(chosen) >= eff.targets:
            return []
        return [s.pname(q) for q in special_targets(s, eff, chosen)]
    if isinstance(eff, AddControl):
        picked = {b.index[x] for x in p.picks}
        if len(picked) >= eff.targets:
            return []
        return [s.pname(q) for q in own_provinces(s, seat) if q not in picked]
    if isinstance(eff, RemoveSpecial):
        if p.picks:
            return []
        return [s.pname(q) for q in range(b.n) if s.has_special(q, eff.special)]
    if isinstance(eff, RecoverTokens):
        stage, left = p.data if p.data else ("recover", eff.count)
        clan = s.clans[seat]
        if stage == "recover":
            return sorted({clan.tokens[t].code for t in s.discard[seat] if clan.tokens[t].type in eff.types})
        if left <= 0:
            return []
        codes = sorted({clan.tokens[t].code for t in s.hand[seat] if t != clan.bluff})
        return [f"{c}>{where}" for c in codes for where in ("discard", "pool")]
    if isinstance(eff, SpyHand):
        return [] if p.picks else [s.clans[q].id for q in range(s.n) if q != seat]
    if isinstance(eff, SwapControl):
        if not p.picks:
            return [s.pname(q) for q in own_provinces(s, seat)]
        if len(p.picks) == 1:
            return [s.pname(q) for q in range(b.n) if s.owner[q] not in (-1, seat)]
        return []
    if isinstance(eff, PurgeTokens):
        if not p.picks:
            clan = s.clans[seat]
            return sorted({clan.tokens[t].code for t in s.hand[seat]})
        if len(p.picks) > eff.board_tokens:
            return []
        return serials(tokens_for(s, seat, opponents=False, face_down=False))
    if isinstance(eff, LookAndDiscard):
        stage = p.data[0] if p.data else "look"
        looked = [x for x in p.picks if x.startswith("#")]
        if stage == "discard":
            return [x for x in looked if s.find_placed(int(x[1:])) is not None]
        if len(looked) >= eff.look:
            return []
        mine = {x for x in looked}
        return [x for x in serials(tokens_for(s, seat, opponents=True, face_down=True)) if x not in mine]
    if isinstance(eff, PlaceFromDiscard):
        return [] if p.picks else discard_placements(s, seat)
    if isinstance(eff, RemoveSpecials):
        if len(p.picks) >= eff.up_to:
            return []
        return [s.pname(q) for q in range(b.n) if s.special[q] is not None]
    raise AssertionError(eff)  # pragma: no cover


def _is_reward_pick(p: Pending, x: str) -> bool:
    return bool(p.data) and x in p.data[3:]


def choose_territory(s: RKState, p: Pending, option: str) -> None:
    """Carry out one choice of the territory card of pending choice ``p``; sets the next pending choice."""
    seat = p.player
    eff = s.prep.territory[p.card].effect
    b = s.board
    name = s.card_said(p.card)
    if isinstance(eff, PlaceSpecial):
        q = b.index[option]
        if p.data and p.data[0] == "reward":
            got = s.add_control(q, seat, face_up=p.data[1])
            _note_control(s, name, seat, got[0], q)
            s.pending = p.then(option, ("target", 0, -1, *p.data[3:], option))
            return
        before = s.owner[q]
        old = s.put_special(q, Special(eff.special, eff.value, eff.covers_flowers, seat))
        if s.verbose:
            s.note(
                "special",
                Message(
                    "rk-eff-special-replacing" if old else "rk-eff-special",
                    card=name,
                    special=Special(eff.special, eff.value).said(),
                    province=s.province_said(q),
                    old=old.said() if old else "",
                ),
                {"province": option, "special": eff.special.value, "value": eff.value},
            )
        rest = p.data[3:] if p.data else ()
        if eff.reward_if_opponents and before not in (-1, seat) and own_provinces(s, seat):
            s.pending = p.then(option, ("reward", eff.reward_if_opponents, -1, *rest))
        elif eff.reward_if_own and before == seat and [x for x in own_provinces(s, seat) if x != q]:
            s.pending = p.then(option, ("reward", eff.reward_if_own, q, *rest))
        else:
            s.pending = p.then(option, ("target", 0, -1, *rest))
        return
    if isinstance(eff, AddControl):
        q = b.index[option]
        got = s.add_control(q, seat, face_up=eff.face_up)
        if s.verbose:
            s.note(
                "control",
                Message(
                    "rk-eff-add-control", card=name, clan=s.clan_said(seat), count=got[0], province=s.province_said(q)
                ),
            )
        s.pending = p.then(option)
        return
    if isinstance(eff, RemoveSpecial):
        q = b.index[option]
        s.take_special(q)
        if s.verbose:
            s.note(
                "special",
                Message(
                    "rk-eff-special-leaves", card=name, special=Special(eff.special).said(), province=s.province_said(q)
                ),
                {"province": option},
            )
        if eff.only_if_controlled:
            if s.owner[q] == seat:
                got = s.add_control(q, seat, face_up=eff.face_up, face_down=eff.face_down)
                _note_control(s, name, seat, got[0], q)
        else:
            got = s.add_control(q, seat, face_up=eff.face_up, face_down=eff.face_down)
            if s.verbose:
                s.note(
                    "control",
                    Message(
                        "rk-eff-put-control",
                        card=name,
                        clan=s.clan_said(seat),
                        count=sum(got),
                        up=got[0],
                        province=s.province_said(q),
                    ),
                )
        s.pending = p.then(option)
        return
    if isinstance(eff, RecoverTokens):
        stage, left = p.data if p.data else ("recover", eff.count)
        clan = s.clans[seat]
        if stage == "recover":
            t = clan.first_of(option, s.discard[seat])
            s.discard[seat].remove(t)
            s.hand[seat].append(t)
            if s.verbose:
                s.note(
                    "recover",
                    Message("rk-eff-recover", card=name, clan=s.clan_said(seat), token=token_code_said(option)),
                )
            left -= 1
            more = left > 0 and any(clan.tokens[x].type in eff.types for x in s.discard[seat])
            s.pending = p.then(option, ("recover", left) if more else ("remove", eff.then_remove))
            return
        code, where = option.split(">")
        t = clan.first_of(code, [x for x in s.hand[seat] if x != clan.bluff])
        s.hand[seat].remove(t)
        if where == "pool":
            s.to_pool(seat, t)
            if s.verbose:
                s.note("recover", Message("rk-eff-to-pool", card=name, clan=s.clan_said(seat)))
                s.note(
                    "recover_secret",
                    Message("rk-return-secret", token=token_code_said(code)),
                    {"token": code},
                    frozenset({seat}),
                )
        else:
            s.discard[seat].append(t)
            if s.verbose:
                s.note(
                    "recover", Message("rk-eff-discard", card=name, clan=s.clan_said(seat), token=token_code_said(code))
                )
        s.pending = p.then(option, ("remove", left - 1))
        return
    if isinstance(eff, SpyHand):
        target = s.seat_of(option)
        codes = tuple(sorted(s.code(target, t) for t in s.hand[target]))
        s.spied.append((seat, target, codes))
        if eff.forbid_bluff:
            s.no_bluff[target] = True
            s.version += 1
        if s.verbose:
            s.note(
                "spy",
                Message(
                    "rk-eff-spy" if eff.forbid_bluff else "rk-eff-spy-only",
                    card=name,
                    clan=s.clan_said(seat),
                    target=s.clan_said(target),
                ),
            )
            s.note(
                "spy_secret",
                Message(
                    "rk-eff-spy-secret", target=s.clan_said(target), tokens=tuple(token_code_said(c) for c in codes)
                ),
                {"tokens": list(codes)},
                frozenset({seat}),
            )
        s.pending = p.then(option)
        return
    if isinstance(eff, SwapControl):
        if not p.picks:
            s.pending = p.then(option)
            return
        a, c = b.index[p.picks[0]], b.index[option]
        s.owner[a], s.owner[c] = s.owner[c], s.owner[a]
        s.up[a], s.up[c] = s.up[c], s.up[a]
        s.down[a], s.down[c] = s.down[c], s.down[a]
        s.version += 1
        if s.verbose:
            s.note(
                "swap_control",
                Message("rk-eff-swap-control", card=name, first=s.province_said(a), second=s.province_said(c)),
            )
        s.pending = p.then(option)
        return
    if isinstance(eff, PurgeTokens):
        if not p.picks:
            clan = s.clans[seat]
            t = clan.first_of(option, s.hand[seat])
            s.hand[seat].remove(t)
            if t == clan.bluff:
                s.aside[seat].append(t)  # FAQ v1.3: it waits face up by the screen for the round
            else:
                s.discard[seat].append(t)
            if s.verbose:
                s.note(
                    "purge",
                    Message("rk-eff-purge-hand", card=name, clan=s.clan_said(seat), token=token_code_said(option)),
                )
            s.pending = p.then(option)
            return
        _discard_revealed(s, option, name, "purge")
        s.pending = p.then(option)
        return
    if isinstance(eff, LookAndDiscard):
        if p.data and p.data[0] == "discard":
            _discard_revealed(s, option, name, "dark_favors")
            s.pending = None
            return
        pl = placed_token(s, option)
        look_at(s, seat, pl, Message("rk-eff-look", card=name, clan=s.clan_said(seat), serial=pl.serial))
        looked = [x for x in p.picks if x.startswith("#")] + [option]
        s.pending = p.then(option, ("discard",) if len(looked) >= eff.look else ("look",))
        return
    if isinstance(eff, PlaceFromDiscard):
        code, where = option.split("@", 1)
        clan = s.clans[seat]
        t = clan.first_of(code, s.discard[seat])
        s.discard[seat].remove(t)
        if where.startswith("#"):
            placed_token(s, where).blessings.append(t)
            if s.verbose:
                s.note(
                    "animate",
                    Message(
                        "rk-eff-animate-bless",
                        card=name,
                        clan=s.clan_said(seat),
                        token=token_code_said(code),
                        serial=int(where[1:]),
                    ),
                )
        else:
            pl = s.place_token(seat, t, b.loc_by_name[where], face_up=True)
            if s.verbose:
                s.note(
                    "animate",
                    Message(
                        "rk-eff-animate",
                        card=name,
                        clan=s.clan_said(seat),
                        token=token_code_said(code),
                        at=s.loc_said(pl.loc),
                        serial=pl.serial,
                    ),
                )
        s.pending = p.then(option)
        return
    if isinstance(eff, RemoveSpecials):
        q = b.index[option]
        old = s.take_special(q)
        if s.verbose:
            s.note(
                "special",
                Message(
                    "rk-eff-special-leaves",
                    card=name,
                    special=old.said() if old else Message("rk-a-token"),
                    province=s.province_said(q),
                ),
            )
        s.pending = p.then(option)
        return
    raise AssertionError(eff)  # pragma: no cover


def _discard_revealed(s: RKState, option: str, card: Value, kind: str) -> None:
    """A card discards the token ``option`` names from the board, face shown (Purge the Weak, Dark Favors)."""
    pl, code, _ = take_off_board(s, option, to="discard")
    if s.verbose:
        s.note(
            kind,
            Message(
                "rk-eff-revealed", card=card, serial=pl.serial, owner=s.clan_said(pl.owner), token=token_code_said(code)
            ),
        )


def _note_control(s: RKState, card: Value, seat: int, count: int, q: int) -> None:
    """The log line of a card that put ``count`` control tokens of ``seat`` in province ``q``."""
    if s.verbose:
        s.note(
            "control",
            Message("rk-eff-add-control", card=card, clan=s.clan_said(seat), count=count, province=s.province_said(q)),
        )
