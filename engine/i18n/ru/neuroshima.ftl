# Neuroshima Hex: объяснения боя и текстовый вид позиции. Термины — по правилам (seeds/002):
# командный центр, очки прочности, фаза инициативы, ближний и дальний бой, сеть.

nh-nothing = ничего
nh-tile = { $name } (игрок { $player }, { $hex })
nh-hq-hp = игрок { $player } — { $hp }
nh-battle-start = { $reason ->
        [tile] Бой (жетон «Бой»).
        [full] Бой (поле заполнено).
        [final] Финальный бой.
        [tiebreak] Дополнительный бой (ничья).
       *[battle] Бой.
    } Прочность командных центров: { $hp }
nh-phase = Фаза инициативы { $phase }
nh-netted = { $tile } под сетью ({ $by }) и не действует в фазе { $phase }
nh-attack = { $attacker } атакует { $how ->
        [melee] в ближнем бою
        [ranged] в дальнем бою
        [gauss] лучом Гаусса
       *[other] { $how }
    }{ $extra }{ $converted }; цель: { $target }. Сила { $base }{ JOIN($mods, sep: "") }{ $total }{ $no_bonus }{ $armor } -> урон { $damage }
nh-modifier = {" "}{ $sign }{ $amount } { $stat ->
        [melee] к ближнему бою
        [ranged] к дальнему бою
        [initiative] к инициативе
        [extra-attack] к дополнительным атакам
       *[other] { $stat }
    } ({ $source })
nh-attack-extra-from = {" "}(дополнительная атака; её даёт { $tile })
nh-attack-extra = {" "}(дополнительная атака)
nh-attack-converted = {" "}(преобразована Интендантом)
nh-attack-total = {" "}= { $strength }
nh-attack-no-bonus = {" "}(бонусы к силе не действуют)
nh-attack-armor = , броня цели с этой стороны −{ $armor }
nh-hq-immune = { $attacker } не может ранить { $target }: командный центр не наносит урона командному центру
nh-explode = { $tile } взрывается: по 1 урона получают { $targets } (броня и бонусы не учитываются)
nh-medic = { $medic } поглощает урон { $absorbed }; цель: { $target }{ $source }{ $discarded }
nh-medic-source = ; источник: { $tile }
nh-medic-discarded = ; вместо него сбрасывается { $tile } (цепочка медиков)
nh-hq-damage = Командный центр игрока { $player } получает урон { $damage }: { $hp ->
        [one] остаётся { $hp } очко
        [few] остаётся { $hp } очка
       *[many] остаётся { $hp } очков
    } прочности
nh-removed = { $tile } снимается с поля: { $reason ->
        [destroyed] уничтожение
        [medic_used] сброс после лечения
        [exploded] взрыв
        [hq_destroyed] у его командного центра не осталось прочности
        [grenade] граната
        [eliminated] его игрок выбыл
       *[other] { $reason }
    }
nh-wounded = { $tile } выживает с уроном { $damage } (осталось { $left } из { $hp } { $hp ->
        [one] очка
       *[other] очков
    } прочности)
nh-battle-end = Бой окончен. Прочность командных центров: { $hp }
nh-choice = игрок { $player } выбирает: { $choice }

## текстовый вид позиции в командной строке

nh-position-after-battle = Позиция после боя:
nh-position-tile = { $name } [{ $id }] игрок { $player }, поворот { $facing }
nh-position-damage = , урон { $damage }
nh-position-hq-hp = Прочность командных центров: { $hp }
nh-position-points = очки: { $points }
nh-position-player-value = игрок { $player }: { $value }

## журнал партии

nh-place = игрок { $player } выкладывает жетон «{ $tile }» на { $hex }, поворот { $rot }
nh-use-battle = игрок { $player } разыгрывает жетон «Бой»
nh-use-move = игрок { $player } разыгрывает «Движение»: жетон «{ $tile }» с { $src } на { $dst }, поворот { $rot }
nh-move = игрок { $player } передвигает жетон «{ $tile }» { $how ->
        [transport] с помощью «Транспорта»
       *[mobility] (мобильность)
    } с { $src } на { $dst }, поворот { $rot }
