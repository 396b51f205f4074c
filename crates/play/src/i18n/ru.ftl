### Russian. The notes for translators, and the parts the program's keys come from, are in
### en.ftl.

## The game's own texts: its bar, windows, panels and notices.

AppTitle = Эпаминондас
ThisLanguage = Русский
NewGame = Новая игра
Undo = Отменить ход
TakeBack = Вернуть ход
TakeBackTooltip = Попросить друга разрешить вернуть ваш последний ход
Sound = Звук
Volume = Громкость
Language = Язык
View = Вид
ViewTilted = Наклонный
ViewFlat = Сверху
Graphics = Графика
Help = Справка
GraphicsBest = Лучшая
GraphicsFast = Быстрая
Rules = Правила
History = История и источники
Controls = Управление
About = О программе
AboutVersion = Эпаминондас { $version }, по игре Роберта Эбботта 1975 года.
AboutLicences = Игра — свободная программа под лицензией MIT или Apache 2.0. Ниже — лицензии игры, её шрифтов и звуков и всех собранных в неё библиотек:
AboutLicencesLoading = Загружается список лицензий…
AboutLicencesNotInThisBuild = Эта сборка страницы сделана без списка лицензий. В выпущенной странице он есть: файл LICENCES.txt рядом со страницей.
AboutLicencesFailed = Не удалось загрузить список лицензий ({ $why }). Это файл LICENCES.txt рядом с этой страницей.
Moves = Ходы
Close = Закрыть
Menu = Меню
Settings = Настройки
Assist = Помощь новичку
AssistHint = Отмечает ваши камни, которые соперник может взять следующим ходом, и камни соперника, которые можете взять вы.
GraphicsHint = «Быстрая» рисует облегчённую сцену — для медленных компьютеров.
UiScale = Размер панелей и текста
ReduceMotion = Меньше движения
ReduceMotionHint = Быстрее ходы; камни не трясутся и не прыгают, ничего не летит.
HighContrast = Контрастная доска
HighContrastHint = Гладкие поля ярких цветов вместо дерева — для слабого зрения.
SetupTitle = Новая игра
Opponent = Соперник
OpponentComputer = Компьютер
OpponentHuman = Второй игрок за этим устройством
Level = Уровень
LevelBeginner = Новичок
LevelNovice = Ученик
LevelIntermediate = Любитель
LevelAdvanced = Опытный
LevelExpert = Эксперт
LevelMaster = Мастер
YourSide = Ваш цвет
White = Белые
Black = Чёрные
RandomSide = Случайно
RepetitionDraw = Ничья, если позиция повторилась в третий раз
Start = Начать
Cancel = Отмена
SetupHint = Выбор вступит в силу, когда вы нажмёте «Начать».
AboutBeginner = Видит только свой следующий ход и часто выбирает не лучший.
AboutNovice = Учитывает ваш ответ, но порой ошибается.
AboutIntermediate = Смотрит чуть дальше и наказывает за незащищённые камни.
AboutAdvanced = Считает на несколько ходов вглубь — уверенный игрок.
AboutExpert = Считает глубоко и редко ошибается — победить трудно.
AboutMaster = Полная сила: думает около трёх секунд над ходом.
LevelResults = побед: { $wins }, поражений: { $losses }
ConfirmNewGame = Прервать текущую партию и начать новую?
StartNewGame = Начать новую
ConfirmLoad = Загрузить эту запись вместо текущей партии?
WhiteToMove = Белые ходят
BlackToMove = Чёрные ходят
MoveNumber = Ход { $n }
FarRow = На дальней линии: белые { $white } · чёрные { $black }
WhiteMustAnswer = Чёрные прорвались: белые должны ответить этим ходом.
BlackMustAnswer = Белые прорвались: чёрные должны ответить этим ходом.
WhiteMustAnswerHeading = Чёрные прорвались: белые должны ответить сейчас
BlackMustAnswerHeading = Белые прорвались: чёрные должны ответить сейчас
YouMustAnswerHeading = Прорыв: ответьте на него этим ходом
Thinking = Компьютер думает…
YourMove = Ваш ход
PlayersYouWhite = Вы — белые · компьютер: { $level }
PlayersYouBlack = Вы — чёрные · компьютер: { $level }
PlayersFriendBlack = Вы — белые · друг: чёрные
PlayersFriendWhite = Вы — чёрные · друг: белые
FriendsMove = Ход друга
PlayersTwo = Два игрока за этим устройством: белые и чёрные
StoneCount = Камни: белые { $white } : { $black } чёрные
GoalLine1 = Создайте перевес на дальней линии.
GoalLine2 = Удержите его до своего следующего хода.
WhiteWins = Победа белых
BlackWins = Победа чёрных
Draw = Ничья
YouWon = Вы победили!
YouLost = Вы проиграли
SummaryMoves = Ходов: { $n }
SummaryCapturesYou = Взято камней: вами { $you }, компьютером { $computer }
SummaryCapturesTwo = Взято камней: белыми { $white }, чёрными { $black }
NextLevel = Дальше — уровень «{ $level }»
TopLevelBeaten = Вы обыграли самый сильный уровень.
PlayAgain = Сыграть ещё раз
ReasonBreakthrough = { $winner } прорвались на дальний ряд и удержали его целый ход.
ReasonEliminated = { $winner } взяли все камни соперника.
ReasonNoMovesBreakthrough = { $mover } не могли ответить на прорыв ни одним ходом.
ReasonNoMoves = { $mover } не могли сделать ни одного хода, а на дальних рядах никто не вёл — ничья.
ReasonRepetition = Одна и та же позиция возникла в третий раз — ничья.
Rematch = Реванш
WelcomeTitle = Добро пожаловать
WelcomeText = Игра линий из камней, которые продвигаются и берут более короткие линии. Играете впервые? { $n } коротких уроков на доске научат игре на деле.
LearnToPlay = Научиться играть
LearnToPlayHint = В каждом уроке одно задание, а потом первая лёгкая партия.
Play = Играть
PlayHint = Выберите соперника, уровень компьютера и свой цвет.
Learn = Обучение
Hint = Подсказка
HintTooltip = Компьютер предложит ход — сыграйте его или нет.
ReviewTooltip = Показать партию после этого хода
Reviewing = Просмотр: ход { $n } из { $total }
ReviewingStart = Просмотр: начало партии
ReviewWhitePlayed = После хода белых { $move }
ReviewBlackPlayed = После хода чёрных { $move }
ReviewStartPosition = До первого хода
StepToStart = В начало
StepBack = Ход назад
StepForward = Ход вперёд
StepToEnd = К текущей позиции
HintSearching = Ищу хороший ход…
BackToGame = Вернуться к партии
ContinueHere = Продолжить отсюда
ContinueConfirm = Удалить следующие ходы?
ContinueYes = Удалить
Tutorial = Обучение
LessonProgress = Урок { $n } из { $total }
LessonsDone = Пройдено уроков: { $n } из { $total }
LessonTask = Задание
ShowMe = Показать
RestartLesson = Заново
SkipLesson = Пропустить
NextLesson = Следующий урок
LeaveTutorial = Выйти из обучения
LessonShowing = Смотрите: ответ разыгрывается на доске.
LessonShown = Это был ответ: { $move }. Нажмите «Заново», чтобы сделать ход самому.
LessonTakenBack = Ход сейчас вернётся назад — попробуйте ещё раз.
LessonDoneMark = { $title } (пройден)
TutorialFinished = Это был последний урок — правила вы знаете. Сыграйте первую партию с компьютером на самом лёгком уровне: { $level }.
FirstGame = Сыграть первую партию
Puzzles = Задачи
PuzzlesHint = Позиции из настоящих партий, где выигрывает только один ход: найдите его.
PuzzleRating = Рейтинг в задачах: { $rating }
PuzzleModeRated = С рейтингом
PuzzleModeStreak = Серия
PuzzleModeDaily = Задача дня
PuzzleTheme = Тема
PuzzleThemeAll = Все темы
PuzzleThemeBreakthrough = Прорыв
PuzzleThemeStopBreakthrough = Остановить прорыв
PuzzleThemePhalanxCapture = Взятие фалангой
PuzzleThemeCaptureTheCapturer = Взять нападающего
PuzzleThemeSacrifice = Жертва
PuzzleThemeAntiCopycat = Правило против повторения
PuzzleThemeQuietMove = Тихий ход
PuzzleHeading = Задача с рейтингом { $rating }
PuzzleTask = Ход { $side ->
        [white] белых
       *[black] чёрных
    }: найдите лучший ход.
