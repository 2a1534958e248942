"""Every rule option that changes play, in both settings (engine/games/rokugan/options.py)."""

from __future__ import annotations

import pytest

from engine.ai.agents import make_agent
from engine.content.library import bundled_library
from engine.core.errors import IllegalActionError
from engine.core.game import Event
from engine.games.rokugan.actions import Bless, Choose, Place, PlayCard
from engine.games.rokugan.common import SpecialKind
from engine.games.rokugan.flow import determine_first_player
from engine.games.rokugan.pieces import Special
from engine.games.rokugan.prepare import prepare_scenario
from engine.games.rokugan.scoring import final_scoring, honor_breakdown, objective_achieved
from engine.games.rokugan.state import RKState
from tests.engine.rokugan.helpers import (
    GAME,
    battle,
    bless,
    control,
    discards,
    game,
    give_card,
    hand,
    hand_codes,
    held,
    places,
    prov,
    put,
    refresh,
    resolve_steps,
    scenario,
    seat,
    turn_to,
    upkeep_cards,
)

ALL = ("army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")


@pytest.mark.parametrize("check", ["when_placed", "at_reveal"])
def test_placement_check(check: str) -> None:
    s = game(("crab", "crane"), rules={"placement_check": check})
    control(s, "crab_capital", "crab")
    offered = places(s, "crab", *ALL)
    illegal = ("army1", "crane_central>lion_capital")
    assert (illegal in offered) == (check == "at_reveal")
    if check == "at_reveal":
        s.apply(Place(*illegal))
        resolve_steps(s)
        assert "army1" in discards(s, "crab")


@pytest.mark.parametrize("check", ["when_placed", "at_reveal"])
def test_placement_check_blessing_on_another_clans_token(check: str) -> None:
    """L391: a blessing goes on one's own face-down army, navy or shinobi. At the table nothing stops
    a player laying it on another clan's token; it is then discarded as illegal at the reveal (L426)."""
    s = game(("crab", "crane"), rules={"placement_check": check})
    control(s, "crab_central", "crab")
    control(s, "gold_north", "crane")
    army = put(s, "crab", "army2", "crab_central>gold_north")
    hand(s, "crane", "blessing2")
    turn_to(s, "crane")
    crane_tokens = s.tokens_count(seat(s, "crane"))
    on_crab = Bless("blessing2", army.serial)
    assert (on_crab in s.legal_actions()) == (check == "at_reveal")
    if check == "when_placed":
        with pytest.raises(IllegalActionError):
            s.apply(on_crab)
        return
    s.apply(on_crab)
    assert s.tokens_count(seat(s, "crane")) == crane_tokens
    assert [t.blessings for t in s.observation(seat(s, "crab")).tokens] == [()]
    assert s.observation(seat(s, "crab")).tokens[0].foreign_blessings == (("crane", "blessing2"),)
    events = resolve_steps(s)
    assert "blessing2" in discards(s, "crane")
    assert any(e.kind == "illegal" and e.data.get("reason") == "foreign_blessing" for e in events)
    # the blessing added nothing: army 2 against gold_north's defence of 0 still wins, alone
    assert battle(events, "gold_north")["attackers"][0]["strength"] == 2
    assert s.tokens_count(seat(s, "crane")) == crane_tokens


def test_placement_check_at_reveal_the_greedy_agent_blesses_its_own_token() -> None:
    """A blessing on another clan's token is discarded at the reveal (L391), so the agent lays its
    blessing on its own army, here a hopeless attack, rather than on the crab's shinobi standing in
    a province the crane would like to take."""
    s = game(("crab", "crane"), rules={"placement_check": "at_reveal"})
    control(s, "crab_central", "crab", up=3)
    control(s, "gold_north", "crane")
    put(s, "crab", "shinobi2", "gold_south")
    own = put(s, "crane", "army1", "gold_north>crab_central")
    hand(s, "crane", "blessing2")
    crane = seat(s, "crane")
    s.scouts[crane] = s.shugenja[crane] = 0  # nothing else to do than to bless
    turn_to(s, "crane")
    assert len(s.legal_actions()) == 2 and all(isinstance(a, Bless) for a in s.legal_actions())
    for seed in range(5):
        assert make_agent(GAME, "greedy", seed).choose(s) == Bless("blessing2", own.serial)


