import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { browserName, halfwayMs, StaffSessions, validCsrfToken } from "./staff-session.server";

const minutes = (n: number) => n * 60 * 1000;
const times = { idleMs: minutes(30), lifetimeMs: minutes(8 * 60) };
const at = (time: string) => new Date(`2026-11-24T${time}Z`);

describe.each(testEngines)("staff sessions on %s", (engine) => {
  let test: TestDatabase;
  let sessions: StaffSessions;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    sessions = new StaffSessions(test.db, times);
  });
  afterEach(() => test.drop());

  it("open with their cookie's token while used within 30 minutes, and end eight hours after sign-in however busy", async () => {
    const { token, ...session } = await sessions.create("acc_a", "full", {}, at("08:00:00"));
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(session.expiresAt).toBe(at("16:00:00").toISOString());
    // Used every 25 minutes, it stays open until the end of its lifetime.
    for (let minute = 25; minute < 8 * 60; minute += 25) {
      const now = new Date(at("08:00:00").getTime() + minutes(minute));
      expect(await sessions.find(token, now), `after ${minute} minutes`).toEqual({ ...session, pendingSecret: null });
    }
    expect(await sessions.find(token, at("16:00:00"))).toBeUndefined();
    expect(await sessions.find(`${token}x`, at("08:01:00"))).toBeUndefined();
    expect(await sessions.find(undefined, at("08:01:00"))).toBeUndefined();
  });

  it("end after 30 minutes without use", async () => {
    const { token } = await sessions.create("acc_a", "full", {}, at("08:00:00"));
    expect(await sessions.find(token, at("08:29:00"))).toBeDefined();
    expect(await sessions.find(token, at("08:59:30"))).toBeUndefined();
    // The purge clears it from the table too.
    await sessions.purgeExpired(at("09:00:00"));
    expect(await test.db.get("SELECT count(*) AS n FROM admin_sessions")).toEqual({ n: 0 });
  });

  it("give a sign-in halfway (password right, code due) 10 minutes, and a new token once complete", async () => {
    const halfway = await sessions.create("acc_a", "password", {}, at("08:00:00"));
    expect(halfway.expiresAt).toBe(new Date(at("08:00:00").getTime() + halfwayMs).toISOString());
    const found = await sessions.find(halfway.token, at("08:05:00"));
    expect(found?.stage).toBe("password");
    const full = await sessions.complete(found ?? halfway, {}, at("08:05:00"));
    expect(full.token).not.toBe(halfway.token);
    expect(full.stage).toBe("full");
    expect(await sessions.find(halfway.token, at("08:05:01"))).toBeUndefined();
    expect((await sessions.find(full.token, at("08:05:01")))?.stage).toBe("full");
  });

  it("are five per account at most: a sixth sign-in ends the one used least recently", async () => {
    const opened = [];
    for (let minute = 0; minute < 6; minute++) {
      opened.push(await sessions.create("acc_a", "full", {}, at(`08:0${minute}:00`)));
    }
    expect((await sessions.list("acc_a", at("08:07:00"))).map((session) => session.id)).toEqual(
      opened
        .slice(1)
        .reverse()
        .map((session) => session.id),
    );
    expect(await sessions.find(opened[0]?.token, at("08:07:00"))).toBeUndefined();
  });

  it("keep only a hash of the token: the database alone signs nobody in", async () => {
    const { token } = await sessions.create("acc_a", "full");
    const rows = await test.db.all("SELECT * FROM admin_sessions");
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("list a person's open sessions with where they were opened, and end the others or all of them", async () => {
    const origin = {
      client: "192.0.2.7",
      userAgent:
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36",
    };
    const mine = await sessions.create("acc_a", "full", origin, at("08:00:00"));
    const phone = await sessions.create(
      "acc_a",
      "full",
      {
        userAgent:
          "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1",
      },
      at("08:10:00"),
    );
    await sessions.create("acc_a", "password", {}, at("08:11:00"));
    const someoneElse = await sessions.create("acc_b", "full", {}, at("08:12:00"));
    const listed = await sessions.list("acc_a", at("08:15:00"));
    expect(listed.map(({ client, agent }) => ({ client, agent }))).toEqual([
      { client: null, agent: "Safari · iOS" },
      { client: "192.0.2.7", agent: "Chrome · Windows" },
    ]);
    expect(await sessions.openByAccount(at("08:15:00"))).toEqual(
      new Map([
        ["acc_a", 2],
        ["acc_b", 1],
      ]),
    );
    // "Sign out the others": the one asking stays.
    expect(await sessions.endAll("acc_a", mine.id)).toBe(2);
    expect(await sessions.find(phone.token, at("08:16:00"))).toBeUndefined();
    expect(await sessions.find(mine.token, at("08:16:00"))).toBeDefined();
    expect(await sessions.find(someoneElse.token, at("08:16:00"))).toBeDefined();
    // Deactivation: all of them.
    expect(await sessions.endAll("acc_a")).toBe(1);
    expect(await sessions.find(mine.token, at("08:16:00"))).toBeUndefined();
  });

  it("end for good when the staff sign out, and expired ones are cleared", async () => {
    const { token } = await sessions.create("acc_a", "full", {}, at("08:00:00"));
    const other = await sessions.create("acc_a", "full", {}, at("08:00:00"));
    await sessions.end(token);
    expect(await sessions.find(token, at("08:20:00"))).toBeUndefined();
    expect(await sessions.find(other.token, at("08:20:00"))).toBeDefined();
    await sessions.create("acc_a", "full", {}, new Date("2026-11-25T08:00:00Z"));
    expect(await test.db.get("SELECT count(*) AS n FROM admin_sessions")).toEqual({ n: 1 });
  });

  it("accept a form only with the session's own token", async () => {
    const session = await sessions.create("acc_a", "full");
    expect(validCsrfToken(session, session.csrfToken)).toBe(true);
    expect(validCsrfToken(session, (await sessions.create("acc_a", "full")).csrfToken)).toBe(false);
    expect(validCsrfToken(session, "")).toBe(false);
    expect(validCsrfToken(session, undefined)).toBe(false);
    expect(validCsrfToken(session, ["x"])).toBe(false);
  });
});

describe("browser names", () => {
  it("name the browser and system, Edge before Chrome, Chrome before Safari", () => {
    expect(browserName("Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) Gecko/20100101 Firefox/133.0")).toBe(
      "Firefox · macOS",
    );
    expect(browserName("Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0")).toBe(
      "Edge · Windows",
    );
    expect(browserName("Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36")).toBe(
      "Chrome · Android",
    );
    expect(browserName("curl/8.0")).toBeNull();
    expect(browserName(null)).toBeNull();
  });
});
