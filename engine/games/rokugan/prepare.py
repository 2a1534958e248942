"""A scenario resolved against the content it is played with and compiled for play: the board with
its derived adjacency, the clans' token sets and abilities, the cards, the rule options.

:func:`prepare_scenario` looks up every map, clan and card set the scenario names in the library it is
given (never in a global), and refuses a setup that cannot be played with an error naming the field."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from engine.content.issues import Severity
from engine.core.compiled import CompiledCache
from engine.core.errors import WarbenchError
from engine.core.message import Message, in_turn
from engine.games.rokugan.board import Board, build_area_map, compile_board
from engine.games.rokugan.card_model import CardSet, NeutralInitiative, Objective, TerritoryCard
from engine.games.rokugan.clan_model import Clan
from engine.games.rokugan.common import TokenType, token_code
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.options import RuleOptions
from engine.games.rokugan.scenario import Scenario, scenario_issues

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary
    from engine.core.areamap import AreaMap


class SetupError(WarbenchError):
    """A scenario that cannot be played with the content at hand."""


@dataclass(frozen=True, slots=True)
class TokenKind:
    """One physical combat token: its type, strength (0 when it has none) and short name."""

    type: TokenType
    strength: int
    code: str


@dataclass(frozen=True)
class ClanRules:
    """A clan compiled for play: token ids index ``tokens``."""

    id: str
    name: str
    colour: str
    capital: int
    home_region: int
    tokens: tuple[TokenKind, ...]
    bluff: int
    control_tokens: int
    faceup_defense: int
    wins_ties: bool
    extra_draw: int
    bluff_defense: int
    ignores_capitals: bool
    peeks: int
    swaps: int
    #: the code and type of each token, by token id (read on every placement turn)
    kinds: tuple[tuple[str, TokenType], ...] = ()

    def __post_init__(self) -> None:
        object.__setattr__(self, "kinds", tuple((k.code, k.type) for k in self.tokens))

    def first_of(self, code: str, among: list[int]) -> int:
        """The first token of kind ``code`` in ``among`` (-1 when there is none)."""
        kinds = self.kinds
        for t in among:
            if kinds[t][0] == code:
                return t
        return -1


@dataclass
class Prepared:
    """Everything a game needs, compiled once; many games may start from it."""

    scenario: Scenario
    board: Board
    options: RuleOptions
    clans: dict[str, ClanRules]
    cards: CardSet
    territory: dict[str, TerritoryCard]
    #: per region: the cards it may deal (its candidates), and what the scenario fixes
    region_candidates: tuple[tuple[str, ...], ...]
    region_assignment: tuple[str, ...]
    objectives: dict[str, Objective]
    objective_deck: tuple[str, ...]
    neutral: dict[str, NeutralInitiative]
    neutral_deck: tuple[str, ...]
    #: Place actions reused across games (actions are immutable values): token kind -> one per
    #: location, and the same with each location's slot (for the filter on taken borders)
    place_rows: dict[str, tuple[list[object], list[tuple[int, object]]]] = field(default_factory=dict)
    claim_actions: list[object] = field(default_factory=list)


MAP_KIND = "rokugan/map"

#: derived area maps (polygons to adjacency) by the map's content, so new games and replays share them
AREA_MAPS: CompiledCache[AreaMap] = CompiledCache("rokugan area maps", size=32)


def _area_map(m: RokuganMap, content: ContentLibrary) -> AreaMap:
    """The derived area map of ``m`` (the library's map of its id), built once per map content."""
    ref = content.ref(MAP_KIND, m.id)
    if ref is None:
        return build_area_map(m)
    return AREA_MAPS.get(ref, lambda: build_area_map(m))


def compile_clan(c: Clan, board: Board) -> ClanRules:
    tokens: list[TokenKind] = []
    for spec in c.combat_tokens:
        for _ in range(spec.count):
            tokens.append(TokenKind(spec.type, spec.strength or 0, token_code(spec.type, spec.strength)))
    bluffs = [i for i, t in enumerate(tokens) if t.type is TokenType.BLUFF]
    if len(bluffs) != 1:
        raise SetupError(Message("rk-setup-bluffs", clan=c.id, count=len(bluffs)))
    capital = board.capital(c.id)
    if capital < 0:
        capital = board.index.get(c.capital, -1)
    if capital < 0:
        raise SetupError(Message("rk-setup-no-capital", clan=c.id, map=board.map_id))
    home = next((r.index for r in board.regions if r.home_clan == c.id), board.region_of[capital])
    a = c.ability
    return ClanRules(
        id=c.id,
        name=c.name.en,
        colour=c.colour,
        capital=capital,
        home_region=home,
        tokens=tuple(tokens),
        bluff=bluffs[0],
        control_tokens=c.control_tokens,
        faceup_defense=a.faceup_control_defense,
        wins_ties=a.wins_ties,
        extra_draw=a.extra_draw,
        bluff_defense=a.bluff_defense,
        ignores_capitals=a.ignore_printed_defense == "capitals",
        peeks=a.peeks_per_round,
        swaps=a.swaps_per_round,
    )


def prepare_scenario(sc: Scenario, content: ContentLibrary) -> Prepared:
    """``sc`` resolved against ``content``; raises :class:`SetupError` naming what is missing or wrong."""
    m = content.get(MAP_KIND, sc.map)
    if not isinstance(m, RokuganMap):
        raise SetupError(Message("rk-setup-no-map", scenario=sc.id, map=sc.map))
    cards = content.get("rokugan/cards", sc.cards)
    if not isinstance(cards, CardSet):
        raise SetupError(Message("rk-setup-no-cards", scenario=sc.id, cards=sc.cards))
    clan_models = {c: content.get("rokugan/clan", c) for c in sc.allowed_clans}
    errors = [i for i in scenario_issues(sc, m, cards, dict(clan_models)) if i.severity is Severity.ERROR]
    if errors:
        raise SetupError(
            Message(
                "rk-setup-scenario",
                scenario=sc.id,
                problems=in_turn([Message("rk-setup-at", field=i.location.field, why=i.said) for i in errors]),
            )
        )
    opt = sc.rules
    board = compile_board(m, coast_per_stretch=opt.coastal_slots == "per_stretch", area_map=_area_map(m, content))
    map_errors = [p for p in board.area_map.problems if p.code in ("invalid", "overlap", "outside_board")]
    if map_errors:
        raise SetupError(Message("rk-setup-map", map=m.id, problems=in_turn([p.said for p in map_errors])))
    clans = {cid: compile_clan(cm, board) for cid, cm in clan_models.items() if isinstance(cm, Clan)}
    territory = {c.id: c for c in cards.territory_cards}
    home: dict[str, str] = {c.id: c.territory for c in cards.territory_cards}
    if opt.shadowlands_card_split == "reversed":
        north = [r.id for r in board.regions if r.shadowlands and _arrow(m, r.provinces, board) == "north"]
        south = [r.id for r in board.regions if r.shadowlands and _arrow(m, r.provinces, board) == "south"]
        if north and south:
            for cid, region in home.items():
                if region == north[0]:
                    home[cid] = south[0]
                elif region == south[0]:
                    home[cid] = north[0]
    candidates = tuple(tuple(sorted(cid for cid, reg in home.items() if reg == r.id)) for r in board.regions)
    assignment = tuple(sc.territory_cards.get(r.id, "random") for r in board.regions)
    objective_deck = tuple(sc.objectives.cards if sc.objectives.cards is not None else [o.id for o in cards.objectives])
    neutral = {n.id: n for n in cards.neutral_initiative}
    neutral_deck = tuple(
        sc.initiative.neutral if sc.initiative.neutral is not None else [n.id for n in cards.neutral_initiative]
    )
    return Prepared(
        scenario=sc,
        board=board,
        options=opt,
        clans=clans,
        cards=cards,
        territory=territory,
        region_candidates=candidates,
        region_assignment=assignment,
        objectives={o.id: o for o in cards.objectives},
        objective_deck=objective_deck,
        neutral=neutral,
        neutral_deck=neutral_deck,
    )


def _arrow(m: RokuganMap, provinces: tuple[int, ...], board: Board) -> str | None:
    for p in m.provinces:
        if board.index[p.id] in provinces and p.shadowlands:
            return p.shadowlands
    return None
