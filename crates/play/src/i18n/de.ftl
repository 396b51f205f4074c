### German. The notes for translators, and the parts the program's keys come from, are in
### en.ftl.

## The game's own texts: its bar, windows, panels and notices.

Sentences = { $first } { $second }
Percent = { $n } %
Labelled = { $label }: { $value }
Joined = { $first } · { $second }
AppTitle = Epaminondas
ThisLanguage = Deutsch
NewGame = Neues Spiel
Undo = Rückgängig
TakeBack = Zurücknehmen
TakeBackTooltip = Deinen Freund bitten, deinen letzten Zug zurücknehmen zu dürfen
Sound = Ton
Volume = Lautstärke
Language = Sprache
View = Ansicht
ViewTilted = Schräg
ViewFlat = Von oben
Graphics = Grafik
Help = Hilfe
GraphicsBest = Beste
GraphicsFast = Schnell
Rules = Regeln
History = Geschichte und Quellen
Controls = Steuerung
About = Info
AboutVersion = Epaminondas { $version }, nach Robert Abbotts Spiel von 1975.
AboutLicences = Das Spiel ist freie Software unter der MIT- oder der Apache-2.0-Lizenz. Hier folgen die Lizenzen des Spiels, seiner Schriften und Klänge sowie jeder darin einkompilierten Rust-Bibliothek (Crate):
AboutLicencesLoading = Die Liste der Lizenzen wird geladen…
AboutLicencesNotInThisBuild = Diese Fassung der Seite wurde ohne ihre Liste der Lizenzen gebaut. Die veröffentlichte Seite hat sie, in der Datei LICENCES.txt neben der Seite.
AboutLicencesFailed = Die Liste der Lizenzen konnte nicht geladen werden ({ $why }). Sie ist die Datei LICENCES.txt neben dieser Seite.
Moves = Züge
Close = Schließen
Menu = Menü
Settings = Einstellungen
Assist = Einsteigerhilfe
AssistHint = Markiert deine Steine, die der Gegner im nächsten Zug schlagen könnte, und die gegnerischen Steine, die du schlagen könntest.
GraphicsHint = „Schnell“ zeichnet eine einfachere Szene, für langsame Computer.
UiScale = Größe von Fenstern und Text
ReduceMotion = Weniger Bewegung
ReduceMotionHint = Kürzere Gleitbewegungen; keine wackelnden, hüpfenden oder fliegenden Steine.
HighContrast = Kontrastreiches Brett
HighContrastHint = Schlichte Felder in kräftigen Farben statt Holz, für eingeschränktes Sehvermögen.
SetupTitle = Neues Spiel
Opponent = Gegner
OpponentComputer = Der Computer
OpponentHuman = Ein zweiter Spieler an diesem Gerät
Level = Stufe
LevelBeginner = Anfänger
LevelNovice = Lehrling
LevelIntermediate = Amateur
LevelAdvanced = Könner
LevelExpert = Experte
LevelMaster = Meister
YourSide = Deine Farbe
White = Weiß
Black = Schwarz
RandomSide = Zufällig
RepetitionDraw = Remis, wenn eine Stellung zum dritten Mal entsteht
Start = Starten
Cancel = Abbrechen
SetupHint = Deine Auswahl gilt, sobald du „Starten“ drückst.
AboutBeginner = Sieht nur den eigenen nächsten Zug und wählt oft einen schlechteren.
AboutNovice = Sieht auch deine Antwort, patzt aber ab und zu noch.
AboutIntermediate = Schaut etwas weiter voraus und bestraft ungedeckte Steine.
AboutAdvanced = Rechnet einige Züge tief: ein solider Spieler.
AboutExpert = Rechnet tief und patzt selten: schwer zu schlagen.
AboutMaster = Volle Stärke: denkt etwa drei Sekunden pro Zug.
LevelResults = { $wins } gewonnen, { $losses } verloren
ConfirmNewGame = Die laufende Partie beenden und eine neue beginnen?
StartNewGame = Neue Partie starten
ConfirmLoad = Diese Notation anstelle der laufenden Partie laden?
WhiteToMove = Weiß ist am Zug
BlackToMove = Schwarz ist am Zug
MoveNumber = Zug { $n }
FarRow = Auf der gegnerischen Grundreihe: Weiß { $white } · Schwarz { $black }
WhiteMustAnswer = Schwarz ist durchgebrochen: Weiß muss mit diesem Zug antworten.
BlackMustAnswer = Weiß ist durchgebrochen: Schwarz muss mit diesem Zug antworten.
WhiteMustAnswerHeading = Schwarz ist durchgebrochen: Weiß muss jetzt antworten
BlackMustAnswerHeading = Weiß ist durchgebrochen: Schwarz muss jetzt antworten
YouMustAnswerHeading = Durchbruch: Antworte mit diesem Zug darauf
Thinking = Computer denkt…
YourMove = Du bist am Zug
PlayersYouWhite = Du: Weiß · Computer: { $level }
PlayersYouBlack = Du: Schwarz · Computer: { $level }
PlayersTwo = Zwei Spieler an diesem Gerät: Weiß und Schwarz
PlayersFriendBlack = Du: Weiß · Freund: Schwarz
PlayersFriendWhite = Du: Schwarz · Freund: Weiß
FriendsMove = Dein Freund ist am Zug
StoneCount = Steine: Weiß { $white } : { $black } Schwarz
GoalLine1 = Bilde eine Mehrheit auf der gegnerischen Grundreihe.
GoalLine2 = Halte sie bis zu deinem nächsten Zug.
WhiteWins = Weiß gewinnt
BlackWins = Schwarz gewinnt
Draw = Remis
YouWon = Du hast gewonnen!
YouLost = Du hast verloren
SummaryMoves = Züge: { $n }
SummaryCapturesYou = Geschlagene Steine: du { $you }, der Computer { $computer }
SummaryCapturesTwo = Geschlagene Steine: Weiß { $white }, Schwarz { $black }
NextLevel = Nächste Stufe: { $level }
TopLevelBeaten = Du hast die stärkste Stufe besiegt.
PlayAgain = Noch einmal spielen
ReasonBreakthrough = { $winner } ist zur gegnerischen Grundreihe durchgebrochen und hat sich dort einen ganzen Zug lang behauptet.
ReasonEliminated = { $winner } hat alle gegnerischen Steine geschlagen.
ReasonNoMovesBreakthrough = { $mover } hatte keinen Zug, um auf den Durchbruch zu antworten.
ReasonNoMoves = { $mover } hatte keinen erlaubten Zug, und keine Seite lag auf der gegnerischen Grundreihe vorn: Remis.
ReasonRepetition = Dieselbe Stellung ist zum dritten Mal entstanden: Remis.
Rematch = Revanche
WelcomeTitle = Willkommen
WelcomeText = Ein Spiel mit Steinketten, die vorrücken und kürzere Ketten schlagen. Neu hier? { $n } kurze Lektionen auf dem Brett bringen es dir durch Ausprobieren bei.
LearnToPlay = Spielen lernen
LearnToPlayHint = Lektionen mit je einer Aufgabe, danach eine erste leichte Partie.
Play = Spielen
PlayHint = Wähle den Gegner, die Stufe des Computers und deine Farbe.
Learn = Lernen
Hint = Tipp
HintTooltip = Der Computer empfiehlt einen Zug; ob du ihn spielst, entscheidest du.
ReviewTooltip = Die Partie nach diesem Zug zeigen
Reviewing = Rückschau: Zug { $n } von { $total }
ReviewingStart = Rückschau: Ausgangsstellung
ReviewWhitePlayed = Nach { $move } von Weiß
ReviewBlackPlayed = Nach { $move } von Schwarz
ReviewStartPosition = Vor dem ersten Zug
StepToStart = Zum Anfang
StepBack = Einen Zug zurück
StepForward = Einen Zug vor
StepToEnd = Zur aktuellen Stellung
HintSearching = Suche nach einem guten Zug…
BackToGame = Zurück zur Partie
ContinueHere = Von hier weiterspielen
ContinueConfirm = Die späteren Züge verwerfen?
ContinueYes = Verwerfen
Tutorial = Einführung
LessonProgress = Lektion { $n } von { $total }
LessonsDone = Abgeschlossene Lektionen: { $n } von { $total }
LessonTask = Deine Aufgabe
ShowMe = Zeig es mir
RestartLesson = Neustart
SkipLesson = Überspringen
NextLesson = Nächste Lektion
LeaveTutorial = Einführung verlassen
LessonShowing = Schau zu: Die Lösung wird auf dem Brett gespielt.
LessonShown = Das war die Lösung: { $move }. Drücke „Neustart“, um sie selbst zu spielen.
LessonTakenBack = Der Zug wird zurückgenommen; versuch es noch einmal.
LessonDoneMark = { $title } (abgeschlossen)
TutorialFinished = Das war die letzte Lektion, und jetzt kennst du die Regeln. Versuch eine erste Partie gegen den Computer auf seiner leichtesten Stufe, { $level }.
FirstGame = Erste Partie spielen
Puzzles = Aufgaben
PuzzlesHint = Stellungen aus echten Partien mit genau einem gewinnenden Zug: finde ihn.
PuzzleRating = Aufgabenwertung: { $rating }
PuzzleModeRated = Gewertet
PuzzleModeStreak = Serie
PuzzleModeDaily = Aufgabe des Tages
PuzzleTheme = Thema
PuzzleThemeAll = Alle Themen
PuzzleThemeBreakthrough = Durchbruch
PuzzleThemeStopBreakthrough = Durchbruch verhindern
PuzzleThemePhalanxCapture = Schlagen mit der Phalanx
PuzzleThemeCaptureTheCapturer = Den Angreifer schlagen
PuzzleThemeSacrifice = Opfer
PuzzleThemeAntiCopycat = Nachahmungsregel
PuzzleThemeQuietMove = Stiller Zug
PuzzleHeading = Aufgabe mit Wertung { $rating }
PuzzleTask = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug: Finde den besten Zug.
PuzzleGoOn = Richtig. Jetzt der nächste Zug ({ $n } von { $total } gefunden).
PuzzleReplying = Richtig. Sieh dir die Antwort an …
PuzzleSolved = Gelöst!
PuzzleSolvedLate = Gelöst, aber nicht im ersten Versuch.
PuzzleWrongThinking = Nicht dieser Zug. Die Antwort, die zeigt warum, wird gesucht …
PuzzleWrong = Nicht dieser Zug. Die Antwort zeigt, warum: { $answer }
PuzzleWrongPlain = Nicht dieser Zug: Es gab einen besseren.
PuzzleShowing = Schau zu: Die Lösung wird auf dem Brett gespielt.
PuzzleSolutionLine = Die Lösung: { $line }
PuzzleRatingChange = Deine Wertung: { $rating } ({ $sign }{ $points })
PuzzleUnrated = Nicht gewertet.
PuzzleStreak = Serie: { $n }
PuzzleBestStreak = Längste Serie: { $n }
PuzzleStreakOver = Die Serie endet bei { $n }.
PuzzleDailyTried = Heutige Aufgabe: { $result ->
        [solved] gelöst
       *[failed] nicht gelöst
    }
