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
wl-q-elite-equipment = Снаряжение («элита») Ставки без отряда под обстрелом
wl-q-yumi-plunging = асигару-лучники с полным вторым рядом
wl-q-claim-distance = зона контроля { $zone } пуста: чьи отряды ближе (расстояния { $first } и { $second }, { $metric ->
        [chebyshev] ходами короля
       *[steps] шагами по прямой
    })
wl-q-duel-tactic = { $leader } вступает в поединок: выберите ставку и тактику (L587-L593)
wl-q-warlord-adjacent-bonus = { $leader } переходит в отряд { $unit } из соседнего отряда: даёт ли он +1 к Натиску и Стойкости
wl-q-phoenix-center = «знамя клана Феникса всегда поднимается в Ставке» (L362): действует ли знамя отряда { $unit } вокруг Ставки или вокруг отряда
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
wl-option-hq = вокруг Ставки
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

## слова журнала (engine/games/warlords/said.py)

wl-mods = { $mods }
wl-mod = { $name } { $value }
wl-mod-base-impetus = базовый Натиск
wl-mod-base-steadfastness = базовая Стойкость
wl-mod-backbone = Становой хребет армии
wl-mod-warlord = полководец в отряде
wl-mod-panic = паника от синоби
wl-mod-rallied = перегруппировался после бегства
wl-mod-advance-any-cost = Наступать любой ценой!
wl-mod-hold-any-cost = Держать позицию любой ценой!
wl-mod-fearsome-attacking = Грозные воины (в атаке)
wl-mod-fearsome-defending = Грозные воины (в обороне)
wl-mod-village = атакован в деревне
wl-mod-tiger = вражеское знамя Тигра
wl-mod-heavy-cavalry = Атака тяжёлой конницы
wl-mod-charge = Конная атака
wl-mod-from-hill = атака с холма
wl-mod-onto-hill = атака на холм
wl-mod-across-fence = атака через забор
wl-mod-across-river = атака через реку
wl-mod-into-rice = атака на рисовое поле
wl-mod-crab = нет бонуса за ряды против знамени Краба
wl-mod-fleeing-target = постоянный урон бегущему отряду
wl-mod-four-legs-fleeing = Четыре ноги быстрее двух: бегущая пехота
wl-mod-four-legs-fresh = Четыре ноги быстрее двух: пехота против бегущей свежей конницы
wl-mod-four-legs-tired = Четыре ноги быстрее двух: против утомлённой конницы
wl-mod-forest-of-spears = вражеский Лес копий
wl-mod-incomplete-front = неполный фронт: 3 фигурки или меньше
wl-mod-two-directions = бой на два направления
wl-mod-no-command = некому принять командование
wl-mod-intensified = Усиленный обстрел!
wl-mod-shields = цель за щитами
wl-mod-volley = Стрельба залпами: две полные шеренги
wl-mod-arquebus-weather = аркебузы в дождь, снег, туман, ливень или вьюгу
wl-mod-heavy-losses = тяжёлые потери: 3 фигурки или меньше
wl-mod-theyre-close = Они уже близко: конница с приказом атаковать этих стрелков
wl-mod-bridge = цель переходит мост
wl-mod-fog = густой туман
wl-mod-formation = Строй: { $ranks } { $ranks ->
        [one] шеренга
        [few] шеренги
       *[many] шеренг
    }
wl-mod-skill-equipment = Мастерство+Снаряжение { $own } против { $other }
wl-mod-skill-vs-equipment = Мастерство { $skill } против Снаряжения { $equipment }
wl-weather-clear = ясно
wl-weather-list = { JOIN($kinds, sep: " + ") }
wl-weather-gusty-wind = порывистый ветер
wl-weather-rain = дождь
wl-weather-snow = снег
wl-weather-downpour = ливень
wl-weather-blizzard = вьюга
wl-weather-dense-fog = густой туман
wl-weather-deep-snow = глубокий снег
wl-standing-defensive-fire = «Оборонительный обстрел!»
wl-standing-hold-fire = «Не стрелять без приказа»
wl-standing-keep-advancing = «Продолжать наступление»
wl-standing-keep-retreating = «Продолжать отступление»
wl-standing-intensified-fire = «Усиленный обстрел!»
wl-standing-hold-at-any-cost = «Держать позицию любой ценой!»
wl-standing-advance-at-any-cost = «Наступать любой ценой!»

## приказы (L374-L449)

wl-order-none = нет приказа
wl-order-wait = ждать
wl-order-move = { $dragon ->
        [yes] знамя Дракона: { $steps }
       *[no] { $steps }
    }{ $burn ->
        [yes] { " " }(поджигая деревню)
       *[no] { "" }
    }
wl-step-turn = поворот фронта на { $facing }
wl-step-advance = наступление на { $cell }
wl-step-retreat = отступление на { $cell }
wl-step-sidestep = боковой марш на { $cell }
wl-order-shoot-hq = обстрел Ставки на { $cell }
wl-order-shoot = обстрел отряда { $unit } на { $cell }
wl-order-regroup = перегруппировка фронтом на { $facing }
wl-order-dragon-face = знамя Дракона: перестроение фронтом на { $facing }
wl-order-set-shields = установить щиты на { $cell } ({ $side })
wl-order-take-shields = забрать щиты на { $cell } ({ $side })

