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
