"""The rule options in Russian: a designer choosing how an ambiguity of the rulebook is read sees
each option's description in the interface's language (the engine's catalogue), in the Warlords
battle editor's options box, in the Samurai Battles scenario panel and in the properties form of
a Battle for Rokugan scenario, and still edits the option there."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel, QWidget

from editor.panels.rule_options import choices
from engine.content.library import core_pack_dir
from engine.content.options import option_description
from engine.games.rokugan.options import RuleOptions as RokuganOptions
from engine.games.samurai_battles.scenario import RuleOptions as SamuraiBattlesOptions
from engine.games.warlords.battle import RuleOptions as WarlordsOptions
from tests.support.russian_text import english_words


def _open(window, path: str):
    window.open_file(core_pack_dir() / path)
    window.selection_changed()
    doc = window.current_document()
    assert doc is not None and doc.kind is not None
    return doc


def _found(window, cls: type[QWidget], name: str) -> QWidget:
    found = window.findChild(cls, name)
    assert found is not None, name
    return found


def test_the_warlords_options_box_describes_each_option_in_russian(russian, window, qtbot) -> None:
    doc = _open(window, "warlords/battles/wl-battle-meeting-river.yaml")
    for name in WarlordsOptions.model_fields:
        label = _found(window, QLabel, f"warlords.battle.rules.{name}.description")
        text = label.text()
        # the box shows the reading in words; with its rulebook references, it is the tooltip
        assert label.toolTip().startswith(option_description(WarlordsOptions, name, "ru")), name
        # the values a file holds may be named as they are typed; no other English word is left
        typed = {str(v): "the option's value as a file holds it" for v in choices(WarlordsOptions, name)}
        assert english_words(text, typed) == [], (name, text)
    label = _found(window, QLabel, "warlords.battle.rules.teppo_formation.description")
    assert label.text() == "У тэппо-асигару есть правило «Строй» (по умолчанию: нет)"
    # the option is still edited where it is described: a click sets it, undo takes it back
    box = _found(window, QCheckBox, "warlords.battle.rules.teppo_formation")
    assert isinstance(box, QCheckBox)
    before = doc.model.rules.teppo_formation
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(8, box.height() // 2))
    assert doc.model.rules.teppo_formation is (not before)
    doc.undo_stack.undo()
    assert doc.model.rules.teppo_formation is before


def test_the_samurai_battles_options_carry_russian_tooltips(russian, window) -> None:
    _open(window, "samurai_battles/scenarios/sb-w01-river-crossing.yaml")
    tips = {name: option_description(SamuraiBattlesOptions, name, "ru") for name in SamuraiBattlesOptions.model_fields}
    shown = {w.toolTip() for w in window.findChildren(QWidget) if w.toolTip()}
    assert set(tips.values()) <= shown
    assert tips["sword_ignore_stacking"].startswith("A5: ")


def test_a_rokugan_scenario_shows_its_options_in_russian(russian, window, qtbot) -> None:
    doc = _open(window, "rokugan/scenarios/standard-2p.yaml")
    combo = _found(window, QComboBox, "prop.rules.raid_order")
    assert isinstance(combo, QComboBox)
    assert combo.toolTip() == option_description(RokuganOptions, "raid_order", "ru")
    assert combo.toolTip().startswith("G7: условие каждого погрома проверяется")
    before = doc.model.rules.raid_order
    combo.setFocus()
    qtbot.keyClick(combo, Qt.Key.Key_Down)
    assert doc.model.rules.raid_order != before