nh-sniper = игрок { $player } разыгрывает «Снайпера»; цель: { $target }
nh-air-strike = игрок { $player } разыгрывает «Воздушный удар» по { $hex }: { $targets }
nh-no-tiles-hit = ни один жетон не задет
nh-grenade = игрок { $player } бросает «Гранату»; цель: { $target }
nh-push = игрок { $player }: { $pusher } отталкивает жетон; цель: { $target }, теперь на { $to }
nh-tiebreak = у командных центров поровну прочности: каждый игрок делает ещё один ход, затем новый бой
nh-last-tile = игрок { $player } берёт последний жетон своей стопки: жетонов «Бой» больше не будет; остальные делают ещё по ходу, затем финальный бой
nh-draw = игрок { $player } берёт: { $tiles }
nh-redraw = у игрока { $player } только жетоны мгновенного действия: он сбрасывает их и берёт заново
nh-turn = ход { $turn }: игрок { $player }
nh-hq = игрок { $player } ставит командный центр на { $hex }
nh-discard = игрок { $player } сбрасывает «{ $tile }»
nh-end-turn = игрок { $player } заканчивает ход
nh-game-over = игра окончена: { $count ->
        [0] ничья
        [one] победил игрок { $winners }
       *[other] победили игроки { $winners }
    }

## решение игрока в бою

nh-choice-explode = { $explode ->
        [yes] жетон на { $hex } взрывается
       *[no] жетон на { $hex } не взрывается, а атакует
    }
nh-choice-heal = медик на { $medic } поглощает урон, нанесённый жетону на { $target } с { $source }
nh-choice-heal-instant = медик на { $medic } поглощает урон от мгновенного действия по жетону на { $target }
nh-choice-absorb = сбрасывается медик на { $hex }
nh-choice-convert = Интендант меняет атаку жетона на { $hex } в направлении { $direction } ({ $kind ->
        [melee] ближний бой становится дальним
       *[ranged] дальний бой становится ближним
    })
nh-choice-convert-none = Интендант не меняет атак жетона на { $hex }
nh-choice-push-to = отступить на { $hex }

## почему действие отклонено

nh-refuse-waits = ждём решения игрока { $player }: { $what }
nh-decision-explode = взорвётся ли Клоун?
nh-decision-convert = какую атаку преобразует Интендант?
nh-decision-medic = какой урон поглотит медик?
nh-decision-absorb = какой из медиков сбрасывается?
nh-decision-push-to = куда отходит оттеснённый жетон?
nh-refuse-hq-first = игрок { $player } сначала выкладывает командный центр
nh-refuse-off-board = гекса { $hex } нет на поле
nh-refuse-taken = гекс { $hex } занят
nh-refuse-not-now = сейчас так нельзя
nh-refuse-redraw = сбросить руку и взять жетоны заново можно, только если на руке одни жетоны мгновенных действий, и до любого другого действия
nh-refuse-discard-first = с полной рукой сначала сбросьте один жетон
nh-refuse-not-held = у вас на руке нет жетона «{ $tile }»
nh-refuse-battle-over = жетоны «Бой» больше не разыгрываются: игрок взял последний жетон своей стопки
nh-refuse-no-more-tiles = в этот ход больше нельзя использовать жетоны
nh-refuse-rotation = поворот — от 0 до 5
nh-refuse-reinforcements-keep = с подкреплениями несыгранные жетоны остаются на руке
nh-refuse-etude-over = этюд окончен
nh-refuse-final-battle-left = ходы этюда кончились: осталась только последняя битва
nh-refuse-no-final-battle = последней битвы сейчас нет
nh-refuse-not-offered = жетона «{ $tile }» нет среди оставшихся на выбор
nh-refuse-all-played = { $count ->
    [one] уже сыгран { $count } жетон
    [few] уже сыграны все { $count } жетона
   *[many] уже сыграны все { $count } жетонов
  }
