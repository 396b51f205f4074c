//! The game's command line, read by `clap` from one definition: its help, its errors (exit code
//! 2) and `--version`. Native only: the page has no command line (it asks through its address,
//! `crate::game::web::page`).

use super::{LaunchOptions, OnlineLaunch};
use crate::game::values::{BoardView, GraphicsQuality, Language, Opponent, SideChoice};
use bevy::math::UVec2;
use clap::builder::{PossibleValuesParser, TypedValueParser};
use clap::error::{ContextKind, ContextValue, ErrorKind};
use clap::{CommandFactory, Parser};
use epaminondas_core::{Game, GameOptions, Position, Square};
use epaminondas_engine::Level;
use epaminondas_play::online::{JoinLink, RelayUrl};
use std::path::PathBuf;
use std::time::Duration;

/// Robert Abbott's Epaminondas, against the computer, a friend on this device or one online.
#[derive(Parser, Debug)]
#[command(name = "epaminondas", version, args_override_self = true)]
struct Args {
    /// Renders the state the other options give, saves it as a PNG and exits
    #[arg(long, value_name = "FILE.png")]
    screenshot: Option<PathBuf>,
    /// Starts from this position (the position text of RULES.md)
    #[arg(long, value_name = "TEXT")]
    position: Option<Position>,
    /// Plays these moves first, e.g. "a2-a3 n11-n10"
    #[arg(long, value_name = "MOVES")]
    moves: Option<String>,
    /// Clicks these squares once the board is up (a column's tail first, then the other end),
    /// e.g. "c1 c2"
    #[arg(long, value_name = "SQUARES")]
    select: Option<String>,
    /// Plays the last of --moves on screen and takes the picture MS milliseconds into its
    /// animation
    #[arg(long, value_name = "MS")]
    moment: Option<u64>,
    /// Starts from this game record (instead of --position and --moves)
    #[arg(long, value_name = "FILE", conflicts_with_all = ["position", "moves", "moment"])]
    record: Option<PathBuf>,
    /// Reviews the game at this ply (0: its start)
    #[arg(long, value_name = "PLY")]
    review: Option<usize>,
    /// Opens the tutorial at lesson N (1: the first)
    #[arg(long, value_name = "N", value_parser = lesson)]
    lesson: Option<usize>,
    /// The camera's view
    #[arg(long, value_parser = board_view())]
    view: Option<BoardView>,
    /// The window's size in pixels, e.g. 1280x800
    #[arg(long, value_name = "WxH", value_parser = size)]
    size: Option<UVec2>,
    /// The language of the text
    #[arg(long, value_parser = language())]
    lang: Option<Language>,
    /// Draws the whole scene, or a lighter one (default: fast on a software renderer;
    /// screenshots: best)
    #[arg(long, value_parser = graphics())]
    graphics: Option<GraphicsQuality>,
    /// The size of panels and text, in per cent (75 to 200)
    #[arg(long, value_name = "PERCENT", value_parser = ui_scale)]
    ui_scale: Option<f32>,
    /// Draws the board in plain strong colours, for low vision
    #[arg(long)]
    high_contrast: bool,
    /// Quicker slides; no shaking, hopping or flying pieces
    #[arg(long)]
    reduced_motion: bool,
    /// The computer's level
    #[arg(long, value_parser = level())]
    level: Option<Level>,
    /// Your colour against the computer (screenshots: the side the board is seen from)
    #[arg(long, value_parser = side_choice())]
    play_as: Option<SideChoice>,
    /// Two people on this device (no computer)
    #[arg(long)]
    two_players: bool,
    /// The matchbox signalling server of online games
    #[arg(long, value_name = "ws://HOST:PORT", value_parser = relay)]
    relay: Option<RelayUrl>,
    /// Joins a friend's room (a code or a link)
    #[arg(long, value_name = "CODE", value_parser = room)]
    room: Option<JoinLink>,
}

