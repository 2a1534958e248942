"""The events a player's playback draws from: where each move and attack went, and a phase that
ends by itself says so and why (the editor holds no rules, so the reason comes from the engine)."""

from __future__ import annotations

from .helpers import B, act, dice, has, new_state, scenario, to_battle


def last(s, kind: str) -> dict:
    return dict(next(e for e in reversed(s.events) if e.kind == kind).data)


def test_a_move_records_the_piece_and_the_hexes_it_went_from_and_to() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "SN", "1,10")]))
    to_battle(s, "order3_center", "b1", moves=[("b1", "7,10")])
    assert last(s, "move") == {"piece": "b1", "side": B, "frm": "8,9", "to": "7,10"}


def test_an_attack_and_its_roll_record_the_attackers_and_the_targets_hexes() -> None:
    s = new_state(scenario([("b1", "AB", "6,9"), ("t1", "SN", "5,10")]))
    to_battle(s, "order3_center", "b1")
    dice(s, "⚔ ⚔")
    act(s, "melee b1 t1")
    declared = last(s, "declare")
    assert (declared["frm"], declared["to"], declared["side"]) == ("6,9", "5,10", B)
    roll = last(s, "roll")
    assert (roll["attacker"], roll["frm"], roll["to"], roll["melee"]) == ("b1", "6,9", "5,10", True)
    assert len(roll["faces"]) == roll["dice"] == 2


def test_a_battle_phase_with_nobody_in_reach_is_skipped_with_the_reason() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "SN", "1,10")]))
    to_battle(s, "order3_center", "b1")
    skip = last(s, "skip")
    assert skip["phase"] == "battle" and skip["skipped"] and skip["player"] == B
    assert next(e.text for e in reversed(s.events) if e.kind == "skip") == (
        "Battle phase skipped: no ordered unit can fire or melee"
    )
    assert not has(s, "battles-done")


def test_the_movement_phase_ends_by_itself_once_every_ordered_piece_has_moved() -> None:
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "SN", "1,10")]))
    to_battle(s, "order3_center", "b1")
    texts = [e.text for e in s.events if e.kind == "skip"]
    assert "Movement phase skipped: no ordered unit or leader can move" not in texts  # b1 could move
    s = new_state(scenario([("b1", "AY", "8,9"), ("t1", "SN", "1,10")]))
    act(s, "card order3_center", "order b1")
    if has(s, "orders-done"):
        act(s, "orders-done")
    act(s, "move b1 7,10")
    texts = [e.text for e in s.events if e.kind == "skip"]
    assert "Movement phase over: no ordered unit or leader can move any more" in texts
