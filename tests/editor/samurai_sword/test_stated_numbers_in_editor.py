"""Issue 30, deliverable 7 in the app: Benkei's ability amount changed from 1 to 2 in the character
editor leaves his text at "+1", and the Issues panel says so at his text; bringing the text in line
settles it."""

from __future__ import annotations

import shutil
from pathlib import Path

from PySide6.QtTest import QTest

from editor.games.samurai_sword.character_editor import CharacterEditor
from engine.content.library import core_pack_dir
from tests.editor.samurai_sword.helpers import LEFT, type_number

CHARACTERS = core_pack_dir() / "samurai_sword" / "characters.yaml"


def text_number_issues(window) -> list[str]:
    view = window.current_view()
    return [
        f"{'.'.join(map(str, i.location.path))}: {i.message}" for i in view.validate_now() if i.code == "text-numbers"
    ]


def test_a_changed_amount_that_the_text_does_not_state_is_an_issue(window, tmp_path: Path) -> None:
    path = tmp_path / "characters.yaml"
    shutil.copy(CHARACTERS, path)
    doc = window.open_file(path)
    assert doc is not None and text_number_issues(window) == []
    editor = window.current_view().findChild(CharacterEditor)
    lst, item = editor.item_for(0)
    QTest.mouseClick(lst.viewport(), LEFT, pos=lst.visualItemRect(item).center())
    assert editor.form.name_en.text() == "Benkei"
    type_number(editor.form.params["amount"], 2)
    assert doc.model.characters[0].ability.params == {"amount": 2}
    [issue] = text_number_issues(window)
    assert issue.startswith("characters.0.text: the text states 1, but the numbers played are amount 2")
    # the issue is in the Issues panel the user reads
    panel = window.issues_panel
    panel_texts = [panel.topLevelItem(i).text(2) for i in range(panel.topLevelItemCount())]
    assert any("the text states 1, but the numbers played are amount 2" in t for t in panel_texts)
    doc.undo_stack.undo()
    assert text_number_issues(window) == []
