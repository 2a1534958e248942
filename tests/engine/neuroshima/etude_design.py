"""Helpers for designing etudes with the solver (not a test module).

    .venv/bin/python tests/engine/neuroshima/etude_design.py show ETUDE.yaml
    .venv/bin/python tests/engine/neuroshima/etude_design.py search --solver outpost --opponent moloch --seed 1

``show`` draws the board as text and solves the etude, listing the solutions and the lines that
come closest without winning (the near misses a designer wants many of). ``search`` tries random
crowded positions around the two HQs and prints the ones with a unique solution, as YAML to
curate by hand: the bundled etudes are written, titled and told by people, not generated.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[3]))

from engine.content.io import dump_model, load_file
from engine.games.neuroshima.convert import load_army
from engine.games.neuroshima.etude_play import LINE, OVER, EtudeState, etude_state
from engine.games.neuroshima.models.army import TileKind
from engine.games.neuroshima.models.etude import Etude, EtudeSide, RecordedSolution, VictoryCondition, VictoryKind
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

    def walk(st: EtudeState, line: list[str]) -> None:
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

    walk(etude_state(etude).fork(), [])
    out.sort(key=lambda x: x[0])
    return out[:limit]


def show(path: str) -> None:
    etude = load_file(path).model
    assert isinstance(etude, Etude)
    st = etude_state(etude)
    print(draw(st))
    print("pool:", etude.pool, "choose", etude.choose, "victory", [v.describe() for v in etude.victory])
    res = solve(etude)
    print(f"{len(res.solutions)} solution(s), complete {res.complete}, {res.nodes} nodes, {res.seconds:.2f} s")
    for s in res.solutions[:10]:
        print("  ", s.notation())
    for hp, line in near_misses(etude):
        print(f"  near miss (enemy HQ {hp}):", line)


# --------------------------------------------------------------------------- random search

HEXES = [(q, r) for q in range(-2, 3) for r in range(-2, 3) if abs(q + r) <= 2]


def random_etude(rnd: random.Random, solver: str, opponent: str, n_tiles: int, pool_size: int, choose: int) -> Etude:
    armies = {a: load_army(a) for a in (solver, opponent)}
    cells = HEXES[:]
    rnd.shuffle(cells)
    tiles = [
        PlacedTile(hex=f"{cells[0][0]},{cells[0][1]}", tile=f"{solver}_hq", player=1),
        PlacedTile(hex=f"{cells[1][0]},{cells[1][1]}", tile=f"{opponent}_hq", player=2, rotation=0),
    ]
    left = {a: {t.id: t.count for t in armies[a].tiles if t.kind is not TileKind.HQ} for a in armies}
    board_ids = {a: [t.id for t in armies[a].tiles if t.kind in (TileKind.UNIT, TileKind.MODULE)] for a in armies}
    for i in range(2, 2 + n_tiles):
        player = 1 if rnd.random() < 0.4 else 2
        army = solver if player == 1 else opponent
        choices = [t for t in board_ids[army] if left[army][t] > 0]
        tid = rnd.choice(choices)
        left[army][tid] -= 1
        tiles.append(PlacedTile(hex=f"{cells[i][0]},{cells[i][1]}", tile=tid, player=player, rotation=rnd.randrange(6)))
    pool = []
    options = [t for t, n in left[solver].items() for _ in range(n)]
    rnd.shuffle(options)
    pool = options[:pool_size]
    return Etude(
        id="candidate",
        solver=EtudeSide(army=solver, hq_hp=rnd.randint(3, 8)),
        opponent=EtudeSide(army=opponent, hq_hp=rnd.randint(1, 4)),
        tiles=tiles,
        pool=pool,
        choose=choose,
        victory=[VictoryCondition(kind=VictoryKind.DESTROY_ENEMY_HQ)],
    )


def search(args: argparse.Namespace) -> None:
    rnd = random.Random(args.seed)
    shown = 0
    for _ in range(args.tries):
        e = random_etude(rnd, args.solver, args.opponent, args.tiles, args.pool, args.choose)
        try:
            res = solve(e, max_solutions=2)
        except Exception as exc:  # a random position may break the army counts
            print("skip:", exc, file=sys.stderr)
            continue
        if len(res.solutions) != 1:
            continue
        full = solve(e)
        if len(full.solutions) != 1 or full.seconds > args.max_seconds:
            continue
        misses = near_misses(e, 1000)
        close = sum(1 for hp, _ in misses if hp <= 1)
        if close < args.min_near:
            continue
        e = e.model_copy(update={"solutions": [RecordedSolution(steps=full.solutions[0].notation())]})
        print(f"# unique; {full.nodes} nodes, {full.seconds:.2f} s; {close} near misses")
        print(draw(etude_state(e)))
        print(dump_model(e))
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
    s.add_argument("--pool", type=int, default=4)
    s.add_argument("--choose", type=int, default=2)
    s.add_argument("--show", type=int, default=3)
    s.add_argument("--min-near", type=int, default=3)
    s.add_argument("--max-seconds", type=float, default=2.0)
    args: Any = p.parse_args(argv)
    if args.cmd == "show":
        show(args.etude)
    else:
        search(args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