PuzzleGoOn = Верно. Теперь следующий ход (найдено { $n } из { $total }).
PuzzleReplying = Верно. Смотрите ответ…
PuzzleSolved = Решено!
PuzzleSolvedLate = Решено, но не с первой попытки.
PuzzleWrongThinking = Не этот ход. Ищу ответ, который покажет почему…
PuzzleWrong = Не этот ход. Ответ показывает почему: { $answer }
PuzzleWrongPlain = Не этот ход: был ход лучше.
PuzzleShowing = Смотрите: решение разыгрывается на доске.
PuzzleSolutionLine = Решение: { $line }
PuzzleRatingChange = Ваш рейтинг: { $rating } ({ $sign }{ $points })
PuzzleUnrated = Без рейтинга.
PuzzleStreak = Серия: { $n }
PuzzleBestStreak = Лучшая серия: { $n }
PuzzleStreakOver = Серия закончилась на { $n }.
PuzzleDailyTried = Задача дня: { $result ->
        [solved] решена
       *[failed] не решена
    }
PuzzleThemes = Темы: { $themes }
PuzzleNext = Следующая задача
PuzzleRetry = Ещё раз
PuzzleShowSolution = Показать решение
PuzzlePlayOn = Играть с этой позиции
PuzzleLeave = Выйти из задач
PuzzleRecent = Последние задачи
PuzzleRecentTry = { $rating }: { $result ->
        [solved] решена
       *[failed] не решена
    }
PuzzleNone = Нет доступных задач.
RecordsTitle = Запись партии
RecordsButton = Запись
RecordExport = Сохранить
RecordImport = Загрузить
CopyRecord = Копировать запись
SaveRecord = Сохранить в файл…
OpenRecord = Открыть файл…
SaveRecordTitle = Сохранить запись партии
OpenRecordTitle = Открыть запись партии
RecordFiles = Записи партий
AllFiles = Все файлы
CopyLink = Копировать ссылку на партию
LoadRecord = Загрузить
RecordPasteHint = Вставьте запись (подойдут и просто пронумерованные ходы) или перетащите файл записи в окно и нажмите «Загрузить» (или Ctrl+Enter). Если запись не читается, текущая партия останется.
RecordCopied = Запись скопирована в буфер обмена.
LinkCopied = Ссылка на партию скопирована в буфер обмена.
RecordSaved = Запись сохранена в { $path }
RecordSaveFailed = Не удалось сохранить запись в { $path }: { $error }
RecordSavedWithoutDialog = В этой системе нельзя открыть окно выбора файла, поэтому запись сохранена в { $path }
RecordDownloaded = Запись передана браузеру, он сохранит её как { $path }.
RecordOpenWithoutDialog = В этой системе нельзя открыть окно выбора файла: перетащите файл записи в окно или вставьте её текст ниже.
RecordFileTooLarge = { $path } слишком велик для записи партии.
RecordLoaded = Запись загружена, ходов: { $n }.
RecordRefused = Эту запись загрузить нельзя, партия продолжается.
RecordFileUnreadable = Не удаётся прочитать { $path }: { $error }
NoMovesYet = Ходов пока не было.
NoticeSaveCorrupt = Сохранённую партию не удалось прочитать, поэтому начата новая. Старые данные сохранены в резервной копии.
NoticeSaveNewer = Сохранённая партия записана более новой версией «Эпаминондаса», поэтому начата новая. Прежняя партия сохранена в резервной копии.
NoticeSaveNotKept = Сохранённую партию не удалось прочитать, поэтому начата новая. Сохранить её резервную копию тоже не удалось, и следующее сохранение её заменит.
NoticeSettingsNotKept = Сохранённые настройки не удалось прочитать, действуют настройки по умолчанию. Сохранить их резервную копию тоже не удалось.
NoticeSettingsReset = Сохранённые настройки не удалось прочитать, действуют настройки по умолчанию. Старые данные сохранены в резервной копии.
NoticeStorageUnavailable = Партии здесь сохранять негде. Эта партия не запомнится.
NoticeStoreInUse = «Эпаминонд» уже открыт в другом окне, и сохранения ведёт оно. Партия этого окна не запомнится.
NoticeStoreDamaged = Файл сохранений повреждён, поэтому начат новый: новая партия, настройки по умолчанию. Повреждённый файл оставлен рядом.
Ok = Понятно
GraphicsFastChosen = Видеокарта не используется: графика «Быстрая»
GamepadConnected = Геймпад подключён
GamepadDisconnected = Геймпад отключён
EngineWorkerUnavailable = Движок компьютера не запустился: здесь он играет слабее
FocusBoard = Клавиши управляют доской · Tab — к панелям
FocusPanels = Клавиши управляют панелями · Tab — следующая кнопка · Esc — к доске
RulesBoardTitle = Доска и расстановка
RulesBoardText = Доска — 14 вертикалей (a–n) на 12 горизонталей (1–12). У каждого игрока 28 камней: белые стоят на 1-й и 2-й горизонталях, чёрные — на 11-й и 12-й. Ближняя к игроку горизонталь — его домашняя линия, домашняя линия соперника — его дальняя линия. Первыми ходят белые, дальше игроки ходят по очереди. Пропускать ход нельзя.
RulesLinesTitle = Фаланги
RulesLinesText = Фаланга — это два или больше ваших камня, стоящих вплотную друг за другом по горизонтали, вертикали или диагонали. Один камень может входить сразу в несколько фаланг разных направлений.
RulesMovesTitle = Ходы
RulesMovesText = За ход можно либо передвинуть один камень на соседнее пустое поле в любом из восьми направлений, либо сдвинуть фалангу вдоль её линии вперёд или назад. Фаланга из n камней проходит от 1 до n полей, все её камни вместе. Можно двигать и только переднюю часть фаланги — тогда в счёт идут лишь те камни, что двигаются. Перепрыгивать через камни, свои или чужие, нельзя.
RulesCapturesTitle = Взятие
RulesCapturesText = Если передний камень фаланги доходит до поля, где стоит камень соперника, он его бьёт. Посчитайте камни соперника, стоящие подряд от этого поля дальше по направлению хода: взятие разрешено, только если в движущейся фаланге камней больше. Все эти камни снимаются с доски. Одиночный камень не бьёт, и бить не обязательно.
RulesCopycatTitle = Правило против зеркальной игры
RulesCopycatText = Ход на дальнюю линию запрещён, если после него позиция не меняется, когда доску поворачивают на 180° и меняют цвета камней. Поэтому на прорыв нельзя ответить, просто повторяя ходы соперника зеркально.
RulesEndTitle = Конец партии
RulesEndText = Итог проверяется в начале каждого хода. Вы выигрываете, если на вашей дальней линии ваших камней больше, чем камней соперника на вашей домашней. Значит, после прорыва у соперника есть один ход: взять прорвавшиеся камни или прорваться в ответ. Вы выигрываете и тогда, когда у соперника не осталось камней.
RulesNoMoveTitle = Если ходов нет
RulesNoMoveText = Если у игрока, чья очередь ходить, нет ни одного допустимого хода, он проигрывает, когда у соперника на его домашней линии больше камней, чем у него самого на дальней; иначе партия заканчивается вничью.
RulesOptionalTitle = Дополнительное правило
RulesOptionalText = Включается перед партией: если позиция повторилась в третий раз и ход за той же стороной, объявляется ничья.
RulesNotationTitle = Запись ходов
PicturePhalanx = Две фаланги по три камня: одна вдоль горизонтали, другая по диагонали. Одиночный камень — не фаланга.
PictureFrontPart = Ходит только передняя часть: два передних камня линии из четырёх проходят до двух полей, два задних остаются на месте.
PictureCount = Три против двух: камни соперника считают от поля, куда приходит передний камень, дальше по направлению хода. Три больше двух, поэтому взяты оба.
HelpWhereToChoose = Свой цвет, соперника и уровень компьютера выбирают кнопкой «Новая игра» на панели сверху (на маленьком экране — в меню).
RulesNotationText = Ход записывают так: поле заднего камня, затем «-» для тихого хода или «x» для взятия, затем поле, на которое встал передний камень: a2-a3, a1-a4, c2xc7.
HistoryCrossings = Роберт Эбботт (1933–2018) впервые описал эту игру под названием Crossings, на доске 8×8, в книге Сида Саксона «A Gamut of Games» (1969).
HistoryEpaminondas = Позже он увеличил доску до 14×12 — длинных диагоналей стало больше, а борьба на них интереснее — и немного изменил правила в пользу нападающего. В 1975 году игра вышла под названием «Эпаминондас»: сначала британское издание фирмы Philmar, через год — собственное американское издание Эбботта.
HistoryName = Игра названа в честь фиванского полководца Эпаминонда, чья глубокая фаланга разбила спартанцев при Левктрах в 371 году до н. э.; в игре фалангой называют линию камней. Позже Эбботт признавался, что лучше бы оставил прежнее название — Crossings.
HistoryClarity = Главным достоинством игры Эбботт считал её ясность: по величине и направлению фаланг сразу видно, где какие силы.
HistorySourcesTitle = Источники
HistorySources =
    Роберт Эбботт, «Under the Strategy Tree», журнал Games & Puzzles, май 1975.
    Сид Саксон, «A Gamut of Games», 1969.
    Страница Роберта Эбботта об «Эпаминондасе», logicmazes.com.
    Керри Хэндском, «Epaminondas», журнал Abstract Games, № 3, 2000.
