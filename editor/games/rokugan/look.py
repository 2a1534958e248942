"""How Battle for Rokugan is drawn, in the editors, the player and the printed sheets: region colours,
the plate of a province (name, golden flowers, printed defence, capital, Shadowlands arrow), control
tokens, special tokens, combat tokens (face down in their clan's colour, face up with their value),
territory-card slots."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from editor.i18n import tr
from editor.kind_look import paint_area_name
from editor.sheet_text import pixel_font
from editor.words import field_label

SEA = QColor("#9fc4e4")
INK = QColor("#1e1b16")
GOLD = QColor("#d9a400")
SHIELD = QColor("#5a6b7c")
CAPITAL = QColor("#7b1e1e")
SHADOW = QColor("#3b2a4a")
#: the order in which a token's code is matched against the combat-token types
TOKEN_TYPES = ("army", "navy", "shinobi", "blessing", "diplomacy", "raid", "bluff")
#: the fill and ink of each special token
SPECIAL_STYLE = {
    "scorched_earth": (QColor("#5b1a0e"), QColor("#ffdcc8")),
    "peace": (QColor("#f4f4ee"), INK),
    "shrine": (QColor("#b0302a"), QColor("#ffffff")),
    "battlefield": (QColor("#6b5a2a"), QColor("#ffffff")),
    "harbor": (QColor("#1f5f8b"), QColor("#ffffff")),
    "honor_bonus": (QColor("#e7c04a"), INK),
    "defense_bonus": (QColor("#7c8c9c"), QColor("#ffffff")),
}


def special_face(special: str) -> str:
    """The short name a special token shows on its face, in the interface's language (the first
    letters of its kind where it is not one of the box's)."""
    faces = {
        "scorched_earth": tr("scorch", "special token's face"),
        "peace": tr("peace", "special token's face"),
        "shrine": tr("shrine", "special token's face"),
        "battlefield": tr("field", "special token's face"),
        "harbor": tr("harbor", "special token's face"),
        "honor_bonus": tr("honor", "special token's face"),
        "defense_bonus": tr("def", "special token's face"),
    }
    return faces.get(special, special[:6])


#: the font of this game's pictures, sized in pixels
font = pixel_font


def region_fill(colour: str | None, *, faded: bool = False) -> QColor:
    """A region's colour as a province fill (lighter where the map is printed under tokens)."""
    c = QColor(colour or "#cccccc")
    if not c.isValid():
        c = QColor("#cccccc")
    return c.lighter(125) if faded else c


def type_letters() -> dict[str, str]:
    """The letter of each combat-token type on its face, in the interface's language (the Russian
    rulebook's names: А for армия, Ф for флот...)."""
    return {
        "army": tr("A", "army token's letter"),
        "navy": tr("N", "navy token's letter"),
        "shinobi": tr("S", "shinobi token's letter"),
        "blessing": "+",
        "diplomacy": tr("D", "diplomacy token's letter"),
        "raid": tr("R", "raid token's letter"),
        "bluff": "–",
    }


def token_words(code: str) -> str:
    """A combat token's code in words of the interface's language: ``army3`` -> "army 3"
    ("армия 3" in Russian), ``raid`` -> "raid"."""
    for kind in TOKEN_TYPES:
        if code.startswith(kind):
            return f"{field_label(kind)} {code[len(kind) :]}".strip()
    return code


def short_code(code: str) -> str:
    """A token's face in two characters: ``A3`` for ``army3``, ``D`` for diplomacy, ``–`` for a bluff."""
    letters = type_letters()
    for kind in TOKEN_TYPES:
        if code.startswith(kind):
            return letters[kind] + code[len(kind) :]
    return code[:2]


def paint_province_plate(
    painter: QPainter,
    rect: QRectF,
    name: str,
    *,
    flowers: int = 0,
    defence: int = 0,
    capital: bool = False,
    shadowlands: str | None = None,
    selected: bool = False,
) -> None:
    """The name of a province with its printed values under it: flowers as gold dots, the printed
    defence on a shield, a castle for a capital, an arrow for a Shadowlands province."""
    top = QRectF(rect.left(), rect.top(), rect.width(), rect.height() * 0.55)
    paint_area_name(painter, top, name, selected=selected, px=11)
    marks: list[tuple[str, int]] = []
    if capital:
        marks.append(("capital", 0))
    if shadowlands:
        marks.append(("shadow_" + shadowlands, 0))
    if defence:
        marks.append(("shield", defence))
    marks += [("flower", 0)] * flowers
    if not marks:
        return
    size = 9.0
    total = len(marks) * (size + 2)
    x = rect.center().x() - total / 2
    y = rect.top() + rect.height() * 0.6
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for kind, value in marks:
        r = QRectF(x, y, size, size)
        if kind == "flower":
            painter.setPen(QPen(QColor("#7a5a00"), 0.8))
            painter.setBrush(QBrush(GOLD))
            painter.drawEllipse(r)
        elif kind == "shield":
            path = QPainterPath()
            path.moveTo(r.left(), r.top())
            path.lineTo(r.right(), r.top())
            path.lineTo(r.right(), r.center().y())
            path.lineTo(r.center().x(), r.bottom() + 1.5)
            path.lineTo(r.left(), r.center().y())
            path.closeSubpath()
            painter.setPen(QPen(QColor("#20262c"), 0.8))
            painter.setBrush(QBrush(SHIELD))
            painter.drawPath(path)
            painter.setPen(QColor("#ffffff"))
            painter.setFont(font(7, bold=True))
            painter.drawText(r, Qt.AlignmentFlag.AlignCenter, str(value))
        elif kind == "capital":
            painter.setPen(QPen(QColor("#2a0a0a"), 0.8))
            painter.setBrush(QBrush(CAPITAL))
            poly = QPolygonF(
                [
                    QPointF(r.left(), r.bottom()),
                    QPointF(r.left(), r.top()),
                    QPointF(r.left() + size * 0.3, r.top()),
                    QPointF(r.left() + size * 0.3, r.top() + size * 0.3),
                    QPointF(r.left() + size * 0.7, r.top() + size * 0.3),
                    QPointF(r.left() + size * 0.7, r.top()),
                    QPointF(r.right(), r.top()),
                    QPointF(r.right(), r.bottom()),
                ]
            )
            painter.drawPolygon(poly)
        else:
            up = kind.endswith("north")
            painter.setPen(QPen(QColor("#000000"), 0.8))
            painter.setBrush(QBrush(SHADOW))
            tip = r.top() if up else r.bottom()
            base = r.bottom() if up else r.top()
            painter.drawPolygon(
                QPolygonF([QPointF(r.center().x(), tip), QPointF(r.right(), base), QPointF(r.left(), base)])
            )
        x += size + 2


