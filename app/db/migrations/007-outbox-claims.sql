-- A claim on an outbox entry while it is being sent: until this time (ms since 1970) no other round takes it. An
-- instance that dies mid-send leaves a claim that simply runs out (docs/decisions/011-postgresql.md).
ALTER TABLE contact_outbox ADD COLUMN claimed_until INTEGER;
ALTER TABLE notice_outbox ADD COLUMN claimed_until INTEGER;
