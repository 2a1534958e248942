"""A saved game replays to exactly its saved end, or the replay names what differs (issue 21,
reproducer 7): every field is checked, a tampered log is one clear error with the log's file and
line, and ``warbench replay`` exits non-zero; never a traceback."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
import yaml

from editor.cli import main
from engine.ai.agents import make_agent
from engine.ai.simulate import GameTooLongError, play_game
from engine.content.io import ContentError, save_data
from engine.content.library import bundled_library
from engine.core.errors import ReplayError
from engine.core.log import GameRecord
from engine.core.registry import load_game
from engine.saved_game import replay_file


def _record(game_id: str, seed: int, max_actions: int = 100_000) -> dict[str, Any]:
    game = load_game(game_id)
    agents = [make_agent(game, "random", seed * 10 + i) for i in range(2)]
    try:
        result = play_game(game, game.example_setups()[0], bundled_library(), seed, agents, max_actions=max_actions)
    except GameTooLongError as exc:
        return exc.result.record.to_data()
    return result.record.to_data()


@pytest.fixture(scope="module")
def finished() -> dict[str, Any]:
    data = _record("neuroshima", 4)
    assert data["outcome"] is not None
    return data


def _write(tmp_path: Path, data: Any) -> Path:
    log = tmp_path / "game.yaml"
    save_data(data, log)
    return log


def _refused(tmp_path: Path, data: Any, match: str, field: str) -> ReplayError:
    log = _write(tmp_path, data)
    with pytest.raises(ReplayError, match=match) as exc:
        replay_file(log, bundled_library())
    assert exc.value.file == str(log) and exc.value.line is not None and exc.value.field == field
    assert str(exc.value).startswith(f"{log}:{exc.value.line}: {field}")
    return exc.value


def test_a_saved_game_replays_to_its_saved_end(tmp_path: Path, finished: dict[str, Any]) -> None:
    replayed = replay_file(_write(tmp_path, finished), bundled_library())
    assert replayed.state.is_terminal()
    out = replayed.state.outcome()
    assert out is not None and out.to_data() == finished["outcome"]


def test_an_unfinished_saved_game_replays_to_a_game_that_goes_on(tmp_path: Path) -> None:
    data = _record("samurai_battles", 2, max_actions=30)
    assert data["outcome"] is None
    assert not replay_file(_write(tmp_path, data), bundled_library()).state.is_terminal()


@pytest.mark.parametrize("keep", [0, 5, -1])
def test_R7_dropping_trailing_actions_of_a_finished_game_is_refused(
    tmp_path: Path, finished: dict[str, Any], keep: int
) -> None:
    data = copy.deepcopy(finished)
    data["actions"] = data["actions"][:keep]
    _refused(tmp_path, data, "the log says the game ended .* but after its .* actions the game is not over", "outcome")


def test_R7_dropping_the_outcome_of_a_finished_game_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["outcome"] = None
    _refused(tmp_path, data, "the log says the game did not end, but it ends after its", "outcome")


def test_R7_a_forged_winner_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    loser = 1 - finished["outcome"]["winners"][0]
    data["outcome"] = {"returns": [1.0 if p == loser else -1.0 for p in range(2)], "winners": [loser], "reason": "x"}
    _refused(tmp_path, data, "the saved outcome .* differs from the replayed one", "outcome")


def test_R7_a_forged_reason_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    # the reason is saved as a message: one that the game does not end with is a forgery
    data = copy.deepcopy(finished)
    data["outcome"]["message"] = {"id": "nh-end-hq", "args": {"players": [], "count": 0}}
    _refused(tmp_path, data, "the saved outcome .* differs from the replayed one", "outcome")


def test_a_game_saved_before_outcomes_were_messages_still_replays(tmp_path: Path, finished: dict[str, Any]) -> None:
    # such a file keeps only an English reason, in the wording of its day: its winners are proven
    data = copy.deepcopy(finished)
    del data["outcome"]["message"]
    data["outcome"]["reason"] = "final battle: HQ hit points, as an older version wrote it"
    assert replay_file(_write(tmp_path, data), bundled_library()).state.is_terminal()
    data["outcome"]["winners"] = [1 - finished["outcome"]["winners"][0]]
    _refused(tmp_path, data, "the saved outcome .* differs from the replayed one", "outcome")


@pytest.mark.parametrize("key", ["actions", "outcome", "game", "seed", "setup", "agents", "content"])
def test_R7_a_missing_field_is_refused(tmp_path: Path, finished: dict[str, Any], key: str) -> None:
    data = copy.deepcopy(finished)
    del data[key]
    _refused(tmp_path, data, f"the saved game lacks {key}", "")


@pytest.mark.parametrize(
    ("key", "value", "match", "field"),
    [
        ("seed", "abc", "the seed must be a whole number", "seed"),
        ("seed", None, "the seed must be a whole number", "seed"),
        ("seed", [1], "the seed must be a whole number", "seed"),
        ("seed", True, "the seed must be a whole number", "seed"),
        ("seed", 2**70, "the seed must be a whole number", "seed"),
        ("agents", 3, "agents must be a list of text", "agents"),
        ("agents", ["random"], "1 agents for 2 players", "agents"),
        ("agents", ["nobody", "random"], "'nobody' is not an agent of neuroshima", "agents.0"),
        ("actions", 5, "actions must be a list of text", "actions"),
        ("actions", ["hq 0,0", 7], "item 2 is 7", "actions.1"),
        ("game", None, "the game id must be text", "game"),
        ("outcome", "won", "the outcome must be null", "outcome"),
        ("content", "x", "content must be a list", "content"),
        (
            "content",
            [{"kind": "neuroshima/army", "id": "moloch", "sha256": "nope"}],
            "64 lowercase hexadecimal",
            "content.0",
        ),
    ],
)
def test_R7_a_malformed_field_is_refused_naming_it(
    tmp_path: Path, finished: dict[str, Any], key: str, value: Any, match: str, field: str
) -> None:
    data = copy.deepcopy(finished)
    data[key] = value
    assert _refused(tmp_path, data, match, field).index == -1


def test_R7_an_extra_field_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    _refused(tmp_path, {**finished, "extra": 1}, "a saved game has no field 'extra'", "extra")


def test_R7_changing_the_seed_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    log = _write(tmp_path, {**finished, "seed": finished["seed"] + 1})
    with pytest.raises(ReplayError, match=r"replay fails at action|differs|not over"):
        replay_file(log, bundled_library())


@pytest.mark.parametrize("text", ["", "[]\n", "- a\n- b\n", "just text\n"])
def test_R7_an_empty_or_list_only_file_is_refused_with_a_line(tmp_path: Path, text: str) -> None:
    log = tmp_path / "game.yaml"
    log.write_text(text, encoding="utf-8")
    with pytest.raises((ReplayError, ContentError)) as exc:
        replay_file(log, bundled_library())
    assert str(exc.value).startswith(f"{log}:1: ")


def test_R7_an_extra_setup_field_is_refused_with_its_line(tmp_path: Path, finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["setup"]["surprise"] = 1
    log = _write(tmp_path, data)
    with pytest.raises(ContentError) as exc:
        replay_file(log, bundled_library())
    issue = exc.value.issues[0]
    assert (issue.location.file, issue.location.field) == (str(log), "setup.surprise")
    assert "Extra inputs are not permitted" in issue.message and issue.location.line is not None


def test_R7_a_swapped_game_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    log = _write(tmp_path, {**finished, "game": "samurai_battles"})
    with pytest.raises(ReplayError, match=r"setup\.kind: cannot replay: the setup is not a samurai_battles setup"):
        replay_file(log, bundled_library())


def test_R7_a_forged_mode_is_refused_with_the_setups_own_check(tmp_path: Path, finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["setup"]["mode"] = "teams"
    log = _write(tmp_path, data)
    with pytest.raises(ContentError, match=r"setup\.players: mode teams is for 4 players, not 2"):
        replay_file(log, bundled_library())


def test_R7_a_forged_deck_top_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["setup"]["players"][0]["deck_top"] = ["moloch_battle"] * 5
    log = _write(tmp_path, data)
    with pytest.raises(ContentError, match=r"setup\.players\.0\.deck_top: 5 x 'moloch_battle' on top of the deck"):
        replay_file(log, bundled_library())


def test_R7_an_action_not_written_as_the_engine_writes_it_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    data = copy.deepcopy(finished)
    data["actions"][0] = "  " + data["actions"][0].replace(" ", "   ")
    _refused(tmp_path, data, "is not how the engine writes", "actions.0")


def test_R7_content_the_log_does_not_record_is_refused(tmp_path: Path, finished: dict[str, Any]) -> None:
    _refused(
        tmp_path,
        {**finished, "content": []},
        "the game uses neuroshima/army .* which the log does not record",
        "content",
    )


def test_R1_a_nesting_bomb_in_a_log_is_refused_by_replay(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    log = tmp_path / "game.yaml"
    log.write_text("game: neuroshima\nseed: 1\nactions: " + "[" * 30_000 + "]" * 30_000 + "\n", encoding="utf-8")
    assert main(["replay", str(log)]) == 1
    assert f"{log}:3: error yaml: the document nests deeper than 64 levels" in capsys.readouterr().err


def test_R7_the_replay_command_exits_non_zero_on_any_mismatch(
    tmp_path: Path, finished: dict[str, Any], capsys: pytest.CaptureFixture[str]
) -> None:
    good = _write(tmp_path, finished)
    assert main(["replay", str(good)]) == 0
    assert "the log is proven" in capsys.readouterr().out
    data = copy.deepcopy(finished)
    data["actions"].pop()
    bad = tmp_path / "bad.yaml"
    save_data(data, bad)
    assert main(["replay", str(bad)]) == 1
    err = capsys.readouterr().err
    assert err.startswith(f"error: {bad}:") and "the game is not over" in err and "Traceback" not in err


def test_the_record_written_is_read_back_unchanged(finished: dict[str, Any]) -> None:
    assert GameRecord.from_data(yaml.safe_load(yaml.safe_dump(finished))).to_data() == finished
