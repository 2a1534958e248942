"""The placement rule and the lists of legal places agree on every token type, place and seat, on
boards with every kind of special token, ronin and the Spy Network's ban, under the options that
change where tokens go; and the scenario checks refuse setups that cannot be played."""

from __future__ import annotations

import random

import pytest

from engine.content.issues import Severity
from engine.content.library import bundled_library
from engine.games.rokugan.card_model import CardSet
from engine.games.rokugan.common import SpecialKind, TokenType
from engine.games.rokugan.map_model import RokuganMap
from engine.games.rokugan.pieces import Special
from engine.games.rokugan.placement import legal_locations, placement_problem
from engine.games.rokugan.prepare import SetupError, prepare_scenario
from engine.games.rokugan.scenario import scenario_issues
from tests.engine.rokugan.helpers import game, refresh, scenario

KINDS = [SpecialKind.SCORCHED_EARTH, SpecialKind.PEACE, SpecialKind.SHRINE, SpecialKind.BATTLEFIELD, SpecialKind.HARBOR]


@pytest.mark.parametrize(
    "rules",
    [{}, {"harbor_attack": "virtual_coast", "ronin_keeps_navy_and_shinobi": False}],
    ids=["defaults", "virtual-coast-strict-ronin"],
)
def test_the_rule_and_the_lists_agree(rules: dict[str, object]) -> None:
    for seed in range(6):
        rnd = random.Random(seed)
        s = game(("crab", "crane", "lion", "unicorn"), seed=seed, rules=rules)
        n = s.board.n
        for p in range(n):
            roll = rnd.random()
            if roll < 0.55:
                s.add_control(p, rnd.randrange(3), face_down=1)  # the unicorn stays a ronin
            if rnd.random() < 0.25:
                kind = rnd.choice(KINDS)
                if kind is SpecialKind.HARBOR and s.board.coastal[p]:
                    continue
                s.put_special(p, Special(kind))
        refresh(s)
        s.no_bluff[1] = seed % 2 == 0
        s.version += 1
        for seat in range(s.n):
            lists = legal_locations(s, seat)
            for tt in (
                TokenType.ARMY,
                TokenType.NAVY,
                TokenType.SHINOBI,
                TokenType.DIPLOMACY,
                TokenType.RAID,
                TokenType.BLUFF,
            ):
                listed = set(lists[tt])
                for loc in range(len(s.board.locations)):
                    ok = placement_problem(s, seat, tt, loc) is None
                    assert ok == (loc in listed), (seed, seat, tt, s.board.locations[loc].name)


def test_a_setup_with_too_few_free_provinces_is_refused() -> None:
    lib = bundled_library()
    sc = scenario(("crab", "crane", "lion", "unicorn", "dragon"), initial_control_tokens=6, capital_tokens=True)
    m, cards = lib.get("rokugan/map", "standard"), lib.get("rokugan/cards", "core")
    assert isinstance(m, RokuganMap) and isinstance(cards, CardSet)
    issues = list(scenario_issues(sc, m, cards, {c: lib.get("rokugan/clan", c) for c in sc.allowed_clans}))
    assert [i.code for i in issues if i.severity is Severity.ERROR] == ["capacity"]
    with pytest.raises(SetupError, match="35 provinces"):
        prepare_scenario(sc, lib)


def test_a_clan_without_a_capital_on_the_map_is_refused() -> None:
    sc = scenario(("crab", "crane"), map="twin_rivers", allowed_clans=["crab", "crane", "dragon"])
    with pytest.raises(SetupError, match="'dragon' has no capital on map 'twin_rivers'"):
        prepare_scenario(sc, bundled_library())


def test_unknown_cards_and_doubled_cards_are_named() -> None:
    lib = bundled_library()
    sc = scenario(("crab", "crane"), territory_cards={"crab": "no_such_card", "crane": "bushido", "lion": "bushido"})
    m, cards = lib.get("rokugan/map", "standard"), lib.get("rokugan/cards", "core")
    assert isinstance(m, RokuganMap) and isinstance(cards, CardSet)
    codes = sorted(
        i.code for i in scenario_issues(sc, m, cards, {c: lib.get("rokugan/clan", c) for c in sc.allowed_clans})
    )
    assert codes == ["duplicate_card", "reference"]
