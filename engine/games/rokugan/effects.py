"""Card effects and the clans' choices: territory cards (rules/004 §3.7, reference cards.yaml), the
Shadowlands cards, scouts, shugenja and the first-player card (§3.8), the Scorpion's look and the
Unicorn's swap (clans.yaml).

A card or ability that asks for choices sets ``state.pending``; :func:`pending_options` lists what
may be chosen (a province, ``#serial`` for a token on the board, a clan, a token kind of the hand...),
:func:`choose` applies one choice and moves on, :func:`pass_pending` stops where stopping is allowed.
A token under a blessing is immune to card effects and clan abilities (L393), so it is never a target;
blessings, which lie on other tokens, are not targets either."""

from __future__ import annotations

from typing import TYPE_CHECKING

from engine.core.game import Action
from engine.core.message import Message
from engine.games.rokugan.actions import Choose, Pass
from engine.games.rokugan.card_model import LookAndDiscard, PurgeTokens, RemoveSpecials
from engine.games.rokugan.pieces import Pending, Placed, token_code_said
from engine.games.rokugan.resolution import check_territory_cards
from engine.games.rokugan.targets import look_at, own_provinces, placed_token, serials, take_off_board, tokens_for
from engine.games.rokugan.territory import choose_territory, playable, territory_options

if TYPE_CHECKING:
    from engine.games.rokugan.state import RKState


# ---------------------------------------------------------------------------------------- playability


def upkeep_card_plays(s: RKState, seat: int) -> list[str]:
    """The territory cards ``seat`` may play in the upkeep card step (not the Shadowlands, L581)."""
    return [c for c in s.held_cards(seat) if s.prep.territory[c].timing == "upkeep" and playable(s, seat, c)]


def placement_card_plays(s: RKState, seat: int) -> list[str]:
    """What ``seat`` may play at the start of its placement turn, before placing (L296, L581, L595-597)."""
    if s.turn_placed:
        return []
    out = []
    scout = s.scouts[seat] and s.turn_scouts < 2
    shugenja = s.shugenja[seat] and s.turn_shugenja < 1
    first = s.fp_card and seat == s.first
    if scout or shugenja or first:
        bit = 1 << seat
        unseen = enemy = anyone = False
        for pl in s.placed:
            if pl.blessings:
                continue
            anyone = True
            if pl.owner != seat:
                enemy = True
                if not pl.face_up and not pl.known & bit:
                    unseen = True
                    break
        if scout and unseen:
            out.append("scout")
        if shugenja and enemy:
            out.append("shugenja")
        if first and anyone:
            out.append("first_player")
    holder = s.card_holder
    if seat not in holder:  # most turns: no territory card in hand, nothing more to look at
        return out
    for r, c in enumerate(s.region_card):
        if c is not None and holder[r] == seat and s.prep.territory[c].timing == "placement" and playable(s, seat, c):
            out.append(c)
    return out


# ---------------------------------------------------------------------------------------- playing


def play_card(s: RKState, seat: int, card: str) -> None:
    if card in ("scout", "shugenja", "first_player"):  # the small cards (§3.8): each asks for a token
        if card == "scout":
            s.scouts[seat] -= 1
            s.turn_scouts += 1
        elif card == "shugenja":
            s.shugenja[seat] -= 1
            s.turn_shugenja += 1
        else:
            s.fp_card = False
        if s.verbose:
            said = Message(
                "rk-play-scout"
                if card == "scout"
                else "rk-play-shugenja"
                if card == "shugenja"
                else "rk-play-first-player",
                clan=s.clan_said(seat),
            )
            s.note("play", said, {"seat": seat, "card": card})
        s.pending = Pending(card, seat, card)
        return
    tc = s.prep.territory[card]
    s.clear_card(card)
    if s.verbose:
        s.note("play", Message("rk-play", clan=s.clan_said(seat), card=s.card_said(card)), {"seat": seat, "card": card})
    eff = tc.effect
    cost = getattr(eff, "cost_control", 0)
    if cost:
        s.pending = Pending("cost", seat, card, (), (cost,))
    else:
        s.pending = Pending("card", seat, card)
    _settle(s)


def _settle(s: RKState) -> None:
    """End a pending choice that has nothing left to choose."""
    while s.pending is not None and not pending_options(s) and not _can_stop(s):
        p = s.pending
        s.pending = None
        _finish(s, p)
    if s.pending is None and s.phase == "cards" and s.opt.territory_card_transfer == "after_every_change":
        check_territory_cards(s)


def _finish(s: RKState, p: Pending) -> None:
    """What happens when a card's choices are over (Purge the Weak ends the turn)."""
    card = s.prep.territory.get(p.card)
    # Purge the Weak: once its cost is paid, no token is placed this turn (reference cards.yaml)
    if card is not None and isinstance(card.effect, PurgeTokens) and p.picks:
        s.end_turn()


def after_placement_token(s: RKState, seat: int) -> None:
    """The Scorpion may look at a token after placing one (once a round)."""
    if s.peeks_left[seat] and tokens_for(s, seat, opponents=True, face_down=True, unknown=True):
        s.pending = Pending("peek", seat, "")


def offer_swap(s: RKState) -> bool:
    """Before the reveal, a clan that may swap two of its tokens is asked, in turn order (Unicorn)."""
    for k in range(s.n):
        seat = (s.first + k) % s.n
        if s.swaps_left[seat] and len(_own_swappable(s, seat)) >= 2:
            s.pending = Pending("swap", seat, "")
            return True
    return False


# ---------------------------------------------------------------------------------------- pending choices


def pending_actions(s: RKState) -> list[Action]:
    out: list[Action] = [Choose(o) for o in pending_options(s)]
    if _can_stop(s):
        out.append(Pass())
    return out


