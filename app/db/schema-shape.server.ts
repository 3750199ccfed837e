import type { Sql } from "./sql.server";

/**
 * A migrated database's schema in terms both engines share (docs/decisions/014-schema-parity.md), so that
 * SQLite's and PostgreSQL's can be compared: tables, their columns (a common type, nullability, default), primary
 * keys, indexes and unique constraints (by columns, uniqueness and condition, not by name), foreign keys and CHECK
 * constraints. Names given by the engines (`sqlite_autoindex_…`, `…_key`) are left out.
 */
export type SchemaShape = Record<string, TableShape>;

export interface TableShape {
  /** In the table's order. */
  columns: ColumnShape[];
  primaryKey: string[];
  /** `unique (a, b)`, `index (a) where b is null`: sorted. A UNIQUE constraint is a unique index on both engines. */
  indexes: string[];
  /** `(a) references t (b) on delete cascade on update no action`: sorted. */
  foreignKeys: string[];
  /** Each CHECK's condition, normalised (`normaliseExpression`): sorted. */
  checks: string[];
}

export interface ColumnShape {
  name: string;
  /** `integer`, `text`, `real`, `blob` or `numeric` (`commonType`), else PostgreSQL's own name for the type. */
  type: string;
  notNull: boolean;
  /** The default's expression, normalised, or null. */
  default: string | null;
}

/** Reads the schema of the database `db` speaks to: every table of SQLite's `main` or PostgreSQL's current schema. */
export function schemaShape(db: Sql): Promise<SchemaShape> {
  return db.engine === "sqlite" ? sqliteShape(db) : postgresShape(db);
}

/** A schema as lines of text, one table per key (columns first, in order): what a failing comparison prints. */
export function schemaLines(schema: SchemaShape): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(schema).map(([table, shape]) => [
      table,
      [
        ...shape.columns.map(
          (c) =>
            `column ${c.name} ${c.type}${c.notNull ? " not null" : ""}${c.default === null ? "" : ` default ${c.default}`}`,
        ),
        `primary key (${shape.primaryKey.join(", ")})`,
        ...shape.indexes,
        ...shape.foreignKeys.map((key) => `foreign key ${key}`),
        ...shape.checks.map((check) => `check (${check})`),
      ],
    ]),
  );
}

/**
 * The common type vocabulary: SQLite's five type affinities. A SQLite column's declared type maps to its affinity
 * by SQLite's own rules (https://www.sqlite.org/datatype3.html#determination_of_column_affinity): `INTEGER`,
 * `BIGINT` → integer; `TEXT`, `VARCHAR(255)` → text; `REAL`, `DOUBLE PRECISION` → real; `BLOB` → blob. A
 * PostgreSQL type maps to the affinity that stores the same values: smallint, integer, bigint → integer; text,
 * character varying, character → text; real, double precision → real; bytea → blob; numeric → numeric. Any other
 * PostgreSQL type (boolean, timestamp with time zone, jsonb, …) keeps its own name, which no SQLite column has: a
 * difference to decide on, not to pass unseen. The width of an integer is not compared (SQLite's are all 64-bit):
 * PostgreSQL's must be BIGINT where values pass 2^31, as the outboxes' milliseconds do.
 */
export function commonType(engine: Sql["engine"], declared: string): string {
  const type = declared.toLowerCase();
  if (engine === "postgres") {
    const postgres: Record<string, string> = {
      smallint: "integer",
      integer: "integer",
      bigint: "integer",
      text: "text",
      "character varying": "text",
      character: "text",
      real: "real",
      "double precision": "real",
      bytea: "blob",
      numeric: "numeric",
    };
    return postgres[type] ?? type;
  }
  if (type.includes("int")) return "integer";
  if (/char|clob|text/.test(type)) return "text";
  if (type === "" || type.includes("blob")) return "blob";
  if (/real|floa|doub/.test(type)) return "real";
  return "numeric";
}

/**
 * An SQL expression (a CHECK's condition, a default, an index's WHERE) in one spelling for both engines:
 * PostgreSQL's rewrites undone (`'new'::text` → `'new'`, `x = ANY (ARRAY['a', 'b'])` → `x IN ('a', 'b')`), the
 * parentheses around the whole removed, keywords and names in lower case, spaces collapsed; quoted text is kept
 * as it is. Only the rewrites of the expressions in use are undone: a new form PostgreSQL spells differently shows
 * as a difference, to be taught here.
 */
export function normaliseExpression(expression: string): string {
  const undone = expression
    .replace(/::(?:text|integer|bigint|smallint|character varying|double precision|real|numeric|boolean)\b/g, "")
    .replace(/= ANY \(ARRAY\[([^\]]*)\]\)/g, "IN ($1)");
  let out = "";
  let quote: string | undefined;
  for (const character of undone) {
    if (quote) {
      out += character;
      if (character === quote) quote = undefined;
    } else if (character === "'" || character === '"') {
      quote = character;
      out += character;
    } else if (/\s/.test(character)) {
      if (!out.endsWith(" ")) out += " ";
    } else {
      out += character.toLowerCase();
    }
  }
  out = out.replace(/\( /g, "(").replace(/ \)/g, ")").trim();
  while (out.startsWith("(") && closingParenthesis(out, 0) === out.length - 1) out = out.slice(1, -1).trim();
  return out;
}

