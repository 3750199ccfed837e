import pg from "pg";
import { describeError, log } from "~/log.server";
import type { Database, Sql, SqlValue } from "./sql.server";

/**
 * PostgreSQL behind the `Sql` interface (`DATABASE_URL=postgres://…`; docs/decisions/011-postgresql.md), through
 * the `pg` client's pool. 64-bit integers (times in milliseconds, counts) are read as numbers: every one the site
 * stores is far below 2^53.
 */
const types = {
  getTypeParser: ((oid: number, format?: "text" | "binary") =>
    oid === pg.types.builtins.INT8 ? Number : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/** `?` placeholders as PostgreSQL numbers them (`$1`, `$2`, …), leaving quoted text alone. */
export function numberPlaceholders(text: string): string {
  let n = 0;
  let quoted = false;
  let out = "";
  for (const character of text) {
    if (character === "'") quoted = !quoted;
    out += character === "?" && !quoted ? `$${++n}` : character;
  }
  return out;
}

type Queryable = Pick<pg.Pool, "query">;

class PostgresStatements implements Sql {
  readonly engine = "postgres";
  constructor(protected readonly client: Queryable) {}

  async all<T>(text: string, params: readonly SqlValue[] = []) {
    const result = await this.client.query({ text: numberPlaceholders(text), values: [...params], types });
    return result.rows as T[];
  }

  async get<T>(text: string, params: readonly SqlValue[] = []) {
    return (await this.all<T>(text, params))[0];
  }

  async run(text: string, params: readonly SqlValue[] = []) {
    const result = await this.client.query({ text: numberPlaceholders(text), values: [...params], types });
    return result.rowCount ?? 0;
  }

  transaction<T>(_work: (tx: Sql) => Promise<T>): Promise<T> {
    throw new Error("transactions do not nest");
  }
}

export class PostgresDatabase extends PostgresStatements implements Database {
  constructor(readonly pool: pg.Pool) {
    super(pool);
  }

  /** A pool of at most `max` connections to `url`; connecting waits at most 5 s, a statement at most 15 s. */
  static connect(url: string, max = 10) {
    const pool = new pg.Pool({ connectionString: url, max, connectionTimeoutMillis: 5_000, statement_timeout: 15_000 });
    // A connection the server closes (a restart, a failover) is dropped from the pool; the next query opens another.
    pool.on("error", (error) => log.warn("PostgreSQL connection lost; the pool opens another", describeError(error)));
    return new PostgresDatabase(pool);
  }

  override async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(new PostgresStatements(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async close() {
    await this.pool.end();
  }
}
