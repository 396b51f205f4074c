//! Runs the game in screenshot mode under Xvfb (Mesa's software Vulkan) and
//! checks that the pictures show the board: not blank, the board's woods
//! present, every stone a separate blob of its colour, selection marks drawn.
//! Where `xvfb-run` is not installed, the screenshot tests fail and say what to install, unless
//! they are skipped by name (`EPAMINONDAS_SKIP`, tests/cannot_run). Every option the README and the
//! docs name for the game is in its `--help`.

use bevy::asset::RenderAssetUsages;
use bevy::image::{CompressedImageFormats, Image, ImageSampler, ImageType};
use std::path::{Path, PathBuf};
use std::process::Command;

mod cannot_run;
use cannot_run::cannot_run;

/// The game binary cargo built for this test.
const GAME: &str = env!("CARGO_BIN_EXE_epaminondas");
/// Seconds one screenshot may take before the test fails.
const TIME_LIMIT_SECONDS: &str = "120";
/// The virtual screen.
const SCREEN: &str = "-screen 0 1280x800x24";
/// The picture's size.
const SIZE: &str = "1024x768";

/// An RGBA picture.
struct Picture {
    width: usize,
    height: usize,
    rgba: Vec<u8>,
    /// See [`Picture::board_box`].
    board: (usize, usize, usize, usize),
}

impl Picture {
    fn load(path: &Path) -> Picture {
        let bytes = std::fs::read(path).expect("the screenshot exists");
        let image = Image::from_buffer(
            &bytes,
            ImageType::Extension("png"),
            CompressedImageFormats::NONE,
            true,
            ImageSampler::Default,
            RenderAssetUsages::default(),
        )
        .expect("the screenshot is a PNG");
        let mut picture = Picture {
            width: image.width() as usize,
            height: image.height() as usize,
            rgba: image.data.expect("pixels"),
            board: (0, 0, 0, 0),
        };
        picture.board = picture.board_box();
        picture
    }

    fn pixel(&self, i: usize) -> [u8; 3] {
        [self.rgba[4 * i], self.rgba[4 * i + 1], self.rgba[4 * i + 2]]
    }

    /// The bounding box (x0, y0, x1, y1, exclusive) of the board's wood,
    /// which leaves out the panels beside it.
    fn board_box(&self) -> (usize, usize, usize, usize) {
        let mut bounds = (self.width, self.height, 0, 0);
        for i in (0..self.width * self.height).filter(|&i| wood(self.pixel(i))) {
            let (x, y) = (i % self.width, i / self.width);
            bounds = (
                bounds.0.min(x),
                bounds.1.min(y),
                bounds.2.max(x + 1),
                bounds.3.max(y + 1),
            );
        }
        bounds
    }

    /// Whether pixel `i` is of `class` and on the board.
    fn on_board(&self, i: usize, class: &impl Fn([u8; 3]) -> bool) -> bool {
        let (x0, y0, x1, y1) = self.board;
        let (x, y) = (i % self.width, i / self.width);
        (x0..x1).contains(&x) && (y0..y1).contains(&y) && class(self.pixel(i))
    }

    /// Pixels of `class` on the board.
    fn count(&self, class: impl Fn([u8; 3]) -> bool) -> usize {
        (0..self.width * self.height)
            .filter(|&i| self.on_board(i, &class))
            .count()
    }

    /// Areas of the 4-connected blobs of pixels of `class` on the board that
    /// do not touch the picture's edge.
    fn blobs(&self, class: impl Fn([u8; 3]) -> bool) -> Vec<usize> {
        let (w, h) = (self.width, self.height);
        let mut seen = vec![false; w * h];
        let mut areas = Vec::new();
        for start in 0..w * h {
            if seen[start] || !self.on_board(start, &class) {
                continue;
            }
            seen[start] = true;
            let (mut stack, mut area, mut touches_edge) = (vec![start], 0, false);
            while let Some(i) = stack.pop() {
                area += 1;
                let (x, y) = (i % w, i / w);
                touches_edge |= x == 0 || y == 0 || x == w - 1 || y == h - 1;
                let neighbours = [
                    (x > 0).then(|| i - 1),
                    (x + 1 < w).then(|| i + 1),
                    (y > 0).then(|| i - w),
                    (y + 1 < h).then(|| i + w),
                ];
                for n in neighbours.into_iter().flatten() {
                    if !seen[n] && self.on_board(n, &class) {
                        seen[n] = true;
                        stack.push(n);
                    }
                }
            }
            if !touches_edge {
                areas.push(area);
            }
        }
        areas
    }

