"""Agents for Samurai Sword (the greedy agent comes next)."""
