"""A sub-command declared with the function it runs: its docstring is its help and description,
in another language the catalogue's messages."""

from __future__ import annotations

import argparse
import ast
from pathlib import Path

from engine.core.catalogue import catalogue
from engine.core.language import set_language
from engine.core.subcommands import add_subcommand, command_text
from engine.games.neuroshima.cli import _cmd_battle

ROOT = Path(__file__).resolve().parents[2]


def _count(args: argparse.Namespace) -> int:
    """count the lines of a file

    Print how many lines the file has,
    blank ones included.

    Exit 0."""
    return 0


def _quiet(args: argparse.Namespace) -> int:
    return 0


def _parser() -> tuple[argparse.ArgumentParser, argparse._SubParsersAction]:  # type: ignore[type-arg]
    parser = argparse.ArgumentParser(prog="tool")
    return parser, parser.add_subparsers(dest="command")


def test_a_docstring_gives_the_help_line_and_the_description_with_its_white_space_folded() -> None:
    assert command_text(_count.__doc__) == (
        "count the lines of a file",
        "Print how many lines the file has, blank ones included. Exit 0.",
    )
    assert command_text("one line only") == ("one line only", None)
    assert command_text(None) == (None, None)


def test_the_command_lists_its_help_shows_its_description_and_runs_its_function() -> None:
    parser, sub = _parser()
    p = add_subcommand(sub, "count", "test-count", _count)
    p.add_argument("file")
    assert "count the lines of a file" in parser.format_help()
    assert p.description == "Print how many lines the file has, blank ones included. Exit 0."
    args = parser.parse_args(["count", "a.txt"])
    assert args.func is _count and args.file == "a.txt"


def test_a_group_takes_its_text_and_runs_nothing_itself() -> None:
    parser, sub = _parser()
    group = add_subcommand(sub, "pack", "test-pack", text="work with packs\n\nPacks are folders.")
    group.add_subparsers(dest="pack_command").add_parser("list")
    assert "work with packs" in parser.format_help()
    assert group.description == "Packs are folders."
    assert getattr(parser.parse_args(["pack", "list"]), "func", None) is None


def test_a_command_without_text_is_not_listed_with_an_empty_help() -> None:
    parser, sub = _parser()
    add_subcommand(sub, "quiet", "test-quiet", _quiet)
    assert sub._choices_actions == []  # argparse lists a command given any help, None too
    assert parser.parse_args(["quiet"]).func is _quiet


def test_in_another_language_help_and_description_are_the_catalogues_messages() -> None:
    set_language("ru")
    try:
        parser, sub = _parser()
        p = add_subcommand(sub, "battle", "cli-nh-battle", _cmd_battle)
        listing = parser.format_help()
    finally:
        set_language("en")
    assert "провести один бой на позиции из файла" in listing
    assert (p.description or "").startswith("Проводит один бой на позиции из файла neuroshima/position")


def _declared_message_ids() -> set[tuple[str, str]]:
    """The message id of every ``add_subcommand`` call of the engine and the editor, with its file."""
    out: set[tuple[str, str]] = set()
    for path in sorted((*ROOT.joinpath("engine").rglob("*.py"), *ROOT.joinpath("editor").rglob("*.py"))):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "add_subcommand":
                mid = node.args[2]
                assert isinstance(mid, ast.Constant) and isinstance(mid.value, str), f"{path}:{node.lineno}"
                out.add((mid.value, str(path.relative_to(ROOT))))
    return out


def test_every_declared_command_has_its_russian_help() -> None:
    # the catalogue check reads the ids of localized(...) calls; these are named in add_subcommand(...)
    declared = _declared_message_ids()
    assert len(declared) >= 15
    ru = catalogue("ru")
    assert sorted(f"{mid} ({where})" for mid, where in declared if not ru.has(mid)) == []
