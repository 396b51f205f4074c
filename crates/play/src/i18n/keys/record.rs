//! The names of the texts of [`crate::record`].

keys! {
    /// The name of one of the texts of [`crate::record`]; see [`crate::i18n::Message`].
    RecordKey {
        // Why a record cannot be read (the records window, after "This record cannot be
        // loaded"; the engine's command line in English).
        /// A refused record's reason with its line: `{line}` and `{why}` (one of the texts below).
        RecordLine,
        /// The record holds neither a tag nor a move.
        RecordEmpty,
        /// A line starting with `[` is not a tag; `{why}`, one of the `RecordTag…` texts.
        RecordBadTag,
        /// The same tag twice; `{name}`.
        RecordDuplicateTag,
        /// A `WhiteLevel` or `BlackLevel` naming no level: `{value}` as written, the levels'
        /// names as a record writes them, `{first}` (all but the last, joined by commas) and
        /// `{last}`.
        RecordBadLevel,
        /// A result that is none of `1-0`, `0-1`, `1/2-1/2`, `*`; `{value}`.
        RecordBadResult,
        /// A `Rules` tag naming an unknown rule: `{value}`, and `{rule}` the one rule known.
        RecordBadRules,
        /// The `Start` tag is not a position; `{error}`, one of the `RecordStart…` texts.
        RecordBadStart,
        /// A tag after the first move.
        RecordTagAfterMoves,
        /// A `{` comment never closed.
        RecordUnclosedComment,
        /// A move number that does not count the moves: `{found}` where `{expected}` was due.
        RecordBadMoveNumber,
        /// A word that is not a move: `{text}`, and `{error}`, one of the `RecordMove…` texts
        /// or [`RecordKey::RecordWhySameSquare`] / [`RecordKey::RecordWhyNotOnALine`].
        RecordMalformedMove,
        /// Move `{number}` (`{text}`) is against the rules: `{why}`, a reason below.
        RecordIllegalMove,
        /// A move (`{text}`) after the game had ended: `{end}`, the end in words
        /// ([`RecordKey::RecordOutcome`]).
        RecordMoveAfterEnd,
        /// A move (`{text}`) after the written result.
        RecordMoveAfterResult,
        /// The written result `{written}` is not how the rules ended the game: `{end}`.
        RecordResultMismatch,
        /// The `Result` tag's `{tag}` differs from the result after the moves, `{end}`.
        RecordResultsDiffer,
        /// The analysis comment of move `{number}` (`{text}`) does not read: `{why}`, one of the
        /// `RecordAnalysis…` texts.
        RecordBadAnalysis,
        /// An analysis comment that follows no move.
        RecordStrayAnalysis,

        // Why a link's game cannot be opened (the page's log, the tests).
        /// The link holds no game.
        RecordLinkNotAGame,
        /// A part of the link's game that is none of `r`, `s…`, `m…`; `{part}`.
        RecordLinkUnknownSection,
        /// The link's start position is wrong; `{error}`, one of the `RecordStart…` texts.
        RecordLinkBadStart,
        /// Move `{number}` of the link is not a pair of squares.
        RecordLinkBadSquares,
        /// Move `{number}` of the link comes after the end: `{end}`.
        RecordLinkAfterEnd,
        /// Move `{number}` (`{text}`) of the link is against the rules: `{why}`, a reason below.
        RecordLinkIllegalMove,

        // How a game ended (the status line, a record's errors).
        /// The end of a game: `{winner}` (`white`, `black` or `none` for a draw) and `{reason}`
        /// (`breakthrough`, `eliminated`, `no_moves_breakthrough`, `no_moves`, `repetition`).
        RecordOutcome,

        // Why a recorded move is against the rules: the reasons of `crate::learn::Refusal`,
        // worded to follow "is illegal:" (in English and Russian with a small first letter).
        /// The game is over: `{winner}` (`white`, `black`, or `none` for a draw).
        RecordWhyGameOver,
        /// A stone of `{owner}` (`white`/`black`), the side not to move.
        RecordWhyOpponentStone,
        /// The computer is thinking.
        RecordWhyComputerThinking,
        /// Nothing is selected.
        RecordWhyNothingSelected,
        /// No stone of the mover's on `{square}`.
        RecordWhyNoStone,
        /// Both ends of the move are `{square}`.
        RecordWhySameSquare,
        /// `{tail}` and `{landing}` share no rank, file or diagonal.
        RecordWhyNotOnALine,
        /// A single stone went further than one square.
        RecordWhySingleStep,
        /// A line of `{n}` stones must be selected to move together.
        RecordWhySelectLine,
        /// A line of `{n}` stones went further than `{n}` squares.
        RecordWhyTooFar,
        /// A stone of `{owner}` on `{square}` stands in the way.
        RecordWhyBlocked,
        /// The line would land on its own stone on `{square}`.
        RecordWhyOwnStone,
        /// A single stone cannot capture.
        RecordWhySingleStoneCapture,
        /// `{n}` against `{n}`: an equal line cannot be captured.
        RecordWhyEqualLine,
        /// A line of `{n}` stones cannot capture `{enemy}` stones.
        RecordWhyCaptureNeedsLonger,
        /// The square is not straight on beyond the line's front, `{front}`.
        RecordWhyNotAlongLine,
        /// The line moves towards `{front}`, not towards `{tail}`.
        RecordWhyBackwards,
        /// The anti-copycat rule forbids landing on `{square}`.
        RecordWhyAntiCopycat,
        /// A capture marked on the empty `{landing}`: write `{tail}`-`{landing}`.
        RecordWhyNothingToCapture,
        /// `{landing}` holds an enemy stone: write `{tail}`x`{landing}`.
        RecordWhyCaptureNotMarked,

        // Why a tag line is not a tag, after "bad tag:" ([`RecordKey::RecordBadTag`]).
        /// The line does not end with `]`.
        RecordTagNotClosed,
        /// There is no name and quoted value between the brackets.
        RecordTagNoValue,
        /// The tag's name is not letters and digits.
        RecordTagBadName,
        /// The tag's value is not in double quotes.
        RecordTagNotQuoted,

        // Why a start position does not read, after "bad start position:" (a record's `Start`
        // tag, [`RecordKey::RecordBadStart`]; a link's, [`RecordKey::RecordLinkBadStart`]).
        /// Not 12 ranks separated by `/`: `{found}` ranks.
        RecordStartRankCount,
        /// Rank `{rank}` describes `{width}` squares, not 14.
        RecordStartRankWidth,
        /// An unknown `{character}` in rank `{rank}`.
        RecordStartBadChar,
        /// An empty-square count `{count}` (as written) in rank `{rank}` that is not 1 to 14.
        RecordStartBadCount,
        /// No side to move after the ranks.
        RecordStartMissingSide,
        /// The side to move is `{written}`, neither `w` nor `b`.
        RecordStartBadSide,
        /// Text (`{text}`) after the side to move.
        RecordStartTrailing,
        /// `{n}` stones of `{side}` (`white`/`black`), more than a side ever has.
        RecordStartTooManyStones,

        // Why a word is not a move, after "is not a move:" ([`RecordKey::RecordMalformedMove`]).
        /// The word is not two squares joined by `-` or `x`.
        RecordMoveNotTwoSquares,
        /// `{square}`, one of the word's two squares, is not a square.
        RecordMoveBadSquare,

        // Why an analysis comment does not read, after "does not read:"
        // ([`RecordKey::RecordBadAnalysis`]).
        /// A `[%` command is not closed with `]`.
        RecordAnalysisNotClosed,
        /// `[%eval]` without its two scores.
        RecordAnalysisTwoScores,
        /// `[%mark]` without exactly one mark.
        RecordAnalysisOneMark,
        /// `{value}` is not a mark: `{marks}`, the marks' names as a record writes them.
        RecordAnalysisUnknownMark,
        /// `{value}` is not a score.
        RecordAnalysisBadScore,
        /// The forced result `{value}` is further than `{plies}` plies.
        RecordAnalysisForcedTooFar,
        /// There is no `[%eval]`.
        RecordAnalysisNoEval,
        /// There is no `[%mark]`.
        RecordAnalysisNoMark,
        /// A move of the `[%line]`, `{text}`, is not a move: `{why}`, as after
        /// [`RecordKey::RecordMalformedMove`].
        RecordAnalysisLineNotAMove,
        /// A move of the `[%line]`, `{text}`, is against the rules: `{why}`, a `RecordWhy…` reason.
        RecordAnalysisLineIllegal,
    }
}
