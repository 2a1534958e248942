"""Content models and the registry of content kinds.

Every content file is one YAML document with ``schema_version`` and ``kind`` at the top. A
kind names a pydantic model (a :class:`ContentModel` subclass) registered with
:func:`register_kind`, optionally with migrations from older schema versions.
"""

from __future__ import annotations

import importlib
import unicodedata
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, ClassVar, TypeVar

from pydantic import AfterValidator, BaseModel, ConfigDict, Field, WithJsonSchema

from engine.content.issues import Issue
from engine.core.errors import MessageValueError
from engine.core.message import Message
from engine.core.registry import discover_games, import_package_of

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary

Migration = Callable[[dict[str, Any]], dict[str, Any]]

#: Ids of content items and of what they hold (units, cards, terrain, pieces): letters of one
#: script, the digits 0-9, '_', '-' and '.', starting with a letter, a digit or '_', at most 64
#: characters, in NFC form. Ids are written in action notation (saved games, the CLI), where a
#: space, a '+' or a lone '-' would not read back; and two ids that look alike must be equal, so
#: a look-alike letter of another script, a full-width letter, a decomposed accent, an invisible
#: joiner or a digit of another script is refused (see :func:`ident_problem`).
IDENT_PATTERN = r"^\w[\w.-]{0,63}$"
MAX_IDENT_CHARS = 64

#: scripts that one writing system mixes (Japanese writes kanji with both kana)
_SCRIPT_FAMILIES = {"HIRAGANA": "JAPANESE", "KATAKANA": "JAPANESE", "CJK": "JAPANESE"}


def _script(letter: str) -> str:
    # the script is the first word of a letter's Unicode name: LATIN, CYRILLIC, GREEK, ARABIC, ...
    word = unicodedata.name(letter, "UNKNOWN").split(" ", 1)[0]
    return _SCRIPT_FAMILIES.get(word, word)


def ident_problem(text: str) -> Message | None:
    """Why ``text`` is not an id (a message), or ``None`` when it is one."""
    if not text:
        return Message("id-empty")
    if len(text) > MAX_IDENT_CHARS:
        return Message("id-too-long", most=MAX_IDENT_CHARS, length=len(text))
    if unicodedata.normalize("NFC", text) != text:
        return Message("id-not-nfc")
    scripts: dict[str, Message] = {}
    for i, ch in enumerate(text):
        if ch in "_-." or "0" <= ch <= "9":
            if i == 0 and ch in "-.":
                return Message("id-bad-start", char=ch)
            continue
        where = Message("id-character", at=i + 1, code=f"U+{ord(ch):04X}", name=unicodedata.name(ch, "unnamed"))
        category = unicodedata.category(ch)
        if category == "Nd":
            return Message("id-other-digit", where=where)
        if not category.startswith("L"):
            return Message("id-not-allowed", where=where)
        if unicodedata.normalize("NFKC", ch) != ch:
            return Message("id-compatibility", where=where)
        scripts.setdefault(_script(ch), where)
        if len(scripts) > 1:
            (first, at), (second, _) = list(scripts.items())[:2]
            return Message("id-mixed-scripts", where=where, script=second.title(), at=at, first=first.title())
    return None


def _check_ident(text: str) -> str:
    problem = ident_problem(text)
    if problem is not None:
        raise MessageValueError(problem)
    return text


Ident = Annotated[
    str,
    AfterValidator(_check_ident),
    WithJsonSchema({"type": "string", "pattern": IDENT_PATTERN, "maxLength": MAX_IDENT_CHARS}),
]
#: Free text a user names something with (titles, names): one line's worth.
ShortText = Annotated[str, Field(max_length=200)]
#: Free text of notes, stories and descriptions.
LongText = Annotated[str, Field(max_length=20_000)]


