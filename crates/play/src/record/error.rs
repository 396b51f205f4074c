//! Why a record cannot be read, with the line it happened on.

use super::result::{GameResult, outcome_text, side_word, winner_word};
use super::tags::REPETITION_RULE;
use crate::i18n::{RecordKey, Text};
use crate::learn::Refusal;
use epaminondas_core::{MoveParseError, MoveText, Outcome, PositionParseError, Square};
use epaminondas_engine::analysis::Mark;
use epaminondas_engine::{Level, WIN_SCORE, WIN_THRESHOLD};
use std::fmt;

/// The longest forced result an analysis comment may give, in plies.
pub(super) const LONGEST_WIN: i32 = WIN_SCORE - WIN_THRESHOLD;

/// A record that cannot be read: the line (1-based) and the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParseError {
    /// The line of the record the reason is about, counted from 1.
    pub line: usize,
    /// What is wrong.
    pub kind: ParseErrorKind,
}

/// What is wrong with a record.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseErrorKind {
    /// There is neither a tag nor a move.
    Empty,
    /// A line starting with `[` is not `[Name "value"]`.
    BadTag(TagProblem),
    /// The same tag twice.
    DuplicateTag(String),
    /// A `WhiteLevel` or `BlackLevel` that names no level.
    BadLevel(String),
    /// A `Result` tag or result that is not `1-0`, `0-1`, `1/2-1/2` or `*`.
    BadResult(String),
    /// A `Rules` tag naming a rule this program does not know.
    BadRules(String),
    /// The `Start` tag is not a position.
    BadStart(PositionParseError),
    /// A tag after the first move.
    TagAfterMoves,
    /// A `{` comment that is never closed.
    UnclosedComment,
    /// A move number that does not count the moves.
    BadMoveNumber {
        /// As written.
        found: u64,
        /// The number of the next move.
        expected: usize,
    },
    /// A word that is not a move.
    MalformedMove {
        /// As written.
        text: String,
        /// Why it is not a move.
        error: MoveParseError,
    },
    /// A move the rules do not allow in its position.
    IllegalMove {
        /// The move's number, as a record numbers moves.
        number: usize,
        /// As written.
        text: String,
        /// The rules core's reason, worded for the player.
        refusal: Refusal,
    },
    /// A move after the game ended, or after the written result.
    MoveAfterEnd {
        /// As written.
        text: String,
        /// How the game had ended by the rules, if it had.
        outcome: Option<Outcome>,
    },
    /// The written result is not how the rules ended the game.
    ResultMismatch {
        /// As written.
        written: GameResult,
        /// How the game ended.
        outcome: Outcome,
    },
    /// The `Result` tag and the result after the moves differ.
    ResultsDiffer {
        /// The tag's result.
        tag: GameResult,
        /// The result after the moves.
        end: GameResult,
    },
    /// An analysis comment that does not read.
    BadAnalysis {
        /// The number of the move it follows, as a record numbers moves.
        number: usize,
        /// That move.
        text: String,
        /// What is wrong.
        why: AnalysisProblem,
    },
    /// An analysis comment that follows no move.
    StrayAnalysis,
}

/// Why a line starting with `[` is not `[Name "value"]`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TagProblem {
    /// It does not end with `]`.
    NotClosed,
    /// There is no name and value between the brackets.
    NoValue,
    /// The name is not letters, digits and `_`.
    BadName,
    /// The value is not one string in double quotes.
    NotQuoted,
}

impl TagProblem {
    /// The problem, worded to follow "bad tag:".
    ///
    /// ```
    /// use epaminondas_play::i18n::Language;
    /// use epaminondas_play::record::TagProblem;
    /// let why = TagProblem::NotQuoted.text();
    /// assert_eq!(Language::English.say(&why), "the value must be in double quotes");
    /// assert_eq!(Language::Russian.say(&why), "значение должно быть в двойных кавычках");
    /// ```
    pub fn text(self) -> Text {
        Text::new(match self {
            TagProblem::NotClosed => RecordKey::RecordTagNotClosed,
            TagProblem::NoValue => RecordKey::RecordTagNoValue,
            TagProblem::BadName => RecordKey::RecordTagBadName,
            TagProblem::NotQuoted => RecordKey::RecordTagNotQuoted,
        })
    }
}

