"""Validation issues: severity, a stable code, a message and a location a user can jump to."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from enum import StrEnum

from engine.core.errors import shorten
from engine.core.language import current_language
from engine.core.message import Message
from engine.core.saying import rendered


class Severity(StrEnum):
    ERROR = "error"
    WARNING = "warning"
    INFO = "info"

    @property
    def rank(self) -> int:
        return {"error": 0, "warning": 1, "info": 2}[self.value]


@dataclass(frozen=True)
class Location:
    """Where an issue is: the file and line, the field path inside the document, and an
    optional ``target`` on the board or map (a hex ``"q,r"``, a cell, a province id)."""

    file: str | None = None
    line: int | None = None
    path: tuple[str | int, ...] = ()
    target: str | None = None

    @property
    def field(self) -> str:
        """The field path as ``a.b.0``; a part longer than a short excerpt (a key of a hostile
        file) is cut, so a message stays short."""
        return ".".join(shorten(str(p)) for p in self.path)


@dataclass(frozen=True)
class Issue:
    """A problem of a document. ``said`` is what it says: a :class:`Message` (an id with values,
    rendered in the reader's language) or, from a check not yet speaking in messages, a text."""

    severity: Severity
    code: str
    said: str | Message
    location: Location = field(default_factory=Location)

    @property
    def message(self) -> str:
        """What the issue says, in the current language."""
        return self.render()

    def render(self, language: str | None = None) -> str:
        return rendered(self.said, language)

    def format(self, language: str | None = None) -> str:
        """``file:line: severity code: message`` (the form the CLI prints), in ``language``
        (default the current one)."""
        loc = self.location
        where = loc.file or "<document>"
        if loc.line is not None:
            where += f":{loc.line}"
        fld = f" {loc.field}:" if loc.path else ""
        return f"{where}: {severity_word(self.severity, language)} {self.code}:{fld} {self.render(language)}"

    def with_location(self, **changes: object) -> Issue:
        return replace(self, location=replace(self.location, **changes))  # type: ignore[arg-type]

    def __str__(self) -> str:
        return self.format()


def severity_word(severity: Severity, language: str | None = None) -> str:
    """``error``, ``warning`` or ``info`` in ``language`` (default the current one)."""
    lang = language or current_language()
    if lang == "en":
        # the words the CLI prints and scripts read: no catalogue needed to say them
        return severity.value
    return rendered(Message(f"severity-{severity.value}"), lang)


def error(code: str, message: str | Message, *path: str | int, target: str | None = None) -> Issue:
    return Issue(Severity.ERROR, code, message, Location(path=tuple(path), target=target))


def warning(code: str, message: str | Message, *path: str | int, target: str | None = None) -> Issue:
    return Issue(Severity.WARNING, code, message, Location(path=tuple(path), target=target))


def info(code: str, message: str | Message, *path: str | int, target: str | None = None) -> Issue:
    return Issue(Severity.INFO, code, message, Location(path=tuple(path), target=target))


def has_errors(issues: Iterable[Issue]) -> bool:
    return any(i.severity is Severity.ERROR for i in issues)


def count_by_severity(issues: Iterable[Issue]) -> dict[Severity, int]:
    out = dict.fromkeys(Severity, 0)
    for i in issues:
        out[i.severity] += 1
    return out


def sort_issues(issues: Iterable[Issue]) -> list[Issue]:
    return sorted(
        issues,
        key=lambda i: (i.location.file or "", i.location.line or 0, i.severity.rank, i.code, i.render("en")),
    )
