"""The last check of an etude: every recorded solution is played, the opponent answering as well
as he can, and must solve it (a replay, not a proof of uniqueness: ``warbench neuroshima solve``
proves how many solutions there are)."""

from __future__ import annotations

from collections.abc import Hashable, Iterable

from engine.content.issues import Issue, error, warning
from engine.content.library import ContentLibrary
from engine.content.reader import ContentError
from engine.core.errors import IllegalActionError, NotationError, WarbenchError, said_of
from engine.core.message import Message, Value
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
        yield error("reply-too-large", exc.said, "opponent_next")


def _check_solutions(etude: Etude, library: ContentLibrary) -> Iterable[Issue]:
    for i, solution in enumerate(etude.solutions):
        st = etude_state(etude, library)
        diagram = solution.before_final_battle
        if diagram and not etude.final_battle:
            yield warning(
                "solution-diagram",
                Message("nh-check-solution-diagram-unused"),
                "solutions",
                i,
                "before_final_battle",
            )
            diagram = []
        st.hold_final_battle = bool(diagram)
        for k, text in enumerate(solution.steps):
            if st.is_terminal():
                yield error(
                    "solution-replay", Message("nh-check-solution-step-late", step=k + 1), "solutions", i, "steps", k
                )
                break
            try:
                st.apply(st.game.parse_action(text))
            except (IllegalActionError, NotationError) as exc:
                said = (
                    Message("nh-check-solution-step-refused", step=k + 1, action=str(exc.action), why=exc.reason)
                    if isinstance(exc, IllegalActionError)
                    else Message("nh-check-solution-step-unread", step=k + 1, why=said_of(exc))
                )
                yield error("solution-replay", said, "solutions", i, "steps", k)
                break
            if st.final_battle_due():
                reached = st.position_model().tiles
                try:
                    same = _board_key(etude, reached, library) == _board_key(etude, diagram, library)
                except WarbenchError as exc:
                    yield error(
                        "solution-diagram",
                        Message("nh-check-solution-diagram-unset", why=_why_unset(exc)),
                        "solutions",
                        i,
                        "before_final_battle",
                    )
                    same = True
                if not same:
                    yield error(
                        "solution-diagram",
                        Message("nh-check-solution-diagram-differs", difference=_difference(diagram, reached)),
                        "solutions",
                        i,
                        "before_final_battle",
                    )
                st.fight_final_battle()
        else:
            if not st.is_terminal():
                yield error(
                    "solution-replay",
                    Message("nh-check-solution-unfinished", move=str(st.legal_actions()[0])),
                    "solutions",
                    i,
                    "steps",
                )
            elif not st.success():
                yield error("solution-replay", Message("nh-check-solution-fails", why=st.reason), "solutions", i)


def _why_unset(exc: WarbenchError) -> Value:
    """Why the recorded diagram cannot be set up: the position's own issues, each with its field
    and in the reader's language, else what the error says."""
    if not isinstance(exc, ContentError):
        return said_of(exc)
    return tuple(
        Message("nh-diagram-issue", field=i.location.field, said=i.said) if i.location.path else i.said
        for i in exc.issues
    )


def _difference(recorded: list[PlacedTile], reached: list[PlacedTile]) -> Message:
    """The first hex where the recorded diagram and the replayed board differ, in words."""
    a = {t.hex: t for t in recorded}
    b = {t.hex: t for t in reached}
    for h in sorted(set(a) | set(b)):
        x, y = a.get(h), b.get(h)
        if x is None or y is None or (x.tile, x.player, x.damage) != (y.tile, y.player, y.damage):
            return Message("nh-diff-tile", hex=str(h), recorded=_tile(x), reached=_tile(y))
    for h in sorted(a):
        if a[h].rotation != b[h].rotation:
            said = Message(
                "nh-diff-rotation", hex=str(h), tile=a[h].tile, recorded=a[h].rotation, reached=b[h].rotation
            )
            return said
    return Message("nh-diff-boards")


def _tile(t: PlacedTile | None) -> Message:
    if t is None:
        return Message("nh-diff-nothing")
    return Message("nh-diff-placed", tile=t.tile, player=t.player, damage=t.damage)


register_solution_check(check_recorded_solutions)
