"""Rule options' descriptions are messages: every option of every game reads in Russian, and in
English as the code describes it."""

from __future__ import annotations

from engine.content.options import RuleOptionsModel, option_description, option_message_id
from engine.core.catalogue import catalogue
from engine.core.registry import registered_games


def _option_models() -> list[type[RuleOptionsModel]]:
    registered_games()  # every game's modules loaded, so their options models exist
    out: list[type[RuleOptionsModel]] = []
    todo = list(RuleOptionsModel.__subclasses__())
    while todo:
        cls = todo.pop()
        out.append(cls)
        todo += cls.__subclasses__()
    return out


def test_every_game_declares_its_options_messages() -> None:
    models = _option_models()
    games = {m.OPTION_MESSAGES for m in models}
    assert {"neuroshima-option", "rokugan-option", "samurai-battles-option", "samurai-sword-option"} <= games
    assert "warlords-option" in games
    assert all(m.OPTION_MESSAGES for m in models)


def test_every_option_of_every_game_has_a_russian_description() -> None:
    ru = catalogue("ru")
    missing = [
        f"{m.__name__}.{name}"
        for m in _option_models()
        for name in m.model_fields
        if not ru.has(option_message_id(m, name) or "")
    ]
    assert missing == []


def test_a_description_reads_in_the_language_asked() -> None:
    from engine.games.rokugan.options import RuleOptions

    english = RuleOptions.model_fields["raid_order"].description
    assert option_description(RuleOptions, "raid_order", "en") == english
    russian = option_description(RuleOptions, "raid_order", "ru")
    assert russian.startswith("G7: условие каждого погрома проверяется до того, как сработает любой погром")


def test_a_model_of_no_game_has_no_option_messages() -> None:
    from engine.content.base import Model

    class Plain(Model):
        flag: bool = False

    assert option_message_id(Plain, "flag") is None
