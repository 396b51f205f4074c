//! The online game's windows, drawn with egui: the Invite / Join window (opened by
//! [`OnlineCommand::OpenWindow`]) and, while a room is open, a small window with the room's code
//! and link, who plays which colour, the connection, whose move it is, the clocks, the friend's
//! questions and the resign, takeback, rematch and leave buttons. Every button is an
//! [`OnlineCommand`]; the settings (name, relay, STUN/TURN) are edited in place.

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::online::words;
use crate::game::online::{
    OnlineClock, OnlineCommand, OnlineGame, OnlineSettings, OnlineWindow, Page,
};
use crate::game::preferences::Preferences;
use crate::game::ui::look::layout::centred;
use crate::game::ui::look::theme;
use crate::game::ui::state::WindowId;
use crate::game::values::{Language, SideChoice};
use crate::game::view::camera::BoardInsets;
use epaminondas_core::{GameOptions, Side};
use epaminondas_play::i18n::{OnlineKey, Text};
use epaminondas_play::online::{ClockSetting, Connection, JoinLink, Party, RelayUrl, Setup};

/// What the online windows read besides the room: the player's language, the room's clock and
/// where the board lies.
#[derive(bevy::ecs::system::SystemParam)]
pub struct OnlineLooks<'w> {
    preferences: Res<'w, Preferences>,
    clock: Res<'w, OnlineClock>,
    insets: Res<'w, BoardInsets>,
}

/// Draws the online windows.
pub fn draw(
    mut contexts: EguiContexts,
    mut window: ResMut<OnlineWindow>,
    mut settings: ResMut<OnlineSettings>,
    online: Option<ResMut<OnlineGame>>,
    looks: OnlineLooks,
    mut requests: MessageWriter<OnlineCommand>,
) -> Result {
    let OnlineLooks {
        preferences,
        clock,
        insets,
    } = looks;
    let Ok(ctx) = contexts.ctx_mut() else {
        return Ok(());
    };
    let lang = preferences.language();
    if let Some(mut online) = online {
        let place = status_place(ctx.content_rect(), &insets);
        status_window(
            ctx,
            place,
            &mut online,
            &mut window,
            lang,
            clock.now(),
            &mut requests,
        );
    }
    if window.open {
        setup_window(ctx, &mut window, &mut settings, lang, &mut requests);
    }
    Ok(())
}

/// The text of `key`, a message without variables, in `lang`.
fn say(lang: Language, key: OnlineKey) -> String {
    lang.say(&Text::new(key))
}

/// The Invite / Join window.
fn setup_window(
    ctx: &egui::Context,
    window: &mut OnlineWindow,
    settings: &mut OnlineSettings,
    lang: Language,
    requests: &mut MessageWriter<OnlineCommand>,
) {
    let mut open = true;
    centred(
        say(lang, OnlineKey::OnlineSetupTitle),
        WindowId::OnlineSetup,
        &mut open,
    )
    .show(ctx, |ui| {
        ui.set_max_width(420.0);
        match window.page {
            Page::Start => start_page(ui, window, settings, lang),
            Page::Invite => invite_page(ui, window, settings, lang, requests),
            Page::Join => join_page(ui, window, settings, lang, requests),
        }
        if let Some(error) = &window.error {
            ui.colored_label(theme::WARNING, lang.say(error));
        }
    });
    if !open {
        window.open = false;
        window.page = Page::Start;
        window.error = None;
    }
}

