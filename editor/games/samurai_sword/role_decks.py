"""The role decks beside a setup's form: for every player count, the role cards dealt (drawn as
cards), how many of each role, the scoring multiplier of each role in play, the starting honor
and the cards dealt by seat, with the engine's issues about that player count (rules/001 §2,
§4.2). Counts the setup lacks can be added from the rulebook's table. Every edit is one undo
step; the other fields of a player count (the 3- and 4-player rules) are in the form's table."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from editor.document import Change, Document
from editor.form_parts import clear_layout
from editor.games.samurai_sword.card_form import SPIN_MERGE_S, issues_text, spin
from editor.games.samurai_sword.gallery import issues_at, push_field
from editor.games.samurai_sword.paint import paint_role
from editor.games.samurai_sword.play_text import role_name
from editor.i18n import content_text, tr
from editor.widgets import wrapped_label
from engine.games.samurai_sword.setup import (
    MAX_PLAYERS,
    MIN_PLAYERS,
    RULEBOOK_ROLES,
    PlayerCount,
    SetupDoc,
    StartingHonor,
)

#: the order role cards are listed in, as the rulebook lists them (L44-50)
ROLE_ORDER = ("shogun", "samurai", "ronin", "ninja")
#: cards dealt by seat clockwise from the Shogun (L67-72)
RULEBOOK_DEAL = (4, 5, 5, 6, 6, 7, 7)


class RoleStrip(QWidget):
    """The role cards of one player count, drawn side by side."""

    def __init__(self) -> None:
        super().__init__()
        self.roles: list[str] = []
        self.setMinimumHeight(64)

    def sizeHint(self) -> QSize:
        return QSize(7 * 50, 64)

    def show_roles(self, roles: Sequence[str]) -> None:
        self.roles = list(roles)
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        for i, role in enumerate(self.roles):
            paint_role(p, QRectF(2 + i * 50, 2, 44, 60), role, role_name(role))
        p.end()


def players_text(players: int) -> str:
    """``5 players`` in the interface's language."""
    return tr("%n player(s)", None, players)


