"""The log panel: what the app did (opens, saves, errors, validation summaries)."""

from __future__ import annotations

import time

from PySide6.QtWidgets import QPlainTextEdit


class LogPanel(QPlainTextEdit):
    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("log.text")
        self.setReadOnly(True)
        self.setMaximumBlockCount(5000)

    def log(self, text: str) -> None:
        self.appendPlainText(f"{time.strftime('%H:%M:%S')}  {text}")
