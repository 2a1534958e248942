# Игра по сети (engine/net): почему хост отклоняет действие или закрывает соединение, и его журнал.
# Клиент показывает их на своём языке по идентификатору и значениям, которые присылает хост.

net-error-unknown-code = ни у одного места в этой игре нет такого кода входа
net-error-no-hello = приветствие не пришло вовремя
net-refused-spectator = зритель только смотрит: действовать он не может
net-refused-game-over = игра окончена
net-refused-not-your-turn = сейчас ходит { NAME($to_move) }, а не { NAME($seat) }
net-refused-stale-turn = действие дано для хода { $turn }, а игра уже на ходе { $now }
net-refused-not-an-action = это не действие игры «{ $game }»: { $error }
net-refused-pending = хост ещё разыгрывает предыдущее действие
net-refused-moved-on = игра уже ушла дальше
net-who-spectator = зритель
net-who-client = клиент
net-log-refused = { $who }: { $action } отклонено: { $reason }
net-log-closed = { $who }: { $reason }; соединение закрыто

## игра по переписке: файлы места и приказов, которые не подходят

post-no-such-seat = в игре «{ $game }» игроки с 1 по { $seats }, игрока { $seat } нет
post-not-a-seat-file = это не файл места
post-seat-not-to-move = по этому файлу места сейчас ходит другой игрок
post-not-among-actions = { $action } нет среди действий файла места
post-orders-left-over = { $count ->
        [one] остался { $count } файл приказов
        [few] осталось { $count } файла приказов
       *[many] осталось { $count } файлов приказов
    }, а игра уже окончена
post-not-an-orders-file = это не файл приказов
post-orders-other-game = приказы для { $named }, а не для { $game }
post-orders-no-such-seat = приказы для игрока { $seat }, которого в этой игре нет
post-orders-not-to-move = приказы { NAME($seat, case: "gen") }, но ходит { $to_move }
post-orders-stale = приказы { NAME($seat, case: "gen") } на ход { $turn }, а игра уже на ходе { $now }
post-orders-no-action = в приказах нет действия

## сообщение не по протоколу (соединение, которое его прислало, закрывается)

net-protocol-too-big = сообщение размером { $size } { $size ->
        [one] байт
        [few] байта
       *[many] байт
    }, а допустимо не больше { $limit }
net-protocol-not-json = сообщение не в формате JSON
net-protocol-not-object = сообщение не является объектом JSON
net-protocol-version = версия протокола { $version }, а эта сторона поддерживает версию { $protocol }
net-protocol-unknown-type = неизвестный тип сообщения { $kind }
net-protocol-bad-field = сообщение { $kind }, в котором поле { $field } равно { $value }
net-protocol-first-hello = первым сообщением должно быть приветствие
net-protocol-too-many = слишком много сообщений
net-protocol-hello-again = приветствие уже было
net-host-seats-named = в игре «{ $game }» здесь { $seats ->
        [one] { $seats } место
        [few] { $seats } места
       *[many] { $seats } мест
    }, а названо { $named } ({ $names })