impl LaunchOptions {
    /// Reads the arguments after the program name. The error is clap's: the help or the
    /// version asked for, or what is wrong with the usage (`clap::Error::print` and
    /// `exit_code` tell them apart).
    pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Result<LaunchOptions, clap::Error> {
        let program = std::iter::once(String::from("epaminondas"));
        let args = Args::try_parse_from(program.chain(args)).map_err(with_usage)?;
        args.into_options()
            .map_err(|reason| Args::command().error(ErrorKind::ValueValidation, reason))
    }
}

/// Clap's error with the usage line, which it leaves out after a bad value.
fn with_usage(mut error: clap::Error) -> clap::Error {
    if error.use_stderr() && error.get(ContextKind::Usage).is_none() {
        let usage = Args::command().render_usage();
        error.insert(ContextKind::Usage, ContextValue::StyledStr(usage));
    }
    error
}

impl Args {
    /// What the arguments ask for, once they agree with each other; the error says why not.
    fn into_options(self) -> Result<LaunchOptions, String> {
        let mut options = LaunchOptions {
            screenshot: self.screenshot,
            view: self.view,
            size: self.size,
            lang: self.lang,
            graphics: self.graphics,
            ui_scale: self.ui_scale,
            high_contrast: self.high_contrast,
            reduced_motion: self.reduced_motion,
            review: self.review,
            lesson: self.lesson,
            online: OnlineLaunch {
                // A relay given on its own is the one, over the one a link names.
                relay: self
                    .relay
                    .or_else(|| self.room.as_ref().and_then(|link| link.relay.clone())),
                room: self.room.map(|link| link.room),
            },
            ..LaunchOptions::default()
        };
        if let Some(level) = self.level {
            options.settings.level = level;
        }
        if let Some(side) = self.play_as {
            options.settings.side = side;
        }
        if self.two_players {
            options.settings.opponent = Opponent::Human;
        }
        let moves: Vec<&str> = self
            .moves
            .as_deref()
            .unwrap_or("")
            .split_whitespace()
            .collect();
        if let Some(path) = self.record {
            let record = read_record(&path)?;
            options.game = Some(record.game().clone());
            options.analysis = record.analysis;
        } else if self.position.is_some() || !moves.is_empty() {
            let start = self.position.unwrap_or_else(Position::start);
            let mut game = Game::from_position(start, GameOptions::default());
            for text in &moves {
                game.play_text(text)
                    .map_err(|e| format!("--moves: {text}: {e}"))?;
            }
            if let Some(moment) = self.moment {
                let last = game
                    .undo()
                    .ok_or("--moment needs at least one move in --moves")?;
                options.live_move = Some((last, Duration::from_millis(moment)));
            }
            options.game = Some(game);
        } else if self.moment.is_some() {
            return Err("--moment needs at least one move in --moves".into());
        }
        if let Some(ply) = options.review {
            let plies = options.game.as_ref().map_or(0, |game| game.moves().len());
            if ply > plies {
                return Err(format!(
                    "--review: the game has {plies} plies, so {ply} is past its end"
                ));
            }
        }
        options.select = self
            .select
            .as_deref()
            .unwrap_or("")
            .split_whitespace()
            .map(str::parse::<Square>)
            .collect::<Result<_, _>>()
            .map_err(|e| format!("--select: {e}"))?;
        if options.screenshot.is_some() {
            // A screenshot shows a still position: nobody moves by themselves.
            options.settings.opponent = Opponent::Human;
            // It shows the whole scene, however slowly the renderer draws it.
            options.graphics.get_or_insert(GraphicsQuality::Best);
        }
        Ok(options)
    }
}

/// The record in the file at `path`.
fn read_record(path: &std::path::Path) -> Result<epaminondas_play::record::Record, String> {
    let shown = path.display();
    let text =
        std::fs::read_to_string(path).map_err(|e| format!("--record: cannot read {shown}: {e}"))?;
    epaminondas_play::record::Record::parse(&text).map_err(|e| format!("--record: {shown}: {e}"))
}

/// A lesson number from 1 to the number of lessons, as an index.
fn lesson(text: &str) -> Result<usize, String> {
    let count = epaminondas_play::learn::lessons().len();
    text.parse::<usize>()
        .ok()
        .filter(|n| (1..=count).contains(n))
        .map(|n| n - 1)
        .ok_or_else(|| format!("expected 1 to {count}"))
}

