"""A battle's position start says what happened in the turns before it: the turn number, fatigue,
flights and their first turn, rallies used, units hidden in a forest, scattered units' return,
destroyed units, banners raised and sabotages used. Each field validates, survives a save and a
load, and reaches the engine's initial state (rules/003 §4-§6)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.content.base import CheckContext
from engine.content.io import LineMap, LoadedContent, load_file, save_model
from engine.games.warlords.battle import Battle
from engine.games.warlords.pieces import FULL, OUT, PRESENCE, RESERVE
from tests.engine.warlords.helpers import (
    act,
    battle,
    field,
    legal,
    new_state,
    to_command,
    unit,
)

FOREST = field(terrain=[("wood", "forest", ["A24"])])
NORTH = [
    ("n-kihei", "kihei", 8, "A22", "S"),
    ("n-run", "yari_ashigaru", 6, "A33", "S", True),
    ("n-wood", "yumi_samurai", 6, "A24", "S"),
    ("n-back", "yari_samurai", 6, None, None),
    ("n-dead", "yari_samurai", 6, None, None),
]
SOUTH = [("s-yari", "yari_samurai", 8, "C31", "N")]


def turn_four(**changes: Any) -> tuple[Battle, Any]:
    """Turn 4 of a battle: the kihei is tired, n-run has fled since turn 3 after a rally, n-wood
    hides in the wood, n-back was scattered and may return on turn 5, n-dead was destroyed, the
    Tiger banner is raised and in effect, and one of the shinobi's three sabotages is used."""
    b, lib = battle(
        NORTH, SOUTH, bf=FOREST, banners={"tiger": "n-kihei"}, shinobi=[("n-ninja", "sabotage", "n")], max_turns=8
    )
    side = b.sides[0]
    past: dict[str, dict[str, Any]] = {
        "n-kihei": {"fatigued": True},
        "n-run": {"flight_began": 3, "rallied": True},
        "n-wood": {"hidden": True},
        "n-back": {"reserve": True, "returns_turn": 5},
        "n-dead": {"destroyed": True, "reserve": False},
    }
    deployment = [p.model_copy(update=past.get(p.unit, {})) for p in side.deployment]
    side = side.model_copy(
        update={"deployment": deployment, "banners_raised": {"tiger": "in_effect"}, "sabotages_used": {"n-ninja": 1}}
    )
    b = b.model_copy(update={"start_turn": 4, "sides": [side, b.sides[1]], **changes})
    lib = lib.copy()
    lib.add(LoadedContent(b, None, LineMap()))
    return b, lib


def issues(b: Battle, lib: Any) -> list[str]:
    return [f"{i.severity.name} {i.message}" for i in b.check(CheckContext(library=lib))]


def test_the_record_of_the_turns_before_the_start_validates_and_survives_a_save_and_a_load(tmp_path: Path) -> None:
    b, lib = turn_four()
    assert not [i for i in issues(b, lib) if i.startswith("ERROR")]
    path = tmp_path / "battle.yaml"
    save_model(b, path)
    again = load_file(path).model
    assert again == b
    text = path.read_text(encoding="utf-8")
    for word in ("start_turn: 4", "flight_began: 3", "returns_turn: 5", "hidden: true", "in_effect", "n-ninja: 1"):
        assert word in text


def test_the_position_start_reaches_the_engine() -> None:
    b, lib = turn_four()
    s = new_state(b, lib)
    assert s.b.turn == 4  # the position's own turn, its command phase next
    kihei, run, wood, back, dead = (unit(s, u) for u in ("n-kihei", "n-run", "n-wood", "n-back", "n-dead"))
    assert kihei.fatigued and kihei.banner_spent and kihei.tiger
    assert run.fleeing and run.flee_turn == 3 and run.rallied
    assert wood.seen == PRESENCE and kihei.seen == FULL
    assert back.status == RESERVE and back.reserve_from == 5
    assert dead.status == OUT and dead.out_reason == "destroyed"
    assert s.b.sides[0].shinobi == (("n-ninja", "sabotage", 2),)


def test_the_record_plays_as_the_rules_say() -> None:
    b, lib = turn_four()
    s = new_state(b, lib)
    to_command(s)
    # a tired kihei cannot gallop (L154); the spent banner is not raised again (L362); n-back is
    # not yet back (L637), nor is the destroyed unit
    act(s, "done leaders")
    options = legal(s)
    assert "raise n-kihei" not in options
    assert not any(a.startswith("enter n-back") or a.startswith("enter n-dead") for a in options)
    act(s, "select n-kihei")
    assert "order A" in legal(s) and "order A+A" not in legal(s)
    # the enemy sees only that a unit stands in the wood (L728)
    seen = {u.cell: u for u in s.observation(1).units if u.side == 0 and u.cell}
    assert seen["A24"].type == "?" and seen["A24"].id == "?A24"
    assert seen["A22"].type == "kihei" and "fatigued" in seen["A22"].state
    assert "rallied" in seen["A33"].state


def test_a_record_that_contradicts_the_rules_is_refused() -> None:
    b, lib = battle(
        [("n-yari", "yari_samurai", 8, "A22", "S"), ("n-run", "yari_samurai", 8, "A23", "S", True)],
        SOUTH,
        banners={"dragon": "n-yari"},
        max_turns=8,
    )
    side = b.sides[0]
    bad = [
        side.deployment[0].model_copy(update={"fatigued": True, "hidden": True, "returns_turn": 5}),
        side.deployment[1].model_copy(update={"flight_began": 2}),
    ]
    side = side.model_copy(
        update={"deployment": bad, "banners_raised": {"dragon": "in_effect"}, "sabotages_used": {"x": 1}}
    )
    b2 = b.model_copy(update={"start_turn": 6, "sides": [side, b.sides[1]]})
    found = "\n".join(issues(b2, lib))
    assert "only cavalry is fatigued" in found
    assert "only a unit in a forest" in found
    assert "returns_turn is for a scattered unit" in found
    assert "scattered by turn 6 (L658)" in found
    assert "acts only in the turn it is raised" in found
    assert "shinobi service 'x' is not in roster" in found
    late = b.model_copy(update={"start_turn": 9})
    assert "past the battle's last turn 8" in "\n".join(issues(late, lib))
    pre = b.model_copy(update={"start_turn": 3, "start": "pre_battle"})
    assert "start_turn is ignored" in "\n".join(issues(pre, lib))
