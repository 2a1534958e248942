"""Random sequences of commands: undo-all gives back the original document, redo-all the final one."""

from __future__ import annotations

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import RuleBasedStateMachine, invariant, precondition, rule

from editor.commands import (
    AddPieceCommand,
    MovePiecesCommand,
    PaintCellsCommand,
    RemovePiecesCommand,
    SetFieldCommand,
)
from editor.document import Document
from editor.plugin import document_kind
from engine.core.hexgrid import hexagon_board
from tests.support.testboard import BoardMap, Feature, Marker, Tag

CELLS = hexagon_board(2).hexes
cells = st.sampled_from(CELLS)


class UndoMachine(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        self.doc = Document(
            BoardMap(
                radius=2,
                markers=[Marker(hex="0,0", name="A")],
                tags=[Tag(piece="A", hex="1,0")],
                features=[Feature(hex="0,1", type="well", size=2), Feature(hex="1,1")],
            ),
            kind=document_kind("testboard/map"),
        )
        self.original = self.doc.snapshot()

    def free(self, cell) -> bool:
        return not self.doc.pieces_at(cell, "markers")

    @rule(cell=cells, kind=st.sampled_from(["pawn", "tower", "flag"]), owner=st.integers(0, 1))
    def add(self, cell, kind, owner) -> None:
        if self.free(cell):
            self.doc.undo_stack.push(AddPieceCommand(self.doc, "markers", {"type": kind, "owner": owner}, cell))

    @rule(cell=cells, text=st.text(alphabet="abc", max_size=3))
    def add_tag(self, cell, text) -> None:
        self.doc.undo_stack.push(AddPieceCommand(self.doc, "tags", {"piece": "A", "text": text}, cell))

    @precondition(lambda self: self.doc.model.markers)
    @rule(data=st.data())
    def remove(self, data) -> None:
        n = len(self.doc.model.markers)
        picks = data.draw(st.lists(st.integers(0, n - 1), min_size=1, max_size=3, unique=True))
        self.doc.undo_stack.push(RemovePiecesCommand(self.doc, [("markers", i) for i in picks]))

    @precondition(lambda self: self.doc.model.markers)
    @rule(data=st.data(), cell=cells)
    def move(self, data, cell) -> None:
        i = data.draw(st.integers(0, len(self.doc.model.markers) - 1))
        if self.free(cell):
            self.doc.undo_stack.push(MovePiecesCommand(self.doc, [(("markers", i), cell)]))

    @precondition(lambda self: self.doc.model.markers)
    @rule(data=st.data(), facing=st.integers(0, 5), name=st.text(alphabet="xyz", max_size=2))
    def set_fields(self, data, facing, name) -> None:
        i = data.draw(st.integers(0, len(self.doc.model.markers) - 1))
        self.doc.undo_stack.push(SetFieldCommand(self.doc, ("markers", i), "facing", facing))
        self.doc.undo_stack.push(SetFieldCommand(self.doc, ("markers", i), "name", name))

    @rule(title=st.text(max_size=5))
    def set_title(self, title) -> None:
        self.doc.undo_stack.push(SetFieldCommand(self.doc, None, "title", title))

    @rule(painted=st.dictionaries(cells, st.sampled_from([None, "forest", "water", "hill"]), min_size=1, max_size=5))
    def paint(self, painted) -> None:
        self.doc.undo_stack.push(PaintCellsCommand(self.doc, "terrain", painted))

    @rule(painted=st.dictionaries(cells, st.sampled_from([None, "ruin", "well"]), min_size=1, max_size=4))
    def paint_features(self, painted) -> None:
        self.doc.undo_stack.push(PaintCellsCommand(self.doc, "features", painted))

    @precondition(lambda self: self.doc.model.features)
    @rule(data=st.data(), size=st.integers(1, 3))
    def resize_feature(self, data, size) -> None:
        i = data.draw(st.integers(0, len(self.doc.model.features) - 1))
        self.doc.undo_stack.push(SetFieldCommand(self.doc, None, f"features.{i}.size", size))

    @rule(k=st.integers(1, 3))
    def undo_some(self, k) -> None:
        for _ in range(k):
            self.doc.undo_stack.undo()

    @invariant()
    def undo_all_and_redo_all(self) -> None:
        stack = self.doc.undo_stack
        index = stack.index()
        final = self.doc.snapshot()
        stack.setIndex(0)
        assert self.doc.snapshot() == self.original
        stack.setIndex(stack.count())
        top = self.doc.snapshot()
        stack.setIndex(index)
        assert self.doc.snapshot() == final
        # and the document is always schema-valid
        BoardMap.model_validate(top)


TestUndoMachine = UndoMachine.TestCase
TestUndoMachine.settings = settings(
    max_examples=60, stateful_step_count=20, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)