class Model(BaseModel):
    """Base of every nested content model: unknown fields are errors, not silently dropped, and
    numbers are finite (every number field also has a range the rules make sense of)."""

    model_config = ConfigDict(extra="forbid", frozen=False, validate_default=True, allow_inf_nan=False)


class ContentModel(Model):
    """Base of top-level content documents."""

    #: checked by the loader before validation (a positive integer, not newer than the kind's)
    schema_version: int = 1
    kind: str

    #: the game this kind belongs to (``None`` for Warbench-wide kinds such as pack manifests)
    GAME: ClassVar[str | None] = None
    #: a one-line description for "New ..." menus and ``warbench games``
    DESCRIPTION: ClassVar[str] = ""

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        """Every rules, reference and geometry issue of this document (schema is already valid)."""
        return ()

    def display_title(self, language: str = "en") -> str:
        """A human title: ``title`` or ``name`` (plain text, or per-language text objects such as
        ``{en: ..., ru: ...}``, in ``language`` first), then ``name_<language>``, then ``id``."""
        for attr in ("title", "name"):
            value = getattr(self, attr, None)
            if isinstance(value, str) and value:
                return value
            if isinstance(value, BaseModel):
                texts = value.model_dump()
                preferred = texts.get(language)
                if isinstance(preferred, str) and preferred:
                    return preferred
                for text in texts.values():
                    if isinstance(text, str) and text:
                        return text
        named = getattr(self, f"name_{language}", None)
        if isinstance(named, str) and named:
            return named
        ident = getattr(self, "id", None)
        return ident if isinstance(ident, str) and ident else self.kind

    @classmethod
    def new_document(cls) -> ContentModel:
        """A fresh document of this kind for "New ..." (subclasses give a sensible template)."""
        return cls(kind=kind_of(cls))


@dataclass
class CheckContext:
    """What :meth:`ContentModel.check` may consult: the library of other content for references."""

    library: ContentLibrary | None = None
    file: str | None = None
    options: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class KindInfo:
    kind: str
    model: type[ContentModel]
    version: int
    migrations: dict[int, Migration]


_KINDS: dict[str, KindInfo] = {}
#: The module of the pack manifest kind, the one kind of the engine itself.
MANIFEST_MODULE = "engine.content.manifest"

M = TypeVar("M", bound=type[ContentModel])


def _field_default(model: type[ContentModel], name: str) -> Any:
    return model.model_fields[name].default


def kind_of(model: type[ContentModel]) -> str:
    f = model.model_fields["kind"]
    if f.default is None or not isinstance(f.default, str):
        raise TypeError(f"{model.__name__} must give 'kind' a default (its kind string)")
    return f.default


def register_kind(model: M, migrations: dict[int, Migration] | None = None) -> M:
    """Register a content model under the default of its ``kind`` field. ``migrations[n]``
    turns version ``n`` data into version ``n + 1``; the current version is the default of
    ``schema_version``."""
    kind = kind_of(model)
    version = int(_field_default(model, "schema_version"))
    migs = dict(migrations or {})
    for v in range(1, version):
        if v not in migs:
            raise ValueError(f"kind {kind!r}: no migration from version {v} to {v + 1}")
    _KINDS[kind] = KindInfo(kind, model, version, migs)
    return model


def kind_info(kind: str) -> KindInfo | None:
    info = _KINDS.get(kind)
    if info is None:
        # the kind's own game first (reading one file needs one game), then every game
        import_package_of(kind)
        info = _KINDS.get(kind)
    if info is None:
        _discover()
        info = _KINDS.get(kind)
    return info


def registered_kinds() -> list[KindInfo]:
    _discover()
    return [_KINDS[k] for k in sorted(_KINDS)]


def unregister_kind(kind: str) -> None:
    _KINDS.pop(kind, None)


def _discover() -> None:
    # game packages register their kinds on import
    discover_games()
    # the pack manifest kind registers itself on import as a game's kinds do, found by name:
    # it is a content model built on this module
    importlib.import_module(MANIFEST_MODULE)
