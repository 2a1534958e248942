"""The last check of an etude: every recorded solution is played, the opponent answering as well
as he can, and must solve it (a replay, not a proof of uniqueness: ``warbench neuroshima solve``
proves how many solutions there are)."""

from __future__ import annotations

from collections.abc import Iterable

from engine.content.issues import Issue, error
from engine.content.library import ContentLibrary
from engine.core.errors import IllegalActionError, NotationError
from engine.games.neuroshima.etude_play import etude_state
from engine.games.neuroshima.models.etude import Etude


def check_recorded_solutions(etude: Etude, library: ContentLibrary) -> Iterable[Issue]:
    """An error for each recorded solution that stops on an illegal step or does not win."""
    for i, solution in enumerate(etude.solutions):
        st = etude_state(etude, library)
        for k, text in enumerate(solution.steps):
            if st.is_terminal():
                yield error(
                    "solution-replay", f"step {k + 1} comes after the etude is over", "solutions", i, "steps", k
                )
                break
            try:
                st.apply(st.game.parse_action(text))
            except (IllegalActionError, NotationError) as exc:
                yield error("solution-replay", f"step {k + 1} cannot be played: {exc}", "solutions", i, "steps", k)
                break
        else:
            if not st.is_terminal():
                yield error(
                    "solution-replay",
                    f"the recorded steps stop before the etude is over: {st.legal_actions()[0]} or another move is due",
                    "solutions",
                    i,
                    "steps",
                )
            elif not st.success():
                yield error(
                    "solution-replay", f"the recorded solution does not solve the etude: {st.reason}", "solutions", i
                )
