// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { addAccount, appCode, openStaffPage, settled, setUpStaffPages, testOwner, testPassword } from "./testing";

setUpStaffPages();

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Types an address and a password and presses "Sign in", as the staff do. */
async function signIn(password: string, email = testOwner.email) {
  type("E-mail address", email);
  type("Password", password);
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
  await settled();
}

/** Types a code on the second step and presses "Continue". */
async function enterCode(code: string) {
  type("Code", code);
  fireEvent.click(screen.getByRole("button", { name: "Continue" }));
  await settled();
}

const heading = () => screen.getByRole("heading", { level: 1 }).textContent;

describe("the sign-in", () => {
  it("says why the staff are here again: signed out, or their session ended", async () => {
    await openStaffPage("/admin/login?done=signed-out", { signedIn: false });
    expect((await screen.findByRole("status")).textContent).toBe("You are signed out.");
    expect(screen.queryByRole("alert")).toBeNull();
    cleanup();
    await openStaffPage("/admin/login?expired=1", { signedIn: false });
    expect((await screen.findByRole("status")).textContent).toBe("Your session has ended. Please sign in again.");
  });

  it("refuses a wrong password or an unknown address alike, keeps the address, and the fields say why", async () => {
    await openStaffPage("/admin/login?expired=1", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    for (const [email, password] of [
      [testOwner.email, "not the password"],
      ["nobody@clinic.test", testPassword],
    ] as const) {
      await signIn(password, email);
      const alert = screen.getByRole("alert");
      expect(alert.textContent).toBe(
        "That e-mail address and password do not match an active account. Please try again.",
      );
      const field = screen.getByLabelText<HTMLInputElement>("E-mail address");
      expect(field.value).toBe(email);
      expect(screen.getByLabelText("Password").getAttribute("aria-invalid")).toBe("true");
      expect(field.getAttribute("aria-describedby")).toBe(alert.id);
      // The error replaces the notice the page opened with.
      expect(screen.queryByRole("status")).toBeNull();
    }
  });

  it("refuses a form without the sign-in page's own token (one sent from elsewhere), without checking the password", async () => {
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="csrf"]')) input.value = "forged";
    await signIn(testPassword);

    expect(screen.getByRole("alert").textContent).toBe(
      "The sign-in page had expired. Please enter your e-mail address and password again.",
    );
    expect(heading()).toBe("Sign in to the staff area");
  });

  it("after ten wrong tries, asks to wait, even with the right password", async () => {
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    for (let i = 0; i < 10; i++) await signIn(`guess ${i} of the password`);
    await signIn(testPassword);
    expect(screen.getByRole("alert").textContent).toBe("Too many tries. Please wait 15 minutes before trying again.");
  });

  it("opens the inbox after the password and the app's code; signing out ends the session", async () => {
    const frontDesk = await addAccount("front_desk");
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    await signIn(testPassword, frontDesk.email);
    expect(heading()).toBe("Enter your sign-in code");
    await enterCode(appCode(frontDesk.secret));
    expect(heading()).toBe("Contact requests");
    // A front-desk account sees the inbox and its own account, not the owner's pages.
    const pages = screen.getByRole("navigation", { name: "Staff pages" });
    expect([...pages.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
      "Contact requests",
      frontDesk.email,
    ]);

    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await settled();
    expect(heading()).toBe("Sign in to the staff area");
    expect(screen.getByRole("status").textContent).toBe("You are signed out.");
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
  });

  it("takes each code once: the same code for a second sign-in is refused, a later one is taken", async () => {
    const person = await addAccount("front_desk");
    const code = appCode(person.secret);
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    await signIn(testPassword, person.email);
    await enterCode(code);
    expect(heading()).toBe("Contact requests");
    cleanup();

    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    await signIn(testPassword, person.email);
    await enterCode(code);
    expect(screen.getByRole("alert").textContent).toBe(
      "That code is not correct, or it was already used. Wait for the next code and try again.",
    );
    // A stale code (two minutes old) is refused too.
    await enterCode(appCode(person.secret, -4));
    expect(heading()).toBe("Enter your sign-in code");
    await enterCode(appCode(person.secret, 1));
    expect(heading()).toBe("Contact requests");
  });

  it("can be abandoned halfway: signing out on the code's page ends the half-open session", async () => {
    const person = await addAccount("front_desk");
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    await signIn(testPassword, person.email);
    expect(heading()).toBe("Enter your sign-in code");
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await settled();
    expect(heading()).toBe("Sign in to the staff area");
    expect(screen.getByRole("status").textContent).toBe("You are signed out.");
  });

  it("after five wrong codes, asks to wait, even with the right one", async () => {
    const person = await addAccount("front_desk");
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    await signIn(testPassword, person.email);
    for (let i = 0; i < 5; i++) await enterCode(String(100000 + i));
    await enterCode(appCode(person.secret));
    expect(screen.getByRole("alert").textContent).toBe("Too many tries. Please wait 15 minutes before trying again.");
  });

  it("at the first sign-in, sets up the app with a QR code and its address as text, then shows ten recovery codes, each good once", async () => {
    const person = await addAccount("editor", { enrolled: false });
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    await signIn(testPassword, person.email);
    expect(heading()).toBe("Set up your authenticator app");
    expect(screen.getByRole("img", { name: "QR code for your authenticator app" }).querySelector("svg")).not.toBeNull();
    const address = [...document.querySelectorAll("code")].map((code) => code.textContent ?? "").at(-1) ?? "";
    expect(address).toMatch(/^otpauth:\/\/totp\/.+\?/);
    // What an app reads from the address makes the codes the server takes.
    const secret = new URL(address).searchParams.get("secret") ?? "";
    expect(new URL(address).searchParams.get("issuer")).toBe("Aurea Clinic");
    expect(decodeURIComponent(address)).toContain(person.email);

    type("Code from the app", "000000");
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await settled();
    expect(screen.getByRole("alert").textContent).toMatch(/^That code does not match/);

    type("Code from the app", new TOTP({ secret: Secret.fromBase32(secret) }).generate());
    fireEvent.click(screen.getByRole("button", { name: "Confirm" }));
    await settled();
    expect(heading()).toBe("Your recovery codes");
    const codes = [...document.querySelectorAll("ol code")].map((code) => code.textContent ?? "");
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^([a-z2-7]{4}-){5}[a-z2-7]{4}$/);
    // An editor has no inbox: the way on is the site's content.
    fireEvent.click(screen.getByRole("link", { name: "I have kept them, continue" }));
    await settled();
    expect(heading()).toBe("Site content");
    cleanup();

    // A recovery code signs in once, typed in capitals without dashes; the page then says how many are left.
    for (const expected of ["Your account", "Enter your sign-in code"]) {
      await openStaffPage("/admin/login", { signedIn: false });
      await screen.findByRole("heading", { name: "Sign in to the staff area" });
      await signIn(testPassword, person.email);
      await enterCode((codes[3] ?? "").replaceAll("-", "").toUpperCase());
      expect(heading()).toBe(expected);
      cleanup();
    }
  });
});
