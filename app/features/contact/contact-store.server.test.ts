import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/database.server";
import { SqliteDatabase } from "~/db/sql.server";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import type { ContactRequest } from "./contact-schema";
import { ContactStore } from "./contact-store.server";

const request = (name = "Maria da Silva"): ContactRequest => ({
  name,
  email: `${name.toLowerCase().replaceAll(" ", ".")}@example.com`,
  phone: "+55 11 91234-5678",
  country: "BR",
  acceptTerms: true,
  acceptPolicy: true,
});
const meta = (key: string, forward = false) => ({
  idempotencyKey: key,
  language: "pt" as const,
  termsVersion: "reply-2026-11",
  policyVersion: "2026-11-15",
  forward,
});

describe.each(testEngines)("ContactStore on %s", (engine) => {
  let test: TestDatabase;
  let store: ContactStore;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    store = new ContactStore(test.db);
  });
  afterEach(() => test.drop());

  it("stores a request with its language, time and consent versions", async () => {
    const { id, created } = await store.save(request(), meta("k1"), new Date("2026-11-20T10:00:00Z"));
    expect(created).toBe(true);
    expect(await store.get(id)).toMatchObject({
      name: "Maria da Silva",
      country: "BR",
      language: "pt",
      createdAt: "2026-11-20T10:00:00.000Z",
      termsVersion: "reply-2026-11",
      policyVersion: "2026-11-15",
    });
  });

  it("stores a request only once per idempotency key, even when both arrive at once", async () => {
    const first = await store.save(request(), meta("same-key"));
    const again = await store.save(request(), meta("same-key"));
    expect(again).toEqual({ id: first.id, created: false });
    const racing = await Promise.all([
      store.save(request("Ana"), meta("race")),
      store.save(request("Ana"), meta("race")),
    ]);
    expect(racing[0].id).toBe(racing[1].id);
    expect(racing.filter((saved) => saved.created)).toHaveLength(1);
    expect((await store.list(1, 10)).total).toBe(2);
  });

  it("keeps a request sent again under the same key with other details as a request of its own", async () => {
    const first = await store.save(request("Ana"), meta("edited"));
    const edited = await store.save({ ...request("Ana"), phone: "+55 11 90000-0000" }, meta("edited"));
    expect(edited.created).toBe(true);
    expect(edited.id).not.toBe(first.id);
    // Both at the same moment: still two requests.
    const racing = await Promise.all([
      store.save(request("Bia"), meta("edited-at-once")),
      store.save({ ...request("Bia"), phone: "+55 11 90000-0000" }, meta("edited-at-once")),
    ]);
    expect(racing.every((saved) => saved.created)).toBe(true);
    expect((await store.list(1, 10)).items.filter((r) => r.name === "Bia").map((r) => r.phone)).toHaveLength(2);
  });

  it("keeps the clinic the patient chose, and tells a resend for another clinic from a retry", async () => {
    const lisbon = await store.save({ ...request("Inês"), clinic: "lisbon" }, meta("clinic"));
    expect(await store.get(lisbon.id)).toMatchObject({ name: "Inês", clinic: "lisbon" });
    expect(await store.save({ ...request("Inês"), clinic: "lisbon" }, meta("clinic"))).toEqual({
      id: lisbon.id,
      created: false,
    });
    // The form sent again under its key after the patient chose another clinic, or none: requests of their own.
    const madrid = await store.save({ ...request("Inês"), clinic: "madrid" }, meta("clinic"));
    const none = await store.save(request("Inês"), meta("clinic"));
    expect([madrid.created, none.created]).toEqual([true, true]);
    expect((await store.all()).filter((r) => r.name === "Inês").map((r) => r.clinic)).toEqual(
      expect.arrayContaining(["lisbon", "madrid", null]),
    );
  });

  it("lists newest first, a page at a time", async () => {
    for (let i = 0; i < 5; i++) {
      await store.save(request(`Person ${i}`), meta(`k${i}`), new Date(Date.UTC(2026, 10, 1 + i)));
    }
    const page1 = await store.list(1, 2);
    expect(page1.total).toBe(5);
    expect(page1.items.map((r) => r.name)).toEqual(["Person 4", "Person 3"]);
    expect((await store.list(3, 2)).items.map((r) => r.name)).toEqual(["Person 0"]);
  });

  it("erases a request with its outbox entries", async () => {
    const { id } = await store.save(request("Erasable Person"), { ...meta("k1", true), notify: true });
    await store.save(request("Kept Person"), meta("k2"));
    expect(await store.delete(id)).toBe(true);
    expect(await store.get(id)).toBeUndefined();
    expect(await test.db.get("SELECT count(*) AS n FROM contact_outbox")).toEqual({ n: 0 });
    expect(await test.db.get("SELECT count(*) AS n FROM notice_outbox")).toEqual({ n: 0 });
    expect(await store.delete(id)).toBe(false);
    expect((await store.all()).map((r) => r.name)).toEqual(["Kept Person"]);
  });

  it("purges requests older than the retention period", async () => {
    const now = new Date("2026-11-20T00:00:00Z");
    await store.save(request("Old"), meta("old"), new Date("2025-11-01T00:00:00Z"));
    await store.save(request("Recent"), meta("recent"), new Date("2026-11-01T00:00:00Z"));
    expect(await store.purgeOlderThan(365, now)).toBe(1);
    expect(await store.purgeOlderThan(365, now)).toBe(0);
    expect((await store.all()).map((r) => r.name)).toEqual(["Recent"]);
  });

  it("starts every request as new; the staff move it to contacted, then closed", async () => {
    const { id } = await store.save(request(), meta("status"));
    expect(await store.get(id)).toMatchObject({ status: "new", statusChangedAt: null });
    expect(await store.setStatus(id, "contacted", new Date("2026-11-21T09:00:00Z"))).toBe(true);
    expect(await store.get(id)).toMatchObject({ status: "contacted", statusChangedAt: "2026-11-21T09:00:00.000Z" });
    expect(await store.setStatus("no-such-request", "closed")).toBe(false);
    await expect(test.db.run("UPDATE contact_requests SET status = 'lost'")).rejects.toThrow(/CHECK|check/);
  });

  it("finds requests by a part of the name or e-mail, by the digits of the phone, and by status", async () => {
    const ana = (await store.save({ ...request("Ana Lima"), phone: "+55 (11) 98765-4321" }, meta("a"))).id;
    const joao = (await store.save({ ...request("João Souza"), email: "joao_100%@example.com" }, meta("j"))).id;
    await store.save(request("Marta Ruiz"), meta("m"));
    await store.setStatus(joao, "contacted");
    const ids = async (filter: Parameters<ContactStore["list"]>[2]) =>
      (await store.list(1, 10, filter)).items.map((r) => r.id);

    expect(await ids({ query: "ana" })).toEqual([ana]);
    expect(await ids({ query: "LIMA" })).toEqual([ana]);
    expect(await ids({ query: "joao_100%" })).toEqual([joao]);
    // `%` and `_` are letters here, not wildcards.
    expect(await ids({ query: "%" })).toEqual([joao]);
    expect(await ids({ query: "11 98765" })).toEqual([ana]);
    expect(await ids({ query: "5511987654321" })).toEqual([ana]);
    expect(await ids({ status: "contacted" })).toEqual([joao]);
    expect(await ids({ status: "contacted", query: "ana" })).toEqual([]);
    expect((await store.list(1, 10, { status: "new" })).total).toBe(2);
    expect(await store.all({ status: "new" })).toHaveLength(2);
    expect(await store.countByStatus()).toEqual({ all: 3, new: 2, contacted: 1, closed: 0 });
    expect(await store.countByStatus("jo")).toEqual({ all: 1, new: 0, contacted: 1, closed: 0 });
  });

  it("tells whether a request goes to the clinic's backend: off, waiting or delivered", async () => {
    const off = (await store.save(request("Ana Lima"), meta("a"))).id;
    const queued = (await store.save(request("João Souza"), meta("j", true))).id;
    expect((await store.get(off))?.forwarding).toBe("off");
    expect((await store.get(queued))?.forwarding).toBe("pending");
    await test.db.run("UPDATE contact_outbox SET delivered_at = ? WHERE request_id = ?", [
      "2026-11-24T10:00:00Z",
      queued,
    ]);
    expect(await store.get(queued)).toMatchObject({ forwarding: "delivered", forwardedAt: "2026-11-24T10:00:00Z" });
  });
});

describe("ContactStore on SQLite's file", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "contact-store-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it("survives a restart: the data is on disk", async () => {
    const db = new SqliteDatabase(openDatabase(dir));
    const { id } = await new ContactStore(db).save(request(), meta("k1"));
    await db.close();
    const again = new SqliteDatabase(openDatabase(dir));
    expect((await new ContactStore(again).get(id))?.email).toBe("maria.da.silva@example.com");
    await again.close();
  });

  it("erases a request so that it no longer lingers in the database files", async () => {
    const db = new SqliteDatabase(openDatabase(dir));
    const store = new ContactStore(db);
    const { id } = await store.save(request("Erasable Person"), meta("k1", true));
    await store.save(request("Kept Person"), meta("k2"));
    expect(await store.delete(id)).toBe(true);
    for (const file of ["clinic.sqlite", "clinic.sqlite-wal"]) {
      let bytes = "";
      try {
        bytes = readFileSync(path.join(dir, file)).toString("latin1");
      } catch {
        continue;
      }
      expect(bytes, file).not.toContain("erasable.person@example.com");
    }
    await db.close();
  });
});
