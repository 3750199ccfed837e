import type { APIRequestContext, BrowserContext, Page } from "@playwright/test";
import { privacyPolicy } from "~/config/legal";
import { adminToken } from "../../playwright.config";
import { expect, test, texts } from "./fixtures";

/** The cookie and policy banners, and the optional page-speed measurement they govern. */
const banner = (page: Page) => page.locator("[data-consent-banner]");
const stored = (page: Page) =>
  page.evaluate(() => ({
    allowed: localStorage.getItem("cookie-banner-allowed"),
    record: JSON.parse(localStorage.getItem("cookie-banner-policy") ?? "null"),
  }));

/** Requests for the measuring code (the beacons themselves are counted by the server). */
function watch(context: BrowserContext) {
  const seen = { code: [] as string[] };
  context.on("request", (request) => {
    if (/web-vitals[^/]*\.js$/.test(request.url())) seen.code.push(request.url());
  });
  return seen;
}

/** The server's totals for a page today (admin API): how many loads reported each metric. */
async function totals(request: APIRequestContext, page: string) {
  const response = await request.get("/admin/web-vitals?days=1", {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const { items } = (await response.json()) as { items: Array<{ page: string; metric: string; count: number }> };
  return Object.fromEntries(items.filter((item) => item.page === page).map((item) => [item.metric, item.count]));
}

/** Leaves the page and checks that the measuring code never loaded and the server counted nothing. */
async function expectNothingSent(page: Page, seen: { code: string[] }, request: APIRequestContext, path: string) {
  await page.goto("about:blank");
  await page.waitForTimeout(500);
  expect(seen.code).toEqual([]);
  expect(await totals(request, path)).toEqual({});
}

// Each test measures pages of its own: the server's totals are shared by all tests.
test("a first visit shows the cookie banner; reading goes on, and nothing optional runs before a choice", async ({
  page,
  context,
  request,
}) => {
  const seen = watch(context);
  await page.goto("/service/harmonyca");
  await expect(banner(page)).toHaveAttribute("data-consent-banner", "cookie");
  await expect(banner(page).getByRole("heading", { name: "Your privacy choices" })).toBeVisible();

  const allow = banner(page).getByRole("button", { name: "Allow all" });
  const reject = banner(page).getByRole("button", { name: "Reject all" });
  const [a, r] = [await allow.boundingBox(), await reject.boundingBox()];
  expect(a?.width).toBeCloseTo(r?.width ?? 0, 0);
  expect(a?.height).toBeCloseTo(r?.height ?? 0, 0);
  const look = (button: typeof allow) =>
    button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color, style.fontWeight, style.fontSize].join();
    });
  expect(await look(allow)).toBe(await look(reject));

  // Not a modal: the page behind stays usable, and the banner follows the visitor.
  await page.getByRole("link", { name: /^PDRN/ }).click();
  await expect(page).toHaveURL(/\/service\/pdrn$/);
  await expect(banner(page)).toBeVisible();
  await expectNothingSent(page, seen, request, "/service/harmonyca");
});

test("rejecting all is stored with the policy version and date, and sends nothing", async ({
  page,
  context,
  request,
}) => {
  const seen = watch(context);
  await page.goto("/pt/service/sculptra");
  await banner(page)
    .getByRole("button", { name: texts("pt", "common").consent.reject_all })
    .click();
  await expect(banner(page)).toHaveCount(0);
  const choice = await stored(page);
  expect(choice.allowed).toBe("false");
  expect(choice.record.version).toBe(privacyPolicy.version);
  expect(Date.now() - Date.parse(choice.record.date)).toBeLessThan(60_000);

  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expectNothingSent(page, seen, request, "/service/sculptra");
});

test("allowing all sends the page's measurements once, which the server keeps as daily totals", async ({
  page,
  context,
  request,
}) => {
  const seen = watch(context);
  const before = await totals(request, "/service/nctf");
  await page.goto("/service/nctf");
  await banner(page).getByRole("button", { name: "Allow all" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await stored(page)).allowed).toBe("true");
  await expect.poll(() => seen.code.length).toBe(1);
  await expect(page.locator("html")).toHaveAttribute("data-web-vitals", "measuring");
  // Time to paint and record the first metrics before the page is left.
  await page.waitForTimeout(300);

  // The page is left: its measurements go out, each once.
  await page.goto("about:blank");
  await expect.poll(async () => (await totals(request, "/service/nctf")).TTFB ?? 0).toBe((before.TTFB ?? 0) + 1);
  await page.waitForTimeout(500);
  const after = await totals(request, "/service/nctf");
  for (const [metric, count] of Object.entries(after)) expect(count - (before[metric] ?? 0), metric).toBe(1);
});

