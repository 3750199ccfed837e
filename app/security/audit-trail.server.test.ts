import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { requestScope } from "~/log.server";
import { AuditTrail } from "./audit-trail.server";

describe.each(testEngines)("the audit trail on %s", (engine) => {
  let test: TestDatabase;
  let trail: AuditTrail;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    trail = new AuditTrail(test.db);
  });
  afterEach(() => test.drop());

  it("records who did what, when, from where and in which request, newest first", async () => {
    await requestScope.run({ requestId: "req-1" }, () =>
      trail.record(
        { action: "sign_in", actor: "acc_maria", client: "2001:db8:1:2::/64" },
        new Date("2026-11-26T09:00:00Z"),
      ),
    );
    await trail.record(
      { action: "request_status_changed", actor: "acc_maria", objectId: "r-42", detail: { status: "contacted" } },
      new Date("2026-11-26T09:05:00Z"),
    );
    const { events, total } = await trail.list();
    expect(total).toBe(2);
    expect(events.map((entry) => entry.action)).toEqual(["request_status_changed", "sign_in"]);
    expect(events[0]).toMatchObject({ objectId: "r-42", detail: { status: "contacted" }, requestId: null });
    expect(events[1]).toMatchObject({
      occurredAt: "2026-11-26T09:00:00.000Z",
      actor: "acc_maria",
      client: "2001:db8:1:2::/64",
      requestId: "req-1",
      objectId: null,
      detail: null,
    });
  });

  it("lists the events of one millisecond in the order they happened, newest first", async () => {
    const moment = new Date("2026-11-26T09:00:00.000Z");
    const actions = ["sign_in", "requests_exported", "request_erased", "sign_out"] as const;
    for (let round = 0; round < 5; round += 1) {
      for (const action of actions) await trail.record({ action, actor: "acc_maria" }, moment);
    }
    const { events } = await trail.list();
    expect(events.map((entry) => entry.action)).toEqual(Array.from({ length: 5 }, () => [...actions].reverse()).flat());
  });

  it("filters by action, actor, object and time, and pages", async () => {
    for (const [minute, action] of [
      [1, "sign_in_failed"],
      [2, "sign_in_failed"],
      [3, "sign_in"],
      [4, "request_erased"],
    ] as const) {
      await trail.record(
        {
          action,
          actor: action === "sign_in_failed" ? "anonymous" : "acc_maria",
          objectId: action === "request_erased" ? "r-1" : undefined,
        },
        new Date(`2026-11-26T10:0${minute}:00Z`),
      );
    }
    expect((await trail.list({ action: "sign_in_failed" })).total).toBe(2);
    expect((await trail.list({ actor: "acc_maria" })).events.map((entry) => entry.action)).toEqual([
      "request_erased",
      "sign_in",
    ]);
    expect((await trail.list({ objectId: "r-1" })).total).toBe(1);
    const window = await trail.list({ from: "2026-11-26T10:02:00Z", to: "2026-11-26T10:04:00Z" });
    expect(window.events.map((entry) => entry.occurredAt)).toEqual([
      "2026-11-26T10:03:00.000Z",
      "2026-11-26T10:02:00.000Z",
    ]);
    const page = await trail.list({ limit: 2, offset: 2 });
    expect(page.total).toBe(4);
    expect(page.events.map((entry) => entry.occurredAt)).toEqual([
      "2026-11-26T10:02:00.000Z",
      "2026-11-26T10:01:00.000Z",
    ]);
  });

  it("is append-only: the database refuses to change an event", async () => {
    await trail.record({ action: "requests_exported", actor: "acc_maria", detail: { format: "csv", rows: 3 } });
    await expect(test.db.run("UPDATE audit_events SET actor = 'someone else'")).rejects.toThrow(/append-only/);
    expect((await trail.list()).events[0]?.actor).toBe("acc_maria");
  });

  it("takes no free text in its details, so no patient's name or address can reach it", async () => {
    await expect(
      trail.record({ action: "request_status_changed", actor: "acc_maria", detail: { name: "Ana Souza" } }),
    ).rejects.toThrow(/short word/);
    await expect(
      trail.record({ action: "request_status_changed", actor: "acc_maria", detail: { email: "ana@example.com" } }),
    ).rejects.toThrow(/short word/);
    expect((await trail.list()).total).toBe(0);
  });

  it("keeps a draft's keys and a publish's authors as lists of identifiers, never a text written in them", async () => {
    const keys = ["pt/home:hero.title", "en/catalogue:physicians.clinical_director.registrations.br.crm_state"];
    await trail.record({ action: "content_draft_saved", actor: "acc_maria", detail: { texts: 2, keys } });
    await trail.record({
      action: "content_published",
      actor: "acc_maria",
      objectId: "7",
      detail: { texts: 3, authors: ["acc_maria", "acc_joao"] },
    });
    expect((await trail.list()).events.map((entry) => entry.detail)).toEqual([
      { texts: 3, authors: ["acc_maria", "acc_joao"] },
      { texts: 2, keys },
    ]);
    await expect(
      trail.record({ action: "content_draft_saved", actor: "acc_maria", detail: { keys: ["Beleza que dura"] } }),
    ).rejects.toThrow(/list of identifiers/);
    await expect(
      trail.record({ action: "content_draft_saved", actor: "acc_maria", detail: { keys: [""] } }),
    ).rejects.toThrow(/list of identifiers/);
    expect((await trail.list()).total).toBe(2);
  });

  it("loses events only to its own retention", async () => {
    await trail.record({ action: "sign_in", actor: "acc_maria" }, new Date("2024-11-01T00:00:00Z"));
    await trail.record({ action: "sign_in", actor: "acc_maria" }, new Date("2026-11-01T00:00:00Z"));
    expect(await trail.purgeOlderThan(730, new Date("2026-11-26T00:00:00Z"))).toBe(1);
    expect((await trail.list()).events.map((entry) => entry.occurredAt)).toEqual(["2026-11-01T00:00:00.000Z"]);
  });
});
