//! The Players online window (a correspondence server, [`crate::game::correspondence`]): the
//! server's address and the account (sign in, a new account, a guest, keeping a guest's
//! account, signing out), the lobby (open challenges to accept, the player's own to withdraw,
//! those made for the player, a form to offer a game), the player's games (whose move, the time
//! left, the result; each opens on the board) and the rating list; and, while one of the
//! player's games is on the board, a small window with its players, whose move it is, the time
//! left, the last news and Resign. Every button is a [`ServerCommand`].

use bevy::prelude::*;
use bevy_egui::{EguiContexts, egui};

use crate::game::correspondence::{
    OpenGame, ServerAccount, ServerCommand, ServerLink, ServerPlay, ServerWindow, Tab, side_name,
};
use crate::game::preferences::Preferences;
use crate::game::ui::look::layout::centred;
use crate::game::ui::look::theme;
use crate::game::ui::state::WindowId;
use crate::game::ui::windows::online::status_place;
use crate::game::values::Language;
use crate::game::view::camera::BoardInsets;
use epaminondas_core::Side;
use epaminondas_play::correspondence::api::{
    Challenge, DAYS_PER_MOVE, MyGame, NewChallenge, Rating,
};
use epaminondas_play::i18n::{Key, ServerKey, Text};

/// The window's width.
const WIDTH: f32 = 440.0;
/// The window's distance from the bar.
const WINDOW_MARGIN: f32 = 12.0;
/// The height the window's title, tabs and margins take beside its scrolled body.
const WINDOW_CHROME: f32 = 110.0;
/// The least height of the window's body.
const MIN_BODY: f32 = 120.0;

/// What the window reads.
#[derive(bevy::ecs::system::SystemParam)]
pub(crate) struct ServerView<'w> {
    account: ResMut<'w, ServerAccount>,
    play: Res<'w, ServerPlay>,
    link: Res<'w, ServerLink>,
    preferences: Res<'w, Preferences>,
    insets: Res<'w, BoardInsets>,
}

/// Draws the Players online window while it is open, and the open game's window while the
/// board shows it.
pub(crate) fn draw(
    mut contexts: EguiContexts,
    mut view: ServerView,
    mut window: ResMut<ServerWindow>,
    mut commands: MessageWriter<ServerCommand>,
) -> Result {
    let Ok(ctx) = contexts.ctx_mut() else {
        return Ok(());
    };
    let lang = view.preferences.language();
    let mut asked = Vec::new();
    if let Some(open) = view.play.open.as_ref().filter(|open| open.shown) {
        let place = status_place(ctx.content_rect(), &view.insets);
        egui::Window::new(say(lang, ServerKey::ServerGameTitle))
            .id(WindowId::ServerGame.egui_id())
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
                game_status(ui, open, &view.play, &mut window, lang, &mut asked);
            });
    }
    if window.open {
        let mut open = true;
        // Anchored under the bar, not centred: the tabs stay where they are whatever a tab holds.
        let top = view.insets.top + WINDOW_MARGIN;
        centred(
            say(lang, ServerKey::ServerTitle),
            WindowId::Server,
            &mut open,
        )
        .anchor(egui::Align2::CENTER_TOP, egui::vec2(0.0, top))
        .show(ctx, |ui| {
            ui.set_width(WIDTH.min(ctx.content_rect().width() - 40.0));
            tabs(
                ui,
                &mut window,
                view.account.session.is_some(),
                lang,
                &mut asked,
            );
            ui.separator();
            // The tab scrolls where the window would pass the screen's foot.
            let body =
                (ctx.content_rect().height() - top - WINDOW_MARGIN - WINDOW_CHROME).max(MIN_BODY);
            egui::ScrollArea::vertical()
                .id_salt("server window body")
                .max_height(body)
                .show(ui, |ui| {
                    match window.tab {
                        Tab::Account => {
                            account_tab(ui, &mut view.account, &mut window, lang, &mut asked);
                        }
                        Tab::Lobby => lobby_tab(ui, &view, &mut window, lang, &mut asked),
                        Tab::Games => games_tab(ui, &view.play, lang, &mut asked),
                        Tab::Ratings => ratings_tab(ui, &view.play, lang),
                    }
                    ui.separator();
                    footer(ui, &view, lang, &mut asked);
                });
        });
        if !open {
            asked.push(ServerCommand::CloseWindow);
        }
    }
    commands.write_batch(asked);
    Ok(())
}

