# «Битвы самураев»: почему действие отклонено (engine/games/samurai_battles/state.py, task.py, turn.py).
# Слова правил (seeds/000): карта тактики, карта дракона, Честь и Удача, отступление, сеппуку.

sb-refuse-waits = сейчас невозможно: игра ждёт, пока { $seat } { $what }

## чего ждёт шаг хода

sb-step-card = сыграет карту тактики
sb-step-resolve = выполнит карту тактики
sb-step-orders = отдаст приказы отрядам
sb-step-move = передвинет отряды с приказами
sb-step-battle = проведёт бой
sb-step-draw = возьмёт карты
sb-step-keep = оставит одну из взятых карт
sb-step-take = возьмёт карту дракона или 2 очка Чести и Удачи
sb-step-trade = обменяет карту дракона на Честь и Удачу или спасует
sb-step-finish = закончит ход

## чего ждёт задача внутри шага

sb-task-turn = сделает ход
sb-task-combat = примет решение в бою
sb-task-window = сыграет карту дракона или спасует
sb-task-retreat = отведёт отряд
sb-task-leader-retreat = отведёт полководца или совершит сеппуку
sb-task-dishonor = бросит кубики за полную потерю чести
sb-task-figure-loss = выберет отряд, который теряет фигурку

## отряды и командиры в журнале

sb-unit-desc = { $unit } ({ $hex }, фигурок: { $figures })
sb-unit-desc-led = { $unit } ({ $hex }, фигурок: { $figures }, с ними { $leader })
sb-lone-leader = { $leader } без отряда ({ $hex })

## журнал партии (engine/games/samurai_battles)

sb-setup = { $scenario }: первой ходит { $army }
sb-turn = ход { $turn }: { $army }
sb-no-card = у армии «{ $army }» нет карты тактики
sb-play = { $army }: карта тактики «{ $card }»
sb-counter-nothing = «Контратака»: соперник ещё не сыграл карту, которую можно повторить; приказов нет
sb-counter-counter = «Контратака»: соперник сыграл «Контратаку»; приказов нет (A24)
sb-counter-as = «Контратака» действует как «{ $card }»
sb-counter-mirror = «Контратака» действует как «{ $card }» (левый и правый фланги меняются местами)
sb-first-strike-own-turn = «Первый удар», сыгранный в свой ход, не даёт приказов
sb-shogun = «Сегун»: кубиков { $count }, выпало { $faces }
sb-no-orders = этой картой нельзя отдать приказ ни одному отряду: ход сразу идёт к концу
sb-phase-over = { $phase ->
    [orders] фаза приказов
    [move] фаза передвижения
   *[battle] фаза битвы
  } закончена: { $why ->
    [orders] больше нельзя отдать приказ ни одному отряду
    [move] больше некому передвигаться
   *[battle] больше ни один отряд с приказом не может стрелять или вступить в рукопашную
  }
sb-phase-skipped = { $phase ->
    [orders] фаза приказов
    [move] фаза передвижения
   *[battle] фаза битвы
  } пропущена: { $why ->
    [orders] нельзя отдать приказ ни одному отряду
    [move] ни один отряд или командир с приказом не может передвигаться
   *[battle] ни один отряд с приказом не может стрелять или вступить в рукопашную
  }
sb-order = { $army }: приказ — { $unit }
sb-order-leader = { $army }: приказ — { $leader } без отряда ({ $hex })
sb-order-detach = { $army }: приказ — { $leader } ({ $hex }) отделяется от своего отряда
sb-join = { $leader } возглавляет отряд: { $unit } ({ $hex })
sb-move = { $unit }: передвижение { $frm } → { $to }, гексов: { $count } ({ $terrain })
sb-leader-move = { $leader }: передвижение { $frm } → { $to }, гексов: { $count }
sb-leader-escapes = { $leader } покидает битву через свою стартовую линию ({ $hex }), знамя никому не достаётся
sb-keep = { $army } оставляет одну из двух взятых карт, другую сбрасывает
sb-trade = { $army } сбрасывает карту дракона ради Чести и Удачи
sb-take-dragon = { $army } берёт карту дракона
sb-take-empty = { $army } берёт Честь и Удачу, но общий резерв пуст
sb-reshuffle = колода карт тактики перемешана из сброса
sb-discard = { $army } теряет случайную карту тактики ({ $why }): «{ $card }»

