"""What an etude teaches: the rules its solution turns on, recognised from the explained events.

The solution is played with its events recorded (the same structured events the player's
explanation shows, :mod:`engine.games.neuroshima.explain`), and so is a *baseline*: the battle
the start position would fight if the solver played nothing. A theme is recognised when the events
show the rule doing work for the solver:

- an instant tile the solution plays is its own theme (Sniper, Grenade, Air Strike, Push, Move);
  a Battle tile, or any line with more than one battle, is a *second battle* (rules/002 §2.3, §3.4);
- *net*: the solver's net holds an enemy tile in a battle of the solution, a net fighter of his
  deals a decisive blow, or an instant takes away an enemy net fighter that was holding one of
  the solver's tiles (§4.5);
- *medic*: a medic absorbs damage in a battle of the solution, or an instant takes away an enemy
  medic (§4.8);
- *module bonus*: an attack on the enemy HQ (or, when the goal is the enemy's units, on any enemy
  tile) is stronger, extra or converted thanks to a connected friendly module or HQ, or an instant
  takes away an enemy module (§6, §4.8);
- *armor*: an attack of the solution's battles is reduced by armor, or an instant takes away an
  armored enemy tile (§4.4);
- *Gauss line*: the solver's Gauss Cannon fires (§4.3);
- *initiative order*: a solver tile that hits the enemy HQ dies in the same phase (simultaneous
  attacks, §5), an enemy tile that acted in the baseline is destroyed before its phase comes, or an
  instant takes away a tile that changes initiative (Scout, Saboteur).

The themes are returned most telling first: the rules in the order above (battle, net, Gauss,
medic, armor, module, initiative), then the instants in the order they are played.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from engine.content.library import ContentLibrary
from engine.core.game import Action, Event
from engine.games.neuroshima.actions import (
    UseAirStrike,
    UseBattle,
    UseGrenade,
    UseMove,
    UsePush,
    UseSniper,
)
from engine.games.neuroshima.analysis import net_edges
from engine.games.neuroshima.catalog import HQ, MODULE, STAT_INIT, TileType
from engine.games.neuroshima.etude_config import OPPONENT, SOLVER
from engine.games.neuroshima.etude_play import EtudeState, etude_state
from engine.games.neuroshima.models.etude import Etude, Theme, VictoryKind

#: the order themes are listed in: the rules first, then the instant tiles
RULE_ORDER = (
    Theme.SECOND_BATTLE,
    Theme.NET,
    Theme.GAUSS,
    Theme.MEDIC,
    Theme.ARMOR,
    Theme.MODULE_BONUS,
    Theme.INITIATIVE,
)
INSTANT_THEMES: dict[type[Action], Theme] = {
    UseSniper: Theme.SNIPER,
    UseGrenade: Theme.GRENADE,
    UseAirStrike: Theme.AIR_STRIKE,
    UsePush: Theme.PUSH,
    UseMove: Theme.MOVE,
}


@dataclass
class SolutionTrace:
    """A solution played with its events: each step's events, and the baseline battle's."""

    state: EtudeState
    steps: list[Action]
    #: the events each step caused (the final battle is in the last step's, or in ``final``)
    step_events: list[list[Event]]
    final: list[Event]
    baseline: list[Event]
    #: the enemy tiles each step's instant is aimed at (hex, type), by step
    instant_targets: list[list[tuple[int, TileType]]]
    #: the enemy tiles holding a solver tile in a net before each step
    netters_before: list[set[int]]

    @property
    def events(self) -> list[Event]:
        return [e for evs in self.step_events for e in evs] + self.final


def trace_solution(etude: Etude, steps: Sequence[str | Action], library: ContentLibrary) -> SolutionTrace:
    """Play ``steps`` on ``etude`` with events (the opponent answering by himself), then the final
    battle, and fight the baseline battle on the start position. Raises the engine's errors for a
    line that does not play."""
    st = etude_state(etude, library)
    base = _baseline(st)
    actions: list[Action] = []
    step_events: list[list[Event]] = []
    targets: list[list[tuple[int, TileType]]] = []
    netters: list[set[int]] = []
    for s in steps:
        a = st.game.parse_action(s) if isinstance(s, str) else s
        netters.append({n for n, t in net_edges(st.pos) if st.pos.owner[n] == OPPONENT and st.pos.owner[t] == SOLVER})
        targets.append(_targets(st, a))
        actions.append(a)
        step_events.append(st.apply(a))
    final: list[Event] = []
    while st.final_battle_due():
        final.extend(st.apply(st.legal_actions()[0]))
    return SolutionTrace(st, actions, step_events, final, base, targets, netters)


def _baseline(st: EtudeState) -> list[Event]:
    """The battle the start position fights with nothing played (choices: the first offered)."""
    b = st.clone()
    b.fight_final_battle()
    while b.pending is not None:
        b.advance(b.moves()[0])
    battles = b.battles()
    return battles[-1] if battles else []


def _targets(st: EtudeState, a: Action) -> list[tuple[int, TileType]]:
    """The enemy tiles an instant is aimed at (an Air Strike: every tile of its blast)."""
    pos = st.pos
    board = pos.board
    hexes: list[int] = []
    if isinstance(a, (UseSniper, UseGrenade, UsePush)):
        hexes = [board.find(a.target)]
    elif isinstance(a, UseAirStrike):
        h = board.find(a.target)
        hexes = [h, *(x for x in board.nbr[h] if x >= 0)]
    types = pos.catalog.types
    return [(h, types[pos.tile[h]]) for h in hexes if h >= 0 and pos.tile[h] >= 0 and pos.owner[h] == OPPONENT]


def _player(ref: Any) -> int:
    return int(ref.get("player", 0)) if isinstance(ref, dict) else 0


def recognise_themes(etude: Etude, steps: Sequence[str | Action], library: ContentLibrary) -> list[Theme]:
    """The themes of ``etude`` with the solution ``steps``, most telling first (see the module)."""
    return themes_of_trace(trace_solution(etude, steps, library), etude)


def themes_of_trace(trace: SolutionTrace, etude: Etude) -> list[Theme]:
    """The themes a played solution shows (see the module docstring)."""
    found: set[Theme] = set()
    types = trace.state.pos.catalog.types
    by_id = {t.id: t for t in types}
    units_goal = any(v.kind is VictoryKind.DESTROY_ALL_ENEMY_UNITS for v in etude.victory)
    events = trace.events
    if sum(1 for e in events if e.kind == "battle_start") > 1 or any(isinstance(a, UseBattle) for a in trace.steps):
        found.add(Theme.SECOND_BATTLE)
    for i, hit in enumerate(trace.instant_targets):
        if any(h in trace.netters_before[i] for h, _ in hit):
            found.add(Theme.NET)  # the instant takes away a net holding one of the solver's tiles
        found.update(_what_a_target_gives(t for _, t in hit))
    found.update(_battle_themes(events, trace.baseline, by_id, units_goal))
    ordered = [t for t in RULE_ORDER if t in found]
    for a in trace.steps:
        theme = INSTANT_THEMES.get(type(a))
        if theme is not None and theme not in ordered:
            ordered.append(theme)
    return ordered


def _what_a_target_gives(hit: Iterable[TileType]) -> set[Theme]:
    out: set[Theme] = set()
    for t in hit:
        if t.medic:
            out.add(Theme.MEDIC)
        elif t.kind == MODULE and t.is_source:
            out.add(Theme.MODULE_BONUS)
        if any(f.armor for f in t.facings):
            out.add(Theme.ARMOR)
        if any(stat == STAT_INIT for stat, _, _ in t.bonuses) or t.sabotage:
            out.add(Theme.INITIATIVE)
    return out


def _battle_themes(
    events: list[Event], baseline: list[Event], by_id: dict[str, TileType], units_goal: bool
) -> set[Theme]:
    out: set[Theme] = set()
    # when each enemy tile first attacked in the baseline battle (by hex and tile)
    acted: dict[tuple[str, str], int] = {}
    for e in baseline:
        if e.kind == "attack" and _player(e.data["attacker"]) == OPPONENT + 1:
            ref = e.data["attacker"]
            acted.setdefault((ref["hex"], ref["tile"]), int(e.data["phase"]))
    phase = -1
    hq_hitters: set[str] = set()
    for e in events:
        d = e.data
        if e.kind == "battle_start":
            hq_hitters = set()
        elif e.kind == "phase":
            phase = int(d["phase"])
            hq_hitters = set()
        elif e.kind == "netted":
            if _player(d["tile"]) == OPPONENT + 1 and any(_player(x) == SOLVER + 1 for x in d["by"]):
                out.add(Theme.NET)
        elif e.kind == "medic":
            out.add(Theme.MEDIC)
        elif e.kind == "attack":
            attacker, target = d["attacker"], d["target"]
            mine = _player(attacker) == SOLVER + 1
            if d.get("armor"):
                out.add(Theme.ARMOR)
            if mine and d["kind"] == "gauss":
                out.add(Theme.GAUSS)
            decisive = _player(target) == OPPONENT + 1 and (units_goal or _is_hq(target, by_id))
            if mine and decisive:
                helped = any(_player(m.get("source")) == SOLVER + 1 for m in d.get("modifiers", ()))
                if helped or d.get("extra_from") or d.get("converted"):
                    out.add(Theme.MODULE_BONUS)
                hitter = by_id.get(attacker.get("tile", ""))
                if hitter is not None and hitter.has_net:
                    out.add(Theme.NET)  # the blow of a net fighter, which holds what it hits
                if _is_hq(target, by_id) and d["damage"] > 0:
                    hq_hitters.add(attacker["hex"])
        elif e.kind == "removed":
            who = _player(d)
            if who == SOLVER + 1 and d["hex"] in hq_hitters and d.get("reason") == "destroyed":
                out.add(Theme.INITIATIVE)  # it dealt its blow in the phase it died (§5)
            if who == OPPONENT + 1 and d.get("reason") == "destroyed":
                first = acted.get((d["hex"], d["tile"]))
                if first is not None and first < phase:
                    out.add(Theme.INITIATIVE)  # gone before the phase it acted in
    return out


def _is_hq(ref: Any, by_id: dict[str, TileType]) -> bool:
    t = by_id.get(ref.get("tile", "")) if isinstance(ref, dict) else None
    return t is not None and t.kind == HQ


__all__ = ["SolutionTrace", "recognise_themes", "themes_of_trace", "trace_solution"]
