//! The command line of the `epaminondas` program, read once in `main` before any plugin is
//! built; the plugins get what it asked for from [`LaunchOptions`].

use super::board::model::{GameModel, coin, resolve_colour};
use super::values::{BoardView, ColourChoice, GameSettings, GraphicsQuality, Language, Opponent};
use crate::ai::Level;
use crate::online::{JoinLink, RelayUrl, RoomCode};
use crate::rules::{Game, GameOptions, Move, Position, Square};
use bevy::prelude::*;
use std::fmt;
use std::path::PathBuf;
use std::time::Duration;

/// The usage text printed for `--help` and after a mistake.
pub const USAGE: &str = "\
usage: epaminondas [options]
  --screenshot FILE.png   render the state below, save a PNG and exit
  --position TEXT         start from this position (RULES.md position text)
  --moves \"a2-a3 n11-n10 …\" play these moves first
  --select \"c1 c2\"        click these squares (tail first, then the other end)
  --moment MS             play the last of --moves on screen and take the
                          picture MS milliseconds into its animation
  --record FILE           start from this game record (instead of --position
                          and --moves)
  --review PLY            review the game at this ply (0: its start)
  --lesson N              open the tutorial at lesson N (1: the first)
  --view flat|tilted      camera view
  --size WxH              window size in pixels
  --lang ru|en            language of the text
  --graphics best|fast    draw the whole scene, or a lighter one (default: fast
                          on a software renderer; screenshots: best)
  --level NAME            the computer's level: beginner, novice, intermediate,
                          advanced, expert or master
  --play-as white|black|random   your colour against the computer (screenshots:
                          the side the board is seen from)
  --two-players           two people on this device (no computer)
  --relay ws://HOST:PORT  the matchbox signalling server of online games
  --room CODE             join a friend's room (a code or a link)
  --help                  this text";

/// What the command line asked for.
#[derive(Resource, Clone, Debug, Default)]
pub struct LaunchOptions {
    /// Where screenshot mode saves its PNG; `None` for a normal game.
    pub screenshot: Option<PathBuf>,
    /// The game to start with (from `--position` and `--moves`), if given.
    pub game: Option<Game>,
    /// Squares to click once the board is up (`--select`).
    pub select: Vec<Square>,
    /// With `--moment`: the last of `--moves`, played on screen, and how far
    /// into its animation the picture is taken.
    pub live_move: Option<(Move, Duration)>,
    /// The camera view, if given.
    pub view: Option<BoardView>,
    /// The window size in physical pixels, if given.
    pub size: Option<UVec2>,
    /// The language, if given.
    pub lang: Option<Language>,
    /// The graphics quality, if given.
    pub graphics: Option<GraphicsQuality>,
    /// The settings for the first game.
    pub settings: GameSettings,
    /// The ply to review once the board is up (`--review`).
    pub review: Option<usize>,
    /// The index of the tutorial's lesson to open once the board is up (`--lesson`, 1-based on
    /// the command line, 0-based here).
    pub lesson: Option<usize>,
    /// The online game's relay and room (`--relay`, `--room`).
    pub online: OnlineLaunch,
}

/// A command line that cannot be used, with the reason.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LaunchError {
    /// `--help` was given: print [`USAGE`] and stop.
    HelpRequested,
    /// Anything else wrong, said in words.
    Invalid(String),
}

impl fmt::Display for LaunchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LaunchError::HelpRequested => f.write_str(USAGE),
            LaunchError::Invalid(reason) => write!(f, "{reason}\n\n{USAGE}"),
        }
    }
}

impl std::error::Error for LaunchError {}

fn invalid(reason: impl Into<String>) -> LaunchError {
    LaunchError::Invalid(reason.into())
}

