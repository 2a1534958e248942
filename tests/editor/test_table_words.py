"""The words the games' tables share (editor/games/table_words.py)."""

from __future__ import annotations

from editor.games.table_words import hinted_prompt, waiting_words


def test_a_seat_to_act_is_thinking_in_a_game_and_acts_next_in_a_replay(qapp) -> None:
    assert waiting_words("Crab", replay=False) == "Crab is thinking…"
    assert waiting_words("Crab", replay=True) == "Crab acts next"


def test_the_words_are_russian_in_the_russian_interface(russian) -> None:
    assert "Crab" in waiting_words("Crab", replay=False)
    assert waiting_words("Crab", replay=False) != "Crab is thinking…"


class _Move:
    def __init__(self, to: str) -> None:
        self.to = to


class _Fire:
    pass


def test_a_prompt_gets_the_hints_for_the_actions_allowed_once_each_in_order(qapp) -> None:
    hints = [
        (_Move, "click a blue hex"),
        ((_Fire, _Move), "click a red target"),
        (lambda a: isinstance(a, _Move) and a.to == "river", "wade the river"),
    ]
    legal = [_Move("field"), _Move("hill")]
    assert hinted_prompt("<b>Crab</b>", legal, hints) == "<b>Crab</b><br>click a blue hex; click a red target."
    assert hinted_prompt("<b>Crab</b>", [_Move("river")], hints).endswith("; wade the river.")
    assert hinted_prompt("<b>Crab</b>", [_Fire()], hints) == "<b>Crab</b><br>click a red target."
    assert hinted_prompt("<b>Crab</b>", [], hints) == "<b>Crab</b>", "no hints, no empty line"
