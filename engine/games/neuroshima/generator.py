"""The etude generator: new puzzles with a proven unique solution, at a chosen difficulty, teaching
a chosen rule (rules/002 §7).

The search is guided, backwards from the final battle:

1. **Sketch** a crowded position for the theme (:mod:`engine.games.neuroshima.generator_sketch`):
   the two HQs, enemy tiles around the enemy HQ, the solver's tiles facing what they can hit, and a
   pool holding the tile the theme needs (its instant, a net, a medic...).
2. **Survey** every line of the sketch with an enemy HQ that cannot die
   (:mod:`engine.games.neuroshima.etude_outcomes`): how much damage each line's final battle deals,
   how many hit points the solver's HQ keeps, how many enemy units are left.
3. **Cut the goal** to one winning final battle that shows the theme: the enemy HQ gets exactly the
   hit points that line deals (destroy the enemy HQ), if need be with "keep at least N hit points
   on your HQ" or "destroy every enemy unit" to tell it from the others.
4. **Perturb** when other lines reach the same: an enemy tile is put on a hex only they use, or a
   tile only they play leaves the pool, and the sketch is surveyed again.
5. **Prove**: the solver (:func:`engine.games.neuroshima.solver.solve`) must find exactly one
   solution; its themes (:mod:`engine.games.neuroshima.themes`) must include the theme asked for,
   and its measured level (:mod:`engine.games.neuroshima.difficulty`) must be the one asked for.

Everything is drawn from one ``random.Random(seed)``, so a seed gives the same etudes in the same
order; the time budget only decides how many of them are reached.
"""

from __future__ import annotations

import random
import time
from collections import Counter
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from engine.content.library import ContentLibrary
from engine.core.errors import WarbenchError
from engine.core.game import Action
from engine.core.message import Message, Name
from engine.core.saying import said
from engine.games.neuroshima.actions import Place, UseBattle, UseMove
from engine.games.neuroshima.catalog import UNIT
from engine.games.neuroshima.convert import UnknownArmyError, load_army
from engine.games.neuroshima.difficulty import LEVEL_CUTS, DifficultyFigures, measure
from engine.games.neuroshima.etude_config import EtudeError
from engine.games.neuroshima.etude_outcomes import Outcome, SurveyStopped, survey
from engine.games.neuroshima.generator_sketch import PLANS, THEME_INSTANT, Sketcher, ThemeNotAvailable, theme_available
from engine.games.neuroshima.models.etude import (
    THEME_NAMES,
    Etude,
    EtudeSide,
    RecordedSolution,
    Text,
    Theme,
    VictoryCondition,
    VictoryKind,
)
from engine.games.neuroshima.models.setup import ARMY_KIND, PlacedTile
from engine.games.neuroshima.solver import Searcher, solve
from engine.games.neuroshima.themes import INSTANT_THEMES, recognise_themes

Progress = Callable[[int, int, str], None]

#: a sketch whose survey needs more nodes than this is dropped, by difficulty (a node budget, not a
#: time limit, so a seed gives the same etudes on any machine; the hardest etudes need the most)
SURVEY_NODES = {1: 30_000, 2: 30_000, 3: 30_000, 4: 40_000, 5: 90_000}
#: an etude whose proof and measuring need more solver nodes than this is dropped, by difficulty
PROOF_NODES = {1: 60_000, 2: 60_000, 3: 60_000, 4: 60_000, 5: 120_000}
#: how many times a sketch is perturbed to make its solution unique
PERTURB_ROUNDS = 3
#: the progress callback is called at most this often (seconds)
PROGRESS_EVERY = 0.05
#: the outcomes tried as the target of a goal, best first
TARGETS_TRIED = 6
#: the outcomes whose line is played to look for the theme, best first
THEME_CHECKS = 12


#: the action an instant theme's line must play (the themes recognised from instants, and a second battle)
INSTANT_ACTIONS: dict[Theme, type[Action]] = {theme: action for action, theme in INSTANT_THEMES.items()} | {
    Theme.SECOND_BATTLE: UseBattle
}


class GeneratorError(WarbenchError, ValueError):
    """A request the generator cannot serve (an unknown army, a theme the army cannot teach):
    ``said`` says which as a message, shown in the reader's language."""

    said: Message

    def __init__(self, said: Message) -> None:
        super().__init__(said)


