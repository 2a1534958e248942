# «Битва за Рокуган»: почему действие отклонено (engine/games/rokugan/flow.py, placement.py).
# Провинции и карты называются русским названием из содержимого, в кавычках после родового слова,
# поэтому их названия не склоняются.

## чего ждёт игра

rk-refuse-must-choose = сейчас невозможно: выбор за кланом { NAME($who, case: "gen") } ({ $what })
rk-refuse-waits = сейчас невозможно: игра ждёт клана { NAME($who, case: "gen") } ({ $phase })
rk-phase-setup = подготовка к игре
rk-phase-upkeep = фаза перегруппировки
rk-phase-objectives = выбор тайных целей
rk-phase-claim = выбор провинций
rk-phase-dragon = возврат жетона Дракона
rk-phase-unicorn = способность Единорога
rk-phase-cards = розыгрыш карт территорий
rk-phase-placement = фаза размещения
rk-phase-resolution = фаза исполнения
rk-phase-over = конец игры
rk-choice-peek = просмотр жетона
rk-choice-swap = обмен жетонов
rk-choice-scout = «Разведка»
rk-choice-shugenja = «Сюгэндзя»
rk-choice-first-player = «Первый игрок»
rk-choice-cost = цена карты
rk-choice-card = карта

## куда жетон битвы положить нельзя

rk-token-strength = { $token } { $strength }
rk-refuse-no-token = за ширмой клана { NAME($clan, case: "gen") } нет такого жетона: { $token }
rk-refuse-no-place = на этом поле нет места «{ $place }»
rk-refuse-bless = жетон благословения кладут на один из своих жетонов лицом вниз (L391)
rk-refuse-no-bluff = в этом раунде пустой жетон выкладывать нельзя («Шпионская сеть»)
rk-refuse-border-taken = на границе может лежать только один жетон битвы (L333)
rk-refuse-scorched = в провинцию с жетоном выжженной земли и рядом с ней жетоны битвы не кладут (провинция «{ $province }», L521)
rk-refuse-peace = в провинцию с жетоном мира и рядом с ней жетоны битвы не кладут (провинция «{ $province }», L527)
rk-refuse-shrine = в провинцию «{ $province }» со святыней и рядом с ней кладёт жетоны только тот, кто её контролирует (L531)
rk-refuse-bluff-where = пустой жетон кладут только туда, куда можно положить другой жетон битвы (L411)
rk-refuse-blessing-on-map = жетон благословения лежит на одном из ваших жетонов лицом вниз, а не на карте (L391)
rk-refuse-ronin-navy-shinobi = ронин не выкладывает жетон { NAME($token, case: "gen") } (G23)
rk-refuse-army-defends = армия обороняет только провинцию под вашим контролем, а не «{ $province }» (L359)
rk-refuse-navy-defends = флот обороняет только прибрежную провинцию под вашим контролем, а не «{ $province }» (L373)
rk-refuse-not-coastal = провинция «{ $province }» не прибрежная, флот не может её оборонять (L373, L539)
rk-refuse-ronin = ронин не выкладывает жетон { NAME($token, case: "gen") } (L601)
rk-refuse-battlefield = в провинцию «{ $province }» с полем битвы жетон { NAME($token, case: "gen") } не кладут (L535)
rk-refuse-diplomacy = жетон дипломатии кладут только в провинцию под вашим контролем, а не в «{ $province }» (L399)
rk-refuse-raid = жетон погрома кладут только в чужую провинцию, а «{ $province }» — ваша (L405)
rk-refuse-centre-only = жетон { NAME($token, case: "gen") } кладут в центр провинции, а не на границу (L383, L399, L405, ЧаВо v1.3)
rk-refuse-own-province = нельзя нападать на свою провинцию «{ $province }» (ЧаВо v1.3)
rk-refuse-army-land = армия нападает только через сухопутную границу (L357)
rk-refuse-army-from = армия нападает только из провинции под вашим контролем, а не из «{ $province }» (L357)
rk-refuse-no-coast = у провинции «{ $province }» нет побережья, через которое можно напасть (L371, L539)
rk-refuse-navy-coast = флот нападает через прибрежную границу (L371)

## журнал партии (engine/games/rokugan: flow, effects, territory, resolution, scoring)

