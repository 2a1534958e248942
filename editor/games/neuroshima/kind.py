"""Neuroshima board documents in the editor: etudes (``neuroshima/etude``) and positions
(``neuroshima/position``) share the board editing; game setups (``neuroshima/game``) are a form
that the full-game player plays.

The board is the 19-hex main field (plus the 18-hex extra ring when ``extended_board`` is on).
Tiles are the ``tiles`` collection, stored as ``"q,r"`` with their rotation as the facing, and
drawn from their army data (:mod:`.tilepaint`). Each player's army is a palette whose entries
show how many more of each tile may be used (board + pool or hands, as the engine counts them).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QPainter

from editor.boards import BoardShape, HexBoardShape
from editor.games.neuroshima.armies import ARMY_KIND, KIND_ORDER, army_name, tile_index, tile_name, tile_summary
from editor.games.neuroshima.card import CARD_SIZE, paint_card
from editor.games.neuroshima.etude_fields import EtudeFields
from editor.games.neuroshima.owner_tool import OwnerTool
from editor.games.neuroshima.position_side import PositionSidePanel
from editor.games.neuroshima.preview import paint_preview
from editor.games.neuroshima.sides import TILES, sides, used_counts
from editor.games.neuroshima.solution_steps import SOLUTION_OVERLAY
from editor.games.neuroshima.tile_panel import TilePanel
from editor.games.neuroshima.tilepaint import READABLE_TILE_PX, TileLook, paint_tile
from editor.i18n import QT_TR_NOOP, tr
from editor.kind_look import KindLook
from editor.kind_panels import KindPanels, KindPlay, say_cannot_play
from editor.kinds import DocumentKind, FormKind, Overlay, Palette, PaletteEntry, PieceCollection
from engine.core.hexgrid import hexagon_board
from engine.games.neuroshima.etude_config import EtudeError
from engine.games.neuroshima.models import Etude, GameSetup, PlacedTile, PositionModel, TileKind

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from editor.canvas.scene import BoardScene
    from editor.document import Document
    from editor.panels.properties import PropertiesForm

MAIN_FIELD = QColor("#efe9dc")
EXTRA_RING = QColor("#d9d1c0")


def board_shape(extended: bool) -> HexBoardShape:
    """The 19-hex main field, or with the extra ring the 37-hex board (region "inner" = main)."""
    return HexBoardShape(hexagon_board(3 if extended else 2, inner_radius=2))


def hq_hp_of(model: Any, player: int) -> int | None:
    """The HQ hit points a document gives player ``player`` (``None`` when not set)."""
    if isinstance(model, Etude):
        return model.solver.hq_hp if player == 1 else model.opponent.hq_hp
    if isinstance(model, PositionModel) and 0 < player <= len(model.players):
        hp = model.players[player - 1].hq_hp
        return hp if hp is not None else model.hq_hp_defaults.for_seat(model.mode, player - 1)
    return None


class BoardLook(KindLook):
    """Tiles drawn from their army data, on the main field and the extra ring."""

    #: a tile's printed values (attacks, initiative, its name) read from about 80 px
    palette_icon_px = READABLE_TILE_PX

    def paint_palette_entry(self, painter: QPainter, rect: QRectF, entry: PaletteEntry) -> None:
        look = TileLook(str(entry.template.get("tile", "")), int(entry.template.get("player", 1)))
        paint_tile(painter, rect, look)

    def paint_board_piece(
        self, document: Document, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        hp = hq_hp_of(document.model, item.player) if tile_index().is_hq(item.tile) else None
        look = TileLook(item.tile, item.player, item.damage, hp)
        paint_tile(painter, rect, look, rotation=item.rotation, frame_rotated=True, selected=selected)

    def paint_piece(
        self, painter: QPainter, rect: QRectF, collection: str, item: Any, *, selected: bool = False
    ) -> None:
        look = TileLook(item.tile, item.player, item.damage)
        paint_tile(painter, rect, look, rotation=item.rotation, frame_rotated=True, selected=selected)

    def piece_label(self, collection: str, item: Any) -> str:
        td = tile_index().tile(item.tile)
        return tile_name(td) if td is not None else str(item.tile)

    def piece_tooltip(self, collection: str, item: Any) -> str:
        td = tile_index().tile(item.tile)
        head = (
            tr("player {player}, hex {hex}, rotation {rotation}, {damage} damage")
            if item.damage
            else tr("player {player}, hex {hex}, rotation {rotation}")
        ).format(player=item.player, hex=item.hex, rotation=item.rotation, damage=item.damage)
        return f"{tile_summary(td)}\n{head}" if td is not None else f"{item.tile} ({head})"

    def cell_color(self, document: Document, cell: Any) -> QColor:
        return MAIN_FIELD if cell.length() <= 2 else EXTRA_RING

    def cell_texture(self, document: Document, cell: Any) -> str | None:
        return "ground"  # the wasteland's dust


class EtudeLook(BoardLook):
    """An etude also shows the solution preview and prints as a card."""

    def paint_overlay(self, document: Document, name: str, painter: QPainter) -> None:
        if name == SOLUTION_OVERLAY:
            paint_preview(document, painter)

    def paint_sheet(
        self, document: Document, painter: QPainter, target: QRectF, draw_board: Callable[[QPainter, QRectF], None]
    ) -> None:
        paint_card(cast(Etude, document.model), painter, target, library=document.library())

    def sheet_size(self, document: Document) -> tuple[int, int] | None:
        return CARD_SIZE


class BoardPanels(KindPanels):
    """A tile's panel and the tool that switches a tile's owner."""

    def properties_widget(self, document: Document, collection: str, index: int) -> QWidget | None:
        return TilePanel(document, index)

    def extra_tools(self) -> list[Any]:
        return [OwnerTool()]


class EtudePanels(BoardPanels):
    """The etude's fields and its side panel (pool, solver, solutions)."""

    def document_widget(self, document: Document) -> QWidget | None:
        return EtudeFields(document)

    def side_widget(self, document: Document, scene: BoardScene) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.neuroshima.etude_side import EtudeSidePanel

        return EtudeSidePanel(document, scene)


