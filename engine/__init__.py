"""Warbench engine: rules, content and geometry, with no GUI."""

__version__ = "0.1.0"