rk-setup = { $scenario }: { $seats }
rk-setup-seat = { $seat } — { $clan }
rk-deal = { $clan } получает тайные цели: { $count }
rk-deal-secret = вам сданы карты целей: { $cards }
rk-first-player = первый игрок — { $clan }
rk-first-player-stays = карт инициативы не осталось: первым игроком остаётся { $clan }
rk-first-player-card = карта инициативы «{ $card }»: первый игрок — { $clan }
rk-first-player-clan-card = карта инициативы клана { NAME($clan, case: "gen") }: первый игрок — { $clan }
rk-placement-begins = начинается фаза размещения
rk-no-placement = { $clan } не может ничего разместить и пасует до конца фазы (L601)
rk-round = начинается раунд { $round }
rk-ronin = { $clan } становится ронином
rk-ronin-no-more = { $clan } больше не ронин
rk-draw = { $clan } берёт жетоны битвы: { $count }
rk-draw-secret = вы берёте: { $tokens }
rk-at-centre = провинция «{ $province }»
rk-at-border = граница «{ $source }» → «{ $target }»
rk-at-coast = побережье провинции «{ $province }»
rk-place = { $clan } кладёт жетон: { $at } (№{ $serial })
rk-place-secret = вы кладёте жетон ({ $token }): { $at }
rk-objective = { $clan } оставляет себе тайную цель
rk-objective-secret = вы оставляете цель «{ $card }»
rk-claim = { $clan } занимает провинцию «{ $province }»
rk-dragon-return = { $clan } возвращает жетон в запас (способность клана)
rk-return-secret = вы возвращаете в запас жетон: { $token }
rk-pass = { $clan } пасует
rk-pass-placement = { $clan } пасует до конца фазы размещения
rk-bless = { $clan } кладёт жетон ({ $token }) лицом вверх на свой жетон №{ $serial }
rk-bless-other = { $clan } кладёт жетон ({ $token }) лицом вверх на жетон №{ $serial } клана { NAME($owner, case: "gen") }

## карты и способности кланов

rk-play-scout = { $clan } разыгрывает разведчика (L595)
rk-play-shugenja = { $clan } разыгрывает сюгэндзя (L597)
rk-play-first-player = { $clan } разыгрывает карту первого игрока
rk-play = { $clan } разыгрывает карту «{ $card }»
rk-no-swap = { $clan } не меняет жетоны местами
rk-look-peek = { $clan } смотрит жетон №{ $serial } (способность Скорпиона)
rk-look-scout = { $clan } смотрит жетон №{ $serial } (разведчик)
rk-look-secret = жетон №{ $serial } клана { NAME($owner, case: "gen") }: { $token }
rk-shugenja = сюгэндзя клана { NAME($clan, case: "gen") } открывает жетон №{ $serial } клана { NAME($owner, case: "gen") } ({ $token }) и сбрасывает его
rk-first-player-look = { $clan } смотрит жетон №{ $serial } и возвращает его в запас клана { NAME($owner, case: "gen") }
rk-first-player-secret = жетон №{ $serial } — { $token }; он уходит { $to ->
    [hand] за ширму
    [pool] в запас
   *[other] в сброс
  }
rk-swap = { $clan } меняет местами свои жетоны №{ $first } и №{ $second } (способность Единорога)
rk-cost-up = { $clan } снимает открытый жетон контроля с провинции «{ $province }»
rk-cost-down = { $clan } снимает закрытый жетон контроля с провинции «{ $province }»
rk-special = жетон { NAME($kind, case: "gen") }{ $value ->
    [0] {""}
   *[other] {" "}{ $value }
  }
rk-a-token = жетон
rk-eff-add-control = { $card }: { $clan } кладёт в провинцию «{ $province }» открытые жетоны контроля: { $count }
rk-eff-put-control = { $card }: { $clan } кладёт в провинцию «{ $province }» жетоны контроля: { $count } (открытых: { $up })
rk-eff-special = { $card }: { $special } в провинции «{ $province }»
rk-eff-special-replacing = { $card }: { $special } в провинции «{ $province }» вместо жетона: { $old }
rk-eff-special-leaves = { $card }: { $special } покидает провинцию «{ $province }»
rk-eff-recover = { $card }: { $clan } берёт из своего сброса за ширму жетон: { $token }
rk-eff-to-pool = { $card }: { $clan } возвращает жетон из-за ширмы в запас
rk-eff-discard = { $card }: { $clan } сбрасывает из-за ширмы жетон: { $token }
rk-eff-spy = { $card }: { $clan } смотрит жетоны за ширмой клана { NAME($target, case: "gen") }; в этом раунде ему нельзя класть пустой жетон
rk-eff-spy-only = { $card }: { $clan } смотрит жетоны за ширмой клана { NAME($target, case: "gen") }
rk-eff-spy-secret = за ширмой клана { NAME($target, case: "gen") }: { $tokens }
rk-eff-swap-control = { $card }: жетоны контроля провинций «{ $first }» и «{ $second }» меняются местами
rk-eff-purge-hand = { $card }: { $clan } сбрасывает из-за ширмы жетон ({ $token }) и в этот ход ничего не кладёт
rk-eff-revealed = { $card }: жетон №{ $serial } клана { NAME($owner, case: "gen") } ({ $token }) открыт и сброшен
rk-eff-look = { $card }: { $clan } смотрит жетон №{ $serial }
rk-eff-animate = { $card }: { $clan } кладёт жетон ({ $token }) лицом вверх: { $at } (№{ $serial })
rk-eff-animate-bless = { $card }: { $clan } кладёт жетон ({ $token }) из своего сброса на свой жетон №{ $serial }