nh-refuse-play-exactly = { $count ->
    [one] сначала сыграйте ровно { $count } жетон
    [few] сначала сыграйте ровно { $count } жетона
   *[many] сначала сыграйте ровно { $count } жетонов
  }

## почему партия окончилась (итог партии)
nh-end-player = игрока { $player }
nh-end-points = у { JOIN($players, sep: " и ") } набрано { $points ->
        [one] { $points } очко
        [few] { $points } очка
       *[many] { $points } очков
    }
nh-end-points-draw = у { JOIN($players, sep: " и ") } набрано поровну, по { $points ->
        [one] { $points } очку
       *[other] { $points } очков
    }: ничья
nh-end-hq = { $count ->
        [one] уничтожен командный центр
       *[other] уничтожены командные центры
    } { JOIN($players, sep: " и ") }
nh-end-hq-both-draw = в одном бою { $count ->
        [one] уничтожен командный центр
       *[other] уничтожены командные центры
    } { JOIN($players, sep: " и ") }: ничья
nh-end-hq-last = { $count ->
        [one] уничтожен командный центр
       *[other] уничтожены командные центры
    } { JOIN($players, sep: " и ") }; побеждает последний уцелевший командный центр
nh-end-hq-none-draw = { $count ->
        [one] уничтожен командный центр
       *[other] уничтожены командные центры
    } { JOIN($players, sep: " и ") }: не осталось ни одного, ничья
nh-end-hq-team = в одном бою { $count ->
        [one] уничтожен командный центр
       *[other] уничтожены командные центры
    } { JOIN($players, sep: " и ") }: побеждает команда
nh-end-hq-more-hp = в одном бою { $count ->
        [one] уничтожен командный центр
       *[other] уничтожены командные центры
    } { JOIN($players, sep: " и ") }; у остальных командных центров стороны-победителя осталось больше прочности
nh-end-hq-level-draw = в одном бою { $count ->
        [one] уничтожен командный центр
       *[other] уничтожены командные центры
    } { JOIN($players, sep: " и ") }; прочность остальных командных центров равна: ничья
nh-end-score = { $who }: { $score }
nh-end-final = финальный бой: { $unit ->
        [points] очки
        [hq] прочность командных центров
        [damage] полученный урон (со знаком минус)
       *[side] прочность командных центров (сумма стороны)
    } — { JOIN($scores) }
nh-end-final-sides = финальный бой: { $unit ->
        [points] очки
        [hq] прочность командных центров
        [damage] полученный урон (со знаком минус)
       *[side] прочность командных центров (сумма стороны)
    } по сторонам — { JOIN($scores) }
nh-end-tied = ничья после дополнительного боя ({ $unit ->
        [points] очки
        [hq] прочность командных центров
        [damage] полученный урон (со знаком минус)
       *[side] прочность командных центров (сумма стороны)
    } — { JOIN($scores) })

## этюды (правила, с. 22): условия победы, почему каждое выполнено или нет, чем кончился этюд

nh-goal-destroy-enemy-hq = уничтожить вражеский командный центр
nh-goal-enemy-hq-damage-at-least = нанести вражескому командному центру не меньше { $n ->
        [one] { $n } очка урона
       *[other] { $n } очков урона
    }
nh-goal-enemy-hq-below = оставить вражескому командному центру меньше { $n ->
        [one] { $n } очка прочности
       *[other] { $n } очков прочности
    }
nh-goal-destroy-all-enemy-units = уничтожить все вражеские подразделения и модули
nh-goal-own-hq-at-least = сохранить своему командному центру не меньше { $n ->
        [one] { $n } очка прочности
       *[other] { $n } очков прочности
    }
nh-goal-why-enemy-hq-left = у вражеского командного центра { $hp ->
        [0] не осталось прочности
        [one] осталось { $hp } очко прочности
        [few] осталось { $hp } очка прочности
       *[many] осталось { $hp } очков прочности
    }
