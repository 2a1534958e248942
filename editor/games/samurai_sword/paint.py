"""Drawing Samurai Sword cards: play cards (the kind's corner colour, a weapon's difficulty and
damage, the defence symbol, the text), card backs, character cards and role cards. One painter
for the editor's galleries, the printable sheet and the table, at any size: below a readable
size the text is left to the tooltip rather than drawn too small."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPixmap, QPolygonF

from editor.games.samurai_sword.faces import CardFace, CharacterFace, kind_label
from editor.i18n import tr
from editor.sheet_text import pixel_font

PAPER = QColor("#f7f0de")
INK = QColor("#231c14")
MUTED = QColor("#6b6052")
BACK = QColor("#5a1f1b")
SELECTED = QColor("#f2b705")
PLAYABLE = QColor("#2e8b3a")
ROLE_COLOURS = {"shogun": "#b8891a", "samurai": "#a37a2c", "ninja": "#26262b", "ronin": "#5d4a78"}
#: card width over height, as the printed cards (63 x 88 mm)
CARD_RATIO = 63 / 88
#: below this width the card's text is not drawn (it is in the tooltip)
TEXT_MIN_WIDTH = 96
#: below this width a weapon's numbers are not labelled "difficulty" and "damage"
LABEL_MIN_WIDTH = 130


def font(px: float, bold: bool = False, italic: bool = False) -> QFont:
    return pixel_font(px, bold, italic, smallest=7)


def card_size(width: float) -> tuple[float, float]:
    return width, width / CARD_RATIO


def _frame(p: QPainter, rect: QRectF, fill: QColor, *, selected: bool, playable: bool) -> float:
    """The card's rounded outline; returns its corner radius."""
    radius = rect.width() * 0.07
    if selected:
        pen = QPen(SELECTED, max(3.0, rect.width() * 0.04))
    elif playable:
        pen = QPen(PLAYABLE, max(2.5, rect.width() * 0.03))
    else:
        pen = QPen(INK, max(1.0, rect.width() * 0.012))
    p.setPen(pen)
    p.setBrush(QBrush(fill))
    p.drawRoundedRect(rect, radius, radius)
    return radius


def _band(p: QPainter, rect: QRectF, colour: QColor, title: str, radius: float, *, left: bool = False) -> QRectF:
    """The coloured band at the top with the title; returns the band's rectangle."""
    band = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.17)
    path = QPainterPath()
    path.setFillRule(Qt.FillRule.WindingFill)
    path.addRoundedRect(band, radius, radius)
    path.addRect(QRectF(band.left(), band.center().y(), band.width(), band.height() / 2))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QBrush(colour))
    p.drawPath(path)
    size = rect.width() * 0.115
    f = font(size, bold=True)
    inner = band.adjusted(rect.width() * 0.06, 0, -rect.width() * 0.06, 0)
    while size > 7 and QFontMetricsF(f).horizontalAdvance(title) > inner.width():
        size -= 0.5
        f = font(size, bold=True)
    p.setFont(f)
    p.setPen(QColor("white"))
    text = QFontMetricsF(f).elidedText(title, Qt.TextElideMode.ElideRight, inner.width())
    align = Qt.AlignmentFlag.AlignLeft if left else Qt.AlignmentFlag.AlignHCenter
    p.drawText(inner, align | Qt.AlignmentFlag.AlignVCenter, text)
    return band


def _shield(p: QPainter, centre: QPointF, size: float) -> None:
    """The defence symbol: a small shield."""
    s = size / 2
    poly = QPolygonF(
        [
            QPointF(centre.x() - s, centre.y() - s * 0.8),
            QPointF(centre.x() + s, centre.y() - s * 0.8),
            QPointF(centre.x() + s * 0.9, centre.y() + s * 0.2),
            QPointF(centre.x(), centre.y() + s),
            QPointF(centre.x() - s * 0.9, centre.y() + s * 0.2),
        ]
    )
    p.setPen(QPen(INK, max(1.0, size * 0.08)))
    p.setBrush(QBrush(QColor("#d9d2c0")))
    p.drawPolygon(poly)
    p.setPen(QPen(QColor("#2f5b9e"), max(1.0, size * 0.12)))
    p.drawLine(QPointF(centre.x(), centre.y() - s * 0.55), QPointF(centre.x(), centre.y() + s * 0.6))


def _badge(p: QPainter, centre: QPointF, radius: float, text: str, fill: QColor, ink: QColor) -> None:
    p.setPen(QPen(INK, max(1.0, radius * 0.1)))
    p.setBrush(QBrush(fill))
    p.drawEllipse(centre, radius, radius)
    p.setPen(ink)
    p.setFont(font(radius * 1.15, bold=True))
    p.drawText(
        QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), Qt.AlignmentFlag.AlignCenter, text
    )


