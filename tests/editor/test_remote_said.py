"""A hosted game's events reach a joined window as messages, so a guest reads them in the guest's
language whatever the host's."""

from __future__ import annotations

from editor.player.remote import _said
from engine.core.game import Event
from engine.core.message import Message, Name


def test_a_hosted_event_with_a_message_reads_in_the_guests_language() -> None:
    sent = Event("committed", Message("wl-log-committed", side=Name.of("wl-side", n=2)), {"side": 1}).to_data()
    said = _said(sent)
    assert isinstance(said, Message)
    got = Event(sent["kind"], said, sent["data"])
    assert got.render("ru") == "сторона 2 отдала приказы"
    assert got.render("en") == sent["text"] == "side 2 has given its orders"


def test_a_hosted_event_without_a_message_keeps_its_text() -> None:
    assert _said({"kind": "x", "text": "a finished text"}) == "a finished text"
    assert _said({"kind": "x", "text": "kept", "message": {"args": {}}}) == "kept"