## что спрашивает отложенный выбор

rk-prompt-scout = выберите закрытый жетон соперника, чтобы посмотреть его
rk-prompt-shugenja = выберите жетон соперника, чтобы открыть и сбросить его
rk-prompt-first-player = выберите жетон, чтобы посмотреть его и вернуть в запас владельца
rk-prompt-peek = вы можете посмотреть один жетон на поле (Скорпион)
rk-prompt-swap = вы можете поменять местами два своих жетона на поле (Единорог)
rk-prompt-cost = выберите провинцию вне Земель Тени, чтобы снять с неё свой жетон контроля
rk-prompt-card = { $card }: { $effect ->
    [place_special] выберите провинцию для особого жетона
    [add_control] выберите провинцию для жетонов контроля
    [remove_special] выберите провинцию, с которой снять особый жетон
    [recover_tokens] выберите жетоны, которые вернуть
    [spy_hand] выберите клан, чьи жетоны за ширмой посмотреть
    [swap_control] выберите две провинции, чьи жетоны контроля поменяются местами
    [purge_tokens] выберите жетон для сброса
    [look_and_discard] выберите жетон, чтобы посмотреть или сбросить его
    [place_from_discard] выберите жетон из своего сброса и место для него
    [remove_specials] выберите особые жетоны, которые снять
   *[other] сделайте выбор
  }

## фаза исполнения

rk-resolution = раунд { $round }: фаза исполнения
rk-round-marker = маркер раунда переходит на { $round }
rk-game-ends = игра окончена
rk-token-at = №{ $serial } { $clan } { $token } ({ $at })
rk-reveal = жетоны открыты: { $tokens }
rk-bluff-stays = пустой жетон №{ $serial } клана { NAME($clan, case: "gen") } остаётся защищать (способность клана)
rk-bluff-back = пустой жетон №{ $serial } клана { NAME($clan, case: "gen") } возвращается за ширму (L411)
rk-illegal = жетон №{ $serial } клана { NAME($clan, case: "gen") } ({ $token }; { $at }) сброшен: { $reason }
rk-blessing-discarded = благословение на жетоне №{ $serial } клана { NAME($clan, case: "gen") } сброшено: оно лежит только на армии, флоте или синоби (L391)
rk-foreign-blessing = жетон клана { NAME($clan, case: "gen") } ({ $token }) на жетоне №{ $serial } клана { NAME($owner, case: "gen") } сброшен: благословение кладут только на свои армию, флот или синоби (L391)
rk-raid-fails = погром клана { NAME($clan, case: "gen") } в провинции «{ $province }» не действует: там нет его синоби и рядом нет его провинции (L405)
rk-raid = { $clan } устраивает погром в провинции «{ $province }»: сброшено жетонов битвы — { $tokens }, снято жетонов контроля — { $control }
rk-raid-scorched = { $clan } устраивает погром в провинции «{ $province }»: сброшено жетонов битвы — { $tokens }, снято жетонов контроля — { $control }, выжженная земля
rk-diplomacy = дипломатия клана { NAME($clan, case: "gen") } в провинции «{ $province }»: сброшено жетонов битвы — { $tokens }
rk-diplomacy-peace = дипломатия клана { NAME($clan, case: "gen") } в провинции «{ $province }»: сброшено жетонов битвы — { $tokens }, жетон мира
rk-diplomacy-replacing = дипломатия клана { NAME($clan, case: "gen") } в провинции «{ $province }»: сброшено жетонов битвы — { $tokens }, жетон мира вместо жетона: { $old }
rk-cleared-attack = «{ $province }»: нападение на провинцию сметено; { $clan } засчитывает победу защитника
rk-cleared-attack-control = «{ $province }»: нападение на провинцию сметено; { $clan } засчитывает победу защитника и кладёт открытый жетон контроля
rk-attack-cancelled = нападение клана { NAME($clan, case: "gen") } №{ $serial } из провинции «{ $province }» отменено: эта провинция потеряна раньше на этом шаге (L357, G13)
rk-blessed = { JOIN($tokens, sep: "+") }
rk-attacks = { $clan } нападает: { JOIN($tokens, sep: " + ") } = { $total }
rk-attacks-ignoring = { $clan } нападает: { JOIN($tokens, sep: " + ") } = { $total } (против { $against }: напечатанная оборона не учитывается)
rk-defence-part = { $part ->
    [combat_tokens] жетоны битвы
    [printed] напечатанная
    [face_up] открытые жетоны контроля
    [bonus_token] жетон защиты
   *[other] { $part }
  } { $value }