## командная фаза (L333-L370)

wl-place-hq = Ставка
wl-place-reserve = резерв
wl-place-unit = отряд
wl-place-start = начало
wl-place-out = выбыл из битвы
wl-place-captured = плен
wl-place-dead = гибель
wl-sabotage-arson = поджог
wl-sabotage-panic = паника
wl-sabotage-intercept = перехват гонца
wl-log-dragon-order = { $unit }: знамя Дракона, фаза { $phase }: { $order }
wl-log-standing = { $unit }: { $on ->
        [yes] отдан
       *[no] отменён
    } приказ до дальнейших распоряжений { $order }
wl-log-banner-raised = отряд { $unit } поднимет { NAME($banner, case: "acc") }
wl-log-reserve-order = отряд { $unit } войдёт из резерва на { $cell } в конце хода (L311)
wl-log-sabotage-order = синоби { $shinobi }: { $sabotage } на { $cell } в следующий ход (L688)
wl-log-withdraw = отряд { $unit } до конца битвы уходит в резерв (L354)
wl-log-general-flight-order = командующий армией приказывает общее бегство (L666)
wl-log-orders = { $unit }: фаза 1: { $first }; фаза 2: { $second } ({ $cost } { $cost ->
        [one] приказ
        [few] приказа
       *[many] приказов
    })
wl-log-hq-general-lost = { $leader } покидает Ставку: +1 генерала рядом с ним теряется, бросок { $roll }, у стороны { $orders } { $orders ->
        [one] приказ
        [few] приказа
       *[many] приказов
    } (L235-L238)
wl-log-leader-move = { $leader }: { $frm } → { $to }

## предводители и поединки (L230-L283, L555-L594)

wl-why-losses = потери его отряда, L255
wl-why-routed = его отряд бежал, { $line }
wl-why-destroyed-melee = его отряд уничтожен в ближнем бою, L262
wl-why-destroyed = его отряд уничтожен, L261-L264
wl-why-duel = поединок
wl-log-leader-killed = { $leader } получает { $wounds } { $wounds ->
        [one] рану
        [few] раны
       *[many] ран
    } и погибает ({ $why })
wl-log-leader-out = { $leader } получает { $wounds } { $wounds ->
        [one] рану
        [few] раны
       *[many] ран
    } и до конца битвы уходит в резерв ({ $why })
wl-log-leader-wounded = { $leader } ранен ({ $why })
wl-log-leader-captured = { $leader } попадает в плен ({ $why })
wl-log-commander = { $leader } принимает командование армией (L268)
wl-log-no-commander = командовать армией больше некому (L268)
wl-log-losses-risk = { $leader } бросает { $die } за потери своего отряда: невредим
wl-log-rout-risk = { $leader } бросает { $die } при бегстве своего отряда: невредим
wl-log-destruction-risk = { $leader } бросает { $dice } при уничтожении своего отряда
wl-log-duel = поединок { $a } ({ $a_roll }, ступень { $a_step }) против { $b } ({ $b_roll }, ступень { $b_step }): { $relation ->
        [equal] равенство сил
        [clear] явное превосходство
        [slight] небольшое превосходство
       *[limit] победа на пределе
    }{ $relation ->
        [equal] { "" }
       *[other] , побеждает { $winner }
    }; д6 { $die }: { $a } — ран: { $a_wounds }, { $b } — ран: { $b_wounds }{ $captured ->
        [yes] , { $loser } в плену
       *[no] { "" }
    }
wl-log-duel-killed = { $leader } гибнет в поединке (L576)
wl-log-no-duel = предводители с обеих сторон, д6 { $die }: поединка нет (L557)

## отступление, бегство (L629-L664)

wl-log-order-cancelled = { $unit }: приказ отменён, { $why }
wl-log-march-ends = { $unit }: приказ { $order } прекращается (L429)
wl-log-route = { $unit }: во 2-й фазе он продолжает путь по маршруту: { $order } (L377)
wl-log-phase2-cancelled = { $unit }: приказ 2-й фазы отменяется вместе с ним (L377)
wl-log-orders-lost = отряд { $unit } теряет неисполненные приказы ({ $why }, L499){ $n ->
        [0] { "" }
       *[other] ; отменены приказы до дальнейших распоряжений: { $ended }
    }
wl-log-scattered-out = отряд { $unit } рассеян и выбывает из битвы ({ $why })
wl-log-scattered-reserve = отряд { $unit } рассеян и уходит в резерв до хода { $turn } ({ $why }, L637)
wl-log-river-damage = отряд { $unit } теряет { $lost } при вынужденной переправе через реку (кубы { $dice }, L717)
wl-log-fence-destroyed = отряд { $unit } отступает через забор на отряд { $other } и уничтожен (L217)
wl-log-retreat-blocked = отряд { $unit } должен отступить на отряд { $other } на { $cell }: он бежит (L636)
wl-log-retreat = отряд { $unit } отступает на { $cell } ({ $why })
wl-log-flight-damage = отряд { $unit } теряет { $lost } { $lost ->
        [one] фигурку
        [few] фигурки
       *[many] фигурок
    }: { $why }
