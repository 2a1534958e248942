"""Random full battles of Warlords per second on one core (target: >= 50/s), over the bundled
battles (meeting, defence, breakthrough), with the invariants checked on thousands of battles.

Random play: the two sides choose uniformly among their legal actions at every decision; the
game master's seat answers with its documented default (gm-default), as when no GM plays.
Speeds are counted in this process's CPU time (one core, whatever else the machine runs).
Two figures are printed: rollout mode (no event texts, no RNG record, actions applied without
the legality check, as AI rollouts do) and full mode (``state.apply`` with the log explained).
The invariant run plays ``--battles`` battles in rollout mode and checks after every action that
figures are never negative, no two units share a cell, no unit stands on impassable ground, and
every battle ends by its turn limit.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks._common import machine, random_playout, report
from engine.content.library import bundled_library
from engine.core.game import Action, State
from engine.core.registry import load_game
from engine.games.warlords.board import BOG
from engine.games.warlords.decisions import GM_SEAT
from engine.games.warlords.game import EXAMPLE_BATTLES
from engine.games.warlords.pieces import FIELD
from engine.games.warlords.setup import Prepared
from engine.games.warlords.state import WLState


def play(game: object, prep: Prepared, seed: int, *, rollout: bool, check: bool = False) -> tuple[int, int]:
    s = WLState(game, prep, seed, verbose=not rollout)  # type: ignore[arg-type]
    n = random_playout(s, seed, rollout=rollout, pick=gm_default, after=invariants if check else None)
    assert s.b.turn <= prep.max_turns
    return n, s.b.turn


def gm_default(s: State, acts: Sequence[Action], rnd: random.Random) -> Action:
    """The game master's seat answers with the default its policy proposes; the sides play at random."""
    if s.current_player() == GM_SEAT:
        assert isinstance(s, WLState)
        d = s.pending_decision()
        return next((x for x in acts if d is not None and getattr(x, "choice", None) == d.default), acts[0])
    return acts[rnd.randrange(len(acts))]


def invariants(s: State) -> None:
    assert isinstance(s, WLState)
    cells = set()
    for u in s.b.units:
        if u.figures < 0:
            raise AssertionError(f"{u.id} has {u.figures} figures")
        if u.status == FIELD:
            if u.cell in cells:
                raise AssertionError(f"two units at {s.board.label(u.cell)}")
            if s.board.terrain[u.cell] == BOG:
                raise AssertionError(f"{u.id} stands in a bog")
            cells.add(u.cell)


def battles_per_second(game: object, preps: list[Prepared], n: int, *, rollout: bool) -> tuple[float, float, float]:
    """Battles per second of this process's CPU time (one core; other processes on the machine
    do not count), actions and turns per battle."""
    t = time.process_time()
    actions = turns = 0
    for i in range(n):
        a, tu = play(game, preps[i % len(preps)], 1000 + i, rollout=rollout)
        actions += a
        turns += tu
    dt = time.process_time() - t
    return n / dt, actions / n, turns / n


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--battles", type=int, default=2000, help="battles checked for the invariants (default 2000)")
    args = ap.parse_args()
    game = load_game("warlords")
    lib = bundled_library()
    preps = [game.prepare(lib.get("warlords/battle", b), lib) for b in EXAMPLE_BATTLES]
    play(game, preps[0], 0, rollout=True)  # warm up
    print(f"machine: {machine()}; battles {', '.join(EXAMPLE_BATTLES)}; one process, one core")
    bps, acts, turns = battles_per_second(game, preps, 150, rollout=True)
    print(f"  {acts:,.0f} actions and {turns:.1f} turns per random battle on average")
    ok = report("random full battles, rollout mode", bps, "battles/s", 50, higher_is_better=True)
    bps_full, _, _ = battles_per_second(game, preps, 150, rollout=False)
    report("random full battles, checked and logged", bps_full, "battles/s", 50, higher_is_better=True)
    t = time.process_time()
    for i in range(args.battles):
        play(game, preps[i % len(preps)], 50_000 + i, rollout=True, check=True)
    dt = time.process_time() - t
    print(
        f"  invariants held over {args.battles:,} random battles ({dt:.1f} s): figures never negative, one unit per cell, no unit in a bog, every battle over by its turn limit"
    )
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
