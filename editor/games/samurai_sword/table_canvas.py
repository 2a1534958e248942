"""The table itself: the seats around an oval (3-7), the seat at the screen at the bottom and the
others clockwise from it, each with its character, role (when known), resilience, honor, hand
size and the properties in front of it; the deck, the discard pile and the attack under way in
the middle. Everything is drawn from one observation; the seats and cards a click may choose
are highlighted as the table says (from the legal actions)."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFontMetricsF,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
)

from editor.games.samurai_sword.faces import CardFace, CharacterFace
from editor.games.samurai_sword.paint import INK, ROLE_COLOURS, font, paint_card, paint_card_back
from editor.games.samurai_sword.play_text import (
    TEAM_LABELS,
    TEAM_OF_ID,
    card_name,
    role_label,
    seat_label,
    team_name,
    wounds,
)
from editor.games.samurai_sword.surface import CardSurface
from editor.i18n import tr
from editor.player.playback import Trace
from engine.games.samurai_sword.observation import SamuraiSwordObservation

BACKGROUND = QColor("#e6dfcc")
TABLE = QColor("#7a5a3a")
FELT = QColor("#8d6b47")
SEAT = QColor("#fbf7ec")
TURN = QColor("#d79b00")
ANSWER = QColor("#d35400")
TARGET = QColor("#c0392b")
WINNER = QColor("#f6e3a1")
HONOR = QColor("#d4a72c")
HEART = QColor("#c0392b")
CHIP = QColor("#2f5b9e")
#: room for the caption (what just happened) over the seats
CAPTION_H = 36.0
CHIP_H = 19.0


def chip_label(card: str, copies: int, pic: TablePicture) -> str:
    name = card_name(card, pic.faces)
    return f"{name} ×{copies}" if copies > 1 else name


#: where the seats sit, clockwise from the seat at the screen (bottom middle), as fractions of
#: the ring the seats' centres run on (-1 left/top .. 1 right/bottom), per number of players
SEATING: dict[int, tuple[tuple[float, float], ...]] = {
    3: ((0, 1), (-1, -0.55), (1, -0.55)),
    4: ((0, 1), (-1, 0), (0, -1), (1, 0)),
    5: ((0, 1), (-1, 0.3), (-0.5, -1), (0.5, -1), (1, 0.3)),
    6: ((0, 1), (-1, 0.4), (-0.62, -1), (0, -1), (0.62, -1), (1, 0.4)),
    7: ((0, 1), (-1, 0.58), (-1, -0.58), (-0.42, -1), (0.42, -1), (1, -0.58), (1, 0.58)),
}


def seat_fraction(k: int, n: int) -> tuple[float, float]:
    """Where the ``k``-th seat clockwise from the bottom sits (any n: evenly round an ellipse)."""
    if n in SEATING:
        return SEATING[n][k]
    angle = math.radians(90 + k * 360 / n)
    return math.cos(angle), math.sin(angle)


@dataclass(frozen=True)
class TablePicture:
    """What the canvas draws: one seat's observation, the public card and character faces, and
    the highlights the legal actions call for."""

    obs: SamuraiSwordObservation
    faces: Mapping[str, CardFace]
    characters: Mapping[str, CharacterFace]
    #: seats a click may choose now, with the badge shown under them ("difficulty 2")
    targets: Mapping[int, str] = field(default_factory=dict)
    #: cards in play a click may choose now: (seat, card id)
    chip_targets: frozenset[tuple[int, str]] = frozenset()
    #: what just happened (public events), newest last
    caption: tuple[str, ...] = ()
    #: grey notes under seats that cannot be chosen ("difficulty 3: out of reach")
    notes: Mapping[int, str] = field(default_factory=dict)
    #: the attack of the playback step shown, from seat to seat
    traces: tuple[Trace, ...] = ()


class TableCanvas(CardSurface):
    seat_clicked = Signal(int)
    #: a card in play was clicked: its seat and card id
    chip_clicked = Signal(int, str)

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("ss.table.canvas")
        self.setMinimumSize(620, 360)
        self.setMouseTracking(True)
        self.picture: TablePicture | None = None
        self._seat_rects: dict[int, QRectF] = {}
        self._chip_rects: list[tuple[int, str, QRectF]] = []
        #: where the label of the attack under way was last drawn (empty: no attack drawn)
        self.attack_label_rect = QRectF()

    def sizeHint(self) -> QSize:
        return QSize(900, 520)

    def show_picture(self, picture: TablePicture | None) -> None:
        self.picture = picture
        self._layout()
        self.update()

    # ------------------------------------------------------------------ geometry
    def seat_size(self) -> tuple[float, float]:
        return max(150.0, min(200.0, self.width() * 0.19)), 114.0

    def _ring(self) -> QRectF:
        """The rectangle the seats' centres run around (inside the canvas, under the caption)."""
        sw, sh = self.seat_size()
        return QRectF(sw / 2 + 6, CAPTION_H + sh / 2 + 4, self.width() - sw - 12, self.height() - CAPTION_H - sh - 10)

    def _centre(self) -> QPointF:
        return self._ring().center()

    def _layout(self) -> None:
        self._seat_rects = {}
        self._chip_rects = []
        pic = self.picture
        if pic is None:
            return
        obs = pic.obs
        n = obs.players
        sw, sh = self.seat_size()
        ring = self._ring()
        for seat in range(n):
            # the seat at the screen sits at the bottom; clockwise runs on to the left, as at a table
            fx, fy = seat_fraction((seat - obs.viewer) % n, n)
            cx = ring.center().x() + fx * ring.width() / 2
            cy = ring.center().y() + fy * ring.height() / 2
            rect = QRectF(cx - sw / 2, cy - sh / 2, sw, sh)
            self._seat_rects[seat] = rect
            self._layout_chips(seat, rect, obs.seats[seat].in_play, pic)

    def _layout_chips(self, seat: int, rect: QRectF, cards: tuple[str, ...], pic: TablePicture) -> None:
        """The cards in front of a seat, in the last row of its box: one chip per kind of card
        (``Focus ×2``), as many as fit."""
        x = rect.left() + 6
        y = rect.bottom() - CHIP_H - 5
        fm = QFontMetricsF(font(11, bold=True))
        counts: dict[str, int] = {}
        for card in cards:
            counts[card] = counts.get(card, 0) + 1
        for card, k in counts.items():
            label = chip_label(card, k, pic)
            w = fm.horizontalAdvance(label) + 12
            if x + w > rect.right() - 6:
                break
            self._chip_rects.append((seat, card, QRectF(x, y, w, CHIP_H)))
            x += w + 4

    def seat_rect(self, seat: int) -> QRectF:
        """Where a seat is drawn (tests click its centre)."""
        return self._seat_rects[seat]

    def chip_rect(self, seat: int, card: str) -> QRectF:
        for s, k, r in self._chip_rects:
            if s == seat and k == card:
                return r
        raise KeyError((seat, card))

    def resizeEvent(self, event: object) -> None:
        self._layout()

    # ------------------------------------------------------------------ input
    def _hit(self, pos: QPointF) -> tuple[int, str | None] | None:
        for seat, card, r in reversed(self._chip_rects):
            if r.contains(pos):
                return seat, card
        for seat, r in self._seat_rects.items():
            if r.contains(pos):
                return seat, None
        return None

    def mousePressEvent(self, event: QMouseEvent) -> None:
        hit = self._hit(event.position())
        if hit is None or event.button() != Qt.MouseButton.LeftButton:
            return
        seat, card = hit
        if card is not None:
            self.chip_clicked.emit(seat, card)
        else:
            self.seat_clicked.emit(seat)

    def _tooltip(self, pos: QPointF) -> str:
        pic = self.picture
        hit = self._hit(pos)
        if pic is None or hit is None:
            return ""
        seat, card = hit
        if card is not None:
            face = pic.faces.get(card)
            return f"{face.name}: {face.text}" if face is not None else card
        sv = pic.obs.seats[seat]
        ch = pic.characters.get(sv.character)
        lines = [
            tr("seat {seat}: {character} — {role}").format(
                seat=seat + 1, character=ch.name if ch else sv.character, role=role_label(sv.role, sv.stars)
            )
        ]
        if ch is not None:
            lines.append(ch.text)
        if sv.harmless:
            lines.append(tr("Harmless: no resilience or no cards; weapons and Battle Cry cannot reach them (L101-113)"))
        if sv.daimyo:
            lines.append(tr("Daimyo cards held at the end: {count} (L285-288)").format(count=sv.daimyo))
        return "\n".join(lines)

    # ------------------------------------------------------------------ painting
    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        p.fillRect(self.rect(), BACKGROUND)
        c = self._centre()
        ring = self._ring()
        rx, ry = ring.width() / 2 - 40, ring.height() / 2 - 28
        p.setPen(QPen(TABLE.darker(130), 3))
        p.setBrush(QBrush(TABLE))
        p.drawRoundedRect(QRectF(c.x() - rx, c.y() - ry, 2 * rx, 2 * ry), ry * 0.9, ry * 0.9)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(FELT))
        p.drawRoundedRect(QRectF(c.x() - rx + 10, c.y() - ry + 10, 2 * rx - 20, 2 * ry - 20), ry * 0.8, ry * 0.8)
        pic = self.picture
        if pic is None:  # nobody at the screen: an empty table
            p.end()
            return
        if not pic.obs.over:  # at the end the middle holds the result
            self._paint_middle(p, pic, c)
        for seat, rect in self._seat_rects.items():
            self._paint_seat(p, pic, seat, rect)
        for seat, card, rect in self._chip_rects:
            self._paint_chip(p, pic, seat, card, rect)
        self._paint_attack(p, pic)
        self._paint_traces(p, pic)
        self._paint_caption(p, pic)
        if pic.obs.over:
            self._paint_result(p, pic, c)
        p.end()

    def _paint_seat(self, p: QPainter, pic: TablePicture, seat: int, rect: QRectF) -> None:
        obs = pic.obs
        sv = obs.seats[seat]
        ch = pic.characters.get(sv.character)
        winner = obs.over and seat in obs.winners
        fill = WINNER if winner else SEAT if not sv.harmless else QColor("#d9d4c7")
        border, width = INK, 1.2
        if seat in pic.targets:
            border, width = TARGET, 4.0
        elif not obs.over and seat == obs.actor and obs.actor != obs.turn:
            border, width = ANSWER, 3.5
        elif not obs.over and seat == obs.turn:
            border, width = TURN, 3.5
        p.setPen(QPen(border, width))
        p.setBrush(QBrush(fill))
        p.drawRoundedRect(rect, 9, 9)
        pad = 8.0
        x, y, w = rect.left() + pad, rect.top() + 5, rect.width() - 2 * pad
        # the role at the right of the title (the Shogun's is public, one's own, everyone's at the end)
        role = role_label(sv.role, sv.stars)
        p.setFont(font(11, bold=True))
        role_w = QFontMetricsF(p.font()).horizontalAdvance(role) + 12
        role_rect = QRectF(rect.right() - pad - role_w, y, role_w, 20)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(QColor(ROLE_COLOURS.get(sv.role or "", "#9a9388"))))
        p.drawRoundedRect(role_rect, 5, 5)
        p.setPen(QColor("white"))
        p.drawText(role_rect, Qt.AlignmentFlag.AlignCenter, role)
        title = f"{seat + 1} · {ch.name if ch else sv.character}"
        p.setFont(font(12, bold=True))
        p.setPen(INK)
        fm = QFontMetricsF(p.font())
        p.drawText(
            QRectF(x, y, w - role_w - 4, 20),
            Qt.AlignmentFlag.AlignVCenter,
            fm.elidedText(title, Qt.TextElideMode.ElideRight, w - role_w - 4),
        )
        y += 23
        self._pips(p, x, y, sv.resilience, sv.max_resilience, HEART, f"{sv.resilience}/{sv.max_resilience}", w)
        y += 19
        self._pips(p, x, y, sv.honor, sv.honor, HONOR, tr("honor {value}").format(value=sv.honor), w)
        y += 19
        back = QRectF(x, y, 12, 17)
        for i in range(min(sv.hand_size, 4)):
            paint_card_back(p, back.translated(i * 5, 0))
        p.setFont(font(12))
        p.setPen(INK)
        p.drawText(
            QRectF(x + 34, y - 1, w - 34, 19),
            Qt.AlignmentFlag.AlignVCenter,
            f"×{sv.hand_size}",
        )
        # at the right of the last row: what a click on the seat would do, else its state
        if seat in pic.targets:
            self._badge(p, rect, y, pic.targets[seat], TARGET)
        elif pic.notes.get(seat):
            self._badge(p, rect, y, pic.notes[seat], QColor("#7d7466"))
        elif obs.over and obs.points:
            points = obs.points[seat]
            label = tr("%n point(s)", None, points)
            self._badge(p, rect, y, label, TURN if winner else QColor("#6b6052"))
        elif sv.harmless:
            self._badge(p, rect, y, tr("Harmless"), QColor("#7d7466"))
        elif not obs.over and seat == obs.actor and obs.actor != obs.turn:
            self._badge(p, rect, y, tr("answering"), ANSWER)
        elif not obs.over and seat == obs.turn:
            self._badge(p, rect, y, tr("turn", "whose turn"), TURN)

    @staticmethod
    def _pips(p: QPainter, x: float, y: float, value: int, total: int, colour: QColor, label: str, w: float) -> None:
        """Tokens as discs (filled for what is left), then the number."""
        r = 5.5
        shown = min(total, 10)
        for i in range(shown):
            p.setPen(QPen(colour.darker(140), 1))
            p.setBrush(QBrush(colour) if i < value else Qt.BrushStyle.NoBrush)
            p.drawEllipse(QPointF(x + r + i * (2 * r + 2), y + 8), r, r)
        p.setFont(font(12))
        p.setPen(INK)
        lx = x + shown * (2 * r + 2) + 4
        p.drawText(QRectF(lx, y - 1, w - (lx - x), 18), Qt.AlignmentFlag.AlignVCenter, label)

    @staticmethod
    def _badge(p: QPainter, rect: QRectF, y: float, text: str, colour: QColor) -> None:
        """A label at the right end of a seat's last row."""
        p.setFont(font(12, bold=True))
        fm = QFontMetricsF(p.font())
        room = rect.width() - 64
        text = fm.elidedText(text, Qt.TextElideMode.ElideRight, room - 12)
        tw = fm.horizontalAdvance(text) + 12
        r = QRectF(rect.right() - 6 - tw, y - 1, tw, 19)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(colour))
        p.drawRoundedRect(r, 6, 6)
        p.setPen(QColor("white"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, text)

    def _paint_chip(self, p: QPainter, pic: TablePicture, seat: int, card: str, rect: QRectF) -> None:
        face = pic.faces.get(card)
        colour = QColor(face.colour) if face is not None else CHIP
        chosen = (seat, card) in pic.chip_targets
        p.setPen(QPen(TARGET, 3) if chosen else Qt.PenStyle.NoPen)
        p.setBrush(QBrush(colour))
        p.drawRoundedRect(rect, 5, 5)
        p.setFont(font(11, bold=True))
        p.setPen(QColor("white"))
        copies = pic.obs.seats[seat].in_play.count(card)
        p.drawText(rect, Qt.AlignmentFlag.AlignCenter, chip_label(card, copies, pic))

    def _middle(self) -> QRectF:
        """The free middle of the table, between the top row of seats and the bottom one."""
        ring = self._ring()
        sw, sh = self.seat_size()
        top, bottom = ring.top() + sh / 2 + 4, ring.bottom() - sh / 2 - 4
        return QRectF(ring.left() + sw / 2 + 4, top, ring.width() - sw - 8, max(0.0, bottom - top))

    def _piles(self) -> tuple[QRectF, QRectF]:
        """The deck's and the discard pile's cards, side by side in the middle of the table."""
        middle = self._middle()
        chh = max(40.0, min(90.0, middle.height() - 22))
        cw = chh * 0.71
        deck = QRectF(middle.center().x() - cw - 6, middle.center().y() - (chh + 18) / 2, cw, chh)
        return deck, QRectF(middle.center().x() + 6, deck.top(), cw, chh)

    def counts_area(self) -> QRectF:
        """Where the deck's and the discard pile's counts are written, under them (what an attack's
        label keeps off: the cards may be covered for the moment, their counts stay readable)."""
        deck, pile = self._piles()
        return QRectF(deck.left() - 20, deck.bottom() + 1, pile.right() + 20 - (deck.left() - 20), 17)

    def _paint_middle(self, p: QPainter, pic: TablePicture, c: QPointF) -> None:
        """The deck and the discard pile side by side, as large as the middle of the table allows."""
        obs = pic.obs
        deck, pile = self._piles()
        cw = deck.width()
        if obs.deck_size:
            paint_card_back(p, deck)
        else:
            p.setPen(QPen(BACKGROUND, 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(deck, 5, 5)
        top = obs.discard[-1] if obs.discard else None
        if top is not None and top in pic.faces:
            paint_card(p, pile, pic.faces[top])
        else:
            p.setPen(QPen(BACKGROUND, 1, Qt.PenStyle.DashLine))
            p.setBrush(Qt.BrushStyle.NoBrush)
            p.drawRoundedRect(pile, 5, 5)
        p.setFont(font(12))
        p.setPen(QColor("white"))
        below = deck.bottom() + 1
        deck_label = tr("deck {count}").format(count=obs.deck_size)
        p.drawText(QRectF(deck.left() - 20, below, cw + 34, 17), Qt.AlignmentFlag.AlignCenter, deck_label)
        pile_label = tr("discard {count}").format(count=len(obs.discard))
        p.drawText(QRectF(pile.left() - 14, below, cw + 34, 17), Qt.AlignmentFlag.AlignCenter, pile_label)

    def _status_line(self, pic: TablePicture) -> str:
        """The turn, the weapons played and the honor left in the box, with what is under way."""
        obs = pic.obs
        parts = [
            tr("turn {number}").format(number=obs.turn_number),
            tr("weapons {played}/{limit}").format(played=obs.weapons_played, limit=obs.weapon_limit),
            tr("honor box {count}").format(count=obs.honor_box),
        ]
        if obs.reshuffles:
            parts.append(tr("reshuffled {count}×").format(count=obs.reshuffles))
        if obs.answering is not None:
            parts.append(tr("{card}: everyone answers").format(card=card_name(obs.answering, pic.faces)))
        if obs.bushido_revealed is not None:
            parts.append(tr("Bushido reveals {card}").format(card=card_name(obs.bushido_revealed, pic.faces)))
        return " · ".join(parts)

    def _paint_attack(self, p: QPainter, pic: TablePicture) -> None:
        atk = pic.obs.attack
        self.attack_label_rect = QRectF()
        if atk is None or pic.obs.over or atk.attacker not in self._seat_rects or atk.target not in self._seat_rects:
            return
        a = self._seat_rects[atk.attacker].center()
        b = self._seat_rects[atk.target].center()
        d = math.hypot(b.x() - a.x(), b.y() - a.y()) or 1.0
        ux, uy = (b.x() - a.x()) / d, (b.y() - a.y()) / d
        start = QPointF(a.x() + ux * self._edge(atk.attacker, ux, uy), a.y() + uy * self._edge(atk.attacker, ux, uy))
        back = self._edge(atk.target, ux, uy) + 4
        end = QPointF(b.x() - ux * back, b.y() - uy * back)
        p.setPen(QPen(TARGET, 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        p.drawLine(start, end)
        head = 14
        for turn in (0.5, -0.5):
            hx = end.x() - head * (ux * math.cos(turn) - uy * math.sin(turn))
            hy = end.y() - head * (uy * math.cos(turn) + ux * math.sin(turn))
            p.drawLine(end, QPointF(hx, hy))
        label = f"{card_name(atk.weapon, pic.faces)} · {wounds(atk.damage)}"
        p.setFont(font(13, bold=True))
        tw = QFontMetricsF(p.font()).horizontalAdvance(label) + 14
        # on the line, halfway where it is free; off the deck's and discard pile's counts where
        # the line crosses the middle of the table (seats facing each other)
        counts = self.counts_area()
        r = QRectF()
        for t in (0.5, 0.4, 0.6, 0.3, 0.7, 0.2, 0.8):
            at = QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t)
            r = QRectF(at.x() - tw / 2, at.y() - 11, tw, 22)
            if not r.intersects(counts):
                break
        self.attack_label_rect = r
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QBrush(TARGET))
        p.drawRoundedRect(r, 6, 6)
        p.setPen(QColor("white"))
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, label)

    def _paint_traces(self, p: QPainter, pic: TablePicture) -> None:
        """The attack of the playback step shown: a dashed line from the attacker's seat to the
        target's (none when it is the attack under way, drawn already)."""
        atk = pic.obs.attack
        for t in pic.traces:
            if not (t.frm.isdigit() and t.to.isdigit()):
                continue
            a_seat, b_seat = int(t.frm), int(t.to)
            if a_seat not in self._seat_rects or b_seat not in self._seat_rects:
                continue
            if atk is not None and not pic.obs.over and (atk.attacker, atk.target) == (a_seat, b_seat):
                continue
            a, b = self._seat_rects[a_seat].center(), self._seat_rects[b_seat].center()
            d = math.hypot(b.x() - a.x(), b.y() - a.y()) or 1.0
            ux, uy = (b.x() - a.x()) / d, (b.y() - a.y()) / d
            start = QPointF(a.x() + ux * self._edge(a_seat, ux, uy), a.y() + uy * self._edge(a_seat, ux, uy))
            end = QPointF(b.x() - ux * self._edge(b_seat, ux, uy), b.y() - uy * self._edge(b_seat, ux, uy))
            p.setPen(QPen(QColor(255, 255, 255, 200), 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(start, end)
            p.setPen(QPen(TARGET, 5, Qt.PenStyle.DashLine, Qt.PenCapStyle.RoundCap))
            p.drawLine(start, end)

    def _edge(self, seat: int, ux: float, uy: float) -> float:
        """How far the edge of a seat's box lies from its centre in the direction (ux, uy)."""
        r = self._seat_rects[seat]
        tx = r.width() / 2 / abs(ux) if abs(ux) > 1e-6 else math.inf
        ty = r.height() / 2 / abs(uy) if abs(uy) > 1e-6 else math.inf
        return min(tx, ty)

    def _paint_caption(self, p: QPainter, pic: TablePicture) -> None:
        """What just happened on the left of the top line, where the game stands on the right."""
        p.setFont(font(12))
        p.setPen(INK)
        fm = QFontMetricsF(p.font())
        status = self._status_line(pic)
        status_w = min(fm.horizontalAdvance(status) + 4, self.width() * 0.5)
        p.drawText(
            QRectF(self.width() - 8 - status_w, 4, status_w, 17),
            Qt.AlignmentFlag.AlignRight,
            fm.elidedText(status, Qt.TextElideMode.ElideRight, status_w),
        )
        room = self.width() - 24 - status_w
        y = 4.0
        for i, line in enumerate(pic.caption[-2:]):
            width = room if i == 0 else self.width() - 16
            p.drawText(
                QRectF(8, y, width, 17),
                Qt.AlignmentFlag.AlignLeft,
                fm.elidedText(line, Qt.TextElideMode.ElideRight, width),
            )
            y += 17

    @staticmethod
    def _character_names(pic: TablePicture, seat: int) -> dict[int, str]:
        """The character of ``seat`` by its name, as the table names seats (public once dealt)."""
        ch = pic.characters.get(pic.obs.seats[seat].character)
        return {seat: ch.name} if ch is not None else {}

    def result_lines(self, pic: TablePicture) -> list[str]:
        """The result drawn in the middle of the table at the end: the winners (seats named as
        everywhere, numbered from 1), the teams' points, a deadly strike."""
        obs = pic.obs
        teams = [f"{team_name(TEAM_LABELS[i])} {pts}" for i, pts in enumerate(obs.team_points) if pts is not None]
        winners = ", ".join(seat_label(w, self._character_names(pic, w)) for w in obs.winners) or tr("nobody")
        lines = [tr("Game over — winner: {winners}").format(winners=winners), " · ".join(teams)]
        if obs.deadly_strike:
            team = TEAM_OF_ID.get(obs.deadly_strike)
            lines.append(
                tr("deadly strike against the {team}").format(team=team_name(team) if team else obs.deadly_strike)
            )
        return lines

    def _paint_result(self, p: QPainter, pic: TablePicture, c: QPointF) -> None:
        lines = self.result_lines(pic)
        p.setFont(font(14, bold=True))
        fm = QFontMetricsF(p.font())
        w = max(fm.horizontalAdvance(t) for t in lines) + 30
        middle = self._middle()
        h = 22 * len(lines) + 10
        r = QRectF(middle.center().x() - w / 2, middle.center().y() - h / 2, w, h)
        p.setPen(QPen(INK, 1.5))
        p.setBrush(QBrush(WINNER))
        p.drawRoundedRect(r, 8, 8)
        p.setPen(INK)
        p.drawText(r, Qt.AlignmentFlag.AlignCenter, "\n".join(lines))
