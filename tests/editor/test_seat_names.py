"""Seats are named the same way everywhere — by the clan, side or character the game gives them, and
numbered from 1 where a number is needed — and a replay never says that a seat is thinking or
invites the user to play."""

from __future__ import annotations

import random
import re
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from editor.lab.replay import ReplayView
from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.ai.batch import GameSummary
from engine.content.library import bundled_library
from engine.core.registry import load_game
from tests.editor.test_no_secrets_on_screen import widget_texts


def summary_of(game, setup, seed: int, steps: int) -> GameSummary:
    state = game.new_initial_state(setup, bundled_library(), seed)
    rnd = random.Random(seed)
    actions = []
    for _ in range(steps):
        if state.is_terminal():
            break
        a = rnd.choice(state.legal_actions())
        actions.append(a.to_str())
        state.apply(a)
    n = state.num_players()
    return GameSummary(0, seed, ("random",) * n, 0, (), (0.0,) * n, "", len(actions), "limit", None, {}, tuple(actions))


@pytest.mark.parametrize("game_id", ["samurai_battles", "rokugan", "warlords", "neuroshima", "samurai_sword"])
def test_a_replay_never_says_a_seat_is_thinking_nor_invites_to_play(qtbot, game_id) -> None:
    game = load_game(game_id)
    setup = game.example_setups()[0]
    summary = summary_of(game, setup, 3, 60)
    view = ReplayView(game, setup, bundled_library(), summary)
    qtbot.addWidget(view)
    view.resize(1200, 800)
    view.show()
    table = view.table
    names = [table.seat_name(p) for p in range(len(summary.agents))]
    assert [view.viewer.itemText(i) for i in range(view.viewer.count())] == [f"{n} (random)" for n in names]
    # the sides', clans' or armies' own names, numbered from 1 where numbered at all
    assert len(set(names)) == len(names) and not any(re.search(r"\b(seat|player) 0\b", n) for n in names)
    assert not any(n in (f"player {p + 1}", f"seat {p + 1}") for p, n in enumerate(names)), names
    for step in range(0, len(summary.actions) + 1, 7):
        view.slider.setValue(step)
        for text in widget_texts(view):
            assert "thinking" not in text and "double-click" not in text, text


def test_samurai_sword_numbers_its_seats_from_1_everywhere(qtbot) -> None:
    game = load_game("samurai_sword")
    setup = game.example_setups()[0]
    n = game.new_initial_state(setup, bundled_library(), 0).num_players()
    session = PlaySession(game, setup, bundled_library(), 4, [HUMAN] + ["random"] * (n - 1))
    shell = player_for(session, agent_delay_ms=60_000)
    qtbot.addWidget(shell)
    shell.show()
    first = shell.table.seat_name(0)
    assert first.startswith("seat 1 (")
    log = "\n".join(e.text for e in session.state.events)
    assert "seat 0" not in log and f"seat {n + 1}" not in log  # the engine's log counts from 1 too
    assert "seat 0" not in shell.status.text()


def test_the_curtain_names_the_rokugan_clan_it_asks_for(qtbot) -> None:
    game = load_game("rokugan")
    setup = game.example_setups()[0]
    session = PlaySession(game, setup, bundled_library(), 4, [HUMAN, HUMAN])
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    shell.show()
    curtains = 0
    for _ in range(60):  # the public claims pass without a curtain (issue 27): play on to the next ones
        if shell.curtain.is_down:
            seat = shell.curtain.player
            clan = session.state.observation(seat).clans[seat].clan
            assert shell.table.clan_name(clan) in shell.curtain.label.text()
            assert shell.table.clan_name(clan) in shell.status.text()
            QTest.mouseClick(shell.curtain.button, Qt.MouseButton.LeftButton)
            curtains += 1
            if curtains == 3:
                break
        assert shell.play(session.legal_actions()[0])
    assert curtains == 3


def test_samurai_sword_names_the_winners_and_the_seats_under_the_pointer_from_1(qtbot) -> None:
    game = load_game("samurai_sword")
    setup = game.example_setups()[0]
    n = game.new_initial_state(setup, bundled_library(), 0).num_players()
    session = PlaySession(game, setup, bundled_library(), 6, ["random"] * n)
    shell = player_for(session, agent_delay_ms=60_000)
    qtbot.addWidget(shell)
    shell.resize(1300, 850)
    shell.show()
    qtbot.waitExposed(shell)
    table = shell.table
    canvas = table.canvas
    for seat, rect in canvas._seat_rects.items():
        tip = canvas._tooltip(rect.center())
        assert tip.startswith(f"seat {seat + 1}: "), tip
    while not session.state.is_terminal():
        session.step_agent()
    shell.refresh()
    winners = session.state.outcome().winners
    assert winners
    first = canvas.result_lines(canvas.picture)[0]
    assert all(table.seat_name(w) in first for w in winners), first
    assert all(table.seat_name(w) in shell.status.text() for w in winners)