#: the prompt of each pending choice that is not a territory card's
PROMPTS = {
    "scout": Message("rk-prompt-scout"),
    "shugenja": Message("rk-prompt-shugenja"),
    "first_player": Message("rk-prompt-first-player"),
    "peek": Message("rk-prompt-peek"),
    "swap": Message("rk-prompt-swap"),
    "cost": Message("rk-prompt-cost"),
}


def pending_prompt(s: RKState) -> Message | str:
    p = s.pending
    if p is None:
        return ""
    what = PROMPTS.get(p.kind)
    if what is not None:
        return what
    eff = s.prep.territory[p.card].effect
    return Message("rk-prompt-card", card=s.card_said(p.card), effect=eff.kind)


def _own_swappable(s: RKState, seat: int) -> list[Placed]:
    return [pl for pl in tokens_for(s, seat, opponents=False, face_down=False) if pl.owner == seat]


def pending_options(s: RKState) -> list[str]:
    p = s.pending
    assert p is not None
    seat = p.player
    k = p.kind
    if k in ("scout", "peek"):
        return serials(tokens_for(s, seat, opponents=True, face_down=True, unknown=True))
    if k == "shugenja":
        return serials(tokens_for(s, seat, opponents=True, face_down=False))
    if k == "first_player":
        return serials(tokens_for(s, seat, opponents=False, face_down=False))
    if k == "swap":
        first = int(p.picks[0][1:]) if p.picks else -1
        return [f"#{pl.serial}" for pl in _own_swappable(s, seat) if pl.serial != first]
    if k == "cost":
        return [s.pname(q) for q in own_provinces(s, seat, exclude_shadowlands=True)]
    return territory_options(s, p)


def _can_stop(s: RKState) -> bool:
    """Whether the chooser may pass: optional abilities, 'up to' effects, or a choice with no option
    left that still expects one (then passing moves on)."""
    p = s.pending
    assert p is not None
    if p.kind in ("peek", "swap"):
        return True
    if p.kind in ("scout", "shugenja", "first_player", "cost"):
        return False
    eff = s.prep.territory[p.card].effect
    if isinstance(eff, RemoveSpecials):
        return True
    if isinstance(eff, LookAndDiscard):
        looked = [x for x in p.picks if x.startswith("#")]
        return (not p.data or p.data[0] == "look") and bool(looked)
    return False


def pass_pending(s: RKState) -> None:
    p = s.pending
    assert p is not None
    seat = p.player
    if p.kind == "peek":
        s.pending = None
        return
    if p.kind == "swap":
        s.swaps_left[seat] = 0
        s.pending = None
        if s.verbose:
            s.note("swap", Message("rk-no-swap", clan=s.clan_said(seat)))
        return
    eff = s.prep.territory[p.card].effect
    if isinstance(eff, LookAndDiscard):
        s.pending = p.then("stop", ("discard",))
    else:
        s.pending = None
        _finish(s, p)
    _settle(s)


def choose(s: RKState, option: str) -> None:
    p = s.pending
    assert p is not None
    seat = p.player
    k = p.kind
    if k in ("scout", "peek"):
        if k == "peek":
            s.peeks_left[seat] -= 1
        pl = placed_token(s, option)
        said = Message("rk-look-peek" if k == "peek" else "rk-look-scout", clan=s.clan_said(seat), serial=pl.serial)
        look_at(s, seat, pl, said)
        s.pending = None
        return
    if k == "shugenja":
        pl, code, where = take_off_board(s, option, to="discard")
        if s.verbose:
            s.note(
                "shugenja",
                Message(
                    "rk-shugenja",
                    clan=s.clan_said(seat),
                    serial=pl.serial,
                    owner=s.clan_said(pl.owner),
                    token=token_code_said(code),
                ),
                {"seat": seat, "serial": pl.serial, "token": code, "to": where},
            )
        s.pending = None
        return
    if k == "first_player":
        pl, code, where = take_off_board(s, option, to="pool")
        if s.verbose:
            s.note(
                "first_player_card",
                Message("rk-first-player-look", clan=s.clan_said(seat), serial=pl.serial, owner=s.clan_said(pl.owner)),
                {"seat": seat, "serial": pl.serial},
            )
            s.note(
                "first_player_secret",
                Message("rk-first-player-secret", serial=pl.serial, token=token_code_said(code), to=where),
                {"serial": pl.serial, "token": code, "to": where},
                frozenset({seat, pl.owner}),
            )
        s.pending = None
        return
    if k == "swap":
        if not p.picks:
            s.pending = p.then(option)
            return
        a = placed_token(s, p.picks[0])
        b = placed_token(s, option)
        a.loc, b.loc = b.loc, a.loc
        a.arrival, b.arrival = b.arrival, a.arrival
        s.swaps_left[seat] -= 1
        if s.verbose:
            s.note(
                "swap",
                Message("rk-swap", clan=s.clan_said(seat), first=a.serial, second=b.serial),
                {"seat": seat, "serials": [a.serial, b.serial]},
            )
        s.pending = None
        return
    if k == "cost":
        q = s.board.index[option]
        up = s.remove_one_control(q)
        if s.verbose:
            s.note(
                "cost",
                Message("rk-cost-up" if up else "rk-cost-down", clan=s.clan_said(seat), province=s.province_said(q)),
                {"seat": seat, "province": option, "face_up": up},
            )
        left = p.data[0] - 1
        s.pending = Pending("cost", seat, p.card, (), (left,)) if left > 0 else Pending("card", seat, p.card)
        _settle(s)
        return
    choose_territory(s, p, option)
    _settle(s)
