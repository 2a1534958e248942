"""The words the games' tables share (editor/games/table_words.py)."""

from __future__ import annotations

from editor.games.table_words import waiting_words


def test_a_seat_to_act_is_thinking_in_a_game_and_acts_next_in_a_replay(qapp) -> None:
    assert waiting_words("Crab", replay=False) == "Crab is thinking…"
    assert waiting_words("Crab", replay=True) == "Crab acts next"


def test_the_words_are_russian_in_the_russian_interface(russian) -> None:
    assert "Crab" in waiting_words("Crab", replay=False)
    assert waiting_words("Crab", replay=False) != "Crab is thinking…"
