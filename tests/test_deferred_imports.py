"""Imports inside functions in ``engine`` and ``editor`` each say why they wait (``# deferred:``):
only to keep start-up light; anything else stands at the top of its module, where the floors
and cycles of the code show (``python -m tests.support.deferred_imports`` lists them)."""

from __future__ import annotations

import ast

from tests.support.deferred_imports import _inner_imports, unexplained


def test_every_import_inside_a_function_says_why_it_waits() -> None:
    rows = unexplained()
    assert not rows, "imports inside functions without '# deferred: <reason>':\n" + "\n".join(rows)


def test_the_finder_sees_imports_in_functions_and_not_at_the_top_or_for_type_checking() -> None:
    tree = ast.parse(
        "import os\n"
        "if TYPE_CHECKING:\n    import typing\n"
        "def f():\n    import json\n    if True:\n        from a import b\n"
        "class C:\n    def m(self):\n        def g():\n            import re\n"
    )
    assert sorted(n.lineno for n in _inner_imports(tree)) == [5, 7, 11]
