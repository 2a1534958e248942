"""Issue 30, deliverable 2 (identity): two documents of one kind with one id are an error naming
both files; a pack that replaces the core's or another pack's content must declare it in its
manifest's ``overrides``, and ``pack check`` lists every override; the pack id ``core`` is the
bundled pack's alone."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from editor.cli import main
from engine.content.library import bundled_content_dir
from engine.content.pack import PackError, export_pack, import_pack
from engine.content.packcheck import check_pack, pack_overrides
from engine.content.packcli import new_pack

CORE = bundled_content_dir() / "core"
SCENARIO = CORE / "samurai_battles" / "scenarios" / "sb-z001-first-samurai-skirmish.yaml"
UNITS = CORE / "samurai_battles" / "units.yaml"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out + err


def test_two_scenarios_with_one_id_are_an_error_naming_both_files(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    first = Path(shutil.copy(SCENARIO, tmp_path / "first.yaml"))
    second = Path(shutil.copy(SCENARIO, tmp_path / "second.yaml"))
    code, out = _run(capsys, "validate", str(tmp_path))
    assert code == 1
    lines = [ln for ln in out.splitlines() if "duplicate-id" in ln]
    assert len(lines) == 2
    assert lines[0].startswith(f"{first}:3: error duplicate-id") and str(second) in lines[0]
    assert lines[1].startswith(f"{second}:3: error duplicate-id") and str(first) in lines[1]
    # and neither can be played: which of the two a reference means cannot be known
    code, played = _run(capsys, "play", "samurai_battles", str(first), "--agents", "random,random")
    assert code == 1 and f"{first}:3: error duplicate-id" in played and str(second) in played
    # an id of its own settles it
    second.write_text(second.read_text(encoding="utf-8").replace("id: sb-z001\n", "id: my-skirmish\n", 1), "utf-8")
    assert _run(capsys, "validate", str(tmp_path))[0] == 0


def _units_pack(tmp_path: Path, pack_id: str = "dice", *, declare: bool) -> Path:
    """A pack carrying its own copy of the core unit table with twice the melee dice."""
    folder = tmp_path / pack_id
    new_pack(folder, pack_id, "Twice the dice", games=["samurai_battles"])
    text = UNITS.read_text(encoding="utf-8").replace("melee_dice: 3\n", "melee_dice: 6\n")
    (folder / "units.yaml").write_text(text, encoding="utf-8")
    if declare:
        manifest = folder / "manifest.yaml"
        manifest.write_text(
            manifest.read_text(encoding="utf-8").replace(
                "overrides: []\n", "overrides:\n- {kind: samurai_battles/unit_table, id: core}\n"
            ),
            encoding="utf-8",
        )
    return folder


def test_pack_check_refuses_an_undeclared_override_of_core_content(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = _units_pack(tmp_path, declare=False)
    code, out = _run(capsys, "pack", "check", str(folder))
    assert code == 1
    assert (
        f"{folder / 'units.yaml'}:9: error override: id: replaces samurai_battles/unit_table 'core' of pack 'core' "
        "without the manifest saying so" in out
    )
    with pytest.raises(PackError, match="replaces samurai_battles/unit_table 'core' of pack 'core'"):
        export_pack(folder, tmp_path / "dice.zip", available={})


def test_pack_check_lists_a_declared_override(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    folder = _units_pack(tmp_path, declare=True)
    code, out = _run(capsys, "pack", "check", str(folder))
    assert code == 0, out
    assert (
        f"{folder / 'units.yaml'}:9: info override: id: replaces samurai_battles/unit_table 'core' of pack 'core'"
        in out
    )
    (override,) = pack_overrides(folder, {})
    assert (override.kind, override.id, override.pack, override.declared) == (
        "samurai_battles/unit_table",
        "core",
        "core",
        True,
    )


def test_an_override_of_another_packs_content_must_be_declared_too(tmp_path: Path) -> None:
    base = _units_pack(tmp_path, "base", declare=False)
    text = (base / "units.yaml").read_text(encoding="utf-8").replace("\nid: core\n", "\nid: base-units\n", 1)
    (base / "units.yaml").write_text(text, encoding="utf-8")
    other = tmp_path / "other"
    new_pack(other, "other", "Other", games=["samurai_battles"], depends=["base"])
    shutil.copy(SCENARIO, other / "skirmish.yaml")
    shutil.copy(base / "units.yaml", other / "units.yaml")
    from engine.content.packcheck import AvailablePack

    available = {"base": AvailablePack("base", "0.1.0", base)}
    issues = [i for i in check_pack(other, available) if i.code == "override"]
    assert sorted((i.severity.value, i.message.split(" without")[0]) for i in issues) == [
        ("error", "replaces samurai_battles/scenario 'sb-z001' of pack 'core'"),
        ("error", "replaces samurai_battles/unit_table 'base-units' of pack 'base'"),
    ]


def test_a_declared_override_that_replaces_nothing_is_a_warning(tmp_path: Path) -> None:
    folder = _units_pack(tmp_path, declare=True)
    text = (folder / "units.yaml").read_text(encoding="utf-8").replace("\nid: core\n", "\nid: dice-units\n", 1)
    (folder / "units.yaml").write_text(text, encoding="utf-8")
    (issue,) = [i for i in check_pack(folder, {}) if i.code == "override"]
    assert issue.severity.value == "warning" and issue.location.line is not None
    assert "lists samurai_battles/unit_table 'core' in 'overrides', but the pack replaces no such item" in issue.message


def test_the_pack_id_core_is_refused_by_pack_new(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, out = _run(capsys, "pack", "new", str(tmp_path / "mine"), "--id", "core", "--name", "Mine")
    assert code == 1 and "the pack id 'core' belongs to the content that comes with Warbench" in out
    assert not (tmp_path / "mine").exists()


def test_the_pack_id_core_is_refused_by_import_and_check(tmp_path: Path) -> None:
    import zipfile

    folder = tmp_path / "fake"
    new_pack(folder, "fakecore", "Not the core", games=["samurai_battles"])
    manifest = folder / "manifest.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("id: fakecore\n", "id: core\n"), "utf-8")
    assert any(i.code == "pack" and "'core' belongs to" in i.message for i in check_pack(folder, {}))
    archive = tmp_path / "core.zip"
    with zipfile.ZipFile(archive, "w") as zf:
        zf.write(manifest, "manifest.yaml")
    with pytest.raises(PackError, match="the pack id 'core' belongs to the content that comes with Warbench"):
        import_pack(archive, tmp_path / "installed")
    assert not (tmp_path / "installed" / "core").exists()
