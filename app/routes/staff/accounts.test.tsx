// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { database } from "~/db/database.server";
import { auditCsv } from "~/features/staff/audit-view.server";
import { auditTrail, staffAccounts, staffSessions } from "~/features/staff/staff-access.server";
import { addAccount, openStaffPage, settled, setUpStaffPages, testOwner } from "../../../tests/support/staff-routes";

setUpStaffPages();

const heading = () => screen.getByRole("heading", { level: 1 }).textContent;
const row = (email: string) => screen.getByRole("row", { name: new RegExp(email) });

describe("the owner's accounts page", () => {
  it("invites a person: without a mail server, the one-time link is shown to pass on", async () => {
    await openStaffPage("/admin/accounts");
    expect(await screen.findByRole("heading", { level: 1 })).toHaveProperty("textContent", "Accounts");
    fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: "Joana@Clinic.test" } });
    fireEvent.change(screen.getByLabelText("Role"), { target: { value: "editor" } });
    fireEvent.click(screen.getByRole("button", { name: "Invite" }));
    await settled();
    const link = screen.getByLabelText<HTMLInputElement>("Invitation link").value;
    expect(screen.getByText("Copy the link", { selector: "button[hidden]" }).getAttribute("data-copy")).toBe(link);
    expect(link).toMatch(/^http:\/\/localhost:3000\/admin\/welcome\/[\w-]{43}$/);
    expect(within(row("joana@clinic.test")).getByText(/^Invited/)).toBeTruthy();
    expect(row("joana@clinic.test").textContent).toContain("Editor");
    const invited = await staffAccounts().credentials("joana@clinic.test");
    expect(await staffAccounts().invited(link.split("/").at(-1) ?? "")).toMatchObject({ id: invited?.id });
    const [event] = (await auditTrail().list({ action: "account_invited", objectId: invited?.id })).events;
    expect(event).toMatchObject({ actor: testOwner.id, detail: { role: "editor" } });
  });

  it("refuses an address that has an account, or none at all, keeping what was typed", async () => {
    await openStaffPage("/admin/accounts");
    await screen.findByRole("heading", { name: "Accounts" });
    for (const [typed, message] of [
      [testOwner.email, "There is already an account with this e-mail address."],
      ["ana@clinic", "Please enter a valid e-mail address."],
    ] as const) {
      fireEvent.change(screen.getByLabelText("E-mail address"), { target: { value: typed } });
      fireEvent.click(screen.getByRole("button", { name: "Invite" }));
      await settled();
      expect(screen.getByRole("alert").textContent).toBe(message);
      expect(screen.getByLabelText<HTMLInputElement>("E-mail address").value).toBe(typed);
    }
  });

  it("deactivates an account, which ends its sessions at once, and reactivates it; never one's own", async () => {
    const person = await addAccount("front_desk");
    const session = await staffSessions().create(person.id, "full");
    await openStaffPage("/admin/accounts");
    await screen.findByRole("heading", { name: "Accounts" });
    expect(within(row(person.email)).getByRole("cell", { name: "1" })).toBeTruthy();
    // One's own row offers no deactivation.
    expect(within(row(testOwner.email)).queryByRole("button", { name: "Deactivate" })).toBeNull();
    fireEvent.click(within(row(person.email)).getByRole("button", { name: "Deactivate" }));
    await settled();
    expect(screen.getByRole("status").textContent).toBe("The account was deactivated and signed out everywhere.");
    expect(await staffSessions().find(session.token)).toBeUndefined();
    expect(row(person.email).textContent).toContain("Deactivated");
    fireEvent.click(within(row(person.email)).getByRole("button", { name: "Reactivate" }));
    await settled();
    expect(row(person.email).textContent).toContain("Active");
  });

  it("resets a person's sign-in (a forgotten password, a lost phone): a new invitation, the old password and app gone", async () => {
    const person = await addAccount("front_desk");
    await staffAccounts().replaceRecoveryCodes(person.id, ["aaaa-aaaa-aaaa-aaaa-aaaa-aaaa"]);
    const session = await staffSessions().create(person.id, "full");
    await openStaffPage("/admin/accounts");
    await screen.findByRole("heading", { name: "Accounts" });
    fireEvent.click(within(row(person.email)).getByRole("button", { name: "Reset sign-in" }));
    await settled();
    const link = screen.getByLabelText<HTMLInputElement>("Invitation link").value;
    expect(await staffAccounts().invited(link.split("/").at(-1) ?? "")).toMatchObject({ id: person.id });
    expect(await staffAccounts().credentialsOf(person.id)).toMatchObject({ passwordHash: null, totpSecret: null });
    expect(await staffAccounts().recoveryCodesLeft(person.id)).toBe(0);
    expect(await staffSessions().find(session.token)).toBeUndefined();
    expect((await auditTrail().list({ action: "account_reset", objectId: person.id })).events[0]?.actor).toBe(
      testOwner.id,
    );
  });

  it("never takes out the last owner who can sign in, even when two owners act on each other at once", async () => {
    const [first, second] = [await addAccount("owner"), await addAccount("owner")];
    // The clinic's owners in this test are these two.
    await database().run("UPDATE staff_accounts SET active = 0 WHERE id = ?", [testOwner.id]);
    try {
      await openStaffPage("/admin/accounts", { as: first.id });
      await screen.findByRole("heading", { name: "Accounts" });
      // Meanwhile the second owner resets the first one's sign-in, from a page of their own.
      expect(await staffAccounts().resetSignIn(first.id)).toBe(true);
      // The first one's page, opened before, deactivates the second, or resets them: neither is done.
      for (const button of ["Deactivate", "Reset sign-in"]) {
        fireEvent.click(within(row(second.email)).getByRole("button", { name: button }));
        await settled();
        expect(screen.getByRole("alert").textContent).toBe(
          "Nothing was changed: this is the clinic’s last owner who can sign in, and the clinic must keep one. Invite or reactivate another owner first.",
        );
      }
      expect(await staffAccounts().find(second.id)).toMatchObject({ active: true, hasPassword: true });
      expect((await auditTrail().list({ objectId: second.id })).total).toBe(0);
    } finally {
      await database().run("UPDATE staff_accounts SET active = 1 WHERE id = ?", [testOwner.id]);
    }
  });

  it("signs everyone else out at once, the owner's own session kept", async () => {
    const person = await addAccount("editor");
    const theirs = await staffSessions().create(person.id, "full");
    await openStaffPage("/admin/accounts");
    await screen.findByRole("heading", { name: "Accounts" });
    fireEvent.click(screen.getByRole("button", { name: "Sign out everyone else" }));
    await settled();
    expect(screen.getByRole("status").textContent).toBe("The account was signed out everywhere.");
    expect(await staffSessions().find(theirs.token)).toBeUndefined();
    expect(heading()).toBe("Accounts");
  });

  it("is the owner's alone: a front-desk account lands in its inbox, an editor on the site's content", async () => {
    const frontDesk = await addAccount("front_desk");
    await openStaffPage("/admin/accounts", { as: frontDesk.id });
    await screen.findByRole("heading", { level: 1 });
    expect(heading()).toBe("Contact requests");
    cleanup();
    const editor = await addAccount("editor");
    await openStaffPage("/admin/audit", { as: editor.id });
    await screen.findByRole("heading", { level: 1 });
    expect(heading()).toBe("Site content");
  });
});

