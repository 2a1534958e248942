"""Compiled content is kept by what the content is (its content references), never by the
objects that happen to hold it: the same content is compiled once, changed content anew."""

from __future__ import annotations

import threading

import pytest

from engine.content.io import LineMap, LoadedContent
from engine.content.library import bundled_library, content_hash
from engine.core.compiled import CompiledCache
from engine.core.log import ContentRef

ARMY = "neuroshima/army"


def _ref(ident: str, sha: str = "0" * 64) -> ContentRef:
    return ContentRef(ARMY, ident, sha, "core", "1")


def test_the_same_content_is_compiled_once_and_shared() -> None:
    cache: CompiledCache[list[str]] = CompiledCache("test")
    built: list[str] = []

    def build() -> list[str]:
        built.append("x")
        return ["tables"]

    first = cache.get((_ref("moloch"),), build)
    again = cache.get((_ref("moloch"),), build)  # an equal key made anew, as a new library would
    assert again is first
    assert built == ["x"]
    assert (cache.builds, cache.hits) == (1, 1)


def test_changed_content_or_another_option_is_compiled_anew() -> None:
    cache: CompiledCache[str] = CompiledCache("test")
    a = cache.get((_ref("moloch"), False), lambda: "old")
    b = cache.get((_ref("moloch", "1" * 64), False), lambda: "changed")
    c = cache.get((_ref("moloch"), True), lambda: "extended")
    assert (a, b, c) == ("old", "changed", "extended")
    assert cache.builds == 3


def test_the_least_recently_used_form_is_dropped_beyond_the_size() -> None:
    cache: CompiledCache[str] = CompiledCache("test", size=2)
    cache.get("a", lambda: "A")
    cache.get("b", lambda: "B")
    cache.get("a", lambda: "A again")  # a is used again, so b is the oldest
    cache.get("c", lambda: "C")
    assert "a" in cache and "c" in cache and "b" not in cache
    assert len(cache) == 2
    with pytest.raises(ValueError):
        CompiledCache("none", size=0)


def test_threads_missing_one_key_together_get_one_form() -> None:
    cache: CompiledCache[object] = CompiledCache("test")
    start = threading.Barrier(4)
    got: list[object] = []

    def build() -> object:
        return object()

    def worker() -> None:
        start.wait()
        got.append(cache.get("k", build))

    threads = [threading.Thread(target=worker) for _ in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len({id(g) for g in got}) == 1
    assert cache.builds == 1


def test_a_library_names_an_item_by_the_reference_a_saved_game_records() -> None:
    lib = bundled_library()
    ref = lib.ref(ARMY, "moloch")
    model = lib.get(ARMY, "moloch")
    assert ref is not None and model is not None
    assert (ref.kind, ref.id, ref.pack) == (ARMY, "moloch", "core")
    assert ref.sha256 == content_hash(model)
    assert lib.copy().ref(ARMY, "moloch") == ref
    assert lib.ref(ARMY, "no-such-army") is None


def test_an_item_added_again_changed_has_another_reference() -> None:
    lib = bundled_library().copy()
    before = lib.ref(ARMY, "moloch")
    model = lib.get(ARMY, "moloch")
    assert before is not None and model is not None
    changed = model.model_copy(deep=True)
    changed.tiles[3].hp += 1  # type: ignore[attr-defined]
    lib.add(LoadedContent(changed, None, LineMap()))
    after = lib.ref(ARMY, "moloch")
    assert after is not None
    assert after.sha256 != before.sha256 and after.pack is None
    assert bundled_library().ref(ARMY, "moloch") == before  # the library it was copied from is unchanged


def test_asking_for_a_reference_counts_as_using_the_item() -> None:
    lib = bundled_library()
    with lib.track() as seen:
        lib.ref(ARMY, "borgo")
    assert seen == {(ARMY, "borgo")}
