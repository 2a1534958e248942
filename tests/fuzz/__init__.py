"""Fuzzing of every headless entry point with mutations of the bundled content (issue 21)."""
