-- The site's content, as SQLite's migration 011 (docs/decisions/020-content-editor.md): published texts win over the
-- repository's defaults; shared drafts; numbered versions with their changes; translations that need review.
CREATE TABLE content_texts (
  language TEXT NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (language, namespace, key)
);
CREATE TABLE content_drafts (
  language TEXT NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  PRIMARY KEY (language, namespace, key)
);
CREATE TABLE content_versions (
  version INTEGER PRIMARY KEY NOT NULL,
  published_at TEXT NOT NULL,
  published_by TEXT NOT NULL,
  reverts INTEGER,
  changes TEXT NOT NULL
);
CREATE TABLE content_reviews (
  language TEXT NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  since_version INTEGER NOT NULL,
  PRIMARY KEY (language, namespace, key)
);
