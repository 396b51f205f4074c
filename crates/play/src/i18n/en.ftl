## The game's own texts: its bar, windows, panels and notices (keys/game.rs).

AppTitle = Epaminondas
ThisLanguage = English
NewGame = New game
Undo = Undo
TakeBack = Take back
TakeBackTooltip = Ask your friend to let you take back your last move
Sound = Sound
Volume = Volume
Language = Language
View = View
ViewTilted = Tilted
ViewFlat = Top-down
Graphics = Graphics
Help = Help
GraphicsBest = Best
GraphicsFast = Fast
Rules = Rules
History = History and sources
Controls = Controls
About = About
AboutVersion = Epaminondas { $version }, after Robert Abbott's game of 1975.
AboutLicences = The game is free software under the MIT or Apache 2.0 licence. These are the licences of the game, its fonts and sounds, and of every crate compiled into it:
Moves = Moves
Close = Close
Menu = Menu
Settings = Settings
Assist = Assist for newcomers
AssistHint = Marks your stones that the opponent could capture next move, and the opponent's stones that you could capture.
GraphicsHint = Fast draws a lighter scene, for slow computers.
UiScale = Size of panels and text
ReduceMotion = Reduce motion
ReduceMotionHint = Quicker slides; no shaking, hopping or flying pieces.
HighContrast = High-contrast board
HighContrastHint = Plain squares in strong colours instead of wood, for low vision.
SetupTitle = New game
Opponent = Opponent
OpponentComputer = Computer
OpponentHuman = A second player at this device
Level = Level
LevelBeginner = Beginner
LevelNovice = Novice
LevelIntermediate = Intermediate
LevelAdvanced = Advanced
LevelExpert = Expert
LevelMaster = Master
YourColour = Your colour
White = White
Black = Black
RandomColour = Random
RepetitionDraw = Draw when a position occurs for the third time
Start = Start
Cancel = Cancel
SetupHint = The choices apply when you press Start.
AboutBeginner = Sees only its own next move, and often picks a worse one.
AboutNovice = Sees your answer too, but still slips now and then.
AboutIntermediate = Looks a little further ahead and punishes loose stones.
AboutAdvanced = Calculates a few moves deep: a steady player.
AboutExpert = Calculates deep and rarely slips: hard to beat.
AboutMaster = Full strength: thinks about three seconds a move.
LevelResults = won { $wins }, lost { $losses }
ConfirmNewGame = End the game in progress and start a new one?
StartNewGame = Start the new game
ConfirmLoad = Load this record in place of the game in progress?
WhiteToMove = White to move
BlackToMove = Black to move
MoveNumber = Move { $n }
FarRow = On the far row: White { $white } · Black { $black }
WhiteMustAnswer = Black has broken through: White must answer with this move.
BlackMustAnswer = White has broken through: Black must answer with this move.
WhiteMustAnswerHeading = Black broke through: White must answer now
BlackMustAnswerHeading = White broke through: Black must answer now
YouMustAnswerHeading = Broken through: answer it with this move
Thinking = The computer is thinking…
YourMove = Your move
PlayersYouWhite = You: White · Computer: { $level }
PlayersYouBlack = You: Black · Computer: { $level }
PlayersTwo = Two players at this device: White and Black
PlayersFriendBlack = You: White · Friend: Black
PlayersFriendWhite = You: Black · Friend: White
FriendsMove = Your friend's move
StoneCount = Stones: White { $white } : { $black } Black
GoalLine1 = Build a majority on the far row.
GoalLine2 = Hold it until your next turn.
WhiteWins = White wins
BlackWins = Black wins
Draw = Draw
YouWon = You won!
YouLost = You lost
SummaryMoves = Moves: { $n }
SummaryCapturesYou = Stones captured: you { $you }, the computer { $computer }
SummaryCapturesTwo = Stones captured: White { $white }, Black { $black }
NextLevel = Next: try { $level }
TopLevelBeaten = You have beaten the strongest level.
PlayAgain = Play again
ReasonBreakthrough = { $winner } broke through to the far row and held it for a whole turn.
ReasonEliminated = { $winner } captured every enemy stone.
ReasonNoMovesBreakthrough = { $mover } had no move to answer the breakthrough.
ReasonNoMoves = { $mover } had no legal move, and neither side led on the far rows: a draw.
ReasonRepetition = The same position came up for the third time: a draw.
Rematch = Rematch
WelcomeTitle = Welcome
WelcomeText = A game of lines of stones that push through and capture shorter lines. New to it? { $n } short lessons on the board teach it by doing.
LearnToPlay = Learn to play
LearnToPlayHint = Lessons with a task each; then a first easy game.
Play = Play
PlayHint = Choose the opponent, the computer's level and your colour.
Learn = Learn
Hint = Hint
HintTooltip = The computer suggests a move; play it or not.
ReviewTooltip = Show the game after this move
Reviewing = Reviewing move { $n } of { $total }
ReviewingStart = Reviewing the start
ReviewWhitePlayed = After White's { $move }
ReviewBlackPlayed = After Black's { $move }
ReviewStartPosition = Before the first move
StepToStart = To the start
StepBack = One move back
StepForward = One move forward
StepToEnd = To the current position
HintSearching = Looking for a good move…
BackToGame = Back to the game
ContinueHere = Continue from here
ContinueConfirm = Drop the later moves?
ContinueYes = Drop them
Tutorial = Tutorial
LessonProgress = Lesson { $n } of { $total }
LessonsDone = Lessons finished: { $n } of { $total }
LessonTask = Your task
ShowMe = Show me
RestartLesson = Restart
SkipLesson = Skip
NextLesson = Next lesson
LeaveTutorial = Leave the tutorial
LessonShowing = Watch: the answer is played on the board.
LessonShown = That was the answer, { $move }. Press Restart to play it yourself.
LessonTakenBack = The move is taken back; try again.
LessonDoneMark = { $title } (finished)
TutorialFinished = That was the last lesson, and you know the rules now. Try a first game against the computer at its easiest level, { $level }.
FirstGame = Play a first game
Puzzles = Puzzles
PuzzlesHint = Positions from real games with one winning move: find it.
PuzzleRating = Puzzle rating: { $rating }
PuzzleModeRated = Rated
PuzzleModeStreak = Streak
PuzzleModeDaily = Puzzle of the day
PuzzleTheme = Theme
PuzzleThemeAll = All themes
PuzzleThemeBreakthrough = Breakthrough
PuzzleThemeStopBreakthrough = Stop a breakthrough
PuzzleThemePhalanxCapture = Phalanx capture
PuzzleThemeCaptureTheCapturer = Capture the capturer
PuzzleThemeSacrifice = Sacrifice
PuzzleThemeAntiCopycat = Anti-copycat rule
PuzzleThemeQuietMove = Quiet move
PuzzleHeading = Puzzle rated { $rating }
PuzzleTask = { $side ->
        [white] White
       *[black] Black
    } to move: find the best move.
