"""No import cycles in ``engine`` or ``editor`` (imports under ``if TYPE_CHECKING`` aside): the floors
of the code stand on one another, and a module that imports one above it shows here with the
imports that close the circle (``python -m tests.support.import_cycles`` lists them)."""

from __future__ import annotations

from tests.support.import_cycles import cycles, describe, import_graph

#: Cycles known and not yet broken, each with why (none today).
KNOWN: list[list[str]] = []


def test_no_import_cycles() -> None:
    graph = import_graph()
    found = cycles(graph)
    new = [describe(graph, g) for g in found if g not in KNOWN]
    assert not new, "import cycles:\n" + "\n".join(new)
    gone = [g for g in KNOWN if g not in found]
    assert not gone, f"no longer a cycle, take it off KNOWN: {gone}"


def test_cycles_are_found() -> None:
    """The finder sees a circle through several modules, and not a chain."""
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []
