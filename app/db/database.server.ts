import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { contactMigrations } from "~/features/contact/contact-store.server";
import { vitalsMigrations } from "~/features/web-vitals/vitals-store.server";

export const databaseFileName = "clinic.sqlite";

/** Schema changes in order; `PRAGMA user_version` records how many have run. Append, never edit. */
export type Migration = { name: string; sql: string };
export const migrations: Migration[] = [...contactMigrations, ...vitalsMigrations];

/** Runs the migrations the database has not seen yet, each in its own transaction. */
export function migrate(db: DatabaseSync, list: readonly Migration[] = migrations): number {
  const row = db.prepare("PRAGMA user_version").get() as { user_version: number };
  let version = row.user_version;
  for (const migration of list.slice(version)) {
    db.exec("BEGIN IMMEDIATE");
    try {
      db.exec(migration.sql);
      version += 1;
      db.exec(`PRAGMA user_version = ${version}`);
      db.exec("COMMIT");
    } catch (error) {
      db.exec("ROLLBACK");
      throw error;
    }
  }
  return version;
}

/**
 * Opens (and creates) the site's SQLite database under `dataDir`: write-ahead log, every commit
 * synced to disk, deleted rows overwritten so that erased requests do not linger in the file.
 */
export function openDatabase(dataDir: string, list: readonly Migration[] = migrations): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, databaseFileName));
  db.exec(`
    PRAGMA journal_mode = WAL;
    PRAGMA synchronous = FULL;
    PRAGMA foreign_keys = ON;
    PRAGMA busy_timeout = 5000;
    PRAGMA secure_delete = ON;
  `);
  migrate(db, list);
  return db;
}

let shared: DatabaseSync | undefined;

/** The process's one connection, opened under `DATA_DIR` on first use. */
export function getDatabase(dataDir: string): DatabaseSync {
  shared ??= openDatabase(dataDir);
  return shared;
}

export function closeDatabase() {
  shared?.close();
  shared = undefined;
}
