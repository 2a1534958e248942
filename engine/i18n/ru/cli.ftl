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
