"""The turn sequence (rules/000 §5): play a Command card, orders, movement, battle, end of turn."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.catalogue import render
from engine.core.game import Action
from engine.core.message import Message
from engine.games.samurai_battles import dragon
from engine.games.samurai_battles.actions import (
    END_BATTLES,
    END_MOVES,
    PASS,
    TAKE_DRAGON,
    TAKE_HONOR,
    Detach,
    EndBattles,
    EndMoves,
    EndOrders,
    Fire,
    Keep,
    Melee,
    Move,
    Order,
    Pass,
    PlayCommand,
    PlayDragon,
    TakeDragon,
    TradeDragon,
    card_action,
    move_action,
)
from engine.games.samurai_battles.combat import CombatTask
from engine.games.samurai_battles.combat_math import can_still_battle, fire_targets, melee_targets, target_id
from engine.games.samurai_battles.movement import (
    do_leader_move,
    do_unit_move,
    leader_destinations,
    unit_destinations,
)
from engine.games.samurai_battles.orders import (
    OrderPlan,
    anything_orderable,
    give_order,
    legal_orders,
    make_plan,
    per_card_count,
    shogun_faces_text,
    shogun_plan,
)
from engine.games.samurai_battles.ruleset import HONOR
from engine.games.samurai_battles.task import Task

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState

CARD, RESOLVE, ORDERS, MOVE, BATTLE, END_DRAW, END_KEEP, END_TAKE, END_TRADE, END_FINISH = range(10)
#: each step's name in message ids (``sb-step-<name>``)
STEP_IDS = ("card", "resolve", "orders", "move", "battle", "draw", "keep", "take", "trade", "finish")
#: the step after each of the three phases whose actions the player chooses (rules/000 §5)
NEXT_PHASE = {ORDERS: MOVE, MOVE: BATTLE, BATTLE: END_DRAW}


class TurnTask(Task):
    """The bottom of the stack: the active player's turn, phase by phase."""

    __slots__ = ("drawn", "effective", "plan", "played")
    KIND = "turn"

    def __init__(self) -> None:
        super().__init__()
        self.played = ""
        self.effective = ""
        self.plan: OrderPlan | None = None
        self.drawn: list[str] = []

    def copy(self) -> Task:
        t = super().copy()
        assert isinstance(t, TurnTask)
        if self.plan is not None:
            t.plan = self.plan.copy()
        return t

    def player(self, s: SBState) -> int:
        return s.active

    def prompt(self, s: SBState) -> Message:
        return Message("sb-prompt-step", step=STEP_IDS[self.step])

    def waits_for(self, s: SBState) -> Message:
        return Message("sb-step-" + STEP_IDS[self.step])

    # ------------------------------------------------------------------ automatic work
    def run(self, s: SBState) -> bool:
        while True:
            if s.stack[-1] is not self or s.winner is not None or s.draw:
                return False
            st = self.step
            if st == CARD:
                if s.hands[s.active]:
                    return True
                s.note("no-card", Message("sb-no-card", army=s.army_said(s.active)))
                self.step = END_DRAW
            elif st == RESOLVE:
                self._resolve(s)
            elif st in NEXT_PHASE:
                # orders, movement, battle: a phase with a choice waits for it, else it ends by itself
                acts = self.legal(s)
                if len(acts) > 1:
                    s._legal = acts
                    return True
                self._skipped(s, STEP_IDS[st], STEP_IDS[st])
                self.step = NEXT_PHASE[st]
            elif st == END_DRAW:
                self._end_draw(s)
            elif st == END_KEEP:
                return True
            elif st == END_TAKE:
                if len(self._take_actions(s)) > 1:
                    return True
                self._take(s, TAKE_HONOR)
            elif st == END_TRADE:
                if not s.dragon_played[s.active] and s.dragon_hands[s.active]:
                    return True
                self.step = END_FINISH
            else:
                self._finish(s)

    def _skipped(self, s: SBState, phase: str, why: str) -> None:
        """Say that a phase ends by itself, because the active player has nothing left to do in it
        (the player is not asked to press "done"), and why."""
        mine = [u for u in s.units if u.side == s.active]
        leaders = [lead for lead in s.leaders if lead.side == s.active]
        acted = {
            "orders": any(u.ordered for u in mine) or any(lead.ordered for lead in leaders),
            "move": any(u.moved > 0 for u in mine) or any(lead.moved > 0 for lead in leaders),
            "battle": any(u.battled or u.fired for u in mine),
        }[phase]
        said = Message("sb-phase-over" if acted else "sb-phase-skipped", phase=phase, why=why)
        s.note("skip", said, phase=phase, player=s.active, reason=why, skipped=not acted)

    def _resolve(self, s: SBState) -> None:
        p = s.active
        card = s.rs.command_cards[self.played]
        mirror = False
        eff = card
        self.step = END_DRAW
        if card.mechanic == "counter_attack":
            # SB rules: Counter-Attack copies the opponent's last card with left and right swapped (L1614-1621)
            last = s.last_card[1 - p]
            if last is None:
                s.note("card", Message("sb-counter-nothing"))
                return
            if last[2] and s.opt.counter_attack_copies == "not_a_counter_attack":
                s.note("card", Message("sb-counter-counter"))
                return
            eff = s.rs.command_cards[last[0]]
            mirror = not last[1]
            s.note("card", Message("sb-counter-mirror" if mirror else "sb-counter-as", card=s.card_said(eff.id)))
        self.effective = eff.id
        s.last_card[p] = (eff.id, mirror, card.mechanic == "counter_attack")
        if eff.mechanic == "first_strike":
            s.note("card", Message("sb-first-strike-own-turn"))
            return
        if eff.mechanic == "shogun":
            n = per_card_count(s)
            faces = s.roll(n, "shogun")
            s.note("shogun", Message("sb-shogun", count=n, faces=s.faces_text(faces)), faces=shogun_faces_text(faces))
            honors = faces.count(HONOR)
            if honors:
                s.gain_honor(p, honors, Message("sb-why-shogun"))
            self.plan = shogun_plan(s, eff, faces)
            # SB rules: Shogun reshuffles both decks with their discards (L1679-1681)
            s.commands.gather(s.rng, "shogun reshuffle command deck")
            s.dragons.gather(s.rng, "shogun reshuffle dragon deck")
        else:
            self.plan = make_plan(s, eff, mirror)
        if anything_orderable(s, self.plan):
            self.step = ORDERS
        else:
            s.note("orders", Message("sb-no-orders"))

    # ------------------------------------------------------------------ decisions
    def legal(self, s: SBState) -> list[Action]:
        st = self.step
        p = s.active
        if st == CARD:
            return [card_action(c) for c in sorted(set(s.hands[p]))]
        if st == ORDERS:
            assert self.plan is not None
            return legal_orders(s, self.plan)
        if st == MOVE:
            return self._move_actions(s)
        if st == BATTLE:
            return self._battle_actions(s)
        if st == END_KEEP:
            return [Keep(c) for c in sorted(set(self.drawn))]
        if st == END_TAKE:
            return self._take_actions(s)
        if st == END_TRADE:
            return [*(TradeDragon(c) for c in sorted(set(s.dragon_hands[p]))), PASS]
        return []

    def act(self, s: SBState, a: Action) -> None:
        st = self.step
        p = s.active
        if st == CARD:
            assert isinstance(a, PlayCommand)
            s.hands[p].remove(a.card)
            self.played = a.card
            card = s.rs.command_cards[a.card]
            s.note("card", Message("sb-play", army=s.army_said(p), card=s.card_said(card.id)), player=p, card=a.card)
            self.step = RESOLVE
            # windows D1 (with your card) and D2 (the opponent's answer); the active player decides first
            dragon.poll(s, "D2", 1 - p)
            dragon.poll(s, "D1", p)
        elif st == ORDERS:
            if isinstance(a, EndOrders):
                self.step = MOVE
            else:
                assert self.plan is not None and isinstance(a, (Order, Detach))
                give_order(s, self.plan, a)
        elif st == MOVE:
            if isinstance(a, EndMoves):
                self.step = BATTLE
                self._poll_stayed(s)
            elif isinstance(a, PlayDragon):
                dragon.play_dragon(s, p, a.card, a.target)
            else:
                assert isinstance(a, Move)
                self._move(s, a)
        elif st == BATTLE:
            if isinstance(a, EndBattles):
                self.step = END_DRAW
            else:
                assert isinstance(a, (Fire, Melee))
                _, ui = s.ids[a.unit]
                tk, ti = s.ids[a.target]
                s.stack.append(CombatTask(ui, tk, ti, melee=isinstance(a, Melee)))
        elif st == END_KEEP:
            assert isinstance(a, Keep)
            self.drawn.remove(a.card)
            s.hands[p].append(a.card)
            s.commands.discard(*self.drawn)
            s.note("keep", Message("sb-keep", army=s.army_said(p)), player=p)
            self.drawn = []
            self.step = END_TAKE
        elif st == END_TAKE:
            self._take(s, a)
        elif st == END_TRADE:
            if isinstance(a, TradeDragon):
                s.dragon_hands[p].remove(a.card)
                s.dragons.discard(a.card)
                s.note("trade", Message("sb-trade", army=s.army_said(p)), player=p)
                s.gain_honor(p, s.rs.dragon_trade, Message("sb-why-trade"))
            else:
                assert isinstance(a, Pass)
            self.step = END_FINISH

    # ------------------------------------------------------------------ movement
    def _move_actions(self, s: SBState) -> list[Action]:
        p = s.active
        out: list[Action] = []
        label = s.field.labels
        cache: dict[str, dict[int, int]] = {}
        for u in s.units:
            if u.hex >= 0 and u.side == p and u.ordered and not u.move_done:
                dests = unit_destinations(s, u)
                cache[u.id] = dests
                for h in sorted(dests):
                    out.append(move_action(u.id, label[h]))
        for lead in s.leaders:
            if lead.hex >= 0 and lead.side == p and lead.ordered and not lead.move_done:
                if lead.unit >= 0 and not lead.detached:
                    continue
                dests = leader_destinations(s, lead)
                cache[lead.id] = dests
                for h in sorted(dests):
                    out.append(move_action(lead.id, label[h]))
        s._dests = cache
        if out:
            out.extend(dragon.dragon_options(s, p, "D3"))
        out.append(END_MOVES)
        return out

    def _move(self, s: SBState, a: Move) -> None:
        kind, idx = s.ids[a.piece]
        to = s.field.parse(a.to)
        cached = s._dests.get(a.piece) if s._dests is not None else None
        if kind == "u":
            u = s.units[idx]
            do_unit_move(s, u, to, (cached or unit_destinations(s, u))[to])
        else:
            lead = s.leaders[idx]
            do_leader_move(s, lead, to, (cached or leader_destinations(s, lead))[to])
        # window D4: the opponent may answer a move
        dragon.poll(s, "D4", 1 - s.active)

    def _poll_stayed(self, s: SBState) -> None:
        p = s.active
        if any(u.hex >= 0 and u.side == p and u.ordered and not u.move_done for u in s.units):
            dragon.poll(s, "D4", 1 - p)

    # ------------------------------------------------------------------ battle
    def _battle_actions(self, s: SBState) -> list[Action]:
        p = s.active
        out: list[Action] = []
        same = s.opt.stand_and_shoot_targets == "same"
        for u in s.units:
            if u.hex < 0 or u.side != p or not can_still_battle(u):
                continue
            if not u.fired:
                for t in melee_targets(s, u):
                    out.append(Melee(u.id, target_id(s, t)))
            if u.type.ranged is not None:
                for t, _n in fire_targets(s, u):
                    tid = target_id(s, t)
                    if same and u.fired and tid != u.first_target:
                        continue
                    out.append(Fire(u.id, tid))
        out.append(END_BATTLES)
        return out

    # ------------------------------------------------------------------ end of turn
    def _end_draw(self, s: SBState) -> None:
        """Phase 5 (L1267-1289): the played card is discarded; after First Strike the opponent
        draws his replacement first; then the active player draws (2, keeping 1, after an
        "order one unit" card)."""
        p = s.active
        card = s.rs.command_cards.get(self.effective or self.played)
        if self.played:
            s.commands.discard(self.played)
            self.played = ""
        for _ in range(s.first_strike_draws):
            s.draw_command(1 - p)
        s.first_strike_draws = 0
        n = card.draw if card is not None else 1
        if n > 1:
            for _ in range(n):
                c = s.draw_command(p)
                if c is not None:
                    s.hands[p].remove(c)
                    self.drawn.append(c)
            if len(self.drawn) > 1:
                self.step = END_KEEP
                return
            s.hands[p].extend(self.drawn)
            self.drawn = []
        else:
            s.draw_command(p)
        self.step = END_TAKE

    def _take_actions(self, s: SBState) -> list[Action]:
        if s.dragons:
            return [TAKE_DRAGON, TAKE_HONOR]
        return [TAKE_HONOR]

    def _take(self, s: SBState, a: Action) -> None:
        p = s.active
        if isinstance(a, TakeDragon):
            s.draw_dragon(p)
            s.note("take", Message("sb-take-dragon", army=s.army_said(p)), player=p)
        else:
            got = s.gain_honor(p, s.rs.end_take_honor, Message("sb-why-end-of-turn"))
            if not got:
                s.note("take", Message("sb-take-empty", army=s.army_said(p)), player=p)
        self.step = END_TRADE

    def _finish(self, s: SBState) -> None:
        for cid, _p, tokens in s.dragon_in_play:
            s.dragons.discard(cid)
            s.pool += tokens
        s.dragon_in_play = []
        s.active = 1 - s.active
        s.turn += 1
        for u in s.units:
            u.reset_turn()
        for lead in s.leaders:
            lead.reset_turn()
        s.dragon_played = [False, False]
        self.step = CARD
        self.played = ""
        self.effective = ""
        self.plan = None
        limit = s.rs.scenario.turn_limit
        if limit is not None and s.turn > limit:
            b0, b1 = s.banner_total(0), s.banner_total(1)
            if b0 == b1:
                s.draw = True
                said = Message("sb-end-limit-draw", limit=limit, count=b0)
                s.end_reason = render(said, "en")
                s.end_said = said
                s.note("end", said)
            else:
                w = 0 if b0 > b1 else 1
                s.end(
                    w,
                    Message("sb-end-limit", limit=limit, army=s.army_said(w), more=max(b0, b1), fewer=min(b0, b1)),
                )
            return
        s.note("turn", Message("sb-turn", turn=s.turn, army=s.army_said(s.active)), turn=s.turn, player=s.active)