PuzzleGoOn = Right. Now the next move ({ $n } of { $total } found).
PuzzleReplying = Right. Watch the answer…
PuzzleSolved = Solved!
PuzzleSolvedLate = Solved, but not at the first try.
PuzzleWrongThinking = Not the move. Looking for the answer that shows why…
PuzzleWrong = Not the move. The answer shows why: { $answer }
PuzzleWrongPlain = Not the move: there was a better one.
PuzzleShowing = Watch: the solution is played on the board.
PuzzleSolutionLine = The solution: { $line }
PuzzleRatingChange = Your rating: { $rating } ({ $sign }{ $points })
PuzzleUnrated = Not rated.
PuzzleStreak = Streak: { $n }
PuzzleBestStreak = Best streak: { $n }
PuzzleStreakOver = The streak ends at { $n }.
PuzzleDailyTried = Today's puzzle: { $result ->
        [solved] solved
       *[failed] failed
    }
PuzzleThemes = Themes: { $themes }
PuzzleNext = Next puzzle
PuzzleRetry = Try again
PuzzleShowSolution = Show the solution
PuzzlePlayOn = Play on from here
PuzzleLeave = Leave the puzzles
PuzzleRecent = Recent puzzles
PuzzleRecentTry = { $rating }: { $result ->
        [solved] solved
       *[failed] failed
    }
PuzzleNone = No puzzle is available.
RecordsTitle = Game record
RecordsButton = Record
RecordExport = Export
RecordImport = Import
CopyRecord = Copy the record
SaveRecord = Save to a file…
OpenRecord = Open a file…
SaveRecordTitle = Save the game record
OpenRecordTitle = Open a game record
RecordFiles = Game records
AllFiles = All files
CopyLink = Copy a link to this game
LoadRecord = Load
RecordPasteHint = Paste a record (bare numbered moves will do) or drop a record file on the window, then press Load (or Ctrl+Enter). The game in progress is kept if the record cannot be read.
RecordCopied = The record is on the clipboard.
LinkCopied = A link to this game is on the clipboard.
RecordSaved = The record is saved in { $path }
RecordSaveFailed = The record could not be saved in { $path }: { $error }
RecordSavedWithoutDialog = No file dialog can be shown on this system, so the record is saved in { $path }
RecordDownloaded = The record is handed to the browser to save as { $path }.
RecordOpenWithoutDialog = No file dialog can be shown on this system: drop the record's file on the window or paste its text below.
RecordFileTooLarge = { $path } is far too large to be a game record.
RecordLoaded = Record loaded. Moves: { $n }.
RecordRefused = This record cannot be loaded; the game goes on.
RecordFileUnreadable = { $path } cannot be read: { $error }
NoMovesYet = No moves yet.
NoticeSaveCorrupt = The saved game could not be read, so a new game has started. The old data is kept in a backup.
NoticeSaveNewer = The saved game was written by a newer version of Epaminondas, so a new game has started. The saved game is kept in a backup.
NoticeSaveNotKept = The saved game could not be read, so a new game has started. It could not be kept in a backup either, and the next save will replace it.
NoticeSettingsNotKept = The saved settings could not be read; the defaults are in use. They could not be kept in a backup either.
NoticeSettingsReset = The saved settings could not be read; the defaults are in use. The old data is kept in a backup.
NoticeStorageUnavailable = Games cannot be saved here: there is no place to keep them. This game will not be remembered.
NoticeStoreInUse = Epaminondas is already open in another window, which keeps your saves. This window's game will not be remembered.
NoticeStoreDamaged = The save file was damaged, so a new one has been started with a new game and default settings. The damaged file is kept beside it.
Ok = OK
GraphicsFastChosen = No graphics card in use: Graphics set to Fast
GamepadConnected = Gamepad connected
GamepadDisconnected = Gamepad disconnected
EngineWorkerUnavailable = The computer's engine could not start: it plays weaker in this page
FocusBoard = Keys work on the board · Tab: panels
FocusPanels = Keys work in the panels · Tab: next button · Esc: board
RulesBoardTitle = Board and setup
RulesBoardText = The board has 14 files (a–n) and 12 ranks (1–12). Each player has 28 stones: White starts on ranks 1 and 2, Black on ranks 11 and 12. The rank nearest you is your home row; your opponent's home row is your far row. White moves first, then the players take turns. Passing is not allowed.
RulesLinesTitle = Phalanxes
RulesLinesText = A phalanx is two or more of your stones side by side, without a gap, along a rank, a file or a diagonal. A stone can belong to several phalanxes in different directions at once.
RulesMovesTitle = Moves
RulesMovesText = On your turn, either step one stone to an empty neighbouring square in any of the eight directions, or move a phalanx along its own line, forwards or backwards. A phalanx of n stones moves 1 to n squares, all its stones together. You may move only the front part of a phalanx; then only the stones that move count. Nothing ever jumps over a stone of either colour.
RulesCapturesTitle = Captures
RulesCapturesText = When the front stone of a moving phalanx reaches a square with an enemy stone, it captures. Count the enemy stones in an unbroken line from that square onwards in the direction of the move: the capture is allowed only if the moving phalanx has more stones. All those enemy stones are removed. A single stone never captures, and capturing is never compulsory.
RulesCopycatTitle = The anti-copycat rule
RulesCopycatText = A move that lands on the far row is not allowed if it leaves a position that looks the same after turning the board half a turn and swapping the colours. So a breakthrough cannot be answered by mirroring the opponent's moves.
RulesEndTitle = End of the game
RulesEndText = The end is checked at the start of every turn. You win if you have more stones on your far row than your opponent has on your home row. So after a breakthrough the opponent has one turn to capture the intruders or to break through in reply. You also win when your opponent has no stones left.
RulesNoMoveTitle = No legal move
RulesNoMoveText = If the player to move has no legal move, that player loses when the opponent has more stones on the player's home row than the player has on the far row; otherwise the game is a draw.
RulesOptionalTitle = Optional rule
RulesOptionalText = Chosen before a game: a position that occurs for the third time with the same player to move is a draw.
RulesNotationTitle = Notation
PicturePhalanx = Two phalanxes of three: one along a rank, one along a diagonal. The lone stone is no phalanx.
PictureFrontPart = Only the front part moves: the front two stones of this line of four move up to two squares; the two behind stay.
PictureCount = Three against two: count the enemy stones from the square the front stone reaches, onwards in the direction of the move. Three is more than two, so both are captured.
HelpWhereToChoose = Your colour, the opponent and the computer's level are chosen with New game in the bar (in the Menu on a small screen).
RulesNotationText = A move is written as the square of its rear stone, then - for a quiet move or x for a capture, then the square where the front stone lands: a2-a3, a1-a4, c2xc7.
HistoryCrossings = Robert Abbott (1933–2018) first described this game as Crossings, played on an 8×8 board, in Sid Sackson's book A Gamut of Games (1969).
HistoryEpaminondas = Later he enlarged the board to 14×12, which gives more long diagonals and livelier fights along them, and changed the rules a little in favour of the attacker. In 1975 the game came out as Epaminondas: first a British edition by Philmar, a year later Abbott's own American edition.
HistoryName = The name honours Epaminondas, the Theban general whose deep phalanx beat the Spartans at Leuctra in 371 BC; in the game a phalanx is a line of stones. Abbott later said he wished he had kept the name Crossings.
HistoryClarity = Abbott prized the game for its clarity: the size and direction of the phalanxes show the forces on the board at a glance.
HistorySourcesTitle = Sources
HistorySources =
    Robert Abbott, "Under the Strategy Tree", Games & Puzzles, May 1975.
    Sid Sackson, A Gamut of Games, 1969.
    Robert Abbott's page on Epaminondas, logicmazes.com.
    Kerry Handscomb, "Epaminondas", Abstract Games no. 3, 2000.
