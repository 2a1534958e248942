"""Arrange Samurai Sword positions for rules tests: a real game set up from the bundled content,
then roles, characters, hands, cards in play, tokens and the top of the deck put where a rule
needs them, every card taken from the same 90 (so cards stay conserved), and the turn handed to
a seat at the start of its Play phase. Actions are given in their text notation."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from engine.content.library import ContentLibrary, bundled_library
from engine.core.game import Action, Event
from engine.core.registry import load_game
from engine.games.samurai_sword.phases import PLAY
from engine.games.samurai_sword.setup import SamuraiSwordSetup
from engine.games.samurai_sword.state import SSState

GAME = load_game("samurai_sword")
#: cards given to seats whose hand a test does not name (they must not be Harmless)
FILLER = ("geisha", "diversion", "tea_ceremony", "breathing", "daimyo")


def new_state(
    players: int = 5,
    rules: Mapping[str, Any] | None = None,
    *,
    deck: str | None = None,
    seed: int = 0,
    content: ContentLibrary | None = None,
) -> SSState:
    setup = SamuraiSwordSetup(players=players, deck=deck, rules=dict(rules or {}))
    s = GAME.new_initial_state(setup, content or bundled_library(), seed)
    assert isinstance(s, SSState)
    return s


def _role_card(s: SSState, name: str, used: set[int]) -> int:
    """``shogun``, ``samurai``, ``ronin``, ``ninja`` or ``ninja1``/``ninja2``/``ninja3`` (stars)."""
    rs = s.rules
    role = name.rstrip("0123456789")
    stars = int(name[len(role) :]) if name != role else None
    wanted = ("shogun", "samurai", "ninja", "ronin").index(role)
    for i, (r, st) in enumerate(zip(rs.role_card_role, rs.role_card_stars)):
        if i not in used and r == wanted and (stars is None or st == stars):
            used.add(i)
            return i
    raise ValueError(f"no role card {name!r} left")


def arrange(
    s: SSState,
    *,
    roles: Sequence[str] | None = None,
    chars: Sequence[str] | None = None,
    hands: Mapping[int, Sequence[str]] | None = None,
    in_play: Mapping[int, Sequence[str]] | None = None,
    res: Mapping[int, int] | None = None,
    honor: Mapping[int, int] | None = None,
    top: Sequence[str] = (),
    discards: Sequence[str] = (),
    turn: int | None = None,
    empty_hands: Iterable[int] = (),
) -> SSState:
    """Rebuild the table of ``s``: every card is gathered, then dealt as told; hands not named get
    one filler card (``empty_hands`` stay empty). ``top`` lies on the deck in draw order (the
    first is drawn first). Resilience defaults to full, honor to what the game dealt; the box and
    the pool take the rest (with ``roles``, honor is dealt again as the setup says). The turn goes to ``turn`` (default: the Shogun) at its Play phase."""
    rs = s.rules
    n = s.n
    if roles is not None:
        used: set[int] = set()
        s.roles = [_role_card(s, r, used) for r in roles]
        s.removed_roles = sorted(
            i for i in range(len(rs.role_card_role)) if i not in used and rs.role_card_role[i] == 2
        )
        s.shogun = s.roles.index(next(i for i in s.roles if rs.role_card_role[i] == 0))
    if chars is not None:
        s.chars = [rs.char_ids.index(c) for c in chars]
    s.derive_seats()
    pile = list(rs.deck)

    def take(card: str) -> int:
        c = rs.index[card]
        pile.remove(c)
        return c

    s.in_play = [[] for _ in range(n)]
    s.armor, s.fast_draw, s.focus = [0] * n, [0] * n, [0] * n
    s.bushido_at = -1
    for p, cards in (in_play or {}).items():
        for card in cards:
            c = take(card)
            s.put_in_play(p, c)
            if card == "bushido":
                s.bushido_at = p
    hands = dict(hands or {})
    s.hands = [[take(c) for c in hands[p]] if p in hands else [] for p in range(n)]
    empty = set(empty_hands)
    for p in range(n):
        if p not in hands and p not in empty:
            filler = next(f for f in FILLER if rs.index[f] in pile)
            s.hands[p] = [take(filler)]
    s.deck.discards = [take(c) for c in discards]
    on_top = [take(c) for c in top]
    s.deck.pile = pile + list(reversed(on_top))
    s.resolving = []
    s.res = [(res or {}).get(p, s.max_res[p]) for p in range(n)]
    s.res_pool = rs.resilience_supply - sum(s.res)
    if roles is not None:
        s.honor = [rs.honor_shogun if p == s.shogun else rs.honor_others for p in range(n)]
    if honor:
        s.honor = [honor.get(p, s.honor[p]) for p in range(n)]
    s.honor_box = rs.honor_supply - sum(s.honor)
    s.turn = s.shogun if turn is None else turn
    s.phase = PLAY
    s.actor = s.turn
    s.weapons_played = 0
    s.atk_weapon = s.atk_target = -1
    s.answer_card = -1
    s.answer_queue = []
    s.revealed = -1
    s.discard_queue = []
    s._legal = None
    return s


def act(s: SSState, *actions: str | Action) -> list[Event]:
    """Apply actions (text notation or objects) one after another; returns their events."""
    events: list[Event] = []
    for a in actions:
        action = GAME.parse_action(a) if isinstance(a, str) else a
        events.extend(s.apply(action))
    return events


def legal(s: SSState) -> set[str]:
    return {a.to_str() for a in s.legal_actions()}


def hand(s: SSState, p: int) -> list[str]:
    return sorted(s.rules.card_ids[c] for c in s.hands[p])


def played(s: SSState, p: int) -> list[str]:
    return [s.rules.card_ids[c] for c in s.in_play[p]]


def total_cards(s: SSState) -> int:
    return (
        len(s.deck.pile)
        + len(s.deck.discards)
        + sum(len(h) for h in s.hands)
        + sum(len(p) for p in s.in_play)
        + len(s.resolving)
    )
