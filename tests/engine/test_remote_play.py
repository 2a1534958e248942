"""Remote playtests on the loopback interface: a host owns the game, clients join with their seats'
codes and play it to the end; what a seat is sent holds nothing it may not see; the host refuses
what does not fit and closes connections that break the protocol; a dropped seat comes back."""

from __future__ import annotations

import asyncio
import json
import random

import pytest
from websockets.asyncio.client import connect

from engine.content.library import bundled_library
from engine.core.catalogue import render
from engine.core.game import Game
from engine.core.log import GameRecord, start_game
from engine.core.registry import registered_games
from engine.net.client import ClientRecord, JoinError, play_remote, random_chooser, watch_remote
from engine.net.host import REMOTE, HostError, TableHost
from engine.net.protocol import PROTOCOL, public_observation, public_view, seat_view
from engine.saved_game import replay_record

GAMES = [g for g in registered_games() if type(g).__module__.startswith("engine.games.")]
TWO_SIDED = [g for g in GAMES if g.id != "neuroshima_etude"]


def seats_for(game: Game, players: int) -> list[str]:
    """Every seat remote but a game master's, which the host's agent plays."""
    referees = game.referee_seats()
    return [referees.get(s, REMOTE) for s in range(players)]


def hosted(game: Game, seed: int = 1) -> TableHost:
    setup = game.example_setups()[0]
    players = start_game(game, setup, bundled_library(), seed)[0].num_players()
    return TableHost(game, setup, bundled_library(), seed, seats_for(game, players))


async def _play_whole_game(host: TableHost) -> list[ClientRecord]:
    port = await host.start()
    address = f"ws://127.0.0.1:{port}"
    records = [ClientRecord() for _ in host.codes]
    try:
        await asyncio.wait_for(
            asyncio.gather(
                *(
                    play_remote(address, code, random_chooser(seat), record)
                    for (code, seat), record in zip(host.codes.items(), records)
                )
            ),
            timeout=240,
        )
    finally:
        await host.close()
    return records


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_a_whole_game_is_played_by_remote_seats_and_the_hosts_record_replays(game: Game) -> None:
    host = hosted(game)
    records = asyncio.run(_play_whole_game(host))
    assert host.state.is_terminal()
    final = host.state.outcome()
    assert final is not None
    for record in records:
        assert record.outcome == final.to_data()  # every seat saw the end
        assert record.refused == []  # a client that chooses from its legal actions is never refused
    # the host's record, saved and read back, replays to the same end under the replay proof
    saved = GameRecord.from_data(json.loads(json.dumps(host.record().to_data())))
    replayed = replay_record(game, saved, bundled_library())
    assert replayed.outcome() == final


HIDDEN = [g for g in TWO_SIDED if g.id in {"neuroshima", "rokugan", "samurai_sword", "warlords", "samurai_battles"}]


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_what_a_seat_is_sent_is_the_same_whatever_is_hidden_from_it(game: Game) -> None:
    # at every step of a random game, each seat's view is unchanged when everything hidden from
    # that seat is redrawn: the view can carry no other seat's secret
    rng = random.Random(7)
    state = start_game(game, game.example_setups()[0], bundled_library(), 3)[0]
    step = 0
    while not state.is_terminal() and step < 400:
        for seat in range(state.num_players()):
            view = seat_view(state, seat)
            for k in range(2):
                assert seat_view(state.resample_hidden(seat, 1000 * step + k), seat) == view, (game.id, step, seat)
        state.apply(rng.choice(state.legal_actions()))
        step += 1


