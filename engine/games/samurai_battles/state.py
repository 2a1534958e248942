"""The Samurai Battles game state: pieces, cards, Honor & Fortune, banners and the task stack.

The procedure itself lives in the task modules (turn, orders, combat, retreat, dragon); this
module holds the data and the bookkeeping every rule shares (figures, banners, tokens, cards,
victory and surrender).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from engine.core.bufferedstate import BufferedState
from engine.core.cards import Deck, redeal
from engine.core.catalogue import render
from engine.core.game import TERMINAL, Action, Event, Game, Outcome, win_outcome
from engine.core.message import Message, Name
from engine.games.samurai_battles.board import FULL
from engine.games.samurai_battles.combat_math import terrain_said
from engine.games.samurai_battles.observation import observation
from engine.games.samurai_battles.pieces import KILLED, Leader, Unit
from engine.games.samurai_battles.ruleset import FACE_SYMBOL, Ruleset
from engine.games.samurai_battles.task import Task
from engine.games.samurai_battles.turn import TurnTask

if TYPE_CHECKING:
    from engine.games.samurai_battles.observation import SBObservation
    from engine.games.samurai_battles.ruleset import HexTerrain


class SBState(BufferedState):
    """One position of a Samurai Battles game (players 0 and 1 = the scenario's armies)."""

    def __init__(self, game: Game, rs: Ruleset, seed: int, *, verbose: bool = True) -> None:
        super().__init__(game, seed, verbose=verbose)
        self.rs = rs
        self.field = rs.field
        self.opt = rs.options
        #: destinations computed with the last legal moves (a cache, not part of the state)
        self._dests: dict[str, dict[int, int]] | None = None
        n = len(self.field.hexes)
        self.terrain: list[HexTerrain] = rs.terrain
        self.captured: list[int] = []
        self.units: list[Unit] = []
        self.leaders: list[Leader] = []
        self.unit_at = [-1] * n
        self.leader_at = [-1] * n
        sc = rs.scenario
        for p, army in enumerate(sc.armies):
            for up in army.units:
                ut = rs.unit_types[up.type]
                h = self.field.parse(up.hex)
                u = Unit(len(self.units), up.id, p, ut, up.figures or ut.figures, h)
                self.units.append(u)
                self.unit_at[h] = u.idx
            for lp in army.leaders:
                h = self.field.parse(lp.hex)
                lead = Leader(len(self.leaders), lp.id, p, rs.leader_kinds[lp.kind], h)
                self.leaders.append(lead)
                self.leader_at[h] = lead.idx
                if self.unit_at[h] >= 0:
                    lead.unit = self.unit_at[h]
                    self.units[lead.unit].leader = lead.idx
        self.ids: dict[str, tuple[str, int]] = {u.id: ("u", u.idx) for u in self.units}
        self.ids.update({lead.id: ("l", lead.idx) for lead in self.leaders})
        self.honor = [sc.armies[0].honor, sc.armies[1].honor]
        self.pool = max(0, rs.honor_pool - sum(self.honor))
        self.banners = [0, 0]
        self.commands: Deck[str] = Deck(rs.command_deck, "command deck")
        self.commands.shuffle(self.rng)
        self.hands: list[list[str]] = [[], []]
        self.dragons: Deck[str] = Deck(rs.dragon_deck, "dragon deck")
        self.dragons.shuffle(self.rng)
        self.dragon_hands: list[list[str]] = [[], []]
        #: Dragon cards played this turn: (card, player, tokens on it)
        self.dragon_in_play: list[tuple[str, int, int]] = []
        for p, army in enumerate(sc.armies):
            for _ in range(army.command_cards):
                self.draw_command(p)
            for _ in range(army.dragon_cards):
                self.draw_dragon(p)
        self.active = rs.first_player
        self.turn = 1
        self.dragon_played = [False, False]
        #: the card each player played on his own last turn (effective card, mirrored, was a Counter-Attack)
        self.last_card: list[tuple[str, bool, bool] | None] = [None, None]
        #: First Strike cards the non-active player played this turn (his replacement draws)
        self.first_strike_draws = 0
        self.winner: int | None = None
        self.draw = False
        #: a piece left the field (or changed sides) since the last look at the armies
        self.pieces_left_field = False
        self.end_reason = ""
        #: why the game ended, as people read it (``end_reason`` is its English text)
        self.end_said: Message | None = None
        self.stack: list[Task] = [TurnTask()]
        self.note(
            "setup",
            Message("sb-setup", scenario=Name.content(sc.title.model_dump()), army=self.army_said(rs.first_player)),
        )
        self.run()

    # ------------------------------------------------------------------ contract
    def num_players(self) -> int:
        return 2

    def is_terminal(self) -> bool:
        return self.winner is not None or self.draw

    def current_player(self) -> int:
        if self.is_terminal():
            return TERMINAL
        return self.stack[-1].player(self)

    def legal_actions(self) -> list[Action]:
        if self.is_terminal():
            return []
        if self._legal is None:
            self._legal = self.stack[-1].legal(self)
        return list(self._legal)

    def illegal_reason(self, action: Action) -> Message | None:
        if self._legal is None:
            self._legal = self.stack[-1].legal(self)
        if action in self._legal:
            return None
        top = self.stack[-1]
        return Message("sb-refuse-waits", seat=Name.seat(top.player(self) + 1), what=top.waits_for(self))

    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        self._legal = None
        self.stack[-1].act(self, action)
        self._dests = None
        self.run()
        if self.rs.objectives:
            self.check_victory()  # banners held on objective hexes come and go with moves
        return self.take_events()

    def run(self) -> None:
        """Run automatic steps until a player must decide or the game ends."""
        stack = self.stack
        while self.winner is None and not self.draw:
            if self.pieces_left_field and self.check_armies_on_field():
                return
            if stack[-1].run(self):
                if self.pieces_left_field:
                    self.check_armies_on_field()
                return

    def outcome(self) -> Outcome | None:
        if self.winner is not None:
            return win_outcome(2, [self.winner], self.end_said or self.end_reason)
        if self.draw:
            return win_outcome(2, [], self.end_said or self.end_reason)
        return None

    def clone(self) -> SBState:
        other = self.shallow_copy()
        other.units = [u.copy() for u in self.units]
        other.leaders = [lead.copy() for lead in self.leaders]
        other.unit_at = list(self.unit_at)
        other.leader_at = list(self.leader_at)
        other.captured = list(self.captured)
        other.banners = list(self.banners)
        other.honor = list(self.honor)
        other.commands = self.commands.copy()
        other.hands = [list(h) for h in self.hands]
        other.dragons = self.dragons.copy()
        other.dragon_hands = [list(h) for h in self.dragon_hands]
        other.dragon_in_play = list(self.dragon_in_play)
        other.dragon_played = list(self.dragon_played)
        other.last_card = list(self.last_card)
        other.stack = [t.copy() for t in self.stack]
        other._dests = None
        return other

    def key(self) -> Any:
        return (
            tuple(u.key() for u in self.units),
            tuple(lead.key() for lead in self.leaders),
            tuple(self.captured),
            tuple(self.honor),
            self.pool,
            tuple(self.banners),
            self.commands.key(),
            tuple(tuple(h) for h in self.hands),
            self.dragons.key(),
            tuple(tuple(h) for h in self.dragon_hands),
            tuple(self.dragon_in_play),
            self.active,
            self.turn,
            tuple(self.dragon_played),
            tuple(self.last_card),
            self.first_strike_draws,
            self.winner,
            self.draw,
            tuple(t.key() for t in self.stack),
        )

    def observation(self, player: int) -> SBObservation:
        return observation(self, player)

    def resample_hidden(self, viewer: int, seed: int) -> SBState:
        """Redeal what ``viewer`` cannot see: the other hand (Command and Dragon), the cards the
        other player is choosing from, and the order of both decks."""
        other = self.clone()
        rnd = random.Random(seed)
        opp = 1 - viewer
        pending = other._pending_draw_of(opp)
        redeal(rnd, [other.commands.pile, other.hands[opp], pending])
        if pending:
            other._set_pending_draw(pending)
        redeal(rnd, [other.dragons.pile, other.dragon_hands[opp]])
        other._legal = None
        return other

    def _pending_draw_of(self, player: int) -> list[str]:
        t = self.stack[0]
        if isinstance(t, TurnTask) and t.drawn and self.active == player:
            return list(t.drawn)
        return []

    def _set_pending_draw(self, cards: list[str]) -> None:
        t = self.stack[0]
        assert isinstance(t, TurnTask)
        t.drawn = cards

    # ------------------------------------------------------------------ naming and log
    def army(self, p: int) -> str:
        a = self.rs.scenario.armies[p]
        return a.name or a.id

    def note(self, kind: str, said: Message, **data: Any) -> None:
        """Record an event: what it says is a message, rendered in its reader's language."""
        if self.verbose:
            self._events.append(Event(kind, said, data))

    def note_step(self, kind: str, said: str, piece: Unit | Leader, frm: int, to: int, **words: Any) -> None:
        """Record a piece's move or retreat from ``frm`` to ``to``: message ``said`` with the two
        hexes by label and ``words``, and the piece, its side and the hexes as the event's data."""
        if self.verbose:
            f, t = self.label(frm), self.label(to)
            self.note(kind, Message(said, frm=f, to=t, **words), piece=piece.id, side=piece.side, frm=f, to=t)

    # -- the words of messages
    def army_said(self, p: int) -> Name:
        """Army ``p`` by the scenario's names for it (English and Russian); a scenario that names
        an army in English only is read in Russian by its colour (a glossary term ``sb-army-<colour>``)."""
        a = self.rs.scenario.armies[p]
        if a.name_ru:
            return Name.content({"en": a.name or a.id, "ru": a.name_ru})
        return Name.content(a.name or a.id, term="sb-army-" + (a.colour or a.id))

    def unit_said(self, u: Unit) -> Name:
        """A unit by its type's name, with its id alongside (the editor may name the unit by it)."""
        t = u.type.said
        return Name(t.term, t.texts, (("id", u.id),))

    def leader_said(self, lead: Leader) -> Name:
        k = lead.kind.said
        return Name(k.term, k.texts, (("id", lead.id),))

    def card_said(self, card: str) -> Name:
        """A Command or Dragon card by the names its content gives."""
        c: Any = self.rs.command_cards.get(card) or self.rs.dragon_cards.get(card)
        return Name.content(c.names.model_dump() if c is not None else card)

    def terrain_said(self, h: int) -> tuple[Name, ...]:
        """What lies on hex ``h``, each by its glossary term (``sb-terrain-<id>``)."""
        return terrain_said(self, h)

    def label(self, h: int) -> str:
        return self.field.labels[h] if h >= 0 else "-"

    def unit_desc(self, u: Unit) -> Message:
        """A unit with its figures, its leader and its hex, as the log describes it."""
        if u.leader >= 0:
            return Message(
                "sb-unit-desc-led",
                unit=self.unit_said(u),
                figures=u.figures,
                leader=self.leader_said(self.leaders[u.leader]),
                hex=self.label(u.hex),
            )
        return Message("sb-unit-desc", unit=self.unit_said(u), figures=u.figures, hex=self.label(u.hex))

    @staticmethod
    def faces_text(faces: list[int]) -> str:
        return "[" + " ".join(FACE_SYMBOL[f] for f in faces) + "]"

    # ------------------------------------------------------------------ lookups
    def piece(self, ident: str) -> tuple[str, int] | None:
        return self.ids.get(ident)

    def occupied(self, h: int) -> bool:
        return self.unit_at[h] >= 0 or self.leader_at[h] >= 0

    def side_at(self, h: int) -> int:
        """The side of whatever stands on ``h`` (unit first), or -1."""
        u = self.unit_at[h]
        if u >= 0:
            return self.units[u].side
        lead = self.leader_at[h]
        return self.leaders[lead].side if lead >= 0 else -1

    def enemy_adjacent(self, h: int, side: int) -> bool:
        """An enemy unit or lone leader stands next to ``h`` (a lone leader counts as a unit)."""
        for j in self.field.neighbours[h]:
            s = self.side_at(j)
            if s >= 0 and s != side:
                return True
        return False

    def adjacent_targets(self, h: int, side: int) -> list[tuple[str, int]]:
        """Enemy units and lone enemy leaders next to ``h``."""
        out: list[tuple[str, int]] = []
        for j in self.field.neighbours[h]:
            u = self.unit_at[j]
            if u >= 0:
                if self.units[u].side != side:
                    out.append(("u", u))
                continue
            lead = self.leader_at[j]
            if lead >= 0 and self.leaders[lead].side != side:
                out.append(("l", lead))
        return out

    def support_count(self, h: int, side: int) -> int:
        """Friendly units and lone leaders next to ``h`` (rules/000 §15)."""
        n = 0
        for j in self.field.neighbours[h]:
            if self.side_at(j) == side:
                n += 1
        return n

    def is_full(self, h: int) -> bool:
        return self.field.kind[h] == FULL

    def alive_units(self, side: int) -> list[Unit]:
        return [u for u in self.units if u.hex >= 0 and u.side == side]

    def lone_leaders(self, side: int) -> list[Leader]:
        return [lead for lead in self.leaders if lead.hex >= 0 and lead.side == side and lead.unit < 0]

    def on_hill(self, h: int) -> bool:
        return self.terrain[h].hill_level > 0

    # ------------------------------------------------------------------ line of sight
    def blocking_mask(self, firer: int, target: int) -> int:
        """Hexes that block a line from ``firer`` to ``target`` (rules/000 §11.1): blocking terrain,
        edge half hexes, every unit and leader, and hills except the adjacent same-height one."""
        m = self.rs.static_block_mask if not self.captured else self._static_mask()
        for i, u in enumerate(self.unit_at):
            if u >= 0 or self.leader_at[i] >= 0:
                m |= 1 << i
        terrain = self.terrain
        f = self.field
        lf = terrain[firer].hill_level
        lt = terrain[target].hill_level
        either = self.opt.hill_los_exception == "either_end"
        for i in self._hill_hexes():
            lvl = terrain[i].hill_level
            if lf and lvl == lf and f.adjacent(i, firer):
                continue
            if either and lt and lvl == lt and f.adjacent(i, target):
                continue
            m |= 1 << i
        return m

    def _static_mask(self) -> int:
        m = self.field.edge_half_mask
        for i, t in enumerate(self.terrain):
            if t.blocks_los:
                m |= 1 << i
        return m

    def _hill_hexes(self) -> list[int]:
        hills: list[int] | None = self.rs.__dict__.get("_hills")
        if hills is None:
            hills = [i for i, t in enumerate(self.rs.terrain) if t.hill_level > 0]
            self.rs.__dict__["_hills"] = hills
        return hills

    def los(self, firer: int, target: int) -> bool:
        return self.field.los_clear(
            firer, target, self.blocking_mask(firer, target), self.opt.los_edge_rule == "per_pair"
        )

    # ------------------------------------------------------------------ pieces
    def move_unit(self, u: Unit, to: int, *, retreat: bool = False) -> None:
        """Move a unit and the leader it has; a leader ordered to detach stays behind, except in a
        retreat, where an attached leader always goes with his unit (rules/000 §13.1)."""
        frm = u.hex
        self.unit_at[frm] = -1
        self.unit_at[to] = u.idx
        u.hex = to
        if u.leader >= 0:
            lead = self.leaders[u.leader]
            if lead.detached and not retreat:
                u.leader = -1
                lead.unit = -1
            else:
                self.leader_at[frm] = -1
                self.leader_at[to] = lead.idx
                lead.hex = to
        la = self.leader_at[to]
        if la >= 0 and self.leaders[la].unit < 0:
            self._join(self.leaders[la], u)
        self.vacated(frm)

    def move_leader(self, lead: Leader, to: int) -> None:
        frm = lead.hex
        if lead.unit >= 0:
            self.units[lead.unit].leader = -1
            lead.unit = -1
        if self.leader_at[frm] == lead.idx:
            self.leader_at[frm] = -1
        lead.hex = to
        self.leader_at[to] = lead.idx
        u = self.unit_at[to]
        if u >= 0:
            self._join(lead, self.units[u])

    def _join(self, lead: Leader, u: Unit) -> None:
        lead.unit = u.idx
        u.leader = lead.idx
        lead.detached = False
        self.note(
            "join", Message("sb-join", leader=self.leader_said(lead), unit=self.unit_said(u), hex=self.label(u.hex))
        )

    def can_lead(self, lead: Leader, u: Unit) -> bool:
        return lead.kind.may_lead_horse if u.type.horse else lead.kind.may_lead_foot

    def remove_leader(self, lead: Leader, status: str) -> None:
        if lead.unit >= 0:
            self.units[lead.unit].leader = -1
            lead.unit = -1
        if lead.hex >= 0 and self.leader_at[lead.hex] == lead.idx:
            self.leader_at[lead.hex] = -1
        lead.hex = -1
        lead.status = status
        self.pieces_left_field = True

    def kill_leader(self, lead: Leader, why: Message) -> None:
        """The leader dies: his figure goes on the opponent's Victory card (1 banner)."""
        side = lead.side
        self.remove_leader(lead, KILLED)
        said = self.leader_said(lead)
        self.note("leader-killed", Message("sb-leader-killed", leader=said, why=why), leader=lead.id)
        self.award(1 - side, 1, Message("sb-why-leader-killed", leader=said))

    def remove_figures(self, u: Unit, n: int, why: Message) -> bool:
        """Remove up to ``n`` figures (excess hits are lost); return whether the unit is eliminated.
        An eliminated unit's banner goes to the opponent; a leader it had stays alone on the hex."""
        if n <= 0 or u.hex < 0:
            return False
        lost = min(n, u.figures)
        u.figures -= lost
        if u.figures > 0:
            self.note(
                "figures",
                Message(
                    "sb-figures", unit=self.unit_said(u), hex=self.label(u.hex), count=lost, why=why, left=u.figures
                ),
            )
            return False
        h = u.hex
        self.unit_at[h] = -1
        u.hex = -1
        self.pieces_left_field = True
        if u.leader >= 0:
            lead = self.leaders[u.leader]
            lead.unit = -1
            lead.detached = False
            u.leader = -1
        said = self.unit_said(u)
        self.note("eliminated", Message("sb-eliminated", unit=said, hex=self.label(h), why=why), unit=u.id)
        banners = 1 if (not u.type.general or self.opt.general_unit_banner) else 0
        if banners:
            self.award(1 - u.side, banners, Message("sb-why-eliminated", unit=said))
        self.vacated(h)
        return True

    def vacated(self, h: int) -> None:
        """A unit left ``h``: an emptied general's camp is captured (rules/000 §18, L1925-1931)."""
        t = self.terrain[h]
        if t.camp_owner < 0 or self.unit_at[h] >= 0 or self.winner is not None:
            return
        owner = t.camp_owner
        if self.terrain is self.rs.terrain:
            self.terrain = list(self.rs.terrain)
        self.terrain[h] = self.rs.after_camp[h]
        self.captured.append(h)
        self.note("camp", Message("sb-camp", army=self.army_said(owner), hex=self.label(h)))
        self.award(1 - owner, 3, Message("sb-why-camp"))
        self.discard_random_command(owner, Message("sb-why-camp"), surrender_cause=False)

    # ------------------------------------------------------------------ banners and victory
    def award(self, p: int, n: int, why: Message) -> None:
        self.banners[p] += n
        self.note(
            "banner",
            Message("sb-banner", army=self.army_said(p), count=n, why=why, total=self.banners[p]),
            player=p,
        )
        self.check_victory()

    def banner_total(self, p: int) -> int:
        total = self.banners[p]
        for _id, mask, banners, army in self.rs.objectives:
            if army not in (-1, p):
                continue
            for u in self.units:
                if u.hex >= 0 and u.side == p and mask >> u.hex & 1:
                    total += banners
                    break
        return total

    def check_victory(self) -> None:
        if self.winner is not None:
            return
        target = self.rs.scenario.victory.banners
        for p in (self.active, 1 - self.active):
            if self.banner_total(p) >= target:
                self.end(p, Message("sb-end-banners", army=self.army_said(p), count=target))
                return

    def check_armies_on_field(self) -> bool:
        """With the rule option ``no_pieces_left: loses``, an army with no unit and no leader on the
        field loses at once (both at once: a draw). Return whether the game ended."""
        self.pieces_left_field = False
        if self.opt.no_pieces_left != "loses" or self.winner is not None or self.draw:
            return False
        present = [False, False]
        for u in self.units:
            if u.hex >= 0:
                present[u.side] = True
        for lead in self.leaders:
            if lead.hex >= 0:
                present[lead.side] = True
        if all(present):
            return False
        if not any(present):
            self.draw = True
            said = Message("sb-end-no-pieces-draw")
            self.end_reason = render(said, "en")
            self.end_said = said
            self._legal = None
            self.note("end", said)
            return True
        gone = present.index(False)
        self.end(1 - gone, Message("sb-end-no-pieces", army=self.army_said(gone)))
        return True

    def end(self, winner: int, reason: Message) -> None:
        """The game ends: ``winner`` wins (the first end stands: the game ends at that moment, L1355-1358).
        The outcome's reason is the message (``end_reason`` keeps its English text for scripts)."""
        if self.winner is not None or self.draw:
            return
        self.winner = winner
        self.end_reason = render(reason, "en")
        self.end_said = reason
        self._legal = None
        self.note("end", reason, winner=winner)

    # ------------------------------------------------------------------ Honor & Fortune
    def gain_honor(self, p: int, n: int, why: Message) -> int:
        """Take up to ``n`` tokens from the general pool (an empty pool gives nothing, L1337-1343)."""
        got = min(n, self.pool)
        if got > 0:
            self.pool -= got
            self.honor[p] += got
            self.note(
                "honor",
                Message("sb-honor-take", army=self.army_said(p), count=got, why=why, reserve=self.honor[p]),
                player=p,
            )
        return got

    def pay_honor(self, p: int, n: int, why: Message) -> bool:
        """Pay ``n`` tokens to the pool; ``False`` (and nothing paid) if the reserve is short."""
        if n <= 0:
            return True
        if self.honor[p] < n:
            return False
        self.honor[p] -= n
        self.pool += n
        self.note(
            "honor", Message("sb-honor-pay", army=self.army_said(p), count=n, why=why, reserve=self.honor[p]), player=p
        )
        return True

    def lose_all_honor(self, p: int) -> None:
        self.pool += self.honor[p]
        self.honor[p] = 0

    # ------------------------------------------------------------------ cards
    def draw_command(self, p: int) -> str | None:
        if not self.commands.pile and self.commands.discards:
            self.note("reshuffle", Message("sb-reshuffle"))
        c = self.commands.draw(self.rng)
        if c is not None:
            self.hands[p].append(c)
        return c

    def draw_dragon(self, p: int) -> str | None:
        c = self.dragons.draw(self.rng)
        if c is not None:
            self.dragon_hands[p].append(c)
        return c

    def discard_random_command(self, p: int, why: Message, *, surrender_cause: bool = True) -> None:
        """The opponent picks a card at random from ``p``'s hand and discards it; a hand left with
        one card forces surrender (rules/000 §18, A20)."""
        hand = self.hands[p]
        if not hand:
            return
        i = self.rng.randint(0, len(hand) - 1, "random command card")
        c = hand.pop(i)
        self.commands.discard(c)
        self.note(
            "discard", Message("sb-discard", army=self.army_said(p), why=why, card=self.card_said(c)), player=p, card=c
        )
        if len(hand) <= 1 and (surrender_cause or self.opt.surrender == "any_loss"):
            self.end(1 - p, Message("sb-end-surrender", army=self.army_said(p), count=len(hand)))

    def face(self, purpose: str) -> int:
        return self.rs.faces[self.rng.randint(0, 5, purpose)]

    def roll(self, n: int, purpose: str) -> list[int]:
        faces = self.rs.faces
        ri = self.rng.randint
        return [faces[ri(0, 5, purpose)] for _ in range(n)]
