"""Helpers for designing etudes with the solver (not a test module).

    .venv/bin/python tests/engine/neuroshima/etude_design.py show ETUDE.yaml
    .venv/bin/python tests/engine/neuroshima/etude_design.py search --solver outpost --opponent moloch --seed 1

``show`` draws the board as text and solves the etude, listing the solutions and the lines that
come closest without winning (the near misses a designer wants many of). ``search`` tries random
crowded positions around the two HQs and prints the ones with a unique solution, as YAML to
curate by hand. The guided generator (``warbench neuroshima generate``, engine/games/neuroshima/
generator.py) does this search properly; the bundled etudes' titles and stories are written by people.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

from engine.content.library import bundled_library

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from engine.content.io import dump_model, load_file
from engine.games.neuroshima.convert import load_army
from engine.games.neuroshima.etude_play import LINE, OVER, EtudeState, etude_state
from engine.games.neuroshima.models.army import TileKind
from engine.games.neuroshima.models.etude import (
    Etude,
    EtudeSide,
    OpponentNext,
    RecordedSolution,
    VictoryCondition,
    VictoryKind,
)
from engine.games.neuroshima.models.setup import PlacedTile
from engine.games.neuroshima.solver import Searcher, solve

ARROWS = "^/>v<\\"  # the direction side 0 faces: N, NE, SE, S, SW, NW


def abbrev(tile_id: str) -> str:
    name = tile_id.split("_", 1)[1]
    parts = name.split("_")
    return (parts[0][:2] + (parts[1][:1] if len(parts) > 1 else parts[0][2:3])).capitalize()


def draw(st: EtudeState) -> str:
    """The board as text: each hex shows tile, owner, facing arrow and damage."""
    pos = st.pos
    types = pos.catalog.types
    cells: dict[tuple[int, int], str] = {}
    for h, hx in enumerate(pos.board.hexes):
        c = pos.tile[h]
        if c < 0:
            cells[(hx.q, hx.r)] = f" {hx.q:+d}{hx.r:+d} "
        else:
            d = f"{pos.dmg[h]}" if pos.dmg[h] else " "
            cells[(hx.q, hx.r)] = f"{abbrev(types[c].id)}{pos.owner[h] + 1}{ARROWS[pos.rot[h]]}{d}"
    rad = 3 if pos.board.extended else 2
    lines = []
    for y in range(-2 * rad, 2 * rad + 1):
        row = ""
        for q in range(-rad, rad + 1):
            if (y - q) % 2:
                row += " " * 8
                continue
            r = (y - q) // 2
            row += cells.get((q, r), " " * 7).ljust(8)
        lines.append(row.rstrip())
    return "\n".join(x for x in lines if x.strip())


def near_misses(etude: Etude, limit: int = 8) -> list[tuple[int, list[str]]]:
    """Lines that end without winning, closest first (enemy HQ hit points left), for a designer."""
    out: list[tuple[int, list[str]]] = []
    searcher = Searcher()

    seen: set[Any] = set()

    def walk(st: EtudeState, line: list[str]) -> None:
        if st.phase == LINE:
            key = st.search_key()
            if key in seen:
                return
            seen.add(key)
        if st.phase != LINE:
            if st.phase == OVER or not searcher.wins(st)[0]:
                fin = st.fork()
                while fin.phase != OVER:
                    fin.advance(fin.moves(reduced=True)[0])
                if not fin.result:
                    out.append((fin.pos.hq_hp[1], line))
            return
        for a in st.moves(reduced=True):
            child = st.fork()
            child.advance(a)
            walk(child, [*line, a.to_str()])

    walk(etude_state(etude, bundled_library()).fork(), [])
    out.sort(key=lambda x: x[0])
    return out[:limit]


def show(path: str) -> None:
    etude = load_file(path).model
    assert isinstance(etude, Etude)
    st = etude_state(etude, bundled_library())
    print(draw(st))
    print("pool:", etude.pool, "choose", etude.choose, "victory", [v.describe() for v in etude.victory])
    res = solve(etude, bundled_library())
    print(f"{len(res.solutions)} solution(s), complete {res.complete}, {res.nodes} nodes, {res.seconds:.2f} s")
    for s in res.solutions[:10]:
        print("  ", s.notation())
    for hp, line in near_misses(etude):
        print(f"  near miss (enemy HQ {hp}):", line)


# --------------------------------------------------------------------------- random search

HEXES = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2]


def _near(a: tuple[int, int], b: tuple[int, int]) -> int:
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def random_etude(rnd: random.Random, args: argparse.Namespace) -> Etude:
    solver, opponent = args.solver, args.opponent
    armies = {a: load_army(a, bundled_library()) for a in (solver, opponent)}
    cells = HEXES[:]
    rnd.shuffle(cells)
    mine, theirs = cells[0], next(c for c in cells[1:] if _near(c, cells[0]) >= args.hq_distance)
    rest = [c for c in cells if c not in (mine, theirs)]
    # the opponent's tiles gather around his HQ, the solver's around his own
    tiles = [
        PlacedTile(hex=f"{mine[0]},{mine[1]}", tile=f"{solver}_hq", player=1),
        PlacedTile(hex=f"{theirs[0]},{theirs[1]}", tile=f"{opponent}_hq", player=2),
    ]
    left = {a: {t.id: t.count for t in armies[a].tiles if t.kind is not TileKind.HQ} for a in armies}
    for m in args.must:
        left[solver][m] -= 1
    board_ids = {a: [t.id for t in armies[a].tiles if t.kind in (TileKind.UNIT, TileKind.MODULE)] for a in armies}
    for _ in range(args.tiles):
        player = 1 if rnd.random() < args.own_share else 2
        army = solver if player == 1 else opponent
        centre = mine if player == 1 else theirs
        weights = [1.0 / (1 + _near(c, centre)) ** 2 for c in rest]
        c = rnd.choices(rest, weights)[0]
        rest.remove(c)
        choices = [t for t in board_ids[army] if left[army][t] > 0]
        tid = rnd.choice(choices)
        left[army][tid] -= 1
        tiles.append(PlacedTile(hex=f"{c[0]},{c[1]}", tile=tid, player=player, rotation=rnd.randrange(6)))
    options = [t for t, n in left[solver].items() for _ in range(n) if not (args.no_battle and t.endswith("_battle"))]
    rnd.shuffle(options)
    pool = sorted([*args.must, *options[: args.pool - len(args.must)]])
    victory = [VictoryCondition(kind=VictoryKind.DESTROY_ENEMY_HQ)]
    if args.units:
        victory = [VictoryCondition(kind=VictoryKind.DESTROY_ALL_ENEMY_UNITS)]
    if args.survive:
        victory.append(VictoryCondition(kind=VictoryKind.OWN_HQ_AT_LEAST, value=1))
    reply = OpponentNext(hand=args.reply, plays=len(args.reply)) if args.reply else None
    return Etude(
        id="candidate",
        solver=EtudeSide(army=solver, hq_hp=rnd.randint(1, 3) if args.survive else rnd.randint(2, 6)),
        opponent=EtudeSide(army=opponent, hq_hp=1 if not args.units else rnd.randint(3, 9)),
        tiles=tiles,
        pool=pool,
        choose=args.choose,
        final_battle=not args.no_final,
        victory=victory,
        opponent_next=reply,
    )


def hardest_goal(e: Etude, top: int = 8) -> tuple[Etude, Any] | None:
    """The enemy HQ's hit points raised until one more would leave no solution: the most damage any
    line deals. Returns the etude with those hit points and its solution, when that is unique."""
    if e.victory[0].kind is VictoryKind.DESTROY_ALL_ENEMY_UNITS:
        res = solve(e, bundled_library(), max_solutions=2)
        if len(res.solutions) != 1:
            return None
        return e, solve(e, bundled_library())
    best = None
    for hp in range(1, top + 1):
        trial = e.model_copy(update={"opponent": EtudeSide(army=e.opponent.army, hq_hp=hp)})
        res = solve(trial, bundled_library(), max_solutions=2)
        if not res.solutions:
            break
        best = (trial, res)
    if best is None or len(best[1].solutions) != 1:
        return None
    full = solve(best[0], bundled_library())
    return (best[0], full) if len(full.solutions) == 1 else None


def search(args: argparse.Namespace) -> None:
    rnd = random.Random(args.seed)
    shown = 0
    for i in range(args.tries):
        e = random_etude(rnd, args)
        try:
            found = hardest_goal(e)
        except Exception as exc:  # a random position may break the army counts
            print("skip:", exc, file=sys.stderr)
            continue
        if found is None:
            continue
        e, full = found
        steps = full.solutions[0].notation()
        if any(not any(m in s for s in steps) for m in args.must) or full.seconds > args.max_seconds:
            continue
        e = e.model_copy(update={"solutions": [RecordedSolution(steps=steps)]})
        print(f"# try {i}: unique; enemy HQ {e.opponent.hq_hp}; {full.nodes} nodes, {full.seconds:.2f} s; {steps}")
        print(draw(etude_state(e, bundled_library())))
        print(dump_model(e))
        sys.stdout.flush()
        shown += 1
        if shown >= args.show:
            return


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser()
    sub = p.add_subparsers(dest="cmd", required=True)
    s = sub.add_parser("show")
    s.add_argument("etude")
    s = sub.add_parser("search")
    s.add_argument("--solver", default="outpost")
    s.add_argument("--opponent", default="moloch")
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--tries", type=int, default=200)
    s.add_argument("--tiles", type=int, default=11)
    s.add_argument("--own-share", type=float, default=0.4)
    s.add_argument("--hq-distance", type=int, default=2)
    s.add_argument("--pool", type=int, default=4)
    s.add_argument("--must", nargs="*", default=[])
    s.add_argument("--choose", type=int, default=2)
    s.add_argument("--no-final", action="store_true")
    s.add_argument("--units", action="store_true", help="goal: destroy every enemy unit")
    s.add_argument("--survive", action="store_true", help="goal also: keep the own HQ alive")
    s.add_argument("--reply", nargs="*", default=[], help="the opponent moves next with these tiles")
    s.add_argument("--no-battle", action="store_true", help="no Battle tile in the pool")
    s.add_argument("--show", type=int, default=3)
    s.add_argument("--max-seconds", type=float, default=2.0)
    args: Any = p.parse_args(argv)
    if args.cmd == "show":
        show(args.etude)
    else:
        search(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
