//! Sounds: select, move, capture (heavier for bigger captures), the breakthrough warning, and
//! the end of a game. The files are made by `assets/sounds/make_sounds.sh`.
//!
//! Without an audio device bevy_kira_audio logs one warning and every play is a no-op, so the
//! game runs silently.

use bevy::prelude::*;
use bevy_kira_audio::prelude::*;

use super::board::model::{GameEnded, GameModel, MovePlayed};
use super::board::selection::StoneSelected;
use super::preferences::Preferences;
use super::schedule::GameSystems;
use super::values::Opponent;
use epaminondas_core::Side;

/// Below this volume fraction nothing is played.
const AUDIBLE_VOLUME: f32 = 0.01;
/// Captures of at least this many stones use the heaviest sound.
const HEAVY_CAPTURE: u8 = 3;
/// Each stone beyond [`HEAVY_CAPTURE`] lowers the heavy sound's pitch by this fraction.
const PITCH_DROP_PER_STONE: f64 = 0.06;
/// The lowest playback rate of the heavy capture sound.
const LOWEST_CAPTURE_RATE: f64 = 0.75;

/// The game's sounds.
#[derive(Resource)]
pub struct Sounds {
    select: Handle<AudioSource>,
    quiet_move: Handle<AudioSource>,
    capture_light: Handle<AudioSource>,
    capture_medium: Handle<AudioSource>,
    capture_heavy: Handle<AudioSource>,
    breakthrough: Handle<AudioSource>,
    win: Handle<AudioSource>,
    loss: Handle<AudioSource>,
    draw: Handle<AudioSource>,
}

/// Which sound to play for an event, and how fast.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Cue {
    /// A stone or a line was selected.
    Select,
    /// A quiet move.
    Move,
    /// A capture of this many stones.
    Capture(u8),
    /// The side to move must answer a breakthrough.
    Breakthrough,
    /// The player won (or, on one device for two players, someone won).
    Win,
    /// The player lost to the computer.
    Loss,
    /// A draw.
    Draw,
}

impl Cue {
    /// The playback rate: bigger captures sound lower.
    pub fn playback_rate(self) -> f64 {
        match self {
            Cue::Capture(stones) if stones > HEAVY_CAPTURE => {
                let extra = f64::from(stones - HEAVY_CAPTURE);
                (1.0 - PITCH_DROP_PER_STONE * extra).max(LOWEST_CAPTURE_RATE)
            }
            _ => 1.0,
        }
    }

    /// The cue for the end of a game, from the point of view of the person at this device.
    pub fn for_outcome(winner: Option<Side>, opponent: Opponent, human: Side) -> Cue {
        match (winner, opponent) {
            (None, _) => Cue::Draw,
            (Some(_), Opponent::Human) => Cue::Win,
            (Some(side), Opponent::Computer) if side == human => Cue::Win,
            (Some(_), Opponent::Computer) => Cue::Loss,
        }
    }
}

impl Sounds {
    fn handle(&self, cue: Cue) -> &Handle<AudioSource> {
        match cue {
            Cue::Select => &self.select,
            Cue::Move => &self.quiet_move,
            Cue::Capture(1) => &self.capture_light,
            Cue::Capture(stones) if stones < HEAVY_CAPTURE => &self.capture_medium,
            Cue::Capture(_) => &self.capture_heavy,
            Cue::Breakthrough => &self.breakthrough,
            Cue::Win => &self.win,
            Cue::Loss => &self.loss,
            Cue::Draw => &self.draw,
        }
    }
}

/// The volume in decibels for a fraction of full volume.
pub fn decibels(volume: f32) -> Decibels {
    if volume < AUDIBLE_VOLUME {
        Decibels::SILENCE
    } else {
        Decibels((20.0 * volume.log10()).max(Decibels::SILENCE.0))
    }
}

/// Loads the sounds and plays them on game events (the caller adds the audio backend,
/// bevy_kira_audio's `AudioPlugin`).
pub(super) fn plugin(app: &mut App) {
    app.add_systems(Startup, load_sounds).add_systems(
        Update,
        (cues_from_events, silence_when_muted).after(GameSystems::Model),
    );
}

