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

## a hex or a cell written wrongly, or off the board

hex-not-axial = not an axial hex 'q,r': { $text }
hex-not-label = { $text } is not a hex label of board '{ $board }'
hex-not-on-board = { $text } is not on board '{ $board }'
cell-not-xy = not a cell 'x,y': { $text }
cell-not-chess = not a chess-style cell label: { $text }
cell-outside-labelled = cell { $cell } is outside the labelled field
cell-not-extended = not an extended cell label like 'A5.3': { $text }
cell-line-from-one = cell label { $text }: lines start at 1
cell-column-side = cell label { $text }: column { $column } is not on the { $side ->
        [east] east
       *[west] west
    } side
cell-not-label = not a cell label like 'C11': { $text }
cell-outside-field = cell label { $text } is outside the field

## a long value quoted in a message: its start and its length

excerpt-long = { $text } ({ $length } characters)

## an action written in the text notation that cannot be read (a recorded step, a saved game)

notation-empty = empty action
notation-unknown = unknown action '{ $name }'; known: { $known }
notation-arity = '{ $action }' takes { $count } argument(s) ({ $names }), got { $given }
notation-field = { $action } { $field }: cannot read '{ $token }': { $why }
notation-not-number = expected a whole number
notation-not-choice = expected one of: { $choices }
notation-items = expected { $count } item(s) joined with '+', got { $given }
notation-unwritable = value { $value } cannot be written in action notation

## a number on its own (a table's cell), in the reader's decimal sign and grouping

figure = { $value }
figure-2 = { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }

## why a line of sight is clear or blocked (hex boards)

los-same-hex = the same hex
los-crosses = the line crosses a blocking hex
los-along-both = the line runs along edges with blocking hexes on both sides
los-along-edge = the line runs along a blocking hex's edge
los-along-one-side = the line only runs along blocking hexes on one side
los-clear = nothing blocks the line
los-never-across-one-edge = blocking hexes on both sides, but never across one edge

## a game id no plugin registered

unknown-game = unknown game '{ $game }'; registered games: { $known }

## a saved game that does not replay to what it says

replay-cannot = cannot replay: { $why }
replay-fails-at = replay fails at action { $action }: { $why }
content-ref = { $kind } { $id }{ $packed ->
        [no] {""}
       *[yes] {" "}(pack { $pack } { $version })
    }
replay-pack = { $packed ->
        [no] no pack
       *[yes] pack { $pack } { $version }
    }
replay-not-mapping = a saved game is a mapping of { $fields }
replay-unknown-field = a saved game has no field '{ $key }' (fields: { $fields })
replay-lacks = the saved game lacks { $fields }
replay-game-text = the game id must be text
replay-seed = the seed must be a whole number from { $low } to { $high }, not { $seed }
replay-list-type = { $field } must be a list of text, not { $type }
replay-list-item = { $field } must be a list of text; item { $item } is { $value }
replay-content-type = content must be a list of content entries, not { $type }
replay-outcome-form = the outcome must be null (the game did not end) or returns, winners and reason
replay-recorded-twice = the log records { $item } twice; a game records each item once
replay-not-in-content = the game was played with { $item }, which is not in the content at hand
replay-changed = { $item } has changed since the game was played (now from { $now })
replay-other-pack = { $kind } { $id } was played from { $was }, but the content at hand has it from { $now }
replay-other-game = the log is a '{ $recorded }' game, not '{ $game }'
replay-problems = { JOIN($problems, sep: "; ") }
replay-cannot-start = the game cannot start: { $why }
replay-not-written = { $text } is not how the engine writes '{ $engine }'
replay-outcome = winners: { $count ->
        [0] nobody
       *[other] { $winners }
    }; { $reason }
replay-ends-unsaved = the log says the game did not end, but it ends after its { $actions } actions ({ $end })
replay-not-over = the log says the game ended ({ $end }), but after its { $actions } actions the game is not over
replay-other-end = the saved outcome ({ $saved }) differs from the replayed one ({ $replayed })
replay-not-a-setup = the setup is not a { $game } setup: { $why }
replay-setup-kind = the setup must name its kind
replay-unrecorded = the game uses { $item }, which the log does not record
replay-unused = the log records { $item }, which the game does not use
replay-agents-count = { $agents } agents for { $players } players (one per seat, or none)
replay-agent-unknown = '{ $agent }' is not an agent of { $game } ({ $known })

# several problems of one thing, one after another
said-in-turn = { $first }; { $rest }

# an area of a map drawn so that it is no polygon (the reason as GEOS gives it)
area-not-polygon = { $thing ->
        [province] province
       *[area] area
    } '{ $area }' is not a polygon: { $error }
area-not-valid-polygon = { $thing ->
        [province] province
       *[area] area
    } '{ $area }' is not a valid polygon ({ $reason })
area-overlap = { $thing ->
        [province] provinces
       *[area] areas
    } '{ $a }' and '{ $b }' overlap (area { NUMBER($size, maximumSignificantDigits: 4, useGrouping: 0) })
area-point-contact = { $thing ->
        [province] provinces
       *[area] areas
    } '{ $a }' and '{ $b }' touch only at a point, so they are not adjacent
area-gap = a gap of area { NUMBER($size, maximumSignificantDigits: 4, useGrouping: 0) } lies between { $between }
area-sliver = { $thing ->
        [province] province
       *[area] area
    } '{ $area }' is a sliver (area { NUMBER($size, maximumSignificantDigits: 4, useGrouping: 0) }, compactness { NUMBER($ratio, minimumFractionDigits: 3, maximumFractionDigits: 3) })
area-no-region = { $thing ->
        [province] province
       *[area] area
    } '{ $area }' belongs to no region
area-anchor-outside = the anchor of { $thing ->
        [province] province
       *[area] area
    } '{ $area }' lies outside it
area-outside-board = { $thing ->
        [province] province
       *[area] area
    } '{ $area }' reaches beyond the board (area { NUMBER($size, maximumSignificantDigits: 4, useGrouping: 0) } outside)
said-at-point = { $said } at ({ NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }, { NUMBER($y, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) })

## a saved game's content entry written wrongly

content-entry-form = a content entry is a mapping of kind, id and sha256, not { $type }
content-entry-unknown = a content entry has no field { $fields }
content-entry-missing = a content entry needs { $fields } as text
content-entry-sha256 = sha256 must be 64 lowercase hexadecimal digits
content-entry-pack = a content entry names its pack and version together, as text
content-entry-origin = origin { $origin } is not one of { $forms }
