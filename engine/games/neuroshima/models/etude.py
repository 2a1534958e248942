"""Etudes: one-player Neuroshima puzzles (rules/002 §7).

A card shows a position, the tiles the solver may choose from and how many to play, the HQ
hit points, a victory condition, a title, a story and a difficulty; its back shows the solution.
Player 1 is always the solver and player 2 the opponent. The solver plays the chosen tiles one
after another (placements with a rotation, instant tiles with their targets); a Battle tile or
a full main field starts a battle at once; with ``final_battle`` (the printed cards' "position
before the last battle") the final battle is fought after the last chosen tile. The etude is
solved when every victory condition holds after the last battle.

How an etude is played (:mod:`engine.games.neuroshima.etude_play`), where the card leaves it open:

- Etudes have no stacks, so the rule that ends Battle tiles when a stack runs out (rules/002 §2.5)
  never applies: the pool's Battle tiles may always be played.
- A battle in the solver's line does not end the etude: the solver goes on with his next tile (a
  new turn of his, the opponent passing). When the last tile itself started a battle, the final
  battle is still fought afterwards, as after a full board filled with the last tile (§2.5, E45).
- A destroyed HQ ends the game at once (§2.6): the conditions are judged then.
- With ``opponent_next`` the opponent takes his turn after the solver's line, and only then is the
  final battle fought (the order of the game's last turns, §2.5); a battle the opponent starts ends
  his turn (§2.3). The opponent's choices inside effects (where a pushed tile goes, his medics, his
  Clown) and his reply are "for all": a solution must win against every one of them.
- ``mobility`` (off by default: the card counts only the tiles played) lets mobile tiles and
  tiles connected to a Transport move in their owner's turn as in a game (§4.6).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from enum import StrEnum
from typing import Annotated, Literal, Protocol

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, register_kind
from engine.content.issues import Issue, Severity, error, warning
from engine.content.library import ContentLibrary
from engine.core.message import Message
from engine.games.neuroshima.models.army import ARMY_SIZE, Army, TileKind
from engine.games.neuroshima.models.rules import NOT_IN_ETUDES, RuleOptions
from engine.games.neuroshima.models.setup import (
    MAX_BOARD_TILES,
    Mode,
    PlacedTile,
    PositionModel,
    PositionPlayer,
    TileId,
)

ETUDE_ARMY_KIND = "neuroshima/army"


class Text(Model):
    """A text in English and Russian."""

    en: LongText = ""
    ru: LongText = ""


class VictoryKind(StrEnum):
    #: the enemy HQ has no hit points left
    DESTROY_ENEMY_HQ = "destroy_enemy_hq"
    #: the enemy HQ loses at least ``value`` hit points over the etude
    ENEMY_HQ_DAMAGE_AT_LEAST = "enemy_hq_damage_at_least"
    #: the enemy HQ ends with fewer than ``value`` hit points
    ENEMY_HQ_BELOW = "enemy_hq_below"
    #: no enemy unit or module is left on the board (the HQ does not count)
    DESTROY_ALL_ENEMY_UNITS = "destroy_all_enemy_units"
    #: the solver's HQ ends with at least ``value`` hit points
    OWN_HQ_AT_LEAST = "own_hq_at_least"


NEEDS_VALUE = {VictoryKind.ENEMY_HQ_DAMAGE_AT_LEAST, VictoryKind.ENEMY_HQ_BELOW, VictoryKind.OWN_HQ_AT_LEAST}


class VictoryCondition(Model):
    kind: VictoryKind
    value: int | None = Field(default=None, ge=0, le=999, description="N for the conditions that need a number")

    def said(self) -> Message:
        """The condition as people read it, a message of the catalogue (rules/002 §7)."""
        return Message("nh-goal-" + self.kind.value.replace("_", "-"), n=self.value or 0)

    def describe(self) -> str:
        """The condition in English (a generated etude's story, the solver's printout)."""
        # deferred: start-up (the catalogue loads Fluent)
        from engine.core.catalogue import render

        return render(self.said(), "en")


class Theme(StrEnum):
    """The rule an etude turns on (what it teaches), recognised from its solution's events
    (:mod:`engine.games.neuroshima.themes`)."""

    NET = "net"
    PUSH = "push"
    MOVE = "move"
    SNIPER = "sniper"
    GRENADE = "grenade"
    AIR_STRIKE = "air_strike"
    INITIATIVE = "initiative"
    MEDIC = "medic"
    ARMOR = "armor"
    GAUSS = "gauss"
    MODULE_BONUS = "module_bonus"
    SECOND_BATTLE = "second_battle"

    def describe(self) -> str:
        return THEME_NAMES[self]


THEME_NAMES = {
    Theme.NET: "a net",
    Theme.PUSH: "a push",
    Theme.MOVE: "a move",
    Theme.SNIPER: "the sniper",
    Theme.GRENADE: "a grenade",
    Theme.AIR_STRIKE: "an air strike",
    Theme.INITIATIVE: "initiative order",
    Theme.MEDIC: "a medic",
    Theme.ARMOR: "armor",
    Theme.GAUSS: "the Gauss line",
    Theme.MODULE_BONUS: "a module bonus",
    Theme.SECOND_BATTLE: "a second battle",
}


class EtudeSide(Model):
    army: Ident
    hq_hp: int = Field(default=20, ge=1, le=999)


class OpponentNext(Model):
    """ "It is the opponent's turn next": after the solver's line the opponent plays one turn with
    ``hand`` (placements and instants, any order, or nothing); the victory conditions must still hold
    after every reply the opponent has (including the battles the reply starts, and the final battle,
    which follows the reply)."""

    #: NH rules: a player holds at most 3 tiles and, after the mandatory discard, plays at most the
    #: other 2 (rules/002 §2.3, L858-L870)
    hand: list[TileId] = Field(default_factory=list, max_length=3)
    #: the opponent may play up to this many of the tiles in hand
    plays: int = Field(default=2, ge=0, le=2)


class RecordedSolution(Model):
    """A solution as the card's back shows it: the solver's actions in action notation
    (``place outpost_commando 0,-1 3``, ``grenade outpost_grenade 1,0``...)."""

    steps: list[Annotated[str, Field(max_length=200)]] = Field(min_length=1, max_length=20)
    #: the position after the chosen tiles are played and before the final battle (optional)
    before_final_battle: list[PlacedTile] = Field(default_factory=list, max_length=2 * MAX_BOARD_TILES)


class Etude(ContentModel):
    kind: Literal["neuroshima/etude"] = "neuroshima/etude"
    GAME = "neuroshima"
    DESCRIPTION = "Neuroshima Hex etude: a one-player puzzle with a proven solution"

    id: Ident
    number: int = Field(default=1, ge=1, le=9999)
    title: Text = Field(default_factory=Text)
    story: Text = Field(default_factory=Text)
    difficulty: int = Field(default=1, ge=1, le=5, description="1 = easy ... 5 = very hard")
    #: what the etude teaches, most telling first (files without the field have none)
    themes: list[Theme] = Field(
        default_factory=list, max_length=len(Theme), description="the rules the solution turns on"
    )
    solver: EtudeSide
    opponent: EtudeSide
    extended_board: bool = False
    #: the position before the choice; player 1 = the solver, player 2 = the opponent
    tiles: list[PlacedTile] = Field(default_factory=list, max_length=2 * MAX_BOARD_TILES)
    #: the solver's tiles to choose from (tile ids of the solver's army)
    pool: list[TileId] = Field(default_factory=list, max_length=ARMY_SIZE)
    #: how many tiles of the pool the solver plays
    choose: int = Field(default=1, ge=1, le=10)
    #: play exactly ``choose`` tiles (``False``: up to ``choose``)
    exactly: bool = True
    #: fight the final battle after the last chosen tile (the printed cards' model)
    final_battle: bool = True
    #: mobile tiles and tiles connected to a Transport may move in their owner's turn (rules/002 §4.6)
    mobility: bool = False
    victory: list[VictoryCondition] = Field(
        default_factory=lambda: [VictoryCondition(kind=VictoryKind.DESTROY_ENEMY_HQ)], min_length=1, max_length=10
    )
    opponent_next: OpponentNext | None = None
    solutions: list[RecordedSolution] = Field(default_factory=list, max_length=5)
    rules: RuleOptions = Field(default_factory=RuleOptions)

    @classmethod
    def new_document(cls) -> Etude:
        return cls(
            id="new_etude",
            title=Text(en="New etude"),  # the Russian title is the author's to write, not a template's
            solver=EtudeSide(army="outpost"),
            opponent=EtudeSide(army="moloch"),
        )

    def to_position(self) -> PositionModel:
        """The position before the choice, with the pool as the solver's hand."""
        return PositionModel(
            id=f"{self.id}-position",
            mode=Mode.DUEL,
            extended_board=self.extended_board,
            players=[
                PositionPlayer(army=self.solver.army, hq_hp=self.solver.hq_hp, hand=list(self.pool)),
                PositionPlayer(
                    army=self.opponent.army,
                    hq_hp=self.opponent.hq_hp,
                    hand=list(self.opponent_next.hand) if self.opponent_next else [],
                ),
            ],
            tiles=list(self.tiles),
            to_move=1,
            rules=self.rules,
        )

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        issues = list(self.check_structure(ctx))
        yield from issues
        if ctx.library is not None and not any(i.severity is Severity.ERROR for i in issues):
            # the last tier (ARCHITECTURE §4): each recorded solution is played and must win
            for solution_check in _SOLUTION_CHECKS:
                yield from solution_check(self, ctx.library)

    def check_structure(self, ctx: CheckContext) -> Iterable[Issue]:
        """Every check but playing the recorded solutions: the position, the pool, the goal."""
        if len({self.solver.army, self.opponent.army}) == 1 and ctx.library is not None:
            yield warning("same-army", Message("nh-check-etude-same-army"), "opponent")
        # the board, tile references and counts (board + pool + opponent hand) as a position
        for issue in self.to_position().check(ctx):
            yield issue.with_location(path=_etude_path(issue.location.path))
        for name in NOT_IN_ETUDES:
            if getattr(self.rules, name) != RuleOptions.model_fields[name].default:
                yield warning("rules", Message("nh-check-etude-rule-idle", option=name), "rules", name)
        for i, t in enumerate(self.tiles):
            if t.player > 2:
                yield error("player", Message("nh-check-etude-players"), "tiles", i)
        army = _army(ctx, self.solver.army)
        if self.choose > len(self.pool):
            yield error("choose", Message("nh-check-etude-choose", choose=self.choose, pool=len(self.pool)), "choose")
        if army is not None:
            for j, tid in enumerate(self.pool):
                td = army.tile(tid)
                if td is not None and td.kind is TileKind.HQ:
                    yield error("pool", Message("nh-check-etude-hq-in-pool"), "pool", j)
        hqs = Counter(t.player for t in self.tiles if _is_hq(ctx, self, t))
        for side, name in ((1, "solver"), (2, "opponent")):
            if hqs[side] == 0:
                yield error("hq", Message("nh-check-etude-no-hq", side=name), "tiles")
        for i, v in enumerate(self.victory):
            if v.kind in NEEDS_VALUE and v.value is None:
                yield error("victory", Message("nh-check-etude-goal-value", goal=v.kind.value), "victory", i, "value")
            if v.kind not in NEEDS_VALUE and v.value is not None:
                said = Message("nh-check-etude-goal-no-value", goal=v.kind.value, value=v.value)
                yield warning("victory", said, "victory", i, "value")
        if not self.solutions:
            yield warning("solution", Message("nh-check-etude-no-solution"), "solutions")


