"""Deck settings: the Command and Dragon decks the scenario plays with, every card with its
count and effect, and the scenario's variant (copies added or removed per card), with the
totals the engine checks (rules/000 §20, §21). Changes are undo commands on ``decks``."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from editor.commands import SetFieldCommand
from editor.document import Document
from editor.document_panel import DocumentPanel
from editor.games.samurai_battles import content
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.panels.binder import FieldBinder
from engine.games.samurai_battles.cards import CommandCardDef, CommandDeck, DragonCardDef, DragonDeck
from engine.games.samurai_battles.decks import command_card_text, dragon_card_text, variant_counts

#: spin-box edits of one deck within this many seconds are one undo step
MERGE_SECONDS = 1.0
COLUMNS = [QT_TR_NOOP("Card"), QT_TR_NOOP("Box"), QT_TR_NOOP("Change"), QT_TR_NOOP("In deck"), QT_TR_NOOP("Effect")]


class DeckTable(QWidget):
    """One deck: its table id, the cards, the variant and the totals."""

    def __init__(self, document: Document, which: str) -> None:
        super().__init__()
        self.document = document
        self.which = which  # "command" or "dragon"
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        head.addWidget(QLabel("<b>" + (tr("Command deck") if which == "command" else tr("Dragon deck")) + "</b>"))
        self.table_box = QComboBox()
        self.table_box.setObjectName(f"decks.{which}.table")
        kind = f"samurai_battles/{which}_deck"
        for ident in content.table_ids(kind):
            self.table_box.addItem(ident, ident)
        self.table_box.setToolTip(
            tr("The deck table the scenario plays with ({field})").format(field=f"tables.{which}_deck")
        )
        self.table_box.currentIndexChanged.connect(self._table_chosen)
        head.addWidget(self.table_box)
        head.addStretch(1)
        self.reset = QPushButton(tr("Box deck"))
        self.reset.setObjectName(f"decks.{which}.reset")
        self.reset.setToolTip(tr("Drop the scenario's changes: play with the deck as the table has it"))
        self.reset.clicked.connect(self.reset_changes)
        head.addWidget(self.reset)
        lay.addLayout(head)
        self.total = QLabel()
        self.total.setObjectName(f"decks.{which}.total")
        lay.addWidget(self.total)
        self.table = QTableWidget(0, len(COLUMNS))
        self.table.setObjectName(f"decks.{which}.cards")
        self.table.setHorizontalHeaderLabels([tr(c) for c in COLUMNS])
        self.table.verticalHeader().setVisible(False)
        header = self.table.horizontalHeader()
        for c in range(len(COLUMNS)):
            header.setSectionResizeMode(c, QHeaderView.ResizeMode.ResizeToContents)
        self.table.setWordWrap(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.currentCellChanged.connect(lambda row, *_: self._describe(row))
        lay.addWidget(self.table, 1)
        self.effect = QLabel()
        self.effect.setObjectName(f"decks.{which}.effect")
        self.effect.setWordWrap(True)
        self.effect.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        lay.addWidget(self.effect)
        self.spins: dict[str, QSpinBox] = {}
        self._shown: list[str] = []
        self.fields = FieldBinder(document)
        self.refresh()

    # -- model access
    def deck(self) -> CommandDeck | DragonDeck:
        sc = content.scenario_of(self.document)
        return content.command_deck(sc) if self.which == "command" else content.dragon_deck(sc)

    def changes(self) -> dict[str, int]:
        return dict(getattr(content.scenario_of(self.document).decks, self.which))

    def set_changes(self, changes: dict[str, int], text: str) -> None:
        cleaned = {k: v for k, v in changes.items() if v}
        self.fields.push(f"decks.{self.which}", cleaned, text, merge_window=MERGE_SECONDS)

    def change(self, card: str, delta: int) -> None:
        if self.fields.updating:
            return
        changes = self.changes()
        changes[card] = delta
        what = tr("Command deck: {card} {delta}") if self.which == "command" else tr("Dragon deck: {card} {delta}")
        self.set_changes(changes, what.format(card=card, delta=f"{delta:+d}"))

    def reset_changes(self) -> None:
        if self.changes():
            # a macro of its own: never merged into the spin-box edits before it
            stack = self.document.undo_stack
            with stack.macro(tr("Box Command deck") if self.which == "command" else tr("Box Dragon deck")):
                stack.push(SetFieldCommand(self.document, None, f"decks.{self.which}", {}))

    def _table_chosen(self, index: int) -> None:
        if self.fields.updating or index < 0:
            return
        ident = self.table_box.itemData(index)
        self.fields.push(f"tables.{self.which}_deck", ident, tr("Play with deck {deck}").format(deck=ident))

    # -- showing
    def refresh(self) -> None:
        with self.fields.quiet():
            self._refresh()

    def _refresh(self) -> None:
        sc = content.scenario_of(self.document)
        ident = getattr(sc.tables, f"{self.which}_deck")
        i = self.table_box.findData(ident)
        if i < 0:
            self.table_box.addItem(tr("{deck} (not bundled)").format(deck=ident), ident)
            i = self.table_box.count() - 1
        self.table_box.setCurrentIndex(i)
        deck = self.deck()
        cards: Sequence[CommandCardDef | DragonCardDef] = deck.cards
        changes = self.changes()
        base = variant_counts(deck, {})
        counts = variant_counts(deck, changes)
        ids = [c.id for c in cards]
        if ids != self._shown:
            # another deck table: build the rows (spin boxes are kept while the same deck is edited,
            # so none is deleted inside its own signal)
            self._shown = ids
            self.table.setRowCount(len(cards))
            self.spins = {}
            for r, card in enumerate(cards):
                self._row(r, card, base[card.id])
            self.table.resizeRowsToContents()
            self._describe(max(0, self.table.currentRow()))
        for r, card in enumerate(cards):
            delta = changes.get(card.id, 0)
            spin = self.spins[card.id]
            spin.blockSignals(True)
            spin.setPrefix("+" if delta > 0 else "")
            spin.setValue(delta)
            spin.blockSignals(False)
            now = self.table.item(r, 3)
            assert now is not None  # _row gives every row its count cell
            now.setText(str(counts[card.id]))
            now.setForeground(
                Qt.GlobalColor.darkGreen if delta > 0 else Qt.GlobalColor.darkRed if delta < 0 else Qt.GlobalColor.black
            )
        total = sum(counts.values())
        dealt = sum(a.command_cards if self.which == "command" else a.dragon_cards for a in sc.armies)
        need = dealt + (2 if self.which == "command" else 0)
        unknown = [k for k in changes if k not in base]
        if deck.expected_total is not None:
            text = tr("%n card(s) in the deck (the box has {box}); the armies are dealt {dealt}", None, total)
        else:
            text = tr("%n card(s) in the deck; the armies are dealt {dealt}", None, total)
        text = text.format(box=deck.expected_total, dealt=dealt)
        ok = total >= need and not unknown
        if not ok:
            text += tr(" — too few: needs {need}").format(need=need) if total < need else ""
            text += tr(" — unknown cards: {cards}").format(cards=", ".join(unknown)) if unknown else ""
        self.total.setText(f"<span style='color:{'#1d6b35' if ok else '#b03020'}'>{text}</span>")
        self.reset.setEnabled(bool(changes))

    def _row(self, r: int, card: CommandCardDef | DragonCardDef, base: int) -> None:
        effect = command_card_text(card) if isinstance(card, CommandCardDef) else dragon_card_text(card)
        name = QTableWidgetItem(content_text(card.names))
        name.setToolTip(f"{card.names.en}" + (f" ({card.names.ru})" if card.names.ru else "") + f"\n{effect}")
        name.setData(Qt.ItemDataRole.UserRole, card.id)
        items = [name, QTableWidgetItem(str(base)), None, QTableWidgetItem(str(base)), QTableWidgetItem(effect)]
        for c, item in enumerate(items):
            if item is not None:
                item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
                self.table.setItem(r, c, item)
        spin = QSpinBox()
        spin.setObjectName(f"decks.{self.which}.{card.id}")
        spin.setRange(-base, 20)
        spin.setToolTip(tr("copies added (positive) or removed (negative) in this scenario"))
        spin.valueChanged.connect(lambda v, cid=card.id: self.change(cid, v))
        self.table.setCellWidget(r, 2, spin)
        self.spins[card.id] = spin

    def _describe(self, row: int) -> None:
        deck = self.deck()
        if not 0 <= row < len(deck.cards):
            self.effect.setText("")
            return
        card = deck.cards[row]
        effect = command_card_text(card) if isinstance(card, CommandCardDef) else dragon_card_text(card)
        ru = f" ({card.names.ru})" if card.names.ru else ""
        self.effect.setText(f"<b>{card.names.en}</b>{ru}: {effect}")  # both names: the content as edited


class DeckSettings(DocumentPanel):
    def __init__(self, document: Document) -> None:
        super().__init__(document, "decks.settings")
        lay = QVBoxLayout(self)
        self.command = DeckTable(document, "command")
        self.dragon = DeckTable(document, "dragon")
        lay.addWidget(self.command, 3)
        lay.addWidget(self.dragon, 2)
        document.changed.connect(self._changed)

    def _changed(self, change: Any) -> None:
        self.command.refresh()
        self.dragon.refresh()
