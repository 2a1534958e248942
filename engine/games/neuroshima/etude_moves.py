"""What the player to move in an etude may do: his tiles (placements, instants with their targets)
and, with the etude's ``mobility``, moves of mobile tiles and tiles on a Transport. The targets are
the engine's own queries (:mod:`engine.games.neuroshima.instants`)."""

from __future__ import annotations

from engine.core.game import Action
from engine.games.neuroshima import instants as ins
from engine.games.neuroshima.actions import (
    Mobility,
    TransportMove,
    UseAirStrike,
    UseBattle,
    UseGrenade,
    UseMove,
    UsePush,
    UseSniper,
)
from engine.games.neuroshima.analysis import analyze, mobility_view
from engine.games.neuroshima.catalog import INSTANT
from engine.games.neuroshima.etude_config import EtudeConfig
from engine.games.neuroshima.position import Position


class EtudeMoves:
    """Move generation, mixed into :class:`~engine.games.neuroshima.etude_play.EtudeState`."""

    cfg: EtudeConfig
    pos: Position
    moved: dict[int, int]
    transported: dict[int, int]

    def _netted(self, seat: int) -> list[bool]:
        view = mobility_view(self.pos, seat)
        return view[0] if view is not None else analyze(self.pos, self.cfg.rules).netted

    def _tile_plays(self, codes: list[int], seat: int, reduced: bool) -> list[Action]:
        pos = self.pos
        types = pos.catalog.types
        cfg = self.cfg
        free = [h for h, c in enumerate(pos.tile) if c < 0]
        out: list[Action] = []
        netted: list[bool] | None = None
        for code in dict.fromkeys(codes):
            tt = types[code]
            if tt.kind != INSTANT:
                table = cfg.place_actions(code)
                k = cfg.period[code] if reduced else 6
                for h in free:
                    out.extend(table[h][:k])
                continue
            effect = tt.instant or ""
            if effect in ("move", "push", "grenade") and netted is None:
                netted = self._netted(seat)
            out.extend(self._instant_actions(tt.id, effect, seat, netted, reduced))
        return out

    def _instant_actions(
        self, tid: str, effect: str, seat: int, netted: list[bool] | None, reduced: bool
    ) -> list[Action]:
        pos = self.pos
        hexes = pos.board.hexes
        rules = self.cfg.rules
        if effect == "battle":
            # NH rules: etudes have no stacks, so Battle tiles never run out (§2.5 does not apply; models/etude.py)
            return [UseBattle(tid)]
        if effect == "move":
            assert netted is not None
            opts = ins.move_tile_options(pos, netted, seat, rules)
            return [UseMove(tid, hexes[s], hexes[d], r) for s, d, r in self._reduce(opts, reduced)]
        if effect == "push":
            assert netted is not None
            return [UsePush(tid, hexes[p], hexes[t]) for p, t in ins.push_options(pos, netted, seat, rules)]
        if effect == "sniper":
            return [UseSniper(tid, hexes[t]) for t in ins.sniper_targets(pos, seat)]
        if effect == "air_strike":
            return [UseAirStrike(tid, hexes[t]) for t in ins.air_strike_targets(pos)]
        if effect == "grenade":
            assert netted is not None
            return [UseGrenade(tid, hexes[t]) for t in ins.grenade_targets(pos, netted, seat)]
        return []

    def _reduce(self, opts: list[tuple[int, int, int]], reduced: bool) -> list[tuple[int, int, int]]:
        """Moves ``(src, dst, rot)`` with one rotation per distinct facing (``reduced``)."""
        if not reduced:
            return opts
        pos = self.pos
        period = self.cfg.period
        out = []
        for s, d, r in opts:
            k = period[pos.tile[s]]
            if r >= k or (s == d and r == pos.rot[s] % k):
                continue
            out.append((s, d, r))
        return out

    def _move_options(self, seat: int, transport: bool) -> list[tuple[int, int, int]]:
        pos = self.pos
        cat = pos.catalog
        rules = self.cfg.rules
        if transport:
            if cat.transport_codes.isdisjoint(pos.tile):
                return []
            an = analyze(pos, rules)
            return ins.mobility_options(
                pos, an.netted, bool(an.recon[seat]), seat, rules, self.transported, an.transport
            )
        if cat.mobile_codes.isdisjoint(pos.tile):
            return []
        view = mobility_view(pos, seat)
        if view is None:
            an = analyze(pos, rules)
            view = (an.netted, bool(an.recon[seat]))
        return ins.mobility_options(pos, view[0], view[1], seat, rules, self.moved)

    def _move_actions(self, seat: int, reduced: bool) -> list[Action]:
        hexes = self.pos.board.hexes
        out: list[Action] = []
        for s, d, r in self._reduce(self._move_options(seat, False), reduced):
            out.append(Mobility(hexes[s], hexes[d], r))
        for s, d, r in self._reduce(self._move_options(seat, True), reduced):
            out.append(TransportMove(hexes[s], hexes[d], r))
        return out

    def _can_play(self, codes: list[int], seat: int) -> bool:
        """Whether any of these tiles can be played now (cheaper than listing the plays)."""
        types = self.pos.catalog.types
        free = -1 in self.pos.tile
        netted: list[bool] | None = None
        for code in set(codes):
            tt = types[code]
            if tt.kind != INSTANT:
                if free:
                    return True
                continue
            effect = tt.instant or ""
            if effect in ("battle", "air_strike"):
                return True
            if effect in ("move", "push", "grenade") and netted is None:
                netted = self._netted(seat)
            if self._instant_actions(tt.id, effect, seat, netted, True):
                return True
        return False
