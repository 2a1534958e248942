"""Two reports of a simulation compared: first whether they are like for like (the same game,
agents and seating; the other differences — the setup, the content, the seeds, the number of
games, a run cancelled part way — said in words), then how each seat's and each agent's win rate
moved, with whether the change is significant (Fisher's exact test, 5%)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from engine.ai.report import plus_minus
from engine.ai.sweep import leaf_values

#: how many changed setup fields a comparison names before it says "and N more"
SHOWN_SETUP_CHANGES = 4


@dataclass
class Likeness:
    """How two runs differ: ``refused`` — reasons they cannot be compared at all; ``differs`` —
    what else differs, to be read with the comparison."""

    refused: list[str] = field(default_factory=list)
    differs: list[str] = field(default_factory=list)

    @property
    def like_for_like(self) -> bool:
        return not self.refused and not self.differs


def _agents(report: Mapping[str, Any]) -> str:
    return ", ".join(report.get("agents") or []) or "none"


def likeness(before: Mapping[str, Any], after: Mapping[str, Any]) -> Likeness:
    """What differs between the runs of ``before`` and ``after`` (see :class:`Likeness`)."""
    out = Likeness()
    if before.get("game") != after.get("game"):
        out.refused.append(f"the games differ: {before.get('game')} before, {after.get('game')} now")
        return out
    if list(before.get("agents") or []) != list(after.get("agents") or []):
        out.refused.append(f"the agents differ: {_agents(before)} before, {_agents(after)} now")
    elif bool(before.get("rotate")) != bool(after.get("rotate")):
        seating = {True: "rotating seats", False: "fixed seats"}
        out.refused.append(
            f"the seating differs: {seating[bool(before.get('rotate'))]} before, {seating[bool(after.get('rotate'))]} now"
        )
    if before.get("seats") and after.get("seats") and len(before["seats"]) != len(after["seats"]):
        out.refused.append(
            f"the number of seats differs: {len(before.get('seats') or [])} before, {len(after.get('seats') or [])} now"
        )
    for when, report in (("the earlier run", before), ("this run", after)):
        if report.get("interrupted"):
            out.differs.append(
                f"{when} was stopped after {report.get('games_played')} of {report.get('games_requested')} games"
            )
    if before.get("games_played") != after.get("games_played"):
        out.differs.append(
            f"the games differ in number: {before.get('games_played')} before, {after.get('games_played')} now"
        )
    if before.get("seed") != after.get("seed"):
        out.differs.append(f"the seeds differ: {before.get('seed')} before, {after.get('seed')} now (other dice)")
    if before.get("max_actions") != after.get("max_actions"):
        out.differs.append(
            f"the action limit differs: {before.get('max_actions')} before, {after.get('max_actions')} now"
        )
    old_setup, new_setup = leaf_values(before.get("setup")), leaf_values(after.get("setup"))
    changed = [p for p in sorted(set(old_setup) | set(new_setup)) if old_setup.get(p) != new_setup.get(p)]
    if changed:
        named = [f"{p} {old_setup.get(p, '—')} → {new_setup.get(p, '—')}" for p in changed[:SHOWN_SETUP_CHANGES]]
        more = f" and {len(changed) - SHOWN_SETUP_CHANGES} more" if len(changed) > SHOWN_SETUP_CHANGES else ""
        out.differs.append(f"the setup differs: {'; '.join(named)}{more}")
    old_content = {(c.get("kind"), c.get("id")): c.get("sha256") for c in before.get("content") or []}
    new_content = {(c.get("kind"), c.get("id")): c.get("sha256") for c in after.get("content") or []}
    edited = [
        f"{k[0]} {k[1]!r}" for k in sorted(set(old_content) & set(new_content)) if old_content[k] != new_content[k]
    ]
    added = [f"{k[0]} {k[1]!r}" for k in sorted(set(new_content) - set(old_content))]
    dropped = [f"{k[0]} {k[1]!r}" for k in sorted(set(old_content) - set(new_content))]
    for words, items in (("edited", edited), ("used now only", added), ("used before only", dropped)):
        if items:
            out.differs.append(f"content {words}: {', '.join(items)}")
    return out


def _moved(what: str, old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    change = "went" if old.get("rate") != new.get("rate") else "stayed"
    text = f"{what} win rate {change} from {plus_minus(old)} to {plus_minus(new)}"
    if old.get("games") and new.get("games"):
        from scipy.stats import fisher_exact  # deferred: start-up (scipy.stats costs a second)

        table = [[old["wins"], old["games"] - old["wins"]], [new["wins"], new["games"] - new["wins"]]]
        pvalue = float(fisher_exact(table).pvalue)
        text += f" ({'significant' if pvalue < 0.05 else 'not significant'}, p = {pvalue:.3f})"
    return text


def compare_reports(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Sentences comparing two reports: a refusal naming what makes them unlike (another game,
    other agents or seating), else what differs besides, then how each seat's and agent's win
    rate and the mean length moved."""
    like = likeness(before, after)
    if like.refused:
        return [f"not compared: {reason}" for reason in like.refused]
    lines = [f"differs: {what}" for what in like.differs]
    for old, new in zip(before.get("seats") or [], after.get("seats") or []):
        lines.append(_moved(f"seat {int(new['seat']) + 1}'s", old, new))
    old_agents = {r["agent"]: r for r in before.get("by_agent") or []}
    if len(old_agents) > 1:
        for new in after.get("by_agent") or []:
            if new["agent"] in old_agents:
                lines.append(_moved(f"agent {new['agent']}'s", old_agents[new["agent"]], new))
    old_len = (before.get("length") or {}).get("mean")
    new_len = (after.get("length") or {}).get("mean")
    if old_len is not None and new_len is not None:
        lines.append(f"mean game length went from {old_len:.1f} to {new_len:.1f} actions")
    return lines
