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

## гекс или клетка записаны неверно или лежат вне поля

hex-not-axial = это не гекс в осевых координатах «q,r»: { $text }
hex-not-label = { $text } — не обозначение гекса поля «{ $board }»
hex-not-on-board = гекса { $text } нет на поле «{ $board }»
cell-not-xy = это не клетка «x,y»: { $text }
cell-not-chess = это не обозначение клетки в шахматной записи: { $text }
cell-outside-labelled = клетка { $cell } лежит вне размеченного поля
cell-not-extended = это не обозначение клетки за краем поля вида «A5.3»: { $text }
cell-line-from-one = клетка { $text }: ряды считаются с 1
cell-column-side = клетка { $text }: столбец { $column } не на { $side ->
        [east] восточной
       *[west] западной
    } стороне
cell-not-label = это не обозначение клетки вида «C11»: { $text }
cell-outside-field = клетка { $text } лежит вне поля

## длинное значение в сообщении: его начало и длина

excerpt-long = { $text } ({ $length ->
        [one] { $length } символ
        [few] { $length } символа
       *[many] { $length } символов
    })

## действие в текстовой записи, которое нельзя прочитать (записанный ход, сохранённая партия)

notation-empty = пустое действие
notation-unknown = неизвестное действие «{ $name }»; известные: { $known }
notation-arity = { $count ->
        [one] у действия «{ $action }» { $count } аргумент
        [few] у действия «{ $action }» { $count } аргумента
       *[many] у действия «{ $action }» { $count } аргументов
    } ({ $names }), а указано { $given }
notation-field = { $action } { $field }: не удаётся прочитать «{ $token }»: { $why }
notation-not-number = нужно целое число
notation-not-choice = нужно одно из значений: { $choices }
notation-items = нужно элементов через «+»: { $count }, а указано { $given }
notation-unwritable = значение { $value } нельзя записать в нотации действий

## число само по себе (ячейка таблицы): десятичный знак и разряды, как принято у читателя

figure = { $value }
figure-2 = { NUMBER($value, minimumFractionDigits: 2, maximumFractionDigits: 2) }

## почему линия видимости свободна или перекрыта (поля из гексов)

los-same-hex = это один и тот же гекс
los-crosses = линия пересекает гекс, перекрывающий обзор
los-along-both = линия идёт вдоль сторон гексов, и перекрывающие обзор гексы есть по обе стороны
los-along-edge = линия идёт вдоль стороны гекса, перекрывающего обзор
los-along-one-side = линия идёт вдоль перекрывающих обзор гексов только с одной стороны
los-clear = линию ничто не перекрывает
los-never-across-one-edge = перекрывающие обзор гексы есть по обе стороны, но ни разу у одной общей стороны

## идентификатор игры, которой нет среди подключённых

unknown-game = неизвестная игра «{ $game }»; подключённые игры: { $known }

## сохранённая партия, которая не воспроизводится так, как записано

replay-cannot = воспроизвести нельзя: { $why }
replay-fails-at = воспроизведение обрывается на действии { $action }: { $why }
content-ref = { $kind } { $id }{ $packed ->
        [no] {""}
       *[yes] {" "}(пакет { $pack } { $version })
    }
replay-pack = { $packed ->
        [no] не из пакета
       *[yes] из пакета { $pack } { $version }
    }
replay-not-mapping = сохранённая партия — это словарь с полями { $fields }
replay-unknown-field = в сохранённой партии нет поля «{ $key }» (поля: { $fields })
replay-lacks = в сохранённой партии не хватает полей: { $fields }
replay-game-text = идентификатор игры должен быть текстом
replay-seed = зерно должно быть целым числом от { $low } до { $high }, а не { $seed }
replay-list-type = { $field } должно быть списком строк, а не { $type }
replay-list-item = { $field } должно быть списком строк; элемент { $item } — { $value }
replay-content-type = content должно быть списком записей о содержимом, а не { $type }
replay-outcome-form = итог должен быть { $null } (партия не закончилась) или содержать { $fields }
replay-recorded-twice = журнал записывает { $item } дважды; партия записывает каждый элемент один раз
replay-not-in-content = партия сыграна с { $item }, а в имеющемся содержимом этого нет
replay-changed = содержимое { $item } изменилось после партии (сейчас оно { $now })
replay-other-pack = { $kind } { $id } в партии взято { $was }, а в имеющемся содержимом — { $now }
replay-other-game = журнал записан для игры «{ $recorded }», а не «{ $game }»
replay-problems = { JOIN($problems, sep: "; ") }
replay-cannot-start = партию нельзя начать: { $why }
replay-not-written = { $text } — не так движок записывает «{ $engine }»
replay-outcome = { $count ->
        [0] победителей нет
       *[other] победители: { $winners }
    }; { $reason }
