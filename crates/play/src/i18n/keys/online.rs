//! The names of the texts of [`crate::online`] and of the online game's windows
//! (`crate::game::online`): refused messages, wrong addresses and codes, the room's window and
//! its news.

keys! {
    /// The name of one of the texts of [`crate::online`]; see [`crate::i18n::Message`].
    OnlineKey {
        // Why a message from the friend's program was refused (the room window's news).
        /// The bytes are not a message of the protocol.
        OnlineRejectUnreadable,
        /// A message longer than the protocol allows (`{bytes}`: its length).
        OnlineRejectTooLong,
        /// The friend's program speaks version `{theirs}` of the protocol, this one `{ours}`.
        OnlineRejectWrongVersion,
        /// A game message before the friend's program said hello.
        OnlineRejectNotIntroduced,
        /// Both programs invite to the room.
        OnlineRejectBothInvite,
        /// Both programs join the room.
        OnlineRejectBothJoin,
        /// A game message before the host's game came.
        OnlineRejectNoGame,
        /// A message about game `{theirs}` of the room while this is game `{ours}`.
        OnlineRejectWrongGame,
        /// The first sentence of a refused move; the reason follows it.
        OnlineRejectMove,
        /// A refused move's reason: numbered `{got}`, the next is `{expected}`.
        OnlineRejectWrongPly,
        /// A refused move's reason: move `{ply}` is the player's own to play.
        OnlineRejectOutOfTurn,
        /// A refused move's reason: move `{ply}`, written `{text}`, is illegal.
        OnlineRejectIllegalMove,
        /// A refused move's reason: after move `{ply}` the boards differ.
        OnlineRejectHashMismatch,
        /// A move after the game had ended.
        OnlineRejectGameOver,
        /// The friend's program says the player's time ran out; this clock says not.
        OnlineRejectClockDisagrees,
        /// A message that does not fit the game as it stands.
        OnlineRejectUnexpected,
        /// The host's game does not follow the rules.
        OnlineRejectBadRecord,
        /// The two games went different ways and the game was stopped.
        OnlineRejectDiverged,

        // A relay address that is wrong (the Invite / Join window).
        /// The address does not start with `ws://` or `wss://`.
        OnlineRelayNotWebSocket,
        /// The address has no host.
        OnlineRelayNoHost,
        /// The host has a character no host name has.
        OnlineRelayBadHost,
        /// The port is not a number from 1 to 65535.
        OnlineRelayBadPort,
        /// The path has a query, a fragment or unusual characters.
        OnlineRelayBadPath,

        // A room code or join link that is wrong (the Invite / Join window).
        /// A room code has `{length}` characters, the one typed `{found}`.
        OnlineRoomCodeLength,
        /// A room code has no 0 and no O.
        OnlineRoomCodeNoZero,
        /// A room code has no 1, I or L.
        OnlineRoomCodeNoOne,
        /// `{character}` is never in a room code.
        OnlineRoomCodeBadCharacter,
        /// A link without a room.
        OnlineLinkNoRoom,

        // The Invite / Join window.
        /// The Invite / Join window's title.
        OnlineSetupTitle,
        /// What playing a friend is, at the top of the Invite / Join window.
        OnlineIntro,
        /// The label of the player's name.
        OnlineYourName,
        /// The label of the relay's address.
        OnlineRelayField,
        /// The fold with the STUN and TURN servers.
        OnlineIceServers,
        /// What the STUN and TURN servers are for, inside their fold.
        OnlineIceHelp,
        /// The label of the TURN server's user name.
        OnlineTurnUser,
        /// The label of the TURN server's credential.
        OnlineTurnCredential,
        /// The button that goes to the host's choices.
        OnlineInvite,
        /// The button that goes to the room code to join.
        OnlineJoinFriend,
        /// The label of the host's colour choice.
        OnlineYourColour,
        /// The host's colour choice White.
        OnlineWhite,
        /// The host's colour choice Black.
        OnlineBlack,
        /// The host's colour choice by chance.
        OnlineRandom,
        /// The label of the host's clock choice.
        OnlineClock,
        /// The clock choice of no clock.
        OnlineNoClock,
        /// The button that opens the room.
        OnlineCreateRoom,
        /// The button back to the window's first page.
        OnlineBack,
        /// The label of the room code or link to join.
        OnlineJoinField,
        /// The button that joins the room typed.
        OnlineJoin,

        // The room's window.
        /// The room window's title.
        OnlineStatusTitle,
        /// The label before the room's code.
        OnlineRoom,
        /// Copies the room's code.
        OnlineCopy,
        /// Copies the room's link.
        OnlineCopyLink,
        /// Who plays which colour: the player has `{side}` (`white`/`black`), the friend is
        /// called `{name}`.
        OnlineSeats,
        /// Who plays which colour: the player has `{side}` (`white`/`black`), the friend has no
        /// name.
        OnlineSeatsUnnamed,
        /// The connection is being opened to the relay at `{relay}`.
        OnlineConnectingToRelay,
        /// The relay at `{relay}` cannot be reached.
        OnlineRelayUnreachable,
        /// The host waits for the friend.
        OnlineWaitingForFriend,
        /// The guest looks for the host.
        OnlineLookingForHost,
        /// The friend's program is connecting.
        OnlineFriendConnecting,
        /// The friend is connected.
        OnlineFriendConnected,
        /// The friend is disconnected, for `{waited}` (minutes and seconds) so far.
        OnlineFriendDisconnected,
        /// The player's turn (also in the window's title while it is in the background).
        OnlineYourMove,
        /// The window's title while the friend's move waits for the player: `{title}` is the
        /// game's name.
        OnlineYourMoveTitle,
        /// The friend's turn.
        OnlineFriendsMove,
        /// The clocks: `{white}` and `{black}` are each side's time, minutes and seconds.
        OnlineClocks,
        /// How many moves were played (`{n}`).
        OnlineMovesPlayed,
        /// The latest round trip to the friend's program, `{ms}` milliseconds.
        OnlineRoundTrip,
        /// Allows the friend's takeback.
        OnlineAllow,
        /// Declines the friend's takeback.
        OnlineDecline,
        /// Accepts the friend's rematch.
        OnlinePlayAgain,
        /// Declines the friend's rematch.
        OnlineNoThanks,
        /// Shows the online game on the board again.
        OnlineBackToGame,
        /// Confirms resigning.
        OnlineYesResign,
        /// Does not resign after all.
        OnlineNo,
        /// Resigns (asks again first).
        OnlineResign,
        /// Asks the friend to take back the player's last move.
        OnlineAskTakeback,
        /// The rematch button once the rematch is offered.
        OnlineRematchOffered,
        /// Offers a rematch.
        OnlineRematch,
        /// Opens the connection again.
        OnlineReconnect,
        /// Leaves the room.
        OnlineLeave,

        // How the game ended, from the player's side (the room window and its news).
        /// The player won by the rules.
        OnlineYouWon,
        /// The friend won by the rules.
        OnlineFriendWon,
        /// A draw by the rules.
        OnlineDraw,
        /// The player resigned.
        OnlineYouResigned,
        /// The friend resigned.
        OnlineFriendResigned,
        /// The player's time ran out.
        OnlineYourTimeRanOut,
        /// The friend's time ran out.
        OnlineFriendsTimeRanOut,
        /// The game was stopped unfinished.
        OnlineStopped,

        // Why the player's action was not done (the room window's news).
        /// The host's game has not come yet.
        OnlineActionNoGame,
        /// The friend is not connected: the move was not sent.
        OnlineActionNotConnected,
        /// The game has ended.
        OnlineActionGameOver,
        /// It is the friend's move.
        OnlineActionNotYourTurn,
        /// The move is not allowed.
        OnlineActionIllegal,
        /// The player has no move to take back.
        OnlineActionNothingToTakeBack,
        /// The game is still going on (no rematch yet).
        OnlineActionNotOver,
        /// The same question already waits for its answer.
        OnlineActionAlreadyAsked,
        /// There is no question from the friend to answer.
        OnlineActionNothingToAnswer,

        // What the friend's program did (the room window's news).
        /// The friend, without a name, is here.
        OnlineFriendHere,
        /// The friend `{name}` is here.
        OnlineNamedFriendHere,
        /// The game was brought in step with the host's.
        OnlineSynced,
        /// The friend asks to take back their last move (news and the question in the window).
        OnlineFriendAsksTakeback,
        /// The friend agreed to the player's takeback.
        OnlineTakebackAccepted,
        /// The friend declined the player's takeback.
        OnlineTakebackDeclined,
        /// The friend offers a rematch (news and the question in the window).
        OnlineFriendOffersRematch,
        /// The rematch started.
        OnlineRematchStarted,
        /// The friend declined the rematch.
        OnlineRematchDeclined,
    }
}
