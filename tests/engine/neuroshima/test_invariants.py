"""Invariants over thousands of random actions per army pairing, and properties of battles on
random full boards (ARCHITECTURE §6): tiles are conserved, HQ hit points never rise, battles are
deterministic pure functions, clones and replays equal the live state, a finished game offers
nothing more."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from engine.content.library import bundled_library
from engine.core.game import TERMINAL
from engine.core.log import replay
from engine.core.registry import load_game
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.catalog import HQ
from engine.games.neuroshima.game import make_setup
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.randomboard import random_full_position
from engine.games.neuroshima.state import NeuroshimaState

GAME = load_game("neuroshima")
ARMIES = ("moloch", "outpost", "borgo", "hegemony")
PAIRINGS = list(itertools.combinations_with_replacement(ARMIES, 2))
ACTIONS_PER_PAIRING = 2000


def _check_battle_is_pure_and_deterministic(state: NeuroshimaState) -> None:
    before = state.pos.key()
    a = resolve_battle(state.pos, state.cfg.rules)
    b = resolve_battle(state.pos, state.cfg.rules)
    assert state.pos.key() == before, "a battle must not change the position it is given"
    assert a.position.key() == b.position.key()
    assert [e.to_data() for e in a.events] == [e.to_data() for e in b.events]


@pytest.mark.parametrize("armies", PAIRINGS, ids=lambda p: "-".join(p))
def test_random_play_keeps_every_invariant(armies: tuple[str, str]) -> None:
    setup = make_setup(list(armies))
    steps = 0
    seed = 0
    while steps < ACTIONS_PER_PAIRING:
        rnd = random.Random(seed)
        state = GAME.new_initial_state(setup, bundled_library(), seed)
        assert isinstance(state, NeuroshimaState)
        hp = state.pos.hq_hp[:]
        while not state.is_terminal():
            legal = state.legal_actions()
            assert legal and state.current_player() != TERMINAL
            action = legal[rnd.randrange(len(legal))]
            if steps % 25 == 0:
                twin = state.clone()
                assert twin == state
                twin.apply(action)
                _check_battle_is_pure_and_deterministic(state)
            state.apply(action)
            if steps % 25 == 0:
                assert twin == state, "a clone must follow the same path"
            steps += 1
            for s in range(2):
                counts = state.tile_count(s)
                assert sum(counts.values()) == 35, counts
                assert counts["hand"] <= 3
            assert all(a <= b for a, b in zip(state.pos.hq_hp, hp)), "HQ hit points never rise"
            hp = state.pos.hq_hp[:]
            types = state.cfg.catalog.types
            for h in state.pos.occupied():
                t = types[state.pos.tile[h]]
                assert t.kind == HQ or state.pos.dmg[h] < t.hp
        assert state.legal_actions() == [] and state.outcome() is not None
        assert replay(GAME, setup, bundled_library(), seed, [a.to_str() for a in state.history]) == state
        seed += 1


@settings(max_examples=150, deadline=None)
@given(seed=st.integers(0, 10**9), pair=st.sampled_from(PAIRINGS))
def test_battles_on_random_full_boards(seed: int, pair: tuple[str, str]) -> None:
    pos = random_full_position(pair, random.Random(seed), library=bundled_library())
    result = resolve_battle(pos, Rules())
    after = result.position
    assert after.key() == resolve_battle(pos, Rules()).position.key()
    assert all(a <= b for a, b in zip(after.hq_hp, pos.hq_hp))
    types = pos.catalog.types
    for h in range(pos.board.n):
        if after.tile[h] >= 0:
            # tiles only ever leave; survivors keep their place and only gain wounds
            assert after.uid[h] == pos.uid[h]
            assert after.dmg[h] >= pos.dmg[h]
            t = types[after.tile[h]]
            assert t.kind == HQ or after.dmg[h] < t.hp
    phases = [e.data["phase"] for e in result.events if e.kind == "phase"]
    assert phases == sorted(phases, reverse=True) and len(set(phases)) == len(phases)
    assert len(after.removed) == len(pos.occupied()) - len(after.occupied())
    quiet = resolve_battle(pos, Rules(), explain=False)
    assert quiet.events == [] and quiet.position.key() == after.key()


def test_the_battle_keeps_its_analysis_in_step_with_the_board(monkeypatch: pytest.MonkeyPatch) -> None:
    """After every phase the battle updates nets and bonuses in place; they must equal a fresh analysis."""
    from engine.games.neuroshima import battle as battle_module
    from engine.games.neuroshima.analysis import analyze

    original = battle_module._Battle._update
    checked = 0

    def checked_update(self, an, phase, left, codes):  # type: ignore[no-untyped-def]
        nonlocal checked
        an = original(self, an, phase, left, codes)
        fresh = analyze(self.pos, self.rules)
        for h in self.pos.occupied():
            got = (an.netted[h], an.melee[h], an.ranged[h], an.init[h], an.extra[h], an.medics_of(h))
            want = (fresh.netted[h], fresh.melee[h], fresh.ranged[h], fresh.init[h], fresh.extra[h], fresh.medics_of(h))
            assert got == want, (h, got, want)
            assert bool(an.convert[h]) == bool(fresh.convert[h])
        checked += 1
        return an

    monkeypatch.setattr(battle_module._Battle, "_update", checked_update)
    rnd = random.Random(5)
    for i in range(300):
        pos = random_full_position(PAIRINGS[i % len(PAIRINGS)], rnd, library=bundled_library())
        resolve_battle(pos, Rules(), explain=False)
    assert checked > 300


def test_reusing_the_analysis_between_phases_changes_no_battle(monkeypatch: pytest.MonkeyPatch) -> None:
    """The battle keeps its analysis between phases (taking back what leaving modules gave, keeping it
    when a leaving net tile nets nothing on the board). A battle that analyses the board afresh after
    every removal must end in the same position with the same events, with and without explanation."""
    from engine.games.neuroshima import battle as battle_module
    from engine.games.neuroshima.analysis import analyze

    def fresh_update(self, an, phase, left, codes):  # type: ignore[no-untyped-def]
        an = analyze(self.pos, self.rules, self.events is not None, self.geos)
        self._plan(phase - 1, an)
        return an

    rnd = random.Random(11)
    armies = [*PAIRINGS, ("moloch", "borgo", "outpost"), ("hegemony", "outpost", "borgo", "moloch")]
    cases = [random_full_position(armies[i % len(armies)], rnd, library=bundled_library()) for i in range(400)]
    rules = Rules()
    kept = [[resolve_battle(pos, rules, explain=e) for e in (False, True)] for pos in cases]
    monkeypatch.setattr(battle_module._Battle, "_update", fresh_update)
    for pos, results in zip(cases, kept):
        for explain, got in zip((False, True), results):
            want = resolve_battle(pos, rules, explain=explain)
            assert got.position.key() == want.position.key()
            assert got.position.removed == want.position.removed
            assert [e.to_data() for e in got.events] == [e.to_data() for e in want.events]
