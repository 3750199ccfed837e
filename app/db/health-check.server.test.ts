import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ContactStore } from "~/features/contact/contact-store.server";
import { healthCheck, healthCheckFreshMs } from "./health-check.server";
import type { Sql, SqlValue } from "./sql.server";
import { openTestDatabase, type TestDatabase, testEngines } from "./testing.server";

let test: TestDatabase;
let writes: number;
/** Fails the next write to the probe when set, as a full disk would. */
let failNextWrite: boolean;
let counted: Sql;
const clock = { ms: 1_000, now: () => clock.ms };

describe.each(testEngines)("healthCheck on %s", (engine) => {
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    writes = 0;
    failNextWrite = false;
    clock.ms = 1_000;
    // The test's database, counting the probe's writes.
    counted = new Proxy(test.db, {
      get(target, property) {
        if (property === "run") {
          return (sql: string, params?: SqlValue[]) => {
            if (sql.includes("health_probe")) {
              writes += 1;
              if (failNextWrite) {
                failNextWrite = false;
                return Promise.reject(Object.assign(new Error("database or disk is full"), { code: "SQLITE_FULL" }));
              }
            }
            return target.run(sql, params);
          };
        }
        const value = Reflect.get(target, property);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  });
  afterEach(() => test.drop());

  it("writes to the database at most once per span, however many ask, and calls at once share one check", async () => {
    const check = healthCheck(() => counted, clock);
    const reports = await Promise.all(Array.from({ length: 20 }, () => check()));
    expect(writes).toBe(1);
    expect(new Set(reports).size).toBe(1);
    clock.ms += healthCheckFreshMs;
    await check();
    expect(writes).toBe(1);
    clock.ms += 1;
    await Promise.all([check(), check()]);
    expect(writes).toBe(2);
    expect(await test.db.get("SELECT count(*) AS n FROM health_probe")).toEqual({ n: 1 });
  });

  it("keeps no failure: the call after a refused write checks again at once", async () => {
    const check = healthCheck(() => counted, clock);
    failNextWrite = true;
    await expect(check()).rejects.toThrow("database or disk is full");
    await expect(check()).resolves.toMatchObject({ outbox: { waiting: 0 } });
    expect(writes).toBe(2);
  });

  it("tells how many requests wait to be forwarded, for how long, and how many were given up", async () => {
    const store = new ContactStore(test.db);
    const save = (key: string, createdAt: string) =>
      store.save(
        {
          name: "Ana Lima",
          email: "ana@example.com",
          phone: "+351 912 000 111",
          country: "PT",
          acceptTerms: true,
          acceptPolicy: true,
        },
        { idempotencyKey: key, language: "pt", termsVersion: "t", policyVersion: "p", forward: true },
        new Date(createdAt),
      );
    const minuteAgo = new Date(Date.now() - 60_000).toISOString();
    await save("waiting", minuteAgo);
    await save("waiting-too", new Date().toISOString());
    const delivered = await save("delivered", "2026-01-01T00:00:00Z");
    const givenUp = await save("given-up", "2026-01-02T00:00:00Z");
    await test.db.run("UPDATE contact_outbox SET delivered_at = ? WHERE request_id = ?", ["x", delivered.id]);
    await test.db.run("UPDATE contact_outbox SET given_up_at = ? WHERE request_id = ?", ["x", givenUp.id]);
    const { outbox } = await healthCheck(() => test.db, clock)();
    expect(outbox.waiting).toBe(2);
    expect(outbox.givenUp).toBe(1);
    expect(outbox.oldestWaitingSeconds).toBeGreaterThanOrEqual(59);
    expect(outbox.oldestWaitingSeconds).toBeLessThan(120);
  });
});
