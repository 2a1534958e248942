"""Remote playtests in the app, on the loopback interface: one window hosts the document's game
(Play > Host this game...), a second joins a seat with the code the first shows (Play > Join...);
the joining window is drawn from its seat's observation only, plays its seat by real clicks, saves
what it saw; the host's saved game replays; stopping the host and closing the tabs joins every
thread."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QAction, QGuiApplication
from PySide6.QtTest import QTest
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QLabel,
    QLineEdit,
    QListWidget,
    QMessageBox,
    QPushButton,
    QSpinBox,
    QTreeWidget,
)

from editor.games.samurai_sword.table import SSTable
from editor.mainwindow import MainWindow
from editor.player.remote import HostedSession, RemoteSession, RemoteShell, remote_table, running_loops
from editor.player.remote_dialogs import HostDialog, JoinDialog
from engine.content.library import bundled_library
from engine.core.log import GameRecord
from engine.core.registry import load_game
from engine.net.host import REMOTE
from engine.net.protocol import public_observation
from engine.saved_game import replay_record
from tests.editor.samurai_sword.helpers import take_at_the_table

SETUP = Path(__file__).resolve().parents[2] / "content" / "core" / "samurai_sword" / "setup.yaml"


def when_modal(kind: type, act) -> None:
    """Run ``act(dialog)`` on the next modal dialog of ``kind`` as soon as it is shown."""

    def look() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, kind):
            QTimer.singleShot(20, look)
            return
        act(dialog)

    QTimer.singleShot(0, look)


def choose(combo: QComboBox, data: str) -> None:
    """Pick the entry whose data is ``data`` with the keyboard, as a user would."""
    combo.setFocus()
    QTest.keyClick(combo, Qt.Key.Key_Home)
    while combo.currentData() != data:
        before = combo.currentIndex()
        QTest.keyClick(combo, Qt.Key.Key_Down)
        assert combo.currentIndex() != before, f"no entry {data!r}"


def type_into(field, text: str) -> None:
    field.setFocus()
    QTest.keySequence(field, "Ctrl+A")
    QTest.keyClicks(field, text)


def ok_button(dialog):
    from PySide6.QtWidgets import QDialogButtonBox

    return dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok)


@pytest.fixture
def joiner(qtbot, settings):
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    yield w
    for shell in w.play_tabs():
        shell.session.mark_saved()
    w.close()
    w.deleteLater()


def test_a_window_hosts_and_a_second_joins_a_seat_that_sees_only_its_own(qtbot, window, joiner, tmp_path: Path) -> None:
    window.open_file(SETUP)

    def host_dialog(dialog: HostDialog) -> None:
        seats = dialog.findChildren(QComboBox)
        named = {c.objectName(): c for c in seats}
        choose(named["seat.0"], "human")
        choose(named["seat.1"], REMOTE)
        choose(named["seat.2"], "random")
        type_into(dialog.findChild(QSpinBox, "host.port"), "0")  # any free port
        type_into(dialog.findChild(QSpinBox, "host.spectators"), "1")
        QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)

    when_modal(HostDialog, host_dialog)
    window.findChild(QAction, "play.host").trigger()
    host_shell = window.play_tabs()[-1]
    hosted = host_shell.session
    assert isinstance(hosted, HostedSession) and hosted.seats == ["human", REMOTE, "random"]
    bar = host_shell.findChild(QPushButton, "host.stop").parentWidget()
    address = bar.findChild(QLineEdit, "host.address").text()
    assert address.startswith("ws://127.0.0.1:") and hosted.relay.listening() == ["127.0.0.1"]  # this machine only
    code = bar.findChild(QLineEdit, "host.code.1").text()
    assert code == hosted.relay.code_of(1) and bar.findChild(QLineEdit, "host.code.0") is None
    assert bar.findChild(QLineEdit, "host.spectator.0").text() == hosted.relay.spectator_codes[0]
    QTest.mouseClick(bar.findChild(QPushButton, "host.copy.1"), Qt.MouseButton.LeftButton)
    assert QGuiApplication.clipboard().text() == code

    def join_dialog(dialog: JoinDialog) -> None:
        type_into(dialog.findChild(QLineEdit, "join.address"), address)
        type_into(dialog.findChild(QLineEdit, "join.code"), code)
        QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)

    # a code the host did not give is refused with the reason, and no tab opens
    joiner.remote.join_remote(address, "guessed-code")
    qtbot.waitUntil(lambda: joiner.findChild(QMessageBox, "dialog.error") is not None, timeout=10_000)
    assert "join code" in joiner.findChild(QMessageBox, "dialog.error").text() and not joiner.play_tabs()

    when_modal(JoinDialog, join_dialog)
    joiner.findChild(QAction, "play.join").trigger()
    qtbot.waitUntil(lambda: any(isinstance(s, RemoteShell) for s in joiner.play_tabs()), timeout=10_000)
    remote_shell = joiner.play_tabs()[-1]
    remote = remote_shell.session
    assert isinstance(remote, RemoteSession) and remote.seat == 1
    assert not hasattr(remote, "state")  # the joined seat holds no state, only what it was sent
    qtbot.waitUntil(lambda: remote.view is not None, timeout=10_000)

    # the joining window draws the seat on the game's own table, from the observation it was sent
    table = remote_shell.table
    assert isinstance(table, SSTable) and remote_shell.findChild(QTreeWidget, "play.observation") is None
    # the host sent its setup and the content it was set up with; this library holds the same
    # items, so the cards and characters carry their names and numbers, as at the host's table
    assert table.rules is not None and table.faces and table.faces == host_shell.table.faces
    assert table.characters == host_shell.table.characters
    remote_moves = 0
    for _ in range(400):
        if remote_moves >= 3 or hosted.state.is_terminal():
            break
        qtbot.waitUntil(lambda: not hosted.agent_to_move() or hosted.state.is_terminal(), timeout=10_000)
        if hosted.state.is_terminal():
            break
        seat = hosted.to_move()
        if seat == 0:
            host_shell.play(hosted.legal_actions()[0])
            continue
        # the joined seat is to move: its window shows its legal actions once the view arrives
        turn = len(hosted.state.history)
        qtbot.waitUntil(lambda t=turn: remote.view is not None and remote.view["turn"] == t, timeout=10_000)
        assert table.legal() == hosted.legal_actions()
        # what the joining window shows is exactly its seat's observation, not the host's seat's:
        # the table draws the observation read back from the data, and the seat's own hand
        mine = hosted.state.observation(1)
        assert remote.view["observation"] == mine.to_data()
        assert table.view_.observation == mine and table.view_.query_state is None
        assert table.hand.cards == list(mine.hand) and mine.hand != hosted.state.observation(0).hand
        assert table.me.text() and table.canvas.picture is not None and table.canvas.picture.obs == mine
        # played at the table as a user plays: a card of the hand, then a player or a button
        action = hosted.legal_actions()[0]
        take_at_the_table(table, action)
        qtbot.waitUntil(lambda t=turn: len(hosted.state.history) > t, timeout=10_000)
        assert hosted.state.history[turn] == action
        remote_moves += 1
    assert remote_moves == 3
    connected = bar.findChild(QLabel, "host.connected")
    qtbot.waitUntil(lambda: "waiting" not in connected.text(), timeout=5_000)

    # the seat's connection drops; Reconnect joins again with the code and the seat is back
    reconnect = remote_shell.findChild(QPushButton, "play.reconnect")
    assert reconnect.isHidden()
    remote.loop.loop.call_soon_threadsafe(remote.client._ws.transport.abort)
    qtbot.waitUntil(lambda: not remote.connected, timeout=10_000)
    assert "disconnected" in remote_shell.status.text() and not reconnect.isHidden()
    qtbot.waitUntil(lambda: "waiting for" in connected.text(), timeout=5_000)  # the host sees the seat away
    QTest.mouseClick(reconnect, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: remote.connected and hosted.connected() == [1], timeout=10_000)
    # the host's agent may move meanwhile: compare once the game waits for a person
    qtbot.waitUntil(
        lambda: not hosted.agent_to_move() and remote.view["turn"] == len(hosted.state.history), timeout=10_000
    )
    assert remote.view["observation"] == hosted.state.observation(1).to_data()
    qtbot.waitUntil(reconnect.isHidden, timeout=5_000)
    assert [e.text for e in remote.events] == [e.text for e in hosted.state.visible_events(1)]

    # a spectator joins with its code: the public view, no actions
    def watch_dialog(dialog: JoinDialog) -> None:
        type_into(dialog.findChild(QLineEdit, "join.address"), address)
        type_into(dialog.findChild(QLineEdit, "join.code"), hosted.relay.spectator_codes[0])
        QTest.mouseClick(ok_button(dialog), Qt.MouseButton.LeftButton)

    when_modal(JoinDialog, watch_dialog)
    joiner.findChild(QAction, "play.join").trigger()
    qtbot.waitUntil(lambda: len(joiner.play_tabs()) == 2, timeout=10_000)
    watcher_shell = joiner.play_tabs()[-1]
    watcher = watcher_shell.session
    qtbot.waitUntil(lambda: watcher.view is not None, timeout=10_000)
    assert watcher.seat is None and watcher_shell.findChild(QListWidget, "play.actions").count() == 0
    if watcher.view["turn"] == len(hosted.state.history):
        assert watcher.view["observation"] == public_observation(hosted.state)
    assert "hand" not in watcher.view["observation"]  # a seat's own hand is no public thing
    # every view the seat was sent is its own
    views = [m for m in remote.seen.received if m["type"] == "view"]
    assert views and all(v["seat"] == 1 for v in views)
    mine = [e.to_data() for e in hosted.state.visible_events(1)]
    assert all(e in mine for v in views for e in v["events"])
    assert len(mine) < len(hosted.state.events)  # there were events it was not sent

    # the player saves what the seat saw; the host saves the game, which replays
    seen_path, game_path = tmp_path / "seen.yaml", tmp_path / "hosted.yaml"
    remote_shell.save_to(str(seen_path))
    seen = yaml.safe_load(seen_path.read_text(encoding="utf-8"))
    assert seen["kind"] == "warbench/seen" and seen["seat"] == 1 and seen["game"] == "samurai_sword"
    assert [m for m in seen["messages"] if m["type"] == "view"] == views
    host_shell.save_to(str(game_path))
    record = GameRecord.from_data(yaml.safe_load(game_path.read_text(encoding="utf-8")))
    assert replay_record(load_game("samurai_sword"), record, bundled_library()).key() == hosted.state.key()

    # stopping the host ends the joined seat's connection; closing the tabs joins every thread
    QTest.mouseClick(bar.findChild(QPushButton, "host.stop"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: not remote.connected, timeout=10_000)
    assert "host" in remote_shell.last_message
    assert "disconnected" in remote_shell.status.text() and table.legal() == []  # nothing left to play
    for w in (window, joiner):
        for shell in w.play_tabs():
            shell.session.mark_saved()
            w.close_play_tab(shell)
    qtbot.waitUntil(lambda: running_loops() == 0, timeout=10_000)


def test_by_post_in_the_app_a_seat_file_is_answered_with_orders_the_host_imports(
    qtbot, window, tmp_path: Path, monkeypatch
) -> None:
    from PySide6.QtWidgets import QFileDialog

    from engine.cli import main
    from engine.content.reader import read_yaml
    from engine.saved_game import replay_file

    game_file, seat_path, orders_path = tmp_path / "game.yaml", tmp_path / "seat.yaml", tmp_path / "orders.yaml"
    argv = ["post", "new", "samurai_sword", "--players", "3", "--seats", "human,greedy,human", "--seed", "4"]
    assert main([*argv, "--out", str(game_file)]) == 0
    kept = replay_file(game_file, bundled_library())
    seat = kept.state.current_player()
    assert main(["post", "seat", str(game_file), "--seat", str(seat + 1), "--out", str(seat_path)]) == 0

    # the player opens the seat file: the tab shows that seat's view and the actions it may order
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(seat_path), "")))
    window.findChild(QAction, "play.seat_file").trigger()
    shell = window.play_tabs()[-1]
    # drawn on the game's own table from exactly the seat's observation the file holds
    table = shell.table
    assert isinstance(table, SSTable) and table.view_.observation == kept.state.observation(seat)
    assert table.hand.cards == list(kept.state.observation(seat).hand)
    # the seat file names the setup and content; this library holds them: cards with their names
    assert table.rules is not None and table.faces and table.faces["katana"].name != "katana"
    legal = [a.to_str() for a in kept.state.legal_actions()]
    assert [a.to_str() for a in table.legal()] == legal
    # taking an action at the table saves the orders file
    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(lambda *_a, **_k: (str(orders_path), "")))
    take_at_the_table(table, kept.state.legal_actions()[0])
    orders = read_yaml(orders_path)[0]
    assert orders["seat"] == seat and orders["action"] == legal[0] and orders["turn"] == len(kept.state.history)
    assert table.legal() == [] and "orders saved" in shell.last_message  # one answer per seat file

    # the host imports the orders: played, the game saved, the next person's seat file beside it
    monkeypatch.setattr(QFileDialog, "getOpenFileName", staticmethod(lambda *_a, **_k: (str(game_file), "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileNames", staticmethod(lambda *_a, **_k: ([str(orders_path)], "")))
    before = len(kept.state.history)
    window.findChild(QAction, "play.import_orders").trigger()
    after = replay_file(game_file, bundled_library())
    assert after.state.history[before] == kept.game.parse_action(legal[0])
    if not after.state.is_terminal():
        written = sorted(tmp_path.glob("game-seat*-turn*.yaml"))
        assert len(written) == 1
        assert read_yaml(written[0])[0]["seat"] == after.state.current_player()
    # the same orders again do not fit the game any more: refused, the game file as it was
    saved = game_file.read_text(encoding="utf-8")
    window.findChild(QAction, "play.import_orders").trigger()
    box = window.findChild(QMessageBox, "dialog.error")
    assert box is not None and box.text().startswith(f"orders of seat {seat + 1}")
    assert game_file.read_text(encoding="utf-8") == saved


@pytest.mark.timeout(300)
def test_quitting_while_hosting_and_joined_closes_the_connections_and_ends_cleanly(tmp_path: Path) -> None:
    import os
    import subprocess
    import sys

    root = Path(__file__).resolve().parents[2]
    env = dict(os.environ, XDG_CONFIG_HOME=str(tmp_path / "config"), QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(root))
    run = subprocess.run(
        [sys.executable, "-m", "tests.editor.remote_quit_child"],
        cwd=root,
        env=env,
        capture_output=True,
        text=True,
        timeout=240,
    )
    out = run.stdout + run.stderr
    assert "connected: 3 network threads" in run.stdout, out[-3000:]  # the host, a seat, a spectator
    assert "still running after quit: 0 network threads" in run.stdout, out[-3000:]
    assert "Traceback" not in out, out[-3000:]
    assert run.returncode == 0, out[-3000:]


def test_a_seat_draws_cards_from_its_library_only_when_it_holds_the_hosts_very_items(qtbot) -> None:
    from engine.core.log import start_game
    from engine.net.protocol import public_setup, seat_view

    game = load_game("samurai_sword")
    setup = game.example_setups()[0]
    state, refs = start_game(game, setup, bundled_library(), 2)
    sent = public_setup(game.setup_to_data(setup), refs)
    altered = [{**r, "sha256": "0" * 64} if r["kind"] == "samurai_sword/deck" else r for r in sent["content"]]
    for content, same in ((sent["content"], True), (altered, False)):
        session = RemoteSession("ws://127.0.0.1:1", "code")
        welcome = {"type": "welcome", "seat": 1, "game": game.id, "seats": ["a", "b", "c"]}
        session._on_message({**welcome, "setup": sent["setup"], "content": content})
        session._on_message({"type": "view", **seat_view(state, 1), "from_start": True})
        shell = RemoteShell(session, remote_table(session))
        qtbot.addWidget(shell)
        table = shell.table
        assert isinstance(table, SSTable) and table.view_.observation == state.observation(1)
        # another deck than the host's under the same id: its names and numbers could mislead
        assert (table.rules is not None) is same and bool(table.faces) is same


def test_a_joined_warlords_side_is_drawn_on_the_battlefield_from_its_own_observation(qtbot, joiner) -> None:
    from editor.games.warlords.picture import observed_picture
    from editor.games.warlords.table import WLTable
    from editor.i18n import content_text
    from editor.player.remote import host_shell
    from editor.plugin import player_for
    from engine.games.warlords.game import bundled_battle

    game = load_game("warlords")
    hosted = HostedSession(
        game, bundled_battle("wl-battle-defence-border"), bundled_library(), 3, [REMOTE, "greedy", "gm-default"]
    )
    address = hosted.host()
    shell = player_for(hosted, agent_delay_ms=0)
    host_shell(shell)
    qtbot.addWidget(shell)
    remote = joiner.remote.join_remote(address, hosted.relay.code_of(0))
    qtbot.waitUntil(lambda: any(isinstance(s, RemoteShell) for s in joiner.play_tabs()), timeout=10_000)
    remote_shell = joiner.play_tabs()[-1]
    table = remote_shell.table
    # the battlefield from the host's battle (same content here), the side from its observation
    assert isinstance(table, WLTable) and remote_shell.findChild(QTreeWidget, "play.observation") is None
    moves = 0
    while moves < 3 and not hosted.state.is_terminal():
        qtbot.waitUntil(lambda: hosted.to_move() == 0 or hosted.state.is_terminal(), timeout=20_000)
        if hosted.state.is_terminal():
            break
        turn = len(hosted.state.history)
        qtbot.waitUntil(lambda t=turn: remote.view is not None and remote.view["turn"] == t, timeout=10_000)
        mine = hosted.state.observation(0)
        assert table.view.observation == mine and table.view.query_state is None
        assert mine != hosted.state.observation(1)
        # the field drawn is the one the host's table draws of that side's observation
        title = content_text(hosted.setup.title)
        assert table.field.picture == observed_picture(mine, hosted.prepared.battlefield, title, table.rosters)
        assert [
            table.actions_list.item(i).data(Qt.ItemDataRole.UserRole) for i in range(table.actions_list.count())
        ] == [a.to_str() for a in hosted.legal_actions()]
        # ordered from the table's list, as at the host's own table
        chosen = hosted.legal_actions()[0]
        table.actions_list.setCurrentRow(0)
        QTest.mouseClick(remote_shell.findChild(QPushButton, "warlords.play_selected"), Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda t=turn: len(hosted.state.history) > t, timeout=10_000)
        assert hosted.state.history[turn] == chosen
        moves += 1
    assert moves == 3
    hosted.stop()
    for s in joiner.play_tabs():
        s.session.mark_saved()
        joiner.close_play_tab(s)
    qtbot.waitUntil(lambda: running_loops() == 0, timeout=10_000)


@pytest.mark.parametrize("game_id", ["samurai_battles", "neuroshima", "rokugan"])
def test_a_joined_seat_of_a_board_game_is_drawn_on_the_games_own_board_from_its_own_observation(
    qtbot, joiner, game_id: str
) -> None:
    from editor.player.remote import host_shell
    from editor.plugin import player_for
    from engine.core.log import start_game

    game = load_game(game_id)
    setup = game.example_setups()[0]
    players = start_game(game, setup, bundled_library(), 0)[0].num_players()
    hosted = HostedSession(game, setup, bundled_library(), 3, [REMOTE] + ["random"] * (players - 1))
    address = hosted.host()
    shell = player_for(hosted, agent_delay_ms=0)
    host_shell(shell)
    qtbot.addWidget(shell)
    remote = joiner.remote.join_remote(address, hosted.relay.code_of(0))
    qtbot.waitUntil(lambda: any(isinstance(s, RemoteShell) for s in joiner.play_tabs()), timeout=10_000)
    remote_shell = joiner.play_tabs()[-1]
    table = remote_shell.table
    # the game's own table, as the host's (not the generic tree and list)
    assert type(table) is type(shell.table) and remote_shell.findChild(QTreeWidget, "play.observation") is None
    qtbot.waitUntil(lambda: hosted.to_move() == 0 or hosted.state.is_terminal(), timeout=20_000)
    turn = len(hosted.state.history)
    qtbot.waitUntil(lambda: remote.view is not None and remote.view["turn"] == turn, timeout=10_000)
    # drawn from exactly the seat's observation, read back from what the host sent; no state
    assert table.view_.observation == hosted.state.observation(0) and table.view_.query_state is None
    assert table.view_.legal == hosted.legal_actions() and table.view_.legal
    hosted.stop()
    for s in joiner.play_tabs():
        s.session.mark_saved()
        joiner.close_play_tab(s)
    qtbot.waitUntil(lambda: running_loops() == 0, timeout=10_000)
