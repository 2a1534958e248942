"""The engine's catalogue: renders :class:`~engine.core.message.Message` values in a language.

The texts are Project Fluent files (``engine/i18n/<language>/*.ftl``), read by the bundles of
:mod:`engine.core.fluent_catalogue` (which tells how a message uses a glossary term, a name's
case and gender, a plural form). This module is the face the rest of the code renders through:
a value or a message in a language, and the text of an event or issue written as data.

The language is the one set with :func:`engine.core.language.set_language` (the command line's ``--lang``, the app's
preference), else ``WARBENCH_LANG``, else the system's locale; English where none of them is one
of :data:`LANGUAGES`. A message missing from a language's catalogue is rendered in English (a
test keeps the Russian catalogue complete). The catalogue files are read on the first rendering
in their language.
"""

from __future__ import annotations

from typing import Any

from engine.core.fluent_catalogue import Catalogue, catalogue
from engine.core.language import LANGUAGES, current_language
from engine.core.message import Message, Value

__all__ = ["LANGUAGES", "Catalogue", "catalogue", "current_language", "render", "said_text"]


def render(value: Value, language: str | None = None) -> str:
    """``value`` as text in ``language`` (default :func:`current_language`)."""
    return catalogue(language or current_language()).render(value)


def said_text(event_data: dict[str, Any], language: str | None = None) -> str:
    """The text of an event or issue written as data (``to_data``): its message rendered in
    ``language`` when it has one (a saved game reads in its reader's language), else its text."""
    said = event_data.get("message")
    if isinstance(said, dict):
        try:
            return render(Message.from_data(said), language)
        except ValueError:
            pass
    return str(event_data.get("text", ""))
