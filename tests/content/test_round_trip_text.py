"""Issue 30, deliverable 5: the text a document is saved as changes only where its data changed;
comments, key order, quoting, flow style and hand-folded lines elsewhere stay as the author wrote
them, and the text always reads back as the edited document."""

from __future__ import annotations

import difflib
from pathlib import Path

import pytest

from engine.content.io import load_file, load_text, model_to_data
from engine.content.library import core_pack_dir, iter_content_files
from engine.content.roundtrip import edited_text

CORE = core_pack_dir()


def _changed(before: str, after: str) -> list[str]:
    diff = difflib.unified_diff(before.splitlines(), after.splitlines(), lineterm="", n=0)
    return [ln for ln in diff if ln[:1] in "+-" and not ln.startswith(("+++", "---"))]


def test_an_unchanged_document_is_written_back_exactly() -> None:
    for path in iter_content_files(CORE):
        text = path.read_text(encoding="utf-8")
        assert edited_text(text, load_text(text, str(path)).model) == text, path


def test_editing_a_quoted_title_keeps_its_quotes_and_the_folded_line_beside_it() -> None:
    path = CORE / "neuroshima" / "games" / "duel.yaml"
    text = path.read_text(encoding="utf-8")
    model = load_file(path).model
    model.name = "Duel: Borgo against Moloch"  # type: ignore[attr-defined]
    out = edited_text(text, model)
    assert out is not None
    assert _changed(text, out) == ["-name: 'Duel: Moloch against Borgo'", "+name: 'Duel: Borgo against Moloch'"]
    assert model_to_data(load_text(out).model) == model_to_data(model)


def test_a_field_left_to_its_default_stays_unwritten_and_a_record_added_is_written_alone() -> None:
    path = CORE / "samurai_sword" / "setup.yaml"
    text = path.read_text(encoding="utf-8")
    model = load_file(path).model
    roles = model.roles  # type: ignore[attr-defined]
    roles[-1] = roles[-1].model_copy(update={"scores_daimyo": True})
    model.role_cards.append(model.role_cards[-1].model_copy())  # type: ignore[attr-defined]
    out = edited_text(text, model)
    assert out is not None
    assert _changed(text, out) == [
        "-  - {id: ronin, name: {en: Ronin, ru: Ронин}, team: ronin, scores_daimyo: false}",
        "+  - {id: ronin, name: {en: Ronin, ru: Ронин}, team: ronin, scores_daimyo: true}",
        "+  - {role: ronin, stars: 0}",  # a record added is written whole
    ]
    # the other roles leave scores_daimyo to its default, and still do
    assert out.count("scores_daimyo") == text.count("scores_daimyo")
    assert model_to_data(load_text(out).model) == model_to_data(model)


def test_a_removed_record_takes_only_its_lines_and_comments_elsewhere_stay(tmp_path: Path) -> None:
    path = CORE / "samurai_sword" / "deck.yaml"
    text = path.read_text(encoding="utf-8")
    model = load_file(path).model
    cards = model.cards  # type: ignore[attr-defined]
    removed = cards.pop(0)
    out = edited_text(text, model)
    assert out is not None
    changed = _changed(text, out)
    assert len(changed) == 2 and all(ln.startswith("-") for ln in changed)  # the record, laid out on two lines
    assert f"id: {removed.id}," in changed[0] and "source:" in changed[1]
    assert [ln for ln in text.splitlines() if "#" in ln] == [ln for ln in out.splitlines() if "#" in ln]


def test_an_edit_in_a_record_laid_out_by_hand_rewrites_only_that_record() -> None:
    path = CORE / "samurai_sword" / "deck.yaml"
    text = path.read_text(encoding="utf-8")
    model = load_file(path).model
    shuriken = next(c for c in model.cards if c.id == "shuriken")  # type: ignore[attr-defined]
    shuriken.count = 4
    out = edited_text(text, model)
    assert out is not None
    changed = _changed(text, out)
    assert len(changed) == 4 and all("shuriken" in ln or "source:" in ln for ln in changed)
    assert "count: 4" in changed[2] + changed[3] and 'source: "reference cards.yaml; L394 (deals 1)"' in changed[3]
    assert model_to_data(load_text(out).model) == model_to_data(model)


@pytest.mark.parametrize("broken", ["kind: [\n", "schema_version: 1\nkind: nobody/knows\n"])
def test_an_original_that_does_not_read_gives_no_text(broken: str) -> None:
    model = load_file(CORE / "samurai_sword" / "setup.yaml").model
    assert edited_text(broken, model) is None