/// The text of `key`, a message without variables, in `lang`.
fn say(lang: Language, key: ServerKey) -> String {
    lang.say(&Text::new(key))
}

/// The tabs; all but the account's wait for a session.
fn tabs(
    ui: &mut egui::Ui,
    window: &mut ServerWindow,
    signed_in: bool,
    lang: Language,
    asked: &mut Vec<ServerCommand>,
) {
    ui.horizontal_wrapped(|ui| {
        for (tab, key) in [
            (Tab::Account, ServerKey::ServerTabAccount),
            (Tab::Lobby, ServerKey::ServerTabLobby),
            (Tab::Games, ServerKey::ServerTabGames),
            (Tab::Ratings, ServerKey::ServerTabRatings),
        ] {
            let enabled = signed_in || tab == Tab::Account || tab == Tab::Ratings;
            let chosen = window.tab == tab;
            let button = egui::Button::selectable(chosen, say(lang, key));
            if ui.add_enabled(enabled, button).clicked() && !chosen {
                window.tab = tab;
                asked.push(ServerCommand::Refresh);
            }
        }
    });
}

/// The server, signing in or up, or the signed-in account.
fn account_tab(
    ui: &mut egui::Ui,
    account: &mut ServerAccount,
    window: &mut ServerWindow,
    lang: Language,
    asked: &mut Vec<ServerCommand>,
) {
    ui.label(say(lang, ServerKey::ServerIntro));
    ui.add_space(4.0);
    let Some(session) = account.session.clone() else {
        ui.label(say(lang, ServerKey::ServerAddress));
        ui.add(egui::TextEdit::singleline(&mut account.address).desired_width(f32::INFINITY));
        credentials_fields(ui, window, lang);
        let filled = !window.name.trim().is_empty() && !window.password.is_empty();
        ui.horizontal_wrapped(|ui| {
            if ui
                .add_enabled(
                    filled,
                    theme::primary_button(&say(lang, ServerKey::ServerSignIn)),
                )
                .clicked()
            {
                asked.push(ServerCommand::SignIn {
                    name: window.name.clone(),
                    password: window.password.clone(),
                });
            }
            if ui
                .add_enabled(
                    filled,
                    egui::Button::new(say(lang, ServerKey::ServerSignUp)),
                )
                .clicked()
            {
                asked.push(ServerCommand::SignUp {
                    name: window.name.clone(),
                    password: window.password.clone(),
                });
            }
            if ui.button(say(lang, ServerKey::ServerGuest)).clicked() {
                asked.push(ServerCommand::Guest);
            }
        });
        return;
    };
    ui.strong(lang.say(&Text::new(ServerKey::ServerSignedInAs).with("name", session.account.name)));
    ui.weak(&account.address);
    if session.account.guest {
        ui.add_space(4.0);
        ui.label(say(lang, ServerKey::ServerGuestNote));
        credentials_fields(ui, window, lang);
        let filled = !window.name.trim().is_empty() && !window.password.is_empty();
        if ui
            .add_enabled(filled, egui::Button::new(say(lang, ServerKey::ServerClaim)))
            .clicked()
        {
            asked.push(ServerCommand::Claim {
                name: window.name.clone(),
                password: window.password.clone(),
            });
        }
    }
    ui.add_space(4.0);
    if ui.button(say(lang, ServerKey::ServerSignOut)).clicked() {
        asked.push(ServerCommand::SignOut);
    }
}