@pytest.mark.parametrize("adjacency", ["land", "land_or_sea"])
def test_raid_adjacency_G6(adjacency: str) -> None:
    s = game(("crab", "crane"), rules={"raid_adjacency": adjacency})
    control(s, "crab_capital", "crab")  # coastal, no land border with the islands
    control(s, "islands_north", "crane")
    put(s, "crab", "raid", "islands_north")
    resolve_steps(s)
    assert s.has_special(prov(s, "islands_north"), SpecialKind.SCORCHED_EARTH) == (adjacency == "land_or_sea")


@pytest.mark.parametrize("order", ["simultaneous", "placement_order"])
def test_raid_order_G7(order: str) -> None:
    s = game(("crab", "crane"), rules={"raid_order": order})
    control(s, "crab_northwest", "crab")
    control(s, "scorpion_west", "crane")
    put(s, "crane", "raid", "crab_northwest")  # placed first; works through scorpion_west
    put(s, "crab", "raid", "unicorn_southwest")  # works only through crab_northwest
    resolve_steps(s)
    assert s.has_special(prov(s, "crab_northwest"), SpecialKind.SCORCHED_EARTH)
    works = s.has_special(prov(s, "unicorn_southwest"), SpecialKind.SCORCHED_EARTH)
    assert works == (order == "simultaneous")


@pytest.mark.parametrize("where", ["discard", "return_to_hand"])
def test_blessing_on_bluff_G8(where: str) -> None:
    s = game(("crab", "crane"), rules={"blessing_on_bluff": where})
    control(s, "crab_central", "crab")
    bluff = put(s, "crab", "bluff", "crab_central>gold_north")
    bless(s, "crab", "blessing2", bluff)
    resolve_steps(s)
    assert ("blessing2" in discards(s, "crab")) == (where == "discard")
    assert ("blessing2" in hand_codes(s, "crab")) == (where == "return_to_hand")
    assert "bluff" in hand_codes(s, "crab")


@pytest.mark.parametrize("where", ["discard", "return_to_hand"])
def test_blessing_on_illegal_token(where: str) -> None:
    s = game(("crab", "crane"), rules={"blessing_on_illegal_token": where})
    control(s, "crab_capital", "crab")
    army = put(s, "crab", "army2", "crane_central>lion_capital")  # from a province it does not hold
    bless(s, "crab", "blessing2", army)
    resolve_steps(s)
    assert "army2" in discards(s, "crab")
    assert ("blessing2" in discards(s, "crab")) == (where == "discard")
    assert ("blessing2" in hand_codes(s, "crab")) == (where == "return_to_hand")


@pytest.mark.parametrize("shield", [False, True])
def test_blessing_shields_from_raids_G9(shield: bool) -> None:
    s = game(("crab", "crane"), rules={"blessing_shields_from_raids": shield})
    control(s, "crab_central", "crab")
    control(s, "gold_north", "crane")
    control(s, "crane_south", "crane")
    put(s, "crab", "raid", "gold_north")
    army = put(s, "crane", "army2", "gold_north>crab_central")
    bless(s, "crane", "blessing2", army)
    resolve_steps(s)
    assert held(s, "crab_central")[0] == ("crane" if shield else "crab")


@pytest.mark.parametrize("slot", ["land_borders", "virtual_coast"])
def test_harbor_attack_G10(slot: str) -> None:
    s = game(("crab", "crane"), rules={"harbor_attack": slot})
    control(s, "crab_capital", "crab")
    control(s, "gold_north", "crane")
    s.put_special(prov(s, "gold_north"), Special(SpecialKind.HARBOR))
    refresh(s)
    offered = places(s, "crab", "navy1")
    assert (("navy1", "crab_central>gold_north") in offered) == (slot == "land_borders")
    assert (("navy1", "~gold_north") in offered) == (slot == "virtual_coast")
    at = "crab_central>gold_north" if slot == "land_borders" else "~gold_north"
    put(s, "crab", "navy2", at)
    resolve_steps(s)
    assert held(s, "gold_north") == ("crab", 0, 1)


