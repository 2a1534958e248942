"""Issue 31, item 1: a document is measured by what it expands to, and no message repeats a large
value. A 100 kB value aliased 200 times made ``validate`` print 20 MB (a 1 MB file, 5 GB); now the
reader counts every use of an alias at its whole size, every string field of every kind has a
maximum length, and messages quote a short excerpt."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from editor.cli import main
from engine.content.base import registered_kinds
from engine.content.io import ContentError, load_text
from engine.content.issues import Issue, Location, Severity
from engine.content.library import bundled_content_dir
from engine.content.reader import MAX_EXPANDED_CHARS, parse_yaml
from engine.core.catalogue import render
from engine.core.errors import EXCERPT_CHARS, CoordinateError, excerpt
from engine.core.squaregrid import QuarterLabeler

FORD = bundled_content_dir() / "core" / "warlords" / "battlefields" / "wl-field-border-ford.yaml"


def _with_fences(fences: str) -> str:
    text = FORD.read_text(encoding="utf-8")
    assert "fences: []" in text
    return text.replace("fences: []", f"fences: [{fences}]")


def test_an_alias_counts_the_whole_text_of_its_anchor() -> None:
    big = "Z" * 100_000
    uses = MAX_EXPANDED_CHARS // len(big) + 1
    text = f"a: &x {big}\nb:\n" + "".join("- *x\n" for _ in range(uses))
    with pytest.raises(ContentError) as exc:
        parse_yaml(text, "amp.yaml")
    (issue,) = exc.value.issues
    assert issue.location.file == "amp.yaml"
    # the anchor's text and the aliases after it pass the limit at this alias (items start on line 3)
    assert issue.location.line == 2 + MAX_EXPANDED_CHARS // len(big)
    assert f"{MAX_EXPANDED_CHARS:,} characters" in issue.message
    assert len(issue.format()) < 300


def test_aliases_of_a_mapping_count_its_text_too() -> None:
    big = "Y" * 50_000
    uses = MAX_EXPANDED_CHARS // len(big) + 1
    text = f"a: &m {{k: {big}}}\nb: [" + ", ".join("*m" for _ in range(uses)) + "]\n"
    with pytest.raises(ContentError, match="expands to more than"):
        parse_yaml(text)


def test_a_file_without_aliases_stays_within_the_expansion_limit() -> None:
    data, _ = parse_yaml("a: " + "W" * 900_000 + "\nb: [x, y]\n")
    assert len(data["a"]) == 900_000


def test_validate_prints_short_messages_for_a_large_aliased_value(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # below the expansion limit: each of the 41 fences is an error, each quoted briefly
    path = tmp_path / "amp.yaml"
    path.write_text(_with_fences("&x " + "Z" * 100_000 + ", " + ", ".join(["*x"] * 40)), encoding="utf-8")
    code = main(["validate", str(path)])
    out, err = capsys.readouterr()
    assert code == 1
    errors = [ln for ln in (out + err).splitlines() if " error " in ln]
    assert len(errors) == 41
    assert all(ln.startswith(f"{path}:26: error schema: fences.") for ln in errors)
    assert len(out + err) < 20_000


def _bounded_pattern(pattern: object) -> bool:
    """An anchored pattern whose repetitions all have a maximum (spaces around a hex or an offset
    are stripped by their models, so ``\\s*`` does not count)."""
    if not isinstance(pattern, str) or not (pattern.startswith("^") and pattern.endswith("$")):
        return False
    return re.search(r"[*+]|\{\d*,\}", pattern.replace("\\s*", "")) is None


def test_every_string_field_of_every_kind_has_a_maximum_length() -> None:
    unbounded: list[str] = []

    def walk(schema: object, where: str, defs: dict[str, object], seen: set[str]) -> None:
        if not isinstance(schema, dict):
            return
        ref = schema.get("$ref")
        if isinstance(ref, str):
            name = ref.rsplit("/", 1)[-1]
            if name not in seen:
                walk(defs[name], where, defs, seen | {name})
            return
        limits = {"maxLength", "enum", "const"} & schema.keys()
        if schema.get("type") == "string" and not limits and not _bounded_pattern(schema.get("pattern")):
            unbounded.append(where)
        for name, sub in schema.get("properties", {}).items():
            walk(sub, f"{where}.{name}", defs, seen)
        for key in ("items", "additionalProperties", "propertyNames"):
            walk(schema.get(key), f"{where}[]", defs, seen)
        for key in ("anyOf", "oneOf", "allOf", "prefixItems"):
            for sub in schema.get(key, []):
                walk(sub, where, defs, seen)

    for info in registered_kinds():
        if not info.model.__module__.startswith("engine."):
            continue  # kinds the tests register for themselves
        schema = info.model.model_json_schema()
        walk(schema, info.kind, schema.get("$defs", {}), set())
    assert unbounded == []


def test_a_long_cell_label_is_refused_by_its_length_with_its_line() -> None:
    text = FORD.read_text(encoding="utf-8").replace("cells: [A33]", "cells: [" + "A" * 5000 + "]")
    with pytest.raises(ContentError) as exc:
        load_text(text, "f.yaml")
    (issue,) = exc.value.issues
    assert (issue.location.line, issue.location.field) == (13, "terrain.0.cells.0")
    assert "at most 16 characters" in issue.message


def test_excerpt_cuts_a_long_value_and_says_how_long_it_was() -> None:
    assert excerpt("C11") == "'C11'"
    long = excerpt("Q" * 1_000_000)
    assert long.startswith("'" + "Q" * EXCERPT_CHARS + "'…")
    assert "1,000,000 characters" in long
    assert len(long) < 80
    assert len(excerpt(list(range(100_000)))) < 80
    assert len(excerpt({"k": "v" * 100_000})) < 100


def test_a_cell_parser_quotes_only_an_excerpt() -> None:
    with pytest.raises(ValueError) as exc:
        QuarterLabeler().parse("C" * 100_000)
    assert len(str(exc.value)) < 120
    assert "100,000 characters" in str(exc.value)
    # the length is part of the message, so it reads in the reader's language
    assert isinstance(exc.value, CoordinateError)
    assert "(100\u00a0000 символов)" in render(exc.value.said, "ru")


def test_a_huge_key_in_a_field_path_is_cut() -> None:
    issue = Issue(Severity.ERROR, "schema", "extra field", Location("f.yaml", 3, ("units", "k" * 10_000)))
    assert len(issue.format()) < 150


def test_a_duplicate_huge_key_is_quoted_briefly() -> None:
    key = "K" * 200_000
    with pytest.raises(ContentError) as exc:
        parse_yaml(f"? {key}\n: 1\n? {key}\n: 2\n", "dup.yaml")
    assert len(str(exc.value)) < 300
    assert exc.value.issues[0].location.line == 3
    assert "duplicate key" in exc.value.issues[0].message
