//! A search request as the UGI lines of `epaminondas-engine ugi` (what the browser's engine
//! worker reads), and its answer read back into a [`SearchReply`]. No browser here, so the
//! tests drive the same lines through [`epaminondas_engine::ugi::UgiEngine`] natively.

use super::request::{SearchReply, SearchRequest, SearchSource};
use epaminondas_core::Position;
use epaminondas_engine::Score;

/// The lines that ask the engine for `request`'s move: level, seed, the game from its start
/// with every move (the engine needs them for repetitions), and `go` (with `movetime` when the
/// request caps its time).
pub fn request_lines(request: &SearchRequest) -> Vec<String> {
    let game = &request.game;
    let mut position = format!("position fen {}", game.start());
    if !game.moves().is_empty() {
        position.push_str(" moves");
        for mv in game.moves() {
            position.push(' ');
            position.push_str(&mv.to_string());
        }
    }
    let go = match request.time_cap {
        Some(cap) => format!("go movetime {}", cap.as_millis().max(1)),
        None => "go".to_string(),
    };
    vec![
        format!("setoption name Level value {}", request.level.name()),
        format!("setoption name Seed value {}", request.seed),
        position,
        go,
    ]
}

/// Reads the engine's answer to [`request_lines`] for `position`: the move of its `bestmove`
/// line and the figures of its last `info` line. An `info string error …` line, a missing
/// or illegal `bestmove` is an error with the engine's words.
pub fn read_reply(position: &Position, lines: &[String]) -> Result<SearchReply, String> {
    let mut reply = SearchReply {
        best: None,
        depth: 0,
        nodes: 0,
        score: None,
        source: SearchSource::Worker,
    };
    for line in lines {
        let mut words = line.split_whitespace();
        match words.next() {
            Some("info") => {
                let words: Vec<&str> = words.collect();
                if words.first() == Some(&"string") {
                    if words.get(1) == Some(&"error") {
                        return Err(words[1..].join(" "));
                    }
                    continue;
                }
                read_info(&words, &mut reply);
            }
            Some("bestmove") => {
                return match words.next() {
                    Some("none") => Ok(reply),
                    Some(text) => {
                        reply.best = Some(
                            position
                                .parse_move(text)
                                .map_err(|e| format!("bestmove {text}: {e}"))?,
                        );
                        Ok(reply)
                    }
                    None => Err("a bestmove line without a move".to_string()),
                };
            }
            _ => {}
        }
    }
    Err("the engine answered without a bestmove line".to_string())
}

/// Takes depth, nodes and score from the words of one `info` line.
fn read_info(words: &[&str], reply: &mut SearchReply) {
    let mut i = 0;
    while i + 1 < words.len() {
        let value = words[i + 1];
        match words[i] {
            "depth" => reply.depth = value.parse().unwrap_or(reply.depth),
            "nodes" => reply.nodes = value.parse().unwrap_or(reply.nodes),
            "score" => {
                let number = words.get(i + 2).and_then(|n| n.parse().ok());
                reply.score = match (value, number) {
                    ("cp", Some(cp)) => Some(Score::Centi(cp)),
                    ("mate", Some(moves)) => Some(Score::Mate(moves)),
                    _ => reply.score,
                };
                i += 1;
            }
            // The principal variation runs to the end of the line.
            "pv" => break,
            _ => {}
        }
        i += 2;
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_core::{Game, GameOptions};
    use epaminondas_engine::Level;
    use epaminondas_engine::ugi::UgiEngine;
    use std::time::Duration;

    fn answer(lines: &[String]) -> Vec<String> {
        let mut engine = UgiEngine::new();
        let mut out = Vec::new();
        for line in lines {
            engine.handle(line, &mut |text| out.push(text.to_string()));
        }
        out
    }

    fn game_after(moves: &[&str]) -> Game {
        let mut game = Game::new(GameOptions::default());
        for mv in moves {
            game.play_text(mv).unwrap();
        }
        game
    }

    #[test]
    fn the_engine_answers_the_games_position_with_its_figures() {
        let game = game_after(&["e2-e3", "e11-e10"]);
        let request = SearchRequest {
            game: game.clone(),
            level: Level::Novice,
            seed: 7,
            time_cap: None,
        };
        let lines = request_lines(&request);
        assert_eq!(lines[0], "setoption name Level value novice");
        assert_eq!(lines[1], "setoption name Seed value 7");
        assert!(lines[2].ends_with(" moves e2-e3 e11-e10"), "{}", lines[2]);
        assert_eq!(lines[3], "go");
        let reply = read_reply(game.position(), &answer(&lines)).unwrap();
        let best = reply.best.expect("a move");
        assert!(game.position().legal_moves().contains(&best));
        assert_eq!(reply.depth, 2);
        assert!(reply.nodes > 0);
        assert!(matches!(reply.score, Some(Score::Centi(_))));
        assert_eq!(reply.source, SearchSource::Worker);
    }

    #[test]
    fn a_time_cap_becomes_movetime() {
        let request = SearchRequest {
            game: game_after(&[]),
            level: Level::Master,
            seed: 1,
            time_cap: Some(Duration::from_millis(200)),
        };
        let lines = request_lines(&request);
        assert_eq!(lines[3], "go movetime 200");
        let reply = read_reply(request.game.position(), &answer(&lines)).unwrap();
        assert!(reply.best.is_some());
    }

    #[test]
    fn errors_and_bad_answers_are_refused_with_the_engines_words() {
        let start = Position::start();
        let error = ["info string error position: move 1 \"z9-z9\": bad".to_string()];
        assert!(
            read_reply(&start, &error)
                .unwrap_err()
                .starts_with("error position")
        );
        assert!(read_reply(&start, &[]).is_err());
        let illegal = ["bestmove e2-e9".to_string()];
        assert!(read_reply(&start, &illegal).unwrap_err().contains("e2-e9"));
        let mate = [
            "info depth 3 seldepth 5 score mate -2 time 4 nodes 90 nps 1 pv e2-e3".to_string(),
            "bestmove none".to_string(),
        ];
        let reply = read_reply(&start, &mate).unwrap();
        assert_eq!((reply.depth, reply.nodes), (3, 90));
        assert_eq!(reply.score, Some(Score::Mate(-2)));
        assert_eq!(reply.best, None);
    }
}
