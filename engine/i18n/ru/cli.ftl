# Командная строка (engine/cli.py): справка основных команд и итоги. Английский текст — в коде.

cli-description = Warbench: создание, проверка и испытание содержимого настольных игр. Без команды запускается приложение на встроенном содержимом.
cli-version-help = показать версию и выйти
cli-lang-help = язык вывода (по умолчанию — WARBENCH_LANG, иначе язык системы)
cli-command-metavar = КОМАНДА
cli-validate-help = проверить файлы, папки или пакеты содержимого
cli-validate-description = Проверяет файлы, папки или пакеты содержимого; печатает «файл:строка: важность код: сообщение» и завершается с кодом 1 при ошибках.
cli-validate-paths = файлы, папки или папки пакетов
cli-validate-all = печатать и заметки уровня «заметка»
cli-validate-quiet = без итоговой строки
cli-validate-summary = { $paths ->
        [one] Проверен { $paths } путь
        [few] Проверено { $paths } пути
       *[many] Проверено { $paths } путей
    }: { $errors ->
        [one] { $errors } ошибка
        [few] { $errors } ошибки
       *[many] { $errors } ошибок
    }, { $warnings ->
        [one] { $warnings } предупреждение
        [few] { $warnings } предупреждения
       *[many] { $warnings } предупреждений
    }
cli-games-help = список зарегистрированных игр и их видов содержимого
cli-json = вывод для программ (JSON)
cli-schema-help = заново создать файлы JSON Schema в content/schema
cli-schema-check = только сообщить о расхождении; код 1, если файлы устарели
cli-play-help = сыграть целую партию без окна, ходы делают агенты
cli-simulate-help = сыграть много партий сценария, расстановки или игры и сообщить доли побед
cli-replay-help = воспроизвести сохранённую партию и проверить её
cli-replay-log = запись партии, сохранённая «play --log»
cli-verbose = печатать каждое событие
cli-replay-content = папка содержимого, с которым играли, помимо встроенного пакета (можно несколько раз)
cli-game-commands-help = команды игры { $game }
cli-error = ошибка
cli-interrupted = прервано

## слова самого argparse

cli-argparse-usage = использование:{" "}
cli-argparse-positional = позиционные аргументы
cli-argparse-options = параметры
cli-argparse-help = показать эту справку и выйти
cli-argparse-required = нужны аргументы: %s
cli-argparse-unrecognized = непонятные аргументы: %s
cli-argparse-invalid-choice = недопустимый выбор: %(value)r (возможны: %(choices)s)
cli-argparse-error = %(prog)s: ошибка: %(message)s{"\u000A"}
cli-argparse-one-argument = нужен один аргумент

## что печатают команды

cli-play-no-agent = в --agents не назван ни один агент
cli-play-unfinished-saved = запись незаконченной партии сохранена в { $path }
cli-play-not-ended = партия не закончилась
cli-play-winner = игрок { $seat } ({ $agent })
cli-play-nobody = никто (ничья)
cli-play-result = { $game }: { $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
       *[many] { $actions } действий
    }; победитель: { $winners }; { $reason }
cli-log-saved = запись сохранена в { $path }
cli-no-such-folder = { $option } { $folder }: такой папки нет
cli-replayed = воспроизведено { $actions ->
        [one] { $actions } действие
        [few] { $actions } действия
       *[many] { $actions } действий
    } игры «{ $game }»; партия { $terminal ->
        [yes] окончена
       *[no] не окончена
    }
cli-replay-outcome = итог: победители { $winners }; { $reason }
cli-replay-proven = запись подтверждена: каждое действие допустимо, и партия кончается так, как сохранена
cli-unfinished = не окончена
cli-game-over = партия окончена: { $reason }
cli-pack-new = новый пакет { $id } { $version } в { $folder }; добавьте файлы содержимого, затем: { $command }
cli-pack-exported = { $files ->
        [one] выгружен { $files } файл
        [few] выгружено { $files } файла
       *[many] выгружено { $files } файлов
    } в { $path }
cli-pack-imported = пакет распакован в { $folder }
cli-pack-installed = установлен пакет { $id } { $version } в { $folder }
cli-pack-list-head = пакеты в { $folder }:
cli-pack-list-row = { $id } { $version } [{ $state ->
        [bundled] встроенный
        [enabled] включён
       *[disabled] выключен
    }] { $name }
cli-pack-depends = зависит от: { $packs }
cli-pack-saved-versions = сохранённые версии: { $versions }
cli-pack-problem = неполадка: { $problem }
cli-pack-check-summary = { $folder }: { $errors ->
        [one] { $errors } ошибка
        [few] { $errors } ошибки
       *[many] { $errors } ошибок
    }, { $warnings ->
        [one] { $warnings } предупреждение
        [few] { $warnings } предупреждения
       *[many] { $warnings } предупреждений
    }
cli-pack-enabled = пакет { $id } включён
cli-pack-disabled = пакет { $id } выключен
cli-host-local = только с этого компьютера
cli-host-open = для всех, кто достучится до { $bind }
cli-host-hosting = игра «{ $game }» ждёт игроков по адресу { $address } ({ $where })
cli-host-seat-code = { $seat }: { $command }
cli-host-spectator-code = зритель: { $command }
cli-join-prompt = ваше действие (1-{ $count } или его запись):
cli-join-not-listed = такого действия нет в списке
cli-join-refused = хост отказал: { $reason }
cli-join-unreachable = не удаётся связаться с { $address }: { $error }
cli-join-over = { $who }: партия окончена; { $reason }
cli-post-seat-count = в игре «{ $game }» здесь { $seats ->
        [one] { $seats } место
        [few] { $seats } места
       *[many] { $seats } мест
    }, а названо { $named }
cli-post-new = { $path }: { $game }, ход { $turn }; ходит { $seat }
cli-post-to-move = ходит { $seat }
cli-post-seat-written = { $path } записан для { NAME($seat, case: "gen") }
cli-post-order-written = { $path } записан: { $seat }, ход { $turn }: { $action }
cli-post-applied = { $orders ->
        [one] сыгран { $orders } приказ
        [few] сыграно { $orders } приказа
       *[many] сыграно { $orders } приказов
    }, { $moves ->
        [one] { $moves } ход агента
        [few] { $moves } хода агентов
       *[many] { $moves } ходов агентов
    }; { $where }
cli-games-none = ни одна игра не зарегистрирована
cli-games-game = { $id }: { $game } ({ $low }-{ $high ->
        [one] { $high } игрок
        [few] { $high } игрока
       *[many] { $high } игроков
    })
cli-games-kind = вид содержимого { $kind }
cli-games-agents = агенты: { $agents }
cli-schema-wrote = записан { $path }