/// The name and password fields.
fn credentials_fields(ui: &mut egui::Ui, window: &mut ServerWindow, lang: Language) {
    ui.label(say(lang, ServerKey::ServerName));
    ui.add(egui::TextEdit::singleline(&mut window.name).desired_width(f32::INFINITY));
    ui.label(say(lang, ServerKey::ServerPassword));
    ui.add(
        egui::TextEdit::singleline(&mut window.password)
            .password(true)
            .desired_width(f32::INFINITY),
    );
}

/// A challenge as one line: who, their rating, the days a move, colour, rated or not.
fn challenge_line(challenge: &Challenge, lang: Language) -> String {
    let colour = match challenge.colour.as_str() {
        "white" => ServerKey::ServerTheyWhite,
        "black" => ServerKey::ServerTheyBlack,
        _ => ServerKey::ServerSideRandom,
    };
    let rated = if challenge.rated {
        ServerKey::ServerRated
    } else {
        ServerKey::ServerCasual
    };
    format!(
        "{} ({}) · {} · {} · {}",
        challenge.creator,
        challenge.creator_rating.shown(),
        lang.say(&Text::new(ServerKey::ServerDaysPerMove).with("days", challenge.days_per_move)),
        say(lang, colour),
        say(lang, rated),
    )
}

/// The lobby, the challenges for the player and the player's own, and the form to offer one.
fn lobby_tab(
    ui: &mut egui::Ui,
    view: &ServerView,
    window: &mut ServerWindow,
    lang: Language,
    asked: &mut Vec<ServerCommand>,
) {
    let me = view.account.name().unwrap_or_default().to_lowercase();
    let incoming = &view.play.challenges.incoming;
    if !incoming.is_empty() {
        ui.strong(say(lang, ServerKey::ServerForYou));
        for challenge in incoming {
            ui.horizontal_wrapped(|ui| {
                if ui.button(say(lang, ServerKey::ServerAccept)).clicked() {
                    asked.push(ServerCommand::Accept(challenge.id.clone()));
                }
                if ui.button(say(lang, ServerKey::ServerDecline)).clicked() {
                    asked.push(ServerCommand::Withdraw(challenge.id.clone()));
                }
                ui.label(challenge_line(challenge, lang));
            });
        }
        ui.separator();
    }
    ui.strong(say(lang, ServerKey::ServerTabLobby));
    if view.play.lobby.is_empty() {
        ui.weak(say(lang, ServerKey::ServerNoChallenges));
    }
    for challenge in &view.play.lobby {
        ui.horizontal_wrapped(|ui| {
            if challenge.creator.to_lowercase() == me {
                if ui.button(say(lang, ServerKey::ServerWithdraw)).clicked() {
                    asked.push(ServerCommand::Withdraw(challenge.id.clone()));
                }
            } else if ui
                .add(theme::primary_button(&say(lang, ServerKey::ServerAccept)))
                .clicked()
            {
                asked.push(ServerCommand::Accept(challenge.id.clone()));
            }
            ui.label(challenge_line(challenge, lang));
        });
    }
    let named: Vec<&Challenge> = view
        .play
        .challenges
        .outgoing
        .iter()
        .filter(|challenge| challenge.opponent.is_some())
        .collect();
    if !named.is_empty() {
        ui.separator();
        ui.strong(say(lang, ServerKey::ServerYours));
        for challenge in named {
            ui.horizontal_wrapped(|ui| {
                if ui.button(say(lang, ServerKey::ServerWithdraw)).clicked() {
                    asked.push(ServerCommand::Withdraw(challenge.id.clone()));
                }
                let to = challenge.opponent.as_deref().unwrap_or_default();
                let terms = challenge_line(challenge, lang);
                ui.label(
                    lang.say(
                        &Text::new(Key::Labelled)
                            .with("label", to)
                            .with("value", terms),
                    ),
                );
            });
        }
    }
    ui.separator();
    offer_form(ui, view, window, lang, asked);
}

