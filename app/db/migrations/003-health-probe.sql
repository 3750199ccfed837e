-- One row that /healthz writes on every check: proof that the database file takes writes (not full, not
-- read-only or immutable), as a read alone would not show.
CREATE TABLE health_probe (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  checked_at TEXT NOT NULL
);
