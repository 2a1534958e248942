"""The resolution phase in the exact order of rules/004 §3.4 (L417-431): reveal, blanks and illegal
tokens, raids, diplomacy, battles (§3.5), territory cards, the round marker.

Every battle is explained as a ``battle`` event: who attacked with what, the defence and where each
point of it comes from, the winner and which tokens moved."""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from engine.core.catalogue import render
from engine.core.message import Message
from engine.games.rokugan.board import LocKind
from engine.games.rokugan.common import FIGHTERS, SpecialKind, TokenType
from engine.games.rokugan.pieces import UNDER_SLOT, Placed, Special
from engine.games.rokugan.placement import legal_locations, placement_problem

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState


def resolve(s: RKState) -> None:
    """The resolution phase (L417-431): reveal, illegal tokens, raids, diplomacy, battles, territory
    cards; then the round marker moves on (the machine starts the next round or scores)."""
    if s.verbose:
        s.note("resolution", Message("rk-resolution", round=s.round))
    reveal(s)
    attacked = blanks_and_illegal(s)
    raids(s)
    diplomacy(s)
    battles(s, attacked)
    check_territory_cards(s)
    for pl in list(s.placed):  # nothing should be left; a token that fought nowhere is discarded
        s.discard_placed(pl)
    s.round += 1
    if s.verbose:
        s.note(
            "round_marker",
            Message("rk-round-marker", round=s.round) if s.round <= s.prep.scenario.rounds else Message("rk-game-ends"),
        )


def describe(s: RKState, pl: Placed) -> dict[str, Any]:
    out: dict[str, Any] = {
        "serial": pl.serial,
        "clan": s.clans[pl.owner].id,
        "token": s.code(pl.owner, pl.token),
        "at": s.board.locations[pl.loc].name,
    }
    if pl.blessings:
        out["blessings"] = [s.code(pl.owner, b) for b in pl.blessings]
    return out


def _token_at(s: RKState, pl: Placed) -> Message:
    """A token on the board as the log names it: its number, clan, face and place."""
    return Message(
        "rk-token-at",
        serial=pl.serial,
        clan=s.clan_said(pl.owner),
        token=s.token_said(pl.owner, pl.token),
        at=s.loc_said(pl.loc),
    )


def reveal(s: RKState) -> None:
    """Step 1: every combat token face up (L425)."""
    for pl in s.placed:
        pl.face_up = True
    if not s.verbose:
        return
    if s.verbose:
        s.note(
            "reveal",
            Message("rk-reveal", tokens=tuple(_token_at(s, pl) for pl in s.placed)),
            {"tokens": [describe(s, pl) for pl in s.placed]},
        )


def lion_bluff(s: RKState, pl: Placed) -> bool:
    """A bluff its clan's ability keeps on the board: defending a province of its own (Lion)."""
    loc = s.board.locations[pl.loc]
    return (
        s.clans[pl.owner].bluff_defense > 0
        and loc.kind is LocKind.CENTRE
        and s.owner[loc.target] == pl.owner
        and pl.token == s.clans[pl.owner].bluff
    )


