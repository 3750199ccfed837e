// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { contactStore } from "~/features/contact/contact-services.server";
import pt from "~/locales/pt/staff.json";
import { newBrowser, openStaffPage, sendRequest, settled, setUpStaffPages } from "../../../tests/support/staff-routes";

setUpStaffPages();

const card = (name: string) => screen.getByRole("article", { name });
const filter = (name: RegExp) => within(screen.getByRole("navigation", { name: "Show" })).getByRole("link", { name });

describe("the inbox", () => {
  it("lists the requests newest first, with the ways to reach each patient and the facts the staff need", async () => {
    await sendRequest(
      { name: "Beatriz Souza", phone: "(11) 98765-4321", country: "BR", clinic: "sao_paulo" },
      new Date("2026-11-20T10:00:00Z"),
    );
    await sendRequest({ name: "Ana Lima", email: "ana?cc=x@example.com" }, new Date("2026-11-21T09:30:00Z"));
    await openStaffPage("/admin");

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Contact requests");
    expect(screen.getAllByRole("heading", { level: 2 }).map((heading) => heading.textContent)).toEqual([
      "Ana Lima",
      "Beatriz Souza",
    ]);
    expect(screen.getByText("2 requests")).toBeTruthy();

    const beatriz = within(card("Beatriz Souza"));
    expect(beatriz.getByRole("link", { name: "Call +55 11 98765 4321" }).getAttribute("href")).toBe(
      "tel:+5511987654321",
    );
    expect(beatriz.getByRole("link", { name: "WhatsApp (opens in a new tab)" }).getAttribute("href")).toBe(
      "https://wa.me/5511987654321",
    );
    expect(beatriz.getByRole("link", { name: "Write to beatriz.souza@example.com" }).getAttribute("href")).toBe(
      "mailto:beatriz.souza@example.com",
    );
    const facts = beatriz.getAllByRole("term").map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(facts).toEqual([
      ["Received", "Nov 20, 2026, 10:00 AM UTC"],
      ["Country", "Brazil"],
      ["Clinic", "São Paulo"],
      ["Language", "Brazilian Portuguese"],
      ["Clinic system", "Not sent (forwarding is off)"],
    ]);
    expect(beatriz.getByText("New", { selector: "[data-status]" })).toBeTruthy();
    expect(beatriz.getByRole("link", { name: "Erase the request of Beatriz Souza" }).getAttribute("href")).toMatch(
      /^\/admin\/requests\/[\w-]+\/erase$/,
    );

    // An address that a mail program could read as more than one recipient is shown, not linked.
    const ana = within(card("Ana Lima"));
    expect(ana.getByText("ana?cc=x@example.com").closest("a")).toBeNull();

    expect(filter(/^All/).textContent).toBe("All2");
    expect(filter(/^All/).getAttribute("aria-current")).toBe("page");
    expect(filter(/^New/).textContent).toBe("New2");
    expect(filter(/^Contacted/).textContent).toBe("Contacted0");
    expect(screen.getByRole("link", { name: "Export this list (CSV)" }).getAttribute("href")).toBe("/admin/export.csv");
    expect(screen.queryByRole("navigation", { name: "Pages" })).toBeNull();
    expect(screen.getByRole("button", { name: "Sign out" })).toBeTruthy();
  });

  it("says when there is nothing yet, and when nothing matches a search", async () => {
    await openStaffPage("/admin");
    expect(
      await screen.findByText("No contact requests yet. New ones appear here as soon as they are sent."),
    ).toBeTruthy();
    expect(screen.getByText("No requests")).toBeTruthy();
    expect(screen.queryByRole("link", { name: "Export this list (CSV)" })).toBeNull();

    fireEvent.change(screen.getByRole("searchbox", { name: "Name, e-mail or phone" }), { target: { value: "Silva" } });
    fireEvent.click(screen.getByRole("button", { name: "Search" }));
    expect(
      await screen.findByText("No request matches. Try part of the name, the e-mail or a few digits of the phone."),
    ).toBeTruthy();
    expect(screen.getByText("No requests").parentElement?.textContent).toBe("No requests for “Silva”");
  });

  it("searches within a status: the counts follow the search, the filter shown is marked, the search can be cleared", async () => {
    const maria = await sendRequest({ name: "Maria Silva" });
    await sendRequest({ name: "João Silva" });
    await sendRequest({ name: "Ana Lima" });
    await contactStore().setStatus(maria, "contacted");
    await openStaffPage("/admin?q=silva&status=contacted");

    await screen.findByRole("article", { name: "Maria Silva" });
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.getByText("1 request").parentElement?.textContent).toBe("1 request for “silva”");
    expect((screen.getByRole("searchbox") as HTMLInputElement).value).toBe("silva");
    expect(filter(/^All/).textContent).toBe("All2");
    expect(filter(/^New/).textContent).toBe("New1");
    expect(filter(/^Contacted/).getAttribute("aria-current")).toBe("page");
    expect(filter(/^New/).getAttribute("href")).toBe("/admin?q=silva&status=new");
    expect(screen.getByRole("link", { name: "Export this list (CSV)" }).getAttribute("href")).toBe(
      "/admin/export.csv?q=silva&status=contacted",
    );

    fireEvent.click(screen.getByRole("link", { name: "Clear search" }));
    await settled();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(screen.queryByText(/for “silva”/)).toBeNull();
    expect(filter(/^All/).textContent).toBe("All3");

    fireEvent.click(filter(/^All/));
    await settled();
    expect(screen.getAllByRole("article")).toHaveLength(3);
  });

  it("pages through a long list, keeping the search, and shows the last page for one past the end", async () => {
    for (let i = 0; i < 21; i++) {
      await sendRequest({ name: `Paging ${String(i).padStart(2, "0")}` }, new Date(Date.UTC(2026, 10, 1, i)));
    }
    await openStaffPage("/admin?q=paging");
    await screen.findByText("21 requests");
    expect(screen.getAllByRole("article")).toHaveLength(20);
    const pages = screen.getByRole("navigation", { name: "Pages" });
    expect(within(pages).getByText("Page 1 of 2")).toBeTruthy();
    expect(within(pages).queryByRole("link", { name: "Previous page" })).toBeNull();

    fireEvent.click(within(pages).getByRole("link", { name: "Next page" }));
    await settled();
    expect(screen.getAllByRole("article").map((article) => article.textContent)).toEqual([
      expect.stringContaining("Paging 00"),
    ]);
    const second = screen.getByRole("navigation", { name: "Pages" });
    expect(within(second).getByText("Page 2 of 2")).toBeTruthy();
    expect(within(second).getByRole("link", { name: "Previous page" }).getAttribute("href")).toBe("/admin?q=paging");
    expect(within(second).queryByRole("link", { name: "Next page" })).toBeNull();
    cleanup();

    await openStaffPage("/admin?q=paging&page=9");
    expect(await screen.findByText("Page 2 of 2")).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("saves a status the staff choose, and the same list says what was saved", async () => {
    const id = await sendRequest({ name: "Beatriz Souza" });
    await sendRequest({ name: "Ana Lima" });
    await openStaffPage("/admin?q=souza");

    const beatriz = within(await screen.findByRole("article", { name: "Beatriz Souza" }));
    fireEvent.change(beatriz.getByRole("combobox", { name: "Status of Beatriz Souza" }), {
      target: { value: "contacted" },
    });
    fireEvent.click(beatriz.getByRole("button", { name: "Save" }));

    expect((await screen.findByRole("status")).textContent).toBe("Saved: Beatriz Souza is now “Contacted”.");
    expect(within(card("Beatriz Souza")).getByText("Contacted", { selector: "[data-status]" })).toBeTruthy();
    expect(screen.getAllByRole("article")).toHaveLength(1);
    expect(filter(/^Contacted/).textContent).toBe("Contacted1");
    expect((await contactStore().get(id))?.status).toBe("contacted");
  });

  it("shows what a patient typed in <bdi>, so that a right-to-left override in it cannot turn the text after it", async () => {
    const name = "\u202Eevil Beatriz";
    await sendRequest({ name, email: "\u202Eevil@example.com", phone: "\u202E+351 912 345 678" });
    await openStaffPage("/admin");

    const article = await screen.findByRole("article", { name });
    const isolated = [...article.querySelectorAll("bdi")].map((bdi) => bdi.textContent);
    expect(isolated).toEqual(
      expect.arrayContaining([name, "\u202Eevil@example.com", expect.stringContaining("\u202E")]),
    );
    expect(article.querySelector("h2")?.firstElementChild?.tagName).toBe("BDI");
    // The status's label, and the sentence that says what was saved: the name alone in its <bdi>.
    const select = within(article).getByRole("combobox");
    expect(document.querySelector(`label[for="${select.id}"] bdi`)?.textContent).toBe(name);
    fireEvent.change(select, { target: { value: "closed" } });
    fireEvent.click(within(article).getByRole("button", { name: "Save" }));
    const saved = await screen.findByRole("status");
    expect(saved.textContent).toBe(`Saved: ${name} is now “Closed”.`);
    expect([...saved.querySelectorAll("bdi")].map((bdi) => bdi.textContent)).toEqual([name]);
  });

  it.each([
    {
      refusal: "an expired page (its form token is not the session's)",
      change: () => {
        for (const input of document.querySelectorAll<HTMLInputElement>('input[name="csrf"]')) input.value = "stale";
      },
      alert: "The page had expired, so nothing was changed. Please try again.",
    },
    {
      refusal: "a form that cannot be read",
      change: () => document.querySelector('input[name="id"]')?.remove(),
      alert: "That change could not be read, so nothing was changed. Please try again.",
    },
    {
      refusal: "a request erased meanwhile",
      change: async () => {
        for (const { id } of await contactStore().all()) await contactStore().delete(id);
      },
      alert: "That request no longer exists: it may have been erased meanwhile.",
    },
  ])("changes nothing for $refusal, and says so", async ({ change, alert }) => {
    const id = await sendRequest({ name: "Beatriz Souza" });
    await openStaffPage("/admin");
    const beatriz = within(await screen.findByRole("article", { name: "Beatriz Souza" }));
    fireEvent.change(beatriz.getByRole("combobox"), { target: { value: "closed" } });
    await change();
    fireEvent.click(beatriz.getByRole("button", { name: "Save" }));

    expect((await screen.findByRole("alert")).textContent).toBe(alert);
    expect(screen.queryByRole("status")).toBeNull();
    expect((await contactStore().get(id))?.status ?? "gone").not.toBe("closed");
  });

  it("says that a request was erased, or was gone already, when the list comes back after an erasure", async () => {
    await openStaffPage("/admin?done=erased");
    expect((await screen.findByRole("status")).textContent).toBe("The request was erased for good.");
    cleanup();
    await openStaffPage("/admin?done=gone");
    expect((await screen.findByRole("status")).textContent).toBe(
      "That request no longer exists: it may have been erased meanwhile.",
    );
  });

  it("without a session, leads to the sign-in, which says the session has ended only to a browser that had one", async () => {
    await openStaffPage("/admin", { signedIn: false });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Sign in to the staff area");
    expect(screen.queryByRole("status")).toBeNull();
    expect(screen.queryByRole("button", { name: "Sign out" })).toBeNull();
    cleanup();
    const browser = newBrowser();
    browser.cookies.set("staff_session", "one-the-server-no-longer-knows");
    await openStaffPage("/admin", { signedIn: false, browser });
    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe("Sign in to the staff area");
    expect(screen.getByRole("status").textContent).toBe("Your session has ended. Please sign in again.");
  });

  it("reads in the staff's language, with its addresses", async () => {
    await sendRequest(
      { name: "Beatriz Souza", country: "BR", phone: "(11) 98765-4321" },
      new Date("2026-11-20T10:00:00Z"),
    );
    await openStaffPage("/pt/admin", { language: "pt" });

    expect((await screen.findByRole("heading", { level: 1 })).textContent).toBe(pt.inbox.heading);
    const beatriz = within(card("Beatriz Souza"));
    expect(beatriz.getByText("Brasil")).toBeTruthy();
    expect(beatriz.getByText(pt.status.new, { selector: "[data-status]" })).toBeTruthy();
    expect(beatriz.getByRole("link", { name: `${pt.inbox.call} +55 11 98765 4321` })).toBeTruthy();
    expect(
      beatriz.getByRole("link", { name: /^Excluir a solicitação de Beatriz Souza$/ }).getAttribute("href"),
    ).toMatch(/^\/pt\/admin\/requests\/[\w-]+\/erase$/);
    expect(
      within(screen.getByRole("navigation", { name: pt.inbox.filters })).getAllByRole("link")[0]?.textContent,
    ).toBe(`${pt.inbox.all}1`);
    expect(screen.getByRole("link", { name: "Italiano" }).getAttribute("href")).toBe("/it/admin");
  });
});
