import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { migratePostgres, openDatabase } from "./database.server";
import { PostgresDatabase } from "./postgres.server";
import { type Database, SqliteDatabase } from "./sql.server";

/**
 * The engines the stores' tests run on: SQLite always; PostgreSQL when `TEST_DATABASE_URL` names a server, which
 * `npm test` starts itself (scripts/postgres.mjs) and then requires (`REQUIRE_POSTGRES=1`), so that a run without
 * it fails instead of quietly testing half.
 */
export const testEngines: ReadonlyArray<Database["engine"]> = (() => {
  if (process.env.TEST_DATABASE_URL) return ["sqlite", "postgres"];
  if (process.env.REQUIRE_POSTGRES === "1") {
    throw new Error("REQUIRE_POSTGRES=1 but TEST_DATABASE_URL is not set: npm test starts a PostgreSQL server");
  }
  return ["sqlite"];
})();

export interface TestDatabase {
  db: Database;
  /** Closes the database and deletes it (the folder, or the PostgreSQL database). */
  drop(): Promise<void>;
}

/** A new, empty, migrated database of that engine, for one test. */
export async function openTestDatabase(engine: Database["engine"]): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(path.join(tmpdir(), "clinic-test-"));
    const db = new SqliteDatabase(openDatabase(dir));
    return {
      db,
      drop: async () => {
        await db.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const server = process.env.TEST_DATABASE_URL ?? "";
  const name = `clinic_test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  const db = PostgresDatabase.connect(url.toString());
  await migratePostgres(db);
  return {
    db,
    drop: async () => {
      await db.close();
      const cleanup = new pg.Client({ connectionString: server });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
