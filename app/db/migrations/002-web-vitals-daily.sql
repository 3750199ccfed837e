-- Web Vitals as daily totals per page and metric (docs/decisions/005-consent-and-web-vitals.md).
CREATE TABLE web_vitals_daily (
  day TEXT NOT NULL,
  page TEXT NOT NULL,
  metric TEXT NOT NULL,
  count INTEGER NOT NULL,
  sum REAL NOT NULL,
  good INTEGER NOT NULL,
  needs_improvement INTEGER NOT NULL,
  poor INTEGER NOT NULL,
  histogram TEXT NOT NULL,
  PRIMARY KEY (day, page, metric)
) WITHOUT ROWID;