async def _misbehave(host: TableHost) -> dict[str, object]:
    port = await host.start()
    address = f"ws://127.0.0.1:{port}"
    seen: dict[str, object] = {}
    to_move = host.state.current_player()
    other = next(s for s in host.codes.values() if s != to_move)
    try:
        async with connect(address) as ws:
            await ws.send(json.dumps({"v": PROTOCOL, "type": "hello", "code": "not-a-code"}))
            seen["wrong code"] = json.loads(await ws.recv())
        async with connect(address) as mover, connect(address) as waiter:
            await mover.send(json.dumps({"v": PROTOCOL, "type": "hello", "code": host.code_of(to_move)}))
            await waiter.send(json.dumps({"v": PROTOCOL, "type": "hello", "code": host.code_of(other)}))
            for ws in (mover, waiter):
                assert json.loads(await ws.recv())["type"] == "welcome"
                assert json.loads(await ws.recv())["type"] == "view"
            legal = seat_view(host.state, to_move)["legal"][0]
            turn = len(host.state.history)
            # a seat that is not to move sends a legal action: refused, the game unchanged
            await waiter.send(json.dumps({"v": PROTOCOL, "type": "act", "turn": turn, "action": legal}))
            seen["wrong seat"] = json.loads(await waiter.recv())
            # a forged action, an action for an old turn
            await mover.send(json.dumps({"v": PROTOCOL, "type": "act", "turn": turn, "action": "fly to the moon"}))
            seen["forged"] = json.loads(await mover.recv())
            assert json.loads(await mover.recv())["type"] == "view"  # asked again
            await mover.send(json.dumps({"v": PROTOCOL, "type": "act", "turn": turn + 5, "action": legal}))
            seen["stale"] = json.loads(await mover.recv())
            assert len(host.state.history) == turn
            # a malformed message closes that connection with the reason, and nothing else
            await waiter.recv()  # the view sent again after its refusal
            await waiter.send("{not json")
            seen["malformed"] = json.loads(await waiter.recv())
            await asyncio.sleep(0.1)
            seen["still connected"] = sorted(host.connections)
    finally:
        await host.close()
    return seen


def test_the_host_refuses_what_does_not_fit_and_closes_a_connection_that_breaks_the_protocol() -> None:
    game = next(g for g in GAMES if g.id == "samurai_sword")
    host = hosted(game)
    seen = asyncio.run(_misbehave(host))
    # the reason goes as a message too (issue 32), which each client renders in its own language
    assert seen["wrong code"] == {
        "v": PROTOCOL,
        "type": "error",
        "reason": "no seat of this game has that join code",
        "message": {"id": "net-error-unknown-code"},
    }
    assert seen["wrong seat"]["type"] == "refused" and "turn" in seen["wrong seat"]["reason"]
    assert seen["forged"]["type"] == "refused" and "not an action" in seen["forged"]["reason"]
    assert seen["stale"]["type"] == "refused" and "turn" in seen["stale"]["reason"]
    # a protocol breach is a message as well (issue 32): the English reason as before, and its id
    assert seen["malformed"] == {
        "v": PROTOCOL,
        "type": "error",
        "reason": "a message that is not JSON",
        "message": {"id": "net-protocol-not-json"},
    }
    assert seen["still connected"] == [host.state.current_player()]
    logged = "\n".join(render(line, "en") for line in host.log)
    for part in ("no seat of this game has that join code", "refused", "a message that is not JSON"):
        assert part in logged


async def _drop_and_come_back(host: TableHost) -> tuple[ClientRecord, ClientRecord]:
    port = await host.start()
    address = f"ws://127.0.0.1:{port}"
    seats = sorted(host.codes.values())
    first, comeback = ClientRecord(), ClientRecord()
    moves = {"n": 0}
    base = random_chooser(1)

    def choose_then_drop(view: dict) -> str:
        moves["n"] += 1
        if moves["n"] == 3:
            raise ConnectionResetError("the player's connection drops")
        return base(view)

    try:
        others = [asyncio.create_task(play_remote(address, host.code_of(s), random_chooser(s))) for s in seats[1:]]
        with pytest.raises(ConnectionResetError):
            await play_remote(address, host.code_of(seats[0]), choose_then_drop, first)
        await play_remote(address, host.code_of(seats[0]), random_chooser(5), comeback)
        await asyncio.wait_for(asyncio.gather(*others), timeout=120)
    finally:
        await host.close()
    return first, comeback


def test_a_dropped_seat_comes_back_with_its_code_and_the_game_goes_on() -> None:
    game = next(g for g in GAMES if g.id == "samurai_sword")
    host = hosted(game, seed=4)
    first, comeback = asyncio.run(_drop_and_come_back(host))
    assert first.outcome is None and comeback.seat == first.seat
    assert comeback.outcome is not None and host.state.is_terminal()
    # the seat read its whole log again from the start of the game when it came back
    replayed_events = [e for m in comeback.received if m["type"] == "view" for e in m["events"]]
    assert (
        replayed_events[: len(host.state.visible_events(first.seat))]
        == [e.to_data() for e in host.state.visible_events(first.seat)][: len(replayed_events)]
    )


