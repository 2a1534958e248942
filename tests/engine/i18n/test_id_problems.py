"""Why an id is refused reads in the reader's language (issue 32): the id check says why as a
message, and a content file's validation issue keeps it (a validator's MessageValueError), so
`warbench validate` of a file with a bad id prints Russian under WARBENCH_LANG=ru, English as before."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine.content.base import ident_problem
from engine.core.catalogue import render

ROOT = Path(__file__).resolve().parents[3]
BATTLE = ROOT / "content" / "core" / "warlords" / "battles" / "wl-battle-breakthrough-hills.yaml"


@pytest.mark.parametrize(
    ("ident", "english", "russian"),
    [
        ("", "an id cannot be empty", "id не может быть пустым"),
        ("a" * 70, "an id has at most 64 characters, this one 70", "в id не больше 64 символов, а в этом 70"),
        (
            "-x",
            "an id starts with a letter, a digit or '_', not '-'",
            "id начинается с буквы, цифры или «_», а не с «-»",
        ),
        (
            "x\uff11",
            "character 2 (U+FF11 FULLWIDTH DIGIT ONE) is a digit of another script; ids use the digits 0-9",
            "символ 2 (U+FF11) — цифра другого письма; в id пишут цифры 0–9",
        ),
        (
            "battle\u0430",
            "character 7 (U+0430 CYRILLIC SMALL LETTER A) is Cyrillic but character 1 (U+0062 LATIN SMALL LETTER B) "
            "is Latin: an id uses the letters of one script",
            "символ 7 (U+0430) — кириллица, а символ 1 (U+0062) — латиница: в id буквы одного письма",
        ),
    ],
)
def test_an_id_refused_says_why_in_either_language(ident: str, english: str, russian: str) -> None:
    problem = ident_problem(ident)
    assert problem is not None
    assert render(problem, "en") == english
    assert render(problem, "ru") == russian


def test_a_good_id_has_no_problem() -> None:
    assert ident_problem("wl-battle-breakthrough-hills") is None


def _validate(tmp_path: Path, lang: str) -> str:
    text = BATTLE.read_text(encoding="utf-8").replace("id: wl-battle-breakthrough-hills", "id: battle\u0430", 1)
    bad = tmp_path / "battle.yaml"
    bad.write_text(text, encoding="utf-8")
    env = {**os.environ, "WARBENCH_LANG": lang, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-m", "editor.cli", "validate", str(bad)], capture_output=True, text=True, env=env, cwd=ROOT
    )
    assert done.returncode != 0
    return done.stdout + done.stderr


def test_validate_prints_a_bad_id_in_russian(tmp_path: Path) -> None:
    out = _validate(tmp_path, "ru")
    assert "battle.yaml:3: ошибка schema: id: недопустимое значение: символ 7 (U+0430) — кириллица" in out
    assert "letters of one script" not in out


def test_validate_prints_a_bad_id_in_english_as_before(tmp_path: Path) -> None:
    out = _validate(tmp_path, "en")
    assert (
        "battle.yaml:3: error schema: id: Value error, character 7 (U+0430 CYRILLIC SMALL LETTER A) is Cyrillic" in out
    )
