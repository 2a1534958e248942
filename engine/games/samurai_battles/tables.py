"""Content models of the Samurai Battles rule tables: terrain, units and leaders, board tiles.

The tables are data (``content/core/samurai_battles/*.yaml``) so the editor builds its palettes
from them and values the rulebook does not print stay editable. The Command deck and the
Dragon cards are in :mod:`engine.games.samurai_battles.cards`.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Annotated, Literal

from pydantic import Field, StringConstraints

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, ShortText, register_kind
from engine.content.by_id import with_id
from engine.content.issues import Issue, error, warning
from engine.content.repeats import with_repeats
from engine.core.message import Message

GAME = "samurai_battles"

Rank = Literal["circle", "triangle", "square"]
Arm = Literal["foot", "horse"]
Confidence = Literal["high", "medium", "low", "none"]
FACES: tuple[str, ...] = ("circle", "triangle", "square", "flag", "swords", "honor")
Face = Literal["circle", "triangle", "square", "flag", "swords", "honor"]


class BoxTable(ContentModel):
    """Base of the rule tables and decks a ruleset names by ``id`` (``core``: the box's own)."""

    GAME = GAME

    id: Ident = "core"
    name: ShortText = ""


#: Dice in the box (rules/000 §2): no roll uses more.
MAX_DICE = 8
#: Hexes a piece may move or a weapon reach: wider than any field a scenario may use.
MAX_HEXES = 24
#: Figures in one unit (the largest unit of the box has 4; leave room for variants).
MAX_FIGURES = 12
#: H&F amounts: the box holds 30 tokens (rules/000 §2).
MAX_HONOR = 30
#: H&F tokens in the box (rules/000 §2).
HONOR_TOKENS = 30

#: scenario special rules the engine plays (rules/000 §23.1)
SPECIAL_RULES: dict[str, str] = {
    "baseline_movement": "units may move onto baseline half hexes (rules/000 §3.1, L484-486)",
    "shallows": "the whole river is passable and plays as fords; printed fords play as plain (L1811-1817)",
}


#: the largest turn limit a scenario may set (turns of both players counted; a battle of the
#: rulebook lasts a few dozen)
MAX_TURN_LIMIT = 200
#: A printed offset ``"r,dx"`` of a map tile.
Offset = Annotated[str, StringConstraints(pattern=r"^\s*-?\d{1,4}\s*,\s*-?\d{1,4}\s*$")]
Dice = Annotated[int, Field(ge=0, le=MAX_DICE)]


def _default_faces() -> list[Face]:
    return ["circle", "triangle", "square", "flag", "swords", "honor"]


class Names(Model):
    en: ShortText
    ru: ShortText | None = None


# --------------------------------------------------------------------------- terrain


class DiceCap(Model):
    """A limit on the base dice of a roll (rules/000 §12.1, §22).

    ``where: in_hex`` limits a unit standing in the hex; ``where: target`` limits a unit attacking
    (or firing at) a unit in the hex. ``arm`` is the arm of the rolling unit; ``attacker_off_hill``
    applies the cap only when the roller does not stand on a hill (the hill rule).
    """

    where: Literal["in_hex", "target"]
    combat: Literal["melee", "ranged", "any"]
    max: Dice
    arm: Arm | None = None
    attacker_off_hill: bool = False


class TerrainType(Model):
    id: Ident
    names: Names
    movement: Literal["none", "stop", "impassable"] = "none"
    battle_on_entry: bool = True
    blocks_los: bool = False
    #: a hill: blocks LOS except an adjacent hill hex of the same height (rules/000 §22, A9)
    hill: bool = False
    #: no battle takes place on the hex (river)
    no_battle: bool = False
    flag_ignore: int = Field(default=0, ge=0, le=MAX_DICE)
    no_inspire: bool = False
    #: the general's camp: captured for banners when emptied (rules/000 §18)
    camp: bool = False
    #: printed on the boards (a river on a board's river side), not one of the box's separate hexes
    printed: bool = False
    #: with the scenario rule ``shallows`` this terrain plays as ``shallows_as`` (river -> ford, ford -> plain)
    shallows_as: Ident | None = None
    caps: list[DiceCap] = Field(default_factory=list, max_length=20)
    source: LongText = ""


class TerrainTable(BoxTable):
    """The terrain types of a ruleset, with movement, battle and line-of-sight effects."""

    kind: Literal["samurai_battles/terrain_table"] = "samurai_battles/terrain_table"
    DESCRIPTION = "Samurai Battles terrain table (movement, dice caps, line of sight)"

    terrain: list[TerrainType] = Field(default_factory=list, max_length=100)

    def by_id(self) -> dict[str, TerrainType]:
        return {t.id: t for t in self.terrain}

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        for i, t, again in with_repeats(self.terrain, lambda t: t.id):
            if again:
                yield error("duplicate", Message("sb-check-terrain-id-twice", id=t.id), "terrain", i, "id")
        seen = {t.id for t in self.terrain}
        for i, t in enumerate(self.terrain):
            if t.shallows_as is not None and t.shallows_as not in seen:
                yield error("reference", Message("sb-check-shallows-as", terrain=t.shallows_as), "terrain", i)
        if "plain" not in seen:
            yield error("missing", Message("sb-check-needs-plain"), "terrain")


register_kind(TerrainTable)


# --------------------------------------------------------------------------- units


class RangedWeapon(Model):
    weapon: ShortText
    min_range: int = Field(default=2, ge=1, le=MAX_HEXES)
    #: dice by range (hex distance, counting the target's hex and not the firer's)
    dice_by_range: dict[Annotated[int, Field(ge=1, le=MAX_HEXES)], Dice] = Field(max_length=MAX_HEXES)
    #: dice after the unit moved this turn; 0 = it may not fire after moving
    moved_dice: Dice = 0
    swords_hit: bool = False
    honor_tokens: bool = True

    @property
    def max_range(self) -> int:
        return max(self.dice_by_range) if self.dice_by_range else 0


class UnitType(Model):
    code: Ident
    names: Names
    arm: Arm
    rank: Rank
    figures: int = Field(default=4, ge=1, le=MAX_FIGURES)
    move: int = Field(ge=0, le=MAX_HEXES)
    #: the unit may battle only if it moved at most this many hexes (▲: 1)
    battle_max_move: int = Field(ge=0, le=MAX_HEXES)
    melee_dice: Dice
    ranged: RangedWeapon | None = None
    retreat_honor: int = Field(default=1, ge=0, le=MAX_HONOR)
    innate_flag_ignore: int = Field(default=0, ge=0, le=MAX_DICE)
    bonus_melee: Literal["always", "with_leader"] = "with_leader"
    #: the general's unit: always stands in its camp at setup (rules/000 §2, §22)
    general: bool = False
    confidence: Confidence = "high"
    source: LongText = ""


class LeaderKind(Model):
    id: Ident
    names: Names
    move: int = Field(ge=0, le=MAX_HEXES)
    #: a lone leader follows the rules of this arm (rules/000 §6)
    rules_as: Arm
    may_lead: list[Arm] = Field(max_length=2)
    #: 0 = inspires only the unit he leads; 1 = also adjacent friendly units
    inspire_radius: int = Field(default=0, ge=0, le=3)
    #: rank for the Challenge Dragon card: foot < mounted < general
    status: int = Field(default=1, ge=0, le=9)
    source: LongText = ""


class Side(Model):
    """A predicate on a unit in the swords-ignore table."""

    arm: Arm | None = None
    rank: Rank | None = None


class SwordIgnore(Model):
    """In melee, a defender matching ``defender`` ignores ``ignore`` swords rolled by an attacker
    matching ``attacker`` (rules/000 §12.4)."""

    defender: Side
    attacker: Side
    ignore: int = Field(ge=1, le=MAX_DICE)
    source: LongText = ""


Honor = Annotated[int, Field(ge=0, le=MAX_HONOR)]


class HonorRules(Model):
    pool: int = Field(default=30, ge=0, le=99)
    leader_retreat_extra_per_hex: Honor = 1
    lone_leader_retreat: Honor = 3
    inspire_cost: Honor = 1
    seppuku_gain: Honor = 5
    end_of_turn_take: Honor = 2
    dragon_trade: Honor = 1
    dishonor_dice: Dice = 4


class BoxContents(Model):
    """What one box holds (rules/000 §2): a scenario that needs more gets a warning, since a
    designer may own several boxes."""

    banners: int = Field(default=40, ge=0, le=9999, description="unit banners: one per unit on the field")
    figures: int = Field(default=122, ge=0, le=9999, description="plastic figures: units' figures and leaders")
    terrain_hexes: int = Field(default=30, ge=0, le=9999, description="separate terrain hexes (camps not counted)")
    hill_hexes: int = Field(default=13, ge=0, le=9999, description="plastic hill hexes: one per level of height")


class UnitTable(BoxTable):
    """Unit types, leader kinds, the swords-ignore table and the Honor & Fortune amounts."""

    kind: Literal["samurai_battles/unit_table"] = "samurai_battles/unit_table"
    DESCRIPTION = "Samurai Battles unit and leader types"

    units: list[UnitType] = Field(default_factory=list, max_length=100)
    leaders: list[LeaderKind] = Field(default_factory=list, max_length=50)
    sword_ignore: list[SwordIgnore] = Field(default_factory=list, max_length=50)
    honor: HonorRules = Field(default_factory=HonorRules)
    flag_ignore_cap: int = Field(default=2, ge=0, le=MAX_DICE)
    support_neighbours: int = Field(default=2, ge=1, le=6)
    dice_faces: list[Face] = Field(default_factory=lambda: _default_faces(), max_length=6)
    dice_count: int = Field(default=8, ge=1, le=MAX_DICE)
    box: BoxContents = Field(default_factory=BoxContents)
    notes: list[LongText] = Field(default_factory=list, max_length=100)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        for i, u, again in with_repeats(self.units, lambda u: u.code):
            if again:
                yield error("duplicate", Message("sb-check-unit-code-twice", code=u.code), "units", i, "code")
            if u.ranged is not None and not u.ranged.dice_by_range:
                yield error("ranged", Message("sb-check-ranged"), "units", i, "ranged")
            if u.confidence in ("low", "none"):
                yield warning(
                    "low-confidence",
                    Message("sb-check-unit-confidence", code=u.code, confidence=u.confidence),
                    "units",
                    i,
                )
        ids: set[str] = set()
        for i, lk in enumerate(self.leaders):
            if lk.id in ids:
                yield error("duplicate", Message("sb-check-leader-kind-twice", id=lk.id), "leaders", i, "id")
            ids.add(lk.id)
        if sorted(self.dice_faces) != sorted(FACES):
            yield error("dice", Message("sb-check-dice", faces=", ".join(FACES)), "dice_faces")


register_kind(UnitTable)


# --------------------------------------------------------------------------- board tiles


class TileSide(Model):
    """One face of a map tile: the hexes printed as river or ford, relative to the tile's slot
    origin (``"r,dx"`` offsets added to the slot's row and doubled-column offsets)."""

    id: Ident
    river: list[Offset] = Field(default_factory=list, max_length=100)
    ford: list[Offset] = Field(default_factory=list, max_length=100)
    confidence: Confidence = "none"


class BoardTiles(BoxTable):
    """The catalogue of map tiles (6 double-sided boards) and how tile slots map to the field."""

    kind: Literal["samurai_battles/board_tiles"] = "samurai_battles/board_tiles"
    DESCRIPTION = "Samurai Battles map-tile catalogue (printed river and ford hexes)"

    id: Ident = "zvezda"
    #: row offset of each slot row and doubled-column offset of each slot column
    slot_row_offsets: list[Annotated[int, Field(ge=0, le=2 * MAX_HEXES)]] = Field(
        default_factory=lambda: [0, 6], max_length=10
    )
    slot_dx_offsets: list[Annotated[int, Field(ge=0, le=2 * MAX_HEXES)]] = Field(
        default_factory=lambda: [0, 8, 16], max_length=10
    )
    #: a tile turned half round maps its printed offset ``(r, dx)`` to ``(pivot_r - r, pivot_dx - dx)``:
    #: a tile holds 5 full rows (0-4) and 4 hexes (dx 0-8) between half rows shared with its neighbours
    half_turn_pivot: tuple[
        Annotated[int, Field(ge=0, le=2 * MAX_HEXES)], Annotated[int, Field(ge=0, le=2 * MAX_HEXES)]
    ] = (
        4,
        8,
    )
    sides: list[TileSide] = Field(default_factory=list, max_length=100)
    notes: list[LongText] = Field(default_factory=list, max_length=100)

    def side(self, ident: str) -> TileSide | None:
        return with_id(self.sides, ident)

    def printed_offset(self, label: str, rotated: bool = False) -> tuple[int, int]:
        """The ``(r, dx)`` offset of a printed hex of a tile lying ``rotated`` (half round) or not."""
        r, dx = (int(x) for x in label.split(","))
        if rotated:
            return self.half_turn_pivot[0] - r, self.half_turn_pivot[1] - dx
        return r, dx

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        for i, s, again in with_repeats(self.sides, lambda s: s.id):
            if again:
                yield error("duplicate", Message("sb-check-tile-side-twice", id=s.id), "sides", i, "id")
            for fld in ("river", "ford"):
                for j, lab in enumerate(getattr(s, fld)):
                    parts = lab.split(",")
                    if len(parts) != 2 or not all(p.strip().lstrip("-").isdigit() for p in parts):
                        yield error("hex", Message("sb-check-offset", label=lab), "sides", i, fld, j)
        for i, off in enumerate(self.slot_row_offsets):
            if off % 2:
                yield error("parity", Message("sb-check-parity"), "slot_row_offsets", i)


register_kind(BoardTiles)
