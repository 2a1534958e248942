"""The interface's language: the translation helper, the language setting and the translator.

Every user-visible string of the editor goes through :func:`tr`, which asks Qt's translation
machinery (``QCoreApplication.translate``) for the chosen language's text and gives back the
English source where there is none. The Russian texts live in ``editor/i18n/warbench_ru.ts``
(Qt Linguist's format, kept in the repository); ``make install`` and ``make package`` compile it
with ``pyside6-lrelease`` into ``warbench_ru.qm``, which :func:`install_translator` loads at start.
``make translations`` runs ``pyside6-lupdate`` over ``editor/`` to add new source strings to the
``.ts``.

``tr`` keeps lupdate's reading of a bare ``tr(text, disambiguation)`` call: all strings share the
one (empty) context, and the optional second argument tells apart the few English words that
translate differently by place ("Open" the verb, "Open" the state). Texts with values in them are
written with ``{name}`` fields and filled after translation (``tr("{n} cells").format(n=...)``),
since lupdate reads only literal strings.

The language is a setting (``QSettings`` key :data:`LANGUAGE_KEY`: ``""`` for the system's
locale, ``"en"`` or ``"ru"``); the environment variable :data:`LANGUAGE_ENV` overrides it (tests,
and a quick look at the other language). A change takes effect on the next start.

Game content carries its own names and stories in English and Russian (``{"en": ..., "ru": ...}``);
:func:`content_text` picks the chosen language's, falling back to English.
"""

from __future__ import annotations

import os
import re
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from engine.core.language import set_language as set_engine_language

#: the settings key of the chosen language: "" (the system's), "en" or "ru"
LANGUAGE_KEY = "language"
#: set to "en" or "ru", overrides the setting (and the system's locale)
LANGUAGE_ENV = "WARBENCH_LANG"
#: the folder of the translation sources (.ts) and compiled catalogues (.qm)
TRANSLATIONS_DIR = Path(__file__).with_name("i18n")
#: the interface's languages besides English, the source language
TRANSLATED = ("ru",)
#: the choices of the Language preference: setting value -> name shown (each in its own language)
LANGUAGE_CHOICES = {"": "System", "en": "English", "ru": "Русский"}  # i18n: same in every language

#: an English plural ending in a source text: "cell(s)", "box(es)"
_ENGLISH_ENDING = re.compile(r"(?<=[A-Za-z])\((s|es)\)")
#: an English singular/plural pair in a source text: "(army|armies)"
_ENGLISH_PAIR = re.compile(r"\(([A-Za-z ]*)\|([A-Za-z ]*)\)")
#: the language the interface was started in (set by :func:`install_translator`)
_active_language = "en"
#: the translators installed in the application: ours and Qt's own (the standard buttons and
#: dialogs); kept here so that they can be replaced
_translators: list[QTranslator] = []


def tr(text: str, disambiguation: str | None = None, n: int = -1) -> str:
    """``text`` in the interface's language: its translation from the installed catalogue, or
    ``text`` itself where the catalogue has none (or no catalogue is installed).

    With a count ``n`` the text is a plural one, written ``"%n cell(s)"``: the catalogue gives the
    form that agrees with ``n`` (Russian has three), and ``%n`` becomes the number. The English
    source's ``(s)``/``(es)`` endings and ``(singular|plural)`` pairs are resolved here, so English
    needs no catalogue: ``tr("%n cell(s)", None, 1)`` is "1 cell", with 3 "3 cells"."""
    shown = QCoreApplication.translate("", text, disambiguation, n)
    if n < 0:
        return shown
    one = n == 1
    shown = _ENGLISH_ENDING.sub(lambda m: "" if one else m.group(1), shown)
    return _ENGLISH_PAIR.sub(lambda m: m.group(1) if one else m.group(2), shown)


def QT_TR_NOOP(text: str) -> str:
    """``text`` as it is, marked for translation: for texts defined before the translator is
    installed (class attributes), translated with :func:`tr` where they are shown."""
    return text


