import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Sql } from "~/db/sql.server";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { ContactStore } from "~/features/contact/contact-store.server";
import { type Claim, claimLeaseMs, JobRunner, type JobRunnerOptions, type RetryLimit } from "./job-runner.server";

/** What an attempt answers: a status ("ok" is done, anything else a failure), or a promise of one. */
type Attempt = (job: Claim) => string | Promise<string>;

/** A runner over the forwarding's table whose attempts are whatever the test says. */
class TestRunner extends JobRunner {
  readonly tried: string[] = [];

  constructor(
    db: Sql,
    private readonly attempt: Attempt,
    options: JobRunnerOptions & { limit?: RetryLimit } = {},
  ) {
    super(
      db,
      {
        table: "contact_outbox",
        limit: options.limit ?? {},
        roundFailed: "test round failed",
        claimLost: "test outcome came after its claim",
        givenUp: "test job given up",
      },
      options,
    );
  }

  /** A claim of the test's own, and its release, as a round takes and gives back a job. */
  claimOne = () => this.claim(1);
  giveBack = (claim: Claim) => this.release(claim);

  /** Tries every job due, one after the other; returns how many were done. */
  async runOnce() {
    let done = 0;
    for (;;) {
      const job = await this.nextDue(async (claim) => {
        const request = await this.db.get<{ created_at: string }>(
          "SELECT created_at FROM contact_requests WHERE id = ?",
          [claim.request_id],
        );
        return request && { enqueuedAt: Date.parse(request.created_at) };
      });
      if (!job) return done;
      this.tried.push(job.request_id);
      const status = await this.attempt(job);
      if (status === "ok") {
        if (await this.settleDone(job, status)) done += 1;
      } else if (status === "never") {
        await this.giveUpAtOnce(job, status);
      } else {
        // A "4xx" is refused for good; anything else fails for now.
        await this.retryLater(job, status, { refused: status.startsWith("4") });
      }
    }
  }
}

let test: TestDatabase;
let db: Sql;
let clock = Date.parse("2026-11-27T10:00:00Z");
const now = () => clock;

/** A contact request with its job in the forwarding's table; returns the job's key. */
async function enqueue(key = "a") {
  const { id } = await new ContactStore(db).save(
    {
      name: "Ana Lima",
      email: "ana.lima@example.com",
      phone: "+351 912 000 111",
      country: "PT",
      acceptTerms: true,
      acceptPolicy: true,
    },
    { idempotencyKey: key, language: "pt", termsVersion: "t", policyVersion: "p", forward: true },
    new Date(clock),
  );
  return id;
}

const job = () =>
  db.get<Record<string, unknown>>(
    "SELECT attempts, last_status, next_attempt_at, claimed_until, delivered_at, given_up_at FROM contact_outbox",
  );

