"""Positions where a rule option changes play (issue 28: an option that changes nothing is a defect).

Every registered game declares its rule options (``Game.rule_options``). For each option and each of
its values other than the default, ``tests/data/rule_options/<game>/<option>.yaml`` holds a case: a
setup (an index into the game's example setups, or a setup's data), a seed and actions in the game's
notation. Played through the engine once with the default and once with that value, the two games
must differ: an action legal in one and not the other, other events, other legal actions, another
observation for some seat, or another outcome.

An option may also have a content folder of its own, ``tests/data/rule_options/<game>/<option>/``,
added to the bundled content for its cases (and a game's ``content`` folder for all of them), and
hand-written ``positions`` (setups' data) the search starts from instead of the example setups, for
situations random play of those seldom meets (a game's ``positions.yaml`` for all its options).

Regenerate the searched cases with ``python -m tests.support.rule_options --write [game ...]``: seeded
random playouts of the example setups, each stepped under both settings, cut at the first difference.
A case written by hand (``searched: false``) is kept as it is.
"""

from __future__ import annotations

import argparse
import random
import sys
import typing
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import yaml
from annotated_types import Ge, Le
from pydantic import BaseModel

from engine.content.library import ContentLibrary, bundled_library
from engine.core.game import Game, State
from engine.core.registry import load_game, registered_games

DATA = Path(__file__).resolve().parents[1] / "data" / "rule_options"


def values_to_prove(model: type[BaseModel]) -> dict[str, list[Any]]:
    """Per option, the values a case must show differ from the default: every other choice of a
    choice or a yes/no, and for a number the ones next to the default (within its bounds), which
    show that the number is used at all."""
    out: dict[str, list[Any]] = {}
    for name, spec in model.model_fields.items():
        default = spec.default
        tp = spec.annotation
        if typing.get_origin(tp) is typing.Literal:
            values = list(typing.get_args(tp))
        elif tp is bool:
            values = [False, True]
        elif tp is int:
            lo = next((m.ge for m in spec.metadata if isinstance(m, Ge)), None)
            hi = next((m.le for m in spec.metadata if isinstance(m, Le)), None)
            if lo is None or hi is None:
                raise TypeError(f"option {name}: a number option needs both bounds")
            values = [v for v in (default - 1, default + 1) if lo <= v <= hi]
        else:
            raise TypeError(f"option {name}: no way to list the values of {tp!r}")
        out[name] = [v for v in values if v != default]
    return out


def setup_of(game: Game, spec: Any) -> Any:
    return game.example_setups()[spec] if isinstance(spec, int) else game.setup_from_data(spec)


def _signature(state: State, events: Sequence[Any], *, seen: bool = True) -> Any:
    """What a step shows: its events, then who moves, what they may do and (unless ``seen`` is
    false, to search faster) what every seat sees."""
    legal = sorted(a.to_str() for a in state.legal_actions())
    views = [state.observation(p).to_data() for p in range(state.num_players())] if seen else None
    outcome = state.outcome()
    return (
        [e.to_data() for e in events],
        state.current_player(),
        legal,
        views,
        outcome.to_data() if outcome is not None else None,
    )


def trace(game: Game, setup: Any, seed: int, actions: Sequence[str], content: ContentLibrary) -> list[Any]:
    """The game played from ``setup`` with ``seed`` through ``actions``: the events of every step, and
    the last step's signature (a case ends where the two settings first differ); an action that is
    not legal ends it with the reason."""
    state = game.new_initial_state(setup, content, seed)
    out: list[Any] = []
    events: Sequence[Any] = []
    for text in actions:
        action = game.parse_action(text)
        reason = "the game is over" if state.is_terminal() else state.illegal_reason(action)
        if reason is not None:
            out.append(("illegal", text, reason))
            return out
        events = state.apply(action)
        out.append([e.to_data() for e in events])
    out.append(_signature(state, events))
    return out


def cases_file(game_id: str, option: str) -> Path:
    return DATA / game_id / f"{option}.yaml"


def content_for(game_id: str, option: str) -> ContentLibrary:
    """The bundled content, plus the game's ``content`` folder and the option's own folder when
    they exist (a map or an army made for the cases)."""
    content = bundled_library()
    for folder in (DATA / game_id / "content", DATA / game_id / option):
        if folder.is_dir():
            if content is bundled_library():
                content = content.copy()
            content.add_folder(folder, strict=True)
    return content


def _load(game_id: str, option: str) -> dict[str, Any]:
    path = cases_file(game_id, option)
    if not path.exists():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if data.get("option") != option:
        raise ValueError(f"{path}: 'option' must be {option!r}")
    return dict(data)


def load_positions(game_id: str, option: str) -> list[dict[str, Any]]:
    """Positions written by hand for an option whose situation random play of the example setups
    seldom meets: a ``setup`` (data) and optionally a ``script`` of first actions; the search
    starts from them instead, trying seeds until the script is legal and the settings differ."""
    own = _load(game_id, option).get("positions")
    if own:
        return list(own)
    shared = DATA / game_id / "positions.yaml"
    if shared.exists():
        return list(yaml.safe_load(shared.read_text(encoding="utf-8")).get("positions") or [])
    return []


