"""The etude content model (rules/002 §7): loading, checks with field paths, the position view."""

from __future__ import annotations

from engine.content.io import dump_model, load_text
from engine.content.library import bundled_library, check_loaded
from engine.games.neuroshima.models import Etude, VictoryKind

ETUDE = """\
schema_version: 1
kind: neuroshima/etude
id: test-etude
number: 3
title: {en: Last stand, ru: Последний рубеж}
story: {en: Hold the line., ru: Удержите линию.}
difficulty: 2
solver: {army: outpost, hq_hp: 5}
opponent: {army: moloch, hq_hp: 1}
tiles:
  - {hex: '0,0', tile: outpost_hq, player: 1}
  - {hex: '1,-1', tile: moloch_hq, player: 2}
  - {hex: '-1,1', tile: moloch_blocker, player: 2, rotation: 3}
pool: [outpost_commando, outpost_sniper, outpost_battle]
choose: 2
victory:
  - {kind: destroy_enemy_hq}
  - {kind: own_hq_at_least, value: 3}
solutions:
  - steps: ['place outpost_commando 1,0 0', 'battle outpost_battle']
"""


def issues_of(text: str) -> list:
    return [i for i in check_loaded(load_text(text, "etude.yaml"), bundled_library())]


def test_a_well_formed_etude_loads_round_trips_and_checks_clean() -> None:
    loaded = load_text(ETUDE, "etude.yaml")
    etude = loaded.model
    assert isinstance(etude, Etude)
    assert etude.victory[1].kind is VictoryKind.OWN_HQ_AT_LEAST
    assert etude.victory[1].describe() == "keep at least 3 hit points on your HQ"
    assert load_text(dump_model(etude)).model == etude
    assert [i.format() for i in check_loaded(loaded, bundled_library())] == []


def test_the_position_view_puts_the_pool_in_the_solvers_hand() -> None:
    etude = load_text(ETUDE).model
    pos = etude.to_position()
    assert pos.players[0].hand == ["outpost_commando", "outpost_sniper", "outpost_battle"]
    assert (pos.players[0].hq_hp, pos.players[1].hq_hp) == (5, 1)
    assert pos.tiles == etude.tiles


def test_errors_name_the_field_and_line() -> None:
    bad = ETUDE.replace("pool: [outpost_commando", "pool: [moloch_clown").replace("choose: 2", "choose: 4")
    bad = bad.replace("{kind: own_hq_at_least, value: 3}", "{kind: own_hq_at_least}")
    found = {(i.code, i.location.field, i.location.line) for i in issues_of(bad)}
    assert ("tile-ref", "pool.0", 14) in found  # a Moloch tile in the Outpost pool
    assert ("choose", "choose", 15) in found
    assert ("victory", "victory.1.value", 18) in found


def test_missing_hq_and_overused_tiles_are_reported() -> None:
    bad = ETUDE.replace("  - {hex: '0,0', tile: outpost_hq, player: 1}\n", "")
    bad = bad.replace(
        "pool: [outpost_commando, outpost_sniper, outpost_battle]",
        "pool: [outpost_sniper, outpost_sniper, outpost_battle]",
    )
    codes = [i.code for i in issues_of(bad)]
    assert "hq" in codes
    assert "tile-count" in codes  # Outpost has one Sniper
    two_on_a_hex = ETUDE.replace("{hex: '-1,1', tile: moloch_blocker", "{hex: '1,-1', tile: moloch_blocker")
    assert "hex" in [i.code for i in issues_of(two_on_a_hex)]


def test_an_etude_without_a_recorded_solution_is_a_warning() -> None:
    text = ETUDE[: ETUDE.index("solutions:")]
    [issue] = issues_of(text)
    assert (issue.code, issue.severity.value) == ("solution", "warning")


def test_recorded_solutions_are_played_and_must_win() -> None:
    # the Commando facing away: legal, but the Moloch HQ survives
    wrong = ETUDE.replace("place outpost_commando 1,0 0", "place outpost_commando 1,0 3")
    [issue] = issues_of(wrong)
    assert (issue.code, issue.location.field) == ("solution-replay", "solutions.0")
    assert "does not solve" in issue.message
    # a hex that is taken
    illegal = ETUDE.replace("place outpost_commando 1,0 0", "place outpost_commando 1,-1 0")
    [issue] = issues_of(illegal)
    assert (issue.code, issue.location.field) == ("solution-replay", "solutions.0.steps.0")
    assert "taken" in issue.message
    # one step short: the Battle tile is still to be played
    short = ETUDE.replace("'place outpost_commando 1,0 0', 'battle outpost_battle'", "'place outpost_commando 1,0 0'")
    [issue] = issues_of(short)
    assert "stop before the etude is over" in issue.message


