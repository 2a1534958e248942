# Self-play (warbench simulate, engine/ai): the report's summary at the terminal.

sim-summary = { $game }: { $played } of { $requested } games{ $interrupted ->
        [yes] {" "}(interrupted)
       *[no] {""}
    }, agents { $agents }{ $rotate ->
        [yes] {" "}rotating seats
       *[no] {""}
    }, seed { $seed }
sim-seat-wins = { $seat }: wins { $wins } (95% CI)
sim-agent-wins = agent { $agent }: wins { $wins } of its { $seats } seats
sim-first-player = first player wins { $wins } (even would be { $even }%)
sim-draws = draws: { $draws }
sim-length = length: mean { $mean }, median { $median }, 10-90% { $low }-{ $high } actions
sim-margin = winning margin: mean { $mean }, median { $median }
sim-unfinished = unfinished: { $limit } at the action limit, { $stuck } stuck
sim-timing = { $seconds } s on { $workers } worker(s), backend { $backend }
sim-report-written = report written to { $path }
sim-sweep-written = sweep report written to { $path }
# why a simulated game stopped without an end of its own
sim-stopped-limit = action limit reached
sim-stopped-stuck = no legal action
