import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { localCertificate } from "../../../tests/support/local-certificate";
import { type MailServer, startMailServer } from "../../../tests/support/mail-server";
import { InvitationMail } from "./invitation-mail.server";
import { StaffAccounts } from "./staff-accounts.server";

let certificate: { key: string; cert: string };
beforeAll(async () => {
  certificate = await localCertificate();
});

describe.each(testEngines)("invitation mails on %s", (engine) => {
  let test: TestDatabase;
  let mail: MailServer;
  let outbox: InvitationMail;
  let accountId: string;
  const link = "https://www.aurea-clinic.com/pt/admin/welcome/abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG";
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    mail = await startMailServer(certificate);
    outbox = new InvitationMail(
      test.db,
      {
        smtpUrl: `smtp://127.0.0.1:${mail.port}`,
        from: "no-reply@aurea-clinic.com",
        clinicName: "Aurea Clinic",
        timeZone: "Europe/Lisbon",
      },
      { tls: { ca: certificate.cert }, random: () => 0 },
    );
    // Each test runs the rounds itself: a queued mail's wake-up would start one beside it, and the two would race
    // for the job (on a slow machine the test's own round then finds it claimed).
    outbox.wake = () => {};
    accountId = (await new StaffAccounts(test.db).create({ email: "maria@clinic.test", role: "front_desk" })).id;
  });
  afterEach(async () => {
    await outbox.stop();
    await mail.close();
    await test.drop();
  });

  const invite = () =>
    outbox.enqueue({
      accountId,
      email: "maria@clinic.test",
      link,
      language: "pt",
      expiresAt: "2026-11-29T10:00:00.000Z",
    });

  it("sends the link once, in the owner's language, over STARTTLS, then forgets it", async () => {
    await invite();
    expect(await outbox.runOnce()).toBe(1);
    expect(mail.received).toHaveLength(1);
    const [sent] = mail.received;
    expect(sent).toMatchObject({ to: ["maria@clinic.test"], from: "no-reply@aurea-clinic.com", secure: true });
    expect(sent?.data.replace(/=\r\n/g, "")).toContain(link);
    // In Portuguese, as the owner invited: the body (quoted-printable) names the link's expiry in Lisbon's time.
    const body = (sent?.data ?? "").replace(/=\r\n/g, "");
    expect(body).toContain("Abra este link para escolher sua senha");
    expect(body).toMatch(/29 de nov\. de 2026, 10:00/);
    expect(await test.db.get("SELECT link, sent_at IS NOT NULL AS sent FROM invitation_outbox")).toMatchObject({
      link: null,
    });
    expect(await outbox.runOnce()).toBe(0);
    expect(mail.received).toHaveLength(1);
  });

  it("keeps an invitation the mail server refused and sends it when the server takes it", async () => {
    mail.state.refusing = true;
    await invite();
    expect(await outbox.runOnce()).toBe(0);
    expect(await test.db.get("SELECT link, attempts, last_status FROM invitation_outbox")).toMatchObject({
      link,
      attempts: 1,
    });
    mail.state.refusing = false;
    await test.db.run("UPDATE invitation_outbox SET next_attempt_at = 0");
    expect(await outbox.runOnce()).toBe(1);
    expect(mail.received).toHaveLength(1);
  });

  it("a new link for the same person replaces the one not sent yet", async () => {
    mail.state.refusing = true;
    await invite();
    await outbox.runOnce();
    const renewed = `${link.slice(0, -1)}H`;
    await outbox.enqueue({
      accountId,
      email: "maria@clinic.test",
      link: renewed,
      language: "en",
      expiresAt: "2026-11-30T10:00:00.000Z",
    });
    // The server takes mail again only once the new link replaced the old: a retry of the old one the runner may
    // have started meanwhile (its first try woke it) is refused, rather than delivered on a slow machine.
    mail.state.refusing = false;
    expect(await outbox.runOnce()).toBe(1);
    expect(mail.received).toHaveLength(1);
    expect(mail.received[0]?.data.replace(/=\r\n/g, "")).toContain(renewed);
  });
});