def blanks_and_illegal(s: RKState) -> set[int]:
    """Step 2 (L426): bluffs go back behind their screens (the Lion's defending one stays), illegally
    placed tokens are discarded. Returns the provinces under a real attack at the reveal, attacks
    discarded here as illegal included, and those whose attack a card removed, for G12."""
    opt = s.opt
    clans = s.clans
    blessing = TokenType.BLESSING
    reasons: dict[int, Message] = {}
    lists: dict[int, dict[TokenType, tuple[int, ...]]] = {}  # per owner: nothing changes in this loop
    for pl in s.placed:
        tt = clans[pl.owner].tokens[pl.token].type
        if tt is not blessing:
            own = lists.get(pl.owner)
            if own is None:
                own = lists[pl.owner] = legal_locations(s, pl.owner)
            where = own[tt]
            k = bisect_left(where, pl.loc)
            if k < len(where) and where[k] == pl.loc:
                continue  # the lists are the rule's own answers (tests check that they agree)
        why = placement_problem(s, pl.owner, tt, pl.loc)
        if why:
            reasons[pl.serial] = why
    by_slot: dict[int, list[Placed]] = {}
    locations = s.board.locations
    for pl in s.placed:
        slot = locations[pl.loc].slot
        if slot >= 0:
            by_slot.setdefault(slot, []).append(pl)
    for tokens in by_slot.values():
        if len(tokens) < 2:
            continue
        tokens.sort(key=lambda t: t.arrival)
        holder = tokens[0]
        if not opt.illegal_first_token_blocks:
            holder = next((t for t in tokens if t.serial not in reasons), tokens[0])
        for t in tokens:
            if t is not holder:
                reasons.setdefault(t.serial, Message("rk-refuse-border-taken"))  # L333
    # G12: an attack discarded here as illegal failed too, so the provinces are listed before the
    # discards (a bluff is no attack, FAQ v1.3 on L492)
    attacked = set(s.cleared_attack)
    owner = s.owner
    for pl in s.placed:
        target = locations[pl.loc].target
        if owner[target] != pl.owner and clans[pl.owner].tokens[pl.token].type is not TokenType.BLUFF:
            attacked.add(target)
    for pl in list(s.placed):
        if pl.foreign:
            _discard_foreign_blessings(s, pl)
        tt = clans[pl.owner].tokens[pl.token].type
        if tt is TokenType.BLUFF:
            stays = pl.serial not in reasons and lion_bluff(s, pl)
            if not stays:
                s.discard_placed(pl, blessings_to="hand" if opt.blessing_on_bluff == "return_to_hand" else "discard")
            if s.verbose:
                said = "rk-bluff-stays" if stays else "rk-bluff-back"
                s.note("bluff", Message(said, clan=s.clan_said(pl.owner), serial=pl.serial), {"serial": pl.serial})
            continue
        if pl.serial not in reasons and not pl.blessings:
            continue  # a legal token without a blessing stays as it is
        who = s.clan_said(pl.owner)
        if pl.serial in reasons:
            to = "hand" if opt.blessing_on_illegal_token == "return_to_hand" else "discard"
            s.discard_placed(pl, blessings_to=to)
            if s.verbose:
                said = render(reasons[pl.serial], "en")
                s.note(
                    "illegal",
                    Message(
                        "rk-illegal",
                        clan=who,
                        serial=pl.serial,
                        token=s.token_said(pl.owner, pl.token),
                        at=s.loc_said(pl.loc),
                        reason=reasons[pl.serial],
                    ),
                    {"serial": pl.serial, "reason": said},
                )
            continue
        if pl.blessings and tt not in FIGHTERS:
            for b in pl.blessings:
                s.discard[pl.owner].append(b)
            if s.verbose:
                s.note(
                    "illegal",
                    Message("rk-blessing-discarded", clan=who, serial=pl.serial),
                )
            pl.blessings = []
    return attacked


def _discard_foreign_blessings(s: RKState, pl: Placed) -> None:
    """Blessings other clans laid on ``pl`` (placement checked at the reveal) are illegal: a blessing
    goes only on one's own army, navy or shinobi (L391), and illegal tokens are discarded (L426)."""
    for q, b in pl.foreign:
        s.discard[q].append(b)
        if s.verbose:
            s.note(
                "illegal",
                Message(
                    "rk-foreign-blessing",
                    clan=s.clan_said(q),
                    token=s.token_said(q, b),
                    owner=s.clan_said(pl.owner),
                    serial=pl.serial,
                ),
                {"serial": pl.serial, "clan": s.clans[q].id, "token": s.code(q, b), "reason": "foreign_blessing"},
            )
    pl.foreign = []


def clear_province(s: RKState, p: int) -> list[dict[str, Any]]:
    """Every combat token in the centre of ``p`` and on its borders to its placer's discard pile
    (L427-428); blessed tokens stay when G9 says so. Returns what was removed."""
    b = s.board
    slots = set(b.land_slots_of[p])
    if s.opt.raids_clear_coast:
        slots.update(b.coast_slots_of[p])
    centre = b.centre[p]
    gone = []
    for pl in list(s.placed):
        loc = b.locations[pl.loc]
        if pl.loc == centre or loc.slot in slots:
            if pl.blessings and s.opt.blessing_shields_from_raids:
                continue
            gone.append(describe(s, pl))
            s.discard_placed(pl)
    return gone


