# Remote play (engine/net): why the host refuses an action or closes a connection, and its log.
# A client renders these in its own language from the id and values the host sends.

net-error-unknown-code = no seat of this game has that join code
net-error-no-hello = no hello in time
net-refused-spectator = a spectator watches: it does not act
net-refused-game-over = the game is over
net-refused-not-your-turn = it is { $to_move }'s turn, not { $seat }'s
net-refused-stale-turn = the action is for turn { $turn }; the game is at turn { $now }
net-refused-not-an-action = not an action of { $game }: { $error }
net-refused-pending = the host is still playing the last action
net-refused-moved-on = the game had moved on
net-who-spectator = a spectator
net-who-client = a client
net-log-refused = { $who }: { $action } refused: { $reason }
net-log-closed = { $who }: { $reason }; connection closed

## play by post: seat and orders files that do not fit

post-no-such-seat = { $game } has seats 1 to { $seats }, not { $seat }
post-not-a-seat-file = not a seat file
post-seat-not-to-move = this seat is not to move in this seat file
post-not-among-actions = { $action } is not among the seat file's actions
post-orders-left-over = { $count } orders file(s) left over: the game is over
post-not-an-orders-file = not an orders file
post-orders-other-game = orders for { $named }, not for { $game }
post-orders-no-such-seat = orders for seat { $seat }, which this game does not have
post-orders-not-to-move = orders of { $seat }, but { $to_move } is to move
post-orders-stale = orders of { $seat } for turn { $turn }: the game is at turn { $now }
post-orders-no-action = orders without an action

## a message that is not of the protocol (the connection that sent it is closed)

net-protocol-too-big = a message of { $size } bytes; at most { $limit }
net-protocol-not-json = a message that is not JSON
net-protocol-not-object = a message that is not a JSON object
net-protocol-version = protocol version { $version }; this side speaks { $protocol }
net-protocol-unknown-type = unknown message type { $kind }
net-protocol-bad-field = a { $kind } message whose { $field } is { $value }
net-protocol-first-hello = the first message must be hello
net-protocol-too-many = too many messages
net-protocol-hello-again = hello was said already
net-host-seats-named = { $game } has { $seats } seats here; { $named } were named ({ $names })