@dataclass(frozen=True)
class GenerateRequest:
    """What an author asks for."""

    solver_army: str
    opponent_army: str
    difficulty: int = 3
    theme: Theme | None = None
    count: int = 5
    seed: int = 1
    seconds: float = 60.0


@dataclass
class Candidate:
    """A generated etude, proven unique, with its measured difficulty and its themes."""

    etude: Etude
    figures: DifficultyFigures
    themes: list[Theme]
    #: seconds from the start of the run until it was found
    found_after: float
    #: the attempt (sketch) it came from
    attempt: int

    @property
    def level(self) -> int:
        return self.figures.level


@dataclass
class GenerateReport:
    """The candidates found, best first, and what the run did."""

    candidates: list[Candidate] = field(default_factory=list)
    attempts: int = 0
    seconds: float = 0.0
    #: why sketches were dropped: ``reason -> count``
    dropped: dict[Message, int] = field(default_factory=dict)

    def drop(self, reason: Message) -> None:
        self.dropped[reason] = self.dropped.get(reason, 0) + 1


def generate(
    request: GenerateRequest,
    library: ContentLibrary,
    progress: Progress | None = None,
    found: Callable[[Candidate], None] | None = None,
) -> GenerateReport:
    """Up to ``request.count`` etudes for the request, each proven to have exactly one solution,
    ranked best first (the theme named earliest among the etude's themes, the score nearest the
    middle of its level, more red herrings). Stops at ``request.seconds`` with what it found;
    ``progress(done, total, text)`` is called as it goes (an exception it raises, a cancel, stops
    the run and propagates); ``found(candidate)`` is called as each etude is found, so a cancelled
    run keeps what it had. Raises :class:`GeneratorError` for a request it cannot serve."""
    _check(request, library)
    start = time.perf_counter()
    deadline = start + request.seconds
    rng = random.Random(request.seed)
    sketcher = Sketcher(request.solver_army, request.opponent_army, library)
    plan = PLANS[request.difficulty]
    report = GenerateReport()
    seen: set[tuple[str, ...]] = set()

    last = [0.0]

    def tick() -> None:
        # reported every 50 ms at most: often enough for a Cancel to stop the run within a second
        now = time.perf_counter()
        if progress is not None and now - last[0] >= PROGRESS_EVERY:
            last[0] = now
            elapsed = now - start
            progress(
                len(report.candidates) * 1000 // max(request.count, 1),
                1000,
                said(
                    "nh-generate-progress",
                    found=len(report.candidates),
                    count=request.count,
                    attempt=report.attempts,
                    seconds=round(elapsed),
                ),
            )

    while len(report.candidates) < request.count and time.perf_counter() < deadline:
        report.attempts += 1
        tick()
        sketch = sketcher.sketch(rng, plan, request.theme)
        built = _shape(sketcher, sketch, request, library, rng, report, deadline, tick)
        if built is None:
            continue
        etude, figures, themes = built
        key = tuple(sorted(f"{t.hex}{t.tile}{t.rotation}" for t in etude.tiles)) + tuple(etude.pool)
        if key in seen:
            report.drop(Message("nh-drop-repeat"))
            continue
        seen.add(key)
        n = len(report.candidates) + 1
        etude = _dress(etude, request, n, figures, themes)
        candidate = Candidate(etude, figures, themes, time.perf_counter() - start, report.attempts)
        report.candidates.append(candidate)
        if found is not None:
            found(candidate)
        tick()
    report.candidates.sort(key=lambda c: _rank(c, request))
    report.seconds = time.perf_counter() - start
    return report


