-- The site's schema on PostgreSQL (docs/decisions/011-postgresql.md): the same tables and columns as SQLite's
-- migrations 001 to 007 together, so that the stores' SQL serves both. Times are ISO 8601 text, as in SQLite
-- (they sort as they read); outbox times are milliseconds since 1970.
CREATE TABLE contact_requests (
  id TEXT PRIMARY KEY,
  idempotency_key TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  language TEXT NOT NULL,
  name TEXT NOT NULL,
  email TEXT NOT NULL,
  phone TEXT NOT NULL,
  country TEXT NOT NULL,
  terms_version TEXT NOT NULL,
  policy_version TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new', 'contacted', 'closed')),
  status_changed_at TEXT
);
CREATE INDEX contact_requests_created_at ON contact_requests (created_at);
CREATE INDEX contact_requests_status ON contact_requests (status, created_at);

CREATE TABLE contact_outbox (
  request_id TEXT PRIMARY KEY REFERENCES contact_requests (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  last_status TEXT,
  delivered_at TEXT,
  claimed_until BIGINT
);
CREATE INDEX contact_outbox_due ON contact_outbox (next_attempt_at) WHERE delivered_at IS NULL;

CREATE TABLE notice_outbox (
  request_id TEXT PRIMARY KEY REFERENCES contact_requests (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  last_status TEXT,
  sent_at TEXT,
  claimed_until BIGINT
);
CREATE INDEX notice_outbox_due ON notice_outbox (next_attempt_at) WHERE sent_at IS NULL;

CREATE TABLE web_vitals_daily (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  metric TEXT NOT NULL,
  count INTEGER NOT NULL,
  sum DOUBLE PRECISION NOT NULL,
  good INTEGER NOT NULL,
  needs_improvement INTEGER NOT NULL,
  poor INTEGER NOT NULL,
  histogram TEXT NOT NULL,
  PRIMARY KEY (day, page, metric)
);

CREATE TABLE health_probe (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at TEXT NOT NULL
);

CREATE TABLE admin_sessions (
  token_hash TEXT PRIMARY KEY,
  csrf_token TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
);
CREATE INDEX admin_sessions_expiry ON admin_sessions (expires_at);
