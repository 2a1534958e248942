"""The Samurai Sword table: the players a weapon may be aimed at are the engine's legal targets;
a parry off-turn is answered by clicking, after the screen passed to the attacked player; in a
hot-seat game the hand on screen is only ever the hand of the seat at the screen; Geisha is
aimed at a card in play; games are saved, loaded and started from the Play menu."""

from __future__ import annotations

import random
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtTest import QTest

from editor.games.samurai_sword import new_game
from editor.games.samurai_sword.table import SSTable
from editor.player.session import HUMAN, PlaySession
from editor.player.shell import PlayerShell
from engine.content.library import bundled_library
from engine.core.registry import load_game
from engine.games.samurai_sword import actions as A
from engine.games.samurai_sword.setup import SamuraiSwordSetup
from tests.editor.samurai_sword.helpers import (
    choose,
    click_card,
    click_chip,
    click_seat,
    double_click_card,
    lift_curtain,
    open_player,
    table_of,
    take_at_the_table,
)
from tests.engine.samurai_sword.helpers import arrange, hand

GAME = load_game("samurai_sword")
#: characters without an ability that changes difficulty or defence
PLAIN = ("goemon", "nobunaga", "tomoe", "hideyoshi", "ieyasu")


def session(seats: list[str], seed: int = 3) -> PlaySession:
    return PlaySession(GAME, SamuraiSwordSetup(players=len(seats)), bundled_library(), seed, seats)


def engine_targets(s: PlaySession, weapon: str) -> set[int]:
    return {a.target for a in s.state.legal_actions() if isinstance(a, A.Attack) and a.weapon == weapon}


def test_the_players_highlighted_are_the_engines_legal_targets(qtbot) -> None:
    s = session([HUMAN, "greedy", "greedy", "greedy", "greedy"])
    # seat 2 wears Armor (difficulty 3 from seat 0), seat 3 holds no card (Harmless, L101-113)
    arrange(
        s.state,
        roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
        chars=PLAIN,
        hands={0: ["bokken", "bo", "shuriken", "parry"]},
        in_play={2: ["armor"]},
        empty_hands=[3],
    )
    shell = open_player(qtbot, s)
    table = table_of(shell)
    for weapon, reach in (("bokken", {1, 4}), ("bo", {1, 4}), ("shuriken", {1, 2, 4})):
        click_card(table, weapon)
        assert table.selected == weapon
        shown = set(table.canvas.picture.targets)
        assert shown == engine_targets(s, weapon) == reach
        assert all(table.canvas.picture.targets[t].startswith("difficulty") for t in shown)
    assert table.canvas.picture.targets[2] == "difficulty 3"  # two seats away, plus the Armor
    assert table.canvas.picture.notes[3] == "Harmless"
    click_seat(table, 3)
    assert "Harmless" in shell.last_message and s.state.history == []  # refused with the engine's reason
    QTest.keyClick(table.hand, Qt.Key.Key_Escape)  # the card goes back to the hand
    assert table.selected is None and table.canvas.picture.targets == {}
    click_card(table, "bokken")
    click_seat(table, 2)
    assert "the difficulty to seat 3 (Tomoe) is 3; Bokken reaches 1" in shell.last_message
    click_card(table, "shuriken")
    click_seat(table, 2)
    assert s.state.history[0] == A.Attack("shuriken", 2)


def test_geisha_is_aimed_at_a_card_in_play_by_clicking_it(qtbot) -> None:
    s = session([HUMAN, "greedy", "greedy"])
    arrange(
        s.state,
        roles=["shogun", "ninja", "ninja"],
        chars=PLAIN[:3],
        hands={0: ["geisha", "fast_draw"]},
        in_play={1: ["focus", "armor"]},
    )
    shell = open_player(qtbot, s)
    table = table_of(shell)
    double_click_card(table, "fast_draw")  # a card that names nobody: a double click plays it
    assert s.state.history == [A.Play("fast_draw")]
    click_card(table, "geisha")
    assert table.canvas.picture.chip_targets == {(1, "focus"), (1, "armor")}
    assert set(table.canvas.picture.targets) == {1, 2}  # their hands, a random card
    click_chip(table, 1, "armor")
    assert s.state.history[1] == A.Geisha("geisha", 1, "armor")


