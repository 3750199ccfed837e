import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { APIRequestContext, Route } from "@playwright/test";
import { adminToken, backendURL, dataDir } from "../../playwright.config";
import { expect, nextClientAddress, test } from "./fixtures";
import { fill, openForm } from "./support/contact-form";

const admin = { authorization: `Bearer ${adminToken}` };
const allMessages = [
  "Name is required",
  "Email is required",
  "Phone is required",
  "Please select a country",
  "Please accept the terms",
  "Please accept the policy",
];

async function storedRequests(request: APIRequestContext) {
  const response = await request.get("/admin/contact-requests?pageSize=200", { headers: admin });
  expect(response.status()).toBe(200);
  return (await response.json()) as { total: number; items: Array<Record<string, string | null>> };
}

test.describe("the contact form", () => {
  test("has labelled fields, about 250 countries in the visitor's language, and two unticked consents", async ({
    page,
  }) => {
    await openForm(page, "/pt#contactus");
    const form = page.getByRole("form", { name: "Solicite uma ligação" });
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveAttribute("autocomplete", "email");
    await expect(form.getByLabel("Telefone")).toHaveAttribute("inputmode", "tel");
    const options = await form.getByLabel("País").locator("option").allTextContents();
    expect(options.length).toBeGreaterThan(240);
    expect(options).toContain("Brasil");
    expect(options).toContain("Alemanha");
    const names = options.slice(1);
    expect([...names].sort((a, b) => a.localeCompare(b, "pt-BR"))).toEqual(names);
    for (const box of await form.getByRole("checkbox").all()) await expect(box).not.toBeChecked();
    await expect(form.getByRole("link", { name: "política de privacidade" })).toHaveAttribute(
      "href",
      "/pt/privacy-policy",
    );
  });

  test("an empty submit shows every message under its field and focuses the first", async ({ page }) => {
    await openForm(page, "/#contactus");
    const form = page.getByRole("form", { name: "Request a callback" });
    await form.getByRole("button", { name: "Send request" }).click();
    for (const message of allMessages) await expect(form.getByText(message, { exact: true })).toBeVisible();
    const name = form.getByLabel("Full name");
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await name.getAttribute("aria-describedby")) ?? "";
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText("Name is required");
  });

  test("an invalid email is named as such", async ({ page }) => {
    await openForm(page, "/#contactus");
    const form = await fill(page, { name: "Ana Lima", email: "ana@clinic" });
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(form.getByText("Email is not valid")).toBeVisible();
    await expect(form.getByLabel("Email", { exact: true })).toBeFocused();
    await expect(page.getByText("Registration successful!")).toHaveCount(0);
  });

  test("messages are translated", async ({ page }) => {
    await openForm(page, "/es#contactus");
    const form = page.getByRole("form", { name: "Solicite una llamada" });
    await form.getByRole("button", { name: "Enviar solicitud" }).click();
    await expect(form.getByText("El nombre es obligatorio")).toBeVisible();
    await expect(form.getByText("Name is required")).toHaveCount(0);
    expect(await form.locator('[aria-invalid="true"]').count()).toBe(6);
  });

  test("the staff get an e-mail for a new request: a link to the inbox, none of the patient's details", async ({
    page,
    request,
  }) => {
    const mail = async () =>
      (await (await request.get(`${backendURL}/__mail`)).json()) as Array<{
        to: string[];
        data: string;
        secure: boolean;
      }>;
    const before = (await mail()).length;
    const email = `notice.${Date.now()}@example.com`;
    await openForm(page, "/#contactus");
    const form = await fill(page, { name: "Notice Checker", email });
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(form.getByRole("status")).toContainText("Registration successful!");

    await expect.poll(async () => (await mail()).length, { timeout: 10_000 }).toBeGreaterThan(before);
    const notices = await mail();
    expect(notices.at(-1)?.to).toEqual(["reception@aurea-clinic.test"]);
    // Over STARTTLS, which the server requires of an smtp:// mail server, its certificate verified.
    expect(notices.at(-1)?.secure).toBe(true);
    expect(notices.at(-1)?.data).toContain("Subject: Aurea Clinic: a new contact request");
    expect(notices.at(-1)?.data).toMatch(/http:\/\/localhost:\d+\/admin/);
    expect(notices.filter((notice) => /Notice Checker|notice\.\d+@example/.test(notice.data))).toEqual([]);
  });

  test("a valid request is stored, acknowledged, cleared from the form and forwarded, encoded", async ({
    page,
    request,
  }) => {
    const email = `joao.${Date.now()}@example.com`;
    await openForm(page, "/pt#contactus");
    const form = page.getByRole("form", { name: "Solicite uma ligação" });
    await form.getByLabel("Nome completo").fill("João Gonçalves/Test");
    await form.getByLabel("E-mail", { exact: true }).fill(email);
    await form.getByLabel("Telefone").fill("+55 11 91234-5678");
    await form.getByLabel("País").selectOption("BR");
    // Brazilian Portuguese names São Paulo's clinic; the visitor may choose another, or none.
    const clinics = form.getByLabel("Unidade de preferência");
    await expect(clinics.locator("option:checked")).toHaveText("São Paulo");
    await expect(clinics.locator("option")).toHaveText(["Sem preferência", "São Paulo", "Madri", "Lisboa"]);
    await form.getByRole("checkbox").first().check();
    await form.getByRole("checkbox").last().check();
    await form.getByRole("button").last().click();

    await expect(form.getByRole("status")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(form.getByLabel("Nome completo")).toHaveValue("");
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue("");
    await expect(form.getByRole("checkbox").first()).not.toBeChecked();

    const stored = (await storedRequests(request)).items.find((item) => item.email === email);
    expect(stored).toMatchObject({
      name: "João Gonçalves/Test",
      country: "BR",
      language: "pt",
      phone: "+55 11 91234-5678",
      clinic: "sao_paulo",
    });
    expect(stored?.termsVersion).toBeTruthy();
    expect(stored?.policyVersion).toBeTruthy();

    await expect
      .poll(async () => {
        const received = (await (await request.get(`${backendURL}/__received`)).json()) as Array<{ url: string }>;
        return received.find((r) => r.url.includes(encodeURIComponent(email)));
      })
      .toMatchObject({
        method: "GET",
        accept: "application/json",
        url: `/account/infinity/Jo%C3%A3o%20Gon%C3%A7alves%2FTest/${encodeURIComponent(email)}/BR/%2B55%2011%2091234-5678`,
      });
  });

  test("the banner stays once shown", async ({ page }) => {
    await openForm(page, "/#contactus");
    const form = await fill(page, { name: "Banner Stays", email: `banner.${Date.now()}@example.com` });
    await form.getByRole("button", { name: "Send request" }).click();
    const banner = form.getByText("Registration successful! We will contact you soon.");
    await expect(banner).toBeVisible();
    await form.getByLabel("Full name").fill("Someone typing again");
    await page.waitForTimeout(500);
    await expect(banner).toBeVisible();
  });

  test.describe("when the server cannot store the request", () => {
    test.use({ expectedConsoleErrors: /status of 50\d|Failed to load resource/ });

    for (const [what, fail] of [
      ["unreachable", (route: Route) => route.abort("connectionrefused")],
      ["answering 500", (route: Route) => route.fulfill({ status: 500, body: "Internal Server Error" })],
    ] as const) {
      test(`a server ${what}: a clear error with other ways to reach the clinic, and the values kept`, async ({
        page,
      }) => {
        await page.route(/\.data(\?|$)/, (route) =>
          route.request().method() === "POST" ? fail(route) : route.continue(),
        );
        await openForm(page, "/#contactus");
        const form = await fill(page, { name: "Kept Values", email: "kept@example.com" });
        await form.getByRole("button", { name: "Send request" }).click();
        const alert = form.getByRole("alert");
        await expect(alert).toContainText("Your request could not be sent");
        // In English, each clinic's chat, by its city.
        await expect(alert.getByRole("link", { name: /WhatsApp/ })).toHaveCount(3);
        for (const link of await alert.getByRole("link", { name: /WhatsApp/ }).all())
          await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
        await expect(alert.getByRole("link", { name: /@/ })).toHaveAttribute("href", /^mailto:/);
        await expect(form.getByLabel("Full name")).toHaveValue("Kept Values");
        await expect(form.getByLabel("Email", { exact: true })).toHaveValue("kept@example.com");
        await expect(form.getByRole("checkbox").first()).toBeChecked();
        await expect(page.getByText("Registration successful!")).toHaveCount(0);
      });
    }
  });

  test.describe("without JavaScript", () => {
    // The browser logs the 400 of a page that answers a refused form.
    test.use({ javaScriptEnabled: false, expectedConsoleErrors: /status of 400/ });

    test("the form posts, shows the server's messages, then stores and acknowledges", async ({ page, request }) => {
      await page.goto("/#contactus");
      await page.getByRole("button", { name: "Send request" }).click();
      for (const message of allMessages) await expect(page.getByText(message, { exact: true })).toBeVisible();

      const email = `nojs.${Date.now()}@example.com`;
      await page.getByLabel("Full name").fill("No Script");
      await page.getByLabel("Email", { exact: true }).fill("bad-email");
      await page.getByLabel("Phone").fill("+34 612 345 678");
      await page.getByLabel("Country").selectOption("ES");
      await page.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByText("Email is not valid")).toBeVisible();
      await expect(page.getByLabel("Full name")).toHaveValue("No Script");

      await page.getByLabel("Email", { exact: true }).fill(email);
      await page.getByLabel(/reply to this request by email/).check();
      await page.getByLabel(/accept the privacy policy/).check();
      await page.getByRole("button", { name: "Send request" }).click();
      await expect(page.getByText("Registration successful! We will contact you soon.")).toBeVisible();
      await expect(page.getByLabel("Full name")).toHaveValue("");
      expect((await storedRequests(request)).items.some((item) => item.email === email)).toBe(true);
    });
  });
});

