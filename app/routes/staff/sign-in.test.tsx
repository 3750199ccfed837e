// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { openStaffPage, settled, setUpStaffPages, testPassword } from "./testing";

setUpStaffPages();

/** Types a password and presses "Sign in", as the staff do. */
async function signIn(password: string) {
  fireEvent.change(screen.getByLabelText("Password"), { target: { value: password } });
  fireEvent.click(screen.getByRole("button", { name: "Sign in" }));
  await settled();
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

  it("refuses a wrong password, and the field says why", async () => {
    await openStaffPage("/admin/login?expired=1", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the inbox" });
    await signIn("not the password");

    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("That password is not correct. Please try again.");
    const field = screen.getByLabelText("Password");
    expect(field.getAttribute("aria-invalid")).toBe("true");
    expect(field.getAttribute("aria-describedby")).toBe(alert.id);
    // The error replaces the notice the page opened with.
    expect(screen.queryByRole("status")).toBeNull();
  });

  it("refuses a form without the sign-in page's own token (one sent from elsewhere), without checking the password", async () => {
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the inbox" });
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="csrf"]')) input.value = "forged";
    await signIn(testPassword);

    expect(screen.getByRole("alert").textContent).toBe(
      "The sign-in page had expired. Please enter the password again.",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sign in to the inbox");
  });

  it("after ten wrong tries, asks to wait, even with the right password", async () => {
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the inbox" });
    for (let i = 0; i < 10; i++) await signIn(`guess ${i}`);
    expect(screen.getByRole("alert").textContent).toBe("That password is not correct. Please try again.");
    await signIn(testPassword);
    expect(screen.getByRole("alert").textContent).toBe("Too many tries. Please wait 15 minutes before trying again.");
  });

  it("with the right password, opens the inbox; signing out ends the session", async () => {
    await openStaffPage("/admin/login", { signedIn: false });
    await screen.findByRole("heading", { name: "Sign in to the inbox" });
    await signIn(testPassword);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Contact requests");

    fireEvent.click(screen.getByRole("button", { name: "Sign out" }));
    await settled();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Sign in to the inbox");
    expect(screen.getByRole("status").textContent).toBe("You are signed out.");
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
  });
});
