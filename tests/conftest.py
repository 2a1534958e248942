"""Shared test setup: the tiny test game is registered for every test session."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import tests.support.tinygame  # noqa: F401  (registers the tiny game and its content kind)
