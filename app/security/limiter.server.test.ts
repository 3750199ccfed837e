import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { afterEach, describe, expect, it } from "vitest";
import type { PostgresDatabase } from "~/db/postgres.server";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { limiter, sharedCountTimeoutMs } from "./limiter.server";

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

    it("keeps counting in memory, without holding the request, while the database does not answer", async () => {
      test = await openTestDatabase("postgres");
      const counter = limiter(options, test.db);
      await counter.consume("10.0.0.3");
      // Another session holds the table: every count in it waits, as when PostgreSQL hangs.
      const session = await (test.db as PostgresDatabase).session();
      await session.query("BEGIN");
      await session.query("LOCK TABLE rate_limits IN ACCESS EXCLUSIVE MODE");
      try {
        const started = Date.now();
        expect((await counter.consume("10.0.0.3")).remainingPoints).toBeLessThan(options.points);
        expect(Date.now() - started).toBeLessThan(sharedCountTimeoutMs + 1_000);
        await counter.consume("10.0.0.3");
        await counter.consume("10.0.0.3");
        await expect(counter.consume("10.0.0.3")).rejects.toBeInstanceOf(RateLimiterRes);
      } finally {
        await session.query("ROLLBACK");
        await session.end();
      }
    });
  });
});