ControlsMouseTitle = Mouse and touch
ControlsMouseText = Click or tap one of your stones to select it. Click another of your stones on a straight line from it to select the line from the first stone through that one to the end of the run. Dots mark quiet moves, rings mark captures: click a mark to make the move. Clicking anywhere else clears the selection.
ControlsKeyboardTitle = Keyboard
ControlsKeyboardText =
    Arrow keys or W A S D move the cursor; Enter acts like a click on the cursor's square; Escape clears the selection. Z undoes a move, Shift+Z or Y plays it again; H asks for a hint; V turns the board between tilted and top-down.
    Shift+← and Shift+→ step back and forward through the game; while you review, ← and → do too, Home goes to the start, and End or Escape returns to the game.
    Tab moves the focus from the board to the panels; there Tab goes to the next button, Enter or Space presses it, and Escape returns to the board. With the focus on the analysis graph, ← and → step through its positions. Ctrl+Enter in the record's import box loads it. Page Up and Page Down scroll this help. Space does nothing on the board.
ControlsGamepadTitle = Gamepad
ControlsGamepadText = D-pad or left stick moves the cursor; A (Cross) acts like a click; B (Circle) clears the selection; X (Square) undoes a move; Y (Triangle) asks for a hint; the left and right shoulder buttons (L1, R1) step back and forward through the game. Start opens the menu. In a window or the menu the D-pad moves between buttons, A presses one, B closes it, and the right stick scrolls this help.
Redo = Redo
HintOnline = No hints in a game against a friend.
OpponentOnline = A friend on another device…
AnalyseGame = Analyse the game
AnalyseQuick = Quick
AnalyseDeep = Deep
AnalyseQuickTooltip = The engine looks at every move briefly: about a minute.
AnalyseDeepTooltip = The engine looks at every move deeply: several minutes.
Analysing = Analysing: { $done } of { $total } moves
CancelAnalysis = Stop
AnalysisFailed = The analysis stopped: { $why }
AnalysisTitle = Analysis
GraphTooltip = White's chances above the line, Black's below. Click to review a position.
GraphPoint = { $moment }: { $outlook }
GraphStart = Start
MarkOnly = only move
MarkBest = best move
MarkGood = good move
MarkInaccuracy = inaccuracy
MarkMistake = mistake
MarkBlunder = blunder
OutlookEqual = the game is equal
OutlookBetterWhite = White stands better
OutlookBetterBlack = Black stands better
OutlookWinningWhite = White is winning
OutlookWinningBlack = Black is winning
OutlookWinsInWhite = White breaks through in { $n }
OutlookWinsInBlack = Black breaks through in { $n }
OutlookWonWhite = White has won
OutlookWonBlack = Black has won
AnalysisHere = Played: { $move }, { $mark }.
AnalysisBetter = Better: { $move } ({ $outlook }).
AnalysisLine = Line: { $line }
AnalysisNotYet = The engine has not judged this move yet.
AnalysisNow = Engine: { $outlook }
VerdictAccuracy = Accuracy
VerdictBlunders = Blunders
VerdictMistakes = Mistakes
VerdictInaccuracies = Inaccuracies
VerdictTurn = The game turned at { $move }.
VerdictCostliest = The costliest move: { $move }.
VerdictClean = The engine found no mistakes.
AccessBoard = Board
MoveBoxTitle = Type a move
MoveBoxHint = Two squares joined by - or x, like e2-e4 or d2xd6, then Enter.
MoveBoxPlay = Play
MoveBoxKeys = T: this box · R: read the position · arrows: the board's cursor
MoveBoxReviewing = Leave the review (Escape) to play a move.
MoveBoxWait = Wait for your turn.
HelpAnalysisTitle = Analysis of a game
HelpAnalysisText = After a game (or in a review, or with a loaded record), Analyse has the engine judge every move, quickly or deeply. The graph shows White's chances above its middle line and Black's below; click it to review a position. Moves are marked: ! the only move that holds or wins (every other loses a stone and a half or more), ?! an inaccuracy (loses about half a stone), ? a mistake (a stone), ?? a blunder (three stones or more); the engine's best and good moves carry no mark. In a review the panel says what was wrong with the move shown, and the better move for the same side is drawn on the board as a green arrow with what it does beside it.
Sentences = { $first } { $second }

