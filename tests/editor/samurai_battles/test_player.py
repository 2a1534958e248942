"""The Samurai Battles player: cards order only their sections, moves and targets come from the
engine (illegal ones are refused with the reason), dice before and after rolling, the hot-seat
curtain, undo of one's own last action, restart, save and load, agents."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QGraphicsLineItem

from editor.games.samurai_battles.los_tool import los_message
from editor.games.samurai_battles.play_board import ORDERABLE, REACHABLE, TARGET
from editor.player.session import HUMAN, PlaySession
from editor.player.shell import PlayerShell
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.core.registry import load_game
from engine.games.samurai_battles import actions as A
from engine.games.samurai_battles.queries import line_of_sight, melee_options, pieces_in_section
from engine.games.samurai_battles.scenario import LeaderPlacement, Scenario, UnitPlacement

GAME = load_game("samurai_battles")
SAFE_HAND = ["order2_left", "order2_center", "order2_right", "order3_center", "crane_wing"]


def battle() -> Scenario:
    sc = Scenario.new_document()
    sc.title.en = "Test battle"
    red, yellow = sc.armies
    red.dragon_cards = yellow.dragon_cards = 0
    red.units = [
        UnitPlacement(id="r-left", type="AY", hex="8,5"),
        UnitPlacement(id="r-center", type="AY", hex="8,11"),
        UnitPlacement(id="r-bow", type="AB", hex="9,14"),
        UnitPlacement(id="r-right", type="SN", hex="8,19"),
    ]
    red.leaders = [LeaderPlacement(id="r-lead", kind="foot", hex="9,6")]
    yellow.units = [
        UnitPlacement(id="y-near", type="AY", hex="7,10"),
        UnitPlacement(id="y-far", type="AY", hex="2,11"),
        UnitPlacement(id="y-right", type="SN", hex="2,19"),
    ]
    sc.victory.banners = 3
    return sc


def session(seats=(HUMAN, HUMAN), seed=7, hands=(SAFE_HAND, SAFE_HAND)) -> PlaySession:
    s = PlaySession(GAME, battle(), bundled_library(), seed, list(seats))
    st = s.state
    for p in (0, 1):
        st.commands.pile.extend(st.hands[p])
        st.hands[p] = list(hands[p])
        for c in hands[p]:
            st.commands.pile.remove(c)
    st._legal = None
    return s


def view_of(qtbot, s: PlaySession, delay: int = 0) -> PlayerShell:
    v = player_for(s, agent_delay_ms=delay)
    qtbot.addWidget(v)
    v.resize(1400, 900)
    v.show()
    qtbot.waitExposed(v)
    if v.curtain.is_down:  # hot seat: the first player takes the screen
        QTest.mouseClick(v.curtain.button, Qt.MouseButton.LeftButton)
    v.table.board.view.fit()
    return v


def hex_point(v: PlayerShell, label: str):
    board = v.table.board.document.board
    x, y = board.center(board.parse(label))
    return v.table.board.view.mapFromScene(QPointF(x, y))


def click(v: PlayerShell, label: str) -> None:
    QTest.mouseClick(
        v.table.board.view.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, hex_point(v, label)
    )


def drag(v: PlayerShell, frm: str, to: str) -> None:
    vp = v.table.board.view.viewport()
    QTest.mousePress(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, hex_point(v, frm))
    QTest.mouseMove(vp, hex_point(v, to))
    QTest.mouseRelease(vp, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, hex_point(v, to))


def play_card(v: PlayerShell, card: str) -> None:
    lst = v.table.hand
    row = next(i for i in range(lst.count()) if lst.item(i).data(Qt.ItemDataRole.UserRole) == card)
    item = lst.item(row)
    lst.scrollToItem(item)
    rect = lst.visualItemRect(item)
    QTest.mouseClick(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseDClick(lst.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())


def press(v: PlayerShell, notation: str) -> None:
    buttons = v.table.decision_buttons()
    assert notation in buttons, sorted(buttons)
    QTest.mouseClick(buttons[notation], Qt.MouseButton.LeftButton)


def test_a_cards_orders_allow_only_units_of_its_sections(qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    play_card(v, "order2_left")
    assert s.state.history[-1] == A.PlayCommand("order2_left")
    left = set(pieces_in_section(s.state, 0, "left"))
    assert left == {"r-left", "r-lead"}
    hexes = {"8,5", "9,6"}
    assert v.table.board.marked(ORDERABLE) == hexes
    before = len(s.state.history)
    click(v, "8,11")  # the centre unit: not ordered by a left-flank card
    assert len(s.state.history) == before
    assert "cannot be ordered by Order two units left flank" in v.last_message
    click(v, "8,5")
    assert s.state.history[-1] == A.Order("r-left")
    assert s.state.units[0].ordered


def test_moves_come_from_the_engine_and_an_illegal_move_is_refused(qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    play_card(v, "order2_center")
    click(v, "9,14")  # the bowmen
    press(v, "orders-done")
    assert render(s.state.stack[-1].prompt(s.state), "en") == "move ordered units"
    # the only mover is selected by itself and its reachable hexes are shown
    legal = {a.to for a in s.legal_actions() if isinstance(a, A.Move) and a.piece == "r-bow"}
    assert v.table.selected == "r-bow" and v.table.board.marked(REACHABLE) == legal
    before = len(s.state.history)
    drag(v, "9,14", "4,13")  # far beyond its move
    assert len(s.state.history) == before and s.state.units[2].hex == s.state.field.parse("9,14")
    assert "cannot move to 4,13" in v.last_message
    drag(v, "9,14", "8,13")
    assert s.state.history[-1] == A.Move("r-bow", "8,13")


def test_targets_show_their_dice_before_the_roll_and_the_dice_after(qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    play_card(v, "order2_center")
    click(v, "8,11")
    press(v, "orders-done")
    press(v, "moves-done")
    dice = dict(melee_options(s.state, "r-center"))["y-near"]
    assert v.table.selected == "r-center" and v.table.board.marked(TARGET) == {"7,10"}
    texts = [i.text() for i in v.table.board._marks if hasattr(i, "text")]
    assert f"melee {dice} dice" in texts
    click(v, "7,10")
    assert s.state.history[-1] == A.Melee("r-center", "y-near")
    roll = next(e for e in reversed(s.state.events) if e.kind == "roll")
    assert len(roll.data["faces"]) == dice
    assert v.table.dice.faces == [
        ["circle", "triangle", "square", "flag", "swords", "honor"][f] for f in roll.data["faces"]
    ]
    # the roller by its type's name and its hex, not its id (issues 32, 33)
    assert f"Ashigaru yari at 8,11 rolls {dice} dice" in v.table.dice_caption.text()
    assert "r-center" not in v.table.dice_caption.text()


def test_hot_seat_never_shows_a_hand_to_the_wrong_player(qtbot) -> None:
    s = session(hands=(SAFE_HAND, ["order3_center", "order1_left", "crane_wing", "order2_right", "flying_goose"]))
    v = view_of(qtbot, s)
    shown = lambda: sorted(v.table.hand.item(i).data(Qt.ItemDataRole.UserRole) for i in range(v.table.hand.count()))  # noqa: E731
    assert shown() == sorted(s.state.hands[0])
    for _ in range(40):  # play on, switching players, checking every screen
        if s.state.is_terminal():
            break
        if v.curtain.is_down:
            assert v.table.hand.count() == 0 and v.table.dragon_hand.count() == 0 and v.table.decision_buttons() == {}
            QTest.mouseClick(v.curtain.button, Qt.MouseButton.LeftButton)
        player = s.to_move()
        assert shown() == sorted(s.state.hands[player])
        legal = s.legal_actions()
        pick = next((a for a in legal if isinstance(a, (A.EndOrders, A.EndMoves, A.EndBattles))), legal[0])
        v.play(pick)
        if not s.state.is_terminal() and s.to_move() != player:
            assert v.curtain.is_down  # the other player must not see this hand


def test_undo_takes_back_only_my_last_action_before_dice_are_rolled(qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    play_card(v, "order2_center")
    click(v, "8,11")
    assert v.undo_button.isEnabled()
    QTest.mouseClick(v.undo_button, Qt.MouseButton.LeftButton)
    assert s.state.history[-1] == A.PlayCommand("order2_center") and not s.state.units[1].ordered
    click(v, "8,11")
    press(v, "orders-done")
    press(v, "moves-done")
    click(v, "7,10")  # melee: dice are rolled
    assert not v.undo_button.isEnabled()
    n = len(s.state.history)
    v.undo()
    assert len(s.state.history) == n and "only your own last action" in v.last_message


def test_restart_save_and_load(qtbot, tmp_path: Path) -> None:
    s = session()
    v = view_of(qtbot, s)
    play_card(v, "order2_center")
    click(v, "8,11")
    path = tmp_path / "game.yaml"
    v.save_to(str(path))
    history = [a.to_str() for a in s.state.history]
    v.restart()
    assert len(v.session.state.history) == 0
    assert v.load_from(str(path))
    assert [a.to_str() for a in v.session.state.history] == history
    assert v.session.state.units[1].ordered
    assert not v.load_from(str(tmp_path / "missing.yaml"))


def test_an_agent_answers_and_a_game_between_agents_runs_to_its_end(qtbot) -> None:
    s = session(seats=(HUMAN, "greedy"))
    v = view_of(qtbot, s)
    play_card(v, "order2_center")
    click(v, "9,14")
    press(v, "orders-done")
    press(v, "moves-done")
    press(v, "take-honor")
    assert s.state.honor[0] == 4 + 2
    qtbot.waitUntil(lambda: s.human_to_move() or s.state.is_terminal(), timeout=30000)
    assert any(e.text.startswith(s.state.army(1)) for e in s.state.events)
    both = session(seats=("greedy", "greedy"))
    watch = view_of(qtbot, both)
    qtbot.waitUntil(lambda: both.state.is_terminal(), timeout=60000)
    assert "Game over" in watch.status.text()
    assert both.state.outcome().winners


def hover(v: PlayerShell, label: str) -> None:
    QTest.mouseMove(v.table.board.view.viewport(), hex_point(v, label))


def test_pointing_at_an_enemy_with_a_firing_unit_selected_shows_the_line_of_sight(qtbot) -> None:
    s = session()
    v = view_of(qtbot, s)
    play_card(v, "order2_center")
    click(v, "9,14")  # the bowmen
    press(v, "orders-done")
    drag(v, "9,14", "8,13")
    assert v.table.selected == "r-bow" and A.Fire("r-bow", "y-near") in s.legal_actions()
    for target in ("7,10", "2,11", "2,19"):
        hover(v, "9,12")  # a hex without an enemy: no line
        assert v.table._los_items == []
        hover(v, target)
        report = line_of_sight(s.state, "8,13", target)
        assert v.last_message == los_message("8,13", target, report)
        assert ("clear" if report.clear else "blocked") in v.last_message
        assert len([i for i in v.table._los_items if isinstance(i, QGraphicsLineItem)]) == 1
    before = len(s.state.history)
    hover(v, "8,11")  # an own unit: nothing drawn, nothing played
    assert v.table._los_items == [] and len(s.state.history) == before
    hover(v, "7,10")
    click(v, "7,10")  # firing clears the preview with the rest of the marks
    assert s.state.history[-1] == A.Fire("r-bow", "y-near") and v.table._los_items == []
