"""The Owner tool (O): click a tile to give it to the next player whose army has that tile."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt

from editor.commands import SetFieldCommand
from editor.games.neuroshima.armies import tile_index, tile_name
from editor.games.neuroshima.sides import TILES, sides
from editor.i18n import QT_TR_NOOP, tr
from editor.placement import placement_refusal
from editor.tools.base import Tool, ToolEvent

if TYPE_CHECKING:
    from editor.document import Document


def owner_choices(model: object, tile_id: str) -> list[int]:
    """The players whose army has ``tile_id`` (a tile can only belong to its own army's players)."""
    info = tile_index().info(tile_id)
    return [s.player for s in sides(model) if info is not None and s.army == info.army.id]


def owner_problem(document: Document, index: int, player: int) -> str | None:
    """Why tile ``index`` cannot be given to ``player``, or ``None`` (the engine's checks decide)."""
    t = document.item(TILES, index)
    if player == t.player:
        return None
    return placement_refusal(document, [(TILES, index, {"player": player}, None)])


def switch_owner(document: Document, index: int) -> str:
    """Give tile ``index`` to the next player who may own it (one undo step); returns what happened."""
    t = document.item(TILES, index)
    choices = owner_choices(document.model, t.tile)
    if t.player in choices:
        i = choices.index(t.player)
        others = choices[i + 1 :] + choices[:i]
    else:
        others = choices
    for p in others:
        if owner_problem(document, index, p) is None:
            document.undo_stack.push(
                SetFieldCommand(
                    document,
                    (TILES, index),
                    "player",
                    p,
                    text=tr("Give {tile} to player {player}").format(tile=_name(t.tile), player=p),
                )
            )
            return tr("{tile} now belongs to player {player}").format(tile=_name(t.tile), player=p)
    reasons = "; ".join(r for r in (owner_problem(document, index, p) for p in others) if r)
    return tr("cannot change the owner: {reasons}").format(
        reasons=reasons or tr("no other player's army has this tile")
    )


def _name(tile_id: str) -> str:
    """The tile's name in the interface's language (its id when it is not in any army)."""
    td = tile_index().tile(tile_id)
    return tile_name(td) if td is not None else tile_id


class OwnerTool(Tool):
    name = "nh_owner"
    label = QT_TR_NOOP("Owner")
    shortcut = "O"
    tooltip = QT_TR_NOOP("Switch a tile's owner (O): click a tile to give it to the next player whose army has it.")
    icon = "mdi6.account-switch-outline"

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        if event.piece is None or event.piece[0] != TILES:
            self.status(tr("click a tile to switch its owner"))
            return True
        self.status(switch_owner(self.document, event.piece[1]))
        return True
