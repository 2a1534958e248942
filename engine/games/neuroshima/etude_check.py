"""The last check of an etude: every recorded solution is played, the opponent answering as well
as he can, and must solve it (a replay, not a proof of uniqueness: ``warbench neuroshima solve``
proves how many solutions there are)."""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from engine.content.issues import Issue, error, warning
from engine.content.library import ContentLibrary
from engine.core.errors import IllegalActionError, NotationError, WarbenchError
from engine.games.neuroshima.etude_play import etude_state
from engine.games.neuroshima.etude_search import ReplyTooLargeError
from engine.games.neuroshima.models.etude import Etude, register_solution_check
from engine.games.neuroshima.models.setup import PlacedTile


def _board_key(etude: Etude, tiles: list[PlacedTile], library: ContentLibrary) -> Hashable:
    # the same comparison as the solver's: rotations up to each tile's symmetry
    return etude_state(etude.model_copy(update={"tiles": tiles}), library).board_key()


def check_recorded_solutions(etude: Etude, library: ContentLibrary) -> Iterable[Issue]:
    """An error for each recorded solution that stops on an illegal step or does not win, or whose
    recorded position before the final battle is not the one its steps reach; an error on
    ``opponent_next`` when the opponent's reply is more than the engine can weigh."""
    try:
        yield from _check_solutions(etude, library)
    except ReplyTooLargeError as exc:
        yield error("reply-too-large", str(exc), "opponent_next")


def _check_solutions(etude: Etude, library: ContentLibrary) -> Iterable[Issue]:
    for i, solution in enumerate(etude.solutions):
        st = etude_state(etude, library)
        diagram = solution.before_final_battle
        if diagram and not etude.final_battle:
            yield warning(
                "solution-diagram",
                "a position before the final battle is recorded, but the etude has no final battle",
                "solutions",
                i,
                "before_final_battle",
            )
            diagram = []
        st.hold_final_battle = bool(diagram)
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
            if st.final_battle_due():
                reached = st.position_model().tiles
                try:
                    same = _board_key(etude, reached, library) == _board_key(etude, diagram, library)
                except WarbenchError as exc:
                    yield error(
                        "solution-diagram",
                        f"the recorded position before the final battle cannot be set up: {exc}",
                        "solutions",
                        i,
                        "before_final_battle",
                    )
                    same = True
                if not same:
                    yield error(
                        "solution-diagram",
                        "the recorded position before the final battle is not the one the steps reach: "
                        + _difference(diagram, reached),
                        "solutions",
                        i,
                        "before_final_battle",
                    )
                st.fight_final_battle()
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


def _difference(recorded: list[PlacedTile], reached: list[PlacedTile]) -> str:
    """The first hex where the recorded diagram and the replayed board differ, in words."""
    a = {t.hex: t for t in recorded}
    b = {t.hex: t for t in reached}
    for h in sorted(set(a) | set(b)):
        x, y = a.get(h), b.get(h)
        if x is None or y is None or (x.tile, x.player, x.damage) != (y.tile, y.player, y.damage):
            return f"hex {h} shows {_tile(x)}, the steps leave {_tile(y)} there"
    for h in sorted(a):
        if a[h].rotation != b[h].rotation:
            return f"hex {h}: {a[h].tile} turned {a[h].rotation}, the steps leave it turned {b[h].rotation}"
    return "the boards differ"


def _tile(t: PlacedTile | None) -> str:
    if t is None:
        return "nothing"
    return f"{t.tile} of player {t.player}" + (f" with {t.damage} damage" if t.damage else "")


register_solution_check(check_recorded_solutions)
