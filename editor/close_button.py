"""The Close button of the app's tool windows (packs, the etude generator, lists beside a table)."""

from __future__ import annotations

from PySide6.QtWidgets import QBoxLayout, QDialogButtonBox, QWidget

from editor.i18n import tr


def add_close_button(window: QWidget, layout: QBoxLayout) -> QDialogButtonBox:
    """A Close button at the bottom right of ``window``'s ``layout``."""
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
    button = box.button(QDialogButtonBox.StandardButton.Close)
    button.setText(tr("Close"))
    button.setObjectName(f"{window.objectName()}.close")
    button.setToolTip(tr("Close this window"))
    box.rejected.connect(window.close)
    layout.addWidget(box)
    return box
