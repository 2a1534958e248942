"""What a Samurai Sword seat sees: its own role and hand; everyone's character, resilience, honor,
cards in play and hand size; the Shogun's role (revealed at setup, L53-54); the deck's size and
the discard pile; the decision under way; the hostile acts everyone saw. Other roles stay secret
until the end of the game, when all are revealed (L153-155, L242-243); the ninja card removed
unseen stays unseen."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, NamedTuple

from engine.core.game import Observation
from engine.games.samurai_sword.effects import DAIMYO
from engine.games.samurai_sword.phases import PHASE_NAMES
from engine.games.samurai_sword.scoring import scores
from engine.games.samurai_sword.setup import ROLE_IDS, TEAM_IDS
from engine.games.samurai_sword.turn import prompt, weapon_limit

if TYPE_CHECKING:
    from engine.games.samurai_sword.state import SSState


@dataclass(frozen=True)
class SeatView:
    seat: int
    character: str
    resilience: int
    max_resilience: int
    honor: int
    hand_size: int
    #: properties (and Bushido) in front of the player, in the order they were played
    in_play: tuple[str, ...]
    harmless: bool
    #: the role as far as the viewer knows it: the Shogun's, one's own, everyone's at the end
    role: str | None
    #: ninja stars, when the role is known and a ninja
    stars: int | None
    #: Daimyo cards in the hand, shown when the game is over and they score (L285-288)
    daimyo: int | None


@dataclass(frozen=True)
class AttackView:
    attacker: int
    target: int
    weapon: str
    damage: int


@dataclass(frozen=True)
class SamuraiSwordObservation(Observation):
    players: int
    seats: tuple[SeatView, ...]
    #: the viewer's own role and ninja stars (0 for other roles)
    role: str
    stars: int
    #: the viewer's own hand, sorted by card id
    hand: tuple[str, ...]
    shogun: int
    turn: int
    turn_number: int
    #: ``play``, ``parry``, ``answer``, ``bushido``, ``ieyasu_draw``, ``discard`` or ``over``
    phase: str
    #: the seat that must act (-1 when the game is over)
    actor: int
    prompt: str
    weapons_played: int
    weapon_limit: int
    attack: AttackView | None
    #: the Battle Cry or Jujutsu being answered, and who answers after the current answerer
    answering: str | None
    answer_queue: tuple[int, ...]
    #: the card Bushido revealed, while its holder decides
    bushido_revealed: str | None
    bushido_at: int
    #: cards being resolved on the table
    resolving: tuple[str, ...]
    deck_size: int
    discard: tuple[str, ...]
    reshuffles: int
    honor_box: int
    resilience_pool: int
    #: ``aggression[a][b]``: weapons, Geisha, Diversion and Bushido seat ``a`` aimed at seat ``b``
    aggression: tuple[tuple[int, ...], ...]
    over: bool
    end_reason: str
    winners: tuple[int, ...]
    #: final points per player and per team (Shogun's team, Ninja, Ronin; ``None`` if absent)
    points: tuple[int, ...]
    team_points: tuple[int | None, ...]
    #: the team that lost points to the deadly strike (L289-291), once the game is over
    deadly_strike: str | None


class SeatGlance(NamedTuple):
    """A seat as a glance shows it: the :class:`SeatView` fields a playing policy reads."""

    seat: int
    character: str
    resilience: int
    max_resilience: int
    harmless: bool
    #: as in :class:`SeatView`: the Shogun's, one's own, everyone's at the end
    role: str | None
    in_play: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Glance:
    """The part of a seat's observation that a playing policy reads at every decision, built
    without the rest (the prompt, the scores, the names of the whole discard pile, the seats'
    other fields). The greedy agent plays the search's rollouts from it, one glance an action.
    Every field is the observation's field of the same name (the seats' fields those of its
    :class:`SeatView`); ``discard_top`` is the observation's ``discard[-1]`` (``None`` when the
    pile is empty)."""

    viewer: int
    players: int
    seats: tuple[SeatGlance, ...]
    role: str
    hand: tuple[str, ...]
    shogun: int
    phase: str
    aggression: tuple[tuple[int, ...], ...]
    over: bool
    discard_top: str | None


def glance(s: SSState, viewer: int) -> Glance:
    """What ``viewer``'s policy reads of its observation (see :class:`Glance`)."""
    rs = s.rules
    names = rs.card_ids
    char_ids = rs.char_ids
    card_role = rs.role_card_role
    roles, res, max_res, hands, in_play, chars = s.roles, s.res, s.max_res, s.hands, s.in_play, s.chars
    over, shogun = s.over, s.shogun
    seats = []
    for p in range(s.n):
        seats.append(
            SeatGlance(
                p,
                char_ids[chars[p]],
                res[p],
                max_res[p],
                res[p] == 0 or not hands[p],  # SSState.harmless
                ROLE_IDS[card_role[roles[p]]] if over or p in (viewer, shogun) else None,
                tuple([names[c] for c in in_play[p]]),
            )
        )
    discards = s.deck.discards
    return Glance(
        viewer=viewer,
        players=s.n,
        seats=tuple(seats),
        role=ROLE_IDS[card_role[roles[viewer]]],
        hand=tuple(sorted([names[c] for c in hands[viewer]])),
        shogun=shogun,
        phase=PHASE_NAMES[s.phase],
        aggression=tuple([tuple(row) for row in s.aggression]),
        over=over,
        discard_top=names[discards[-1]] if discards else None,
    )