/** The warnings and errors logged while `work` runs, as parsed lines. */
async function warnings(work: () => Promise<unknown>) {
  const lines: string[] = [];
  const spy = vi.spyOn(process.stderr, "write").mockImplementation((chunk) => {
    lines.push(String(chunk));
    return true;
  });
  try {
    await work();
  } finally {
    spy.mockRestore();
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe.each(testEngines)("JobRunner on %s", (engine) => {
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    db = test.db;
    clock = Date.parse("2026-11-27T10:00:00Z");
  });
  afterEach(() => test.drop());

  it("keeps a claimed job from other rounds until the lease runs out; then another round takes it", async () => {
    await enqueue();
    let answer: (status: string) => void = () => undefined;
    const slow = new TestRunner(db, () => new Promise<string>((resolve) => (answer = resolve)), { now });
    const slowRound = slow.runOnce();
    await expect.poll(() => slow.tried.length).toBe(1);

    const other = new TestRunner(db, () => "ok", { now });
    clock += claimLeaseMs - 1;
    expect(await other.runOnce()).toBe(0);
    expect(other.tried).toEqual([]);
    clock += 1;
    expect(await other.runOnce()).toBe(1);

    // The first round's outcome comes after its lease: it changes nothing, and says so.
    const logged = await warnings(async () => {
      answer("ok");
      expect(await slowRound).toBe(0);
    });
    expect(logged).toEqual([expect.objectContaining({ message: "test outcome came after its claim" })]);
    expect(await job()).toMatchObject({ attempts: 1, last_status: "ok", claimed_until: null });
  });

  it("tries a failed job again after the back-off, and only then", async () => {
    await enqueue();
    const outcomes = ["503", "503", "ok"];
    const runner = new TestRunner(db, () => outcomes.shift() ?? "ok", { now, random: () => 0 });
    expect(await runner.runOnce()).toBe(0);
    expect(await job()).toMatchObject({ attempts: 1, last_status: "503", claimed_until: null });
    clock += 4_999;
    expect(await runner.runOnce()).toBe(0);
    expect(runner.tried).toHaveLength(1);
    clock += 1;
    expect(await runner.runOnce()).toBe(0);
    clock += 10_000;
    expect(await runner.runOnce()).toBe(1);
    expect(runner.tried).toHaveLength(3);
    expect(await job()).toMatchObject({ attempts: 3, last_status: "ok", delivered_at: expect.any(String) });
  });

  it("gives a released claim back at once, untouched", async () => {
    const id = await enqueue();
    const runner = new TestRunner(db, () => "ok", { now });
    const [claim] = await runner.claimOne();
    expect(claim?.request_id).toBe(id);
    expect(await runner.claimOne()).toEqual([]);
    if (claim) await runner.giveBack(claim);
    expect(await job()).toMatchObject({ attempts: 0, claimed_until: null });
    expect(await runner.runOnce()).toBe(1);
  });

  it("runs rounds by itself once started, and stops", async () => {
    const runner = new TestRunner(db, () => "ok", { pollMs: 50, now });
    runner.start();
    try {
      await enqueue();
      runner.wake();
      await expect.poll(() => runner.tried.length, { timeout: 3_000 }).toBe(1);
    } finally {
      await runner.stop();
    }
    await enqueue("b");
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(runner.tried).toHaveLength(1);
  });

  it("gives a job up once it failed as often as its queue allows, and says so without personal data", async () => {
    const id = await enqueue();
    const runner = new TestRunner(db, () => "503", { now, random: () => 0, limit: { maxAttempts: 3 } });
    const logged = await warnings(async () => {
      for (let round = 0; round < 3; round++) {
        expect(await runner.runOnce()).toBe(0);
        clock += 60_000;
      }
    });
    expect(runner.tried).toHaveLength(3);
    expect(await job()).toMatchObject({ attempts: 3, last_status: "503", claimed_until: null, delivered_at: null });
    expect((await job())?.given_up_at).toEqual(expect.any(String));
    expect(logged).toEqual([
      expect.objectContaining({
        message: "test job given up",
        request: id,
        attempts: 3,
        lastStatus: "503",
        limit: "attempts",
      }),
    ]);
    for (const detail of ["Ana", "Lima", "ana.lima", "912"]) expect(JSON.stringify(logged)).not.toContain(detail);

    // No round takes it again, here or elsewhere, however long they wait.
    clock += 24 * 60 * 60 * 1000;
    expect(await runner.runOnce()).toBe(0);
    expect(await new TestRunner(db, () => "ok", { now }).runOnce()).toBe(0);
    expect(runner.tried).toHaveLength(3);
  });

  it("makes no attempt after a job's give-up age: the last one comes before it", async () => {
    const id = await enqueue();
    const start = clock;
    const runner = new TestRunner(db, () => "503", { now, random: () => 0, limit: { maxAgeMs: 60_000 } });
    const tried: number[] = [];
    const logged = await warnings(async () => {
      // Attempts at 0, 5, 15 and 35 s; the next would come at 75 s, past the minute.
      for (const at of [0, 5_000, 15_000, 35_000]) {
        clock = start + at;
        await runner.runOnce();
        tried.push(runner.tried.length);
      }
    });
    expect(tried).toEqual([1, 2, 3, 4]);
    expect(await job()).toMatchObject({ attempts: 4, last_status: "503", next_attempt_at: start + 35_000 });
    expect((await job())?.given_up_at).toEqual(expect.any(String));
    expect(logged).toEqual([expect.objectContaining({ request: id, attempts: 4, limit: "age" })]);
    clock += 60_000;
    expect(await runner.runOnce()).toBe(0);
    expect(runner.tried).toHaveLength(4);
  });

  it("gives up a job already past its limit without trying it (a limit lowered since its last attempt)", async () => {
    const id = await enqueue();
    await db.run("UPDATE contact_outbox SET attempts = 5, last_status = 'timeout'");
    const runner = new TestRunner(db, () => "ok", { now, limit: { maxAttempts: 3 } });
    const logged = await warnings(async () => expect(await runner.runOnce()).toBe(0));
    expect(runner.tried).toEqual([]);
    expect(await job()).toMatchObject({ attempts: 5, last_status: "timeout", claimed_until: null });
    expect(logged).toEqual([
      expect.objectContaining({ request: id, attempts: 5, lastStatus: "timeout", limit: "attempts" }),
    ]);
  });

  it("gives a job refused for good up once it was tried as often as its queue allows such a job", async () => {
    const id = await enqueue();
    const outcomes = ["503", "503", "503", "410"];
    const runner = new TestRunner(db, () => outcomes.shift() ?? "410", {
      now,
      random: () => 0,
      limit: { maxAttemptsRefused: 3, maxAgeMs: 24 * 60 * 60 * 1000 },
    });
    const logged = await warnings(async () => {
      for (let round = 0; round < 6; round++) {
        await runner.runOnce();
        clock += 60_000;
      }
    });
    // Three outages count as attempts; the refusal that comes after them ends it.
    expect(runner.tried).toHaveLength(4);
    expect(await job()).toMatchObject({ attempts: 4, last_status: "410", claimed_until: null, delivered_at: null });
    expect(logged).toEqual([
      expect.objectContaining({ request: id, attempts: 4, lastStatus: "410", limit: "refused" }),
    ]);
  });

  it("gives a refused job its tries: refused twice, it is tried a third time", async () => {
    await enqueue();
    const outcomes = ["404", "404", "ok"];
    const runner = new TestRunner(db, () => outcomes.shift() ?? "ok", {
      now,
      random: () => 0,
      limit: { maxAttemptsRefused: 3 },
    });
    for (let round = 0; round < 3; round++) {
      await runner.runOnce();
      clock += 60_000;
    }
    expect(await job()).toMatchObject({ attempts: 3, last_status: "ok", given_up_at: null });
  });

  it("gives up at once a job that can never be tried, without counting an attempt", async () => {
    const id = await enqueue();
    const runner = new TestRunner(db, () => "never", { now });
    const logged = await warnings(async () => expect(await runner.runOnce()).toBe(0));
    expect(await job()).toMatchObject({ attempts: 0, last_status: "never", claimed_until: null });
    expect((await job())?.given_up_at).toEqual(expect.any(String));
    expect(logged).toEqual([expect.objectContaining({ request: id, limit: "refused" })]);
    clock += 60_000;
    expect(await runner.runOnce()).toBe(0);
    expect(runner.tried).toHaveLength(1);
  });

  it("tries a job without a limit until it is done", async () => {
    await enqueue();
    let failures = 30;
    const runner = new TestRunner(db, () => (failures-- > 0 ? "503" : "ok"), { now, random: () => 0 });
    for (let round = 0; round <= 30; round++) {
      await runner.runOnce();
      clock += 24 * 60 * 60 * 1000;
    }
    expect(await job()).toMatchObject({ attempts: 31, last_status: "ok", given_up_at: null });
  });
});
