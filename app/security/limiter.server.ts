import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterPostgres,
  RLWrapperTimeouts,
} from "rate-limiter-flexible";
import { getEnv } from "~/config/env.server";
import { database, isPostgresUrl } from "~/db/database.server";
import { PostgresDatabase } from "~/db/postgres.server";
import type { Database } from "~/db/sql.server";

export interface LimiterOptions {
  /** Keeps this limit's counts apart from the others'. */
  keyPrefix: string;
  points: number;
  /** The window, in seconds. */
  duration: number;
}

/** How long a count may wait for PostgreSQL before the memory's count decides (a request never waits longer). */
export const sharedCountTimeoutMs = 1_000;

/**
 * A counter of requests per key over a window. With PostgreSQL (several instances) the counts live in the shared
 * `rate_limits` table, so that a client gets its limit once across all instances, not once per instance; should the
 * database fail, or not answer within `sharedCountTimeoutMs`, the counting goes on in memory meanwhile
 * (rate-limiter-flexible's insurance limiter). With SQLite (one process) they live in memory.
 */
export function limiter(options: LimiterOptions, db: Database | undefined = sharedDatabase()): RateLimiterAbstract {
  const memory = new RateLimiterMemory(options);
  if (!(db instanceof PostgresDatabase)) return memory;
  const shared = new RateLimiterPostgres({
    ...options,
    storeClient: db.pool,
    storeType: "pool",
    tableName: "rate_limits",
    tableCreated: true,
    clearExpiredByTimeout: true,
    insuranceLimiter: memory,
  });
  return new RLWrapperTimeouts({ limiter: shared, timeoutMs: sharedCountTimeoutMs, insuranceLimiter: memory });
}

/** The process's database when it is PostgreSQL (opened at start-up), else none. */
function sharedDatabase(): Database | undefined {
  return isPostgresUrl(getEnv().DATABASE_URL) ? database() : undefined;
}