/// Decodes one sound compiled into the program, so that the one executable a player is given
/// has its sounds wherever it runs from (and the web page fetches nothing more). A sound that
/// does not decode is left out, with a line in the log.
macro_rules! embedded_sound {
    ($sources:expr, $file:literal) => {
        decoded(
            $sources,
            $file,
            include_bytes!(concat!("../../assets/sounds/", $file)),
        )
    };
}

fn decoded(
    sources: &mut Assets<AudioSource>,
    name: &str,
    bytes: &'static [u8],
) -> Handle<AudioSource> {
    match StaticSoundData::from_cursor(std::io::Cursor::new(bytes)) {
        Ok(sound) => sources.add(AudioSource { sound }),
        Err(error) => {
            warn!("the sound {name} cannot be decoded ({error}); it stays silent");
            Handle::default()
        }
    }
}

impl Sounds {
    /// Decodes every sound into `sources`.
    fn decode(sources: &mut Assets<AudioSource>) -> Sounds {
        Sounds {
            select: embedded_sound!(sources, "select.ogg"),
            quiet_move: embedded_sound!(sources, "move.ogg"),
            capture_light: embedded_sound!(sources, "capture_light.ogg"),
            capture_medium: embedded_sound!(sources, "capture_medium.ogg"),
            capture_heavy: embedded_sound!(sources, "capture_heavy.ogg"),
            breakthrough: embedded_sound!(sources, "breakthrough.ogg"),
            win: embedded_sound!(sources, "win.ogg"),
            loss: embedded_sound!(sources, "loss.ogg"),
            draw: embedded_sound!(sources, "draw.ogg"),
        }
    }

    /// Every sound, for tests.
    #[cfg(test)]
    fn all(&self) -> [&Handle<AudioSource>; 9] {
        [
            &self.select,
            &self.quiet_move,
            &self.capture_light,
            &self.capture_medium,
            &self.capture_heavy,
            &self.breakthrough,
            &self.win,
            &self.loss,
            &self.draw,
        ]
    }
}

fn load_sounds(mut commands: Commands, mut sources: ResMut<Assets<AudioSource>>) {
    commands.insert_resource(Sounds::decode(sources.as_mut()));
}

/// Turns this frame's game events into sounds.
fn cues_from_events(
    mut selected: MessageReader<StoneSelected>,
    mut played: MessageReader<MovePlayed>,
    mut ended: MessageReader<GameEnded>,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    sounds: Option<Res<Sounds>>,
    audio: Res<Audio>,
) {
    let mut cues = Vec::new();
    if selected.read().count() > 0 {
        cues.push(Cue::Select);
    }
    let mut moved = false;
    for move_played in played.read() {
        moved = true;
        let captured = move_played.mv.captured();
        cues.push(if captured > 0 {
            Cue::Capture(captured)
        } else {
            Cue::Move
        });
    }
    let game_over = ended.read().last().map(|GameEnded(outcome)| {
        Cue::for_outcome(outcome.winner, model.settings().opponent, model.human())
    });
    match game_over {
        Some(cue) => cues.push(cue),
        None if moved
            && model.outcome().is_none()
            && model.game().position().must_answer_breakthrough() =>
        {
            cues.push(Cue::Breakthrough);
        }
        None => {}
    }
    let Some(sounds) = sounds else { return };
    if !preferences.sound_on || preferences.volume < AUDIBLE_VOLUME {
        return;
    }
    for cue in cues {
        audio
            .play(sounds.handle(cue).clone())
            .with_volume(decibels(preferences.volume))
            .with_playback_rate(cue.playback_rate());
    }
}

/// Stops what is playing when the sound is switched off, so the switch acts at once.
fn silence_when_muted(preferences: Res<Preferences>, audio: Res<Audio>) {
    if preferences.is_changed() && !preferences.sound_on {
        audio.stop();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_sound_is_built_in_and_decodes() {
        let mut sources = Assets::<AudioSource>::default();
        let sounds = Sounds::decode(&mut sources);
        for handle in sounds.all() {
            let source = sources.get(handle).expect("a decoded sound");
            let seconds = source.sound.duration().as_secs_f64();
            assert!((0.05..3.0).contains(&seconds), "a sound lasts {seconds} s");
        }
    }
}
