"""Sketches for the etude generator: a crowded position around two HQs, seeded with the tiles a
theme needs, with units facing what they can hit.

A sketch is an etude whose enemy HQ cannot die yet (:mod:`engine.games.neuroshima.etude_outcomes`
surveys it, and :mod:`engine.games.neuroshima.generator` cuts its goal). Tiles are drawn from what
each army has left (the board and the pool together never hold more copies than the army has,
which the etude's own check also demands).
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from engine.content.library import ContentLibrary
from engine.games.neuroshima.board import Board, get_board
from engine.games.neuroshima.catalog import GAUSS, HQ, INSTANT, MELEE, MODULE, UNIT, Catalog, TileType
from engine.games.neuroshima.convert import catalog_of, load_army
from engine.games.neuroshima.etude_outcomes import SURVEY_HP
from engine.games.neuroshima.models.etude import Etude, EtudeSide, Theme
from engine.games.neuroshima.models.setup import PlacedTile

#: the instant tile each instant theme puts in the pool
THEME_INSTANT = {
    Theme.SNIPER: "sniper",
    Theme.GRENADE: "grenade",
    Theme.AIR_STRIKE: "air_strike",
    Theme.PUSH: "push",
    Theme.MOVE: "move",
    Theme.SECOND_BATTLE: "battle",
}


class ThemeNotAvailable(ValueError):
    """The solver's army has no tile a theme needs (an instant only some armies have)."""


@dataclass(frozen=True)
class Plan:
    """How big a sketch is: tiles to choose, pool size, enemy and own tiles on the board."""

    choose: int
    pool: int
    enemy_tiles: tuple[int, int]
    own_tiles: tuple[int, int]
    #: chance of a Battle tile among the pool's red herrings
    battle_herring: float = 0.15


#: sketch sizes by the difficulty asked for (the measured level decides; these only aim at it)
PLANS = {
    1: Plan(choose=1, pool=3, enemy_tiles=(3, 5), own_tiles=(2, 3)),
    2: Plan(choose=1, pool=3, enemy_tiles=(5, 7), own_tiles=(3, 4)),
    3: Plan(choose=2, pool=4, enemy_tiles=(6, 8), own_tiles=(4, 5)),
    4: Plan(choose=2, pool=4, enemy_tiles=(5, 7), own_tiles=(3, 5)),
    5: Plan(choose=2, pool=4, enemy_tiles=(5, 6), own_tiles=(3, 4), battle_herring=0.5),
}


def theme_available(theme: Theme, solver_army: str, library: ContentLibrary) -> bool:
    """Whether the solver's army can teach ``theme`` (an instant theme needs the instant tile)."""
    name = THEME_INSTANT.get(theme)
    if name is None:
        return True
    return any(t.id == f"{solver_army}_{name}" for t in load_army(solver_army, library).tiles)