def _etude_path(path: tuple[str | int, ...]) -> tuple[str | int, ...]:
    """Map a field path of :meth:`Etude.to_position` back to the etude's own fields."""
    if len(path) >= 3 and path[0] == "players" and path[1] in (0, 1):
        side = "solver" if path[1] == 0 else "opponent"
        field, rest = path[2], path[3:]
        if field == "hand":
            return ("pool", *rest) if side == "solver" else ("opponent_next", "hand", *rest)
        if field in ("army", "hq_hp"):
            return (side, field, *rest)
    return path


def _army(ctx: CheckContext, army_id: str) -> Army | None:
    if ctx.library is None:
        return None
    a = ctx.library.get(ETUDE_ARMY_KIND, army_id)
    return a if isinstance(a, Army) else None


def _is_hq(ctx: CheckContext, etude: Etude, t: PlacedTile) -> bool:
    army_id = etude.solver.army if t.player == 1 else etude.opponent.army
    army = _army(ctx, army_id)
    if army is None:
        return t.tile.endswith("_hq")
    td = army.tile(t.tile)
    return td is not None and td.kind is TileKind.HQ


register_kind(Etude)


class SolutionCheck(Protocol):
    def __call__(self, etude: Etude, library: ContentLibrary) -> Iterable[Issue]:
        """Every issue found by playing the etude's recorded solutions."""
        ...


#: the checks that play an etude's recorded solutions (the last tier of :meth:`Etude.check`)
_SOLUTION_CHECKS: list[SolutionCheck] = []


def register_solution_check(check: SolutionCheck) -> None:
    """Make :meth:`Etude.check` run ``check`` (with the library) on etudes whose other checks pass.
    The play engine registers its replay of the recorded solutions
    (:mod:`engine.games.neuroshima.etude_check`; importing ``engine.games.neuroshima`` does it), so
    this content model does not import the engine that plays it."""
    if check not in _SOLUTION_CHECKS:
        _SOLUTION_CHECKS.append(check)
