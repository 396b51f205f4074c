//! What the online game says to the player: [`Text`]s of the catalogues (`OnlineKey`), most
//! built from the session's state with names and times in them; the window says them in the
//! player's language.

use epaminondas_core::Side;
use epaminondas_play::i18n::{OnlineKey, Text};
use epaminondas_play::online::{ActionError, Connection, GameEnd};

/// The word the catalogues choose a side's grammar by: `white` or `black`.
fn side_word(side: Side) -> &'static str {
    match side {
        Side::White => "white",
        Side::Black => "black",
    }
}

/// Minutes and seconds: `m:ss`.
pub fn minutes(ms: u64) -> String {
    let seconds = ms / 1_000;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// "You: White · Friend (Bob): Black".
pub fn seats(me: Side, friend: Option<&str>) -> Text {
    match friend.filter(|name| !name.is_empty()) {
        Some(name) => Text::new(OnlineKey::OnlineSeats)
            .with("side", side_word(me))
            .with("name", name),
        None => Text::new(OnlineKey::OnlineSeatsUnnamed).with("side", side_word(me)),
    }
}

/// Both clocks: "White 4:59 · Black 5:00", each `left` ms.
pub fn clocks(left: impl Fn(Side) -> u64) -> Text {
    Text::new(OnlineKey::OnlineClocks)
        .with("white", minutes(left(Side::White)))
        .with("black", minutes(left(Side::Black)))
}

/// The state of the connection to the friend, at `now`.
pub fn connection(connection: Connection, now: u64, hosting: bool) -> Text {
    let key = match connection {
        Connection::Waiting if hosting => OnlineKey::OnlineWaitingForFriend,
        Connection::Waiting => OnlineKey::OnlineLookingForHost,
        Connection::Connecting => OnlineKey::OnlineFriendConnecting,
        Connection::Connected => OnlineKey::OnlineFriendConnected,
        Connection::Disconnected { since } => {
            return Text::new(OnlineKey::OnlineFriendDisconnected)
                .with("waited", minutes(now.saturating_sub(since)));
        }
    };
    Text::new(key)
}

/// The relay cannot be reached: trying again.
pub fn relay_unreachable(relay: &str) -> Text {
    Text::new(OnlineKey::OnlineRelayUnreachable).with("relay", relay)
}

/// The socket is being opened to the relay.
pub fn connecting_to_relay(relay: &str) -> Text {
    Text::new(OnlineKey::OnlineConnectingToRelay).with("relay", relay)
}

/// How the game ended, from this player's side.
pub fn ending(end: GameEnd, me: Side) -> Text {
    let won = end.winner() == Some(me);
    Text::new(match end {
        GameEnd::Rules(_) => match end.winner() {
            Some(_) if won => OnlineKey::OnlineYouWon,
            Some(_) => OnlineKey::OnlineFriendWon,
            None => OnlineKey::OnlineDraw,
        },
        GameEnd::Resigned(side) if side == me => OnlineKey::OnlineYouResigned,
        GameEnd::Resigned(_) => OnlineKey::OnlineFriendResigned,
        GameEnd::OutOfTime(side) if side == me => OnlineKey::OnlineYourTimeRanOut,
        GameEnd::OutOfTime(_) => OnlineKey::OnlineFriendsTimeRanOut,
        GameEnd::Stopped => OnlineKey::OnlineStopped,
    })
}

/// Why the player's action was not done.
pub fn refused_action(error: &ActionError) -> Text {
    Text::new(match error {
        ActionError::NoGame => OnlineKey::OnlineActionNoGame,
        ActionError::NotConnected => OnlineKey::OnlineActionNotConnected,
        ActionError::GameOver => OnlineKey::OnlineActionGameOver,
        ActionError::NotYourTurn => OnlineKey::OnlineActionNotYourTurn,
        ActionError::Illegal(_) => OnlineKey::OnlineActionIllegal,
        ActionError::NothingToTakeBack => OnlineKey::OnlineActionNothingToTakeBack,
        ActionError::NotOver => OnlineKey::OnlineActionNotOver,
        ActionError::AlreadyAsked => OnlineKey::OnlineActionAlreadyAsked,
        ActionError::NothingToAnswer => OnlineKey::OnlineActionNothingToAnswer,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use epaminondas_play::i18n::Language;

    #[test]
    fn seats_and_clocks_read_as_before() {
        let seats_named = seats(Side::White, Some("Bob"));
        assert_eq!(
            Language::English.say(&seats_named),
            "You: White · Friend (Bob): Black"
        );
        assert_eq!(
            Language::Russian.say(&seats_named),
            "Вы: Белые · Друг (Bob): Чёрные"
        );
        assert_eq!(
            Language::German.say(&seats_named),
            "Du: Weiß · Freund (Bob): Schwarz"
        );
        let unnamed = seats(Side::Black, Some(""));
        assert_eq!(
            Language::English.say(&unnamed),
            "You: Black · Friend: White"
        );
        assert_eq!(Language::Russian.say(&unnamed), "Вы: Чёрные · Друг: Белые");
        let both = clocks(|side| match side {
            Side::White => 299_400,
            Side::Black => 65_000,
        });
        assert_eq!(Language::English.say(&both), "White 4:59 · Black 1:05");
        assert_eq!(Language::Russian.say(&both), "Белые 4:59 · Чёрные 1:05");
        assert_eq!(Language::German.say(&both), "Weiß 4:59 · Schwarz 1:05");
    }

    #[test]
    fn the_connection_and_the_ending_read_as_before() {
        let away = connection(Connection::Disconnected { since: 1_000 }, 66_000, true);
        assert_eq!(
            Language::English.say(&away),
            "Your friend is disconnected — waiting (1:05)"
        );
        assert_eq!(
            Language::Russian.say(&away),
            "Друг отключился — ждём (1:05)"
        );
        let relay = relay_unreachable("ws://10.0.0.2:3536");
        assert_eq!(
            Language::English.say(&relay),
            "Cannot reach the relay at ws://10.0.0.2:3536; trying again…"
        );
        assert_eq!(
            Language::Russian.say(&relay),
            "Нет связи с сервером-посредником ws://10.0.0.2:3536; пробуем снова…"
        );
        let lost = ending(GameEnd::OutOfTime(Side::White), Side::White);
        assert_eq!(
            Language::English.say(&lost),
            "Your time ran out: your friend won."
        );
        assert_eq!(
            Language::Russian.say(&lost),
            "Ваше время вышло: друг выиграл."
        );
        assert_eq!(
            Language::German.say(&lost),
            "Deine Zeit ist abgelaufen: Dein Freund hat gewonnen."
        );
        let refused = refused_action(&ActionError::NotYourTurn);
        assert_eq!(Language::English.say(&refused), "It is your friend's move.");
        assert_eq!(Language::Russian.say(&refused), "Сейчас ход друга.");
    }
}