nh-goal-why-enemy-hq-damage = вражеский командный центр получил урон { $damage }, нужно { $n }
nh-goal-why-enemy-hq-below = у вражеского командного центра прочность { $hp }, а нужно меньше { $n }
nh-goal-why-own-hq = у вашего командного центра прочность { $hp }, а нужно не меньше { $n }
nh-goal-why-enemy-tiles = { $count ->
        [0] вражеских подразделений и модулей не осталось
        [one] остался { $count } вражеский жетон: { $tiles }
        [few] осталось { $count } вражеских жетона: { $tiles }
       *[many] осталось { $count } вражеских жетонов: { $tiles }
    }
nh-etude-stuck = ни один из оставшихся жетонов нельзя сыграть: сыграно { $played } из { $choose }
nh-etude-only-played = удалось сыграть только { $played } из { $choose ->
        [one] { $choose } жетона
       *[other] { $choose } жетонов
    }
nh-etude-opponent-turn = ход противника
nh-etude-goal-failed = { $goal } ({ $why })
nh-etude-solved = этюд решён{ $when ->
        [final] {" "}после финального боя
        [last-tile] {" "}после последнего жетона
        [hq-destroyed] {" "}при уничтожении командного центра
       *[none] {""}
    }
nh-etude-not-solved = этюд не решён{ $when ->
        [final] {" "}после финального боя: { JOIN($failed, sep: "; ") }
        [last-tile] {" "}после последнего жетона: { JOIN($failed, sep: "; ") }
        [hq-destroyed] {" "}при уничтожении командного центра: { JOIN($failed, sep: "; ") }
       *[none] {""}
    }

## гекс вне поля

nh-hex-off-board = гекса { $hex } нет на поле

## проверки расстановки партии и позиции на поле

nh-check-mode-players = { $mode ->
        [duel] дуэль
        [free_for_all] режим «каждый сам за себя»
        [teams] командная игра
        [one_vs_two] режим «один против двух»
       *[other] режим { $mode }
    } — для { $want } игроков, а не { $count }
nh-check-army-ref = нет армии «{ $army }» (известные армии: { $known })
nh-check-tile-id-shared = идентификатор жетона «{ $tile }» есть и в армии «{ $first }», и в армии «{ $second }»; у армий одной партии идентификаторы жетонов должны быть разными
nh-check-points-variant = игра на очки — вариант режима «каждый сам за себя»
nh-check-tile-not-in-army = жетона «{ $tile }» нет в армии «{ $army }»
nh-check-hq-in-deck = командного центра не бывает в стопке: его выкладывают первым
nh-check-deck-top-count = { $count } × «{ $tile }» сверху стопки, а в армии { $has ->
        [one] всего { $has } такой жетон
        [few] всего { $has } таких жетона
       *[many] всего { $has } таких жетонов
    }
nh-check-to-move = игрока { $player } нет в этой партии на { $players ->
        [one] { $players } игрока
       *[other] { $players } игроков
    }
nh-check-hex-off-board = гекса { $hex } нет на поле{ $ring ->
        [yes] {" "}(внешнее кольцо выключено: включите extended_board)
       *[no] {""}
    }
nh-check-hex-taken = гекс { $hex } уже занят: на нём «{ $tile }»
nh-check-no-player = игрока { $player } нет
nh-check-placed-not-in-army = жетона «{ $tile }» нет в армии «{ $army }» (игрок { $player })
nh-check-instant-on-board = «{ $tile }» — жетон мгновенного действия; на поле он не лежит
nh-check-damage-removes = у жетона «{ $tile }» { $hp ->
        [one] { $hp } очко прочности
        [few] { $hp } очка прочности
       *[many] { $hp } очков прочности
    }; урон { $damage } уже снял бы его с поля
nh-check-hqs = у игрока { $player } на поле командных центров: { $count }
nh-check-points-hq-hp = в игре на очки прочность командных центров не ограничена
nh-check-tile-count = в армии «{ $army }» { $has ->
        [one] всего { $has } жетон
        [few] всего { $has } жетона
       *[many] всего { $has } жетонов
    } «{ $tile }»; у игрока { $player } их { $count }


## проверки армии

