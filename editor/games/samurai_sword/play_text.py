"""The words of the Samurai Sword table: seat names as the engine's log writes them, roles with
their ninja stars, what each decision button does, and the prompt of the seat at the screen.
Everything here reads an observation and public card faces, never a state."""

from __future__ import annotations

from collections.abc import Mapping

from editor.games.samurai_sword.faces import CardFace
from editor.i18n import QT_TR_NOOP, tr
from engine.core.game import Action
from engine.games.samurai_sword import actions as A
from engine.games.samurai_sword.observation import SamuraiSwordObservation

#: the roles' names and the teams' (L44-47), translated where shown (``tr``)
ROLE_NAMES = {
    "shogun": QT_TR_NOOP("Shogun"),
    "samurai": QT_TR_NOOP("Samurai"),
    "ninja": QT_TR_NOOP("Ninja"),
    "ronin": QT_TR_NOOP("Ronin"),
}
SHOGUN_TEAM = QT_TR_NOOP("Shogun and Samurai")
NINJA_TEAM = ROLE_NAMES["ninja"]
RONIN_TEAM = ROLE_NAMES["ronin"]
TEAM_OF_ROLE = {"shogun": SHOGUN_TEAM, "samurai": SHOGUN_TEAM, "ninja": NINJA_TEAM, "ronin": RONIN_TEAM}
TEAM_LABELS = (SHOGUN_TEAM, NINJA_TEAM, RONIN_TEAM)
TEAM_OF_ID = {"shogun": SHOGUN_TEAM, "ninja": NINJA_TEAM, "ronin": RONIN_TEAM}


def role_name(role: str) -> str:
    """A role's name in the interface's language (``shogun`` -> "Shogun")."""
    name = ROLE_NAMES.get(role)
    return tr(name) if name is not None else role


def team_name(team: str) -> str:
    """A team's name (one of :data:`TEAM_LABELS`) in the interface's language."""
    return tr(team)


def role_label(role: str | None, stars: int | None = None) -> str:
    """``Ninja ★★``, ``Shogun``; ``?`` for a role the viewer does not know."""
    if role is None:
        return "?"
    name = role_name(role)
    return f"{name} {'★' * stars}" if stars else name


def seat_label(seat: int, characters: Mapping[int, str]) -> str:
    """A seat as the engine's log names it, numbered from 1: ``seat 3 (Nobunaga)`` for seat index 2."""
    name = characters.get(seat)
    if name:
        return tr("seat {seat} ({name})").format(seat=seat + 1, name=name)
    return tr("seat {seat}").format(seat=seat + 1)


def card_name(card: str, faces: Mapping[str, CardFace]) -> str:
    face = faces.get(card)
    return face.name if face is not None else card


def wounds(n: int) -> str:
    return tr("%n wound(s)", None, n)


#: the decisions that read the same whatever their seat and cards
FIXED_LABELS: dict[type[Action], str] = {
    A.EndTurn: QT_TR_NOOP("End turn"),
    A.SpendResilience: QT_TR_NOOP("Discard a resilience to draw"),
    A.TakeWound: QT_TR_NOOP("Take the wounds"),
    A.LoseHonor: QT_TR_NOOP("Lose an honor point"),
    A.DropBushido: QT_TR_NOOP("Discard Bushido"),
}


