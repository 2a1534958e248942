"""The balance lab's charts (pyqtgraph): win rates with their 95% intervals, a histogram, and a
bar chart of one of the game's figures. Each chart keeps the numbers it draws (``shown``), so
what is on screen can be checked against the report."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np
import pyqtgraph as pg
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from editor.i18n import tr

pg.setConfigOptions(antialias=True, background="w", foreground="k")

BAR_COLOR = (70, 120, 190)
EVEN_COLOR = (190, 60, 60)


class _Chart(pg.PlotWidget):  # type: ignore[misc]
    def __init__(self, title: str, object_name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(object_name)
        self.setTitle(title)
        self.setMinimumHeight(170)
        self.setMouseEnabled(x=False, y=False)
        self.hideButtons()
        #: what the chart shows now: label -> value (and for win rates, the interval)
        self.shown: dict[str, Any] = {}

    def _ticks(self, labels: Sequence[str]) -> None:
        self.getAxis("bottom").setTicks([list(enumerate(labels))])


class WinRateChart(_Chart):
    """Win rate of every seat (or agent) as a bar, its 95% interval as an error bar, and the even
    share as a line."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(tr("Win rate (95% interval)"), "lab.chart.winrate", parent)
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
        self.setTitle(name)
        items = list(value.items()) if isinstance(value, Mapping) else [(name, value)]
        self.shown = {str(k): float(v) for k, v in items}
        if items:
            self.addItem(
                pg.BarGraphItem(
                    x=list(range(len(items))), height=[float(v) for _, v in items], width=0.6, brush=BAR_COLOR
                )
            )
        labels = [str(k) for k, _ in items]
        self._ticks([lab if len(lab) <= 14 else lab[:13] + "…" for lab in labels])
