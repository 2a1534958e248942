"""The measured difficulty: calibrated on the hand-made bundled etudes, it ranks them as their
authors did (Spearman rank correlation at least 0.7) and lands within one level of each."""

from __future__ import annotations

from scipy.stats import spearmanr

from engine.content.library import bundled_library
from engine.games.neuroshima.difficulty import LEVEL_CUTS, DifficultyFigures, calibrate, level_of, measure
from tests.engine.neuroshima.test_themes import HAND_MADE

LIB = bundled_library()


def test_the_measured_levels_rank_the_hand_made_etudes_as_their_authors_did() -> None:
    figures = [measure(e, LIB) for e in HAND_MADE]
    declared = [e.difficulty for e in HAND_MADE]
    rho = spearmanr(declared, [f.level for f in figures]).statistic
    assert rho >= 0.7, rho
    assert all(abs(f.level - d) <= 1 for f, d in zip(figures, declared, strict=True))
    # the cuts in the code are the ones the calibration derives from these etudes
    assert calibrate([(f.score, d) for f, d in zip(figures, declared, strict=True)]) == LEVEL_CUTS


def test_a_bigger_search_and_more_tiles_to_play_score_harder() -> None:
    easy = DifficultyFigures(100, 1, 0, 0, False, 60, 59, 2)
    bigger = DifficultyFigures(20_000, 1, 0, 0, False, 60, 59, 2)
    longer = DifficultyFigures(100, 2, 0, 0, False, 60, 59, 2)
    reply = DifficultyFigures(100, 1, 0, 0, True, 60, 59, 2)
    assert easy.score < bigger.score and easy.score < longer.score and easy.score < reply.score
    assert level_of(easy.score) == 1


def test_calibration_cuts_halfway_between_the_median_scores_of_neighbouring_levels() -> None:
    assert calibrate([(1.0, 1), (3.0, 1), (4.0, 2), (8.0, 3)]) == (3.0, 6.0)
    # a level nobody declared gets the same cut as the next one
    assert calibrate([(2.0, 1), (6.0, 3)]) == (4.0, 4.0)
    assert level_of(5.0, (3.0, 6.0)) == 2