/// The form that offers a game.
fn offer_form(
    ui: &mut egui::Ui,
    view: &ServerView,
    window: &mut ServerWindow,
    lang: Language,
    asked: &mut Vec<ServerCommand>,
) {
    ui.strong(say(lang, ServerKey::ServerNewChallenge));
    ui.horizontal_wrapped(|ui| {
        ui.label(say(lang, ServerKey::ServerDays));
        for days in DAYS_PER_MOVE {
            ui.radio_value(&mut window.days, days, days.to_string());
        }
    });
    ui.horizontal_wrapped(|ui| {
        ui.label(say(lang, ServerKey::ServerYourSide));
        for (colour, key) in [
            ("white", ServerKey::ServerWhite),
            ("black", ServerKey::ServerBlack),
            ("random", ServerKey::ServerRandom),
        ] {
            ui.radio_value(&mut window.colour, colour, say(lang, key));
        }
    });
    let guest = view
        .account
        .session
        .as_ref()
        .is_some_and(|session| session.account.guest);
    // A guest plays unrated games only: the box shows it, unticked and off.
    let mut rated = window.rated && !guest;
    ui.add_enabled_ui(!guest, |ui| {
        ui.checkbox(&mut rated, say(lang, ServerKey::ServerRatedGame));
    });
    if !guest {
        window.rated = rated;
    }
    ui.label(say(lang, ServerKey::ServerOnlyFor));
    ui.add(egui::TextEdit::singleline(&mut window.only_for).desired_width(f32::INFINITY));
    if ui
        .add(theme::primary_button(&say(lang, ServerKey::ServerOffer)))
        .clicked()
    {
        let only_for = window.only_for.trim();
        asked.push(ServerCommand::Offer(NewChallenge {
            days_per_move: window.days,
            colour: window.colour.to_string(),
            rated: window.rated && !guest,
            opponent: (!only_for.is_empty()).then(|| only_for.to_string()),
        }));
    }
}

/// The time left as the player reads it: days, or hours under a day.
fn time_left(ms: i64, lang: Language) -> String {
    const HOUR_MS: i64 = 3_600_000;
    let hours = (ms.max(0) + HOUR_MS - 1) / HOUR_MS;
    if hours >= 24 {
        lang.say(&Text::new(ServerKey::ServerDaysLeft).with("days", hours / 24))
    } else {
        lang.say(&Text::new(ServerKey::ServerHoursLeft).with("hours", hours))
    }
}

/// One of the player's games as a line: the opponent, the colour, whose move, the time left
/// or the result.
fn game_line(game: &MyGame, lang: Language) -> String {
    let colour = if game.colour == "white" {
        ServerKey::ServerYouWhite
    } else {
        ServerKey::ServerYouBlack
    };
    let versus = lang.say(&Text::new(ServerKey::ServerVersus).with("name", game.opponent.as_str()));
    let state = match &game.result {
        Some(result) => result.clone(),
        None => {
            let turn = if game.your_turn {
                ServerKey::ServerYourMove
            } else {
                ServerKey::ServerTheirMove
            };
            match game.time_left_ms {
                Some(ms) => format!("{}, {}", say(lang, turn), time_left(ms, lang)),
                None => say(lang, turn),
            }
        }
    };
    format!("{versus} · {} · {state}", say(lang, colour))
}

/// The player's games, each with Open.
fn games_tab(ui: &mut egui::Ui, play: &ServerPlay, lang: Language, asked: &mut Vec<ServerCommand>) {
    if play.games.is_empty() {
        ui.weak(say(lang, ServerKey::ServerNoGames));
        return;
    }
    for game in &play.games {
        ui.horizontal_wrapped(|ui| {
            if ui.button(say(lang, ServerKey::ServerOpen)).clicked() {
                asked.push(ServerCommand::Open(game.id.clone()));
            }
            let line = game_line(game, lang);
            if game.your_turn && game.result.is_none() {
                ui.colored_label(theme::ACCENT, line);
            } else {
                ui.label(line);
            }
        });
    }
}

