"""The printable etude card (rules/002 §7), front and back side by side.

Front: the etude's number, title, story, difficulty, how many tiles to choose, each HQ's hit
points, the victory conditions, the position before the choice and the pool of tiles to choose
from. Back: the solution number, the position after the chosen tiles are played and before the
final battle, the steps in order, and the tiles the solution does not need.
"""

from __future__ import annotations

import math
from collections import Counter

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen, QPolygonF

from editor.games.neuroshima.armies import army_colors, army_name, player_color, tile_index, tile_name
from editor.games.neuroshima.solution_steps import solution_views
from editor.games.neuroshima.tilepaint import TileLook, paint_tile
from editor.i18n import content_text, tr
from editor.sheet_text import pixel_font as _font
from engine.content.library import ContentLibrary
from engine.core.errors import WarbenchError
from engine.core.hexgrid import Hex, hexagon_board
from engine.core.registry import load_game
from engine.games.neuroshima.models import Etude, PlacedTile, VictoryCondition, VictoryKind

#: the card sheet: two 550 x 800 faces (points for PDF, pixels for PNG)
CARD_SIZE = (1100, 800)
FACE_W, FACE_H = 550.0, 800.0
INK = QColor("#1f2328")
FAINT = QColor("#6b7280")
PAPER = QColor("#fbf8f1")
SQRT3 = math.sqrt(3.0)


def paint_position(
    p: QPainter, rect: QRectF, tiles: list[PlacedTile], *, extended: bool, hq_hp: dict[int, int] | None = None
) -> None:
    """A board diagram: the hexes and the tiles on them, fitted into ``rect``."""
    radius = 3 if extended else 2
    board = hexagon_board(radius)
    # flat-top hexes: width 2s per hex column pitch 1.5s; height sqrt3 s per row
    cols = 2 * radius + 1
    size = min(rect.width() / (1.5 * (cols - 1) + 2), rect.height() / (SQRT3 * cols))
    c = rect.center()

    def centre(h: Hex) -> QPointF:
        return QPointF(c.x() + size * 1.5 * h.q, c.y() + size * SQRT3 * (h.r + h.q / 2))

    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    for h in board.hexes:
        ctr = centre(h)
        poly = QPolygonF(
            [
                QPointF(
                    ctr.x() + size * math.cos(math.radians(60 * i)), ctr.y() + size * math.sin(math.radians(60 * i))
                )
                for i in range(6)
            ]
        )
        p.setPen(QPen(QColor("#8a8170"), max(0.6, size * 0.03)))
        p.setBrush(QColor("#efe9dc") if h.length() <= 2 else QColor("#d9d1c0"))
        p.drawPolygon(poly)
    for t in tiles:
        h = Hex.parse(t.hex)
        ctr = centre(h)
        cell = QRectF(ctr.x() - size, ctr.y() - size * SQRT3 / 2, 2 * size, size * SQRT3)
        hp = (hq_hp or {}).get(t.player) if tile_index().is_hq(t.tile) else None
        paint_tile(p, cell, TileLook(t.tile, t.player, t.damage, hp), rotation=t.rotation)
    p.restore()


