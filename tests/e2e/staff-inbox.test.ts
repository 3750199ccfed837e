import { readFileSync } from "node:fs";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext, APIResponse, Page } from "@playwright/test";
import { adminToken, backendURL, dataDir, staffPassword } from "../../playwright.config";
import { expect, languages, prefix, test, texts } from "./fixtures";
import { fill, openForm } from "./support/contact-form";
import { appCode, auditSince, createStaffAccount, signIn } from "./support/staff";

/**
 * The staff's inbox at /admin (docs/decisions/010-staff-inbox.md, 019-staff-accounts.md), on the production server:
 * signed in with a front-desk account of the test's own (address, password, then the authenticator app's code), plain
 * HTML forms, the same SQLite file the public form writes to.
 */

const en = texts("en", "staff");
const pt = texts("pt", "staff");

/** The sign-in's first step only, as a person types it: address and password. */
async function passwordStep(page: Page, email: string, password: string) {
  await page.goto("/admin/login");
  await page.getByLabel(en.sign_in.email).fill(email);
  await page.getByLabel(en.sign_in.password).fill(password);
  await page.getByRole("button", { name: en.sign_in.submit }).click();
}

/** Signs in with a new front-desk account of the test's own (support/staff.ts), once the inbox is there. */
async function signInAtFrontDesk(page: Page) {
  const person = createStaffAccount("front_desk");
  await signIn(page, person);
  await expect(page).toHaveURL(/\/admin$/);
  return person;
}

/** A request sent by a visitor through the public form (JavaScript on, as most are). */
async function sendRequest(page: Page, person: Parameters<typeof fill>[1]) {
  await openForm(page, "/#contactus");
  const form = await fill(page, person);
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByRole("status")).toContainText("Registration successful!");
}

/** The sign-in form's token and cookie, as a browser gets them, for posts made by hand. */
async function signInForm(request: APIRequestContext) {
  const html = await (await request.get("/admin/login")).text();
  return /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
}

/** The requests of that name in the server's own database file (`databaseFileName` of app/db/database.server.ts). */
const rows = (name: string) => {
  // The server may be writing: wait for its lock rather than fail (a rollback journal locks readers out meanwhile).
  const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true, timeout: 5_000 });
  try {
    return db.prepare("SELECT id, status FROM contact_requests WHERE name = ?").all(name);
  } finally {
    db.close();
  }
};

/** The sessions of an account, as the server keeps them (app/security/staff-session.server.ts). */
const sessionsOf = (accountId: string) => {
  const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true, timeout: 5_000 });
  try {
    return db
      .prepare("SELECT stage, created_at, expires_at FROM admin_sessions WHERE account_id = ?")
      .all(accountId) as Array<{ stage: string; created_at: string; expires_at: string }>;
  } finally {
    db.close();
  }
};

