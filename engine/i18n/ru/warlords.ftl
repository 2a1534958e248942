# «Полководцы»: вопросы мастера (ведущего, seeds/003) и ответы на них.

wl-gm-decided = Мастер ({ $rule }): { $question } — { $answer }
wl-q-terrain-shift = элемент ландшафта ({ $terrain }: { $cells }): сдвигается ли он на 1 клетку
wl-q-combined-rerolls = к одному броску применяются и лучший из двух ({ $best }), и худший из двух ({ $worst })
wl-q-four-legs = удар отряда { $unit } с «Четырьмя ногами» по уставшей коннице
wl-q-same-priority = отряды { $units } не могут действовать одновременно: кто первый
wl-q-flank-exposure = атакуя { $cell }, отряд { $unit } подставил бы фланг или тыл отряду { $enemy }: было ли это очевидно в начале хода
wl-q-generals-stop-retreat = генерал в бегущем отряде { $unit } пытается остановить бегство (L475, правила не уточняют)
wl-q-initiative-turn = у отряда { $unit } на { $cell } враги с нескольких сторон ({ $sides }): куда он поворачивается
wl-q-shield-diagonal = щиты на { $cell }:{ $side }, стрельба с { $shooter } наискосок
wl-q-elite-equipment = Снаряжение («элита») одинокого штаба под обстрелом
wl-q-yumi-plunging = асигару-лучники с полным вторым рядом
wl-q-claim-distance = зона контроля { $zone } пуста: чьи отряды ближе (расстояния { $first } и { $second }, { $metric ->
        [chebyshev] ходами короля
       *[steps] шагами по прямой
    })
wl-q-duel-tactic = { $leader } вступает в поединок: выберите ставку и тактику (L587-L593)
wl-q-warlord-adjacent-bonus = { $leader } переходит в отряд { $unit } из соседнего отряда: даёт ли он +1 к Натиску и Стойкости
wl-q-phoenix-center = «знамя Феникса всегда поднимается в штабе» (L362): действует ли знамя отряда { $unit } вокруг штаба или вокруг отряда
wl-q-cunning-plan = у полководца { NAME($side, case: "gen") } «Хитрый план»: сколько дополнительных приказов в этот ход

## ответы

wl-option-random = случайно (бросок куба)
wl-option-stay = остаётся на месте
wl-option-n = север
wl-option-e = восток
wl-option-s = юг
wl-option-w = запад
wl-option-cancel = отменить
wl-option-best = лучший из двух
wl-option-worst = худший из двух
wl-option-tie-breakers = по правилам равенства
wl-option-attack = атаковать
wl-option-yes = да
wl-option-no = нет
wl-option-stop = остановить
wl-option-protects = защищают
wl-option-neither = ни одна из сторон
wl-option-hq = вокруг штаба
wl-option-unit = вокруг отряда
wl-option-side = { $side }
wl-tactic-none-low = низкая ставка, без тактики
wl-tactic-none-high = высокая ставка, без тактики
wl-tactic-full-defence = Глухая защита
wl-tactic-careful-attack = Осторожное нападение
wl-tactic-hurricane = Ураганная атака
wl-tactic-best-defence = Лучшая защита – нападение
wl-tactic-treacherous-trick = Коварный приём

## журнал сражения

wl-half = { $side } расставляется { $half ->
        [north] на севере
       *[south] на юге
    }

## почему действие отклонено

wl-refuse-ordered = у отряда { $unit } уже есть приказы: отряд получает не больше 2 приказов за ход (L19, L90, L334)
wl-refuse-waits = сейчас невозможно: бой ждёт { NAME($who, case: "gen") } ({ $what })
wl-stage-half = выбор половины поля
wl-stage-clear-day = решение о ясном дне
wl-stage-forecast = прогноз погоды
wl-stage-fences = расстановка заборов и щитов
wl-stage-deploy = расстановка войск
wl-stage-recon = разведка
wl-stage-leaders = размещение военачальников
wl-stage-banners = знамёна
wl-stage-instructions = наставления перед битвой
wl-stage-gm = вопрос мастеру
wl-stage-stake = ставки
wl-stage-reroll = переброс
wl-stage-command = командная фаза
wl-stage-exec = исполнение приказов