def raid_works(s: RKState, pl: Placed) -> bool:
    """L405: the raider's own shinobi is in the province, or the province borders one the raider
    controls (by land, G6; with land_or_sea also across the sea between two coasts)."""
    b = s.board
    p = b.locations[pl.loc].target
    seat = pl.owner
    for q in s.placed:
        if q.owner == seat and q.loc == b.centre[p] and s.ttype(seat, q.token) is TokenType.SHINOBI:
            return True
    if any(s.owner[x] == seat for x in b.land_nbrs[p]):
        return True
    if s.opt.raid_adjacency == "land_or_sea" and s.coastal_now(p):
        return any(s.owner[x] == seat and s.coastal_now(x) for x in range(b.n) if x != p)
    return False


def raids(s: RKState) -> None:
    """Step 3 (L427)."""
    tokens = [pl for pl in s.placed if s.ttype(pl.owner, pl.token) is TokenType.RAID]
    works = {pl.serial: raid_works(s, pl) for pl in tokens}
    for pl in tokens:
        if pl not in s.placed:
            continue
        p = s.board.locations[pl.loc].target
        name = s.pname(p)
        ok = works[pl.serial] if s.opt.raid_order == "simultaneous" else raid_works(s, pl)
        if not ok:
            if s.opt.failed_raid == "no_effect":
                s.discard_placed(pl)
                if s.verbose:
                    s.note(
                        "raid",
                        Message("rk-raid-fails", clan=s.clan_said(pl.owner), province=s.province_said(p)),
                        {"serial": pl.serial, "province": name, "works": False},
                    )
            continue
        gone = clear_province(s, p)
        removed = s.remove_all_control(p)
        scorched = s.may_place_special(p, SpecialKind.SCORCHED_EARTH)
        if scorched:
            s.put_special(p, Special(SpecialKind.SCORCHED_EARTH, placer=pl.owner))
        if s.verbose:
            s.note(
                "raid",
                Message(
                    "rk-raid-scorched" if scorched else "rk-raid",
                    clan=s.clan_said(pl.owner),
                    province=s.province_said(p),
                    tokens=len(gone),
                    control=removed,
                ),
                {
                    "serial": pl.serial,
                    "province": name,
                    "works": True,
                    "removed_tokens": gone,
                    "removed_control": removed,
                },
            )


def diplomacy(s: RKState) -> None:
    """Step 4 (L428)."""
    for pl in [pl for pl in s.placed if s.ttype(pl.owner, pl.token) is TokenType.DIPLOMACY]:
        if pl not in s.placed:
            continue
        p = s.board.locations[pl.loc].target
        gone = clear_province(s, p)
        if pl in s.placed:  # a blessing shield cannot keep a diplomacy token (it has none)
            s.discard_placed(pl)
        peace = s.may_place_special(p, SpecialKind.PEACE)
        old = s.put_special(p, Special(SpecialKind.PEACE, placer=pl.owner)) if peace else None
        if s.verbose:
            s.note(
                "diplomacy",
                Message(
                    ("rk-diplomacy-replacing" if old else "rk-diplomacy-peace") if peace else "rk-diplomacy",
                    clan=s.clan_said(pl.owner),
                    province=s.province_said(p),
                    tokens=len(gone),
                    old=old.said() if old else "",
                ),
                {"serial": pl.serial, "province": s.pname(p), "removed_tokens": gone},
            )


# ---------------------------------------------------------------------------------------- battles


@dataclass(slots=True)
class Battle:
    """One battle (L433-449): the sides, their totals, the winner."""

    province: int
    defender: int
    attackers: dict[int, list[Placed]] = field(default_factory=dict)
    defenders: list[Placed] = field(default_factory=list)
    attack: dict[int, int] = field(default_factory=dict)
    #: the defence each attacker must beat (the Phoenix ignores printed capital defence)
    defence_for: dict[int, int] = field(default_factory=dict)
    defence: int = 0
    parts: dict[str, int] = field(default_factory=dict)
    winner: int = -1
    result: str = "nothing"


