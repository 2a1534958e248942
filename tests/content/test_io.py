"""Content io: round trips, errors with file:line:field, migrations, atomic saves, hostile YAML."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Literal

import pytest
from pydantic import Field

import engine.content.io as io
from engine.content.base import ContentModel, Model, register_kind, unregister_kind
from engine.content.io import ContentError, dump_model, load_file, load_text, save_model
from engine.content.issues import Severity


class Piece(Model):
    id: str
    count: int = Field(ge=0)


class Sample(ContentModel):
    schema_version: int = 2
    kind: Literal["test/sample"] = "test/sample"
    name: str
    pieces: list[Piece] = Field(default_factory=list)
    notes: str = ""


def _v1_to_v2(data: dict) -> dict:
    # version 1 called the field "title"
    data["name"] = data.pop("title")
    return data


@pytest.fixture(autouse=True)
def sample_kind():
    register_kind(Sample, {1: _v1_to_v2})
    yield
    unregister_kind("test/sample")


GOOD = """\
schema_version: 2
kind: test/sample
name: Ridge
pieces:
  - id: a
    count: 2
  - id: b
    count: 3
notes: |
  two lines
  of notes
"""


def test_round_trip_is_stable() -> None:
    loaded = load_text(GOOD, "x.yaml")
    text = dump_model(loaded.model)
    again = load_text(text, "x.yaml")
    assert again.model == loaded.model
    assert dump_model(again.model) == text
    assert text.splitlines()[:2] == ["schema_version: 2", "kind: test/sample"]


def test_schema_error_names_file_line_and_field() -> None:
    bad = GOOD.replace("count: 3", "count: -1")
    with pytest.raises(ContentError) as exc:
        load_text(bad, "army.yaml")
    [issue] = exc.value.issues
    assert issue.severity is Severity.ERROR
    assert issue.location.file == "army.yaml"
    assert issue.location.line == 8
    assert issue.location.path == ("pieces", 1, "count")
    assert issue.format().startswith("army.yaml:8: error schema: pieces.1.count:")


def test_every_error_is_reported_not_just_the_first() -> None:
    bad = GOOD.replace("count: 3", "count: lots").replace("id: a", "idd: a")
    with pytest.raises(ContentError) as exc:
        load_text(bad, "f.yaml")
    fields = {i.location.field for i in exc.value.issues}
    assert {"pieces.1.count", "pieces.0.idd", "pieces.0.id"} <= fields


def test_yaml_syntax_error_has_a_line() -> None:
    with pytest.raises(ContentError) as exc:
        load_text("schema_version: 2\nkind: test/sample\nname: [unclosed\n", "s.yaml")
    assert exc.value.issues[0].location.line is not None
    assert "s.yaml:" in str(exc.value)


def test_duplicate_keys_are_errors() -> None:
    with pytest.raises(ContentError, match="duplicate key 'name'"):
        load_text(GOOD + "name: again\n", "d.yaml")


def test_unknown_kind_and_newer_version() -> None:
    with pytest.raises(ContentError, match="unknown kind 'test/nope'"):
        load_text("schema_version: 1\nkind: test/nope\n", "k.yaml")
    with pytest.raises(ContentError, match="newer than this Warbench"):
        load_text(GOOD.replace("schema_version: 2", "schema_version: 9"), "k.yaml")


def test_migration_from_version_one() -> None:
    old = "schema_version: 1\nkind: test/sample\ntitle: Old ridge\n"
    loaded = load_text(old, "old.yaml")
    assert loaded.model.name == "Old ridge"
    assert loaded.model.schema_version == 2
    assert loaded.migrated_from == 1


def test_unsafe_yaml_tags_are_refused() -> None:
    evil = "schema_version: 2\nkind: test/sample\nname: !!python/object/apply:os.system ['echo pwned']\n"
    with pytest.raises(ContentError, match=r"evil\.yaml:3: .*tag"):
        load_text(evil, "evil.yaml")


def test_alias_bomb_is_refused_quickly() -> None:
    lines = ["schema_version: 2", "kind: test/sample", "a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
    for i in range(1, 10):
        prev = f"*a{i - 1}"
        lines.append(f"a{i}: &a{i} [{', '.join([prev] * 10)}]")
    lines.append("name: *a9")
    start = time.perf_counter()
    with pytest.raises(ContentError, match="each use of an alias counts"):
        load_text("\n".join(lines) + "\n", "bomb.yaml")
    assert time.perf_counter() - start < 10


def test_not_utf8_and_missing_file(tmp_path: Path) -> None:
    p = tmp_path / "latin.yaml"
    p.write_bytes(b"schema_version: 2\nkind: test/sample\nname: caf\xe9\n")
    with pytest.raises(ContentError, match="not UTF-8"):
        load_file(p)
    with pytest.raises(ContentError, match="cannot read file"):
        load_file(tmp_path / "missing.yaml")


def test_atomic_save_survives_a_failure_mid_write(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = tmp_path / "scenario.yaml"
    target.write_text(GOOD, encoding="utf-8")
    model = load_text(GOOD).model.model_copy(update={"name": "Changed"})

    def explode(fh, text):
        fh.write(text[: len(text) // 2])
        raise OSError("disk full")

    monkeypatch.setattr(io, "_write_all", explode)
    with pytest.raises(OSError, match="disk full"):
        save_model(model, target)
    assert target.read_text(encoding="utf-8") == GOOD
    assert [p.name for p in tmp_path.iterdir()] == ["scenario.yaml"]  # no temp file left behind
    monkeypatch.undo()
    save_model(model, target)
    assert load_file(target).model.name == "Changed"


def test_save_creates_a_loadable_file(tmp_path: Path) -> None:
    model = load_text(GOOD).model
    save_model(model, tmp_path / "sub" / "a.yaml")
    assert load_file(tmp_path / "sub" / "a.yaml").model == model


_KILLED_SAVE = """
import sys, time
import engine.content.io as io