def _check(request: GenerateRequest, library: ContentLibrary) -> None:
    for army in (request.solver_army, request.opponent_army):
        try:
            load_army(army, library)
        except UnknownArmyError as exc:
            raise GeneratorError(exc.said) from None
    if request.difficulty not in PLANS:
        raise GeneratorError(
            Message("nh-generate-difficulty", difficulty=request.difficulty, low=min(PLANS), high=max(PLANS))
        )
    if request.count < 1:
        raise GeneratorError(Message("nh-generate-count", count=request.count))
    theme = request.theme
    if theme is not None and not theme_available(theme, request.solver_army, library):
        # the armies that can teach it, from the content: the instant tile the theme needs is theirs
        armies = tuple(a for a in library.ids(ARMY_KIND) if theme_available(theme, a, library))
        tile = THEME_INSTANT[theme]
        named = next((t for a in armies if (t := load_army(a, library).tile(f"{a}_{tile}")) is not None), None)
        raise GeneratorError(
            Message(
                "nh-generate-theme",
                army=request.solver_army,
                theme=theme.value,
                tile=Name.content({"en": named.name_en, "ru": named.name_ru}) if named else tile,
                armies=armies,
            )
        )


def _rank(c: Candidate, request: GenerateRequest) -> tuple[float, ...]:
    theme_place = c.themes.index(request.theme) if request.theme in c.themes else len(c.themes)
    lo = LEVEL_CUTS[c.level - 2] if c.level >= 2 else LEVEL_CUTS[0] - 1.5
    hi = LEVEL_CUTS[c.level - 1] if c.level <= len(LEVEL_CUTS) else LEVEL_CUTS[-1] + 1.5
    centre = (lo + hi) / 2
    return (theme_place, round(abs(c.figures.score - centre), 2), -c.figures.red_herrings, c.attempt)


# ---------------------------------------------------------------------- from a sketch to an etude


def _shape(
    sketcher: Sketcher,
    sketch: Etude,
    request: GenerateRequest,
    library: ContentLibrary,
    rng: random.Random,
    report: GenerateReport,
    deadline: float,
    tick: Callable[[], None],
) -> tuple[Etude, DifficultyFigures, list[Theme]] | None:
    """The sketch made into a proven etude (goal cut, perturbed if need be), or ``None``."""
    for _round in range(PERTURB_ROUNDS + 1):
        try:
            outcomes = survey(sketch, library, deadline=deadline, tick=tick, max_nodes=SURVEY_NODES[request.difficulty])
        except SurveyStopped:
            report.drop(Message("nh-drop-survey-too-long"))
            return None
        except (EtudeError, ThemeNotAvailable):
            report.drop(Message("nh-drop-sketch-not-valid"))
            return None
        if not outcomes or outcomes[0].enemy_damage <= 0:
            report.drop(Message("nh-drop-no-line-hurts"))
            return None
        goal = _cut_goal(sketch, outcomes, request, library, tick)
        if isinstance(goal, Etude):
            try:
                return _prove(goal, request, library, report, deadline, tick)
            except SurveyStopped:
                report.drop(Message("nh-drop-proof-too-long"))
                return None
        if goal is None:
            report.drop(Message("nh-drop-no-line-theme"))
            return None
        perturbed = _perturb(sketch, goal[0], goal[1], rng, sketcher)
        if perturbed is None:
            report.drop(Message("nh-drop-lines-alike"))
            return None
        sketch = perturbed
    report.drop(Message("nh-drop-many-solutions"))
    return None


def _with_goal(sketch: Etude, enemy_hp: int, victory: list[VictoryCondition]) -> Etude:
    return sketch.model_copy(
        update={"opponent": EtudeSide(army=sketch.opponent.army, hq_hp=max(enemy_hp, 1)), "victory": victory}
    )


def _themed(etude: Etude, o: Outcome, theme: Theme | None, library: ContentLibrary) -> bool:
    if theme is None:
        return True
    try:
        return theme in recognise_themes(etude, list(o.line), library)
    except (WarbenchError, ValueError):
        return False