def defence_parts(s: RKState, p: int, defenders: list[Placed]) -> dict[str, int]:
    """Where the defence of ``p`` comes from (L439, L496-509)."""
    ctrl = s.owner[p]
    tokens = 0
    for pl in defenders:
        if pl.token == s.clans[pl.owner].bluff:
            tokens += s.clans[pl.owner].bluff_defense
        else:
            tokens += s.strength(pl)
    parts = {"combat_tokens": tokens, "printed": s.board.printed_defense[p]}
    if ctrl >= 0 and not (s.board.shadowlands[p] and not s.opt.shadowlands_faceup_defense):
        parts["face_up"] = s.up[p] * s.clans[ctrl].faceup_defense
    sp = s.special[p]
    if sp is not None and sp.kind is SpecialKind.DEFENSE_BONUS:
        parts["bonus_token"] = sp.value
    return parts


def _ignores_printed(s: RKState, seat: int, p: int) -> bool:
    if not s.clans[seat].ignores_capitals:
        return False
    b = s.board
    return b.capital_of[p] is not None or (s.opt.phoenix_ignores == "capitals_and_shadowlands" and b.shadowlands[p])


def _wins_ties(s: RKState, seat: int) -> bool:
    return s.clans[seat].wins_ties and s.opt.crane_wins_ties != "never"


def judge(s: RKState, bt: Battle) -> None:
    """L441-443: the highest total wins; a tie goes to the defender, even between two attackers,
    unless a clan that wins ties (Crane) is in it."""
    if not bt.attack:
        return
    best = max(bt.attack.values())
    top = [a for a, v in bt.attack.items() if v == best]
    if len(top) > 1:
        cranes = [a for a in top if _wins_ties(s, a)]
        if len(cranes) == 1 and best >= bt.defence_for[cranes[0]]:
            bt.winner = cranes[0]
        return
    a = top[0]
    need = bt.defence_for[a]
    if best > need or (best == need and _wins_ties(s, a)):
        bt.winner = a


def gather(s: RKState, p: int, tokens: list[Placed]) -> Battle:
    """The battle for ``p`` from the tokens aimed at it or standing in it."""
    b = s.board
    ctrl = s.owner[p]
    bt = Battle(p, ctrl)
    centre = b.centre[p]
    defenders = bt.defenders
    attackers = bt.attackers
    for pl in tokens:
        if pl.owner == ctrl:
            if pl.loc == centre:
                defenders.append(pl)
        else:
            side = attackers.get(pl.owner)
            if side is None:
                attackers[pl.owner] = [pl]
            else:
                side.append(pl)
    bt.parts = defence_parts(s, p, defenders)
    bt.defence = sum(bt.parts.values())
    clans = s.clans
    for seat, toks in attackers.items():
        strength = clans[seat].tokens
        total = 0
        for pl in toks:  # each token's strength and its blessings' (as RKState.strength)
            total += strength[pl.token].strength
            for x in pl.blessings:
                total += strength[x].strength
        bt.attack[seat] = total
        bt.defence_for[seat] = bt.defence - (bt.parts["printed"] if _ignores_printed(s, seat, p) else 0)
    return bt


def _by_target(s: RKState) -> dict[int, list[Placed]]:
    locations = s.board.locations
    out: dict[int, list[Placed]] = {}
    for pl in s.placed:
        out.setdefault(locations[pl.loc].target, []).append(pl)
    return out


