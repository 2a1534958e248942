"""The digest's test facts T25-T33, T48, T49 (rules/001 §7): the end of the game, the Victory
of the Swordmaster, points, multipliers, Daimyo, the deadly strike and the tie-breaks."""

from __future__ import annotations

from engine.games.samurai_sword.scoring import multiplier, winning_team

from .helpers import act, arrange, legal, new_state

NINJA_TEAM, SHOGUN_TEAM, RONIN_TEAM = 1, 0, 2


def end_by_bushido(s, seat: int) -> None:
    """``seat`` holds Bushido and no weapon, the deck shows a weapon, and ``seat`` has 1 honor:
    its turn begins and Bushido takes its last honor (L336-341), which ends the game (L242)."""
    assert s.turn == (seat - 1) % s.n and s.honor[seat] == 1 and s.bushido_at == seat
    act(s, "end")
    assert legal(s) == {"lose-honor"}
    act(s, "lose-honor")
    assert s.is_terminal()


def test_T25_worked_example_shogun_team_ties_the_ronin_with_two_daimyo_and_wins() -> None:
    s = arrange(
        new_state(6),
        roles=["shogun", "samurai", "ronin", "ninja", "ninja", "ninja"],
        chars=["hideyoshi", "nobunaga", "ieyasu", "chiyome", "hanzo", "goemon"],
        honor={0: 1, 1: 3, 2: 3, 3: 2, 4: 3, 5: 1},
        hands={0: ["daimyo"], 1: ["daimyo"]},
        in_play={5: ["bushido"]},
        top=["bokken"],
        turn=4,
    )
    end_by_bushido(s, 5)
    obs = s.observation(2)
    assert obs.team_points == (1 + 3 * 2 + 1 + 1, 2 + 3 + 0, 3 * 3) == (9, 5, 9)
    assert obs.winners == (0, 1)


def test_T26_the_ninja_win_every_tie() -> None:
    roles = ["shogun", "samurai", "ninja", "ninja", "ronin"]
    chars = ["hideyoshi", "nobunaga", "ieyasu", "chiyome", "goemon"]
    s = arrange(
        new_state(5),
        roles=roles,
        chars=chars,
        honor={0: 2, 1: 1, 2: 3, 3: 1, 4: 1},
        in_play={3: ["bushido"]},
        top=["bokken"],
        turn=2,
    )
    end_by_bushido(s, 3)
    assert s.observation(0).team_points == (3, 3, 2)
    assert s.outcome().winners == {2, 3}
    assert winning_team((4, 4, 4)) == NINJA_TEAM and winning_team((None, 6, 6)) == NINJA_TEAM


def test_T27_the_ronin_scores_nothing_for_daimyo() -> None:
    roles = ["shogun", "samurai", "ninja", "ninja", "ronin"]
    chars = ["hideyoshi", "nobunaga", "ieyasu", "chiyome", "goemon"]
    s = arrange(
        new_state(5),
        roles=roles,
        chars=chars,
        honor={3: 1, 4: 3},
        hands={4: ["daimyo", "daimyo"]},
        in_play={3: ["bushido"]},
        top=["bokken"],
        turn=2,
    )
    end_by_bushido(s, 3)
    assert s.observation(4).points[4] == 3 * 2  # 5 players: Ronin x2, Daimyo +0


def test_T28_daimyo_adds_exactly_one_to_the_doubled_ninja() -> None:
    s = arrange(
        new_state(4),
        roles=["shogun", "samurai", "ninja3", "ninja1"],
        chars=["hideyoshi", "nobunaga", "ieyasu", "goemon"],
        honor={1: 1, 2: 2},
        hands={2: ["daimyo"]},
        in_play={1: ["bushido"]},
        top=["bokken"],
        turn=0,
    )
    end_by_bushido(s, 1)
    assert multiplier(s, 2) == 2
    assert s.observation(2).points[2] == 2 * 2 + 1


def test_T29_a_samurai_defeated_by_the_shogun_ending_the_game_costs_the_team_three() -> None:
    s = arrange(
        new_state(5),
        roles=["shogun", "samurai", "ninja", "ninja", "ronin"],
        chars=["hideyoshi", "nobunaga", "ieyasu", "chiyome", "goemon"],
        hands={0: ["bokken", "parry"]},
        res={1: 1},
        honor={1: 1},
    )
    act(s, "attack bokken 1", "wound")
    assert s.is_terminal()
    obs = s.observation(0)
    assert obs.deadly_strike == "shogun"
    # the Shogun got the Samurai's honor: 6 + 0, minus the deadly strike
    assert obs.team_points[SHOGUN_TEAM] == 6 + 0 - 3
    assert obs.points[0] == 6 and obs.points[1] == 0


def _last_standing(mate: bool, players: int = 5, **rules: object):
    roles = ["shogun", "samurai" if mate else "ninja", "samurai" if not mate else "ninja", "ninja", "ronin"]
    s = arrange(
        new_state(players, rules),
        roles=roles,
        chars=["hideyoshi", "nobunaga", "ieyasu", "chiyome", "goemon"],
        hands={0: ["bokken", "parry"]},
        res={1: 1, 2: 0, 3: 0, 4: 0},
    )
    act(s, "attack bokken 1", "wound")
    return s


def test_T30_a_defeat_by_an_opponent_leaving_one_standing_is_a_swordmaster_victory() -> None:
    s = _last_standing(mate=False)
    assert s.is_terminal() and s.end_kind == "swordmaster"
    out = s.outcome()
    assert out.winners == {0, 2} and "Swordmaster" in out.render("en")


def test_T31_no_swordmaster_victory_after_a_teammate_defeat_the_game_is_scored() -> None:
    s = _last_standing(mate=True)
    assert s.is_terminal() and s.end_kind == "last_standing"
    assert "honor victory" in s.outcome().render("en")


def test_T32_three_players_one_left_standing_is_no_swordmaster_victory() -> None:
    s = arrange(
        new_state(3),
        roles=["shogun", "ninja", "ninja"],
        chars=["hideyoshi", "nobunaga", "ieyasu"],
        hands={0: ["bokken", "parry"]},
        res={1: 1, 2: 0},
    )
    act(s, "attack bokken 1", "wound")
    assert [r > 0 for r in s.res] == [True, False, False]
    assert not s.is_terminal() and s.actor == 0


def test_T33_four_players_the_ninja_with_more_stars_doubles() -> None:
    s = arrange(
        new_state(4),
        roles=["shogun", "samurai", "ninja3", "ninja1"],
        chars=["hideyoshi", "nobunaga", "ieyasu", "goemon"],
        honor={1: 1, 2: 2, 3: 3},
        in_play={1: ["bushido"]},
        top=["bokken"],
        turn=0,
    )
    end_by_bushido(s, 1)
    assert s.observation(0).team_points[NINJA_TEAM] == 2 * 2 + 3 * 1 == 7


def test_T48_six_player_multipliers_shogun_1_samurai_2_ninja_1_ronin_3() -> None:
    s = arrange(new_state(6), roles=["shogun", "samurai", "ninja", "ninja", "ronin", "ninja"])
    assert [multiplier(s, p) for p in (0, 1, 2, 4)] == [1, 2, 1, 3]


def test_T49_three_player_shogun_doubles() -> None:
    s = arrange(new_state(3), roles=["ninja", "shogun", "ninja"])
    assert [multiplier(s, p) for p in range(3)] == [1, 2, 1]