def _tile_row(p: QPainter, rect: QRectF, tile_ids: list[str], player: int, per_row: int = 6) -> None:
    if not tile_ids:
        p.setFont(_font(13, italic=True))
        p.setPen(FAINT)
        p.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, tr("none"))
        return
    w = rect.width() / per_row
    size = min(w, 70.0)
    for i, tid in enumerate(tile_ids):
        x = rect.left() + (i % per_row) * w
        y = rect.top() + (i // per_row) * (size + 18)
        paint_tile(p, QRectF(x, y, size, size), TileLook(tid, player))
        td = tile_index().tile(tid)
        p.setFont(_font(10))
        p.setPen(INK)
        p.drawText(QRectF(x - 4, y + size, size + 8, 16), Qt.AlignmentFlag.AlignCenter, tile_name(td) if td else tid)


def _stars(p: QPainter, at: QPointF, n: int, of: int = 5) -> None:
    for i in range(of):
        cx, cy, r = at.x() + i * 22, at.y(), 9.0
        pts = [
            QPointF(
                cx + (r if k % 2 == 0 else r * 0.45) * math.sin(math.pi * k / 5),
                cy - (r if k % 2 == 0 else r * 0.45) * math.cos(math.pi * k / 5),
            )
            for k in range(10)
        ]
        p.setPen(QPen(QColor("#8a6d00"), 1))
        p.setBrush(QColor("#f2c200") if i < n else Qt.BrushStyle.NoBrush)
        p.drawPolygon(QPolygonF(pts))


def _header(p: QPainter, face: QRectF, number_text: str, title: str, subtitle: str, army: str) -> float:
    fill, dark = army_colors(army)
    band = QRectF(face.left(), face.top(), face.width(), 74)
    p.fillRect(band, QColor(fill))
    p.setPen(QPen(QColor(dark), 3))
    p.setBrush(QColor("white"))
    p.drawEllipse(QPointF(band.left() + 40, band.center().y()), 26, 26)
    p.setPen(QColor(dark))
    p.setFont(_font(22 if len(number_text) < 3 else 16, bold=True))
    p.drawText(QRectF(band.left() + 14, band.top() + 11, 52, 52), Qt.AlignmentFlag.AlignCenter, number_text)
    p.setPen(INK)
    p.setFont(_font(24, bold=True))
    p.drawText(QRectF(band.left() + 80, band.top() + 6, band.width() - 90, 34), Qt.AlignmentFlag.AlignVCenter, title)
    p.setFont(_font(15, italic=True))
    p.drawText(
        QRectF(band.left() + 80, band.top() + 40, band.width() - 90, 26), Qt.AlignmentFlag.AlignVCenter, subtitle
    )
    return band.bottom()


def _label(p: QPainter, rect: QRectF, text: str, px: float = 13, bold: bool = True, color: QColor = INK) -> None:
    p.setFont(_font(px, bold=bold))
    p.setPen(color)
    p.drawText(rect, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, text)


def paint_front(p: QPainter, face: QRectF, e: Etude) -> None:
    p.fillRect(face, PAPER)
    title, subtitle = _titles(e)
    y = _header(p, face, str(e.number), title, subtitle, e.solver.army)
    _stars(p, QPointF(face.right() - 120, y + 18), e.difficulty)
    _label(
        p,
        QRectF(face.left() + 16, y + 8, 300, 20),
        tr("Difficulty {value}/5").format(value=e.difficulty),
        12,
        False,
        FAINT,
    )
    # the story in both languages the etude has, the interface's first and the other one in italics
    # under it; the board moves down as far as the texts need (the lower half has room to spare)
    text_w = face.width() - 32
    ty = y + 34
    stories = (
        (e.story.ru, e.story.en) if content_text(e.story) == e.story.ru and e.story.ru else (e.story.en, e.story.ru)
    )
    for text, italic in ((stories[0], False), (stories[1], True)):
        if not text:
            continue
        font = _font(12, italic=italic)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        height = QFontMetricsF(font).boundingRect(QRectF(0, 0, text_w, 1000), flags, text).height()
        p.setFont(font)
        p.setPen(FAINT if italic else INK)
        p.drawText(QRectF(face.left() + 16, ty, text_w, height + 2), flags, text)
        ty += height + 6
    board = QRectF(face.left() + 20, max(y + 112, min(ty + 4, y + 170)), face.width() - 40, 330)
    paint_position(p, board, e.tiles, extended=e.extended_board, hq_hp={1: e.solver.hq_hp, 2: e.opponent.hq_hp})
    y = board.bottom() + 8
    solver_army = tile_index().army(e.solver.army)
    opp_army = tile_index().army(e.opponent.army)
    for i, (who, side, army) in enumerate(((tr("You"), e.solver, solver_army), (tr("Opponent"), e.opponent, opp_army))):
        x = face.left() + 16 + i * (face.width() / 2)
        box = QRectF(x, y, face.width() / 2 - 32, 40)
        p.setPen(QPen(QColor(player_color(i + 1)), 3))
        p.setBrush(QColor("white"))
        p.drawRoundedRect(box, 6, 6)
        name = army_name(army) if army else side.army
        _label(p, box.adjusted(8, 3, -4, 0), tr("{who}: {army}").format(who=who, army=name), 11, False, FAINT)
        _label(p, box.adjusted(8, 19, -4, 0), tr("HQ %n hit point(s)", None, side.hq_hp), 13)
    y += 48
    _label(p, QRectF(face.left() + 16, y, face.width() - 32, 18), tr("Victory"), 14)
    for v in e.victory:
        y += 19
        _label(p, QRectF(face.left() + 28, y, face.width() - 44, 18), f"• {victory_sentence(v)}", 12, False)
    if e.opponent_next is not None:
        y += 19
        _label(
            p,
            QRectF(face.left() + 28, y, face.width() - 44, 18),
            "• "
            + tr(
                "The opponent moves next (up to %n of his tiles) before the final battle", None, e.opponent_next.plays
            ),
            12,
            False,
        )
    y += 26
    choose = (
        tr("Choose exactly %n of these tiles", None, e.choose)
        if e.exactly
        else tr("Choose up to %n of these tiles", None, e.choose)
    )
    _label(p, QRectF(face.left() + 16, y, face.width() - 32, 18), choose, 14)
    _tile_row(p, QRectF(face.left() + 16, y + 22, face.width() - 32, face.bottom() - y - 26), list(e.pool), 1, 7)


def paint_back(p: QPainter, face: QRectF, e: Etude, library: ContentLibrary) -> None:
    p.fillRect(face, PAPER)
    steps = e.solutions[0].steps if e.solutions else []
    y = _header(
        p,
        face,
        str(e.number),
        tr("Solution 1") if steps else tr("No solution recorded"),
        _titles(e)[0],
        e.opponent.army,
    )
    if not steps:
        _label(
            p,
            QRectF(face.left() + 16, y + 16, face.width() - 32, 60),
            tr("Solve the etude and record its solution."),
            14,
            False,
        )
        return
    try:
        views = solution_views(e, steps, library)
    except (WarbenchError, ValueError) as exc:
        _label(
            p,
            QRectF(face.left() + 16, y + 16, face.width() - 32, 60),
            tr("The recorded solution does not play: {error}").format(error=exc),
            13,
            False,
        )
        return
    # the last position of the line, before the final battle (choices made in it come after)
    before = [v for v in views[: len(steps) + 1] if not v.in_final_battle][-1]
    _label(p, QRectF(face.left() + 16, y + 10, face.width() - 32, 18), tr("Before the final battle"), 14)
    board = QRectF(face.left() + 20, y + 32, face.width() - 40, 330)
    paint_position(p, board, before.tiles, extended=e.extended_board, hq_hp=dict(enumerate(before.hq_hp, start=1)))
    y = board.bottom() + 10
    _label(p, QRectF(face.left() + 16, y, face.width() - 32, 18), tr("Steps"), 14)
    for i, v in enumerate(views[1 : len(steps) + 1]):
        y += 20
        text = v.caption.split(": ", 1)[-1]
        # one line per step: a long caption (an Air Strike lists its whole blast) is cut short
        line = QFontMetricsF(_font(12)).elidedText(f"{i + 1}. {text}", Qt.TextElideMode.ElideRight, face.width() - 48)
        _label(p, QRectF(face.left() + 28, y, face.width() - 44, 20), line, 12, False)
    if len(views) > len(steps) + 1:
        y += 20
        _label(p, QRectF(face.left() + 28, y, face.width() - 44, 20), _sentence(views[-1].caption), 12, False)
    y += 30
    used = Counter(_tiles_used(steps))
    unneeded = []
    for tid in e.pool:
        if used[tid] > 0:
            used[tid] -= 1
        else:
            unneeded.append(tid)
    _label(p, QRectF(face.left() + 16, y, face.width() - 32, 18), tr("Tiles not needed"), 14)
    _tile_row(p, QRectF(face.left() + 16, y + 22, face.width() - 32, face.bottom() - y - 26), unneeded, 1, 7)


def _titles(e: Etude) -> tuple[str, str]:
    """The etude's title on its card, in the interface's language, and the other language's under it."""
    first = content_text(e.title) or e.id
    other = e.title.en if first == e.title.ru and e.title.en != first else e.title.ru
    return first, "" if other == first else other


def victory_sentence(v: VictoryCondition) -> str:
    """A victory condition as a sentence of the card, in the interface's language."""
    n = v.value if v.value is not None else 0
    if v.kind is VictoryKind.DESTROY_ENEMY_HQ:
        return tr("Destroy the enemy HQ")
    if v.kind is VictoryKind.ENEMY_HQ_DAMAGE_AT_LEAST:
        return tr("Deal at least %n damage to the enemy HQ", None, n)
    if v.kind is VictoryKind.ENEMY_HQ_BELOW:
        return tr("Leave the enemy HQ with fewer than %n hit point(s)", None, n)
    if v.kind is VictoryKind.DESTROY_ALL_ENEMY_UNITS:
        return tr("Destroy every enemy unit and module")
    if v.kind is VictoryKind.OWN_HQ_AT_LEAST:
        return tr("Keep at least %n hit point(s) on your HQ", None, n)
    return _sentence(v.describe())


def _sentence(text: str) -> str:
    return text[:1].upper() + text[1:]


def _tiles_used(steps: list[str]) -> list[str]:
    game = load_game("neuroshima_etude")
    out = []
    for s in steps:
        tile = getattr(game.parse_action(s), "tile", None)
        if isinstance(tile, str):
            out.append(tile)
    return out


def paint_card(etude: Etude, painter: QPainter, target: QRectF, library: ContentLibrary) -> None:
    """Draw the card's front and back side by side, scaled into ``target``."""
    painter.save()
    scale = min(target.width() / CARD_SIZE[0], target.height() / CARD_SIZE[1])
    painter.translate(target.left() + (target.width() - CARD_SIZE[0] * scale) / 2, target.top())
    painter.scale(scale, scale)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    front = QRectF(0, 0, FACE_W, FACE_H)
    back = QRectF(FACE_W, 0, FACE_W, FACE_H)
    paint_front(painter, front, etude)
    paint_back(painter, back, etude, library)
    painter.setPen(QPen(QColor("#9ca3af"), 1, Qt.PenStyle.DashLine))
    painter.setBrush(QBrush(Qt.BrushStyle.NoBrush))
    painter.drawRect(front.adjusted(0.5, 0.5, -0.5, -0.5))
    painter.drawRect(back.adjusted(0.5, 0.5, -0.5, -0.5))
    painter.restore()
