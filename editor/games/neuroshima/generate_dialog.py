"""Generate etudes...: the engine's etude generator (:mod:`engine.games.neuroshima.generator`) from
the etude editor. The author picks the armies, the difficulty, the theme and how many; the search
runs in a worker thread with a progress bar and Cancel; each etude found appears as its card (front
and back, :mod:`editor.games.neuroshima.card`) with its measured difficulty and its themes, and
Open makes it a new etude document, its unique solution already recorded."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import shiboken6
from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from editor.close_button import add_close_button
from editor.form_parts import clear_layout, scroll_area, spin_box
from editor.games.neuroshima.armies import army_name, tile_index
from editor.games.neuroshima.card import CARD_SIZE, paint_card
from editor.i18n import tr
from editor.player.jobs import Job, Progress, start_job
from editor.words import engine_text
from engine.content.library import ContentLibrary, bundled_library
from engine.games.neuroshima.generator import Candidate, GenerateReport, GenerateRequest, generate
from engine.games.neuroshima.models import Etude, Theme
from engine.games.neuroshima.models.etude import THEME_NAMES


def theme_name(theme: Theme) -> str:
    """The rule an etude teaches, in words of the interface's language."""
    return engine_text(THEME_NAMES[theme])


class CardPicture(QWidget):
    """An etude's card, front and back, scaled to the widget."""

    def __init__(self, etude: Etude, library: ContentLibrary, width: int = 520) -> None:
        super().__init__()
        self.etude = etude
        self.library = library
        self.setFixedSize(QSize(width, round(width * CARD_SIZE[1] / CARD_SIZE[0])))

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        paint_card(self.etude, p, QRectF(self.rect()), self.library)
        p.end()


class CandidateCard(QWidget):
    """One etude found: its card, its difficulty and themes, and Open."""

    open_requested = Signal(object)

    def __init__(self, index: int, candidate: Candidate, library: ContentLibrary) -> None:
        super().__init__()
        self.setObjectName(f"nh.generate.candidate.{index}")
        self.candidate = candidate
        box = QVBoxLayout(self)
        themes = ", ".join(theme_name(t) for t in candidate.themes) or tr("none recognised")
        info = QLabel(
            tr("<b>Difficulty {level}</b> (score {score:.1f}) — teaches: {themes}").format(
                level=candidate.level, score=candidate.figures.score, themes=themes
            )
            + "<br><small>"
            + tr("{figures}; solution: {steps}").format(
                figures=candidate.figures.describe(), steps=" | ".join(candidate.etude.solutions[0].steps)
            )
            + "</small>"
        )
        info.setWordWrap(True)
        info.setObjectName(f"nh.generate.info.{index}")
        box.addWidget(info)
        box.addWidget(CardPicture(candidate.etude, library))
        self.open_button = QPushButton(tr("Open as a new etude"))
        self.open_button.setObjectName(f"nh.generate.open.{index}")
        self.open_button.clicked.connect(lambda: self.open_requested.emit(self.candidate.etude))
        box.addWidget(self.open_button, 0, Qt.AlignmentFlag.AlignLeft)