@pytest.mark.parametrize("game_id", ["warlords", "samurai_sword"])
def test_the_balance_lab_names_the_seats_as_the_table_does_where_the_setup_decides_them(qtbot, game_id) -> None:
    from editor.lab.panel import BalanceLab
    from editor.lab.replay import table_for

    game = load_game(game_id)
    setup = game.example_setups()[0]
    lab = BalanceLab(game, lambda: setup, bundled_library(), title="names")
    qtbot.addWidget(lab)
    n = game.new_initial_state(setup, bundled_library(), 0).num_players()
    table = table_for(PlaySession(game, setup, bundled_library(), 0, [HUMAN] * n))
    names = [lab.seat_name(p) for p in range(n)]
    if game_id == "samurai_sword":  # the characters are dealt anew each game: the seat's number only
        assert names == [f"seat {p + 1}" for p in range(n)]
    else:  # the sides and clans of the setup, as the table and the replays name them
        assert names == [table.seat_name(p) for p in range(n)]
        assert not any(re.fullmatch(r"(seat|player) \d+", name) for name in names), names


def _accept_seats_dialog_and_read_its_rows(qtbot, seen: list[str]) -> None:
    """While the modal seats dialog runs: read its row labels, then press OK with the mouse."""
    from PySide6.QtWidgets import QApplication, QDialogButtonBox, QFormLayout, QLabel

    def act() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(20, act)
            return
        form = dialog.layout()
        assert isinstance(form, QFormLayout)
        for combo in dialog.combos:
            label = form.labelForField(combo.parentWidget())
            assert isinstance(label, QLabel)
            seen.append(label.text())
        box = dialog.findChild(QDialogButtonBox)
        ok = box.button(QDialogButtonBox.StandardButton.Ok)
        QTest.mouseClick(ok, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, act)


@pytest.mark.parametrize(
    "path",
    [
        "content/core/warlords/battles/wl-battle-meeting-river.yaml",
        "content/core/samurai_battles/scenarios/sb-z001-first-samurai-skirmish.yaml",
        "rokugan-fixed-clans",
    ],
)
def test_the_seats_dialog_names_each_seat_as_the_table_does(qtbot, window, tmp_path, path) -> None:
    """The new-game seat rows said "Player 1/2/3" (issue 27 item 6): each names its side, army or
    clan as the game's table does, with a capital where it starts the row."""
    from PySide6.QtGui import QAction

    from editor.player.shell import PlayerShell

    if path == "rokugan-fixed-clans":  # a scenario that seats the clans itself
        text = Path("content/core/rokugan/scenarios/standard-3p.yaml").read_text(encoding="utf-8")
        path = str(tmp_path / "fixed.yaml")
        Path(path).write_text(text.replace("id: ", "id: fixed-", 1) + "clans: [crab, lion, crane]\n", encoding="utf-8")
    window.open_file(path)
    seen: list[str] = []
    _accept_seats_dialog_and_read_its_rows(qtbot, seen)
    window.findChild(QAction, "play.start").trigger()
    play = window.tabs.currentWidget()
    assert isinstance(play, PlayerShell)
    names = [play.table.seat_name(p) for p in range(play.session.state.num_players())]
    assert seen == [n[:1].upper() + n[1:] for n in names], (seen, names)
    assert not any(re.fullmatch(r"(Player|Seat) \d+", label) for label in seen), seen
    for shell in window.play_tabs():
        shell.agent_delay_ms = 60_000


def test_the_samurai_sword_new_game_dialog_numbers_seats_from_1(qtbot) -> None:
    """The dialog said "Seat 0" where the table says seat 1."""
    from editor.games.samurai_sword.new_game import NewGameDialog

    d = NewGameDialog()
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    d.players.setFocus()
    d.players.selectAll()
    QTest.keyClicks(d.players, "4")
    assert d.players.value() == 4
    shown = [lab.text() for lab in d.seat_labels if lab.isVisible()]
    assert shown == ["Seat 1", "Seat 2", "Seat 3", "Seat 4"]


def test_the_seats_dialog_numbers_from_1_the_seats_the_deal_decides(qtbot, window) -> None:
    """Clans drawn at random by the seed: the dialog cannot name them yet, so it counts from 1."""
    from PySide6.QtGui import QAction

    window.open_file("content/core/rokugan/scenarios/standard-3p.yaml")
    seen: list[str] = []
    _accept_seats_dialog_and_read_its_rows(qtbot, seen)
    window.findChild(QAction, "play.start").trigger()
    assert seen == ["Seat 1", "Seat 2", "Seat 3"]
    for shell in window.play_tabs():
        shell.agent_delay_ms = 60_000
