import type { DatabaseSync } from "node:sqlite";
import { describeError, log } from "~/log.server";

/** Delays between attempts: 10 s, 20 s, 40 s, … doubling up to one hour, then hourly, forever. */
export const backoff = { firstMs: 10_000, maxMs: 60 * 60 * 1000 } as const;
export const nextDelay = (attempts: number) =>
  Math.min(backoff.firstMs * 2 ** Math.max(0, attempts - 1), backoff.maxMs);

const requestTimeoutMs = 15_000;

interface Due {
  request_id: string;
  attempts: number;
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
 * Delivers stored requests to the clinic's backend from the outbox table: one GET each, retried
 * with exponential back-off until a 2xx answer, across restarts (the outbox is in the database).
 * Log lines name the request's id and the attempt, never its content.
 */
export class ForwardOutbox {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: DatabaseSync,
    private readonly baseUrl: string,
    private readonly options: { pollMs?: number; now?: () => number; fetch?: typeof fetch } = {},
  ) {}

  private now() {
    return this.options.now?.() ?? Date.now();
  }

  start() {
    this.stopped = false;
    this.schedule(0);
  }

  /** Asks for a delivery round soon (after a new request was stored). */
  wake() {
    if (!this.stopped) this.schedule(0);
  }

  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    this.timer = setTimeout(async () => {
      // One round at a time: an overlapping round could send the same request twice.
      if (this.running) return;
      this.running = this.runOnce().then(
        () => undefined,
        (error) => log.error("forwarding round failed", describeError(error)),
      );
      await this.running;
      this.running = undefined;
      if (!this.stopped) this.schedule(this.untilNextDue());
    }, delayMs);
    this.timer.unref();
  }

  private untilNextDue(): number {
    const row = this.db
      .prepare("SELECT min(next_attempt_at) AS due FROM contact_outbox WHERE delivered_at IS NULL")
      .get() as { due: number | null };
    const poll = this.options.pollMs ?? 60_000;
    if (row.due === null) return poll;
    return Math.max(50, Math.min(poll, row.due - this.now()));
  }

  /** One round: tries every entry that is due. Returns how many were delivered. */
  async runOnce(): Promise<number> {
    const due = this.db
      .prepare(
        `SELECT o.request_id, o.attempts, r.name, r.email, r.phone, r.country
         FROM contact_outbox o JOIN contact_requests r ON r.id = o.request_id
         WHERE o.delivered_at IS NULL AND o.next_attempt_at <= ? ORDER BY o.next_attempt_at LIMIT 20`,
      )
      .all(this.now()) as unknown as Due[];
    let delivered = 0;
    for (const entry of due) {
      if (this.stopped) break;
      if (await this.deliver(entry)) delivered += 1;
    }
    return delivered;
  }

  private async deliver(entry: Due): Promise<boolean> {
    const attempt = entry.attempts + 1;
    let status = "network-error";
    try {
      const response = await (this.options.fetch ?? fetch)(forwardUrl(this.baseUrl, entry), {
        headers: { Accept: "application/json" },
        signal: AbortSignal.timeout(requestTimeoutMs),
      });
      await response.body?.cancel();
      status = String(response.status);
      if (response.ok) {
        this.db
          .prepare("UPDATE contact_outbox SET attempts = ?, last_status = ?, delivered_at = ? WHERE request_id = ?")
          .run(attempt, status, new Date(this.now()).toISOString(), entry.request_id);
        log.info("contact request forwarded", { request: entry.request_id, attempt, status });
        return true;
      }
    } catch (error) {
      status = error instanceof Error && error.name === "TimeoutError" ? "timeout" : "network-error";
    }
    const delay = nextDelay(attempt);
    this.db
      .prepare("UPDATE contact_outbox SET attempts = ?, last_status = ?, next_attempt_at = ? WHERE request_id = ?")
      .run(attempt, status, this.now() + delay, entry.request_id);
    log.warn("contact request not forwarded yet", { request: entry.request_id, attempt, status, retryInMs: delay });
    return false;
  }
}
