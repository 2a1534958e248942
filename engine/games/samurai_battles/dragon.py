"""Dragon cards: timing windows and effects (rules/000 §21; reference dragon_cards.yaml).

A window (D1-D14) is polled only when the player holds a card that could act in it: right
window, a known effect that applies now, cost within the reserve, and no Dragon card played by
him this turn (rules/000 §21.2). The First Strike Command card is offered with window D8.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from engine.core.game import Action
from engine.core.message import Message
from engine.games.samurai_battles.actions import PASS, FirstStrike, Pass, PlayDragon
from engine.games.samurai_battles.cards import (
    ChallengeEffect,
    DragonCardDef,
    ExtraDiceEffect,
    FamineEffect,
    IgnoreFlagsEffect,
    StrikeFirstEffect,
    TurncoatEffect,
)
from engine.games.samurai_battles.pieces import LEFT_BATTLE
from engine.games.samurai_battles.retreat import DishonorTask, FigureLossTask
from engine.games.samurai_battles.ruleset import FACE_CODE, FACE_SYMBOL, SWORDS
from engine.games.samurai_battles.task import Task

if TYPE_CHECKING:
    from engine.games.samurai_battles.combat import CombatTask
    from engine.games.samurai_battles.state import SBState


def find_combat(s: SBState) -> CombatTask | None:
    # known by its kind: the combat task plays the Dragon-card windows of this module
    for t in reversed(s.stack):
        if t.KIND == "combat":
            return cast("CombatTask", t)
    return None


def _targets(s: SBState, p: int, card: DragonCardDef, window: str, combat: CombatTask | None) -> list[str | None]:
    """Targets for which ``card`` acts now; empty when it cannot be played."""
    eff = card.effect
    if eff is None or card.window != window:
        return []
    if isinstance(eff, ChallengeEffect):
        if combat is None or not combat.melee or combat.tkind != "u" or p in combat.challengers:
            return []
        a, d = s.units[combat.att], s.units[combat.tidx]
        return [None] if a.leader >= 0 and d.leader >= 0 else []
    if isinstance(eff, TurncoatEffect):
        return [u.id for u in s.units if u.hex >= 0 and u.side != p and u.leader < 0 and not u.type.general]
    if isinstance(eff, FamineEffect):
        rank = FACE_CODE[eff.dice_rank]
        return [None] if any(u.hex >= 0 and u.side != p and u.type.rank == rank for u in s.units) else []
    if combat is None:
        return []
    if isinstance(eff, StrikeFirstEffect):
        return [None] if can_strike_first(s, combat) else []
    if isinstance(eff, ExtraDiceEffect):
        kind = "melee" if combat.melee else "ranged"
        return [None] if eff.combat in ("any", kind) else []
    if isinstance(eff, IgnoreFlagsEffect):
        return [None] if combat.tkind == "u" else []
    return []


def can_strike_first(s: SBState, combat: CombatTask) -> bool:
    """The defender of a declared melee may strike first (First Strike card, Ambush)."""
    if not combat.melee or combat.mode not in ("normal", "bonus") or combat.strike or combat.tkind != "u":
        return False
    d = s.units[combat.tidx]
    return d.hex >= 0 and d.type.melee_dice > 0 and not s.terrain[d.hex].no_battle


def dragon_options(s: SBState, p: int, window: str) -> list[Action]:
    if s.dragon_played[p] or not s.dragon_hands[p]:
        return []
    cards = s.rs.dragon_cards
    ready = sorted(
        {
            cid
            for cid in s.dragon_hands[p]
            if cards[cid].effect is not None and cards[cid].window == window and cards[cid].cost <= s.honor[p]
        }
    )
    if not ready:
        return []
    combat = find_combat(s)
    out: list[Action] = []
    for cid in ready:
        for t in _targets(s, p, cards[cid], window, combat):
            out.append(PlayDragon(cid, t))
    return out


def first_strike_card(s: SBState, p: int) -> str | None:
    for cid in s.hands[p]:
        if s.rs.command_cards[cid].mechanic == "first_strike":
            return cid
    return None


class WindowTask(Task):
    """A player may play a Dragon card (or, in window D8, the First Strike card) or pass."""

    __slots__ = ("first_strike", "who", "window")
    KIND = "window"

    def __init__(self, window: str, who: int, first_strike: bool = False) -> None:
        super().__init__()
        self.window = window
        self.who = who
        self.first_strike = first_strike

    def run(self, s: SBState) -> bool:
        acts = self.legal(s)
        if len(acts) == 1:
            s.stack.pop()  # nothing left to play (another window of this player used his card)
            return False
        s._legal = acts
        return True

    def player(self, s: SBState) -> int:
        return self.who

    def prompt(self, s: SBState) -> Message:
        return Message("sb-prompt-window", window=self.window)

    def legal(self, s: SBState) -> list[Action]:
        out = dragon_options(s, self.who, self.window)
        if self.first_strike:
            combat = find_combat(s)
            if combat is not None and can_strike_first(s, combat) and first_strike_card(s, self.who):
                out.append(FirstStrike())
        out.append(PASS)
        return out

    def act(self, s: SBState, a: Action) -> None:
        s.stack.pop()
        if isinstance(a, Pass):
            return
        if isinstance(a, FirstStrike):
            combat = find_combat(s)
            cid = first_strike_card(s, self.who)
            assert combat is not None and cid is not None
            s.hands[self.who].remove(cid)
            s.commands.discard(cid)
            s.first_strike_draws += 1
            combat.strike = "card"
            s.note("first-strike", Message("sb-first-strike", army=s.army_said(self.who)))
            return
        assert isinstance(a, PlayDragon)
        play_dragon(s, self.who, a.card, a.target)


def poll(s: SBState, window: str, who: int, *, first_strike: bool = False) -> bool:
    """Push a window for ``who`` if he has something to play in it; return whether pushed."""
    if dragon_options(s, who, window):
        s.stack.append(WindowTask(window, who, first_strike))
        return True
    if first_strike:
        combat = find_combat(s)
        if combat is not None and can_strike_first(s, combat) and first_strike_card(s, who):
            s.stack.append(WindowTask(window, who, first_strike))
            return True
    return False


def play_dragon(s: SBState, p: int, cid: str, target: str | None) -> None:
    """Pay the cost onto the card (L1392-1418) and carry out the effect."""
    card = s.rs.dragon_cards[cid]
    s.dragon_hands[p].remove(cid)
    s.honor[p] -= card.cost
    s.dragon_in_play.append((cid, p, card.cost))
    s.dragon_played[p] = True
    s.note(
        "dragon",
        Message("sb-dragon", army=s.army_said(p), card=s.card_said(cid), cost=card.cost),
        player=p,
        card=cid,
    )
    eff = card.effect
    combat = find_combat(s)
    if isinstance(eff, ChallengeEffect):
        assert combat is not None
        combat.challengers.append(p)
    elif isinstance(eff, StrikeFirstEffect):
        assert combat is not None
        combat.strike = "dragon"
        combat.strike_extra = eff.extra_dice
        combat.strike_battle_back = eff.battle_back_after
    elif isinstance(eff, ExtraDiceEffect):
        assert combat is not None
        combat.extra += eff.dice
    elif isinstance(eff, IgnoreFlagsEffect):
        assert combat is not None
        combat.ignore_extra += eff.flags
    elif isinstance(eff, TurncoatEffect):
        assert target is not None
        found = s.piece(target)
        assert found is not None
        resolve_turncoat(s, p, found[1], eff)
    elif isinstance(eff, FamineEffect):
        resolve_famine(s, p, eff)


def resolve_turncoat(s: SBState, p: int, ui: int, eff: TurncoatEffect) -> None:
    """Turncoat: 3 dice each, +1 for more banners, +2 for more H&F; more ``compare`` symbols
    decides; a tie keeps the unit loyal (reference dragon_cards.yaml, Turncoat)."""
    o = 1 - p
    u = s.units[ui]
    dice = []
    for me, other in ((p, o), (o, p)):
        n = eff.dice
        if s.banner_total(me) > s.banner_total(other):
            n += eff.more_banners_bonus
        if s.honor[me] > s.honor[other]:
            n += eff.more_honor_bonus
        dice.append(n)
    fp = s.roll(dice[0], "turncoat")
    fo = s.roll(dice[1], "turncoat")
    want = FACE_CODE[eff.compare]
    cp, co = fp.count(want), fo.count(want)
    s.note(
        "turncoat",
        Message(
            "sb-turncoat",
            unit=s.unit_said(u),
            hex=s.label(u.hex),
            army=s.army_said(p),
            faces=s.faces_text(fp),
            count=cp,
            other=s.army_said(o),
            other_faces=s.faces_text(fo),
            other_count=co,
            face=FACE_SYMBOL[want],
        ),
    )
    if eff.honor_tokens:
        s.gain_honor(p, fp.count(FACE_CODE["honor"]), Message("sb-why-turncoat"))
        s.gain_honor(o, fo.count(FACE_CODE["honor"]), Message("sb-why-turncoat"))
    if cp > co:
        u.side = p
        u.reset_turn()
        s.pieces_left_field = True  # the last unit of an army may have gone over
        s.note("defect", Message("sb-defects", unit=s.unit_said(u), hex=s.label(u.hex), army=s.army_said(p)))
    else:
        s.note("defect", Message("sb-stays-loyal", unit=s.unit_said(u), hex=s.label(u.hex)))


def resolve_famine(s: SBState, p: int, eff: FamineEffect) -> None:
    """Rice Famine: one die per enemy unit of the rank; the opponent pays figures or tokens."""
    o = 1 - p
    rank = FACE_CODE[eff.dice_rank]
    n = sum(1 for u in s.units if u.hex >= 0 and u.side == o and u.type.rank == rank)
    faces = s.roll(n, "rice famine")
    s.note("famine", Message("sb-famine", count=n, faces=s.faces_text(faces)))
    by_face = {FACE_CODE[fe.face]: fe for fe in eff.faces}
    tasks: list[Task] = []
    honor_loss = 0
    for f in faces:
        fe = by_face.get(f)
        if fe is None:
            continue
        if fe.lose_figure and f <= 2:
            tasks.append(FigureLossTask(o, o, f, -1, Message("sb-why-famine")))
        honor_loss += fe.lose_honor
    if honor_loss and not s.pay_honor(o, honor_loss, Message("sb-why-famine")):
        s.note("dishonor", Message("sb-dishonor-famine", army=s.army_said(o), count=honor_loss))
        s.lose_all_honor(o)
        tasks.append(DishonorTask(o, "dragon", -1, -1))
    for t in reversed(tasks):
        s.stack.append(t)


def resolve_challenge(s: SBState, combat: CombatTask) -> None:
    """Personal Challenge (rules/000 §21.1): swords decide; the loser's leader leaves the battle
    (no banner, A28) and his owner loses a random Command card; a tie changes nothing (A18)."""
    a, d = s.units[combat.att], s.units[combat.tidx]
    if a.leader < 0 or d.leader < 0:
        return
    eff: ChallengeEffect | None = None
    for cid, _p, _t in s.dragon_in_play:
        e = s.rs.dragon_cards[cid].effect
        if isinstance(e, ChallengeEffect):
            eff = e
    if eff is None:
        eff = ChallengeEffect()
    leaders = {a.side: s.leaders[a.leader], d.side: s.leaders[d.leader]}
    for _attempt in range(10):
        dice = {}
        for p in (a.side, d.side):
            o = 1 - p
            n = len(s.hands[p]) + (1 if p == s.active else 0)
            if p in combat.challengers:
                n += eff.player_bonus
            if s.honor[p] > s.honor[o]:
                n += eff.more_honor_bonus
            if leaders[p].kind.status > leaders[o].kind.status:
                n += eff.higher_status_bonus
            dice[p] = n
        rolls = {p: s.roll(dice[p], "challenge") for p in (a.side, d.side)}
        swords = {p: rolls[p].count(SWORDS) for p in rolls}
        s.note(
            "challenge",
            Message(
                "sb-challenge",
                rolls=tuple(
                    Message(
                        "sb-challenge-roll",
                        leader=s.leader_said(leaders[p]),
                        faces=s.faces_text(rolls[p]),
                        count=swords[p],
                    )
                    for p in (a.side, d.side)
                ),
            ),
        )
        if eff.honor_tokens:
            for p in (a.side, d.side):
                s.gain_honor(p, rolls[p].count(FACE_CODE["honor"]), Message("sb-why-challenge-roll"))
        if swords[a.side] != swords[d.side]:
            loser = a.side if swords[a.side] < swords[d.side] else d.side
            lead = leaders[loser]
            s.remove_leader(lead, LEFT_BATTLE)
            said = s.leader_said(lead)
            s.note("challenge", Message("sb-challenge-lost", leader=said))
            if s.opt.challenge_banner:
                s.award(1 - loser, 1, Message("sb-why-challenge-won", leader=said))
            for _ in range(eff.loser_discards):
                if s.winner is None:
                    s.discard_random_command(loser, Message("sb-why-challenge-lost"))
            return
        if s.opt.challenge_tie == "no_effect":
            s.note("challenge", Message("sb-challenge-tie"))
            return