def _attack_out_of_a_lost_province(order: str, clears: str) -> tuple[RKState, list[Event]]:
    """The crane takes crab_central (map order fights it first) while the crab attacks out of it."""
    s = game(("crab", "crane"), rules={"battle_order": order, "attacker_win_clears": clears})
    control(s, "crab_central", "crab")
    control(s, "gold_north", "crane")
    control(s, "gold_south", "crane")
    put(s, "crane", "army5", "gold_north>crab_central")
    put(s, "crab", "army3", "crab_central>gold_south")
    events = resolve_steps(s)
    assert held(s, "crab_central")[0] == "crane"
    return s, events


@pytest.mark.parametrize("clears", ["participants", "all_on_province"])
def test_attacker_win_clears_G11_with_simultaneous_battles(clears: str) -> None:
    """L463: the winner 'removes all control and combat tokens from the province and its borders'; the
    battles are fought one at a time (L429), so the crab's army on crab_central's border, swept away
    when the crane wins there, never fights for gold_south. L445-447 alone discard only the battle's
    participants, and the crab's attack stands."""
    s, events = _attack_out_of_a_lost_province("simultaneous", clears)
    assert held(s, "gold_south")[0] == ("crab" if clears == "participants" else "crane")
    swept = battle(events, "crab_central").get("swept", [])
    assert [(t["clan"], t["token"], t["at"]) for t in swept] == (
        [("crab", "army3", "crab_central>gold_south")] if clears == "all_on_province" else []
    )
    assert "army3" in discards(s, "crab")


def test_attacker_win_clears_G11_sweep_is_explained_with_sequential_battles() -> None:
    """L463 under sequential battles: the tokens the winner sweeps are named in the battle's event."""
    s = game(("crab", "crane", "lion"), rules={"battle_order": "sequential", "attacker_win_clears": "all_on_province"})
    control(s, "crab_central", "crab")
    control(s, "gold_north", "crane")
    control(s, "crab_capital", "lion")
    put(s, "crane", "army5", "gold_north>crab_central")
    lion = put(s, "lion", "army2", "crab_capital>crab_central")  # a second attacker: a participant
    put(s, "crab", "shinobi2", "crab_central")  # the defender
    put(s, "crab", "army1", "crab_central>gold_south")  # aimed out of the province, at nobody's
    events = resolve_steps(s)
    data = battle(events, "crab_central")
    assert data["winner"] == "crane"
    assert [t["token"] for t in data["swept"]] == ["army1"]
    text = next(e.text for e in events if e.kind == "battle" and e.data.get("province") == "crab_central")
    assert "sweeping the province and its borders of" in text
    assert lion not in s.placed
    assert not any(e.kind == "battle" and e.data.get("province") == "gold_south" for e in events)


@pytest.mark.parametrize("order", ["simultaneous", "sequential"])
def test_battle_order_G13(order: str) -> None:
    """G13: with simultaneous battles (L429) the crab's attack counts from crab_central as control
    stood when the step began; fought one after another, the crab lost crab_central first, and an
    army attacks only from a province its clan controls (L357), so the attack is cancelled."""
    s, events = _attack_out_of_a_lost_province(order, "participants")
    assert held(s, "gold_south")[0] == ("crab" if order == "simultaneous" else "crane")
    cancelled = [e for e in events if e.kind == "cancelled"]
    assert [e.data["from"] for e in cancelled] == (["crab_central"] if order == "sequential" else [])
    assert "army3" in discards(s, "crab")


def test_battle_order_G13_ronin_attack_is_not_cancelled() -> None:
    """L601: a ronin places armies on any border, so losing a province cancels none of its attacks."""
    s = game(("crab", "crane"), rules={"battle_order": "sequential"})
    control(s, "gold_north", "crane")
    control(s, "gold_south", "crane")
    put(s, "crane", "army1", "gold_north>crab_central")  # takes the uncontrolled crab_central
    put(s, "crab", "army3", "crab_central>gold_south")  # the crab, a ronin, attacks from it anyway
    events = resolve_steps(s)
    assert not [e for e in events if e.kind == "cancelled"]
    assert held(s, "gold_south")[0] == "crab"