ControlsMouseTitle = Мышь и касание
ControlsMouseText = Нажмите на свой камень — он выделится. Нажмите на другой свой камень на одной прямой с первым — выделится линия от первого камня через второй до конца ряда. Точки отмечают тихие ходы, кольца — взятия: нажмите на отметку, и ход сделан. Нажатие в любом другом месте снимает выделение.
ControlsKeyboardTitle = Клавиатура
ControlsKeyboardText =
    Стрелки или W A S D двигают курсор; Enter — то же, что нажатие на поле под курсором; Esc снимает выделение. Z отменяет ход, Shift+Z или Y возвращает его; H просит подсказку; V поворачивает доску: наклонно или сверху.
    Shift+← и Shift+→ листают партию назад и вперёд; во время просмотра то же делают ← и →, Home ведёт к началу, а End или Esc — обратно к игре.
    Tab переводит фокус с доски на панели; там Tab переходит к следующей кнопке, Enter или пробел нажимает её, а Esc возвращает к доске. Когда фокус на графике анализа, ← и → листают его позиции. Ctrl+Enter в поле ввода записи загружает её. Page Up и Page Down прокручивают эту справку. Пробел на доске ничего не делает.
ControlsGamepadTitle = Геймпад
ControlsGamepadText = Крестовина или левый стик двигают курсор; A (крестик) — то же, что нажатие; B (кружок) снимает выделение; X (квадрат) отменяет ход; Y (треугольник) просит подсказку; левая и правая плечевые кнопки (L1, R1) листают партию назад и вперёд. Start открывает меню. В окне или меню крестовина переходит между кнопками, A нажимает, B закрывает, а правый стик прокручивает эту справку.
Redo = Вернуть
HintOnline = В партии с другом подсказок нет.
OpponentOnline = Друг на другом устройстве…
AnalyseGame = Разбор партии
AnalyseQuick = Быстрый
AnalyseDeep = Глубокий
AnalyseQuickTooltip = Движок коротко оценит каждый ход: около минуты.
AnalyseDeepTooltip = Движок глубоко оценит каждый ход: несколько минут.
Analysing = Разбор: { $done } из { $total } ходов
CancelAnalysis = Остановить
AnalysisFailed = Разбор прервался: { $why }
AnalysisWhyStoppedEarly = движок закончил, не оценив всех ходов.
AnalysisWhyEngineFailed = сбой движка ({ $detail }).
AnalysisTitle = Разбор
GraphTooltip = Выше линии — перевес белых, ниже — чёрных. Щёлкните, чтобы посмотреть позицию.
GraphPoint = { $moment }: { $outlook }
GraphStart = Начало
MarkOnly = единственный ход
MarkBest = лучший ход
MarkGood = хороший ход
MarkInaccuracy = неточность
MarkMistake = ошибка
MarkBlunder = грубая ошибка
OutlookEqual = равная игра
OutlookBetterWhite = у белых лучше
OutlookBetterBlack = у чёрных лучше
OutlookWinningWhite = белые выигрывают
OutlookWinningBlack = чёрные выигрывают
OutlookWinsInWhite = белые прорываются за { $n } { $n ->
        [one] ход
        [few] хода
       *[many] ходов
    }
OutlookWinsInBlack = чёрные прорываются за { $n } { $n ->
        [one] ход
        [few] хода
       *[many] ходов
    }
