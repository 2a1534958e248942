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

## проверки настройки партии, колоды и набора персонажей

sw-check-role-undefined = роль { NAME($role, case: "gen") } не описана
sw-check-role-twice = роль { NAME($role, case: "gen") } описана дважды
sw-check-shogun-cards = в коробке должна быть ровно одна карта Сёгуна, а их { $count }
sw-check-players-twice = партия на { $players ->
        [one] { $players } игрока
       *[other] { $players } игроков
    } описана дважды
sw-check-player-counts-missing = нет настройки партии на { $counts } игроков: в такие партии не сыграть
sw-check-roles-count = { $players ->
        [one] { $players } игроку
       *[other] { $players } игрокам
    } нужно ролей: { $players }, а указано { $count }
sw-check-roles-over-box = ролей { NAME($role, case: "gen") }: { $count }, а таких карт в коробке { $box }
sw-check-one-shogun = в партии ровно один Сёгун (L44-50)
sw-check-roles-limits = ролей { NAME($role, case: "gen") }: { $count }; по правилам в колоде ролей их от { $low } до { $high } (§2)
sw-check-roles-not-rulebook = роли отличаются от колоды ролей из правил на { $players ->
        [one] { $players } игрока
       *[other] { $players } игроков
    } ({ $roles }; L44-50, L318-319)
sw-check-no-ninja-left = не осталось лишней карты Ниндзя, чтобы убрать её не глядя
sw-check-deal-count = { $players ->
        [one] { $players } игроку
       *[other] { $players } игрокам
    } нужно размеров раздачи: { $players }, а указано { $count }
sw-check-deal-negative = размер раздачи не может быть отрицательным
sw-check-no-multiplier = нет множителя для роли { NAME($role, case: "gen") }
sw-check-multiplier-negative = множитель не может быть отрицательным
sw-check-honor-tokens = у { $players ->
        [one] { $players } игрока
       *[other] { $players } игроков
    } в начале { $honor ->
        [one] { $honor } жетон чести
        [few] { $honor } жетона чести
       *[many] { $honor } жетонов чести
    }, а в коробке их { $box } (L3, L63-66)
sw-check-most-stars = множителю за больше всего звёзд нужны два Ниндзя, чтобы их сравнить
sw-check-deck-unknown = колоды «{ $deck }» нет в содержимом (известные: { $count ->
        [0] ни одной
       *[other] { $known }
    })
sw-check-deck-too-small = в колоде «{ $deck }» { $cards ->
        [one] { $cards } карта
        [few] { $cards } карты
       *[many] { $cards } карт
    }: мало, чтобы раздать { $deal } и набрать карты за ход
sw-check-characters-unknown = набора персонажей «{ $characters }» нет в содержимом (известные: { $count ->
        [0] ни одного
       *[other] { $known }
    })
sw-check-characters-too-few = персонажей: { $count }, а игроков { $players }: каждому игроку нужен свой (L56-57)
sw-check-resilience-tokens = { $characters ->
        [one] { $characters } персонажу
       *[other] { $characters } персонажам
    } может понадобиться сразу { $need ->
        [one] { $need } жетон стойкости
        [few] { $need } жетона стойкости
       *[many] { $need } жетонов стойкости
    }, а в коробке их { $box } (L3)
sw-check-card-id-twice = идентификатор карты «{ $card }» встречается дважды
sw-check-card-id-spaces = идентификатор карты «{ $card }» должен быть одним словом без пробелов
sw-check-no-weapons = в колоде нет оружия: никого нельзя будет ранить
sw-check-category-total = карт { $category ->
        [weapon] оружия
        [action] действия
       *[property] свойства
    } { $count } (в коробке { $box })
sw-check-deck-variant = колода-вариант: число карт по видам отличается от коробки (L18-23): { $differs }; всего карт { $cards }
sw-check-deck-totals = число карт по видам отличается от коробки (L18-23): { $differs }; всего карт { $cards }; если так и задумано, отметьте колоду как вариант (variant: true)
sw-check-no-defence = ни на одной карте нет символа защиты: от оружия нельзя защититься
sw-check-effect-unknown = эффект «{ $effect }» движок не разыгрывает (известные: { $known })
sw-check-effect-kind = эффект «{ $effect }» бывает у карты { $wants ->
        [weapon] оружия
        [action] действия
       *[property] свойства
    }, а это карта { $kind ->
        [weapon] оружия
        [action] действия
       *[property] свойства
    }
