"""The rule options' fields as the panels of Samurai Battles and Warlords read them: switches,
numbers within the model's bounds, and choices in the model's order."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field

from editor.panels.rule_options import rule_option_fields
from engine.games.samurai_battles.scenario import RuleOptions as SBRuleOptions


class Options(BaseModel):
    switch: bool = Field(default=True, description="A1: a switch")
    count: int = Field(default=2, ge=1, le=6, description="A2: a count")
    unbounded: int = 0
    pick: Literal["one", "two"] = "two"
    maybe: Literal["x", "y"] | None = None
    note: str = ""


def test_each_option_is_read_as_its_editor_needs_it() -> None:
    fields = {f.name: f for f in rule_option_fields(Options)}
    assert list(fields) == ["switch", "count", "unbounded", "pick", "maybe"]  # a text is no option
    assert fields["switch"].kind == "bool" and fields["switch"].default is True
    assert (fields["count"].kind, fields["count"].low, fields["count"].high) == ("int", 1, 6)
    assert (fields["unbounded"].low, fields["unbounded"].high) == (0, 99)
    assert fields["pick"].values == ("one", "two")
    assert fields["maybe"].values == (None, "x", "y")
    assert fields["count"].description == "A2: a count"


def test_samurai_battles_chain_limit_keeps_the_model_bounds() -> None:
    chain = next(f for f in rule_option_fields(SBRuleOptions) if f.name == "chain_limit")
    assert (chain.kind, chain.low, chain.high) == ("int", 0, 40)
