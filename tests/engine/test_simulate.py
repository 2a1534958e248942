"""``warbench simulate``: the same seed gives the same games whatever the backend and the number
of workers; the report's figures are those of its games; a stopped run keeps its finished games;
a scenario file and a game id with its play arguments are both accepted."""

from __future__ import annotations

import json

import pytest

from engine.ai.batch import GameSummary, SimulationSpec, game_record, play_indexed_game, run_batch
from engine.ai.cli import parse_simulate_arguments, setup_from_file, spec_for
from engine.ai.compare import compare_reports
from engine.ai.game_stats import game_stats_for
from engine.ai.report import build_report
from engine.cli import main
from engine.content.library import bundled_library
from engine.core.game import Game
from engine.core.registry import load_game, registered_games
from engine.saved_game import replay_record
from tests.engine.i18n.test_game_logs import CONTENT_WITHOUT_RUSSIAN
from tests.support.russian_text import english_words

GAME = load_game("samurai_sword")


def sword_spec(games: int, seed: int = 3) -> SimulationSpec:
    setup = GAME.example_setups()[1]  # four players
    return SimulationSpec(
        GAME.id, GAME.setup_to_data(setup), ("greedy", "random"), games, seed, game_module=type(GAME).__module__
    )


def test_the_same_seed_plays_the_same_games_with_one_or_two_workers() -> None:
    spec = sword_spec(8)
    one = build_report(run_batch(spec, workers=1))
    two = build_report(run_batch(spec, workers=2))
    assert one["games"] == two["games"]
    assert [g["index"] for g in one["games"]] == list(range(8))
    other_seed = build_report(run_batch(sword_spec(8, seed=4), workers=2))
    assert other_seed["games"] != one["games"]


@pytest.mark.ray
def test_the_ray_backend_plays_the_same_games_as_the_process_pool() -> None:
    pytest.importorskip("ray")
    spec = sword_spec(6)
    local = build_report(run_batch(spec, workers=2))
    on_ray = build_report(run_batch(spec, workers=2, backend="ray"))
    assert on_ray["games"] == local["games"]
    assert on_ray["backend"] == "ray"


def test_a_game_of_the_report_replays_from_its_seed_and_actions() -> None:
    spec = sword_spec(3)
    summary = play_indexed_game(spec, 2)
    record = game_record(spec, summary)
    state = replay_record(GAME, record, bundled_library())
    assert state.is_terminal()
    outcome = state.outcome()
    assert outcome is not None and tuple(sorted(outcome.winners)) == summary.winners
    assert len(state.history) == summary.length


def test_the_report_counts_what_its_games_say() -> None:
    report = build_report(run_batch(sword_spec(10), workers=2))
    games = report["games"]
    for seat in report["seats"]:
        wins = sum(1 for g in games if seat["seat"] in g["winners"])
        assert seat["wins"] == wins and seat["games"] == 10
        lo, hi = seat["ci95"]
        assert lo <= wins / 10 <= hi
    assert report["first_player"]["wins"] == sum(1 for g in games if g["first_player"] in g["winners"])
    assert report["length"]["count"] == 10
    assert report["length"]["mean"] == pytest.approx(sum(g["length"] for g in games) / 10)
    assert sum(report["length"]["histogram"]["counts"]) == 10
    greedy = next(r for r in report["by_agent"] if r["agent"] == "greedy")
    assert greedy["games"] == sum(g["agents"].count("greedy") for g in games)


def test_a_stopped_run_keeps_the_games_it_finished() -> None:
    seen: list[int] = []
    result = run_batch(
        sword_spec(40), workers=2, progress=lambda done, total: seen.append(done), should_stop=lambda: len(seen) >= 3
    )
    assert result.interrupted
    assert 3 <= len(result.games) < 30
    for g in result.games[:3]:
        assert g == play_indexed_game(sword_spec(30), g.index), "a kept game is the game the run would play"


def test_games_at_the_action_limit_are_reported_apart() -> None:
    spec = SimulationSpec(GAME.id, sword_spec(1).setup_data, ("random",), 4, 1, max_actions=10)
    report = build_report(run_batch(spec, workers=2))
    assert report["unfinished"]["limit"] == [0, 1, 2, 3]
    assert all(g["status"] == "limit" and g["length"] == 10 for g in report["games"])


