"""Parameter sweeps: one value of a setup (victory banners, a unit's dice, starting honor, a card
count, a turn limit) played over a range, to see the win rates move with it and find the value
nearest to even.

A value is named by its dotted path into the setup document as data (``victory.banners``,
``units.3.dice``: a list's items by their place, from 0). Every value of the range is a run of its
own (:class:`~engine.ai.batch.SimulationSpec`), all played on one set of workers
(:func:`~engine.ai.batch.run_batches`), and each has its full report; the sweep's report adds the
win rate of every seat against the value, with its 95% interval.
"""

from __future__ import annotations

import copy
import dataclasses
import re
from collections.abc import Mapping, Sequence
from typing import Any

from engine.ai.report import plus_minus
from engine.core.errors import WarbenchError, excerpt_said, said_of, shorten
from engine.core.message import Message, Name
from engine.core.saying import rendered, said

#: the most values one sweep plays (each is a whole run)
MAX_VALUES = 200

_RANGE = re.compile(
    r"^\s*(?P<path>[^=\s]+)\s*=\s*(?P<a>-?[\d.]+)\s*\.\.\s*(?P<b>-?[\d.]+)\s*(?::\s*(?P<step>[\d.]+))?\s*$"
)


class SweepError(WarbenchError, ValueError):
    """A sweep that cannot run: a bad range, or a path that names no number of the setup."""


def leaf_values(data: Any, prefix: str = "") -> dict[str, Any]:
    """Every scalar of ``data`` (a setup as data) by its dotted path."""
    out: dict[str, Any] = {}
    items: Any
    if isinstance(data, Mapping):
        items = data.items()
    elif isinstance(data, (list, tuple)):
        items = enumerate(data)
    else:
        return {prefix: data} if prefix else {}
    for key, value in items:
        out.update(leaf_values(value, f"{prefix}.{key}" if prefix else str(key)))
    return out


#: numbers of a setup document that are not the game's: the format's version
NOT_GAME_VALUES = ("schema_version",)


def numeric_paths(data: Any) -> dict[str, int | float]:
    """The numbers of ``data`` a sweep can vary, by dotted path (yes/no switches are not numbers,
    nor is the document's format version)."""
    return {
        p: v
        for p, v in leaf_values(data).items()
        if isinstance(v, (int, float)) and not isinstance(v, bool) and p not in NOT_GAME_VALUES
    }


def _step_into(node: Any, key: str, path: str, walked: str) -> Any:
    if isinstance(node, Mapping):
        if key not in node:
            known = tuple(sorted(str(k) for k in node))
            raise SweepError(
                Message("sweep-no-field", path=path, where=walked or Name.of("sweep-setup"), key=key, known=known)
            )
        return node[key]
    if isinstance(node, list):
        if not key.isdigit() or int(key) >= len(node):
            raise SweepError(
                Message(
                    "sweep-not-an-index",
                    path=path,
                    where=walked or Name.of("sweep-setup"),
                    count=len(node),
                    key=key,
                    last=len(node) - 1,
                )
            )
        return node[int(key)]
    raise SweepError(Message("sweep-not-a-group", path=path, where=walked or Name.of("sweep-setup")))


def value_at(data: Any, path: str) -> Any:
    """The value at ``path`` in ``data``; raises :class:`SweepError` naming where the path stops."""
    node, walked = data, ""
    for key in path.split("."):
        node = _step_into(node, key, path, walked)
        walked = f"{walked}.{key}" if walked else key
    return node


def with_value(data: Any, path: str, value: Any) -> Any:
    """A copy of ``data`` with ``value`` at ``path`` (which must name a number already there)."""
    current = value_at(data, path)
    if path in NOT_GAME_VALUES:
        raise SweepError(Message("sweep-format-version", path=path))
    if isinstance(current, bool) or not isinstance(current, (int, float)):
        raise SweepError(Message("sweep-not-a-number", path=path, value=excerpt_said(current)))
    out = copy.deepcopy(data)
    *parents, last = path.split(".")
    node = out
    for key in parents:
        node = node[int(key)] if isinstance(node, list) else node[key]
    if isinstance(node, list):
        node[int(last)] = value
    else:
        node[last] = value
    return out


