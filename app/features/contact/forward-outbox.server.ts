import type { Sql } from "~/db/sql.server";
import { backoff } from "~/jobs/backoff";
import { type Job, JobRunner, type JobRunnerOptions } from "~/jobs/job-runner.server";
import { log } from "~/log.server";

/** Calls at once: a backend that hangs holds a few of them for `requestTimeoutMs`, not the whole queue. */
export const concurrency = 6;
export const requestTimeoutMs = 5_000;

interface Due extends Job {
  name: string;
  email: string;
  phone: string;
  country: string;
}

/** The clinic's backend address for one request, each value percent-encoded. */
export function forwardUrl(base: string, request: { name: string; email: string; country: string; phone: string }) {
  const part = encodeURIComponent;
  return `${base}/account/infinity/${part(request.name)}/${part(request.email)}/${part(request.country)}/${part(request.phone)}`;
}

/**
 * Delivers stored requests to the clinic's backend from the outbox table: one GET each, up to `concurrency` at once,
 * retried with a capped back-off until a 2xx answer, across restarts (the outbox is in the database), for as long as
 * the request is kept (`retentionMs`). A request is claimed in the database before it is sent, so it is never sent
 * twice at once, by this process or another instance, and marked delivered as soon as the answer says so. When the
 * backend answers again after failures, every waiting request is brought forward; while it answers, a request it
 * failed is tried again after the first step of the back-off (a flaky backend, not an outage). Log lines name a
 * request's id and attempt, never its content; failures are summarised once per round.
 */
export class ForwardOutbox extends JobRunner {
  /** When the backend last accepted a request: while it answers, a failed call is retried soon. */
  private lastSuccessAt = Number.NEGATIVE_INFINITY;

  constructor(
    db: Sql,
    private readonly baseUrl: string,
    private readonly options: JobRunnerOptions & {
      fetch?: typeof fetch;
      /**
       * How long a request is kept (`RETENTION_DAYS`), its forwarding's retry limit: the outbox keeps trying for as
       * long as the request is kept, as its promise says ("nothing lost while the backend is down"), and gives up
       * only when the request is due for erasure, when its data may no longer go anywhere (the retention purge
       * then erases both). Unset: no limit.
       */
      retentionMs?: number;
    } = {},
  ) {
    super(
      db,
      {
        table: "contact_outbox",
        limit: { maxAgeMs: options.retentionMs },
        roundFailed: "forwarding round failed",
        claimLost: "forwarding outcome came after the claim ran out; another round has the request",
        givenUp: "forwarding given up: the request reached the end of its retention period",
      },
      options,
    );
  }

  /** The next request due, claimed for this call (~/jobs/job-runner.server.ts), with what the backend needs of it. */
  private next(): Promise<Due | undefined> {
    return this.nextDue(async (claimed) => {
      const request = await this.db.get<Pick<Due, "name" | "email" | "phone" | "country"> & { created_at: string }>(
        "SELECT name, email, phone, country, created_at FROM contact_requests WHERE id = ?",
        [claimed.request_id],
      );
      return request && { ...request, enqueuedAt: Date.parse(request.created_at) };
    });
  }

  /**
   * One round: sends what is due, `concurrency` at a time, until nothing due is left. Returns how many arrived.
   * A database failure ends the round once every call in flight has its outcome recorded or abandoned.
   */
  async runOnce(): Promise<number> {
    let delivered = 0;
    let inFlight = 0;
    let failed = false;
    const failures = new Map<string, number>();
    const worker = async () => {
      while (!this.stopped && !failed) {
        const entry = await this.next();
        if (!entry) {
          // Nothing due now. While other calls are out (one may hang until its timeout), keep looking:
          // a retry falls due, or a success brings the others forward. Else the round is over.
          if (inFlight === 0) return;
          await new Promise((resolve) => setTimeout(resolve, 200));
          continue;
        }
        inFlight += 1;
        const status = await this.deliver(entry).finally(() => {
          inFlight -= 1;
        });
        if (status === "delivered") delivered += 1;
        else if (status !== "stopped") failures.set(status, (failures.get(status) ?? 0) + 1);
      }
    };
    const outcomes = await Promise.allSettled(
      Array.from({ length: concurrency }, () =>
        worker().catch((error) => {
          failed = true;
          throw error;
        }),
      ),
    );
    if (failures.size > 0) {
      log.warn("contact requests not forwarded yet", { delivered, failed: Object.fromEntries(failures) });
    }
    const error = outcomes.find((outcome) => outcome.status === "rejected");
    if (error) throw error.reason;
    return delivered;
  }

  /** The backend's answer to one call: its status, "timeout", "network-error", or "stopped" (the server stops). */
  private async call(entry: Due): Promise<string> {
    try {
      const response = await (this.options.fetch ?? fetch)(forwardUrl(this.baseUrl, entry), {
        // The same key on every attempt of one request: a call repeated after a crash (the backend took it, the
        // instance died before recording that) can be recognised by the backend (docs/decisions/011-postgresql.md).
        headers: { Accept: "application/json", "Idempotency-Key": entry.request_id },
        signal: AbortSignal.any([AbortSignal.timeout(requestTimeoutMs), this.abort.signal]),
      });
      await response.body?.cancel().catch(() => undefined);
      return String(response.status);
    } catch (error) {
      if (this.abort.signal.aborted) return "stopped";
      return error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network-error";
    }
  }

  /** Calls the backend for one request and records the outcome (a database failure rejects). */
  private async deliver(entry: Due): Promise<string> {
    const attempt = entry.attempts + 1;
    const status = await this.call(entry);
    if (status === "stopped") {
      // Abandoned, not failed: the request stays as it was, for the next start.
      await this.release(entry).catch(() => undefined);
      return status;
    }
    const now = this.now();
    if (/^2\d\d$/.test(status)) {
      await this.settleDone(entry, status);
      log.info("contact request forwarded", { request: entry.request_id, attempt, status });
      this.lastSuccessAt = now;
      // The backend answers again: whatever waits for a later retry goes now.
      if (attempt > 1) await this.bringForward(now);
      return "delivered";
    }
    // A backend that accepted others within the last minute is up, and this call was one of its failures:
    // the first step of the back-off, not the longer ones meant for an outage.
    const backendUp = now - this.lastSuccessAt < backoff.maxMs;
    const delay = await this.retryLater(entry, status, backendUp ? 1 : attempt);
    if (delay !== undefined) {
      log.debug("contact request not forwarded yet", { request: entry.request_id, attempt, status, retryInMs: delay });
    }
    return status;
  }

  private async bringForward(now: number) {
    const changes = await this.db.run(
      `UPDATE contact_outbox SET next_attempt_at = ?
       WHERE delivered_at IS NULL AND given_up_at IS NULL AND next_attempt_at > ?`,
      [now, now],
    );
    if (changes > 0) log.info("contact forwarding resumed: waiting requests brought forward", { changes });
  }
}
