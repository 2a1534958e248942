"""The Battle for Rokugan game state: tokens behind the screens, on the board and in the discards,
control and special tokens, cards, and where the round stands.

The procedure lives in the rule modules (flow, placement, effects, resolution, scoring); this module
holds the data and the bookkeeping every rule shares: moving control tokens (face-up ones leave first,
L563), special tokens (one per province, L513-517), combat tokens between pool, hand, board and
discards (L421, L561), and the contract of :class:`engine.core.game.State`."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.core.bufferedstate import BufferedState
from engine.core.cards import Deck
from engine.core.game import TERMINAL, Action, Event, Game, Outcome, State, win_outcome
from engine.core.message import Message, Name
from engine.games.rokugan import flow
from engine.games.rokugan.board import LocKind
from engine.games.rokugan.common import PERMANENT_SPECIALS, SPECIAL_SUPPLY, SpecialKind, TokenType
from engine.games.rokugan.hidden import resample
from engine.games.rokugan.observation import RKObservation, observation
from engine.games.rokugan.pieces import GONE, Pending, Placed, Special, token_code_said

if TYPE_CHECKING:
    from engine.games.rokugan.prepare import ClanRules, Prepared


#: the phases whose turns are taken in public (:meth:`RKState.public_observation`)
PUBLIC_PHASES = ("claim",)


class RKState(BufferedState):
    """One position of a game of Battle for Rokugan (seats 0.. in clockwise order)."""

    def __init__(self, game: Game, prep: Prepared, seed: int, *, verbose: bool = True) -> None:
        super().__init__(game, seed, verbose=verbose)
        self.prep = prep
        self.board = prep.board
        self.opt = prep.options
        sc = prep.scenario
        self.n = sc.players
        self.clans: list[ClanRules] = []
        self.round = 1
        self.phase = "setup"
        self.first = 0
        self.fp_card = False
        self.pool: list[Deck[int]] = []
        #: whether tokens joined a pool since it was last shuffled (it is shuffled before drawing then)
        self.pool_dirty: list[bool] = []
        self.hand: list[list[int]] = []
        self.discard: list[list[int]] = []
        self.aside: list[list[int]] = []
        self.drawn: list[list[int]] = []
        self.placed: list[Placed] = []
        self.serial = 0
        self.arrival = 0
        # one more than the slots: centres count on the last, which stays 0 (Board.loc_slot)
        self.slot_count = [0] * (len(self.board.slot_locs) + 1)
        n_prov = self.board.n
        self.owner = [-1] * n_prov
        self.up = [0] * n_prov
        self.down = [0] * n_prov
        self.special: list[Special | None] = [None] * n_prov
        self.control_supply: list[int] = []
        self.special_supply = {k: v for k, v in SPECIAL_SUPPLY.items()}
        self.ronin: list[bool] = []
        self.no_bluff: list[bool] = []
        regions = len(self.board.regions)
        self.region_card: list[str | None] = [None] * regions
        self.card_holder = [GONE] * regions
        self.card_known = [0] * regions
        self.played_cards: list[str] = []
        self.objective_offer: list[tuple[str, ...]] = []
        self.objective: list[str | None] = []
        self.objective_box: list[str] = []
        self.scouts: list[int] = []
        self.shugenja: list[int] = []
        self.initiative: Deck[str] = Deck([], "initiative deck")
        self.initiative_seen: list[str] = []
        self.peeks_left: list[int] = []
        self.swaps_left: list[int] = []
        self.turn = 0
        self.turn_placed = False
        self.turn_scouts = 0
        self.turn_shugenja = 0
        self.done: list[bool] = []
        self.card_passes = 0
        self.claims_left: list[int] = []
        self.pending: Pending | None = None
        self.cleared_attack: set[int] = set()
        self.spied: list[tuple[int, int, tuple[str, ...]]] = []
        self.honor: list[int] | None = None
        self.breakdown: list[dict[str, int]] | None = None
        self.winners: frozenset[int] | None = None
        self.end_reason = ""
        #: why the game ended, as people read it (``end_reason`` is its English text)
        self.end_said: Message | None = None
        #: bumped whenever control, special tokens or per-round restrictions change (legality caches)
        self.version = 0
        self._legal_cache: dict[int, tuple[int, dict[TokenType, tuple[int, ...]]]] = {}
        #: per-version caches: the board's special-token flags, the provinces' views
        self._flags_cache: tuple[int, tuple[list[bool], ...]] | None = None
        self._views_cache: tuple[int, tuple[Any, ...]] | None = None
        self._place_cache: dict[int, tuple[int, dict[str, Any]]] = {}
        flow.setup(self)
        flow.run(self)
        self.keep_setup_events()

    # ------------------------------------------------------------------ contract
    def num_players(self) -> int:
        return self.n

    def is_terminal(self) -> bool:
        return self.phase == "over"

    def current_player(self) -> int:
        if self.phase == "over":
            return TERMINAL
        if self.pending is not None:
            return self.pending.player
        return self.turn

    def legal_actions(self) -> list[Action]:
        if self.phase == "over":
            return []
        if self._legal is None:
            self._legal = flow.legal_actions(self)
        return list(self._legal)

    def illegal_reason(self, action: Action) -> Message | None:
        return flow.illegal_reason(self, action)

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        self._events = []
        flow.act(self, action)
        flow.run(self)
        return self.take_events()

    def outcome(self) -> Outcome | None:
        if self.winners is None:
            return None
        return win_outcome(self.n, self.winners, self.end_said or self.end_reason)

    def clone(self) -> RKState:
        other = self.shallow_copy()
        other._legal_cache = dict(self._legal_cache)
        other._place_cache = dict(self._place_cache)
        other.pool = [p.copy() for p in self.pool]
        other.pool_dirty = list(self.pool_dirty)
        other.hand = [list(h) for h in self.hand]
        other.discard = [list(h) for h in self.discard]
        other.aside = [list(h) for h in self.aside]
        other.drawn = [list(h) for h in self.drawn]
        other.placed = [p.copy() for p in self.placed]
        other.slot_count = list(self.slot_count)
        other.owner = list(self.owner)
        other.up = list(self.up)
        other.down = list(self.down)
        other.special = list(self.special)
        other.control_supply = list(self.control_supply)
        other.special_supply = dict(self.special_supply)
        other.ronin = list(self.ronin)
        other.no_bluff = list(self.no_bluff)
        other.region_card = list(self.region_card)
        other.card_holder = list(self.card_holder)
        other.card_known = list(self.card_known)
        other.played_cards = list(self.played_cards)
        other.objective_offer = list(self.objective_offer)
        other.objective = list(self.objective)
        other.objective_box = list(self.objective_box)
        other.scouts = list(self.scouts)
        other.shugenja = list(self.shugenja)
        other.initiative = self.initiative.copy()
        other.initiative_seen = list(self.initiative_seen)
        other.peeks_left = list(self.peeks_left)
        other.swaps_left = list(self.swaps_left)
        other.done = list(self.done)
        other.claims_left = list(self.claims_left)
        other.cleared_attack = set(self.cleared_attack)
        other.spied = list(self.spied)
        other.honor = list(self.honor) if self.honor is not None else None
        other.breakdown = [dict(b) for b in self.breakdown] if self.breakdown is not None else None
        return other

    def key(self) -> Any:
        return (
            tuple(c.id for c in self.clans),
            self.round,
            self.phase,
            self.first,
            self.fp_card,
            tuple(p.key() for p in self.pool),
            tuple(self.pool_dirty),
            tuple(tuple(h) for h in self.hand),
            tuple(tuple(h) for h in self.discard),
            tuple(tuple(h) for h in self.aside),
            tuple(tuple(h) for h in self.drawn),
            tuple(p.key() for p in self.placed),
            self.serial,
            self.arrival,
            tuple(self.owner),
            tuple(self.up),
            tuple(self.down),
            tuple(self.special),
            tuple(self.control_supply),
            tuple(sorted(self.special_supply.items())),
            tuple(self.ronin),
            tuple(self.no_bluff),
            tuple(self.region_card),
            tuple(self.card_holder),
            tuple(self.card_known),
            tuple(self.played_cards),
            tuple(self.objective_offer),
            tuple(self.objective),
            tuple(self.objective_box),
            tuple(self.scouts),
            tuple(self.shugenja),
            self.initiative.key(),
            tuple(self.initiative_seen),
            tuple(self.peeks_left),
            tuple(self.swaps_left),
            self.turn,
            self.turn_placed,
            self.turn_scouts,
            self.turn_shugenja,
            tuple(self.done),
            self.card_passes,
            tuple(self.claims_left),
            self.pending,
            tuple(sorted(self.cleared_attack)),
            tuple(self.spied),
            tuple(self.honor) if self.honor is not None else None,
            self.winners,
        )

    def observation(self, player: int) -> RKObservation:
        return observation(self, player)

    def public_observation(self, player: int) -> RKObservation | None:
        """The public view during the claim phase: a claim is chosen from the board alone (rules/004
        setup step 10, L168-170), every other decision from the seat's hand, cards or objective."""
        if self.phase not in PUBLIC_PHASES or self.pending is not None:
            return None
        return self.spectator_observation(player)

    def spectator_observation(self, player: int) -> RKObservation:
        """What every clan knows: the board with the faces every clan has seen, the hands and
        objectives left out. The resolution is fought face up on it (rules/004 §3.4, L417-431), so
        a hot-seat screen plays it back while every clan is looking."""
        return observation(self, player, public=True)

    def resample_hidden(self, viewer: int, seed: int) -> RKState:
        return resample(self, viewer, random.Random(seed), seed)

    def resample_public(self, seed: int) -> RKState:
        return resample(self, None, random.Random(seed), seed)

    def revealed_since(self, before: State) -> bool:
        if super().revealed_since(before):
            return True
        assert isinstance(before, RKState)
        return self.round != before.round or self.phase != before.phase or len(self.spied) != len(before.spied)

    # ------------------------------------------------------------------ explanations
    def note(
        self, kind: str, said: Message, data: dict[str, Any] | None = None, visible_to: frozenset[int] | None = None
    ) -> None:
        """Record an event (what it says is a message, rendered in its reader's language); rollouts
        (``verbose`` off) record none."""
        if self.verbose:
            self._events.append(Event(kind, said, data or {}, visible_to))
            self.record_step(len(self._events))

    def clan_name(self, seat: int) -> str:
        return self.clans[seat].name if 0 <= seat < len(self.clans) else "nobody"

    # -- the words of messages (rendered in the reader's language where they are read)
    def clan_said(self, seat: int) -> Name:
        """The clan of ``seat`` by its glossary term, else by the name its content gives."""
        if not 0 <= seat < len(self.clans):
            return Name.of("rk-nobody")
        clan = self.clans[seat]
        return Name.content(clan.name, term="rk-clan-" + clan.id)

    def card_said(self, card: str) -> Name:
        """A card (territory, objective, neutral initiative, scout...) by the names its content gives."""
        prep = self.prep
        found: Any = prep.territory.get(card) or prep.objectives.get(card) or prep.neutral.get(card)
        if found is None and card in ("scout", "shugenja", "first_player"):
            found = getattr(prep.cards, card, None)
        if found is None:
            return Name.content(card)
        return Name.content({"en": found.name.en, "ru": found.name.ru})

    def province_said(self, p: int) -> Name:
        """Province ``p`` by the names the map gives it."""
        return self.board.said[p] if p < len(self.board.said) else Name.content(self.board.provinces[p])

    def region_said(self, r: int) -> Name:
        region = self.board.regions[r]
        return region.said if region.said.texts else Name.content(region.name or region.id)

    def token_said(self, seat: int, token: int) -> Message | Name:
        """A clan's combat token by its type's glossary term and its strength."""
        return token_code_said(self.code(seat, token))

    def loc_said(self, loc: int) -> Message:
        """Where a combat token lies: a province's centre, a land border aimed at a province, a coast."""
        at = self.board.locations[loc]
        if at.kind is LocKind.CENTRE:
            return Message("rk-at-centre", province=self.province_said(at.target))
        if at.kind is LocKind.LAND:
            return Message("rk-at-border", source=self.province_said(at.source), target=self.province_said(at.target))
        return Message("rk-at-coast", province=self.province_said(at.target))

    def pname(self, p: int) -> str:
        return self.board.provinces[p]

    def code(self, seat: int, token: int) -> str:
        return self.clans[seat].tokens[token].code

    def ttype(self, seat: int, token: int) -> TokenType:
        return self.clans[seat].tokens[token].type

    def seat_of(self, clan: str) -> int:
        for i, c in enumerate(self.clans):
            if c.id == clan:
                return i
        return -1

    # ------------------------------------------------------------------ control tokens
    def provinces_of(self, seat: int) -> list[int]:
        return [p for p, o in enumerate(self.owner) if o == seat]

    def control_on_board(self, seat: int) -> int:
        return sum(self.up[p] + self.down[p] for p, o in enumerate(self.owner) if o == seat)

    def add_control(self, p: int, seat: int, face_up: int = 0, face_down: int = 0) -> tuple[int, int]:
        """Put ``seat``'s control tokens in ``p`` from its supply (fewer when the supply runs out and
        supply limits apply, G17). Returns how many went face up and face down."""
        if self.special[p] is not None and self.special[p].kind is SpecialKind.SCORCHED_EARTH:  # type: ignore[union-attr]
            return (0, 0)  # scorched earth can never be controlled (L521)
        if self.owner[p] not in (-1, seat):
            self.remove_all_control(p)
        if self.opt.supply_limits:
            face_up = min(face_up, self.control_supply[seat])
            face_down = min(face_down, self.control_supply[seat] - face_up)
        if face_up + face_down == 0:
            return (0, 0)
        self.control_supply[seat] -= face_up + face_down
        self.owner[p] = seat
        self.up[p] += face_up
        self.down[p] += face_down
        self.version += 1
        return (face_up, face_down)

    def remove_all_control(self, p: int) -> int:
        """Every control token in ``p`` back to its owner's supply (L563); returns how many."""
        seat = self.owner[p]
        if seat < 0:
            return 0
        k = self.up[p] + self.down[p]
        self.control_supply[seat] += k
        self.owner[p] = -1
        self.up[p] = self.down[p] = 0
        self.version += 1
        return k

    def remove_one_control(self, p: int) -> bool:
        """One of the owner's control tokens from ``p``, face-up ones first (L274, L563). Returns
        whether it was face up."""
        seat = self.owner[p]
        face_up = self.up[p] > 0
        if face_up:
            self.up[p] -= 1
        else:
            self.down[p] -= 1
        self.control_supply[seat] += 1
        if self.up[p] + self.down[p] == 0:
            self.owner[p] = -1
        self.version += 1
        return face_up

    # ------------------------------------------------------------------ special tokens
    def has_special(self, p: int, kind: SpecialKind) -> bool:
        sp = self.special[p]
        return sp is not None and sp.kind is kind

    def may_place_special(self, p: int, kind: SpecialKind) -> bool:
        """Scorched earth and peace are never replaced, not even by each other (L515, FAQ v1.3)."""
        sp = self.special[p]
        if sp is not None and sp.kind in PERMANENT_SPECIALS:
            return False
        return not (self.opt.supply_limits and kind in PERMANENT_SPECIALS and self.special_supply[kind] <= 0)

    def put_special(self, p: int, sp: Special) -> Special | None:
        """Put ``sp`` in ``p``, replacing (and returning to the supply) any token there (L513-517).
        Scorched earth removes every control token: it can never be controlled (L521)."""
        old = self.special[p]
        if old is not None:
            self.special_supply[old.kind] += 1
        self.special_supply[sp.kind] -= 1
        self.special[p] = sp
        if sp.kind is SpecialKind.SCORCHED_EARTH:
            self.remove_all_control(p)
        self.version += 1
        return old

    def take_special(self, p: int) -> Special | None:
        old = self.special[p]
        if old is not None:
            self.special_supply[old.kind] += 1
            self.special[p] = None
            self.version += 1
        return old

    def harbor(self, p: int) -> bool:
        return self.has_special(p, SpecialKind.HARBOR)

    def coastal_now(self, p: int) -> bool:
        """Coastal by the map, or by a harbor (L539)."""
        return self.board.coastal[p] or self.harbor(p)

    # ------------------------------------------------------------------ combat tokens
    def place_token(self, seat: int, token: int, loc: int, *, face_up: bool = False) -> Placed:
        self.serial += 1
        self.arrival += 1
        pl = Placed(self.serial, seat, token, loc, face_up, self.arrival)
        self.placed.append(pl)
        slot = self.board.locations[loc].slot
        if slot >= 0:
            self.slot_count[slot] += 1
        return pl

    def find_placed(self, serial: int) -> Placed | None:
        for pl in self.placed:
            if pl.serial == serial:
                return pl
        return None

    def lift(self, pl: Placed) -> None:
        """Take a token (and its own blessings) off the board without sending it anywhere yet; another
        clan's blessing on it goes to that clan's discard pile, being illegal wherever it goes (L391)."""
        self.placed.remove(pl)
        for q, b in pl.foreign:
            self.discard[q].append(b)
        pl.foreign = []
        slot = self.board.locations[pl.loc].slot
        if slot >= 0:
            self.slot_count[slot] -= 1

    def to_pool(self, seat: int, token: int) -> None:
        """A token back into its owner's face-down pool (shuffled in before the next draw)."""
        self.pool[seat].pile.append(token)
        self.pool_dirty[seat] = True

    def to_discard(self, seat: int, token: int) -> str:
        """A combat token leaving the board goes to its placer's discard pile, a bluff back behind the
        screen (L411, L561). Returns where it went."""
        if token == self.clans[seat].bluff:
            self.hand[seat].append(token)
            return "hand"
        self.discard[seat].append(token)
        return "discard"

    def discard_placed(self, pl: Placed, *, blessings_to: str = "discard") -> None:
        self.lift(pl)
        self.to_discard(pl.owner, pl.token)
        for b in pl.blessings:
            if blessings_to == "hand":
                self.hand[pl.owner].append(b)
            else:
                self.discard[pl.owner].append(b)

    def blessed(self, pl: Placed) -> bool:
        """A token under a blessing is immune to card effects and clan abilities (L393)."""
        return bool(pl.blessings)

    def strength(self, pl: Placed) -> int:
        seat = pl.owner
        toks = self.clans[seat].tokens
        return toks[pl.token].strength + sum(toks[b].strength for b in pl.blessings)

    def tokens_count(self, seat: int) -> int:
        """Every combat token of ``seat``: pool, hand, set aside, board (blessings included), discards."""
        board = sum(1 + len(pl.blessings) for pl in self.placed if pl.owner == seat)
        board += sum(1 for pl in self.placed for q, _ in pl.foreign if q == seat)
        return len(self.pool[seat]) + len(self.hand[seat]) + len(self.aside[seat]) + board + len(self.discard[seat])

    # ------------------------------------------------------------------ regions
    def region_controller(self, r: int) -> int:
        """The seat controlling every non-scorched province of region ``r`` (L551, L523), or -1; a
        region of scorched provinces only is nobody's (G14)."""
        seat = -1
        any_land = False
        special = self.special
        owner = self.owner
        scorched = SpecialKind.SCORCHED_EARTH
        for p in self.board.regions[r].provinces:
            sp = special[p]
            if sp is not None and sp.kind is scorched:
                continue
            any_land = True
            o = owner[p]
            if o < 0 or (seat >= 0 and o != seat):
                return -1
            seat = o
        return seat if any_land else -1

    def all_scorched(self, r: int) -> bool:
        return all(self.has_special(p, SpecialKind.SCORCHED_EARTH) for p in self.board.regions[r].provinces)

    def held_cards(self, seat: int) -> list[str]:
        return [c for r, c in enumerate(self.region_card) if c is not None and self.card_holder[r] == seat]

    def clear_card(self, card: str) -> None:
        """A played territory card goes back to the box (L555)."""
        for r, c in enumerate(self.region_card):
            if c == card:
                self.region_card[r] = None
                self.card_holder[r] = GONE
        self.played_cards.append(card)

    # -- turns of the placement phase
    def start_turn(self) -> None:
        """The seat to move starts its turn: nothing placed, no scout or shugenja played yet."""
        self.turn_placed = False
        self.turn_scouts = 0
        self.turn_shugenja = 0

    def end_turn(self) -> None:
        """The seat to move has placed: the next seat clockwise starts its turn."""
        self.turn = (self.turn + 1) % self.n
        self.start_turn()
