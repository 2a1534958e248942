"""Issue 19, deliverable 3: the Russian interface. With the language set to Russian the main
window's menus and actions, the tool bar's tooltips and the start page show no English text that
has a translation; the Language preference is saved and read back (the environment overrides it);
content texts come in the chosen language with English as the fallback; every string marked for
translation in ``editor/`` has a Russian translation, and the wrapped modules show no unmarked text."""

from __future__ import annotations

import ast
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QLabel, QMenu

from editor.i18n import (
    LANGUAGE_ENV,
    chosen_language,
    content_text,
    install_translator,
    save_language_preference,
    tr,
)
from editor.mainwindow import MainWindow
from editor.preferences import PreferencesDialog
from tests.editor.russian import TS_FILE, english_forms, shown_texts, translated_messages, untranslated_english
from tests.editor.untranslated import NOT_SHOWN, report, untranslated

EDITOR = Path(__file__).resolve().parents[2] / "editor"


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
    # every kind one can create is named in Russian (the game's name may stay as it is)
    from engine.content.base import kind_info

    def warbenchs(kind: str) -> bool:  # not a kind the tests' own plugins add
        info = kind_info(kind)
        return info is not None and info.model.__module__.startswith("engine.")

    new_kinds = [page.new_list.item(i).text() for i, k in enumerate(page.kinds) if warbenchs(k.kind)]
    assert new_kinds
    not_russian = [t for t in new_kinds if not any("а" <= c <= "я" for c in t.lower())]
    assert not not_russian, f"kinds to create named in English only: {not_russian}"
    # and every bundled document's kind in the content tree
    tree = page.content
    kinds = {
        tree.topLevelItem(g).child(c).text(1)
        for g in range(tree.topLevelItemCount())
        for c in range(tree.topLevelItem(g).childCount())
    }
    assert kinds and all(any("а" <= c <= "я" for c in k.lower()) for k in kinds), sorted(kinds)


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
        assert in_russian.files.act_open.text() == "&Открыть..." and in_english.files.act_open.text() == "&Open..."
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


#: a bundled document of each game whose editor is translated, and a Russian text its editor shows
TRANSLATED_EDITORS = {
    "samurai_battles/scenarios/sb-w01-river-crossing.yaml": "Особые правила",
    "rokugan/scenarios/standard-2p.yaml": "Тайные цели",
    "rokugan/maps/standard.yaml": "Регионы",
    "warlords/battles/wl-battle-meeting-river.yaml": "Поле боя",
    "samurai_sword/deck.yaml": "Сложность",
    "neuroshima/etudes/01-one-clear-line.yaml": "Условия победы (должны выполняться все)",
    "samurai_sword/characters.yaml": "Стойкость",
}


def one_bundled_document_of_each_kind() -> list[str]:
    """A bundled document of every kind of content (its path in the core pack), the documents of
    :data:`TRANSLATED_EDITORS` first."""
    from engine.content.library import bundled_library, core_pack_dir

    core = core_pack_dir()
    chosen: dict[str, str] = {}
    files = {
        (kind, item.file)
        for (kind, *_), item in bundled_library().items.items()
        if item.file and "/schema/" not in item.file
    }
    for kind, file in sorted(
        files, key=lambda kf: (Path(kf[1]).relative_to(core).as_posix() not in TRANSLATED_EDITORS, kf)
    ):
        chosen.setdefault(kind, Path(file).relative_to(core).as_posix())
    return sorted(set(chosen.values()) | set(TRANSLATED_EDITORS))


@pytest.mark.parametrize("path", one_bundled_document_of_each_kind())
def test_each_editor_is_russian(russian_window, russian, path) -> None:
    """The editor of every kind of bundled content, in Russian: no text it shows (widgets, items,
    the board's text) is an English text that has a translation."""
    from engine.content.library import core_pack_dir

    russian_window.open_file(core_pack_dir() / path)
    assert russian_window.current_view() is not None
    shown = shown_texts(russian_window)
    left = untranslated_english(shown, russian)
    assert not left, f"English text left in the editor of {path}: {sorted(set(left))}"
    if path in TRANSLATED_EDITORS:
        assert TRANSLATED_EDITORS[path] in shown