wl-log-broken = отряду { $unit } некуда бежать: он разгромлен (L651)
wl-log-rout = отряд { $unit } бежит ({ $why })
wl-log-shields-lost = отряд { $unit } бросает переносимые щиты (L210)
wl-log-flight = отряд { $unit } продолжает бегство на { $cell } (L657)
wl-log-rally = отряд { $unit } перегруппировывается фронтом на { $facing } ({ $why })
wl-log-peasants = отряд { $unit } в панике (Крестьяне, L178)
wl-why-retreat-impassable = клетка отступления { $cell } непроходима
wl-why-retreat-held = в клетке отступления { $cell } стоит отряд { $other } (L637)
wl-why-flight-ends-in = бегство упирается в отряд { $other } на { $cell } (L652)
wl-why-flight-ends = бегство упирается в отряд { $other } (L652)
wl-why-flight-impassable = бегство упирается в непроходимую местность на { $cell }
wl-why-no-way-out = бегство на { $cell } без выхода
wl-why-through = бегство сквозь отряд { $other } ({ $figures } фиг., L645)
wl-why-pushed-back = отброшен
wl-why-pushed-back-melee = отброшен в ближнем бою
wl-why-pushed-back-meeting = отброшен во встречном бою
wl-why-beaten = разбит в ближнем бою
wl-why-beaten-meeting = разбит во встречном бою
wl-why-attacked-fleeing = атакован во время бегства (L658)
wl-why-retreat-enemy = клетку отступления занимает противник
wl-why-retreat-fence = отступление через забор (L217)
wl-why-shot-back = отступает под обстрелом
wl-why-flight-meets = бегство упирается в реку, забор или лес (L658)
wl-why-flight-fence = бегство через забор (L217)
wl-why-broken = разгромлен во время бегства
wl-why-routed-again = снова бежит после перегруппировки (L659)
wl-why-routed-small = бежит, имея меньше 4 фигурок (L643)
wl-why-routed-unit = обращён в бегство
wl-why-off-field = убегает с поля боя
wl-why-flight-impassable-any = бегство упирается в непроходимую местность, реку, забор или лес (L658)
wl-why-peasants = Крестьяне
wl-why-fire = попал в огонь
wl-why-not-rallied = не перегруппировался за 3 хода после бегства (L658)
wl-why-forest-turn = в лесу нельзя поворачивать (L401, L732)
wl-why-flank-attack = нельзя атаковать флангом или тылом
wl-why-pass-through = отряды не могут проходить сквозь друг друга (L496)
wl-why-rice = рисовое поле
wl-why-phoenix = знамя Феникса: Возрождение, без штрафа (L367)
wl-why-regroup = Перегруппировка!
wl-why-general-stops = генерал останавливает бегство (мастер, L475)
wl-why-monastic = Монашеская дисциплина: сохэи перегруппировываются сами (L199)

## перемещения (L374-L411, L491-L511)

wl-log-burns-village = отряд { $unit }, уходя, поджигает деревню на { $cell } (L749)
wl-log-turns = отряд { $unit } поворачивает фронт на { $facing }
wl-log-meeting = отряды { $units } одновременно входят на { $cell }: встречный бой (L491)
wl-log-advances = отряд { $unit } наступает на { $cell }
wl-log-retreats = отряд { $unit } отступает на { $cell }
wl-log-sidesteps = отряд { $unit } боковым маршем переходит на { $cell }
wl-why-attack-exposes = атака явно подставила бы его отряду { $enemy } (L552-L553)
wl-why-turn-exposes = поворот подставил бы фланг или тыл отряду { $enemy } (L378)
wl-why-move-exposes = он подставил бы фланг или тыл отряду { $enemy } (L378)
wl-why-cannot-enter = на { $cell } войти нельзя
wl-why-taken = { $cell } занимает отряд { $other } (L377)
wl-why-held = на { $cell } стоит отряд { $other } (L377)
wl-why-fence-phase = забор преодолевается только в 1-й фазе и не вторым перемещением галопа (L215-L216)
wl-why-crossed-fence = он преодолел забор в 1-й фазе (L215)
wl-why-cavalry-crossing = конница тратит весь приказ на переправу через реку или на вход в лес и выход из него (L715, L731)
wl-why-flank-rear = отряд не может атаковать флангом или тылом (L24, L403)

## фаза исполнения (L464-L511)

wl-log-gallop-lost = отряд { $unit } не может скакать галопом в эту фазу: только первое действие (L154, L216, L820)
wl-log-orders-lapse = в отряде { $unit } нет предводителя: приказы { $orders } отменяются (L500)
wl-log-hold-cancelled = отряд { $unit } не дошёл до своей клетки: «Держать позицию любой ценой» отменён (L436)
wl-log-banner = отряд { $unit } поднимает { NAME($banner, case: "acc") } (L363)
wl-log-dragon-reform = отряд { $unit } перестраивается фронтом на { $facing } (знамя Дракона, L369)
wl-log-attack = { $units } { $n ->
        [one] атакует
       *[other] атакуют
    } отряд { $target } ({ $sides }) на шаге { $step }