rk-defence = оборона { $total }
rk-defence-of = оборона { $total } ({ $parts })
rk-wins-control = { $clan } побеждает и берёт провинцию под контроль закрытым жетоном
rk-wins-no-control = { $clan } побеждает, но жетонов контроля у него не осталось
rk-wins-sweeping = { $won }, сметая с провинции и её границ: { $tokens } (L463)
rk-defends = { $clan } побеждает как защитник
rk-defends-control = { $clan } побеждает как защитник и кладёт открытый жетон контроля
rk-holds = { $clan } удерживает провинцию (это не победа защитника)
rk-nothing-beaten = никто не превзошёл оборону провинции: ничего не происходит
rk-nothing = ничего не происходит
rk-battle = битва за провинцию «{ $province }» ({ $owner }): { $sides }{ $defence }; { $outcome }
rk-uncontrolled = без владельца
rk-sides = { JOIN($sides, sep: "; ") };{" "}
rk-card-taken = { $clan } берёт карту региона «{ $region }» из-под ячейки
rk-card-taken-from = { $clan } забирает карту региона «{ $region }» у клана { NAME($holder, case: "gen") }
rk-card-secret = карта региона «{ $region }» — «{ $card }»
rk-card-lost = { $clan } потерял регион «{ $region }»: его карта возвращается под ячейку

## конец игры (L465-482)

rk-objective-achieved = { $clan } открывает цель «{ $card }» (выполнена)
rk-objective-missed = { $clan } открывает цель «{ $card }» (не выполнена)
rk-objective-none = { $clan } не имеет тайной цели
rk-score = { $clan } { $honor }
rk-end = честь: { JOIN($scores, sep: "; ") }; победа: { $winners }
rk-end-shared = честь: { JOIN($scores, sep: "; ") }; общая победа: { $winners }
rk-game-end = игра окончена: { $reason }

## что проверка говорит о карте, сценарии, клане или картах (mapcheck, scenario, clan_model, card_model)