PuzzleThemes = Themen: { $themes }
PuzzleNext = Nächste Aufgabe
PuzzleRetry = Noch einmal
PuzzleShowSolution = Lösung zeigen
PuzzlePlayOn = Von hier weiterspielen
PuzzleLeave = Aufgaben verlassen
PuzzleRecent = Letzte Aufgaben
PuzzleRecentTry = { $rating }: { $result ->
        [solved] gelöst
       *[failed] verfehlt
    }
PuzzleNone = Keine Aufgabe verfügbar.
RecordsTitle = Partienotation
RecordsButton = Notation
RecordExport = Exportieren
RecordImport = Importieren
CopyRecord = Notation kopieren
SaveRecord = In Datei speichern…
OpenRecord = Datei öffnen…
SaveRecordTitle = Partienotation speichern
OpenRecordTitle = Partienotation öffnen
RecordFiles = Partienotationen
AllFiles = Alle Dateien
CopyLink = Link zu dieser Partie kopieren
LoadRecord = Laden
RecordPasteHint = Füge eine Notation ein (nummerierte Züge allein genügen) oder zieh eine Notationsdatei ins Fenster und drücke dann „Laden“ (oder Strg+Enter). Lässt sich die Notation nicht lesen, bleibt die laufende Partie erhalten.
RecordCopied = Die Notation ist in der Zwischenablage.
LinkCopied = Ein Link zu dieser Partie ist in der Zwischenablage.
RecordSaved = Die Notation wurde in { $path } gespeichert
RecordSaveFailed = Die Notation konnte nicht in { $path } gespeichert werden: { $error }
RecordSavedWithoutDialog = Auf diesem System lässt sich kein Dateidialog anzeigen, daher wurde die Notation in { $path } gespeichert
RecordDownloaded = Die Notation wurde dem Browser übergeben, um sie als { $path } zu speichern.
RecordOpenWithoutDialog = Auf diesem System lässt sich kein Dateidialog anzeigen: Zieh die Notationsdatei ins Fenster oder füge ihren Text unten ein.
RecordFileTooLarge = { $path } ist viel zu groß für eine Partienotation.
RecordLoaded = Notation geladen. Züge: { $n }.
RecordRefused = Diese Notation lässt sich nicht laden; die Partie geht weiter.
RecordFileUnreadable = { $path } kann nicht gelesen werden: { $error }
NoMovesYet = Noch keine Züge.
NoticeSaveCorrupt = Die gespeicherte Partie konnte nicht gelesen werden, daher wurde eine neue Partie begonnen. Die alten Daten sind in einer Sicherungskopie erhalten.
NoticeSaveNewer = Die gespeicherte Partie stammt von einer neueren Version von Epaminondas, daher wurde eine neue Partie begonnen. Die gespeicherte Partie ist in einer Sicherungskopie erhalten.
NoticeSaveNotKept = Die gespeicherte Partie konnte nicht gelesen werden, daher wurde eine neue Partie begonnen. Auch eine Sicherungskopie ließ sich nicht anlegen; beim nächsten Speichern wird sie überschrieben.
NoticeSettingsNotKept = Die gespeicherten Einstellungen konnten nicht gelesen werden; es gelten die Standardwerte. Auch eine Sicherungskopie ließ sich nicht anlegen.
NoticeSettingsReset = Die gespeicherten Einstellungen konnten nicht gelesen werden; es gelten die Standardwerte. Die alten Daten sind in einer Sicherungskopie erhalten.
NoticeStorageUnavailable = Hier lassen sich keine Partien speichern, weil es keinen Speicherort dafür gibt. Diese Partie bleibt nicht erhalten.
NoticeStoreInUse = Epaminondas ist bereits in einem anderen Fenster geöffnet, das deine Spielstände verwaltet. Die Partie in diesem Fenster bleibt nicht erhalten.
NoticeStoreDamaged = Die Speicherdatei war beschädigt, daher wurde eine neue angelegt, mit einer neuen Partie und den Standardeinstellungen. Die beschädigte Datei liegt daneben.
Ok = Verstanden
GraphicsFastChosen = Keine Grafikkarte in Verwendung: Grafik auf „Schnell“ gestellt
GamepadConnected = Controller verbunden
GamepadDisconnected = Controller getrennt
EngineWorkerUnavailable = Die Engine des Computers konnte nicht starten: Auf dieser Seite spielt er schwächer
FocusBoard = Tasten steuern das Brett · Tab: Bedienfelder
FocusPanels = Tasten steuern die Bedienfelder · Tab: nächste Schaltfläche · Esc: Brett
RulesBoardTitle = Brett und Aufstellung
RulesBoardText = Das Brett hat 14 Linien (a–n) und 12 Reihen (1–12). Jeder Spieler hat 28 Steine: Weiß beginnt auf den Reihen 1 und 2, Schwarz auf den Reihen 11 und 12. Die Reihe, die dir am nächsten ist, ist deine Grundreihe, die deines Gegners die gegnerische Grundreihe. Weiß zieht zuerst, danach ziehen die Spieler abwechselnd. Passen ist nicht erlaubt.
RulesLinesTitle = Phalanxen
RulesLinesText = Eine Phalanx besteht aus zwei oder mehr deiner Steine, die lückenlos nebeneinander entlang einer Reihe, einer Linie oder einer Diagonale stehen. Ein Stein kann gleichzeitig zu mehreren Phalanxen in verschiedenen Richtungen gehören.
RulesMovesTitle = Züge
RulesMovesText = Wenn du am Zug bist, ziehst du entweder einen Stein auf ein leeres Nachbarfeld in einer der acht Richtungen, oder du schiebst eine Phalanx in ihrer Längsrichtung vor oder zurück. Eine Phalanx aus n Steinen zieht 1 bis n Felder weit, alle ihre Steine gemeinsam. Du darfst auch nur den vorderen Teil einer Phalanx ziehen; dann zählen nur die Steine, die sich bewegen. Nie springt etwas über einen Stein, gleich welcher Farbe.
RulesCapturesTitle = Schlagen
RulesCapturesText = Erreicht der vorderste Stein einer ziehenden Phalanx ein Feld mit einem gegnerischen Stein, ist das ein Schlagzug. Zähle die gegnerischen Steine, die von diesem Feld an in Zugrichtung lückenlos hintereinander stehen: Geschlagen werden darf nur, wenn die ziehende Phalanx mehr Steine hat. Alle diese gegnerischen Steine werden entfernt. Ein einzelner Stein schlägt nie, und Schlagen ist nie Pflicht.
RulesCopycatTitle = Das Spiegelverbot
RulesCopycatText = Ein Zug, der auf der gegnerischen Grundreihe landet, ist nicht erlaubt, wenn die entstehende Stellung gleich aussieht, nachdem man das Brett um 180° gedreht und die Farben vertauscht hat. Auf einen Durchbruch kann man also nicht antworten, indem man die Züge des Gegners spiegelt.
RulesEndTitle = Spielende
RulesEndText = Das Spielende wird zu Beginn jedes Zuges geprüft. Du gewinnst, wenn du mehr Steine auf der gegnerischen Grundreihe hast als dein Gegner auf deiner Grundreihe. Nach einem Durchbruch hat der Gegner also einen Zug Zeit, die Eindringlinge zu schlagen oder seinerseits durchzubrechen. Du gewinnst auch, wenn dein Gegner keine Steine mehr hat.
RulesNoMoveTitle = Kein erlaubter Zug
RulesNoMoveText = Hat der Spieler am Zug keinen erlaubten Zug, verliert er, wenn der Gegner mehr Steine auf der Grundreihe dieses Spielers hat als dieser auf der gegnerischen Grundreihe; andernfalls endet die Partie remis.
RulesOptionalTitle = Zusatzregel
RulesOptionalText = Wird vor einer Partie gewählt: Eine Stellung, die zum dritten Mal mit demselben Spieler am Zug entsteht, ist remis.
RulesNotationTitle = Schreibweise
PicturePhalanx = Zwei Phalanxen aus je drei Steinen: eine entlang einer Reihe, eine entlang einer Diagonale. Der einzelne Stein ist keine Phalanx.
PictureFrontPart = Nur der vordere Teil zieht: Die vorderen zwei Steine dieser Viererkette ziehen bis zu zwei Felder weit; die beiden dahinter bleiben stehen.
PictureCount = Drei gegen zwei: Zähle die gegnerischen Steine ab dem Feld, das der vorderste Stein erreicht, weiter in Zugrichtung. Drei sind mehr als zwei, also werden beide geschlagen.
HelpWhereToChoose = Deine Farbe, den Gegner und die Stufe des Computers wählst du über „Neues Spiel“ in der Leiste (auf kleinen Bildschirmen im Menü).
RulesNotationText = Ein Zug wird notiert als das Feld seines hintersten Steins, dann - für einen Zug ohne Schlagen oder x für einen Schlagzug, dann das Feld, auf dem der vorderste Stein landet: a2-a3, a1-a4, c2xc7.
HistoryCrossings = Robert Abbott (1933–2018) beschrieb dieses Spiel zuerst unter dem Namen Crossings, gespielt auf einem 8×8-Brett, in Sid Sacksons Buch A Gamut of Games (1969).
HistoryEpaminondas = Später vergrößerte er das Brett auf 14×12, was mehr lange Diagonalen und lebhaftere Kämpfe auf ihnen bringt, und änderte die Regeln leicht zugunsten des Angreifers. 1975 erschien das Spiel als Epaminondas: zuerst eine britische Ausgabe bei Philmar, ein Jahr später Abbotts eigene amerikanische Ausgabe.
HistoryName = Der Name ehrt Epaminondas, den thebanischen Feldherrn, dessen tief gestaffelte Phalanx 371 v. Chr. bei Leuktra die Spartaner schlug; im Spiel ist eine Phalanx eine Kette von Steinen. Abbott sagte später, er hätte lieber den Namen Crossings behalten.
HistoryClarity = Abbott schätzte an dem Spiel seine Klarheit: Größe und Richtung der Phalanxen zeigen die Kräfte auf dem Brett auf einen Blick.
HistorySourcesTitle = Quellen
HistorySources =
    Robert Abbott, „Under the Strategy Tree“, Games & Puzzles, Mai 1975.
    Sid Sackson, A Gamut of Games, 1969.
    Robert Abbotts Seite über Epaminondas, logicmazes.com.
    Kerry Handscomb, „Epaminondas“, Abstract Games Nr. 3, 2000.