class Sketcher:
    """Draws sketches for one pair of armies."""

    def __init__(self, solver_army: str, opponent_army: str, library: ContentLibrary) -> None:
        self.solver_army = solver_army
        self.opponent_army = opponent_army
        armies = [load_army(solver_army, library), load_army(opponent_army, library)]
        self.catalog: Catalog = catalog_of(armies, library)
        self.board: Board = get_board(False)

    def types_of(self, army: str) -> list[TileType]:
        """The tile types of ``army`` (one of the two), in army file order."""
        return self._types(army)

    def _types(self, army: str) -> list[TileType]:
        return [self.catalog.types[c] for c in self.catalog.army_codes[army]]

    def sketch(self, rng: random.Random, plan: Plan, theme: Theme | None) -> Etude:
        """A random position for ``theme`` (or any), its pool, and the enemy HQ at :data:`SURVEY_HP`."""
        board = self.board
        main = [h for h in range(board.n) if board.is_main(h)]
        left = {
            army: Counter({t.id: t.count for t in self._types(army) if t.kind != HQ})
            for army in (self.solver_army, self.opponent_army)
        }
        own_hq = rng.choice(main)
        far = [h for h in main if 2 <= board.distance(h, own_hq) <= 3]
        enemy_hq = rng.choice(far)
        tiles: dict[int, tuple[int, str, int]] = {
            own_hq: (1, f"{self.solver_army}_hq", 0),
            enemy_hq: (2, f"{self.opponent_army}_hq", 0),
        }
        pool: list[str] = []
        self._seed_theme(rng, theme, tiles, left, pool, enemy_hq)
        for _ in range(rng.randint(*plan.enemy_tiles)):
            self._add(rng, tiles, left, 2, enemy_hq, own_hq)
        for _ in range(rng.randint(*plan.own_tiles)):
            self._add(rng, tiles, left, 1, enemy_hq, own_hq)
        self._fill_pool(rng, plan, left, pool)
        placed = [
            PlacedTile(hex=str(board.hexes[h]), tile=tid, player=p, rotation=rot)
            for h, (p, tid, rot) in sorted(tiles.items())
        ]
        return Etude(
            id="sketch",
            solver=EtudeSide(army=self.solver_army, hq_hp=rng.randint(2, 6)),
            opponent=EtudeSide(army=self.opponent_army, hq_hp=SURVEY_HP),
            tiles=placed,
            pool=sorted(pool),
            choose=plan.choose,
        )

    # ------------------------------------------------------------------ the theme's tiles

    def _seed_theme(
        self,
        rng: random.Random,
        theme: Theme | None,
        tiles: dict[int, tuple[int, str, int]],
        left: dict[str, Counter[str]],
        pool: list[str],
        enemy_hq: int,
    ) -> None:
        me, them = self.solver_army, self.opponent_army
        if theme is None:
            return
        name = THEME_INSTANT.get(theme)
        if name is not None:
            tid = f"{me}_{name}"
            if left[me][tid] <= 0:
                raise ThemeNotAvailable(f"theme '{theme.value}' needs a {name} tile, which the {me} army does not have")
            self._take(left, me, tid, pool)
            return
        if theme is Theme.NET:
            # an enemy net over one of the solver's tiles next to the enemy HQ, or a net in the pool
            mine = self._of(me, lambda t: t.has_net and t.kind == UNIT, left)
            theirs = self._of(them, lambda t: t.has_net and t.kind == UNIT, left)
            if theirs and (not mine or rng.random() < 0.5):
                spot = self._free_near(rng, tiles, enemy_hq)
                self._put(rng, tiles, left, 1, spot, self._of(me, _hitter, left))
                self._put(rng, tiles, left, 2, self._free_near(rng, tiles, spot), theirs)
            elif mine:
                self._take(left, me, rng.choice(mine).id, pool)
        elif theme is Theme.MEDIC:
            theirs = self._of(them, lambda t: t.medic, left)
            mine = self._of(me, lambda t: t.medic, left)
            if theirs and (not mine or rng.random() < 0.6):
                self._put(rng, tiles, left, 2, self._free_near(rng, tiles, enemy_hq), theirs)
            elif mine:
                self._take(left, me, rng.choice(mine).id, pool)
        elif theme is Theme.GAUSS:
            mine = self._of(me, _gauss, left)
            theirs = self._of(them, _gauss, left)
            if mine:
                self._take(left, me, mine[0].id, pool)
            elif theirs:
                self._put(rng, tiles, left, 2, self._free_near(rng, tiles, enemy_hq), theirs)
        elif theme is Theme.ARMOR:
            theirs = self._of(them, lambda t: t.kind == UNIT and any(f.armor for f in t.facings), left)
            mine = self._of(me, lambda t: t.kind == UNIT and any(f.armor for f in t.facings), left)
            if theirs:
                self._put(rng, tiles, left, 2, self._free_near(rng, tiles, enemy_hq), theirs)
            if mine:
                self._take(left, me, rng.choice(mine).id, pool)
        elif theme is Theme.MODULE_BONUS:
            mine = self._of(me, lambda t: t.kind == MODULE and t.is_source and not t.medic, left)
            if mine:
                self._take(left, me, rng.choice(mine).id, pool)

    def _of(self, army: str, want: object, left: dict[str, Counter[str]]) -> list[TileType]:
        assert callable(want)
        return [t for t in self._types(army) if left[army][t.id] > 0 and t.kind != HQ and want(t)]

    @staticmethod
    def _take(left: dict[str, Counter[str]], army: str, tid: str, pool: list[str]) -> None:
        left[army][tid] -= 1
        pool.append(tid)

    # ------------------------------------------------------------------ the board

    def _free_near(self, rng: random.Random, tiles: dict[int, tuple[int, str, int]], centre: int) -> int:
        board = self.board
        free = [h for h in range(board.n) if board.is_main(h) and h not in tiles]
        near = [h for h in free if board.distance(h, centre) == 1] or free
        return rng.choice(near)

    def _add(
        self,
        rng: random.Random,
        tiles: dict[int, tuple[int, str, int]],
        left: dict[str, Counter[str]],
        player: int,
        enemy_hq: int,
        own_hq: int,
    ) -> None:
        board = self.board
        free = [h for h in range(board.n) if board.is_main(h) and h not in tiles]
        if len(free) <= 3:
            return
        if player == 2:
            weights = [1.0 / (1 + board.distance(h, enemy_hq)) ** 2 for h in free]
        else:
            weights = [1.0 / (1 + min(board.distance(h, enemy_hq), board.distance(h, own_hq))) ** 2 for h in free]
        spot = rng.choices(free, weights)[0]
        army = self.solver_army if player == 1 else self.opponent_army
        kinds = self._of(army, lambda t: t.kind in (UNIT, MODULE), left)
        if kinds:
            self._put(rng, tiles, left, player, spot, kinds)

    def _put(
        self,
        rng: random.Random,
        tiles: dict[int, tuple[int, str, int]],
        left: dict[str, Counter[str]],
        player: int,
        spot: int,
        choices: list[TileType],
    ) -> None:
        if not choices or spot in tiles:
            return
        army = self.solver_army if player == 1 else self.opponent_army
        weights = [3.0 if t.kind == UNIT else 1.0 for t in choices]
        t = rng.choices(choices, weights)[0]
        left[army][t.id] -= 1
        tiles[spot] = (player, t.id, self._aim(rng, t, spot, player, tiles))

    def _aim(self, rng: random.Random, t: TileType, h: int, player: int, tiles: dict[int, tuple[int, str, int]]) -> int:
        """A rotation that points the tile's attacks and nets at enemy tiles (the HQ counts three
        times), now and then a random one."""
        if rng.random() < 0.2 or not (t.facings[0].attacks or t.facings[0].nets):
            return rng.randrange(6)
        board = self.board
        best, best_rot = -1.0, 0
        for rot in rng.sample(range(6), 6):
            f = t.facings[rot]
            value = 0.0
            for kind, d, _ in f.attacks:
                ray = board.rays[h][d][:1] if kind == MELEE else board.rays[h][d]
                for x in ray:
                    if x in tiles:
                        p, tid, _r = tiles[x]
                        if p != player:
                            value += 3.0 if tid.endswith("_hq") else 1.0
                        if kind != GAUSS:
                            break
            for d in f.nets:
                x = board.nbr[h][d]
                if x in tiles and tiles[x][0] != player:
                    value += 1.5
            if value > best:
                best, best_rot = value, rot
        return best_rot

    # ------------------------------------------------------------------ the pool

    def _fill_pool(self, rng: random.Random, plan: Plan, left: dict[str, Counter[str]], pool: list[str]) -> None:
        me = self.solver_army
        battle = f"{me}_battle"
        options = [
            t.id
            for t in self._types(me)
            for _ in range(left[me][t.id])
            if t.kind in (UNIT, MODULE, INSTANT) and t.id != battle
        ]
        rng.shuffle(options)
        while len(pool) < plan.pool and (options or left[me][battle] > 0):
            if left[me][battle] > 0 and battle not in pool and rng.random() < plan.battle_herring:
                self._take(left, me, battle, pool)
                continue
            if not options:
                break
            tid = options.pop()
            if left[me][tid] > 0:
                self._take(left, me, tid, pool)


def _gauss(t: TileType) -> bool:
    """A tile with a Gauss Cannon's beam."""
    return t.kind == UNIT and any(a[0] == GAUSS for a in t.facings[0].attacks)


def _hitter(t: TileType) -> bool:
    """A unit that attacks (worth netting)."""
    return t.kind == UNIT and bool(t.facings[0].attacks)


__all__ = ["PLANS", "THEME_INSTANT", "Plan", "Sketcher", "ThemeNotAvailable", "theme_available"]
