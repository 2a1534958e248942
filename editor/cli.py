"""The ``warbench`` console script: the engine's CLI plus the GUI and ``render``."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def _run_app() -> int:
    from editor.app import run_app

    return run_app(sys.argv[:1])


def main(argv: Sequence[str] | None = None) -> int:
    from engine.cli import main as engine_main

    return engine_main(argv, default=_run_app)


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
