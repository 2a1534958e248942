"""The greedy agent: every decision by a one-step evaluation of what it may see.

It reads its own observation (the board, revealed tokens, the faces it knows, its hand) and the
game's public content (the map's adjacency and printed values, the clans' token sets printed on their
screens, the cards' texts); never the hidden state. A token it cannot see counts at the average
strength of the tokens its owner has not shown yet. A placement is worth the province's value times
how much it moves the chance of winning or holding that province, less a little for spending the token.
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from engine.ai.agents import SeededAgent, register_agent
from engine.core.game import Action, Game, State
from engine.games.rokugan.actions import Bless, Choose, Claim, KeepObjective, Pass, Place, PlayCard, ReturnToken
from engine.games.rokugan.card_model import (
    AddControl,
    CapitalOrProvinces,
    PlaceSpecial,
    RecoverTokens,
    RemoveSpecial,
    SwapControl,
)
from engine.games.rokugan.common import TokenType

if TYPE_CHECKING:
    from engine.games.rokugan.observation import RKObservation
    from engine.games.rokugan.prepare import Prepared


def _sigmoid(x: float) -> float:
    return 1.0 / (1.0 + math.exp(-x / 1.5))


def target_of(at: str) -> str:
    """The province a location name aims at: ``P``, ``A>P``, ``~P``, ``sea~P#2``."""
    if ">" in at:
        return at.split(">", 1)[1]
    if "~" in at:
        return at.split("~", 1)[1].split("#", 1)[0]
    return at


class Reading:
    """What the agent makes of its observation."""

    def __init__(self, prep: Prepared, obs: RKObservation, me: int) -> None:
        self.prep = prep
        self.obs = obs
        self.me = me
        self.b = prep.board
        self.my_clan = obs.clans[me].clan
        self.clan_rules = {c.clan: prep.clans[c.clan] for c in obs.clans}
        self.prov = {pv.id: pv for pv in obs.provinces}
        self.hidden_strength = {c.clan: self._hidden_strength(c.clan) for c in obs.clans}

    def _hidden_strength(self, clan: str) -> float:
        rules = self.clan_rules[clan]
        seen = [c for cv in self.obs.clans if cv.clan == clan for c in cv.discard]
        seen += [t.token for t in self.obs.tokens if t.clan == clan and t.token != "?"]
        left: list[int] = [k.strength if k.type is not TokenType.BLESSING else 0 for k in rules.tokens]
        for code in seen:
            for i, k in enumerate(rules.tokens):
                if k.code == code and left[i] >= 0:
                    left[i] = -1
                    break
        rest = [x for x in left if x >= 0]
        return sum(rest) / len(rest) if rest else 1.0

    def value(self, pid: str) -> float:
        """What province ``pid`` is worth to the agent: flowers, its face-up tokens, a share of its region."""
        p = self.b.index[pid]
        pv = self.prov[pid]
        v = float(self.b.flowers[p]) + 0.5 + (1.0 if self.b.capital_of[p] else 0.0)
        if pv.controller == self.my_clan:
            v += pv.face_up
        region = self.b.regions[self.b.region_of[p]]
        if region.scores_honor:
            mine = sum(1 for q in region.provinces if self.obs.provinces[q].controller == self.my_clan)
            v += 5.0 * (mine + 1) / (len(region.provinces) + 1) / 2
        return v

    def token_strength(self, clan: str, code: str) -> float:
        for k in self.clan_rules[clan].tokens:
            if k.code == code:
                return float(k.strength)
        return 0.0

    def seen_strength(self, clan: str, code: str, blessings: tuple[str, ...]) -> float:
        base = self.hidden_strength[clan] if code == "?" else self.token_strength(clan, code)
        if code == "bluff":
            base = float(self.clan_rules[clan].bluff_defense) if clan == self.prov_owner_clan_cache else 0.0
        return base + sum(self.token_strength(clan, x) for x in blessings)

    prov_owner_clan_cache = ""

    def sides(self, pid: str) -> tuple[float, dict[str, float]]:
        """The defence of ``pid`` (its controller's) and each attacker's estimated strength."""
        pv = self.prov[pid]
        p = self.b.index[pid]
        owner = pv.controller
        self.prov_owner_clan_cache = owner or ""
        defence = float(self.b.printed_defense[p])
        if owner is not None:
            defence += pv.face_up * self.clan_rules[owner].faceup_defense
        if pv.special and pv.special.startswith("defense_bonus"):
            defence += float(pv.special.split(":")[1])
        attack: dict[str, float] = {}
        for t in self.obs.tokens:
            if target_of(t.at) != pid:
                continue
            s = self.seen_strength(t.clan, t.token, t.blessings)
            if t.clan == owner and t.at == pid:
                defence += s
            elif t.clan != owner:
                attack[t.clan] = attack.get(t.clan, 0.0) + s
        return defence, attack


