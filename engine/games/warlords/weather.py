"""The day's weather (rules/003 §6.2, L761-L820): forecasts by season, the climate's influence,
and the weather of every turn as flags."""

from __future__ import annotations

from engine.core.rng import Rng
from engine.games.warlords.tables import (
    BLIZZARD,
    DEEP_SNOW,
    FOG,
    FORECASTS,
    SNOW,
    WEATHER_FLAGS,
    WIND,
    Forecast,
)


def roll_expr(rng: Rng, expr: str, purpose: str) -> int:
    """A dice expression: ``"1"``, ``"2d6"``, ``"d6+1"``, ``"2d6+1"``, ``"3d6"``."""
    expr = expr.replace(" ", "")
    plus = 0
    if "+" in expr:
        expr, extra = expr.split("+")
        plus = int(extra)
    if "d" not in expr:
        return int(expr) + plus
    n, _, sides = expr.partition("d")
    count = int(n) if n else 1
    return sum(rng.roll(int(sides), purpose) for _ in range(count)) + plus


def forecast_schedule(rng: Rng, fc: Forecast, max_turns: int) -> list[int]:
    """Weather flags per turn (index 0 unused) for a forecast, rolling its dice."""
    turns = [0] * (max_turns + 1)
    prev_end = 0
    spans = fc.spans
    starts: list[int] = []
    for i, span in enumerate(spans):
        if span.start == "after":
            start = prev_end + 1
        else:
            start = roll_expr(rng, span.start, f"weather: {fc.text}, start")
        starts.append(start)
        if span.length == "rest":
            end = max_turns
        elif span.length == "until_next":
            nxt = spans[i + 1]
            nstart = roll_expr(rng, nxt.start, f"weather: {fc.text}, start")
            starts.append(nstart)
            end = nstart - 1
            prev_end = end
            for t in range(start, min(end, max_turns) + 1):
                turns[t] |= span.kind
            length = roll_expr(rng, nxt.length, f"weather: {fc.text}, length")
            for t in range(nstart, min(nstart + length - 1, max_turns) + 1):
                turns[t] |= nxt.kind
            return turns
        else:
            end = start + roll_expr(rng, span.length, f"weather: {fc.text}, length") - 1
        prev_end = end
        for t in range(max(1, start), min(end, max_turns) + 1):
            turns[t] |= span.kind
    return turns


def apply_climate(turns: list[int], climate: str, season: str, mountain_die: int) -> list[int]:
    """Marshes: dense fog lasts 1 turn longer; mountains (extra d6): 1-2 clear turns become gusty
    wind and snow a blizzard, 3-4 deep snow in winter (L798-L801)."""
    out = list(turns)
    if climate == "marsh":
        fog = [t for t in range(1, len(out)) if out[t] & FOG]
        if fog and fog[-1] + 1 < len(out):
            out[fog[-1] + 1] |= FOG
    elif climate == "mountains":
        if mountain_die <= 2:
            for t in range(1, len(out)):
                if out[t] == 0:
                    out[t] = WIND
                if out[t] & SNOW:
                    out[t] = (out[t] & ~SNOW) | BLIZZARD
        elif mountain_die <= 4 and season == "winter":
            for t in range(1, len(out)):
                out[t] |= DEEP_SNOW
    return out


def fixed_schedule(spans: list[tuple[str, int, int]], max_turns: int) -> list[int]:
    turns = [0] * (max_turns + 1)
    for kind, first, last in spans:
        if kind == "clear":
            continue
        for t in range(max(1, first), min(last, max_turns) + 1):
            turns[t] |= WEATHER_FLAGS[kind]
    return turns


def forecast_for(season: str, d6: int) -> Forecast:
    return FORECASTS[season][d6]
