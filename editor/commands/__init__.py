"""Undo commands: the only way the editor changes a document."""

from editor.commands.pieces import (
    AddPieceCommand,
    MovePiecesCommand,
    PaintCellsCommand,
    RemovePiecesCommand,
    SetFieldCommand,
)

__all__ = [
    "AddPieceCommand",
    "MovePiecesCommand",
    "PaintCellsCommand",
    "RemovePiecesCommand",
    "SetFieldCommand",
]
