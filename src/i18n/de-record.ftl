## The texts of src/record.

## Why a record cannot be read.
RecordLine = Zeile { $line }: { $why }
RecordEmpty = die Notation ist leer: keine Kopfzeilen und keine Züge
RecordBadTag = ungültige Kopfzeile: { $why }; eine Kopfzeile sieht so aus: [Date "2026.12.01"]
RecordDuplicateTag = die Kopfzeile { $name } kommt zweimal vor
RecordBadLevel = „{ $value }“ ist keine Stufe: { $first } oder { $last }
RecordBadResult = „{ $value }“ ist kein Ergebnis: 1-0, 0-1, 1/2-1/2 oder *
RecordBadRules = unbekannte Regel „{ $value }“: die einzige Zusatzregel ist „{ $rule }“
RecordBadStart = ungültige Anfangsstellung: { $error }
RecordTagAfterMoves = eine Kopfzeile nach den Zügen: Kopfzeilen stehen am Anfang
RecordUnclosedComment = ein mit {"{"} begonnener Kommentar wird nie geschlossen
RecordBadMoveNumber = Zugnummer { $found }, erwartet war { $expected }
RecordMalformedMove = „{ $text }“ ist kein Zug: { $error }
RecordIllegalMove = Zug { $number } ({ $text }) ist nicht erlaubt: { $why }
RecordMoveAfterEnd = Zug { $text } nach dem Ende der Partie ({ $end })
RecordMoveAfterResult = Zug { $text } nach dem Ergebnis
RecordResultMismatch = das Ergebnis { $written } passt nicht zum Ende der Partie: { $end }
RecordResultsDiffer = die Kopfzeile Result nennt { $tag }, die Züge enden aber mit { $end }
RecordBadAnalysis = die Analyse von Zug { $number } ({ $text }) ist nicht lesbar: { $why }
RecordStrayAnalysis = ein Analysekommentar, der auf keinen Zug folgt: er gehört direkt hinter seinen Zug

## Why a link's game cannot be opened.
RecordLinkNotAGame = dieser Link enthält keine Partie
RecordLinkUnknownSection = die Partie in diesem Link hat einen unbekannten Teil „{ $part }“
RecordLinkBadStart = die Anfangsstellung in diesem Link ist fehlerhaft: { $error }
RecordLinkBadSquares = Zug { $number } in diesem Link ist kein Paar von Feldern
RecordLinkAfterEnd = Zug { $number } in diesem Link kommt nach dem Ende der Partie ({ $end })
RecordLinkIllegalMove = Zug { $number } ({ $text }) in diesem Link ist nicht erlaubt: { $why }

## How a game ended.
RecordOutcome = { $winner ->
        [white] Weiß gewinnt
        [black] Schwarz gewinnt
       *[none] Remis
    }: { $reason ->
        [breakthrough] der Durchbruch wurde gehalten
        [eliminated] alle Steine geschlagen
        [no_moves_breakthrough] kein Zug, um den Durchbruch zu beantworten
        [no_moves] kein erlaubter Zug
       *[repetition] dieselbe Stellung zum dritten Mal
    }

## Why a recorded move is against the rules, after "ist nicht erlaubt:".
RecordWhyGameOver = { $winner ->
        [white] die Partie ist vorbei: Weiß hat gewonnen.
        [black] die Partie ist vorbei: Schwarz hat gewonnen.
       *[none] die Partie ist vorbei: Remis.
    }
RecordWhyOpponentStone = { $owner ->
        [white] das ist ein Stein von Weiß, am Zug ist Schwarz.
       *[black] das ist ein Stein von Schwarz, am Zug ist Weiß.
    }
RecordWhyComputerThinking = der Computer denkt nach: du bist nach seinem Zug dran.
RecordWhyNothingSelected = wähle zuerst einen deiner Steine.
RecordWhyNoStone = auf { $square } steht kein Stein von dir.
RecordWhySameSquare = ein Zug muss sein Feld verlassen: beide Enden sind { $square }.
RecordWhyNotOnALine = { $tail } und { $landing } liegen nicht auf einer Geraden: eine Phalanx zieht entlang einer Reihe, einer Linie oder einer Diagonale.
RecordWhySingleStep = ein einzelner Stein zieht nur ein Feld weit.
RecordWhySelectLine = um die Phalanx aus { $n ->
        [one] { $n } Stein
       *[other] { $n } Steinen
    } zu ziehen, wähle sie zuerst aus: klicke einen weiteren ihrer Steine an.
RecordWhyTooFar = diese Phalanx hat { $n ->
        [one] { $n } Stein
       *[other] { $n } Steine
    }, also zieht sie höchstens { $n ->
        [one] { $n } Feld
       *[other] { $n } Felder
    } weit.
RecordWhyBlocked = ein Stein von { $owner ->
        [white] Weiß
       *[black] Schwarz
    } auf { $square } steht im Weg: eine Phalanx springt nie über Steine.
RecordWhyOwnStone = eine Phalanx kann nicht auf ihrem eigenen Stein auf { $square } landen.
RecordWhySingleStoneCapture = ein einzelner Stein kann nicht schlagen: das kann nur eine Phalanx aus 2 oder mehr Steinen.
RecordWhyEqualLine = { $n } gegen { $n }: eine gleich lange Phalanx kann nicht geschlagen werden. Zum Schlagen braucht es mehr Steine, als die gegnerische Phalanx hat.
RecordWhyCaptureNeedsLonger = deine Phalanx aus { $n ->
        [one] { $n } Stein
       *[other] { $n } Steinen
    } kann { $enemy ->
        [one] { $enemy } Stein
       *[other] { $enemy } Steine
    } nicht schlagen: sie braucht mehr Steine, als die gegnerische Phalanx hat.
RecordWhyNotAlongLine = eine Phalanx zieht nur geradeaus in ihrer eigenen Richtung: wähle ein Feld in gerader Linie hinter { $front }.
RecordWhyBackwards = diese Phalanx zieht in Richtung { $front }. Um sie in die andere Richtung zu ziehen, heb die Auswahl auf und klicke dann zuerst { $front } und danach { $tail } an.
RecordWhyAntiCopycat = das Spiegelverbot erlaubt keine Landung auf { $square }: das Brett sähe um 180° gedreht und mit vertauschten Farben genauso aus.
RecordWhyNothingToCapture = auf { $landing } gibt es nichts zu schlagen: schreib { $tail }-{ $landing }.
RecordWhyCaptureNotMarked = auf { $landing } steht ein gegnerischer Stein: schreib den Schlagzug als { $tail }x{ $landing }.
