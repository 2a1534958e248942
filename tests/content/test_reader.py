"""The loading gate (issue 21): bombs, big, deep and badly encoded files are refused quickly with
the file and the line, whatever the entry point; nothing can crash the process."""

from __future__ import annotations

from pathlib import Path

import pytest

from editor.cli import main
from engine.content.io import ContentError, load_file, load_text
from engine.content.reader import MAX_DEPTH, MAX_LINES, parse_yaml, read_yaml

ARMY_HEAD = "schema_version: 1\nkind: neuroshima/army\nid: x\nname_en: X\n"


def _only_issue(exc: pytest.ExceptionInfo[ContentError]) -> tuple[str | None, int | None, str]:
    assert len(exc.value.issues) == 1
    issue = exc.value.issues[0]
    return issue.location.file, issue.location.line, issue.message


def test_R1_thirty_thousand_brackets_are_refused_by_validate_with_file_and_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    army = tmp_path / "army.yaml"
    army.write_text(ARMY_HEAD + "tiles: " + "[" * 30_000 + "]" * 30_000 + "\n", encoding="utf-8")
    assert main(["validate", str(army)]) == 1
    out = capsys.readouterr().out
    assert f"{army}:5: error yaml: the document nests deeper than {MAX_DEPTH} levels" in out


@pytest.mark.parametrize("depth", [1_000, 5_000, 20_000])
def test_R1_nesting_between_a_thousand_and_twenty_thousand_levels_names_the_line(depth: int) -> None:
    text = ARMY_HEAD + "notes: ok\ntiles: " + "[" * depth + "]" * depth + "\n"
    with pytest.raises(ContentError) as exc:
        load_text(text, "army.yaml")
    assert _only_issue(exc) == ("army.yaml", 6, f"the document nests deeper than {MAX_DEPTH} levels")


def test_deep_block_indentation_is_refused_like_deep_brackets() -> None:
    # k0 (line 5) is a key of the document (level 1); the mapping of level n starts on line 5 + n - 1
    body = "".join(" " * i + f"k{i}:\n" for i in range(200))
    with pytest.raises(ContentError, match="nests deeper") as exc:
        load_text(ARMY_HEAD + body, "army.yaml")
    assert exc.value.issues[0].location.line == 5 + MAX_DEPTH