ONE_TILE = (
    ETUDE.replace(
        "pool: [outpost_commando, outpost_sniper, outpost_battle]", "pool: [outpost_commando, outpost_sniper]"
    )
    .replace("choose: 2", "choose: 1")
    .replace("  - {kind: own_hq_at_least, value: 3}\n", "")
    .replace("'place outpost_commando 1,0 0', 'battle outpost_battle'", "'place outpost_commando 1,0 0'")
)
BEFORE_FINAL = """    before_final_battle:
      - {hex: '0,0', tile: outpost_hq, player: 1}
      - {hex: '1,-1', tile: moloch_hq, player: 2}
      - {hex: '-1,1', tile: moloch_blocker, player: 2, rotation: 3}
      - {hex: '1,0', tile: outpost_commando, player: 1, rotation: ROT}
"""


def test_a_recorded_position_before_the_final_battle_must_be_the_one_the_steps_reach() -> None:
    assert issues_of(ONE_TILE) == []
    assert issues_of(ONE_TILE + BEFORE_FINAL.replace("ROT", "0")) == []
    [issue] = issues_of(ONE_TILE + BEFORE_FINAL.replace("ROT", "2"))
    assert (issue.code, issue.severity.value, issue.location.field) == (
        "solution-diagram",
        "error",
        "solutions.0.before_final_battle",
    )
    assert "hex 1,0" in issue.message and "turned 2" in issue.message
    missing = ONE_TILE + BEFORE_FINAL.replace(
        "      - {hex: '1,0', tile: outpost_commando, player: 1, rotation: ROT}\n", ""
    )
    [issue] = issues_of(missing)
    assert "hex 1,0 shows nothing, the steps leave outpost_commando of player 1 there" in issue.message
    no_final = (ONE_TILE + BEFORE_FINAL.replace("ROT", "0")).replace("choose: 1", "choose: 1\nfinal_battle: false")
    codes = {(i.code, i.severity.value) for i in issues_of(no_final)}
    assert ("solution-diagram", "warning") in codes


def test_a_recorded_diagram_with_a_foreign_tile_is_reported_not_a_crash() -> None:
    bad = ONE_TILE + BEFORE_FINAL.replace("ROT", "0").replace("tile: outpost_commando", "tile: borgo_mutant")
    issues = issues_of(bad)
    assert [i.code for i in issues] == ["solution-diagram"]
    assert "cannot be set up" in issues[0].message and "borgo_mutant" in issues[0].message


def test_a_recorded_diagram_that_differs_says_where_in_russian() -> None:
    # the difference is a message of its own inside the issue's, each rendered in the reader's language
    [turned] = issues_of(ONE_TILE + BEFORE_FINAL.replace("ROT", "2"))
    assert turned.render("ru") == (
        "записанная позиция перед финальным боем не та, к которой приводят ходы: "
        "гекс 1,0: «outpost_commando» повёрнут на 2, а после ходов — на 0"
    )
    missing = ONE_TILE + BEFORE_FINAL.replace(
        "      - {hex: '1,0', tile: outpost_commando, player: 1, rotation: ROT}\n", ""
    )
    [issue] = issues_of(missing)
    assert issue.render("ru").endswith("на гексе 1,0 записано: пусто, а после ходов там «outpost_commando» игрока 1")
    # a diagram that cannot be set up says why with the position's own issue, also in Russian
    damaged = ONE_TILE + BEFORE_FINAL.replace("ROT", "0").replace("player: 1, rotation: 0}", "player: 1, damage: 1}")
    [issue] = issues_of(damaged)
    assert issue.render("ru") == (
        "записанную позицию перед финальным боем нельзя расставить: "
        "tiles.3.damage: у жетона «Коммандос» 1 очко прочности; урон 1 уже снял бы его с поля"
    )
    assert issue.render("en") == (
        "the recorded position before the final battle cannot be set up: "
        "tiles.3.damage: Commando has 1 hit point(s); 1 damage would have removed it"
    )
    foreign = ONE_TILE + BEFORE_FINAL.replace("ROT", "0").replace("tile: outpost_commando", "tile: borgo_mutant")
    [issue] = issues_of(foreign)
    assert issue.render("ru").startswith("записанную позицию перед финальным боем нельзя расставить: ")


def test_a_rule_option_that_never_acts_in_an_etude_is_a_warning() -> None:
    """An etude is one turn of two sides with no draws (rules/002 §7), so the draw and one-against-two
    options (§2.7, §11.11) would change nothing: setting one is reported, naming the option."""
    found = issues_of(ETUDE + "rules: {reinforcement_draw: six_new_tiles, push_destinations: two_back_diagonals}\n")
    flagged = [i for i in found if i.code == "rules"]
    assert [(i.severity.value, i.location.path) for i in flagged] == [("warning", ("rules", "reinforcement_draw"))]
    assert not [i for i in issues_of(ETUDE) if i.code == "rules"]