def marked_texts(path: Path) -> Iterator[tuple[int, str, str]]:
    """(line, text, disambiguation) of every literal passed to ``tr`` or ``QT_TR_NOOP`` in the
    module at ``path``."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Name)
            and node.func.id in ("tr", "QT_TR_NOOP")
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            second = node.args[1] if len(node.args) > 1 else None
            disambiguation = second.value if isinstance(second, ast.Constant) and isinstance(second.value, str) else ""
            yield node.lineno, node.args[0].value, disambiguation


def test_every_marked_text_has_a_russian_translation() -> None:
    done = translated_messages()
    missing = [
        f"{path.relative_to(EDITOR.parent)}:{line}: {text!r}"
        for path in sorted(EDITOR.rglob("*.py"))
        for line, text, disambiguation in marked_texts(path)
        if text and (text, disambiguation) not in done
    ]
    assert not missing, "texts without a Russian translation (run make translations, fill them in):\n" + "\n".join(
        missing
    )


def test_plural_messages_are_counts_and_have_every_russian_form() -> None:
    """A plural message is a count ("%n ...") with Russian's three forms; a call lupdate misread
    as plural (a ``tr`` split over lines with a trailing comma) would never be found translated."""
    root = ET.parse(TS_FILE).getroot()
    plural = [m for m in root.iter("message") if m.get("numerus") == "yes"]
    assert plural, "the interface has plural texts"
    misread = [m.findtext("source") for m in plural if "%n" not in (m.findtext("source") or "")]
    assert not misread, f"not counts, yet plural in the catalogue (put the tr() call on one line): {misread}"
    short = [m.findtext("source") for m in plural if len(m.find("translation").findall("numerusform")) != 3]
    assert not short, f"plural texts without the three Russian forms: {short}"


def test_no_text_of_the_editor_is_left_untranslated() -> None:
    """Every text a user may read in ``editor/`` is marked for translation (and so, by the test
    above, has its Russian): what the scanner of :mod:`tests.editor.untranslated` finds fails."""
    left = report(sorted(EDITOR.rglob("*.py")))
    assert not left, f"{len(left)} texts shown without tr() (mark them, or '{NOT_SHOWN}'):\n" + "\n".join(left)


SCANNED = """
from editor.i18n import tr, QT_TR_NOOP
from PySide6.QtWidgets import QLabel

KINDS = {"left_flank": QT_TR_NOOP("Left flank")}


def build(label: QLabel, n: int, name: str) -> None:
    \"\"\"A docstring is for programmers.\"\"\"
    label.setObjectName("Board View")
    label.setStyleSheet("color: #555; font-weight: bold;")
    label.setText("Place a unit")
    label.setToolTip(f"{n} units of {name}")
    label.setText(tr("Place a unit"))
    label.setText(tr("{n} units").format(n=n))
    if name == "Left flank":
        raise ValueError("internal: no such flank")
    label.setText("units.yaml")
    label.setText("Pictures (*.png)")
    label.setWhatsThis("Cards (*.yaml)")  # i18n: not shown
"""


def test_the_scanner_finds_the_texts_a_user_would_read_untranslated(tmp_path) -> None:
    module = tmp_path / "scanned.py"
    module.write_text(SCANNED, encoding="utf-8")
    found = [text for _line, text in untranslated(module)]
    assert sorted(found) == sorted(["Place a unit", "f'{n} units of {name}'", "Pictures (*.png)"])


def test_the_field_words_list_every_label_the_content_models_give() -> None:
    """``editor/field_words.py`` (generated) is current: every label and description the forms
    can build from the registered content models, and every engine text a game's editor shows
    (its plugin's ``engine_texts``), is in it, so it is in the catalogue."""
    from editor.field_words_gen import engine_words, model_words

    listed = {text for _line, text, _disambiguation in marked_texts(EDITOR / "field_words.py")}
    labels, descriptions = model_words()
    missing = sorted(set(labels + descriptions + engine_words()) - listed)
    assert not missing, f"run make translations: editor/field_words.py lacks {missing[:10]}"


def test_tr_gives_english_back_without_a_catalogue(qapp) -> None:
    install_translator("en")
    assert tr("&Open...") == "&Open..."
