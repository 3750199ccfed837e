import { describeError, log } from "~/log.server";

/**
 * Writes a refusal's event: `refused` is 1 for the first of a window, else how many there were in the window, the
 * first one included.
 */
export type RefusalRecorder = (refused: number) => Promise<void>;

/**
 * Refusals by a rate limit (HTTP 429), as the audit trail keeps them: one event at the first refusal of a window, and
 * one summary with the count when the window ends, if more followed; never one event per post, so that posting does
 * not flood the trail, which is append-only and kept for years. The refusals are told apart by a key (the limit and
 * whom it counts: a client, an address, everyone); what is written is `record`'s, the first refusal's.
 *
 * Counted in this process: with several instances, each writes its own pair. The summaries still open are written at
 * shutdown (`flush`); a process that dies loses them, not the first events.
 */
export class RefusalSummaries {
  private readonly open = new Map<string, { refused: number; record: RefusalRecorder; timer: NodeJS.Timeout }>();

  constructor(private readonly windowMs: number) {}

  /** Notes a refusal; the first of its key's window is written at once. */
  async note(key: string, record: RefusalRecorder): Promise<void> {
    const window = this.open.get(key);
    if (window) {
      window.refused += 1;
      return;
    }
    const timer = setTimeout(() => void this.close(key), this.windowMs);
    timer.unref();
    this.open.set(key, { refused: 1, record, timer });
    await record(1);
  }

  /** Writes the summaries of the windows still open (at shutdown). */
  async flush(): Promise<void> {
    await Promise.all([...this.open.keys()].map((key) => this.close(key)));
  }

  private async close(key: string) {
    const window = this.open.get(key);
    if (!window) return;
    this.open.delete(key);
    clearTimeout(window.timer);
    if (window.refused === 1) return;
    await window.record(window.refused).catch((error) => {
      log.warn("a summary of refused tries could not be written to the audit trail", describeError(error));
    });
  }
}
