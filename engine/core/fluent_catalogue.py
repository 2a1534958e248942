"""The Fluent catalogues: the bundles that render :class:`~engine.core.message.Message` values in a language.

The texts are Project Fluent files (``engine/i18n/<language>/*.ftl``): ``core.ftl`` and
``content.ftl`` for what every game shares, ``<game>.ftl`` for a game's messages and
``<game>-terms.ftl`` for its glossary. A glossary term names one thing of the game in every
grammatical case of the language, with its gender as an attribute::

    -sw-card-katana = { $case ->
       *[nom] Катана
        [gen] Катаны
        [acc] Катану
      }
      .gender = fem

A message uses a term directly (``{ -sw-card-katana(case: "acc") }``) or, for a name that is a
value of the message, through the functions this module adds to Fluent's: ``NAME($unit, case:
"acc")`` gives the value's name in that case and ``GENDER($unit)`` its gender, for a selector
(``{ GENDER($seat) -> [fem] сделала *[other] сделал }``). Plural forms come from Fluent itself:
a selector on a number picks Russian's ``one``/``few``/``many``.

A catalogue is loaded on the first rendering in its language; a message it lacks is rendered
in English.

This module knows messages and names only by what they do (a value that is neither a number, a
text nor a list is asked for its Fluent form, :meth:`~engine.core.message.Message.fluent_arg`), so a
message renders itself here without the two modules importing each other;
:mod:`engine.core.catalogue` is the face the rest of the code renders through.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentType
from fluent.syntax import ast

from engine.core.language import supported_language

if TYPE_CHECKING:
    from engine.core.message import Message, Name, Value

#: the folder of the catalogues, one subfolder per language
CATALOGUE_DIR = Path(__file__).resolve().parent.parent / "i18n"
#: the grammatical cases a term may have (Russian's six; English uses only the first)
CASES = ("nom", "gen", "dat", "acc", "ins", "pre")
#: the genders a term's ``.gender`` may name
GENDERS = ("masc", "fem", "neut", "plur")

#: how many rendered messages a catalogue keeps
RENDERED_KEPT = 20_000

_catalogues: dict[str, Catalogue] = {}


def catalogue(language: str) -> Catalogue:
    """The catalogue of ``language`` (loaded once)."""
    lang = supported_language(language) or "en"
    found = _catalogues.get(lang)
    if found is None:
        found = Catalogue(lang)
        _catalogues[lang] = found
    return found


def catalogue_files(language: str) -> list[Path]:
    return sorted((CATALOGUE_DIR / language).glob("*.ftl"))


class _NameArg(FluentType):
    """A :class:`Name` as Fluent sees it: its nominative where it is placed as it is, every case
    through ``NAME``."""

    def __init__(self, name: Name, cat: Catalogue) -> None:
        self.name = name
        self.cat = cat

    def form(self, case: str) -> str:
        return self.cat.name_form(self.name, case)

    def format(self, locale: Any) -> str:
        return self.form("nom")


class _ListArg(FluentType):
    def __init__(self, items: tuple[Value, ...], cat: Catalogue) -> None:
        self.items = items
        self.cat = cat

    def form(self, case: str) -> str:
        return self.cat.join(self.cat.text(self.cat.arg(v), case) for v in self.items)

    def format(self, locale: Any) -> str:
        return self.form("nom")


class Catalogue:
    """One language's Fluent bundle, with English behind it for a message it lacks."""

    def __init__(self, language: str) -> None:
        self.language = language
        self.bundle: FluentBundle = FluentBundle([language], functions=self._functions(), use_isolating=False)
        self.message_ids: set[str] = set()
        self.term_ids: set[str] = set()
        #: the entries of the files Fluent could not read: (file, text)
        self.junk: list[tuple[str, str]] = []
        for path in catalogue_files(language):
            res = FluentResource(path.read_text(encoding="utf-8"))
            for entry in res.body:
                if isinstance(entry, ast.Message):
                    self.message_ids.add(entry.id.name)
                elif isinstance(entry, ast.Term):
                    self.term_ids.add(entry.id.name)
                elif isinstance(entry, ast.Junk):
                    self.junk.append((path.name, entry.content or ""))
            self.bundle.add_resource(res)
        self._helpers: dict[tuple[str, str, tuple[tuple[str, int | str], ...]], str] = {}
        #: the errors Fluent reported while rendering (a missing value, an unknown term)
        self.errors: list[Exception] = []
        #: messages already rendered: a player's log is read again at every move, and a message
        #: (immutable, hashable) always reads the same in one language
        self._rendered: dict[Message, str] = {}
        #: the same, by the message object itself (a log's events keep theirs): no hashing of its values
        self._rendered_objects: dict[int, tuple[Message, str]] = {}

    def _functions(self) -> dict[str, Any]:
        def name(value: object, case: str = "nom") -> object:
            if isinstance(value, (_NameArg, _ListArg)):
                return value.form(case)
            return value

        def gender(value: object) -> str:
            if isinstance(value, _NameArg):
                return self.gender(value.name)
            if isinstance(value, _ListArg):
                return "plur"
            return "other"

        def join(value: object, sep: str = ", ") -> object:
            if isinstance(value, _ListArg):
                return sep.join(value.cat.render(v) for v in value.items)
            return value

        return {"NAME": name, "GENDER": gender, "JOIN": join}

    def _fallback(self) -> Catalogue | None:
        return None if self.language == "en" else catalogue("en")

    def _format(self, message_id: str, args: dict[str, Any]) -> str:
        msg = self.bundle.get_message(message_id)
        if msg.value is None:
            return message_id
        text, errors = self.bundle.format_pattern(msg.value, args)
        self.errors.extend(errors)
        return str(text)

    def has(self, message_id: str) -> bool:
        return message_id in self.message_ids

    def render(self, value: Value) -> str:
        return self.text(self.arg(value))

    def text(self, arg: Any, name_case: str = "nom") -> str:
        """A value as :meth:`arg` gave it, as text: a name in ``name_case``, a list and the rest as
        they read on their own."""
        if isinstance(arg, _NameArg):
            return arg.form(name_case)
        if isinstance(arg, _ListArg):
            return arg.form("nom")
        return str(arg)

    def render_message(self, message: Message) -> str:
        same = self._rendered_objects.get(id(message))
        if same is not None and same[0] is message:
            return same[1]
        found = self._rendered.get(message)
        if found is not None:
            self._keep_object(message, found)
            return found
        if not self.has(message.id):
            fallback = self._fallback()
            if fallback is not None and fallback.has(message.id):
                return fallback.render_message(message)
            return message.id + "".join(f" {k}={self.render(v)}" for k, v in message.args)
        text = self._format(message.id, {k: self.arg(v) for k, v in message.args})
        if len(self._rendered) >= RENDERED_KEPT:
            self._rendered.clear()
        self._rendered[message] = text
        self._keep_object(message, text)
        return text

    def _keep_object(self, message: Message, text: str) -> None:
        if len(self._rendered_objects) >= RENDERED_KEPT:
            self._rendered_objects.clear()
        self._rendered_objects[id(message)] = (message, text)

    def arg(self, value: Value) -> Any:
        """``value`` as Fluent takes it: a number or a text as it is, a list as a list, a name or a
        message as it gives itself (``fluent_arg``: a name keeps its cases, a message is rendered)."""
        if isinstance(value, tuple):
            return _ListArg(value, self)
        if isinstance(value, (int, float, str)):
            return value
        return value.fluent_arg(self)

    def name_arg(self, name: Name) -> FluentType:
        """``name`` as a value of a message: its nominative as it is, every case through ``NAME``."""
        return _NameArg(name, self)

    def join(self, parts: Iterable[str]) -> str:
        items = list(parts)
        if not items:
            return self._format("list-empty", {}) if self.has("list-empty") else ""
        return ", ".join(items)

    def _helper(self, term: str, what: str, args: tuple[tuple[str, int | str], ...]) -> str:
        """The id of a message of this bundle that renders ``term`` in case ``what`` (or, with
        ``what == "gender"``, names its gender): Fluent lets a message, not code, use a term."""
        key = (term, what, args)
        found = self._helpers.get(key)
        if found is not None:
            return found
        mid = f"x-helper-{len(self._helpers)}"
        if what == "gender":
            variants = "".join(f"\n    [{g}] {g}" for g in GENDERS)
            source = f"{mid} = {{ -{term}.gender ->{variants}\n   *[other] other\n  }}\n"
        else:

            def literal(v: int | str) -> str:
                if isinstance(v, int):
                    return str(v)
                return '"' + str(v).replace("\\", "\\\\").replace('"', '\\"') + '"'

            passed = "".join(f", {k}: {literal(v)}" for k, v in args)
            source = f'{mid} = {{ -{term}(case: "{what}"{passed}) }}\n'
        self.bundle.add_resource(FluentResource(source))
        self._helpers[key] = mid
        return mid

    def name_form(self, name: Name, case: str) -> str:
        """``name`` in ``case``: its glossary term's form in this language, else the thing's own
        name in this language, else English's term, else its own English name."""
        if name.term in self.term_ids:
            return self._format(self._helper(name.term, case, name.args), {})
        own = dict(name.texts).get(self.language)
        if own:
            return own
        fallback = self._fallback()
        if fallback is not None and name.term in fallback.term_ids:
            return fallback.name_form(name, case)
        return name.text(self.language) or name.term

    def gender(self, name: Name) -> str:
        if name.term in self.term_ids:
            return self._format(self._helper(name.term, "gender", ()), {})
        return "other"
