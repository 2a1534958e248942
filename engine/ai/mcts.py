"""Monte Carlo tree search over the generic Game/State contract, for every registered game.

- **UCT** (upper confidence bounds on trees) with a budget of iterations or of seconds.
- **Information sets**: the agent never searches the true state. Every iteration plays on a
  *determinization* — ``state.resample_hidden(me, seed)``, a state its seat cannot tell apart
  from the real one — with the RNG reseeded, so neither the other seats' secrets nor the dice to
  come are known to it. One tree is shared by all determinizations (single-observer ISMCTS): a
  node's children are the actions tried from it, and a child's visit count is compared with how
  often it was *available* (legal in the determinization at hand), not with its parent's visits.
- **Chance** is the state's own RNG inside ``apply``: the tree is open-loop (a node is a sequence
  of actions), each iteration rolls its own dice.
- **Rollouts** follow the game's rollout policy or play at random, for ``rollout_depth`` actions,
  then the game's evaluation judges the position (:mod:`engine.ai.heuristics`); a game without
  an evaluation is played to the end. A finished game counts its outcome's returns, or what the
  game's heuristics say the outcome is worth (``outcome_value``). Random rollouts draw with
  ``State.sample_legal_action``, so a game need not list every action to take one.
- Every node keeps the returns of every player; the player to move at a node picks the child
  best for itself, so the search serves any number of players, teams and shared wins.
- A **judging seat** (:meth:`Game.referee_seats`, a game master) does not play to win: its
  returns say nothing of what it will choose. Inside the tree and the rollouts it plays by its
  own agent (the one the game names for it), as it will in the game, rather than being searched.
- A rollout stops early where the game's ``rollout_horizon`` says the position is ripe for the
  evaluation (a Warlords turn's orders carried out), ``rollout_depth`` actions at most.

The agent is deterministic for a given seed and iteration budget: its random numbers come from
its own generator, and the determinizations depend only on what the seat observes (the games'
``resample_hidden`` deal from a canonical order) and on seeds drawn from that generator. A time
budget is not reproducible: how many iterations fit depends on the machine.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace

from engine.ai.agents import Agent, make_agent, register_agent_family
from engine.ai.heuristics import Heuristics, heuristics_for
from engine.core.errors import WarbenchError, shorten
from engine.core.game import Action, Game, State
from engine.core.message import Message
from engine.core.rng import Rng

#: what an agent reports while thinking: ``progress(done, total)`` (iterations, or milliseconds for a time budget)
ThinkingProgress = Callable[[int, int], None]

DEFAULT_ITERATIONS = 1000


class BudgetError(WarbenchError, ValueError):
    """An agent setting that cannot be read (``mcts:abc``)."""


@dataclass(frozen=True)
class MCTSConfig:
    """How the search is run.

    ``iterations`` is the budget; with ``seconds`` set, the search stops when that time is up
    (``iterations`` then caps it). ``rollout`` is ``"heuristic"`` (the game's rollout policy) or
    ``"random"``. ``rollout_depth`` and ``exploration`` default to the game's heuristics.
    ``determinizations`` is how many distinct redraws of the hidden information the search cycles
    through (each iteration still rolls its own dice)."""

    iterations: int = DEFAULT_ITERATIONS
    seconds: float | None = None
    rollout: str = "heuristic"
    rollout_depth: int | None = None
    exploration: float | None = None
    determinizations: int = 32

    @classmethod
    def parse(cls, setting: str | None) -> MCTSConfig:
        """The configuration an agent name's setting asks for: ``"1000"`` (iterations), ``"2s"`` or
        ``"0.5s"`` (seconds), optionally followed by ``":random"`` or ``":heuristic"`` rollouts,
        ``":dN"`` (rollout depth) or ``":cX"`` (exploration). Raises :class:`BudgetError`."""
        config = cls()
        if not setting:
            return config
        for part in setting.split(":"):
            p = part.strip().lower()
            try:
                if p in ("random", "heuristic"):
                    config = replace(config, rollout=p)
                elif p.endswith("s"):
                    config = replace(config, seconds=float(p[:-1]), iterations=10**9)
                elif p.startswith("d"):
                    config = replace(config, rollout_depth=int(p[1:]))
                elif p.startswith("c"):
                    config = replace(config, exploration=float(p[1:]))
                else:
                    config = replace(config, iterations=int(p))
            except ValueError:
                raise BudgetError(
                    Message("search-setting-unread", part=shorten(part), rollouts="random, heuristic")
                ) from None
        if config.iterations < 1 or (config.seconds is not None and config.seconds <= 0):
            raise BudgetError(Message("search-budget-positive", setting=shorten(str(setting))))
        return config

    def label(self) -> str:
        """The budget as an agent setting (``1000``, ``2s``)."""
        return f"{self.seconds:g}s" if self.seconds is not None else str(self.iterations)


class _Node:
    """A node of the tree: the action that led here, its statistics from every player's side."""

    __slots__ = ("action", "avail", "children", "totals", "visits")

    def __init__(self, action: Action | None, players: int) -> None:
        self.action = action
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 1
        self.totals = [0.0] * players


@dataclass(frozen=True)
class SearchResult:
    """What a search found at the root: visits and mean return (for the player to move) per action."""

    action: Action
    iterations: int
    visits: dict[Action, int]
    values: dict[Action, float]
    #: the root of the search tree, to inspect what was searched
    tree: _Node | None = field(default=None, compare=False, repr=False)


class MCTSAgent:
    """UCT search with determinizations; see the module docstring."""

    #: agents that search report progress and are slow enough to run off the GUI thread
    thinks = True

    def __init__(self, game: Game, seed: int = 0, config: MCTSConfig | None = None) -> None:
        self.game = game
        self.config = config or MCTSConfig()
        self.heuristics: Heuristics = heuristics_for(game)
        self.random = random.Random(seed)
        self.name = f"mcts:{self.config.label()}"
        self.last: SearchResult | None = None
        self._rollout_agent: Agent | None = None
        if self.config.rollout == "heuristic" and self.heuristics.rollout_agent is not None:
            self._rollout_agent = make_agent(game, self.heuristics.rollout_agent, seed)
        #: the judging seats' agents, playing those seats inside the search
        self._referees: dict[int, Agent] = {
            seat: make_agent(game, name, seed) for seat, name in game.referee_seats().items()
        }
        self._me = -1

    @property
    def determinized(self) -> bool:
        """Whether the search redraws hidden information (ISMCTS) rather than copying the state."""
        return self.game.has_hidden_info

    def choose(self, state: State, progress: ThinkingProgress | None = None) -> Action:
        """The action the search prefers for ``state.current_player()`` (searched on
        determinizations of that seat's view, never on ``state`` itself)."""
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no legal actions to choose from")
        seed = self.random.getrandbits(62)
        if len(legal) == 1:
            self.last = SearchResult(legal[0], 0, {legal[0]: 0}, {legal[0]: 0.0})
            return legal[0]
        result = self.search(state, seed, progress)
        self.last = result
        return result.action

    # ------------------------------------------------------------------ the search
    def search(self, state: State, seed: int, progress: ThinkingProgress | None = None) -> SearchResult:
        cfg = self.config
        h = self.heuristics
        me = state.current_player()
        self._me = me
        players = state.num_players()
        rnd = random.Random(seed)
        exploration = cfg.exploration if cfg.exploration is not None else h.exploration
        depth = cfg.rollout_depth if cfg.rollout_depth is not None else h.rollout_depth
        if h.evaluate is None:
            depth = None  # nothing could judge a cut-off rollout
        policy = h.rollout_policy if cfg.rollout == "heuristic" else None
        if self._rollout_agent is not None:
            rollout_agent = self._rollout_agent
            policy = lambda det, _rnd: rollout_agent.choose(det)  # noqa: E731
        samples = self._determinizations(state, me, rnd)
        root = _Node(None, players)
        deadline = time.perf_counter() + cfg.seconds if cfg.seconds is not None else None
        report_every = max(1, cfg.iterations // 50) if deadline is None else 50
        total = cfg.iterations if deadline is None else int((cfg.seconds or 0) * 1000)
        started = time.perf_counter()
        # the copies' dice: one generator of the search's own, drawn on by one copy after another
        dice = Rng.drawing_from(random.Random(rnd.getrandbits(62)))
        for sample in samples:  # private copies: cloned at every iteration, never played on
            sample.quiet()
            sample.rng = dice
            sample.events = []  # the log of the game so far, copied by every clone, read by nothing here
        # every iteration starts from a copy of one of them: their legal actions are listed once
        root_legal = [sample.legal_actions() for sample in samples]
        done = 0
        while done < cfg.iterations:
            i = done % len(samples)
            det = samples[i].clone()
            det.quiet()
            det.rng = dice
            self._iterate(root, det, players, rnd, exploration, depth, policy, root_legal[i])
            done += 1
            if done % report_every == 0:
                if progress is not None:
                    shown = done if deadline is None else int((time.perf_counter() - started) * 1000)
                    progress(min(shown, total), total)
                if deadline is not None and time.perf_counter() >= deadline:
                    break
        legal = state.legal_actions()
        visits = {a: root.children[a].visits for a in legal if a in root.children}
        values = {a: root.children[a].totals[me] / max(1, root.children[a].visits) for a in visits}
        if visits:
            best = max(visits, key=lambda a: (visits[a], values[a]))
        else:  # the budget ended before any action was tried
            best = legal[rnd.randrange(len(legal))]
        return SearchResult(best, done, visits, values, root)

    def _determinizations(self, state: State, me: int, rnd: random.Random) -> list[State]:
        """The states the search plays on: redraws of what ``me`` cannot see (or one copy, in a
        game without hidden information)."""
        if not self.determinized:
            return [state.clone()]
        n = max(1, min(self.config.determinizations, self.config.iterations))
        draws = [state.resample_hidden(me, rnd.getrandbits(62)) for _ in range(n)]
        belief = self.heuristics.belief
        if belief is None:
            return draws
        # redraws that fit what the seat has seen count more (importance resampling of a larger pool)
        pool = draws + [
            state.resample_hidden(me, rnd.getrandbits(62)) for _ in range(n * (self.heuristics.belief_pool - 1))
        ]
        weights = [belief(state, d, me) for d in pool]
        return rnd.choices(pool, weights, k=n)

    def _iterate(
        self,
        root: _Node,
        det: State,
        players: int,
        rnd: random.Random,
        exploration: float,
        depth: int | None,
        policy: Callable[[State, random.Random], Action] | None,
        root_legal: Sequence[Action],
    ) -> None:
        """One iteration on ``det``, a fresh copy of the position searched (``root_legal``: its
        legal actions)."""
        node = root
        path = [root]
        legal: Sequence[Action] | None = root_legal
        while not det.is_terminal():
            if legal is None:
                legal = det.legal_actions()
            mover = det.current_player()
            children = node.children
            referee = self._referee(mover)
            if referee is not None:  # not searched: the seat plays as its agent will
                action = referee.choose(det)
                child = children.get(action)
                if child is None:
                    child = children[action] = _Node(action, players)
                det.apply_unchecked(action)
                path.append(child)
                node = child
                legal = None
                continue
            untried = [a for a in legal if a not in children]
            if untried:
                action = untried[rnd.randrange(len(untried))]
                child = _Node(action, players)
                children[action] = child
                det.apply_unchecked(action)
                path.append(child)
                break
            node = self._select(children, legal, mover, exploration)
            assert node.action is not None
            det.apply_unchecked(node.action)
            path.append(node)
            legal = None
        values = self._rollout(det, players, rnd, depth, policy)
        for n in path:
            n.visits += 1
            totals = n.totals
            for p in range(players):
                totals[p] += values[p]

    def _referee(self, seat: int) -> Agent | None:
        """The agent playing judging seat ``seat`` inside the search (none for the searching seat)."""
        return self._referees.get(seat) if seat != self._me else None

    @staticmethod
    def _select(children: dict[Action, _Node], legal: Sequence[Action], mover: int, exploration: float) -> _Node:
        """The available child with the best upper confidence bound for ``mover``."""
        best: _Node | None = None
        best_score = -math.inf
        log, sqrt = math.log, math.sqrt  # (read once: this runs for every child at every step)
        for a in legal:
            child = children[a]
            child.avail += 1
            visits = child.visits
            score = child.totals[mover] / visits + exploration * sqrt(log(child.avail) / visits)
            if score > best_score:
                best, best_score = child, score
        assert best is not None
        return best

    def _rollout(
        self,
        det: State,
        players: int,
        rnd: random.Random,
        depth: int | None,
        policy: Callable[[State, random.Random], Action] | None,
    ) -> Sequence[float]:
        """The returns of the position reached: played on by the rollout policy for ``depth``
        actions (to the end when ``None``), then the outcome or the game's evaluation."""
        h = self.heuristics
        limit = depth if depth is not None else h.max_rollout
        horizon = h.rollout_horizon if h.evaluate is not None else None  # nothing could judge it
        mark = horizon(det) if horizon is not None else None
        steps = 0
        while steps < limit and not det.is_terminal():
            referee = self._referee(det.current_player()) if self._referees else None
            if referee is not None:
                action = referee.choose(det)
            elif policy is not None:
                action = policy(det, rnd)
            else:
                action = det.sample_legal_action(rnd)[0]
            det.apply_unchecked(action)
            steps += 1
            if horizon is not None and horizon(det) != mark:
                break
        outcome = det.outcome()
        if outcome is not None:
            return outcome.returns if h.outcome_value is None else h.outcome_value(det)
        if h.evaluate is not None:
            return h.evaluate(det)
        return [0.0] * players  # a rollout that found no end counts as a draw


def make_mcts(game: Game, seed: int, setting: str | None) -> MCTSAgent:
    """The ``mcts`` agent family: ``mcts`` (1000 iterations), ``mcts:N``, ``mcts:2s``, ..."""
    return MCTSAgent(game, seed, MCTSConfig.parse(setting))


register_agent_family(None, "mcts", make_mcts)