/// Name, relay, connection settings, and Invite or Join.
fn start_page(
    ui: &mut egui::Ui,
    window: &mut OnlineWindow,
    settings: &mut OnlineSettings,
    lang: Language,
) {
    ui.label(say(lang, OnlineKey::OnlineIntro));
    ui.add_space(6.0);
    ui.label(say(lang, OnlineKey::OnlineYourName));
    ui.text_edit_singleline(&mut settings.name);
    ui.label(say(lang, OnlineKey::OnlineRelayField));
    let mut relay = settings.relay.clone().unwrap_or_default();
    if ui.text_edit_singleline(&mut relay).changed() {
        settings.relay = Some(relay.trim().to_owned()).filter(|r| !r.is_empty());
    }
    egui::CollapsingHeader::new(say(lang, OnlineKey::OnlineIceServers))
        .id_salt("online ice")
        .show(ui, |ui| ice_settings(ui, window, settings, lang));
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        let relay_ok = settings.relay().is_ok();
        if ui
            .add_enabled(
                relay_ok,
                egui::Button::new(say(lang, OnlineKey::OnlineInvite)),
            )
            .clicked()
        {
            window.page = Page::Invite;
            window.error = None;
        }
        if ui
            .add_enabled(
                relay_ok,
                egui::Button::new(say(lang, OnlineKey::OnlineJoinFriend)),
            )
            .clicked()
        {
            window.page = Page::Join;
            window.error = None;
        }
        if !relay_ok && settings.relay.is_some() {
            window.error = settings.relay().err().map(|e| e.text());
        } else if relay_ok {
            window.error = None;
        }
    });
}

/// The STUN and TURN servers, one address a line, and a TURN user and credential.
fn ice_settings(
    ui: &mut egui::Ui,
    window: &mut OnlineWindow,
    settings: &mut OnlineSettings,
    lang: Language,
) {
    ui.label(say(lang, OnlineKey::OnlineIceHelp));
    let text = window
        .ice_text
        .get_or_insert_with(|| settings.ice.urls.join("\n"));
    if ui.text_edit_multiline(text).changed() {
        settings.ice.urls = text
            .lines()
            .map(str::trim)
            .filter(|line| !line.is_empty())
            .map(str::to_owned)
            .collect();
    }
    ui.label(say(lang, OnlineKey::OnlineTurnUser));
    let mut username = settings.ice.username.clone().unwrap_or_default();
    if ui.text_edit_singleline(&mut username).changed() {
        settings.ice.username = Some(username).filter(|u| !u.is_empty());
    }
    ui.label(say(lang, OnlineKey::OnlineTurnCredential));
    let mut credential = settings.ice.credential.clone().unwrap_or_default();
    if ui
        .add(egui::TextEdit::singleline(&mut credential).password(true))
        .changed()
    {
        settings.ice.credential = Some(credential).filter(|c| !c.is_empty());
    }
}

/// The host's choices: colour and clock; Create the room.
fn invite_page(
    ui: &mut egui::Ui,
    window: &mut OnlineWindow,
    settings: &OnlineSettings,
    lang: Language,
    requests: &mut MessageWriter<OnlineCommand>,
) {
    ui.label(say(lang, OnlineKey::OnlineYourSide));
    ui.horizontal(|ui| {
        for (choice, key) in [
            (SideChoice::White, OnlineKey::OnlineWhite),
            (SideChoice::Black, OnlineKey::OnlineBlack),
            (SideChoice::Random, OnlineKey::OnlineRandom),
        ] {
            ui.radio_value(&mut window.side, choice, say(lang, key));
        }
    });
    ui.label(say(lang, OnlineKey::OnlineClock));
    ui.horizontal_wrapped(|ui| {
        ui.radio_value(&mut window.clock, None, say(lang, OnlineKey::OnlineNoClock));
        for setting in ClockSetting::PRESETS {
            ui.radio_value(&mut window.clock, Some(setting), setting.to_string());
        }
    });
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        if ui.button(say(lang, OnlineKey::OnlineCreateRoom)).clicked() {
            let host_side = match window.side {
                SideChoice::White => Side::White,
                SideChoice::Black => Side::Black,
                SideChoice::Random => crate::game::board::model::resolve_side(
                    SideChoice::Random,
                    crate::game::board::model::coin(),
                ),
            };
            let setup = Setup {
                host_side,
                clock: window.clock,
                options: GameOptions::default(),
            };
            if settings.relay().is_ok() {
                requests.write(OnlineCommand::Host { setup, room: None });
                window.page = Page::Start;
            }
        }
        if ui.button(say(lang, OnlineKey::OnlineBack)).clicked() {
            window.page = Page::Start;
        }
    });
}

