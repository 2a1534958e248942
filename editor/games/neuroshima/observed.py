"""A seat's observation as a position document the board widgets can draw: the tiles on the board
with their owners, turns and wounds, the HQ hit points and the hands, from the observation only
(plus the game's public setup: its armies, mode and board)."""

from __future__ import annotations

from engine.games.neuroshima.models import PlacedTile, PositionModel, PositionPlayer
from engine.games.neuroshima.models.setup import Mode
from engine.games.neuroshima.observation import BoardTile, EtudeObservation, NeuroshimaObservation


def placed(tiles: tuple[BoardTile, ...]) -> list[PlacedTile]:
    return [PlacedTile(hex=t.hex, tile=t.tile, player=t.owner + 1, rotation=t.rotation, damage=t.damage) for t in tiles]


def game_position(
    obs: NeuroshimaObservation, armies: tuple[str, ...], mode: Mode, *, extended: bool, points: bool
) -> PositionModel:
    """The board of a full game as ``obs`` shows it."""
    players = [
        PositionPlayer(
            army=a,
            hq_hp=None if points else max(0, obs.hq_hp[i]),
            points=obs.points[i],
            hand=list(obs.hands[i]),
            discard=list(obs.discards[i]),
        )
        for i, a in enumerate(armies)
    ]
    return PositionModel(
        id="position",
        mode=mode,
        extended_board=extended,
        points_variant=points,
        players=players,
        tiles=placed(obs.tiles),
        to_move=(obs.to_move if obs.to_move is not None else 0) + 1,
    )


def empty_position(armies: tuple[str, ...], mode: Mode, *, extended: bool, points: bool) -> PositionModel:
    """The board with nothing on it (what shows behind the curtain)."""
    return PositionModel(
        id="position",
        mode=mode,
        extended_board=extended,
        points_variant=points,
        players=[PositionPlayer(army=a) for a in armies],
    )


def etude_position(obs: EtudeObservation, base: PositionModel) -> PositionModel:
    """An etude's board as ``obs`` shows it; ``base`` is the etude's starting position (armies, mode)."""
    players = [
        p.model_copy(update={"hq_hp": max(0, obs.hq_hp[i]) if i < len(obs.hq_hp) else p.hq_hp})
        for i, p in enumerate(base.players)
    ]
    if players:
        players[0] = players[0].model_copy(update={"hand": list(obs.pool)})
    if len(players) > 1:
        players[1] = players[1].model_copy(update={"hand": list(obs.opponent_hand)})
    return base.model_copy(update={"players": players, "tiles": placed(obs.tiles)})
