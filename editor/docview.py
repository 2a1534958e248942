"""The widget of one document tab: the map view for board documents, a form for the rest."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QHBoxLayout, QPlainTextEdit, QScrollArea, QSplitter, QTabWidget, QWidget

from editor.canvas.scene import BoardScene
from editor.canvas.view import MapView
from editor.document import Change, Document, PieceGroup
from editor.panels.properties import PropertiesForm
from engine.content.io import dump_model
from engine.content.issues import Issue

#: milliseconds of quiet after a change before the document is validated again
VALIDATE_DELAY_MS = 250


class DocumentView(QWidget):
    issues_changed = Signal(list)

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.document = document
        self.issues: list[Issue] = []
        #: the issues of the last :meth:`Document.validate` (without the external ones)
        self._checked: list[Issue] = []
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        self.scene: BoardScene | None = None
        self.map_view: MapView | None = None
        self.form: PropertiesForm | None = None
        self.preview: QPlainTextEdit | None = None
        self.side: QWidget | None = None
        if document.board is not None:
            self.scene = BoardScene(document)
            self.map_view = MapView(self.scene)
            self.side = document.kind.panels.side_widget(document, self.scene) if document.kind is not None else None
            if self.side is None:
                layout.addWidget(self.map_view)
            else:
                split = QSplitter(Qt.Orientation.Horizontal)
                split.setObjectName("document.split")
                split.addWidget(self.map_view)
                split.addWidget(self.side)
                split.setStretchFactor(0, 3)
                split.setStretchFactor(1, 1)
                layout.addWidget(split)
        else:
            split = QSplitter(Qt.Orientation.Horizontal)
            self.form = PropertiesForm()
            self.form.set_target(document, None)
            self.preview = QPlainTextEdit()
            self.preview.setObjectName("document.preview")
            self.preview.setReadOnly(True)
            scroll = QScrollArea()  # long records (an army's tiles, a deck's cards) scroll
            scroll.setWidgetResizable(True)
            scroll.setWidget(self.form)
            split.addWidget(scroll)
            custom = document.kind.panels.preview_widget(document) if document.kind is not None else None
            if custom is None:
                split.addWidget(self.preview)
            else:  # the kind's own view first, the YAML text a tab away
                tabs = QTabWidget()
                tabs.setObjectName("document.preview_tabs")
                tabs.addTab(custom, custom.windowTitle() or "Preview")
                tabs.addTab(self.preview, "YAML")
                split.addWidget(tabs)
            split.setStretchFactor(0, 3)
            split.setStretchFactor(1, 2)
            layout.addWidget(split)
            self._refresh_preview()
        self.validate_timer = QTimer(self)
        self.validate_timer.setSingleShot(True)
        self.validate_timer.setInterval(VALIDATE_DELAY_MS)
        self.validate_timer.timeout.connect(self.validate_now)
        document.changed.connect(self._changed)
        document.external_issues_changed.connect(self._publish)

    def _changed(self, change: Change) -> None:
        self.validate_timer.start()
        if self.preview is not None:
            self._refresh_preview()
        if self.form is not None:
            self.form.refresh_values()

    def _refresh_preview(self) -> None:
        assert self.preview is not None
        self.preview.setPlainText(dump_model(self.document.model))

    def validate_now(self) -> list[Issue]:
        self.validate_timer.stop()
        self._checked = self.document.validate()
        self._publish()
        return self.issues

    def _publish(self) -> None:
        self.issues = self._checked + self.document.all_external_issues()
        self.issues_changed.emit(self.issues)

    def select_pieces(self, refs: set[Any]) -> None:
        """Select pieces; a :class:`~editor.document.PieceGroup` among them stands for all its pieces."""
        if self.scene is not None:
            flat = {r for ref in refs for r in (ref if isinstance(ref, PieceGroup) else (ref,))}
            self.scene.set_selection(flat)

    def centre_on(self, cell: Any) -> None:
        if self.map_view is not None and cell is not None:
            self.map_view.centre_on_cell(cell)
