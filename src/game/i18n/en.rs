//! The English table.

use super::key::Key;

/// The English text for `key`.
pub(super) fn text(key: Key) -> &'static str {
    match key {
        Key::AppTitle => "Epaminondas",
        Key::ThisLanguage => "English",

        Key::NewGame => "New game",
        Key::Undo => "Undo",
        Key::TakeBack => "Take back",
        Key::TakeBackTooltip => "Ask your friend to let you take back your last move",
        Key::Sound => "Sound",
        Key::Volume => "Volume",
        Key::Language => "Language",
        Key::View => "View",
        Key::ViewTilted => "Tilted",
        Key::ViewFlat => "Top-down",
        Key::Graphics => "Graphics",
        Key::Help => "Help",
        Key::GraphicsBest => "Best",
        Key::GraphicsFast => "Fast",
        Key::Rules => "Rules",
        Key::History => "History and sources",
        Key::Controls => "Controls",
        Key::About => "About",
        Key::AboutVersion => "Epaminondas {version}, after Robert Abbott's game of 1975.",
        Key::AboutLicences => {
            "The game is free software under the MIT or Apache 2.0 licence. These are the licences \
             of the game, its fonts and sounds, and of every crate compiled into it:"
        }
        Key::Moves => "Moves",
        Key::Close => "Close",
        Key::Menu => "Menu",
        Key::Settings => "Settings",
        Key::Assist => "Assist for newcomers",
        Key::AssistHint => {
            "Marks your stones that the opponent could capture next move, and the opponent's \
             stones that you could capture."
        }
        Key::GraphicsHint => "Fast draws a lighter scene, for slow computers.",
        Key::UiScale => "Size of panels and text",
        Key::ReduceMotion => "Reduce motion",
        Key::ReduceMotionHint => "Quicker slides; no shaking, hopping or flying pieces.",
        Key::HighContrast => "High-contrast board",
        Key::HighContrastHint => "Plain squares in strong colours instead of wood, for low vision.",

        Key::SetupTitle => "New game",
        Key::Opponent => "Opponent",
        Key::OpponentComputer => "Computer",
        Key::OpponentHuman => "A second player at this device",
        Key::Level => "Level",
        Key::LevelBeginner => "Beginner",
        Key::LevelNovice => "Novice",
        Key::LevelIntermediate => "Intermediate",
        Key::LevelAdvanced => "Advanced",
        Key::LevelExpert => "Expert",
        Key::LevelMaster => "Master",
        Key::YourColour => "Your colour",
        Key::White => "White",
        Key::Black => "Black",
        Key::RandomColour => "Random",
        Key::RepetitionDraw => "Draw when a position occurs for the third time",
        Key::Start => "Start",
        Key::Cancel => "Cancel",
        Key::SetupHint => "The choices apply when you press Start.",
        Key::AboutBeginner => "Sees only its own next move, and often picks a worse one.",
        Key::AboutNovice => "Sees your answer too, but still slips now and then.",
        Key::AboutIntermediate => "Looks a little further ahead and punishes loose stones.",
        Key::AboutAdvanced => "Calculates a few moves deep: a steady player.",
        Key::AboutExpert => "Calculates deep and rarely slips: hard to beat.",
        Key::AboutMaster => "Full strength: thinks about three seconds a move.",
        Key::LevelResults => "won {wins}, lost {losses}",
        Key::ConfirmNewGame => "End the game in progress and start a new one?",
        Key::StartNewGame => "Start the new game",
        Key::ConfirmLoad => "Load this record in place of the game in progress?",

        Key::WhiteToMove => "White to move",
        Key::BlackToMove => "Black to move",
        Key::MoveNumber => "Move {n}",
        Key::FarRow => "On the far row: White {white} · Black {black}",
        Key::WhiteMustAnswer => "Black has broken through: White must answer with this move.",
        Key::BlackMustAnswer => "White has broken through: Black must answer with this move.",
        Key::WhiteMustAnswerHeading => "Black broke through: White must answer now",
        Key::BlackMustAnswerHeading => "White broke through: Black must answer now",
        Key::YouMustAnswerHeading => "Broken through: answer it with this move",
        Key::Thinking => "The computer is thinking…",
        Key::YourMove => "Your move",
        Key::PlayersYouWhite => "You: White · Computer: {level}",
        Key::PlayersYouBlack => "You: Black · Computer: {level}",
        Key::PlayersTwo => "Two players at this device: White and Black",
        Key::PlayersFriendBlack => "You: White · Friend: Black",
        Key::PlayersFriendWhite => "You: Black · Friend: White",
        Key::FriendsMove => "Your friend's move",
        Key::StoneCount => "Stones: White {white} : {black} Black",
        Key::GoalLine1 => "Build a majority on the far row.",
        Key::GoalLine2 => "Hold it until your next turn.",

        Key::WhiteWins => "White wins",
        Key::BlackWins => "Black wins",
        Key::Draw => "Draw",
        Key::YouWon => "You won!",
        Key::YouLost => "You lost",
        Key::SummaryMoves => "Moves: {n}",
        Key::SummaryCapturesYou => "Stones captured: you {you}, the computer {computer}",
        Key::SummaryCapturesTwo => "Stones captured: White {white}, Black {black}",
        Key::NextLevel => "Next: try {level}",
        Key::TopLevelBeaten => "You have beaten the strongest level.",
        Key::PlayAgain => "Play again",
        Key::ReasonBreakthrough => {
            "{winner} broke through to the far row and held it for a whole turn."
        }
        Key::ReasonEliminated => "{winner} captured every enemy stone.",
        Key::ReasonNoMovesBreakthrough => "{mover} had no move to answer the breakthrough.",
        Key::ReasonNoMoves => {
            "{mover} had no legal move, and neither side led on the far rows: a draw."
        }
        Key::ReasonRepetition => "The same position came up for the third time: a draw.",
        Key::Rematch => "Rematch",

        Key::WelcomeTitle => "Welcome",
        Key::WelcomeText => {
            "A game of lines of stones that push through and capture shorter lines. New to it? \
             {n} short lessons on the board teach it by doing."
        }
        Key::LearnToPlay => "Learn to play",
        Key::LearnToPlayHint => "Lessons with a task each; then a first easy game.",
        Key::Play => "Play",
        Key::PlayHint => "Choose the opponent, the computer's level and your colour.",
        Key::Learn => "Learn",
        Key::Hint => "Hint",
        Key::HintTooltip => "The computer suggests a move; play it or not.",
        Key::ReviewTooltip => "Show the game after this move",
        Key::Reviewing => "Reviewing move {n} of {total}",
        Key::ReviewingStart => "Reviewing the start",
        Key::ReviewWhitePlayed => "After White's {move}",
        Key::ReviewBlackPlayed => "After Black's {move}",
        Key::ReviewStartPosition => "Before the first move",
        Key::StepToStart => "To the start",
        Key::StepBack => "One move back",
        Key::StepForward => "One move forward",
        Key::StepToEnd => "To the current position",
        Key::HintSearching => "Looking for a good move…",
        Key::BackToGame => "Back to the game",
        Key::ContinueHere => "Continue from here",
        Key::ContinueConfirm => "Drop the later moves?",
        Key::ContinueYes => "Drop them",
        Key::Tutorial => "Tutorial",
        Key::LessonProgress => "Lesson {n} of {total}",
        Key::LessonsDone => "Lessons finished: {n} of {total}",
        Key::LessonTask => "Your task",
        Key::ShowMe => "Show me",
        Key::RestartLesson => "Restart",
        Key::SkipLesson => "Skip",
        Key::NextLesson => "Next lesson",
        Key::LeaveTutorial => "Leave the tutorial",
        Key::LessonShowing => "Watch: the answer is played on the board.",
        Key::LessonShown => "That was the answer, {move}. Press Restart to play it yourself.",
        Key::LessonTakenBack => "The move is taken back; try again.",
        Key::LessonDoneMark => "{title} (finished)",
        Key::TutorialFinished => {
            "That was the last lesson, and you know the rules now. Try a first game against the computer at its easiest level, {level}."
        }
        Key::FirstGame => "Play a first game",
        Key::RecordsTitle => "Game record",
        Key::RecordsButton => "Record",
        Key::RecordExport => "Export",
        Key::RecordImport => "Import",
        Key::CopyRecord => "Copy the record",
        Key::SaveRecord => "Save to a file…",
        Key::OpenRecord => "Open a file…",
        Key::SaveRecordTitle => "Save the game record",
        Key::OpenRecordTitle => "Open a game record",
        Key::RecordFiles => "Game records",
        Key::AllFiles => "All files",
        Key::CopyLink => "Copy a link to this game",
        Key::LoadRecord => "Load",
        Key::RecordPasteHint => {
            "Paste a record (bare numbered moves will do) or drop a record file on the window, \
             then press Load (or Ctrl+Enter). The game in progress is kept if the record cannot be read."
        }
        Key::RecordCopied => "The record is on the clipboard.",
        Key::LinkCopied => "A link to this game is on the clipboard.",
        Key::RecordSaved => "The record is saved in {path}",
        Key::RecordSaveFailed => "The record could not be saved in {path}: {error}",
        Key::RecordSavedWithoutDialog => {
            "No file dialog can be shown on this system, so the record is saved in {path}"
        }
        Key::RecordDownloaded => "The record is handed to the browser to save as {path}.",
        Key::RecordOpenWithoutDialog => {
            "No file dialog can be shown on this system: drop the record's file on the window \
             or paste its text below."
        }
        Key::RecordFileTooLarge => "{path} is far too large to be a game record.",
        Key::RecordLoaded => "Record loaded. Moves: {n}.",
        Key::RecordRefused => "This record cannot be loaded; the game goes on.",
        Key::RecordFileUnreadable => "{path} cannot be read: {error}",
        Key::NoMovesYet => "No moves yet.",

        Key::NoticeSaveCorrupt => {
            "The saved game could not be read, so a new game has started. \
             The old data is kept in a backup."
        }
        Key::NoticeSaveNewer => {
            "The saved game was written by a newer version of Epaminondas, so a new game has \
             started. The saved game is kept in a backup."
        }
        Key::NoticeSaveNotKept => {
            "The saved game could not be read, so a new game has started. It could not be kept \
             in a backup either, and the next save will replace it."
        }
        Key::NoticeSettingsNotKept => {
            "The saved settings could not be read; the defaults are in use. They could not be \
             kept in a backup either."
        }
        Key::NoticeSettingsReset => {
            "The saved settings could not be read; the defaults are in use. \
             The old data is kept in a backup."
        }
        Key::NoticeStorageUnavailable => {
            "Games cannot be saved here: there is no place to keep them. This game will not be \
             remembered."
        }
        Key::NoticeStoreInUse => {
            "Epaminondas is already open in another window, which keeps your saves. This \
             window's game will not be remembered."
        }
        Key::NoticeStoreDamaged => {
            "The save file was damaged, so a new one has been started with a new game and \
             default settings. The damaged file is kept beside it."
        }
        Key::Ok => "OK",
        Key::GraphicsFastChosen => "No graphics card in use: Graphics set to Fast",
        Key::GamepadConnected => "Gamepad connected",
        Key::GamepadDisconnected => "Gamepad disconnected",
        Key::EngineWorkerUnavailable => {
            "The computer's engine could not start: it plays weaker in this page"
        }
        Key::FocusBoard => "Keys work on the board · Tab: panels",
        Key::FocusPanels => "Keys work in the panels · Tab: next button · Esc: board",

        Key::RulesBoardTitle => "Board and setup",
        Key::RulesBoardText => {
            "The board has 14 files (a–n) and 12 ranks (1–12). Each player has 28 stones: White \
             starts on ranks 1 and 2, Black on ranks 11 and 12. The rank nearest you is your home \
             row; your opponent's home row is your far row. White moves first, then the players \
             take turns. Passing is not allowed."
        }
        Key::RulesLinesTitle => "Phalanxes",
        Key::RulesLinesText => {
            "A phalanx is two or more of your stones side by side, without a gap, along a rank, a \
             file or a diagonal. A stone can belong to several phalanxes in different directions \
             at once."
        }
        Key::RulesMovesTitle => "Moves",
        Key::RulesMovesText => {
            "On your turn, either step one stone to an empty neighbouring square in any of the \
             eight directions, or move a phalanx along its own line, forwards or backwards. A \
             phalanx of n stones moves 1 to n squares, all its stones together. You may move only \
             the front part of a phalanx; then only the stones that move count. Nothing ever \
             jumps over a stone of either colour."
        }
        Key::RulesCapturesTitle => "Captures",
        Key::RulesCapturesText => {
            "When the front stone of a moving phalanx reaches a square with an enemy stone, it \
             captures. Count the enemy stones in an unbroken line from that square onwards in the \
             direction of the move: the capture is allowed only if the moving phalanx has more \
             stones. All those enemy stones are removed. A single stone never captures, and \
             capturing is never compulsory."
        }
        Key::RulesCopycatTitle => "The anti-copycat rule",
        Key::RulesCopycatText => {
            "A move that lands on the far row is not allowed if it leaves a position that looks \
             the same after turning the board half a turn and swapping the colours. So a \
             breakthrough cannot be answered by mirroring the opponent's moves."
        }
        Key::RulesEndTitle => "End of the game",
        Key::RulesEndText => {
            "The end is checked at the start of every turn. You win if you have more stones on \
             your far row than your opponent has on your home row. So after a breakthrough the \
             opponent has one turn to capture the intruders or to break through in reply. You \
             also win when your opponent has no stones left."
        }
        Key::RulesNoMoveTitle => "No legal move",
        Key::RulesNoMoveText => {
            "If the player to move has no legal move, that player loses when the opponent has \
             more stones on the player's home row than the player has on the far row; otherwise \
             the game is a draw."
        }
        Key::RulesOptionalTitle => "Optional rule",
        Key::RulesOptionalText => {
            "Chosen before a game: a position that occurs for the third time with the same player \
             to move is a draw."
        }
        Key::RulesNotationTitle => "Notation",
        Key::PicturePhalanx => {
            "Two phalanxes of three: one along a rank, one along a diagonal. The lone stone is \
             no phalanx."
        }
        Key::PictureFrontPart => {
            "Only the front part moves: the front two stones of this line of four move up to two \
             squares; the two behind stay."
        }
        Key::PictureCount => {
            "Three against two: count the enemy stones from the square the front stone reaches, \
             onwards in the direction of the move. Three is more than two, so both are captured."
        }
        Key::HelpWhereToChoose => {
            "Your colour, the opponent and the computer's level are chosen with New game in the \
             bar (in the Menu on a small screen)."
        }
        Key::RulesNotationText => {
            "A move is written as the square of its rear stone, then - for a quiet move or x for \
             a capture, then the square where the front stone lands: a2-a3, a1-a4, c2xc7."
        }

        Key::HistoryCrossings => {
            "Robert Abbott (1933–2018) first described this game as Crossings, played on an 8×8 \
             board, in Sid Sackson's book A Gamut of Games (1969)."
        }
        Key::HistoryEpaminondas => {
            "Later he enlarged the board to 14×12, which gives more long diagonals and livelier \
             fights along them, and changed the rules a little in favour of the attacker. In 1975 \
             the game came out as Epaminondas: first a British edition by Philmar, a year later \
             Abbott's own American edition."
        }
        Key::HistoryName => {
            "The name honours Epaminondas, the Theban general whose deep phalanx beat the \
             Spartans at Leuctra in 371 BC; in the game a phalanx is a line of stones. Abbott \
             later said he wished he had kept the name Crossings."
        }
        Key::HistoryClarity => {
            "Abbott prized the game for its clarity: the size and direction of the phalanxes \
             show the forces on the board at a glance."
        }
        Key::HistorySourcesTitle => "Sources",
        Key::HistorySources => {
            "Robert Abbott, \"Under the Strategy Tree\", Games & Puzzles, May 1975.\n\
             Sid Sackson, A Gamut of Games, 1969.\n\
             Robert Abbott's page on Epaminondas, logicmazes.com.\n\
             Kerry Handscomb, \"Epaminondas\", Abstract Games no. 3, 2000."
        }

        Key::ControlsMouseTitle => "Mouse and touch",
        Key::ControlsMouseText => {
            "Click or tap one of your stones to select it. Click another of your stones on a \
             straight line from it to select the line from the first stone through that one to \
             the end of the run. Dots mark quiet moves, rings mark captures: click a mark to make \
             the move. Clicking anywhere else clears the selection."
        }
        Key::ControlsKeyboardTitle => "Keyboard",
        Key::ControlsKeyboardText => {
            "Arrow keys or W A S D move the cursor; Enter acts like a click on the cursor's \
             square; Escape clears the selection. Z undoes a move, Shift+Z or Y plays it again; \
             H asks for a hint; V turns the board between tilted and top-down.\n\
             Shift+← and Shift+→ step back and forward through the game; while you review, ← \
             and → do too, Home goes to the start, and End or Escape returns to the game.\n\
             Tab moves the focus from the board to the panels; there Tab goes to the next \
             button, Enter or Space presses it, and Escape returns to the board. With the focus \
             on the analysis graph, ← and → step through its positions. Ctrl+Enter in the \
             record's import box loads it. Page Up and Page Down scroll this help. Space does \
             nothing on the board."
        }
        Key::ControlsGamepadTitle => "Gamepad",
        Key::ControlsGamepadText => {
            "D-pad or left stick moves the cursor; A (Cross) acts like a click; B (Circle) clears \
             the selection; X (Square) undoes a move; Y (Triangle) asks for a hint; the left and \
             right shoulder buttons (L1, R1) step back and forward through the game. Start opens the menu. In a \
             window or the menu the D-pad moves between buttons, A presses one, B closes it, and \
             the right stick scrolls this help."
        }

        Key::Redo => "Redo",
        Key::HintOnline => "No hints in a game against a friend.",
        Key::OpponentOnline => "A friend on another device…",
        Key::AnalyseGame => "Analyse the game",
        Key::AnalyseQuick => "Quick",
        Key::AnalyseDeep => "Deep",
        Key::AnalyseQuickTooltip => "The engine looks at every move briefly: about a minute.",
        Key::AnalyseDeepTooltip => "The engine looks at every move deeply: several minutes.",
        Key::Analysing => "Analysing: {done} of {total} moves",
        Key::CancelAnalysis => "Stop",
        Key::AnalysisFailed => "The analysis stopped: {why}",
        Key::AnalysisTitle => "Analysis",
        Key::GraphTooltip => {
            "White's chances above the line, Black's below. Click to review a position."
        }
        Key::GraphPoint => "{moment}: {outlook}",
        Key::GraphStart => "Start",
        Key::MarkOnly => "only move",
        Key::MarkBest => "best move",
        Key::MarkGood => "good move",
        Key::MarkInaccuracy => "inaccuracy",
        Key::MarkMistake => "mistake",
        Key::MarkBlunder => "blunder",
        Key::OutlookEqual => "the game is equal",
        Key::OutlookBetterWhite => "White stands better",
        Key::OutlookBetterBlack => "Black stands better",
        Key::OutlookWinningWhite => "White is winning",
        Key::OutlookWinningBlack => "Black is winning",
        Key::OutlookWinsInWhite => "White breaks through in {n}",
        Key::OutlookWinsInBlack => "Black breaks through in {n}",
        Key::OutlookWonWhite => "White has won",
        Key::OutlookWonBlack => "Black has won",
        Key::AnalysisHere => "From here the game went {move}: {mark}.",
        Key::AnalysisBetter => "Better: {move} ({outlook}).",
        Key::AnalysisLine => "Line: {line}",
        Key::AnalysisNotYet => "The engine has not judged the move from here yet.",
        Key::AnalysisNow => "Engine: {outlook}",
        Key::VerdictWhite => {
            "White: accuracy {accuracy}; blunders {blunders}, mistakes {mistakes}, inaccuracies \
             {inaccuracies}"
        }
        Key::VerdictBlack => {
            "Black: accuracy {accuracy}; blunders {blunders}, mistakes {mistakes}, inaccuracies \
             {inaccuracies}"
        }
        Key::VerdictTurn => "The game turned at {move}.",
        Key::VerdictCostliest => "The costliest move: {move}.",
        Key::VerdictClean => "The engine found no mistakes.",
        Key::MoveBoxTitle => "Type a move",
        Key::MoveBoxHint => "Two squares joined by - or x, like e2-e4 or d2xd6, then Enter.",
        Key::MoveBoxPlay => "Play",
        Key::MoveBoxKeys => "T: this box · R: read the position · arrows: the board's cursor",
        Key::MoveBoxReviewing => "Leave the review (Escape) to play a move.",
        Key::MoveBoxWait => "Wait for your turn.",
        Key::HelpAnalysisTitle => "Analysis of a game",
        Key::HelpAnalysisText => {
            "After a game (or in a review, or with a loaded record), Analyse has the engine judge \
             every move, quickly or deeply. The graph shows White's chances above its middle line and \
             Black's below; click it to review a position. Moves are marked: ! the only move that \
             holds or wins (every other loses a stone and a half or more), ?! an inaccuracy (loses \
             about half a stone), ? a mistake (a stone and a half), ?? a blunder (three stones or \
             more); the engine's best and good moves carry no mark. In a review the engine's better \
             move is drawn on the board as a green arrow, with its line in the panel."
        }
    }
}