def load_cases(game_id: str, option: str) -> list[dict[str, Any]]:
    path = cases_file(game_id, option)
    cases = _load(game_id, option).get("cases") or []
    for i, case in enumerate(cases):
        for key in ("value", "setup", "seed", "actions"):
            if key not in case:
                raise ValueError(f"{path}: cases[{i}] has no {key!r}")
    return list(cases)


# ---------------------------------------------------------------------------------------- the search


def search(
    game: Game,
    option: str,
    value: Any,
    content: ContentLibrary,
    *,
    positions: Sequence[Any] = (),
    seeds: int = 12,
    max_steps: int = 4000,
) -> dict[str, Any] | None:
    """A case where ``option: value`` plays differently from the default: random playouts of each
    position (default: the example setups), chosen from the legal actions of one setting
    (alternately), stepped under both."""
    if positions:
        starts = [(p["setup"], game.setup_from_data(p["setup"]), p.get("script") or []) for p in positions]
    else:
        starts = [(i, setup, []) for i, setup in enumerate(game.example_setups())]
    for seed in range(seeds):
        for index, (spec, setup, script) in enumerate(starts):
            default = game.new_initial_state(setup, content, seed)
            changed = game.new_initial_state(game.setup_with_rules(setup, {option: value}), content, seed)
            driver, mirror = (changed, default) if seed % 2 == 0 else (default, changed)
            rnd = random.Random(seed * 7919 + index)
            actions: list[str] = []
            if _signature(driver, []) != _signature(mirror, []):
                return {"value": value, "setup": spec, "seed": seed, "actions": actions}
            steps = 0
            # a scripted position shows its option soon after the script, or not with these dice
            limit = len(script) + 60 if script else max_steps
            while not driver.is_terminal() and steps < limit:
                legal = driver.legal_actions()
                action = legal[rnd.randrange(len(legal))]
                if steps < len(script):  # the position's own first moves, while the dice allow them
                    action = game.parse_action(script[steps])
                    if action not in legal:
                        break
                actions.append(action.to_str())
                if mirror.is_terminal() or mirror.illegal_reason(action) is not None:
                    return {"value": value, "setup": spec, "seed": seed, "actions": actions}
                steps += 1
                # what every seat sees is compared now and then: a difference there soon shows in play
                done_a, done_b = driver.apply(action), mirror.apply(action)
                seen = steps % 8 == 0 or driver.is_terminal() or mirror.is_terminal()
                a = _signature(driver, done_a, seen=seen)
                b = _signature(mirror, done_b, seen=seen)
                if a != b:
                    return {"value": value, "setup": spec, "seed": seed, "actions": actions}
    return None


def write_cases(game: Game, option: str, cases: list[dict[str, Any]]) -> None:
    path = cases_file(game.id, option)
    path.parent.mkdir(parents=True, exist_ok=True)
    data: dict[str, Any] = {"option": option}
    positions = _load(game.id, option).get("positions")
    if positions:
        data["positions"] = positions
    data["cases"] = cases
    text = yaml.safe_dump(data, sort_keys=False, allow_unicode=True, width=110, default_flow_style=None)
    tmp = path.with_suffix(".tmp")
    tmp.write_text(f"# cases for the {game.id} rule option {option}: see tests/support/rule_options.py\n" + text)
    tmp.replace(path)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("games", nargs="*", help="game ids (default: every registered game)")
    parser.add_argument("--option", action="append", default=[], help="only these options")
    parser.add_argument("--seeds", type=int, default=12)
    parser.add_argument("--write", action="store_true", help="write the cases found")
    parser.add_argument("--missing", action="store_true", help="search only values without a case")
    args = parser.parse_args(argv)
    games = [load_game(g) for g in args.games] if args.games else registered_games()
    missing = 0
    for game in games:
        model = game.rule_options()
        if model is None:
            continue
        for option, values in values_to_prove(model).items():
            if args.option and option not in args.option:
                continue
            kept = load_cases(game.id, option)
            by_hand = [c for c in kept if c.get("searched") is False]
            cases = list(by_hand)
            for value in values:
                if any(c["value"] == value for c in by_hand):
                    continue
                if args.missing and any(c["value"] == value for c in kept):
                    cases += [c for c in kept if c["value"] == value]
                    continue
                positions = load_positions(game.id, option)
                content = content_for(game.id, option)
                found = search(game, option, value, content, positions=positions, seeds=args.seeds)
                label = f"{game.id} {option}={value!r}"
                if found is None:
                    missing += 1
                    print(f"{label}: no difference found", flush=True)
                    continue
                where = found["setup"] if isinstance(found["setup"], int) else "a position"
                print(f"{label}: setup {where} seed {found['seed']}, {len(found['actions'])} actions", flush=True)
                cases.append(found)
            cases = [c for c in cases if c["value"] in values]
            if args.write and cases:
                write_cases(game, option, cases)
    return 1 if missing else 0


if __name__ == "__main__":
    sys.exit(main())