## бои

sb-declare = { $army }: { $unit } — { $kind ->
    [fire] стрельба по цели
    [bonus] дополнительная рукопашная против
    [battle_back] ответный удар против
    [first_strike] первый удар против
   *[normal] рукопашная против
  }: { $target }
sb-strikes-first = { $unit } ({ $hex }) наносит первый удар
sb-attack-dropped = { $unit } ({ $hex }): атака больше не состоится
sb-attack-goes-on = { $unit } ({ $hex }): рукопашная продолжается
sb-roll = { $unit } ({ $hex }): бросок { $count } куб. ({ $why }): { $faces } → { $result }
sb-dice-base = основа { $count }
sb-dice-cap-in = местность «{ $terrain }»: не больше { $max }
sb-dice-cap-into = цель на местности «{ $terrain }»: не больше { $max }
sb-dice-card = +{ $count } за карту
sb-dice-inspired = +1 за вдохновение
sb-dice-dragon = +{ $count } за карту дракона
sb-dice-no-weapon = нет оружия для стрельбы
sb-dice-out-of-range = вне дальности ({ $range })
sb-dice-range = дальность { $range }: { $count }
sb-dice-moved-no-fire = передвигался в этот ход: стрелять нельзя
sb-dice-moved = передвигался: { $count }
sb-dice-moved-max = передвигался: не больше { $count }
sb-sword-ignore = { $defender ->
    [cavalry] конница
    [unit] отряд
   *[other] { $defender }
  } не учитывает { $count } ⚔ от { $attacker ->
    [infantry] пехоты
    [unit] отряда
   *[other] { $attacker }
  }
sb-score = { JOIN($parts, sep: "; ") }
sb-score-nothing = без последствий
sb-score-leader-killed = командир без отряда: убит ⚔
sb-score-leader-safe = командир без отряда: ни один ⚔ не засчитан
sb-score-rank-hits = попаданий { $rank }: { $count }
sb-score-swords = попаданий ⚔: { $count }
sb-score-swords-ignored = попаданий ⚔: { $count }, не учтено ⚔: { $ignored }
sb-score-swords-no-hit = ⚔: { $count }, без попаданий ({ $weapon ->
    [arquebus] аркебуза
   *[other] лук
  })
sb-score-flags = { $count } ⚑
sb-score-honor = Честь и Удача: { $count } (выпало ☯: { $rolled })
sb-figures = { $unit } ({ $hex }) теря{ GENDER($unit) ->
    [plur] ют
   *[other] ет
  } фигурок: { $count } ({ $why }); осталось { $left }
sb-eliminated = { $unit } ({ $hex }): отряд уничтожен ({ $why })
sb-leader-check-killed = тест на потерю командира ({ $leader }): кубиков { $count }, выпало { $faces } → убит
sb-leader-check-survives = тест на потерю командира ({ $leader }): кубиков { $count }, выпало { $faces } → жив
sb-leader-killed = { $leader } убит ({ $why })
sb-flags-ignored = { $unit } ({ $hex }) не учитыва{ GENDER($unit) ->
    [plur] ют
   *[other] ет
  } флагов: { $count } ({ $why })
sb-flag-supported = моральная поддержка
sb-flag-led = с ними командир
sb-flag-banner = знамя { $rank }
sb-flag-terrain = { $terrain }
sb-flag-dragon = карта дракона
sb-advance = { $unit }: преследование { $frm } → { $to } ({ $terrain })
sb-banner = { $army } получает победные знамёна: { $count } ({ $why }); всего { $total }
sb-camp = лагерь армии «{ $army }» ({ $hex }) опустел и захвачен: 3 знамени

## отступления, честь и сеппуку

