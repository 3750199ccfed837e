import { describe, expect, it } from "vitest";
import { nextDelay } from "./backoff";

describe("nextDelay", () => {
  it("doubles from 5 s up to one minute, less up to a fifth of jitter", () => {
    expect([1, 2, 3, 4, 5, 6].map((attempts) => nextDelay(attempts, () => 0))).toEqual([
      5_000, 10_000, 20_000, 40_000, 60_000, 60_000,
    ]);
    expect(nextDelay(30, () => 0)).toBe(60_000);
    expect(nextDelay(30, () => 0.999)).toBeGreaterThanOrEqual(48_000);
  });
});

describe("the back-off's bounds", () => {
  it("never waits less than the first step less its jitter, nor more than the cap", () => {
    for (let attempts = -1; attempts <= 60; attempts++) {
      for (const random of [0, 0.25, 0.5, 0.999]) {
        const delay = nextDelay(attempts, () => random);
        expect(delay).toBeGreaterThanOrEqual(4_000);
        expect(delay).toBeLessThanOrEqual(60_000);
      }
    }
  });

  it("waits longer after each failure until the cap, whatever the jitter takes off", () => {
    const steps = Array.from({ length: 10 }, (_, index) => nextDelay(index + 1, () => 0));
    expect(steps).toEqual([...steps].sort((a, b) => a - b));
    expect(nextDelay(4, () => 0.999)).toBeLessThan(nextDelay(5, () => 0));
  });

  it("follows a schedule of the queue's own", () => {
    const schedule = { firstMs: 1_000, maxMs: 8_000, jitter: 0.5 };
    expect([1, 2, 3, 4, 5].map((attempts) => nextDelay(attempts, () => 0, schedule))).toEqual([
      1_000, 2_000, 4_000, 8_000, 8_000,
    ]);
    expect(nextDelay(5, () => 0.999, schedule)).toBeGreaterThanOrEqual(4_000);
  });
});
