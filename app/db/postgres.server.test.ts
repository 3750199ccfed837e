import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { type AddressInfo, createConnection, createServer, type Socket } from "node:net";
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
      "003-jobs-given-up.sql": "157daf66299c87fedcf45f4a3949cb4921d433d1f02caf677008a34c81c4b880",
      "004-audit-trail.sql": "5bd748f1774fee1d28ade0859f76476be706b9709ee1180c719f1b1115af9302",
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

  it("fails a transaction whose connection is lost (a server restart), not the process, and goes on after", async () => {
    test = await openTestDatabase("postgres");
    const db = test.db;
    await expect(
      db.transaction(async (tx) => {
        const session = await tx.get<{ pid: number }>("SELECT pg_backend_pid() AS pid");
        // The server ends this connection while the transaction waits between two statements.
        await db.run("SELECT pg_terminate_backend(?)", [session?.pid ?? 0]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.run("INSERT INTO health_probe (id, checked_at) VALUES (1, 'lost')");
      }),
    ).rejects.toThrow();
    // Without a listener on the checked-out connection, its 'error' event would have ended the test run here.
    expect(await db.get("SELECT count(*) AS n FROM health_probe")).toEqual({ n: 0 });
    await db.transaction((tx) => tx.run("INSERT INTO health_probe (id, checked_at) VALUES (1, 'after')"));
    expect(await db.get("SELECT checked_at FROM health_probe")).toEqual({ checked_at: "after" });
  });

  it("gives up on a server that stops answering after the answer time, and uses a new connection after", async () => {
    test = await openTestDatabase("postgres");
    const direct = new URL((test.db as PostgresDatabase).pool.options.connectionString ?? "");
    // A relay to the server that can go silent: connections stay open, nothing comes back (a hung server or host).
    let silent = false;
    const sockets: Socket[] = [];
    const relay = createServer((visitor) => {
      const server = createConnection(Number(direct.port), direct.hostname);
      for (const socket of [visitor, server]) {
        sockets.push(socket);
        socket.on("error", () => undefined);
      }
      visitor.on("data", (data) => silent || server.write(data));
      server.on("data", (data) => silent || visitor.write(data));
    });
    await new Promise<void>((resolve) => relay.listen(0, "127.0.0.1", resolve));
    const relayed = new URL(direct);
    relayed.port = String((relay.address() as AddressInfo).port);
    const db = PostgresDatabase.connect(relayed.toString(), { answerMs: 500 });
    try {
      expect(await db.get("SELECT 1 AS one")).toEqual({ one: 1 });
      silent = true;
      const asked = Date.now();
      await expect(db.get("SELECT 2 AS two")).rejects.toThrow(/timeout/i);
      expect(Date.now() - asked).toBeLessThan(5_000);
      silent = false;
      expect(await db.get("SELECT 3 AS three")).toEqual({ three: 3 });
    } finally {
      for (const socket of sockets) socket.destroy();
      relay.close();
      await db.close();
    }
  });

  it("lets a migration run longer than a statement may, and another instance wait for it that long", async () => {
    test = await openTestDatabase("postgres");
    const url = (test.db as PostgresDatabase).pool.options.connectionString ?? "";
    const list = orderMigrations({
      ...Object.fromEntries(
        postgresMigrations.map((m) => [`${String(m.version).padStart(3, "0")}-${m.name}.sql`, m.sql]),
      ),
      [`${String(postgresMigrations.length + 1).padStart(3, "0")}-slow.sql`]:
        "SELECT pg_sleep(0.6); CREATE TABLE slow (id INTEGER);",
    });
    const instances = [0, 1].map(() => PostgresDatabase.connect(url, { statementMs: 200 }));
    try {
      await expect(instances[0]?.get("SELECT pg_sleep(0.6)")).rejects.toThrow(/statement timeout/);
      await Promise.all(instances.map((instance) => migratePostgres(instance, list)));
      expect(await test.db.get("SELECT count(*) AS n FROM slow")).toEqual({ n: 0 });
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
    }
  });
});
