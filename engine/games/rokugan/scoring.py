"""The end of the game (rules/004 §4, L465-482): honor from flowers, face-up control tokens, the
secret objective, regions and bonus tokens; the winner and the tie-breaks."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.catalogue import render
from engine.core.message import Message
from engine.games.rokugan.card_model import (
    AllShadowlands,
    CapitalOrProvinces,
    CoastalProvinces,
    ConnectedChain,
    FewestProvinces,
    Objective,
    RegionsWithAProvince,
)
from engine.games.rokugan.common import SpecialKind

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState


def controlled_regions(s: RKState, seat: int, *, scoring: bool) -> list[int]:
    """Regions ``seat`` controls (L472, L523). ``scoring`` leaves out those worth no honor (the
    Shadowlands, L585); all-scorched regions count for everyone only by G14's other setting."""
    out = []
    everyone = s.opt.all_scorched_region == "every_player"
    for r, region in enumerate(s.board.regions):
        if scoring and not region.scores_honor:
            continue
        if s.region_controller(r) == seat or (everyone and s.all_scorched(r)):
            out.append(r)
    return out


def tiebreak_regions(s: RKState, seat: int) -> int:
    """Regions for the first tie-break (L482): the Shadowlands count unless G15 says otherwise."""
    regions = controlled_regions(s, seat, scoring=False)
    if not s.opt.shadowlands_in_region_tiebreak:
        regions = [r for r in regions if not s.board.regions[r].shadowlands]
    return len(regions)


def honor_breakdown(s: RKState, seat: int) -> dict[str, int]:
    """Honor of ``seat`` by source (L467-472, L547)."""
    b = s.board
    flowers = faceup = bonus = defense = 0
    placer_rule = s.opt.bonus_tokens_score_for == "placer"
    for p in range(b.n):
        sp = s.special[p]
        own = s.owner[p] == seat
        if own:
            if sp is not None and sp.kind is SpecialKind.HONOR_BONUS and sp.covers_flowers:
                flowers += sp.value  # Bushido: the token's flowers replace the printed ones
            else:
                flowers += b.flowers[p]
            if not b.shadowlands[p]:
                faceup += s.up[p]
        if sp is None:
            continue
        scores = sp.placer == seat if placer_rule else own
        if sp.kind is SpecialKind.HONOR_BONUS and not sp.covers_flowers and scores:
            bonus += sp.value
        if sp.kind is SpecialKind.DEFENSE_BONUS and scores:
            defense += s.opt.defense_bonus_token_honor
    regions = 5 * len(controlled_regions(s, seat, scoring=True))
    obj_id = s.objective[seat]
    objective = 0
    if obj_id is not None and objective_achieved(s, seat, s.prep.objectives[obj_id]):
        objective = s.prep.objectives[obj_id].honor
    return {
        "flowers": flowers,
        "face_up_control": faceup,
        "objective": objective,
        "regions": regions,
        "honor_tokens": bonus,
        "defense_tokens": defense,
    }


def objective_achieved(s: RKState, seat: int, obj: Objective) -> bool:
    b = s.board
    c = obj.condition
    mine = set(s.provinces_of(seat))
    if isinstance(c, CapitalOrProvinces):
        capital = b.capital(c.clan)
        if capital >= 0 and capital in mine:
            return True
        home = [r for r in b.regions if r.home_clan == c.clan]
        return bool(home) and len(mine & set(home[0].provinces)) >= c.provinces
    if isinstance(c, ConnectedChain):
        return has_chain(s, mine, c.provinces, c.regions)
    if isinstance(c, CoastalProvinces):
        return sum(1 for p in mine if s.coastal_now(p)) >= c.count
    if isinstance(c, RegionsWithAProvince):
        return len({b.region_of[p] for p in mine}) >= c.count
    if isinstance(c, FewestProvinces):
        counts = [len(s.provinces_of(q)) for q in range(s.n)]
        low = min(counts)
        if counts[seat] != low:
            return False
        return s.opt.humility_ties_count or counts.count(low) == 1
    if isinstance(c, AllShadowlands):
        shadow = [p for p in range(b.n) if b.shadowlands[p]]
        return bool(shadow) and all(p in mine for p in shadow)
    return False  # pragma: no cover


def has_chain(s: RKState, mine: set[int], size: int, regions: int) -> bool:
    """Whether ``size`` controlled provinces joined by land borders lie in at least ``regions``
    regions. Every connected set of ``size`` provinces is visited once (the ESU enumeration: a set
    grows only by neighbours of higher rank than its first province and outside the neighbourhood
    it had before)."""
    b = s.board
    nbrs = b.land_nbrs
    region_of = b.region_of

    def extend(sub: frozenset[int], ext: set[int], start: int, near: frozenset[int]) -> bool:
        if len(sub) == size:
            return len({region_of[p] for p in sub}) >= regions
        ext = set(ext)
        while ext:
            w = ext.pop()
            fresh = {u for u in nbrs[w] if u in mine and u > start and u not in near}
            if extend(sub | {w}, ext | fresh, start, near | fresh | {w}):
                return True
        return False

    for v in sorted(mine):
        first = {u for u in nbrs[v] if u in mine and u > v}
        if extend(frozenset({v}), first, v, frozenset(first | {v})):
            return True
    return False


def final_scoring(s: RKState) -> None:
    """Honor for everyone, then the winner: the most honor, then regions, then provinces, else a
    shared victory (L482)."""
    s.breakdown = [honor_breakdown(s, q) for q in range(s.n)]
    s.honor = [sum(b.values()) for b in s.breakdown]
    for q in range(s.n):
        obj = s.objective[q]
        if s.verbose:
            s.note(
                "objective_revealed",
                Message(
                    ("rk-objective-achieved" if s.breakdown[q]["objective"] else "rk-objective-missed")
                    if obj
                    else "rk-objective-none",
                    clan=s.clan_said(q),
                    card=s.card_said(obj) if obj else "",
                ),
                {"seat": q, "objective": obj},
            )
    keys = [(s.honor[q], tiebreak_regions(s, q), len(s.provinces_of(q))) for q in range(s.n)]
    best = max(keys)
    s.winners = frozenset(q for q in range(s.n) if keys[q] == best)
    said = Message(
        "rk-end-shared" if len(s.winners) > 1 else "rk-end",
        scores=tuple(Message("rk-score", clan=s.clan_said(q), honor=s.honor[q]) for q in range(s.n)),
        winners=tuple(s.clan_said(q) for q in sorted(s.winners)),
    )
    # the outcome's reason is the message; ``end_reason`` keeps its English text for scripts
    s.end_reason = render(said, "en")
    s.end_said = said
    s.phase = "over"
    if s.verbose:
        s.note(
            "game_end",
            Message("rk-game-end", reason=said),
            {"honor": list(s.honor), "breakdown": [dict(b) for b in s.breakdown], "winners": sorted(s.winners)},
        )
