-- As SQLite's migration 015: the owners' figures counted per day, and page speed per kind of device.
CREATE TABLE site_counts_daily (
  day TEXT NOT NULL,
  event TEXT NOT NULL,
  page TEXT NOT NULL,
  clinic TEXT NOT NULL,
  language TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (event, day, page, clinic, language)
);
INSERT INTO site_counts_daily (day, event, page, clinic, language, count)
SELECT substr(created_at, 1, 10), 'request', '(unknown)', coalesce(clinic, ''), language, count(*)
FROM contact_requests GROUP BY substr(created_at, 1, 10), coalesce(clinic, ''), language;
CREATE TABLE web_vitals_weekly (
  week TEXT NOT NULL,
  kind TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  count INTEGER NOT NULL,
  histogram TEXT NOT NULL,
  PRIMARY KEY (week, kind, device, metric)
);
ALTER TABLE web_vitals_daily ADD COLUMN device TEXT NOT NULL DEFAULT '';
ALTER TABLE web_vitals_daily DROP CONSTRAINT web_vitals_daily_pkey;
ALTER TABLE web_vitals_daily ADD PRIMARY KEY (day, page, metric, device);
-- The owners' weekly figures by e-mail, as SQLite's migration 015.
ALTER TABLE staff_accounts ADD COLUMN weekly_digest TEXT;
CREATE TABLE digest_outbox (
  request_id TEXT PRIMARY KEY NOT NULL,
  account_id TEXT NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  week TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at BIGINT NOT NULL,
  last_status TEXT,
  sent_at TEXT,
  claimed_until BIGINT,
  given_up_at TEXT
);
CREATE INDEX digest_outbox_account ON digest_outbox (account_id);
