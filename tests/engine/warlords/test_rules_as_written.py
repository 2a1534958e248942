"""Rules the engine once read wrongly (rules/003, lines of the Russian original): a destroyed
defender's cell taken by the winner, chains of attacks at one priority step, the rest of a route
after a cancelled move, perpendicular meeting engagements, the command phase's leaders and the rice
field's phase-1 shooters. Every position is played through the engine with forced dice."""

from __future__ import annotations

from typing import Any

from tests.engine.warlords.helpers import battle, cell, event_data, events, new_state, turn, unit

FAR = ("s-far", "yari_samurai", 8, "D31", "N")


def play(
    north: list[Any],
    south: list[Any],
    orders_north: dict[str, tuple[str, str]] | None = None,
    orders_south: dict[str, tuple[str, str]] | None = None,
    dice: list[int] | None = None,
    **kw: Any,
):  # type: ignore[no-untyped-def]
    b, lib = battle(north, south, **kw)
    s = new_state(b, lib)
    turn(s, orders_north or {}, orders_south or {}, dice=dice or [])
    return s


# --------------------------------------------------------------------------- L543, L553


def test_an_attacker_that_destroys_the_defender_takes_its_cell() -> None:
    # L543: the attacker occupies the cell of the beaten defender; a destroyed defender leaves it
    # as surely as a retreating one (L553). 8 samurai (6 vs 3: d3+1) deal 3 to 2 ashigaru.
    s = play(
        [("n-ash", "yari_ashigaru", 2, "A12", "N"), ("n-far", "yari_samurai", 8, "A26", "S")],
        [("s-yari", "yari_samurai", 8, "C12", "N")],
        orders_south={"s-yari": ("A", "none")},
        dice=[2, 1],
    )
    assert unit(s, "n-ash").status == "out"
    assert cell(s, "s-yari") == "A12"
    assert any("s-yari takes A12" in e for e in events(s, "occupy"))


def test_the_winner_of_a_meeting_engagement_that_destroys_the_loser_takes_its_cell() -> None:
    # L548 with L553 (rule option meeting_winner_occupies, default yes)
    north = [("n-ash", "yari_ashigaru", 2, "A12", "S"), ("n-far", "yari_samurai", 8, "A26", "S")]
    south = [("s-yari", "yari_samurai", 8, "C12", "N")]
    orders = {"n-ash": ("A", "none")}, {"s-yari": ("A", "none")}
    s = play(north, south, *orders, dice=[2, 1])
    assert event_data(s, "melee")[0]["fight"] == "mutual"
    assert unit(s, "n-ash").status == "out" and cell(s, "s-yari") == "A12"
    s2 = play(north, south, *orders, dice=[2, 1], rules={"meeting_winner_occupies": False})
    assert unit(s2, "n-ash").status == "out" and cell(s2, "s-yari") == "C12"
