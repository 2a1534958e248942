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
from engine.core.message import Message
from engine.core.saying import said

#: how many changed setup fields a comparison names before it says "and N more"
SHOWN_SETUP_CHANGES = 4


@dataclass
class Likeness:
    """How two runs differ: ``refused`` — reasons they cannot be compared at all; ``differs`` —
    what else differs, to be read with the comparison."""

    refused: list[str] = field(default_factory=list)
    differs: list[str] = field(default_factory=list)
    # (said in the current language: a comparison is read where it is made, not stored)

    @property
    def like_for_like(self) -> bool:
        return not self.refused and not self.differs


def _agents(report: Mapping[str, Any]) -> tuple[str, ...]:
    return tuple(report.get("agents") or [])


def likeness(before: Mapping[str, Any], after: Mapping[str, Any]) -> Likeness:
    """What differs between the runs of ``before`` and ``after`` (see :class:`Likeness`)."""
    out = Likeness()
    if before.get("game") != after.get("game"):
        out.refused.append(said("sim-compare-games", before=str(before.get("game")), now=str(after.get("game"))))
        return out
    if list(before.get("agents") or []) != list(after.get("agents") or []):
        out.refused.append(said("sim-compare-agents", before=_agents(before), now=_agents(after)))
    elif bool(before.get("rotate")) != bool(after.get("rotate")):
        seating = {True: "rotating", False: "fixed"}
        out.refused.append(
            said(
                "sim-compare-seating",
                before=seating[bool(before.get("rotate"))],
                now=seating[bool(after.get("rotate"))],
            )
        )
    if before.get("seats") and after.get("seats") and len(before["seats"]) != len(after["seats"]):
        out.refused.append(
            said("sim-compare-seats", before=len(before.get("seats") or []), now=len(after.get("seats") or []))
        )
    for when, report in (("earlier", before), ("this", after)):
        if report.get("interrupted"):
            out.differs.append(
                said(
                    "sim-compare-stopped",
                    when=when,
                    played=str(report.get("games_played")),
                    requested=str(report.get("games_requested")),
                )
            )
    for mid, key in (
        ("sim-compare-games-played", "games_played"),
        ("sim-compare-seeds", "seed"),
        ("sim-compare-max-actions", "max_actions"),
    ):
        if before.get(key) != after.get(key):
            out.differs.append(said(mid, before=str(before.get(key)), now=str(after.get(key))))
    old_setup, new_setup = leaf_values(before.get("setup")), leaf_values(after.get("setup"))
    changed = [p for p in sorted(set(old_setup) | set(new_setup)) if old_setup.get(p) != new_setup.get(p)]
    if changed:
        named = [f"{p} {old_setup.get(p, '—')} → {new_setup.get(p, '—')}" for p in changed[:SHOWN_SETUP_CHANGES]]
        more = max(len(changed) - SHOWN_SETUP_CHANGES, 0)
        out.differs.append(said("sim-compare-setup", changes="; ".join(named), more=more))
    old_content = {(c.get("kind"), c.get("id")): c.get("sha256") for c in before.get("content") or []}
    new_content = {(c.get("kind"), c.get("id")): c.get("sha256") for c in after.get("content") or []}
    edited = [
        f"{k[0]} {k[1]!r}" for k in sorted(set(old_content) & set(new_content)) if old_content[k] != new_content[k]
    ]
    added = [f"{k[0]} {k[1]!r}" for k in sorted(set(new_content) - set(old_content))]
    dropped = [f"{k[0]} {k[1]!r}" for k in sorted(set(old_content) - set(new_content))]
    for how, items in (("edited", edited), ("now", added), ("before", dropped)):
        if items:
            out.differs.append(said("sim-compare-content", how=how, items=", ".join(items)))
    return out


def _moved(what: Message, old: Mapping[str, Any], new: Mapping[str, Any]) -> str:
    change = "went" if old.get("rate") != new.get("rate") else "stayed"
    text = said("sim-compare-moved", who=what, change=change, old=plus_minus(old), new=plus_minus(new))
    if old.get("games") and new.get("games"):
        from scipy.stats import fisher_exact  # deferred: start-up (scipy.stats costs a second)

        table = [[old["wins"], old["games"] - old["wins"]], [new["wins"], new["games"] - new["wins"]]]
        pvalue = float(fisher_exact(table).pvalue)
        significant = "yes" if pvalue < 0.05 else "no"
        text += said("sim-compare-significance", significant=significant, p=float(pvalue))
    return text


def compare_reports(before: Mapping[str, Any], after: Mapping[str, Any]) -> list[str]:
    """Sentences comparing two reports: a refusal naming what makes them unlike (another game,
    other agents or seating), else what differs besides, then how each seat's and agent's win
    rate and the mean length moved."""
    like = likeness(before, after)
    if like.refused:
        return [said("sim-compare-refused", reason=reason) for reason in like.refused]
    lines = [said("sim-compare-differs", what=what) for what in like.differs]
    for old, new in zip(before.get("seats") or [], after.get("seats") or []):
        lines.append(_moved(Message("sim-compare-seat", seat=int(new["seat"]) + 1), old, new))
    old_agents = {r["agent"]: r for r in before.get("by_agent") or []}
    if len(old_agents) > 1:
        for new in after.get("by_agent") or []:
            if new["agent"] in old_agents:
                lines.append(
                    _moved(Message("sim-compare-agent", agent=str(new["agent"])), old_agents[new["agent"]], new)
                )
    old_len = (before.get("length") or {}).get("mean")
    new_len = (after.get("length") or {}).get("mean")
    if old_len is not None and new_len is not None:
        lines.append(said("sim-compare-length", old=float(old_len), new=float(new_len)))
    return lines
