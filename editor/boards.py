"""Board shapes as the canvas sees them: cells with polygons in scene coordinates.

The canvas, the tools and the renderer only talk to :class:`BoardShape`; hexagon boards, the
Commands & Colors field and square grids all come from the engine's grids, and area maps (named
polygons, :class:`AreaBoardShape`) from a document's polygon collections, with their adjacency
derived by the engine (:class:`engine.core.areamap.AreaMap`).
"""

from __future__ import annotations

import math
from abc import ABC, abstractmethod
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from editor.i18n import tr
from editor.polygons import Point, point_in_polygon, vertex_mean
from engine.core.areamap import AreaMap, AreaSpec
from engine.core.hexgrid import Hex, HexBoard, Layout
from engine.core.planar import bounding_box
from engine.core.squaregrid import Cell, CellLabeler

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

    def parse_exact(self, text: str) -> Any:
        """The cell labelled exactly ``text``. :meth:`parse` also reads other notations (a hex
        board's axial ``q,r``), so a label of another board's shape may name an unrelated cell
        there; this raises ``ValueError`` instead."""
        cell = self.parse(text)
        if not self.contains(cell) or self.label(cell) != text.strip():
            raise ValueError(tr("{text} is no cell of this board").format(text=repr(text.strip())))
        return cell

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
        """``(min_x, min_y, max_x, max_y)`` of every cell's corners (all zero for no cell)."""
        return bounding_box(p for c in self.cells() for p in self.polygon(c))

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
    """Square cells ``(x, y)`` with ``y`` growing north, drawn with north up.

    The grid covers ``width`` x ``height`` cells from ``origin`` (a field that grows beyond its
    printed part starts at negative coordinates). Cells are named by the game's ``labeler``.
    Cell edges are ``(cell, side)`` with the side ``0..3`` = north, east, south, west
    (:meth:`edge_at`, :meth:`edge_segment`, :meth:`same_edge`)."""

    #: how close (in cell sides) a point must be to an edge for :meth:`edge_at` to pick it
    EDGE_TOLERANCE = 0.22

    def __init__(
        self,
        width: int,
        height: int,
        size: float = SQUARE_SIZE,
        labeler: CellLabeler | None = None,
        origin: tuple[int, int] = (0, 0),
    ) -> None:
        self.width = width
        self.height = height
        self.size = size
        self.labeler = labeler or CellLabeler()
        self.x0, self.y0 = origin
        self._cells = [Cell(self.x0 + x, self.y0 + y) for y in range(height - 1, -1, -1) for x in range(width)]

    def cells(self) -> list[Cell]:
        return self._cells

    def _corner(self, cell: Cell) -> tuple[float, float]:
        """The scene position of the cell's north-west corner."""
        return ((cell.x - self.x0) * self.size, (self.y0 + self.height - 1 - cell.y) * self.size)

    def polygon(self, cell: Cell) -> list[tuple[float, float]]:
        x0, y0 = self._corner(cell)
        s = self.size
        return [(x0, y0), (x0 + s, y0), (x0 + s, y0 + s), (x0, y0 + s)]

    def center(self, cell: Cell) -> tuple[float, float]:
        x0, y0 = self._corner(cell)
        return (x0 + self.size / 2, y0 + self.size / 2)

    def cell_at(self, x: float, y: float) -> Cell | None:
        cx = self.x0 + math.floor(x / self.size)
        cy = self.y0 + self.height - 1 - math.floor(y / self.size)
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
        return (
            isinstance(cell, Cell)
            and self.x0 <= cell.x < self.x0 + self.width
            and self.y0 <= cell.y < self.y0 + self.height
        )

    def neighbors(self, cell: Cell) -> list[Cell]:
        return [n for n in cell.orthogonal_neighbors() if self.contains(n)]

    def facing_angle(self, steps: int) -> float:
        return (steps % 4) * 90.0

    def facing_count(self) -> int:
        return 4

    # -- cell edges
    def edge_at(self, x: float, y: float) -> tuple[Cell, int] | None:
        """The edge ``(cell, side)`` nearest to a scene point, if the point lies within
        :attr:`EDGE_TOLERANCE` of it, else ``None`` (side 0..3 = N, E, S, W)."""
        cell = self.cell_at(x, y)
        if cell is None:
            return None
        x0, y0 = self._corner(cell)
        s = self.size
        dist = {0: y - y0, 1: x0 + s - x, 2: y0 + s - y, 3: x - x0}
        side = min(dist, key=lambda k: dist[k])
        return (cell, side) if dist[side] <= self.EDGE_TOLERANCE * s else None

    def edge_segment(self, cell: Cell, side: int) -> tuple[tuple[float, float], tuple[float, float]]:
        """The two ends of a cell's edge in scene coordinates."""
        pts = self.polygon(cell)  # NW, NE, SE, SW: side k runs from corner k to corner k + 1
        return pts[side % 4], pts[(side + 1) % 4]

    def same_edge(self, cell: Cell, side: int) -> tuple[Cell, int]:
        """One name for an edge whichever of its two cells it is seen from: the northern or
        eastern side of a cell (the southern or western side is the neighbour's)."""
        if side == 2:
            return Cell(cell.x, cell.y - 1), 0
        if side == 3:
            return Cell(cell.x - 1, cell.y), 1
        return cell, side