def test_R5_sixteen_megabytes_of_list_items_are_refused_for_their_size_before_parsing(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    big.write_bytes(b"- 1\n" * (4 * 1024 * 1024))
    with pytest.raises(ContentError) as exc:
        load_file(big)
    file, line, message = _only_issue(exc)
    assert (file, line) == (str(big), 1)
    assert "larger than 8 MB" in message and "alias" not in message


def test_R5_too_many_lines_are_refused_naming_the_first_line_too_many() -> None:
    with pytest.raises(ContentError) as exc:
        parse_yaml("- 1\n" * (MAX_LINES + 5), "many.yaml")
    assert _only_issue(exc)[1:] == (MAX_LINES + 1, f"the file has more than {MAX_LINES:,} lines; refused")


def test_R5_a_long_flow_list_stops_at_the_value_limit() -> None:
    with pytest.raises(ContentError, match="more than 200,000 values") as exc:
        parse_yaml("[" + "1," * 1_000_000 + "1]", "flow.yaml")
    assert exc.value.issues[0].location.line == 1


@pytest.mark.parametrize(("byte", "name"), [(b"\x00", "U+0000"), (b"\x07", "U+0007"), (b"\x1b", "U+001B")])
def test_R5_a_nul_or_bel_byte_is_named_with_its_line_and_column(tmp_path: Path, byte: bytes, name: str) -> None:
    f = tmp_path / "ctl.yaml"
    f.write_bytes(ARMY_HEAD.encode() + b"notes: a" + byte + b"b\n")
    with pytest.raises(ContentError) as exc:
        load_file(f)
    assert _only_issue(exc) == (str(f), 5, f"control character {name} at column 9: content files are plain text")


@pytest.mark.parametrize("encoding", ["utf-16-le", "utf-16-be"])
def test_R5_utf16_without_a_byte_order_mark_says_so(tmp_path: Path, encoding: str) -> None:
    f = tmp_path / "u16.yaml"
    f.write_bytes(ARMY_HEAD.encode(encoding))
    with pytest.raises(ContentError) as exc:
        load_file(f)
    file, line, message = _only_issue(exc)
    assert (file, line) == (str(f), 1)
    assert "UTF-16 or UTF-32 text without a byte-order mark; save it as UTF-8" in message


@pytest.mark.parametrize(("encoding", "name"), [("utf-16", "UTF-16"), ("utf-32", "UTF-32")])
def test_text_with_a_utf16_or_utf32_byte_order_mark_says_which(tmp_path: Path, encoding: str, name: str) -> None:
    f = tmp_path / "bom.yaml"
    f.write_bytes(ARMY_HEAD.encode(encoding))
    with pytest.raises(ContentError, match=f"the file is {name} text; save it as UTF-8"):
        load_file(f)


def test_a_utf8_byte_order_mark_is_fine(tmp_path: Path) -> None:
    f = tmp_path / "bom.yaml"
    f.write_bytes(b"\xef\xbb\xbf" + ARMY_HEAD.encode())
    assert load_file(f).model.id == "x"  # type: ignore[attr-defined]


def test_invalid_utf8_names_the_line_and_the_byte(tmp_path: Path) -> None:
    f = tmp_path / "latin.yaml"
    f.write_bytes(ARMY_HEAD.encode() + b"notes: caf\xe9\n")
    with pytest.raises(ContentError) as exc:
        load_file(f)
    assert _only_issue(exc) == (str(f), 5, "file is not UTF-8 text (byte 0xe9 at column 11)")


@pytest.mark.parametrize(("content", "message"), [(b"", "the file is empty"), (b" \n\n", "the file holds only blanks")])
def test_R5_an_empty_file_says_so_on_line_one(tmp_path: Path, content: bytes, message: str) -> None:
    f = tmp_path / "empty.yaml"
    f.write_bytes(content)
    with pytest.raises(ContentError) as exc:
        load_file(f)
    assert _only_issue(exc) == (str(f), 1, message)


def test_a_document_marker_alone_names_line_one() -> None:
    with pytest.raises(ContentError) as exc:
        load_text("---\n", "doc.yaml")
    assert exc.value.issues[0].location.line == 1


def test_folders_and_pipes_are_refused_without_opening_them(tmp_path: Path) -> None:
    import os

    with pytest.raises(ContentError, match="is a folder, not a file"):
        load_file(tmp_path)
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    with pytest.raises(ContentError, match="not a regular file"):
        load_file(fifo)  # opening a pipe would block forever


def test_a_huge_number_is_refused_with_its_line_instead_of_a_python_error() -> None:
    with pytest.raises(ContentError) as exc:
        parse_yaml("a: 1\nb: " + "9" * 5000 + "\n", "n.yaml")
    assert _only_issue(exc)[1:] == (2, "a number of 5000 characters is too long for any field")


def test_a_bad_tagged_value_is_refused_with_its_line() -> None:
    with pytest.raises(ContentError) as exc:
        parse_yaml("a: 1\nb: !!timestamp not-a-date\n", "t.yaml")
    assert _only_issue(exc)[1:] == (2, "cannot read the value 'not-a-date': not a valid timestamp")


def test_merge_keys_work_as_in_safe_load() -> None:
    data, lines = parse_yaml("base: &b {x: 1, y: 2}\nmine:\n  <<: *b\n  y: 3\n", "m.yaml")
    assert data["mine"] == {"x": 1, "y": 3}
    assert lines.line_of(("mine", "y")) == 4


def test_an_alias_to_an_unfinished_anchor_is_refused() -> None:
    with pytest.raises(ContentError, match="names no anchor defined before it"):
        parse_yaml("a: &s [1, *s]\n", "self.yaml")


def test_a_second_document_is_refused_on_its_line() -> None:
    with pytest.raises(ContentError) as exc:
        parse_yaml("a: 1\n---\nb: 2\n", "two.yaml")
    assert _only_issue(exc)[1:] == (2, "a second YAML document starts here; a file holds one document")


def test_game_logs_go_through_the_same_gate(tmp_path: Path) -> None:
    log = tmp_path / "game.yaml"
    log.write_text("game: neuroshima\nseed: " + "[" * 30_000 + "]" * 30_000 + "\n", encoding="utf-8")
    with pytest.raises(ContentError, match="nests deeper"):
        read_yaml(log)