test("the form is reached by /pt#contact as by the specification's #contactus, clear of the fixed bar", async ({
  page,
}) => {
  for (const anchor of ["#contact", "#contactus"]) {
    await page.goto(`/pt${anchor}`);
    const name = page.getByLabel("Nome completo");
    await expect(name).toBeInViewport();
    const bar = await page.locator("header").first().boundingBox();
    expect((await name.boundingBox())?.y ?? 0, anchor).toBeGreaterThan((bar?.y ?? 0) + (bar?.height ?? 0));
  }
});

test.describe("the contact form on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test("shows at once that it is sending, then that the request arrived, and a second request is stored too", async ({
    page,
    request,
  }) => {
    // On a phone the top bar's wide-screen controls never hydrate; the router's answer must not wait for them.
    await openForm(page, "/#contactus");
    // Its own two addresses: other tests store requests on the same server meanwhile.
    const emails = [`phone.${Date.now()}@example.com`, `phone.again.${Date.now()}@example.com`];
    const form = await fill(page, { name: "Phone Sender", email: emails[0] as string });
    await form.getByRole("button", { name: "Send request" }).tap();
    await expect(form.getByRole("status")).toContainText("Registration successful!");
    await expect(form.getByRole("button", { name: "Send request" })).toBeEnabled();
    await fill(page, { name: "Phone Sender Again", email: emails[1] as string });
    await form.getByRole("button", { name: "Send request" }).tap();
    await expect
      .poll(
        async () => (await storedRequests(request)).items.filter((item) => emails.includes(item.email ?? "")).length,
      )
      .toBe(2);
  });
});

