"""How a battle ends besides banners and surrender (L1345-1366): an army with nothing left on the
field (rule option ``no_pieces_left``) and the scenario's turn limit; random games of every
bundled scenario end."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from engine.content.io import ContentError, load_text
from engine.content.issues import Severity
from engine.content.library import bundled_library, check_loaded
from engine.games.samurai_battles.game import bundled_scenario, scenario_dir
from engine.games.samurai_battles.scenario import MAX_TURN_LIMIT, Scenario
from engine.games.samurai_battles.state import SBState

from .helpers import GAME, B, T, act, dice, give, has, new_state, order, scenario, to_battle, unit

BUNDLED = sorted(scenario_dir().glob("*.yaml"))
IDENTS = [yaml.safe_load(p.read_text(encoding="utf-8"))["id"] for p in BUNDLED]


def _turncoat_on_the_last_unit(option: str | None, leaders: list[tuple[str, str, str]]) -> SBState:
    """Bottom plays Turncoat on t1, the top army's last unit, and wins the roll (☯ 2 to 1)."""
    rules = {} if option is None else {"no_pieces_left": option}
    s = new_state(scenario([("b1", "AY", "8,3"), ("t1", "AY", "2,9")], leaders, rules=rules, banners=9))
    s.dragon_hands[B] = ["turncoat"]
    give(s, "order3_center")
    act(s, "card order3_center")
    dice(s, "☯ ☯ ■  ☯ ■ ■ ■ ■")  # 3 dice against 5 (+2 for more H&F after paying 3)
    act(s, "dragon turncoat t1")
    assert unit(s, "t1").side == B
    return s


def test_an_army_whose_last_unit_defects_with_no_leader_left_loses_at_once() -> None:
    # sb-w01 in random play: every Red unit had gone over through Turncoat and its leaders had
    # escaped; nothing of Red could fight or be fought, and the game went on past 20,000 turns
    s = _turncoat_on_the_last_unit(None, [])
    assert s.is_terminal() and s.winner == B
    assert s.end_reason == "Top has no unit and no leader left on the battlefield"
    # a lone leader still on the field keeps the army in the battle
    s = _turncoat_on_the_last_unit(None, [("tL", "foot", "1,10")])
    assert not s.is_terminal() and has(s, "order t1")
    # 'plays_on': the rulebook's silence, the battle goes on with an empty army
    s = _turncoat_on_the_last_unit("plays_on", [])
    assert not s.is_terminal() and has(s, "order t1")


def test_an_army_whose_last_piece_a_lone_leader_escapes_or_commits_seppuku_loses() -> None:
    for choice in ("retreat -1,10", "seppuku"):
        s = new_state(scenario([("b1", "AY", "1,10")], [("tL", "foot", "0,9")], banners=9))
        to_battle(s, "order3_center", "b1")
        dice(s, "■ ■ ■")  # no sword, no flag: the lone leader must still go (A15)
        act(s, "melee b1 tL", choice)
        assert unit(s, "tL").hex < 0
        assert s.is_terminal() and s.winner == B, choice
    s = new_state(
        scenario([("b1", "AY", "1,10")], [("tL", "foot", "0,9")], banners=9, rules={"no_pieces_left": "plays_on"})
    )
    to_battle(s, "order3_center", "b1")
    dice(s, "■ ■ ■")
    act(s, "melee b1 tL", "seppuku")
    assert not s.is_terminal() and s.current_player() == B


def test_an_army_whose_last_unit_is_eliminated_loses_before_its_enemy_has_the_banners() -> None:
    s = new_state(scenario([("b1", "SN", "6,9"), ("t1", "AY", "5,10")], figures={"t1": 1}, banners=9))
    to_battle(s, "order3_center", "b1")
    dice(s, "▲ ■ ■ ■")
    act(s, "melee b1 t1")
    assert s.banners[B] == 1 and s.is_terminal() and s.winner == B
    assert "no unit and no leader" in s.end_reason


