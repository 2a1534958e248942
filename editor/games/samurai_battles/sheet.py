"""The printable scenario sheet (File > Export Picture, ``warbench render``): title in English and
Russian, the map, both armies' forces and cards, victory conditions, special rules and rule
options that differ from the defaults, and the battle notes."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from typing import TYPE_CHECKING, cast

from PySide6.QtCore import QLineF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPen

from editor.games.samurai_battles import content
from editor.i18n import content_text, tr
from editor.sheet_text import TextColumn, pixel_font
from editor.words import field_label
from engine.games.samurai_battles.scenario import RuleOptions, Scenario

if TYPE_CHECKING:
    from editor.document import Document

#: A4 portrait at 150 dots per inch
SHEET_SIZE = (1240, 1754)
INK = QColor("#1f1d18")
MUTED = QColor("#5b564b")


def forces_lines(sc: Scenario, army: int) -> list[str]:
    a = sc.armies[army]
    names = {u.code: u for u in content.unit_table(sc).units}
    kinds = {k.id: k for k in content.unit_table(sc).leaders}
    lines = []
    for code, n in sorted(Counter(u.type for u in a.units).items()):
        ut = names.get(code)
        lines.append(f"{n} × {code} {content_text(ut.names) if ut else ''}".rstrip())
    reduced = [f"{u.id} {u.figures}" for u in a.units if u.figures]
    if reduced:
        lines.append(tr("reduced: {units} figures").format(units=", ".join(reduced)))
    for kind, n in sorted(Counter(lp.kind for lp in a.leaders).items()):
        lk = kinds.get(kind)
        lines.append(f"{n} × {content_text(lk.names) if lk else kind}")
    return lines


def changed_rules(sc: Scenario) -> list[str]:
    default = RuleOptions()
    out = []
    for name, info in RuleOptions.model_fields.items():
        value = getattr(sc.rules, name)
        if value != getattr(default, name):
            code = (info.description or "").split(":", 1)[0]
            shown = field_label(value) if isinstance(value, str) else value
            out.append(f"{code} {field_label(name)}: {shown}")
    return out


def paint_sheet(
    document: Document, p: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None]
) -> None:
    sc = cast(Scenario, document.model)  # a scenario document's model
    p.fillRect(target, QColor("white"))
    w, h = target.width(), target.height()
    unit = max(8.0, w / 70)
    margin = w * 0.05
    inner = target.adjusted(margin, margin * 0.8, -margin, -margin * 0.8)
    head = TextColumn(p, inner, unit, ink=INK, spacing=0.35)
    title = content_text(sc.title)
    head.text(title, 2.2, bold=True)
    other = next((t for t in (sc.title.en, sc.title.ru) if t and t != title), "")
    if other:
        head.text(other, 1.5, italic=True, colour=MUTED)
    first = next(
        (content.army_name(sc, i) for i, a in enumerate(sc.armies) if a.id == sc.first_player), sc.first_player
    )
    head.text(
        tr("{id} · placement {placement} · {source} · {first} moves first").format(
            id=sc.id, placement=field_label(sc.placement), source=sc.source or tr("no source given"), first=first
        ),
        0.9,
        colour=MUTED,
    )
    map_rect = QRectF(inner.left(), head.y + unit * 0.3, inner.width(), min(h * 0.5, inner.bottom() - head.y))
    draw_board(p, map_rect)
    y = map_rect.bottom() + unit * 0.8
    p.setPen(QPen(MUTED, 1))
    p.drawLine(QLineF(inner.left(), y - unit * 0.4, inner.right(), y - unit * 0.4))
    col_w = (inner.width() - unit * 2) / 2
    bottom = y
    for i, army in enumerate(sc.armies[:2]):
        col = TextColumn(
            p, QRectF(inner.left() + i * (col_w + unit * 2), y, col_w, inner.bottom() - y), unit, ink=INK, spacing=0.35
        )
        colour = QColor(content.army_colour(sc, i))
        p.fillRect(QRectF(col.rect.left(), col.y + unit * 0.25, unit, unit), colour)
        col.rect.setLeft(col.rect.left() + unit * 1.5)
        edge = tr("{army} — top edge") if army.edge == "top" else tr("{army} — bottom edge")
        col.text(edge.format(army=content.army_name(sc, i)), 1.25, bold=True)
        col.rect.setLeft(col.rect.left() - unit * 1.5)
        col.text(
            tr("{command} Command cards · {dragon} Dragon cards · {honor} Honor & Fortune").format(
                command=army.command_cards, dragon=army.dragon_cards, honor=army.honor
            ),
            0.95,
        )
        for line in forces_lines(sc, i):
            col.text(line, 0.95)
        bottom = max(bottom, col.y)
    rest = TextColumn(
        p,
        QRectF(inner.left(), bottom + unit * 0.4, inner.width(), inner.bottom() - bottom),
        unit,
        ink=INK,
        spacing=0.35,
    )
    victory = tr("Victory: %n banner(s).", None, sc.victory.banners)
    n = len(sc.victory.objectives)
    for k, ob in enumerate(sc.victory.objectives):
        who = next((content.army_name(sc, i) for i, a in enumerate(sc.armies) if a.id == ob.army), tr("either army"))
        hexes = ", ".join(ob.hexes) or "—"
        name = tr("Objective") if n == 1 else tr("Objective {number}").format(number=k + 1)
        if len(ob.hexes) == 1:
            held = tr("{objective}: %n banner(s) for {army} holding hex {hexes}.", None, ob.banners)
        else:
            held = tr("{objective}: %n banner(s) for {army} holding hexes {hexes}.", None, ob.banners)
        victory += " " + held.format(objective=name, army=who, hexes=hexes)
    rest.text(victory, 1.0, bold=True)
    cannot = tr("the engine cannot play it")
    specials = [f"{field_label(r)} ({content.special_rule_help(r) or cannot})" for r in sc.special_rules]
    if specials:
        rest.text(tr("Special rules: {rules}").format(rules="; ".join(specials)), 0.95)
    rules = changed_rules(sc)
    if rules:
        rest.text(tr("Rule options: {options}").format(options="; ".join(rules)), 0.95)
    variant = [f"{k} {v:+d}" for k, v in {**sc.decks.command, **sc.decks.dragon}.items() if v]
    if variant:
        rest.text(tr("Variant decks: {changes}").format(changes=", ".join(variant)), 0.95)
    rest.gap()
    if sc.notes:
        rest.text(tr("Battle notes"), 1.1, bold=True)
        rest.text(sc.notes, 0.95)
    if sc.notes_ru:
        rest.text("Историческая справка", 1.1, bold=True)
        rest.text(sc.notes_ru, 0.95)
    p.setFont(pixel_font(unit * 0.7))
    p.setPen(MUTED)
    p.drawText(
        QRectF(inner.left(), target.bottom() - margin * 0.7, inner.width(), margin * 0.5),
        int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter),
        tr("Samurai Battles (Commands & Colors) scenario sheet — Warbench"),
    )
