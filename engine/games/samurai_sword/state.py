"""The Samurai Sword game state: roles, characters, tokens, hands, cards in play, the deck, and
the decision the game waits for; with the bookkeeping every rule shares (drawing with the end of
the deck, wounds, defeat, honor, the end of the game).

The procedure (phases, legal actions, card effects) lives in :mod:`.turn` and :mod:`.plays`;
scoring in :mod:`.scoring`; what a seat sees in :mod:`.observation`.
"""

from __future__ import annotations

import random
from typing import Any

from engine.core.bufferedstate import BufferedState
from engine.core.cards import Deck, canonical_shuffle, redeal
from engine.core.game import TERMINAL, Action, Event, Game, Outcome, State
from engine.core.message import Message, Name
from engine.games.samurai_sword.effects import (
    DAIMYO,
    EXTRA_DRAW,
    EXTRA_WEAPONS,
    HARDER_TO_ATTACK,
    NO_HONOR_LOSS_ON_RESHUFFLE,
    WEAPON_WOUNDS_BONUS,
)
from engine.games.samurai_sword.observation import Glance, SamuraiSwordObservation, glance, observation
from engine.games.samurai_sword.phases import HONOR_END, LAST_STANDING_END, OVER, PLAY, SWORDMASTER_END
from engine.games.samurai_sword.runtime import NINJA, SHOGUN, TEAM_OF_ROLE, Rules
from engine.games.samurai_sword.scoring import outcome
from engine.games.samurai_sword.turn import HANDLERS, begin_turn, legal_actions, why_illegal


