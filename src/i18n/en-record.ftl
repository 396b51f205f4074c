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