def test_a_parry_off_turn_is_answered_by_clicking_after_the_screen_passes(qtbot) -> None:
    s = session([HUMAN, HUMAN, HUMAN])
    arrange(
        s.state,
        roles=["shogun", "ninja", "ninja"],
        chars=PLAIN[:3],
        hands={0: ["katana", "bokken"], 1: ["parry", "kiseru"]},
        turn=0,
    )
    shell = open_player(qtbot, s)
    table = table_of(shell)
    shown: list[tuple[int, list[str]]] = []
    table.hand_shown.connect(lambda seat, cards: shown.append((seat, list(cards))))
    click_card(table, "katana")
    click_seat(table, 1)
    assert s.state.current_player() == 1 and s.state.observation(1).phase == "parry"
    # the screen passes: nothing of seat 0's hand stays, nothing of seat 1's shows yet
    assert shell.curtain.is_down and table.hand.cards == [] and shown[-1] == (-1, [])
    lift_curtain(shell)
    assert shown[-1] == (1, ["kiseru", "parry"]) and table.hand.cards == ["kiseru", "parry"]
    assert "attacks you with Katana (3 wounds)" in table.prompt_label.text()
    assert table.hand.playable == {"parry"}  # only the defence card answers a weapon
    assert set(table.decision_buttons()) == {"parry parry", "wound"}
    click_card(table, "parry")
    assert s.state.history[-1] == A.Parry("parry")
    assert s.state.res[1] == s.state.max_res[1]  # the attack dealt no wounds
    assert s.state.current_player() == 0 and shell.curtain.is_down  # back to the attacker's turn


def test_in_hot_seat_the_hand_on_screen_is_always_the_seat_at_the_screens(qtbot) -> None:
    s = session([HUMAN, HUMAN, HUMAN], seed=8)
    shell = open_player(qtbot, s)
    table = table_of(shell)
    shown: list[tuple[int, list[str]]] = []
    table.hand_shown.connect(lambda seat, cards: shown.append((seat, list(cards))))
    seats_seen: set[int] = set()
    rnd = random.Random(2)
    steps = 0
    while steps < 60 and not s.state.is_terminal():
        if lift_curtain(shell):
            continue
        viewer = s.viewer()
        assert table.hand.cards == hand(s.state, viewer)
        picture = table.canvas.picture
        assert picture is not None and picture.obs.viewer == viewer
        # roles drawn: one's own and the Shogun's (L53-54), no other until the end (L153-155)
        shogun = s.state.shogun
        assert [sv.role is not None for sv in picture.obs.seats] == [p in (viewer, shogun) for p in range(3)]
        seats_seen.add(viewer)
        before = len(s.state.history)
        legal = s.state.legal_actions()
        action = legal[rnd.randrange(len(legal))]
        take_at_the_table(table, action)  # any legal action can be taken at the table
        assert s.state.history[before:] == [action], shell.last_message
        steps += 1
        # every hand shown while this was played was the hand of the seat at the screen
        for seat, cards in shown:
            assert (seat == -1 and cards == []) or seat == viewer
        shown.clear()
    assert seats_seen == {0, 1, 2} and steps >= 40


def test_a_game_against_the_agents_is_saved_and_loaded(qtbot, tmp_path: Path) -> None:
    s = session([HUMAN, "greedy", "random", "greedy"], seed=5)
    shell = open_player(qtbot, s)
    qtbot.waitUntil(lambda: s.human_to_move() or s.state.is_terminal(), timeout=5000)
    table = table_of(shell)
    assert table.hand.cards == hand(s.state, 0)
    path = tmp_path / "game.yaml"
    shell.save_to(str(path))
    key = s.state.key()
    shell.restart()
    assert shell.load_from(str(path))
    assert shell.session.state.key() == key and shell.session.seats == [HUMAN, "greedy", "random", "greedy"]
    assert table.hand.cards == hand(shell.session.state, 0)


def test_the_play_menu_starts_a_game_with_the_deck_chosen(window, monkeypatch) -> None:
    def four_with_the_duel_deck(dialog: new_game.NewGameDialog) -> int:
        dialog.players.setValue(4)
        for i, seat in enumerate([HUMAN, "greedy", "random", "greedy"]):
            dialog.seats[i].setCurrentText(seat)
        choose(dialog.content["deck"], "duel")
        assert dialog.problem.text() == ""
        return 1

    monkeypatch.setattr(new_game.NewGameDialog, "exec", four_with_the_duel_deck)
    window.findChild(QAction, "play.samurai_sword.new").trigger()
    play = window.tabs.currentWidget()
    assert isinstance(play, PlayerShell) and isinstance(play.table, SSTable)
    assert play.session.state.num_players() == 4 and play.session.setup.deck == "duel"
    assert play.session.seats == [HUMAN, "greedy", "random", "greedy"]
    duel = bundled_library().get("samurai_sword/deck", "duel")
    assert play.session.prepared.card_ids == [c.id for c in duel.cards]
