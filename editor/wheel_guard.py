"""A wheel turned over a combo box or a spin box that does not have the focus scrolls the panel it
is in instead of changing the value: scrolling down a long properties panel must never edit the
document (Qt's widgets take the wheel whether focused or not)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject
from PySide6.QtWidgets import QAbstractScrollArea, QAbstractSpinBox, QComboBox, QWidget

_GUARDED = (QComboBox, QAbstractSpinBox)


class WheelGuard(QObject):
    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() != QEvent.Type.Wheel or not isinstance(obj, QWidget):
            return False
        field = obj if isinstance(obj, _GUARDED) else obj.parentWidget()
        if not isinstance(field, _GUARDED) or field.hasFocus():
            return False
        area = field.parentWidget()
        while area is not None and not isinstance(area, QAbstractScrollArea):
            area = area.parentWidget()
        if area is not None:
            QCoreApplication.sendEvent(area.verticalScrollBar(), event)
        return True


def install_wheel_guard() -> None:
    """Guard every combo box and spin box of the application (once)."""
    app = QCoreApplication.instance()
    if app is None or app.property("warbench.wheel_guard"):
        return
    guard = WheelGuard(app)
    app.installEventFilter(guard)
    app.setProperty("warbench.wheel_guard", True)