/// The code or link to join; Join.
fn join_page(
    ui: &mut egui::Ui,
    window: &mut OnlineWindow,
    settings: &OnlineSettings,
    lang: Language,
    requests: &mut MessageWriter<OnlineCommand>,
) {
    ui.label(say(lang, OnlineKey::OnlineJoinField));
    let edited = ui.text_edit_singleline(&mut window.join_text);
    let entered = edited.lost_focus() && ui.input(|i| i.key_pressed(egui::Key::Enter));
    ui.add_space(6.0);
    ui.horizontal(|ui| {
        if ui.button(say(lang, OnlineKey::OnlineJoin)).clicked() || entered {
            match JoinLink::read(&window.join_text) {
                Ok(link) => {
                    let relay = link.relay.or_else(|| settings.relay().ok());
                    requests.write(OnlineCommand::Join {
                        room: link.room,
                        relay,
                    });
                    window.page = Page::Start;
                    window.error = None;
                }
                Err(error) => window.error = Some(error.text()),
            }
        }
        if ui.button(say(lang, OnlineKey::OnlineBack)).clicked() {
            window.page = Page::Start;
            window.error = None;
        }
    });
}

/// The address to give the friend: in the browser the page's own with the room in it, on the
/// desktop the room's address on the relay (which Join takes too).
fn invitation(room: epaminondas_play::online::RoomCode, relay: &RelayUrl) -> String {
    #[cfg(target_arch = "wasm32")]
    if let Some(page) = web_sys::window().and_then(|window| window.location().href().ok()) {
        let link = JoinLink {
            room,
            relay: Some(relay.clone()),
        };
        return link.to_address(&page);
    }
    relay.room_url(room)
}

/// The room window's widest, where the side panel stands beside the board.
const STATUS_WIDTH: f32 = 320.0;
/// The room window's distance from the screen's edges, in logical pixels.
const STATUS_MARGIN: f32 = 8.0;

/// Where the room's window stands, clear of the board: over the side panel. Where the panels
/// sit under the board (a phone held upright) it spans the screen's width at the bottom;
/// otherwise it stands at the top right, under the bar.
#[derive(Clone, Copy, Debug, PartialEq)]
pub(crate) struct StatusPlace {
    /// The corner or edge it is anchored to.
    pub(crate) anchor: egui::Align2,
    /// Its offset from there.
    pub(crate) offset: egui::Vec2,
    /// The window's width; `fill`: exactly that wide, else at most.
    pub(crate) width: f32,
    /// Whether it is exactly `width` wide.
    pub(crate) fill: bool,
    /// Its greatest height, title bar included: the panel's, so that it never covers the
    /// board (its content scrolls beyond).
    pub(crate) max_height: f32,
}

/// The room window's place on a `screen` whose panels cover `insets` of it: over the bottom
/// of the panel under the board, or over the bottom of the side panel, as wide as the panel,
/// where it leaves the status and the move list above it in view; never taller than the panel
/// (on a phone its buttons reached up over the player's home rows).
pub(crate) fn status_place(screen: egui::Rect, insets: &BoardInsets) -> StatusPlace {
    if insets.bottom > insets.right {
        StatusPlace {
            anchor: egui::Align2::CENTER_BOTTOM,
            offset: egui::vec2(0.0, -STATUS_MARGIN),
            width: (screen.width() - 4.0 * STATUS_MARGIN).max(0.0),
            fill: true,
            max_height: (insets.bottom - 2.0 * STATUS_MARGIN).max(0.0),
        }
    } else {
        let panel = if insets.right > 0.0 {
            insets.right
        } else {
            STATUS_WIDTH
        };
        StatusPlace {
            anchor: egui::Align2::RIGHT_BOTTOM,
            offset: egui::vec2(-STATUS_MARGIN, -STATUS_MARGIN),
            width: (panel - 4.0 * STATUS_MARGIN)
                .min(screen.width() - 4.0 * STATUS_MARGIN)
                .max(0.0),
            fill: true,
            max_height: (screen.height() - insets.top - 2.0 * STATUS_MARGIN).max(0.0),
        }
    }
}

