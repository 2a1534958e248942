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
sim-rate = { $rate }% ± { $half }
sim-rate-none = н/д
sim-seat-wins = { $seat }: побед { $wins } (95% доверительный интервал)
sim-agent-wins = агент { $agent }: побед { $wins } на его { $seats ->
        [one] { $seats } месте
       *[other] { $seats } местах
    }
sim-first-player = первый игрок побеждает в { $wins } (при равенстве было бы { $even }%)
sim-draws = ничьих: { $draws }
sim-length = длина: в среднем { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) }, медиана { $median }, 10-90% { $low }-{ $high } действий
sim-margin = перевес победителя: в среднем { NUMBER($mean, minimumFractionDigits: 1, maximumFractionDigits: 1) }, медиана { NUMBER($median, minimumFractionDigits: 1, maximumFractionDigits: 1) }
sim-unfinished = не закончено: { $limit } на пределе действий, { $stuck } застряло
sim-timing = { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } с на { $workers ->
        [one] { $workers } процессе
       *[other] { $workers } процессах
    }, исполнитель { $backend }
sim-report-written = отчёт записан в { $path }
sim-sweep-written = отчёт о переборе записан в { $path }
# почему партия самоигры остановилась, не дойдя до конца
sim-stopped-limit = достигнут предел числа действий
sim-stopped-stuck = нет допустимого действия

## сравнение двух прогонов (сравнение в лаборатории баланса)

sim-compare-games = игры разные: раньше { $before }, теперь { $now }
sim-compare-agents = агенты разные: раньше { $before }, теперь { $now }
sim-compare-seating = рассадка разная: раньше { $before ->
        [rotating] места по кругу
       *[fixed] места постоянные
    }, теперь { $now ->
        [rotating] места по кругу
       *[fixed] места постоянные
    }
sim-compare-seats = число мест разное: раньше { $before }, теперь { $now }
sim-compare-stopped = { $when ->
        [earlier] прежний прогон
       *[this] этот прогон
    } остановлен после { $played } из { $requested } партий
sim-compare-games-played = число партий разное: раньше { $before }, теперь { $now }
sim-compare-seeds = зёрна разные: раньше { $before }, теперь { $now } (другие кубики)
sim-compare-max-actions = предел числа действий разный: раньше { $before }, теперь { $now }
sim-compare-setup = расстановка разная: { $changes }{ $more ->
        [0] {""}
       *[other] {" "}и ещё { $more }
    }
sim-compare-content = содержимое { $how ->
        [edited] изменено
        [now] используется только теперь
       *[before] использовалось только раньше
    }: { $items }
sim-compare-seat = игрока { $seat }
sim-compare-agent = агента { $agent }
sim-compare-moved = доля побед { $who } { $change ->
        [went] изменилась
       *[stayed] осталась прежней
    }: была { $old }, стала { $new }
sim-compare-significance = {" "}({ $significant ->
        [yes] значимо
       *[no] незначимо
    }, p = { NUMBER($p, minimumFractionDigits: 3, maximumFractionDigits: 3) })
sim-compare-refused = не сравнивается: { $reason }
sim-compare-differs = отличие: { $what }
sim-compare-length = средняя длина партии была { NUMBER($old, minimumFractionDigits: 1, maximumFractionDigits: 1) }, стала { NUMBER($new, minimumFractionDigits: 1, maximumFractionDigits: 1) } действий

## таблица перебора: доли побед мест при каждом значении и значение, ближайшее к равенству

sim-sweep-none = перебор { $path }: партий пока нет
sim-sweep-title = перебор { $path } (доля побед, 95% доверительный интервал):
sim-sweep-seat = { $seat }
sim-sweep-games = партий
sim-sweep-marker = <- ближе всего к равенству
sim-sweep-nearest = ближе всего к равенству (по { $share }% каждому): { $path } = { $value }; { $verdict }
sim-sweep-even = интервал каждого места включает равную долю
sim-sweep-uneven = здесь всё ещё неравно при 95%: попробуйте промежуточные значения или больше партий
