"""The Neuroshima modules form layers: no module imports, even for type checking or inside a
function, a module that imports it back. One state hierarchy: the etude is a variant of the game."""

from __future__ import annotations

import random
import subprocess
import sys

import grimp

from engine.games.neuroshima.base_state import NeuroshimaBaseState
from engine.games.neuroshima.etude_play import EtudeState
from engine.games.neuroshima.state import NeuroshimaState

PACKAGE = "engine.games.neuroshima"


def _import_graph() -> dict[str, set[str]]:
    """Module -> the package's modules it imports (top level, in functions and for type checking)."""
    graph = grimp.build_graph("engine", cache_dir=None)
    modules = graph.find_descendants(PACKAGE) | {PACKAGE}
    return {m: graph.find_modules_directly_imported_by(m) & modules for m in modules}


def _a_cycle(edges: dict[str, set[str]]) -> list[str] | None:
    """One import cycle as a list of modules (first = last), or ``None`` when there is none."""
    done: set[str] = set()
    path: list[str] = []
    on_path: set[str] = set()

    def visit(m: str) -> list[str] | None:
        path.append(m)
        on_path.add(m)
        for n in sorted(edges[m]):
            if n in on_path:
                return [*path[path.index(n) :], n]
            if n not in done:
                found = visit(n)
                if found:
                    return found
        path.pop()
        on_path.discard(m)
        done.add(m)
        return None

    for m in sorted(edges):
        if m not in done:
            found = visit(m)
            if found:
                return found
    return None


def test_the_neuroshima_modules_import_one_another_without_a_cycle() -> None:
    edges = _import_graph()
    assert f"{PACKAGE}.base_state" in edges and f"{PACKAGE}.solver" in edges
    cycle = _a_cycle(edges)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or [])


def test_the_cycle_finder_reports_a_cycle_it_is_given() -> None:
    # the check above is only worth something if a cycle is caught
    assert _a_cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == ["a", "b", "c", "a"]
    assert _a_cycle({"a": {"b"}, "b": set()}) is None


def test_every_module_imports_first_in_a_fresh_interpreter_in_a_random_order() -> None:
    modules = sorted(_import_graph())
    random.Random(2).shuffle(modules)
    script = "import importlib, sys\nfor m in sys.argv[1:]:\n    importlib.import_module(m)\n"
    done = subprocess.run([sys.executable, "-c", script, *modules], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr


def test_the_game_and_the_etude_are_one_state_hierarchy() -> None:
    # STYLE.md: a variant is a subclass of the base game, not a second state class that repeats its dispatch
    assert issubclass(NeuroshimaState, NeuroshimaBaseState)
    assert issubclass(EtudeState, NeuroshimaBaseState)
    shared = ("tile_actions", "instant_actions", "move_options", "_play_tile", "_play_instant", "_move_tile", "_run")
    for name in shared:
        assert name not in vars(NeuroshimaState) and name not in vars(EtudeState), name