describe("the owner's audit trail", () => {
  it("shows the content's events in the staff's language, the drafts' authors by address, and exports them", async () => {
    const ana = await addAccount("editor");
    const bruno = await addAccount("editor");
    const actor = ana.id as `acc_${string}`;
    const started = new Date();
    await auditTrail().record({
      action: "picture_uploaded",
      actor,
      objectId: "en/catalogue:treatments.scalp-peel.image",
      detail: { picture: "0123456789abcdef0123", kind: "treatment", bytes: 482113 },
    });
    await auditTrail().record({
      action: "content_draft_saved",
      actor,
      detail: { texts: 2, keys: ["pt/home:hero.title", "pt/home:hero.subtitle"] },
    });
    await auditTrail().record({ action: "content_drafts_discarded", actor, detail: { texts: 1, authors: [bruno.id] } });
    await auditTrail().record({
      action: "content_published",
      actor,
      objectId: "4",
      detail: { texts: 3, authors: [ana.id, bruno.id] },
    });
    await openStaffPage(`/pt/admin/audit?actor=${ana.id}`, { language: "pt" });
    await screen.findByRole("heading", { name: "Registro de auditoria" });
    expect(
      screen
        .getAllByRole("row")
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual([
      expect.stringContaining(`Conteúdo publicadotextos: 3; rascunhos de: ${ana.email}, ${bruno.email}`),
      expect.stringContaining(`Todos os rascunhos do conteúdo descartadostextos: 1; rascunhos de: ${bruno.email}`),
      expect.stringContaining(
        "Rascunho do conteúdo salvotextos: 2; campos: Português (Brasil) · Mensagem principal › Título, Português (Brasil) · Mensagem principal › Subtítulo",
      ),
      expect.stringMatching(
        /^.*Imagem enviadaimagem: 0123456789abcdef0123; tipo: foto de tratamento; bytes: 482113.*en\/catalogue:treatments\.scalp-peel\.image/,
      ),
    ]);
    for (const name of ["Rascunho do conteúdo salvo", "Todos os rascunhos do conteúdo descartados", "Imagem enviada"]) {
      expect(screen.getByRole("option", { name })).toBeTruthy();
    }

    const filters = { actor: ana.id, page: 1, from: started.toISOString().slice(0, 10) };
    const { csv } = await auditCsv(filters, "en");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      '"Time","Action","Who","Who (e-mail)","Concerning","Concerning (e-mail)","Details","Network address","Request id in the server\'s logs"',
    );
    expect(lines[1]).toMatch(/^"\d{4}-\d\d-\d\d \d\d:\d\d:\d\d","Content published",/);
    // In Portuguese: the semicolon a Portuguese or Brazilian spreadsheet splits at, the day first, the action in words.
    const pt = (await auditCsv(filters, "pt")).csv.trim().split("\r\n");
    expect(pt[0]).toMatch(/^"Data e hora";"Ação";"Quem";/);
    expect(pt[1]).toMatch(/^"\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d";"Conteúdo publicado";/);
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(
      `"Content published","${ana.id}","${ana.email}","4","","{""texts"":3,""authors"":[""${ana.email}"",""${bruno.email}""]}"`,
    );
    expect(lines[3]).toContain(
      `"Content draft saved","${ana.id}","${ana.email}","","","{""texts"":2,""keys"":[""pt/home:hero.title"",""pt/home:hero.subtitle""]}"`,
    );
    expect(lines[4]).toContain(
      `"Picture uploaded","${ana.id}","${ana.email}","en/catalogue:treatments.scalp-peel.image","","{""picture"":""0123456789abcdef0123"",""kind"":""treatment"",""bytes"":482113}"`,
    );
  });

  it("says each event's facts in the staff's words: a role, a status, the texts a draft changed", async () => {
    const person = await addAccount("owner");
    const actor = person.id as `acc_${string}`;
    await auditTrail().record({ action: "account_invited", actor, objectId: "acc_x", detail: { role: "front_desk" } });
    await auditTrail().record({
      action: "request_status_changed",
      actor,
      objectId: "r-1",
      detail: { status: "contacted" },
    });
    await auditTrail().record({
      action: "content_draft_saved",
      actor,
      detail: { texts: 2, keys: ["pt/home:hero.title", "es/catalogue:closures.christmas.closed"] },
    });
    await openStaffPage(`/pt/admin/audit?actor=${person.id}`, { language: "pt" });
    await screen.findByRole("heading", { level: 1 });
    const text = screen.getByRole("table").textContent ?? "";
    expect(text).toContain("função: Recepção");
    expect(text).toContain("status: Contatada");
    expect(text).toMatch(
      /Português \(Brasil\) · [^,;]*Título, Espanhol · Fechamentos e horários especiais › christmas › Fechada o dia todo/,
    );
    expect(text).not.toMatch(/front_desk|contacted|home:hero|catalogue:/);
  });

  it("lists who did what, with the person's address, filtered by action and person", async () => {
    const person = await addAccount("front_desk");
    await auditTrail().record({ action: "sign_in", actor: person.id as `acc_${string}`, client: "192.0.2.44" });
    await auditTrail().record({
      action: "requests_exported",
      actor: person.id as `acc_${string}`,
      detail: { rows: 3 },
    });
    await auditTrail().record({ action: "api_request_read", actor: "api", objectId: "r-1" });
    await openStaffPage(`/admin/audit?actor=${person.id}`);
    await screen.findByRole("heading", { name: "Audit trail" });
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows.map((item) => item.textContent)).toEqual([
      expect.stringMatching(new RegExp(`Requests exported.*rows: 3.*${person.email}`)),
      expect.stringMatching(new RegExp(`Signed in.*${person.email}.*192\\.0\\.2\\.44`)),
    ]);
    expect(screen.getByRole("status").textContent).toMatch(/^2 events/);
    expect(screen.getByRole("link", { name: "Export these events (CSV)" }).getAttribute("href")).toBe(
      `/admin/audit.csv?actor=${person.id}`,
    );
    // In Portuguese, the file is in Portuguese too (its one address takes the language as `lng`).
    cleanup();
    await openStaffPage(`/pt/admin/audit?actor=${person.id}`, { language: "pt" });
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("link", { name: /CSV/ }).getAttribute("href")).toBe(
      `/admin/audit.csv?actor=${person.id}&lng=pt`,
    );
    cleanup();
    await openStaffPage(`/admin/audit?actor=${person.id}`);
    await screen.findByRole("heading", { name: "Audit trail" });
    fireEvent.change(screen.getByLabelText("Who"), { target: { value: "api" } });
    fireEvent.click(screen.getByRole("button", { name: "Show" }));
    await settled();
    expect(
      screen
        .getAllByRole("row")
        .slice(1)
        .map((item) => item.textContent),
    ).toEqual([expect.stringMatching(/Request read \(API\).*Clinic's API.*r-1/)]);
  });
});
