//! The analysis in words and numbers: what each mark is called, the outlook, the move
//! list's cells, the graph's values, the verdict per side (a table) and the review's lines.

use bevy_egui::egui::Color32;

use crate::game::board::model::GameModel;
use crate::game::computer::analysis::{AnalysisState, GameAnalysis};
use crate::game::ui::look::theme;
use crate::game::values::Language;
use epaminondas_core::{Move, Side};
use epaminondas_engine::WIN_SCORE;
use epaminondas_engine::analysis::{
    Mark, Outlook, PlyAnalysis, Turn, bar, for_white, outlook, verdict,
};
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::learn::explanation_message;
use epaminondas_play::record::full_move_number;

/// How many moves of the engine's line the review shows.
const LINE_MOVES: usize = 5;

/// The name of a mark.
pub fn mark_key(mark: Mark) -> Key {
    match mark {
        Mark::OnlyMove => Key::MarkOnly,
        Mark::Best => Key::MarkBest,
        Mark::Good => Key::MarkGood,
        Mark::Inaccuracy => Key::MarkInaccuracy,
        Mark::Mistake => Key::MarkMistake,
        Mark::Blunder => Key::MarkBlunder,
    }
}

/// Whether a mark is a loss worth a dot on the graph.
pub fn is_loss(mark: Mark) -> bool {
    mark >= Mark::Inaccuracy
}

/// The engine's outlook in words.
pub fn outlook_text(outlook: Outlook, language: Language) -> String {
    let by_side = |side: Side, white: Key, black: Key| match side {
        Side::White => white,
        Side::Black => black,
    };
    let key = match outlook {
        Outlook::Equal => Key::OutlookEqual,
        Outlook::Better(side) => by_side(side, Key::OutlookBetterWhite, Key::OutlookBetterBlack),
        Outlook::Winning(side) => by_side(side, Key::OutlookWinningWhite, Key::OutlookWinningBlack),
        Outlook::WinsIn(side, _) => by_side(side, Key::OutlookWinsInWhite, Key::OutlookWinsInBlack),
        Outlook::Won(side) => by_side(side, Key::OutlookWonWhite, Key::OutlookWonBlack),
    };
    match outlook {
        Outlook::WinsIn(_, moves) => language.say(&Text::new(key).with("n", moves)),
        _ => language.text(key).to_owned(),
    }
}

/// A move as the list numbers it: `14. e5-e6` for White, `14… e11-e10` for Black.
pub fn numbered(model: &GameModel, ply: usize, mv: Move) -> String {
    let game = model.game();
    let first = game.start().side_to_move();
    let number = full_move_number(ply, first);
    let mover = game
        .positions()
        .get(ply)
        .map_or(first, |position| position.side_to_move());
    match mover {
        Side::White => format!("{number}. {mv}"),
        Side::Black => format!("{number}… {mv}"),
    }
}

/// One move of the move list as it is shown.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveCell {
    /// Which move, from 0.
    pub ply: usize,
    /// Its notation.
    pub text: String,
    /// Its mark, once the analysis judged it.
    pub mark: Option<Mark>,
}

impl MoveCell {
    /// What the cell says, for the eye and for a screen reader: the notation and the mark's
    /// symbol (`e5-e6 ?`), if it has one.
    pub fn label(&self) -> String {
        match self.mark.map(Mark::symbol) {
            Some(symbol) if !symbol.is_empty() => format!("{} {symbol}", self.text),
            _ => self.text.clone(),
        }
    }
}

/// The move list's cell of move `ply`.
pub fn move_cell(model: &GameModel, analysis: &GameAnalysis, ply: usize) -> Option<MoveCell> {
    let mv = model.game().moves().get(ply)?;
    Some(MoveCell {
        ply,
        text: mv.to_string(),
        mark: analysis.ply(ply).map(|judged| judged.mark),
    })
}

/// Every cell of the move list, in the order of the game.
pub fn move_cells(model: &GameModel, analysis: &GameAnalysis) -> Vec<MoveCell> {
    (0..model.game().moves().len())
        .filter_map(|ply| move_cell(model, analysis, ply))
        .collect()
}

/// The engine's score for White of the position after `plies` plies: from the search of the
/// move played there, or after the last move from that move's score; a finished game's last
/// position is its result. `None` where the engine has not looked yet.
pub fn position_score(model: &GameModel, analysis: &GameAnalysis, plies: usize) -> Option<i32> {
    let moves = model.game().moves().len().min(analysis.total());
    if plies < moves {
        return analysis.ply(plies).map(PlyAnalysis::white_before);
    }
    if plies == model.game().moves().len()
        && let Some(outcome) = model.outcome()
    {
        return Some(match outcome.winner {
            Some(side) => for_white(WIN_SCORE, side),
            None => 0,
        });
    }
    let last = plies.checked_sub(1)?;
    analysis.ply(last).map(PlyAnalysis::white_after)
}

/// How many positions the graph spans: the start and one after each analysed move.
pub fn graph_positions(analysis: &GameAnalysis) -> usize {
    analysis.total() + 1
}

/// The graph's value of each position: from +1 (White wins) to −1 (Black wins), `None` where
/// the engine has not looked yet.
pub fn graph_values(model: &GameModel, analysis: &GameAnalysis) -> Vec<Option<f32>> {
    (0..graph_positions(analysis))
        .map(|plies| position_score(model, analysis, plies).map(bar))
        .collect()
}

