"""The printed sheets of Battle for Rokugan (File > Export Picture, ``warbench render``): the map with
its regions, provinces and printed values; the scenario with its clans, tokens, territory cards,
objectives and the rule options that differ from the defaults, over the map with the tokens placed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen

from editor.games.rokugan import look
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.options import RuleOptions
from engine.games.rokugan.scenario import Scenario

if TYPE_CHECKING:
    from editor.document import Document

#: A4 portrait at 150 dots per inch
SHEET_SIZE = (1240, 1754)
MUTED = QColor("#5b564b")


class _Column:
    """Writes wrapped lines down a column."""

    def __init__(self, p: QPainter, rect: QRectF, unit: float) -> None:
        self.p, self.rect, self.unit, self.y = p, rect, unit, rect.top()

    def text(self, text: str, size: float = 1.0, *, bold: bool = False, colour: QColor = look.INK) -> None:
        if not text or self.y >= self.rect.bottom():
            return
        f = look.font(self.unit * size, bold=bold)
        self.p.setFont(f)
        self.p.setPen(colour)
        area = QRectF(self.rect.left(), self.y, self.rect.width(), self.rect.bottom() - self.y)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop) | int(Qt.TextFlag.TextWordWrap)
        used = QFontMetricsF(f).boundingRect(area, flags, text)
        self.p.drawText(area, flags, text)
        self.y += used.height() + self.unit * 0.3


def _title(p: QPainter, target: QRectF, unit: float, title: str, subtitle: str) -> float:
    col = _Column(p, target.adjusted(unit, unit, -unit, 0), unit)
    col.text(title, 2.0, bold=True)
    col.text(subtitle, 1.0, colour=MUTED)
    return col.y + unit * 0.5


def paint_map_sheet(
    document: Document, p: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None]
) -> None:
    m = document.model
    if not isinstance(m, RokuganMap):
        draw_board(p, target)
        return
    unit = target.width() / 60
    title = m.name.en + (f" / {m.name.ru}" if m.name.ru else "")
    flowers = sum(pr.flowers for pr in m.provinces)
    top = _title(
        p,
        target,
        unit,
        title,
        f"Battle for Rokugan map: {len(m.provinces)} provinces, {len(m.regions)} regions, {flowers} golden flowers",
    )
    legend_h = unit * 1.6 * (len(m.regions) // 2 + 2)
    board = QRectF(target.left() + unit, top, target.width() - 2 * unit, target.bottom() - top - legend_h - unit)
    draw_board(p, board)
    y = board.bottom() + unit
    members: dict[str, list[str]] = {}
    for pr in m.provinces:
        members.setdefault(pr.region, []).append(pr.name.en if pr.name else pr.id)
    half = (target.width() - 2 * unit) / 2
    for i, r in enumerate(m.regions):
        x = target.left() + unit + (i % 2) * half
        yy = y + (i // 2) * unit * 1.6
        p.setPen(QPen(QColor("#202020"), 1))
        p.setBrush(QBrush(look.region_fill(r.colour)))
        p.drawRect(QRectF(x, yy, unit, unit))
        p.setPen(look.INK)
        p.setFont(look.font(unit * 0.8))
        text = f"{r.name.en}: {', '.join(members.get(r.id, []))}"
        p.drawText(
            QRectF(x + unit * 1.4, yy - unit * 0.2, half - unit * 1.6, unit * 1.4), Qt.AlignmentFlag.AlignVCenter, text
        )


def changed_rules(sc: Scenario) -> list[str]:
    default = RuleOptions()
    return [
        f"{name.replace('_', ' ')}: {getattr(sc.rules, name)}"
        for name in RuleOptions.model_fields
        if getattr(sc.rules, name) != getattr(default, name)
    ]


def paint_scenario_sheet(
    document: Document, p: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None]
) -> None:
    sc = document.model
    if not isinstance(sc, Scenario):
        draw_board(p, target)
        return
    unit = target.width() / 60
    title = sc.title.en + (f" / {sc.title.ru}" if sc.title.ru else "")
    top = _title(p, target, unit, title, f"Battle for Rokugan scenario for {sc.players} players on map {sc.map}")
    board = QRectF(target.left() + unit, top, target.width() - 2 * unit, (target.bottom() - top) * 0.62)
    draw_board(p, board)
    col = _Column(
        p, QRectF(target.left() + unit, board.bottom() + unit, target.width() - 2 * unit, target.bottom()), unit
    )
    clans = ", ".join(sc.clans) if sc.clans else f"drawn at random from {', '.join(sc.allowed_clans)}"
    col.text(f"Clans: {clans}", bold=True)
    col.text(
        f"{sc.initial_tokens()} initial control tokens each"
        + (" and one in each capital" if sc.capital_tokens else "")
        + f"; {sc.rounds} rounds; {sc.hand_size} tokens drawn; {sc.scouts_per_player} scouts and "
        f"{sc.shugenja_per_player} shugenja each; first player: {sc.first_player}"
    )
    if sc.preplaced_control or sc.preplaced_special:
        placed = [f"{c.clan} in {c.province} ({c.face_up} up, {c.face_down} down)" for c in sc.preplaced_control]
        placed += [f"{s.special}{' +' + str(s.value) if s.value else ''} in {s.province}" for s in sc.preplaced_special]
        col.text("On the board: " + "; ".join(placed))
    if sc.territory_cards:
        col.text("Territory cards: " + "; ".join(f"{r}: {c}" for r, c in sorted(sc.territory_cards.items())))
    else:
        col.text("Territory cards: one at random under each region's slot")
    deck = sc.objectives.cards
    col.text(
        f"Objectives: {sc.objectives.dealt} dealt, {sc.objectives.kept} kept, from "
        + (", ".join(deck) if deck is not None else "all of the card set")
    )
    rules = changed_rules(sc)
    col.text("Rule options: " + ("; ".join(rules) if rules else "all at their defaults"), colour=MUTED)
    if sc.description:
        col.text(sc.description, 0.9, colour=MUTED)
