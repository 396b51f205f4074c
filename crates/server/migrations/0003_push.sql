-- Web Push: the server's VAPID key, made once, and the players' browsers' subscriptions.

-- Keys the server makes once and keeps: `vapid`, the private P-256 key that signs push
-- requests (32 bytes, base64url), shared by every server on the database.
CREATE TABLE server_keys (
    name TEXT PRIMARY KEY,
    value TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

-- A browser's push subscription (PushSubscription): where to send, and the keys the payload
-- is encrypted for. One endpoint belongs to one account, the last that stored it.
CREATE TABLE push_subscriptions (
    endpoint TEXT PRIMARY KEY,
    account_id TEXT NOT NULL REFERENCES accounts (id),
    -- The browser's P-256 public key (65 bytes, uncompressed) and its 16-byte secret, base64url.
    p256dh TEXT NOT NULL,
    auth TEXT NOT NULL,
    -- The language of the notifications' words: en, ru or de.
    language TEXT NOT NULL,
    created_ms BIGINT NOT NULL
);

CREATE INDEX push_subscriptions_account ON push_subscriptions (account_id);