sb-retreat = { $unit }: отступление { $frm } → { $to }
sb-retreat-blocked = { $unit } ({ $hex }): отступить некуда на гексов: { $count }; попаданий: { $count }
sb-leader-retreat = { $leader }: отступление { $frm } → { $to }
sb-leader-retreats-off = { $leader } отступает за пределы поля ({ $hex }), знамя никому не достаётся
sb-honor-take = { $army } получает Честь и Удачу: { $count } ({ $why }); в запасе { $reserve }
sb-honor-pay = { $army } платит Честью и Удачей: { $count } ({ $why }); в запасе { $reserve }
sb-dishonor-retreat = { $army } не может заплатить за отступление (Честь и Удача: { $count }): полная потеря чести
sb-dishonor-leader-retreat = { $army } не может заплатить за отступление командира (Честь и Удача: { $count }): полная потеря чести
sb-dishonor-famine = { $army } не может заплатить (Честь и Удача: { $count }): полная потеря чести
sb-dishonor-roll = { $army }: бросок за полную потерю чести { $faces }
sb-seppuku-forced = { $leader } не может отступить и должен совершить сеппуку
sb-seppuku = { $leader } совершает сеппуку (знамя врагу не достаётся)
sb-dragon-given = { $army } отдаёт случайную карту дракона: { $to }

## за что переходят честь, знамёна и фигурки

sb-why-rolled = выпало ☯
sb-why-shogun = «Сегун», ☯
sb-why-trade = обмен карты дракона
sb-why-end-of-turn = конец хода
sb-why-melee = рукопашная: { $unit }
sb-why-fire = стрельба: { $unit }
sb-why-leader-check = тест на потерю командира
sb-why-leader-killed = убит { $leader }
sb-why-eliminated = уничтожен отряд: { $unit }
sb-why-camp = захвачен лагерь
sb-why-inspire = { $leader } вдохновляет: { $unit }
sb-why-blocked-retreat = отступать некуда
sb-why-retreated = { $unit }: отступление на гексов: { $count }
sb-why-leader-retreats = отступление: { $leader }
sb-why-dishonor = полная потеря чести
sb-why-seppuku = сеппуку
sb-why-turncoat = бросок карты дракона
sb-why-famine = карта дракона
sb-why-challenge-roll = бросок вызова
sb-why-challenge-won = { $leader } проиграл вызов
sb-why-challenge-lost = проигран вызов

## карты дракона

sb-dragon = { $army }: карта дракона «{ $card }» (цена { $cost })
sb-first-strike = { $army } играет «Первый удар»: защищающийся отряд атакует первым
sb-turncoat = карта дракона переманивает отряд ({ $unit }, { $hex }); { $army }: { $faces } ({ $face }: { $count }), { $other }: { $other_faces } ({ $face }: { $other_count })
sb-defects = { $unit } ({ $hex }) переход{ GENDER($unit) ->
    [plur] ят
   *[other] ит
  } на сторону: { $army }
sb-stays-loyal = { $unit } ({ $hex }) сохраня{ GENDER($unit) ->
    [plur] ют
   *[other] ет
  } верность
sb-famine = бросок карты дракона: кубиков { $count }, выпало { $faces }
sb-challenge = вызов: { JOIN($rolls, sep: ", ") }
sb-challenge-roll = { $leader }: { $faces } (⚔: { $count })
sb-challenge-lost = { $leader } проигрывает вызов и покидает битву
sb-challenge-tie = вызов окончился вничью: ничего не происходит

## конец битвы

sb-end-banners = { $army } набирает победных знамён: { $count }
sb-end-no-pieces = у армии «{ $army }» не осталось на поле ни отрядов, ни командиров
sb-end-no-pieces-draw = ни у одной армии не осталось на поле ни отрядов, ни командиров: ничья
sb-end-surrender = у армии «{ $army }» осталось карт тактики: { $count }, она должна сдаться
sb-end-limit = достигнут предел ходов ({ $limit }): у армии «{ $army }» больше знамён ({ $more } против { $fewer })
sb-end-limit-draw = достигнут предел ходов ({ $limit }), у обеих армий знамён поровну ({ $count }): ничья

## что спрашивает решение (подсказка игроку)