OutlookWonWhite = белые победили
OutlookWonBlack = чёрные победили
AnalysisHere = Сыграно { $move }: { $mark }.
AnalysisBetter = Лучше: { $move } ({ $outlook }).
AnalysisLine = Вариант: { $line }
AnalysisNotYet = Этот ход ещё не оценён.
AnalysisNow = Движок: { $outlook }
VerdictAccuracy = Точность
VerdictBlunders = Грубые ошибки
VerdictMistakes = Ошибки
VerdictInaccuracies = Неточности
VerdictTurn = Перелом в партии: { $move }.
VerdictCostliest = Самый дорогой ход: { $move }.
VerdictClean = Движок не нашёл ошибок.
AccessBoard = Доска
MoveBoxTitle = Ввод хода
MoveBoxHint = Два поля через - или x, например e2-e4 или d2xd6, затем Enter.
MoveBoxPlay = Сыграть
MoveBoxKeys = T: это окно · R: прочитать позицию · стрелки: курсор на доске
MoveBoxReviewing = Чтобы сделать ход, выйдите из просмотра (Escape).
MoveBoxWait = Дождитесь своего хода.
HelpAnalysisTitle = Разбор партии
HelpAnalysisText = После партии (или при просмотре, или с загруженной записью) кнопка «Разбор» просит движок оценить каждый ход — быстро или глубоко. График показывает перевес белых выше средней линии и чёрных — ниже; щелчок по нему открывает позицию. Ходы помечены: ! единственный ход, который держит или выигрывает (любой другой теряет полтора камня и больше), ?! неточность (теряет около половины камня), ? ошибка (камень), ?? грубая ошибка (три камня и больше); лучшие и хорошие ходы не помечаются. При просмотре панель объясняет, что было не так с показанным ходом, а лучший ход той же стороны нарисован на доске зелёной стрелкой с подписью, что он делает.
Sentences = { $first } { $second }
Percent = { $n } %
Labelled = { $label }: { $value }
Joined = { $first } · { $second }

## The texts of src/learn.

## Announcements: the game in words, for the status line and a screen reader.

AnnounceCapture = { $side ->
        [white] Белые
       *[black] Чёрные
    } взяли { $n } { $n ->
        [one] камень
        [few] камня
       *[many] камней
    } · { $white } : { $black }
AnnounceMover = { $who ->
        [you] Вы
        [computer] Компьютер
        [opponent] Соперник
        [white] Белые
       *[black] Чёрные
    }
AnnounceMove = { $who }: { $move }.
AnnounceMoveCapture = { $who }: { $move }, взято камней: { $n }.
AnnounceOtherSingle = { $who }: { $move }, одиночный камень{ $captured ->
        [0] {""}
       *[other] , взято камней: { $captured }
    }.
AnnounceOtherLine = { $who }: { $move }, линия из { $n } { $n ->
        [one] камня
       *[other] камней
    } на { $d } { $d ->
        [one] поле
        [few] поля
       *[many] полей
    }{ $captured ->
        [0] {""}
       *[other] , взято камней: { $captured }
    }.
AnnounceBreakthrough = Прорыв { $side ->
        [white] белых: чёрные
       *[black] чёрных: белые
    } должны ответить.
AnnounceHintSingle = Подсказка: { $move }, одиночный камень{ $captured ->
        [0] {""}
       *[other] , взято камней: { $captured }
    }.
AnnounceHintLine = Подсказка: { $move }, линия из { $n } { $n ->
        [one] камня
       *[other] камней
    } на { $d } { $d ->
        [one] поле
        [few] поля
       *[many] полей
    }{ $captured ->
        [0] {""}
       *[other] , взято камней: { $captured }
    }.
AnnounceEnd = { $result ->
        [won] { YouWon }
        [lost] { YouLost }.
        [white] { WhiteWins }.
        [black] { BlackWins }.
       *[draw] { Draw }.
    } { $reason }
AnnounceToMove = Ход { $side ->
        [white] белых
       *[black] чёрных
    }.
AnnounceCounts = Камни: белые { $white }, чёрные { $black }. На дальней линии: белые { $white_far }, чёрные { $black_far }.
AnnounceMustAnswer = { $side ->
        [white] Белые
       *[black] Чёрные
    } должны ответить на прорыв.
AnnounceSquareEmpty = { $square }, пусто.
AnnounceSquareStone = { $square }, { $side ->
        [white] белый
       *[black] чёрный
    } камень.
AnnounceSquareMoves = { $square }, { $side ->
        [white] белый
       *[black] чёрный
    } камень{ $line ->
        [1] {""}
       *[other] , во главе линии из { $line } { $line ->
            [one] камня
           *[other] камней
        }
    }; ходит на { $landings }.
AnnounceSquareStuck = { $square }, { $side ->
        [white] белый
       *[black] чёрный
    } камень; ходов нет.
AnnounceLanding = { $square }
AnnounceLandingCapture = { $square } со взятием { $n } { $n ->
        [one] камня
       *[other] камней
    }
AnnounceListNext = { $list }, { $item }

## Refusals: why a click or a typed move makes no move.

RefusalGameOverWon = Партия окончена: победили { $side ->
        [white] белые
       *[black] чёрные
    }.
RefusalGameOverDraw = Партия окончена вничью.
RefusalOpponentStone = Это камень { $side ->
        [white] белых, а ходят чёрные
       *[black] чёрных, а ходят белые
    }.
RefusalComputerThinking = Компьютер думает: ваш ход — после его хода.
RefusalNothingSelected = Сначала выберите один из своих камней.
RefusalNoStone = На { $square } нет вашего камня.
RefusalSameSquare = Ход должен покинуть своё поле: оба конца — { $square }.
RefusalNotOnALine = { $tail } и { $landing } не на одной линии: линия ходит по горизонтали, вертикали или диагонали.
RefusalSingleStep = Одиночный камень ходит только на одно поле.
RefusalSelectLine = Чтобы сдвинуть линию из { $n } { $n ->
        [one] камня
       *[other] камней
    }, сначала выделите её: нажмите ещё на один её камень.
RefusalTooFar = В этой линии { $n } { $n ->
        [one] камень
        [few] камня
       *[many] камней
    }, поэтому она проходит не больше { $n } { $n ->
        [one] поля
       *[other] полей
    }.
RefusalBlocked = На пути, на { $square }, стоит камень { $side ->
        [white] белых
       *[black] чёрных
    }: линия не перепрыгивает через камни.
RefusalOwnStone = Линия не может встать на свой же камень на { $square }.
RefusalSingleStoneCapture = Одиночный камень не бьёт: бить может только линия из 2 и больше камней.
RefusalCaptureEqual = { $n } против { $n }: равную линию взять нельзя. Для взятия нужно больше камней, чем в линии соперника.
RefusalCaptureNeedsLonger = Линия из { $n } { $n ->
        [one] камня
       *[other] камней
    } не может взять { $enemy } { $enemy ->
        [one] камень
        [few] камня
       *[many] камней
    }: в ней должно быть больше камней, чем в линии соперника.
RefusalNotAlongLine = Линия ходит только вдоль себя: выберите поле прямо за камнем { $square }.
RefusalBackwards = Эта линия движется в сторону { $front }. Чтобы сдвинуть её в другую сторону, снимите выделение и нажмите сначала на { $front }, затем на { $tail }.
RefusalAntiCopycat = Правило против зеркальной игры запрещает ход на { $square }: доска выглядела бы так же, если повернуть её на 180° и поменять цвета.
RefusalNothingToCapture = На { $landing } нечего брать: пишите { $tail }-{ $landing }.
RefusalCaptureNotMarked = На { $landing } стоит камень соперника: взятие пишется { $tail }x{ $landing }.
RefusalTypeAMove = Введите ход как два поля через - или x, например e2-e4 или d2xd6.

