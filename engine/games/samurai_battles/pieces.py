"""Runtime pieces: units and leaders as small mutable objects with cheap copies."""

from __future__ import annotations

from typing import Any

from engine.games.samurai_battles.ruleset import LKind, UType

# where a leader is (rules/000 §18: only killed leaders give banners)
ON_FIELD, KILLED, ESCAPED, SEPPUKU, LEFT_BATTLE = "field", "killed", "escaped", "seppuku", "left_battle"


class Unit:
    """A unit on the field (``hex >= 0``) or eliminated (``hex == -1``)."""

    __slots__ = (
        "advances",
        "battle_any_move",
        "battle_bonus",
        "battled",
        "figures",
        "fired",
        "first_target",
        "hex",
        "id",
        "idx",
        "leader",
        "melee_bonus",
        "move_allow",
        "move_done",
        "moved",
        "no_battle",
        "no_move",
        "ordered",
        "shots",
        "side",
        "stop_entered",
        "type",
    )

    def __init__(self, idx: int, ident: str, side: int, utype: UType, figures: int, hex_: int) -> None:
        self.idx = idx
        self.id = ident
        self.side = side
        self.type = utype
        self.figures = figures
        self.hex = hex_
        self.leader = -1
        self.reset_turn()

    def reset_turn(self) -> None:
        self.ordered = False
        self.moved = 0
        self.move_done = False
        self.stop_entered = False
        self.no_battle = False
        self.no_move = False
        self.battled = False
        self.fired = False
        self.first_target = ""
        self.shots = 1
        self.melee_bonus = 0
        self.battle_bonus = 0
        self.move_allow = -1
        self.battle_any_move = False
        self.advances = 0

    @property
    def alive(self) -> bool:
        return self.hex >= 0

    def copy(self) -> Unit:
        u = object.__new__(Unit)
        u.advances = self.advances
        u.battle_any_move = self.battle_any_move
        u.battle_bonus = self.battle_bonus
        u.battled = self.battled
        u.figures = self.figures
        u.fired = self.fired
        u.first_target = self.first_target
        u.hex = self.hex
        u.id = self.id
        u.idx = self.idx
        u.leader = self.leader
        u.melee_bonus = self.melee_bonus
        u.move_allow = self.move_allow
        u.move_done = self.move_done
        u.moved = self.moved
        u.no_battle = self.no_battle
        u.no_move = self.no_move
        u.ordered = self.ordered
        u.shots = self.shots
        u.side = self.side
        u.stop_entered = self.stop_entered
        u.type = self.type
        return u

    def key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, s) if s != "type" else self.type.code for s in Unit.__slots__)


class Leader:
    """A leader figure: lone (``unit == -1``) or leading a unit on the same hex."""

    __slots__ = (
        "detached",
        "hex",
        "id",
        "idx",
        "kind",
        "move_allow",
        "move_done",
        "moved",
        "ordered",
        "side",
        "status",
        "unit",
    )

    def __init__(self, idx: int, ident: str, side: int, kind: LKind, hex_: int) -> None:
        self.idx = idx
        self.id = ident
        self.side = side
        self.kind = kind
        self.hex = hex_
        self.unit = -1
        self.status = ON_FIELD
        self.reset_turn()

    def reset_turn(self) -> None:
        self.ordered = False
        self.detached = False
        self.moved = 0
        self.move_done = False
        self.move_allow = -1

    @property
    def alive(self) -> bool:
        return self.hex >= 0

    @property
    def lone(self) -> bool:
        return self.unit < 0

    def copy(self) -> Leader:
        lead = object.__new__(Leader)
        lead.detached = self.detached
        lead.hex = self.hex
        lead.id = self.id
        lead.idx = self.idx
        lead.kind = self.kind
        lead.move_allow = self.move_allow
        lead.move_done = self.move_done
        lead.moved = self.moved
        lead.ordered = self.ordered
        lead.side = self.side
        lead.status = self.status
        lead.unit = self.unit
        return lead

    def key(self) -> tuple[Any, ...]:
        return tuple(getattr(self, s) if s != "kind" else self.kind.id for s in Leader.__slots__)