test("a choice made under an older policy version brings the policy banner back", async ({ page, context }) => {
  const seen = watch(context);
  const es = texts("es", "common").consent;
  await page.goto("/es");
  await page.evaluate(() => {
    localStorage.setItem("cookie-banner-allowed", "true");
    localStorage.setItem(
      "cookie-banner-policy",
      JSON.stringify({ version: "2020-01-01", date: "2020-01-01T10:00:00Z" }),
    );
  });
  await page.reload();
  await expect(banner(page)).toHaveAttribute("data-consent-banner", "policy");
  await expect(banner(page).getByRole("heading", { level: 2 })).toHaveText(es.policy_title);
  // The policy's date, written out in the page's language (by the server: no date formatting at a phone's start-up).
  const inSpanish = new Intl.DateTimeFormat("es-ES", { dateStyle: "long", timeZone: "UTC" });
  await expect(banner(page)).toContainText(inSpanish.format(new Date(`${privacyPolicy.lastUpdated}T00:00:00Z`)));
  // Until the visitor confirms, the earlier consent does not start the measurement.
  await page.waitForTimeout(500);
  expect(seen.code).toEqual([]);

  await banner(page).getByRole("button", { name: es.allow_all }).click();
  expect((await stored(page)).record.version).toBe(privacyPolicy.version);
  await expect.poll(() => seen.code.length).toBe(1);
  await page.reload();
  await expect(page.locator("#hero-title")).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("a flag without a version record (set before versions were kept) asks nothing", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("cookie-banner-allowed", "false"));
  await page.goto("/fr/our-story");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  await expect(banner(page)).toHaveCount(0);
});

test("the footer link reopens the banner, and the choice can be changed", async ({ page }) => {
  await page.addInitScript(() => {
    if (!sessionStorage.getItem("seeded")) {
      sessionStorage.setItem("seeded", "1");
      localStorage.setItem("cookie-banner-allowed", "false");
    }
  });
  await page.goto("/service/telotest");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Cookie settings" }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole("heading", { level: 2 })).toBeFocused();
  await banner(page).getByRole("button", { name: "Allow all" }).click();
  await expect(banner(page)).toHaveCount(0);
  expect((await stored(page)).allowed).toBe("true");
  await expect(page.getByRole("button", { name: "Cookie settings" })).toBeFocused();
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test("the banner leaves the floating booking button uncovered and most of the page readable", async ({ page }) => {
    await page.goto("/service/prp");
    const box = await banner(page).boundingBox();
    const button = await page.getByRole("button", { name: "Schedule now" }).boundingBox();
    expect(box && button).toBeTruthy();
    if (!box || !button) return;
    expect(box.y + box.height).toBeLessThanOrEqual(button.y);
    expect(box.height).toBeLessThan(740 / 2);
    // The button keeps its place whether the banner shows or not: nothing shifts.
    await banner(page).getByRole("button", { name: "Allow all" }).click();
    await expect(banner(page)).toHaveCount(0);
    expect((await page.getByRole("button", { name: "Schedule now" }).boundingBox())?.y).toBe(button.y);
  });

  test("keyboard users meet the banner first, and focus never hides behind it", async ({ page }) => {
    await page.goto("/privacy-policy");
    await expect(banner(page)).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(banner(page).getByRole("link", { name: "Privacy policy" })).toBeFocused();

    // The last control of the page, focused, is scrolled clear of the banner.
    const last = page.getByRole("button", { name: "Cookie settings" });
    await last.focus();
    const [control, box] = [await last.boundingBox(), await banner(page).boundingBox()];
    expect((control?.y ?? 0) + (control?.height ?? 0)).toBeLessThanOrEqual(box?.y ?? 0);
  });
});

test.describe("the measurement endpoint", () => {
  test("refuses malformed reports with 400, never 500, and needs no cookie", async ({ request }) => {
    for (const data of [
      "not json",
      JSON.stringify({ page: "/", metrics: [{ name: "XSS", value: 1 }] }),
      JSON.stringify({ page: "/", metrics: [] }),
    ]) {
      const response = await request.post("/api/web-vitals", { data, headers: { "content-type": "text/plain" } });
      expect(response.status(), data).toBe(400);
    }
    const big = await request.post("/api/web-vitals", {
      data: "x".repeat(5000),
      headers: { "content-type": "text/plain" },
    });
    expect(big.status()).toBe(413);
  });

  test("its totals are readable only with the admin token", async ({ request }) => {
    expect((await request.get("/admin/web-vitals")).status()).toBe(401);
  });
});