def system_language() -> str:
    """The system locale's language as one of ours: "ru" for a Russian locale, else "en"."""
    name = QLocale.system().name().split("_")[0].lower()
    return name if name in TRANSLATED else "en"


def chosen_language(settings: QSettings | None = None) -> str:
    """The language the interface should start in: :data:`LANGUAGE_ENV` if set to a known
    language, else the saved preference, else the system's locale ("en" or "ru")."""
    env = os.environ.get(LANGUAGE_ENV, "").strip().lower()
    if env in ("en", *TRANSLATED):
        return env
    saved = str((settings or QSettings()).value(LANGUAGE_KEY, "") or "")
    if saved in ("en", *TRANSLATED):
        return saved
    return system_language()


def saved_language_preference(settings: QSettings) -> str:
    """The Language preference as saved: "" (the system's), "en" or "ru"."""
    value = str(settings.value(LANGUAGE_KEY, "") or "")
    return value if value in LANGUAGE_CHOICES else ""


def save_language_preference(settings: QSettings, language: str) -> None:
    """Keep ``language`` ("" for the system's, "en", "ru") for the next start."""
    if language not in LANGUAGE_CHOICES:
        raise ValueError(f"unknown interface language {language!r}; expected one of {sorted(LANGUAGE_CHOICES)}")
    settings.setValue(LANGUAGE_KEY, language)
    settings.sync()


def catalogue_path(language: str) -> Path:
    """Where the compiled catalogue (.qm) of ``language`` is."""
    return TRANSLATIONS_DIR / f"warbench_{language}.qm"


def install_translator(language: str, catalogue: Path | None = None) -> bool:
    """Make ``language`` the interface's language: install its compiled catalogue (``catalogue``,
    default :func:`catalogue_path`) in the application, replacing one installed before. Returns
    whether a catalogue was loaded: English needs none, and a missing .qm (not yet built) leaves
    the interface in English."""
    global _active_language
    app = QCoreApplication.instance()
    for installed in _translators:
        if app is not None:
            app.removeTranslator(installed)
    _translators.clear()
    _active_language = "en"
    # the engine's messages (issues, logs, explanations) render through its own Fluent catalogue,
    # in the same language as the interface
    set_engine_language(language if language in TRANSLATED else "en")
    if language not in TRANSLATED or app is None:
        return False
    path = catalogue or catalogue_path(language)
    translator = QTranslator(app)
    if not path.is_file() or not translator.load(str(path)):
        return False
    app.installTranslator(translator)
    _translators.append(translator)
    # Qt's own texts (Save, Discard, Cancel of the save prompt; the file dialogs) from the
    # catalogues PySide6 ships
    qt_texts = QTranslator(app)
    if qt_texts.load(f"qtbase_{language}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)):
        app.installTranslator(qt_texts)
        _translators.append(qt_texts)
    _active_language = language
    return True


def active_language() -> str:
    """The language the interface is shown in ("en" until a catalogue is installed)."""
    return _active_language


def decimal(value: float, places: int) -> str:
    """``value`` with ``places`` decimals in the interface's language, its decimal sign included
    ("0.5" in English, "0,5" in Russian)."""
    return QLocale(_active_language).toString(float(value), "f", places)


def content_text(value: object, language: str | None = None) -> str:
    """A content text in the interface's language: from a per-language text (a mapping
    ``{"en": ..., "ru": ...}`` or a model with ``en``/``ru`` fields) the entry of ``language``
    (default: the active one), else the English, else any; a plain string as it is; "" for None."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    texts: Mapping[str, object] = (
        value if isinstance(value, Mapping) else {k: getattr(value, k, None) for k in ("en", *TRANSLATED)}
    )
    for key in (language or _active_language, "en"):
        text = texts.get(key)
        if isinstance(text, str) and text.strip():
            return text
    return next((v for v in texts.values() if isinstance(v, str) and v.strip()), "")


def content_title(model: object) -> str:
    """A content document's title in the interface's language (English where it has none)."""
    display_title = getattr(model, "display_title", None)
    return str(display_title(_active_language)) if callable(display_title) else str(model)
