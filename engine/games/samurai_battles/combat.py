"""Phase 4: one combat, fully resolved (rules/000 §11, §12, §14, §17).

Melee: declare -> Challenge (D14) -> defender's First Strike / Ambush (D8) and the roller's
Dragon windows -> inspiration -> roll -> hits -> leader check -> flags and retreat -> momentum
advance and bonus melee, or battle back. Ranged: declare -> D6 -> roll -> hits -> leader check
-> flags and retreat -> D11. The log explains each roll: dice and why, faces and what they did.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.game import Action
from engine.core.message import Message
from engine.games.samurai_battles import dragon
from engine.games.samurai_battles.actions import PASS, Advance, BattleBack, IgnoreFlags, Inspire, Melee, Pass
from engine.games.samurai_battles.combat_math import (
    flag_ignore_sources,
    melee_dice,
    melee_targets,
    ranged_dice,
    score_roll,
    target_hex,
    target_id,
)
from engine.games.samurai_battles.pieces import Leader, Unit
from engine.games.samurai_battles.retreat import LeaderRetreatTask, RetreatTask
from engine.games.samurai_battles.ruleset import MOVE_STOP, SWORDS
from engine.games.samurai_battles.task import Task

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState

(
    START,
    DUEL,
    DEFENSE,
    STRIKE,
    AFTER_STRIKE,
    INSPIRE,
    ROLL,
    HITS,
    FLAGS,
    AFTER,
    ADVANCE,
    BONUS,
    BACK,
    DONE,
) = range(14)


class CombatTask(Task):
    """One melee or ranged combat. ``mode``: normal | bonus | battle_back | first_strike."""

    __slots__ = (
        "advanced",
        "att",
        "att_hex",
        "challengers",
        "extra",
        "flags",
        "ignore_extra",
        "inspired",
        "melee",
        "mode",
        "strike",
        "strike_battle_back",
        "strike_extra",
        "t_hex",
        "tidx",
        "tkind",
    )
    KIND = "combat"

    def __init__(self, att: int, tkind: str, tidx: int, *, melee: bool, mode: str = "normal", extra: int = 0) -> None:
        super().__init__()
        self.att = att
        self.tkind = tkind
        self.tidx = tidx
        self.melee = melee
        self.mode = mode
        self.extra = extra
        self.att_hex = -1
        self.t_hex = -1
        self.challengers: list[int] = []
        self.strike = ""
        self.strike_extra = 0
        self.strike_battle_back = False
        self.inspired = -1
        self.flags = 0
        self.ignore_extra = 0
        self.advanced = False

    # ------------------------------------------------------------------ helpers
    def attacker(self, s: SBState) -> Unit:
        return s.units[self.att]

    def target(self, s: SBState) -> Unit | Leader:
        return s.units[self.tidx] if self.tkind == "u" else s.leaders[self.tidx]

    def player(self, s: SBState) -> int:
        a = s.units[self.att]
        if self.step in (FLAGS, BACK):
            return 1 - a.side
        return a.side

    def prompt(self, s: SBState) -> Message:
        a = s.units[self.att]
        if self.step == INSPIRE:
            return Message("sb-prompt-inspire", unit=s.unit_said(a), hex=s.label(a.hex))
        if self.step == FLAGS:
            t = s.units[self.tidx]
            return Message("sb-prompt-flags", unit=s.unit_said(t), hex=s.label(t.hex))
        if self.step == ADVANCE:
            return Message("sb-prompt-advance", unit=s.unit_said(a), hex=s.label(a.hex), to=s.label(self.t_hex))
        if self.step == BONUS:
            return Message("sb-prompt-bonus", unit=s.unit_said(a), hex=s.label(a.hex))
        if self.step == BACK:
            t = s.units[self.tidx]
            return Message("sb-prompt-back", unit=s.unit_said(t), hex=s.label(t.hex))
        return Message("sb-task-combat")

    # ------------------------------------------------------------------ automatic steps
    def run(self, s: SBState) -> bool:
        while True:
            if s.stack[-1] is not self:
                return False  # a sub-task was pushed: it runs first
            st = self.step
            a = s.units[self.att]
            if st == START:
                self._declare(s, a)
                self.step = DUEL
                pushed = False
                if self.melee and self.tkind == "u" and self.mode != "first_strike":
                    d = s.units[self.tidx]
                    if a.leader >= 0 and d.leader >= 0:
                        # both may play in window D14; the attacker decides first
                        pushed = dragon.poll(s, "D14", d.side) | pushed
                        pushed = dragon.poll(s, "D14", a.side) | pushed
                if pushed:
                    return False
            elif st == DUEL:
                self.step = DEFENSE
                if self.challengers:
                    dragon.resolve_challenge(s, self)
            elif st == DEFENSE:
                self.step = STRIKE
                if self._poll_defense(s, a):
                    return False
            elif st == STRIKE:
                if self.strike:
                    self.step = AFTER_STRIKE
                    d = s.units[self.tidx]
                    extra = self.strike_extra
                    s.note("strike-first", Message("sb-strikes-first", unit=s.unit_said(d), hex=s.label(d.hex)))
                    s.stack.append(CombatTask(d.idx, "u", a.idx, melee=True, mode="first_strike", extra=extra))
                    return False
                self.step = INSPIRE
            elif st == AFTER_STRIKE:
                if a.hex != self.att_hex or self.target(s).hex != self.t_hex:
                    s.note("combat", Message("sb-attack-dropped", unit=s.unit_said(a), hex=s.label(a.hex)))
                    s.stack.pop()
                    return False
                s.note("combat", Message("sb-attack-goes-on", unit=s.unit_said(a), hex=s.label(a.hex)))
                self.step = INSPIRE
            elif st == INSPIRE:
                if self.melee and self._inspirers(s, a):
                    return True
                self.step = ROLL
            elif st == ROLL:
                self.step = FLAGS
                self._roll(s, a)
            elif st == FLAGS:
                if self._flags_decision_needed(s):
                    return True
                self.step = AFTER
            elif st == AFTER:
                if self._after(s, a):
                    return False
            elif st == ADVANCE:
                if self._can_advance(s, a):
                    return True
                self.step = DONE
            elif st == BONUS:
                if self._bonus_targets(s, a):
                    return True
                self.step = DONE
            elif st == BACK:
                if self._can_battle_back(s, a):
                    return True
                self.step = DONE
            else:
                s.stack.pop()
                if not self.melee and s.winner is None:
                    dragon.poll(s, "D11", 1 - a.side)
                return False

    def _declare(self, s: SBState, a: Unit) -> None:
        self.att_hex = a.hex
        self.t_hex = target_hex(s, (self.tkind, self.tidx))
        if self.mode in ("normal",):
            if self.melee:
                a.battled = True
            else:
                a.shots -= 1
                a.fired = True
                a.first_target = target_id(s, (self.tkind, self.tidx))
                if a.shots <= 0:
                    a.battled = True
        elif self.mode == "bonus":
            a.battled = True
        kind = "fire" if self.mode == "normal" and not self.melee else self.mode
        t = self.target(s)
        tdesc = (
            s.unit_desc(t)
            if isinstance(t, Unit)
            else Message("sb-lone-leader", leader=s.leader_said(t), hex=s.label(t.hex))
        )
        s.note(
            "declare",
            Message("sb-declare", army=s.army_said(a.side), unit=s.unit_desc(a), kind=kind, target=tdesc),
            attacker=a.id,
            target=t.id,
            mode=self.mode,
            melee=self.melee,
            side=a.side,
            frm=s.label(a.hex),
            to=s.label(t.hex),
        )

    def _poll_defense(self, s: SBState, a: Unit) -> bool:
        """Dragon windows before the roll (D6/D7 roller, D8 other side, D13 battle back)."""
        roller, other = a.side, 1 - a.side
        pushed = False
        if self.melee:
            if self.mode in ("normal", "bonus"):
                pushed = dragon.poll(s, "D8", other, first_strike=True) | pushed
            elif self.mode == "battle_back":
                pushed = dragon.poll(s, "D8", other) | pushed
            if self.mode == "battle_back":
                pushed = dragon.poll(s, "D13", roller) | pushed
            pushed = dragon.poll(s, "D7", roller) | pushed
        if self.mode != "first_strike":
            pushed = dragon.poll(s, "D6", roller) | pushed
        return pushed

    # ------------------------------------------------------------------ inspiration
    def _inspirers(self, s: SBState, a: Unit) -> list[Leader]:
        """Leaders who may inspire ``a`` now (rules/000 §12.2, L797-825; A19)."""
        if self.inspired >= 0 or s.honor[a.side] < s.rs.inspire_cost or s.terrain[a.hex].no_inspire:
            return []
        out = []
        for lead in s.leaders:
            if lead.hex < 0 or lead.side != a.side:
                continue
            if s.opt.inspire_needs_order and not (lead.ordered or (lead.unit == a.idx and a.ordered)):
                continue
            if lead.unit == a.idx or (
                lead.kind.inspire_radius > 0 and s.field.distance[lead.hex][a.hex] <= lead.kind.inspire_radius
            ):
                out.append(lead)
        return out

    # ------------------------------------------------------------------ the roll
    def _roll(self, s: SBState, a: Unit) -> None:
        t = self.target(s)
        turn_bonus = self.mode in ("normal", "bonus")
        if self.melee:
            n, why = melee_dice(s, a, self.t_hex, inspired=self.inspired >= 0, extra=self.extra, turn_bonus=turn_bonus)
        else:
            n, why = ranged_dice(s, a, self.t_hex, extra=self.extra)
        faces = s.roll(n, "melee" if self.melee else "ranged")
        sc = score_roll(
            s,
            faces,
            a,
            t,
            melee=self.melee,
            inspired=self.inspired >= 0,
            battle_back=self.mode == "battle_back",
        )
        s.note(
            "roll",
            Message(
                "sb-roll",
                unit=s.unit_said(a),
                hex=s.label(a.hex),
                count=n,
                why=tuple(why),
                faces=s.faces_text(faces),
                result=sc.said,
            ),
            dice=n,
            faces=[int(f) for f in faces],
            attacker=a.id,
            side=a.side,
            melee=self.melee,
            frm=s.label(a.hex),
            to=s.label(self.t_hex),
            hits=sc.hits,
            flags=sc.flags,
        )
        if sc.honor:
            s.gain_honor(a.side, sc.honor, Message("sb-why-rolled"))
        self.flags = sc.flags
        if self.melee:
            dragon.poll(s, "D10", 1 - a.side)
            dragon.poll(s, "D9", a.side)
        if isinstance(t, Leader):
            if sc.kill_leader:
                s.kill_leader(t, Message("sb-why-melee" if self.melee else "sb-why-fire", unit=s.unit_said(a)))
                self.flags = 0
                return
            if sc.flags or s.opt.lone_leader_attacked == "always":
                # SB rules: a lone leader retreats 1-3 hexes (3 H&F) or commits seppuku (L977-1006; A15, A29)
                s.stack.append(LeaderRetreatTask(t.idx, sc.flags))
            self.flags = 0
            return
        had_leader = t.leader
        eliminated = s.remove_figures(
            t, sc.hits, Message("sb-why-melee" if self.melee else "sb-why-fire", unit=s.unit_said(a))
        )
        if had_leader >= 0 and sc.hits > 0 and s.winner is None:
            self._leader_check(s, s.leaders[had_leader], eliminated, a)
        if eliminated:
            self.flags = 0

    def _leader_check(self, s: SBState, lead: Leader, eliminated: bool, a: Unit) -> None:
        """The opponent rolls the leader casualty check (rules/000 §14.1, L1035-1082)."""
        ranged_survivor = not self.melee and not eliminated
        n = 2 if ranged_survivor else 1
        faces = s.roll(n, "leader check")
        dies = faces.count(SWORDS) >= n
        s.note(
            "leader-check",
            Message(
                "sb-leader-check-killed" if dies else "sb-leader-check-survives",
                leader=s.leader_said(lead),
                count=n,
                faces=s.faces_text(faces),
            ),
        )
        if dies:
            s.kill_leader(lead, Message("sb-why-leader-check"))
        elif eliminated:
            s.stack.append(LeaderRetreatTask(lead.idx, 0))

    # ------------------------------------------------------------------ flags
    def _ignorable(self, s: SBState) -> int:
        u = s.units[self.tidx]
        cap, _ = flag_ignore_sources(s, u, self.ignore_extra)
        if s.opt.excess_flags == "retreat_all" and self.flags > cap:
            return 0  # A7: more flags than can be ignored: the full retreat
        return min(cap, self.flags)

    def _flags_decision_needed(self, s: SBState) -> bool:
        if self.tkind != "u" or self.flags <= 0:
            return False
        u = s.units[self.tidx]
        if u.hex < 0:
            return False
        if self._ignorable(s) > 0:
            return True
        self._retreat(s, 0)
        return False

    def _retreat(self, s: SBState, ignored: int) -> None:
        u = s.units[self.tidx]
        n = self.flags - ignored
        if ignored:
            _, why = flag_ignore_sources(s, u, self.ignore_extra)
            s.note(
                "flags",
                Message("sb-flags-ignored", unit=s.unit_said(u), hex=s.label(u.hex), count=ignored, why=tuple(why)),
            )
        self.flags = 0
        if n > 0:
            s.stack.append(RetreatTask(u.idx, n))

    # ------------------------------------------------------------------ after the roll
    def _after(self, s: SBState, a: Unit) -> bool:
        """Return True when a sub-task was pushed."""
        self.step = DONE
        if not self.melee:
            return False
        vacated = s.unit_at[self.t_hex] < 0 and s.leader_at[self.t_hex] < 0
        if self.mode in ("normal", "bonus") and vacated:
            self.step = ADVANCE
            return dragon.poll(s, "D12", a.side)
        if self.mode in ("normal", "bonus"):
            self.step = BACK
        return False

    def _can_advance(self, s: SBState, a: Unit) -> bool:
        """Momentum advance (rules/000 §17): not after moving onto stop terrain, at most twice."""
        if a.hex != self.att_hex or a.hex < 0 or self.advanced:
            return False
        if s.unit_at[self.t_hex] >= 0 or s.leader_at[self.t_hex] >= 0:
            return False
        return not (a.stop_entered or a.advances >= 2)

    def _bonus_targets(self, s: SBState, a: Unit) -> list[tuple[str, int]]:
        if not self.advanced or self.mode == "bonus" or a.hex < 0 or a.no_battle:
            return []
        if not (a.type.bonus_always or a.leader >= 0):
            return []
        return melee_targets(s, a)

    def _can_battle_back(self, s: SBState, a: Unit) -> bool:
        if self.tkind != "u" or (self.strike and not self._strike_allows_battle_back(s)):
            return False
        d = s.units[self.tidx]
        if d.hex != self.t_hex or d.figures <= 0 or a.hex < 0 or not s.field.adjacent(a.hex, d.hex):
            return False
        return d.type.melee_dice > 0 and not s.terrain[d.hex].no_battle

    def _strike_allows_battle_back(self, s: SBState) -> bool:
        if self.strike == "card":
            return s.opt.first_strike_battle_back
        return self.strike_battle_back

    # ------------------------------------------------------------------ decisions
    def legal(self, s: SBState) -> list[Action]:
        a = s.units[self.att]
        st = self.step
        if st == INSPIRE:
            return [*(Inspire(lead.id) for lead in self._inspirers(s, a)), PASS]
        if st == FLAGS:
            return [IgnoreFlags(k) for k in range(self._ignorable(s) + 1)]
        if st == ADVANCE:
            return [Advance(), PASS]
        if st == BONUS:
            return [*(Melee(a.id, target_id(s, t)) for t in self._bonus_targets(s, a)), PASS]
        if st == BACK:
            return [BattleBack(), PASS]
        return []

    def act(self, s: SBState, act: Action) -> None:
        a = s.units[self.att]
        st = self.step
        if st == INSPIRE:
            if isinstance(act, Inspire):
                found = s.piece(act.leader)
                assert found is not None
                self.inspired = found[1]
                s.pay_honor(
                    a.side,
                    s.rs.inspire_cost,
                    Message("sb-why-inspire", leader=s.leader_said(s.leaders[found[1]]), unit=s.unit_said(a)),
                )
            self.step = ROLL
        elif st == FLAGS:
            assert isinstance(act, IgnoreFlags)
            self.step = AFTER
            self._retreat(s, act.flags)
        elif st == ADVANCE:
            self.step = DONE
            if isinstance(act, Advance):
                self._advance(s, a)
        elif st == BONUS:
            self.step = DONE
            if isinstance(act, Melee):
                found = s.piece(act.target)
                assert found is not None
                s.stack.append(CombatTask(a.idx, found[0], found[1], melee=True, mode="bonus"))
        elif st == BACK:
            self.step = DONE
            if isinstance(act, BattleBack):
                d = s.units[self.tidx]
                s.stack.append(CombatTask(d.idx, "u", a.idx, melee=True, mode="battle_back"))
        if isinstance(act, Pass) and st in (ADVANCE, BONUS, BACK):
            self.step = DONE

    def _advance(self, s: SBState, a: Unit) -> None:
        to = self.t_hex
        frm = a.hex
        s.move_unit(a, to)
        a.advances += 1
        self.advanced = True
        t = s.terrain[to]
        if t.movement == MOVE_STOP and not (s.opt.ford_advance == "after_entering" and "ford" in t.names):
            a.stop_entered = True
        if not t.battle_on_entry:
            a.no_battle = True  # SB rules: advancing into a village or ravine rules out the bonus melee (L1264)
        s.note_step("advance", "sb-advance", a, frm, to, unit=s.unit_said(a), terrain=s.terrain_said(to))
        self.step = BONUS
        dragon.poll(s, "D5", 1 - a.side)