def battles(s: RKState, attacked: set[int]) -> None:
    """Step 5 (L429-449): the battles are fought one at a time in map order (L429 allows any). With
    simultaneous battles (G13) an attack counts from the province it was launched from as control
    stood when the step began; with sequential ones an attack from a province lost earlier in the
    step is cancelled. Either way, tokens an attacker's victory swept away (G11, all_on_province)
    no longer fight."""
    done: set[int] = set()
    sequential = s.opt.battle_order == "sequential"
    for p in range(s.board.n):
        tokens = _by_target(s).get(p)
        if not tokens:
            continue
        if sequential:
            tokens = _without_lost_sources(s, tokens)
            if not tokens:
                continue
        bt = gather(s, p, tokens)
        judge(s, bt)
        settle(s, bt, attacked)
        done.add(p)
    if s.opt.cleared_attack_is_defender_victory:
        for p in sorted(attacked - done):
            ctrl = s.owner[p]
            if ctrl >= 0:
                got = s.add_control(p, ctrl, face_up=1)
                if s.verbose:
                    s.note(
                        "battle",
                        Message(
                            "rk-cleared-attack-control" if got[0] else "rk-cleared-attack",
                            province=s.province_said(p),
                            clan=s.clan_said(ctrl),
                        ),
                        {"province": s.pname(p), "result": "defended", "winner": s.clans[ctrl].id, "cleared": True},
                    )


def _without_lost_sources(s: RKState, tokens: list[Placed]) -> list[Placed]:
    """``tokens`` less the armies whose attack is cancelled because their clan lost the province they
    attack from earlier in this step (sequential battles, G13; an army attacks only from a province
    its clan controls, L357, which a ronin need not, L601). The cancelled ones are discarded."""
    b = s.board
    kept = []
    for pl in tokens:
        loc = b.locations[pl.loc]
        if (
            loc.kind is LocKind.LAND
            and not s.ronin[pl.owner]
            and s.owner[loc.source] != pl.owner
            and s.owner[loc.target] != pl.owner
            and s.ttype(pl.owner, pl.token) is TokenType.ARMY
        ):
            s.discard_placed(pl)
            if s.verbose:
                s.note(
                    "cancelled",
                    Message(
                        "rk-attack-cancelled",
                        clan=s.clan_said(pl.owner),
                        serial=pl.serial,
                        province=s.province_said(loc.source),
                    ),
                    {"serial": pl.serial, "province": s.pname(loc.target), "from": s.pname(loc.source)},
                )
            continue
        kept.append(pl)
    return kept


def settle(s: RKState, bt: Battle, attacked: set[int]) -> None:
    """L445-449, L490-492: discard the battle's tokens, move control, explain it all."""
    p = bt.province
    ctrl = bt.defender
    data = _battle_data(s, bt) if s.verbose else None
    participants = [pl for toks in bt.attackers.values() for pl in toks] + bt.defenders
    swept: list[Placed] = []
    if s.opt.attacker_win_clears == "all_on_province" and bt.winner >= 0:
        # the worked example (L463): the winner clears the province and its borders, so a token there
        # aimed elsewhere never fights its own battle
        b = s.board
        slots = set(b.land_slots_of[p]) | set(b.coast_slots_of[p])
        swept = [
            pl
            for pl in s.placed
            if pl not in participants and (pl.loc == b.centre[p] or b.locations[pl.loc].slot in slots)
        ]
    if data is not None and swept:
        data["swept"] = [describe(s, pl) for pl in swept]
    for pl in participants + swept:
        if pl in s.placed:
            s.discard_placed(pl)
    got = (0, 0)
    removed = 0
    if bt.winner >= 0:
        removed = s.remove_all_control(p)
        got = s.add_control(p, bt.winner, face_down=1)
        bt.result = "captured"
    elif ctrl >= 0:
        # a defender victory: attacked, or defended by a real fighter, or (by option) by the Lion's bluff
        victory = (
            bool(bt.attackers)
            or any(s.ttype(pl.owner, pl.token) in FIGHTERS for pl in bt.defenders)
            or (
                s.opt.lion_bluff_unattacked_is_victory
                and any(pl.token == s.clans[pl.owner].bluff for pl in bt.defenders)
            )
        )
        if not victory and p in attacked and s.opt.cleared_attack_is_defender_victory:
            victory = True
        if victory:
            got = s.add_control(p, ctrl, face_up=1)
            bt.result = "defended"
        else:
            bt.result = "held"
    if data is not None:
        _explain(s, bt, data, got, removed, swept)


