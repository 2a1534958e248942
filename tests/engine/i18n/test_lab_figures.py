"""The figures a game adds to the balance lab's report are named in the reader's language
(issue 32): the report keeps the names the game gives them; the command line's report and the
lab read them through the game's messages (`figure_said`), English as before."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from engine.ai.game_stats import figure_said
from engine.core.catalogue import render
from engine.core.message import Message

ROOT = Path(__file__).resolve().parents[3]

# every figure name and part name the five games' lab_stats give, with their Russian reading
NAMES = [
    ("neuroshima", "HQ damage taken by army", "урон штабам по армиям"),
    ("neuroshima", "tiles on the board at the end by army", "жетонов на поле к концу по армиям"),
    ("samurai_battles", "turns", "ходов"),
    ("samurai_battles", "units lost by army", "потеряно отрядов по армиям"),
    ("samurai_battles", "turn 12", "ход 12"),
    ("samurai_battles", "banners by turn: Samurai Army (Red)", "знамёна по ходам: Samurai Army (Red)"),
    ("rokugan", "honor sources (average clan)", "источники чести (клан в среднем)"),
    ("rokugan", "honor sources (winner)", "источники чести (победитель)"),
    ("rokugan", "wins by clan", "победы по кланам"),
    ("rokugan", "face_up_control", "открытые жетоны контроля"),
    ("rokugan", "defense_tokens", "жетоны обороны"),
    ("rokugan", "Crab", "Краб"),
    ("samurai_sword", "team wins", "победы команд"),
    ("samurai_sword", "Shogun and Samurai", "команда Сёгуна и Самураев"),
    ("samurai_sword", "last_standing", "последний выживший"),
    ("warlords", "figures lost by side", "потеряно фигур по сторонам"),
    ("warlords", "control zones held at the end", "зон контроля удержано к концу"),
    ("warlords", "side 2", "сторона 2"),
]


@pytest.mark.parametrize(("game", "name", "russian"), NAMES)
def test_a_figure_reads_in_russian_and_as_the_game_named_it_in_english(game: str, name: str, russian: str) -> None:
    said = figure_said(game, name)
    assert isinstance(said, Message)
    assert render(said, "ru") == russian
    assert render(said, "en") == name


def test_a_name_the_catalogue_does_not_know_stays_as_the_game_gave_it() -> None:
    # a content name (an army of a designer's own) has no message: it is shown as it is
    assert figure_said("neuroshima", "My Own Army") == "My Own Army"


def _simulate(lang: str) -> str:
    env = {**os.environ, "WARBENCH_LANG": lang, "PYTHONPATH": str(ROOT)}
    args = ["simulate", "samurai_sword", "--players", "4", "--agents", "random", "--games", "4", "--workers", "1"]
    done = subprocess.run(
        [sys.executable, "-m", "editor.cli", *args], capture_output=True, text=True, env=env, cwd=ROOT, check=True
    )
    return done.stdout


def test_the_simulate_report_names_the_games_figures_in_russian() -> None:
    lines = [line for line in _simulate("ru").splitlines() if "конец игры" in line or "победы команд" in line]
    assert len(lines) == 2
    for line in lines:
        assert not re.search(r"[A-Za-z]{2,}", line), line


def test_the_simulate_report_names_the_games_figures_in_english_as_before() -> None:
    out = _simulate("en")
    assert "  game end: honor " in out
    assert "  team wins: " in out
