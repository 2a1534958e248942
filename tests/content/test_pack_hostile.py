"""Hostile pack archives and pack folders (issue 21, reproducers 1 and 6): every one is refused with
a clear error naming the archive and the member, nothing is written outside ``--into``, no
temporary folder is left behind, and export never follows a link."""

from __future__ import annotations

import os
import random
import stat
import zipfile
from pathlib import Path

import pytest

from engine.content.pack import PackError, export_pack, import_pack
from engine.content.tempfiles import IMPORT_PREFIX
from tests.fuzz.archives import PACK_ID, _patch_member, _raw_zip, good_files, manifest, pack_zip


def _zip(tmp_path: Path, data: bytes) -> Path:
    z = tmp_path / "pack.zip"
    z.write_bytes(data)
    return z


def _refused(tmp_path: Path, data: bytes, match: str, *, overwrite: bool = False) -> None:
    into = tmp_path / "into"
    with pytest.raises(PackError, match=match) as exc:
        import_pack(_zip(tmp_path, data), into, overwrite=overwrite)
    named = into / PACK_ID if overwrite else tmp_path / "pack.zip"
    assert str(named) in str(exc.value)
    if into.is_dir():
        assert not [p for p in into.iterdir() if p.name.startswith(IMPORT_PREFIX)]
    assert sorted(p.name for p in tmp_path.iterdir()) in (
        ["into", "pack.zip"],
        ["pack.zip"],
        ["elsewhere", "into", "pack.zip"],
    )


def test_a_good_pack_imports(tmp_path: Path) -> None:
    folder = import_pack(_zip(tmp_path, pack_zip(good_files())), tmp_path / "into")
    assert folder == tmp_path / "into" / PACK_ID
    assert sorted(p.name for p in (tmp_path / "into").iterdir()) == [PACK_ID]


def test_R1_a_nesting_bomb_as_manifest_is_refused_and_leaves_no_import_folder(tmp_path: Path) -> None:
    bomb = manifest(games="[" * 30_000 + "]" * 30_000)
    stored = pack_zip({**good_files(), "manifest.yaml": bomb}, method=zipfile.ZIP_STORED)  # no ratio to refuse
    _refused(tmp_path, stored, r"pack\.zip!/manifest\.yaml:5: .*nests deeper")


@pytest.mark.parametrize(
    ("entries", "match"),
    [
        (
            [("manifest.yaml", manifest()), ("a.yaml", b"x: 1\n"), ("a.yaml/b.yaml", b"x: 1\n")],
            "both a file and a folder",
        ),
        ([("manifest.yaml", manifest()), ("manifest.yaml", manifest("other"))], "appears twice"),
        ([("manifest.yaml", manifest()), ("A.yaml", b"x: 1\n"), ("a.yaml", b"x: 1\n")], "appears twice"),
        ([("manifest.yaml", manifest()), ("sub/manifest.yaml", manifest("inner"))], "a pack has one manifest.yaml"),
    ],
)
def test_R6_member_layouts_that_cannot_be_one_pack_are_refused(
    tmp_path: Path, entries: list[tuple[str, bytes]], match: str
) -> None:
    _refused(tmp_path, _raw_zip(entries), match)


@pytest.mark.parametrize(
    ("name", "match"),
    [
        ("x" * 300 + ".yaml", "longer than 255 characters"),
        ("/".join(["d"] * 2000) + "/f.yaml", "longer than 255|folders deep"),
        ("/".join(["d"] * 20) + "/f.yaml", "more than 16 folders deep"),
        ("con.yaml", "device name"),
        ("a b.yaml", "illegal character"),
        ("тест.yaml", "illegal character"),
    ],
)
def test_R6_long_deep_or_odd_member_names_are_refused(tmp_path: Path, name: str, match: str) -> None:
    _refused(tmp_path, pack_zip({**good_files(), name: b"x: 1\n"}), match)


@pytest.mark.parametrize(
    ("pack_id", "match"),
    [
        ('"a\\n"', "id: String should match pattern"),
        ("x" * 300, "id: String should match pattern"),
        ("'../x'", "pattern"),
    ],
)
def test_R6_pack_ids_that_are_no_safe_folder_name_are_refused(tmp_path: Path, pack_id: str, match: str) -> None:
    _refused(tmp_path, pack_zip({**good_files(), "manifest.yaml": manifest(pack_id)}), match)


def test_R6_the_manifests_games_are_checked(tmp_path: Path) -> None:
    data = pack_zip({**good_files(), "manifest.yaml": manifest(games="[nope]")})
    _refused(tmp_path, data, r"pack\.zip!/manifest\.yaml:5: error pack: games\.0: unknown game 'nope'")


def test_R6_a_pack_whose_content_does_not_validate_is_refused(tmp_path: Path) -> None:
    data = pack_zip({**good_files(), "armies/borgo.yaml": b"schema_version: 1\nkind: neuroshima/army\nid: ''\n"})
    _refused(tmp_path, data, r"pack\.zip!/armies/borgo\.yaml:3: error schema: id")


