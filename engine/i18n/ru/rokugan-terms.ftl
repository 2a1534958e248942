# Глоссарий «Битвы за Рокуган» (seeds/004): кланы и типы жетонов битвы, как их называют правила
# («жетон армии», «жетон флота», «жетон погрома», пустой жетон — блеф).

-rk-nobody = { $case ->
   *[nom] никто
    [gen] никого
    [dat] никому
    [acc] никого
    [ins] никем
    [pre] ком-то
  }
  .gender = masc
-rk-clan-crab = { $case ->
   *[nom] Краб
    [gen] Краба
    [dat] Крабу
    [acc] Краба
    [ins] Крабом
    [pre] Крабе
  }
  .gender = masc
-rk-clan-crane = { $case ->
   *[nom] Журавль
    [gen] Журавля
    [dat] Журавлю
    [acc] Журавля
    [ins] Журавлём
    [pre] Журавле
  }
  .gender = masc
-rk-clan-dragon = { $case ->
   *[nom] Дракон
    [gen] Дракона
    [dat] Дракону
    [acc] Дракона
    [ins] Драконом
    [pre] Драконе
  }
  .gender = masc
-rk-clan-lion = { $case ->
   *[nom] Лев
    [gen] Льва
    [dat] Льву
    [acc] Льва
    [ins] Львом
    [pre] Льве
  }
  .gender = masc
-rk-clan-phoenix = { $case ->
   *[nom] Феникс
    [gen] Феникса
    [dat] Фениксу
    [acc] Феникса
    [ins] Фениксом
    [pre] Фениксе
  }
  .gender = masc
-rk-clan-scorpion = { $case ->
   *[nom] Скорпион
    [gen] Скорпиона
    [dat] Скорпиону
    [acc] Скорпиона
    [ins] Скорпионом
    [pre] Скорпионе
  }
  .gender = masc
-rk-clan-unicorn = { $case ->
   *[nom] Единорог
    [gen] Единорога
    [dat] Единорогу
    [acc] Единорога
    [ins] Единорогом
    [pre] Единороге
  }
  .gender = masc
-rk-token-army = { $case ->
   *[nom] армия
    [gen] армии
    [dat] армии
    [acc] армию
    [ins] армией
    [pre] армии
  }
  .gender = fem
-rk-token-navy = { $case ->
   *[nom] флот
    [gen] флота
    [dat] флоту
    [acc] флот
    [ins] флотом
    [pre] флоте
  }
  .gender = masc
-rk-token-shinobi = { $case ->
   *[nom] синоби
    [gen] синоби
    [dat] синоби
    [acc] синоби
    [ins] синоби
    [pre] синоби
  }
  .gender = masc
-rk-token-blessing = { $case ->
   *[nom] благословение
    [gen] благословения
    [dat] благословению
    [acc] благословение
    [ins] благословением
    [pre] благословении
  }
  .gender = neut
-rk-token-diplomacy = { $case ->
   *[nom] дипломатия
    [gen] дипломатии
    [dat] дипломатии
    [acc] дипломатию
    [ins] дипломатией
    [pre] дипломатии
  }
  .gender = fem
-rk-token-raid = { $case ->
   *[nom] погром
    [gen] погрома
    [dat] погрому
    [acc] погром
    [ins] погромом
    [pre] погроме
  }
  .gender = masc
-rk-token-bluff = { $case ->
   *[nom] пустой жетон
    [gen] пустого жетона
    [dat] пустому жетону
    [acc] пустой жетон
    [ins] пустым жетоном
    [pre] пустом жетоне
  }
  .gender = masc
# особые жетоны (L511-547): «жетон выжженной земли», «жетон мира», «святыни», «славы», «гавани»
-rk-special-scorched-earth = { $case ->
   *[nom] выжженная земля
    [gen] выжженной земли
    [dat] выжженной земле
    [acc] выжженную землю
    [ins] выжженной землёй
    [pre] выжженной земле
  }
  .gender = fem
-rk-special-peace = { $case ->
   *[nom] мир
    [gen] мира
    [dat] миру
    [acc] мир
    [ins] миром
    [pre] мире
  }
  .gender = masc
-rk-special-shrine = { $case ->
   *[nom] святыня
    [gen] святыни
    [dat] святыне
    [acc] святыню
    [ins] святыней
    [pre] святыне
  }
  .gender = fem
-rk-special-battlefield = { $case ->
   *[nom] слава
    [gen] славы
    [dat] славе
    [acc] славу
    [ins] славой
    [pre] славе
  }
  .gender = fem
-rk-special-harbor = { $case ->
   *[nom] гавань
    [gen] гавани
    [dat] гавани
    [acc] гавань
    [ins] гаванью
    [pre] гавани
  }
  .gender = fem
-rk-special-honor-bonus = { $case ->
   *[nom] честь
    [gen] чести
    [dat] чести
    [acc] честь
    [ins] честью
    [pre] чести
  }
  .gender = fem
-rk-special-defense-bonus = { $case ->
   *[nom] защита
    [gen] защиты
    [dat] защите
    [acc] защиту
    [ins] защитой
    [pre] защите
  }
  .gender = fem
