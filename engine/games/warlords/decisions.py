"""The game master's decisions: every point the rules leave to judgement (rules/003 §12) is a
question the engine asks the GM seat, with the rule it comes from and a documented default.

The ``gm-default`` agent answers every question with its default; that is the engine's policy
when no game master plays (engine/games/warlords/README.md lists each question and why its
default is what it is)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from engine.core.message import Message, Name

#: question kind -> (rule, what the GM decides, the default policy)
GM_QUESTIONS: dict[str, tuple[str, str, str]] = {
    "terrain_shift": (
        "§2.1, L290",
        "inner-province battles: does this terrain element shift 1 cell, and which way",
        "random: the engine rolls 1d6 (1 north, 2 east, 3 south, 4 west, 5-6 stays; a shift off the field stays)",
    ),
    "same_priority": (
        "§3.5, L503-L511",
        "equal-priority actions that cannot happen at once (units of one side entering one cell, chained "
        "attacks): which unit acts first",
        "tie_breakers: leaders, closer to the commander, fresh cavalry, sohei > samurai > ashigaru, base Impetus, "
        "fewer figures, then a die",
    ),
    "flank_exposure": (
        "§5.2, L552-L553 (L378, L381)",
        "was it obvious at the start of the turn that this attack exposes the attacker's flank or rear to an "
        "enemy's front (the attack is then cancelled)",
        "cancel whenever the positions at the start of the turn show it",
    ),
    "initiative_turn": (
        "§3.4, L457",
        "where a unit with enemies on several sides, or behind it, turns on initiative",
        "face the adjacent enemy it can face without showing its flank or rear to another enemy's front: the "
        "rear enemy first, then the larger flank enemy; a rear turn goes to the side whose new rear holds no "
        "enemy and is farther from the nearest enemy",
    ),
    "shield_diagonal": (
        "§4.5, L206 (§9 #36)",
        "the shield scheme is missing: does a shield stop fire that comes across its edge at a slant",
        "the rule option shield_protection (half_plane: yes; edge_only: no)",
    ),
    "elite_equipment": (
        "§5.1, L240 (§9 #43)",
        "the Equipment of a lone HQ under fire ('elite')",
        "rule option hq_elite_equipment (4)",
    ),
    "combined_rerolls": (
        "§9 #46",
        "best-of-2 and worst-of-2 apply to one roll: which wins",
        "rule option combined_rerolls (cancel: the majority decides, a tie is a single roll)",
    ),
    "generals_stop_retreat": (
        "§3.5.7, L475 (§9 #38)",
        "'attempts of generals to stop a retreat' are named but never defined: does the general in this "
        "fleeing unit stop its flight",
        "no: the mechanic is undefined, the unit keeps fleeing",
    ),
    "phoenix_center": (
        "§6.4, L362 (§9 #39)",
        "'the Phoenix banner is always raised in the HQ': does this Phoenix banner act around the HQ or its unit",
        "rule option phoenix_banner_at (hq)",
    ),
    "yumi_ashigaru_plunging": (
        "§9 #32 (L190-L194 vs L609)",
        "do ashigaru archers with a full second rank roll twice and keep the best",
        "rule option yumi_ashigaru_plunging_fire (no)",
    ),
    "four_legs_total": (
        "§9 #18 (L157 vs L170)",
        "light cavalry charging with Four legs: +2 in all (like heavy cavalry) or +3 as L170 prints",
        "rule option four_legs_light_total (2)",
    ),
    "warlord_adjacent_bonus": (
        "§9 #19 (L245 vs L283)",
        "a warlord moved in from an adjacent unit: does he give his +1 Impetus and Steadfastness",
        "rule option warlord_bonus_from_adjacent_unit (no, as L245 insists)",
    ),
    "claim_distance": (
        "§7, L111 (§9 #45)",
        "which side's 4-figure units are closer to an empty control zone",
        "the rule option claim_distance's metric (orthogonal steps); equal distances: neither side",
    ),
    "cunning_plan": (
        "L360",
        "extra orders a warlord with 'Хитрый план' gets this turn",
        "rule option cunning_plan_orders (1)",
    ),
}

GM_SEAT = 2


@dataclass(frozen=True)
class DecisionView:
    """An open question for one seat as the seats allowed to read it see it: its kind, the rule
    behind it, the options and the default."""

    seat: int
    kind: str
    #: the question, as a message (rendered in the reader's language where it is shown)
    question: str | Message
    options: tuple[str, ...]
    default: str
    rule: str = ""


@dataclass(frozen=True)
class Decision(DecisionView):
    """An open question with what the engine keeps for answering it (``data``), which no
    observation shows."""

    data: tuple[tuple[str, Any], ...] = field(default=())

    def view(self) -> DecisionView:
        return DecisionView(self.seat, self.kind, self.question, self.options, self.default, self.rule)

    def text(self) -> str:
        opts = ", ".join(self.options)
        return f"{self.question} [{opts}; default {self.default}] ({self.rule})"


#: answers that are words (not a unit's id or a number); each is the message ``wl-option-<word>``
OPTION_WORDS = frozenset(
    {"random", "stay", "N", "E", "S", "W", "cancel", "best", "worst", "tie_breakers", "attack", "yes", "no"}
    | {"stop", "protects", "neither", "hq", "unit"}
)


def option_said(kind: str, option: str) -> Message | str:
    """An answer to a question of ``kind`` in words: a side, a duel tactic, a direction, yes or
    no...; a unit's id or a number is shown as it is."""
    if kind == "claim_distance" and option in ("0", "1"):
        return Message("wl-option-side", side=Name.of("wl-side", n=int(option) + 1))
    if kind == "duel_tactic":
        return Message("wl-tactic-" + option.replace("_", "-"))
    if option in OPTION_WORDS:
        return Message("wl-option-" + option.lower().replace("_", "-"))
    return option


def gm_decision(
    kind: str, question: str | Message, options: list[str] | tuple[str, ...], default: str, **data: Any
) -> Decision:
    rule = GM_QUESTIONS[kind][0]
    opts = tuple(dict.fromkeys(options))
    if default not in opts:
        opts = (default, *opts)
    return Decision(GM_SEAT, kind, question, opts, default, rule, tuple(sorted((k, v) for k, v in data.items())))