    /// Pixels of `class` on the board in the band of rows from `from` to `to` (fractions of
    /// the board's height, 0 at its top), in its middle three fifths across: the tilted
    /// board's far edge is narrower than its box, and the background beside it is dark too.
    fn count_in_band(&self, from: f32, to: f32, class: impl Fn([u8; 3]) -> bool) -> usize {
        let (x0, y0, x1, y1) = self.board;
        let (width, height) = ((x1 - x0) as f32, (y1 - y0) as f32);
        let (left, right) = (x0 + (0.2 * width) as usize, x0 + (0.8 * width) as usize);
        let (top, bottom) = (y0 + (from * height) as usize, y0 + (to * height) as usize);
        (top * self.width..bottom * self.width)
            .filter(|&i| (left..right).contains(&(i % self.width)) && self.on_board(i, &class))
            .count()
    }

    /// Blobs at least a quarter the size of the largest: stones, not text.
    fn stone_blobs(&self, class: impl Fn([u8; 3]) -> bool) -> usize {
        let areas = self.blobs(class);
        let largest = areas.iter().copied().max().unwrap_or(0);
        areas.iter().filter(|&&a| a * 4 >= largest).count()
    }
}

fn spread([r, g, b]: [u8; 3]) -> u8 {
    r.max(g).max(b) - r.min(g).min(b)
}

/// Ivory: bright and nearly grey.
fn white_stone(p: [u8; 3]) -> bool {
    p.iter().all(|&c| c > 150) && spread(p) < 45
}

/// Slate: dark and cool (the wood, even in shadow, is warm).
fn black_stone([r, g, b]: [u8; 3]) -> bool {
    r.max(g).max(b) < 120 && b > r.saturating_add(3)
}

/// Wood: clearly warm, red over green over blue.
fn wood(p @ [r, g, b]: [u8; 3]) -> bool {
    r > g && g > b && r > 90 && spread(p) > 40
}

/// The teal of a quiet destination's dot.
fn dot([r, g, b]: [u8; 3]) -> bool {
    let [r, g, b] = [r, g, b].map(i32::from);
    g > r + 50 && b > r + 40
}

fn out_dir() -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("screenshots");
    std::fs::create_dir_all(&dir).expect("a folder for screenshots");
    dir
}

fn xvfb_available() -> bool {
    Command::new("sh")
        .args(["-c", "command -v xvfb-run"])
        .output()
        .is_ok_and(|o| o.status.success())
}

fn shoot(name: &str, args: &[&str]) -> Picture {
    let path = out_dir().join(name);
    let _ = std::fs::remove_file(&path);
    let output = Command::new("timeout")
        .args([TIME_LIMIT_SECONDS, "xvfb-run", "-a", "-s", SCREEN, GAME])
        .arg("--screenshot")
        .arg(&path)
        .args(["--size", SIZE])
        .args(args)
        .env("WGPU_BACKEND", "vulkan")
        .output()
        .expect("xvfb-run starts");
    assert!(
        output.status.success(),
        "{name}: the game failed ({}):\n{}",
        output.status,
        String::from_utf8_lossy(&output.stderr)
    );
    println!("{name}: {}", path.display());
    Picture::load(&path)
}

#[test]
fn screenshots_show_the_board() {
    if !xvfb_available() {
        cannot_run(
            "screenshots_show_the_board",
            "xvfb-run is not installed, so no screenshot can be taken",
        );
        return;
    }

    let flat = shoot("start-flat.png", &["--view", "flat"]);
    let pixels = flat.width * flat.height;
    assert!(
        flat.count(wood) > pixels / 5,
        "the board's wood fills a good part of the picture"
    );
    assert_eq!(flat.stone_blobs(white_stone), 28, "28 white stones");
    assert_eq!(flat.stone_blobs(black_stone), 28, "28 black stones");
    assert_eq!(flat.count(dot), 0, "nothing selected, no dots");

    let tilted = shoot("select-tilted.png", &["--select", "c1 c2"]);
    let pixels = tilted.width * tilted.height;
    assert!(tilted.count(wood) > pixels / 8, "the tilted board shows");
    assert_eq!(tilted.stone_blobs(dot), 2, "c1-c3 and c1-c4 are marked");
}

