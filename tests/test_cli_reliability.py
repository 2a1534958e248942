"""Commands refuse what validation rejects, with the same message and line, and end (issue 21,
reproducers 2-4): values validation used to accept made ``render`` and ``play`` run forever or
trace back; now every number has a range, every command loads through the same gate, and the
content a scenario or a game file brings along is validated before it is used."""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from editor.cli import main
from engine.content.library import bundled_content_dir

CORE = bundled_content_dir() / "core"
SB = CORE / "samurai_battles"
INTRO = SB / "scenarios" / "sb-z001-first-samurai-skirmish.yaml"
HILLS = SB / "scenarios" / "sb-w02-camps-in-the-hills.yaml"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


def _edit(src: Path, dest: Path, old: str, new: str) -> Path:
    text = src.read_text(encoding="utf-8")
    assert old in text
    dest.write_text(text.replace(old, new, 1), encoding="utf-8")
    return dest


def _error_lines(text: str) -> list[str]:
    return [ln for ln in text.splitlines() if " error " in ln]


def _same_errors(capsys: pytest.CaptureFixture[str], path: Path, *command: str) -> str:
    """``command`` exits 1 printing the errors ``warbench validate path`` prints; returns them."""
    code, out, _ = _run(capsys, "validate", str(path))
    assert code == 1
    expected = _error_lines(out)
    assert expected and all(re.match(rf"{re.escape(str(path))}:\d+: error ", ln) for ln in expected)
    code, _, err = _run(capsys, *command)
    assert code == 1
    assert _error_lines(err) == expected
    return expected[0]


def test_R2_a_hill_of_a_billion_levels_is_refused_by_validate_and_render(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = _edit(HILLS, tmp_path / "w02.yaml", "hill: 2}", "hill: 999999999}")
    first = _same_errors(capsys, bad, "render", str(bad), "--out", str(tmp_path / "w02.png"))
    assert first.endswith("terrain.0.hill: Input should be less than or equal to 13")
    assert not (tmp_path / "w02.png").exists()


def _scenario_folder(tmp_path: Path, table: Path, old: str, new: str) -> tuple[Path, Path]:
    folder = tmp_path / "battle"
    folder.mkdir()
    shutil.copy(INTRO, folder / INTRO.name)
    return folder / INTRO.name, _edit(table, folder / table.name, old, new)


@pytest.mark.parametrize(
    ("table", "old", "new", "message"),
    [
        ("units.yaml", "move: 2", "move: 3000000000", "units.0.move: Input should be less than or equal to 24"),
        (
            "units.yaml",
            "move: 2",
            "move: 10000000000000000000",
            "units.0.move: Input should be less than or equal to 24",
        ),
        (
            "command_deck.yaml",
            "count: 2",
            "count: 999999999",
            "cards.0.count: Input should be less than or equal to 60",
        ),
    ],
)
def test_R2_R3_a_table_beside_a_scenario_with_an_absurd_number_is_refused_by_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], table: str, old: str, new: str, message: str
) -> None:
    scenario, bad_table = _scenario_folder(tmp_path, SB / table, old, new)
    first = _same_errors(capsys, bad_table, "play", "samurai_battles", str(scenario))
    assert first.endswith(message)
    code, _, err = _run(capsys, "samurai-battles", "los", str(scenario), "8,5", "4,5")
    assert code == 1 and _error_lines(err)[0] == first


def test_R2_a_table_with_a_rules_error_is_refused_by_play_as_validate_reports_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # within the schema's range, but the deck no longer has the 60 cards it says
    scenario, deck = _scenario_folder(tmp_path, SB / "command_deck.yaml", "count: 2", "count: 50")
    first = _same_errors(capsys, deck, "play", "samurai_battles", str(scenario))
    assert first.endswith("error count: cards: the deck has 108 cards, expected 60")


def test_R3_command_cards_past_a_32_bit_integer_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    bad = _edit(INTRO, tmp_path / "sc.yaml", "command_cards: 5", "command_cards: 2147483648")
    first = _same_errors(capsys, bad, "play", "samurai_battles", str(bad))
    assert first.endswith("armies.0.command_cards: Input should be less than or equal to 60")


def test_R3_a_unit_on_hex_a_b_is_refused_by_validate_and_render_with_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = _edit(INTRO, tmp_path / "sc.yaml", "hex: '8,5'}", "hex: 'a,b'}")
    first = _same_errors(capsys, bad, "render", str(bad), "--out", str(tmp_path / "sc.png"))
    assert first.startswith(f"{bad}:40: error schema: armies.0.units.0.hex: String should match pattern")


def test_R4_a_unit_with_an_empty_id_is_refused_by_validate_and_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = _edit(INTRO, tmp_path / "sc.yaml", "id: r-ay1,", "id: '',")
    first = _same_errors(capsys, bad, "play", "samurai_battles", str(bad))
    assert first.startswith(f"{bad}:40: error schema: armies.0.units.0.id: Value error, an id cannot be empty")


