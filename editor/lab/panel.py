"""The balance lab: simulate the document being edited (a scenario, an etude, a game setup) with
agents, off the GUI thread, and see win rates by agent and by seat with their intervals, game
lengths and the game's own figures, filled in game by game as the workers finish them; open any
game of the run in a replay; save the results beside the document and compare two versions
("after moving the cavalry, seat 2's win rate went from 41% ± 3 to 52% ± 3"), told what differs
and refused when the runs are not like for like; sweep one number of the document over a range
to find the value nearest to even.

It runs the same job as ``warbench simulate`` (:func:`engine.ai.batch.run_batches`), on the local
cores or on a Ray cluster; Cancel stops it at once and keeps the games finished so far.
"""

from __future__ import annotations

import bisect
import contextlib
import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QProgressBar,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from editor.i18n import tr
from editor.lab.charts import FigureChart, HistogramChart, SweepChart, WinRateChart
from editor.lab.live import LiveResults
from editor.lab.replay import ReplayView
from editor.lab.sweep import SweepControls
from editor.player.jobs import Cancelled, Job, Progress, start_job
from editor.player.tables import seat_names
from editor.widgets import push_button, seed_box
from engine.ai.agents import agent_names
from engine.ai.batch import BACKENDS, SimulationSpec, run_batches
from engine.ai.compare import compare_reports, likeness
from engine.ai.game_stats import figure_said
from engine.ai.report import build_report, games_of, summary_lines
from engine.ai.sweep import SweepError, build_sweep_report, sweep_lines, sweep_specs
from engine.content.library import ContentLibrary, bundled_library
from engine.core.errors import WarbenchError
from engine.core.game import Game
from engine.core.log import content_refs
from engine.core.saying import rendered

#: the agents a new lab proposes: the search against itself, so the seats are what differs
DEFAULT_AGENTS = "mcts:200"
#: the figure choice's key of the winning margin's histogram (beside the game's own figures)
WINNING_MARGIN = "lab:winning_margin"


def results_path(document_path: Path) -> Path:
    """Where the lab saves the results of a document: beside it, ``<name>.lab.json``."""
    return document_path.with_name(document_path.stem + ".lab.json")


def game_status_text(status: str) -> str:
    """How a simulated game ended (engine/ai/batch.py: ``end``, ``limit``, ``stuck``) in words."""
    words = {
        "end": tr("end", "game status"),
        "limit": tr("limit", "game status"),
        "stuck": tr("stuck", "game status"),
    }
    return words.get(status, status)