## The texts of src/learn.

## Announcements: the game in words, for the status line and a screen reader.

AnnounceCapture = { $side ->
        [white] White
       *[black] Black
    } captured { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    } · { $white } : { $black }
AnnounceMover = { $who ->
        [you] You
        [computer] Computer
        [opponent] Opponent
        [white] White
       *[black] Black
    }
AnnounceMove = { $who }: { $move }.
AnnounceMoveCapture = { $who }: { $move }, captures { $n }.
AnnounceOtherSingle = { $who }: { $move }, a single stone{ $captured ->
        [0] {""}
       *[other] , captures { $captured }
    }.
AnnounceOtherLine = { $who }: { $move }, a line of { $n } moving { $d ->
        [one] { $d } square
       *[other] { $d } squares
    }{ $captured ->
        [0] {""}
       *[other] , captures { $captured }
    }.
AnnounceBreakthrough = { $side ->
        [white] White has broken through: Black must answer.
       *[black] Black has broken through: White must answer.
    }
AnnounceHintSingle = Hint: { $move }, a single stone{ $captured ->
        [0] {""}
       *[other] , captures { $captured }
    }.
AnnounceHintLine = Hint: { $move }, a line of { $n } moving { $d ->
        [one] { $d } square
       *[other] { $d } squares
    }{ $captured ->
        [0] {""}
       *[other] , captures { $captured }
    }.
AnnounceEnd = { $result ->
        [won] { YouWon }
        [lost] { YouLost }.
        [white] { WhiteWins }.
        [black] { BlackWins }.
       *[draw] { Draw }.
    } { $reason }
AnnounceToMove = { $side ->
        [white] White
       *[black] Black
    } to move.
AnnounceCounts = Stones: White { $white }, Black { $black }. On the far row: White { $white_far }, Black { $black_far }.
AnnounceMustAnswer = { $side ->
        [white] White
       *[black] Black
    } must answer the breakthrough.
AnnounceSquareEmpty = { $square }, empty.
AnnounceSquareStone = { $square }, { $side ->
        [white] white
       *[black] black
    } stone.
AnnounceSquareMoves = { $square }, { $side ->
        [white] white
       *[black] black
    } stone{ $line ->
        [1] {""}
       *[other] , front of a line of { $line }
    }; moves to { $landings }.
AnnounceSquareStuck = { $square }, { $side ->
        [white] white
       *[black] black
    } stone; no moves.
AnnounceLanding = { $square }
AnnounceLandingCapture = { $square } capturing { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    }
AnnounceListNext = { $list }, { $item }

## Refusals: why a click or a typed move makes no move.

RefusalGameOverWon = The game is over: { $side ->
        [white] White
       *[black] Black
    } won.
RefusalGameOverDraw = The game is over: it is a draw.
RefusalOpponentStone = { $side ->
        [white] White's stone: it is Black's turn.
       *[black] Black's stone: it is White's turn.
    }
RefusalComputerThinking = The computer is thinking: your turn comes after its move.
RefusalNothingSelected = Select one of your stones first.
RefusalNoStone = There is no stone of yours on { $square }.
RefusalSameSquare = A move must leave its square: both ends are { $square }.
RefusalNotOnALine = { $tail } and { $landing } are not on one line: a line moves along a rank, a file or a diagonal.
RefusalSingleStep = A single stone moves only one square.
RefusalSelectLine = To move the line of { $n } stones, select it first: click another of its stones.
RefusalTooFar = This line has { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    }, so it moves at most { $n ->
        [one] { $n } square
       *[other] { $n } squares
    }.
RefusalBlocked = { $side ->
        [white] White's
       *[black] Black's
    } stone on { $square } is in the way: a line never jumps over stones.
RefusalOwnStone = A line cannot land on its own stone on { $square }.
RefusalSingleStoneCapture = A single stone cannot capture: only a line of 2 or more stones can.
RefusalCaptureEqual = { $n } against { $n }: an equal line cannot be captured. A capture needs more stones than the enemy line has.
RefusalCaptureNeedsLonger = Your line of { $n } cannot capture { $enemy } stones: it needs more stones than the enemy line has.
RefusalNotAlongLine = A line moves only straight along itself: choose a square straight on beyond { $square }.
RefusalBackwards = This line moves towards { $front }. To move it the other way, clear the selection, then click { $front } first and { $tail } second.
RefusalAntiCopycat = The anti-copycat rule forbids landing on { $square }: the board would look the same turned half a turn with the colours swapped.
RefusalNothingToCapture = Nothing to capture on { $landing }: write { $tail }-{ $landing }.
RefusalCaptureNotMarked = { $landing } holds an enemy stone: write the capture as { $tail }x{ $landing }.
RefusalTypeAMove = Type a move as two squares joined by - or x, like e2-e4 or d2xd6.

