"""Every bundled scenario loads, validates, and plays to the end with random agents; the
invariants of the rules hold at every step (deck conservation, no piece on impassable or half
hexes, figures never negative), and clones and replays equal the live game."""

from __future__ import annotations

import random

import pytest

from engine.content.issues import Severity
from engine.content.library import bundled_library, validate_paths
from engine.core.log import replay
from engine.games.samurai_battles.board import FULL
from engine.games.samurai_battles.game import scenario_dir
from engine.games.samurai_battles.ruleset import MOVE_IMPASSABLE
from engine.games.samurai_battles.scenario import Scenario
from engine.games.samurai_battles.state import SBState

from .helpers import GAME

SCENARIOS = sorted(bundled_library().ids("samurai_battles/scenario"))
SEEDS = range(8)


def test_the_bundle_has_the_reference_scenarios_and_two_originals() -> None:
    assert {"sb-z001", "sb-z002", "sb-z003", "sb-z006"} <= set(SCENARIOS)
    originals = [s for s in SCENARIOS if _scenario(s).placement == "original"]
    assert len(originals) >= 2
    for ident in ("sb-z001", "sb-z002", "sb-z003", "sb-z006"):
        assert _scenario(ident).placement == "reconstructed"


def test_the_original_scenarios_use_every_terrain_and_unit_type() -> None:
    terrain: set[str] = {"plain"}
    units: set[str] = set()
    leaders: set[str] = set()
    for ident in SCENARIOS:
        sc = _scenario(ident)
        if sc.placement != "original":
            continue
        terrain |= {t.type for t in sc.terrain} | {"hill" for t in sc.terrain if t.hill}
        for a in sc.armies:
            units |= {u.type for u in a.units}
            leaders |= {lp.kind for lp in a.leaders}
    table = bundled_library().get("samurai_battles/terrain_table", "core")
    utable = bundled_library().get("samurai_battles/unit_table", "core")
    assert terrain == {t.id for t in table.terrain}  # type: ignore[union-attr]
    assert units == {u.code for u in utable.units}  # type: ignore[union-attr]
    assert leaders == {lk.id for lk in utable.leaders}  # type: ignore[union-attr]


def _scenario(ident: str) -> Scenario:
    sc = bundled_library().get("samurai_battles/scenario", ident)
    assert isinstance(sc, Scenario)
    return sc


def test_every_scenario_file_validates_without_errors() -> None:
    issues = validate_paths([scenario_dir()])
    assert [i.format() for i in issues if i.severity is Severity.ERROR] == []


def check_invariants(s: SBState) -> None:
    deck = len(s.commands.pile) + len(s.commands.discards) + sum(len(h) for h in s.hands) + len(s.stack[0].drawn)  # type: ignore[attr-defined]
    if s.stack[0].played:  # type: ignore[attr-defined]
        deck += 1  # the card on the table until the end of the turn
    assert deck == 60, "command cards are conserved"
    dragons = (
        len(s.dragons.pile) + len(s.dragons.discards) + sum(len(h) for h in s.dragon_hands) + len(s.dragon_in_play)
    )
    assert dragons == len(s.rs.dragon_deck), "dragon cards are conserved"
    assert s.pool + sum(s.honor) + sum(t for _c, _p, t in s.dragon_in_play) == s.rs.honor_pool
    assert min(s.honor) >= 0 and s.pool >= 0
    seen: set[int] = set()
    for u in s.units:
        assert u.figures >= 0
        if u.hex < 0:
            continue
        assert u.figures > 0
        assert u.hex not in seen, "one unit per hex"
        seen.add(u.hex)
        assert s.field.kind[u.hex] == FULL, f"{u.id} on a half hex"
        t = s.terrain[u.hex]
        assert t.movement != MOVE_IMPASSABLE or t.camp_owner == u.side, f"{u.id} on impassable {t.name}"
        assert s.unit_at[u.hex] == u.idx
    for lead in s.leaders:
        if lead.hex >= 0:
            assert s.leader_at[lead.hex] == lead.idx
            assert s.field.kind[lead.hex] == FULL
            if lead.unit >= 0:
                assert s.units[lead.unit].hex == lead.hex and s.units[lead.unit].leader == lead.idx


@pytest.mark.parametrize("ident", SCENARIOS)
def test_random_games_play_to_the_end_keeping_the_invariants(ident: str) -> None:
    sc = _scenario(ident)
    for seed in SEEDS:
        rnd = random.Random(seed)
        s = GAME.new_initial_state(sc, bundled_library(), seed)
        assert isinstance(s, SBState)
        steps = 0
        while not s.is_terminal():
            acts = s.legal_actions()
            s.apply(acts[rnd.randrange(len(acts))])
            if steps % 5 == 0:
                check_invariants(s)
            if steps % 300 == 0:
                twin = s.clone()
                assert twin == s
            steps += 1
            assert steps < 20_000
        check_invariants(s)
        assert s.outcome() is not None and s.legal_actions() == []
        if seed == 0:
            assert replay(GAME, sc, bundled_library(), seed, [a.to_str() for a in s.history]) == s


def test_greedy_beats_random_more_often_than_not() -> None:
    from engine.ai.agents import make_agent
    from engine.ai.simulate import play_game

    sc = _scenario("sb-z001")
    wins = 0
    games = 6
    for seed in range(games):
        greedy_first = seed % 2 == 0
        names = ["greedy", "random"] if greedy_first else ["random", "greedy"]
        agents = [make_agent(GAME, n, seed * 10 + i) for i, n in enumerate(names)]
        res = play_game(GAME, sc, bundled_library(), seed, agents)
        out = res.state.outcome()
        assert out is not None
        wins += (0 if greedy_first else 1) in out.winners
    assert wins >= 4
