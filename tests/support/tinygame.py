"""A tiny game used to exercise the engine contract: hidden hands dealt from a shuffled deck
(chance), claims on a small hexagon board, and a clear winner.

Rules: each player holds up to 3 cards (values 1-6) hidden from the other. On your turn,
play a card onto an empty hex (or pass when your hand is empty), then draw if the deck has
cards. A card scores its value plus 1 for each adjacent card of yours. The game ends when
the board is full or both hands are empty; the higher score wins.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from engine.content.base import ContentModel, register_kind
from engine.core.cards import canonical_shuffle
from engine.core.game import TERMINAL, Action, Event, Game, Observation, Outcome, State, win_outcome
from engine.core.hexgrid import Hex, hexagon_board
from engine.core.registry import register_game


class TinySetup(ContentModel):
    kind: Literal["tinygame/setup"] = "tinygame/setup"
    radius: int = 1
    copies: int = 2
    name: str = "Tiny"


register_kind(TinySetup)


@dataclass(frozen=True)
class PlayCard(Action):
    NAME = "play"
    value: int
    hex: Hex


@dataclass(frozen=True)
class Pass(Action):
    NAME = "pass"


@dataclass(frozen=True)
class TinyObservation(Observation):
    cards: tuple[tuple[str, int, int], ...]
    hand: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    deck_size: int
    to_move: int


@register_game
class TinyGame(Game):
    id = "tinygame"
    names = {"en": "Tiny Game"}
    min_players = 2
    max_players = 2
    has_hidden_info = True
    has_chance = True
    action_types = (PlayCard, Pass)
    content_kinds = ("tinygame/setup",)

    def start(self, prepared: Any, seed: int) -> TinyState:
        return TinyState(self, prepared, seed)

    def setup_from_data(self, data: Any) -> TinySetup:
        return TinySetup.model_validate(data)

    def example_setups(self) -> list[Any]:
        return [TinySetup(), TinySetup(radius=2, copies=3)]


class TinyState(State):
    def __init__(self, game: TinyGame, setup: TinySetup, seed: int) -> None:
        super().__init__(game, seed)
        self.board_hexes = hexagon_board(setup.radius).hexes
        self.deck = [v for v in range(1, 7) for _ in range(setup.copies)]
        self.rng.shuffle(self.deck, "shuffle deck")
        self.hands: list[list[int]] = [[], []]
        for _ in range(3):
            for p in (0, 1):
                self.hands[p].append(self.deck.pop())
        self.cards: dict[Hex, tuple[int, int]] = {}
        self.player = 0

    def num_players(self) -> int:
        return 2

    def current_player(self) -> int:
        return TERMINAL if self.is_terminal() else self.player

    def is_terminal(self) -> bool:
        return len(self.cards) == len(self.board_hexes) or not (self.hands[0] or self.hands[1])

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        hand = self.hands[self.player]
        if not hand:
            return [Pass()]
        empty = [h for h in self.board_hexes if h not in self.cards]
        return [PlayCard(v, h) for v in sorted(set(hand)) for h in empty]

    def illegal_reason(self, action: Action) -> str | None:
        if isinstance(action, Pass):
            return None if not self.hands[self.player] else "you must play while you hold cards"
        if isinstance(action, PlayCard):
            if action.value not in self.hands[self.player]:
                return f"you do not hold a {action.value}"
            if action.hex not in self.board_hexes:
                return f"hex {action.hex} is not on the board"
            if action.hex in self.cards:
                return f"hex {action.hex} is taken"
            return None
        return "not an action of this game"

    def _apply(self, action: Action) -> list[Event]:
        p = self.player
        events = []
        if isinstance(action, PlayCard):
            self.hands[p].remove(action.value)
            self.cards[action.hex] = (p, action.value)
            events.append(Event("play", f"player {p + 1} plays {action.value} on {action.hex}", {"player": p}))
            if self.deck:
                self.hands[p].append(self.deck.pop())
                events.append(Event("draw", f"player {p + 1} draws a card", {"player": p}))
        else:
            events.append(Event("pass", f"player {p + 1} passes", {"player": p}))
        self.player = 1 - p
        return events

    def scores(self) -> list[int]:
        s = [0, 0]
        for h, (p, v) in self.cards.items():
            s[p] += v + sum(1 for n in h.neighbors() if self.cards.get(n, (-1, 0))[0] == p)
        return s

    def outcome(self) -> Outcome | None:
        if not self.is_terminal():
            return None
        s = self.scores()
        if s[0] == s[1]:
            return win_outcome(2, [], f"tie {s[0]}-{s[1]}")
        w = 0 if s[0] > s[1] else 1
        return win_outcome(2, [w], f"score {s[0]}-{s[1]}")

    def key(self) -> Any:
        return (
            tuple(self.deck),
            tuple(tuple(sorted(h)) for h in self.hands),
            tuple(sorted(self.cards.items())),
            self.player,
            tuple(self.history),
        )

    def observation(self, player: int) -> TinyObservation:
        return TinyObservation(
            viewer=player,
            cards=tuple(sorted((str(h), p, v) for h, (p, v) in self.cards.items())),
            hand=tuple(sorted(self.hands[player])),
            hand_sizes=tuple(len(h) for h in self.hands),
            deck_size=len(self.deck),
            to_move=self.current_player(),
        )

    def revealed_since(self, before: State) -> bool:
        assert isinstance(before, TinyState)
        return super().revealed_since(before) or len(self.deck) != len(before.deck)

    def resample_hidden(self, viewer: int, seed: int) -> TinyState:
        import random

        other = self.clone()
        assert isinstance(other, TinyState)
        unseen = list(self.deck) + [c for p, h in enumerate(self.hands) if p != viewer for c in h]
        canonical_shuffle(random.Random(seed), unseen)
        for p in range(2):
            if p != viewer:
                n = len(other.hands[p])
                other.hands[p] = [unseen.pop() for _ in range(n)]
        other.deck = unseen
        return other
