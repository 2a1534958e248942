"""Line of sight (rules/000 §11.1, §22): T22, T23 and the digest's worked edge cases."""

from __future__ import annotations

import pytest

from engine.games.samurai_battles.queries import all_pairs_los, line_of_sight

from .helpers import new_state, scenario

FAR = [("b9", "AY", "10,1"), ("t9", "AY", "0,23")]  # pieces out of the way


def los(units=(), leaders=(), terrain=(), rules=None, frm="", to="") -> bool:
    s = new_state(scenario([*FAR, *units], list(leaders), list(terrain), rules=rules))
    return line_of_sight(s, frm, to).clear


@pytest.mark.parametrize("blocker", ["forest", "hill", "village", "camp"])
def test_t22_blocking_terrain_between_firer_and_target(blocker: str) -> None:
    extra = [("t8", "GEN", "6,9")] if blocker == "camp" else []
    terrain = [("6,9", blocker, 1 if blocker == "hill" else 0, "t" if blocker == "camp" else None)]
    terrain = [t if t[3] is not None else t[:3] for t in terrain]
    s = new_state(scenario([*FAR, *extra], terrain=terrain))
    rep = line_of_sight(s, "8,9", "4,9")
    assert not rep.clear and "6,9" in rep.blocking


@pytest.mark.parametrize("open_terrain", ["river", "ford", "bridge", "rice_paddy", "ravine", "plain"])
def test_t22_open_terrain_does_not_block(open_terrain: str) -> None:
    assert los(terrain=[("6,9", open_terrain)], frm="8,9", to="4,9")


@pytest.mark.parametrize("piece", [("t1", "AY"), ("b1", "AY"), ("tL", "foot"), ("bL", "mounted")])
def test_t22_any_unit_or_leader_of_either_side_blocks(piece: tuple[str, str]) -> None:
    ident, typ = piece
    if typ in ("foot", "mounted"):
        assert not los(leaders=[(ident, typ, "6,9")], frm="8,9", to="4,9")
    else:
        assert not los(units=[(ident, typ, "6,9")], frm="8,9", to="4,9")


def test_t22_the_targets_own_forest_and_the_firers_hex_do_not_block() -> None:
    assert los(terrain=[("4,9", "forest"), ("8,9", "forest")], frm="8,9", to="4,9")


def test_t22_a_unit_in_a_ravine_blocks_the_ravine_alone_does_not() -> None:
    assert los(terrain=[("6,9", "ravine")], frm="8,9", to="4,9")
    assert not los(units=[("t1", "AY", "6,9")], terrain=[("6,9", "ravine")], frm="8,9", to="4,9")


@pytest.mark.parametrize(("left", "right", "clear"), [(True, False, True), (False, True, True), (True, True, False)])
def test_t23_a_line_along_an_edge_is_blocked_only_with_blockers_on_both_sides(left, right, clear) -> None:
    # (0,5)->(2,5) runs exactly along the edge between (1,4) and (1,6) (rules/000 §26.5)
    terrain = ([("1,4", "forest")] if left else []) + ([("1,6", "forest")] if right else [])
    assert los(terrain=terrain, frm="0,5", to="2,5") is clear


def test_edge_case_thirty_degree_line_along_two_edges() -> None:
    # (2,5)->(3,8) runs along the edges of (2,7) and (3,6), one on each side
    assert los(terrain=[("2,7", "forest")], frm="2,5", to="3,8")
    assert los(units=[("t1", "AY", "3,6")], frm="2,5", to="3,8")
    assert not los(terrain=[("2,7", "forest")], units=[("t1", "AY", "3,6")], frm="2,5", to="3,8")


def test_edge_case_long_line_crossing_one_interior_and_four_edges() -> None:
    s = new_state(scenario(FAR))
    rep = line_of_sight(s, "2,5", "4,11")
    assert set(rep.edge_hexes) == {"2,7", "3,6", "3,10", "4,9"}
    assert not los(terrain=[("3,8", "forest")], frm="2,5", to="4,11")  # crossed interior
    assert los(terrain=[("3,10", "forest")], frm="2,5", to="4,11")


def test_edge_case_every_crossed_interior_blocks() -> None:
    for h in ("1,2", "1,4", "2,5", "2,7"):
        assert not los(terrain=[(h, "forest")], frm="0,1", to="3,8"), h


def test_edge_half_hexes_block_like_obstacles() -> None:
    # (0,1)->(2,1) runs along the edge between the edge half hex (1,0) and (1,2)
    assert los(frm="0,1", to="2,1")
    assert not los(terrain=[("1,2", "forest")], frm="0,1", to="2,1")


def test_hills_block_except_an_adjacent_hill_of_the_same_height_next_to_a_firer_on_a_hill() -> None:
    hills = [("8,9", "hill", 1), ("7,10", "hill", 1)]
    # 8,9 -> 6,11 passes through 7,10
    assert los(terrain=hills, frm="8,9", to="6,11")  # firer on the same plateau
    assert not los(terrain=[("7,10", "hill", 1)], frm="8,9", to="6,11")  # firer below the hill
    assert not los(terrain=[("8,9", "hill", 1), ("7,10", "hill", 2)], frm="8,9", to="6,11")  # other height
    # the exception is for the hill next to the firer, not one further along
    assert not los(terrain=[("8,9", "hill", 1), ("6,11", "hill", 1)], frm="8,9", to="5,12")


def test_hill_exception_option_either_end() -> None:
    terrain = [("6,11", "hill", 1), ("7,10", "hill", 1)]  # target 6,11 on a hill, 7,10 next to it
    assert not los(terrain=terrain, frm="8,9", to="6,11")
    assert los(terrain=terrain, frm="8,9", to="6,11", rules={"hill_los_exception": "either_end"})


def test_edge_rule_option_per_pair_needs_both_hexes_of_one_edge() -> None:
    s = new_state(scenario(FAR))
    sl = s.field.los.sight_line(s.field.hexes[s.field.parse("2,5")], s.field.hexes[s.field.parse("4,11")])
    side = {s.field.labels[s.field.hex_index[h]]: "L" for h in sl.edge_left}
    side.update({s.field.labels[s.field.hex_index[h]]: "R" for h in sl.edge_right})
    assert side["2,7"] != side["4,9"]  # opposite sides, but not across one edge
    terrain = [("2,7", "forest"), ("4,9", "forest")]
    assert not los(terrain=terrain, frm="2,5", to="4,11")
    assert los(terrain=terrain, frm="2,5", to="4,11", rules={"los_edge_rule": "per_pair"})


def test_all_pairs_agrees_with_single_queries() -> None:
    s = new_state(
        scenario(
            [*FAR, ("b1", "AY", "7,10"), ("t1", "AB", "4,13")],
            [("tL", "foot", "3,6")],
            [("5,10", "forest"), ("6,5", "village"), ("4,15", "hill", 1), ("5,16", "hill", 1), ("3,12", "hill", 2)],
        )
    )
    table = all_pairs_los(s)
    full = s.field.full
    assert len(table) == len(full) * (len(full) - 1)
    for a in full[::7]:
        for b in full[::5]:
            if a != b:
                assert table[(a, b)] == s.los(a, b), (s.label(a), s.label(b))
