"""Packs users share: the manifest (versions, engine range, dependencies, file hashes), the round
trip through a zip, refusals that write nothing, references across packs, and the user's store."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

import engine
from engine.content.io import load_file, load_text
from engine.content.issues import Severity
from engine.content.library import core_pack_dir
from engine.content.manifest import PackManifest, in_range, next_version, parse_version
from engine.content.pack import PackError, export_pack, import_pack
from engine.content.packcheck import check_pack
from engine.content.packcli import new_pack
from engine.content.packstore import PackStore

SCENARIO = core_pack_dir() / "samurai_battles" / "scenarios" / "sb-w01-river-crossing.yaml"
UNITS = core_pack_dir() / "samurai_battles" / "units.yaml"


def scenario_text(new_id: str, units_table: str | None = None) -> str:
    text = SCENARIO.read_text(encoding="utf-8").replace("id: sb-w01\n", f"id: {new_id}\n", 1)
    if units_table is not None:
        text += f"tables: {{units: {units_table}}}\n"
    return text


def make_pack(
    folder: Path, pack_id: str, files: dict[str, str] | None = None, *, depends: list[str] | None = None
) -> Path:
    new_pack(folder, pack_id, pack_id.title(), games=["samurai_battles"], depends=depends)
    for name, text in (files or {}).items():
        path = folder / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return folder


def zip_as_is(folder: Path, out: Path) -> Path:
    """The folder zipped without export's checks (how a broken pack reaches a user)."""
    with zipfile.ZipFile(out, "w") as zf:
        for p in sorted(folder.rglob("*")):
            if p.is_file():
                zf.write(p, p.relative_to(folder).as_posix())
    return out


