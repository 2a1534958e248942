"""The picture a game master posts to the forum: the field with cell names, terrain, rivers and
fences, the units with their facing and figures, the HQs, a title and a legend. Drawn from a
battlefield, from a battle document (its planned deployment) or from what one seat observes of a
battle in progress (never from the raw state), for the player's table and for PNG/SVG/PDF."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from dataclasses import field as dc_field
from pathlib import Path

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen

from editor.games.warlords import field, paint
from editor.games.warlords.field import EdgeMark, FieldShape
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.render import write_picture
from editor.words import field_label
from engine.core.squaregrid import Cell
from engine.games.warlords.battle import Battle
from engine.games.warlords.battlefield import Battlefield
from engine.games.warlords.observation import WLObservation
from engine.games.warlords.roster import Roster, unit_names
from engine.games.warlords.tables import UNIT_TYPES


@dataclass(frozen=True)
class UnitMark:
    """A unit as drawn: its cell label, side, type (``?`` unknown), figures (-1 unknown), facing
    (N/E/S/W, ``-`` fleeing, ``?`` unknown), state words and a short name."""

    cell: str
    side: int
    type: str
    figures: int
    facing: str
    name: str = ""
    state: tuple[str, ...] = ()


@dataclass
class FieldPicture:
    battlefield: Battlefield
    title: str
    lines: list[str] = dc_field(default_factory=list)
    units: list[UnitMark] = dc_field(default_factory=list)
    #: (cell label, side, destroyed)
    hqs: list[tuple[str, int, bool]] = dc_field(default_factory=list)
    #: extra edges: fences built before the battle, shields (edge text, what)
    edges: list[tuple[str, str]] = dc_field(default_factory=list)
    #: terrain moved by the GM (L290): feature id -> direction 0..3
    shifts: dict[str, int] = dc_field(default_factory=dict)
    burning: list[str] = dc_field(default_factory=list)
    #: what the seat's shinobi saw (L685): (cell label, unit type or "hq", figures), marked on the field
    recon: list[tuple[str, str, int]] = dc_field(default_factory=list)
    side_names: tuple[str, str] = (QT_TR_NOOP("side 1"), QT_TR_NOOP("side 2"))
    side_colours: tuple[QColor, QColor] = paint.SIDE_COLOURS
    #: whether the picture shows sides (a battle) or only the field
    has_sides: bool = False


def weather_words(weather: str) -> str:
    """The weather of an observation ("clear", "rain+dense_fog") in words, in the interface's language."""
    return "+".join(field_label(part) for part in (weather or "clear").split("+"))


def both_names(names: object) -> str:
    """A content name in the interface's language, with its other language's name after it in
    brackets where it has one ("Tiger pass (Тигриный перевал)")."""
    shown = content_text(names)
    other = next(
        (n for n in (content_text(names, "en"), content_text(names, "ru")) if n and n != shown),
        "",
    )
    return f"{shown} ({other})" if other else shown


def battlefield_picture(bf: Battlefield) -> FieldPicture:
    extension = bf.extension
    line = tr("{layout} layout; quarters {quarters}; extension N{north} S{south} W{west} E{east}").format(
        layout=field_label(bf.layout),
        quarters=bf.quarter_names,
        north=extension.north,
        south=extension.south,
        west=extension.west,
        east=extension.east,
    )
    return FieldPicture(bf, both_names(bf.name), [line + (f"; {bf.province}" if bf.province else "")])


def clan_colours(rosters: Sequence[Roster | None]) -> tuple[QColor, QColor]:
    out = []
    for i, r in enumerate(rosters[:2]):
        colour = paint.CLAN_COLOURS.get(r.clan) if r is not None else None
        out.append(colour or paint.SIDE_COLOURS[i])
    if len(out) == 2 and out[0] == out[1]:
        out[1] = paint.SIDE_COLOURS[1]
    while len(out) < 2:
        out.append(paint.SIDE_COLOURS[len(out)])
    return out[0], out[1]


def battle_picture(battle: Battle, bf: Battlefield, rosters: list[Roster | None]) -> FieldPicture:
    """A battle document as planned: its deployment, HQs, fences and shields."""
    line = tr("{kind} battle, {location}, {season}, climate {climate}; start: {start}").format(
        kind=field_label(battle.battle_kind),
        location=field_label(battle.location_kind),
        season=field_label(battle.season),
        climate=field_label(battle.climate),
        start=field_label(battle.start),
    )
    pic = FieldPicture(bf, content_text(battle.title), [line])
    pic.side_colours = clan_colours(rosters)
    pic.has_sides = True
    names = []
    unit_name = {i: content_text(n) for side in unit_names(rosters) for i, n in side.items()}
    for i, side in enumerate(battle.sides[:2]):
        roster = rosters[i] if i < len(rosters) else None
        units = {u.id: u for u in roster.units} if roster is not None else {}
        names.append(
            tr("{name} ({role}, {half})").format(
                name=content_text(roster.name) if roster else side.roster,
                role=field_label(side.role),
                half=field_label(side.half) if side.half else tr("half to choose"),
            )
        )
        for p in side.deployment:
            if p.cell is None or p.reserve:
                continue
            u = units.get(p.unit)
            pic.units.append(
                UnitMark(
                    p.cell,
                    i,
                    u.type if u else "?",
                    u.figures if u else -1,
                    p.facing or "?",
                    unit_name.get(p.unit, p.unit),
                )
            )
        if side.hq:
            pic.hqs.append((side.hq, i, False))
        pic.edges += [(e, "fence") for e in side.fences]
        pic.edges += [(e, "shield") for e in side.shields]
    if len(names) == 2:
        pic.side_names = (names[0], names[1])
    return pic


