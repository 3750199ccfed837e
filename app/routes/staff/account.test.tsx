// @vitest-environment happy-dom
import { fireEvent, screen, within } from "@testing-library/react";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { auditTrail, staffAccounts, staffSessions } from "~/features/staff/staff-access.server";
import { acceptedStep } from "~/security/totp.server";
import {
  addAccount,
  appCode,
  openStaffPage,
  settled,
  setUpStaffPages,
  testPassword,
} from "../../../tests/support/staff-routes";

setUpStaffPages();

const heading = () => screen.getByRole("heading", { level: 1 }).textContent;

/** The second-factor section: the password and a code, then one of its two buttons. */
async function secondFactor(
  button: "Set up a new app" | "Make new recovery codes",
  code: string,
  password = testPassword,
) {
  const section = screen.getByRole("form", { name: "Authenticator app and recovery codes" });
  fireEvent.change(within(section).getByLabelText("Current password"), { target: { value: password } });
  fireEvent.change(within(section).getByLabelText("Code from your app"), { target: { value: code } });
  fireEvent.click(within(section).getByRole("button", { name: button }));
  await settled();
}

describe("one's account page", () => {
  it("makes new recovery codes only after the password and a fresh code; the old ones stop working", async () => {
    const person = await addAccount("front_desk");
    await staffAccounts().replaceRecoveryCodes(person.id, ["aaaa-aaaa-aaaa-aaaa-aaaa-aaaa"]);
    await openStaffPage("/admin/account", { as: person.id });
    await screen.findByRole("heading", { name: "Your account" });
    expect(screen.getByText(/You have 1 unused recovery code\./)).toBeTruthy();

    await secondFactor("Make new recovery codes", "123456");
    expect(screen.getByRole("alert").textContent).toBe(
      "The current password or the code is not correct, so nothing was changed.",
    );
    const code = appCode(person.secret);
    await secondFactor("Make new recovery codes", code, "not the password");
    expect(screen.getByRole("alert")).toBeTruthy();
    // A wrong password leaves the code unspent (it is not even checked): the same code then goes through.
    await secondFactor("Make new recovery codes", code);
    expect(heading()).toBe("Your recovery codes");
    expect(document.querySelectorAll("ol code")).toHaveLength(10);
    expect(await staffAccounts().spendRecoveryCode(person.id, "aaaaaaaaaaaaaaaaaaaaaaaa")).toBe(false);
    expect((await auditTrail().list({ action: "recovery_codes_renewed", actor: person.id })).total).toBe(1);
  });

  it("counts every wrong current password, whatever the code: the sixth in a quarter hour waits, the codes unspent", async () => {
    const person = await addAccount("front_desk");
    const codes = ["bbbb-bbbb-bbbb-bbbb-bbbb-bbb2", "bbbb-bbbb-bbbb-bbbb-bbbb-bbb3", "bbbb-bbbb-bbbb-bbbb-bbbb-bbb4"];
    const more = ["bbbb-bbbb-bbbb-bbbb-bbbb-bbb5", "bbbb-bbbb-bbbb-bbbb-bbbb-bbb6", "bbbb-bbbb-bbbb-bbbb-bbbb-bbb7"];
    await staffAccounts().replaceRecoveryCodes(person.id, [...codes, ...more]);
    await openStaffPage("/admin/account", { as: person.id });
    await screen.findByRole("heading", { name: "Your account" });
    // Six wrong passwords, each with a code that is right.
    const answers: string[] = [];
    for (const [i, code] of [...codes, ...more].entries()) {
      await secondFactor("Make new recovery codes", code, `not the password ${i}`);
      answers.push(screen.getByRole("alert").textContent ?? "");
    }
    expect(answers).toEqual([
      ...Array(5).fill("The current password or the code is not correct, so nothing was changed."),
      "Too many tries. Please wait 15 minutes before trying again.",
    ]);
    // The right password waits too, and none of the codes was spent.
    await secondFactor("Make new recovery codes", codes[0] ?? "");
    expect(screen.getByRole("alert").textContent).toBe("Too many tries. Please wait 15 minutes before trying again.");
    expect(await staffAccounts().recoveryCodesLeft(person.id)).toBe(6);
  });

  it("signs one session out, or all the others, after the password; the page's own session gets a new token", async () => {
    const person = await addAccount("front_desk");
    const desk = await staffSessions().create(person.id, "full", {
      userAgent: "Mozilla/5.0 (Windows NT 10.0) Firefox/133.0",
    });
    const phone = await staffSessions().create(person.id, "full", {
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Version/18.0 Mobile Safari/604.1",
    });
    await openStaffPage("/admin/account", { as: person.id });
    await screen.findByRole("heading", { name: "Your account" });
    const list = () => screen.getByRole("form", { name: "Where you are signed in" });
    const desktop = within(list()).getByRole("button", { name: /^Sign out the session of Firefox · Windows/ });
    fireEvent.click(desktop);
    await settled();
    expect(within(list()).getByRole("alert").textContent).toBe(
      "The current password or the code is not correct, so nothing was changed.",
    );
    expect(await staffSessions().find(desk.token)).toBeDefined();
    fireEvent.change(within(list()).getByLabelText("Current password"), { target: { value: testPassword } });
    fireEvent.click(within(list()).getByRole("button", { name: /^Sign out the session of Firefox · Windows/ }));
    await settled();
    expect(screen.getByRole("status").textContent).toBe("Your other sessions were signed out.");
    expect(await staffSessions().find(desk.token)).toBeUndefined();
    expect(await staffSessions().find(phone.token)).toBeDefined();
    fireEvent.change(within(list()).getByLabelText("Current password"), { target: { value: testPassword } });
    fireEvent.click(within(list()).getByRole("button", { name: "Sign out the other session" }));
    await settled();
    expect(await staffSessions().find(phone.token)).toBeUndefined();
    expect(within(list()).getAllByRole("row")).toHaveLength(2);
  });

  it("moves the second factor to a new app: the old app's codes stop working", async () => {
    const person = await addAccount("editor");
    await openStaffPage("/admin/account", { as: person.id });
    await screen.findByRole("heading", { name: "Your account" });
    await secondFactor("Set up a new app", appCode(person.secret));
    expect(heading()).toBe("Set up your authenticator app");
    const address = [...document.querySelectorAll("code")].map((code) => code.textContent ?? "").at(-1) ?? "";
    const secret = new URL(address).searchParams.get("secret") ?? "";
    expect(secret).not.toBe(person.secret);
    fireEvent.change(screen.getByLabelText("Code from the app"), {
      target: { value: new TOTP({ secret: Secret.fromBase32(secret) }).generate() },
    });
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await settled();
    expect(heading()).toBe("Your recovery codes");
    const account = await staffAccounts().credentialsOf(person.id);
    expect(account?.totpSecret).toBe(secret);
    expect(acceptedStep(account?.totpSecret ?? "", appCode(person.secret, 1), 0)).toBeNull();
    expect((await auditTrail().list({ action: "second_factor_changed", actor: person.id })).total).toBe(1);
  });
});
