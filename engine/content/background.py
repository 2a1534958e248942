"""A picture under a map: a scan or photo of a physical board that areas are traced over."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from engine.content.base import Model

#: How far a picture may be shifted, in board units (boards measure about a thousand).
MAX_OFFSET = 100_000.0


class BackgroundImage(Model):
    """The picture at ``image`` (a path relative to the document's folder, or absolute), drawn with
    its top-left corner at ``offset`` and ``scale`` board units per image pixel, at ``opacity``.
    It is an aid for drawing: no rule reads it."""

    image: str = Field(max_length=1000)
    opacity: float = Field(default=0.6, ge=0.0, le=1.0)
    #: a scan of a few thousand pixels over a board of a thousand units needs far less than either bound
    scale: float = Field(default=1.0, gt=0.0, le=1000.0)
    offset: tuple[
        Annotated[float, Field(ge=-MAX_OFFSET, le=MAX_OFFSET)], Annotated[float, Field(ge=-MAX_OFFSET, le=MAX_OFFSET)]
    ] = (0.0, 0.0)
