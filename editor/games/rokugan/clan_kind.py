"""The clan document: its fields as a generated form (colour, capital, control tokens, the screen's
ability, the combat tokens as a table), beside a gallery of its 27 combat tokens with the totals the
engine checks (27 tokens, one bluff, one unique token, a strength on every token that needs one)."""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QVBoxLayout, QWidget

from editor.document_panel import DocumentPanel
from editor.form_parts import scroll_area
from editor.games.rokugan import look
from editor.i18n import QT_TR_NOOP, content_text, tr
from editor.kind_panels import KindPanels
from editor.kinds import DocumentKind
from editor.widgets import wrapped_label
from editor.words import field_label, without_source
from engine.content.issues import Severity
from engine.games.rokugan.clan_model import TOKENS_PER_CLAN, Clan
from engine.games.rokugan.common import token_code

if TYPE_CHECKING:
    from editor.document import Document

TILE = 46


def province_name(library: Any, ident: str) -> str:
    """A province's name from the first map of ``library`` that has it (its id where none does)."""
    for map_id in library.ids("rokugan/map"):
        for province in getattr(library.get("rokugan/map", map_id), "provinces", []):
            if province.id == ident and province.name is not None:
                return content_text(province.name)
    return ident


class TokenGallery(QWidget):
    """Every combat token of the clan, face up, the unique one ringed in gold."""

    def __init__(self) -> None:
        super().__init__()
        self.setObjectName("rokugan.clan.gallery")
        self.tokens: list[tuple[str, bool]] = []
        self.colour = "#888888"

    def set_tokens(self, clan: Clan) -> None:
        self.colour = clan.colour
        self.tokens = [
            (token_code(spec.type, spec.strength), spec.unique)
            for spec in clan.combat_tokens
            for _ in range(spec.count)
        ]
        self.updateGeometry()
        self.update()

    def _columns(self) -> int:
        return max(1, self.width() // TILE)

    def sizeHint(self) -> QSize:
        rows = -(-len(self.tokens) // 9) if self.tokens else 1
        return QSize(9 * TILE, rows * TILE)

    def heightForWidth(self, width: int) -> int:
        cols = max(1, width // TILE)
        return max(1, -(-len(self.tokens) // cols)) * TILE

    def hasHeightForWidth(self) -> bool:
        return True

    def paintEvent(self, event: QPaintEvent) -> None:
        p = QPainter(self)
        cols = self._columns()
        for i, (code, unique) in enumerate(self.tokens):
            r, c = divmod(i, cols)
            rect = QRectF(c * TILE + 5, r * TILE + 5, TILE - 10, TILE - 10)
            look.paint_combat_token(p, rect, self.colour, code, face_up=True, blessed=1 if unique else 0)
        p.end()


class ClanPreview(DocumentPanel):
    """The gallery and the totals, following the document."""

    def __init__(self, document: Document) -> None:
        super().__init__(document, "rokugan.clan.preview", tr("Tokens"))
        lay = QVBoxLayout(self)
        self.totals = wrapped_label("rokugan.clan.totals")
        self.totals.setTextFormat(Qt.TextFormat.RichText)
        lay.addWidget(self.totals)
        self.gallery = TokenGallery()
        lay.addWidget(scroll_area(self.gallery), 1)
        self.follow_document()

    def refresh(self) -> None:
        clan = self.document.model
        if not isinstance(clan, Clan):
            return
        self.gallery.set_tokens(clan)
        by_type: Counter[str] = Counter()
        for spec in clan.combat_tokens:
            by_type[str(spec.type)] += spec.count
        problems = [i for i in self.document.validate() if i.severity in (Severity.ERROR, Severity.WARNING)]
        total = clan.token_count()
        ok = '<span style="color:#2e7d32">✔</span>'
        bad = '<span style="color:#c0392b">✘</span>'
        uniques = sum(s.count for s in clan.combat_tokens if s.unique)
        lines = [
            f"{ok if total == TOKENS_PER_CLAN else bad} "
            + tr("%n combat token(s) (the box gives every clan {per_clan})", None, total).format(
                per_clan=TOKENS_PER_CLAN
            ),
            f"{ok if by_type['bluff'] == 1 else bad} "
            + without_source(tr("%n bluff (exactly one, L131)", None, by_type["bluff"])),
            f"{ok if uniques == 1 else bad} " + without_source(tr("%n unique token(s) (one, L327)", None, uniques)),
            " · ".join(f"{field_label(t)} {n}" for t, n in sorted(by_type.items())),
            tr("%n control token(s); capital {capital}", None, clan.control_tokens).format(
                capital=province_name(self.document.library(), clan.capital)
            ),
        ]
        lines += [f"{bad} {i.message}" for i in problems]
        self.totals.setText("<br>".join(lines))


class ClanPanels(KindPanels):
    def preview_widget(self, document: Document) -> QWidget | None:
        return ClanPreview(document)


class ClanKind(DocumentKind):
    Panels = ClanPanels
    kind = "rokugan/clan"
    game_id = "rokugan"
    title = QT_TR_NOOP("Battle for Rokugan clan")

    def board(self, model: Any) -> None:
        return None