class GenerateDialog(QDialog):
    """The generator's window; ``open_etude(etude)`` opens a chosen candidate as a document."""

    def __init__(
        self,
        parent: QWidget | None,
        open_etude: Callable[[Etude], Any],
        *,
        solver_army: str = "borgo",
        opponent_army: str = "moloch",
        library: ContentLibrary | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("nh.generate.dialog")
        self.setWindowTitle(tr("Generate etudes"))
        self.resize(620, 760)
        self.open_etude = open_etude
        self.library = library if library is not None else bundled_library()
        self.job: Job | None = None
        self.found: list[Candidate] = []
        self.shown = 0
        self.report: GenerateReport | None = None
        lay = QVBoxLayout(self)
        form = QFormLayout()
        self.solver_army = self._armies("nh.generate.solver", solver_army)
        self.opponent_army = self._armies("nh.generate.opponent", opponent_army)
        form.addRow(tr("Your army (the solver)"), self.solver_army)
        form.addRow(tr("Opponent's army"), self.opponent_army)
        self.difficulty = spin_box("nh.generate.difficulty", 1, 5, value=3)
        form.addRow(tr("Difficulty (1-5)"), self.difficulty)
        self.theme = QComboBox()
        self.theme.setObjectName("nh.generate.theme")
        self.theme.addItem(tr("any rule"), None)
        for t in Theme:
            self.theme.addItem(theme_name(t), t.value)
        form.addRow(tr("The key is"), self.theme)
        self.count = spin_box("nh.generate.count", 1, 20, value=3)
        form.addRow(tr("How many"), self.count)
        self.seconds = spin_box("nh.generate.seconds", 1, 3600, value=120)
        self.seconds.setSuffix(" s")
        form.addRow(tr("Time budget"), self.seconds)
        self.seed = spin_box("nh.generate.seed", 0, 1_000_000, value=1)
        self.seed.setToolTip(tr("The same seed gives the same etudes"))
        form.addRow(tr("Seed"), self.seed)
        lay.addLayout(form)
        row = QHBoxLayout()
        self.start_button = QPushButton(tr("Generate"))
        self.start_button.setObjectName("nh.generate.start")
        self.start_button.clicked.connect(self.start)
        self.cancel_button = QPushButton(tr("Cancel"))
        self.cancel_button.setObjectName("nh.generate.cancel")
        self.cancel_button.setEnabled(False)
        self.cancel_button.clicked.connect(self.cancel)
        row.addWidget(self.start_button)
        row.addWidget(self.cancel_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.progress_bar = QProgressBar()
        self.progress_bar.setObjectName("nh.generate.progress")
        self.progress_bar.setVisible(False)
        lay.addWidget(self.progress_bar)
        self.status = QLabel(tr("Each etude found is proven to have exactly one solution."))
        self.status.setObjectName("nh.generate.status")
        self.status.setWordWrap(True)
        lay.addWidget(self.status)
        self.cards = QVBoxLayout()
        body = QWidget()
        body.setLayout(self.cards)
        self.cards.addStretch(1)
        lay.addWidget(scroll_area(body), 1)
        add_close_button(self, lay)

    def _armies(self, name: str, current: str) -> QComboBox:
        combo = QComboBox()
        combo.setObjectName(name)
        for army_id in tile_index().army_ids():
            army = tile_index().army(army_id)
            combo.addItem(army_name(army) if army is not None else army_id, army_id)
        i = combo.findData(current)
        combo.setCurrentIndex(max(i, 0))
        return combo

    def request(self) -> GenerateRequest:
        theme = self.theme.currentData()
        return GenerateRequest(
            self.solver_army.currentData(),
            self.opponent_army.currentData(),
            difficulty=self.difficulty.value(),
            theme=Theme(theme) if theme else None,
            count=self.count.value(),
            seed=self.seed.value(),
            seconds=float(self.seconds.value()),
        )

    # ------------------------------------------------------------------ running
    def busy(self) -> bool:
        return self.job is not None

    def start(self) -> None:
        if self.busy():
            return
        request = self.request()
        library = self.library
        self.found = []
        self.shown = 0
        self.report = None
        self._clear_cards()
        found = self.found

        def work(progress: Progress) -> GenerateReport:
            return generate(request, library, progress, found.append)

        job = start_job(work, owner=self)
        self.job = job
        job.progress.connect(lambda d, t, text, j=job: self._progress(j, d, t, text))
        job.finished.connect(lambda r, j=job: self._done(j, r, ""))
        job.cancelled.connect(lambda j=job: self._done(j, None, tr("cancelled")))
        job.failed.connect(
            lambda m, j=job: self._done(j, None, tr("the generator failed: {error}").format(error=m.splitlines()[0]))
        )
        self.start_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress_bar.setRange(0, 1000)
        self.progress_bar.setValue(0)
        self.progress_bar.setVisible(True)
        self.status.setText(tr("generating..."))

    def cancel(self) -> None:
        if self.job is not None:
            self.job.cancel()
            self.status.setText(tr("cancelling..."))

    def _progress(self, job: Job, done: int, total: int, text: str) -> None:
        if not shiboken6.isValid(self) or job is not self.job:
            return
        self.progress_bar.setRange(0, max(total, 1))
        self.progress_bar.setValue(min(done, total))
        self.status.setText(text)
        self._show_new()

    def _done(self, job: Job, report: GenerateReport | None, why: str) -> None:
        if not shiboken6.isValid(self) or job is not self.job:
            return
        self.job = None
        self.report = report
        self.start_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress_bar.setVisible(False)
        if report is not None:
            # the final order is the ranking: show the cards again, best first
            self.found[:] = report.candidates
            self._clear_cards()
        self._show_new()
        n = len(self.found)
        if why:
            self.status.setText(tr("{why}: {n} etude(s) found").format(why=why, n=n))
        elif report is not None:
            self.status.setText(
                tr("{n} of {value} etude(s) found in {seconds:.0f} s ({attempts} sketches)").format(
                    n=n, value=self.count.value(), seconds=report.seconds, attempts=report.attempts
                )
            )

    def _clear_cards(self) -> None:
        clear_layout(self.cards, keep=1)
        self.shown = 0

    def _show_new(self) -> None:
        while self.shown < len(self.found):
            card = CandidateCard(self.shown, self.found[self.shown], self.library)
            card.open_requested.connect(self.open_etude)
            self.cards.insertWidget(self.cards.count() - 1, card)
            self.shown += 1

    def candidate_cards(self) -> list[CandidateCard]:
        out = []
        for i in range(self.cards.count()):
            item = self.cards.itemAt(i)
            w = item.widget() if item is not None else None
            if isinstance(w, CandidateCard):
                out.append(w)
        return out

    def done(self, result: int) -> None:  # closing the window stops the search
        self.cancel()
        super().done(result)
