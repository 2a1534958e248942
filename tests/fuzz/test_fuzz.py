"""Fuzzing in the suite (issue 21): a bounded run of the seeded corpus through every headless entry
point, and hypothesis properties of the loading gate. ``make fuzz`` runs the long version.

Whatever a file holds, a command ends (within the per-case time limit) with its result or a
clean error naming the file and the line: no crash, no traceback, no hang, no tampered saved
game accepted, nothing written outside an import's folder.
"""

from __future__ import annotations

import random
from multiprocessing.connection import Connection
from pathlib import PurePosixPath

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from engine.content.io import ContentError, load_text
from engine.content.library import bundled_library, check_loaded
from engine.content.packfiles import check_member_name
from engine.content.reader import MAX_DEPTH, decode_text, parse_yaml
from engine.core.errors import ReplayError
from engine.core.log import GameRecord
from tests.fuzz.harness import CASE_MEMORY_BYTES, Case, _cap_case_memory, bundled_seeds, cases, corpus, run_cases
from tests.fuzz.mutations import DATA_MUTATIONS, TEXT_MUTATIONS, mutate_text
from tests.fuzz.structure import STRUCTURE_MUTATIONS

#: cases of the seeded corpus the suite runs (about 30 s on 2 cores); ``make fuzz`` runs thousands
SUITE_CASES = 350
CASE_TIME_LIMIT = 20.0

FUZZ = settings(
    max_examples=100, deadline=None, derandomize=True, database=None, suppress_health_check=list(HealthCheck)
)


def test_the_seeded_corpus_through_every_entry_point_has_no_crash_hang_traceback_or_unlocated_error() -> None:
    seen_commands: set[str] = set()
    report = run_cases(
        cases(corpus(), master_seed=21),
        count=SUITE_CASES,
        time_limit=CASE_TIME_LIMIT,
        on_result=lambda r: seen_commands.add(" ".join(r.case.argv[:2])),
    )
    failures = [f"{r.verdict}: {r.case.name}: {r.detail.splitlines()[0] if r.detail else ''}" for r in report.failures]
    assert failures == [], report.summary()
    assert report.tried == SUITE_CASES
    for command in (
        "validate {dir}/",
        "play neuroshima",
        "play samurai_battles",
        "replay {dir}/game.yaml",
        "pack import",
        "pack export",
        "neuroshima battle",
        "neuroshima solve",
        "samurai-battles los",
    ):
        assert any(c.startswith(command.split("{")[0].strip()) for c in seen_commands), command


def test_every_bundled_content_file_is_a_seed_of_the_corpus() -> None:
    from tests.fuzz.harness import CORE

    assert {s.name for s in bundled_seeds()} == {str(p.relative_to(CORE)) for p in CORE.rglob("*.yaml")}


def _located(exc: ContentError) -> bool:
    return all(i.location.line is not None and i.location.line >= 1 for i in exc.issues)


@FUZZ
@given(st.binary(max_size=400))
def test_any_bytes_decode_or_are_refused_with_a_line(raw: bytes) -> None:
    try:
        decode_text(raw, "f.yaml")
    except ContentError as exc:
        assert _located(exc)


@FUZZ
@given(st.text(alphabet=st.characters(codec="utf-8"), max_size=300))
def test_any_text_parses_or_is_refused_with_a_line(text: str) -> None:
    try:
        parse_yaml(text, "f.yaml")
    except ContentError as exc:
        assert _located(exc)


@FUZZ
@given(st.integers(MAX_DEPTH + 1, 40_000), st.sampled_from(["[", "{a: ", "- "]))
def test_nesting_of_any_depth_is_refused_with_its_line(depth: int, opener: str) -> None:
    closer = {"[": "]", "{a: ": "}", "- ": ""}[opener]
    text = "schema_version: 1\nkind: neuroshima/army\nkey: " + opener * depth + "1" + closer * depth + "\n"
    if opener == "- ":  # block nesting: one more space a level (kept to 1,500 levels, 1 MB of text)
        levels = min(depth, 1500)
        text = "schema_version: 1\nkind: neuroshima/army\nkey:\n" + "".join(" " * i + "- \n" for i in range(levels))
    with pytest.raises(ContentError, match="nests deeper than") as exc:
        parse_yaml(text, "deep.yaml")
    assert exc.value.issues[0].location.line == 3 + (opener == "- ") * (MAX_DEPTH)


