"""An etude whose opponent moves next stays within what the engine can weigh (issue 21): the
opponent holds at most 3 tiles and plays at most 2 (rules/002 §2.3), and a reply that still needs
more positions than the search budget is an error on ``opponent_next``, never a hang."""

from __future__ import annotations

import pytest

from engine.content.io import ContentError, load_file, load_text
from engine.content.library import bundled_content_dir, bundled_library, check_loaded
from engine.games.neuroshima import etude_search

ETUDE = bundled_content_dir() / "core" / "neuroshima" / "etudes" / "15-he-moves-next.yaml"


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        ("plays: 2", "plays: 3", "opponent_next.plays"),
        (
            "hand: [borgo_grenade, borgo_mutant]",
            "hand: [borgo_grenade, borgo_mutant, borgo_claws, borgo_claws]",
            "opponent_next.hand",
        ),
    ],
)
def test_the_opponent_holds_three_tiles_and_plays_two_at_most(old: str, new: str, field: str) -> None:
    text = ETUDE.read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(ContentError) as exc:
        load_text(text.replace(old, new), "etude.yaml")
    assert [i.location.field for i in exc.value.issues] == [field]


def test_a_reply_past_the_search_budget_is_an_error_on_opponent_next(monkeypatch: pytest.MonkeyPatch) -> None:
    loaded = load_file(ETUDE)
    assert not [i for i in check_loaded(loaded, bundled_library()) if i.severity.value == "error"]
    monkeypatch.setattr(etude_search, "REPLY_NODE_BUDGET", 20)
    errors = [i for i in check_loaded(loaded, bundled_library()) if i.severity.value == "error"]
    assert [(i.code, i.location.field) for i in errors] == [("reply-too-large", "opponent_next")]
    assert "cannot be settled within 20 positions" in errors[0].message
    assert errors[0].render("ru") == (
        "ответ противника не удаётся найти за 20 позиций; дайте ему меньше жетонов или ходов"
    )
    assert errors[0].location.line is not None
