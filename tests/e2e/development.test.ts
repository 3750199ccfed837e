import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./fixtures";

/**
 * `npm run dev` is the production server with Vite in front of the sources: the same headers,
 * answers, redirects, database and endpoints, plus hot reload. Started here exactly as the npm
 * script starts it, on a port of its own.
 */
const port = Number(process.env.E2E_PORT ?? 4317) + 3;
const base = `http://127.0.0.1:${port}`;
const token = "development-admin-token-0123456789";
// Vite compiles each module on its first request: the first page takes seconds on a busy machine.
test.describe.configure({ mode: "serial", timeout: 60_000 });

let server: ChildProcess;
let dataDir: string;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(tmpdir(), "clinic-dev-"));
  server = spawn(process.execPath, ["--conditions", "development", "server/index.ts"], {
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "development",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      ADMIN_TOKEN: token,
      LOG_LEVEL: "error",
    },
    stdio: "ignore",
  });
  const health = () =>
    fetch(`${base}/health`).then(
      (r) => r.status,
      () => 0,
    );
  await expect.poll(health, { timeout: 60_000 }).toBe(200);
  // A first visit lets Vite compile the page and settle its dependency cache (it may reload once).
  const warmUp = await browser.newPage();
  await warmUp.goto(`${base}/pt`, { timeout: 60_000 });
  await warmUp.waitForLoadState("networkidle", { timeout: 60_000 });
  await warmUp.close();
});

test.afterAll(() => {
  server?.kill("SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
});

test("sends the production server's headers and answers: CSP with a nonce, 405, 400, 413, the /en redirect", async ({
  request,
}) => {
  const page = await fetch(`${base}/about-us`);
  expect(page.status).toBe(200);
  const csp = page.headers.get("content-security-policy") ?? "";
  expect(csp).toMatch(/script-src 'self' 'nonce-[\w+/=]{16,}'/);
  // Hot reload talks over a WebSocket; development sends no HSTS (it runs on plain http).
  expect(csp).toContain("connect-src 'self' ws:");
  expect(page.headers.get("strict-transport-security")).toBeNull();
  expect(page.headers.get("x-content-type-options")).toBe("nosniff");
  expect(page.headers.get("x-powered-by")).toBeNull();

  const trace = await request.fetch(`${base}/`, { method: "TRACE" });
  expect(trace.status()).toBe(405);
  expect(trace.headers().allow).toBe("GET, HEAD, POST");
  expect((await request.get(`${base}/%E0%A4%A`)).status()).toBe(400);
  const redirect = await fetch(`${base}/en/our-story?lng=pt`, { redirect: "manual" });
  expect(redirect.status).toBe(301);
  expect(redirect.headers.get("location")).toBe("/our-story?lng=pt");
  const big = await fetch(`${base}/?index`, {
    method: "POST",
    body: new URLSearchParams({ name: "x".repeat(20_000) }),
  });
  expect(big.status).toBe(413);
});

test("stores a contact request in its database and serves every endpoint", async () => {
  const email = `dev.${Date.now()}@example.com`;
  const form = new URLSearchParams({
    idempotencyKey: `dev-${Date.now()}-0123456789`,
    name: "Dev Server",
    email,
    phone: "+351 912 345 678",
    country: "PT",
    acceptTerms: "on",
    acceptPolicy: "on",
  });
  expect((await fetch(`${base}/?index`, { method: "POST", body: form })).status).toBe(200);

  const auth = { authorization: `Bearer ${token}` };
  const list = await fetch(`${base}/admin/contact-requests`, { headers: auth });
  expect(list.status).toBe(200);
  expect(((await list.json()) as { items: Array<{ email: string }> }).items.map((item) => item.email)).toContain(email);
  expect((await fetch(`${base}/admin/contact-requests`)).status).toBe(401);

  expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: "ok" });
  expect(await (await fetch(`${base}/robots.txt`)).text()).toContain("Sitemap:");
  expect(await (await fetch(`${base}/sitemap.xml`)).text()).toContain("/pt/service/trichotest</loc>");
  const report = JSON.stringify({ page: "/", metrics: [{ name: "LCP", value: 900 }] });
  expect((await fetch(`${base}/api/web-vitals`, { method: "POST", body: report })).status).toBe(204);
});

test("the page hydrates under the nonce policy, with Vite's hot-reload socket on the same server", async ({ page }) => {
  const socket = page.waitForEvent("websocket", (ws) => ws.url().startsWith(`ws://127.0.0.1:${port}`));
  await page.goto(`${base}/pt`);
  expect((await socket).url()).toContain(`:${port}`);
  // A click that only works once React runs: the colour mode switches. Development serves every module
  // separately, so the button's part can hydrate seconds after the page shows: a click before that is kept and
  // pressed again once it has (app/ui/early-taps.ts).
  await expect(page.locator("html")).toHaveClass(/fade-ready/, { timeout: 30_000 });
  await page.getByRole("button", { name: "Mudar para o modo claro" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light", { timeout: 30_000 });
});
