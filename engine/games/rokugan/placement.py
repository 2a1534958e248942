"""Where a combat token may go (rules/004 §3.3 and the special tokens of §1.4).

:func:`placement_problem` is the rule, one token at one location, with the reason a player can act on;
the reveal (resolution step 2) asks it of every token on the board. :func:`legal_locations` lists, per
token type, every location the rule allows a seat, computed province by province rather than by
asking the rule everywhere (the tests check that both agree), and kept until control, special tokens
or the round's restrictions change."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message, Name
from engine.games.rokugan.board import LocKind
from engine.games.rokugan.common import SpecialKind, TokenType

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState

A, N, S, D, R, B = (
    TokenType.ARMY,
    TokenType.NAVY,
    TokenType.SHINOBI,
    TokenType.DIPLOMACY,
    TokenType.RAID,
    TokenType.BLUFF,
)
#: the token types a bluff may pretend to be (L411)
BLUFF_AS = (A, N, S, D, R)


def province_said(s: RKState, p: int) -> Name:
    """Province ``p`` as a message names it (its names from the map)."""
    said = s.board.said
    return said[p] if said else Name.content(s.board.provinces[p])


def token_said(ttype: str) -> Name | str:
    """A combat token type as a message names it (a glossary term), else its text as it is."""
    return Name.of("rk-token-" + ttype) if ttype in TOKEN_TYPES else ttype


#: the token types' names, each a glossary term ``rk-token-<type>``
TOKEN_TYPES = frozenset(t.value for t in TokenType)


def _blocked(s: RKState, seat: int, p: int) -> Message | None:
    sp = s.special[p]
    if sp is None:
        return None
    if sp.kind is SpecialKind.SCORCHED_EARTH:
        return Message("rk-refuse-scorched", province=province_said(s, p))  # L521
    if sp.kind is SpecialKind.PEACE:
        return Message("rk-refuse-peace", province=province_said(s, p))  # L527
    if sp.kind is SpecialKind.SHRINE and s.owner[p] != seat:
        return Message("rk-refuse-shrine", province=province_said(s, p))  # L531
    return None


def placement_problem(s: RKState, seat: int, ttype: TokenType, loc_index: int) -> Message | None:
    """Why ``seat`` may not have a token of ``ttype`` at ``loc_index`` (ignoring whether its border
    is already taken), or ``None`` when it may."""
    if ttype is B:
        if s.no_bluff[seat]:
            return Message("rk-refuse-no-bluff")
        for alt in BLUFF_AS:
            if placement_problem(s, seat, alt, loc_index) is None:
                return None
        return Message("rk-refuse-bluff-where")
    if ttype is TokenType.BLESSING:
        return Message("rk-refuse-blessing-on-map")
    loc = s.board.locations[loc_index]
    opt = s.opt
    ronin = s.ronin[seat]
    for p in (loc.target,) if loc.source < 0 else (loc.source, loc.target):
        why = _blocked(s, seat, p)
        if why:
            return why
    target = loc.target
    own = s.owner[target] == seat
    name = province_said(s, target)
    if ronin and ttype in (N, S) and not opt.ronin_keeps_navy_and_shinobi:
        return Message("rk-refuse-ronin-navy-shinobi", token=token_said(ttype))
    if loc.kind is LocKind.CENTRE:
        if ttype is A:
            return None if own else Message("rk-refuse-army-defends", province=name)
        if ttype is N:
            if not own:
                return Message("rk-refuse-navy-defends", province=name)
            return None if s.coastal_now(target) else Message("rk-refuse-not-coastal", province=name)
        if ttype is S:
            return None
        if ttype in (D, R) and ronin:
            return Message("rk-refuse-ronin", token=token_said(ttype))
        if ttype in (D, R) and s.has_special(target, SpecialKind.BATTLEFIELD):
            return Message("rk-refuse-battlefield", token=token_said(ttype), province=name)
        if ttype is D:
            return None if own else Message("rk-refuse-diplomacy", province=name)
        return Message("rk-refuse-raid", province=name) if own else None
    if ttype in (S, D, R):
        return Message("rk-refuse-centre-only", token=token_said(ttype))
    if own:
        return Message("rk-refuse-own-province", province=name)
    if ttype is A:
        if loc.kind is not LocKind.LAND:
            return Message("rk-refuse-army-land")
        if not ronin and s.owner[loc.source] != seat:
            return Message("rk-refuse-army-from", province=province_said(s, loc.source))
        return None
    # a navy
    if loc.kind is LocKind.COAST:
        return None
    if loc.kind is LocKind.HARBOR:
        if s.harbor(target) and opt.harbor_attack == "virtual_coast":
            return None
        return Message("rk-refuse-no-coast", province=name)
    if s.harbor(target) and opt.harbor_attack == "land_borders":
        return None
    return Message("rk-refuse-navy-coast")


def legal_locations(s: RKState, seat: int) -> dict[TokenType, tuple[int, ...]]:
    """Every location each token type may take for ``seat`` now (borders already taken included),
    sorted, so the centres (locations 0..n-1) come first."""
    cached = s._legal_cache.get(seat)
    if cached is not None and cached[0] == s.version:
        return cached[1]
    out = _compute(s, seat)
    s._legal_cache[seat] = (s.version, out)
    return out


def _board_flags(s: RKState) -> tuple[list[bool], list[bool], list[bool], list[bool]]:
    """Per province, for the board as it is: scorched or at peace, a shrine, a battlefield, a harbor."""
    cached = s._flags_cache
    if cached is not None and cached[0] == s.version:
        closed, shrine, battlefield, harbor = cached[1]
        return closed, shrine, battlefield, harbor
    n = s.board.n
    closed, shrine, battlefield, harbor = [False] * n, [False] * n, [False] * n, [False] * n
    for p, sp in enumerate(s.special):
        if sp is not None:
            k = sp.kind
            closed[p] = k is SpecialKind.SCORCHED_EARTH or k is SpecialKind.PEACE
            shrine[p] = k is SpecialKind.SHRINE
            battlefield[p] = k is SpecialKind.BATTLEFIELD
            harbor[p] = k is SpecialKind.HARBOR
    s._flags_cache = (s.version, (closed, shrine, battlefield, harbor))
    return closed, shrine, battlefield, harbor


def _harbor_borders(s: RKState, p: int, blocked: list[bool]) -> list[int]:
    """Where a navy may attack the landlocked province ``p`` that has a harbor (L539): its virtual
    coast, or its open land borders, as the harbor_attack option says."""
    b = s.board
    if s.opt.harbor_attack == "virtual_coast":
        return [b.harbor_loc[p]] if b.harbor_loc[p] >= 0 else []
    return [b.land_loc[(q, p)] for q in b.land_nbrs[p] if not blocked[q]]


def _compute(s: RKState, seat: int) -> dict[TokenType, tuple[int, ...]]:
    b = s.board
    opt = s.opt
    owner = s.owner
    n = b.n
    closed, shrine, battlefield, harbor = _board_flags(s)
    if any(shrine):
        blocked = [closed[p] or (shrine[p] and owner[p] != seat) for p in range(n)]
    else:
        blocked = closed
    ronin = s.ronin[seat]
    sea_rights = not ronin or opt.ronin_keeps_navy_and_shinobi
    centre = b.centre
    coastal = b.coastal
    coast_locs = b.coast_locs
    land_out = b.land_out
    army: list[int] = []
    army_borders: list[int] = []
    navy: list[int] = []
    navy_borders: list[int] = []
    shinobi: list[int] = []
    diplomacy: list[int] = []
    raid: list[int] = []
    if not ronin:
        # the usual case on its own (a clan with provinces has every right): fewer tests a province
        for p in range(n):
            if blocked[p]:
                continue
            c = centre[p]
            shinobi.append(c)
            if owner[p] == seat:
                army.append(c)
                if coastal[p] or harbor[p]:
                    navy.append(c)
                if not battlefield[p]:
                    diplomacy.append(c)
                # the army attacks out of a province it controls (L357)
                for tgt, loc in land_out[p]:
                    if not blocked[tgt] and owner[tgt] != seat:
                        army_borders.append(loc)
            else:
                if not battlefield[p]:
                    raid.append(c)
                navy_borders += coast_locs[p]
                if harbor[p]:
                    navy_borders += _harbor_borders(s, p, blocked)
    else:
        for p in range(n):
            if blocked[p]:
                continue
            c = centre[p]
            if sea_rights:
                shinobi.append(c)
            if owner[p] == seat:
                army.append(c)
                if sea_rights and (coastal[p] or harbor[p]):
                    navy.append(c)
            elif sea_rights:
                navy_borders += coast_locs[p]
                if harbor[p]:
                    navy_borders += _harbor_borders(s, p, blocked)
    if ronin:
        army_borders.extend(
            loc
            for (src, tgt), loc in b.land_loc.items()
            if not blocked[src] and not blocked[tgt] and owner[tgt] != seat
        )
    # centres (0..n-1) were met in order and come before every border
    army_borders.sort()
    navy_borders.sort()
    out = {
        A: tuple(army + army_borders),
        N: tuple(navy + navy_borders),
        S: tuple(shinobi),
        D: tuple(diplomacy),
        R: tuple(raid),
    }
    if s.no_bluff[seat]:
        out[B] = ()
    elif sea_rights:
        # a bluff may go wherever another token may (L411); shinobi already cover every open centre
        if army_borders and navy_borders:
            borders = sorted(set(army_borders).union(navy_borders))
            out[B] = tuple(shinobi + borders)
        else:
            out[B] = tuple(shinobi + army_borders + navy_borders)
    else:
        out[B] = tuple(
            sorted(set(army) | set(diplomacy) | set(raid) | set(navy) | set(army_borders) | set(navy_borders))
        )
    return out


def bless_targets(s: RKState, seat: int) -> list[int]:
    """The serials of the face-down tokens ``seat`` may lay a blessing on: its own armies, navies and
    shinobi (L391); with placement checked at the reveal, any face-down token on the board, its own
    or another clan's, as at the table, the wrong ones discarded at step 2."""
    if s.opt.placement_check == "at_reveal":
        return [pl.serial for pl in s.placed if not pl.face_up]
    fighters = (A, N, S)
    toks = s.clans[seat].tokens
    return [pl.serial for pl in s.placed if pl.owner == seat and not pl.face_up and toks[pl.token].type in fighters]


def slot_taken(s: RKState, loc_index: int) -> bool:
    return s.slot_count[s.board.loc_slot[loc_index]] > 0
