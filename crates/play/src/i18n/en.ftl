### English: the game's words, and the source of every message id and of the notes for
### translators.
###
### Each message here is a key of the program. crates/play/build.rs reads this file and writes one
### Rust enum per part, a variant per message (`Key::NewGame` is `NewGame` below, so an id is
### CamelCase: letters and digits, a capital first); the code names a text only by its key. A part begins with a group comment whose first word is its enum's name
### in brackets, the marker, and runs to the next marker:
###
###     ## [LearnKey] The texts of src/learn: ...
###
### The rest of that comment says what the part's texts are (it becomes the enum's doc). Other
### group comments (## The tool bar.) are sections of a part and name no enum.
###
### The comment directly above a message (# ..., no blank line between) is its note: where the
### text is shown and what its variables hold. It becomes the key's doc comment, and the build
### stops on an English message without one. The notes are here for every translator: ru.ftl,
### de.ftl and any new catalogue hold the same ids with the same variables, in their own words
### and plural forms, and need not repeat the notes.
###
### A new text: its message with its note here, under the part of the code that says it, and the
### same id in every other catalogue (the tests fail while a catalogue lacks an id of this file,
### holds one it lacks, or uses other variables). A new part: a new marker (then re-export its
### enum beside the others in crates/play/src/i18n/mod.rs).

## [Key] The game's own texts: its bar, windows, panels and notices.

# Two sentences, one after the other.
Sentences = { $first } { $second }
# A share in per cent, rounded to a whole number: `{n}` (an accuracy, the panels' size).
Percent = { $n }%
# A name and what it holds, as a list writes them: `{label}` (such as "Board") and `{value}` (a
# square such as "e4", a challenge's terms).
Labelled = { $label }: { $value }
# Two parts of one line, side by side ("1-0 · White captured every enemy stone.", "Streak 3 · Best
# 7"): `{first}` and `{second}`.
Joined = { $first } · { $second }
# The game's name, also the window title.
AppTitle = Epaminondas
# The name of a language written in that language (the language menu shows each in its own).
ThisLanguage = English

## The tool bar.

# Opens the setup of a new game.
NewGame = New game
# Takes a move back.
Undo = Undo
# Asks the friend on another device to take back the player's last move.
TakeBack = Take back
# What Take back does, said when the pointer rests on it.
TakeBackTooltip = Ask your friend to let you take back your last move
# The sound on/off switch.
Sound = Sound
# The volume slider.
Volume = Volume
# The language menu.
Language = Language
# The view switch.
View = View
# The tilted 3D view.
ViewTilted = Tilted
# The flat top-down view.
ViewFlat = Top-down
# The graphics quality switch.
Graphics = Graphics
# The help window's button.
Help = Help
# The whole scene.
GraphicsBest = Best
# The lighter scene.
GraphicsFast = Fast
# The rules panel.
Rules = Rules
# The history and sources panel.
History = History and sources
# The controls panel.
Controls = Controls
# The about panel: the version and the licences.
About = About
# The game's version in the about panel (`{version}`).
AboutVersion = Epaminondas { $version }, after Robert Abbott's game of 1975.
# What the licence list below it holds.
AboutLicences = The game is free software under the MIT or Apache 2.0 licence. These are the licences of the game, its fonts and sounds, and of every crate compiled into it:
# The page fetches the licence list when the about panel first shows it: while it comes.
AboutLicencesLoading = Loading the list of licences…
# A page built without the licence list.
AboutLicencesNotInThisBuild = This build of the page was made without its list of licences. The released page has it, in the file LICENCES.txt beside the page.
# The page could not fetch the licence list (`{why}`: the reason, in English).
AboutLicencesFailed = The list of licences could not be loaded ({ $why }). It is the file LICENCES.txt beside this page.
# The move list.
Moves = Moves
# Closes a panel.
Close = Close
# The menu a gamepad's Start button opens.
Menu = Menu
# The Settings window and the bar's button that opens it.
Settings = Settings
# The switch of the assist for newcomers.
Assist = Assist for newcomers
# What the assist marks.
AssistHint = Marks your stones that the opponent could capture next move, and the opponent's stones that you could capture.
# What the Fast graphics are for.
GraphicsHint = Fast draws a lighter scene, for slow computers.
# The choice of the panels' and windows' size.
UiScale = Size of panels and text
# The switch of reduced motion.
ReduceMotion = Reduce motion
# What reduced motion changes.
ReduceMotionHint = Quicker slides; no shaking, hopping or flying pieces.
# The switch of the high-contrast board.
HighContrast = High-contrast board
# What the high-contrast board is.
HighContrastHint = Plain squares in strong colours instead of wood, for low vision.

## The setup of a new game.

# The heading of the setup panel.
SetupTitle = New game
# Who the opponent is.
Opponent = Opponent
# The computer plays the other side.
OpponentComputer = Computer
# Two people share this device.
OpponentHuman = A second player at this device
# The computer's strength.
Level = Level
# The name of `Level::Beginner`.
LevelBeginner = Beginner
# The name of `Level::Novice`.
LevelNovice = Novice
# The name of `Level::Intermediate`.
LevelIntermediate = Intermediate
# The name of `Level::Advanced`.
LevelAdvanced = Advanced
# The name of `Level::Expert`.
LevelExpert = Expert
# The name of `Level::Master`.
LevelMaster = Master
# Which side the player takes.
YourSide = Your colour
# The white side.
White = White
# The black side.
Black = Black
# A side chosen by chance.
RandomSide = Random
# The optional threefold-repetition draw.
RepetitionDraw = Draw when a position occurs for the third time
# Starts the game chosen in the setup.
Start = Start
# Closes the setup without starting a game.
Cancel = Cancel
# Says when the setup choices apply.
SetupHint = The choices apply when you press Start.
# What `Level::Beginner` plays like.
AboutBeginner = Sees only its own next move, and often picks a worse one.
# What `Level::Novice` plays like.
AboutNovice = Sees your answer too, but still slips now and then.
# What `Level::Intermediate` plays like.
AboutIntermediate = Looks a little further ahead and punishes loose stones.
# What `Level::Advanced` plays like.
AboutAdvanced = Calculates a few moves deep: a steady player.
# What `Level::Expert` plays like.
AboutExpert = Calculates deep and rarely slips: hard to beat.
# What `Level::Master` plays like.
AboutMaster = Full strength: thinks about three seconds a move.
# The player's games against a level; `{wins}` and `{losses}`.
LevelResults = won { $wins }, lost { $losses }
# Asks before a new game replaces the game in progress.
ConfirmNewGame = End the game in progress and start a new one?
# Confirms the new game.
StartNewGame = Start the new game
# Asks before a record replaces the game in progress.
ConfirmLoad = Load this record in place of the game in progress?

## The status line.

# White is to move.
WhiteToMove = White to move
# Black is to move.
BlackToMove = Black to move
# The move count; `{n}`.
MoveNumber = Move { $n }
# The far-row counts; `{white}` and `{black}`.
FarRow = On the far row: White { $white } · Black { $black }
# Black has broken through and White must answer.
WhiteMustAnswer = Black has broken through: White must answer with this move.
# White has broken through and Black must answer.
BlackMustAnswer = White has broken through: Black must answer with this move.
# The heading while White must answer Black's breakthrough.
WhiteMustAnswerHeading = Black broke through: White must answer now
# The heading while Black must answer White's breakthrough.
BlackMustAnswerHeading = White broke through: Black must answer now
# The heading while the player must answer the computer's or the friend's breakthrough.
YouMustAnswerHeading = Broken through: answer it with this move
# The computer is searching (a heading beside a spinner: one line in a 300-pixel panel).
Thinking = Computer thinking…
# It is the player's turn against the computer.
YourMove = Your move
# Who plays whom: the player has White against the computer at `{level}`.
PlayersYouWhite = You: White · Computer: { $level }
# Who plays whom: the player has Black against the computer at `{level}`.
PlayersYouBlack = You: Black · Computer: { $level }
# Who plays whom: two people at this device.
PlayersTwo = Two players at this device: White and Black
# Who plays whom: the player has White, a friend on another device Black.
PlayersFriendBlack = You: White · Friend: Black
# Who plays whom: the player has Black, a friend on another device White.
PlayersFriendWhite = You: Black · Friend: White
# The heading while a friend on another device is to move.
FriendsMove = Your friend's move
# The stones each side has left; `{white}` and `{black}`.
StoneCount = Stones: White { $white } : { $black } Black
# The goal, first line.
GoalLine1 = Build a majority on the far row.
# The goal, second line.
GoalLine2 = Hold it until your next turn.

## The end of a game.

# White has won.
WhiteWins = White wins
# Black has won.
BlackWins = Black wins
# The game is drawn.
Draw = Draw
# The player beat the computer.
YouWon = You won!
# The computer beat the player.
YouLost = You lost
# The length of a finished game; `{n}` moves as the move list counts them.
SummaryMoves = Moves: { $n }
# The stones taken in a game against the computer; `{you}` and `{computer}`.
SummaryCapturesYou = Stones captured: you { $you }, the computer { $computer }
# The stones taken in a two-player game; `{white}` and `{black}`.
SummaryCapturesTwo = Stones captured: White { $white }, Black { $black }
# After a win: the next level to try; `{level}`.
NextLevel = Next: try { $level }
# After a win at the strongest level.
TopLevelBeaten = You have beaten the strongest level.
# Starts the same kind of game again.
PlayAgain = Play again
# A far-row majority was held for a turn, in a sentence; `{winner}` (a side).
ReasonBreakthrough = { $winner } broke through to the far row and held it for a whole turn.
# The loser has no stones left, in a sentence; `{winner}`.
ReasonEliminated = { $winner } captured every enemy stone.
# The loser had no legal move while the winner led on the far rows, in a sentence; `{mover}` (the
# side that could not move).
ReasonNoMovesBreakthrough = { $mover } had no move to answer the breakthrough.
# The side to move had no legal move and nobody led: a draw, in a sentence; `{mover}`.
ReasonNoMoves = { $mover } had no legal move, and neither side led on the far rows: a draw.
# The third repetition of a position: a draw, in a sentence.
ReasonRepetition = The same position came up for the third time: a draw.
# Starts the same game again, the same sides and level.
Rematch = Rematch

