"""Tiles leaving the board: a battle phase removes all its destroyed tiles in one step."""

from __future__ import annotations

from tests.engine.neuroshima.helpers import at, h, position


def test_tiles_taken_together_go_to_the_discard_record_in_the_order_given_and_free_their_hexes() -> None:
    pos = position(
        ("moloch", "borgo"),
        [
            ("0,0", "moloch_hq", 1),
            ("1,-1", "borgo_hq", 2),
            ("0,1", "moloch_blocker", 1, 3, 1),
            ("-1,1", "borgo_mutant", 2, 2),
        ],
    )
    blocker, mutant = h(pos, "0,1"), h(pos, "-1,1")
    codes = pos.catalog.by_id
    pos.take_all([mutant, blocker])
    assert pos.removed == [(1, codes["borgo_mutant"]), (0, codes["moloch_blocker"])]
    for hx in ("0,1", "-1,1"):
        i = h(pos, hx)
        assert at(pos, hx) is None
        assert (pos.owner[i], pos.rot[i], pos.dmg[i], pos.uid[i]) == (-1, 0, 0, -1)
    # the HQs stay
    assert at(pos, "0,0") == ("moloch_hq", 1, 0) and at(pos, "1,-1") == ("borgo_hq", 2, 0)
    # one tile alone leaves the same way
    pos.take(h(pos, "0,0"))
    assert pos.removed[-1] == (0, codes["moloch_hq"]) and at(pos, "0,0") is None