/// Why an analysis comment (see [`crate::record`]) does not read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AnalysisProblem {
    /// A `[%` command without its `]`.
    NotClosed,
    /// An `[%eval]` without exactly two scores.
    EvalNeedsTwoScores,
    /// A `[%mark]` without exactly one mark.
    MarkNeedsOneMark,
    /// A mark that is none of [`Mark::ALL`]: as written.
    UnknownMark(String),
    /// A score that does not read: as written.
    BadScore(String),
    /// A forced result further off than the engine ever finds one: the score as written.
    ForcedTooFar(String),
    /// There is no `[%eval]`.
    NoEval,
    /// There is no `[%mark]`.
    NoMark,
    /// A move of the `[%line]` that is not a move.
    LineNotAMove {
        /// As written.
        text: String,
        /// Why it is not a move.
        error: MoveParseError,
    },
    /// A move of the `[%line]` that the rules do not allow after the moves before it.
    LineIllegal {
        /// As written.
        text: String,
        /// The rules core's reason, worded for the player.
        refusal: Refusal,
    },
}

impl AnalysisProblem {
    /// The problem, worded to follow "does not read:".
    ///
    /// ```
    /// use epaminondas_play::i18n::Language;
    /// use epaminondas_play::record::AnalysisProblem;
    /// let why = AnalysisProblem::UnknownMark("great".to_owned()).text();
    /// assert_eq!(
    ///     Language::English.say(&why),
    ///     "\"great\" is not a mark: only, best, good, inaccuracy, mistake, blunder"
    /// );
    /// assert_eq!(
    ///     Language::German.say(&why),
    ///     "„great“ ist keine Markierung: only, best, good, inaccuracy, mistake, blunder"
    /// );
    /// ```
    pub fn text(&self) -> Text {
        use AnalysisProblem::*;
        use RecordKey::*;
        match self {
            NotClosed => Text::new(RecordAnalysisNotClosed),
            EvalNeedsTwoScores => Text::new(RecordAnalysisTwoScores),
            MarkNeedsOneMark => Text::new(RecordAnalysisOneMark),
            UnknownMark(value) => {
                let marks: Vec<&str> = Mark::ALL.iter().map(|mark| mark.name()).collect();
                Text::new(RecordAnalysisUnknownMark)
                    .with("value", value.as_str())
                    .with("marks", marks.join(", "))
            }
            BadScore(value) => Text::new(RecordAnalysisBadScore).with("value", value.as_str()),
            ForcedTooFar(value) => Text::new(RecordAnalysisForcedTooFar)
                .with("value", value.as_str())
                .with("plies", LONGEST_WIN),
            NoEval => Text::new(RecordAnalysisNoEval),
            NoMark => Text::new(RecordAnalysisNoMark),
            LineNotAMove { text, error } => Text::new(RecordAnalysisLineNotAMove)
                .with("text", text.as_str())
                .with("why", move_parse_clause(error)),
            LineIllegal { text, refusal } => Text::new(RecordAnalysisLineIllegal)
                .with("text", text.as_str())
                .with("why", refusal_clause(refusal)),
        }
    }
}

/// Why a start position does not read, worded to follow "bad start position:" (the rules
/// core's [`PositionParseError`] says it in English only, for the engine's terminal).
pub(super) fn start_clause(error: &PositionParseError) -> Text {
    use PositionParseError::*;
    use RecordKey::*;
    match error {
        RankCount(found) => Text::new(RecordStartRankCount).with("found", *found),
        RankWidth { rank, width } => Text::new(RecordStartRankWidth)
            .with("rank", *rank)
            .with("width", *width),
        BadChar { rank, ch } => Text::new(RecordStartBadChar)
            .with("rank", *rank)
            .with("character", ch.to_string()),
        BadCount { rank, count } => Text::new(RecordStartBadCount)
            .with("rank", *rank)
            .with("count", count.as_str()),
        MissingSide => Text::new(RecordStartMissingSide),
        BadSide(written) => Text::new(RecordStartBadSide).with("written", written.as_str()),
        Trailing(text) => Text::new(RecordStartTrailing).with("text", text.as_str()),
        TooManyStones { side, count } => Text::new(RecordStartTooManyStones)
            .with("side", side_word(*side))
            .with("n", *count),
    }
}

/// Why a word is not a move, worded to follow "is not a move:" (the rules core's
/// [`MoveParseError`] says it in English only). Two squares on no line read as a refused move
/// does ([`refusal_clause`]).
fn move_parse_clause(error: &MoveParseError) -> Text {
    match error {
        MoveParseError::Empty | MoveParseError::MissingSeparator(_) => {
            Text::new(RecordKey::RecordMoveNotTwoSquares)
        }
        MoveParseError::Square(square) => {
            Text::new(RecordKey::RecordMoveBadSquare).with("square", square.0.as_str())
        }
        MoveParseError::SameSquare(at) => refusal_clause(&Refusal::NotOnALine {
            tail: *at,
            landing: *at,
        }),
        MoveParseError::NotOnALine(tail, landing) => refusal_clause(&Refusal::NotOnALine {
            tail: *tail,
            landing: *landing,
        }),
    }
}