## The tutorial's lessons.

LessonSingleStepTitle = One stone, one step
LessonSingleStepIntro = A single stone moves one square in any of the eight directions, onto an empty square.
LessonSingleStepTask = Click your stone on e4, then one of the marked squares next to it.
LessonSingleStepHint = Move the stone on e4 one square.
LessonSingleStepDone = Well done. A lone stone always moves exactly one square.

LessonWholeLineTitle = A line moves together
LessonWholeLineIntro = Stones side by side in a straight line form a line, a phalanx. A line of n stones moves along itself 1 to n squares, all its stones together.
LessonWholeLineTask = Click d2, then d4 to select the line of three, and move it three squares forward, to d5–d7.
LessonWholeLineHint = Move all three stones three squares forward.
LessonWholeLineDone = Well done: three stones, three squares. A line moves as far as it has stones.

LessonFrontPartTitle = Only the front part
LessonFrontPartIntro = You may move just the front part of a line; then only the stones that move count. A diagonal line moves diagonally.
LessonFrontPartTask = Click d3, then e4 to select the front two stones, and move them two squares, to f5–g6.
LessonFrontPartHint = Move only the front two stones, d3 and e4, two squares.
LessonFrontPartDone = Well done. Two stones moved, so two squares was their limit.

LessonNoJumpingTitle = Nothing jumps
LessonNoJumpingIntro = A line never passes through a stone, its own or the opponent's, and never lands on its own stone.
LessonNoJumpingTask = Your stone on d6 stands in the way. Move the line d2–d4 as far forward as it can go.
LessonNoJumpingHint = Move the whole line d2–d4 up to the stone on d6.
LessonNoJumpingDone = Well done. The line could move three squares, but d6 stopped it after one.

LessonCaptureTitle = Capturing a shorter line
LessonCaptureIntro = When the front stone of a moving line reaches an enemy stone, it captures if the enemy stones in a row from there on are fewer than the moving stones. The capture may come at any distance the line could move.
LessonCaptureTask = Capture the two black stones on b6 and b7 with your line of three.
LessonCaptureHint = Select the whole line b2–b4 and move it onto b6.
LessonCaptureDone = Well done: three took two, two squares away. All the captured stones leave the board.

LessonEqualLineTitle = An equal line is safe
LessonEqualLineIntro = A capture needs more stones than the enemy line has, so three cannot take three. Black's line of three on b9–b11 threatens your pair on b5–b6.
LessonEqualLineTask = Add one stone to your pair, so that your line is as long as Black's.
LessonEqualLineHint = Step the stone on c3 onto the end of your line.
LessonEqualLineDone = Well done. Three against three: Black's line can no longer capture yours.

LessonBreakthroughTitle = Breaking through
LessonBreakthroughIntro = Reach Black's home row, rank 12, and hold it: if Black cannot capture the intruder or break through in reply, you win at your next turn.
LessonBreakthroughTask = Step a stone onto rank 12 where Black cannot capture it.
LessonBreakthroughHint = Break through where Black's pair cannot reach.
LessonBreakthroughDone = Well done. Black has no answer, so the breakthrough holds and White wins.

LessonAnswerBreakthroughTitle = Answering a breakthrough
LessonAnswerBreakthroughIntro = Black's stone has reached your home row on e1. If it is still there after your move, and you have no stone on Black's home row, Black wins.
LessonAnswerBreakthroughTask = Capture the intruder on e1.
LessonAnswerBreakthroughHint = Only a line can capture: use the pair e2–e3.
LessonAnswerBreakthroughDone = Well done. The intruder is gone, and the game goes on.

LessonAntiCopycatTitle = The anti-copycat rule
LessonAntiCopycatIntro = A move onto the far row is not allowed if the board would then look the same turned half a turn with the colours swapped. Black has broken through on g1.
LessonAntiCopycatTask = Answer with a breakthrough of your own on rank 12. Try h12 first: the board would mirror itself.
LessonAntiCopycatHint = Step from h11 onto rank 12, but not onto h12.
LessonAntiCopycatDone = Well done. One stone each on the far rows: nobody leads, and the game goes on.

LessonNoMoveTitle = No move left
LessonNoMoveIntro = A player who cannot move loses if the opponent leads on the far rows; otherwise the game is a draw. Black's stone on a12 has one free square left, b12.
LessonNoMoveTask = Take Black's last free square, so that Black cannot move.
LessonNoMoveHint = Step onto b12 with the stone from c11.
LessonNoMoveDone = Well done. Black cannot move and you stand on Black's home row, so Black loses at once.

## What a lesson says of a legal move that missed its task.

LessonMoved = { $move } moved { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    } { $k ->
        [one] { $k } square
       *[other] { $k } squares
    }{ $captured ->
        [0] {""}
       *[other] {" "}and captured { $captured }
    }.
LessonBlackCouldCapture = Black could now capture with { $move }.
LessonBlackCannotCapture = Black cannot capture now, but this lesson asks for a longer line instead.
LessonBlackCouldAnswer = Black could answer with { $move }.
LessonBlackStillLeads = Black would still lead on the far rows and win at its next turn.
LessonBlackCanMove = Black can still move, for example { $move }.

## The texts of src/online and src/game/online: playing a friend on another device.

