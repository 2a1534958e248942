"""Exception classes shared by the engine. Messages are written for the user to act on."""

from __future__ import annotations

import reprlib

from engine.core.message import Message


class WarbenchError(Exception):
    """Base of every error Warbench raises on purpose. One raised with a message
    (``SweepError(Message("sweep-not-number", ...))``) keeps it as ``said``, and its text is that
    message in the current language: the command line and the app show it in the reader's."""

    said: Message | None = None

    def __init__(self, *args: object) -> None:
        super().__init__(*args)
        if args and isinstance(args[0], Message):
            self.said = args[0]

    def __str__(self) -> str:
        if self.said is not None:
            return str(self.said)
        return super().__str__()


class UsageError(WarbenchError):
    """A command-line argument that cannot be used."""


class IllegalActionError(WarbenchError):
    """An action that the rules do not allow in this state. ``reason`` says why."""

    def __init__(self, action: object, reason: Message | str) -> None:
        self.action = action
        #: a message, rendered where it is shown (``str(reason)`` in the reader's language)
        self.reason = reason
        super().__init__(f"illegal action {action}: {reason}")


class GameOverError(IllegalActionError):
    """An action applied to a state that is already terminal."""

    def __init__(self, action: object) -> None:
        super().__init__(action, Message("refuse-game-over"))


class CoordinateError(WarbenchError, ValueError):
    """A hex or a cell written wrongly, or not on the board: ``said`` says which as a message
    (a validation issue shows it in the reader's language, after its file, line and field)."""

    said: Message

    def __init__(self, said: Message) -> None:
        super().__init__(said)


class MessageValueError(WarbenchError, ValueError):
    """A value a field may not hold, with why as a message: a content model's validator raises it,
    and the validation issue keeps the message, so it reads in the reader's language."""

    said: Message

    def __init__(self, said: Message) -> None:
        super().__init__(said)


class NotationError(WarbenchError, ValueError):
    """A text action that cannot be parsed: ``said`` says why as a message (a recorded etude step
    the user typed is reported in the reader's language)."""

    said: Message

    def __init__(self, said: Message) -> None:
        super().__init__(said)


def said_of(exc: BaseException) -> Message | str:
    """What an error says: its message when it has one, else its text."""
    said = getattr(exc, "said", None)
    return said if isinstance(said, Message) else str(exc)


class UnknownGameError(WarbenchError, KeyError):
    """A game id no plugin registered; ``said`` names it and the registered ones."""

    said: Message

    def __init__(self, game_id: str, known: list[str]) -> None:
        self.game_id = game_id
        super().__init__(Message("unknown-game", game=shorten(game_id), known=tuple(known)))


class ReplayError(WarbenchError):
    """A saved game that does not replay to what it says: the action at ``index`` is not legal,
    or (``index`` -1) the record is malformed, the game cannot start (other content) or its end
    differs from the saved one. ``file``, ``line`` and ``field`` say where in the log."""

    said: Message

    def __init__(
        self,
        index: int,
        message: Message | str,
        *,
        file: str | None = None,
        line: int | None = None,
        field: str = "",
    ) -> None:
        self.index = index
        self.file = file
        self.line = line
        self.field = field
        if index < 0:
            said = Message("replay-cannot", why=message)
        else:
            said = Message("replay-fails-at", action=index + 1, why=message)
        super().__init__(said)

    def __str__(self) -> str:
        # where in the log, as validate writes it, then what is wrong in the reader's language
        where = ""
        if self.file is not None:
            where = self.file + (f":{self.line}" if self.line is not None else "") + ": "
        if self.field:
            where += f"{self.field}: "
        return where + str(self.said)


#: Characters of a value that a message quotes: enough to recognise it, never a whole document.
EXCERPT_CHARS = 40


def shorten(text: str, limit: int = EXCERPT_CHARS) -> str:
    """``text`` itself, or its first ``limit`` characters and an ellipsis (a key, a message)."""
    return text if len(text) <= limit else text[:limit] + "…"


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """``repr(value)`` for a message, at most about ``limit`` characters: a longer text is cut and
    its length given, a long list or mapping shows its first items. A message built from a value
    of a file stays short however large the value (an alias repeats one value many times).
    The length is said in the current language; :func:`excerpt_said` keeps it a message."""
    said = excerpt_said(value, limit)
    return said if isinstance(said, str) else str(said)


def excerpt_said(value: object, limit: int = EXCERPT_CHARS) -> Message | str:
    """:func:`excerpt` as a value of a message: a cut text says its length in the reader's
    language (``'QQQ…'… (1,000,000 characters)``, ``… (1 000 000 символов)``)."""
    if isinstance(value, str):
        if len(value) <= limit:
            return repr(value)
        return Message("excerpt-long", text=f"{value[:limit]!r}…", length=len(value))
    short = reprlib.Repr()
    short.maxstring = short.maxother = short.maxlong = limit
    short.maxlist = short.maxtuple = short.maxset = short.maxfrozenset = short.maxdict = 4
    short.maxlevel = 2
    return short.repr(value)