def paint_control(painter: QPainter, rect: QRectF, colour: str, face_up: int, face_down: int) -> None:
    """A province's control tokens: a disc in the clan's colour, face-up count over face-down count."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = QColor(colour)
    painter.setPen(QPen(c.darker(180), 1.5))
    painter.setBrush(QBrush(c))
    painter.drawEllipse(rect)
    painter.setPen(QColor("#ffffff") if c.lightness() < 150 else INK)
    painter.setFont(font(rect.height() * 0.36, bold=True))
    text = f"{face_up}▲{face_down}▼" if face_up and face_down else f"{face_up}▲" if face_up else f"{face_down}▼"
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, text)


def paint_special(painter: QPainter, rect: QRectF, special: str, value: int = 0) -> None:
    """A special token: a rounded square with its name (and the bonus it is worth)."""
    fill, ink = SPECIAL_STYLE.get(special, (QColor("#dddddd"), INK))
    label = special_face(special)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#202020"), 1.0))
    painter.setBrush(QBrush(fill))
    painter.drawRoundedRect(rect, 3, 3)
    painter.setPen(ink)
    painter.setFont(font(rect.height() * 0.32, bold=True))
    painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label + (f"\n+{value}" if value else ""))


def paint_combat_token(
    painter: QPainter, rect: QRectF, colour: str, face: str | None, *, face_up: bool = False, blessed: int = 0
) -> None:
    """A combat token: face down (``face`` ``None``) a disc in the clan's colour with a question mark;
    known, its value (white when face up on the board, tinted when only the viewer knows it)."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    c = QColor(colour)
    painter.setPen(QPen(c.darker(200), 2.0))
    if face is None:
        painter.setBrush(QBrush(c))
        painter.drawEllipse(rect)
        painter.setPen(QColor("#ffffff") if c.lightness() < 150 else INK)
        painter.setFont(font(rect.height() * 0.5, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
    else:
        painter.setBrush(QBrush(QColor("#fffdf4") if face_up else c.lighter(170)))
        painter.drawEllipse(rect)
        painter.setPen(INK)
        painter.setFont(font(rect.height() * 0.42, bold=True))
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, short_code(face))
    if blessed:
        painter.setPen(QPen(GOLD, 2.5))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(rect.adjusted(-3, -3, 3, 3))


def paint_card_slot(
    painter: QPainter, rect: QRectF, title: str, card: str | None, *, holder: str | None = None
) -> None:
    """A region's territory-card slot: the card's name (``card``, as shown) when it is known, its back
    when it is not (``"?"``), an empty frame when none lies there (``None``); ``holder`` names the clan
    that took it."""
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if card is None:
        painter.setPen(QPen(QColor("#6a6458"), 1.0, Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
    elif card == "?":
        painter.setPen(QPen(QColor("#2a1a0a"), 1.0))
        painter.setBrush(QBrush(QColor("#7a4b25")))
    else:
        painter.setPen(QPen(QColor("#2a1a0a"), 1.0))
        painter.setBrush(QBrush(QColor("#f6ecd2")))
    painter.drawRoundedRect(rect, 3, 3)
    painter.setPen(QColor("#ffffff") if card == "?" else INK)
    text = title if card in (None, "?") else f"{title}\n{card}"
    if holder:
        text += f"\n({holder})"
    inner = rect.adjusted(2, 2, -2, -2)
    flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
    # a long region name ("Shadowlands (north)") is set smaller until it fits the slot, never cut
    size = min(9.0, rect.height() * 0.22)
    while size > 3.0:
        needed = QFontMetricsF(font(size)).boundingRect(QRectF(0, 0, inner.width(), 10_000), int(flags), text)
        if needed.width() <= inner.width() + 0.5 and needed.height() <= inner.height() + 0.5:
            break
        size *= 0.9
    painter.setFont(font(size))
    painter.drawText(inner, flags, text)


def cell_texture(cell: object, rokugan_map: object) -> str:
    """The texture of a cell of a Rokugan map: paper for a province (the printed board's washi),
    waves for the sea (see editor/canvas/textures.py)."""
    provinces = getattr(rokugan_map, "provinces", ())
    return "paper" if any(p.id == cell for p in provinces) else "water"
