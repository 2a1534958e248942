"""The bridge from content to play: :func:`compile_rules` resolves a game's setup against the
content library and compiles it once into :class:`Rules`, plain lists and ints indexed by card
type, character and role, with the actions the game can offer created in advance (legal
action lists hand out these shared objects instead of building new ones)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from pydantic import ValidationError

from engine.content.io import schema_message
from engine.content.library import ContentLibrary
from engine.core.errors import WarbenchError
from engine.core.message import Message, Name, in_turn
from engine.games.samurai_sword.actions import Attack, Discard, Geisha, Parry, Play, PlayOn
from engine.games.samurai_sword.characters import CharacterSet
from engine.games.samurai_sword.deck import SwordDeck
from engine.games.samurai_sword.effects import (
    ABILITIES,
    ARMOR,
    BUSHIDO,
    CARD_EFFECTS,
    CARD_KINDS,
    FAST_DRAW,
    FOCUS,
    ability_params,
    effect_params,
)
from engine.games.samurai_sword.options import RuleOptions
from engine.games.samurai_sword.setup import ROLE_IDS, RoleDef, SamuraiSwordSetup, SetupDoc

SHOGUN, SAMURAI, NINJA, RONIN = range(4)
SHOGUN_TEAM, NINJA_TEAM, RONIN_TEAM = range(3)
TEAM_OF_ROLE = (SHOGUN_TEAM, SHOGUN_TEAM, NINJA_TEAM, RONIN_TEAM)
TEAM_NAMES = ("Shogun and Samurai", "Ninja", "Ronin")
ROLE_INDEX = {r: i for i, r in enumerate(ROLE_IDS)}


class SetupError(WarbenchError):
    """A setup that cannot be played (an unknown document, an unsupported player count...)."""


@dataclass(eq=False)
class Rules:
    """Everything a game of one player count needs, compiled from content (immutable in play)."""

    setup: SamuraiSwordSetup
    players: int
    options: RuleOptions
    # -- cards, by card type
    card_ids: list[str]
    card_names: list[str]
    kind: list[int]
    effect: list[int]
    difficulty: list[int]
    damage: list[int]
    defence: list[bool]
    params: list[dict[str, int]]
    #: what one copy in play adds: difficulty for attackers (Armor), wounds (Fast Draw), weapons (Focus)
    armor: list[int]
    fast_draw: list[int]
    focus: list[int]
    #: copies of the type that may lie in play at once (0 = no limit)
    max_in_play: list[int]
    index: dict[str, int]
    #: the deck to shuffle: one card type per copy
    deck: list[int]
    # -- characters
    char_ids: list[str]
    char_names: list[str]
    char_res: list[int]
    char_ability: list[int]
    char_params: list[dict[str, int]]
    # -- roles (role ints: SHOGUN, SAMURAI, NINJA, RONIN)
    role_names: list[str]
    role_scores_daimyo: list[bool]
    #: the box's role cards: their role and stars
    role_card_role: list[int]
    role_card_stars: list[int]
    # -- this player count
    roles_in_play: list[int]
    remove_unseen: bool
    honor_shogun: int
    honor_others: int
    deal: list[int]
    multiplier: list[int]
    most_stars_multiplier: int
    shogun_extra_draws: int
    shogun_extra_weapons: int
    shogun_bushido_immune: bool
    swordmaster: bool
    draws: int
    weapons: int
    hand_limit: int
    deadly_strike: int
    honor_supply: int
    resilience_supply: int
    # -- options as plain values
    bc_any_card: bool
    bushido_on_self: bool
    geisha_takes_bushido: bool
    ginchiyo_after_bonuses: bool
    ushiwaka_dealt: bool
    answer_clockwise: bool
    reshuffle_on_last_card: bool
    deadly_on_last_standing: bool
    swordmaster_first: bool
    fewest_stars: bool
    breathing_to_harmless: bool
    limit_every_turn: bool
    shield_geisha_diversion: bool
    three_player_ends: bool
    parry_off_turn_only: bool
    # -- the actions the game can offer, made once
    attack: list[list[Attack]]
    play: list[Play]
    play_on: list[list[PlayOn]]
    #: ``geisha[card][target][0]`` takes from the hand, ``[1 + t]`` the card type ``t`` in play
    geisha: list[list[list[Geisha]]]
    parry: list[Parry]
    discard: list[Discard]
    # -- the names people read, by card type, character and role (engine/i18n/*/samurai_sword*.ftl)
    card_said: list[Name] = field(default_factory=list)
    char_said: list[Name] = field(default_factory=list)
    role_said: list[Name] = field(default_factory=list)

    @property
    def n_types(self) -> int:
        return len(self.card_ids)


def _get(library: ContentLibrary, kind: str, ident: str, what: str) -> Any:
    model = library.get(kind, ident)
    if model is None:
        known = tuple(library.ids(kind))
        raise SetupError(Message("sw-setup-missing", what=what, id=ident, kind=kind, known=known, count=len(known)))
    return model


def _role(r: int) -> Name:
    """Role ``r`` as a glossary name (a message's English keeps the role's id, as the file has it)."""
    return Name.of(f"sw-role-{ROLE_IDS[r]}")


def merged_options(doc: SetupDoc, overrides: dict[str, Any]) -> RuleOptions:
    """The document's rule options with the game's overrides (raises :class:`SetupError` naming
    the option when a value or a name is wrong)."""
    try:
        return RuleOptions.model_validate({**doc.rules.model_dump(), **overrides})
    except ValidationError as exc:
        problems = [
            Message("sw-setup-rule-problem", field=".".join(map(str, e["loc"])), said=schema_message(e))
            for e in exc.errors()
        ]
        raise SetupError(Message("sw-setup-rules", setup=doc.id, problems=in_turn(problems))) from None


def compile_rules(setup: SamuraiSwordSetup, library: ContentLibrary) -> Rules:
    """``setup`` resolved against ``library`` and compiled for play.

    Raises :class:`SetupError` naming the field when the setup cannot be played."""
    doc: SetupDoc = _get(library, "samurai_sword/setup", setup.setup, "setup")
    if not isinstance(doc, SetupDoc):
        raise SetupError(Message("sw-setup-not-setup", id=setup.setup))
    deck: SwordDeck = _get(library, "samurai_sword/deck", setup.deck or doc.deck, "deck")
    chars: CharacterSet = _get(library, "samurai_sword/characters", setup.characters or doc.characters, "characters")
    opt = merged_options(doc, setup.rules)
    n = setup.players
    pc = doc.for_players(n)
    if pc is None:
        counts = ", ".join(str(p.players) for p in doc.player_counts)
        raise SetupError(Message("sw-setup-no-table", setup=doc.id, players=n, counts=counts))
    if len(pc.roles) != n or len(pc.deal) != n:
        raise SetupError(Message("sw-setup-table-sizes", setup=doc.id, players=n))

    cards = list(deck.cards)
    for c in cards:
        if c.effect not in CARD_EFFECTS:
            raise SetupError(Message("sw-setup-card-effect", deck=deck.id, card=c.id, effect=c.effect))
        if c.kind == "weapon" and (c.difficulty is None or c.damage is None):
            raise SetupError(Message("sw-setup-weapon", deck=deck.id, card=c.id))
    effects = [CARD_EFFECTS[c.effect].code for c in cards]
    params = [effect_params(c.effect, c.params) for c in cards]
    index = {c.id: i for i, c in enumerate(cards)}
    deck_list = [i for i, c in enumerate(cards) for _ in range(c.count)]
    if len(deck_list) < sum(pc.deal) + doc.draws_per_turn:
        raise SetupError(Message("sw-setup-deck-small", deck=deck.id, count=len(deck_list), deal=sum(pc.deal)))

    pool = chars.characters if opt.include_promo_characters else chars.base()
    if len(pool) < n:
        raise SetupError(Message("sw-setup-few-characters", set=chars.id, count=len(pool), players=n))
    for ch in pool:
        if ch.ability.id not in ABILITIES:
            raise SetupError(Message("sw-setup-ability", character=ch.id, ability=ch.ability.id))

    role_defs: dict[str, RoleDef] = {r.id: r for r in doc.roles}
    for rid in ROLE_IDS:
        if rid not in role_defs:
            raise SetupError(Message("sw-setup-role-undefined", setup=doc.id, role=rid))
    roles_in_play = [ROLE_INDEX[r] for r in pc.roles]
    if roles_in_play.count(SHOGUN) != 1:
        raise SetupError(Message("sw-setup-one-shogun", setup=doc.id, players=n))
    role_card_role = [ROLE_INDEX[c.role] for c in doc.role_cards]
    for r in set(roles_in_play):
        if roles_in_play.count(r) > role_card_role.count(r):
            raise SetupError(
                Message("sw-setup-role-cards", setup=doc.id, players=n, role=ROLE_IDS[r], role_name=_role(r))
            )
        if ROLE_IDS[r] not in pc.multipliers:
            raise SetupError(
                Message("sw-setup-no-multiplier", setup=doc.id, players=n, role=ROLE_IDS[r], role_name=_role(r))
            )

    types = range(len(cards))
    players = range(n)
    ids = [c.id for c in cards]
    return Rules(
        setup=setup,
        players=n,
        options=opt,
        card_ids=ids,
        card_names=[c.name.en for c in cards],
        card_said=[Name.content(c.name.model_dump(), f"sw-card-{c.id}") for c in cards],
        char_said=[Name.content(c.name.model_dump(), f"sw-character-{c.id}") for c in pool],
        role_said=[Name.content(role_defs[r].name.model_dump(), f"sw-role-{r}") for r in ROLE_IDS],
        kind=[CARD_KINDS.index(c.kind) for c in cards],
        effect=effects,
        difficulty=[c.difficulty or 0 for c in cards],
        damage=[c.damage or 0 for c in cards],
        defence=[c.defence for c in cards],
        params=params,
        armor=[p.get("difficulty", 0) if e == ARMOR else 0 for e, p in zip(effects, params)],
        fast_draw=[p.get("damage", 0) if e == FAST_DRAW else 0 for e, p in zip(effects, params)],
        focus=[p.get("weapons", 0) if e == FOCUS else 0 for e, p in zip(effects, params)],
        max_in_play=[1 if e == BUSHIDO else (c.max_in_play or 0) for e, c in zip(effects, cards)],
        index=index,
        deck=deck_list,
        char_ids=[c.id for c in pool],
        char_names=[c.name.en for c in pool],
        char_res=[c.resilience for c in pool],
        char_ability=[ABILITIES[c.ability.id].code for c in pool],
        char_params=[ability_params(c.ability.id, c.ability.params) for c in pool],
        role_names=[role_defs[r].name.en for r in ROLE_IDS],
        role_scores_daimyo=[role_defs[r].scores_daimyo for r in ROLE_IDS],
        role_card_role=role_card_role,
        role_card_stars=[c.stars for c in doc.role_cards],
        roles_in_play=roles_in_play,
        remove_unseen=pc.remove_ninja_unseen,
        honor_shogun=pc.honor.shogun,
        honor_others=pc.honor.others,
        deal=list(pc.deal),
        multiplier=[pc.multipliers.get(r, 0) for r in ROLE_IDS],  # type: ignore[call-overload]
        most_stars_multiplier=pc.most_stars_ninja_multiplier or 0,
        shogun_extra_draws=pc.shogun_extra_draws,
        shogun_extra_weapons=pc.shogun_extra_weapons,
        shogun_bushido_immune=pc.shogun_bushido_immune,
        swordmaster=pc.swordmaster,
        draws=doc.draws_per_turn,
        weapons=doc.weapons_per_turn,
        hand_limit=doc.hand_limit,
        deadly_strike=doc.deadly_strike_penalty,
        honor_supply=doc.tokens.honor,
        resilience_supply=doc.tokens.resilience,
        bc_any_card=opt.battle_cry_answer == "any_card",
        bushido_on_self=opt.bushido_on_self,
        geisha_takes_bushido=opt.geisha_takes_bushido,
        ginchiyo_after_bonuses=opt.ginchiyo_reduction == "after_bonuses",
        ushiwaka_dealt=opt.ushiwaka_draws_for == "wounds_dealt",
        answer_clockwise=opt.answer_order == "clockwise",
        reshuffle_on_last_card=opt.deck_runs_out == "on_last_card",
        deadly_on_last_standing=opt.deadly_strike_on_last_standing,
        swordmaster_first=opt.swordmaster_before_honor,
        fewest_stars=opt.surplus_ninja == "fewest_stars",
        breathing_to_harmless=opt.breathing_gift_to_harmless,
        limit_every_turn=opt.hand_limit_at == "every_turn_end",
        shield_geisha_diversion=opt.harmless_shields_geisha_diversion,
        three_player_ends=opt.three_player_last_standing == "game_ends",
        parry_off_turn_only=opt.parry_only_off_turn,
        attack=[[Attack(ids[c], t) for t in players] for c in types],
        play=[Play(ids[c]) for c in types],
        play_on=[[PlayOn(ids[c], t) for t in players] for c in types],
        geisha=[
            [[Geisha(ids[c], t, "hand")] + [Geisha(ids[c], t, ids[k]) for k in types] for t in players] for c in types
        ],
        parry=[Parry(ids[c]) for c in types],
        discard=[Discard(ids[c]) for c in types],
    )
