"""Issue 31, item 6: an id is NFC letters of one script, the digits 0-9, '_', '-' and '.', so two
ids that look alike are equal; anything else is refused with the reason, at the id's line."""

from __future__ import annotations

import pytest

from engine.content.base import ident_problem
from engine.content.io import ContentError, load_text
from engine.content.library import bundled_content_dir

ROSTER = bundled_content_dir() / "core" / "warlords" / "rosters" / "wl-crab-host.yaml"


@pytest.mark.parametrize(
    ("ident", "reason"),
    [
        ("p\u0430ssword", "Cyrillic but character 1 (U+0070 LATIN SMALL LETTER P) is Latin"),  # homoglyph
        ("a\u200db", "U+200D ZERO WIDTH JOINER) is not allowed"),
        ("cafe\u0301", "NFC form"),
        ("\uff41\uff42", "full-width"),
        ("x\u0661", "digit of another script"),
        ("x\u06f1", "digit of another script"),
        ("a b", "U+0020 SPACE) is not allowed"),
        ("-x", "starts with a letter, a digit or '_'"),
        ("x" * 65, "at most 64 characters"),
        ("", "cannot be empty"),
    ],
)
def test_a_look_alike_or_foreign_character_is_refused_with_the_reason(ident: str, reason: str) -> None:
    problem = ident_problem(ident)
    assert problem is not None
    assert reason in str(problem)  # the message in the default language, English


@pytest.mark.parametrize("ident", ["u-kenshin", "wl.field-1", "ящик_2", "café", "日本のひらがな", "_hidden", "42"])
def test_letters_of_one_script_digits_and_separators_are_ids(ident: str) -> None:
    assert ident_problem(ident) is None


def test_a_homoglyph_id_in_a_file_is_refused_at_its_line() -> None:
    text = ROSTER.read_text(encoding="utf-8")
    first_id = next(ln for ln in text.splitlines() if ln.startswith("id: "))
    line = text.splitlines().index(first_id) + 1
    spoofed = text.replace(first_id, first_id.replace("c", "\u0441", 1), 1)  # Cyrillic es for Latin c
    assert spoofed != text
    with pytest.raises(ContentError) as exc:
        load_text(spoofed, "roster.yaml")
    (issue,) = exc.value.issues
    assert (issue.location.file, issue.location.line, issue.location.field) == ("roster.yaml", line, "id")
    assert "one script" in issue.message