ControlsMouseTitle = Maus und Touchscreen
ControlsMouseText = Klicke oder tippe auf einen deiner Steine, um ihn auszuwählen. Klickst du danach einen weiteren deiner Steine an, der in gerader Linie von ihm aus liegt, wählst du die Kette vom ersten Stein über diesen bis zu ihrem Ende. Punkte markieren Züge ohne Schlagen, Ringe markieren Schlagzüge: Klicke auf eine Markierung, um den Zug auszuführen. Ein Klick irgendwo anders hebt die Auswahl auf.
ControlsKeyboardTitle = Tastatur
ControlsKeyboardText =
    Pfeiltasten oder W A S D bewegen den Cursor; Enter wirkt wie ein Klick auf das Feld unter dem Cursor; Esc hebt die Auswahl auf. Z nimmt einen Zug zurück, Umschalt+Z oder Y spielt ihn wieder; H fragt nach einem Tipp; V wechselt zwischen schräger Ansicht und Draufsicht.
    Umschalt+← und Umschalt+→ gehen in der Partie zurück und vor; in der Rückschau tun das auch ← und →, Pos1 springt zum Anfang, und Ende oder Esc führt zurück zur Partie.
    Tab bringt den Fokus vom Brett zu den Bedienfeldern; dort springt Tab zur nächsten Schaltfläche, Enter oder Leertaste drückt sie, und Esc führt zurück zum Brett. Liegt der Fokus auf dem Analysegraphen, gehen ← und → durch seine Stellungen. Strg+Enter im Importfeld der Notation lädt sie. Bild auf und Bild ab scrollen diese Hilfe. Die Leertaste bewirkt auf dem Brett nichts.