impl ParseErrorKind {
    /// The reason, without the line.
    ///
    /// ```
    /// use epaminondas_play::i18n::Language;
    /// use epaminondas_play::record::ParseErrorKind;
    /// let why = ParseErrorKind::BadMoveNumber { found: 3, expected: 2 }.text();
    /// assert_eq!(Language::English.say(&why), "move number 3 where 2 was expected");
    /// assert_eq!(Language::Russian.say(&why), "номер хода 3, а ожидался 2");
    /// ```
    pub fn text(&self) -> Text {
        use ParseErrorKind::*;
        let says = |key| Text::new(key);
        match self {
            Empty => says(RecordKey::RecordEmpty),
            BadTag(why) => says(RecordKey::RecordBadTag).with("why", why.text()),
            DuplicateTag(name) => says(RecordKey::RecordDuplicateTag).with("name", name.as_str()),
            BadLevel(value) => {
                let names: Vec<&str> = Level::ALL.iter().map(|level| level.name()).collect();
                let (last, first) = names.split_last().expect("there are levels");
                says(RecordKey::RecordBadLevel)
                    .with("value", value.as_str())
                    .with("first", first.join(", "))
                    .with("last", *last)
            }
            BadResult(value) => says(RecordKey::RecordBadResult).with("value", value.as_str()),
            BadRules(value) => says(RecordKey::RecordBadRules)
                .with("value", value.as_str())
                .with("rule", REPETITION_RULE),
            BadStart(e) => says(RecordKey::RecordBadStart).with("error", start_clause(e)),
            TagAfterMoves => says(RecordKey::RecordTagAfterMoves),
            UnclosedComment => says(RecordKey::RecordUnclosedComment),
            // Written as words: a number is only a number here, and any u64 is said in full.
            BadMoveNumber { found, expected } => says(RecordKey::RecordBadMoveNumber)
                .with("found", found.to_string())
                .with("expected", expected.to_string()),
            MalformedMove { text, error } => says(RecordKey::RecordMalformedMove)
                .with("text", text.as_str())
                .with("error", move_parse_clause(error)),
            IllegalMove {
                number,
                text,
                refusal,
            } => illegal_move_text(RecordKey::RecordIllegalMove, *number, text, refusal),
            MoveAfterEnd {
                text,
                outcome: Some(o),
            } => says(RecordKey::RecordMoveAfterEnd)
                .with("text", text.as_str())
                .with("end", outcome_text(*o)),
            MoveAfterEnd {
                text,
                outcome: None,
            } => says(RecordKey::RecordMoveAfterResult).with("text", text.as_str()),
            ResultMismatch { written, outcome } => says(RecordKey::RecordResultMismatch)
                .with("written", written.as_str())
                .with("end", outcome_text(*outcome)),
            ResultsDiffer { tag, end } => says(RecordKey::RecordResultsDiffer)
                .with("tag", tag.as_str())
                .with("end", end.as_str()),
            BadAnalysis { number, text, why } => says(RecordKey::RecordBadAnalysis)
                .with("number", number.to_string())
                .with("text", text.as_str())
                .with("why", why.text()),
            StrayAnalysis => says(RecordKey::RecordStrayAnalysis),
        }
    }
}

/// "move 2 (e3-e5) is illegal: a single stone moves only one square.": the message `key`
/// ([`RecordKey::RecordIllegalMove`], or the link's) with the move's number and text and the
/// refusal's reason.
pub(super) fn illegal_move_text(
    key: RecordKey,
    number: impl fmt::Display,
    text: impl fmt::Display,
    refusal: &Refusal,
) -> Text {
    Text::new(key)
        .with("number", number.to_string())
        .with("text", text.to_string())
        .with("why", refusal_clause(refusal))
}