test.describe("the server's guards", () => {
  const post = (request: APIRequestContext, fields: Record<string, string>, client = nextClientAddress()) =>
    request.post("/?index", { form: fields, headers: { "x-forwarded-for": client }, maxRedirects: 0 });
  const valid = (key: string, email: string) => ({
    idempotencyKey: key,
    name: "Guard Test",
    email,
    phone: "+39 312 345 6789",
    country: "IT",
    acceptTerms: "on",
    acceptPolicy: "on",
  });

  test("a retry with the same idempotency key stores the request once", async ({ request }) => {
    const email = `twice.${Date.now()}@example.com`;
    const key = `key-${Date.now()}-abcdefghijkl`;
    expect((await post(request, valid(key, email))).status()).toBe(200);
    expect((await post(request, valid(key, email))).status()).toBe(200);
    expect((await storedRequests(request)).items.filter((item) => item.email === email)).toHaveLength(1);
  });

  test("a post without a key (JavaScript off) sent again is stored once; the same details from another client are not lost", async ({
    request,
  }) => {
    const email = `keyless.${Date.now()}@example.com`;
    const { idempotencyKey: _, ...keyless } = valid("unused", email);
    const client = nextClientAddress();
    expect((await post(request, keyless, client)).status()).toBe(200);
    expect((await post(request, keyless, client)).status()).toBe(200);
    expect((await storedRequests(request)).items.filter((item) => item.email === email)).toHaveLength(1);
    expect((await post(request, keyless, nextClientAddress())).status()).toBe(200);
    expect((await storedRequests(request)).items.filter((item) => item.email === email)).toHaveLength(2);
  });

  test("a filled honeypot is thanked and dropped", async ({ request }) => {
    const email = `bot.${Date.now()}@example.com`;
    const response = await post(request, { ...valid(`bot-${Date.now()}-abcdefghij`, email), website: "http://spam" });
    expect(response.status()).toBe(200);
    expect((await storedRequests(request)).items.some((item) => item.email === email)).toBe(false);
  });

  test("a clinic the site does not show is refused with its message; none is no preference", async ({ request }) => {
    const email = `clinic.${Date.now()}@example.com`;
    const refused = await post(request, { ...valid(`clinic-${Date.now()}-abcdefgh`, email), clinic: "porto" });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("Please choose one of our clinics");
    expect((await post(request, { ...valid(`clinic-${Date.now()}-ijklmnop`, email), clinic: "" })).status()).toBe(200);
    expect((await storedRequests(request)).items.filter((item) => item.email === email)).toEqual([
      expect.objectContaining({ clinic: null }),
    ]);
  });

  test("invalid input is refused with 400, never a 500", async ({ request }) => {
    const response = await post(request, { name: "x".repeat(500), email: "a@b", acceptTerms: "yes" });
    expect(response.status()).toBe(400);
    expect(await response.text()).toContain("Please shorten the name to 120 characters");
  });

  test("too large a body is refused with 413", async ({ request }) => {
    const response = await post(request, { name: "x".repeat(20_000) });
    expect(response.status()).toBe(413);
  });

  test("more than 10 posts in 15 minutes from one client get 429 and a translated message", async ({ request }) => {
    const client = nextClientAddress();
    for (let i = 0; i < 10; i++) expect((await post(request, { name: "" }, client)).status()).toBe(400);
    const refused = await request.post("/pt?index", {
      form: { name: "" },
      headers: { "x-forwarded-for": client },
    });
    expect(refused.status()).toBe(429);
    expect(await refused.text()).toContain("Você enviou várias solicitações");
  });
});

