"""Drawing Neuroshima tiles from their data, so the rules can be read off the board.

A tile is a flat-top hex in its army's colour with a rim in its owner's colour. Each side
shows what acts in that direction: red claws for melee (one per point of strength), blue
arrows for ranged shots (one per point), a cyan beam for the Gauss cannon, a steel bar for
armor, a teal net, and a gold dot where a module connects. The centre shows the initiative
(a white disc), the hit points (red pips), a module's effect, mobility, and the name.
Text always stays upright whatever the tile's rotation.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from editor.games.neuroshima.armies import army_colors, player_color, tile_index, tile_name
from editor.i18n import QT_TR_NOOP, tr
from editor.sheet_text import pixel_font
from engine.games.neuroshima.models import AttackType, EffectKind, TileDef, TileKind

SQRT3 = math.sqrt(3.0)
#: the smallest size (pixels) at which a tile's printed values can be read (palette, hand, pools)
READABLE_TILE_PX = 84
MELEE = QColor("#a61b1b")
RANGED = QColor("#1d3f8f")
GAUSS = QColor("#0891b2")
ARMOR = QColor("#4b5563")
NET = QColor("#0f766e")
LINK = QColor("#d4a017")
WOUND = QColor("#d62828")

#: a module effect on the tile's face: the big sign and the small word under it
EFFECT_TEXT: dict[EffectKind, tuple[str, str]] = {
    EffectKind.MELEE_PLUS: ("+{n}", QT_TR_NOOP("melee")),
    EffectKind.RANGED_PLUS: ("+{n}", QT_TR_NOOP("ranged")),
    EffectKind.INITIATIVE_PLUS: ("+{n}", QT_TR_NOOP("init.")),
    EffectKind.INITIATIVE_MINUS: ("-{n}", QT_TR_NOOP("enemy init.")),
    EffectKind.MEDIC: ("+", QT_TR_NOOP("medic")),
    EffectKind.EXTRA_ATTACK: ("x2", QT_TR_NOOP("attack")),
    EffectKind.CONVERT_ATTACK_TYPE: ("<>", QT_TR_NOOP("convert")),
    EffectKind.EXTRA_MOVE: ("->", QT_TR_NOOP("transport")),
    EffectKind.MOVE_DISTANCE_2: ("2", QT_TR_NOOP("move")),
    EffectKind.HIJACK_MODULE: ("!", QT_TR_NOOP("hijack")),
}
#: the big word on an instant tile's face
INSTANT_TEXT = {
    "battle": QT_TR_NOOP("BATTLE"),
    "move": QT_TR_NOOP("MOVE"),
    "push": QT_TR_NOOP("PUSH"),
    "sniper": QT_TR_NOOP("SNIPER"),
    "air_strike": QT_TR_NOOP("AIR\nSTRIKE"),
    "grenade": QT_TR_NOOP("GRENADE"),
}


@dataclass(frozen=True)
class TileLook:
    """What to draw: a tile id (its data is looked up), its owner and its state on the board."""

    tile_id: str
    player: int | None = None
    damage: int = 0
    #: HQ hit points to show on an HQ (``None``: not shown)
    hq_hp: int | None = None
    #: draw this definition (and army colours) instead of the tile index's: an army being edited
    definition: TileDef | None = field(default=None, compare=False, hash=False)
    army: str | None = None


def hex_radius(rect: QRectF) -> float:
    """The corner radius of the largest flat-top hex that fits ``rect``."""
    return min(rect.width() / 2.0, rect.height() / SQRT3)


def hex_polygon(center: QPointF, radius: float) -> QPolygonF:
    return QPolygonF(
        [
            QPointF(
                center.x() + radius * math.cos(math.radians(60 * i)),
                center.y() + radius * math.sin(math.radians(60 * i)),
            )
            for i in range(6)
        ]
    )


def _font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    return pixel_font(px, bold, italic, smallest=4)


def paint_tile(
    p: QPainter,
    rect: QRectF,
    look: TileLook,
    *,
    rotation: int = 0,
    frame_rotated: bool = False,
    selected: bool = False,
    ghost: bool = False,
) -> None:
    """Draw ``look`` centred in ``rect``. ``rotation`` turns side 0 to world direction ``rotation``;
    with ``frame_rotated`` the painter is already turned (a rotated scene item) and only the text
    is turned back upright."""
    info = tile_index().info(look.tile_id)
    tile = look.definition or (info.tile if info is not None else None)
    army = look.army or (info.army.id if info is not None else look.tile_id.split("_")[0])
    fill, dark = army_colors(army)
    c = rect.center()
    radius = hex_radius(rect) * 0.94
    a = radius * SQRT3 / 2
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    if ghost:
        p.setOpacity(0.55)
    p.translate(c)
    if not frame_rotated:
        p.rotate(60.0 * rotation)
    outline = hex_polygon(QPointF(0, 0), radius)
    if selected:
        p.setPen(QPen(QColor("#ffb000"), radius * 0.16))
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.drawPolygon(outline)
    p.setBrush(QBrush(QColor(fill)))
    rim = QColor(player_color(look.player)) if look.player is not None else QColor(dark)
    p.setPen(QPen(rim, max(1.0, radius * (0.09 if look.player is not None else 0.05))))
    if ghost:
        pen = p.pen()
        pen.setStyle(Qt.PenStyle.DashLine)
        p.setPen(pen)
    p.drawPolygon(outline)
    if tile is None:
        _centre_text(p, radius, "?", look.tile_id, rotation, QColor(dark))
        p.restore()
        return
    if tile.kind is TileKind.INSTANT:
        _paint_instant(p, radius, tile, QColor(dark), rotation)
        p.restore()
        return
    for s in range(6):
        p.save()
        p.rotate(60.0 * s)
        _paint_side(p, radius, a, tile, s)
        p.restore()
    # text and the centre read upright
    p.rotate(-60.0 * rotation)
    _paint_centre(p, radius, a, tile, look, QColor(dark))
    p.restore()


def _paint_side(p: QPainter, radius: float, a: float, tile: TileDef, side: int) -> None:
    """Marks on the top edge (the painter is turned so that ``side`` points up)."""
    if side in tile.armor_sides:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(ARMOR)
        w = radius * 0.92
        p.drawRect(QRectF(-w / 2, -a + radius * 0.04, w, radius * 0.13))
    if side in tile.net_sides:
        _paint_net(p, radius, a)
    attacks = [x for x in tile.attacks if x.side == side]
    melee = [x for x in attacks if x.type is AttackType.MELEE]
    shots = [x for x in attacks if x.type is not AttackType.MELEE]
    shift = radius * 0.2 if melee and shots else 0.0
    for m in melee:
        _paint_claws(p, radius, a, m.strength, -shift)
    for s in shots:
        if s.type is AttackType.GAUSS:
            _paint_beam(p, radius, a, shift)
        else:
            _paint_arrows(p, radius, a, s.strength, shift)
    if side in tile.module_sides and tile.kind is not TileKind.HQ:
        p.setPen(QPen(QColor("#6b4f00"), radius * 0.025))
        p.setBrush(LINK)
        r = radius * 0.1
        p.drawEllipse(QPointF(0, -a + radius * 0.2), r, r)


def _paint_claws(p: QPainter, radius: float, a: float, strength: int, x0: float) -> None:
    n = min(strength, 3)
    w = radius * (0.24 if n < 3 else 0.19)
    top, base = -a + radius * 0.06, -a + radius * 0.36
    p.setPen(QPen(QColor("#4a0b0b"), radius * 0.02))
    p.setBrush(MELEE)
    for i in range(n):
        x = x0 + (i - (n - 1) / 2) * w
        p.drawPolygon(QPolygonF([QPointF(x - w / 2, base), QPointF(x, top), QPointF(x + w / 2, base)]))
    if strength > 3:
        p.setFont(_font(radius * 0.2, True))
        p.setPen(QColor("white"))
        p.drawText(
            QRectF(x0 - w, base - radius * 0.22, 2 * w, radius * 0.22), Qt.AlignmentFlag.AlignCenter, str(strength)
        )


def _paint_arrows(p: QPainter, radius: float, a: float, strength: int, x0: float) -> None:
    n = min(strength, 3)
    gap = radius * 0.13
    tip, tail = -a + radius * 0.04, -a + radius * 0.5
    for i in range(n):
        x = x0 + (i - (n - 1) / 2) * gap
        p.setPen(QPen(RANGED, radius * 0.055, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap))
        p.drawLine(QPointF(x, tail), QPointF(x, tip + radius * 0.12))
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(RANGED)
        h = radius * 0.07
        p.drawPolygon(
            QPolygonF([QPointF(x - h, tip + radius * 0.14), QPointF(x, tip), QPointF(x + h, tip + radius * 0.14)])
        )


def _paint_beam(p: QPainter, radius: float, a: float, x0: float) -> None:
    p.setPen(QPen(QColor("#0b4f5c"), radius * 0.02))
    p.setBrush(GAUSS)
    w = radius * 0.14
    p.drawRect(QRectF(x0 - w / 2, -a + radius * 0.03, w, radius * 0.55))
    p.setPen(QPen(QColor("white"), radius * 0.02))
    p.drawLine(QPointF(x0, -a + radius * 0.06), QPointF(x0, -a + radius * 0.55))


def _paint_net(p: QPainter, radius: float, a: float) -> None:
    """A netted half-disc inside the hex, on the edge it catches across."""
    r = radius * 0.34
    path = QPainterPath()
    path.moveTo(-r, -a)
    path.arcTo(QRectF(-r, -a - r, 2 * r, 2 * r), 180, 180)
    path.closeSubpath()
    p.setPen(QPen(NET, radius * 0.03))
    p.setBrush(QColor(15, 118, 110, 70))
    p.drawPath(path)
    p.save()
    p.setClipPath(path)
    p.setPen(QPen(NET, radius * 0.018))
    step = r / 2.5
    for k in range(-6, 7):
        x = k * step
        p.drawLine(QPointF(x - r, -a), QPointF(x + r, -a + 2 * r))
        p.drawLine(QPointF(x + r, -a), QPointF(x - r, -a + 2 * r))
    p.restore()


def _centre_text(p: QPainter, radius: float, big: str, small: str, rotation: int, color: QColor) -> None:
    p.rotate(-60.0 * rotation)
    p.setPen(color)
    p.setFont(_font(radius * 0.45, True))
    p.drawText(QRectF(-radius, -radius * 0.5, 2 * radius, radius * 0.6), Qt.AlignmentFlag.AlignCenter, big)
    p.setFont(_font(radius * 0.16))
    p.drawText(QRectF(-radius * 0.8, radius * 0.15, 1.6 * radius, radius * 0.3), Qt.AlignmentFlag.AlignCenter, small)


def _paint_instant(p: QPainter, radius: float, tile: TileDef, dark: QColor, rotation: int) -> None:
    p.rotate(-60.0 * rotation)
    word = INSTANT_TEXT.get(tile.instant.value if tile.instant else "")
    text = tr(word) if word else tile_name(tile).upper()
    p.setPen(QPen(dark, radius * 0.05))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(QPointF(0, -radius * 0.05), radius * 0.55, radius * 0.55)
    if tile.instant is not None and tile.instant.value in ("sniper", "air_strike", "grenade"):
        faint = QColor(dark)
        faint.setAlpha(90)
        p.setPen(QPen(faint, radius * 0.04))
        p.drawLine(QPointF(-radius * 0.7, -radius * 0.05), QPointF(radius * 0.7, -radius * 0.05))
        p.drawLine(QPointF(0, -radius * 0.75), QPointF(0, radius * 0.65))
    p.setPen(dark)
    p.setFont(_font(radius * (0.2 if "\n" in text or len(text) > 6 else 0.24), True))
    p.drawText(QRectF(-radius, -radius * 0.45, 2 * radius, radius * 0.8), Qt.AlignmentFlag.AlignCenter, text)


#: the width, in tile radii, the HQ's word may take between the triangles of the upper sides
HQ_WORD_WIDTH = 0.8


def hq_word_font(radius: float, word: str) -> QFont:
    """The font of the word on an HQ tile: it stays between the attack triangles of the upper
    sides, a longer word ("ШТАБ") set smaller rather than drawn over them."""
    size = radius * 0.36
    while size > radius * 0.16 and QFontMetricsF(_font(size, True)).horizontalAdvance(word) > radius * HQ_WORD_WIDTH:
        size *= 0.92
    return _font(size, True)


def _paint_centre(p: QPainter, radius: float, a: float, tile: TileDef, look: TileLook, dark: QColor) -> None:
    if tile.kind is TileKind.HQ:
        p.setPen(dark)
        word = tr("HQ", "Neuroshima tile")
        p.setFont(hq_word_font(radius, word))
        p.drawText(QRectF(-radius, -radius * 0.52, 2 * radius, radius * 0.45), Qt.AlignmentFlag.AlignCenter, word)
        eff = tile.module_effects[0] if tile.module_effects else None
        if eff is not None:
            big, small = EFFECT_TEXT[eff.effect]
            p.setFont(_font(radius * 0.17))
            label = f"{big.format(n=eff.amount)} {tr(small)}"
            p.drawText(QRectF(-radius, -radius * 0.1, 2 * radius, radius * 0.25), Qt.AlignmentFlag.AlignCenter, label)
        if look.hq_hp is not None:
            _badge(p, QPointF(0, radius * 0.38), radius * 0.2, str(look.hq_hp), WOUND if look.hq_hp <= 5 else dark)
        return
    y_name = a * 0.58
    if tile.module_effects:
        lines = [EFFECT_TEXT[e.effect] for e in tile.module_effects]
        p.setPen(QPen(dark, radius * 0.03))
        p.setBrush(QColor(255, 255, 255, 210))
        box = QRectF(-radius * 0.38, -radius * 0.36, radius * 0.76, radius * 0.5 + 0.17 * radius * (len(lines) - 1))
        p.drawRoundedRect(box, radius * 0.08, radius * 0.08)
        p.setPen(dark)
        y = box.top() + radius * 0.02
        for (big, small), e in zip(lines, tile.module_effects):
            p.setFont(_font(radius * 0.2, True))
            p.drawText(
                QRectF(box.left(), y, box.width(), radius * 0.22), Qt.AlignmentFlag.AlignCenter, big.format(n=e.amount)
            )
            p.setFont(_font(radius * 0.12))
            p.drawText(
                QRectF(box.left(), y + radius * 0.2, box.width(), radius * 0.14),
                Qt.AlignmentFlag.AlignCenter,
                tr(small),
            )
            y += radius * 0.34
    elif tile.initiative:
        text = "/".join(map(str, tile.initiative))
        r = radius * (0.25 if len(tile.initiative) == 1 else 0.3)
        p.setPen(QPen(QColor("#222222"), radius * 0.03))
        p.setBrush(QColor("white"))
        p.drawEllipse(QPointF(0, -radius * 0.08), r, r)
        p.setPen(QColor("#111111"))
        p.setFont(_font(radius * (0.28 if len(text) == 1 else 0.21), True))
        p.drawText(QRectF(-r, -radius * 0.08 - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, text)
    hp = tile.hp or 1
    if hp > 1:
        for i in range(hp):
            x = (i - (hp - 1) / 2) * radius * 0.16
            p.setPen(QPen(QColor("#5c0a0a"), radius * 0.02))
            p.setBrush(WOUND if i < look.damage else QColor("#f6d5d5"))
            p.drawEllipse(QPointF(x, radius * 0.27), radius * 0.07, radius * 0.07)
    if tile.mobility:
        p.setPen(QPen(dark, radius * 0.035))
        x = radius * 0.42
        p.drawLine(QPointF(x - radius * 0.1, -radius * 0.1), QPointF(x + radius * 0.1, -radius * 0.1))
        p.drawLine(QPointF(x + radius * 0.04, -radius * 0.16), QPointF(x + radius * 0.1, -radius * 0.1))
        p.drawLine(QPointF(x + radius * 0.04, -radius * 0.04), QPointF(x + radius * 0.1, -radius * 0.1))
    if tile.abilities:
        p.setPen(dark)
        p.setFont(_font(radius * 0.13, True))
        label = tr("BOOM") if any(ab.value == "explode" for ab in tile.abilities) else tr("no bonus")
        p.drawText(QRectF(-radius * 0.8, a * 0.66, radius * 1.6, radius * 0.16), Qt.AlignmentFlag.AlignCenter, label)
    p.setPen(QColor("#1a1a1a"))
    f = _font(radius * 0.15, True)
    p.setFont(f)
    width = radius * 1.25
    name = QFontMetricsF(f).elidedText(tile_name(tile), Qt.TextElideMode.ElideRight, width)
    p.drawText(QRectF(-width / 2, y_name - radius * 0.1, width, radius * 0.2), Qt.AlignmentFlag.AlignCenter, name)
    if look.damage and hp <= 1:
        _badge(p, QPointF(radius * 0.5, -radius * 0.45), radius * 0.12, str(look.damage), WOUND)


def _badge(p: QPainter, at: QPointF, r: float, text: str, color: QColor) -> None:
    p.setPen(QPen(QColor("white"), r * 0.15))
    p.setBrush(color)
    p.drawEllipse(at, r * 1.4, r)
    p.setPen(QColor("white"))
    p.setFont(_font(r * 1.3, True))
    p.drawText(QRectF(at.x() - r * 1.4, at.y() - r, r * 2.8, r * 2), Qt.AlignmentFlag.AlignCenter, text)
