"""Exception classes shared by the engine. Messages are written for the user to act on."""

from __future__ import annotations


class WarbenchError(Exception):
    """Base of every error Warbench raises on purpose."""


class IllegalActionError(WarbenchError):
    """An action that the rules do not allow in this state. ``reason`` says why."""

    def __init__(self, action: object, reason: str) -> None:
        self.action = action
        self.reason = reason
        super().__init__(f"illegal action {action}: {reason}")


class GameOverError(IllegalActionError):
    """An action applied to a state that is already terminal."""

    def __init__(self, action: object) -> None:
        super().__init__(action, "the game is over")


class NotationError(WarbenchError, ValueError):
    """A text action that cannot be parsed."""


class UnknownGameError(WarbenchError, KeyError):
    def __init__(self, game_id: str, known: list[str]) -> None:
        self.game_id = game_id
        super().__init__(f"unknown game {game_id!r}; registered games: {', '.join(known) or 'none'}")

    def __str__(self) -> str:
        return str(self.args[0])


class ReplayError(WarbenchError):
    """A saved game that does not replay: the action at ``index`` is not legal, or (``index`` -1)
    the game cannot start (other content, a malformed record)."""

    def __init__(self, index: int, message: str) -> None:
        self.index = index
        if index < 0:
            super().__init__(f"cannot replay: {message}")
        else:
            super().__init__(f"replay fails at action {index + 1}: {message}")
