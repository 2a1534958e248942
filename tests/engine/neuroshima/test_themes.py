"""What an etude teaches, recognised from its solution's events: the rule each hand-made bundled
etude's story names is among the themes recognised, and the themes are told apart."""

from __future__ import annotations

import pytest

from engine.content.library import bundled_library
from engine.games.neuroshima.models.etude import Etude, Theme
from engine.games.neuroshima.themes import recognise_themes
from tests.engine.neuroshima.etude_helpers import make_etude

LIB = bundled_library()

#: the rule each hand-made etude's story names (content/core/neuroshima/etudes/01-15)
STORY_THEME = {
    "one-clear-line": Theme.INITIATIVE,  # "send a tile that fires in that same phase"
    "cut-the-net": Theme.NET,  # "a Net Fighter has caught them. Free them"
    "quartermasters-rifle": Theme.MODULE_BONUS,  # the Quartermaster turns the Ganger's blade into a shot
    "push-from-the-side": Theme.PUSH,
    "silence-the-scout": Theme.SNIPER,  # "your sniper has one bullet"; the Scout lifts initiative
    "thread-the-air-strike": Theme.AIR_STRIKE,
    "make-way": Theme.PUSH,  # push the Brawler off the hex with the HQ's ranged bonus
    "no-fireworks": Theme.MODULE_BONUS,  # two blows: the Mother Module's extra attack
    "three-blows": Theme.MODULE_BONUS,  # "a tile connected to the Outpost HQ strikes once more"
    "two-battles": Theme.SECOND_BATTLE,
    "a-second-net": Theme.NET,
    "battle-first": Theme.SECOND_BATTLE,  # "it takes a battle to clear it"
    "the-right-soldier": Theme.SNIPER,
    "clean-sweep": Theme.MODULE_BONUS,  # "a tile connected to the Outpost HQ attacks once more"
    "he-moves-next": Theme.MOVE,
}
HAND_MADE = sorted(
    (e for e in LIB.of_kind("neuroshima/etude") if isinstance(e, Etude) and e.id in STORY_THEME),
    key=lambda e: e.number,
)


def test_every_hand_made_etude_has_its_story_theme_listed() -> None:
    assert {e.id for e in HAND_MADE} == set(STORY_THEME)


@pytest.mark.parametrize("etude", HAND_MADE, ids=[e.id for e in HAND_MADE])
def test_the_theme_a_story_names_is_recognised_in_its_solution(etude: Etude) -> None:
    themes = recognise_themes(etude, etude.solutions[0].steps, LIB)
    assert STORY_THEME[etude.id] in themes, themes
    # a theme list says what the etude turns on, not every rule in the game
    assert len(themes) <= 4


def test_an_instant_a_solution_plays_is_a_theme_and_one_it_leaves_in_the_pool_is_not() -> None:
    by_id = {e.id: e for e in HAND_MADE}
    push = recognise_themes(by_id["push-from-the-side"], by_id["push-from-the-side"].solutions[0].steps, LIB)
    assert push == [Theme.PUSH]  # the Battle tile and the Blocker stay in the pool
    first = recognise_themes(by_id["one-clear-line"], by_id["one-clear-line"].solutions[0].steps, LIB)
    assert Theme.MEDIC not in first and Theme.SNIPER not in first


def _gauss_etude() -> Etude:
    # the Moloch Gauss Cannon's beam passes through the Guard in front and hits the HQ behind it
    return make_etude(
        ("moloch", 5),
        ("outpost", 1),
        [
            ("0,2", "moloch_hq", 1),
            ("0,-2", "outpost_hq", 2),
            ("0,-1", "outpost_runner", 2, 3),
        ],
        ["moloch_gauss_cannon", "moloch_blocker"],
    )


def test_a_gauss_beam_through_a_tile_to_the_hq_is_the_gauss_theme() -> None:
    themes = recognise_themes(_gauss_etude(), ["place moloch_gauss_cannon 0,0 0"], LIB)
    assert themes[0] is Theme.GAUSS


def test_a_battle_tile_in_the_line_is_a_second_battle() -> None:
    by_id = {e.id: e for e in HAND_MADE}
    e = by_id["two-battles"]
    assert recognise_themes(e, e.solutions[0].steps, LIB)[0] is Theme.SECOND_BATTLE
    # the same line without the Battle tile fights one battle only
    assert Theme.SECOND_BATTLE not in recognise_themes(e, [*e.solutions[0].steps[:1], "place borgo_mutant -2,0 0"], LIB)
