"""Undo commands: the only way the editor changes a document."""

from editor.commands.pieces import (
    AddPieceCommand,
    MovePiecesCommand,
    PaintCellsCommand,
    RemovePiecesCommand,
    SetFieldCommand,
)
from editor.commands.polygons import (
    AddPolygonCommand,
    DeleteVertexCommand,
    InsertVertexCommand,
    MergePolygonsCommand,
    MoveVertexCommand,
    PolygonsCommand,
    SnapPolygonsCommand,
    SplitPolygonCommand,
    split_between,
)

__all__ = [
    "AddPieceCommand",
    "AddPolygonCommand",
    "DeleteVertexCommand",
    "InsertVertexCommand",
    "MergePolygonsCommand",
    "MovePiecesCommand",
    "MoveVertexCommand",
    "PaintCellsCommand",
    "PolygonsCommand",
    "RemovePiecesCommand",
    "SetFieldCommand",
    "SnapPolygonsCommand",
    "SplitPolygonCommand",
    "split_between",
]
