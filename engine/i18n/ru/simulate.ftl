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

## моделирование, которое нельзя запустить (engine/ai)

agent-unknown = неизвестный агент «{ $agent }» для игры { $game }; доступные: { $known }
search-setting-unread = не удаётся прочитать настройку поиска «{ $part }»: пишите число итераций (1000), секунды с буквой s (30s), { $rollouts }, глубину с буквой d (d20) или коэффициент исследования с буквой c (c1.4)
search-budget-positive = бюджет поиска «{ $setting }» должен быть больше нуля
sim-backend-unknown = неизвестный исполнитель «{ $backend }»; укажите { JOIN($known, sep: " или ") }
sim-no-agent = укажите хотя бы одного агента
sim-no-ray = исполнителю { $backend } нужен пакет { $backend }: { $command }
sim-too-long = { $game }: партия не закончилась за { $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
       *[many] { $actions } действий
    }

## перебор, который нельзя запустить

-sweep-setup = { $case ->
   *[nom] настройка партии
    [pre] настройке партии
  }
  .gender = fem
sweep-no-field = { $path }: в { NAME($where, case: "pre") } нет поля «{ $key }» (поля: { $known })
sweep-not-an-index = { $path }: { $where } — список из { $count ->
        [one] { $count } элемента
       *[other] { $count } элементов
    }; «{ $key }» — не номер от 0 до { $last }
sweep-not-a-group = { $path }: { $where } — значение, а не группа полей
sweep-format-version = { $path }: это версия формата документа, а не величина игры
sweep-not-a-number = { $path }: здесь { $value }, а перебирать можно только число
sweep-form = «{ $text }»: перебор записывается как ПУТЬ=A..B или ПУТЬ=A..B:ШАГ, например victory.banners=4..8
sweep-numbers = «{ $text }»: концы диапазона и шаг должны быть числами
sweep-step = «{ $text }»: шаг должен быть больше 0
sweep-order = «{ $text }»: диапазон идёт от меньшего значения к большему
sweep-too-many = «{ $text }»: значений { $count }, а перебор играет не больше { $most }
sweep-refused = { $path } = { $value }: настройка партии отклонена ({ $why })

## файл, с которого simulate не может начать партию

sim-plays-with-not-from = игра { $game } использует файлы вида «{ $kind }», но партию с такого файла не начинает (запуск: { $usage })
sim-game-refuses = { $game }: { $why }
sim-not-a-setup = файл вида «{ $kind }» — не настройка партии, которую может сыграть какая-либо игра: { $count ->
        [0] ни одна зарегистрированная игра его не использует
       *[other] { JOIN($refused, sep: "; ") }
    }
sim-neither-file-nor-game = «{ $target }» — не файл и не игра ({ $games })
