import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { StaffSessions, sessionLifetimeMs, validCsrfToken } from "./staff-session.server";

const passwordHash = "scrypt:17:8:1:c2FsdA:a2V5";

describe.each(testEngines)("staff sessions on %s", (engine) => {
  let test: TestDatabase;
  let sessions: StaffSessions;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    sessions = new StaffSessions(test.db, passwordHash);
  });
  afterEach(() => test.drop());

  it("open with their cookie's token until they expire, eight hours after sign-in", async () => {
    const start = new Date("2026-11-24T08:00:00Z");
    const { token, csrfToken, expiresAt } = await sessions.create(start);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(expiresAt).toBe(new Date(start.getTime() + sessionLifetimeMs).toISOString());
    expect(await sessions.find(token, new Date("2026-11-24T15:59:00Z"))).toEqual({ csrfToken, expiresAt });
    expect(await sessions.find(token, new Date("2026-11-24T16:00:00Z"))).toBeUndefined();
    expect(await sessions.find(`${token}x`, start)).toBeUndefined();
    expect(await sessions.find(undefined, start)).toBeUndefined();
  });

  it("keep only a hash of the token: the database alone signs nobody in", async () => {
    const { token } = await sessions.create();
    const rows = await test.db.all("SELECT * FROM admin_sessions");
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("all end when the clinic sets a new password", async () => {
    const { token } = await sessions.create();
    expect(await new StaffSessions(test.db, passwordHash).find(token)).toBeDefined();
    expect(await new StaffSessions(test.db, "scrypt:17:8:1:c2FsdA:bmV3").find(token)).toBeUndefined();
  });

  it("end for good when the staff sign out, and expired ones are cleared", async () => {
    const { token } = await sessions.create(new Date("2026-11-24T08:00:00Z"));
    const other = await sessions.create(new Date("2026-11-24T08:00:00Z"));
    await sessions.end(token);
    expect(await sessions.find(token, new Date("2026-11-24T09:00:00Z"))).toBeUndefined();
    expect(await sessions.find(other.token, new Date("2026-11-24T09:00:00Z"))).toBeDefined();
    await sessions.create(new Date("2026-11-25T08:00:00Z"));
    expect(await test.db.get("SELECT count(*) AS n FROM admin_sessions")).toEqual({ n: 1 });
  });

  it("accept a form only with the session's own token", async () => {
    const session = await sessions.create();
    expect(validCsrfToken(session, session.csrfToken)).toBe(true);
    expect(validCsrfToken(session, (await sessions.create()).csrfToken)).toBe(false);
    expect(validCsrfToken(session, "")).toBe(false);
    expect(validCsrfToken(session, undefined)).toBe(false);
    expect(validCsrfToken(session, ["x"])).toBe(false);
  });
});
