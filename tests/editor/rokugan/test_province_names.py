"""Every province of the standard Rokugan board has a label of its own, in English and in Russian
(issue 33: in Russian several provinces were all called by their region's name, "Регион клана
Краба", so their labels overlapped and read alike).

No source gives Russian names for single provinces (/work/shared/reference/rokugan: the names of
the regions only, confidence medium), and the English names are descriptive ("Crab Northeast"),
so the Russian ones translate that description: the part of the region, then the region
("Северо-восток Краба", "Столица Журавля", "Восток Архипелага")."""

from __future__ import annotations

from collections import Counter

import pytest

from editor.document import Document
from engine.content.library import core_pack_dir

MAP = core_pack_dir() / "rokugan" / "maps" / "standard.yaml"


def shown_labels(window) -> list[str]:
    """The names the open map draws on its provinces (the labels on the board)."""
    doc = window.open_file(MAP)
    assert isinstance(doc, Document)
    look = doc.kind.look
    return [look.piece_label("provinces", p) for p in doc.model.provinces]


def repeated(labels: list[str]) -> list[str]:
    return [name for name, n in Counter(labels).items() if n > 1]


def test_no_two_provinces_of_the_standard_map_share_a_label_in_english(window) -> None:
    labels = shown_labels(window)
    assert len(labels) == 30
    assert repeated(labels) == []
    assert "Crab Northeast" in labels


@pytest.mark.usefixtures("russian")
def test_no_two_provinces_of_the_standard_map_share_a_label_in_russian(window) -> None:
    labels = shown_labels(window)
    assert len(labels) == 30
    assert repeated(labels) == [], repeated(labels)
    # Russian names, not the English fallback nor the region's name
    assert not any(label.isascii() for label in labels), labels
    assert "Регион клана Краба" not in labels
    assert {"Столица Краба", "Северо-восток Краба", "Юг Золотого региона", "Запад Архипелага"} <= set(labels)


@pytest.mark.usefixtures("russian")
def test_the_rokugan_table_names_each_province_once_in_russian(qtbot) -> None:
    from editor.games.rokugan.table import RokuganTable
    from editor.player.session import HUMAN, PlaySession
    from engine.content.library import bundled_library
    from engine.core.registry import load_game

    game = load_game("rokugan")
    setup = next(s for s in game.example_setups() if s.map == "standard")
    table = RokuganTable(PlaySession(game, setup, bundled_library(), 1, [HUMAN] * setup.players))
    qtbot.addWidget(table)
    names = list(table.province_names.values())
    assert len(names) == 30 and repeated(names) == []
