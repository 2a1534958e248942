"""Samurai Sword documents in the editor: the play deck (``samurai_sword/deck``), the characters
(``samurai_sword/characters``) and the setup (``samurai_sword/setup``). None has a board: each
is its generated form beside an editor of its own (the card gallery, the character gallery, the
role decks), and each can be played. The deck prints as a card sheet."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QRectF
from PySide6.QtGui import QPainter

from editor.games.samurai_sword.faces import new_names
from editor.games.samurai_sword.new_game import library_with, start_game
from editor.games.samurai_sword.sheet import deck_sheet_size, paint_deck_sheet
from editor.i18n import QT_TR_NOOP
from editor.kind_look import KindLook
from editor.kind_panels import KindPanels, KindPlay
from editor.kinds import FormKind, PieceCollection
from engine.content.library import bundled_library
from engine.games.samurai_sword.characters import CharacterDef, CharacterSet
from engine.games.samurai_sword.deck import CardDef, SwordDeck
from engine.games.samurai_sword.setup import MIN_PLAYERS, SamuraiSwordSetup, SetupDoc

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.document import Document

DECK_KIND = "samurai_sword/deck"
CHARACTERS_KIND = "samurai_sword/characters"
SETUP_KIND = "samurai_sword/setup"
#: which field of a game's setup names a document of each kind
ROLE_OF_KIND = {DECK_KIND: "deck", CHARACTERS_KIND: "characters", SETUP_KIND: "setup"}


class DeckLook(KindLook):
    """A deck prints as a sheet of its cards with their counts."""

    def has_sheet(self, document: Document) -> bool:
        return isinstance(document.model, SwordDeck)

    def paint_sheet(
        self, document: Document, painter: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None]
    ) -> None:
        paint_deck_sheet(document.model, painter, target)

    def sheet_size(self, document: Document) -> tuple[int, int] | None:
        return deck_sheet_size(document.model)


class DeckPanels(KindPanels):
    def preview_widget(self, document: Document) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.samurai_sword.deck_editor import DeckEditor

        return DeckEditor(document)


class CharactersPanels(KindPanels):
    def preview_widget(self, document: Document) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.samurai_sword.character_editor import CharacterEditor

        return CharacterEditor(document)


class SetupPanels(KindPanels):
    def preview_widget(self, document: Document) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.samurai_sword.role_decks import RoleDecksEditor

        return RoleDecksEditor(document)


class SwordPlay(KindPlay):
    """A deck, a character set or a setup is played in a new game that uses it as it stands in
    the editor (saved or not); the players, seats and the rest are chosen in the dialog."""

    def play_setup(self, document: Document) -> Any | None:
        role = ROLE_OF_KIND.get(document.model.kind)
        ident = getattr(document.model, "id", None)
        if role is None or not isinstance(ident, str):
            return None
        setup = SamuraiSwordSetup(players=MIN_PLAYERS)
        return setup.model_copy(update={role: ident})

    def play_view(self, document: Document) -> QWidget | None:
        role = ROLE_OF_KIND.get(document.model.kind)
        if role is None:
            return None
        path = str(document.path) if document.path is not None else None
        library = library_with(document.library(), document.model, path)
        return start_game(library, chosen={role: document.model.id}, title=document.display_name)  # type: ignore[attr-defined]  # a character document's model has an id


class DeckKind(FormKind):
    """The play deck: its own fields in the form, the cards in the gallery beside it."""

    Look = DeckLook
    Panels = DeckPanels
    Play = SwordPlay
    # the cards are the deck's pieces: listed here, the generated form leaves them to the gallery
    collections = (
        PieceCollection("cards", ("cards",), CardDef, cell_field="id", type_field="id", label=QT_TR_NOOP("card")),
    )

    def __init__(self) -> None:
        super().__init__(DECK_KIND, QT_TR_NOOP("Samurai Sword deck"))

    def new_model(self) -> SwordDeck:
        return SwordDeck(id="custom", name=new_names(QT_TR_NOOP("Custom deck")))


class CharactersKind(FormKind):
    Panels = CharactersPanels
    Play = SwordPlay
    collections = (
        PieceCollection(
            "characters", ("characters",), CharacterDef, cell_field="id", type_field="id", label=QT_TR_NOOP("character")
        ),
    )

    def __init__(self) -> None:
        super().__init__(CHARACTERS_KIND, QT_TR_NOOP("Samurai Sword characters"))

    def new_model(self) -> CharacterSet:
        return CharacterSet(id="custom_characters", name=new_names(QT_TR_NOOP("Custom characters")))


class SetupKind(FormKind):
    """The setup: rule options, roles and tokens in the form; the role decks per player count
    beside it."""

    Panels = SetupPanels
    Play = SwordPlay

    def __init__(self) -> None:
        super().__init__(SETUP_KIND, QT_TR_NOOP("Samurai Sword setup"))

    def new_model(self) -> SetupDoc:
        """The rulebook's setup (every player count, the box's roles) to start from."""
        core = bundled_library().get(SETUP_KIND, "core")
        if isinstance(core, SetupDoc):
            return core.model_copy(
                deep=True, update={"id": "custom_setup", "name": new_names(QT_TR_NOOP("Custom setup"))}
            )
        return SetupDoc(id="custom_setup")
