"""Hidden information: what each seat observes, which events it may read, and resampling what
it cannot see (roles, hands, the deck's order)."""

from __future__ import annotations

import random

from engine.core.game import Observation
from engine.games.samurai_sword.observation import SamuraiSwordObservation

from .helpers import act, arrange, new_state


def test_a_seat_sees_its_own_role_and_hand_the_shogun_and_only_counts_of_other_hands() -> None:
    s = new_state(6, seed=7)
    for viewer in range(6):
        obs = s.observation(viewer)
        assert isinstance(obs, SamuraiSwordObservation) and isinstance(obs, Observation)
        assert obs.role == ("shogun", "samurai", "ninja", "ronin")[s.role_of(viewer)]
        assert sorted(obs.hand) == sorted(s.rules.card_ids[c] for c in s.hands[viewer])
        for seat in obs.seats:
            assert seat.hand_size == len(s.hands[seat.seat])
            if seat.seat in (viewer, s.shogun):
                assert seat.role is not None
            else:
                assert seat.role is None and seat.stars is None and seat.daimyo is None
        assert obs.seats[s.shogun].role == "shogun" and obs.shogun == s.shogun


def test_roles_and_daimyo_are_revealed_when_the_game_ends_but_not_the_removed_ninja() -> None:
    s = arrange(
        new_state(4),
        roles=["shogun", "samurai", "ninja3", "ninja1"],
        chars=["hideyoshi", "nobunaga", "ieyasu", "goemon"],
        hands={0: ["daikyu", "daimyo"]},
        res={1: 1},
        honor={1: 1},
    )
    before = s.observation(2)
    assert before.seats[3].role is None
    act(s, "attack daikyu 1", "wound")
    assert s.is_terminal()
    obs = s.observation(2)
    assert [seat.role for seat in obs.seats] == ["shogun", "samurai", "ninja", "ninja"]
    assert [seat.stars for seat in obs.seats] == [None, None, 3, 1]
    assert obs.seats[0].daimyo == 1
    twin = s.clone()
    twin.removed_roles = []  # which card left unseen makes no difference to any seat's view
    assert all(twin.observation(v) == s.observation(v) for v in range(4))


def test_drawn_cards_and_diversion_are_visible_only_to_the_players_concerned() -> None:
    s = arrange(
        new_state(5),
        roles=["shogun", "ninja", "samurai", "ninja", "ronin"],
        chars=["hideyoshi", "nobunaga", "ieyasu", "goemon", "hanzo"],
        hands={0: ["daimyo", "diversion", "parry"], 3: ["katana"]},
    )
    events = act(s, "play daimyo", "play-on diversion 3")
    seen = {e.kind: e.visible_to for e in events if e.kind.endswith("-seen")}
    assert seen == {"draw-seen": frozenset({0}), "diversion-seen": frozenset({0, 3})}
    public = [e for e in events if e.visible_to is None]
    assert any(e.kind == "draw" and "2 card(s)" in e.text for e in public)
    assert all("Katana" not in e.text for e in s.visible_events(2))
    assert any("Katana" in e.text for e in s.visible_events(3))


def test_resampling_keeps_what_the_seat_sees_and_redraws_the_rest() -> None:
    changed_hands = changed_roles = 0
    for seed in range(10):
        s = new_state(6, seed=seed)
        rnd = random.Random(seed)
        for _ in range(rnd.randrange(5, 40)):  # play on a little, at random
            if s.is_terminal():
                break
            legal = s.legal_actions()
            s.apply(legal[rnd.randrange(len(legal))])
        viewer = (s.shogun + 1) % 6
        other = s.resample_hidden(viewer, seed + 50)
        assert other.observation(viewer) == s.observation(viewer)
        assert other.roles[viewer] == s.roles[viewer] and other.roles[s.shogun] == s.roles[s.shogun]
        assert other.hands[viewer] == s.hands[viewer]
        hidden = sorted([*(c for p in range(6) if p != viewer for c in s.hands[p]), *s.deck.pile])
        assert sorted([*(c for p in range(6) if p != viewer for c in other.hands[p]), *other.deck.pile]) == hidden
        changed_hands += other.hands != s.hands
        changed_roles += other.roles != s.roles
        pool = sorted([*s.roles, *s.removed_roles])
        assert sorted([*other.roles, *other.removed_roles]) == pool
    assert changed_hands > 5 and changed_roles > 5


def test_a_finished_game_resamples_no_roles() -> None:
    s = arrange(
        new_state(5),
        roles=["shogun", "ninja", "samurai", "ninja", "ronin"],
        chars=["hideyoshi", "nobunaga", "ieyasu", "goemon", "hanzo"],
        hands={0: ["daikyu", "parry"]},
        res={1: 1},
        honor={1: 1},
    )
    act(s, "attack daikyu 1", "wound")
    assert s.is_terminal()
    assert all(s.resample_hidden(2, seed).roles == s.roles for seed in range(5))


def test_a_finished_game_resamples_hands_but_keeps_the_daimyo_shown() -> None:
    s = arrange(
        new_state(5),
        roles=["shogun", "ninja", "samurai", "ninja", "ronin"],
        chars=["hideyoshi", "nobunaga", "ieyasu", "goemon", "hanzo"],
        hands={0: ["daikyu", "parry"], 2: ["daimyo", "daimyo", "bokken", "katana"]},
        res={1: 1},
        honor={1: 1},
    )
    act(s, "attack daikyu 1", "wound")
    assert s.is_terminal() and s.observation(0).seats[2].daimyo == 2
    changed = 0
    for seed in range(8):
        for viewer in range(5):
            other = s.resample_hidden(viewer, seed)
            assert other.observation(viewer) == s.observation(viewer)
            changed += other.hands != s.hands
    assert changed > 0


def test_a_draw_counts_as_news_for_taking_back() -> None:
    s = arrange(
        new_state(5),
        roles=["shogun", "ninja", "samurai", "ninja", "ronin"],
        chars=["hideyoshi", "nobunaga", "ieyasu", "goemon", "hanzo"],
        hands={0: ["daimyo", "armor", "parry"]},
    )
    before = s.clone()
    act(s, "play armor")
    assert not s.revealed_since(before)
    act(s, "play daimyo")
    assert s.revealed_since(before)


def test_a_glance_is_the_observation_s_fields_of_the_same_name() -> None:
    """The greedy agent and the search's rollouts read the glance: it must say what the seat's
    observation says, from the first action to the end, for every seat (the top of the discards
    being the observation's last discard)."""
    from dataclasses import fields

    from engine.games.samurai_sword.observation import Glance, SeatGlance

    compared = 0
    for players, seed in ((3, 1), (5, 2), (7, 3)):
        s = new_state(players, seed=seed)
        rnd = random.Random(seed)
        while True:
            for viewer in range(players):
                g, obs = s.glance(viewer), s.observation(viewer)
                for f in fields(Glance):
                    if f.name == "discard_top":
                        assert g.discard_top == (obs.discard[-1] if obs.discard else None)
                    elif f.name == "seats":
                        assert len(g.seats) == len(obs.seats)
                        for mine, full in zip(g.seats, obs.seats):
                            for name in SeatGlance._fields:
                                assert getattr(mine, name) == getattr(full, name), name
                    else:
                        assert getattr(g, f.name) == getattr(obs, f.name), f.name
                compared += 1
            if s.is_terminal():
                break
            legal = s.legal_actions()
            act(s, legal[rnd.randrange(len(legal))])
        assert s.glance(0).over
    assert compared > 300
