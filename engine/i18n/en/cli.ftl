# The command line (engine/cli.py). Its help is English in the code (said without a catalogue);
# these are its messages with values.

cli-validate-summary = { $paths } path(s) checked: { $errors } error(s), { $warnings } warning(s)
cli-game-commands-help = { $game } commands

## what the commands print

cli-play-no-agent = --agents names no agent
cli-play-unfinished-saved = log of the unfinished game saved to { $path }
cli-play-not-ended = the game did not end
cli-play-winner = player { $seat } ({ $agent })
cli-play-nobody = nobody (draw)
cli-play-result = { $game }: { $actions } actions; winner: { $winners }; { $reason }
cli-log-saved = log saved to { $path }
cli-no-such-folder = { $option } { $folder }: no such folder
cli-replayed = replayed { $actions } actions of { $game }; terminal: { $terminal ->
        [yes] True
       *[no] False
    }
cli-replay-outcome = outcome: winners { $winners }; { $reason }
cli-replay-proven = the log is proven: every action is legal and the game ends as saved
cli-unfinished = unfinished
cli-game-over = game over: { $reason }
cli-pack-new = new pack { $id } { $version } in { $folder }; add content files, then: { $command }
cli-pack-exported = exported { $files } files to { $path }
cli-pack-imported = imported pack into { $folder }
cli-pack-installed = installed pack { $id } { $version } into { $folder }
cli-pack-list-head = packs in { $folder }:
cli-pack-list-row = { $id } { $version } [{ $state ->
        [bundled] bundled
        [enabled] enabled
       *[disabled] disabled
    }] { $name }
cli-pack-depends = depends on: { $packs }
cli-pack-saved-versions = saved versions: { $versions }
cli-pack-problem = problem: { $problem }
cli-pack-check-summary = { $folder }: { $errors } error(s), { $warnings } warning(s)
cli-pack-enabled = pack { $id } enabled
cli-pack-disabled = pack { $id } disabled
cli-host-local = this machine only
cli-host-open = anyone reaching { $bind }
cli-host-hosting = hosting { $game } at { $address } ({ $where })
cli-host-seat-code = { $seat }: { $command }
cli-host-spectator-code = spectator: { $command }
cli-join-prompt = your action (1-{ $count } or its notation):
cli-join-not-listed = not one of the actions listed
cli-join-refused = the host refused: { $reason }
cli-join-unreachable = cannot reach { $address }: { $error }
cli-join-over = { $who }: game over; { $reason }
cli-post-seat-count = { $game } has { $seats } seats here; { $named } were named
cli-post-new = { $path }: { $game }, turn { $turn }; { $seat } is to move
cli-post-to-move = { $seat } is to move
cli-post-seat-written = wrote { $path } for { $seat }
cli-post-order-written = wrote { $path }: { $seat }, turn { $turn }: { $action }
cli-post-applied = { $orders } order(s) played, { $moves } agent move(s); { $where }
cli-games-none = no games registered
cli-games-game = { $id }: { $game } ({ $low }-{ $high } players)
cli-games-kind = kind { $kind }
cli-games-agents = agents: { $agents }
cli-schema-wrote = wrote { $path }

## warbench rokugan map-check: what the map's polygons give

cli-rokugan-not-a-map = error: { $file }: kind '{ $kind }' is not a rokugan/map
cli-rokugan-land-borders = { $count } land borders:
cli-rokugan-coastal = { $count } coastal provinces: { $provinces }
cli-rokugan-landmasses = { $count } landmass(es): { $sizes }
cli-rokugan-map-summary = { $errors } error(s), { $warnings } warning(s)

## warbench neuroshima generate

cli-nh-generate-two-armies = --armies takes two armies: the solver's and the opponent's, e.g. borgo,moloch
cli-nh-generate-error = error: { $error }
cli-nh-generate-etude = { $path }: difficulty { $level } ({ $figures }); themes: { $themes }
cli-nh-generate-solution = solution: { $steps }
cli-nh-generate-dropped = { $count } { $why }
cli-nh-generate-summary = { $found } of { $count } etude(s) in { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } s, { $attempts } sketch(es) tried{ $drops ->
        [0] {""}
       *[other] ; dropped: { $dropped }
    }

## warbench samurai-battles los and sections

cli-sb-los-verdict = line of sight { $start } -> { $end }: { $clear ->
        [yes] clear
       *[no] BLOCKED
    }
cli-sb-los-blocked-by = blocked by { $hex }: { $why }
cli-sb-los-edges = runs along the edges of: { $hexes }
cli-sb-sections-army = { $army }, { $edge ->
        [top] top
       *[bottom] bottom
    } edge:
cli-sb-section = { $section ->
        [left] left
        [center] center
       *[right] right
    }

## --lang asking for a language the engine does not speak

lang-unknown = unknown language { $language }; known: { $known }
lang-missing = --lang needs a language: { $known }
