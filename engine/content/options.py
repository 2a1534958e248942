"""The base of a game's rule options: each option's description is a message of the catalogue.

A rule option settles an ambiguity of a rulebook, and its description says which reading the
default takes, with the lines it rests on; a designer choosing one reads it in their language.
Option ``raid_order`` of a model whose :attr:`RuleOptionsModel.OPTION_MESSAGES` is
``"rokugan-option"`` is described by message ``rokugan-option-raid-order``. Its English is the
field's ``description`` (which the JSON Schema and the game's README also show, so it is written
once, in the code); another language's catalogue translates it, and a test keeps every option of
every game translated.
"""

from __future__ import annotations

from typing import ClassVar

from pydantic import BaseModel

from engine.content.base import Model
from engine.core.language import current_language
from engine.core.message import Message

__all__ = ["RuleOptionsModel", "option_description", "option_message_id"]


class RuleOptionsModel(Model):
    """Base of a game's rule options (a content model: the ``rules`` of a scenario or setup)."""

    #: the start of the message ids of this model's option descriptions (``"<game>-option"``)
    OPTION_MESSAGES: ClassVar[str] = ""


def option_message_id(model_cls: type[BaseModel], name: str) -> str | None:
    """The message id describing option ``name`` of ``model_cls``; None for a model that is no
    game's rule options."""
    prefix = getattr(model_cls, "OPTION_MESSAGES", "")
    if not prefix or name not in model_cls.model_fields:
        return None
    return f"{prefix}-{name.replace('_', '-')}"


def option_description(model_cls: type[BaseModel], name: str, language: str | None = None) -> str:
    """The description of option ``name`` of ``model_cls`` in ``language`` (default: the current
    one): the catalogue's message there, else the English of the field's description."""
    english = model_cls.model_fields[name].description or ""
    mid = option_message_id(model_cls, name)
    lang = language or current_language()
    if mid is None or lang == "en":
        return english
    from engine.core.catalogue import catalogue  # deferred: start-up (Fluent, only for another language)

    cat = catalogue(lang)
    return cat.render(Message(mid)) if cat.has(mid) else english
