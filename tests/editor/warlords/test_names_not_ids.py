"""Issue 33: the Warlords editor and player call units, rosters and battlefields by their names;
the ids (``tg-kihei``, ``wl-field-border-ford``) stay in the files and the tooltips. The side
panel says where the battle is as a player counts it: before the battle, then "Turn 1 of 12,
command phase"."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QComboBox, QLabel

from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.ai.agents import make_agent
from engine.content.library import bundled_library, core_pack_dir
from engine.core.registry import load_game
from engine.games.warlords.game import bundled_battle

BATTLE = "wl-battle-defence-border"
ID = re.compile(r"\b(?:tg|cr)-[a-z0-9-]+")


def test_the_palette_offers_the_rosters_units_by_name_and_a_drop_places_the_unit(window) -> None:
    window.open_file(core_pack_dir() / "warlords/battles/wl-battle-defence-border.yaml")
    section, item = window.palette_tree.show_entry("unit-0-tg-kihei")
    assert item.text().startswith("Light cavalry (kihei)")
    assert "tg-kihei" in item.toolTip()
    shown = [section.item(i).text() for i in range(section.count())]
    assert shown and not any(ID.search(t) for t in shown)


def test_the_battlefield_and_rosters_are_chosen_by_their_names(window) -> None:
    window.open_file(core_pack_dir() / "warlords/battles/wl-battle-defence-border.yaml")
    doc = window.current_document()
    combo = window.findChild(QComboBox, "warlords.battle.battlefield")
    texts = [combo.itemText(i) for i in range(combo.count())]
    assert "The hills inside the province" in texts and not any(t.startswith("wl-") for t in texts)
    roster = window.findChild(QComboBox, "warlords.battle.sides.0.roster")
    assert roster.currentText() == "Tiger clan vanguard" and "wl-tiger-vanguard" in roster.itemData(
        roster.currentIndex(), Qt.ItemDataRole.ToolTipRole
    )
    # the user picks the other battlefield with the keyboard: the battle names its id, the undo step its name
    doc.model.sides[0].deployment.clear()  # no deployed unit may fall off the new field
    doc.model.sides[1].deployment.clear()
    combo.setFocus()
    target = combo.findText("The hills inside the province")
    key = Qt.Key.Key_Down if target > combo.currentIndex() else Qt.Key.Key_Up
    while combo.currentIndex() != target:
        QTest.keyClick(combo, key)
    assert doc.model.battlefield == "wl-field-inner-hills"
    assert doc.undo_stack.undoText() == "Fight on The hills inside the province"


def start(qtbot):
    session = PlaySession(
        load_game("warlords"), bundled_battle(BATTLE), bundled_library(), 3, [HUMAN, HUMAN, "gm-default"]
    )
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    shell.resize(1400, 900)
    shell.show()
    qtbot.waitExposed(shell)
    return session, shell


def test_the_player_names_units_and_counts_turns_as_people_do(qtbot) -> None:
    session, shell = start(qtbot)
    asked = shell.findChild(QLabel, "warlords.asked")
    actions = shell.table.actions_list
    deploys: list[str] = []
    # the sides prepare and deploy (greedy players); the first turn opens with its command phase
    players = {p: make_agent(session.game, "greedy", 20 + p) for p in (0, 1)}
    for _ in range(400):
        if shell.curtain.is_down:
            QTest.mouseClick(shell.curtain.button, Qt.MouseButton.LeftButton)
            continue
        if session.state.observation(0).turn >= 1 or session.state.is_terminal():
            break
        assert asked.text().startswith("Before the battle"), asked.text()
        listed = [actions.item(i).text() for i in range(actions.count())]
        assert not any(ID.search(t) for t in listed), listed
        deploys += [t for t in listed if t.startswith("deploy:")]
        seat = session.to_move()
        shell.play(players[seat].choose(session.state.clone()) if seat in players else session.legal_actions()[0])
        qtbot.waitUntil(lambda: shell.curtain.is_down or session.human_to_move() or session.state.is_terminal())
    assert any("Light cavalry (kihei)" in t for t in deploys)
    assert session.state.observation(0).turn == 1
    assert re.match(r"Turn 1 of \d+, command phase", asked.text()), asked.text()
    log = [shell.table.playback.list.item(i).text() for i in range(shell.table.playback.list.count())]
    assert any("deploys at" in line for line in log) and not any(ID.search(line) for line in log)
    # the Log tab as well: the whole log as the seat may read it
    QTest.mouseClick(shell.side.tabBar(), Qt.MouseButton.LeftButton, pos=log_tab(shell))
    written = shell.log.toPlainText()
    assert shell.log.isVisible() and "deploys at" in written and not ID.search(written)


def log_tab(shell):
    bar = shell.side.tabBar()
    return bar.tabRect(next(i for i in range(bar.count()) if shell.side.widget(i) is shell.log)).center()