wl-attack-front = во фронт
wl-attack-flank = во фланг
wl-attack-rear = в тыл
wl-log-regroup = отряд { $unit } перегруппировывается фронтом на { $facing }
wl-log-no-initiative-turn = отряд { $unit } не поворачивается: он подставил бы фланг или тыл другому врагу (L457)
wl-log-initiative-turn = отряд { $unit } по инициативе поворачивает фронт на { $facing } (L457)
wl-log-set-shields = отряд { $unit } устанавливает щиты на { $cell } ({ $side })
wl-log-take-shields = отряд { $unit } забирает щиты на { $cell } ({ $side })
wl-log-rice-fired = отряд { $unit } стрелял в 1-й фазе с рисового поля: во 2-й фазе других приказов нет (L742)
wl-log-phase = ход { $turn }, фаза исполнения { $phase }
wl-why-forest-rally = бегущий отряд не может перегруппироваться в лесу (L733)
wl-why-enemy-there = там стоит противник
wl-why-no-shields-set = негде установить щиты
wl-why-no-shields-take = там нет щитов
wl-why-panic-rally = синоби поддерживают панику: в этот ход перегруппироваться нельзя (L695)
wl-why-out-of-reach = цель вне досягаемости (L377)
wl-why-two-directions = не может сражаться на два направления (L535-L536)
wl-why-fleeing-no-fight = бегущий отряд не отвечает (L660)

## перед битвой (L287-L329, L761-L796)

wl-log-terrain-shift = элемент ландшафта ({ $terrain }: { $cells }) { $moved ->
        [yes] сдвигается на { $shift }
       *[no] остаётся на месте
    } (L290)
wl-log-forecast = прогноз { $n }: д6 { $die }: { $forecast } ({ $lines })
wl-log-weather = погода: { $what }; { $schedule }
wl-schedule = { JOIN($parts, sep: "; ") }
wl-schedule-turns = ходы { $first }-{ $last }: { $weather }
wl-schedule-turn = ход { $first }: { $weather }
wl-seen-unit = отряд на { $cell }
wl-seen = { $unit } ({ $type }, { $figures }) на { $cell }
wl-log-reveal = расстановки открыты: { JOIN($units, sep: "; ") }
wl-log-clear-day = { $side } { $agree ->
        [yes] соглашается
       *[no] не соглашается
    } на ясный день (L762)
wl-log-forecast-answer = { $side }: { $answer ->
        [accept] соглашается с прогнозом
        [wait] ждёт другого прогноза
       *[withdraw] уклоняется от битвы
    } (L298-L300)
wl-log-fence = { $side } строит забор на { $edge } (L214, виден противнику)
wl-log-recon-done = { $side } заканчивает изменения расстановки по сведениям синоби
wl-log-hq = { $side } ставит Ставку на { $cell } (L231)
wl-log-deploy = отряд { $unit } расставлен на { $cell } фронтом на { $facing }
wl-log-deploy-reserve = отряд { $unit } ждёт в резерве (L310)
wl-log-shield = { $side } устанавливает щиты на { $edge } (L205)
wl-log-adjust-move = отряд { $unit } по донесению синоби переходит на { $cell } (L686)
wl-log-adjust-swap = отряды { $unit } и { $other } по донесению синоби меняются местами (L686)
wl-log-leader-place = { $leader } начинает битву: { $place }
wl-log-banner-assigned = { $banner } получает отряд { $unit } (L324)
wl-log-instruction = { $unit }: { $order } до дальнейших распоряжений (L326-L329)
wl-scouted = { $type } ({ $figures }) на { $cell }
wl-log-recon = синоби разведывают { $size } от { $corner }: { $found }; вражеская Ставка на { $hq } (L685)
wl-forecast-clear = ясный день
wl-forecast-agreed-clear = ясный день по согласию
wl-forecast-fixed = задана сценарием
wl-forecast-overcast-rain = пасмурно: дождь начинается на ходу с номером 2д6 и идёт д6+1 ходов
wl-forecast-rain-2d6 = дождь с самого утра, 2д6 ходов
wl-forecast-wind = порывистый ветер весь день
wl-forecast-storm = гроза приближается: порывистый ветер, затем ливень с хода 2д6 на д6+1 ходов, затем ясно
wl-forecast-fog = густой туман первые 2 хода, потом ясно
wl-forecast-fog-rain = густой туман первые 2 хода, потом пасмурно: дождь начинается на ходу с номером 2д6 и идёт 2д6+1 ходов
wl-forecast-rain-3d6 = дождь с самого утра, 3д6 ходов
wl-forecast-wind-downpour = порывистый ветер первые 2д6 ходов, потом ливень до конца битвы
wl-forecast-downpour = ливень с первого хода битвы 2д6 ходов, затем ясно
wl-forecast-deep-snow = ясный день, глубокий снег
wl-forecast-overcast-snow = пасмурно: снег начинается на ходу с номером 2д6 и идёт д6+1 ходов
wl-forecast-snow = снег с самого утра, 2д6 ходов

