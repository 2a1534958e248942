"""Issue 21: a text field keeps every character a user can paste through save and reload. The one
place that decides is the dumper (:func:`engine.content.io.dump_data`): it writes a string in the
style that reads back exactly (NEL, line and paragraph separators and control characters only
survive escaped in double quotes). Lone surrogates cannot be written as UTF-8 at all: the models
refuse them at entry (``test_a_lone_surrogate_is_refused_at_entry_with_a_message``)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from engine.content.io import dump_data, load_file, save_model
from engine.content.reader import decode_text, parse_yaml
from engine.games.samurai_battles.scenario import Scenario

EVERY_CHARACTER = "".join(chr(c) for c in range(0x110000) if not 0xD800 <= c <= 0xDFFF)


def read_back(data: object) -> object:
    text = dump_data(data)
    return parse_yaml(decode_text(text.encode("utf-8"), "f.yaml"), "f.yaml")[0]


def test_every_unicode_character_alone_and_among_words_reads_back_exactly() -> None:
    values = [t.format(ch) for ch in EVERY_CHARACTER[:0x800] for t in ("{}", "a{}b", "x\n{}\n", " {}")]
    values += [EVERY_CHARACTER[i : i + 4000] for i in range(0, len(EVERY_CHARACTER), 4000)]
    back = read_back({"values": values})
    assert isinstance(back, dict)
    wrong = [(v[:12], b[:12]) for v, b in zip(values, back["values"]) if v != b]
    assert wrong == []


def test_nel_in_a_title_and_notes_survives_a_save_of_the_document(tmp_path: Path) -> None:
    model = Scenario.new_document()
    model.title.en = "River\x85Crossing"
    model.notes = "first\x85second\u2028third\u2029fourth\r\nfifth\xa0sixth\n"
    save_model(model, tmp_path / "s.yaml")
    back = load_file(tmp_path / "s.yaml").model
    assert (back.title.en, back.notes) == (model.title.en, model.notes)


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(st.text(alphabet=st.characters(exclude_categories=["Cs"]), max_size=40))
def test_any_text_reads_back_exactly(text: str) -> None:
    assert read_back({"t": text, "l": [text, "x"]}) == {"t": text, "l": [text, "x"]}
