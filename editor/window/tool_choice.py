"""The tools of the main window: the shared ones and each document kind's own, one checked at a
time, with the action (tool bar, Tools menu, key) of each."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtGui import QAction, QActionGroup

from editor.document import Document
from editor.i18n import tr
from editor.icons import set_action_icon
from editor.tools.base import Tool
from editor.tools.edges import EdgeTool
from editor.tools.generic import PaintTool, generic_tools
from editor.window.parts import WindowParts, WindowPiece
from editor.words import field_label


class ToolChoice(WindowPiece):
    """Which tool is active on the current document's canvas. ``place_action`` puts a kind's tool
    action in the tool bar and Tools menu when first needed."""

    def __init__(self, parts: WindowParts, *, place_action: Callable[[QAction], None]) -> None:
        super().__init__(parts)
        self._place_action = place_action
        self.tools: list[Tool] = generic_tools()
        self.extra_tools: dict[str, list[Tool]] = {}
        #: the actions of each kind's extra tools, in the order of ``extra_tools``
        self.extra_tool_actions: dict[str, list[QAction]] = {}
        self.active_tool: Tool = self.tools[0]
        self.tool_group = QActionGroup(self.parent)
        self.tool_group.setExclusive(True)
        self.tool_actions: dict[str, QAction] = {}
        for tool in self.tools:
            self._add_tool_action(tool)
        self.tool_actions["select"].setChecked(True)

    def _add_tool_action(self, tool: Tool) -> QAction:
        a = self._action(
            tool.object_name, tr(tool.label), None, tool.shortcut or None, tr(tool.tooltip), checkable=True
        )
        set_action_icon(a, tool.icon)
        a.triggered.connect(lambda checked=False, t=tool: self.set_tool(t))
        self.tool_group.addAction(a)
        self.tool_actions[tool.name] = a
        return a

    def shared_actions(self) -> list[QAction]:
        return [self.tool_actions[t.name] for t in self.tools]

    def set_tool(self, tool: Tool) -> None:
        self.active_tool = tool
        self.tool_actions[tool.name].setChecked(True)
        board = self.tabs.current_canvas()
        if board is not None:
            board.set_tool(tool)
        self.messages.status(tr(tool.tooltip or tool.label))

    def enable(self, on_board: bool) -> None:
        for a in self.tool_actions.values():
            a.setEnabled(on_board)

    def sync_kind(self, doc: Document | None) -> None:
        """Show the tools of the current document's kind. Two kinds may each have a tool of one name
        (and key): each keeps its own action, hidden while another kind is current, and the name
        stands for the current kind's."""
        for actions in self.extra_tool_actions.values():
            for a in actions:
                a.setVisible(False)
        if doc is None or doc.kind is None:
            return
        kind = doc.kind.kind
        tools = self.extra_tools.get(kind)
        if tools is None:
            tools = doc.kind.panels.extra_tools()
            self.extra_tools[kind] = tools
            self.extra_tool_actions[kind] = []
            for t in tools:
                a = self._add_tool_action(t)
                self.extra_tool_actions[kind].append(a)
                self._place_action(a)
        for t, a in zip(tools, self.extra_tool_actions[kind]):
            a.setVisible(True)
            self.tool_actions[t.name] = a
        if self.active_tool not in self.tools and self.active_tool not in tools:
            self.set_tool(self.tools[0])

    def tool(self, name: str, doc: Document | None) -> Tool:
        """The tool of that name: the kind of ``doc``'s first, then the shared ones."""
        current = self.extra_tools.get(doc.kind.kind, []) if doc is not None and doc.kind is not None else []
        for t in current + self.tools + [t for ts in self.extra_tools.values() for t in ts]:
            if t.name == name:
                return t
        raise KeyError(name)

    def paint_with(self, doc: Document | None, layer: str, value: Any, extra: dict[str, Any] | None = None) -> None:
        """A palette entry was chosen: paint ``layer`` with ``value``, or draw the kind's edge layer."""
        edge_layer = doc.kind.edge_layer(layer) if doc is not None and doc.kind is not None else None
        if edge_layer is not None:
            edges = self.tool("edges", doc)  # a kind with edge layers offers the edge tool
            assert isinstance(edges, EdgeTool)
            edges.set_layer(layer)
            self.set_tool(edges)
            self.messages.status(tr("drawing {layer}: click or drag along cell edges").format(layer=edge_layer.label))
            return
        paint = self.tool("paint", doc)
        assert isinstance(paint, PaintTool)
        paint.set_value(layer, value, extra)
        self.set_tool(paint)
        self.messages.status(
            tr("painting {layer}: {value}").format(layer=field_label(layer), value=field_label(str(value)))
        )
