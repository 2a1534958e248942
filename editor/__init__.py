"""Warbench desktop editor (PySide6). Depends on the engine, never the reverse."""
