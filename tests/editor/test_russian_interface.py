"""Issue 19, deliverable 3: the Russian interface. With the language set to Russian the main
window's menus and actions, the tool bar's tooltips and the start page show no English text that
has a translation; the Language preference is saved and read back (the environment overrides it);
content texts come in the chosen language with English as the fallback; every string marked for
translation in ``editor/`` has a Russian translation, and the wrapped modules show no unmarked text."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMenu, QWidget

from editor.i18n import (
    LANGUAGE_ENV,
    TRANSLATIONS_DIR,
    chosen_language,
    content_text,
    install_translator,
    save_language_preference,
    tr,
)
from editor.mainwindow import MainWindow
from editor.preferences import PreferencesDialog
from tests.editor.russian import english_forms, translations

EDITOR = Path(__file__).resolve().parents[2] / "editor"
TS_FILE = TRANSLATIONS_DIR / "warbench_ru.ts"
#: modules whose every user-visible text goes through tr(): a literal text handed to a widget
#: there fails :func:`test_the_wrapped_modules_show_no_unmarked_text`
WRAPPED_MODULES = [
    "window_build.py",
    "window_files.py",
    "window_settings.py",
    "mainwindow.py",
    "startpage.py",
    "preferences.py",
    "kind_panels.py",
    "window_edit.py",
    "window_packs.py",
    "docview.py",
    "packs_window.py",
    "panels/issues.py",
    "panels/log.py",
    "panels/palette.py",
    "panels/properties.py",
    "player/action_buttons.py",
    "player/card_list.py",
    "player/curtain.py",
    "player/jobs.py",
    "player/playback.py",
    "player/session.py",
    "player/shell.py",
    "player/view.py",
    "games/samurai_battles/decks_panel.py",
    "games/samurai_battles/piece_panels.py",
    "games/samurai_battles/scenario_panel.py",
    "games/samurai_battles/table.py",
    "games/samurai_battles/turn_playback.py",
    "games/samurai_battles/los_tool.py",
    "games/warlords/battle_kind.py",
    "games/warlords/battle_panel.py",
    "games/warlords/battlefield_panel.py",
    "games/warlords/roster_kind.py",
    "games/warlords/table.py",
    "games/rokugan/clan_kind.py",
    "games/rokugan/map_panels.py",
    "games/rokugan/playback.py",
    "games/rokugan/scenario_panel.py",
    "games/rokugan/table.py",
    "games/samurai_sword/card_form.py",
    "games/samurai_sword/character_editor.py",
    "games/samurai_sword/deck_editor.py",
    "games/samurai_sword/gallery.py",
    "games/samurai_sword/new_game.py",
    "games/samurai_sword/role_decks.py",
    "games/samurai_sword/table.py",
    "games/neuroshima/army_gallery.py",
    "games/neuroshima/battle_playback.py",
    "games/neuroshima/etude_fields.py",
    "games/neuroshima/etude_player.py",
    "games/neuroshima/etude_side.py",
    "games/neuroshima/game_player.py",
    "games/neuroshima/generate_dialog.py",
    "games/neuroshima/new_game.py",
    "games/neuroshima/pick_view.py",
    "games/neuroshima/pool_tray.py",
    "games/neuroshima/position_side.py",
    "games/neuroshima/tile_editor.py",
    "games/neuroshima/tile_effects.py",
    "games/neuroshima/tile_hex.py",
    "games/neuroshima/tile_panel.py",
    "games/neuroshima/victory_editor.py",
    "lab/__init__.py",
    "lab/panel.py",
    "lab/replay.py",
    "canvas/area_panel.py",
    "canvas/minimap.py",
]
#: names that read the same in every language
SAME_IN_EVERY_LANGUAGE = {"YAML"}
#: calls that put a text on screen (a literal passed to one of them is a text nobody translates)
SHOWING_CALLS = {
    "setText",
    "setToolTip",
    "setStatusTip",
    "setWindowTitle",
    "setPlaceholderText",
    "setHeaderLabels",
    "setHorizontalHeaderLabels",
    "addMenu",
    "addTab",
    "show_status",
    "show_error",
    "QLabel",
    "QAction",
    "QListWidgetItem",
    "QTreeWidgetItem",
    "QMessageBox",
    "_action",
    "_dock",
    "QPushButton",
    "QCheckBox",
    "QGroupBox",
    "QRadioButton",
    "addRow",
    "setTitle",
    "showMessage",
    "log",
}


@pytest.fixture
def russian_window(russian, qtbot, settings) -> Iterator[MainWindow]:
    w = MainWindow(settings)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w.close()
    w.deleteLater()


def menu_texts(menu: QMenu) -> Iterator[tuple[str, str]]:
    """(where, text) of every action of ``menu`` and its submenus: texts, tooltips, status tips."""
    for action in menu.actions():
        if action.isSeparator():
            continue
        where = f"{menu.title()} › {action.objectName() or action.text()}"
        yield where, action.text()
        yield where + " (tooltip)", action.toolTip()
        yield where + " (status tip)", action.statusTip()
        if action.menu() is not None:
            yield from menu_texts(action.menu())


def test_the_main_window_menus_are_russian(russian_window, russian) -> None:
    english = english_forms(russian)
    texts: list[tuple[str, str]] = []
    for top in russian_window.menuBar().actions():
        texts.append(("menu bar", top.text()))
        menu = top.menu()
        assert isinstance(menu, QMenu)
        menu.aboutToShow.emit()  # the recent files are listed when the menu opens
        texts += list(menu_texts(menu))
    left = [(where, text) for where, text in texts if text in english]
    assert not left, f"English text left in the menus: {left}"
    titles = [a.text() for a in russian_window.menuBar().actions()]
    assert titles[:3] == ["&Файл", "&Правка", "&Вид"]


def test_the_tool_bar_tooltips_and_docks_are_russian(russian_window, russian) -> None:
    english = english_forms(russian)
    tips = {a.objectName(): a.toolTip() for a in russian_window.tool_bar.actions() if not a.isSeparator()}
    assert tips, "the tool bar has actions"
    assert not {name: tip for name, tip in tips.items() if tip in english}
    assert russian_window.tool_actions["select"].toolTip().startswith("Выбор и перемещение фигур (S)")
    docks = [russian_window.dock_palette, russian_window.dock_properties, russian_window.dock_undo]
    assert [d.windowTitle() for d in docks] == ["Палитра", "Свойства", "История правок"]


def test_the_start_page_is_russian(russian_window, russian) -> None:
    english = english_forms(russian)
    page = russian_window.start_page
    shown = [label.text() for label in page.findChildren(QLabel)]
    shown.append(page.search.placeholderText())
    header = page.content.headerItem()
    shown += [header.text(c) for c in range(header.columnCount())]
    shown += [page.recent.item(i).text() for i in range(page.recent.count())]
    shown.append(russian_window.tabs.tabText(0))
    left = [text for text in shown if text in english or any(text == f"<h2>Warbench</h2>{e}" for e in english)]
    assert not left, f"English text left on the start page: {left}"
    assert page.search.placeholderText().startswith("Поиск")
    assert russian_window.tabs.tabText(0) == "Начало"


def test_shortcuts_do_not_change_with_the_language(russian, qtbot, tmp_path) -> None:
    from PySide6.QtCore import QSettings

    def shortcuts(w: MainWindow) -> dict[str, list[str]]:
        return {
            a.objectName(): [s.toString() for s in a.shortcuts()] for a in w.findChildren(QAction) if a.objectName()
        }

    in_russian = MainWindow(QSettings(str(tmp_path / "ru.ini"), QSettings.Format.IniFormat), restore=False)
    install_translator("en")
    in_english = MainWindow(QSettings(str(tmp_path / "en.ini"), QSettings.Format.IniFormat), restore=False)
    try:
        assert in_russian.act_open.text() == "&Открыть..." and in_english.act_open.text() == "&Open..."
        assert shortcuts(in_russian) == shortcuts(in_english)
    finally:
        for w in (in_russian, in_english):
            w.deleteLater()


def test_the_language_preference_is_saved_and_read_at_start(qtbot, settings, monkeypatch) -> None:
    monkeypatch.delenv(LANGUAGE_ENV, raising=False)
    dialog = PreferencesDialog(settings)
    qtbot.addWidget(dialog)
    combo = dialog.language
    assert [combo.itemData(i) for i in range(combo.count())] == ["", "en", "ru"]
    assert combo.itemText(2) == "Русский"
    assert combo.currentData() == "", "the default is the system's language"
    combo.setCurrentIndex(combo.findData("ru"))
    dialog.findChild(QDialogButtonBox).button(QDialogButtonBox.StandardButton.Ok).click()
    assert settings.value("language") == "ru"
    assert chosen_language(settings) == "ru"
    assert any("started again" in label.text() for label in dialog.findChildren(QLabel))
    # the environment variable overrides the preference (tests, a quick look at the other language)
    monkeypatch.setenv(LANGUAGE_ENV, "en")
    assert chosen_language(settings) == "en"
    # a reopened dialog shows the saved choice
    again = PreferencesDialog(settings)
    qtbot.addWidget(again)
    assert again.language.currentData() == "ru"


def test_the_system_language_is_the_default(settings, monkeypatch) -> None:
    from PySide6.QtCore import QLocale

    monkeypatch.delenv(LANGUAGE_ENV, raising=False)
    save_language_preference(settings, "")
    previous = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.Russian, QLocale.Country.Russia))
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(QLocale.Language.Russian)))
        assert chosen_language(settings) == "ru"
        monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(QLocale.Language.German)))
        assert chosen_language(settings) == "en", "a language Warbench has no translation for gives English"
    finally:
        QLocale.setDefault(previous)


def test_an_unknown_language_is_refused(settings) -> None:
    with pytest.raises(ValueError, match="unknown interface language 'de'"):
        save_language_preference(settings, "de")


def test_content_texts_come_in_the_chosen_language_with_english_fallback(russian) -> None:
    assert content_text({"en": "River Crossing", "ru": "Переправа"}) == "Переправа"
    assert content_text({"en": "River Crossing", "ru": ""}) == "River Crossing"
    assert content_text({"en": "River Crossing", "ru": "Переправа"}, "en") == "River Crossing"
    assert content_text("plain") == "plain" and content_text(None) == ""


def test_the_bundled_content_shows_russian_names_in_russian(russian_window) -> None:
    tree = russian_window.start_page.content
    titles = [
        tree.topLevelItem(g).child(c).text(0)
        for g in range(tree.topLevelItemCount())
        for c in range(tree.topLevelItem(g).childCount())
    ]
    assert any(any("а" <= ch <= "я" for ch in t.lower()) for t in titles), "some bundled content has Russian names"


def shown_widget_texts(root) -> list[str]:
    """The texts of ``root``'s labels, buttons, group boxes and tabs, shown or a tab away."""
    from PySide6.QtWidgets import QAbstractButton, QGroupBox, QTabWidget

    texts = [w.text() for w in root.findChildren(QLabel)]
    texts += [b.text() for b in root.findChildren(QAbstractButton)]
    texts += [b.toolTip() for b in root.findChildren(QWidget) if b.toolTip()]
    texts += [g.title() for g in root.findChildren(QGroupBox)]
    texts += [t.tabText(i) for t in root.findChildren(QTabWidget) for i in range(t.count())]
    return texts


