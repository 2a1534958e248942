"""Every rule option of every registered game changes play (issue 28): for each option and each of
its values other than the default, a case in ``tests/data/rule_options/<game>/<option>.yaml`` played
through the engine under both settings gives two different games. An option with no such case does
nothing, and is a defect: fix it or remove it. See tests/support/rule_options.py."""

from __future__ import annotations

import pytest

from engine.core.registry import registered_games
from tests.support.rule_options import content_for, load_cases, setup_of, trace, values_to_prove

GAMES = [g for g in registered_games() if g.rule_options() is not None]
OPTIONS = [
    (game, option, value)
    for game in GAMES
    for option, values in values_to_prove(game.rule_options()).items()  # type: ignore[arg-type]
    for value in values
]


def test_the_games_declare_their_rule_options_and_each_can_be_set() -> None:
    ids = {g.id for g in GAMES}
    assert len(ids) >= 5, ids
    for game in GAMES:
        model = game.rule_options()
        assert model is not None
        for setup in game.example_setups():
            # an empty change keeps every option as it was
            same = game.setup_with_rules(setup, {})
            assert game.setup_to_data(same) == game.setup_to_data(setup)
        for option, values in values_to_prove(model).items():
            assert values, f"{game.id}: {option} has a single value"
            changed = game.setup_with_rules(game.example_setups()[0], {option: values[0]})
            assert game.setup_to_data(changed)["rules"][option] == values[0]


@pytest.mark.parametrize(("game", "option", "value"), OPTIONS, ids=[f"{g.id}-{o}-{v}" for g, o, v in OPTIONS])
def test_every_rule_option_value_changes_play(game, option, value) -> None:
    cases = [c for c in load_cases(game.id, option) if c["value"] == value]
    assert cases, f"{game.id}: no position where {option}: {value!r} plays differently from the default"
    content = content_for(game.id, option)
    for case in cases:
        setup = setup_of(game, case["setup"])
        changed = game.setup_with_rules(setup, {option: value})
        default = trace(game, setup, case["seed"], case["actions"], content)
        other = trace(game, changed, case["seed"], case["actions"], content)
        assert default != other, f"{game.id}: {option}: {value!r} plays this case as the default does"
        # the difference is the option's: the same setting replays the same game
        assert trace(game, changed, case["seed"], case["actions"], content) == other
