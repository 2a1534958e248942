"""Choosing an action by pointing, driven only by the engine's legal actions.

A player picks a tile (from the hand) or a hex, then the hexes the action needs one after
another (a Move's tile and destination, a Push's pusher and target, a shot's target); every
step offers only hexes that some legal action still has there. When the actions left differ
only in rotation, the player turns a ghost tile and confirms. Nothing here knows a rule.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.core.game import Action
from engine.core.hexgrid import Hex


def hexes_of(action: Action) -> list[Hex]:
    """The hexes an action names, in the order of its fields."""
    return [v for v in vars(action).values() if isinstance(v, Hex)]


def tile_of(action: Action) -> str | None:
    t = getattr(action, "tile", None)
    return t if isinstance(t, str) else None


@dataclass
class Aim:
    """An action being put together: the candidates still possible and the hexes chosen so far."""

    candidates: list[Action]
    chosen: list[Hex] = field(default_factory=list)
    rotation_index: int = 0

    def next_hexes(self) -> list[Hex]:
        """The hexes the next click may choose (in board order), empty when no more are needed."""
        n = len(self.chosen)
        seen: dict[Hex, None] = {}
        for a in self.candidates:
            hx = hexes_of(a)
            if len(hx) > n:
                seen.setdefault(hx[n], None)
        return list(seen)

    def choose(self, cell: Hex) -> bool:
        """Take ``cell`` as the next hex; ``False`` (and nothing changes) if no action has it there."""
        n = len(self.chosen)
        keep = [a for a in self.candidates if len(hexes_of(a)) > n and hexes_of(a)[n] == cell]
        if not keep:
            return False
        self.candidates = keep
        self.chosen.append(cell)
        self.rotation_index = 0
        return True

    def complete(self) -> bool:
        """Every hex is chosen: what is left differs at most in rotation."""
        return not self.next_hexes()

    def rotations(self) -> list[int]:
        return sorted({int(a.rot) for a in self.candidates if hasattr(a, "rot")})

    def rotation(self) -> int | None:
        rots = self.rotations()
        return rots[self.rotation_index % len(rots)] if rots else None

    def turn(self, steps: int) -> None:
        """Turn to the next legal rotation (clockwise for positive steps)."""
        rots = self.rotations()
        if rots:
            self.rotation_index = (self.rotation_index + steps) % len(rots)

    def action(self) -> Action | None:
        """The action the aim has come to, once complete (with the rotation turned to)."""
        if not self.complete() or not self.candidates:
            return None
        rot = self.rotation()
        if rot is None and len(self.candidates) > 1:
            return None  # they differ in something else than a rotation: a choice for buttons
        for a in self.candidates:
            if rot is None or getattr(a, "rot", None) == rot:
                return a
        return None


def aim_tile(legal: list[Action], tile_id: str) -> Aim | None:
    """Aim an action that plays ``tile_id`` from the hand (``None`` when none is legal)."""
    cands = [a for a in legal if tile_of(a) == tile_id and type(a).__name__ != "Discard"]
    return Aim(cands) if cands else None


def aim_hex(legal: list[Action], cell: Hex) -> Aim | None:
    """Aim an action that starts at a board hex and plays no tile from the hand (a mobile tile's
    move, an HQ placement), or ``None``."""
    cands = [a for a in legal if tile_of(a) is None and hexes_of(a)[:1] == [cell]]
    if not cands:
        return None
    aim = Aim(cands)
    aim.choose(cell)
    return aim