replay-ends-unsaved = по журналу партия не закончилась, а она заканчивается после { $actions ->
        [one] { $actions } действия
       *[other] { $actions } действий
    } ({ $end })
replay-not-over = по журналу партия закончилась ({ $end }), а после { $actions ->
        [one] { $actions } действия
       *[other] { $actions } действий
    } она не окончена
replay-other-end = сохранённый итог ({ $saved }) отличается от итога воспроизведения ({ $replayed })
replay-not-a-setup = это не настройка партии { $game }: { $why }
replay-setup-kind = в настройке партии должен быть указан её вид (kind)
replay-unrecorded = партия использует { $item }, а журнал этого не записывает
replay-unused = журнал записывает { $item }, а партия этого не использует
replay-agents-count = агентов { $agents } на { $players ->
        [one] { $players } игрока
       *[other] { $players } игроков
    } (по одному на место или ни одного)
replay-agent-unknown = «{ $agent }» — не агент игры { $game } ({ $known })

# несколько замечаний об одном и том же, одно за другим
said-in-turn = { $first }; { $rest }

# область карты, нарисованная так, что она не многоугольник (причина по GEOS)
area-not-polygon = { $thing ->
        [province] провинция
       *[area] область
    } «{ $area }» — не многоугольник: её точки заданы неверно (нужно хотя бы три разные точки, каждая из двух чисел)
area-not-valid-polygon = { $thing ->
        [province] провинция
       *[area] область
    } «{ $area }» — некорректный многоугольник ({ $kind ->
        [self-intersection] контур пересекает сам себя
        [ring-self-intersection] кольцо контура пересекает само себя
        [too-few-points] слишком мало точек
        [hole-lies-outside-shell] отверстие лежит вне внешнего контура
        [nested-holes] отверстие внутри отверстия
        [nested-shells] контур внутри контура
        [interior-is-disconnected] фигура распадается на части
        [duplicate-rings] контур повторяется
        [invalid-coordinate] недопустимая координата
        [empty] пустая фигура
       *[other] { $reason }
    }{ $at })
area-overlap = { $thing ->
        [province] провинции
       *[area] области
    } «{ $a }» и «{ $b }» перекрываются (площадь { NUMBER($size, maximumSignificantDigits: 4, useGrouping: 0) })
area-point-contact = { $thing ->
        [province] провинции
       *[area] области
    } «{ $a }» и «{ $b }» касаются лишь в точке, поэтому они не соседние
area-gap = между { $between } остался зазор площадью { NUMBER($size, maximumSignificantDigits: 4, useGrouping: 0) }
area-sliver = { $thing ->
        [province] провинция
       *[area] область
    } «{ $area }» — слишком узкая полоска (площадь { NUMBER($size, maximumSignificantDigits: 4, useGrouping: 0) }, компактность { NUMBER($ratio, minimumFractionDigits: 3, maximumFractionDigits: 3) })
area-no-region = { $thing ->
        [province] провинция
       *[area] область
    } «{ $area }» не входит ни в один регион
area-anchor-outside = опорная точка { $thing ->
        [province] провинции
       *[area] области
    } «{ $area }» лежит вне её
area-outside-board = { $thing ->
        [province] провинция
       *[area] область
    } «{ $area }» выходит за край поля (снаружи площадь { NUMBER($size, maximumSignificantDigits: 4, useGrouping: 0) })
said-at-point = { $said } в точке ({ NUMBER($x, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) }; { NUMBER($y, minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: 0) })

## запись о содержимом в сохранённой партии, написанная неверно

content-entry-form = запись о содержимом должна быть словарём с полями { $fields }, а не { $type }
content-entry-unknown = в записи о содержимом не бывает { $count ->
        [one] поля
       *[other] полей
    } { $fields }
content-entry-missing = в записи о содержимом { $count ->
        [one] поле { $fields } должно
       *[other] поля { $fields } должны
    } быть непустым текстом
content-entry-sha256 = поле { $field } должно состоять из 64 строчных шестнадцатеричных цифр
content-entry-pack = запись о содержимом называет пакет ({ $pack }) и его версию ({ $version }) только вместе, и оба — текстом
content-entry-origin = источник ({ $field }) { $origin } не подходит ни под одну из форм: { $forms }
