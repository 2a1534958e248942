# Words every game shares.

-seat = seat { $n }
    .gender = other
list-empty = nothing

## issues

severity-error = error
severity-warning = warning
severity-info = info

## why an action is refused (every game)

refuse-not-legal = not among the legal actions
refuse-game-over = the game is over
