"""The pieces the main window owns and wires: its docks, tools, view options, files, packs, play
tabs, remote play and clipboard. Each works through a narrow interface (callbacks or a small
protocol), so the window itself only builds them, places their actions and passes events on."""
