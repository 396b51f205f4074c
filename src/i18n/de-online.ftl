## The texts of src/online and src/game/online: playing a friend on another device.

## Why a message from the friend's program was refused.
OnlineRejectUnreadable = Das Programm deines Freundes hat etwas geschickt, das dieses Spiel nicht lesen kann.
OnlineRejectTooLong = Das Programm deines Freundes hat eine viel zu lange Nachricht geschickt ({ $bytes ->
        [one] { $bytes } Byte
       *[other] { $bytes } Bytes
    }).
OnlineRejectWrongVersion = Das Programm deines Freundes spricht eine andere Version des Online-Protokolls ({ $theirs }; dieses spricht { $ours }): Ihr braucht beide dieselbe Version des Spiels.
OnlineRejectNotIntroduced = Das Programm deines Freundes hat eine Spielnachricht geschickt, bevor es sich vorgestellt hat.
OnlineRejectBothInvite = Das Programm deines Freundes lädt ebenfalls in diesen Raum ein: Einer von euch lädt ein, der andere tritt bei.
OnlineRejectBothJoin = Das Programm deines Freundes tritt diesem Raum ebenfalls bei: Einer von euch lädt ein, der andere tritt bei.
OnlineRejectNoGame = Das Programm deines Freundes hat eine Spielnachricht geschickt, bevor die Partie eingerichtet war.
OnlineRejectWrongGame = Das Programm deines Freundes hat eine Nachricht zu Partie { $theirs } geschickt; dies ist Partie { $ours }.
OnlineRejectMove = Das Programm deines Freundes hat einen Zug geschickt, den diese Partie nicht annehmen kann:
OnlineRejectWrongPly = Er trägt die Nummer { $got }, aber der nächste Zug hier ist { $expected }.
OnlineRejectOutOfTurn = Zug { $ply } ist deiner, nicht der deines Freundes.
OnlineRejectIllegalMove = Zug { $ply }, „{ $text }“, ist hier nicht erlaubt.
OnlineRejectHashMismatch = Nach Zug { $ply } weicht sein Brett von deinem ab.
OnlineRejectGameOver = Das Programm deines Freundes hat nach dem Ende der Partie noch einen Zug geschickt.
OnlineRejectClockDisagrees = Das Programm deines Freundes meldet, deine Zeit sei abgelaufen, aber deine Uhr zeigt noch Restzeit.
OnlineRejectUnexpected = Das Programm deines Freundes hat eine Nachricht geschickt, die nicht zum Stand der Partie passt.
OnlineRejectBadRecord = Das Programm deines Freundes hat eine Partie geschickt, die nicht den Regeln folgt.
OnlineRejectDiverged = Deine Partie und die deines Freundes sind auseinandergelaufen; die Partie wurde angehalten.

## A relay address, room code or join link that is wrong.
OnlineRelayNotWebSocket = Die Adresse des Vermittlungsservers muss mit ws:// oder wss:// beginnen.
OnlineRelayNoHost = In der Adresse des Vermittlungsservers fehlt nach ws:// der Host.
OnlineRelayBadHost = Der Hostname des Vermittlungsservers enthält ein unzulässiges Zeichen.
OnlineRelayBadPort = Der Port des Vermittlungsservers muss eine Zahl von 1 bis 65535 sein.
OnlineRelayBadPath = Die Adresse des Vermittlungsservers darf einen Pfad haben, aber kein ?, # und keine ungewöhnlichen Zeichen.
OnlineRoomCodeLength = Ein Raumcode hat { $length } Zeichen; dieser hat { $found }.
OnlineRoomCodeNoZero = Ein Raumcode enthält weder 0 noch O: Vermutlich ist ein anderes Zeichen gemeint.
OnlineRoomCodeNoOne = Ein Raumcode enthält weder 1 noch I oder L: Vermutlich ist ein anderes Zeichen gemeint.
OnlineRoomCodeBadCharacter = „{ $character }“ kommt in keinem Raumcode vor: Er besteht nur aus Buchstaben und Ziffern.
OnlineLinkNoRoom = Dieser Link nennt keinen Raum zum Beitreten.

## The Invite / Join window.
OnlineSetupTitle = Ein Freund an einem anderen Gerät
OnlineIntro = Spiele gegen einen Freund an einem anderen Computer oder auf dem Handy: Einer von euch lädt ein, der andere tritt mit dem Code des Raums bei.
OnlineYourName = Dein Name
OnlineRelayField = Vermittlungsserver (ein matchbox-Signalisierungsserver, den ihr beide erreicht), ws://HOST:PORT
OnlineIceServers = STUN- und TURN-Server
OnlineIceHelp = Im selben Netz braucht ihr keine. Über das Internet gib einen STUN-Server an (stun:HOST:PORT); kommt keine direkte Verbindung zustande, einen TURN-Server (turn:HOST:PORT) mit Benutzername und Passwort. Eine Adresse pro Zeile.
OnlineTurnUser = TURN-Benutzername
OnlineTurnCredential = TURN-Passwort
OnlineInvite = Freund einladen
OnlineJoinFriend = Beitreten
OnlineYourColour = Deine Farbe
OnlineWhite = Weiß
OnlineBlack = Schwarz
OnlineRandom = Zufällig
OnlineClock = Uhr
OnlineNoClock = Keine
OnlineCreateRoom = Raum erstellen
OnlineBack = Zurück
OnlineJoinField = Der Code des Raums (etwa K7M-Q2X) oder der Link, den dein Freund geschickt hat
OnlineJoin = Beitreten