## ход (L333-L360)

wl-log-turn = ход { $turn } из { $turns }: { $weather }
wl-log-hq-destroyed = отряд { $unit } стоит в Ставке { NAME($side, case: "gen") }: Ставка разгромлена до конца битвы (L233)
wl-log-command-roll = { $side } { $reroll ->
        [yes] перебрасывает
       *[no] бросает
    }: { $stake ->
        [high] высокая ставка
       *[low] низкая ставка
    }: 2д6 { $a }+{ $b }{ $n ->
        [0] { "" }
       *[other] , { $mods }
    } = { $total } ({ $success ->
        [yes] успех
       *[no] провал
    }, нужно { $needs }) → { $orders } { $orders ->
        [one] приказ
        [few] приказа
       *[many] приказов
    }
wl-revealed = { $unit }: { JOIN($parts, sep: "; ") }
wl-revealed-orders = 1: { $first }; 2: { $second }
wl-revealed-dragon = знамя Дракона в фазе { $phase }: { $order }
wl-revealed-banner = поднимает { NAME($banner, case: "acc") }
wl-revealed-withdraws = отряд { $unit } до конца битвы уходит в резерв (L354)
wl-log-orders-revealed = приказы: { $n ->
        [0] нет
       *[other] { JOIN($orders, sep: " | ") }
    }
wl-log-no-entry = отряду { $unit } негде войти на поле
wl-log-enters = отряд { $unit } входит из резерва на { $cell } (L311)
wl-log-tired = отряд { $unit } утомлён (L154, L167, L739, L820)
wl-log-rested = отряд { $unit } отдохнул и снова свеж (L156, L169)
wl-log-may-return = отряд { $unit } можно вернуть со следующего хода (L637)
wl-mod-no-leader-hq = в Ставке нет предводителя
wl-mod-hq-destroyed = Ставка разгромлена
wl-mod-hq-general = генерал в Ставке рядом с командующим (двое и больше не дают больше)
wl-mod-commander-out = командующий выбыл, армию ведёт другой

## итоги ближнего боя (L540-L553)

wl-log-chain = отряд { $unit } действует первым в цепочке атак (L503-L511)
wl-log-occupy = отряд { $unit } занимает { $cell }
wl-log-defender-destroyed = отряд { $unit } уничтожен: атакующие побеждают
wl-log-attackers-destroyed = отряд { $unit } уничтожает всех атакующих и удерживает позицию (L550)
wl-log-crab-spent = знамя Краба отряда { $unit } превращает бегство в отступление и теряет силу (L370)
wl-log-crab-holds = знамя Краба отряда { $unit }: отступление игнорируется (L370)
wl-log-stands = атакующие { $attack } против { $defence }: отряд { $unit } стоит
wl-why-melee-lost = атакующие { $attack } против { $defence }, разница { $difference } { $routs ->
        [yes] >
       *[no] ≤
    } Стойкости { $steadfastness }{ $rear ->
        [yes] , атакован в тыл и с другой стороны (L545)
       *[no] { "" }
    }
wl-log-melee-lost = отряд { $unit } { $routs ->
        [yes] бежит
       *[no] отброшен
    } ({ $why })
wl-log-held-any-cost = отряд { $unit } держался любой ценой и теряет ещё 1 фигурку (L435)
wl-log-repulsed = атакующие { $attack } против отряда { $unit } { $defence }: атака отбита (L546)
wl-log-advanced-any-cost = отряд { $unit } наступал любой ценой и теряет ещё 1 фигурку, не в счёт боя (L438)
wl-log-meeting-repulsed = встречный бой { $a } против { $b }: обе стороны отброшены (L548)
wl-log-meeting-winners-destroyed = встречный бой { $a } против { $b }: отряд { $unit } проиграл, но уничтожил всех противников, поэтому не отступает и не бежит (L550)
wl-log-meeting-lost = встречный бой { $a } против { $b }: отряд { $unit } { $routs ->
        [yes] бежит
       *[no] отброшен
    } (разница { $difference }, Стойкость { $steadfastness })

## ход битвы и её итог (L92-L115, L666-L670)

wl-log-battle = { $title }: { $kind ->
        [meeting] встречное сражение
        [breakthrough] прорыв
       *[defence] оборона
    }, { $season ->
        [spring] весна
        [autumn] осень
        [winter] зима
       *[summer] лето
    }, не больше { $turns } { $turns ->
        [one] хода
       *[other] ходов
    }
wl-log-hq-general = { $side } { $use ->
        [yes] учитывает
       *[no] не учитывает
    } +1 своего генерала в Ставке (L238, L335)
wl-log-stake = { $side } выбирает ставку: { $stake ->
        [none] не записана — низкая (L336)
        [high] высокая
       *[low] низкая
    }
wl-log-committed = { $side } отдала приказы
wl-log-leaders = предводители: { JOIN($leaders, sep: "; ") }
wl-leader-at = { $leader }: { $place }{ $unit ->
        [none] { "" }
       *[other] { " " }({ $unit })
    }
