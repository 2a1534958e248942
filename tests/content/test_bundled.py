"""The bundled content: every file loads, validates clean and round-trips; the schema is in sync."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine.content.io import dump_model, load_file, load_text
from engine.content.issues import Severity
from engine.content.library import core_pack_dir, iter_content_files, validate_paths
from engine.content.schema import generate_schemas, schema_drift

FILES = list(iter_content_files(core_pack_dir()))


def test_the_core_pack_has_a_manifest() -> None:
    assert (core_pack_dir() / "manifest.yaml") in FILES


def test_bundled_content_validates_without_errors() -> None:
    issues = validate_paths([core_pack_dir()])
    errors = [i.format() for i in issues if i.severity is Severity.ERROR]
    assert errors == []


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(core_pack_dir())))
def test_load_dump_load_round_trips(path: Path) -> None:
    loaded = load_file(path)
    text = dump_model(loaded.model)
    assert load_text(text, str(path)).model == loaded.model


def test_schema_files_match_the_models() -> None:
    assert schema_drift() == [], "run 'warbench schema' to regenerate content/schema"


def test_every_engine_kind_has_a_schema() -> None:
    names = generate_schemas()
    assert "warbench.pack.schema.json" in names
    assert not any(n.startswith("tinygame") for n in names)


@pytest.mark.parametrize("path", FILES, ids=lambda p: str(p.relative_to(core_pack_dir())))
def test_every_bundled_document_has_a_readable_title(path: Path) -> None:
    title = load_file(path).model.display_title()
    assert title and "=" not in title and not title.startswith("{")
