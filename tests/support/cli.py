"""Running the ``warbench`` command line in a test: its exit code and everything it printed."""

from __future__ import annotations

import pytest

from editor.cli import main


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """Exit code and printed text of ``warbench ARGV``; a traceback printed is a failure."""
    code = main(list(argv))
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out + err
