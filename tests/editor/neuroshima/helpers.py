"""Driving the Neuroshima editor like a user: open an etude, drop palette tiles on hexes and
on the pool tray, turn the wheel over a tile."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent, QWheelEvent
from PySide6.QtWidgets import QApplication

from editor.document import Document
from editor.plugin import document_kind
from engine.content.library import core_pack_dir
from engine.core.hexgrid import Hex
from engine.games.neuroshima.models import Etude, EtudeSide, PlacedTile, VictoryCondition, VictoryKind
from tests.editor.conftest import cell_point

ETUDES = core_pack_dir() / "neuroshima" / "etudes"


def bundled(stem: str) -> Path:
    return next(ETUDES.glob(f"{stem}*.yaml"))


def open_etude(window, model: Etude | None = None, path: Path | None = None) -> Document:
    if path is not None and model is None:
        doc = window.open_file(path)
    else:
        doc = Document(model or Etude.new_document(), path=path, kind=document_kind("neuroshima/etude"))
        window.add_document(doc)
    view = window.current_view()
    view.map_view.resize(700, 620)
    view.map_view.fit()
    return doc


def side_panel(window):
    return window.current_view().side


def drop_mime(target, md, pos: QPointF) -> bool:
    """Deliver drag-enter, drag-move and drop events of ``md`` at ``pos`` on widget ``target``."""
    buttons, mods = Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(pos.toPoint(), Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(target, enter)
    if not enter.isAccepted():
        return False
    move = QDragMoveEvent(pos.toPoint(), Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(target, move)
    if not move.isAccepted():
        return False
    drop = QDropEvent(pos, Qt.DropAction.CopyAction, md, buttons, mods)
    QApplication.sendEvent(target, drop)
    return drop.isAccepted()


def drop_on_tray(window, tray, entry_id: str) -> bool:
    palette = window.palette_tree
    entry = palette.entry(entry_id)
    assert entry is not None, entry_id
    return drop_mime(tray.viewport(), palette.mime_data(entry), QPointF(20, 20))


def wheel(window, cell: Hex, notches: int) -> None:
    vp = window.current_view().map_view.viewport()
    pos = QPointF(cell_point(window, cell))
    ev = QWheelEvent(
        pos,
        QPointF(vp.mapToGlobal(pos.toPoint())),
        QPoint(0, 0),
        QPoint(0, 120 * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(vp, ev)


def tiles(doc: Document) -> list[tuple[str, str, int, int]]:
    return [(t.hex, t.tile, t.player, t.rotation) for t in doc.model.tiles]


def small_etude(**kw) -> Etude:
    """Two HQs and nothing else: an etude to build on."""
    data = {
        "id": "test-etude",
        "solver": EtudeSide(army="outpost", hq_hp=10),
        "opponent": EtudeSide(army="moloch", hq_hp=10),
        "tiles": [
            PlacedTile(hex="0,2", tile="outpost_hq", player=1),
            PlacedTile(hex="0,-2", tile="moloch_hq", player=2),
        ],
        "pool": ["outpost_commando"],
        "victory": [VictoryCondition(kind=VictoryKind.DESTROY_ENEMY_HQ)],
    }
    data.update(kw)
    return Etude(**data)
