"""The decisions a Samurai Sword game waits for, and the ways it ends (shared by the state and
the rule modules)."""

from __future__ import annotations

# the decision the game waits for
PLAY, PARRY, ANSWER, BUSHIDO, IEYASU, DISCARD, OVER = range(7)
PHASE_NAMES = ("play", "parry", "answer", "bushido", "ieyasu_draw", "discard", "over")

# how the game ended
HONOR_END = "honor"
SWORDMASTER_END = "swordmaster"
LAST_STANDING_END = "last_standing"