class PlayerCountBox(QGroupBox):
    """One player count of the setup (``player_counts[index]``)."""

    def __init__(self, editor: RoleDecksEditor, index: int, players: int) -> None:
        super().__init__(players_text(players))
        self.editor = editor
        self.index = index
        self.players = players
        self._updating = False
        self.setObjectName(f"ss.setup.{players}")
        lay = QVBoxLayout(self)
        self.strip = RoleStrip()
        lay.addWidget(self.strip)
        grid = QGridLayout()
        grid.addWidget(QLabel(tr("<b>role</b>")), 0, 0)
        grid.addWidget(QLabel(tr("<b>cards</b>")), 0, 1)
        grid.addWidget(QLabel(tr("<b>honor ×</b>")), 0, 2)
        self.counts: dict[str, QSpinBox] = {}
        self.mults: dict[str, QSpinBox] = {}
        for row, role in enumerate(ROLE_ORDER, start=1):
            grid.addWidget(QLabel(role_name(role)), row, 0)
            tip = tr("{role} cards dealt with {players} players").format(role=role_name(role), players=players)
            count = spin(f"ss.setup.{players}.{role}", 0, 3, tip)
            count.valueChanged.connect(lambda v, r=role: self._role_count(r, v))
            grid.addWidget(count, row, 1)
            mult = spin(
                f"ss.setup.{players}.mult.{role}", 0, 9, tr("The role's honor multiplier at the end (L243-279, §4.2)")
            )
            mult.valueChanged.connect(lambda v, r=role: self._multiplier(r, v))
            grid.addWidget(mult, row, 2)
            self.counts[role] = count
            self.mults[role] = mult
        side = QGridLayout()
        self.honor_shogun = spin(f"ss.setup.{players}.honor_shogun", 1, 20, tr("The Shogun's starting honor (L63-66)"))
        self.honor_shogun.valueChanged.connect(lambda v: self._set("honor.shogun", v, tr("Change the Shogun's honor")))
        self.honor_others = spin(
            f"ss.setup.{players}.honor_others", 1, 20, tr("Everyone else's starting honor (L63-66)")
        )
        self.honor_others.valueChanged.connect(lambda v: self._set("honor.others", v, tr("Change the starting honor")))
        self.deal = QLineEdit()
        self.deal.setObjectName(f"ss.setup.{players}.deal")
        self.deal.setToolTip(tr("Cards dealt by seat, clockwise from the Shogun (L67-72), separated by commas"))
        self.deal.editingFinished.connect(self._deal_finished)
        side.addWidget(QLabel(tr("Shogun's honor")), 0, 0)
        side.addWidget(self.honor_shogun, 0, 1)
        side.addWidget(QLabel(tr("others' honor")), 1, 0)
        side.addWidget(self.honor_others, 1, 1)
        side.addWidget(QLabel(tr("cards dealt")), 2, 0)
        side.addWidget(self.deal, 2, 1)
        columns = QHBoxLayout()
        columns.addLayout(grid)
        columns.addSpacing(16)
        columns.addLayout(side)
        columns.addStretch(1)
        lay.addLayout(columns)
        self.issues = wrapped_label(f"ss.setup.{players}.issues")
        self.issues.setStyleSheet("color:#b03020;")
        lay.addWidget(self.issues)
        remove = QPushButton(tr("Remove the {players}-player table").format(players=players))
        remove.setObjectName(f"ss.setup.{players}.remove")
        remove.clicked.connect(lambda: editor.remove_count(self.index))
        lay.addWidget(remove, 0, Qt.AlignmentFlag.AlignLeft)

    def entry(self) -> PlayerCount:
        doc = self.editor.document.model
        assert isinstance(doc, SetupDoc)
        return doc.player_counts[self.index]

    def refresh(self, issues: list[Any]) -> None:
        pc = self.entry()
        self._updating = True
        try:
            ordered = sorted(pc.roles, key=lambda r: ROLE_ORDER.index(r) if r in ROLE_ORDER else 9)
            self.strip.show_roles(ordered)
            for role in ROLE_ORDER:
                n = pc.roles.count(role)  # type: ignore[arg-type]  # ROLE_ORDER lists the Role values
                self.counts[role].setValue(n)
                self.mults[role].setEnabled(n > 0)
                self.mults[role].setValue(int(pc.multipliers.get(role, 0)))  # type: ignore[call-overload]  # ROLE_ORDER lists the Role values
            self.honor_shogun.setValue(pc.honor.shogun)
            self.honor_others.setValue(pc.honor.others)
            text = ", ".join(str(k) for k in pc.deal)
            if not self.deal.hasFocus() and self.deal.text() != text:
                self.deal.setText(text)
        finally:
            self._updating = False
        self.issues.setText(issues_text(issues_at(issues, ("player_counts", self.index))))

    def _set(self, field: str, value: Any, text: str) -> None:
        if self._updating:
            return
        problem = push_field(
            self.editor.document,
            f"player_counts.{self.index}.{field}",
            value,
            f"{text} ({players_text(self.players)})",
            merge=True,
            merge_window=SPIN_MERGE_S,
        )
        self.editor.message.setText(problem)

    def _role_count(self, role: str, n: int) -> None:
        """A role card more or less: the roles and the multipliers change in one step (a role
        new to the deck scores ×1 until it is set)."""
        if self._updating:
            return
        pc = self.entry()
        counts = {r: pc.roles.count(r) for r in ROLE_ORDER}  # type: ignore[arg-type]  # ROLE_ORDER lists the Role values
        counts[role] = n
        roles = [r for r in ROLE_ORDER for _ in range(counts[r])]
        data = pc.model_dump()
        data["roles"] = roles
        old: dict[str, int] = {str(r): m for r, m in pc.multipliers.items()}
        data["multipliers"] = {r: old.get(r, 1) for r in ROLE_ORDER if counts[r]}
        new = PlayerCount.model_validate(data)
        problem = push_field(
            self.editor.document,
            f"player_counts.{self.index}",
            new,
            f"{role_name(role)} ×{n} ({players_text(self.players)})",
        )
        self.editor.message.setText(problem)

    def _multiplier(self, role: str, value: int) -> None:
        if self._updating:
            return
        mults: dict[str, int] = {str(r): m for r, m in self.entry().multipliers.items()}
        mults[role] = value
        self._set("multipliers", mults, tr("Change the {role}'s multiplier").format(role=role_name(role)))

    def _deal_finished(self) -> None:
        if self._updating:
            return
        try:
            deal = [int(v) for v in self.deal.text().replace(" ", "").split(",") if v]
        except ValueError:
            self.editor.message.setText(
                tr("{players} players: write the cards dealt as numbers, e.g. 4, 5, 5").format(players=self.players)
            )
            return
        if deal != self.entry().deal:
            problem = push_field(
                self.editor.document,
                f"player_counts.{self.index}.deal",
                deal,
                tr("Change the deal ({players})").format(players=players_text(self.players)),
            )
            self.editor.message.setText(problem)