class GreedyAgent(SeededAgent):
    """One-step evaluation of every legal action from the agent's own observation."""

    name = "greedy"

    def choose(self, state: State) -> Action:
        legal = state.legal_actions()
        if not legal:
            raise ValueError("no legal actions to choose from")
        me = state.current_player()
        obs = state.observation(me)
        prep: Prepared = state.prep  # type: ignore[attr-defined]  # public content: map, clans, cards
        r = Reading(prep, obs, me)  # type: ignore[arg-type]
        scored = [(self.score(r, a), self.random.random(), i) for i, a in enumerate(legal)]
        return legal[max(scored)[2]]

    # ------------------------------------------------------------------ scores
    def score(self, r: Reading, a: Action) -> float:
        if isinstance(a, Place):
            return self.place_score(r, a.token, a.at)
        if isinstance(a, Bless):
            tok = next((t for t in r.obs.tokens if t.serial == a.on), None)
            if tok is None:
                return 0.0
            if tok.clan != r.my_clan:
                return -10.0  # on another clan's token it is discarded at the reveal (L391)
            return self.place_score(r, a.token, tok.at, extra=True)
        if isinstance(a, Claim):
            return r.value(a.province) + self._neighbours_mine(r, a.province)
        if isinstance(a, KeepObjective):
            return self.objective_score(r, a.objective)
        if isinstance(a, ReturnToken):
            return -r.token_strength(r.my_clan, a.token) - (2.0 if a.token in ("diplomacy", "raid") else 0.0)
        if isinstance(a, PlayCard):
            return self.card_score(r, a.card)
        if isinstance(a, Choose):
            return self.choice_score(r, a.option)
        if isinstance(a, Pass):
            return 0.05
        return 0.0

    def _neighbours_mine(self, r: Reading, pid: str) -> float:
        p = r.b.index[pid]
        return 0.6 * sum(1 for q in r.b.land_nbrs[p] if r.obs.provinces[q].controller == r.my_clan)

    def place_score(self, r: Reading, code: str, at: str, *, extra: bool = False) -> float:
        target = target_of(at)
        pv = r.prov[target]
        s = r.token_strength(r.my_clan, code)
        value = r.value(target)
        defence, attack = r.sides(target)
        mine = pv.controller == r.my_clan
        if code == "bluff":
            return 0.35 + (0.6 if mine and r.clan_rules[r.my_clan].bluff_defense else 0.0)
        if code.startswith("diplomacy"):
            if not mine:
                return -1.0
            threat = sum(attack.values())
            return value * (1 - _sigmoid(defence - threat)) * 0.9 + 0.4
        if code.startswith("raid"):
            if mine or pv.controller is None:
                return -0.5
            p = r.b.index[target]
            works = any(r.obs.provinces[q].controller == r.my_clan for q in r.b.land_nbrs[p])
            mine_on = attack.get(r.my_clan, 0.0)
            return (0.6 * value - mine_on) if works else -1.0
        cost = 0.12 * s
        if mine and (at == target or (extra and at == target)):
            threat = sum(attack.values())
            before = defence - threat
            return value * (_sigmoid(before + s) - _sigmoid(before)) + 0.8 * _sigmoid(before + s) - cost
        if mine:
            return -1.0
        ours = attack.get(r.my_clan, 0.0)
        others = max([v for k, v in attack.items() if k != r.my_clan], default=0.0)
        before = ours - max(defence, others) - 0.5
        gain = value + (1.0 if pv.controller is not None else 0.0)
        return gain * (_sigmoid(before + s) - _sigmoid(before)) - cost

    def objective_score(self, r: Reading, ident: str) -> float:
        obj = r.prep.objectives.get(ident)
        if obj is None:
            return 0.0
        c = obj.condition
        if isinstance(c, CapitalOrProvinces):
            feasible = 0.9 if c.clan == r.my_clan else 0.35
        else:
            feasible = {"connected_chain": 0.4, "coastal_provinces": 0.3, "regions_with_a_province": 0.3}.get(
                c.kind, 0.25
            )
        return obj.honor * feasible

    def card_score(self, r: Reading, card: str) -> float:
        if card in ("scout", "first_player"):
            return 0.3 if self._threats(r) else 0.02
        if card == "shugenja":
            return 1.0 if self._threats(r) else 0.02
        tc = r.prep.territory.get(card)
        if tc is None:
            return 0.0
        return 2.0 if tc.timing == "upkeep" else 0.6

    def _threats(self, r: Reading) -> list[tuple[float, int]]:
        """Enemy tokens aimed at the agent's provinces: (the province's value, serial)."""
        out = []
        for t in r.obs.tokens:
            pid = target_of(t.at)
            if t.clan != r.my_clan and r.prov[pid].controller == r.my_clan:
                out.append((r.value(pid), t.serial))
        return out

    def choice_score(self, r: Reading, option: str) -> float:
        waiting = r.obs.waiting_for
        if option.startswith("#"):
            serial = int(option[1:])
            tok = next((t for t in r.obs.tokens if t.serial == serial), None)
            if tok is None:
                return 0.0
            pid = target_of(tok.at)
            if waiting == "swap":
                return -1.0
            if tok.clan == r.my_clan:
                return -2.0
            mine = r.prov[pid].controller == r.my_clan
            return r.value(pid) * (2.0 if mine else 0.5) + r.seen_strength(tok.clan, tok.token, tok.blessings)
        if ">" in option and option.split(">")[1] in ("pool", "discard"):
            code, where = option.split(">")
            return -r.token_strength(r.my_clan, code) + (0.2 if where == "pool" else 0.0)
        if "@" in option:
            code, at = option.split("@", 1)
            if at.startswith("#"):
                return 1.0
            return self.place_score(r, code, at)
        if option in r.prov:
            return self.province_choice(r, waiting, option)
        if option in r.clan_rules:  # a clan: spy on the one holding the most provinces
            return float(sum(1 for pv in r.obs.provinces if pv.controller == option))
        return r.token_strength(r.my_clan, option)  # a token kind: take the strongest

    def province_choice(self, r: Reading, waiting: str, pid: str) -> float:
        pv = r.prov[pid]
        mine = pv.controller == r.my_clan
        value = r.value(pid)
        if waiting == "cost":
            return -value if mine else -99.0
        tc = r.prep.territory.get(waiting)
        eff = tc.effect if tc is not None else None
        if isinstance(eff, PlaceSpecial):
            if eff.special in ("scorched_earth",):
                return value if (pv.controller is not None and not mine) else -value
            if eff.special == "peace":
                return value + (3.0 if pv.controller not in (None, r.my_clan) else 0.0)
            return value if mine else -value
        if isinstance(eff, (AddControl, RemoveSpecial)):
            return value if mine else 0.0
        if isinstance(eff, SwapControl):
            return -value if mine else value
        if isinstance(eff, RecoverTokens):
            return 0.0
        return value if mine else 0.0


def make_greedy(game: Game, seed: int) -> GreedyAgent:
    return GreedyAgent(seed)


register_agent("rokugan", "greedy", make_greedy)
