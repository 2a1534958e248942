"""Issue 31, item 3: replay proves the content by pack, version and hash. A log whose recorded
pack or version of an item was changed or removed, or whose content entry is repeated, is refused
with the reason, naming the log's file and line (144 of 144 such tampers used to replay)."""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest

from engine.ai.agents import make_agent
from engine.ai.simulate import play_game
from engine.content.io import save_data
from engine.content.library import bundled_library
from engine.core.errors import ReplayError
from engine.core.registry import load_game
from engine.saved_game import replay_file


@pytest.fixture(scope="module")
def played() -> dict[str, Any]:
    game = load_game("neuroshima")
    agents = [make_agent(game, "random", 50 + i) for i in range(2)]
    result = play_game(game, game.example_setups()[0], bundled_library(), 5, agents, max_actions=100_000)
    data = result.record.to_data()
    assert all(entry.get("pack") == "core" for entry in data["content"])
    return data


def _refused(tmp_path: Path, data: dict[str, Any], match: str) -> None:
    log = tmp_path / "game.yaml"
    save_data(data, log)
    with pytest.raises(ReplayError, match=match) as exc:
        replay_file(log, bundled_library())
    assert exc.value.file == str(log) and exc.value.line is not None and exc.value.field == "content"


def test_the_untouched_log_replays(tmp_path: Path, played: dict[str, Any]) -> None:
    log = tmp_path / "game.yaml"
    save_data(played, log)
    replay_file(log, bundled_library())


def test_a_changed_pack_is_refused(tmp_path: Path, played: dict[str, Any]) -> None:
    data = copy.deepcopy(played)
    data["content"][0]["pack"] = "someone-elses"
    _refused(tmp_path, data, r"was played from pack someone-elses .*content at hand has it from pack core")


def test_a_changed_version_is_refused(tmp_path: Path, played: dict[str, Any]) -> None:
    data = copy.deepcopy(played)
    data["content"][-1]["version"] = "99.0.0"
    _refused(tmp_path, data, r"was played from pack core 99\.0\.0, but the content at hand has it from pack core")


def test_a_removed_pack_and_version_are_refused(tmp_path: Path, played: dict[str, Any]) -> None:
    data = copy.deepcopy(played)
    del data["content"][0]["pack"]
    del data["content"][0]["version"]
    _refused(tmp_path, data, r"was played from no pack, but the content at hand has it from pack core")


def test_a_repeated_content_entry_is_refused(tmp_path: Path, played: dict[str, Any]) -> None:
    data = copy.deepcopy(played)
    data["content"].append(dict(data["content"][0]))
    _refused(tmp_path, data, r"the log records neuroshima/army '\w+' \(pack core [\d.]+\) twice")
