"""``warbench pack diff``: what changed between two versions of a pack, entry by entry."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from engine.cli import main
from engine.content.io import save_data
from engine.content.library import core_pack_dir
from engine.content.pack import export_pack
from engine.content.packcli import new_pack
from engine.content.packdiff import diff_packs, diff_values
from engine.content.packstore import PackStore

SCENARIO = core_pack_dir() / "samurai_battles" / "scenarios" / "sb-w01-river-crossing.yaml"


def army(data: dict[str, Any], army_id: str) -> dict[str, Any]:
    return next(a for a in data["armies"] if a["id"] == army_id)


def two_versions(tmp_path: Path) -> tuple[Path, Path]:
    """Version 1.0.0 of a pack as a zip, and the folder edited into 1.1.0: a unit moved, one
    removed, one added; a terrain hex changed, one removed, one added; the terrain list reordered."""
    folder = tmp_path / "river"
    new_pack(folder, "river", "River battles", version="1.0.0", games=["samurai_battles"])
    data = yaml.safe_load(SCENARIO.read_text(encoding="utf-8"))
    data["id"] = "river-1"
    save_data(data, folder / "river.yaml")
    old = tmp_path / "river-1.0.0.zip"
    export_pack(folder, old, available={})

    army(data, "red")["units"][0]["hex"] = "6,7"  # r-ay1 moves
    army(data, "red")["units"] = [u for u in army(data, "red")["units"] if u["id"] != "r-ab2"]
    army(data, "yellow")["units"].append({"id": "y-new", "type": "AY", "hex": "1,2"})
    terrain = data["terrain"]
    next(t for t in terrain if t["hex"] == "5,8")["type"] = "ford"
    terrain = [t for t in terrain if t["hex"] != "2,19"]
    terrain.append({"hex": "4,5", "type": "forest"})
    data["terrain"] = list(reversed(terrain))
    save_data(data, folder / "river.yaml")
    manifest = folder / "manifest.yaml"
    manifest.write_text(manifest.read_text(encoding="utf-8").replace("version: 1.0.0", "version: 1.1.0"))
    return old, folder


def test_diff_of_two_scenario_versions_lists_exactly_the_changed_units_and_terrain(tmp_path: Path) -> None:
    old, new = two_versions(tmp_path)
    diff = diff_packs(old, new)
    assert (diff.old_version, diff.new_version) == ("1.0.0", "1.1.0")
    assert [(f.name, f.change) for f in diff.files] == [("manifest.yaml", "changed"), ("river.yaml", "changed")]
    scenario = diff.file("river.yaml")
    assert scenario is not None and scenario.kind == "samurai_battles/scenario"
    changes = {(e.item, e.field, e.change) for e in scenario.entries}
    assert changes == {
        ("armies[red].units[r-ay1]", "hex", "changed"),
        ("armies[red].units[r-ab2]", "", "removed"),
        ("armies[yellow].units[y-new]", "", "added"),
        ("terrain[5,8]", "type", "changed"),
        ("terrain[2,19]", "", "removed"),
        ("terrain[4,5]", "", "added"),
    }
    moved = next(e for e in scenario.entries if e.item == "armies[red].units[r-ay1]")
    assert (moved.before, moved.after) == ("7,8", "6,7")
    manifest = diff.file("manifest.yaml")
    assert manifest is not None
    assert [(e.path, e.before, e.after) for e in manifest.entries] == [("version", "1.0.0", "1.1.0")]


def test_records_without_a_distinct_key_are_compared_by_position() -> None:
    old = {"steps": [{"say": "a"}, {"say": "b"}], "tags": ["x", "y"]}
    new = {"steps": [{"say": "a"}, {"say": "c"}, {"say": "d"}], "tags": ["y", "x"]}
    assert [e.format() for e in diff_values(old, new)] == [
        "~ steps[1].say: b -> c",
        "+ steps[2]: {say: d}",
        "~ tags: [x, y] -> [y, x]",
    ]


def test_pack_diff_on_the_command_line_prints_the_changes_and_json(tmp_path: Path, capsys: Any) -> None:
    old, new = two_versions(tmp_path)
    assert main(["pack", "diff", str(old), str(new)]) == 0
    out = capsys.readouterr().out
    assert "~ armies[red].units[r-ay1].hex: 7,8 -> 6,7" in out
    assert "- terrain[2,19]: {hex: 2,19, type: forest, hill: 0}" in out
    assert main(["pack", "diff", str(old), str(new), "--json"]) == 0
    files = json.loads(capsys.readouterr().out)["files"]
    assert {e["item"] for e in files[1]["entries"]} >= {"terrain[4,5]", "armies[yellow].units[y-new]"}


def test_pack_commands_new_check_export_import_list(tmp_path: Path, capsys: Any) -> None:
    data = tmp_path / "data"
    folder = tmp_path / "tactics"
    assert main(["pack", "new", str(folder), "--id", "tactics", "--name", "Tactics", "--name-ru", "Тактика"]) == 0
    (folder / "broken.yaml").write_text(
        SCENARIO.read_text(encoding="utf-8").replace("id: sb-w01", "id: t-1") + "tables: {terrain: nosuch}\n"
    )
    capsys.readouterr()
    assert main(["pack", "check", str(folder), "--data", str(data)]) == 1
    assert "broken.yaml:78: error reference: tables.terrain" in capsys.readouterr().out
    (folder / "broken.yaml").unlink()
    assert main(["pack", "check", str(folder), "--data", str(data)]) == 0
    z = tmp_path / "tactics.zip"
    assert main(["pack", "export", str(folder), "--out", str(z), "--data", str(data)]) == 0
    assert main(["pack", "import", str(z), "--data", str(data)]) == 0
    assert main(["pack", "disable", "tactics", "--data", str(data)]) == 0
    capsys.readouterr()
    assert main(["pack", "list", "--data", str(data), "--language", "ru"]) == 0
    assert "tactics 0.1.0 [disabled] Тактика" in capsys.readouterr().out
    assert [p.id for p in PackStore(data).installed()] == ["core", "tactics"]