class PositionPanels(BoardPanels):
    """The players' hands and HQ hit points beside the board."""

    def side_widget(self, document: Document, scene: BoardScene) -> QWidget | None:
        return PositionSidePanel(document)


class EtudePlay(KindPlay):
    """An etude is played in the etude player."""

    def play_setup(self, document: Document) -> Etude:
        """A private copy of the etude (editing does not touch a running player)."""
        return Etude.model_validate(document.model.model_dump())

    def play_view(self, document: Document) -> QWidget | None:
        # deferred: start-up (a game's table and player load when it is first played)
        from editor.games.neuroshima.etude_player import etude_player

        etude = self.play_setup(document)
        try:
            return etude_player(etude, document.library(), title=document.display_name)
        except EtudeError as exc:
            say_cannot_play(QT_TR_NOOP("etude"), list(exc.issues))
            return None


class ArmyPanels(KindPanels):
    """An army's gallery of tiles and the tile editor beside its form."""

    def preview_widget(self, document: Document) -> QWidget | None:
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.neuroshima.army_gallery import ArmyTiles

        return ArmyTiles(document)

    def link_preview(self, document: Document, form: PropertiesForm, preview: QWidget) -> None:
        """A tile chosen in the form's tile table is edited in the tile editor, and the other way round."""
        # deferred: start-up (a kind's panels and editors load when its first document opens)
        from editor.games.neuroshima.army_gallery import ArmyTiles

        if not isinstance(preview, ArmyTiles):
            return
        form.record_selected.connect(lambda path, row: preview.select_tile(row) if path == "tiles" else None)
        preview.tile_selected.connect(lambda row: form.select_record("tiles", row))

    def source_note(self, document: Document) -> str:
        return tr("Read-only view of the file; edit with the form and the tile editor.")


class GameSetupPlay(KindPlay):
    """Play starts the full-game player on the setup."""

    def play_view(self, document: Document) -> QWidget | None:
        # deferred: start-up (a game's table and player load when it is first played)
        from editor.games.neuroshima.game_player import start_game_from_setup

        setup = self.play_setup(document)
        if setup is None:
            return None
        return start_game_from_setup(setup, title=document.display_name, parent=None, content=document.library())


class NeuroshimaBoardKind(DocumentKind):
    """What etudes and positions share: the board, the tiles, the army palettes, the drawing."""

    Look = BoardLook
    Panels = BoardPanels

    game_id = "neuroshima"
    collections = (
        PieceCollection(
            TILES,
            ("tiles",),
            PlacedTile,
            cell_field="hex",
            facing_field="rotation",
            type_field="tile",
            label=QT_TR_NOOP("tile"),
        ),
    )

    def board(self, model: Any) -> BoardShape | None:
        return board_shape(bool(getattr(model, "extended_board", False)))

    # -- palettes
    def palettes(self, model: Any) -> list[Palette]:
        out = []
        used = used_counts(model)
        for side in sides(model):
            army = tile_index().army(side.army)
            if army is None:
                continue
            entries = []
            for t in sorted(army.tiles, key=lambda t: (KIND_ORDER[t.kind], tile_name(t))):
                left = max(0, t.count - used[(side.player, t.id)])
                where = tr("Drop it on the pool tray.") if t.kind is TileKind.INSTANT else tr("Drag it onto a hex.")
                entries.append(
                    PaletteEntry(
                        f"p{side.player}-{t.id}",
                        tile_name(t),
                        tr("{summary}\nThe army has {count}; {left} left. {where}").format(
                            summary=tile_summary(t), count=t.count, left=left, where=where
                        ),
                        collection=TILES,
                        template={"tile": t.id, "player": side.player},
                        group=t.kind.value,
                        remaining=left,
                    )
                )
            out.append(Palette(tr("{side}: {army}").format(side=side.name, army=army_name(army)), entries))
        return out


class EtudeKind(NeuroshimaBoardKind):
    Look = EtudeLook
    Panels = EtudePanels
    Play = EtudePlay
    kind = "neuroshima/etude"
    title = QT_TR_NOOP("Neuroshima etude")
    overlays = (
        Overlay(
            SOLUTION_OVERLAY,
            QT_TR_NOOP("Solution preview"),
            tooltip=QT_TR_NOOP("the solution step shown by the Solve panel"),
        ),
    )

    def new_model(self) -> Etude:
        return Etude.new_document()


class PositionKind(NeuroshimaBoardKind):
    Panels = PositionPanels
    kind = "neuroshima/position"
    title = QT_TR_NOOP("Neuroshima position")

    def new_model(self) -> PositionModel:
        return PositionModel.new_document()


class ArmyKind(FormKind):
    """An army: the generated form (its tiles as a table) beside a gallery of the tiles drawn
    from the army's own data, redrawn as it is edited."""

    Panels = ArmyPanels

    def __init__(self) -> None:
        super().__init__(ARMY_KIND)


class GameSetupKind(DocumentKind):
    """A game setup is edited as a form; Play starts the full-game player on it."""

    Play = GameSetupPlay

    kind = "neuroshima/game"
    game_id = "neuroshima"
    title = QT_TR_NOOP("Neuroshima game setup")

    def new_model(self) -> GameSetup:
        return GameSetup.new_document()
