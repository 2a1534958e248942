"""The Warlords roster as an editor document: the generated form of its fields (units, leaders,
shields, fences, banners, shinobi) with, beside it, the army at a glance — each unit's type,
figures and characteristics as they will fight, its cost — and the engine's composition checks."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from PySide6.QtWidgets import QLabel, QTableWidget, QTableWidgetItem, QVBoxLayout, QWidget

from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.kind_panels import KindPanels
from editor.kinds import DocumentKind
from engine.content.issues import Severity
from engine.games.warlords.roster import Roster
from engine.games.warlords.tables import BANNERS, UNIT_TYPES

if TYPE_CHECKING:
    from editor.document import Change, Document

COLUMNS = ("unit", "type", "figures", "Skill", "Equipment", "Steadfastness", "Impetus", "ammo", "cost")


class RosterSummary(QWidget):
    """The roster's units with the characteristics they fight with, and its composition checks."""

    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setObjectName("warlords.roster_summary")
        self.document = document
        lay = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("warlords.roster.heading")
        self.heading.setWordWrap(True)
        lay.addWidget(self.heading)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName("warlords.roster.units")
        self.table.setHorizontalHeaderLabels(list(COLUMNS))
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        lay.addWidget(self.table, 1)
        self.checks = QLabel()
        self.checks.setObjectName("warlords.roster.checks")
        self.checks.setWordWrap(True)
        lay.addWidget(self.checks)
        document.changed.connect(self._changed)
        self.refresh()

    def _changed(self, _change: Change) -> None:
        self.refresh()

    def refresh(self) -> None:
        r: Roster = self.document.model
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
                t.name_en,
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
        leaders = ", ".join(f"{lead.id} ({lead.kind})" for lead in r.leaders) or tr("none")
        banners = ", ".join(BANNERS[b][0] for b in r.banners if b in BANNERS) or tr("none")
        self.heading.setText(
            tr(
                "<b>{name}</b> — clan {clan}: {units} units, {figures} figures (cost {cost}); leaders: {leaders}; "
                "shields {shields}, fences {fences}; banners: {banners}; shinobi {shinobi}"
            ).format(
                name=content_text(r.name),
                clan=r.clan,
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