def test_why_each_game_stopped_reads_in_the_readers_language() -> None:
    # the lab's summary of a game says why it stopped: the game's own end, or the action limit;
    # the report file keeps the English text and the message, which reads in Russian
    ended = play_indexed_game(sword_spec(1), 0)
    limited = play_indexed_game(SimulationSpec(GAME.id, sword_spec(1).setup_data, ("random",), 1, 1, max_actions=10), 0)
    assert limited.reason == "action limit reached" and limited.reason_text("ru") == "достигнут предел числа действий"
    for summary in (ended, limited):
        saved = summary.to_data()
        assert saved["reason"] == summary.reason_text("en")
        back = GameSummary.from_data(saved)
        assert back == summary
        russian = back.reason_text("ru")
        assert russian != back.reason and english_words(russian, CONTENT_WITHOUT_RUSSIAN) == [], russian
    old = {k: v for k, v in ended.to_data().items() if k != "message"}
    assert GameSummary.from_data(old).reason_text("ru") == ended.reason  # written before: as it was


def test_simulate_takes_a_game_id_with_its_play_arguments(tmp_path, capsys) -> None:
    out = tmp_path / "report.json"
    code = main(
        [
            "simulate",
            "samurai_sword",
            "--players",
            "3",
            "--agents",
            "random",
            "--games",
            "4",
            "--workers",
            "1",
            "-q",
            "--out",
            str(out),
        ]
    )
    assert code == 0
    report = json.loads(out.read_text())
    assert report["games_played"] == 4 and len(report["seats"]) == 3
    assert "seat 1: wins" in capsys.readouterr().out


def test_simulate_takes_a_scenario_file(tmp_path) -> None:
    from engine.games.samurai_battles.game import scenario_dir

    path = next(scenario_dir().glob("*.yaml"))
    game, setup = setup_from_file(str(path), bundled_library().copy())
    assert game.id == "samurai_battles" and path.stem.startswith(setup.id)
    args, game2, setup2, content = parse_simulate_arguments([str(path), "--agents", "greedy", "--games", "2"])
    spec = spec_for(game2, setup2, content, args)
    assert spec.game_id == "samurai_battles" and spec.agents == ("greedy",) and spec.games == 2


def test_two_reports_compare_in_words() -> None:
    before = build_report(run_batch(sword_spec(4, seed=1), workers=2))
    after = build_report(run_batch(sword_spec(4, seed=2), workers=2))
    lines = compare_reports(before, after)
    assert lines[0] == "differs: the seeds differ: 1 before, 2 now (other dice)"
    seat = next(line for line in lines if line.startswith("seat 1's win rate"))
    assert "%" in seat and "significant" in seat


@pytest.mark.parametrize(
    "game", [g for g in registered_games() if game_stats_for(g).collect is not None], ids=lambda g: g.id
)
def test_each_game_adds_its_own_figures_and_margin_to_the_report(game: Game) -> None:
    from engine.ai.report import average_figures

    spec = SimulationSpec(game.id, game.setup_to_data(game.example_setups()[0]), ("random",), 1, 5)
    summary = play_indexed_game(spec, 0)
    assert summary.status == "end" and summary.stats, "a finished game reports the game's figures"
    assert summary.margin is not None and summary.margin >= 0
    assert average_figures([summary]) == {k: (dict(v) if isinstance(v, dict) else v) for k, v in summary.stats.items()}


def test_a_figure_is_averaged_over_the_games_that_report_it() -> None:
    from dataclasses import replace

    from engine.ai.report import average_figures

    base = play_indexed_game(sword_spec(1), 0)
    one = replace(base, stats={"wins by clan": {"Crab": 1.0, "Lion": 0.0}, "turns": 4.0})
    two = replace(base, stats={"wins by clan": {"Crab": 0.0, "Crane": 1.0}, "turns": 6.0})
    assert average_figures([one, two]) == {"wins by clan": {"Crab": 0.5, "Lion": 0.0, "Crane": 1.0}, "turns": 5.0}


def test_ctrl_c_stops_the_run_and_keeps_the_finished_games() -> None:
    def interrupt_after_three(done: int, total: int) -> None:
        if done >= 3:
            raise KeyboardInterrupt

    result = run_batch(sword_spec(30), workers=2, progress=interrupt_after_three)
    assert result.interrupted and 3 <= len(result.games) < 30
    report = build_report(result)
    assert report["interrupted"] and report["games_played"] == len(result.games)


