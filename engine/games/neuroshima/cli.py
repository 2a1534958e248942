"""``warbench neuroshima ...``: resolve and explain a battle on a position file."""

from __future__ import annotations

import argparse
import json
from typing import Any

from engine.content.io import save_model
from engine.content.library import load_for_use
from engine.core.catalogue import catalogue, current_language, render
from engine.core.message import Message, Name
from engine.core.saying import localized as _t
from engine.core.subcommands import add_subcommand
from engine.games.neuroshima.battle import resolve_battle
from engine.games.neuroshima.convert import position_from_model, position_to_model, tiles_by_hex
from engine.games.neuroshima.etude_cli import add_solve_command
from engine.games.neuroshima.explain import battle_report
from engine.games.neuroshima.generator_cli import add_generate_command
from engine.games.neuroshima.models.setup import PositionModel
from engine.games.neuroshima.position import Position


def add_commands(subparsers: Any) -> None:
    p = add_subcommand(subparsers, "battle", "cli-nh-battle", _cmd_battle)
    p.add_argument("position", help=_t("cli-nh-position", "a neuroshima/position YAML file"))
    p.add_argument(
        "--json",
        action="store_true",
        help=_t("cli-nh-json", "machine-readable result: HQ hit points, tiles per hex, events"),
    )
    p.add_argument("--out", help=_t("cli-nh-out", "save the position after the battle to this file"))

    p = add_subcommand(subparsers, "show", "cli-nh-show", _cmd_show)
    p.add_argument("position", help=_t("cli-nh-position-2", "a neuroshima/position YAML file"))

    add_solve_command(subparsers)

    add_generate_command(subparsers)


def load_position(path: str) -> tuple[PositionModel, Position]:
    """A position file and its position, through the loading gate: raises :class:`ContentError`
    (file, line, field) with every error ``warbench validate`` reports for it."""
    model, lib = load_for_use(path, PositionModel)
    return model, position_from_model(model, lib)


def render_position(pos: Position, language: str | None = None) -> str:
    """One line per hex: label, axial coordinate, tile (player, rotation, damage), in ``language``
    (default the current one)."""
    cat = catalogue(language or current_language())
    types = pos.catalog.types
    lines = []
    for h, hx in enumerate(pos.board.hexes):
        c = pos.tile[h]
        if c < 0:
            what = "."
        else:
            t = types[c]
            name = Name.content({"en": t.name, "ru": t.name_ru})
            what = cat.render(
                Message("nh-position-tile", name=name, id=t.id, player=pos.owner[h] + 1, facing=pos.rot[h])
            )
            if pos.dmg[h]:
                what += cat.render(Message("nh-position-damage", damage=pos.dmg[h]))
        lines.append(f"{pos.board.labels[h]:>4} {hx!s:>6}  {what}")

    def per_player(values: list[int]) -> tuple[Message, ...]:
        return tuple(Message("nh-position-player-value", player=i + 1, value=v) for i, v in enumerate(values))

    lines.append(cat.render(Message("nh-position-hq-hp", hp=per_player(pos.hq_hp))))
    if pos.points_mode:
        lines.append(cat.render(Message("nh-position-points", points=per_player(pos.points))))
    return "\n".join(lines)


def _cmd_show(args: argparse.Namespace) -> int:
    """print a position file as a list of hexes"""
    print(render_position(load_position(args.position)[1]))
    return 0


def _cmd_battle(args: argparse.Namespace) -> int:
    """resolve one battle on a position file and explain it step by step

    Resolve one battle on a neuroshima/position file: prints every phase, attack, modifier, armor, net
    and medic, then the position after the battle. Choices (Clown, medics, Quartermaster) take their
    default answers."""
    model, pos = load_position(args.position)
    result = resolve_battle(pos, model.rules.compile())
    after = result.position
    if args.out:
        save_model(position_to_model(after, base=model), args.out)
    if args.json:
        types = after.catalog.types
        data = {
            "position": args.position,
            "hq_hp_before": {str(i + 1): hp for i, hp in enumerate(pos.hq_hp)},
            "hq_hp": {str(i + 1): hp for i, hp in enumerate(after.hq_hp)},
            "points": {str(i + 1): v for i, v in enumerate(after.points)},
            "tiles": tiles_by_hex(after),
            "removed": [{"player": o + 1, "tile": types[c].id} for o, c in after.removed],
            "events": [e.to_data() for e in result.events],
        }
        print(json.dumps(data, indent=2, ensure_ascii=False))
        return 0
    print(battle_report(result.events))
    print()
    print(render(Message("nh-position-after-battle")))
    print(render_position(after))
    return 0
