"""Issue 31, item 6: a checker that raises is reported naming the check and where it raised, not as
"internal" at line 1; duplicate control-zone ids are refused; carriage-return-only line breaks
count as lines; saving through a symbolic link keeps the link; a zip whose local header alone
says "encrypted" is refused."""

from __future__ import annotations

import os
import struct
from pathlib import Path

import pytest

from editor.cli import main
from engine.content.io import ContentError, atomic_write_text
from engine.content.library import bundled_content_dir
from engine.content.pack import PackError, import_pack
from engine.content.reader import MAX_LINES, check_text, decode_text, parse_yaml
from engine.games.warlords.battlefield import Battlefield
from tests.fuzz.archives import _headers, good_files, pack_zip

FORD = bundled_content_dir() / "core" / "warlords" / "battlefields" / "wl-field-border-ford.yaml"


def test_a_checker_that_raises_is_named_with_where_it_raised(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def broken_check(self: Battlefield, ctx: object) -> list[object]:
        raise KeyError("zone")

    monkeypatch.setattr(Battlefield, "check", broken_check)
    path = tmp_path / "field.yaml"
    path.write_bytes(FORD.read_bytes())
    assert main(["validate", str(path)]) == 1
    (line,) = [ln for ln in capsys.readouterr().out.splitlines() if " error " in ln]
    assert line.startswith(f"{path}: error internal: the warlords/battlefield check ")
    assert "engine.games.warlords.battlefield.Battlefield.check" in line
    assert "raised in broken_check at tests/content/test_reliability_round2.py:" in line
    assert "KeyError: 'zone'" in line and "Warbench bug" in line


def test_duplicate_control_zone_ids_are_refused(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    text = FORD.read_text(encoding="utf-8")
    assert "{id: cz-b," in text
    path = tmp_path / "field.yaml"
    path.write_text(text.replace("{id: cz-b,", "{id: cz-a,"), encoding="utf-8")
    assert main(["validate", str(path)]) == 1
    out = capsys.readouterr().out
    assert f"{path}:28: error duplicate: control_zones.0.id: control zone id 'cz-a' is used more than once" in out
    assert f"{path}:29: error duplicate: control_zones.1.id: control zone id 'cz-a' is used more than once" in out


@pytest.mark.parametrize("newline", ["\r", "\r\n", "\n", "\u2028"])
def test_every_kind_of_line_break_counts_for_the_line_limit(newline: str) -> None:
    with pytest.raises(ContentError, match=f"more than {MAX_LINES:,} lines"):
        check_text(f"a: 1{newline}" * (MAX_LINES + 1))
    assert check_text(f"a: 1{newline}" * MAX_LINES)


def test_a_carriage_return_file_reads_with_its_lines() -> None:
    _, lines = parse_yaml("a: 1\rb: 2\rc: [x]\r")
    assert lines.line_of(("b",)) == 2


def test_saving_through_a_symbolic_link_writes_its_target_and_keeps_the_link(tmp_path: Path) -> None:
    real = tmp_path / "kept" / "field.yaml"
    real.parent.mkdir()
    real.write_text("old\n", encoding="utf-8")
    link = tmp_path / "field.yaml"
    os.symlink(real, link)
    atomic_write_text(link, "new\n")
    assert link.is_symlink() and os.readlink(link) == str(real)
    assert real.read_text(encoding="utf-8") == "new\n"
    assert sorted(p.name for p in real.parent.iterdir()) == ["field.yaml"]


def test_a_zip_whose_local_header_alone_says_encrypted_is_refused(tmp_path: Path) -> None:
    data = bytearray(pack_zip(good_files()))
    local = _headers(bytes(data), b"PK\x03\x04")[0]
    (flags,) = struct.unpack_from("<H", data, local + 6)
    struct.pack_into("<H", data, local + 6, flags | 0x1)
    archive = tmp_path / "pack.zip"
    archive.write_bytes(bytes(data))
    with pytest.raises(PackError, match="is encrypted in its local header"):
        import_pack(archive, tmp_path / "into")
    assert not (tmp_path / "into").exists() or not any((tmp_path / "into").iterdir())


@pytest.mark.parametrize("newline", ["\r", "\r\n", "\n"])
def test_a_control_character_or_a_bad_byte_is_named_at_its_line_whatever_the_line_breaks(newline: str) -> None:
    with pytest.raises(ContentError) as exc:
        check_text(f"a: 1{newline}b: 2{newline}c: \x07{newline}")
    assert exc.value.issues[0].location.line == 3
    assert "column 4" in exc.value.issues[0].message
    with pytest.raises(ContentError) as exc:
        decode_text(f"a: 1{newline}b: \xff{newline}".encode("latin-1"), "f.yaml")
    assert exc.value.issues[0].location.line == 2
    assert "column 4" in exc.value.issues[0].message
