"""The ``warbench`` command line: every headless task (validate, play, replay, simulate, pack, schema, and
each game's own commands). The console script lives in ``editor.cli``, which adds the GUI
(no arguments) and ``render`` on top of this parser."""

from __future__ import annotations

import argparse
import gettext
import json
import sys
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any

import engine
from engine.content.issues import Severity, count_by_severity
from engine.content.reader import ContentError
from engine.core.errors import UsageError, WarbenchError
from engine.core.language import LANGUAGES, LanguageError, current_language, take_language_option
from engine.core.message import Message, Name
from engine.core.saying import localized as _t
from engine.core.saying import said

CommandAdder = Callable[[Any], None]


def _cmd_validate(args: argparse.Namespace) -> int:
    # deferred: start-up (--help and --version load the parser alone)
    from engine.content.library import validate_paths

    issues = validate_paths(args.paths)
    shown = [i for i in issues if args.all or i.severity is not Severity.INFO]
    for i in shown:
        print(i.format())
    counts = count_by_severity(issues)
    if not args.quiet:
        summary = Message(
            "cli-validate-summary",
            paths=len(args.paths),
            errors=counts[Severity.ERROR],
            warnings=counts[Severity.WARNING],
        )
        print(
            localized_message(
                summary,
                f"{len(args.paths)} path(s) checked: {counts[Severity.ERROR]} error(s), "
                f"{counts[Severity.WARNING]} warning(s)",
            ),
            file=sys.stderr,
        )
    return 1 if counts[Severity.ERROR] else 0


def localized_message(message: Message, english: str) -> str:
    """``message`` in the current language; ``english`` (its English text, said without loading
    the catalogue) in English."""
    if current_language() == "en":
        return english
    # deferred: start-up (--help and --version load the parser alone)
    from engine.core.catalogue import render

    return render(message)


def _cmd_games(args: argparse.Namespace) -> int:
    # deferred: start-up (--help and --version load the parser alone)
    from engine.ai.agents import agent_names
    from engine.core.registry import registered_games

    games = registered_games()
    if args.json:
        print(
            json.dumps(
                [
                    {
                        "id": g.id,
                        "names": dict(g.names),
                        "players": [g.min_players, g.max_players],
                        "content_kinds": list(g.content_kinds),
                        "agents": agent_names(g),
                    }
                    for g in games
                ],
                indent=2,
                ensure_ascii=False,
            )
        )
        return 0
    if not games:
        print(said("cli-games-none"))
    for g in games:
        print(said("cli-games-game", id=g.id, game=_game_title(g), low=g.min_players, high=g.max_players))
        for k in g.content_kinds:
            print("    " + said("cli-games-kind", kind=k))
        print("    " + said("cli-games-agents", agents=tuple(agent_names(g))))
    return 0


def _cmd_schema(args: argparse.Namespace) -> int:
    # deferred: start-up (--help and --version load the parser alone)
    from engine.content.schema import schema_drift, write_schemas

    if args.check:
        drift = schema_drift()
        for d in drift:
            print(d)
        return 1 if drift else 0
    for p in write_schemas():
        print(said("cli-schema-wrote", path=str(p)))
    return 0


def _parse_agents(text: str) -> list[str]:
    return [a.strip() for a in text.split(",") if a.strip()]


def _bounded_int(low: int, high: int) -> Callable[[str], int]:
    """An argparse type: a whole number from ``low`` to ``high``."""

    def parse(text: str) -> int:
        try:
            value = int(text)
        except ValueError:
            raise argparse.ArgumentTypeError(f"{text!r} is not a whole number") from None
        if not low <= value <= high:
            raise argparse.ArgumentTypeError(f"{value} is not between {low:,} and {high:,}")
        return value

    return parse


