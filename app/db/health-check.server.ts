import { LRUCache } from "lru-cache";
import type { Sql } from "./sql.server";

/** What `GET /healthz` reports when the database took its write: how the forwarding outbox stands. */
export interface HealthReport {
  outbox: {
    /** Requests waiting to be forwarded (not delivered, not given up), and how long the oldest has waited. */
    waiting: number;
    oldestWaitingSeconds: number;
    /** Requests whose forwarding was given up (docs/decisions/017-permanent-refusals.md). */
    givenUp: number;
  };
}

/** How long a successful check answers for the checks after it: the database gets at most one write per span. */
export const healthCheckFreshMs = 5_000;

/**
 * The operator's health check (docs/operations.md#deployment): one write to the database (the `health_probe` row,
 * which a full disk or a read-only or immutable file refuses), then the forwarding outbox's figures; counts and times
 * only, no personal data. A successful report is kept for `healthCheckFreshMs` and calls meanwhile get it; calls
 * that come while a check runs wait for that same check (lru-cache's fetch). A failed check is kept by nobody: the
 * call after it checks again, so that a repaired database is reported at once.
 */
export function healthCheck(db: () => Sql, clock: { now(): number } = performance) {
  const cache = new LRUCache<"report", HealthReport>({
    max: 1,
    ttl: healthCheckFreshMs,
    // The clock read at each call, not kept for a millisecond by a timer (lru-cache's default), which a test's
    // clock would outrun.
    ttlResolution: 0,
    perf: clock,
    fetchMethod: () => check(db()),
  });
  return async (): Promise<HealthReport> => {
    const report = await cache.fetch("report");
    if (!report) throw new Error("the health check gave no report");
    return report;
  };
}

async function check(db: Sql): Promise<HealthReport> {
  const checkedAt = new Date();
  await db.run(
    `INSERT INTO health_probe (id, checked_at) VALUES (1, ?)
     ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
    [checkedAt.toISOString()],
  );
  const outbox = await db.get<{ waiting: number; oldest: string | null; given_up: number }>(
    `SELECT count(*) FILTER (WHERE o.given_up_at IS NULL) AS waiting,
       min(r.created_at) FILTER (WHERE o.given_up_at IS NULL) AS oldest,
       count(*) FILTER (WHERE o.given_up_at IS NOT NULL) AS given_up
     FROM contact_outbox o JOIN contact_requests r ON r.id = o.request_id WHERE o.delivered_at IS NULL`,
  );
  const oldest = outbox?.oldest ? Date.parse(outbox.oldest) : undefined;
  return {
    outbox: {
      waiting: Number(outbox?.waiting ?? 0),
      oldestWaitingSeconds: oldest ? Math.max(0, Math.round((checkedAt.getTime() - oldest) / 1000)) : 0,
      givenUp: Number(outbox?.given_up ?? 0),
    },
  };
}
