-- The server's tables. Plain types only (TEXT, BIGINT, DOUBLE PRECISION) so that the same file
-- runs on SQLite and PostgreSQL; ids are made by the server, never by the database.

CREATE TABLE accounts (
    id TEXT PRIMARY KEY,
    name TEXT NOT NULL,
    -- The name in lower case: names are unique whatever their case.
    name_key TEXT NOT NULL UNIQUE,
    -- NULL for a guest until the account is claimed.
    password_hash TEXT,
    guest BIGINT NOT NULL,
    created_ms BIGINT NOT NULL
);

CREATE TABLE sessions (
    -- The SHA-256 of the token, in hex: the token itself is never stored.
    token_hash TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    created_ms BIGINT NOT NULL
);

CREATE INDEX sessions_account ON sessions (account_id);

CREATE TABLE challenges (
    id TEXT PRIMARY KEY,
    creator_id TEXT NOT NULL REFERENCES accounts (id),
    days_per_move BIGINT NOT NULL,
    -- white, black or random: the creator's colour.
    colour TEXT NOT NULL,
    rated BIGINT NOT NULL,
    -- open, accepted or cancelled.
    status TEXT NOT NULL,
    game_id TEXT,
    created_ms BIGINT NOT NULL
);

CREATE INDEX challenges_status ON challenges (status);

CREATE TABLE games (
    id TEXT PRIMARY KEY,
    white_id TEXT NOT NULL REFERENCES accounts (id),
    black_id TEXT NOT NULL REFERENCES accounts (id),
    days_per_move BIGINT NOT NULL,
    rated BIGINT NOT NULL,
    -- The number of moves played; each move is accepted only for the ply it names.
    ply BIGINT NOT NULL,
    -- The moves in RULES.md's notation, separated by spaces.
    moves TEXT NOT NULL,
    -- When the side to move loses on time, in milliseconds since 1970 (UTC).
    deadline_ms BIGINT NOT NULL,
    -- NULL while the game goes on, then 1-0, 0-1 or 1/2-1/2.
    result TEXT,
    -- Why it ended: the rules' reason, resignation or time.
    termination TEXT,
    created_ms BIGINT NOT NULL,
    ended_ms BIGINT
);

CREATE INDEX games_white ON games (white_id);
CREATE INDEX games_black ON games (black_id);
CREATE INDEX games_deadline ON games (result, deadline_ms);

CREATE TABLE moves (
    game_id TEXT NOT NULL REFERENCES games (id),
    ply BIGINT NOT NULL,
    text TEXT NOT NULL,
    played_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, ply)
);

CREATE TABLE ratings (
    account_id TEXT NOT NULL REFERENCES accounts (id),
    -- The kind of game the rating is for: correspondence.
    kind TEXT NOT NULL,
    rating DOUBLE PRECISION NOT NULL,
    deviation DOUBLE PRECISION NOT NULL,
    volatility DOUBLE PRECISION NOT NULL,
    -- Rated games finished; also the version an update checks, so two at once never lose one.
    games BIGINT NOT NULL,
    PRIMARY KEY (account_id, kind)
);

CREATE TABLE rating_history (
    game_id TEXT NOT NULL REFERENCES games (id),
    account_id TEXT NOT NULL REFERENCES accounts (id),
    kind TEXT NOT NULL,
    rating_before DOUBLE PRECISION NOT NULL,
    rating_after DOUBLE PRECISION NOT NULL,
    deviation_after DOUBLE PRECISION NOT NULL,
    at_ms BIGINT NOT NULL,
    PRIMARY KEY (game_id, account_id)
);
