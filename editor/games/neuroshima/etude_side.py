"""The panel beside an etude's board: HQ hit points, the pool tray and how many tiles to choose,
the opponent's next turn, the victory conditions, and the solver (live check, Solve with
progress and Cancel, the solutions stepped through on the board, Record solution)."""

from __future__ import annotations

import contextlib
from typing import Any, cast

import shiboken6
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QProgressBar,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from editor.canvas.scene import BoardScene
from editor.commands import SetFieldCommand
from editor.document import Document
from editor.elide import FittingGroupBox, keep_elided
from editor.form_parts import spin_box
from editor.games.neuroshima.generate_dialog import GenerateDialog
from editor.games.neuroshima.pool_tray import EditCommand, TileTray, show_status
from editor.games.neuroshima.preview import GhostTile, Preview, set_preview
from editor.games.neuroshima.solution_steps import SOLUTION_OVERLAY, StepView, solution_views
from editor.games.neuroshima.solving import SolveController
from editor.games.neuroshima.victory_editor import VictoryEditor
from editor.i18n import content_text, decimal, tr
from editor.widgets import push_button, wrapped_label
from editor.words import path_words
from engine.core.errors import WarbenchError
from engine.core.hexgrid import Hex
from engine.games.neuroshima.models import Etude, OpponentNext
from engine.games.neuroshima.solver import SolveResult

REMOVED = QColor(220, 40, 30, 90)
BADGE = "background:#2e7d32;color:white;border-radius:8px;padding:2px 8px;font-weight:bold;"
NOT_UNIQUE = "background:#b7791f;color:white;border-radius:8px;padding:2px 8px;font-weight:bold;"
NONE = "background:#c0392b;color:white;border-radius:8px;padding:2px 8px;font-weight:bold;"


