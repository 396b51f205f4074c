//! The names of the game's own texts: its bar, windows, panels and notices.

use epaminondas_engine::Level;

keys! {
    /// The name of one of the game's own texts; see [`crate::i18n::Message`].
    Key {
        /// Two sentences, one after the other.
        Sentences,
        /// The game's name, also the window title.
        AppTitle,
        /// The name of a language written in that language (the language menu shows each in its own).
        ThisLanguage,

        // The tool bar.
        /// Opens the setup of a new game.
        NewGame,
        /// Takes a move back.
        Undo,
        /// Asks the friend on another device to take back the player's last move.
        TakeBack,
        /// What Take back does, said when the pointer rests on it.
        TakeBackTooltip,
        /// The sound on/off switch.
        Sound,
        /// The volume slider.
        Volume,
        /// The language menu.
        Language,
        /// The view switch.
        View,
        /// The tilted 3D view.
        ViewTilted,
        /// The flat top-down view.
        ViewFlat,
        /// The graphics quality switch.
        Graphics,
        /// The whole scene.
        GraphicsBest,
        /// The lighter scene.
        GraphicsFast,
        /// The help window's button.
        Help,
        /// The rules panel.
        Rules,
        /// The history and sources panel.
        History,
        /// The controls panel.
        Controls,
        /// The about panel: the version and the licences.
        About,
        /// The game's version in the about panel (`{version}`).
        AboutVersion,
        /// What the licence list below it holds.
        AboutLicences,
        /// The move list.
        Moves,
        /// Closes a panel.
        Close,
        /// The menu a gamepad's Start button opens.
        Menu,
        /// The Settings window and the bar's button that opens it.
        Settings,
        /// The switch of the assist for newcomers.
        Assist,
        /// What the assist marks.
        AssistHint,
        /// What the Fast graphics are for.
        GraphicsHint,
        /// The choice of the panels' and windows' size.
        UiScale,
        /// The switch of reduced motion.
        ReduceMotion,
        /// What reduced motion changes.
        ReduceMotionHint,
        /// The switch of the high-contrast board.
        HighContrast,
        /// What the high-contrast board is.
        HighContrastHint,

        // The setup of a new game.
        /// The heading of the setup panel.
        SetupTitle,
        /// Who the opponent is.
        Opponent,
        /// The computer plays the other side.
        OpponentComputer,
        /// Two people share this device.
        OpponentHuman,
        /// The computer's strength.
        Level,
        /// The name of [`Level::Beginner`].
        LevelBeginner,
        /// The name of [`Level::Novice`].
        LevelNovice,
        /// The name of [`Level::Intermediate`].
        LevelIntermediate,
        /// The name of [`Level::Advanced`].
        LevelAdvanced,
        /// The name of [`Level::Expert`].
        LevelExpert,
        /// The name of [`Level::Master`].
        LevelMaster,
        /// Which side the player takes.
        YourColour,
        /// The white side.
        White,
        /// The black side.
        Black,
        /// A side chosen by chance.
        RandomColour,
        /// The optional threefold-repetition draw.
        RepetitionDraw,
        /// Starts the game chosen in the setup.
        Start,
        /// Closes the setup without starting a game.
        Cancel,
        /// Says when the setup choices apply.
        SetupHint,
        /// What [`Level::Beginner`] plays like.
        AboutBeginner,
        /// What [`Level::Novice`] plays like.
        AboutNovice,
        /// What [`Level::Intermediate`] plays like.
        AboutIntermediate,
        /// What [`Level::Advanced`] plays like.
        AboutAdvanced,
        /// What [`Level::Expert`] plays like.
        AboutExpert,
        /// What [`Level::Master`] plays like.
        AboutMaster,
        /// The player's games against a level; `{wins}` and `{losses}`.
        LevelResults,
        /// Asks before a new game replaces the game in progress.
        ConfirmNewGame,
        /// Confirms the new game.
        StartNewGame,
        /// Asks before a record replaces the game in progress.
        ConfirmLoad,

        // The status line.
        /// White is to move.
        WhiteToMove,
        /// Black is to move.
        BlackToMove,
        /// The move count; `{n}`.
        MoveNumber,
        /// The far-row counts; `{white}` and `{black}`.
        FarRow,
        /// Black has broken through and White must answer.
        WhiteMustAnswer,
        /// White has broken through and Black must answer.
        BlackMustAnswer,
        /// The heading while White must answer Black's breakthrough.
        WhiteMustAnswerHeading,
        /// The heading while Black must answer White's breakthrough.
        BlackMustAnswerHeading,
        /// The heading while the player must answer the computer's or the friend's breakthrough.
        YouMustAnswerHeading,
        /// The computer is searching.
        Thinking,
        /// It is the player's turn against the computer.
        YourMove,
        /// Who plays whom: the player has White against the computer at `{level}`.
        PlayersYouWhite,
        /// Who plays whom: the player has Black against the computer at `{level}`.
        PlayersYouBlack,
        /// Who plays whom: two people at this device.
        PlayersTwo,
        /// Who plays whom: the player has White, a friend on another device Black.
        PlayersFriendBlack,
        /// Who plays whom: the player has Black, a friend on another device White.
        PlayersFriendWhite,
        /// The heading while a friend on another device is to move.
        FriendsMove,
        /// The stones each side has left; `{white}` and `{black}`.
        StoneCount,
        /// The goal, first line.
        GoalLine1,
        /// The goal, second line.
        GoalLine2,

        // The end of a game.
        /// White has won.
        WhiteWins,
        /// Black has won.
        BlackWins,
        /// The game is drawn.
        Draw,
        /// A far-row majority was held for a turn, in a sentence; `{winner}` (a side).
        ReasonBreakthrough,
        /// The loser has no stones left, in a sentence; `{winner}`.
        ReasonEliminated,
        /// The player beat the computer.
        YouWon,
        /// The computer beat the player.
        YouLost,
        /// The length of a finished game; `{n}` moves as the move list counts them.
        SummaryMoves,
        /// The stones taken in a game against the computer; `{you}` and `{computer}`.
        SummaryCapturesYou,
        /// The stones taken in a two-player game; `{white}` and `{black}`.
        SummaryCapturesTwo,
        /// After a win: the next level to try; `{level}`.
        NextLevel,
        /// After a win at the strongest level.
        TopLevelBeaten,
        /// Starts the same kind of game again.
        PlayAgain,
        /// The loser had no legal move while the winner led on the far rows, in a sentence;
        /// `{mover}` (the side that could not move).
        ReasonNoMovesBreakthrough,
        /// The side to move had no legal move and nobody led: a draw, in a sentence; `{mover}`.
        ReasonNoMoves,
        /// The third repetition of a position: a draw, in a sentence.
        ReasonRepetition,
        /// Starts the same game again, the same sides and level.
        Rematch,

        // The first start, learning, hints, review.
        /// The first start's window title.
        WelcomeTitle,
        /// The first start's question; `{n}` lessons.
        WelcomeText,
        /// Opens the tutorial.
        LearnToPlay,
        /// What the tutorial is.
        LearnToPlayHint,
        /// Opens the setup of a game.
        Play,
        /// What the setup offers.
        PlayHint,
        /// The bar's button that asks the first start's question again.
        Learn,
        /// The bar's button that asks the computer for a suggestion.
        Hint,
        /// The tooltip of the hint button.
        HintTooltip,
        /// A move in the move list can be clicked to review the game there.
        ReviewTooltip,
        /// The review's heading; the position after move `{n}` of `{total}` (as the list numbers
        /// them).
        Reviewing,
        /// The review's heading at the start position.
        ReviewingStart,
        /// The reviewed position came after White's `{move}`.
        ReviewWhitePlayed,
        /// The reviewed position came after Black's `{move}`.
        ReviewBlackPlayed,
        /// The reviewed position is the start.
        ReviewStartPosition,
        /// Steps the review to the start.
        StepToStart,
        /// Steps the review one move back.
        StepBack,
        /// Steps the review one move forward.
        StepForward,
        /// Steps to the current position (ends the review).
        StepToEnd,
        /// While the computer looks for a hint.
        HintSearching,
        /// Leaves the review.
        BackToGame,
        /// Plays on from the reviewed position.
        ContinueHere,
        /// Asks before the later moves are dropped.
        ContinueConfirm,
        /// Confirms dropping the later moves.
        ContinueYes,

        // The tutorial panel.
        /// The tutorial panel's heading.
        Tutorial,
        /// Which lesson is open; `{n}` of `{total}`.
        LessonProgress,
        /// How many lessons are finished; `{n}` of `{total}`.
        LessonsDone,
        /// The heading of a lesson's task.
        LessonTask,
        /// Plays the lesson's answer on the board.
        ShowMe,
        /// Sets the lesson up again.
        RestartLesson,
        /// Goes on to the next lesson without doing this one.
        SkipLesson,
        /// Goes on to the next lesson.
        NextLesson,
        /// Leaves the tutorial: the game in progress comes back.
        LeaveTutorial,
        /// While "show me" plays the answer.
        LessonShowing,
        /// After "show me"; `{move}` is the answer.
        LessonShown,
        /// A move that missed the task is about to be taken back.
        LessonTakenBack,
        /// The tooltip of a finished lesson's mark; `{title}`.
        LessonDoneMark,
        /// After the last lesson: what comes next; `{level}` is the easiest level.
        TutorialFinished,
        /// Starts a game against the computer at its easiest level.
        FirstGame,

        // The puzzle trainer (its panel, the Welcome's and the menu's buttons).
        /// The trainer's name: the button that opens it and the panel's heading.
        Puzzles,
        /// Under the Welcome's Puzzles button: what puzzles are.
        PuzzlesHint,
        /// The player's puzzle rating; `{rating}` (a "?" after it while provisional).
        PuzzleRating,
        /// Rated training, the mode's button.
        PuzzleModeRated,
        /// A streak of ever harder puzzles, the mode's button.
        PuzzleModeStreak,
        /// The puzzle of the day, the mode's button.
        PuzzleModeDaily,
        /// The theme chooser's label.
        PuzzleTheme,
        /// The theme chooser's choice of every theme.
        PuzzleThemeAll,
        /// The theme: a stone reaches the far row.
        PuzzleThemeBreakthrough,
        /// The theme: the opponent's breakthrough is stopped.
        PuzzleThemeStopBreakthrough,
        /// The theme: a line captures a shorter line.
        PuzzleThemePhalanxCapture,
        /// The theme: the line that threatened is captured.
        PuzzleThemeCaptureTheCapturer,
        /// The theme: stones given to win more.
        PuzzleThemeSacrifice,
        /// The theme: the rule that forbids copying a breakthrough decides.
        PuzzleThemeAntiCopycat,
        /// The theme: the winning move captures nothing.
        PuzzleThemeQuietMove,
        /// The puzzle's heading; `{rating}` is its rating.
        PuzzleHeading,
        /// The task; `{side}` (white, black) is to move.
        PuzzleTask,
        /// After a right move whose line goes on; `{n}` moves of `{total}` found.
        PuzzleGoOn,
        /// While the line's reply is about to be played.
        PuzzleReplying,
        /// The puzzle solved at the first try.
        PuzzleSolved,
        /// The puzzle solved after a failed try or with the solution shown.
        PuzzleSolvedLate,
        /// A wrong move, while the engine looks for its answer.
        PuzzleWrongThinking,
        /// A wrong move and the engine's answer that shows why; `{answer}` says that move.
        PuzzleWrong,
        /// A wrong move that leaves the opponent no answer worth showing.
        PuzzleWrongPlain,
        /// While the solution is played on the board.
        PuzzleShowing,
        /// The solution line; `{line}`.
        PuzzleSolutionLine,
        /// The rating after a rated try; `{rating}`, `{sign}` (+ or −) and `{points}` changed.
        PuzzleRatingChange,
        /// A try that does not count for the rating.
        PuzzleUnrated,
        /// A streak's length so far; `{n}` puzzles.
        PuzzleStreak,
        /// The longest streak; `{n}` puzzles.
        PuzzleBestStreak,
        /// A streak ended by a failed puzzle; `{n}` puzzles solved in it.
        PuzzleStreakOver,
        /// The day's puzzle already tried; `{result}` (solved, failed).
        PuzzleDailyTried,
        /// The puzzle's themes; `{themes}`.
        PuzzleThemes,
        /// Goes on to the next puzzle.
        PuzzleNext,
        /// Tries the same puzzle again.
        PuzzleRetry,
        /// Plays the solution on the board.
        PuzzleShowSolution,
        /// The puzzle's position as a game against the computer.
        PuzzlePlayOn,
        /// Leaves the trainer: the game in progress comes back.
        PuzzleLeave,
        /// The heading of the recent tries, each of which opens again.
        PuzzleRecent,
        /// A recent try's button; `{result}` (solved, failed) and `{rating}` of the puzzle.
        PuzzleRecentTry,
        /// No puzzle could be chosen (an empty set).
        PuzzleNone,

        // Game records.
        /// The records window's title.
        RecordsTitle,
        /// The bar's button that opens the records window.
        RecordsButton,
        /// Heading: export.
        RecordExport,
        /// Heading: import.
        RecordImport,
        /// Copies the record to the clipboard.
        CopyRecord,
        /// Saves the record to a file through the system's dialog (in the browser: downloads it).
        SaveRecord,
        /// Opens a record file through the system's dialog (in the browser: the file chooser).
        OpenRecord,
        /// The save dialog's title.
        SaveRecordTitle,
        /// The open dialog's title.
        OpenRecordTitle,
        /// The dialogs' filter of record files.
        RecordFiles,
        /// The dialogs' filter of every file.
        AllFiles,
        /// Copies a link holding the game (browser).
        CopyLink,
        /// Loads the pasted record.
        LoadRecord,
        /// How to import.
        RecordPasteHint,
        /// The record is on the clipboard.
        RecordCopied,
        /// The link is on the clipboard.
        LinkCopied,
        /// The record was saved; `{path}`.
        RecordSaved,
        /// The record could not be saved; `{path}` and `{error}`.
        RecordSaveFailed,
        /// No file dialog could be shown, so the record was saved in `{path}`.
        RecordSavedWithoutDialog,
        /// The browser was handed the record as the download `{path}`.
        RecordDownloaded,
        /// No file dialog could be shown to open a record.
        RecordOpenWithoutDialog,
        /// A file far larger than any record; `{path}`.
        RecordFileTooLarge,
        /// A record replaced the game; `{n}` moves.
        RecordLoaded,
        /// A record was refused (its line and reason follow); the game goes on.
        RecordRefused,
        /// A dropped or opened file could not be read; `{path}` and `{error}`.
        RecordFileUnreadable,

        // The move list.
        /// Shown while the move list is empty.
        NoMovesYet,

        // Messages to the player.
        /// The saved game could not be read.
        NoticeSaveCorrupt,
        /// The saved game was written by a newer version.
        NoticeSaveNewer,
        /// The saved settings could not be read.
        NoticeSettingsReset,
        /// The saved game could not be read, nor kept in a backup.
        NoticeSaveNotKept,
        /// The saved settings could not be read, nor kept in a backup.
        NoticeSettingsNotKept,
        /// The store cannot be opened or written.
        NoticeStorageUnavailable,
        /// The store's file was damaged; it was kept aside and a new one started.
        NoticeStoreDamaged,
        /// Another window of the game holds the saves; this one plays without saving.
        NoticeStoreInUse,
        /// Acknowledges a message.
        Ok,
        /// A software renderer was found and the lighter scene chosen.
        GraphicsFastChosen,
        /// A gamepad was plugged in.
        GamepadConnected,
        /// A gamepad was unplugged.
        GamepadDisconnected,
        /// The engine's worker could not start: the computer thinks on the page, weaker.
        EngineWorkerUnavailable,
        /// The keyboard works on the board.
        FocusBoard,
        /// The keyboard works in the panels.
        FocusPanels,

        // The rules panel.
        /// Heading: board and setup.
        RulesBoardTitle,
        /// Board, setup, home and far rows, turns.
        RulesBoardText,
        /// Heading: phalanxes.
        RulesLinesTitle,
        /// What a phalanx is.
        RulesLinesText,
        /// Heading: moves.
        RulesMovesTitle,
        /// Single steps and phalanx moves.
        RulesMovesText,
        /// Heading: captures.
        RulesCapturesTitle,
        /// When and what a phalanx captures.
        RulesCapturesText,
        /// Heading: the anti-copycat rule.
        RulesCopycatTitle,
        /// The anti-copycat rule.
        RulesCopycatText,
        /// Heading: the end of the game.
        RulesEndTitle,
        /// Winning by breakthrough or elimination.
        RulesEndText,
        /// Heading: no legal move.
        RulesNoMoveTitle,
        /// The no-move rule.
        RulesNoMoveText,
        /// Heading: the optional rule.
        RulesOptionalTitle,
        /// The threefold-repetition option.
        RulesOptionalText,
        /// Heading: notation.
        RulesNotationTitle,
        /// Under the first picture: what a phalanx is.
        PicturePhalanx,
        /// Under the second picture: only the front part moves.
        PictureFrontPart,
        /// Under the third picture: counting an enemy line.
        PictureCount,
        /// The help window's footer: where the side and level are chosen.
        HelpWhereToChoose,
        /// How moves are written.
        RulesNotationText,

        // The history and sources panel.
        /// Crossings and A Gamut of Games.
        HistoryCrossings,
        /// From Crossings to Epaminondas, 1975.
        HistoryEpaminondas,
        /// Where the name comes from.
        HistoryName,
        /// Abbott's idea of clarity.
        HistoryClarity,
        /// Heading: sources.
        HistorySourcesTitle,
        /// The sources.
        HistorySources,

        // The controls panel.
        /// Heading: mouse and touch.
        ControlsMouseTitle,
        /// Mouse and touch.
        ControlsMouseText,
        /// Heading: keyboard.
        ControlsKeyboardTitle,
        /// Keyboard.
        ControlsKeyboardText,
        /// Heading: gamepad.
        ControlsGamepadTitle,
        /// Gamepad.
        ControlsGamepadText,

        // The analysis of a game, and the bar's and setup's late additions.
        /// Plays again a move Undo took back.
        Redo,
        /// Why Hint is off in a game against a friend on another device.
        HintOnline,
        /// The setup's entry of a game against a friend on another device.
        OpponentOnline,
        /// Heading of the choice of an analysis of the game.
        AnalyseGame,
        /// Starts a quick analysis.
        AnalyseQuick,
        /// Starts a deep analysis.
        AnalyseDeep,
        /// What the quick analysis is.
        AnalyseQuickTooltip,
        /// What the deep analysis is.
        AnalyseDeepTooltip,
        /// The progress of an analysis; {done} of {total} moves judged.
        Analysing,
        /// Stops the analysis.
        CancelAnalysis,
        /// The analysis could not go on; {why} in the engine's words.
        AnalysisFailed,
        /// Heading of the analysis in the side panel.
        AnalysisTitle,
        /// The evaluation graph's tooltip.
        GraphTooltip,
        /// A point of the graph under the pointer: {moment} the position, {outlook} the engine's words.
        GraphPoint,
        /// The graph's first point.
        GraphStart,
        /// The mark of a move that was the only good one.
        MarkOnly,
        /// The mark of the engine's best move.
        MarkBest,
        /// The mark of a good move.
        MarkGood,
        /// The mark of an inaccuracy.
        MarkInaccuracy,
        /// The mark of a mistake.
        MarkMistake,
        /// The mark of a blunder.
        MarkBlunder,
        /// The engine's outlook: equal.
        OutlookEqual,
        /// The engine's outlook.
        OutlookBetterWhite,
        /// The engine's outlook.
        OutlookBetterBlack,
        /// The engine's outlook.
        OutlookWinningWhite,
        /// The engine's outlook.
        OutlookWinningBlack,
        /// The engine's outlook: a forced win in {n} moves.
        OutlookWinsInWhite,
        /// The engine's outlook: a forced win in {n} moves.
        OutlookWinsInBlack,
        /// The engine's outlook: the game is over.
        OutlookWonWhite,
        /// The engine's outlook: the game is over.
        OutlookWonBlack,
        /// In review: the move that led to the position shown, {move} with its {mark}.
        AnalysisHere,
        /// In review: the same side's better move {move} (drawn on the board) and the {outlook}
        /// it kept.
        AnalysisBetter,
        /// In review: the engine's line from the position before the move shown.
        AnalysisLine,
        /// In review: the move shown is not judged yet.
        AnalysisNotYet,
        /// The engine's outlook in the position shown.
        AnalysisNow,
        /// The verdict table's row of each side's accuracy.
        VerdictAccuracy,
        /// The verdict table's row of each side's count of blunders.
        VerdictBlunders,
        /// The verdict table's row of each side's count of mistakes.
        VerdictMistakes,
        /// The verdict table's row of each side's count of inaccuracies.
        VerdictInaccuracies,
        /// The move after which the lead passed for good: {move} as the list numbers it.
        VerdictTurn,
        /// The move that lost the most, where the lead never passed.
        VerdictCostliest,
        /// No move lost anything.
        VerdictClean,
        /// The board's name for a screen reader, before the square under the keyboard cursor.
        AccessBoard,
        /// The move box's title (and the page's hidden move field's name).
        MoveBoxTitle,
        /// Under the move box's field: how to write a move.
        MoveBoxHint,
        /// The move box's button that plays the typed move.
        MoveBoxPlay,
        /// The move box's keys: T opens and closes it, R reads the position.
        MoveBoxKeys,
        /// A typed move while reviewing: leave the review first.
        MoveBoxReviewing,
        /// A typed move while it is not the player's turn (a friend's, or a lesson's reply).
        MoveBoxWait,
        /// Heading in the help: the analysis.
        HelpAnalysisTitle,
        /// The analysis and the legend of its marks.
        HelpAnalysisText,
    }
}

impl Key {
    /// The name of a level of the computer opponent.
    pub fn level(level: Level) -> Key {
        match level {
            Level::Beginner => Key::LevelBeginner,
            Level::Novice => Key::LevelNovice,
            Level::Intermediate => Key::LevelIntermediate,
            Level::Advanced => Key::LevelAdvanced,
            Level::Expert => Key::LevelExpert,
            Level::Master => Key::LevelMaster,
        }
    }

    /// The line on how a level plays.
    pub fn level_about(level: Level) -> Key {
        match level {
            Level::Beginner => Key::AboutBeginner,
            Level::Novice => Key::AboutNovice,
            Level::Intermediate => Key::AboutIntermediate,
            Level::Advanced => Key::AboutAdvanced,
            Level::Expert => Key::AboutExpert,
            Level::Master => Key::AboutMaster,
        }
    }
}
