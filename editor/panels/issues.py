"""The issues panel: every problem of the active document, re-checked after each change."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QAbstractItemView, QTreeWidget, QTreeWidgetItem

from editor.i18n import QT_TR_NOOP, tr
from editor.words import path_words
from engine.content.issues import Issue, Severity

ISSUE_ROLE = Qt.ItemDataRole.UserRole + 2
#: the severities in words
SEVERITY_WORDS = {
    Severity.ERROR: QT_TR_NOOP("error"),
    Severity.WARNING: QT_TR_NOOP("warning"),
    Severity.INFO: QT_TR_NOOP("info"),
}
COLORS = {Severity.ERROR: QColor("#c0392b"), Severity.WARNING: QColor("#b7791f"), Severity.INFO: QColor("#2c6e9b")}


class IssuesPanel(QTreeWidget):
    issue_activated = Signal(object)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("issues.list")
        self.setHeaderLabels([tr("Severity"), tr("Code"), tr("Message"), tr("Location")])
        self.setRootIsDecorated(False)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setColumnWidth(0, 70)
        self.setColumnWidth(1, 110)
        self.setColumnWidth(2, 420)
        self.issues: list[Issue] = []
        self.itemActivated.connect(self._activated)

    def set_issues(self, issues: list[Issue]) -> None:
        self.issues = list(issues)
        self.clear()
        for issue in self.issues:
            loc = issue.location
            where = " ".join(
                p
                for p in (
                    tr("line {line}").format(line=loc.line) if loc.line else "",
                    path_words(loc.path) if loc.path else "",
                    tr("at {target}").format(target=loc.target) if loc.target else "",
                )
                if p
            )
            item = QTreeWidgetItem(
                [tr(SEVERITY_WORDS.get(issue.severity, issue.severity.value)), issue.code, issue.message, where]
            )
            item.setForeground(0, COLORS[issue.severity])
            item.setToolTip(2, issue.message)
            item.setData(0, ISSUE_ROLE, self.topLevelItemCount())
            self.addTopLevelItem(item)

    def _activated(self, item: QTreeWidgetItem, column: int) -> None:
        idx = item.data(0, ISSUE_ROLE)
        if idx is not None and 0 <= idx < len(self.issues):
            self.issue_activated.emit(self.issues[idx])