nh-check-army-size = в армии { $total ->
        [one] { $total } жетон
        [few] { $total } жетона
       *[many] { $total } жетонов
    }, а должно быть ровно { $size }
nh-check-army-hqs = в армии должен быть ровно один вид жетона командного центра, а в этой их { $count }
nh-check-hq-copies = жетон командного центра бывает в армии только в одном экземпляре
nh-check-tile-id-twice = идентификатор жетона «{ $tile }» встречается дважды (ещё у жетона { $other })
nh-check-tile-id-prefix = идентификатор жетона «{ $tile }» не начинается с «{ $army }_»; идентификаторы начинаются с армии, потому что названия в разных армиях повторяются
nh-check-sides-twice = стороны { $sides } перечислены дважды
nh-check-initiative-order = значения инициативы перечисляются от большего к меньшему, каждое по разу
nh-check-instant-no-effect = у жетона мгновенного действия должен быть назван его эффект
nh-check-instant-fields = жетоны мгновенного действия не выкладывают на поле, поэтому у них нет прочности, инициативы, атак и сторон
nh-check-instant-only = эффект мгновенного действия бывает только у жетонов мгновенного действия
nh-check-tile-hp = жетонам на поле нужна прочность (1 + значки стойкости)
nh-check-attacks-no-initiative = у жетона есть атаки, но нет инициативы, поэтому он никогда не атакует
nh-check-hq-aura = свойство командного центра действует на все соседние жетоны (правила, §5.3); перечислите все шесть сторон связи
nh-check-hq-initiative = командные центры атакуют в инициативе 0 (правила, §1.3)
nh-check-module-attacks = у модулей нет своих атак
nh-check-effect-target = эффект { $effect } действует только на: { $targets }
nh-check-effect-no-sides = эффект { $effect } действует на связанные жетоны, но у жетона нет сторон связи
nh-check-sides-no-effect = у жетона есть стороны связи, но нет эффекта модуля
nh-check-explode-initiative = жетону, который взрывается, нужна инициатива (он взрывается в её фазе)

## проверки этюда и записанных решений

nh-check-etude-same-army = обе стороны играют одной армией; число жетонов проверяется для каждой стороны отдельно
nh-check-etude-rule-idle = вариант правил { $option } в этюде не действует (нет добора, сторон две)
nh-check-etude-players = в этюде два игрока: 1 (решающий) и 2 (противник)
nh-check-etude-choose = решающий должен сыграть { $choose ->
        [one] { $choose } жетон
        [few] { $choose } жетона
       *[many] { $choose } жетонов
    }, а жетонов в запасе: { $pool }
nh-check-etude-hq-in-pool = командного центра не может быть в запасе
nh-check-etude-no-hq = у { $side ->
        [solver] решающего
       *[opponent] противника
    } нет командного центра на поле
nh-check-etude-goal-value = цели «{ $goal }» нужно значение N
nh-check-etude-goal-no-value = цели «{ $goal }» значение не нужно; { $value } не учитывается
nh-check-etude-no-solution = решение не записано; решите этюд, чтобы доказать и записать решение
nh-reply-too-large = ответ противника не удаётся найти за { $nodes ->
        [one] { $nodes } позицию
        [few] { $nodes } позиции
       *[many] { $nodes } позиций
    }; дайте ему меньше жетонов или ходов
nh-check-solution-diagram-unused = записана позиция перед финальным боем, но финального боя в этюде нет
nh-check-solution-step-late = ход { $step } идёт уже после конца этюда
nh-check-solution-step-refused = ход { $step } ({ $action }) сыграть нельзя: { $why }
nh-check-solution-step-unread = ход { $step } сыграть нельзя: { $why }
nh-check-solution-diagram-unset = записанную позицию перед финальным боем нельзя расставить: { $why }
nh-diagram-issue = { $field }: { $said }
nh-check-solution-diagram-differs = записанная позиция перед финальным боем не та, к которой приводят ходы: { $difference }
nh-check-solution-unfinished = записанные ходы кончаются раньше этюда: дальше нужен ход { $move } или другой
nh-check-solution-fails = записанное решение не решает этюд: { $why }
nh-diff-tile = на гексе { $hex } записано: { $recorded }, а после ходов там { $reached }
nh-diff-rotation = гекс { $hex }: «{ $tile }» повёрнут на { $recorded }, а после ходов — на { $reached }
nh-diff-boards = поля различаются
nh-diff-nothing = пусто
nh-diff-placed = «{ $tile }» игрока { $player }{ $damage ->
        [0] {""}
       *[other] {" "}с уроном { $damage }
    }

