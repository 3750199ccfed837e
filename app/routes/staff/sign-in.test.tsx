// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { Secret, TOTP } from "otpauth";
import { describe, expect, it } from "vitest";
import { auditTrail, flushRefusals, staffAccounts } from "~/features/staff/staff-access.server";
import {
  addAccount,
  appCode,
  newBrowser,
  openStaffPage,
  settled,
  setUpStaffPages,
  type TestBrowser,
  testOwner,
  testPassword,
} from "../../../tests/support/staff-routes";

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

const wrongAnswer = "That e-mail address and password do not match an active account. Please try again.";
const limitedAnswer = "Too many tries. Please wait 15 minutes before trying again.";

/** Opens the sign-in page in `browser`. */
async function openSignIn(browser: TestBrowser) {
  await openStaffPage("/admin/login", { signedIn: false, browser });
  await screen.findByRole("heading", { name: "Sign in to the staff area" });
}

/**
 * Both steps with the password and `code`, then signing out: whether it was let in. The browser keeps the cookies the
 * sign-in left.
 */
async function signInAndOut(browser: TestBrowser, email: string, code: string) {
  await openSignIn(browser);
  await signIn(testPassword, email);
  const letIn = heading() === "Enter your sign-in code";
  if (letIn) {
    await enterCode(code);
    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await settled();
  }
  cleanup();
  return letIn;
}

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
    // A front-desk account sees the inbox, its figures and its own account, not the owner's pages.
    const pages = screen.getByRole("navigation", { name: "Staff pages" });
    expect([...pages.querySelectorAll("a")].map((link) => link.textContent)).toEqual([
      "Contact requests",
      "Figures",
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
    // On the phone that holds the app, the address is a link that opens it.
    expect(
      screen
        .getByRole("link", { name: "Setting up on this phone? Open the key in your authenticator app" })
        .getAttribute("href"),
    ).toBe(address);

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
    // Kept as the person likes: copied, saved as a text file (a plain link: no script needed), or printed.
    // (The buttons come hidden: the staff area's one script shows them, and the browser tests press them.)
    expect(screen.getByText("Copy the codes", { selector: "button[hidden]" }).getAttribute("data-copy")).toBe(
      codes.join("\n"),
    );
    expect(screen.getByText("Print", { selector: "button[hidden]" }).hasAttribute("data-print")).toBe(true);
    const file = screen.getByRole("link", { name: "Save as a file" });
    expect(file.getAttribute("download")).toBe("recovery-codes.txt");
    const saved = decodeURIComponent((file.getAttribute("href") ?? "").replace(/^data:text\/plain;charset=utf-8,/, ""));
    expect(saved.split("\n").filter((line) => /^[a-z2-7-]{29}$/.test(line))).toEqual(codes);
    expect(saved).toMatch(/^Aurea Clinic, staff area: your recovery codes\./);
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
    // On a phone the app's code field shows a number pad; a recovery code goes in its own field, which takes letters.
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the staff area" });
    await signIn(testPassword, person.email);
    const field = screen.getByLabelText("Code");
    expect(field.getAttribute("inputmode")).toBe("numeric");
    expect(field.getAttribute("autocomplete")).toBe("one-time-code");
    expect(screen.getByText("Lost your phone? Use a recovery code").closest("summary")).toBeTruthy();
    const recovery = screen.getByLabelText("Recovery code");
    expect(recovery.getAttribute("inputmode")).toBeNull();
    type("Recovery code", codes[4] ?? "");
    fireEvent.click(screen.getByRole("button", { name: "Continue" }));
    await settled();
    expect(heading()).toBe("Your account");
    cleanup();
  });
});

describe("the sign-in's limits", () => {
  it("give one client ten guesses at another account per quarter hour, however often it signs in to its own", async () => {
    const owner = await addAccount("owner");
    const insider = await addAccount("editor");
    const codes = ["aaaa-aaaa-aaaa-aaaa-aaaa-aaa2", "aaaa-aaaa-aaaa-aaaa-aaaa-aaa3", "aaaa-aaaa-aaaa-aaaa-aaaa-aaa4"];
    await staffAccounts().replaceRecoveryCodes(insider.id, codes);
    // The owner signed in on the office's computer before.
    const office = newBrowser("192.0.2.10");
    expect(await signInAndOut(office, owner.email, appCode(owner.secret))).toBe(true);

    // Someone with the insider's account, on one network: in each round a fresh browser signs in to the insider's
    // account (both factors, whenever it is let in), then guesses at the owner's password.
    const answers: string[] = [];
    for (const [round, code] of codes.entries()) {
      const browser = newBrowser("192.0.2.66");
      await signInAndOut(browser, insider.email, code);
      await openSignIn(browser);
      for (let i = 0; i < 11; i++) {
        await signIn(`guess ${round}-${i} at the owner's password`, owner.email);
        answers.push(screen.getByRole("alert").textContent ?? "");
      }
      cleanup();
    }
    expect(answers.filter((answer) => answer === wrongAnswer)).toHaveLength(10);
    expect(answers.filter((answer) => answer !== wrongAnswer && answer !== limitedAnswer)).toEqual([]);
    expect((await auditTrail().list({ action: "sign_in_failed", objectId: owner.id })).total).toBe(10);

    // The owner's address has had its ten wrong tries: a browser new to it waits, wherever it is…
    await openSignIn(newBrowser("198.51.100.7"));
    await signIn(testPassword, owner.email);
    expect(screen.getByRole("alert").textContent).toBe(limitedAnswer);
    cleanup();
    // …but the office's computer, which signed in to it before, goes on to the code.
    await openSignIn(office);
    await signIn(testPassword, owner.email);
    expect(heading()).toBe("Enter your sign-in code");
    // (Without the limits holding, thirty passwords would be checked: time enough to see it fail, not time out.)
  }, 30_000);

  it("mark a browser only once both factors are passed, and for that account only", async () => {
    const person = await addAccount("front_desk");
    const browser = newBrowser();
    await openSignIn(browser);
    await signIn(testPassword, person.email);
    expect(heading()).toBe("Enter your sign-in code");
    expect(browser.cookies.get("staff_device")).toBeUndefined();
    await enterCode(appCode(person.secret));
    expect(heading()).toBe("Contact requests");
    expect(browser.cookies.get("staff_device")).toMatch(new RegExp(`^${person.id}\\.[\\w-]+\\.[\\w-]+$`));
  });

  it("write one event per client and quarter hour when refusing, and how many were refused once at its end", async () => {
    const person = await addAccount("front_desk");
    const browser = newBrowser("203.0.113.30");
    await openSignIn(browser);
    for (let i = 0; i < 30; i++) await signIn(`guess ${i}`, person.email);
    expect(screen.getByRole("alert").textContent).toBe(limitedAnswer);
    const refusals = async () =>
      (await auditTrail().list({ action: "sign_in_locked", limit: 100 })).events.filter(
        (event) => event.client === browser.client,
      );
    // Ten wrong passwords, each an event; then twenty refusals, one event.
    expect((await auditTrail().list({ action: "sign_in_failed", objectId: person.id })).total).toBe(10);
    expect(await refusals()).toEqual([
      expect.objectContaining({ actor: "anonymous", objectId: person.id, detail: { limit: "client" } }),
    ]);
    // At the quarter hour's end (or at shutdown), the count.
    await flushRefusals();
    expect((await refusals()).map((event) => event.detail)).toEqual([
      { limit: "client", refused: 20 },
      { limit: "client" },
    ]);
  });
});
