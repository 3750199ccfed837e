-- When a job was given up: it reached its queue's retry limit, and no round takes it again
-- (app/jobs/job-runner.server.ts, docs/decisions/015-job-runner.md).
ALTER TABLE contact_outbox ADD COLUMN given_up_at TEXT;
ALTER TABLE notice_outbox ADD COLUMN given_up_at TEXT;
