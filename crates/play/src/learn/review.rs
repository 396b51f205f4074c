//! What a review says of a marked move: the sentence saying what was wrong with it and the words
//! on its better move's arrow, from the engine's [`Explanation`] (see
//! [`epaminondas_engine::analysis::explain`]), as messages of the catalogues.

use crate::i18n::{Language, ReviewKey, Text};
use epaminondas_engine::analysis::{ArrowLabel, Explanation, Reason};

/// A number of hundredths of a stone with one decimal, in the language's way (`0.8`, `0,8`);
/// never below a tenth, so that a loss never reads as nothing.
fn stones(hundredths: i32) -> Text {
    let tenths = ((hundredths.max(0) + 5) / 10).max(1);
    Text::new(ReviewKey::Stones)
        .with("whole", tenths / 10)
        .with("tenth", tenths % 10)
}

/// The sentence saying what was wrong with the move of `explanation`: "h5-h7 lets Black take 3
/// stones with d9xd6."
///
/// ```
/// use epaminondas_core::{Side, Position};
/// use epaminondas_engine::analysis::{Mark, PlyAnalysis, explain};
/// use epaminondas_play::i18n::Language;
/// use epaminondas_play::learn::{arrow_label_message, explanation_message};
/// // White's pair c3-c4 can take the black stone on c6; White plays a2-a3 instead.
/// let before: Position = "13B/14/14/14/14/14/2B11/14/2W11/2W11/W13/14 w".parse().unwrap();
/// let [played, better] = ["a2-a3", "c3xc6"].map(|t| before.parse_move(t).unwrap());
/// let judged = PlyAnalysis {
///     ply: 0, mover: Side::White, played, line: vec![better],
///     before: 150, after: 0, loss: 150, mark: Mark::Mistake,
/// };
/// let why = explain(&before, &judged, &[]).unwrap();
/// let said = Language::English.say(&explanation_message(&why));
/// assert_eq!(said, "a2-a3 misses a capture: c3xc6 takes 1 stone.");
/// assert_eq!(Language::English.say(&arrow_label_message(&why)), "takes 1");
/// assert_eq!(Language::German.say(&arrow_label_message(&why)), "schlägt 1");
/// ```
pub fn explanation_message(explanation: &Explanation) -> Text {
    let played = explanation.played.to_string();
    let opponent = explanation.mover.opposite().name();
    let with_move = |key: ReviewKey| Text::new(key).with("move", played.as_str());
    match explanation.reason {
        Reason::AllowsWin { by: Some(reply) } => with_move(ReviewKey::ExplainAllowsWin)
            .with("side", opponent)
            .with("reply", reply.to_string()),
        Reason::AllowsWin { by: None } => {
            with_move(ReviewKey::ExplainLeavesBreakthrough).with("side", opponent)
        }
        Reason::MissesWin { by } => {
            with_move(ReviewKey::ExplainMissesWin).with("by", by.to_string())
        }
        Reason::LineTaken { stones, by } => with_move(ReviewKey::ExplainLineTaken)
            .with("side", opponent)
            .with("reply", by.to_string())
            .with("n", stones),
        Reason::AllowsCapture { stones, by } => with_move(ReviewKey::ExplainAllowsCapture)
            .with("side", opponent)
            .with("reply", by.to_string())
            .with("n", stones),
        Reason::MissesCapture { stones, by } => with_move(ReviewKey::ExplainMissesCapture)
            .with("by", by.to_string())
            .with("n", stones),
        Reason::AllowsBreakthrough { by } => with_move(ReviewKey::ExplainAllowsBreakthrough)
            .with("side", opponent)
            .with("reply", by.to_string()),
        Reason::MissesBreakthrough { by } => {
            with_move(ReviewKey::ExplainMissesBreakthrough).with("by", by.to_string())
        }
        Reason::Positional { loss } => {
            with_move(ReviewKey::ExplainPositional).with("stones", stones(loss))
        }
    }
}

/// The words on the better move's arrow of `explanation`: "takes 3", "stops the breakthrough".
pub fn arrow_label_message(explanation: &Explanation) -> Text {
    match explanation.label {
        ArrowLabel::Wins => Text::new(ReviewKey::ArrowWins),
        ArrowLabel::StopsBreakthrough => Text::new(ReviewKey::ArrowStopsBreakthrough),
        ArrowLabel::BreaksThrough => Text::new(ReviewKey::ArrowBreaksThrough),
        ArrowLabel::Takes { stones } => Text::new(ReviewKey::ArrowTakes).with("n", stones),
        ArrowLabel::KeepsLineSafe => Text::new(ReviewKey::ArrowKeepsLineSafe),
        ArrowLabel::KeepsStonesSafe => Text::new(ReviewKey::ArrowKeepsStonesSafe),
        ArrowLabel::HeadsForFarRow => Text::new(ReviewKey::ArrowHeadsForFarRow),
        ArrowLabel::SetsUpCapture { stones } => {
            Text::new(ReviewKey::ArrowSetsUpCapture).with("n", stones)
        }
        ArrowLabel::Better { gain } => {
            Text::new(ReviewKey::ArrowBetter).with("stones", stones(gain))
        }
    }
}