def _cut_goal(
    sketch: Etude,
    outcomes: list[Outcome],
    request: GenerateRequest,
    library: ContentLibrary,
    tick: Callable[[], None],
) -> Etude | tuple[Outcome, list[Outcome]] | None:
    """An etude whose goal only the target outcome meets; else ``(target, its rivals)`` to perturb;
    ``None`` when no good line shows the theme."""
    best_damage = outcomes[0].enemy_damage
    wanted = INSTANT_ACTIONS.get(request.theme) if request.theme is not None else None
    first_target: tuple[Outcome, list[Outcome]] | None = None
    tried = checked = 0
    for target in outcomes:
        if tried >= TARGETS_TRIED or checked >= THEME_CHECKS or target.enemy_damage < max(1, best_damage - 2):
            break
        if wanted is not None and not any(isinstance(a, wanted) for a in target.line):
            continue  # an instant theme: the line must play the instant
        trial = _with_goal(sketch, target.enemy_damage, [VictoryCondition(kind=VictoryKind.DESTROY_ENEMY_HQ)])
        checked += 1
        tick()
        if not _themed(trial, target, request.theme, library):
            continue
        tried += 1
        rivals = [o for o in outcomes if o is not target and o.enemy_damage >= target.enemy_damage]
        if not rivals:
            return trial
        # a rival that keeps fewer hit points on the solver's HQ fails "keep at least N"
        keep = [o for o in rivals if o.own_hp >= target.own_hp]
        if not keep and target.own_hp >= 1:
            return _with_goal(
                sketch,
                target.enemy_damage,
                [
                    VictoryCondition(kind=VictoryKind.DESTROY_ENEMY_HQ),
                    VictoryCondition(kind=VictoryKind.OWN_HQ_AT_LEAST, value=target.own_hp),
                ],
            )
        if target.enemy_units == 0:
            sweepers = [o for o in outcomes if o is not target and o.enemy_units == 0]
            if not sweepers:
                # the enemy HQ must outlive every line, so the goal is the units alone
                return _with_goal(sketch, best_damage + 1, [VictoryCondition(kind=VictoryKind.DESTROY_ALL_ENEMY_UNITS)])
        if first_target is None:
            first_target = (target, rivals)
    return first_target


def _perturb(
    sketch: Etude, target: Outcome, rivals: list[Outcome], rng: random.Random, sketcher: Sketcher
) -> Etude | None:
    """The sketch changed so that some rivals of ``target`` no longer reach as far: an enemy tile
    on a hex only they play on, or a pool tile only they use taken out. ``None`` when nothing
    separates them."""
    used = _hexes_of(target.line) | {t.hex for t in sketch.tiles}
    blocked: dict[str, int] = {}
    for r in rivals:
        for h in _hexes_of(r.line) - used:
            blocked[h] = blocked.get(h, 0) + 1
    mine = _tiles_of(target.line)
    spare: dict[str, int] = {}
    for r in rivals:
        for t in set(_tiles_of(r.line)) - set(mine):
            spare[t] = spare.get(t, 0) + 1
    options: list[tuple[int, str, str]] = [(n, "block", h) for h, n in blocked.items()]
    options += [(n, "drop", t) for t, n in spare.items() if sketch.pool.count(t) > 0]
    if not options:
        return None
    options.sort(key=lambda o: (-o[0], o[1], o[2]))
    top = [o for o in options if o[0] == options[0][0]]
    _, how, what = top[rng.randrange(len(top))]
    if how == "drop":
        pool = list(sketch.pool)
        pool.remove(what)
        if len(pool) < sketch.choose:
            return None
        return sketch.model_copy(update={"pool": pool})
    return _block(sketch, what, rng, sketcher)


def _block(sketch: Etude, hex_text: str, rng: random.Random, sketcher: Sketcher) -> Etude | None:
    """The sketch with an enemy unit (one the army still has) on ``hex_text``."""
    used = Counter(t.tile for t in sketch.tiles if t.player == 2)
    tiles = [t for t in sketcher.types_of(sketch.opponent.army) if t.kind == UNIT and used[t.id] < t.count]
    if not tiles:
        return None
    t = tiles[rng.randrange(len(tiles))]
    placed = [*sketch.tiles, PlacedTile(hex=hex_text, tile=t.id, player=2, rotation=rng.randrange(6))]
    return sketch.model_copy(update={"tiles": placed})


def _hexes_of(line: Sequence[Action]) -> set[str]:
    out: set[str] = set()
    for a in line:
        if isinstance(a, Place):
            out.add(str(a.hex))
        elif isinstance(a, UseMove):
            out.add(str(a.dst))
    return out


def _tiles_of(line: Sequence[Action]) -> list[str]:
    return [t for a in line if isinstance(t := getattr(a, "tile", None), str)]


