"""Test facts R10-R15, R29, R30, R32-R35, R44 and R45 of rules/004 §7, and the placement rulings of
the official FAQ v1.3: where each combat token may go, and what happens to one placed where it may not."""

from __future__ import annotations

import pytest

from engine.core.catalogue import render
from engine.core.errors import IllegalActionError
from engine.games.rokugan.actions import Bless, Choose, Place, PlayCard
from engine.games.rokugan.common import SpecialKind, TokenType
from engine.games.rokugan.flow import start_round
from engine.games.rokugan.pieces import Special
from engine.games.rokugan.placement import placement_problem
from tests.engine.rokugan.helpers import (
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
    seat,
    turn_to,
    upkeep_cards,
)


def two_clans(**kw: object):  # type: ignore[no-untyped-def]
    s = game(("crab", "crane"), **kw)  # type: ignore[arg-type]
    control(s, "crab_capital", "crab")
    control(s, "crab_central", "crab")
    control(s, "crane_capital", "crane")
    control(s, "crane_south", "crane")
    return s


def problem(s, clan: str, code: str, at: str) -> str | None:  # type: ignore[no-untyped-def]
    q = seat(s, clan)
    said = placement_problem(
        s, q, s.clans[q].tokens[s.clans[q].first_of(code, list(range(27)))].type, s.board.loc_by_name[at]
    )
    return None if said is None else render(said, "en")


def test_R10_a_second_token_on_a_taken_border_is_not_offered_and_is_discarded_at_the_reveal() -> None:
    s = two_clans()
    hand(s, "crab", "army1", "army2", "navy1", "bluff")
    first = put(s, "crab", "army1", "crab_central>gold_north")
    assert ("army2", "crab_central>gold_north") not in places(s, "crab", "army2", "navy1", "bluff")
    with pytest.raises(IllegalActionError, match="one combat token"):
        s.apply(Place("army2", "crab_central>gold_north"))
    hand(s, "crab", "blessing2")
    assert Bless("blessing2", first.serial) in s.legal_actions()  # blessings share borders (L333)
    # at the table the second token can be put there; the reveal discards it
    second = put(s, "crab", "army2", "crab_central>gold_north")
    resolve_steps(s)
    assert "army2" in discards(s, "crab") and second not in s.placed
    assert held(s, "gold_north") == ("crab", 0, 1)  # the first army (1) beat the empty province


def test_R11_any_number_of_tokens_may_defend_in_a_centre() -> None:
    s = two_clans()
    hand(s, "crab", "army1", "army2", "army3", "bluff")
    put(s, "crab", "army1", "crab_capital")
    put(s, "crab", "army2", "crab_capital")
    assert ("army3", "crab_capital") in places(s, "crab")
    s.apply(Place("army3", "crab_capital"))
    events = resolve_steps(s)
    assert not [e for e in events if e.kind == "illegal"]
    assert held(s, "crab_capital") == ("crab", 1, 1)  # unattacked with armies: a defender victory


def test_R12_an_army_between_two_provinces_the_placer_does_not_control_is_discarded() -> None:
    s = two_clans()
    assert not s.ronin[seat(s, "crab")]
    assert ("army1", "crane_central>lion_capital") not in places(
        s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff"
    )
    assert "from a province you control" in (problem(s, "crab", "army1", "crane_central>lion_capital") or "")
    put(s, "crab", "army5", "crane_central>lion_capital")
    events = resolve_steps(s)
    assert "army5" in discards(s, "crab")
    assert any(e.kind == "illegal" and "L357" in e.text for e in events)
    assert held(s, "lion_capital") == (None, 0, 0)


def test_R13_a_navy_attacks_any_coast_without_a_province_nearby() -> None:
    s = two_clans()
    assert ("navy1", "~islands_north") in places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    put(s, "crab", "navy2", "~islands_north")
    events = resolve_steps(s)
    assert held(s, "islands_north") == ("crab", 0, 1)
    assert battle_result(events, "islands_north") == "captured"


def battle_result(events, pid: str) -> str:  # type: ignore[no-untyped-def]
    return next(e.data["result"] for e in events if e.kind == "battle" and e.data["province"] == pid)


def test_R14_a_navy_cannot_defend_a_landlocked_province() -> None:
    s = two_clans()
    assert not s.board.coastal[prov(s, "crab_central")]
    offered = places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    assert ("navy1", "crab_central") not in offered
    assert ("navy1", "crab_capital") in offered  # the capital is coastal
    assert "not coastal" in (problem(s, "crab", "navy1", "crab_central") or "")
    put(s, "crab", "navy1", "crab_central")
    resolve_steps(s)
    assert "navy1" in discards(s, "crab") and held(s, "crab_central") == ("crab", 0, 1)


def test_R15_diplomacy_only_in_a_province_you_control() -> None:
    s = two_clans()
    offered = places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    assert ("diplomacy", "crane_capital") not in offered
    assert ("diplomacy", "crab_capital") in offered
    assert "L399" in (problem(s, "crab", "diplomacy", "crane_capital") or "")