def _cmd_play(args: argparse.Namespace) -> int:
    # deferred: start-up (--help and --version load the parser alone)
    from engine.ai.agents import make_agent
    from engine.ai.simulate import GameTooLongError, play_game
    from engine.content.io import save_data
    from engine.content.library import bundled_library

    game = args.game_obj
    names = _parse_agents(args.agents)
    if not names:
        raise UsageError(said("cli-play-no-agent"))
    content = bundled_library().copy()
    setup = game.play_setup(args, content)
    names = game.play_agent_names(args, names)
    agents = [make_agent(game, n, args.seed * 1000 + i) for i, n in enumerate(names)]
    try:
        result = play_game(game, setup, content, args.seed, agents, max_actions=args.max_actions)
    except GameTooLongError as exc:
        if args.log:
            save_data(exc.result.record.to_data(), args.log)
            print(said("cli-play-unfinished-saved", path=args.log))
        print(f"{_game_name(game)}: {exc}", file=sys.stderr)
        return 1
    out = result.state.outcome()
    if args.verbose:
        for e in result.state.events:
            print(e.text)
    if args.log:
        save_data(result.record.to_data(), args.log)
    if out is None:  # pragma: no cover - play_game only returns terminal states
        print(said("cli-play-not-ended"))
        return 1
    winners = tuple(Message("cli-play-winner", seat=w + 1, agent=names[w % len(names)]) for w in sorted(out.winners))
    print(
        said(
            "cli-play-result",
            game=_game_title(game),
            actions=len(result.state.history),
            winners=winners or Message("cli-play-nobody"),
            reason=out.reason,
        )
    )
    if args.log:
        print(said("cli-log-saved", path=args.log))
    return 0


def _game_title(game: Any) -> Name:
    """A game's name in the reader's language (its plugin names it in each)."""
    return Name.content(dict(game.names))


def _game_name(game: Any) -> str:
    # deferred: start-up (--help and --version load the parser alone)
    from engine.core.catalogue import render

    return render(_game_title(game))


def _cmd_replay(args: argparse.Namespace) -> int:
    # deferred: start-up (--help and --version load the parser alone)
    from engine.content.library import bundled_library
    from engine.saved_game import replay_file

    content = bundled_library().copy()
    for folder in args.content or []:
        if not Path(folder).is_dir():
            raise UsageError(said("cli-no-such-folder", option="--content", folder=folder))
        content.add_folder(Path(folder), strict=True)
    replayed = replay_file(args.log, content)
    state, game = replayed.state, replayed.game
    if args.verbose:
        for e in state.events:
            print(e.text)
    out = state.outcome() if state.is_terminal() else None
    terminal = "yes" if out is not None else "no"
    print(said("cli-replayed", actions=len(replayed.record.actions), game=_game_title(game), terminal=terminal))
    if out is not None:
        print(said("cli-replay-outcome", winners=str(sorted(w + 1 for w in out.winners)), reason=out.reason))
    print(said("cli-replay-proven"))
    return 0


_PLAY_HELP = "play a whole game headless with agents"
_SIMULATE_HELP = "self-play many games of a scenario, setup or game and report win rates"


def _game_commands_help(names: Mapping[str, str]) -> str:
    """The line of help of a game's own commands, the game named in the current language."""
    return localized_message(Message("cli-game-commands-help", game=_in_language(names)), f"{names['en']} commands")


def _in_language(names: Mapping[str, str]) -> str:
    """A name given by language (a game's ``names``) in the current language, else in English."""
    return names.get(current_language()) or names["en"]


#: argparse's own words (its headings, its errors), which it says through gettext
_ARGPARSE_WORDS = {
    "usage: ": "cli-argparse-usage",
    "positional arguments": "cli-argparse-positional",
    "options": "cli-argparse-options",
    "show this help message and exit": "cli-argparse-help",
    "the following arguments are required: %s": "cli-argparse-required",
    "unrecognized arguments: %s": "cli-argparse-unrecognized",
    "invalid choice: %(value)r (choose from %(choices)s)": "cli-argparse-invalid-choice",
    "%(prog)s: error: %(message)s\n": "cli-argparse-error",
    "expected one argument": "cli-argparse-one-argument",
}


def _speak_argparse() -> None:
    """argparse says its own words (headings, errors) through ``gettext``; in another language
    than English they come from the catalogue."""
    if current_language() == "en":
        argparse._ = gettext.gettext  # type: ignore[attr-defined]
        return

    def words(text: str) -> str:
        found = _ARGPARSE_WORDS.get(text)
        return _t(found, text) if found else text

    argparse._ = words  # type: ignore[attr-defined]


