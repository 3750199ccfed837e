import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { limiter } from "./limiter.server";

const options = { keyPrefix: "test", points: 3, duration: 60 };

describe("limiter", () => {
  it("counts in memory for one process (SQLite)", async () => {
    const test = await openTestDatabase("sqlite");
    expect(limiter(options, test.db)).toBeInstanceOf(RateLimiterMemory);
    await test.drop();
  });

  describe.runIf(testEngines.includes("postgres"))("on PostgreSQL", () => {
    let test: TestDatabase;
    afterEach(() => test.drop());

    it("gives a client its limit once across all instances, not once per instance", async () => {
      test = await openTestDatabase("postgres");
      // Two instances: each makes its own limiter on the same database.
      const [a, b] = [limiter(options, test.db), limiter(options, test.db)];
      await a.consume("10.0.0.1");
      await b.consume("10.0.0.1");
      await a.consume("10.0.0.1");
      await expect(b.consume("10.0.0.1")).rejects.toBeInstanceOf(RateLimiterRes);
      await expect(a.consume("10.0.0.1")).rejects.toBeInstanceOf(RateLimiterRes);
      // Another client still has its own.
      expect((await b.consume("10.0.0.2")).remainingPoints).toBe(2);
      expect(await test.db.get("SELECT points FROM rate_limits WHERE key = ?", ["test:10.0.0.1"])).toEqual({
        points: 5,
      });
    });
  });
});