/// The explanation of a reviewed move in words of `language`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ExplanationWords {
    /// What was wrong with the move played: one sentence.
    pub sentence: String,
    /// The words on the better move's arrow.
    pub label: String,
}

/// [`explanation_message`] and [`arrow_label_message`] of `explanation`, said in `language`.
pub fn explanation_words(explanation: &Explanation, language: Language) -> ExplanationWords {
    ExplanationWords {
        sentence: language.say(&explanation_message(explanation)),
        label: language.say(&arrow_label_message(explanation)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_core::{Move, Position, Side};

    /// Three moves of the start position, to stand in any explanation.
    fn moves() -> [Move; 3] {
        let start = Position::start();
        ["a2-a3", "e2-e3", "c1-c3"].map(|t| start.parse_move(t).unwrap())
    }

    fn explained(reason: Reason, label: ArrowLabel) -> Explanation {
        let [played, better, _] = moves();
        Explanation {
            mover: Side::White,
            played,
            better,
            reason,
            label,
        }
    }

    /// Every reason and label, with the given count of stones where they have one.
    fn every(n: u32) -> Vec<Explanation> {
        let [_, _, by] = moves();
        let reasons = [
            Reason::AllowsWin { by: Some(by) },
            Reason::AllowsWin { by: None },
            Reason::MissesWin { by },
            Reason::LineTaken { stones: n, by },
            Reason::AllowsCapture { stones: n, by },
            Reason::MissesCapture { stones: n, by },
            Reason::AllowsBreakthrough { by },
            Reason::MissesBreakthrough { by },
            Reason::Positional {
                loss: 100 * n as i32 + 40,
            },
        ];
        let labels = [
            ArrowLabel::Wins,
            ArrowLabel::StopsBreakthrough,
            ArrowLabel::BreaksThrough,
            ArrowLabel::Takes { stones: n },
            ArrowLabel::KeepsLineSafe,
            ArrowLabel::KeepsStonesSafe,
            ArrowLabel::HeadsForFarRow,
            ArrowLabel::SetsUpCapture { stones: n },
            ArrowLabel::Better { gain: 80 },
        ];
        reasons
            .iter()
            .flat_map(|&r| labels.iter().map(move |&l| explained(r, l)))
            .collect()
    }

    #[test]
    fn every_explanation_reads_in_every_language() {
        for language in Language::ALL {
            for n in [1, 2, 5] {
                for explanation in every(n) {
                    let words = explanation_words(&explanation, language);
                    for text in [&words.sentence, &words.label] {
                        assert!(!text.is_empty(), "{explanation:?}");
                        assert!(
                            !text.contains('{') && !text.contains('$') && !text.contains("Explain"),
                            "{} {explanation:?}: {text}",
                            language.code()
                        );
                    }
                    assert!(
                        words.sentence.starts_with("a2-a3") || words.sentence.contains("a2-a3")
                    );
                }
            }
        }
    }

    /// The sentence of a capture of `n` stones let through, in `language`.
    fn capture(n: u32, language: Language) -> String {
        let [_, _, by] = moves();
        let why = explained(
            Reason::AllowsCapture { stones: n, by },
            ArrowLabel::KeepsStonesSafe,
        );
        language.say(&explanation_message(&why))
    }

    #[test]
    fn counts_of_stones_take_each_languages_plural() {
        assert_eq!(
            capture(1, Language::English),
            "a2-a3 lets Black take 1 stone with c1-c3."
        );
        assert_eq!(
            capture(5, Language::English),
            "a2-a3 lets Black take 5 stones with c1-c3."
        );
        assert_eq!(
            capture(1, Language::German),
            "a2-a3 lässt Schwarz mit c1-c3 1 Stein schlagen."
        );
        assert_eq!(
            capture(2, Language::German),
            "a2-a3 lässt Schwarz mit c1-c3 2 Steine schlagen."
        );
        assert_eq!(
            capture(5, Language::German),
            "a2-a3 lässt Schwarz mit c1-c3 5 Steine schlagen."
        );
        assert_eq!(
            capture(1, Language::Russian),
            "После a2-a3 чёрные берут ходом c1-c3 1 камень."
        );
        assert_eq!(
            capture(2, Language::Russian),
            "После a2-a3 чёрные берут ходом c1-c3 2 камня."
        );
        assert_eq!(
            capture(5, Language::Russian),
            "После a2-a3 чёрные берут ходом c1-c3 5 камней."
        );
        assert_eq!(
            capture(21, Language::Russian),
            "После a2-a3 чёрные берут ходом c1-c3 21 камень."
        );
        // The stones of the line that just moved, and a missed capture.
        let [_, _, by] = moves();
        let line = |n: u32, language: Language| {
            let why = explained(
                Reason::LineTaken { stones: n, by },
                ArrowLabel::KeepsLineSafe,
            );
            language.say(&explanation_message(&why))
        };
        assert_eq!(
            line(1, Language::English),
            "a2-a3 walks into c1-c3: Black takes 1 stone that just moved."
        );
        assert_eq!(
            line(2, Language::German),
            "a2-a3 läuft in c1-c3 hinein: Schwarz schlägt 2 eben gezogene Steine."
        );
        assert_eq!(
            line(1, Language::German),
            "a2-a3 läuft in c1-c3 hinein: Schwarz schlägt 1 eben gezogenen Stein."
        );
        assert_eq!(
            line(5, Language::Russian),
            "a2-a3 подставляет под удар только что сходившую линию: чёрные берут ходом c1-c3 5 камней."
        );
        let missed = |n: u32, language: Language| {
            let why = explained(
                Reason::MissesCapture { stones: n, by },
                ArrowLabel::Takes { stones: n },
            );
            explanation_words(&why, language)
        };
        assert_eq!(
            missed(2, Language::Russian).sentence,
            "a2-a3 упускает взятие: c1-c3 берёт 2 камня."
        );
        assert_eq!(missed(2, Language::Russian).label, "берёт 2");
        assert_eq!(
            missed(5, Language::German).sentence,
            "a2-a3 verpasst das Schlagen: c1-c3 schlägt 5 Steine."
        );
        assert_eq!(
            missed(1, Language::English).sentence,
            "a2-a3 misses a capture: c1-c3 takes 1 stone."
        );
    }

    #[test]
    fn a_quiet_loss_is_said_in_stones_with_the_languages_decimal_sign() {
        let why = explained(
            Reason::Positional { loss: 84 },
            ArrowLabel::Better { gain: 84 },
        );
        let english = explanation_words(&why, Language::English);
        assert_eq!(
            english.sentence,
            "a2-a3 loses no stone at once, but leaves the position 0.8 stones worse."
        );
        assert_eq!(english.label, "better by 0.8");
        let german = explanation_words(&why, Language::German);
        assert_eq!(german.label, "um 0,8 besser");
        assert!(
            german.sentence.contains("um 0,8 Steine"),
            "{}",
            german.sentence
        );
        let russian = explanation_words(&why, Language::Russian);
        assert_eq!(russian.label, "лучше на 0,8");
        assert!(
            russian.sentence.contains("на 0,8 камня"),
            "{}",
            russian.sentence
        );
        // A loss under a twentieth still reads as a tenth; whole stones keep their decimal.
        let tiny = explained(
            Reason::Positional { loss: 3 },
            ArrowLabel::Better { gain: 250 },
        );
        let words = explanation_words(&tiny, Language::English);
        assert!(words.sentence.contains(" 0.1 stones"), "{}", words.sentence);
        assert_eq!(words.label, "better by 2.5");
    }

    #[test]
    fn the_sides_are_named_by_the_opponent_of_the_mover() {
        let [_, _, by] = moves();
        let mut why = explained(
            Reason::AllowsWin { by: Some(by) },
            ArrowLabel::StopsBreakthrough,
        );
        assert_eq!(
            Language::English.say(&explanation_message(&why)),
            "a2-a3 lets Black break through with c1-c3, and there is no answer: Black wins."
        );
        why.mover = Side::Black;
        assert_eq!(
            Language::German.say(&explanation_message(&why)),
            "a2-a3 lässt Weiß mit c1-c3 durchbrechen, und darauf gibt es keine Antwort: Weiß gewinnt."
        );
        why.reason = Reason::AllowsWin { by: None };
        assert_eq!(
            Language::Russian.say(&explanation_message(&why)),
            "a2-a3 не отвечает на прорыв: белые выигрывают."
        );
        assert_eq!(
            Language::Russian.say(&arrow_label_message(&why)),
            "останавливает прорыв"
        );
    }
}
