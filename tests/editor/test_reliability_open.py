"""Issue 21, item 3: files that raised when opened in the GUI. Whatever a file holds, File > Open
either opens it or refuses it with a message naming the file and the line; nothing escapes to
``sys.excepthook`` (where Qt reports an exception raised in a slot) and no form breaks."""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

from tests.editor.samurai_battles.helpers import bundled_path

CORE = Path(__file__).resolve().parents[2] / "content" / "core"
LOCATED = re.compile(r"\S+\.yaml:\d+: ")


@pytest.fixture
def escaped(monkeypatch) -> list[object]:
    """Exceptions that reach ``sys.excepthook`` during the test."""
    seen: list[object] = []
    monkeypatch.setattr(sys, "excepthook", lambda *exc: seen.append(exc))
    return seen


def open_refused_or_opened(window, path: Path) -> tuple[object | None, str]:
    shown: list[str] = []
    real = window.messages.error
    window.messages.error = lambda title, text: (shown.append(text), real(title, text))[1]
    doc = window.open_file(path)
    window.messages.error = real
    return doc, "\n".join(shown)


def edited(src: Path, old: str, new: str, dest: Path) -> Path:
    text = src.read_text(encoding="utf-8")
    assert old in text
    dest.write_text(text.replace(old, new, 1), encoding="utf-8")
    return dest


def test_a_unit_move_of_ten_quintillion_is_refused_with_its_line(window, tmp_path: Path, escaped) -> None:
    path = edited(CORE / "samurai_battles" / "units.yaml", "move: 2", "move: 10000000000000000000", tmp_path / "u.yaml")
    doc, message = open_refused_or_opened(window, path)
    assert doc is None
    assert LOCATED.search(message) and "move" in message
    assert escaped == []


def test_command_cards_past_the_int_range_never_reach_the_scenario_form(window, tmp_path: Path, escaped) -> None:
    path = edited(bundled_path("sb-w01"), "command_cards: 5", "command_cards: 2147483648", tmp_path / "s.yaml")
    doc, message = open_refused_or_opened(window, path)
    assert doc is None
    assert "s.yaml:" in message and "command_cards" in message
    assert escaped == []


def test_a_unit_on_hex_a_b_is_refused_with_its_line(window, tmp_path: Path, escaped) -> None:
    path = edited(bundled_path("sb-w01"), "hex: '7,8'", "hex: 'a,b'", tmp_path / "s.yaml")
    doc, message = open_refused_or_opened(window, path)
    assert doc is None
    assert "s.yaml:40:" in message and "hex" in message
    assert escaped == []


def test_a_unit_off_the_field_opens_undrawn_with_the_issue_on_its_line(window, tmp_path: Path, escaped) -> None:
    path = edited(bundled_path("sb-w01"), "hex: '7,8'", "hex: '99,99'", tmp_path / "s.yaml")
    doc, _message = open_refused_or_opened(window, path)
    assert doc is not None and doc.cell_of("units_0", 0) is None
    view = window.current_view()
    view.scene.rebuild()
    window.properties.show_target(doc, ("units_0", 0))
    issues = [i for i in view.validate_now() if "99,99" in i.message]
    assert issues and all(i.location.line == 40 for i in issues)
    assert window.issues_panel.topLevelItemCount() >= len(issues)
    assert escaped == []
