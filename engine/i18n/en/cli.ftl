# The command line (engine/cli.py). Its help is English in the code (said without a catalogue);
# these are its messages with values.

cli-validate-summary = { $paths } path(s) checked: { $errors } error(s), { $warnings } warning(s)
cli-game-commands-help = { $game } commands
