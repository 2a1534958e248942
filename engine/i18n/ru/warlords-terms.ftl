# Глоссарий «Полководцев» (seeds/003): сторона сражения и виды местности (§6.1) в падежах.

-wl-side = { $case ->
   *[nom] сторона { $n }
    [gen] стороны { $n }
    [dat] стороне { $n }
    [acc] сторону { $n }
    [ins] стороной { $n }
    [pre] стороне { $n }
  }
  .gender = fem
-wl-terrain-open = { $case ->
   *[nom] открытая местность
    [gen] открытой местности
    [dat] открытой местности
    [acc] открытую местность
    [ins] открытой местностью
    [pre] открытой местности
  }
  .gender = fem
-wl-terrain-forest = { $case ->
   *[nom] лес
    [gen] леса
    [dat] лесу
    [acc] лес
    [ins] лесом
    [pre] лесу
  }
  .gender = masc
-wl-terrain-hill = { $case ->
   *[nom] холм
    [gen] холма
    [dat] холму
    [acc] холм
    [ins] холмом
    [pre] холме
  }
  .gender = masc
-wl-terrain-cliff = { $case ->
   *[nom] обрыв
    [gen] обрыва
    [dat] обрыву
    [acc] обрыв
    [ins] обрывом
    [pre] обрыве
  }
  .gender = masc
-wl-terrain-rice = { $case ->
   *[nom] рисовое поле
    [gen] рисового поля
    [dat] рисовому полю
    [acc] рисовое поле
    [ins] рисовым полем
    [pre] рисовом поле
  }
  .gender = neut
-wl-terrain-bog = { $case ->
   *[nom] болото
    [gen] болота
    [dat] болоту
    [acc] болото
    [ins] болотом
    [pre] болоте
  }
  .gender = neut
-wl-terrain-village = { $case ->
   *[nom] деревня
    [gen] деревни
    [dat] деревне
    [acc] деревню
    [ins] деревней
    [pre] деревне
  }
  .gender = fem
-wl-game-master = { $case ->
   *[nom] мастер
    [gen] мастера
    [dat] мастеру
    [acc] мастера
    [ins] мастером
    [pre] мастере
  }
  .gender = masc
-wl-banner-dragon = { $case ->
   *[nom] знамя Дракона
    [gen] знамени Дракона
    [dat] знамени Дракона
    [acc] знамя Дракона
    [ins] знаменем Дракона
    [pre] знамени Дракона
  }
  .gender = neut
-wl-banner-phoenix = { $case ->
   *[nom] знамя Феникса
    [gen] знамени Феникса
    [dat] знамени Феникса
    [acc] знамя Феникса
    [ins] знаменем Феникса
    [pre] знамени Феникса
  }
  .gender = neut
-wl-banner-tiger = { $case ->
   *[nom] знамя Тигра
    [gen] знамени Тигра
    [dat] знамени Тигра
    [acc] знамя Тигра
    [ins] знаменем Тигра
    [pre] знамени Тигра
  }
  .gender = neut
-wl-banner-crab = { $case ->
   *[nom] знамя Краба
    [gen] знамени Краба
    [dat] знамени Краба
    [acc] знамя Краба
    [ins] знаменем Краба
    [pre] знамени Краба
  }
  .gender = neut