## The first start, learning, hints, review.

# The first start's window title.
WelcomeTitle = Welcome
# The first start's question; `{n}` lessons.
WelcomeText = A game of lines of stones that push through and capture shorter lines. New to it? { $n } short lessons on the board teach it by doing.
# Opens the tutorial.
LearnToPlay = Learn to play
# What the tutorial is.
LearnToPlayHint = Lessons with a task each; then a first easy game.
# Opens the setup of a game.
Play = Play
# What the setup offers.
PlayHint = Choose the opponent, the computer's level and your colour.
# The bar's button that asks the first start's question again.
Learn = Learn
# The bar's button that asks the computer for a suggestion.
Hint = Hint
# The tooltip of the hint button.
HintTooltip = The computer suggests a move; play it or not.
# A move in the move list can be clicked to review the game there.
ReviewTooltip = Show the game after this move
# The review's heading; the position after move `{n}` of `{total}` (as the list numbers them).
Reviewing = Reviewing move { $n } of { $total }
# The review's heading at the start position.
ReviewingStart = Reviewing the start
# The reviewed position came after White's `{move}`.
ReviewWhitePlayed = After White's { $move }
# The reviewed position came after Black's `{move}`.
ReviewBlackPlayed = After Black's { $move }
# The reviewed position is the start.
ReviewStartPosition = Before the first move
# Steps the review to the start.
StepToStart = To the start
# Steps the review one move back.
StepBack = One move back
# Steps the review one move forward.
StepForward = One move forward
# Steps to the current position (ends the review).
StepToEnd = To the current position
# While the computer looks for a hint.
HintSearching = Looking for a good move…
# Leaves the review.
BackToGame = Back to the game
# Plays on from the reviewed position.
ContinueHere = Continue from here
# Asks before the later moves are dropped.
ContinueConfirm = Drop the later moves?
# Confirms dropping the later moves.
ContinueYes = Drop them

## The tutorial panel.

# The tutorial panel's heading.
Tutorial = Tutorial
# Which lesson is open; `{n}` of `{total}`.
LessonProgress = Lesson { $n } of { $total }
# How many lessons are finished; `{n}` of `{total}`.
LessonsDone = Lessons finished: { $n } of { $total }
# The heading of a lesson's task.
LessonTask = Your task
# Plays the lesson's answer on the board.
ShowMe = Show me
# Sets the lesson up again.
RestartLesson = Restart
# Goes on to the next lesson without doing this one.
SkipLesson = Skip
# Goes on to the next lesson.
NextLesson = Next lesson
# Leaves the tutorial: the game in progress comes back.
LeaveTutorial = Leave the tutorial
# While "show me" plays the answer.
LessonShowing = Watch: the answer is played on the board.
# After "show me"; `{move}` is the answer.
LessonShown = That was the answer, { $move }. Press Restart to play it yourself.
# A move that missed the task is about to be taken back.
LessonTakenBack = The move is taken back; try again.
# The tooltip of a finished lesson's mark; `{title}`.
LessonDoneMark = { $title } (finished)
# After the last lesson: what comes next; `{level}` is the easiest level.
TutorialFinished = That was the last lesson, and you know the rules now. Try a first game against the computer at its easiest level, { $level }.
# Starts a game against the computer at its easiest level.
FirstGame = Play a first game

## The puzzle trainer (its panel, the Welcome's and the menu's buttons).

# The trainer's name: the button that opens it and the panel's heading.
Puzzles = Puzzles
# Under the Welcome's Puzzles button: what puzzles are.
PuzzlesHint = Positions from real games with one winning move: find it.
# The player's puzzle rating; `{rating}` (a "?" after it while provisional).
PuzzleRating = Puzzle rating: { $rating }
# Rated training, the mode's button.
PuzzleModeRated = Rated
# A streak of ever harder puzzles, the mode's button.
PuzzleModeStreak = Streak
# The puzzle of the day, the mode's button.
PuzzleModeDaily = Puzzle of the day
# The theme chooser's label.
PuzzleTheme = Theme
# The theme chooser's choice of every theme.
PuzzleThemeAll = All themes
# The theme: a stone reaches the far row.
PuzzleThemeBreakthrough = Breakthrough
# The theme: the opponent's breakthrough is stopped.
PuzzleThemeStopBreakthrough = Stop a breakthrough
# The theme: a line captures a shorter line.
PuzzleThemePhalanxCapture = Phalanx capture
# The theme: the line that threatened is captured.
PuzzleThemeCaptureTheCapturer = Capture the capturer
# The theme: stones given to win more.
PuzzleThemeSacrifice = Sacrifice
# The theme: the rule that forbids copying a breakthrough decides.
PuzzleThemeAntiCopycat = Anti-copycat rule
# The theme: the winning move captures nothing.
PuzzleThemeQuietMove = Quiet move
# The puzzle's heading; `{rating}` is its rating.
PuzzleHeading = Puzzle rated { $rating }
# The task; `{side}` (white, black) is to move.
PuzzleTask = { $side ->
        [white] White
       *[black] Black
    } to move: find the best move.
# After a right move whose line goes on; `{n}` moves of `{total}` found.
PuzzleGoOn = Right. Now the next move ({ $n } of { $total } found).
# While the line's reply is about to be played.
PuzzleReplying = Right. Watch the answer…
# The puzzle solved at the first try.
PuzzleSolved = Solved!
# The puzzle solved after a failed try or with the solution shown.
PuzzleSolvedLate = Solved, but not at the first try.
# A wrong move, while the engine looks for its answer.
PuzzleWrongThinking = Not the move. Looking for the answer that shows why…
# A wrong move and the engine's answer that shows why; `{answer}` says that move.
PuzzleWrong = Not the move. The answer shows why: { $answer }
# A wrong move that leaves the opponent no answer worth showing.
PuzzleWrongPlain = Not the move: there was a better one.
# While the solution is played on the board.
PuzzleShowing = Watch: the solution is played on the board.
# The solution line; `{line}`.
PuzzleSolutionLine = The solution: { $line }
# The rating after a rated try; `{rating}`, `{sign}` (+ or −) and `{points}` changed.
PuzzleRatingChange = Your rating: { $rating } ({ $sign }{ $points })
# A try that does not count for the rating.
PuzzleUnrated = Not rated.
# A streak's length so far; `{n}` puzzles.
PuzzleStreak = Streak: { $n }
# The longest streak; `{n}` puzzles.
PuzzleBestStreak = Best streak: { $n }
# A streak ended by a failed puzzle; `{n}` puzzles solved in it.
PuzzleStreakOver = The streak ends at { $n }.
# The day's puzzle already tried; `{result}` (solved, failed).
PuzzleDailyTried = Today's puzzle: { $result ->
        [solved] solved
       *[failed] failed
    }
# The puzzle's themes; `{themes}`.
PuzzleThemes = Themes: { $themes }
# Goes on to the next puzzle.
PuzzleNext = Next puzzle
# Tries the same puzzle again.
PuzzleRetry = Try again
# Plays the solution on the board.
PuzzleShowSolution = Show the solution
# The puzzle's position as a game against the computer.
PuzzlePlayOn = Play on from here
# Leaves the trainer: the game in progress comes back.
PuzzleLeave = Leave the puzzles
# The heading of the recent tries, each of which opens again.
PuzzleRecent = Recent puzzles
# A recent try's button; `{result}` (solved, failed) and `{rating}` of the puzzle.
PuzzleRecentTry = { $rating }: { $result ->
        [solved] solved
       *[failed] failed
    }
# No puzzle could be chosen (an empty set).
PuzzleNone = No puzzle is available.

## Game records.

# The records window's title.
RecordsTitle = Game record
# The bar's button that opens the records window.
RecordsButton = Record
# Heading: export.
RecordExport = Export
# Heading: import.
RecordImport = Import
# Copies the record to the clipboard.
CopyRecord = Copy the record
# Saves the record to a file through the system's dialog (in the browser: downloads it).
SaveRecord = Save to a file…
# Opens a record file through the system's dialog (in the browser: the file chooser).
OpenRecord = Open a file…
# The save dialog's title.
SaveRecordTitle = Save the game record
# The open dialog's title.
OpenRecordTitle = Open a game record
# The dialogs' filter of record files.
RecordFiles = Game records
# The dialogs' filter of every file.
AllFiles = All files
# Copies a link holding the game (browser).
CopyLink = Copy a link to this game
# Loads the pasted record.
LoadRecord = Load
# How to import.
RecordPasteHint = Paste a record (bare numbered moves will do) or drop a record file on the window, then press Load (or Ctrl+Enter). The game in progress is kept if the record cannot be read.
# The record is on the clipboard.
RecordCopied = The record is on the clipboard.
# The link is on the clipboard.
LinkCopied = A link to this game is on the clipboard.
# The record was saved; `{path}`.
RecordSaved = The record is saved in { $path }
# The record could not be saved; `{path}` and `{error}`.
RecordSaveFailed = The record could not be saved in { $path }: { $error }
# No file dialog could be shown, so the record was saved in `{path}`.
RecordSavedWithoutDialog = No file dialog can be shown on this system, so the record is saved in { $path }
# The browser was handed the record as the download `{path}`.
RecordDownloaded = The record is handed to the browser to save as { $path }.
# No file dialog could be shown to open a record.
RecordOpenWithoutDialog = No file dialog can be shown on this system: drop the record's file on the window or paste its text below.
# A file far larger than any record; `{path}`.
RecordFileTooLarge = { $path } is far too large to be a game record.
# A record replaced the game; `{n}` moves.
RecordLoaded = Record loaded. Moves: { $n }.
# A record was refused (its line and reason follow); the game goes on.
RecordRefused = This record cannot be loaded; the game goes on.
# A dropped or opened file could not be read; `{path}` and `{error}`.
RecordFileUnreadable = { $path } cannot be read: { $error }

