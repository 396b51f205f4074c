//! The names of the texts of the Players online window (`crate::correspondence` and the game's
//! `correspondence` plugin): the account, the lobby, the player's games, the ratings and the
//! open game's status.

keys! {
    /// The name of one of the texts of the Players online window; see [`crate::i18n::Message`].
    ServerKey {
        /// The window's title, the setup's button and the bar's button.
        ServerTitle,
        /// What the window is for, at its top.
        ServerIntro,
        /// The label of the server's address.
        ServerAddress,
        /// The label of the name.
        ServerName,
        /// The label of the password.
        ServerPassword,
        /// Signs in with the name and password.
        ServerSignIn,
        /// Makes a new account with the name and password.
        ServerSignUp,
        /// Plays at once under a made-up name.
        ServerGuest,
        /// Who is signed in (`{name}`).
        ServerSignedInAs,
        /// What a guest may do and how to keep the account.
        ServerGuestNote,
        /// Makes the guest account a full one with the name and password.
        ServerClaim,
        /// Signs out.
        ServerSignOut,
        /// The tab of the account.
        ServerTabAccount,
        /// The tab of the lobby.
        ServerTabLobby,
        /// The tab of the player's games.
        ServerTabGames,
        /// The tab of the rating list.
        ServerTabRatings,
        /// The lobby is empty.
        ServerNoChallenges,
        /// Days a move (`{days}`, a count).
        ServerDaysPerMove,
        /// A rated game.
        ServerRated,
        /// An unrated game.
        ServerCasual,
        /// The challenger plays White.
        ServerTheyWhite,
        /// The challenger plays Black.
        ServerTheyBlack,
        /// The colours are drawn when the game starts.
        ServerColourRandom,
        /// The choice of White.
        ServerWhite,
        /// The choice of Black.
        ServerBlack,
        /// The choice of a colour drawn by lot.
        ServerRandom,
        /// Takes a challenge.
        ServerAccept,
        /// Withdraws one's own challenge.
        ServerWithdraw,
        /// Declines a challenge made for the player.
        ServerDecline,
        /// The heading of the form that offers a game.
        ServerNewChallenge,
        /// The label of the days a move.
        ServerDays,
        /// The label of the player's colour in a new challenge.
        ServerYourColour,
        /// The check box of a rated game.
        ServerRatedGame,
        /// The label of the one player a challenge is for (empty: anyone).
        ServerOnlyFor,
        /// Posts the challenge.
        ServerOffer,
        /// The heading of the challenges made for the player.
        ServerForYou,
        /// The heading of the player's own open challenges.
        ServerYours,
        /// The player has no games.
        ServerNoGames,
        /// The player is to move.
        ServerYourMove,
        /// The opponent is to move.
        ServerTheirMove,
        /// The time left, in days (`{days}`, a count).
        ServerDaysLeft,
        /// The time left, in hours (`{hours}`, a count), under a day.
        ServerHoursLeft,
        /// A game's opponent (`{name}`).
        ServerVersus,
        /// The player's colour in a game: White.
        ServerYouWhite,
        /// The player's colour in a game: Black.
        ServerYouBlack,
        /// Opens a game on the board.
        ServerOpen,
        /// A finished game's result (`{result}`, such as 1-0, and `{why}`).
        ServerOver,
        /// Asks the server again.
        ServerRefresh,
        /// The rating list is empty.
        ServerNoRatings,
        /// The open game's window title.
        ServerGameTitle,
        /// Resigns the open game.
        ServerResign,
        /// Asks whether to resign.
        ServerConfirmResign,
        /// The player's move is on its way.
        ServerSending,
        /// The server stored the player's move.
        ServerMoveStored,
        /// The server refused the player's move (`{why}`, the server's words).
        ServerMoveRefused,
        /// The server did not answer (`{why}`).
        ServerUnreachable,
        /// The server refused a request (`{why}`, the server's words).
        ServerRefused,
        /// The session ended on the server.
        ServerSignedOutThere,
        /// A request is on its way.
        ServerWorking,
        /// The bar's button, with the games where the player is to move (`{count}`).
        ServerGamesToMove,
        /// The game on the board is one of the player's on the server: back to it.
        ServerShowGame,
        /// The challenge was posted.
        ServerPosted,
    }
}