/// The refusal's reason worded to follow "is illegal:": [`Refusal::text`], in English and
/// Russian with a small first letter, in its own messages, as each language's grammar has it
/// after a colon (German keeps its nouns' capitals).
fn refusal_clause(refusal: &Refusal) -> Text {
    use RecordKey::*;
    let square = |key, at: Square| Text::new(key).with("square", at.to_string());
    let move_squares = |key, text: &MoveText| {
        Text::new(key)
            .with("tail", text.tail.to_string())
            .with("landing", text.landing.to_string())
    };
    match *refusal {
        Refusal::GameOver { outcome } => {
            Text::new(RecordWhyGameOver).with("winner", winner_word(outcome.winner))
        }
        Refusal::OpponentStone { owner } => {
            Text::new(RecordWhyOpponentStone).with("owner", side_word(owner))
        }
        Refusal::ComputerThinking => Text::new(RecordWhyComputerThinking),
        Refusal::NothingSelected => Text::new(RecordWhyNothingSelected),
        Refusal::NoStone { at } => square(RecordWhyNoStone, at),
        Refusal::NotOnALine { tail, landing } if tail == landing => {
            square(RecordWhySameSquare, tail)
        }
        Refusal::NotOnALine { tail, landing } => Text::new(RecordWhyNotOnALine)
            .with("tail", tail.to_string())
            .with("landing", landing.to_string()),
        Refusal::SingleStep { .. } => Text::new(RecordWhySingleStep),
        Refusal::SelectLine { stones } => Text::new(RecordWhySelectLine).with("n", stones),
        Refusal::TooFar { stones, .. } => Text::new(RecordWhyTooFar).with("n", stones),
        Refusal::Blocked { at, owner } => {
            square(RecordWhyBlocked, at).with("owner", side_word(owner))
        }
        Refusal::OwnStone { at } => square(RecordWhyOwnStone, at),
        Refusal::SingleStoneCapture { .. } => Text::new(RecordWhySingleStoneCapture),
        Refusal::CaptureNeedsLonger { stones, enemy } if stones == enemy => {
            Text::new(RecordWhyEqualLine).with("n", stones)
        }
        Refusal::CaptureNeedsLonger { stones, enemy } => Text::new(RecordWhyCaptureNeedsLonger)
            .with("n", stones)
            .with("enemy", enemy),
        Refusal::NotAlongLine { front } => {
            Text::new(RecordWhyNotAlongLine).with("front", front.to_string())
        }
        Refusal::Backwards { tail, front } => Text::new(RecordWhyBackwards)
            .with("tail", tail.to_string())
            .with("front", front.to_string()),
        Refusal::AntiCopycat { at } => square(RecordWhyAntiCopycat, at),
        Refusal::NothingToCapture { text } => move_squares(RecordWhyNothingToCapture, &text),
        Refusal::CaptureNotMarked { text } => move_squares(RecordWhyCaptureNotMarked, &text),
    }
}

impl ParseError {
    /// The error as the player reads it: "Line 4: …".
    ///
    /// ```
    /// use epaminondas_play::i18n::Language;
    /// use epaminondas_play::record::Record;
    /// let error = Record::parse("1. e2-e3 b12-e9\n2. e3-e5").unwrap_err();
    /// assert_eq!(
    ///     Language::English.say(&error.text()),
    ///     "Line 2: move 2 (e3-e5) is illegal: a single stone moves only one square."
    /// );
    /// assert_eq!(
    ///     Language::Russian.say(&error.text()),
    ///     "Строка 2: ход 2 (e3-e5) недопустим: одиночный камень ходит только на одно поле."
    /// );
    /// assert_eq!(
    ///     Language::German.say(&error.text()),
    ///     "Zeile 2: Zug 2 (e3-e5) ist nicht erlaubt: ein einzelner Stein zieht nur ein Feld weit."
    /// );
    /// ```
    pub fn text(&self) -> Text {
        Text::new(RecordKey::RecordLine)
            .with("line", self.line.to_string())
            .with("why", self.kind.text())
    }
}

impl fmt::Display for ParseError {
    /// "line 4: move 2 (e3-e5) is illegal: …", in English (for the engine's command line).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.kind.text())
    }
}