wl-log-zones = зоны контроля в конце битвы: { JOIN($zones, sep: "; ") }
wl-zone = { $zone }: { $held ->
        [yes] удерживает { $holder }
       *[no] никто не удерживает
    }, претендуют: { $claimed }
wl-strike = { $unit } { $damage }
wl-log-general-flight = отряд { $unit } бежит и теряет { $lost } ({ $n ->
        [0] без преследования
       *[other] { $strikes }
    })
wl-end-equal = битва заканчивается по лимиту ходов при равенстве зон (удержано { $held }, претендует { $claimed }) (L95)
wl-end-limit-rout = { $winner } побеждает по лимиту ходов, а { $loser } не удерживает и не претендует ни на одну зону: разгром (L105)
wl-end-limit = { $winner } побеждает по лимиту ходов (удержано { $held }, претендует { $claimed }, L115)
wl-end-no-units = ни у одной стороны не осталось отряда из 4 фигурок: ничья (L97)
wl-end-both-flee = обе армии бегут одновременно: ничья (L104)
wl-end-collapse = у { NAME($loser, case: "gen") } не осталось стоящего отряда из 4 фигурок: её армия бежит, разгром (L104)
wl-end-general-flight = { $side } приказывает общее бегство: разгром (L103)
wl-end-withdrawal = атакующий уклоняется от битвы после третьего прогноза (L764): битвы нет, ничья

## синоби (L674-L696)

wl-log-shinobi-available = синоби { $shinobi } ({ NAME($side, case: "gen") }) могут провести { $count } { $count ->
        [one] диверсию
        [few] диверсии
       *[many] диверсий
    } в этот ход (L690)
wl-log-shinobi-rain = синоби не могут поджечь { $cell } в дождь (L679)
wl-log-shinobi-fire = синоби подожгли { $cell }: непроходимо до конца хода { $turn } (L691)
wl-log-fire-losses = отряд { $unit } теряет в огне { $lost } { $lost ->
        [one] фигурку
        [few] фигурки
       *[many] фигурок
    }, свои приказы и приказы до дальнейших распоряжений (L691)
wl-log-shinobi-nothing = синоби не находят вражеского отряда на { $cell }
wl-log-shinobi-no-panic = паники в отряде { $unit } нет: в нём есть предводители или он уже в панике (L694)
wl-log-shinobi-panic = синоби сеют панику в отряде { $unit }: -2 к Стойкости и Натиску в этот ход (L694)
wl-log-shinobi-no-intercept = перехвата нет: в отряде { $unit } есть предводители (L696)
wl-log-shinobi-intercept = синоби перехватывают гонца к отряду { $unit }: приказы этого хода не доходят (L696)
wl-log-fire-spreads = огонь перекидывается на { $cell }

## ближний бой и обстрел с объяснением (L514-L625)

wl-log-melee = ближний бой на { $cell } ({ $kind ->
        [attack] атака
       *[empty] встречный бой
    }): { $attackers } против { $defenders }. { JOIN($parts, sep: "; ") }. Итоги: атакующие { $attack } ({ JOIN($attack_mods, sep: "; ") }), { $kind ->
        [attack] обороняющийся
       *[other] другая сторона
    } { $defence } ({ JOIN($defence_mods, sep: "; ") })
wl-attacker = { $unit } ({ $side })
wl-melee-damage = { $attacker } → { $target }: { $table }, кубы { $dice }, { $mods } = { $damage }
wl-melee-no-damage = { $attacker } → { $target }: { $why }
wl-log-attack-broken = атака отряда { $unit } сорвана оборонительным обстрелом (L422)
wl-log-dont-stand = { $unit }: его урон { $damage } ≥ Стойкости отряда { $target } { $steadfastness }, он получает на 1 урон меньше (L151)
wl-log-destroyed-melee = отряд { $unit } уничтожен в ближнем бою
wl-log-shot = отряд { $shooter } обстреливает { $target } ({ $why }): кубы { $dice } ({ $kept ->
        [best] лучший из двух
        [worst] худший из двух
       *[single] один бросок
    }), { $mods }{ $n ->
        [0] { "" }
       *[other] ; { JOIN($rerolls, sep: "; ") }
    } → урон { $damage }; боеприпасы { $ammunition }