@pytest.mark.parametrize(
    ("central", "local", "value", "match"),
    [
        (24, None, 5000, "runs past|holds|sizes"),  # uncompressed size in the directory only
        (20, 18, 7, "corrupt|holds|sizes"),  # compressed size too small
        (20, None, 2**31, "runs past"),  # compressed size past the end
        (10, 8, 99, "compression method 99"),
        (8, 6, 1, "encrypted"),
    ],
)
def test_R6_directories_that_disagree_with_the_data_are_refused(
    tmp_path: Path, central: int, local: int | None, value: int, match: str
) -> None:
    data = _patch_member(
        pack_zip(good_files()), random.Random(1), central, local, "<H" if central in (8, 10) else "<L", value
    )
    _refused(tmp_path, data, match)


def test_R6_corrupt_compressed_data_is_refused(tmp_path: Path) -> None:
    raw = bytearray(pack_zip(good_files()))
    start = raw.find(b"PK\x03\x04", 10)  # the army's data
    for i in range(start + 80, start + 120):
        raw[i] ^= 0xFF
    _refused(tmp_path, bytes(raw), "corrupt|CRC")


def test_overlapping_members_are_refused(tmp_path: Path) -> None:
    from tests.fuzz.archives import m_overlap

    data, _ = m_overlap(random.Random(0))
    _refused(tmp_path, data, "overlap|points at no member|disagree")


@pytest.mark.parametrize("how", ["link", "file"])
def test_R6_overwrite_never_replaces_a_link_or_a_file_where_the_pack_goes(tmp_path: Path, how: str) -> None:
    into = tmp_path / "into"
    into.mkdir()
    if how == "link":
        (tmp_path / "elsewhere").mkdir()
        (tmp_path / "elsewhere" / "keep.txt").write_text("must survive\n")
        os.symlink(tmp_path / "elsewhere", into / PACK_ID)
    else:
        (into / PACK_ID).write_text("a file\n")
    _refused(tmp_path, pack_zip(good_files()), "symbolic link|is a file", overwrite=True)
    if how == "link":
        assert (tmp_path / "elsewhere" / "keep.txt").read_text() == "must survive\n"


def test_overwrite_replaces_a_real_pack_folder(tmp_path: Path) -> None:
    old = tmp_path / "into" / PACK_ID
    old.mkdir(parents=True)
    (old / "old.yaml").write_text("old: 1\n")
    import_pack(_zip(tmp_path, pack_zip(good_files())), tmp_path / "into", overwrite=True)
    assert sorted(p.name for p in old.iterdir()) == ["armies", "manifest.yaml"]
    assert sorted(p.name for p in (tmp_path / "into").iterdir()) == [PACK_ID]


def test_R6_into_an_existing_file_is_refused(tmp_path: Path) -> None:
    (tmp_path / "into").write_text("not a folder\n")
    with pytest.raises(PackError, match="not a folder"):
        import_pack(_zip(tmp_path, pack_zip(good_files())), tmp_path / "into")


def test_import_removes_the_staging_folder_a_killed_import_left(tmp_path: Path) -> None:
    into = tmp_path / "into"
    stale = into / f"{IMPORT_PREFIX}999999999-abcdefgh"
    stale.mkdir(parents=True)
    (stale / "half.yaml").write_text("x: 1\n")
    import_pack(_zip(tmp_path, pack_zip(good_files())), into)
    assert sorted(p.name for p in into.iterdir()) == [PACK_ID]


def test_R6_export_never_follows_a_link_out_of_the_pack_folder(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    for name, data in good_files().items():
        (pack / name).parent.mkdir(parents=True, exist_ok=True)
        (pack / name).write_bytes(data)
    secret = tmp_path / "secret.txt"
    secret.write_text("a system file\n")
    os.symlink(secret, pack / "notes.txt")
    out = tmp_path / "out.zip"
    with pytest.raises(PackError, match=r"notes\.txt: a symbolic link"):
        export_pack(pack, out)
    assert not out.exists()
    os.unlink(pack / "notes.txt")
    assert export_pack(pack, out) == 2
    with zipfile.ZipFile(out) as zf:
        assert sorted(zf.namelist()) == ["armies/borgo.yaml", "manifest.yaml"]


def test_export_refuses_a_pack_that_does_not_validate(tmp_path: Path) -> None:
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "manifest.yaml").write_bytes(manifest(games="[nope]"))
    with pytest.raises(PackError, match="unknown game 'nope'"):
        export_pack(pack, tmp_path / "out.zip")


def test_members_marked_as_links_or_devices_are_refused(tmp_path: Path) -> None:
    for mode in (stat.S_IFLNK | 0o777, stat.S_IFIFO | 0o644):
        _refused(
            tmp_path, pack_zip({**good_files(), "l.yaml": b"/etc/passwd"}, attrs={"l.yaml": mode}), "link or special"
        )