/// A per cent from 75 to 200, as a scale (1 is 100 %).
fn ui_scale(text: &str) -> Result<f32, String> {
    text.trim_end_matches('%')
        .parse::<u16>()
        .ok()
        .filter(|percent| (75..=200).contains(percent))
        .map(|percent| f32::from(percent) / 100.0)
        .ok_or_else(|| String::from("expected a per cent from 75 to 200"))
}

/// `WIDTHxHEIGHT`, both above 0.
fn size(text: &str) -> Result<UVec2, String> {
    let bad = || String::from("expected WIDTHxHEIGHT such as 1280x800");
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.parse().map_err(|_| bad())?;
    let h: u32 = h.parse().map_err(|_| bad())?;
    if w == 0 || h == 0 {
        return Err(bad());
    }
    Ok(UVec2::new(w, h))
}

/// `flat` or `tilted`.
fn board_view() -> impl TypedValueParser<Value = BoardView> {
    PossibleValuesParser::new(["flat", "tilted"])
        .try_map(|text| BoardView::parse(&text).ok_or("expected flat or tilted"))
}

/// A language's code, for every language the game speaks.
fn language() -> impl TypedValueParser<Value = Language> {
    PossibleValuesParser::new(Language::ALL.map(Language::code)).try_map(|code| {
        Language::ALL
            .into_iter()
            .find(|language| language.code() == code)
            .ok_or("not a language of the game")
    })
}

/// `best` or `fast`.
fn graphics() -> impl TypedValueParser<Value = GraphicsQuality> {
    PossibleValuesParser::new(GraphicsQuality::ALL.map(GraphicsQuality::code))
        .try_map(|code| GraphicsQuality::parse(&code).ok_or("expected best or fast"))
}

/// A level's name, from beginner to master.
fn level() -> impl TypedValueParser<Value = Level> {
    PossibleValuesParser::new(Level::ALL.map(Level::name)).try_map(|name| name.parse::<Level>())
}

/// `white`, `black` or `random`.
fn side_choice() -> impl TypedValueParser<Value = SideChoice> {
    PossibleValuesParser::new(["white", "black", "random"]).try_map(|name| match name.as_str() {
        "white" => Ok(SideChoice::White),
        "black" => Ok(SideChoice::Black),
        "random" => Ok(SideChoice::Random),
        _ => Err("expected white, black or random"),
    })
}

fn relay(text: &str) -> Result<RelayUrl, String> {
    RelayUrl::parse(text).map_err(|e| e.to_string())
}

