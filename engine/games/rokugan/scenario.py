"""The scenario document (``kind: rokugan/scenario``): which map, clans, cards and rule options a
game is played with, for how many players, with what already on the board (rules/004 §2, §6.3)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, register_kind
from engine.content.issues import Issue, error, warning
from engine.core.message import Message
from engine.games.rokugan.card_model import CardSet
from engine.games.rokugan.clan_model import Clan
from engine.games.rokugan.common import GAME, Names, SpecialKind
from engine.games.rokugan.common import INITIAL_CONTROL_TOKENS as INITIAL_CONTROL_TOKENS
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.options import RuleOptions

ALL_CLANS = ["crab", "crane", "dragon", "lion", "phoenix", "scorpion", "unicorn"]
#: a clan's control tokens (rules/004 §1.1): no province or player starts with more
CONTROL_TOKENS = 30
#: a clan's combat tokens (L71): no hand holds more
COMBAT_TOKENS = 27


class PreplacedControl(Model):
    province: Ident
    clan: Ident
    face_up: int = Field(default=0, ge=0, le=CONTROL_TOKENS)
    face_down: int = Field(default=1, ge=0, le=CONTROL_TOKENS)


class PreplacedSpecial(Model):
    province: Ident
    special: SpecialKind
    value: int = Field(default=0, ge=0, le=9)
    covers_flowers: bool = False


class ObjectiveDeal(Model):
    """Secret objectives: deal ``dealt`` to each player, who keeps ``kept`` (L135)."""

    cards: list[Ident] | None = Field(
        default=None, max_length=200, description="the objectives shuffled; none: all of the card set"
    )
    dealt: int = Field(default=2, ge=0, le=20)
    kept: int = Field(default=1, ge=0, le=1)


class InitiativeSetup(Model):
    """The initiative deck: the clan cards left after the first player's, topped up with neutral cards
    to ``deck_size`` (L163-167)."""

    neutral: list[Ident] | None = Field(
        default=None, max_length=50, description="neutral cards that may join; none: all"
    )
    deck_size: int = Field(default=4, ge=0, le=20)


class Scenario(ContentModel):
    """A game of Battle for Rokugan: the standard setup for 2-5 players, or an original one."""

    kind: Literal["rokugan/scenario"] = "rokugan/scenario"
    id: Ident
    title: Names
    description: LongText = ""
    map: Ident = "standard"
    cards: Ident = "core"
    players: int = Field(ge=2, le=5)
    allowed_clans: list[Ident] = Field(default_factory=lambda: list(ALL_CLANS), max_length=50)
    #: the clans in seat order (seat 1 first); none: drawn at random from the allowed clans
    clans: list[Ident] | None = Field(default=None, max_length=5)
    initial_control_tokens: int | None = Field(
        default=None,
        ge=0,
        le=CONTROL_TOKENS,
        description="per player besides the capital; none: 11/7/5/4 for 2/3/4/5 players",
    )
    capital_tokens: bool = Field(default=True, description="each player starts with a control token in their capital")
    #: the rulebook plays 5 rounds (L172); a longer game stays within what a table plays
    rounds: int = Field(default=5, ge=1, le=20)
    hand_size: int = Field(default=6, ge=2, le=COMBAT_TOKENS)
    tokens_kept: int = Field(default=1, ge=0, le=COMBAT_TOKENS)
    scouts_per_player: int = Field(default=2, ge=0, le=9, description="G1: setup step 4 of the English rulebook")
    shugenja_per_player: int = Field(default=1, ge=0, le=9, description="G1: setup step 4 of the English rulebook")
    first_player: Ident = Field(default="random", description="a clan id, or random: the top clan initiative card")
    first_player_card: bool | None = Field(default=None, description="none: used except with 2 players (L165)")
    territory_cards: dict[Ident, Ident] = Field(
        default_factory=dict,
        max_length=100,
        description="region -> card id, 'random' (one of the region's cards, the default) or 'none'",
    )
    objectives: ObjectiveDeal = Field(default_factory=ObjectiveDeal)
    initiative: InitiativeSetup = Field(default_factory=InitiativeSetup)
    preplaced_control: list[PreplacedControl] = Field(default_factory=list, max_length=300)
    preplaced_special: list[PreplacedSpecial] = Field(default_factory=list, max_length=300)
    rules: RuleOptions = Field(default_factory=RuleOptions)

    GAME = GAME
    DESCRIPTION = "a game setup: map, clans, player count, starting tokens, territory cards and rule options"

    def initial_tokens(self) -> int:
        if self.initial_control_tokens is not None:
            return self.initial_control_tokens
        return INITIAL_CONTROL_TOKENS.get(self.players, 4)

    def uses_first_player_card(self) -> bool:
        return self.first_player_card if self.first_player_card is not None else self.players > 2

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        lib = ctx.library
        if lib is None:
            return
        m = lib.get("rokugan/map", self.map)
        if not isinstance(m, RokuganMap):
            yield error("reference", Message("rk-check-no-map", map=self.map), "map")
            return
        cards = lib.get("rokugan/cards", self.cards)
        if not isinstance(cards, CardSet):
            yield error("reference", Message("rk-check-no-cards", cards=self.cards), "cards")
            return
        yield from scenario_issues(self, m, cards, {c: lib.get("rokugan/clan", c) for c in self.allowed_clans})


register_kind(Scenario)


def scenario_issues(sc: Scenario, m: RokuganMap, cards: CardSet, clans: dict[str, object]) -> Iterable[Issue]:
    """Every reason the scenario cannot be set up on map ``m`` with ``cards`` and ``clans``."""
    provinces = {p.id: p for p in m.provinces}
    capitals = {p.capital_of: p.id for p in m.provinces if p.capital_of}
    for i, c in enumerate(sc.allowed_clans):
        clan = clans.get(c)
        if not isinstance(clan, Clan):
            yield error("reference", Message("rk-check-no-clan", clan=c), "allowed_clans", i)
            continue
        if c not in capitals and clan.capital not in provinces:
            yield error("capital", Message("rk-check-no-capital", clan=c, map=m.id), "allowed_clans", i)
    if len(set(sc.allowed_clans)) < sc.players:
        yield error(
            "clans", Message("rk-check-too-few-clans", players=sc.players, allowed=len(sc.allowed_clans)), "players"
        )
    if sc.clans is not None:
        if len(sc.clans) != sc.players:
            yield error("clans", Message("rk-check-clans-named", count=len(sc.clans), players=sc.players), "clans")
        if len(set(sc.clans)) != len(sc.clans):
            yield error("clans", Message("rk-check-clan-twice"), "clans")
        for i, c in enumerate(sc.clans):
            if c not in sc.allowed_clans:
                yield error("clans", Message("rk-check-clan-not-allowed", clan=c), "clans", i)
    if sc.first_player != "random" and sc.first_player not in sc.allowed_clans:
        yield error("reference", Message("rk-check-first-player", clan=sc.first_player), "first_player")
    regions = {r.id for r in m.regions}
    by_id = {c.id: c for c in cards.territory_cards}
    used: dict[str, str] = {}
    for region, card in sc.territory_cards.items():
        if region not in regions:
            yield error("reference", Message("rk-check-no-region", map=m.id, region=region), "territory_cards", region)
        if card in ("random", "none"):
            continue
        if card not in by_id:
            yield error("reference", Message("rk-check-no-territory-card", card=card), "territory_cards", region)
        elif card in used:
            yield error(
                "duplicate_card",
                Message("rk-check-card-twice", card=card, first=used[card], second=region),
                "territory_cards",
                region,
            )
        used[card] = region
    for r in m.regions:
        if sc.territory_cards.get(r.id, "random") == "random" and not any(
            c.territory == r.id for c in cards.territory_cards
        ):
            yield warning("no_card", Message("rk-check-no-card-to-deal", region=r.id), "territory_cards")
    objective_ids = {o.id for o in cards.objectives}
    deck = sc.objectives.cards if sc.objectives.cards is not None else sorted(objective_ids)
    for i, o in enumerate(deck):
        if o not in objective_ids:
            yield error("reference", Message("rk-check-no-objective", card=o), "objectives", "cards", i)
    if len(deck) < sc.players * sc.objectives.dealt:
        yield error(
            "objectives",
            Message("rk-check-objectives", count=len(deck), dealt=sc.objectives.dealt, players=sc.players),
            "objectives",
        )
    neutral_ids = {n.id for n in cards.neutral_initiative}
    for i, n in enumerate(sc.initiative.neutral or []):
        if n not in neutral_ids:
            yield error("reference", Message("rk-check-no-neutral", card=n), "initiative", "neutral", i)
    specials: set[str] = set()
    for i, ps in enumerate(sc.preplaced_special):
        if ps.province not in provinces:
            yield error(
                "reference", Message("rk-check-no-province", province=ps.province), "preplaced_special", i, "province"
            )
        if ps.province in specials:
            yield error("special", Message("rk-check-two-specials", province=ps.province), "preplaced_special", i)
        specials.add(ps.province)
    held: dict[str, str] = {}
    for i, pc in enumerate(sc.preplaced_control):
        if pc.province not in provinces:
            yield error(
                "reference", Message("rk-check-no-province", province=pc.province), "preplaced_control", i, "province"
            )
        if pc.clan not in sc.allowed_clans:
            yield error(
                "reference", Message("rk-check-clan-not-allowed-here", clan=pc.clan), "preplaced_control", i, "clan"
            )
        if held.get(pc.province, pc.clan) != pc.clan:
            yield error("control", Message("rk-check-two-clans-hold", province=pc.province), "preplaced_control", i)
        held[pc.province] = pc.clan
    scorched = {ps.province for ps in sc.preplaced_special if ps.special is SpecialKind.SCORCHED_EARTH}
    free = [p for p in provinces if p not in scorched and p not in held]
    need = sc.players * sc.initial_tokens() + (sc.players if sc.capital_tokens else 0)
    if len(free) < need:
        yield error(
            "capacity",
            Message("rk-check-setup-capacity", count=need, map=m.id, free=len(free)),
            "initial_control_tokens",
        )
