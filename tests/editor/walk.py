"""A walk through every screen a person meets: the start page, one document of every bundled
content kind, the players of the games, the etude player, the balance lab, the Packs window and
the etude generator. The words test and the text-fit test read what each screen shows."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QEvent, QModelIndex, Qt
from PySide6.QtGui import QAction, QTextDocumentFragment
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QApplication,
    QComboBox,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
    QGroupBox,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QStyledItemDelegate,
    QTabBar,
    QTextEdit,
    QWidget,
)

from editor.player.session import HUMAN, PlaySession
from editor.plugin import player_for
from engine.content.library import bundled_library
from engine.core.registry import registered_games

#: how far into each game the walk plays (random legal moves), looking every 8 moves
PLAYED_STEPS = 24


#: views that show a file's text as it is written (YAML), ids and all
FILE_TEXTS = {"document.preview"}


@dataclass(frozen=True)
class Shown:
    """One text a person reads on a screen, and the widget (or scene item) that shows it."""

    screen: str
    where: str
    text: str
    widget: QWidget | None = None
    #: typed by the user in an editable cell (an id, a name in another language): content, not interface
    editable: bool = False


def one_file_per_kind() -> list[str]:
    """The first bundled file (by path) of every content kind."""
    first: dict[str, str] = {}
    for (kind, _id), item in bundled_library().items.items():
        if item.file and (kind not in first or item.file < first[kind]):
            first[kind] = item.file
    return [first[k] for k in sorted(first)]


def settle() -> None:
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    for _ in range(3):
        QApplication.processEvents()


def lift_curtain(shell) -> None:
    """Hand the screen to the seat asked for, as a person at a hot seat does."""
    curtain = getattr(shell, "curtain", None)
    if curtain is not None and curtain.is_down:
        if curtain.is_held:  # a playback watched in public first: "Pass the screen"
            curtain.button.click()
        curtain.button.click()
        settle()


def columns(model, parent) -> int:
    try:
        return model.columnCount(parent)
    except TypeError:  # a list model keeps columnCount private: one column
        return 1


def item_texts(view: QAbstractItemView) -> Iterator[tuple[str, bool]]:
    """(text, editable) of every item of ``view`` (the first 200 rows of each level) and of its
    header; an editable item holds what the user typed (an id, a note), not the interface's words."""
    model = view.model()
    if model is None:
        return
    if isinstance(view, QHeaderView):
        for c in range(view.count()):
            value = model.headerData(c, view.orientation(), Qt.ItemDataRole.DisplayRole)
            if isinstance(value, str) and value and not view.isSectionHidden(c):
                yield value, False
        return

    def walk(parent: QModelIndex) -> Iterator[tuple[str, bool]]:
        for r in range(min(model.rowCount(parent), 200)):
            for c in range(columns(model, parent)):
                index = model.index(r, c, parent)
                value = model.data(index, Qt.ItemDataRole.DisplayRole)
                delegate = view.itemDelegateForIndex(index)
                if isinstance(delegate, QStyledItemDelegate) and value is not None:
                    value = delegate.displayText(value, view.locale())  # what the cell shows
                if isinstance(value, str) and value:
                    yield value, bool(model.flags(index) & Qt.ItemFlag.ItemIsEditable)
                if c == 0 and columns(model, index) and model.rowCount(index):
                    yield from walk(index)

    yield from walk(QModelIndex())


def plain(text: str) -> str:
    """What a label shows of ``text``: rich text without its markup."""
    if Qt.mightBeRichText(text):
        return QTextDocumentFragment.fromHtml(text).toPlainText()
    return text