ControlsGamepadTitle = Controller
ControlsGamepadText = Steuerkreuz oder linker Stick bewegen den Cursor; A (Kreuz) wirkt wie ein Klick; B (Kreis) hebt die Auswahl auf; X (Quadrat) nimmt einen Zug zurück; Y (Dreieck) fragt nach einem Tipp; die linke und die rechte Schultertaste (L1, R1) gehen in der Partie zurück und vor. Start öffnet das Menü. In einem Fenster oder im Menü wechselt das Steuerkreuz zwischen den Schaltflächen, A drückt eine, B schließt das Fenster oder Menü, und der rechte Stick scrollt diese Hilfe.
Redo = Wiederholen
HintOnline = Keine Tipps in einer Partie gegen einen Freund.
OpponentOnline = Ein Freund an einem anderen Gerät…
AnalyseGame = Partie analysieren
AnalyseQuick = Schnell
AnalyseDeep = Gründlich
AnalyseQuickTooltip = Die Engine prüft jeden Zug kurz: etwa eine Minute.
AnalyseDeepTooltip = Die Engine prüft jeden Zug gründlich: mehrere Minuten.
Analysing =
    Analyse läuft: { $done } von { $total } { $total ->
        [one] Zug
       *[other] Zügen
    }
CancelAnalysis = Anhalten
AnalysisFailed = Die Analyse wurde abgebrochen: { $why }
AnalysisWhyStoppedEarly = Die Engine hat aufgehört, bevor sie jeden Zug bewertet hatte.
AnalysisWhyEngineFailed = Die Engine ist ausgefallen ({ $detail }).
AnalysisTitle = Analyse
GraphTooltip = Oberhalb der Linie die Chancen von Weiß, unterhalb die von Schwarz. Klicke, um eine Stellung anzusehen.
GraphPoint = { $moment }: { $outlook }
GraphStart = Anfang
MarkOnly = einziger Zug
MarkBest = bester Zug
MarkGood = guter Zug
MarkInaccuracy = Ungenauigkeit
MarkMistake = Fehler
MarkBlunder = Patzer
OutlookEqual = ausgeglichen
OutlookBetterWhite = Weiß steht besser
OutlookBetterBlack = Schwarz steht besser
OutlookWinningWhite = Weiß steht auf Gewinn
OutlookWinningBlack = Schwarz steht auf Gewinn
OutlookWinsInWhite =
    Weiß bricht in { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    } durch
OutlookWinsInBlack =
    Schwarz bricht in { $n ->
        [one] { $n } Zug
       *[other] { $n } Zügen
    } durch
