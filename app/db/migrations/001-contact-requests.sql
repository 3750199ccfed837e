-- Contact requests and their forwarding outbox (docs/decisions/004-contact-requests.md).
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
  policy_version TEXT NOT NULL
);
CREATE INDEX contact_requests_created_at ON contact_requests (created_at);
CREATE TABLE contact_outbox (
  request_id TEXT PRIMARY KEY REFERENCES contact_requests (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_status TEXT,
  delivered_at TEXT
);
CREATE INDEX contact_outbox_due ON contact_outbox (next_attempt_at) WHERE delivered_at IS NULL;
