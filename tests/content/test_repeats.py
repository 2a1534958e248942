"""Repeated ids in a content list are found at the item that repeats them."""

from __future__ import annotations

from engine.content.repeats import with_repeats


def test_each_later_use_of_an_id_is_a_repeat_and_the_first_is_not() -> None:
    ids = ["plain", "forest", "plain", "hill", "plain"]
    assert [(i, item, again) for i, item, again in with_repeats(ids, str)] == [
        (0, "plain", False),
        (1, "forest", False),
        (2, "plain", True),
        (3, "hill", False),
        (4, "plain", True),
    ]


def test_the_key_decides_what_counts_as_the_same() -> None:
    counts = [{"players": 3}, {"players": 4}, {"players": 3}]
    repeats = [i for i, _, again in with_repeats(counts, lambda pc: pc["players"]) if again]
    assert repeats == [2]


def test_a_repeat_is_reported_in_walking_order_among_other_issues() -> None:
    # a check that reports several issues per item keeps them together, item by item
    issues = []
    for i, card, again in with_repeats(["a", "", "a"], str):
        if again:
            issues.append((i, "twice"))
        if not card:
            issues.append((i, "empty"))
    assert issues == [(1, "empty"), (2, "twice")]
