"""The ``warbench`` console script: the engine's CLI plus the GUI and ``render``.

Qt is imported only by the commands that draw, so headless commands stay light.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from typing import Any


def _run_app() -> int:
    from editor.app import run_app

    return run_app(sys.argv[:1])


def _cmd_render(args: Any) -> int:
    from editor.render import run_render

    return run_render(args.file, args.out, args.size)


def _add_render(sub: Any) -> None:
    p = sub.add_parser(
        "render",
        help="draw a document to PNG, SVG or PDF",
        description="Draw any board document's sheet offscreen with the same painters as the canvas "
        "(the export and print path).",
    )
    p.add_argument("file", help="content file to draw")
    p.add_argument("--out", required=True, help="picture file: .png, .svg or .pdf")
    p.add_argument(
        "--size",
        default=None,
        help="width x height in pixels (points for PDF); default: the document's sheet size, else 1200x900",
    )
    p.set_defaults(func=_cmd_render)


def main(argv: Sequence[str] | None = None) -> int:
    from engine.cli import main as engine_main

    return engine_main(argv, extra=[_add_render], default=_run_app)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