@pytest.mark.parametrize("victory", [False, True])
def test_cleared_attack_is_defender_victory_G12(victory: bool) -> None:
    s = game(("crab", "crane"), rules={"cleared_attack_is_defender_victory": victory})
    control(s, "crab_central", "crab")
    control(s, "gold_north", "crane")
    put(s, "crab", "diplomacy", "crab_central")
    put(s, "crane", "army2", "gold_north>crab_central")
    resolve_steps(s)
    assert held(s, "crab_central") == ("crab", 1 if victory else 0, 1)


@pytest.mark.parametrize("victory", [False, True])
def test_cleared_attack_is_defender_victory_G12_counts_illegal_attacks(victory: bool) -> None:
    """L492: an attack that fails 'for any reason' is a defender victory (when G12 says so); an attack
    discarded at step 2 as illegally placed (L426) failed too. The crane's army attacks crab_central
    from gold_north, which the crane does not control (L357)."""
    s = game(("crab", "crane"), rules={"cleared_attack_is_defender_victory": victory})
    control(s, "crab_central", "crab")
    control(s, "crane_south", "crane")
    put(s, "crane", "army2", "gold_north>crab_central")
    events = resolve_steps(s)
    assert "army2" in discards(s, "crane")
    assert held(s, "crab_central") == ("crab", 1 if victory else 0, 1)
    assert any(e.data.get("cleared") for e in events if e.kind == "battle") == victory


@pytest.mark.parametrize("rule", ["nobody", "every_player"])
def test_all_scorched_region_G14(rule: str) -> None:
    s = game(("crab", "crane"), rules={"all_scorched_region": rule})
    for pid in ("islands_east", "islands_north", "islands_west"):
        s.put_special(prov(s, pid), Special(SpecialKind.SCORCHED_EARTH))
    refresh(s)
    for q in range(2):
        assert honor_breakdown(s, q)["regions"] == (5 if rule == "every_player" else 0)


@pytest.mark.parametrize("count", [True, False])
def test_shadowlands_in_region_tiebreak_G15(count: bool) -> None:
    s = game(("crab", "crane"), rules={"shadowlands_in_region_tiebreak": count})
    for pid in ("phoenix_capital", "phoenix_central", "phoenix_east", "shadowlands_north"):
        control(s, pid, "crab")
    control(s, "phoenix_capital", "crab", up=1, down=0)  # 5 flowers + 1 face up + 5 = 11, four provinces
    for pid in ("islands_east", "islands_north", "islands_west", "dragon_west", "unicorn_southwest"):
        control(s, pid, "crane")  # 4 + 1 + 1 flowers + 5 = 11, five provinces
    final_scoring(s)
    assert s.honor == [11, 11]
    # with the Shadowlands the crab holds two regions to one; without, the crane's provinces decide
    assert s.winners == frozenset({seat(s, "crab" if count else "crane")})


@pytest.mark.parametrize("defend", [True, False])
def test_shadowlands_faceup_defense_G16(defend: bool) -> None:
    s = game(("dragon", "lion"), rules={"shadowlands_faceup_defense": defend})
    control(s, "shadowlands_north", "dragon", up=2, down=0)
    control(s, "crab_northwest", "lion")
    put(s, "lion", "army3", "crab_northwest>shadowlands_north")  # against printed 1 (+ 2 face up)
    events = resolve_steps(s)
    assert battle(events, "shadowlands_north")["defence"]["total"] == (3 if defend else 1)
    assert held(s, "shadowlands_north")[0] == ("dragon" if defend else "lion")


@pytest.mark.parametrize("limits", [True, False])
def test_supply_limits_G17(limits: bool) -> None:
    s = game(("crab", "crane"), rules={"supply_limits": limits})
    control(s, "crab_central", "crab")
    crab = seat(s, "crab")
    s.control_supply[crab] = 0
    put(s, "crab", "army1", "crab_central")
    resolve_steps(s)
    assert held(s, "crab_central") == ("crab", 0 if limits else 1, 1)