def parse_sweep(text: str) -> tuple[str, list[int | float]]:
    """``PATH=A..B`` (every whole number from A to B) or ``PATH=A..B:STEP`` as the path and its values."""
    m = _RANGE.match(text)
    if m is None:
        raise SweepError(Message("sweep-form", text=shorten(text)))
    path = m["path"]
    try:
        a, b = float(m["a"]), float(m["b"])
        step = float(m["step"]) if m["step"] else 1.0
    except ValueError:
        raise SweepError(Message("sweep-numbers", text=shorten(text))) from None
    if step <= 0:
        raise SweepError(Message("sweep-step", text=shorten(text)))
    if b < a:
        raise SweepError(Message("sweep-order", text=shorten(text)))
    count = int((b - a) / step + 1e-9) + 1
    if count > MAX_VALUES:
        raise SweepError(Message("sweep-too-many", text=shorten(text), count=count, most=MAX_VALUES))
    whole = all(float(x).is_integer() for x in (a, b, step))
    values: list[int | float] = [int(a + i * step) if whole else round(a + i * step, 9) for i in range(count)]
    return path, values


def sweep_setups(game: Any, setup_data: Any, path: str, values: Sequence[int | float]) -> list[Any]:
    """The setup data of every value (each checked by the game's setup model): a value the game
    refuses raises :class:`SweepError` naming the path and the value."""
    value_at(setup_data, path)
    out = []
    for value in values:
        data = with_value(setup_data, path, value)
        try:
            out.append(game.setup_to_data(game.setup_from_data(data)))
        except (WarbenchError, ValueError, TypeError, KeyError) as exc:
            raise SweepError(Message("sweep-refused", path=path, value=value, why=said_of(exc))) from exc
    return out


def sweep_specs(spec: Any, game: Any, path: str, values: Sequence[int | float]) -> list[Any]:
    """One run per value: ``spec`` (a :class:`~engine.ai.batch.SimulationSpec`) with the value set."""
    return [dataclasses.replace(spec, setup_data=d) for d in sweep_setups(game, spec.setup_data, path, values)]


def nearest_even(points: Sequence[Mapping[str, Any]]) -> Mapping[str, Any] | None:
    """The point whose seats' win rates are nearest to an even share (the smallest largest gap)."""
    best, best_gap = None, 2.0
    for point in points:
        rates = [s["rate"] for s in point["seats"] if s.get("rate") is not None]
        if not rates or point.get("even") is None:
            continue
        gap = max(abs(r - point["even"]) for r in rates)
        if gap < best_gap:
            best, best_gap = point, gap
    return best


def build_sweep_report(
    path: str, values: Sequence[int | float], reports: Sequence[Mapping[str, Any]]
) -> dict[str, Any]:
    """The sweep's report: per value, the seats' and agents' win rates (from each value's full
    report, kept in ``runs``) and the value nearest to even."""
    points = []
    for value, report in zip(values, reports):
        points.append(
            {
                "value": value,
                "games": report["games_played"],
                "seats": report["seats"],
                "by_agent": report["by_agent"],
                "even": report["first_player"].get("expected"),
                "interrupted": report["interrupted"],
            }
        )
    even = nearest_even(points)
    return {
        "sweep": path,
        "values": list(values),
        "points": points,
        "nearest_even": None if even is None else even["value"],
        "runs": list(reports),
    }


def sweep_lines(sweep: Mapping[str, Any]) -> list[str]:
    """The sweep in a few lines for the terminal: each value's seat win rates, and the value nearest to even."""
    points = sweep["points"]
    played = [p for p in points if p["games"]]
    path = str(sweep["sweep"])
    if not played:
        return [said("sim-sweep-none", path=path)]
    seats = [int(s["seat"]) for s in played[0]["seats"]]
    columns = "".join(f"  {said('sim-sweep-seat', seat=Name.seat(s + 1)):>12}" for s in seats)
    head = f"{path:>16}" + columns + "   " + said("sim-sweep-games")
    out = [said("sim-sweep-title", path=path), head]
    for point in points:
        marker = "  " + said("sim-sweep-marker") if point["value"] == sweep["nearest_even"] else ""
        cells = "".join(f"  {rendered(plus_minus(s)):>12}" for s in point["seats"])
        out.append(f"{said('figure', value=point['value']):>16}{cells}   {point['games']:>5}{marker}")
    if sweep["nearest_even"] is not None:
        best = next(p for p in points if p["value"] == sweep["nearest_even"])
        even = best["even"]
        inside = all(s["ci95"][0] <= even <= s["ci95"][1] for s in best["seats"] if s.get("ci95"))
        verdict = Message("sim-sweep-even" if inside else "sim-sweep-uneven")
        out.append(
            said(
                "sim-sweep-nearest",
                share=f"{100 * even:.0f}",
                path=path,
                value=f"{sweep['nearest_even']:g}",
                verdict=verdict,
            )
        )
    return out
