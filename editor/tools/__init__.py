"""Editing tools, one class per tool."""
