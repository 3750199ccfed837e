import { AsyncLocalStorage } from "node:async_hooks";
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import pLimit from "p-limit";

/** A value bound to a `?` placeholder (bytes: a BLOB in SQLite, a BYTEA in PostgreSQL). */
export type SqlValue = string | number | null | Uint8Array;

/**
 * The site's database as the stores see it (docs/decisions/011-postgresql.md): statements with `?` placeholders,
 * answered asynchronously, and transactions. Two engines implement it: SQLite on disk (the default, one process)
 * and PostgreSQL (`DATABASE_URL`, several instances). The stores write SQL both understand; where the engines
 * differ (locking a claimed row, JSON), they ask `engine`.
 */
export interface Sql {
  readonly engine: "sqlite" | "postgres";
  all<T>(text: string, params?: readonly SqlValue[]): Promise<T[]>;
  get<T>(text: string, params?: readonly SqlValue[]): Promise<T | undefined>;
  /** Runs a statement; returns how many rows it changed. */
  run(text: string, params?: readonly SqlValue[]): Promise<number>;
  /**
   * Runs `work` in one transaction, committed when it resolves and rolled back when it throws. Inside, use only
   * the `tx` it is given (the outer handle waits for the transaction to end).
   */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
}

export interface Database extends Sql {
  close(): Promise<void>;
}

/** The statements of one SQLite connection, run at once (node:sqlite is synchronous). */
class SqliteStatements implements Sql {
  readonly engine = "sqlite";
  constructor(protected readonly db: DatabaseSync) {}

  async all<T>(text: string, params: readonly SqlValue[] = []) {
    return this.db.prepare(text).all(...(params as SQLInputValue[])) as T[];
  }

  async get<T>(text: string, params: readonly SqlValue[] = []) {
    return this.db.prepare(text).get(...(params as SQLInputValue[])) as T | undefined;
  }

  async run(text: string, params: readonly SqlValue[] = []) {
    return Number(this.db.prepare(text).run(...(params as SQLInputValue[])).changes);
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    this.db.exec("BEGIN IMMEDIATE");
    try {
      const result = await work(this);
      this.db.exec("COMMIT");
      return result;
    } catch (error) {
      // SQLite may have rolled back itself (a full disk): the real cause is the error thrown, not this.
      if (this.db.isTransaction) this.db.exec("ROLLBACK");
      throw error;
    }
  }
}

/**
 * SQLite behind the `Sql` interface. The process has one connection, so statements and transactions take turns:
 * a statement of another request must never land inside a transaction that is waiting between two of its own.
 */
export class SqliteDatabase implements Database {
  readonly engine = "sqlite";
  private readonly statements: SqliteStatements;
  private readonly turns = pLimit(1);
  /**
   * The transaction whose work is running, if any: the outer handle used there would wait for the transaction to end,
   * forever. (What the work starts for later, a timer, sees it ended.)
   */
  private readonly transactionScope = new AsyncLocalStorage<{ open: boolean }>();

  constructor(readonly connection: DatabaseSync) {
    this.statements = new SqliteStatements(connection);
  }

  private turn<T>(work: () => Promise<T>): Promise<T> {
    if (this.transactionScope.getStore()?.open) {
      return Promise.reject(new Error("Inside a transaction, use the transaction's own handle (tx)"));
    }
    return this.turns(work);
  }

  all<T>(text: string, params?: readonly SqlValue[]) {
    return this.turn(() => this.statements.all<T>(text, params));
  }

  get<T>(text: string, params?: readonly SqlValue[]) {
    return this.turn(() => this.statements.get<T>(text, params));
  }

  run(text: string, params?: readonly SqlValue[]) {
    return this.turn(() => this.statements.run(text, params));
  }

  transaction<T>(work: (tx: Sql) => Promise<T>) {
    return this.turn(async () => {
      const scope = { open: true };
      try {
        return await this.statements.transaction((tx) => this.transactionScope.run(scope, () => work(tx)));
      } finally {
        scope.open = false;
      }
    });
  }

  async close() {
    await this.turn(async () => this.connection.close());
  }
}
