//! A Fischer clock: each side has a time budget that runs only on its own
//! turn, and every move adds a fixed increment. No wall clock inside: every
//! method takes the present as milliseconds from any fixed origin the caller
//! keeps (the game passes its own monotonic time), so the clock is
//! deterministic and tests drive it with plain numbers.
//!
//! ```
//! use epaminondas_play::online::{Clock, ClockSetting};
//! use epaminondas_core::Side;
//! let mut clock = Clock::new(ClockSetting::new(5, 3)); // 5 minutes + 3 seconds a move
//! clock.start(Side::White, 0);
//! assert_eq!(clock.press(Side::White, 10_000), 293_000); // 300 s - 10 s + 3 s
//! assert_eq!(clock.running(), Some(Side::Black));
//! assert_eq!(clock.flagged(10_000 + 299_999), None);
//! assert_eq!(clock.flagged(10_000 + 300_000), Some(Side::Black));
//! ```

use epaminondas_core::Side;
use serde::{Deserialize, Serialize};
use std::fmt;

/// A time control: the starting time of each side and the increment a move earns.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ClockSetting {
    /// Each side's time at the start, in milliseconds.
    pub base_ms: u64,
    /// Time added to a side's clock after each of its moves, in milliseconds.
    pub increment_ms: u64,
}

impl ClockSetting {
    /// The settings the game offers, fastest first: 3+2, 5+3, 10+5 and 15+10.
    pub const PRESETS: [ClockSetting; 4] = [
        ClockSetting::new(3, 2),
        ClockSetting::new(5, 3),
        ClockSetting::new(10, 5),
        ClockSetting::new(15, 10),
    ];

    /// `minutes` for each side and `increment_s` seconds added after each move.
    pub const fn new(minutes: u64, increment_s: u64) -> ClockSetting {
        ClockSetting {
            base_ms: minutes.saturating_mul(60_000),
            increment_ms: increment_s.saturating_mul(1_000),
        }
    }
}

impl fmt::Display for ClockSetting {
    /// The usual short name, minutes + seconds: `5+3`; a starting time that
    /// is not whole minutes is written in seconds with an `s`: `90s+2`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let increment = self.increment_ms / 1_000;
        if self.base_ms.is_multiple_of(60_000) {
            write!(f, "{}+{increment}", self.base_ms / 60_000)
        } else {
            write!(f, "{}s+{increment}", self.base_ms / 1_000)
        }
    }
}

/// The time each side has left, in milliseconds, as one clock reads at one moment.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ClockTimes {
    /// White's time left.
    pub white_ms: u64,
    /// Black's time left.
    pub black_ms: u64,
}

impl ClockTimes {
    /// `side`'s time left.
    pub fn of(self, side: Side) -> u64 {
        match side {
            Side::White => self.white_ms,
            Side::Black => self.black_ms,
        }
    }

    fn set(&mut self, side: Side, ms: u64) {
        match side {
            Side::White => self.white_ms = ms,
            Side::Black => self.black_ms = ms,
        }
    }
}

/// A running Fischer clock for both sides.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Clock {
    setting: ClockSetting,
    /// Time left when the running side's clock last started (the other side's: now).
    left: ClockTimes,
    /// The side whose time runs, and since when.
    running: Option<(Side, u64)>,
}

impl Clock {
    /// A stopped clock with the full starting time on both sides.
    pub fn new(setting: ClockSetting) -> Clock {
        Clock::with_times(
            setting,
            ClockTimes {
                white_ms: setting.base_ms,
                black_ms: setting.base_ms,
            },
        )
    }

    /// A stopped clock showing `times`.
    pub fn with_times(setting: ClockSetting, times: ClockTimes) -> Clock {
        Clock {
            setting,
            left: times,
            running: None,
        }
    }

    /// The time control.
    pub fn setting(&self) -> ClockSetting {
        self.setting
    }

    /// The side whose time is running, if any.
    pub fn running(&self) -> Option<Side> {
        self.running.map(|(side, _)| side)
    }

    /// `side`'s time left at `now` (0 once it has run out).
    pub fn left(&self, side: Side, now: u64) -> u64 {
        self.left.of(side).saturating_sub(self.elapsed(side, now))
    }

    /// Both sides' time left at `now`.
    pub fn times(&self, now: u64) -> ClockTimes {
        ClockTimes {
            white_ms: self.left(Side::White, now),
            black_ms: self.left(Side::Black, now),
        }
    }

    /// How long `side`'s time has been running at `now` (0 when it is not).
    fn elapsed(&self, side: Side, now: u64) -> u64 {
        match self.running {
            Some((running, since)) if running == side => now.saturating_sub(since),
            _ => 0,
        }
    }

    /// Starts `side`'s time at `now`, stopping the other side's first.
    pub fn start(&mut self, side: Side, now: u64) {
        self.stop(now);
        self.running = Some((side, now));
    }

    /// Stops the clock at `now`, keeping the time each side has left.
    pub fn stop(&mut self, now: u64) {
        if let Some((side, _)) = self.running {
            self.left.set(side, self.left(side, now));
            self.running = None;
        }
    }

    /// `side` has moved at `now`: its time stops, it earns the increment, and
    /// the other side's time starts. Returns `side`'s time left after the
    /// increment. A side whose time was not running (the first move of a
    /// game) loses nothing and earns nothing; a side whose time has run out
    /// stays at 0 (check [`Clock::flagged`] first).
    pub fn press(&mut self, side: Side, now: u64) -> u64 {
        let was_running = self.running() == Some(side);
        self.stop(now);
        let left = self.left.of(side);
        if was_running && left > 0 {
            self.left
                .set(side, left.saturating_add(self.setting.increment_ms));
        }
        self.running = Some((side.opposite(), now));
        self.left.of(side)
    }

    /// The other program says `side` moved at its own `now` with `reported`
    /// ms left (the increment included): `side`'s time becomes that, but
    /// never more than it had when its turn began plus the increment, so a
    /// peer cannot give itself time. The other side's time starts at `now`.
    pub fn press_reported(&mut self, side: Side, reported: u64, now: u64) {
        let cap = if self.running() == Some(side) {
            self.left.of(side).saturating_add(self.setting.increment_ms)
        } else {
            self.left.of(side)
        };
        self.stop(now);
        self.left.set(side, reported.min(cap));
        self.running = Some((side.opposite(), now));
    }

    /// The running side whose time has run out at `now` (flag fall), and by
    /// how many milliseconds.
    pub fn overdue(&self, now: u64) -> Option<(Side, u64)> {
        let (side, _) = self.running?;
        let elapsed = self.elapsed(side, now);
        let budget = self.left.of(side);
        (elapsed >= budget).then(|| (side, elapsed - budget))
    }

    /// The side whose flag has fallen at `now`, if any.
    pub fn flagged(&self, now: u64) -> Option<Side> {
        self.overdue(now).map(|(side, _)| side)
    }
}
