"""What every Neuroshima state shares. The full game (:class:`~engine.games.neuroshima.state.NeuroshimaState`)
and the etude (:class:`~engine.games.neuroshima.etude_play.EtudeState`) are both a
:class:`NeuroshimaBaseState`: the etude is the game's rules with its own flow around them.

The base owns the board, the tiles each seat holds, the seat whose turn it is, the nets and bonuses
on the board (cached until it changes), and playing tiles from a hand: board tiles put on free
hexes, instant tiles with their targets and effects (the one place where an instant in hand becomes
legal actions, and a played instant becomes its effect), moves of mobile tiles and of tiles on a
Transport, battles, and effects that wait for a player's choice (re-run with the choices made so
far, see :mod:`engine.games.neuroshima.decisions`).

A subclass adds its flow: whose turn comes next and when the game ends, what a used tile counts for
(:meth:`_tile_used`), whether Battle tiles may still be played (:meth:`_battle_tiles_allowed`),
what follows a battle (:meth:`_battle_then`, :meth:`_after_battle`).
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Self

from engine.core.game import Action, Event, Game, State
from engine.core.hexgrid import Hex
from engine.core.message import Message, Name, Value
from engine.games.neuroshima import instants as ins
from engine.games.neuroshima.actions import (
    Mobility,
    Place,
    TransportMove,
    UseAirStrike,
    UseBattle,
    UseGrenade,
    UseMove,
    UsePush,
    UseSniper,
)
from engine.games.neuroshima.analysis import Analysis, analyze, mobility_view
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.catalog import INSTANT
from engine.games.neuroshima.config import PlayConfig
from engine.games.neuroshima.decisions import NeedDecision, Pending, RecordedChooser
from engine.games.neuroshima.explain import make_event
from engine.games.neuroshima.position import Position

#: the action of each instant effect (a tile type's ``instant``)
INSTANT_ACTIONS: dict[str, type[Action]] = {
    "battle": UseBattle,
    "move": UseMove,
    "push": UsePush,
    "sniper": UseSniper,
    "air_strike": UseAirStrike,
    "grenade": UseGrenade,
}

Move = tuple[int, int, int]  # (from hex, to hex, rotation), hexes by board index


class NeuroshimaBaseState(State):
    """A Neuroshima board in play with the tiles in the seats' hands; see the module docstring."""

    cfg: PlayConfig

    def __init__(
        self,
        game: Game,
        cfg: PlayConfig,
        pos: Position,
        hands: list[list[int]],
        seat: int,
        seed: int,
        *,
        record_rng: bool = True,
    ) -> None:
        super().__init__(game, seed, record_rng=record_rng)
        self.cfg = cfg
        self.pos = pos
        #: tile codes in each seat's hand (in an etude: the solver's pool and the opponent's hand)
        self.hands = hands
        #: the seat whose turn it is
        self.seat = seat
        self.pending: Pending | None = None
        #: mobility and Transport moves made this turn, by tile instance
        self.mobility_used: dict[int, int] = {}
        self.transport_used: dict[int, int] = {}
        #: build explanation events (off for AI look-ahead and the solver)
        self.record_events = True
        self._ev: list[Event] = []
        self._an: Analysis | None = None
        self._mv: tuple[int, tuple[list[bool], bool] | None] | None = None

    # ================================================================== hooks of the game's flow

    def _tile_used(self, code: int, instant: bool) -> None:
        """A tile from the hand of :attr:`seat` was used (placed, or an instant shown)."""
        raise NotImplementedError

    def _battle_tiles_allowed(self) -> bool:
        """Whether Battle tiles may be played now."""
        return True

    def _battle_then(self) -> str:
        """What follows a battle that :attr:`seat` starts in his turn (passed to :meth:`_after_battle`)."""
        raise NotImplementedError

    def _after_battle(self, then: str) -> None:
        raise NotImplementedError

    def _effect_waits(self) -> None:
        """An effect stopped for a choice (:attr:`pending` is set)."""

    def _effect_done(self, removed: list[tuple[int, int]]) -> None:
        """An effect was resolved; ``removed`` are ``(owner, code)`` of the tiles that left the board."""

    def _battle_fought(self, events: list[Event]) -> None:
        """A battle was resolved (``events`` explain it when :attr:`record_events`)."""

    # ================================================================== the board: nets and bonuses

    def analysis(self) -> Analysis:
        """Nets and bonuses on the current board (cached until the board changes)."""
        if self._an is None:
            self._an = analyze(self.pos, self.cfg.rules)
        return self._an

    def mobility_view(self) -> tuple[list[bool], bool] | None:
        """Nets and Recon Centre for the seat to move, cheaper than :meth:`analysis` (cached); ``None``
        when only a full analysis tells (a Scoper on the board)."""
        seat = self.seat
        if self._an is not None:
            return self._an.netted, bool(self._an.recon[seat])
        if self._mv is None or self._mv[0] != seat:
            self._mv = (seat, mobility_view(self.pos, seat))
        return self._mv[1]

    def netted(self) -> list[bool]:
        """Which hexes are netted now (cached until the board changes)."""
        view = self.mobility_view()
        return view[0] if view is not None else self.analysis().netted

    def _changed(self) -> None:
        self._an = None
        self._mv = None

    # ================================================================== what the seat to move may do

    def legal_actions_at(self, hx: Hex) -> list[Action]:
        """The legal actions that involve hex ``hx``: placing on it, moving from or to it, pushing,
        shooting or healing there (what the player view offers when a hex is clicked)."""
        return [a for a in self.legal_actions() if any(v == hx for v in vars(a).values())]

    def tile_actions(self, codes: Iterable[int], reduced: bool = False) -> list[Action]:
        """What :attr:`seat` may do with these tiles: each board tile on each free hex in each rotation,
        each instant on each of its targets. ``reduced`` leaves out rotations that give a tile the same
        facing as a smaller one (a tile a turn maps onto itself acts the same)."""
        pos = self.pos
        types = pos.catalog.types
        cfg = self.cfg
        free = [h for h, c in enumerate(pos.tile) if c < 0]
        out: list[Action] = []
        for code in dict.fromkeys(codes):
            tt = types[code]
            if tt.kind != INSTANT:
                table = cfg.place_actions(code)
                k = cfg.period[code] if reduced else 6
                for h in free:
                    out.extend(table[h] if k == 6 else table[h][:k])
            else:
                out.extend(self.instant_actions(tt.id, tt.instant or "", reduced))
        return out

    def instant_actions(self, tid: str, effect: str, reduced: bool = False) -> list[Action]:
        """The actions of instant tile ``tid`` (effect ``effect``) for :attr:`seat`, one per target
        (rules/002 §3.4; the targets are :mod:`engine.games.neuroshima.instants`' queries)."""
        pos = self.pos
        seat = self.seat
        hexes = pos.board.hexes
        rules = self.cfg.rules
        memo = self.cfg.memo
        if effect == "battle":
            if not self._battle_tiles_allowed():
                return []
            key: tuple[object, ...] = (UseBattle, tid)
            a = memo.get(key)
            if a is None:
                a = memo[key] = UseBattle(tid)
            return [a]
        if effect == "move":
            out: list[Action] = []
            for s, d, r in self._reduce(ins.move_tile_options(pos, self.netted(), seat, rules), reduced):
                key = (UseMove, tid, s, d, r)
                a = memo.get(key)
                if a is None:
                    a = memo[key] = UseMove(tid, hexes[s], hexes[d], r)
                out.append(a)
            return out
        if effect == "push":
            return [UsePush(tid, hexes[p], hexes[t]) for p, t in ins.push_options(pos, self.netted(), seat, rules)]
        if effect == "sniper":
            return [UseSniper(tid, hexes[t]) for t in ins.sniper_targets(pos, seat)]
        if effect == "air_strike":
            return [UseAirStrike(tid, hexes[t]) for t in ins.air_strike_targets(pos)]
        if effect == "grenade":
            return [UseGrenade(tid, hexes[t]) for t in ins.grenade_targets(pos, self.netted(), seat)]
        return []

    def can_play(self, codes: Iterable[int]) -> bool:
        """Whether :attr:`seat` can play any of these tiles now (cheaper than listing the plays)."""
        types = self.pos.catalog.types
        free = -1 in self.pos.tile
        for code in set(codes):
            tt = types[code]
            if tt.kind != INSTANT:
                if free:
                    return True
            elif tt.instant == "air_strike" or self.instant_actions(tt.id, tt.instant or "", True):
                return True
        return False

    def move_options(self, transport: bool) -> list[Move]:
        """Mobility moves of :attr:`seat`'s tiles, or with ``transport`` moves of tiles on his
        Transports: ``(src, dst, rot)`` (rules/002 §4.6, §6.1)."""
        pos = self.pos
        seat = self.seat
        # only worth an analysis when a mobile tile or a Transport (which may serve a Scoper's side) is on the board
        codes = pos.catalog.transport_codes if transport else pos.catalog.mobile_codes
        if codes.isdisjoint(pos.tile):
            return []
        rules = self.cfg.rules
        if transport:
            an = self.analysis()
            return ins.mobility_options(
                pos, an.netted, bool(an.recon[seat]), seat, rules, self.transport_used, an.transport
            )
        view = self.mobility_view()
        if view is None:
            an = self.analysis()
            view = (an.netted, bool(an.recon[seat]))
        return ins.mobility_options(pos, view[0], view[1], seat, rules, self.mobility_used)

    def move_actions(self, transport: bool, reduced: bool = False) -> list[Action]:
        """:meth:`move_options` as actions (``reduced``: as in :meth:`tile_actions`)."""
        options = self._reduce(self.move_options(transport), reduced)
        if not options:
            return []
        hexes = self.pos.board.hexes
        cls = TransportMove if transport else Mobility
        memo = self.cfg.memo
        out: list[Action] = []
        for s, d, r in options:
            key = (cls, s, d, r)
            a = memo.get(key)
            if a is None:
                a = memo[key] = cls(hexes[s], hexes[d], r)
            out.append(a)
        return out

    def _reduce(self, options: list[Move], reduced: bool) -> list[Move]:
        """Moves with one rotation per distinct facing (when ``reduced``): a turn that leaves the tile
        as it was is no move."""
        if not reduced:
            return options
        pos = self.pos
        period = self.cfg.period
        out = []
        for s, d, r in options:
            k = period[pos.tile[s]]
            if r >= k or (s == d and r == pos.rot[s] % k):
                continue
            out.append((s, d, r))
        return out

    # ================================================================== playing tiles

    def _event(self, kind: str, data: dict[str, Any], text: str | Message | None = None) -> None:
        if self.record_events:
            self._ev.append(make_event(kind, data, text))

    def _name(self, code: int) -> str:
        return self.cfg.catalog.types[code].name

    def tile_said(self, tile_id: str) -> Name | str:
        """A tile named by its id as people read it (its id as it is when the army has no such tile)."""
        code = self.cfg.catalog.by_id.get(tile_id, -1)
        return self._said(code) if code >= 0 else tile_id

    def _said(self, code: int) -> Name:
        """A tile type's name for people: the army's Russian name where it has one."""
        t = self.cfg.catalog.types[code]
        return Name.content({"en": t.name, "ru": t.name_ru})

    def _play_tile(self, action: Action) -> None:
        """:attr:`seat` uses a tile from his hand: a board tile goes on a free hex with the rotation he
        chooses (rules/002 §2.3); an instant is shown, counts as used and is resolved (§3.4)."""
        seat = self.seat
        tid: str = getattr(action, "tile", "")
        code = self.cfg.catalog.by_id[tid]
        self.hands[seat].remove(code)
        if isinstance(action, Place):
            self._tile_used(code, instant=False)
            pos = self.pos
            was_full = pos.main_full()
            pos.put(pos.board.index[action.hex], code, seat, action.rot)
            self._changed()
            if self.record_events:
                self._event(
                    "place",
                    {"player": seat + 1, "tile": tid, "hex": str(action.hex), "rot": action.rot},
                    Message("nh-place", player=seat + 1, tile=self._said(code), hex=str(action.hex), rot=action.rot),
                )
            self._check_full(was_full)
            return
        self._tile_used(code, instant=True)
        self._play_instant(action, tid)

    def _play_instant(self, action: Action, tid: str) -> None:
        """The effect of a played instant (rules/002 §3.4)."""
        seat = self.seat
        pos = self.pos
        idx = pos.board.index
        if isinstance(action, UseBattle):
            if self.record_events:
                self._event("use", {"player": seat + 1, "tile": tid}, Message("nh-use-battle", player=seat + 1))
            self._battle("a Battle tile", self._battle_then())
        elif isinstance(action, UseMove):
            self._step_tile(action, "use", {"tile": tid}, "nh-use-move", {})
        elif isinstance(action, UsePush):
            self._run("push", (idx[action.pusher], idx[action.target]), (), "")
        elif isinstance(action, UseSniper):
            self._run("sniper", (idx[action.target],), (), "")
        elif isinstance(action, UseAirStrike):
            self._run("air_strike", (idx[action.target],), (), "")
        elif isinstance(action, UseGrenade):
            self._run("grenade", (idx[action.target],), (), "")
        else:  # pragma: no cover - every instant action is listed above
            raise TypeError(f"{action} is not an instant")

    def _move_tile(self, action: Mobility | TransportMove) -> None:
        """A mobile tile, or a tile on a Transport, moves and/or turns (rules/002 §4.6, §6.1)."""
        pos = self.pos
        idx = pos.board.index
        transport = isinstance(action, TransportMove)
        used = self.transport_used if transport else self.mobility_used
        u = pos.uid[idx[action.src]]
        used[u] = used.get(u, 0) + 1
        self._step_tile(action, "move", {}, "nh-move", {"how": "transport" if transport else "mobility"})

    def _step_tile(
        self,
        action: UseMove | Mobility | TransportMove,
        kind: str,
        data: dict[str, Any],
        text: str,
        said: dict[str, Any],
    ) -> None:
        """Move the tile on ``action.src`` to ``action.dst`` facing ``action.rot`` (a Move tile's
        step, a mobile tile's, a Transport's), log it as event ``kind`` (``data`` after the player)
        explained by message ``text`` (``said`` after the tile), and start the battle a main field
        filled by the step calls for."""
        seat = self.seat
        pos = self.pos
        src, dst = pos.board.index[action.src], pos.board.index[action.dst]
        was_full = pos.main_full()
        name = self._said(pos.tile[src])
        pos.move(src, dst, action.rot)
        self._changed()
        if self.record_events:
            where: dict[str, Value] = {"src": str(action.src), "dst": str(action.dst), "rot": action.rot}
            self._event(
                kind,
                {"player": seat + 1, **data, "from": str(action.src), "to": str(action.dst), "rot": action.rot},
                Message(text, player=seat + 1, tile=name, **said, **where),
            )
        self._check_full(was_full)

    def _place_refusal(self, at: Hex) -> Message | None:
        """Why no tile may be placed on ``at``: it is off the board, or a tile lies there."""
        h = self.pos.board.find(at)
        if h < 0:
            return Message("nh-refuse-off-board", hex=str(at))
        if self.pos.tile[h] >= 0:
            return Message("nh-refuse-taken", hex=str(at))
        return None

    def _check_full(self, was_full: bool) -> None:
        # NH rules: the main field filling up starts a battle at once; the turn ends after it (§2.3, E47)
        if not was_full and self.pos.main_full():
            self._battle("the main field is full", self._battle_then())

    # ================================================================== effects

    def _battle(self, reason: str, then: str) -> None:
        self._run("battle", (), (), then, reason)

    def _run(self, kind: str, args: tuple[int, ...], choices: tuple[Action, ...], then: str, reason: str = "") -> None:
        """Resolve effect ``kind`` from the current position with the choices made so far; stop at
        the first choice still to be made (:attr:`pending`)."""
        chooser = RecordedChooser(choices)
        explain = self.record_events
        was_full = self.pos.main_full()
        try:
            new_pos, events = self._resolve(kind, args, chooser, explain, reason)
        except NeedDecision as need:
            self.pending = Pending(kind, args, choices, need.decision, then, reason)
            self._effect_waits()
            return
        self.pending = None
        self._effect_done(new_pos.removed)
        new_pos.removed = []
        self.pos = new_pos
        self._changed()
        if explain:
            self._ev.extend(events)
        if kind == "battle":
            self._battle_fought(events)
            self._after_battle(then)
        elif kind == "push":
            # a push from the extra ring onto the main field may fill it (sniper, air strike and grenade only
            # ever empty hexes)
            self._check_full(was_full)

    def _resolve(
        self, kind: str, args: tuple[int, ...], chooser: RecordedChooser, explain: bool, reason: str
    ) -> tuple[Position, list[Event]]:
        pos, rules, seat = self.pos, self.cfg.rules, self.seat
        if kind == "battle":
            return resolve_battle(pos, rules, chooser=chooser, explain=explain, reason=reason)
        if kind == "push":
            return ins.resolve_push(pos, rules, seat, args[0], args[1], chooser, explain)
        if kind == "sniper":
            return ins.resolve_sniper(pos, rules, seat, args[0], chooser, explain)
        if kind == "air_strike":
            return ins.resolve_air_strike(pos, rules, seat, args[0], chooser, explain)
        return ins.resolve_grenade(pos, rules, seat, args[0], chooser, explain)

    def _resume(self, choice: Action) -> None:
        """Re-run the pending effect with one more choice."""
        p = self.pending
        assert p is not None
        self._run(p.kind, p.args, (*p.choices, choice), p.then, p.reason)

    # ================================================================== copies

    def quiet(self) -> None:
        """A search copy: no RNG log and no explanations."""
        super().quiet()
        self.record_events = False

    def _copy(self) -> Self:
        """A copy with its own board, hands and move counts (the RNG, history and events are shared)."""
        other = self.__class__.__new__(self.__class__)
        other.__dict__.update(self.__dict__)
        other.pos = self.pos.copy()
        other.hands = [h[:] for h in self.hands]
        other.mobility_used = dict(self.mobility_used)
        other.transport_used = dict(self.transport_used)
        other._ev = []
        return other