def _guard(deadline: float, tick: Callable[[], None], searcher: Searcher, budget: int) -> Progress:
    """A solver progress callback that stops the search past ``deadline`` or ``budget`` nodes (and
    passes on a cancel)."""
    last = [time.perf_counter()]

    def check(_done: int, _total: int, _text: str) -> None:
        now = time.perf_counter()
        if now > deadline or searcher.nodes > budget:
            raise SurveyStopped
        if now - last[0] > 0.2:
            last[0] = now
            tick()

    return check


def _prove(
    etude: Etude,
    request: GenerateRequest,
    library: ContentLibrary,
    report: GenerateReport,
    deadline: float,
    tick: Callable[[], None],
) -> tuple[Etude, DifficultyFigures, list[Theme]] | None:
    """The etude with its solution recorded when the solver proves it unique, shows the theme and
    measures at the level asked for; else ``None`` (the reason counted in ``report``). Two
    solutions are enough to stop: the count of a search that found fewer is complete."""
    searcher = Searcher()
    guard = _guard(deadline, tick, searcher, PROOF_NODES[request.difficulty])
    result = solve(etude, library, max_solutions=2, progress=guard, searcher=searcher)
    if not result.unique:
        report.drop(Message("nh-drop-no-unique-solution"))
        return None
    steps = result.solutions[0].notation()
    etude = etude.model_copy(update={"solutions": [RecordedSolution(steps=steps)]})
    themes = recognise_themes(etude, steps, library)
    if request.theme is not None and request.theme not in themes:
        report.drop(Message("nh-drop-solution-no-theme"))
        return None
    figures = measure(etude, library, result, guard, searcher)
    if searcher.nodes > PROOF_NODES[request.difficulty]:
        # the guard looks at the count only now and then: past the budget is dropped on any machine
        report.drop(Message("nh-drop-proof-too-long"))
        return None
    if figures.level != request.difficulty:
        report.drop(Message("nh-drop-level", level=figures.level))
        return None
    return etude, figures, themes


def _dress(etude: Etude, request: GenerateRequest, n: int, figures: DifficultyFigures, themes: list[Theme]) -> Etude:
    """Id, number, titles and a plain story: the author polishes them in the editor."""
    theme = request.theme or (themes[0] if themes else None)
    about_en = THEME_NAMES[theme] if theme else "a clear line"
    goals = "; ".join(v.describe() for v in etude.victory)
    story_en = (
        f"Generated etude ({etude.solver.army} against {etude.opponent.army}). The enemy HQ has "
        f"{etude.opponent.hq_hp} hit point(s). Goal: {goals}. Play {etude.choose} of the {len(etude.pool)} tiles; "
        f"the key is {about_en}."
    )
    story_ru = (
        f"Сгенерированный этюд. У КЦ противника {etude.opponent.hq_hp} очк. прочности. "
        f"Сыграйте {etude.choose} из {len(etude.pool)} фишек; ключ к решению — {THEME_NAMES_RU.get(theme, 'чистая линия')}."
    )
    return etude.model_copy(
        update={
            "id": f"generated-{request.solver_army}-{request.opponent_army}-{request.seed}-{n}",
            "number": n,
            "title": Text(en=f"Generated: {about_en}", ru=f"Сгенерированный: {THEME_NAMES_RU.get(theme, 'линия')}"),
            "story": Text(en=story_en, ru=story_ru),
            "difficulty": figures.level,
            "themes": themes,
        }
    )


THEME_NAMES_RU: dict[Theme | None, str] = {
    Theme.NET: "сеть",
    Theme.PUSH: "отталкивание",
    Theme.MOVE: "перемещение",
    Theme.SNIPER: "снайпер",
    Theme.GRENADE: "граната",
    Theme.AIR_STRIKE: "воздушный удар",
    Theme.INITIATIVE: "порядок инициативы",
    Theme.MEDIC: "медик",
    Theme.ARMOR: "броня",
    Theme.GAUSS: "линия Гаусса",
    Theme.MODULE_BONUS: "бонус модуля",
    Theme.SECOND_BATTLE: "второй бой",
}


__all__ = ["Candidate", "GenerateReport", "GenerateRequest", "GeneratorError", "generate"]