def screen_texts(screen: str, root: QWidget) -> list[Shown]:
    """Every text a visible widget under ``root`` shows without being pointed at (tooltips are not
    read: they may name a rule's source)."""
    out: list[Shown] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        name = f"{type(w).__name__}:{w.objectName()}"
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(Shown(screen, name, plain(w.text()), w))
        elif isinstance(w, (QPlainTextEdit, QTextEdit)) and w.isReadOnly() and w.objectName() not in FILE_TEXTS:
            # a log, an explanation (not a file's own text)
            out += [Shown(screen, name, line) for line in w.toPlainText().splitlines()[-300:]]
        elif isinstance(w, QGroupBox):
            out.append(Shown(screen, name, w.title(), w))
        elif isinstance(w, QComboBox):
            out += [Shown(screen, name, w.itemText(i)) for i in range(w.count())]
        elif isinstance(w, QTabBar):
            out += [Shown(screen, name, w.tabText(i)) for i in range(w.count())]
        elif isinstance(w, QAbstractItemView):
            out += [Shown(screen, name, t, None, editable) for t, editable in item_texts(w)]
        if isinstance(w, QGraphicsView) and w.scene() is not None:
            for item in w.scene().items():
                if not item.isVisible():
                    continue
                if isinstance(item, QGraphicsSimpleTextItem):
                    out.append(Shown(screen, f"{name} scene", item.text()))
                elif isinstance(item, QGraphicsTextItem):
                    out.append(Shown(screen, f"{name} scene", item.toPlainText()))
        if w.isWindow():
            out.append(Shown(screen, f"{name} title", w.windowTitle()))
    return out


def window_texts(screen: str, window) -> list[Shown]:
    out = screen_texts(screen, window)
    out.append(Shown(screen, "status bar", window.statusBar().currentMessage()))
    return out


def document_screens(window) -> Iterator[tuple[str, QWidget]]:
    for path in one_file_per_kind():
        window.open_file(path)
        doc = window.current_document()
        assert doc is not None, path
        settle()
        yield f"document {doc.kind.kind}", window
        view = window.current_view()
        for v in list(window.views):
            v.document.undo_stack.setClean()
        window.tabs.removeTab(window.tabs.indexOf(view))
        window.views.remove(view) if view in window.views else None


def player_screens(window, played_steps: int = 0) -> Iterator[tuple[str, QWidget]]:
    for game in registered_games():
        if game.id in ("tinygame", "dicegame", "testgame"):
            continue
        setup = game.example_setups()[0]
        n = game.new_initial_state(setup, bundled_library(), 0).num_players()
        session = PlaySession(game, setup, bundled_library(), 3, [HUMAN] * n)
        shell = player_for(session, agent_delay_ms=0)
        window.open_play_view(shell, game.name)
        settle()
        lift_curtain(shell)
        yield f"player {game.id}", window
        rnd = random.Random(7)
        for step in range(1, played_steps + 1):  # further into the game: orders, battles, results
            s = shell.session
            if s.state.is_terminal() or not s.human_to_move():
                break
            legal = s.legal_actions()
            shell.play(legal[rnd.randrange(len(legal))])
            settle()
            lift_curtain(shell)
            if step % 8 == 0:
                yield f"player {game.id} after {step} moves", window
        shell.session.mark_saved()
        window.tabs.removeTab(window.tabs.indexOf(shell))
        shell.deleteLater()


def lab_screen(window) -> Iterator[tuple[str, QWidget]]:
    window.open_file(one_file_per_kind_of("samurai_battles/scenario"))
    window.findChild(QAction, "play.simulate").trigger()
    settle()
    yield "balance lab", window


def one_file_per_kind_of(kind: str) -> str:
    return next(p for p in one_file_per_kind() if kind.split("/")[1] in p or kind in p)


def every_screen(window, played_steps: int = PLAYED_STEPS) -> Iterator[tuple[str, QWidget]]:
    """(name, top-level widget) of each screen in turn, each shown and settled when yielded."""
    window.resize(1400, 900)
    settle()
    yield "start page", window
    yield from document_screens(window)
    yield from player_screens(window, played_steps)
    packs = window.packs.open_packs_window()
    settle()
    yield "packs window", packs
    packs.close()
    yield from lab_screen(window)


def all_texts(window) -> list[Shown]:
    out: list[Shown] = []
    for name, root in every_screen(window):
        out += window_texts(name, root) if root is window else screen_texts(name, root)
    return out
