"""The roster document (``kind: warlords/roster``): one side's army for a battle: its units
(type, figures, characteristics where experience changed them), leaders (the warlord and his
generals with their traits), portable shields and fences, sacred banners and shinobi services
(rules/003 §4, §5.5, §6.3-§6.5)."""

from __future__ import annotations

import typing
from collections.abc import Iterable, Sequence
from typing import Literal

from pydantic import Field

from engine.content.base import CheckContext, ContentModel, Ident, LongText, Model, ShortText, register_kind
from engine.content.issues import Issue
from engine.content.naming import Piece, numbered_names
from engine.games.warlords.battlefield import MAX_EDGES, Names
from engine.games.warlords.tables import GAME, UNIT_TYPES, BannerKind, TraitCode, UnitTypeCode
from engine.games.warlords.validate import check_roster

#: the clans whose banners the rules name (L362-L370); other clans are allowed as allies
CLANS = ("phoenix", "tiger", "dragon", "crab")


#: Characteristics are single figures on the unit cards (the best is 8); ammo counts volleys.
MAX_CHARACTERISTIC = 12
MAX_AMMO = 30
#: Far beyond any army of the campaign; a list must end somewhere.
MAX_ROSTER_UNITS = 200
MAX_ROSTER_LEADERS = 50
MAX_SHINOBI = 20


class UnitEntry(Model):
    """A unit: up to 16 figures of one type (L15, L84). Characteristics default to the type's
    usual values (L122-L123); experience may raise them (not for sohei, L203)."""

    id: Ident
    name: ShortText = ""
    type: UnitTypeCode
    figures: int = Field(ge=1, le=999)  # validation names more than 16 (L15) as a rule issue
    skill: int | None = Field(default=None, ge=0, le=MAX_CHARACTERISTIC)
    equipment: int | None = Field(default=None, ge=0, le=MAX_CHARACTERISTIC)
    steadfastness: int | None = Field(default=None, ge=0, le=MAX_CHARACTERISTIC)
    impetus: int | None = Field(default=None, ge=0, le=MAX_CHARACTERISTIC)
    ammo: int | None = Field(default=None, ge=0, le=MAX_AMMO)
    #: troops of an allied minor clan: +1 order per clan, no sacred banners (L358, L366)
    allied_clan: ShortText | None = None
    #: deployed hidden by the warlord's "Коварный" trait (L323, L685)
    hidden_by_trait: bool = False


class LeaderEntry(Model):
    """A warlord (a player's character) or a general (L31, L49)."""

    id: Ident
    name: ShortText = ""
    kind: Literal["warlord", "general"]
    traits: list[TraitCode] = Field(default_factory=list, max_length=len(typing.get_args(TraitCode)))
    #: wounds carried into the battle (2 keep him in reserve, 3 kill, L267)
    wounds: int = Field(default=0, ge=0, le=2)


class ShinobiService(Model):
    """An onmitsu service infiltrated in the strategic phase: reconnaissance or sabotage (L675-L682)."""

    id: Ident
    mode: Literal["recon", "sabotage"]


class Roster(ContentModel):
    """A side's army for one battle, with its composition checks."""

    kind: Literal["warlords/roster"] = "warlords/roster"
    GAME = GAME
    DESCRIPTION = "Warlords roster (a side's units, leaders, shields, fences, banners and shinobi)"

    id: Ident
    name: Names
    clan: ShortText
    notes: LongText = ""
    units: list[UnitEntry] = Field(default_factory=list, max_length=MAX_ROSTER_UNITS)
    leaders: list[LeaderEntry] = Field(default_factory=list, max_length=MAX_ROSTER_LEADERS)
    #: portable shields (tate), in cell edges (L205-L212)
    shields: int = Field(default=0, ge=0, le=MAX_EDGES)
    #: fence edges, placed only when the army defends or blocks a breakthrough (L214-L220)
    fences: int = Field(default=0, ge=0, le=MAX_EDGES)
    banners: list[BannerKind] = Field(default_factory=list, max_length=len(typing.get_args(BannerKind)))
    shinobi: list[ShinobiService] = Field(default_factory=list, max_length=MAX_SHINOBI)

    def check(self, ctx: CheckContext) -> Iterable[Issue]:
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


def unit_names(rosters: Sequence[Roster | None]) -> list[dict[str, dict[str, str]]]:
    """The names of each roster's units and leaders by id, by language, for rosters that stand
    together (the two sides of a battle): a unit's own name, else its type's, numbered across all
    of them ("Yari samurai 2": no two units of a battle read alike); a leader's own name, else
    "Warlord" or "General" (numbered likewise). A missing roster has none."""
    pieces: list[list[Piece]] = []
    for roster in rosters:
        own: list[Piece] = []
        for u in roster.units if roster is not None else []:
            t = UNIT_TYPES.get(u.type)
            type_names = {"en": t.name_en, "ru": t.name_ru} if t is not None else {}
            own.append(Piece(u.id, {"en": u.name}, u.type, type_names))
        for lead in roster.leaders if roster is not None else []:
            own.append(Piece(lead.id, {"en": lead.name}, lead.kind, LEADER_KINDS[lead.kind]))
        pieces.append(own)
    names = numbered_names(p for side in pieces for p in side)
    return [{p.id: names[p.id] for p in side} for side in pieces]


#: a leader without a name of his own is called by his rank (L31, L49)
LEADER_KINDS = {"warlord": {"en": "Warlord", "ru": "Полководец"}, "general": {"en": "General", "ru": "Генерал"}}