## The room's window.
OnlineStatusTitle = Spiel gegen einen Freund
OnlineRoom = Raum
OnlineCopy = Kopieren
OnlineCopyLink = Link kopieren
OnlineSeats = Du: { $side ->
        [white] Weiß
       *[black] Schwarz
    } · Freund ({ $name }): { $side ->
        [white] Schwarz
       *[black] Weiß
    }
OnlineSeatsUnnamed = Du: { $side ->
        [white] Weiß
       *[black] Schwarz
    } · Freund: { $side ->
        [white] Schwarz
       *[black] Weiß
    }
OnlineConnectingToRelay = Verbinde mit dem Vermittlungsserver { $relay }…
OnlineRelayUnreachable = Der Vermittlungsserver { $relay } ist nicht erreichbar; neuer Versuch…
OnlineWaitingForFriend = Warten auf deinen Freund
OnlineLookingForHost = Suche nach dem Gastgeber…
OnlineFriendConnecting = Das Programm deines Freundes verbindet sich…
OnlineFriendConnected = Dein Freund ist verbunden
OnlineFriendDisconnected = Verbindung zu deinem Freund getrennt — warten ({ $waited })
OnlineYourMove = Du bist am Zug
OnlineYourMoveTitle = Dein Zug — { $title }
OnlineFriendsMove = Dein Freund ist am Zug
OnlineClocks = Weiß { $white } · Schwarz { $black }
OnlineMovesPlayed = Gespielte Züge: { $n }
OnlineRoundTrip = Umlaufzeit { $ms } ms
OnlineAllow = Erlauben
OnlineDecline = Ablehnen
OnlinePlayAgain = Noch einmal
OnlineNoThanks = Nein, danke
OnlineBackToGame = Zurück zu dieser Partie
OnlineYesResign = Ja, aufgeben
OnlineNo = Nein
OnlineResign = Aufgeben
OnlineAskTakeback = Rücknahme erbitten
OnlineRematchOffered = Revanche angeboten
OnlineRematch = Revanche
OnlineReconnect = Neu verbinden
OnlineLeave = Raum verlassen

## How the game ended, from the player's side.
OnlineYouWon = Du hast gewonnen.
OnlineFriendWon = Dein Freund hat gewonnen.
OnlineDraw = Remis.
OnlineYouResigned = Du hast aufgegeben.
OnlineFriendResigned = Dein Freund hat aufgegeben: Du hast gewonnen.
OnlineYourTimeRanOut = Deine Zeit ist abgelaufen: Dein Freund hat gewonnen.
OnlineFriendsTimeRanOut = Die Zeit deines Freundes ist abgelaufen: Du hast gewonnen.
OnlineStopped = Die Partie wurde unvollendet abgebrochen.

## Why the player's action was not done.
OnlineActionNoGame = Die Partie des Gastgebers ist noch nicht angekommen.
OnlineActionNotConnected = Dein Freund ist nicht verbunden: Der Zug wurde nicht gesendet.
OnlineActionGameOver = Die Partie ist zu Ende.
OnlineActionNotYourTurn = Dein Freund ist am Zug.
OnlineActionIllegal = Dieser Zug ist hier nicht erlaubt.
OnlineActionNothingToTakeBack = Du hast keinen Zug, den du zurücknehmen könntest.
OnlineActionNotOver = Die Partie läuft noch.
OnlineActionAlreadyAsked = Du hast schon gefragt; die Antwort steht noch aus.
OnlineActionNothingToAnswer = Es gibt nichts zu beantworten.

## What the friend's program did.
OnlineFriendHere = Dein Freund ist da.
OnlineNamedFriendHere = { $name } ist da.
OnlineSynced = Deine Partie wurde mit der des Gastgebers abgeglichen.
OnlineFriendAsksTakeback = Dein Freund bittet darum, seinen letzten Zug zurückzunehmen.
OnlineTakebackAccepted = Dein Freund ist einverstanden: Dein Zug wurde zurückgenommen.
OnlineTakebackDeclined = Dein Freund hat die Rücknahme deines Zuges abgelehnt.
OnlineFriendOffersRematch = Dein Freund bietet eine weitere Partie an, mit getauschten Farben.
OnlineRematchStarted = Eine neue Partie hat begonnen, die Farben sind getauscht.
OnlineRematchDeclined = Dein Freund hat eine weitere Partie abgelehnt.
