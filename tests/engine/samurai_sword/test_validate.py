"""Validation of the three content kinds: every issue at once, with its field path and line;
custom decks are warned about, not refused."""

from __future__ import annotations

from pathlib import Path

from engine.cli import main
from engine.content.io import load_text
from engine.content.issues import Issue, Severity
from engine.content.library import bundled_library, check_loaded, core_pack_dir, validate_paths

HEAD = "schema_version: 1\n"


def issues(text: str, name: str = "doc.yaml") -> list[Issue]:
    loaded = load_text(text, name)
    return check_loaded(loaded, bundled_library())


def by_code(found: list[Issue]) -> dict[str, list[Issue]]:
    out: dict[str, list[Issue]] = {}
    for i in found:
        out.setdefault(i.code, []).append(i)
    return out


def test_the_bundled_samurai_sword_content_is_clean() -> None:
    found = validate_paths([core_pack_dir() / "samurai_sword"])
    assert [i.format() for i in found if i.severity is not Severity.INFO] == []
    notes = [i for i in found if i.severity is Severity.INFO]
    assert [i.code for i in notes] == ["deck-variant"] and "duel_deck.yaml" in (notes[0].location.file or "")


DECK = (
    HEAD
    + """kind: samurai_sword/deck
id: broken
name: {en: Broken}
cards:
  - {id: stick, name: {en: Stick}, kind: weapon, count: 30, difficulty: 0}
  - {id: stick, name: {en: Stick again}, kind: weapon, count: 2, difficulty: 1, damage: 1}
  - {id: hug, name: {en: Hug}, kind: action, count: 40, effect: cuddle}
  - {id: nap, name: {en: Nap}, kind: property, count: 10, effect: daimyo}
  - {id: tea, name: {en: Tea}, kind: action, count: 3, effect: tea_ceremony, params: {sugar: 2}}
  - {id: block, name: {en: Block}, kind: action, count: 5, effect: parry}
"""
)


def test_a_broken_deck_reports_every_issue_with_its_field_and_line() -> None:
    found = by_code(issues(DECK))
    stats = found["weapon-stats"]
    assert {i.location.field for i in stats} == {"cards.0.difficulty", "cards.0.damage"}
    assert all(i.location.line == 6 for i in stats)
    assert found["duplicate"][0].location.field == "cards.1.id" and found["duplicate"][0].location.line == 7
    assert found["effect"][0].location.field == "cards.2.effect" and "cuddle" in found["effect"][0].message
    assert found["effect-kind"][0].location.field == "cards.3.kind"
    assert found["param"][0].location.field == "cards.4.params" and "sugar" in found["param"][0].message
    assert found["defence"][0].location.field == "cards.5.defence"
    totals = found["deck-totals"][0]
    assert totals.severity is Severity.WARNING and "weapon 32 (box 32)" not in totals.message


def test_a_custom_deck_is_warned_about_not_refused_and_a_variant_only_noted() -> None:
    deck = (
        HEAD
        + """kind: samurai_sword/deck
id: small
name: {en: Small}
cards:
  - {id: bokken, name: {en: Bokken}, kind: weapon, count: 40, difficulty: 1, damage: 1}
  - {id: parry, name: {en: Parry}, kind: action, count: 20, defence: true, effect: parry}
"""
    )
    found = issues(deck)
    assert [(i.severity, i.code) for i in found] == [(Severity.WARNING, "deck-totals")]
    found = issues(deck.replace("name: {en: Small}", "name: {en: Small}\nvariant: true"))
    assert [(i.severity, i.code) for i in found] == [(Severity.INFO, "deck-variant")]


def test_characters_need_known_abilities_and_enough_of_them() -> None:
    text = (
        HEAD
        + """kind: samurai_sword/characters
id: few
name: {en: Few}
characters:
  - {id: a, name: {en: A}, resilience: 4, ability: {id: flying}}
  - {id: b, name: {en: B}, resilience: 5, ability: {id: extra_draw, params: {amount: 1, colour: 3}}}
"""
    )
    found = by_code(issues(text))
    assert found["ability"][0].location.field == "characters.0.ability.id"
    assert found["param"][0].location.field == "characters.1.ability.params" and "colour" in found["param"][0].message
    assert found["too-few"][0].severity is Severity.WARNING


SETUP = (
    HEAD
    + """kind: samurai_sword/setup
id: odd
name: {en: Odd}
deck: nowhere
tokens: {honor: 10, resilience: 20}
roles:
  - {id: shogun, name: {en: Shogun}, team: shogun}
  - {id: samurai, name: {en: Samurai}, team: shogun}
  - {id: ninja, name: {en: Ninja}, team: ninja}
  - {id: ronin, name: {en: Ronin}, team: ronin}
role_cards: [{role: shogun}, {role: samurai}, {role: ninja, stars: 1}, {role: ninja, stars: 2}, {role: ronin}]
player_counts:
  - players: 4
    roles: [shogun, samurai, samurai, ninja]
    honor: {shogun: 5, others: 3}
    deal: [4, 5, 5]
    multipliers: {shogun: 1, ninja: 1}
  - players: 7
    roles: [shogun, samurai, ronin, ninja, ninja, ninja, ninja]
    honor: {shogun: 5, others: 4}
    deal: [4, 5, 5, 6, 6, 7, 7]
    multipliers: {shogun: 1, samurai: 1, ninja: 1, ronin: 3}
"""
)


def test_a_setup_reports_illegal_role_decks_tokens_and_references() -> None:
    found = issues(SETUP)
    errors = {(i.code, i.location.field) for i in found if i.severity is Severity.ERROR}
    assert ("roles", "player_counts.0.roles") in errors  # two Samurai, the box has one card
    assert ("deal", "player_counts.0.deal") in errors
    assert ("multipliers", "player_counts.0.multipliers") in errors
    assert ("honor", "player_counts.0.honor") in errors  # 5 + 3 * 3 = 14 > 10 tokens
    assert ("roles", "player_counts.1.roles") in errors  # four ninja, the box has two
    assert ("reference", "deck") in errors
    assert ("tokens", "tokens.resilience") in errors  # 7 characters need 35 > 20
    warnings = {(i.code, i.location.field) for i in found if i.severity is Severity.WARNING}
    assert ("roles", "player_counts.0.roles") in warnings  # differs from the rulebook's 4-player deck
    assert ("player-counts", "player_counts") in warnings  # 3, 5 and 6 players missing
    lines = {i.location.field: i.location.line for i in found}
    assert lines["deck"] == 5 and lines["player_counts.0.roles"] == 15


def test_a_setup_for_seven_needs_seven_characters() -> None:
    text = SETUP.replace("deck: nowhere\n", "characters: few\n")
    few = (
        HEAD
        + "kind: samurai_sword/characters\nid: few\nname: {en: Few}\ncharacters:\n"
        + "".join(f"  - {{id: c{i}, name: {{en: C{i}}}, resilience: 1}}\n" for i in range(5))
    )
    lib = bundled_library().copy()
    lib.add(load_text(few, "few.yaml"))
    found = check_loaded(load_text(text, "setup.yaml"), lib)
    assert any(i.code == "characters" and "5 characters for 7 players" in i.message for i in found)


def test_warbench_validate_covers_the_samurai_sword_kinds(tmp_path: Path, capsys) -> None:
    (tmp_path / "deck.yaml").write_text(DECK, encoding="utf-8")
    assert main(["validate", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "deck.yaml:6: error weapon-stats: cards.0.difficulty:" in out
    assert main(["validate", str(core_pack_dir() / "samurai_sword")]) == 0