class SSState(BufferedState):
    """One position of a Samurai Sword game. Seats 0..n-1 sit clockwise."""

    def __init__(self, game: Game, rules: Rules, seed: int, *, verbose: bool = True) -> None:
        super().__init__(game, seed, verbose=verbose)
        rs = rules
        self.rules = rs
        self.n = n = rs.players
        rng = self.rng
        # roles (L44-55): the ninja cards not needed leave unseen (L46-47, option A11)
        cards_left = list(range(len(rs.role_card_role)))
        dealt: list[int] = []
        for role in rs.roles_in_play:
            if role != NINJA:
                c = next(i for i in cards_left if rs.role_card_role[i] == role)
                cards_left.remove(c)
                dealt.append(c)
        ninjas = [i for i in cards_left if rs.role_card_role[i] == NINJA]
        need = rs.roles_in_play.count(NINJA)
        #: role cards out of play that nobody has seen
        self.removed_roles: list[int] = []
        if need < len(ninjas):
            if rs.remove_unseen or not rs.fewest_stars:
                rng.shuffle(ninjas, "ninja cards")
                self.removed_roles = sorted(ninjas[need:])
            else:
                ninjas.sort(key=lambda i: rs.role_card_stars[i])
        dealt.extend(ninjas[:need])
        rng.shuffle(dealt, "deal roles")
        #: the role card of each seat (an index into the rules' role cards)
        self.roles: list[int] = dealt
        self.shogun = next(p for p in range(n) if rs.role_card_role[dealt[p]] == SHOGUN)
        # characters (L56-62)
        chars = list(range(len(rs.char_ids)))
        rng.shuffle(chars, "deal characters")
        self.chars: list[int] = chars[:n]
        self.derive_seats()
        self.res: list[int] = list(self.max_res)
        self.res_pool = rs.resilience_supply - sum(self.res)
        # honor (L63-66)
        self.honor: list[int] = [rs.honor_shogun if p == self.shogun else rs.honor_others for p in range(n)]
        self.honor_box = rs.honor_supply - sum(self.honor)
        # play cards (L67-79), dealt clockwise from the Shogun
        self.deck: Deck[int] = Deck(rs.deck, "play deck")
        self.deck.shuffle(rng)
        self.hands: list[list[int]] = [[] for _ in range(n)]
        pile = self.deck.pile
        for k in range(n):
            p = (self.shogun + k) % n
            for _ in range(rs.deal[k]):
                if pile:
                    self.hands[p].append(pile.pop())
        self.in_play: list[list[int]] = [[] for _ in range(n)]
        #: totals of the properties in front of each seat: Armor, Fast Draw, Focus
        self.armor: list[int] = [0] * n
        self.fast_draw: list[int] = [0] * n
        self.focus: list[int] = [0] * n
        #: cards being resolved (a weapon until its attack is over, an action until it is done)
        self.resolving: list[int] = []
        self.bushido_at = -1
        #: hostile acts seen by everyone: ``aggression[a][b]`` weapons, Geisha, Diversion and
        #: Bushido that seat ``a`` aimed at seat ``b``
        self.aggression: list[list[int]] = [[0] * n for _ in range(n)]
        self.turn = self.shogun
        self.turn_number = 0
        self.phase = PLAY
        self.actor = self.shogun
        self.weapons_played = 0
        # the attack being answered
        self.atk_weapon = -1
        self.atk_target = -1
        self.atk_damage = 0
        # Battle Cry or Jujutsu being answered, and who answers after the current answerer
        self.answer_card = -1
        self.answer_queue: list[int] = []
        #: the card Bushido revealed
        self.revealed = -1
        #: the first card of the draw phase still to draw (Ieyasu's choice pending)
        self.draws_due = 0
        self.discard_queue: list[int] = []
        self.over = False
        self.end_kind = ""
        self.end_reason = ""
        #: why the game ended, as people read it (``end_reason`` is its English text)
        self.end_said: Message | None = None
        self.last_standing = -1
        self.deadly_team = -1
        if self.verbose:
            self.note("setup", self._setup_said())
        for p in range(n):
            if self.verbose:
                self.note(
                    "deal",
                    Message("sw-deal", who=self.who_said(p), cards=tuple(self.card_said(c) for c in self.hands[p])),
                    visible_to=frozenset({p}),
                )
                self.note(
                    "role",
                    Message("sw-role", who=self.who_said(p), role=self.role_said(p)),
                    visible_to=None if p == self.shogun else frozenset({p}),
                )
        begin_turn(self, self.shogun)
        self.keep_setup_events()

    def derive_seats(self) -> None:
        """Recompute what each seat's character (and the 3-player Shogun's bonuses) add: the
        ability, starting resilience, difficulty, wounds, weapons and draws (fixed for a game;
        tests that arrange a position call it after changing characters or roles)."""
        rs = self.rules
        n = self.n
        self.ability = [rs.char_ability[c] for c in self.chars]
        self.max_res = [rs.char_res[c] for c in self.chars]
        amount = [rs.char_params[c].get("amount", 0) for c in self.chars]
        ab = self.ability
        self.protection = [amount[p] if ab[p] == HARDER_TO_ATTACK else 0 for p in range(n)]
        self.damage_bonus = [amount[p] if ab[p] == WEAPON_WOUNDS_BONUS else 0 for p in range(n)]
        self.extra_weapons = [amount[p] if ab[p] == EXTRA_WEAPONS else 0 for p in range(n)]
        self.extra_draws = [amount[p] if ab[p] == EXTRA_DRAW else 0 for p in range(n)]
        self.extra_weapons[self.shogun] += rs.shogun_extra_weapons
        self.extra_draws[self.shogun] += rs.shogun_extra_draws
        # seats are numbered from 1 wherever people read them (the log, the reasons)
        self.seat_names = [f"seat {p + 1} ({rs.char_names[c]})" for p, c in enumerate(self.chars)]

    def _setup_said(self) -> Message:
        seats = tuple(
            Message("sw-setup-seat", n=p + 1, character=self.rules.char_said[self.chars[p]]) for p in range(self.n)
        )
        return Message("sw-setup", players=self.n, seats=seats, shogun=self.who_said(self.shogun))

    # ------------------------------------------------------------------ contract
    def num_players(self) -> int:
        return self.n

    def is_terminal(self) -> bool:
        return self.over

    def current_player(self) -> int:
        return TERMINAL if self.over else self.actor

    def legal_actions(self) -> list[Action]:
        if self.over:
            return []
        if self._legal is None:
            self._legal = legal_actions(self)
        return list(self._legal)

    def illegal_reason(self, action: Action) -> Message | None:
        if self._legal is None:
            self.legal_actions()
        assert self._legal is not None
        if action in self._legal:
            return None
        return why_illegal(self, action)

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        HANDLERS[type(action)](self, action)
        return self.take_events()

    def outcome(self) -> Outcome | None:
        if not self.over:
            return None
        return outcome(self)

    def clone(self) -> SSState:
        other = self.shallow_copy()
        other.roles = list(self.roles)
        other.removed_roles = list(self.removed_roles)
        other.res = list(self.res)
        other.honor = list(self.honor)
        other.deck = self.deck.copy()
        other.hands = [list(h) for h in self.hands]
        other.in_play = [list(h) for h in self.in_play]
        other.armor = list(self.armor)
        other.fast_draw = list(self.fast_draw)
        other.focus = list(self.focus)
        other.resolving = list(self.resolving)
        other.aggression = [list(a) for a in self.aggression]
        other.answer_queue = list(self.answer_queue)
        other.discard_queue = list(self.discard_queue)
        return other

    def key(self) -> Any:
        return (
            tuple(self.roles),
            tuple(self.removed_roles),
            tuple(self.chars),
            tuple(self.res),
            self.res_pool,
            tuple(self.honor),
            self.honor_box,
            self.deck.key(),
            tuple(tuple(h) for h in self.hands),
            tuple(tuple(h) for h in self.in_play),
            tuple(self.resolving),
            self.bushido_at,
            tuple(tuple(a) for a in self.aggression),
            (self.turn, self.turn_number, self.phase, self.actor, self.weapons_played),
            (self.atk_weapon, self.atk_target, self.atk_damage),
            (self.answer_card, tuple(self.answer_queue), self.revealed, self.draws_due, tuple(self.discard_queue)),
            (self.over, self.end_kind, self.last_standing, self.deadly_team),
        )

    def observation(self, player: int) -> SamuraiSwordObservation:
        return observation(self, player)

    def glance(self, player: int) -> Glance:
        """The part of ``player``'s observation a playing policy reads (built faster)."""
        return glance(self, player)

    def spectator_observation(self, player: int) -> SamuraiSwordObservation:
        """What every seat knows, laid out for ``player``: its hand and (but the Shogun's, until the
        end) its role left out, as the others' are."""
        return observation(self, player, public=True)

    def resample_hidden(self, viewer: int, seed: int) -> SSState:
        """Redeal what ``viewer`` cannot see: the other hands (at the end, but the Daimyo cards
        they showed), the order of the deck, and (until the end reveals them) the role cards of
        the other seats but the Shogun's together with the ninja cards removed unseen."""
        return self._redeal(viewer, seed)

    def resample_public(self, seed: int) -> SSState:
        """Redeal what not every seat sees: every hand, the deck's order and every role but the Shogun's."""
        return self._redeal(None, seed)

    def _redeal(self, viewer: int | None, seed: int) -> SSState:
        other = self.clone()
        rnd = random.Random(seed)
        others = [p for p in range(self.n) if p != viewer]
        if not self.over:
            redeal(rnd, [other.deck.pile, *(other.hands[p] for p in others)])
        else:  # the Daimyo cards held were shown for the points (L285-288); the rest stays hidden
            effect = self.rules.effect
            kept = [[c for c in other.hands[p] if effect[c] == DAIMYO] for p in others]
            rest = [[c for c in other.hands[p] if effect[c] != DAIMYO] for p in others]
            pile = other.deck.pile
            others_in_pile = [c for c in pile if effect[c] != DAIMYO]
            redeal(rnd, [others_in_pile, *rest])
            pile[:] = others_in_pile + [c for c in pile if effect[c] == DAIMYO]
            canonical_shuffle(rnd, pile)
            for p, shown, hidden in zip(others, kept, rest):
                other.hands[p] = shown + hidden
        if not self.over:
            hidden_seats = [p for p in range(self.n) if p not in (viewer, self.shogun)]
            pool = [other.roles[p] for p in hidden_seats]
            removed = other.removed_roles
            redeal(rnd, [pool, removed])
            for p, card in zip(hidden_seats, pool):
                other.roles[p] = card
            removed.sort()
        return other

    def revealed_since(self, before: State) -> bool:
        """Draws come from a deck shuffled earlier, so every card drawn counts as news."""
        if super().revealed_since(before):
            return True
        return isinstance(before, SSState) and (
            len(self.deck.pile) != len(before.deck.pile) or self.deck.reshuffles != before.deck.reshuffles
        )

    # ------------------------------------------------------------------ naming and log
    def who(self, p: int) -> str:
        return self.seat_names[p]

    def card_name(self, c: int) -> str:
        return self.rules.card_names[c]

    def who_said(self, p: int) -> Name:
        """Seat ``p`` and its character, as a name that inflects: "игрока 2 (Бэнкэй)"."""
        ch = self.rules.char_said[self.chars[p]]
        return Name("sw-seat", (), (("en", ch.text("en") or ""), ("n", p + 1), ("ru", ch.text("ru") or "")))

    def card_said(self, c: int) -> Name:
        return self.rules.card_said[c]

    def role_said(self, p: int) -> Message:
        """Seat ``p``'s role card: the role, and a Ninja card's stars."""
        return Message("sw-role-card", role=self.rules.role_said[self.role_of(p)], stars=self.stars_of(p))

    def role_of(self, p: int) -> int:
        return self.rules.role_card_role[self.roles[p]]

    def stars_of(self, p: int) -> int:
        return self.rules.role_card_stars[self.roles[p]]

    def team_of(self, p: int) -> int:
        return TEAM_OF_ROLE[self.rules.role_card_role[self.roles[p]]]

    def note(self, kind: str, text: str | Message, visible_to: frozenset[int] | None = None, **data: Any) -> None:
        if self.verbose:
            self._events.append(Event(kind, text, data, visible_to))

    # ------------------------------------------------------------------ queries
    def harmless(self, p: int) -> bool:
        """No resilience or no card in hand (L101-113)."""
        return self.res[p] == 0 or not self.hands[p]

    def put_in_play(self, p: int, c: int) -> None:
        """Card ``c`` lies in play in front of ``p`` from now on."""
        rs = self.rules
        self.in_play[p].append(c)
        self.armor[p] += rs.armor[c]
        self.fast_draw[p] += rs.fast_draw[c]
        self.focus[p] += rs.focus[c]

    def take_from_play(self, p: int, c: int) -> None:
        """Card ``c`` leaves play in front of ``p`` (to the discards or another player)."""
        rs = self.rules
        self.in_play[p].remove(c)
        self.armor[p] -= rs.armor[c]
        self.fast_draw[p] -= rs.fast_draw[c]
        self.focus[p] -= rs.focus[c]

    # ------------------------------------------------------------------ cards
    def take_top(self) -> int:
        """The top card of the deck, or -1 when the deck and the discards are both empty. An empty
        deck is first refilled from the discards, which costs every player honor (L238-240);
        the game may end there (then -1)."""
        deck = self.deck
        pile = deck.pile
        if not pile:
            if not deck.discards:
                return -1
            self.deck_runs_out()
            if self.over:
                return -1
        c = pile.pop()
        if not pile and self.rules.reshuffle_on_last_card and deck.discards:
            self.deck_runs_out()
        return c

    def draw(self, p: int, k: int, why: Message) -> int:
        """``p`` draws up to ``k`` cards; returns how many arrived (fewer when the game ends or no
        card is left anywhere)."""
        hand = self.hands[p]
        got: list[int] = []
        for _ in range(k):
            c = self.take_top()
            if c < 0:
                break
            hand.append(c)
            got.append(c)
            if self.over:
                break
        if self.verbose and got:
            self.note(
                "draw", Message("sw-draw", who=self.who_said(p), count=len(got), why=why), player=p, cards=len(got)
            )
            names = tuple(self.card_said(c) for c in got)
            self.note(
                "draw-seen",
                Message("sw-draw-seen", who=self.who_said(p), cards=names),
                visible_to=frozenset({p}),
                player=p,
            )
        return len(got)

    def discard_from_hand(self, p: int, c: int, why: Message) -> None:
        self.hands[p].remove(c)
        self.deck.discards.append(c)
        if self.verbose:
            self.note(
                "discard",
                Message("sw-discard", who=self.who_said(p), card=self.card_said(c), why=why),
                player=p,
                card=c,
            )

    def deck_runs_out(self) -> None:
        """The discards become the new deck and every player puts 1 honor in the box (L238-240);
        a player left without honor ends the game (L242)."""
        self.deck.reshuffle(self.rng)
        losers = [p for p in range(self.n) if self.ability[p] != NO_HONOR_LOSS_ON_RESHUFFLE]
        for p in losers:
            self.honor[p] -= 1
        self.honor_box += len(losers)
        if self.verbose:
            self.note("deck-out", Message("sw-deck-out", cards=len(self.deck.pile), players=len(losers)))
        if any(h <= 0 for h in self.honor):
            self.end_scored(
                HONOR_END,
                -1,
                "a player has no honor left after the deck ran out",
                Message("sw-end-deck-out"),
            )

    def heal(self, p: int) -> int:
        """``p`` takes back every missing resilience token from the pool; returns how many."""
        k = min(self.max_res[p] - self.res[p], self.res_pool)
        self.res[p] += k
        self.res_pool -= k
        return k

    # ------------------------------------------------------------------ wounds, defeat, honor
    def wound(self, p: int, k: int, by: int, what: Name) -> int:
        """``p`` loses up to ``k`` resilience (excess wounds are ignored, L210-211) dealt by ``by``;
        losing the last token is a defeat. Returns the wounds taken."""
        taken = k if k < self.res[p] else self.res[p]
        self.res[p] -= taken
        self.res_pool += taken
        if self.verbose:
            self.note(
                "wound", Message("sw-wound", who=self.who_said(p), count=taken, card=what, left=self.res[p]), player=p
            )
        if self.res[p] == 0:
            self.defeat(p, by)
        return taken

    def defeat(self, p: int, by: int) -> None:
        """``p`` lost the last resilience token to ``by`` (L231-236): the token is gone first, then
        1 honor goes to ``by``; the end triggers follow (rules/001 §4.1, options A9, A10)."""
        rs = self.rules
        if self.verbose:
            self.note("defeat", Message("sw-defeat", who=self.who_said(p), by=self.who_said(by)), player=p, by=by)
        standing = [q for q in range(self.n) if self.res[q] > 0]
        last = standing[0] if len(standing) == 1 else -1
        mate = self.team_of(by) == self.team_of(p)
        swordmaster = last >= 0 and rs.swordmaster
        if swordmaster and not mate and rs.swordmaster_first:
            self.end_swordmaster(last)
            return
        self.honor[p] -= 1
        self.honor[by] += 1
        if self.verbose:
            self.note("honor", Message("sw-honor-given", who=self.who_said(p), to=self.who_said(by)), player=p, to=by)
        deadly = self.team_of(p) if mate else -1
        if self.honor[p] <= 0:
            self.end_scored(
                HONOR_END, deadly, f"{self.who(p)} has no honor left", Message("sw-end-no-honor", who=self.who_said(p))
            )
        elif swordmaster:
            if mate:
                self.end_scored(
                    LAST_STANDING_END,
                    deadly if rs.deadly_on_last_standing else -1,
                    f"{self.who(last)} is the last one standing, but the defeat was by a teammate",
                    Message("sw-end-last-standing-teammate", who=self.who_said(last)),
                )
            else:
                self.end_swordmaster(last)
        elif last >= 0 and rs.three_player_ends:
            self.end_scored(
                LAST_STANDING_END,
                deadly if rs.deadly_on_last_standing else -1,
                f"{self.who(last)} is the last one standing",
                Message("sw-end-last-standing", who=self.who_said(last)),
            )

    def lose_honor(self, p: int, why: Message) -> None:
        """``p`` puts 1 honor token in the box; none left ends the game (L242)."""
        self.honor[p] -= 1
        self.honor_box += 1
        if self.verbose:
            self.note("honor", Message("sw-honor-lost", who=self.who_said(p), why=why), player=p)
        if self.honor[p] <= 0:
            self.end_scored(
                HONOR_END, -1, f"{self.who(p)} has no honor left", Message("sw-end-no-honor", who=self.who_said(p))
            )

    # ------------------------------------------------------------------ the end
    def _end(self, kind: str, why: str, said: Message) -> None:
        """The game ends; ``why`` is the outcome's reason (English, saved with the game) and
        ``said`` the same for the log, in the reader's language."""
        self.over = True
        self.phase = OVER
        self.end_kind = kind
        self.end_reason = why
        self.end_said = said

    def end_swordmaster(self, last: int) -> None:
        self.last_standing = last
        said = Message("sw-end-swordmaster", who=self.who_said(last))
        self._end(SWORDMASTER_END, f"Victory of the Swordmaster: {self.who(last)} is the last one standing", said)
        if self.verbose:
            self.note("end", said, winner=last)

    def end_scored(self, kind: str, deadly_team: int, why: str, said: Message) -> None:
        """The game ends by the score (:meth:`_end`); ``deadly_team`` is the team that loses the
        deadly-strike points (one of its players fell to a teammate), -1 for none."""
        self.deadly_team = deadly_team
        self._end(kind, why, said)
        if self.verbose:
            self.note("end", Message("sw-end", why=said))
