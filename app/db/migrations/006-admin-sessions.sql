-- Staff signed in to the inbox at /admin: one row per session, found by the SHA-256 of its cookie's token (the
-- token itself is never stored), with the session's token against cross-site form posts.
CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX admin_sessions_expiry ON admin_sessions (expires_at);
