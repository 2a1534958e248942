"""Neuroshima editor tests: solver threads never outlive a test."""

from __future__ import annotations

import pytest

from editor.player.jobs import wait_for_jobs


@pytest.fixture(autouse=True)
def _no_solver_left_running():
    yield
    wait_for_jobs()
