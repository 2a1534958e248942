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

## справка подкоманд: play, simulate, host, join, post, library, pack, команды игр и render

cli-play-seed = зерно случайности (с тем же зерном партия повторяется)
cli-play-log = сохранить партию (расстановку, зерно, действия) в этот файл YAML
cli-play-max-actions = сдаться после стольких действий (код выхода 1; --log сохранит незаконченную партию)
cli-play-v = печатать каждое событие
cli-simulate-agents = агенты через запятую, по одному на место (по кругу)
cli-simulate-games = сколько партий сыграть (по умолчанию 100)
cli-simulate-seed = зерно прогона: с тем же зерном играются те же партии
cli-simulate-workers = число процессов (по умолчанию — все ядра)
cli-simulate-backend = локальный пул процессов или кластер Ray
cli-simulate-ray-address = кластер Ray (по умолчанию запускается локальная среда Ray)
cli-simulate-max-actions = остановить партию после стольких действий
cli-simulate-rotate = в каждой партии пересаживать агентов на одно место дальше (по умолчанию — когда агенты разные)
cli-simulate-out = записать отчёт (JSON) в этот файл
cli-simulate-sweep = сыграть каждое значение одного числа расстановки (его путь через точку), например victory.banners=4..8
cli-simulate-q = без строки хода работы
cli-simulate-target = файл сценария или расстановки либо идентификатор игры и за ним её аргументы для play
cli-simulate-simulate-description =
    warbench simulate: самоигра сценария, расстановки или игры на всех ядрах или на кластере Ray.

        warbench simulate СЦЕНАРИЙ_ИЛИ_РАССТАНОВКА --agents mcts,greedy --games 1000 ...
        warbench simulate ИГРА (аргументы игры для play) --agents ... --games ...
        warbench simulate СЦЕНАРИЙ_ИЛИ_РАССТАНОВКА --sweep ПУТЬ=A..B:ШАГ --games 200 ...

    Файл — любой файл содержимого, который зарегистрированная игра принимает как расстановку (сценарий, расстановка партии, этюд); идентификатор игры принимает те же аргументы, что warbench play ИГРА. Ход работы и оставшееся время видны в терминале; Ctrl+C останавливает прогон и сохраняет уже сыгранные партии.

    Перебор играет расстановку для каждого значения одного из её чисел (ПУТЬ — путь через точку в расстановке как данных, например victory.banners или units.3.dice), по --games партий на значение, и печатает доли побед каждого места при каждом значении с 95-процентным интервалом и значение, ближайшее к равенству; --out записывает отчёт перебора с полным отчётом каждого значения.
cli-net-host-description =
    warbench host и warbench join: удалённая проверка игры из командной строки.

        warbench host ФАЙЛ_ИЛИ_ИГРА (аргументы игры для play) --seats remote,greedy --port ПОРТ --bind АДРЕС --seed ЗЕРНО --log game.yaml
        warbench join ws://ХОСТ:ПОРТ --code КОД --agent random --seed ЗЕРНО
cli-net-join-description = { cli-net-host-description }
cli-net-post-description =
    Игра по переписке, для группы без запущенного сервера:

        warbench post new ИГРА_ИЛИ_ФАЙЛ (её аргументы для play) --seats human,greedy --out game.yaml
        warbench post seat game.yaml --seat 1 --out seat1.yaml      (отправьте игроку этого места)
        warbench post order seat1.yaml 3 --out orders1.yaml         (игрок отвечает)
        warbench post apply game.yaml orders1.yaml ...              (ведущий играет то, что подходит)

    Файл места содержит только то, что видит это место; файл приказов называет свою игру, место и ход и отклоняется с причиной, если не подходит к игре в этот момент.