def test_a_game_master_seat_keeps_its_own_agent_and_is_not_reported_as_a_contestant() -> None:
    game = load_game("warlords")
    spec = SimulationSpec("warlords", game.setup_to_data(game.example_setups()[1]), ("random", "greedy"), 2, 5)
    # the named agents rotate over the two sides; the game master is played by the documented policy
    assert spec.seat_agents(0, 3) == ["random", "greedy", "gm-default"]
    assert spec.seat_agents(1, 3) == ["greedy", "random", "gm-default"]
    report = build_report(run_batch(spec, workers=1))
    assert [s["seat"] for s in report["seats"]] == [0, 1]
    assert {r["agent"] for r in report["by_agent"]} == {"random", "greedy"}
    assert report["first_player"]["expected"] == 0.5
    assert set(report["stats"]) >= {"turns", "figures lost by side", "control zones held at the end"}


def test_games_are_handed_out_one_at_a_time_until_their_time_is_known() -> None:
    from engine.ai.batch import BLOCK_SECONDS, GameScheduler

    scheduler = GameScheduler([sword_spec(40)])
    assert [scheduler.next_block() for _ in range(3)] == [(0, [0]), (0, [1]), (0, [2])]
    scheduler.finished(0, 3, 3 * BLOCK_SECONDS / 4)  # a quarter of a block's time each
    assert scheduler.next_block() == (0, [3, 4, 5, 6])
    scheduler.finished(0, 4, 40 * BLOCK_SECONDS)  # slow games travel alone again
    assert scheduler.next_block() == (0, [7])


def test_the_run_with_the_most_work_left_is_handed_out_first() -> None:
    from engine.ai.batch import GameScheduler

    scheduler = GameScheduler([sword_spec(10), sword_spec(10)])
    assert scheduler.next_block() == (0, [0])  # neither is timed: each gets a game to time it
    assert scheduler.next_block() == (1, [0])
    scheduler.finished(0, 1, 0.01)
    scheduler.finished(1, 1, 1.0)  # run 1's games are a hundred times longer
    assert [scheduler.next_block()[0] for _ in range(3)] == [1, 1, 1]
    assert scheduler.left() == 15


def test_each_game_reaches_the_caller_as_it_finishes() -> None:
    arrived: list[tuple[int, int, int]] = []  # game index, games the run had returned by then
    result = run_batch(
        sword_spec(6),
        workers=2,
        on_game=lambda summary: arrived.append((summary.index, len(arrived) + 1, 0)),
        progress=lambda done, total: arrived.__setitem__(-1, (*arrived[-1][:2], done)),
    )
    assert sorted(i for i, *_ in arrived) == list(range(6))
    assert all(n == done for _, n, done in arrived), "each game is passed on before the next is awaited"
    assert [g.index for g in result.games] == list(range(6))
    assert result.games == run_batch(sword_spec(6), workers=1).games


def test_a_comparison_refuses_unlike_runs_and_says_what_else_differs() -> None:
    from engine.ai.compare import likeness

    base = build_report(run_batch(sword_spec(4, seed=1), workers=1))
    other_agents = build_report(
        run_batch(
            SimulationSpec(GAME.id, base["setup"], ("random",), 4, 1, game_module=type(GAME).__module__), workers=1
        )
    )
    refused = compare_reports(base, other_agents)
    assert refused == ["not compared: the agents differ: greedy, random before, random now"]
    seen: list[int] = []
    stopped = build_report(
        run_batch(
            sword_spec(40, seed=1), workers=1, progress=lambda d, _t: seen.append(d), should_stop=lambda: bool(seen)
        )
    )
    like = likeness(stopped, base)
    assert not like.refused and not like.like_for_like
    assert like.differs[0] == f"the earlier run was stopped after {stopped['games_played']} of 40 games"
    assert likeness(base, build_report(run_batch(sword_spec(4, seed=1), workers=2))).like_for_like
    changed = dict(base, setup={**base["setup"], "players": 5})
    assert f"the setup differs: players {base['setup']['players']} → 5" in likeness(base, changed).differs


@pytest.mark.ray
def test_several_runs_share_the_workers_on_ray_as_on_the_process_pool() -> None:
    pytest.importorskip("ray")
    from engine.ai.batch import run_batches

    specs = [sword_spec(3, seed=1), sword_spec(4, seed=2)]
    local = run_batches(specs, workers=2)
    on_ray = run_batches(specs, workers=2, backend="ray")
    assert [r.games for r in on_ray] == [r.games for r in local]
    assert [len(r.games) for r in local] == [3, 4]
    assert local[1].games == run_batch(specs[1], workers=1).games
