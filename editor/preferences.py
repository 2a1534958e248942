"""The Preferences dialog: the interface's language (System, English, Русский), kept in the
settings and taking effect on the next start."""

from __future__ import annotations

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget

from editor.i18n import LANGUAGE_CHOICES, save_language_preference, saved_language_preference, tr


class PreferencesDialog(QDialog):
    """Edits the preferences kept in ``settings``; OK saves them."""

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("dialog.preferences")
        self.setWindowTitle(tr("Preferences"))
        self.settings = settings
        self.language = QComboBox()
        self.language.setObjectName("preferences.language")
        for value, name in LANGUAGE_CHOICES.items():
            # "System" in the interface's language; each language's own name as it writes it
            self.language.addItem(tr("System") if value == "" else name, value)
        self.language.setCurrentIndex(max(0, self.language.findData(saved_language_preference(settings))))
        form = QFormLayout()
        form.addRow(tr("&Language:"), self.language)
        note = QLabel(tr("The language changes when Warbench is started again."))
        note.setWordWrap(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(note)
        layout.addWidget(buttons)

    def accept(self) -> None:
        save_language_preference(self.settings, str(self.language.currentData()))
        super().accept()
