//! The analysis's part of the browser test hook's JSON ([`super::hook`]): where it stands, the
//! graph, the marks, each side's summary and the arrows a review draws. Built on every target so
//! that its tests run without a browser.

use crate::game::computer::analysis::{AnalysisState, GameAnalysis};
use epaminondas_core::Side;
use epaminondas_engine::analysis::{ReviewedMove, SideVerdict};
use serde_json::{Value, json};

/// A number rounded to `places` decimals, for a shorter text.
pub fn rounded(value: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (value * scale).round() / scale
}

/// `{"state":…,"judged":…,"total":…,"graph":[…],"marks":[…],"sides":{…},"arrows":…}`: the
/// analysis's state (`idle`, `running`, `done`, `failed`), how many moves are judged of how
/// many, the graph's value of each position (from +1 for White to −1 for Black, null where
/// not judged), each judged move's mark, each side's summary ([`side_report`]) and, in a review
/// after `review` plies, the arrows drawn ([`arrows_report`]).
pub fn analysis_report(
    analysis: &GameAnalysis,
    graph: &[Option<f32>],
    review: Option<usize>,
) -> Value {
    let state = match analysis.state() {
        AnalysisState::Idle => "idle",
        AnalysisState::Running => "running",
        AnalysisState::Done => "done",
        AnalysisState::Failed(_) => "failed",
    };
    let graph: Vec<Option<f64>> = graph
        .iter()
        .map(|value| value.map(|v| rounded(f64::from(v), 3)))
        .collect();
    let marks: Vec<&str> = analysis.plies().iter().map(|p| p.mark.name()).collect();
    let verdict = analysis.verdict();
    json!({
        "state": state,
        "judged": analysis.plies().len(),
        "total": analysis.total(),
        "graph": graph,
        "marks": marks,
        "sides": {
            "white": side_report(verdict.side(Side::White)),
            "black": side_report(verdict.side(Side::Black)),
        },
        "arrows": review.and_then(|shown| analysis.reviewed(shown)).map(arrows_report),
    })
}

/// One side's summary: `{"moves":…,"accuracy":…,"inaccuracies":…,"mistakes":…,
/// "blunders":…,"only":…}` (accuracy to one decimal, null without a judged move).
pub fn side_report(side: &SideVerdict) -> Value {
    json!({
        "moves": side.moves,
        "accuracy": side.accuracy.map(|a| rounded(a, 1)),
        "inaccuracies": side.inaccuracies(),
        "mistakes": side.mistakes(),
        "blunders": side.blunders(),
        "only": side.only_moves(),
    })
}

/// The arrows a review draws: `{"ply":…,"side":"black","played":"f10-f7","mark":"mistake",
/// "better":"g12-d9"}` (the reviewed move counted from 0, its side, the move played and the
/// better move for the same side, null where the move lost nothing).
pub fn arrows_report(reviewed: ReviewedMove) -> Value {
    json!({
        "ply": reviewed.ply,
        "side": reviewed.mover.name(),
        "played": reviewed.played.to_string(),
        "mark": reviewed.mark.name(),
        "better": reviewed.better.map(|mv| mv.to_string()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_engine::analysis::{Strength, analyse_game};
    use epaminondas_play::record::Record;
    use std::sync::Arc;
    use std::sync::atomic::AtomicBool;

    /// Black's 11... f10-f7, the 22nd ply, is a mistake (as in `crates/play/tests/ai.rs`).
    const MISTAKE_AT_22: &str =
        include_str!("../../../crates/play/tests/data/analysis-mistake-22.txt");

    #[test]
    fn the_report_names_the_reviewed_move_and_the_same_sides_better_move() {
        let game = Record::parse(MISTAKE_AT_22).unwrap().into_game();
        let stop = Arc::new(AtomicBool::new(false));
        let plies = analyse_game(&game, Strength::Depth(3), 1, &stop, &mut |_| {}).unwrap();
        let analysis = GameAnalysis::loaded(&game, plies);
        let graph = vec![Some(0.1234); 23];
        let report = analysis_report(&analysis, &graph, Some(22));
        assert_eq!(report["state"], "done");
        assert_eq!(
            (report["judged"].as_u64(), report["total"].as_u64()),
            (Some(22), Some(22))
        );
        assert_eq!(report["graph"][0], 0.123);
        assert_eq!(report["marks"][21], "mistake");
        let arrows = &report["arrows"];
        assert_eq!(arrows["ply"], 21);
        assert_eq!(arrows["side"], "black");
        assert_eq!(arrows["played"], "f10-f7");
        assert_eq!(arrows["mark"], "mistake");
        let better = arrows["better"].as_str().expect("a better move");
        let before = game.positions()[21];
        let better = before.parse_move(better).expect("legal before the mistake");
        assert_eq!(before.side_to_move(), Side::Black);
        assert_ne!(better, game.moves()[21]);
        // Each side's summary: Black made the mistake.
        let black = &report["sides"]["black"];
        assert_eq!(
            (black["moves"].as_u64(), black["mistakes"].as_u64()),
            (Some(11), Some(1))
        );
        let accuracy = black["accuracy"].as_f64().unwrap();
        assert!((0.0..100.0).contains(&accuracy), "{accuracy}");
        // Outside a review, or before the first move, no arrows.
        assert!(analysis_report(&analysis, &graph, None)["arrows"].is_null());
        assert!(analysis_report(&analysis, &graph, Some(0))["arrows"].is_null());
        // Without an analysis: idle, nothing judged, no accuracy.
        let idle = analysis_report(&GameAnalysis::default(), &[], Some(3));
        assert_eq!(idle["state"], "idle");
        assert!(idle["sides"]["white"]["accuracy"].is_null());
        assert!(idle["arrows"].is_null());
    }
}