/// The rating list.
fn ratings_tab(ui: &mut egui::Ui, play: &ServerPlay, lang: Language) {
    if play.ratings.is_empty() {
        ui.weak(say(lang, ServerKey::ServerNoRatings));
        return;
    }
    egui::Grid::new("server ratings grid")
        .num_columns(3)
        .striped(true)
        .show(ui, |ui| {
            for (rank, player) in play.ratings.iter().enumerate() {
                ui.label(format!("{}.", rank + 1));
                ui.label(&player.name);
                ui.label(rating_text(&player.rating));
                ui.end_row();
            }
        });
}

/// A rating with its deviation: `1623 ± 61`, `1500? ± 500`.
fn rating_text(rating: &Rating) -> String {
    format!("{} ± {}", rating.shown(), rating.deviation.round())
}

/// The news, whether a request is on its way, Refresh.
fn footer(ui: &mut egui::Ui, view: &ServerView, lang: Language, asked: &mut Vec<ServerCommand>) {
    news(ui, &view.play, lang);
    ui.horizontal(|ui| {
        if ui.button(say(lang, ServerKey::ServerRefresh)).clicked() {
            asked.push(ServerCommand::Refresh);
        }
        if view.link.busy() {
            ui.weak(say(lang, ServerKey::ServerWorking));
        }
    });
}

/// What the player was told last, in the warning's colour when it went wrong.
fn news(ui: &mut egui::Ui, play: &ServerPlay, lang: Language) {
    if let Some(news) = &play.news {
        let text = egui::RichText::new(lang.say(news));
        if play.news_is_error {
            ui.label(text.color(theme::WARNING));
        } else {
            ui.label(text);
        }
    }
}

/// The open game: its players, whose move it is and the time left (or its result), the news,
/// the list of games and Resign.
fn game_status(
    ui: &mut egui::Ui,
    open: &OpenGame,
    play: &ServerPlay,
    window: &mut ServerWindow,
    lang: Language,
    asked: &mut Vec<ServerCommand>,
) {
    let game = &open.game;
    for (side, key) in [
        (Side::White, ServerKey::ServerWhite),
        (Side::Black, ServerKey::ServerBlack),
    ] {
        let seat = game.seat(side);
        let line = format!(
            "{}: {} ({})",
            say(lang, key),
            seat.name,
            seat.rating.shown()
        );
        if side == open.me {
            ui.strong(line);
        } else {
            ui.label(line);
        }
    }
    match (&game.result, &game.termination) {
        (Some(result), why) => {
            ui.strong(
                lang.say(
                    &Text::new(ServerKey::ServerOver)
                        .with("result", result.as_str())
                        .with("why", why.clone().unwrap_or_default()),
                ),
            );
        }
        (None, _) => {
            let turn = if open.sending.is_some() {
                ServerKey::ServerSending
            } else if game.side_to_move.as_deref() == Some(side_name(open.me)) {
                ServerKey::ServerYourMove
            } else {
                ServerKey::ServerTheirMove
            };
            let left = game
                .time_left_ms
                .map(|ms| format!(", {}", time_left(ms, lang)))
                .unwrap_or_default();
            ui.strong(format!("{}{left}", say(lang, turn)));
        }
    }
    news(ui, play, lang);
    ui.horizontal_wrapped(|ui| {
        if ui.button(say(lang, ServerKey::ServerTabGames)).clicked() {
            asked.push(ServerCommand::OpenWindow(Tab::Games));
        }
        if !game.is_over() {
            let resign = if window.confirming_resign {
                ServerKey::ServerConfirmResign
            } else {
                ServerKey::ServerResign
            };
            if ui.button(say(lang, resign)).clicked() {
                if window.confirming_resign {
                    asked.push(ServerCommand::Resign);
                } else {
                    window.confirming_resign = true;
                }
            }
        }
    });
}
