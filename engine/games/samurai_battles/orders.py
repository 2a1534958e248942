"""Phase 1-2: what a Command card lets a player order (rules/000 §6, §19, §20).

A played card becomes an :class:`OrderPlan`. Section cards and Shogun give *slots* (a section
mask, an optional rank, whether lone leaders and detach orders may fill it); a set of orders is
legal when the orders can be matched to the slots, so a unit on a hex cut by a section line
fills either section's slot (L370-372). The other tactic cards give a filter and a limit.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from engine.core.game import Action
from engine.core.message import Message
from engine.games.samurai_battles.actions import END_ORDERS, Detach, Order
from engine.games.samurai_battles.board import CENTER, LEFT, RIGHT, SECTION_BITS
from engine.games.samurai_battles.cards import CommandCardDef, UnitFilter
from engine.games.samurai_battles.pieces import Unit
from engine.games.samurai_battles.ruleset import FACE_CODE, FLAG

if TYPE_CHECKING:
    from engine.games.samurai_battles.state import SBState

UNIT, LEADER, DETACH = "u", "l", "d"
Entity = tuple[str, int]


class Slot(NamedTuple):
    sections: int  # section bits as seen by the ordering player; 0 = any section
    rank: int  # -1 = any rank
    leaders: bool  # lone leaders may fill it
    detach: bool  # an order to detach an attached leader may fill it
    n: int


class OrderPlan:
    """The orders a played card allows, and those given so far."""

    __slots__ = (
        "anchor",
        "card",
        "chosen",
        "connected",
        "effects",
        "limit",
        "lone_kinds",
        "mechanic",
        "mirror",
        "pool",
        "slots",
        "unit_filter",
    )

    def __init__(self, card: str, mechanic: str) -> None:
        self.card = card
        self.mechanic = mechanic  # slots | filtered | chain | leadership | none
        self.mirror = False
        self.slots: list[Slot] = []
        self.limit = 0
        self.connected = False
        self.unit_filter: UnitFilter | None = None
        self.lone_kinds: tuple[str, ...] = ()
        self.effects: CommandCardDef | None = None
        self.chosen: list[Entity] = []
        self.anchor = -1
        #: cache of the slot plan: every piece that fits a slot, its slot mask and its action
        #: (pieces do not move during the orders phase); not part of the state's key
        self.pool: list[tuple[Entity, int, Action]] | None = None

    def copy(self) -> OrderPlan:
        p = OrderPlan.__new__(OrderPlan)
        for s in OrderPlan.__slots__:
            setattr(p, s, getattr(self, s))
        p.chosen = list(self.chosen)
        return p

    def key(self) -> tuple[Any, ...]:
        return (
            self.card,
            self.mechanic,
            self.mirror,
            tuple(self.slots),
            self.limit,
            self.connected,
            None if self.unit_filter is None else tuple(self.unit_filter.model_dump().items()),
            self.lone_kinds,
            None if self.effects is None else self.effects.id,
            tuple(self.chosen),
            self.anchor,
        )


def mirror_bits(bits: int) -> int:
    return (bits & CENTER) | (LEFT if bits & RIGHT else 0) | (RIGHT if bits & LEFT else 0)


def matches(u: Unit, f: UnitFilter | None) -> bool:
    if f is None:
        return True
    t = u.type
    if f.rank is not None and t.rank != FACE_CODE[f.rank]:
        return False
    if f.arm is not None and t.horse != (f.arm == "horse"):
        return False
    return f.ranged is None or (t.ranged is not None) == f.ranged


def per_card_count(s: SBState) -> int:
    """Command cards in hand including the one played (rules/000 §19, L319-324)."""
    return len(s.hands[s.active]) + 1


def make_plan(s: SBState, card: CommandCardDef, mirror: bool) -> OrderPlan:
    """The plan of ``card`` (already resolved from Counter-Attack) for the active player."""
    p = s.active
    plan = OrderPlan(card.id, "none")
    plan.mirror = mirror
    mech = card.mechanic
    if mech == "sections":
        plan.mechanic = "slots"
        for slot in card.orders:
            count = per_card_count(s) if slot.count == "per_card" else slot.count
            bits = [SECTION_BITS[x] for x in slot.sections]
            if mirror:
                bits = [mirror_bits(b) for b in bits]
            per_section = slot.per_section
            if slot.ambiguity == "A11":
                # SB rules: Flank Attack, 2 per flank or 2 in all (rules/000 §20.1, A11)
                per_section = s.opt.flank_attack == "per_flank"
            if per_section:
                for b in bits:
                    plan.slots.append(Slot(b, -1, True, card.helmet, count))
            else:
                m = 0
                for b in bits:
                    m |= b
                plan.slots.append(Slot(m, -1, True, card.helmet, count))
        plan.effects = card
        return plan
    if mech == "filtered":
        if card.fallback_one and not any(matches(u, card.filter) for u in s.alive_units(p)):
            # SB rules: no unit of the kind on the field: order 1 unit of your choice (L1587-1650)
            plan.mechanic = "filtered"
            plan.limit = 1
            plan.lone_kinds = tuple(s.rs.leader_kinds)
            return plan
        plan.mechanic = "filtered"
        plan.limit = per_card_count(s) if card.max_units == "per_card" else int(card.max_units or 0)
        plan.unit_filter = card.filter
        plan.lone_kinds = tuple(card.lone_leaders)
        plan.connected = card.connected
        plan.effects = card
        return plan
    if mech == "chain":
        # SB rules: Order Along the Chain, connected units and lone leaders (L1658-1669, A12)
        plan.mechanic = "chain"
        plan.limit = s.opt.chain_limit
        plan.connected = True
        plan.lone_kinds = tuple(s.rs.leader_kinds)
        plan.effects = card
        return plan
    if mech == "leadership":
        plan.mechanic = "leadership"
        plan.limit = card.leadership_adjacent
        plan.effects = card
        return plan
    return plan


def shogun_plan(s: SBState, card: CommandCardDef, faces: list[int]) -> OrderPlan:
    """Shogun: each rank face orders a unit of that rank, each flag any unit or leader (L1670-1688)."""
    plan = OrderPlan(card.id, "slots")
    counts: dict[int, int] = {}
    for f in faces:
        if f <= FLAG:
            counts[f] = counts.get(f, 0) + 1
    for f, n in sorted(counts.items()):
        if f == FLAG:
            plan.slots.append(Slot(0, -1, True, True, n))
        else:
            plan.slots.append(Slot(0, f, False, False, n))
    plan.effects = card
    return plan


# --------------------------------------------------------------------------- legality


def entity_hex(s: SBState, e: Entity) -> int:
    kind, idx = e
    return s.units[idx].hex if kind == UNIT else s.leaders[idx].hex


def _fits(s: SBState, e: Entity, slot: Slot) -> bool:
    kind, idx = e
    if kind == UNIT:
        u = s.units[idx]
        if slot.rank >= 0 and u.type.rank != slot.rank:
            return False
        h = u.hex
    else:
        if not (slot.leaders if kind == LEADER else slot.detach):
            return False
        h = s.leaders[idx].hex
    return not slot.sections or bool(s.field.sections[s.rs.edges[s.active]][h] & slot.sections)


def _fit_mask(s: SBState, e: Entity, slots: list[Slot]) -> int:
    m = 0
    for k, sl in enumerate(slots):
        if _fits(s, e, sl):
            m |= 1 << k
    return m


def _matchable(s: SBState, ents: list[Entity], slots: list[Slot]) -> bool:
    """Whether every order can take its own slot (Hall's condition over the few slot kinds)."""
    if len(slots) == 1:
        sl = slots[0]
        return len(ents) <= sl.n and all(_fits(s, e, sl) for e in ents)
    masks = [_fit_mask(s, e, slots) for e in ents]
    if not all(masks):
        return False
    k = len(slots)
    for t in range(1, 1 << k):
        cap = sum(slots[i].n for i in range(k) if t >> i & 1)
        if sum(1 for m in masks if m & ~t == 0) > cap:
            return False
    return True


def _candidates(s: SBState, plan: OrderPlan) -> list[Entity]:
    p = s.active
    chosen = set(plan.chosen)
    out: list[Entity] = []
    for u in s.units:
        if u.hex >= 0 and u.side == p and (UNIT, u.idx) not in chosen:
            out.append((UNIT, u.idx))
    for lead in s.leaders:
        if lead.hex < 0 or lead.side != p:
            continue
        if lead.unit < 0:
            if (LEADER, lead.idx) not in chosen:
                out.append((LEADER, lead.idx))
        elif (DETACH, lead.idx) not in chosen:
            out.append((DETACH, lead.idx))
    return out


def can_add(s: SBState, plan: OrderPlan, e: Entity) -> bool:
    """Whether ordering ``e`` next keeps the orders legal for the plan."""
    kind, idx = e
    mech = plan.mechanic
    if mech == "slots":
        return _matchable(s, [*plan.chosen, e], plan.slots)
    if mech == "none" or kind == DETACH:
        return False
    n = len(plan.chosen)
    if mech == "leadership":
        if n == 0:
            return False  # the first order names the leader (see legal_orders)
        if n - 1 >= plan.limit:
            return False
        return s.field.adjacent(entity_hex(s, e), plan.anchor)
    if plan.limit and n >= plan.limit:
        return False
    if plan.effects is not None and plan.effects.not_adjacent_enemy and s.enemy_adjacent(entity_hex(s, e), s.active):
        # SB rules: Stand and Shoot orders no unit next to an enemy unit or leader (L1630-1637)
        return False
    if kind == UNIT:
        if not matches(s.units[idx], plan.unit_filter):
            return False
    elif s.leaders[idx].kind.id not in plan.lone_kinds:
        return False
    if plan.connected and plan.chosen:
        h = entity_hex(s, e)
        return any(s.field.adjacent(h, entity_hex(s, c)) for c in plan.chosen)
    return True


def _order_action(s: SBState, e: Entity) -> Action:
    kind, idx = e
    if kind == UNIT:
        return Order(s.units[idx].id)
    if kind == LEADER:
        return Order(s.leaders[idx].id)
    return Detach(s.leaders[idx].id)


def _hall(masks: list[int], caps: list[int]) -> bool:
    for t in range(1, len(caps)):
        n = 0
        for m in masks:
            if m & ~t == 0:
                n += 1
        if n > caps[t]:
            return False
    return True


def _slot_pool(s: SBState, plan: OrderPlan) -> list[tuple[Entity, int, Action]]:
    if plan.pool is None:
        saved, plan.chosen = plan.chosen, []
        pool = []
        for e in _candidates(s, plan):
            m = _fit_mask(s, e, plan.slots)
            if m:
                pool.append((e, m, _order_action(s, e)))
        plan.chosen = saved
        plan.pool = pool
    return plan.pool


def legal_orders(s: SBState, plan: OrderPlan, *, with_done: bool = True) -> list[Action]:
    out: list[Action] = []
    if plan.mechanic == "leadership" and not plan.chosen:
        for lead in s.leaders:
            if lead.hex >= 0 and lead.side == s.active:
                out.append(Order(lead.id))
    elif plan.mechanic == "slots":
        slots = plan.slots
        k = len(slots)
        pool = _slot_pool(s, plan)
        chosen = set(plan.chosen)
        if len(chosen) < sum(sl.n for sl in slots):
            if k == 1:
                out = [a for e, _m, a in pool if e not in chosen]
            else:
                caps = [sum(slots[i].n for i in range(k) if t >> i & 1) for t in range(1 << k)]
                masks = [m for e, m, _a in pool if e in chosen]
                for e, m, a in pool:
                    if e not in chosen and _hall([*masks, m], caps):
                        out.append(a)
    else:
        for e in _candidates(s, plan):
            if can_add(s, plan, e):
                out.append(_order_action(s, e))
    if with_done:
        out.append(END_ORDERS)
    return out


def anything_orderable(s: SBState, plan: OrderPlan) -> bool:
    return len(legal_orders(s, plan, with_done=False)) > 0


def entity_for(s: SBState, plan: OrderPlan, a: Action) -> Entity | None:
    if isinstance(a, Detach):
        found = s.piece(a.leader)
        return (DETACH, found[1]) if found and found[0] == "l" else None
    if not isinstance(a, Order):
        return None
    found = s.piece(a.piece)
    if found is None:
        return None
    kind, idx = found
    if kind == "u":
        return (UNIT, idx)
    lead = s.leaders[idx]
    if plan.mechanic == "leadership" and not plan.chosen and lead.unit >= 0:
        return (UNIT, lead.unit)
    return (LEADER, idx)


def give_order(s: SBState, plan: OrderPlan, a: Action) -> None:
    """Record an order and apply the card's effects to the ordered piece."""
    e = entity_for(s, plan, a)
    assert e is not None
    kind, idx = e
    if plan.mechanic == "leadership" and not plan.chosen:
        plan.anchor = entity_hex(s, e)
    plan.chosen.append(e)
    card = plan.effects
    if kind == UNIT:
        u = s.units[idx]
        u.ordered = True
        if card is not None:
            apply_card_effects(u, card)
        s.note("order", Message("sb-order", army=s.army_said(u.side), unit=s.unit_desc(u)), piece=u.id)
        return
    lead = s.leaders[idx]
    lead.ordered = True
    if kind == DETACH:
        lead.detached = True
    if card is not None and card.move_all is not None:
        lead.move_allow = card.move_all
    s.note(
        "order",
        Message(
            "sb-order-detach" if kind == DETACH else "sb-order-leader",
            army=s.army_said(lead.side),
            leader=s.leader_said(lead),
            hex=s.label(lead.hex),
        ),
        piece=lead.id,
    )


def apply_card_effects(u: Unit, card: CommandCardDef) -> None:
    """Whole-turn effects of a tactic card on a unit it ordered (rules/000 §20.2)."""
    if card.mechanic == "filtered" and not matches(u, card.filter):
        return
    u.melee_bonus += card.melee_bonus
    u.battle_bonus += card.battle_bonus
    if card.fire_twice:
        u.shots = 2
    if card.no_move:
        u.no_move = True
    # the general's unit holds its camp: no card makes it move (reconstructed stats, see the notes)
    holds_camp = u.type.general
    if card.move_all is not None and not holds_camp:
        u.move_allow = card.move_all
    for mo in card.move_max:
        if matches(u, mo.filter) and not holds_camp:
            u.move_allow = max(u.move_allow, mo.max)
            u.battle_any_move = True
    if card.no_battle is not None and matches(u, card.no_battle):
        u.no_battle = True


def shogun_faces_text(faces: list[int]) -> dict[str, int]:
    out: dict[str, int] = {}
    for f in faces:
        name = ("circle", "triangle", "square", "flag", "swords", "honor")[f]
        out[name] = out.get(name, 0) + 1
    return out