def turn_words(obs: WLObservation) -> str:
    """Where the battle is, as a player counts it: before the battle, or "turn 3 of 12, first
    execution phase" (the command phase, then two execution phases a turn: L20, L89)."""
    if obs.turn <= 0:
        return tr("Before the battle")
    phases = [tr("command phase"), tr("first execution phase"), tr("second execution phase")]
    phase = phases[obs.phase] if 0 <= obs.phase < len(phases) else tr("phase {number}").format(number=obs.phase)
    return tr("Turn {turn} of {turns}, {phase}").format(turn=obs.turn, turns=obs.max_turns, phase=phase)


def observed_picture(obs: WLObservation, bf: Battlefield, title: str, rosters: Sequence[Roster | None]) -> FieldPicture:
    """What one seat sees of a battle in progress (its observation)."""
    lines = [tr("{when}; weather: {weather}").format(when=turn_words(obs), weather=weather_words(obs.weather))]
    if obs.end_reason:
        # a message: said in the interface's language (the English text for an older observation)
        lines.append(str(obs.end_said) if obs.end_said is not None else obs.end_reason)
    pic = FieldPicture(bf, title, lines, has_sides=True)
    pic.side_colours = clan_colours(rosters)
    pic.side_names = tuple(f"{field_label(s.clan)} ({field_label(s.role)})" for s in obs.sides[:2])  # type: ignore[assignment]  # a battle has two sides, so two names
    names = {i: content_text(n) for side in unit_names(rosters) for i, n in side.items()}
    for u in obs.units:
        if not u.cell or u.cell == "-":
            continue
        name = "" if u.id.startswith("?") else names.get(u.id, u.id)
        pic.units.append(UnitMark(u.cell, u.side, u.type, u.figures, u.facing, name, u.state))
    for s in obs.sides:
        if s.hq and s.hq != "-":
            pic.hqs.append((s.hq, s.idx, s.hq_destroyed))
    pic.edges += [(e, "fence") for e in obs.fences if e not in bf.fences]
    pic.edges += [(e, "shield") for e, _side in obs.shields]
    pic.shifts = dict(obs.terrain_shifts)
    pic.burning = [c for c, _t in obs.burning]
    pic.recon = [seen for s in obs.sides for seen in s.recon_seen]
    return pic


def _shifted_terrain(shape: FieldShape, pic: FieldPicture) -> dict[str, tuple[str, str | None]]:
    if not pic.shifts:
        return field.terrain_of(pic.battlefield)
    out: dict[str, tuple[str, str | None]] = {}
    for feat in pic.battlefield.terrain:
        d = pic.shifts.get(feat.id, -1)
        for lab in feat.cells:
            try:
                c = shape.parse(lab)
            except ValueError:
                continue
            if d >= 0:
                dx, dy = ((0, 1), (1, 0), (0, -1), (-1, 0))[d]
                c = Cell(c.x + dx, c.y + dy)
            if shape.contains(c):
                out[shape.label(c)] = (feat.type, feat.cliff_side)
    return out


def paint_field(painter: QPainter, shape: FieldShape, pic: FieldPicture, *, labels: bool = True) -> QRectF:
    """The field of ``pic`` in scene coordinates of ``shape``; returns the rectangle it covers
    (the printed field and every extension cell in use)."""
    terrain = _shifted_terrain(shape, pic)
    used: list[Cell] = field.cells_of(shape, [*terrain, *(u.cell for u in pic.units), *(h[0] for h in pic.hqs)])
    bounds = field.used_bounds(shape, used)
    cells = [c for c in shape.cells() if bounds.contains(field.cell_rect(shape, c).center())]
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)

    for c in cells:
        code = terrain.get(shape.label(c), ("open", None))[0]
        painter.setBrush(QBrush(field.cell_fill(shape, c, code)))
        painter.setPen(QPen(QColor("#7a7466"), 1))
        painter.drawRect(field.cell_rect(shape, c))
    for lab, (code, cliff) in terrain.items():
        c = shape.parse(lab)
        if c in cells:
            paint.paint_terrain(painter, field.cell_rect(shape, c), code, cliff_side=cliff)
    for lab in pic.burning:
        for c in field.cells_of(shape, [lab]):
            r = field.cell_rect(shape, c)
            painter.setBrush(QBrush(QColor(230, 90, 20, 110)))
            painter.setPen(Qt.PenStyle.NoPen)
            painter.drawRect(r)
    field.paint_zones(painter, shape)
    field.paint_control_zones(painter, shape, pic.battlefield)
    edges: list[EdgeMark] = field.battlefield_edges(shape, pic.battlefield)
    for text, what in pic.edges:
        edges += field.edge_label_pairs(shape, [text], what)
    field.paint_edges(painter, shape, edges)
    if labels:
        field.paint_labels(painter, shape, cells)
    for lab, side, destroyed in pic.hqs:
        for c in field.cells_of(shape, [lab]):
            paint.paint_hq(painter, field.cell_rect(shape, c), pic.side_colours[side % 2], destroyed=destroyed)
    for u in pic.units:
        for c in field.cells_of(shape, [u.cell]):
            paint.paint_unit(
                painter,
                field.cell_rect(shape, c),
                pic.side_colours[u.side % 2],
                u.type,
                u.figures,
                u.facing,
                name=u.name,
                state=u.state,
            )
    shown = {u.cell for u in pic.units} | {h[0] for h in pic.hqs}
    for lab, kind, figures in pic.recon:
        if lab not in shown:  # the report, on the field, where the enemy is not in sight
            for c in field.cells_of(shape, [lab]):
                paint_recon(painter, field.cell_rect(shape, c), recon_words(kind, figures))
    painter.restore()
    return bounds


