"""A solution as positions to step through: the board after each of the solver's steps, then
after the final battle (what the Solve panel shows on the board and the card's back prints)."""

from __future__ import annotations

from dataclasses import dataclass

from editor.i18n import tr
from engine.content.library import ContentLibrary
from engine.core.game import Action
from engine.games.neuroshima.actions import FightFinalBattle
from engine.games.neuroshima.etude_play import EtudeState, etude_state
from engine.games.neuroshima.models import Etude, PlacedTile

#: the overlay of the etude's board that shows the solution's step
SOLUTION_OVERLAY = "solution"


@dataclass(frozen=True)
class StepView:
    caption: str
    tiles: list[PlacedTile]
    hq_hp: tuple[int, ...]
    #: a choice the solver makes inside the final battle (a Clown's temper, a conversion)
    in_final_battle: bool = False


def board_of(state: EtudeState) -> list[PlacedTile]:
    return list(state.position_model().tiles)


def play_step(state: EtudeState, action: Action) -> str:
    """Play ``action`` and say what it did."""
    events = state.apply(action)
    said = [e.text for e in events if e.kind in ("place", "use", "move", "choice")] or [e.text for e in events]
    return said[0] if said else action.to_str()


def fight(state: EtudeState) -> None:
    """Fight the final battle as the etude player does: the opponent answers his own questions in
    it (a Clown's "explode?") with the move that refutes the line, as the solver assumed; fought
    bare, the battle stopped at his question and the line read "not solved"."""
    state.apply(FightFinalBattle())


def solution_views(etude: Etude, steps: list[str], library: ContentLibrary) -> list[StepView]:
    """The position before the line, after each step, and (when the etude fights one) after the
    final battle. Raises the engine's errors for an etude or a line that does not play."""
    st = etude_state(etude, library)
    st.hold_final_battle = True
    views = [StepView(tr("the position before the choice"), board_of(st), tuple(st.pos.hq_hp))]
    in_battle = False
    for i, text in enumerate(steps):
        action = st.game.parse_action(text)
        if st.final_battle_due() and action.NAME != "fight":
            # the steps left are the solver's choices inside the final battle: fight it up to them
            fight(st)
            in_battle = True
        caption = (
            tr("step {number} of {count}: {step} (in the final battle)")
            if in_battle
            else tr("step {number} of {count}: {step}")
        ).format(number=i + 1, count=len(steps), step=play_step(st, action))
        views.append(StepView(caption, board_of(st), tuple(st.pos.hq_hp), in_battle))
    if st.final_battle_due():
        fight(st)
        verdict = tr("solved") if st.result else tr("not solved")
        views.append(
            StepView(tr("after the final battle: {verdict}").format(verdict=verdict), board_of(st), tuple(st.pos.hq_hp))
        )
    elif st.is_terminal():
        last = views[-1]
        verdict = tr("solved") if st.result else tr("not solved")
        views[-1] = StepView(f"{last.caption} ({verdict})", last.tiles, last.hq_hp)
    return views
