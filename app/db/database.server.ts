import { mkdirSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { getEnv } from "~/config/env.server";
import { type Migration, migrations, postgresMigrations } from "./migrations";
import { PostgresDatabase } from "./postgres.server";
import { type Database, SqliteDatabase } from "./sql.server";

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

/**
 * Runs the PostgreSQL migrations the database has not seen yet, in order, each in its own transaction, under an
 * advisory lock: instances starting together take turns, and the later ones find the work done. The versions run
 * are kept in `schema_migrations`.
 */
export async function migratePostgres(db: PostgresDatabase, list: readonly Migration[] = postgresMigrations) {
  // A connection of its own, without the pool's time limits: a migration may take long, and so may waiting for
  // another instance's.
  const client = await db.session();
  // Any fixed number, the same in every instance: "clinic migrations".
  const lock = 74_261_001;
  try {
    await client.query("SELECT pg_advisory_lock($1)", [lock]);
    await client.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TIMESTAMPTZ NOT NULL DEFAULT now())`);
    const done = Number((await client.query("SELECT coalesce(max(version), 0) AS v FROM schema_migrations")).rows[0].v);
    if (done > list.length) {
      throw new Error(`The database is at version ${done}, newer than this code's ${list.length}: deploy newer code`);
    }
    for (const migration of list.slice(done)) {
      await client.query("BEGIN");
      try {
        await client.query(migration.sql);
        await client.query("INSERT INTO schema_migrations (version, name) VALUES ($1, $2)", [
          migration.version,
          migration.name,
        ]);
        await client.query("COMMIT");
      } catch (error) {
        // The migration's own error is the one to tell (a lost connection fails the rollback too).
        await client.query("ROLLBACK").catch(() => undefined);
        throw error;
      }
    }
    return list.length;
  } finally {
    // Ending the session also frees the lock, should unlocking fail.
    await client.query("SELECT pg_advisory_unlock($1)", [lock]).catch(() => undefined);
    await client.end().catch(() => undefined);
  }
}

/** The database a `DATABASE_URL` names: PostgreSQL for `postgres://` or `postgresql://`. */
export const isPostgresUrl = (url: string | undefined): url is string =>
  Boolean(url && /^postgres(ql)?:\/\//.test(url));

/** Opens the site's database, migrated: PostgreSQL when `databaseUrl` names one, else SQLite under `dataDir`. */
export async function connectDatabase(settings: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  if (isPostgresUrl(settings.databaseUrl)) {
    const db = PostgresDatabase.connect(settings.databaseUrl);
    try {
      await migratePostgres(db);
    } catch (error) {
      await db.close();
      throw error;
    }
    return db;
  }
  return new SqliteDatabase(openDatabase(settings.dataDir));
}

let shared: Database | undefined;
let opening: Promise<Database> | undefined;

/** Opens the process's one database (server start-up: `startServices`). */
export async function startDatabase(settings: { dataDir: string; databaseUrl?: string }): Promise<Database> {
  opening ??= connectDatabase(settings).then((db) => {
    shared = db;
    return db;
  });
  return opening;
}

/**
 * The process's database, opened at start-up (`startDatabase`). A process that did not open it (a script,
 * development after a reload) gets SQLite under `DATA_DIR` on first use; with a PostgreSQL `DATABASE_URL`, it
 * must have been opened first.
 */
export function database(): Database {
  if (shared) return shared;
  const env = getEnv();
  if (isPostgresUrl(env.DATABASE_URL)) throw new Error("The database is not open yet (startDatabase)");
  shared = new SqliteDatabase(openDatabase(env.DATA_DIR));
  return shared;
}

export async function closeDatabase() {
  const db = shared ?? (await opening?.catch(() => undefined));
  shared = undefined;
  opening = undefined;
  await db?.close();
}
