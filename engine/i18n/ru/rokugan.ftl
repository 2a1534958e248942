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
