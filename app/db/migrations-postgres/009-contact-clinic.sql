-- As SQLite's migration 014: the clinic a patient chose in the contact form; NULL: no preference.
ALTER TABLE contact_requests ADD COLUMN clinic TEXT;