OutlookWonWhite = Weiß hat gewonnen
OutlookWonBlack = Schwarz hat gewonnen
AnalysisHere = Gespielt: { $move }, { $mark }.
AnalysisBetter = Besser: { $move } ({ $outlook }).
AnalysisLine = Variante: { $line }
AnalysisNotYet = Die Engine hat diesen Zug noch nicht bewertet.
AnalysisNow = Bewertung: { $outlook }
VerdictAccuracy = Genauigkeit
VerdictBlunders = Patzer
VerdictMistakes = Fehler
VerdictInaccuracies = Ungenauigkeiten
VerdictTurn = Die Wende kam mit { $move }.
VerdictCostliest = Der teuerste Zug: { $move }.
VerdictClean = Die Engine hat keine Fehler gefunden.
AccessBoard = Brett
MoveBoxTitle = Zug eingeben
MoveBoxHint = Zwei Felder, verbunden durch - oder x, etwa e2-e4 oder d2xd6, dann Enter.
MoveBoxPlay = Ziehen
MoveBoxKeys = T: diese Eingabe · R: Stellung vorlesen · Pfeiltasten: Cursor auf dem Brett
MoveBoxReviewing = Verlasse die Rückschau (Esc), um einen Zug zu spielen.
MoveBoxWait = Warte, bis du am Zug bist.
HelpAnalysisTitle = Analyse einer Partie
HelpAnalysisText = Nach einer Partie (oder in der Rückschau oder mit einer geladenen Notation) lässt „Partie analysieren“ die Engine jeden Zug bewerten, schnell oder gründlich. Der Graph zeigt die Chancen von Weiß oberhalb seiner Mittellinie und die von Schwarz darunter; klicke darauf, um eine Stellung anzusehen. Züge werden markiert: ! der einzige Zug, der hält oder gewinnt (jeder andere verliert anderthalb Steine oder mehr), ?! eine Ungenauigkeit (verliert etwa einen halben Stein), ? ein Fehler (ein Stein), ?? ein Patzer (drei Steine oder mehr); die besten und guten Züge der Engine tragen keine Markierung. In der Rückschau sagt das Seitenfeld, was am gezeigten Zug falsch war, und der bessere Zug derselben Seite steht als grüner Pfeil auf dem Brett, daneben, was er bewirkt.

## The texts of src/learn.

## Announcements: the game in words, for the status line and a screen reader.

AnnounceCapture = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat { $n ->
        [one] { $n } Stein
       *[other] { $n } Steine
    } geschlagen · { $white } : { $black }
AnnounceMover = { $who ->
        [you] Du
        [computer] Der Computer
        [opponent] Dein Gegner
        [white] Weiß
       *[black] Schwarz
    }
AnnounceMove = { $who }: { $move }.
AnnounceMoveCapture = { $who }: { $move }, schlägt { $n }.
AnnounceOtherSingle = { $who }: { $move }, ein einzelner Stein{ $captured ->
        [0] {""}
       *[other] , schlägt { $captured }
    }.
AnnounceOtherLine = { $who }: { $move }, eine Phalanx aus { $n } Steinen zieht { $d ->
        [one] { $d } Feld
       *[other] { $d } Felder
    } weit{ $captured ->
        [0] {""}
       *[other] , schlägt { $captured }
    }.
AnnounceBreakthrough = { $side ->
        [white] Weiß ist durchgebrochen: Schwarz muss antworten.
       *[black] Schwarz ist durchgebrochen: Weiß muss antworten.
    }
AnnounceHintSingle = Tipp: { $move }, ein einzelner Stein{ $captured ->
        [0] {""}
       *[other] , schlägt { $captured }
    }.
AnnounceHintLine = Tipp: { $move }, eine Phalanx aus { $n } Steinen zieht { $d ->
        [one] { $d } Feld
       *[other] { $d } Felder
    } weit{ $captured ->
        [0] {""}
       *[other] , schlägt { $captured }
    }.
AnnounceEnd = { $result ->
        [won] { YouWon }
        [lost] { YouLost }.
        [white] { WhiteWins }.
        [black] { BlackWins }.
       *[draw] { Draw }.
    } { $reason }
AnnounceToMove = { $side ->
        [white] Weiß
       *[black] Schwarz
    } ist am Zug.
AnnounceCounts = Steine: Weiß { $white }, Schwarz { $black }. Auf der gegnerischen Grundreihe: Weiß { $white_far }, Schwarz { $black_far }.
AnnounceMustAnswer = { $side ->
        [white] Weiß
       *[black] Schwarz
    } muss auf den Durchbruch antworten.
AnnounceSquareEmpty = { $square }, leer.
AnnounceSquareStone = { $square }, { $side ->
        [white] weißer
       *[black] schwarzer
    } Stein.
AnnounceSquareMoves = { $square }, { $side ->
        [white] weißer
       *[black] schwarzer
    } Stein{ $line ->
        [1] {""}
       *[other] , an der Spitze einer Phalanx aus { $line } Steinen
    }; zieht nach { $landings }.
AnnounceSquareStuck = { $square }, { $side ->
        [white] weißer
       *[black] schwarzer
    } Stein; keine Züge.
AnnounceLanding = { $square }
AnnounceLandingCapture = { $square } (schlägt { $n ->
        [one] { $n } Stein
       *[other] { $n } Steine
    })
AnnounceListNext = { $list }, { $item }

## Refusals: why a click or a typed move makes no move.