test.describe("the clinic's access", () => {
  test("needs the token", async ({ request }) => {
    expect((await request.get("/admin/contact-requests")).status()).toBe(401);
    expect(
      (await request.get("/admin/contact-requests", { headers: { authorization: "Bearer wrong" } })).status(),
    ).toBe(401);
  });

  test("lists, exports and erases requests", async ({ request }) => {
    const started = new Date().toISOString();
    const email = `export.${Date.now()}@example.com`;
    await request.post("/?index", {
      form: {
        idempotencyKey: `export-${Date.now()}-abcdef`,
        name: "=Export Person",
        email,
        phone: "+1 555 0100",
        country: "US",
        acceptTerms: "on",
        acceptPolicy: "on",
      },
    });
    const list = await storedRequests(request);
    const item = list.items.find((entry) => entry.email === email);
    expect(item).toBeTruthy();
    // Newest first (other tests post meanwhile, so ours need not be the very first).
    const times = list.items.map((entry) => String(entry.createdAt));
    expect(times).toEqual([...times].sort().reverse());

    // Found by its e-mail, and new until the staff say otherwise.
    const found = (await (
      await request.get(`/admin/contact-requests?q=${encodeURIComponent(email)}&status=new`, { headers: admin })
    ).json()) as { total: number; items: Array<{ email: string; status: string }> };
    expect(found.items.map((entry) => [entry.email, entry.status])).toEqual([[email, "new"]]);

    const csv = await request.get("/admin/contact-requests/export.csv", { headers: admin });
    expect(csv.headers()["content-type"]).toContain("text/csv");
    const text = await csv.text();
    expect(text).toContain("id,created_at,language,name,email,phone,country");
    expect(text).toContain(`"'=Export Person","${email}"`);

    const json = await request.get("/admin/contact-requests/export.json", { headers: admin });
    expect(((await json.json()) as Array<{ email: string }>).some((entry) => entry.email === email)).toBe(true);

    expect((await request.delete(`/admin/contact-requests/${item?.id}`, { headers: admin })).status()).toBe(204);
    expect((await storedRequests(request)).items.some((entry) => entry.email === email)).toBe(false);
    expect((await request.delete(`/admin/contact-requests/${item?.id}`, { headers: admin })).status()).toBe(404);

    // The machine's actions are in the audit trail (docs/decisions/018-audit-trail.md) as the API's, this one's
    // erasure with the request's id, and nothing of the patient's.
    const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true, timeout: 5_000 });
    try {
      const events = db
        .prepare("SELECT action, actor, object_id, detail FROM audit_events WHERE occurred_at >= ? AND actor = 'api'")
        .all(started) as Array<{ action: string; object_id: string | null; detail: string | null }>;
      const actions = new Set(events.map((event) => event.action));
      for (const action of ["api_requests_listed", "api_requests_exported"]) expect(actions).toContain(action);
      expect(events.filter((event) => event.action === "api_request_erased").map((event) => event.object_id)).toContain(
        item?.id,
      );
      expect(JSON.stringify(events)).not.toContain(email);
    } finally {
      db.close();
    }
  });
});
