"""Rule options: every ambiguity of the digest (rules/001 §5.2, A1-A14) and three the digest
misses, each a named switch with the recommended default and the rulebook lines behind it.

A2 (card counts and weapon stats) and A12 (the reconstructed multipliers) are data, not
switches: they live, editable and marked with their confidence, in the deck and the setup.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from engine.content.options import RuleOptionsModel


class RuleOptions(RuleOptionsModel):
    OPTION_MESSAGES = "samurai-sword-option"

    battle_cry_answer: Literal["parry", "any_card"] = Field(
        default="parry",
        description="A1: Battle Cry is avoided by discarding a card with the defence symbol (the icon lost after "
        "'карту' in L323-324; Hanzō's clause L430-431 confirms it); 'any_card': any card from the hand",
    )
    bushido_on_self: bool = Field(
        default=True,
        description="A3: Bushido may be placed in front of 'any player' (L331-332), the player who plays it included",
    )
    geisha_takes_bushido: bool = Field(
        default=True,
        description="A4: Geisha may make a player discard the Bushido lying in front of them, a card in play "
        "(L374-377)",
    )
    ginchiyo_reduction: Literal["after_bonuses", "before_bonuses"] = Field(
        default="after_bonuses",
        description="A5: Ginchiyo's -1 (never below 1, L391-394) applies to the damage with Fast Draw and Musashi "
        "added; 'before_bonuses': to the printed damage, bonuses added afterwards",
    )
    ushiwaka_draws_for: Literal["wounds_taken", "wounds_dealt"] = Field(
        default="wounds_taken",
        description="A6: Ushiwaka draws for the wounds he actually takes (L426-427); excess wounds are ignored "
        "(L210-211); 'wounds_dealt': for every wound the weapon deals",
    )
    answer_order: Literal["clockwise", "counterclockwise"] = Field(
        default="clockwise",
        description="A7: the order in which players answer Battle Cry and Jujutsu, from the player who played it "
        "(L323-325, L378-380); whether a player is Harmless is judged when their answer is due",
    )
    deck_runs_out: Literal["on_draw", "on_last_card"] = Field(
        default="on_draw",
        description="A8: the discard pile is shuffled into a new deck (and every player loses 1 honor) when a card "
        "must be drawn from an empty deck (L127-128, L238-240); 'on_last_card': as soon as the last card is taken",
    )
    deadly_strike_on_last_standing: bool = Field(
        default=True,
        description="A9: the -3 deadly strike (L289-291) also applies when a teammate's defeat left one player "
        "standing and so ended the game (L313-316)",
    )
    swordmaster_before_honor: bool = Field(
        default=True,
        description="A10: a defeat takes the last resilience token first and then hands over the honor token "
        "(L231-232), so a Swordmaster victory (L310-312) comes before the end by exhausted honor; "
        "false: the honor is handed over first and an exhausted honor ends the game with scoring",
    )
    surplus_ninja: Literal["random_unseen", "fewest_stars"] = Field(
        default="random_unseen",
        description="A11: in 3 and 5 players the ninja cards not needed are removed at random, unseen, as the "
        "4-player rule says (L46-47); 'fewest_stars': the cards with the fewest stars are used, the rest "
        "go back to the box openly",
    )
    breathing_gift_to_harmless: bool = Field(
        default=True,
        description="A13: the player Breathing lets draw may be Harmless (L326-328 names any other player)",
    )
    hand_limit_at: Literal["own_turn_end", "every_turn_end"] = Field(
        default="own_turn_end",
        description="A14: the hand limit is checked only at the end of one's own turn (L150-152); "
        "'every_turn_end': every player over the limit discards at the end of each turn",
    )
    harmless_shields_geisha_diversion: bool = Field(
        default=False,
        description="Geisha and Diversion may target a Harmless player: L106-111 shields Harmless players only "
        "from weapons, Battle Cry and Jujutsu; the tip at L435 ('most cards') is advice. true: they are "
        "shielded from Geisha and Diversion too",
    )
    three_player_last_standing: Literal["game_continues", "game_ends"] = Field(
        default="game_continues",
        description="3 players: there is no Swordmaster victory (L359), so when one player is left standing the "
        "game goes on and the defeated recover on their turns; 'game_ends': it ends and is scored",
    )
    parry_only_off_turn: bool = Field(
        default=True,
        description="cards with the defence symbol are played out of one's own turn (L146-148, L202): a Parry "
        "cannot be played on one's own turn just to empty the hand; false: it may be played for no effect",
    )
    include_promo_characters: bool = Field(
        default=False,
        description="deal the promo characters (Rikyu) too; they are not in the base box",
    )
