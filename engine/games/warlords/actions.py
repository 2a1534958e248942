"""Actions of a Warlords battle. Units and leaders are named by id, cells by their labels
(``C11``), cell edges as ``<cell>:<side>``, orders by program codes (:mod:`.orders`).

Seats: 0 and 1 are the battle's two sides (in the order of the battle file), the last seat is
the game master, who decides every point the rules leave to judgement (:class:`Gm`)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TypeVar

from engine.core.game import Action

A = TypeVar("A", bound=Action)


@dataclass(frozen=True)
class Gm(Action):
    """The game master's answer to the open question (its options are in the observation)."""

    NAME = "gm"
    choice: str


@dataclass(frozen=True)
class Done(Action):
    """Finish a step of one's own: ``fences``, ``shields``, ``deployment``, ``recon``, ``leaders``,
    ``banners``, ``instructions``, ``command``."""

    NAME = "done"
    step: str


@dataclass(frozen=True)
class ChooseHalf(Action):
    """Choose the half of the field to deploy in (L292-L293)."""

    NAME = "half"
    half: str


@dataclass(frozen=True)
class ClearDay(Action):
    """Agree (or not) to fight on a clear day (L762)."""

    NAME = "clear_day"
    agree: bool


@dataclass(frozen=True)
class ForecastAnswer(Action):
    """``accept`` the forecast, ``wait`` for another, or ``withdraw`` after the third (L298-L300, L764)."""

    NAME = "forecast"
    answer: str


@dataclass(frozen=True)
class PlaceFence(Action):
    NAME = "fence"
    edge: str


@dataclass(frozen=True)
class PlaceShield(Action):
    NAME = "shield"
    edge: str


@dataclass(frozen=True)
class PlaceHq(Action):
    NAME = "hq"
    cell: str


@dataclass(frozen=True)
class Deploy(Action):
    NAME = "deploy"
    unit: str
    cell: str
    facing: str


@dataclass(frozen=True)
class ToReserve(Action):
    NAME = "reserve"
    unit: str


@dataclass(frozen=True)
class Recon(Action):
    """A shinobi reconnaissance rectangle: its south-west corner and its size (``3x4``, ``4x3``,
    ``2x6``, ``6x2``: columns x rows, L685)."""

    NAME = "recon"
    corner: str
    size: str


@dataclass(frozen=True)
class Adjust(Action):
    """After reconnaissance: move a unit 1 cell (diagonally too) or swap it with a neighbour (L686)."""

    NAME = "adjust"
    unit: str
    cell: str


@dataclass(frozen=True)
class Lead(Action):
    """Put or move a leader: ``hq``, ``reserve`` or the cell of a unit (L242-L251, L276-L283)."""

    NAME = "lead"
    leader: str
    place: str


@dataclass(frozen=True)
class AssignBanner(Action):
    NAME = "banner"
    banner: str
    unit: str


@dataclass(frozen=True)
class Standing(Action):
    """Give (``on``) or cancel a standing order (L419-L440)."""

    NAME = "standing"
    unit: str
    order: str
    on: bool


@dataclass(frozen=True)
class StakeChoice(Action):
    """The stake of the command roll; ``-`` (not written) is low (L336)."""

    NAME = "stake"
    level: str | None


@dataclass(frozen=True)
class HqGeneral(Action):
    """Before the roll: count (``yes``) or decline (``no``) the +1 of a general in the HQ beside
    the army commander; counted, that general stays in the HQ this turn (L238, L335)."""

    NAME = "hq_general"
    use: bool


@dataclass(frozen=True)
class Reroll(Action):
    NAME = "reroll"
    yes: bool


@dataclass(frozen=True)
class SelectUnit(Action):
    """Start giving orders to a unit (its phase 1 and phase 2 programs follow)."""

    NAME = "select"
    unit: str


@dataclass(frozen=True)
class Program(Action):
    """The selected unit's program for the phase being asked (:mod:`.orders` codes)."""

    NAME = "order"
    code: str


@dataclass(frozen=True)
class RaiseBanner(Action):
    NAME = "raise"
    unit: str


@dataclass(frozen=True)
class EnterReserve(Action):
    """Bring a reserve unit in at the end of the turn; its cell follows (:class:`Target`)."""

    NAME = "enter"
    unit: str


@dataclass(frozen=True)
class Withdraw(Action):
    """Withdraw a unit of fewer than 4 figures to the reserve for good (L354)."""

    NAME = "withdraw"
    unit: str


@dataclass(frozen=True)
class Sabotage(Action):
    """Order a shinobi service a sabotage for the next turn; its target cell follows (L688-L696)."""

    NAME = "sabotage"
    service: str
    kind: str


@dataclass(frozen=True)
class Target(Action):
    """The cell asked for by the previous choice (a reserve's entry cell, a sabotage target)."""

    NAME = "target"
    cell: str


@dataclass(frozen=True)
class GeneralFlight(Action):
    """The army commander orders the whole army to flee (L666-L670)."""

    NAME = "general_flight"


@dataclass(frozen=True)
class DuelTactic(Action):
    """A warlord's stake and tactic for a duel (L587-L593)."""

    NAME = "duel"
    tactic: str


_MADE: dict[type[Action], dict[tuple[object, ...], Action]] = {}


def made(cls: type[A], *args: object) -> A:
    """The action ``cls(*args)``, shared: legal action lists are rebuilt at every step and
    actions are immutable values, so equal ones are made once."""
    known = _MADE.get(cls)
    if known is None:
        known = _MADE[cls] = {}
    a = known.get(args)
    if a is None:
        if len(known) > 20_000:
            known.clear()
        a = known[args] = cls(*args)
    return a  # type: ignore[return-value]


ACTION_TYPES: tuple[type[Action], ...] = (
    Gm,
    Done,
    ChooseHalf,
    ClearDay,
    ForecastAnswer,
    PlaceFence,
    PlaceShield,
    PlaceHq,
    Deploy,
    ToReserve,
    Recon,
    Adjust,
    Lead,
    AssignBanner,
    Standing,
    StakeChoice,
    HqGeneral,
    Reroll,
    SelectUnit,
    Program,
    RaiseBanner,
    EnterReserve,
    Withdraw,
    Sabotage,
    Target,
    GeneralFlight,
    DuelTactic,
)
