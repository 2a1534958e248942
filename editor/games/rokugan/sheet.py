"""The printed sheets of Battle for Rokugan (File > Export Picture, ``warbench render``): the map with
its regions, provinces and printed values; the scenario with its clans, tokens, territory cards,
objectives and the rule options that differ from the defaults, over the map with the tokens placed."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from editor.games.rokugan import look
from editor.i18n import content_text, tr
from editor.sheet_text import TextColumn
from editor.words import field_label
from engine.games.rokugan.card_model import CardSet
from engine.games.rokugan.clan_model import Clan
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.options import RuleOptions
from engine.games.rokugan.scenario import Scenario

if TYPE_CHECKING:
    from editor.document import Document

#: A4 portrait at 150 dots per inch
SHEET_SIZE = (1240, 1754)
MUTED = QColor("#5b564b")


def _title(p: QPainter, target: QRectF, unit: float, title: str, subtitle: str) -> float:
    col = TextColumn(p, target.adjusted(unit, unit, -unit, 0), unit, ink=look.INK)
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
        tr("Battle for Rokugan map: {provinces}, {regions}, {flowers}").format(
            provinces=tr("%n province(s)", None, len(m.provinces)),
            regions=tr("%n region(s)", None, len(m.regions)),
            flowers=tr("%n golden flower(s)", None, flowers),
        ),
    )
    legend_h = unit * 1.6 * (len(m.regions) // 2 + 2)
    board = QRectF(target.left() + unit, top, target.width() - 2 * unit, target.bottom() - top - legend_h - unit)
    draw_board(p, board)
    y = board.bottom() + unit
    members: dict[str, list[str]] = {}
    for pr in m.provinces:
        members.setdefault(pr.region, []).append(content_text(pr.name) if pr.name else pr.id)
    half = (target.width() - 2 * unit) / 2
    for i, r in enumerate(m.regions):
        x = target.left() + unit + (i % 2) * half
        yy = y + (i // 2) * unit * 1.6
        p.setPen(QPen(QColor("#202020"), 1))
        p.setBrush(QBrush(look.region_fill(r.colour)))
        p.drawRect(QRectF(x, yy, unit, unit))
        p.setPen(look.INK)
        p.setFont(look.font(unit * 0.8))
        text = f"{content_text(r.name)}: {', '.join(members.get(r.id, []))}"
        p.drawText(
            QRectF(x + unit * 1.4, yy - unit * 0.2, half - unit * 1.6, unit * 1.4), Qt.AlignmentFlag.AlignVCenter, text
        )


def rule_value(value: object) -> str:
    """A rule option's setting in words: a choice's name, yes or no, a number."""
    if isinstance(value, bool):
        return tr("yes") if value else tr("no")
    if isinstance(value, str):
        return field_label(value)
    return str(value)


def clan_name(document: Document, clan: str) -> str:
    """A clan's name in the interface's language, from the document's library (its id if unknown)."""
    c = document.library().get("rokugan/clan", clan)
    return content_text(c.name) if isinstance(c, Clan) else clan


def changed_rules(sc: Scenario) -> list[str]:
    """The rule options set otherwise than their defaults, as "name: setting"."""
    default = RuleOptions()
    return [
        f"{field_label(name)}: {rule_value(getattr(sc.rules, name))}"
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
    subtitle = tr("Battle for Rokugan scenario for %n player(s) on map {map}", None, sc.players).format(map=sc.map)
    top = _title(p, target, unit, title, subtitle)
    board = QRectF(target.left() + unit, top, target.width() - 2 * unit, (target.bottom() - top) * 0.62)
    draw_board(p, board)
    col = TextColumn(
        p,
        QRectF(target.left() + unit, board.bottom() + unit, target.width() - 2 * unit, target.bottom()),
        unit,
        ink=look.INK,
    )
    names = {c: clan_name(document, c) for c in sc.allowed_clans}
    if sc.clans:
        clans = ", ".join(names.get(c, c) for c in sc.clans)
    else:
        clans = tr("drawn at random from {clans}").format(clans=", ".join(names.values()))
    col.text(tr("Clans: {clans}").format(clans=clans), bold=True)
    if sc.capital_tokens:
        tokens = tr("%n initial control token(s) each and one in each capital", None, sc.initial_tokens())
    else:
        tokens = tr("%n initial control token(s) each", None, sc.initial_tokens())
    first = tr("random", "first player") if sc.first_player == "random" else names.get(sc.first_player, sc.first_player)
    col.text(
        tr(
            "{tokens}; {rounds} rounds; {hand} tokens drawn; {scouts} scouts and {shugenja} shugenja each; "
            "first player: {first}"
        ).format(
            tokens=tokens,
            rounds=sc.rounds,
            hand=sc.hand_size,
            scouts=sc.scouts_per_player,
            shugenja=sc.shugenja_per_player,
            first=first,
        )
    )
    if sc.preplaced_control or sc.preplaced_special:
        placed = [
            tr("{clan} in {province} ({up} up, {down} down)").format(
                clan=names.get(c.clan, c.clan), province=c.province, up=c.face_up, down=c.face_down
            )
            for c in sc.preplaced_control
        ]
        placed += [
            tr("{special} in {province}").format(
                special=field_label(str(s.special)) + (f" +{s.value}" if s.value else ""), province=s.province
            )
            for s in sc.preplaced_special
        ]
        col.text(tr("On the board: {tokens}").format(tokens="; ".join(placed)))
    cards = document.library().get("rokugan/cards", sc.cards)
    card_names = {c.id: content_text(c.name) for c in cards.territory_cards} if isinstance(cards, CardSet) else {}
    if sc.territory_cards:
        chosen = "; ".join(f"{r}: {card_names.get(c, c)}" for r, c in sorted(sc.territory_cards.items()))
        col.text(tr("Territory cards: {cards}").format(cards=chosen))
    else:
        col.text(tr("Territory cards: one at random under each region's slot"))
    deck = sc.objectives.cards
    objective_names = {o.id: content_text(o.name) for o in cards.objectives} if isinstance(cards, CardSet) else {}
    if deck is not None:
        text = tr("Objectives: {dealt} dealt, {kept} kept, from {deck}").format(
            dealt=sc.objectives.dealt, kept=sc.objectives.kept, deck=", ".join(objective_names.get(o, o) for o in deck)
        )
    else:
        text = tr("Objectives: {dealt} dealt, {kept} kept, from all of the card set").format(
            dealt=sc.objectives.dealt, kept=sc.objectives.kept
        )
    col.text(text)
    rules = changed_rules(sc)
    if rules:
        col.text(tr("Rule options: {options}").format(options="; ".join(rules)), colour=MUTED)
    else:
        col.text(tr("Rule options: all at their defaults"), colour=MUTED)
    if sc.description:
        col.text(sc.description, 0.9, colour=MUTED)
