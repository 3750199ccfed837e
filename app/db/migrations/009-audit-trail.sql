-- The audit trail (docs/decisions/018-audit-trail.md): who did what in the staff area and through the clinic's API
-- (sign-ins, status changes, exports, erasures; later accounts and content), with the client's address (IPv6 as its
-- /64) and the request's id, never a patient's details. Append-only: a row is never changed, and leaves only by the
-- trail's own retention (AUDIT_RETENTION_DAYS).
CREATE TABLE audit_events (
  id TEXT PRIMARY KEY NOT NULL,
  occurred_at TEXT NOT NULL,
  action TEXT NOT NULL,
  actor TEXT NOT NULL,
  object_id TEXT,
  detail TEXT,
  client TEXT,
  request_id TEXT
);
CREATE INDEX audit_events_time ON audit_events (occurred_at);
CREATE TRIGGER audit_events_append_only BEFORE UPDATE ON audit_events
BEGIN
  SELECT RAISE(ABORT, 'the audit trail is append-only');
END;
