import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { type Migration, migrations } from "./migrations";

export const databaseFileName = "clinic.sqlite";

/**
 * Runs the migrations the database has not seen yet, in order, each in its own transaction with
 * the new version (`PRAGMA user_version`). `BEGIN IMMEDIATE` takes the write lock first, so a
 * second process starting at the same moment waits, then finds the work done.
 */
export function migrate(db: DatabaseSync, list: readonly Migration[] = migrations): number {
  const versionOf = () => (db.prepare("PRAGMA user_version").get() as { user_version: number }).user_version;
  const known = list.length;
  if (versionOf() > known) {
    throw new Error(`The database is at version ${versionOf()}, newer than this code's ${known}: deploy newer code`);
  }
  for (const migration of list) {
    if (versionOf() >= migration.version) continue;
    db.exec("BEGIN IMMEDIATE");
    try {
      if (versionOf() < migration.version) {
        db.exec(migration.sql);
        db.exec(`PRAGMA user_version = ${migration.version}`);
      }
      db.exec("COMMIT");
    } catch (error) {
      if (db.isTransaction) db.exec("ROLLBACK");
      throw error;
    }
  }
  return versionOf();
}

/**
 * Opens (and creates) the site's SQLite database under `dataDir`: write-ahead log, every commit
 * synced to disk, deleted rows overwritten so that erased requests do not linger in the file.
 */
export function openDatabase(dataDir: string, list: readonly Migration[] = migrations): DatabaseSync {
  mkdirSync(dataDir, { recursive: true });
  const db = new DatabaseSync(path.join(dataDir, databaseFileName));
  db.exec(`
    PRAGMA journal_mode = TRUNCATE;
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
