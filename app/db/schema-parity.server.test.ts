import { DatabaseSync } from "node:sqlite";
import { afterEach, describe, expect, it } from "vitest";
import { migrate } from "./database.server";
import {
  checkConditions,
  commonType,
  normaliseExpression,
  type SchemaShape,
  schemaLines,
  schemaShape,
} from "./schema-shape.server";
import { type Database, SqliteDatabase } from "./sql.server";
import { openTestDatabase, type TestDatabase, testEngines } from "./testing.server";

/**
 * Each engine's own bookkeeping, not the site's schema: SQLite's catalogue (`sqlite_schema`; `sqlite_sequence` and
 * `sqlite_stat1` too, should they appear: the prefix is SQLite's own, and its version is `PRAGMA user_version`, not a
 * table), and the versions `migratePostgres` has run (`schema_migrations`).
 */
const bookkeeping: Record<Database["engine"], (table: string) => boolean> = {
  sqlite: (table) => table.startsWith("sqlite_"),
  postgres: (table) => table === "schema_migrations",
};

/** Tables that only one engine has, on purpose. */
const onlyOn: Record<string, { engine: Database["engine"]; why: string }> = {
  rate_limits: {
    engine: "postgres",
    why: "the rate limits' counts, shared by the instances; with SQLite (one instance) they stay in memory (docs/decisions/011-postgresql.md)",
  },
};

/**
 * Primary key columns that SQLite lets hold NULL and PostgreSQL does not. In an ordinary (rowid) table SQLite
 * accepts NULL in a PRIMARY KEY column not declared NOT NULL, a flaw it keeps for compatibility
 * (https://www.sqlite.org/lang_createtable.html#the_primary_key); an INTEGER PRIMARY KEY is the row's number, and a
 * NULL written there becomes the next number. The released migrations declared these without NOT NULL, and
 * changing that would mean rebuilding the tables; the stores always write them, so none holds NULL. A new table
 * declares its primary key NOT NULL (or is WITHOUT ROWID) and stays off this list.
 */
const sqliteNullablePrimaryKeys = [
  "admin_sessions.token_hash",
  "contact_outbox.request_id",
  "contact_requests.id",
  "health_probe.id",
  "notice_outbox.request_id",
];

/** The schema without the engine's bookkeeping and the other engine's own tables, and with the allowances above. */
function comparable(engine: Database["engine"], schema: SchemaShape): SchemaShape {
  const tables = Object.keys(schema);
  expect(tables.filter(bookkeeping[engine]), `${engine}'s bookkeeping tables`).not.toEqual([]);
  for (const [table, { engine: owner, why }] of Object.entries(onlyOn)) {
    expect(tables.includes(table), `${table} on ${engine} (${why})`).toBe(engine === owner);
  }
  const kept = Object.fromEntries(
    Object.entries(schema).filter(([table]) => !bookkeeping[engine](table) && !(table in onlyOn)),
  );
  if (engine === "sqlite") {
    for (const entry of sqliteNullablePrimaryKeys) {
      const [table = "", name] = entry.split(".");
      const column = kept[table]?.columns.find((item) => item.name === name);
      // A fixed column leaves the list: the allowance must not outlive the difference.
      expect(
        { column: column?.name, inPrimaryKey: kept[table]?.primaryKey.includes(name ?? ""), notNull: column?.notNull },
        entry,
      ).toEqual({ column: name, inPrimaryKey: true, notNull: false });
      if (column) column.notNull = true;
    }
  }
  return kept;
}

describe("reading a schema", () => {
  it("spells PostgreSQL's rewritten expressions as they were written", () => {
    expect(normaliseExpression("(status = ANY (ARRAY['new'::text, 'contacted'::text, 'closed'::text]))")).toBe(
      "status in ('new', 'contacted', 'closed')",
    );
    expect(normaliseExpression("status IN ('new', 'contacted', 'closed')")).toBe(
      "status in ('new', 'contacted', 'closed')",
    );
    expect(normaliseExpression("((id = 1))")).toBe("id = 1");
    expect(normaliseExpression("'New  Value'::character varying")).toBe("'New  Value'");
    expect(normaliseExpression("(a) = (b)")).toBe("(a) = (b)");
  });

  it("finds the CHECK constraints of a CREATE TABLE, not words in quotes or comments", () => {
    expect(
      checkConditions(`CREATE TABLE t (a TEXT DEFAULT 'check (x)' CHECK (a <> ''), -- check (y)
        b INTEGER CHECK(b IN (1, 2)), rechecked INTEGER, CONSTRAINT c CHECK (a < b))`),
    ).toEqual(["a <> ''", "b in (1, 2)", "a < b"]);
  });

  it("maps both engines' types to SQLite's affinities", () => {
    expect(
      ["INTEGER", "BIGINT", "TEXT", "VARCHAR(255)", "REAL", "DOUBLE PRECISION", "BLOB", "", "BOOLEAN"].map((type) =>
        commonType("sqlite", type),
      ),
    ).toEqual(["integer", "integer", "text", "text", "real", "real", "blob", "blob", "numeric"]);
    expect(
      ["integer", "bigint", "text", "character varying", "double precision", "bytea", "boolean"].map((type) =>
        commonType("postgres", type),
      ),
    ).toEqual(["integer", "integer", "text", "text", "real", "blob", "boolean"]);
  });

  it("reads SQLite's columns, keys, indexes and constraints", async () => {
    const db = new SqliteDatabase(new DatabaseSync(":memory:"));
    await db.run("CREATE TABLE parent (a TEXT NOT NULL, b INTEGER NOT NULL, PRIMARY KEY (a, b)) WITHOUT ROWID");
    await db.run(`CREATE TABLE child (
      id TEXT NOT NULL PRIMARY KEY, a TEXT, b INTEGER DEFAULT 0 CHECK (b >= 0), c REAL UNIQUE,
      FOREIGN KEY (a, b) REFERENCES parent ON DELETE SET NULL)`);
    await db.run("CREATE INDEX child_due ON child (b, a) WHERE c IS NULL");
    const { child, parent, ...catalogue } = schemaLines(await schemaShape(db));
    expect(child).toEqual([
      "column id text not null",
      "column a text",
      "column b integer default 0",
      "column c real",
      "primary key (id)",
      "index (b, a) where c is null",
      "unique (c)",
      "foreign key (a, b) references parent (a, b) on delete set null on update no action",
      "check (b >= 0)",
    ]);
    expect(parent).toEqual(["column a text not null", "column b integer not null", "primary key (a, b)"]);
    expect(Object.keys(catalogue)).toEqual(["sqlite_schema"]);
    await db.close();
  });
});

describe.runIf(testEngines.includes("postgres"))("the SQLite and PostgreSQL schemas", () => {
  let postgres: TestDatabase;
  afterEach(() => postgres.drop());

  it("are the same once each engine's migrations have run on an empty database", async () => {
    const sqlite = new DatabaseSync(":memory:");
    migrate(sqlite);
    const sqliteSchema = comparable("sqlite", await schemaShape(new SqliteDatabase(sqlite)));
    sqlite.close();
    postgres = await openTestDatabase("postgres");
    const postgresSchema = comparable("postgres", await schemaShape(postgres.db));

    expect(Object.keys(sqliteSchema)).not.toEqual([]);
    // A difference prints as a diff of the two schemas' lines: PostgreSQL's received, SQLite's expected.
    expect(
      schemaLines(postgresSchema),
      "PostgreSQL's schema (app/db/migrations-postgres/) differs from SQLite's (app/db/migrations/)",
    ).toEqual(schemaLines(sqliteSchema));
  });
});
