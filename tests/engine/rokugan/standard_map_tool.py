"""Tool (not a test): draws the standard Battle for Rokugan board as province polygons.

The polygons are the *barycentric dual* of a planar triangulation whose vertices are the provinces'
label points (``approx_center`` of the reference, scaled to a 1000 x 1300 board), extra points on the
board edge and offshore: each triangle is cut into three quadrilaterals (corner, two edge midpoints,
a point inside), and a province is the union of the quadrilaterals at its points. Two provinces then
share a border exactly where the triangulation joins them, so the land borders are the triangulation's
land edges, and three provinces meet at every corner (no point contacts). The triangulation is made
of the faces of the reference's land-border graph drawn straight between label points (it is planar),
plus a ring of triangles to the board edge (north and west) and to points offshore (the sea, which is
the board minus the land). Shared border stretches are bent slightly, the same way for both sides,
so the board does not look ruled.

Run: ``.venv/bin/python -m tests.engine.rokugan.standard_map_tool REFERENCE_MAP.yaml OUT.yaml``
(the reference is /work/shared/reference/rokugan/map.yaml); OUT is a ``rokugan/map`` document.
The YAML it writes is the truth; this script only produced it, and the tests check the YAML.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable
from pathlib import Path

import yaml

Point = tuple[float, float]
WIDTH, HEIGHT = 1000.0, 1300.0
SEA = "sea"

#: points beyond each province of the outer ring, in ring order: ("land", x, y) on the board edge
#: belong to that province; ("sea", x, y) are offshore
OUTER: dict[str, list[tuple[str, float, float]]] = {
    "crab_capital": [("sea", 330, 1150)],
    "gold_south": [("sea", 470, 1120)],
    "gold_east": [("sea", 640, 905), ("sea", 705, 785)],
    "crane_south": [("sea", 645, 672)],
    "crane_central": [("sea", 730, 590)],
    "crane_capital": [("sea", 800, 495)],
    "lion_east": [("sea", 815, 365)],
    "phoenix_east": [("sea", 935, 262), ("land", 1000, 140), ("land", 1000, 0), ("land", 800, 0)],
    "phoenix_central": [("land", 740, 0)],
    "phoenix_capital": [("land", 660, 0)],
    "dragon_capital": [("land", 519, 0)],
    "dragon_west": [("land", 310, 0), ("land", 0, 0)],
    "unicorn_capital": [("land", 0, 231)],
    "unicorn_southwest": [("land", 0, 345)],
    "crab_northwest": [("land", 0, 588)],
    "shadowlands_north": [("land", 0, 826)],
    "shadowlands_south": [("land", 0, 1066), ("sea", 0, 1180), ("sea", 170, 1215)],
}

ISLAND_RING = 95.0  # how far offshore the island coast points lie, beyond each island's label point
BEND = 0.11  # how far a shared border stretch bends, as a fraction of its length


def scaled(p: Iterable[float]) -> Point:
    x, y = p
    return (round(float(x) * WIDTH, 1), round(float(y) * HEIGHT, 1))


def land_faces(centres: dict[str, Point], borders: list[tuple[str, str]]) -> list[list[str]]:
    """Every face of the straight-line drawing of the land-border graph (outer faces included)."""
    nbrs: dict[str, set[str]] = {k: set() for k in centres}
    for a, b in borders:
        nbrs[a].add(b)
        nbrs[b].add(a)

    def angle(a: str, b: str) -> float:
        return math.atan2(centres[b][1] - centres[a][1], centres[b][0] - centres[a][0])

    rot = {v: sorted(nbrs[v], key=lambda u: angle(v, u)) for v in centres}
    seen: set[tuple[str, str]] = set()
    faces = []
    for a in sorted(centres):
        for b in sorted(nbrs[a]):
            if (a, b) in seen:
                continue
            face = []
            u, v = a, b
            while (u, v) not in seen:
                seen.add((u, v))
                face.append(u)
                r = rot[v]
                w = r[(r.index(u) - 1) % len(r)]
                u, v = v, w
            faces.append(face)
    return faces


def signed_area(pts: list[Point]) -> float:
    return 0.5 * sum(pts[i][0] * pts[i - 1][1] - pts[i - 1][0] * pts[i][1] for i in range(len(pts)))


def build(reference: dict) -> dict:
    provinces = reference["provinces"]
    centres = {p["id"]: scaled(p["approx_center"]) for p in provinces}
    borders = [tuple(b) for b in reference["land_borders"]]
    faces = land_faces(centres, borders)
    triangles = [f for f in faces if len(f) == 3]
    inner_sign = 1 if sum(signed_area([centres[v] for v in f]) > 0 for f in triangles) > len(triangles) / 2 else -1
    inner = [f for f in triangles if signed_area([centres[v] for v in f]) * inner_sign > 0]
    ring = max(faces, key=len)
    # vertices: (label, point); province label points first
    verts: list[tuple[str, Point]] = [(pid, centres[pid]) for pid in sorted(centres)]
    index = {pid: i for i, pid in enumerate(sorted(centres))}
    tris: list[tuple[int, int, int]] = [(index[a], index[b], index[c]) for a, b, c in inner]

    def add(label: str, pt: Point) -> int:
        verts.append((label, pt))
        return len(verts) - 1

    def close_ring(cycle: list[str], outer: dict[str, list[int]]) -> None:
        for i, v in enumerate(cycle):
            own = outer[v]
            for k in range(len(own) - 1):
                tris.append((index[v], own[k], own[k + 1]))
            nxt = cycle[(i + 1) % len(cycle)]
            tris.append((index[v], index[nxt], own[-1]))
            tris.append((index[nxt], own[-1], outer[nxt][0]))

    start = ring.index("crab_capital")
    ring = ring[start:] + ring[:start]
    if ring[1] != "gold_south":  # walk the coast eastwards
        ring = [ring[0], *reversed(ring[1:])]
    outer_ids = {v: [add(SEA if kind == "sea" else v, (float(x), float(y))) for kind, x, y in OUTER[v]] for v in ring}
    close_ring(ring, outer_ids)
    islands = [p["id"] for p in provinces if p["territory"] == "islands"]
    cx = sum(centres[v][0] for v in islands) / len(islands)
    cy = sum(centres[v][1] for v in islands) / len(islands)

    def island_angle(v: str) -> float:
        return math.atan2(centres[v][1] - cy, centres[v][0] - cx)

    cycle = sorted(islands, key=island_angle, reverse=True)
    isle_outer: dict[str, list[int]] = {}
    for v in cycle:
        a = island_angle(v)
        r = math.hypot(centres[v][0] - cx, centres[v][1] - cy) + ISLAND_RING
        isle_outer[v] = [
            add(SEA, (round(cx + r * math.cos(a + d), 1), round(cy + r * math.sin(a + d), 1))) for d in (0.5, -0.5)
        ]
    close_ring(cycle, isle_outer)
    return {"verts": verts, "tris": tris, "centres": centres}


def bend(a: Point, b: Point) -> Point:
    """A point near the middle of segment a-b, pushed sideways; the same whichever end comes first."""
    (x0, y0), (x1, y1) = sorted([a, b])
    mx, my = (x0 + x1) / 2, (y0 + y1) / 2
    dx, dy = x1 - x0, y1 - y0
    # a fixed pseudo-random side and amount from the segment itself
    h = math.sin(x0 * 12.9898 + y0 * 78.233 + x1 * 37.719 + y1 * 11.137) * 43758.5453
    t = (h - math.floor(h)) * 2 - 1
    return (round(mx - dy * BEND * t, 1), round(my + dx * BEND * t, 1))


def on_board_edge(p: Point) -> bool:
    return p[0] in (0.0, WIDTH) or p[1] in (0.0, HEIGHT)


def cells(data: dict) -> dict[str, list[Point]]:
    """The polygon of every land label: the union of its quadrilaterals (exact: shared points are
    the same tuples, so inner edges cancel)."""
    verts, tris = data["verts"], data["tris"]
    pts = [p for _, p in verts]
    mids: dict[tuple[int, int], Point] = {}

    def mid(i: int, j: int) -> Point:
        k = (min(i, j), max(i, j))
        if k not in mids:
            (x0, y0), (x1, y1) = pts[k[0]], pts[k[1]]
            mids[k] = (round((x0 + x1) / 2, 1), round((y0 + y1) / 2, 1))
        return mids[k]

    edges: dict[str, dict[tuple[Point, Point], int]] = {}
    for tri in tris:
        a, b, c = tri
        g = (
            round((pts[a][0] + pts[b][0] + pts[c][0]) / 3, 1),
            round((pts[a][1] + pts[b][1] + pts[c][1]) / 3, 1),
        )
        for v, u, w in ((a, b, c), (b, c, a), (c, a, b)):
            label = verts[v][0]
            if label == SEA:
                continue
            kite = [pts[v], mid(v, u), g, mid(v, w)]
            if signed_area(kite) < 0:
                kite.reverse()
            bucket = edges.setdefault(label, {})
            for i in range(4):
                e = (kite[i], kite[(i + 1) % 4])
                back = (e[1], e[0])
                if back in bucket:
                    bucket[back] -= 1
                    if bucket[back] == 0:
                        del bucket[back]
                else:
                    bucket[e] = bucket.get(e, 0) + 1
    out = {}
    for label, bucket in edges.items():
        nxt = {a: b for a, b in bucket}
        assert len(nxt) == len(bucket), f"{label}: the boundary is not one simple ring"
        start = min(nxt)
        ring = [start]
        while nxt[ring[-1]] != start:
            ring.append(nxt[ring[-1]])
        assert len(ring) == len(nxt), f"{label}: the cell is not one piece"
        out[label] = ring
    return out


def bent(rings: dict[str, list[Point]]) -> dict[str, list[Point]]:
    """Each ring with a bend point inserted in every stretch that is not on the board edge."""
    out = {}
    for label, ring in rings.items():
        new: list[Point] = []
        for i, a in enumerate(ring):
            b = ring[(i + 1) % len(ring)]
            new.append(a)
            if not (on_board_edge(a) and on_board_edge(b) and (a[0] == b[0] or a[1] == b[1])):
                new.append(bend(a, b))
        out[label] = simplify(new)
    return out


def simplify(ring: list[Point]) -> list[Point]:
    """Drop points exactly on the line through their neighbours."""
    out = list(ring)
    changed = True
    while changed:
        changed = False
        for i in range(len(out)):
            a, b, c = out[i - 1], out[i], out[(i + 1) % len(out)]
            if (b[0] - a[0]) * (c[1] - a[1]) - (b[1] - a[1]) * (c[0] - a[0]) == 0:
                del out[i]
                changed = True
                break
    return out


def sea_outline(land: dict[str, list[Point]]) -> tuple[list[Point], list[list[Point]]]:
    """The board minus the land, exactly: the board's edge split at every land point on it, with the
    land's edges along the board cancelled and the coast added backwards."""
    corners = [(0.0, 0.0), (WIDTH, 0.0), (WIDTH, HEIGHT), (0.0, HEIGHT)]
    orient = 1 if signed_area(corners) > 0 else -1
    bucket: dict[tuple[Point, Point], int] = {}

    def put(e: tuple[Point, Point]) -> None:
        back = (e[1], e[0])
        if back in bucket:
            del bucket[back]
        else:
            bucket[e] = 1

    edge_points = {p for ring in land.values() for p in ring if on_board_edge(p)}
    for i, a in enumerate(corners):
        b = corners[(i + 1) % 4]
        along = [p for p in edge_points if _between(a, b, p)]
        along.sort(key=lambda p: (p[0] - a[0]) ** 2 + (p[1] - a[1]) ** 2)
        chain = [a, *[p for p in along if p not in (a, b)], b]
        for k in range(len(chain) - 1):
            put((chain[k], chain[k + 1]))
    for ring in land.values():
        r = ring if signed_area(ring) * orient > 0 else list(reversed(ring))
        for i, a in enumerate(r):
            put((r[(i + 1) % len(r)], a))
    nxt = {a: b for a, b in bucket}
    assert len(nxt) == len(bucket)
    rings = []
    todo = set(nxt)
    while todo:
        start = min(todo)
        ring = [start]
        todo.discard(start)
        while nxt[ring[-1]] != start:
            ring.append(nxt[ring[-1]])
            todo.discard(ring[-1])
        rings.append(simplify(ring))
    rings.sort(key=lambda r: -abs(signed_area(r)))
    return rings[0], rings[1:]


