"""Golden files of the worked example, written by the engine, never by hand.

Regenerate with ``python -m tests.engine.neuroshima.golden`` after a deliberate change; the
tests compare the files with freshly generated output.

- ``worked_example.game.yaml`` (input, written from the book's narrative): setup, seed, actions.
- ``worked_example_battle.yaml``: the position just before the battle (the replay minus the Battle).
- ``worked_example_battle.txt``: the output of ``warbench neuroshima battle`` on that position.
- ``content/core/neuroshima/positions/worked-example-battle.yaml``: the position, bundled.
"""

from __future__ import annotations

import contextlib
import io
from pathlib import Path

from engine.cli import main as cli_main
from engine.content.io import dump_model, load_plain_yaml
from engine.content.library import bundled_library
from engine.core.log import GameRecord, replay
from engine.core.registry import load_game
from engine.games.neuroshima.convert import position_to_model
from engine.games.neuroshima.models.setup import PositionModel
from engine.games.neuroshima.state import NeuroshimaState

DATA = Path(__file__).resolve().parents[2] / "data" / "neuroshima"
GAME_FILE = DATA / "worked_example.game.yaml"
POSITION_FILE = DATA / "worked_example_battle.yaml"
BATTLE_TEXT = DATA / "worked_example_battle.txt"
#: the same position, bundled as an example for the player and the CLI
BUNDLED_POSITION = (
    Path(__file__).resolve().parents[3]
    / "content"
    / "core"
    / "neuroshima"
    / "positions"
    / ("worked-example-battle.yaml")
)


def worked_example_record() -> GameRecord:
    data, _ = load_plain_yaml(GAME_FILE)
    return GameRecord.from_data(data)


def replay_worked_example(stop_before_battle: bool = False) -> NeuroshimaState:
    game = load_game("neuroshima")
    record = worked_example_record()
    actions = record.actions[:-1] if stop_before_battle else record.actions
    state = replay(game, game.setup_from_data(record.setup), bundled_library(), record.seed, actions)
    assert isinstance(state, NeuroshimaState)
    return state


def position_text() -> str:
    state = replay_worked_example(stop_before_battle=True)
    base = PositionModel(
        id="worked-example-battle",
        name="Worked example: the battle of turn 10",
        description="Outpost (player 1) against Hegemony (player 2) just before the Battle tile of turn 10 "
        "(rules/002 Appendix A). Written by tests/engine/neuroshima/golden.py from the replay of "
        "worked_example.game.yaml.",
        players=[{"army": "outpost"}, {"army": "hegemony"}],
    )
    model = position_to_model(state.pos, base=base, hands=[[], []], to_move=state.current_player() + 1)
    return dump_model(model)


def battle_text(path: Path = POSITION_FILE) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        code = cli_main(["neuroshima", "battle", str(path)])
    assert code == 0
    return out.getvalue().replace(str(path), path.name)


def main() -> None:
    POSITION_FILE.write_text(position_text(), encoding="utf-8")
    BUNDLED_POSITION.write_text(position_text(), encoding="utf-8")
    BATTLE_TEXT.write_text(battle_text(), encoding="utf-8")
    print(f"wrote {POSITION_FILE}, {BATTLE_TEXT} and {BUNDLED_POSITION}")


if __name__ == "__main__":
    main()
