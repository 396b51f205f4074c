-- Ratings whose deviation grows with the time since the last rated game, sessions that expire
-- when unused, and challenges for one named player or for a range of ratings.

-- When the rating last changed (the end of the last rated game), in ms since 1970; the
-- deviation grows from there. Rows from before this column take their last history line.
ALTER TABLE ratings ADD COLUMN last_game_ms BIGINT;
UPDATE ratings SET last_game_ms = (
    SELECT MAX(h.at_ms) FROM rating_history h
    WHERE h.account_id = ratings.account_id AND h.kind = ratings.kind
);

-- When the session's token was last used (refreshed at most once an hour); a session unused
-- for 30 days is refused.
ALTER TABLE sessions ADD COLUMN last_used_ms BIGINT;
UPDATE sessions SET last_used_ms = created_ms;

-- The only player who may take the challenge (NULL: anyone), and the ratings a taker must
-- have (NULL: no bound).
ALTER TABLE challenges ADD COLUMN opponent_id TEXT REFERENCES accounts (id);
ALTER TABLE challenges ADD COLUMN min_rating BIGINT;
ALTER TABLE challenges ADD COLUMN max_rating BIGINT;

CREATE INDEX challenges_opponent ON challenges (opponent_id, status);
