"""Fields that share one bound through one named type refuse the same values: a digit printed on a
Battle for Rokugan screen, card or token, and a Neuroshima tile's moves per turn."""

from __future__ import annotations

import pytest
from pydantic import BaseModel, ValidationError

from engine.games.neuroshima.models.rules import RuleOptions as NeuroshimaOptions
from engine.games.rokugan.card_model import PlaceSpecial
from engine.games.rokugan.clan_model import ClanAbility
from engine.games.rokugan.options import RuleOptions as RokuganOptions

PRINTED = [
    (ClanAbility, "faceup_control_defense", {"text": {"en": "Crab"}}),
    (ClanAbility, "bluff_defense", {"text": {"en": "Lion"}}),
    (ClanAbility, "peeks_per_round", {"text": {"en": "Scorpion"}}),
    (ClanAbility, "swaps_per_round", {"text": {"en": "Unicorn"}}),
    (PlaceSpecial, "value", {"special": "honor_bonus"}),
    (RokuganOptions, "defense_bonus_token_honor", {}),
]


@pytest.mark.parametrize(("model", "name", "rest"), PRINTED, ids=[f"{m.__name__}.{n}" for m, n, _ in PRINTED])
def test_a_printed_number_is_one_digit(model: type[BaseModel], name: str, rest: dict[str, object]) -> None:
    for right in (0, 9):
        assert getattr(model.model_validate({**rest, name: right}), name) == right
    for wrong in (-1, 10):
        with pytest.raises(ValidationError):
            model.model_validate({**rest, name: wrong})


@pytest.mark.parametrize("name", ["mobility_moves_per_turn", "transport_moves_per_turn"])
def test_a_tile_moves_one_to_six_times_a_turn(name: str) -> None:
    assert getattr(NeuroshimaOptions(), name) == 1
    assert getattr(NeuroshimaOptions.model_validate({name: 6}), name) == 6
    for wrong in (0, 7):
        with pytest.raises(ValidationError):
            NeuroshimaOptions.model_validate({name: wrong})


def test_a_card_reward_counts_up_to_the_cards_limit() -> None:
    special = PlaceSpecial.model_validate({"special": "honor_bonus", "reward_if_opponents": 99})
    assert (special.reward_if_opponents, special.reward_if_own) == (99, 0)
    with pytest.raises(ValidationError):
        PlaceSpecial.model_validate({"special": "honor_bonus", "reward_if_own": 100})
