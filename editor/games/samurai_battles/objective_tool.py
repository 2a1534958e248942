"""The objective tool: click hexes to add them to, or take them out of, an objective (temporary
victory banners while a unit holds one of its hexes, rules/000 §18). It edits the objective
chosen in the Victory tab, else the last one, and makes one when the scenario has none."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt

from editor.commands import SetFieldCommand
from editor.i18n import QT_TR_NOOP, tr
from editor.tools.base import Tool, ToolEvent
from engine.games.samurai_battles.scenario import Objective, Scenario

#: the objective chosen in the Victory tab, per document
CHOSEN: dict[int, int] = {}


def choose_objective(document: Any, index: int) -> None:
    CHOSEN[id(document)] = index


class ObjectiveTool(Tool):
    name = "objective"
    label = QT_TR_NOOP("Objective Hexes")
    shortcut = "O"
    tooltip = QT_TR_NOOP(
        "Objective hexes (O): click a hex to add it to the objective chosen in the Victory tab, or to take it out"
    )
    icon = "mdi6.flag-outline"

    def mouse_press(self, event: ToolEvent) -> bool:
        if event.button != Qt.MouseButton.LeftButton:
            return False
        doc = self.document
        board = doc.board
        if event.cell is None or board is None or not board.is_playable(event.cell):
            self.status(tr("objectives are full hexes of the battlefield"))
            return True
        label = board.label(event.cell)
        model = doc.model
        assert isinstance(model, Scenario)
        obs = [o.model_copy(deep=True) for o in model.victory.objectives]
        if not obs:
            obs.append(Objective(id="objective-1", hexes=[]))
        i = CHOSEN.get(id(doc), len(obs) - 1)
        i = i if 0 <= i < len(obs) else len(obs) - 1
        ob = obs[i]
        if label in ob.hexes:
            ob.hexes.remove(label)
            text = tr("Objective {id}: take out {hex}").format(id=ob.id, hex=label)
        else:
            ob.hexes.append(label)
            text = tr("Objective {id}: add {hex}").format(id=ob.id, hex=label)
        doc.undo_stack.push(SetFieldCommand(doc, None, "victory.objectives", obs, text=text, merge_window=0.0))
        hexes = ", ".join(ob.hexes) or tr("no hexes")
        self.status(f"{text} ({hexes})")
        return True
