"""Every problem of a Battle for Rokugan map as an :class:`Issue` naming the provinces and where:
geometry (invalid polygons, overlaps, gaps, slivers, point contacts, anchors outside, provinces beyond
the board) from :func:`engine.core.geometry.check_area_map`, structure (regions, capitals, the
Shadowlands) and reachability (a province no army or navy can reach, rules/004 §6.2 item 11)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING

from engine.content.issues import Issue, Location, Severity, error, warning
from engine.core.areamap import AreaMap
from engine.core.message import Message
from engine.games.rokugan.board import build_area_map
from engine.games.rokugan.common import INITIAL_CONTROL_TOKENS

if TYPE_CHECKING:
    from engine.content.library import ContentLibrary
    from engine.games.rokugan.map_model import ProvinceDef, RokuganMap

#: drawing problems that make a map unplayable; the others are warnings
GEOMETRY_ERRORS = frozenset({"invalid", "overlap", "gap", "outside_board", "anchor_outside", "no_region"})


@dataclass(frozen=True)
class MapIssue:
    """An issue with the areas it names and a point where it is (for ``map-check --json``)."""

    issue: Issue
    areas: tuple[str, ...]
    where: tuple[float, float] | None

    def to_data(self) -> dict[str, object]:
        out: dict[str, object] = {
            "severity": self.issue.severity.value,
            "code": self.issue.code,
            "message": self.issue.message,
            "provinces": list(self.areas),
        }
        if self.where is not None:
            out["where"] = [round(self.where[0], 2), round(self.where[1], 2)]
        if self.issue.location.path:
            out["field"] = self.issue.location.field
        return out


def _path_of(m: RokuganMap, area: str, what: str) -> tuple[str | int, ...]:
    for i, p in enumerate(m.provinces):
        if p.id == area:
            return ("provinces", i, what)
    for i, w in enumerate(m.water):
        if w.id == area:
            return ("water", i, "polygon")
    return ()


def geometry_issues(m: RokuganMap, am: AreaMap) -> Iterator[MapIssue]:
    """The drawing problems the area map found, and provinces no army or navy can reach."""
    for prob in am.problems:
        severity = Severity.ERROR if prob.code in GEOMETRY_ERRORS else Severity.WARNING
        what = "anchor" if prob.code == "anchor_outside" else "region" if prob.code == "no_region" else "polygon"
        # the problem said of a province, in the reader's language
        msg = Message(prob.said.id, {**dict(prob.said.args), "thing": "province"})
        if prob.where is not None:
            msg = Message("said-at-point", said=msg, x=prob.where[0], y=prob.where[1])
        issue = Issue(
            severity, prob.code, msg, Location(path=_path_of(m, prob.ids[0], what), target=",".join(prob.ids))
        )
        yield MapIssue(issue, prob.ids, prob.where)
    water = {w.id for w in m.water}
    invalid = {a for prob in am.problems if prob.code == "invalid" for a in prob.ids}
    for i, p in enumerate(m.provinces):
        if p.id in water or p.id in invalid or p.id not in am.land_neighbors:
            continue
        if not am.land_neighbors[p.id] and p.id not in am.coastal:
            anchor = am.anchors.get(p.id)
            yield MapIssue(
                Issue(
                    Severity.WARNING,
                    "unreachable",
                    Message("rk-check-unreachable", province=p.id),
                    Location(path=("provinces", i, "polygon"), target=p.id),
                ),
                (p.id,),
                anchor,
            )


def capacity_issues(m: RokuganMap) -> Iterator[MapIssue]:
    """For each player count whose standard setup does not fit on the map, a note (not a problem of
    the map: a scenario may give fewer initial tokens): setup claims a province without control
    tokens for every initial token and every capital (L156-161). The map editor shows them."""
    have = len(m.provinces)
    for players, tokens in sorted(INITIAL_CONTROL_TOKENS.items()):
        need = players * (tokens + 1)
        if have < need:
            yield MapIssue(
                Issue(
                    Severity.INFO,
                    "capacity",
                    Message(
                        "rk-check-map-capacity",
                        players=players,
                        count=need,
                        tokens=tokens,
                        have=have,
                        most=max(0, have // players - 1),
                    ),
                    Location(path=("provinces",)),
                ),
                (),
                None,
            )


def map_report(m: RokuganMap, library: ContentLibrary | None = None) -> tuple[AreaMap, list[MapIssue]]:
    """The derived area map and every issue of ``m`` (structure first, then geometry)."""
    am = build_area_map(m)
    out = [
        MapIssue(i, (i.location.target,), am.anchors.get(i.location.target))
        if i.location.target
        else MapIssue(i, (), None)
        for i in structure_issues(m)
    ]
    out.extend(geometry_issues(m, am))
    if library is not None:
        known = set(library.ids("rokugan/clan"))
        if known:
            for i, p in enumerate(m.provinces):
                if p.capital_of and p.capital_of not in known:
                    out.append(
                        MapIssue(
                            Issue(
                                Severity.WARNING,
                                "unknown_clan",
                                Message("rk-check-capital-unknown-clan", province=p.id, clan=p.capital_of),
                                Location(path=("provinces", i, "capital_of"), target=p.id),
                            ),
                            (p.id,),
                            None,
                        )
                    )
    return am, out


def map_issues(m: RokuganMap, library: ContentLibrary | None = None) -> Iterable[Issue]:
    _, issues = map_report(m, library)
    return [mi.issue for mi in issues]


def structure_issues(m: RokuganMap) -> Iterable[Issue]:
    """References and structure (no geometry): ids, regions, capitals, the Shadowlands."""
    seen: set[str] = set()
    for i, p in enumerate(m.provinces):
        if p.id in seen:
            yield error("duplicate_id", Message("rk-check-province-twice", id=p.id), "provinces", i, "id", target=p.id)
        seen.add(p.id)
    for i, w in enumerate(m.water):
        if w.id in seen:
            yield error("duplicate_id", Message("rk-check-water-twice", id=w.id), "water", i, "id")
        seen.add(w.id)
    regions = {r.id: r for r in m.regions}
    if len(regions) != len(m.regions):
        yield error("duplicate_id", Message("rk-check-regions-share-id"), "regions")
    members: dict[str, list[ProvinceDef]] = {r: [] for r in regions}
    for i, p in enumerate(m.provinces):
        if p.region not in regions:
            yield error(
                "no_region",
                Message("rk-check-province-region", province=p.id, region=p.region),
                "provinces",
                i,
                "region",
                target=p.id,
            )
        else:
            members[p.region].append(p)
    for i, r in enumerate(m.regions):
        if not members.get(r.id):
            yield warning("empty_region", Message("rk-check-empty-region", region=r.id), "regions", i, target=r.id)
        if r.card_slot is None:
            yield warning("no_card_slot", Message("rk-check-no-card-slot", region=r.id), "regions", i, target=r.id)
        shadow = [p for p in members.get(r.id, []) if p.shadowlands]
        if shadow and len(members[r.id]) != 1:
            yield error(
                "shadowlands_region",
                Message("rk-check-shadowlands-region", region=r.id),
                "regions",
                i,
                target=r.id,
            )
        if shadow and r.scores_honor:
            yield warning("shadowlands_honor", Message("rk-check-shadowlands-honor", region=r.id), "regions", i)
    capitals: dict[str, str] = {}
    for i, p in enumerate(m.provinces):
        if p.capital_of:
            if p.capital_of in capitals:
                yield error(
                    "two_capitals",
                    Message("rk-check-two-capitals", clan=p.capital_of, first=capitals[p.capital_of], second=p.id),
                    "provinces",
                    i,
                    "capital_of",
                    target=p.id,
                )
            capitals[p.capital_of] = p.id
    arrows = [p.shadowlands for p in m.provinces if p.shadowlands]
    if len(arrows) != len(set(arrows)):
        yield error("shadowlands_arrows", Message("rk-check-shadowlands-arrows"), "provinces")