fn room(text: &str) -> Result<JoinLink, String> {
    JoinLink::read(text).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<LaunchOptions, clap::Error> {
        LaunchOptions::parse(args.iter().map(|s| s.to_string()))
    }

    #[test]
    fn the_definition_is_consistent() {
        Args::command().debug_assert();
    }

    #[test]
    fn a_screenshot_command_line_is_understood() {
        let options = parse(&[
            "--screenshot",
            "shot.png",
            "--moves",
            "a2-a3 n11-n10",
            "--select",
            "c1 c2",
            "--view",
            "flat",
            "--size",
            "800x600",
        ])
        .expect("a command line");
        assert_eq!(options.screenshot, Some(PathBuf::from("shot.png")));
        assert_eq!(options.game.as_ref().map(|g| g.moves().len()), Some(2));
        assert_eq!(options.select.len(), 2);
        assert_eq!(options.view, Some(BoardView::Flat));
        assert_eq!(options.size, Some(UVec2::new(800, 600)));
        assert_eq!(options.settings.opponent, Opponent::Human);
        assert_eq!(options.graphics, Some(GraphicsQuality::Best));
    }

    #[test]
    fn the_access_options_are_understood_and_a_bad_scale_refused() {
        let options = parse(&["--ui-scale", "150", "--high-contrast", "--reduced-motion"])
            .expect("a command line");
        assert_eq!(options.ui_scale, Some(1.5));
        assert!(options.high_contrast && options.reduced_motion);
        assert_eq!(
            parse(&["--ui-scale", "200%"]).map(|o| o.ui_scale).ok(),
            Some(Some(2.0))
        );
        for bad in ["50", "201", "big"] {
            let error = parse(&["--ui-scale", bad]).expect_err(bad);
            assert_eq!(error.exit_code(), 2, "{bad}");
            assert!(error.to_string().contains("75 to 200"), "{error}");
        }
    }

    #[test]
    fn the_settings_and_the_room_are_understood() {
        let options = parse(&[
            "--level",
            "expert",
            "--play-as",
            "random",
            "--lang",
            "ru",
            "--graphics",
            "fast",
            "--relay",
            "ws://127.0.0.1:3536",
            "--room",
            "ABCD23",
        ])
        .expect("a command line");
        assert_eq!(options.settings.level, Level::Expert);
        assert_eq!(options.settings.side, SideChoice::Random);
        assert_eq!(options.settings.opponent, Opponent::Computer);
        assert_eq!(options.lang, Some(Language::Russian));
        assert_eq!(options.graphics, Some(GraphicsQuality::Fast));
        assert!(options.online.relay.is_some() && options.online.room.is_some());
        let two = parse(&["--two-players"]).expect("a command line");
        assert_eq!(two.settings.opponent, Opponent::Human);
    }

    #[test]
    fn a_moment_keeps_the_last_move_back() {
        let options =
            parse(&["--moves", "a2-a3 n11-n10", "--moment", "150"]).expect("a command line");
        assert_eq!(options.game.as_ref().map(|g| g.moves().len()), Some(1));
        let (mv, moment) = options.live_move.expect("a move on screen");
        assert_eq!(mv.to_string(), "n11-n10");
        assert_eq!(moment, Duration::from_millis(150));
    }

    #[test]
    fn a_record_a_review_and_a_lesson_are_understood() {
        let path = std::env::temp_dir().join(format!("launch-record-{}.txt", std::process::id()));
        std::fs::write(&path, "1. e2-e3 e11-e10\n2. f2-f3\n").expect("a temporary file");
        let file = path.to_string_lossy().into_owned();
        let options =
            parse(&["--record", &file, "--review", "1", "--lesson", "2"]).expect("a command line");
        assert_eq!(options.game.as_ref().map(|g| g.moves().len()), Some(3));
        assert_eq!(options.review, Some(1));
        assert_eq!(options.lesson, Some(1));
        std::fs::write(&path, "1. e2-e3 e11-e10\n2. e3-e6\n").expect("a temporary file");
        let error = parse(&["--record", &file]).expect_err("an illegal record is refused");
        assert!(error.to_string().contains("line 2"), "{error}");
        std::fs::remove_file(&path).expect("the temporary file");
    }

    #[test]
    fn mistakes_are_explained() {
        for args in [
            &["--size", "800"][..],
            &["--view", "sideways"],
            &["--moves", "a2-a9"],
            &["--select", "z9"],
            &["--lang", "fr"],
            &["--level", "grandmaster"],
            &["--play-as", "green"],
            &["--bogus", "1"],
            &["--screenshot"],
            &["--moment", "100"],
            &["--moves", "a2-a3", "--moment", "soon"],
            &["--lesson", "0"],
            &["--lesson", "99"],
            &["--moves", "a2-a3", "--review", "2"],
            &["--record", "/nonexistent/game.txt"],
            &["--record", "game.txt", "--moves", "a2-a3"],
            &["--relay", "http://example.org"],
            &["--room", "?"],
        ] {
            let error = parse(args).expect_err("a mistake");
            assert_eq!(error.exit_code(), 2, "{args:?}");
            let text = error.to_string();
            assert!(text.starts_with("error: "), "{args:?}: {text}");
            assert!(text.contains("Usage: epaminondas"), "{args:?}: {text}");
        }
    }

    #[test]
    fn help_and_version_are_not_mistakes() {
        for (arg, kind) in [
            ("--help", ErrorKind::DisplayHelp),
            ("--version", ErrorKind::DisplayVersion),
        ] {
            let answer = parse(&[arg]).expect_err("printed by clap");
            assert_eq!(answer.kind(), kind);
            assert_eq!(answer.exit_code(), 0);
        }
    }
}
