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
from pathlib import Path
from typing import Any

from engine.core.errors import UnknownGameError, WarbenchError

_HOST_HELP = "host a game for remote seats: each joins with its own code and sees only its seat"
_JOIN_HELP = "join a hosted game with a seat's code, as a person at the prompt or as an agent"


def add_net_commands(sub: Any) -> None:
    """Add ``host`` and ``join`` to the ``warbench`` subcommands."""
    p = sub.add_parser("host", help=_HOST_HELP, description=__doc__, add_help=False)
    p.set_defaults(func=cmd_host, host_args=[])
    p = sub.add_parser("join", help=_JOIN_HELP, description=__doc__)
    p.add_argument("address", help="the host's address, ws://HOST:PORT")
    p.add_argument("--code", required=True, help="the join code of your seat")
    p.add_argument("--agent", choices=["random"], help="play the seat by a program (default: you, at the prompt)")
    p.add_argument("--seed", type=int, default=1, help="the agent's seed")
    p.set_defaults(func=cmd_join)


def cmd_host(args: argparse.Namespace) -> int:
    from engine.ai.cli import setup_from_file
    from engine.content.io import save_data
    from engine.content.library import bundled_library
    from engine.core.registry import load_game
    from engine.net.host import REMOTE, TableHost

    argv: list[str] = list(getattr(args, "host_args", []))
    head = argparse.ArgumentParser(add_help=False)
    head.add_argument("target", nargs="?")
    target = head.parse_known_args(argv)[0].target
    parser = argparse.ArgumentParser(prog="warbench host", description=__doc__.split("\n\n")[0])
    parser.add_argument("target", help="a scenario or setup file, or a game id followed by its play arguments")
    parser.add_argument("--seats", required=True, help=f"one per seat: {REMOTE} or an agent (greedy, mcts:200...)")
    parser.add_argument("--port", type=int, default=8765, help="the port to listen on (default 8765)")
    parser.add_argument(
        "--bind",
        default="127.0.0.1",
        help="the address to listen on (default 127.0.0.1: only this machine can join; 0.0.0.0: any)",
    )
    parser.add_argument("--seed", type=int, default=1, help="the game's seed")
    parser.add_argument("--log", help="save the game to this file when it ends")
    content = bundled_library().copy()
    if target is not None and not Path(target).is_file():
        try:
            game = load_game(target)
        except UnknownGameError as exc:
            parser.error(str(exc))
        game.add_play_arguments(parser)
        opts = parser.parse_args(argv)
        setup = game.play_setup(opts, content)
    else:
        opts = parser.parse_args(argv)
        game, setup = setup_from_file(opts.target, content)
    seats = [s.strip() for s in opts.seats.split(",") if s.strip()]
    host = TableHost(game, setup, content, opts.seed, seats)

    async def run() -> None:
        port = await host.start(opts.bind, opts.port)
        where = (
            "this machine only" if opts.bind in ("127.0.0.1", "localhost", "::1") else f"anyone reaching {opts.bind}"
        )
        print(f"hosting {game.name} at ws://{opts.bind}:{port} ({where})")
        for code, seat in sorted(host.codes.items(), key=lambda kv: kv[1]):
            print(f"  seat {seat + 1}: warbench join ws://{opts.bind}:{port} --code {code}")
        sys.stdout.flush()
        try:
            await host.wait_finished()
        finally:
            await host.close()

    asyncio.run(run())
    outcome = host.state.outcome()
    print(f"game over: {outcome.reason if outcome else 'unfinished'}")
    for line in host.log:
        print(f"  {line}")
    if opts.log:
        save_data(host.record().to_data(), opts.log)
        print(f"log saved to {opts.log}")
    return 0


def _prompt_chooser(view: dict[str, Any]) -> str:
    """A person chooses at the prompt: the view's events and observation, then the legal actions."""
    for event in view["events"]:
        print(f"  {event['text']}")
    print(json.dumps(view["observation"], ensure_ascii=False, indent=1))
    legal = view["legal"]
    for i, text in enumerate(legal, start=1):
        print(f"  {i}: {text}")
    while True:
        answer = input(f"your action (1-{len(legal)} or its notation): ").strip()
        if answer.isdigit() and 1 <= int(answer) <= len(legal):
            return str(legal[int(answer) - 1])
        if answer in legal:
            return answer
        print("not one of the actions listed")


def cmd_join(args: argparse.Namespace) -> int:
    from engine.net.client import JoinError, play_remote, random_chooser

    choose = random_chooser(args.seed) if args.agent == "random" else _prompt_chooser
    try:
        record = asyncio.run(play_remote(args.address, args.code, choose))
    except JoinError as exc:
        raise WarbenchError(f"the host refused: {exc}") from None
    except OSError as exc:
        raise WarbenchError(f"cannot reach {args.address}: {exc}") from None
    print(f"seat {record.seat + 1}: game over; {record.outcome.get('reason') if record.outcome else 'unfinished'}")
    return 0