## The move list.

# Shown while the move list is empty.
NoMovesYet = No moves yet.

## Messages to the player.

# The saved game could not be read.
NoticeSaveCorrupt = The saved game could not be read, so a new game has started. The old data is kept in a backup.
# The saved game was written by a newer version.
NoticeSaveNewer = The saved game was written by a newer version of Epaminondas, so a new game has started. The saved game is kept in a backup.
# The saved game could not be read, nor kept in a backup.
NoticeSaveNotKept = The saved game could not be read, so a new game has started. It could not be kept in a backup either, and the next save will replace it.
# The saved settings could not be read, nor kept in a backup.
NoticeSettingsNotKept = The saved settings could not be read; the defaults are in use. They could not be kept in a backup either.
# The saved settings could not be read.
NoticeSettingsReset = The saved settings could not be read; the defaults are in use. The old data is kept in a backup.
# The store cannot be opened or written.
NoticeStorageUnavailable = Games cannot be saved here: there is no place to keep them. This game will not be remembered.
# Another window of the game holds the saves; this one plays without saving.
NoticeStoreInUse = Epaminondas is already open in another window, which keeps your saves. This window's game will not be remembered.
# The store's file was damaged; it was kept aside and a new one started.
NoticeStoreDamaged = The save file was damaged, so a new one has been started with a new game and default settings. The damaged file is kept beside it.
# Acknowledges a message.
Ok = OK
# A software renderer was found and the lighter scene chosen.
GraphicsFastChosen = No graphics card in use: Graphics set to Fast
# A gamepad was plugged in.
GamepadConnected = Gamepad connected
# A gamepad was unplugged.
GamepadDisconnected = Gamepad disconnected
# The engine's worker could not start: the computer thinks on the page, weaker.
EngineWorkerUnavailable = The computer's engine could not start: it plays weaker in this page
# The keyboard works on the board.
FocusBoard = Keys work on the board · Tab: panels
# The keyboard works in the panels.
FocusPanels = Keys work in the panels · Tab: next button · Esc: board

## The rules panel.

# Heading: board and setup.
RulesBoardTitle = Board and setup
# Board, setup, home and far rows, turns.
RulesBoardText = The board has 14 files (a–n) and 12 ranks (1–12). Each player has 28 stones: White starts on ranks 1 and 2, Black on ranks 11 and 12. The rank nearest you is your home row; your opponent's home row is your far row. White moves first, then the players take turns. Passing is not allowed.
# Heading: phalanxes.
RulesLinesTitle = Phalanxes
# What a phalanx is.
RulesLinesText = A phalanx is two or more of your stones side by side, without a gap, along a rank, a file or a diagonal. A stone can belong to several phalanxes in different directions at once.
# Heading: moves.
RulesMovesTitle = Moves
# Single steps and phalanx moves.
RulesMovesText = On your turn, either step one stone to an empty neighbouring square in any of the eight directions, or move a phalanx along its own line, forwards or backwards. A phalanx of n stones moves 1 to n squares, all its stones together. You may move only the front part of a phalanx; then only the stones that move count. Nothing ever jumps over a stone of either colour.
# Heading: captures.
RulesCapturesTitle = Captures
# When and what a phalanx captures.
RulesCapturesText = When the front stone of a moving phalanx reaches a square with an enemy stone, it captures. Count the enemy stones in an unbroken line from that square onwards in the direction of the move: the capture is allowed only if the moving phalanx has more stones. All those enemy stones are removed. A single stone never captures, and capturing is never compulsory.
# Heading: the anti-copycat rule.
RulesCopycatTitle = The anti-copycat rule
# The anti-copycat rule.
RulesCopycatText = A move that lands on the far row is not allowed if it leaves a position that looks the same after turning the board half a turn and swapping the colours. So a breakthrough cannot be answered by mirroring the opponent's moves.
# Heading: the end of the game.
RulesEndTitle = End of the game
# Winning by breakthrough or elimination.
RulesEndText = The end is checked at the start of every turn. You win if you have more stones on your far row than your opponent has on your home row. So after a breakthrough the opponent has one turn to capture the intruders or to break through in reply. You also win when your opponent has no stones left.
# Heading: no legal move.
RulesNoMoveTitle = No legal move
# The no-move rule.
RulesNoMoveText = If the player to move has no legal move, that player loses when the opponent has more stones on the player's home row than the player has on the far row; otherwise the game is a draw.
# Heading: the optional rule.
RulesOptionalTitle = Optional rule
# The threefold-repetition option.
RulesOptionalText = Chosen before a game: a position that occurs for the third time with the same player to move is a draw.
# Heading: notation.
RulesNotationTitle = Notation
# Under the first picture: what a phalanx is.
PicturePhalanx = Two phalanxes of three: one along a rank, one along a diagonal. The lone stone is no phalanx.
# Under the second picture: only the front part moves.
PictureFrontPart = Only the front part moves: the front two stones of this line of four move up to two squares; the two behind stay.
# Under the third picture: counting an enemy line.
PictureCount = Three against two: count the enemy stones from the square the front stone reaches, onwards in the direction of the move. Three is more than two, so both are captured.
# The help window's footer: where the side and level are chosen.
HelpWhereToChoose = Your colour, the opponent and the computer's level are chosen with New game in the bar (in the Menu on a small screen).
# How moves are written.
RulesNotationText = A move is written as the square of its rear stone, then - for a quiet move or x for a capture, then the square where the front stone lands: a2-a3, a1-a4, c2xc7.

## The history and sources panel.

# Crossings and A Gamut of Games.
HistoryCrossings = Robert Abbott (1933–2018) first described this game as Crossings, played on an 8×8 board, in Sid Sackson's book A Gamut of Games (1969).
# From Crossings to Epaminondas, 1975.
HistoryEpaminondas = Later he enlarged the board to 14×12, which gives more long diagonals and livelier fights along them, and changed the rules a little in favour of the attacker. In 1975 the game came out as Epaminondas: first a British edition by Philmar, a year later Abbott's own American edition.
# Where the name comes from.
HistoryName = The name honours Epaminondas, the Theban general whose deep phalanx beat the Spartans at Leuctra in 371 BC; in the game a phalanx is a line of stones. Abbott later said he wished he had kept the name Crossings.
# Abbott's idea of clarity.
HistoryClarity = Abbott prized the game for its clarity: the size and direction of the phalanxes show the forces on the board at a glance.
# Heading: sources.
HistorySourcesTitle = Sources
# The sources.
HistorySources =
    Robert Abbott, "Under the Strategy Tree", Games & Puzzles, May 1975.
    Sid Sackson, A Gamut of Games, 1969.
    Robert Abbott's page on Epaminondas, logicmazes.com.
    Kerry Handscomb, "Epaminondas", Abstract Games no. 3, 2000.

## The controls panel.

# Heading: mouse and touch.
ControlsMouseTitle = Mouse and touch
# Mouse and touch.
ControlsMouseText = Click or tap one of your stones to select it. Click another of your stones on a straight line from it to select the line from the first stone through that one to the end of the run. Dots mark quiet moves, rings mark captures: click a mark to make the move. Clicking anywhere else clears the selection.
# Heading: keyboard.
ControlsKeyboardTitle = Keyboard
# Keyboard.
ControlsKeyboardText =
    Arrow keys or W A S D move the cursor; Enter acts like a click on the cursor's square; Escape clears the selection. Z undoes a move, Shift+Z or Y plays it again; H asks for a hint; V turns the board between tilted and top-down.
    Shift+← and Shift+→ step back and forward through the game; while you review, ← and → do too, Home goes to the start, and End or Escape returns to the game.
    Tab moves the focus from the board to the panels; there Tab goes to the next button, Enter or Space presses it, and Escape returns to the board. With the focus on the analysis graph, ← and → step through its positions. Ctrl+Enter in the record's import box loads it. Page Up and Page Down scroll this help. Space does nothing on the board.
# Heading: gamepad.
ControlsGamepadTitle = Gamepad
# Gamepad.
ControlsGamepadText = D-pad or left stick moves the cursor; A (Cross) acts like a click; B (Circle) clears the selection; X (Square) undoes a move; Y (Triangle) asks for a hint; the left and right shoulder buttons (L1, R1) step back and forward through the game. Start opens the menu. In a window or the menu the D-pad moves between buttons, A presses one, B closes it, and the right stick scrolls this help.

## The analysis of a game, and the bar's and setup's late additions.

