"""Content packs: export/import as zip; import never writes outside its folder."""

from __future__ import annotations

import stat
import zipfile
from pathlib import Path

import pytest

from engine.content.pack import PackError, export_pack, import_pack

MANIFEST = """\
schema_version: 1
kind: warbench/pack
id: ridge-pack
name: Ridge pack
version: 1.0.0
license: CC-BY-4.0
games: [tinygame]
"""


def make_pack(folder: Path) -> Path:
    folder.mkdir(parents=True)
    (folder / "manifest.yaml").write_text(MANIFEST, encoding="utf-8")
    (folder / "tiny").mkdir()
    (folder / "tiny" / "setup.yaml").write_text(
        "schema_version: 1\nkind: tinygame/setup\nradius: 2\n", encoding="utf-8"
    )
    return folder


def test_export_then_import_restores_the_files(tmp_path: Path) -> None:
    src = make_pack(tmp_path / "src")
    z = tmp_path / "ridge.zip"
    assert export_pack(src, z) == 2
    dest = import_pack(z, tmp_path / "packs")
    assert dest == tmp_path / "packs" / "ridge-pack"
    assert (dest / "tiny" / "setup.yaml").read_text(encoding="utf-8") == (src / "tiny" / "setup.yaml").read_text(
        encoding="utf-8"
    )
    with pytest.raises(PackError, match="already exists"):
        import_pack(z, tmp_path / "packs")
    assert import_pack(z, tmp_path / "packs", overwrite=True) == dest


def test_export_is_deterministic(tmp_path: Path) -> None:
    src = make_pack(tmp_path / "src")
    export_pack(src, tmp_path / "a.zip")
    export_pack(src, tmp_path / "b.zip")
    assert (tmp_path / "a.zip").read_bytes() == (tmp_path / "b.zip").read_bytes()


def hostile_zip(path: Path, name: str, data: bytes = b"x", mode: int | None = None) -> Path:
    with zipfile.ZipFile(path, "w") as zf:
        zf.writestr("manifest.yaml", MANIFEST)
        info = zipfile.ZipInfo(name)
        if mode is not None:
            info.external_attr = mode << 16
        zf.writestr(info, data)
    return path


@pytest.mark.parametrize(
    "name", ["../evil.yaml", "/etc/evil.yaml", "a/../../evil.yaml", "C:/evil.yaml", "a\\..\\evil.yaml"]
)
def test_import_refuses_members_outside_the_folder(tmp_path: Path, name: str) -> None:
    z = hostile_zip(tmp_path / "evil.zip", name)
    target = tmp_path / "packs"
    with pytest.raises(PackError, match=r"outside|illegal"):
        import_pack(z, target)
    assert not (tmp_path / "evil.yaml").exists()
    assert not target.exists() or list(target.iterdir()) == []


def test_import_refuses_links_and_odd_files(tmp_path: Path) -> None:
    z = hostile_zip(tmp_path / "link.zip", "link.yaml", b"/etc/passwd", mode=stat.S_IFLNK | 0o777)
    with pytest.raises(PackError, match="link"):
        import_pack(z, tmp_path / "packs")
    z = hostile_zip(tmp_path / "exe.zip", "run.sh")
    with pytest.raises(PackError, match="file type"):
        import_pack(z, tmp_path / "packs")


def test_import_refuses_zip_bombs_and_non_zips(tmp_path: Path) -> None:
    z = tmp_path / "bomb.zip"
    with zipfile.ZipFile(z, "w", compression=zipfile.ZIP_DEFLATED) as zf:
        zf.writestr("manifest.yaml", MANIFEST)
        zf.writestr("big.yaml", b"0" * (20 * 1024 * 1024))
    with pytest.raises(PackError, match="compression ratio"):
        import_pack(z, tmp_path / "packs")
    notzip = tmp_path / "no.zip"
    notzip.write_text("hello")
    with pytest.raises(PackError, match="not a zip"):
        import_pack(notzip, tmp_path / "packs")


def test_import_requires_a_valid_manifest(tmp_path: Path) -> None:
    z = tmp_path / "nomanifest.zip"
    with zipfile.ZipFile(z, "w") as zf:
        zf.writestr("a.yaml", "x: 1\n")
    with pytest.raises(PackError, match=r"no manifest\.yaml"):
        import_pack(z, tmp_path / "packs")
    z2 = tmp_path / "badmanifest.zip"
    with zipfile.ZipFile(z2, "w") as zf:
        zf.writestr("manifest.yaml", MANIFEST.replace("id: ridge-pack", "id: ../up"))
    with pytest.raises(PackError, match="invalid manifest"):
        import_pack(z2, tmp_path / "packs")
    assert list((tmp_path / "packs").iterdir()) == []