def slow(fh, text):
    fh.write(text[: len(text) // 2])
    fh.flush()
    print("writing", flush=True)
    time.sleep(60)

io._write_all = slow
io.atomic_write_text(sys.argv[1], "new: text\\n" * 1000)
"""


def test_R8_a_save_removes_the_temporary_file_a_killed_save_of_the_same_file_left(tmp_path: Path) -> None:
    import subprocess
    import sys

    target = tmp_path / "scenario.yaml"
    target.write_text(GOOD, encoding="utf-8")
    with subprocess.Popen([sys.executable, "-c", _KILLED_SAVE, str(target)], stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdout is not None and proc.stdout.readline() == "writing\n"
        proc.kill()  # SIGKILL: no cleanup runs
        proc.wait()
    left = [p.name for p in tmp_path.iterdir() if p.name != "scenario.yaml"]
    assert len(left) == 1 and left[0].startswith(".scenario.yaml.") and left[0].endswith(".tmp")
    assert target.read_text(encoding="utf-8") == GOOD  # the killed save changed nothing
    save_model(load_text(GOOD).model, target)
    assert [p.name for p in tmp_path.iterdir()] == ["scenario.yaml"]


def test_a_save_leaves_the_temporary_file_of_a_save_still_running_and_other_files_alone(tmp_path: Path) -> None:
    import os

    target = tmp_path / "a.yaml"
    running = tmp_path / f".a.yaml.{os.getpid()}-abcdefgh.tmp"  # this process is alive
    other_file = tmp_path / ".b.yaml.999999999-abcdefgh.tmp"  # a temporary of another file
    lookalike = tmp_path / ".a.yaml.notes.tmp"  # not a name a save makes
    old_format = tmp_path / ".a.yaml.k2j3h4l5.tmp"  # a save before temporaries carried their pid
    for p in (running, other_file, lookalike, old_format):
        p.write_text("x")
    save_model(load_text(GOOD).model, target)
    assert sorted(p.name for p in tmp_path.iterdir()) == sorted(
        ["a.yaml", running.name, other_file.name, lookalike.name]
    )
