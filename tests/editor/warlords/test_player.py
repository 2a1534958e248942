"""The Warlords player: in hot seat each side gives its orders behind the curtain and never sees
the other's until they are revealed together; the game master's question is shown with the rule
it comes from and the answer clicked reaches the engine; the battle as a seat sees it exports as
a picture."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.ai.agents import make_agent
from engine.content.library import bundled_library
from engine.core.registry import load_game
from engine.games.warlords import actions as A
from engine.games.warlords.game import bundled_battle
from tests.editor.test_no_secrets_on_screen import assert_screen_ignores_hidden, widget_texts

BATTLE = "wl-battle-defence-border"


def start(qtbot, seats: list[str], seed: int = 3):
    game = load_game("warlords")
    session = PlaySession(game, bundled_battle(BATTLE), bundled_library(), seed, seats)
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    shell.resize(1400, 900)
    shell.show()
    qtbot.waitExposed(shell)
    return session, shell


def lift(shell) -> None:
    QTest.mouseClick(shell.curtain.button, Qt.MouseButton.LeftButton)


def test_each_side_orders_in_secret_behind_the_curtain(qtbot) -> None:
    session, shell = start(qtbot, [HUMAN, HUMAN, "gm-default"])
    helpers = {p: make_agent(session.game, "greedy", 10 + p) for p in (0, 1)}
    curtains = 0
    ordered: str | None = None
    for _ in range(600):
        qtbot.waitUntil(lambda: shell.curtain.is_down or session.human_to_move() or session.state.is_terminal())
        if shell.curtain.is_down:
            curtains += 1
            lift(shell)
            continue
        seat = session.to_move()
        legal = session.legal_actions()
        selects = [a for a in legal if isinstance(a, A.SelectUnit)]
        if seat == 0 and ordered is None and selects:
            # side 0 picks a unit on the field with the mouse and orders it from the list
            unit = selects[0].unit
            cell = next(u.cell for u in session.state.observation(0).units if u.id == unit)
            field = shell.table.field
            QTest.mouseClick(
                field, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, field.cell_point(cell).toPoint()
            )
            assert session.state.observation(0).stage.endswith(unit)
            orders = shell.table.actions_list
            row = next(i for i in range(orders.count()) if orders.item(i).text().startswith("order: wait"))
            orders.setCurrentRow(row)
            QTest.mouseClick(
                shell.findChild(type(shell.undo_button), "warlords.play_selected"), Qt.MouseButton.LeftButton
            )
            ordered = unit
            continue
        if seat == 1 and ordered is not None:
            secret = [e for e in session.state.events if e.kind == "order" and e.visible_to == frozenset({0, 2})]
            if secret and not any(e.kind == "orders_revealed" for e in session.state.events):
                # side 1 at the screen: nothing of side 0's orders, anywhere in the player
                screen = "\n".join(widget_texts(shell))
                assert all(e.text not in screen for e in secret)
                assert shell.session.viewer() == 1
                # and nothing hidden from side 1 (side 0's orders, its unseen units) changes the screen
                assert_screen_ignores_hidden(shell, [1], seed=77)
                break
        shell.play(helpers[seat].choose(session.state))
    else:
        raise AssertionError("side 1 never came to give its orders")
    assert curtains >= 3  # handed over between the sides before the battle and for the orders


def test_the_game_masters_question_is_answered_in_the_gui_and_reaches_the_engine(qtbot) -> None:
    session, shell = start(qtbot, ["greedy", "greedy", HUMAN], seed=3)
    qtbot.waitUntil(lambda: session.human_to_move(), timeout=20000)
    obs = session.state.observation(2)
    d = obs.decision
    assert d is not None and d.seat == 2
    table = shell.table
    assert table.gm_box.isVisible()
    assert str(d.question) in table.gm_question.text()  # the question is a message, said in the interface's language
    assert d.rule in table.gm_rule.text() and d.default in table.gm_rule.text()
    choice = next((o for o in d.options if o != d.default), d.default)
    button = table.findChild(type(shell.undo_button), f"warlords.gm.option.{choice}")
    assert button is not None and button.isEnabled()
    before = len(session.state.history)
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    assert session.state.history[before] == A.Gm(choice)
    answered = [e for e in session.state.events if e.kind == "gm_decision"]
    assert answered and answered[-1].text.endswith(choice)


def test_the_battle_as_a_seat_sees_it_exports_as_png_svg_and_pdf(qtbot, tmp_path: Path) -> None:
    session, shell = start(qtbot, ["greedy", "greedy", "gm-default"], seed=5)
    qtbot.waitUntil(lambda: session.state.observation(0).turn >= 2 or session.state.is_terminal(), timeout=20000)
    for suffix in ("png", "svg", "pdf"):
        out = shell.table.export_to(tmp_path / f"state.{suffix}")
        assert out.stat().st_size > 1000
    picture = shell.table.current_picture()
    seen = session.state.observation(0)
    assert {u.cell for u in picture.units} == {u.cell for u in seen.units if u.cell and u.cell != "-"}
