"""The words of the Samurai Sword table: seat names as the engine's log writes them, roles with
their ninja stars, what each decision button does, and the prompt of the seat at the screen.
Everything here reads an observation and public card faces, never a state."""

from __future__ import annotations

from collections.abc import Mapping

from editor.games.samurai_sword.faces import CardFace, CharacterFace
from engine.core.game import Action
from engine.games.samurai_sword import actions as A
from engine.games.samurai_sword.observation import SamuraiSwordObservation

ROLE_NAMES = {"shogun": "Shogun", "samurai": "Samurai", "ninja": "Ninja", "ronin": "Ronin"}
TEAM_OF_ROLE = {"shogun": "Shogun and Samurai", "samurai": "Shogun and Samurai", "ninja": "Ninja", "ronin": "Ronin"}
TEAM_LABELS = ("Shogun and Samurai", "Ninja", "Ronin")
TEAM_OF_ID = {"shogun": "Shogun and Samurai", "ninja": "Ninja", "ronin": "Ronin"}


def role_label(role: str | None, stars: int | None = None) -> str:
    """``Ninja ★★``, ``Shogun``; ``?`` for a role the viewer does not know."""
    if role is None:
        return "?"
    name = ROLE_NAMES.get(role, role)
    return f"{name} {'★' * stars}" if stars else name


def seat_label(seat: int, characters: Mapping[int, str]) -> str:
    """A seat as the engine's log names it: ``seat 2 (Nobunaga)``."""
    name = characters.get(seat)
    return f"seat {seat} ({name})" if name else f"seat {seat}"


def card_name(card: str, faces: Mapping[str, CardFace]) -> str:
    face = faces.get(card)
    return face.name if face is not None else card


def wounds(n: int) -> str:
    return f"{n} wound" if n == 1 else f"{n} wounds"


def action_label(action: Action, faces: Mapping[str, CardFace], characters: Mapping[int, str]) -> str:
    """What a decision button does, in words."""
    if isinstance(action, A.EndTurn):
        return "End turn"
    if isinstance(action, A.SpendResilience):
        return "Discard a resilience to draw"
    if isinstance(action, A.Parry):
        return f"Parry with {card_name(action.card, faces)}"
    if isinstance(action, A.Discard):
        return f"Discard {card_name(action.card, faces)}"
    if isinstance(action, A.TakeWound):
        return "Take the wounds"
    if isinstance(action, A.LoseHonor):
        return "Lose an honor point"
    if isinstance(action, A.DropBushido):
        return "Discard Bushido"
    if isinstance(action, A.DrawFrom):
        return "Draw from the deck" if action.source == "deck" else "Take the top of the discard pile"
    if isinstance(action, A.Play):
        return f"Play {card_name(action.card, faces)}"
    if isinstance(action, A.Attack):
        return f"Attack {seat_label(action.target, characters)} with {card_name(action.weapon, faces)}"
    if isinstance(action, A.PlayOn):
        return f"{card_name(action.card, faces)} on {seat_label(action.target, characters)}"
    if isinstance(action, A.Geisha):
        what = "a random card of the hand" if action.pick == "hand" else card_name(action.pick, faces)
        return f"Geisha: {seat_label(action.target, characters)} discards {what}"
    return action.to_str()


def situation(obs: SamuraiSwordObservation, faces: Mapping[str, CardFace], characters: Mapping[int, str]) -> str:
    """The decision under way, for the seat at the screen (its own prompt when it must act)."""
    me = obs.viewer
    actor = seat_label(obs.actor, characters)
    if obs.over:
        return "the game is over"
    if obs.phase == "parry" and obs.attack is not None:
        atk = obs.attack
        attacker = seat_label(atk.attacker, characters)
        weapon = card_name(atk.weapon, faces)
        if atk.target == me:
            return f"{attacker} attacks you with {weapon} ({wounds(atk.damage)}): parry or take the wounds"
        return f"{attacker} attacks {actor} with {weapon} ({wounds(atk.damage)})"
    if obs.phase == "answer" and obs.answering is not None:
        card = card_name(obs.answering, faces)
        if obs.actor == me:
            return f"{seat_label(obs.turn, characters)} plays {card} — {obs.prompt}"
        return f"{actor} answers {card}"
    if obs.actor != me:
        return f"{actor}: {obs.prompt}"
    if obs.phase == "play":
        return "your turn: click a card, then a highlighted player — or End turn"
    return obs.prompt


def character_tooltip(face: CharacterFace | None, ident: str) -> str:
    if face is None:
        return ident
    return f"{face.name} (resilience {face.resilience})\n{face.text}"
