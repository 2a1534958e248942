"""At the table in Russian, playing a territory card names it and its rule text in Russian."""

from __future__ import annotations

from editor.games.rokugan.table import RokuganTable
from editor.player.session import PlaySession
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.registry import load_game
from engine.games.rokugan import actions as A
from engine.games.rokugan.game import bundled_scenario
from tests.support.russian_text import english_words


def test_a_territory_cards_action_reads_in_russian(russian, qtbot) -> None:
    session = PlaySession(
        load_game("rokugan"), bundled_scenario("standard-2p"), bundled_library(), 2, ["greedy", "greedy"]
    )
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    shell.agent_timer.stop()
    table = shell.table
    assert isinstance(table, RokuganTable)
    card = table.prep.territory["bountiful_harvest"]
    said = table._action_text(A.PlayCard(card.id))
    assert said == (
        "Сыграть «Богатый урожай»: Выберите провинцию под вашим контролем и положите в неё два своих жетона "
        "контроля лицевой стороной вверх."
    )
    assert english_words(said) == []