#: a bundled document of each game whose editor is translated, and a Russian text its editor shows
TRANSLATED_EDITORS = [
    ("samurai_battles/scenarios/sb-w01-river-crossing.yaml", "Особые правила"),
    ("rokugan/scenarios/standard-2p.yaml", "Тайные цели"),
    ("rokugan/maps/standard.yaml", "Регионы"),
    ("warlords/battles/wl-battle-meeting-river.yaml", "Поле боя"),
    ("samurai_sword/deck.yaml", "Сложность"),
    ("neuroshima/etudes/01-one-clear-line.yaml", "Условия победы (должны выполняться все)"),
    ("samurai_sword/characters.yaml", "Стойкость"),
]


@pytest.mark.parametrize(
    ("path", "russian_text"), TRANSLATED_EDITORS, ids=lambda v: str(v).split("/")[0] if "/" in str(v) else ""
)
def test_a_game_editor_is_russian(russian_window, russian, path, russian_text) -> None:
    from engine.content.library import core_pack_dir

    english = english_forms(russian)
    russian_window.open_file(core_pack_dir() / path)
    assert russian_window.current_view() is not None
    shown = shown_widget_texts(russian_window)
    left = [t for t in shown if t in english]
    assert not left, f"English text left in the editor of {path}: {left}"
    assert russian_text in shown


