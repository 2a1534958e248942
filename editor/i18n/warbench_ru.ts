<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <source>line of sight {start} → {end}: clear ({reason})</source>
        <translation>линия видимости {start} → {end}: свободна ({reason})</translation>
    </message>
    <message>
        <source>line of sight {start} → {end}: clear</source>
        <translation>линия видимости {start} → {end}: свободна</translation>
    </message>
    <message>
        <source>line of sight {start} → {end}: blocked — {why}</source>
        <translation>линия видимости {start} → {end}: перекрыта — {why}</translation>
    </message>
    <message>
        <source>Line of Sight</source>
        <translation>Линия видимости</translation>
    </message>
    <message>
        <source>Line of sight (L): click the firer&apos;s hex, then the target&apos;s hex; blocking hexes are marked.</source>
        <translation>Линия видимости (L): щёлкните гекс стреляющего, затем гекс цели; гексы, перекрывающие обзор, будут отмечены.</translation>
    </message>
    <message>
        <source>line of sight runs between two hexes of the battlefield</source>
        <translation>линия видимости проводится между двумя гексами поля боя</translation>
    </message>
    <message>
        <source>from {hex}: click (or release on) the target hex</source>
        <translation>от {hex}: щёлкните гекс цели (или отпустите на нём кнопку)</translation>
    </message>
    <message>
        <source>line of sight needs a scenario the engine can set up: {error}</source>
        <translation>для линии видимости нужен сценарий, который движок может расставить: {error}</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>overlay switches per document kind: (kind, overlay name) -&gt; shown</extracomment>
        <translation>Начало</translation>
    </message>
    <message>
        <source>{title} — Warbench</source>
        <extracomment>the editing docks the user wants (as arranged on board documents); ``None`` until first shown</extracomment>
        <translation>{title} — Warbench</translation>
    </message>
    <message>
        <source>Warbench</source>
        <extracomment>a recent file that no longer exists was clicked (its path)</extracomment>
        <translation>Warbench</translation>
    </message>
    <message>
        <source>drawing {layer}: click or drag along cell edges</source>
        <translation>{layer}: щёлкните или протяните вдоль сторон клеток</translation>
    </message>
    <message>
        <source>painting {layer}: {value}</source>
        <translation>заливка {layer}: {value}</translation>
    </message>
    <message>
        <source>{errors} error(s), {warnings} warning(s)</source>
        <translation>ошибок: {errors}, предупреждений: {warnings}</translation>
    </message>
    <message>
        <source>error: {message}</source>
        <translation>ошибка: {message}</translation>
    </message>
    <message>
        <source>open a document to play it</source>
        <translation>откройте документ, чтобы сыграть его</translation>
    </message>
    <message>
        <source>{kind}: no play mode for this kind of document yet</source>
        <translation>{kind}: для документов этого вида пока нет режима игры</translation>
    </message>
    <message>
        <source>Play: {title}</source>
        <translation>Игра: {title}</translation>
    </message>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>System</source>
        <translation>Как в системе</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>The language changes when Warbench is started again.</source>
        <translation>Язык сменится при следующем запуске Warbench.</translation>
    </message>
    <message>
        <source>{name} (missing)</source>
        <extracomment>the text the search box matches an entry against (title, id, game, kind, file name)</extracomment>
        <translation>{name} (нет файла)</translation>
    </message>
    <message>
        <source>{path} no longer exists; click to take it off the list</source>
        <translation>Файла {path} больше нет; щёлкните, чтобы убрать его из списка</translation>
    </message>
    <message>
        <source>No recent files yet: open one from the bundled content below.</source>
        <translation>Недавних файлов пока нет: откройте файл из встроенного содержимого ниже.</translation>
    </message>
    <message>
        <source>Content</source>
        <translation>Содержимое</translation>
    </message>
    <message>
        <source>Army</source>
        <translation>Армия</translation>
    </message>
    <message>
        <source>Hex</source>
        <translation>Гекс</translation>
    </message>
    <message>
        <source>Tokens at a point inside</source>
        <translation>Жетоны в точке внутри</translation>
    </message>
    <message>
        <source>Forget the anchor: the centre tokens stand at a point the engine finds inside the province</source>
        <translation>Забыть точку привязки: центральные жетоны встанут в точку внутри провинции, которую найдёт движок</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>Идентификатор</translation>
    </message>
    <message>
        <source>Name (EN)</source>
        <translation>Название (EN)</translation>
    </message>
    <message>
        <source>Click a side to put on it:</source>
        <extracomment>the side shown as fields (and outlined on the hex)</extracomment>
        <translation>Щёлкните сторону, чтобы поставить на неё:</translation>
    </message>
    <message>
        <source>a melee attack: hits the adjacent tile on that side (claws, one per point of strength)</source>
        <translation>атака в ближнем бою: бьёт соседний жетон с этой стороны (когти, по одному за каждую единицу силы)</translation>
    </message>
    <message>
        <source>a ranged attack: hits the first enemy tile on the line (arrows, one per point)</source>
        <translation>атака в дальнем бою: бьёт первый вражеский жетон на линии (стрелки, по одной за единицу силы)</translation>
    </message>
    <message>
        <source>a Gauss beam: 1 damage to every enemy tile on the line</source>
        <translation>луч Гаусса: 1 повреждение каждому вражескому жетону на линии</translation>
    </message>
    <message>
        <source>armor: takes 1 off each ranged hit from that side (not melee, not Gauss)</source>
        <translation>броня: снимает 1 с каждого попадания в дальнем бою с этой стороны (не в ближнем, не Гаусса)</translation>
    </message>
    <message>
        <source>a net: the adjacent enemy tile on that side cannot attack or use its ability</source>
        <translation>сеть: соседний вражеский жетон с этой стороны не может атаковать и пользоваться своим свойством</translation>
    </message>
    <message>
        <source>a module link: the tile&apos;s module effect reaches the tile on that side</source>
        <translation>связь модуля: эффект модуля действует на жетон с этой стороны</translation>
    </message>
    <message>
        <source>{tile}: {description} on the {side}</source>
        <translation>{tile}: {description} — {side} сторона</translation>
    </message>
    <message>
        <source>Strength</source>
        <translation>Сила</translation>
    </message>
    <message>
        <source>The strength a click puts on a side with Melee or Ranged</source>
        <translation>Сила, которую щелчок ставит на сторону с рукопашной атакой или выстрелом</translation>
    </message>
    <message>
        <source>Clear this side</source>
        <translation>Очистить эту сторону</translation>
    </message>
    <message>
        <source>Tile</source>
        <translation>Жетон</translation>
    </message>
    <message>
        <source>Rename tile</source>
        <translation>Переименовать жетон</translation>
    </message>
    <message>
        <source>Rename tile (RU)</source>
        <translation>Переименовать жетон (по-русски)</translation>
    </message>
    <message>
        <source>Name (RU)</source>
        <translation>Название (RU)</translation>
    </message>
    <message>
        <source>The tile&apos;s id: lower-case letters, digits and _, starting with the army&apos;s id</source>
        <translation>Идентификатор жетона: строчные латинские буквы, цифры и _, начиная с идентификатора армии</translation>
    </message>
    <message>
        <source>Change tile id</source>
        <translation>Изменить идентификатор жетона</translation>
    </message>
    <message>
        <source>How many copies of the tile the army has (35 tiles in all)</source>
        <translation>Сколько копий этого жетона в армии (всего 35 жетонов)</translation>
    </message>
    <message>
        <source>Change tile count</source>
        <translation>Изменить число жетонов</translation>
    </message>
    <message>
        <source>Hit points: 1 plus one per toughness icon (an HQ&apos;s come from the game mode)</source>
        <translation>Прочность: 1 плюс по одной за каждый значок живучести (у штаба — по режиму игры)</translation>
    </message>
    <message>
        <source>Change hit points</source>
        <translation>Изменить прочность</translation>
    </message>
    <message>
        <source>Hit points</source>
        <translation>Прочность</translation>
    </message>
    <message>
        <source>Initiative values, highest first, separated by commas (&quot;3, 2&quot;); empty: none</source>
        <translation>Значения инициативы, от большего к меньшему, через запятую («3, 2»); пусто — нет</translation>
    </message>
    <message>
        <source>Initiative</source>
        <translation>Инициатива</translation>
    </message>
    <message>
        <source>moves in its owner&apos;s turn</source>
        <translation>перемещается в ход владельца</translation>
    </message>
    <message>
        <source>Change mobility</source>
        <translation>Изменить подвижность</translation>
    </message>
    <message>
        <source>Change instant effect</source>
        <translation>Изменить мгновенный эффект</translation>
    </message>
    <message>
        <source>{tip}
Not for this tile: {reason}</source>
        <translation>{tip}
Не для этого жетона: {reason}</translation>
    </message>
    <message>
        <source>Not for this tile: {reason}</source>
        <translation>Не для этого жетона: {reason}</translation>
    </message>
    <message>
        <source>The engine warns: {warnings}</source>
        <translation>Предупреждение движка: {warnings}</translation>
    </message>
    <message>
        <source>Make {tile} a {kind} tile</source>
        <translation>Сделать {tile} жетоном вида «{kind}»</translation>
    </message>
    <message>
        <source>Change initiative</source>
        <translation>Изменить инициативу</translation>
    </message>
    <message>
        <source>Give {ability}: {tile}</source>
        <translation>Добавить свойство «{ability}»: {tile}</translation>
    </message>
    <message>
        <source>Take {ability}: {tile}</source>
        <translation>Убрать свойство «{ability}»: {tile}</translation>
    </message>
    <message>
        <source>Add a module effect</source>
        <translation>Добавить эффект модуля</translation>
    </message>
    <message>
        <source>Remove a module effect</source>
        <translation>Убрать эффект модуля</translation>
    </message>
    <message>
        <source>Change a module effect</source>
        <translation>Изменить эффект модуля</translation>
    </message>
    <message>
        <source>No {mark} on this tile: {reason}</source>
        <translation>Этому жетону нельзя дать «{mark}»: {reason}</translation>
    </message>
    <message>
        <source>{tile}: clear the {side} side</source>
        <translation>{tile}: очистить сторону ({side})</translation>
    </message>
    <message>
        <source>Mobility</source>
        <translation>Подвижность</translation>
    </message>
    <message>
        <source>Instant effect</source>
        <translation>Мгновенный эффект</translation>
    </message>
    <message>
        <source>&lt;b&gt;No tile&lt;/b&gt; — select one in the gallery or make a new one</source>
        <translation>&lt;b&gt;Нет жетона&lt;/b&gt; — выберите его в галерее или создайте новый</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name_en}&lt;/b&gt; — tile {value} of {count}</source>
        <translation>&lt;b&gt;{name_en}&lt;/b&gt; — жетон {value} из {count}</translation>
    </message>
    <message>
        <source>Side {side}: {value} — {description}</source>
        <translation>Сторона {side}: {value} — {description}</translation>
    </message>
    <message>
        <source>Region</source>
        <translation>Регион</translation>
    </message>
    <message>
        <source>Golden flowers</source>
        <translation>Золотые цветы</translation>
    </message>
    <message>
        <source>Printed defence</source>
        <translation>Напечатанная защита</translation>
    </message>
    <message>
        <source>Capital of</source>
        <translation>Столица клана</translation>
    </message>
    <message>
        <source>Shadowlands</source>
        <translation>Земли Теней</translation>
    </message>
    <message>
        <source>it is gone</source>
        <translation>его уже нет</translation>
    </message>
    <message>
        <source>Rename province</source>
        <translation>Переименовать провинцию</translation>
    </message>
    <message>
        <source>Change region</source>
        <translation>Сменить регион</translation>
    </message>
    <message>
        <source>Flowers</source>
        <translation>Цветки</translation>
    </message>
    <message>
        <source>no capital</source>
        <translation>не столица</translation>
    </message>
    <message>
        <source>Capital</source>
        <translation>Столица</translation>
    </message>
    <message>
        <source>not Shadowlands</source>
        <translation>не Теневые земли</translation>
    </message>
    <message>
        <source>Shadowlands, north arrow</source>
        <translation>Теневые земли, стрелка на север</translation>
    </message>
    <message>
        <source>Shadowlands, south arrow</source>
        <translation>Теневые земли, стрелка на юг</translation>
    </message>
    <message>
        <source>Reset the anchor</source>
        <translation>Сбросить точку привязки</translation>
    </message>
    <message>
        <source>Tokens stand at</source>
        <translation>Жетоны стоят в</translation>
    </message>
    <message>
        <source>Borders (derived)</source>
        <translation>Границы (вычислены)</translation>
    </message>
    <message>
        <source>a point inside</source>
        <translation>точка внутри</translation>
    </message>
    <message>
        <source>no land border</source>
        <translation>нет наземных границ</translation>
    </message>
    <message>
        <source>{borders}; coast on {seas}</source>
        <translation>{borders}; побережье: {seas}</translation>
    </message>
    <message>
        <source>{borders}; landlocked</source>
        <translation>{borders}; материковая</translation>
    </message>
    <message>
        <source>Rename sea</source>
        <translation>Переименовать море</translation>
    </message>
    <message>
        <source>name (EN)</source>
        <translation>название (англ.)</translation>
    </message>
    <message>
        <source>name (RU)</source>
        <translation>название (рус.)</translation>
    </message>
    <message>
        <source>card x</source>
        <translation>карта x</translation>
    </message>
    <message>
        <source>card y</source>
        <translation>карта y</translation>
    </message>
    <message>
        <source>Map id</source>
        <translation>Идентификатор карты</translation>
    </message>
    <message>
        <source>Map name</source>
        <translation>Название карты</translation>
    </message>
    <message>
        <source>Board size</source>
        <translation>Размер поля</translation>
    </message>
    <message>
        <source>Regions</source>
        <translation>Регионы</translation>
    </message>
    <message>
        <source>Add region</source>
        <translation>Добавить регион</translation>
    </message>
    <message>
        <source>Remove region</source>
        <translation>Удалить регион</translation>
    </message>
    <message>
        <source>Rename region</source>
        <translation>Переименовать регион</translation>
    </message>
    <message>
        <source>Region colour</source>
        <translation>Цвет региона</translation>
    </message>
    <message>
        <source>Home clan</source>
        <translation>Клан региона</translation>
    </message>
    <message>
        <source>a card slot is two numbers: x and y on the board</source>
        <translation>место карты — два числа: x и y на поле</translation>
    </message>
    <message>
        <source>Move the card slot</source>
        <translation>Передвинуть ячейку карты</translation>
    </message>
    <message>
        <source>Region honor</source>
        <translation>Честь за регион</translation>
    </message>
    <message>
        <source>select a region&apos;s row first</source>
        <translation>сначала выберите строку региона</translation>
    </message>
    <message numerus="yes">
        <source>%n province(s): the standard setup fits {counts} players</source>
        <translation>
            <numerusform>%n провинция: обычная подготовка подходит для {counts} игроков</numerusform>
            <numerusform>%n провинции: обычная подготовка подходит для {counts} игроков</numerusform>
            <numerusform>%n провинций: обычная подготовка подходит для {counts} игроков</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n province(s): the standard setup fits no player count</source>
        <translation>
            <numerusform>%n провинция: обычная подготовка не подходит ни для какого числа игроков</numerusform>
            <numerusform>%n провинции: обычная подготовка не подходит ни для какого числа игроков</numerusform>
            <numerusform>%n провинций: обычная подготовка не подходит ни для какого числа игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>Type</source>
        <translation>Тип</translation>
    </message>
    <message>
        <source>figures at the start (a full {type} unit has {full})</source>
        <translation>фигур в начале (в полном отряде типа {type} их {full})</translation>
    </message>
    <message>
        <source>Figures</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>Leader</source>
        <translation>Командир</translation>
    </message>
    <message>
        <source>{leader} ({kind}) leads this unit</source>
        <translation>{leader} ({kind}) командует этим отрядом</translation>
    </message>
    <message>
        <source>Detach leader</source>
        <translation>Отделить командира</translation>
    </message>
    <message>
        <source>Move the leader to a free neighbouring hex, alone</source>
        <translation>Переставить командира одного на свободный соседний гекс</translation>
    </message>
    <message>
        <source>none (drop a leader on the unit to attach him)</source>
        <translation>нет (перетащите командира на отряд, чтобы присоединить его)</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Вид</translation>
    </message>
    <message>
        <source>no free neighbouring hex for the leader to stand on alone</source>
        <translation>нет свободного соседнего гекса, где командир мог бы встать один</translation>
    </message>
    <message>
        <source>id {id!r} is already used</source>
        <translation>идентификатор {id!r} уже занят</translation>
    </message>
    <message>
        <source>Rename {old} to {new}</source>
        <translation>Переименовать {old} в {new}</translation>
    </message>
    <message>
        <source>Figures of {id}</source>
        <translation>Фигуры {id}</translation>
    </message>
    <message>
        <source>cannot become {type} here: {reason}</source>
        <translation>здесь нельзя сменить тип на {type}: {reason}</translation>
    </message>
    <message>
        <source>{id} becomes {type}</source>
        <translation>{id}: тип {type}</translation>
    </message>
    <message>
        <source>Full figures</source>
        <translation>Полный состав фигур</translation>
    </message>
    <message>
        <source>Leads</source>
        <translation>Командует</translation>
    </message>
    <message>
        <source>Detach from the unit</source>
        <translation>Отделить от отряда</translation>
    </message>
    <message>
        <source>nobody: a lone leader (drag him onto a unit to attach)</source>
        <translation>никем: командир один (перетащите его на отряд, чтобы присоединить)</translation>
    </message>
    <message>
        <source>cannot become a {kind} leader here: {reason}</source>
        <translation>здесь нельзя сменить вид командира на «{kind}»: {reason}</translation>
    </message>
    <message>
        <source>{id} becomes a {kind} leader</source>
        <translation>{id} — {kind} командир</translation>
    </message>
    <message>
        <source>Slot</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>column {column}, row {row}</source>
        <translation>столбец {column}, ряд {row}</translation>
    </message>
    <message>
        <source>Side</source>
        <translation>Сторона</translation>
    </message>
    <message>
        <source>Flip the board</source>
        <translation>Перевернуть поле</translation>
    </message>
    <message>
        <source>Turn the board over: the other side of the same board comes up</source>
        <translation>Перевернуть поле: наверху окажется другая сторона того же поля</translation>
    </message>
    <message>
        <source>Turned half round</source>
        <translation>Развёрнуто на 180°</translation>
    </message>
    <message>
        <source>The board lies rotated by 180 degrees: its printed river hexes move with it</source>
        <translation>Поле лежит развёрнутым на 180 градусов: напечатанные на нём гексы реки поворачиваются вместе с ним</translation>
    </message>
    <message>
        <source>Turn the board half round</source>
        <translation>Развернуть поле на 180°</translation>
    </message>
    <message>
        <source>Catalogue {catalogue} lists no printed river or ford hexes for {side} yet (editable content): paint rivers and fords as terrain.</source>
        <translation>В каталоге {catalogue} пока нет напечатанных гексов реки и бродов для стороны {side} (это редактируемые данные): нарисуйте реки и броды как местность.</translation>
    </message>
    <message>
        <source>board {side} has no other side in catalogue {catalogue!r}</source>
        <translation>у поля {side} нет другой стороны в каталоге {catalogue!r}</translation>
    </message>
    <message>
        <source>Flip board {board} to {side}</source>
        <translation>Перевернуть поле {board} на сторону {side}</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Design, check and playtest tabletop-game content.</source>
        <translation>Создавайте, проверяйте и тестируйте в игре материалы для настольных игр.</translation>
    </message>
    <message>
        <source>Search the recent files and the bundled content by title, id or game</source>
        <translation>Поиск по недавним файлам и встроенному содержимому: название, идентификатор или игра</translation>
    </message>
    <message>
        <source>&lt;b&gt;Recent&lt;/b&gt; (click to open)</source>
        <translation>&lt;b&gt;Недавние&lt;/b&gt; (щёлкните, чтобы открыть)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Bundled content&lt;/b&gt; (double-click or Enter to open)</source>
        <translation>&lt;b&gt;Встроенное содержимое&lt;/b&gt; (двойной щелчок или Enter, чтобы открыть)</translation>
    </message>
    <message>
        <source>&lt;b&gt;New&lt;/b&gt; (double-click or Enter)</source>
        <translation>&lt;b&gt;Создать&lt;/b&gt; (двойной щелчок или Enter)</translation>
    </message>
    <message>
        <source>cannot load: {message}</source>
        <translation>не удалось загрузить: {message}</translation>
    </message>
    <message>
        <source>New {title} ({kind})</source>
        <translation>Создать: {title} ({kind})</translation>
    </message>
    <message>
        <source>Tool</source>
        <translation>Инструмент</translation>
    </message>
    <message>
        <source>open ground: no effect</source>
        <translation>открытая местность: без эффекта</translation>
    </message>
    <message>
        <source>cavalry spends its whole order entering or leaving; no turning; hides units deployed in it; shooting at it worst-of-2; no HQ; fleeing units are scattered there (L727-L733)</source>
        <translation>конница тратит весь приказ на вход или выход; поворачиваться нельзя; скрывает расставленные в нём отряды; обстрел по нему — худший из 2; Ставку ставить нельзя; бегущие отряды здесь рассеиваются (L727-L733)</translation>
    </message>
    <message>
        <source>attacking onto it -2 Impetus and worst-of-2 damage, from it +1 Impetus; shooters on it reach 2 cells; shooting at it worst-of-2; HQ on a hill gives a reroll (L719-L724)</source>
        <translation>атака на него: -2 к Натиску и урон — худший из 2, с него: +1 к Натиску; стрелки на нём бьют на 2 клетки; обстрел по нему — худший из 2; Ставка на холме даёт переброс (L719-L724)</translation>
    </message>
    <message>
        <source>a hill with one impassable side (L725)</source>
        <translation>холм с одной непроходимой стороной (L725)</translation>
    </message>
    <message>
        <source>cavalry fatigued, no charges into or out of it; attacking into it -1 Impetus; infantry starting in it may only wait or shoot in phase 1; no initiative turns; flight stops after 1 cell (L738-L743)</source>
        <translation>конница утомляется, атаки с разгона в него и из него невозможны; атака в него: -1 к Натиску; пехота, начинающая в нём ход, в 1-й фазе может только ждать или стрелять; без разворотов по инициативе; бегство останавливается через 1 клетку (L738-L743)</translation>
    </message>
    <message>
        <source>impassable (L735-L736)</source>
        <translation>непроходимо (L735-L736)</translation>
    </message>
    <message>
        <source>defender +1 Steadfastness and no flank or rear penalties; shooting at it worst-of-2; may be burnt by a unit leaving it (L745-L750)</source>
        <translation>защищающийся: +1 к Стойкости и без штрафов за фланг и тыл; обстрел по ней — худший из 2; отряд, покидающий деревню, может её поджечь (L745-L750)</translation>
    </message>
    <message>
        <source>Open</source>
        <comment>terrain</comment>
        <extracomment>terrain fills (rules/003 §6.1) the texture over each terrain&apos;s colour (editor/canvas/textures.py) side colours: the first and second side of the battle short names of the unit types drawn on the blocks</extracomment>
        <translation>Открытая местность</translation>
    </message>
    <message>
        <source>Terrain (rules §6.1)</source>
        <translation>Местность (правила §6.1)</translation>
    </message>
    <message>
        <source>Edges</source>
        <translation>Стороны</translation>
    </message>
    <message>
        <source>river (L713-L717)</source>
        <translation>река (L713-L717)</translation>
    </message>
    <message>
        <source>fence (L214-L220)</source>
        <translation>забор (L214-L220)</translation>
    </message>
    <message>
        <source>shields (L205-L212)</source>
        <translation>щиты (L205-L212)</translation>
    </message>
    <message>
        <source>Units (type, figures)</source>
        <translation>Отряды (тип, фигурки)</translation>
    </message>
    <message>
        <source>Edges (B): click or drag along cell edges to draw fences or rivers; over drawn ones to remove them.</source>
        <translation>Стороны (B): щёлкните или протяните вдоль сторон клеток, чтобы нарисовать изгороди или реки; по уже нарисованным — чтобы их убрать.</translation>
    </message>
    <message>
        <source>this document has no cell edges to draw on</source>
        <translation>в этом документе нет сторон клеток, на которых можно рисовать</translation>
    </message>
    <message>
        <source>press on a cell edge</source>
        <translation>нажмите на сторону клетки</translation>
    </message>
    <message numerus="yes">
        <source>Draw {layer}: %n edge(s)</source>
        <translation>
            <numerusform>Нарисовать {layer}: %n ребро</numerusform>
            <numerusform>Нарисовать {layer}: %n ребра</numerusform>
            <numerusform>Нарисовать {layer}: %n рёбер</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Remove {layer}: %n edge(s)</source>
        <translation>
            <numerusform>Убрать {layer}: %n ребро</numerusform>
            <numerusform>Убрать {layer}: %n ребра</numerusform>
            <numerusform>Убрать {layer}: %n рёбер</numerusform>
        </translation>
    </message>
    <message>
        <source>Rotate {piece}</source>
        <extracomment>consecutive wheel notches over the same piece within this many seconds are one undo step</extracomment>
        <translation>Повернуть: {piece}</translation>
    </message>
    <message numerus="yes">
        <source>Rotate %n piece(s)</source>
        <translation>
            <numerusform>Повернуть %n фигуру</numerusform>
            <numerusform>Повернуть %n фигуры</numerusform>
            <numerusform>Повернуть %n фигур</numerusform>
        </translation>
    </message>
    <message>
        <source>Select / Move</source>
        <translation>Выбрать / переместить</translation>
    </message>
    <message>
        <source>Select and move pieces (S). Drag off the board to delete; wheel over a piece rotates it.</source>
        <translation>Выбор и перемещение фигур (S). Перетащите за край поля, чтобы удалить; колесо над фигурой поворачивает её.</translation>
    </message>
    <message>
        <source>release here to delete the pieces</source>
        <extracomment>the engine&apos;s answer for every cell the pressed piece may be dragged onto (one drag)</extracomment>
        <translation>отпустите здесь, чтобы удалить фигуры</translation>
    </message>
    <message>
        <source>release here to delete it</source>
        <translation>отпустите здесь, чтобы удалить</translation>
    </message>
    <message>
        <source>move to {cell}</source>
        <translation>переместить на {cell}</translation>
    </message>
    <message numerus="yes">
        <source>%n piece(s)</source>
        <translation>
            <numerusform>%n фигура</numerusform>
            <numerusform>%n фигуры</numerusform>
            <numerusform>%n фигур</numerusform>
        </translation>
    </message>
    <message>
        <source>{cell} would leave the playable board</source>
        <translation>{cell}: за пределами игрового поля</translation>
    </message>
    <message>
        <source>a piece would leave the playable board</source>
        <translation>фигура окажется за пределами игрового поля</translation>
    </message>
    <message>
        <source>{cell} is occupied</source>
        <translation>{cell}: место занято</translation>
    </message>
    <message numerus="yes">
        <source>deleted %n piece(s) dragged off the board</source>
        <translation>
            <numerusform>удалена %n фигура, унесённая за край поля</numerusform>
            <numerusform>удалены %n фигуры, унесённые за край поля</numerusform>
            <numerusform>удалено %n фигур, унесённых за край поля</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot move there: {reason}</source>
        <translation>туда переместить нельзя: {reason}</translation>
    </message>
    <message>
        <source>Erase</source>
        <translation>Ластик</translation>
    </message>
    <message>
        <source>Erase pieces (E): click or drag across pieces.</source>
        <translation>Стирание фигур (E): щёлкните по фигурам или проведите по ним.</translation>
    </message>
    <message>
        <source>Rotate</source>
        <translation>Поворот</translation>
    </message>
    <message>
        <source>Rotate tool (T): click a piece to turn it clockwise, Shift+click counter-clockwise; R turns the selection.</source>
        <translation>Поворот (T): щелчок по фигуре поворачивает её по часовой стрелке, Shift+щелчок — против; R поворачивает выделение.</translation>
    </message>
    <message>
        <source>this piece has no facing</source>
        <translation>у этой фигуры нет направления</translation>
    </message>
    <message>
        <source>Paint</source>
        <translation>Заливка</translation>
    </message>
    <message>
        <source>Paint terrain-like layers (P): drag to paint, Shift+click to flood fill.</source>
        <translation>Заливка слоёв местности (P): протяните, чтобы закрасить; Shift+щелчок заливает область.</translation>
    </message>
    <message>
        <source>this document has no layer to paint</source>
        <extracomment>other record fields painted along with the value (from the palette entry)</extracomment>
        <translation>в этом документе нет слоя для заливки</translation>
    </message>
    <message numerus="yes">
        <source>Paint %n cell(s)</source>
        <translation>
            <numerusform>Закрасить %n клетку</numerusform>
            <numerusform>Закрасить %n клетки</numerusform>
            <numerusform>Закрасить %n клеток</numerusform>
        </translation>
    </message>
    <message>
        <source>the region already has this value</source>
        <translation>у области уже это значение</translation>
    </message>
    <message numerus="yes">
        <source>Fill %n cell(s)</source>
        <translation>
            <numerusform>Заливка: %n клетка</numerusform>
            <numerusform>Заливка: %n клетки</numerusform>
            <numerusform>Заливка: %n клеток</numerusform>
        </translation>
    </message>
    <message>
        <source>Polygons</source>
        <extracomment>how near (screen pixels) a click must be to a corner or an edge to grab or snap to it how far (screen pixels) the pointer moves before a press on a corner becomes a drag</extracomment>
        <translation>Многоугольники</translation>
    </message>
    <message>
        <source>Draw and edit areas (G): click to add corners, click the first corner or press Enter to close; drag a corner (Alt: this area only); double-click an edge to add a corner; Shift+click a corner and press Delete to remove it; Shift+click two corners and press K to cut</source>
        <translation>Рисование и правка областей (G): щелчок добавляет вершину, щелчок по первой вершине или Enter замыкает контур; перетаскивайте вершину (с Alt — только у этой области); двойной щелчок по стороне добавляет вершину; Shift+щелчок по вершине и Delete удаляет её; Shift+щелчок по двум вершинам и K разрезает область</translation>
    </message>
    <message numerus="yes">
        <source>%n corner(s): click the first corner or press Enter to close</source>
        <translation>
            <numerusform>%n вершина: щёлкните по первой вершине или нажмите Enter, чтобы замкнуть контур</numerusform>
            <numerusform>%n вершины: щёлкните по первой вершине или нажмите Enter, чтобы замкнуть контур</numerusform>
            <numerusform>%n вершин: щёлкните по первой вершине или нажмите Enter, чтобы замкнуть контур</numerusform>
        </translation>
    </message>
    <message>
        <source>drawing an area: click to add corners; Enter or the first corner closes it, Esc cancels</source>
        <translation>рисование области: щелчок добавляет вершину; Enter или первая вершина замыкает контур, Esc отменяет</translation>
    </message>
    <message numerus="yes">
        <source>moving a corner of %n area(s)</source>
        <translation>
            <numerusform>перемещение вершины %n области</numerusform>
            <numerusform>перемещение вершины %n областей</numerusform>
            <numerusform>перемещение вершины %n областей</numerusform>
        </translation>
    </message>
    <message>
        <source>two corners chosen: press K to cut the area between them</source>
        <translation>выбраны две вершины: нажмите K, чтобы разрезать область между ними</translation>
    </message>
    <message numerus="yes">
        <source>corner of %n area(s): Delete removes it, drag moves it</source>
        <translation>
            <numerusform>вершина %n области: Delete удаляет её, перетаскивание перемещает</numerusform>
            <numerusform>вершина %n областей: Delete удаляет её, перетаскивание перемещает</numerusform>
            <numerusform>вершина %n областей: Delete удаляет её, перетаскивание перемещает</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot do that: {error}</source>
        <translation>это сделать нельзя: {error}</translation>
    </message>
    <message>
        <source>added {what} {id}</source>
        <translation>добавлено: {what} {id}</translation>
    </message>
    <message>
        <source>&lt;original&gt;</source>
        <translation>&lt;исходное состояние&gt;</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Палитра</translation>
    </message>
    <message>
        <source>Weapons</source>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Actions</source>
        <translation>Действия</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Свойства</translation>
    </message>
    <message>
        <source>New weapon</source>
        <translation>Новое оружие</translation>
    </message>
    <message>
        <source>difficulty {difficulty}, damage {damage}</source>
        <extracomment>Esc: put the chosen card back</extracomment>
        <translation>сложность {difficulty}, раны {damage}</translation>
    </message>
    <message>
        <source>(box {count})</source>
        <translation>(в коробке {count})</translation>
    </message>
    <message numerus="yes">
        <source>%n kind(s)</source>
        <translation>
            <numerusform>%n вид</numerusform>
            <numerusform>%n вида</numerusform>
            <numerusform>%n видов</numerusform>
        </translation>
    </message>
    <message>
        <source>variant deck</source>
        <translation>вариант колоды</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>История правок</translation>
    </message>
    <message>
        <source>Issues</source>
        <translation>Замечания</translation>
    </message>
    <message>
        <source>player {number}</source>
        <extracomment>milliseconds between two agent moves, so the humans can follow them the seat to move is an agent (or the game is waiting for a worker): the table should not offer input events of the last step the seat may read (what just happened), for playback who took the last step (with ``new_events``): another seat&apos;s step is worth playing back a replay of a game played before: nobody is to act now, so nothing may say that a seat is thinking or invite the user to play bring one of the table&apos;s side tabs to the front (a battle to watch)</extracomment>
        <translation>игрок {number}</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>a step (human or agent) was installed play actions in a worker thread (games whose actions search, such as an etude&apos;s reply) the seats that may be looking at the screen: the one that lifted the curtain, and those whose view was shown since without a curtain because it held nothing hidden from them</extracomment>
        <translation>Отменить ход</translation>
    </message>
    <message>
        <source>Take back your own last action (Ctrl+Z)</source>
        <translation>Отменить своё последнее действие (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Вернуть ход</translation>
    </message>
    <message>
        <source>Play again what you took back (Ctrl+Shift+Z)</source>
        <translation>Сыграть снова то, что вы отменили (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Restart</source>
        <translation>Заново</translation>
    </message>
    <message>
        <source>Start this game again</source>
        <translation>Начать эту партию заново</translation>
    </message>
    <message>
        <source>Save game...</source>
        <translation>Сохранить партию...</translation>
    </message>
    <message>
        <source>Save the game to replay or continue it</source>
        <translation>Сохранить партию, чтобы просмотреть или продолжить её</translation>
    </message>
    <message>
        <source>Load game...</source>
        <translation>Загрузить партию...</translation>
    </message>
    <message>
        <source>Load a saved game of this game</source>
        <translation>Загрузить сохранённую партию этой игры</translation>
    </message>
    <message>
        <source>thinking… %p%</source>
        <extracomment>the game&apos;s own buttons (disabled while the curtain is down: they act for the seat at the screen) how far the agent to move has got with its search (shown while it thinks)</extracomment>
        <translation>думает… %p%</translation>
    </message>
    <message>
        <source>The agent to move is searching; the game goes on when it has chosen</source>
        <translation>Ходящий агент ищет ход; партия продолжится, когда он выберет</translation>
    </message>
    <message>
        <source>Log</source>
        <translation>Журнал</translation>
    </message>
    <message>
        <source>&lt;b&gt;Game over&lt;/b&gt; — winner: {winners}. {reason}</source>
        <translation>&lt;b&gt;Партия окончена&lt;/b&gt; — победитель: {winners}. {reason}</translation>
    </message>
    <message>
        <source>{title}: waiting for {player}</source>
        <translation>{title}: ждём игрока {player}</translation>
    </message>
    <message>
        <source>{title}: playing…</source>
        <translation>{title}: идёт игра…</translation>
    </message>
    <message>
        <source>{title}: {player} ({seat}) is playing…</source>
        <translation>{title}: ходит {player} ({seat})…</translation>
    </message>
    <message>
        <source>{title}: &lt;b&gt;{player}&lt;/b&gt; to move</source>
        <translation>{title}: ход за &lt;b&gt;{player}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Pass the screen to {player}</source>
        <translation>Передайте экран игроку {player}</translation>
    </message>
    <message>
        <source>the screen is being passed to {player}</source>
        <translation>экран передаётся игроку {player}</translation>
    </message>
    <message>
        <source>only your own last actions can be taken back, while they revealed nothing — {reason}</source>
        <translation>отменить можно только свои последние действия и только пока они ничего не раскрыли — {reason}</translation>
    </message>
    <message>
        <source>played your action again</source>
        <translation>ваше действие сыграно снова</translation>
    </message>
    <message>
        <source>nothing of yours to play again</source>
        <translation>нечего сыграть снова</translation>
    </message>
    <message>
        <source>wait: it is not your turn</source>
        <translation>подождите: сейчас не ваш ход</translation>
    </message>
    <message>
        <source>took back your last action</source>
        <translation>ваше последнее действие отменено</translation>
    </message>
    <message>
        <source>not allowed: {reason}</source>
        <translation>нельзя: {reason}</translation>
    </message>
    <message>
        <source>saved the game to {path}</source>
        <translation>партия сохранена в {path}</translation>
    </message>
    <message>
        <source>cannot load {path}: {reason}</source>
        <translation>не удалось загрузить {path}: {reason}</translation>
    </message>
    <message>
        <source>loaded {path}</source>
        <translation>загружено: {path}</translation>
    </message>
    <message>
        <source>Save game</source>
        <translation>Сохранить партию</translation>
    </message>
    <message>
        <source>Game logs (*.yaml)</source>
        <translation>Записи партий (*.yaml)</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Загрузить партию</translation>
    </message>
    <message>
        <source>&amp;Open...</source>
        <translation>&amp;Открыть...</translation>
    </message>
    <message>
        <source>Open a content file</source>
        <translation>Открыть файл с содержимым</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save the document</source>
        <translation>Сохранить документ</translation>
    </message>
    <message>
        <source>Save &amp;As...</source>
        <translation>Сохранить &amp;как...</translation>
    </message>
    <message>
        <source>&amp;Export Picture...</source>
        <translation>&amp;Экспорт изображения...</translation>
    </message>
    <message>
        <source>Export the document as PNG, SVG or PDF</source>
        <translation>Экспортировать документ в PNG, SVG или PDF</translation>
    </message>
    <message>
        <source>Pac&amp;ks...</source>
        <translation>Наб&amp;оры...</translation>
    </message>
    <message>
        <source>Installed packs: install, enable, export, versions</source>
        <translation>Установленные наборы: установка, включение, экспорт, версии</translation>
    </message>
    <message>
        <source>Save Pack as New &amp;Version...</source>
        <translation>Сохранить набор как новую &amp;версию...</translation>
    </message>
    <message>
        <source>Keep this version of the current document&apos;s pack and raise its version</source>
        <translation>Сохранить эту версию набора текущего документа и повысить номер версии</translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation>&amp;Закрыть</translation>
    </message>
    <message>
        <source>Close the document</source>
        <translation>Закрыть документ</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>Cu&amp;t</source>
        <translation>&amp;Вырезать</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Вст&amp;авить</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>Delete the selection</source>
        <translation>Удалить выделенное</translation>
    </message>
    <message>
        <source>Select &amp;All</source>
        <translation>Выделить вс&amp;ё</translation>
    </message>
    <message>
        <source>Rotate Clockwise</source>
        <translation>Повернуть по часовой стрелке</translation>
    </message>
    <message>
        <source>Rotate Counter-clockwise</source>
        <translation>Повернуть против часовой стрелки</translation>
    </message>
    <message>
        <source>Zoom &amp;In</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;Out</source>
        <translation>Ум&amp;еньшить</translation>
    </message>
    <message>
        <source>&amp;Fit to Window</source>
        <translation>&amp;По размеру окна</translation>
    </message>
    <message>
        <source>Grid &amp;Labels</source>
        <translation>Под&amp;писи клеток</translation>
    </message>
    <message>
        <source>Show cell labels</source>
        <translation>Показывать подписи клеток</translation>
    </message>
    <message>
        <source>&amp;Minimap</source>
        <translation>&amp;Мини-карта</translation>
    </message>
    <message>
        <source>Show the whole board in the corner of a zoomed-in board</source>
        <translation>Показывать всё поле в углу увеличенного поля</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>Playtest the document</source>
        <translation>Сыграть документ для проверки</translation>
    </message>
    <message>
        <source>Pre&amp;ferences...</source>
        <translation>&amp;Настройки...</translation>
    </message>
    <message>
        <source>The interface&apos;s language and other settings</source>
        <translation>Язык интерфейса и другие настройки</translation>
    </message>
    <message>
        <source>&amp;About Warbench</source>
        <translation>&amp;О программе Warbench</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New</source>
        <translation>&amp;Создать</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние файлы</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>O&amp;verlays</source>
        <translation>&amp;Слои отображения</translation>
    </message>
    <message>
        <source>&amp;Tools</source>
        <translation>&amp;Инструменты</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Tools</source>
        <translation>Инструменты</translation>
    </message>
    <message>
        <source>Warbench content (*.yaml *.yml);;All files (*)</source>
        <translation>Содержимое Warbench (*.yaml *.yml);;Все файлы (*)</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Изображение PNG (*.png);;Рисунок SVG (*.svg);;Документ PDF (*.pdf)</translation>
    </message>
    <message>
        <source>new {kind}</source>
        <translation>создано: {kind}</translation>
    </message>
    <message>
        <source>Cannot open {name}</source>
        <translation>Не удалось открыть {name}</translation>
    </message>
    <message>
        <source>opened {path}</source>
        <translation>открыто: {path}</translation>
    </message>
    <message>
        <source>Open content</source>
        <translation>Открыть содержимое</translation>
    </message>
    <message>
        <source>{name} comes with Warbench and is not changed: save a copy of your own</source>
        <translation>{name} входит в поставку Warbench и не изменяется: сохраните собственную копию</translation>
    </message>
    <message>
        <source>Save as</source>
        <translation>Сохранить как</translation>
    </message>
    <message>
        <source>{name}: the content that comes with Warbench is not changed. Save your copy in your own folder ({folder}).</source>
        <translation>{name}: содержимое из поставки Warbench не изменяется. Сохраните копию в своей папке ({folder}).</translation>
    </message>
    <message>
        <source>Save failed</source>
        <translation>Не удалось сохранить</translation>
    </message>
    <message>
        <source>{path}: {reason}
The previous file is unchanged.</source>
        <translation>{path}: {reason}
Прежний файл не изменён.</translation>
    </message>
    <message>
        <source>saved {path}</source>
        <translation>сохранено: {path}</translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Не удалось экспортировать</translation>
    </message>
    <message>
        <source>Game in progress</source>
        <translation>Игра не окончена</translation>
    </message>
    <message>
        <source>The game {title} is in progress and not saved. Save it?</source>
        <translation>Игра «{title}» идёт и не сохранена. Сохранить её?</translation>
    </message>
    <message>
        <source>exported {path}</source>
        <translation>экспортировано: {path}</translation>
    </message>
    <message>
        <source>Export picture</source>
        <translation>Экспорт изображения</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>{name} has unsaved changes. Save them?</source>
        <translation>В документе {name} есть несохранённые изменения. Сохранить их?</translation>
    </message>
    <message>
        <source>closed {name}</source>
        <translation>закрыто: {name}</translation>
    </message>
    <message>
        <source>{path} no longer exists; it was taken off the recent files</source>
        <translation>Файла {path} больше нет; он убран из недавних</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(нет)</translation>
    </message>
    <message>
        <source>Warbench {version}</source>
        <translation>Warbench {version}</translation>
    </message>
    <message>
        <source>About Warbench</source>
        <translation>О программе Warbench</translation>
    </message>
    <message>
        <source>Design, check and playtest tabletop-game content: maps, scenarios, army decks and etudes, played by the same rules engine that checks them.</source>
        <translation>Создание, проверка и тестовые партии материалов для настольных игр: карт, сценариев, колод армий и этюдов; в них играет тот же движок правил, что их проверяет.</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Действие</translation>
    </message>
    <message>
        <source>Weapon</source>
        <extracomment>the corner colour of each card kind (L18-23): red weapons, yellow actions, blue properties</extracomment>
        <translation>Оружие</translation>
    </message>
    <message>
        <source>Property</source>
        <translation>Свойство</translation>
    </message>
    <message>
        <source>Battle Cry</source>
        <translation>Боевой клич</translation>
    </message>
    <message>
        <source>G11: a winning attacker discards the battle&apos;s tokens (L445-447); all_on_province follows the worked example (L463) and also clears every token in the province and on its borders, so a token there aimed at a province fought later (map order, L429) never fights</source>
        <comment>field</comment>
        <translation>G11: победивший атакующий сбрасывает жетоны этого сражения (L445-447); all_on_province следует разобранному примеру (L463) и убирает также все жетоны в провинции и на её границах, так что жетон там, направленный в провинцию, сражение за которую идёт позже (в порядке на карте, L429), уже не сражается</translation>
    </message>
    <message>
        <source>Content pack manifest</source>
        <translation>Манифест пакета содержимого</translation>
    </message>
    <message>
        <source>Neuroshima Hex army: 35 tiles with per-side attacks, armor, nets and modules</source>
        <translation>Армия «Нейрошимы»: 35 жетонов с атаками по сторонам, бронёй, сетями и модулями</translation>
    </message>
    <message>
        <source>Neuroshima Hex board position: tiles on hexes with owner, rotation and damage, HQ hit points</source>
        <translation>Позиция «Нейрошимы»: жетоны на гексах с владельцем, поворотом и ранами, прочность штабов</translation>
    </message>
    <message>
        <source>Neuroshima Hex etude: a one-player puzzle with a proven solution</source>
        <translation>Этюд «Нейрошимы»: задача для одного игрока с доказанным решением</translation>
    </message>
    <message>
        <source>Neuroshima Hex game setup: mode, armies, HQ hit points, variants and rule options</source>
        <translation>Расклад партии «Нейрошимы»: режим, армии, прочность штабов, варианты и настройки правил</translation>
    </message>
    <message>
        <source>Samurai Battles Command deck (section and tactic cards)</source>
        <translation>Колода командных карт «Битвы самураев» (карты секций и тактики)</translation>
    </message>
    <message>
        <source>Samurai Battles Dragon deck (costs, timing windows, effects)</source>
        <translation>Колода карт Дракона «Битвы самураев» (цены, моменты розыгрыша, эффекты)</translation>
    </message>
    <message>
        <source>Samurai Battles map-tile catalogue (printed river and ford hexes)</source>
        <translation>Каталог тайлов поля «Битвы самураев» (напечатанные гексы реки и бродов)</translation>
    </message>
    <message>
        <source>Samurai Battles scenario (board, terrain, armies, cards, victory)</source>
        <translation>Сценарий «Битвы самураев» (поле, местность, армии, карты, победа)</translation>
    </message>
    <message>
        <source>Samurai Battles terrain table (movement, dice caps, line of sight)</source>
        <translation>Таблица местности «Битвы самураев» (движение, пределы кубиков, линия видимости)</translation>
    </message>
    <message>
        <source>Samurai Battles unit and leader types</source>
        <translation>Типы отрядов и командиров «Битвы самураев»</translation>
    </message>
    <message>
        <source>Samurai Sword characters (resilience and ability)</source>
        <translation>Персонажи «Меча самурая» (стойкость и способность)</translation>
    </message>
    <message>
        <source>Samurai Sword play deck (weapons, actions, properties with counts)</source>
        <translation>Игровая колода «Меча самурая» (оружие, действия, свойства с количеством)</translation>
    </message>
    <message>
        <source>Samurai Sword setup (roles per player count, honor, deals, multipliers, rule options)</source>
        <translation>Расклад «Меча самурая» (роли по числу игроков, честь, раздача, множители, настройки правил)</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Нет</translation>
    </message>
    <message>
        <source>Warlords battle (battlefield, rosters, kind, season, weather, rule options)</source>
        <translation>Битва Warlords (поле боя, составы армий, вид, время года, погода, настройки правил)</translation>
    </message>
    <message>
        <source>Warlords battlefield (square cells named like C11, terrain, rivers, control zones)</source>
        <translation>Поле боя Warlords (квадратные клетки с именами вида C11, местность, реки, зоны контроля)</translation>
    </message>
    <message>
        <source>Warlords roster (a side&apos;s units, leaders, shields, fences, banners and shinobi)</source>
        <translation>Состав армии Warlords (отряды стороны, командиры, щиты, заборы, знамёна и синоби)</translation>
    </message>
    <message>
        <source>amount</source>
        <extracomment>the names of the effects&apos; and abilities&apos; numbers, as shown (the English is the name in words)</extracomment>
        <translation>величина</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>цена</translation>
    </message>
    <message>
        <source>damage</source>
        <translation>раны</translation>
    </message>
    <message>
        <source>difficulty</source>
        <extracomment>card width over height, as the printed cards (63 x 88 mm) below this width the card&apos;s text is not drawn (it is in the tooltip) below this width a weapon&apos;s numbers are not labelled &quot;difficulty&quot; and &quot;damage&quot;</extracomment>
        <translation>сложность</translation>
    </message>
    <message>
        <source>draw</source>
        <translation>карт взять</translation>
    </message>
    <message>
        <source>gift</source>
        <translation>карт другому</translation>
    </message>
    <message>
        <source>honor</source>
        <translation>честь</translation>
    </message>
    <message>
        <source>minimum</source>
        <translation>минимум</translation>
    </message>
    <message>
        <source>vp</source>
        <translation>победных очков</translation>
    </message>
    <message>
        <source>weapons</source>
        <translation>оружия</translation>
    </message>
    <message>
        <source>wounds</source>
        <translation>раны</translation>
    </message>
    <message>
        <source>a board of provinces (polygons), the sea and regions; adjacency is derived</source>
        <translation>Карта провинций (многоугольники), моря и регионов; соседство выводится само</translation>
    </message>
    <message>
        <source>a clan: colour, capital, combat tokens and the screen&apos;s ability</source>
        <translation>Клан: цвет, столица, жетоны битвы и способность ширмы</translation>
    </message>
    <message>
        <source>a game setup: map, clans, player count, starting tokens, territory cards and rule options</source>
        <translation>Расклад партии: карта, кланы, число игроков, начальные жетоны, карты регионов и настройки правил</translation>
    </message>
    <message>
        <source>Battle for Rokugan cards (territory cards, secret objectives, initiative, first-player, scout and shugenja cards)</source>
        <translation>Карты «Битвы за Рокуган» (карты регионов, тайные цели, карты инициативы, первого игрока, разведчиков и сюгэндзя)</translation>
    </message>
    <message>
        <source>unknown effect {effect}: the engine cannot play this card</source>
        <translation>неизвестный эффект {effect}: движок не может разыграть эту карту</translation>
    </message>
    <message>
        <source>unknown ability {ability}: the engine cannot play this character</source>
        <translation>неизвестное свойство {ability}: движок не может играть этим персонажем</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Сочетание</translation>
    </message>
    <message>
        <source>Zoom</source>
        <translation>Масштаб</translation>
    </message>
    <message>
        <source>Ctrl+wheel or pinch</source>
        <translation>Ctrl+колесо или щипок</translation>
    </message>
    <message>
        <source>Pan</source>
        <translation>Прокрутка</translation>
    </message>
    <message>
        <source>Middle-drag or Space+drag</source>
        <translation>Перетаскивание средней кнопкой или с пробелом</translation>
    </message>
    <message>
        <source>Rotate a piece</source>
        <translation>Повернуть фигуру</translation>
    </message>
    <message>
        <source>Wheel over it, R / Shift+R</source>
        <translation>Колесо над ней, R / Shift+R</translation>
    </message>
    <message>
        <source>Cancel a drag or stroke</source>
        <translation>Отменить перетаскивание или мазок</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>Flood fill</source>
        <translation>Заливка области</translation>
    </message>
    <message>
        <source>Shift+click with Paint</source>
        <translation>Shift+щелчок инструментом «Заливка»</translation>
    </message>
    <message>
        <source>Preview</source>
        <extracomment>milliseconds of quiet after a change before the document is validated again the issues of the last :meth:`Document.validate` (without the external ones)</extracomment>
        <translation>Просмотр</translation>
    </message>
    <message>
        <source>Warbench pack (*.zip)</source>
        <translation>Набор Warbench (*.zip)</translation>
    </message>
    <message>
        <source>Pack</source>
        <translation>Набор</translation>
    </message>
    <message>
        <source>Version</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Battle</source>
        <extracomment>the tab last shown per document, so the panel reopens where the user left it where a scenario&apos;s placement comes from</extracomment>
        <translation>Битва</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Армии</translation>
    </message>
    <message>
        <source>Difficulty {value}/5</source>
        <translation>Сложность {value}/5</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Вы</translation>
    </message>
    <message>
        <source>{who}: {army}</source>
        <translation>{who}: {army}</translation>
    </message>
    <message numerus="yes">
        <source>HQ %n hit point(s)</source>
        <translation>
            <numerusform>Прочность штаба: %n</numerusform>
            <numerusform>Прочность штаба: %n</numerusform>
            <numerusform>Прочность штаба: %n</numerusform>
        </translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Победа</translation>
    </message>
    <message numerus="yes">
        <source>The opponent moves next (up to %n of his tiles) before the final battle</source>
        <translation>
            <numerusform>Перед последним боем ходит противник (не больше %n жетона из его руки)</numerusform>
            <numerusform>Перед последним боем ходит противник (не больше %n жетонов из его руки)</numerusform>
            <numerusform>Перед последним боем ходит противник (не больше %n жетонов из его руки)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose exactly %n of these tiles</source>
        <translation>
            <numerusform>Выберите ровно %n жетон из этих</numerusform>
            <numerusform>Выберите ровно %n жетона из этих</numerusform>
            <numerusform>Выберите ровно %n жетонов из этих</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Choose up to %n of these tiles</source>
        <translation>
            <numerusform>Выберите не больше %n жетона из этих</numerusform>
            <numerusform>Выберите не больше %n жетонов из этих</numerusform>
            <numerusform>Выберите не больше %n жетонов из этих</numerusform>
        </translation>
    </message>
    <message>
        <source>Solution 1</source>
        <translation>Решение 1</translation>
    </message>
    <message>
        <source>No solution recorded</source>
        <translation>Решение не записано</translation>
    </message>
    <message>
        <source>Solve the etude and record its solution.</source>
        <translation>Решите этюд и запишите его решение.</translation>
    </message>
    <message>
        <source>The recorded solution does not play: {error}</source>
        <translation>Записанное решение не проигрывается: {error}</translation>
    </message>
    <message>
        <source>Before the final battle</source>
        <translation>Перед последним боем</translation>
    </message>
    <message>
        <source>Steps</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Tiles not needed</source>
        <translation>Непонадобившиеся жетоны</translation>
    </message>
    <message>
        <source>Destroy the enemy HQ</source>
        <translation>Уничтожить штаб противника</translation>
    </message>
    <message numerus="yes">
        <source>Deal at least %n damage to the enemy HQ</source>
        <translation>
            <numerusform>Нанести штабу противника не меньше %n повреждения</numerusform>
            <numerusform>Нанести штабу противника не меньше %n повреждений</numerusform>
            <numerusform>Нанести штабу противника не меньше %n повреждений</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Leave the enemy HQ with fewer than %n hit point(s)</source>
        <translation>
            <numerusform>Оставить штабу противника меньше %n очка прочности</numerusform>
            <numerusform>Оставить штабу противника меньше %n очков прочности</numerusform>
            <numerusform>Оставить штабу противника меньше %n очков прочности</numerusform>
        </translation>
    </message>
    <message>
        <source>Destroy every enemy unit and module</source>
        <translation>Уничтожить все подразделения и модули противника</translation>
    </message>
    <message numerus="yes">
        <source>Keep at least %n hit point(s) on your HQ</source>
        <translation>
            <numerusform>Сохранить своему штабу не меньше %n очка прочности</numerusform>
            <numerusform>Сохранить своему штабу не меньше %n очков прочности</numerusform>
            <numerusform>Сохранить своему штабу не меньше %n очков прочности</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>Колоды</translation>
    </message>
    <message>
        <source>Title (English)</source>
        <translation>Название (по-английски)</translation>
    </message>
    <message>
        <source>Title (Russian)</source>
        <translation>Название (по-русски)</translation>
    </message>
    <message>
        <source>Placement</source>
        <translation>Расстановка</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Источник</translation>
    </message>
    <message>
        <source>Moves first</source>
        <translation>Ходит первым</translation>
    </message>
    <message>
        <source>Turn limit</source>
        <translation>Предел ходов</translation>
    </message>
    <message>
        <source>Special rules</source>
        <translation>Особые правила</translation>
    </message>
    <message>
        <source>Historical background and battle notes (English)</source>
        <translation>Историческая справка и заметки о битве (по-английски)</translation>
    </message>
    <message>
        <source>Historical background and battle notes (Russian)</source>
        <translation>Историческая справка и заметки о битве (по-русски)</translation>
    </message>
    <message>
        <source>Notes (English)</source>
        <translation>Заметки (по-английски)</translation>
    </message>
    <message>
        <source>Notes (Russian)</source>
        <translation>Заметки (по-русски)</translation>
    </message>
    <message>
        <source>(the engine cannot play it)</source>
        <translation>(движок не умеет его играть)</translation>
    </message>
    <message>
        <source>Background picture</source>
        <extracomment>the snap tolerance offered first, as a share of the map&apos;s larger side</extracomment>
        <translation>Фоновое изображение</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Выбрать…</translation>
    </message>
    <message>
        <source>A scan or photo of a physical board to trace the areas over</source>
        <translation>Скан или фотография настоящего поля, по которой обводятся области</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>Remove the background picture</source>
        <translation>Убрать фоновое изображение</translation>
    </message>
    <message>
        <source>Picture opacity</source>
        <translation>Непрозрачность изображения</translation>
    </message>
    <message>
        <source>Opacity</source>
        <translation>Непрозрачность</translation>
    </message>
    <message>
        <source>Picture scale</source>
        <translation>Масштаб изображения</translation>
    </message>
    <message>
        <source>Board units per pixel</source>
        <translation>Единиц поля на пиксель</translation>
    </message>
    <message>
        <source>Top-left corner</source>
        <translation>Левый верхний угол</translation>
    </message>
    <message>
        <source>Areas</source>
        <translation>Области</translation>
    </message>
    <message>
        <source>Draw new areas as</source>
        <translation>Новые области рисовать как</translation>
    </message>
    <message>
        <source>Join the two selected areas</source>
        <translation>Объединить две выбранные области</translation>
    </message>
    <message>
        <source>Cut between the two chosen corners</source>
        <translation>Разрезать между двумя выбранными вершинами</translation>
    </message>
    <message>
        <source>Remove the chosen corner</source>
        <translation>Удалить выбранную вершину</translation>
    </message>
    <message>
        <source>Corners this near another area&apos;s corner or edge are moved onto it</source>
        <translation>Вершины, лежащие так близко к вершине или стороне другой области, переносятся на неё</translation>
    </message>
    <message>
        <source>Snap corners</source>
        <translation>Притянуть вершины</translation>
    </message>
    <message>
        <source>Snap within</source>
        <translation>Притягивать в пределах</translation>
    </message>
    <message>
        <source>no picture</source>
        <translation>нет изображения</translation>
    </message>
    <message>
        <source>{file} (not found)</source>
        <translation>{file} (не найден)</translation>
    </message>
    <message>
        <source>{areas} areas, {land} land borders, {coast} coastal borders; {problems} drawing problem(s)</source>
        <translation>областей: {areas}, сухопутных границ: {land}, прибрежных границ: {coast}; ошибок рисования: {problems}</translation>
    </message>
    <message numerus="yes">
        <source>moves corners of %n area(s)</source>
        <translation>
            <numerusform>сдвигает вершины %n области</numerusform>
            <numerusform>сдвигает вершины %n областей</numerusform>
            <numerusform>сдвигает вершины %n областей</numerusform>
        </translation>
    </message>
    <message>
        <source>nothing to snap</source>
        <translation>притягивать нечего</translation>
    </message>
    <message>
        <source>Move the picture</source>
        <translation>Сдвинуть изображение</translation>
    </message>
    <message>
        <source>Pictures (*.png *.jpg *.jpeg *.bmp)</source>
        <translation>Изображения (*.png *.jpg *.jpeg *.bmp)</translation>
    </message>
    <message>
        <source>cannot do that: {reason}</source>
        <translation>так нельзя: {reason}</translation>
    </message>
    <message>
        <source>select two neighbouring areas of one kind to join them</source>
        <translation>выберите две соседние области одного вида, чтобы объединить их</translation>
    </message>
    <message>
        <source>another rule by name, Enter to add</source>
        <translation>ещё одно правило по названию, Enter — добавить</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>The army&apos;s long edge; the other army takes the other one</source>
        <translation>Длинный край поля этой армии; другая армия занимает противоположный</translation>
    </message>
    <message>
        <source>Edge</source>
        <translation>Край</translation>
    </message>
    <message>
        <source>Command cards dealt at the start (scenarios deal {least}-{most})</source>
        <translation>Командных карт на руке в начале (сценарии сдают {least}–{most})</translation>
    </message>
    <message>
        <source>Command cards</source>
        <translation>Командные карты</translation>
    </message>
    <message>
        <source>Russian title</source>
        <translation>название на русском</translation>
    </message>
    <message>
        <source>Change who starts</source>
        <translation>Изменить, кто ходит первым</translation>
    </message>
    <message>
        <source>none (rulebook)</source>
        <translation>нет (по правилам)</translation>
    </message>
    <message>
        <source>battle notes</source>
        <translation>заметки о битве</translation>
    </message>
    <message>
        <source>Russian battle notes</source>
        <translation>заметки о битве на русском</translation>
    </message>
    <message>
        <source>{army} (no such army)</source>
        <translation>{army} (нет такой армии)</translation>
    </message>
    <message>
        <source>Add special rule {rule}</source>
        <translation>Добавить особое правило «{rule}»</translation>
    </message>
    <message>
        <source>Remove special rule {rule}</source>
        <translation>Убрать особое правило «{rule}»</translation>
    </message>
    <message>
        <source>army name</source>
        <translation>название армии</translation>
    </message>
    <message>
        <source>army colour</source>
        <translation>цвет армии</translation>
    </message>
    <message>
        <source>Dragon cards</source>
        <translation>Карты Дракона</translation>
    </message>
    <message>
        <source>Honor &amp; Fortune</source>
        <translation>«Честь и удача»</translation>
    </message>
    <message>
        <source>Honor &amp; Fortune tokens in the army&apos;s reserve at the start (the box has 30)</source>
        <translation>Жетоны «Честь и удача» в запасе армии в начале (в коробке их 30)</translation>
    </message>
    <message>
        <source>Honor &amp;&amp; Fortune</source>
        <translation>«Честь и удача»</translation>
    </message>
    <message>
        <source>{army} takes the bottom edge</source>
        <translation>{army}: нижний край поля</translation>
    </message>
    <message>
        <source>{army} takes the top edge</source>
        <translation>{army}: верхний край поля</translation>
    </message>
    <message>
        <source>army id {id!r} is already used</source>
        <translation>идентификатор армии {id!r} уже занят</translation>
    </message>
    <message>
        <source>Rename army {old} to {new}</source>
        <translation>Переименовать армию {old} в {new}</translation>
    </message>
    <message>
        <source>victory banners</source>
        <translation>победные знамёна</translation>
    </message>
    <message>
        <source>Banners a side needs to win (checked against what the enemy can lose)</source>
        <translation>Сколько знамён нужно стороне для победы (сверяется с тем, сколько может потерять противник)</translation>
    </message>
    <message>
        <source>Victory banners</source>
        <translation>Победные знамёна</translation>
    </message>
    <message>
        <source>Objectives: temporary banners while a unit holds one of the hexes</source>
        <translation>Цели: временные знамёна, пока отряд удерживает один из гексов</translation>
    </message>
    <message>
        <source>Banners</source>
        <translation>Знамёна</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Для</translation>
    </message>
    <message>
        <source>Hexes (r,dx …)</source>
        <translation>Гексы (r,dx …)</translation>
    </message>
    <message>
        <source>Edit a cell to change it; the Objective Hexes tool (O) adds hexes by clicking</source>
        <translation>Измените ячейку, чтобы поправить значение; инструмент «Гексы целей» (O) добавляет гексы щелчком</translation>
    </message>
    <message>
        <source>Add objective</source>
        <translation>Добавить цель</translation>
    </message>
    <message>
        <source>either</source>
        <translation>любая</translation>
    </message>
    <message>
        <source>objective {id}: {text!r} is not a number</source>
        <translation>цель {id}: {text!r} — не число</translation>
    </message>
    <message>
        <source>Edit objective {id}</source>
        <translation>Изменить цель {id}</translation>
    </message>
    <message>
        <source>Add an objective</source>
        <translation>Добавить цель</translation>
    </message>
    <message>
        <source>Remove objective {id}</source>
        <translation>Удалить цель {id}</translation>
    </message>
    <message>
        <source>Board (rule options A1, A2)</source>
        <translation>Поле (варианты правил A1, A2)</translation>
    </message>
    <message>
        <source>Long rows</source>
        <translation>Длинные ряды</translation>
    </message>
    <message>
        <source>row parity</source>
        <translation>чётность рядов</translation>
    </message>
    <message>
        <source>even rows (127 hexes)</source>
        <translation>чётные ряды (127 гексов)</translation>
    </message>
    <message>
        <source>odd rows (126)</source>
        <translation>нечётные ряды (126)</translation>
    </message>
    <message>
        <source>section line</source>
        <translation>линия секций</translation>
    </message>
    <message>
        <source>Section lines</source>
        <translation>Линии секций</translation>
    </message>
    <message>
        <source>Rule options (the digest&apos;s ambiguities)</source>
        <translation>Варианты правил (неясности свода правил)</translation>
    </message>
    <message>
        <source>Move a section line</source>
        <translation>Сдвинуть линию секций</translation>
    </message>
    <message>
        <source>Depends on</source>
        <translation>Зависит от</translation>
    </message>
    <message>
        <source>Saved versions</source>
        <translation>Сохранённые версии</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Проблемы</translation>
    </message>
    <message>
        <source>Packs</source>
        <translation>Наборы</translation>
    </message>
    <message>
        <source>Drop a pack&apos;s .zip here to install it. Tick a pack to use its content; untick to leave it out.</source>
        <translation>Перетащите сюда .zip набора, чтобы установить его. Отметьте набор, чтобы пользоваться его содержимым; снимите отметку, чтобы исключить его.</translation>
    </message>
    <message>
        <source>&amp;Import...</source>
        <translation>&amp;Импорт...</translation>
    </message>
    <message>
        <source>&amp;Export Current Pack...</source>
        <translation>&amp;Экспорт текущего набора...</translation>
    </message>
    <message>
        <source>Save as New &amp;Version...</source>
        <translation>Сохранить как новую &amp;версию...</translation>
    </message>
    <message>
        <source>&amp;Changes...</source>
        <translation>&amp;Изменения...</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Удалить</translation>
    </message>
    <message>
        <source>{version} (comes with Warbench)</source>
        <translation>{version} (входит в Warbench)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>{title}
by {authors}
licence {licence}
needs Warbench {engine}</source>
        <translation>{title}
авторы: {authors}
лицензия: {licence}
нужен Warbench {engine}</translation>
    </message>
    <message>
        <source>{pack} enabled</source>
        <translation>{pack} включён</translation>
    </message>
    <message>
        <source>{pack} disabled</source>
        <translation>{pack} выключен</translation>
    </message>
    <message>
        <source>installed {pack} from {file}</source>
        <translation>установлен {pack} из {file}</translation>
    </message>
    <message>
        <source>Install pack</source>
        <translation>Установить набор</translation>
    </message>
    <message>
        <source>removed {pack}</source>
        <translation>удалён {pack}</translation>
    </message>
    <message>
        <source>{pack} {version}: no earlier version saved</source>
        <translation>{pack} {version}: более ранних сохранённых версий нет</translation>
    </message>
    <message>
        <source>Changes in {pack}</source>
        <translation>Изменения в {pack}</translation>
    </message>
    <message>
        <source>exported {pack} to {path}</source>
        <translation>{pack} экспортирован в {path}</translation>
    </message>
    <message>
        <source>Open a document of the pack to export first.</source>
        <translation>Сначала откройте документ набора, который нужно экспортировать.</translation>
    </message>
    <message>
        <source>Export pack</source>
        <translation>Экспорт набора</translation>
    </message>
    <message>
        <source>saved version {version} of {pack} (both versions kept for comparison)</source>
        <translation>сохранена версия {version} набора {pack} (обе версии оставлены для сравнения)</translation>
    </message>
    <message>
        <source>Open a document of the pack to version first.</source>
        <translation>Сначала откройте документ набора, для которого нужна новая версия.</translation>
    </message>
    <message>
        <source>Save as new version</source>
        <translation>Сохранить как новую версию</translation>
    </message>
    <message>
        <source>{title} is at version {version}. New version:</source>
        <translation>{title}: текущая версия {version}. Новая версия:</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Важность</translation>
    </message>
    <message>
        <source>Code</source>
        <translation>Код</translation>
    </message>
    <message>
        <source>Message</source>
        <translation>Сообщение</translation>
    </message>
    <message>
        <source>line {line}</source>
        <translation>строка {line}</translation>
    </message>
    <message>
        <source>at {target}</source>
        <translation>на {target}</translation>
    </message>
    <message>
        <source>Location</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Filter the palette…</source>
        <extracomment>icon size of the list and of the grid a layer entry was clicked: layer, value, other record fields to paint along</extracomment>
        <translation>Фильтр палитры…</translation>
    </message>
    <message>
        <source>Show only the entries whose name or description contains this text</source>
        <translation>Показывать только элементы, в названии или описании которых есть этот текст</translation>
    </message>
    <message>
        <source>Grid</source>
        <translation>Сетка</translation>
    </message>
    <message>
        <source>Large icons in a grid, or a list with names</source>
        <translation>Крупные значки сеткой или список с названиями</translation>
    </message>
    <message>
        <source>List</source>
        <translation>Список</translation>
    </message>
    <message>
        <source>Cell</source>
        <extracomment>what a choice box shows for an optional field that holds no value the user selected record ``row`` of the record table at field path ``path``</extracomment>
        <translation>Клетка</translation>
    </message>
    <message>
        <source>Facing</source>
        <translation>Направление</translation>
    </message>
    <message>
        <source>values separated by commas</source>
        <translation>значения через запятую</translation>
    </message>
    <message>
        <source>Add {piece} at {cell}</source>
        <translation>Добавить: {piece} на {cell}</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n piece(s) (+{extra} attached)</source>
        <translation>
            <numerusform>Удалить %n фигуру (и присоединённых: {extra})</numerusform>
            <numerusform>Удалить %n фигуры (и присоединённых: {extra})</numerusform>
            <numerusform>Удалить %n фигур (и присоединённых: {extra})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n piece(s)</source>
        <translation>
            <numerusform>Удалить %n фигуру</numerusform>
            <numerusform>Удалить %n фигуры</numerusform>
            <numerusform>Удалить %n фигур</numerusform>
        </translation>
    </message>
    <message>
        <source>Move 1 piece to {cell}</source>
        <translation>Переместить 1 фигуру на {cell}</translation>
    </message>
    <message numerus="yes">
        <source>Move %n piece(s) to %n place(s)</source>
        <translation>
            <numerusform>Переместить %n фигуру на %n место</numerusform>
            <numerusform>Переместить %n фигуры на %n места</numerusform>
            <numerusform>Переместить %n фигур на %n мест</numerusform>
        </translation>
    </message>
    <message>
        <source>Change {field}</source>
        <translation>Изменить: {field}</translation>
    </message>
    <message>
        <source>Paint {layer}</source>
        <translation>Заливка: {layer}</translation>
    </message>
    <message numerus="yes">
        <source>%n entries (edit them in the YAML file)</source>
        <translation>
            <numerusform>%n элемент (правьте в файле YAML)</numerusform>
            <numerusform>%n элемента (правьте в файле YAML)</numerusform>
            <numerusform>%n элементов (правьте в файле YAML)</numerusform>
        </translation>
    </message>
    <message>
        <source>Add row</source>
        <extracomment>the columns of optional fields: an empty cell (or a choice box&apos;s &quot;no value&quot;) stands for ``None``</extracomment>
        <translation>Добавить строку</translation>
    </message>
    <message>
        <source>Add a record (a copy of the selected one when records have no defaults)</source>
        <translation>Добавить запись (копию выбранной, если у записей нет значений по умолчанию)</translation>
    </message>
    <message>
        <source>Remove rows</source>
        <translation>Удалить строки</translation>
    </message>
    <message>
        <source>Remove the selected records</source>
        <translation>Удалить выбранные записи</translation>
    </message>
    <message>
        <source>{table}: records need values; add the first one in the file</source>
        <translation>{table}: записям нужны значения; добавьте первую в файле</translation>
    </message>
    <message>
        <source>Add a row to {table}</source>
        <translation>Добавить строку: {table}</translation>
    </message>
    <message>
        <source>select the rows to remove first</source>
        <translation>сначала выберите строки для удаления</translation>
    </message>
    <message>
        <source>Remove {count} row(s) from {table}</source>
        <translation>Удалить строк: {count} ({table})</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Фигура</translation>
    </message>
    <message>
        <source>I am ready</source>
        <translation>Я готов</translation>
    </message>
    <message>
        <source>Everyone may watch what happened. Then pass the screen to {name}.</source>
        <translation>Все могут посмотреть, что произошло. Затем передайте экран игроку {name}.</translation>
    </message>
    <message>
        <source>Pass the screen</source>
        <translation>Передать экран</translation>
    </message>
    <message>
        <source>Pass the screen to {name}.
Only {name} should look now.</source>
        <translation>Передайте экран игроку {name}.
Сейчас смотрит только {name}.</translation>
    </message>
    <message>
        <source>Victory conditions (all must hold)</source>
        <translation>Условия победы (должны выполняться все)</translation>
    </message>
    <message>
        <source>HQ hit points</source>
        <translation>Прочность штаба</translation>
    </message>
    <message>
        <source>The solver&apos;s HQ hit points at the start</source>
        <translation>Прочность штаба решающего в начале</translation>
    </message>
    <message>
        <source>The opponent&apos;s HQ hit points at the start</source>
        <translation>Прочность штаба противника в начале</translation>
    </message>
    <message>
        <source>Solver</source>
        <translation>Решающий</translation>
    </message>
    <message>
        <source>Opponent</source>
        <translation>Противник</translation>
    </message>
    <message>
        <source>Pool: the solver&apos;s tiles to choose from</source>
        <translation>Запас: жетоны, из которых выбирает решающий</translation>
    </message>
    <message>
        <source>Choose</source>
        <translation>Выбрать</translation>
    </message>
    <message>
        <source>How many tiles of the pool the solver plays</source>
        <translation>Сколько жетонов из запаса играет решающий</translation>
    </message>
    <message>
        <source>Opponent&apos;s turn before the final battle</source>
        <translation>Ход противника перед последним боем</translation>
    </message>
    <message>
        <source>He moves next; tiles he may play:</source>
        <translation>Он ходит следующим; жетоны, которые он может сыграть:</translation>
    </message>
    <message>
        <source>After the solver&apos;s line the opponent takes a turn; the solution must survive it</source>
        <translation>После ходов решающего противник делает свой ход; решение должно его выдержать</translation>
    </message>
    <message>
        <source>How many tiles of his hand the opponent may play</source>
        <translation>Сколько жетонов из руки может сыграть противник</translation>
    </message>
    <message>
        <source>live check: waiting for the edits to pause</source>
        <translation>проверка на лету: ждём паузы в правках</translation>
    </message>
    <message>
        <source>Show the second solution</source>
        <translation>Показать второе решение</translation>
    </message>
    <message>
        <source>Solve and step through the second solution on the board</source>
        <translation>Решить и пройти по шагам второе решение на поле</translation>
    </message>
    <message>
        <source>Solve</source>
        <translation>Решить</translation>
    </message>
    <message>
        <source>Find every solution in a worker thread (F9); Cancel stops it</source>
        <translation>Найти все решения в фоновом потоке (F9); «Отмена» останавливает поиск</translation>
    </message>
    <message>
        <source>Cancel</source>
        <extracomment>how often (seconds) a worker offers the interpreter lock to the GUI thread while jobs run</extracomment>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Click a step to see the board after it (ghost tiles; red: removed)</source>
        <translation>Щёлкните шаг, чтобы увидеть поле после него (полупрозрачные жетоны; красные — убранные)</translation>
    </message>
    <message>
        <source>◀ Step</source>
        <translation>◀ Шаг</translation>
    </message>
    <message>
        <source>Step ▶</source>
        <translation>Шаг ▶</translation>
    </message>
    <message>
        <source>Hide</source>
        <translation>Скрыть</translation>
    </message>
    <message>
        <source>Hide the solution preview from the board</source>
        <translation>Убрать показ решения с поля</translation>
    </message>
    <message>
        <source>Record this solution</source>
        <translation>Записать это решение</translation>
    </message>
    <message>
        <source>Store the shown solution in the etude (replaces the recorded ones; undoable)</source>
        <translation>Сохранить показанное решение в этюде (заменяет записанные; можно отменить)</translation>
    </message>
    <message>
        <source>Generate etudes...</source>
        <translation>Создать этюды...</translation>
    </message>
    <message>
        <source>New etudes for these armies at a difficulty, teaching a rule, each proven to have one solution</source>
        <translation>Новые этюды для этих армий заданной сложности, обучающие правилу; у каждого доказано единственное решение</translation>
    </message>
    <message>
        <source>The opponent moves next</source>
        <translation>Противник ходит следующим</translation>
    </message>
    <message>
        <source>No opponent&apos;s turn</source>
        <translation>Без хода противника</translation>
    </message>
    <message>
        <source>of {count} in the pool (exactly)</source>
        <translation>из {count} в запасе (ровно)</translation>
    </message>
    <message>
        <source>of {count} in the pool (up to)</source>
        <translation>из {count} в запасе (не больше)</translation>
    </message>
    <message>
        <source>refused: {reason}</source>
        <translation>отклонено: {reason}</translation>
    </message>
    <message>
        <source>the etude changed: solve again</source>
        <translation>этюд изменился: решите заново</translation>
    </message>
    <message>
        <source>solving...</source>
        <translation>решение...</translation>
    </message>
    <message>
        <source>solving the etude (Cancel stops it)</source>
        <translation>решение этюда («Отмена» останавливает)</translation>
    </message>
    <message>
        <source>solving... {text}</source>
        <translation>решение... {text}</translation>
    </message>
    <message>
        <source>solve: {why}</source>
        <translation>решение: {why}</translation>
    </message>
    <message>
        <source>{n} solution ({nodes} positions searched in {seconds} s)</source>
        <translation>решений: {n} (просмотрено позиций: {nodes} за {seconds} с)</translation>
    </message>
    <message>
        <source>{n} solutions ({nodes} positions searched in {seconds} s)</source>
        <translation>решений: {n} (просмотрено позиций: {nodes} за {seconds} с)</translation>
    </message>
    <message>
        <source>no solution</source>
        <translation>решения нет</translation>
    </message>
    <message>
        <source>unique</source>
        <translation>единственное</translation>
    </message>
    <message>
        <source>not unique</source>
        <translation>не единственное</translation>
    </message>
    <message numerus="yes">
        <source>Solution {number}: %n step(s)</source>
        <translation>
            <numerusform>Решение {number}: %n ход</numerusform>
            <numerusform>Решение {number}: %n хода</numerusform>
            <numerusform>Решение {number}: %n ходов</numerusform>
        </translation>
    </message>
    <message>
        <source>cannot show the solution: {exc}</source>
        <translation>не удаётся показать решение: {exc}</translation>
    </message>
    <message>
        <source>{caption} — HQ hit points: {hp}</source>
        <translation>{caption} — прочность штаба: {hp}</translation>
    </message>
    <message>
        <source>this solution is already the recorded one</source>
        <translation>это решение уже записано</translation>
    </message>
    <message>
        <source>Record the solution</source>
        <translation>Записать решение</translation>
    </message>
    <message>
        <source>recorded solution {number}: {steps}</source>
        <translation>записано решение {number}: {steps}</translation>
    </message>
    <message>
        <source>opened the generated etude &apos;{en}&apos;</source>
        <translation>открыт созданный этюд «{en}»</translation>
    </message>
    <message>
        <source>slow</source>
        <extracomment>names and milliseconds per step of the speeds offered</extracomment>
        <translation>медленно</translation>
    </message>
    <message>
        <source>normal</source>
        <translation>обычно</translation>
    </message>
    <message>
        <source>fast</source>
        <translation>быстро</translation>
    </message>
    <message>
        <source>very fast</source>
        <translation>очень быстро</translation>
    </message>
    <message>
        <source>Back to the first step</source>
        <extracomment>the index of the step now shown the last step was reached where a game&apos;s playback puts its title and other lines above the list</extracomment>
        <translation>К первому шагу</translation>
    </message>
    <message>
        <source>The section before</source>
        <translation>Предыдущий раздел</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Шаг назад</translation>
    </message>
    <message>
        <source>▶ Play</source>
        <translation>▶ Воспроизвести</translation>
    </message>
    <message>
        <source>Play step by step</source>
        <translation>Воспроизводить шаг за шагом</translation>
    </message>
    <message>
        <source>Step forward</source>
        <translation>Шаг вперёд</translation>
    </message>
    <message>
        <source>The next section</source>
        <translation>Следующий раздел</translation>
    </message>
    <message>
        <source>The last step</source>
        <translation>Последний шаг</translation>
    </message>
    <message>
        <source>Speed</source>
        <translation>Скорость</translation>
    </message>
    <message>
        <source>How fast Play steps through</source>
        <translation>Как быстро идёт воспроизведение</translation>
    </message>
    <message>
        <source>❚❚ Pause</source>
        <extracomment>where a game&apos;s playback puts its own controls below the speed</extracomment>
        <translation>❚❚ Пауза</translation>
    </message>
    <message>
        <source>A human at this screen, or an agent that plays by itself</source>
        <extracomment>iterations per move of a searching agent chosen in a dialog, unless the user sets another strength</extracomment>
        <translation>Человек у этого экрана или агент, играющий сам</translation>
    </message>
    <message>
        <source>How hard the agent thinks: search iterations per move (more is stronger and slower)</source>
        <translation>Насколько глубоко думает агент: итераций поиска на ход (больше — сильнее и медленнее)</translation>
    </message>
    <message>
        <source>Play {game}</source>
        <translation>Играть: {game}</translation>
    </message>
    <message>
        <source>Player {number}</source>
        <translation>Игрок {number}</translation>
    </message>
    <message>
        <source>The same seed deals the same cards and rolls the same dice</source>
        <extracomment>each seat&apos;s combo box (human or agent)</extracomment>
        <translation>При том же зерне сдаются те же карты и выпадают те же кубики</translation>
    </message>
    <message>
        <source>New Samurai Sword game</source>
        <extracomment>milliseconds between two agent moves, so the humans can follow the cards</extracomment>
        <translation>Новая партия «Меча самурая»</translation>
    </message>
    <message>
        <source>3 to 7 players (L42); the setup deals the roles for that many</source>
        <translation>От 3 до 7 игроков (L42); роли раздаются на это число игроков</translation>
    </message>
    <message>
        <source>A human at this screen (several humans: hot seat, the screen passes) or an agent</source>
        <translation>Человек у этого экрана (если людей несколько — игра за одним экраном, экран передаётся) или агент</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>Место {number}</translation>
    </message>
    <message>
        <source>The shuffle: the same seed deals the same roles, characters and cards</source>
        <translation>Перемешивание: при том же зерне раздаются те же роли, персонажи и карты</translation>
    </message>
    <message numerus="yes">
        <source>Samurai Sword, %n player(s)</source>
        <translation>
            <numerusform>«Меч самурая», %n игрок</numerusform>
            <numerusform>«Меч самурая», %n игрока</numerusform>
            <numerusform>«Меч самурая», %n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>none recognised</source>
        <translation>не распознано</translation>
    </message>
    <message>
        <source>&lt;b&gt;Difficulty {level}&lt;/b&gt; (score {score:.1f}) — teaches: {themes}</source>
        <translation>&lt;b&gt;Сложность {level}&lt;/b&gt; (оценка {score:.1f}) — учит: {themes}</translation>
    </message>
    <message>
        <source>{figures}; solution: {steps}</source>
        <translation>{figures}; решение: {steps}</translation>
    </message>
    <message>
        <source>Open as a new etude</source>
        <translation>Открыть как новый этюд</translation>
    </message>
    <message>
        <source>Generate etudes</source>
        <translation>Создание этюдов</translation>
    </message>
    <message>
        <source>Your army (the solver)</source>
        <translation>Ваша армия (решающий)</translation>
    </message>
    <message>
        <source>Opponent&apos;s army</source>
        <translation>Армия противника</translation>
    </message>
    <message>
        <source>a net</source>
        <translation>сеть</translation>
    </message>
    <message>
        <source>a push</source>
        <translation>толчок</translation>
    </message>
    <message>
        <source>a move</source>
        <translation>движение</translation>
    </message>
    <message>
        <source>the sniper</source>
        <translation>снайпер</translation>
    </message>
    <message>
        <source>a grenade</source>
        <translation>граната</translation>
    </message>
    <message>
        <source>an air strike</source>
        <translation>воздушный удар</translation>
    </message>
    <message>
        <source>initiative order</source>
        <translation>порядок инициативы</translation>
    </message>
    <message>
        <source>a medic</source>
        <translation>медицинский модуль</translation>
    </message>
    <message>
        <source>armor</source>
        <translation>броня</translation>
    </message>
    <message>
        <source>the Gauss line</source>
        <translation>линия Гаусса</translation>
    </message>
    <message>
        <source>a module bonus</source>
        <translation>бонус модуля</translation>
    </message>
    <message>
        <source>a second battle</source>
        <translation>второй бой</translation>
    </message>
    <message>
        <source>Difficulty (1-5)</source>
        <translation>Сложность (1–5)</translation>
    </message>
    <message>
        <source>any rule</source>
        <translation>любое правило</translation>
    </message>
    <message>
        <source>The key is</source>
        <translation>Ключ к решению</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>Сколько</translation>
    </message>
    <message>
        <source>Time budget</source>
        <translation>Лимит времени</translation>
    </message>
    <message>
        <source>The same seed gives the same etudes</source>
        <translation>При том же зерне получаются те же этюды</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Зерно</translation>
    </message>
    <message>
        <source>Generate</source>
        <translation>Создать</translation>
    </message>
    <message>
        <source>Each etude found is proven to have exactly one solution.</source>
        <translation>У каждого найденного этюда доказано ровно одно решение.</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>отменено</translation>
    </message>
    <message>
        <source>the generator failed: {error}</source>
        <translation>сбой генератора: {error}</translation>
    </message>
    <message>
        <source>generating...</source>
        <translation>создание...</translation>
    </message>
    <message>
        <source>cancelling...</source>
        <translation>отмена...</translation>
    </message>
    <message>
        <source>{why}: {n} etude(s) found</source>
        <translation>{why}: найдено этюдов: {n}</translation>
    </message>
    <message>
        <source>{n} of {value} etude(s) found in {seconds:.0f} s ({attempts} sketches)</source>
        <translation>найдено этюдов: {n} из {value} за {seconds:.0f} с (набросков: {attempts})</translation>
    </message>
    <message>
        <source>Cannot play this game yet</source>
        <translation>В эту партию пока нельзя играть</translation>
    </message>
    <message>
        <source>Fix it first (see the Issues panel).</source>
        <translation>Сначала исправьте это (см. панель «Замечания»).</translation>
    </message>
    <message>
        <source>human</source>
        <extracomment>the agents&apos; names in words (a name not listed is shown as it is)</extracomment>
        <translation>человек</translation>
    </message>
    <message>
        <source>greedy</source>
        <translation>жадный</translation>
    </message>
    <message>
        <source>mcts</source>
        <translation>MCTS (поиск по дереву)</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <source> iterations</source>
        <translation> итераций</translation>
    </message>
    <message>
        <source>{count} items</source>
        <translation>элементов: {count}</translation>
    </message>
    <message>
        <source>What you see</source>
        <translation>Что вы видите</translation>
    </message>
    <message>
        <source>filter actions</source>
        <translation>фильтр действий</translation>
    </message>
    <message>
        <source>Double-click an action (or press Enter) to play it</source>
        <translation>Дважды щёлкните действие (или нажмите Enter), чтобы сыграть его</translation>
    </message>
    <message>
        <source>double-click an action to play it</source>
        <translation>дважды щёлкните действие, чтобы сыграть его</translation>
    </message>
    <message>
        <source>nothing selected can rotate</source>
        <translation>среди выделенного нечего поворачивать</translation>
    </message>
    <message>
        <source>copied {count} piece(s)</source>
        <translation>скопировано фигур: {count}</translation>
    </message>
    <message>
        <source>nothing to paste</source>
        <translation>нечего вставлять</translation>
    </message>
    <message>
        <source>the clipboard&apos;s pieces cannot be read</source>
        <translation>фигуры из буфера обмена не читаются</translation>
    </message>
    <message>
        <source>the clipboard holds pieces of another kind of document</source>
        <translation>в буфере обмена фигуры документа другого вида</translation>
    </message>
    <message>
        <source>nothing pasted: {reason}</source>
        <translation>ничего не вставлено: {reason}</translation>
    </message>
    <message>
        <source>Paste {count} piece(s)</source>
        <translation>Вставка фигур: {count}</translation>
    </message>
    <message>
        <source>off the board</source>
        <translation>за пределами поля</translation>
    </message>
    <message>
        <source>{count} piece(s) not pasted: {reason}</source>
        <translation>не вставлено фигур: {count}: {reason}</translation>
    </message>
    <message>
        <source>Open a document of your pack first: its pack is the one saved as a new version.</source>
        <translation>Сначала откройте документ своего набора: новой версией сохраняется именно его набор.</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>В коробке</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Изменение</translation>
    </message>
    <message>
        <source>In deck</source>
        <translation>В колоде</translation>
    </message>
    <message>
        <source>Command deck</source>
        <translation>Колода командных карт</translation>
    </message>
    <message>
        <source>Dragon deck</source>
        <translation>Колода карт Дракона</translation>
    </message>
    <message>
        <source>The deck table the scenario plays with ({field})</source>
        <translation>Таблица колоды, с которой играет сценарий ({field})</translation>
    </message>
    <message>
        <source>Box deck</source>
        <translation>Колода из коробки</translation>
    </message>
    <message>
        <source>Drop the scenario&apos;s changes: play with the deck as the table has it</source>
        <translation>Отбросить изменения сценария: играть колодой, как она задана в таблице</translation>
    </message>
    <message>
        <source>Command deck: {card} {delta}</source>
        <translation>Колода командных карт: {card} {delta}</translation>
    </message>
    <message>
        <source>Dragon deck: {card} {delta}</source>
        <translation>Колода карт Дракона: {card} {delta}</translation>
    </message>
    <message>
        <source>Box Command deck</source>
        <translation>Колода командных карт из коробки</translation>
    </message>
    <message>
        <source>Box Dragon deck</source>
        <translation>Колода карт Дракона из коробки</translation>
    </message>
    <message>
        <source>Play with deck {deck}</source>
        <translation>Играть колодой {deck}</translation>
    </message>
    <message>
        <source>{deck} (not bundled)</source>
        <translation>{deck} (нет в поставке)</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the deck (the box has {box}); the armies are dealt {dealt}</source>
        <translation>
            <numerusform>%n карта в колоде (в коробке {box}); армиям сдаётся {dealt}</numerusform>
            <numerusform>%n карты в колоде (в коробке {box}); армиям сдаётся {dealt}</numerusform>
            <numerusform>%n карт в колоде (в коробке {box}); армиям сдаётся {dealt}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) in the deck; the armies are dealt {dealt}</source>
        <translation>
            <numerusform>%n карта в колоде; армиям сдаётся {dealt}</numerusform>
            <numerusform>%n карты в колоде; армиям сдаётся {dealt}</numerusform>
            <numerusform>%n карт в колоде; армиям сдаётся {dealt}</numerusform>
        </translation>
    </message>
    <message>
        <source> — too few: needs {need}</source>
        <translation> — слишком мало: нужно {need}</translation>
    </message>
    <message>
        <source> — unknown cards: {cards}</source>
        <translation> — неизвестные карты: {cards}</translation>
    </message>
    <message>
        <source>copies added (positive) or removed (negative) in this scenario</source>
        <translation>копии, добавленные (плюс) или убранные (минус) в этом сценарии</translation>
    </message>
    <message>
        <source>Your Command cards (double-click to play)</source>
        <extracomment>the coloured band of a Command card: by the sections it orders, as the printed cards the colour band of a section card, by the section it orders in actions made by clicking the board; the rest are buttons the stretch of play the decision buttons keep their places for: (turn, active side, seat)</extracomment>
        <translation>Ваши командные карты (двойной щелчок — сыграть)</translation>
    </message>
    <message>
        <source>Your Dragon cards</source>
        <translation>Ваши карты Дракона</translation>
    </message>
    <message>
        <source>Dice of the roll shown (all rolls: the Dice tab)</source>
        <translation>Кубики показанного броска (все броски — на вкладке «Кубики»)</translation>
    </message>
    <message>
        <source>Turns</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Dice</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>no dice rolled yet</source>
        <translation>кубики ещё не брошены</translation>
    </message>
    <message>
        <source>turn {turn}, {player}&apos;s turn: {prompt}</source>
        <translation>ход {turn}, ходит {player}: {prompt}</translation>
    </message>
    <message>
        <source>Dragon card</source>
        <translation>Карта Дракона</translation>
    </message>
    <message>
        <source>The battle is over. Restart, or save the game to replay it.</source>
        <translation>Битва окончена. Начните заново или сохраните партию, чтобы её просмотреть.</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} думает…</translation>
    </message>
    <message>
        <source>The battle is over.</source>
        <translation>Битва окончена.</translation>
    </message>
    <message>
        <source>click a green unit to order it</source>
        <translation>щёлкните зелёный отряд, чтобы отдать ему приказ</translation>
    </message>
    <message>
        <source>click a unit, then a blue hex (or drag it there)</source>
        <translation>щёлкните отряд, затем синий гекс (или перетащите его туда)</translation>
    </message>
    <message>
        <source>click a unit, then a red target (its dice are shown)</source>
        <translation>щёлкните отряд, затем красную цель (показано число кубиков)</translation>
    </message>
    <message>
        <source>click a yellow hex to retreat</source>
        <translation>щёлкните жёлтый гекс, чтобы отступить</translation>
    </message>
    <message>
        <source>double-click a Command card to play it</source>
        <translation>дважды щёлкните командную карту, чтобы сыграть её</translation>
    </message>
    <message>
        <source>the battle is over</source>
        <translation>битва окончена</translation>
    </message>
    <message>
        <source>{piece}: choose a highlighted hex</source>
        <translation>{piece}: выберите подсвеченный гекс</translation>
    </message>
    <message>
        <source>not allowed: {piece} cannot move to {hex}; it can reach {hexes}</source>
        <translation>нельзя: {piece} не может пойти на {hex}; доступные гексы: {hexes}</translation>
    </message>
    <message>
        <source>not allowed: {piece} cannot move now ({reason})</source>
        <translation>нельзя: {piece} сейчас не может двигаться ({reason})</translation>
    </message>
    <message>
        <source>not allowed: {piece} cannot be ordered by {card}</source>
        <translation>нельзя: карта «{card}» не даёт приказа {piece}</translation>
    </message>
    <message>
        <source>nothing to do on {hex}: {prompt}</source>
        <translation>на {hex} делать нечего: {prompt}</translation>
    </message>
    <message>
        <source>not allowed: {card} cannot be played now ({prompt})</source>
        <translation>нельзя: карту «{card}» сейчас сыграть нельзя ({prompt})</translation>
    </message>
    <message>
        <source>Each side&apos;s turn is shown here step by step.</source>
        <extracomment>events that start a section of the list (the section buttons jump between them) the colour of each side&apos;s traces (bottom army red, top army yellow-gold, as their pieces)</extracomment>
        <translation>Здесь шаг за шагом показывается ход каждой стороны.</translation>
    </message>
    <message>
        <source>Play the resolution step by step</source>
        <translation>Воспроизвести исполнение шаг за шагом</translation>
    </message>
    <message>
        <source>Play the turns step by step</source>
        <translation>Воспроизвести ходы шаг за шагом</translation>
    </message>
    <message>
        <source>Play the step&apos;s events one by one</source>
        <translation>Воспроизвести события шага одно за другим</translation>
    </message>
    <message>
        <source>Play the turn step by step</source>
        <translation>Воспроизвести ход шаг за шагом</translation>
    </message>
    <message>
        <source>turn {turn}: {event}</source>
        <translation>ход {turn}: {event}</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Жетоны</translation>
    </message>
    <message numerus="yes">
        <source>%n combat token(s) (the box gives every clan {per_clan})</source>
        <translation>
            <numerusform>%n жетон битвы (в коробке у каждого клана {per_clan})</numerusform>
            <numerusform>%n жетона битвы (в коробке у каждого клана {per_clan})</numerusform>
            <numerusform>%n жетонов битвы (в коробке у каждого клана {per_clan})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n bluff (exactly one, L131)</source>
        <translation>
            <numerusform>%n пустой жетон (ровно один, L131)</numerusform>
            <numerusform>%n пустых жетона (ровно один, L131)</numerusform>
            <numerusform>%n пустых жетонов (ровно один, L131)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unique token(s) (one, L327)</source>
        <translation>
            <numerusform>%n уникальный жетон (один, L327)</numerusform>
            <numerusform>%n уникальных жетона (один, L327)</numerusform>
            <numerusform>%n уникальных жетонов (один, L327)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n control token(s); capital {capital}</source>
        <translation>
            <numerusform>%n жетон контроля; столица {capital}</numerusform>
            <numerusform>%n жетона контроля; столица {capital}</numerusform>
            <numerusform>%n жетонов контроля; столица {capital}</numerusform>
        </translation>
    </message>
    <message>
        <source>Battle for Rokugan clan</source>
        <translation>Клан «Битвы за Рокуган»</translation>
    </message>
    <message>
        <source>Resolution</source>
        <extracomment>the events of a resolution, in the order of its steps each step&apos;s title (translated where shown)</extracomment>
        <translation>Исполнение</translation>
    </message>
    <message>
        <source>1. Reveal</source>
        <translation>1. Вскрытие</translation>
    </message>
    <message>
        <source>2. Bluff</source>
        <translation>2. Пустой жетон</translation>
    </message>
    <message>
        <source>2. Illegal token</source>
        <translation>2. Недопустимый жетон</translation>
    </message>
    <message>
        <source>3. Raid</source>
        <translation>3. Погром</translation>
    </message>
    <message>
        <source>4. Diplomacy</source>
        <translation>4. Дипломатия</translation>
    </message>
    <message>
        <source>5. Battle</source>
        <translation>5. Сражение</translation>
    </message>
    <message>
        <source>6. Territory card</source>
        <translation>6. Карта региона</translation>
    </message>
    <message>
        <source>Round marker</source>
        <translation>Жетон раунда</translation>
    </message>
    <message>
        <source>Final scoring</source>
        <translation>Итоговый подсчёт</translation>
    </message>
    <message>
        <source>combat tokens</source>
        <comment>defence part</comment>
        <translation>жетоны битвы</translation>
    </message>
    <message>
        <source>printed</source>
        <comment>defence part</comment>
        <translation>на поле</translation>
    </message>
    <message>
        <source>face up</source>
        <comment>defence part</comment>
        <translation>открытые жетоны контроля</translation>
    </message>
    <message>
        <source>bonus token</source>
        <comment>defence part</comment>
        <translation>жетон бонуса</translation>
    </message>
    <message>
        <source>captured</source>
        <comment>battle result</comment>
        <translation>захвачена</translation>
    </message>
    <message>
        <source>defended</source>
        <comment>battle result</comment>
        <translation>победа защитника</translation>
    </message>
    <message>
        <source>held</source>
        <comment>battle result</comment>
        <translation>удержана</translation>
    </message>
    <message>
        <source>&lt;b&gt;Battle for {province}&lt;/b&gt; (defender: {defender})</source>
        <extracomment>milliseconds between two steps while playing back</extracomment>
        <translation>&lt;b&gt;Сражение: {province}&lt;/b&gt; (защитник: {defender})</translation>
    </message>
    <message>
        <source>{clan} attacks: {tokens} = &lt;b&gt;{strength}&lt;/b&gt; against {defence}</source>
        <translation>{clan} атакует: {tokens} = &lt;b&gt;{strength}&lt;/b&gt; против {defence}</translation>
    </message>
    <message>
        <source>no token</source>
        <translation>нет жетонов</translation>
    </message>
    <message>
        <source>defence &lt;b&gt;{total}&lt;/b&gt;: {parts} (tokens {tokens})</source>
        <translation>защита &lt;b&gt;{total}&lt;/b&gt;: {parts} (жетоны {tokens})</translation>
    </message>
    <message>
        <source>defence &lt;b&gt;{total}&lt;/b&gt;: {parts}</source>
        <translation>защита &lt;b&gt;{total}&lt;/b&gt;: {parts}</translation>
    </message>
    <message>
        <source>defence &lt;b&gt;{total}&lt;/b&gt;</source>
        <translation>защита &lt;b&gt;{total}&lt;/b&gt;</translation>
    </message>
    <message>
        <source>result: {result}, {winner} wins</source>
        <translation>итог: {result}, побеждает {winner}</translation>
    </message>
    <message>
        <source>result: {result}</source>
        <translation>итог: {result}</translation>
    </message>
    <message>
        <source>Next step</source>
        <extracomment>provinces and clans by their names as shown, by id (set by the table)</extracomment>
        <translation>Следующий шаг</translation>
    </message>
    <message>
        <source>Show all</source>
        <translation>Показать всё</translation>
    </message>
    <message>
        <source>Territory cards under the regions&apos; slots</source>
        <extracomment>fields the panel edits itself; the generated form shows the rest</extracomment>
        <translation>Карты территорий под местами регионов</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>a control token in each capital</source>
        <translation>жетон контроля в каждой столице</translation>
    </message>
    <message>
        <source>standard (not with 2 players)</source>
        <translation>стандартно (не при 2 игроках)</translation>
    </message>
    <message>
        <source>used</source>
        <translation>используется</translation>
    </message>
    <message>
        <source>not used</source>
        <translation>не используется</translation>
    </message>
    <message>
        <source>Extra ring</source>
        <extracomment>(field, label, tooltip) of the etude&apos;s switches</extracomment>
        <translation>Внешнее кольцо</translation>
    </message>
    <message>
        <source>Use the 18-hex extra ring around the main field (rules/002 §1.2)</source>
        <translation>Использовать внешнее кольцо из 18 гексов вокруг основного поля (rules/002 §1.2)</translation>
    </message>
    <message>
        <source>Play exactly N tiles</source>
        <translation>Сыграть ровно N жетонов</translation>
    </message>
    <message>
        <source>The solver must play exactly &apos;choose&apos; tiles (off: up to that many)</source>
        <translation>Решающий должен сыграть ровно «choose» жетонов (выключено — не больше этого числа)</translation>
    </message>
    <message>
        <source>Final battle</source>
        <translation>Последний бой</translation>
    </message>
    <message>
        <source>Fight the final battle after the last chosen tile (the printed cards&apos; model)</source>
        <translation>Провести последний бой после последнего выбранного жетона (как на печатных карточках)</translation>
    </message>
    <message>
        <source>Mobile tiles and Transport may move in their owner&apos;s turn (rules/002 §4.6)</source>
        <translation>Подвижные жетоны и Транспорт могут перемещаться в ход владельца (rules/002 §4.6)</translation>
    </message>
    <message>
        <source>The etude&apos;s stable id (file references use it)</source>
        <translation>Постоянный идентификатор этюда (по нему на него ссылаются файлы)</translation>
    </message>
    <message>
        <source>Number</source>
        <translation>Номер</translation>
    </message>
    <message>
        <source>The number printed on the card</source>
        <translation>Номер, напечатанный на карточке</translation>
    </message>
    <message>
        <source>1 = easy ... 5 = very hard (stars on the card)</source>
        <translation>1 — легко … 5 — очень трудно (звёзды на карточке)</translation>
    </message>
    <message>
        <source>Title (EN)</source>
        <translation>Название (EN)</translation>
    </message>
    <message>
        <source>The card&apos;s title in English</source>
        <translation>Название карточки по-английски</translation>
    </message>
    <message>
        <source>Title (RU)</source>
        <translation>Название (RU)</translation>
    </message>
    <message>
        <source>The card&apos;s title in Russian</source>
        <translation>Название карточки по-русски</translation>
    </message>
    <message>
        <source>Story (EN)</source>
        <translation>Сюжет (EN)</translation>
    </message>
    <message>
        <source>The card&apos;s story in English</source>
        <translation>Сюжет карточки по-английски</translation>
    </message>
    <message>
        <source>Story (RU)</source>
        <translation>Сюжет (RU)</translation>
    </message>
    <message>
        <source>The card&apos;s story in Russian</source>
        <translation>Сюжет карточки по-русски</translation>
    </message>
    <message>
        <source>Solver&apos;s army</source>
        <translation>Армия решающего</translation>
    </message>
    <message>
        <source>Map</source>
        <translation>Карта</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Duel (2 players)</source>
        <translation>Дуэль (2 игрока)</translation>
    </message>
    <message>
        <source>Free for all (3-4)</source>
        <translation>Каждый сам за себя (3-4)</translation>
    </message>
    <message>
        <source>Teams, 1+2 against 3+4</source>
        <translation>Команды, 1+2 против 3+4</translation>
    </message>
    <message>
        <source>One against two (1 against 2+3)</source>
        <translation>Один против двоих (1 против 2+3)</translation>
    </message>
    <message>
        <source>New Neuroshima game</source>
        <translation>Новая партия «Нейрошимы»</translation>
    </message>
    <message>
        <source>2 to 4 players share the board</source>
        <translation>От 2 до 4 игроков на одном поле</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Режим</translation>
    </message>
    <message>
        <source>A human at this screen (hot seat) or an agent</source>
        <translation>Человек у этого экрана (игра за одним экраном) или агент</translation>
    </message>
    <message>
        <source>Player {value}</source>
        <translation>Игрок {value}</translation>
    </message>
    <message>
        <source>Use the extra ring (37 hexes)</source>
        <translation>Добавить внешнее кольцо (37 гексов)</translation>
    </message>
    <message>
        <source>The shuffle of the stacks: the same seed deals the same tiles</source>
        <translation>Перемешивание стопок: при том же зерне выходят те же жетоны</translation>
    </message>
    <message>
        <source>Initial control tokens</source>
        <translation>Начальные жетоны контроля</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Раунды</translation>
    </message>
    <message>
        <source>Hand size</source>
        <translation>Размер руки</translation>
    </message>
    <message>
        <source>Tokens kept after a round</source>
        <translation>Жетонов остаётся после раунда</translation>
    </message>
    <message>
        <source>Scouts per player</source>
        <translation>Разведчиков на игрока</translation>
    </message>
    <message>
        <source>Shugenja per player</source>
        <translation>Сюгэндзя на игрока</translation>
    </message>
    <message>
        <source>First player</source>
        <translation>Первый игрок</translation>
    </message>
    <message>
        <source>Scenario id</source>
        <translation>Идентификатор сценария</translation>
    </message>
    <message>
        <source>Card set</source>
        <translation>Набор карт</translation>
    </message>
    <message>
        <source>standard (11/7/5/4)</source>
        <translation>обычно (11/7/5/4)</translation>
    </message>
    <message>
        <source>Capital tokens</source>
        <translation>Жетоны в столицах</translation>
    </message>
    <message>
        <source>Tokens kept</source>
        <translation>Оставляемые жетоны</translation>
    </message>
    <message>
        <source>Scouts</source>
        <translation>Разведчики</translation>
    </message>
    <message>
        <source>Shugenja</source>
        <translation>Сюгэндзя</translation>
    </message>
    <message>
        <source>First-player card</source>
        <translation>Карта первого игрока</translation>
    </message>
    <message>
        <source>Clans</source>
        <translation>Кланы</translation>
    </message>
    <message>
        <source>empty: drawn at random; else clans in seat order, by commas</source>
        <translation>пусто — жребий; иначе кланы в порядке мест, через запятую</translation>
    </message>
    <message>
        <source>In play</source>
        <translation>В игре</translation>
    </message>
    <message>
        <source>Seat order</source>
        <translation>Порядок мест</translation>
    </message>
    <message>
        <source>Secret objectives</source>
        <translation>Тайные цели</translation>
    </message>
    <message>
        <source>Objectives dealt</source>
        <translation>Сдаваемые цели</translation>
    </message>
    <message>
        <source>Objectives kept</source>
        <translation>Оставляемые цели</translation>
    </message>
    <message>
        <source>In the deck</source>
        <translation>В колоде</translation>
    </message>
    <message>
        <source>Dealt to each player</source>
        <translation>Сдаётся каждому игроку</translation>
    </message>
    <message>
        <source>Kept</source>
        <translation>Оставляется</translation>
    </message>
    <message>
        <source>random</source>
        <comment>first player</comment>
        <translation>случайно</translation>
    </message>
    <message>
        <source>standard for {players} players: {tokens}</source>
        <translation>стандартно для {players} игроков: {tokens}</translation>
    </message>
    <message>
        <source>{value} (missing)</source>
        <translation>{value} (нет в библиотеке)</translation>
    </message>
    <message>
        <source>a random one of the region&apos;s cards</source>
        <translation>случайная из карт региона</translation>
    </message>
    <message>
        <source>Clans in play</source>
        <translation>Кланы в игре</translation>
    </message>
    <message>
        <source>Territory card of {region}</source>
        <translation>Карта региона {region}</translation>
    </message>
    <message>
        <source>not changed: {reason}</source>
        <translation>не изменено: {reason}</translation>
    </message>
    <message>
        <source>choose an opponent&apos;s face-down token to look at</source>
        <extracomment>actions made on the board; the others are buttons the prompts of the engine&apos;s pending choices (effects.pending_prompt), translated where shown</extracomment>
        <translation>выберите закрытый жетон соперника, чтобы посмотреть его</translation>
    </message>
    <message>
        <source>choose an opponent&apos;s token to reveal and discard</source>
        <translation>выберите жетон соперника, чтобы раскрыть и сбросить его</translation>
    </message>
    <message>
        <source>choose a token to look at and return to its owner&apos;s pool</source>
        <translation>выберите жетон, чтобы посмотреть его и вернуть в запас владельца</translation>
    </message>
    <message>
        <source>you may look at one token on the board (Scorpion)</source>
        <translation>можно посмотреть один жетон на поле (Скорпион)</translation>
    </message>
    <message>
        <source>you may swap two of your tokens on the board (Unicorn)</source>
        <translation>можно поменять местами два своих жетона на поле (Единорог)</translation>
    </message>
    <message>
        <source>choose a province outside the Shadowlands to remove one of your control tokens from</source>
        <translation>выберите провинцию вне Теневых земель, чтобы убрать из неё один свой жетон контроля</translation>
    </message>
    <message>
        <source>setup</source>
        <comment>stage of play</comment>
        <translation>подготовка</translation>
    </message>
    <message>
        <source>objectives</source>
        <comment>stage of play</comment>
        <translation>тайные цели</translation>
    </message>
    <message>
        <source>unicorn</source>
        <comment>stage of play</comment>
        <translation>Единорог</translation>
    </message>
    <message>
        <source>claim</source>
        <comment>stage of play</comment>
        <translation>начальные жетоны контроля</translation>
    </message>
    <message>
        <source>upkeep</source>
        <comment>stage of play</comment>
        <translation>перегруппировка</translation>
    </message>
    <message>
        <source>dragon</source>
        <comment>stage of play</comment>
        <translation>Дракон</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>stage of play</comment>
        <translation>карты регионов</translation>
    </message>
    <message>
        <source>placement</source>
        <comment>stage of play</comment>
        <translation>размещение</translation>
    </message>
    <message>
        <source>resolution</source>
        <comment>stage of play</comment>
        <translation>исполнение</translation>
    </message>
    <message>
        <source>over</source>
        <comment>stage of play</comment>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>Behind your screen (drag a token onto the board)</source>
        <translation>За вашей ширмой (перетащите жетон на поле)</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Ваши карты</translation>
    </message>
    <message>
        <source>round {round}, {phase}: {prompt}</source>
        <translation>раунд {round}, {phase}: {prompt}</translation>
    </message>
    <message>
        <source>round {round}, {phase}</source>
        <translation>раунд {round}, {phase}</translation>
    </message>
    <message>
        <source>first player</source>
        <comment>clan&apos;s state</comment>
        <translation>первый игрок</translation>
    </message>
    <message>
        <source>ronin</source>
        <comment>clan&apos;s state</comment>
        <translation>ронин</translation>
    </message>
    <message>
        <source>passed</source>
        <comment>clan&apos;s state</comment>
        <translation>пас</translation>
    </message>
    <message>
        <source>{hand} behind the screen, {pool} in the pool, {discarded} discarded; {control} control tokens left; scouts {scouts}, shugenja {shugenja}; cards of {cards}</source>
        <translation>за ширмой {hand}, в запасе {pool}, в сбросе {discarded}; жетонов контроля осталось {control}; разведчиков {scouts}, сюгэндзя {shugenja}; карты регионов: {cards}</translation>
    </message>
    <message numerus="yes">
        <source>Objective: {name} (%n honor)</source>
        <translation>
            <numerusform>Цель: {name} (%n очко чести)</numerusform>
            <numerusform>Цель: {name} (%n очка чести)</numerusform>
            <numerusform>Цель: {name} (%n очков чести)</numerusform>
        </translation>
    </message>
    <message>
        <source>Objective: {name}</source>
        <translation>Цель: {name}</translation>
    </message>
    <message>
        <source>You saw {clan}&apos;s hand: {tokens}</source>
        <translation>Вы видели актив ({clan}): {tokens}</translation>
    </message>
    <message>
        <source>no objective or territory card yet</source>
        <translation>пока нет ни цели, ни карт регионов</translation>
    </message>
    <message numerus="yes">
        <source>{clan} %n honor</source>
        <translation>
            <numerusform>{clan}: %n очко чести</numerusform>
            <numerusform>{clan}: %n очка чести</numerusform>
            <numerusform>{clan}: %n очков чести</numerusform>
        </translation>
    </message>
    <message>
        <source>The game is over. {scores}</source>
        <translation>Игра окончена. {scores}</translation>
    </message>
    <message>
        <source>{player} acts next</source>
        <translation>Следующим действует: {player}</translation>
    </message>
    <message>
        <source>drag a token from behind your screen to a green place (or click it, then a place)</source>
        <translation>перетащите жетон из-за ширмы на зелёное место (или щёлкните жетон, затем место)</translation>
    </message>
    <message>
        <source>click a highlighted province to claim it</source>
        <translation>щёлкните подсвеченную провинцию, чтобы занять её</translation>
    </message>
    <message>
        <source>click a highlighted province to choose it</source>
        <translation>щёлкните подсвеченную провинцию, чтобы выбрать её</translation>
    </message>
    <message>
        <source>Keep {objective}</source>
        <translation>Оставить {objective}</translation>
    </message>
    <message numerus="yes">
        <source>Keep the objective {name} (%n honor)</source>
        <translation>
            <numerusform>Оставить цель «{name}» (%n очко чести)</numerusform>
            <numerusform>Оставить цель «{name}» (%n очка чести)</numerusform>
            <numerusform>Оставить цель «{name}» (%n очков чести)</numerusform>
        </translation>
    </message>
    <message>
        <source>Play the {card}</source>
        <translation>Сыграть: {card}</translation>
    </message>
    <message>
        <source>Play {card}: {text}</source>
        <translation>Сыграть «{card}»: {text}</translation>
    </message>
    <message>
        <source>Bless {clan}&apos;s token #{serial} with {token}</source>
        <translation>Благословить жетон №{serial} клана {clan}: {token}</translation>
    </message>
    <message>
        <source>Bless your token #{serial} with {token}</source>
        <translation>Благословить свой жетон №{serial}: {token}</translation>
    </message>
    <message>
        <source>Return {token} to your pool</source>
        <translation>Вернуть в свой запас: {token}</translation>
    </message>
    <message>
        <source>Choose {option}</source>
        <translation>Выбрать: {option}</translation>
    </message>
    <message>
        <source>{token} cannot be placed now</source>
        <translation>{token}: сейчас не разместить</translation>
    </message>
    <message numerus="yes">
        <source>{token}: %n place(s) (green); click one or drag the token there</source>
        <translation>
            <numerusform>{token}: %n место (зелёное); щёлкните его или перетащите туда жетон</numerusform>
            <numerusform>{token}: %n места (зелёные); щёлкните одно или перетащите туда жетон</numerusform>
            <numerusform>{token}: %n мест (зелёные); щёлкните одно или перетащите туда жетон</numerusform>
        </translation>
    </message>
    <message>
        <source>not allowed: {token} cannot go there; the green places can take it</source>
        <translation>нельзя: {token} сюда не положить; подходят зелёные места</translation>
    </message>
    <message>
        <source>nothing to do there: {province}</source>
        <translation>здесь нечего делать: {province}</translation>
    </message>
    <message>
        <source>nothing to do there</source>
        <translation>здесь нечего делать</translation>
    </message>
    <message>
        <source>side {number} fence</source>
        <extracomment>the sides&apos; edge layers: (what, label with the side&apos;s number, tooltip)</extracomment>
        <translation>забор стороны {number}</translation>
    </message>
    <message>
        <source>Fences the defender builds before the battle (L214-L220)</source>
        <translation>Заборы, которые защищающийся ставит перед битвой (L214-L220)</translation>
    </message>
    <message>
        <source>side {number} shield</source>
        <translation>щиты стороны {number}</translation>
    </message>
    <message>
        <source>Shields (tate) set before the battle (L205-L212)</source>
        <translation>Щиты (татэ), установленные перед битвой (L205-L212)</translation>
    </message>
    <message>
        <source>unit {unit}</source>
        <translation>отряд {unit}</translation>
    </message>
    <message>
        <source>the enemy</source>
        <translation>к противнику</translation>
    </message>
    <message>
        <source>{unit} at {cell}, facing {facing}</source>
        <translation>{unit} в {cell}, фронт: {facing}</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>битва</translation>
    </message>
    <message>
        <source>Side {number}: {roster}</source>
        <translation>Сторона {number}: {roster}</translation>
    </message>
    <message>
        <source>Game master</source>
        <translation>Мастер</translation>
    </message>
    <message>
        <source>A person answers the GM&apos;s judgement questions, or the game master&apos;s documented answers</source>
        <translation>На вопросы мастера отвечает человек, или берутся задокументированные ответы мастера</translation>
    </message>
    <message>
        <source>game master&apos;s documented answers</source>
        <translation>задокументированные ответы мастера</translation>
    </message>
    <message>
        <source>Warlords battle</source>
        <translation>Битва Warlords</translation>
    </message>
    <message>
        <source>no cell</source>
        <extracomment>palette entry id -&gt; (side, unit type, figures), for drawing the palette&apos;s icons</extracomment>
        <translation>нет клетки</translation>
    </message>
    <message>
        <source>Side {number}: roster {roster} not found</source>
        <translation>Сторона {number}: состав {roster} не найден</translation>
    </message>
    <message>
        <source>{type}: {figures} figures, Skill {skill}, Equipment {equipment}, Steadfastness {steadfastness}, Impetus {impetus}; drop on a cell of the side&apos;s zones, R turns it</source>
        <translation>{type}: фигурок {figures}, Боевое мастерство {skill}, Боевое снаряжение {equipment}, Стойкость {steadfastness}, Натиск {impetus}; перетащите на клетку зон своей стороны, R поворачивает</translation>
    </message>
    <message>
        <source>Side {number}: {roster} ({role})</source>
        <translation>Сторона {number}: {roster} ({role})</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
    </message>
    <message>
        <source>True</source>
        <comment>switch</comment>
        <translation>да</translation>
    </message>
    <message>
        <source>False</source>
        <comment>switch</comment>
        <translation>нет</translation>
    </message>
    <message>
        <source>Title (ru)</source>
        <translation>Название (ru)</translation>
    </message>
    <message>
        <source>The battlefield the battle is fought on (its terrain, rivers and control zones)</source>
        <translation>Поле, на котором идёт бой (его местность, реки и зоны контроля)</translation>
    </message>
    <message>
        <source>Battlefield</source>
        <translation>Поле боя</translation>
    </message>
    <message>
        <source>Battle kind</source>
        <translation>Вид битвы</translation>
    </message>
    <message>
        <source>Season</source>
        <translation>Время года</translation>
    </message>
    <message>
        <source>Climate</source>
        <translation>Климат</translation>
    </message>
    <message>
        <source>the season&apos;s limit (L43)</source>
        <translation>предел времени года (L43)</translation>
    </message>
    <message>
        <source>Max turns</source>
        <translation>Наибольшее число ходов</translation>
    </message>
    <message>
        <source>dry summer (L772)</source>
        <translation>сухое лето (L772)</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Заметки</translation>
    </message>
    <message>
        <source>Fight on {battlefield}</source>
        <translation>Битва на поле {battlefield}</translation>
    </message>
    <message>
        <source>Weather (rules/003 §2.4, §6.2)</source>
        <translation>Погода (rules/003 §2.4, §6.2)</translation>
    </message>
    <message>
        <source>roll forecasts (the armies may first agree on a clear day)</source>
        <translation>бросать прогноз (армии могут сначала договориться о ясном дне)</translation>
    </message>
    <message>
        <source>a clear day agreed beforehand (L762)</source>
        <translation>ясный день по договорённости (L762)</translation>
    </message>
    <message>
        <source>a fixed schedule</source>
        <translation>заданное расписание</translation>
    </message>
    <message>
        <source>weather</source>
        <translation>погода</translation>
    </message>
    <message>
        <source>first turn</source>
        <translation>первый ход</translation>
    </message>
    <message>
        <source>last turn</source>
        <translation>последний ход</translation>
    </message>
    <message>
        <source>Add span</source>
        <translation>Добавить период</translation>
    </message>
    <message>
        <source>Remove span</source>
        <translation>Удалить период</translation>
    </message>
    <message>
        <source>Change a weather span</source>
        <translation>Изменить период погоды</translation>
    </message>
    <message>
        <source>Add a weather span</source>
        <translation>Добавить период погоды</translation>
    </message>
    <message>
        <source>Remove a weather span</source>
        <translation>Удалить период погоды</translation>
    </message>
    <message>
        <source>Side {number}</source>
        <translation>Сторона {number}</translation>
    </message>
    <message>
        <source>Roster</source>
        <translation>Состав</translation>
    </message>
    <message>
        <source>Role</source>
        <translation>Роль</translation>
    </message>
    <message>
        <source>Half</source>
        <translation>Половина поля</translation>
    </message>
    <message>
        <source>chosen before the battle (L291-L293)</source>
        <translation>выбирается перед битвой (L291-L293)</translation>
    </message>
    <message>
        <source>cell, e.g. A33 (a position start)</source>
        <translation>клетка, например A33 (начало из позиции)</translation>
    </message>
    <message>
        <source>HQ</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Side {number} fights with {roster}</source>
        <translation>Сторона {number} сражается составом {roster}</translation>
    </message>
    <message>
        <source>Rule options (rules/003 §9: each ambiguity, the digest&apos;s recommendation as default)</source>
        <translation>Варианты правил (rules/003 §9: каждая неясность; по умолчанию — рекомендация свода)</translation>
    </message>
    <message>
        <source>{description} (default: {default})</source>
        <translation>{description} (по умолчанию: {default})</translation>
    </message>
    <message>
        <source>North</source>
        <translation>Север</translation>
    </message>
    <message>
        <source>South</source>
        <translation>Юг</translation>
    </message>
    <message>
        <source>West</source>
        <translation>Запад</translation>
    </message>
    <message>
        <source>East</source>
        <translation>Восток</translation>
    </message>
    <message>
        <source>Extend the field northward</source>
        <extracomment>the undo step of an extension, per side (whole sentences: the direction&apos;s word differs by language)</extracomment>
        <translation>Расширить поле к северу</translation>
    </message>
    <message>
        <source>Extend the field southward</source>
        <translation>Расширить поле к югу</translation>
    </message>
    <message>
        <source>Extend the field westward</source>
        <translation>Расширить поле к западу</translation>
    </message>
    <message>
        <source>Extend the field eastward</source>
        <translation>Расширить поле к востоку</translation>
    </message>
    <message>
        <source>Name (ru)</source>
        <translation>Название (ru)</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Провинция</translation>
    </message>
    <message>
        <source>standard: 12 x 7, zones 6 x 3</source>
        <translation>стандартная: 12 x 7, зоны 6 x 3</translation>
    </message>
    <message>
        <source>pass: zones 4 wide x 6 deep (L752-L754)</source>
        <translation>перевал: зоны 4 в ширину x 6 в глубину (L752-L754)</translation>
    </message>
    <message>
        <source>Layout</source>
        <translation>Раскладка</translation>
    </message>
    <message>
        <source>Quarter letters</source>
        <translation>Буквы четвертей</translation>
    </message>
    <message>
        <source>The letters of the quarters north-west, north-east, south-west, south-east</source>
        <translation>Буквы четвертей: северо-запад, северо-восток, юго-запад, юго-восток</translation>
    </message>
    <message>
        <source>the northern army</source>
        <translation>северная армия</translation>
    </message>
    <message>
        <source>the southern army</source>
        <translation>южная армия</translation>
    </message>
    <message>
        <source>The half whose army advances through difficult approaches (L756-L757)</source>
        <translation>Половина, чья армия наступает через труднопроходимые подступы (L756-L757)</translation>
    </message>
    <message>
        <source>Difficult approaches</source>
        <translation>Труднопроходимые подступы</translation>
    </message>
    <message>
        <source>Field extension (cells the GM may draw beyond the printed field, L75)</source>
        <translation>Расширение поля (клетки, которые мастер может дорисовать за пределами напечатанного поля, L75)</translation>
    </message>
    <message>
        <source>Change the layout</source>
        <translation>Изменить раскладку</translation>
    </message>
    <message>
        <source>none</source>
        <extracomment>the card sheet: two 550 x 800 faces (points for PDF, pixels for PNG)</extracomment>
        <translation>нет</translation>
    </message>
    <message>
        <source>Skill</source>
        <extracomment>the units table&apos;s columns: the roster model&apos;s field names (in words by field_label) and the characteristics of rules/003 §4 (Боевое мастерство, Боевое снаряжение, Стойкость, Натиск)</extracomment>
        <translation>Боевое мастерство</translation>
    </message>
    <message>
        <source>Equipment</source>
        <translation>Боевое снаряжение</translation>
    </message>
    <message>
        <source>Steadfastness</source>
        <translation>Стойкость</translation>
    </message>
    <message>
        <source>Impetus</source>
        <translation>Натиск</translation>
    </message>
    <message>
        <source>Phoenix: Rebirth (Возрождение)</source>
        <translation>Феникс: Возрождение</translation>
    </message>
    <message>
        <source>Tiger: Fury! (Ярость!)</source>
        <translation>Тигр: Ярость!</translation>
    </message>
    <message>
        <source>Dragon: Cunning (Хитрость)</source>
        <translation>Дракон: Хитрость</translation>
    </message>
    <message>
        <source>Crab: Cohesion (Сплоченность)</source>
        <translation>Краб: Сплоченность</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — clan {clan}: {units} units, {figures} figures (cost {cost}); leaders: {leaders}; shields {shields}, fences {fences}; banners: {banners}; shinobi {shinobi}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — клан {clan}: отрядов {units}, фигур {figures} (стоимость {cost}); командиры: {leaders}; щиты {shields}, заборы {fences}; знамёна: {banners}; синоби {shinobi}</translation>
    </message>
    <message>
        <source>Composition checks: all clear.</source>
        <translation>Проверка состава: замечаний нет.</translation>
    </message>
    <message>
        <source>Composition checks:</source>
        <translation>Проверка состава:</translation>
    </message>
    <message>
        <source>Warlords roster</source>
        <translation>Состав армии Warlords</translation>
    </message>
    <message>
        <source>answer</source>
        <comment>action</comment>
        <translation>ответ</translation>
    </message>
    <message>
        <source>finish</source>
        <comment>action</comment>
        <translation>завершить</translation>
    </message>
    <message>
        <source>deploy in the half</source>
        <comment>action</comment>
        <translation>расставиться в половине</translation>
    </message>
    <message>
        <source>clear day</source>
        <comment>action</comment>
        <translation>ясный день</translation>
    </message>
    <message>
        <source>forecast</source>
        <comment>action</comment>
        <translation>прогноз</translation>
    </message>
    <message>
        <source>fence at</source>
        <comment>action</comment>
        <translation>забор на</translation>
    </message>
    <message>
        <source>shields at</source>
        <comment>action</comment>
        <translation>щиты на</translation>
    </message>
    <message>
        <source>HQ at</source>
        <comment>action</comment>
        <translation>Ставка в</translation>
    </message>
    <message>
        <source>deploy</source>
        <comment>action</comment>
        <translation>расставить</translation>
    </message>
    <message>
        <source>to the reserve</source>
        <comment>action</comment>
        <translation>в резерв</translation>
    </message>
    <message>
        <source>reconnoitre</source>
        <comment>action</comment>
        <translation>разведка</translation>
    </message>
    <message>
        <source>adjust</source>
        <comment>action</comment>
        <translation>поправка</translation>
    </message>
    <message>
        <source>leader</source>
        <comment>action</comment>
        <translation>предводитель</translation>
    </message>
    <message>
        <source>banner</source>
        <comment>action</comment>
        <translation>знамя</translation>
    </message>
    <message>
        <source>standing order</source>
        <comment>action</comment>
        <translation>приказ до дальнейших распоряжений</translation>
    </message>
    <message>
        <source>stake</source>
        <comment>action</comment>
        <translation>ставка</translation>
    </message>
    <message>
        <source>reroll</source>
        <comment>action</comment>
        <translation>переброс</translation>
    </message>
    <message>
        <source>give orders to</source>
        <comment>action</comment>
        <translation>приказы отряду</translation>
    </message>
    <message>
        <source>order</source>
        <comment>action</comment>
        <translation>приказ</translation>
    </message>
    <message>
        <source>raise the banner in</source>
        <comment>action</comment>
        <translation>поднять знамя в</translation>
    </message>
    <message>
        <source>bring in from the reserve</source>
        <comment>action</comment>
        <translation>ввести из резерва</translation>
    </message>
    <message>
        <source>withdraw</source>
        <comment>action</comment>
        <translation>отвести в резерв</translation>
    </message>
    <message>
        <source>sabotage</source>
        <comment>action</comment>
        <translation>диверсия</translation>
    </message>
    <message>
        <source>target cell</source>
        <comment>action</comment>
        <translation>клетка-цель</translation>
    </message>
    <message>
        <source>general flight</source>
        <comment>action</comment>
        <translation>бегство армии</translation>
    </message>
    <message>
        <source>duel tactic</source>
        <comment>action</comment>
        <translation>тактика поединка</translation>
    </message>
    <message>
        <source>no order</source>
        <comment>order</comment>
        <translation>без приказа</translation>
    </message>
    <message>
        <source>wait</source>
        <comment>order</comment>
        <translation>ждать</translation>
    </message>
    <message>
        <source>advance</source>
        <comment>order</comment>
        <translation>наступление</translation>
    </message>
    <message>
        <source>gallop</source>
        <comment>order</comment>
        <translation>галоп</translation>
    </message>
    <message>
        <source>turn left</source>
        <comment>order</comment>
        <translation>поворот фронта влево</translation>
    </message>
    <message>
        <source>turn right</source>
        <comment>order</comment>
        <translation>поворот фронта вправо</translation>
    </message>
    <message>
        <source>retreat by order</source>
        <comment>order</comment>
        <translation>отступление по приказу</translation>
    </message>
    <message>
        <source>sidestep left</source>
        <comment>order</comment>
        <translation>боковой марш влево</translation>
    </message>
    <message>
        <source>sidestep right</source>
        <comment>order</comment>
        <translation>боковой марш вправо</translation>
    </message>
    <message>
        <source>over</source>
        <comment>stage</comment>
        <translation>битва окончена</translation>
    </message>
    <message>
        <source>half</source>
        <comment>stage</comment>
        <translation>выбор половины поля</translation>
    </message>
    <message>
        <source>clear day</source>
        <comment>stage</comment>
        <translation>ясный день</translation>
    </message>
    <message>
        <source>forecast</source>
        <comment>stage</comment>
        <translation>прогноз</translation>
    </message>
    <message>
        <source>fences</source>
        <comment>stage</comment>
        <translation>заборы</translation>
    </message>
    <message>
        <source>deploy</source>
        <comment>stage</comment>
        <translation>расстановка</translation>
    </message>
    <message>
        <source>recon</source>
        <comment>stage</comment>
        <translation>разведка</translation>
    </message>
    <message>
        <source>leaders</source>
        <comment>stage</comment>
        <translation>предводители</translation>
    </message>
    <message>
        <source>banners</source>
        <comment>stage</comment>
        <translation>знамёна</translation>
    </message>
    <message>
        <source>instructions</source>
        <comment>stage</comment>
        <translation>указания</translation>
    </message>
    <message>
        <source>stake</source>
        <comment>stage</comment>
        <translation>ставка</translation>
    </message>
    <message>
        <source>reroll</source>
        <comment>stage</comment>
        <translation>переброс</translation>
    </message>
    <message>
        <source>command</source>
        <comment>stage</comment>
        <translation>командование</translation>
    </message>
    <message>
        <source>gm</source>
        <comment>stage</comment>
        <translation>мастер</translation>
    </message>
    <message>
        <source>hq</source>
        <comment>stage</comment>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>rect</source>
        <comment>stage</comment>
        <translation>область</translation>
    </message>
    <message>
        <source>menu</source>
        <comment>stage</comment>
        <translation>выбор</translation>
    </message>
    <message>
        <source>units</source>
        <comment>stage</comment>
        <translation>отряды</translation>
    </message>
    <message>
        <source>standing</source>
        <comment>stage</comment>
        <translation>приказы до дальнейших распоряжений</translation>
    </message>
    <message>
        <source>p1</source>
        <comment>stage</comment>
        <translation>1-я фаза</translation>
    </message>
    <message>
        <source>p2</source>
        <comment>stage</comment>
        <translation>2-я фаза</translation>
    </message>
    <message>
        <source>adjust</source>
        <comment>stage</comment>
        <translation>поправка</translation>
    </message>
    <message>
        <source>target</source>
        <comment>stage</comment>
        <translation>цель</translation>
    </message>
    <message>
        <source>dragon</source>
        <comment>stage</comment>
        <translation>знамя Дракона</translation>
    </message>
    <message>
        <source>flight</source>
        <comment>stage</comment>
        <translation>бегство</translation>
    </message>
    <message>
        <source>shields</source>
        <comment>stage</comment>
        <translation>щиты</translation>
    </message>
    <message>
        <source>done</source>
        <comment>stage</comment>
        <translation>готово</translation>
    </message>
    <message>
        <source>carrying out the orders</source>
        <comment>stage</comment>
        <translation>приказы исполняются</translation>
    </message>
    <message>
        <source>duel tactic</source>
        <comment>stage</comment>
        <translation>тактика поединка</translation>
    </message>
    <message>
        <source>terrain shift</source>
        <comment>stage</comment>
        <translation>сдвиг местности</translation>
    </message>
    <message>
        <source>same priority</source>
        <comment>stage</comment>
        <translation>равный приоритет</translation>
    </message>
    <message>
        <source>flank exposure</source>
        <comment>stage</comment>
        <translation>подставленный фланг</translation>
    </message>
    <message>
        <source>initiative turn</source>
        <comment>stage</comment>
        <translation>разворот по инициативе</translation>
    </message>
    <message>
        <source>shield diagonal</source>
        <comment>stage</comment>
        <translation>щиты и косой обстрел</translation>
    </message>
    <message>
        <source>elite equipment</source>
        <comment>stage</comment>
        <translation>элитное снаряжение</translation>
    </message>
    <message>
        <source>combined rerolls</source>
        <comment>stage</comment>
        <translation>совмещённые перебросы</translation>
    </message>
    <message>
        <source>generals stop retreat</source>
        <comment>stage</comment>
        <translation>генералы останавливают бегство</translation>
    </message>
    <message>
        <source>phoenix center</source>
        <comment>stage</comment>
        <translation>центр знамени Феникса</translation>
    </message>
    <message>
        <source>yumi ashigaru plunging</source>
        <comment>stage</comment>
        <translation>навесная стрельба асигару-лучников</translation>
    </message>
    <message>
        <source>four legs total</source>
        <comment>stage</comment>
        <translation>«Четыре ноги»: итоговый бонус</translation>
    </message>
    <message>
        <source>warlord adjacent bonus</source>
        <comment>stage</comment>
        <translation>бонус полководца из соседнего отряда</translation>
    </message>
    <message>
        <source>claim distance</source>
        <comment>stage</comment>
        <translation>расстояние до зоны контроля</translation>
    </message>
    <message>
        <source>cunning plan</source>
        <comment>stage</comment>
        <translation>«Хитрый план»</translation>
    </message>
    <message>
        <source>shoot at {cell}</source>
        <translation>обстрел {cell}</translation>
    </message>
    <message>
        <source>regroup facing {facing}</source>
        <translation>перегруппировка фронтом на {facing}</translation>
    </message>
    <message>
        <source>set shields at {edge}</source>
        <translation>установить щиты: {edge}</translation>
    </message>
    <message>
        <source>take up shields at {edge}</source>
        <translation>забрать щиты: {edge}</translation>
    </message>
    <message>
        <source>{order} and leave the village burning</source>
        <translation>{order} и поджечь деревню</translation>
    </message>
    <message>
        <source>, then </source>
        <translation>, затем </translation>
    </message>
    <message>
        <source>order: {order}  [{code}]</source>
        <translation>приказ: {order}  [{code}]</translation>
    </message>
    <message>
        <source>Game master&apos;s question</source>
        <translation>Вопрос мастера</translation>
    </message>
    <message>
        <source>Do it</source>
        <translation>Выполнить</translation>
    </message>
    <message>
        <source>Play the action chosen in the list (or double-click it)</source>
        <translation>Сыграть действие, выбранное в списке (или дважды щёлкните его)</translation>
    </message>
    <message>
        <source>the game master</source>
        <translation>мастер</translation>
    </message>
    <message>
        <source>side {number}</source>
        <translation>сторона {number}</translation>
    </message>
    <message>
        <source>side {number} ({clan})</source>
        <translation>сторона {number} ({clan})</translation>
    </message>
    <message>
        <source>Playback</source>
        <translation>События</translation>
    </message>
    <message>
        <source>Export picture...</source>
        <translation>Экспорт изображения...</translation>
    </message>
    <message>
        <source>Save the field as this seat sees it as PNG, SVG or PDF, to post on the forum</source>
        <translation>Сохранить поле таким, каким его видит это место, в PNG, SVG или PDF, чтобы выложить на форуме</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}, phase {phase}; weather {weather}</source>
        <translation>Ход {turn} из {turns}, фаза {phase}; погода: {weather}</translation>
    </message>
    <message numerus="yes">
        <source>, %n order(s) left</source>
        <translation>
            <numerusform>, остался %n приказ</numerusform>
            <numerusform>, осталось %n приказа</numerusform>
            <numerusform>, осталось %n приказов</numerusform>
        </translation>
    </message>
    <message>
        <source>, rolled {total}</source>
        <translation>, выброшено {total}</translation>
    </message>
    <message>
        <source> — orders given</source>
        <translation> — приказы отданы</translation>
    </message>
    <message>
        <source>Orders revealed: {orders}</source>
        <translation>Открытые приказы: {orders}</translation>
    </message>
    <message>
        <source>The game master</source>
        <translation>Мастер</translation>
    </message>
    <message>
        <source>{player} decides: {question}</source>
        <translation>Решает {player}: {question}</translation>
    </message>
    <message>
        <source>Rule: {rule} — default: {default}</source>
        <translation>Правило: {rule} — по умолчанию: {default}</translation>
    </message>
    <message>
        <source>{option}  (default)</source>
        <translation>{option}  (по умолчанию)</translation>
    </message>
    <message numerus="yes">
        <source>{cell}: %n action(s)</source>
        <translation>
            <numerusform>{cell}: %n действие</numerusform>
            <numerusform>{cell}: %n действия</numerusform>
            <numerusform>{cell}: %n действий</numerusform>
        </translation>
    </message>
    <message>
        <source>{cell}: nothing to do there now</source>
        <translation>{cell}: здесь сейчас нечего делать</translation>
    </message>
    <message>
        <source>Pictures (*.png *.svg *.pdf)</source>
        <translation>Изображения (*.png *.svg *.pdf)</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>The event before</source>
        <translation>Предыдущее событие</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>The next event of the step</source>
        <translation>Следующее событие шага</translation>
    </message>
    <message>
        <source>The whole board: click or drag to move the view</source>
        <extracomment>the longer side of the minimap, in pixels distance from the view&apos;s corner the board&apos;s picture is redrawn this long after the last change (edits come in bursts)</extracomment>
        <translation>Всё поле: щёлкните или протяните, чтобы сдвинуть вид</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>spin-box edits of one deck within this many seconds are one undo step</extracomment>
        <translation>Карта</translation>
    </message>
    <message>
        <source>as the Russian rulebook names it (empty: not named)</source>
        <translation>как карта названа в русских правилах (пусто — не названа)</translation>
    </message>
    <message>
        <source>The card&apos;s id: how setups, saved games and the log name it (a word, unique)</source>
        <translation>Идентификатор карты: так её называют расклады, сохранённые партии и журнал (одно слово, уникальное)</translation>
    </message>
    <message>
        <source>What the card does: the effects the engine plays (engine/games/samurai_sword/effects.py)</source>
        <translation>Что делает карта: эффекты, которые разыгрывает движок (engine/games/samurai_sword/effects.py)</translation>
    </message>
    <message>
        <source>Effect</source>
        <translation>Эффект</translation>
    </message>
    <message>
        <source>Count</source>
        <translation>Количество</translation>
    </message>
    <message>
        <source>Difficulty</source>
        <translation>Сложность</translation>
    </message>
    <message>
        <source>Who owns the tile (the Owner tool, O, switches it by a click)</source>
        <translation>Чей это жетон (инструмент «Владелец», O, меняет его щелчком)</translation>
    </message>
    <message>
        <source>Give {tile} to player {player}</source>
        <translation>Отдать {tile} игроку {player}</translation>
    </message>
    <message>
        <source>{tile} now belongs to player {player}</source>
        <translation>{tile} теперь принадлежит игроку {player}</translation>
    </message>
    <message>
        <source>cannot change the owner: {reasons}</source>
        <translation>нельзя сменить владельца: {reasons}</translation>
    </message>
    <message>
        <source>no other player&apos;s army has this tile</source>
        <translation>ни в одной другой армии нет такого жетона</translation>
    </message>
    <message>
        <source>Owner</source>
        <translation>Владелец</translation>
    </message>
    <message>
        <source>Switch a tile&apos;s owner (O): click a tile to give it to the next player whose army has it.</source>
        <translation>Смена владельца жетона (O): щёлкните жетон, чтобы отдать его следующему игроку, в чьей армии он есть.</translation>
    </message>
    <message>
        <source>click a tile to switch its owner</source>
        <translation>щёлкните жетон, чтобы сменить его владельца</translation>
    </message>
    <message>
        <source>Side 0 (the front) points: 0 north, then clockwise (R / Shift+R, or the wheel)</source>
        <translation>Куда смотрит сторона 0 (фронт): 0 — север, далее по часовой стрелке (R / Shift+R или колесо)</translation>
    </message>
    <message>
        <source>Rotation</source>
        <translation>Поворот</translation>
    </message>
    <message>
        <source>Wounds already on the tile (fewer than its hit points)</source>
        <translation>Ранения, уже лежащие на жетоне (меньше его прочности)</translation>
    </message>
    <message>
        <source>Damage</source>
        <translation>Раны</translation>
    </message>
    <message>
        <source>unknown tile &apos;{tile}&apos;</source>
        <translation>неизвестный жетон «{tile}»</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>{name} (player {number})</source>
        <translation>{name} (игрок {number})</translation>
    </message>
    <message>
        <source>  (front faces {direction})</source>
        <translation>  (перед смотрит на {direction})</translation>
    </message>
    <message>
        <source>defence symbol</source>
        <translation>символ защиты</translation>
    </message>
    <message>
        <source>The card may be played off-turn against a weapon (L146-148)</source>
        <translation>Карту можно сыграть вне своего хода против оружия (L146-148)</translation>
    </message>
    <message>
        <source>Effect numbers</source>
        <translation>Числа эффекта</translation>
    </message>
    <message>
        <source>In play at most</source>
        <translation>В игре не больше</translation>
    </message>
    <message>
        <source>Text</source>
        <translation>Текст</translation>
    </message>
    <message>
        <source>How sure the data is (the rulebook shows the cards only as pictures)</source>
        <translation>Насколько надёжны данные (правила показывают карты только на картинках)</translation>
    </message>
    <message>
        <source>Confidence</source>
        <translation>Надёжность</translation>
    </message>
    <message>
        <source>error</source>
        <extracomment>a spin box stepped within this many seconds is one undo step the engine&apos;s issue severities as shown before an issue&apos;s message
----------
the severities in words</extracomment>
        <translation>ошибка</translation>
    </message>
    <message>
        <source>warning</source>
        <translation>предупреждение</translation>
    </message>
    <message>
        <source>info</source>
        <translation>сведения</translation>
    </message>
    <message>
        <source>Change confidence</source>
        <extracomment>the document&apos;s list of records (``cards``, ``characters``) and the word for one where the effect&apos;s numbers are stored in a record (``params``, ``ability.params``) the undo text of a change of the record&apos;s id</extracomment>
        <translation>Изменить надёжность</translation>
    </message>
    <message>
        <source>{name} (default {value})</source>
        <translation>{name} (по умолчанию {value})</translation>
    </message>
    <message>
        <source>Change {name}</source>
        <translation>Изменить: {name}</translation>
    </message>
    <message>
        <source>Change card id</source>
        <translation>Изменить идентификатор карты</translation>
    </message>
    <message>
        <source>Rename card</source>
        <translation>Переименовать карту</translation>
    </message>
    <message>
        <source>Rename card (RU)</source>
        <translation>Переименовать карту (RU)</translation>
    </message>
    <message>
        <source>Copies of this card in the deck</source>
        <translation>Копий этой карты в колоде</translation>
    </message>
    <message>
        <source>Change card count</source>
        <translation>Изменить число карт</translation>
    </message>
    <message>
        <source>The top number: the highest difficulty the weapon reaches (L190-192)</source>
        <translation>Верхнее число: наибольшая сложность атаки этим оружием (L190-192)</translation>
    </message>
    <message>
        <source>Change weapon difficulty</source>
        <translation>Изменить сложность оружия</translation>
    </message>
    <message>
        <source>The bottom number: the wounds the weapon deals (L190-192)</source>
        <translation>Нижнее число: сколько ран наносит оружие (L190-192)</translation>
    </message>
    <message>
        <source>Change weapon damage</source>
        <translation>Изменить раны оружия</translation>
    </message>
    <message>
        <source>Change defence symbol</source>
        <translation>Изменить символ защиты</translation>
    </message>
    <message>
        <source>Copies that may lie in play at once (0: no limit)</source>
        <translation>Сколько копий может лежать в игре одновременно (0 — без ограничения)</translation>
    </message>
    <message>
        <source>no limit</source>
        <translation>без ограничения</translation>
    </message>
    <message>
        <source>Change copies in play</source>
        <translation>Изменить число копий в игре</translation>
    </message>
    <message>
        <source>Change card text</source>
        <translation>Изменить текст карты</translation>
    </message>
    <message>
        <source>Card (choose one in the gallery)</source>
        <translation>Карта (выберите её в галерее)</translation>
    </message>
    <message>
        <source>Card {number}: {name}</source>
        <translation>Карта {number}: {name}</translation>
    </message>
    <message>
        <source>(the effect is a {kind}&apos;s)</source>
        <translation>(эффект карты вида «{kind}»)</translation>
    </message>
    <message>
        <source>Make {card} a {effect}</source>
        <translation>Сделать {card} картой «{effect}»</translation>
    </message>
    <message>
        <source>New character</source>
        <translation>Новый персонаж</translation>
    </message>
    <message>
        <source>Characters of the box</source>
        <translation>Персонажи из коробки</translation>
    </message>
    <message>
        <source>Promo characters</source>
        <translation>Промоперсонажи</translation>
    </message>
    <message>
        <source>Change character id</source>
        <translation>Изменить идентификатор персонажа</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
    </message>
    <message>
        <source>Rename character</source>
        <translation>Переименовать персонажа</translation>
    </message>
    <message>
        <source>Rename character (RU)</source>
        <translation>Переименовать персонажа (RU)</translation>
    </message>
    <message>
        <source>Starting resilience tokens (L386-387)</source>
        <translation>Жетоны стойкости в начале (L386-387)</translation>
    </message>
    <message>
        <source>Change resilience</source>
        <translation>Изменить стойкость</translation>
    </message>
    <message>
        <source>Resilience</source>
        <translation>Стойкость</translation>
    </message>
    <message>
        <source>The abilities the engine plays (engine/games/samurai_sword/effects.py)</source>
        <translation>Способности, которые разыгрывает движок (engine/games/samurai_sword/effects.py)</translation>
    </message>
    <message>
        <source>Ability</source>
        <translation>Способность</translation>
    </message>
    <message>
        <source>Ability numbers</source>
        <translation>Числа способности</translation>
    </message>
    <message>
        <source>promo card</source>
        <translation>промокарта</translation>
    </message>
    <message>
        <source>Not in the base box: dealt only with the rule option include_promo_characters</source>
        <translation>Нет в базовой коробке: раздаётся только с вариантом правил include_promo_characters</translation>
    </message>
    <message>
        <source>Change promo</source>
        <translation>Изменить отметку промокарты</translation>
    </message>
    <message>
        <source>Change character text</source>
        <translation>Изменить текст персонажа</translation>
    </message>
    <message>
        <source>Character (choose one in the gallery)</source>
        <translation>Персонаж (выберите его в галерее)</translation>
    </message>
    <message>
        <source>Character {number}: {name}</source>
        <translation>Персонаж {number}: {name}</translation>
    </message>
    <message>
        <source>Give the ability {ability}</source>
        <translation>Дать свойство «{ability}»</translation>
    </message>
    <message>
        <source>character</source>
        <translation>персонажа</translation>
    </message>
    <message>
        <source>Characters</source>
        <translation>Персонажи</translation>
    </message>
    <message>
        <source>{name} ({id}), resilience {resilience}
{text}</source>
        <translation>{name} ({id}), стойкость {resilience}
{text}</translation>
    </message>
    <message>
        <source>a {players}-player game needs {players}</source>
        <translation>для игры на {players} игроков нужно {players}</translation>
    </message>
    <message numerus="yes">
        <source>%n base character(s)</source>
        <translation>
            <numerusform>%n персонаж из коробки</numerusform>
            <numerusform>%n персонажа из коробки</numerusform>
            <numerusform>%n персонажей из коробки</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <extracomment>the order role cards are listed in, as the rulebook lists them (L44-50) cards dealt by seat clockwise from the Shogun (L67-72)</extracomment>
        <translation>
            <numerusform>%n игрок</numerusform>
            <numerusform>%n игрока</numerusform>
            <numerusform>%n игроков</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;role&lt;/b&gt;</source>
        <translation>&lt;b&gt;роль&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;cards&lt;/b&gt;</source>
        <translation>&lt;b&gt;карты&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;honor ×&lt;/b&gt;</source>
        <translation>&lt;b&gt;честь ×&lt;/b&gt;</translation>
    </message>
    <message>
        <source>{role} cards dealt with {players} players</source>
        <translation>Сколько карт роли «{role}» сдаётся при {players} игроках</translation>
    </message>
    <message>
        <source>The role&apos;s honor multiplier at the end (L243-279, §4.2)</source>
        <translation>Множитель чести роли в конце игры (L243-279, §4.2)</translation>
    </message>
    <message>
        <source>The Shogun&apos;s starting honor (L63-66)</source>
        <translation>Честь сёгуна в начале игры (L63-66)</translation>
    </message>
    <message>
        <source>Change the Shogun&apos;s honor</source>
        <translation>Изменить честь сёгуна</translation>
    </message>
    <message>
        <source>Everyone else&apos;s starting honor (L63-66)</source>
        <translation>Честь остальных игроков в начале (L63-66)</translation>
    </message>
    <message>
        <source>Change the starting honor</source>
        <translation>Изменить начальную честь</translation>
    </message>
    <message>
        <source>Cards dealt by seat, clockwise from the Shogun (L67-72), separated by commas</source>
        <translation>Сколько карт сдаётся каждому месту по часовой стрелке от сёгуна (L67-72), через запятую</translation>
    </message>
    <message>
        <source>Shogun&apos;s honor</source>
        <translation>Честь сёгуна</translation>
    </message>
    <message>
        <source>others&apos; honor</source>
        <translation>честь остальных</translation>
    </message>
    <message>
        <source>cards dealt</source>
        <translation>карт сдаётся</translation>
    </message>
    <message>
        <source>Remove the {players}-player table</source>
        <translation>Удалить таблицу на {players} игроков</translation>
    </message>
    <message>
        <source>Change the {role}&apos;s multiplier</source>
        <translation>Изменить множитель роли «{role}»</translation>
    </message>
    <message>
        <source>{players} players: write the cards dealt as numbers, e.g. 4, 5, 5</source>
        <translation>{players} игроков: запишите число сдаваемых карт числами, например 4, 5, 5</translation>
    </message>
    <message>
        <source>Change the deal ({players})</source>
        <translation>Изменить раздачу ({players})</translation>
    </message>
    <message>
        <source>Role decks</source>
        <translation>Колоды ролей</translation>
    </message>
    <message>
        <source>{count} {role}</source>
        <translation>{role}: {count}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — role cards of the box: {listed} (ninja stars {stars}). The role cards themselves are edited in the form.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — карты ролей в коробке: {listed} (звёзды ниндзя: {stars}). Сами карты ролей редактируются в форме.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name}&lt;/b&gt; — role cards of the box: {listed}. The role cards themselves are edited in the form.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt; — карты ролей в коробке: {listed}. Сами карты ролей редактируются в форме.</translation>
    </message>
    <message>
        <source>Add a table for {players} players (the rulebook&apos;s roles)</source>
        <translation>Добавить таблицу на {players} игроков (роли по правилам)</translation>
    </message>
    <message>
        <source>Add a {players}-player table</source>
        <translation>Добавить таблицу на {players} игроков</translation>
    </message>
    <message>
        <source>The cards of the deck</source>
        <extracomment>actions made by clicking a card and then a player answers given by clicking a card of the hand public events kept for the line over the table the hand on screen changed: whose it is (-1 for none) and its cards the character of each seat, as the last observation showed (public)</extracomment>
        <translation>Карты колоды</translation>
    </message>
    <message>
        <source>Deck list</source>
        <translation>Состав колоды</translation>
    </message>
    <message>
        <source>Every card of the deck this game is played with: copies, numbers, texts</source>
        <translation>Все карты колоды, которой играется партия: копии, числа, тексты</translation>
    </message>
    <message>
        <source>{kind}, difficulty {difficulty}, damage {damage}</source>
        <translation>{kind}, сложность {difficulty}, раны {damage}</translation>
    </message>
    <message>
        <source>the hand is hidden while the screen passes</source>
        <translation>рука скрыта, пока экран передаётся</translation>
    </message>
    <message>
        <source>&lt;b&gt;You are {seat}&lt;/b&gt; — {role}</source>
        <translation>&lt;b&gt;Вы — {seat}&lt;/b&gt; — {role}</translation>
    </message>
    <message>
        <source>(team: {team})</source>
        <translation>(команда: {team})</translation>
    </message>
    <message numerus="yes">
        <source>your hand: %n card(s)</source>
        <translation>
            <numerusform>у вас на руке %n карта</numerusform>
            <numerusform>у вас на руке %n карты</numerusform>
            <numerusform>у вас на руке %n карт</numerusform>
        </translation>
    </message>
    <message>
        <source>difficulty {value}</source>
        <translation>сложность {value}</translation>
    </message>
    <message>
        <source>in reach</source>
        <translation>в досягаемости</translation>
    </message>
    <message>
        <source>choose</source>
        <translation>выберите</translation>
    </message>
    <message>
        <source>hand</source>
        <translation>рука</translation>
    </message>
    <message>
        <source>a card in play</source>
        <translation>карта в игре</translation>
    </message>
    <message>
        <source>Harmless</source>
        <translation>Обескровлен</translation>
    </message>
    <message>
        <source>The game is over: every role is revealed. Restart, or save the game to replay it.</source>
        <translation>Игра окончена: все роли раскрыты. Начните заново или сохраните партию, чтобы переиграть её.</translation>
    </message>
    <message>
        <source>End the Play phase (E)</source>
        <translation>Закончить фазу розыгрыша (E)</translation>
    </message>
    <message>
        <source>Take the wounds instead of answering (W)</source>
        <translation>Принять раны вместо ответа (W)</translation>
    </message>
    <message>
        <source>{card}: click a highlighted player (a random card of the hand) or a red-outlined card in front</source>
        <translation>{card}: щёлкните подсвеченного игрока (случайная карта с руки) или обведённую красным карту перед ним</translation>
    </message>
    <message>
        <source>{card}: click a player outlined in red (Esc: choose another card)</source>
        <translation>{card}: щёлкните игрока, обведённого красным (Esc — выбрать другую карту)</translation>
    </message>
    <message>
        <source>{card}: press Play (or double-click the card)</source>
        <translation>{card}: нажмите «Сыграть» (или дважды щёлкните карту)</translation>
    </message>
    <message>
        <source>wait: it is not your decision</source>
        <translation>подождите: сейчас решаете не вы</translation>
    </message>
    <message>
        <source>not allowed: {card} does not answer this — {prompt}</source>
        <translation>нельзя: {card} не подходит для ответа — {prompt}</translation>
    </message>
    <message>
        <source>{card} cannot be played now</source>
        <translation>{card} сейчас сыграть нельзя</translation>
    </message>
    <message>
        <source>{card} reaches nobody: {reasons}</source>
        <translation>{card} ни до кого не достаёт: {reasons}</translation>
    </message>
    <message>
        <source>{card} is played off-turn, when a weapon is aimed at you (L146-148)</source>
        <translation>{card} играется не в свой ход, когда на вас нацелено оружие (L146-148)</translation>
    </message>
    <message>
        <source>choose which of their cards in play Geisha discards: click it</source>
        <translation>выберите, какую из его карт в игре сбросит «Гейша»: щёлкните её</translation>
    </message>
    <message>
        <source>{card} cannot be aimed there</source>
        <translation>{card} нельзя нацелить сюда</translation>
    </message>
    <message>
        <source>card</source>
        <extracomment>which field of a game&apos;s setup names a document of each kind</extracomment>
        <translation>карту</translation>
    </message>
    <message>
        <source>record</source>
        <extracomment>the chosen record changed (its index, -1 for none)</extracomment>
        <translation>запись</translation>
    </message>
    <message>
        <source>What the new {noun} does: only what the engine implements is offered</source>
        <translation>Что делает новый элемент: предлагается только то, что реализовано в движке</translation>
    </message>
    <message>
        <source>Add {noun}</source>
        <translation>Добавить {noun}</translation>
    </message>
    <message>
        <source>Add a {noun} of the chosen kind</source>
        <translation>Добавить {noun} выбранного вида</translation>
    </message>
    <message>
        <source>Duplicate</source>
        <translation>Дублировать</translation>
    </message>
    <message>
        <source>Add a copy of the chosen {noun}</source>
        <translation>Добавить копию выбранного элемента</translation>
    </message>
    <message>
        <source>Remove the chosen {noun} (Del)</source>
        <translation>Удалить выбранный элемент (Del)</translation>
    </message>
    <message>
        <source>Add {noun} {id}</source>
        <translation>Добавить {noun} {id}</translation>
    </message>
    <message>
        <source>Duplicate {noun} {id}</source>
        <translation>Дублировать {noun} {id}</translation>
    </message>
    <message>
        <source>choose a {noun} to remove first</source>
        <translation>сначала выберите, что удалить</translation>
    </message>
    <message>
        <source>Remove {noun} {id}</source>
        <translation>Удалить {noun} {id}</translation>
    </message>
    <message>
        <source>Tiles</source>
        <translation>Жетоны</translation>
    </message>
    <message>
        <source>{name_en}
× {count}</source>
        <extracomment>the tile definitions the items were last drawn from (copies: the form edits tiles in place)</extracomment>
        <translation>{name_en}
× {count}</translation>
    </message>
    <message>
        <source> — an army has {size}</source>
        <translation> — в армии должно быть {size}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{name_en}&lt;/b&gt;: {total} tiles{mark} ({parts})</source>
        <translation>&lt;b&gt;{name_en}&lt;/b&gt;: жетонов: {total}{mark} ({parts})</translation>
    </message>
    <message>
        <source>data confidence: {confidence}</source>
        <translation>надёжность данных: {confidence}</translation>
    </message>
    <message>
        <source>New tile</source>
        <translation>Новый жетон</translation>
    </message>
    <message>
        <source>Add a new unit to the army (one undo step)</source>
        <translation>Добавить в армию новое подразделение (один шаг отмены)</translation>
    </message>
    <message>
        <source>Duplicate tile</source>
        <translation>Копировать жетон</translation>
    </message>
    <message>
        <source>Add a copy of the selected tile under a new id</source>
        <translation>Добавить копию выбранного жетона под новым идентификатором</translation>
    </message>
    <message>
        <source>Delete tile</source>
        <translation>Удалить жетон</translation>
    </message>
    <message>
        <source>Remove the selected tile from the army</source>
        <translation>Убрать выбранный жетон из армии</translation>
    </message>
    <message>
        <source>Refused: {reason}</source>
        <translation>Отклонено: {reason}</translation>
    </message>
    <message>
        <source>Select the tile to duplicate first</source>
        <translation>Сначала выберите жетон, который нужно скопировать</translation>
    </message>
    <message>
        <source>Duplicate tile {tile}</source>
        <translation>Копировать жетон {tile}</translation>
    </message>
    <message>
        <source>Select the tile to delete first</source>
        <translation>Сначала выберите жетон, который нужно удалить</translation>
    </message>
    <message>
        <source>Delete tile {tile}</source>
        <translation>Удалить жетон {tile}</translation>
    </message>
    <message>
        <source>No battle yet</source>
        <extracomment>damage on the surviving tough tiles so far (hex label -&gt; damage), over what they started with</extracomment>
        <translation>Боя ещё не было</translation>
    </message>
    <message>
        <source>Play the battle step by step</source>
        <translation>Воспроизвести бой шаг за шагом</translation>
    </message>
    <message>
        <source>Replay an earlier battle</source>
        <translation>Воспроизвести прошлый бой</translation>
    </message>
    <message>
        <source>Initiative phase {phase}</source>
        <translation>Фаза инициативы {phase}</translation>
    </message>
    <message>
        <source>Before the first phase</source>
        <translation>Перед первой фазой</translation>
    </message>
    <message>
        <source>player {number}: {hp}</source>
        <translation>игрок {number}: {hp}</translation>
    </message>
    <message>
        <source>{phase} — HQ hit points {hp} — step {value} of {count}</source>
        <translation>{phase} — прочность штаба {hp} — шаг {value} из {count}</translation>
    </message>
    <message>
        <source>Tiles of the other army already on the board are flagged in the Issues panel</source>
        <translation>Жетоны другой армии, уже лежащие на поле, отмечаются на панели «Замечания»</translation>
    </message>
    <message>
        <source>Hint</source>
        <extracomment>a hint finished in the worker</extracomment>
        <translation>Подсказка</translation>
    </message>
    <message>
        <source>Show the next step of a winning line</source>
        <translation>Показать следующий ход выигрышной линии</translation>
    </message>
    <message>
        <source>End the line</source>
        <translation>Закончить линию</translation>
    </message>
    <message>
        <source>Stop choosing tiles</source>
        <translation>Больше не выбирать жетоны</translation>
    </message>
    <message>
        <source>Fight the final battle</source>
        <translation>Провести последний бой</translation>
    </message>
    <message>
        <source>Start the final battle and watch it</source>
        <translation>Начать последний бой и посмотреть его</translation>
    </message>
    <message>
        <source>Play the aimed tile (Enter)</source>
        <translation>Сыграть наведённый жетон (Enter)</translation>
    </message>
    <message>
        <source>Drop the aimed tile (Esc)</source>
        <translation>Отказаться от наведённого жетона (Esc)</translation>
    </message>
    <message>
        <source>Goal</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Ваш выбор</translation>
    </message>
    <message>
        <source>Battle</source>
        <comment>Neuroshima</comment>
        <translation>Бой</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message>
        <source>exactly</source>
        <translation>ровно</translation>
    </message>
    <message>
        <source>up to</source>
        <translation>не больше</translation>
    </message>
    <message>
        <source>Your tiles: play {how} {choose} ({played} played)</source>
        <translation>Ваши жетоны: сыграйте {how} {choose} (сыграно: {played})</translation>
    </message>
    <message>
        <source>{value} {condition} — {why}</source>
        <translation>{value} {condition} — {why}</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{color}&apos;&gt;Solved!&lt;/b&gt; {reason}</source>
        <translation>&lt;b style=&apos;color:{color}&apos;&gt;Решено!&lt;/b&gt; {reason}</translation>
    </message>
    <message>
        <source>&lt;b style=&apos;color:{color}&apos;&gt;Not solved.&lt;/b&gt; {reason}. Undo or restart to try again.</source>
        <translation>&lt;b style=&apos;color:{color}&apos;&gt;Не решено.&lt;/b&gt; {reason}. Отмените ход или начните заново, чтобы попробовать ещё раз.</translation>
    </message>
    <message>
        <source>the opponent is thinking...</source>
        <translation>противник думает...</translation>
    </message>
    <message>
        <source>playing...</source>
        <translation>идёт игра...</translation>
    </message>
    <message>
        <source>all tiles are played: fight the final battle when you are ready</source>
        <translation>все жетоны сыграны: когда будете готовы, проведите последний бой</translation>
    </message>
    <message>
        <source>choose a tile from your hand (drag it onto a hex, or click it, then a hex)</source>
        <translation>выберите жетон из руки (перетащите его на гекс или щёлкните его, затем гекс)</translation>
    </message>
    <message>
        <source>Hint: the etude can no longer be won from here. Undo or restart.</source>
        <translation>Подсказка: отсюда этюд уже не выиграть. Отмените ход или начните заново.</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Подсказка: {action}</translation>
    </message>
    <message>
        <source>No hint: {value}</source>
        <translation>Подсказки нет: {value}</translation>
    </message>
    <message>
        <source>north</source>
        <translation>север</translation>
    </message>
    <message>
        <source>north-east</source>
        <translation>северо-восток</translation>
    </message>
    <message>
        <source>south-east</source>
        <translation>юго-восток</translation>
    </message>
    <message>
        <source>south</source>
        <translation>юг</translation>
    </message>
    <message>
        <source>south-west</source>
        <translation>юго-запад</translation>
    </message>
    <message>
        <source>north-west</source>
        <translation>северо-запад</translation>
    </message>
    <message>
        <source>a Battle tile</source>
        <extracomment>why the engine starts a battle (the ``reason`` of its ``battle_start`` event), for translation</extracomment>
        <translation>жетон «Бой»</translation>
    </message>
    <message>
        <source>the main field is full</source>
        <translation>основное поле заполнено</translation>
    </message>
    <message>
        <source>the final battle</source>
        <translation>последний бой</translation>
    </message>
    <message>
        <source>the tie-break battle</source>
        <translation>дополнительный бой при ничьей</translation>
    </message>
    <message>
        <source>Battle {number}: {reason}</source>
        <translation>Бой {number}: {reason}</translation>
    </message>
    <message>
        <source>place {tile} on hex {hex}, front facing {direction}</source>
        <translation>поставить {tile} на гекс {hex} передом на {direction}</translation>
    </message>
    <message>
        <source>{tile}: move the tile on {start} to {end}, facing {direction}</source>
        <translation>{tile}: переместить жетон с {start} на {end} передом на {direction}</translation>
    </message>
    <message>
        <source>move the tile on {start} to {end}, facing {direction}</source>
        <translation>переместить жетон с {start} на {end} передом на {direction}</translation>
    </message>
    <message>
        <source>place your HQ on hex {hex}</source>
        <translation>поставить свой штаб на гекс {hex}</translation>
    </message>
    <message>
        <source>play {tile} at {hexes}</source>
        <translation>сыграть {tile} на {hexes}</translation>
    </message>
    <message>
        <source>play {tile}</source>
        <translation>сыграть {tile}</translation>
    </message>
    <message>
        <source>{tile} cannot be played now.</source>
        <translation>{tile} сейчас сыграть нельзя.</translation>
    </message>
    <message>
        <source>{tile} cannot go on hex {hex}.</source>
        <translation>{tile} нельзя положить на гекс {hex}.</translation>
    </message>
    <message>
        <source>Nothing to do on hex {hex} now.</source>
        <translation>На гексе {hex} сейчас делать нечего.</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Поставить</translation>
    </message>
    <message>
        <source>Move</source>
        <comment>verb</comment>
        <translation>Переместить</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Turn it with the wheel or R / Shift+R, then confirm: {action}.</source>
        <translation>Поверните жетон колесом или R / Shift+R, затем подтвердите: {action}.</translation>
    </message>
    <message>
        <source>Play {tile}</source>
        <translation>Сыграть {tile}</translation>
    </message>
    <message>
        <source>Confirm to {action}.</source>
        <translation>Подтвердите: {action}.</translation>
    </message>
    <message>
        <source>the tile</source>
        <translation>жетон</translation>
    </message>
    <message>
        <source>{what}: choose one of the {n} highlighted hexes.</source>
        <translation>{what}: выберите один из подсвеченных гексов ({n}).</translation>
    </message>
    <message>
        <source>Drag tiles here from the army palette; Delete or double-click removes a tile</source>
        <translation>Перетащите сюда жетоны из палитры армии; Delete или двойной щелчок убирает жетон</translation>
    </message>
    <message>
        <source>switch &apos;opponent moves next&apos; on first</source>
        <translation>сначала включите «противник ходит следующим»</translation>
    </message>
    <message>
        <source>this tray holds player {player}&apos;s tiles</source>
        <translation>здесь лежат жетоны игрока {player}</translation>
    </message>
    <message>
        <source>not a tile</source>
        <translation>это не жетон</translation>
    </message>
    <message>
        <source>cannot add it here: {reason}</source>
        <translation>сюда добавить нельзя: {reason}</translation>
    </message>
    <message>
        <source>cannot add {label}: {reason}</source>
        <translation>нельзя добавить {label}: {reason}</translation>
    </message>
    <message>
        <source>Add {tile} to {field}</source>
        <translation>Добавить {tile} в {field}</translation>
    </message>
    <message numerus="yes">
        <source>Remove %n tile(s) from {field}</source>
        <translation>
            <numerusform>Убрать %n жетон из {field}</numerusform>
            <numerusform>Убрать %n жетона из {field}</numerusform>
            <numerusform>Убрать %n жетонов из {field}</numerusform>
        </translation>
    </message>
    <message>
        <source>Players: army and HQ hit points</source>
        <translation>Игроки: армия и прочность штаба</translation>
    </message>
    <message>
        <source>HQ hit points left (&quot;start&quot;: the mode&apos;s starting value)</source>
        <translation>Оставшаяся прочность штаба («start» — начальное значение режима)</translation>
    </message>
    <message>
        <source>+N melee strength to the connected tiles&apos; melee attacks</source>
        <extracomment>what each effect does, in a designer&apos;s words (the engine&apos;s names are the data)</extracomment>
        <translation>+N к силе атак присоединённых жетонов в ближнем бою</translation>
    </message>
    <message>
        <source>+N ranged strength to the connected tiles&apos; ranged attacks</source>
        <translation>+N к силе атак присоединённых жетонов в дальнем бою</translation>
    </message>
    <message>
        <source>+N initiative to the connected tiles</source>
        <translation>+N к инициативе присоединённых жетонов</translation>
    </message>
    <message>
        <source>-N initiative to the connected enemy tiles (Saboteur)</source>
        <translation>−N к инициативе присоединённых вражеских жетонов (Диверсант)</translation>
    </message>
    <message>
        <source>absorbs all damage of one attack on a connected tile, then is removed</source>
        <translation>поглощает все повреждения одной атаки по присоединённому жетону, затем убирается с поля</translation>
    </message>
    <message>
        <source>connected tiles attack once more, in the next lower phase</source>
        <translation>присоединённые жетоны атакуют ещё раз, в следующую, более низкую фазу</translation>
    </message>
    <message>
        <source>connected tiles may turn melee into ranged or back (Quartermaster)</source>
        <translation>присоединённые жетоны могут менять ближний бой на дальний и обратно (Интендант)</translation>
    </message>
    <message>
        <source>a connected tile may move in the owner&apos;s turn (Transport)</source>
        <translation>присоединённый жетон может перемещаться в ход владельца (Транспорт)</translation>
    </message>
    <message>
        <source>every friendly tile with mobility moves up to two hexes (Recon Centre)</source>
        <translation>каждый дружественный подвижный жетон перемещается на расстояние до двух гексов (Разведцентр)</translation>
    </message>
    <message>
        <source>takes over the effect of a connected enemy module (Scoper)</source>
        <translation>перехватывает эффект присоединённого вражеского модуля (Взломщик)</translation>
    </message>
    <message>
        <source>instead of attacking, deals 1 damage to every adjacent tile (Clown)</source>
        <translation>вместо атаки наносит 1 повреждение каждому соседнему жетону (Клоун)</translation>
    </message>
    <message>
        <source>strength bonuses never apply to its attacks (Gauss Cannon)</source>
        <translation>бонусы силы атаки на его атаки не действуют (Пушка Гаусса)</translation>
    </message>
    <message>
        <source>How much the effect gives (or takes)</source>
        <translation>Сколько эффект даёт (или отнимает)</translation>
    </message>
    <message>
        <source>Whom the effect reaches; the default is the effect&apos;s usual target</source>
        <translation>На кого действует эффект; по умолчанию — на его обычную цель</translation>
    </message>
    <message>
        <source>Remove this effect</source>
        <translation>Удалить этот эффект</translation>
    </message>
    <message>
        <source>default ({target})</source>
        <translation>по умолчанию ({target})</translation>
    </message>
    <message>
        <source>Module effects (reach the tiles on its link sides)</source>
        <translation>Эффекты модуля (действуют на жетоны со сторон связи)</translation>
    </message>
    <message>
        <source>none: the tile gives nothing to its neighbours</source>
        <translation>нет: жетон ничего не даёт соседям</translation>
    </message>
    <message>
        <source>Add a module effect the engine implements</source>
        <translation>Добавить эффект модуля из реализованных в движке</translation>
    </message>
    <message>
        <source>Add an effect…</source>
        <translation>Добавить эффект…</translation>
    </message>
    <message>
        <source>Abilities</source>
        <translation>Свойства</translation>
    </message>
    <message>
        <source>Click a side to put the chosen mark on it (click again to take it off); right-click clears the side; the wheel over a side changes the strength of its attack</source>
        <extracomment>the part of the hex (from the centre, in corner radii) that is no side: clicks there do nothing</extracomment>
        <translation>Щёлкните сторону, чтобы поставить на неё выбранный знак (повторный щелчок снимает его); правый щелчок очищает сторону; колесо над стороной меняет силу её атаки</translation>
    </message>
    <message>
        <source>Select a tile in the gallery
or make a new one</source>
        <translation>Выберите жетон в галерее
или создайте новый</translation>
    </message>
    <message>
        <source>{side} front</source>
        <translation>{side} перед</translation>
    </message>
    <message>
        <source>Deal at least N damage to the enemy HQ</source>
        <translation>Нанести штабу противника не меньше N повреждений</translation>
    </message>
    <message>
        <source>Enemy HQ ends below N hit points</source>
        <translation>У штаба противника остаётся меньше N очков прочности</translation>
    </message>
    <message>
        <source>Keep at least N hit points on your HQ</source>
        <translation>Сохранить своему штабу не меньше N очков прочности</translation>
    </message>
    <message>
        <source>Add condition</source>
        <translation>Добавить условие</translation>
    </message>
    <message>
        <source>Conditions combine: the etude is solved when all of them hold</source>
        <translation>Условия складываются: этюд решён, когда выполняются все</translation>
    </message>
    <message>
        <source>Remove this condition</source>
        <translation>Удалить это условие</translation>
    </message>
    <message>
        <source>no condition: add one</source>
        <translation>условий нет: добавьте условие</translation>
    </message>
    <message>
        <source>Change a victory condition</source>
        <translation>Изменить условие победы</translation>
    </message>
    <message>
        <source>Change a victory condition&apos;s N</source>
        <translation>Изменить N условия победы</translation>
    </message>
    <message>
        <source>Add a victory condition</source>
        <translation>Добавить условие победы</translation>
    </message>
    <message>
        <source>Remove a victory condition</source>
        <translation>Убрать условие победы</translation>
    </message>
    <message>
        <source>Discard</source>
        <extracomment>milliseconds between two agent moves, so the humans can follow them the hand on screen changed: whose it is (seat from 0, -1 for none) and its tiles</extracomment>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Discard the tile chosen in your hand</source>
        <translation>Сбросить жетон, выбранный в руке</translation>
    </message>
    <message>
        <source>Bad draw: redraw</source>
        <translation>Плохой набор: взять заново</translation>
    </message>
    <message>
        <source>Discard the whole draw and draw again (an army&apos;s bad-draw rule)</source>
        <translation>Сбросить весь набор и взять заново (правило армии о плохом наборе)</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>End your turn</source>
        <translation>Закончить свой ход</translation>
    </message>
    <message>
        <source>Player {value}: {value2} ({value3})</source>
        <translation>Игрок {value}: {value2} ({value3})</translation>
    </message>
    <message>
        <source>player {number} ({army})</source>
        <translation>игрок {number} ({army})</translation>
    </message>
    <message>
        <source>HQ {value}{out} · stack {value2}</source>
        <translation>Штаб {value}{out} · стопка {value2}</translation>
    </message>
    <message>
        <source>place your HQ: click a free hex</source>
        <translation>поставьте свой штаб: щёлкните свободный гекс</translation>
    </message>
    <message>
        <source>discard one tile first: click it in your hand, then Discard</source>
        <translation>сначала сбросьте один жетон: щёлкните его в руке, затем «Сбросить»</translation>
    </message>
    <message>
        <source>play tiles from your hand (drag them onto the board), discard, or end the turn</source>
        <translation>играйте жетоны из руки (перетаскивайте их на поле), сбрасывайте или закончите ход</translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation>Рука скрыта</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Рука игрока {player}</translation>
    </message>
    <message>
        <source>{first} vs {second}</source>
        <translation>{first} против {second}</translation>
    </message>
    <message>
        <source>New Neuroshima game...</source>
        <translation>Новая партия «Нейрошимы»...</translation>
    </message>
    <message>
        <source>Play Neuroshima Hex: 2-4 players, hot seat or against the agents</source>
        <translation>Играть в «Нейрошиму»: 2–4 игрока, за одним экраном или против агентов</translation>
    </message>
    <message>
        <source>player {player}, hex {hex}, rotation {rotation}, {damage} damage</source>
        <extracomment>a tile&apos;s printed values (attacks, initiative, its name) read from about 80 px</extracomment>
        <translation>игрок {player}, гекс {hex}, поворот {rotation}, повреждений: {damage}</translation>
    </message>
    <message>
        <source>player {player}, hex {hex}, rotation {rotation}</source>
        <translation>игрок {player}, гекс {hex}, поворот {rotation}</translation>
    </message>
    <message>
        <source>etude</source>
        <translation>этюд</translation>
    </message>
    <message>
        <source>Read-only view of the file; edit with the form and the tile editor.</source>
        <translation>Файл только для просмотра; правьте его в форме и в редакторе жетонов.</translation>
    </message>
    <message>
        <source>tile</source>
        <translation>жетон</translation>
    </message>
    <message>
        <source>Drop it on the pool tray.</source>
        <translation>Перетащите его в лоток запаса.</translation>
    </message>
    <message>
        <source>Drag it onto a hex.</source>
        <translation>Перетащите его на гекс.</translation>
    </message>
    <message>
        <source>{summary}
The army has {count}; {left} left. {where}</source>
        <translation>{summary}
В армии: {count}; осталось: {left}. {where}</translation>
    </message>
    <message>
        <source>{side}: {army}</source>
        <translation>{side}: {army}</translation>
    </message>
    <message>
        <source>Neuroshima etude</source>
        <translation>Этюд «Нейрошимы»</translation>
    </message>
    <message>
        <source>Solution preview</source>
        <translation>Показ решения</translation>
    </message>
    <message>
        <source>the solution step shown by the Solve panel</source>
        <translation>шаг решения, показанный на панели решения</translation>
    </message>
    <message>
        <source>Neuroshima position</source>
        <translation>Позиция «Нейрошимы»</translation>
    </message>
    <message>
        <source>Neuroshima game setup</source>
        <translation>Расклад партии «Нейрошимы»</translation>
    </message>
    <message>
        <source>New Battle for Rokugan game</source>
        <translation>Новая партия «Битвы за Рокуган»</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Сценарий</translation>
    </message>
    <message>
        <source>New Battle for Rokugan game…</source>
        <translation>Новая партия «Битвы за Рокуган»…</translation>
    </message>
    <message>
        <source>Play a bundled scenario</source>
        <translation>Сыграть встроенный сценарий</translation>
    </message>
    <message>
        <source>region {region}</source>
        <translation>регион {region}</translation>
    </message>
    <message numerus="yes">
        <source>%n flower(s)</source>
        <translation>
            <numerusform>%n цветок</numerusform>
            <numerusform>%n цветка</numerusform>
            <numerusform>%n цветков</numerusform>
        </translation>
    </message>
    <message>
        <source>defence +{value}</source>
        <translation>защита +{value}</translation>
    </message>
    <message>
        <source>capital of {clan}</source>
        <translation>столица клана {clan}</translation>
    </message>
    <message>
        <source>Shadowlands ({side})</source>
        <translation>Теневые земли ({side})</translation>
    </message>
    <message>
        <source>Battle for Rokugan map</source>
        <translation>Карта «Битвы за Рокуган»</translation>
    </message>
    <message>
        <source>province</source>
        <translation>провинция</translation>
    </message>
    <message>
        <source>sea</source>
        <translation>море</translation>
    </message>
    <message>
        <source>Borders and token slots</source>
        <translation>Границы и места жетонов</translation>
    </message>
    <message>
        <source>The adjacency the engine derives from the polygons</source>
        <translation>Соседство, которое движок выводит из многоугольников</translation>
    </message>
    <message>
        <source>Territory-card slots</source>
        <translation>Места карт территорий</translation>
    </message>
    <message>
        <source>Round track</source>
        <translation>Трек раундов</translation>
    </message>
    <message>
        <source>{clan} control</source>
        <extracomment>the values printed on the bonus tokens of the box (reference tokens.yaml)</extracomment>
        <translation>{clan}: контроль</translation>
    </message>
    <message>
        <source>{clan}: {up} face-up, {down} face-down control tokens in {province}</source>
        <translation>{clan}: жетоны контроля в провинции {province}: открытых {up}, закрытых {down}</translation>
    </message>
    <message>
        <source>{special} in {province}</source>
        <translation>{special} в провинции {province}</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>сценарий</translation>
    </message>
    <message>
        <source>document</source>
        <translation>документ</translation>
    </message>
    <message>
        <source>An id of its own</source>
        <translation>Свой идентификатор</translation>
    </message>
    <message>
        <source>{name} is a copy of content that comes with Warbench or with a pack (id {id}). Give the copy an id of its own, so the two are never mistaken for each other:</source>
        <translation>{name} — копия содержимого из поставки Warbench или из набора (идентификатор {id}). Дайте копии свой идентификатор, чтобы их никогда не путали:</translation>
    </message>
    <message>
        <source>{id} is the id of another {kind}</source>
        <translation>{id} — идентификатор другого документа ({kind})</translation>
    </message>
    <message>
        <source>New id {id}</source>
        <translation>Новый идентификатор {id}</translation>
    </message>
    <message>
        <source>Fit picture to board</source>
        <translation>Подогнать картинку к полю</translation>
    </message>
    <message>
        <source>Scale and move the picture so that it covers the board&apos;s areas</source>
        <translation>Масштабировать и сдвинуть картинку так, чтобы она покрыла области поля</translation>
    </message>
    <message>
        <source>the picture cannot be read, so it cannot be fitted</source>
        <translation>картинку не удаётся прочитать, поэтому её нельзя подогнать</translation>
    </message>
    <message>
        <source>draw the board&apos;s areas first: the picture is fitted to them</source>
        <translation>сначала нарисуйте области поля: картинка подгоняется по ним</translation>
    </message>
    <message>
        <source>{kind} {id!r} is also the id of {file}: two documents of one kind need ids of their own</source>
        <translation>{kind} {id!r} — это и идентификатор файла {file}: двум документам одного вида нужны свои идентификаторы</translation>
    </message>
    <message>
        <source>Replace pack</source>
        <translation>Заменить набор</translation>
    </message>
    <message>
        <source>Pack {pack} {version} is installed already. Replace it with the pack in {file}?</source>
        <translation>Набор {pack} {version} уже установлен. Заменить его набором из {file}?</translation>
    </message>
    <message>
        <source>Overrides</source>
        <translation>Замещает</translation>
    </message>
    <message>
        <source>{item} (not declared)</source>
        <translation>{item} (не объявлено)</translation>
    </message>
    <message>
        <source>replaces {item}</source>
        <translation>замещает {item}</translation>
    </message>
    <message>
        <source>not declared in the manifest&apos;s overrides</source>
        <translation>не объявлено в overrides манифеста</translation>
    </message>
    <message>
        <source>Battle for Rokugan scenario</source>
        <translation>Сценарий «Битвы за Рокуган»</translation>
    </message>
    <message>
        <source>control</source>
        <translation>жетон контроля</translation>
    </message>
    <message>
        <source>special</source>
        <translation>особый жетон</translation>
    </message>
    <message>
        <source>Province names</source>
        <translation>Названия провинций</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>Новый сценарий</translation>
    </message>
    <message>
        <source>{clan}: face-down control</source>
        <translation>{clan}: закрытый контроль</translation>
    </message>
    <message>
        <source>A face-down control token of {clan} (drop on a province)</source>
        <translation>Закрытый жетон контроля клана {clan} (перетащите на провинцию)</translation>
    </message>
    <message>
        <source>{clan}: face-up control</source>
        <translation>{clan}: открытый контроль</translation>
    </message>
    <message>
        <source>A face-up control token of {clan}: it adds 1 to the province&apos;s defence (L499)</source>
        <translation>Открытый жетон контроля клана {clan}: добавляет 1 к защите провинции (L499)</translation>
    </message>
    <message>
        <source>A {special} token{bonus} (one special token a province, L513)</source>
        <translation>Особый жетон «{special}»{bonus} (один особый жетон на провинцию, L513)</translation>
    </message>
    <message>
        <source>Control tokens</source>
        <translation>Жетоны контроля</translation>
    </message>
    <message>
        <source>Special tokens</source>
        <translation>Особые жетоны</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>отряд</translation>
    </message>
    <message>
        <source>leader</source>
        <translation>командир</translation>
    </message>
    <message>
        <source>{hex}: half hex of a baseline (units stand here only with the baseline movement rule)</source>
        <translation>{hex}: полугекс стартовой линии (отряды встают сюда только с правилом движения по стартовой линии)</translation>
    </message>
    <message>
        <source>{hex}: half hex at the side of the field (not playable)</source>
        <translation>{hex}: полугекс у края поля (вне игры)</translation>
    </message>
    <message>
        <source> (camp of {army})</source>
        <translation> (лагерь армии {army})</translation>
    </message>
    <message>
        <source>board {side}</source>
        <translation>поле {side}</translation>
    </message>
    <message>
        <source>{kind} leader {id}</source>
        <translation>{kind} командир {id}</translation>
    </message>
    <message>
        <source>Map tile {side} (turned half round), slot {slot}</source>
        <translation>Часть поля {side} (развёрнута на 180°), место {slot}</translation>
    </message>
    <message>
        <source>Map tile {side}, slot {slot}</source>
        <translation>Часть поля {side}, место {slot}</translation>
    </message>
    <message>
        <source>Leader {id} ({kind}) at {hex}</source>
        <translation>Командир {id} ({kind}) на {hex}</translation>
    </message>
    <message numerus="yes">
        <source>Unit {id}: {type} at {hex}, %n figure(s)</source>
        <translation>
            <numerusform>Отряд {id}: {type} на {hex}, %n фигура</numerusform>
            <numerusform>Отряд {id}: {type} на {hex}, %n фигуры</numerusform>
            <numerusform>Отряд {id}: {type} на {hex}, %n фигур</numerusform>
        </translation>
    </message>
    <message>
        <source>Unit {id}: {type} at {hex}</source>
        <translation>Отряд {id}: {type} на {hex}</translation>
    </message>
    <message>
        <source>Samurai Battles scenario</source>
        <extracomment>the scenario of the palette being drawn (palette entries are painted without their document)</extracomment>
        <translation>Сценарий «Битвы самураев»</translation>
    </message>
    <message>
        <source>map tile</source>
        <translation>часть поля</translation>
    </message>
    <message>
        <source>terrain</source>
        <translation>местность</translation>
    </message>
    <message>
        <source>hill height</source>
        <translation>высота холма</translation>
    </message>
    <message>
        <source>blocks line of sight</source>
        <translation>перекрывает линию видимости</translation>
    </message>
    <message>
        <source>no effect</source>
        <translation>без эффекта</translation>
    </message>
    <message>
        <source>{camp} of {army}</source>
        <translation>{camp}: {army}</translation>
    </message>
    <message>
        <source>; holds its army&apos;s general&apos;s unit</source>
        <translation>; здесь стоит отряд полководца этой армии</translation>
    </message>
    <message>
        <source>Terrain</source>
        <translation>Местность</translation>
    </message>
    <message>
        <source>Plastic hills</source>
        <translation>Пластиковые холмы</translation>
    </message>
    <message>
        <source>No hill</source>
        <translation>Без холма</translation>
    </message>
    <message>
        <source>Hill, height {height}</source>
        <translation>Холм, высота {height}</translation>
    </message>
    <message>
        <source>Remove the plastic hill</source>
        <translation>Убрать пластиковый холм</translation>
    </message>
    <message>
        <source>Put the hex on a plastic hill of height {height}</source>
        <translation>Поставить гекс на пластиковый холм высотой {height}</translation>
    </message>
    <message numerus="yes">
        <source>{name}: {rank} {arm}, move {move}, {melee} melee dice, %n figure(s)</source>
        <translation>
            <numerusform>{name}: {rank} {arm}, движение {move}, кубиков в рукопашной: {melee}, %n фигура</numerusform>
            <numerusform>{name}: {rank} {arm}, движение {move}, кубиков в рукопашной: {melee}, %n фигуры</numerusform>
            <numerusform>{name}: {rank} {arm}, движение {move}, кубиков в рукопашной: {melee}, %n фигур</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: {rank} {arm}, move {move}, {melee} melee dice, fires {weapon}, %n figure(s)</source>
        <translation>
            <numerusform>{name}: {rank} {arm}, движение {move}, кубиков в рукопашной: {melee}, стреляет: {weapon}, %n фигура</numerusform>
            <numerusform>{name}: {rank} {arm}, движение {move}, кубиков в рукопашной: {melee}, стреляет: {weapon}, %n фигуры</numerusform>
            <numerusform>{name}: {rank} {arm}, движение {move}, кубиков в рукопашной: {melee}, стреляет: {weapon}, %n фигур</numerusform>
        </translation>
    </message>
    <message>
        <source>; stands in its own camp</source>
        <translation>; стоит в своём лагере</translation>
    </message>
    <message>
        <source> and </source>
        <translation> и </translation>
    </message>
    <message>
        <source>{name}: move {move}, leads {arms} units; drop on a unit to attach</source>
        <translation>{name}: движение {move}, командует отрядами: {arms}; перетащите на отряд, чтобы присоединить</translation>
    </message>
    <message>
        <source>{river} river and {ford} ford hexes</source>
        <translation>гексов реки: {river}, бродов: {ford}</translation>
    </message>
    <message>
        <source>no river hexes catalogued</source>
        <translation>гексы реки не занесены в каталог</translation>
    </message>
    <message>
        <source>Board {side}</source>
        <translation>Поле {side}</translation>
    </message>
    <message>
        <source>Map tile {board}, side {side}: {printed} (catalogue {catalogue}, editable content)</source>
        <translation>Часть поля {board}, сторона {side}: {printed} (каталог {catalogue}, редактируемые данные)</translation>
    </message>
    <message>
        <source>Map tiles</source>
        <translation>Части поля</translation>
    </message>
    <message>
        <source>Terrain Symbols and Hills</source>
        <translation>Символы местности и холмы</translation>
    </message>
    <message>
        <source>Draw a symbol per terrain type and hill contours</source>
        <translation>Рисовать символ каждого типа местности и контуры холмов</translation>
    </message>
    <message>
        <source>Sections</source>
        <translation>Секции</translation>
    </message>
    <message>
        <source>The two section lines; hexes cut by a line belong to both sections</source>
        <translation>Две линии секций; гексы, рассечённые линией, принадлежат обеим секциям</translation>
    </message>
    <message>
        <source>Baselines and Edges</source>
        <translation>Исходные линии и края</translation>
    </message>
    <message>
        <source>Each army&apos;s baseline half hexes and its edge</source>
        <translation>Полугексы исходной линии каждой армии и её край поля</translation>
    </message>
    <message>
        <source>Map Tiles</source>
        <translation>Части поля</translation>
    </message>
    <message>
        <source>The outlines of the six map tiles and the side of each</source>
        <translation>Контуры шести частей поля и сторона каждой</translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation>Цели</translation>
    </message>
    <message>
        <source>Hexes worth temporary victory banners</source>
        <translation>Гексы, дающие временные победные знамёна</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>section</comment>
        <translation>Левый фланг</translation>
    </message>
    <message>
        <source>Center</source>
        <comment>section</comment>
        <translation>Центр</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>section</comment>
        <translation>Правый фланг</translation>
    </message>
    <message>
        <source>{army} — top edge</source>
        <translation>{army} — верхний край</translation>
    </message>
    <message>
        <source>{army} — bottom edge</source>
        <translation>{army} — нижний край</translation>
    </message>
    <message>
        <source>New Samurai Sword game...</source>
        <translation>Новая партия «Меча самурая»...</translation>
    </message>
    <message>
        <source>Play Samurai Sword: 3-7 players, hot seat or against the agents</source>
        <translation>Играть в «Меч самурая»: 3–7 игроков, за одним экраном или против агентов</translation>
    </message>
    <message>
        <source>Samurai Sword deck</source>
        <translation>Колода «Меча самурая»</translation>
    </message>
    <message>
        <source>Custom deck</source>
        <translation>Своя колода</translation>
    </message>
    <message>
        <source>Samurai Sword characters</source>
        <translation>Персонажи «Меча самурая»</translation>
    </message>
    <message>
        <source>Custom characters</source>
        <translation>Свои персонажи</translation>
    </message>
    <message>
        <source>Samurai Sword setup</source>
        <translation>Расклад «Меча самурая»</translation>
    </message>
    <message>
        <source>Custom setup</source>
        <translation>Свой расклад</translation>
    </message>
    <message>
        <source>Cliff (N)</source>
        <extracomment>a cliff&apos;s palette entry by its impassable side (L725)</extracomment>
        <translation>Утёс (С)</translation>
    </message>
    <message>
        <source>Cliff (E)</source>
        <translation>Утёс (В)</translation>
    </message>
    <message>
        <source>Cliff (S)</source>
        <translation>Утёс (Ю)</translation>
    </message>
    <message>
        <source>Cliff (W)</source>
        <translation>Утёс (З)</translation>
    </message>
    <message>
        <source>Terrain marks</source>
        <extracomment>the overlays of a Warlords field (battlefield and battle)</extracomment>
        <translation>Знаки местности</translation>
    </message>
    <message>
        <source>Trees, hills, paddies, reeds, houses and cliff sides</source>
        <translation>Деревья, холмы, рисовые поля, камыши, дома и обрывы</translation>
    </message>
    <message>
        <source>Rivers, crossings and fences</source>
        <translation>Реки, переправы и заборы</translation>
    </message>
    <message>
        <source>What lies on cell edges</source>
        <translation>Что лежит на сторонах клеток</translation>
    </message>
    <message>
        <source>Deployment zones</source>
        <translation>Зоны расстановки</translation>
    </message>
    <message>
        <source>The four deployment zones (A, B north; C, D south) and no-man&apos;s land</source>
        <translation>Четыре зоны расстановки (A, B — север; C, D — юг) и ничейная полоса</translation>
    </message>
    <message>
        <source>Control zones</source>
        <translation>Зоны контроля</translation>
    </message>
    <message>
        <source>The 2 x 4 control zones (L13, L78)</source>
        <translation>Зоны контроля 2 × 4 (L13, L78)</translation>
    </message>
    <message>
        <source>Cell names</source>
        <translation>Названия клеток</translation>
    </message>
    <message>
        <source>The rulebook&apos;s cell names: C11, A21, extension cells A5.3</source>
        <translation>Названия клеток по правилам: C11, A21, клетки расширения A5.3</translation>
    </message>
    <message>
        <source>Warlords battlefield</source>
        <translation>Поле боя Warlords</translation>
    </message>
    <message>
        <source>fence edge</source>
        <translation>забор</translation>
    </message>
    <message>
        <source>Fences drawn on the map (a fortified position, L214-L220)</source>
        <translation>Заборы, нарисованные на карте (укреплённая позиция, L214-L220)</translation>
    </message>
    <message>
        <source>river edge</source>
        <translation>русло реки</translation>
    </message>
    <message>
        <source>A river along cell edges (L713-L717)</source>
        <translation>Река вдоль сторон клеток (L713-L717)</translation>
    </message>
    <message>
        <source>bridge</source>
        <translation>мост</translation>
    </message>
    <message>
        <source>A bridge over a river edge (L716)</source>
        <translation>Мост через реку на стороне клетки (L716)</translation>
    </message>
    <message>
        <source>ford</source>
        <translation>брод</translation>
    </message>
    <message>
        <source>A ford over a river edge (L716)</source>
        <translation>Брод через реку на стороне клетки (L716)</translation>
    </message>
    <message>
        <source>Open ground</source>
        <translation>Открытая местность</translation>
    </message>
    <message>
        <source>{terrain}; this one&apos;s impassable side is the {side}</source>
        <translation>{terrain}; здесь непроходима сторона: {side}</translation>
    </message>
    <message>
        <source>{terrain} (shiftable)</source>
        <translation>{terrain} (может сдвигаться)</translation>
    </message>
    <message>
        <source>{terrain}; in an inner province the GM may shift it 1 cell (L290)</source>
        <translation>{terrain}; во внутренней провинции мастер может сдвинуть этот элемент на 1 клетку (L290)</translation>
    </message>
    <message>
        <source>Cell edges</source>
        <translation>Стороны клеток</translation>
    </message>
    <message>
        <source>open a scenario, setup or etude that can be played to simulate it</source>
        <extracomment>the id the lab&apos;s plugin is registered under (it is no game)</extracomment>
        <translation>откройте сценарий, расклад или этюд, в который можно сыграть, чтобы смоделировать его</translation>
    </message>
    <message>
        <source>Simulate...</source>
        <translation>Моделирование...</translation>
    </message>
    <message>
        <source>Play the current document many times with agents: win rates, game lengths, the game&apos;s figures</source>
        <translation>Сыграть текущий документ много раз агентами: доли побед, длина партий, показатели игры</translation>
    </message>
    <message>
        <source>end</source>
        <comment>game status</comment>
        <extracomment>the agents a new lab proposes: the search against itself, so the seats are what differs the figure choice&apos;s key of the winning margin&apos;s histogram (beside the game&apos;s own figures)</extracomment>
        <translation>конец</translation>
    </message>
    <message>
        <source>limit</source>
        <comment>game status</comment>
        <translation>предел ходов</translation>
    </message>
    <message>
        <source>stuck</source>
        <comment>game status</comment>
        <translation>тупик</translation>
    </message>
    <message numerus="yes">
        <source>Saved results found beside the document (%n game(s)): run the simulation to compare with them.</source>
        <extracomment>the results compared with: the last run before this one, or the results saved beside the document</extracomment>
        <translation>
            <numerusform>Рядом с документом найдены сохранённые результаты (%n партия): запустите моделирование, чтобы сравнить с ними.</numerusform>
            <numerusform>Рядом с документом найдены сохранённые результаты (%n партии): запустите моделирование, чтобы сравнить с ними.</numerusform>
            <numerusform>Рядом с документом найдены сохранённые результаты (%n партий): запустите моделирование, чтобы сравнить с ними.</numerusform>
        </translation>
    </message>
    <message>
        <source>&lt;b&gt;Balance lab&lt;/b&gt; — {title}</source>
        <translation>&lt;b&gt;Лаборатория баланса&lt;/b&gt; — {title}</translation>
    </message>
    <message>
        <source>Comma-separated agents, one per seat (repeated): {agents}. A search agent takes its iterations after a colon: mcts:500</source>
        <translation>Агенты через запятую, по одному на место (список повторяется): {agents}. Число итераций агента поиска пишется после двоеточия: mcts:500</translation>
    </message>
    <message>
        <source>Agents</source>
        <translation>Агенты</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>The same seed plays the same games, on any number of workers</source>
        <translation>При том же зерне играются те же партии при любом числе процессов</translation>
    </message>
    <message>
        <source>all cores</source>
        <translation>все ядра</translation>
    </message>
    <message>
        <source>Worker processes (all cores by default)</source>
        <translation>Рабочие процессы (по умолчанию все ядра)</translation>
    </message>
    <message>
        <source>local: this computer&apos;s cores; ray: a Ray cluster (pip install &apos;warbench[ray]&apos;)</source>
        <translation>local — ядра этого компьютера; ray — кластер Ray (pip install &apos;warbench[ray]&apos;)</translation>
    </message>
    <message>
        <source>Ray address (empty: start Ray here)</source>
        <translation>Адрес Ray (пусто — запустить Ray здесь)</translation>
    </message>
    <message>
        <source>Workers</source>
        <translation>Процессы</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Запустить</translation>
    </message>
    <message>
        <source>Simulate the document as it is now</source>
        <translation>Смоделировать партии по документу в нынешнем виде</translation>
    </message>
    <message>
        <source>Stop and keep the games finished</source>
        <translation>Остановить, сохранив сыгранные партии</translation>
    </message>
    <message>
        <source>Save results</source>
        <translation>Сохранить результаты</translation>
    </message>
    <message>
        <source>Save the results beside the document</source>
        <translation>Сохранить результаты рядом с документом</translation>
    </message>
    <message>
        <source>Compare with…</source>
        <translation>Сравнить с…</translation>
    </message>
    <message>
        <source>Compare with results saved earlier</source>
        <translation>Сравнить с результатами, сохранёнными ранее</translation>
    </message>
    <message>
        <source>Game length (actions)</source>
        <translation>Длина партии (действия)</translation>
    </message>
    <message>
        <source>The game&apos;s own statistics, averaged over the games</source>
        <translation>Собственная статистика игры, усреднённая по партиям</translation>
    </message>
    <message>
        <source>game</source>
        <translation>партия</translation>
    </message>
    <message>
        <source>seed</source>
        <translation>зерно</translation>
    </message>
    <message>
        <source>agents</source>
        <translation>агенты</translation>
    </message>
    <message>
        <source>winners</source>
        <translation>победители</translation>
    </message>
    <message>
        <source>actions</source>
        <translation>действия</translation>
    </message>
    <message>
        <source>end</source>
        <translation>конец</translation>
    </message>
    <message>
        <source>Double-click a game to replay it step by step</source>
        <translation>Дважды щёлкните партию, чтобы просмотреть её шаг за шагом</translation>
    </message>
    <message>
        <source>This document cannot be played yet: fix its errors first (Issues panel).</source>
        <translation>В этот документ пока нельзя сыграть: сначала исправьте его ошибки (панель «Замечания»).</translation>
    </message>
    <message>
        <source>Cannot simulate: {error}</source>
        <translation>Моделирование невозможно: {error}</translation>
    </message>
    <message>
        <source>starting the workers…</source>
        <translation>запуск процессов…</translation>
    </message>
    <message>
        <source>stopping…</source>
        <translation>остановка…</translation>
    </message>
    <message>
        <source>{done}/{total} games, {rate:.1f}/s, about {left:.0f} s left</source>
        <translation>партий: {done}/{total}, {rate:.1f} в секунду, осталось около {left:.0f} с</translation>
    </message>
    <message>
        <source>cancelled: the games finished are kept</source>
        <translation>отменено: сыгранные партии сохранены</translation>
    </message>
    <message>
        <source>The simulation failed: {message}</source>
        <translation>Моделирование не удалось: {message}</translation>
    </message>
    <message>
        <source>seat {number}</source>
        <translation>место {number}</translation>
    </message>
    <message>
        <source>winning margin</source>
        <translation>перевес победителя</translation>
    </message>
    <message>
        <source>Compared with the earlier results:</source>
        <translation>Сравнение с прежними результатами:</translation>
    </message>
    <message>
        <source>replay of game {number}</source>
        <translation>повтор партии {number}</translation>
    </message>
    <message>
        <source>{title}: game {value}</source>
        <translation>{title}: партия {value}</translation>
    </message>
    <message>
        <source>saved to {name}</source>
        <translation>сохранено в {name}</translation>
    </message>
    <message>
        <source>Results (*.json)</source>
        <translation>Результаты (*.json)</translation>
    </message>
    <message>
        <source>Run the simulation to compare with these results.</source>
        <translation>Запустите моделирование, чтобы сравнить с этими результатами.</translation>
    </message>
    <message>
        <source>Compared with {name}:</source>
        <translation>Сравнение с {name}:</translation>
    </message>
    <message>
        <source>Compare with results</source>
        <translation>Сравнить с результатами</translation>
    </message>
    <message>
        <source>Game {value} (seed {seed}): {join} — {reason}</source>
        <translation>Партия {value} (зерно {seed}): {join} — {reason}</translation>
    </message>
    <message>
        <source>seen by</source>
        <translation>глазами</translation>
    </message>
    <message>
        <source>{seat} ({agent})</source>
        <translation>{seat} ({agent})</translation>
    </message>
    <message>
        <source>Whose view of the table is shown (what that seat could see)</source>
        <translation>Чей взгляд на стол показан (что могло видеть это место)</translation>
    </message>
    <message>
        <source>The step shown: 0 is the start, the last is the end of the game</source>
        <translation>Показанный шаг: 0 — начало, последний — конец партии</translation>
    </message>
    <message>
        <source>the start</source>
        <translation>начало</translation>
    </message>
    <message>
        <source>step {step} of {count}: {last}</source>
        <translation>шаг {step} из {count}: {last}</translation>
    </message>
    <message>
        <source>Read-only view of the file; edit with the form.</source>
        <extracomment>the note above a document&apos;s YAML text: the text is a view, the form is where it is edited</extracomment>
        <translation>Файл только для просмотра; правьте его через форму.</translation>
    </message>
    <message>
        <source>Cannot play this {what} yet</source>
        <translation>Пока нельзя играть: {what}</translation>
    </message>
    <message>
        <source>Fix these problems first (see the Issues panel):</source>
        <translation>Сначала исправьте эти ошибки (см. панель «Замечания»):</translation>
    </message>
    <message>
        <source>(English)</source>
        <comment>field</comment>
        <translation>(по-английски)</translation>
    </message>
    <message>
        <source>(Russian)</source>
        <comment>field</comment>
        <translation>(по-русски)</translation>
    </message>
    <message>
        <source>D1</source>
        <comment>field</comment>
        <translation>D1</translation>
    </message>
    <message>
        <source>D10</source>
        <comment>field</comment>
        <translation>D10</translation>
    </message>
    <message>
        <source>D11</source>
        <comment>field</comment>
        <translation>D11</translation>
    </message>
    <message>
        <source>D12</source>
        <comment>field</comment>
        <translation>D12</translation>
    </message>
    <message>
        <source>D13</source>
        <comment>field</comment>
        <translation>D13</translation>
    </message>
    <message>
        <source>D14</source>
        <comment>field</comment>
        <translation>D14</translation>
    </message>
    <message>
        <source>D2</source>
        <comment>field</comment>
        <translation>D2</translation>
    </message>
    <message>
        <source>D3</source>
        <comment>field</comment>
        <translation>D3</translation>
    </message>
    <message>
        <source>D4</source>
        <comment>field</comment>
        <translation>D4</translation>
    </message>
    <message>
        <source>D5</source>
        <comment>field</comment>
        <translation>D5</translation>
    </message>
    <message>
        <source>D6</source>
        <comment>field</comment>
        <translation>D6</translation>
    </message>
    <message>
        <source>D7</source>
        <comment>field</comment>
        <translation>D7</translation>
    </message>
    <message>
        <source>D8</source>
        <comment>field</comment>
        <translation>D8</translation>
    </message>
    <message>
        <source>D9</source>
        <comment>field</comment>
        <translation>D9</translation>
    </message>
    <message>
        <source>E</source>
        <comment>field</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>HQ</source>
        <comment>field</comment>
        <translation>штаб</translation>
    </message>
    <message>
        <source>HQ ability</source>
        <comment>field</comment>
        <translation>способность штаба</translation>
    </message>
    <message>
        <source>HQ elite equipment</source>
        <comment>field</comment>
        <translation>элитное снаряжение ставки</translation>
    </message>
    <message>
        <source>HQ hit points</source>
        <comment>field</comment>
        <translation>прочность штаба</translation>
    </message>
    <message>
        <source>HQ hit points defaults</source>
        <comment>field</comment>
        <translation>прочность штаба по умолчанию</translation>
    </message>
    <message>
        <source>N</source>
        <comment>field</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>S</source>
        <comment>field</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>W</source>
        <comment>field</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>abilities</source>
        <comment>field</comment>
        <translation>способности</translation>
    </message>
    <message>
        <source>ability</source>
        <comment>field</comment>
        <translation>способность</translation>
    </message>
    <message>
        <source>accepted</source>
        <comment>field</comment>
        <translation>прогноз принят</translation>
    </message>
    <message>
        <source>action</source>
        <comment>field</comment>
        <translation>действие</translation>
    </message>
    <message>
        <source>add control</source>
        <comment>field</comment>
        <translation>добавить контроль</translation>
    </message>
    <message>
        <source>advance at any cost</source>
        <comment>field</comment>
        <translation>наступать любой ценой</translation>
    </message>
    <message>
        <source>advanced start</source>
        <comment>field</comment>
        <translation>альтернативное начало</translation>
    </message>
    <message>
        <source>after bonuses</source>
        <comment>field</comment>
        <translation>после бонусов</translation>
    </message>
    <message>
        <source>after discard</source>
        <comment>field</comment>
        <translation>после сброса</translation>
    </message>
    <message>
        <source>after entering</source>
        <comment>field</comment>
        <translation>и после входа</translation>
    </message>
    <message>
        <source>after every change</source>
        <comment>field</comment>
        <translation>после каждого изменения</translation>
    </message>
    <message>
        <source>aggregate</source>
        <comment>field</comment>
        <translation>суммарно</translation>
    </message>
    <message>
        <source>air strike</source>
        <comment>field</comment>
        <translation>воздушный удар</translation>
    </message>
    <message>
        <source>all friendly global</source>
        <comment>field</comment>
        <translation>все свои на всём поле</translation>
    </message>
    <message>
        <source>all hexes</source>
        <comment>field</comment>
        <translation>все гексы</translation>
    </message>
    <message>
        <source>all on province</source>
        <comment>field</comment>
        <translation>все в провинции</translation>
    </message>
    <message>
        <source>all scorched region</source>
        <comment>field</comment>
        <translation>регион выжжен целиком</translation>
    </message>
    <message>
        <source>all shadowlands</source>
        <comment>field</comment>
        <translation>все Теневые земли</translation>
    </message>
    <message>
        <source>allied clan</source>
        <comment>field</comment>
        <translation>союзный клан</translation>
    </message>
    <message>
        <source>allowed clan</source>
        <comment>field</comment>
        <translation>разрешённый клан</translation>
    </message>
    <message>
        <source>allowed clans</source>
        <comment>field</comment>
        <translation>разрешённые кланы</translation>
    </message>
    <message>
        <source>always</source>
        <comment>field</comment>
        <translation>всегда</translation>
    </message>
    <message>
        <source>ambiguity</source>
        <comment>field</comment>
        <translation>неясность</translation>
    </message>
    <message>
        <source>ammo</source>
        <comment>field</comment>
        <translation>боеприпасы</translation>
    </message>
    <message>
        <source>amount</source>
        <comment>field</comment>
        <translation>величина</translation>
    </message>
    <message>
        <source>anchor</source>
        <comment>field</comment>
        <translation>точка привязки</translation>
    </message>
    <message>
        <source>answer order</source>
        <comment>field</comment>
        <translation>порядок ответов</translation>
    </message>
    <message>
        <source>any</source>
        <comment>field</comment>
        <translation>любой</translation>
    </message>
    <message>
        <source>any battle</source>
        <comment>field</comment>
        <translation>в любой битве</translation>
    </message>
    <message>
        <source>any battle tile</source>
        <comment>field</comment>
        <translation>любой боевой жетон</translation>
    </message>
    <message>
        <source>any card</source>
        <comment>field</comment>
        <translation>любая карта</translation>
    </message>
    <message>
        <source>any loss</source>
        <comment>field</comment>
        <translation>любая потеря</translation>
    </message>
    <message>
        <source>any once each</source>
        <comment>field</comment>
        <translation>любой отряд по разу</translation>
    </message>
    <message>
        <source>arm</source>
        <comment>field</comment>
        <translation>род войск</translation>
    </message>
    <message>
        <source>armies</source>
        <comment>field</comment>
        <translation>армии</translation>
    </message>
    <message>
        <source>armor</source>
        <comment>field</comment>
        <translation>броня</translation>
    </message>
    <message>
        <source>armor side</source>
        <comment>field</comment>
        <translation>сторона брони</translation>
    </message>
    <message>
        <source>armor sides</source>
        <comment>field</comment>
        <translation>стороны брони</translation>
    </message>
    <message>
        <source>army</source>
        <comment>field</comment>
        <translation>армия</translation>
    </message>
    <message>
        <source>as bridge</source>
        <comment>field</comment>
        <translation>как мост</translation>
    </message>
    <message>
        <source>as listed</source>
        <comment>field</comment>
        <translation>как указано</translation>
    </message>
    <message>
        <source>as river</source>
        <comment>field</comment>
        <translation>как река</translation>
    </message>
    <message>
        <source>at reveal</source>
        <comment>field</comment>
        <translation>при раскрытии</translation>
    </message>
    <message>
        <source>attack</source>
        <comment>field</comment>
        <translation>атака</translation>
    </message>
    <message>
        <source>attacked front</source>
        <comment>field</comment>
        <translation>атакованный фронт</translation>
    </message>
    <message>
        <source>attacker</source>
        <comment>field</comment>
        <translation>атакующий</translation>
    </message>
    <message>
        <source>attacker off hill</source>
        <comment>field</comment>
        <translation>атакующий не на холме</translation>
    </message>
    <message>
        <source>attacker places shields</source>
        <comment>field</comment>
        <translation>щиты ставит атакующий</translation>
    </message>
    <message>
        <source>attacker win clears</source>
        <comment>field</comment>
        <translation>победа атакующего убирает</translation>
    </message>
    <message>
        <source>attacks</source>
        <comment>field</comment>
        <translation>атаки</translation>
    </message>
    <message>
        <source>author</source>
        <comment>field</comment>
        <translation>автор</translation>
    </message>
    <message>
        <source>authors</source>
        <comment>field</comment>
        <translation>авторы</translation>
    </message>
    <message>
        <source>autumn</source>
        <comment>field</comment>
        <translation>осень</translation>
    </message>
    <message>
        <source>background</source>
        <comment>field</comment>
        <translation>фон</translation>
    </message>
    <message>
        <source>bad draw allowed</source>
        <comment>field</comment>
        <translation>неудачное взятие разрешено</translation>
    </message>
    <message>
        <source>bad draw timing</source>
        <comment>field</comment>
        <translation>когда повторять неудачное взятие</translation>
    </message>
    <message>
        <source>banner</source>
        <comment>field</comment>
        <translation>знамя</translation>
    </message>
    <message>
        <source>banners</source>
        <comment>field</comment>
        <translation>знамёна</translation>
    </message>
    <message>
        <source>base</source>
        <comment>field</comment>
        <translation>базовое</translation>
    </message>
    <message>
        <source>baseline hex</source>
        <comment>field</comment>
        <translation>гекс исходной линии</translation>
    </message>
    <message>
        <source>battle</source>
        <comment>field</comment>
        <translation>битва</translation>
    </message>
    <message>
        <source>battle back after</source>
        <comment>field</comment>
        <translation>ответная атака после</translation>
    </message>
    <message>
        <source>battle bonus</source>
        <comment>field</comment>
        <translation>бонус в бою</translation>
    </message>
    <message>
        <source>battle cry answer</source>
        <comment>field</comment>
        <translation>ответ на боевой клич</translation>
    </message>
    <message>
        <source>battle kind</source>
        <comment>field</comment>
        <translation>вид битвы</translation>
    </message>
    <message>
        <source>battle max move</source>
        <comment>field</comment>
        <translation>наибольшее движение перед боем</translation>
    </message>
    <message>
        <source>battle on entry</source>
        <comment>field</comment>
        <translation>бой при входе</translation>
    </message>
    <message>
        <source>battle order</source>
        <comment>field</comment>
        <translation>порядок битв</translation>
    </message>
    <message>
        <source>battlefield</source>
        <comment>field</comment>
        <translation>поле боя</translation>
    </message>
    <message>
        <source>before bonuses</source>
        <comment>field</comment>
        <translation>до бонусов</translation>
    </message>
    <message>
        <source>before discard</source>
        <comment>field</comment>
        <translation>до сброса</translation>
    </message>
    <message>
        <source>before final battle</source>
        <comment>field</comment>
        <translation>перед последним боем</translation>
    </message>
    <message>
        <source>below low</source>
        <comment>field</comment>
        <translation>ниже низкой</translation>
    </message>
    <message>
        <source>best</source>
        <comment>field</comment>
        <translation>лучший</translation>
    </message>
    <message>
        <source>blessing</source>
        <comment>field</comment>
        <translation>благословение</translation>
    </message>
    <message>
        <source>blessing on bluff</source>
        <comment>field</comment>
        <translation>благословение на пустом жетоне</translation>
    </message>
    <message>
        <source>blessing on illegal token</source>
        <comment>field</comment>
        <translation>благословение на недопустимом жетоне</translation>
    </message>
    <message>
        <source>blessing shields from raids</source>
        <comment>field</comment>
        <translation>благословение защищает от погрома</translation>
    </message>
    <message>
        <source>blizzard</source>
        <comment>field</comment>
        <translation>метель</translation>
    </message>
    <message>
        <source>blocked retreat honor</source>
        <comment>field</comment>
        <translation>честь за невозможное отступление</translation>
    </message>
    <message>
        <source>blocks line of sight</source>
        <comment>field</comment>
        <translation>перекрывает линию видимости</translation>
    </message>
    <message>
        <source>bluff</source>
        <comment>field</comment>
        <translation>пустой жетон</translation>
    </message>
    <message>
        <source>bluff defense</source>
        <comment>field</comment>
        <translation>защита пустого жетона</translation>
    </message>
    <message>
        <source>board</source>
        <comment>field</comment>
        <translation>поле</translation>
    </message>
    <message>
        <source>board tiles</source>
        <comment>field</comment>
        <translation>тайлы поля</translation>
    </message>
    <message>
        <source>board tokens</source>
        <comment>field</comment>
        <translation>жетоны на поле</translation>
    </message>
    <message>
        <source>bog</source>
        <comment>field</comment>
        <translation>болото</translation>
    </message>
    <message>
        <source>bonus melee</source>
        <comment>field</comment>
        <translation>бонус ближнего боя</translation>
    </message>
    <message>
        <source>bonus tokens score for</source>
        <comment>field</comment>
        <translation>бонусные жетоны засчитываются</translation>
    </message>
    <message>
        <source>border</source>
        <comment>field</comment>
        <translation>граница</translation>
    </message>
    <message>
        <source>both phases</source>
        <comment>field</comment>
        <translation>обе фазы</translation>
    </message>
    <message>
        <source>bottom</source>
        <comment>field</comment>
        <translation>низ</translation>
    </message>
    <message>
        <source>box</source>
        <comment>field</comment>
        <translation>коробка</translation>
    </message>
    <message>
        <source>brawler</source>
        <comment>field</comment>
        <translation>рубака</translation>
    </message>
    <message>
        <source>breakthrough</source>
        <comment>field</comment>
        <translation>прорыв</translation>
    </message>
    <message>
        <source>breathing gift to harmless</source>
        <comment>field</comment>
        <translation>«Передышка» для обескровленного</translation>
    </message>
    <message>
        <source>bridge</source>
        <comment>field</comment>
        <translation>мост</translation>
    </message>
    <message>
        <source>bushido on self</source>
        <comment>field</comment>
        <translation>бусидо на себя</translation>
    </message>
    <message>
        <source>camp</source>
        <comment>field</comment>
        <translation>лагерь</translation>
    </message>
    <message>
        <source>cancel</source>
        <comment>field</comment>
        <translation>взаимно отменяются</translation>
    </message>
    <message>
        <source>cap</source>
        <comment>field</comment>
        <translation>предел</translation>
    </message>
    <message>
        <source>capital</source>
        <comment>field</comment>
        <translation>столица</translation>
    </message>
    <message>
        <source>capital of</source>
        <comment>field</comment>
        <translation>столица клана</translation>
    </message>
    <message>
        <source>capital or provinces</source>
        <comment>field</comment>
        <translation>столица или провинции</translation>
    </message>
    <message>
        <source>capital tokens</source>
        <comment>field</comment>
        <translation>жетоны в столицах</translation>
    </message>
    <message>
        <source>capitals</source>
        <comment>field</comment>
        <translation>столицы</translation>
    </message>
    <message>
        <source>capitals and shadowlands</source>
        <comment>field</comment>
        <translation>столицы и Теневые земли</translation>
    </message>
    <message>
        <source>caps</source>
        <comment>field</comment>
        <translation>пределы</translation>
    </message>
    <message>
        <source>card</source>
        <comment>field</comment>
        <translation>карта</translation>
    </message>
    <message>
        <source>card slot</source>
        <comment>field</comment>
        <translation>место карты</translation>
    </message>
    <message>
        <source>cards</source>
        <comment>field</comment>
        <translation>карты</translation>
    </message>
    <message>
        <source>cautious</source>
        <comment>field</comment>
        <translation>осторожный</translation>
    </message>
    <message>
        <source>cell</source>
        <comment>field</comment>
        <translation>клетка</translation>
    </message>
    <message>
        <source>cells</source>
        <comment>field</comment>
        <translation>клетки</translation>
    </message>
    <message>
        <source>center</source>
        <comment>field</comment>
        <translation>центр</translation>
    </message>
    <message>
        <source>chain</source>
        <comment>field</comment>
        <translation>цепочка</translation>
    </message>
    <message>
        <source>chain limit</source>
        <comment>field</comment>
        <translation>предел цепочки</translation>
    </message>
    <message>
        <source>chained medics</source>
        <comment>field</comment>
        <translation>медики по цепочке</translation>
    </message>
    <message>
        <source>challenge</source>
        <comment>field</comment>
        <translation>вызов</translation>
    </message>
    <message>
        <source>challenge banner</source>
        <comment>field</comment>
        <translation>знамя за вызов</translation>
    </message>
    <message>
        <source>challenge tie</source>
        <comment>field</comment>
        <translation>ничья в вызове</translation>
    </message>
    <message>
        <source>character</source>
        <comment>field</comment>
        <translation>персонаж</translation>
    </message>
    <message>
        <source>characters</source>
        <comment>field</comment>
        <translation>персонажи</translation>
    </message>
    <message>
        <source>losers give way</source>
        <comment>field</comment>
        <translation>проигравшие отступают</translation>
    </message>
    <message>
        <source>losers hold</source>
        <comment>field</comment>
        <translation>проигравшие стоят</translation>
    </message>
    <message>
        <source>meeting winners destroyed</source>
        <comment>field</comment>
        <translation>победители встречного боя уничтожены</translation>
    </message>
    <message>
        <source>charismatic</source>
        <comment>field</comment>
        <translation>харизматичный</translation>
    </message>
    <message>
        <source>chebyshev</source>
        <comment>field</comment>
        <translation>по Чебышёву</translation>
    </message>
    <message>
        <source>choose</source>
        <comment>field</comment>
        <translation>выбрать</translation>
    </message>
    <message>
        <source>choose 1 to 3</source>
        <comment>field</comment>
        <translation>на выбор от 1 до 3</translation>
    </message>
    <message>
        <source>circle</source>
        <comment>field</comment>
        <translation>круг</translation>
    </message>
    <message>
        <source>claim distance</source>
        <comment>field</comment>
        <translation>расстояние для захвата зоны</translation>
    </message>
    <message>
        <source>clan</source>
        <comment>field</comment>
        <translation>клан</translation>
    </message>
    <message>
        <source>clan initiative</source>
        <comment>field</comment>
        <translation>инициатива клана</translation>
    </message>
    <message>
        <source>clans</source>
        <comment>field</comment>
        <translation>кланы</translation>
    </message>
    <message>
        <source>clear</source>
        <comment>field</comment>
        <translation>ясно</translation>
    </message>
    <message>
        <source>clear day</source>
        <comment>field</comment>
        <translation>ясный день</translation>
    </message>
    <message>
        <source>cleared attack is defender victory</source>
        <comment>field</comment>
        <translation>снятая атака — победа защитника</translation>
    </message>
    <message>
        <source>cliff</source>
        <comment>field</comment>
        <translation>обрыв</translation>
    </message>
    <message>
        <source>cliff side</source>
        <comment>field</comment>
        <translation>сторона обрыва</translation>
    </message>
    <message>
        <source>climate</source>
        <comment>field</comment>
        <translation>климат</translation>
    </message>
    <message>
        <source>clockwise</source>
        <comment>field</comment>
        <translation>по часовой стрелке</translation>
    </message>
    <message>
        <source>coastal provinces</source>
        <comment>field</comment>
        <translation>прибрежные провинции</translation>
    </message>
    <message>
        <source>coastal slots</source>
        <comment>field</comment>
        <translation>прибрежные места</translation>
    </message>
    <message>
        <source>code</source>
        <comment>field</comment>
        <translation>код</translation>
    </message>
    <message>
        <source>colour</source>
        <comment>field</comment>
        <translation>цвет</translation>
    </message>
    <message>
        <source>combat</source>
        <comment>field</comment>
        <translation>бой</translation>
    </message>
    <message>
        <source>combat token</source>
        <comment>field</comment>
        <translation>жетон битвы</translation>
    </message>
    <message>
        <source>combat tokens</source>
        <comment>field</comment>
        <translation>жетоны битвы</translation>
    </message>
    <message>
        <source>combined rerolls</source>
        <comment>field</comment>
        <translation>совмещённые перебросы</translation>
    </message>
    <message>
        <source>command</source>
        <comment>field</comment>
        <translation>командные карты</translation>
    </message>
    <message>
        <source>command cards</source>
        <comment>field</comment>
        <translation>командные карты</translation>
    </message>
    <message>
        <source>command deck</source>
        <comment>field</comment>
        <translation>колода командных карт</translation>
    </message>
    <message>
        <source>compare</source>
        <comment>field</comment>
        <translation>сравнение</translation>
    </message>
    <message>
        <source>condition</source>
        <comment>field</comment>
        <translation>условие</translation>
    </message>
    <message>
        <source>confidence</source>
        <comment>field</comment>
        <translation>надёжность</translation>
    </message>
    <message>
        <source>connected</source>
        <comment>field</comment>
        <translation>связанные</translation>
    </message>
    <message>
        <source>connected chain</source>
        <comment>field</comment>
        <translation>связная цепь</translation>
    </message>
    <message>
        <source>control tokens</source>
        <comment>field</comment>
        <translation>жетоны контроля</translation>
    </message>
    <message>
        <source>control zone</source>
        <comment>field</comment>
        <translation>зона контроля</translation>
    </message>
    <message>
        <source>control zones</source>
        <comment>field</comment>
        <translation>зоны контроля</translation>
    </message>
    <message>
        <source>controller</source>
        <comment>field</comment>
        <translation>контролирующему</translation>
    </message>
    <message>
        <source>convert attack type</source>
        <comment>field</comment>
        <translation>смена вида атаки</translation>
    </message>
    <message>
        <source>copies</source>
        <comment>field</comment>
        <translation>копии</translation>
    </message>
    <message>
        <source>cost</source>
        <comment>field</comment>
        <translation>стоимость</translation>
    </message>
    <message>
        <source>cost confidence</source>
        <comment>field</comment>
        <translation>надёжность стоимости</translation>
    </message>
    <message>
        <source>cost control</source>
        <comment>field</comment>
        <translation>стоимость в жетонах контроля</translation>
    </message>
    <message>
        <source>count</source>
        <comment>field</comment>
        <translation>количество</translation>
    </message>
    <message>
        <source>counter attack</source>
        <comment>field</comment>
        <translation>контратака</translation>
    </message>
    <message>
        <source>counter attack copies</source>
        <comment>field</comment>
        <translation>копии контратаки</translation>
    </message>
    <message>
        <source>counterclockwise</source>
        <comment>field</comment>
        <translation>против часовой стрелки</translation>
    </message>
    <message>
        <source>covers flowers</source>
        <comment>field</comment>
        <translation>закрывает цветки</translation>
    </message>
    <message>
        <source>crab</source>
        <comment>field</comment>
        <translation>Краб</translation>
    </message>
    <message>
        <source>crane wins ties</source>
        <comment>field</comment>
        <translation>Журавль выигрывает ничьи</translation>
    </message>
    <message>
        <source>crossing</source>
        <comment>field</comment>
        <translation>переправа</translation>
    </message>
    <message>
        <source>crossings</source>
        <comment>field</comment>
        <translation>переправы</translation>
    </message>
    <message>
        <source>cumulative</source>
        <comment>field</comment>
        <translation>суммируются</translation>
    </message>
    <message>
        <source>cunning plan</source>
        <comment>field</comment>
        <translation>хитрый план</translation>
    </message>
    <message>
        <source>cunning plan orders</source>
        <comment>field</comment>
        <translation>приказы хитрого плана</translation>
    </message>
    <message>
        <source>damage</source>
        <comment>field</comment>
        <translation>урон</translation>
    </message>
    <message>
        <source>deadly strike on last standing</source>
        <comment>field</comment>
        <translation>смертельный удар по последнему оставшемуся</translation>
    </message>
    <message>
        <source>deadly strike penalty</source>
        <comment>field</comment>
        <translation>штраф за смертельный удар</translation>
    </message>
    <message>
        <source>deal</source>
        <comment>field</comment>
        <translation>сдача</translation>
    </message>
    <message>
        <source>dealt</source>
        <comment>field</comment>
        <translation>сдаётся</translation>
    </message>
    <message>
        <source>deck</source>
        <comment>field</comment>
        <translation>колода</translation>
    </message>
    <message>
        <source>deck runs out</source>
        <comment>field</comment>
        <translation>колода кончается</translation>
    </message>
    <message>
        <source>deck size</source>
        <comment>field</comment>
        <translation>размер колоды</translation>
    </message>
    <message>
        <source>deck top</source>
        <comment>field</comment>
        <translation>верх колоды</translation>
    </message>
    <message>
        <source>decks</source>
        <comment>field</comment>
        <translation>колоды</translation>
    </message>
    <message>
        <source>deep snow</source>
        <comment>field</comment>
        <translation>глубокий снег</translation>
    </message>
    <message>
        <source>defence</source>
        <comment>field</comment>
        <translation>оборона</translation>
    </message>
    <message>
        <source>defender</source>
        <comment>field</comment>
        <translation>защитник</translation>
    </message>
    <message>
        <source>defense bonus</source>
        <comment>field</comment>
        <translation>бонус к защите</translation>
    </message>
    <message>
        <source>defense bonus token honor</source>
        <comment>field</comment>
        <translation>честь за жетон бонуса к защите</translation>
    </message>
    <message>
        <source>defensive fire</source>
        <comment>field</comment>
        <translation>заградительный огонь</translation>
    </message>
    <message>
        <source>dense fog</source>
        <comment>field</comment>
        <translation>густой туман</translation>
    </message>
    <message>
        <source>depend</source>
        <comment>field</comment>
        <translation>зависимость</translation>
    </message>
    <message>
        <source>depends</source>
        <comment>field</comment>
        <translation>зависимости</translation>
    </message>
    <message>
        <source>deployment</source>
        <comment>field</comment>
        <translation>расстановка</translation>
    </message>
    <message>
        <source>description</source>
        <comment>field</comment>
        <translation>описание</translation>
    </message>
    <message>
        <source>destroy all enemy units</source>
        <comment>field</comment>
        <translation>уничтожить все отряды противника</translation>
    </message>
    <message>
        <source>destroy enemy HQ</source>
        <comment>field</comment>
        <translation>уничтожить штаб противника</translation>
    </message>
    <message>
        <source>destruction dice</source>
        <comment>field</comment>
        <translation>кубики уничтожения</translation>
    </message>
    <message>
        <source>dice</source>
        <comment>field</comment>
        <translation>кубики</translation>
    </message>
    <message>
        <source>dice by range</source>
        <comment>field</comment>
        <translation>кубики по дальности</translation>
    </message>
    <message>
        <source>dice count</source>
        <comment>field</comment>
        <translation>число кубиков</translation>
    </message>
    <message>
        <source>dice face</source>
        <comment>field</comment>
        <translation>грань кубика</translation>
    </message>
    <message>
        <source>dice faces</source>
        <comment>field</comment>
        <translation>грани кубика</translation>
    </message>
    <message>
        <source>dice rank</source>
        <comment>field</comment>
        <translation>ранг кубика</translation>
    </message>
    <message>
        <source>difficult approaches</source>
        <comment>field</comment>
        <translation>труднопроходимые подступы</translation>
    </message>
    <message>
        <source>difficulty</source>
        <comment>field</comment>
        <translation>сложность</translation>
    </message>
    <message>
        <source>diplomacy</source>
        <comment>field</comment>
        <translation>дипломатия</translation>
    </message>
    <message>
        <source>direct only</source>
        <comment>field</comment>
        <translation>только напрямую</translation>
    </message>
    <message>
        <source>discard</source>
        <comment>field</comment>
        <translation>сбросить</translation>
    </message>
    <message>
        <source>dishonor dice</source>
        <comment>field</comment>
        <translation>кубики бесчестья</translation>
    </message>
    <message>
        <source>dishonor ties</source>
        <comment>field</comment>
        <translation>ничьи при бесчестье</translation>
    </message>
    <message>
        <source>downpour</source>
        <comment>field</comment>
        <translation>ливень</translation>
    </message>
    <message>
        <source>dragon</source>
        <comment>field</comment>
        <translation>Дракон</translation>
    </message>
    <message>
        <source>dragon cards</source>
        <comment>field</comment>
        <translation>карты Дракона</translation>
    </message>
    <message>
        <source>dragon deck</source>
        <comment>field</comment>
        <translation>колода карт Дракона</translation>
    </message>
    <message>
        <source>dragon trade</source>
        <comment>field</comment>
        <translation>обмен на карту Дракона</translation>
    </message>
    <message>
        <source>draw</source>
        <comment>field</comment>
        <translation>взять</translation>
    </message>
    <message>
        <source>draws per turn</source>
        <comment>field</comment>
        <translation>карт добора за ход</translation>
    </message>
    <message>
        <source>dry summer</source>
        <comment>field</comment>
        <translation>сухое лето</translation>
    </message>
    <message>
        <source>duel</source>
        <comment>field</comment>
        <translation>поединок</translation>
    </message>
    <message>
        <source>duels and seppuku</source>
        <comment>field</comment>
        <translation>поединки и сеппуку</translation>
    </message>
    <message>
        <source>dzu kihei</source>
        <comment>field</comment>
        <translation>дзю-кихэй</translation>
    </message>
    <message>
        <source>each</source>
        <comment>field</comment>
        <translation>каждый</translation>
    </message>
    <message>
        <source>east</source>
        <comment>field</comment>
        <translation>восток</translation>
    </message>
    <message>
        <source>edge</source>
        <comment>field</comment>
        <translation>край</translation>
    </message>
    <message>
        <source>edge only</source>
        <comment>field</comment>
        <translation>только напротив</translation>
    </message>
    <message>
        <source>edges</source>
        <comment>field</comment>
        <translation>стороны</translation>
    </message>
    <message>
        <source>effect</source>
        <comment>field</comment>
        <translation>эффект</translation>
    </message>
    <message>
        <source>effective card</source>
        <comment>field</comment>
        <translation>действующая карта</translation>
    </message>
    <message>
        <source>either end</source>
        <comment>field</comment>
        <translation>любой из концов</translation>
    </message>
    <message>
        <source>end of resolution</source>
        <comment>field</comment>
        <translation>в конце фазы исполнения</translation>
    </message>
    <message>
        <source>end of turn take</source>
        <comment>field</comment>
        <translation>получает в конце хода</translation>
    </message>
    <message>
        <source>enemy</source>
        <comment>field</comment>
        <translation>противник</translation>
    </message>
    <message>
        <source>enemy HQ below</source>
        <comment>field</comment>
        <translation>прочность штаба противника ниже</translation>
    </message>
    <message>
        <source>enemy HQ damage at least</source>
        <comment>field</comment>
        <translation>урон штабу противника не меньше</translation>
    </message>
    <message>
        <source>enemy module</source>
        <comment>field</comment>
        <translation>модуль противника</translation>
    </message>
    <message>
        <source>engine</source>
        <comment>field</comment>
        <translation>движок</translation>
    </message>
    <message>
        <source>entered only</source>
        <comment>field</comment>
        <translation>только пройденные</translation>
    </message>
    <message>
        <source>equipment</source>
        <comment>field</comment>
        <translation>снаряжение</translation>
    </message>
    <message>
        <source>escaped leader dishonor origin</source>
        <comment>field</comment>
        <translation>откуда считать бесчестье ушедшего командира</translation>
    </message>
    <message>
        <source>etude</source>
        <comment>field</comment>
        <translation>этюд</translation>
    </message>
    <message>
        <source>even</source>
        <comment>field</comment>
        <translation>чётные</translation>
    </message>
    <message>
        <source>every player</source>
        <comment>field</comment>
        <translation>каждый игрок</translation>
    </message>
    <message>
        <source>every turn end</source>
        <comment>field</comment>
        <translation>в конце каждого хода</translation>
    </message>
    <message>
        <source>exactly</source>
        <comment>field</comment>
        <translation>ровно</translation>
    </message>
    <message>
        <source>exactly 2</source>
        <comment>field</comment>
        <translation>ровно 2</translation>
    </message>
    <message>
        <source>excess flags</source>
        <comment>field</comment>
        <translation>лишние флаги</translation>
    </message>
    <message>
        <source>exclude shadowlands</source>
        <comment>field</comment>
        <translation>без Теневых земель</translation>
    </message>
    <message>
        <source>expected total</source>
        <comment>field</comment>
        <translation>ожидаемое число</translation>
    </message>
    <message>
        <source>explicit list</source>
        <comment>field</comment>
        <translation>явный список</translation>
    </message>
    <message>
        <source>explode</source>
        <comment>field</comment>
        <translation>взрывается</translation>
    </message>
    <message>
        <source>extended board</source>
        <comment>field</comment>
        <translation>расширенное поле</translation>
    </message>
    <message>
        <source>extension</source>
        <comment>field</comment>
        <translation>расширение</translation>
    </message>
    <message>
        <source>extra attack</source>
        <comment>field</comment>
        <translation>дополнительная атака</translation>
    </message>
    <message>
        <source>extra dice</source>
        <comment>field</comment>
        <translation>дополнительные кубики</translation>
    </message>
    <message>
        <source>extra draw</source>
        <comment>field</comment>
        <translation>дополнительный добор</translation>
    </message>
    <message>
        <source>extra move</source>
        <comment>field</comment>
        <translation>дополнительное движение</translation>
    </message>
    <message>
        <source>face</source>
        <comment>field</comment>
        <translation>грань</translation>
    </message>
    <message>
        <source>face down</source>
        <comment>field</comment>
        <translation>лицом вниз</translation>
    </message>
    <message>
        <source>face up</source>
        <comment>field</comment>
        <translation>лицом вверх</translation>
    </message>
    <message>
        <source>faces</source>
        <comment>field</comment>
        <translation>грани</translation>
    </message>
    <message>
        <source>faceup control defense</source>
        <comment>field</comment>
        <translation>защита открытого жетона контроля</translation>
    </message>
    <message>
        <source>facing</source>
        <comment>field</comment>
        <translation>направление</translation>
    </message>
    <message>
        <source>failed raid</source>
        <comment>field</comment>
        <translation>неудачный погром</translation>
    </message>
    <message>
        <source>fallback one</source>
        <comment>field</comment>
        <translation>иначе один любой</translation>
    </message>
    <message>
        <source>fatigue rule</source>
        <comment>field</comment>
        <translation>правило усталости</translation>
    </message>
    <message>
        <source>fence</source>
        <comment>field</comment>
        <translation>забор</translation>
    </message>
    <message>
        <source>fences</source>
        <comment>field</comment>
        <translation>заборы</translation>
    </message>
    <message>
        <source>fewest provinces</source>
        <comment>field</comment>
        <translation>меньше всех провинций</translation>
    </message>
    <message>
        <source>fewest stars</source>
        <comment>field</comment>
        <translation>меньше всех звёзд</translation>
    </message>
    <message>
        <source>fight or withdraw</source>
        <comment>field</comment>
        <translation>бой или отход</translation>
    </message>
    <message>
        <source>fighting front</source>
        <comment>field</comment>
        <translation>сражающийся фронт</translation>
    </message>
    <message>
        <source>figures</source>
        <comment>field</comment>
        <translation>фигуры</translation>
    </message>
    <message>
        <source>file</source>
        <comment>field</comment>
        <translation>файл</translation>
    </message>
    <message>
        <source>files</source>
        <comment>field</comment>
        <translation>файлы</translation>
    </message>
    <message>
        <source>filter</source>
        <comment>field</comment>
        <translation>фильтр</translation>
    </message>
    <message>
        <source>filtered</source>
        <comment>field</comment>
        <translation>с фильтром</translation>
    </message>
    <message>
        <source>final battle</source>
        <comment>field</comment>
        <translation>последний бой</translation>
    </message>
    <message>
        <source>fire twice</source>
        <comment>field</comment>
        <translation>стрелять дважды</translation>
    </message>
    <message>
        <source>firer adjacent</source>
        <comment>field</comment>
        <translation>стреляющий рядом</translation>
    </message>
    <message>
        <source>first</source>
        <comment>field</comment>
        <translation>первый</translation>
    </message>
    <message>
        <source>first player</source>
        <comment>field</comment>
        <translation>первый игрок</translation>
    </message>
    <message>
        <source>first player card</source>
        <comment>field</comment>
        <translation>карта первого игрока</translation>
    </message>
    <message>
        <source>first strike</source>
        <comment>field</comment>
        <translation>первый удар</translation>
    </message>
    <message>
        <source>first strike battle back</source>
        <comment>field</comment>
        <translation>ответная атака после первого удара</translation>
    </message>
    <message>
        <source>first turn</source>
        <comment>field</comment>
        <translation>первый ход</translation>
    </message>
    <message>
        <source>fixed</source>
        <comment>field</comment>
        <translation>заданная</translation>
    </message>
    <message>
        <source>flag</source>
        <comment>field</comment>
        <translation>флаг</translation>
    </message>
    <message>
        <source>flag ignore</source>
        <comment>field</comment>
        <translation>игнор флагов</translation>
    </message>
    <message>
        <source>flag ignore cap</source>
        <comment>field</comment>
        <translation>предел игнора флагов</translation>
    </message>
    <message>
        <source>flags</source>
        <comment>field</comment>
        <translation>флаги</translation>
    </message>
    <message>
        <source>flags only</source>
        <comment>field</comment>
        <translation>только по флагам</translation>
    </message>
    <message>
        <source>flank attack</source>
        <comment>field</comment>
        <translation>«Удар с флангов»</translation>
    </message>
    <message>
        <source>fleeing</source>
        <comment>field</comment>
        <translation>бегущий</translation>
    </message>
    <message>
        <source>flowers</source>
        <comment>field</comment>
        <translation>цветки</translation>
    </message>
    <message>
        <source>foot</source>
        <comment>field</comment>
        <translation>пеший</translation>
    </message>
    <message>
        <source>forbid bluff</source>
        <comment>field</comment>
        <translation>запрет пустых жетонов</translation>
    </message>
    <message>
        <source>ford</source>
        <comment>field</comment>
        <translation>брод</translation>
    </message>
    <message>
        <source>ford advance</source>
        <comment>field</comment>
        <translation>наступление через брод</translation>
    </message>
    <message>
        <source>ford attack</source>
        <comment>field</comment>
        <translation>атака через брод</translation>
    </message>
    <message>
        <source>forest</source>
        <comment>field</comment>
        <translation>лес</translation>
    </message>
    <message>
        <source>forest of spears scope</source>
        <comment>field</comment>
        <translation>охват «леса копий»</translation>
    </message>
    <message>
        <source>four legs light total</source>
        <comment>field</comment>
        <translation>«Четыре ноги» у лёгкой конницы: итог</translation>
    </message>
    <message>
        <source>four legs vs fleeing</source>
        <comment>field</comment>
        <translation>«Четыре ноги» против бегущих</translation>
    </message>
    <message>
        <source>free</source>
        <comment>field</comment>
        <translation>свободное</translation>
    </message>
    <message>
        <source>free for all</source>
        <comment>field</comment>
        <translation>каждый за себя</translation>
    </message>
    <message>
        <source>free path</source>
        <comment>field</comment>
        <translation>свободный путь</translation>
    </message>
    <message>
        <source>friendly</source>
        <comment>field</comment>
        <translation>свои</translation>
    </message>
    <message>
        <source>friendly units</source>
        <comment>field</comment>
        <translation>свои отряды</translation>
    </message>
    <message>
        <source>game</source>
        <comment>field</comment>
        <translation>игра</translation>
    </message>
    <message>
        <source>game continues</source>
        <comment>field</comment>
        <translation>игра продолжается</translation>
    </message>
    <message>
        <source>game ends</source>
        <comment>field</comment>
        <translation>игра заканчивается</translation>
    </message>
    <message>
        <source>games</source>
        <comment>field</comment>
        <translation>игры</translation>
    </message>
    <message>
        <source>gauss</source>
        <comment>field</comment>
        <translation>пушка Гаусса</translation>
    </message>
    <message>
        <source>geisha takes bushido</source>
        <comment>field</comment>
        <translation>гейша забирает бусидо</translation>
    </message>
    <message>
        <source>general</source>
        <comment>field</comment>
        <translation>генерал</translation>
    </message>
    <message>
        <source>general unit banner</source>
        <comment>field</comment>
        <translation>знамя за отряд полководца</translation>
    </message>
    <message>
        <source>ginchiyo reduction</source>
        <comment>field</comment>
        <translation>уменьшение Гинтиё</translation>
    </message>
    <message>
        <source>grenade</source>
        <comment>field</comment>
        <translation>граната</translation>
    </message>
    <message>
        <source>gusty wind</source>
        <comment>field</comment>
        <translation>порывистый ветер</translation>
    </message>
    <message>
        <source>half</source>
        <comment>field</comment>
        <translation>половина</translation>
    </message>
    <message>
        <source>half plane</source>
        <comment>field</comment>
        <translation>полуплоскость</translation>
    </message>
    <message>
        <source>half turn pivot</source>
        <comment>field</comment>
        <translation>ось разворота</translation>
    </message>
    <message>
        <source>hand</source>
        <comment>field</comment>
        <translation>рука</translation>
    </message>
    <message>
        <source>hand limit</source>
        <comment>field</comment>
        <translation>предел руки</translation>
    </message>
    <message>
        <source>hand limit at</source>
        <comment>field</comment>
        <translation>предел руки проверяется</translation>
    </message>
    <message>
        <source>hand of 6</source>
        <comment>field</comment>
        <translation>рука из 6</translation>
    </message>
    <message>
        <source>hand size</source>
        <comment>field</comment>
        <translation>размер руки</translation>
    </message>
    <message>
        <source>harbor</source>
        <comment>field</comment>
        <translation>гавань</translation>
    </message>
    <message>
        <source>harbor attack</source>
        <comment>field</comment>
        <translation>атака на гавань</translation>
    </message>
    <message>
        <source>harmless shields geisha diversion</source>
        <comment>field</comment>
        <translation>обескровленный защищён от «Гейши» и «Уловки»</translation>
    </message>
    <message>
        <source>hatamoto</source>
        <comment>field</comment>
        <translation>хатамото</translation>
    </message>
    <message>
        <source>height</source>
        <comment>field</comment>
        <translation>высота</translation>
    </message>
    <message>
        <source>helmet</source>
        <comment>field</comment>
        <translation>шлем</translation>
    </message>
    <message>
        <source>hex</source>
        <comment>field</comment>
        <translation>гекс</translation>
    </message>
    <message>
        <source>hexes</source>
        <comment>field</comment>
        <translation>гексы</translation>
    </message>
    <message>
        <source>hidden by trait</source>
        <comment>field</comment>
        <translation>скрыт чертой</translation>
    </message>
    <message>
        <source>high</source>
        <comment>field</comment>
        <translation>высокая</translation>
    </message>
    <message>
        <source>high failure step</source>
        <comment>field</comment>
        <translation>провал большой ставки</translation>
    </message>
    <message>
        <source>higher status bonus</source>
        <comment>field</comment>
        <translation>бонус за более высокий статус</translation>
    </message>
    <message>
        <source>hijack module</source>
        <comment>field</comment>
        <translation>перехват модуля</translation>
    </message>
    <message>
        <source>hill</source>
        <comment>field</comment>
        <translation>холм</translation>
    </message>
    <message>
        <source>hill hexes</source>
        <comment>field</comment>
        <translation>гексы холмов</translation>
    </message>
    <message>
        <source>hill line of sight exception</source>
        <comment>field</comment>
        <translation>исключение видимости для холмов</translation>
    </message>
    <message>
        <source>hit points</source>
        <comment>field</comment>
        <translation>прочность</translation>
    </message>
    <message>
        <source>hold at any cost</source>
        <comment>field</comment>
        <translation>держаться любой ценой</translation>
    </message>
    <message>
        <source>hold fire</source>
        <comment>field</comment>
        <translation>не стрелять</translation>
    </message>
    <message>
        <source>hole</source>
        <comment>field</comment>
        <translation>отверстие</translation>
    </message>
    <message>
        <source>holes</source>
        <comment>field</comment>
        <translation>отверстия</translation>
    </message>
    <message>
        <source>home clan</source>
        <comment>field</comment>
        <translation>родной клан</translation>
    </message>
    <message>
        <source>honor</source>
        <comment>field</comment>
        <translation>честь</translation>
    </message>
    <message>
        <source>honor bonus</source>
        <comment>field</comment>
        <translation>бонус к чести</translation>
    </message>
    <message>
        <source>honor tokens</source>
        <comment>field</comment>
        <translation>жетоны чести</translation>
    </message>
    <message>
        <source>horse</source>
        <comment>field</comment>
        <translation>конный</translation>
    </message>
    <message>
        <source>hostile to allies</source>
        <comment>field</comment>
        <translation>враждебен союзникам</translation>
    </message>
    <message>
        <source>humility ties count</source>
        <comment>field</comment>
        <translation>ничья засчитывается для «Пути смирения»</translation>
    </message>
    <message>
        <source>id</source>
        <comment>field</comment>
        <translation>идентификатор</translation>
    </message>
    <message>
        <source>ignore</source>
        <comment>field</comment>
        <translation>игнорировать</translation>
    </message>
    <message>
        <source>ignore flags</source>
        <comment>field</comment>
        <translation>игнорировать флаги</translation>
    </message>
    <message>
        <source>ignore printed defense</source>
        <comment>field</comment>
        <translation>игнорировать напечатанную защиту</translation>
    </message>
    <message>
        <source>illegal first token blocks</source>
        <comment>field</comment>
        <translation>недопустимый первый жетон занимает границу</translation>
    </message>
    <message>
        <source>image</source>
        <comment>field</comment>
        <translation>изображение</translation>
    </message>
    <message>
        <source>impassable</source>
        <comment>field</comment>
        <translation>непроходимая</translation>
    </message>
    <message>
        <source>impetus</source>
        <comment>field</comment>
        <translation>натиск</translation>
    </message>
    <message>
        <source>in hex</source>
        <comment>field</comment>
        <translation>в гексе</translation>
    </message>
    <message>
        <source>include promo characters</source>
        <comment>field</comment>
        <translation>включать промоперсонажей</translation>
    </message>
    <message>
        <source>initial control tokens</source>
        <comment>field</comment>
        <translation>начальные жетоны контроля</translation>
    </message>
    <message>
        <source>initial facing</source>
        <comment>field</comment>
        <translation>начальное направление</translation>
    </message>
    <message>
        <source>initiative</source>
        <comment>field</comment>
        <translation>инициатива</translation>
    </message>
    <message>
        <source>initiative about face is regroup</source>
        <comment>field</comment>
        <translation>разворот по инициативе — перестроение</translation>
    </message>
    <message>
        <source>initiative minus</source>
        <comment>field</comment>
        <translation>минус к инициативе</translation>
    </message>
    <message>
        <source>initiative plus</source>
        <comment>field</comment>
        <translation>плюс к инициативе</translation>
    </message>
    <message>
        <source>innate flag ignore</source>
        <comment>field</comment>
        <translation>собственный игнор флагов</translation>
    </message>
    <message>
        <source>inner province</source>
        <comment>field</comment>
        <translation>внутренняя провинция</translation>
    </message>
    <message>
        <source>inspire cost</source>
        <comment>field</comment>
        <translation>цена воодушевления</translation>
    </message>
    <message>
        <source>inspire needs order</source>
        <comment>field</comment>
        <translation>воодушевление требует приказа</translation>
    </message>
    <message>
        <source>inspire radius</source>
        <comment>field</comment>
        <translation>радиус воодушевления</translation>
    </message>
    <message>
        <source>instant</source>
        <comment>field</comment>
        <translation>мгновенное действие</translation>
    </message>
    <message>
        <source>instruction</source>
        <comment>field</comment>
        <translation>указание</translation>
    </message>
    <message>
        <source>instructions</source>
        <comment>field</comment>
        <translation>указания</translation>
    </message>
    <message>
        <source>intensified fire</source>
        <comment>field</comment>
        <translation>усиленный обстрел</translation>
    </message>
    <message>
        <source>into only</source>
        <comment>field</comment>
        <translation>только при входе</translation>
    </message>
    <message>
        <source>jump</source>
        <comment>field</comment>
        <translation>прыжок</translation>
    </message>
    <message>
        <source>keep</source>
        <comment>field</comment>
        <translation>оставить</translation>
    </message>
    <message>
        <source>keep advancing</source>
        <comment>field</comment>
        <translation>продолжать наступление</translation>
    </message>
    <message>
        <source>keep retreating</source>
        <comment>field</comment>
        <translation>продолжать отступление</translation>
    </message>
    <message>
        <source>kept</source>
        <comment>field</comment>
        <translation>оставляется</translation>
    </message>
    <message>
        <source>kihei</source>
        <comment>field</comment>
        <translation>кихэй</translation>
    </message>
    <message>
        <source>kind</source>
        <comment>field</comment>
        <translation>вид</translation>
    </message>
    <message>
        <source>land</source>
        <comment>field</comment>
        <translation>суша</translation>
    </message>
    <message>
        <source>land borders</source>
        <comment>field</comment>
        <translation>сухопутные границы</translation>
    </message>
    <message>
        <source>land or sea</source>
        <comment>field</comment>
        <translation>суша или море</translation>
    </message>
    <message>
        <source>landlocked</source>
        <comment>field</comment>
        <translation>без выхода к морю</translation>
    </message>
    <message>
        <source>last</source>
        <comment>field</comment>
        <translation>последний</translation>
    </message>
    <message>
        <source>last absorbs</source>
        <comment>field</comment>
        <translation>поглощает последний</translation>
    </message>
    <message>
        <source>last field hex</source>
        <comment>field</comment>
        <translation>последний гекс на поле</translation>
    </message>
    <message>
        <source>last turn</source>
        <comment>field</comment>
        <translation>последний ход</translation>
    </message>
    <message>
        <source>layout</source>
        <comment>field</comment>
        <translation>раскладка</translation>
    </message>
    <message>
        <source>leader</source>
        <comment>field</comment>
        <translation>командир</translation>
    </message>
    <message>
        <source>leader retreat extra per hex</source>
        <comment>field</comment>
        <translation>доплата за гекс отступления командира</translation>
    </message>
    <message>
        <source>leaders</source>
        <comment>field</comment>
        <translation>командиры</translation>
    </message>
    <message>
        <source>leadership</source>
        <comment>field</comment>
        <translation>лидерство</translation>
    </message>
    <message>
        <source>leadership adjacent</source>
        <comment>field</comment>
        <translation>лидерство: соседних</translation>
    </message>
    <message>
        <source>least damage taken</source>
        <comment>field</comment>
        <translation>меньше всего урона</translation>
    </message>
    <message>
        <source>left</source>
        <comment>field</comment>
        <translation>левая</translation>
    </message>
    <message>
        <source>license</source>
        <comment>field</comment>
        <translation>лицензия</translation>
    </message>
    <message>
        <source>line of sight edge rule</source>
        <comment>field</comment>
        <translation>линия видимости вдоль края</translation>
    </message>
    <message>
        <source>lion bluff unattacked is victory</source>
        <comment>field</comment>
        <translation>неатакованный пустой жетон Льва — победа</translation>
    </message>
    <message>
        <source>location kind</source>
        <comment>field</comment>
        <translation>вид места</translation>
    </message>
    <message>
        <source>lone leader</source>
        <comment>field</comment>
        <translation>одинокий командир</translation>
    </message>
    <message>
        <source>lone leader attacked</source>
        <comment>field</comment>
        <translation>атака на одинокого командира</translation>
    </message>
    <message>
        <source>lone leader flag retreat</source>
        <comment>field</comment>
        <translation>отступление одинокого командира по флагам</translation>
    </message>
    <message>
        <source>lone leader retreat</source>
        <comment>field</comment>
        <translation>отступление одинокого командира</translation>
    </message>
    <message>
        <source>lone leader sword ignore</source>
        <comment>field</comment>
        <translation>одинокий командир игнорирует мечи</translation>
    </message>
    <message>
        <source>lone leaders</source>
        <comment>field</comment>
        <translation>одинокие командиры</translation>
    </message>
    <message>
        <source>long row parity</source>
        <comment>field</comment>
        <translation>чётность длинных рядов</translation>
    </message>
    <message>
        <source>look</source>
        <comment>field</comment>
        <translation>посмотреть</translation>
    </message>
    <message>
        <source>look and discard</source>
        <comment>field</comment>
        <translation>посмотреть и сбросить</translation>
    </message>
    <message>
        <source>lose figure</source>
        <comment>field</comment>
        <translation>потерять фигуру</translation>
    </message>
    <message>
        <source>lose honor</source>
        <comment>field</comment>
        <translation>потерять честь</translation>
    </message>
    <message>
        <source>loser discards</source>
        <comment>field</comment>
        <translation>проигравший сбрасывает</translation>
    </message>
    <message>
        <source>loses</source>
        <comment>field</comment>
        <translation>проигрывает</translation>
    </message>
    <message>
        <source>low</source>
        <comment>field</comment>
        <translation>низкая</translation>
    </message>
    <message>
        <source>lowest</source>
        <comment>field</comment>
        <translation>наименьший</translation>
    </message>
    <message>
        <source>map</source>
        <comment>field</comment>
        <translation>карта</translation>
    </message>
    <message>
        <source>marsh</source>
        <comment>field</comment>
        <translation>болота</translation>
    </message>
    <message>
        <source>master naginata</source>
        <comment>field</comment>
        <translation>мастер нагинаты</translation>
    </message>
    <message>
        <source>master of maneuver</source>
        <comment>field</comment>
        <translation>мастер манёвра</translation>
    </message>
    <message>
        <source>master spear</source>
        <comment>field</comment>
        <translation>мастер копья</translation>
    </message>
    <message>
        <source>master sword</source>
        <comment>field</comment>
        <translation>мастер меча</translation>
    </message>
    <message>
        <source>max</source>
        <comment>field</comment>
        <translation>наибольшее</translation>
    </message>
    <message>
        <source>max in play</source>
        <comment>field</comment>
        <translation>наибольшее в игре</translation>
    </message>
    <message>
        <source>max turns</source>
        <comment>field</comment>
        <translation>наибольшее число ходов</translation>
    </message>
    <message>
        <source>max units</source>
        <comment>field</comment>
        <translation>наибольшее число отрядов</translation>
    </message>
    <message>
        <source>may lead</source>
        <comment>field</comment>
        <translation>может командовать</translation>
    </message>
    <message>
        <source>mechanic</source>
        <comment>field</comment>
        <translation>механика</translation>
    </message>
    <message>
        <source>medic</source>
        <comment>field</comment>
        <translation>медик</translation>
    </message>
    <message>
        <source>medium</source>
        <comment>field</comment>
        <translation>средняя</translation>
    </message>
    <message>
        <source>meeting</source>
        <comment>field</comment>
        <translation>встречный бой</translation>
    </message>
    <message>
        <source>meeting winner occupies</source>
        <comment>field</comment>
        <translation>победитель встречного боя занимает клетку</translation>
    </message>
    <message>
        <source>melee</source>
        <comment>field</comment>
        <translation>ближний бой</translation>
    </message>
    <message>
        <source>melee bonus</source>
        <comment>field</comment>
        <translation>бонус ближнего боя</translation>
    </message>
    <message>
        <source>melee dice</source>
        <comment>field</comment>
        <translation>кубики ближнего боя</translation>
    </message>
    <message>
        <source>melee plus</source>
        <comment>field</comment>
        <translation>плюс к ближнему бою</translation>
    </message>
    <message>
        <source>melee scheme</source>
        <comment>field</comment>
        <translation>схема ближнего боя</translation>
    </message>
    <message>
        <source>min range</source>
        <comment>field</comment>
        <translation>наименьшая дальность</translation>
    </message>
    <message>
        <source>mobility</source>
        <comment>field</comment>
        <translation>подвижность</translation>
    </message>
    <message>
        <source>mobility moves per turn</source>
        <comment>field</comment>
        <translation>перемещений подвижности за ход</translation>
    </message>
    <message>
        <source>mode</source>
        <comment>field</comment>
        <translation>режим</translation>
    </message>
    <message>
        <source>module</source>
        <comment>field</comment>
        <translation>модуль</translation>
    </message>
    <message>
        <source>module bonus</source>
        <comment>field</comment>
        <translation>бонус модуля</translation>
    </message>
    <message>
        <source>module effect</source>
        <comment>field</comment>
        <translation>эффект модуля</translation>
    </message>
    <message>
        <source>module effects</source>
        <comment>field</comment>
        <translation>эффекты модуля</translation>
    </message>
    <message>
        <source>module side</source>
        <comment>field</comment>
        <translation>сторона модуля</translation>
    </message>
    <message>
        <source>module sides</source>
        <comment>field</comment>
        <translation>стороны модуля</translation>
    </message>
    <message>
        <source>more banners bonus</source>
        <comment>field</comment>
        <translation>бонус за больше знамён</translation>
    </message>
    <message>
        <source>more honor bonus</source>
        <comment>field</comment>
        <translation>бонус за больше чести</translation>
    </message>
    <message>
        <source>most</source>
        <comment>field</comment>
        <translation>больше всех</translation>
    </message>
    <message>
        <source>most hit points left</source>
        <comment>field</comment>
        <translation>больше всего прочности</translation>
    </message>
    <message>
        <source>most stars ninja multiplier</source>
        <comment>field</comment>
        <translation>множитель ниндзя с наибольшим числом звёзд</translation>
    </message>
    <message>
        <source>mountains</source>
        <comment>field</comment>
        <translation>горы</translation>
    </message>
    <message>
        <source>move</source>
        <comment>field</comment>
        <translation>движение</translation>
    </message>
    <message>
        <source>move all</source>
        <comment>field</comment>
        <translation>двигать всех</translation>
    </message>
    <message>
        <source>move distance 2</source>
        <comment>field</comment>
        <translation>движение на 2</translation>
    </message>
    <message>
        <source>move max</source>
        <comment>field</comment>
        <translation>наибольшее движение</translation>
    </message>
    <message>
        <source>move tile targets</source>
        <comment>field</comment>
        <translation>что можно перемещать</translation>
    </message>
    <message>
        <source>moved archer dice</source>
        <comment>field</comment>
        <translation>кубики двигавшихся лучников</translation>
    </message>
    <message>
        <source>moved dice</source>
        <comment>field</comment>
        <translation>кубики после движения</translation>
    </message>
    <message>
        <source>movement</source>
        <comment>field</comment>
        <translation>движение</translation>
    </message>
    <message>
        <source>multiplier</source>
        <comment>field</comment>
        <translation>множитель</translation>
    </message>
    <message>
        <source>multipliers</source>
        <comment>field</comment>
        <translation>множители</translation>
    </message>
    <message>
        <source>name</source>
        <comment>field</comment>
        <translation>название</translation>
    </message>
    <message>
        <source>name (English)</source>
        <comment>field</comment>
        <translation>название (по-английски)</translation>
    </message>
    <message>
        <source>name (Russian)</source>
        <comment>field</comment>
        <translation>название (по-русски)</translation>
    </message>
    <message>
        <source>name (Russian) unofficial</source>
        <comment>field</comment>
        <translation>название (по-русски), неофициальное</translation>
    </message>
    <message>
        <source>names</source>
        <comment>field</comment>
        <translation>названия</translation>
    </message>
    <message>
        <source>navy</source>
        <comment>field</comment>
        <translation>флот</translation>
    </message>
    <message>
        <source>net</source>
        <comment>field</comment>
        <translation>сеть</translation>
    </message>
    <message>
        <source>net side</source>
        <comment>field</comment>
        <translation>сторона сети</translation>
    </message>
    <message>
        <source>net sides</source>
        <comment>field</comment>
        <translation>стороны сети</translation>
    </message>
    <message>
        <source>netted medic protects</source>
        <comment>field</comment>
        <translation>медик под сетью защищает</translation>
    </message>
    <message>
        <source>neuroshima/army</source>
        <comment>field</comment>
        <translation>Нейрошима/армия</translation>
    </message>
    <message>
        <source>neuroshima/etude</source>
        <comment>field</comment>
        <translation>Нейрошима/этюд</translation>
    </message>
    <message>
        <source>neuroshima/game</source>
        <comment>field</comment>
        <translation>Нейрошима/партия</translation>
    </message>
    <message>
        <source>neuroshima/position</source>
        <comment>field</comment>
        <translation>Нейрошима/позиция</translation>
    </message>
    <message>
        <source>neutral</source>
        <comment>field</comment>
        <translation>нейтральный</translation>
    </message>
    <message>
        <source>neutral initiative</source>
        <comment>field</comment>
        <translation>нейтральная инициатива</translation>
    </message>
    <message>
        <source>neutral initiative fallback</source>
        <comment>field</comment>
        <translation>если нейтральная инициатива никому не подходит</translation>
    </message>
    <message>
        <source>never</source>
        <comment>field</comment>
        <translation>никогда</translation>
    </message>
    <message>
        <source>next to the right</source>
        <comment>field</comment>
        <translation>следующий справа</translation>
    </message>
    <message>
        <source>ninja</source>
        <comment>field</comment>
        <translation>ниндзя</translation>
    </message>
    <message>
        <source>no battle</source>
        <comment>field</comment>
        <translation>без боя</translation>
    </message>
    <message>
        <source>no effect</source>
        <comment>field</comment>
        <translation>без эффекта</translation>
    </message>
    <message>
        <source>no inspire</source>
        <comment>field</comment>
        <translation>без воодушевления</translation>
    </message>
    <message>
        <source>no move</source>
        <comment>field</comment>
        <translation>без движения</translation>
    </message>
    <message>
        <source>no pieces left</source>
        <comment>field</comment>
        <translation>не осталось фигур</translation>
    </message>
    <message>
        <source>no strength bonus</source>
        <comment>field</comment>
        <translation>без бонуса силы</translation>
    </message>
    <message>
        <source>nobody</source>
        <comment>field</comment>
        <translation>никто</translation>
    </message>
    <message>
        <source>none</source>
        <comment>field</comment>
        <translation>нет</translation>
    </message>
    <message>
        <source>north</source>
        <comment>field</comment>
        <translation>север</translation>
    </message>
    <message>
        <source>not a counter attack</source>
        <comment>field</comment>
        <translation>не контратака</translation>
    </message>
    <message>
        <source>not adjacent enemy</source>
        <comment>field</comment>
        <translation>не рядом с противником</translation>
    </message>
    <message>
        <source>note</source>
        <comment>field</comment>
        <translation>заметка</translation>
    </message>
    <message>
        <source>notes</source>
        <comment>field</comment>
        <translation>заметки</translation>
    </message>
    <message>
        <source>notes (Russian)</source>
        <comment>field</comment>
        <translation>заметки (по-русски)</translation>
    </message>
    <message>
        <source>number</source>
        <comment>field</comment>
        <translation>номер</translation>
    </message>
    <message>
        <source>objective</source>
        <comment>field</comment>
        <translation>цель</translation>
    </message>
    <message>
        <source>objectives</source>
        <comment>field</comment>
        <translation>цели</translation>
    </message>
    <message>
        <source>odd</source>
        <comment>field</comment>
        <translation>нечётные</translation>
    </message>
    <message>
        <source>official</source>
        <comment>field</comment>
        <translation>официальная</translation>
    </message>
    <message>
        <source>offset</source>
        <comment>field</comment>
        <translation>смещение</translation>
    </message>
    <message>
        <source>on draw</source>
        <comment>field</comment>
        <translation>при доборе</translation>
    </message>
    <message>
        <source>on last card</source>
        <comment>field</comment>
        <translation>на последней карте</translation>
    </message>
    <message>
        <source>one per service</source>
        <comment>field</comment>
        <translation>по отряду на службу</translation>
    </message>
    <message>
        <source>one vs two</source>
        <comment>field</comment>
        <translation>один против двух</translation>
    </message>
    <message>
        <source>one vs two solo</source>
        <comment>field</comment>
        <translation>один против двух: одиночка</translation>
    </message>
    <message>
        <source>one vs two team</source>
        <comment>field</comment>
        <translation>один против двух: команда</translation>
    </message>
    <message>
        <source>one vs two third player first draw</source>
        <comment>field</comment>
        <translation>один против двух: первое взятие третьего игрока</translation>
    </message>
    <message>
        <source>one vs two victory</source>
        <comment>field</comment>
        <translation>победа в игре «один против двух»</translation>
    </message>
    <message>
        <source>only if controlled</source>
        <comment>field</comment>
        <translation>только под своим контролем</translation>
    </message>
    <message>
        <source>opacity</source>
        <comment>field</comment>
        <translation>непрозрачность</translation>
    </message>
    <message>
        <source>opponent</source>
        <comment>field</comment>
        <translation>противник</translation>
    </message>
    <message>
        <source>opponent next</source>
        <comment>field</comment>
        <translation>следующий ход противника</translation>
    </message>
    <message>
        <source>order</source>
        <comment>field</comment>
        <translation>порядок</translation>
    </message>
    <message>
        <source>orders</source>
        <comment>field</comment>
        <translation>приказы</translation>
    </message>
    <message>
        <source>original</source>
        <comment>field</comment>
        <translation>исходная</translation>
    </message>
    <message>
        <source>others</source>
        <comment>field</comment>
        <translation>остальные</translation>
    </message>
    <message>
        <source>override</source>
        <comment>field</comment>
        <translation>замещение</translation>
    </message>
    <message>
        <source>overrides</source>
        <comment>field</comment>
        <translation>замещения</translation>
    </message>
    <message>
        <source>own HQ at least</source>
        <comment>field</comment>
        <translation>прочность своего штаба не ниже</translation>
    </message>
    <message>
        <source>own turn end</source>
        <comment>field</comment>
        <translation>в конце своего хода</translation>
    </message>
    <message>
        <source>owner</source>
        <comment>field</comment>
        <translation>владелец</translation>
    </message>
    <message>
        <source>pack</source>
        <comment>field</comment>
        <translation>пакет</translation>
    </message>
    <message>
        <source>param</source>
        <comment>field</comment>
        <translation>параметр</translation>
    </message>
    <message>
        <source>params</source>
        <comment>field</comment>
        <translation>параметры</translation>
    </message>
    <message>
        <source>parry</source>
        <comment>field</comment>
        <translation>карта защиты</translation>
    </message>
    <message>
        <source>parry only off turn</source>
        <comment>field</comment>
        <translation>карта защиты только в чужой ход</translation>
    </message>
    <message>
        <source>participants</source>
        <comment>field</comment>
        <translation>участники</translation>
    </message>
    <message>
        <source>pass</source>
        <comment>field</comment>
        <translation>перевал</translation>
    </message>
    <message>
        <source>peace</source>
        <comment>field</comment>
        <translation>мир</translation>
    </message>
    <message>
        <source>peeks per round</source>
        <comment>field</comment>
        <translation>подглядываний за раунд</translation>
    </message>
    <message>
        <source>per card</source>
        <comment>field</comment>
        <translation>по карте</translation>
    </message>
    <message>
        <source>per flag</source>
        <comment>field</comment>
        <translation>по флагам</translation>
    </message>
    <message>
        <source>per flank</source>
        <comment>field</comment>
        <translation>по каждому флангу</translation>
    </message>
    <message>
        <source>per pair</source>
        <comment>field</comment>
        <translation>по парам</translation>
    </message>
    <message>
        <source>per section</source>
        <comment>field</comment>
        <translation>по секциям</translation>
    </message>
    <message>
        <source>per stretch</source>
        <comment>field</comment>
        <translation>по участку</translation>
    </message>
    <message>
        <source>per water area</source>
        <comment>field</comment>
        <translation>по водной области</translation>
    </message>
    <message>
        <source>phoenix</source>
        <comment>field</comment>
        <translation>Феникс</translation>
    </message>
    <message>
        <source>phoenix banner at</source>
        <comment>field</comment>
        <translation>где знамя Феникса</translation>
    </message>
    <message>
        <source>phoenix ignores</source>
        <comment>field</comment>
        <translation>Феникс игнорирует</translation>
    </message>
    <message>
        <source>place from discard</source>
        <comment>field</comment>
        <translation>разместить из сброса</translation>
    </message>
    <message>
        <source>place special</source>
        <comment>field</comment>
        <translation>разместить особый жетон</translation>
    </message>
    <message>
        <source>placement</source>
        <comment>field</comment>
        <translation>расстановка</translation>
    </message>
    <message>
        <source>placement check</source>
        <comment>field</comment>
        <translation>проверка размещения</translation>
    </message>
    <message>
        <source>placement order</source>
        <comment>field</comment>
        <translation>в порядке размещения</translation>
    </message>
    <message>
        <source>placer</source>
        <comment>field</comment>
        <translation>разместившему</translation>
    </message>
    <message>
        <source>plains</source>
        <comment>field</comment>
        <translation>равнины</translation>
    </message>
    <message>
        <source>player</source>
        <comment>field</comment>
        <translation>игрок</translation>
    </message>
    <message>
        <source>player bonus</source>
        <comment>field</comment>
        <translation>бонус игрока</translation>
    </message>
    <message>
        <source>player count</source>
        <comment>field</comment>
        <translation>число игроков</translation>
    </message>
    <message>
        <source>player counts</source>
        <comment>field</comment>
        <translation>по числу игроков</translation>
    </message>
    <message>
        <source>players</source>
        <comment>field</comment>
        <translation>игроки</translation>
    </message>
    <message>
        <source>plays</source>
        <comment>field</comment>
        <translation>розыгрыши</translation>
    </message>
    <message>
        <source>plays on</source>
        <comment>field</comment>
        <translation>играет дальше</translation>
    </message>
    <message>
        <source>points</source>
        <comment>field</comment>
        <translation>очки</translation>
    </message>
    <message>
        <source>points to win</source>
        <comment>field</comment>
        <translation>очков для победы</translation>
    </message>
    <message>
        <source>points variant</source>
        <comment>field</comment>
        <translation>вариант на очки</translation>
    </message>
    <message>
        <source>polygon</source>
        <comment>field</comment>
        <translation>многоугольник</translation>
    </message>
    <message>
        <source>pool</source>
        <comment>field</comment>
        <translation>запас</translation>
    </message>
    <message>
        <source>position</source>
        <comment>field</comment>
        <translation>позиция</translation>
    </message>
    <message>
        <source>pre battle</source>
        <comment>field</comment>
        <translation>перед битвой</translation>
    </message>
    <message>
        <source>preplaced control</source>
        <comment>field</comment>
        <translation>заранее размещённый контроль</translation>
    </message>
    <message>
        <source>preplaced special</source>
        <comment>field</comment>
        <translation>заранее размещённые особые жетоны</translation>
    </message>
    <message>
        <source>printed</source>
        <comment>field</comment>
        <translation>напечатано</translation>
    </message>
    <message>
        <source>printed defense</source>
        <comment>field</comment>
        <translation>напечатанная защита</translation>
    </message>
    <message>
        <source>promo</source>
        <comment>field</comment>
        <translation>промо</translation>
    </message>
    <message>
        <source>property</source>
        <comment>field</comment>
        <translation>свойство</translation>
    </message>
    <message>
        <source>province</source>
        <comment>field</comment>
        <translation>провинция</translation>
    </message>
    <message>
        <source>provinces</source>
        <comment>field</comment>
        <translation>провинции</translation>
    </message>
    <message>
        <source>purge tokens</source>
        <comment>field</comment>
        <translation>убрать жетоны</translation>
    </message>
    <message>
        <source>push</source>
        <comment>field</comment>
        <translation>толчок</translation>
    </message>
    <message>
        <source>push destinations</source>
        <comment>field</comment>
        <translation>куда толкать</translation>
    </message>
    <message>
        <source>quarter names</source>
        <comment>field</comment>
        <translation>названия четвертей</translation>
    </message>
    <message>
        <source>raid</source>
        <comment>field</comment>
        <translation>погром</translation>
    </message>
    <message>
        <source>raid adjacency</source>
        <comment>field</comment>
        <translation>соседство для погрома</translation>
    </message>
    <message>
        <source>raid order</source>
        <comment>field</comment>
        <translation>порядок погромов</translation>
    </message>
    <message>
        <source>raids clear coast</source>
        <comment>field</comment>
        <translation>погромы очищают побережье</translation>
    </message>
    <message>
        <source>rain</source>
        <comment>field</comment>
        <translation>дождь</translation>
    </message>
    <message>
        <source>random unseen</source>
        <comment>field</comment>
        <translation>случайно, не глядя</translation>
    </message>
    <message>
        <source>ranged</source>
        <comment>field</comment>
        <translation>стрельба</translation>
    </message>
    <message>
        <source>ranged plus</source>
        <comment>field</comment>
        <translation>плюс к стрельбе</translation>
    </message>
    <message>
        <source>rank</source>
        <comment>field</comment>
        <translation>ранг</translation>
    </message>
    <message>
        <source>ranks after shooting</source>
        <comment>field</comment>
        <translation>шеренги после стрельбы</translation>
    </message>
    <message>
        <source>ratio inclusive</source>
        <comment>field</comment>
        <translation>отношение включительно</translation>
    </message>
    <message>
        <source>recon</source>
        <comment>field</comment>
        <translation>разведка</translation>
    </message>
    <message>
        <source>recon adjustments</source>
        <comment>field</comment>
        <translation>поправки разведки</translation>
    </message>
    <message>
        <source>recon centre distance</source>
        <comment>field</comment>
        <translation>дальность разведцентра</translation>
    </message>
    <message>
        <source>recon centre path</source>
        <comment>field</comment>
        <translation>путь разведцентра</translation>
    </message>
    <message>
        <source>reconstructed</source>
        <comment>field</comment>
        <translation>восстановленная</translation>
    </message>
    <message>
        <source>recount</source>
        <comment>field</comment>
        <translation>пересчёт</translation>
    </message>
    <message>
        <source>recover tokens</source>
        <comment>field</comment>
        <translation>вернуть жетоны</translation>
    </message>
    <message>
        <source>region</source>
        <comment>field</comment>
        <translation>регион</translation>
    </message>
    <message>
        <source>regions</source>
        <comment>field</comment>
        <translation>регионы</translation>
    </message>
    <message>
        <source>regions with a province</source>
        <comment>field</comment>
        <translation>регионы с провинцией</translation>
    </message>
    <message>
        <source>reinforcement draw</source>
        <comment>field</comment>
        <translation>набор подкреплений</translation>
    </message>
    <message>
        <source>reinforcements</source>
        <comment>field</comment>
        <translation>подкрепления</translation>
    </message>
    <message>
        <source>remove ninja unseen</source>
        <comment>field</comment>
        <translation>убрать ниндзя не глядя</translation>
    </message>
    <message>
        <source>remove special</source>
        <comment>field</comment>
        <translation>убрать особый жетон</translation>
    </message>
    <message>
        <source>remove specials</source>
        <comment>field</comment>
        <translation>убрать особые жетоны</translation>
    </message>
    <message>
        <source>reroll</source>
        <comment>field</comment>
        <translation>переброс</translation>
    </message>
    <message>
        <source>reserve</source>
        <comment>field</comment>
        <translation>резерв</translation>
    </message>
    <message>
        <source>reserve enemy distance</source>
        <comment>field</comment>
        <translation>расстояние от резерва до противника</translation>
    </message>
    <message>
        <source>resilience</source>
        <comment>field</comment>
        <translation>стойкость</translation>
    </message>
    <message>
        <source>retreat all</source>
        <comment>field</comment>
        <translation>отступают все</translation>
    </message>
    <message>
        <source>retreat excess</source>
        <comment>field</comment>
        <translation>отступают лишние</translation>
    </message>
    <message>
        <source>retreat honor</source>
        <comment>field</comment>
        <translation>честь за отступление</translation>
    </message>
    <message>
        <source>return to hand</source>
        <comment>field</comment>
        <translation>вернуть в руку</translation>
    </message>
    <message>
        <source>reversed</source>
        <comment>field</comment>
        <translation>наоборот</translation>
    </message>
    <message>
        <source>reward if opponents</source>
        <comment>field</comment>
        <translation>награда, если у противников</translation>
    </message>
    <message>
        <source>reward if own</source>
        <comment>field</comment>
        <translation>награда, если свои</translation>
    </message>
    <message>
        <source>rice</source>
        <comment>field</comment>
        <translation>рисовое поле</translation>
    </message>
    <message>
        <source>rice famine</source>
        <comment>field</comment>
        <translation>рисовый голод</translation>
    </message>
    <message>
        <source>right</source>
        <comment>field</comment>
        <translation>правая</translation>
    </message>
    <message>
        <source>risky</source>
        <comment>field</comment>
        <translation>рисковый</translation>
    </message>
    <message>
        <source>river</source>
        <comment>field</comment>
        <translation>река</translation>
    </message>
    <message>
        <source>rivers</source>
        <comment>field</comment>
        <translation>реки</translation>
    </message>
    <message>
        <source>rokugan/cards</source>
        <comment>field</comment>
        <translation>Рокуган/карты</translation>
    </message>
    <message>
        <source>rokugan/clan</source>
        <comment>field</comment>
        <translation>Рокуган/клан</translation>
    </message>
    <message>
        <source>rokugan/map</source>
        <comment>field</comment>
        <translation>Рокуган/карта</translation>
    </message>
    <message>
        <source>rokugan/scenario</source>
        <comment>field</comment>
        <translation>Рокуган/сценарий</translation>
    </message>
    <message>
        <source>role</source>
        <comment>field</comment>
        <translation>роль</translation>
    </message>
    <message>
        <source>role card</source>
        <comment>field</comment>
        <translation>карта роли</translation>
    </message>
    <message>
        <source>role cards</source>
        <comment>field</comment>
        <translation>карты ролей</translation>
    </message>
    <message>
        <source>roles</source>
        <comment>field</comment>
        <translation>роли</translation>
    </message>
    <message>
        <source>roll</source>
        <comment>field</comment>
        <translation>бросок</translation>
    </message>
    <message>
        <source>roller</source>
        <comment>field</comment>
        <translation>бросающий</translation>
    </message>
    <message>
        <source>ronin</source>
        <comment>field</comment>
        <translation>ронин</translation>
    </message>
    <message>
        <source>ronin keeps navy and shinobi</source>
        <comment>field</comment>
        <translation>ронин сохраняет флот и синоби</translation>
    </message>
    <message>
        <source>roster</source>
        <comment>field</comment>
        <translation>состав</translation>
    </message>
    <message>
        <source>rotated</source>
        <comment>field</comment>
        <translation>повёрнуто</translation>
    </message>
    <message>
        <source>rotation</source>
        <comment>field</comment>
        <translation>поворот</translation>
    </message>
    <message>
        <source>round track</source>
        <comment>field</comment>
        <translation>трек раундов</translation>
    </message>
    <message>
        <source>rounds</source>
        <comment>field</comment>
        <translation>раунды</translation>
    </message>
    <message>
        <source>rout through cavalry per figure</source>
        <comment>field</comment>
        <translation>бегство сквозь конницу, за фигурку</translation>
    </message>
    <message>
        <source>rows</source>
        <comment>field</comment>
        <translation>ряды</translation>
    </message>
    <message>
        <source>rules</source>
        <comment>field</comment>
        <translation>правила</translation>
    </message>
    <message>
        <source>rules as</source>
        <comment>field</comment>
        <translation>по правилам</translation>
    </message>
    <message>
        <source>sabotage</source>
        <comment>field</comment>
        <translation>саботаж</translation>
    </message>
    <message>
        <source>same</source>
        <comment>field</comment>
        <translation>та же цель</translation>
    </message>
    <message>
        <source>samurai</source>
        <comment>field</comment>
        <translation>самурай</translation>
    </message>
    <message>
        <source>samurai battles/board tiles</source>
        <comment>field</comment>
        <translation>Битвы самураев/части поля</translation>
    </message>
    <message>
        <source>samurai battles/command deck</source>
        <comment>field</comment>
        <translation>Битвы самураев/колода командных карт</translation>
    </message>
    <message>
        <source>samurai battles/dragon deck</source>
        <comment>field</comment>
        <translation>Битвы самураев/колода карт Дракона</translation>
    </message>
    <message>
        <source>samurai battles/scenario</source>
        <comment>field</comment>
        <translation>Битвы самураев/сценарий</translation>
    </message>
    <message>
        <source>samurai battles/terrain table</source>
        <comment>field</comment>
        <translation>Битвы самураев/таблица местности</translation>
    </message>
    <message>
        <source>samurai battles/unit table</source>
        <comment>field</comment>
        <translation>Битвы самураев/таблица отрядов</translation>
    </message>
    <message>
        <source>samurai sword/characters</source>
        <comment>field</comment>
        <translation>Меч самурая/персонажи</translation>
    </message>
    <message>
        <source>samurai sword/deck</source>
        <comment>field</comment>
        <translation>Меч самурая/колода</translation>
    </message>
    <message>
        <source>samurai sword/setup</source>
        <comment>field</comment>
        <translation>Меч самурая/расклад</translation>
    </message>
    <message>
        <source>scale</source>
        <comment>field</comment>
        <translation>масштаб</translation>
    </message>
    <message>
        <source>scenario</source>
        <comment>field</comment>
        <translation>сценарий</translation>
    </message>
    <message>
        <source>schedule</source>
        <comment>field</comment>
        <translation>расписание</translation>
    </message>
    <message>
        <source>schema version</source>
        <comment>field</comment>
        <translation>версия схемы</translation>
    </message>
    <message>
        <source>scoper hijacks medics</source>
        <comment>field</comment>
        <translation>Взломщик перехватывает медиков</translation>
    </message>
    <message>
        <source>scorched earth</source>
        <comment>field</comment>
        <translation>выжженная земля</translation>
    </message>
    <message>
        <source>scores daimyo</source>
        <comment>field</comment>
        <translation>даймё приносят очки</translation>
    </message>
    <message>
        <source>scores honor</source>
        <comment>field</comment>
        <translation>приносит честь</translation>
    </message>
    <message>
        <source>scout</source>
        <comment>field</comment>
        <translation>разведчик</translation>
    </message>
    <message>
        <source>scouts per player</source>
        <comment>field</comment>
        <translation>разведчиков на игрока</translation>
    </message>
    <message>
        <source>season</source>
        <comment>field</comment>
        <translation>время года</translation>
    </message>
    <message>
        <source>second battle</source>
        <comment>field</comment>
        <translation>второй бой</translation>
    </message>
    <message>
        <source>section</source>
        <comment>field</comment>
        <translation>секция</translation>
    </message>
    <message>
        <source>section line</source>
        <comment>field</comment>
        <translation>линия секций</translation>
    </message>
    <message>
        <source>section lines</source>
        <comment>field</comment>
        <translation>линии секций</translation>
    </message>
    <message>
        <source>sections</source>
        <comment>field</comment>
        <translation>секции</translation>
    </message>
    <message>
        <source>seppuku gain</source>
        <comment>field</comment>
        <translation>честь за сеппуку</translation>
    </message>
    <message>
        <source>sequential</source>
        <comment>field</comment>
        <translation>по очереди</translation>
    </message>
    <message>
        <source>setup</source>
        <comment>field</comment>
        <translation>подготовка</translation>
    </message>
    <message>
        <source>shadowlands</source>
        <comment>field</comment>
        <translation>Теневые земли</translation>
    </message>
    <message>
        <source>shadowlands card split</source>
        <comment>field</comment>
        <translation>деление карт Теневых земель</translation>
    </message>
    <message>
        <source>shadowlands faceup defense</source>
        <comment>field</comment>
        <translation>защита открытых жетонов в Теневых землях</translation>
    </message>
    <message>
        <source>shadowlands in region tiebreak</source>
        <comment>field</comment>
        <translation>Теневые земли при ничьей по регионам</translation>
    </message>
    <message>
        <source>shallows as</source>
        <comment>field</comment>
        <translation>мелководье как</translation>
    </message>
    <message>
        <source>shield</source>
        <comment>field</comment>
        <translation>щит</translation>
    </message>
    <message>
        <source>shield protection</source>
        <comment>field</comment>
        <translation>защита щитами</translation>
    </message>
    <message>
        <source>shields</source>
        <comment>field</comment>
        <translation>щиты</translation>
    </message>
    <message>
        <source>shiftable</source>
        <comment>field</comment>
        <translation>сдвигается</translation>
    </message>
    <message>
        <source>shinobi</source>
        <comment>field</comment>
        <translation>синоби</translation>
    </message>
    <message>
        <source>shogun</source>
        <comment>field</comment>
        <translation>сёгун</translation>
    </message>
    <message>
        <source>shogun bushido immune</source>
        <comment>field</comment>
        <translation>сёгун неуязвим для бусидо</translation>
    </message>
    <message>
        <source>shogun extra draws</source>
        <comment>field</comment>
        <translation>доп. карты сёгуна</translation>
    </message>
    <message>
        <source>shogun extra weapons</source>
        <comment>field</comment>
        <translation>доп. оружие сёгуна</translation>
    </message>
    <message>
        <source>shooting scale</source>
        <comment>field</comment>
        <translation>шкала стрельбы</translation>
    </message>
    <message>
        <source>shrine</source>
        <comment>field</comment>
        <translation>святыня</translation>
    </message>
    <message>
        <source>shugenja</source>
        <comment>field</comment>
        <translation>сюгэндзя</translation>
    </message>
    <message>
        <source>shugenja per player</source>
        <comment>field</comment>
        <translation>сюгэндзя на игрока</translation>
    </message>
    <message>
        <source>side</source>
        <comment>field</comment>
        <translation>сторона</translation>
    </message>
    <message>
        <source>sides</source>
        <comment>field</comment>
        <translation>стороны</translation>
    </message>
    <message>
        <source>simultaneous</source>
        <comment>field</comment>
        <translation>одновременно</translation>
    </message>
    <message>
        <source>six new tiles</source>
        <comment>field</comment>
        <translation>шесть новых жетонов</translation>
    </message>
    <message>
        <source>skill</source>
        <comment>field</comment>
        <translation>боевое мастерство</translation>
    </message>
    <message>
        <source>skilled rider</source>
        <comment>field</comment>
        <translation>искусный наездник</translation>
    </message>
    <message>
        <source>slot</source>
        <comment>field</comment>
        <translation>место</translation>
    </message>
    <message>
        <source>slot column offset</source>
        <comment>field</comment>
        <translation>смещение столбца места</translation>
    </message>
    <message>
        <source>slot column offsets</source>
        <comment>field</comment>
        <translation>смещения столбцов мест</translation>
    </message>
    <message>
        <source>slot row offset</source>
        <comment>field</comment>
        <translation>смещение ряда места</translation>
    </message>
    <message>
        <source>slot row offsets</source>
        <comment>field</comment>
        <translation>смещения рядов мест</translation>
    </message>
    <message>
        <source>small unit melee damage</source>
        <comment>field</comment>
        <translation>урон малого отряда в ближнем бою</translation>
    </message>
    <message>
        <source>sniper</source>
        <comment>field</comment>
        <translation>снайпер</translation>
    </message>
    <message>
        <source>snow</source>
        <comment>field</comment>
        <translation>снег</translation>
    </message>
    <message>
        <source>sohei</source>
        <comment>field</comment>
        <translation>сохэй</translation>
    </message>
    <message>
        <source>sohei formation any flank</source>
        <comment>field</comment>
        <translation>«Строй» сохэй: любая атака во фланг</translation>
    </message>
    <message>
        <source>solution</source>
        <comment>field</comment>
        <translation>решение</translation>
    </message>
    <message>
        <source>solutions</source>
        <comment>field</comment>
        <translation>решения</translation>
    </message>
    <message>
        <source>solver</source>
        <comment>field</comment>
        <translation>решающий</translation>
    </message>
    <message>
        <source>source</source>
        <comment>field</comment>
        <translation>источник</translation>
    </message>
    <message>
        <source>sources</source>
        <comment>field</comment>
        <translation>источники</translation>
    </message>
    <message>
        <source>south</source>
        <comment>field</comment>
        <translation>юг</translation>
    </message>
    <message>
        <source>special</source>
        <comment>field</comment>
        <translation>особый</translation>
    </message>
    <message>
        <source>special rule</source>
        <comment>field</comment>
        <translation>особое правило</translation>
    </message>
    <message>
        <source>special rules</source>
        <comment>field</comment>
        <translation>особые правила</translation>
    </message>
    <message>
        <source>spring</source>
        <comment>field</comment>
        <translation>весна</translation>
    </message>
    <message>
        <source>spy hand</source>
        <comment>field</comment>
        <translation>подсмотреть руку</translation>
    </message>
    <message>
        <source>square</source>
        <comment>field</comment>
        <translation>квадрат</translation>
    </message>
    <message>
        <source>stand and shoot targets</source>
        <comment>field</comment>
        <translation>цели «Стоять и стрелять»</translation>
    </message>
    <message>
        <source>standard</source>
        <comment>field</comment>
        <translation>стандартная</translation>
    </message>
    <message>
        <source>stars</source>
        <comment>field</comment>
        <translation>звёзды</translation>
    </message>
    <message>
        <source>start</source>
        <comment>field</comment>
        <translation>начало</translation>
    </message>
    <message>
        <source>start of phase</source>
        <comment>field</comment>
        <translation>на начало фазы</translation>
    </message>
    <message>
        <source>status</source>
        <comment>field</comment>
        <translation>статус</translation>
    </message>
    <message>
        <source>steadfastness</source>
        <comment>field</comment>
        <translation>стойкость</translation>
    </message>
    <message>
        <source>step</source>
        <comment>field</comment>
        <translation>шаг</translation>
    </message>
    <message>
        <source>steps</source>
        <comment>field</comment>
        <translation>шаги</translation>
    </message>
    <message>
        <source>stop</source>
        <comment>field</comment>
        <translation>остановка</translation>
    </message>
    <message>
        <source>story</source>
        <comment>field</comment>
        <translation>сюжет</translation>
    </message>
    <message>
        <source>strength</source>
        <comment>field</comment>
        <translation>сила</translation>
    </message>
    <message>
        <source>strike first</source>
        <comment>field</comment>
        <translation>удар первым</translation>
    </message>
    <message>
        <source>summer</source>
        <comment>field</comment>
        <translation>лето</translation>
    </message>
    <message>
        <source>supply limits</source>
        <comment>field</comment>
        <translation>ограниченный запас</translation>
    </message>
    <message>
        <source>support neighbours</source>
        <comment>field</comment>
        <translation>соседей для поддержки</translation>
    </message>
    <message>
        <source>surplus ninja</source>
        <comment>field</comment>
        <translation>лишний ниндзя</translation>
    </message>
    <message>
        <source>surrender</source>
        <comment>field</comment>
        <translation>сдача</translation>
    </message>
    <message>
        <source>swap control</source>
        <comment>field</comment>
        <translation>обмен контролем</translation>
    </message>
    <message>
        <source>swaps per round</source>
        <comment>field</comment>
        <translation>обменов за раунд</translation>
    </message>
    <message>
        <source>sword ignore</source>
        <comment>field</comment>
        <translation>игнор мечей</translation>
    </message>
    <message>
        <source>sword ignore battle back</source>
        <comment>field</comment>
        <translation>игнор мечей в ответной атаке</translation>
    </message>
    <message>
        <source>sword ignore stacking</source>
        <comment>field</comment>
        <translation>сложение игнора мечей</translation>
    </message>
    <message>
        <source>swordmaster</source>
        <comment>field</comment>
        <translation>мастер меча</translation>
    </message>
    <message>
        <source>swordmaster before honor</source>
        <comment>field</comment>
        <translation>мастер меча до чести</translation>
    </message>
    <message>
        <source>swords</source>
        <comment>field</comment>
        <translation>мечи</translation>
    </message>
    <message>
        <source>swords hit</source>
        <comment>field</comment>
        <translation>мечи попадают</translation>
    </message>
    <message>
        <source>tables</source>
        <comment>field</comment>
        <translation>таблицы</translation>
    </message>
    <message>
        <source>tactic</source>
        <comment>field</comment>
        <translation>тактика</translation>
    </message>
    <message>
        <source>target</source>
        <comment>field</comment>
        <translation>цель</translation>
    </message>
    <message>
        <source>targets</source>
        <comment>field</comment>
        <translation>цели</translation>
    </message>
    <message>
        <source>team</source>
        <comment>field</comment>
        <translation>команда</translation>
    </message>
    <message>
        <source>teams</source>
        <comment>field</comment>
        <translation>команды</translation>
    </message>
    <message>
        <source>teppo ashigaru</source>
        <comment>field</comment>
        <translation>тэппо-асигару</translation>
    </message>
    <message>
        <source>teppo formation</source>
        <comment>field</comment>
        <translation>«Строй» у тэппо</translation>
    </message>
    <message>
        <source>terrain</source>
        <comment>field</comment>
        <translation>местность</translation>
    </message>
    <message>
        <source>terrain hexes</source>
        <comment>field</comment>
        <translation>гексы местности</translation>
    </message>
    <message>
        <source>terrain table</source>
        <comment>field</comment>
        <translation>таблица местности</translation>
    </message>
    <message>
        <source>territory</source>
        <comment>field</comment>
        <translation>регион</translation>
    </message>
    <message>
        <source>territory card</source>
        <comment>field</comment>
        <translation>карта региона</translation>
    </message>
    <message>
        <source>territory card transfer</source>
        <comment>field</comment>
        <translation>передача карт регионов</translation>
    </message>
    <message>
        <source>territory cards</source>
        <comment>field</comment>
        <translation>карты регионов</translation>
    </message>
    <message>
        <source>text</source>
        <comment>field</comment>
        <translation>текст</translation>
    </message>
    <message>
        <source>text (Russian)</source>
        <comment>field</comment>
        <translation>текст (по-русски)</translation>
    </message>
    <message>
        <source>theme</source>
        <comment>field</comment>
        <translation>тема</translation>
    </message>
    <message>
        <source>themes</source>
        <comment>field</comment>
        <translation>темы</translation>
    </message>
    <message>
        <source>then remove</source>
        <comment>field</comment>
        <translation>затем убрать</translation>
    </message>
    <message>
        <source>third forecast</source>
        <comment>field</comment>
        <translation>третий прогноз</translation>
    </message>
    <message>
        <source>three back hexes</source>
        <comment>field</comment>
        <translation>три задних гекса</translation>
    </message>
    <message>
        <source>three cells</source>
        <comment>field</comment>
        <translation>три клетки</translation>
    </message>
    <message>
        <source>three player last standing</source>
        <comment>field</comment>
        <translation>последний уцелевший при трёх игроках</translation>
    </message>
    <message>
        <source>tiger</source>
        <comment>field</comment>
        <translation>Тигр</translation>
    </message>
    <message>
        <source>tile</source>
        <comment>field</comment>
        <translation>жетон</translation>
    </message>
    <message>
        <source>tiles</source>
        <comment>field</comment>
        <translation>жетоны</translation>
    </message>
    <message>
        <source>timing</source>
        <comment>field</comment>
        <translation>момент</translation>
    </message>
    <message>
        <source>title</source>
        <comment>field</comment>
        <translation>название</translation>
    </message>
    <message>
        <source>to move</source>
        <comment>field</comment>
        <translation>ходит</translation>
    </message>
    <message>
        <source>tokens</source>
        <comment>field</comment>
        <translation>жетоны</translation>
    </message>
    <message>
        <source>tokens kept</source>
        <comment>field</comment>
        <translation>жетонов остаётся</translation>
    </message>
    <message>
        <source>top</source>
        <comment>field</comment>
        <translation>верх</translation>
    </message>
    <message>
        <source>total</source>
        <comment>field</comment>
        <translation>в сумме</translation>
    </message>
    <message>
        <source>toward enemy</source>
        <comment>field</comment>
        <translation>к противнику</translation>
    </message>
    <message>
        <source>trait</source>
        <comment>field</comment>
        <translation>черта</translation>
    </message>
    <message>
        <source>traits</source>
        <comment>field</comment>
        <translation>черты</translation>
    </message>
    <message>
        <source>transport moves per turn</source>
        <comment>field</comment>
        <translation>перемещений транспорта за ход</translation>
    </message>
    <message>
        <source>treacherous</source>
        <comment>field</comment>
        <translation>коварный</translation>
    </message>
    <message>
        <source>triangle</source>
        <comment>field</comment>
        <translation>треугольник</translation>
    </message>
    <message>
        <source>turn limit</source>
        <comment>field</comment>
        <translation>предел ходов</translation>
    </message>
    <message>
        <source>turncoat</source>
        <comment>field</comment>
        <translation>перебежчик</translation>
    </message>
    <message>
        <source>two back diagonals</source>
        <comment>field</comment>
        <translation>две задние диагонали</translation>
    </message>
    <message>
        <source>type</source>
        <comment>field</comment>
        <translation>тип</translation>
    </message>
    <message>
        <source>types</source>
        <comment>field</comment>
        <translation>типы</translation>
    </message>
    <message>
        <source>unique</source>
        <comment>field</comment>
        <translation>уникальный</translation>
    </message>
    <message>
        <source>unit</source>
        <comment>field</comment>
        <translation>отряд</translation>
    </message>
    <message>
        <source>unit table</source>
        <comment>field</comment>
        <translation>таблица отрядов</translation>
    </message>
    <message>
        <source>units</source>
        <comment>field</comment>
        <translation>отряды</translation>
    </message>
    <message>
        <source>units only</source>
        <comment>field</comment>
        <translation>только отряды</translation>
    </message>
    <message>
        <source>up to</source>
        <comment>field</comment>
        <translation>до</translation>
    </message>
    <message>
        <source>up to 2</source>
        <comment>field</comment>
        <translation>до 2</translation>
    </message>
    <message>
        <source>upkeep</source>
        <comment>field</comment>
        <translation>перегруппировка</translation>
    </message>
    <message>
        <source>ushiwaka draws for</source>
        <comment>field</comment>
        <translation>Усивака берёт карты за</translation>
    </message>
    <message>
        <source>value</source>
        <comment>field</comment>
        <translation>значение</translation>
    </message>
    <message>
        <source>variant</source>
        <comment>field</comment>
        <translation>вариант</translation>
    </message>
    <message>
        <source>version</source>
        <comment>field</comment>
        <translation>версия</translation>
    </message>
    <message>
        <source>victory</source>
        <comment>field</comment>
        <translation>победа</translation>
    </message>
    <message>
        <source>village</source>
        <comment>field</comment>
        <translation>деревня</translation>
    </message>
    <message>
        <source>virtual coast</source>
        <comment>field</comment>
        <translation>условное побережье</translation>
    </message>
    <message>
        <source>vs full front</source>
        <comment>field</comment>
        <translation>против полного фронта</translation>
    </message>
    <message>
        <source>warbench/pack</source>
        <comment>field</comment>
        <translation>Warbench/набор</translation>
    </message>
    <message>
        <source>warlord</source>
        <comment>field</comment>
        <translation>полководец</translation>
    </message>
    <message>
        <source>warlord bonus from adjacent unit</source>
        <comment>field</comment>
        <translation>бонус полководца от соседнего отряда</translation>
    </message>
    <message>
        <source>warlords/battle</source>
        <comment>field</comment>
        <translation>Warlords/битва</translation>
    </message>
    <message>
        <source>warlords/battlefield</source>
        <comment>field</comment>
        <translation>Warlords/поле боя</translation>
    </message>
    <message>
        <source>warlords/roster</source>
        <comment>field</comment>
        <translation>Warlords/состав</translation>
    </message>
    <message>
        <source>water</source>
        <comment>field</comment>
        <translation>вода</translation>
    </message>
    <message>
        <source>weapon</source>
        <comment>field</comment>
        <translation>оружие</translation>
    </message>
    <message>
        <source>weapons per turn</source>
        <comment>field</comment>
        <translation>карт оружия за ход</translation>
    </message>
    <message>
        <source>weather</source>
        <comment>field</comment>
        <translation>погода</translation>
    </message>
    <message>
        <source>west</source>
        <comment>field</comment>
        <translation>запад</translation>
    </message>
    <message>
        <source>when placed</source>
        <comment>field</comment>
        <translation>при размещении</translation>
    </message>
    <message>
        <source>where</source>
        <comment>field</comment>
        <translation>где</translation>
    </message>
    <message>
        <source>width</source>
        <comment>field</comment>
        <translation>ширина</translation>
    </message>
    <message>
        <source>window</source>
        <comment>field</comment>
        <translation>окно розыгрыша</translation>
    </message>
    <message>
        <source>wins ties</source>
        <comment>field</comment>
        <translation>выигрывает ничьи</translation>
    </message>
    <message>
        <source>winter</source>
        <comment>field</comment>
        <translation>зима</translation>
    </message>
    <message>
        <source>with leader</source>
        <comment>field</comment>
        <translation>с командиром</translation>
    </message>
    <message>
        <source>worst</source>
        <comment>field</comment>
        <translation>худший</translation>
    </message>
    <message>
        <source>wounds</source>
        <comment>field</comment>
        <translation>раны</translation>
    </message>
    <message>
        <source>wounds dealt</source>
        <comment>field</comment>
        <translation>нанесённые раны</translation>
    </message>
    <message>
        <source>wounds taken</source>
        <comment>field</comment>
        <translation>полученные раны</translation>
    </message>
    <message>
        <source>yari ashigaru</source>
        <comment>field</comment>
        <translation>яри-асигару</translation>
    </message>
    <message>
        <source>yari samurai</source>
        <comment>field</comment>
        <translation>яри-самураи</translation>
    </message>
    <message>
        <source>yumi ashigaru</source>
        <comment>field</comment>
        <translation>юми-асигару</translation>
    </message>
    <message>
        <source>yumi ashigaru plunging fire</source>
        <comment>field</comment>
        <translation>навесной огонь юми-асигару</translation>
    </message>
    <message>
        <source>yumi samurai</source>
        <comment>field</comment>
        <translation>юми-самураи</translation>
    </message>
    <message>
        <source>zero strength attack</source>
        <comment>field</comment>
        <translation>атака с силой 0</translation>
    </message>
    <message>
        <source>1 = easy ... 5 = very hard</source>
        <comment>field</comment>
        <translation>1 = легко ... 5 = очень трудно</translation>
    </message>
    <message>
        <source>A1: rows r%2==0 are long (12 hexes): 127 playable hexes</source>
        <comment>field</comment>
        <translation>A1: ряды r%2==0 длинные (12 гексов): 127 игровых гексов</translation>
    </message>
    <message>
        <source>A2: x of the two section lines, in hex widths from the left edge</source>
        <comment>field</comment>
        <translation>A2: координата x двух линий между секциями, в ширинах гекса от левого края</translation>
    </message>
    <message>
        <source>G1: setup step 4 of the English rulebook</source>
        <comment>field</comment>
        <translation>G1: шаг 4 подготовки к игре по английским правилам</translation>
    </message>
    <message>
        <source>Game ids the pack has content for</source>
        <comment>field</comment>
        <translation>Идентификаторы игр, для которых в наборе есть содержимое</translation>
    </message>
    <message>
        <source>Items of the core pack or of other packs this pack replaces (kind and id of each)</source>
        <comment>field</comment>
        <translation>Элементы базового набора или других наборов, которые этот набор замещает (вид и идентификатор каждого)</translation>
    </message>
    <message>
        <source>L360: extra orders a &apos;Хитрый план&apos; warlord may get per turn. GM decision</source>
        <comment>field</comment>
        <translation>L360: сколько дополнительных приказов за ход может получить полководец с чертой «Хитрый план». Решение мастера</translation>
    </message>
    <message>
        <source>N for the conditions that need a number</source>
        <comment>field</comment>
        <translation>N для условий, которым нужно число</translation>
    </message>
    <message>
        <source>Other packs this one refers to, with their version ranges</source>
        <comment>field</comment>
        <translation>Другие наборы, на которые ссылается этот, с диапазонами их версий</translation>
    </message>
    <message>
        <source>SHA-256 of every other file of the pack, by its path in the pack (written on export)</source>
        <comment>field</comment>
        <translation>SHA-256 каждого другого файла набора по его пути в наборе (записывается при экспорте)</translation>
    </message>
    <message>
        <source>Semantic version: MAJOR.MINOR.PATCH</source>
        <comment>field</comment>
        <translation>Семантическая версия: MAJOR.MINOR.PATCH</translation>
    </message>
    <message>
        <source>Stable pack id: lowercase letters, digits, &apos;_&apos;, &apos;-&apos;, &apos;.&apos; (at most 64)</source>
        <comment>field</comment>
        <translation>Постоянный идентификатор набора: строчные латинские буквы, цифры, &apos;_&apos;, &apos;-&apos;, &apos;.&apos; (не более 64)</translation>
    </message>
    <message>
        <source>The Warbench versions the pack works with, e.g. &apos;&gt;=0.1,&lt;1&apos;</source>
        <comment>field</comment>
        <translation>Версии Warbench, с которыми работает набор, например &apos;&gt;=0.1,&lt;1&apos;</translation>
    </message>
    <message>
        <source>a Shadowlands province and which arrow marks it (L569-579)</source>
        <comment>field</comment>
        <translation>провинция Теневых земель и какой стрелкой она отмечена (L569-579)</translation>
    </message>
    <message>
        <source>a clan id, or random: the top clan initiative card</source>
        <comment>field</comment>
        <translation>идентификатор клана или random: верхняя клановая карта инициативы</translation>
    </message>
    <message>
        <source>after placing a token, look at one token on the board (Scorpion)</source>
        <comment>field</comment>
        <translation>после размещения жетона посмотреть один жетон на поле (Скорпион)</translation>
    </message>
    <message>
        <source>before the reveal, swap two own tokens on the board (Unicorn)</source>
        <comment>field</comment>
        <translation>перед раскрытием поменять местами два своих жетона на поле (Единорог)</translation>
    </message>
    <message>
        <source>controlling it is worth 5 honor (not the Shadowlands, L585)</source>
        <comment>field</comment>
        <translation>контроль над ним приносит 5 очков чести (кроме Теневых земель, L585)</translation>
    </message>
    <message>
        <source>defence bonus printed on the board (L498)</source>
        <comment>field</comment>
        <translation>бонус к защите, напечатанный на поле (L498)</translation>
    </message>
    <message>
        <source>defence per face-up control token of this clan (Crab: 2)</source>
        <comment>field</comment>
        <translation>защита за каждый жетон контроля этого клана лицевой стороной вверх (Краб: 2)</translation>
    </message>
    <message>
        <source>each player starts with a control token in their capital</source>
        <comment>field</comment>
        <translation>каждый игрок начинает с жетоном контроля в своей столице</translation>
    </message>
    <message>
        <source>face-up control tokens into another of your provinces if you controlled it</source>
        <comment>field</comment>
        <translation>жетоны контроля лицевой стороной вверх в другую свою провинцию, если вы её контролировали</translation>
    </message>
    <message>
        <source>face-up control tokens into one of your provinces if an opponent controlled it</source>
        <comment>field</comment>
        <translation>жетоны контроля лицевой стороной вверх в одну из своих провинций, если её контролировал противник</translation>
    </message>
    <message>
        <source>game ends after this many turns (1-200; more banners wins, a tie is a draw); none: no limit, as in the rulebook</source>
        <comment>field</comment>
        <translation>игра заканчивается после этого числа ходов (1-200; побеждает тот, у кого больше знамён, при равенстве — ничья); нет: без ограничения, как в правилах</translation>
    </message>
    <message>
        <source>golden flowers printed on the province (honor, L469)</source>
        <comment>field</comment>
        <translation>золотые цветки, напечатанные в провинции (честь, L469)</translation>
    </message>
    <message>
        <source>neutral cards that may join; none: all</source>
        <comment>field</comment>
        <translation>нейтральные карты, которые могут участвовать; нет: все</translation>
    </message>
    <message>
        <source>none: used except with 2 players (L165)</source>
        <comment>field</comment>
        <translation>нет: используется во всех играх, кроме игры вдвоём (L165)</translation>
    </message>
    <message>
        <source>per player besides the capital; none: 11/7/5/4 for 2/3/4/5 players</source>
        <comment>field</comment>
        <translation>на игрока, не считая столицы; нет: 11/7/5/4 для 2/3/4/5 игроков</translation>
    </message>
    <message>
        <source>plastic figures: units&apos; figures and leaders</source>
        <comment>field</comment>
        <translation>пластиковые фигурки: фигурки отрядов и командиры</translation>
    </message>
    <message>
        <source>plastic hill hexes: one per level of height</source>
        <comment>field</comment>
        <translation>пластиковые гексы холмов: по одному на уровень высоты</translation>
    </message>
    <message>
        <source>printed defence this clan ignores when it attacks (Phoenix: capitals)</source>
        <comment>field</comment>
        <translation>напечатанная защита, которую этот клан игнорирует при атаке (Феникс: столицы)</translation>
    </message>
    <message>
        <source>region -&gt; card id, &apos;random&apos; (one of the region&apos;s cards, the default) or &apos;none&apos;</source>
        <comment>field</comment>
        <translation>регион -&gt; идентификатор карты, &apos;random&apos; (одна из карт региона, по умолчанию) или &apos;none&apos;</translation>
    </message>
    <message>
        <source>separate terrain hexes (camps not counted)</source>
        <comment>field</comment>
        <translation>отдельные гексы местности (не считая лагерей)</translation>
    </message>
    <message>
        <source>the bluff defending an own province adds this much and stays for the battle (Lion)</source>
        <comment>field</comment>
        <translation>пустой жетон, защищающий свою провинцию, добавляет столько и остаётся на сражение (Лев)</translation>
    </message>
    <message>
        <source>the bonus printed on an honor or defence token</source>
        <comment>field</comment>
        <translation>бонус, напечатанный на жетоне бонуса к чести или к защите</translation>
    </message>
    <message>
        <source>the clan whose capital this is (L278)</source>
        <comment>field</comment>
        <translation>клан, чья это столица (L278)</translation>
    </message>
    <message>
        <source>the objectives shuffled; none: all of the card set</source>
        <comment>field</comment>
        <translation>сколько карт тайных целей замешивается; нет: все карты набора</translation>
    </message>
    <message>
        <source>the rules the solution turns on</source>
        <comment>field</comment>
        <translation>правила, на которых строится решение</translation>
    </message>
    <message>
        <source>the token replaces the printed flowers (Bushido)</source>
        <comment>field</comment>
        <translation>жетон заменяет напечатанные цветки (Бусидо)</translation>
    </message>
    <message>
        <source>this clan wins every tie it takes part in (Crane)</source>
        <comment>field</comment>
        <translation>этот клан побеждает при любой ничьей, в которой участвует (Журавль)</translation>
    </message>
    <message>
        <source>tokens drawn beyond the hand in upkeep, then returned to the pool (Dragon)</source>
        <comment>field</comment>
        <translation>жетоны, которые берутся сверх актива в фазе перегруппировки, а затем возвращаются в личный запас (Дракон)</translation>
    </message>
    <message>
        <source>unit banners: one per unit on the field</source>
        <comment>field</comment>
        <translation>знамёна отрядов: по одному на каждый отряд на поле</translation>
    </message>
    <message>
        <source>where the region&apos;s territory card lies (L130)</source>
        <comment>field</comment>
        <translation>где лежит карта этого региона (L130)</translation>
    </message>
    <message>
        <source>§9 #19 (L245 vs L283): a warlord moving in from an adjacent unit gives his +1/+1 (L245, marked ВАЖНО, says no). GM decision</source>
        <comment>field</comment>
        <translation>§9 #19 (L245 против L283): полководец, перешедший из соседнего отряда, даёт свои +1/+1 (L245 с пометкой ВАЖНО говорит, что нет). Решение мастера</translation>
    </message>
    <message>
        <source>§9 #36 (L206, scheme missing): a shield protects against fire from every cell beyond its edge (half_plane) or only from the cells straight across it (edge_only); diagonal fire is a GM decision</source>
        <comment>field</comment>
        <translation>§9 #36 (L206, схема отсутствует): щит защищает от стрельбы из любой клетки за его гранью (half_plane) или только из клеток прямо напротив неё (edge_only); стрельба по диагонали — решение мастера</translation>
    </message>
    <message>
        <source>reduced: {units} figures</source>
        <extracomment>A4 portrait at 150 dots per inch</extracomment>
        <translation>неполные отряды (фигур): {units}</translation>
    </message>
    <message>
        <source>{id} · placement {placement} · {source} · {first} moves first</source>
        <translation>{id} · расстановка: {placement} · {source} · первым ходит {first}</translation>
    </message>
    <message>
        <source>no source given</source>
        <translation>источник не указан</translation>
    </message>
    <message>
        <source>{command} Command cards · {dragon} Dragon cards · {honor} Honor &amp; Fortune</source>
        <translation>Командных карт: {command} · карт Дракона: {dragon} · жетонов «Честь и удача»: {honor}</translation>
    </message>
    <message numerus="yes">
        <source>Victory: %n banner(s).</source>
        <translation>
            <numerusform>Победа: %n знамя.</numerusform>
            <numerusform>Победа: %n знамени.</numerusform>
            <numerusform>Победа: %n знамён.</numerusform>
        </translation>
    </message>
    <message>
        <source>either army</source>
        <translation>любой армии</translation>
    </message>
    <message>
        <source>Objective</source>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Objective {number}</source>
        <translation>Цель {number}</translation>
    </message>
    <message numerus="yes">
        <source>{objective}: %n banner(s) for {army} holding hex {hexes}.</source>
        <translation>
            <numerusform>{objective}: %n знамя для {army}, удерживающей гекс {hexes}.</numerusform>
            <numerusform>{objective}: %n знамени для {army}, удерживающей гекс {hexes}.</numerusform>
            <numerusform>{objective}: %n знамён для {army}, удерживающей гекс {hexes}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{objective}: %n banner(s) for {army} holding hexes {hexes}.</source>
        <translation>
            <numerusform>{objective}: %n знамя для {army}, удерживающей гексы {hexes}.</numerusform>
            <numerusform>{objective}: %n знамени для {army}, удерживающей гексы {hexes}.</numerusform>
            <numerusform>{objective}: %n знамён для {army}, удерживающей гексы {hexes}.</numerusform>
        </translation>
    </message>
    <message>
        <source>the engine cannot play it</source>
        <translation>движок не умеет его играть</translation>
    </message>
    <message>
        <source>Special rules: {rules}</source>
        <translation>Особые правила: {rules}</translation>
    </message>
    <message>
        <source>Battle for Rokugan map: {provinces}, {regions}, {flowers}</source>
        <extracomment>A4 portrait at 150 dots per inch</extracomment>
        <translation>Поле «Битвы за Рокуган»: {provinces}, {regions}, {flowers}</translation>
    </message>
    <message numerus="yes">
        <source>%n province(s)</source>
        <translation>
            <numerusform>%n провинция</numerusform>
            <numerusform>%n провинции</numerusform>
            <numerusform>%n провинций</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n region(s)</source>
        <translation>
            <numerusform>%n регион</numerusform>
            <numerusform>%n региона</numerusform>
            <numerusform>%n регионов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n golden flower(s)</source>
        <translation>
            <numerusform>%n золотой цветок</numerusform>
            <numerusform>%n золотых цветка</numerusform>
            <numerusform>%n золотых цветков</numerusform>
        </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <translation>нет</translation>
    </message>
    <message numerus="yes">
        <source>Battle for Rokugan scenario for %n player(s) on map {map}</source>
        <translation>
            <numerusform>Сценарий «Битвы за Рокуган» на %n игрока, поле {map}</numerusform>
            <numerusform>Сценарий «Битвы за Рокуган» на %n игроков, поле {map}</numerusform>
            <numerusform>Сценарий «Битвы за Рокуган» на %n игроков, поле {map}</numerusform>
        </translation>
    </message>
    <message>
        <source>drawn at random from {clans}</source>
        <translation>по жребию из: {clans}</translation>
    </message>
    <message>
        <source>Clans: {clans}</source>
        <translation>Кланы: {clans}</translation>
    </message>
    <message numerus="yes">
        <source>%n initial control token(s) each and one in each capital</source>
        <translation>
            <numerusform>каждому %n начальный жетон контроля и по одному в каждой столице</numerusform>
            <numerusform>каждому %n начальных жетона контроля и по одному в каждой столице</numerusform>
            <numerusform>каждому %n начальных жетонов контроля и по одному в каждой столице</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n initial control token(s) each</source>
        <translation>
            <numerusform>каждому %n начальный жетон контроля</numerusform>
            <numerusform>каждому %n начальных жетона контроля</numerusform>
            <numerusform>каждому %n начальных жетонов контроля</numerusform>
        </translation>
    </message>
    <message>
        <source>{tokens}; {rounds} rounds; {hand} tokens drawn; {scouts} scouts and {shugenja} shugenja each; first player: {first}</source>
        <translation>{tokens}; раундов: {rounds}; добор жетонов: {hand}; каждому разведчиков {scouts} и сюгэндзя {shugenja}; первый игрок: {first}</translation>
    </message>
    <message>
        <source>{clan} in {province} ({up} up, {down} down)</source>
        <translation>{clan} в провинции {province} (открытых {up}, закрытых {down})</translation>
    </message>
    <message>
        <source>On the board: {tokens}</source>
        <translation>На поле: {tokens}</translation>
    </message>
    <message>
        <source>Territory cards: {cards}</source>
        <translation>Карты регионов: {cards}</translation>
    </message>
    <message>
        <source>Territory cards: one at random under each region&apos;s slot</source>
        <translation>Карты регионов: по одной случайной под ячейкой каждого региона</translation>
    </message>
    <message>
        <source>Objectives: {dealt} dealt, {kept} kept, from {deck}</source>
        <translation>Тайные цели: сдаётся {dealt}, остаётся {kept}, из колоды: {deck}</translation>
    </message>
    <message>
        <source>Objectives: {dealt} dealt, {kept} kept, from all of the card set</source>
        <translation>Тайные цели: сдаётся {dealt}, остаётся {kept}, из всех целей набора карт</translation>
    </message>
    <message>
        <source>Rule options: {options}</source>
        <translation>Варианты правил: {options}</translation>
    </message>
    <message>
        <source>Rule options: all at their defaults</source>
        <translation>Варианты правил: все по умолчанию</translation>
    </message>
    <message>
        <source>Variant decks: {changes}</source>
        <translation>Изменённые колоды: {changes}</translation>
    </message>
    <message>
        <source>Battle notes</source>
        <translation>Заметки о битве</translation>
    </message>
    <message>
        <source>Samurai Battles (Commands &amp; Colors) scenario sheet — Warbench</source>
        <translation>Лист сценария «Битвы самураев» (Commands &amp; Colors) — Warbench</translation>
    </message>
    <message>
        <source>{thing} {number}</source>
        <extracomment>words of field names that read differently spelled out (English; the labels they make are translated whole, see :func:`field_label`)</extracomment>
        <translation>{thing} {number}</translation>
    </message>
    <message>
        <source>entry {number}</source>
        <translation>запись {number}</translation>
    </message>
    <message>
        <source>Player 1</source>
        <extracomment>the colour of each bundled army&apos;s tiles (fill, then a darker tone for text and edges) owner colours (players 1-4): the rim of a tile on the board</extracomment>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Игрок 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Игрок 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Игрок 4</translation>
    </message>
    <message>
        <source>front</source>
        <extracomment>side 0 is the tile&apos;s front, then clockwise (``models/army.py``)</extracomment>
        <translation>передняя</translation>
    </message>
    <message>
        <source>front-right</source>
        <translation>передняя правая</translation>
    </message>
    <message>
        <source>back-right</source>
        <translation>задняя правая</translation>
    </message>
    <message>
        <source>back</source>
        <translation>задняя</translation>
    </message>
    <message>
        <source>back-left</source>
        <translation>задняя левая</translation>
    </message>
    <message>
        <source>front-left</source>
        <translation>передняя левая</translation>
    </message>
    <message>
        <source>front</source>
        <comment>where on the tile</comment>
        <translation>спереди</translation>
    </message>
    <message>
        <source>front-right</source>
        <comment>where on the tile</comment>
        <translation>спереди справа</translation>
    </message>
    <message>
        <source>back-right</source>
        <comment>where on the tile</comment>
        <translation>сзади справа</translation>
    </message>
    <message>
        <source>back</source>
        <comment>where on the tile</comment>
        <translation>сзади</translation>
    </message>
    <message>
        <source>back-left</source>
        <comment>where on the tile</comment>
        <translation>сзади слева</translation>
    </message>
    <message>
        <source>front-left</source>
        <comment>where on the tile</comment>
        <translation>спереди слева</translation>
    </message>
    <message>
        <source>initiative {values}</source>
        <translation>инициатива {values}</translation>
    </message>
    <message numerus="yes">
        <source>%n hit point(s)</source>
        <translation>
            <numerusform>прочность %n</numerusform>
            <numerusform>прочность %n</numerusform>
            <numerusform>прочность %n</numerusform>
        </translation>
    </message>
    <message>
        <source>armor {sides}</source>
        <translation>броня {sides}</translation>
    </message>
    <message>
        <source>net {sides}</source>
        <translation>сеть {sides}</translation>
    </message>
    <message>
        <source>everywhere</source>
        <translation>во все стороны</translation>
    </message>
    <message>
        <source>mobility</source>
        <translation>подвижность</translation>
    </message>
    <message>
        <source>instant: {effect}</source>
        <translation>мгновенное действие: {effect}</translation>
    </message>
    <message>
        <source>the position before the choice</source>
        <extracomment>a choice the solver makes inside the final battle (a Clown&apos;s temper, a conversion)</extracomment>
        <translation>положение перед выбором жетонов</translation>
    </message>
    <message>
        <source>step {number} of {count}: {step} (in the final battle)</source>
        <translation>ход {number} из {count}: {step} (в последнем бою)</translation>
    </message>
    <message>
        <source>step {number} of {count}: {step}</source>
        <translation>ход {number} из {count}: {step}</translation>
    </message>
    <message>
        <source>solved</source>
        <translation>решено</translation>
    </message>
    <message>
        <source>not solved</source>
        <translation>не решено</translation>
    </message>
    <message>
        <source>after the final battle: {verdict}</source>
        <translation>после последнего боя: {verdict}</translation>
    </message>
    <message>
        <source>no possible solution: no line of play meets the victory conditions</source>
        <extracomment>the live check gives up after this many seconds of search (the full Solve has no limit)</extracomment>
        <translation>решения нет: ни одна линия игры не выполняет условия победы</translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s): an etude should have exactly one (Solve shows them; the Solve panel&apos;s button shows the second)</source>
        <translation>
            <numerusform>%n решение: у этюда должно быть ровно одно («Решить» покажет их; кнопка панели решения покажет второе)</numerusform>
            <numerusform>%n решения: у этюда должно быть ровно одно («Решить» покажет их; кнопка панели решения покажет второе)</numerusform>
            <numerusform>%n решений: у этюда должно быть ровно одно («Решить» покажет их; кнопка панели решения покажет второе)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n or more solutions: an etude should have exactly one (Solve shows them; the Solve panel&apos;s button shows the second)</source>
        <translation>
            <numerusform>%n решение или больше: у этюда должно быть ровно одно («Решить» покажет их; кнопка панели решения покажет второе)</numerusform>
            <numerusform>%n решения или больше: у этюда должно быть ровно одно («Решить» покажет их; кнопка панели решения покажет второе)</numerusform>
            <numerusform>%n решений или больше: у этюда должно быть ровно одно («Решить» покажет их; кнопка панели решения покажет второе)</numerusform>
        </translation>
    </message>
    <message>
        <source>the etude changed while solving; solve again</source>
        <extracomment>the live check&apos;s verdict: a text for the panel, and the result (``None`` when not run) the full Solve: progress (done, total, text), then the result or a message</extracomment>
        <translation>этюд изменился во время решения; решите заново</translation>
    </message>
    <message>
        <source>checking the solutions...</source>
        <translation>проверка решений...</translation>
    </message>
    <message>
        <source>fix the errors in the Issues panel to check the solutions</source>
        <translation>исправьте ошибки на панели «Проблемы», чтобы проверить решения</translation>
    </message>
    <message>
        <source>no possible solution</source>
        <translation>решения нет</translation>
    </message>
    <message>
        <source>exactly one solution (proven)</source>
        <translation>ровно одно решение (доказано)</translation>
    </message>
    <message numerus="yes">
        <source>%n solution(s): not unique</source>
        <translation>
            <numerusform>%n решение: не единственное</numerusform>
            <numerusform>%n решения: не единственное</numerusform>
            <numerusform>%n решений: не единственное</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n+ solutions: not unique</source>
        <translation>
            <numerusform>%n+ решение: не единственное</numerusform>
            <numerusform>%n+ решения: не единственное</numerusform>
            <numerusform>%n+ решений: не единственное</numerusform>
        </translation>
    </message>
    <message>
        <source>live check: {text} ({seconds} s)</source>
        <translation>проверка на лету: {text} ({seconds} с)</translation>
    </message>
    <message>
        <source>live check stopped after {seconds:.0f} s: use Solve</source>
        <translation>проверка на лету остановлена через {seconds:.0f} с: используйте «Решить»</translation>
    </message>
    <message>
        <source>live check failed: {error}</source>
        <translation>сбой проверки на лету: {error}</translation>
    </message>
    <message>
        <source>the solver failed: {error}</source>
        <translation>сбой решателя: {error}</translation>
    </message>
    <message>
        <source>fix these first: {issues}</source>
        <translation>сначала исправьте: {issues}</translation>
    </message>
    <message>
        <source>Melee</source>
        <extracomment>the tile&apos;s list field behind each mark that is not an attack</extracomment>
        <translation>Ближний бой</translation>
    </message>
    <message>
        <source>Ranged</source>
        <translation>Дальний бой</translation>
    </message>
    <message>
        <source>Gauss</source>
        <translation>Гаусс</translation>
    </message>
    <message>
        <source>Armor</source>
        <translation>Броня</translation>
    </message>
    <message>
        <source>Net</source>
        <translation>Сеть</translation>
    </message>
    <message>
        <source>Module link</source>
        <translation>Связь модуля</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>melee</source>
        <extracomment>the smallest size (pixels) at which a tile&apos;s printed values can be read (palette, hand, pools) a module effect on the tile&apos;s face: the big sign and the small word under it</extracomment>
        <translation>ближн.</translation>
    </message>
    <message>
        <source>ranged</source>
        <translation>дальн.</translation>
    </message>
    <message>
        <source>init.</source>
        <translation>иниц.</translation>
    </message>
    <message>
        <source>enemy init.</source>
        <translation>иниц. врага</translation>
    </message>
    <message>
        <source>medic</source>
        <translation>медик</translation>
    </message>
    <message>
        <source>attack</source>
        <translation>атака</translation>
    </message>
    <message>
        <source>convert</source>
        <translation>смена</translation>
    </message>
    <message>
        <source>transport</source>
        <translation>транспорт</translation>
    </message>
    <message>
        <source>move</source>
        <translation>ход</translation>
    </message>
    <message>
        <source>hijack</source>
        <translation>захват</translation>
    </message>
    <message>
        <source>BATTLE</source>
        <extracomment>the big word on an instant tile&apos;s face</extracomment>
        <translation>БОЙ</translation>
    </message>
    <message>
        <source>MOVE</source>
        <translation>ДВИЖЕНИЕ</translation>
    </message>
    <message>
        <source>PUSH</source>
        <translation>ТОЛЧОК</translation>
    </message>
    <message>
        <source>SNIPER</source>
        <translation>СНАЙПЕР</translation>
    </message>
    <message>
        <source>AIR
STRIKE</source>
        <translation>ВОЗДУШНЫЙ
УДАР</translation>
    </message>
    <message>
        <source>GRENADE</source>
        <translation>ГРАНАТА</translation>
    </message>
    <message>
        <source>HQ</source>
        <comment>Neuroshima tile</comment>
        <extracomment>HQ hit points to show on an HQ (``None``: not shown) draw this definition (and army colours) instead of the tile index&apos;s: an army being edited</extracomment>
        <translation>ШТАБ</translation>
    </message>
    <message>
        <source>BOOM</source>
        <translation>БУМ</translation>
    </message>
    <message>
        <source>no bonus</source>
        <translation>без бонусов</translation>
    </message>
    <message>
        <source>resilience {value}</source>
        <translation>стойкость {value}</translation>
    </message>
    <message>
        <source>promo</source>
        <translation>промо</translation>
    </message>
    <message>
        <source>Shogun</source>
        <extracomment>the roles&apos; names and the teams&apos; (L44-47), translated where shown (``tr``)</extracomment>
        <translation>Сёгун</translation>
    </message>
    <message>
        <source>Samurai</source>
        <translation>Самурай</translation>
    </message>
    <message>
        <source>Ninja</source>
        <translation>Ниндзя</translation>
    </message>
    <message>
        <source>Ronin</source>
        <translation>Ронин</translation>
    </message>
    <message>
        <source>Shogun and Samurai</source>
        <translation>Сёгун и самураи</translation>
    </message>
    <message>
        <source>seat {seat} ({name})</source>
        <translation>место {seat} ({name})</translation>
    </message>
    <message>
        <source>seat {seat}</source>
        <translation>место {seat}</translation>
    </message>
    <message numerus="yes">
        <source>%n wound(s)</source>
        <translation>
            <numerusform>%n рана</numerusform>
            <numerusform>%n раны</numerusform>
            <numerusform>%n ран</numerusform>
        </translation>
    </message>
    <message>
        <source>Discard a resilience to draw</source>
        <translation>Сбросить стойкость, чтобы взять карту</translation>
    </message>
    <message>
        <source>Parry with {card}</source>
        <translation>Защититься: {card}</translation>
    </message>
    <message>
        <source>Discard {card}</source>
        <translation>Сбросить {card}</translation>
    </message>
    <message>
        <source>Take the wounds</source>
        <translation>Принять раны</translation>
    </message>
    <message>
        <source>Lose an honor point</source>
        <translation>Потерять жетон чести</translation>
    </message>
    <message>
        <source>Discard Bushido</source>
        <translation>Сбросить «Бусидо»</translation>
    </message>
    <message>
        <source>Draw from the deck</source>
        <translation>Взять из колоды</translation>
    </message>
    <message>
        <source>Take the top of the discard pile</source>
        <translation>Взять верхнюю карту сброса</translation>
    </message>
    <message>
        <source>Left flank</source>
        <extracomment>the sections of the field as the Command cards name them (rulebook L84: left flank, center, right flank)</extracomment>
        <translation>Левый фланг</translation>
    </message>
    <message>
        <source>Center</source>
        <translation>Центр</translation>
    </message>
    <message>
        <source>Right flank</source>
        <translation>Правый фланг</translation>
    </message>
    <message>
        <source>{type} {id} at {hex}</source>
        <translation>{type} {id} на {hex}</translation>
    </message>
    <message>
        <source>leader {id} at {hex}</source>
        <translation>командир {id} на {hex}</translation>
    </message>
    <message>
        <source>Play {card}</source>
        <translation>Сыграть {card}</translation>
    </message>
    <message>
        <source>Play Dragon card {card} on {target}</source>
        <translation>Сыграть карту Дракона «{card}» на {target}</translation>
    </message>
    <message>
        <source>Play Dragon card {card}</source>
        <translation>Сыграть карту Дракона «{card}»</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Order {piece}</source>
        <translation>Приказ: {piece}</translation>
    </message>
    <message>
        <source>Order leader {leader} to detach</source>
        <translation>Приказать командиру {leader} отделиться</translation>
    </message>
    <message>
        <source>Orders done</source>
        <translation>Приказы отданы</translation>
    </message>
    <message>
        <source>Move {piece} to {hex}</source>
        <translation>Передвинуть {piece} на {hex}</translation>
    </message>
    <message>
        <source>Moves done</source>
        <translation>Передвижение закончено</translation>
    </message>
    <message>
        <source>Melee: {unit} at {target}</source>
        <translation>Рукопашная: {unit} против {target}</translation>
    </message>
    <message>
        <source>Fire: {unit} at {target}</source>
        <translation>Стрельба: {unit} по {target}</translation>
    </message>
    <message numerus="yes">
        <source>Melee: {unit} at {target} (%n dice)</source>
        <translation>
            <numerusform>Рукопашная: {unit} против {target} (%n кубик)</numerusform>
            <numerusform>Рукопашная: {unit} против {target} (%n кубика)</numerusform>
            <numerusform>Рукопашная: {unit} против {target} (%n кубиков)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Fire: {unit} at {target} (%n dice)</source>
        <translation>
            <numerusform>Стрельба: {unit} по {target} (%n кубик)</numerusform>
            <numerusform>Стрельба: {unit} по {target} (%n кубика)</numerusform>
            <numerusform>Стрельба: {unit} по {target} (%n кубиков)</numerusform>
        </translation>
    </message>
    <message>
        <source>Battles done</source>
        <translation>Битвы закончены</translation>
    </message>
    <message>
        <source>Inspire with leader {leader} ({cost} H&amp;F, +1 die)</source>
        <translation>Воодушевление командиром {leader} ({cost} ЧиУ, +1 кубик)</translation>
    </message>
    <message>
        <source>Play First Strike: your unit strikes first</source>
        <translation>Сыграть «Первый удар»: ваш отряд бьёт первым</translation>
    </message>
    <message numerus="yes">
        <source>Ignore %n flag(s)</source>
        <translation>
            <numerusform>Не учитывать %n флаг</numerusform>
            <numerusform>Не учитывать %n флага</numerusform>
            <numerusform>Не учитывать %n флагов</numerusform>
        </translation>
    </message>
    <message>
        <source>Retreat to {hex}</source>
        <translation>Отступить на {hex}</translation>
    </message>
    <message>
        <source>Seppuku</source>
        <translation>Сеппуку</translation>
    </message>
    <message>
        <source>Advance into the vacated hex</source>
        <translation>Перейти в наступление на освободившийся гекс</translation>
    </message>
    <message>
        <source>Battle back</source>
        <translation>Контратака</translation>
    </message>
    <message>
        <source>Choose {piece}</source>
        <translation>Выбрать {piece}</translation>
    </message>
    <message>
        <source>Keep {card}</source>
        <translation>Оставить «{card}»</translation>
    </message>
    <message>
        <source>Take a Dragon card</source>
        <translation>Взять карту Дракона</translation>
    </message>
    <message numerus="yes">
        <source>Take %n Honor &amp; Fortune</source>
        <translation>
            <numerusform>Взять %n жетон «Честь и удача»</numerusform>
            <numerusform>Взять %n жетона «Честь и удача»</numerusform>
            <numerusform>Взять %n жетонов «Честь и удача»</numerusform>
        </translation>
    </message>
    <message>
        <source>Trade {card} for {honor} H&amp;F</source>
        <translation>Обменять «{card}» на {honor} ЧиУ</translation>
    </message>
    <message>
        <source>{army}: ⚑ {banners}/{target} · H&amp;F {honor} · {command} Command, {dragon} Dragon cards</source>
        <translation>{army}: ⚑ {banners}/{target} · ЧиУ {honor} · командных карт: {command}, карт Дракона: {dragon}</translation>
    </message>
    <message>
        <source>pool {pool} H&amp;F · deck {deck}</source>
        <translation>общий резерв {pool} ЧиУ · колода {deck}</translation>
    </message>
    <message>
        <source>Tactic</source>
        <translation>Тактика</translation>
    </message>
    <message>
        <source>Attack {seat} with {weapon}</source>
        <translation>Атаковать: {seat}, оружие {weapon}</translation>
    </message>
    <message>
        <source>{card} on {seat}</source>
        <translation>{card} — на {seat}</translation>
    </message>
    <message>
        <source>Geisha: {seat} discards a random card of the hand</source>
        <translation>Гейша: {seat} сбрасывает случайную карту с руки</translation>
    </message>
    <message>
        <source>Geisha: {seat} discards {card}</source>
        <translation>Гейша: {seat} сбрасывает {card}</translation>
    </message>
    <message>
        <source>play cards or end the turn</source>
        <translation>сыграйте карты или закончите ход</translation>
    </message>
    <message>
        <source>parry {weapon} ({wounds}) or take the wounds</source>
        <translation>защититесь от оружия {weapon} ({wounds}) или примите раны</translation>
    </message>
    <message>
        <source>answer {card}: discard a parry or take a wound</source>
        <translation>ответьте на «{card}»: сбросьте карту защиты или получите рану</translation>
    </message>
    <message>
        <source>answer {card}: discard a weapon or take a wound</source>
        <translation>ответьте на «{card}»: сбросьте карту оружия или получите рану</translation>
    </message>
    <message>
        <source>Bushido revealed a weapon: discard a weapon or lose honor</source>
        <translation>«Бусидо» раскрыло оружие: сбросьте оружие или потеряйте честь</translation>
    </message>
    <message>
        <source>draw the first card from the deck or the discard pile</source>
        <translation>возьмите первую карту из колоды или из сброса</translation>
    </message>
    <message>
        <source>discard down to the hand limit</source>
        <translation>сбросьте карты сверх лимита руки</translation>
    </message>
    <message numerus="yes">
        <source>discard down to %n card(s)</source>
        <translation>
            <numerusform>сбросьте карты, чтобы осталась %n</numerusform>
            <numerusform>сбросьте карты, чтобы осталось %n</numerusform>
            <numerusform>сбросьте карты, чтобы осталось %n</numerusform>
        </translation>
    </message>
    <message>
        <source>the game is over</source>
        <extracomment>why nothing can be taken back (:meth:`PlaySession.undo_refusal`) the state changed (an action, undo, restart, a loaded game) the content items the game is played with, recorded in saved games why the undo list is empty (one of NOTHING_YET, REVEALED, OTHER_ACTED) and who acted last the moves of the game as last saved or loaded (``None``: never saved)</extracomment>
        <translation>игра окончена</translation>
    </message>
    <message>
        <source>{attacker} attacks you with {weapon} ({wounds}): parry or take the wounds</source>
        <translation>{attacker} атакует вас: {weapon} ({wounds}); защититесь или примите раны</translation>
    </message>
    <message>
        <source>{attacker} attacks {target} with {weapon} ({wounds})</source>
        <translation>{attacker} атакует {target}: {weapon} ({wounds})</translation>
    </message>
    <message>
        <source>{player} plays {card} — {prompt}</source>
        <translation>{player} играет «{card}» — {prompt}</translation>
    </message>
    <message>
        <source>{player} answers {card}</source>
        <translation>{player} отвечает на «{card}»</translation>
    </message>
    <message>
        <source>{player}: {prompt}</source>
        <translation>{player}: {prompt}</translation>
    </message>
    <message>
        <source>your turn: click a card, then a highlighted player — or End turn</source>
        <translation>ваш ход: щёлкните карту, затем подсвеченного игрока — или «Закончить ход»</translation>
    </message>
    <message>
        <source>{name} (resilience {resilience})
{text}</source>
        <translation>{name} (стойкость {resilience})
{text}</translation>
    </message>
    <message numerus="yes">
        <source>%n weapon(s)</source>
        <extracomment>A4 portrait width at 150 dots per inch; the height follows the number of cards</extracomment>
        <translation>
            <numerusform>%n карта оружия</numerusform>
            <numerusform>%n карты оружия</numerusform>
            <numerusform>%n карт оружия</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n карта действия</numerusform>
            <numerusform>%n карты действий</numerusform>
            <numerusform>%n карт действий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n (property|properties)</source>
        <translation>
            <numerusform>%n карта свойства</numerusform>
            <numerusform>%n карты свойств</numerusform>
            <numerusform>%n карт свойств</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): {kinds}</source>
        <translation>
            <numerusform>%n карта: {kinds}</numerusform>
            <numerusform>%n карты: {kinds}</numerusform>
            <numerusform>%n карт: {kinds}</numerusform>
        </translation>
    </message>
    <message>
        <source>seat {seat}: {character} — {role}</source>
        <extracomment>room for the caption (what just happened) over the seats where the seats sit, clockwise from the seat at the screen (bottom middle), as fractions of the ring the seats&apos; centres run on (-1 left/top .. 1 right/bottom), per number of players seats a click may choose now, with the badge shown under them (&quot;difficulty 2&quot;) cards in play a click may choose now: (seat, card id) what just happened (public events), newest last grey notes under seats that cannot be chosen (&quot;difficulty 3: out of reach&quot;) a card in play was clicked: its seat and card id Esc: put the chosen card back</extracomment>
        <translation>место {seat}: {character} — {role}</translation>
    </message>
    <message>
        <source>Harmless: no resilience or no cards; weapons and Battle Cry cannot reach them (L101-113)</source>
        <translation>Обескровлен: нет стойкости или нет карт на руке; оружие и «Боевой клич» на него не действуют (L101-113)</translation>
    </message>
    <message>
        <source>Daimyo cards held at the end: {count} (L285-288)</source>
        <translation>Карт «Даймё» на руке в конце: {count} (L285-288)</translation>
    </message>
    <message>
        <source>honor {value}</source>
        <translation>честь {value}</translation>
    </message>
    <message numerus="yes">
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n очко</numerusform>
            <numerusform>%n очка</numerusform>
            <numerusform>%n очков</numerusform>
        </translation>
    </message>
    <message>
        <source>answering</source>
        <translation>отвечает</translation>
    </message>
    <message>
        <source>turn</source>
        <comment>whose turn</comment>
        <translation>ходит</translation>
    </message>
    <message>
        <source>deck {count}</source>
        <translation>колода {count}</translation>
    </message>
    <message>
        <source>discard {count}</source>
        <translation>сброс {count}</translation>
    </message>
    <message>
        <source>turn {number}</source>
        <translation>ход {number}</translation>
    </message>
    <message>
        <source>weapons {played}/{limit}</source>
        <translation>оружие {played}/{limit}</translation>
    </message>
    <message>
        <source>honor box {count}</source>
        <translation>честь в коробке {count}</translation>
    </message>
    <message>
        <source>reshuffled {count}×</source>
        <translation>перетасовок: {count}</translation>
    </message>
    <message>
        <source>{card}: everyone answers</source>
        <translation>{card}: отвечают все</translation>
    </message>
    <message>
        <source>Bushido reveals {card}</source>
        <translation>«Бусидо» раскрывает {card}</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>Game over — winner: {winners}</source>
        <translation>Игра окончена — победитель: {winners}</translation>
    </message>
    <message>
        <source>deadly strike against the {team}</source>
        <translation>смертельный удар по команде «{team}»</translation>
    </message>
    <message>
        <source>foot</source>
        <extracomment>the leader kinds of the rulebook (L339-357) as the adjective of &quot;leader&quot;</extracomment>
        <translation>пеший</translation>
    </message>
    <message>
        <source>mounted</source>
        <translation>конный</translation>
    </message>
    <message>
        <source>units may move onto baseline half hexes (rules/000 §3.1, L484-486)</source>
        <translation>отряды могут заходить на полугексы стартовой линии (rules/000 §3.1, L484-486)</translation>
    </message>
    <message>
        <source>the whole river is passable and plays as fords; printed fords play as plain (L1811-1817)</source>
        <translation>вся река проходима и играет как брод; напечатанные броды играют как равнина (L1811-1817)</translation>
    </message>
    <message>
        <source>Change {label}</source>
        <translation>Изменить: {label}</translation>
    </message>
    <message>
        <source>{value} (unknown)</source>
        <translation>{value} (неизвестно)</translation>
    </message>
    <message>
        <source>Objective Hexes</source>
        <extracomment>the objective chosen in the Victory tab, per document</extracomment>
        <translation>Гексы целей</translation>
    </message>
    <message>
        <source>Objective hexes (O): click a hex to add it to the objective chosen in the Victory tab, or to take it out</source>
        <translation>Гексы целей (O): щёлкните гекс, чтобы добавить его к цели, выбранной на вкладке «Победа», или убрать из неё</translation>
    </message>
    <message>
        <source>objectives are full hexes of the battlefield</source>
        <translation>целями могут быть только целые гексы поля боя</translation>
    </message>
    <message>
        <source>Objective {id}: take out {hex}</source>
        <translation>Цель {id}: убрать {hex}</translation>
    </message>
    <message>
        <source>Objective {id}: add {hex}</source>
        <translation>Цель {id}: добавить {hex}</translation>
    </message>
    <message>
        <source>no hexes</source>
        <translation>нет гексов</translation>
    </message>
    <message>
        <source>{token}: drop it on a green place</source>
        <extracomment>how near (board units) a drop must land to a place to go there</extracomment>
        <translation>{token}: отпустите его на зелёном месте</translation>
    </message>
    <message>
        <source>place {token} at {where}</source>
        <translation>положить: {token} → {where}</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>{province}: {clan}, {up} face-up and {down} face-down control tokens</source>
        <extracomment>the territory cards&apos; names as shown, by id (set by the table from the card set) provinces and clans by their names as shown, by id (set by the table)</extracomment>
        <translation>{province}: {clan}, жетонов контроля: открытых {up}, закрытых {down}</translation>
    </message>
    <message>
        <source>face down</source>
        <translation>лицевой стороной вниз</translation>
    </message>
    <message>
        <source>#{serial} {clan} at {place}: {face} blessed with {blessings}</source>
        <translation>№{serial} {clan} на {place}: {face}, благословлён жетонами {blessings}</translation>
    </message>
    <message>
        <source>#{serial} {clan} at {place}: {face}</source>
        <translation>№{serial} {clan} на {place}: {face}</translation>
    </message>
    <message>
        <source>; blessed by another clan: {blessings}</source>
        <translation>; благословлён жетонами другого клана: {blessings}</translation>
    </message>
    <message>
        <source>card taken by {clan}</source>
        <translation>карту забрал: {clan}</translation>
    </message>
    <message>
        <source>no card</source>
        <translation>нет карты</translation>
    </message>
    <message>
        <source>a card face down</source>
        <translation>карта лицевой стороной вниз</translation>
    </message>
    <message>
        <source>this document has no board</source>
        <translation>в этом документе нет поля</translation>
    </message>
    <message>
        <source>{text} is no cell of this board</source>
        <extracomment>Scene units per hex radius / square side.</extracomment>
        <translation>{text} — не клетка этого поля</translation>
    </message>
    <message>
        <source>no area {text}</source>
        <extracomment>how close (in cell sides) a point must be to an edge for :meth:`edge_at` to pick it</extracomment>
        <translation>нет области {text}</translation>
    </message>
    <message>
        <source>coast</source>
        <extracomment>corner handles are drawn this many screen pixels wide, whatever the zoom border slots are drawn this many board units across</extracomment>
        <translation>побережье</translation>
    </message>
    <message>
        <source>land border</source>
        <translation>сухопутная граница</translation>
    </message>
    <message numerus="yes">
        <source>{a} – {b}: {kind}, length {length}, %n stretches</source>
        <translation>
            <numerusform>{a} – {b}: {kind}, длина {length}, %n участок</numerusform>
            <numerusform>{a} – {b}: {kind}, длина {length}, %n участка</numerusform>
            <numerusform>{a} – {b}: {kind}, длина {length}, %n участков</numerusform>
        </translation>
    </message>
    <message>
        <source>{a} – {b}: {kind}, length {length}</source>
        <translation>{a} – {b}: {kind}, длина {length}</translation>
    </message>
    <message>
        <source>drop onto a cell of the board</source>
        <extracomment>a cell the dragged piece may land on: lit a cell the engine refuses: shaded seconds the engine took for all the cells (shown by the benchmark)</extracomment>
        <translation>бросьте на клетку поля</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>не на поле</translation>
    </message>
    <message>
        <source>{what} can go here</source>
        <extracomment>the cells lit now (what the tests read)</extracomment>
        <translation>{what}: сюда можно</translation>
    </message>
    <message>
        <source>{what} cannot go here: {reason}</source>
        <translation>{what}: сюда нельзя: {reason}</translation>
    </message>
    <message>
        <source>no {piece} left to place</source>
        <extracomment>the engine&apos;s answers for every cell for the palette entry being dragged (one drag) what the pointer&apos;s tooltip says during a drag (the reason for the cell under it) the whole board in the corner, while the view shows only part of it</extracomment>
        <translation>{piece}: больше не осталось для расстановки</translation>
    </message>
    <message>
        <source>drop {piece} on {cell}</source>
        <translation>поставить: {piece} на {cell}</translation>
    </message>
    <message>
        <source>cannot drop {piece} here: {reason}</source>
        <translation>{piece}: сюда поставить нельзя: {reason}</translation>
    </message>
    <message>
        <source>cannot add {piece}: {error}</source>
        <translation>{piece}: добавить нельзя: {error}</translation>
    </message>
    <message>
        <source>an area needs at least three corners</source>
        <translation>у области должно быть не меньше трёх вершин</translation>
    </message>
    <message>
        <source>Add {what} {id}</source>
        <translation>Добавить: {what} {id}</translation>
    </message>
    <message>
        <source>no area has a corner there</source>
        <translation>здесь нет вершины ни одной области</translation>
    </message>
    <message>
        <source>Move corner</source>
        <translation>Переместить вершину</translation>
    </message>
    <message numerus="yes">
        <source>Move corner in %n areas</source>
        <translation>
            <numerusform>Переместить вершину в %n области</numerusform>
            <numerusform>Переместить вершину в %n областях</numerusform>
            <numerusform>Переместить вершину в %n областях</numerusform>
        </translation>
    </message>
    <message>
        <source>Insert corner</source>
        <translation>Вставить вершину</translation>
    </message>
    <message numerus="yes">
        <source>Insert corner in %n areas</source>
        <translation>
            <numerusform>Вставить вершину в %n области</numerusform>
            <numerusform>Вставить вершину в %n областях</numerusform>
            <numerusform>Вставить вершину в %n областях</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete corner</source>
        <translation>Удалить вершину</translation>
    </message>
    <message numerus="yes">
        <source>Delete corner in %n areas</source>
        <translation>
            <numerusform>Удалить вершину в %n области</numerusform>
            <numerusform>Удалить вершину в %n областях</numerusform>
            <numerusform>Удалить вершину в %n областях</numerusform>
        </translation>
    </message>
    <message>
        <source>Cut {what} {id} in two</source>
        <translation>Разрезать надвое: {what} {id}</translation>
    </message>
    <message>
        <source>choose two corners of one area that are not neighbours</source>
        <translation>выберите две несоседние вершины одной области</translation>
    </message>
    <message>
        <source>choose two different areas to join</source>
        <translation>выберите две разные области для объединения</translation>
    </message>
    <message>
        <source>areas with holes cannot be joined</source>
        <translation>области с дырами объединять нельзя</translation>
    </message>
    <message>
        <source>{a} and {b} share no border: only neighbours can be joined</source>
        <translation>у {a} и {b} нет общей границы: объединять можно только соседей</translation>
    </message>
    <message>
        <source>Join {a} and {b}</source>
        <translation>Объединить {a} и {b}</translation>
    </message>
    <message>
        <source>no corner lies within {tolerance} of another area</source>
        <translation>ни одна вершина не лежит ближе {tolerance} к другой области</translation>
    </message>
    <message numerus="yes">
        <source>Snap corners in %n areas</source>
        <translation>
            <numerusform>Притянуть вершины в %n области</numerusform>
            <numerusform>Притянуть вершины в %n областях</numerusform>
            <numerusform>Притянуть вершины в %n областях</numerusform>
        </translation>
    </message>
    <message>
        <source>untitled {kind}</source>
        <extracomment>issues found outside :meth:`validate` changed (see :meth:`set_external_issues`) counts the changes the document was told of (memoised queries compare it)</extracomment>
        <translation>без имени ({kind})</translation>
    </message>
    <message>
        <source>the document has no file name yet</source>
        <extracomment>issues that slow checks (a solver in a worker thread) found, by the source that found them</extracomment>
        <translation>у документа ещё нет имени файла</translation>
    </message>
    <message>
        <source>{name} (read-only)</source>
        <translation>{name} (только чтение)</translation>
    </message>
    <message>
        <source>{piece} at {cell}</source>
        <translation>{piece} на {cell}</translation>
    </message>
    <message numerus="yes">
        <source>{places} and %n more</source>
        <translation>
            <numerusform>{places} и ещё %n</numerusform>
            <numerusform>{places} и ещё %n</numerusform>
            <numerusform>{places} и ещё %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{what}: refused, %n piece(s) or painted cell(s) would be off the board ({shown}). Move or remove them first.</source>
        <translation>
            <numerusform>{what}: отказано, %n фигура или закрашенная клетка окажется за пределами поля ({shown}). Сначала переместите или удалите их.</numerusform>
            <numerusform>{what}: отказано, %n фигуры или закрашенные клетки окажутся за пределами поля ({shown}). Сначала переместите или удалите их.</numerusform>
            <numerusform>{what}: отказано, %n фигур или закрашенных клеток окажутся за пределами поля ({shown}). Сначала переместите или удалите их.</numerusform>
        </translation>
    </message>
    <message>
        <source>validation crashed: {error}</source>
        <translation>проверка завершилась сбоем: {error}</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>фигура</translation>
    </message>
    <message>
        <source>area</source>
        <extracomment>whether two pieces of this collection may share a cell the side every piece of the collection belongs to (one list per side), or ``None`` the field of each piece naming its side (one list for all sides), or ``None``</extracomment>
        <translation>область</translation>
    </message>
    <message>
        <source>layer</source>
        <translation>слой</translation>
    </message>
    <message>
        <source>areas are drawn with the polygon tool</source>
        <extracomment>how many more may be placed (``None`` = unlimited); shown on the entry cell edges drawn with the edge tool (palette entries with ``layer`` set to one choose it) the areas of an area map (see :class:`AreaDocumentKind`) the document field holding a :class:`~engine.content.background.BackgroundImage`, if any the overlay (in ``overlays``) that shows the borders the engine derives and their slots</extracomment>
        <translation>области рисуются инструментом «Многоугольники»</translation>
    </message>
    <message>
        <source>an area stays where it is drawn: move its corners with the polygon tool</source>
        <translation>область остаётся там, где нарисована: перемещайте её вершины инструментом «Многоугольники»</translation>
    </message>
    <message>
        <source>the check failed: {error}</source>
        <extracomment>``(collection, index, data, cell)``: a new piece built from ``data`` dropped on ``cell`` (index ``None``), or piece ``index`` with the fields in ``data`` changed and moved to ``cell`` (either may be ``None``)</extracomment>
        <translation>проверка не удалась: {error}</translation>
    </message>
    <message>
        <source>the game changed while the action was being played</source>
        <translation>игра изменилась, пока разыгрывалось действие</translation>
    </message>
    <message>
        <source>the last action is {player}&apos;s: only {player} may take it back</source>
        <translation>последнее действие сделал {player}: отменить его может только {player}</translation>
    </message>
    <message>
        <source>the last action revealed something (a draw, a die roll, a hidden token): it stays</source>
        <translation>последнее действие что-то раскрыло (взятие, бросок кубика, скрытый жетон): оно остаётся</translation>
    </message>
    <message>
        <source>{player} has acted since: your actions stay</source>
        <translation>после вас ходил {player}: ваши действия остаются</translation>
    </message>
    <message>
        <source>nothing to take back</source>
        <translation>отменять нечего</translation>
    </message>
    <message>
        <source>{file} is not a saved game</source>
        <translation>{file} — не сохранённая партия</translation>
    </message>
    <message>
        <source>{file} is a game of {game}, not of {expected}</source>
        <translation>{file} — партия игры {game}, а не {expected}</translation>
    </message>
    <message>
        <source>{area}: an area needs at least three corners</source>
        <extracomment>points closer than this are one point (scene units) decimals new points are rounded to, so saved files stay readable</extracomment>
        <translation>{area}: у области должно быть не меньше трёх вершин</translation>
    </message>
    <message>
        <source>a cut needs two corners that are not neighbours</source>
        <translation>для разреза нужны две несоседние вершины</translation>
    </message>
    <message>
        <source>{file}: unknown format; use one of {formats}</source>
        <translation>{file}: неизвестный формат; используйте один из: {formats}</translation>
    </message>
    <message>
        <source>{document}: this kind of document has no board or sheet to draw</source>
        <translation>{document}: у документов этого вида нет поля или листа для рисования</translation>
    </message>
    <message>
        <source>{file}: could not write the PNG</source>
        <translation>{file}: не удалось записать PNG</translation>
    </message>
    <message>
        <source>scorch</source>
        <comment>special token&apos;s face</comment>
        <extracomment>the order in which a token&apos;s code is matched against the combat-token types the fill and ink of each special token</extracomment>
        <translation>выжж.</translation>
    </message>
    <message>
        <source>peace</source>
        <comment>special token&apos;s face</comment>
        <translation>мир</translation>
    </message>
    <message>
        <source>shrine</source>
        <comment>special token&apos;s face</comment>
        <translation>святыня</translation>
    </message>
    <message>
        <source>field</source>
        <comment>special token&apos;s face</comment>
        <translation>слава</translation>
    </message>
    <message>
        <source>harbor</source>
        <comment>special token&apos;s face</comment>
        <translation>гавань</translation>
    </message>
    <message>
        <source>honor</source>
        <comment>special token&apos;s face</comment>
        <translation>честь</translation>
    </message>
    <message>
        <source>def</source>
        <comment>special token&apos;s face</comment>
        <translation>защ.</translation>
    </message>
    <message>
        <source>A</source>
        <comment>army token&apos;s letter</comment>
        <translation>А</translation>
    </message>
    <message>
        <source>N</source>
        <comment>navy token&apos;s letter</comment>
        <translation>Ф</translation>
    </message>
    <message>
        <source>S</source>
        <comment>shinobi token&apos;s letter</comment>
        <translation>С</translation>
    </message>
    <message>
        <source>D</source>
        <comment>diplomacy token&apos;s letter</comment>
        <translation>Д</translation>
    </message>
    <message>
        <source>R</source>
        <comment>raid token&apos;s letter</comment>
        <translation>П</translation>
    </message>
    <message>
        <source>round {round} of {rounds}; honor: {honor}</source>
        <extracomment>the clans&apos; names as shown, by id (set by the table)</extracomment>
        <translation>раунд {round} из {rounds}; честь: {honor}</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Раунд</translation>
    </message>
    <message>
        <source>Honor</source>
        <translation>Честь</translation>
    </message>
    <message>
        <source>{cell} is beyond the field</source>
        <extracomment>scene units per cell side (the shared canvas&apos;s square size)</extracomment>
        <translation>{cell} за пределами поля</translation>
    </message>
    <message>
        <source>side 1</source>
        <extracomment>(cell label, side, destroyed) extra edges: fences built before the battle, shields (edge text, what) terrain moved by the GM (L290): feature id -&gt; direction 0..3</extracomment>
        <translation>сторона 1</translation>
    </message>
    <message>
        <source>side 2</source>
        <translation>сторона 2</translation>
    </message>
    <message>
        <source>{layout} layout; quarters {quarters}; extension N{north} S{south} W{west} E{east}</source>
        <extracomment>whether the picture shows sides (a battle) or only the field</extracomment>
        <translation>раскладка: {layout}; четверти {quarters}; расширение С{north} Ю{south} З{west} В{east}</translation>
    </message>
    <message>
        <source>{kind} battle, {location}, {season}, climate {climate}; start: {start}</source>
        <translation>битва: {kind}, {location}, {season}, климат: {climate}; начало: {start}</translation>
    </message>
    <message>
        <source>{name} ({role}, {half})</source>
        <translation>{name} ({role}, {half})</translation>
    </message>
    <message>
        <source>half to choose</source>
        <translation>половина на выбор</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}, phase {phase}; weather: {weather}</source>
        <translation>Ход {turn} из {turns}, фаза {phase}; погода: {weather}</translation>
    </message>
    <message>
        <source>Control zone</source>
        <translation>Зона контроля</translation>
    </message>
    <message>
        <source>Control zone (Z): drag a 2 x 4 rectangle inside a deployment zone to place that zone&apos;s control zone.</source>
        <translation>Зона контроля (Z): протяните прямоугольник 2 x 4 внутри зоны расстановки, чтобы поместить в неё зону контроля.</translation>
    </message>
    <message>
        <source>cannot place the control zone there: {reason}</source>
        <translation>здесь нельзя поместить зону контроля: {reason}</translation>
    </message>
    <message>
        <source>Place control zone {zone}</source>
        <translation>Поместить зону контроля {zone}</translation>
    </message>
    <message>
        <source>Play the document at every value of one of its numbers, to find the value nearest to even</source>
        <translation>Сыграть документ при каждом значении одного из его чисел, чтобы найти значение, ближайшее к равновесию</translation>
    </message>
    <message>
        <source>Sweep</source>
        <translation>Перебор</translation>
    </message>
    <message>
        <source>{done} games in {seconds:.0f} s</source>
        <translation>{done} партий за {seconds:.0f} с</translation>
    </message>
    <message>
        <source>Agents&apos; win rate</source>
        <translation>Доля побед агентов</translation>
    </message>
    <message>
        <source>Cannot sweep: {error}</source>
        <translation>Перебор невозможен: {error}</translation>
    </message>
    <message>
        <source>{done}/{total} games, waiting for the first: {seconds:.0f} s</source>
        <translation>{done}/{total} партий, ждём первую: {seconds:.0f} с</translation>
    </message>
    <message>
        <source>Seats&apos; win rate</source>
        <translation>Доля побед мест</translation>
    </message>
    <message>
        <source>Bars: the win rate; whiskers: its 95% interval; dashed line: an even share</source>
        <translation>Столбцы: доля побед; усы: её 95% интервал; пунктир: равная доля</translation>
    </message>
    <message>
        <source>Win rate against the value</source>
        <translation>Доля побед в зависимости от значения</translation>
    </message>
    <message>
        <source>Points: the win rate of each seat; whiskers: its 95% interval; dashed line: even</source>
        <translation>Точки: доля побед каждого места; усы: её 95% интервал; пунктир: равновесие</translation>
    </message>
    <message>
        <source>Win rate against {path}</source>
        <translation>Доля побед в зависимости от {path}</translation>
    </message>
    <message>
        <source>nearest to even: {value}</source>
        <translation>ближе всего к равновесию: {value}</translation>
    </message>
    <message>
        <source>The earlier results are not like these:</source>
        <translation>Прежние результаты несопоставимы с этими:</translation>
    </message>
    <message>
        <source>Compared with the earlier results (not like for like):</source>
        <translation>По сравнению с прежними результатами (условия различаются):</translation>
    </message>
    <message>
        <source>The games of {path} = {value}:</source>
        <translation>Партии при {path} = {value}:</translation>
    </message>
    <message>
        <source>The number of the setup to vary (its path in the setup)</source>
        <translation>Число настройки, которое меняется (его путь в настройке)</translation>
    </message>
    <message>
        <source>The values to play: A..B (every whole number) or A..B:STEP</source>
        <translation>Значения для игры: A..B (все целые) или A..B:ШАГ</translation>
    </message>
    <message>
        <source>Play every value of the range, the games of each as set above</source>
        <translation>Сыграть каждое значение диапазона, для каждого — столько партий, сколько задано выше</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Close this window</source>
        <translation>Закрыть это окно</translation>
    </message>
    <message>
        <source>Hint: play {tile} next.</source>
        <translation>Подсказка: следующим сыграйте {tile}.</translation>
    </message>
    <message>
        <source>Hint: {tile} goes on hex {hex}.</source>
        <translation>Подсказка: {tile} — на гекс {hex}.</translation>
    </message>
    <message>
        <source>Show the next step of a winning line: first its tile, then its place, then the whole step</source>
        <translation>Показать следующий ход выигрышной линии: сначала жетон, затем его место, затем весь ход</translation>
    </message>
    <message>
        <source>cavalry fatigued, no charges into or out of it; attacking into it -1 Impetus; infantry starting in it may only wait or shoot in phase 1, and if it fired then, in phase 2 too; no initiative turns; flight stops after 1 cell (L738-L743)</source>
        <translation>конница утомляется, атаки с разгона в него и из него невозможны; атака в него: -1 к Натиску; пехота, начинающая в нём ход, в 1-й фазе может только ждать или стрелять, а если стреляла, то и во 2-й; без разворотов по инициативе; бегство останавливается через 1 клетку (L738-L743)</translation>
    </message>
    <message>
        <source>fleeing since turn {turn}</source>
        <translation>бежит с хода {turn}</translation>
    </message>
    <message>
        <source>{place}; {states}</source>
        <translation>{place}; {states}</translation>
    </message>
    <message>
        <source>banners raised</source>
        <comment>field</comment>
        <translation>поднятые знамёна</translation>
    </message>
    <message>
        <source>destroyed</source>
        <comment>field</comment>
        <translation>уничтожен</translation>
    </message>
    <message>
        <source>fatigued</source>
        <comment>field</comment>
        <translation>утомлён</translation>
    </message>
    <message>
        <source>flight began</source>
        <comment>field</comment>
        <translation>бегство началось</translation>
    </message>
    <message>
        <source>hidden</source>
        <comment>field</comment>
        <translation>скрыт</translation>
    </message>
    <message>
        <source>in effect</source>
        <comment>field</comment>
        <translation>действует</translation>
    </message>
    <message>
        <source>rallied</source>
        <comment>field</comment>
        <translation>уже перегруппирован</translation>
    </message>
    <message>
        <source>returns turn</source>
        <comment>field</comment>
        <translation>возвращается на ходу</translation>
    </message>
    <message>
        <source>sabotages used</source>
        <comment>field</comment>
        <translation>использованные диверсии</translation>
    </message>
    <message>
        <source>spent</source>
        <comment>field</comment>
        <translation>израсходовано</translation>
    </message>
    <message>
        <source>start turn</source>
        <comment>field</comment>
        <translation>начальный ход</translation>
    </message>
    <message>
        <source>position start, a fleeing unit: the turn its flight began; not rallied within 3 turns it is scattered (L658). Empty: the turn before the start</source>
        <comment>field</comment>
        <translation>начало с позиции, бегущий отряд: ход, на котором началось бегство; не перегруппированный за 3 хода, он рассеивается (L658). Пусто: ход перед начальным</translation>
    </message>
    <message>
        <source>position start, a unit in the reserve: scattered earlier, it may come back from this turn (L637)</source>
        <comment>field</comment>
        <translation>начало с позиции, отряд в резерве: рассеянный ранее, он может вернуться с этого хода (L637)</translation>
    </message>
    <message>
        <source>position start: banners raised in an earlier turn (once a battle): the Tiger&apos;s Fury or the Crab&apos;s Cohesion still in effect, or spent (L362-L370)</source>
        <comment>field</comment>
        <translation>начало с позиции: знамёна, поднятые на прошлых ходах (одно знамя — раз за битву): Ярость Тигра или Сплочённость Краба ещё действуют, или знамя израсходовано (L362-L370)</translation>
    </message>
    <message>
        <source>position start: sabotage tasks each shinobi service has already carried out, of its 3 (L678)</source>
        <comment>field</comment>
        <translation>начало с позиции: сколько диверсий из 3 уже выполнила каждая служба синоби (L678)</translation>
    </message>
    <message>
        <source>position start: the cavalry is fatigued - no Gallop, no charge after its first move, until it rests (L154-L156, L167-L169)</source>
        <comment>field</comment>
        <translation>начало с позиции: конница утомлена — без Галопа и без конной атаки после первого перемещения, пока не отдохнёт (L154-L156, L167-L169)</translation>
    </message>
    <message>
        <source>position start: the enemy sees only that a unit is there - hidden in a forest (L728-L730) or by &apos;Коварный&apos;</source>
        <comment>field</comment>
        <translation>начало с позиции: противник видит только, что здесь есть отряд — он скрыт в лесу (L728-L730) или чертой &apos;Коварный&apos;</translation>
    </message>
    <message>
        <source>position start: the turn the battle starts at, with its command phase; the turns before it were fought</source>
        <comment>field</comment>
        <translation>начало с позиции: ход, с фазы командования которого начинается битва; предыдущие ходы уже сыграны</translation>
    </message>
    <message>
        <source>position start: the unit has been rallied once in this battle - -1 Impetus and Steadfastness, and routed again it is scattered (L407, L659)</source>
        <comment>field</comment>
        <translation>начало с позиции: отряд уже перегруппировывался после бегства в этой битве — -1 к Натиску и Стойкости, а обращённый в бегство снова, он рассеивается (L407, L659)</translation>
    </message>
    <message>
        <source>position start: the unit was destroyed earlier in the battle (it has no cell)</source>
        <comment>field</comment>
        <translation>начало с позиции: отряд уничтожен ранее в этой битве (у него нет клетки)</translation>
    </message>
    <message>
        <source>in reserve</source>
        <extracomment>what became of a unit that is not on the field, and its words</extracomment>
        <translation>в резерве</translation>
    </message>
    <message>
        <source>scattered, back from turn</source>
        <translation>рассеян, вернётся с хода</translation>
    </message>
    <message>
        <source>destroyed</source>
        <translation>уничтожен</translation>
    </message>
    <message>
        <source>not raised</source>
        <extracomment>a banner raised before the start, and its words; the lasting effects are the Tiger&apos;s and the Crab&apos;s (L368, L370)</extracomment>
        <translation>не поднято</translation>
    </message>
    <message>
        <source>raised earlier, spent</source>
        <translation>поднято ранее, израсходовано</translation>
    </message>
    <message>
        <source>raised earlier, still in effect</source>
        <translation>поднято ранее, ещё действует</translation>
    </message>
    <message>
        <source>Position start: the turns before it</source>
        <translation>Начало с позиции: ходы до него</translation>
    </message>
    <message>
        <source>The turn the battle starts at, with its command phase; the turns before it were fought</source>
        <translation>Ход, с фазы командования которого начинается битва; предыдущие ходы уже сыграны</translation>
    </message>
    <message>
        <source>Start at turn {turn}</source>
        <translation>Начать с хода {turn}</translation>
    </message>
    <message>
        <source>Start turn</source>
        <translation>Начальный ход</translation>
    </message>
    <message>
        <source>Fatigue, flight, rallies and units hidden in a forest: select the unit on the field.</source>
        <translation>Утомление, бегство, перегруппировки и отряды, скрытые в лесу: выберите отряд на поле.</translation>
    </message>
    <message>
        <source>unit off the field</source>
        <translation>отряд вне поля</translation>
    </message>
    <message>
        <source>what became of it</source>
        <translation>что с ним стало</translation>
    </message>
    <message>
        <source>back from turn</source>
        <translation>вернётся с хода</translation>
    </message>
    <message>
        <source>{unit} scattered, back from turn {turn}</source>
        <translation>{unit} рассеян, вернётся с хода {turn}</translation>
    </message>
    <message>
        <source>{unit} destroyed</source>
        <translation>{unit} уничтожен</translation>
    </message>
    <message>
        <source>{unit} in reserve</source>
        <translation>{unit} в резерве</translation>
    </message>
    <message>
        <source>{banner}: {state}</source>
        <translation>{banner}: {state}</translation>
    </message>
    <message>
        <source>Shinobi {service}: {used} sabotages used</source>
        <translation>Синоби {service}: использовано диверсий: {used}</translation>
    </message>
    <message>
        <source>sabotages used by {service}</source>
        <translation>диверсии {service}</translation>
    </message>
    <message>
        <source>&amp;All Names</source>
        <translation>&amp;Все названия</translation>
    </message>
    <message>
        <source>Show the names of every cell and area</source>
        <translation>Показывать названия всех клеток и областей</translation>
    </message>
    <message>
        <source>Names of the &amp;Selection</source>
        <translation>Названия &amp;выбранного</translation>
    </message>
    <message>
        <source>Show the names of the selected pieces&apos; cells and of selected areas only</source>
        <translation>Показывать названия только клеток выбранных фишек и выбранных областей</translation>
    </message>
    <message>
        <source>Name under the &amp;Pointer</source>
        <translation>Название под &amp;указателем</translation>
    </message>
    <message>
        <source>Show the name of the cell or area under the pointer only</source>
        <translation>Показывать название только клетки или области под указателем</translation>
    </message>
    <message>
        <source>&amp;Names</source>
        <translation>&amp;Названия</translation>
    </message>
    <message>
        <source>yes</source>
        <comment>switch</comment>
        <translation>да</translation>
    </message>
    <message>
        <source>no</source>
        <comment>switch</comment>
        <translation>нет</translation>
    </message>
    <message>
        <source>made in the app</source>
        <translation>создано в приложении</translation>
    </message>
    <message>
        <source>bundled</source>
        <translation>входит в Warbench</translation>
    </message>
    <message>
        <source>pack {name}</source>
        <translation>набор {name}</translation>
    </message>
    <message>
        <source>folder {name}</source>
        <translation>папка {name}</translation>
    </message>
    <message>
        <source>unsaved {name}</source>
        <translation>несохранённый документ {name}</translation>
    </message>
    <message>
        <source>Played with: {items}</source>
        <translation>Играется с: {items}</translation>
    </message>
    <message>
        <source>{kind} {id}: {origin}</source>
        <translation>{kind} {id}: {origin}</translation>
    </message>
    <message>
        <source>&lt;b&gt;Installed packs&lt;/b&gt; (double-click or Enter to open)</source>
        <translation>&lt;b&gt;Установленные наборы&lt;/b&gt; (двойной щелчок или Enter — открыть)</translation>
    </message>
    <message>
        <source>&amp;Add Current Document</source>
        <translation>&amp;Добавить текущий документ</translation>
    </message>
    <message>
        <source>&amp;Export...</source>
        <translation>&amp;Экспорт...</translation>
    </message>
    <message>
        <source>&amp;New Pack...</source>
        <translation>&amp;Новый набор...</translation>
    </message>
    <message>
        <source>A pack you are making, in {folder}; export it to share or install it</source>
        <translation>Набор, который вы создаёте, в {folder}; экспортируйте его, чтобы поделиться или установить</translation>
    </message>
    <message>
        <source>Export the selected pack (or the pack of the document being edited) as a zip</source>
        <translation>Экспортировать выбранный набор (или набор редактируемого документа) в zip</translation>
    </message>
    <message>
        <source>New pack</source>
        <translation>Новый набор</translation>
    </message>
    <message>
        <source>Open the document to add first.</source>
        <translation>Сначала откройте документ, который нужно добавить.</translation>
    </message>
    <message>
        <source>Save the document being edited into the selected pack</source>
        <translation>Сохранить редактируемый документ в выбранный набор</translation>
    </message>
    <message>
        <source>Select the pack to add the document to first.</source>
        <translation>Сначала выберите набор, в который добавить документ.</translation>
    </message>
    <message>
        <source>Select the pack to export (or open a document of it) first.</source>
        <translation>Сначала выберите набор для экспорта (или откройте его документ).</translation>
    </message>
    <message>
        <source>Select the pack to version (or open a document of it) first.</source>
        <translation>Сначала выберите набор для новой версии (или откройте его документ).</translation>
    </message>
    <message>
        <source>There is no folder for new packs.</source>
        <translation>Нет папки для новых наборов.</translation>
    </message>
    <message>
        <source>added {name} to pack {pack}</source>
        <translation>{name} добавлен в набор {pack}</translation>
    </message>
    <message>
        <source>made pack {pack} in {folder}</source>
        <translation>создан набор {pack} в {folder}</translation>
    </message>
    <message>
        <source>river-battles (letters, digits, - and _)</source>
        <translation>river-battles (буквы, цифры, - и _)</translation>
    </message>
    <message>
        <source>{name} is in pack {pack} already</source>
        <translation>{name} уже в наборе {pack}</translation>
    </message>
    <message>
        <source>{version} (yours, in {folder})</source>
        <translation>{version} (ваш, в {folder})</translation>
    </message>
    <message>
        <source>in a hosted game every action stays: the other seats have seen it</source>
        <translation>в игре по сети каждое действие остаётся: другие места его уже видели</translation>
    </message>
    <message>
        <source>in a hosted game every action stays: the remote seats have seen it</source>
        <translation>в игре по сети каждое действие остаётся: удалённые места его уже видели</translation>
    </message>
    <message>
        <source>the connection was closed</source>
        <translation>соединение закрыто</translation>
    </message>
    <message>
        <source>the host closed the connection</source>
        <translation>хост закрыл соединение</translation>
    </message>
    <message>
        <source>not among your actions</source>
        <translation>этого нет среди ваших действий</translation>
    </message>
    <message>
        <source>Save what your seat saw: its views, its log and its actions</source>
        <translation>Сохранить то, что видело ваше место: его виды, журнал и действия</translation>
    </message>
    <message>
        <source>the connection to the host ended: {reason}</source>
        <translation>соединение с хостом прервано: {reason}</translation>
    </message>
    <message>
        <source>cannot reach {address}: {reason}</source>
        <translation>не удаётся связаться с {address}: {reason}</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy to the clipboard</source>
        <translation>Скопировать в буфер обмена</translation>
    </message>
    <message>
        <source>Codes for spectators: they see what every seat sees alike, no secrets</source>
        <translation>Коды для зрителей: они видят то, что одинаково видят все места, без секретов</translation>
    </message>
    <message>
        <source>Spectators</source>
        <translation>Зрители</translation>
    </message>
    <message>
        <source>any free port</source>
        <translation>любой свободный порт</translation>
    </message>
    <message>
        <source>Port</source>
        <translation>Порт</translation>
    </message>
    <message>
        <source>Let other machines join</source>
        <translation>Разрешить подключаться с других компьютеров</translation>
    </message>
    <message>
        <source>Off: only programs on this computer can join (the loopback address). On: anyone who can reach this computer&apos;s address and port can try a code; use it on a network you trust, or forward the port on purpose</source>
        <translation>Выключено: подключиться могут только программы на этом компьютере (адрес loopback). Включено: любой, кто может достучаться до адреса и порта этого компьютера, может попробовать код; включайте в сети, которой доверяете, или пробрасывайте порт намеренно</translation>
    </message>
    <message>
        <source>only this computer can join</source>
        <translation>подключиться может только этот компьютер</translation>
    </message>
    <message>
        <source>any machine that reaches this computer can join</source>
        <translation>подключиться может любой компьютер, который достаёт до этого</translation>
    </message>
    <message>
        <source>Stop hosting</source>
        <translation>Остановить хостинг</translation>
    </message>
    <message>
        <source>Close every remote connection; the game stays open here</source>
        <translation>Закрыть все удалённые соединения; игра остаётся открытой здесь</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>пока никого</translation>
    </message>
    <message>
        <source>hosting stopped: the remote seats are disconnected</source>
        <translation>хостинг остановлен: удалённые места отключены</translation>
    </message>
    <message>
        <source>Join a hosted game</source>
        <translation>Присоединиться к игре по сети</translation>
    </message>
    <message>
        <source>The address the host shows, ws://HOST:PORT</source>
        <translation>Адрес, который показывает хост, ws://ХОСТ:ПОРТ</translation>
    </message>
    <message>
        <source>Address</source>
        <translation>Адрес</translation>
    </message>
    <message>
        <source>The join code the host gave you for your seat</source>
        <translation>Код подключения, который хост дал вам для вашего места</translation>
    </message>
    <message>
        <source>human here</source>
        <translation>человек здесь</translation>
    </message>
    <message>
        <source>remote (joins with a code)</source>
        <translation>удалённо (подключается по коду)</translation>
    </message>
    <message>
        <source>Hosting at</source>
        <translation>Хостинг по адресу</translation>
    </message>
    <message>
        <source>Host {game}</source>
        <translation>Хостинг: {game}</translation>
    </message>
    <message>
        <source>Spectator code</source>
        <translation>Код зрителя</translation>
    </message>
    <message>
        <source>connected: {players}</source>
        <translation>подключены: {players}</translation>
    </message>
    <message>
        <source>Code of {player}</source>
        <translation>Код для {player}</translation>
    </message>
    <message>
        <source>the game had moved on</source>
        <translation>игра уже ушла вперёд</translation>
    </message>
    <message>
        <source>&amp;Host this game...</source>
        <translation>&amp;Хостинг этой игры...</translation>
    </message>
    <message>
        <source>Play the document&apos;s game with players who join from their own Warbench, each seeing only their seat</source>
        <translation>Играть в игру документа с игроками, подключающимися из своего Warbench; каждый видит только своё место</translation>
    </message>
    <message>
        <source>&amp;Join...</source>
        <translation>П&amp;рисоединиться...</translation>
    </message>
    <message>
        <source>Take a seat in a game hosted elsewhere, with the address and the code the host gave you</source>
        <translation>Занять место в игре, которую хостят в другом месте, по адресу и коду от хоста</translation>
    </message>
    <message>
        <source>open a document to host its game</source>
        <translation>откройте документ, чтобы хостить его игру</translation>
    </message>
    <message>
        <source>spectator</source>
        <translation>зритель</translation>
    </message>
    <message>
        <source>Cannot host</source>
        <translation>Не удаётся начать хостинг</translation>
    </message>
    <message>
        <source>Host: {title}</source>
        <translation>Хостинг: {title}</translation>
    </message>
    <message>
        <source>Cannot join</source>
        <translation>Не удаётся присоединиться</translation>
    </message>
    <message>
        <source>cannot listen on port {port}: {reason}</source>
        <translation>не удаётся слушать порт {port}: {reason}</translation>
    </message>
    <message>
        <source>{title}: &lt;b>disconnected&lt;/b> — {reason}</source>
        <translation>{title}: &lt;b>соединение потеряно&lt;/b> — {reason}</translation>
    </message>
    <message>
        <source>Save what your seat saw</source>
        <translation>Сохранить то, что видело ваше место</translation>
    </message>
    <message>
        <source>this seat file asks nothing of your seat now</source>
        <translation>этот файл места ничего не требует от вашего места сейчас</translation>
    </message>
    <message>
        <source>Save the orders file</source>
        <translation>Сохранить файл приказов</translation>
    </message>
    <message>
        <source>Orders files (*.yaml)</source>
        <translation>Файлы приказов (*.yaml)</translation>
    </message>
    <message>
        <source>orders saved to {path}: send the file to the host</source>
        <translation>приказы сохранены в {path}: отправьте файл хосту</translation>
    </message>
    <message>
        <source>{file} is not a seat file</source>
        <translation>{file} — не файл места</translation>
    </message>
    <message>
        <source>Open &amp;Seat File...</source>
        <translation>Открыть &amp;файл места...</translation>
    </message>
    <message>
        <source>Play by post: open the seat file the host sent, choose, and save the orders file to send back</source>
        <translation>Игра по переписке: откройте файл места от хоста, выберите действие и сохраните файл приказов для отправки</translation>
    </message>
    <message>
        <source>&amp;Import Orders Files...</source>
        <translation>&amp;Импорт файлов приказов...</translation>
    </message>
    <message>
        <source>Play by post: play the orders files the players sent on the game you keep</source>
        <translation>Игра по переписке: сыграть файлы приказов от игроков в игре, которую вы ведёте</translation>
    </message>
    <message>
        <source>Open a seat file</source>
        <translation>Открыть файл места</translation>
    </message>
    <message>
        <source>Seat files (*.yaml)</source>
        <translation>Файлы мест (*.yaml)</translation>
    </message>
    <message>
        <source>The game by post</source>
        <translation>Игра по переписке</translation>
    </message>
    <message>
        <source>Orders files to play</source>
        <translation>Файлы приказов для розыгрыша</translation>
    </message>
    <message>
        <source>Cannot open the seat file</source>
        <translation>Не удаётся открыть файл места</translation>
    </message>
    <message>
        <source>Orders not played</source>
        <translation>Приказы не сыграны</translation>
    </message>
    <message>
        <source>orders played: {played}, agent moves: {moves}; {where}</source>
        <translation>сыграно приказов: {played}, ходов агентов: {moves}; {where}</translation>
    </message>
    <message>
        <source>send {file} to player {number}</source>
        <translation>отправьте {file} игроку {number}</translation>
    </message>
    <message>
        <source>player {number} is to move</source>
        <translation>ходит игрок {number}</translation>
    </message>
    <message>
        <source>Reconnect</source>
        <translation>Переподключиться</translation>
    </message>
    <message>
        <source>Join again with your code: the host gives your seat back</source>
        <translation>Присоединиться снова по своему коду: хост вернёт ваше место</translation>
    </message>
    <message>
        <source>the connection dropped: {reason}</source>
        <translation>соединение оборвалось: {reason}</translation>
    </message>
    <message>
        <source>waiting for: {players}</source>
        <translation>ждём: {players}</translation>
    </message>
    <message>
        <source>Show my secrets</source>
        <translation>Показать мои секреты</translation>
    </message>
    <message>
        <source>Pass the screen behind the curtain and show your hand and your secret cards</source>
        <translation>Передать экран за занавесом и показать вашу руку и тайные карты</translation>
    </message>
    <message>
        <source>Hidden while others may be looking: press Show my secrets to see them</source>
        <translation>Скрыто, пока могут смотреть другие: нажмите «Показать мои секреты», чтобы их увидеть</translation>
    </message>
    <message>
        <source>Resume this game where it was left ({path})</source>
        <translation>Продолжить эту партию с того места, где она была оставлена ({path})</translation>
    </message>
    <message>
        <source>&lt;b>Games in progress&lt;/b> (click to resume)</source>
        <translation>&lt;b>Незаконченные партии&lt;/b> (щёлкните, чтобы продолжить)</translation>
    </message>
    <message>
        <source>Cannot resume the game</source>
        <translation>Не удаётся продолжить партию</translation>
    </message>
    <message>
        <source>{path}: {reason}</source>
        <translation>{path}: {reason}</translation>
    </message>
    <message>
        <source>drop it on a place of the board: a province&apos;s centre, a border or a coast</source>
        <translation>положите его на место на поле: в центр провинции, на границу или на побережье</translation>
    </message>
    <message>
        <source>drop it on a hex of the board</source>
        <translation>положите её на гекс поля</translation>
    </message>
    <message>
        <source>it cannot be played now</source>
        <translation>её сейчас нельзя сыграть</translation>
    </message>
    <message>
        <source>it cannot go on hex {hex}</source>
        <translation>её нельзя положить на гекс {hex}</translation>
    </message>
    <message>
        <source>drop it on a lit hex</source>
        <translation>положите её на подсвеченный гекс</translation>
    </message>
    <message>
        <source>drop it on a green place</source>
        <translation>положите его на зелёное место</translation>
    </message>
    <message numerus="yes">
        <source>{title} — {game}, %n move(s), {when}</source>
        <translation>
            <numerusform>{title} — {game}, %n ход, {when}</numerusform>
            <numerusform>{title} — {game}, %n хода, {when}</numerusform>
            <numerusform>{title} — {game}, %n ходов, {when}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) in progress from last time: resume on the Start page</source>
        <translation>
            <numerusform>%n незавершённая игра с прошлого раза: продолжите её на начальной странице</numerusform>
            <numerusform>%n незавершённые игры с прошлого раза: продолжите их на начальной странице</numerusform>
            <numerusform>%n незавершённых игр с прошлого раза: продолжите их на начальной странице</numerusform>
        </translation>
    </message>
    <message>
        <source>search (MCTS)</source>
        <translation>поиск по дереву (MCTS)</translation>
    </message>
    <message>
        <source>Phoenix: Rebirth</source>
        <translation>Феникс: Возрождение</translation>
    </message>
    <message>
        <source>Tiger: Fury!</source>
        <translation>Тигр: Ярость!</translation>
    </message>
    <message>
        <source>Dragon: Cunning</source>
        <translation>Дракон: Хитрость</translation>
    </message>
    <message>
        <source>Crab: Cohesion</source>
        <translation>Краб: Сплоченность</translation>
    </message>
    <message>
        <source>L360: extra orders a warlord with the trait Cunning plan may get per turn. GM decision</source>
        <comment>field</comment>
        <translation>L360: сколько дополнительных приказов за ход может получить полководец с чертой «Хитрый план». Решение мастера</translation>
    </message>
    <message>
        <source>Source: {source}</source>
        <translation>Источник: {source}</translation>
    </message>
    <message>
        <source>No ability</source>
        <translation>Без способности</translation>
    </message>
    <message>
        <source>{name} ({rank})</source>
        <translation>{name} ({rank})</translation>
    </message>
    <message>
        <source>not written (low)</source>
        <comment>stake</comment>
        <translation>не записана (малая)</translation>
    </message>
    <message>
        <source>Rounds of the game</source>
        <translation>Раунды игры</translation>
    </message>
    <message>
        <source>enemy HQ</source>
        <translation>штаб противника</translation>
    </message>
    <message>
        <source>{kind} “{title}”</source>
        <translation>{kind} «{title}»</translation>
    </message>
    <message numerus="yes">
        <source>%n (entry|entries) (edit them in the YAML file)</source>
        <translation>
            <numerusform>%n запись (правьте их в файле YAML)</numerusform>
            <numerusform>%n записи (правьте их в файле YAML)</numerusform>
            <numerusform>%n записей (правьте их в файле YAML)</numerusform>
        </translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>Подготовка</translation>
    </message>
    <message>
        <source>Deck</source>
        <translation>Колода</translation>
    </message>
    <message>
        <source>{kind} {id!r} is also the id of {other}: {file} is left out of the content (not offered nor played) until one of the two has an id of its own</source>
        <translation>{kind} {id!r} — это и идентификатор файла {other}: файл {file} не входит в содержимое (не предлагается и не играется), пока у одного из двух нет своего идентификатора</translation>
    </message>
    <message>
        <source>{kind} {id!r} is also the id of {other}: that file is left out of the content (not offered nor played) until one of the two has an id of its own</source>
        <translation>{kind} {id!r} — это и идентификатор файла {other}: тот файл не входит в содержимое (не предлагается и не играется), пока у одного из двух нет своего идентификатора</translation>
    </message>
    <message>
        <source>{entry} is painted, not dropped: click or drag on the board to paint it</source>
        <translation>{entry} рисуется, а не перетаскивается: щёлкните или проведите по полю, чтобы нарисовать</translation>
    </message>
    <message>
        <source>no {entry} left to place: all are on the board</source>
        <translation>{entry}: больше не осталось, все уже на поле</translation>
    </message>
    <message>
        <source>{entry} cannot be dragged onto the board</source>
        <translation>{entry} нельзя перетащить на поле</translation>
    </message>
    <message>
        <source>the hands stay hidden while everyone watches</source>
        <translation>руки скрыты, пока смотрят все</translation>
    </message>
    <message>
        <source>&lt;b&gt;Everyone may watch&lt;/b&gt; — what every player knows, no hand or secret role</source>
        <translation>&lt;b&gt;Смотреть могут все&lt;/b&gt; — то, что знают все игроки, без рук и тайных ролей</translation>
    </message>
    <message>
        <source>id: {id}</source>
        <translation>id: {id}</translation>
    </message>
    <message>
        <source>{name} at {hex}</source>
        <translation>{name} на {hex}</translation>
    </message>
    <message>
        <source>Order {leader} to detach</source>
        <translation>Отделить от отряда: {leader}</translation>
    </message>
    <message>
        <source>Inspire with {leader} ({cost} H&amp;F, +1 die)</source>
        <translation>Воодушевить ({cost} ЧиУ, +1 кубик): {leader}</translation>
    </message>
    <message>
        <source>Before the battle</source>
        <translation>Перед битвой</translation>
    </message>
    <message>
        <source>command phase</source>
        <translation>фаза командования</translation>
    </message>
    <message>
        <source>first execution phase</source>
        <translation>1-я фаза исполнения</translation>
    </message>
    <message>
        <source>second execution phase</source>
        <translation>2-я фаза исполнения</translation>
    </message>
    <message>
        <source>phase {number}</source>
        <translation>фаза {number}</translation>
    </message>
    <message>
        <source>Turn {turn} of {turns}, {phase}</source>
        <translation>Ход {turn} из {turns}, {phase}</translation>
    </message>
    <message>
        <source>{when}; weather {weather}</source>
        <translation>{when}; погода: {weather}</translation>
    </message>
    <message>
        <source>{when}; weather: {weather}</source>
        <translation>{when}; погода: {weather}</translation>
    </message>
    <message>
        <source>{area} is an area, not a piece (drag its corners to reshape it)</source>
        <translation>{area} — область, а не фишка (чтобы изменить её форму, тяните её углы)</translation>
    </message>
    <message>
        <source>Name (Russian)</source>
        <translation>Название (по-русски)</translation>
    </message>
    <message>
        <source>army name in Russian</source>
        <translation>название армии по-русски</translation>
    </message>
</context>
</TS>