## Why a message from the friend's program was refused.
OnlineRejectUnreadable = Your friend's program sent something this game cannot read.
OnlineRejectTooLong = Your friend's program sent a message far too long to accept ({ $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }).
OnlineRejectWrongVersion = Your friend's program speaks another version of the online protocol ({ $theirs }; this one speaks { $ours }): you both need the same version of the game.
OnlineRejectNotIntroduced = Your friend's program sent a game message before saying hello.
OnlineRejectBothInvite = Your friend's program also invites to this room: one of you invites, the other joins.
OnlineRejectBothJoin = Your friend's program also joins this room: one of you invites, the other joins.
OnlineRejectNoGame = Your friend's program sent a game message before the game was set up.
OnlineRejectWrongGame = Your friend's program sent a message about game { $theirs }; this is game { $ours }.
OnlineRejectMove = Your friend's program sent a move this game cannot accept:
OnlineRejectWrongPly = it is numbered { $got }, but the next move here is { $expected }.
OnlineRejectOutOfTurn = move { $ply } is yours to play, not your friend's.
OnlineRejectIllegalMove = move { $ply }, "{ $text }", is not a legal move here.
OnlineRejectHashMismatch = after move { $ply } its board differs from yours.
OnlineRejectGameOver = Your friend's program sent a move after the game had ended.
OnlineRejectClockDisagrees = Your friend's program says your time has run out, but your clock still has time.
OnlineRejectUnexpected = Your friend's program sent a message that does not fit the game as it stands.
OnlineRejectBadRecord = Your friend's program sent a game that does not follow the rules.
OnlineRejectDiverged = Your game and your friend's have gone different ways; the game has been stopped.

## A relay address, room code or join link that is wrong.
OnlineRelayNotWebSocket = The relay's address must start with ws:// or wss://.
OnlineRelayNoHost = The relay's address has no host after ws://.
OnlineRelayBadHost = The relay's host name has a character no host name has.
OnlineRelayBadPort = The relay's port must be a number from 1 to 65535.
OnlineRelayBadPath = The relay's address may have a path, but no ?, # or unusual characters.
OnlineRoomCodeLength = A room code has { $length } characters; this one has { $found }.
OnlineRoomCodeNoZero = A room code has no 0 and no O: perhaps another character was meant.
OnlineRoomCodeNoOne = A room code has no 1, I or L: perhaps another character was meant.
OnlineRoomCodeBadCharacter = "{ $character }" is never in a room code: it has only letters and digits.
OnlineLinkNoRoom = This link names no room to join.

## The Invite / Join window.
OnlineSetupTitle = A friend on another device
OnlineIntro = Play a friend at another computer, or on a phone: one of you invites, the other joins with the room's code.
OnlineYourName = Your name
OnlineRelayField = Relay (a matchbox signalling server you both reach), ws://HOST:PORT
OnlineIceServers = STUN and TURN servers
OnlineIceHelp = None are needed on one network. Over the internet give a STUN server (stun:HOST:PORT); where a direct connection fails, a TURN server (turn:HOST:PORT) with its user name and credential. One address a line.
OnlineTurnUser = TURN user name
OnlineTurnCredential = TURN credential
OnlineInvite = Invite a friend
OnlineJoinFriend = Join a friend
OnlineYourColour = Your colour
OnlineWhite = White
OnlineBlack = Black
OnlineRandom = Random
OnlineClock = Clock
OnlineNoClock = None
OnlineCreateRoom = Create the room
OnlineBack = Back
OnlineJoinField = The room's code (such as K7M-Q2X) or the link your friend sent
OnlineJoin = Join

## The room's window.
OnlineStatusTitle = Playing a friend
OnlineRoom = Room
OnlineCopy = Copy
OnlineCopyLink = Copy link
OnlineSeats = You: { $side ->
        [white] White
       *[black] Black
    } · Friend ({ $name }): { $side ->
        [white] Black
       *[black] White
    }
OnlineSeatsUnnamed = You: { $side ->
        [white] White
       *[black] Black
    } · Friend: { $side ->
        [white] Black
       *[black] White
    }
OnlineConnectingToRelay = Connecting to the relay at { $relay }…
OnlineRelayUnreachable = Cannot reach the relay at { $relay }; trying again…
OnlineWaitingForFriend = Waiting for your friend to join
OnlineLookingForHost = Looking for the host…
OnlineFriendConnecting = Your friend's program is connecting…
OnlineFriendConnected = Your friend is connected
OnlineFriendDisconnected = Your friend is disconnected — waiting ({ $waited })
OnlineYourMove = Your move
OnlineYourMoveTitle = Your move — { $title }
OnlineFriendsMove = Your friend's move
OnlineClocks = White { $white } · Black { $black }
OnlineMovesPlayed = Moves played: { $n }
OnlineRoundTrip = Round trip { $ms } ms
OnlineAllow = Allow
OnlineDecline = Decline
OnlinePlayAgain = Play again
OnlineNoThanks = No, thanks
OnlineBackToGame = Back to this game
OnlineYesResign = Yes, resign
OnlineNo = No
OnlineResign = Resign
OnlineAskTakeback = Ask to take back
OnlineRematchOffered = Rematch offered
OnlineRematch = Rematch
OnlineReconnect = Reconnect
OnlineLeave = Leave the room

## How the game ended, from the player's side.
OnlineYouWon = You won.
OnlineFriendWon = Your friend won.
OnlineDraw = A draw.
OnlineYouResigned = You resigned.
OnlineFriendResigned = Your friend resigned: you won.
OnlineYourTimeRanOut = Your time ran out: your friend won.
OnlineFriendsTimeRanOut = Your friend's time ran out: you won.
OnlineStopped = The game was stopped unfinished.

## Why the player's action was not done.
OnlineActionNoGame = The host's game has not come yet.
OnlineActionNotConnected = Your friend is not connected: the move was not sent.
OnlineActionGameOver = The game has ended.
OnlineActionNotYourTurn = It is your friend's move.
OnlineActionIllegal = This move is not allowed here.
OnlineActionNothingToTakeBack = You have no move to take back.
OnlineActionNotOver = The game is still going on.
OnlineActionAlreadyAsked = You have asked already; waiting for the answer.
OnlineActionNothingToAnswer = There is nothing to answer.