## The tutorial's lessons.

LessonSingleStepTitle = Один камень — один шаг
LessonSingleStepIntro = Одиночный камень ходит на одно соседнее пустое поле в любом из восьми направлений.
LessonSingleStepTask = Нажмите на свой камень на e4, затем на одно из отмеченных полей рядом с ним.
LessonSingleStepHint = Передвиньте камень с e4 на одно поле.
LessonSingleStepDone = Верно. Одиночный камень всегда ходит ровно на одно поле.

LessonWholeLineTitle = Линия ходит целиком
LessonWholeLineIntro = Камни, стоящие вплотную по прямой, образуют линию — фалангу. Линия из n камней ходит вдоль себя на 1–n полей, все камни вместе.
LessonWholeLineTask = Нажмите на d2, затем на d4, чтобы выделить линию из трёх камней, и продвиньте её на три поля вперёд, на d5–d7.
LessonWholeLineHint = Продвиньте все три камня на три поля вперёд.
LessonWholeLineDone = Верно: три камня — три поля. Линия проходит столько полей, сколько в ней камней.

LessonFrontPartTitle = Только передняя часть
LessonFrontPartIntro = Можно сдвинуть и только переднюю часть линии — тогда в счёт идут лишь камни, которые двигаются. Диагональная линия ходит по диагонали.
LessonFrontPartTask = Нажмите на d3, затем на e4, чтобы выделить два передних камня, и сдвиньте их на два поля, на f5–g6.
LessonFrontPartHint = Сдвиньте только два передних камня, d3 и e4, на два поля.
LessonFrontPartDone = Верно. Двигались два камня, поэтому два поля — их предел.

LessonNoJumpingTitle = Прыгать нельзя
LessonNoJumpingIntro = Линия не проходит сквозь камни, свои или чужие, и не встаёт на свой камень.
LessonNoJumpingTask = На пути стоит ваш камень d6. Продвиньте линию d2–d4 вперёд настолько, насколько она может пройти.
LessonNoJumpingHint = Продвиньте всю линию d2–d4 вплотную к камню на d6.
LessonNoJumpingDone = Верно. Линия могла бы пройти три поля, но камень на d6 остановил её через одно.

LessonCaptureTitle = Взятие более короткой линии
LessonCaptureIntro = Если передний камень движущейся линии доходит до камня соперника, он бьёт, когда камней соперника подряд от этого поля меньше, чем движущихся камней. Бить можно на любом расстоянии, которое линия может пройти.
LessonCaptureTask = Возьмите два чёрных камня на b6 и b7 своей линией из трёх камней.
LessonCaptureHint = Выделите всю линию b2–b4 и сдвиньте её на b6.
LessonCaptureDone = Верно: три камня взяли два, за два поля. Все взятые камни уходят с доски.

LessonEqualLineTitle = Равная линия в безопасности
LessonEqualLineIntro = Для взятия нужно больше камней, чем в линии соперника, поэтому три не берут три. Чёрная линия из трёх камней на b9–b11 угрожает вашей паре на b5–b6.
LessonEqualLineTask = Добавьте к своей паре один камень, чтобы ваша линия стала такой же длинной, как у чёрных.
LessonEqualLineHint = Поставьте камень с c3 в конец своей линии.
LessonEqualLineDone = Верно. Три против трёх: чёрная линия больше не может взять вашу.

LessonBreakthroughTitle = Прорыв
LessonBreakthroughIntro = Дойдите до домашней линии чёрных, 12-й горизонтали, и удержитесь там: если чёрные не смогут взять ваш камень или прорваться в ответ, вы выиграете своим следующим ходом.
LessonBreakthroughTask = Поставьте камень на 12-ю горизонталь туда, где чёрные не смогут его взять.
LessonBreakthroughHint = Прорывайтесь там, куда не дотянется пара чёрных.
LessonBreakthroughDone = Верно. Чёрным нечем ответить, прорыв удержан — белые выигрывают.

LessonAnswerBreakthroughTitle = Ответ на прорыв
LessonAnswerBreakthroughIntro = Чёрный камень дошёл до вашей домашней линии, до e1. Если после вашего хода он там останется, а у вас нет камня на домашней линии чёрных, чёрные выиграют.
LessonAnswerBreakthroughTask = Возьмите прорвавшийся камень на e1.
LessonAnswerBreakthroughHint = Бить может только линия: используйте пару e2–e3.
LessonAnswerBreakthroughDone = Верно. Прорвавшегося камня больше нет, и партия продолжается.

LessonAntiCopycatTitle = Правило против зеркальной игры
LessonAntiCopycatIntro = Ход на дальнюю линию запрещён, если после него доска выглядит так же, когда её поворачивают на 180° и меняют цвета. Чёрные прорвались на g1.
LessonAntiCopycatTask = Ответьте своим прорывом на 12-ю горизонталь. Сначала попробуйте h12: доска отразилась бы сама в себя.
LessonAntiCopycatHint = Шагните с h11 на 12-ю горизонталь, но не на h12.
LessonAntiCopycatDone = Верно. По одному камню на дальних линиях: перевеса нет, партия продолжается.

LessonNoMoveTitle = Ходов нет
LessonNoMoveIntro = Игрок, которому некуда ходить, проигрывает, если у соперника перевес на дальних линиях; иначе партия заканчивается вничью. У чёрного камня на a12 осталось одно свободное поле — b12.
LessonNoMoveTask = Займите последнее свободное поле чёрных, чтобы им некуда было ходить.
LessonNoMoveHint = Шагните на b12 камнем с c11.
LessonNoMoveDone = Верно. Чёрным некуда ходить, а ваш камень стоит на их домашней линии, поэтому чёрные сразу проигрывают.

## What a lesson says of a legal move that missed its task.

LessonMoved = Ход { $move } сдвинул { $n } { $n ->
        [one] камень
        [few] камня
       *[many] камней
    } на { $k } { $k ->
        [one] поле
        [few] поля
       *[many] полей
    }{ $captured ->
        [0] {""}
       *[other] {" "}и взял { $captured }
    }.
LessonBlackCouldCapture = Теперь чёрные могли бы взять ходом { $move }.
LessonBlackCannotCapture = Теперь чёрные не могут бить, но в этом уроке нужно удлинить линию.
LessonBlackCouldAnswer = Чёрные ответили бы ходом { $move }.
LessonBlackStillLeads = У чёрных остался бы перевес на дальних линиях, и они выиграли бы своим следующим ходом.
LessonBlackCanMove = У чёрных ещё есть ход, например { $move }.

## The texts of src/online and src/game/online: playing a friend on another device.

## Why a message from the friend's program was refused.
OnlineRejectUnreadable = Программа друга прислала то, что эта игра не может прочесть.
OnlineRejectTooLong = Программа друга прислала слишком длинное сообщение ({ $bytes ->
        [one] { $bytes } байт
        [few] { $bytes } байта
       *[many] { $bytes } байт
    }).
