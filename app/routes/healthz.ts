import { database } from "~/db/database.server";
import { healthCheck } from "~/db/health-check.server";
import { apiError, apiJson } from "~/http/api-response.server";
import { repeatedFault } from "~/log.server";
import { rateLimit, rateLimitContext } from "~/security/rate-limit.server";
import type { Route } from "./+types/healthz";

/** apiJson answers no-store already; a health report is never indexed either. */
const headers = { "X-Robots-Tag": "noindex" };

/** Checks one client may ask for per minute: a monitor every second, and more than any needs. */
export const healthzLimit = { perClient: 60, windowSeconds: 60 } as const;

/** Counted in this process's memory: with PostgreSQL, a shared count would be a database write per call again. */
export const middleware: Route.MiddlewareFunction[] = [
  rateLimit({
    name: "healthz",
    limit: () => healthzLimit.perClient,
    windowSeconds: healthzLimit.windowSeconds,
    methods: ["GET", "HEAD"],
    shared: false,
  }),
];

const fault = repeatedFault("health check: the database does not take writes");
const report = healthCheck(database);

/**
 * `GET /healthz` for operators and monitors: whether the database takes writes, and how the forwarding outbox stands
 * (`healthCheck`: one write at most every few seconds, whoever asks). 200 when the database is writable, 503
 * otherwise, 429 past `healthzLimit`; `GET /health` stays the plain liveness check.
 */
export async function loader({ context }: Route.LoaderArgs) {
  if (context.get(rateLimitContext).limited) return apiError(429, "too many checks", headers);
  try {
    const { outbox } = await report();
    fault.ok();
    return apiJson({ status: "ok", database: { readable: true, writable: true }, outbox }, { headers });
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
