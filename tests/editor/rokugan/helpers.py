"""Driving the Battle for Rokugan editors like a user: scene points to the viewport, clicks, drags and
keys on the current map view; the small test map of the engine's tests."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPointF, Qt
from PySide6.QtTest import QTest

from editor.document import Document
from editor.plugin import document_kind
from engine.games.rokugan.map_model import RokuganMap
from tests.engine.rokugan.test_map import tiny


def open_doc(window, model, path: Path | None = None) -> Document:
    doc = Document(model, path=path, kind=document_kind(model.kind))
    window.add_document(doc)
    view = window.current_view()
    if view.map_view is not None:
        view.map_view.resize(900, 800)
        view.map_view.fit()
    return doc


def tiny_map(scale: float = 10.0) -> RokuganMap:
    """The engine tests' five-province map (three over two, a sea below) at ``scale`` times its size."""
    data = tiny().model_dump(mode="json")

    def grow(points):
        return [[x * scale, y * scale] for x, y in points]

    for p in data["provinces"]:
        p["polygon"] = grow(p["polygon"])
    for w in data["water"]:
        w["polygon"] = grow(w["polygon"])
        w["holes"] = [grow(h) for h in w["holes"]]
    for r in data["regions"]:
        r["card_slot"] = [r["card_slot"][0] * scale, r["card_slot"][1] * scale]
    data["board"] = {"width": data["board"]["width"] * scale, "height": data["board"]["height"] * scale}
    return RokuganMap.model_validate(data)


def vp(window):
    return window.current_view().map_view.viewport()


def at(window, x: float, y: float):
    return window.current_view().map_view.mapFromScene(QPointF(x, y))


def click(window, x: float, y: float, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.mouseMove(vp(window), at(window, x, y))
    QTest.mouseClick(vp(window), Qt.MouseButton.LeftButton, modifiers, at(window, x, y))


def double_click(window, x: float, y: float) -> None:
    QTest.mouseDClick(vp(window), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, at(window, x, y))


def drag(window, start, end, modifiers=Qt.KeyboardModifier.NoModifier) -> None:
    QTest.mousePress(vp(window), Qt.MouseButton.LeftButton, modifiers, at(window, *start))
    for k in range(1, 6):
        t = k / 5
        QTest.mouseMove(vp(window), at(window, start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
    QTest.mouseRelease(vp(window), Qt.MouseButton.LeftButton, modifiers, at(window, *end))


def key(window, k) -> None:
    QTest.keyClick(window.current_view().map_view, k)


def double_click_issue(window, row: int) -> None:
    panel = window.issues_panel
    rect = panel.visualItemRect(panel.topLevelItem(row))
    QTest.mouseClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
    QTest.mouseDClick(panel.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, rect.center())
