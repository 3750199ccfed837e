import { setTimeout as sleep } from "node:timers/promises";
import type { Sql, SqlValue } from "~/db/sql.server";
import { describeError, log, requestScope } from "~/log.server";

export interface OutboxLoopOptions {
  /** The longest wait between rounds when nothing is due (default a minute). */
  pollMs?: number;
  now?: () => number;
}

/**
 * How long a claimed entry is left to the round that claimed it: longer than any send may take (5 s to the backend,
 * 15 s to the mail server). An instance that dies mid-send leaves its claims to run out; another takes them then.
 */
export const claimLeaseMs = 30_000;

/** How often, and until how long before its claim runs out, a round retries recording a done entry (`settleDone`). */
const settleRetryMs = 500;
const settleMarginMs = 2_000;

/** An outbox table: its name, the column set once an entry is done, and the log line of a failed round. */
interface Queue {
  table: "contact_outbox" | "notice_outbox";
  doneColumn: "delivered_at" | "sent_at";
  roundFailed: string;
  /** The log line of an outcome that came after the claim ran out (another round has the entry). */
  claimLost: string;
}

/** An entry claimed by a round: its request, the attempts so far, and the claim's end (which identifies it). */
export interface Claim {
  request_id: string;
  attempts: number;
  claimed_until: number;
}

/**
 * The background loop shared by the outboxes (forwarding, staff notices): one round at a time, the next one when
 * the earliest entry falls due (or after `pollMs`), a round at once when woken; stopping aborts what is in flight
 * (`abort`), which stays pending for the next start. A subclass sends what is due in `runOnce`.
 */
export abstract class OutboxLoop {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  protected stopped = false;
  protected abort = new AbortController();

  constructor(
    protected readonly db: Sql,
    private readonly queue: Queue,
    private readonly loop: OutboxLoopOptions,
  ) {}

  /** One round: sends what is due now. Returns how many entries were done. */
  abstract runOnce(): Promise<number>;

  protected now() {
    return this.loop.now?.() ?? Date.now();
  }

  start() {
    this.stopped = false;
    this.abort = new AbortController();
    this.schedule(0);
  }

  /** Asks for a round soon (a new request was stored). */
  wake() {
    if (!this.stopped) this.schedule(0);
  }

  /** Stops at once: what is in flight is abandoned and stays pending, for the next start. */
  async stop() {
    this.stopped = true;
    clearTimeout(this.timer);
    this.abort.abort();
    await this.running;
  }

  private schedule(delayMs: number) {
    clearTimeout(this.timer);
    // Outside the request that woke the loop: its log lines are the loop's own, not that request's.
    this.timer = requestScope.exit(() => setTimeout(this.round, delayMs));
    this.timer.unref();
  }

  private readonly round = async () => {
    // One round at a time.
    if (this.running) return;
    this.running = this.runOnce().then(
      () => undefined,
      (error) => log.error(this.queue.roundFailed, describeError(error)),
    );
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const delay = await this.untilNextDue().catch((error) => {
      log.error(this.queue.roundFailed, describeError(error));
      return this.loop.pollMs ?? 60_000;
    });
    if (!this.stopped) this.schedule(delay);
  };

  /**
   * Claims up to `limit` entries that are due and not claimed (or whose claim ran out) until `claimLeaseMs` from now:
   * no other round takes them meanwhile, in this process or another instance on the same database (PostgreSQL
   * skips rows another transaction is claiming). Instances compare their own clocks with the leases, so their
   * clocks must agree to well within the lease (NTP does: milliseconds).
   */
  protected async claim(limit: number): Promise<Claim[]> {
    const { table, doneColumn } = this.queue;
    const now = this.now();
    const skipLocked = this.db.engine === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
    const rows = await this.db.all<Claim>(
      `UPDATE ${table} SET claimed_until = ? WHERE request_id IN (
         SELECT request_id FROM ${table}
         WHERE ${doneColumn} IS NULL AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
         ORDER BY next_attempt_at LIMIT ? ${skipLocked})
       RETURNING request_id, attempts, claimed_until`,
      [now + claimLeaseMs, now, now, limit],
    );
    return rows.map((row) => ({ ...row, attempts: Number(row.attempts), claimed_until: Number(row.claimed_until) }));
  }

  /**
   * Ends a claim: the entry is done, or waits for its next attempt (`changes` say which), for any round to take.
   * Only the claim's holder ends it: once its lease ran out and another round claimed the entry, this changes
   * nothing (returns false) and the other round's outcome counts.
   */
  protected async settle(claim: Claim, changes: Record<string, SqlValue>): Promise<boolean> {
    const columns = Object.keys(changes);
    const changed = await this.db.run(
      `UPDATE ${this.queue.table} SET ${columns.map((column) => `${column} = ?`).join(", ")}, claimed_until = NULL
       WHERE request_id = ? AND claimed_until = ?`,
      [...Object.values(changes), claim.request_id, claim.claimed_until],
    );
    if (changed === 0) log.warn(this.queue.claimLost, { request: claim.request_id });
    return changed > 0;
  }

  /**
   * Records that an entry is done (the backend or the mail server took it), trying again every half second while
   * the claim lasts (less a margin): an outcome lost to a moment's database failure (a restart, a dropped
   * connection) would have the entry sent a second time once its claim ran out.
   */
  protected async settleDone(claim: Claim, changes: Record<string, SqlValue>): Promise<boolean> {
    const deadline = Date.now() + (claim.claimed_until - this.now()) - settleMarginMs;
    for (;;) {
      try {
        return await this.settle(claim, changes);
      } catch (error) {
        if (this.stopped || Date.now() + settleRetryMs >= deadline) throw error;
        await sleep(settleRetryMs);
      }
    }
  }

  /** Gives a claim back untouched (a send abandoned because the server stops): the next round may take it at once. */
  protected async release(claim: Claim) {
    await this.db.run(
      `UPDATE ${this.queue.table} SET claimed_until = NULL WHERE request_id = ? AND claimed_until = ?`,
      [claim.request_id, claim.claimed_until],
    );
  }

  private async untilNextDue(): Promise<number> {
    const { table, doneColumn } = this.queue;
    // An entry claimed elsewhere is due again only when its claim runs out.
    const later = this.db.engine === "postgres" ? "GREATEST" : "max";
    const row = await this.db.get<{ due: number | null }>(
      `SELECT min(${later}(next_attempt_at, coalesce(claimed_until, 0))) AS due FROM ${table} WHERE ${doneColumn} IS NULL`,
    );
    const poll = this.loop.pollMs ?? 60_000;
    if (row?.due == null) return poll;
    return Math.max(50, Math.min(poll, Number(row.due) - this.now()));
  }
}
