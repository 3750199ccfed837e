-- A picture the staff uploaded is public once a publish shows it (docs/decisions/022-uploaded-pictures.md): until
-- then it is a draft's, seen by the editors only. `published_at` is when a version first named it. Those some version
-- already names were published: public as before.
ALTER TABLE pictures ADD COLUMN published_at TEXT;

UPDATE pictures SET published_at = uploaded_at
WHERE EXISTS (SELECT 1 FROM content_versions WHERE changes LIKE '%"' || pictures.id || '"%');
