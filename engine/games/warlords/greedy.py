"""A greedy agent for Warlords battles: it gives orders by a one-step evaluation of the damage
they are expected to deal and take and of the control zones they bring its units into.

It reads only its own observation (what its side may see), the legal actions, and the
battlefield's public geometry (cells, terrain, control zones of the battle's map). As the game
master it answers every question with the documented default.

Evaluation of a program for a unit (the expected value of its actions, in figures):
- an attack: the expected damage dealt minus the damage taken, more from a flank or the rear,
  and a bonus for winning the fight (enemy pushed out of its cell);
- a shot: the expected damage of the shot;
- a move into an empty cell: a little for getting closer to the nearest enemy, and for entering
  a control zone the side must hold, and the opposite for leaving one;
- a turn: to face an enemy on a flank or behind.
The unit whose best program improves most on doing nothing is ordered first."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.ai.agents import SeededAgent
from engine.core.game import Action, State
from engine.core.squaregrid import Cell
from engine.games.warlords.actions import (
    AssignBanner,
    ChooseHalf,
    ClearDay,
    Deploy,
    Done,
    DuelTactic,
    EnterReserve,
    ForecastAnswer,
    Gm,
    Lead,
    PlaceFence,
    PlaceHq,
    PlaceShield,
    Program,
    RaiseBanner,
    Reroll,
    SelectUnit,
    StakeChoice,
    Target,
    ToReserve,
)
from engine.games.warlords.board import BOG, CLIFF, DIR_NAMES, HILL
from engine.games.warlords.combat import melee_scale, shooting_scale
from engine.games.warlords.decisions import GM_SEAT
from engine.games.warlords.observation import WLObservation
from engine.games.warlords.tables import STAKES, UNIT_TYPES

if TYPE_CHECKING:
    from engine.games.warlords.board import Board
    from engine.games.warlords.observation import UnitView

STEP = {"N": (0, 1), "E": (1, 0), "S": (0, -1), "W": (-1, 0)}
TURN_LEFT = {"N": "W", "W": "S", "S": "E", "E": "N"}
TURN_RIGHT = {v: k for k, v in TURN_LEFT.items()}


def _p_at_least(target: int) -> float:
    """P(2d6 >= target)."""
    ways = sum(1 for a in range(1, 7) for b in range(1, 7) if a + b >= target)
    return ways / 36


class GreedyAgent(SeededAgent):
    name = "greedy"

    # ------------------------------------------------------------------ entry point
    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if len(legal) == 1:
            return legal[0]

        me = state.current_player()
        obs = state.observation(me)
        assert isinstance(obs, WLObservation)
        board: Board = state.board  # type: ignore[attr-defined]  # static, public geometry
        if me == GM_SEAT:
            d = obs.decision
            if d is not None and Gm(d.default) in legal:
                return Gm(d.default)
            return legal[0]
        kinds = {type(a) for a in legal}
        if DuelTactic in kinds:
            return DuelTactic("careful_attack") if DuelTactic("careful_attack") in legal else legal[0]
        if ChooseHalf in kinds:
            return legal[0]
        if ClearDay in kinds:
            return ClearDay(True)
        if ForecastAnswer in kinds:
            return ForecastAnswer("accept")
        if StakeChoice in kinds:
            return self._stake(obs, me)
        if Reroll in kinds:
            return Reroll(True)
        if PlaceFence in kinds or PlaceShield in kinds:
            return self._fortify(legal, obs, me, board)
        if PlaceHq in kinds:
            return self._hq(legal, board, me, obs)
        if Deploy in kinds or ToReserve in kinds:
            return self._deploy(legal, obs, me, board)
        if AssignBanner in kinds:
            return self._banner(legal, obs, me)
        if Lead in kinds and obs.turn == 0:
            return self._place_leader(legal, obs, me)
        if Program in kinds:
            return self._program(legal, obs, me, board)
        if Target in kinds:
            return self._target(legal, obs, me, board)
        if SelectUnit in kinds or Done in kinds:
            return self._command(legal, obs, me, board)
        return legal[0]

    # ------------------------------------------------------------------ helpers
    @staticmethod
    def _units(obs: WLObservation, side: int) -> list[UnitView]:
        return [u for u in obs.units if u.side == side and u.status == "field" and u.cell]

    @staticmethod
    def _xy(board: Board, label: str) -> tuple[int, int]:
        c = board.cells[board.parse(label)]
        return c.x, c.y

    def _stake(self, obs: WLObservation, me: int) -> Action:
        expect = {}
        for stake, (threshold, ok, fail) in STAKES.items():
            p = _p_at_least(threshold)
            expect[stake] = p * ok + (1 - p) * fail
        return StakeChoice("high" if expect["high"] > expect["low"] + 0.3 else "low")

    def _zone_need(self, obs: WLObservation, me: int, board: Board) -> set[str]:
        """Labels of the control-zone cells that count in this battle."""
        out: set[str] = set()
        meeting = all(sv.role == "meeting" for sv in obs.sides)
        defender = next((sv for sv in obs.sides if sv.role == "defender"), None)
        for z in board.control_zones:
            cells = [board.labels[c] for c in z.cells]
            if meeting or defender is None:
                out.update(cells)
                continue
            half = 0 if defender.half == "north" else 1
            if any(board.half[c] == half for c in z.cells):
                out.update(cells)
        return out

    def _fortify(self, legal: list[Action], obs: WLObservation, me: int, board: Board) -> Action:
        side = obs.sides[me]
        toward = "S" if side.half == "north" else "N"
        front = [u.cell for u in self._units(obs, me) if u.type in ("yari_samurai", "yari_ashigaru")]
        for a in legal:
            edge = getattr(a, "edge", "")
            if edge and edge.endswith(":" + toward) and (not front or edge.split(":")[0] in front):
                return a
        return next((a for a in legal if isinstance(a, Done)), legal[0])

    def _hq(self, legal: list[Action], board: Board, me: int, obs: WLObservation) -> Action:
        best = None
        for a in legal:
            assert isinstance(a, PlaceHq)
            c = board.parse(a.cell)
            y = board.cells[c].y
            back = y if obs.sides[me].half == "north" else -y
            score = (
                back * 2
                + (5 if board.terrain[c] in (HILL, CLIFF) else 0)
                - abs(board.cells[c].x - board.width / 2) * 0.3
            )
            if best is None or score > best[0]:
                best = (score, a)
        assert best is not None
        return best[1]

    def _deploy(self, legal: list[Action], obs: WLObservation, me: int, board: Board) -> Action:
        deploys = [a for a in legal if isinstance(a, Deploy)]
        if not deploys:
            return legal[0]
        unit = deploys[0].unit
        need = self._zone_need(obs, me, board)
        north = obs.sides[me].half == "north"
        mine = {u.id: u for u in obs.units if u.side == me}
        typ = UNIT_TYPES[mine[unit].type] if unit in mine else None
        best = None
        for a in deploys:
            x, y = self._xy(board, a.cell)
            depth = (y - board.split_y) if north else (board.split_y - 1 - y)  # 1 = first line
            score = 0.0
            if typ is not None and typ.shooter:
                score += 2.0 if depth == 1 else 1.0 if depth == 2 else 0.0
            elif typ is not None and typ.cavalry:
                score += 1.5 if depth == 2 else 0.5
                score += 0.3 * abs(x - board.width / 2 + 0.5)
            else:
                score += 2.5 if depth == 1 else 0.5
            if a.cell in need:
                score += 1.0
            score += self.random.random() * 0.1
            if best is None or score > best[0]:
                best = (score, a)
        assert best is not None
        return best[1]

    def _banner(self, legal: list[Action], obs: WLObservation, me: int) -> Action:
        sizes = {u.id: u.figures for u in obs.units if u.side == me}
        options = [a for a in legal if isinstance(a, AssignBanner)]
        if not options:
            return legal[0]
        return max(options, key=lambda a: sizes.get(a.unit, 0) if isinstance(a, AssignBanner) else 0)

    def _place_leader(self, legal: list[Action], obs: WLObservation, me: int) -> Action:
        leads = [a for a in legal if isinstance(a, Lead)]
        if not leads:
            return legal[0]
        who = leads[0].leader
        mine = {lv.id: lv for lv in obs.leaders if lv.side == me}
        if who in mine and mine[who].kind == "warlord":
            return next((a for a in leads if a.place == "hq"), leads[0])
        sizes = {u.cell: u.figures for u in obs.units if u.side == me and u.cell}
        cells = [a for a in leads if a.place in sizes]
        return max(cells, key=lambda a: sizes[a.place]) if cells else leads[0]

    # ------------------------------------------------------------------ the command phase
    def _command(self, legal: list[Action], obs: WLObservation, me: int, board: Board) -> Action:
        selects = [a for a in legal if isinstance(a, SelectUnit)]
        raises = [a for a in legal if isinstance(a, RaiseBanner)]
        enters = [a for a in legal if isinstance(a, EnterReserve)]
        done = [a for a in legal if isinstance(a, Done)]
        if done and done[0].step == "leaders":
            return done[0]
        enemies = self._units(obs, 1 - me)
        mine = {u.id: u for u in obs.units if u.side == me}
        for r in raises:
            u = mine.get(r.unit)
            if (
                u is not None
                and u.cell
                and self._nearest(board, u.cell, enemies) <= 1
                and u.banner in ("tiger", "crab")
            ):
                return r
        best: tuple[float, Action] | None = None
        for a in selects:
            u = mine[a.unit]
            gain = self._best_program(obs, me, board, u)[1] - self._value(obs, me, board, u, "none")
            if gain > 0.2 and (best is None or gain > best[0]):
                best = (gain, a)
        if best is not None:
            return best[1]
        if enters:
            return enters[0]
        return done[0] if done else legal[0]

    def _program(self, legal: list[Action], obs: WLObservation, me: int, board: Board) -> Action:
        codes = [a.code for a in legal if isinstance(a, Program)]
        if codes and codes[0].startswith("D"):
            return legal[0]
        ident = obs.stage.split(":")[2] if obs.stage.count(":") >= 2 else ""
        u = next((v for v in obs.units if v.side == me and v.id == ident), None)
        if u is None:
            return legal[0]
        best = None
        for a in legal:
            if not isinstance(a, Program):
                continue
            v = self._value(obs, me, board, u, a.code) + self.random.random() * 0.01
            if best is None or v > best[0]:
                best = (v, a)
        assert best is not None
        return best[1]

    def _target(self, legal: list[Action], obs: WLObservation, me: int, board: Board) -> Action:
        enemies = self._units(obs, 1 - me)
        return max(legal, key=lambda a: -self._nearest(board, getattr(a, "cell", ""), enemies))

    def _best_program(self, obs: WLObservation, me: int, board: Board, u: UnitView) -> tuple[str, float]:
        codes = ["none", "A", "L", "R", "B", "SL", "SR"]
        if UNIT_TYPES[u.type].shooter:
            codes += [f"F:{e.cell}" for e in self._units(obs, 1 - me)]
        best = ("none", self._value(obs, me, board, u, "none"))
        for c in codes:
            v = self._value(obs, me, board, u, c)
            if v > best[1]:
                best = (c, v)
        return best

    def _nearest(self, board: Board, cell: str, enemies: list[UnitView]) -> int:
        if not cell or not enemies:
            return 99
        x, y = self._xy(board, cell)
        return min(abs(x - self._xy(board, e.cell)[0]) + abs(y - self._xy(board, e.cell)[1]) for e in enemies)

    def _value(self, obs: WLObservation, me: int, board: Board, u: UnitView, code: str) -> float:
        """The one-step value of ``u`` following ``code`` (see the module's docstring)."""
        if not u.cell:
            return 0.0
        if "fleeing" in u.state:
            return 3.0 if code.startswith("G:") else 0.0
        if code.startswith(("SET:", "TAKE:", "D")):
            return 0.1 if code.startswith("SET:") else 0.0
        enemies = {e.cell: e for e in self._units(obs, 1 - me)}
        friends = {f.cell: f for f in self._units(obs, me)}
        need = self._zone_need(obs, me, board)
        t = UNIT_TYPES[u.type]
        facing = u.facing if u.facing in STEP else "N"
        x, y = self._xy(board, u.cell)
        zone_here = 1.0 if u.cell in need and u.figures >= 4 else 0.0
        if code.startswith("F:"):
            target = enemies.get(code[2:])
            if target is None:
                return 0.0
            return self._shot(u, target)
        if code in ("none", "W"):
            # shooters fire on initiative at what stands in front of them
            fx, fy = x + STEP[facing][0], y + STEP[facing][1]
            front = self._label(board, fx, fy)
            base = zone_here
            if t.shooter and front in enemies:
                base += self._shot(u, enemies[front])
            return base
        if code.startswith("G:"):
            prims = []
            f0 = code[2:]
        else:
            prims = code.replace("burn:", "").split("+")
            f0 = facing
        cx, cy, f = x, y, f0
        value = -0.1 if code.startswith("G:") else 0.0
        for p in prims:
            if p in ("L", "R"):
                f = TURN_LEFT[f] if p == "L" else TURN_RIGHT[f]
                continue
            dx, dy = STEP[{"A": f, "B": _opp(f), "SL": TURN_LEFT[f], "SR": TURN_RIGHT[f]}[p]]
            nx, ny = cx + dx, cy + dy
            lab = self._label(board, nx, ny)
            if lab in friends:
                return -1.0
            if lab in enemies:
                if p != "A":
                    return -1.0
                return self._attack(u, enemies[lab], f)
            if lab is None:
                return -1.0
            cx, cy = nx, ny
        here = self._label(board, cx, cy)
        before = min((abs(x - ex) + abs(y - ey) for ex, ey in (self._xy(board, c) for c in enemies)), default=0)
        after = min((abs(cx - ex) + abs(cy - ey) for ex, ey in (self._xy(board, c) for c in enemies)), default=0)
        value += 0.3 * (before - after) if t.shooter is False or after > 1 else 0.1 * (before - after)
        value += (1.0 if here in need and u.figures >= 4 else 0.0) - zone_here
        # facing the nearest enemy
        if enemies:
            ex, ey = min((self._xy(board, c) for c in enemies), key=lambda p: abs(cx - p[0]) + abs(cy - p[1]))
            dx, dy = STEP[f]
            if (ex - cx) * dx + (ey - cy) * dy > 0:
                value += 0.2
        return value

    @staticmethod
    def _label(board: Board, x: int, y: int) -> str | None:

        i = board.idx(Cell(x, y))
        return board.labels[i] if i >= 0 and board.terrain[i] != BOG else None

    @staticmethod
    def _shot(u: UnitView, target: UnitView) -> float:
        skill = u.stats[0]
        equip = target.stats[1] if target.stats[1] >= 0 else 2
        if u.type == "teppo_ashigaru":
            equip = max(0, equip - 1)
        mean = 2 + shooting_scale(skill, equip) + (1 if u.type == "teppo_ashigaru" and u.figures >= 8 else 0)
        if u.figures <= 3:
            mean -= 1
        return max(0.0, float(mean))

    @staticmethod
    def _attack(u: UnitView, e: UnitView, facing: str) -> float:
        mine = u.stats[0] + u.stats[1]
        theirs = (e.stats[0] + e.stats[1]) if e.stats[0] >= 0 else 4
        dealt = 2 + melee_scale(mine, theirs)
        taken = 2 + melee_scale(theirs, mine)
        t = UNIT_TYPES[u.type]
        et = UNIT_TYPES.get(e.type)
        frontal = e.facing == _opp(facing)
        if t.cavalry and not (et is not None and et.spearmen and frontal):
            dealt += 1
        if et is not None and et.spearmen and frontal and not t.spearmen and not t.has("naginata"):
            dealt -= 1
        side_bonus = 0.0 if frontal else 1.5
        push = (u.stats[3] + max(0, (u.figures + 3) // 4 - 1)) - (
            (e.stats[2] if e.stats[2] >= 0 else 2) + max(0, (e.figures + 3) // 4 - 1) if e.figures > 0 else 0
        )
        return dealt - 0.8 * taken + side_bonus + 0.3 * push + (0.5 if "fleeing" in e.state else 0.0)


def _opp(f: str) -> str:
    return DIR_NAMES[(DIR_NAMES.index(f) + 2) % 4]