wl-target-hq = Ставку на { $cell }
wl-target-unit = { $unit } ({ $type }, { $figures } фиг.) на { $cell }
wl-log-hq-shot = Ставка на { $cell } получает урон { $damage }: её предводители бросают, как если бы их отряд был уничтожен (L240)
wl-log-destroyed-shooting = отряд { $unit } уничтожен обстрелом
wl-log-shot-retreat = отряд { $unit } получил за фазу { $damage } урона от обстрела, больше чем { $what } { $threshold }: он отступает (L615)
wl-table-melee = ближний бой: д3 по Мастерству+Снаряжению (L522-L526)
wl-table-shooting = обстрел: д3 по Мастерству против Снаряжения (L599-L603)
wl-table-fleeing-infantry = бегущий отряд атакован пехотой: д3+1 (L660)
wl-table-fleeing-cavalry = бегущий отряд атакован конницей: 2д3+2 (L660)
wl-reroll-merciless = Безжалостный свинец: Снаряжение цели -1 (L184)
wl-reroll-plunging = Навесной огонь: полная вторая шеренга, лучший из двух (L140)
wl-reroll-archers = лучники с полной второй шеренгой: лучший из двух (L609, мастер)
wl-reroll-onto-hill = атака отряда на холме: худший из двух (L530, L722)
wl-reroll-hill-far = с холма через клетку: худший из двух (L606)
wl-reroll-hill-near = с холма по соседней клетке: лучший из двух (L605)
wl-reroll-wind = порывистый ветер, ливень или вьюга: худший из двух (L610, L612)
wl-reroll-spearmen-shields = копейщики за щитами: худший из двух (L135, L529)
wl-reroll-cover = цель в деревне, лесу или на холме: худший из двух (L607)
wl-shot-order = по приказу
wl-shot-initiative = по инициативе
wl-shot-galloped = по коннице, подскакавшей галопом
wl-shot-defensive = оборонительный обстрел
wl-impetus = Натиск
wl-steadfastness = Стойкость

## что проверка говорит о составе армии (validate)

wl-check-id-twice = идентификатор { $what ->
        [river] реки
        [control-zone] зоны контроля
        [unit] отряда
       *[leader] военачальника
    } «{ $id }» использован больше одного раза
wl-check-roster-empty = в составе армии должен быть хотя бы один отряд
wl-check-one-warlord = в составе армии ровно один полководец, а в этом — { $count }
wl-check-figures = в отряде «{ $unit }» фигурок: { $count }; в отряде их не больше { $most } (L15, L84)
wl-check-heavy-equipment = у тяжёлой конницы Снаряжение не бывает ниже { $least } (L147)
wl-check-sohei = сохэй не улучшаются опытом (L203): { $stat ->
        [skill] Боевое мастерство
        [equipment] Снаряжение
        [steadfastness] Стойкость
       *[impetus] Натиск
    } { $value } > { $most }
wl-check-no-shooting = { $type } не стреляют; боезапас не учитывается
wl-check-ammo = у стрелков { $count } боезапаса (L142, L186, L192)
wl-check-hidden-by-trait = прятать отряды может только полководец с чертой «Коварный» (L323)
wl-check-own-clan = союзный клан отряда — это клан самой армии
wl-check-hatamoto = хатамото — личная стража полководца (L146); в этом составе таких отрядов несколько
wl-check-banner-twice = { $banner } { GENDER($banner) ->
        [fem] указана
        [neut] указано
        [plur] указаны
       *[other] указан
    } больше одного раза
wl-check-shinobi-twice = идентификатор службы синоби «{ $id }» использован больше одного раза
wl-check-cost = стоимость армии { $cost } (отряды, щиты и ограды), содержание { $upkeep } за стратегический ход

## что проверка говорит о поле битвы (validate)

wl-check-quarter-names = для названий четвертей нужны четыре разные буквы (северо-запад, северо-восток, юго-запад, юго-восток)
wl-check-pass-extension = горный проход не расширяется в стороны (L754): расширение на запад и восток не учитывается
wl-check-terrain-twice = идентификатор местности «{ $id }» использован больше одного раза
wl-check-cliff-side = у обрыва нужно указать непроходимую сторону (L725)
wl-check-cliff-side-ignored = непроходимая сторона обрыва у местности «{ $terrain }» не учитывается
wl-check-cell-terrain = на клетке { $cell } уже есть местность «{ $terrain }»
wl-check-edge-twice = край { $edge } указан дважды
wl-check-crossing = { $kind ->
        [bridge] мост
       *[ford] брод
    } на { $edge } стоит не на краю реки (L716)
wl-check-fence-zone = ограда { $edge } не граничит с зоной развёртывания (L214)
wl-check-control-zone-size = зона контроля «{ $id }» размером { $width } x { $length }; зоны контроля — 2 x 4 (L78)
wl-check-control-zone-inside = зона контроля «{ $id }» должна лежать внутри одной зоны развёртывания (L13)
wl-check-no-control-zone = в зоне развёртывания { $zone } нет зоны контроля (по одной на зону, L13)
wl-check-control-zones = в зоне развёртывания { $zone } { $count ->
        [one] { $count } зона
        [few] { $count } зоны
       *[many] { $count } зон
    } контроля

## что проверка говорит о битве (validate)

wl-check-no-battlefield = поля битвы «{ $battlefield }» нет в библиотеке содержимого
wl-check-battlefield-errors = в поле битвы «{ $battlefield }» ошибки: { $error }
wl-check-no-roster = состава армии «{ $roster }» нет в библиотеке содержимого
wl-check-meeting-roles = во встречном сражении у обеих сторон роль встречной стороны
wl-check-roles = в { $kind ->
        [defence] оборонительной битве
       *[breakthrough] битве за прорыв
    } одна сторона обороняется, другая атакует
