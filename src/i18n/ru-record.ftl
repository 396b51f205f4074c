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
