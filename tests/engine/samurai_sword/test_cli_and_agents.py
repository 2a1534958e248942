"""``warbench play samurai_sword``, saved games, and the agents: the greedy agent decides from
its seat's observation only and plays better than chance for its team."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from engine.ai.agents import agent_names, make_agent
from engine.ai.simulate import play_game
from engine.cli import main
from engine.content.io import load_plain_yaml
from engine.content.library import bundled_library
from engine.games.samurai_sword.game import parse_rule_overrides
from engine.games.samurai_sword.runtime import SetupError
from engine.games.samurai_sword.setup import SamuraiSwordSetup

from .helpers import GAME


def test_play_writes_a_log_that_replays(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "g.yaml"
    agents = "random,greedy,random,greedy,random"
    assert main(["play", "samurai_sword", "--players", "5", "--agents", agents, "--seed", "3", "--log", str(log)]) == 0
    out = capsys.readouterr().out
    assert "Samurai Sword:" in out and "winner" in out
    data, _ = load_plain_yaml(log)
    assert data["setup"]["players"] == 5 and data["agents"] == agents.split(",")
    kinds = {c["kind"] for c in data["content"]}
    assert kinds == {"samurai_sword/setup", "samurai_sword/deck", "samurai_sword/characters"}
    assert main(["replay", str(log)]) == 0


def test_play_takes_the_player_count_from_the_agents_and_rule_overrides(capsys: pytest.CaptureFixture[str]) -> None:
    args = ["play", "samurai-sword", "--agents", "random,random,random,random", "--seed", "2", "--deck", "duel"]
    assert main([*args, "--rule", "battle_cry_answer=any_card", "--rule", "bushido_on_self=false"]) == 0
    assert main([*args, "--rule", "battle_cry_answer=shout"]) == 1
    err = capsys.readouterr().err
    assert "rules.battle_cry_answer" in err


def test_rule_overrides_read_booleans_and_refuse_items_without_a_value() -> None:
    assert parse_rule_overrides(["a=true", "b=False", "c=x"]) == {"a": True, "b": False, "c": "x"}
    with pytest.raises(SetupError, match="NAME=VALUE"):
        parse_rule_overrides(["answer_order"])


def test_an_unknown_deck_or_player_count_is_refused_with_its_name() -> None:
    with pytest.raises(SetupError, match="deck 'nope'"):
        GAME.new_initial_state(SamuraiSwordSetup(players=5, deck="nope"), bundled_library(), 0)


def test_the_greedy_agent_is_registered() -> None:
    assert {"random", "greedy"} <= set(agent_names(GAME))


def test_the_greedy_agent_decides_from_its_observation_only() -> None:
    """Resampling everything the agent's seat cannot see never changes its choice."""
    checked = 0
    for seed in range(6):
        rnd = random.Random(seed)
        state = GAME.new_initial_state(SamuraiSwordSetup(players=5), bundled_library(), seed)
        greedy = make_agent(GAME, "greedy", seed)
        while not state.is_terminal() and checked < 400 * (seed + 1):
            me = state.current_player()
            choice = greedy.choose(state)
            for k in range(2):
                assert greedy.choose(state.resample_hidden(me, seed * 100 + k)) == choice
            checked += 1
            legal = state.legal_actions()
            state.apply(choice if rnd.random() < 0.5 else legal[rnd.randrange(len(legal))])
    assert checked > 300


def test_a_greedy_player_wins_more_often_than_a_random_one() -> None:
    greedy_wins = random_wins = 0.0
    games = 30
    for seed in range(games):
        k = seed % 5
        agents = [make_agent(GAME, "greedy" if p == k else "random", seed * 10 + p) for p in range(5)]
        result = play_game(GAME, SamuraiSwordSetup(players=5), bundled_library(), seed, agents)
        out = result.state.outcome()
        assert out is not None
        greedy_wins += k in out.winners
        random_wins += sum(p in out.winners for p in range(5) if p != k) / 4
    assert greedy_wins / games > random_wins / games + 0.1
