"""Shinobi (rules/003 §6.5, L674-L696): sabotage in battle (arson, panic, intercepting a
messenger) and reconnaissance before it."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.message import Message
from engine.games.warlords.board import BOG
from engine.games.warlords.execution import Intent
from engine.games.warlords.pieces import FULL, Unit
from engine.games.warlords.retreat import destroy, lose_orders, shooting_retreat
from engine.games.warlords.said import side as said_side
from engine.games.warlords.tables import BLIZZARD, DOWNPOUR, FOG, RAIN, SNOW, WIND

if TYPE_CHECKING:
    from engine.games.warlords.execution import Exec
    from engine.games.warlords.world import World

SABOTAGES = ("arson", "panic", "intercept")
RECON_SIZES = {"3x4": (3, 4), "4x3": (4, 3), "2x6": (2, 6), "6x2": (6, 2)}
#: a fire burns 4 turns (L691); dry grass 2 (L692)
FIRE_TURNS, GRASS_TURNS = 4, 2


def flammable(w: World, cell: int, dry_summer: bool) -> bool:
    """Villages and forests burn; in a dry summer grass too, but not rice fields or bogs (L679, L692)."""
    if cell < 0:
        return False
    if w.village(cell) or w.forest(cell):
        return True
    return dry_summer and not w.rice(cell) and w.board.terrain[cell] != BOG


def leaderless(w: World, u: Unit) -> bool:
    """Panic and interception target a unit without leaders; for an interception a general come
    from the reserve this turn does not protect it (L694, L696)."""
    return not any(lead for lead in w.leaders_in(u))


def sabotage_targets(w: World, side: int, kind: str) -> list[int]:
    """Cells a sabotage of ``kind`` may be ordered against, from what ``side`` knows at order
    time: enemy units it sees that had no leader when the last orders were revealed (the
    enemy's leader moves of this command phase are still secret)."""
    if kind == "arson":
        return list(w.board.grass if w.prep.battle.dry_summer else w.board.flammable)
    led = {lead.shown_unit for lead in w.b.leaders if lead.side != side and lead.shown_where == "unit"}
    out = [u.cell for u in w.b.units if u.side != side and u.on_field and u.idx not in led and w.level(side, u)]
    return sorted(out)


def sabotage_possible(w: World, side: int, kind: str) -> bool:
    """Whether :func:`sabotage_targets` names any cell, without listing them (the command menu
    only asks whether the order may be given)."""
    if kind == "arson":
        return bool(w.board.grass if w.prep.battle.dry_summer else w.board.flammable)
    led = {lead.shown_unit for lead in w.b.leaders if lead.side != side and lead.shown_where == "unit"}
    return any(u.side != side and u.on_field and u.idx not in led and w.level(side, u) for u in w.b.units)


def sabotages(x: Exec) -> None:
    """This turn's sabotages, ordered last turn: each service manages d3-1 of them (L690), three
    in the whole battle (L678)."""
    for st in x.b.sides:
        tasks = st.sabotage_now
        st.sabotage_now = ()
        if not tasks:
            continue
        modes = {sid: mode for sid, mode, _ in st.shinobi}
        services = {sid: left for sid, _, left in st.shinobi}
        done_by: dict[str, int] = {}
        avail: dict[str, int] = {}
        for sid, kind, cell in tasks:
            if sid not in avail:
                avail[sid] = max(0, x.d3(f"shinobi service {sid}: sabotages this turn (d3-1, L690)") - 1)
                x.note(
                    "shinobi",
                    Message("wl-log-shinobi-available", side=said_side(st.idx), shinobi=sid, count=avail[sid]),
                    visible_to=frozenset({st.idx, x.gm}),
                )
            if done_by.get(sid, 0) >= avail[sid] or services[sid] <= 0:
                continue
            done_by[sid] = done_by.get(sid, 0) + 1
            services[sid] -= 1
            target = x.unit(cell)
            if kind == "arson":
                if x.weather() & (RAIN | BLIZZARD | DOWNPOUR):
                    x.note("shinobi", Message("wl-log-shinobi-rain", cell=x.label(cell)))
                    continue
                grass = not (x.village(cell) or x.forest(cell))
                until = x.b.turn + (GRASS_TURNS if grass else FIRE_TURNS) - 1
                x.b.burning = (*x.b.burning, (cell, until))
                x.note(
                    "fire",
                    Message("wl-log-shinobi-fire", cell=x.label(cell), turn=until),
                    cell=x.label(cell),
                )
                if target is not None:
                    target.seen = FULL
                    lost = max(0, x.d3(f"fire damage to {target.id} (d3-1, L691)") - 1)
                    target.figures -= min(target.figures, lost)
                    x.note(
                        "fire",
                        Message("wl-log-fire-losses", unit=target.id, lost=lost),
                        unit=target.id,
                    )
                    target.orders = (None, None)
                    target.standing = frozenset()
                    if target.figures <= 0:
                        destroy(x, target, "destroyed")
                    else:
                        lose_orders(x, target, "caught in a fire")
                        shooting_retreat(x, target)
            elif target is None or target.side == st.idx:
                x.note("shinobi", Message("wl-log-shinobi-nothing", cell=x.label(cell)))
            elif kind == "panic":
                if any(lead for lead in x.leaders_in(target)) or target.panicked:
                    x.note("shinobi", Message("wl-log-shinobi-no-panic", unit=target.id))
                    continue
                target.panicked = True
                target.seen = FULL
                x.note(
                    "shinobi",
                    Message("wl-log-shinobi-panic", unit=target.id),
                    unit=target.id,
                )
            elif kind == "intercept":
                leaders = x.leaders_in(target)
                if leaders and not all(lead.arrived == "reserve" for lead in leaders):
                    x.note("shinobi", Message("wl-log-shinobi-no-intercept", unit=target.id))
                    continue
                target.orders = (None, None)
                target.dragon = None
                target.standing = target.standing_before
                x.intents.pop(target.idx, None)
                for march, step in (("keep_advancing", "A"), ("keep_retreating", "B")):
                    if march in target.standing:  # it follows its earlier standing orders (L696)
                        x.intents[target.idx] = Intent(target, "move", (step,), march)
                target.seen = FULL
                x.note(
                    "shinobi",
                    Message("wl-log-shinobi-intercept", unit=target.id),
                    unit=target.id,
                )
        st.shinobi = tuple((sid, modes[sid], left) for sid, left in services.items())


def spread_fire(x: Exec) -> None:
    """In a gusty wind with no rain, fog, snow or blizzard each fire spreads on a 1 on d6 to a
    random neighbouring cell, corners included, before any orders (L693, L750)."""
    w = x.weather()
    if not w & WIND or w & (RAIN | FOG | SNOW | BLIZZARD | DOWNPOUR):
        return
    new = []
    for cell, _ in x.b.burning:
        if x.roll(6, f"fire spreading from {x.label(cell)} (L693)") == 1:
            around = [
                c for c in x.board.adjacent8(cell) if flammable(x, c, x.prep.battle.dry_summer) and not x.burning(c)
            ]
            if around:
                c = x.rng.choice(around, "where the fire spreads")
                new.append((c, x.b.turn + FIRE_TURNS - 1))
                x.note("fire", Message("wl-log-fire-spreads", cell=x.label(c)), cell=x.label(c))
    if new:
        x.b.burning = (*x.b.burning, *new)


def recon_cells(w: World, corner: int, size: str) -> list[int]:
    cols, rows = RECON_SIZES[size]
    return list(w.board.rectangle(corner, cols, rows))