cli-net-address = адрес сервера, ws://ХОСТ:ПОРТ
cli-net-code = код входа вашего места
cli-net-agent = место играет программа (по умолчанию — вы, в командной строке)
cli-net-seed = зерно агента
cli-net-new = начать игру по переписке (идентификатор игры с её аргументами для play или файл)
cli-net-seat = файл места: что место видит в игре и что может приказать
cli-net-game-file = игра по переписке (записанная командой post new)
cli-net-seat-2 = место, считая с 1
cli-net-out = файл места, который нужно записать
cli-net-order = ответить на файл места одним из его действий
cli-net-seat-file = полученный файл места
cli-net-action = действие: его запись или его номер в списке файла места
cli-net-out-2 = файл приказов, который нужно записать
cli-net-apply = сыграть файлы приказов в игре; после них ходят места агентов
cli-net-game-file-2 = игра по переписке
cli-net-orders = файлы приказов
cli-net-port = порт для входящих подключений (по умолчанию 8765)
cli-net-bind = адрес для входящих подключений (по умолчанию 127.0.0.1: подключиться можно только с этой машины; 0.0.0.0 — с любой)
cli-net-seed-2 = зерно игры
cli-net-spectators = сколько кодов для зрителей (только открытая информация)
cli-net-log = сохранить партию в этот файл, когда она закончится
cli-net-seats = по одному на место: human (по переписке) или агент
cli-net-seed-3 = зерно игры
cli-net-out-3 = файл игры по переписке, который нужно записать (его хранит ведущий)
cli-library-library = перечислить всё содержимое (встроенное, включённые пакеты, папки) и откуда оно
cli-library-library-description = Перечисляет всё содержимое, с которым работает приложение: встроенный пакет, включённые пакеты папки данных и названные папки, по строке на каждый: вид, идентификатор, источник, файл. Если у элемента папки вид и идентификатор уже есть в другом источнике, это ошибка (код выхода 1).
cli-library-folder = папка с содержимым (можно указать несколько раз)
cli-library-data = папка данных Warbench с установленными пакетами ($WARBENCH_DATA)
cli-library-kind = только элементы этого вида (samurai_battles/scenario)
cli-pack-pack = создать, проверить, сравнить, выгрузить и установить пакеты содержимого
cli-pack-pack-description = Пакеты содержимого: папка с manifest.yaml (идентификатор, названия, семантическая версия, авторы, лицензия, игры, нужные версии Warbench, зависимости, хеши файлов), которой делятся в виде zip-архива.
cli-pack-new-help = начать пакет: папка с его манифестом
cli-pack-id = постоянный идентификатор пакета: строчные латинские буквы, цифры, «_», «-», «.»
cli-pack-name = название пакета по-английски
cli-pack-name-ru = название пакета по-русски
cli-pack-version = семантическая версия (по умолчанию 0.1.0)
cli-pack-author = автор (можно указать несколько раз)
cli-pack-game = игра, для которой в пакете есть содержимое (можно указать несколько раз)
cli-pack-depends-help = ИД или ИД:ДИАПАЗОН, например tactics:>=1.0,<2 (можно указать несколько раз)
cli-pack-export = проверить папку пакета и записать её как zip-архив (с хешем каждого файла)
cli-pack-import = установить zip-архив пакета (отклоняется с причиной, если не подходит эта версия Warbench или его зависимости)
cli-pack-into = распаковать в эту папку вместо установки (вне неё ничего не пишется)
cli-pack-overwrite = заменить установленный пакет с тем же идентификатором
cli-pack-list = установленные пакеты: версии, зависимости, сохранённые версии, проблемы
cli-pack-language = язык названий пакетов (по умолчанию — язык вывода, --lang)
cli-pack-check = проверить каждый файл и каждую ссылку на другой пакет; код выхода 1 при ошибках
cli-pack-check-description = Проверяет папки пакетов: диапазон версий движка и зависимости, каждый файл, каждую ссылку на другой пакет (только на объявленные зависимости), хеши файлов. Печатает файл:строка: серьёзность.
cli-pack-strict = файлы, изменённые после записи их хешей, считаются ошибками
cli-pack-all = печатать и замечания уровня «заметка»
cli-pack-diff = что изменилось между двумя версиями пакета (папками или zip-архивами)
cli-rokugan-map-check = проверить геометрию карты и напечатать выведенное соседство
cli-rokugan-map-check-description = Выводит сухопутные границы, побережья и массивы суши карты rokugan/map из её многоугольников и печатает каждую проблему (щели, наложения, узкие полоски, касания в точке, неверные многоугольники, опорные точки снаружи, провинции вне регионов, недостижимые провинции) с названиями провинций и местом. Код выхода 1 при ошибках.
cli-rokugan-map = файл YAML карты rokugan/map
cli-rokugan-json = вывод для программ
cli-rokugan-play-scenario = файл сценария или идентификатор встроенного сценария (по умолчанию standard)
cli-rokugan-play-players = сыграть стандартный сценарий на N игроков
cli-rokugan-play-clans = кланы через запятую в порядке мест (по умолчанию — жребий)
cli-sb-los = линия видимости между двумя гексами сценария
cli-sb-los-description = Печатает, есть ли линия видимости между двумя гексами (обозначения «ряд,смещение») в начальной расстановке сценария и что её закрывает. Код выхода 0, если линия свободна, 1 — если закрыта.
cli-sb-scenario = файл сценария
cli-sb-frm = гекс стреляющего, например 8,5
cli-sb-to = гекс цели, например 4,5
cli-sb-sections = какие отряды стоят в каком секторе, по армиям
cli-sb-scenario-2 = файл сценария
cli-wl-play-gm = агент мастера: «default» (gm-default, описанная политика) или имя любого агента
cli-nh-battle = провести один бой на позиции из файла и объяснить его по шагам
cli-nh-battle-description = Проводит один бой на позиции из файла neuroshima/position: печатает каждую фазу, атаку, модификатор, броню, сеть и медика, затем позицию после боя. Решения (Клоун, медики, Интендант) принимаются по умолчанию.
cli-nh-position = файл YAML позиции neuroshima/position
cli-nh-json = результат для программ: прочность командных центров, жетоны по гексам, события
cli-nh-out = сохранить позицию после боя в этот файл
cli-nh-show = напечатать позицию из файла списком гексов
cli-nh-position-2 = файл YAML позиции neuroshima/position
cli-nh-generate-generate = создать этюды с доказанно единственным решением заданной сложности, обучающие приёму
cli-nh-generate-generate-description = Набрасывает позиции для двух армий и приёма, обследует каждую линию, сводит цель к одному выигрышному финальному бою, меняет позицию, пока эта линия не станет единственным решением, и оставляет этюды, единственность решения которых решатель доказал на заданной сложности. Пишет по файлу YAML на каждый этюд, лучшие первыми. С тем же зерном получаются те же этюды; --seconds останавливает поиск с тем, что найдено.
cli-nh-generate-armies = армия решающего и армия противника, например borgo,moloch
cli-nh-generate-difficulty = от 1 (легко) до 5 (очень трудно)
cli-nh-generate-theme = правило, на котором должно держаться решение (по умолчанию любое)
cli-nh-generate-count = сколько этюдов найти
cli-nh-generate-seconds = отведённое время; по его истечении поиск останавливается с тем, что найдено
cli-nh-generate-out = папка для файлов этюдов (создаётся, если её нет)
cli-nh-generate-quiet = не показывать ход работы в терминале
cli-nh-etude-play-etude = файл этюда neuroshima/etude (по умолчанию — небольшой встроенный этюд)
cli-nh-solve-solve = доказать, сколько решений у этюда, и показать кратчайшее
cli-nh-solve-solve-description = Перебирает каждую линию, которую допускает этюд (какие жетоны, в каком порядке, куда, с каким поворотом и целями, бои от жетонов «Бой» и заполненного поля, финальный бой, решения и ответ противника), и печатает число различных решений, кратчайшее из них по шагам с объяснением боёв и число просмотренных узлов. Код выхода 0, если у этюда есть решение, 1 — если нет.
cli-nh-solve-etude = файл YAML этюда neuroshima/etude
cli-nh-solve-all = перечислить все решения
cli-nh-solve-json = результат для программ
cli-nh-solve-max = остановиться после стольких решений (тогда число — нижняя граница)
cli-nh-play-mode = duel (2 игрока), free_for_all (3-4), teams (4: 1+2 против 3+4), one_vs_two (3: 1 против 2+3)
cli-nh-play-extended = играть с внешним кольцом из 18 гексов
cli-nh-play-setup = файл партии neuroshima/game (заменяет --armies и --mode)
cli-sw-play-players = число игроков (по умолчанию — по одному на названного агента, иначе 5)
cli-sw-play-setup = идентификатор документа расстановки (по умолчанию core)
cli-sw-play-characters = идентификатор набора персонажей вместо набора расстановки
cli-sw-play-rule = изменить вариант правила, например --rule battle_cry_answer=any_card (можно указать несколько раз)
cli-render-render = нарисовать документ в PNG, SVG или PDF
cli-render-render-description = Рисует лист любого документа с полем вне экрана теми же средствами, что и холст (так, как при выгрузке и печати).
cli-render-file = файл содержимого, который нужно нарисовать
cli-render-out = файл рисунка: .png, .svg или .pdf
cli-render-size = ширина x высота в пикселях (в пунктах для PDF); по умолчанию — размер листа документа, иначе 1200x900
cli-play-agents = агенты через запятую, по одному на игрока
cli-nh-play-armies = идентификаторы армий через запятую, по одному на игрока, встроенных или своих
cli-sb-play-scenario = файл сценария или идентификатор встроенного сценария; по умолчанию — встроенный вводный сценарий
cli-sw-play-deck = идентификатор колоды вместо колоды расстановки, например
cli-wl-play-battle = файл битвы или идентификатор встроенной битвы; по умолчанию:
cli-nh-solve-max-nodes = остановиться после стольких просмотренных узлов (0 — без предела; тогда число решений — нижняя граница); по умолчанию, на несколько минут:
cli-net-host-seats = по одному на место: remote или агент (greedy, mcts:200...)
cli-net-host = принять партию для удалённых мест: каждое входит со своим кодом и видит только своё
cli-net-join = войти в принятую партию по коду места, человеком в командной строке или агентом
cli-net-post = игра по переписке: файлы мест отправляются, файлы приказов приходят
cli-pack-data = папка данных с установленными пакетами (по умолчанию — $WARBENCH_DATA, иначе папка данных приложений системы)
cli-pack-enable = использовать установленный пакет
cli-pack-disable = оставить пакет установленным, но не использовать
cli-games-epilog = Игры:
cli-simulate-summary = warbench simulate: самоигра сценария, расстановки или игры на всех ядрах или на кластере Ray.
cli-net-summary = warbench host и warbench join: удалённая проверка игры из командной строки.

