"""The balance lab's entry in the Play menu: "Simulate..." on the current document, a game-neutral
plugin of the shell found with the games' (see :mod:`editor.lab`)."""

from __future__ import annotations

from typing import Any

from editor.i18n import QT_TR_NOOP, tr
from editor.plugin import EditorPlugin, PlayEntry, register_plugin

#: the id the lab's plugin is registered under (it is no game)
LAB_PLUGIN = "balance_lab"


def simulate_current(parent: Any) -> Any:
    """The Play menu's "Simulate...": the lab for the document in the current tab, or ``None``
    (with a message) when there is none or it cannot be played."""
    view = parent.current_view() if hasattr(parent, "current_view") else None
    document = getattr(view, "document", None)
    kind = getattr(document, "kind", None)
    lab = kind.play.simulate_view(document) if kind is not None else None
    if lab is None and hasattr(parent, "show_status"):
        parent.show_status(tr("open a scenario, setup or etude that can be played to simulate it"))
    return lab


register_plugin(
    EditorPlugin(
        LAB_PLUGIN,
        [],
        [
            PlayEntry(
                "play.simulate",
                QT_TR_NOOP("Simulate..."),
                simulate_current,
                QT_TR_NOOP(
                    "Play the current document many times with agents: win rates, game lengths, the game's figures"
                ),
            )
        ],
    )
)