impl std::error::Error for ParseError {}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::Language;
    use epaminondas_core::{EndReason, Side};

    fn sq(s: &str) -> Square {
        s.parse().expect("a square")
    }

    /// One refusal of every kind, with the numbers that pick each plural form.
    fn refusals() -> Vec<Refusal> {
        let text = |s: &str| s.parse::<MoveText>().expect("a move");
        let outcome = |winner| Outcome {
            winner,
            reason: EndReason::Breakthrough,
        };
        let mut all = vec![
            Refusal::GameOver {
                outcome: outcome(Some(Side::White)),
            },
            Refusal::GameOver {
                outcome: outcome(Some(Side::Black)),
            },
            Refusal::GameOver {
                outcome: outcome(None),
            },
            Refusal::OpponentStone { owner: Side::White },
            Refusal::OpponentStone { owner: Side::Black },
            Refusal::ComputerThinking,
            Refusal::NothingSelected,
            Refusal::NoStone { at: sq("e5") },
            Refusal::NotOnALine {
                tail: sq("e2"),
                landing: sq("e2"),
            },
            Refusal::NotOnALine {
                tail: sq("e2"),
                landing: sq("f4"),
            },
            Refusal::SingleStep { distance: 3 },
            Refusal::Blocked {
                at: sq("e4"),
                owner: Side::White,
            },
            Refusal::Blocked {
                at: sq("e4"),
                owner: Side::Black,
            },
            Refusal::OwnStone { at: sq("d3") },
            Refusal::SingleStoneCapture { at: sq("d3") },
            Refusal::NotAlongLine { front: sq("c3") },
            Refusal::Backwards {
                tail: sq("c1"),
                front: sq("c3"),
            },
            Refusal::AntiCopycat { at: sq("h12") },
            Refusal::NothingToCapture {
                text: text("e2xe3"),
            },
            Refusal::CaptureNotMarked {
                text: text("e2-e3"),
            },
        ];
        for n in [1, 2, 3, 5, 11, 12, 21, 22] {
            all.push(Refusal::SelectLine { stones: n });
            all.push(Refusal::TooFar {
                stones: n,
                distance: n + 1,
            });
            all.push(Refusal::CaptureNeedsLonger {
                stones: n,
                enemy: n,
            });
            for enemy in [1, 2, 5, 21] {
                all.push(Refusal::CaptureNeedsLonger { stones: n, enemy });
            }
        }
        all
    }

    /// The first letter in lower case, as the reasons read after "is illegal:" in English and
    /// Russian.
    fn lower_first(s: &str) -> String {
        let mut chars = s.chars();
        chars
            .next()
            .map(|c| c.to_lowercase().chain(chars).collect())
            .unwrap_or_default()
    }

    #[test]
    fn a_recorded_reason_reads_as_the_refusal_after_a_colon() {
        for refusal in refusals() {
            for language in [Language::English, Language::Russian] {
                assert_eq!(
                    language.say(&refusal_clause(&refusal)),
                    lower_first(&language.say(&refusal.text())),
                    "{refusal:?}"
                );
            }
            let german = Language::German.say(&refusal_clause(&refusal));
            assert!(
                !german.is_empty() && !german.contains(['{', '$']),
                "{german}"
            );
        }
    }

    #[test]
    fn the_plurals_of_a_reason_follow_the_count() {
        let too_far = |n| ParseErrorKind::IllegalMove {
            number: 4,
            text: "a1-a9".to_owned(),
            refusal: Refusal::TooFar {
                stones: n,
                distance: 8,
            },
        };
        let russian: Vec<String> = [1, 2, 5]
            .into_iter()
            .map(|n| Language::Russian.say(&too_far(n).text()))
            .collect();
        assert_eq!(
            russian,
            [
                "ход 4 (a1-a9) недопустим: в этой линии 1 камень, поэтому она проходит не больше 1 поля.",
                "ход 4 (a1-a9) недопустим: в этой линии 2 камня, поэтому она проходит не больше 2 полей.",
                "ход 4 (a1-a9) недопустим: в этой линии 5 камней, поэтому она проходит не больше 5 полей.",
            ]
        );
        assert_eq!(
            too_far(3).text().to_string(),
            "move 4 (a1-a9) is illegal: this line has 3 stones, so it moves at most 3 squares."
        );
        assert_eq!(
            Language::German.say(&too_far(3).text()),
            "Zug 4 (a1-a9) ist nicht erlaubt: diese Phalanx hat 3 Steine, also zieht sie höchstens 3 Felder weit."
        );
        assert_eq!(
            Language::German.say(&too_far(1).text()),
            "Zug 4 (a1-a9) ist nicht erlaubt: diese Phalanx hat 1 Stein, also zieht sie höchstens 1 Feld weit."
        );
    }

    #[test]
    fn every_end_of_a_game_reads_as_before() {
        let said = |winner, reason| {
            let end = outcome_text(Outcome { winner, reason });
            (Language::English.say(&end), Language::Russian.say(&end))
        };
        assert_eq!(
            said(Some(Side::White), EndReason::Breakthrough),
            (
                "White wins: the breakthrough was held".to_owned(),
                "Победа белых: прорыв удержан".to_owned()
            )
        );
        assert_eq!(
            said(Some(Side::Black), EndReason::NoMovesBreakthrough),
            (
                "Black wins: no legal move to answer the breakthrough".to_owned(),
                "Победа чёрных: нет хода, чтобы ответить на прорыв".to_owned()
            )
        );
        assert_eq!(
            said(None, EndReason::NoMoves),
            (
                "Draw: no legal move".to_owned(),
                "Ничья: нет допустимых ходов".to_owned()
            )
        );
        assert_eq!(
            said(None, EndReason::Repetition),
            (
                "Draw: the same position for the third time".to_owned(),
                "Ничья: позиция повторилась в третий раз".to_owned()
            )
        );
        let end = outcome_text(Outcome {
            winner: Some(Side::White),
            reason: EndReason::Breakthrough,
        });
        assert_eq!(
            Language::German.say(&end),
            "Weiß gewinnt: der Durchbruch wurde gehalten"
        );
    }

    #[test]
    fn every_reason_reads_in_every_language() {
        use ParseErrorKind::*;
        let outcome = Outcome {
            winner: None,
            reason: EndReason::Repetition,
        };
        let kinds = [
            Empty,
            BadTag(TagProblem::NotClosed),
            DuplicateTag("Date".to_owned()),
            BadLevel("grandmaster".to_owned()),
            BadResult("2-0".to_owned()),
            BadRules("fifty moves".to_owned()),
            BadStart("14/14 w".parse::<epaminondas_core::Position>().unwrap_err()),
            TagAfterMoves,
            UnclosedComment,
            BadMoveNumber {
                found: u64::MAX,
                expected: 2,
            },
            MalformedMove {
                text: "e2e3".to_owned(),
                error: "e2e3".parse::<MoveText>().unwrap_err(),
            },
            MoveAfterEnd {
                text: "e2-e3".to_owned(),
                outcome: Some(outcome),
            },
            MoveAfterEnd {
                text: "e2-e3".to_owned(),
                outcome: None,
            },
            ResultMismatch {
                written: GameResult::WhiteWins,
                outcome,
            },
            ResultsDiffer {
                tag: GameResult::Draw,
                end: GameResult::BlackWins,
            },
            BadAnalysis {
                number: 1,
                text: "e2-e3".to_owned(),
                why: AnalysisProblem::NoMark,
            },
            StrayAnalysis,
        ];
        let english: Vec<String> = kinds.iter().map(|k| k.text().to_string()).collect();
        assert_eq!(english[0], "the record is empty: no tags and no moves");
        assert_eq!(
            english[1],
            "bad tag: it does not end with ]; a tag looks like [Date \"2026.12.01\"]"
        );
        assert_eq!(
            english[3],
            "\"grandmaster\" is not a level: beginner, novice, intermediate, advanced, expert or master"
        );
        assert_eq!(
            english[6],
            "bad start position: expected 12 ranks separated by '/', found 2"
        );
        assert_eq!(english[8], "a comment opened with { is never closed");
        assert_eq!(
            english[9],
            format!("move number {} where 2 was expected", u64::MAX)
        );
        assert_eq!(
            english[10],
            "\"e2e3\" is not a move: expected two squares joined by - or x, like a1-a3 or c2xc7"
        );
        assert_eq!(
            english[11],
            "move e2-e3 after the end of the game (Draw: the same position for the third time)"
        );
        assert_eq!(
            english[15],
            "the analysis of move 1 (e2-e3) does not read: [%mark] is missing"
        );
        let russian = |k: &ParseErrorKind| Language::Russian.say(&k.text());
        assert_eq!(russian(&kinds[8]), "комментарий, начатый с {, не закрыт");
        assert_eq!(
            russian(&kinds[1]),
            "неверный тег: в конце нет ]; тег выглядит так: [Date \"2026.12.01\"]"
        );
        assert_eq!(
            russian(&kinds[6]),
            "неверная начальная позиция: нужно 12 горизонталей через «/», а их 2"
        );
        assert_eq!(
            russian(&kinds[5]),
            "неизвестное правило «fifty moves»: дополнительное правило только одно — «repetition draw»"
        );
        assert_eq!(
            Language::German.say(&kinds[14].text()),
            "die Kopfzeile Result nennt 1/2-1/2, die Züge enden aber mit 0-1"
        );
        for kind in &kinds {
            for language in Language::ALL {
                let said = language.say(&kind.text());
                assert!(!said.contains('$'), "{said}");
            }
        }
    }
    /// Says `message` in every language: English, Russian, German.
    fn said(message: &Text) -> [String; 3] {
        [Language::English, Language::Russian, Language::German].map(|l| l.say(message))
    }

    /// Every text is said in full and in its own words in every language.
    fn assert_said_in_full(message: &Text) {
        let [english, russian, german] = said(message);
        for text in [&english, &russian, &german] {
            assert!(!text.is_empty() && !text.contains(['{', '$']), "{text}");
        }
        assert_ne!(english, russian);
        assert_ne!(english, german);
    }

    #[test]
    fn every_tag_problem_reads_in_every_language() {
        let bad_tag = |problem| ParseErrorKind::BadTag(problem).text();
        let all = [
            TagProblem::NotClosed,
            TagProblem::NoValue,
            TagProblem::BadName,
            TagProblem::NotQuoted,
        ];
        let english: Vec<String> = all.iter().map(|&p| bad_tag(p).to_string()).collect();
        assert_eq!(
            english,
            [
                "bad tag: it does not end with ]; a tag looks like [Date \"2026.12.01\"]",
                "bad tag: a name and a quoted value are needed; a tag looks like [Date \"2026.12.01\"]",
                "bad tag: a tag's name is letters and digits; a tag looks like [Date \"2026.12.01\"]",
                "bad tag: the value must be in double quotes; a tag looks like [Date \"2026.12.01\"]",
            ]
        );
        assert_eq!(
            Language::German.say(&bad_tag(TagProblem::NotQuoted)),
            "ungültige Kopfzeile: der Wert muss in doppelten Anführungszeichen stehen; \
             eine Kopfzeile sieht so aus: [Date \"2026.12.01\"]"
        );
        for problem in all {
            assert_said_in_full(&problem.text());
        }
    }

    #[test]
    fn every_start_position_error_reads_in_every_language() {
        use epaminondas_core::Position;
        let start = |text: &str| text.parse::<Position>().unwrap_err();
        let full = "14/14/14/14/14/14/14/14/14/14/14/14";
        let errors = [
            start("14/14 w"),
            start("14/14/14/14/14/14/14/14/14/14/14/13 w"),
            start("14/14/14/14/14/14/14/14/14/14/14/Q13 w"),
            start("14/14/14/14/14/14/14/14/14/14/14/15 w"),
            start(full),
            start(&format!("{full} x")),
            start(&format!("{full} w please")),
            PositionParseError::TooManyStones {
                side: Side::Black,
                count: 29,
            },
        ];
        assert!(matches!(errors[1], PositionParseError::RankWidth { .. }));
        assert!(matches!(errors[2], PositionParseError::BadChar { .. }));
        assert!(matches!(errors[3], PositionParseError::BadCount { .. }));
        assert_eq!(errors[4], PositionParseError::MissingSide);
        assert!(matches!(errors[5], PositionParseError::BadSide(_)));
        assert!(matches!(errors[6], PositionParseError::Trailing(_)));
        // The English is the rules core's own, for the engine's terminal.
        for error in &errors {
            assert_eq!(start_clause(error).to_string(), error.to_string());
            assert_said_in_full(&start_clause(error));
        }
        let too_many =
            |side, count| start_clause(&PositionParseError::TooManyStones { side, count });
        assert_eq!(
            [29, 31, 30].map(|n| Language::Russian.say(&too_many(Side::White, n))),
            [
                "у белых 29 камней, а у одной стороны их не бывает больше 28",
                "у белых 31 камень, а у одной стороны их не бывает больше 28",
                "у белых 30 камней, а у одной стороны их не бывает больше 28",
            ]
        );
        assert_eq!(
            Language::Russian.say(&too_many(Side::Black, 32)),
            "у чёрных 32 камня, а у одной стороны их не бывает больше 28"
        );
        assert_eq!(
            Language::German.say(&too_many(Side::Black, 29)),
            "Schwarz hat 29 Steine: eine Seite hat nie mehr als 28"
        );
        let width = |width| start_clause(&PositionParseError::RankWidth { rank: 3, width });
        assert_eq!(
            [1, 2, 5].map(|n| Language::Russian.say(&width(n))),
            [
                "горизонталь 3 описывает 1 поле, а в каждой горизонтали 14 полей",
                "горизонталь 3 описывает 2 поля, а в каждой горизонтали 14 полей",
                "горизонталь 3 описывает 5 полей, а в каждой горизонтали 14 полей",
            ]
        );
        assert_eq!(
            width(1).to_string(),
            "rank 3 describes 1 square; every rank has 14"
        );
    }

    #[test]
    fn every_word_that_is_not_a_move_reads_in_every_language() {
        let malformed = |text: &str| ParseErrorKind::MalformedMove {
            text: text.to_owned(),
            error: text.parse::<MoveText>().unwrap_err(),
        };
        let kinds = ["", "hello", "e2-z9", "e2-e2", "e2-f4"].map(malformed);
        assert_eq!(
            said(&kinds[1].text()),
            [
                "\"hello\" is not a move: expected two squares joined by - or x, like a1-a3 or c2xc7",
                "«hello» — не ход: нужны два поля через - или x, например a1-a3 или c2xc7",
                "„hello“ ist kein Zug: erwartet werden zwei Felder, verbunden durch - oder x, \
                 etwa a1-a3 oder c2xc7",
            ]
        );
        assert_eq!(
            said(&kinds[2].text()),
            [
                "\"e2-z9\" is not a move: \"z9\" is not a square: expected a file a–n and a rank \
                 1–12, like c7",
                "«e2-z9» — не ход: «z9» — не поле: нужны вертикаль a–n и горизонталь 1–12, \
                 например c7",
                "„e2-z9“ ist kein Zug: „z9“ ist kein Feld: erwartet werden eine Linie a–n und \
                 eine Reihe 1–12, etwa c7",
            ]
        );
        assert_eq!(
            said(&kinds[3].text()),
            [
                "\"e2-e2\" is not a move: a move must leave its square: both ends are e2.",
                "«e2-e2» — не ход: ход должен покинуть своё поле: оба конца — e2.",
                "„e2-e2“ ist kein Zug: ein Zug muss sein Feld verlassen: beide Enden sind e2.",
            ]
        );
        assert_eq!(
            kinds[4].text().to_string(),
            "\"e2-f4\" is not a move: e2 and f4 are not on one line: a line moves along a rank, \
             a file or a diagonal."
        );
        assert_eq!(
            kinds[0].text().to_string(),
            "\"\" is not a move: expected two squares joined by - or x, like a1-a3 or c2xc7"
        );
        for kind in &kinds {
            assert_said_in_full(&kind.text());
        }
    }

    #[test]
    fn every_analysis_problem_reads_in_every_language() {
        use AnalysisProblem::*;
        let problems = [
            NotClosed,
            EvalNeedsTwoScores,
            MarkNeedsOneMark,
            UnknownMark("great".to_owned()),
            BadScore("+0.1".to_owned()),
            ForcedTooFar("#+900".to_owned()),
            NoEval,
            NoMark,
            LineNotAMove {
                text: "e2e4".to_owned(),
                error: "e2e4".parse::<MoveText>().unwrap_err(),
            },
            LineIllegal {
                text: "e2-e4".to_owned(),
                refusal: Refusal::NoStone { at: sq("e2") },
            },
        ];
        let english: Vec<String> = problems.iter().map(|p| p.text().to_string()).collect();
        assert_eq!(
            english,
            [
                "a [% command is not closed with ]",
                "[%eval] needs two scores, of the best move and of the move played",
                "[%mark] needs one mark",
                "\"great\" is not a mark: only, best, good, inaccuracy, mistake, blunder",
                "\"+0.1\" is not a score such as +0.35, -1.20 or #+3",
                "#+900: a forced result must come within 128 plies",
                "[%eval] is missing",
                "[%mark] is missing",
                "\"e2e4\" in [%line] is not a move: expected two squares joined by - or x, like \
                 a1-a3 or c2xc7",
                "move e2-e4 in [%line] is illegal: there is no stone of yours on e2.",
            ]
        );
        assert_eq!(
            Language::Russian.say(&problems[5].text()),
            "#+900: форсированный результат должен наступить не позже чем через 128 полуходов"
        );
        assert_eq!(
            Language::Russian.say(&problems[9].text()),
            "ход e2-e4 в [%line] недопустим: на e2 нет вашего камня."
        );
        assert_eq!(
            Language::German.say(&problems[1].text()),
            "[%eval] braucht zwei Bewertungen: die des besten Zugs und die des gespielten Zugs"
        );
        for problem in &problems {
            assert_said_in_full(&problem.text());
        }
        let kind = ParseErrorKind::BadAnalysis {
            number: 3,
            text: "c2-c4".to_owned(),
            why: NoEval,
        };
        assert_eq!(
            said(&kind.text()),
            [
                "the analysis of move 3 (c2-c4) does not read: [%eval] is missing",
                "анализ хода 3 (c2-c4) не читается: нет [%eval]",
                "die Analyse von Zug 3 (c2-c4) ist nicht lesbar: [%eval] fehlt",
            ]
        );
    }
}
