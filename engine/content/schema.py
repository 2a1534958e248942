"""JSON Schema of every registered content kind, generated from the pydantic models.

``warbench schema --write`` regenerates ``content/schema/``; a test fails when the files drift
from the models.
"""

from __future__ import annotations

import json
from pathlib import Path

from engine.content.base import registered_kinds
from engine.content.io import atomic_write_text
from engine.content.library import bundled_content_dir


def schema_filename(kind: str) -> str:
    return kind.replace("/", ".") + ".schema.json"


def generate_schemas() -> dict[str, str]:
    """``{file name: JSON text}`` for every kind the engine itself registers (kinds registered by
    tests or plugins outside ``engine`` are not part of the bundled schema)."""
    out = {}
    for info in registered_kinds():
        if not info.model.__module__.startswith("engine."):
            continue
        schema = info.model.model_json_schema(mode="validation")
        schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
        schema["$id"] = f"https://warbench.invalid/schema/{schema_filename(info.kind)}"
        schema["x-schema-version"] = info.version
        out[schema_filename(info.kind)] = json.dumps(schema, indent=2, sort_keys=True, ensure_ascii=False) + "\n"
    return out


def schema_dir() -> Path:
    return bundled_content_dir() / "schema"


def write_schemas(folder: Path | None = None) -> list[Path]:
    """Write every schema, remove stale ones, and return the files written."""
    folder = folder or schema_dir()
    folder.mkdir(parents=True, exist_ok=True)
    wanted = generate_schemas()
    for old in folder.glob("*.schema.json"):
        if old.name not in wanted:
            old.unlink()
    written = []
    for name, text in wanted.items():
        path = folder / name
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            atomic_write_text(path, text)
            written.append(path)
    return written


def schema_drift(folder: Path | None = None) -> list[str]:
    """Names of schema files that are missing, stale or extra (empty when in sync)."""
    folder = folder or schema_dir()
    wanted = generate_schemas()
    problems = []
    for name, text in wanted.items():
        p = folder / name
        if not p.exists():
            problems.append(f"missing {name}")
        elif p.read_text(encoding="utf-8") != text:
            problems.append(f"stale {name}")
    for p in folder.glob("*.schema.json"):
        if p.name not in wanted:
            problems.append(f"extra {p.name}")
    return problems