/** Where the parenthesis opened at `start` closes, skipping quoted text and `--` comments; -1 when it does not. */
function closingParenthesis(text: string, start: number): number {
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const character = text[i];
    if (character === "'" || character === '"') {
      i = text.indexOf(character, i + 1);
      if (i < 0) return -1;
    } else if (character === "-" && text[i + 1] === "-") {
      i = text.indexOf("\n", i);
      if (i < 0) return -1;
    } else if (character === "(") {
      depth++;
    } else if (character === ")" && --depth === 0) {
      return i;
    }
  }
  return -1;
}

/**
 * The conditions of the CHECK constraints in a `CREATE TABLE` statement as SQLite keeps it (the text as written,
 * with each `ALTER TABLE … ADD COLUMN`'s column appended): SQLite has no pragma that lists them.
 */
export function checkConditions(createTable: string): string[] {
  const conditions: string[] = [];
  for (let i = 0; i < createTable.length; i++) {
    const character = createTable[i];
    if (character === "'" || character === '"') {
      i = createTable.indexOf(character, i + 1);
      if (i < 0) break;
    } else if (character === "-" && createTable[i + 1] === "-") {
      i = createTable.indexOf("\n", i);
      if (i < 0) break;
    } else {
      const check = /^check\s*\(/i.exec(createTable.slice(i));
      if (check && !/\w/.test(createTable[i - 1] ?? "")) {
        const open = i + check[0].length - 1;
        const close = closingParenthesis(createTable, open);
        if (close < 0) break;
        conditions.push(normaliseExpression(createTable.slice(open + 1, close)));
        i = close;
      }
    }
  }
  return conditions;
}

const sorted = (list: string[]) => [...list].sort();

/** An index's line: `unique (a, b)`, `index (a) where b is null`. */
const indexLine = (unique: boolean, columns: readonly string[], condition: string | null) =>
  `${unique ? "unique" : "index"} (${columns.join(", ")})${condition === null ? "" : ` where ${normaliseExpression(condition)}`}`;

/** A foreign key's line: `(a) references t (b) on delete cascade on update no action`. */
const foreignKeyLine = (key: {
  columns: readonly string[];
  table: string;
  referenced: readonly string[];
  onDelete: string;
  onUpdate: string;
}) =>
  `(${key.columns.join(", ")}) references ${key.table} (${key.referenced.join(", ")}) on delete ${key.onDelete.toLowerCase()} on update ${key.onUpdate.toLowerCase()}`;

async function sqliteShape(db: Sql): Promise<SchemaShape> {
  const tables = await db.all<{ name: string }>(
    "SELECT name FROM pragma_table_list WHERE schema = 'main' AND type = 'table' ORDER BY name",
  );
  const schema: SchemaShape = {};
  for (const { name: table } of tables) {
    const columns = await db.all<{
      name: string;
      type: string;
      notnull: number;
      dflt_value: string | null;
      pk: number;
    }>('SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_xinfo(?) WHERE hidden = 0 ORDER BY cid', [
      table,
    ]);
    const createTable = await db.get<{ sql: string }>(
      "SELECT sql FROM sqlite_schema WHERE type = 'table' AND name = ?",
      [table],
    );
    schema[table] = {
      columns: columns.map((column) => ({
        name: column.name,
        type: commonType("sqlite", column.type),
        notNull: column.notnull === 1,
        default: column.dflt_value === null ? null : normaliseExpression(column.dflt_value),
      })),
      primaryKey: await sqlitePrimaryKey(db, table),
      indexes: sorted(await sqliteIndexes(db, table)),
      foreignKeys: sorted(await sqliteForeignKeys(db, table)),
      checks: sorted(checkConditions(createTable?.sql ?? "")),
    };
  }
  return schema;
}

async function sqlitePrimaryKey(db: Sql, table: string): Promise<string[]> {
  const columns = await db.all<{ name: string }>("SELECT name FROM pragma_table_xinfo(?) WHERE pk > 0 ORDER BY pk", [
    table,
  ]);
  return columns.map((column) => column.name);
}

async function sqliteIndexes(db: Sql, table: string): Promise<string[]> {
  const indexes = await db.all<{ name: string; unique: number; origin: string; partial: number }>(
    'SELECT name, "unique", origin, partial FROM pragma_index_list(?)',
    [table],
  );
  const lines: string[] = [];
  // The primary key's own index (origin `pk`) is the primary key, compared as such.
  for (const index of indexes.filter((item) => item.origin !== "pk")) {
    const columns = await db.all<{ name: string | null }>("SELECT name FROM pragma_index_info(?) ORDER BY seqno", [
      index.name,
    ]);
    let condition: string | null = null;
    if (index.partial) {
      const created = await db.get<{ sql: string }>("SELECT sql FROM sqlite_schema WHERE type = 'index' AND name = ?", [
        index.name,
      ]);
      condition = /\bwhere\b([\s\S]*)$/i.exec(created?.sql ?? "")?.[1] ?? "?";
    }
    const names = columns.map((column) => column.name ?? "<expression>");
    lines.push(indexLine(index.unique === 1, names, condition));
  }
  return lines;
}

async function sqliteForeignKeys(db: Sql, table: string): Promise<string[]> {
  const references = await db.all<{
    id: number;
    table: string;
    from: string;
    to: string | null;
    on_update: string;
    on_delete: string;
  }>('SELECT id, "table", "from", "to", on_update, on_delete FROM pragma_foreign_key_list(?) ORDER BY id, seq', [
    table,
  ]);
  const lines: string[] = [];
  for (const id of new Set(references.map((reference) => reference.id))) {
    const parts = references.filter((reference) => reference.id === id);
    const [first] = parts;
    if (!first) continue;
    lines.push(
      foreignKeyLine({
        columns: parts.map((part) => part.from),
        table: first.table,
        // `REFERENCES t` without columns names t's primary key.
        referenced: parts.every((part) => part.to !== null)
          ? parts.map((part) => part.to ?? "")
          : await sqlitePrimaryKey(db, first.table),
        onDelete: first.on_delete,
        onUpdate: first.on_update,
      }),
    );
  }
  return lines;
}

/** PostgreSQL's codes for a foreign key's action (`pg_constraint.confdeltype`, `confupdtype`). */
const postgresActions: Record<string, string> = {
  a: "no action",
  r: "restrict",
  c: "cascade",
  n: "set null",
  d: "set default",
};

/**
 * The names of a table's columns numbered in `numbers` (an `int2vector` or `int2[]`), in that order; an index's
 * expression (number 0) as `<expression>`, as SQLite's reader names it.
 */
const columnNames = (numbers: string, table: string) =>
  `ARRAY(SELECT coalesce(a.attname::text, '<expression>') FROM unnest(${numbers}::int2[]) WITH ORDINALITY AS k(attnum, n)
    LEFT JOIN pg_attribute a ON a.attrelid = ${table} AND a.attnum = k.attnum ORDER BY k.n)`;

async function postgresShape(db: Sql): Promise<SchemaShape> {
  const tables = await db.all<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const columns = await db.all<{
    table: string;
    name: string;
    type: string;
    nullable: string;
    default: string | null;
  }>(
    `SELECT table_name AS table, column_name AS name, data_type AS type, is_nullable AS nullable,
        column_default AS default
      FROM information_schema.columns WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position`,
  );
  const indexes = await db.all<{
    table: string;
    primary: boolean;
    unique: boolean;
    columns: string[];
    condition: string | null;
  }>(
    `SELECT t.relname AS table, i.indisprimary AS primary, i.indisunique AS unique,
        ${columnNames("i.indkey", "i.indrelid")} AS columns, pg_get_expr(i.indpred, i.indrelid) AS condition
      FROM pg_index i JOIN pg_class t ON t.oid = i.indrelid
      WHERE t.relnamespace = current_schema()::regnamespace`,
  );
  const constraints = await db.all<{
    table: string;
    type: string;
    definition: string;
    columns: string[];
    references: string | null;
    referenced: string[] | null;
    on_delete: string;
    on_update: string;
  }>(
    `SELECT t.relname AS table, c.contype AS type, pg_get_constraintdef(c.oid) AS definition,
        ${columnNames("c.conkey", "c.conrelid")} AS columns, r.relname AS references,
        ${columnNames("c.confkey", "c.confrelid")} AS referenced, c.confdeltype AS on_delete, c.confupdtype AS on_update
      FROM pg_constraint c JOIN pg_class t ON t.oid = c.conrelid LEFT JOIN pg_class r ON r.oid = c.confrelid
      WHERE c.connamespace = current_schema()::regnamespace AND c.contype IN ('c', 'f')`,
  );
  const schema: SchemaShape = {};
  for (const { name: table } of tables) {
    const own = <T extends { table: string }>(list: T[]) => list.filter((item) => item.table === table);
    const action = (code: string) => postgresActions[code] ?? code;
    schema[table] = {
      columns: own(columns).map((column) => ({
        name: column.name,
        type: commonType("postgres", column.type),
        notNull: column.nullable === "NO",
        default: column.default === null ? null : normaliseExpression(column.default),
      })),
      primaryKey: own(indexes).find((index) => index.primary)?.columns ?? [],
      indexes: sorted(
        own(indexes)
          .filter((index) => !index.primary)
          .map((index) => indexLine(index.unique, index.columns, index.condition)),
      ),
      foreignKeys: sorted(
        own(constraints)
          .filter((constraint) => constraint.type === "f")
          .map((key) =>
            foreignKeyLine({
              columns: key.columns,
              table: key.references ?? "",
              referenced: key.referenced ?? [],
              onDelete: action(key.on_delete),
              onUpdate: action(key.on_update),
            }),
          ),
      ),
      checks: sorted(
        own(constraints)
          .filter((constraint) => constraint.type === "c")
          .map((check) => normaliseExpression(check.definition.replace(/^CHECK /, ""))),
      ),
    };
  }
  return schema;
}
