"""Imports inside functions in ``engine`` and ``editor``: each must say why it waits, in a comment
``# deferred: <reason>`` on its first line (or the line above it). An import waits only to keep
start-up light (a heavy library, a game's plugin loaded when its game is used); anything else
belongs at the top of its module. A comment line ``# deferred: <reason>`` just above a group of
imports serves the whole group. Imports under ``if TYPE_CHECKING`` are not counted: they never
run.

Run ``python -m tests.support.deferred_imports [FOLDER...]`` to list those without a reason;
``tests/test_deferred_imports.py`` fails on any.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = ("engine", "editor")
MARK = "# deferred:"


def _type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _inner_imports(tree: ast.Module) -> Iterator[ast.Import | ast.ImportFrom]:
    """The imports that run inside a function (at any depth), not under TYPE_CHECKING."""

    def walk(node: ast.AST, in_function: bool) -> Iterator[ast.Import | ast.ImportFrom]:
        for child in ast.iter_child_nodes(node):
            if isinstance(child, ast.If) and _type_checking(child):
                continue
            if isinstance(child, (ast.Import, ast.ImportFrom)):
                if in_function:
                    yield child
                continue
            inner = in_function or isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
            yield from walk(child, inner)

    yield from walk(tree, False)


def unexplained(folders: tuple[str, ...] = PACKAGES) -> list[str]:
    """``path:line: import text`` for every inner import without its reason."""
    found: list[str] = []
    for folder in folders:
        for path in sorted((ROOT / folder).rglob("*.py")):
            text = path.read_text(encoding="utf-8")
            lines = text.splitlines()
            nodes = list(_inner_imports(ast.parse(text, filename=str(path))))
            starts = {n.end_lineno or n.lineno: n.lineno for n in nodes}  # last line -> first line
            for node in nodes:
                here = lines[node.lineno - 1]
                if MARK in here:
                    continue
                first = node.lineno  # up through the imports just above: one reason serves the group
                while first - 1 in starts:
                    first = starts[first - 1]
                above = lines[first - 2] if first > 1 else ""
                if above.strip().startswith(MARK):
                    continue
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: {here.strip()}")
    return found


if __name__ == "__main__":
    rows = unexplained(tuple(sys.argv[1:]) or PACKAGES)
    print("\n".join(rows))
    print(f"{len(rows)} imports inside functions without a reason", file=sys.stderr)
