"""The Russian interface in tests: the catalogue's translations, the English texts that have one,
and the ``russian`` fixture (the catalogue compiled fresh from the .ts and installed)."""

from __future__ import annotations

import subprocess
import sys
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest

from editor.i18n import LANGUAGE_ENV, TRANSLATIONS_DIR, chosen_language, install_translator

TS_FILE = TRANSLATIONS_DIR / "warbench_ru.ts"


def translations() -> dict[str, str]:
    """Source text -> Russian text of every finished message in the .ts."""
    out: dict[str, str] = {}
    for message in ET.parse(TS_FILE).getroot().iter("message"):
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is not None and translation.get("type") is None and (translation.text or "").strip():
            out[source] = translation.text or ""
    return out


def english_forms(sources: dict[str, str]) -> set[str]:
    """The English texts as Qt may show them: as written, without mnemonics, without the dots
    of "Open..." (a tooltip Qt makes from an action's text drops both)."""
    forms: set[str] = set()
    for source in sources:
        if "{" in source:  # texts with fields are shown filled, not as written
            continue
        plain = source.replace("&", "")
        forms |= {source, plain, plain.removesuffix("...")}
    return forms


@pytest.fixture
def russian(tmp_path: Path, qapp, monkeypatch) -> Iterator[dict[str, str]]:
    """The Russian catalogue compiled fresh from the .ts (as ``make install`` does) and installed;
    English again afterwards. Yields the .ts's translations."""
    lrelease = Path(sys.executable).parent / "pyside6-lrelease"
    qm = tmp_path / "warbench_ru.qm"
    subprocess.run([str(lrelease), "-silent", str(TS_FILE), "-qm", str(qm)], check=True)
    monkeypatch.setenv(LANGUAGE_ENV, "ru")
    assert install_translator(chosen_language(), catalogue=qm)
    yield translations()
    install_translator("en")


def untranslated_english(texts: list[str], sources: dict[str, str]) -> list[str]:
    """The texts among ``texts`` that are an English source with a Russian translation, shown
    untranslated."""
    english = english_forms(sources)
    return [t for t in texts if t in english]
