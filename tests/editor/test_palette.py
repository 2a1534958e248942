"""The palette as a user works with it: its scroll position and chosen entry survive drops, it
filters by name, and it shows a grid of large icons or a list."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.editor.samurai_battles.helpers import drop, open_scenario


def test_the_palette_keeps_its_scroll_position_and_choice_across_ten_drops(window) -> None:
    doc = open_scenario(window)
    window.dock_palette.resize(240, 500)
    palette = window.palette_tree
    section, item = palette.show_entry("unit-0-AY")
    QTest.mouseClick(
        section.viewport(),
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        section.visualItemRect(item).center(),
    )
    bar = palette.scroll_area.verticalScrollBar()
    assert bar.maximum() > 0 and bar.value() > 0  # the army's units are further down than the terrain
    where = bar.value()
    hexes = ["8,3", "8,5", "8,7", "8,9", "8,11", "8,13", "8,15", "8,17", "8,19", "8,21"]
    for h in hexes:
        assert drop(window, "unit-0-AY", h)
        assert bar.value() == where, f"the palette scrolled away after the drop on {h}"
        assert palette.current_entry() is not None and palette.current_entry().id == "unit-0-AY"
    assert len(doc.model.armies[0].units) == 10
    assert doc.undo_stack.count() == 10


def test_the_filter_shows_only_matching_entries(window) -> None:
    open_scenario(window)
    palette = window.palette_tree
    QTest.keyClicks(palette.search, "forest")
    shown = [
        section.item(i).data(Qt.ItemDataRole.UserRole + 1)
        for header, section in palette.sections
        if header.isVisible()
        for i in range(section.count())
        if not section.item(i).isHidden()
    ]
    assert shown == ["terrain-forest"]
    palette.search.clear()
    assert sum(not s.item(i).isHidden() for _, s in palette.sections for i in range(s.count())) > 20


def test_grid_and_list_views(window) -> None:
    open_scenario(window)
    palette = window.palette_tree
    section, _item = palette.show_entry("unit-0-AY")
    assert palette.grid and section.iconSize().width() >= 64  # large icons by default
    QTest.mouseClick(palette.mode_button, Qt.MouseButton.LeftButton)
    assert not palette.grid and section.iconSize().width() < 64
    assert palette.show_entry("unit-0-AY")[1].text().startswith("AY")


def test_switching_to_another_document_shows_only_its_palettes_at_once(window) -> None:
    from PySide6.QtWidgets import QListWidget

    from engine.content.library import core_pack_dir

    open_scenario(window)
    window.open_file(str(core_pack_dir() / "warlords" / "battlefields" / "wl-field-border-ford.yaml"))
    palette = window.palette_tree
    # no event loop ran: the old sections wait for deletion, but must not be drawn meanwhile
    shown = [
        s.item(i).text() for s in palette.findChildren(QListWidget) if s.isVisibleTo(palette) for i in range(s.count())
    ]
    assert "Open ground" in shown
    assert "Plain" not in shown  # a Samurai Battles terrain


def _shown_entries(palette) -> int:
    return sum(not s.item(i).isHidden() for h, s in palette.sections if h.isVisible() for i in range(s.count()))


def test_each_document_keeps_its_own_filter_and_a_new_one_starts_unfiltered(window) -> None:
    from engine.content.library import core_pack_dir

    open_scenario(window)
    palette = window.palette_tree
    QTest.keyClicks(palette.search, "forest")
    assert _shown_entries(palette) == 1
    window.open_file(str(core_pack_dir() / "warlords" / "battlefields" / "wl-field-border-ford.yaml"))
    assert palette.search.text() == "" and _shown_entries(palette) > 5  # a Warlords palette, whole
    window.tabs.setCurrentIndex(1)  # back to the scenario: its filter again
    assert palette.search.text() == "forest" and _shown_entries(palette) == 1