# Plays again a move Undo took back.
Redo = Redo
# Why Hint is off in a game against a friend on another device.
HintOnline = No hints in a game against a friend.
# The setup's entry of a game against a friend on another device.
OpponentOnline = A friend on another device…
# Heading of the choice of an analysis of the game.
AnalyseGame = Analyse the game
# Starts a quick analysis.
AnalyseQuick = Quick
# Starts a deep analysis.
AnalyseDeep = Deep
# What the quick analysis is.
AnalyseQuickTooltip = The engine looks at every move briefly: about a minute.
# What the deep analysis is.
AnalyseDeepTooltip = The engine looks at every move deeply: several minutes.
# The progress of an analysis; {done} of {total} moves judged.
Analysing = Analysing: { $done } of { $total } moves
# Stops the analysis.
CancelAnalysis = Stop
# The analysis could not go on; {why} says why (an AnalysisWhy… text).
AnalysisFailed = The analysis stopped: { $why }
# Why the analysis stopped: the engine ended before judging every move.
AnalysisWhyStoppedEarly = the engine ended before it had judged every move.
# Why the analysis stopped: the engine failed; {detail} is its own report, in English.
AnalysisWhyEngineFailed = the engine failed ({ $detail }).
# Heading of the analysis in the side panel.
AnalysisTitle = Analysis
# The evaluation graph's tooltip.
GraphTooltip = White's chances above the line, Black's below. Click to review a position.
# A point of the graph under the pointer: {moment} the position, {outlook} the engine's words.
GraphPoint = { $moment }: { $outlook }
# The graph's first point.
GraphStart = Start
# The mark of a move that was the only good one.
MarkOnly = only move
# The mark of the engine's best move.
MarkBest = best move
# The mark of a good move.
MarkGood = good move
# The mark of an inaccuracy.
MarkInaccuracy = inaccuracy
# The mark of a mistake.
MarkMistake = mistake
# The mark of a blunder.
MarkBlunder = blunder
# The engine's outlook: equal.
OutlookEqual = the game is equal
# The engine's outlook.
OutlookBetterWhite = White stands better
# The engine's outlook.
OutlookBetterBlack = Black stands better
# The engine's outlook.
OutlookWinningWhite = White is winning
# The engine's outlook.
OutlookWinningBlack = Black is winning
# The engine's outlook: a forced win in {n} moves.
OutlookWinsInWhite = White breaks through in { $n }
# The engine's outlook: a forced win in {n} moves.
OutlookWinsInBlack = Black breaks through in { $n }
# The engine's outlook: the game is over.
OutlookWonWhite = White has won
# The engine's outlook: the game is over.
OutlookWonBlack = Black has won
# In review: the move that led to the position shown, {move} with its {mark}.
AnalysisHere = Played: { $move }, { $mark }.
# In review: the same side's better move {move} (drawn on the board) and the {outlook} it kept.
AnalysisBetter = Better: { $move } ({ $outlook }).
# In review: the engine's line from the position before the move shown.
AnalysisLine = Line: { $line }
# In review: the move shown is not judged yet.
AnalysisNotYet = The engine has not judged this move yet.
# The engine's outlook in the position shown.
AnalysisNow = Engine: { $outlook }
# The verdict table's row of each side's accuracy.
VerdictAccuracy = Accuracy
# The verdict table's row of each side's count of blunders.
VerdictBlunders = Blunders
# The verdict table's row of each side's count of mistakes.
VerdictMistakes = Mistakes
# The verdict table's row of each side's count of inaccuracies.
VerdictInaccuracies = Inaccuracies
# The move after which the lead passed for good: {move} as the list numbers it.
VerdictTurn = The game turned at { $move }.
# The move that lost the most, where the lead never passed.
VerdictCostliest = The costliest move: { $move }.
# No move lost anything.
VerdictClean = The engine found no mistakes.
# The board's name for a screen reader, before the square under the keyboard cursor.
AccessBoard = Board
# The move box's title (and the page's hidden move field's name).
MoveBoxTitle = Type a move
# Under the move box's field: how to write a move.
MoveBoxHint = Two squares joined by - or x, like e2-e4 or d2xd6, then Enter.
# The move box's button that plays the typed move.
MoveBoxPlay = Play
# The move box's keys: T opens and closes it, R reads the position.
MoveBoxKeys = T: this box · R: read the position · arrows: the board's cursor
# A typed move while reviewing: leave the review first.
MoveBoxReviewing = Leave the review (Escape) to play a move.
# A typed move while it is not the player's turn (a friend's, or a lesson's reply).
MoveBoxWait = Wait for your turn.
# Heading in the help: the analysis.
HelpAnalysisTitle = Analysis of a game
# The analysis and the legend of its marks.
HelpAnalysisText = After a game (or in a review, or with a loaded record), Analyse has the engine judge every move, quickly or deeply. The graph shows White's chances above its middle line and Black's below; click it to review a position. Moves are marked: ! the only move that holds or wins (every other loses a stone and a half or more), ?! an inaccuracy (loses about half a stone), ? a mistake (a stone), ?? a blunder (three stones or more); the engine's best and good moves carry no mark. In a review the panel says what was wrong with the move shown, and the better move for the same side is drawn on the board as a green arrow with what it does beside it.

## [LearnKey] The texts of src/learn: the tutorial's lessons, the reasons a click or a typed
## move is refused, and the game in words for a screen reader.

## Announcements: the game in words, for the status line and a screen reader (src/learn/announce.rs,
## notice.rs).

# The status line after a capture: who took how many, and the stones left ($side, $n, $white,
# $black).
AnnounceCapture = { $side ->
        [white] White
       *[black] Black
    } captured { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    } · { $white } : { $black }
# Who played a move, named in its announcement ($who: you, computer, opponent, white, black).
AnnounceMover = { $who ->
        [you] You
        [computer] Computer
        [opponent] Opponent
        [white] White
       *[black] Black
    }
# A quiet move, said aloud ($who, $move).
AnnounceMove = { $who }: { $move }.
# A capturing move, said aloud ($who, $move, $n captured).
AnnounceMoveCapture = { $who }: { $move }, captures { $n }.
# The computer's or a friend's move of a single stone, said aloud with what it takes ($who, $move,
# $captured).
AnnounceOtherSingle = { $who }: { $move }, a single stone{ $captured ->
        [0] {""}
       *[other] , captures { $captured }
    }.
# The computer's or a friend's move of a line, said aloud with how far it goes and what it takes
# ($who, $move, $n stones, $d squares, $captured).
AnnounceOtherLine = { $who }: { $move }, a line of { $n } moving { $d ->
        [one] { $d } square
       *[other] { $d } squares
    }{ $captured ->
        [0] {""}
       *[other] , captures { $captured }
    }.
# Said after a move that broke through: the side that broke through and the side that must answer
# ($side broke through).
AnnounceBreakthrough = { $side ->
        [white] White has broken through: Black must answer.
       *[black] Black has broken through: White must answer.
    }
# A suggested move of a single stone, said aloud ($move, $captured).
AnnounceHintSingle = Hint: { $move }, a single stone{ $captured ->
        [0] {""}
       *[other] , captures { $captured }
    }.
# A suggested move of a line, said aloud ($move, $n stones, $d squares, $captured).
AnnounceHintLine = Hint: { $move }, a line of { $n } moving { $d ->
        [one] { $d } square
       *[other] { $d } squares
    }{ $captured ->
        [0] {""}
       *[other] , captures { $captured }
    }.
# The end of a game, said aloud in the end card's words: its headline ($result: won, lost, white,
# black or draw) and why it ended ($reason, one of the card's Reason texts).
AnnounceEnd = { $result ->
        [won] { YouWon }
        [lost] { YouLost }.
        [white] { WhiteWins }.
        [black] { BlackWins }.
       *[draw] { Draw }.
    } { $reason }
# The state read aloud: whose move it is ($side).
AnnounceToMove = { $side ->
        [white] White
       *[black] Black
    } to move.
# The state read aloud: each side's stones and stones on the far row ($white, $black, $white_far,
# $black_far).
AnnounceCounts = Stones: White { $white }, Black { $black }. On the far row: White { $white_far }, Black { $black_far }.
# The state read aloud: a breakthrough to answer ($side that must answer).
AnnounceMustAnswer = { $side ->
        [white] White
       *[black] Black
    } must answer the breakthrough.
# The square under the keyboard cursor, empty ($square).
AnnounceSquareEmpty = { $square }, empty.
# The square under the keyboard cursor, with a stone that is not to move ($square, $side).
AnnounceSquareStone = { $square }, { $side ->
        [white] white
       *[black] black
    } stone.
# The square under the keyboard cursor, with a stone of the side to move: the line it heads and
# where it can go ($square, $side, $line, $landings).
AnnounceSquareMoves = { $square }, { $side ->
        [white] white
       *[black] black
    } stone{ $line ->
        [1] {""}
       *[other] , front of a line of { $line }
    }; moves to { $landings }.
# The square under the keyboard cursor, with a stone of the side to move that cannot move ($square,
# $side).
AnnounceSquareStuck = { $square }, { $side ->
        [white] white
       *[black] black
    } stone; no moves.
# A square a stone can move to, in the cursor's description ($square).
AnnounceLanding = { $square }
# A square a stone can move to capturing, in the cursor's description ($square, $n).
AnnounceLandingCapture = { $square } capturing { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    }
# A list in a description: the list so far, then one more item ($list, $item).
AnnounceListNext = { $list }, { $item }

## Refusals: why a click or a typed move makes no move (src/learn/refusal.rs).

# The game is over, won by a side ($side).
RefusalGameOverWon = The game is over: { $side ->
        [white] White
       *[black] Black
    } won.
# The game is over, drawn.
RefusalGameOverDraw = The game is over: it is a draw.
# A click on the opponent's stone ($side: the stone's owner).
RefusalOpponentStone = { $side ->
        [white] White's stone: it is Black's turn.
       *[black] Black's stone: it is White's turn.
    }
# A click while the computer thinks.
RefusalComputerThinking = The computer is thinking: your turn comes after its move.
# A click on an empty square with nothing selected.
RefusalNothingSelected = Select one of your stones first.
# A typed move from a square without a stone of the player's ($square).
RefusalNoStone = There is no stone of yours on { $square }.
# A typed move whose two squares are the same ($square).
RefusalSameSquare = A move must leave its square: both ends are { $square }.
# A typed move whose squares share no line ($tail, $landing).
RefusalNotOnALine = { $tail } and { $landing } are not on one line: a line moves along a rank, a file or a diagonal.
# A single stone asked to go further than one square.
RefusalSingleStep = A single stone moves only one square.
# A single stone selected where its line must move ($n stones in the line).
RefusalSelectLine = To move the line of { $n } stones, select it first: click another of its stones.
# A line asked to go further than its length ($n stones).
RefusalTooFar = This line has { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    }, so it moves at most { $n ->
        [one] { $n } square
       *[other] { $n } squares
    }.
# A stone in the way ($square, $side: its owner).
RefusalBlocked = { $side ->
        [white] White's
       *[black] Black's
    } stone on { $square } is in the way: a line never jumps over stones.