SEEDS = bundled_seeds()


@FUZZ
@given(
    st.sampled_from([s.name for s in SEEDS]),
    st.sampled_from(sorted(TEXT_MUTATIONS) + sorted(DATA_MUTATIONS) + sorted(STRUCTURE_MUTATIONS)),
    st.randoms(use_true_random=False),
)
def test_mutated_bundled_files_load_and_check_or_are_refused_with_a_line(
    name: str, mutation: str, rnd: random.Random
) -> None:
    seed = next(s for s in SEEDS if s.name == name)
    data = mutate_text(seed.text, mutation, rnd)
    try:
        loaded = load_text(decode_text(data, name), name)
    except ContentError as exc:
        assert _located(exc)
        return
    issues = check_loaded(loaded, bundled_library())
    assert not [i for i in issues if i.code == "internal"]
    assert all(i.location.line is not None for i in issues)


_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4),
    max_leaves=20,
)
_RECORD = st.fixed_dictionaries(
    {},
    optional={
        "game": _JSON | st.just("neuroshima"),
        "seed": _JSON,
        "agents": _JSON,
        "content": _JSON,
        "setup": _JSON,
        "actions": _JSON | st.lists(st.text(max_size=12), max_size=3),
        "outcome": _JSON,
    },
)


@FUZZ
@given(_RECORD | _JSON)
def test_any_saved_game_data_is_read_or_refused_naming_the_field(data: object) -> None:
    try:
        GameRecord.from_data(data, file="game.yaml")
    except ReplayError as exc:
        assert str(exc).startswith("game.yaml")


@FUZZ
@given(st.text(max_size=120))
def test_a_member_name_is_safe_or_refused(name: str) -> None:
    try:
        p = check_member_name(name)
    except ValueError:
        return
    assert not p.is_absolute()
    assert ".." not in p.parts and "" not in name.split("/")
    assert PurePosixPath(name) == p


def test_every_structure_mutation_changes_what_it_finds_inside_the_structure() -> None:
    ford = next(s for s in SEEDS if s.name.endswith("wl-field-border-ford.yaml"))
    for name, mutation in STRUCTURE_MUTATIONS.items():
        mutated = mutation(ford.text, random.Random(7))
        assert mutated != ford.text.encode("utf-8"), name
    tagged = STRUCTURE_MUTATIONS["tag_inside"](ford.text, random.Random(3)).decode("utf-8")
    assert "!" not in ford.text and "!" in tagged
    merged = STRUCTURE_MUTATIONS["merge_inside"](ford.text, random.Random(3)).decode("utf-8")
    assert "<<: " in merged


def _greedy_worker(conn: Connection) -> None:
    """A worker whose every case asks for twice its memory cap."""
    while conn.recv() is not None:
        _cap_case_memory()
        try:
            block = bytearray(2 * CASE_MEMORY_BYTES)
            conn.send((0, f"{len(block)} bytes", "", None, []))
        except MemoryError:
            conn.send((None, "", "", "Traceback\nMemoryError: over the cap", []))


def test_a_case_over_its_memory_cap_is_reported_and_the_next_case_runs() -> None:
    case = Case("greedy", {}, ["validate"])
    report = run_cases(iter([case, case]), count=2, time_limit=60, worker_main=_greedy_worker)
    assert report.verdicts["memory"] == 2


def test_alias_amplification_of_every_kind_stays_under_the_memory_cap() -> None:
    seeds = {s.kind: s for s in SEEDS}
    stream = (
        Case(
            f"validate {s.name}",
            {"f.yaml": STRUCTURE_MUTATIONS["alias_amplification"](s.text, random.Random(i))},
            ["validate", "{dir}/f.yaml"],
        )
        for i, s in enumerate(seeds.values())
    )
    report = run_cases(stream, count=len(seeds), time_limit=CASE_TIME_LIMIT)
    assert report.failures == [], report.summary()
