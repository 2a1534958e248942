"""The roster document (``kind: warlords/roster``): one side's army for a battle: its units
(type, figures, characteristics where experience changed them), leaders (the warlord and his
generals with their traits), portable shields and fences, sacred banners and shinobi services
(rules/003 §4, §5.5, §6.3-§6.5)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Literal

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, Model, register_kind
from engine.content.issues import Issue
from engine.games.warlords.battlefield import Names
from engine.games.warlords.tables import GAME, BannerKind, TraitCode, UnitTypeCode

#: the clans whose banners the rules name (L362-L370); other clans are allowed as allies
CLANS = ("phoenix", "tiger", "dragon", "crab")


class UnitEntry(Model):
    """A unit: up to 16 figures of one type (L15, L84). Characteristics default to the type's
    usual values (L122-L123); experience may raise them (not for sohei, L203)."""

    id: str
    name: str = ""
    type: UnitTypeCode
    figures: int = Field(ge=1)
    skill: int | None = Field(default=None, ge=0)
    equipment: int | None = Field(default=None, ge=0)
    steadfastness: int | None = Field(default=None, ge=0)
    impetus: int | None = Field(default=None, ge=0)
    ammo: int | None = Field(default=None, ge=0)
    #: troops of an allied minor clan: +1 order per clan, no sacred banners (L358, L366)
    allied_clan: str | None = None
    #: deployed hidden by the warlord's "Коварный" trait (L323, L685)
    hidden_by_trait: bool = False


class LeaderEntry(Model):
    """A warlord (a player's character) or a general (L31, L49)."""

    id: str
    name: str = ""
    kind: Literal["warlord", "general"]
    traits: list[TraitCode] = Field(default_factory=list)
    #: wounds carried into the battle (2 keep him in reserve, 3 kill, L267)
    wounds: int = Field(default=0, ge=0, le=2)


class ShinobiService(Model):
    """An onmitsu service infiltrated in the strategic phase: reconnaissance or sabotage (L675-L682)."""

    id: str
    mode: Literal["recon", "sabotage"]


class Roster(ContentModel):
    """A side's army for one battle, with its composition checks."""

    kind: Literal["warlords/roster"] = "warlords/roster"
    GAME = GAME
    DESCRIPTION = "Warlords roster (a side's units, leaders, shields, fences, banners and shinobi)"

    id: str
    name: Names
    clan: str
    notes: str = ""
    units: list[UnitEntry] = Field(default_factory=list)
    leaders: list[LeaderEntry] = Field(default_factory=list)
    #: portable shields (tate), in cell edges (L205-L212)
    shields: int = Field(default=0, ge=0)
    #: fence edges, placed only when the army defends or blocks a breakthrough (L214-L220)
    fences: int = Field(default=0, ge=0)
    banners: list[BannerKind] = Field(default_factory=list)
    shinobi: list[ShinobiService] = Field(default_factory=list)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
        from engine.games.warlords.validate import check_roster

        return check_roster(self, ctx)

    @classmethod
    def new_document(cls) -> Roster:
        return cls(
            id="new-roster",
            name=Names(en="New army"),
            clan="tiger",
            units=[UnitEntry(id="yari-1", type="yari_samurai", figures=16)],
            leaders=[LeaderEntry(id="warlord", kind="warlord")],
        )


register_kind(Roster)
