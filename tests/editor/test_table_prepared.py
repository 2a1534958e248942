"""A game's table reads the content its game prepared as the kind the game makes (Table.prepared_as)."""

from __future__ import annotations

import pytest

from editor.player.shell import Table
from engine.core.hexgrid import Hex


def test_a_table_gets_its_prepared_content_as_its_game_makes_it_and_refuses_another(qtbot) -> None:
    table = Table(setup=None, prepared=Hex(1, 2))
    qtbot.addWidget(table)
    assert table.prepared_as(Hex) == Hex(1, 2)
    with pytest.raises(TypeError, match="prepared as str"):
        table.prepared_as(str)
