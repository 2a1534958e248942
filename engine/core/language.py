"""The language the engine's messages are rendered in: chosen explicitly (the command line's
``--lang``, the app's preference), else by ``WARBENCH_LANG``, else by the system's locale.

Apart from :mod:`engine.core.catalogue` so that asking which language it is costs no catalogue."""

from __future__ import annotations

import locale
import os

#: the languages the engine speaks; English is the source language
LANGUAGES = ("en", "ru")
#: set to "en" or "ru", overrides the system's locale (but not an explicit choice)
LANGUAGE_ENV = "WARBENCH_LANG"

_chosen: str | None = None


class LanguageError(ValueError):
    """A language asked for that the engine does not speak (or ``--lang`` without one). Its text
    is English; ``message_id`` and ``language`` are the message the command line says in the
    reader's language (the one of ``WARBENCH_LANG`` or the locale, since the one asked for is
    none). Not a Message itself: the message module asks this one the language."""

    def __init__(self, message_id: str, english: str, language: str = "") -> None:
        super().__init__(english)
        self.message_id = message_id
        self.language = language


def supported_language(language: str | None) -> str | None:
    if not language:
        return None
    code = language.strip().replace("-", "_").split("_")[0].split(".")[0].lower()
    return code if code in LANGUAGES else None


def system_language() -> str:
    """The system locale's language as one of :data:`LANGUAGES` ("en" when it is none of them)."""
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            return supported_language(value) or "en"
    try:
        found = locale.getlocale()[0]
    except ValueError:
        found = None
    return supported_language(found) or "en"


def set_language(language: str | None) -> None:
    """Make ``language`` the language messages are rendered in (None: back to the environment
    and the system's locale). Raises ``ValueError`` for a language the engine does not speak."""
    global _chosen
    if language is None:
        _chosen = None
        return
    found = supported_language(language)
    if found is None:
        raise LanguageError("lang-unknown", f"unknown language {language!r}; known: {', '.join(LANGUAGES)}", language)
    _chosen = found


def current_language() -> str:
    """The language of :func:`render` without an explicit one."""
    return _chosen or supported_language(os.environ.get(LANGUAGE_ENV)) or system_language()


def take_language_option(argv: list[str]) -> list[str]:
    """``argv`` without its ``--lang LANG`` (or ``--lang=LANG``), which becomes the current
    language. Raises ``ValueError`` for a language the engine does not speak or a missing one."""
    out: list[str] = []
    words = iter(argv)
    for word in words:
        if word == "--lang":
            value = next(words, None)
            if value is None:
                raise LanguageError("lang-missing", f"--lang needs a language: {', '.join(LANGUAGES)}")
            set_language(value)
        elif word.startswith("--lang="):
            set_language(word.split("=", 1)[1])
        else:
            out.append(word)
    return out
