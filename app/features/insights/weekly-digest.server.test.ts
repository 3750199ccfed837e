import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { StaffAccounts } from "~/features/staff/staff-accounts.server";
import { VitalsStore } from "~/features/web-vitals/vitals-store.server";
import { localCertificate } from "../../../tests/support/local-certificate";
import { type MailServer, startMailServer } from "../../../tests/support/mail-server";
import { addCount } from "./site-counts.server";
import { lastWholeWeek, WeeklyDigest } from "./weekly-digest.server";

let certificate: { key: string; cert: string };
beforeAll(async () => {
  certificate = await localCertificate();
});

// Wednesday 2 December 2026: the last whole week began on Monday 23 November.
const now = new Date("2026-12-02T08:00:00Z");

describe.each(testEngines)("the owners' weekly figures on %s", (engine) => {
  let test: TestDatabase;
  let mail: MailServer;
  const runners: WeeklyDigest[] = [];
  const runner = () => {
    const digest = new WeeklyDigest(
      test.db,
      {
        smtpUrl: `smtp://127.0.0.1:${mail.port}`,
        from: "no-reply@aurea-clinic.com",
        clinicName: "Aurea Clinic",
        siteUrl: "https://www.aurea-clinic.com",
      },
      { tls: { ca: certificate.cert }, random: () => 0, now: () => now.getTime() },
    );
    digest.wake = () => {};
    runners.push(digest);
    return digest;
  };
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    mail = await startMailServer(certificate);
  });
  afterEach(async () => {
    await Promise.all(runners.splice(0).map((digest) => digest.stop()));
    await mail.close();
    await test.drop();
  });

  /** A mail's text, its quoted-printable encoding undone (soft line breaks, then `=XX` bytes as UTF-8). */
  const body = (index = 0) => {
    const text = (mail.received[index]?.data ?? "").replace(/=\r\n/g, "");
    const bytes = text.replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  };

  it("go once a week to each owner who asked, in their language, even from several instances", async () => {
    const accounts = new StaffAccounts(test.db);
    const owner = await accounts.create({ email: "ana@clinic.test", role: "owner" });
    const other = await accounts.create({ email: "rui@clinic.test", role: "owner" });
    const desk = await accounts.create({ email: "desk@clinic.test", role: "front_desk" });
    await accounts.setWeeklyDigest(owner.id, "pt-PT");
    await accounts.setWeeklyDigest(desk.id, "en");
    expect(await accounts.weeklyDigestOf(other.id)).toBeNull();
    // The last week: 3 requests (2 for Lisbon); the four before: 2 in all.
    const at = (day: string) => new Date(`${day}T10:00:00Z`);
    for (const day of ["2026-11-23", "2026-11-25", "2026-11-29"]) {
      await addCount(test.db, {
        event: "request",
        path: "/pt-pt",
        clinic: day === "2026-11-29" ? "" : "lisbon",
        now: at(day),
      });
    }
    await addCount(test.db, { event: "request", path: "/", now: at("2026-11-02") });
    await addCount(test.db, { event: "request", path: "/", now: at("2026-11-17") });
    await new VitalsStore(test.db).record(
      { page: "/pt-pt", device: "phone", metrics: [{ name: "LCP", value: 1800 }] },
      at("2026-11-24"),
    );

    expect(lastWholeWeek(now)).toBe("2026-11-23");
    // Two instances at once: each queues and sends what it claims; the owner gets one mail.
    const [sentByOne, sentByOther] = await Promise.all([runner().runOnce(), runner().runOnce()]);
    expect(sentByOne + sentByOther).toBe(1);
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]).toMatchObject({ to: ["ana@clinic.test"], secure: true });
    // In European Portuguese: the week, the requests against the four weeks before, by clinic, the speed, the link.
    expect(body()).toContain("23 de novembro de 2026");
    expect(body()).toMatch(/3 \(.*0,5/);
    expect(body()).toContain("Lisboa 2");
    expect(body()).toContain("1800 ms");
    expect(body()).toContain("https://www.aurea-clinic.com/pt-pt/admin/insights");
    // Another round that week sends nothing more; no figure of a patient is in it.
    expect(await runner().runOnce()).toBe(0);
    expect(mail.received).toHaveLength(1);
    expect(body()).not.toContain("@clinic.test\r\n\r\n");
  });

  it("stop when the owner stops them, and keep a mail the server refused for a later round", async () => {
    const accounts = new StaffAccounts(test.db);
    const owner = await accounts.create({ email: "ana@clinic.test", role: "owner" });
    await accounts.setWeeklyDigest(owner.id, "en");
    mail.state.refusing = true;
    const digest = runner();
    expect(await digest.runOnce()).toBe(0);
    expect(await test.db.get("SELECT attempts, sent_at FROM digest_outbox")).toMatchObject({
      attempts: 1,
      sent_at: null,
    });
    mail.state.refusing = false;
    await test.db.run("UPDATE digest_outbox SET next_attempt_at = 0");
    expect(await digest.runOnce()).toBe(1);
    expect(body()).toContain("the site's figures for the week of November 23, 2026");
    // Stopped: the next week's round queues nothing for this owner.
    await accounts.setWeeklyDigest(owner.id, null);
    await test.db.run("DELETE FROM digest_outbox");
    expect(await digest.plan(new Date("2026-12-09T08:00:00Z"))).toBe(0);
  });
});
