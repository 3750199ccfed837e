-- The staff's handling of each request in the inbox at /admin: new, then contacted, then closed.
ALTER TABLE contact_requests ADD COLUMN status TEXT NOT NULL DEFAULT 'new'
  CHECK (status IN ('new', 'contacted', 'closed'));
ALTER TABLE contact_requests ADD COLUMN status_changed_at TEXT;
CREATE INDEX contact_requests_status ON contact_requests (status, created_at);