class BalanceLab(QWidget):
    """The lab for one game and one source of setups (see the module docstring).

    ``setup_source()`` returns the setup to simulate now (the document as it is when Run is
    pressed), or ``None`` when the document cannot be played."""

    def __init__(
        self,
        game: Game,
        setup_source: Callable[[], Any | None],
        content: ContentLibrary,
        *,
        title: str = "",
        document_path: Path | None = None,
    ) -> None:
        super().__init__()
        self.setObjectName("lab.view")
        self.game = game
        self.setup_source = setup_source
        self.content = content
        self.title = title or game.name
        self.document_path = document_path
        self.job: Job | None = None
        self.report: dict[str, Any] | None = None
        #: the results compared with: the last run before this one, or the results saved beside the document
        self.previous: dict[str, Any] | None = None
        self._partial: dict[str, Any] = {}
        #: the games of the run in progress, shown as they come back
        self.live: LiveResults | None = None
        #: the game index of every row of the games table
        self._rows: list[int] = []
        #: the sweep being played (its path and values), or ``None`` for a single run
        self._sweep_of_run: tuple[str, list[int | float]] | None = None
        #: the last sweep shown
        self.sweep_report: dict[str, Any] | None = None
        self._setup_of_run: Any = None
        #: the seats as the game's table names them, for the run's setup (built once per run)
        self._seat_names: list[str] | None = None
        self._started = 0.0
        self._build()
        self._offer_sweep()
        self.pace_timer = QTimer(self)
        self.pace_timer.setInterval(1000)
        self.pace_timer.timeout.connect(self._show_pace)
        if document_path is not None and results_path(document_path).is_file():
            self.previous = self.load_report(results_path(document_path))
            self.comparison.setPlainText(
                tr(
                    "Saved results found beside the document (%n game(s)): run the simulation to compare with them.",
                    None,
                    int(self.previous["games_played"]),
                )
            )

    # ------------------------------------------------------------------ widgets
    def _build(self) -> None:
        outer = QVBoxLayout(self)
        head = QLabel(tr("<b>Balance lab</b> — {title}").format(title=self.title))
        head.setObjectName("lab.title")
        outer.addWidget(head)
        form = QFormLayout()
        self.agents = QLineEdit(DEFAULT_AGENTS)
        self.agents.setObjectName("lab.agents")
        self.agents.setToolTip(
            tr(
                "Comma-separated agents, one per seat (repeated): {agents}. A search agent takes its iterations "
                "after a colon: mcts:500"
            ).format(agents=", ".join(agent_names(self.game)))
        )
        form.addRow(tr("Agents"), self.agents)
        self.games = QSpinBox()
        self.games.setObjectName("lab.games")
        self.games.setRange(1, 1_000_000)
        self.games.setValue(100)
        form.addRow(tr("Games"), self.games)
        self.seed = seed_box("lab.seed", tr("The same seed plays the same games, on any number of workers"))
        form.addRow(tr("Seed"), self.seed)
        where = QHBoxLayout()
        self.workers = QSpinBox()
        self.workers.setObjectName("lab.workers")
        self.workers.setRange(0, 1024)
        self.workers.setSpecialValueText(tr("all cores"))
        self.workers.setToolTip(tr("Worker processes (all cores by default)"))
        self.backend = QComboBox()
        self.backend.setObjectName("lab.backend")
        self.backend.addItems(list(BACKENDS))
        self.backend.setToolTip(tr("local: this computer's cores; ray: a Ray cluster (pip install 'warbench[ray]')"))
        self.address = QLineEdit()
        self.address.setObjectName("lab.ray_address")
        self.address.setPlaceholderText(tr("Ray address (empty: start Ray here)"))
        where.addWidget(self.workers)
        where.addWidget(self.backend)
        where.addWidget(self.address, 1)
        form.addRow(tr("Workers"), where)
        self.sweep = SweepControls()
        self.sweep.button.clicked.connect(self.run_sweep)
        self.sweep.setToolTip(
            tr("Play the document at every value of one of its numbers, to find the value nearest to even")
        )
        form.addRow(tr("Sweep"), self.sweep)
        outer.addLayout(form)
        bar = QHBoxLayout()
        self.run_button = push_button("lab.run", tr("Run"), tr("Simulate the document as it is now"), self.run, bar)
        self.cancel_button = push_button(
            "lab.cancel", tr("Cancel"), tr("Stop and keep the games finished"), self.cancel, bar
        )
        self.cancel_button.setEnabled(False)
        self.progress = QProgressBar()
        self.progress.setObjectName("lab.progress")
        bar.addWidget(self.progress, 1)
        self.eta = QLabel()
        self.eta.setObjectName("lab.eta")
        bar.addWidget(self.eta)
        self.save_button = push_button(
            "lab.save", tr("Save results"), tr("Save the results beside the document"), self.save, bar
        )
        self.compare_button = push_button(
            "lab.compare", tr("Compare with…"), tr("Compare with results saved earlier"), self.compare_dialog, bar
        )
        outer.addLayout(bar)
        split = QSplitter(Qt.Orientation.Vertical)
        charts = QWidget()
        grid = QGridLayout(charts)
        grid.setContentsMargins(0, 0, 0, 0)
        self.win_chart = WinRateChart()
        self.agent_chart = WinRateChart(tr("Agents' win rate"), "lab.chart.agents")
        self.length_chart = HistogramChart(tr("Game length (actions)"), "lab.chart.length")
        self.figure_chart = FigureChart("", "lab.chart.figure")
        self.figure_choice = QComboBox()
        self.figure_choice.setObjectName("lab.figure")
        self.figure_choice.setToolTip(tr("The game's own statistics, averaged over the games"))
        # a long figure name must not widen its chart past the others
        self.figure_choice.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.figure_choice.setMinimumContentsLength(12)
        self.figure_choice.currentIndexChanged.connect(
            lambda i: self._show_figure(self.figure_choice.itemData(i) or "")
        )
        figure_box = QWidget()
        fl = QVBoxLayout(figure_box)
        fl.setContentsMargins(0, 0, 0, 0)
        fl.addWidget(self.figure_choice)
        fl.addWidget(self.figure_chart, 1)
        # "does this agent beat that one?" first, then "is the scenario fair to the seats?"
        grid.addWidget(self.agent_chart, 0, 0)
        grid.addWidget(self.win_chart, 0, 1)
        grid.addWidget(self.length_chart, 0, 2)
        grid.addWidget(figure_box, 0, 3)
        for column in range(4):
            grid.setColumnStretch(column, 1)
        self.chart_tabs = QTabWidget()
        self.chart_tabs.setObjectName("lab.chart_tabs")
        self.chart_tabs.addTab(charts, tr("Run"))
        self.sweep_chart = SweepChart()
        self.chart_tabs.addTab(self.sweep_chart, tr("Sweep"))
        split.addWidget(self.chart_tabs)
        lower = QSplitter(Qt.Orientation.Horizontal)
        texts = QWidget()
        tl = QVBoxLayout(texts)
        tl.setContentsMargins(0, 0, 0, 0)
        self.summary = QPlainTextEdit()
        self.summary.setObjectName("lab.summary")
        self.summary.setReadOnly(True)
        self.comparison = QPlainTextEdit()
        self.comparison.setObjectName("lab.comparison")
        self.comparison.setReadOnly(True)
        self.comparison.setMaximumHeight(110)
        tl.addWidget(self.summary, 1)
        tl.addWidget(self.comparison)
        lower.addWidget(texts)
        self.games_table = QTableWidget(0, 6)
        self.games_table.setObjectName("lab.games_list")
        self.games_table.setHorizontalHeaderLabels(
            [tr("game"), tr("seed"), tr("agents"), tr("winners"), tr("actions"), tr("end")]
        )
        self.games_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.games_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.games_table.setToolTip(tr("Double-click a game to replay it step by step"))
        self.games_table.cellDoubleClicked.connect(lambda row, _col: self.open_game(row))
        lower.addWidget(self.games_table)
        split.addWidget(lower)
        split.setSizes([260, 320])
        outer.addWidget(split, 1)
        self._update_buttons()

    def _offer_sweep(self) -> None:
        """List the document's numbers in the sweep's field choice."""
        try:
            setup = self.setup_source()
            if setup is not None:
                self.sweep.offer(self.game.setup_to_data(setup))
        except Exception:  # a document that cannot be played yet has nothing to sweep
            return

    def _update_buttons(self) -> None:
        running = self.job is not None
        self.run_button.setEnabled(not running)
        self.sweep.button.setEnabled(not running)
        self.cancel_button.setEnabled(running)
        self.save_button.setEnabled(not running and self.report is not None)

    # ------------------------------------------------------------------ running
    def spec(self, setup: Any) -> SimulationSpec:
        bundled = bundled_library()
        extra = {k: v for k, v in self.content.items.items() if bundled.items.get(k) is not v}
        agents = tuple(a.strip() for a in self.agents.text().split(",") if a.strip())
        return SimulationSpec(
            game_id=self.game.id,
            setup_data=self.game.setup_to_data(setup),
            agents=agents,
            games=self.games.value(),
            seed=self.seed.value(),
            extra_content=extra,
            game_module=type(self.game).__module__,
        )

    def run(self) -> None:
        """Start simulating the document as it is now."""
        self._launch(None)

    def run_sweep(self) -> None:
        """Start playing the document at every value of the sweep's range (the lab's games for each)."""
        try:
            chosen = self.sweep.choice()
        except SweepError as exc:
            self.summary.setPlainText(tr("Cannot sweep: {error}").format(error=exc))
            return
        self._launch(chosen)

    def _launch(self, sweep: tuple[str, list[int | float]] | None) -> None:
        if self.job is not None:
            return
        setup = self.setup_source()
        if setup is None:
            self.summary.setPlainText(tr("This document cannot be played yet: fix its errors first (Issues panel)."))
            return
        try:
            with self.content.track() as seen:
                self.game.prepare(setup, self.content)
            spec = self.spec(setup)
            specs = [spec] if sweep is None else sweep_specs(spec, self.game, *sweep)
        except Exception as exc:  # a setup the engine refuses: say why
            self.summary.setPlainText(tr("Cannot simulate: {error}").format(error=exc))
            return
        refs = content_refs(self.content, seen)
        self.sweep.offer(spec.setup_data)  # the document's numbers as they are now
        self._setup_of_run = setup
        self._seat_names = None
        if self.report is not None and sweep is None:
            self.previous = self.report
        workers = self.workers.value() or None
        backend = self.backend.currentText()
        address = self.address.text().strip() or None
        holder: dict[str, Any] = {}
        self._partial = holder
        name = self.game.name
        live = LiveResults(specs, game_name=name, content=refs, workers=workers, backend=backend)
        self.live = live
        self._sweep_of_run = sweep
        self.games_table.setRowCount(0)

        def work(progress: Progress) -> dict[str, Any]:
            def report_progress(done: int, total: int) -> None:
                # once cancelled, the run looks at should_stop and keeps what it finished
                with contextlib.suppress(Cancelled):
                    progress(done, total)

            results = run_batches(
                specs,
                workers=workers,
                backend=backend,
                ray_address=address,
                progress=report_progress,
                should_stop=lambda: progress.cancelled,
                on_game=live.add,
            )
            reports = [build_report(r, game_name=name, content=refs) for r in results]
            report = reports[0] if sweep is None else build_sweep_report(*sweep, reports)
            holder["report"] = report
            return report

        self.progress.setRange(0, live.total())
        self.progress.setValue(0)
        self.eta.setText(tr("starting the workers…"))
        self._started = time.perf_counter()
        self.job = start_job(work, on_done=self._finished, on_failed=self._failed, owner=self)
        self.job.progress.connect(self._progressed)
        self.pace_timer.start()
        self.job.cancelled.connect(self._cancelled)
        self._update_buttons()

    def cancel(self) -> None:
        """Stop the run; the games finished so far are shown."""
        if self.job is not None:
            self.job.cancel()
            self.eta.setText(tr("stopping…"))

    def _progressed(self, done: int, total: int, _text: str) -> None:
        self.progress.setRange(0, max(1, total))
        self.progress.setValue(done)
        self._show_pace()
        live = self.live
        if live is not None and self.job is not None and live.due():
            if self._sweep_of_run is None:
                self.show_report(live.report(), final=False)
            else:
                reports = [live.report(i) for i in range(len(live.specs))]
                self.show_sweep(build_sweep_report(*self._sweep_of_run, reports), final=False)

    def _show_pace(self) -> None:
        """The games done, the pace and the time left; every second while the run plays, so a
        long wait for the first game counts up instead of standing still."""
        live = self.live
        if self.job is None or live is None:
            self.pace_timer.stop()
            return
        if self.job.cancel_requested.is_set():
            return  # "stopping…" stays until the run has stopped
        done, total = live.count(), live.total()
        rate, left = live.pace()
        if rate is None or left is None:
            waited = time.perf_counter() - self._started
            self.eta.setText(
                tr("{done}/{total} games, waiting for the first: {seconds:.0f} s").format(
                    done=done, total=total, seconds=waited
                )
            )
        else:
            self.eta.setText(
                tr("{done}/{total} games, {rate:.1f}/s, about {left:.0f} s left").format(
                    done=done, total=total, rate=rate, left=left
                )
            )

    def _finished(self, report: dict[str, Any]) -> None:
        self.job = None
        done = self.live.count() if self.live is not None else 0
        self.live = None
        self._show_any(report)
        self.eta.setText(
            tr("{done} games in {seconds:.0f} s").format(done=done, seconds=time.perf_counter() - self._started)
        )

    def _show_any(self, report: dict[str, Any]) -> None:
        if "sweep" in report:
            self.show_sweep(report)
        else:
            self.show_report(report)

    def _cancelled(self) -> None:
        job = self.job
        self.job = None
        if job is not None:
            job.wait(5000)  # the run has stopped its workers and built the report of what it finished
        report = self._partial.get("report")
        if report is not None:
            self._show_any(report)
        else:
            self._update_buttons()
        self.eta.setText(tr("cancelled: the games finished are kept"))

    def _failed(self, message: str) -> None:
        self.job = None
        self.summary.setPlainText(tr("The simulation failed: {message}").format(message=message))
        self.eta.setText("")
        self._update_buttons()

    # ------------------------------------------------------------------ results
    def show_report(self, report: dict[str, Any], *, final: bool = True) -> None:
        """Show ``report``: the summary, the charts, the games and (for a ``final`` report, not the
        games of a run still playing) the comparison with the previous results."""
        if self.report is not None and self.report.get("setup") != report.get("setup"):
            self._seat_names = None  # another setup: its seats may be other sides
        self.report = report
        self.summary.setPlainText("\n".join(summary_lines(report)))
        seats = report["seats"]
        labels = [self.seat_name(int(r["seat"])) for r in seats]
        even = report["first_player"].get("expected")
        self.win_chart.show_rows(seats, labels, even)
        self.agent_chart.show_rows(report["by_agent"], [str(r["agent"]) for r in report["by_agent"]], even)
        self.length_chart.show_histogram(report["length"].get("histogram") or {})
        self.figure_choice.blockSignals(True)
        self.figure_choice.clear()
        # the game's own figures, named by the engine in the reader's language
        names = [(rendered(figure_said(str(report["game"]), name)), name) for name in report["stats"]]
        if report["margin"].get("count"):
            names.append((tr("winning margin"), WINNING_MARGIN))
        for text, key in names:
            self.figure_choice.addItem(text, key)
        self.figure_choice.blockSignals(False)
        self._show_figure(self.figure_choice.currentData() or "")
        self._fill_games(report)
        if final and self.previous is not None:
            like = likeness(self.previous, report)
            head = (
                tr("The earlier results are not like these:")
                if like.refused
                else tr("Compared with the earlier results:")
                if like.like_for_like
                else tr("Compared with the earlier results (not like for like):")
            )
            self.comparison.setPlainText(head + "\n" + "\n".join(compare_reports(self.previous, report)))
        self.progress.setValue(report["games_played"])
        self._update_buttons()

    def show_sweep(self, sweep: dict[str, Any], *, final: bool = True) -> None:
        """Show a sweep: win rate against the value on the sweep's chart, the sweep in words, and
        the run of the value nearest to even (or the last played) on the other charts and the table."""
        self.sweep_report = sweep
        self.sweep_chart.show_sweep(sweep)
        self.chart_tabs.setCurrentWidget(self.sweep_chart)
        runs = sweep["runs"]
        values = sweep["values"]
        chosen = values.index(sweep["nearest_even"]) if sweep["nearest_even"] in values else len(runs) - 1
        run = runs[chosen]
        self.show_report(run, final=False)
        lines = sweep_lines(sweep)
        lines += ["", tr("The games of {path} = {value}:").format(path=sweep["sweep"], value=values[chosen])]
        self.summary.setPlainText("\n".join(lines + summary_lines(run)))
        if final:
            self.progress.setValue(self.progress.maximum())

    def _show_figure(self, name: str) -> None:
        if self.report is None or not name:
            self.figure_chart.show_figure("", {})
            return
        if name == WINNING_MARGIN:
            hist = self.report["margin"].get("histogram") or {}
            counts = hist.get("counts") or []
            edges = hist.get("edges") or []
            self.figure_chart.show_figure(tr("winning margin"), {f"{edges[i]:g}": c for i, c in enumerate(counts)})
            return
        game_id = str(self.report["game"])
        value = self.report["stats"][name]
        if isinstance(value, dict):
            value = {rendered(figure_said(game_id, k)): v for k, v in value.items()}
        self.figure_chart.show_figure(rendered(figure_said(game_id, name)), value)

    def _fill_games(self, report: dict[str, Any]) -> None:
        games = report["games"]
        table = self.games_table
        shown = self._rows if len(self._rows) == table.rowCount() else []
        indices = [int(g["index"]) for g in games]
        self._rows = indices
        if shown and set(shown) <= set(indices):
            # games of a run still playing: insert the new ones in place (rows stay in game order)
            new = sorted(set(indices) - set(shown))
            rows = [bisect.bisect_left(indices, i) for i in new]
            for row in rows:
                table.insertRow(row)
            fill = list(zip(rows, (games[r] for r in rows)))
        else:
            table.setRowCount(len(games))
            fill = list(enumerate(games))
        for row, g in fill:
            winners = ", ".join(self.seat_name(int(w)) for w in g["winners"]) or (
                tr("draw") if g["status"] == "end" else "—"
            )
            cells = [
                str(g["index"] + 1),
                str(g["seed"]),
                ", ".join(g["agents"]),
                winners,
                str(g["length"]),
                game_status_text(g["status"]),
            ]
            for col, text in enumerate(cells):
                self.games_table.setItem(row, col, QTableWidgetItem(text))

    def seat_name(self, seat: int) -> str:
        """A seat as the game's own table names it at the start of the run's setup (a side, a clan,
        an army; numbered from 1 where the game numbers seats), as in the player and the replays."""
        if self._seat_names is None:
            try:
                setup = self._setup_of_run
                if setup is None and self.report is not None:
                    setup = self.game.setup_from_data(self.report["setup"])
                if setup is None:
                    setup = self.setup_source()
                self._seat_names = seat_names(self.game, setup, self.content)
            except (WarbenchError, KeyError, ValueError, TypeError):
                self._seat_names = []  # numbered from 1 below
        names = self._seat_names
        return names[seat] if 0 <= seat < len(names) else tr("seat {number}").format(number=seat + 1)

    def open_game(self, row: int, step: int | None = None) -> QWidget | None:
        """Open game ``row`` of the results in a replay (in a tab of the main window when there is one)."""
        if self.report is None or not 0 <= row < len(self.report["games"]):
            return None
        summary = games_of(self.report)[row]
        setup = (
            self._setup_of_run if self._setup_of_run is not None else self.game.setup_from_data(self.report["setup"])
        )
        view = ReplayView(self.game, setup, self.content, summary, step=step)
        opener = getattr(self.window(), "open_play_view", None)
        if callable(opener) and self.window() is not self:
            opener(view, tr("replay of game {number}").format(number=summary.index + 1))
        else:
            view.setWindowTitle(tr("{title}: game {value}").format(title=self.title, value=summary.index + 1))
            view.resize(1100, 700)
            view.show()
        return view

    # ------------------------------------------------------------------ saving and comparing
    def save_to(self, path: Path) -> None:
        if self.report is None:
            return
        path.write_text(json.dumps(self.report, indent=1, ensure_ascii=False), encoding="utf-8")
        self.eta.setText(tr("saved to {name}").format(name=path.name))

    def save(self) -> None:
        """Save the results beside the document (or where the user says, for an unsaved one)."""
        if self.report is None:
            return
        if self.document_path is not None:
            self.save_to(results_path(self.document_path))
            return
        name, _ = QFileDialog.getSaveFileName(
            self, tr("Save results"), f"{self.game.id}.lab.json", tr("Results (*.json)")
        )
        if name:
            self.save_to(Path(name))

    @staticmethod
    def load_report(path: Path) -> dict[str, Any]:
        data: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
        return data

    def compare_with(self, path: Path) -> list[str]:
        """Compare the results shown with those saved in ``path``; returns the sentences shown."""
        other = self.load_report(path)
        if self.report is None:
            self.previous = other
            lines = [tr("Run the simulation to compare with these results.")]
        else:
            lines = compare_reports(other, self.report)
        self.comparison.setPlainText(tr("Compared with {name}:").format(name=path.name) + "\n" + "\n".join(lines))
        return lines

    def compare_dialog(self) -> None:
        start = str(self.document_path.parent) if self.document_path is not None else ""
        name, _ = QFileDialog.getOpenFileName(self, tr("Compare with results"), start, tr("Results (*.json)"))
        if name:
            self.compare_with(Path(name))
