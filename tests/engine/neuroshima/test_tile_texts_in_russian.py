"""A tile's printed ability in words is content, as its names are: every tile of the four armies
that has an English text has its Russian one, in the rulebook's words (командный центр, ближний
бой, сеть), with no English word left."""

from __future__ import annotations

from engine.content.library import bundled_library
from engine.games.neuroshima.models.army import Army
from tests.support.russian_text import english_words

CYRILLIC = set("абвгдеёжзийклмнопрстуфхцчшщъыьэюя")


def test_every_tile_text_has_its_russian() -> None:
    lib = bundled_library().copy()
    armies = [a for a in (lib.get("neuroshima/army", i) for i in ("borgo", "hegemony", "moloch", "outpost")) if a]
    assert len(armies) == 4
    texts = 0
    for army in armies:
        assert isinstance(army, Army)
        for tile in army.tiles:
            assert bool(tile.text) == bool(tile.text_ru), tile.id
            if tile.text_ru:
                texts += 1
                assert CYRILLIC & set(tile.text_ru.lower()), tile.id
                assert english_words(tile.text_ru) == [], (tile.id, tile.text_ru)
    assert texts == 50
    moloch = next(a for a in armies if a.id == "moloch")
    hq = next(t for t in moloch.tiles if t.id == "moloch_hq")
    assert hq.text_ru.startswith("В фазе инициативы 0 наносит 1 урон в ближнем бою каждому соседнему")