/// Dark stone pixels and bright (white-stone) pixels among the two rows of stones nearest the
/// viewer and the two farthest, in a tilted picture.
struct StoneLight {
    near_dark: usize,
    near_bright: usize,
    far_dark: usize,
    far_bright: usize,
}

fn stone_light(picture: &Picture) -> StoneLight {
    StoneLight {
        near_dark: picture.count_in_band(0.7, 1.0, black_stone),
        near_bright: picture.count_in_band(0.7, 1.0, white_stone),
        far_dark: picture.count_in_band(0.0, 0.3, black_stone),
        far_bright: picture.count_in_band(0.0, 0.3, white_stone),
    }
}

/// Black's stones must read as dark from Black's side just as White's read as light from
/// White's: the tilted view from each side, at each quality, measured row band by row band.
#[test]
fn each_side_sees_its_own_stones_in_their_colour() {
    if !xvfb_available() {
        cannot_run(
            "each_side_sees_its_own_stones_in_their_colour",
            "xvfb-run is not installed, so no screenshot can be taken",
        );
        return;
    }
    for quality in ["fast", "best"] {
        let white = stone_light(&shoot(
            &format!("seat-white-{quality}.png"),
            &["--graphics", quality, "--play-as", "white"],
        ));
        let black = stone_light(&shoot(
            &format!("seat-black-{quality}.png"),
            &["--graphics", quality, "--play-as", "black"],
        ));
        for (seat, light) in [("white", &white), ("black", &black)] {
            println!(
                "{quality} from {seat}'s side: near rows {} dark / {} bright pixels, far rows {} dark / {} bright",
                light.near_dark, light.near_bright, light.far_dark, light.far_bright
            );
        }
        // From White's side the near rows are White's stones, from Black's side Black's.
        assert!(
            white.near_bright > 10 * white.near_dark.max(1) / 2,
            "{quality}: White's near stones read light"
        );
        assert!(
            black.near_dark > 10 * black.near_bright.max(1) / 2,
            "{quality}: Black's near stones read dark from Black's side"
        );
        // The same scene turned round: each side's stones cover about as many pixels.
        let (a, b) = (white.near_bright as f32, black.near_dark as f32);
        assert!(
            (a - b).abs() <= 0.25 * a.max(b),
            "{quality}: near stones, {a} light from White's side against {b} dark from Black's"
        );
        let (a, b) = (white.far_dark as f32, black.far_bright as f32);
        assert!(
            (a - b).abs() <= 0.25 * a.max(b),
            "{quality}: far stones, {a} dark from White's side against {b} light from Black's"
        );
    }
}

#[path = "../crates/play/tests/doc_options/mod.rs"]
mod doc_options;

/// Every option that README.md and docs/*.md name for the game is in its help, and `--version`
/// names the version of the crate. (The engine's options: tests/ai.rs.)
#[test]
fn every_game_option_in_the_docs_is_in_its_help() {
    let ask = |arg: &str| {
        let out = Command::new(GAME)
            .arg(arg)
            .output()
            .expect("the game starts");
        assert!(out.status.success(), "{arg}: {out:?}");
        String::from_utf8(out.stdout).expect("UTF-8")
    };
    let help = ask("--help");
    let known = doc_options::options_in(&help);
    for option in ["--screenshot", "--level", "--room", "--version"] {
        assert!(known.contains(option), "{option} in the help:\n{help}");
    }
    let named = doc_options::named_options(doc_options::Program::Game);
    assert!(named.len() >= 4, "{named:?}");
    let missing: Vec<_> = named
        .iter()
        .filter(|(option, _)| !known.contains(option))
        .collect();
    assert!(missing.is_empty(), "not in the game's help: {missing:?}");
    assert_eq!(
        ask("--version").trim(),
        format!("epaminondas {}", env!("CARGO_PKG_VERSION"))
    );
}
