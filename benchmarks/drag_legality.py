"""How long the editor takes, when a drag starts, to ask the engine about every cell of the board
(which cells a dragged piece may land on, and why not the others), on the largest bundled board.

Target: under 150 ms per drag on the Samurai Battles field (163 hexes with the half hexes), so the
lit cells appear as the drag starts. The figure one cell at a time is printed for comparison.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from benchmarks._common import best_of, machine, report  # noqa: E402


def main() -> int:
    from PySide6.QtWidgets import QApplication

    _app = QApplication.instance() or QApplication(["bench"])
    from editor.document import Document
    from editor.plugin import document_kind
    from engine.content.library import core_pack_dir

    doc = Document.open(
        core_pack_dir() / "samurai_battles/scenarios/sb-z002-fourth-kawanakajima-1561-phase-1.yaml", document_kind
    )
    kind, board = doc.kind, doc.board
    assert kind is not None and board is not None
    entry = next(e for p in kind.palettes(doc.model) for e in p.entries if e.id == "unit-0-AY")
    assert entry.collection is not None
    cells = list(board.cells())
    ref = ("units_0", 0)
    start = doc.cell_of(*ref)

    def place_all() -> None:
        kind.place_refusals(doc, entry.collection, dict(entry.template), cells)

    def move_all() -> None:
        kind.move_refusals(doc, {c: [(ref, c)] for c in cells if c != start})

    def one_at_a_time() -> None:
        for c in cells:
            kind.can_place(doc, entry.collection, dict(entry.template), c)

    print(f"machine: {machine()}")
    print(f"board: {len(cells)} cells")
    t_one = best_of(one_at_a_time, 3) * 1000
    print(f"one cell at a time (a copy of the scenario per cell): {t_one:,.0f} ms")
    ok1 = report("legal cells for a palette drag, whole board", best_of(place_all, 5) * 1000, "ms", 150, False)
    ok2 = report("legal cells for a piece dragged on the board", best_of(move_all, 5) * 1000, "ms", 150, False)
    return 0 if ok1 and ok2 else 1


if __name__ == "__main__":
    sys.exit(main())
