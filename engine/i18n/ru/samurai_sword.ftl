# «Самурай»: журнал партии. Термины — по правилам (seeds/001): жетоны чести и стойкости, раны,
# колода и сброс, фаза набора, Бусидо, Мастер меча.

sw-setup = { $players } { $players ->
        [one] игрок
        [few] игрока
       *[many] игроков
    } ({ $seats }); { $shogun } — Сёгун и ходит первым
sw-setup-seat = { $n }: { $character }
sw-deal = { $who } получает на руку: { $cards }
sw-role = { $who } — { $role }
sw-role-card = { $stars ->
        [0] { $role }
       *[other] { $role } ({ $stars }★)
    }
sw-draw = { $who } берёт { $count } { $count ->
        [one] карту
        [few] карты
       *[many] карт
    } ({ $why })
sw-draw-seen = { $who } берёт: { $cards }
sw-discard = { $who } сбрасывает «{ $card }» ({ $why })
sw-deck-out = колода закончилась: сброс перемешан в новую колоду ({ $cards } { $cards ->
        [one] карта
        [few] карты
       *[many] карт
    }); { $players ->
        [one] { $players } игрок теряет
        [few] { $players } игрока теряют
       *[many] { $players } игроков теряют
    } по жетону чести
sw-wound = { $who } получает { $count } { $count ->
        [one] рану
        [few] раны
       *[many] ран
    } от «{ $card }»; { $left ->
        [one] остаётся { $left } жетон
        [few] остаётся { $left } жетона
       *[many] остаётся { $left } жетонов
    } стойкости
sw-defeat = { $who } { GENDER($who) ->
        [neut] побеждено
        [fem] побеждена
       *[other] побеждён
    }: победитель — { $by }
sw-honor-given = { $who } отдаёт жетон чести { NAME($to, case: "dat") }
sw-honor-lost = { $who } теряет жетон чести ({ $why })
sw-end = игра окончена: { $why }
sw-end-deck-out = когда колода закончилась, у игрока не осталось жетонов чести
sw-end-no-honor = у { NAME($who, case: "gen") } не осталось жетонов чести
sw-end-last-standing-teammate = { $who } { GENDER($who) ->
        [neut] осталось
        [fem] осталась
       *[other] остался
    } последним, но победу одержал товарищ по команде
sw-end-last-standing = { $who } { GENDER($who) ->
        [neut] осталось
        [fem] осталась
       *[other] остался
    } последним
sw-end-swordmaster = Победа мастера меча: { $who } { GENDER($who) ->
        [neut] осталось
        [fem] осталась
       *[other] остался
    } последним
sw-outcome-honor = { $why }; «победа чести» { NAME($team, case: "gen") }: { JOIN($points) }{ $deadly }
sw-outcome-team-points = { $team } — { $points }
sw-outcome-deadly = { " " }(«смертельный удар»: { $team } −{ $points })
sw-attack = { $who } атакует { NAME($target, case: "acc") } оружием «{ $card }» ({ $count } { $count ->
        [one] рана
        [few] раны
       *[many] ран
    })
sw-play = { $who } разыгрывает «{ $card }»
sw-property = { $who } выкладывает перед собой «{ $card }»
sw-bushido-placed = { $who } кладёт «{ $card }» перед { NAME($target, case: "ins") }
sw-diversion = { $who } разыгрывает «{ $card }» и берёт случайную карту у { NAME($target, case: "gen") }
sw-diversion-seen = у { NAME($target, case: "gen") } взята карта «{ $card }»
sw-breathing = { $who } разыгрывает «{ $card }» и восстанавливает { $count } { $count ->
        [one] жетон
        [few] жетона
       *[many] жетонов
    } стойкости
sw-geisha = { $who } разыгрывает «{ $card }» против { NAME($target, case: "gen") }
sw-geisha-in-play = { $who } разыгрывает «{ $card }»: { $target } сбрасывает выложенную карту «{ $lost }»
sw-nobunaga = { $who } сбрасывает { $count } { $count ->
        [one] жетон
        [few] жетона
       *[many] жетонов
    } стойкости, чтобы взять карты
sw-bushido-passes = «Бусидо» переходит к { NAME($who, case: "dat") }
sw-bushido-discarded = карта «Бусидо» сброшена
sw-turn = ход { $number }: { $who }
sw-recover = { $who } восстанавливает { $count } { $count ->
        [one] жетон
        [few] жетона
       *[many] жетонов
    } стойкости
sw-bushido-reveals = «Бусидо»: { $who } открывает «{ $card }»
sw-end-turn = { $who } заканчивает ход
sw-bushido-shogun-of-three = { $who }, Сёгун в игре втроём, сбрасывает «Бусидо» вместо жетона чести
sw-take-discard = { $who } берёт «{ $card }» из сброса

## почему карта взята или сброшена, почему потерян жетон чести

sw-why-parry = защита от «{ $card }»
sw-why-answer = ответ на «{ $card }»
sw-why-card = «{ $card }»
sw-why-ushiwaka = свойство Усиваки: раны от оружия
sw-why-tomoe = свойство Томоэ: она ранила игрока
sw-why-draw-phase = фаза набора
sw-why-bushido-weapon = «Бусидо» открыло оружие
sw-why-hand-limit = предел карт на руке
sw-why-breathing = «{ $card }» { NAME($who, case: "gen") }
sw-why-geisha = «{ $card }»: случайная карта с руки
sw-why-ability = свойство { NAME($who, case: "gen") }

## чего ждёт игра и почему действие отклонено

sw-prompt-play = разыграть карты или закончить ход
sw-prompt-parry = защититься от «{ $card }» ({ $count } { $count ->
        [one] рана
        [few] раны
       *[many] ран
    }) или принять раны
sw-prompt-answer = ответить на «{ $card }»: сбросить { $with_card ->
        [parry] карту защиты
       *[weapon] оружие
    } или получить рану
sw-prompt-bushido = «Бусидо» открыло оружие: сбросить оружие или потерять жетон чести
sw-prompt-ieyasu-draw = взять первую карту из колоды или из сброса
sw-prompt-discard = сбросить карты до { $limit }
sw-prompt-over = игра окончена
sw-refuse-no-card = в этой колоде нет карты «{ $card }»
sw-refuse-not-held = у { NAME($who, case: "gen") } нет на руке «{ $card }»
sw-refuse-aim-other = оружие направляют на другого игрока
sw-refuse-not-weapon = «{ $card }» — не оружие
sw-refuse-weapon-limit = в этот ход оружия больше нельзя (сыграно { $played }, предел { $limit })
sw-refuse-harmless = { $who } { GENDER($who) ->
        [neut] обескровлено
        [fem] обескровлена
       *[other] обескровлен
    }: против него нельзя играть оружие (L106-107)
sw-refuse-difficulty = сложность атаки на { NAME($who, case: "acc") } — { $difficulty }, а «{ $card }» достаёт лишь до { $reach }
sw-refuse-not-now = «{ $action }» сейчас невозможно (нельзя эту карту или эту цель)
sw-refuse-waits = сейчас невозможно: игра ждёт хода { NAME($who, case: "gen") }: { $prompt }