def test_R4_play_that_hits_max_actions_says_so_and_saves_a_log_that_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    log = tmp_path / "game.yaml"
    code, out, err = _run(capsys, "play", "neuroshima", "--max-actions", "5", "--log", str(log))
    assert code == 1
    assert "the game did not end within 5 actions" in err
    code, out, _ = _run(capsys, "replay", str(log))
    assert code == 0 and "replayed 5 actions of Neuroshima Hex; terminal: False" in out


@pytest.mark.parametrize(
    ("old", "new", "message"),
    [
        ("mode: duel", "mode: teams", "error mode-players: players: mode teams is for 4 players, not 2"),
        (
            "deck_top: []",
            "deck_top: [moloch_battle, moloch_battle, moloch_battle, moloch_battle, moloch_battle]",
            "error tile-count: players.0.deck_top: 5 x 'moloch_battle' on top of the deck, but the army has",
        ),
    ],
)
def test_R4_play_setup_refuses_a_game_file_validate_rejects(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], old: str, new: str, message: str
) -> None:
    bad = _edit(CORE / "neuroshima" / "games" / "duel.yaml", tmp_path / "game.yaml", old, new)
    first = _same_errors(capsys, bad, "play", "neuroshima", "--setup", str(bad))
    assert message in first


@pytest.mark.parametrize(
    "argv",
    [
        ["play", "neuroshima", "--max-actions", "0"],
        ["play", "neuroshima", "--seed", "abc"],
        ["play", "neuroshima", "--seed", str(2**64)],
        ["neuroshima", "solve", "x.yaml", "--max-nodes", "-1"],
    ],
)
def test_out_of_range_arguments_are_usage_errors(argv: list[str], capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exc:
        main(argv)
    assert exc.value.code == 2
    assert "Traceback" not in capsys.readouterr().err


@pytest.mark.parametrize("agents", [",", "nobody"])
def test_agents_that_name_nobody_are_clean_errors(agents: str, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = _run(capsys, "play", "neuroshima", "--agents", agents)
    assert code == 1 and err.startswith("error: ")


def test_solve_stops_at_its_node_budget_and_says_the_count_is_a_floor(capsys: pytest.CaptureFixture[str]) -> None:
    etude = CORE / "neuroshima" / "etudes" / "15-he-moves-next.yaml"
    _, out, _ = _run(capsys, "neuroshima", "solve", str(etude), "--max-nodes", "500")
    assert "search stopped early" in out and "searched 501 nodes" in out
    assert "is not among the solutions found so far" in out


def test_a_game_of_two_armies_sharing_tile_ids_is_refused_by_validate_and_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # found by the fuzz: a copy of Borgo renamed 'moloch' played against Borgo
    _edit(CORE / "neuroshima" / "armies" / "borgo.yaml", tmp_path / "army.yaml", "id: borgo\n", "id: moloch\n")
    game = tmp_path / "game.yaml"
    game.write_text(
        "schema_version: 1\nkind: neuroshima/game\nid: g\nplayers:\n- army: moloch\n- army: borgo\n", encoding="utf-8"
    )
    first = _same_errors(capsys, game, "play", "neuroshima", "--setup", str(game))
    assert first == (
        f"{game}:6: error tile-id: players.1.army: tile id 'borgo_hq' is in army 'moloch' and army 'borgo'; "
        "the armies of a game need distinct tile ids"
    )


@pytest.mark.parametrize(
    ("armies", "mode", "message"),
    [
        ("moloch", None, "--armies/--mode: players: List should have at least 2 items"),
        ("moloch,borgo,outpost,hegemony,moloch", None, "--armies/--mode: players: List should have at most 4 items"),
        ("moloch,borgo", "teams", "--armies/--mode: players: mode teams is for 4 players, not 2"),
        ("moloch,borgo,outpost", "duel", "--armies/--mode: players: mode duel is for 2 players, not 3"),
        ("moloch,foo", None, "--armies/--mode: players.1.army: no army 'foo'"),
    ],
)
def test_play_refuses_armies_and_modes_validation_rejects(
    capsys: pytest.CaptureFixture[str], armies: str, mode: str | None, message: str
) -> None:
    argv = ["play", "neuroshima", "--armies", armies] + (["--mode", mode] if mode else [])
    code, _, err = _run(capsys, *argv)
    assert code == 1 and err.startswith(f"error: {message}")


def test_a_hex_label_with_spaces_is_the_same_hex_to_validation_and_play(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # found by the fuzz: validation read ' 8, 5 ' as 8,5 while the game looked the label up as written
    spaced = _edit(INTRO, tmp_path / "sc.yaml", "hex: '8,5'}", "hex: ' 8, 5 '}")
    assert _run(capsys, "validate", str(spaced))[0] == 0
    code, out, _ = _run(capsys, "samurai-battles", "sections", str(spaced))
    assert code == 0 and "r-ay1" in out
    assert _run(capsys, "play", "samurai_battles", str(spaced), "--max-actions", "30")[0] == 1  # no end in 30