OnlineRejectWrongVersion = Программа друга говорит на другой версии сетевого протокола ({ $theirs }, эта — { $ours }): нужна одна и та же версия игры.
OnlineRejectNotIntroduced = Программа друга прислала сообщение о партии, не поздоровавшись.
OnlineRejectBothInvite = Программа друга тоже приглашает в эту комнату: один приглашает, другой присоединяется.
OnlineRejectBothJoin = Программа друга тоже присоединяется к этой комнате: один приглашает, другой присоединяется.
OnlineRejectNoGame = Программа друга прислала сообщение о партии до того, как партия началась.
OnlineRejectWrongGame = Программа друга прислала сообщение о партии { $theirs }, а идёт партия { $ours }.
OnlineRejectMove = Программа друга прислала ход, который эта партия не может принять:
OnlineRejectWrongPly = у него номер { $got }, а следующий ход здесь — { $expected }.
OnlineRejectOutOfTurn = ход { $ply } делаете вы, а не друг.
OnlineRejectIllegalMove = ход { $ply }, «{ $text }», здесь невозможен.
OnlineRejectHashMismatch = после хода { $ply } её доска не совпадает с вашей.
OnlineRejectGameOver = Программа друга прислала ход после конца партии.
OnlineRejectClockDisagrees = Программа друга считает, что ваше время вышло, но на ваших часах оно ещё есть.
OnlineRejectUnexpected = Программа друга прислала сообщение, которое не подходит к партии.
OnlineRejectBadRecord = Программа друга прислала партию, которая не соответствует правилам.
OnlineRejectDiverged = Ваша партия и партия друга разошлись; партия остановлена.

## A relay address, room code or join link that is wrong.
OnlineRelayNotWebSocket = Адрес сервера-посредника должен начинаться с ws:// или wss://.
OnlineRelayNoHost = В адресе сервера-посредника нет имени хоста после ws://.
OnlineRelayBadHost = В имени хоста сервера-посредника недопустимый знак.
OnlineRelayBadPort = Порт сервера-посредника должен быть числом от 1 до 65535.
OnlineRelayBadPath = В адресе сервера-посредника может быть путь, но не ?, # и не особые знаки.
OnlineRoomCodeLength = В коде комнаты { $length } знаков, а здесь { $found }.
OnlineRoomCodeNoZero = В коде комнаты нет ни 0, ни O: наверное, там другой знак.
OnlineRoomCodeNoOne = В коде комнаты нет ни 1, ни I, ни L: наверное, там другой знак.
OnlineRoomCodeBadCharacter = «{ $character }» не бывает в коде комнаты: там только латинские буквы и цифры.
OnlineLinkNoRoom = В этой ссылке нет комнаты для игры.

## The Invite / Join window.
OnlineSetupTitle = Друг на другом устройстве
OnlineIntro = Играйте с другом за другим компьютером или на телефоне: один приглашает, другой присоединяется по коду комнаты.
OnlineYourName = Ваше имя
OnlineRelayField = Сервер-посредник (сервер matchbox, доступный вам обоим), ws://ХОСТ:ПОРТ
OnlineIceServers = Серверы STUN и TURN
OnlineIceHelp = В одной сети они не нужны. Через интернет укажите сервер STUN (stun:ХОСТ:ПОРТ); если прямое соединение не получается — сервер TURN (turn:ХОСТ:ПОРТ) с именем и паролем. По одному адресу в строке.
OnlineTurnUser = Имя пользователя TURN
OnlineTurnCredential = Пароль TURN
OnlineInvite = Пригласить друга
OnlineJoinFriend = Присоединиться
OnlineYourSide = Ваш цвет
OnlineWhite = Белые
OnlineBlack = Чёрные
OnlineRandom = Случайно
OnlineClock = Часы
OnlineNoClock = Без часов
OnlineCreateRoom = Создать комнату
OnlineBack = Назад
OnlineJoinField = Код комнаты (например, K7M-Q2X) или ссылка от друга
OnlineJoin = Присоединиться

## The room's window.
OnlineStatusTitle = Игра с другом
OnlineRoom = Комната
OnlineCopy = Копировать
OnlineCopyLink = Копировать ссылку
OnlineSeats = Вы: { $side ->
        [white] Белые
       *[black] Чёрные
    } · Друг ({ $name }): { $side ->
        [white] Чёрные
       *[black] Белые
    }
OnlineSeatsUnnamed = Вы: { $side ->
        [white] Белые
       *[black] Чёрные
    } · Друг: { $side ->
        [white] Чёрные
       *[black] Белые
    }
OnlineConnectingToRelay = Подключаемся к серверу-посреднику { $relay }…
OnlineRelayUnreachable = Нет связи с сервером-посредником { $relay }; пробуем снова…
OnlineWaitingForFriend = Ждём, когда друг присоединится
OnlineLookingForHost = Ищем создателя комнаты…
OnlineFriendConnecting = Программа друга подключается…
OnlineFriendConnected = Друг на связи
OnlineFriendDisconnected = Друг отключился — ждём ({ $waited })
OnlineYourMove = Ваш ход
OnlineYourMoveTitle = Ваш ход — { $title }
OnlineFriendsMove = Ход друга
OnlineClocks = Белые { $white } · Чёрные { $black }
OnlineMovesPlayed = Сделано ходов: { $n }
OnlineRoundTrip = Задержка туда и обратно { $ms } мс
OnlineAllow = Разрешить
OnlineDecline = Отказать
OnlinePlayAgain = Сыграть ещё
OnlineNoThanks = Нет, спасибо
OnlineBackToGame = Вернуться к партии
OnlineYesResign = Да, сдаться
OnlineNo = Нет
OnlineResign = Сдаться
OnlineAskTakeback = Попросить вернуть ход
OnlineRematchOffered = Реванш предложен
OnlineRematch = Реванш
OnlineReconnect = Переподключиться
OnlineLeave = Выйти из комнаты

## How the game ended, from the player's side.
OnlineYouWon = Вы выиграли.
OnlineFriendWon = Друг выиграл.
OnlineDraw = Ничья.
OnlineYouResigned = Вы сдались.
OnlineFriendResigned = Друг сдался: вы выиграли.
OnlineYourTimeRanOut = Ваше время вышло: друг выиграл.
OnlineFriendsTimeRanOut = Время друга вышло: вы выиграли.
OnlineStopped = Партия остановлена незаконченной.

## Why the player's action was not done.
OnlineActionNoGame = Партия создателя комнаты ещё не пришла.
OnlineActionNotConnected = Друга нет на связи: ход не отправлен.
OnlineActionGameOver = Партия окончена.
OnlineActionNotYourTurn = Сейчас ход друга.
OnlineActionIllegal = Такой ход здесь невозможен.
OnlineActionNothingToTakeBack = Вам нечего брать назад.
OnlineActionNotOver = Партия ещё идёт.
OnlineActionAlreadyAsked = Вы уже спросили; ждём ответа.
OnlineActionNothingToAnswer = Отвечать не на что.

## What the friend's program did.
OnlineFriendHere = Друг на связи.
OnlineNamedFriendHere = { $name } на связи.
OnlineSynced = Ваша партия сверена с партией создателя комнаты.
OnlineFriendAsksTakeback = Друг просит вернуть свой последний ход.
OnlineTakebackAccepted = Друг согласился: ваш ход возвращён.
OnlineTakebackDeclined = Друг не согласился вернуть ваш ход.
OnlineFriendOffersRematch = Друг предлагает ещё партию, цвета меняются.
OnlineRematchStarted = Началась новая партия, цвета поменялись.
OnlineRematchDeclined = Друг отказался от новой партии.

