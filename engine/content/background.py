"""A picture under a map: a scan or photo of a physical board that areas are traced over."""

from __future__ import annotations

from pydantic import Field

from engine.content.base import Model


class BackgroundImage(Model):
    """The picture at ``image`` (a path relative to the document's folder, or absolute), drawn with
    its top-left corner at ``offset`` and ``scale`` board units per image pixel, at ``opacity``.
    It is an aid for drawing: no rule reads it."""

    image: str
    opacity: float = Field(default=0.6, ge=0.0, le=1.0)
    scale: float = Field(default=1.0, gt=0.0)
    offset: tuple[float, float] = (0.0, 0.0)