sb-prompt-inspire = вдохновите отряд ({ $unit }, { $hex }) или спасуйте
sb-prompt-flags = выберите, сколько флагов не учитывает отряд ({ $unit }, { $hex })
sb-prompt-advance = преследуйте отрядом ({ $unit }, { $hex }) на { $to } или спасуйте
sb-prompt-bonus = проведите дополнительную рукопашную отрядом ({ $unit }, { $hex }) или спасуйте
sb-prompt-back = нанесите ответный удар отрядом ({ $unit }, { $hex }) или спасуйте
sb-prompt-retreat = отведите отряд ({ $unit }, { $hex }); осталось гексов: { $count }
sb-prompt-leader-retreat = отведите командира ({ $leader }, { $hex }) или совершите сеппуку
sb-prompt-figure-loss = выберите отряд, который теряет фигурку ({ $why })
sb-prompt-window = сыграйте карту дракона в окне { $window } или спасуйте
sb-prompt-step = { $step ->
    [card] сыграйте карту тактики
    [resolve] выполните карту тактики
    [orders] отдайте приказы отрядам
    [move] передвиньте отряды с приказами
    [battle] проведите бой
    [draw] возьмите карты
    [keep] оставьте одну из взятых карт
    [take] возьмите карту дракона или 2 очка Чести и Удачи
    [trade] обменяйте карту дракона на Честь и Удачу или спасуйте
   *[finish] закончите ход
  }
sb-prompt-task = { $task ->
    [combat] примите решение в бою
    [window] сыграйте карту дракона или спасуйте
    [retreat] отведите отряд
    [leader-retreat] отведите командира или совершите сеппуку
    [dishonor] бросьте кубики за полную потерю чести
    [figure-loss] выберите отряд, который теряет фигурку
   *[other] сделайте выбор
  }

## что закрывает линию видимости (queries.py)

sb-los-unit = { $unit } ({ $army })
sb-los-leader = { $leader } ({ $army })
sb-los-edge-half = полугекс у края поля
sb-los-hill = холм (высота { $height })
sb-los-terrain = { $terrain }

## свойства местности (terrain_text.py: подсказка гекса)

sb-terrain-stop = вошедший отряд должен остановиться
sb-terrain-impassable = непроходима
sb-terrain-no-battle-on-entry = вошедший отряд не может вступить в бой в этот ход
sb-terrain-no-battle = бой здесь не ведётся
sb-terrain-blocks-los = закрывает линию видимости
sb-terrain-blocks-los-hill = закрывает линию видимости (кроме как между холмами одной высоты)
sb-terrain-flag-ignore = отряд здесь может не учитывать флагов: { $count }
sb-terrain-no-inspire = командир не может вдохновить отряд здесь
sb-terrain-camp = лагерь полководца: опустевший, он захвачен и приносит знамёна
sb-terrain-cap-in = { $arm ->
    [foot] пеший отряд
    [horse] конный отряд
   *[any] отряд
  } на этом гексе бросает не больше кубиков: { $count } ({ $combat ->
    [melee] в рукопашной
    [ranged] при стрельбе
   *[any] в любом бою
  }{ $hill ->
    [unless] , если не стоит на холме
   *[always] {""}
  })
sb-terrain-cap-target = { $arm ->
    [foot] пеший отряд
    [horse] конный отряд
   *[any] отряд
  }, атакующий отряд на этом гексе, бросает не больше кубиков: { $count } ({ $combat ->
    [melee] в рукопашной
    [ranged] при стрельбе
   *[any] в любом бою
  }{ $hill ->
    [unless] , если сам не стоит на холме
   *[always] {""}
  })
sb-terrain-open = { $name }: открытая местность, без особых свойств
sb-terrain-open-on-hill = { $name } на холме высоты { $hill }: открытая местность, без особых свойств
sb-terrain-effects = { $name }: { JOIN($effects, sep: "; ") }
sb-terrain-effects-on-hill = { $name } на холме высоты { $hill }: { JOIN($effects, sep: "; ") }

## что проверка говорит о сценарии (validate)

sb-check-box = сценарию { $what ->
        [banners] нужно отрядов (по знамени на каждый): { $needed }
        [figures] нужно фигурок в отрядах и командиров: { $needed }
        [terrain] нужно отдельных гексов местности: { $needed }
       *[hills] нужно пластиковых гексов холмов (по одному на уровень): { $needed }
    }; в одной коробке — { $has }