# A line landing on its own stone ($square).
RefusalOwnStone = A line cannot land on its own stone on { $square }.
# A single stone trying to capture.
RefusalSingleStoneCapture = A single stone cannot capture: only a line of 2 or more stones can.
# A capture of an equal line ($n stones each).
RefusalCaptureEqual = { $n } against { $n }: an equal line cannot be captured. A capture needs more stones than the enemy line has.
# A capture of a longer line ($n stones against $enemy).
RefusalCaptureNeedsLonger = Your line of { $n } cannot capture { $enemy } stones: it needs more stones than the enemy line has.
# A square off the selected line's way ($square: its front).
RefusalNotAlongLine = A line moves only straight along itself: choose a square straight on beyond { $square }.
# A square behind the selected line ($tail, $front).
RefusalBackwards = This line moves towards { $front }. To move it the other way, clear the selection, then click { $front } first and { $tail } second.
# The anti-copycat rule ($square: the landing).
RefusalAntiCopycat = The anti-copycat rule forbids landing on { $square }: the board would look the same turned half a turn with the colours swapped.
# A typed capture onto an empty square ($tail, $landing).
RefusalNothingToCapture = Nothing to capture on { $landing }: write { $tail }-{ $landing }.
# A typed move onto an enemy stone without the capture mark ($tail, $landing).
RefusalCaptureNotMarked = { $landing } holds an enemy stone: write the capture as { $tail }x{ $landing }.
# Typed text that is not a move: how to write one.
RefusalTypeAMove = Type a move as two squares joined by - or x, like e2-e4 or d2xd6.

## The tutorial (src/learn/lessons.rs): each lesson's title (the heading of the tutorial panel and
## its mark's tooltip), intro (the rule, under the title), task (what to do, under "Your task"),
## hint (asked for, or after a move that missed the task) and done (when the task is done).

# Lesson "single-step": title.
LessonSingleStepTitle = One stone, one step
# Lesson "single-step": the rule.
LessonSingleStepIntro = A single stone moves one square in any of the eight directions, onto an empty square.
# Lesson "single-step": the task.
LessonSingleStepTask = Click your stone on e4, then one of the marked squares next to it.
# Lesson "single-step": the hint.
LessonSingleStepHint = Move the stone on e4 one square.
# Lesson "single-step": the task done.
LessonSingleStepDone = Well done. A lone stone always moves exactly one square.

# Lesson "whole-line": title.
LessonWholeLineTitle = A line moves together
# Lesson "whole-line": the rule.
LessonWholeLineIntro = Stones side by side in a straight line form a line, a phalanx. A line of n stones moves along itself 1 to n squares, all its stones together.
# Lesson "whole-line": the task.
LessonWholeLineTask = Click d2, then d4 to select the line of three, and move it three squares forward, to d5–d7.
# Lesson "whole-line": the hint.
LessonWholeLineHint = Move all three stones three squares forward.
# Lesson "whole-line": the task done.
LessonWholeLineDone = Well done: three stones, three squares. A line moves as far as it has stones.

# Lesson "front-part": title.
LessonFrontPartTitle = Only the front part
# Lesson "front-part": the rule.
LessonFrontPartIntro = You may move just the front part of a line; then only the stones that move count. A diagonal line moves diagonally.
# Lesson "front-part": the task.
LessonFrontPartTask = Click d3, then e4 to select the front two stones, and move them two squares, to f5–g6.
# Lesson "front-part": the hint.
LessonFrontPartHint = Move only the front two stones, d3 and e4, two squares.
# Lesson "front-part": the task done.
LessonFrontPartDone = Well done. Two stones moved, so two squares was their limit.

# Lesson "no-jumping": title.
LessonNoJumpingTitle = Nothing jumps
# Lesson "no-jumping": the rule.
LessonNoJumpingIntro = A line never passes through a stone, its own or the opponent's, and never lands on its own stone.
# Lesson "no-jumping": the task.
LessonNoJumpingTask = Your stone on d6 stands in the way. Move the line d2–d4 as far forward as it can go.
# Lesson "no-jumping": the hint.
LessonNoJumpingHint = Move the whole line d2–d4 up to the stone on d6.
# Lesson "no-jumping": the task done.
LessonNoJumpingDone = Well done. The line could move three squares, but d6 stopped it after one.

# Lesson "capture": title.
LessonCaptureTitle = Capturing a shorter line
# Lesson "capture": the rule.
LessonCaptureIntro = When the front stone of a moving line reaches an enemy stone, it captures if the enemy stones in a row from there on are fewer than the moving stones. The capture may come at any distance the line could move.
# Lesson "capture": the task.
LessonCaptureTask = Capture the two black stones on b6 and b7 with your line of three.
# Lesson "capture": the hint.
LessonCaptureHint = Select the whole line b2–b4 and move it onto b6.
# Lesson "capture": the task done.
LessonCaptureDone = Well done: three took two, two squares away. All the captured stones leave the board.

# Lesson "equal-line": title.
LessonEqualLineTitle = An equal line is safe
# Lesson "equal-line": the rule.
LessonEqualLineIntro = A capture needs more stones than the enemy line has, so three cannot take three. Black's line of three on b9–b11 threatens your pair on b5–b6.
# Lesson "equal-line": the task.
LessonEqualLineTask = Add one stone to your pair, so that your line is as long as Black's.
# Lesson "equal-line": the hint.
LessonEqualLineHint = Step the stone on c3 onto the end of your line.
# Lesson "equal-line": the task done.
LessonEqualLineDone = Well done. Three against three: Black's line can no longer capture yours.

# Lesson "breakthrough": title.
LessonBreakthroughTitle = Breaking through
# Lesson "breakthrough": the rule.
LessonBreakthroughIntro = Reach Black's home row, rank 12, and hold it: if Black cannot capture the intruder or break through in reply, you win at your next turn.
# Lesson "breakthrough": the task.
LessonBreakthroughTask = Step a stone onto rank 12 where Black cannot capture it.
# Lesson "breakthrough": the hint.
LessonBreakthroughHint = Break through where Black's pair cannot reach.
# Lesson "breakthrough": the task done.
LessonBreakthroughDone = Well done. Black has no answer, so the breakthrough holds and White wins.

# Lesson "answer-breakthrough": title.
LessonAnswerBreakthroughTitle = Answering a breakthrough
# Lesson "answer-breakthrough": the rule.
LessonAnswerBreakthroughIntro = Black's stone has reached your home row on e1. If it is still there after your move, and you have no stone on Black's home row, Black wins.
# Lesson "answer-breakthrough": the task.
LessonAnswerBreakthroughTask = Capture the intruder on e1.
# Lesson "answer-breakthrough": the hint.
LessonAnswerBreakthroughHint = Only a line can capture: use the pair e2–e3.
# Lesson "answer-breakthrough": the task done.
LessonAnswerBreakthroughDone = Well done. The intruder is gone, and the game goes on.

# Lesson "anti-copycat": title.
LessonAntiCopycatTitle = The anti-copycat rule
# Lesson "anti-copycat": the rule.
LessonAntiCopycatIntro = A move onto the far row is not allowed if the board would then look the same turned half a turn with the colours swapped. Black has broken through on g1.
# Lesson "anti-copycat": the task.
LessonAntiCopycatTask = Answer with a breakthrough of your own on rank 12. Try h12 first: the board would mirror itself.
# Lesson "anti-copycat": the hint.
LessonAntiCopycatHint = Step from h11 onto rank 12, but not onto h12.
# Lesson "anti-copycat": the task done.
LessonAntiCopycatDone = Well done. One stone each on the far rows: nobody leads, and the game goes on.

# Lesson "no-move": title.
LessonNoMoveTitle = No move left
# Lesson "no-move": the rule.
LessonNoMoveIntro = A player who cannot move loses if the opponent leads on the far rows; otherwise the game is a draw. Black's stone on a12 has one free square left, b12.
# Lesson "no-move": the task.
LessonNoMoveTask = Take Black's last free square, so that Black cannot move.
# Lesson "no-move": the hint.
LessonNoMoveHint = Step onto b12 with the stone from c11.
# Lesson "no-move": the task done.
LessonNoMoveDone = Well done. Black cannot move and you stand on Black's home row, so Black loses at once.

## What a lesson says of a legal move that missed its task, before the hint.

# What the move did ($move, $n stones, $k squares, $captured).
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
# Black could capture after the move ($move: the capture).
LessonBlackCouldCapture = Black could now capture with { $move }.
# Black cannot capture, but the lesson wants a longer line.
LessonBlackCannotCapture = Black cannot capture now, but this lesson asks for a longer line instead.
# Black could answer the breakthrough ($move: the answer).
LessonBlackCouldAnswer = Black could answer with { $move }.
# Black would still lead on the far rows.
LessonBlackStillLeads = Black would still lead on the far rows and win at its next turn.
# Black still has a move ($move: one of them).
LessonBlackCanMove = Black can still move, for example { $move }.

## [OnlineKey] The texts of src/online and of the online game's windows (the game's
## src/game/online): playing a friend on another device.

## Why a message from the friend's program was refused (the room window's news).

# The bytes are not a message of the protocol.
OnlineRejectUnreadable = Your friend's program sent something this game cannot read.
# A message longer than the protocol allows (`{bytes}`: its length).
OnlineRejectTooLong = Your friend's program sent a message far too long to accept ({ $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }).
# The friend's program speaks version `{theirs}` of the protocol, this one `{ours}`.
OnlineRejectWrongVersion = Your friend's program speaks another version of the online protocol ({ $theirs }; this one speaks { $ours }): you both need the same version of the game.
# A game message before the friend's program said hello.
OnlineRejectNotIntroduced = Your friend's program sent a game message before saying hello.
# Both programs invite to the room.
OnlineRejectBothInvite = Your friend's program also invites to this room: one of you invites, the other joins.
# Both programs join the room.
OnlineRejectBothJoin = Your friend's program also joins this room: one of you invites, the other joins.
# A game message before the host's game came.
OnlineRejectNoGame = Your friend's program sent a game message before the game was set up.
# A message about game `{theirs}` of the room while this is game `{ours}`.
OnlineRejectWrongGame = Your friend's program sent a message about game { $theirs }; this is game { $ours }.
# The first sentence of a refused move; the reason follows it.
OnlineRejectMove = Your friend's program sent a move this game cannot accept:
# A refused move's reason: numbered `{got}`, the next is `{expected}`.
OnlineRejectWrongPly = it is numbered { $got }, but the next move here is { $expected }.
# A refused move's reason: move `{ply}` is the player's own to play.
OnlineRejectOutOfTurn = move { $ply } is yours to play, not your friend's.
# A refused move's reason: move `{ply}`, written `{text}`, is illegal.
OnlineRejectIllegalMove = move { $ply }, "{ $text }", is not a legal move here.
# A refused move's reason: after move `{ply}` the boards differ.
OnlineRejectHashMismatch = after move { $ply } its board differs from yours.
# A move after the game had ended.
OnlineRejectGameOver = Your friend's program sent a move after the game had ended.
# The friend's program says the player's time ran out; this clock says not.
OnlineRejectClockDisagrees = Your friend's program says your time has run out, but your clock still has time.
# A message that does not fit the game as it stands.
OnlineRejectUnexpected = Your friend's program sent a message that does not fit the game as it stands.
# The host's game does not follow the rules.
OnlineRejectBadRecord = Your friend's program sent a game that does not follow the rules.
# The two games went different ways and the game was stopped.
OnlineRejectDiverged = Your game and your friend's have gone different ways; the game has been stopped.

