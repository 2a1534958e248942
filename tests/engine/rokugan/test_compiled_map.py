"""The province map's derived geometry (adjacency from the polygons) is built once per map
content: new games of one scenario share it, and a changed map is built anew."""

from __future__ import annotations

from engine.content.io import LineMap, LoadedContent
from engine.content.library import bundled_library
from engine.games.rokugan.prepare import AREA_MAPS, MAP_KIND
from engine.games.rokugan.state import RKState
from tests.engine.rokugan.helpers import GAME, scenario


def test_new_games_on_one_map_build_its_geometry_once() -> None:
    AREA_MAPS.clear()
    states = [GAME.new_initial_state(scenario(), bundled_library().copy(), seed) for seed in range(4)]
    assert all(isinstance(s, RKState) for s in states)
    assert AREA_MAPS.builds == 1


def test_a_changed_map_is_built_anew() -> None:
    AREA_MAPS.clear()
    lib = bundled_library().copy()
    GAME.new_initial_state(scenario(), lib, 0)
    standard = lib.get(MAP_KIND, "standard")
    assert standard is not None
    changed = standard.model_copy(deep=True)
    changed.notes = "traced again"  # type: ignore[attr-defined]
    lib.add(LoadedContent(changed, None, LineMap()))
    GAME.new_initial_state(scenario(), lib, 0)
    assert AREA_MAPS.builds == 2