@pytest.mark.parametrize("fallback", ["next_to_the_right", "keep"])
def test_neutral_initiative_fallback_G18(fallback: str) -> None:
    s = game(("crab", "crane", "lion"), rules={"neutral_initiative_fallback": fallback})
    control(s, "crab_capital", "crab")
    control(s, "crab_central", "crab")  # only the first player has the most provinces
    control(s, "crane_capital", "crane")
    s.first = seat(s, "crab")
    s.initiative.pile = ["master_of_governance"]
    determine_first_player(s)
    assert s.clans[s.first].id == ("lion" if fallback == "next_to_the_right" else "crab")


@pytest.mark.parametrize("transfer", ["end_of_resolution", "after_every_change"])
def test_territory_card_transfer_G20(transfer: str) -> None:
    s = game(("crab", "crane"), rules={"territory_card_transfer": transfer})
    control(s, "gold_north", "crab")
    control(s, "gold_south", "crab")
    control(s, "crab_capital", "crab")
    control(s, "gold_east", "crane")
    give_card(s, "crab", "cultural_exchange")
    r = s.board.region_of[prov(s, "gold_east")]
    s.region_card[r] = "ashigaru_levies"
    s.card_holder[r] = -1
    upkeep_cards(s, "crab")
    s.apply(PlayCard("cultural_exchange"))
    s.apply(Choose("crab_capital"))
    s.apply(Choose("gold_east"))  # the crab now holds the whole gold region
    assert s.card_holder[r] == (seat(s, "crab") if transfer == "after_every_change" else -1)


@pytest.mark.parametrize("honor", [1, 0])
def test_defense_bonus_token_honor_G21(honor: int) -> None:
    s = game(("crab", "crane"), rules={"defense_bonus_token_honor": honor})
    control(s, "crab_central", "crab")
    s.put_special(prov(s, "crab_central"), Special(SpecialKind.DEFENSE_BONUS, 2))
    assert honor_breakdown(s, seat(s, "crab"))["defense_tokens"] == honor


@pytest.mark.parametrize("keeps", [True, False])
def test_ronin_keeps_navy_and_shinobi_G23(keeps: bool) -> None:
    s = game(("crab", "crane"), rules={"ronin_keeps_navy_and_shinobi": keeps})
    control(s, "crane_capital", "crane")
    offered = places(s, "crab", *ALL)
    assert (("navy1", "~crane_capital") in offered) == keeps
    assert (("shinobi1", "crane_capital") in offered) == keeps
    assert ("army1", "lion_capital>crane_capital") in offered


@pytest.mark.parametrize("rule", ["no_effect", "zero_strength_attack"])
def test_failed_raid(rule: str) -> None:
    s = game(("crab", "crane"), rules={"failed_raid": rule})
    control(s, "crab_capital", "crab")
    control(s, "crane_capital", "crane")
    put(s, "crab", "raid", "crane_capital")
    events = resolve_steps(s)
    assert held(s, "crane_capital") == ("crane", 1 if rule == "zero_strength_attack" else 0, 1)
    assert any(e.kind == "battle" for e in events) == (rule == "zero_strength_attack")
    assert "raid" in discards(s, "crab")


@pytest.mark.parametrize("clear", [True, False])
def test_raids_clear_coast(clear: bool) -> None:
    s = game(("crab", "crane"), rules={"raids_clear_coast": clear})
    control(s, "crab_capital", "crab")
    control(s, "gold_south", "crane")
    put(s, "crane", "raid", "crab_capital")
    navy = put(s, "crane", "navy2", "~crab_capital")
    events = resolve_steps(s)
    raid = next(e for e in events if e.kind == "raid")
    assert (navy.serial in [t["serial"] for t in raid.data["removed_tokens"]]) == clear
    assert s.has_special(prov(s, "crab_capital"), SpecialKind.SCORCHED_EARTH)
    # a navy left on the coast still fights, but scorched earth can never be controlled (L521)
    assert any(e.kind == "battle" for e in events) == (not clear)
    assert held(s, "crab_capital") == (None, 0, 0) and "navy2" in discards(s, "crane")