/// The room's window: code and link, seats, connection, turn, clocks, questions and buttons.
fn status_window(
    ctx: &egui::Context,
    place: StatusPlace,
    online: &mut OnlineGame,
    window: &mut OnlineWindow,
    lang: Language,
    now: u64,
    requests: &mut MessageWriter<OnlineCommand>,
) {
    let in_room = online.in_room();
    egui::Window::new(say(lang, OnlineKey::OnlineStatusTitle))
        .id(WindowId::OnlineStatus.egui_id())
        .collapsible(true)
        .resizable(false)
        .max_height(place.max_height)
        .vscroll(true)
        .anchor(place.anchor, place.offset)
        .fade_in(false)
        .fade_out(false)
        .show(ctx, |ui| {
            if place.fill {
                ui.set_min_width(place.width);
            }
            ui.set_max_width(place.width);
            let session = &online.session;
            ui.horizontal(|ui| {
                ui.label(say(lang, OnlineKey::OnlineRoom));
                ui.strong(online.room.spaced());
                if ui.small_button(say(lang, OnlineKey::OnlineCopy)).clicked() {
                    ui.ctx().copy_text(online.room.spaced());
                }
            });
            let link = invitation(online.room, &online.relay);
            // The button first, from the right, so that the link shortens to the room left
            // and the row keeps to the window's width.
            let row = egui::vec2(ui.available_width(), ui.spacing().interact_size.y);
            let right_to_left = egui::Layout::right_to_left(egui::Align::Center);
            ui.allocate_ui_with_layout(row, right_to_left, |ui| {
                if ui
                    .small_button(say(lang, OnlineKey::OnlineCopyLink))
                    .clicked()
                {
                    ui.ctx().copy_text(link.clone());
                }
                ui.add(egui::Label::new(egui::RichText::new(&link).small()).truncate());
            });
            ui.separator();
            if let Some(me) = session.my_side() {
                ui.label(lang.say(&words::seats(me, session.friend_name())));
            }
            let line = match online.relay_problem() {
                Some(_) => words::relay_unreachable(online.relay.as_str()),
                None if !in_room && session.connection() != Connection::Connected => {
                    words::connecting_to_relay(online.relay.as_str())
                }
                None => words::connection(session.connection(), now, session.hosting()),
            };
            ui.label(lang.say(&line));
            if let (Some(me), Some(game)) = (session.my_side(), session.game()) {
                let turn = match session.end() {
                    Some(end) => words::ending(end, me),
                    None if session.is_my_turn() => Text::new(OnlineKey::OnlineYourMove),
                    None => Text::new(OnlineKey::OnlineFriendsMove),
                };
                ui.strong(lang.say(&turn));
                if let Some(clock) = session.clock() {
                    ui.label(lang.say(&words::clocks(|side| clock.left(side, now))));
                }
                let played = Text::new(OnlineKey::OnlineMovesPlayed).with("n", game.moves().len());
                ui.label(lang.say(&played));
            }
            questions(ui, online, lang, requests);
            ui.separator();
            buttons(ui, online, window, lang, requests);
            for text in online.news() {
                ui.label(egui::RichText::new(lang.say(text)).small().weak());
            }
            if let Some(ms) = online.round_trip_ms() {
                let round_trip = Text::new(OnlineKey::OnlineRoundTrip).with("ms", ms);
                ui.label(egui::RichText::new(lang.say(&round_trip)).small().weak());
            }
        });
}

/// The friend's takeback request and rematch offer, with their answers.
fn questions(
    ui: &mut egui::Ui,
    online: &OnlineGame,
    lang: Language,
    requests: &mut MessageWriter<OnlineCommand>,
) {
    let session = &online.session;
    if session
        .pending_takeback()
        .is_some_and(|t| t.from == Party::Friend)
    {
        ui.label(say(lang, OnlineKey::OnlineFriendAsksTakeback));
        ui.horizontal(|ui| {
            if ui.button(say(lang, OnlineKey::OnlineAllow)).clicked() {
                requests.write(OnlineCommand::AnswerTakeback(true));
            }
            if ui.button(say(lang, OnlineKey::OnlineDecline)).clicked() {
                requests.write(OnlineCommand::AnswerTakeback(false));
            }
        });
    }
    if session.pending_rematch() == Some(Party::Friend) {
        ui.label(say(lang, OnlineKey::OnlineFriendOffersRematch));
        ui.horizontal(|ui| {
            if ui.button(say(lang, OnlineKey::OnlinePlayAgain)).clicked() {
                requests.write(OnlineCommand::AnswerRematch(true));
            }
            if ui.button(say(lang, OnlineKey::OnlineNoThanks)).clicked() {
                requests.write(OnlineCommand::AnswerRematch(false));
            }
        });
    }
}

