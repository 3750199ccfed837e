import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase, type TestDatabase, testEngines } from "~/db/testing.server";
import { AccountExistsError, invitationLifetimeMs, StaffAccounts, validAccountEmail } from "./staff-accounts.server";
import { may } from "./staff-roles";

describe.each(testEngines)("staff accounts on %s", (engine) => {
  let test: TestDatabase;
  let accounts: StaffAccounts;
  beforeEach(async () => {
    test = await openTestDatabase(engine);
    accounts = new StaffAccounts(test.db);
  });
  afterEach(() => test.drop());

  it("are found by their address in any case, and one address has one account", async () => {
    const owner = await accounts.create({ email: " Maria@Clinic.test ", role: "owner", passwordHash: "scrypt:x" });
    expect(owner).toMatchObject({
      email: "maria@clinic.test",
      role: "owner",
      active: true,
      hasPassword: true,
      enrolled: false,
    });
    expect(owner.id).toMatch(/^acc_[\w-]{16}$/);
    expect((await accounts.credentials("MARIA@clinic.test"))?.passwordHash).toBe("scrypt:x");
    await expect(accounts.create({ email: "maria@clinic.TEST", role: "editor" })).rejects.toThrow(AccountExistsError);
    expect(await accounts.count()).toBe(1);
  });

  it("take each second-factor step once, and only a later one after it", async () => {
    const { id } = await accounts.create({ email: "a@clinic.test", role: "front_desk", passwordHash: "scrypt:x" });
    await accounts.enrol(id, "JBSWY3DPEHPK3PXP", 100, []);
    expect(await accounts.takeStep(id, 100)).toBe(false);
    expect(await accounts.takeStep(id, 101)).toBe(true);
    expect(await accounts.takeStep(id, 101)).toBe(false);
    expect(await accounts.takeStep(id, 99)).toBe(false);
    // Two sign-ins with the same code at once: one wins.
    expect((await Promise.all([accounts.takeStep(id, 102), accounts.takeStep(id, 102)])).filter(Boolean)).toHaveLength(
      1,
    );
  });

  it("keep recovery codes as digests, each used once, and new ones replace the old", async () => {
    const { id } = await accounts.create({ email: "a@clinic.test", role: "owner", passwordHash: "scrypt:x" });
    await accounts.enrol(id, "JBSWY3DPEHPK3PXP", 1, ["aaaa-bbbb-cccc-dddd-eeee-ffff", "2222-3333-4444-5555-6666-7777"]);
    expect(JSON.stringify(await test.db.all("SELECT * FROM staff_recovery_codes"))).not.toContain("aaaa");
    expect(await accounts.recoveryCodesLeft(id)).toBe(2);
    expect(await accounts.spendRecoveryCode(id, "aaaabbbbccccddddeeeeffff")).toBe(true);
    expect(await accounts.spendRecoveryCode(id, "aaaabbbbccccddddeeeeffff")).toBe(false);
    expect(await accounts.recoveryCodesLeft(id)).toBe(1);
    const other = await accounts.create({ email: "b@clinic.test", role: "owner", passwordHash: "scrypt:x" });
    expect(await accounts.spendRecoveryCode(other.id, "222233334444555566667777")).toBe(false);
    await accounts.replaceRecoveryCodes(id, ["zzzz-zzzz-zzzz-zzzz-zzzz-zzzz"]);
    expect(await accounts.spendRecoveryCode(id, "222233334444555566667777")).toBe(false);
    expect(await accounts.spendRecoveryCode(id, "zzzzzzzzzzzzzzzzzzzzzzzz")).toBe(true);
  });

  it("invite by a one-time link valid 72 hours, which sets the password once", async () => {
    const owner = await accounts.create({ email: "o@clinic.test", role: "owner", passwordHash: "scrypt:x" });
    const invited = await accounts.create({ email: "new@clinic.test", role: "front_desk" });
    expect(invited.hasPassword).toBe(false);
    const now = new Date("2026-11-24T08:00:00Z");
    const { token, expiresAt } = await accounts.invite(invited.id, owner.id, now);
    expect(expiresAt).toBe(new Date(now.getTime() + invitationLifetimeMs).toISOString());
    expect(JSON.stringify(await test.db.all("SELECT * FROM staff_invitations"))).not.toContain(token);
    expect((await accounts.invited(token, now))?.email).toBe("new@clinic.test");
    expect(await accounts.invited(token, new Date(now.getTime() + invitationLifetimeMs))).toBeUndefined();
    const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
    expect(await accounts.invited(forged, now)).toBeUndefined();
    // A new link voids the old one.
    const renewed = await accounts.invite(invited.id, owner.id, now);
    expect(await accounts.invited(token, now)).toBeUndefined();
    expect((await accounts.accept(renewed.token, "scrypt:new", now))?.hasPassword).toBe(true);
    expect(await accounts.accept(renewed.token, "scrypt:other", now)).toBeUndefined();
    expect((await accounts.credentialsOf(invited.id))?.passwordHash).toBe("scrypt:new");
  });

  it("a deactivated account's invitation no longer works", async () => {
    const owner = await accounts.create({ email: "o@clinic.test", role: "owner", passwordHash: "scrypt:x" });
    const invited = await accounts.create({ email: "new@clinic.test", role: "owner" });
    const { token } = await accounts.invite(invited.id, owner.id);
    expect(await accounts.setActive(invited.id, false)).toBe(true);
    expect(await accounts.invited(token)).toBeUndefined();
  });

  it("keep an owner who can sign in: the last one is neither deactivated nor reset, even by two owners at once", async () => {
    const first = await accounts.create({ email: "a@clinic.test", role: "owner", passwordHash: "scrypt:x" });
    const second = await accounts.create({ email: "b@clinic.test", role: "owner", passwordHash: "scrypt:x" });
    // An invited owner (no password yet) and the other roles do not count.
    await accounts.create({ email: "c@clinic.test", role: "owner" });
    await accounts.create({ email: "d@clinic.test", role: "front_desk", passwordHash: "scrypt:x" });
    const canSignIn = async () =>
      (await accounts.list()).filter((account) => account.role === "owner" && account.active && account.hasPassword);

    // Each deactivates the other at the same moment: one of them is done.
    const done = await Promise.all([accounts.setActive(first.id, false), accounts.setActive(second.id, false)]);
    expect(done.filter(Boolean)).toHaveLength(1);
    const [left] = await canSignIn();
    expect(await canSignIn()).toHaveLength(1);
    const gone = left?.id === first.id ? second : first;
    // The one left is neither deactivated nor reset; the other can come back.
    expect(await accounts.setActive(left?.id ?? "", false)).toBe(false);
    expect(await accounts.resetSignIn(left?.id ?? "")).toBe(false);
    expect(await accounts.find(left?.id ?? "")).toMatchObject({ active: true, hasPassword: true });
    expect(await accounts.setActive(gone.id, true)).toBe(true);

    // Each resets the other at the same moment: one of them is done.
    const reset = await Promise.all([accounts.resetSignIn(first.id), accounts.resetSignIn(second.id)]);
    expect(reset.filter(Boolean)).toHaveLength(1);
    expect(await canSignIn()).toHaveLength(1);
  });
});

describe("roles and addresses", () => {
  it("let the owner do everything, the front desk the inbox and its figures, the editor the content", () => {
    const all = ["requests", "accounts", "audit", "content", "insights", "site_figures"] as const;
    expect(all.filter((p) => may("owner", p))).toEqual(all);
    expect(all.filter((p) => may("front_desk", p))).toEqual(["requests", "insights"]);
    expect(all.filter((p) => may("editor", p))).toEqual(["content"]);
  });

  it("take an e-mail address with one @ and a domain", () => {
    expect(validAccountEmail("ana@clinic.pt")).toBe(true);
    expect(["ana", "ana@clinic", "a b@clinic.pt", `${"a".repeat(250)}@c.pt`].map(validAccountEmail)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});
