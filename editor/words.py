"""Words for people: field paths, counts and piece names as a user reads them.

The models speak in field paths (``armies.0.units.5.type``, ``opponent.hq_hp``); what the editor
shows says "army 1 › unit 6 › type" and "opponent › HQ hit points", counts agree with their
nouns ("1 cell", "3 cells"), and no text on screen shows a path, an index from 0 or a
collection's internal name.
"""

from __future__ import annotations

import enum
import re
import sys
import typing
from collections.abc import Iterator, Sequence
from pathlib import Path
from typing import Any

from editor.i18n import tr

# the disambiguation of the labels built from the content models' names (see field_label)
FIELD = "field"

#: words of field names that read differently spelled out (English; the labels they make are
#: translated whole, see :func:`field_label`)
_WORDS = {
    "hq": "HQ",
    "hp": "hit points",  # i18n: not shown
    "id": "id",
    "ids": "ids",
    "en": "(English)",
    "ru": "(Russian)",
    "los": "line of sight",  # i18n: not shown
    "dx": "column",
    "h&f": "Honor & Fortune",  # i18n: not shown
    "ai": "AI",
}
_IRREGULAR = {
    "armies": "army",
    "abilities": "ability",
    "entries": "entry",
    "territories": "territory",
    "allies": "ally",
}


def english_label(name: str) -> str:
    """A field name or a choice's value in English words: ``hq_hp`` -> "HQ hit points"."""
    return " ".join(_WORDS.get(w.lower(), w) for w in re.split(r"[_\s]+", str(name)) if w)


def field_label(name: str) -> str:
    """A field name or a choice's value (an identifier of the content models) in words, in the
    interface's language: ``hq_hp`` -> "HQ hit points" ("очки прочности штаба" in Russian).
    The Russian words come from the catalogue's texts listed in :mod:`editor.field_words`."""
    return tr(english_label(name), FIELD)


# a rulebook reference: "§9 #18 (L157 vs L170): " or "L360: " before a rule's words, or a
# parenthesis naming lines or sections ("(L752-L754)", "(rules/003 §2.4, §6.2)") after them
_SOURCE_PREFIX = re.compile(r"^(?:§[\d.]+(?:\s*#\d+)?(?:\s*\([^()]*\))?|L\d+(?:-L?\d+)?)\s*:\s*")
_SOURCE_TRAIL = re.compile(r",\s*(?:L\d+(?:-L?\d+)?|§[\d.]+)(?=\))")
_SOURCE_LEAD = re.compile(r"(?<=\()(?:(?:L\d+(?:-L?\d+)?|§[\d.]+),\s*)+(?=[^()\s][^()]*\))")
_SOURCE_PAREN = re.compile(r"\s*\((?:rules(?:/\d+)?\s*)?(?:§[\d.]+|L\d+)[^()]*\)")


def without_source(text: str) -> str:
    """``text`` without its rulebook references: what a label shows, while its tooltip keeps the
    whole text with the rule's source. Works on the translated text (references are written
    the same in every language)."""
    words = _SOURCE_PREFIX.sub("", text)
    if words != text:  # the rule's own words start the sentence now
        words = words[:1].upper() + words[1:]
    return _SOURCE_PAREN.sub("", _SOURCE_TRAIL.sub("", _SOURCE_LEAD.sub("", words))).strip()


def field_help(description: str) -> str:
    """A content model field's description (a tooltip) in the interface's language."""
    return tr(description, FIELD)


def engine_text(text: str) -> str:
    """One of the engine's fixed English texts a game's editor shows as it is (a terrain's
    effect, a rule's description), in the interface's language; the game's plugin lists the
    tables they come from (``EditorPlugin.engine_texts``), so the catalogue has them."""
    return tr(text)


def singular(word: str) -> str:
    """The singular of a collection's name ("units" -> "unit", "armies" -> "army")."""
    w = word.lower()
    if w in _IRREGULAR:
        return _IRREGULAR[w]
    if w.endswith("ies"):
        return w[:-3] + "y"
    if w.endswith(("sses", "shes", "ches", "xes")):
        return w[:-2]
    if w.endswith("s") and not w.endswith("ss"):
        return w[:-1]
    return w


def path_words(path: Sequence[str | int] | str) -> str:
    """A field path in words: ``("armies", 0, "units", 5, "type")`` or ``"armies.0.units.5.type"``
    -> "army 1 › unit 6 › type"."""
    parts: list[str | int] = (
        [int(p) if p.isdigit() else p for p in path.split(".")] if isinstance(path, str) else list(path)
    )
    out: list[str] = []
    i = 0
    while i < len(parts):
        p = parts[i]
        nxt = parts[i + 1] if i + 1 < len(parts) else None
        if isinstance(p, str) and isinstance(nxt, int):
            out.append(tr("{thing} {number}").format(thing=field_label(singular(p)), number=nxt + 1))
            i += 2
            continue
        if isinstance(p, int):
            out.append(tr("entry {number}").format(number=p + 1))
        else:
            out.append(field_label(p))
        i += 1
    return " › ".join(out)


