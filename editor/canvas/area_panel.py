"""The panel beside an area map: the background picture to trace over (file, opacity, scale,
offset), what new areas are drawn as, and the edits that act on a selection (join two areas, cut
one between two chosen corners, remove a corner) or on the whole map (snap corners together), with
what the engine derives from the polygons (areas, borders, coasts, problems)."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QImageReader
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QSlider,
    QVBoxLayout,
)

from editor.boards import AreaBoardShape
from editor.canvas.scene import BoardScene
from editor.commands import (
    DeleteVertexCommand,
    MergePolygonsCommand,
    SetFieldCommand,
    SnapPolygonsCommand,
    split_between,
)
from editor.commands.polygons import snapped_rings
from editor.document import Document
from editor.document_panel import DocumentPanel
from editor.i18n import tr
from editor.polygons import PolygonEditError
from editor.widgets import push_button

#: the snap tolerance offered first, as a share of the map's larger side
DEFAULT_SNAP_SHARE = 0.01


class AreaPanel(DocumentPanel):
    """Background picture, drawing settings and area edits of one area-map document."""

    def __init__(self, document: Document, scene: BoardScene) -> None:
        super().__init__(document, "areas.panel")
        self.scene = scene
        lay = QVBoxLayout(self)
        lay.setContentsMargins(4, 4, 4, 4)
        lay.addWidget(self._background_box())
        lay.addWidget(self._areas_box())
        self.summary = QLabel()
        self.summary.setObjectName("areas.summary")
        self.summary.setWordWrap(True)
        lay.addWidget(self.summary)
        self.message = QLabel()
        self.message.setObjectName("areas.message")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        lay.addStretch(1)
        self._updating = False
        scene.selection_changed.connect(self.refresh)
        self.follow_document()

    # ------------------------------------------------------------------ building
    def _background_box(self) -> QGroupBox:
        box = QGroupBox(tr("Background picture"))
        form = QFormLayout(box)
        row = QHBoxLayout()
        self.choose = push_button(
            "areas.background.choose",
            tr("Choose…"),
            tr("A scan or photo of a physical board to trace the areas over"),
            self.choose_picture,
            row,
        )
        self.remove = push_button(
            "areas.background.remove",
            tr("Remove"),
            slot=lambda: self._set("background", None, tr("Remove the background picture")),
            layout=row,
        )
        form.addRow(row)
        self.fit = push_button(
            "areas.background.fit",
            tr("Fit picture to board"),
            tr("Scale and move the picture so that it covers the board's areas"),
            self.fit_picture,
        )
        form.addRow(self.fit)
        self.picture = QLabel()
        self.picture.setObjectName("areas.background.file")
        self.picture.setWordWrap(True)
        form.addRow(self.picture)
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setObjectName("areas.background.opacity")
        self.opacity.setRange(0, 100)
        self.opacity.valueChanged.connect(lambda v: self._set("background.opacity", v / 100, tr("Picture opacity")))
        form.addRow(tr("Opacity"), self.opacity)
        self.scale = self._spin("areas.background.scale", 0.001, 100.0, 3)
        self.scale.valueChanged.connect(lambda v: self._set("background.scale", v, tr("Picture scale")))
        form.addRow(tr("Board units per pixel"), self.scale)
        self.offset_x = self._spin("areas.background.x", -100000, 100000, 1)
        self.offset_y = self._spin("areas.background.y", -100000, 100000, 1)
        self.offset_x.valueChanged.connect(lambda _v: self._set_offset())
        self.offset_y.valueChanged.connect(lambda _v: self._set_offset())
        off = QHBoxLayout()
        off.addWidget(self.offset_x)
        off.addWidget(self.offset_y)
        form.addRow(tr("Top-left corner"), off)
        return box

    @staticmethod
    def _spin(name: str, lo: float, hi: float, decimals: int) -> QDoubleSpinBox:
        spin = QDoubleSpinBox()
        spin.setObjectName(name)
        spin.setRange(lo, hi)
        spin.setDecimals(decimals)
        spin.setKeyboardTracking(False)
        return spin

    def _areas_box(self) -> QGroupBox:
        box = QGroupBox(tr("Areas"))
        form = QFormLayout(box)
        self.draw_into = QComboBox()
        self.draw_into.setObjectName("areas.draw_into")
        kind = self.document.kind
        for coll in kind.polygons if kind is not None else ():
            self.draw_into.addItem(tr(coll.label), coll.name)
        self.draw_into.currentIndexChanged.connect(self._draw_into_changed)
        form.addRow(tr("Draw new areas as"), self.draw_into)
        self.join = push_button("areas.join", tr("Join the two selected areas"), slot=self.join_selected)
        self.cut = push_button("areas.cut", tr("Cut between the two chosen corners"), slot=self.cut_chosen)
        self.delete_corner = push_button("areas.delete_corner", tr("Remove the chosen corner"), slot=self.delete_chosen)
        for b in (self.join, self.cut, self.delete_corner):
            form.addRow(b)
        snap_row = QHBoxLayout()
        self.snap_tolerance = self._spin("areas.snap_tolerance", 0.01, 1000.0, 2)
        self.snap_tolerance.setToolTip(tr("Corners this near another area's corner or edge are moved onto it"))
        board = self.document.board
        if board is not None:
            x0, y0, x1, y1 = board.bounds()
            self.snap_tolerance.setValue(max(0.01, round(max(x1 - x0, y1 - y0) * DEFAULT_SNAP_SHARE, 2)))
        self.snap_tolerance.valueChanged.connect(lambda _v: self.refresh())
        self.snap = push_button("areas.snap", tr("Snap corners"), slot=self.snap_all)
        snap_row.addWidget(self.snap_tolerance)
        form.addRow(tr("Snap within"), snap_row)
        form.addRow(self.snap)  # a row of its own: beside the distance it was squeezed to "Snap c"
        return box

    # ------------------------------------------------------------------ state

    def selected_areas(self) -> list[tuple[str, int]]:
        """The selected areas as ``(polygon collection, index)``."""
        kind = self.document.kind
        if kind is None:
            return []
        by_piece = {c.piece: c.name for c in kind.polygons if c.piece is not None}
        return [(by_piece[ref[0]], ref[1]) for ref in sorted(self.scene.selected) if ref[0] in by_piece]

    def refresh(self) -> None:
        doc = self.document
        self._updating = True
        try:
            bg = doc.background()
            for w in (self.remove, self.fit, self.opacity, self.scale, self.offset_x, self.offset_y):
                w.setEnabled(bg is not None)
            if bg is None:
                self.picture.setText(tr("no picture"))
            else:
                path = doc.background_path()
                found = path is not None and path.is_file()
                self.picture.setText(bg.image if found else tr("{file} (not found)").format(file=bg.image))
                self.opacity.setValue(round(bg.opacity * 100))
                self.scale.setValue(bg.scale)
                self.offset_x.setValue(bg.offset[0])
                self.offset_y.setValue(bg.offset[1])
        finally:
            self._updating = False
        chosen = self.scene.selected_corners
        self.join.setEnabled(len(self.selected_areas()) == 2)
        self.cut.setEnabled(len(chosen) == 2)
        self.delete_corner.setEnabled(bool(chosen))
        board = doc.board
        if isinstance(board, AreaBoardShape):
            am = board.area_map()
            land = sum(1 for b in am.borders.values() if not b.coastal)
            coast = sum(1 for b in am.borders.values() if b.coastal)
            self.summary.setText(
                tr("{areas} areas, {land} land borders, {coast} coastal borders; {problems} drawing problem(s)").format(
                    areas=len(board.cells()), land=land, coast=coast, problems=len(am.problems)
                )
            )
            fixable = snapped_rings(doc, self.snap_tolerance.value()) if am.problems else {}
            self.snap.setEnabled(bool(fixable))
            self.snap.setToolTip(
                tr("moves corners of %n area(s)", None, len(fixable)) if fixable else tr("nothing to snap")
            )

    # ------------------------------------------------------------------ edits
    def _set(self, field: str, value: Any, text: str, *, merge: bool = True) -> None:
        if self._updating:
            return
        doc = self.document
        if field != "background" and doc.background() is None:
            return
        cmd = SetFieldCommand(doc, None, field, value, text=text, merge=merge)
        if cmd.value != cmd.old:  # a spin box set to what it shows is no edit
            doc.undo_stack.push(cmd)

    def _set_offset(self) -> None:
        self._set("background.offset", (self.offset_x.value(), self.offset_y.value()), tr("Move the picture"))

    def choose_picture(self) -> None:
        path, _ = QFileDialog.getOpenFileName(
            self, tr("Background picture"), "", tr("Pictures (*.png *.jpg *.jpeg *.bmp)")
        )
        if path:
            self.set_picture(Path(path))

    def set_picture(self, path: Path) -> None:
        """Put the picture at ``path`` under the map (kept relative to the document's folder when it
        lies beside the document), at its own size and the default opacity."""
        doc = self.document
        image = str(path)
        if doc.path is not None:
            try:
                image = os.path.relpath(path, doc.path.parent)
            except ValueError:  # another drive
                image = str(path)
        old = doc.background()
        value = {"image": image}
        if old is not None:
            value.update({"opacity": old.opacity, "scale": old.scale, "offset": old.offset})
        self._set("background", value, tr("Background picture"))

    def fit_picture(self) -> None:
        """Scale and move the picture (one undo step) so that it spans the board's areas, centred,
        its sides in proportion: an 800-pixel scan of one board then covers that board, not eight."""
        doc = self.document
        bg = doc.background()
        path = doc.background_path()
        size = QImageReader(str(path)).size() if path is not None else None
        if bg is None or size is None or size.width() <= 0 or size.height() <= 0:
            self.message.setText(tr("the picture cannot be read, so it cannot be fitted"))
            return
        board = doc.board
        x0, y0, x1, y1 = board.bounds() if isinstance(board, AreaBoardShape) else (0.0, 0.0, 0.0, 0.0)
        if x1 <= x0 or y1 <= y0:
            self.message.setText(tr("draw the board's areas first: the picture is fitted to them"))
            return
        scale = min((x1 - x0) / size.width(), (y1 - y0) / size.height())
        offset = (x0 + ((x1 - x0) - size.width() * scale) / 2, y0 + ((y1 - y0) - size.height() * scale) / 2)
        self.message.setText("")
        value = {"image": bg.image, "opacity": bg.opacity, "scale": scale, "offset": offset}
        self._set("background", value, tr("Fit picture to board"), merge=False)

    def _act(self, make: Any) -> None:
        try:
            cmd = make()
        except PolygonEditError as exc:
            self.message.setText(tr("cannot do that: {reason}").format(reason=exc))
            return
        self.message.setText("")
        self.document.undo_stack.push(cmd)

    def join_selected(self) -> None:
        areas = self.selected_areas()
        if len(areas) != 2 or areas[0][0] != areas[1][0]:
            self.message.setText(tr("select two neighbouring areas of one kind to join them"))
            return
        self.scene.set_selection(set())
        self._act(lambda: MergePolygonsCommand(self.document, areas[0][0], areas[0][1], areas[1][1]))

    def cut_chosen(self) -> None:
        chosen = list(self.scene.selected_corners)
        if len(chosen) == 2:
            self._act(lambda: split_between(self.document, chosen[0], chosen[1]))
            self.scene.selected_corners = []

    def delete_chosen(self) -> None:
        chosen = list(self.scene.selected_corners)
        if chosen:
            self._act(lambda: DeleteVertexCommand(self.document, chosen[-1]))
            self.scene.selected_corners = []

    def snap_all(self) -> None:
        self._act(lambda: SnapPolygonsCommand(self.document, self.snap_tolerance.value()))

    def _draw_into_changed(self, index: int) -> None:
        self.scene.draw_collection = self.draw_into.itemData(index)
