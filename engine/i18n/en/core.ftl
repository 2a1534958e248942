# Words every game shares.

-seat = seat { $n }
    .gender = other
list-empty = nothing

## issues

severity-error = error
severity-warning = warning
severity-info = info
