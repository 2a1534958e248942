"""The setup document (``kind: samurai_sword/setup``): roles and their teams, the role cards of
the box, and per player count the roles dealt, starting honor, cards dealt by seat and the
scoring multipliers (rules/001 §2, §4.2), the token supplies and the rule options.

:class:`SamuraiSwordSetup` is what one game is started from: a setup document, a player count,
optionally another deck or character set, and rule option overrides.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Iterator
from typing import Annotated, Any, Literal

from pydantic import Field

from engine.content.base import CheckContext, Ident, LongText, Model, register_kind
from engine.content.issues import Issue, error, warning
from engine.content.repeats import with_repeats
from engine.core.message import Message, Name
from engine.games.samurai_sword.characters import CharacterSet
from engine.games.samurai_sword.deck import Confidence, Names, SwordDeck, SwordDocument
from engine.games.samurai_sword.options import RuleOptions

RoleId = Literal["shogun", "samurai", "ninja", "ronin"]
TeamId = Literal["shogun", "ninja", "ronin"]
ROLE_IDS: tuple[str, ...] = ("shogun", "samurai", "ninja", "ronin")
TEAM_IDS: tuple[str, ...] = ("shogun", "ninja", "ronin")
MIN_PLAYERS, MAX_PLAYERS = 3, 7

#: the rulebook's role deck per player count (L44-50, L318-319)
RULEBOOK_ROLES: dict[int, tuple[str, ...]] = {
    3: ("shogun", "ninja", "ninja"),
    4: ("shogun", "samurai", "ninja", "ninja"),
    5: ("shogun", "samurai", "ronin", "ninja", "ninja"),
    6: ("shogun", "samurai", "ronin", "ninja", "ninja", "ninja"),
    7: ("shogun", "samurai", "samurai", "ronin", "ninja", "ninja", "ninja"),
}
#: how many of each role a legal role deck holds (rules/001 §6.1)
ROLE_LIMITS: dict[str, tuple[int, int]] = {"shogun": (1, 1), "samurai": (0, 2), "ninja": (2, 3), "ronin": (0, 1)}


class RoleDef(Model):
    id: RoleId
    name: Names
    team: TeamId
    #: Daimyo cards held at the end score for this role (not for the Ronin, L287-288)
    scores_daimyo: bool = True


class RoleCard(Model):
    """One role card of the box; ninja cards show 1, 2 or 3 stars (L280-283)."""

    role: RoleId
    stars: int = Field(default=0, ge=0, le=3)


#: honor points: the box's tokens (TokenSupply) bound what a player can hold
MAX_HONOR = 99
#: cards dealt, drawn or played in one go: within the 90-card deck
Cards = Annotated[int, Field(ge=0, le=90)]


class StartingHonor(Model):
    shogun: int = Field(ge=1, le=MAX_HONOR)
    others: int = Field(ge=1, le=MAX_HONOR)


class PlayerCount(Model):
    players: int = Field(ge=MIN_PLAYERS, le=MAX_PLAYERS)
    roles: list[RoleId] = Field(max_length=MAX_PLAYERS)
    #: the ninja cards not used are removed without looking (4 players, L46-47); otherwise the
    #: rule option ``surplus_ninja`` decides
    remove_ninja_unseen: bool = False
    honor: StartingHonor
    #: cards dealt by seat, clockwise from the Shogun (L67-72)
    deal: list[Cards] = Field(max_length=MAX_PLAYERS)
    #: honor multiplier per role at the end (L243-279, reconstructed in rules/001 §4.2)
    multipliers: dict[RoleId, Annotated[int, Field(ge=0, le=9)]] = Field(max_length=len(ROLE_IDS))
    #: the ninja with the most stars scores with this multiplier instead (4 players, L280-283)
    most_stars_ninja_multiplier: int | None = Field(default=None, ge=0, le=9)
    #: the Shogun's extra cards per Draw phase and weapons per turn (3 players, L352-355)
    shogun_extra_draws: int = Field(default=0, ge=0, le=10)
    shogun_extra_weapons: int = Field(default=0, ge=0, le=10)
    #: the Shogun never loses honor to Bushido and discards it instead (3 players, L357-358)
    shogun_bushido_immune: bool = False
    #: whether the Victory of the Swordmaster exists (not in 3 players, L359)
    swordmaster: bool = True
    confidence: Confidence = "high"
    source: LongText = ""


class TokenSupply(Model):
    honor: int = Field(default=30, ge=1, le=999)
    resilience: int = Field(default=36, ge=1, le=999)


class SetupDoc(SwordDocument):
    """How games of every player count are set up and scored, and the rule options."""

    kind: Literal["samurai_sword/setup"] = "samurai_sword/setup"
    DESCRIPTION = "Samurai Sword setup (roles per player count, honor, deals, multipliers, rule options)"

    name: Names = Field(default_factory=lambda: Names(en="Setup"))
    deck: Ident = "core"
    characters: Ident = "core"
    tokens: TokenSupply = Field(default_factory=TokenSupply)
    draws_per_turn: int = Field(default=2, ge=0, le=10)
    weapons_per_turn: int = Field(default=1, ge=0, le=10)
    hand_limit: int = Field(default=7, ge=0, le=90)
    deadly_strike_penalty: int = Field(default=3, ge=0, le=MAX_HONOR)
    roles: list[RoleDef] = Field(default_factory=list, max_length=20)
    role_cards: list[RoleCard] = Field(default_factory=list, max_length=50)
    player_counts: list[PlayerCount] = Field(default_factory=list, max_length=20)
    rules: RuleOptions = Field(default_factory=RuleOptions)
    notes: list[LongText] = Field(default_factory=list, max_length=100)

    def for_players(self, n: int) -> PlayerCount | None:
        return next((pc for pc in self.player_counts if pc.players == n), None)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        defined = {r.id for r in self.roles}
        for rid in ROLE_IDS:
            if rid not in defined:
                yield error("role", Message("sw-check-role-undefined", role=_role(rid)), "roles")
        for i, r, again in with_repeats(self.roles, lambda r: r.id):
            if again:
                yield error("duplicate", Message("sw-check-role-twice", role=_role(r.id)), "roles", i, "id")
        cards: Counter[str] = Counter(c.role for c in self.role_cards)
        if cards["shogun"] != 1:
            yield error("role-cards", Message("sw-check-shogun-cards", count=cards["shogun"]), "role_cards")
        for i, pc, again in with_repeats(self.player_counts, lambda pc: pc.players):
            if again:
                yield error(
                    "duplicate", Message("sw-check-players-twice", players=pc.players), "player_counts", i, "players"
                )
            yield from _check_count(self, pc, i, cards)
        counts = {pc.players for pc in self.player_counts}
        missing = [n for n in range(MIN_PLAYERS, MAX_PLAYERS + 1) if n not in counts]
        if missing:
            yield warning(
                "player-counts",
                Message("sw-check-player-counts-missing", counts=tuple(missing)),
                "player_counts",
            )
        if ctx.library is not None:
            yield from _check_references(self, ctx)


def _check_count(doc: SetupDoc, pc: PlayerCount, i: int, cards: Counter[str]) -> Iterator[Issue]:
    n = pc.players
    where = ("player_counts", i)
    if len(pc.roles) != n:
        yield error("roles", Message("sw-check-roles-count", players=n, count=len(pc.roles)), *where, "roles")
    used: Counter[str] = Counter(pc.roles)
    for rid, (lo, hi) in ROLE_LIMITS.items():
        if used[rid] > cards[rid]:
            said = Message("sw-check-roles-over-box", count=used[rid], role=_role(rid), box=cards[rid])
            yield error("roles", said, *where, "roles")
        elif rid == "shogun" and used[rid] != 1:
            yield error("roles", Message("sw-check-one-shogun"), *where, "roles")
        elif not lo <= used[rid] <= hi:
            said = Message("sw-check-roles-limits", count=used[rid], role=_role(rid), low=lo, high=hi)
            yield warning("roles", said, *where, "roles")
    book = RULEBOOK_ROLES.get(n)
    if book is not None and Counter(book) != used:
        yield warning(
            "roles",
            Message("sw-check-roles-not-rulebook", players=n, roles=tuple(_role(r) for r in book)),
            *where,
            "roles",
        )
    if pc.remove_ninja_unseen and cards["ninja"] <= used["ninja"]:
        yield error("roles", Message("sw-check-no-ninja-left"), *where, "remove_ninja_unseen")
    if len(pc.deal) != n:
        yield error("deal", Message("sw-check-deal-count", players=n, count=len(pc.deal)), *where, "deal")
    for j, k in enumerate(pc.deal):
        if k < 0:
            yield error("deal", Message("sw-check-deal-negative"), *where, "deal", j)
    for rid in set(pc.roles):
        if rid not in pc.multipliers:
            yield error("multipliers", Message("sw-check-no-multiplier", role=_role(rid)), *where, "multipliers")
    for rid, m in pc.multipliers.items():
        if m < 0:
            yield error("multipliers", Message("sw-check-multiplier-negative"), *where, "multipliers", rid)
    honor = pc.honor.shogun + pc.honor.others * (n - 1)
    if honor > doc.tokens.honor:
        yield error(
            "honor",
            Message("sw-check-honor-tokens", players=n, honor=honor, box=doc.tokens.honor),
            *where,
            "honor",
        )
    if pc.most_stars_ninja_multiplier is not None and used["ninja"] < 2:
        yield warning("multipliers", Message("sw-check-most-stars"), *where)


def _role(rid: str) -> Name:
    """A role by its glossary name, its id where the glossary has none (English names it by id)."""
    return Name.content(rid, f"sw-role-{rid}")


def _check_references(doc: SetupDoc, ctx: CheckContext) -> Iterator[Issue]:
    assert ctx.library is not None
    deck = ctx.library.get("samurai_sword/deck", doc.deck)
    if not isinstance(deck, SwordDeck):
        known = tuple(ctx.library.ids("samurai_sword/deck"))
        yield error("reference", Message("sw-check-deck-unknown", deck=doc.deck, known=known, count=len(known)), "deck")
    else:
        need = max((sum(pc.deal) for pc in doc.player_counts), default=0)
        if deck.total() < need + doc.draws_per_turn:
            yield error(
                "deck-size",
                Message("sw-check-deck-too-small", deck=doc.deck, cards=deck.total(), deal=need),
                "deck",
            )
    chars = ctx.library.get("samurai_sword/characters", doc.characters)
    if not isinstance(chars, CharacterSet):
        known = tuple(ctx.library.ids("samurai_sword/characters"))
        said = Message("sw-check-characters-unknown", characters=doc.characters, known=known, count=len(known))
        yield error("reference", said, "characters")
        return
    pool = chars.characters if doc.rules.include_promo_characters else chars.base()
    most = max((pc.players for pc in doc.player_counts), default=0)
    if len(pool) < most:
        yield error(
            "characters",
            Message("sw-check-characters-too-few", count=len(pool), players=most),
            "characters",
        )
    top = sum(sorted((c.resilience for c in pool), reverse=True)[:most])
    if top > doc.tokens.resilience:
        yield error(
            "tokens",
            Message("sw-check-resilience-tokens", characters=most, need=top, box=doc.tokens.resilience),
            "tokens",
            "resilience",
        )


register_kind(SetupDoc)


class SamuraiSwordSetup(Model):
    """One game: the setup document, the player count, optionally another deck or character set
    than the document names, and rule options that override the document's."""

    setup: Ident = "core"
    players: int = Field(default=5, ge=MIN_PLAYERS, le=MAX_PLAYERS)
    deck: Ident | None = None
    characters: Ident | None = None
    rules: dict[Ident, Any] = Field(default_factory=dict, max_length=100)
