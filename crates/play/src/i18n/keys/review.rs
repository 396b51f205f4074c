//! The names of the texts of [`crate::learn::explanation_message`] and
//! [`crate::learn::arrow_label_message`]: what was wrong with a move of an analysed game, and the
//! words on its better move's arrow.

keys! {
    /// The name of one of the texts of a reviewed move's explanation; see
    /// [`crate::i18n::Message`].
    ReviewKey {
        // What was wrong with the move played ($move), one sentence for each
        // `epaminondas_engine::analysis::Reason`, shown under the move's mark in a review.
        /// The move let the opponent ($side) break through with $reply, beyond an answer.
        ExplainAllowsWin,
        /// The move left the opponent's ($side) breakthrough unanswered: the opponent wins.
        ExplainLeavesBreakthrough,
        /// The better line wins: $by breaks through beyond an answer.
        ExplainMissesWin,
        /// The opponent ($side) takes $n of the stones that just moved with $reply.
        ExplainLineTaken,
        /// The opponent ($side) takes $n stones with $reply.
        ExplainAllowsCapture,
        /// The better line's capture $by of $n stones was missed.
        ExplainMissesCapture,
        /// The opponent ($side) breaks through with $reply, which must be answered.
        ExplainAllowsBreakthrough,
        /// The better line's breakthrough $by was missed.
        ExplainMissesBreakthrough,
        /// No stone is lost at once, but the position is $stones (a [`ReviewKey::Stones`])
        /// worse.
        ExplainPositional,
        // The words on the better move's arrow, one for each
        // `epaminondas_engine::analysis::ArrowLabel`.
        /// The better move wins.
        ArrowWins,
        /// The better move stops the opponent's breakthrough.
        ArrowStopsBreakthrough,
        /// The better move breaks through.
        ArrowBreaksThrough,
        /// The better move takes $n stones.
        ArrowTakes,
        /// The better move takes the line in danger out of it.
        ArrowKeepsLineSafe,
        /// The better move keeps the stones in danger.
        ArrowKeepsStonesSafe,
        /// The better move makes for the far row.
        ArrowHeadsForFarRow,
        /// The better move prepares a capture of $n stones.
        ArrowSetsUpCapture,
        /// The better move is better by $stones (a [`ReviewKey::Stones`]).
        ArrowBetter,
        /// A number of stones with one decimal: $whole and $tenth (0–9), with the language's
        /// decimal sign.
        Stones,
    }
}