@dataclass(frozen=True)
class AreaOutline:
    """One area of an area board: its id, outline and holes (scene coordinates), the anchor where its
    pieces and label stand (``None``: a point inside it), its label, whether it is water, and the
    record it comes from (polygon collection and index)."""

    id: str
    points: tuple[Point, ...]
    anchor: Point | None = None
    label: str = ""
    holes: tuple[tuple[Point, ...], ...] = ()
    water: bool = False
    collection: str = ""
    index: int = -1


class CellGroup(tuple[Any, ...]):
    """Several cells taken together (the areas an issue names): the canvas marks and centres on all
    of them. A group is never a cell of any board."""

    __slots__ = ()


class AreaBoardShape(BoardShape):
    """A board of named polygons: each area is a cell (its id); pieces stand at its anchor.

    Hit tests are point-in-polygon (holes excluded, land before water); what borders what is the
    engine's :class:`~engine.core.areamap.AreaMap`, built on first use."""

    def __init__(self, areas: Iterable[AreaOutline], bounds: tuple[Point, ...] | None = None) -> None:
        self.areas: dict[str, AreaOutline] = {}
        for a in areas:
            self.areas.setdefault(a.id, a)  # a repeated id is the Issues panel's to report
        self.board_bounds = bounds
        self._order = sorted(self.areas, key=lambda k: (self.areas[k].water, list(self.areas).index(k)))
        self._boxes = {k: bounding_box(a.points) for k, a in self.areas.items()}
        self._centres: dict[str, Point] = {}
        self._area_map: AreaMap | None = None

    def cells(self) -> list[str]:
        return list(self.areas)

    def polygon(self, cell: str) -> list[tuple[float, float]]:
        return list(self.areas[cell].points)

    def holes(self, cell: str) -> list[list[Point]]:
        return [list(h) for h in self.areas[cell].holes]

    def center(self, cell: str) -> tuple[float, float]:
        if isinstance(cell, CellGroup):
            pts = [self.center(c) for c in cell if self.contains(c)]
            return vertex_mean(pts) if pts else (0.0, 0.0)
        a = self.areas[cell]
        if a.anchor is not None:
            return a.anchor
        if cell not in self._centres:
            anchor = self.area_map().anchors.get(cell)
            self._centres[cell] = anchor if anchor is not None else vertex_mean(a.points)
        return self._centres[cell]

    def cell_at(self, x: float, y: float) -> str | None:
        for k in self._order:
            x0, y0, x1, y1 = self._boxes[k]
            if not (x0 <= x <= x1 and y0 <= y <= y1):
                continue
            a = self.areas[k]
            inside = len(a.points) >= 3 and point_in_polygon(x, y, a.points)
            if inside and not any(point_in_polygon(x, y, h) for h in a.holes):
                return k
        return None

    def label(self, cell: Any) -> str:
        if isinstance(cell, CellGroup):
            return ", ".join(self.label(c) for c in cell)
        a = self.areas.get(cell)
        return (a.label or a.id) if a is not None else str(cell)

    def parse(self, text: str) -> str:
        if text in self.areas:
            return text
        raise ValueError(tr("no area {text}").format(text=repr(text)))

    def contains(self, cell: Any) -> bool:
        return isinstance(cell, str) and cell in self.areas

    def is_water(self, cell: str) -> bool:
        return self.areas[cell].water

    def neighbors(self, cell: str) -> list[str]:
        am = self.area_map()
        return sorted(am.land_neighbors.get(cell, frozenset()) | am.water_neighbors.get(cell, frozenset()))

    def facing_count(self) -> int:
        return 1

    def bounds(self) -> tuple[float, float, float, float]:
        if not self.areas:
            return (0.0, 0.0, 100.0, 100.0)
        boxes = list(self._boxes.values())
        return (min(b[0] for b in boxes), min(b[1] for b in boxes), max(b[2] for b in boxes), max(b[3] for b in boxes))

    # pieces dragged together all go to the area they are dropped on
    def offset(self, cell: Any, delta: Any) -> Any:
        return delta

    def delta(self, a: Any, b: Any) -> Any:
        return a

    def area_map(self) -> AreaMap:
        """The engine's area map of these polygons: borders, their slots, adjacency, problems."""
        if self._area_map is None:
            specs = [
                AreaSpec(a.id, a.points, anchor=a.anchor, water=a.water, holes=a.holes)
                for a in self.areas.values()
                if len(a.points) >= 3
            ]
            bounds = self.board_bounds
            self._area_map = AreaMap.build(specs, bounds=bounds)
        return self._area_map


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
