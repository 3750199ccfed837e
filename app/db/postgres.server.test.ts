import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { migratePostgres } from "./database.server";
import { orderMigrations, postgresMigrations } from "./migrations";
import { numberPlaceholders, PostgresDatabase } from "./postgres.server";
import { openTestDatabase, type TestDatabase, testEngines } from "./testing.server";

describe("numberPlaceholders", () => {
  it("numbers each ? as PostgreSQL does, leaving quoted text alone", () => {
    expect(numberPlaceholders("SELECT ? WHERE a LIKE ? ESCAPE '\\' AND b = '?' AND c = ?")).toBe(
      "SELECT $1 WHERE a LIKE $2 ESCAPE '\\' AND b = '?' AND c = $3",
    );
  });
});

describe("PostgreSQL migrations", () => {
  it("are append-only too: a released file never changes", () => {
    const released: Record<string, string> = {
      "002-rate-limits.sql": "1c360f3f28f39e19b1babcc711db0232014c8bcaef107f1808f000bda970521c",
      "001-schema.sql": "3eaa6be17d457be4be5e37f6638d62e09d51ba891acfc9152e0a11fa3b375feb",
    };
    const folder = new URL("./migrations-postgres/", import.meta.url);
    const files = readdirSync(folder).filter((file) => file.endsWith(".sql"));
    expect(postgresMigrations.map((m) => m.version)).toEqual(files.map((_, i) => i + 1));
    for (const [file, checksum] of Object.entries(released)) {
      const sum = createHash("sha256")
        .update(readFileSync(new URL(file, folder)))
        .digest("hex");
      expect(sum, `${file} was edited after its release`).toBe(checksum);
    }
  });
});

describe.runIf(testEngines.includes("postgres"))("PostgreSQL at start-up", () => {
  let test: TestDatabase;
  afterEach(() => test.drop());

  it("runs each migration once, even when several instances start at the same moment", async () => {
    test = await openTestDatabase("postgres");
    const db = test.db as PostgresDatabase;
    const list = orderMigrations({
      ...Object.fromEntries(
        postgresMigrations.map((m) => [`${String(m.version).padStart(3, "0")}-${m.name}.sql`, m.sql]),
      ),
      [`${String(postgresMigrations.length + 1).padStart(3, "0")}-notes.sql`]:
        "CREATE TABLE notes (id SERIAL PRIMARY KEY, text TEXT NOT NULL); INSERT INTO notes (text) VALUES ('once');",
    });
    // Five instances at once, each with its own connections: one runs the new migration, the others wait.
    const instances = Array.from({ length: 5 }, () => new PostgresDatabase(db.pool));
    expect(await Promise.all(instances.map((instance) => migratePostgres(instance, list)))).toEqual([
      list.length,
      list.length,
      list.length,
      list.length,
      list.length,
    ]);
    expect(await db.get("SELECT count(*) AS n FROM notes")).toEqual({ n: 1 });
    expect(await db.all("SELECT version FROM schema_migrations ORDER BY version")).toEqual(
      list.map((m) => ({ version: m.version })),
    );
  });

  it("refuses a database that newer code has migrated further", async () => {
    test = await openTestDatabase("postgres");
    await expect(migratePostgres(test.db as PostgresDatabase, postgresMigrations.slice(0, 0))).rejects.toThrow(
      /newer than this code/,
    );
  });

  it("rolls back a transaction that fails, and keeps one that succeeds", async () => {
    test = await openTestDatabase("postgres");
    await test.db.run("INSERT INTO health_probe (id, checked_at) VALUES (1, 'before')");
    await expect(
      test.db.transaction(async (tx) => {
        await tx.run("UPDATE health_probe SET checked_at = 'during'");
        throw new Error("fails");
      }),
    ).rejects.toThrow("fails");
    expect(await test.db.get("SELECT checked_at FROM health_probe")).toEqual({ checked_at: "before" });
  });
});