## warbench neuroshima solve: что доказал решатель

nh-solve-etude = Этюд { $number }: { $title } ({ $solver } против { $opponent }, сложность { $difficulty })
nh-solve-goals = Цель: { JOIN($goals, sep: "; ") }; сыграть { $choose } из { $pool ->
        [one] { $pool } жетона
       *[other] { $pool } жетонов
    }
nh-solve-count = { $complete ->
        [no] решений не меньше { $count } (поиск остановлен раньше: увеличьте --max или --max-nodes, чтобы искать дальше)
       *[yes] { $count ->
            [0] решений нет
            [1] 1 решение: единственное
           *[other] { $count ->
                [one] { $count } решение
                [few] { $count } решения
               *[many] { $count } решений
            }
        }
    }
nh-solve-shortest = Кратчайшее решение ({ $steps ->
        [one] { $steps } шаг
        [few] { $steps } шага
       *[many] { $steps } шагов
    }):
nh-solve-goal = цель: { $goal }: { $met ->
        [yes] выполнена
       *[no] НЕ выполнена
    } ({ $why })
nh-solve-solution = решение { $number }:{" "}
nh-solve-recorded = записанное решение { $number } { $status ->
        [found] — это решение { $found }
        [fails] НЕ решает этюд
       *[not-yet] не входит в найденные пока решения
    }
nh-solve-searched = просмотрено узлов: { $nodes } за { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } с

## warbench neuroshima generate: ход поиска, каждый найденный этюд и итог

nh-figures = оценка { NUMBER($score, minimumFractionDigits: 2, maximumFractionDigits: 2) } (уровень { $level }): { $nodes ->
        [one] { $nodes } позиция
        [few] { $nodes } позиции
       *[many] { $nodes } позиций
    }, сыграно жетонов: { $tiles }, из { $first } первых ходов не ведут к решению { $failing }, ложных следов: { $herrings }
nh-generate-progress = найдено { $found } из { $count }; попытка { $attempt }, { $seconds } с
nh-generate-difficulty = сложность должна быть от { $low } до { $high }, а указано { $difficulty }
nh-generate-count = этюдов нужно найти хотя бы 1, а указано { $count }
nh-generate-theme = в армии «{ $army }» нет жетона для темы «{ $theme }»: тема требует жетона «{ $tile }», а он есть только в армиях { $armies }
nh-drop-repeat = повтор
nh-drop-survey-too-long = слишком долгий обзор
nh-drop-sketch-not-valid = набросок с ошибками
nh-drop-no-line-hurts = ни один вариант не ранит вражеский командный центр
nh-drop-proof-too-long = слишком долгое доказательство
nh-drop-no-line-theme = ни один вариант не показывает тему
nh-drop-lines-alike = варианты не различить
nh-drop-many-solutions = всё ещё больше одного решения
nh-drop-no-unique-solution = решатель не находит единственного решения
nh-drop-solution-no-theme = решение не показывает тему
nh-drop-level = измеренный уровень { $level }

nh-setup-arguments = { $where }: { JOIN($issues, sep: "; ") }

nh-duplicate-tile-id = идентификатор жетона «{ $tile }» есть в двух армиях; идентификаторы жетонов должны быть уникальны

## показатели, которые сообщает лаборатория баланса (lab_stats.py), по их именам в отчёте

stat-neuroshima-hq-damage-taken-by-army = урон штабам по армиям
stat-neuroshima-tiles-on-the-board-at-the-end-by-army = жетонов на поле к концу по армиям