## A relay address that is wrong (the Invite / Join window).

# The address does not start with `ws://` or `wss://`.
OnlineRelayNotWebSocket = The relay's address must start with ws:// or wss://.
# The address has no host.
OnlineRelayNoHost = The relay's address has no host after ws://.
# The host has a character no host name has.
OnlineRelayBadHost = The relay's host name has a character no host name has.
# The port is not a number from 1 to 65535.
OnlineRelayBadPort = The relay's port must be a number from 1 to 65535.
# The path has a query, a fragment or unusual characters.
OnlineRelayBadPath = The relay's address may have a path, but no ?, # or unusual characters.

## A room code or join link that is wrong (the Invite / Join window).

# A room code has `{length}` characters, the one typed `{found}`.
OnlineRoomCodeLength = A room code has { $length } characters; this one has { $found }.
# A room code has no 0 and no O.
OnlineRoomCodeNoZero = A room code has no 0 and no O: perhaps another character was meant.
# A room code has no 1, I or L.
OnlineRoomCodeNoOne = A room code has no 1, I or L: perhaps another character was meant.
# `{character}` is never in a room code.
OnlineRoomCodeBadCharacter = "{ $character }" is never in a room code: it has only letters and digits.
# A link without a room.
OnlineLinkNoRoom = This link names no room to join.

## The Invite / Join window.

# The Invite / Join window's title.
OnlineSetupTitle = A friend on another device
# What playing a friend is, at the top of the Invite / Join window.
OnlineIntro = Play a friend at another computer, or on a phone: one of you invites, the other joins with the room's code.
# The label of the player's name.
OnlineYourName = Your name
# The label of the relay's address.
OnlineRelayField = Relay (a matchbox signalling server you both reach), ws://HOST:PORT
# The fold with the STUN and TURN servers.
OnlineIceServers = STUN and TURN servers
# What the STUN and TURN servers are for, inside their fold.
OnlineIceHelp = None are needed on one network. Over the internet give a STUN server (stun:HOST:PORT); where a direct connection fails, a TURN server (turn:HOST:PORT) with its user name and credential. One address a line.
# The label of the TURN server's user name.
OnlineTurnUser = TURN user name
# The label of the TURN server's credential.
OnlineTurnCredential = TURN credential
# The button that goes to the host's choices.
OnlineInvite = Invite a friend
# The button that goes to the room code to join.
OnlineJoinFriend = Join a friend
# The label of the host's colour choice.
OnlineYourSide = Your colour
# The host's colour choice White.
OnlineWhite = White
# The host's colour choice Black.
OnlineBlack = Black
# The host's colour choice by chance.
OnlineRandom = Random
# The label of the host's clock choice.
OnlineClock = Clock
# The clock choice of no clock.
OnlineNoClock = None
# The button that opens the room.
OnlineCreateRoom = Create the room
# The button back to the window's first page.
OnlineBack = Back
# The label of the room code or link to join.
OnlineJoinField = The room's code (such as K7M-Q2X) or the link your friend sent
# The button that joins the room typed.
OnlineJoin = Join

## The room's window.

# The room window's title.
OnlineStatusTitle = Playing a friend
# The label before the room's code.
OnlineRoom = Room
# Copies the room's code.
OnlineCopy = Copy
# Copies the room's link.
OnlineCopyLink = Copy link
# Who plays which colour: the player has `{side}` (`white`/`black`), the friend is called `{name}`.
OnlineSeats = You: { $side ->
        [white] White
       *[black] Black
    } · Friend ({ $name }): { $side ->
        [white] Black
       *[black] White
    }
# Who plays which colour: the player has `{side}` (`white`/`black`), the friend has no name.
OnlineSeatsUnnamed = You: { $side ->
        [white] White
       *[black] Black
    } · Friend: { $side ->
        [white] Black
       *[black] White
    }
# The connection is being opened to the relay at `{relay}`.
OnlineConnectingToRelay = Connecting to the relay at { $relay }…
# The relay at `{relay}` cannot be reached.
OnlineRelayUnreachable = Cannot reach the relay at { $relay }; trying again…
# The host waits for the friend.
OnlineWaitingForFriend = Waiting for your friend to join
# The guest looks for the host.
OnlineLookingForHost = Looking for the host…
# The friend's program is connecting.
OnlineFriendConnecting = Your friend's program is connecting…
# The friend is connected.
OnlineFriendConnected = Your friend is connected
# The friend is disconnected, for `{waited}` (minutes and seconds) so far.
OnlineFriendDisconnected = Your friend is disconnected — waiting ({ $waited })
# The player's turn (also in the window's title while it is in the background).
OnlineYourMove = Your move
# The window's title while the friend's move waits for the player: `{title}` is the game's name.
OnlineYourMoveTitle = Your move — { $title }
# The friend's turn.
OnlineFriendsMove = Your friend's move
# The clocks: `{white}` and `{black}` are each side's time, minutes and seconds.
OnlineClocks = White { $white } · Black { $black }
# How many moves were played (`{n}`).
OnlineMovesPlayed = Moves played: { $n }
# The latest round trip to the friend's program, `{ms}` milliseconds.
OnlineRoundTrip = Round trip { $ms } ms
# Allows the friend's takeback.
OnlineAllow = Allow
# Declines the friend's takeback.
OnlineDecline = Decline
# Accepts the friend's rematch.
OnlinePlayAgain = Play again
# Declines the friend's rematch.
OnlineNoThanks = No, thanks
# Shows the online game on the board again.
OnlineBackToGame = Back to this game
# Confirms resigning.
OnlineYesResign = Yes, resign
# Does not resign after all.
OnlineNo = No
# Resigns (asks again first).
OnlineResign = Resign
# Asks the friend to take back the player's last move.
OnlineAskTakeback = Ask to take back
# The rematch button once the rematch is offered.
OnlineRematchOffered = Rematch offered
# Offers a rematch.
OnlineRematch = Rematch
# Opens the connection again.
OnlineReconnect = Reconnect
# Leaves the room.
OnlineLeave = Leave the room

## How the game ended, from the player's side (the room window and its news).

# The player won by the rules.
OnlineYouWon = You won.
# The friend won by the rules.
OnlineFriendWon = Your friend won.
# A draw by the rules.
OnlineDraw = A draw.
# The player resigned.
OnlineYouResigned = You resigned.
# The friend resigned.
OnlineFriendResigned = Your friend resigned: you won.
# The player's time ran out.
OnlineYourTimeRanOut = Your time ran out: your friend won.
# The friend's time ran out.
OnlineFriendsTimeRanOut = Your friend's time ran out: you won.
# The game was stopped unfinished.
OnlineStopped = The game was stopped unfinished.

## Why the player's action was not done (the room window's news).

# The host's game has not come yet.
OnlineActionNoGame = The host's game has not come yet.
# The friend is not connected: the move was not sent.
OnlineActionNotConnected = Your friend is not connected: the move was not sent.
# The game has ended.
OnlineActionGameOver = The game has ended.
# It is the friend's move.
OnlineActionNotYourTurn = It is your friend's move.
# The move is not allowed.
OnlineActionIllegal = This move is not allowed here.
# The player has no move to take back.
OnlineActionNothingToTakeBack = You have no move to take back.
# The game is still going on (no rematch yet).
OnlineActionNotOver = The game is still going on.
# The same question already waits for its answer.
OnlineActionAlreadyAsked = You have asked already; waiting for the answer.
# There is no question from the friend to answer.
OnlineActionNothingToAnswer = There is nothing to answer.

## What the friend's program did (the room window's news).

# The friend, without a name, is here.
OnlineFriendHere = Your friend is here.
# The friend `{name}` is here.
OnlineNamedFriendHere = { $name } is here.
# The game was brought in step with the host's.
OnlineSynced = Your game has been brought in step with the host's.
# The friend asks to take back their last move (news and the question in the window).
OnlineFriendAsksTakeback = Your friend asks to take back their last move.
# The friend agreed to the player's takeback.
OnlineTakebackAccepted = Your friend agreed: your move was taken back.
# The friend declined the player's takeback.
OnlineTakebackDeclined = Your friend declined to take back your move.
# The friend offers a rematch (news and the question in the window).
OnlineFriendOffersRematch = Your friend offers another game, colours swapped.
# The rematch started.
OnlineRematchStarted = A new game has started, colours swapped.
# The friend declined the rematch.
OnlineRematchDeclined = Your friend declined another game.

## [RecordKey] The texts of src/record: game records as text, and games in a link.

## Why a record cannot be read (the records window, after "This record cannot be loaded"; the
## engine's command line in English).