/// Resign (asked twice), take back, rematch, back to the board, reconnect, leave.
fn buttons(
    ui: &mut egui::Ui,
    online: &OnlineGame,
    window: &mut OnlineWindow,
    lang: Language,
    requests: &mut MessageWriter<OnlineCommand>,
) {
    let session = &online.session;
    let ongoing = session.game().is_some() && session.end().is_none();
    let connected = session.connection() == Connection::Connected;
    ui.horizontal_wrapped(|ui| {
        if !online.shown
            && session.game().is_some()
            && ui.button(say(lang, OnlineKey::OnlineBackToGame)).clicked()
        {
            requests.write(OnlineCommand::Show);
        }
        if ongoing {
            if window.confirming_resign {
                if ui.button(say(lang, OnlineKey::OnlineYesResign)).clicked() {
                    requests.write(OnlineCommand::Resign);
                    window.confirming_resign = false;
                }
                if ui.button(say(lang, OnlineKey::OnlineNo)).clicked() {
                    window.confirming_resign = false;
                }
            } else if ui.button(say(lang, OnlineKey::OnlineResign)).clicked() {
                window.confirming_resign = true;
            }
            let asked = session
                .pending_takeback()
                .is_some_and(|t| t.from == Party::Me);
            if ui
                .add_enabled(
                    connected && !asked,
                    egui::Button::new(say(lang, OnlineKey::OnlineAskTakeback)),
                )
                .clicked()
            {
                requests.write(OnlineCommand::RequestTakeback);
            }
        } else if session.game().is_some() {
            let offered = session.pending_rematch() == Some(Party::Me);
            let label = if offered {
                say(lang, OnlineKey::OnlineRematchOffered)
            } else {
                say(lang, OnlineKey::OnlineRematch)
            };
            if ui
                .add_enabled(connected && !offered, egui::Button::new(label))
                .clicked()
            {
                requests.write(OnlineCommand::OfferRematch);
            }
        }
        if !connected && ui.button(say(lang, OnlineKey::OnlineReconnect)).clicked() {
            requests.write(OnlineCommand::Reconnect);
        }
        if ui.button(say(lang, OnlineKey::OnlineLeave)).clicked() {
            requests.write(OnlineCommand::Leave);
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    fn insets(right: f32, bottom: f32) -> BoardInsets {
        BoardInsets {
            left: 0.0,
            right,
            top: 50.0,
            bottom,
        }
    }

    #[test]
    fn the_room_window_stands_over_the_side_panel_not_the_board() {
        let laptop = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(1280.0, 800.0));
        let beside = status_place(laptop, &insets(260.0, 0.0));
        assert_eq!(
            beside.anchor,
            egui::Align2::RIGHT_BOTTOM,
            "at the panel's foot, under the move list"
        );
        assert!(beside.fill && beside.width + 2.0 * STATUS_MARGIN < 260.0);
        // A phone held upright: the panel is under the board; the window spans the width
        // there instead of covering the board (and its left edge stays on the screen).
        let phone = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(390.0, 844.0));
        let under = status_place(phone, &insets(0.0, 380.0));
        assert_eq!(under.anchor, egui::Align2::CENTER_BOTTOM);
        assert!(under.fill && under.width <= 390.0 - 2.0 * STATUS_MARGIN);
        // No taller than the panel: the board above it stays in reach.
        assert!(under.max_height <= 380.0, "{}", under.max_height);
        assert!(beside.max_height <= 800.0 - 50.0, "{}", beside.max_height);
        // A narrow window with the panel beside the board: never wider than the screen.
        let narrow = egui::Rect::from_min_size(egui::Pos2::ZERO, egui::vec2(300.0, 600.0));
        assert!(status_place(narrow, &insets(100.0, 0.0)).width < 300.0);
    }
}
