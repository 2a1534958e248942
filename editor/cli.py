"""The ``warbench`` console script: the engine's CLI plus the GUI and ``render``.

Qt is imported only by the commands that draw, so headless commands stay light.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from editor.syscheck import check_system
from engine.cli import main as engine_main
from engine.core.saying import localized as _t
from engine.core.subcommands import add_subcommand


def _run_app(files: Sequence[str] = ()) -> int:
    problem = check_system()
    if problem is not None:
        print(problem, file=sys.stderr)
        return 1
    from editor.app import run_app  # deferred: start-up (Qt loads for the app only, after check_system)

    return run_app(sys.argv[:1], files)


def files_to_open(argv: Sequence[str]) -> list[str] | None:
    """``warbench FILE...``: the content files to open in the app, or ``None`` for a command line
    (a file argument ends in .yaml or .yml, or names a file that exists)."""
    if not argv or any(a.startswith("-") for a in argv):
        return None
    if all(a.endswith((".yaml", ".yml")) or Path(a).is_file() for a in argv):
        return list(argv)
    return None


def _cmd_render(args: Any) -> int:
    """draw a document to PNG, SVG or PDF

    Draw any board document's sheet offscreen with the same painters as the canvas (the export and
    print path)."""
    from editor.render import run_render  # deferred: start-up (Qt loads only for the command that draws)

    return run_render(args.file, args.out, args.size)


def _add_render(sub: Any) -> None:
    p = add_subcommand(sub, "render", "cli-render-render", _cmd_render)
    p.add_argument("file", help=_t("cli-render-file", "content file to draw"))
    p.add_argument("--out", required=True, help=_t("cli-render-out", "picture file: .png, .svg or .pdf"))
    p.add_argument(
        "--size",
        default=None,
        help=_t(
            "cli-render-size",
            "width x height in pixels (points for PDF); default: the document's sheet size, else 1200x900",
        ),
    )


def main(argv: Sequence[str] | None = None) -> int:
    files = files_to_open(sys.argv[1:] if argv is None else argv)
    if files is not None:
        return _run_app(files)
    return engine_main(argv, extra=[_add_render], default=_run_app)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