RefusalGameOverWon = Die Partie ist vorbei: { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat gewonnen.
RefusalGameOverDraw = Die Partie ist vorbei und endete remis.
RefusalOpponentStone = { $side ->
        [white] Das ist ein Stein von Weiß, aber Schwarz ist am Zug.
       *[black] Das ist ein Stein von Schwarz, aber Weiß ist am Zug.
    }
RefusalComputerThinking = Der Computer denkt nach: Du bist nach seinem Zug dran.
RefusalNothingSelected = Wähle zuerst einen deiner Steine aus.
RefusalNoStone = Auf { $square } steht kein Stein von dir.
RefusalSameSquare = Ein Zug muss sein Feld verlassen: Beide Enden sind { $square }.
RefusalNotOnALine = { $tail } und { $landing } liegen nicht auf einer Geraden: Eine Phalanx zieht entlang einer Reihe, einer Linie oder einer Diagonale.
RefusalSingleStep = Ein einzelner Stein zieht nur ein Feld weit.
RefusalSelectLine = Um die Phalanx aus { $n } Steinen zu ziehen, wähle sie zuerst aus: Klicke auf einen weiteren ihrer Steine.
RefusalTooFar = Diese Phalanx hat { $n ->
        [one] { $n } Stein
       *[other] { $n } Steine
    }, also zieht sie höchstens { $n ->
        [one] { $n } Feld
       *[other] { $n } Felder
    } weit.
RefusalBlocked = Ein Stein von { $side ->
        [white] Weiß
       *[black] Schwarz
    } auf { $square } steht im Weg: Eine Phalanx springt nie über Steine.
RefusalOwnStone = Eine Phalanx kann nicht auf ihrem eigenen Stein auf { $square } landen.
RefusalSingleStoneCapture = Ein einzelner Stein kann nicht schlagen: Das kann nur eine Phalanx aus 2 oder mehr Steinen.
RefusalCaptureEqual = { $n } gegen { $n }: Eine gleich lange Phalanx kann nicht geschlagen werden. Zum Schlagen braucht es mehr Steine, als die gegnerische Phalanx hat.
RefusalCaptureNeedsLonger = Deine Phalanx aus { $n } Steinen kann keine { $enemy } Steine schlagen: Sie braucht mehr Steine, als die gegnerische Phalanx hat.
RefusalNotAlongLine = Eine Phalanx zieht nur geradeaus in ihrer eigenen Richtung: Wähle ein Feld in gerader Linie hinter { $square }.
RefusalBackwards = Diese Phalanx zieht in Richtung { $front }. Um sie in die andere Richtung zu ziehen, hebe die Auswahl auf und klicke zuerst auf { $front }, dann auf { $tail }.
RefusalAntiCopycat = Das Spiegelverbot untersagt den Zug nach { $square }: Das Brett sähe um 180° gedreht und mit vertauschten Farben genauso aus.
RefusalNothingToCapture = Auf { $landing } gibt es nichts zu schlagen: Schreibe { $tail }-{ $landing }.
RefusalCaptureNotMarked = Auf { $landing } steht ein gegnerischer Stein: Schreibe den Schlagzug als { $tail }x{ $landing }.
RefusalTypeAMove = Gib einen Zug als zwei Felder ein, verbunden durch - oder x, etwa e2-e4 oder d2xd6.

## The tutorial's lessons.

LessonSingleStepTitle = Ein Stein, ein Schritt
LessonSingleStepIntro = Ein einzelner Stein zieht ein Feld weit in eine der acht Richtungen, auf ein leeres Feld.
LessonSingleStepTask = Klicke auf deinen Stein auf e4, dann auf eines der markierten Felder daneben.
LessonSingleStepHint = Ziehe den Stein auf e4 um ein Feld.
LessonSingleStepDone = Gut gemacht. Ein einzelner Stein zieht immer genau ein Feld weit.

LessonWholeLineTitle = Eine Phalanx zieht geschlossen
LessonWholeLineIntro = Steine, die lückenlos in einer geraden Reihe nebeneinanderstehen, bilden eine Phalanx. Eine Phalanx aus n Steinen zieht in ihrer eigenen Richtung 1 bis n Felder weit, alle ihre Steine gemeinsam.
LessonWholeLineTask = Klicke auf d2, dann auf d4, um die Phalanx aus drei Steinen auszuwählen, und ziehe sie drei Felder vor, nach d5–d7.
LessonWholeLineHint = Ziehe alle drei Steine drei Felder vor.
LessonWholeLineDone = Gut gemacht: drei Steine, drei Felder. Eine Phalanx zieht so viele Felder weit, wie sie Steine hat.

LessonFrontPartTitle = Nur der vordere Teil
LessonFrontPartIntro = Du darfst auch nur den vorderen Teil einer Phalanx ziehen; dann zählen nur die Steine, die sich bewegen. Eine diagonale Phalanx zieht diagonal.
LessonFrontPartTask = Klicke auf d3, dann auf e4, um die beiden vorderen Steine auszuwählen, und ziehe sie zwei Felder weit, nach f5–g6.
LessonFrontPartHint = Ziehe nur die beiden vorderen Steine, d3 und e4, zwei Felder weit.
LessonFrontPartDone = Gut gemacht. Zwei Steine haben sich bewegt, also waren zwei Felder ihre Grenze.

LessonNoJumpingTitle = Kein Überspringen
LessonNoJumpingIntro = Eine Phalanx zieht nie über einen Stein hinweg, weder über einen eigenen noch über einen gegnerischen, und landet nie auf einem eigenen Stein.
LessonNoJumpingTask = Dein Stein auf d6 steht im Weg. Ziehe die Phalanx d2–d4 so weit vor, wie es geht.
LessonNoJumpingHint = Ziehe die ganze Phalanx d2–d4 bis direkt vor den Stein auf d6.
LessonNoJumpingDone = Gut gemacht. Die Phalanx hätte drei Felder weit ziehen können, aber d6 hat sie nach einem Feld aufgehalten.

LessonCaptureTitle = Eine kürzere Phalanx schlagen
LessonCaptureIntro = Erreicht der vorderste Stein einer ziehenden Phalanx einen gegnerischen Stein, schlägt er, wenn von dort an weniger gegnerische Steine lückenlos hintereinanderstehen, als Steine ziehen. Geschlagen werden kann auf jede Entfernung, die die Phalanx ziehen dürfte.
LessonCaptureTask = Schlage die beiden schwarzen Steine auf b6 und b7 mit deiner Phalanx aus drei Steinen.
LessonCaptureHint = Wähle die ganze Phalanx b2–b4 aus und ziehe sie auf b6.
LessonCaptureDone = Gut gemacht: Drei haben zwei geschlagen, zwei Felder entfernt. Alle geschlagenen Steine verlassen das Brett.

LessonEqualLineTitle = Gleich lang ist sicher
LessonEqualLineIntro = Zum Schlagen braucht es mehr Steine, als die gegnerische Phalanx hat; drei können also keine drei schlagen. Die schwarze Phalanx aus drei Steinen auf b9–b11 bedroht dein Paar auf b5–b6.
LessonEqualLineTask = Füge deinem Paar einen Stein hinzu, damit deine Phalanx so lang ist wie die von Schwarz.
LessonEqualLineHint = Ziehe den Stein von c3 ans Ende deiner Phalanx.
LessonEqualLineDone = Gut gemacht. Drei gegen drei: Die schwarze Phalanx kann deine nicht mehr schlagen.

LessonBreakthroughTitle = Der Durchbruch
LessonBreakthroughIntro = Erreiche die Grundreihe von Schwarz, Reihe 12, und halte dich dort: Kann Schwarz den Eindringling weder schlagen noch seinerseits durchbrechen, gewinnst du bei deinem nächsten Zug.
LessonBreakthroughTask = Ziehe einen Stein auf Reihe 12, wo Schwarz ihn nicht schlagen kann.
LessonBreakthroughHint = Brich dort durch, wo das schwarze Paar nicht hinkommt.
LessonBreakthroughDone = Gut gemacht. Schwarz hat keine Antwort, also hält der Durchbruch, und Weiß gewinnt.

LessonAnswerBreakthroughTitle = Auf einen Durchbruch antworten
LessonAnswerBreakthroughIntro = Ein schwarzer Stein hat deine Grundreihe auf e1 erreicht. Steht er nach deinem Zug noch dort und hast du keinen Stein auf der Grundreihe von Schwarz, gewinnt Schwarz.
LessonAnswerBreakthroughTask = Schlage den Eindringling auf e1.
LessonAnswerBreakthroughHint = Nur eine Phalanx kann schlagen: Nimm das Paar e2–e3.
LessonAnswerBreakthroughDone = Gut gemacht. Der Eindringling ist weg, und die Partie geht weiter.

LessonAntiCopycatTitle = Das Spiegelverbot
LessonAntiCopycatIntro = Ein Zug auf die gegnerische Grundreihe ist verboten, wenn das Brett danach um 180° gedreht und mit vertauschten Farben genauso aussähe. Schwarz ist auf g1 durchgebrochen.
LessonAntiCopycatTask = Antworte mit einem eigenen Durchbruch auf Reihe 12. Versuch es zuerst mit h12: Das Brett würde sich selbst spiegeln.
LessonAntiCopycatHint = Ziehe von h11 auf Reihe 12, aber nicht auf h12.
LessonAntiCopycatDone = Gut gemacht. Je ein Stein auf den gegnerischen Grundreihen: Niemand liegt vorn, und die Partie geht weiter.

LessonNoMoveTitle = Kein Zug mehr
LessonNoMoveIntro = Wer nicht ziehen kann, verliert, wenn der Gegner auf den gegnerischen Grundreihen vorn liegt; sonst endet die Partie remis. Der schwarze Stein auf a12 hat nur noch ein freies Feld: b12.
LessonNoMoveTask = Besetze das letzte freie Feld von Schwarz, sodass Schwarz nicht mehr ziehen kann.
LessonNoMoveHint = Ziehe mit dem Stein von c11 auf b12.
LessonNoMoveDone = Gut gemacht. Schwarz kann nicht ziehen, und du stehst auf der Grundreihe von Schwarz, also verliert Schwarz sofort.

## What a lesson says of a legal move that missed its task.

LessonMoved = { $move } hat { $n ->
        [one] { $n } Stein
       *[other] { $n } Steine
    } { $k ->
        [one] { $k } Feld
       *[other] { $k } Felder
    } weit gezogen{ $captured ->
        [0] {""}
       *[other] {" "}und { $captured } geschlagen
    }.
LessonBlackCouldCapture = Schwarz könnte jetzt mit { $move } schlagen.
LessonBlackCannotCapture = Schwarz kann jetzt nicht schlagen, aber diese Lektion verlangt stattdessen eine längere Phalanx.
LessonBlackCouldAnswer = Schwarz könnte mit { $move } antworten.
LessonBlackStillLeads = Schwarz läge auf den gegnerischen Grundreihen weiter vorn und würde mit seinem nächsten Zug gewinnen.
LessonBlackCanMove = Schwarz kann noch ziehen, zum Beispiel { $move }.

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
OnlineYourSide = Deine Farbe
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

## Why a tag line is not a tag, after "ungültige Kopfzeile:".
RecordTagNotClosed = sie endet nicht mit ]
RecordTagNoValue = es braucht einen Namen und einen Wert in Anführungszeichen
RecordTagBadName = der Name einer Kopfzeile besteht aus Buchstaben und Ziffern
RecordTagNotQuoted = der Wert muss in doppelten Anführungszeichen stehen