/// One row of the verdict table: what it counts, the mark it counts (none for the accuracy),
/// and each side's figure.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct VerdictRow {
    /// "Accuracy", "Blunders".
    pub label: String,
    /// The mark the row counts.
    pub mark: Option<Mark>,
    /// White's figure and Black's.
    pub figures: [String; 2],
}

/// Each side's account of a finished analysis, as chess sites give it: a column per side
/// (White, then Black), a row for the accuracy and one per kind of loss. `None` until the
/// analysis is done.
pub fn verdict_table(analysis: &GameAnalysis, language: Language) -> Option<Vec<VerdictRow>> {
    if *analysis.state() != AnalysisState::Done || analysis.plies().is_empty() {
        return None;
    }
    let verdict = verdict(analysis.plies());
    let accounts = Side::BOTH.map(|side| verdict.side(side));
    // Whole per cent; a dash while no move of the side has been judged.
    let accuracy = accounts.map(|account| {
        account
            .accuracy
            .map_or_else(|| "–".to_owned(), |accuracy| language.percent(accuracy))
    });
    let mut rows = vec![VerdictRow {
        label: language.text(Key::VerdictAccuracy).to_owned(),
        mark: None,
        figures: accuracy,
    }];
    for (mark, key) in [
        (Mark::Blunder, Key::VerdictBlunders),
        (Mark::Mistake, Key::VerdictMistakes),
        (Mark::Inaccuracy, Key::VerdictInaccuracies),
    ] {
        rows.push(VerdictRow {
            label: language.text(key).to_owned(),
            mark: Some(mark),
            figures: accounts.map(|account| account.count(mark).to_string()),
        });
    }
    Some(rows)
}

/// Where the game turned (or its costliest move), or that the engine found no mistakes: the
/// verdict's words under its table. Empty until the analysis is done.
pub fn verdict_lines(
    model: &GameModel,
    analysis: &GameAnalysis,
    language: Language,
) -> Vec<String> {
    if *analysis.state() != AnalysisState::Done || analysis.plies().is_empty() {
        return Vec::new();
    }
    let Some(point) = verdict(analysis.plies()).turning_point else {
        return vec![language.text(Key::VerdictClean).to_owned()];
    };
    let key = match point.turn {
        Turn::Crossing => Key::VerdictTurn,
        Turn::LargestLoss => Key::VerdictCostliest,
    };
    let Some(&mv) = model.game().moves().get(point.ply) else {
        return Vec::new();
    };
    let mark = analysis
        .ply(point.ply)
        .map_or("", |judged| judged.mark.symbol());
    let text = format!("{}{mark}", numbered(model, point.ply, mv));
    vec![language.say(&Text::new(key).with("move", &text))]
}

/// A line of the review's account, with its colour.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ReviewLine {
    /// The words.
    pub text: String,
    /// The colour they are shown in.
    pub colour: Color32,
}

/// In a review, what the analysis says about the position shown and the move that led there:
/// the engine's outlook, that move with its mark, and where it lost something, what was wrong
/// with it (the rules' account of the engine's lines) and its side's better move (drawn on the
/// board with its own words) with the outlook it kept and its line. Empty outside a review or
/// without an analysis.
pub fn review_lines(
    model: &GameModel,
    analysis: &GameAnalysis,
    language: Language,
) -> Vec<ReviewLine> {
    let Some(shown) = model.review() else {
        return Vec::new();
    };
    if analysis.total() == 0 {
        return Vec::new();
    }
    let plain = |text: String| ReviewLine {
        text,
        colour: theme::TEXT,
    };
    let mut lines = Vec::new();
    if let Some(score) = position_score(model, analysis, shown) {
        let now = outlook_text(outlook(score), language);
        lines.push(plain(
            language.say(&Text::new(Key::AnalysisNow).with("outlook", &now)),
        ));
    }
    let Some(ply) = shown.checked_sub(1) else {
        return lines;
    };
    let Some(&played) = model.game().moves().get(ply) else {
        return lines;
    };
    let Some(judged) = analysis.ply(ply) else {
        if analysis.is_running() {
            lines.push(ReviewLine {
                text: language.text(Key::AnalysisNotYet).to_owned(),
                colour: theme::WEAK_TEXT,
            });
        }
        return lines;
    };
    let mark = judged.mark;
    let said = format!("{}{}", numbered(model, ply, played), mark.symbol());
    lines.push(ReviewLine {
        text: language.say(
            &Text::new(Key::AnalysisHere)
                .with("move", &said)
                .with("mark", language.text(mark_key(mark))),
        ),
        colour: theme::mark_colour(mark),
    });
    let better = analysis
        .reviewed(shown)
        .and_then(|reviewed| reviewed.better);
    let Some(better) = better else {
        return lines;
    };
    if let Some(why) = analysis.explanation() {
        lines.push(plain(language.say(&explanation_message(why))));
    }
    let kept = outlook_text(outlook(judged.white_before()), language);
    lines.push(ReviewLine {
        text: language.say(
            &Text::new(Key::AnalysisBetter)
                .with("move", better.to_string())
                .with("outlook", &kept),
        ),
        colour: theme::GOOD,
    });
    if !judged.line.is_empty() {
        let line: Vec<String> = judged
            .line
            .iter()
            .take(LINE_MOVES)
            .map(Move::to_string)
            .collect();
        lines.push(ReviewLine {
            text: language.say(&Text::new(Key::AnalysisLine).with("line", line.join(" "))),
            colour: theme::WEAK_TEXT,
        });
    }
    lines
}