wl-check-halves-fixed = половины поля за сторонами закреплены в пограничной битве (L291) и при начале с позиции
wl-check-halves-differ = сторонам нужны разные половины поля
wl-check-season-turns = { $season ->
        [winter] зимняя
        [spring] весенняя
        [autumn] осенняя
       *[summer] летняя
    } битва длится не больше { $count } ходов (L43)
wl-check-weather-clear = постоянная погода без промежутков — это ясный день
wl-check-weather-span = промежуток погоды кончается раньше, чем начинается
wl-check-border-shift = пограничные карты берутся как нарисованы (L289): сдвигаемая местность не сдвигается
wl-check-start-turn-ignored = битва с предбитвенной последовательностью начинается с хода 1: начальный ход не учитывается
wl-check-start-turn = начальный ход { $turn } позже последнего хода битвы { $last } (L43)
wl-check-past-ignored = { $fields }: ходы до начала бывают только при начале с позиции; не учитывается
wl-check-destroyed = у уничтоженного отряда «{ $unit }» не бывает ни клетки, ни места в резерве
wl-check-fatigue = устаёт только конница (L154, L167)
wl-check-flight-field = начало бегства указывают только для бегущего отряда на поле
wl-check-flight-late = бегство началось после начального хода { $turn }
wl-check-flight-scattered = отряд, бегущий с хода { $since }, не собран за 3 хода: к ходу { $turn } он рассеян (L658)
wl-check-hidden = спрятан может быть только отряд в лесу или спрятанный «Коварным» полководцем (L728, L323)
wl-check-returns-turn = ход возвращения указывают только для рассеянного отряда в резерве (L637)
wl-check-banner-unused = { $banner } { GENDER($banner) ->
        [fem] поднята
        [neut] поднято
       *[other] поднят
    }, но не отдано ни одному отряду
wl-check-banner-turn = { $banner } действует только в ход, когда его подняли (L367, L369)
wl-check-no-service = службы синоби «{ $id }» нет в составе армии «{ $roster }»
wl-check-service-recon = служба синоби «{ $id }» ведёт разведку, а не диверсии
wl-check-fences-army = ограды строит только армия, которая обороняется или сдерживает прорыв (L214, L219)
wl-check-unit-not-in-roster = отряда «{ $unit }» нет в составе армии «{ $roster }»
wl-check-placed-twice = отряд «{ $unit }» расставлен больше одного раза
wl-check-needs-cell = отряду «{ $unit }» нужна клетка или место в резерве
wl-check-cell-taken = на клетке { $cell } уже стоит «{ $unit }»: один отряд на клетку (L15, L83)
wl-check-no-mans-land = на ничейной земле не развёртываются ({ $cell }, L8, L12)
wl-check-not-own-zone = { $cell } — не в зонах развёртывания этой стороны (L307)
wl-check-reserve = в резерве { $count } из { $units } отрядов; можно не больше половины (L310)
wl-check-shields-zone = щиты { $edge } стоят не у клетки зон этой стороны (L205)
wl-check-shields = поставлено краёв со щитами: { $count }, а в составе армии щитов { $has }
wl-check-fences-defender = ограды строит только обороняющийся (L219)
wl-check-fences = поставлено краёв с оградами: { $count }, а в составе армии оград { $has }
wl-check-leader-not-in-roster = военачальника «{ $leader }» нет в составе армии «{ $roster }»
wl-check-leader-place = военачальник «{ $leader }» поставлен в «{ $place }», а это не ставка, не резерв и не отряд
wl-check-no-banner = в составе армии «{ $roster }» нет: { $banner }
wl-check-banner-unit = знамя «{ $banner }»: отряда «{ $unit }» нет в составе армии
wl-check-banner-allied = у отрядов союзных малых кланов нет священных знамён (L366)
wl-check-instructions-unit = указания для неизвестного отряда «{ $unit }»
wl-check-order-leader = «{ $order }»: в отряде нужен полководец или генерал (L326-L329)
wl-check-order-shooters = «{ $order }» — приказ для стрелков

## клетка или край записаны неверно или лежат за полем

wl-cell-beyond = клетка { $text } лежит за пределами поля и его расширения
wl-edge-not-edge = это не край клетки вида «A21:S»: { $text }

wl-no-bundled-battle = встроенного сражения «{ $id }» нет; встроенные: { $known }

## сражение, которое движок не может расставить

wl-setup-no-battlefield = сражение «{ $battle }»: поля боя «{ $battlefield }» в содержимом нет
wl-setup-no-roster = сражение «{ $battle }»: состава армии «{ $roster }» ({ NAME($side_name) }) в содержимом нет
wl-setup-cell-side = это не клетка со стороной вида A21:S: { $text }
wl-setup-no-unit = у { NAME($side_name, case: "gen") } нет отряда «{ $unit }»
wl-setup-two-units = в клетке { $cell } оказались два отряда

## показатели, которые сообщает лаборатория баланса (lab_stats.py), по их именам в отчёте

stat-warlords-turns = ходов
stat-warlords-figures-lost-by-side = потеряно фигур по сторонам
stat-warlords-control-zones-held-at-the-end = зон контроля удержано к концу
stat-warlords-side = сторона { $n }