class RoleDecksEditor(QWidget):
    def __init__(self, document: Document) -> None:
        super().__init__()
        self.setObjectName("ss.setup.role_decks")
        self.setWindowTitle(tr("Role decks"))
        self.document = document
        lay = QVBoxLayout(self)
        self.summary = wrapped_label("ss.setup.summary", lay)
        self.message = QLabel()
        self.message.setObjectName("ss.setup.message")
        self.message.setStyleSheet("color:#b03020;")
        self.message.setWordWrap(True)
        lay.addWidget(self.message)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        inner = QWidget()
        self.boxes_layout = QVBoxLayout(inner)
        scroll.setWidget(inner)
        lay.addWidget(scroll, 1)
        self.boxes: list[PlayerCountBox] = []
        self.add_buttons: list[QPushButton] = []
        self._shape: list[int] | None = None
        self.refresh()
        document.changed.connect(self._changed)

    def setup(self) -> SetupDoc | None:
        doc = self.document.model
        return doc if isinstance(doc, SetupDoc) else None

    def _changed(self, change: Change) -> None:
        with contextlib.suppress(RuntimeError):  # the tab is being closed
            self.refresh()

    def refresh(self) -> None:
        doc = self.setup()
        if doc is None:
            return
        shape = [pc.players for pc in doc.player_counts]
        if shape != self._shape:
            self._rebuild(doc)
            self._shape = shape
        issues = self.document.validate()
        for box in self.boxes:
            box.refresh(issues)
        cards = [c.role for c in doc.role_cards]
        stars = ", ".join(str(c.stars) for c in doc.role_cards if c.role == "ninja")
        listed = ", ".join(
            tr("{count} {role}").format(count=cards.count(r), role=role_name(r)) for r in ROLE_ORDER if r in cards
        )
        name = content_text(doc.name) or doc.id
        if stars:
            summary = tr(
                "<b>{name}</b> — role cards of the box: {listed} (ninja stars {stars}). "
                "The role cards themselves are edited in the form."
            )
        else:
            summary = tr(
                "<b>{name}</b> — role cards of the box: {listed}. The role cards themselves are edited in the form."
            )
        self.summary.setText(summary.format(name=name, listed=listed, stars=stars))

    def _rebuild(self, doc: SetupDoc) -> None:
        clear_layout(self.boxes_layout)
        order = sorted(range(len(doc.player_counts)), key=lambda i: doc.player_counts[i].players)
        self.boxes = [PlayerCountBox(self, i, doc.player_counts[i].players) for i in order]
        for box in self.boxes:
            self.boxes_layout.addWidget(box)
        have = {pc.players for pc in doc.player_counts}
        self.add_buttons = []
        for n in range(MIN_PLAYERS, MAX_PLAYERS + 1):
            if n not in have:
                b = QPushButton(tr("Add a table for {players} players (the rulebook's roles)").format(players=n))
                b.setObjectName(f"ss.setup.add.{n}")
                b.clicked.connect(lambda _c=False, n=n: self.add_count(n))
                self.boxes_layout.addWidget(b)
                self.add_buttons.append(b)
        self.boxes_layout.addStretch(1)

    def add_count(self, n: int) -> None:
        doc = self.setup()
        if doc is None:
            return
        roles = list(RULEBOOK_ROLES[n])
        entry = PlayerCount(
            players=n,
            roles=roles,  # type: ignore[arg-type]  # the rulebook's role lists hold Role values
            honor=StartingHonor(shogun=5, others=3),
            deal=list(RULEBOOK_DEAL[:n]),
            multipliers={r: 1 for r in dict.fromkeys(roles)},  # type: ignore[misc]  # the rulebook's role lists hold Role values
        )
        problem = push_field(
            self.document,
            "player_counts",
            [*doc.player_counts, entry],
            tr("Add a {players}-player table").format(players=n),
        )
        self.message.setText(problem)

    def remove_count(self, index: int) -> None:
        doc = self.setup()
        if doc is None or not 0 <= index < len(doc.player_counts):
            return
        n = doc.player_counts[index].players
        items = [pc for i, pc in enumerate(doc.player_counts) if i != index]
        problem = push_field(
            self.document, "player_counts", items, tr("Remove the {players}-player table").format(players=n)
        )
        self.message.setText(problem)
