"""The runtime board position: plain integer arrays indexed by hex, cheap to copy.

A :class:`Position` is what a battle is resolved on. It knows the board geometry, the tile
catalog and the seats (armies, teams, who may hit, net or push whom); the tiles themselves are
parallel lists ``tile``, ``owner``, ``rot``, ``dmg`` and ``uid`` with one entry per hex
(``tile[h] == -1`` on a free hex).
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from engine.games.neuroshima.board import Board
from engine.games.neuroshima.catalog import HQ, Catalog

Matrix = tuple[tuple[bool, ...], ...]


@dataclass(frozen=True, eq=False)
class Seats:
    """The players of a game and how their tiles relate (rules/002 §2.8).

    ``hits[a][b]``: a's attacks damage b's tiles (and a's shots stop at them).
    ``nets[a][b]``: a's nets catch b's tiles. ``pushes[a][b]``: a may push b's tiles.
    ``friendly[a][b]``: a's modules and HQ give bonuses to b's tiles (same player or ally).
    ``enemy[a][b]``: b is an enemy of a (another side).
    """

    armies: tuple[str, ...]
    teams: tuple[int, ...]
    hostile_to_allies: tuple[bool, ...]
    hits: Matrix
    nets: Matrix
    pushes: Matrix
    friendly: Matrix
    enemy: Matrix
    #: ``hits`` with one more column, read for "no owner" (``owner[h] == -1`` on a free hex): False
    hits_or_free: Matrix = ()

    @property
    def n(self) -> int:
        return len(self.armies)

    @classmethod
    def build(cls, armies: Sequence[str], teams: Sequence[int], hostile_to_allies: Sequence[bool]) -> Seats:
        """The seats of these armies, teams and army natures: one shared object per distinct set, so
        every position of a kind of game reads the same few relation tables."""
        return _seats(tuple(armies), tuple(teams), tuple(hostile_to_allies))

    @classmethod
    def _build(cls, armies: tuple[str, ...], teams: tuple[int, ...], hostile_to_allies: tuple[bool, ...]) -> Seats:
        n = len(armies)
        rng = range(n)

        def m(f: object) -> Matrix:
            return tuple(tuple(bool(f(a, b)) for b in rng) for a in rng)  # type: ignore[operator]

        other_side = [[teams[a] != teams[b] for b in rng] for a in rng]
        hits = m(lambda a, b: a != b and (other_side[a][b] or hostile_to_allies[a]))
        # NH rules: allies are not hit, netted or pushed; Moloch hits, nets and pushes its allies and is
        # netted and pushed by them (rules/002 §2.8, L1663–L1669, L1683–L1690)
        return cls(
            armies=armies,
            teams=teams,
            hostile_to_allies=hostile_to_allies,
            hits=hits,
            nets=m(lambda a, b: a != b and (other_side[a][b] or hostile_to_allies[a] or hostile_to_allies[b])),
            pushes=m(lambda a, b: a != b and (other_side[a][b] or hostile_to_allies[a] or hostile_to_allies[b])),
            friendly=m(lambda a, b: not other_side[a][b]),
            enemy=m(lambda a, b: other_side[a][b]),
            hits_or_free=tuple((*row, False) for row in hits),
        )

    def sides(self) -> list[list[int]]:
        """Seats grouped by team, in order of first seat."""
        out: dict[int, list[int]] = {}
        for s, t in enumerate(self.teams):
            out.setdefault(t, []).append(s)
        return list(out.values())


@functools.lru_cache(maxsize=256)
def _seats(armies: tuple[str, ...], teams: tuple[int, ...], hostile_to_allies: tuple[bool, ...]) -> Seats:
    return Seats._build(armies, teams, hostile_to_allies)


@dataclass(slots=True, eq=False)
class Position:
    board: Board
    catalog: Catalog
    seats: Seats
    tile: list[int]
    owner: list[int]
    rot: list[int]
    dmg: list[int]
    uid: list[int]
    hq_hp: list[int]
    hq_start: tuple[int, ...]
    points: list[int]
    #: points variant: HQs are never destroyed; damage to enemy HQs scores points
    points_mode: bool
    next_uid: int
    #: ``(owner, tile code)`` of every tile that left the board since the list was last drained
    removed: list[tuple[int, int]]

    @classmethod
    def empty(
        cls, board: Board, catalog: Catalog, seats: Seats, hq_hp: Sequence[int], points_mode: bool = False
    ) -> Position:
        n = board.n
        return cls(
            board=board,
            catalog=catalog,
            seats=seats,
            tile=[-1] * n,
            owner=[-1] * n,
            rot=[0] * n,
            dmg=[0] * n,
            uid=[-1] * n,
            hq_hp=list(hq_hp),
            hq_start=tuple(hq_hp),
            points=[0] * seats.n,
            points_mode=points_mode,
            next_uid=1,
            removed=[],
        )

    def copy(self) -> Position:
        return Position(
            self.board,
            self.catalog,
            self.seats,
            self.tile[:],
            self.owner[:],
            self.rot[:],
            self.dmg[:],
            self.uid[:],
            self.hq_hp[:],
            self.hq_start,
            self.points[:],
            self.points_mode,
            self.next_uid,
            self.removed[:],
        )

    # -- queries
    def occupied(self) -> list[int]:
        return [h for h, c in enumerate(self.tile) if c >= 0]

    def free_hexes(self) -> list[int]:
        return [h for h, c in enumerate(self.tile) if c < 0]

    def main_full(self) -> bool:
        """NH rules: a battle starts when every hex of the 19-hex main field is taken (rules/002 §2.3, E47)."""
        tile = self.tile
        n_main = self.board.n_main
        return -1 not in (tile if len(tile) == n_main else tile[:n_main])

    def hq_hex(self, seat: int) -> int:
        types = self.catalog.types
        for h, c in enumerate(self.tile):
            if c >= 0 and self.owner[h] == seat and types[c].kind == HQ:
                return h
        return -1

    def tiles_of(self, seat: int) -> list[int]:
        return [h for h, c in enumerate(self.tile) if c >= 0 and self.owner[h] == seat]

    def hq_destroyed(self, seat: int) -> bool:
        return not self.points_mode and self.hq_hp[seat] <= 0

    def key(self) -> tuple[object, ...]:
        return (
            tuple(self.tile),
            tuple(self.owner),
            tuple(self.rot),
            tuple(self.dmg),
            tuple(self.uid),
            tuple(self.hq_hp),
            tuple(self.points),
            self.next_uid,
        )

    # -- changes
    def put(self, h: int, code: int, owner: int, rot: int = 0, dmg: int = 0) -> int:
        """Put a tile on free hex ``h``; returns its instance id."""
        if self.tile[h] >= 0:
            raise ValueError(f"hex {self.board.hexes[h]} is taken")
        u = self.next_uid
        self.next_uid += 1
        self.tile[h] = code
        self.owner[h] = owner
        self.rot[h] = rot % 6
        self.dmg[h] = dmg
        self.uid[h] = u
        return u

    def take(self, h: int) -> None:
        """Remove the tile on ``h`` from the board (to its owner's discard pile)."""
        self.take_all((h,))

    def take_all(self, hexes: Iterable[int]) -> None:
        """Remove the tiles on ``hexes``, in that order (a battle phase removes several at once)."""
        tile, owner, rot, dmg, uid = self.tile, self.owner, self.rot, self.dmg, self.uid
        removed = self.removed
        for h in hexes:
            removed.append((owner[h], tile[h]))
            tile[h] = -1
            owner[h] = -1
            rot[h] = 0
            dmg[h] = 0
            uid[h] = -1

    def move(self, src: int, dst: int, rot: int) -> None:
        """Move the tile on ``src`` to free hex ``dst`` (``dst`` may equal ``src``) with rotation ``rot``."""
        if src != dst:
            if self.tile[dst] >= 0:
                raise ValueError(f"hex {self.board.hexes[dst]} is taken")
            for arr in (self.tile, self.owner, self.dmg, self.uid):
                arr[dst] = arr[src]
            self.tile[src] = -1
            self.owner[src] = -1
            self.dmg[src] = 0
            self.uid[src] = -1
            self.rot[src] = 0
        self.rot[dst] = rot % 6

    def describe_tile(self, h: int) -> dict[str, object]:
        """A JSON-like description of the tile on ``h`` (for events and output)."""
        t = self.catalog.types[self.tile[h]]
        return {
            "tile": t.id,
            "name": t.name,
            "name_ru": t.name_ru,
            "hex": str(self.board.hexes[h]),
            "player": self.owner[h] + 1,
        }
