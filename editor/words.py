"""Words for people: field paths, counts and piece names as a user reads them.

The models speak in field paths (``armies.0.units.5.type``, ``opponent.hq_hp``); what the editor
shows says "army 1 › unit 6 › type" and "opponent › HQ hit points", counts agree with their
nouns ("1 cell", "3 cells"), and no text on screen shows a path, an index from 0 or a
collection's internal name.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from functools import lru_cache

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


if __name__ == "__main__":  # pragma: no cover - the generator is editor.field_words_gen; this name still runs it
    import runpy

    runpy.run_module("editor.field_words_gen", run_name="__main__")


def named(text: str, names: Mapping[str, str]) -> str:
    """``text`` (a log line, a question of the rules) with each piece's id that stands in it as a
    word (``r-ay4``, ``pt-yari-1``) replaced by the piece's name; a key of several words
    (``AY r-ay4``: a type's code and an id) is replaced whole, before its parts."""
    if not names or not text:
        return text
    pattern = _names_pattern(tuple(sorted(names, key=len, reverse=True)))
    return pattern.sub(lambda m: names[m.group(0)], text)


@lru_cache(maxsize=32)
def _names_pattern(keys: tuple[str, ...]) -> re.Pattern[str]:
    return re.compile(r"(?<![\w-])(?:" + "|".join(re.escape(k) for k in keys) + r")(?![\w-])")
