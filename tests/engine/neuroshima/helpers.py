"""Building positions and games for the Neuroshima tests.

Hexes are axial ``"q,r"`` on the flat-top board; directions: 0 N (0,-1), 1 NE (1,-1), 2 SE (1,0),
3 S (0,1), 4 SW (-1,1), 5 NW (-1,0). A tile's rotation is the direction its front (side 0) faces.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from engine.content.library import bundled_library
from engine.core.game import Event
from engine.core.hexgrid import Hex
from engine.games.neuroshima.battle import BattleResult, resolve_battle
from engine.games.neuroshima.convert import position_from_model
from engine.games.neuroshima.decisions import AUTO, Chooser, Decision
from engine.games.neuroshima.game import make_setup
from engine.games.neuroshima.models.rules import RuleOptions, Rules
from engine.games.neuroshima.models.setup import Mode, PositionModel
from engine.games.neuroshima.position import Position

TileSpec = tuple[Any, ...]  # (hex, tile id, player from 1, rotation=0, damage=0)


def position_model(
    armies: Sequence[str],
    tiles: Iterable[TileSpec],
    *,
    mode: Mode | None = None,
    hq_hp: Sequence[int | None] | None = None,
    extended: bool = False,
    points: bool = False,
    rules: dict[str, Any] | None = None,
) -> PositionModel:
    if mode is None:
        mode = Mode.DUEL if len(armies) == 2 else Mode.FREE_FOR_ALL
    players = [{"army": a, "hq_hp": (hq_hp[i] if hq_hp is not None else None)} for i, a in enumerate(armies)]
    placed = []
    for spec in tiles:
        hx, tid, player, *rest = spec
        rot = rest[0] if rest else 0
        dmg = rest[1] if len(rest) > 1 else 0
        placed.append({"hex": hx, "tile": tid, "player": player, "rotation": rot, "damage": dmg})
    return PositionModel(
        id="test",
        mode=mode,
        extended_board=extended,
        points_variant=points,
        players=players,
        tiles=placed,
        rules=RuleOptions(**(rules or {})),
    )


def position(armies: Sequence[str], tiles: Iterable[TileSpec], **kwargs: Any) -> Position:
    return position_from_model(position_model(armies, tiles, **kwargs), bundled_library())


def rules(**options: Any) -> Rules:
    return RuleOptions(**options).compile()


def battle(pos: Position, rule_options: Rules | None = None, chooser: Chooser = AUTO) -> BattleResult:
    return resolve_battle(pos, rule_options or Rules(), chooser=chooser)


def h(pos: Position, text: str) -> int:
    return pos.board.index[Hex.parse(text)]


def at(pos: Position, text: str) -> tuple[str, int, int] | None:
    """``(tile id, player from 1, damage)`` on a hex, or ``None`` when it is free."""
    i = h(pos, text)
    c = pos.tile[i]
    if c < 0:
        return None
    return pos.catalog.types[c].id, pos.owner[i] + 1, pos.dmg[i]


def of_kind(events: Iterable[Event], kind: str) -> list[dict[str, Any]]:
    return [dict(e.data) for e in events if e.kind == kind]


def attacks_by(events: Iterable[Event], hex_text: str) -> list[dict[str, Any]]:
    """The attack events of the tile on ``hex_text`` (phase, target hex, damage, ...)."""
    return [d for d in of_kind(events, "attack") if d["attacker"]["hex"] == hex_text]


def phases_of(events: Iterable[Event], hex_text: str) -> list[int]:
    return [d["phase"] for d in attacks_by(events, hex_text)]


def removed(events: Iterable[Event]) -> list[tuple[int | None, str, str]]:
    """``(phase, hex, tile id)`` of every tile that left the board."""
    return [(d["phase"], d["hex"], d["tile"]) for d in of_kind(events, "removed")]


class Scripted:
    """A chooser that answers decisions with given option texts (``"explode 0,1 yes"``), in order,
    and records every decision it was asked."""

    def __init__(self, *answers: str) -> None:
        self.answers = list(answers)
        self.asked: list[Decision] = []

    def choose(self, decision: Decision) -> int:
        self.asked.append(decision)
        if not self.answers:
            return decision.default
        want = self.answers.pop(0)
        texts = [str(o) for o in decision.options]
        assert want in texts, f"{want!r} is not among {texts}"
        return texts.index(want)


def duel_setup(a: str = "moloch", b: str = "borgo", **kwargs: Any) -> Any:
    return make_setup([a, b], **kwargs)
