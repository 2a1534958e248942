"""The help texts of every command of ``warbench``, printed as JSON: ``{"command path": [texts]}``
(each parser's description and the help of each of its arguments and subcommands). Run in a
process of its own, in the language of ``WARBENCH_LANG``: building the parser sets argparse's words."""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator

from editor.cli import _add_render
from engine.cli import build_parser


def _walk(parser: argparse.ArgumentParser, path: tuple[str, ...]) -> Iterator[tuple[str, str]]:
    where = " ".join(path)
    if parser.description:
        yield where, parser.description
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            for choice in action._choices_actions:
                if choice.help:
                    yield where, choice.help
            seen: set[int] = set()
            for name, sub in action.choices.items():
                if id(sub) not in seen:
                    seen.add(id(sub))
                    yield from _walk(sub, (*path, name))
        elif action.help and action.help != argparse.SUPPRESS:
            yield where, action.help


def main() -> None:
    out: dict[str, list[str]] = {}
    for where, text in _walk(build_parser([_add_render], command="play"), ("warbench",)):
        out.setdefault(where, []).append(text)
    json.dump(out, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
