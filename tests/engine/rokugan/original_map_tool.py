"""Tool (not a test): draws the original map "The Twin Rivers" (14 provinces on one island).

Label points of the provinces and offshore points of the sea are triangulated (Delaunay,
Bowyer-Watson); every province is the union of the quadrilaterals at its point (the barycentric dual,
see standard_map_tool), so the provinces meet three at a corner and the island's neighbours are the
triangulation's. The sea is the board minus the island. The YAML it writes is the truth.

Run: ``.venv/bin/python -m tests.engine.rokugan.original_map_tool OUT.yaml``.
"""

from __future__ import annotations

import sys
from pathlib import Path

import yaml

from tests.engine.rokugan.standard_map_tool import SEA, Point, bent, cells, sea_outline

WIDTH = HEIGHT = 800.0

#: id, name (en, ru), region, label point, flowers, printed defence, capital of, Shadowlands arrow
PROVINCES: list[tuple[str, str, str, str, Point, int, int, str | None, str | None]] = [
    ("akodo_ridge", "Akodo Ridge", "Хребет Акодо", "akodo_plains", (250, 175), 1, 0, None, None),
    ("akodo_keep", "Akodo Keep", "Замок Акодо", "akodo_plains", (390, 215), 2, 2, "lion", None),
    ("akodo_fields", "Akodo Fields", "Поля Акодо", "akodo_plains", (255, 310), 3, 0, None, None),
    ("jade_north", "Jade Heights", "Нефритовые высоты", "jade_hills", (470, 345), 2, 0, None, None),
    ("jade_pass", "Jade Pass", "Нефритовый перевал", "jade_hills", (385, 430), 3, 0, None, None),
    ("jade_south", "Jade Terraces", "Нефритовые террасы", "jade_hills", (470, 525), 2, 0, None, None),
    ("doji_keep", "Doji Keep", "Замок Додзи", "doji_shore", (600, 265), 2, 2, "crane", None),
    ("doji_bay", "Doji Bay", "Бухта Додзи", "doji_shore", (640, 430), 2, 0, None, None),
    ("doji_cape", "Doji Cape", "Мыс Додзи", "doji_shore", (590, 600), 1, 0, None, None),
    ("kaiu_wall", "Kaiu Wall", "Стена Кайю", "kaiu_march", (275, 455), 1, 0, None, None),
    ("kaiu_keep", "Kaiu Keep", "Замок Кайю", "kaiu_march", (330, 590), 2, 2, "crab", None),
    ("kaiu_shore", "Kaiu Shore", "Берег Кайю", "kaiu_march", (430, 680), 2, 0, None, None),
    (
        "shadow_north",
        "Shadowlands (north)",
        "Теневые земли (север)",
        "shadowlands_north",
        (160, 470),
        0,
        1,
        None,
        "north",
    ),
    ("shadow_south", "Shadowlands (south)", "Теневые земли (юг)", "shadowlands_south", (190, 620), 0, 1, None, "south"),
]
REGIONS = [
    ("akodo_plains", "Akodo Plains", "Равнины Акодо", "#e3c53b", "lion", True),
    ("jade_hills", "Jade Hills", "Нефритовые холмы", "#7fb77e", None, True),
    ("doji_shore", "Doji Shore", "Берег Додзи", "#8fc3e8", "crane", True),
    ("kaiu_march", "Kaiu March", "Марка Кайю", "#8c8c8c", "crab", True),
    ("shadowlands_north", "Shadowlands (north)", "Теневые земли (север)", "#5a1f1f", None, False),
    ("shadowlands_south", "Shadowlands (south)", "Теневые земли (юг)", "#3d1414", None, False),
]
SEA_POINTS: list[Point] = [
    (0, 0), (200, 0), (400, 0), (600, 0), (800, 0), (800, 200), (800, 400), (800, 600), (800, 800),
    (600, 800), (400, 800), (200, 800), (0, 800), (0, 600), (0, 400), (0, 200),
    (150, 90), (330, 95), (500, 150), (690, 170), (735, 330), (745, 500), (700, 680), (560, 720),
    (560, 775), (300, 760), (120, 720), (65, 545), (80, 380), (140, 255),
]  # fmt: skip


