-- The audit trail, as SQLite's migration 009 (docs/decisions/018-audit-trail.md): append-only, rows leave only by
-- the trail's retention.
CREATE TABLE audit_events (
  id TEXT PRIMARY KEY,
  occurred_at TEXT NOT NULL,
  action TEXT NOT NULL,
  actor TEXT NOT NULL,
  object_id TEXT,
  detail TEXT,
  client TEXT,
  request_id TEXT
);
CREATE INDEX audit_events_time ON audit_events (occurred_at);
CREATE FUNCTION audit_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'the audit trail is append-only';
END;
$$;
CREATE TRIGGER audit_events_append_only BEFORE UPDATE ON audit_events
  FOR EACH ROW EXECUTE FUNCTION audit_events_append_only();
