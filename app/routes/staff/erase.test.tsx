// @vitest-environment happy-dom
import { fireEvent, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contactStore } from "~/features/contact/contact-services.server";
import { openStaffPage, sendRequest, settled, setUpStaffPages } from "../../../tests/support/staff-routes";

setUpStaffPages();

/** Opens the inbox at `list` and follows the erase link of that patient's request. */
async function openErasure(list: string, name: string) {
  await openStaffPage(list);
  fireEvent.click(await screen.findByRole("link", { name: `Erase the request of ${name}` }));
  await settled();
}

describe("erasing a request", () => {
  it("shows whose request goes; keeping it leads back to the same list, nothing erased", async () => {
    const id = await sendRequest(
      { name: "Beatriz Souza", phone: "(11) 98765-4321", country: "BR" },
      new Date("2026-11-20T10:00:00Z"),
    );
    await openErasure("/admin?q=souza", "Beatriz Souza");

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Erase this request?");
    const facts = screen.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["Name", "Beatriz Souza"],
      ["Contact", "beatriz.souza@example.com+55 11 98765 4321"],
      ["Received", "Nov 20, 2026, 10:00 AM UTC"],
    ]);
    expect(screen.getByRole("button", { name: "Erase for good" })).toBeTruthy();
    // What the patient typed, each in <bdi> (its own direction, which cannot turn the text after it).
    expect([...document.querySelectorAll("dd bdi")].map((bdi) => bdi.textContent)).toEqual([
      "Beatriz Souza",
      "beatriz.souza@example.com",
      "+55 11 98765 4321",
    ]);

    fireEvent.click(screen.getByRole("link", { name: "Keep it and go back" }));
    await settled();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Contact requests");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("souza");
    expect(screen.getByRole("article", { name: "Beatriz Souza" })).toBeTruthy();
    expect(await contactStore().get(id)).toBeDefined();
  });

  it("erases the request for good, and the list it came from says so", async () => {
    const id = await sendRequest({ name: "Beatriz Souza" });
    await sendRequest({ name: "Ana Lima" });
    await openErasure("/admin?status=new", "Beatriz Souza");
    fireEvent.click(screen.getByRole("button", { name: "Erase for good" }));
    await settled();

    expect(screen.getByRole("status").textContent).toBe("The request was erased for good.");
    expect(screen.getByRole("link", { name: /^New/ }).getAttribute("aria-current")).toBe("page");
    expect(screen.queryByRole("article", { name: "Beatriz Souza" })).toBeNull();
    expect(screen.getByRole("article", { name: "Ana Lima" })).toBeTruthy();
    expect(await contactStore().get(id)).toBeUndefined();
  });

  it("erases nothing from an expired page, and says so", async () => {
    const id = await sendRequest({ name: "Beatriz Souza" });
    await openErasure("/admin", "Beatriz Souza");
    for (const input of document.querySelectorAll<HTMLInputElement>('input[name="csrf"]')) input.value = "stale";
    fireEvent.click(screen.getByRole("button", { name: "Erase for good" }));
    await settled();

    expect(screen.getByRole("alert").textContent).toBe(
      "The page had expired, so nothing was changed. Please try again.",
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Erase this request?");
    expect(await contactStore().get(id)).toBeDefined();
  });

  it("of a request erased meanwhile, leads to the list, which says it no longer exists", async () => {
    const id = await sendRequest({ name: "Beatriz Souza" });
    await contactStore().delete(id);
    await openStaffPage(`/admin/requests/${id}/erase?q=souza`);

    expect((await screen.findByRole("status")).textContent).toBe(
      "That request no longer exists: it may have been erased meanwhile.",
    );
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("souza");
  });
});
