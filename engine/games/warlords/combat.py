"""Shared combat arithmetic: the damage scales, rerolls, ranks and the effective Impetus and
Steadfastness of a unit with every bonus and penalty and where it comes from (rules/003 §4.3,
§5.1, §5.2, §10.2).

A modifier is ``(what, value, rule)``; explanations list them, totals add them up."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.warlords.board import opposite
from engine.games.warlords.pieces import Unit
from engine.games.warlords.tables import DOWNPOUR, ranks
from engine.games.warlords.world import REAR

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec
    from engine.games.warlords.world import World

Mod = tuple[str, int, str]


def melee_scale(own: int, other: int, inclusive: bool = True) -> int:
    """The d3 modifier from Skill + Equipment sums (L522-L526): half or less -1, lower or equal 0,
    higher +1, double or more +2 (exact half and double inclusive by default)."""
    if other > 0 and (own * 2 <= other if inclusive else own * 2 < other):
        return -1
    if own <= other:
        return 0
    if own >= 2 * other if inclusive else own > 2 * other:
        return 2
    return 1


def shooting_scale(skill: int, equipment: int, scale: str = "explicit_list", inclusive: bool = True) -> int:
    """The d3 modifier of a shot, Skill against the target's Equipment (L599-L603): lower -1, equal 0,
    higher +1, twice as high or more +2; ``melee_scheme`` uses the melee scale instead (§9 #20)."""
    if scale == "melee_scheme":
        return melee_scale(skill, equipment, inclusive)
    if skill < equipment:
        return -1
    if skill == equipment:
        return 0
    if skill >= 2 * equipment if inclusive else skill > 2 * equipment:
        return 2
    return 1


def roll_damage(x: Exec, best: int, worst: int, purpose: str) -> tuple[int, list[int], str]:
    """A d3 with the rerolls that apply: best-of-2, worst-of-2, or (both apply) as the GM decides
    (§9 #46). Returns the kept die, the dice rolled and how it was kept."""
    how = "single"
    if best and worst:
        default = x.opts.combined_rerolls
        choice = x.ask_gm(
            "combined_rerolls",
            Message("wl-q-combined-rerolls", purpose=purpose, best=best, worst=worst),
            ["cancel", "best", "worst"],
            default,
        )
        if choice == "best":
            how = "best"
        elif choice == "worst":
            how = "worst"
        else:
            how = "best" if best > worst else "worst" if worst > best else "single"
    elif best:
        how = "best"
    elif worst:
        how = "worst"
    if how == "single":
        d = x.d3(purpose)
        return d, [d], how
    a, b = x.d3(purpose), x.d3(purpose)
    return (max(a, b) if how == "best" else min(a, b)), [a, b], how


def has_formation(w: World, u: Unit) -> bool:
    if u.type.has("formation"):
        return True
    return u.type.code == "teppo_ashigaru" and w.opts.teppo_formation


def formation_lost(w: World, u: Unit, attackers: list[tuple[Unit, str]]) -> bool:
    """The rank bonus is lost to a flank or rear attack by a unit of 4+ figures or by cavalry of
    any size (L133, L149, L163, L225); sohei lose it to any flank or rear attack (L197); a unit
    in a village suffers no flank or rear penalty (L746)."""
    if w.village(u.cell):
        return False
    sohei_any = u.type.has("formation_any_flank") and w.opts.sohei_formation_any_flank
    return any(side in ("flank", "rear") and (sohei_any or a.figures >= 4 or a.cavalry) for a, side in attackers)


def backbone(w: World, u: Unit, attacked_in_rear: bool) -> int:
    """+1 with a friendly unit of 4+ figures in a flank or the rear cell, not when attacked in the
    rear, not across a fence (L134, L218)."""
    if not u.type.has("backbone") or attacked_in_rear or u.cell < 0 or u.fleeing:
        return 0
    row = w.nb[u.cell]
    for d in ((u.facing + 1) % 4, (u.facing + 3) % 4, opposite(u.facing)):
        c = row[d]
        v = w.unit(c)
        if v is not None and v.side == u.side and v.figures >= 4 and not v.fleeing and not w.fence(u.cell, c):
            return 1
    return 0


def common_mods(w: World, u: Unit) -> list[Mod]:
    out: list[Mod] = []
    if w.warlord_bonus(u):
        out.append(("warlord in the unit", 1, "L245"))
    if u.panicked:
        out.append(("shinobi panic", -2, "L694"))
    if u.rallied:
        out.append(("rallied after flight", -1, "L407, L659"))
    return out


def _shared_mods(
    w: World, u: Unit, base: Mod, formation: bool, attacked_in_rear: bool, figures: int | None
) -> list[Mod]:
    """The terms Impetus and Steadfastness share: the base value, ranks of a Formation (L133),
    Backbone of the army (L134), the warlord, a shinobi panic and a rally (``common_mods``)."""
    out: list[Mod] = [base]
    if formation and has_formation(w, u):
        r = ranks(u.figures if figures is None else figures) - 1
        if r > 0:
            out.append((f"Formation: {r + 1} ranks", r, "L133"))
    bb = backbone(w, u, attacked_in_rear)
    if bb:
        out.append(("Backbone of the army", bb, "L134"))
    return out + common_mods(w, u)


def impetus_mods(
    w: World,
    u: Unit,
    *,
    formation: bool,
    attacked_in_rear: bool,
    for_result: bool,
    figures: int | None = None,
) -> list[Mod]:
    """Impetus with ranks, Backbone, leaders and orders; ``for_result`` adds Fearsome warriors
    (combat result only, L198). Fight-specific terms (charge, terrain, banners) are added by the
    melee code."""
    out = _shared_mods(w, u, ("base Impetus", u.imp, u.type.lines), formation, attacked_in_rear, figures)
    if "advance_at_any_cost" in u.standing:
        out.append(("Advance at any cost!", 2, "L438"))
    if for_result and u.type.has("fearsome"):
        out.append(("Fearsome warriors (attacking)", 2, "L198"))
    return out


def steadfastness_mods(
    w: World,
    u: Unit,
    *,
    formation: bool,
    attacked_in_rear: bool,
    for_result: bool,
    phase: int,
    figures: int | None = None,
) -> list[Mod]:
    out = _shared_mods(w, u, ("base Steadfastness", u.stead, u.type.lines), formation, attacked_in_rear, figures)
    if "hold_at_any_cost" in u.standing and phase >= u.hold_from_phase:
        out.append(("Hold at any cost!", 2, "L435"))
    if for_result and u.type.has("fearsome"):
        out.append(("Fearsome warriors (defending)", 2, "L198"))
    return out


def total(mods: list[Mod]) -> int:
    return sum(v for _, v, _ in mods)


def shooting_threshold(w: World, u: Unit, phase: int) -> tuple[int, str]:
    """The damage a unit takes from shooting in one phase before it retreats: its Steadfastness,
    or its Impetus when it was ordered to advance (L615), with ranks and orders but without
    terrain or Fearsome warriors (L198, L714, L720); ranks are counted before this phase's
    losses to shooting (L517)."""
    before = u.figures + u.shot_losses
    advancing = "advance_at_any_cost" in u.standing or "keep_advancing" in u.standing
    for p in u.orders:
        if p is not None and p[0] == "move" and "A" in p[1]:
            advancing = True
    if advancing:
        mods = impetus_mods(w, u, formation=True, attacked_in_rear=False, for_result=False, figures=before)
        return total(mods), "Impetus"
    mods = steadfastness_mods(
        w, u, formation=True, attacked_in_rear=False, for_result=False, phase=phase, figures=before
    )
    return total(mods), "Steadfastness"


def river_penalty(w: World) -> int:
    return -3 if w.weather() & DOWNPOUR else -2


def pivot(units: list[Unit]) -> Unit:
    return max(units, key=lambda u: (u.figures, -u.idx))


def _rank_figures(x: Exec, u: Unit) -> int:
    """The figures ranks are counted from in melee: after this phase's shooting losses (L517), or
    as the phase began (rule option ranks_after_shooting)."""
    return u.figures if x.opts.ranks_after_shooting == "recount" else u.figures + u.shot_losses


def melee_steadfastness(x: Exec, d: Unit, attacked: list[tuple[Unit, str]], opponents: list[Unit]) -> list[Mod]:
    lost = formation_lost(x, d, attacked)
    rear = any(s == REAR for _, s in attacked)
    mods = steadfastness_mods(
        x, d, formation=not lost, attacked_in_rear=rear, for_result=True, phase=x.b.phase, figures=_rank_figures(x, d)
    )
    if x.village(d.cell):
        mods.append(("attacked in a village", 1, "L747"))
    if any(o.tiger for o in opponents):
        mods.append(("enemy's Tiger banner", -2, "L368"))
    return mods