sb-check-no-table = таблицы «{ $table }» нет в библиотеке содержимого
sb-check-reconstructed = расстановка по гексам восстановлена по описанию битвы, а не перенесена с карты сценария
sb-check-board = поле не построить: { $error }
sb-check-section-lines = левая линия секций должна лежать левее правой
sb-check-no-tiles = каталога игровых полей «{ $tiles }» нет в библиотеке содержимого
sb-check-no-tile-side = стороны поля «{ $side }» нет в каталоге «{ $tiles }»
sb-check-slot-taken = место { $slot } уже занято полем { $board }
sb-check-slot-outside = место { $slot } лежит за пределами сетки полей
sb-check-tiles-uncatalogued = стороны полей { $sides }: в каталоге «{ $tiles }» ещё не отмечены напечатанные гексы рек и бродов (это можно дополнить); нарисуйте реки и броды как местность
sb-check-unknown-rule = особое правило «{ $rule }» движок разыгрывать не умеет (известные: { $known })
sb-check-terrain-half-hex = местность на полугексе { $hex }: полугексы не входят в поле боя
sb-check-terrain-twice = две записи местности на гексе { $hex }
sb-check-no-terrain = местности «{ $terrain }» нет в таблице «{ $table }»
sb-check-camp-owner = у лагеря на { $hex } должен быть владелец (одна из армий: { $armies })
sb-check-owner-ignored = владелец бывает только у лагеря; у местности «{ $terrain }» на { $hex } он не учитывается
sb-check-two-armies = в битве ровно 2 армии, а не { $count }
sb-check-edges = одна армия занимает верхний край поля, другая — нижний
sb-check-first-player = первый игрок «{ $army }» — не идентификатор армии ({ $armies })
sb-check-army-twice = идентификатор армии «{ $id }» использован дважды
sb-check-no-units = у армии «{ $army }» нет отрядов
sb-check-command-cards = карт тактики: { $count }; сценарии раздают от { $low } до { $high } (игрок с одной картой на руке сдаётся)
sb-check-dragon-cards = карт дракона: { $count }; в колоде их { $deck }
sb-check-piece-twice = идентификатор фигуры «{ $id }» использован дважды
sb-check-no-unit-type = типа отряда «{ $type }» нет в таблице «{ $table }»
sb-check-unit-half-hex = отряд { $unit } стоит на полугексе { $hex }
sb-check-units-share = отряды { $first } и { $second } стоят на одном гексе { $hex }
sb-check-unit-impassable = отряд { $unit } стоит на непроходимой местности «{ $terrain }» на { $hex }
sb-check-general-camp = отряд генерала { $unit } должен стоять в своём лагере
sb-check-figures = { $unit }: фигурок { $count }, а в отряде типа «{ $type }» их { $has }
sb-check-low-confidence = { $unit }: значения отряда типа «{ $type }» восстановлены с { $confidence ->
        [low] низкой
       *[none] нулевой
    } достоверностью (их можно поправить в таблице отрядов)
sb-check-camp-held = в лагере на { $hex } должен стоять отряд генерала его владельца
sb-check-no-leader-kind = вида командира «{ $kind }» нет в таблице «{ $table }»
sb-check-leader-half-hex = командир { $leader } стоит на полугексе { $hex }
sb-check-leaders-share = командиры { $first } и { $second } стоят на одном гексе { $hex }
sb-check-leader-impassable = командир { $leader } стоит на непроходимой местности на { $hex }
sb-check-leader-on-enemy = командир { $leader } стоит на вражеском отряде { $unit }
sb-check-cannot-lead = командир вида «{ $kind }» не может вести отряд { $unit } ({ $type }) рода войск «{ $arm }»
sb-check-honor = армии начинают с { $count } жетонами чести и удачи; в коробке их { $box }
sb-check-objective-army = армия цели «{ $army }» — не идентификатор армии
sb-check-objective-half-hex = гекс цели { $hex } — полугекс
sb-check-banners = армия { $army } никогда не наберёт { $count } знамён: у противника отрядов и командиров { $pieces } (+{ $extra } за цели)
sb-check-turn-limit-range = предел ходов { $count } вне допустимого: от 1 до { $most } ходов или не задан вовсе
sb-check-turn-limit = партия останавливается после { $count } { $count ->
        [one] хода
       *[other] ходов
    } (это не правило из книги правил)

## что проверка говорит о колодах и таблицах (decks, cards, tables)

sb-check-variant-unknown-card = вариант колоды { $which ->
        [command] тактики
       *[other] дракона
    }: карты «{ $card }» нет в колоде «{ $deck }» (известные: { $known })
sb-check-variant-removes = вариант колоды { $which ->
        [command] тактики
       *[other] дракона
    } убирает карт «{ $card }»: { $count }, а в колоде их { $has }
