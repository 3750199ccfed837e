import { Secret, TOTP } from "otpauth";
import { backendURL, staffPassword } from "../../playwright.config";
import { expect, test, texts } from "./fixtures";
import { appCode, auditSince, createStaffAccount, idleSessionsOf, signIn } from "./support/staff";

/**
 * Staff accounts (docs/decisions/019-staff-accounts.md) on the production server: a person per sign-in, the second
 * factor, sessions that end, and the owner's view of who did what.
 */

const en = texts("en", "staff");
const heading = (page: import("@playwright/test").Page) => page.getByRole("heading", { level: 1 });

test("the owner invites a front-desk account; it sets its password and app, works the inbox, shows in the trail, and ends when deactivated", async ({
  browser,
  page,
  request,
}) => {
  // Two people, two browsers, some thirty pages, and Maria's own password hashed and checked at production cost
  // (scrypt, 128 MiB, up to a second each on busy cores): 10 s on a quiet machine, 45 s on a loaded one.
  test.setTimeout(100_000);
  const started = new Date().toISOString();
  const owner = createStaffAccount("owner");
  const email = `maria-${Date.now()}@clinic.test`;
  const patient = `Helena Journey ${Date.now()}`;
  const stored = await request.post("/?index", {
    form: {
      name: patient,
      email: "helena@example.com",
      phone: "+351 912 345 678",
      country: "PT",
      acceptTerms: "on",
      acceptPolicy: "on",
    },
  });
  expect(stored.status()).toBe(200);

  // The owner invites her from the accounts page: the link goes out by e-mail (the test server has a mail server).
  await signIn(page, owner);
  await expect(heading(page)).toHaveText(en.inbox.heading);
  await page.getByRole("navigation", { name: en.shell.pages }).getByRole("link", { name: en.shell.accounts }).click();
  await page.getByLabel(en.accounts.email).fill(email);
  await page.getByLabel(en.accounts.role).selectOption("front_desk");
  await page.getByRole("button", { name: en.accounts.invite }).click();
  await expect(page.getByRole("heading", { name: en.accounts.mailed_heading })).toBeVisible();
  await expect(page.getByLabel(en.accounts.invitation_link)).toHaveCount(0);
  await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText(en.accounts.states.invited);
  let link = "";
  await expect(async () => {
    const mails: Array<{ to: string[]; data: string }> = await (await request.get(`${backendURL}/__mail`)).json();
    const mail = mails.find((item) => item.to.includes(email));
    link = /https?:\/\/\S+\/admin\/welcome\/[\w-]{43}/.exec(mail?.data.replace(/=\r\n/g, "") ?? "")?.[0] ?? "";
    expect(link).not.toBe("");
  }).toPass({ timeout: 10_000 });

  // Maria, in a browser of her own: the link, a guessable password refused, a good one taken.
  const maria = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "198.51.100.23" } });
  const her = await maria.newPage();
  await her.goto(new URL(link).pathname);
  await her.getByLabel(en.account.new_password, { exact: true }).fill("password1234");
  await her.getByLabel(en.account.repeat_password).fill("password1234");
  await her.getByRole("button", { name: en.welcome.submit }).click();
  await expect(her.getByRole("alert")).toHaveText(en.account.errors.guessable);
  const password = "sea breeze over the quiet harbour";
  await her.getByLabel(en.account.new_password, { exact: true }).fill(password);
  await her.getByLabel(en.account.repeat_password).fill(password);
  await her.getByRole("button", { name: en.welcome.submit }).click();
  await expect(her.getByRole("status")).toHaveText(en.sign_in.welcome);
  // The link is used up.
  expect(await (await request.get(new URL(link).pathname)).text()).toContain(en.welcome.invalid_heading);

  // Her first sign-in sets up the app: the test's app reads the key from the page's otpauth:// address.
  await her.getByLabel(en.sign_in.email).fill(email);
  await her.getByLabel(en.sign_in.password).fill(password);
  await her.getByRole("button", { name: en.sign_in.submit }).click();
  await expect(heading(her)).toHaveText(en.enrol.heading);
  await expect(her.getByRole("img", { name: en.enrol.qr_label }).locator("svg")).toBeVisible();
  await her.getByText(en.enrol.cannot_scan).click();
  const address = (await her.locator("code").last().textContent()) ?? "";
  const app = new TOTP({ secret: Secret.fromBase32(new URL(address).searchParams.get("secret") ?? "") });
  await her.getByLabel(en.enrol.code).fill(app.generate());
  await her.getByRole("button", { name: en.enrol.submit }).click();
  await expect(heading(her)).toHaveText(en.recovery.heading);
  await expect(her.locator("ol code")).toHaveCount(10);
  // She keeps them: copied at a press (what the clipboard then holds is the ten codes), or saved as a file.
  await her.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await her.getByRole("button", { name: en.recovery.copy }).click();
  await expect(her.getByRole("status").filter({ hasText: en.copy.done })).toBeVisible();
  const shown = await her.locator("ol code").allTextContents();
  expect(await her.evaluate(() => navigator.clipboard.readText())).toBe(shown.join("\n"));
  const saving = her.waitForEvent("download");
  await her.getByRole("link", { name: en.recovery.download }).click();
  expect((await saving).suggestedFilename()).toBe(en.recovery.file_name);
  await her.getByRole("link", { name: en.recovery.continue }).click();

  // She works the inbox; the owner's pages are not hers.
  await expect(heading(her)).toHaveText(en.inbox.heading);
  // Searched for: other tests send requests meanwhile, and could push hers past the first page.
  await her.goto(`/admin?q=${encodeURIComponent(patient)}`);
  const card = her.getByRole("article", { name: patient });
  await card.getByLabel(new RegExp(`^${en.inbox.status_of.split("<")[0]}`)).selectOption("contacted");
  await card.getByRole("button", { name: en.inbox.save }).click();
  await expect(her.getByRole("status")).toContainText(en.status.contacted);
  await her.goto("/admin/audit");
  await expect(her).toHaveURL(/\/admin$/);
  await her.goto("/admin/accounts");
  await expect(her).toHaveURL(/\/admin$/);

  // The owner reads it in the audit trail, filtered to her.
  await page.goto("/admin/audit");
  await page.getByLabel(en.audit.actor).selectOption({ label: email });
  await page.getByRole("button", { name: en.audit.filter }).click();
  const events = page.getByRole("table").getByRole("row");
  for (const action of ["invitation_accepted", "second_factor_enrolled", "sign_in", "request_status_changed"]) {
    await expect(events.filter({ hasText: en.audit.actions[action] }).first()).toBeVisible();
  }
  // And exports what it shows.
  const download = await page.request.get(
    await page
      .getByRole("link", { name: en.audit.export })
      .getAttribute("href")
      .then((href) => href ?? ""),
  );
  const csv = await download.text();
  // Written for her spreadsheet: the columns and actions in the staff area's language (here English, with commas).
  expect(csv.split("\r\n")[0]).toBe(
    `\uFEFF${[en.audit.time, en.audit.action, en.audit.actor, en.audit.actor_email, en.audit.object, en.audit.object_email, en.audit.detail, en.audit.client, en.audit.request_id].map((name) => `"${name}"`).join(",")}`,
  );
  expect(csv).toContain(`"${en.audit.actions.request_status_changed}"`);
  expect(csv).not.toContain(patient);

  // Deactivated: her open session ends at once.
  await page.goto("/admin/accounts");
  await page
    .getByRole("row", { name: new RegExp(email) })
    .getByRole("button", { name: en.accounts.deactivate })
    .click();
  await expect(page.getByRole("status")).toHaveText(en.accounts.done.deactivated);
  await her.reload();
  await expect(her).toHaveURL(/\/admin\/login\?expired=1$/);
  await her.getByLabel(en.sign_in.email).fill(email);
  await her.getByLabel(en.sign_in.password).fill(password);
  await her.getByRole("button", { name: en.sign_in.submit }).click();
  await expect(her.getByRole("alert")).toHaveText(en.sign_in.wrong);
  await maria.close();

  // The trail has every step with its actor, and never the patient's details.
  const trail = auditSince(started);
  const hers = trail.find((event) => event.action === "invitation_accepted")?.actor ?? "";
  expect(hers).toMatch(/^acc_/);
  expect(trail).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ action: "account_invited", actor: owner.id, object_id: hers }),
      expect.objectContaining({ action: "second_factor_enrolled", actor: hers }),
      expect.objectContaining({ action: "sign_in", actor: hers, client: "198.51.100.23" }),
      expect.objectContaining({ action: "request_status_changed", actor: hers }),
      expect.objectContaining({ action: "audit_exported", actor: owner.id }),
      expect.objectContaining({ action: "account_deactivated", actor: owner.id, object_id: hers }),
      expect.objectContaining({ action: "sign_in_failed", actor: "anonymous", object_id: hers }),
    ]),
  );
  expect(JSON.stringify(trail)).not.toContain(patient);
});