impl LaunchOptions {
    /// Parses the arguments after the program name.
    pub fn parse<I: IntoIterator<Item = String>>(args: I) -> Result<LaunchOptions, LaunchError> {
        let mut options = LaunchOptions::default();
        let mut position: Option<Position> = None;
        let mut moves: Vec<String> = Vec::new();
        let mut select = String::new();
        let mut moment: Option<Duration> = None;
        let mut recorded: Option<Game> = None;
        let mut args = args.into_iter();
        while let Some(flag) = args.next() {
            if flag == "--help" || flag == "-h" {
                return Err(LaunchError::HelpRequested);
            }
            if flag == "--two-players" {
                options.settings.opponent = Opponent::Human;
                continue;
            }
            let value = args
                .next()
                .ok_or_else(|| invalid(format!("{flag} needs a value")))?;
            match flag.as_str() {
                "--screenshot" => options.screenshot = Some(PathBuf::from(value)),
                "--position" => {
                    let parsed = value
                        .parse::<Position>()
                        .map_err(|e| invalid(format!("--position: {e}")))?;
                    position = Some(parsed);
                }
                "--moves" => moves = value.split_whitespace().map(str::to_owned).collect(),
                "--select" => select = value,
                "--moment" => {
                    let millis = value.parse::<u64>().map_err(|_| {
                        invalid(format!("--moment: expected milliseconds, not {value:?}"))
                    })?;
                    moment = Some(Duration::from_millis(millis));
                }
                "--record" => recorded = Some(read_record(&value)?),
                "--review" => {
                    options.review = Some(value.parse::<usize>().map_err(|_| {
                        invalid(format!("--review: expected a ply number, not {value:?}"))
                    })?);
                }
                "--lesson" => options.lesson = Some(parse_lesson(&value)?),
                "--view" => options.view = Some(parse_view(&value)?),
                "--size" => options.size = Some(parse_size(&value)?),
                "--lang" => options.lang = Some(parse_lang(&value)?),
                "--graphics" => {
                    options.graphics = Some(GraphicsQuality::parse(&value).ok_or_else(|| {
                        invalid(format!("--graphics: expected best or fast, not {value:?}"))
                    })?);
                }
                "--level" => options.settings.level = parse_level(&value)?,
                "--play-as" => options.settings.colour = parse_colour(&value)?,
                "--relay" | "--room" => options.online.read(&flag, &value).map_err(invalid)?,
                _ => return Err(invalid(format!("unknown option {flag}"))),
            }
        }
        if let Some(game) = recorded {
            if position.is_some() || !moves.is_empty() || moment.is_some() {
                return Err(invalid(
                    "--record gives the whole game: leave out --position, --moves and --moment",
                ));
            }
            options.game = Some(game);
        } else if position.is_some() || !moves.is_empty() {
            let mut game = Game::from_position(
                position.unwrap_or_else(Position::start),
                GameOptions::default(),
            );
            for text in &moves {
                game.play_text(text)
                    .map_err(|e| invalid(format!("--moves: {text}: {e}")))?;
            }
            if let Some(moment) = moment {
                let last = game
                    .undo()
                    .ok_or_else(|| invalid("--moment needs at least one move in --moves"))?;
                options.live_move = Some((last, moment));
            }
            options.game = Some(game);
        } else if moment.is_some() {
            return Err(invalid("--moment needs at least one move in --moves"));
        }
        if let Some(ply) = options.review {
            let plies = options.game.as_ref().map_or(0, |game| game.moves().len());
            if ply > plies {
                return Err(invalid(format!(
                    "--review: the game has {plies} plies, so {ply} is past its end"
                )));
            }
        }
        options.select = select
            .split_whitespace()
            .map(|s| s.parse::<Square>())
            .collect::<Result<_, _>>()
            .map_err(|e| invalid(format!("--select: {e}")))?;
        if options.screenshot.is_some() {
            // A screenshot shows a still position: nobody moves by themselves.
            options.settings.opponent = Opponent::Human;
            // It shows the whole scene, however slowly the renderer draws it.
            options.graphics.get_or_insert(GraphicsQuality::Best);
        }
        Ok(options)
    }

    /// Whether this launch plays a script (a screenshot, or a game given on the command line)
    /// rather than the player's own game: then the saves are left alone.
    pub fn is_scripted(&self) -> bool {
        self.screenshot.is_some() || self.game.is_some()
    }

    /// The model the program starts with.
    pub fn model(&self) -> GameModel {
        let game = self
            .game
            .clone()
            .unwrap_or_else(|| Game::new(self.settings.options));
        let human = resolve_colour(self.settings.colour, coin());
        let model = GameModel::new(game, self.settings, human);
        if self.screenshot.is_some() {
            // A still picture has no computer in it, but shows the side asked for.
            model.seated(human)
        } else {
            model
        }
    }
}

/// The game of the record in the file at `path`.
fn read_record(path: &str) -> Result<Game, LaunchError> {
    let text = std::fs::read_to_string(path)
        .map_err(|e| invalid(format!("--record: cannot read {path}: {e}")))?;
    crate::record::Record::parse(&text)
        .map(crate::record::Record::into_game)
        .map_err(|e| invalid(format!("--record: {path}: {e}")))
}

/// A lesson number from 1 to the number of lessons, as an index.
fn parse_lesson(text: &str) -> Result<usize, LaunchError> {
    let count = crate::learn::lessons().len();
    text.parse::<usize>()
        .ok()
        .filter(|n| (1..=count).contains(n))
        .map(|n| n - 1)
        .ok_or_else(|| invalid(format!("--lesson: expected 1 to {count}, not {text:?}")))
}

fn parse_view(text: &str) -> Result<BoardView, LaunchError> {
    BoardView::parse(text)
        .ok_or_else(|| invalid(format!("--view: expected flat or tilted, not {text:?}")))
}

