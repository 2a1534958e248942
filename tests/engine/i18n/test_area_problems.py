"""Every problem the area-map check finds reads in the reader's language (issue 32): overlaps,
point contacts, gaps, slivers, areas with no region, anchors outside their area and areas
reaching beyond the board. The English is the check's own text; a map check of Rokugan
provinces says "province" through the same messages."""

from __future__ import annotations

import re

from engine.core.catalogue import render
from engine.core.geometry import check_area_map
from engine.core.message import Message

SQUARE = [[0, 0], [2, 0], [2, 2], [0, 2]]


def _square(x: float, y: float, size: float = 2) -> list[list[float]]:
    return [[x, y], [x + size, y], [x + size, y + size], [x, y + size]]


def _problems() -> dict[str, object]:
    areas = {
        "a": SQUARE,
        "b": _square(1, 1),
        "c": [[10, 0], [10.01, 0], [10.01, 5], [10, 5]],
        "d": _square(20, 0),
        "e": _square(22, 2),
    }
    report = check_area_map(
        areas, anchors={"a": [5, 5]}, regions={"a": None}, bounds=[[0, 0], [23, 0], [23, 23], [0, 23]]
    )
    return {p.code: p for p in report.problems}


def _ring_with_a_hole() -> object:
    # four areas around an empty square in the middle
    areas = {
        "n": [[0, 4], [6, 4], [6, 6], [0, 6]],
        "s": [[0, 0], [6, 0], [6, 2], [0, 2]],
        "w": [[0, 2], [2, 2], [2, 4], [0, 4]],
        "e": [[4, 2], [6, 2], [6, 4], [4, 4]],
    }
    (gap,) = [p for p in check_area_map(areas).problems if p.code == "gap"]
    return gap


def test_every_area_problem_says_in_english_what_is_wrong() -> None:
    said = {code: p.message for code, p in _problems().items()}  # type: ignore[attr-defined]
    assert said == {
        "no_region": "area 'a' belongs to no region",
        "anchor_outside": "the anchor of area 'a' lies outside it",
        "outside_board": "area 'e' reaches beyond the board (area 2 outside)",
        "overlap": "areas 'a' and 'b' overlap (area 1)",
        "point_contact": "areas 'd' and 'e' touch only at a point, so they are not adjacent",
        "sliver": "area 'c' is a sliver (area 0.05, compactness 0.006)",
    }
    # the areas around a gap are a list of ids
    assert _ring_with_a_hole().message == "a gap of area 4 lies between s, w, e, n"  # type: ignore[attr-defined]


def test_every_area_problem_reads_in_russian() -> None:
    said = {code: render(p.said, "ru") for code, p in _problems().items()}  # type: ignore[attr-defined]
    assert said["overlap"] == "области «a» и «b» перекрываются (площадь 1)"
    assert said["point_contact"] == "области «d» и «e» касаются лишь в точке, поэтому они не соседние"
    assert said["sliver"] == "область «c» — слишком узкая полоска (площадь 0,05, компактность 0,006)"
    assert said["no_region"] == "область «a» не входит ни в один регион"
    assert said["anchor_outside"] == "опорная точка области «a» лежит вне её"
    assert said["outside_board"] == "область «e» выходит за край поля (снаружи площадь 2)"
    gap = render(_ring_with_a_hole().said, "ru")  # type: ignore[attr-defined]
    assert gap == "между s, w, e, n остался зазор площадью 4"
    for text in [*said.values(), gap]:
        # nothing English left but the areas' own ids
        assert not re.search(r"[A-Za-z]{2,}", text), text


def test_a_province_map_says_province() -> None:
    p = _problems()["overlap"]
    said = p.said  # type: ignore[attr-defined]
    assert isinstance(said, Message)
    as_province = Message(said.id, {**dict(said.args), "thing": "province"})
    assert render(as_province, "en") == "provinces 'a' and 'b' overlap (area 1)"
    assert render(as_province, "ru") == "провинции «a» и «b» перекрываются (площадь 1)"
