"""``warbench host`` and ``warbench join``: a remote playtest from the command line.

warbench host FILE_OR_GAME [the game's play arguments] --seats remote,greedy [--port P]
    [--bind ADDRESS] [--seed S] [--log game.yaml]
warbench join ws://HOST:PORT --code CODE [--agent random] [--seed S]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from typing import Any

from engine.content.io import save_data
from engine.content.library import bundled_library
from engine.content.reader import read_yaml
from engine.core.errors import WarbenchError
from engine.core.game import Outcome
from engine.core.log import GameRecord, start_game
from engine.core.message import Message, Name
from engine.core.saying import localized as _t
from engine.core.saying import said
from engine.saved_game import replay_file

_HOST_HELP = "host a game for remote seats: each joins with its own code and sees only its seat"
_JOIN_HELP = "join a hosted game with a seat's code, as a person at the prompt or as an agent"
_POST_HELP = "play by post: seat files out, orders files in"
_POST_DOC = """Play by post, for a group without a running host:

    warbench post new GAME_OR_FILE [its play arguments] --seats human,greedy --out game.yaml
    warbench post seat game.yaml --seat 1 --out seat1.yaml      (send it to the seat's player)
    warbench post order seat1.yaml 3 --out orders1.yaml         (the player answers)
    warbench post apply game.yaml orders1.yaml ...              (the host plays what fits)

A seat file holds that seat's view only; an orders file names its game, seat and turn, and is
refused with the reason when it does not fit the game at that point."""


def add_net_commands(sub: Any) -> None:
    """Add ``host`` and ``join`` to the ``warbench`` subcommands."""
    p = sub.add_parser(
        "host",
        help=_t("cli-net-host", _HOST_HELP),
        description=_t("cli-net-host-description", __doc__ or ""),
        add_help=False,
    )
    p.set_defaults(func=cmd_host, host_args=[])
    p = sub.add_parser(
        "join", help=_t("cli-net-join", _JOIN_HELP), description=_t("cli-net-join-description", __doc__ or "")
    )
    p.add_argument("address", help=_t("cli-net-address", "the host's address, ws://HOST:PORT"))
    p.add_argument("--code", required=True, help=_t("cli-net-code", "the join code of your seat"))
    p.add_argument(
        "--agent",
        choices=["random"],
        help=_t("cli-net-agent", "play the seat by a program (default: you, at the prompt)"),
    )
    p.add_argument("--seed", type=int, default=1, help=_t("cli-net-seed", "the agent's seed"))
    p.set_defaults(func=cmd_join)
    p = sub.add_parser(
        "post",
        help=_t("cli-net-post", _POST_HELP),
        description=_t("cli-net-post-description", _POST_DOC),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    post = p.add_subparsers(dest="post_command", metavar="COMMAND", required=True)
    q = post.add_parser(
        "new",
        help=_t("cli-net-new", "start a game by post (a game id with its play arguments, or a file)"),
        add_help=False,
    )
    q.set_defaults(func=cmd_post_new, post_args=[])
    q = post.add_parser("seat", help=_t("cli-net-seat", "a seat's file: its view of the game and what it may order"))
    q.add_argument("game_file", help=_t("cli-net-game-file", "the game by post (written by post new)"))
    q.add_argument("--seat", type=int, required=True, help=_t("cli-net-seat-2", "the seat, from 1"))
    q.add_argument("--out", required=True, help=_t("cli-net-out", "the seat file to write"))
    q.set_defaults(func=cmd_post_seat)
    q = post.add_parser("order", help=_t("cli-net-order", "answer a seat file with one of its actions"))
    q.add_argument("seat_file", help=_t("cli-net-seat-file", "the seat file received"))
    q.add_argument(
        "action", help=_t("cli-net-action", "the action: its notation, or its number in the seat file's list")
    )
    q.add_argument("--out", required=True, help=_t("cli-net-out-2", "the orders file to write"))
    q.set_defaults(func=cmd_post_order)
    q = post.add_parser(
        "apply", help=_t("cli-net-apply", "play orders files on the game; the agents' seats move after them")
    )
    q.add_argument("game_file", help=_t("cli-net-game-file-2", "the game by post"))
    q.add_argument("orders", nargs="+", help=_t("cli-net-orders", "orders files"))
    q.set_defaults(func=cmd_post_apply)


def _parse_target(prog: str, argv: list[str], add: Any) -> tuple[argparse.Namespace, Any, Any, Any]:
    from engine.ai.cli import parse_target_arguments  # deferred: start-up (multiprocessing)

    summary = _t("cli-net-summary", __doc__.split("\n\n")[0]) if __doc__ else None
    return parse_target_arguments(prog, summary, argv, add)


def cmd_host(args: argparse.Namespace) -> int:
    from engine.net.host import LOOPBACK, TableHost  # deferred: start-up (websockets)

    def add(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--seats",
            required=True,
            help=_t("cli-net-host-seats", "one per seat: remote or an agent (greedy, mcts:200...)"),
        )
        parser.add_argument(
            "--port", type=int, default=8765, help=_t("cli-net-port", "the port to listen on (default 8765)")
        )
        parser.add_argument(
            "--bind",
            default="127.0.0.1",
            help=_t(
                "cli-net-bind", "the address to listen on (default 127.0.0.1: only this machine can join; 0.0.0.0: any)"
            ),
        )
        parser.add_argument("--seed", type=int, default=1, help=_t("cli-net-seed-2", "the game's seed"))
        parser.add_argument(
            "--spectators",
            type=int,
            default=0,
            help=_t("cli-net-spectators", "how many spectator codes (public view only)"),
        )
        parser.add_argument("--log", help=_t("cli-net-log", "save the game to this file when it ends"))

    from engine.core.catalogue import render  # deferred: start-up (Fluent)

    opts, game, setup, content = _parse_target("warbench host", list(getattr(args, "host_args", [])), add)
    seats = [s.strip() for s in opts.seats.split(",") if s.strip()]
    host = TableHost(game, setup, content, opts.seed, seats, max(0, opts.spectators))

    async def run() -> None:
        port = await host.start(opts.bind, opts.port)
        address = f"ws://{opts.bind}:{port}"
        where = Message("cli-host-local") if opts.bind in LOOPBACK else Message("cli-host-open", bind=opts.bind)
        print(said("cli-host-hosting", game=Name.content(dict(game.names)), address=address, where=where))
        for code, seat in sorted(host.codes.items(), key=lambda kv: kv[1]):
            join = f"warbench join {address} --code {code}"
            print("  " + said("cli-host-seat-code", seat=Name.seat(seat + 1), command=join))
        for code in host.spectator_codes:
            print("  " + said("cli-host-spectator-code", command=f"warbench join {address} --code {code}"))
        sys.stdout.flush()
        try:
            await host.wait_finished()
        finally:
            await host.close()

    asyncio.run(run())
    outcome = host.state.outcome()
    print(said("cli-game-over", reason=outcome.reason if outcome else Message("cli-unfinished")))
    for line in host.log:
        print(f"  {render(line)}")
    if opts.log:
        save_data(host.record().to_data(), opts.log)
        print(said("cli-log-saved", path=opts.log))
    return 0


def _prompt_chooser(view: dict[str, Any]) -> str:
    """A person chooses at the prompt: the view's events and observation, then the legal actions."""
    from engine.core.catalogue import said_text  # deferred: start-up (Fluent)

    for event in view["events"]:
        print(f"  {said_text(event)}")
    print(json.dumps(view["observation"], ensure_ascii=False, indent=1))
    legal = view["legal"]
    for i, text in enumerate(legal, start=1):
        print(f"  {i}: {text}")
    while True:
        answer = input(said("cli-join-prompt", count=len(legal)) + " ").strip()
        if answer.isdigit() and 1 <= int(answer) <= len(legal):
            return str(legal[int(answer) - 1])
        if answer in legal:
            return answer
        print(said("cli-join-not-listed"))


def cmd_join(args: argparse.Namespace) -> int:
    from engine.net.client import JoinError, play_remote, random_chooser  # deferred: start-up (websockets)

    choose = random_chooser(args.seed) if args.agent == "random" else _prompt_chooser
    try:
        record = asyncio.run(play_remote(args.address, args.code, choose))
    except JoinError as exc:
        raise WarbenchError(said("cli-join-refused", reason=str(exc))) from None
    except OSError as exc:
        raise WarbenchError(said("cli-join-unreachable", address=args.address, error=str(exc))) from None
    who = Message("net-who-spectator") if record.seat is None else Name.seat(record.seat + 1)
    reason = Outcome.from_data(record.outcome).reason if record.outcome else Message("cli-unfinished")
    print(said("cli-join-over", who=who, reason=reason))
    return 0


def _read_yaml_data(path: str) -> Any:
    return read_yaml(path)[0]


def _load_post_game(path: str) -> Any:
    return replay_file(path, bundled_library().copy())


def cmd_post_new(args: argparse.Namespace) -> int:
    from engine.net.post import apply_orders  # deferred: start-up (Fluent)

    def add(parser: argparse.ArgumentParser) -> None:
        parser.add_argument(
            "--seats", required=True, help=_t("cli-net-seats", "one per seat: human (by post) or an agent")
        )
        parser.add_argument("--seed", type=int, default=1, help=_t("cli-net-seed-3", "the game's seed"))
        parser.add_argument(
            "--out", required=True, help=_t("cli-net-out-3", "the game by post to write (the host keeps it)")
        )

    opts, game, setup, content = _parse_target("warbench post new", list(getattr(args, "post_args", [])), add)
    state, refs = start_game(game, setup, content, opts.seed)
    seats = [s.strip() for s in opts.seats.split(",") if s.strip()]
    if len(seats) != state.num_players():
        raise WarbenchError(
            said(
                "cli-post-seat-count", game=Name.content(dict(game.names)), seats=state.num_players(), named=len(seats)
            )
        )
    apply_orders(game, state, seats, [], opts.seed)
    save_data(GameRecord.from_state(state, setup, opts.seed, seats, refs).to_data(), opts.out)
    print(
        said(
            "cli-post-new",
            path=opts.out,
            game=Name.content(dict(game.names)),
            turn=len(state.history),
            seat=Name.seat(state.current_player() + 1),
        )
    )
    return 0


def cmd_post_seat(args: argparse.Namespace) -> int:
    from engine.net.post import seat_file  # deferred: start-up (Fluent)

    replayed = _load_post_game(args.game_file)
    save_data(seat_file(replayed.game, replayed.state, args.seat - 1, replayed.record), args.out)
    print(said("cli-post-seat-written", path=args.out, seat=Name.seat(args.seat)))
    return 0


def cmd_post_order(args: argparse.Namespace) -> int:
    from engine.net.post import orders_file  # deferred: start-up (Fluent)

    orders = orders_file(_read_yaml_data(args.seat_file), args.action)
    save_data(orders, args.out)
    print(
        said(
            "cli-post-order-written",
            path=args.out,
            seat=Name.seat(orders["seat"] + 1),
            turn=orders["turn"],
            action=orders["action"],
        )
    )
    return 0


def cmd_post_apply(args: argparse.Namespace) -> int:
    from engine.net.post import apply_orders_to_file  # deferred: start-up (Fluent)

    orders = [_read_yaml_data(o) for o in args.orders]
    replayed, applied = apply_orders_to_file(args.game_file, orders, bundled_library().copy())
    state = replayed.state
    where = (
        Message("net-refused-game-over")
        if state.is_terminal()
        else Message("cli-post-to-move", seat=Name.seat(state.current_player() + 1))
    )
    print(said("cli-post-applied", orders=applied.played, moves=applied.agent_moves, where=where))
    return 0