def test_R29_a_blessing_goes_face_up_only_on_an_own_face_down_army_navy_or_shinobi() -> None:
    s = two_clans()
    army = put(s, "crab", "army1", "crab_capital")
    raid = put(s, "crab", "raid", "crane_capital")
    shown = put(s, "crab", "army2", "crab_central", face_up=True)
    enemy = put(s, "crane", "army1", "crane_capital")
    hand(s, "crab", "blessing2", "army3")
    turn_to(s, "crab")
    targets = {a.on for a in s.legal_actions() if isinstance(a, Bless)}
    assert targets == {army.serial}
    assert not any(isinstance(a, Place) and a.token == "blessing2" for a in s.legal_actions())
    s.apply(Bless("blessing2", army.serial))
    obs = s.observation(seat(s, "crane"))
    view = next(t for t in obs.tokens if t.serial == army.serial)
    assert view.blessings == ("blessing2",) and view.token == "?"  # the blessing is public, the army is not
    assert raid.serial not in targets and shown.serial not in targets and enemy.serial not in targets


def test_R30_scorched_earth_can_be_neither_entered_attacked_nor_controlled() -> None:
    s = two_clans()
    s.put_special(prov(s, "gold_north"), Special(SpecialKind.SCORCHED_EARTH))
    refresh(s)
    for clan in ("crab", "crane"):
        assert not any(
            "gold_north" in at.replace(">", " ").split()
            for _, at in places(s, clan, "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
        )
    assert s.add_control(prov(s, "gold_north"), 0, face_down=1) == (0, 0)
    put(s, "crab", "army3", "crab_central>gold_north")
    put(s, "crane", "shinobi2", "gold_north")
    resolve_steps(s)
    assert held(s, "gold_north") == (None, 0, 0)
    assert "army3" in discards(s, "crab") and "shinobi2" in discards(s, "crane")


def test_R32_no_attack_out_of_a_province_at_peace() -> None:
    s = two_clans()
    s.put_special(prov(s, "crab_central"), Special(SpecialKind.PEACE))
    refresh(s)
    offered = places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    assert ("army1", "crab_central>gold_north") not in offered
    assert ("army1", "crab_capital>gold_south") in offered
    assert "peace" in (problem(s, "crab", "army1", "crab_central>gold_north") or "")


def test_R33_a_shrine_lets_its_controller_attack_out_and_keeps_everyone_else_away() -> None:
    s = two_clans()
    s.put_special(prov(s, "crab_central"), Special(SpecialKind.SHRINE))
    refresh(s)
    offered = places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    assert ("army1", "crab_central>gold_north") in offered
    assert ("army1", "crab_central") in offered
    crane = places(s, "crane", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    assert not any(at in ("crab_central", "gold_north>crab_central") for _, at in crane)
    assert ("shinobi1", "crab_central") not in crane
    assert "shrine" in (problem(s, "crane", "shinobi1", "crab_central") or "")


@pytest.mark.parametrize("code", ["raid", "diplomacy"])
def test_R34_no_raid_or_diplomacy_in_a_battlefield(code: str) -> None:
    s = two_clans()
    s.put_special(prov(s, "crab_central"), Special(SpecialKind.BATTLEFIELD))
    s.put_special(prov(s, "crane_south"), Special(SpecialKind.BATTLEFIELD))
    refresh(s)
    at = "crab_central" if code == "diplomacy" else "crane_south"
    offered = places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    assert (code, at) not in offered
    assert "battlefield" in (problem(s, "crab", code, at) or "")
    assert ("army1", "crab_central") in offered  # armies still defend it


def test_R35_the_harbor_goes_only_in_a_landlocked_province() -> None:
    s = two_clans()
    give_card(s, "crab", "feats_of_engineering")
    upkeep_cards(s, "crab")
    s.apply(PlayCard("feats_of_engineering"))
    options = {a.option for a in s.legal_actions() if isinstance(a, Choose)}
    coastal = {s.board.provinces[p] for p in range(s.board.n) if s.board.coastal[p]}
    assert options and not options & coastal
    assert "crab_central" in options and "shadowlands_north" in options
    s.apply(Choose("crab_central"))
    assert s.harbor(prov(s, "crab_central")) and s.coastal_now(prov(s, "crab_central"))
    assert ("navy1", "crab_central") in places(s, "crab", "navy1")  # a harbor counts as coastal (L539)


def test_R44_a_ronin_places_armies_on_any_land_border_but_no_raid_or_diplomacy() -> None:
    s = game(("crab", "crane"))
    control(s, "crane_capital", "crane")
    crab = seat(s, "crab")
    assert s.ronin[crab]
    offered = places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    assert ("army1", "lion_capital>crane_capital") in offered  # neither side is the crab's
    assert ("army1", "dragon_west>unicorn_capital") in offered
    assert not any(code in ("raid", "diplomacy") for code, _ in offered)
    assert "ronin" in (problem(s, "crab", "raid", "lion_capital") or "")
    assert ("navy1", "~crane_capital") in offered and ("shinobi1", "crane_capital") in offered  # G23


def test_R45_a_ronin_with_a_control_token_at_the_next_upkeep_plays_by_the_usual_rules() -> None:
    s = game(("crab", "crane"))
    control(s, "crane_capital", "crane")
    crab = seat(s, "crab")
    assert s.ronin[crab]
    s.add_control(prov(s, "crab_capital"), crab, face_down=1)  # won during the round
    assert s.ronin[crab]  # status changes only at the start of upkeep (L601-603)
    s.round = 2
    start_round(s)
    assert not s.ronin[crab]
    offered = places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    assert ("army1", "lion_capital>crane_capital") not in offered
    assert ("army1", "crab_capital>crab_central") in offered


def test_FAQ_no_attack_on_your_own_province() -> None:
    s = two_clans()
    offered = places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    assert ("army1", "crab_capital>crab_central") not in offered
    assert ("navy1", "~crab_capital") not in offered
    assert "own province" in (problem(s, "crab", "army1", "crab_capital>crab_central") or "")
    put(s, "crab", "army4", "crab_capital>crab_central")
    resolve_steps(s)
    assert "army4" in discards(s, "crab")


def test_FAQ_several_shinobi_may_stand_in_one_province() -> None:
    s = game(("scorpion", "crane"))
    control(s, "scorpion_capital", "scorpion")
    control(s, "crane_capital", "crane")
    put(s, "scorpion", "shinobi1", "crane_capital")
    put(s, "scorpion", "shinobi2", "crane_capital")
    assert ("shinobi3", "crane_capital") in places(s, "scorpion", "shinobi3")
    put(s, "scorpion", "shinobi3", "crane_capital")
    events = resolve_steps(s)
    assert not [e for e in events if e.kind == "illegal"]
    assert held(s, "crane_capital") == ("scorpion", 0, 1)  # 1 + 2 + 3 = 6 beats the printed 2


def test_FAQ_several_blessings_stack_on_one_token() -> None:
    s = game(("dragon", "crane"))
    control(s, "dragon_capital", "dragon")
    control(s, "lion_capital", "crane")
    control(s, "dragon_south", "dragon")
    army = put(s, "dragon", "army1", "dragon_south>lion_capital")
    hand(s, "dragon", "blessing2", "blessing3", "army2")
    turn_to(s, "dragon")
    s.apply(Bless("blessing2", army.serial))
    turn_to(s, "dragon")
    assert Bless("blessing3", army.serial) in s.legal_actions()
    s.apply(Bless("blessing3", army.serial))
    assert s.strength(army) == 1 + 2 + 3
    events = resolve_steps(s)
    assert held(s, "lion_capital") == ("dragon", 0, 1)  # 6 beats printed 2 + the crane's token 0
    assert not [e for e in events if e.kind == "illegal"]


def test_FAQ_a_shinobi_on_a_border_is_illegal() -> None:
    s = two_clans()
    assert not any(
        code.startswith("shinobi") and ">" in at
        for code, at in places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    )
    assert "never on a border" in (problem(s, "crab", "shinobi1", "crab_central>gold_north") or "")
    put(s, "crab", "shinobi2", "crab_central>gold_north")
    resolve_steps(s)
    assert "shinobi2" in discards(s, "crab") and held(s, "gold_north") == (None, 0, 0)


def test_a_bluff_may_go_anywhere_another_token_could_but_never_as_a_blessing() -> None:
    s = two_clans()
    offered = places(s, "crab", "army1", "navy1", "shinobi1", "diplomacy", "raid", "bluff")
    bluff = {at for code, at in offered if code == "bluff"}
    others = {at for code, at in offered if code != "bluff"}
    assert bluff == {
        s.board.locations[x].name
        for x in range(len(s.board.locations))
        if any(
            problem(s, "crab", c, s.board.locations[x].name) is None
            for c in ("army1", "navy1", "shinobi1", "diplomacy", "raid")
        )
    }
    assert others <= bluff | others and "crane_central>lion_capital" not in bluff
    army = put(s, "crab", "army1", "crab_capital")
    hand(s, "crab", "bluff")
    turn_to(s, "crab")
    assert not any(isinstance(a, Bless) for a in s.legal_actions())
    assert army.serial


def test_tokens_are_placed_face_down_and_stay_hidden_from_the_others() -> None:
    s = two_clans()
    hand(s, "crab", "army4", "bluff")
    turn_to(s, "crab")
    s.apply(Place("army4", "crab_central>gold_north"))
    crab, crane = seat(s, "crab"), seat(s, "crane")
    mine = s.observation(crab).tokens[-1]
    theirs = s.observation(crane).tokens[-1]
    assert (mine.token, mine.face_up) == ("army4", False)
    assert (theirs.token, theirs.at) == ("?", "crab_central>gold_north")
    assert hand_codes(s, "crab") == ["bluff"]
    assert TokenType.ARMY
