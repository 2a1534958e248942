# Self-play (warbench simulate, engine/ai): the report's summary at the terminal.

sim-summary = { $game }: { $played } of { $requested } games{ $interrupted ->
        [yes] {" "}(interrupted)
       *[no] {""}
    }, agents { $agents }{ $rotate ->
        [yes] {" "}rotating seats
       *[no] {""}
    }, seed { $seed }
sim-rate = { $rate }% ± { $half }
sim-rate-none = n/a
sim-seat-wins = { $seat }: wins { $wins } (95% CI)
sim-agent-wins = agent { $agent }: wins { $wins } of its { $seats } seats
sim-first-player = first player wins { $wins } (even would be { $even }%)
sim-draws = draws: { $draws }
sim-length = length: mean { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) }, median { $median }, 10-90% { $low }-{ $high } actions
sim-margin = winning margin: mean { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) }, median { NUMBER($median, minimumFractionDigits: 1, maximumFractionDigits: 1) }
sim-unfinished = unfinished: { $limit } at the action limit, { $stuck } stuck
sim-timing = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s on { $workers } worker(s), backend { $backend }
sim-report-written = report written to { $path }
sim-sweep-written = sweep report written to { $path }
# why a simulated game stopped without an end of its own
sim-stopped-limit = action limit reached
sim-stopped-stuck = no legal action

## two runs compared (the balance lab's comparison)

sim-compare-games = the games differ: { $before } before, { $now } now
sim-compare-agents = the agents differ: { $before } before, { $now } now
sim-compare-seating = the seating differs: { $before ->
        [rotating] rotating seats
       *[fixed] fixed seats
    } before, { $now ->
        [rotating] rotating seats
       *[fixed] fixed seats
    } now
sim-compare-seats = the number of seats differs: { $before } before, { $now } now
sim-compare-stopped = { $when ->
        [earlier] the earlier run
       *[this] this run
    } was stopped after { $played } of { $requested } games
sim-compare-games-played = the games differ in number: { $before } before, { $now } now
sim-compare-seeds = the seeds differ: { $before } before, { $now } now (other dice)
sim-compare-max-actions = the action limit differs: { $before } before, { $now } now
sim-compare-setup = the setup differs: { $changes }{ $more ->
        [0] {""}
       *[other] {" "}and { $more } more
    }
sim-compare-content = content { $how ->
        [edited] edited
        [now] used now only
       *[before] used before only
    }: { $items }
sim-compare-seat = seat { $seat }'s
sim-compare-agent = agent { $agent }'s
sim-compare-moved = { $who } win rate { $change ->
        [went] went
       *[stayed] stayed
    } from { $old } to { $new }
sim-compare-significance = {" "}({ $significant ->
        [yes] significant
       *[no] not significant
    }, p = { NUMBER($p, minimumFractionDigits: 3, maximumFractionDigits: 3) })
sim-compare-refused = not compared: { $reason }
sim-compare-differs = differs: { $what }
sim-compare-length = mean game length went from { NUMBER($old, minimumFractionDigits: 1, maximumFractionDigits: 1) } to { NUMBER($new, minimumFractionDigits: 1, maximumFractionDigits: 1) } actions

## a sweep's table: each value's seat win rates, and the value nearest to even

sim-sweep-none = sweep of { $path }: no games yet
sim-sweep-title = sweep of { $path } (win rate, 95% interval):
sim-sweep-seat = { $seat }
sim-sweep-games = games
sim-sweep-marker = <- nearest to even
sim-sweep-nearest = nearest to even ({ $share }% each): { $path } = { $value }; { $verdict }
sim-sweep-even = every seat's interval holds an even share
sim-sweep-uneven = still uneven there at 95%: try values in between, or more games

## a simulation that cannot run (engine/ai)

agent-unknown = unknown agent '{ $agent }' for { $game }; available: { $known }
search-setting-unread = cannot read the search setting '{ $part }': use ITERATIONS, SECONDSs, { $rollouts }, dDEPTH or cX
search-budget-positive = the search budget '{ $setting }' must be positive
sim-backend-unknown = unknown backend '{ $backend }'; use { JOIN($known, sep: " or ") }
sim-no-agent = name at least one agent
sim-no-ray = the { $backend } backend needs { $backend }: { $command }
sim-too-long = { $game }: the game did not end within { $actions } actions

## a sweep that cannot run

-sweep-setup = the setup
sweep-no-field = { $path }: { $where } has no field '{ $key }' (its fields: { $known })
sweep-not-an-index = { $path }: { $where } is a list of { $count } item(s); '{ $key }' is not one of 0..{ $last }
sweep-not-a-group = { $path }: { $where } is a value, not a group of fields
sweep-format-version = { $path }: is the document's format version, not a value of the game
sweep-not-a-number = { $path }: is { $value }, not a number a sweep can vary
sweep-form = '{ $text }': a sweep is PATH=A..B or PATH=A..B:STEP, e.g. victory.banners=4..8
sweep-numbers = '{ $text }': the range's ends and step are numbers
sweep-step = '{ $text }': the step is more than 0
sweep-order = '{ $text }': the range runs from the smaller value to the larger
sweep-too-many = '{ $text }': { $count } values; a sweep plays at most { $most }
sweep-refused = { $path } = { $value }: the setup is refused ({ $why })

## a file simulate cannot start a game from

sim-plays-with-not-from = { $game } plays with a { $kind } file but does not start from one ({ $usage })
sim-game-refuses = { $game }: { $why }
sim-not-a-setup = a { $kind } file is not a setup a game can play: { $count ->
        [0] no registered game plays it
       *[other] { JOIN($refused, sep: "; ") }
    }
sim-neither-file-nor-game = '{ $target }' is neither a file nor a game ({ $games })