def marked_texts(path: Path) -> Iterator[tuple[int, str]]:
    """(line, text) of every literal passed to ``tr`` or ``QT_TR_NOOP`` in the module at ``path``."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("tr", "QT_TR_NOOP")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            yield node.lineno, node.args[0].value


def test_every_marked_text_has_a_russian_translation() -> None:
    done = translations()
    missing = [
        f"{path.relative_to(EDITOR.parent)}:{line}: {text!r}"
        for path in sorted(EDITOR.rglob("*.py"))
        for line, text in marked_texts(path)
        if text and text not in done
    ]
    assert not missing, "texts without a Russian translation (run make translations, fill them in):\n" + "\n".join(
        missing
    )


#: the positions of the texts among a showing call's arguments, where not all of them are texts
#: (the others are object names and shortcuts)
TEXT_ARGS = {"_action": (1, 4), "_dock": (1,), "addTab": (1,)}


def unmarked_texts(path: Path) -> Iterator[str]:
    """Literal texts (with letters) or f-strings handed straight to a call that shows them."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = node.func.attr if isinstance(node.func, ast.Attribute) else getattr(node.func, "id", "")
        if name not in SHOWING_CALLS:
            continue
        positions = TEXT_ARGS.get(name, range(len(node.args)))
        args = [node.args[i] for i in positions if i < len(node.args)]
        args += [k.value for k in node.keywords if k.arg in ("tip", "text", "title")]
        for arg in args:
            for item in arg.elts if isinstance(arg, ast.List) else [arg]:
                # the words of a literal, or of an f-string's fixed parts
                parts = item.values if isinstance(item, ast.JoinedStr) else [item]
                words = "".join(p.value for p in parts if isinstance(p, ast.Constant) and isinstance(p.value, str))
                words = re.sub(r"<[^>]*>", "", words)  # markup is not words
                if any(c.isalpha() for c in words) and words not in SAME_IN_EVERY_LANGUAGE:
                    yield f"{path.name}:{node.lineno}: {ast.unparse(item)}"


def test_the_wrapped_modules_show_no_unmarked_text() -> None:
    offences = [o for module in WRAPPED_MODULES for o in unmarked_texts(EDITOR / module)]
    assert not offences, "texts shown without tr():\n" + "\n".join(offences)


def test_tr_gives_english_back_without_a_catalogue(qapp) -> None:
    install_translator("en")
    assert tr("&Open...") == "&Open..."
