"""The full-game player: hot seat behind the curtain, tiles from the hand to the board by drag
and drop, discards, instants aimed at the engine's legal targets, undo of an action that drew
nothing, agents, save and load, the New game dialog in the Play menu."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from editor.games.neuroshima.game_player import NHGameTable, game_player, new_session
from editor.games.neuroshima.play_board import TARGET
from editor.player.shell import PlayerShell
from engine.core.hexgrid import Hex
from engine.games.neuroshima.actions import Discard, EndTurn, Place, PlaceHq, UseAirStrike
from engine.games.neuroshima.models import GameSetup, SetupPlayer
from tests.editor.neuroshima.test_etude_player import argb, click, drag_from_hand, wheel


def game(qtbot, seats: list[str], armies=("outpost", "moloch"), seed: int = 3, tops=()) -> PlayerShell:
    players = [SetupPlayer(army=a, deck_top=list(tops[i]) if i < len(tops) else []) for i, a in enumerate(armies)]
    view = game_player(new_session(GameSetup(players=players), seats, seed))
    qtbot.addWidget(view)
    view.resize(1300, 820)
    view.show()
    qtbot.waitExposed(view)
    view.table.board.fit()
    return view


def lift(view: PlayerShell) -> None:
    """The seat asked to the screen says it is ready (only the first time in Neuroshima: the hands
    lie face up, rules/002 §2.3, so the screen passes between seats without a curtain)."""
    if view.curtain.is_down:
        click(view.curtain.button, view.curtain.button.rect().center())


def click_hex(view: PlayerShell, cell: Hex) -> None:
    click(view.table.board.viewport(), view.table.board.cell_point(cell))


def hands(view: PlayerShell) -> list[list[str]]:
    return view.session.state.observation(0).hands


def test_a_hot_seat_game_never_shows_a_hand_to_the_wrong_player(qtbot) -> None:
    view = game(qtbot, ["human", "human"])
    shown: list[tuple[int, list[str], int, bool]] = []
    view.table.hand_shown.connect(
        lambda seat, tiles: shown.append((seat, tiles, view.session.to_move(), view.curtain.is_down))
    )

    def check_screen() -> None:
        s = view.session
        if view.curtain.is_down or not s.human_to_move():
            assert view.table.hand.count() == 0
        else:
            assert view.table.hand.tiles() == sorted(hands(view)[s.to_move()]) or sorted(
                view.table.hand.tiles()
            ) == sorted(hands(view)[s.to_move()])
            assert f"player {s.to_move() + 1}" in view.table.hand_label.text()

    assert view.curtain.is_down and view.table.hand.count() == 0  # the first player is asked to the screen
    steps = 0
    while view.session.state.observation(0).turn < 6 and steps < 60:
        steps += 1
        check_screen()
        if view.curtain.is_down:
            lift(view)
            continue
        legal = view.session.legal_actions()
        if isinstance(legal[0], PlaceHq):
            click_hex(view, Hex(0, 2) if view.session.to_move() == 0 else Hex(0, -2))
        elif any(isinstance(a, Discard) for a in legal) and EndTurn() not in legal:
            tile = view.table.hand.tiles()[0]
            item = view.table.hand.item_of(tile)
            click(view.table.hand.viewport(), view.table.hand.visualItemRect(item).center())
            click(view.table.discard_button, view.table.discard_button.rect().center())
        else:
            click(view.table.end_button, view.table.end_button.rect().center())
    check_screen()
    assert view.session.state.observation(0).turn >= 6
    # the drawn tiles lie face up (rules/002 §2.3): no seat's screen holds anything hidden from
    # the other, so after the first player took the screen no curtain falls
    assert not any(down for _, _, _, down in shown[1:])
    assert {seat for seat, tiles, _, _ in shown if tiles} == {0, 1}
    for seat, tiles, to_move, down in shown:
        if tiles:
            assert seat == to_move and not down


def test_tiles_go_from_the_hand_to_the_board_by_drag_turned_by_the_wheel(qtbot) -> None:
    # the human is player 2, who draws two tiles on his first turn
    view = game(qtbot, ["random", "human"], tops=([], ["moloch_blocker", "moloch_hybrid"]))
    assert not view.curtain.is_down  # one human: no curtain
    qtbot.waitUntil(lambda: view.session.human_to_move(), timeout=5000)
    free = [a.hex for a in view.session.legal_actions() if isinstance(a, PlaceHq)]
    click_hex(view, free[-1])
    qtbot.waitUntil(lambda: view.session.human_to_move() and view.table.hand.count() == 2, timeout=10_000)
    assert sorted(view.table.hand.tiles()) == ["moloch_blocker", "moloch_hybrid"]
    free = [a.hex for a in view.session.legal_actions() if isinstance(a, Place)]
    cell = Hex(0, 0) if Hex(0, 0) in free else free[0]
    taken = next(Hex.parse(t.hex) for t in view.table.board.position.tiles)
    assert not drag_from_hand(view.table, "moloch_hybrid", taken)  # an occupied hex refuses the drop
    assert drag_from_hand(view.table, "moloch_hybrid", cell)
    wheel(view.table, cell, -2)
    assert view.table.aim.rotation() == 2
    QTest.keyClick(view.table.board.viewport(), Qt.Key.Key_Return)
    placed = [t for t in view.table.board.position.tiles if t.tile == "moloch_hybrid"]
    assert [(t.hex, t.rotation, t.player) for t in placed] == [(str(cell), 2, 2)]
    assert view.table.hand.tiles() == ["moloch_blocker"]
    # placing drew nothing: it can be taken back
    assert view.undo_button.isEnabled()
    click(view.undo_button, view.undo_button.rect().center())
    assert sorted(view.table.hand.tiles()) == ["moloch_blocker", "moloch_hybrid"]
    assert [t for t in view.table.board.position.tiles if t.tile == "moloch_hybrid"] == []
    # ending the turn makes the agent draw: no undo after that
    click(view.table.end_button, view.table.end_button.rect().center())
    qtbot.waitUntil(lambda: view.session.human_to_move(), timeout=10_000)
    assert not view.undo_button.isEnabled()


def test_an_instant_is_aimed_only_at_the_targets_the_engine_allows(qtbot) -> None:
    view = game(qtbot, ["human", "human"], tops=(["outpost_commando"], ["moloch_blocker", "moloch_air_strike"]))
    for cell in (Hex(0, 2), Hex(0, -2)):
        lift(view)
        click_hex(view, cell)
    lift(view)
    assert drag_from_hand(view.table, "outpost_commando", Hex(1, 0))
    click(view.table.confirm_button, view.table.confirm_button.rect().center())
    # the first player's first turn ends with its one tile (rules/002 §2.2): player 2 is to move
    assert view.session.to_move() == 1
    item = view.table.hand.item_of("moloch_air_strike")
    click(view.table.hand.viewport(), view.table.hand.visualItemRect(item).center())
    targets = {h for h, c in view.table.board.highlighted() if c == argb(TARGET)}
    legal = {a.target for a in view.session.legal_actions() if isinstance(a, UseAirStrike)}
    assert targets == legal and len(targets) == 7  # the centre and the inner ring (rules/002 §3.4)
    assert Hex(0, -2) not in targets
    click_hex(view, Hex(1, -1))
    assert [t.tile for t in view.table.board.position.tiles if t.hex == "1,0"] == []  # the Commando is gone
    assert "moloch_air_strike" not in view.table.hand.tiles()


def test_against_agents_the_game_plays_on_and_saves_and_loads(qtbot, tmp_path) -> None:
    view = game(qtbot, ["human", "greedy"])
    click_hex(view, Hex(-2, 2))
    qtbot.waitUntil(lambda: view.session.human_to_move() and view.table.hand.count() > 0, timeout=10_000)
    assert len(view.session.state.pos.tiles_of(1)) == 1  # the agent placed its HQ
    click(view.table.end_button, view.table.end_button.rect().center())
    qtbot.waitUntil(lambda: view.session.human_to_move(), timeout=10_000)
    log = view.log.toPlainText()
    assert "player 2" in log and "player 1 ends the turn" in log
    path = tmp_path / "game.yaml"
    view.save_to(str(path))
    key = view.session.state.key()
    view.restart()
    assert view.session.state.key() != key
    assert view.load_from(str(path))
    assert view.session.state.key() == key and view.session.seats == ["human", "greedy"]


def test_the_play_menu_starts_a_new_game_from_its_dialog(window, qtbot, monkeypatch) -> None:
    from editor.games.neuroshima import new_game

    def fake_exec(dialog) -> int:
        dialog.players.setValue(3)
        for i in range(3):
            dialog.seats[i].setCurrentText("random")
        return 1

    monkeypatch.setattr(new_game.NewGameDialog, "exec", fake_exec)
    action = window.findChild(type(window.games.act_play), "play.neuroshima.new")
    action.trigger()
    view = window.tabs.currentWidget()
    assert isinstance(view, PlayerShell) and isinstance(view.table, NHGameTable)
    assert view.session.seats == ["random"] * 3 and view.session.state.num_players() == 3
    assert view.session.prepared.n == 3


def test_play_on_a_game_setup_document_starts_its_armies(window, monkeypatch) -> None:
    from editor.document import Document
    from editor.games.neuroshima import new_game
    from editor.plugin import document_kind

    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda dialog: 1)
    setup = GameSetup(players=[SetupPlayer(army="hegemony"), SetupPlayer(army="outpost")], extended_board=True)
    doc = Document(setup, kind=document_kind("neuroshima/game"))
    window.add_document(doc)
    window.games.act_play.trigger()
    view = window.tabs.currentWidget()
    assert isinstance(view, PlayerShell) and isinstance(view.table, NHGameTable)
    assert list(view.session.prepared.seats.armies) == ["hegemony", "outpost"]
    assert view.table.board.position.extended_board


def test_zoom_and_fit_work_on_the_board_of_a_play_tab(window, monkeypatch) -> None:
    from editor.games.neuroshima import new_game

    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda dialog: 1)
    window.findChild(type(window.games.act_play), "play.neuroshima.new").trigger()
    view = window.tabs.currentWidget()
    assert isinstance(view, PlayerShell) and isinstance(view.table, NHGameTable)
    assert window.view_options.act_zoom_in.isEnabled() and window.view_options.act_fit.isEnabled()
    fitted = view.table.board.zoom
    window.view_options.act_zoom_in.trigger()
    assert view.table.board.zoom > fitted * 1.1
    window.view_options.act_fit.trigger()
    assert abs(view.table.board.zoom - fitted) < 1e-6
    window.tabs.setCurrentIndex(0)  # the start page has no board
    assert not window.view_options.act_zoom_in.isEnabled()


def test_grid_labels_show_on_the_board_of_a_play_tab(window, monkeypatch) -> None:
    from editor.games.neuroshima import new_game

    monkeypatch.setattr(new_game.NewGameDialog, "exec", lambda dialog: 1)
    window.view_options.act_labels.trigger()  # View > Grid Labels on
    assert window.view_options.act_labels.isChecked()
    window.findChild(type(window.games.act_play), "play.neuroshima.new").trigger()
    view = window.tabs.currentWidget()
    labels = [i.label_item for i in view.table.board.board_scene.cell_items.values()]
    assert labels and all(lab.isVisible() for lab in labels)
    window.view_options.act_labels.trigger()
    assert not any(lab.isVisible() for lab in labels)
