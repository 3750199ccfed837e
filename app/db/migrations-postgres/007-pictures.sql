-- Pictures the staff uploaded, as SQLite's migration 012 (docs/decisions/022-uploaded-pictures.md).
CREATE TABLE pictures (
  id TEXT PRIMARY KEY NOT NULL,
  kind TEXT NOT NULL,
  uploaded_at TEXT NOT NULL,
  uploaded_by TEXT NOT NULL
);
CREATE TABLE picture_files (
  picture_id TEXT NOT NULL REFERENCES pictures (id) ON DELETE CASCADE,
  format TEXT NOT NULL,
  width INTEGER NOT NULL,
  bytes BYTEA NOT NULL,
  PRIMARY KEY (picture_id, format, width)
);
