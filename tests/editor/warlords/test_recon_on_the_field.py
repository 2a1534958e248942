"""Issue 33: what the shinobi saw is shown on the field, not only in the log: after a recon the
seat's picture marks each reported cell with what stood there (L685)."""

from __future__ import annotations

import random

from PySide6.QtGui import QColor, QImage, QPainter

from editor.games.warlords import field
from editor.games.warlords.picture import RECON, paint_field
from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.registry import load_game


def test_a_recon_report_is_marked_on_the_seats_field(qtbot) -> None:
    game = load_game("warlords")
    setup = game.example_setups()[0]
    session = PlaySession(game, setup, bundled_library(), 3, [HUMAN, HUMAN])
    shell = player_for(session, agent_delay_ms=0)
    qtbot.addWidget(shell)
    rnd = random.Random(7)
    picture = None
    for _ in range(120):
        if shell.curtain.is_down:
            shell.curtain.button.click()
        picture = shell.table.current_picture()
        if picture.recon:
            break
        legal = session.legal_actions()
        shell.play(legal[rnd.randrange(len(legal))])
    assert picture is not None and picture.recon, "no recon in the first moves"
    shown = {u.cell for u in picture.units} | {h[0] for h in picture.hqs}
    marked = [lab for lab, _kind, _n in picture.recon if lab not in shown]
    assert marked
    shape = shell.table.shape
    cell = field.cells_of(shape, [marked[0]])[0]
    rect = field.cell_rect(shape, cell)
    bounds = field.used_bounds(shape, field.cells_of(shape, [marked[0]]))

    def pixels(pic) -> set[int]:
        image = QImage(int(bounds.right()) + 40, int(bounds.bottom()) + 40, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        p = QPainter(image)
        paint_field(p, shape, pic)
        p.end()
        return {image.pixel(int(rect.left()) + 3 + i, int(rect.top()) + 3) for i in range(int(rect.width()) - 6)}

    with_report = pixels(picture)
    picture.recon = []
    assert with_report != pixels(picture)
    assert any(QColor(px).rgb() == RECON.rgb() for px in with_report)  # the dashed frame of the report
