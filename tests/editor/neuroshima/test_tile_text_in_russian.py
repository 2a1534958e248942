"""A tile's tooltip in the Russian interface ends with its ability in Russian."""

from __future__ import annotations

from editor.games.neuroshima.armies import tile_summary
from engine.content.library import bundled_library
from engine.games.neuroshima.models.army import Army


def test_a_tiles_summary_reads_its_ability_in_the_interfaces_language(russian) -> None:
    army = bundled_library().copy().get("neuroshima/army", "moloch")
    assert isinstance(army, Army)
    clown = next(t for t in army.tiles if t.id == "moloch_clown")
    summary = tile_summary(clown)
    assert summary.endswith("\n" + clown.text_ru)
    assert clown.text not in summary


def test_in_english_the_summary_keeps_the_english_text() -> None:
    army = bundled_library().copy().get("neuroshima/army", "moloch")
    assert isinstance(army, Army)
    clown = next(t for t in army.tiles if t.id == "moloch_clown")
    assert tile_summary(clown).endswith("\n" + clown.text)
