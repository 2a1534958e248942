"""Arrange positions for rules tests: a small scenario built in code, scripted dice, and the
real turn procedure (cards, orders, moves, battles) driven through actions."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from engine.content.library import bundled_library
from engine.core.game import Action
from engine.core.registry import load_game
from engine.core.rng import Rng
from engine.games.samurai_battles.ruleset import FACE_CODE
from engine.games.samurai_battles.scenario import (
    Army,
    LeaderPlacement,
    RuleOptions,
    Scenario,
    TerrainPlacement,
    UnitPlacement,
    Victory,
)
from engine.games.samurai_battles.state import SBState
from engine.games.samurai_battles.tables import Names

GAME = load_game("samurai_battles")
SYMBOLS = {"●": "circle", "▲": "triangle", "■": "square", "⚑": "flag", "⚔": "swords", "☯": "honor"}

# players: 0 = bottom army "b" (moves first unless told), 1 = top army "t"
B, T = 0, 1


def scenario(
    units: Iterable[tuple[str, str, str]] = (),
    leaders: Iterable[tuple[str, str, str]] = (),
    terrain: Iterable[tuple[str, str] | tuple[str, str, int] | tuple[str, str, int, str]] = (),
    *,
    rules: dict[str, Any] | None = None,
    special: Iterable[str] = (),
    banners: int = 6,
    honor: tuple[int, int] = (6, 6),
    cards: tuple[int, int] = (5, 5),
    dragons: tuple[int, int] = (0, 0),
    first: str = "b",
    figures: dict[str, int] | None = None,
    dragon_deck: str = "core",
    objectives: list[dict[str, Any]] | None = None,
) -> Scenario:
    """Units and leaders as ``(id, type-or-kind, hex)``; ids starting with ``b`` belong to the
    bottom army, ``t`` to the top army. Terrain as ``(hex, type[, hill level[, owner]])``."""
    figures = figures or {}
    armies = {
        "b": Army(
            id="b", name="Bottom", edge="bottom", command_cards=cards[0], dragon_cards=dragons[0], honor=honor[0]
        ),
        "t": Army(id="t", name="Top", edge="top", command_cards=cards[1], dragon_cards=dragons[1], honor=honor[1]),
    }
    for ident, typ, hx in units:
        armies[ident[0]].units.append(UnitPlacement(id=ident, type=typ, hex=hx, figures=figures.get(ident)))
    for ident, kind, hx in leaders:
        armies[ident[0]].leaders.append(LeaderPlacement(id=ident, kind=kind, hex=hx))
    tps = []
    for t in terrain:
        hx, typ = t[0], t[1]
        hill = t[2] if len(t) > 2 else 0  # type: ignore[misc]
        owner = t[3] if len(t) > 3 else None  # type: ignore[misc]
        tps.append(TerrainPlacement(hex=hx, type=typ, hill=hill, owner=owner))
    sc = Scenario(
        id="test",
        title=Names(en="test position"),
        terrain=tps,
        armies=[armies["b"], armies["t"]],
        first_player=first,
        victory=Victory(banners=banners, objectives=objectives or []),
        special_rules=list(special),
        rules=RuleOptions(**(rules or {})),
    )
    sc.tables.dragon_deck = dragon_deck
    return sc


#: hands without reactive cards (First Strike), so no window opens that a test did not ask for
SAFE_HAND = ["order2_left", "order2_center", "order2_right", "order3_center", "crane_wing"]


def new_state(
    sc: Scenario, seed: int = 0, *, hands: tuple[list[str], list[str]] | None = (SAFE_HAND, SAFE_HAND)
) -> SBState:
    s = GAME.new_initial_state(sc, bundled_library(), seed)
    assert isinstance(s, SBState)
    if hands is not None:
        for p in (0, 1):
            s.commands.pile.extend(s.hands[p])
            s.hands[p] = list(hands[p])
            for c in hands[p]:
                if c in s.commands.pile:
                    s.commands.pile.remove(c)
        s._legal = None
    return s


class ScriptedRng(Rng):
    """The engine's RNG with die faces taken from a script; anything else stays random. Rolling
    more dice than scripted fails the test, so a test states every die it expects."""

    def __init__(self, base: Rng, faces: list[int]) -> None:
        self.seed = base.seed
        self._random = base._random
        self.record = True
        self.records = base.records
        self.shared = False
        self.script = list(faces)

    __slots__ = ("script",)

    def clone(self) -> ScriptedRng:
        """A copy with the rest of the script (a state cloned before an action rolls the scripted dice)."""
        other = ScriptedRng(Rng.clone(self), self.script)
        return other

    def randint(self, low: int, high: int, purpose: str = "randint") -> int:
        if (low, high) == (0, 5) and purpose not in ("random command card", "random dragon card"):
            if not self.script:
                raise AssertionError(f"unscripted die roll ({purpose})")
            v = self.script.pop(0)
            self._log(purpose, v)
            return v
        return super().randint(low, high, purpose)


def dice(s: SBState, text: str) -> None:
    """Script the next die faces, e.g. ``"⚔ ■ ☯"``."""
    order = [FACE_CODE[SYMBOLS[t]] for t in text.split()]
    faces = [s.rs.faces.index(f) for f in order]
    if isinstance(s.rng, ScriptedRng):
        s.rng.script.extend(faces)
    else:
        s.rng = ScriptedRng(s.rng, faces)


def unscripted(s: SBState) -> int:
    return len(s.rng.script) if isinstance(s.rng, ScriptedRng) else 0


def act(s: SBState, *texts: str) -> None:
    """Apply actions written in notation (``"card order3_center"``, ``"melee b1 t1"``)."""
    for t in texts:
        s.apply(GAME.parse_action(t))


def legal(s: SBState) -> list[str]:
    return [a.to_str() for a in s.legal_actions()]


def has(s: SBState, text: str) -> bool:
    return text in legal(s)


def unit(s: SBState, ident: str) -> Any:
    kind, idx = s.ids[ident]
    return s.units[idx] if kind == "u" else s.leaders[idx]


def hexof(s: SBState, ident: str) -> str:
    return s.label(unit(s, ident).hex)


def give(s: SBState, card: str, player: int | None = None) -> None:
    """Put ``card`` into a hand in place of another card (the hand keeps its size)."""
    p = s.active if player is None else player
    if card in s.hands[p]:
        return
    if card in s.commands.pile:
        s.commands.pile.remove(card)
    if s.hands[p]:
        s.commands.pile.append(s.hands[p].pop(0))
    s.hands[p].append(card)
    s._legal = None


def order(s: SBState, card: str, *pieces: str) -> None:
    """Play ``card`` (put into the hand first) and order ``pieces``, then end the orders."""
    give(s, card)
    act(s, f"card {card}")
    for x in pieces:
        act(s, f"order {x}")
    if has(s, "orders-done"):
        act(s, "orders-done")


def to_battle(s: SBState, card: str, *pieces: str, moves: Iterable[tuple[str, str]] = ()) -> None:
    """Play a card, order pieces, make moves, and stop at the battle phase."""
    order(s, card, *pieces)
    for piece, to in moves:
        act(s, f"move {piece} {to}")
    if has(s, "moves-done"):
        act(s, "moves-done")


def rolls(s: SBState) -> list[dict[str, Any]]:
    """Data of every battle roll so far (dice, faces, hits, flags)."""
    return [dict(e.data) for e in s.events if e.kind == "roll"]


def events(s: SBState, kind: str | None = None) -> list[str]:
    return [e.text for e in s.events if kind is None or e.kind == kind]


def decide(s: SBState, a: Action) -> None:
    s.apply(a)