## Why a start position does not read, after "ungültige Anfangsstellung:".
RecordStartRankCount = es braucht 12 durch „/“ getrennte Reihen, gefunden wurden { $found }
RecordStartRankWidth = Reihe { $rank } beschreibt { $width ->
        [one] { $width } Feld
       *[other] { $width } Felder
    }; jede Reihe hat 14
RecordStartBadChar = unbekanntes Zeichen „{ $character }“ in Reihe { $rank }: verwende W, B oder eine Anzahl leerer Felder
RecordStartBadCount = die Anzahl leerer Felder { $count } in Reihe { $rank } muss zwischen 1 und 14 liegen
RecordStartMissingSide = es fehlt, wer am Zug ist: füge " w" oder " b" nach den Reihen an
RecordStartBadSide = wer am Zug ist, wird als w oder b geschrieben, nicht „{ $written }“
RecordStartTrailing = unerwarteter Text nach der Angabe, wer am Zug ist: „{ $text }“
RecordStartTooManyStones = { $side ->
        [white] Weiß
       *[black] Schwarz
    } hat { $n ->
        [one] { $n } Stein
       *[other] { $n } Steine
    }: eine Seite hat nie mehr als 28

## Why a word is not a move, after "ist kein Zug:".
RecordMoveNotTwoSquares = erwartet werden zwei Felder, verbunden durch - oder x, etwa a1-a3 oder c2xc7
RecordMoveBadSquare = „{ $square }“ ist kein Feld: erwartet werden eine Linie a–n und eine Reihe 1–12, etwa c7

## Why an analysis comment does not read, after "ist nicht lesbar:".
RecordAnalysisNotClosed = ein [%-Befehl wird nicht mit ] geschlossen
RecordAnalysisTwoScores = [%eval] braucht zwei Bewertungen: die des besten Zugs und die des gespielten Zugs
RecordAnalysisOneMark = [%mark] braucht genau eine Markierung
RecordAnalysisUnknownMark = „{ $value }“ ist keine Markierung: { $marks }
RecordAnalysisBadScore = „{ $value }“ ist keine Bewertung wie +0.35, -1.20 oder #+3
RecordAnalysisForcedTooFar = { $value }: ein erzwungenes Ergebnis muss innerhalb von { $plies ->
        [one] { $plies } Halbzug
       *[other] { $plies } Halbzügen
    } eintreten
RecordAnalysisNoEval = [%eval] fehlt
RecordAnalysisNoMark = [%mark] fehlt
RecordAnalysisLineNotAMove = „{ $text }“ in [%line] ist kein Zug: { $why }
RecordAnalysisLineIllegal = Zug { $text } in [%line] ist nicht erlaubt: { $why }

