"""Shared test setup: the tiny test game is registered for every test session."""

from __future__ import annotations

import os
import tempfile

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# installed packs are read from (and written to) a folder of the test run, never the user's
os.environ.setdefault("WARBENCH_DATA", os.path.join(tempfile.gettempdir(), f"warbench-test-data-{os.getpid()}"))

# the test games and their content kinds are registered for every test session
import tests.support.dicegame
import tests.support.tinygame  # noqa: F401  (registers the tiny game and its content kind)
from engine.core.language import set_language

# the engine speaks English in the tests, whatever the machine's locale, unless a test asks for
# another language
set_language("en")
