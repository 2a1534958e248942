"""Undo stays exact for every document kind (issue 21): random edit sequences through the GUI's own
commands and actions — field edits (board-shape edits among them), pieces added, moved, removed
and pasted, cells painted, area corners moved, undo in between, and failures in the middle of a
macro — then undo-all gives back the document as opened, redo-all the last one, and a save opens
again as the same document. The kinds are the registered ones, so a new game's kinds are covered
without a change here."""

from __future__ import annotations

import enum
import random
import typing
from pathlib import Path
from typing import Any, Literal

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from pydantic import BaseModel

from editor.board_shape import places_off
from editor.commands import (
    AddPieceCommand,
    MovePiecesCommand,
    MoveVertexCommand,
    PaintCellsCommand,
    RemovePiecesCommand,
    SetFieldCommand,
)
from editor.document import Document
from editor.plugin import all_document_kinds
from tests.fuzz.harness import bundled_seeds

KINDS = sorted(k.kind for k in all_document_kinds())
CORE = Path(__file__).resolve().parents[2] / "content" / "core"
STEPS = 10
TEXT_BITS = ["x", "é", "\x85", "\u2028", " ", ""]

EVERY_KIND = settings(
    max_examples=2,
    deadline=None,
    derandomize=True,
    database=None,
    suppress_health_check=list(HealthCheck),
)


class Boom(Exception):
    """A failure in the middle of a macro."""


def bundled_file(kind: str) -> Path | None:
    return next((CORE / s.name for s in bundled_seeds() if s.kind == kind), None)


def leaves(data: Any, path: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], Any]]:
    """Every scalar of the saved data with its path (bool, int, str)."""
    if isinstance(data, dict):
        return [leaf for k, v in data.items() if k not in ("kind", "schema_version") for leaf in leaves(v, (*path, k))]
    if isinstance(data, list):
        return [leaf for i, v in enumerate(data) for leaf in leaves(v, (*path, i))]
    return [(path, data)] if isinstance(data, (bool, int, str)) else []


def choices_of(model: Any, path: tuple[Any, ...]) -> list[Any] | None:
    """The values a Literal or enum field at ``path`` takes, else ``None``."""
    obj = model
    for p in path[:-1]:
        obj = obj[p] if isinstance(p, int) else (obj[p] if isinstance(obj, dict) else getattr(obj, p))
    if not isinstance(obj, BaseModel) or not isinstance(path[-1], str) or path[-1] not in type(obj).model_fields:
        return None
    hint = typing.get_type_hints(type(obj)).get(path[-1])
    for tp in (hint, *typing.get_args(hint)):
        if typing.get_origin(tp) is Literal:
            return list(typing.get_args(tp))
        if isinstance(tp, type) and issubclass(tp, enum.Enum):
            return [m.value for m in tp]
    return None