def _battle_data(s: RKState, bt: Battle) -> dict[str, Any]:
    return {
        "province": s.pname(bt.province),
        "defender": s.clans[bt.defender].id if bt.defender >= 0 else None,
        "attackers": [
            {
                "clan": s.clans[a].id,
                "tokens": [describe(s, pl) for pl in toks],
                "strength": bt.attack[a],
                "defence_to_beat": bt.defence_for[a],
            }
            for a, toks in sorted(bt.attackers.items())
        ],
        "defence": {"tokens": [describe(s, pl) for pl in bt.defenders], **bt.parts, "total": bt.defence},
    }


def _explain(
    s: RKState, bt: Battle, data: dict[str, Any], got: tuple[int, int], removed: int, swept: list[Placed]
) -> None:
    ctrl = bt.defender

    def shown(pl: Placed) -> Message:
        tokens = (s.token_said(pl.owner, pl.token), *(s.token_said(pl.owner, x) for x in pl.blessings))
        return Message("rk-blessed", tokens=tokens)

    sides = tuple(
        Message(
            "rk-attacks-ignoring" if bt.defence_for[a] != bt.defence else "rk-attacks",
            clan=s.clan_said(a),
            tokens=tuple(shown(pl) for pl in toks),
            total=bt.attack[a],
            against=bt.defence_for[a],
        )
        for a, toks in sorted(bt.attackers.items())
    )
    parts = tuple(Message("rk-defence-part", part=k, value=v) for k, v in bt.parts.items() if v)
    defence = Message("rk-defence-of" if parts else "rk-defence", total=bt.defence, parts=parts)
    outcome: Message
    if bt.result == "captured":
        data["control_removed"] = removed
        outcome = Message("rk-wins-control" if got[1] else "rk-wins-no-control", clan=s.clan_said(bt.winner))
        if data.get("swept"):
            gone = tuple(_token_at(s, pl) for pl in swept)
            outcome = Message("rk-wins-sweeping", won=outcome, tokens=gone)
    elif bt.result == "defended":
        outcome = Message("rk-defends-control" if got[0] else "rk-defends", clan=s.clan_said(ctrl))
    elif bt.result == "held":
        outcome = Message("rk-holds", clan=s.clan_said(ctrl))
    else:
        outcome = Message("rk-nothing-beaten" if bt.attackers else "rk-nothing")
    data["winner"] = (
        s.clans[bt.winner].id if bt.winner >= 0 else (s.clans[ctrl].id if bt.result == "defended" else None)
    )
    data["result"] = bt.result
    if s.verbose:
        said = Message(
            "rk-battle",
            province=s.province_said(bt.province),
            owner=s.clan_said(ctrl) if ctrl >= 0 else Message("rk-uncontrolled"),
            sides=Message("rk-sides", sides=sides) if sides else "",
            defence=defence,
            outcome=outcome,
        )
        s.note("battle", said, data)


# ---------------------------------------------------------------------------------------- territory cards


def check_territory_cards(s: RKState) -> None:
    """Step 6 (L430, L551-557): a player controlling a whole region (its scorched provinces aside)
    takes its card; one who lost the region passes it to the new controller or back under the slot."""
    for r, region in enumerate(s.board.regions):
        card = s.region_card[r]
        if card is None:
            continue
        ctrl = s.region_controller(r)
        holder = s.card_holder[r]
        if ctrl >= 0 and holder != ctrl:
            s.card_holder[r] = ctrl
            s.card_known[r] |= 1 << ctrl
            if not s.verbose:
                continue
            if s.verbose:
                s.note(
                    "territory_card",
                    Message(
                        "rk-card-taken-from" if holder >= 0 else "rk-card-taken",
                        clan=s.clan_said(ctrl),
                        region=s.region_said(r),
                        holder=s.clan_said(holder),
                    ),
                    {"region": region.id, "seat": ctrl},
                )
                s.note(
                    "territory_card_secret",
                    Message("rk-card-secret", region=s.region_said(r), card=s.card_said(card)),
                    {"card": card},
                    frozenset({ctrl}),
                )
        elif ctrl < 0 and holder >= 0:
            s.card_holder[r] = UNDER_SLOT
            if s.verbose:
                s.note(
                    "territory_card",
                    Message("rk-card-lost", clan=s.clan_said(holder), region=s.region_said(r)),
                    {"region": region.id},
                )
