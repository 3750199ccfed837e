-- The rate limits' counts, shared by every instance (app/security/limiter.server.ts): one row per limit and client,
-- in the form rate-limiter-flexible's PostgreSQL store reads and writes.
CREATE TABLE rate_limits (
  key VARCHAR(255) PRIMARY KEY,
  points INTEGER NOT NULL DEFAULT 0,
  expire BIGINT
);
