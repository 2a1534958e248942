"""What the catalogue checks read: the message ids the engine's code names, and the texts of
the Russian catalogue files."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

from fluent.syntax import FluentParser
from fluent.syntax import ast as ftl
from fluent.syntax.visitor import Visitor

ROOT = Path(__file__).resolve().parents[3]
ENGINE = ROOT / "engine"
#: the functions whose first argument is a message id: Message(...) must be in every catalogue;
#: localized(...) (the command line's help, whose English is in the code) in the Russian one
MESSAGE_CALLS = {"Message": "message", "said": "message", "_t": "localized", "localized": "localized"}


def _literals(node: ast.expr) -> Iterator[str]:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield node.value
    elif isinstance(node, ast.IfExp):
        yield from _literals(node.body)
        yield from _literals(node.orelse)


def used_message_ids() -> dict[str, set[tuple[str, str]]]:
    """``"message"`` and ``"localized"`` -> the (id, file) of every literal message id in engine/."""
    out: dict[str, set[tuple[str, str]]] = {"message": set(), "localized": set()}
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call) or not node.args:
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            family = MESSAGE_CALLS.get(name)
            if family is None:
                continue
            for mid in _literals(node.args[0]):
                out[family].add((mid, str(path.relative_to(ROOT))))
    return out


class _Texts(Visitor):
    """Every piece of text a translator wrote in an entry, variants included (not the values of
    the ``.gender`` attribute, which are selector keys)."""

    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def visit_Attribute(self, node: ftl.Attribute) -> None:
        if node.id.name != "gender":
            self.generic_visit(node)

    def visit_TextElement(self, node: ftl.TextElement) -> None:
        self.texts.append(node.value)


def entry_texts(language: str) -> dict[str, list[str]]:
    """Entry id -> the texts of that entry, for every entry of ``language``'s catalogue."""
    out: dict[str, list[str]] = {}
    for path in sorted((ENGINE / "i18n" / language).glob("*.ftl")):
        res = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in res.body:
            if isinstance(entry, (ftl.Message, ftl.Term)):
                v = _Texts()
                v.visit(entry)
                key = ("-" if isinstance(entry, ftl.Term) else "") + entry.id.name
                out[key] = v.texts
    return out


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: ftl.VariableReference) -> None:
        self.names.add(node.id.name)


def variables(language: str) -> dict[str, set[str]]:
    """Message id -> the names of the variables it uses."""
    out: dict[str, set[str]] = {}
    for path in sorted((ENGINE / "i18n" / language).glob("*.ftl")):
        res = FluentParser().parse(path.read_text(encoding="utf-8"))
        for entry in res.body:
            if isinstance(entry, ftl.Message):
                v = _Variables()
                v.visit(entry)
                out[entry.id.name] = v.names
    return out