## What the friend's program did.
OnlineFriendHere = Your friend is here.
OnlineNamedFriendHere = { $name } is here.
OnlineSynced = Your game has been brought in step with the host's.
OnlineFriendAsksTakeback = Your friend asks to take back their last move.
OnlineTakebackAccepted = Your friend agreed: your move was taken back.
OnlineTakebackDeclined = Your friend declined to take back your move.
OnlineFriendOffersRematch = Your friend offers another game, colours swapped.
OnlineRematchStarted = A new game has started, colours swapped.
OnlineRematchDeclined = Your friend declined another game.

## The texts of src/record.

## Why a record cannot be read.
RecordLine = Line { $line }: { $why }
RecordEmpty = the record is empty: no tags and no moves
RecordBadTag = bad tag: { $why }; a tag looks like [Date "2026.12.01"]
RecordDuplicateTag = the tag { $name } appears twice
RecordBadLevel = "{ $value }" is not a level: { $first } or { $last }
RecordBadResult = "{ $value }" is not a result: 1-0, 0-1, 1/2-1/2 or *
RecordBadRules = unknown rule "{ $value }": the only optional rule is "{ $rule }"
RecordBadStart = bad start position: { $error }
RecordTagAfterMoves = a tag after the moves: tags come first
RecordUnclosedComment = a comment opened with {"{"} is never closed
RecordBadMoveNumber = move number { $found } where { $expected } was expected
RecordMalformedMove = "{ $text }" is not a move: { $error }
RecordIllegalMove = move { $number } ({ $text }) is illegal: { $why }
RecordMoveAfterEnd = move { $text } after the end of the game ({ $end })
RecordMoveAfterResult = move { $text } after the result
RecordResultMismatch = the result { $written } does not match the end of the game: { $end }
RecordResultsDiffer = the Result tag says { $tag } but the moves end with { $end }
RecordBadAnalysis = the analysis of move { $number } ({ $text }) does not read: { $why }
RecordStrayAnalysis = an analysis comment that follows no move: it belongs right after its move

## Why a link's game cannot be opened.
RecordLinkNotAGame = this link holds no game
RecordLinkUnknownSection = this link's game has an unknown part "{ $part }"
RecordLinkBadStart = this link's start position is wrong: { $error }
RecordLinkBadSquares = move { $number } in this link is not a pair of squares
RecordLinkAfterEnd = move { $number } in this link comes after the end ({ $end })
RecordLinkIllegalMove = move { $number } ({ $text }) in this link is illegal: { $why }

## How a game ended.
RecordOutcome = { $winner ->
        [white] White wins
        [black] Black wins
       *[none] Draw
    }: { $reason ->
        [breakthrough] the breakthrough was held
        [eliminated] all stones captured
        [no_moves_breakthrough] no legal move to answer the breakthrough
        [no_moves] no legal move
       *[repetition] the same position for the third time
    }

## Why a recorded move is against the rules, after "is illegal:".
RecordWhyGameOver = { $winner ->
        [white] the game is over: White won.
        [black] the game is over: Black won.
       *[none] the game is over: it is a draw.
    }
RecordWhyOpponentStone = { $owner ->
        [white] white's stone: it is Black's turn.
       *[black] black's stone: it is White's turn.
    }
RecordWhyComputerThinking = the computer is thinking: your turn comes after its move.
RecordWhyNothingSelected = select one of your stones first.
RecordWhyNoStone = there is no stone of yours on { $square }.
RecordWhySameSquare = a move must leave its square: both ends are { $square }.
RecordWhyNotOnALine = { $tail } and { $landing } are not on one line: a line moves along a rank, a file or a diagonal.
RecordWhySingleStep = a single stone moves only one square.
RecordWhySelectLine = to move the line of { $n } stones, select it first: click another of its stones.
RecordWhyTooFar = this line has { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    }, so it moves at most { $n ->
        [one] { $n } square
       *[other] { $n } squares
    }.
RecordWhyBlocked = { $owner ->
        [white] white's
       *[black] black's
    } stone on { $square } is in the way: a line never jumps over stones.
RecordWhyOwnStone = a line cannot land on its own stone on { $square }.
RecordWhySingleStoneCapture = a single stone cannot capture: only a line of 2 or more stones can.
RecordWhyEqualLine = { $n } against { $n }: an equal line cannot be captured. A capture needs more stones than the enemy line has.
RecordWhyCaptureNeedsLonger = your line of { $n } cannot capture { $enemy } stones: it needs more stones than the enemy line has.
RecordWhyNotAlongLine = a line moves only straight along itself: choose a square straight on beyond { $front }.
RecordWhyBackwards = this line moves towards { $front }. To move it the other way, clear the selection, then click { $front } first and { $tail } second.
RecordWhyAntiCopycat = the anti-copycat rule forbids landing on { $square }: the board would look the same turned half a turn with the colours swapped.
RecordWhyNothingToCapture = nothing to capture on { $landing }: write { $tail }-{ $landing }.
RecordWhyCaptureNotMarked = { $landing } holds an enemy stone: write the capture as { $tail }x{ $landing }.

## Why a tag line is not a tag, after "bad tag:".
RecordTagNotClosed = it does not end with ]
RecordTagNoValue = a name and a quoted value are needed
RecordTagBadName = a tag's name is letters and digits
RecordTagNotQuoted = the value must be in double quotes

## Why a start position does not read, after "bad start position:".
RecordStartRankCount = expected 12 ranks separated by '/', found { $found }
RecordStartRankWidth = rank { $rank } describes { $width ->
        [one] { $width } square
       *[other] { $width } squares
    }; every rank has 14
RecordStartBadChar = unknown character '{ $character }' in rank { $rank }: use W, B or a number of empty squares
RecordStartBadCount = empty-square count { $count } in rank { $rank } must be between 1 and 14
RecordStartMissingSide = missing side to move: add " w" or " b" after the ranks
RecordStartBadSide = side to move must be w or b, not "{ $written }"
RecordStartTrailing = unexpected text after the side to move: "{ $text }"
RecordStartTooManyStones = { $n } { $side ->
        [white] white
       *[black] black
    } { $n ->
        [one] stone
       *[other] stones
    }: a side never has more than 28