def observation(s: SSState, viewer: int, *, public: bool = False) -> SamuraiSwordObservation:
    """Everything public plus ``viewer``'s own role and hand; with ``public``, everything public
    only (laid out for ``viewer``; its hand and role left out, ``role`` empty unless the Shogun's
    or the game is over): a view every seat may watch."""
    rs = s.rules
    names = rs.card_ids
    atk = None
    if s.atk_weapon >= 0:
        atk = AttackView(s.turn, s.atk_target, names[s.atk_weapon], s.atk_damage)
    out = s.outcome()
    sc = scores(s) if s.over else None
    seats = []
    for p in range(s.n):
        known = s.over or (p == viewer and not public) or p == s.shogun
        role = s.role_of(p)
        seats.append(
            SeatView(
                seat=p,
                character=rs.char_ids[s.chars[p]],
                resilience=s.res[p],
                max_resilience=s.max_res[p],
                honor=s.honor[p],
                hand_size=len(s.hands[p]),
                in_play=tuple([names[c] for c in s.in_play[p]]),
                harmless=s.harmless(p),
                role=ROLE_IDS[role] if known else None,
                stars=s.stars_of(p) if known and ROLE_IDS[role] == "ninja" else None,
                daimyo=sum(1 for c in s.hands[p] if rs.effect[c] == DAIMYO) if s.over else None,
            )
        )
    mine = not public or s.over or viewer == s.shogun
    own_role = ROLE_IDS[s.role_of(viewer)] if mine else ""
    return SamuraiSwordObservation(
        viewer=viewer,
        players=s.n,
        seats=tuple(seats),
        role=own_role,
        stars=s.stars_of(viewer) if own_role == "ninja" else 0,
        hand=tuple(sorted([names[c] for c in s.hands[viewer]])) if not public else (),
        shogun=s.shogun,
        turn=s.turn,
        turn_number=s.turn_number,
        phase=PHASE_NAMES[s.phase],
        actor=-1 if s.over else s.actor,
        prompt="" if s.over else prompt(s),
        weapons_played=s.weapons_played,
        weapon_limit=weapon_limit(s, s.turn),
        attack=atk,
        answering=names[s.answer_card] if s.answer_card >= 0 else None,
        answer_queue=tuple(s.answer_queue),
        bushido_revealed=names[s.revealed] if s.revealed >= 0 else None,
        bushido_at=s.bushido_at,
        resolving=tuple([names[c] for c in s.resolving]),
        deck_size=len(s.deck.pile),
        discard=tuple(map(names.__getitem__, s.deck.discards)),
        reshuffles=s.deck.reshuffles,
        honor_box=s.honor_box,
        resilience_pool=s.res_pool,
        aggression=tuple([tuple(row) for row in s.aggression]),
        over=s.over,
        end_reason=s.end_reason if s.over else "",
        winners=tuple(sorted(out.winners)) if out is not None else (),
        points=sc.players if sc is not None else (),
        team_points=sc.teams if sc is not None else (),
        deadly_strike=TEAM_IDS[s.deadly_team] if s.over and s.deadly_team >= 0 else None,
    )