test.describe("sessions", () => {
  // A refused code or sign-in is answered 401, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 401/ });

  test("a code is taken once, a stale one never; the session cookie is not kept past the browser", async ({
    page,
    context,
  }) => {
    const person = createStaffAccount("front_desk");
    const code = appCode(person.secret);
    await signIn(page, person);
    await expect(heading(page)).toHaveText(en.inbox.heading);
    const cookie = (await context.cookies()).find((c) => c.name === "staff_session");
    // No Expires, no Max-Age: the browser drops it when it closes.
    expect(cookie).toMatchObject({ expires: -1, httpOnly: true, sameSite: "Strict", path: "/" });

    await page.getByRole("button", { name: en.shell.sign_out }).click();
    await page.getByLabel(en.sign_in.email).fill(person.email);
    await page.getByLabel(en.sign_in.password).fill(staffPassword);
    await page.getByRole("button", { name: en.sign_in.submit }).click();
    for (const used of [code, appCode(person.secret, -3)]) {
      await page.getByLabel(en.second_factor.code, { exact: true }).fill(used);
      await page.getByRole("button", { name: en.second_factor.submit }).click();
      await expect(page.getByRole("alert")).toHaveText(en.second_factor.wrong);
    }
    await page.getByLabel(en.second_factor.code, { exact: true }).fill(appCode(person.secret, 1));
    await page.getByRole("button", { name: en.second_factor.submit }).click();
    await expect(heading(page)).toHaveText(en.inbox.heading);
  });

  test("a session unused for 30 minutes ends; sign-out clears the site's data", async ({ page, request }) => {
    const person = createStaffAccount("front_desk");
    await signIn(page, person);
    await expect(heading(page)).toHaveText(en.inbox.heading);
    idleSessionsOf(person, 29);
    await page.reload();
    await expect(heading(page)).toHaveText(en.inbox.heading);
    idleSessionsOf(person, 31);
    await page.reload();
    await expect(page).toHaveURL(/\/admin\/login\?expired=1$/);
    await expect(page.getByRole("status")).toHaveText(en.sign_in.session_ended);

    // Over HTTPS (as a proxy reports it) every staff cookie carries the __Host- prefix and Secure (the sign-in form's
    // token, the session, the browser's mark); sign-out sends Clear-Site-Data.
    const https = { "x-forwarded-proto": "https" };
    const setCookie = (answer: import("@playwright/test").APIResponse, name: string) =>
      answer.headersArray().find((h) => h.name.toLowerCase() === "set-cookie" && h.value.startsWith(`${name}=`))?.value;
    const form = await request.get("/admin/login", { headers: https });
    expect(setCookie(form, "__Host-staff_sign_in")).toMatch(
      /^__Host-staff_sign_in=[\w-]{32}; Max-Age=3600; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const csrf = /name="csrf" value="([^"]+)"/.exec(await form.text())?.[1] ?? "";
    const answer = await request.post("/admin/login", {
      headers: https,
      form: { csrf, email: person.email, password: staffPassword },
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(setCookie(answer, "__Host-staff_session")).toMatch(
      /^__Host-staff_session=[\w-]{43}; Path=\/; HttpOnly; Secure; SameSite=Strict$/,
    );
    const step = await request.get("/admin/second-factor", { headers: https });
    const stepCsrf = /name="csrf" value="([^"]+)"/.exec(await step.text())?.[1] ?? "";
    const signedIn = await request.post("/admin/second-factor", {
      headers: https,
      form: { csrf: stepCsrf, code: appCode(person.secret, 1) },
      maxRedirects: 0,
    });
    expect(signedIn.headers().location).toBe("/admin");
    expect(setCookie(signedIn, "__Host-staff_device")).toMatch(
      new RegExp(
        `^__Host-staff_device=${person.id}\\.[\\w-]+\\.[\\w-]+; Max-Age=\\d{8}; Path=/; HttpOnly; Secure; SameSite=Strict$`,
      ),
    );
    const inbox = await request.get("/admin", { headers: https });
    const signOutCsrf = /name="csrf" value="([^"]+)"/.exec(await inbox.text())?.[1] ?? "";
    const signedOut = await request.post("/admin/sign-out", {
      headers: https,
      form: { csrf: signOutCsrf },
      maxRedirects: 0,
    });
    expect(signedOut.status()).toBe(303);
    expect(signedOut.headers()["clear-site-data"]).toBe('"cache", "storage"');
  });

  test("one's sessions are listed; signing out the others, or a new password, ends them", async ({ browser, page }) => {
    // Two browsers, three sign-ins, a new password hashed at production cost: 9 s quiet, 25 s loaded.
    test.setTimeout(60_000);
    const person = createStaffAccount("front_desk");
    const other = await browser.newContext();
    const elsewhere = await other.newPage();
    // Three codes of three steps: one per sign-in and one for the password change.
    await signIn(elsewhere, person, { stepsAhead: -1 });
    await signIn(page, person);
    await page.getByRole("navigation", { name: en.shell.pages }).getByRole("link", { name: person.email }).click();
    const sessions = page.getByRole("table");
    await expect(sessions.getByRole("row")).toHaveCount(3);
    await expect(sessions).toContainText(en.account.session_this);
    // Signing sessions out asks for the password again.
    const list = page.getByRole("form", { name: en.account.sessions_heading });
    await list.getByRole("button", { name: en.account.sign_out_others_one }).click();
    await expect(list.getByRole("alert")).toHaveText(en.account.errors.wrong_credentials);
    await list.getByLabel(en.account.current_password).fill(staffPassword);
    await list.getByRole("button", { name: en.account.sign_out_others_one }).click();
    await expect(page.getByRole("status")).toHaveText(en.account.done.others);
    await elsewhere.reload();
    await expect(elsewhere).toHaveURL(/\/admin\/login\?expired=1$/);

    // A password change asks for the current password and a fresh code (here a recovery code: this account's app
    // codes of the minute are spent), then signs the others out.
    // The code that sign-in spent, itself: one computed again later could belong to the next 30 s and be fresh.
    const spent = await signIn(elsewhere, person, { stepsAhead: 1 });
    await expect(heading(elsewhere)).toHaveText(en.inbox.heading);
    const form = page.getByRole("form", { name: en.account.password_heading });
    const change = async (code: string) => {
      await form.getByLabel(en.account.current_password).fill(staffPassword);
      await form.getByLabel(en.account.code).fill(code);
      await form.getByLabel(en.account.new_password, { exact: true }).fill("lantern moss under a granite bridge");
      await form.getByLabel(en.account.repeat_password).fill("lantern moss under a granite bridge");
      await form.getByRole("button", { name: en.account.change_password }).click();
    };
    await change(spent);
    await expect(page.getByRole("alert")).toHaveText(en.account.errors.wrong_credentials);
    await change(person.recoveryCodes[0] ?? "");
    await expect(page.getByRole("status")).toHaveText(en.account.done.password);
    await elsewhere.reload();
    await expect(elsewhere).toHaveURL(/\/admin\/login\?expired=1$/);
    await other.close();

    // On a phone the sessions' table scrolls in its own box: the page itself is never wider than the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    for (const address of ["/admin/account", "/admin"]) {
      await page.goto(address);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), address).toBe(375);
    }
  });
});
