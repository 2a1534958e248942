"""Is a Russian rendering free of English? The Latin words of a text, less those a Russian reader
is meant to see in Latin letters (each listed with its reason)."""

from __future__ import annotations

import re

#: Latin words a Russian text may hold, and why
ALLOWED_LATIN = {
    # names of formats and encodings are written in Latin letters in Russian too
    "YAML": "a file format's name",
    "JSON": "a file format's name",
    "UTF": "an encoding's name (UTF-8, UTF-16)",
    "Schema": "JSON Schema, a standard's name",
    "Warbench": "the program's name",
    "WARBENCH_LANG": "an environment variable's name",
    # content packs (engine/i18n/*/pack.ftl): what a pack's author types or reads as it is
    "Windows": "an operating system's name (a device name on Windows)",
    "zip": "a file format's name (a pack is a zip file)",
    "stored": "a zip compression method's name, as zip tools show it",
    "deflated": "a zip compression method's name, as zip tools show it",
    "warbench": "the kind of a pack manifest, typed as it is (kind: warbench/pack)",
    "core": "the id of the pack that comes with Warbench, typed as it is",
    "files": "a field of a pack manifest, typed as it is",
    "depends": "a field of a pack manifest, typed as it is",
    "overrides": "a field of a pack manifest, typed as it is",
    "id": "a field of a content document, typed as it is (overrides: {kind: .., id: ..})",
    **dict.fromkeys(["pack", "hash", "requires", "reference", "override"], "issue code of pack check"),
    "content": "the folder content/schema, a path",
    "schema": "the folder content/schema, a path; and the issue code 'schema' scripts read",
    "true": "a YAML value the user types",
    "false": "a YAML value the user types",
    "play": "the command 'play --log', typed as it is",
    "log": "the option '--log', typed as it is",
    "en": "a language code the user types (--lang en)",
    "ru": "a language code the user types (--lang ru)",
    # the issue codes of validate's output, a stable part of file:line: severity code: message
    "yaml": "issue code",
    "encoding": "issue code",
    "empty": "issue code",
    "size": "issue code",
    "io": "issue code",
    "kind": "issue code",
    "version": "issue code",
    "migration": "issue code",
    "ref": "issue code",
    "prog": "argparse's %(prog)s placeholder, replaced by the program's name",
    "message": "argparse's %(message)s placeholder",
    "value": "argparse's %(value)r placeholder",
    "vs": "a rule reference citing two lines of the rulebook (L245 vs L283)",
    "Commands": "Commands & Colors, the name of the game system Samurai Battles is built on",
    "Colors": "Commands & Colors, the name of the game system Samurai Battles is built on",
    "CCN": "a code of the reference's rulings (CCN-FAQ-LEADERS), cited as it is written",
    "XIII": "a Roman numeral: a section of the Warlords rulebook",
    "IV": "a Roman numeral: a section of the Warlords rulebook",
    "choices": "argparse's %(choices)s placeholder",
    "extended_board": "a field of a Neuroshima position file, typed as it is",
    "variant": "a field of a Samurai Sword deck file, typed as it is (variant: true)",
}

#: a Latin word: two letters or more (a lone letter is a hex label or a variable)
_WORD = re.compile(r"(?<![\w./-])[A-Za-z][A-Za-z_]+(?![\w])")
#: text that is data, not words: file paths, field paths (a.b.0), ids in brackets, hex codes,
#: ids of content with a hyphen (a unit "tg-yari-2", a terrain element "west-hill")
_DATA = re.compile(
    r"(/[\w./-]+)|(\[[\w.-]+\])|(\b\w+(\.\w+)+\b)|(\b0x[0-9a-f]+\b)|(U\+[0-9A-F]{4})|(\b[a-z0-9]+(-[a-z0-9]+)+\b)"
)


def english_words(text: str, allowed: dict[str, str] | None = None) -> list[str]:
    """The Latin words of ``text`` that a Russian reader should not see, in order."""
    allow = {**ALLOWED_LATIN, **(allowed or {})}
    stripped = _DATA.sub(" ", text)
    return [w for w in _WORD.findall(stripped) if w not in allow]


#: Latin words of the commands' help a Russian reader types or reads as they are, and why
HELP_DATA = {
    **dict.fromkeys(
        ["warbench", "simulate", "host", "join", "post", "new", "seat", "order", "apply"], "a command, typed"
    ),
    **dict.fromkeys(["greedy", "mcts", "random", "human", "remote", "default"], "an agent's or a seat's name, typed"),
    **dict.fromkeys(["moloch", "outpost", "borgo", "hegemony"], "a Neuroshima army id, typed"),
    **dict.fromkeys(["duel", "free_for_all", "teams", "one_vs_two"], "a Neuroshima --mode value, typed"),
    **dict.fromkeys(
        ["neuroshima", "neuroshima_etude", "rokugan", "samurai_battles", "samurai_sword", "warlords"],
        "a game id, typed (warbench play neuroshima) or in a content kind (neuroshima/etude)",
    ),
    **dict.fromkeys(["core", "standard", "tactics"], "a content or pack id in an example, typed"),
    **dict.fromkeys(["battle_cry_answer", "any_card"], "a rule option and its value in an example, typed"),
    **dict.fromkeys(
        ["Warlords", "Rise", "of", "Tiger"], "the game's published title, kept in Latin letters in Russian"
    ),
    **dict.fromkeys(["PNG", "SVG", "PDF", "zip"], "a file format's name"),
    "Ray": "the name of the cluster software",
    "ws": "the scheme of a host's address (ws://HOST:PORT)",
    "Ctrl": "a key's name (Ctrl+C)",
    "WARBENCH_DATA": "an environment variable's name",
}
