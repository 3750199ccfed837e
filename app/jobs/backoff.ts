/** A back-off schedule: the first delay, doubled after each failed attempt up to `maxMs`, less up to `jitter` of it. */
export interface Backoff {
  firstMs: number;
  maxMs: number;
  /** The share of a delay taken off at random, so that retries after an outage do not all come at once. */
  jitter: number;
}

/**
 * The queues' schedule: 5 s, 10 s, 20 s, 40 s, then every minute, each less up to a fifth at random. A short cap:
 * the clinic's backend and mail server are usually back within minutes, and a job must not wait hours for them.
 */
export const backoff: Backoff = { firstMs: 5_000, maxMs: 60_000, jitter: 0.2 };

/** The wait before the next attempt after `attempts` failed ones (the first step for 1 or less). */
export function nextDelay(attempts: number, random = Math.random, schedule: Backoff = backoff) {
  const base = Math.min(schedule.firstMs * 2 ** Math.max(0, attempts - 1), schedule.maxMs);
  return Math.round(base * (1 - schedule.jitter * random()));
}