sb-check-deck-too-few = в колоде { $which ->
        [command] тактики
       *[other] дракона
    } карт: { $count }; этого мало, чтобы раздать { $which ->
        [command] начальные руки и добор
       *[other] начальные руки
    } ({ $need })
sb-check-deck-variant = изменённая колода { $which ->
        [command] тактики
       *[other] дракона
    }: карт { $count } (в коробке { $box })
sb-check-card-twice = идентификатор карты «{ $id }» встречается дважды
sb-check-section-card = карте секций нужна хотя бы одна ячейка приказа
sb-check-filtered-card = у карты с отбором отрядов должно быть указано наибольшее число отрядов
sb-check-keep-draw = оставить можно не больше карт, чем взято
sb-check-deck-count = в колоде карт: { $count }, а должно быть { $expected }
sb-check-needs-window = карте с действием нужно окно розыгрыша
sb-check-window = действие «{ $effect }» разыгрывается только в окнах { $allowed }, а не в { $window }
sb-check-unknown-effect = { $count ->
        [one] у { $count } карты нет известного действия
       *[other] у { $count } карт нет известного действия
    }: игроки держат их на руке, обменивают и отдают, но никогда не разыгрывают
sb-check-terrain-id-twice = идентификатор местности «{ $id }» встречается дважды
sb-check-shallows-as = местности «{ $terrain }», указанной для мелководья, нет в этой таблице
sb-check-needs-plain = таблице нужна местность «равнина» (её получает каждый гекс по умолчанию)
sb-check-unit-code-twice = код отряда «{ $code }» встречается дважды
sb-check-ranged = у стрелкового оружия должна быть хотя бы одна дальность
sb-check-unit-confidence = отряд { $code }: значения восстановлены с { $confidence ->
        [low] низкой
       *[none] нулевой
    } достоверностью; проверьте их
sb-check-leader-kind-twice = вид командира «{ $id }» встречается дважды
sb-check-dice = на кубиках должны быть шесть граней: { $faces }
sb-check-tile-side-twice = сторона поля «{ $id }» встречается дважды
sb-check-offset = «{ $label }» — не смещение вида «ряд,столбец»
sb-check-parity = смещения рядов мест должны быть чётными (длинные и короткие ряды чередуются)

## гекс вне поля битвы

sb-hex-off-field = { $text } — не гекс поля { $width }×{ $rows } (гекс обозначается рядом и смещением: «ряд,смещение»)

sb-no-bundled-scenario = встроенного сценария «{ $id }» нет; встроенные: { $known }

## сценарий, который движок не может расставить

sb-setup-missing = { $what ->
        [terrain-table] таблицы местности
        [unit-table] таблицы отрядов
        [command-deck] колоды приказов
       *[dragon-deck] колоды дракона
    } «{ $id }» (вид { $kind }) в библиотеке содержимого нет
sb-setup-special-rules = сценарий { $scenario }: особые правила, которые движок разыграть не может: { $rules }
sb-setup-two-armies = сценарий { $scenario }: нужно ровно 2 армии, а { $count ->
        [one] задана { $count }
       *[other] задано { $count }
    }
sb-setup-edges = сценарий { $scenario }: одна армия должна стоять у верхнего края поля, другая — у нижнего
sb-setup-first-player = сценарий { $scenario }: первым ходит «{ $army }», но такой армии в сценарии нет
sb-setup-no-plain = в таблице местности «{ $table }» нет равнины «{ $plain }»
sb-setup-terrain-unknown = сценарий { $scenario }: местности «{ $terrain }» нет в таблице местности «{ $table }»
sb-setup-at = сценарий { $scenario }: { $field }: { $why }
sb-setup-unit-type = типа отряда «{ $type }» нет в таблице отрядов «{ $table }»
sb-setup-leader-kind = вида командира «{ $kind }» нет в таблице отрядов «{ $table }»
sb-setup-off-field = «{ $hex }» — не гекс поля
sb-setup-objective = сценарий { $scenario }: цель { $objective }: { $why }

## показатели, которые сообщает лаборатория баланса (lab_stats.py), по их именам в отчёте

stat-samurai_battles-banners-by-turn = знамёна по ходам: { $of }
stat-samurai_battles-turn = ход { $n }
stat-samurai_battles-turns = ходов
stat-samurai_battles-units-lost-by-army = потеряно отрядов по армиям
