import type { Sql } from "~/db/sql.server";
import { backoff } from "~/jobs/backoff";
import { type Job, JobRunner, type JobRunnerOptions } from "~/jobs/job-runner.server";
import { log } from "~/log.server";

/** Calls at once: a backend that hangs holds a few of them for `requestTimeoutMs`, not the whole queue. */
export const concurrency = 6;
export const requestTimeoutMs = 5_000;
/**
 * Attempts after which a request the backend refused for good (a 4xx other than 408 and 429: the same request will
 * be refused again) is given up (docs/decisions/017-permanent-refusals.md).
 */
export const maxAttemptsRefused = 3;

interface Due extends Job {
  name: string;
  email: string;
  phone: string;
  country: string;
}

/**
 * The clinic's backend address for one request, `{base}/account/infinity/{name}/{email}/{country}/{phone}`, each
 * value one percent-encoded path segment; undefined when a value cannot be one. `encodeURIComponent` leaves `/`, `?`,
 * `#` and `%` no way to act, but nothing can make `.` and `..` plain data: `%2E` is `.` to the URL standard (fetch
 * removes `%2E%2E` with the segment before it) and to RFC 3986's normalisation, as on many servers; and an empty
 * segment is one that proxies merge away. So the address is built with the URL class and checked: its path must be
 * the base's, then exactly these six segments, which decode to these values.
 */
export function forwardUrl(
  base: string,
  request: { name: string; email: string; country: string; phone: string },
): URL | undefined {
  // A lone surrogate (which a form post cannot carry, but a row might) is sent as U+FFFD, as a browser sends it.
  const values = [request.name, request.email, request.country, request.phone].map((value) => value.toWellFormed());
  if (values.some((value) => value === "")) return undefined;
  const url = new URL(base);
  const basePath = url.pathname.replace(/\/+$/, "");
  const segments = ["account", "infinity", ...values.map(encodeURIComponent)];
  url.pathname = `${basePath}/${segments.join("/")}`;
  const sent = url.pathname.slice(basePath.length + 1).split("/");
  const exact =
    url.pathname.startsWith(`${basePath}/`) &&
    sent.length === segments.length &&
    sent.every((segment, i) => segment === segments[i]) &&
    sent.slice(2).every((segment, i) => decodeURIComponent(segment) === values[i]);
  return exact ? url : undefined;
}

/**
 * Delivers stored requests to the clinic's backend from the outbox table: one GET each, up to `concurrency` at once,
 * retried with a capped back-off until a 2xx answer, across restarts (the outbox is in the database), for as long as
 * the request is kept (`retentionMs`); a request the backend refuses for good (`refusedForGood`) is given up after
 * `maxAttemptsRefused` attempts, and one that no address can carry (`forwardUrl`) at once: the inbox shows either as
 * not forwarded. A request is claimed in the database before it is sent, so it is never sent twice at once, by
 * this process or another instance, and marked delivered as soon as the answer says so. When the backend answers
 * again after failures, every waiting request is brought forward; while it answers, a request it failed is tried
 * again after the first step of the back-off (a flaky backend, not an outage). Log lines name a request's id and
 * attempt, never its content; failures are summarised once per round.
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
       * a request the backend does not refuse for good only when it is due for erasure, when its data may no longer
       * go anywhere (the retention purge then erases both). Unset: no limit.
       */
      retentionMs?: number;
      /** How long a call may take before it counts as a timeout (`requestTimeoutMs`; shorter in tests). */
      timeoutMs?: number;
    } = {},
  ) {
    super(
      db,
      {
        table: "contact_outbox",
        limit: { maxAgeMs: options.retentionMs, maxAttemptsRefused },
        roundFailed: "forwarding round failed",
        claimLost: "forwarding outcome came after the claim ran out; another round has the request",
        givenUp: "forwarding given up",
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
        // An unsendable request was given up, with a warning of its own: not a failure "yet".
        else if (status !== "stopped" && status !== "unsendable") failures.set(status, (failures.get(status) ?? 0) + 1);
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
  private async call(entry: Due, url: URL): Promise<string> {
    try {
      const response = await (this.options.fetch ?? fetch)(url, {
        // The same key on every attempt of one request: a call repeated after a crash (the backend took it, the
        // instance died before recording that) can be recognised by the backend (docs/decisions/011-postgresql.md).
        headers: { Accept: "application/json", "Idempotency-Key": entry.request_id },
        signal: AbortSignal.any([AbortSignal.timeout(this.options.timeoutMs ?? requestTimeoutMs), this.abort.signal]),
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
    const url = forwardUrl(this.baseUrl, entry);
    if (!url) {
      // A value that no path segment can carry (`..`): no call can ever deliver it as it is.
      await this.giveUpAtOnce(entry, "unsendable");
      return "unsendable";
    }
    const status = await this.call(entry, url);
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
    const delay = await this.retryLater(entry, status, {
      step: backendUp ? 1 : attempt,
      refused: refusedForGood(status),
    });
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

/**
 * An answer that the same request will get again: a 4xx but 408 (Request Timeout) and 429 (Too Many Requests), which
 * say "later". 5xx, timeouts and network errors are an outage, tried until the retention age.
 */
export const refusedForGood = (status: string) => /^4\d\d$/.test(status) && status !== "408" && status !== "429";
