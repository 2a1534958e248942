<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name></name>
    <message>
        <source>Line of Sight</source>
        <translation>Линия видимости</translation>
    </message>
    <message>
        <source>Line of sight (L): click the firer&apos;s hex, then the target&apos;s hex; blocking hexes are marked.</source>
        <translation>Линия видимости (L): щёлкните гекс стреляющего, затем гекс цели; гексы, перекрывающие обзор, будут отмечены.</translation>
    </message>
    <message>
        <source>Start</source>
        <extracomment>overlay switches per document kind: (kind, overlay name) -&gt; shown</extracomment>
        <translation>Начало</translation>
    </message>
    <message>
        <source>drawing {layer}: click or drag along cell edges</source>
        <extracomment>the editing docks the user wants (as arranged on board documents); ``None`` until first shown</extracomment>
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
        <source>Name (RU)</source>
        <translation>Название (RU)</translation>
    </message>
    <message>
        <source>The tile&apos;s id: lower-case letters, digits and _, starting with the army&apos;s id</source>
        <translation>Идентификатор жетона: строчные латинские буквы, цифры и _, начиная с идентификатора армии</translation>
    </message>
    <message>
        <source>How many copies of the tile the army has (35 tiles in all)</source>
        <translation>Сколько копий этого жетона в армии (всего 35 жетонов)</translation>
    </message>
    <message>
        <source>Hit points: 1 plus one per toughness icon (an HQ&apos;s come from the game mode)</source>
        <translation>Прочность: 1 плюс по одной за каждый значок живучести (у штаба — по режиму игры)</translation>
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
        <source>Tokens stand at</source>
        <translation>Жетоны стоят в</translation>
    </message>
    <message>
        <source>Borders (derived)</source>
        <translation>Границы (вычислены)</translation>
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
        <source>a card slot is two numbers: x and y on the board</source>
        <translation>место карты — два числа: x и y на поле</translation>
    </message>
    <message>
        <source>select a region&apos;s row first</source>
        <translation>сначала выберите строку региона</translation>
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
        <source>Catalogue {catalogue} lists no printed river or ford hexes for {side} yet (editable content): paint rivers and fords as terrain.</source>
        <translation>В каталоге {catalogue} пока нет напечатанных гексов реки и бродов для стороны {side} (это редактируемые данные): нарисуйте реки и броды как местность.</translation>
    </message>
    <message>
        <source>File</source>
        <translation>Файл</translation>
    </message>
    <message>
        <source>Design, check and playtest tabletop-game content.</source>
        <extracomment>a recent file that no longer exists was clicked (its path)</extracomment>
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
        <source>Edges</source>
        <translation>Стороны</translation>
    </message>
    <message>
        <source>Edges (B): click or drag along cell edges to draw fences or rivers; over drawn ones to remove them.</source>
        <translation>Стороны (B): щёлкните или протяните вдоль сторон клеток, чтобы нарисовать изгороди или реки; по уже нарисованным — чтобы их убрать.</translation>
    </message>
    <message>
        <source>Select / Move</source>
        <extracomment>consecutive wheel notches over the same piece within this many seconds are one undo step</extracomment>
        <translation>Выбрать / переместить</translation>
    </message>
    <message>
        <source>Select and move pieces (S). Drag off the board to delete; wheel over a piece rotates it.</source>
        <translation>Выбор и перемещение фигур (S). Перетащите за край поля, чтобы удалить; колесо над фигурой поворачивает её.</translation>
    </message>
    <message>
        <source>Erase</source>
        <extracomment>the engine&apos;s answer for every cell the pressed piece may be dragged onto (one drag)</extracomment>
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
        <source>Paint</source>
        <translation>Заливка</translation>
    </message>
    <message>
        <source>Paint terrain-like layers (P): drag to paint, Shift+click to flood fill.</source>
        <translation>Заливка слоёв местности (P): протяните, чтобы закрасить; Shift+щелчок заливает область.</translation>
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
    <message>
        <source>&lt;original&gt;</source>
        <translation>&lt;исходное состояние&gt;</translation>
    </message>
    <message>
        <source>Palette</source>
        <translation>Палитра</translation>
    </message>
    <message>
        <source>Properties</source>
        <translation>Свойства</translation>
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
        <extracomment>milliseconds between two agent moves, so the humans can follow them the seat to move is an agent (or the game is waiting for a worker): the table should not offer input events of the last step the seat may read (what just happened), for playback who took the last step (with ``new_events``): another seat&apos;s step is worth playing back bring one of the table&apos;s side tabs to the front (a battle to watch)</extracomment>
        <translation>игрок {number}</translation>
    </message>
    <message>
        <source>Undo</source>
        <extracomment>a step (human or agent) was installed play actions in a worker thread (games whose actions search, such as an etude&apos;s reply)</extracomment>
        <translation>Отменить ход</translation>
    </message>
    <message>
        <source>Take back your own last action (Ctrl+Z)</source>
        <translation>Отменить своё последнее действие (Ctrl+Z)</translation>
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
        <source>The agent to move is searching; the game goes on when it has chosen</source>
        <extracomment>how far the agent to move has got with its search (shown while it thinks)</extracomment>
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
        <extracomment>the tab last shown per document, so the panel reopens where the user left it</extracomment>
        <translation>Битва</translation>
    </message>
    <message>
        <source>Armies</source>
        <translation>Армии</translation>
    </message>
    <message>
        <source>Victory</source>
        <translation>Победа</translation>
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
        <source>Opacity</source>
        <translation>Непрозрачность</translation>
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
        <source>{areas} areas, {land} land borders, {coast} coastal borders; {problems} drawing problem(s)</source>
        <translation>областей: {areas}, сухопутных границ: {land}, прибрежных границ: {coast}; ошибок рисования: {problems}</translation>
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
        <source>Dragon cards</source>
        <translation>Карты Дракона</translation>
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
        <source>Board (rule options A1, A2)</source>
        <translation>Поле (варианты правил A1, A2)</translation>
    </message>
    <message>
        <source>Long rows</source>
        <translation>Длинные ряды</translation>
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
        <source>Change {field}</source>
        <translation>Изменить: {field}</translation>
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
        <source>Add a row to {table}</source>
        <translation>Добавить строку: {table}</translation>
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
        <extracomment>milliseconds between two agent moves, so the humans can follow them the hand on screen changed: whose it is (seat from 0, -1 for none) and its tiles</extracomment>
        <translation>Прочность штаба</translation>
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
        <source>{n} solution ({nodes} positions searched in {seconds:.2f} s)</source>
        <translation>решений: {n} (просмотрено позиций: {nodes} за {seconds:.2f} с)</translation>
    </message>
    <message>
        <source>{n} solutions ({nodes} positions searched in {seconds:.2f} s)</source>
        <translation>решений: {n} (просмотрено позиций: {nodes} за {seconds:.2f} с)</translation>
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
        <source>opened the generated etude &apos;{en}&apos;</source>
        <translation>открыт созданный этюд «{en}»</translation>
    </message>
    <message>
        <source>Back to the first step</source>
        <extracomment>names and milliseconds per step of the speeds offered the index of the step now shown the last step was reached where a game&apos;s playback puts its title and other lines above the list</extracomment>
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
        <source>Difficulty (1-5)</source>
        <translation>Сложность (1–5)</translation>
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
        <source>{count} piece(s) not pasted: {reason}</source>
        <translation>не вставлено фигур: {count}: {reason}</translation>
    </message>
    <message>
        <source>Open a document of your pack first: its pack is the one saved as a new version.</source>
        <translation>Сначала откройте документ своего набора: новой версией сохраняется именно его набор.</translation>
    </message>
    <message>
        <source>Command deck</source>
        <extracomment>spin-box edits of one deck within this many seconds are one undo step</extracomment>
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
        <source>copies added (positive) or removed (negative) in this scenario</source>
        <translation>копии, добавленные (плюс) или убранные (минус) в этом сценарии</translation>
    </message>
    <message>
        <source>Your Command cards (double-click to play)</source>
        <extracomment>the coloured band of a Command card: by the sections it orders, as the printed cards actions made by clicking the board; the rest are buttons the stretch of play the decision buttons keep their places for: (turn, active side, seat)</extracomment>
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
        <source>The battle is over. Restart, or save the game to replay it.</source>
        <translation>Битва окончена. Начните заново или сохраните партию, чтобы её просмотреть.</translation>
    </message>
    <message>
        <source>{player} is thinking…</source>
        <translation>{player} думает…</translation>
    </message>
    <message>
        <source>Each side&apos;s turn is shown here step by step.</source>
        <extracomment>events that start a section of the list (the section buttons jump between them) the colour of each side&apos;s traces (bottom army red, top army yellow-gold, as their pieces)</extracomment>
        <translation>Здесь шаг за шагом показывается ход каждой стороны.</translation>
    </message>
    <message>
        <source>Play the turn step by step</source>
        <translation>Воспроизвести ход шаг за шагом</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Жетоны</translation>
    </message>
    <message>
        <source>Battle for Rokugan clan</source>
        <translation>Клан «Битвы за Рокуган»</translation>
    </message>
    <message>
        <source>Next step</source>
        <extracomment>the events of a resolution, in the order of its steps milliseconds between two steps while playing back</extracomment>
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
        <source>standard for {players} players: {tokens}</source>
        <translation>стандартно для {players} игроков: {tokens}</translation>
    </message>
    <message>
        <source>not changed: {reason}</source>
        <translation>не изменено: {reason}</translation>
    </message>
    <message>
        <source>Behind your screen (drag a token onto the board)</source>
        <extracomment>actions made on the board; the others are buttons</extracomment>
        <translation>За вашей ширмой (перетащите жетон на поле)</translation>
    </message>
    <message>
        <source>Your cards</source>
        <translation>Ваши карты</translation>
    </message>
    <message>
        <source>battle</source>
        <translation>битва</translation>
    </message>
    <message>
        <source>A person answers the GM&apos;s judgement questions, or gm-default (the documented policy)</source>
        <translation>На вопросы мастера отвечает человек или gm-default (задокументированная политика)</translation>
    </message>
    <message>
        <source>Warlords battle</source>
        <translation>Битва Warlords</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Название</translation>
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
        <source>Weather (rules/003 §2.4, §6.2)</source>
        <translation>Погода (rules/003 §2.4, §6.2)</translation>
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
        <source>cell, e.g. A33 (a position start)</source>
        <translation>клетка, например A33 (начало из позиции)</translation>
    </message>
    <message>
        <source>HQ</source>
        <translation>Ставка</translation>
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
        <source>Name (ru)</source>
        <translation>Название (ru)</translation>
    </message>
    <message>
        <source>Province</source>
        <translation>Провинция</translation>
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
        <source>none</source>
        <translation>нет</translation>
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
        <source>Game master&apos;s question</source>
        <extracomment>what each kind of action is, for the action list the order codes of rules/003 §3.3 (engine/games/warlords/README.md), in words</extracomment>
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
        <source>{player} decides: {question}</source>
        <translation>Решает {player}: {question}</translation>
    </message>
    <message>
        <source>Rule: {rule} — default: {default}</source>
        <translation>Правило: {rule} — по умолчанию: {default}</translation>
    </message>
    <message>
        <source>The whole board: click or drag to move the view</source>
        <extracomment>the longer side of the minimap, in pixels distance from the view&apos;s corner the board&apos;s picture is redrawn this long after the last change (edits come in bursts)</extracomment>
        <translation>Всё поле: щёлкните или протяните, чтобы сдвинуть вид</translation>
    </message>
    <message>
        <source>Card</source>
        <extracomment>a spin box stepped within this many seconds is one undo step</extracomment>
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
        <source>Owner</source>
        <translation>Владелец</translation>
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
        <source>Card (choose one in the gallery)</source>
        <translation>Карта (выберите её в галерее)</translation>
    </message>
    <message>
        <source>Card {number}: {name}</source>
        <translation>Карта {number}: {name}</translation>
    </message>
    <message>
        <source>Character</source>
        <translation>Персонаж</translation>
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
        <source>Character (choose one in the gallery)</source>
        <translation>Персонаж (выберите его в галерее)</translation>
    </message>
    <message>
        <source>Character {number}: {name}</source>
        <translation>Персонаж {number}: {name}</translation>
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
        <source>&lt;b&gt;role&lt;/b&gt;</source>
        <extracomment>the order role cards are listed in, as the rulebook lists them (L44-50) cards dealt by seat clockwise from the Shogun (L67-72)</extracomment>
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
        <source>{players} players: write the cards dealt as numbers, e.g. 4, 5, 5</source>
        <translation>{players} игроков: запишите число сдаваемых карт числами, например 4, 5, 5</translation>
    </message>
    <message>
        <source>Role decks</source>
        <translation>Колоды ролей</translation>
    </message>
    <message>
        <source>Add a table for {players} players (the rulebook&apos;s roles)</source>
        <translation>Добавить таблицу на {players} игроков (роли по правилам)</translation>
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
        <source>End the Play phase (E)</source>
        <translation>Закончить фазу розыгрыша (E)</translation>
    </message>
    <message>
        <source>Take the wounds instead of answering (W)</source>
        <translation>Принять раны вместо ответа (W)</translation>
    </message>
    <message>
        <source>card</source>
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
        <source>choose a {noun} to remove first</source>
        <translation>сначала выберите, что удалить</translation>
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
        <source>&lt;b&gt;{name_en}&lt;/b&gt;: {total} tiles{mark} ({parts})</source>
        <translation>&lt;b&gt;{name_en}&lt;/b&gt;: жетонов: {total}{mark} ({parts})</translation>
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
        <source>{phase} — HQ hit points {hp} — step {value} of {count}</source>
        <translation>{phase} — прочность штаба {hp} — шаг {value} из {count}</translation>
    </message>
    <message>
        <source>Tiles of the other army already on the board are flagged in the Issues panel</source>
        <translation>Жетоны другой армии, уже лежащие на поле, отмечаются на панели «Замечания»</translation>
    </message>
    <message>
        <source>Goal</source>
        <extracomment>a hint finished in the worker</extracomment>
        <translation>Цель</translation>
    </message>
    <message>
        <source>Your choice</source>
        <translation>Ваш выбор</translation>
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
        <source>Confirm</source>
        <translation>Подтвердить</translation>
    </message>
    <message>
        <source>Turn it with the wheel or R / Shift+R, then confirm: {action}.</source>
        <translation>Поверните жетон колесом или R / Shift+R, затем подтвердите: {action}.</translation>
    </message>
    <message>
        <source>Confirm to {action}.</source>
        <translation>Подтвердите: {action}.</translation>
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
        <source>cannot add it here: {reason}</source>
        <translation>сюда добавить нельзя: {reason}</translation>
    </message>
    <message>
        <source>cannot add {label}: {reason}</source>
        <translation>нельзя добавить {label}: {reason}</translation>
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
        <source>How much the effect gives (or takes)</source>
        <extracomment>what each effect does, in a designer&apos;s words (the engine&apos;s names are the data)</extracomment>
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
        <source>none: the tile gives nothing to its neighbours</source>
        <translation>нет: жетон ничего не даёт соседям</translation>
    </message>
    <message>
        <source>Add a module effect the engine implements</source>
        <translation>Добавить эффект модуля из реализованных в движке</translation>
    </message>
    <message>
        <source>Click a side to put the chosen mark on it (click again to take it off); right-click clears the side; the wheel over a side changes the strength of its attack</source>
        <extracomment>the part of the hex (from the centre, in corner radii) that is no side: clicks there do nothing</extracomment>
        <translation>Щёлкните сторону, чтобы поставить на неё выбранный знак (повторный щелчок снимает его); правый щелчок очищает сторону; колесо над стороной меняет силу её атаки</translation>
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
        <source>Player {value}: {value2} ({value3})</source>
        <translation>Игрок {value}: {value2} ({value3})</translation>
    </message>
    <message>
        <source>HQ {value}{out} · stack {value2}</source>
        <translation>Штаб {value}{out} · стопка {value2}</translation>
    </message>
    <message>
        <source>Hand of {player}</source>
        <translation>Рука игрока {player}</translation>
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
        <source>etude</source>
        <extracomment>a tile&apos;s printed values (attacks, initiative, its name) read from about 80 px</extracomment>
        <translation>этюд</translation>
    </message>
    <message>
        <source>Neuroshima etude</source>
        <translation>Этюд «Нейрошимы»</translation>
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
        <source>New Battle for Rokugan game…</source>
        <translation>Новая партия «Битвы за Рокуган»…</translation>
    </message>
    <message>
        <source>Play a bundled scenario</source>
        <translation>Сыграть встроенный сценарий</translation>
    </message>
    <message>
        <source>Battle for Rokugan map</source>
        <translation>Карта «Битвы за Рокуган»</translation>
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
        <source>scenario</source>
        <extracomment>the values printed on the bonus tokens of the box (reference tokens.yaml)</extracomment>
        <translation>сценарий</translation>
    </message>
    <message>
        <source>Battle for Rokugan scenario</source>
        <translation>Сценарий «Битвы за Рокуган»</translation>
    </message>
    <message>
        <source>Province names</source>
        <translation>Названия провинций</translation>
    </message>
    <message>
        <source>Samurai Battles scenario</source>
        <extracomment>the scenario of the palette being drawn (palette entries are painted without their document)</extracomment>
        <translation>Сценарий «Битвы самураев»</translation>
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
        <source>New Samurai Sword game...</source>
        <translation>Новая партия «Меча самурая»...</translation>
    </message>
    <message>
        <source>Play Samurai Sword: 3-7 players, hot seat or against the agents</source>
        <translation>Играть в «Меч самурая»: 3–7 игроков, за одним экраном или против агентов</translation>
    </message>
    <message>
        <source>Samurai Sword deck</source>
        <extracomment>which field of a game&apos;s setup names a document of each kind</extracomment>
        <translation>Колода «Меча самурая»</translation>
    </message>
    <message>
        <source>Samurai Sword characters</source>
        <translation>Персонажи «Меча самурая»</translation>
    </message>
    <message>
        <source>Samurai Sword setup</source>
        <translation>Расклад «Меча самурая»</translation>
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
        <source>&lt;b&gt;Balance lab&lt;/b&gt; — {title}</source>
        <extracomment>the agents a new lab proposes: the search against itself, so the seats are what differs the results compared with: the last run before this one, or the results saved beside the document</extracomment>
        <translation>&lt;b&gt;Лаборатория баланса&lt;/b&gt; — {title}</translation>
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
        <source>{title}: game {value}</source>
        <translation>{title}: партия {value}</translation>
    </message>
    <message>
        <source>saved to {name}</source>
        <translation>сохранено в {name}</translation>
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
        <source>Whose view of the table is shown (what that seat could see)</source>
        <translation>Чей взгляд на стол показан (что могло видеть это место)</translation>
    </message>
    <message>
        <source>The step shown: 0 is the start, the last is the end of the game</source>
        <translation>Показанный шаг: 0 — начало, последний — конец партии</translation>
    </message>
    <message>
        <source>step {step} of {count}: {last}</source>
        <translation>шаг {step} из {count}: {last}</translation>
    </message>
    <message>
        <source>Cannot play this {what} yet</source>
        <extracomment>the note above a document&apos;s YAML text: the text is a view, the form is where it is edited</extracomment>
        <translation>Пока нельзя играть: {what}</translation>
    </message>
    <message>
        <source>Fix these problems first (see the Issues panel):</source>
        <translation>Сначала исправьте эти ошибки (см. панель «Замечания»):</translation>
    </message>
</context>
</TS>
