# Что говорят пакеты содержимого (engine/content/pack*.py, manifest.py): почему отказано в
# экспорте или импорте, замечания `warbench pack check`.

## имена файлов пакета (packfiles.py)

pack-name-too-long = имя длиннее { $limit } { $limit ->
        [one] символа
       *[other] символов
    }
pack-name-illegal-char = в имени недопустимый символ (обратная косая черта или управляющий символ)
pack-name-absolute = имя — абсолютный путь, вне папки пакета
pack-name-too-deep = имя вложено глубже, чем на { $limit } { $limit ->
        [one] папку
        [few] папки
       *[many] папок
    }
pack-name-outside = файл с таким именем был бы записан вне папки пакета
pack-name-part-too-long = часть имени длиннее { $limit } { $limit ->
        [one] символа
       *[other] символов
    }
pack-name-part-illegal = в { $part } недопустимый символ: имена состоят из латинских букв, цифр, «_», «-» и «.» (и не начинаются с точки или «-»)
pack-name-device = { $part } — имя устройства в Windows
pack-file-types = в пакете могут быть только файлы { $allowed }
pack-path-link = { $path }: символическая ссылка; в пакете бывают только обычные файлы (замените ссылку копией)
pack-path-special = { $path }: не обычный файл (канал, сокет или устройство)
pack-path-why = { $path }: { $why }
pack-path-too-large = { $path }: больше { $bytes } { $bytes ->
        [one] байта
       *[other] байт
    }
pack-folder-too-large = { $folder }: больше { $files } { $files ->
        [one] файла
       *[other] файлов
    } или { $bytes } { $bytes ->
        [one] байта
       *[other] байт
    }
pack-cannot-read = { $path }: не удаётся прочитать: { $reason }
pack-path-not-regular = { $path }: не обычный файл

## экспорт и импорт (pack.py)

pack-exists = { $folder } уже существует; чтобы заменить пакет, импортируйте его с перезаписью
pack-name-twice = { $where }: { $name } встречается дважды (возможно, в другом регистре: { $other })
pack-file-and-folder = { $where }: { $name } — одновременно файл и папка
pack-kind = вид документа (kind) должен быть 'warbench/pack'
pack-at-kind = { $where }: вид документа (kind) должен быть 'warbench/pack'
pack-does-not-validate = { $where }: пакет не проходит проверку:{ $issues }
pack-not-folder = { $folder }: это не папка
pack-no-manifest-file = { $folder }: в корне пакета нет { $manifest } (обычного файла)
pack-zip-is-folder = { $path }: это папка; укажите имя zip-файла, который нужно записать
pack-zip-not-regular = { $path }: не zip-файл (и вообще не обычный файл)
pack-not-zip = { $path }: не zip-файл
pack-cannot-open = { $path }: не удаётся открыть архив: { $reason }
pack-too-many-members = { $where }: в архиве { $count } { $count ->
        [one] файл
        [few] файла
       *[many] файлов
    }, а допускается не больше { $limit }
pack-member = { $where }: файл архива { $member }
pack-member-no-name = { $member }: файл без имени
pack-member-why = { $member }: { $why }
pack-member-encrypted = { $member } зашифрован, а пакеты не шифруются
pack-member-compression = { $member }: метод сжатия { $method } (в пакетах бывают только stored и deflated)
pack-member-special = { $member } — ссылка или особый файл
pack-member-file-type = { $member }: файлы такого типа в пакете недопустимы: { $why }
pack-member-too-large = { $member } больше { $bytes } { $bytes ->
        [one] байта
       *[other] байт
    }
pack-member-packed-into-none = { $member }: по оглавлению архива в нём { $bytes } { $bytes ->
        [one] байт
        [few] байта
       *[many] байт
    }, а сжатых данных нет
pack-member-ratio = { $member }: подозрительно высокая степень сжатия
pack-member-stored-sizes = { $member } хранится без сжатия, но его размеры различаются ({ $packed } и { $size })
pack-expands = { $where }: распакованный пакет занял бы больше { $bytes } { $bytes ->
        [one] байта
       *[other] байт
    }
pack-no-manifest-archive = { $where }: в корне архива нет { $manifest }
pack-nested-manifest = { $where }: { $name }: у пакета один { $manifest }, в его корне
pack-member-no-data = { $member }: оглавление архива указывает туда, где нет данных файла
pack-member-encrypted-local = { $member } зашифрован (по его локальному заголовку), а пакеты не шифруются
pack-member-method-differs = { $member }: оглавление архива и сам файл расходятся в методе сжатия
pack-member-past-directory = { $member }: данные файла заходят за оглавление архива (размеры не сходятся с данными)
pack-members-overlap = { $where }: файлы { $first } и { $second } перекрываются в архиве
pack-member-more-data = { $member }: данных больше, чем сказано в оглавлении архива ({ $bytes } { $bytes ->
        [one] байт
        [few] байта
       *[many] байт
    })
