import type { DatabaseSync } from "node:sqlite";
import { describeError, log } from "~/log.server";

export interface OutboxLoopOptions {
  /** The longest wait between rounds when nothing is due (default a minute). */
  pollMs?: number;
  now?: () => number;
}

/** An outbox table: its name, the column set once an entry is done, and the log line of a failed round. */
interface Queue {
  table: "contact_outbox" | "notice_outbox";
  doneColumn: "delivered_at" | "sent_at";
  roundFailed: string;
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
    protected readonly db: DatabaseSync,
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
    this.timer = setTimeout(async () => {
      // One round at a time.
      if (this.running) return;
      this.running = this.runOnce().then(
        () => undefined,
        (error) => log.error(this.queue.roundFailed, describeError(error)),
      );
      await this.running;
      this.running = undefined;
      if (!this.stopped) this.schedule(this.untilNextDue());
    }, delayMs);
    this.timer.unref();
  }

  private untilNextDue(): number {
    const { table, doneColumn } = this.queue;
    const row = this.db
      .prepare(`SELECT min(next_attempt_at) AS due FROM ${table} WHERE ${doneColumn} IS NULL`)
      .get() as { due: number | null };
    const poll = this.loop.pollMs ?? 60_000;
    if (row.due === null) return poll;
    return Math.max(50, Math.min(poll, row.due - this.now()));
  }
}
