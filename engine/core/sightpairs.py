"""Line of sight between every pair of a set of hexes, answered with arrays.

Which hexes a centre-to-centre line crosses, or runs along on either side, depends only on the
offset between its two hexes (:class:`engine.core.geometry.LineOfSight` computes one pattern per
offset). :class:`PairTables` groups the pairs by offset and writes each pattern as steps in a flat,
padded grid of the board, so a query is one gather per offset over that offset's pairs, and the
answer is an ``n x n`` matrix (:class:`PairSight`): no per-pair Python object is ever made, and
memory grows with the number of pairs, not with pairs times line length.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence

import numpy as np

from engine.core.hexgrid import Hex

#: the hexes a line of one offset crosses, and those it runs along on its left and on its right
Pattern = tuple[tuple[Hex, ...], tuple[Hex, ...], tuple[Hex, ...]]


class PairTables:
    """The part of an all-pairs query that depends only on the board: every unordered pair of the
    endpoint hexes grouped by offset, and each offset's pattern as flat-grid steps."""

    def __init__(
        self,
        hexes: Sequence[Hex],
        endpoints: Sequence[int],
        patterns: Callable[[list[Hex]], Mapping[Hex, Pattern]],
    ) -> None:
        qs = np.array([h.q for h in hexes], dtype=np.int64)
        rs = np.array([h.r for h in hexes], dtype=np.int64)
        self.endpoints = np.asarray(endpoints, dtype=np.intp)
        m = len(self.endpoints)
        a, b = np.triu_indices(m, k=1)
        eq, er = qs[self.endpoints], rs[self.endpoints]
        q0, r0 = (int(qs.min()), int(rs.min())) if len(hexes) else (0, 0)
        span_q = int(qs.max()) - q0 if len(hexes) else 0
        span_r = int(rs.max()) - r0 if len(hexes) else 0
        # one integer per offset, so the pairs group with a sort of plain integers
        width = 2 * span_r + 1
        code = (eq[b] - eq[a] + span_q) * width + (er[b] - er[a] + span_r)
        order = np.argsort(code, kind="stable")
        code = code[order]
        firsts = np.flatnonzero(np.r_[True, code[1:] != code[:-1]]) if len(code) else np.zeros(0, dtype=np.intp)
        bounds = np.r_[firsts, len(code)].tolist()
        offsets = [Hex(int(c) // width - span_q, int(c) % width - span_r) for c in code[firsts].tolist()]
        found = patterns(offsets)
        # the grid is padded so that a pattern step from any hex stays inside it
        pad_q = pad_r = 1
        for o in offsets:
            for part in found[o]:
                for p in part:
                    pad_q, pad_r = max(pad_q, abs(p.q)), max(pad_r, abs(p.r))
        self.stride = span_r + 1 + 2 * pad_r
        self.size = (span_q + 1 + 2 * pad_q) * self.stride
        #: flat grid cell of every hex of the board
        self.cell = (qs - q0 + pad_q) * self.stride + (rs - r0 + pad_r)
        self.first = a[order].astype(np.intp)
        self.second = b[order].astype(np.intp)
        #: flat grid cell of the first hex of every pair, in group order
        self.source = self.cell[self.endpoints[self.first]]
        self.groups: list[tuple[int, int, np.ndarray, np.ndarray, np.ndarray]] = []
        for k, o in enumerate(offsets):
            crossed, left, right = (
                np.array([p.q * self.stride + p.r for p in part], dtype=np.intp) for part in found[o]
            )
            self.groups.append((bounds[k], bounds[k + 1], crossed, left, right))

    def clear(self, blocking: Iterable[int], rule: str) -> np.ndarray:
        """Per pair (in group order): whether its line is clear of the hexes ``blocking`` (indices of
        the board's hexes) under the edge rule ``rule`` (an :class:`~engine.core.geometry.EdgeRule` value)."""
        blocked = np.zeros(self.size, dtype=bool)
        blocked[self.cell[np.fromiter(blocking, dtype=np.intp)]] = True
        out = np.ones(len(self.first), dtype=bool)
        either = rule == "either_side"
        edges = rule != "never"
        for start, stop, crossed, left, right in self.groups:
            src = self.source[start:stop, None]
            if len(crossed):
                hit = blocked[src + crossed].any(axis=1)
            else:
                hit = np.zeros(stop - start, dtype=bool)
            if edges and len(left) and len(right):
                on_left = blocked[src + left].any(axis=1)
                on_right = blocked[src + right].any(axis=1)
                hit |= (on_left | on_right) if either else (on_left & on_right)
            elif edges and either and (len(left) or len(right)):
                hit |= blocked[src + (left if len(left) else right)].any(axis=1)
            out[start:stop] = ~hit
        return out


class PairSight(Mapping[tuple[Hex, Hex], bool]):
    """Line of sight between every pair of ``hexes``: ``sight[a, b]`` in either order, and
    :attr:`matrix` (``matrix[i, j]`` for ``hexes[i]`` and ``hexes[j]``; a hex sees itself).
    Iterating gives each unordered pair once, ``a`` before ``b`` in the order of ``hexes``."""

    def __init__(self, hexes: Sequence[Hex], matrix: np.ndarray) -> None:
        self.hexes = tuple(hexes)
        self.index = {h: i for i, h in enumerate(self.hexes)}
        self.matrix = matrix

    def __getitem__(self, pair: tuple[Hex, Hex]) -> bool:
        a, b = pair
        i, j = self.index[a], self.index[b]
        if i == j:
            raise KeyError(pair)
        return bool(self.matrix[i, j])

    def __iter__(self) -> Iterator[tuple[Hex, Hex]]:
        hx = self.hexes
        for i in range(len(hx)):
            for j in range(i + 1, len(hx)):
                yield hx[i], hx[j]

    def __len__(self) -> int:
        n = len(self.hexes)
        return n * (n - 1) // 2

    def pairs(self) -> Iterator[tuple[Hex, Hex, bool]]:
        """``(a, b, clear)`` for each unordered pair, as :meth:`__iter__` orders them (faster than ``items()``)."""
        hx = self.hexes
        for i, row in enumerate(self.matrix.tolist()):
            a = hx[i]
            for j in range(i + 1, len(hx)):
                yield a, hx[j], row[j]


def pair_sight(tables: PairTables, hexes: Sequence[Hex], blocking: Iterable[int], rule: str) -> PairSight:
    """The answer for every pair of ``tables``' endpoints (``hexes``, in the same order)."""
    m = len(tables.endpoints)
    matrix = np.ones((m, m), dtype=bool)
    clear = tables.clear(blocking, rule)
    matrix[tables.first, tables.second] = clear
    matrix[tables.second, tables.first] = clear
    return PairSight(hexes, matrix)