## warbench rokugan map-check: что дают многоугольники карты

cli-rokugan-not-a-map = ошибка: { $file }: вид «{ $kind }» — не карта rokugan/map
cli-rokugan-land-borders = Сухопутных границ: { $count }
cli-rokugan-coastal = Прибрежных провинций: { $count }: { $provinces }
cli-rokugan-landmasses = Массивов суши: { $count } (провинций в каждом: { $sizes })
cli-rokugan-map-summary = { $errors ->
        [one] { $errors } ошибка
        [few] { $errors } ошибки
       *[many] { $errors } ошибок
    }, { $warnings ->
        [one] { $warnings } предупреждение
        [few] { $warnings } предупреждения
       *[many] { $warnings } предупреждений
    }

## warbench neuroshima generate

cli-nh-generate-two-armies = --armies ждёт две армии: решающего и противника, например borgo,moloch
cli-nh-generate-error = ошибка: { $error }
cli-nh-generate-etude = { $path }: сложность { $level } ({ $figures }); темы: { $themes }
cli-nh-generate-solution = решение: { $steps }
cli-nh-generate-dropped = { $why }: { $count }
cli-nh-generate-summary = этюдов найдено { $found } из { $count } за { NUMBER($seconds, minimumFractionDigits: 1, maximumFractionDigits: 1) } с, опробовано набросков: { $attempts }{ $drops ->
        [0] {""}
       *[other] ; отброшено: { $dropped }
    }

## warbench samurai-battles los и sections

cli-sb-los-verdict = линия видимости { $start } -> { $end }: { $clear ->
        [yes] свободна
       *[no] ПЕРЕКРЫТА
    }
cli-sb-los-blocked-by = перекрывает { $hex }: { $why }
cli-sb-los-edges = идёт вдоль сторон гексов: { $hexes }
cli-sb-sections-army = { $army }, { $edge ->
        [top] верхний
       *[bottom] нижний
    } край поля:
cli-sb-section = { $section ->
        [left] левый фланг
        [center] центр
       *[right] правый фланг
    }

## --lang с языком, на котором движок не говорит

lang-unknown = неизвестный язык { $language }; известные: { $known }
lang-missing = после --lang нужен язык: { $known }
