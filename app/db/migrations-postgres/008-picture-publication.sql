-- As SQLite's migration 013: a picture is public once a version names it (docs/decisions/022-uploaded-pictures.md).
ALTER TABLE pictures ADD COLUMN published_at TEXT;

UPDATE pictures SET published_at = uploaded_at
WHERE EXISTS (SELECT 1 FROM content_versions WHERE changes LIKE '%"' || pictures.id || '"%');