# A refused record's reason with its line: `{line}` and `{why}` (one of the texts below).
RecordLine = Line { $line }: { $why }
# The record holds neither a tag nor a move.
RecordEmpty = the record is empty: no tags and no moves
# A line starting with `[` is not a tag; `{why}`, one of the `RecordTag…` texts.
RecordBadTag = bad tag: { $why }; a tag looks like [Date "2026.12.01"]
# The same tag twice; `{name}`.
RecordDuplicateTag = the tag { $name } appears twice
# A `WhiteLevel` or `BlackLevel` naming no level: `{value}` as written, the levels' names as a
# record writes them, `{first}` (all but the last, joined by commas) and `{last}`.
RecordBadLevel = "{ $value }" is not a level: { $first } or { $last }
# A result that is none of `1-0`, `0-1`, `1/2-1/2`, `*`; `{value}`.
RecordBadResult = "{ $value }" is not a result: 1-0, 0-1, 1/2-1/2 or *
# A `Rules` tag naming an unknown rule: `{value}`, and `{rule}` the one rule known.
RecordBadRules = unknown rule "{ $value }": the only optional rule is "{ $rule }"
# The `Start` tag is not a position; `{error}`, one of the `RecordStart…` texts.
RecordBadStart = bad start position: { $error }
# A tag after the first move.
RecordTagAfterMoves = a tag after the moves: tags come first
# A `{` comment never closed.
RecordUnclosedComment = a comment opened with {"{"} is never closed
# A move number that does not count the moves: `{found}` where `{expected}` was due.
RecordBadMoveNumber = move number { $found } where { $expected } was expected
# A word that is not a move: `{text}`, and `{error}`, one of the `RecordMove…` texts or
# `RecordWhySameSquare` / `RecordWhyNotOnALine`.
RecordMalformedMove = "{ $text }" is not a move: { $error }
# Move `{number}` (`{text}`) is against the rules: `{why}`, a reason below.
RecordIllegalMove = move { $number } ({ $text }) is illegal: { $why }
# A move (`{text}`) after the game had ended: `{end}`, the end in words (`RecordOutcome`).
RecordMoveAfterEnd = move { $text } after the end of the game ({ $end })
# A move (`{text}`) after the written result.
RecordMoveAfterResult = move { $text } after the result
# The written result `{written}` is not how the rules ended the game: `{end}`.
RecordResultMismatch = the result { $written } does not match the end of the game: { $end }
# The `Result` tag's `{tag}` differs from the result after the moves, `{end}`.
RecordResultsDiffer = the Result tag says { $tag } but the moves end with { $end }
# The analysis comment of move `{number}` (`{text}`) does not read: `{why}`, one of the
# `RecordAnalysis…` texts.
RecordBadAnalysis = the analysis of move { $number } ({ $text }) does not read: { $why }
# An analysis comment that follows no move.
RecordStrayAnalysis = an analysis comment that follows no move: it belongs right after its move

## Why a link's game cannot be opened (the page's log, the tests).

# The link holds no game.
RecordLinkNotAGame = this link holds no game
# A part of the link's game that is none of `r`, `s…`, `m…`; `{part}`.
RecordLinkUnknownSection = this link's game has an unknown part "{ $part }"
# The link's start position is wrong; `{error}`, one of the `RecordStart…` texts.
RecordLinkBadStart = this link's start position is wrong: { $error }
# Move `{number}` of the link is not a pair of squares.
RecordLinkBadSquares = move { $number } in this link is not a pair of squares
# Move `{number}` of the link comes after the end: `{end}`.
RecordLinkAfterEnd = move { $number } in this link comes after the end ({ $end })
# Move `{number}` (`{text}`) of the link is against the rules: `{why}`, a reason below.
RecordLinkIllegalMove = move { $number } ({ $text }) in this link is illegal: { $why }

## How a game ended (the status line, a record's errors).

# The end of a game: `{winner}` (`white`, `black` or `none` for a draw) and `{reason}`
# (`breakthrough`, `eliminated`, `no_moves_breakthrough`, `no_moves`, `repetition`).
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

## Why a recorded move is against the rules: the reasons of `crate::learn::Refusal`, worded to
## follow "is illegal:" (in English and Russian with a small first letter).

# The game is over: `{winner}` (`white`, `black`, or `none` for a draw).
RecordWhyGameOver = { $winner ->
        [white] the game is over: White won.
        [black] the game is over: Black won.
       *[none] the game is over: it is a draw.
    }
# A stone of `{owner}` (`white`/`black`), the side not to move.
RecordWhyOpponentStone = { $owner ->
        [white] white's stone: it is Black's turn.
       *[black] black's stone: it is White's turn.
    }
# The computer is thinking.
RecordWhyComputerThinking = the computer is thinking: your turn comes after its move.
# Nothing is selected.
RecordWhyNothingSelected = select one of your stones first.
# No stone of the mover's on `{square}`.
RecordWhyNoStone = there is no stone of yours on { $square }.
# Both ends of the move are `{square}`.
RecordWhySameSquare = a move must leave its square: both ends are { $square }.
# `{tail}` and `{landing}` share no rank, file or diagonal.
RecordWhyNotOnALine = { $tail } and { $landing } are not on one line: a line moves along a rank, a file or a diagonal.
# A single stone went further than one square.
RecordWhySingleStep = a single stone moves only one square.
# A line of `{n}` stones must be selected to move together.
RecordWhySelectLine = to move the line of { $n } stones, select it first: click another of its stones.
# A line of `{n}` stones went further than `{n}` squares.
RecordWhyTooFar = this line has { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    }, so it moves at most { $n ->
        [one] { $n } square
       *[other] { $n } squares
    }.
# A stone of `{owner}` on `{square}` stands in the way.
RecordWhyBlocked = { $owner ->
        [white] white's
       *[black] black's
    } stone on { $square } is in the way: a line never jumps over stones.
# The line would land on its own stone on `{square}`.
RecordWhyOwnStone = a line cannot land on its own stone on { $square }.
# A single stone cannot capture.
RecordWhySingleStoneCapture = a single stone cannot capture: only a line of 2 or more stones can.
# `{n}` against `{n}`: an equal line cannot be captured.
RecordWhyEqualLine = { $n } against { $n }: an equal line cannot be captured. A capture needs more stones than the enemy line has.
# A line of `{n}` stones cannot capture `{enemy}` stones.
RecordWhyCaptureNeedsLonger = your line of { $n } cannot capture { $enemy } stones: it needs more stones than the enemy line has.
# The square is not straight on beyond the line's front, `{front}`.
RecordWhyNotAlongLine = a line moves only straight along itself: choose a square straight on beyond { $front }.
# The line moves towards `{front}`, not towards `{tail}`.
RecordWhyBackwards = this line moves towards { $front }. To move it the other way, clear the selection, then click { $front } first and { $tail } second.
# The anti-copycat rule forbids landing on `{square}`.
RecordWhyAntiCopycat = the anti-copycat rule forbids landing on { $square }: the board would look the same turned half a turn with the colours swapped.
# A capture marked on the empty `{landing}`: write `{tail}`-`{landing}`.
RecordWhyNothingToCapture = nothing to capture on { $landing }: write { $tail }-{ $landing }.
# `{landing}` holds an enemy stone: write `{tail}`x`{landing}`.
RecordWhyCaptureNotMarked = { $landing } holds an enemy stone: write the capture as { $tail }x{ $landing }.

## Why a tag line is not a tag, after "bad tag:" (`RecordBadTag`).

# The line does not end with `]`.
RecordTagNotClosed = it does not end with ]
# There is no name and quoted value between the brackets.
RecordTagNoValue = a name and a quoted value are needed
# The tag's name is not letters and digits.
RecordTagBadName = a tag's name is letters and digits
# The tag's value is not in double quotes.
RecordTagNotQuoted = the value must be in double quotes

## Why a start position does not read, after "bad start position:" (a record's `Start` tag,
## `RecordBadStart`; a link's, `RecordLinkBadStart`).

# Not 12 ranks separated by `/`: `{found}` ranks.
RecordStartRankCount = expected 12 ranks separated by '/', found { $found }
# Rank `{rank}` describes `{width}` squares, not 14.
RecordStartRankWidth = rank { $rank } describes { $width ->
        [one] { $width } square
       *[other] { $width } squares
    }; every rank has 14
# An unknown `{character}` in rank `{rank}`.
RecordStartBadChar = unknown character '{ $character }' in rank { $rank }: use W, B or a number of empty squares
# An empty-square count `{count}` (as written) in rank `{rank}` that is not 1 to 14.
RecordStartBadCount = empty-square count { $count } in rank { $rank } must be between 1 and 14
# No side to move after the ranks.
RecordStartMissingSide = missing side to move: add " w" or " b" after the ranks
# The side to move is `{written}`, neither `w` nor `b`.
RecordStartBadSide = side to move must be w or b, not "{ $written }"
# Text (`{text}`) after the side to move.
RecordStartTrailing = unexpected text after the side to move: "{ $text }"
# `{n}` stones of `{side}` (`white`/`black`), more than a side ever has.
RecordStartTooManyStones = { $n } { $side ->
        [white] white
       *[black] black
    } { $n ->
        [one] stone
       *[other] stones
    }: a side never has more than 28

## Why a word is not a move, after "is not a move:" (`RecordMalformedMove`).

# The word is not two squares joined by `-` or `x`.
RecordMoveNotTwoSquares = expected two squares joined by - or x, like a1-a3 or c2xc7
# `{square}`, one of the word's two squares, is not a square.
RecordMoveBadSquare = "{ $square }" is not a square: expected a file a–n and a rank 1–12, like c7

## Why an analysis comment does not read, after "does not read:" (`RecordBadAnalysis`).

# A `[%` command is not closed with `]`.
RecordAnalysisNotClosed = a [% command is not closed with ]
# `[%eval]` without its two scores.
RecordAnalysisTwoScores = [%eval] needs two scores, of the best move and of the move played
# `[%mark]` without exactly one mark.
RecordAnalysisOneMark = [%mark] needs one mark
# `{value}` is not a mark: `{marks}`, the marks' names as a record writes them.
RecordAnalysisUnknownMark = "{ $value }" is not a mark: { $marks }
# `{value}` is not a score.
RecordAnalysisBadScore = "{ $value }" is not a score such as +0.35, -1.20 or #+3
# The forced result `{value}` is further than `{plies}` plies.
RecordAnalysisForcedTooFar = { $value }: a forced result must come within { $plies ->
        [one] { $plies } ply
       *[other] { $plies } plies
    }