pack-member-corrupt = { $member }: данные повреждены или не читаются ({ $reason })
pack-member-size-differs = { $member }: { $written } { $written ->
        [one] байт
        [few] байта
       *[many] байт
    } данных, а в оглавлении архива указано { $bytes }
pack-target-not-folder = { $folder }: это не папка; импортировать можно только в папку
pack-cannot-create = { $folder }: не удаётся создать папку: { $reason }
pack-invalid-manifest = { $where }: манифест с ошибками:{ $issues }
pack-at-why = { $where }: { $why }
pack-cannot-install = { $where }: пакет { $id } { $version } нельзя установить: { JOIN($reasons, sep: "; ") }
pack-target-link = { $folder } — символическая ссылка; удалите её сами: импорт никогда не заменяет ссылку
pack-target-file = { $folder } — файл, а не папка пакета; удалите его сами, чтобы импортировать пакет

## манифест и проверка пакета (manifest.py, packcheck.py)

pack-reserved-core = идентификатор пакета 'core' принадлежит содержимому, которое поставляется с Warbench; дайте пакету собственный идентификатор
pack-needs-engine = ему нужен Warbench { $range }, а это Warbench { $version }
pack-dependency-missing = он зависит от пакета { $id }{ $wanted }, который не установлен (или не включён)
pack-dependency-version = он зависит от пакета { $id }{ $wanted }, а установлена версия { $have }
pack-hash-missing = { $name }: указан в манифесте, но отсутствует
pack-hash-changed = { $name }: изменён после того, как в манифест записали его хеш
pack-hash-unlisted = { $name }: не указан в списке файлов (files) манифеста
pack-reference-undeclared = ссылается на { $kind } { $id } из пакета { $pack }, но манифест не указывает этот пакет в зависимостях ('depends')
pack-item = { $kind } { $id } из пакета { $pack }
pack-override-declared = заменяет { $item } (замена объявлена)
pack-override-undeclared = заменяет { $item }, но манифест об этом не говорит: укажите замену в 'overrides' ({"{"}kind: { $kind }, id: { $id }{"}"}) или дайте документу собственный идентификатор
pack-override-unused = { $kind } { $id } указан в 'overrides', но пакет не заменяет такой записи
pack-manifest-kind = у manifest.yaml вид документа (kind) должен быть 'warbench/pack'
pack-unknown-game = неизвестная игра { $game } (Warbench знает игры: { $known })
pack-game-not-listed = документ игры { $game }, но манифест пакета эту игру не указывает
pack-not-semver = { $text } — не семантическая версия вида 1.0.0 или 2.1.0-beta.1
pack-not-range = { $text } — не диапазон версий вида '>=1.0,<2' (сравнения через запятую)
pack-not-version = { $text } — не семантическая версия
pack-own-hash = манифест не указывает хеш самого себя
pack-override-twice = { $kind } { $id } указан дважды
pack-dependency-twice = пакет { $id } указан дважды

## установленные пакеты (packstore.py)

pack-core-always-enabled = основной пакет поставляется с Warbench и всегда включён
pack-not-installed = в { $folder } нет установленного пакета { $id }
pack-problem-manifest = манифест не загружается: { $issue }
pack-problem-core-id = идентификатор 'core' принадлежит пакету, который поставляется с Warbench
pack-problem-folder-name = папка называется { $folder }, а идентификатор пакета — { $id }
pack-problem-not-manifest = manifest.yaml — не манифест пакета
pack-core-not-removed = основной пакет поставляется с Warbench, его нельзя удалить
pack-needed-by = пакет { $id } нужен пакетам { $packs }; сначала отключите или удалите их
pack-no-manifest-loads = { $folder }: нет манифеста пакета, который бы загружался
pack-cannot-save-version = не удаётся сохранить версию { $version }: { $why }
pack-version-not-newer = версия { $version } не новее текущей версии пакета { $current }
pack-version-saved = версия { $version } пакета { $id } уже сохранена

## создание пакета (packcli.py)

pack-cannot-make = не удаётся создать пакет: { $why }
pack-folder-not-empty = { $folder }: уже существует и это не пустая папка

## что изменилось между двумя версиями пакета (packdiff.py)

pack-diff-head = пакет { $old } -> { $new }: { $files ->
        [one] изменён { $files } файл
        [few] изменены { $files } файла
       *[many] изменено { $files } файлов
    }
pack-diff-not-compared = не сравнивается по записям: { $why }
pack-diff-same-content = то же содержимое, записанное по-другому
pack-diff-member-unreadable = { $path }: не удаётся прочитать файл архива { $member }: { $reason }
pack-diff-not-utf8 = не текст в UTF-8
pack-cannot-make-fields = не удаётся создать пакет: { JOIN($problems, sep: "; ") }
pack-field-problem = { $field }: { $why }
