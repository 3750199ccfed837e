// Types of scripts/postgres.mjs, for the browser tests that start a server of their own.
/** A throw-away PostgreSQL server: its URL, and `stop()` (stops it and deletes its folder). */
export function startPostgres(): Promise<{ url: string; stop: () => void }>;
