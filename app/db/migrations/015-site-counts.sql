-- The owners' figures (docs/decisions/033-insights.md): what visitors did, counted per day, page, clinic and language;
-- no identifier, no address, no free text. `event`: `request` (a contact request stored), `booking_opened`,
-- `booking_scheduled` (measured in the browser, after the visitor allowed measurement), `consent_shown`,
-- `consent_accepted`, `consent_rejected` (the cookie banner and its answers). `page`: the page's address without its
-- language (`/service/botox`); `clinic`: a location's id, or '' for none.
CREATE TABLE site_counts_daily (
  day TEXT NOT NULL,
  event TEXT NOT NULL,
  page TEXT NOT NULL,
  clinic TEXT NOT NULL,
  language TEXT NOT NULL,
  count INTEGER NOT NULL,
  PRIMARY KEY (event, day, page, clinic, language)
) WITHOUT ROWID;
-- The requests stored before the counts began, by their day, clinic and language (the page they came from was not
-- kept: '(unknown)').
INSERT INTO site_counts_daily (day, event, page, clinic, language, count)
SELECT substr(created_at, 1, 10), 'request', '(unknown)', coalesce(clinic, ''), language, count(*)
FROM contact_requests GROUP BY substr(created_at, 1, 10), coalesce(clinic, ''), language;
-- The page-speed totals of each week (Monday, UTC), kind of page (`home`, `treatment`, `other`), device and metric,
-- kept beside the daily ones as each measurement comes: a year's figures are 1,560 rows to read, not 90,000.
CREATE TABLE web_vitals_weekly (
  week TEXT NOT NULL,
  kind TEXT NOT NULL,
  device TEXT NOT NULL,
  metric TEXT NOT NULL,
  count INTEGER NOT NULL,
  histogram TEXT NOT NULL,
  PRIMARY KEY (week, kind, device, metric)
) WITHOUT ROWID;
-- Page speed per kind of device: `device` is 'phone' or 'desktop', '' for the totals kept before it was told.
CREATE TABLE web_vitals_daily_by_device (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  metric TEXT NOT NULL,
  count INTEGER NOT NULL,
  sum REAL NOT NULL,
  good INTEGER NOT NULL,
  needs_improvement INTEGER NOT NULL,
  poor INTEGER NOT NULL,
  histogram TEXT NOT NULL,
  device TEXT NOT NULL DEFAULT '',
  PRIMARY KEY (day, page, metric, device)
) WITHOUT ROWID;
INSERT INTO web_vitals_daily_by_device
SELECT day, page, metric, count, sum, good, needs_improvement, poor, histogram, '' FROM web_vitals_daily;
DROP TABLE web_vitals_daily;
ALTER TABLE web_vitals_daily_by_device RENAME TO web_vitals_daily;
-- The owners' weekly figures by e-mail: the staff language an owner asked for them in, or none; and the mails of each
-- week, one per owner, queued by whichever instance comes first (the key is the week and the account) and sent by the
-- job runner's claims, so that several instances send each once.
ALTER TABLE staff_accounts ADD COLUMN weekly_digest TEXT;
CREATE TABLE digest_outbox (
  request_id TEXT PRIMARY KEY NOT NULL,
  account_id TEXT NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  week TEXT NOT NULL,
  created_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_status TEXT,
  sent_at TEXT,
  claimed_until INTEGER,
  given_up_at TEXT
);
CREATE INDEX digest_outbox_account ON digest_outbox (account_id);