def _command_in(argv: Sequence[str]) -> str | None:
    """The command an argument list names: its first word that is not an option."""
    return next((a for a in argv if not a.startswith("-")), None)


def _game_aliases(game_id: str) -> list[str]:
    return [game_id.replace("_", "-")] if "_" in game_id else []


def build_parser(extra: Sequence[CommandAdder] = (), command: str | None = "play") -> argparse.ArgumentParser:
    """The whole parser when ``command`` needs games (playing, simulating, a game's own commands);
    otherwise one where each game-bound command is only its line of help, read from the games'
    ``about.json``, so that ``--help``, ``--version``, ``validate`` and the app start without
    importing every game."""
    # deferred: start-up (--help and --version load the parser alone)
    from engine.core.registry import games_about

    about = games_about()
    bound = {"play", "simulate"} | {a.id for a in about} | {n for a in about for n in _game_aliases(a.id)}
    light = command is None or command not in bound
    _speak_argparse()
    parser = argparse.ArgumentParser(
        prog="warbench",
        description=_t(
            "cli-description",
            "Warbench: design, check and playtest tabletop-game content. "
            "With no command, the desktop app starts on the bundled content.",
        ),
    )
    parser.add_argument(
        "--version",
        action="version",
        version=f"warbench {engine.__version__}",
        help=_t("cli-version-help", "show the version and exit"),
    )
    parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        help=_t("cli-lang-help", "the language of the output (default: WARBENCH_LANG, else the system's locale)"),
    )
    sub = parser.add_subparsers(dest="command", metavar=_t("cli-command-metavar", "COMMAND"))

    p = sub.add_parser(
        "validate",
        help=_t("cli-validate-help", "check content files, folders or packs"),
        description=_t(
            "cli-validate-description",
            "Check content files, folders or packs; prints file:line: severity code: message and exits 1 on errors.",
        ),
    )
    p.add_argument("paths", nargs="+", help=_t("cli-validate-paths", "files, folders or pack folders"))
    p.add_argument("--all", action="store_true", help=_t("cli-validate-all", "also print info-level notes"))
    p.add_argument("-q", "--quiet", action="store_true", help=_t("cli-validate-quiet", "no summary line"))
    p.set_defaults(func=_cmd_validate)

    p = sub.add_parser("games", help=_t("cli-games-help", "list registered games and their content kinds"))
    p.add_argument("--json", action="store_true", help=_t("cli-json", "machine-readable output"))
    p.set_defaults(func=_cmd_games)

    p = sub.add_parser("schema", help=_t("cli-schema-help", "regenerate the JSON Schema files in content/schema"))
    p.add_argument(
        "--check",
        action="store_true",
        help=_t("cli-schema-check", "only report drift; exit 1 if the files are stale"),
    )
    p.set_defaults(func=_cmd_schema)

    if light:
        sub.add_parser("play", help=_t("cli-play-help", _PLAY_HELP))
    else:
        _add_play(sub)

    p = sub.add_parser("replay", help=_t("cli-replay-help", "replay a saved game log and check it"))
    p.add_argument("log", help=_t("cli-replay-log", "game log written by 'play --log'"))
    p.add_argument("-v", "--verbose", action="store_true", help=_t("cli-verbose", "print every event"))
    p.add_argument(
        "--content",
        action="append",
        metavar="FOLDER",
        help=_t(
            "cli-replay-content",
            "a folder of content the game was played with, beside the bundled pack (repeatable)",
        ),
    )
    p.set_defaults(func=_cmd_replay)

    # deferred: start-up (--help and --version load the parser alone)
    from engine.content.packcli import add_pack_command

    add_pack_command(sub)

    # deferred: start-up (--help and --version load the parser alone)
    from engine.content.live import add_library_command

    add_library_command(sub)

    # deferred: start-up (--help and --version load the parser alone)
    from engine.net.cli import add_net_commands

    add_net_commands(sub)

    if light:
        sub.add_parser("simulate", help=_t("cli-simulate-help", _SIMULATE_HELP), add_help=False)
        for a in about:
            if a.has_commands:
                sub.add_parser(a.id, help=_game_commands_help(a.names), aliases=_game_aliases(a.id))
    else:
        _add_simulate_and_game_commands(sub)

    for add in extra:
        add(sub)
    return parser


