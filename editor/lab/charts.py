"""The balance lab's charts (pyqtgraph): win rates with their 95% intervals, a histogram, and a
bar chart of one of the game's figures. Each chart keeps the numbers it draws (``shown``), so
what is on screen can be checked against the report."""

from __future__ import annotations

import itertools
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QWidget

from editor.i18n import tr

pg.setConfigOptions(antialias=True, background="w", foreground="k")

BAR_COLOR = (70, 120, 190)
EVEN_COLOR = (190, 60, 60)


class _Chart(pg.PlotWidget):  # type: ignore[misc]  # pyqtgraph has no type hints: its classes are Any
    def __init__(self, title: str, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self._title = ""
        self.set_title(title)
        self.setMinimumHeight(170)
        self.setMouseEnabled(x=False, y=False)
        self.hideButtons()
        #: what the chart shows now: label -> value (and for win rates, the interval)
        self.shown: dict[str, Any] = {}
        self._labels: list[str] = []
        #: the category labels written under the bars now (a thinned selection when they do not all fit)
        self.written: list[str] = []
        self.getPlotItem().getViewBox().sigResized.connect(self._fit_ticks)
        self.getPlotItem().getViewBox().sigXRangeChanged.connect(self._fit_ticks)

    def set_title(self, title: str) -> None:
        """Show ``title`` above the chart, shortened with "…" when the chart is narrower."""
        self._title = title
        self._fit_title()

    @property
    def title(self) -> str:
        return self._title

    def _fit_title(self) -> None:
        if getattr(self, "plotItem", None) is None or not hasattr(self, "_title"):
            return  # called by pyqtgraph's own set-up, before the chart has a plot
        label = self.getPlotItem().titleLabel
        if not self._title:
            self.getPlotItem().setTitle(None)
            return
        plot = self.getPlotItem()
        plot.setTitle(self._title)
        room = max(24, self.width() - self.getAxis("left").width() - 24)
        full = label.itemRect().width()
        if full > room:
            # the title's own width must not hold the chart wider than its place in the window
            metrics = QFontMetrics(label.item.font())
            scale = metrics.horizontalAdvance(self._title) / max(1.0, full)
            plot.setTitle(metrics.elidedText(self._title, Qt.TextElideMode.ElideRight, int(room * scale)))

    def resizeEvent(self, event: Any) -> None:
        self._fit_title()
        super().resizeEvent(event)

    def _ticks(self, labels: Sequence[str]) -> None:
        self._labels = list(labels)
        self._fit_ticks()

    def _fit_ticks(self, *_args: Any) -> None:
        """Write as many category labels as fit side by side (every second, third... one when
        they do not all fit), each shortened to its place, so that none overlaps at any size."""
        axis = self.getAxis("bottom")
        labels = self._labels
        if not labels:
            axis.setTicks(None)
            self.written = []
            return
        font = axis.style.get("tickFont") or axis.font()
        metrics = QFontMetrics(font)
        gap = metrics.horizontalAdvance("  ")
        # categories sit at 0, 1, 2...: one unit of the x range each
        box = self.getPlotItem().getViewBox()
        low, high = box.viewRange()[0]
        room = max(1.0, box.width() / max(1e-9, high - low))
        # a label may be shortened to a few letters and "…" before labels are left out
        widest = max(metrics.horizontalAdvance(text) for text in labels)
        needed = min(widest, metrics.horizontalAdvance("Mmmm…")) + gap  # i18n: not shown
        every = max(1, int(np.ceil(needed / room)))
        # short labels of the chosen categories; any still too long for its room is shortened
        width = int(room * every) - gap
        chosen = [
            (i, metrics.elidedText(text, Qt.TextElideMode.ElideRight, max(width, metrics.horizontalAdvance("…"))))
            for i, text in enumerate(labels)
            if i % every == 0
        ]
        # the first and last labels may stand out past the ends of the axis by half their width
        axis.setStyle(hideOverlappingLabels=int(widest / 2) + 1)
        axis.setTicks([chosen])
        self.written = [text for _, text in chosen]


class WinRateChart(_Chart):
    """Win rate of every seat (or agent) as a bar, its 95% interval as an error bar, and the even
    share as a line."""

    def __init__(self, title: str = "", object_name: str = "lab.chart.winrate", parent: QWidget | None = None) -> None:
        super().__init__(title or tr("Seats' win rate"), object_name, parent)
        self.setToolTip(tr("Bars: the win rate; whiskers: its 95% interval; dashed line: an even share"))
        self.setYRange(0, 1)

    def show_rows(self, rows: Sequence[Mapping[str, Any]], labels: Sequence[str], even: float | None) -> None:
        self.clear()
        self.shown = {}
        xs, heights, lows, highs = [], [], [], []
        for i, (row, label) in enumerate(zip(rows, labels)):
            if row.get("rate") is None:
                continue
            lo, hi = row["ci95"]
            xs.append(i)
            heights.append(row["rate"])
            lows.append(row["rate"] - lo)
            highs.append(hi - row["rate"])
            self.shown[label] = (row["rate"], lo, hi)
        if xs:
            self.addItem(pg.BarGraphItem(x=xs, height=heights, width=0.6, brush=BAR_COLOR))
            self.addItem(
                pg.ErrorBarItem(
                    x=np.array(xs, dtype=float),
                    y=np.array(heights, dtype=float),
                    top=np.array(highs, dtype=float),
                    bottom=np.array(lows, dtype=float),
                    beam=0.25,
                    pen=pg.mkPen("k", width=1.5),
                )
            )
        if even is not None:
            self.addItem(pg.InfiniteLine(pos=even, angle=0, pen=pg.mkPen(EVEN_COLOR, style=Qt.PenStyle.DashLine)))
        self.setXRange(-0.5, len(labels) - 0.5, padding=0.02)
        self._ticks(labels)
        self.setYRange(0, 1)


class HistogramChart(_Chart):
    """A histogram from a report's ``{"edges": [...], "counts": [...]}``."""

    def show_histogram(self, hist: Mapping[str, Any]) -> None:
        self.clear()
        edges = list(hist.get("edges") or [])
        counts = list(hist.get("counts") or [])
        self.shown = {"edges": edges, "counts": counts}
        if counts:
            self.addItem(pg.PlotDataItem(edges, counts, stepMode="center", fillLevel=0, brush=BAR_COLOR))


class FigureChart(_Chart):
    """One of the game's figures: a bar per name (a mapping) or a single bar (a number)."""

    def show_figure(self, name: str, value: Any) -> None:
        self.clear()
        self.set_title(name)
        items = list(value.items()) if isinstance(value, Mapping) else [(name, value)]
        self.shown = {str(k): float(v) for k, v in items}
        if items:
            self.addItem(
                pg.BarGraphItem(
                    x=list(range(len(items))), height=[float(v) for _, v in items], width=0.6, brush=BAR_COLOR
                )
            )
        self.setXRange(-0.5, max(1, len(items)) - 0.5, padding=0.02)
        self._ticks([str(k) for k, _ in items])


#: a colour per seat on the sweep chart
SEAT_COLORS = [(70, 120, 190), (210, 120, 40), (60, 150, 80), (150, 80, 170), (120, 120, 120), (30, 160, 170)]


class SweepChart(_Chart):
    """Win rate of every seat against the swept value, each with its 95% interval, the even share
    as a line, and the value nearest to even marked."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Win rate against the value"), "lab.chart.sweep", parent)
        self.setToolTip(tr("Points: the win rate of each seat; whiskers: its 95% interval; dashed line: even"))
        self.addLegend(offset=(-10, 10))

    def show_sweep(self, sweep: Mapping[str, Any]) -> None:
        self.clear()
        self.set_title(tr("Win rate against {path}").format(path=sweep["sweep"]))
        self.shown = {}
        points = [p for p in sweep["points"] if p["games"]]
        if not points:
            return
        seats = len(points[0]["seats"])
        for k in range(seats):
            rows = [(float(p["value"]), p["seats"][k]) for p in points if p["seats"][k].get("rate") is not None]
            if not rows:
                continue
            label = tr("seat {number}").format(number=int(rows[0][1]["seat"]) + 1)
            xs = np.array([x for x, _ in rows])
            ys = np.array([r["rate"] for _, r in rows])
            color = SEAT_COLORS[k % len(SEAT_COLORS)]
            self.plot(xs, ys, pen=pg.mkPen(color, width=2), symbol="o", symbolBrush=color, name=label)
            self.addItem(
                pg.ErrorBarItem(
                    x=xs,
                    y=ys,
                    top=np.array([r["ci95"][1] - r["rate"] for _, r in rows]),
                    bottom=np.array([r["rate"] - r["ci95"][0] for _, r in rows]),
                    beam=0.15 * float(np.min(np.diff(xs))) if len(xs) > 1 else 0.15,
                    pen=pg.mkPen(color, width=1),
                )
            )
            self.shown[label] = [(x, r["rate"], r["ci95"][0], r["ci95"][1]) for x, r in rows]
        even = points[0].get("even")
        if even is not None:
            self.addItem(pg.InfiniteLine(pos=even, angle=0, pen=pg.mkPen(EVEN_COLOR, style=Qt.PenStyle.DashLine)))
        nearest = sweep.get("nearest_even")
        self.shown["nearest_even"] = nearest
        if nearest is not None:
            self.addItem(
                pg.InfiniteLine(
                    pos=float(nearest),
                    angle=90,
                    pen=pg.mkPen(EVEN_COLOR, width=1.5),
                    label=tr("nearest to even: {value}").format(value=f"{nearest:g}"),
                    labelOpts={"position": 0.92, "color": EVEN_COLOR, "fill": (255, 255, 255, 200)},
                )
            )
        self._values = [float(p["value"]) for p in points]
        self._fit_ticks()
        self.setYRange(0, 1)

    def _fit_ticks(self, *_args: Any) -> None:
        """A tick at every value played, as many as fit side by side."""
        values = getattr(self, "_values", [])
        axis = self.getAxis("bottom")
        if len(values) < 2:
            axis.setTicks(None)
            return
        metrics = QFontMetrics(axis.style.get("tickFont") or axis.font())
        texts = [f"{v:g}" for v in values]
        box = self.getPlotItem().getViewBox()
        low, high = box.viewRange()[0]
        step = min(b - a for a, b in itertools.pairwise(values))
        room = box.width() * step / max(1e-9, high - low)
        every = max(1, int(np.ceil((max(metrics.horizontalAdvance(t) for t in texts) + 8) / max(1.0, room))))
        axis.setTicks([[(v, t) for i, (v, t) in enumerate(zip(values, texts)) if i % every == 0]])