# There is no `[%eval]`.
RecordAnalysisNoEval = [%eval] is missing
# There is no `[%mark]`.
RecordAnalysisNoMark = [%mark] is missing
# A move of the `[%line]`, `{text}`, is not a move: `{why}`, as after `RecordMalformedMove`.
RecordAnalysisLineNotAMove = "{ $text }" in [%line] is not a move: { $why }
# A move of the `[%line]`, `{text}`, is against the rules: `{why}`, a `RecordWhy…` reason.
RecordAnalysisLineIllegal = move { $text } in [%line] is illegal: { $why }

## [ServerKey] The Players online window (src/correspondence and the game's correspondence
## plugin): an account on a correspondence server, its lobby, the player's games by the day, the
## ratings and the open game's status.
# The window's title, the setup's button and the bar's button.
ServerTitle = Players online
# What the window is for, at its top.
ServerIntro = Play people anywhere, a move a day or more: the server keeps the games, the lobby of open challenges and the ratings.
# The label of the server's address.
ServerAddress = Server
# The label of the name.
ServerName = Name
# The label of the password.
ServerPassword = Password
# Signs in with the name and password.
ServerSignIn = Sign in
# Makes a new account with the name and password.
ServerSignUp = New account
# Plays at once under a made-up name.
ServerGuest = Play as a guest
# Who is signed in (`{name}`).
ServerSignedInAs = Signed in as { $name }
# What a guest may do and how to keep the account.
ServerGuestNote = A guest plays unrated games. Choose a name and a password to keep this account and play rated games.
# Makes the guest account a full one with the name and password.
ServerClaim = Keep this account
# Signs out.
ServerSignOut = Sign out
# The tab of the account.
ServerTabAccount = Account
# The tab of the lobby.
ServerTabLobby = Lobby
# The tab of the player's games.
ServerTabGames = My games
# The tab of the rating list.
ServerTabRatings = Ratings
# The lobby is empty.
ServerNoChallenges = No open challenges. Offer a game below.
# Days a move (`{days}`, a count).
ServerDaysPerMove = { $days ->
        [one] { $days } day a move
       *[other] { $days } days a move
    }
# A rated game.
ServerRated = rated
# An unrated game.
ServerCasual = casual
# The challenger plays White.
ServerTheyWhite = plays White
# The challenger plays Black.
ServerTheyBlack = plays Black
# The colours are drawn when the game starts.
ServerSideRandom = colours by lot
# The choice of White.
ServerWhite = White
# The choice of Black.
ServerBlack = Black
# The choice of a colour drawn by lot.
ServerRandom = By lot
# Takes a challenge.
ServerAccept = Accept
# Withdraws one's own challenge.
ServerWithdraw = Withdraw
# Declines a challenge made for the player.
ServerDecline = Decline
# The heading of the form that offers a game.
ServerNewChallenge = Offer a game
# The label of the days a move.
ServerDays = Days a move
# The label of the player's colour in a new challenge.
ServerYourSide = Your colour
# The check box of a rated game.
ServerRatedGame = Rated
# The label of the one player a challenge is for (empty: anyone).
ServerOnlyFor = Only for (a name; empty: anyone)
# Posts the challenge.
ServerOffer = Offer
# The heading of the challenges made for the player.
ServerForYou = Challenges for you
# The heading of the player's own open challenges.
ServerYours = Your challenges
# The player has no games.
ServerNoGames = No games yet: accept a challenge in the lobby, or offer one.
# The player is to move.
ServerYourMove = Your move
# The opponent is to move.
ServerTheirMove = Their move
# The time left, in days (`{days}`, a count).
ServerDaysLeft = { $days ->
        [one] { $days } day left
       *[other] { $days } days left
    }
# The time left, in hours (`{hours}`, a count), under a day.
ServerHoursLeft = { $hours ->
        [one] { $hours } hour left
       *[other] { $hours } hours left
    }
# A game's opponent (`{name}`).
ServerVersus = against { $name }
# The player's colour in a game: White.
ServerYouWhite = you play White
# The player's colour in a game: Black.
ServerYouBlack = you play Black
# Opens a game on the board.
ServerOpen = Open
# A finished game's result (`{result}`, such as 1-0, and `{why}`).
ServerOver = Over: { $result } ({ $why })
# Asks the server again.
ServerRefresh = Refresh
# The rating list is empty.
ServerNoRatings = No rated games yet.
# The open game's window title.
ServerGameTitle = Correspondence game
# Resigns the open game.
ServerResign = Resign
# Asks whether to resign.
ServerConfirmResign = Resign this game? Press again to resign.
# The player's move is on its way.
ServerSending = Sending the move…
# The server stored the player's move.
ServerMoveStored = Your move is stored on the server.
# The server refused the player's move (`{why}`, the server's words).
ServerMoveRefused = The server refused the move: { $why }
# The server did not answer (`{why}`).
ServerUnreachable = The server cannot be reached: { $why }
# The server refused a request (`{why}`, the server's words).
ServerRefused = The server refused: { $why }
# The session ended on the server.
ServerSignedOutThere = The server ended your session. Sign in again.
# A request is on its way.
ServerWorking = Asking the server…
# The bar's button, with the games where the player is to move (`{count}`).
ServerGamesToMove = { $count ->
        [0] Games
       *[other] Games: { $count } to move
    }
# The game on the board is one of the player's on the server: back to it.
ServerShowGame = Back to this game
# The challenge was posted.
ServerPosted = Your challenge is in the lobby.

## [ReviewKey] A reviewed move's explanation (src/learn/review.rs): what was wrong with the
## move played, and the words on the better move's arrow.

## What was wrong with the move played ($move), one sentence for each
## `epaminondas_engine::analysis::Reason`, shown under the move's mark in a review.

# The move let the opponent ($side) break through with $reply, beyond an answer.
ExplainAllowsWin = { $move } lets { $side ->
        [white] White
       *[black] Black
    } break through with { $reply }, and there is no answer: { $side ->
        [white] White wins.
       *[black] Black wins.
    }
# The move left the opponent's ($side) breakthrough unanswered: the opponent wins.
ExplainLeavesBreakthrough = { $move } does not answer the breakthrough: { $side ->
        [white] White wins.
       *[black] Black wins.
    }
# The better line wins: $by breaks through beyond an answer.
ExplainMissesWin = { $move } misses the win: { $by } breaks through, and there is no answer.
# The opponent ($side) takes $n of the stones that just moved with $reply.
ExplainLineTaken = { $move } walks into { $reply }: { $side ->
        [white] White takes
       *[black] Black takes
    } { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    } that just moved.
# The opponent ($side) takes $n stones with $reply.
ExplainAllowsCapture = { $move } lets { $side ->
        [white] White
       *[black] Black
    } take { $n ->
        [one] { $n } stone
       *[other] { $n } stones
    } with { $reply }.
# The better line's capture $by of $n stones was missed.
ExplainMissesCapture = { $move } misses a capture: { $by } takes { $n ->
        [one] { $n } stone.
       *[other] { $n } stones.
    }
# The opponent ($side) breaks through with $reply, which must be answered.
ExplainAllowsBreakthrough = { $move } lets { $side ->
        [white] White
       *[black] Black
    } break through with { $reply }, which must then be answered.
# The better line's breakthrough $by was missed.
ExplainMissesBreakthrough = { $move } misses a breakthrough: { $by } reaches the far row.
# No stone is lost at once, but the position is $stones (a `Stones`) worse.
ExplainPositional = { $move } loses no stone at once, but leaves the position { $stones } stones worse.

## The words on the better move's arrow, one for each `epaminondas_engine::analysis::ArrowLabel`.

# The better move wins.
ArrowWins = wins
# The better move stops the opponent's breakthrough.
ArrowStopsBreakthrough = stops the breakthrough
# The better move breaks through.
ArrowBreaksThrough = breaks through
# The better move takes $n stones.
ArrowTakes = takes { $n }
# The better move takes the line in danger out of it.
ArrowKeepsLineSafe = keeps the line safe
# The better move keeps the stones in danger.
ArrowKeepsStonesSafe = keeps the stones safe
# The better move makes for the far row.
ArrowHeadsForFarRow = heads for the far row
# The better move prepares a capture of $n stones.
ArrowSetsUpCapture = sets up taking { $n }
# The better move is better by $stones (a `Stones`).
ArrowBetter = better by { $stones }
# A number of stones with one decimal: $whole and $tenth (0–9), with the language's decimal sign.
Stones = { $whole }.{ $tenth }

## [LauncherKey] The words a player reads outside the game's window: the web page's loading
## screen and the Linux menu entry. The game itself does not show them; `epaminondas-engine
## words` writes them into the page's script (wasm/build.sh) and the menu entry.

## The web page's loading screen (wasm/start.js), in the browser's language, while the game's
## module downloads and before the game speaks.

# While the game's module downloads; the page adds the share done ("42 %") or, where the size is
# unknown, the megabytes so far ("12.5" and `PageMegabytes`).
PageLoading = Loading Epaminondas…
# Once the module has arrived, while the game starts.
PageStarting = Starting Epaminondas…
# The unit after the megabytes downloaded so far.
PageMegabytes = MB
# The browser lacks WebAssembly SIMD, which the game needs: the page goes no further.
PageNoSimd = This browser cannot run the game: it lacks WebAssembly SIMD (Chrome or Edge 91, Firefox 89, Safari 16.4 or newer have it).
# The game could not start; the browser's own error message follows after a space.
PageFailed = The game could not start:

## The Linux menu entry (release/linux/epaminondas.desktop); its name is `AppTitle`.

# The kind of program, which a menu shows under or beside the game's name (GenericName).
DesktopGenericName = Board game
# The menu entry's tooltip (Comment).
DesktopComment = Robert Abbott's game of phalanxes, against the computer or a friend
# The words a menu's search finds the game by, each followed by a semicolon, no spaces
# (Keywords).
DesktopKeywords = board;strategy;abbott;phalanx;