test.describe("the staff's inbox", () => {
  test("no staff page opens without a session, and none is kept by a cache or indexed", async ({ request }) => {
    for (const address of [
      "/admin",
      "/pt/admin",
      "/admin?status=new",
      "/admin/requests/x/erase",
      "/admin/export.csv",
      "/admin/second-factor",
      "/admin/account",
    ]) {
      const response = await request.get(address, { maxRedirects: 0 });
      expect(response.status(), address).toBe(303);
      // Someone who never signed in is not told a session ended.
      expect(response.headers().location, address).toMatch(/^\/(pt\/)?admin\/login$/);
      expect(response.headers()["cache-control"], address).toBe("no-store");
      // A session's cookie the server no longer knows: it ended.
      const ended = await request.get(address, {
        maxRedirects: 0,
        headers: { cookie: "staff_session=ended-long-ago" },
      });
      expect(ended.headers().location, address).toMatch(/^\/(pt\/)?admin\/login\?expired=1$/);
    }
    // Posts without a session change nothing and lead to the sign-in too (a code without the password's step, too).
    for (const address of ["/admin", "/admin/sign-out", "/admin/requests/x/erase", "/admin/second-factor"]) {
      const response = await request.post(address, {
        form: { csrf: "x", id: "x", status: "closed", code: "123456" },
        maxRedirects: 0,
      });
      expect(response.status(), address).toBe(303);
      expect(response.headers().location, address).toContain("/admin/login");
    }
    const signInPage = await request.get("/es/admin/login");
    expect(signInPage.headers()["cache-control"]).toBe("no-store");
    expect(signInPage.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    const html = await signInPage.text();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain('<html lang="es"');
    expect(html).not.toMatch(/<script[^>]+type="(module|text\/x-module-after-first-paint)"/);
    // The form asks for the person's address and password, named as password managers expect them.
    const inputs = html.match(/<input [^>]+>/g) ?? [];
    expect(inputs).toContainEqual(
      expect.stringMatching(/(?=.*type="email")(?=.*autocomplete="username")(?=.*name="email")/i),
    );
    expect(inputs).toContainEqual(
      expect.stringMatching(/(?=.*type="password")(?=.*autocomplete="current-password")(?=.*name="password")/i),
    );
    // The machines' API is still behind its bearer token.
    expect((await request.get("/admin/contact-requests")).status()).toBe(401);
    expect((await request.get("/robots.txt")).ok()).toBe(true);
  });

  test("sign in, see a request just sent, mark it contacted, search, export, erase it, sign out", async ({
    page,
    request,
  }) => {
    // A whole working session (two requests sent from the site, then a dozen pages of the inbox): 10-13 s on the
    // 2-core machine, so twice the usual timeout keeps it well inside.
    test.setTimeout(60_000);
    const stamp = Date.now();
    const started = new Date(stamp).toISOString();
    const name = `Beatriz Inbox ${stamp}`;
    const formulaName = `=HYPERLINK("http://evil.example") ${stamp}`;
    await sendRequest(page, {
      name,
      email: `beatriz.${stamp}@example.com`,
      phone: "(11) 98765-4321",
      country: "BR",
      clinic: "São Paulo",
    });
    await sendRequest(page, { name: formulaName, email: `formula.${stamp}@example.com` });

    const person = createStaffAccount("front_desk");
    await signIn(page, person);
    await expect(page).toHaveURL(/\/admin$/);
    const session = (await page.context().cookies()).find((cookie) => cookie.name === "staff_session");
    // The browser drops the cookie when it closes (no Expires: -1); the server ends the session 8 hours after the
    // sign-in at most (STAFF_SESSION_HOURS), whatever the cookie says.
    expect(session).toMatchObject({ httpOnly: true, sameSite: "Strict", path: "/", secure: false, expires: -1 });
    // One session: the sign-in's halfway one ended when the code was right.
    const [open, ...others] = sessionsOf(person.id);
    expect(others).toEqual([]);
    expect(open?.stage).toBe("full");
    const lifetime = Date.parse(open?.expires_at ?? "") - Date.parse(open?.created_at ?? "");
    expect(lifetime / 3_600_000).toBeCloseTo(8, 2);

    // The requests just sent are there, newest first (other tests send theirs meanwhile: the search keeps to ours),
    // with everything needed to call back.
    // (A test that sends 21 at once can push ours past the first page of the whole list.)
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.inbox.heading);
    await page.goto(`/admin?q=${stamp}`);
    await expect(page.getByRole("article").nth(0)).toHaveAccessibleName(formulaName);
    await expect(page.getByRole("article").nth(1)).toHaveAccessibleName(name);
    const card = page.getByRole("article", { name });
    await expect(card.getByRole("link", { name: "Call +55 11 98765 4321" })).toHaveAttribute(
      "href",
      "tel:+5511987654321",
    );
    await expect(card.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", "https://wa.me/5511987654321");
    await expect(card.getByRole("link", { name: `Write to beatriz.${stamp}@example.com` })).toHaveAttribute(
      "href",
      `mailto:beatriz.${stamp}@example.com`,
    );
    await expect(card).toContainText("Brazil");
    await expect(card).toContainText("English");
    // The clinic the patient chose, by its city; none chosen reads as such.
    await expect(card.locator("[data-clinic]")).toHaveText("São Paulo");
    await expect(page.getByRole("article", { name: formulaName }).locator("[data-clinic]")).toHaveText(
      en.inbox.no_clinic,
    );
    await expect(card.locator("time")).toHaveText(/\d{4}, \d{1,2}:\d{2} (AM|PM) GMT/);
    await expect(card.locator("[data-forwarding]")).toHaveAttribute("data-forwarding", /pending|delivered/);
    await expect(card.locator("[data-status]")).toHaveText(en.status.new);

    // Marked contacted: the list says so, and so does the database.
    await card.getByLabel(`Status of ${name}`).selectOption("contacted");
    await card.getByRole("button", { name: en.inbox.save }).click();
    await expect(page.getByRole("status")).toHaveText(`Saved: ${name} is now “Contacted”.`);
    await expect(page.getByRole("article", { name }).locator("[data-status]")).toHaveText("Contacted");
    expect(rows(name)).toEqual([expect.objectContaining({ status: "contacted" })]);

    // Search by a part of the name, by the phone's digits, and filter by status.
    await page.getByRole("searchbox").fill(`inbox ${stamp}`);
    await page.getByRole("button", { name: en.inbox.search_submit }).click();
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article", { name })).toBeVisible();
    await page.getByRole("searchbox").fill("98765-4321");
    await page.getByRole("button", { name: en.inbox.search_submit }).click();
    await expect(page.getByRole("article", { name })).toBeVisible();
    await page
      .getByRole("navigation", { name: en.inbox.filters })
      .getByRole("link", { name: /^Closed/ })
      .click();
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    await page.goto(`/admin?q=${stamp}&status=contacted`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.goto(`/admin?q=no-such-patient-${stamp}`);
    await expect(page.getByText(en.inbox.no_match)).toBeVisible();

    // Export of the current list (the search): a file for spreadsheets, formulas defused.
    await page.goto(`/admin?q=${stamp}`);
    await expect(page.getByRole("article")).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: en.inbox.export }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^contact-requests-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = readFileSync(await download.path(), "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines).toHaveLength(3);
    // The columns and statuses in the staff area's language (English: commas), for their spreadsheet.
    expect(lines[0]).toContain(
      `"${en.export.name}","${en.export.email}","${en.export.phone}","${en.inbox.country}","${en.inbox.clinic}"`,
    );
    expect(csv).toContain(`"Brazil","São Paulo","English"`);
    expect(csv).toContain(`"${name}"`);
    expect(csv).toContain(`"${en.status.contacted}"`);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"") ${stamp}"`);
    expect(csv).not.toMatch(/(^|,)"=/m);
    // In Portuguese: semicolons, the columns and statuses in Portuguese, times day first in the clinic's time zone.
    await page.goto(`/pt/admin?q=${stamp}`);
    const [inPortuguese] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: pt.inbox.export }).click(),
    ]);
    const sheet = readFileSync(await inPortuguese.path(), "utf8")
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(sheet).toHaveLength(3);
    expect(sheet[0]).toContain(`"${pt.export.name}";"${pt.export.email}";"${pt.export.phone}";"${pt.inbox.country}"`);
    expect(sheet[1]).toMatch(/^"\d\d\/\d\d\/\d{4} \d\d:\d\d:\d\d";/);
    expect(sheet.join("\n")).toContain(`"${pt.status.contacted}"`);
    await page.goto(`/admin?q=${stamp}`);

    // Erasure, after a confirmation: gone from the list and from the database file.
    const id = (rows(name)[0] as { id: string }).id;
    await page.getByRole("link", { name: `Erase the request of ${name}` }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(en.erase.heading);
    await expect(page.getByRole("main")).toContainText(name);
    await page.getByRole("link", { name: en.erase.cancel }).click();
    // Back to the same list (its search kept), nothing erased.
    await expect(page).toHaveURL(`/admin?q=${stamp}`);
    expect(rows(name)).toHaveLength(1);
    await page.getByRole("link", { name: `Erase the request of ${name}` }).click();
    await page.getByRole("button", { name: en.erase.confirm }).click();
    await expect(page.getByRole("status")).toHaveText(en.inbox.erased);
    await expect(page).toHaveURL(`/admin?q=${stamp}&done=erased`);
    await expect(page.getByRole("article", { name })).toHaveCount(0);
    expect(rows(name)).toEqual([]);
    // The audit trail has each action on this request, by this person's account, with the client and the request's
    // id, and nothing of the patient's; the sign-in is recorded once, after its second factor.
    const trail = auditSince(started).filter((event) => event.actor === person.id);
    expect(trail).toEqual([
      expect.objectContaining({
        action: "sign_in",
        detail: '{"factor":"totp"}',
        client: expect.stringMatching(/^10\./),
      }),
      expect.objectContaining({ action: "request_status_changed", object_id: id, detail: '{"status":"contacted"}' }),
      // In English, then in Portuguese.
      expect.objectContaining({ action: "requests_exported", detail: '{"format":"csv","rows":2}' }),
      expect.objectContaining({ action: "requests_exported", detail: '{"format":"csv","rows":2}' }),
      expect.objectContaining({ action: "request_erased", object_id: id }),
    ]);
    for (const event of trail) expect(event.request_id).toMatch(/^[\w-]{8,}$/);
    expect(JSON.stringify(auditSince(started))).not.toMatch(new RegExp(`Beatriz|beatriz|98765|${stamp}`));
    const api = await request.get(`/admin/contact-requests/${id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
    });
    expect(api.status()).toBe(404);

    // Signing out ends the session for good: a copy of the cookie opens nothing any more. The browser is asked to
    // drop what it keeps of the site.
    const [signedOut] = await Promise.all([
      page.waitForResponse((response) => response.request().method() === "POST"),
      page.getByRole("button", { name: en.shell.sign_out }).click(),
    ]);
    expect((await signedOut.allHeaders())["clear-site-data"]).toBe('"cache", "storage"');
    await expect(page).toHaveURL(/\/admin\/login\?done=signed-out$/);
    expect(auditSince(started)).toEqual(
      expect.arrayContaining([expect.objectContaining({ action: "sign_out", actor: person.id })]),
    );
    await expect(page.getByRole("status")).toHaveText(en.sign_in.signed_out);
    const copied = await request.get("/admin", {
      headers: { cookie: `staff_session=${session?.value}` },
      maxRedirects: 0,
    });
    expect(copied.status()).toBe(303);
    expect(copied.headers().location).toBe("/admin/login?expired=1");
    // The browser dropped its cookie: it is simply asked to sign in, not told a session ended.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole("status")).toHaveCount(0);
  });

  test.describe("refusals", () => {
    // The browser logs each refusal's status (401, 403) as an error: expected here.
    test.use({ expectedConsoleErrors: /status of 40[13]/ });

    test("a wrong password or address is refused alike, a wrong code too, a forged sign-in too, and tries are limited", async ({
      page,
      request,
      extraHTTPHeaders,
    }) => {
      const started = new Date().toISOString();
      const person = createStaffAccount("front_desk");
      await passwordStep(page, person.email, "not the password");
      await expect(page.getByRole("alert")).toHaveText(en.sign_in.wrong);
      await expect(page.getByLabel(en.sign_in.password)).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByLabel(en.sign_in.email)).toHaveAttribute("aria-invalid", "true");
      // The address stays in its field, the password does not.
      await expect(page.getByLabel(en.sign_in.email)).toHaveValue(person.email);
      await expect(page.getByLabel(en.sign_in.password)).toHaveValue("");
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("staff_session");
      // An address without an account reads the same: the page does not tell which addresses have one.
      await passwordStep(page, `nobody-${Date.now()}@clinic.test`, staffPassword);
      await expect(page.getByRole("alert")).toHaveText(en.sign_in.wrong);
      expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain("staff_session");

      // The right password alone opens nothing: its session is halfway, and a wrong code leaves it there.
      await passwordStep(page, person.email, staffPassword);
      await expect(page).toHaveURL(/\/admin\/second-factor$/);
      expect((await page.request.get("/admin", { maxRedirects: 0 })).headers().location).toBe("/admin/second-factor");
      const wrongCode = appCode(person.secret) === "000000" ? "000001" : "000000";
      await page.getByLabel(en.second_factor.code, { exact: true }).fill(wrongCode);
      await page.getByRole("button", { name: en.second_factor.submit }).click();
      await expect(page.getByRole("alert")).toHaveText(en.second_factor.wrong);
      await expect(page.getByLabel(en.second_factor.code, { exact: true })).toHaveAttribute("aria-invalid", "true");
      expect((await page.request.get("/admin", { maxRedirects: 0 })).status()).toBe(303);

      // Without the form's own token (a post from another site), the password is not even checked.
      const forged = await request.post("/admin/login", {
        form: { csrf: "forged", email: person.email, password: staffPassword },
      });
      expect(forged.status()).toBe(403);
      const crossSite = await request.post("/admin/login", {
        form: { csrf: await signInForm(request), email: person.email, password: staffPassword },
        headers: { "sec-fetch-site": "cross-site" },
        maxRedirects: 0,
      });
      expect(crossSite.status()).toBe(403);

      // Ten tries per client in 15 minutes (three made above by the page, the right one given back): then even the
      // right password waits.
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) {
        const csrf = await signInForm(request);
        const response = await request.post("/admin/login", {
          form: { csrf, email: person.email, password: `guess ${i}` },
          maxRedirects: 0,
        });
        statuses.push(response.status());
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 401, 401, 429, 429]);
      const csrf = await signInForm(request);
      const refused = await request.post("/admin/login", {
        form: { csrf, email: person.email, password: staffPassword },
        maxRedirects: 0,
      });
      expect(refused.status()).toBe(429);
      expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(60);
      expect(await refused.text()).toContain("Too many tries. Please wait 15 minutes");

      // Each failure is in the audit trail, and the three refusals of the limit are one event (their count follows at
      // the quarter hour's end): from this client, by nobody signed in, about the account whose address was typed (none
      // for the unknown address); no password, no address is.
      // This test's client address (fixtures.ts gives each test its own), as the trail keeps an IPv4 address.
      const client = extraHTTPHeaders?.["x-forwarded-for"];
      expect(client).toMatch(/^10\./);
      const mine = auditSince(started).filter((event) => event.client === client);
      const failed = mine.filter((event) => event.action === "sign_in_failed");
      expect(failed).toHaveLength(10);
      expect(failed.filter((event) => event.object_id === person.id)).toHaveLength(9);
      expect(failed.filter((event) => event.object_id === null)).toHaveLength(1);
      expect(mine.filter((event) => event.action === "second_factor_failed")).toEqual([
        expect.objectContaining({ object_id: person.id }),
      ]);
      expect(mine.filter((event) => event.action === "sign_in_locked")).toEqual([
        expect.objectContaining({ object_id: person.id, detail: JSON.stringify({ limit: "client" }) }),
      ]);
      expect(mine.filter((event) => event.action === "sign_in")).toEqual([]);
      expect(mine.every((event) => event.actor === "anonymous")).toBe(true);
      expect(JSON.stringify(mine)).not.toMatch(/guess|not the password|staff password|@clinic\.test/);
    });

    test("every change needs the session's form token", async ({ page }) => {
      const stamp = Date.now();
      const name = `Token Check ${stamp}`;
      await sendRequest(page, { name, email: `token.${stamp}@example.com` });
      await signInAtFrontDesk(page);
      const id = (rows(name)[0] as { id: string }).id;
      const post = (address: string, form: Record<string, string>, headers: Record<string, string> = {}) =>
        page.request.post(address, { form, headers, maxRedirects: 0 });

      expect((await post("/admin", { csrf: "forged", id, status: "closed" })).status()).toBe(403);
      expect((await post(`/admin/requests/${id}/erase`, { csrf: "forged" })).status()).toBe(403);
      const csrf = (await page.locator('input[name="csrf"]').first().inputValue()) ?? "";
      expect((await post("/admin", { csrf, id, status: "closed" }, { "sec-fetch-site": "cross-site" })).status()).toBe(
        403,
      );
      expect((await post("/admin", { csrf, id, status: "lost" })).status()).toBe(400);
      expect(rows(name)).toEqual([expect.objectContaining({ status: "new" })]);
      // A forged sign-out leaves the session as it was.
      await post("/admin/sign-out", { csrf: "forged" });
      expect((await page.request.get("/admin", { maxRedirects: 0 })).status()).toBe(200);

      // The page says why nothing changed (the search keeps ours on the page while other tests send theirs).
      await page.goto(`/admin?q=${stamp}`);
      await page.locator(`#status-${id}`).selectOption("closed");
      await page.evaluate(() => {
        for (const input of document.querySelectorAll<HTMLInputElement>('input[name="csrf"]')) input.value = "stale";
      });
      await page.getByRole("article", { name }).getByRole("button", { name: en.inbox.save }).click();
      await expect(page.getByRole("alert")).toHaveText(en.inbox.expired_form);
      expect(rows(name)).toEqual([expect.objectContaining({ status: "new" })]);
    });
  });

  test("over HTTPS the session cookie is Secure, __Host- and not kept past the browser, at both steps", async ({
    request,
    baseURL,
  }) => {
    const person = createStaffAccount("front_desk");
    const https = { "x-forwarded-proto": "https" };
    const csrfOf = async (address: string) =>
      /name="csrf" value="([^"]+)"/.exec(await (await request.get(address, { headers: https })).text())?.[1] ?? "";
    /** The session cookie an answer sets: its value and its attributes (in any order, as the `cookie` library writes them). */
    const sessionCookie = (response: APIResponse) => {
      const line = response
        .headersArray()
        .find((h) => h.name.toLowerCase() === "set-cookie" && /^(__Host-)?staff_session=/.test(h.value))?.value;
      const [pair = "", ...attributes] = (line ?? "").split(/;\s*/);
      return { pair, attributes: attributes.map((a) => a.toLowerCase()) };
    };
    const halfway = await request.post("/admin/login", {
      form: { csrf: await csrfOf("/admin/login"), email: person.email, password: staffPassword },
      headers: https,
      maxRedirects: 0,
    });
    expect(halfway.status()).toBe(303);
    expect(halfway.headers().location).toBe("/admin/second-factor");
    // The session's token is in a cookie, then; the browser's cookie jar sends it back to the next step.
    const signedIn = await request.post("/admin/second-factor", {
      form: { csrf: await csrfOf("/admin/second-factor"), code: appCode(person.secret) },
      headers: https,
      maxRedirects: 0,
    });
    expect(signedIn.status()).toBe(303);
    expect(signedIn.headers().location).toBe("/admin");
    for (const cookie of [sessionCookie(halfway), sessionCookie(signedIn)]) {
      // The __Host- prefix: only with Secure, Path=/ and no Domain does a browser take it.
      expect(cookie.pair).toMatch(/^__Host-staff_session=[\w-]{43}$/);
      expect(cookie.attributes).toEqual(expect.arrayContaining(["httponly", "samesite=strict", "secure", "path=/"]));
      expect(cookie.attributes.filter((a) => /^(domain|max-age|expires)=/.test(a))).toEqual([]);
    }
    // A new token once both steps are passed: the halfway one opens nothing any more, the new one the inbox.
    const inboxWith = async (cookie: string) =>
      (await fetch(new URL("/admin", baseURL), { headers: { ...https, cookie }, redirect: "manual" })).status;
    expect(await inboxWith(sessionCookie(halfway).pair)).toBe(303);
    expect(await inboxWith(sessionCookie(signedIn).pair)).toBe(200);
  });

  test("pages through a long list, keeping the search", async ({ page }) => {
    const stamp = Date.now();
    // 21 requests posted as forms without JavaScript would, each from a client of its own (the rate limit).
    for (let i = 0; i < 21; i++) {
      const response = await page.request.post("/?index", {
        form: {
          name: `Paging ${stamp} ${String(i).padStart(2, "0")}`,
          email: `paging.${stamp}.${i}@example.com`,
          phone: "+351 912 345 678",
          country: "PT",
          acceptTerms: "on",
          acceptPolicy: "on",
        },
        headers: { "x-forwarded-for": `10.250.${i}.${stamp % 250}` },
      });
      expect(response.status()).toBe(200);
    }
    await signInAtFrontDesk(page);
    await page.goto(`/admin?q=Paging+${stamp}`);
    await expect(page.getByText("21 requests")).toBeVisible();
    await expect(page.getByRole("article")).toHaveCount(20);
    await expect(page.getByRole("article").first()).toHaveAccessibleName(`Paging ${stamp} 20`);
    const paging = // The bar's "Staff pages" is a navigation too: the list's own is named exactly "Pages".
      page.getByRole("navigation", { name: en.inbox.pages, exact: true });
    await expect(paging).toContainText("Page 1 of 2");
    await paging.getByRole("link", { name: en.inbox.next }).click();
    await expect(page).toHaveURL(`/admin?q=Paging+${stamp}&page=2`);
    await expect(page.getByRole("article")).toHaveCount(1);
    await expect(page.getByRole("article")).toHaveAccessibleName(`Paging ${stamp} 00`);
    await expect(paging).toContainText("Page 2 of 2");
    await paging.getByRole("link", { name: en.inbox.previous }).click();
    await expect(page.getByRole("article")).toHaveCount(20);
    // A page past the end (the list shrank since) shows the last one.
    await page.goto(`/admin?q=Paging+${stamp}&page=9`);
    await expect(paging).toContainText("Page 2 of 2");
    await expect(page.getByRole("article")).toHaveCount(1);
  });

  test("a request the clinic's system refuses for good is tried 3 times, then reads as not forwarded", async ({
    page,
    request,
  }) => {
    // Three calls, 4 to 10 s apart (the back-off, app/jobs/backoff.ts) plus the job runner's rounds, then the inbox in
    // five languages: 15–35 s on 2 busy cores, kept well inside the timeout.
    test.setTimeout(90_000);
    const stamp = Date.now();
    const name = `Refused Forward ${stamp}`;
    await request.get(`${backendURL}/__refuse?name=${encodeURIComponent(name)}&status=422`);
    const sent = await request.post("/?index", {
      form: {
        name,
        email: `refused.${stamp}@example.com`,
        phone: "+351 912 345 678",
        country: "PT",
        acceptTerms: "on",
        acceptPolicy: "on",
      },
    });
    expect(sent.status()).toBe(200);
    const admin = { authorization: `Bearer ${adminToken}` };
    const forwarding = async () =>
      (
        (await (await request.get(`/admin/contact-requests?q=${stamp}`, { headers: admin })).json()) as {
          items: Array<{ forwarding: string }>;
        }
      ).items.map((item) => item.forwarding);
    await expect.poll(forwarding, { timeout: 60_000 }).toEqual(["given_up"]);
    const calls = ((await (await request.get(`${backendURL}/__received`)).json()) as Array<{ url: string }>).filter(
      (call) => call.url.includes(encodeURIComponent(name)),
    );
    expect(calls).toHaveLength(3);

    await signInAtFrontDesk(page);
    for (const language of languages) {
      await page.goto(`${prefix(language)}/admin?q=${stamp}`);
      const state = page.getByRole("article").locator("[data-forwarding]");
      await expect(state).toHaveAttribute("data-forwarding", "given_up");
      await expect(state).toHaveText(texts(language, "staff").forwarding.given_up);
    }
  });

  test("a right-to-left override in a patient's name turns no text around it", async ({ page, request }) => {
    const stamp = Date.now();
    const name = `\u202EOverride ${stamp}`;
    const sent = await request.post("/?index", {
      form: {
        name,
        email: `override.${stamp}@example.com`,
        phone: "+351 912 345 678",
        country: "PT",
        acceptTerms: "on",
        acceptPolicy: "on",
      },
    });
    expect(sent.status()).toBe(200);
    await signInAtFrontDesk(page);
    await page.goto(`/admin?q=${stamp}`);
    const card = page.getByRole("article");
    await card.getByRole("combobox").selectOption("contacted");
    await card.getByRole("button", { name: en.inbox.save }).click();
    const saved = page.getByRole("status");
    await expect(saved).toContainText("is now");
    // Where the browser lays out the name and the words after it in "Saved: {name} is now “Contacted”.".
    const [nameBox, afterBox] = await saved.evaluate(
      (element, texts) => {
        const box = (text: string) => {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const at = node.textContent?.indexOf(text) ?? -1;
            if (at < 0) continue;
            const range = document.createRange();
            range.setStart(node, at);
            range.setEnd(node, at + text.length);
            const { left, right } = range.getBoundingClientRect();
            return { left, right };
          }
          throw new Error(`${text} is not in the message`);
        };
        return texts.map(box);
      },
      [`Override ${stamp}`, "is now"],
    );
    // The sentence reads left to right: what follows the name stays on its right, not reversed before it.
    expect(afterBox?.left).toBeGreaterThanOrEqual((nameBox?.right ?? 0) - 1);
  });

  test("reads in the five languages", async ({ page }) => {
    await signInAtFrontDesk(page);
    for (const language of languages) {
      const staff = texts(language, "staff");
      await page.goto(`${prefix(language)}/admin`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(staff.inbox.heading);
      await expect(page.getByRole("button", { name: staff.shell.sign_out })).toBeVisible();
      await expect(page).toHaveTitle(`${staff.inbox.title} | Aurea Clinic`);
      await expect(page.getByRole("navigation", { name: staff.inbox.filters }).getByRole("link").first()).toContainText(
        staff.inbox.all,
      );
      // The language links keep the page.
      await expect(page.getByRole("link", { name: "Italiano" })).toHaveAttribute("href", "/it/admin");
    }
    // Signed in already: the sign-in page leads to the inbox, in its language.
    await page.goto("/fr/admin/login");
    await expect(page).toHaveURL(/\/fr\/admin$/);
  });
});
