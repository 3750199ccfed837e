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

/** How long PostgreSQL may take: to connect, to run a statement (server side), to answer at all (client side). */
export interface PostgresTimeouts {
  /** Connections in the pool (default 10). */
  max?: number;
  connectMs?: number;
  /** The server cancels a statement that runs longer (lock waits included). */
  statementMs?: number;
  /** The client gives up on a server that does not answer (hung, or the network gone silent) and drops the connection. */
  answerMs?: number;
}

export class PostgresDatabase extends PostgresStatements implements Database {
  constructor(readonly pool: pg.Pool) {
    super(pool);
  }

  /**
   * A pool of connections to `url`. Connecting waits at most 5 s, a statement runs at most 15 s, and an answer that
   * has not come after 20 s (a server that hangs) fails the query and drops its connection: a request never waits
   * on the database for long, and `/health` says so. TCP keep-alive finds connections a network dropped silently.
   */
  static connect(
    url: string,
    { max = 10, connectMs = 5_000, statementMs = 15_000, answerMs = 20_000 }: PostgresTimeouts = {},
  ) {
    const pool = new pg.Pool({
      connectionString: url,
      max,
      connectionTimeoutMillis: connectMs,
      statement_timeout: statementMs,
      query_timeout: answerMs,
      keepAlive: true,
    });
    // A connection the server closes (a restart, a failover) is dropped from the pool; the next query opens another.
    pool.on("error", (error) => log.warn("PostgreSQL connection lost; the pool opens another", describeError(error)));
    return new PostgresDatabase(pool);
  }

  /**
   * A connection of its own, outside the pool and without the pool's time limits (for migrations, which may run long
   * or wait for another instance's). A lost connection fails its query instead of crashing the process. `end()` it.
   */
  async session(): Promise<pg.Client> {
    const { statement_timeout: _statement, query_timeout: _answer, ...settings } = this.pool.options;
    const client = new pg.Client(settings);
    client.on("error", (error) => log.warn("PostgreSQL connection lost", describeError(error)));
    await client.connect();
    return client;
  }

  override async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.pool.connect();
    // While checked out, a client has no listener of the pool's: a connection lost now (a server restart) must fail
    // the transaction's next query, not crash the process with an unhandled 'error' event.
    let lost: Error | undefined;
    const onError = (error: Error) => {
      lost = error;
      log.warn("PostgreSQL connection lost during a transaction", describeError(error));
    };
    client.on("error", onError);
    try {
      await client.query("BEGIN");
      const result = await work(new PostgresStatements(client));
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch((rollbackError: Error) => {
        lost ??= rollbackError;
      });
      throw error;
    } finally {
      client.off("error", onError);
      // A connection that failed is closed, not given to the next query.
      client.release(lost);
    }
  }

  async close() {
    await this.pool.end();
  }
}
