"""Battle resolution (rules/002 §5): initiative phases from the highest down to 0, all tiles of a
phase acting at once, destroyed tiles leaving at the end of the phase.

:func:`resolve_battle` is a pure function of a :class:`Position`: it returns the position after
the battle and the events that explain it. Choices the rules leave to players (Clown
explosions, Quartermaster conversions, which attack a medic absorbs) are asked of a
:class:`~engine.games.neuroshima.decisions.Chooser`; the default answers sensibly.

Initiative follows the digest's "slot" model (§5.2), which reproduces Situations 1-3: each
printed initiative value fires at most once per battle, in the phase equal to its *current*
value (printed value plus bonuses, never below 0); a slot whose phase passes while the tile is
netted is lost (E21).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from engine.core.game import Event
from engine.games.neuroshima.actions import Convert, Explode
from engine.games.neuroshima.analysis import Analysis, analyze, contribute_all
from engine.games.neuroshima.catalog import (
    ACT_EXPLODE,
    ACT_HQ,
    ACT_NO_BONUS,
    ATTACK_NAMES,
    GAUSS,
    HQ,
    MELEE,
    RANGED,
    STAT_EXTRA,
    STAT_NAMES,
)
from engine.games.neuroshima.damage import settle
from engine.games.neuroshima.decisions import AUTO, Chooser, Decision, decide
from engine.games.neuroshima.explain import make_event
from engine.games.neuroshima.models.rules import DEFAULT_RULES, Rules
from engine.games.neuroshima.placement import battle_setup
from engine.games.neuroshima.position import Position

Attacks = tuple[tuple[int, int, int, int, tuple[int, ...]], ...]


class BattleResult(NamedTuple):
    position: Position
    events: list[Event]


def resolve_battle(
    position: Position,
    rules: Rules = DEFAULT_RULES,
    *,
    chooser: Chooser | None = None,
    explain: bool = True,
    reason: str = "battle",
) -> BattleResult:
    """Resolve one battle on a copy of ``position``; ``position`` itself is not changed.

    With ``explain=False`` no events are built (fast path for AI look-ahead and solvers). The
    returned position's ``removed`` lists the tiles that left the board in this battle.
    """
    pos = position.copy()
    pos.removed = []
    events: list[Event] | None = [] if explain else None
    _Battle(pos, rules, chooser or AUTO, events).run(reason)
    return BattleResult(pos, events if events is not None else [])


class _Battle:
    __slots__ = (
        "chooser",
        "events",
        "extras",
        "geos",
        "initiative",
        "last",
        "pos",
        "qm_used",
        "rules",
        "schedule",
        "used",
    )

    def __init__(self, pos: Position, rules: Rules, chooser: Chooser, events: list[Event] | None) -> None:
        n = pos.board.n
        self.pos = pos
        self.rules = rules
        self.chooser = chooser
        self.events = events
        self.used = [0] * n  # bit i: initiative slot i has fired or its phase has passed
        self.last = [-1] * n  # phase of the tile's last attack
        self.extras = [0] * n  # extra attacks made
        self.qm_used = [False] * n  # the Quartermaster conversion is spent
        # tiles neither move nor turn during a battle: their geometry is fixed
        self.geos, self.initiative = battle_setup(pos)
        self.schedule: dict[int, list[tuple[int, int]]] = {}  # phase -> (hex, slot bit ``1 << slot``)

    def run(self, reason: str) -> None:
        pos = self.pos
        explain = self.events is not None
        an = analyze(pos, self.rules, explain, self.geos)
        top = self._plan_start(an)
        if self.events is not None:
            # the board as the battle starts, so a playback needs nothing but the events
            types = pos.catalog.types
            board = [
                [str(pos.board.hexes[h]), types[pos.tile[h]].id, pos.owner[h] + 1, pos.rot[h], pos.dmg[h]]
                for h in pos.occupied()
            ]
            self.events.append(make_event("battle_start", {"reason": reason, "hq_hp": pos.hq_hp[:], "board": board}))
        if self.events is None:
            self._run_quiet(top, an)
            return
        acted = False  # whether the phase just before had actors
        # NH rules: phases run from the highest initiative on the board down to 0 (rules/002 §5.1, L3038–L3042)
        for phase in range(top, -1, -1):
            # a phase can only have actors when a slot is scheduled in it, or an extra attack follows
            # an attack in the phase before (``_actors``): skip the others without building anything
            if not (self.schedule.get(phase) or (acted and an.extra_tiles)):
                acted = False
                continue
            actors = self._actors(phase, an)
            acted = bool(actors)
            if not actors:
                continue
            groups: dict[tuple[int, int], list[int]] = {}
            also_remove: list[tuple[int, str]] = []
            # NH rules: all tiles of a phase act at once; nothing leaves before the phase ends (§5.1, E24, E25)
            self._act(actors, phase, an, groups, also_remove)
            if not groups and not also_remove:
                continue  # nothing hit and nothing explodes: settling would change nothing
            gone = len(pos.removed)
            left = settle(pos, an, groups, self.rules, self.chooser, self.events, phase, also_remove)
            if left:
                an = self._update(an, phase, left, pos.removed[gone:])
        if self.events is not None:
            self.events.append(make_event("battle_end", {"hq_hp": pos.hq_hp[:], "points": pos.points[:]}))

    def _run_quiet(self, top: int, an: Analysis) -> None:
        """The phases of :meth:`run` without explanation: the hot path of search and solvers.

        The same rules as :meth:`_actors`, :meth:`_act` and :func:`settle` (the explained battle is the
        reference, and the tests compare the two on many boards), in one loop with the lookups hoisted:
        groups are keyed ``target * 64 + source`` and hold the amount alone (the attacker's seat is its
        owner, still on the board until the phase ends), and a phase whose groups no medic protects is
        settled here without building group records."""
        pos = self.pos
        cat = pos.catalog
        kinds, hp_of, acts, passive = cat.kinds, cat.hp, cat.acts, cat.passive_codes
        tile, owner, dmg, hq_hp = pos.tile, pos.owner, pos.dmg, pos.hq_hp
        nbr = pos.board.nbr
        enemy = pos.seats.enemy
        points_mode = pos.points_mode
        hits = pos.seats.hits_or_free
        last = self.last
        geos, qm_used = self.geos, self.qm_used
        acted = False  # whether the phase just before had actors
        # NH rules: phases run from the highest initiative on the board down to 0 (rules/002 §5.1, L3038–L3042)
        for phase in range(top, -1, -1):
            entries = self.schedule.pop(phase, None)  # a phase comes once: a replan need not filter it
            extra_tiles = an.extra_tiles
            if not entries and not (acted and extra_tiles):
                acted = False
                continue
            actors: list[int] = []
            blocked: list[int] = []
            if entries:
                self._spend(entries, an.netted, actors, blocked)
            if acted and extra_tiles:  # an extra attack follows an attack in the phase just before (E23)
                extra_actors = self._extra_due(phase, an, actors, blocked)
                actors += extra_actors
            if not actors:
                acted = False
                continue
            acted = True
            if len(actors) > 1:
                actors.sort()
            # NH rules: all tiles of a phase act at once; nothing leaves before the phase ends (§5.1, E24, E25)
            groups: dict[int, int] = {}
            also_remove: list[tuple[int, str]] = []
            convert, melee, ranged = an.convert, an.melee, an.ranged
            for h in actors:
                c = tile[h]
                o = owner[h]
                last[h] = phase
                geo = geos[h]
                assert geo is not None
                act = acts[c]
                mb, rb = melee[h], ranged[h]
                if act:  # an HQ, a tile that may explode or one that takes no strength bonus
                    if act & ACT_EXPLODE and self._explodes(h, o, geo.attacks, an):
                        # the Clown's blast, as in :meth:`_explode`
                        for t in nbr[h]:
                            if t >= 0 and tile[t] >= 0:
                                key = t * 64 + h
                                groups[key] = groups.get(key, 0) + 1
                        also_remove.append((h, "exploded"))
                        continue
                    if act & ACT_NO_BONUS:
                        mb = rb = 0
                attacks = geo.live  # every attack with a hex in front of it: the adjacent hex is on the board
                if convert[h] and not qm_used[h]:
                    attacks = tuple(a for a in self._convert(h, o, geo.attacks, an)[0] if a[3] >= 0)
                hits_row = hits[o]
                attacker_hq = act & ACT_HQ
                for kind, d, s, adj, ray in attacks:
                    if kind == MELEE:
                        if not hits_row[owner[adj]]:
                            continue
                        if attacker_hq and kinds[tile[adj]] == HQ:
                            continue
                        key = adj * 64 + h
                        groups[key] = groups.get(key, 0) + s + mb
                    elif kind == RANGED:
                        for t in ray:
                            if not hits_row[owner[t]]:
                                continue
                            if attacker_hq and kinds[tile[t]] == HQ:
                                break
                            amount = s + rb - geos[t].armor_against[d]  # type: ignore[union-attr]
                            if amount > 0:
                                key = t * 64 + h
                                groups[key] = groups.get(key, 0) + amount
                            break
                    else:
                        for t in ray:
                            if not hits_row[owner[t]]:
                                continue
                            if attacker_hq and kinds[tile[t]] == HQ:
                                continue
                            amount = s - geos[t].armor_against[d]  # type: ignore[union-attr]
                            if amount > 0:
                                key = t * 64 + h
                                groups[key] = groups.get(key, 0) + amount
            if not groups and not also_remove:
                continue  # nothing hit and nothing explodes: settling would change nothing
            gone = len(pos.removed)
            medics = an.medics
            if medics and any(key >> 6 in medics for key in groups):
                records = {(key >> 6, key & 63): [amount, owner[key & 63]] for key, amount in groups.items()}
                left = settle(pos, an, records, self.rules, self.chooser, None, phase, also_remove)
                if left:
                    an = self._update(an, phase, left, pos.removed[gone:])
                continue
            # :func:`settle` when no medic can absorb: count the damage, remove the destroyed
            leaving = {h for h, _ in also_remove} if also_remove else set()
            for key, amount in groups.items():
                if amount <= 0:
                    continue
                t = key >> 6
                c = tile[t]
                if kinds[c] == HQ:
                    victim = owner[t]
                    hq_hp[victim] -= amount
                    if points_mode:
                        o = owner[key & 63]
                        if enemy[o][victim]:
                            pos.points[o] += amount
                    elif hq_hp[victim] <= 0:
                        leaving.add(t)
                else:
                    dmg[t] += amount
                    if dmg[t] >= hp_of[c]:
                        leaving.add(t)
            if not leaving:
                continue
            left = sorted(leaving)
            # tiles that neither net nor act on other tiles change no analysis (:meth:`_update` skips them)
            reshaped = not passive.issuperset(map(tile.__getitem__, left))
            pos.take_all(left)
            if reshaped:
                an = self._update(an, phase, left, pos.removed[gone:])

    def _update(self, an: Analysis, phase: int, left: list[int], codes: list[tuple[int, int]]) -> Analysis:
        """The analysis after tiles left the board at the end of ``phase``.

        NH rules: modules and nets stop acting when their tile is removed, not when it is hit (E25). A
        leaving net tile, Scoper or hijacked module reshapes nets and hijacks, so everything is
        recomputed; any other leaving module or HQ just takes back what it gave."""
        pos = self.pos
        cat = pos.catalog
        passive, hijack_codes, net_codes = cat.passive_codes, cat.hijack_codes, cat.net_codes
        controller = an.controller
        hexes: list[int] = []
        hex_codes: list[int] = []
        for h, (o, c) in zip(left, codes):
            if c in passive:
                continue
            if controller[h] != o or c in hijack_codes or (c in net_codes and self._nets_any(h, o)):
                an = analyze(pos, self.rules, self.events is not None, self.geos)
                self._plan(phase - 1, an)
                return an
            hexes.append(h)
            hex_codes.append(c)
        if not hexes:
            return an
        contribute_all(an, pos, self.rules, self.geos, hexes, -1, hex_codes)
        changed: set[int] = set()
        for h, c in zip(hexes, hex_codes):
            if c in cat.initiative_codes:
                changed.update(self.geos[h].links)  # type: ignore[union-attr]
        if changed:
            self._plan(phase - 1, an, changed)
        return an

    def _nets_any(self, h: int, o: int) -> bool:
        """Whether the net tile that was on ``h`` (owner ``o``) nets a tile still on the board.

        A net tile that nets nothing on the board is on no net path between the remaining tiles, so
        its leaving changes no net (``resolve_nets``) and needs no new analysis."""
        pos = self.pos
        tile, owner = pos.tile, pos.owner
        row = pos.seats.nets[o]
        return any(tile[t] >= 0 and row[owner[t]] for t in self.geos[h].nets)  # type: ignore[union-attr]

    # ------------------------------------------------------------------ who acts

    def _plan_start(self, an: Analysis) -> int:
        """Schedule every initiative slot at its value as the battle starts (all still to come) and
        return the first phase: the highest initiative on the board (:meth:`_plan` from that phase,
        in one pass that also finds it)."""
        init = an.init
        schedule: dict[int, list[tuple[int, int]]] = {}
        top = 0
        for h, ini in self.initiative:
            delta = init[h]
            first = ini[0] + delta
            if first > top:
                top = first
            if len(ini) == 1:
                # one slot (most tiles): the loop below, unrolled
                if first < 0:
                    first = 0
                if first in schedule:
                    schedule[first].append((h, 1))
                else:
                    schedule[first] = [(h, 1)]
                continue
            for i, base in enumerate(ini):
                # NH rules: initiative never drops below 0 (§4.1, E18)
                v = base + delta
                if v < 0:
                    v = 0
                if v in schedule:
                    schedule[v].append((h, 1 << i))
                else:
                    schedule[v] = [(h, 1 << i)]
        self.schedule = schedule
        return top

    def _plan(self, phase: int, an: Analysis, only: set[int] | None = None) -> None:
        """Schedule the initiative slots still to come at their current values, from ``phase`` down
        (all tiles, or the tiles in ``only`` whose initiative changed).

        NH rules: a slot whose value is above the coming phase has missed its chance (Situations 1-3,
        rules/002 §5.2); initiative never drops below 0 (§4.1, E18)."""
        tile = self.pos.tile
        used = self.used
        init = an.init
        todo: list[tuple[int, tuple[int, ...]]]
        if only is None:
            schedule: dict[int, list[tuple[int, int]]] = {}
            self.schedule = schedule
            todo = self.initiative
        else:
            schedule = self.schedule
            for p, entries in schedule.items():
                schedule[p] = [e for e in entries if e[0] not in only]
            geos = self.geos
            # hex order, as a full plan
            todo = [(h, g.initiative) for h in sorted(only) if (g := geos[h]) is not None and g.initiative]
        for h, ini in todo:
            if tile[h] < 0:
                continue
            delta = init[h]
            mask = used[h]
            if not mask and len(ini) == 1:
                # one slot, still to come (most tiles): the loop below, unrolled
                v = ini[0] + delta
                if v < 0:
                    v = 0
                if v > phase:
                    used[h] = 1
                elif v in schedule:
                    schedule[v].append((h, 1))
                else:
                    schedule[v] = [(h, 1)]
                continue
            for i, base in enumerate(ini):
                if mask >> i & 1:
                    continue
                v = base + delta
                if v < 0:
                    v = 0
                if v > phase:
                    mask |= 1 << i
                else:
                    schedule.setdefault(v, []).append((h, 1 << i))
            used[h] = mask

    def _due(
        self, entries: Iterable[tuple[int, int]], phase: int, an: Analysis
    ) -> tuple[list[int], list[int], list[int]]:
        """The tiles that act in ``phase`` on their initiative (``entries``: the slots scheduled),
        those that make an extra attack, and those a net holds back, each slot marked as spent."""
        actors: list[int] = []
        extra_actors: list[int] = []
        blocked: list[int] = []
        self._spend(entries, an.netted, actors, blocked)
        if an.extra_tiles:
            extra_actors = self._extra_due(phase, an, actors, blocked)
        return actors, extra_actors, blocked

    def _spend(
        self, entries: Iterable[tuple[int, int]], netted: list[bool], actors: list[int], blocked: list[int]
    ) -> None:
        """Mark the slots scheduled in a phase (``entries``) as spent and add their tiles still on the
        board to ``actors``, or to ``blocked`` when a net holds them back."""
        tile, used = self.pos.tile, self.used
        for h, bit in entries:
            if tile[h] < 0:
                continue
            used[h] |= bit
            if netted[h]:
                blocked.append(h)  # NH rules: a netted tile cannot act (rules/002 §4.5, E21)
            else:
                actors.append(h)

    def _extra_due(self, phase: int, an: Analysis, actors: list[int], blocked: list[int]) -> list[int]:
        """The tiles that make an extra attack in ``phase`` besides ``actors`` and ``blocked`` (those
        acting or held back on their initiative); a netted one is added to ``blocked``."""
        tile, last, extras = self.pos.tile, self.last, self.extras
        extra, netted = an.extra, an.netted
        extra_actors: list[int] = []
        for h in an.extra_tiles:
            # NH rules: an extra attack in the phase after the last one; lost after phase 0 (E23)
            if (
                extra[h] > extras[h]
                and last[h] == phase + 1
                and tile[h] >= 0
                and self._all_spent(h)
                and h not in actors
                and h not in blocked
            ):
                extras[h] += 1
                if netted[h]:
                    blocked.append(h)
                else:
                    extra_actors.append(h)
        return extra_actors

    def _all_spent(self, h: int) -> bool:
        """Whether every initiative slot of the tile on ``h`` has fired or passed."""
        geo = self.geos[h]
        return geo is None or self.used[h] == (1 << len(geo.initiative)) - 1

    def _actors(self, phase: int, an: Analysis) -> list[tuple[int, bool]]:
        normal, extra, blocked = self._due(self.schedule.get(phase, ()), phase, an)
        actors = [(h, False) for h in normal]
        if extra:
            actors += [(h, True) for h in extra]
        if len(actors) > 1:
            actors.sort()
        if self.events is not None and (actors or blocked):
            pos = self.pos
            self.events.append(make_event("phase", {"phase": phase}))
            for h in blocked:
                assert an.netted_by is not None
                by = [pos.describe_tile(x) for x in an.netted_by[h]]
                self.events.append(make_event("netted", {"phase": phase, "tile": pos.describe_tile(h), "by": by}))
        return actors

    # ------------------------------------------------------------------ what they do

    def _act(
        self,
        actors: list[tuple[int, bool]],
        phase: int,
        an: Analysis,
        groups: dict[tuple[int, int], list[int]],
        also_remove: list[tuple[int, str]],
    ) -> None:
        """The attacks of every tile acting in ``phase`` (``(hex, extra attack)``), added to ``groups``."""
        pos = self.pos
        cat = pos.catalog
        types, kinds = cat.types, cat.kinds
        tile, owner = pos.tile, pos.owner
        hits = pos.seats.hits
        last, geos, qm_used = self.last, self.geos, self.qm_used
        convert, melee, ranged = an.convert, an.melee, an.ranged
        explain = self.events is not None
        for h, extra in actors:
            c = tile[h]
            tt = types[c]
            o = owner[h]
            last[h] = phase
            geo = geos[h]
            assert geo is not None
            # attacks off the board never hit: only explanations (attack indices) and choices need them all
            attacks = geo.attacks if explain else geo.live

            if tt.explode and self._explodes(h, o, geo.attacks, an):
                self._explode(h, o, phase, groups, also_remove)
                continue

            converted = -1
            if convert[h] and not qm_used[h]:
                attacks, converted = self._convert(h, o, geo.attacks, an)

            if tt.no_strength_bonus:
                mb = rb = 0
            else:
                mb, rb = melee[h], ranged[h]
            hits_row = hits[o]
            attacker_hq = kinds[c] == HQ
            for i, (kind, d, s, adj, ray) in enumerate(attacks):
                if kind == MELEE:
                    # NH rules: melee hits only the tile on the adjacent hex of that side (rules/002 §4.2)
                    if adj < 0 or tile[adj] < 0 or not hits_row[owner[adj]]:
                        continue
                    if attacker_hq and kinds[tile[adj]] == HQ:
                        self._immune(h, adj)  # NH rules: an HQ never harms an HQ (rules/002 §1.3, E28)
                        continue
                    # one tile's attacks on one target in one phase are one group (E10)
                    g = groups.get((adj, h))
                    if g is None:
                        groups[(adj, h)] = [s + mb, o]
                    else:
                        g[0] += s + mb
                    if explain:
                        self._attack_event(phase, h, adj, kind, s, mb, 0, extra, i == converted, an)
                else:
                    # NH rules: a shot hits the first enemy on the line; friendly tiles neither block nor are hit
                    # (§4.3). A Gauss beam hits every enemy on the line, without strength bonuses (rules/002 §6.3, E33)
                    bonus = rb if kind == RANGED else 0
                    for t in ray:
                        if tile[t] < 0 or not hits_row[owner[t]]:
                            continue
                        if attacker_hq and kinds[tile[t]] == HQ:
                            self._immune(h, t)
                        else:
                            # NH rules: armor on the side facing the shot takes 1 off; a beam goes on past it (§4.4, E31)
                            armor = geos[t].armor_against[d]  # type: ignore[union-attr]
                            self._add(groups, t, h, o, s + bonus - armor)
                            if explain:
                                self._attack_event(phase, h, t, kind, s, bonus, armor, extra, i == converted, an)
                        if kind == RANGED:
                            break

    def _explode(
        self, h: int, o: int, phase: int, groups: dict[tuple[int, int], list[int]], also_remove: list[tuple[int, str]]
    ) -> None:
        # NH rules: instead of attacking, the Clown explodes: 1 damage to every adjacent tile, friend or foe,
        # own HQ included; no bonuses, no armor; the Clown is destroyed beyond repair (rules/002 §6.3, E17, T45)
        pos = self.pos
        tile = pos.tile
        targets = [t for t in pos.board.nbr[h] if t >= 0 and tile[t] >= 0]
        for t in targets:
            self._add(groups, t, h, o, 1)
        also_remove.append((h, "exploded"))
        if self.events is not None:
            self.events.append(
                make_event(
                    "explode",
                    {
                        "phase": phase,
                        "tile": pos.describe_tile(h),
                        "targets": [pos.describe_tile(t) for t in targets],
                    },
                )
            )

    @staticmethod
    def _add(groups: dict[tuple[int, int], list[int]], t: int, src: int, o: int, amount: int) -> None:
        # one tile's attacks on one target in one phase are one group (E10)
        if amount > 0:
            g = groups.get((t, src))
            if g is None:
                groups[(t, src)] = [amount, o]
            else:
                g[0] += amount

    # ------------------------------------------------------------------ choices

    def _estimate(self, h: int, o: int, kind: int, d: int, s: int, an: Analysis) -> int:
        """Damage an attack would do to an enemy right now (for default choices)."""
        pos = self.pos
        types = pos.catalog.types
        tile, owner = pos.tile, pos.owner
        hits_row = pos.seats.hits[o]
        attacker_hq = types[tile[h]].kind == HQ
        if kind == MELEE:
            t = pos.board.nbr[h][d]
            if t < 0 or tile[t] < 0 or not hits_row[owner[t]]:
                return 0
            return 0 if attacker_hq and types[tile[t]].kind == HQ else s + an.melee[h]
        total = 0
        for t in pos.board.rays[h][d]:
            if tile[t] < 0 or not hits_row[owner[t]]:
                continue
            tt2 = types[tile[t]]
            armor = (tt2.facings[pos.rot[t]].armor >> ((d + 3) % 6)) & 1
            if not (attacker_hq and tt2.kind == HQ):
                total += max(0, (s if kind == GAUSS else s + an.ranged[h]) - armor)
            if kind != GAUSS:
                break
        return total

    def _explodes(self, h: int, o: int, attacks: Attacks, an: Analysis) -> bool:
        pos = self.pos
        tile, owner = pos.tile, pos.owner
        enemy = pos.seats.enemy[o]
        blast = 0
        for t in pos.board.nbr[h]:
            if t >= 0 and tile[t] >= 0:
                blast += 1 if enemy[owner[t]] else -1
        normal = sum(self._estimate(h, o, k, d, s, an) for k, d, s, _, _ in attacks)
        if self.events is None and self.chooser is AUTO:
            return blast > normal  # the default, without building the question nobody reads
        hexes = pos.board.hexes
        options = (Explode(hexes[h], False), Explode(hexes[h], True))
        idx = decide(
            self.chooser,
            Decision(
                o, "explode", options, f"player {o + 1}: does the Clown on {hexes[h]} explode?", int(blast > normal)
            ),
        )
        self._choice_event(o, options[idx])
        return idx == 1

    def _convert(self, h: int, o: int, attacks: Attacks, an: Analysis) -> tuple[Attacks, int]:
        """NH rules: the Quartermaster lets one attack per battle swap melee <-> ranged; optional (rules/002 E35)."""
        hexes = self.pos.board.hexes
        idxs = [i for i, a in enumerate(attacks) if a[0] in (MELEE, RANGED)]
        if not idxs:
            return attacks, -1
        best, gain = 0, 0
        for j, i in enumerate(idxs):
            k, d, s = attacks[i][:3]
            other = RANGED if k == MELEE else MELEE
            g = self._estimate(h, o, other, d, s, an) - self._estimate(h, o, k, d, s, an)
            if g > gain:
                best, gain = j + 1, g
        if self.events is None and self.chooser is AUTO:
            idx = best  # the default, without building the question nobody reads
        else:
            options = (
                Convert(hexes[h], None, None),
                *(Convert(hexes[h], attacks[i][1], ATTACK_NAMES[attacks[i][0]]) for i in idxs),
            )
            idx = decide(
                self.chooser,
                Decision(o, "convert", options, f"player {o + 1}: which attack does the Quartermaster convert?", best),
            )
            self._choice_event(o, options[idx])
        if idx == 0:
            return attacks, -1
        i = idxs[idx - 1]
        k, d, s, adj, ray = attacks[i]
        self.qm_used[h] = True
        swapped = list(attacks)
        swapped[i] = (RANGED if k == MELEE else MELEE, d, s, adj, ray)
        return tuple(swapped), i

    # ------------------------------------------------------------------ events

    def _choice_event(self, player: int, action: object) -> None:
        if self.events is not None:
            self.events.append(make_event("choice", {"player": player + 1, "choice": str(action)}))

    def _immune(self, h: int, t: int) -> None:
        if self.events is not None:
            pos = self.pos
            self.events.append(
                make_event("hq_immune", {"attacker": pos.describe_tile(h), "target": pos.describe_tile(t)})
            )

    def _attack_event(
        self,
        phase: int,
        h: int,
        t: int,
        kind: int,
        base: int,
        bonus: int,
        armor: int,
        extra: bool,
        converted: bool,
        an: Analysis,
    ) -> None:
        assert self.events is not None
        pos = self.pos
        tt = pos.catalog.types[pos.tile[h]]
        mods: list[dict[str, Any]] = []
        stat = 0 if kind == MELEE else 1
        if kind != GAUSS and not tt.no_strength_bonus and an.sources is not None:
            for st, amount, src in an.sources[h]:
                if st == stat:
                    mods.append({"stat": STAT_NAMES[st], "amount": amount, "source": pos.describe_tile(src)})
        extra_from = None
        if extra and an.sources is not None:
            extra_from = next((pos.describe_tile(src) for st, _, src in an.sources[h] if st == STAT_EXTRA), None)
        strength = base + (bonus if kind != GAUSS else 0)
        self.events.append(
            make_event(
                "attack",
                {
                    "phase": phase,
                    "attacker": pos.describe_tile(h),
                    "target": pos.describe_tile(t),
                    "kind": ATTACK_NAMES[kind],
                    "base": base,
                    "modifiers": mods,
                    "strength": strength,
                    "armor": armor,
                    "damage": max(0, strength - armor),
                    "extra": extra,
                    "extra_from": extra_from,
                    "converted": converted,
                    "no_bonus": kind == GAUSS or tt.no_strength_bonus,
                },
            )
        )
