"""What a card or a clan's ability may target on the Battle for Rokugan board, and a token taken off
it by one. A token under a blessing is immune to card effects and clan abilities (L393), so it is
never a target. Shared by the small cards and abilities (:mod:`effects`) and the territory cards
(:mod:`territory`)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.rokugan.card_model import PlaceSpecial
from engine.games.rokugan.common import TokenType
from engine.games.rokugan.pieces import Placed
from engine.games.rokugan.placement import legal_locations

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState


def tokens_for(s: RKState, seat: int, *, opponents: bool, face_down: bool, unknown: bool = False) -> list[Placed]:
    """Tokens on the board a card or ability of ``seat`` may target."""
    out = []
    for pl in s.placed:
        if pl.blessings:
            continue
        if opponents and pl.owner == seat:
            continue
        if face_down and pl.face_up:
            continue
        if unknown and pl.knows(seat):
            continue
        out.append(pl)
    return out


def serials(tokens: list[Placed]) -> list[str]:
    return [f"#{pl.serial}" for pl in tokens]


def placed_token(s: RKState, option: str) -> Placed:
    pl = s.find_placed(int(option[1:]))
    assert pl is not None, option
    return pl


def own_provinces(s: RKState, seat: int, *, exclude_shadowlands: bool = False) -> list[int]:
    return [p for p in s.provinces_of(seat) if not (exclude_shadowlands and s.board.shadowlands[p])]


def remove_from_board(s: RKState, pl: Placed, *, to: str) -> str:
    """Take a token off the board by a card; an attack it made counts as cleared (G12)."""
    target = s.board.locations[pl.loc].target
    if s.owner[target] != pl.owner and s.ttype(pl.owner, pl.token) is not TokenType.BLUFF:
        s.cleared_attack.add(target)
    if to == "pool":
        s.lift(pl)
        if pl.token == s.clans[pl.owner].bluff:
            s.hand[pl.owner].append(pl.token)  # the bluff never joins the pool
            return "hand"
        s.to_pool(pl.owner, pl.token)
        return "pool"
    s.discard_placed(pl)
    return "hand" if pl.token == s.clans[pl.owner].bluff else "discard"


def take_off_board(s: RKState, option: str, *, to: str) -> tuple[Placed, str, str]:
    """The token ``#serial`` ``option`` names, taken off the board by a card (:func:`remove_from_board`):
    the token, its code (its face, which the card's log line reveals) and where it went."""
    pl = placed_token(s, option)
    code = s.code(pl.owner, pl.token)
    return pl, code, remove_from_board(s, pl, to=to)


def look_at(s: RKState, seat: int, pl: Placed, said: Message) -> None:
    """``seat`` looks at token ``pl`` (a scout, the Scorpion, Dark Favors): every clan reads that
    it looked (``said``), only ``seat`` what it saw."""
    pl.known |= 1 << seat
    if s.verbose:
        s.note("look", said, {"seat": seat, "serial": pl.serial})
        s.note(
            "look_secret",
            Message(
                "rk-look-secret", serial=pl.serial, owner=s.clan_said(pl.owner), token=s.token_said(pl.owner, pl.token)
            ),
            {"serial": pl.serial, "token": s.code(pl.owner, pl.token)},
            frozenset({seat}),
        )


def special_targets(s: RKState, eff: PlaceSpecial, chosen: tuple[int, ...]) -> list[int]:
    b = s.board
    return [
        p
        for p in range(b.n)
        if p not in chosen
        and s.may_place_special(p, eff.special)
        and not (eff.where == "landlocked" and b.coastal[p])
        and not (eff.exclude_shadowlands and b.shadowlands[p])
    ]


def any_discard_placement(s: RKState, seat: int) -> bool:
    """Whether some token of ``seat``'s discard pile may go on the board now."""
    clan = s.clans[seat]
    locs = legal_locations(s, seat)
    loc_slot = s.board.loc_slot
    for tt in {clan.tokens[t].type for t in s.discard[seat]}:
        if tt is TokenType.BLESSING:
            if any(pl.owner == seat and not pl.face_up and fighter(s, pl) for pl in s.placed):
                return True
        elif any(not s.slot_count[loc_slot[loc]] for loc in locs.get(tt, ())):
            return True
    return False


def discard_placements(s: RKState, seat: int) -> list[str]:
    """``code@place`` for every token of the discard pile that may go on the board face up now."""
    clan = s.clans[seat]
    locs = legal_locations(s, seat)
    names = s.board.locations
    out: list[str] = []
    for code in sorted({clan.tokens[t].code for t in s.discard[seat]}):
        tt = next(clan.tokens[t].type for t in s.discard[seat] if clan.tokens[t].code == code)
        if tt is TokenType.BLESSING:
            out.extend(
                f"{code}@#{pl.serial}" for pl in s.placed if pl.owner == seat and not pl.face_up and fighter(s, pl)
            )
            continue
        for loc in locs.get(tt, ()):
            if s.slot_count[s.board.loc_slot[loc]]:
                continue
            out.append(f"{code}@{names[loc].name}")
    return out


def fighter(s: RKState, pl: Placed) -> bool:
    return s.ttype(pl.owner, pl.token) in (TokenType.ARMY, TokenType.NAVY, TokenType.SHINOBI)