def test_seats_must_fit_the_game_and_a_wrong_code_cannot_join() -> None:
    game = next(g for g in GAMES if g.id == "neuroshima")
    with pytest.raises(HostError, match="2 seats"):
        TableHost(game, game.example_setups()[0], bundled_library(), 1, [REMOTE] * 3)
    host = hosted(game)

    async def wrong() -> None:
        port = await host.start()
        assert host.listening() == ["127.0.0.1"]  # only this machine, unless told otherwise
        try:
            await play_remote(f"ws://127.0.0.1:{port}", "guessed", random_chooser(1))
        finally:
            await host.close()

    with pytest.raises(JoinError, match="join code"):
        asyncio.run(wrong())


def test_the_command_line_hosts_a_game_that_a_joined_agent_plays_to_the_end(tmp_path) -> None:
    import re
    import subprocess
    import sys

    log = tmp_path / "remote.yaml"
    command = ["host", "neuroshima", "--seats", "remote,random", "--port", "0", "--seed", "3", "--log", str(log)]
    host = subprocess.Popen(
        [sys.executable, "-m", "editor.cli", *command],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert host.stdout is not None
        first = host.stdout.readline()
        assert "(this machine only)" in first, first + host.stderr.read()
        join = host.stdout.readline()
        m = re.search(r"warbench join (ws://\S+) --code (\S+)", join)
        assert m is not None, join
        joined = subprocess.run(
            [sys.executable, "-m", "editor.cli", "join", m.group(1), "--code", m.group(2), "--agent", "random"],
            capture_output=True,
            text=True,
            timeout=120,
        )
        assert joined.returncode == 0, joined.stderr
        assert joined.stdout.startswith("seat 1: game over")
        out, err = host.communicate(timeout=120)
        assert host.returncode == 0, err
        assert "game over" in out and f"log saved to {log}" in out
    finally:
        host.kill()
    replayed = subprocess.run(
        [sys.executable, "-m", "editor.cli", "replay", str(log)], capture_output=True, text=True, timeout=120
    )
    assert replayed.returncode == 0 and "the log is proven" in replayed.stdout


def test_a_flood_of_messages_closes_the_connection() -> None:
    game = next(g for g in GAMES if g.id == "neuroshima")
    host = hosted(game)

    async def flood() -> dict:
        port = await host.start()
        try:
            async with connect(f"ws://127.0.0.1:{port}") as ws:
                await ws.send(json.dumps({"v": PROTOCOL, "type": "hello", "code": next(iter(host.codes))}))
                for _ in range(200):
                    await ws.send(json.dumps({"v": PROTOCOL, "type": "ping"}))
                while True:
                    message = json.loads(await ws.recv())
                    if message["type"] == "error":
                        return message
        finally:
            await host.close()

    assert asyncio.run(flood())["reason"] == "too many messages"


def _agree(shown: object, redrawn: object, where: str = "") -> str | None:
    """Where two public observations show different things (places one of them leaves out, or
    items it blanks, are not compared); ``None`` when they agree."""
    if isinstance(shown, dict) and isinstance(redrawn, dict):
        for key in shown.keys() & redrawn.keys():
            if (differs := _agree(shown[key], redrawn[key], f"{where}.{key}")) is not None:
                return differs
        return None
    if isinstance(shown, list) and isinstance(redrawn, list) and len(shown) == len(redrawn):
        for i, (a, b) in enumerate(zip(shown, redrawn)):
            if a is not None and b is not None and (differs := _agree(a, b, f"{where}[{i}]")) is not None:
                return differs
        return None
    return None if shown == redrawn else where


@pytest.mark.parametrize("game", HIDDEN, ids=lambda g: g.id)
def test_nothing_a_spectator_is_shown_changes_when_what_any_seat_cannot_see_is_redrawn(game: Game) -> None:
    # a spectator is shown only what every seat sees alike; whatever is hidden from any one seat
    # is redrawn in turn, and nothing shown differs: public information only
    rng = random.Random(5)
    state = start_game(game, game.example_setups()[0], bundled_library(), 2)[0]
    step = 0
    shown = 0
    while not state.is_terminal() and step < 120:
        view = public_view(state)
        shown = max(shown, len(view["observation"]))
        assert view["legal"] == [] and view["seat"] is None
        assert all("visible_to" not in e for e in view["events"])
        for seat in range(state.num_players()):
            redrawn = public_view(state.resample_hidden(seat, 31 * step + seat))
            assert redrawn["events"] == view["events"]
            assert _agree(view["observation"], redrawn["observation"]) is None, (game.id, step, seat)
        state.apply(rng.choice(state.legal_actions()))
        step += 1
    assert shown > 3  # the board and what every seat sees alike are there


def test_a_spectator_watches_the_public_game_to_the_end_and_cannot_act() -> None:
    game = next(g for g in GAMES if g.id == "samurai_sword")
    setup = game.example_setups()[0]
    players = start_game(game, setup, bundled_library(), 6)[0].num_players()
    host = TableHost(game, setup, bundled_library(), 6, seats_for(game, players), spectators=1)
    watched = ClientRecord()

    async def run() -> dict:
        port = await host.start()
        address = f"ws://127.0.0.1:{port}"
        code = host.spectator_codes[0]
        try:
            async with connect(address) as ws:
                await ws.send(json.dumps({"v": PROTOCOL, "type": "hello", "code": code}))
                assert json.loads(await ws.recv())["seat"] is None
                turn = json.loads(await ws.recv())["turn"]
                act = {"v": PROTOCOL, "type": "act", "turn": turn, "action": "pass"}
                await ws.send(json.dumps(act))
                refused = json.loads(await ws.recv())
            players_done = [play_remote(address, c, random_chooser(s), ClientRecord()) for c, s in host.codes.items()]
            await asyncio.wait_for(asyncio.gather(watch_remote(address, code, watched), *players_done), 240)
        finally:
            await host.close()
        return refused

    refused = asyncio.run(run())
    assert refused["type"] == "refused" and "spectator" in refused["reason"]
    assert host.state.is_terminal() and watched.seat is None
    assert watched.outcome == host.state.outcome().to_data()
    views = [m for m in watched.received if m["type"] == "view"]
    assert views[-1]["observation"] == public_observation(host.state)
    # the spectator read the public log and nothing else
    public = [e.to_data() for e in host.state.events if e.visible_to is None]
    assert [e for v in views for e in v["events"]] == public[-sum(len(v["events"]) for v in views) :]
    assert len(host.state.events) > len(public)  # there were secrets it was not sent


def test_a_message_whose_fields_are_not_of_the_schema_closes_the_connection() -> None:
    game = next(g for g in GAMES if g.id == "neuroshima")
    host = hosted(game)

    async def run() -> dict:
        port = await host.start()
        try:
            async with connect(f"ws://127.0.0.1:{port}") as ws:
                await ws.send(json.dumps({"v": PROTOCOL, "type": "hello", "code": next(iter(host.codes))}))
                await ws.recv(), await ws.recv()
                await ws.send(json.dumps({"v": PROTOCOL, "type": "act", "turn": "0", "action": 5}))
                return json.loads(await ws.recv())
        finally:
            await host.close()

    # the English reason as before, and the message each client renders in its language (issue 32)
    assert asyncio.run(run()) == {
        "v": PROTOCOL,
        "type": "error",
        "reason": 'a act message whose turn is "0"',
        "message": {"id": "net-protocol-bad-field", "args": {"field": "turn", "kind": "act", "value": '"0"'}},
    }
    assert host.connections == {}


def test_a_client_that_stops_answering_the_heartbeat_is_dropped_and_may_come_back(monkeypatch) -> None:
    import engine.net.host as host_module

    monkeypatch.setattr(host_module, "HEARTBEAT_SECONDS", 0.2)
    game = next(g for g in GAMES if g.id == "neuroshima")
    host = hosted(game)

    async def run() -> tuple[list[int], list[int], str]:
        port = await host.start()
        code = next(iter(host.codes))
        hello = json.dumps({"v": PROTOCOL, "type": "hello", "code": code})
        try:
            async with connect(f"ws://127.0.0.1:{port}", ping_interval=None) as ws:
                await ws.send(hello)
                await ws.recv(), await ws.recv()
                joined = sorted(host.connections)
                ws.transport.pause_reading()  # the player's network goes quiet: no pong comes back
                for _ in range(100):
                    await asyncio.sleep(0.1)
                    if not host.connections:
                        break
                dropped = sorted(host.connections)
                ws.transport.abort()
            async with connect(f"ws://127.0.0.1:{port}") as ws:
                await ws.send(hello)
                back = json.loads(await ws.recv())["type"]
        finally:
            await host.close()
        return joined, dropped, back

    joined, dropped, back = asyncio.run(run())
    assert joined == [host.codes[next(iter(host.codes))]] and dropped == [] and back == "welcome"


def test_a_message_over_the_size_limit_closes_that_connection_only() -> None:
    from websockets.exceptions import ConnectionClosed

    from engine.net.protocol import MAX_MESSAGE_BYTES

    game = next(g for g in GAMES if g.id == "neuroshima")
    host = hosted(game)

    async def run() -> tuple[int | None, list[int]]:
        port = await host.start()
        address = f"ws://127.0.0.1:{port}"
        codes = list(host.codes)
        try:
            async with connect(address) as big, connect(address) as other:
                for ws, code in ((big, codes[0]), (other, codes[1])):
                    await ws.send(json.dumps({"v": PROTOCOL, "type": "hello", "code": code}))
                    await ws.recv(), await ws.recv()
                await big.send("x" * (MAX_MESSAGE_BYTES + 1))
                with pytest.raises(ConnectionClosed):
                    while True:
                        await big.recv()
                await other.send(json.dumps({"v": PROTOCOL, "type": "ping"}))
                assert json.loads(await other.recv())["type"] == "pong"  # the other seat plays on
                return big.close_code, sorted(host.connections)
        finally:
            await host.close()

    code, still = asyncio.run(run())
    assert code == 1009 and still == [host.codes[list(host.codes)[1]]]
    assert "seat 1: frame exceeds limit of 524288 bytes; connection closed" in [render(m, "en") for m in host.log]


def test_the_warlords_game_master_can_be_a_remote_player() -> None:
    game = next(g for g in GAMES if g.id == "warlords")
    setup = game.example_setups()[0]
    players = start_game(game, setup, bundled_library(), 1)[0].num_players()
    master = next(iter(game.referee_seats()))
    host = TableHost(game, setup, bundled_library(), 1, [REMOTE] * players)
    records = asyncio.run(_play_whole_game(host))
    assert host.state.is_terminal()
    by_seat = {r.seat: r for r in records}
    # the game master joined with its code, was asked to act, and saw the end
    assert by_seat[master].outcome == host.state.outcome().to_data()
    assert any(m["type"] == "view" and m["legal"] for m in by_seat[master].received)


def test_join_codes_are_random_per_seat_and_read_as_one_command_line_word() -> None:
    """A code drawn with a leading dash was taken by ``warbench join --code`` for an option (seen
    as a flaky command-line test): codes are hexadecimal, 96 bits, never repeated."""
    from engine.net.host import new_code

    codes = [new_code() for _ in range(2000)]
    assert len(set(codes)) == len(codes)
    assert all(len(c) == 24 and all(ch in "0123456789abcdef" for ch in c) for c in codes)


async def _welcome_of(host: TableHost) -> dict[str, object]:
    port = await host.start()
    try:
        async with connect(f"ws://127.0.0.1:{port}") as ws:
            code = next(iter(host.codes))
            await ws.send(json.dumps({"v": PROTOCOL, "type": "hello", "code": code}))
            welcome: dict[str, object] = json.loads(await ws.recv())
    finally:
        await host.close()
    return welcome


@pytest.mark.parametrize("game", GAMES, ids=lambda g: g.id)
def test_the_welcome_names_the_setup_and_the_content_items_the_game_was_set_up_with(game: Game) -> None:
    # a seat whose library holds the same items (same sha256) can draw the board and cards from
    # them; the setup is the public document, never the seed
    host = hosted(game)
    welcome = asyncio.run(_welcome_of(host))
    assert welcome["type"] == "welcome" and "seed" not in welcome
    assert game.setup_from_data(welcome["setup"]) == host.setup
    assert welcome["content"] == [r.to_data() for r in host.refs] and host.refs