RECON = QColor("#b07800")


def recon_words(kind: str, figures: int) -> str:
    """What the shinobi saw in a cell, in words: a unit type and its figures, or the enemy HQ."""
    if kind == "hq":
        return tr("enemy HQ")
    t = UNIT_TYPES.get(kind)
    name = content_text({"en": t.name_en, "ru": t.name_ru}) if t is not None else field_label(kind)
    return f"{name} ({figures})"


def paint_recon(painter: QPainter, rect: QRectF, text: str) -> None:
    """A cell the shinobi reported: a dashed frame and what was seen there."""
    painter.save()
    pen = QPen(RECON, max(1.5, rect.width() * 0.06), Qt.PenStyle.DashLine)
    painter.setPen(pen)
    painter.setBrush(QBrush(QColor(255, 235, 170, 120)))
    painter.drawRect(rect.adjusted(2, 2, -2, -2))
    painter.setPen(QColor("#3a2a00"))
    f = QFont(painter.font())
    f.setPixelSize(max(6, int(rect.height() * 0.2)))
    painter.setFont(f)
    painter.drawText(rect.adjusted(3, 3, -3, -3), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, text)
    painter.restore()


LEGEND_WIDTH = 330.0


def paint_picture(painter: QPainter, target: QRectF, pic: FieldPicture, *, legend: bool = True) -> None:
    """The whole picture in ``target``: title lines, the field scaled to fit, the legend at the right."""
    painter.save()
    painter.fillRect(target, QColor("white"))
    f = QFont()
    f.setPixelSize(22)
    f.setBold(True)
    painter.setFont(f)
    painter.setPen(QColor("#1b1b1b"))
    top = target.top() + 12
    painter.drawText(QRectF(target.left() + 16, top, target.width() - 32, 28), Qt.AlignmentFlag.AlignLeft, pic.title)
    top += 30
    f.setPixelSize(13)
    f.setBold(False)
    painter.setFont(f)
    for line in pic.lines:
        painter.drawText(QRectF(target.left() + 16, top, target.width() - 32, 18), Qt.AlignmentFlag.AlignLeft, line)
        top += 18
    if pic.has_sides:  # the sides' colours
        x = target.left() + 16
        for i, side_name in enumerate(pic.side_names):
            name = tr(side_name)
            painter.fillRect(QRectF(x, top + 3, 14, 14), pic.side_colours[i])
            painter.drawText(QRectF(x + 20, top, 600, 20), Qt.AlignmentFlag.AlignLeft, name)
            x += 40 + painter.fontMetrics().horizontalAdvance(name)
        top += 22
    top += 4
    legend_w = LEGEND_WIDTH if legend else 0.0
    area = QRectF(target.left() + 12, top, target.width() - legend_w - 36, target.bottom() - top - 12)
    shape = FieldShape(pic.battlefield)
    # measure, then draw scaled into the area
    bounds = field.used_bounds(
        shape,
        field.cells_of(shape, [*_shifted_terrain(shape, pic), *(u.cell for u in pic.units), *(h[0] for h in pic.hqs)]),
    )
    scale = min(area.width() / bounds.width(), area.height() / bounds.height())
    painter.save()
    painter.translate(area.left(), area.top())
    painter.scale(scale, scale)
    painter.translate(-bounds.left(), -bounds.top())
    painter.setClipRect(bounds.adjusted(-4, -4, 4, 4))
    paint_field(painter, shape, pic)
    painter.restore()
    if legend:
        paint.paint_legend(painter, QRectF(target.right() - legend_w - 12, top, legend_w, target.bottom() - top))
    painter.restore()


def export_picture(pic: FieldPicture, out: Path, size: QSize | None = None) -> Path:
    """Write ``pic`` as PNG, SVG or PDF (by the suffix of ``out``)."""
    return write_picture(out, size or QSize(1400, 1000), lambda p, r: paint_picture(p, r, pic), pic.title)
