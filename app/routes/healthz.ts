import { database } from "~/db/database.server";
import { apiJson } from "~/http/api-response.server";
import { repeatedFault } from "~/log.server";

/** apiJson answers no-store already; a health report is never indexed either. */
const headers = { "X-Robots-Tag": "noindex" };

const fault = repeatedFault("health check: the database does not take writes");

/**
 * `GET /healthz` for operators and monitors: whether the database takes writes (a one-row write, which a
 * full disk or a read-only or immutable file refuses), and how the forwarding outbox stands (how many
 * requests wait, the oldest for how long, and how many were given up). Counts and times only, no personal data. 200 when the
 * database is writable, 503 otherwise; `GET /health` stays the plain liveness check.
 */
export async function loader() {
  const checkedAt = new Date();
  try {
    const db = database();
    await db.run(
      `INSERT INTO health_probe (id, checked_at) VALUES (1, ?)
       ON CONFLICT (id) DO UPDATE SET checked_at = excluded.checked_at`,
      [checkedAt.toISOString()],
    );
    // A forwarding given up (docs/decisions/017-permanent-refusals.md) waits no more: counted apart.
    const outbox = (await db.get<{ waiting: number; oldest: string | null; given_up: number }>(
      `SELECT count(*) FILTER (WHERE o.given_up_at IS NULL) AS waiting,
         min(r.created_at) FILTER (WHERE o.given_up_at IS NULL) AS oldest,
         count(*) FILTER (WHERE o.given_up_at IS NOT NULL) AS given_up
       FROM contact_outbox o JOIN contact_requests r ON r.id = o.request_id WHERE o.delivered_at IS NULL`,
    )) ?? { waiting: 0, oldest: null, given_up: 0 };
    fault.ok();
    return apiJson(
      {
        status: "ok",
        database: { readable: true, writable: true },
        outbox: {
          waiting: Number(outbox.waiting),
          oldestWaitingSeconds: outbox.oldest
            ? Math.max(0, Math.round((checkedAt.getTime() - Date.parse(outbox.oldest)) / 1000))
            : 0,
          givenUp: Number(outbox.given_up),
        },
      },
      { headers },
    );
  } catch (error) {
    const { sqlite, code } = fault.failed(error);
    // The kind of fault only (SQLite's "13 database or disk is full", PostgreSQL's or the network's code), never a
    // message that may name the database's host, port or user.
    return apiJson(
      { status: "unavailable", database: { writable: false, fault: String(sqlite ?? code ?? "no answer") } },
      { status: 503, headers },
    );
  }
}
