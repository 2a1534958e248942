# Слова, общие для всех игр.

-seat = { $case ->
   *[nom] игрок { $n }
    [gen] игрока { $n }
    [dat] игроку { $n }
    [acc] игрока { $n }
    [ins] игроком { $n }
    [pre] игроке { $n }
  }
  .gender = masc
list-empty = ничего

## замечания проверки

severity-error = ошибка
severity-warning = предупреждение
severity-info = заметка

## почему действие отклонено (во всех играх)

refuse-not-legal = такого хода сейчас нет среди разрешённых
refuse-game-over = игра окончена