class EtudeSidePanel(QScrollArea):
    def __init__(self, document: Document, scene: BoardScene, *, live: bool = True) -> None:
        super().__init__()
        self.setObjectName("nh.etude_side")
        self.setWidgetResizable(True)
        self.setMinimumWidth(360)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.document = document
        self.scene = scene
        self.result: SolveResult | None = None
        self.views: list[StepView] = []
        self._updating = False
        body = QWidget()
        box = QVBoxLayout(body)
        box.addWidget(self._solver_box())
        box.addWidget(self._hq_box())
        box.addWidget(self._pool_box())
        victory = FittingGroupBox(tr("Victory conditions (all must hold)"))
        vl = QVBoxLayout(victory)
        self.victory = VictoryEditor(document)
        vl.addWidget(self.victory)
        box.addWidget(victory)
        box.addWidget(self._reply_box())
        box.addStretch(1)
        self.setWidget(body)
        self.solver = SolveController(document, live=live)
        self.solver.setParent(self)
        self.solver.live_result.connect(self._live)
        self.solver.progress.connect(self._progress)
        self.solver.solved.connect(self._solved)
        self.solver.stopped.connect(self._stopped)
        document.changed.connect(self._document_changed)
        self._sync_fields()

    # ------------------------------------------------------------------ building
    def _hq_box(self) -> QGroupBox:
        g = FittingGroupBox(tr("HQ hit points"))
        # a row each: side by side they did not fit a narrow panel in Russian at a large font
        form = QFormLayout(g)
        self.solver_hp = spin_box("nh.hq.solver", 1, 999, tip=tr("The solver's HQ hit points at the start"))
        self.opponent_hp = spin_box("nh.hq.opponent", 1, 999, tip=tr("The opponent's HQ hit points at the start"))
        self.solver_hp.valueChanged.connect(lambda v: self._set("solver.hq_hp", v))
        self.opponent_hp.valueChanged.connect(lambda v: self._set("opponent.hq_hp", v))
        form.addRow(tr("Solver"), self.solver_hp)
        form.addRow(tr("Opponent"), self.opponent_hp)
        return g

    def _pool_box(self) -> QGroupBox:
        g = FittingGroupBox(tr("Pool: the solver's tiles to choose from"))
        lay = QVBoxLayout(g)
        row = QHBoxLayout()
        row.addWidget(QLabel(tr("Choose")))
        self.choose = spin_box("nh.choose", 1, 10, tip=tr("How many tiles of the pool the solver plays"))
        self.choose.valueChanged.connect(lambda v: self._set("choose", v))
        row.addWidget(self.choose)
        self.pool_count = QLabel()
        self.pool_count.setWordWrap(True)  # "of 3 in the pool (exactly)" wraps in a narrow panel
        row.addWidget(self.pool_count, 1)
        lay.addLayout(row)
        self.pool = TileTray(self.document, "pool", 1, "nh.pool")
        self.pool.refused.connect(self._refused)
        lay.addWidget(self.pool)
        self.tray_message = wrapped_label("nh.tray.message")
        self.tray_message.setStyleSheet("color:#b03020;")
        lay.addWidget(self.tray_message)
        return g

    def _reply_box(self) -> QGroupBox:
        g = FittingGroupBox(tr("Opponent's turn before the final battle"))
        lay = QVBoxLayout(g)
        row = QHBoxLayout()
        self.reply_on = QCheckBox(tr("He moves next; tiles he may play:"))
        self.reply_on.setObjectName("nh.reply.on")
        self.reply_on.setToolTip(tr("After the solver's line the opponent takes a turn; the solution must survive it"))
        self.reply_on.toggled.connect(self._toggle_reply)
        keep_elided(self.reply_on)  # the panel never scrolls sideways: a long text is elided, not cut
        self.reply_plays = spin_box("nh.reply.plays", 0, 3, tip=tr("How many tiles of his hand the opponent may play"))
        self.reply_plays.valueChanged.connect(lambda v: self._set("opponent_next.plays", v))
        row.addWidget(self.reply_on, 1)  # the room the spin box leaves, its text elided past that
        row.addWidget(self.reply_plays)
        lay.addLayout(row)
        self.reply_hand = TileTray(self.document, "opponent_next.hand", 2, "nh.reply.hand")
        self.reply_hand.refused.connect(self._refused)
        lay.addWidget(self.reply_hand)
        return g

    def _solver_box(self) -> QGroupBox:
        g = FittingGroupBox(tr("Solver"))
        lay = QVBoxLayout(g)
        self.live_label = QLabel(tr("live check: waiting for the edits to pause"))
        self.live_label.setObjectName("nh.solve.live")
        self.live_label.setWordWrap(True)
        lay.addWidget(self.live_label)
        self.second_button = push_button(
            "nh.solve.second",
            tr("Show the second solution"),
            tr("Solve and step through the second solution on the board"),
            self.show_second,
        )
        self.second_button.hide()
        lay.addWidget(self.second_button)
        row = QHBoxLayout()
        self.solve_button = push_button(
            "nh.solve.start",
            tr("Solve"),
            tr("Find every solution in a worker thread (F9); Cancel stops it"),
            self.start_solve,
            row,
        )
        self.cancel_button = push_button(
            "nh.solve.cancel", tr("Cancel"), slot=lambda: self.solver.cancel_full(), layout=row
        )
        self.cancel_button.setEnabled(False)
        lay.addLayout(row)
        shortcut = QShortcut(QKeySequence("F9"), self)
        shortcut.setContext(Qt.ShortcutContext.WindowShortcut)
        shortcut.activated.connect(self.start_solve)
        self.progress_bar = QProgressBar()
        self.progress_bar.setObjectName("nh.solve.progress")
        self.progress_bar.setVisible(False)
        lay.addWidget(self.progress_bar)
        row = QHBoxLayout()
        self.result_label = QLabel("")
        self.result_label.setObjectName("nh.solve.result")
        self.result_label.setWordWrap(True)
        self.badge = QLabel("")
        self.badge.setObjectName("nh.solve.badge")
        self.badge.hide()
        row.addWidget(self.result_label, 1)
        row.addWidget(self.badge)
        lay.addLayout(row)
        self.solution_combo = QComboBox()
        self.solution_combo.setObjectName("nh.solve.solutions")
        self.solution_combo.currentIndexChanged.connect(self.show_solution)
        lay.addWidget(self.solution_combo)
        self.steps = QListWidget()
        self.steps.setObjectName("nh.solve.steps")
        self.steps.setToolTip(tr("Click a step to see the board after it (ghost tiles; red: removed)"))
        self.steps.setMinimumHeight(110)
        self.steps.setWordWrap(True)
        self.steps.currentRowChanged.connect(self.show_step)
        lay.addWidget(self.steps)
        row = QHBoxLayout()
        self.prev_button = push_button("nh.solve.prev", tr("◀ Step"), slot=lambda: self._step_by(-1), layout=row)
        self.next_button = push_button("nh.solve.next", tr("Step ▶"), slot=lambda: self._step_by(1), layout=row)
        self.clear_button = push_button(
            "nh.solve.hide", tr("Hide"), tr("Hide the solution preview from the board"), self.clear_preview, row
        )
        lay.addLayout(row)
        self.record_button = push_button(
            "nh.solve.record",
            tr("Record this solution"),
            tr("Store the shown solution in the etude (replaces the recorded ones; undoable)"),
            self.record_solution,
            lay,
        )
        self.generate_button = push_button(
            "nh.generate.show",
            tr("Generate etudes..."),
            tr("New etudes for these armies at a difficulty, teaching a rule, each proven to have one solution"),
            self.show_generator,
            lay,
        )
        self._show_result_widgets(False)
        return g

    # ------------------------------------------------------------------ fields
    @property
    def etude(self) -> Etude:
        """The etude the panel edits (an etude document's model)."""
        return cast(Etude, self.document.model)

    def _set(self, path: str, value: Any) -> None:
        if self._updating:
            return
        obj: Any = self.document.model
        for p in path.split("."):
            obj = getattr(obj, p, None)
        if obj == value:
            return
        self.document.undo_stack.push(
            SetFieldCommand(self.document, None, path, value, text=tr("Change {field}").format(field=path_words(path)))
        )

    def _toggle_reply(self, on: bool) -> None:
        if self._updating or on == (self.etude.opponent_next is not None):
            return
        value = OpponentNext().model_dump() if on else None
        text = tr("The opponent moves next") if on else tr("No opponent's turn")
        self.document.undo_stack.push(EditCommand(self.document, None, "opponent_next", value, text=text))

    def _sync_fields(self) -> None:
        m = self.etude
        self._updating = True
        try:
            self.solver_hp.setValue(m.solver.hq_hp)
            self.opponent_hp.setValue(m.opponent.hq_hp)
            self.choose.setValue(m.choose)
            self.pool_count.setText(
                tr("of {count} in the pool (exactly)").format(count=len(m.pool))
                if m.exactly
                else tr("of {count} in the pool (up to)").format(count=len(m.pool))
            )
            on = m.opponent_next is not None
            self.reply_on.setChecked(on)
            self.reply_plays.setEnabled(on)
            self.reply_hand.setEnabled(on)
            if m.opponent_next is not None:
                self.reply_plays.setValue(m.opponent_next.plays)
        finally:
            self._updating = False

    def _refused(self, reason: str) -> None:
        self.tray_message.setText(tr("refused: {reason}").format(reason=reason))

    def _document_changed(self, change: Any) -> None:
        self._sync_fields()
        self.tray_message.setText("")
        if getattr(change, "name", None) == "solutions":
            return  # recording a solution does not change what the solver found
        if self.result is not None or self.views:
            self.result = None
            self.views = []
            self.clear_preview()
            self._show_result_widgets(False)
            self.result_label.setText(tr("the etude changed: solve again"))
            self.badge.hide()

    # ------------------------------------------------------------------ live check
    def _live(self, text: str, result: SolveResult | None) -> None:
        self.live_label.setText(text)
        self.second_button.setVisible(result is not None and len(result.solutions) >= 2)

    def show_second(self) -> None:
        """Solve, then show the second solution (the live check only proves there are two)."""
        self._after_solve_show = 1
        self.start_solve()

    # ------------------------------------------------------------------ solving
    _after_solve_show = 0

    def start_solve(self) -> None:
        if self.solver.busy():
            return
        self.result = None
        self.badge.hide()
        self._show_result_widgets(False)
        if not self.solver.solve_all():
            return
        self.solve_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.progress_bar.setRange(0, 0)
        self.progress_bar.setVisible(True)
        self.result_label.setText(tr("solving..."))
        show_status(self, tr("solving the etude (Cancel stops it)"))

    def _progress(self, done: int, total: int, text: str) -> None:
        if total > 0:
            self.progress_bar.setRange(0, total)
            self.progress_bar.setValue(min(done, total))
        self.progress_bar.setFormat(text[:60] if text else "%p%")
        self.result_label.setText(tr("solving... {text}").format(text=text))

    def _finish_run(self) -> None:
        self.solve_button.setEnabled(True)
        self.cancel_button.setEnabled(False)
        self.progress_bar.setVisible(False)

    def _stopped(self, why: str) -> None:
        if not shiboken6.isValid(self):
            return
        self._finish_run()
        self._after_solve_show = 0
        self.result_label.setText(why)
        show_status(self, tr("solve: {why}").format(why=why))

    def _solved(self, result: SolveResult) -> None:
        self._finish_run()
        self.result = result
        n = len(result.solutions)
        self.result_label.setText(
            (
                tr("{n} solution ({nodes} positions searched in {seconds} s)")
                if n == 1
                else tr("{n} solutions ({nodes} positions searched in {seconds} s)")
            ).format(n=n, nodes=result.nodes, seconds=decimal(result.seconds, 2))
        )
        if n == 0:
            self.badge.setText(tr("no solution"))
            self.badge.setStyleSheet(NONE)
        elif result.unique:
            self.badge.setText(tr("unique"))
            self.badge.setStyleSheet(BADGE)
        else:
            self.badge.setText(tr("not unique"))
            self.badge.setStyleSheet(NOT_UNIQUE)
        self.badge.show()
        show_status(self, self.result_label.text())
        self._updating = True
        try:
            self.solution_combo.clear()
            for i, s in enumerate(result.solutions):
                self.solution_combo.addItem(
                    tr("Solution {number}: %n step(s)", None, len(s.steps)).format(number=i + 1), i
                )
        finally:
            self._updating = False
        self._show_result_widgets(n > 0)
        if n:
            want = min(self._after_solve_show, n - 1)
            self.solution_combo.setCurrentIndex(want)
            self.show_solution(want)
        self._after_solve_show = 0

    def _show_result_widgets(self, shown: bool) -> None:
        for w in (
            self.solution_combo,
            self.steps,
            self.prev_button,
            self.next_button,
            self.clear_button,
            self.record_button,
        ):
            w.setVisible(shown)

    # ------------------------------------------------------------------ stepping through a solution
    def shown_solution(self) -> int | None:
        i = self.solution_combo.currentIndex()
        return i if self.result is not None and 0 <= i < len(self.result.solutions) else None

    def show_solution(self, index: int) -> None:
        if self._updating or self.result is None or not 0 <= index < len(self.result.solutions):
            return
        steps = self.result.solutions[index].notation()
        try:
            self.views = solution_views(self.etude, steps, self.document.library())
        except (WarbenchError, ValueError) as exc:
            self.result_label.setText(tr("cannot show the solution: {exc}").format(exc=exc))
            return
        self.steps.clear()
        for v in self.views:
            self.steps.addItem(v.caption)
        self.steps.setCurrentRow(len(self.views) - 1 if len(self.views) > 1 else 0)

    def _step_by(self, d: int) -> None:
        if self.views:
            self.steps.setCurrentRow(max(0, min(len(self.views) - 1, self.steps.currentRow() + d)))

    def show_step(self, row: int) -> None:
        if not 0 <= row < len(self.views):
            return
        view = self.views[row]
        doc_tiles = {(t.hex, t.tile, t.player, t.rotation, t.damage) for t in self.etude.tiles}
        ghosts = [
            GhostTile(t.hex, t.tile, t.player, t.rotation, t.damage)
            for t in view.tiles
            if (t.hex, t.tile, t.player, t.rotation, t.damage) not in doc_tiles
        ]
        now = {t.hex for t in view.tiles}
        removed = [Hex.parse(t.hex) for t in self.etude.tiles if t.hex not in now]
        changed = removed + [Hex.parse(g.hex) for g in ghosts if g.hex in {t.hex for t in self.etude.tiles}]
        set_preview(self.document, Preview(ghosts, view.caption))
        self.scene.set_marks(changed, REMOVED)
        self.scene.set_overlay_visible(SOLUTION_OVERLAY, True)
        self._update_overlay()
        hp = ", ".join(f"{name} {v}" for name, v in zip(("solver", "opponent"), view.hq_hp, strict=False))
        show_status(self, tr("{caption} — HQ hit points: {hp}").format(caption=view.caption, hp=hp))

    def clear_preview(self) -> None:
        set_preview(self.document, None)
        with contextlib.suppress(RuntimeError):
            self.scene.set_marks([])
            self._update_overlay()

    def _update_overlay(self) -> None:
        item = self.scene.overlay_items.get(SOLUTION_OVERLAY)
        if item is not None:
            item.update()

    def record_solution(self) -> None:
        i = self.shown_solution()
        if i is None or self.result is None:
            return
        steps = self.result.solutions[i].notation()
        if [s.steps for s in self.etude.solutions] == [steps]:
            show_status(self, tr("this solution is already the recorded one"))
            return
        self.document.undo_stack.push(
            EditCommand(self.document, None, "solutions", [{"steps": steps}], text=tr("Record the solution"))
        )
        show_status(self, tr("recorded solution {number}: {steps}").format(number=i + 1, steps="; ".join(steps)))

    # ------------------------------------------------------------------ generating
    generator: GenerateDialog | None = None

    def show_generator(self) -> GenerateDialog:
        """The generator's window, for this etude's armies (one per panel, kept while it lives)."""
        if self.generator is None or not shiboken6.isValid(self.generator):
            m = self.etude
            self.generator = GenerateDialog(
                self.window(),
                self.open_generated,
                solver_army=m.solver.army,
                opponent_army=m.opponent.army,
                library=self.document.library(),
            )
        self.generator.show()
        self.generator.raise_()
        return self.generator

    def open_generated(self, etude: Etude) -> Document | None:
        """Open a generated etude as a new document in this window and solve it there (its one
        solution is already recorded); ``None`` when the panel is not in a main window."""
        add = getattr(self.window(), "add_document", None)
        if add is None:
            return None
        doc = Document(Etude.model_validate(etude.model_dump()), kind=self.document.kind)
        view = add(doc)
        side = getattr(view, "side", None)
        if isinstance(side, EtudeSidePanel):
            side.start_solve()
        show_status(self, tr("opened the generated etude '{en}'").format(en=content_text(etude.title)))
        return doc

    def shutdown(self) -> None:
        if self.generator is not None and shiboken6.isValid(self.generator):
            self.generator.cancel()
        self.solver.shutdown()
        self.clear_preview()
