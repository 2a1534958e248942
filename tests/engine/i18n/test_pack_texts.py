"""Content packs speak the reader's language: ``warbench pack check``'s issues, an import's
refusals (a broken pack, a pack that would write outside its folder, a dependency that is not
installed) and ``pack diff``'s summary read in Russian with ``WARBENCH_LANG=ru``, and exactly as
before in English."""

from __future__ import annotations

import re
import zipfile
from pathlib import Path

import pytest

from engine.content.pack import PackError, export_pack, import_pack
from engine.content.packcli import new_pack
from engine.core.catalogue import render
from engine.core.language import current_language, set_language
from engine.core.message import Message
from tests.support.russian_text import HELP_DATA, english_words
from tests.test_cli_russian import warbench

ROOT = Path(__file__).resolve().parents[3]
SCENARIO = ROOT / "content" / "core" / "samurai_battles" / "scenarios" / "sb-w01-river-crossing.yaml"
CYRILLIC = re.compile(r"[А-Яа-яЁё]")
#: ids a pack's author typed, shown as they are in any language
PACK_IDS = {"ridge": "a pack id, typed", "base": "a pack id, typed", "nope": "a game id the author typed"}


def scenario(new_id: str) -> str:
    return SCENARIO.read_text(encoding="utf-8").replace("id: sb-w01\n", f"id: {new_id}\n", 1)


def russian_words_left(text: str) -> list[str]:
    """The English words of a Russian output, less file paths and the ids the user typed."""
    return english_words(text, {**HELP_DATA, **PACK_IDS})


def zip_as_is(folder: Path, out: Path, extra: dict[str, str] | None = None) -> Path:
    """The folder zipped without export's checks (how a broken pack reaches a user), with
    ``extra`` members written under names export would refuse."""
    with zipfile.ZipFile(out, "w") as zf:
        for p in sorted(folder.rglob("*")):
            if p.is_file():
                zf.write(p, p.relative_to(folder).as_posix())
        for name, text in (extra or {}).items():
            zf.writestr(name, text)
    return out


@pytest.fixture
def language_kept() -> object:
    before = current_language()
    yield None
    set_language(before)


def test_pack_check_of_a_broken_pack_prints_its_issues_in_russian(tmp_path: Path) -> None:
    folder = tmp_path / "ridge"
    new_pack(folder, "ridge", "Ridge", games=["samurai_battles", "nope"])
    (folder / "scenario.yaml").write_text(scenario("ridge-1"), encoding="utf-8")
    manifest = (folder / "manifest.yaml").read_text(encoding="utf-8")
    # the hash of a file that is not there, as a manifest edited by hand lists it
    assert "files: {}\n" in manifest
    listed = manifest.replace("files: {}\n", "files:\n  gone.yaml: '" + "0" * 64 + "'\n", 1)
    (folder / "manifest.yaml").write_text(listed, encoding="utf-8")

    ru = warbench("pack", "check", str(folder))
    assert ru.returncode == 1, ru.stderr
    out = ru.stdout + ru.stderr
    assert "неизвестная игра 'nope' (Warbench знает игры: " in out
    assert "gone.yaml: указан в манифесте, но отсутствует" in out
    assert "scenario.yaml: не указан в списке файлов (files) манифеста" in out
    assert russian_words_left(out.replace(str(tmp_path), "")) == []

    en = warbench("pack", "check", str(folder), lang="en")
    assert en.returncode == 1
    assert "unknown game 'nope' (Warbench plays " in en.stdout
    assert "gone.yaml: listed in the manifest but missing" in en.stdout
    assert "scenario.yaml: not listed in the manifest's files" in en.stdout
    assert not CYRILLIC.search(en.stdout + en.stderr)


def test_an_import_that_would_write_outside_its_folder_is_refused_in_russian(tmp_path: Path) -> None:
    folder = tmp_path / "ridge"
    new_pack(folder, "ridge", "Ridge", games=["samurai_battles"])
    evil = zip_as_is(folder, tmp_path / "evil.zip", {"../evil.yaml": "x: 1\n"})

    ru = warbench("pack", "import", str(evil), "--into", str(tmp_path / "into"))
    assert ru.returncode != 0
    assert "файл архива '../evil.yaml': файл с таким именем был бы записан вне папки пакета" in ru.stderr
    assert russian_words_left(ru.stderr.replace(str(tmp_path), "")) == []
    assert not (tmp_path / "evil.yaml").exists()

    en = warbench("pack", "import", str(evil), "--into", str(tmp_path / "into"), lang="en")
    assert "member '../evil.yaml': the name would be written outside the pack folder" in en.stderr
    assert not CYRILLIC.search(en.stderr)