def tree(folder: Path) -> dict[str, bytes]:
    return {p.relative_to(folder).as_posix(): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


# --------------------------------------------------------------------------- the manifest


def test_semantic_versions_compare_as_numbers_and_ranges_read_as_specifiers() -> None:
    assert parse_version("1.10.0") > parse_version("1.9.0")
    assert parse_version("2.0.0-rc.1") < parse_version("2.0.0")
    assert in_range("1.4.2", ">=1.2,<2") and not in_range("2.0.0", ">=1.2,<2")
    assert next_version("1.2.3") == "1.3.0" and next_version("1.2.3", "major") == "2.0.0"
    with pytest.raises(ValueError, match="semantic version"):
        parse_version("1.0")


def test_a_manifest_with_a_bad_version_or_range_names_the_line() -> None:
    text = "schema_version: 2\nkind: warbench/pack\nid: p\nname: {en: P}\nversion: '1.0'\nengine: '>>1'\n"
    with pytest.raises(Exception) as info:
        load_text(text, "m.yaml")
    lines = {i.location.line for i in info.value.issues}  # type: ignore[attr-defined]
    assert lines == {5, 6}


def test_a_version_1_manifest_is_migrated_on_load() -> None:
    text = (
        "schema_version: 1\nkind: warbench/pack\nid: old\nname: Old pack\nversion: 1.2.0\n"
        "engine_version: 0.1.0\ndescription: Made long ago\n"
    )
    loaded = load_text(text, "manifest.yaml")
    m = loaded.model
    assert isinstance(m, PackManifest) and loaded.migrated_from == 1
    assert (m.name.en, m.description.en, m.engine, m.depends, m.files) == (
        "Old pack",
        "Made long ago",
        ">=0.1.0",
        [],
        {},
    )


def test_the_bundled_core_manifest_loads_with_names_in_both_languages() -> None:
    m = load_file(core_pack_dir() / "manifest.yaml").model
    assert isinstance(m, PackManifest)
    assert m.name.en and m.name.ru and in_range(engine.__version__, m.engine)


# --------------------------------------------------------------------------- round trip


def test_round_trip_new_add_export_import_gives_identical_files_and_hashes(tmp_path: Path) -> None:
    src = make_pack(tmp_path / "src", "river", {"samurai_battles/river.yaml": scenario_text("river-1")})
    (src / "notes.md").write_text("# River battles\n", encoding="utf-8")
    z = tmp_path / "river.zip"
    assert export_pack(src, z, available={}) == 3
    manifest = load_file(src / "manifest.yaml").model
    assert isinstance(manifest, PackManifest)
    assert set(manifest.files) == {"samurai_battles/river.yaml", "notes.md"}

    store = PackStore(tmp_path / "data")
    installed = store.install(z)
    assert installed.folder == tmp_path / "data" / "packs" / "river"
    assert tree(installed.folder) == tree(src)
    assert check_pack(installed.folder, {}, hashes=Severity.ERROR) == []
    assert installed.manifest is not None and installed.manifest.files == manifest.files


def test_a_file_changed_after_export_is_refused_on_import(tmp_path: Path) -> None:
    src = make_pack(tmp_path / "src", "river", {"samurai_battles/river.yaml": scenario_text("river-1")})
    export_pack(src, tmp_path / "sealed.zip", available={})
    (src / "samurai_battles" / "river.yaml").write_text(scenario_text("river-2"), encoding="utf-8")
    warnings = check_pack(src, {})
    assert [(i.severity, i.code) for i in warnings] == [(Severity.WARNING, "hash")]
    target = tmp_path / "packs"
    with pytest.raises(PackError, match=r"river\.yaml: changed since the manifest's hash was written"):
        import_pack(zip_as_is(src, tmp_path / "tampered.zip"), target)
    assert list(target.iterdir()) == []


# --------------------------------------------------------------------------- refusals that write nothing


def test_a_dangling_reference_gives_one_error_with_file_and_line_and_writes_nothing(tmp_path: Path) -> None:
    src = make_pack(tmp_path / "src", "broken", {"sb/battle.yaml": scenario_text("b-1", units_table="nosuch")})
    issues = [i for i in check_pack(src, {}) if i.severity is Severity.ERROR]
    line = len(scenario_text("b-1").splitlines()) + 1
    assert [(Path(i.location.file or "").name, i.location.line, i.code) for i in issues] == [
        ("battle.yaml", line, "reference")
    ]
    assert "'nosuch'" in issues[0].message
    with pytest.raises(PackError, match=rf"src/sb/battle\.yaml:{line}: error reference"):
        export_pack(src, tmp_path / "broken.zip", available={})
    assert not (tmp_path / "broken.zip").exists()
    store = PackStore(tmp_path / "data")
    with pytest.raises(PackError, match=rf"broken\.zip!/sb/battle\.yaml:{line}: error reference") as info:
        store.install(zip_as_is(src, tmp_path / "broken.zip"))
    assert str(info.value).count(" error ") == 1
    assert list(store.packs_dir.iterdir()) == []


def test_an_unmet_dependency_is_refused_with_the_reason_and_writes_nothing(tmp_path: Path) -> None:
    store = PackStore(tmp_path / "data")
    src = make_pack(tmp_path / "src", "campaign", depends=["tactics:>=2.0"])
    z = zip_as_is(src, tmp_path / "campaign.zip")
    with pytest.raises(PackError, match=r"depends on pack 'tactics' >=2.0, which is not installed"):
        store.install(z)
    assert not store.packs_dir.exists() or list(store.packs_dir.iterdir()) == []

    tactics = make_pack(tmp_path / "tactics", "tactics")
    export_pack(tactics, tmp_path / "tactics.zip", available={})
    store.install(tmp_path / "tactics.zip")  # version 0.1.0, outside the range
    with pytest.raises(PackError, match=r"depends on pack 'tactics' >=2.0, and version 0.1.0 is installed"):
        store.install(z)
    assert [p.name for p in store.packs_dir.iterdir()] == ["tactics"]


def test_an_engine_range_that_excludes_this_version_is_refused_and_writes_nothing(tmp_path: Path) -> None:
    src = make_pack(tmp_path / "src", "future")
    manifest = src / "manifest.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("engine: '>=0.1.0'", "engine: '>=99.0'"))
    target = tmp_path / "packs"
    with pytest.raises(PackError, match=rf"needs Warbench >=99.0, and this is Warbench {engine.__version__}"):
        import_pack(zip_as_is(src, tmp_path / "future.zip"), target)
    assert list(target.iterdir()) == []


# --------------------------------------------------------------------------- across packs


def test_a_reference_to_a_pack_not_declared_as_a_dependency_is_an_error_at_its_line(tmp_path: Path) -> None:
    store = PackStore(tmp_path / "data")
    units = UNITS.read_text(encoding="utf-8").replace("\nid: core\n", "\nid: river-units\n", 1)
    tables = make_pack(tmp_path / "tables", "tables", {"units.yaml": units})
    export_pack(tables, tmp_path / "tables.zip", available={})
    store.install(tmp_path / "tables.zip")
    text = scenario_text("b-1", units_table="river-units")
    line = len(text.splitlines())

    loose = make_pack(tmp_path / "loose", "loose", {"battle.yaml": text})
    errors = [i for i in check_pack(loose, store.available()) if i.severity is Severity.ERROR]
    assert [(i.location.line, i.code) for i in errors] == [(line, "reference")]
    assert "of pack 'tables', which the manifest does not list in 'depends'" in errors[0].message

    declared = make_pack(tmp_path / "declared", "declared", {"battle.yaml": text}, depends=["tables:>=0.1,<1"])
    assert [i for i in check_pack(declared, store.available()) if i.severity is Severity.ERROR] == []
    export_pack(declared, tmp_path / "declared.zip", available=store.available())
    assert store.install(tmp_path / "declared.zip").problems == []


# --------------------------------------------------------------------------- the store


def test_enable_and_disable_change_what_the_library_holds(tmp_path: Path) -> None:
    store = PackStore(tmp_path / "data")
    src = make_pack(tmp_path / "src", "river", {"battle.yaml": scenario_text("river-1")})
    export_pack(src, tmp_path / "river.zip", available={})
    store.install(tmp_path / "river.zip")
    assert store.library().get("samurai_battles/scenario", "river-1") is not None
    store.set_enabled("river", False)
    assert store.library().get("samurai_battles/scenario", "river-1") is None
    assert [(p.id, p.enabled) for p in store.installed()] == [("core", True), ("river", False)]
    store.set_enabled("river", True)
    assert store.library().get("samurai_battles/scenario", "river-1") is not None


def test_a_pack_whose_dependency_is_disabled_has_that_problem_and_leaves_the_library(tmp_path: Path) -> None:
    store = PackStore(tmp_path / "data")
    base = make_pack(tmp_path / "base", "base")
    export_pack(base, tmp_path / "base.zip", available={})
    store.install(tmp_path / "base.zip")
    top = make_pack(tmp_path / "top", "top", {"battle.yaml": scenario_text("top-1")}, depends=["base"])
    export_pack(top, tmp_path / "top.zip", available=store.available())
    store.install(tmp_path / "top.zip")
    store.set_enabled("base", False)
    assert store.get("top").problems == ["it depends on pack 'base', which is not installed (or not enabled)"]
    assert store.library().get("samurai_battles/scenario", "top-1") is None
    with pytest.raises(PackError, match="needed by top"):
        store.remove("base")


def test_save_as_new_version_keeps_both_versions_for_diff(tmp_path: Path) -> None:
    store = PackStore(tmp_path / "data")
    src = make_pack(tmp_path / "src", "river", {"battle.yaml": scenario_text("river-1")})
    new, zip_path = store.save_as_new_version(src)
    assert new == "0.2.0" and zip_path == store.version_archive("river", "0.2.0")
    assert [v for v, _ in store.versions("river")] == ["0.1.0", "0.2.0"]
    with pytest.raises(PackError, match="not newer"):
        store.save_as_new_version(src, "0.1.5")
