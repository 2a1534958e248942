"""The bounding box of points in the plane, which board drawings and the editor's canvas share."""

from __future__ import annotations

import math

import pytest

from engine.core.hexgrid import Hex, Layout, bounding_box
from engine.core.planar import bounding_box as points_bounding_box


def test_bounding_box_spans_every_point_and_is_zero_for_none() -> None:
    assert points_bounding_box([(1.0, 5.0), (-2.0, 3.0), (4.0, -1.0)]) == (-2.0, -1.0, 4.0, 5.0)
    assert points_bounding_box(iter([(2.5, 2.5)])) == (2.5, 2.5, 2.5, 2.5)
    assert points_bounding_box([]) == (0.0, 0.0, 0.0, 0.0)


def test_hex_bounding_box_is_the_box_of_the_hexes_corners() -> None:
    """Two flat hexes of size 10 side by side: corners at +-10 around the first centre, the second
    centre 15 to the right and half a hex height (8.66) down."""
    half_height = 10 * math.sqrt(3) / 2
    box = bounding_box(Layout(size=10.0), [Hex(0, 0), Hex(1, 0)])
    assert box == pytest.approx((-10.0, -half_height, 25.0, 2 * half_height))
    assert bounding_box(Layout(size=10.0), []) == (0.0, 0.0, 0.0, 0.0)
