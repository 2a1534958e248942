"""Square grids: cells, facing, relative cells and cell labels.

Coordinates: ``x`` grows east, ``y`` grows north (as on a battle map read from the south). A
unit's facing is one of N, E, S, W; its front, flank, rear and corner cells follow from the
facing vector ``f`` and its right-hand perpendicular ``r`` (rules/003 §1.3).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import NamedTuple

from engine.core.errors import CoordinateError, excerpt_said
from engine.core.message import Message


class Cell(NamedTuple):
    x: int
    y: int

    def __add__(self, other: object) -> Cell:
        if not isinstance(other, Cell):
            return NotImplemented
        return Cell(self.x + other.x, self.y + other.y)

    def __sub__(self, other: Cell) -> Cell:
        return Cell(self.x - other.x, self.y - other.y)

    def __neg__(self) -> Cell:
        return Cell(-self.x, -self.y)

    def manhattan(self, other: Cell) -> int:
        return abs(self.x - other.x) + abs(self.y - other.y)

    def chebyshev(self, other: Cell) -> int:
        return max(abs(self.x - other.x), abs(self.y - other.y))

    def orthogonal_neighbors(self) -> list[Cell]:
        return [self + f.vector for f in Facing]

    def all_neighbors(self) -> list[Cell]:
        return [Cell(self.x + dx, self.y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy]

    def __str__(self) -> str:
        return f"{self.x},{self.y}"

    @classmethod
    def parse(cls, text: str) -> Cell:
        """Parse ``"x,y"`` (the notation used in logs and files)."""
        parts = text.strip().strip("()").split(",")
        if len(parts) != 2:
            raise CoordinateError(Message("cell-not-xy", text=excerpt_said(text)))
        try:
            return cls(int(parts[0]), int(parts[1]))
        except ValueError:
            raise CoordinateError(Message("cell-not-xy", text=excerpt_said(text))) from None


class Facing(StrEnum):
    N = "N"
    E = "E"
    S = "S"
    W = "W"

    @property
    def vector(self) -> Cell:
        return _VECTORS[self]

    @property
    def right(self) -> Facing:
        """The facing after a 90 degree turn to the right."""
        return _ORDER[(_ORDER.index(self) + 1) % 4]

    @property
    def left(self) -> Facing:
        return _ORDER[(_ORDER.index(self) - 1) % 4]

    @property
    def opposite(self) -> Facing:
        return _ORDER[(_ORDER.index(self) + 2) % 4]


_VECTORS = {Facing.N: Cell(0, 1), Facing.E: Cell(1, 0), Facing.S: Cell(0, -1), Facing.W: Cell(-1, 0)}
_ORDER = [Facing.N, Facing.E, Facing.S, Facing.W]


class Relative(StrEnum):
    FRONT = "front"
    REAR = "rear"
    LEFT = "left"
    RIGHT = "right"
    FRONT_LEFT = "front_left"
    FRONT_RIGHT = "front_right"
    REAR_LEFT = "rear_left"
    REAR_RIGHT = "rear_right"


def relative_cell(cell: Cell, facing: Facing, which: Relative) -> Cell:
    """The cell in relative position ``which`` of a unit at ``cell`` facing ``facing``."""
    f = facing.vector
    r = facing.right.vector
    offsets = {
        Relative.FRONT: f,
        Relative.REAR: -f,
        Relative.RIGHT: r,
        Relative.LEFT: -r,
        Relative.FRONT_RIGHT: f + r,
        Relative.FRONT_LEFT: f - r,
        Relative.REAR_RIGHT: -f + r,
        Relative.REAR_LEFT: -f - r,
    }
    return cell + offsets[which]


def relative_cells(cell: Cell, facing: Facing) -> dict[Relative, Cell]:
    return {w: relative_cell(cell, facing, w) for w in Relative}


def classify_direction(target: Cell, facing: Facing, source: Cell) -> Relative | None:
    """Where ``source`` lies relative to a unit at ``target`` facing ``facing`` (``None`` if not adjacent)."""
    for w, c in relative_cells(target, facing).items():
        if c == source:
            return w
    return None


class AttackSide(StrEnum):
    FRONTAL = "frontal"
    FLANK = "flank"
    REAR = "rear"


def attack_side(defender: Cell, facing: Facing, attacker_from: Cell) -> AttackSide:
    """Frontal, flank or rear attack, by the orthogonal cell the attacker enters from (rules/003 §1.4)."""
    d = attacker_from - defender
    if d == facing.vector:
        return AttackSide.FRONTAL
    if d == -facing.vector:
        return AttackSide.REAR
    return AttackSide.FLANK


# --------------------------------------------------------------------------- grids and labels


class CellLabeler:
    """Turns cells into the names designers use, and back."""

    def label(self, cell: Cell) -> str:
        return str(cell)

    def parse(self, text: str) -> Cell:
        return Cell.parse(text)


@dataclass(frozen=True)
class ChessLabeler(CellLabeler):
    """``a1``-style labels: column letter (a = x 0) and 1-based row."""

    def label(self, cell: Cell) -> str:
        return f"{chr(ord('a') + cell.x)}{cell.y + 1}"

    def parse(self, text: str) -> Cell:
        t = text.strip().lower()
        if len(t) < 2 or not t[0].isalpha() or not t[1:].isdigit():
            raise CoordinateError(Message("cell-not-chess", text=excerpt_said(text)))
        return Cell(ord(t[0]) - ord("a"), int(t[1:]) - 1)


@dataclass(frozen=True)
class QuarterLabeler(CellLabeler):
    """Labels ``<quarter><line><column>`` for a field split into four named quarters.

    The field is ``2 * quarter_width`` wide. The northern quarters (``names[0]`` west,
    ``names[1]`` east) hold ``north_lines`` lines counted northward from the row ``split_y``;
    the southern quarters (``names[2]`` west, ``names[3]`` east) hold ``south_lines`` lines
    counted southward from ``split_y - 1``. Columns are 1-based inside each quarter, west to
    east. With the defaults (6, 4, 3, split 3, "ABCD") ``A11`` is the north-west no-man's-land
    cell ``(0, 3)`` and ``C11`` is ``(0, 2)``.

    Cells beyond the labelled field (a field that grows sideways and backwards during play) get
    extended labels ``<quarter><line>.<column>`` from :meth:`label_extended`: the quarter of the
    nearest half and side, lines counted on past the last one, columns counted on past 6 to the
    east and down through 0 and negative numbers to the west (``A5.3``, ``B2.7``, ``C1.0``).
    :meth:`parse` reads both forms.
    """

    quarter_width: int = 6
    north_lines: int = 4
    south_lines: int = 3
    split_y: int = 3
    names: str = "ABCD"

    @property
    def width(self) -> int:
        return 2 * self.quarter_width

    @property
    def height(self) -> int:
        return self.north_lines + self.south_lines

    def label(self, cell: Cell) -> str:
        x, y = cell
        if not (0 <= x < self.width and self.split_y - self.south_lines <= y < self.split_y + self.north_lines):
            raise CoordinateError(Message("cell-outside-labelled", cell=str(cell)))
        east = x >= self.quarter_width
        if y >= self.split_y:
            q = self.names[1] if east else self.names[0]
            line = y - self.split_y + 1
        else:
            q = self.names[3] if east else self.names[2]
            line = self.split_y - y
        return f"{q}{line}{x % self.quarter_width + 1}"

    def label_extended(self, cell: Cell) -> str:
        """The label of any cell: the plain label inside the field, the extended one beyond it."""
        x, y = cell
        north = y >= self.split_y
        east = x >= self.quarter_width
        line = y - self.split_y + 1 if north else self.split_y - y
        col = x - self.quarter_width + 1 if east else x + 1
        q = self.names[(0 if north else 2) + (1 if east else 0)]
        max_line = self.north_lines if north else self.south_lines
        if 1 <= line <= max_line and 1 <= col <= self.quarter_width and line < 10:
            return f"{q}{line}{col}"
        return f"{q}{line}.{col}"

    def _parse_extended(self, t: str) -> Cell:
        head, _, col_text = t.partition(".")
        if len(head) < 2 or head[0] not in self.names or not head[1:].isdigit():
            raise CoordinateError(Message("cell-not-extended", text=excerpt_said(t)))
        try:
            col = int(col_text)
        except ValueError:
            raise CoordinateError(Message("cell-not-extended", text=excerpt_said(t))) from None
        qi = self.names.index(head[0])
        line = int(head[1:])
        if line < 1:
            raise CoordinateError(Message("cell-line-from-one", text=excerpt_said(t)))
        east = qi in (1, 3)
        if (east and col < 1) or (not east and col > self.quarter_width):
            raise CoordinateError(
                Message("cell-column-side", text=excerpt_said(t), column=col, side="east" if east else "west")
            )
        x = col - 1 + (self.quarter_width if east else 0)
        y = self.split_y + line - 1 if qi < 2 else self.split_y - line
        return Cell(x, y)

    def parse(self, text: str) -> Cell:
        t = text.strip().upper()
        if "." in t:
            return self._parse_extended(t)
        if len(t) != 3 or t[0] not in self.names or not t[1:].isdigit():
            raise CoordinateError(Message("cell-not-label", text=excerpt_said(text)))
        qi = self.names.index(t[0])
        line, col = int(t[1]), int(t[2])
        north = qi < 2
        max_line = self.north_lines if north else self.south_lines
        if not (1 <= line <= max_line and 1 <= col <= self.quarter_width):
            raise CoordinateError(Message("cell-outside-field", text=excerpt_said(text)))
        x = col - 1 + (self.quarter_width if qi in (1, 3) else 0)
        y = self.split_y + line - 1 if north else self.split_y - line
        return Cell(x, y)
