"""The roles of a document kind, given when its plugin registers: the painting, panels and play its
game hands in (the kind's ``Look``, ``Panels`` and ``Play``), and the shell's generic ones for the
roles it has not (an area map's for an area map). The kinds themselves stand on the document's
floor, below the canvas and the panels these roles belong to.
"""

from __future__ import annotations

from typing import TypeVar

from editor.kind_look import AreaLook, KindLook
from editor.kind_panels import AreaPanels, KindPanels, KindPlay
from editor.kinds import AreaDocumentKind, DocumentKind

K = TypeVar("K", bound=DocumentKind)


def with_roles(kind: K) -> K:
    """``kind`` with its roles (given once; a kind that has them is returned as it is)."""
    if not hasattr(kind, "look"):
        area = isinstance(kind, AreaDocumentKind)
        kind.look = (kind.Look or (AreaLook if area else KindLook))(kind)
        kind.panels = (kind.Panels or (AreaPanels if area else KindPanels))(kind)
        kind.play = (kind.Play or KindPlay)(kind)
    return kind
