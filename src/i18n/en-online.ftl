## The texts of src/online and src/game/online: playing a friend on another device.

## Why a message from the friend's program was refused.
OnlineRejectUnreadable = Your friend's program sent something this game cannot read.
OnlineRejectTooLong = Your friend's program sent a message far too long to accept ({ $bytes ->
        [one] { $bytes } byte
       *[other] { $bytes } bytes
    }).
OnlineRejectWrongVersion = Your friend's program speaks another version of the online protocol ({ $theirs }; this one speaks { $ours }): you both need the same version of the game.
OnlineRejectNotIntroduced = Your friend's program sent a game message before saying hello.
OnlineRejectBothInvite = Your friend's program also invites to this room: one of you invites, the other joins.
OnlineRejectBothJoin = Your friend's program also joins this room: one of you invites, the other joins.
OnlineRejectNoGame = Your friend's program sent a game message before the game was set up.
OnlineRejectWrongGame = Your friend's program sent a message about game { $theirs }; this is game { $ours }.
OnlineRejectMove = Your friend's program sent a move this game cannot accept:
OnlineRejectWrongPly = it is numbered { $got }, but the next move here is { $expected }.
OnlineRejectOutOfTurn = move { $ply } is yours to play, not your friend's.
OnlineRejectIllegalMove = move { $ply }, "{ $text }", is not a legal move here.
OnlineRejectHashMismatch = after move { $ply } its board differs from yours.
OnlineRejectGameOver = Your friend's program sent a move after the game had ended.
OnlineRejectClockDisagrees = Your friend's program says your time has run out, but your clock still has time.
OnlineRejectUnexpected = Your friend's program sent a message that does not fit the game as it stands.
OnlineRejectBadRecord = Your friend's program sent a game that does not follow the rules.
OnlineRejectDiverged = Your game and your friend's have gone different ways; the game has been stopped.

## A relay address, room code or join link that is wrong.
OnlineRelayNotWebSocket = The relay's address must start with ws:// or wss://.
OnlineRelayNoHost = The relay's address has no host after ws://.
OnlineRelayBadHost = The relay's host name has a character no host name has.
OnlineRelayBadPort = The relay's port must be a number from 1 to 65535.
OnlineRelayBadPath = The relay's address may have a path, but no ?, # or unusual characters.
OnlineRoomCodeLength = A room code has { $length } characters; this one has { $found }.
OnlineRoomCodeNoZero = A room code has no 0 and no O: perhaps another character was meant.
OnlineRoomCodeNoOne = A room code has no 1, I or L: perhaps another character was meant.
OnlineRoomCodeBadCharacter = "{ $character }" is never in a room code: it has only letters and digits.
OnlineLinkNoRoom = This link names no room to join.

## The Invite / Join window.
OnlineSetupTitle = A friend on another device
OnlineIntro = Play a friend at another computer, or on a phone: one of you invites, the other joins with the room's code.
OnlineYourName = Your name
OnlineRelayField = Relay (a matchbox signalling server you both reach), ws://HOST:PORT
OnlineIceServers = STUN and TURN servers
OnlineIceHelp = None are needed on one network. Over the internet give a STUN server (stun:HOST:PORT); where a direct connection fails, a TURN server (turn:HOST:PORT) with its user name and credential. One address a line.
OnlineTurnUser = TURN user name
OnlineTurnCredential = TURN credential
OnlineInvite = Invite a friend
OnlineJoinFriend = Join a friend
OnlineYourColour = Your colour
OnlineWhite = White
OnlineBlack = Black
OnlineRandom = Random
OnlineClock = Clock
OnlineNoClock = None
OnlineCreateRoom = Create the room
OnlineBack = Back
OnlineJoinField = The room's code (such as K7M-Q2X) or the link your friend sent
OnlineJoin = Join

## The room's window.
OnlineStatusTitle = Playing a friend
OnlineRoom = Room
OnlineCopy = Copy
OnlineCopyLink = Copy link
OnlineSeats = You: { $side ->
        [white] White
       *[black] Black
    } · Friend ({ $name }): { $side ->
        [white] Black
       *[black] White
    }
OnlineSeatsUnnamed = You: { $side ->
        [white] White
       *[black] Black
    } · Friend: { $side ->
        [white] Black
       *[black] White
    }
OnlineConnectingToRelay = Connecting to the relay at { $relay }…
OnlineRelayUnreachable = Cannot reach the relay at { $relay }; trying again…
OnlineWaitingForFriend = Waiting for your friend to join
OnlineLookingForHost = Looking for the host…
OnlineFriendConnecting = Your friend's program is connecting…
OnlineFriendConnected = Your friend is connected
OnlineFriendDisconnected = Your friend is disconnected — waiting ({ $waited })
OnlineYourMove = Your move
OnlineYourMoveTitle = Your move — { $title }
OnlineFriendsMove = Your friend's move
OnlineClocks = White { $white } · Black { $black }
OnlineMovesPlayed = Moves played: { $n }
OnlineRoundTrip = Round trip { $ms } ms
OnlineAllow = Allow
OnlineDecline = Decline
OnlinePlayAgain = Play again
OnlineNoThanks = No, thanks
OnlineBackToGame = Back to this game
OnlineYesResign = Yes, resign
OnlineNo = No
OnlineResign = Resign
OnlineAskTakeback = Ask to take back
OnlineRematchOffered = Rematch offered
OnlineRematch = Rematch
OnlineReconnect = Reconnect
OnlineLeave = Leave the room

## How the game ended, from the player's side.
OnlineYouWon = You won.
OnlineFriendWon = Your friend won.
OnlineDraw = A draw.
OnlineYouResigned = You resigned.
OnlineFriendResigned = Your friend resigned: you won.
OnlineYourTimeRanOut = Your time ran out: your friend won.
OnlineFriendsTimeRanOut = Your friend's time ran out: you won.
OnlineStopped = The game was stopped unfinished.

## Why the player's action was not done.
OnlineActionNoGame = The host's game has not come yet.
OnlineActionNotConnected = Your friend is not connected: the move was not sent.
OnlineActionGameOver = The game has ended.
OnlineActionNotYourTurn = It is your friend's move.
OnlineActionIllegal = This move is not allowed here.
OnlineActionNothingToTakeBack = You have no move to take back.
OnlineActionNotOver = The game is still going on.
OnlineActionAlreadyAsked = You have asked already; waiting for the answer.
OnlineActionNothingToAnswer = There is nothing to answer.

## What the friend's program did.
OnlineFriendHere = Your friend is here.
OnlineNamedFriendHere = { $name } is here.
OnlineSynced = Your game has been brought in step with the host's.
OnlineFriendAsksTakeback = Your friend asks to take back their last move.
OnlineTakebackAccepted = Your friend agreed: your move was taken back.
OnlineTakebackDeclined = Your friend declined to take back your move.
OnlineFriendOffersRematch = Your friend offers another game, colours swapped.
OnlineRematchStarted = A new game has started, colours swapped.
OnlineRematchDeclined = Your friend declined another game.
