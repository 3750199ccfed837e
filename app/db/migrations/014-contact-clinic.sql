-- The clinic a patient chose in the contact form (a location's id, as `common:cities.<id>` names it); NULL: no
-- preference, and every request sent before the form asked.
ALTER TABLE contact_requests ADD COLUMN clinic TEXT;
