"""The widget of one document tab: the map view for board documents, a form for the rest."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QSplitter,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.scene import BoardScene
from editor.canvas.view import MapView
from editor.document import Change, Document, PieceGroup
from editor.i18n import tr
from editor.kind_panels import READ_ONLY_NOTE
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
        self._preview_stale = False
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
            self.preview.installEventFilter(self)
            source = self._source_view(self.preview)
            scroll = QScrollArea()  # long records (an army's tiles, a deck's cards) scroll
            scroll.setWidgetResizable(True)
            scroll.setWidget(self.form)
            split.addWidget(scroll)
            panels = document.kind.panels if document.kind is not None else None
            custom = panels.preview_widget(document) if panels is not None else None
            if custom is None:
                split.addWidget(source)
            else:  # the kind's own view first, the YAML text a tab away
                tabs = QTabWidget()
                tabs.setObjectName("document.preview_tabs")
                tabs.addTab(custom, custom.windowTitle() or tr("Preview"))
                tabs.addTab(source, "YAML")
                split.addWidget(tabs)
                assert panels is not None
                panels.link_preview(document, self.form, custom)
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

    def _source_view(self, text: QPlainTextEdit) -> QWidget:
        """The file's text under a note that says it is read-only and where the document is edited:
        every edit goes through the form (and the kind's editors) as an undo step the engine checks."""
        box = QWidget()
        lay = QVBoxLayout(box)
        lay.setContentsMargins(0, 0, 0, 0)
        note = QLabel(
            self.document.kind.panels.source_note(self.document) if self.document.kind else tr(READ_ONLY_NOTE)
        )
        note.setObjectName("document.preview_note")
        note.setWordWrap(True)
        note.setStyleSheet("QLabel { background: #fff4d6; color: #5c4400; padding: 4px; }")
        lay.addWidget(note)
        lay.addWidget(text, 1)
        return box

    def _changed(self, change: Change) -> None:
        self.validate_timer.start()
        if self.preview is not None:
            # writing the YAML of a long document takes tens of milliseconds: only a text on the
            # screen is kept current, a hidden one is written when it is shown
            if self.preview.isVisible():
                self._refresh_preview()
            else:
                self._preview_stale = True
        if self.form is not None:
            self.form.refresh_values()

    def _refresh_preview(self) -> None:
        assert self.preview is not None
        self._preview_stale = False
        self.preview.setPlainText(dump_model(self.document.model))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is self.preview and event.type() == QEvent.Type.Show and self._preview_stale:
            self._refresh_preview()
        return super().eventFilter(watched, event)

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