def _add_play(sub: Any) -> None:
    # deferred: start-up (--help and --version load the parser alone)
    from engine.ai.agents import agent_names
    from engine.core.registry import registered_games

    p = sub.add_parser("play", help=_t("cli-play-help", _PLAY_HELP))
    play_sub = p.add_subparsers(dest="game", metavar="GAME", required=True)
    for g in registered_games():
        gp = play_sub.add_parser(g.id, help=_in_language(g.names), aliases=_game_aliases(g.id))
        gp.add_argument(
            "--agents",
            default=",".join(["random"] * g.min_players),
            help=_t("cli-play-agents", "comma-separated agents, one per player") + f" ({', '.join(agent_names(g))})",
        )
        gp.add_argument(
            "--seed",
            type=_bounded_int(0, 2**63 - 1),
            default=1,
            help=_t("cli-play-seed", "random seed (the same seed replays the same game)"),
        )
        gp.add_argument("--log", help=_t("cli-play-log", "save the game (setup, seed, actions) to this YAML file"))
        gp.add_argument(
            "--max-actions",
            type=_bounded_int(1, 100_000),
            default=100_000,
            help=_t(
                "cli-play-max-actions", "give up after this many actions (exit 1; --log saves the unfinished game)"
            ),
        )
        gp.add_argument("-v", "--verbose", action="store_true", help=_t("cli-play-v", "print every event"))
        g.add_play_arguments(gp)
        gp.set_defaults(func=_cmd_play, game_obj=g)


def _add_simulate_and_game_commands(sub: Any) -> None:
    # deferred: start-up (--help and --version load the parser alone)
    from engine.ai.cli import add_simulate_command
    from engine.core.game import Game
    from engine.core.registry import registered_games

    add_simulate_command(sub, _t("cli-simulate-help", _SIMULATE_HELP))
    for g in registered_games():
        if type(g).add_cli_commands is Game.add_cli_commands:
            continue  # the game has no commands of its own
        gp = sub.add_parser(g.id, help=_game_commands_help(g.names), aliases=_game_aliases(g.id))
        g.add_cli_commands(gp.add_subparsers(dest="game_command", metavar="COMMAND", required=True))


def main(
    argv: Sequence[str] | None = None,
    *,
    extra: Sequence[CommandAdder] = (),
    default: Callable[[], int] | None = None,
) -> int:
    """Run the CLI; ``default`` runs when no command is given (the GUI in ``editor.cli``)."""
    words = sys.argv[1:] if argv is None else argv
    if list(words) == ["--version"]:  # answered before anything else is imported
        print(f"warbench {engine.__version__}")
        sys.exit(0)  # as argparse's version action does
    try:
        # the language is chosen before the parser is built: its help speaks it
        words = take_language_option(list(words))
    except LanguageError as exc:
        print(f"warbench: {said(exc.message_id, language=repr(exc.language), known=LANGUAGES)}", file=sys.stderr)
        return 2
    argv = words
    parser = build_parser(extra, command=_command_in(words))
    args, rest = parser.parse_known_args(argv)
    if getattr(args, "command", None) == "simulate":
        args.simulate_args = rest  # parsed by the game it names (engine.ai.cli)
    elif getattr(args, "command", None) == "host":
        args.host_args = rest  # parsed with the game's own play arguments (engine.net.cli)
    elif getattr(args, "post_command", None) == "new":
        args.post_args = rest
    elif rest:
        parser.parse_args(argv)  # refuses the unknown arguments with the usual message
    if getattr(args, "func", None) is None:
        if default is not None:
            return default()
        parser.print_help()
        return 0
    try:
        return int(args.func(args) or 0)
    except ContentError as exc:
        for issue in exc.issues:
            print(issue.format(), file=sys.stderr)
        return 1
    except WarbenchError as exc:
        print(f"{_t('cli-error', 'error')}: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        print(_t("cli-interrupted", "interrupted"), file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
