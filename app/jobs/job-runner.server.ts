import { setTimeout as sleep } from "node:timers/promises";
import type { Sql, SqlValue } from "~/db/sql.server";
import { describeError, log, requestScope } from "~/log.server";
import { nextDelay } from "./backoff";

/** The tables that hold jobs, each with the column set once a job is done. */
const doneColumns = {
  contact_outbox: "delivered_at",
  notice_outbox: "sent_at",
  invitation_outbox: "sent_at",
  digest_outbox: "sent_at",
} as const;

/**
 * A table of jobs. Each has the same columns: `request_id` (the job's key), `attempts`, `last_status`,
 * `next_attempt_at` and `claimed_until` (ms since 1970), the time the job was done (`doneColumns`) and the time it
 * was given up (`given_up_at`). The tables are named here, so that no SQL identifier reaches a statement from
 * outside this module.
 */
export type JobTable = keyof typeof doneColumns;
type JobColumn = "attempts" | "last_status" | "next_attempt_at" | "given_up_at" | (typeof doneColumns)[JobTable];

/**
 * When a queue stops trying a job: once it failed `maxAttempts` times, once it is `maxAgeMs` old (counted from
 * its `enqueuedAt`), or, when an attempt was refused for good (an answer that trying again will not change:
 * `retryLater`'s `refused`), once it was tried `maxAttemptsRefused` times. An attempt that would come after the
 * limit is not made: the job is given up instead (marked `given_up_at`, taken by no round again) and a warning names
 * it by its key, attempts, last status and the limit, never its content. No limit set: the job is tried until it is
 * done, or deleted.
 */
export interface RetryLimit {
  maxAttempts?: number;
  maxAgeMs?: number;
  maxAttemptsRefused?: number;
}

/** Which limit ended a job: `refused` for a job refused for good (or that can never be tried: `giveUpAtOnce`). */
type GiveUpReason = "attempts" | "age" | "refused";

/** A queue of jobs: its table, its retry limit and its log lines. */
export interface JobQueue {
  table: JobTable;
  limit: RetryLimit;
  /** The log line of a failed round. */
  roundFailed: string;
  /** The log line of an outcome that came after the claim ran out (another round has the job). */
  claimLost: string;
  /** The log line of a job given up at the retry limit. */
  givenUp: string;
}

export interface JobRunnerOptions {
  /** The longest wait between rounds when nothing is due (default a minute). */
  pollMs?: number;
  now?: () => number;
  /** The back-off's jitter, between 0 and 1 (`Math.random` unless a test fixes it). */
  random?: () => number;
}

/**
 * How long a claimed job is left to the round that claimed it: longer than any attempt may take (5 s to the
 * clinic's backend, 15 s to the mail server). An instance that dies mid-attempt leaves its claims to run out;
 * another takes them then.
 */
export const claimLeaseMs = 30_000;

/** How often, and until how long before its claim runs out, a round retries recording a done job (`settleDone`). */
const settleRetryMs = 500;
const settleMarginMs = 2_000;

/**
 * A job claimed by a round: its key, the attempts so far and the last one's outcome, and the claim's end (which
 * identifies it).
 */
export interface Claim {
  request_id: string;
  attempts: number;
  last_status: string | null;
  claimed_until: number;
}

/** A claimed job and when it was queued (ms since 1970), from which its age counts. */
export interface Job extends Claim {
  enqueuedAt: number;
}

/**
 * Background work done in rounds: one round at a time, the next when the work says (`untilNextRound`), a round at once
 * when woken; stopping aborts what is in flight (`abort`). A failed round is logged (`roundFailed`) and the next comes
 * as usual. A queue of jobs (`JobRunner`) and a periodic job (`PeriodicJob`) are such work.
 */
abstract class Rounds {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  protected stopped = false;
  protected abort = new AbortController();

  constructor(
    private readonly roundFailed: string,
    private readonly pollMs: number,
  ) {}

  /** One round: does what is due now. Returns how many jobs were done. */
  abstract runOnce(): Promise<number>;

  /** How long to wait after a round before the next one. */
  protected abstract untilNextRound(): Promise<number>;

  start() {
    this.stopped = false;
    this.abort = new AbortController();
    this.schedule(0);
  }

