"""What a Rokugan document refers to: the map a scenario names (from the document's library) and
a clan's name (from the bundled content)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from editor.i18n import content_text
from engine.content.library import bundled_library
from engine.games.rokugan.clan_model import Clan
from engine.games.rokugan.map_model import RokuganMap

if TYPE_CHECKING:
    from editor.document import Document


def scenario_map(document: Document, model: Any = None) -> RokuganMap | None:
    """The map the scenario (``model``, default the document's) names, from the document's
    library (bundled content and its folder)."""
    scenario = document.model if model is None else model
    m = document.library().get("rokugan/map", getattr(scenario, "map", ""))
    return m if isinstance(m, RokuganMap) else None


def bundled_clan_name(clan: str) -> str:
    """A clan's name in the interface's language from the bundled content (its id if unknown)."""
    c = bundled_library().get("rokugan/clan", clan)
    return content_text(c.name) if isinstance(c, Clan) else clan
