"""What the command line says, in the current language (:mod:`engine.core.language`): its help words
and its lines. It stands above the catalogue and reads it only on the first word that needs it, so
``--help``, ``--version`` and ``validate`` in English start without loading Fluent
(benchmarks/startup.py)."""

from __future__ import annotations

from typing import Any

from engine.core.language import current_language
from engine.core.message import Message

__all__ = ["localized", "rendered", "said"]


def rendered(said: str | Message, language: str | None = None) -> str:
    """What an event, an outcome or an issue says, as text in ``language`` (default the current
    one): a text as it is, a message through the catalogue (read only then)."""
    if isinstance(said, str):
        return said
    from engine.core.catalogue import render  # deferred: start-up (Fluent is loaded on the first message rendered)

    return render(said, language)


def localized(message_id: str, english: str) -> str:
    """``english`` in the current language: the catalogue's message ``message_id`` there, or
    ``english`` itself in English (or where the catalogue lacks it). For the command line's help,
    which is built before anything else runs: in English it costs no catalogue."""
    lang = current_language()
    if lang == "en":
        return english
    from engine.core.catalogue import catalogue  # deferred: start-up (Fluent is loaded only for another language)

    cat = catalogue(lang)
    return cat.render(Message(message_id)) if cat.has(message_id) else english


def said(message_id: str, **values: Any) -> str:
    """Message ``message_id`` with ``values`` (the values of a :class:`~engine.core.message.Message`)
    in the current language: a line the command line prints. The catalogue is read on the first
    line said, not when the command line starts."""
    from engine.core.catalogue import render  # deferred: start-up (Fluent is loaded on the first line said)

    return render(Message(message_id, **values))