def action_label(action: Action, faces: Mapping[str, CardFace], characters: Mapping[int, str]) -> str:
    """What a decision button does, in words."""
    fixed = FIXED_LABELS.get(type(action))
    if fixed is not None:
        return tr(fixed)
    if isinstance(action, A.Parry):
        return tr("Parry with {card}").format(card=card_name(action.card, faces))
    if isinstance(action, A.Discard):
        return tr("Discard {card}").format(card=card_name(action.card, faces))
    if isinstance(action, A.DrawFrom):
        return tr("Draw from the deck") if action.source == "deck" else tr("Take the top of the discard pile")
    if isinstance(action, A.Play):
        return tr("Play {card}").format(card=card_name(action.card, faces))
    if isinstance(action, A.Attack):
        return tr("Attack {seat} with {weapon}").format(
            seat=seat_label(action.target, characters), weapon=card_name(action.weapon, faces)
        )
    if isinstance(action, A.PlayOn):
        return tr("{card} on {seat}").format(
            card=card_name(action.card, faces), seat=seat_label(action.target, characters)
        )
    if isinstance(action, A.Geisha):
        seat = seat_label(action.target, characters)
        if action.pick == "hand":
            return tr("Geisha: {seat} discards a random card of the hand").format(seat=seat)
        return tr("Geisha: {seat} discards {card}").format(seat=seat, card=card_name(action.pick, faces))
    return action.to_str()


def prompt_text(obs: SamuraiSwordObservation, faces: Mapping[str, CardFace], hand_limit: int | None = None) -> str:
    """What the game waits for, in words of the interface's language: the engine's prompt
    (``obs.prompt``, English) said again from the observation's phase, attack and answered card."""
    if obs.over:
        return ""
    if obs.phase == "play":
        return tr("play cards or end the turn")
    if obs.phase == "parry" and obs.attack is not None:
        return tr("parry {weapon} ({wounds}) or take the wounds").format(
            weapon=card_name(obs.attack.weapon, faces), wounds=wounds(obs.attack.damage)
        )
    if obs.phase == "answer" and obs.answering is not None:
        card = card_name(obs.answering, faces)
        face = faces.get(obs.answering)
        # Battle Cry asks for a parry, Jujutsu for a weapon (L323-325, L378-380)
        if face is not None and face.effect == "battle_cry":
            return tr("answer {card}: discard a parry or take a wound").format(card=card)
        return tr("answer {card}: discard a weapon or take a wound").format(card=card)
    if obs.phase == "bushido":
        return tr("Bushido revealed a weapon: discard a weapon or lose honor")
    if obs.phase == "ieyasu_draw":
        return tr("draw the first card from the deck or the discard pile")
    if obs.phase == "discard":
        if hand_limit is None:
            return tr("discard down to the hand limit")
        return tr("discard down to %n card(s)", None, hand_limit)
    return obs.prompt


def situation(
    obs: SamuraiSwordObservation,
    faces: Mapping[str, CardFace],
    characters: Mapping[int, str],
    hand_limit: int | None = None,
) -> str:
    """The decision under way, for the seat at the screen (its own prompt when it must act)."""
    me = obs.viewer
    actor = seat_label(obs.actor, characters)
    if obs.over:
        return tr("the game is over")
    if obs.phase == "parry" and obs.attack is not None:
        atk = obs.attack
        attacker = seat_label(atk.attacker, characters)
        weapon = card_name(atk.weapon, faces)
        if atk.target == me:
            return tr("{attacker} attacks you with {weapon} ({wounds}): parry or take the wounds").format(
                attacker=attacker, weapon=weapon, wounds=wounds(atk.damage)
            )
        return tr("{attacker} attacks {target} with {weapon} ({wounds})").format(
            attacker=attacker, target=actor, weapon=weapon, wounds=wounds(atk.damage)
        )
    if obs.phase == "answer" and obs.answering is not None:
        card = card_name(obs.answering, faces)
        if obs.actor == me:
            return tr("{player} plays {card} — {prompt}").format(
                player=seat_label(obs.turn, characters), card=card, prompt=prompt_text(obs, faces, hand_limit)
            )
        return tr("{player} answers {card}").format(player=actor, card=card)
    if obs.actor != me:
        return tr("{player}: {prompt}").format(player=actor, prompt=prompt_text(obs, faces, hand_limit))
    if obs.phase == "play":
        return tr("your turn: click a card, then a highlighted player — or End turn")
    return prompt_text(obs, faces, hand_limit)
