"""Small built-in etudes that play out fast: the ``neuroshima_etude`` game's example setups
(conformance tests, ``warbench play neuroshima_etude``). The bundled, curated etudes live in
``content/core/neuroshima/etudes/``."""

from __future__ import annotations

import functools

from engine.games.neuroshima.models.etude import Etude, EtudeSide, OpponentNext, Text, VictoryCondition, VictoryKind
from engine.games.neuroshima.models.setup import PlacedTile


def _tiles(*specs: tuple[str, str, int, int]) -> list[PlacedTile]:
    return [PlacedTile(hex=h, tile=t, player=p, rotation=r) for h, t, p, r in specs]


@functools.cache
def example_etudes() -> tuple[Etude, ...]:
    """Three small etudes: a shot with a Battle tile in the pool; a push whose destination the
    opponent picks, so the next tile must answer wherever it went; an opponent who moves next
    with a Ganger and a Battle tile."""
    return (
        Etude(
            id="example-one-shot",
            title=Text(en="One shot", ru="Один выстрел"),
            solver=EtudeSide(army="outpost", hq_hp=5),
            opponent=EtudeSide(army="moloch", hq_hp=1),
            tiles=_tiles(
                ("0,0", "outpost_hq", 1, 0),
                ("1,-1", "moloch_hq", 2, 0),
                ("-1,1", "moloch_blocker", 2, 3),
            ),
            pool=["outpost_commando", "outpost_sniper", "outpost_battle"],
            choose=2,
            victory=[VictoryCondition(kind=VictoryKind.DESTROY_ENEMY_HQ)],
        ),
        Etude(
            id="example-chase",
            title=Text(en="Chase", ru="Погоня"),
            solver=EtudeSide(army="moloch", hq_hp=5),
            opponent=EtudeSide(army="borgo", hq_hp=9),
            tiles=_tiles(
                ("0,1", "moloch_hq", 1, 0),
                ("0,-2", "borgo_hq", 2, 0),
                ("0,-1", "borgo_mutant", 2, 0),
                ("0,0", "moloch_blocker", 1, 0),
            ),
            pool=["moloch_push", "moloch_hybrid"],
            choose=2,
            victory=[VictoryCondition(kind=VictoryKind.DESTROY_ALL_ENEMY_UNITS)],
        ),
        Etude(
            id="example-brace",
            title=Text(en="Brace", ru="Держись"),
            solver=EtudeSide(army="borgo", hq_hp=1),
            opponent=EtudeSide(army="hegemony", hq_hp=5),
            tiles=_tiles(
                ("-2,2", "borgo_hq", 1, 0),
                ("-2,1", "borgo_mutant", 1, 0),
                ("-1,2", "borgo_mutant", 1, 0),
                ("2,-2", "hegemony_hq", 2, 0),
            ),
            pool=["borgo_mutant", "borgo_battle"],
            choose=1,
            final_battle=False,
            victory=[VictoryCondition(kind=VictoryKind.OWN_HQ_AT_LEAST, value=1)],
            opponent_next=OpponentNext(hand=["hegemony_ganger", "hegemony_battle"], plays=2),
        ),
    )