@pytest.mark.parametrize("blocks", [True, False])
def test_illegal_first_token_blocks(blocks: bool) -> None:
    s = game(("crab", "crane"), rules={"illegal_first_token_blocks": blocks})
    control(s, "crab_central", "crab")
    control(s, "crane_south", "crane")
    put(s, "crane", "army1", "crab_central>gold_north")  # illegal: the crane does not hold crab_central
    put(s, "crab", "army2", "crab_central>gold_north")  # second on the border
    resolve_steps(s)
    assert held(s, "gold_north")[0] == (None if blocks else "crab")


@pytest.mark.parametrize("who", ["controller", "placer"])
def test_bonus_tokens_score_for(who: str) -> None:
    s = game(("crab", "crane"), rules={"bonus_tokens_score_for": who})
    control(s, "crane_central", "crane")
    s.put_special(prov(s, "crane_central"), Special(SpecialKind.HONOR_BONUS, 2, placer=seat(s, "crab")))
    crab, crane = honor_breakdown(s, seat(s, "crab")), honor_breakdown(s, seat(s, "crane"))
    assert (crab["honor_tokens"], crane["honor_tokens"]) == ((0, 2) if who == "controller" else (2, 0))


@pytest.mark.parametrize("victory", [False, True])
def test_lion_bluff_unattacked_is_victory(victory: bool) -> None:
    s = game(("lion", "crane"), rules={"lion_bluff_unattacked_is_victory": victory})
    control(s, "lion_capital", "lion")
    put(s, "lion", "bluff", "lion_capital")
    resolve_steps(s)
    assert held(s, "lion_capital") == ("lion", 1 if victory else 0, 1)
    assert "bluff" in hand_codes(s, "lion")


@pytest.mark.parametrize("ties", [True, False])
def test_humility_ties_count(ties: bool) -> None:
    s = game(("crab", "crane", "lion"), rules={"humility_ties_count": ties})
    control(s, "crab_capital", "crab")
    control(s, "crane_capital", "crane")
    control(s, "lion_capital", "lion")
    control(s, "lion_east", "lion")
    humility = s.prep.objectives["way_of_humility"]
    assert objective_achieved(s, seat(s, "crab"), humility) == ties
    assert not objective_achieved(s, seat(s, "lion"), humility)


@pytest.mark.parametrize("scope", ["any_battle", "never"])
def test_crane_wins_ties(scope: str) -> None:
    s = game(("crane", "crab"), rules={"crane_wins_ties": scope})
    control(s, "crane_central", "crane")
    control(s, "lion_capital", "crab")
    put(s, "crane", "army2", "crane_central>lion_capital")  # 2 against printed 2
    resolve_steps(s)
    assert held(s, "lion_capital")[0] == ("crab" if scope == "never" else "crane")


@pytest.mark.parametrize("scope", ["capitals", "capitals_and_shadowlands"])
def test_phoenix_ignores(scope: str) -> None:
    s = game(("phoenix", "crab"), rules={"phoenix_ignores": scope})
    control(s, "crab_northwest", "phoenix")
    control(s, "crab_central", "phoenix")
    put(s, "phoenix", "army1", "crab_northwest>shadowlands_north")  # 1 against printed 1
    put(s, "phoenix", "army1", "crab_central>crab_capital")  # 1 against printed 2: ignored
    resolve_steps(s)
    assert held(s, "crab_capital")[0] == "phoenix"
    assert held(s, "shadowlands_north")[0] == ("phoenix" if scope == "capitals_and_shadowlands" else None)


@pytest.mark.parametrize("split", ["as_listed", "reversed"])
def test_shadowlands_card_split(split: str) -> None:
    prep = prepare_scenario(scenario(("crab", "crane"), rules={"shadowlands_card_split": split}), bundled_library())
    north = next(r.index for r in prep.board.regions if r.id == "shadowlands_north")
    want = {"purge_the_weak", "dark_favors"} if split == "as_listed" else {"animate_the_dead", "inspire_fear"}
    assert set(prep.region_candidates[north]) == want


def test_turn_to_helper_places_the_game_in_a_placement_turn() -> None:
    s = game(("crab", "crane"))
    turn_to(s, "crane")
    assert s.current_player() == seat(s, "crane")
