-- One e-mail to the clinic's staff for each new contact request (a link to the inbox, no personal data),
-- sent from this durable outbox like the forwarding (docs/decisions/004-contact-requests.md).
CREATE TABLE notice_outbox (
  request_id TEXT PRIMARY KEY REFERENCES contact_requests (id) ON DELETE CASCADE,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_status TEXT,
  sent_at TEXT
);
CREATE INDEX notice_outbox_due ON notice_outbox (next_attempt_at) WHERE sent_at IS NULL;
