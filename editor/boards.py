"""Board shapes as the canvas sees them: cells with polygons in scene coordinates.

The canvas, the tools and the renderer only talk to :class:`BoardShape`; hexagon boards, the
Commands & Colors field and square grids all come from the engine's grids.
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Hashable, Iterable
from typing import Any

from engine.core.hexgrid import Hex, HexBoard, Layout
from engine.core.squaregrid import Cell, CellLabeler

CellKey = Hashable

#: Scene units per hex radius / square side.
HEX_SIZE = 40.0
SQUARE_SIZE = 64.0


class BoardShape(ABC):
    """Cells of a board in scene coordinates (y grows downward)."""

    @abstractmethod
    def cells(self) -> list[Any]:
        """See the class docstring."""

    @abstractmethod
    def polygon(self, cell: Any) -> list[tuple[float, float]]:
        """See the class docstring."""

    @abstractmethod
    def center(self, cell: Any) -> tuple[float, float]:
        """See the class docstring."""

    @abstractmethod
    def cell_at(self, x: float, y: float) -> Any | None:
        """See the class docstring."""

    def label(self, cell: Any) -> str:
        return str(cell)

    @abstractmethod
    def parse(self, text: str) -> Any:
        """See the class docstring."""

    @abstractmethod
    def contains(self, cell: Any) -> bool:
        """See the class docstring."""

    def is_playable(self, cell: Any) -> bool:
        """Whether pieces may stand on the cell (half hexes are shown but not playable)."""
        return self.contains(cell)

    def cell_kind(self, cell: Any) -> str:
        return "full"

    @abstractmethod
    def neighbors(self, cell: Any) -> list[Any]:
        """See the class docstring."""

    def facing_angle(self, steps: int) -> float:
        """Screen angle in degrees (clockwise from north) of facing ``steps``."""
        return 0.0

    def facing_count(self) -> int:
        return 6

    def bounds(self) -> tuple[float, float, float, float]:
        xs: list[float] = []
        ys: list[float] = []
        for c in self.cells():
            for x, y in self.polygon(c):
                xs.append(x)
                ys.append(y)
        if not xs:
            return (0.0, 0.0, 0.0, 0.0)
        return (min(xs), min(ys), max(xs), max(ys))

    def offset(self, cell: Any, delta: Any) -> Any:
        return cell + delta

    def delta(self, a: Any, b: Any) -> Any:
        """The offset from ``b`` to ``a`` (so ``offset(b, delta(a, b)) == a``)."""
        return a - b


class HexBoardShape(BoardShape):
    def __init__(self, board: HexBoard, size: float = HEX_SIZE) -> None:
        self.board = board
        self.layout = Layout(board.layout.orientation, size)
        self._cells = board.hexes

    def cells(self) -> list[Hex]:
        return self._cells

    def polygon(self, cell: Hex) -> list[tuple[float, float]]:
        return self.layout.corners(cell)

    def center(self, cell: Hex) -> tuple[float, float]:
        return self.layout.to_pixel(cell)

    def cell_at(self, x: float, y: float) -> Hex | None:
        h = self.layout.from_pixel(x, y)
        return h if h in self.board else None

    def label(self, cell: Hex) -> str:
        return self.board.label(cell)

    def parse(self, text: str) -> Hex:
        return self.board.parse_label(text)

    def contains(self, cell: Any) -> bool:
        return cell in self.board

    def is_playable(self, cell: Any) -> bool:
        return self.board.is_playable(cell)

    def cell_kind(self, cell: Hex) -> str:
        return self.board.kind(cell) or "none"

    def neighbors(self, cell: Hex) -> list[Hex]:
        return self.board.neighbors(cell)

    def facing_angle(self, steps: int) -> float:
        # direction 0 is north (flat) or north-east (pointy); directions run clockwise
        return (self.layout.direction_angle(steps) + 90.0) % 360.0


class SquareBoardShape(BoardShape):
    """Square cells ``(x, y)`` with ``y`` growing north, drawn with north up."""

    def __init__(self, width: int, height: int, size: float = SQUARE_SIZE, labeler: CellLabeler | None = None) -> None:
        self.width = width
        self.height = height
        self.size = size
        self.labeler = labeler or CellLabeler()
        self._cells = [Cell(x, y) for y in range(height - 1, -1, -1) for x in range(width)]

    def cells(self) -> list[Cell]:
        return self._cells

    def polygon(self, cell: Cell) -> list[tuple[float, float]]:
        x0 = cell.x * self.size
        y0 = (self.height - 1 - cell.y) * self.size
        s = self.size
        return [(x0, y0), (x0 + s, y0), (x0 + s, y0 + s), (x0, y0 + s)]

    def center(self, cell: Cell) -> tuple[float, float]:
        return ((cell.x + 0.5) * self.size, (self.height - 1 - cell.y + 0.5) * self.size)

    def cell_at(self, x: float, y: float) -> Cell | None:
        cx = math.floor(x / self.size)
        cy = self.height - 1 - math.floor(y / self.size)
        c = Cell(cx, cy)
        return c if self.contains(c) else None

    def label(self, cell: Cell) -> str:
        try:
            return self.labeler.label(cell)
        except ValueError:
            return str(cell)

    def parse(self, text: str) -> Cell:
        try:
            return self.labeler.parse(text)
        except ValueError:
            return Cell.parse(text)

    def contains(self, cell: Any) -> bool:
        return isinstance(cell, Cell) and 0 <= cell.x < self.width and 0 <= cell.y < self.height

    def neighbors(self, cell: Cell) -> list[Cell]:
        return [n for n in cell.orthogonal_neighbors() if self.contains(n)]

    def facing_angle(self, steps: int) -> float:
        return (steps % 4) * 90.0

    def facing_count(self) -> int:
        return 4


def flood_region(board: BoardShape, start: Any, same: Any) -> list[Any]:
    """Cells connected to ``start`` through neighbours for which ``same(cell)`` holds."""
    if not board.contains(start) or not same(start):
        return []
    seen = {start}
    todo = [start]
    out = []
    while todo:
        c = todo.pop()
        out.append(c)
        for n in board.neighbors(c):
            if n not in seen and same(n):
                seen.add(n)
                todo.append(n)
    return out


def cells_in_rect(board: BoardShape, rect: tuple[float, float, float, float]) -> Iterable[Any]:
    x0, y0, x1, y1 = rect
    for c in board.cells():
        x, y = board.center(c)
        if x0 <= x <= x1 and y0 <= y <= y1:
            yield c
