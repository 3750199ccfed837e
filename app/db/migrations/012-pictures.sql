-- Pictures the staff uploaded (docs/decisions/022-uploaded-pictures.md), in the database so that every instance
-- serves them and backups hold them with the texts that use them. `id` is a digest of the file and its kind; each
-- picture has one file per format and width of its kind (config/pictures.ts), made once on upload.
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
  bytes BLOB NOT NULL,
  PRIMARY KEY (picture_id, format, width)
);