class Editor:
    """Drives one open document with random edits and keeps what undo and redo must give back."""

    def __init__(self, window, doc: Document, rnd: random.Random) -> None:
        self.window, self.doc, self.rnd = window, doc, rnd
        self.stack = doc.undo_stack
        self.original = doc.snapshot()
        self.top = self.original  # the document with every pushed edit done
        self.off_at_start = len(places_off(doc, doc.board)) if doc.board is not None else 0

    # -- edits
    def field(self) -> None:
        found = leaves(self.doc.snapshot())
        if not found:
            return
        # fields whose values are named (row parity, an extra ring, an enum) first: they reshape boards
        named = [(p, v) for p, v in found if isinstance(v, bool) or choices_of(self.doc.model, p)]
        path, old = self.rnd.choice(named if named and self.rnd.random() < 0.5 else found)
        options = choices_of(self.doc.model, path)
        if isinstance(old, bool):
            new: Any = not old
        elif options:
            new = self.rnd.choice(options)
        elif isinstance(old, int):
            new = old + self.rnd.choice([-1, 1, 2])
        else:
            new = old + self.rnd.choice(TEXT_BITS)
        try:
            cmd = SetFieldCommand(self.doc, None, ".".join(str(p) for p in path), new)
        except (ValueError, TypeError, AttributeError, KeyError, IndexError):
            return  # refused at entry (the model's ranges), nothing pushed
        self.stack.push(cmd)

    def cells(self) -> list[Any]:
        board = self.doc.board
        return [c for c in board.cells() if board.is_playable(c)] if board is not None else []

    def add_piece(self) -> None:
        kind = self.doc.kind
        entries = [e for p in kind.palettes(self.doc.model) for e in p.entries if e.collection]
        cells = self.cells()
        if not entries or not cells:
            return
        entry = self.rnd.choice(entries)
        for cell in self.rnd.sample(cells, min(4, len(cells))):
            if kind.can_place(self.doc, entry.collection, dict(entry.template), cell) is None:
                with _refused_quietly():
                    self.stack.push(AddPieceCommand(self.doc, entry.collection, dict(entry.template), cell))
                return

    def paint(self) -> None:
        kind = self.doc.kind
        # painted cells only: an entry of an edge layer (fences, rivers) is drawn with the edge tool
        cell_layers = {lay.name for lay in kind.layers}
        entries = [e for p in kind.palettes(self.doc.model) for e in p.entries if e.layer in cell_layers]
        cells = self.cells()
        if entries and cells:
            entry = self.rnd.choice(entries)
            picked = self.rnd.sample(cells, min(3, len(cells)))
            with _refused_quietly():
                self.stack.push(PaintCellsCommand(self.doc, entry.layer, dict.fromkeys(picked, entry.value)))

    def movable(self) -> list[tuple[str, int]]:
        area_pieces = {c.piece for c in self.doc.kind.polygons}
        return [r for r in self.doc.pieces() if r[0] not in area_pieces and self.doc.cell_of(*r) is not None]

    def move_piece(self) -> None:
        pieces, cells = self.movable(), self.cells()
        if pieces and cells:
            ref, cell = self.rnd.choice(pieces), self.rnd.choice(cells)
            if self.doc.kind.can_move(self.doc, [(ref, cell)]) is None:
                self.stack.push(MovePiecesCommand(self.doc, [(ref, cell)]))

    def remove_pieces(self) -> None:
        pieces = self.doc.pieces()
        if pieces:
            self.stack.push(RemovePiecesCommand(self.doc, self.rnd.sample(pieces, min(2, len(pieces)))))

    def paste(self) -> None:
        view = self.window.current_view()
        pieces, cells = self.movable(), self.cells()
        if view.scene is None or not pieces or not cells:
            return
        view.scene.set_selection(set(self.rnd.sample(pieces, min(2, len(pieces)))))
        self.window.edits.copy()
        self.window.hover_label.setText(self.doc.board.label(self.rnd.choice(cells)))
        self.window.edits.paste()

    def move_corner(self) -> None:
        rings = self.doc.rings()
        if not rings:
            return
        ring = self.rnd.choice(sorted(rings))
        x, y = self.rnd.choice(rings[ring])
        with _refused_quietly():
            self.stack.push(
                MoveVertexCommand(self.doc, (x, y), (x + self.rnd.uniform(-5, 5), y + self.rnd.uniform(-5, 5)))
            )

    def undo_some(self) -> None:
        for _ in range(self.rnd.randint(1, 2)):
            self.stack.undo()

    def fail_mid_macro(self) -> None:
        before, index = self.doc.snapshot(), self.stack.index()
        try:
            with self.stack.macro("an edit that fails half way"):
                self.rnd.choice([self.field, self.add_piece, self.remove_pieces, self.paint])()
                raise Boom
        except Boom:
            pass
        assert not self.stack.in_macro
        assert self.doc.snapshot() == before and self.stack.index() == index

    def step(self) -> None:
        edits = [self.field, self.field, self.fail_mid_macro, self.undo_some]
        if self.doc.board is not None:
            edits += [self.add_piece, self.add_piece, self.move_piece, self.remove_pieces, self.paste, self.paint]
        if self.doc.kind.polygons:
            edits += [self.move_corner, self.move_corner]
        self.rnd.choice(edits)()
        if self.stack.index() == self.stack.count():  # nothing left to redo: this is the last document
            self.top = self.doc.snapshot()
        assert not self.stack.in_macro
        if self.doc.board is not None:  # no edit strands a piece (refused instead)
            assert len(places_off(self.doc, self.doc.board)) <= self.off_at_start


class _refused_quietly:
    """An edit the command itself refuses to build (a template the model rejects) is no edit."""

    def __enter__(self) -> None:
        return None

    def __exit__(self, tp: Any, exc: Any, tb: Any) -> bool:
        return tp is not None and issubclass(tp, ValueError)


@pytest.mark.parametrize("kind", KINDS)
def test_random_edits_undo_redo_and_save_exactly(window, tmp_path: Path, kind: str) -> None:
    path = bundled_file(kind)

    @EVERY_KIND
    @given(st.randoms(use_true_random=False))
    def run(rnd: random.Random) -> None:
        doc = window.open_file(path) if path is not None else window.new_document(window_kind(kind))
        assert doc is not None
        editor = Editor(window, doc, rnd)
        try:
            for _ in range(STEPS):
                editor.step()
            doc.undo_stack.setIndex(0)
            assert doc.snapshot() == editor.original
            doc.undo_stack.setIndex(doc.undo_stack.count())
            assert doc.snapshot() == editor.top
            doc.save(tmp_path / "saved.yaml")
            assert Document.open(tmp_path / "saved.yaml").snapshot() == editor.top
        finally:
            doc.undo_stack.setClean()
            window.close_document(doc)

    run()


def window_kind(kind: str) -> Any:
    return next(k for k in all_document_kinds() if k.kind == kind)
