"""A sub-command of the ``warbench`` command line, declared in one call with the function it runs.

The function's docstring is the command's text as the command line shows it in English: its first
paragraph is the command's line in the list of commands (argparse's ``help``), the rest the
paragraph atop its own ``--help`` (``description``). Another language reads messages ``<id>`` and
``<id>-description`` of its catalogue (:func:`engine.core.saying.localized`). So the text is
written once, next to the code it describes, and every command is declared the same way."""

from __future__ import annotations

import argparse
import inspect
from collections.abc import Callable
from typing import Any

from engine.core.saying import localized

__all__ = ["Run", "add_subcommand", "command_text"]

#: what a sub-command runs: the parsed arguments in, the exit status out
Run = Callable[[argparse.Namespace], int]


def command_text(text: str | None) -> tuple[str | None, str | None]:
    """A docstring as a command's help and description: its first paragraph and the paragraphs
    after it, each with its white space folded to single spaces (``None`` for a missing part)."""
    paragraphs = [" ".join(p.split()) for p in inspect.cleandoc(text or "").split("\n\n")]
    paragraphs = [p for p in paragraphs if p]
    if not paragraphs:
        return None, None
    return paragraphs[0], " ".join(paragraphs[1:]) or None


def add_subcommand(
    subparsers: Any, name: str, message_id: str, run: Run | None = None, *, text: str | None = None
) -> argparse.ArgumentParser:
    """Sub-command ``name`` of ``subparsers`` (what ``add_subparsers`` returned) that calls ``run``
    with the parsed arguments (``None`` for a group of sub-commands, which runs nothing itself).
    Its help and description are ``text``, default ``run``'s docstring (:func:`command_text`); in
    another language, messages ``message_id`` and ``<message_id>-description``. Returns the new
    sub-command's parser, for its arguments."""
    help_text, description = command_text(text if text is not None else getattr(run, "__doc__", None))
    options: dict[str, Any] = {}
    if help_text is not None:  # argparse lists a sub-command given any help, even None
        options["help"] = localized(message_id, help_text)
    if description is not None:
        options["description"] = localized(f"{message_id}-description", description)
    parser: argparse.ArgumentParser = subparsers.add_parser(name, **options)
    if run is not None:
        parser.set_defaults(func=run)
    return parser
