"""The balance lab: simulate the document being edited with agents and read its balance (win
rates with intervals, lengths, the game's figures), compare versions, replay any game.

Opened from the Play menu's "Simulate..." on the current document (a game-neutral entry of the
plugin mechanism, :mod:`editor.lab_plugin`) through the document kind's ``KindPlay.simulate_view``."""
