-- The site's content as the clinic publishes it (docs/decisions/020-content-editor.md): the repository's texts stay
-- the defaults, and a published text wins over its default. Drafts are shared by the editors until published;
-- every publish (and revert) is a numbered version with each change and its value before, for the history.

-- A published text: its language, namespace and dotted key, as in app/locales/<language>/<namespace>.json.
CREATE TABLE content_texts (
  language TEXT NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  version INTEGER NOT NULL,
  PRIMARY KEY (language, namespace, key)
);

-- A text edited and not yet published; `updated_by` is the account that last changed it.
CREATE TABLE content_drafts (
  language TEXT NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  updated_by TEXT NOT NULL,
  PRIMARY KEY (language, namespace, key)
);

-- Each publish: who, when, and the changes as JSON ([{language, namespace, key, before, after}], null meaning the
-- repository's default); `reverts` names the version a revert undid.
CREATE TABLE content_versions (
  version INTEGER PRIMARY KEY NOT NULL,
  published_at TEXT NOT NULL,
  published_by TEXT NOT NULL,
  reverts INTEGER,
  changes TEXT NOT NULL
);

-- A translation whose source text changed after it was written: it needs review until someone updates or confirms it.
CREATE TABLE content_reviews (
  language TEXT NOT NULL,
  namespace TEXT NOT NULL,
  key TEXT NOT NULL,
  since_version INTEGER NOT NULL,
  PRIMARY KEY (language, namespace, key)
);