  /** Asks for a round soon (a new job was stored). */
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
    // Outside the request that woke the runner: its log lines are the runner's own, not that request's.
    this.timer = requestScope.exit(() => setTimeout(this.round, delayMs));
    this.timer.unref();
  }

  private readonly round = async () => {
    // One round at a time.
    if (this.running) return;
    this.running = this.runOnce().then(
      () => undefined,
      (error) => log.error(this.roundFailed, describeError(error)),
    );
    await this.running;
    this.running = undefined;
    if (this.stopped) return;
    const delay = await this.untilNextRound().catch((error) => {
      log.error(this.roundFailed, describeError(error));
      return this.pollMs;
    });
    if (!this.stopped) this.schedule(delay);
  };
}

/**
 * Work done every `everyMs` on each instance, from its start (a sweep of what is no longer needed): the runner's
 * rounds without a queue. Instances do it each on their own, so the work must be one that two rounds may do at once
 * (a delete of what nothing needs any more).
 */
export abstract class PeriodicJob extends Rounds {
  constructor(
    protected readonly db: Sql,
    roundFailed: string,
    private readonly everyMs: number,
  ) {
    super(roundFailed, everyMs);
  }

  protected async untilNextRound() {
    return this.everyMs;
  }
}

/**
 * Runs the jobs of one queue in the background (docs/decisions/011-postgresql.md): one round at a time, the next
 * one when the earliest job falls due (or after `pollMs`), a round at once when woken; stopping aborts what is in
 * flight (`abort`), which stays pending for the next start. A job is claimed in the database before it is tried,
 * so no other round takes it meanwhile, in this process or another instance; a failed attempt is tried again
 * after the back-off (`nextDelay`), up to the queue's retry limit. A subclass does a round's work in `runOnce`.
 */
export abstract class JobRunner extends Rounds {
  constructor(
    protected readonly db: Sql,
    private readonly queue: JobQueue,
    private readonly runner: JobRunnerOptions,
  ) {
    super(queue.roundFailed, runner.pollMs ?? 60_000);
  }

  protected now() {
    return this.runner.now?.() ?? Date.now();
  }

  protected untilNextRound() {
    return this.untilNextDue();
  }

  /**
   * Claims up to `limit` jobs that are due and not claimed (or whose claim ran out) until `claimLeaseMs` from now:
   * no other round takes them meanwhile, in this process or another instance on the same database (PostgreSQL
   * skips rows another transaction is claiming). Instances compare their own clocks with the leases, so their
   * clocks must agree to well within the lease (NTP does: milliseconds).
   */
  protected async claim(limit: number): Promise<Claim[]> {
    const { table } = this.queue;
    const now = this.now();
    const skipLocked = this.db.engine === "postgres" ? "FOR UPDATE SKIP LOCKED" : "";
    const rows = await this.db.all<Claim>(
      `UPDATE ${table} SET claimed_until = ? WHERE request_id IN (
         SELECT request_id FROM ${table}
         WHERE ${doneColumns[table]} IS NULL AND given_up_at IS NULL AND next_attempt_at <= ?
           AND (claimed_until IS NULL OR claimed_until <= ?)
         ORDER BY next_attempt_at LIMIT ? ${skipLocked})
       RETURNING request_id, attempts, last_status, claimed_until`,
      [now + claimLeaseMs, now, now, limit],
    );
    return rows.map((row) => ({ ...row, attempts: Number(row.attempts), claimed_until: Number(row.claimed_until) }));
  }

  /**
   * The next job due, claimed for the caller, with what `load` reads of it (and when it was queued); undefined when
   * none is due. A job that `load` no longer finds went with its request (erased between the claim and now), and a
   * job past the retry limit (a limit lowered since its last attempt) is given up: the next one then.
   */
  protected async nextDue<T extends { enqueuedAt: number }>(
    load: (claim: Claim) => Promise<T | undefined>,
  ): Promise<(Claim & T) | undefined> {
    for (;;) {
      const [claimed] = await this.claim(1);
      if (!claimed) return undefined;
      const loaded = await load(claimed);
      if (!loaded) continue;
      const job = { ...claimed, ...loaded };
      const limit = this.limitReached(job, job.attempts, this.now());
      if (!limit) return job;
      await this.giveUp(job, limit, {});
    }
  }

