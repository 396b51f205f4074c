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
OnlineYourColour = Ваш цвет
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
