"""Where files go: the user's own content folder, the folder last used for each kind of file, file
names made from a document's title, and the bundled content that is read-only."""

from __future__ import annotations

import os
import re
import unicodedata
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QStandardPaths

from engine.content.library import bundled_content_dir
from engine.content.packstore import DATA_ENV


def user_content_dir() -> Path:
    """The user's own content: ``Warbench`` in the platform's documents folder (created on demand)."""
    docs = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    base = Path(docs) if docs else Path.home()
    folder = base / "Warbench"  # i18n: not shown
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def user_games_dir() -> Path:
    """Where saved games go by default: ``games`` in the user's content folder (created on demand)."""
    folder = user_content_dir() / "games"  # i18n: not shown
    folder.mkdir(parents=True, exist_ok=True)
    return folder


def is_bundled(path: Path | None) -> bool:
    """Whether ``path`` is part of the content installed with Warbench (opened read-only)."""
    if path is None:
        return False
    try:
        path.resolve().relative_to(bundled_content_dir().resolve())
    except ValueError:
        return False
    return True


def last_folder(settings: QSettings, kind: str, fallback: Path) -> Path:
    """The folder a file of ``kind`` was last opened from or saved to, else ``fallback``."""
    value = settings.value(f"folders/{kind.replace('/', '.')}")
    folder = Path(str(value)) if value else None
    return folder if folder is not None and folder.is_dir() else fallback


def remember_folder(settings: QSettings, kind: str, path: Path) -> None:
    settings.setValue(f"folders/{kind.replace('/', '.')}", str(path.parent))


def slug(text: str) -> str:
    """A file name stem from a title: "The Bridge and the Fords" -> "the-bridge-and-the-fords"
    (letters of any script kept, accents dropped)."""
    t = unicodedata.normalize("NFKD", text)
    t = "".join(c for c in t if not unicodedata.combining(c)).lower()
    t = re.sub(r"[^\w]+", "-", t, flags=re.UNICODE).strip("-_")
    return t[:60] or "untitled"


def title_of(model: Any) -> str:
    """The document's title in English when it has one (a ``title`` with ``en``, or a ``name``)."""
    for attr in ("title", "name"):
        value = getattr(model, attr, None)
        text = getattr(value, "en", value)
        if isinstance(text, str) and text.strip():
            return text
    ident = getattr(model, "id", None)
    return ident if isinstance(ident, str) and ident else ""


def suggested_file_name(model: Any) -> str:
    """``<title>.yaml`` for a document saved the first time."""
    return f"{slug(title_of(model) or model.kind.split('/')[-1])}.yaml"


def free_file(folder: Path, name: str) -> Path:
    """``folder / name``, or ``stem-2.yaml``, ``stem-3.yaml``, ... when a file has that name."""
    target = folder / name
    n = 2
    while target.exists():
        target = folder / f"{Path(name).stem}-{n}{Path(name).suffix}"
        n += 1
    return target


def user_data_dir() -> Path:
    """Warbench's own data (installed packs, saved pack versions): ``$WARBENCH_DATA`` when set,
    else the platform's application data folder; never inside the installation."""
    env = os.environ.get(DATA_ENV)
    if env:
        return Path(env)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".warbench"
