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
    """A saved game that does not replay to what it says: the action at ``index`` is not legal,
    or (``index`` -1) the record is malformed, the game cannot start (other content) or its end
    differs from the saved one. ``file``, ``line`` and ``field`` say where in the log."""

    def __init__(
        self, index: int, message: str, *, file: str | None = None, line: int | None = None, field: str = ""
    ) -> None:
        self.index = index
        self.file = file
        self.line = line
        self.field = field
        if index < 0:
            text = f"cannot replay: {message}"
        else:
            text = f"replay fails at action {index + 1}: {message}"
        where = ""
        if file is not None:
            where = file + (f":{line}" if line is not None else "") + ": "
        if field:
            where += f"{field}: "
        super().__init__(where + text)
