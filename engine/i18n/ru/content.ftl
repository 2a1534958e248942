# Что говорит проверка любого файла содержимого (engine/content): ошибки схемы (типы ошибок
# pydantic), входной контроль и вид документа.

schema-other = { $text }
schema-missing = обязательное поле не заполнено
schema-extra-forbidden = лишнее поле: такого поля нет
schema-int-parsing = нужно целое число, а эту строку нельзя прочитать как целое число
schema-int-type = нужно целое число
schema-int-from-float = нужно целое число, а у этого числа есть дробная часть
schema-float-parsing = нужно число, а эту строку нельзя прочитать как число
schema-float-type = нужно число
schema-finite-number = нужно конечное число
schema-string-type = нужна строка
schema-bool-parsing = нужно логическое значение (true или false), а это значение не распознано
schema-bool-type = нужно логическое значение (true или false)
schema-list-type = нужен список
schema-dict-type = нужен словарь (поля с именами)
schema-model-type = нужен словарь полей ({ $class_name })
schema-model-attributes-type = нужен словарь полей
schema-none-required = здесь не должно быть значения
schema-greater-than = значение должно быть больше { $gt }
schema-greater-than-equal = значение должно быть не меньше { $ge }
schema-less-than = значение должно быть меньше { $lt }
schema-less-than-equal = значение должно быть не больше { $le }
schema-multiple-of = значение должно быть кратно { $multiple_of }
schema-too-short = нужно хотя бы { $min_length } { $min_length ->
        [one] элемент
        [few] элемента
       *[many] элементов
    }, а здесь { $actual_length }
schema-too-long = можно не больше { $max_length } { $max_length ->
        [one] элемента
       *[other] элементов
    }, а здесь { $actual_length }
schema-string-too-short = строка должна быть не короче { $min_length } { $min_length ->
        [one] символа
       *[other] символов
    }
schema-string-too-long = строка должна быть не длиннее { $max_length } { $max_length ->
        [one] символа
       *[other] символов
    }
schema-string-pattern-mismatch = строка не соответствует образцу «{ $pattern }»
schema-literal-error = допустимые значения: { $expected }
schema-enum = допустимые значения: { $expected }
schema-union-tag-invalid = метка «{ $tag }» (поле { $discriminator }) не входит в допустимые: { $expected_tags }
schema-union-tag-not-found = не удаётся определить вид записи по полю { $discriminator }
schema-value-error = недопустимое значение: { $error }
schema-assertion-error = проверка не пройдена: { $error }

## входной контроль (engine/content/reader.py)

reader-folder = это папка, а не файл
reader-not-regular = это не обычный файл (канал или устройство?)
reader-too-large = файл больше { $megabytes } МБ
reader-cannot-read = не удаётся прочитать файл: { $reason }
reader-empty = файл пуст
reader-blank = в файле одни пробелы и пустые строки
reader-bom = файл в кодировке { $encoding }; сохраните его в UTF-8
reader-utf16 = файл похож на текст UTF-16 или UTF-32 без метки порядка байтов; сохраните его в UTF-8
reader-not-utf8 = файл не в кодировке UTF-8 (байт { $byte } в столбце { $column })
reader-control = управляющий символ { $char } в столбце { $column }: файлы содержимого — простой текст
reader-too-many-lines = в файле больше { $lines } строк; файл отклонён
reader-invalid-yaml = неверный YAML: { $detail }

## текст правил, числа которого не совпадают с числами в игре

check-text-numbers-none = в тексте указано { $stated }, а в игре чисел нет
check-text-numbers = в тексте указано { $stated }, а в игре числа: { $plays }; исправьте текст или числа
check-text-number = { $name } { $value }

## несколько документов одного вида с одним идентификатором (engine/content/library.py, live.py)

content-duplicate-id = идентификатор «{ $id }» ({ $kind }) уже есть у { $other }: у документов одного вида идентификаторы должны различаться
content-duplicate-id-left-out = идентификатор «{ $id }» ({ $kind }) уже есть у { $other } ({ $origin }): этот документ не включён в содержимое; у документов одного вида идентификаторы должны различаться
content-origin = { $where ->
        [bundled] встроенное содержимое
        [pack] пакет { $name }
        [folder] папка { $name }
        [unsaved] несохранённый документ { $name }
       *[memory] создано в памяти
    }

## файл, который нельзя использовать или проверить (engine/content/library.py)

content-no-path = нет такого файла или папки
content-wrong-kind = это файл вида «{ $kind }», а нужен файл вида «{ $wanted }»
content-check-crashed = проверка вида «{ $kind }» { $check } завершилась сбоем: { $error }; файл проверен не полностью (это ошибка Warbench, сообщите о ней)
content-check-crashed-at = { $check } (в { $function }, { $source }:{ $line })

## строгое чтение YAML на входе

reader-too-deep = вложенность документа глубже { $levels } уровней
reader-too-many-values = в документе больше { $most } значений (каждое использование ссылки YAML считает её значения заново)
reader-expands-too-far = документ разворачивается больше чем в { $most } символов текста (каждое использование ссылки YAML считает весь её текст заново)
reader-second-document = здесь начинается второй документ YAML; в файле должен быть один документ
reader-alias-unknown = ссылка { $alias } не указывает ни на одну метку, определённую выше
reader-tag = неподдерживаемый тег YAML { $tag }
reader-key-not-plain = ключи словаря должны быть простыми значениями
reader-duplicate-key = ключ { $key } повторяется
reader-value-too-long = значение длиной { $length ->
        [one] { $length } символ
        [few] { $length } символа
       *[many] { $length } символов
    }; допустимо не больше { $most }
reader-number-too-long = число из { $length ->
        [one] { $length } знака
       *[other] { $length } знаков
    } слишком длинное для любого поля
reader-not-valid = неверное значение типа { $type }
reader-value-unread = не удаётся прочитать значение { $value }: { $problem }
reader-merge = ключ слияния («<<») принимает словарь или список словарей

## неверно написанный id (engine/content/base.py, ident_problem)

id-empty = id не может быть пустым
id-too-long = в id не больше { $most } символов, а в этом { $length }
id-not-nfc = id должен быть в нормальной форме Юникода (буква с ударением записана двумя символами?); наберите его заново
id-bad-start = id начинается с буквы, цифры или «_», а не с «{ $char }»
id-character = символ { $at } ({ $code })
id-other-digit = { $where } — цифра другого письма; в id пишут цифры 0–9
id-not-allowed = { $where } в id не допускается; в id бывают буквы, цифры 0–9, «_», «-» и «.»
id-compatibility = { $where } — совместимая форма (полноширинная или стилизованная); наберите обычную букву
id-mixed-scripts = { $where } — { $script ->
        [Latin] латиница
        [Cyrillic] кириллица
        [Greek] греческое письмо
        [Armenian] армянское письмо
        [Georgian] грузинское письмо
        [Hebrew] иврит
        [Arabic] арабское письмо
        [Japanese] японское письмо
        [Hangul] хангыль
       *[other] другое письмо
    }, а { $at } — { $first ->
        [Latin] латиница
        [Cyrillic] кириллица
        [Greek] греческое письмо
        [Armenian] армянское письмо
        [Georgian] грузинское письмо
        [Hebrew] иврит
        [Arabic] арабское письмо
        [Japanese] японское письмо
        [Hangul] хангыль
       *[other] другое письмо
    }: в id буквы одного письма
