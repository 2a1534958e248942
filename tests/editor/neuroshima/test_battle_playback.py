"""Battle playback: the board the player shows at the end of a battle's playback is exactly the
board the engine left — tiles gone, wounds on the tough tiles that survived, HQ hit points — and
a second battle fought straight after the first starts from the end of the first."""

from __future__ import annotations

import itertools
import random

from editor.games.neuroshima.battle_playback import battle_starts, board_at, frames, split_battles
from engine.content.library import bundled_library
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.convert import position_to_model
from engine.games.neuroshima.models.rules import Rules
from engine.games.neuroshima.randomboard import random_full_position

ARMIES = ("moloch", "outpost", "borgo", "hegemony")


def shown(model) -> tuple:
    tiles = sorted((t.hex, t.tile, t.player, t.rotation, t.damage) for t in model.tiles)
    return tiles, [p.hq_hp for p in model.players]


def test_the_last_frame_of_every_battle_shows_the_engines_board_with_its_wounds() -> None:
    rnd = random.Random(11)
    rules = Rules()
    pairs = list(itertools.combinations_with_replacement(ARMIES, 2))
    wounded = 0
    for i in range(120):
        pos = random_full_position(pairs[i % len(pairs)], rnd, library=bundled_library())
        first = resolve_battle(pos, rules, explain=True)
        second = resolve_battle(first.position, rules, explain=True, reason="final battle")
        battles = split_battles([*first.events, *second.events])
        assert len(battles) == 2
        starts = battle_starts(position_to_model(pos), battles)
        assert shown(starts[1]) == shown(position_to_model(first.position))
        for start, battle, end in zip(starts, battles, (first.position, second.position), strict=True):
            last = frames(battle)[-1]
            assert shown(board_at(start, last)) == shown(position_to_model(end))
            wounded += len(last.wounds)
    assert wounded > 0  # the boards did leave tough tiles wounded


def test_a_wound_appears_in_the_frame_of_its_phase_and_stays() -> None:
    rnd = random.Random(5)
    rules = Rules()
    for _ in range(200):
        pos = random_full_position(("outpost", "moloch"), rnd, library=bundled_library())
        events = resolve_battle(pos, rules, explain=True).events
        fs = frames(events)
        at = next((i for i, e in enumerate(events) if e.kind == "wounded"), None)
        if at is None:
            continue
        hex_label = events[at].data["hex"]
        assert hex_label not in fs[at - 1].wounds and fs[at].wounds[hex_label] == events[at].data["damage"]
        assert all(hex_label in f.wounds or hex_label in {str(h) for h in f.removed} for f in fs[at:])
        assert "survives with" in events[at].text
        return
    raise AssertionError("no battle left a tough tile wounded")
