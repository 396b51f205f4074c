//! The text move box: a small window where a move is typed in the rules' notation (`e2-e4`,
//! `d2xd6`) and played with Enter. The text is read by the rules core
//! ([`epaminondas_play::learn::read_typed_move`]); a legal move is played by the clicks a player would
//! make on the board ([`typed_move_actions`]), so the tutorial, the turn and the computer's
//! thinking are respected exactly as for a click; a refused text says why in the board's
//! words. T opens and closes the box; R reads the state aloud.

use super::announcer::Announcements;
use crate::game::action::{BoardAction, PlayerAction};
use crate::game::board::model::GameModel;
use crate::game::preferences::Preferences;
use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};
use epaminondas_play::i18n::{Key, Text};
use epaminondas_play::learn::{Refusal, read_typed_move, state_readout};

/// How many announcements the box shows.
const SHOWN: usize = 3;
/// The box's width, in points: as wide as the side panel, over whose foot it stands.
const BOX_WIDTH: f32 = 280.0;
/// The height of the box's log of announcements, in points: the log scrolls inside it, so the
/// box keeps its size (and its × its place under the pointer) however long the lines are.
const LOG_HEIGHT: f32 = 64.0;

/// The move box's state.
#[derive(Resource, Default, Debug)]
pub struct MoveBox {
    /// Whether the box is shown.
    pub open: bool,
    /// The text typed so far.
    pub text: String,
    /// The answer to the last typed move: why it was refused (none once played).
    pub reply: Option<String>,
    /// The field takes the keyboard's focus at the next pass.
    focus: bool,
}

/// A move typed in the box or in the page's hidden field, to be read and played.
#[derive(Message, Clone, Debug, PartialEq, Eq)]
pub struct TypedMove(pub String);

/// The player's actions that play the move `typed` names, as clicks on the board would: the
/// selection cleared, the moving line's tail chosen (and its front, for a line of several
/// stones), then its landing. Refused, with the reason in words, when the player may not move
/// now (a review, the computer's or a friend's turn) or the rules do not allow the text.
pub fn typed_move_actions(model: &GameModel, typed: &str) -> Result<Vec<PlayerAction>, Text> {
    if model.review().is_some() {
        return Err(Text::new(Key::MoveBoxReviewing));
    }
    if model.is_computer_turn() {
        return Err(Refusal::ComputerThinking.text());
    }
    let position = model.game().position();
    let mv = read_typed_move(position, typed)?;
    if !model.is_player_turn() {
        return Err(Text::new(Key::MoveBoxWait));
    }
    let mut actions = vec![
        PlayerAction::Board(BoardAction::Clear),
        PlayerAction::Board(BoardAction::Activate(mv.tail())),
    ];
    if mv.group_len() > 1 {
        actions.push(PlayerAction::Board(BoardAction::Activate(mv.front())));
    }
    actions.push(PlayerAction::Board(BoardAction::Activate(mv.landing())));
    Ok(actions)
}

/// T opens or closes the box (its field then has the keyboard); R reads the state of the
/// position shown.
pub(super) fn keys(
    keys: Res<ButtonInput<KeyCode>>,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    mut boxed: ResMut<MoveBox>,
    mut said: ResMut<Announcements>,
) {
    if keys.just_pressed(KeyCode::KeyT) {
        boxed.open = !boxed.open;
        boxed.focus = boxed.open;
    }
    if keys.just_pressed(KeyCode::KeyR) {
        let language = preferences.language();
        said.say(language.say(&state_readout(model.shown_position())));
    }
}

/// Reads the typed moves: a legal one is played through the board's actions, a refused one is
/// said and shown under the field.
pub(super) fn play_typed(
    mut typed: MessageReader<TypedMove>,
    model: Res<GameModel>,
    preferences: Res<Preferences>,
    mut boxed: ResMut<MoveBox>,
    mut said: ResMut<Announcements>,
    mut actions: MessageWriter<PlayerAction>,
) {
    let language = preferences.language();
    for TypedMove(text) in typed.read() {
        match typed_move_actions(&model, text) {
            Ok(clicks) => {
                actions.write_batch(clicks);
                boxed.text.clear();
                boxed.reply = None;
            }
            Err(why) => {
                let why = language.say(&why);
                said.say(why.clone());
                boxed.reply = Some(why);
            }
        }
    }
}

