"""Issue 30, deliverable 1: one live content library knowing the bundled pack, the enabled packs,
the user's folders and documents open with unsaved changes, each item with its origin; a new file
is known once the folder is said to have changed, and a game records where each item came from."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.content.io import load_file
from engine.content.library import core_pack_dir
from engine.content.live import LiveContent, describe_origin
from engine.core.log import ContentRef, GameRecord, start_game
from engine.core.registry import load_game
from tests.support.cli import run_cli

FIELD = core_pack_dir() / "warlords" / "battlefields" / "wl-field-border-ford.yaml"
KIND = "warlords/battlefield"


def write_field(folder: Path, ident: str, name: str = "Ford") -> Path:
    text = FIELD.read_text(encoding="utf-8").replace("id: wl-field-border-ford\n", f"id: {ident}\n", 1)
    assert f"id: {ident}\n" in text
    path = folder / f"{ident}.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_each_item_knows_its_origin(tmp_path: Path) -> None:
    write_field(tmp_path, "my-ford")
    live = LiveContent(folders=[tmp_path])
    lib = live.library()
    assert lib.origin_of(KIND, "wl-field-border-ford") == "bundled"
    assert lib.origin_of(KIND, "my-ford") == f"folder:{tmp_path.resolve()}"
    assert describe_origin(lib.origin_of(KIND, "my-ford")) == f"folder {tmp_path.resolve()}"


def test_a_file_saved_later_is_known_once_its_folder_changed(tmp_path: Path) -> None:
    live = LiveContent(folders=[tmp_path])
    heard: list[int] = []
    live.on_change(lambda: heard.append(live.generation))
    assert "late-ford" not in live.library().ids(KIND)
    write_field(tmp_path, "late-ford")
    assert live.changed([tmp_path / "late-ford.yaml"])
    assert heard and "late-ford" in live.library().ids(KIND)
    # a change elsewhere is none of its business
    assert not live.changed([tmp_path.parent / "elsewhere.yaml"])


def test_a_folder_item_never_replaces_a_bundled_one_silently(tmp_path: Path) -> None:
    copy = tmp_path / "copy.yaml"
    copy.write_text(FIELD.read_text(encoding="utf-8").replace("name:", "# edited\nname:", 1), encoding="utf-8")
    live = LiveContent(folders=[tmp_path])
    assert live.library().items[(KIND, "wl-field-border-ford")].file == str(FIELD)
    [conflict] = live.conflicts()
    assert conflict.location.file == str(copy) and str(FIELD) in conflict.message and "bundled" in conflict.message


def test_an_unsaved_document_replaces_its_own_file_and_says_so(tmp_path: Path) -> None:
    path = write_field(tmp_path, "my-ford")
    live = LiveContent(folders=[tmp_path])
    loaded = load_file(path)
    loaded.model.name.en = "Edited ford"  # type: ignore[attr-defined]
    live.set_unsaved("doc-1", loaded, "my-ford.yaml")
    lib = live.library()
    assert lib.get(KIND, "my-ford").name.en == "Edited ford"  # type: ignore[union-attr]
    assert lib.origin_of(KIND, "my-ford") == "unsaved:my-ford.yaml"
    live.drop_unsaved("doc-1")
    assert live.library().origin_of(KIND, "my-ford") == f"folder:{tmp_path.resolve()}"
    # an unsaved document with a bundled item's id does not take its place
    stranger = load_file(FIELD)
    stranger.file = None
    live.set_unsaved("doc-2", stranger, "Untitled")
    assert live.library().origin_of(KIND, "wl-field-border-ford") == "bundled"
    assert [c.code for c in live.conflicts()] == ["duplicate-id"]


def test_a_game_records_where_each_item_came_from() -> None:
    """The battle's battlefield is open with unsaved changes: the game plays the edited field and
    records it as such; the unit table comes with Warbench."""
    battle = load_file(core_pack_dir() / "warlords" / "battles" / "wl-battle-meeting-river.yaml").model
    game = load_game("warlords")
    live = LiveContent()
    field = live.library().items[(KIND, battle.battlefield)]  # type: ignore[attr-defined]
    edited = load_file(Path(field.file or ""))
    edited.model.name.en = "The river, edited"  # type: ignore[attr-defined]
    live.set_unsaved("field", edited, "Meeting river")
    setup = game.setup_from_data(battle.model_dump(mode="json"))
    state, refs = start_game(game, setup, live.library(), 1)
    origins = {(r.kind, r.id): r.origin for r in refs}
    assert origins[(KIND, battle.battlefield)] == "unsaved:Meeting river"  # type: ignore[attr-defined]
    assert "bundled" in origins.values()
    data = GameRecord.from_state(state, setup, 1, (), refs).to_data()
    assert {"origin": "unsaved:Meeting river"}.items() <= next(c for c in data["content"] if c["kind"] == KIND).items()
    again = [ContentRef.from_data(c) for c in data["content"]]
    assert [r.origin for r in again] == [r.origin for r in refs]


def test_a_saved_origin_that_is_none_is_refused() -> None:
    with pytest.raises(ValueError, match="origin"):
        ContentRef.from_data({"kind": KIND, "id": "x", "sha256": "0" * 64, "origin": "somewhere"})


def test_warbench_library_lists_every_item_with_its_origin(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("WARBENCH_DATA", str(tmp_path / "data"))
    folder = tmp_path / "mine"
    folder.mkdir()
    write_field(folder, "my-ford")
    code, out = run_cli(capsys, "library", "--kind", KIND, "--folder", str(folder))
    assert code == 0
    lines = out.splitlines()
    assert f"{KIND}\tmy-ford\tfolder {folder.resolve()}\t{folder / 'my-ford.yaml'}" in lines
    assert f"{KIND}\twl-field-border-ford\tbundled\t{FIELD}" in lines
    assert all(line.startswith(KIND) for line in lines)


def test_warbench_library_refuses_a_folder_copy_of_a_bundled_item(tmp_path: Path, capsys, monkeypatch) -> None:
    monkeypatch.setenv("WARBENCH_DATA", str(tmp_path / "data"))
    (tmp_path / "copy.yaml").write_text(FIELD.read_text(encoding="utf-8"), encoding="utf-8")
    code, out = run_cli(capsys, "library", "--kind", KIND, "--folder", str(tmp_path))
    assert code == 1
    assert f"{tmp_path / 'copy.yaml'}:" in out and "duplicate-id" in out and "left out" in out
    code, out = run_cli(capsys, "library", "--folder", str(tmp_path / "nowhere"))
    assert code != 0 and "no such folder" in out