def test_both_armies_gone_at_once_is_a_draw() -> None:
    s = new_state(scenario([("b1", "AY", "8,3"), ("t1", "AY", "2,9")], banners=9))
    s.remove_figures(unit(s, "b1"), 4, "test")
    s.remove_figures(unit(s, "t1"), 4, "test")
    s.run()
    assert s.is_terminal() and s.outcome() is not None and s.outcome().is_draw


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_every_bundled_scenario_shows_a_turn_limit_off_by_default_bounded_by_validation(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    data = yaml.safe_load(text)
    assert "turn_limit" in data and data["turn_limit"] is None  # the rulebook has no turn limit
    for bad in (0, MAX_TURN_LIMIT + 1):
        with pytest.raises(ContentError) as err:
            load_text(text.replace("turn_limit: null", f"turn_limit: {bad}"), str(path))
        message = str(err.value)
        assert f"{path}:" in message and "turn_limit" in message, message
    loaded = load_text(text.replace("turn_limit: null", f"turn_limit: {MAX_TURN_LIMIT}"), str(path))
    assert isinstance(loaded.model, Scenario) and loaded.model.turn_limit == MAX_TURN_LIMIT
    assert not [i for i in check_loaded(loaded, bundled_library()) if i.severity is Severity.ERROR]
    # a scenario changed in memory (the editor) is bounded by its checks as well
    loaded.model.turn_limit = MAX_TURN_LIMIT + 50
    errors = [i for i in check_loaded(loaded, bundled_library()) if i.severity is Severity.ERROR]
    assert [(i.code, i.location.field) for i in errors] == [("turn-limit", "turn_limit")]
    assert errors[0].location.file == str(path) and errors[0].location.line is not None


def _armies_on_field(s: SBState) -> list[bool]:
    return [any(x.hex >= 0 and x.side == p for x in (*s.units, *s.leaders)) for p in (0, 1)]


def _random_game(sc: Scenario, seed: int) -> SBState:
    """A game of random moves; it never goes on with an army that has nothing on the field."""
    s = GAME.new_initial_state(sc, bundled_library(), seed)
    assert isinstance(s, SBState)
    s.verbose = False
    s.rng.record = False
    rnd = random.Random(seed)
    actions = 0
    while not s.is_terminal():
        legal_actions = s.legal_actions()
        s.apply_unchecked(legal_actions[rnd.randrange(len(legal_actions))])
        actions += 1
        assert actions < 50_000, f"{sc.id} seed {seed}: turn {s.turn} never ends"
        assert s.is_terminal() or all(_armies_on_field(s)), f"{sc.id} seed {seed}: an empty army plays on"
    if s.winner is not None:
        assert _armies_on_field(s)[s.winner], f"{sc.id} seed {seed}: the winner has nothing on the field"
    return s


@pytest.mark.parametrize("ident", IDENTS)
def test_random_games_of_every_bundled_scenario_end_within_the_turn_limit(ident: str) -> None:
    limit = 40
    sc = bundled_scenario(ident).model_copy(deep=True)
    sc.turn_limit = limit
    for seed in range(4):
        s = _random_game(sc, seed)
        assert s.outcome() is not None and s.turn <= limit + 1, (ident, seed)
        if s.turn == limit + 1 and s.end_reason.startswith("turn limit"):
            b0, b1 = s.banner_total(0), s.banner_total(1)
            assert s.outcome().is_draw == (b0 == b1), (ident, seed)
            if b0 != b1:
                assert s.winner == (0 if b0 > b1 else 1)


def test_random_games_without_a_turn_limit_end_on_banners_surrender_or_an_empty_army() -> None:
    for ident in IDENTS:
        for seed in range(3):
            s = _random_game(bundled_scenario(ident), 100 + seed)
            assert s.outcome() is not None and not s.draw, (ident, seed)


def test_the_turn_limit_decides_on_banners_and_a_tie_is_a_draw() -> None:
    for banners, draw in ((0, True), (1, False)):
        sc = scenario([("b1", "AY", "8,9"), ("t1", "AY", "2,9")], banners=9)
        sc.turn_limit = 2
        s = new_state(sc)
        s.banners[T] = banners
        for _ in range(2):
            order(s, "order2_left")  # no unit in the left section: straight to the end of the turn
            act(s, "take-honor")
        assert s.is_terminal() and s.outcome().is_draw is draw
        if not draw:
            assert s.winner == T and "turn limit 2" in s.end_reason
