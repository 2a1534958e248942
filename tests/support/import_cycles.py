"""The import cycles among the modules of ``engine`` and ``editor``: every group of modules that
import each other, directly or through others (imports under ``if TYPE_CHECKING`` aside, for they
never run; imports inside functions count, for they run).

Run ``python -m tests.support.import_cycles`` to list them with the imports that close each
circle; ``tests/test_import_cycles.py`` fails on any.
"""

from __future__ import annotations

import sys

import grimp

PACKAGES = ("engine", "editor")


def import_graph() -> dict[str, set[str]]:
    """Every module of the packages and the modules of the packages it imports."""
    graph = grimp.build_graph(*PACKAGES, exclude_type_checking_imports=True, cache_dir=None)
    return {m: set(graph.find_modules_directly_imported_by(m)) & graph.modules for m in graph.modules}


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, without
    recursion), each sorted, smallest group first."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(graph):
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return sorted(found, key=lambda g: (len(g), g))


def describe(graph: dict[str, set[str]], group: list[str]) -> str:
    """A group and the imports between its members."""
    members = set(group)
    lines = [f"{len(group)} modules import each other:"]
    for m in group:
        lines += [f"  {m} -> {o}" for o in sorted(graph[m] & members)]
    return "\n".join(lines)


def main() -> int:
    graph = import_graph()
    found = cycles(graph)
    for group in found:
        print(describe(graph, group))
    print(f"{len(found)} import cycles, {sum(map(len, found))} modules in them")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
