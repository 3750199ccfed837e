import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { expect, test } from "./fixtures";
import { fill } from "./support/contact-form";
import { publishDirectly } from "./support/content";

/**
 * The production server started with the least configuration (no ADMIN_TOKEN, no SCHEDULING_URL,
 * no forwarding) and an empty database (no staff account): a second real server on a port of its own.
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 2;
// One server for the file: its tests run in one worker, one after the other.
test.describe.configure({ mode: "serial" });
const base = `http://127.0.0.1:${port}`;
let server: ChildProcess;
let dataDir: string;
/** What the server printed (its warnings: LOG_LEVEL=warn). */
let printed = "";

test.beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "clinic-minimal-"));
  server = spawn(process.execPath, ["server/index.ts"], {
    env: { PATH: process.env.PATH, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  for (const stream of [server.stdout, server.stderr]) stream?.on("data", (chunk) => (printed += String(chunk)));
  await expect
    .poll(
      () =>
        fetch(`${base}/robots.txt`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

test("a guessable ADMIN_TOKEN stops the server at start-up, naming the variable but never its value", () => {
  const token = "0123456789abcdef0123456789abcdef";
  const result = spawnSync(process.execPath, ["server/index.ts"], {
    env: { PATH: process.env.PATH, PORT: "0", HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_TOKEN: token },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain("ADMIN_TOKEN: is guessable");
  expect(`${result.stdout}${result.stderr}`).not.toContain(token);
});

test("without ADMIN_TOKEN there is no admin part at all, whatever the token sent", async () => {
  for (const route of ["/admin/contact-requests", "/admin/contact-requests/export.csv", "/admin/web-vitals"]) {
    const response = await fetch(base + route, { headers: { authorization: "Bearer anything-at-all-0123456789" } });
    expect(response.status, route).toBe(404);
    expect(await response.text(), route).not.toMatch(/"items"|created_at/);
  }
  // Not a route either: refused like any other DELETE (405), never reaching a store.
  const erase = await fetch(`${base}/admin/contact-requests/x`, { method: "DELETE" });
  expect(erase.status).toBe(405);
});

test("without a staff account nobody signs in: the staff's pages lead to a sign-in that refuses every address", async () => {
  // ADMIN_PASSWORD_HASH no longer opens anything (docs/decisions/019-staff-accounts.md): the staff's pages are always
  // there, and only an account (npm run staff:add) signs in.
  for (const route of ["/admin", "/pt/admin", "/admin/export.csv", "/admin/second-factor"]) {
    const response = await fetch(base + route, { redirect: "manual" });
    expect(response.status, route).toBe(303);
    expect(response.headers.get("location"), route).toMatch(/^\/(pt\/)?admin\/login$/);
  }
  const page = await fetch(`${base}/admin/login`);
  expect(page.status).toBe(200);
  expect(page.headers.get("cache-control")).toBe("no-store");
  const html = await page.text();
  expect(html).toContain('name="email"');
  const csrf = /name="csrf" value="([^"]+)"/.exec(html)?.[1] ?? "";
  const cookie =
    page.headers
      .getSetCookie()
      .find((c) => c.startsWith("staff_sign_in="))
      ?.split(";")[0] ?? "";
  // One try: an unknown address is checked against a hash at the production's cost (as long as a known one's), seconds
  // on two busy cores.
  const post = await fetch(`${base}/admin/login`, {
    method: "POST",
    headers: { cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ csrf, email: "owner@clinic.test", password: "anything at all 2026" }),
    redirect: "manual",
  });
  expect(post.status).toBe(401);
  expect(post.headers.getSetCookie().join("\n")).not.toContain("staff_session=");
  // The shared password's form (no address, no token) is no sign-in at all.
  const old = await fetch(`${base}/admin/login`, {
    method: "POST",
    body: new URLSearchParams({ password: "anything" }),
    redirect: "manual",
  });
  expect(old.status).toBe(403);
});

test("without SCHEDULING_URL, booking leads to the contact form and the CSP allows no frame", async ({ page }) => {
  const response = await page.goto(`${base}/service/prp`);
  expect(response?.headers()["content-security-policy"]).not.toMatch(/frame-src [^;]*https:/);
  await page.addInitScript(() => localStorage.setItem("cookie-banner-allowed", "false"));
  await page.reload();
  await page.locator("html.fade-ready").waitFor({ state: "attached" });
  await page.getByRole("main").getByRole("button", { name: "Schedule a consultation" }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.locator("#contactus")).toBeInViewport();
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("a clinic with no booking page leads to the contact form with that clinic chosen, and the request keeps it", async ({
  page,
}) => {
  // Lisbon books on its own page; São Paulo and Madrid have none (and no SCHEDULING_URL): English asks which clinic.
  const lisbon = { language: "en", namespace: "catalogue", key: "locations.lisbon.booking" };
  publishDirectly([{ ...lisbon, value: "https://calendly.test/aurea-lisboa/consulta" }], dataDir);
  try {
    await expect
      .poll(async () => (await fetch(`${base}/about-us`)).headers.get("content-security-policy"), { timeout: 6_000 })
      .toContain("frame-src https://calendly.test;");
    await page.addInitScript(() => localStorage.setItem("cookie-banner-allowed", "false"));
    await page.goto(`${base}/about-us`);
    await page.locator("html.fade-ready").waitFor({ state: "attached" });
    await page.locator('[data-opens-dialog="booking-dialog"]:visible').first().click();
    const clinics = page.getByRole("group", { name: "Which of our clinics would you like to book with?" });
    await clinics.getByRole("button", { name: "Madrid" }).click();
    await expect(page).toHaveURL(`${base}/`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    const form = page.getByRole("form", { name: "Request a callback" });
    await expect(form).toBeInViewport();
    await expect(form.getByLabel("Preferred clinic")).toHaveValue("madrid");

    const email = `madrid.${Date.now()}@example.com`;
    await fill(page, { name: "Lucía Madrid", email, country: "ES" });
    await form.getByRole("button", { name: "Send request" }).click();
    await expect(form.getByRole("status")).toContainText("Registration successful!");
    const db = new DatabaseSync(path.join(dataDir, "clinic.sqlite"), { readOnly: true, timeout: 5_000 });
    try {
      expect(db.prepare("SELECT clinic FROM contact_requests WHERE email = ?").all(email)).toEqual([
        { clinic: "madrid" },
      ]);
    } finally {
      db.close();
    }
  } finally {
    publishDirectly([{ ...lisbon, value: null }], dataDir);
  }
});

test("without SITE_URL or STAFF_TIME_ZONE the server says so at start-up, and no link points at localhost", async () => {
  expect(printed).toContain("SITE_URL is not set");
  expect(printed).toContain("STAFF_TIME_ZONE is not set");
  for (const path of ["/", "/pt/about-us", "/es/service/prp"]) {
    const html = await (await fetch(base + path)).text();
    expect(html, path).not.toContain("localhost");
    // The page's own links are relative: wherever it is served, they lead back to it.
    expect(html, path).toContain(`<link rel="canonical" href="${path === "/" ? "/" : path}"/>`);
    expect(html, path).toMatch(/<link rel="alternate" hrefLang="it" href="\/it[^"]*"\/>/);
  }
  // Robots and the sitemap need absolute addresses: the one they were asked on.
  expect(await (await fetch(`${base}/robots.txt`)).text()).toContain(`Sitemap: ${base}/sitemap.xml`);
  const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${base}/pt/about-us</loc>`);
  expect(sitemap).not.toContain("localhost");
});