#: what a field path looks like in a text: two words joined through an index (``units.5.type``)
FIELD_PATH = re.compile(r"\b[a-z_]+\.\d+\.[a-z_]+\b")


def _choices_and_models(tp: Any) -> Iterator[Any]:
    """The string choices (``Literal`` values, string enums' values) and the models a type names."""
    if typing.get_origin(tp) is typing.Literal:
        yield from (a for a in typing.get_args(tp) if isinstance(a, str))
    elif isinstance(tp, type) and issubclass(tp, enum.Enum):
        yield from (m.value for m in tp if isinstance(m.value, str))
    elif isinstance(tp, type) and hasattr(tp, "model_fields"):
        yield tp
    else:
        for arg in typing.get_args(tp):
            yield from _choices_and_models(arg)


def _is_collection(tp: Any) -> bool:
    """Whether a type is (or may be) a list, tuple, set or mapping."""
    return typing.get_origin(tp) in (list, tuple, set, frozenset, dict) or any(
        _is_collection(arg) for arg in typing.get_args(tp)
    )


def model_words() -> tuple[list[str], list[str]]:
    """What the editor may build from Warbench's content models: the English labels of every
    field name, collection item and choice value (sorted), and every field description."""
    from engine.content.base import registered_kinds

    labels: set[str] = set()
    descriptions: set[str] = set()
    seen: set[type] = set()
    # Warbench's own kinds (a plugin's kinds bring their own translations)
    todo: list[Any] = [info.model for info in registered_kinds() if info.model.__module__.startswith("engine.")]
    # the kinds in words ("scenario", "setup"), as the start page lists the content
    labels |= {english_label(info.kind.split("/", 1)[-1]) for info in registered_kinds() if info.model in todo}
    while todo:
        model = todo.pop()
        if model in seen:
            continue
        seen.add(model)
        for name, info in model.model_fields.items():
            labels.add(english_label(name))
            if _is_collection(info.annotation):  # shown as "unit 6" in a path
                labels.add(english_label(singular(name)))
            if info.description:
                descriptions.add(info.description)
            for found in _choices_and_models(info.annotation):
                if isinstance(found, str):
                    labels.add(english_label(found))
                else:
                    todo.append(found)
    return sorted(w for w in labels if any(c.isalpha() for c in w)), sorted(descriptions)


#: the start of :mod:`editor.field_words`, up to its list of texts
_FIELD_WORDS_HEAD = '''"""The words the editor builds from the content models: field names, collection items and
choice values in words, and field descriptions, and the engine's fixed texts the game editors
show, each marked for translation (the catalogue gives their Russian). Generated by ``python -m editor.words`` from the registered content
models (``make translations`` runs it); do not edit."""

from __future__ import annotations

from editor.i18n import tr


def field_words() -> list[str]:
    """Every label and description of the content models, and every engine text the game
    editors show, in the interface's language."""
    # one call a line: pyside6-lupdate takes a call split over lines with a trailing comma
    # for a plural (numerus) message, which a plain tr() never finds finished
    # fmt: off
    return ['''  # i18n: not shown


def engine_words() -> list[str]:
    """The engine's fixed texts the editor shows, sorted: every plugin's ``engine_texts``, and the
    ``DESCRIPTION`` of Warbench's content kinds (the title of a kind edited as a generic document)."""
    from editor.plugin import registered_plugins
    from engine.content.base import registered_kinds

    texts = {t for p in registered_plugins() if p.engine_texts is not None for t in p.engine_texts()}
    texts |= {
        str(getattr(info.model, "DESCRIPTION", ""))
        for info in registered_kinds()
        if info.model.__module__.startswith("engine.")
    }
    return sorted(t for t in texts if t)


def field_words_module() -> str:
    """The source of :mod:`editor.field_words`: every text of :func:`model_words` and
    :func:`engine_words` marked for translation, so that ``make translations`` lists them in the
    catalogue."""
    labels, descriptions = model_words()
    lines = [_FIELD_WORDS_HEAD]
    lines += [f"        tr({text!r}, {FIELD!r})," for text in labels + descriptions]  # i18n: not shown
    lines += [f"        tr({text!r})," for text in engine_words()]  # i18n: not shown
    lines += ["    ]", "    # fmt: on", ""]  # i18n: not shown
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover - run by make translations
    target = Path(__file__).with_name("field_words.py")
    target.write_text(field_words_module(), encoding="utf-8")
    labels, descriptions = model_words()
    print(
        f"{target}: {len(labels)} labels, {len(descriptions)} descriptions, {len(engine_words())} engine texts",
        file=sys.stderr,
    )