sw-check-effect-param = у эффекта «{ $effect }» нет параметра «{ $param }» (допустимые: { $count ->
        [0] никаких
       *[other] { $allowed }
    })
sw-check-param-negative = параметр «{ $param }» не может быть отрицательным
sw-check-weapon-difficulty = сложность оружия должна быть не меньше 1 (L190-192)
sw-check-weapon-damage = урон оружия должен быть не меньше 1 (L190-192)
sw-check-weapon-only = { $field ->
        [difficulty] сложность
       *[damage] урон
    } бывает только у оружия
sw-check-parry-defence = на карте «Защита» должен быть символ защиты
sw-check-max-in-play = в игре лежат только карты свойств
sw-check-character-id-twice = идентификатор персонажа «{ $character }» встречается дважды
sw-check-ability-unknown = способность «{ $ability }» движок не разыгрывает (известные: { $known })
sw-check-ability-param = у способности «{ $ability }» нет параметра «{ $param }» (допустимые: { $count ->
        [0] никаких
       *[other] { $allowed }
    })
sw-check-base-characters = персонажей базового набора: { $count }; для партии на { $players } игроков их нужно { $players } (L56-57)

sw-rule-form = --rule «{ $item }»: пишите ИМЯ=ЗНАЧЕНИЕ, например --rule { $example }
sw-option-refused = --{ $option }: { $said } ({ $value })

## настройки, которые движок не может разыграть (названные в них колода и набор персонажей)

sw-setup-missing = { $what ->
        [setup] настроек
        [deck] колоды
       *[characters] набора персонажей
    } «{ $id }» (вид { $kind }) в содержимом нет ({ $count ->
        [0] других тоже нет
       *[other] есть: { $known }
    })
sw-setup-rules = настройки «{ $setup }»: { $problems }
sw-setup-rule-problem = правило { $field }: { $said }
sw-setup-not-setup = «{ $id }» — не настройки партии
sw-setup-no-table = в настройках «{ $setup }» нет стола для { $players } { $players ->
        [one] игрока
       *[other] игроков
    } (есть столы для: { $counts })
sw-setup-table-sizes = настройки «{ $setup }»: стол для { $players } { $players ->
        [one] игрока
       *[other] игроков
    } должен задать роль и размер раздачи каждому игроку
sw-setup-card-effect = колода «{ $deck }»: у карты «{ $card }» эффект «{ $effect }», который движок разыграть не может
sw-setup-weapon = колода «{ $deck }»: у оружия «{ $card }» должны быть сложность и урон
sw-setup-deck-small = в колоде «{ $deck }» { $count } { $count ->
        [one] карта
        [few] карты
       *[many] карт
    }: слишком мало, чтобы раздать { $deal } и тянуть дальше
sw-setup-few-characters = в наборе персонажей «{ $set }» { $count } { $count ->
        [one] персонаж
        [few] персонажа
       *[many] персонажей
    } на { $players } { $players ->
        [one] игрока
       *[other] игроков
    }
sw-setup-ability = персонаж «{ $character }»: способность «{ $ability }» движок не разыгрывает
sw-setup-role-undefined = настройки «{ $setup }»: роль «{ $role }» не задана
sw-setup-one-shogun = настройки «{ $setup }»: за столом для { $players } { $players ->
        [one] игрока
       *[other] игроков
    } нужен ровно один { -sw-role-shogun }
sw-setup-role-cards = настройки «{ $setup }»: { $players } { $players ->
        [one] игроку
       *[other] игрокам
    } нужно больше карт роли { NAME($role_name, case: "gen") }, чем есть в коробке
sw-setup-no-multiplier = настройки «{ $setup }»: нет множителя для роли { NAME($role_name, case: "gen") } при { $players } { $players ->
        [one] игроке
       *[other] игроках
    }

## показатели, которые сообщает лаборатория баланса (lab_stats.py), по их именам в отчёте

stat-samurai_sword-team-wins = победы команд
stat-samurai_sword-game-end = конец игры
stat-samurai_sword-shogun-and-samurai = { -sw-team-shogun }
stat-samurai_sword-ninja = { -sw-team-ninja }
stat-samurai_sword-ronin = { -sw-team-ronin }
stat-samurai_sword-honor = по чести
stat-samurai_sword-swordmaster = мастер меча
stat-samurai_sword-last-standing = последний выживший
