"""Issue 33: every screen a person meets reads as words. The walk (tests/editor/walk.py) opens the
start page, one document of every bundled content kind, the player of every game, the balance lab
and the Packs window, in English and in Russian; no label, button, tab, list or table entry, combo
box entry, title, status bar or text on a board shows an identifier (``snake_case``, ``a>b``), a
Python value (``True``, ``None``), a rulebook line (``L411``, ``§9 #18``) or, in English, Russian
words. Tooltips may name a rule's source; a cell the user types into holds the user's own ids and
names."""

from __future__ import annotations

import re

import pytest

from tests.editor.walk import Shown, all_texts

FILE_NAME = re.compile(r"[\w./-]+\.(?:yaml|yml|zip)\b")
IDENTIFIER = re.compile(r"\b[a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|\b\w+>\w+")
#: a content id with hyphens (``pt-yari-1``, ``r-ay4``, ``cz-a``, ``wl-field-inner-hills``): a prefix of
#: one to three consonants (an abbreviation, not a word: "re-roll", "per-side", "map-tile" and
#: "two-handed" are words), then a part that starts with a letter (dice "d3-1" and "1-2" are words)
HYPHEN_ID = re.compile(r"\b[b-df-hj-np-tv-z]{1,3}\d*-[a-z][a-z0-9]*(?:-[a-z0-9]+)*\b")
# a value as Python writes it: alone, or after "default:"/"=" ("None on the field" is a sentence)
PYTHON_VALUE = re.compile(r"(?:^|[:(=,]\s*)(?:True|False|None)(?:$|[),;])")
RULEBOOK_LINE = re.compile(r"\bL\d{2,4}\b|§\s?\d")
RUSSIAN = re.compile(r"[А-яЁё]")


def faults(shown: Shown, language: str) -> list[str]:
    text = FILE_NAME.sub("", shown.text)  # a file's name is what the disk calls it
    found = []
    if RULEBOOK_LINE.search(text):
        found.append("rulebook line")
    if PYTHON_VALUE.search(text):
        found.append("Python value")
    if not shown.editable:
        if IDENTIFIER.search(text) or HYPHEN_ID.search(text):
            found.append("identifier")
        if language == "en" and RUSSIAN.search(text):
            found.append("Russian in English")
    return found


def assert_words(texts: list[Shown], language: str) -> None:
    bad = sorted(
        {f"{s.screen} | {s.where} | {', '.join(f)}: {s.text[:120]!r}" for s in texts if (f := faults(s, language))}
    )
    assert not bad, "\n".join(bad)


def test_every_screen_reads_as_words_in_english(window) -> None:
    texts = all_texts(window)
    screens = {s.screen for s in texts}
    assert {"start page", "packs window", "balance lab"} <= screens
    assert sum(s.startswith("player ") for s in screens) >= 5 and sum(s.startswith("document ") for s in screens) >= 20
    assert_words(texts, "en")


def test_every_screen_reads_as_words_in_russian(russian, window) -> None:
    assert_words(all_texts(window), "ru")


@pytest.mark.parametrize(
    "text",
    [
        "(half_plane)",
        "crab_central>gold_north",
        "keep_advancing yes",
        "(default: True)",
        "L411",
        "§9 #18",
        "ВАЖНО",
        "pt-yari-1 ×1",
        "deploy: tg-kihei A21",
        "Order leader r-foot1 to detach",
        "AY r-ay4 moves",
        "zone cz-a",
        "wl-field-inner-hills",
    ],
)
def test_the_check_finds_what_the_issue_reported(text: str) -> None:
    assert faults(Shown("s", "w", f"A rule {text} here"), "en")
    assert faults(Shown("s", "w", "None"), "en") and faults(Shown("s", "w", "(default: False)"), "en")
    assert not faults(Shown("s", "w", "Open twin_rivers.yaml — 2 areas, default: yes. None on the field"), "en")
    words = "A re-roll, per-side attacks, a map-tile, two-handed, best-of-2, d3-1, 1-2 hexes; по-русски"
    assert not faults(Shown("s", "w", words), "ru")