def _count_badge(p: QPainter, rect: QRectF, count: int, pad: float) -> None:
    """The copies of a card in its deck, a pill in the bottom right corner."""
    r = rect.width() * 0.12
    f = font(r * 1.15, bold=True)
    text = f"×{count}"
    width = max(2 * r, QFontMetricsF(f).horizontalAdvance(text) + r)
    pill = QRectF(rect.right() - pad * 0.6 - width, rect.bottom() - pad * 0.6 - 2 * r, width, 2 * r)
    p.setPen(QPen(INK, max(1.0, r * 0.1)))
    p.setBrush(QBrush(QColor("#fffaf0") if count else QColor("#d8d0c0")))
    p.drawRoundedRect(pill, r, r)
    p.setFont(f)
    p.setPen(INK if count else MUTED)
    p.drawText(pill, Qt.AlignmentFlag.AlignCenter, text)


def _blade(p: QPainter, rect: QRectF, colour: QColor) -> None:
    """A katana drawn across the middle of a weapon card."""
    w = rect.width()
    a = QPointF(rect.left() + w * 0.2, rect.bottom() - w * 0.1)
    b = QPointF(rect.right() - w * 0.08, rect.top() + w * 0.1)
    p.setPen(QPen(colour, max(2.0, w * 0.05), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    p.drawLine(a, b)
    guard = QPointF(a.x() + (b.x() - a.x()) * 0.25, a.y() + (b.y() - a.y()) * 0.25)
    p.setPen(QPen(INK, max(2.0, w * 0.06), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
    d = w * 0.08
    p.drawLine(QPointF(guard.x() - d, guard.y() - d), QPointF(guard.x() + d, guard.y() + d))


def _body_text(p: QPainter, rect: QRectF, text: str, width: float) -> None:
    """Wrapped text, shrunk until it fits ``rect``; a text too long even at the smallest readable
    size (Bushido's on a small card, a Russian text) is cut at a word with "…", never drawn past
    the card's edge: the card's tooltip gives it whole."""
    size = max(8.0, width * 0.085)
    flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
    while True:
        f = font(size)
        used = QFontMetricsF(f).boundingRect(rect, flags, text)
        if used.height() <= rect.height() or size <= 8:
            break
        size -= 0.5
    metrics = QFontMetricsF(f)
    words = text.split()
    while len(words) > 1 and metrics.boundingRect(rect, flags, text).height() > rect.height():
        words.pop()
        text = " ".join(words).rstrip(",.;:—-") + "…"
    p.setFont(f)
    p.setPen(INK)
    p.drawText(rect, flags, text)


def paint_card(
    p: QPainter,
    rect: QRectF,
    face: CardFace,
    *,
    count: int | None = None,
    selected: bool = False,
    playable: bool = False,
    dim: bool = False,
    title_left: bool = False,
) -> None:
    """Draw a play card into ``rect``; ``count`` adds a "×n" badge (galleries, the sheet);
    ``title_left`` keeps the name readable where cards overlap (a hand)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    w = rect.width()
    colour = QColor(face.colour)
    radius = _frame(p, rect, PAPER, selected=selected, playable=playable)
    band = _band(p, rect, colour, face.name, radius, left=title_left)
    body = QRectF(rect.left(), band.bottom(), w, rect.bottom() - band.bottom())
    pad = w * 0.06
    if face.kind == "weapon" and face.difficulty is not None and face.damage is not None:
        r = w * 0.13
        # the top number is the difficulty the weapon reaches, the bottom one its damage (L190-192)
        top = QPointF(rect.left() + pad + r, band.bottom() + pad + r)
        bottom = QPointF(rect.left() + pad + r, rect.bottom() - pad - r)
        _blade(p, body.adjusted(w * 0.2, w * 0.18, -pad, -w * 0.2), colour.darker(115))
        _badge(p, top, r, str(face.difficulty), QColor("#f3e7c4"), INK)
        _badge(p, bottom, r, str(face.damage), colour, QColor("white"))
        if w >= LABEL_MIN_WIDTH:  # the words under the numbers; smaller cards say them in the tooltip
            p.setFont(font(w * 0.07))
            p.setPen(MUTED)
            p.drawText(
                QRectF(top.x() + r + pad * 0.4, top.y() - r, w, 2 * r), Qt.AlignmentFlag.AlignVCenter, tr("difficulty")
            )
            p.drawText(
                QRectF(bottom.x() + r + pad * 0.4, bottom.y() - r, w, 2 * r),
                Qt.AlignmentFlag.AlignVCenter,
                tr("damage"),
            )
        if face.text and w >= TEXT_MIN_WIDTH * 1.6:
            _body_text(p, QRectF(rect.left() + pad, top.y() + r + pad, w - 2 * pad, body.height() * 0.35), face.text, w)
    else:
        label_h = w * 0.17 if face.defence else w * 0.11
        p.setFont(font(w * 0.075, italic=True))
        p.setPen(MUTED)
        p.drawText(
            QRectF(rect.left(), band.bottom() + pad * 0.3, w, label_h),
            Qt.AlignmentFlag.AlignCenter,
            kind_label(face.kind),
        )
        if w >= TEXT_MIN_WIDTH:
            reserve = w * 0.24 if count is not None else 0.0
            text_rect = QRectF(
                rect.left() + pad,
                band.bottom() + label_h + pad * 0.5,
                w - 2 * pad,
                body.height() - label_h - pad * 2.5 - reserve,
            )
            _body_text(p, text_rect, face.text, w)
        else:
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(QBrush(colour.lighter(150)))
            p.drawEllipse(body.center(), w * 0.18, w * 0.18)
    if face.defence:
        s = w * 0.15
        _shield(p, QPointF(rect.right() - pad - s / 2, band.bottom() + pad * 0.4 + s / 2), s)
    if count is not None:
        _count_badge(p, rect, count, pad)
    if dim:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(247, 240, 222, 110))
        p.drawRoundedRect(rect, radius, radius)
    p.restore()


def paint_card_back(p: QPainter, rect: QRectF) -> None:
    """The back of a play card (a hidden card: another player's hand, the deck)."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.08
    p.setPen(QPen(INK, 1))
    p.setBrush(QBrush(BACK))
    p.drawRoundedRect(rect, radius, radius)
    inner = rect.adjusted(rect.width() * 0.12, rect.width() * 0.12, -rect.width() * 0.12, -rect.width() * 0.12)
    p.setPen(QPen(QColor("#c9a227"), max(1.0, rect.width() * 0.04)))
    p.setBrush(Qt.BrushStyle.NoBrush)
    p.drawEllipse(inner.center(), inner.width() * 0.32, inner.width() * 0.32)
    p.restore()


def paint_character(
    p: QPainter, rect: QRectF, face: CharacterFace, *, selected: bool = False, dim: bool = False
) -> None:
    """A character card: name, resilience (hearts), ability text."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    w = rect.width()
    radius = _frame(p, rect, PAPER, selected=selected, playable=False)
    band = _band(p, rect, QColor("#2d5d5a"), face.name, radius)
    pad = w * 0.06
    r = w * 0.055
    y = band.bottom() + pad + r
    per_row = 7
    for i in range(face.resilience):
        cx = rect.left() + pad + r + (i % per_row) * (2.4 * r)
        cy = y + (i // per_row) * (2.4 * r)
        p.setPen(QPen(INK, 1))
        p.setBrush(QBrush(QColor("#c0392b")))
        p.drawEllipse(QPointF(cx, cy), r, r)
    rows = (face.resilience + per_row - 1) // per_row
    p.setFont(font(w * 0.08, bold=True))
    p.setPen(INK)
    label = tr("resilience {value}").format(value=face.resilience) + (" · " + tr("promo") if face.promo else "")
    text_top = y + rows * 2.4 * r
    p.drawText(QRectF(rect.left() + pad, text_top - r * 0.8, w - 2 * pad, w * 0.12), Qt.AlignmentFlag.AlignLeft, label)
    if w >= TEXT_MIN_WIDTH:
        body = QRectF(rect.left() + pad, text_top + w * 0.12, w - 2 * pad, rect.bottom() - text_top - w * 0.12 - pad)
        _body_text(p, body, face.text, w)
    if dim:
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(247, 240, 222, 110))
        p.drawRoundedRect(rect, radius, radius)
    p.restore()


def paint_role(p: QPainter, rect: QRectF, role: str, name: str, stars: int = 0) -> None:
    """A role card: the role's name on its team's colour, ninja stars below."""
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    radius = rect.width() * 0.08
    p.setPen(QPen(INK, 1))
    p.setBrush(QBrush(QColor(ROLE_COLOURS.get(role, "#777777"))))
    p.drawRoundedRect(rect, radius, radius)
    p.setPen(QColor("white"))
    size = rect.width() * 0.2
    f = font(size, bold=True)
    while size > 7 and QFontMetricsF(f).horizontalAdvance(name) > rect.width() * 0.9:
        size -= 0.5
        f = font(size, bold=True)
    p.setFont(f)
    p.drawText(rect.adjusted(0, 0, 0, -rect.height() * 0.25), Qt.AlignmentFlag.AlignCenter, name)
    if stars:
        p.setFont(font(rect.width() * 0.16))
        p.drawText(rect.adjusted(0, rect.height() * 0.45, 0, 0), Qt.AlignmentFlag.AlignCenter, "★" * stars)
    p.restore()


def card_pixmap(face: CardFace, width: int, *, count: int | None = None, selected: bool = False) -> QPixmap:
    """A card drawn on a transparent pixmap ``width`` wide (gallery icons)."""
    w, h = card_size(width)
    pm = QPixmap(int(w) + 4, int(h) + 4)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    paint_card(p, QRectF(2, 2, w, h), face, count=count, selected=selected)
    p.end()
    return pm


def character_pixmap(face: CharacterFace, width: int, *, dim: bool = False) -> QPixmap:
    w, h = card_size(width)
    pm = QPixmap(int(w) + 4, int(h) + 4)
    pm.fill(QColor(0, 0, 0, 0))
    p = QPainter(pm)
    paint_character(p, QRectF(2, 2, w, h), face, dim=dim)
    p.end()
    return pm