fn parse_size(text: &str) -> Result<UVec2, LaunchError> {
    let bad = || {
        invalid(format!(
            "--size: expected WIDTHxHEIGHT such as 1280x800, not {text:?}"
        ))
    };
    let (w, h) = text.split_once(['x', 'X']).ok_or_else(bad)?;
    let w: u32 = w.parse().map_err(|_| bad())?;
    let h: u32 = h.parse().map_err(|_| bad())?;
    if w == 0 || h == 0 {
        return Err(bad());
    }
    Ok(UVec2::new(w, h))
}

fn parse_lang(text: &str) -> Result<Language, LaunchError> {
    Language::ALL
        .into_iter()
        .find(|language| language.code() == text)
        .ok_or_else(|| invalid(format!("--lang: expected ru or en, not {text:?}")))
}

fn parse_level(text: &str) -> Result<Level, LaunchError> {
    text.parse::<Level>()
        .map_err(|e| invalid(format!("--level: {e}")))
}

fn parse_colour(text: &str) -> Result<ColourChoice, LaunchError> {
    match text {
        "white" => Ok(ColourChoice::White),
        "black" => Ok(ColourChoice::Black),
        "random" => Ok(ColourChoice::Random),
        _ => Err(invalid(format!(
            "--play-as: expected white, black or random, not {text:?}"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<LaunchOptions, LaunchError> {
        LaunchOptions::parse(args.iter().map(|s| s.to_string()))
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
        .unwrap();
        assert_eq!(options.screenshot, Some(PathBuf::from("shot.png")));
        assert_eq!(options.game.as_ref().map(|g| g.moves().len()), Some(2));
        assert_eq!(options.select.len(), 2);
        assert_eq!(options.view, Some(BoardView::Flat));
        assert_eq!(options.size, Some(UVec2::new(800, 600)));
        assert_eq!(options.settings.opponent, Opponent::Human);
    }

    #[test]
    fn a_moment_keeps_the_last_move_back() {
        let options = parse(&["--moves", "a2-a3 n11-n10", "--moment", "150"]).unwrap();
        assert_eq!(options.game.as_ref().map(|g| g.moves().len()), Some(1));
        let (mv, moment) = options.live_move.unwrap();
        assert_eq!(mv.to_string(), "n11-n10");
        assert_eq!(moment, Duration::from_millis(150));
    }

    #[test]
    fn a_record_a_review_and_a_lesson_are_understood() {
        let path = std::env::temp_dir().join(format!("launch-record-{}.txt", std::process::id()));
        std::fs::write(&path, "1. e2-e3 e11-e10\n2. f2-f3\n").unwrap();
        let file = path.to_string_lossy().into_owned();
        let options = parse(&["--record", &file, "--review", "1", "--lesson", "2"]).unwrap();
        assert_eq!(options.game.as_ref().map(|g| g.moves().len()), Some(3));
        assert_eq!(options.review, Some(1));
        assert_eq!(options.lesson, Some(1));
        std::fs::write(&path, "1. e2-e3 e11-e10\n2. e3-e6\n").unwrap();
        let Err(LaunchError::Invalid(reason)) = parse(&["--record", &file]) else {
            panic!("an illegal record is refused");
        };
        assert!(reason.contains("line 2"), "{reason}");
        std::fs::remove_file(&path).unwrap();
    }

    #[test]
    fn mistakes_are_explained() {
        for args in [
            &["--size", "800"][..],
            &["--view", "sideways"],
            &["--moves", "a2-a9"],
            &["--select", "z9"],
            &["--lang", "fr"],
            &["--bogus", "1"],
            &["--screenshot"],
            &["--moment", "100"],
            &["--moves", "a2-a3", "--moment", "soon"],
            &["--lesson", "0"],
            &["--lesson", "99"],
            &["--moves", "a2-a3", "--review", "2"],
            &["--record", "/nonexistent/game.txt"],
        ] {
            assert!(
                matches!(parse(args), Err(LaunchError::Invalid(_))),
                "{args:?}"
            );
        }
    }
}

/// What the command line (or the page's address) asked for: `--relay ws://HOST:PORT` and
/// `--room CODE`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct OnlineLaunch {
    /// The relay to use.
    pub relay: Option<RelayUrl>,
    /// The room to join (or to go back to, when the saved game is in it).
    pub room: Option<RoomCode>,
}

impl OnlineLaunch {
    /// Reads `--relay` or `--room` and its value; the error is said in words.
    pub fn read(&mut self, flag: &str, value: &str) -> Result<(), String> {
        match flag {
            "--relay" => {
                let relay = RelayUrl::parse(value).map_err(|e| format!("--relay: {e}"))?;
                self.relay = Some(relay);
            }
            _ => {
                let link = JoinLink::read(value).map_err(|e| format!("{flag}: {e}"))?;
                self.room = Some(link.room);
                if link.relay.is_some() {
                    self.relay = link.relay;
                }
            }
        }
        Ok(())
    }
}