def _between(a: Point, b: Point, p: Point) -> bool:
    if (b[0] - a[0]) * (p[1] - a[1]) - (b[1] - a[1]) * (p[0] - a[0]) != 0:
        return False
    return min(a[0], b[0]) <= p[0] <= max(a[0], b[0]) and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])


COLOURS = {
    "grey": "#8c8c8c",
    "light blue": "#8fc3e8",
    "green": "#4e9a4e",
    "yellow": "#e3c53b",
    "orange": "#e88a2e",
    "red": "#c23b32",
    "purple": "#8a5bb8",
    "gold / tan": "#c9a86a",
    "blue (palm-tree icon)": "#3f7fbf",
    "dark red": "#5a1f1f",
}
#: card slots: seven clan slots down the right edge, four along the bottom (reference map.yaml)
RIGHT_SLOTS = ["unicorn", "lion", "dragon", "phoenix", "crane", "scorpion", "crab"]
BOTTOM_SLOTS = ["shadowlands_north", "shadowlands_south", "gold", "islands"]


def document(
    reference: dict,
    land: dict[str, list[Point]],
    shell: list[Point],
    holes: list[list[Point]],
    centres: dict[str, Point],
) -> dict:
    """The ``rokugan/map`` document of the standard board."""
    territories = {t["id"]: t for t in reference["territories"]}
    provinces = []
    for p in sorted(reference["provinces"], key=lambda q: q["id"]):
        t = territories[p["territory"]]
        part = p["id"].split("_", 1)[1] if p["id"] != p["territory"] else ""
        label = (t["name_en"] or "Gold territory").replace(" territory", "").replace(" (the archipelago)", "")
        entry: dict = {
            "id": p["id"],
            "name": {"en": f"{label} {part.replace('_', ' ')}".strip().title(), "ru": t["name_ru"] or ""},
            "region": p["territory"],
            "polygon": [list(pt) for pt in land[p["id"]]],
            "anchor": list(centres[p["id"]]),
            "flowers": p["flowers"],
            "printed_defense": p["printed_defense"],
        }
        if p["capital_of"]:
            entry["capital_of"] = p["capital_of"]
        if p["id"].startswith("shadowlands_"):
            entry["shadowlands"] = p["id"].split("_")[1]
        provinces.append(entry)
    regions = []
    for t in reference["territories"]:
        if t["id"] in RIGHT_SLOTS:
            slot = [955.0, 330.0 + 95.0 * RIGHT_SLOTS.index(t["id"])]
        else:
            slot = [90.0 + 110.0 * BOTTOM_SLOTS.index(t["id"]), 1255.0]
        name_en = t["name_en"] or "Gold territory (unnamed in the rules)"
        regions.append(
            {
                "id": t["id"],
                "name": {"en": name_en, "ru": t["name_ru"] or "Золотой регион"},
                "colour": COLOURS[t["board_colour"]],
                **({"home_clan": t["home_clan"]} if t["home_clan"] else {}),
                "card_slot": slot,
                "scores_honor": t["honor_for_control"] > 0,
            }
        )
    return {
        "schema_version": 1,
        "kind": "rokugan/map",
        "id": "standard",
        "name": {"en": "Rokugan (the standard board)", "ru": "Рокуган (игровое поле)"},
        "board": {"width": WIDTH, "height": HEIGHT},
        "provinces": provinces,
        "water": [
            {
                "id": SEA,
                "name": {"en": "The sea", "ru": "Море"},
                "polygon": [list(pt) for pt in shell],
                "holes": [[list(pt) for pt in h] for h in holes],
            }
        ],
        "regions": regions,
        "round_track": [[560.0 + 80.0 * k, 1255.0] for k in range(5)],
        "notes": (
            "Drawn by tests/engine/rokugan/standard_map_tool.py from the reference's label points "
            "(approx_center, x * 1000, y * 1300) and its 64 land borders; adjacency and coasts are derived "
            "from these polygons and checked against the reference by the tests. Province shapes are "
            "approximate; flowers, printed defence, capitals and regions are the reference's (high confidence). "
            "The gold territory has no printed name. Card slots and the round track are placed for drawing only."
        ),
    }


def main(argv: list[str]) -> int:
    reference = yaml.safe_load(Path(argv[0]).read_text(encoding="utf-8"))
    data = build(reference)
    land = bent(cells(data))
    shell, holes = sea_outline(land)
    doc = document(reference, land, shell, holes, data["centres"])
    Path(argv[1]).write_text(
        yaml.safe_dump(doc, sort_keys=False, allow_unicode=True, width=120, default_flow_style=None), encoding="utf-8"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