def delaunay(points: list[Point]) -> list[tuple[int, int, int]]:
    """Bowyer-Watson: the Delaunay triangles of ``points`` (indices)."""
    big = 1e5
    pts = [*points, (-big, -big), (big, -big), (0.0, big)]
    n = len(points)
    tris = [(n, n + 1, n + 2)]

    def circum(t: tuple[int, int, int]) -> tuple[float, float, float]:
        (ax, ay), (bx, by), (cx, cy) = pts[t[0]], pts[t[1]], pts[t[2]]
        d = 2 * (ax * (by - cy) + bx * (cy - ay) + cx * (ay - by))
        ux = ((ax * ax + ay * ay) * (by - cy) + (bx * bx + by * by) * (cy - ay) + (cx * cx + cy * cy) * (ay - by)) / d
        uy = ((ax * ax + ay * ay) * (cx - bx) + (bx * bx + by * by) * (ax - cx) + (cx * cx + cy * cy) * (bx - ax)) / d
        return ux, uy, (ax - ux) ** 2 + (ay - uy) ** 2

    for i in range(n):
        x, y = pts[i]
        bad = [t for t in tris if (lambda c: (x - c[0]) ** 2 + (y - c[1]) ** 2 < c[2])(circum(t))]
        edges: dict[tuple[int, int], int] = {}
        for t in bad:
            for e in ((t[0], t[1]), (t[1], t[2]), (t[2], t[0])):
                k = (min(e), max(e))
                edges[k] = edges.get(k, 0) + 1
        tris = [t for t in tris if t not in bad]
        tris.extend((a, b, i) for (a, b), c in edges.items() if c == 1)
    return [t for t in tris if max(t) < n]


def document() -> dict:
    verts = [(p[0], (float(p[4][0]), float(p[4][1]))) for p in PROVINCES]
    verts += [(SEA, (float(x), float(y))) for x, y in SEA_POINTS]
    tris = delaunay([pt for _, pt in verts])
    land = bent(cells({"verts": verts, "tris": tris}))
    shell, holes = sea_outline_sized(land)
    return {
        "schema_version": 1,
        "kind": "rokugan/map",
        "id": "twin_rivers",
        "name": {"en": "The Twin Rivers (an original island map)", "ru": "Две реки (оригинальная карта острова)"},
        "board": {"width": WIDTH, "height": HEIGHT},
        "provinces": [
            {
                "id": pid,
                "name": {"en": en, "ru": ru},
                "region": region,
                "polygon": [list(pt) for pt in land[pid]],
                "anchor": [float(at[0]), float(at[1])],
                "flowers": flowers,
                "printed_defense": defence,
                **({"capital_of": capital} if capital else {}),
                **({"shadowlands": arrow} if arrow else {}),
            }
            for pid, en, ru, region, at, flowers, defence, capital, arrow in PROVINCES
        ],
        "water": [
            {
                "id": SEA,
                "name": {"en": "The Sea of Reeds", "ru": "Тростниковое море"},
                "polygon": [list(pt) for pt in shell],
                "holes": [[list(pt) for pt in h] for h in holes],
            }
        ],
        "regions": [
            {
                "id": rid,
                "name": {"en": en, "ru": ru},
                "colour": colour,
                **({"home_clan": home} if home else {}),
                "card_slot": [40.0 + 120.0 * k, 770.0],
                "scores_honor": honor,
            }
            for k, (rid, en, ru, colour, home, honor) in enumerate(REGIONS)
        ],
        "round_track": [[560.0 + 45.0 * k, 30.0] for k in range(5)],
        "notes": "An original map for two or three players (Crab, Crane, Lion), drawn by "
        "tests/engine/rokugan/original_map_tool.py; adjacency and coasts are derived from the polygons.",
    }


def sea_outline_sized(land: dict[str, list[Point]]) -> tuple[list[Point], list[list[Point]]]:
    import tests.engine.rokugan.standard_map_tool as tool

    old = tool.WIDTH, tool.HEIGHT
    tool.WIDTH, tool.HEIGHT = WIDTH, HEIGHT
    try:
        return sea_outline(land)
    finally:
        tool.WIDTH, tool.HEIGHT = old


def main(argv: list[str]) -> int:
    doc = document()
    Path(argv[0]).write_text(
        yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=120, default_flow_style=None), encoding="utf-8"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