/// The box, at the window's bottom right, over the foot of the side panel and not over the
/// board: the field, Play, how to write a move and the keys, the answer to a refused move, and
/// the last announcements (the square under the cursor among them), in a box of one size.
/// Escape closes it. A T pressed again while the box was on its way is not typed into it.
pub(super) fn draw(
    mut contexts: EguiContexts,
    mut boxed: ResMut<MoveBox>,
    said: Res<Announcements>,
    preferences: Res<Preferences>,
    mut typed: MessageWriter<TypedMove>,
) -> Result {
    if !boxed.open {
        return Ok(());
    }
    let Ok(ctx) = contexts.ctx_mut() else {
        return Ok(());
    };
    if ctx.input(|input| input.key_pressed(egui::Key::Escape)) {
        boxed.open = false;
        return Ok(());
    }
    let field_id = egui::Id::new("move-box-field");
    if boxed.focus || ctx.memory(|memory| memory.has_focus(field_id)) {
        // No move holds a T (the files run from a to n): a T that reaches the field is the key
        // that opened the box, pressed again while the box was on its way.
        ctx.input_mut(|input| {
            input.events.retain(
                |event| !matches!(event, egui::Event::Text(text) if text.eq_ignore_ascii_case("t")),
            );
        });
    }
    let language = preferences.language();
    let mut open = true;
    egui::Window::new(language.text(Key::MoveBoxTitle))
        .id(egui::Id::new("move-box"))
        .open(&mut open)
        .collapsible(false)
        .resizable(false)
        .anchor(egui::Align2::RIGHT_BOTTOM, egui::vec2(-12.0, -12.0))
        .fixed_size(egui::vec2(BOX_WIDTH, 0.0))
        .show(ctx, |ui| {
            let mut submit = false;
            ui.horizontal(|ui| {
                let field = ui.add(
                    egui::TextEdit::singleline(&mut boxed.text)
                        .id(field_id)
                        .hint_text("e2-e4")
                        .desired_width(160.0),
                );
                if boxed.focus {
                    field.request_focus();
                    boxed.focus = false;
                }
                let entered =
                    field.lost_focus() && ui.input(|input| input.key_pressed(egui::Key::Enter));
                if entered {
                    // Enter leaves a single-line field: keep typing there.
                    field.request_focus();
                }
                let play = ui.button(language.text(Key::MoveBoxPlay)).clicked();
                submit = entered || play;
            });
            ui.label(egui::RichText::new(language.text(Key::MoveBoxHint)).small());
            ui.label(
                egui::RichText::new(language.text(Key::MoveBoxKeys))
                    .small()
                    .weak(),
            );
            ui.separator();
            egui::ScrollArea::vertical()
                .max_height(LOG_HEIGHT)
                .min_scrolled_height(LOG_HEIGHT)
                .stick_to_bottom(true)
                .auto_shrink([false, false])
                .show(ui, |ui| {
                    if let Some(reply) = &boxed.reply {
                        ui.colored_label(ui.visuals().warn_fg_color, reply);
                    }
                    for line in said.recent(SHOWN) {
                        ui.label(line);
                    }
                });
            if submit && !boxed.text.trim().is_empty() {
                typed.write(TypedMove(boxed.text.clone()));
            }
        });
    if !open {
        boxed.open = false;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::game::values::{GameSettings, Opponent};
    use crate::game::{action, board, computer, input, notify, preferences, schedule, ui};
    use epaminondas_core::{Game, GameOptions, Side};
    use epaminondas_play::i18n::Language;

    /// A headless game of two people at one device (the plugins of the game's headless core),
    /// with the access plugin's systems that need no window.
    fn app() -> App {
        let mut app = App::new();
        app.add_plugins(MinimalPlugins)
            .insert_resource(GameModel::new(
                Game::new(GameOptions::default()),
                GameSettings {
                    opponent: Opponent::Human,
                    ..GameSettings::default()
                },
                Side::White,
            ))
            .add_plugins((
                schedule::plugin,
                action::plugin,
                notify::plugin,
                preferences::plugin,
                board::plugin,
                computer::plugin,
                ui::state::plugin,
                input::pointer::plugin,
            ))
            .init_resource::<Announcements>()
            .init_resource::<MoveBox>()
            .add_message::<TypedMove>()
            .add_systems(
                Update,
                (
                    play_typed.in_set(crate::game::schedule::GameSystems::Input),
                    super::super::announcer::announce
                        .in_set(crate::game::schedule::GameSystems::AfterModel),
                ),
            );
        app.update();
        app
    }

    fn type_move(app: &mut App, text: &str) {
        app.world_mut().write_message(TypedMove(text.into()));
        for _ in 0..3 {
            app.update();
        }
    }

    #[test]
    fn a_typed_move_is_played_by_the_board_and_said() {
        let mut app = app();
        type_move(&mut app, "e1-e3");
        let model = app.world().resource::<GameModel>();
        assert_eq!(model.game().moves().len(), 1);
        assert_eq!(model.game().moves()[0].to_string(), "e1-e3");
        let said = app.world().resource::<Announcements>();
        assert!(
            said.recent(5).iter().any(|s| s == "White: e1-e3."),
            "{said:?}"
        );
        // Black's single stone, then a refused line: nothing played, the reason said.
        type_move(&mut app, "e11-e10");
        type_move(&mut app, "e2-e6");
        let model = app.world().resource::<GameModel>();
        assert_eq!(model.game().moves().len(), 2, "{:?}", model.game().moves());
        let boxed = app.world().resource::<MoveBox>();
        let expected = Refusal::TooFar {
            stones: 2,
            distance: 3,
        }
        .text();
        assert!(
            Language::ALL
                .iter()
                .any(|language| boxed.reply.as_deref() == Some(language.say(&expected).as_str())),
            "{boxed:?}"
        );
        // Not a move at all.
        type_move(&mut app, "hello");
        assert_eq!(app.world().resource::<GameModel>().game().moves().len(), 2);
    }

    #[test]
    fn typed_moves_wait_for_the_players_turn() {
        let model = GameModel::new(
            Game::new(GameOptions::default()),
            GameSettings::default(),
            Side::Black,
        );
        // Against the computer, which plays White first.
        assert!(model.is_computer_turn());
        assert_eq!(
            typed_move_actions(&model, "e1-e3").unwrap_err(),
            Refusal::ComputerThinking.text()
        );
        let model = GameModel::new(
            Game::new(GameOptions::default()),
            GameSettings::default(),
            Side::White,
        );
        let clicks = typed_move_actions(&model, "e1-e3").unwrap();
        assert_eq!(clicks.len(), 4, "clear, tail, front, landing: {clicks:?}");
        assert!(typed_move_actions(&model, "e2-e3").is_ok());
        assert_eq!(typed_move_actions(&model, "e2-e3").unwrap().len(), 3);
    }
}