## The texts of src/record.

## Why a record cannot be read.
RecordLine = Строка { $line }: { $why }
RecordEmpty = запись пуста: нет ни заголовка, ни ходов
RecordBadTag = неверный тег: { $why }; тег выглядит так: [Date "2026.12.01"]
RecordDuplicateTag = тег { $name } встречается дважды
RecordBadLevel = «{ $value }» — не уровень: { $first } или { $last }
RecordBadResult = «{ $value }» — не результат: 1-0, 0-1, 1/2-1/2 или *
RecordBadRules = неизвестное правило «{ $value }»: дополнительное правило только одно — «{ $rule }»
RecordBadStart = неверная начальная позиция: { $error }
RecordTagAfterMoves = тег после ходов: теги пишутся в начале
RecordUnclosedComment = комментарий, начатый с {"{"}, не закрыт
RecordBadMoveNumber = номер хода { $found }, а ожидался { $expected }
RecordMalformedMove = «{ $text }» — не ход: { $error }
RecordIllegalMove = ход { $number } ({ $text }) недопустим: { $why }
RecordMoveAfterEnd = ход { $text } после конца партии ({ $end })
RecordMoveAfterResult = ход { $text } после результата
RecordResultMismatch = результат { $written } не совпадает с концом партии: { $end }
RecordResultsDiffer = в теге Result указано { $tag }, а после ходов — { $end }
RecordBadAnalysis = анализ хода { $number } ({ $text }) не читается: { $why }
RecordStrayAnalysis = комментарий с анализом не следует за ходом: его место сразу после хода

## Why a link's game cannot be opened.
RecordLinkNotAGame = в этой ссылке нет партии
RecordLinkUnknownSection = в партии из ссылки непонятная часть «{ $part }»
RecordLinkBadStart = неверная начальная позиция в ссылке: { $error }
RecordLinkBadSquares = ход { $number } в ссылке — не пара полей
RecordLinkAfterEnd = ход { $number } в ссылке сделан после конца партии ({ $end })
RecordLinkIllegalMove = ход { $number } ({ $text }) в ссылке недопустим: { $why }

## How a game ended.
RecordOutcome = { $winner ->
        [white] Победа белых
        [black] Победа чёрных
       *[none] Ничья
    }: { $reason ->
        [breakthrough] прорыв удержан
        [eliminated] взяты все камни
        [no_moves_breakthrough] нет хода, чтобы ответить на прорыв
        [no_moves] нет допустимых ходов
       *[repetition] позиция повторилась в третий раз
    }

## Why a recorded move is against the rules, after "недопустим:".
RecordWhyGameOver = { $winner ->
        [white] партия окончена: победили белые.
        [black] партия окончена: победили чёрные.
       *[none] партия окончена вничью.
    }
RecordWhyOpponentStone = { $owner ->
        [white] это камень белых, а ходят чёрные.
       *[black] это камень чёрных, а ходят белые.
    }
RecordWhyComputerThinking = компьютер думает: ваш ход — после его хода.
RecordWhyNothingSelected = сначала выберите один из своих камней.
RecordWhyNoStone = на { $square } нет вашего камня.
RecordWhySameSquare = ход должен покинуть своё поле: оба конца — { $square }.
RecordWhyNotOnALine = { $tail } и { $landing } не на одной линии: линия ходит по горизонтали, вертикали или диагонали.
RecordWhySingleStep = одиночный камень ходит только на одно поле.
RecordWhySelectLine = чтобы сдвинуть линию из { $n ->
        [one] { $n } камня
       *[many] { $n } камней
    }, сначала выделите её: нажмите ещё на один её камень.
RecordWhyTooFar = в этой линии { $n ->
        [one] { $n } камень
        [few] { $n } камня
       *[many] { $n } камней
    }, поэтому она проходит не больше { $n ->
        [one] { $n } поля
       *[many] { $n } полей
    }.
RecordWhyBlocked = на пути, на { $square }, стоит камень { $owner ->
        [white] белых
       *[black] чёрных
    }: линия не перепрыгивает через камни.
RecordWhyOwnStone = линия не может встать на свой же камень на { $square }.
RecordWhySingleStoneCapture = одиночный камень не бьёт: бить может только линия из 2 и больше камней.
RecordWhyEqualLine = { $n } против { $n }: равную линию взять нельзя. Для взятия нужно больше камней, чем в линии соперника.
RecordWhyCaptureNeedsLonger = линия из { $n ->
        [one] { $n } камня
       *[many] { $n } камней
    } не может взять { $enemy ->
        [one] { $enemy } камень
        [few] { $enemy } камня
       *[many] { $enemy } камней
    }: в ней должно быть больше камней, чем в линии соперника.
RecordWhyNotAlongLine = линия ходит только вдоль себя: выберите поле прямо за камнем { $front }.
RecordWhyBackwards = эта линия движется в сторону { $front }. Чтобы сдвинуть её в другую сторону, снимите выделение и нажмите сначала на { $front }, затем на { $tail }.
RecordWhyAntiCopycat = правило против зеркальной игры запрещает ход на { $square }: доска выглядела бы так же, если повернуть её на 180° и поменять цвета.
RecordWhyNothingToCapture = на { $landing } нечего брать: пишите { $tail }-{ $landing }.
RecordWhyCaptureNotMarked = на { $landing } стоит камень соперника: взятие пишется { $tail }x{ $landing }.

## Why a tag line is not a tag, after "неверный тег:".
RecordTagNotClosed = в конце нет ]
RecordTagNoValue = нужны имя и значение в кавычках
RecordTagBadName = имя тега состоит из букв и цифр
RecordTagNotQuoted = значение должно быть в двойных кавычках

## Why a start position does not read, after "неверная начальная позиция:".
RecordStartRankCount = нужно 12 горизонталей через «/», а их { $found }
RecordStartRankWidth = горизонталь { $rank } описывает { $width ->
        [one] { $width } поле
        [few] { $width } поля
       *[many] { $width } полей
    }, а в каждой горизонтали 14 полей
RecordStartBadChar = неизвестный знак «{ $character }» в горизонтали { $rank }: пишите W, B или число пустых полей
RecordStartBadCount = число пустых полей { $count } в горизонтали { $rank } должно быть от 1 до 14
RecordStartMissingSide = не указано, чей ход: допишите " w" или " b" после горизонталей
RecordStartBadSide = очередь хода пишется как w или b, а не «{ $written }»
RecordStartTrailing = лишний текст после очереди хода: «{ $text }»
RecordStartTooManyStones = { $side ->
        [white] у белых
       *[black] у чёрных
    } { $n ->
        [one] { $n } камень
        [few] { $n } камня
       *[many] { $n } камней
    }, а у одной стороны их не бывает больше 28

## Why a word is not a move, after "не ход:".
RecordMoveNotTwoSquares = нужны два поля через - или x, например a1-a3 или c2xc7
RecordMoveBadSquare = «{ $square }» — не поле: нужны вертикаль a–n и горизонталь 1–12, например c7