## Das Fenster „Spieler online“: ein Konto auf einem Fernschach-Server, seine Lobby, die
## Partien des Spielers und die Wertungen.
ServerTitle = Spieler online
ServerIntro = Spiele gegen Menschen überall, ein Zug am Tag oder langsamer: Der Server bewahrt die Partien, die offenen Herausforderungen und die Wertungen.
ServerAddress = Server
ServerName = Name
ServerPassword = Passwort
ServerSignIn = Anmelden
ServerSignUp = Neues Konto
ServerGuest = Als Gast spielen
ServerSignedInAs = Angemeldet als { $name }
ServerGuestNote = Ein Gast spielt ungewertete Partien. Wähle Name und Passwort, um dieses Konto zu behalten und gewertet zu spielen.
ServerClaim = Konto behalten
ServerSignOut = Abmelden
ServerTabAccount = Konto
ServerTabLobby = Lobby
ServerTabGames = Meine Partien
ServerTabRatings = Wertungen
ServerNoChallenges = Keine offenen Herausforderungen. Biete unten eine Partie an.
ServerDaysPerMove = { $days ->
        [one] { $days } Tag je Zug
       *[other] { $days } Tage je Zug
    }
ServerRated = gewertet
ServerCasual = ungewertet
ServerTheyWhite = spielt Weiß
ServerTheyBlack = spielt Schwarz
ServerSideRandom = Farben ausgelost
ServerWhite = Weiß
ServerBlack = Schwarz
ServerRandom = Auslosen
ServerAccept = Annehmen
ServerWithdraw = Zurückziehen
ServerDecline = Ablehnen
ServerNewChallenge = Partie anbieten
ServerDays = Tage je Zug
ServerYourSide = Deine Farbe
ServerRatedGame = Gewertet
ServerOnlyFor = Nur für (ein Name; leer: alle)
ServerOffer = Anbieten
ServerForYou = Herausforderungen an dich
ServerYours = Deine Herausforderungen
ServerNoGames = Noch keine Partien: Nimm eine Herausforderung in der Lobby an oder biete eine an.
ServerYourMove = Du bist am Zug
ServerTheirMove = Gegner am Zug
ServerDaysLeft = { $days ->
        [one] noch { $days } Tag
       *[other] noch { $days } Tage
    }
ServerHoursLeft = { $hours ->
        [one] noch { $hours } Stunde
       *[other] noch { $hours } Stunden
    }
ServerVersus = gegen { $name }
ServerYouWhite = du spielst Weiß
ServerYouBlack = du spielst Schwarz
ServerOpen = Öffnen
ServerOver = Beendet: { $result } ({ $why })
ServerRefresh = Aktualisieren
ServerNoRatings = Noch keine gewerteten Partien.
ServerGameTitle = Fernpartie
ServerResign = Aufgeben
ServerConfirmResign = Diese Partie aufgeben? Zum Aufgeben noch einmal drücken.
ServerSending = Der Zug wird gesendet…
ServerMoveStored = Dein Zug ist auf dem Server gespeichert.
ServerMoveRefused = Der Server hat den Zug abgelehnt: { $why }
ServerUnreachable = Der Server ist nicht erreichbar: { $why }
ServerRefused = Der Server hat abgelehnt: { $why }
ServerSignedOutThere = Der Server hat deine Sitzung beendet. Melde dich erneut an.
ServerWorking = Frage den Server…
ServerGamesToMove = { $count ->
        [0] Partien
       *[other] Partien: { $count } am Zug
    }
ServerShowGame = Zurück zu dieser Partie
ServerPosted = Deine Herausforderung ist in der Lobby.

## The texts of a reviewed move's explanation: what was wrong with the move
## played, and the words on the better move's arrow.

ExplainAllowsWin = { $move } lässt { $side ->
        [white] Weiß
       *[black] Schwarz
    } mit { $reply } durchbrechen, und darauf gibt es keine Antwort: { $side ->
        [white] Weiß gewinnt.
       *[black] Schwarz gewinnt.
    }
ExplainLeavesBreakthrough = { $move } antwortet nicht auf den Durchbruch: { $side ->
        [white] Weiß gewinnt.
       *[black] Schwarz gewinnt.
    }
ExplainMissesWin = { $move } verpasst den Sieg: { $by } bricht durch, und darauf gibt es keine Antwort.
ExplainLineTaken = { $move } läuft in { $reply } hinein: { $side ->
        [white] Weiß schlägt
       *[black] Schwarz schlägt
    } { $n ->
        [one] { $n } eben gezogenen Stein.
       *[other] { $n } eben gezogene Steine.
    }
ExplainAllowsCapture = { $move } lässt { $side ->
        [white] Weiß
       *[black] Schwarz
    } mit { $reply } { $n ->
        [one] { $n } Stein
       *[other] { $n } Steine
    } schlagen.
ExplainMissesCapture = { $move } verpasst das Schlagen: { $by } schlägt { $n ->
        [one] { $n } Stein.
       *[other] { $n } Steine.
    }
ExplainAllowsBreakthrough = { $move } lässt { $side ->
        [white] Weiß
       *[black] Schwarz
    } mit { $reply } durchbrechen, worauf geantwortet werden muss.
ExplainMissesBreakthrough = { $move } verpasst einen Durchbruch: { $by } erreicht die gegnerische Grundreihe.
ExplainPositional = { $move } verliert sofort keinen Stein, aber die Stellung wird um { $stones } Steine schlechter.
ArrowWins = gewinnt
ArrowStopsBreakthrough = verhindert den Durchbruch
ArrowBreaksThrough = bricht durch
ArrowTakes = schlägt { $n }
ArrowKeepsLineSafe = bringt die Reihe in Sicherheit
ArrowKeepsStonesSafe = bringt die Steine in Sicherheit
ArrowHeadsForFarRow = zieht zur gegnerischen Grundreihe
ArrowSetsUpCapture = droht { $n } zu schlagen
ArrowBetter = um { $stones } besser
Stones = { $whole },{ $tenth }

## The words outside the game's window: the web page's loading screen and the Linux menu entry.

PageLoading = Epaminondas wird geladen…
PageStarting = Epaminondas startet…
PageMegabytes = MB
PageNoSimd = Dieser Browser kann das Spiel nicht ausführen: ihm fehlt WebAssembly SIMD (Chrome oder Edge ab 91, Firefox ab 89, Safari ab 16.4 haben es).
PageFailed = Das Spiel konnte nicht starten:
DesktopGenericName = Brettspiel
DesktopComment = Robert Abbotts Spiel der Phalanxen, gegen den Computer oder einen Freund
DesktopKeywords = brettspiel;strategie;abbott;phalanx;