  /**
   * Which retry limit, if any, an attempt at `at` would break once the job failed `attempts` times, the last one
   * refused for good or not.
   */
  private limitReached(job: Job, attempts: number, at: number, refused = false): GiveUpReason | undefined {
    const { maxAttempts, maxAgeMs, maxAttemptsRefused } = this.queue.limit;
    if (refused && maxAttemptsRefused !== undefined && attempts >= maxAttemptsRefused) return "refused";
    if (maxAttempts !== undefined && attempts >= maxAttempts) return "attempts";
    if (maxAgeMs !== undefined && at - job.enqueuedAt >= maxAgeMs) return "age";
    return undefined;
  }

  /** Ends a job for good at its retry limit (`reason`), with a warning: its key, attempts and last status only. */
  private async giveUp(job: Job, reason: GiveUpReason, changes: Partial<Record<JobColumn, SqlValue>>) {
    const given = await this.settle(job, { ...changes, given_up_at: new Date(this.now()).toISOString() });
    if (given) {
      log.warn(this.queue.givenUp, {
        request: job.request_id,
        attempts: changes.attempts ?? job.attempts,
        lastStatus: changes.last_status ?? job.last_status,
        limit: reason,
      });
    }
  }

  /**
   * Ends a claim: the job is done, or waits for its next attempt (`changes` say which), for any round to take.
   * Only the claim's holder ends it: once its lease ran out and another round claimed the job, this changes
   * nothing (returns false) and the other round's outcome counts.
   */
  private async settle(claim: Claim, changes: Partial<Record<JobColumn, SqlValue>>): Promise<boolean> {
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
   * Records that a job is done (the backend or the mail server took it, answering `status`), trying again every
   * half second while the claim lasts (less a margin): an outcome lost to a moment's database failure (a restart,
   * a dropped connection) would have the job tried a second time once its claim ran out.
   */
  protected async settleDone(claim: Claim, status: string): Promise<boolean> {
    const changes: Partial<Record<JobColumn, SqlValue>> = { attempts: claim.attempts + 1, last_status: status };
    changes[doneColumns[this.queue.table]] = new Date(this.now()).toISOString();
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

  /**
   * Records a failed attempt (`status`): the job is tried again after the back-off's delay for `step` failed
   * attempts (by default its own count), and returns that delay; or, when that attempt would break the retry
   * limit, the job is given up, and it returns undefined. `refused`: the attempt was refused for good (the queue's
   * `maxAttemptsRefused` applies).
   */
  protected async retryLater(
    job: Job,
    status: string,
    { step = job.attempts + 1, refused = false }: { step?: number; refused?: boolean } = {},
  ): Promise<number | undefined> {
    const attempts = job.attempts + 1;
    const delay = nextDelay(step, this.runner.random);
    const next = this.now() + delay;
    const limit = this.limitReached(job, attempts, next, refused);
    if (limit) {
      await this.giveUp(job, limit, { attempts, last_status: status });
      return undefined;
    }
    await this.settle(job, { attempts, last_status: status, next_attempt_at: next });
    return delay;
  }

  /**
   * Gives up a claimed job without trying it, as one refused for good: it can never be tried (`status` says why).
   */
  protected async giveUpAtOnce(job: Job, status: string) {
    await this.giveUp(job, "refused", { last_status: status });
  }

  /**
   * Gives a claim back untouched (an attempt abandoned because the server stops): the next round may take it at once.
   */
  protected async release(claim: Claim) {
    await this.db.run(
      `UPDATE ${this.queue.table} SET claimed_until = NULL WHERE request_id = ? AND claimed_until = ?`,
      [claim.request_id, claim.claimed_until],
    );
  }

  private async untilNextDue(): Promise<number> {
    const { table } = this.queue;
    // A job claimed elsewhere is due again only when its claim runs out.
    const later = this.db.engine === "postgres" ? "GREATEST" : "max";
    const row = await this.db.get<{ due: number | null }>(
      `SELECT min(${later}(next_attempt_at, coalesce(claimed_until, 0))) AS due FROM ${table}
       WHERE ${doneColumns[table]} IS NULL AND given_up_at IS NULL`,
    );
    const poll = this.runner.pollMs ?? 60_000;
    if (row?.due == null) return poll;
    return Math.max(50, Math.min(poll, Number(row.due) - this.now()));
  }
}
