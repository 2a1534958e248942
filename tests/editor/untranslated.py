"""Find the texts in ``editor/`` that a user would read untranslated.

Every string literal of an editor module that reads as words for people (two words, or one
capitalised word) must be marked for translation (``tr``/``QT_TR_NOOP``), unless its place says
it is not shown: a docstring, an object name, a style sheet, a settings key, a log line, an
internal error, a comparison, a dictionary key or an index. A literal that is none of these and
still not for people (a pattern, a format of a saved file) carries the comment
``# i18n: not shown`` on its line, and a name that reads the same in every language (a
language's own name) ``# i18n: same in every language``.

Run as a script to list what is left: ``python tests/editor/untranslated.py [file or folder ...]``.
"""

from __future__ import annotations

import ast
import io
import itertools
import re
import sys
import tokenize
from collections.abc import Iterator
from pathlib import Path

EDITOR = Path(__file__).resolve().parents[2] / "editor"
#: the comment that says a literal on its line is not shown to people
NOT_SHOWN = "# i18n: not shown"
#: the comment that says a literal on its line reads the same in every language (a name)
SAME_IN_EVERY_LANGUAGE = "# i18n: same in every language"
#: calls whose literal arguments are not shown: translation marks, names, keys, styles, logs
QUIET_CALLS = {
    "tr",
    "QT_TR_NOOP",
    # the engine catalogue's marks (the command line's help): its Russian is kept complete by
    # tests/engine/i18n/test_catalogue.py
    "_t",
    "localized",
    "translate",
    "setObjectName",
    "objectName",
    "setStyleSheet",
    "setProperty",
    "property",
    "findChild",
    "findChildren",
    "getattr",
    "setattr",
    "hasattr",
    "isinstance",
    "startswith",
    "endswith",
    "removeprefix",
    "removesuffix",
    "split",
    "rsplit",
    "partition",
    "replace",
    "strip",
    "lstrip",
    "rstrip",
    "debug",
    "info",
    "warning",
    "exception",
    "critical",
    "getLogger",
    "setApplicationName",
    "setOrganizationName",
    "print",
    "setValue",
    "Signal",
    "Slot",
    "Path",
    "joinpath",
    "open",
    "with_suffix",
    "with_name",
    "compile",
    "match",
    "fullmatch",
    "search",
    "sub",
    "findall",
    "QColor",
    "QFont",
    "fromTheme",
    "icon",
    "setData",
    "hasFormat",
    "encode",
    "decode",
    "TypeVar",
    "cast",
    "NewType",
    "dumps",
    "loads",
    "strftime",
    "environ",
    "getenv",
    "setenv",
    "field",
    "namedtuple",
    "Field",
}
#: one declaration of a style sheet without its closing ";"
_STYLE = r"(color|background(-color)?|font(-\w+)?|border(-\w+)?|padding|margin|qproperty-\w+)\s*:\s*[^;:]+"
#: a word of letters
_WORD = re.compile(r"[A-Za-z]{2,}")


def _docstrings(tree: ast.AST) -> set[int]:
    out: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant):
                out.add(id(body[0].value))
            # attribute docstrings (a string right after an assignment)
            for before, after in itertools.pairwise(body):
                if (
                    isinstance(before, ast.Assign | ast.AnnAssign)
                    and isinstance(after, ast.Expr)
                    and isinstance(after.value, ast.Constant)
                ):
                    out.add(id(after.value))
    return out


def _call_name(call: ast.Call) -> str:
    func = call.func
    return func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", "")


def reads_as_words(text: str) -> bool:
    """Whether ``text`` is words for people: markup, fields and paths aside, two words with a
    space between, or one capitalised word."""
    plain = re.sub(r"<[^>]*>|\{[^}]*\}|%\w|&(?=\w)", "", text).strip()
    words = _WORD.findall(plain)
    if not words:
        return False
    if re.fullmatch(r"[A-Z0-9_]+", plain) or (re.fullmatch(r"[\w.\-/:*]+", plain) and not plain[:1].isupper()):
        return False  # a constant's name, an identifier, a key, a path
    if re.fullmatch(r"#[0-9a-fA-F]{3,8}|([a-z-]+\s*:\s*[^;:]+;\s*)+", plain) or re.fullmatch(_STYLE, plain):
        return False  # a colour, a style sheet
    return " " in plain or plain[:1].isupper()


def _not_shown_lines(source: str) -> set[int]:
    lines: set[int] = set()
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT and tok.string.startswith((NOT_SHOWN, SAME_IN_EVERY_LANGUAGE)):
            lines.add(tok.start[0])
    return lines


def untranslated(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of every literal of the module at ``path`` a user may read untranslated."""
    source = path.read_text(encoding="utf-8")
    tree = ast.parse(source)
    docstrings = _docstrings(tree)
    quiet_lines = _not_shown_lines(source)
    parents: dict[int, ast.AST] = {}
    for node in ast.walk(tree):
        for child in ast.iter_child_nodes(node):
            parents[id(child)] = node

    def quiet_place(parent: ast.AST, child: ast.AST) -> bool:
        """Whether ``child`` sits where a text is not shown: an internal error, a comparison,
        an import, an index, a dictionary's key or a keyword naming a key or a style."""
        return (
            isinstance(parent, ast.Raise | ast.Assert | ast.Compare | ast.Import | ast.ImportFrom)
            or (isinstance(parent, ast.Subscript) and child is parent.slice)
            or (isinstance(parent, ast.Dict) and any(child is k for k in parent.keys))
            or (isinstance(parent, ast.keyword) and parent.arg in ("objectName", "name", "key", "style"))
            or (
                isinstance(parent, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id == "__all__" for t in parent.targets)
            )
        )

    def quiet(node: ast.AST) -> bool:
        """Whether the place of ``node`` says it is not shown."""
        child = node
        parent = parents.get(id(child))
        while parent is not None:
            if isinstance(parent, ast.Call):
                if _call_name(parent) in QUIET_CALLS or _call_name(parent).endswith(("Error", "Exception")):
                    return True  # marked already, not a text, or an error's message for the log
                if child is not parent.func:
                    return False
            elif quiet_place(parent, child):
                return True
            elif isinstance(parent, ast.stmt):
                return False
            child, parent = parent, parents.get(id(parent))
        return False

    for node in ast.walk(tree):
        if isinstance(node, ast.JoinedStr):
            if quiet(node) or any(n in quiet_lines for n in range(node.lineno, (node.end_lineno or node.lineno) + 1)):
                continue
            fixed = "".join(v.value for v in node.values if isinstance(v, ast.Constant) and isinstance(v.value, str))
            if reads_as_words(fixed):
                yield node.lineno, ast.unparse(node)
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            if id(node) in docstrings or isinstance(parents.get(id(node)), ast.JoinedStr):
                continue
            if node.lineno in quiet_lines or (node.end_lineno or 0) in quiet_lines or quiet(node):
                continue
            if reads_as_words(node.value):
                yield node.lineno, node.value


def report(paths: list[Path]) -> list[str]:
    """``file:line: text`` of every untranslated text in ``paths``."""
    return [
        f"{path.relative_to(EDITOR.parent)}:{line}: {text!r}" for path in paths for line, text in untranslated(path)
    ]


if __name__ == "__main__":  # pragma: no cover - a developer's tool
    given = [Path(a).resolve() for a in sys.argv[1:]] or [EDITOR]
    chosen = [f for p in given for f in (sorted(p.rglob("*.py")) if p.is_dir() else [p])]
    found = report(chosen)
    print("\n".join(found))
    print(f"{len(found)} untranslated texts", file=sys.stderr)
