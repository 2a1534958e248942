"""The Warlords roster as an editor document: the generated form of its fields (units, leaders,
shields, fences, banners, shinobi) with, beside it, the army at a glance — each unit's type,
figures and characteristics as they will fight, its cost — and the engine's composition checks."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtWidgets import QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from editor.document_panel import DocumentPanel
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.kind_panels import KindPanels
from editor.kinds import DocumentKind
from editor.widgets import wrapped_label
from editor.words import engine_text, field_label
from engine.content.issues import Severity
from engine.games.warlords.roster import Roster
from engine.games.warlords.tables import BANNERS, UNIT_TYPES

if TYPE_CHECKING:
    from editor.document import Document

#: the units table's columns: the roster model's field names (in words by field_label) and the
#: characteristics of rules/003 §4 (Боевое мастерство, Боевое снаряжение, Стойкость, Натиск)
COLUMNS = (
    "unit",
    "type",
    "figures",
    QT_TR_NOOP("Skill"),
    QT_TR_NOOP("Equipment"),
    QT_TR_NOOP("Steadfastness"),
    QT_TR_NOOP("Impetus"),
    "ammo",
    "cost",
)


def column_title(column: str) -> str:
    """A units table column's heading in the interface's language."""
    return field_label(column) if column.islower() else tr(column)


def unit_type_name(code: str) -> str:
    """A unit type's name in the interface's language (the rules' Russian name, English fallback)."""
    t = UNIT_TYPES.get(code)
    return content_text({"en": t.name_en, "ru": t.name_ru}) if t is not None else code


def banner_name(code: str) -> str:
    """A sacred banner's name and power in the interface's language."""
    return engine_text(BANNERS[code][0]) if code in BANNERS else field_label(code)


class RosterSummary(DocumentPanel):
    """The roster's units with the characteristics they fight with, and its composition checks."""

    def __init__(self, document: Document) -> None:
        super().__init__(document, "warlords.roster_summary")
        lay = QVBoxLayout(self)
        self.heading = wrapped_label("warlords.roster.heading", lay)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("warlords.roster.units")
        self.table.setHorizontalHeaderLabels([column_title(c) for c in COLUMNS])
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        lay.addWidget(self.table, 1)
        self.checks = wrapped_label("warlords.roster.checks", lay)
        self.follow_document()

    def refresh(self) -> None:
        r = self.document.model
        assert isinstance(r, Roster)
        self.table.setRowCount(len(r.units))
        total = 0.0
        for row, u in enumerate(r.units):
            t = UNIT_TYPES.get(u.type)
            if t is None:
                continue
            cost = (t.cost or 0.0) * u.figures
            total += cost
            values = (
                u.id,
                unit_type_name(u.type),
                u.figures,
                u.skill if u.skill is not None else t.skill,
                u.equipment if u.equipment is not None else t.equipment,
                u.steadfastness if u.steadfastness is not None else t.steadfastness,
                u.impetus if u.impetus is not None else t.impetus,
                (u.ammo if u.ammo is not None else t.ammo) if t.shooter else "",
                f"{cost:g}",
            )
            for col, v in enumerate(values):
                self.table.setItem(row, col, QTableWidgetItem(str(v)))
        # a leader by his name and rank, or by his rank alone (his id is the file's, not a name)
        leaders = ", ".join(
            tr("{name} ({rank})").format(name=lead.name, rank=field_label(lead.kind))
            if lead.name
            else field_label(lead.kind)
            for lead in r.leaders
        ) or tr("none")
        banners = ", ".join(banner_name(b) for b in r.banners if b in BANNERS) or tr("none")
        self.heading.setText(
            tr(
                "<b>{name}</b> — clan {clan}: {units} units, {figures} figures (cost {cost}); leaders: {leaders}; "
                "shields {shields}, fences {fences}; banners: {banners}; shinobi {shinobi}"
            ).format(
                name=content_text(r.name),
                clan=field_label(r.clan),
                units=len(r.units),
                figures=sum(u.figures for u in r.units),
                cost=f"{total:g}",
                leaders=leaders,
                shields=r.shields,
                fences=r.fences,
                banners=banners,
                shinobi=len(r.shinobi),
            )
        )
        issues = self.document.validate()
        if not issues:
            self.checks.setText(tr("Composition checks: all clear."))
            self.checks.setStyleSheet("color: #1d6b2a;")
            return
        lines = [f"{'✗' if i.severity is Severity.ERROR else '!'} {i.message}" for i in issues[:12]]
        self.checks.setText(tr("Composition checks:") + "\n" + "\n".join(lines))
        self.checks.setStyleSheet("color: #a02020;" if any(i.severity is Severity.ERROR for i in issues) else "")


class RosterPanels(KindPanels):
    def preview_widget(self, document: Document) -> QWidget | None:
        return RosterSummary(document)


class RosterKind(DocumentKind):
    kind = "warlords/roster"
    game_id = "warlords"
    title = QT_TR_NOOP("Warlords roster")
    Panels: ClassVar[type[KindPanels]] = RosterPanels

    def new_model(self) -> Roster:
        return Roster.new_document()
