"""The quiet battle (``explain=False``, what search, solvers and the benchmarks run) against the
explained battle, which resolves phase by phase through the general code and serves as the
reference: on a fixed list of seeded positions of every kind (full and partly filled boards, the
extended board, wounds already taken, two to four seats in every mode, the points variant, every
rule option that changes a battle), both must leave the same board and ask the same choices in
the same order."""

from __future__ import annotations

import itertools
import random
from collections.abc import Sequence

import pytest

from engine.content.library import bundled_library
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.board import get_board
from engine.games.neuroshima.catalog import HQ, INSTANT
from engine.games.neuroshima.convert import build_seats, catalog_of, load_army
from engine.games.neuroshima.decisions import Decision
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.models.setup import Mode
from engine.games.neuroshima.position import Position
from engine.games.neuroshima.randomboard import random_full_position

ARMIES = ("moloch", "outpost", "borgo", "hegemony")
PAIRINGS = list(itertools.combinations_with_replacement(ARMIES, 2))
RULE_VARIANTS = (
    Rules(),
    Rules(chained_medics="direct_only", netted_medic_protects=True),
    Rules(scoper_hijacks_medics=False),
)
MODES = {2: (Mode.DUEL,), 3: (Mode.FREE_FOR_ALL, Mode.ONE_VS_TWO), 4: (Mode.FREE_FOR_ALL, Mode.TEAMS)}


class RandomChooser:
    """Answers every decision at random from its own seed and records what it was asked."""

    def __init__(self, seed: int) -> None:
        self.rnd = random.Random(seed)
        self.asked: list[tuple[int, str, tuple[str, ...], int, int]] = []

    def choose(self, decision: Decision) -> int:
        idx = self.rnd.randrange(len(decision.options))
        options = tuple(str(o) for o in decision.options)
        self.asked.append((decision.player, decision.kind, options, decision.default, idx))
        return idx


def _random_position(rnd: random.Random, medics_first: bool = False) -> Position:
    """Any position a battle can meet: 2-4 seats, either board, some hexes free, some tiles wounded
    (with ``medics_first`` every medic of the armies is on the board, close together, so that medics
    protect each other)."""
    lib = bundled_library()
    seats_n = rnd.choice((2, 2, 2, 3, 4))
    army_ids = [rnd.choice(ARMIES) for _ in range(seats_n)]
    armies = [load_army(a, lib) for a in army_ids]
    catalog = catalog_of(armies, lib)
    board = get_board(rnd.random() < 0.3)
    pos = Position.empty(
        board, catalog, build_seats(rnd.choice(MODES[seats_n]), armies), [rnd.randint(3, 20)] * seats_n
    )
    pos.points_mode = rnd.random() < 0.2
    hexes = list(range(board.n))
    rnd.shuffle(hexes)
    if medics_first:
        centre = hexes[0]
        hexes.sort(key=lambda h: -board.distance(h, centre))  # the nearest hexes are taken first
    for s, a in enumerate(army_ids):
        pos.put(hexes.pop(), catalog.hq_code[a], s, rnd.randrange(6))
    pool = [
        (s, c)
        for s, a in enumerate(army_ids)
        for c in catalog.army_deck(a)
        if catalog.types[c].kind not in (INSTANT, HQ)
    ]
    rnd.shuffle(pool)
    if medics_first:
        pool.sort(key=lambda sc: catalog.types[sc[1]].medic)
    for _ in range(rnd.randint(board.n // 2, board.n - seats_n)):
        s, c = pool.pop()
        h = hexes.pop()
        pos.put(h, c, s, rnd.randrange(6), rnd.randrange(catalog.types[c].hp))
    return pos


def _outcome(pos: Position) -> tuple[object, ...]:
    return (pos.key(), tuple(pos.removed), pos.hq_hp, pos.points)


def _agree(pos: Position, rules: Rules, seed: int | None) -> None:
    choosers = (RandomChooser(seed), RandomChooser(seed)) if seed is not None else (None, None)
    reference = resolve_battle(pos, rules, chooser=choosers[0], explain=True).position
    quiet = resolve_battle(pos, rules, chooser=choosers[1], explain=False).position
    assert _outcome(quiet) == _outcome(reference)
    if seed is not None:
        assert choosers[1].asked == choosers[0].asked  # type: ignore[union-attr]


@pytest.mark.parametrize("armies", PAIRINGS, ids=lambda p: "-".join(p))
def test_quiet_battles_on_full_boards_match_the_explained_ones(armies: Sequence[str]) -> None:
    rnd = random.Random("-".join(armies))
    for i in range(60):
        pos = random_full_position(armies, rnd, library=bundled_library())
        _agree(pos, RULE_VARIANTS[i % len(RULE_VARIANTS)], None)


def test_quiet_battles_on_every_kind_of_position_match_the_explained_ones() -> None:
    rnd = random.Random(36)
    for i in range(400):
        _agree(_random_position(rnd), RULE_VARIANTS[i % len(RULE_VARIANTS)], None)


def test_quiet_battles_ask_the_same_choices_as_the_explained_ones() -> None:
    rnd = random.Random(3636)
    kinds: set[str] = set()
    for i in range(300):
        pos = _random_position(rnd, medics_first=i % 2 == 1)
        rules = RULE_VARIANTS[i % len(RULE_VARIANTS)]
        _agree(pos, rules, i)
        chooser = RandomChooser(i)
        resolve_battle(pos, rules, chooser=chooser, explain=False)
        kinds.update(kind for _, kind, _, _, _ in chooser.asked)
    # the positions exercise every choice a battle asks: Clowns, Quartermasters, medics and their chains
    assert kinds == {"explode", "convert", "medic", "absorb"}