## Why a word is not a move, after "is not a move:".
RecordMoveNotTwoSquares = expected two squares joined by - or x, like a1-a3 or c2xc7
RecordMoveBadSquare = "{ $square }" is not a square: expected a file a–n and a rank 1–12, like c7

## Why an analysis comment does not read, after "does not read:".
RecordAnalysisNotClosed = a [% command is not closed with ]
RecordAnalysisTwoScores = [%eval] needs two scores, of the best move and of the move played
RecordAnalysisOneMark = [%mark] needs one mark
RecordAnalysisUnknownMark = "{ $value }" is not a mark: { $marks }
RecordAnalysisBadScore = "{ $value }" is not a score such as +0.35, -1.20 or #+3
RecordAnalysisForcedTooFar = { $value }: a forced result must come within { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
RecordAnalysisNoEval = [%eval] is missing
RecordAnalysisNoMark = [%mark] is missing
RecordAnalysisLineNotAMove = "{ $text }" in [%line] is not a move: { $why }
RecordAnalysisLineIllegal = move { $text } in [%line] is illegal: { $why }

## The Players online window: an account on a correspondence server, its lobby, the player's
## games by the day and the ratings.
ServerTitle = Players online
ServerIntro = Play people anywhere, a move a day or more: the server keeps the games, the lobby of open challenges and the ratings.
ServerAddress = Server
ServerName = Name
ServerPassword = Password
ServerSignIn = Sign in
ServerSignUp = New account
ServerGuest = Play as a guest
ServerSignedInAs = Signed in as { $name }
ServerGuestNote = A guest plays unrated games. Choose a name and a password to keep this account and play rated games.
ServerClaim = Keep this account
ServerSignOut = Sign out
ServerTabAccount = Account
ServerTabLobby = Lobby
ServerTabGames = My games
ServerTabRatings = Ratings
ServerNoChallenges = No open challenges. Offer a game below.
ServerDaysPerMove = { $days ->
        [one] { $days } day a move
       *[other] { $days } days a move
    }
ServerRated = rated
ServerCasual = casual
ServerTheyWhite = plays White
ServerTheyBlack = plays Black
ServerColourRandom = colours by lot
ServerWhite = White
ServerBlack = Black
ServerRandom = By lot
ServerAccept = Accept
ServerWithdraw = Withdraw
ServerDecline = Decline
ServerNewChallenge = Offer a game
ServerDays = Days a move
ServerYourColour = Your colour
ServerRatedGame = Rated
ServerOnlyFor = Only for (a name; empty: anyone)
ServerOffer = Offer
ServerForYou = Challenges for you
ServerYours = Your challenges
ServerNoGames = No games yet: accept a challenge in the lobby, or offer one.
ServerYourMove = Your move
ServerTheirMove = Their move
ServerDaysLeft = { $days ->
        [one] { $days } day left
       *[other] { $days } days left
    }
ServerHoursLeft = { $hours ->
        [one] { $hours } hour left
       *[other] { $hours } hours left
    }
ServerVersus = against { $name }
ServerYouWhite = you play White
ServerYouBlack = you play Black
ServerOpen = Open
ServerOver = Over: { $result } ({ $why })
ServerRefresh = Refresh
ServerNoRatings = No rated games yet.
ServerGameTitle = Correspondence game
ServerResign = Resign
ServerConfirmResign = Resign this game? Press again to resign.
ServerSending = Sending the move…
ServerMoveStored = Your move is stored on the server.
ServerMoveRefused = The server refused the move: { $why }
ServerUnreachable = The server cannot be reached: { $why }
ServerRefused = The server refused: { $why }
ServerSignedOutThere = The server ended your session. Sign in again.
ServerWorking = Asking the server…
ServerGamesToMove = { $count ->
        [0] Games
       *[other] Games: { $count } to move
    }
ServerShowGame = Back to this game
ServerPosted = Your challenge is in the lobby.

## The texts of a reviewed move's explanation (keys/review.rs): what was wrong with the move
## played, and the words on the better move's arrow.

ExplainAllowsWin = { $move } lets { $side ->
        [white] White
       *[black] Black
    } break through with { $reply }, and there is no answer: { $side ->
        [white] White wins.
       *[black] Black wins.
    }
ExplainLeavesBreakthrough = { $move } does not answer the breakthrough: { $side ->
        [white] White wins.
       *[black] Black wins.
    }
ExplainMissesWin = { $move } misses the win: { $by } breaks through, and there is no answer.
ExplainLineTaken = { $move } walks into { $reply }: { $side ->
        [white] White takes
       *[black] Black takes
    } { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    } that just moved.
ExplainAllowsCapture = { $move } lets { $side ->
        [white] White
       *[black] Black
    } take { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    } with { $reply }.
ExplainMissesCapture = { $move } misses a capture: { $by } takes { $n ->
        [one] { $n } stone.
       *[other] { $n } stones.
    }
ExplainAllowsBreakthrough = { $move } lets { $side ->
        [white] White
       *[black] Black
    } break through with { $reply }, which must then be answered.
ExplainMissesBreakthrough = { $move } misses a breakthrough: { $by } reaches the far row.
ExplainPositional = { $move } loses no stone at once, but leaves the position { $stones } stones worse.
ArrowWins = wins
ArrowStopsBreakthrough = stops the breakthrough
ArrowBreaksThrough = breaks through
ArrowTakes = takes { $n }
ArrowKeepsLineSafe = keeps the line safe
ArrowKeepsStonesSafe = keeps the stones safe
ArrowHeadsForFarRow = heads for the far row
ArrowSetsUpCapture = sets up taking { $n }
ArrowBetter = better by { $stones }
Stones = { $whole }.{ $tenth }