rk-check-no-map = нет карты поля «{ $map }»
rk-check-no-cards = нет набора карт «{ $cards }»
rk-check-no-clan = нет клана «{ $clan }»
rk-check-no-capital = у клана «{ $clan }» нет столицы на карте «{ $map }»
rk-check-too-few-clans = игроков { $players }, кланов нужно столько же; разрешено { $allowed }
rk-check-clans-named = названо кланов: { $count }, а игроков { $players }
rk-check-clan-twice = клан назван дважды
rk-check-clan-not-allowed = клана «{ $clan }» нет среди разрешённых
rk-check-first-player = первый игрок «{ $clan }» — не разрешённый клан
rk-check-no-region = на карте «{ $map }» нет региона «{ $region }»
rk-check-no-territory-card = нет карты региона «{ $card }»
rk-check-card-twice = карта «{ $card }» лежит и под «{ $first }», и под «{ $second }»
rk-check-no-card-to-deal = для региона «{ $region }» нет карты региона
rk-check-no-objective = нет карты цели «{ $card }»
rk-check-objectives = карт целей { $count }: не хватит сдать по { $dealt } на игроков: { $players }
rk-check-no-neutral = нет нейтральной карты инициативы «{ $card }»
rk-check-no-province = нет провинции «{ $province }»
rk-check-two-specials = в провинции «{ $province }» два особых жетона (L513)
rk-check-clan-not-allowed-here = клан «{ $clan }» не разрешён
rk-check-two-clans-hold = провинцию «{ $province }» держат два клана
rk-check-setup-capacity = для подготовки нужно провинций без жетонов контроля и выжженной земли: { $count }; на карте «{ $map }» их { $free }
rk-check-id-twice = «{ $id }» встречается дважды
rk-check-reserved-id = «{ $id }» — имя малой карты; карте региона нужно другое
rk-check-timing = { $id }: действие { $effect } происходит в фазе размещения, поэтому карту играют тогда
rk-check-bonus-value = { $id }: у бонусного жетона должно быть значение
rk-check-needs-strength = у жетона { $token } должна быть сила (L329)
rk-check-no-strength = у жетона { $token } нет силы (L329)
rk-check-one-bluff = у клана ровно один пустой жетон (L131), а не { $count }
rk-check-token-count = жетонов битвы: { $count }; в коробке у каждого клана их { $box } (L71)
rk-check-unique = уникальных жетонов: { $count }; у каждого клана он один (L327)
rk-check-unreachable = у провинции «{ $province }» нет ни сухопутной границы, ни побережья: до неё не дойти ни армии, ни флоту
rk-check-map-capacity = при игроках: { $players } обычная подготовка занимает провинций: { $count } (по { $tokens } у каждого игрока и столицы, L156-161); на этой карте их { $have }, поэтому сценарий на ней даст каждому игроку не больше { $most } начальных жетонов контроля
rk-check-capital-unknown-clan = провинция «{ $province }» — столица клана «{ $clan }», но такого клана нет
rk-check-province-twice = имя провинции «{ $id }» использовано дважды
rk-check-water-twice = имя водной области «{ $id }» уже занято другой областью
rk-check-regions-share-id = у двух регионов одно имя
rk-check-province-region = провинция «{ $province }» названа в регионе «{ $region }», которого на карте нет
rk-check-empty-region = в регионе «{ $region }» нет провинций
rk-check-no-card-slot = у региона «{ $region }» нет ячейки для карты на поле
rk-check-shadowlands-region = в регионе «{ $region }» есть провинция Земель Тени, поэтому ничего другого в нём быть не должно (L571)
rk-check-shadowlands-honor = регион Земель Тени «{ $region }» не должен приносить честь (L585)
rk-check-two-capitals = у клана «{ $clan }» две столицы: «{ $first }» и «{ $second }»
rk-check-shadowlands-arrows = у двух провинций Земель Тени одна и та же стрелка

rk-no-scenario = сценария «{ $id }» для Битвы за Рокуган нет; известные: { $known }
rk-scenario-players = сценарий «{ $id }» рассчитан на { $players ->
        [one] { $players } игрока
       *[other] { $players } игроков
    }, а не на { $asked }

## сценарий, который движок не может подготовить

rk-setup-bluffs = у клана «{ $clan }» должен быть ровно один жетон блефа, а не { $count }
rk-setup-no-capital = у клана «{ $clan }» нет столицы на карте «{ $map }»
rk-setup-no-map = сценарий «{ $scenario }»: указанной в нём карты «{ $map }» нет
rk-setup-no-cards = сценарий «{ $scenario }»: указанного в нём набора карт «{ $cards }» нет
rk-setup-scenario = сценарий «{ $scenario }»: { $problems }
rk-setup-at = { $field }: { $why }
rk-setup-map = карта «{ $map }»: { $problems }

## показатели, которые сообщает лаборатория баланса (lab_stats.py), по их именам в отчёте

stat-rokugan-honor-sources-average-clan = источники чести (клан в среднем)
stat-rokugan-honor-sources-winner = источники чести (победитель)
stat-rokugan-wins-by-clan = победы по кланам
stat-rokugan-flowers = цветы
stat-rokugan-face-up-control = открытые жетоны контроля
stat-rokugan-objective = тайная цель
stat-rokugan-regions = регионы
stat-rokugan-honor-tokens = жетоны чести
stat-rokugan-defense-tokens = жетоны обороны
stat-rokugan-crab = { -rk-clan-crab }
stat-rokugan-crane = { -rk-clan-crane }
stat-rokugan-dragon = { -rk-clan-dragon }
stat-rokugan-lion = { -rk-clan-lion }
stat-rokugan-phoenix = { -rk-clan-phoenix }
stat-rokugan-scorpion = { -rk-clan-scorpion }
stat-rokugan-unicorn = { -rk-clan-unicorn }