## Why an analysis comment does not read, after "не читается:".
RecordAnalysisNotClosed = команда [% не закрыта скобкой ]
RecordAnalysisTwoScores = для [%eval] нужны две оценки: лучшего хода и сделанного
RecordAnalysisOneMark = для [%mark] нужна одна пометка
RecordAnalysisUnknownMark = «{ $value }» — не пометка: { $marks }
RecordAnalysisBadScore = «{ $value }» — не оценка вида +0.35, -1.20 или #+3
RecordAnalysisForcedTooFar = { $value }: форсированный результат должен наступить не позже чем через { $plies ->
        [one] { $plies } полуход
        [few] { $plies } полухода
       *[many] { $plies } полуходов
    }
RecordAnalysisNoEval = нет [%eval]
RecordAnalysisNoMark = нет [%mark]
RecordAnalysisLineNotAMove = «{ $text }» в [%line] — не ход: { $why }
RecordAnalysisLineIllegal = ход { $text } в [%line] недопустим: { $why }

## Окно «Игроки онлайн»: учётная запись на сервере игры по переписке, его лобби, партии игрока
## и рейтинги.
ServerTitle = Игроки онлайн
ServerIntro = Играйте с людьми где угодно, по ходу в день или реже: сервер хранит партии, открытые вызовы и рейтинги.
ServerAddress = Сервер
ServerName = Имя
ServerPassword = Пароль
ServerSignIn = Войти
ServerSignUp = Новая учётная запись
ServerGuest = Играть гостем
ServerSignedInAs = Вы вошли как { $name }
ServerGuestNote = Гость играет партии без рейтинга. Выберите имя и пароль, чтобы сохранить эту запись и играть на рейтинг.
ServerClaim = Сохранить запись
ServerSignOut = Выйти
ServerTabAccount = Запись
ServerTabLobby = Лобби
ServerTabGames = Мои партии
ServerTabRatings = Рейтинги
ServerNoChallenges = Открытых вызовов нет. Предложите партию ниже.
ServerDaysPerMove = { $days ->
        [one] { $days } день на ход
        [few] { $days } дня на ход
       *[many] { $days } дней на ход
    }
ServerRated = на рейтинг
ServerCasual = без рейтинга
ServerTheyWhite = играет белыми
ServerTheyBlack = играет чёрными
ServerSideRandom = цвет по жребию
ServerWhite = Белые
ServerBlack = Чёрные
ServerRandom = Жребий
ServerAccept = Принять
ServerWithdraw = Отозвать
ServerDecline = Отклонить
ServerNewChallenge = Предложить партию
ServerDays = Дней на ход
ServerYourSide = Ваш цвет
ServerRatedGame = На рейтинг
ServerOnlyFor = Только для (имя; пусто — для всех)
ServerOffer = Предложить
ServerForYou = Вызовы вам
ServerYours = Ваши вызовы
ServerNoGames = Партий пока нет: примите вызов в лобби или предложите свой.
ServerYourMove = Ваш ход
ServerTheirMove = Ход соперника
ServerDaysLeft = { $days ->
        [one] остался { $days } день
        [few] осталось { $days } дня
       *[many] осталось { $days } дней
    }
ServerHoursLeft = { $hours ->
        [one] остался { $hours } час
        [few] осталось { $hours } часа
       *[many] осталось { $hours } часов
    }
ServerVersus = против { $name }
ServerYouWhite = вы играете белыми
ServerYouBlack = вы играете чёрными
ServerOpen = Открыть
ServerOver = Окончена: { $result } ({ $why })
ServerRefresh = Обновить
ServerNoRatings = Партий на рейтинг пока нет.
ServerGameTitle = Партия по переписке
ServerResign = Сдаться
ServerConfirmResign = Сдать эту партию? Нажмите ещё раз, чтобы сдаться.
ServerSending = Ход отправляется…
ServerMoveStored = Ваш ход сохранён на сервере.
ServerMoveRefused = Сервер отклонил ход: { $why }
ServerUnreachable = Сервер недоступен: { $why }
ServerRefused = Сервер отказал: { $why }
ServerSignedOutThere = Сервер завершил ваш сеанс. Войдите снова.
ServerWorking = Запрос к серверу…
ServerGamesToMove = { $count ->
        [0] Партии
       *[other] Партии: ваш ход в { $count }
    }
ServerShowGame = Вернуться к этой партии
ServerPosted = Ваш вызов в лобби.

## The texts of a reviewed move's explanation: what was wrong with the move
## played, and the words on the better move's arrow.

ExplainAllowsWin = После { $move } { $side ->
        [white] белые прорываются
       *[black] чёрные прорываются
    } ходом { $reply }, и ответа нет: { $side ->
        [white] белые выигрывают.
       *[black] чёрные выигрывают.
    }
ExplainLeavesBreakthrough = { $move } не отвечает на прорыв: { $side ->
        [white] белые выигрывают.
       *[black] чёрные выигрывают.
    }
ExplainMissesWin = { $move } упускает победу: после { $by } ответа на прорыв нет.
ExplainLineTaken = { $move } подставляет под удар только что сходившую линию: { $side ->
        [white] белые берут
       *[black] чёрные берут
    } ходом { $reply } { $n } { $n ->
        [one] камень.
        [few] камня.
       *[many] камней.
    }
ExplainAllowsCapture = После { $move } { $side ->
        [white] белые берут
       *[black] чёрные берут
    } ходом { $reply } { $n } { $n ->
        [one] камень.
        [few] камня.
       *[many] камней.
    }
ExplainMissesCapture = { $move } упускает взятие: { $by } берёт { $n } { $n ->
        [one] камень.
        [few] камня.
       *[many] камней.
    }
ExplainAllowsBreakthrough = После { $move } { $side ->
        [white] белые прорываются
       *[black] чёрные прорываются
    } ходом { $reply }, и на это придётся отвечать.
ExplainMissesBreakthrough = { $move } упускает прорыв: { $by } выходит на дальний ряд.
ExplainPositional = { $move } сразу камней не теряет, но позиция становится хуже на { $stones } камня.
ArrowWins = выигрывает
ArrowStopsBreakthrough = останавливает прорыв
ArrowBreaksThrough = прорыв
ArrowTakes = берёт { $n }
ArrowKeepsLineSafe = уводит линию из-под удара
ArrowKeepsStonesSafe = сберегает камни
ArrowHeadsForFarRow = идёт к дальнему ряду
ArrowSetsUpCapture = грозит взять { $n }
ArrowBetter = лучше на { $stones }
Stones = { $whole },{ $tenth }

## The words outside the game's window: the web page's loading screen and the Linux menu entry.

PageLoading = Загрузка «Эпаминондаса»…
PageStarting = Запуск «Эпаминондаса»…
PageMegabytes = МБ
PageNoSimd = Этот браузер не может запустить игру: в нём нет WebAssembly SIMD (он есть в Chrome и Edge 91, Firefox 89, Safari 16.4 и новее).
PageFailed = Игра не смогла запуститься:
DesktopGenericName = Настольная игра
DesktopComment = Игра Роберта Эбботта о фалангах, против компьютера или друга
DesktopKeywords = настольная;стратегия;эбботт;фаланга;
