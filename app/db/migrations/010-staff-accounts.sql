-- Staff accounts (docs/decisions/019-staff-accounts.md): a person per sign-in, with a role, a password (scrypt, null
-- until the invitation is accepted) and a second factor (a TOTP secret, null until enrolled; the last time step a
-- code was accepted for, so that no code is accepted twice). Ten recovery codes per account, kept as SHA-256 digests
-- (each has 120 random bits) and deleted once used. Invitations: the SHA-256 of a one-time link's token, valid 72 hours.
CREATE TABLE staff_accounts (
  id TEXT PRIMARY KEY NOT NULL,
  email TEXT NOT NULL UNIQUE,
  role TEXT NOT NULL CHECK (role IN ('owner', 'front_desk', 'editor')),
  password_hash TEXT,
  totp_secret TEXT,
  totp_last_step INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1 CHECK (active IN (0, 1)),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE staff_recovery_codes (
  code_hash TEXT PRIMARY KEY NOT NULL,
  account_id TEXT NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  created_at TEXT NOT NULL
);
CREATE INDEX staff_recovery_codes_account ON staff_recovery_codes (account_id);
CREATE TABLE staff_invitations (
  token_hash TEXT PRIMARY KEY NOT NULL,
  account_id TEXT NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  expires_at TEXT NOT NULL,
  created_by TEXT NOT NULL
);
CREATE INDEX staff_invitations_account ON staff_invitations (account_id);
-- The invitations' e-mails, when SMTP_URL is set: a queue of the job runner's shape (request_id is the invited
-- account's id). The link (it holds the invitation's token) is kept only until the mail server took it, and cleared
-- then; a mail is tried until the invitation expires.
CREATE TABLE invitation_outbox (
  request_id TEXT PRIMARY KEY NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  email TEXT NOT NULL,
  link TEXT,
  language TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  next_attempt_at INTEGER NOT NULL,
  last_status TEXT,
  sent_at TEXT,
  claimed_until INTEGER,
  given_up_at TEXT
);
-- The shared password's sessions end: each session now belongs to an account, passes a stage ('password': the
-- second factor is due; 'enrol': the second factor is being set up; 'full'), ends after a while without use
-- (last_seen_at), and shows the staff where it was opened (the client's address key and a short browser name).
DELETE FROM admin_sessions;
ALTER TABLE admin_sessions ADD COLUMN account_id TEXT NOT NULL DEFAULT '';
ALTER TABLE admin_sessions ADD COLUMN stage TEXT NOT NULL DEFAULT 'full';
ALTER TABLE admin_sessions ADD COLUMN last_seen_at TEXT NOT NULL DEFAULT '';
ALTER TABLE admin_sessions ADD COLUMN client TEXT;
ALTER TABLE admin_sessions ADD COLUMN agent TEXT;
ALTER TABLE admin_sessions ADD COLUMN pending_secret TEXT;
CREATE INDEX admin_sessions_account ON admin_sessions (account_id);