def test_an_import_refused_for_a_missing_dependency_says_why_in_russian(tmp_path: Path) -> None:
    folder = tmp_path / "ridge"
    new_pack(folder, "ridge", "Ridge", games=["samurai_battles"], depends=["base:>=1.0"])
    packed = zip_as_is(folder, tmp_path / "ridge.zip")

    ru = warbench("pack", "import", str(packed), "--into", str(tmp_path / "into"))
    assert ru.returncode != 0
    assert (
        "пакет 'ridge' 0.1.0 нельзя установить: "
        "он зависит от пакета 'base' >=1.0, который не установлен (или не включён)"
    ) in ru.stderr
    assert not (tmp_path / "into" / "ridge").exists()

    en = warbench("pack", "import", str(packed), "--into", str(tmp_path / "into"), lang="en")
    assert (
        "pack 'ridge' 0.1.0 cannot be installed: it depends on pack 'base' >=1.0, which is not installed (or not enabled)"
    ) in en.stderr


def test_pack_diff_prints_its_summary_in_russian(tmp_path: Path) -> None:
    old = tmp_path / "old"
    new_pack(old, "ridge", "Ridge", games=["samurai_battles"])
    new = tmp_path / "new"
    new_pack(new, "ridge", "Ridge", version="0.2.0", games=["samurai_battles"])
    (new / "a.yaml").write_text(scenario("ridge-1"), encoding="utf-8")
    (new / "b.yaml").write_text(scenario("ridge-2"), encoding="utf-8")

    ru = warbench("pack", "diff", str(old), str(new))
    assert ru.returncode == 0, ru.stderr
    assert ru.stdout.splitlines()[0] == "пакет 0.1.0 -> 0.2.0: изменены 3 файла"
    en = warbench("pack", "diff", str(old), str(new), lang="en")
    assert en.stdout.splitlines()[0] == "pack 0.1.0 -> 0.2.0: 3 file(s) changed"


@pytest.mark.parametrize(
    ("files", "russian"),
    [
        (1, "изменён 1 файл"),
        (3, "изменены 3 файла"),
        (5, "изменено 5 файлов"),
        (11, "изменено 11 файлов"),
        (21, "изменён 21 файл"),
    ],
)
def test_the_diff_summary_agrees_with_its_count_in_russian(files: int, russian: str) -> None:
    said = Message("pack-diff-head", old="1.0.0", new="1.1.0", files=files)
    assert render(said, "ru") == f"пакет 1.0.0 -> 1.1.0: {russian}"


def test_a_refusal_raised_in_one_language_reads_in_the_language_it_is_shown_in(
    tmp_path: Path, language_kept: object
) -> None:
    folder = tmp_path / "ridge"
    new_pack(folder, "ridge", "Ridge", games=["samurai_battles"])
    packed = zip_as_is(folder, tmp_path / "big.zip", {"data/huge.exe": "MZ"})
    set_language("en")
    with pytest.raises(PackError) as caught:
        import_pack(packed, tmp_path / "into")
    english = str(caught.value)
    assert english.endswith(
        "member 'data/huge.exe' has a file type packs may not contain: packs hold only "
        ".json, .md, .pdf, .png, .svg, .txt, .yaml, .yml files"
    )
    set_language("ru")
    assert str(caught.value).endswith(
        "файл архива 'data/huge.exe': файлы такого типа в пакете недопустимы: "
        "в пакете могут быть только файлы .json, .md, .pdf, .png, .svg, .txt, .yaml, .yml"
    )
    assert caught.value.said is not None and render(caught.value.said, "en") == english


def test_export_refuses_a_byte_count_written_whole_in_english_and_grouped_in_russian(tmp_path: Path) -> None:
    said = Message("pack-path-too-large", path="big.yaml", bytes=33554432)
    assert render(said, "en") == "big.yaml: larger than 33554432 bytes"
    assert render(said, "ru") == "big.yaml: больше 33\u00a0554\u00a0432 байт"


def test_export_of_a_folder_without_a_manifest_is_refused_in_russian(tmp_path: Path, language_kept: object) -> None:
    (tmp_path / "empty").mkdir()
    set_language("ru")
    with pytest.raises(PackError) as caught:
        export_pack(tmp_path / "empty", tmp_path / "out.zip", available={})
    assert str(caught.value) == f"{tmp_path / 'empty'}: в корне пакета нет manifest.yaml (обычного файла)"


def test_a_new_pack_with_a_wrong_id_and_version_is_refused_field_by_field_in_russian(
    tmp_path: Path, language_kept: object
) -> None:
    for lang, expected in (
        (
            "en",
            "cannot make the pack: id: String should match pattern '^[a-z0-9][a-z0-9_.-]{0,63}$'; "
            "version: Value error, '1.x' is not a semantic version such as 1.0.0 or 2.1.0-beta.1",
        ),
        (
            "ru",
            "не удаётся создать пакет: id: строка не соответствует образцу «^[a-z0-9][a-z0-9_.-]{0,63}$»; "
            "version: недопустимое значение: '1.x' — не семантическая версия вида 1.0.0 или 2.1.0-beta.1",
        ),
    ):
        set_language(lang)
        with pytest.raises(PackError) as caught:
            new_pack(tmp_path / lang, "Bad Id", "Bad", version="1.x")
        assert str(caught.value) == expected
        assert not (tmp_path / lang).exists()
