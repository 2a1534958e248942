# Самоигра (warbench simulate, engine/ai): итог отчёта в терминале.

sim-summary = { $game }: сыграно { $played } из { $requested ->
        [one] { $requested } партии
       *[other] { $requested } партий
    }{ $interrupted ->
        [yes] {" "}(прервано)
       *[no] {""}
    }, агенты { $agents }{ $rotate ->
        [yes] {" "}со сменой мест
       *[no] {""}
    }, зерно { $seed }
sim-seat-wins = { $seat }: побед { $wins } (95% доверительный интервал)
sim-agent-wins = агент { $agent }: побед { $wins } на его { $seats ->
        [one] { $seats } месте
       *[other] { $seats } местах
    }
sim-first-player = первый игрок побеждает в { $wins } (при равенстве было бы { $even }%)
sim-draws = ничьих: { $draws }
sim-length = длина: в среднем { $mean }, медиана { $median }, 10-90% { $low }-{ $high } действий
sim-margin = перевес победителя: в среднем { $mean }, медиана { $median }
sim-unfinished = не закончено: { $limit } на пределе действий, { $stuck } застряло
sim-timing = { $seconds } с на { $workers ->
        [one] { $workers } процессе
       *[other] { $workers } процессах
    }, исполнитель { $backend }
sim-report-written = отчёт записан в { $path }
sim-sweep-written = отчёт о переборе записан в { $path }
# почему партия самоигры остановилась, не дойдя до конца
sim-stopped-limit = достигнут предел числа действий
sim-stopped-stuck = нет допустимого действия
