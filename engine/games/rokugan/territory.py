"""The choices of the territory cards (reference cards.yaml): what each card's next choice may be
(:func:`territory_options`) and what a choice does (:func:`choose_territory`). Played through
:mod:`effects`, which holds the pending-choice machinery, the targets and the small cards."""

from __future__ import annotations

from typing import TYPE_CHECKING

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
from engine.games.rokugan.state import Pending, Special

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState


def territory_options(s: RKState, p: Pending) -> list[str]:
    """What the territory card of pending choice ``p`` may choose next (empty: nothing left)."""
    from engine.games.rokugan.effects import (
        discard_placements,
        own_provinces,
        serials,
        special_targets,
        tokens_for,
    )

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
    from engine.games.rokugan.effects import own_provinces, placed_token, remove_from_board

    seat = p.player
    eff = s.prep.territory[p.card].effect
    b = s.board
    name = s.prep.territory[p.card].name.en
    if isinstance(eff, PlaceSpecial):
        q = b.index[option]
        if p.data and p.data[0] == "reward":
            got = s.add_control(q, seat, face_up=p.data[1])
            if s.verbose:
                s.note("control", f"{name}: {s.clan_name(seat)} adds {got[0]} face-up control tokens to {option}")
            s.pending = p.then(option, ("target", 0, -1, *p.data[3:], option))
            return
        before = s.owner[q]
        old = s.put_special(q, Special(eff.special, eff.value, eff.covers_flowers, seat))
        replaced = f", replacing {old.label()}" if old else ""
        if s.verbose:
            s.note(
                "special",
                f"{name}: {Special(eff.special, eff.value).label()} in {option}{replaced}",
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
            s.note("control", f"{name}: {s.clan_name(seat)} adds {got[0]} face-up control tokens to {option}")
        s.pending = p.then(option)
        return
    if isinstance(eff, RemoveSpecial):
        q = b.index[option]
        s.take_special(q)
        if s.verbose:
            s.note("special", f"{name}: the {eff.special} token leaves {option}", {"province": option})
        if eff.only_if_controlled:
            if s.owner[q] == seat:
                got = s.add_control(q, seat, face_up=eff.face_up, face_down=eff.face_down)
                if s.verbose:
                    s.note("control", f"{name}: {s.clan_name(seat)} adds {got[0]} face-up control tokens to {option}")
        else:
            got = s.add_control(q, seat, face_up=eff.face_up, face_down=eff.face_down)
            if s.verbose:
                s.note(
                    "control",
                    f"{name}: {s.clan_name(seat)} puts {sum(got)} control tokens in {option} ({got[0]} face up)",
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
                s.note("recover", f"{name}: {clan.name} takes {option} from its discard pile into its hand")
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
                s.note("recover", f"{name}: {clan.name} returns a token from its hand to its pool")
                s.note("recover_secret", f"you return {code} to your pool", {"token": code}, frozenset({seat}))
        else:
            s.discard[seat].append(t)
            if s.verbose:
                s.note("recover", f"{name}: {clan.name} discards {code} from its hand")
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
                "spy", f"{name}: {s.clan_name(seat)} looks at {s.clan_name(target)}'s hand; no bluff for it this round"
            )
            s.note(
                "spy_secret",
                f"{s.clan_name(target)} holds {', '.join(codes)}",
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
            s.note("swap_control", f"{name}: the control tokens of {p.picks[0]} and {option} change places")
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
                s.note("purge", f"{name}: {clan.name} discards {option} from its hand and places nothing this turn")
            s.pending = p.then(option)
            return
        pl = placed_token(s, option)
        code = s.code(pl.owner, pl.token)
        remove_from_board(s, pl, to="discard")
        if s.verbose:
            s.note("purge", f"{name}: #{pl.serial}, {s.clan_name(pl.owner)}'s {code}, is revealed and discarded")
        s.pending = p.then(option)
        return
    if isinstance(eff, LookAndDiscard):
        if p.data and p.data[0] == "discard":
            pl = placed_token(s, option)
            code = s.code(pl.owner, pl.token)
            remove_from_board(s, pl, to="discard")
            if s.verbose:
                s.note(
                    "dark_favors", f"{name}: #{pl.serial}, {s.clan_name(pl.owner)}'s {code}, is revealed and discarded"
                )
            s.pending = None
            return
        pl = placed_token(s, option)
        pl.known |= 1 << seat
        if s.verbose:
            s.note("look", f"{name}: {s.clan_name(seat)} looks at #{pl.serial}", {"seat": seat, "serial": pl.serial})
            s.note(
                "look_secret",
                f"#{pl.serial} is {s.code(pl.owner, pl.token)}",
                {"serial": pl.serial, "token": s.code(pl.owner, pl.token)},
                frozenset({seat}),
            )
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
                s.note("animate", f"{name}: {clan.name} places {code} from its discard pile on its token {where}")
        else:
            pl = s.place_token(seat, t, b.loc_by_name[where], face_up=True)
            if s.verbose:
                s.note("animate", f"{name}: {clan.name} places {code} face up at {where} (#{pl.serial})")
        s.pending = p.then(option)
        return
    if isinstance(eff, RemoveSpecials):
        q = b.index[option]
        old = s.take_special(q)
        if s.verbose:
            s.note("special", f"{name}: {old.label() if old else 'a token'} leaves {option}")
        s.pending = p.then(option)
        return
    raise AssertionError(eff)  # pragma: no cover
