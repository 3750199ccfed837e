import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { serveBookingPage } from "./support/booking-page";

/**
 * The parts below the first screen (the home page's sections, every page's footer) come in the HTML
 * but hydrate on demand: their code loads once the visitor acts or they near the screen
 * (app/ui/on-demand.tsx).
 */
const scriptsLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.endsWith(".js")),
  );

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test("the home page starts without the code below its first screen, whose HTML is there all the same", async ({
  page,
}) => {
  await page.goto("/");
  // The sections below the hero, the footer, and the top bar's language picker for wide screens (in the drawer here).
  const parts = page.locator("[data-on-demand]");
  await expect(parts).toHaveCount(3);
  // Their code is fetched once start-up is over, when the browser is idle (prefetch.ts), and not before.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("prefetch").length)).toBe(1);
  const startedBefore = await page.evaluate(() => {
    const idle = performance.getEntriesByName("prefetch")[0]?.startTime ?? 0;
    return performance
      .getEntriesByType("resource")
      .filter((entry) => entry.startTime < idle)
      .map((entry) => new URL(entry.name).pathname);
  });
  expect(startedBefore.filter((path) => /below-fold|site-footer/.test(path))).toEqual([]);
  await expect
    .poll(async () => (await scriptsLoaded(page)).filter((path) => /below-fold|site-footer/.test(path)))
    .toHaveLength(2);
  // Fetched, not run: the parts are still the server's HTML, styled and in place.
  await expect(page.locator('[data-on-demand="pending"]')).toHaveCount(3);
  await expect(page.locator("#services-title")).toHaveText("Our treatments");
  await expect(page.locator("#contactus form")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toContainText("Opening hours");

  // The visitor scrolls: each part hydrates as it comes on screen; the wide screen's language picker, hidden on a phone, never.
  await page.locator("#services").scrollIntoViewIfNeeded();
  await expect(page.locator('[data-on-demand="hydrated"] #services')).toHaveCount(1);
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await expect(page.locator('[data-on-demand="hydrated"] footer')).toHaveCount(1);
  await expect(page.locator('[data-on-demand="pending"]')).toHaveCount(1);
});

test("a button pressed before its part's code arrived is pressed again once it has", async ({ page }) => {
  // The part's code is held back for a second: the tap lands on server HTML React has not taken over.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/below-fold-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto("/");
  const card = page.getByRole("button", { name: "Hair treatment", exact: true });
  await card.click();
  await expect(page.locator('[data-on-demand="pending"] #services')).toHaveCount(1);
  release();
  await expect(page.getByRole("dialog", { name: "Hair treatment" })).toBeVisible();
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false });

  test("a part not hydrated yet keeps its HTML while the page above it changes (the form registers, a dialog opens)", async ({
    page,
  }) => {
    await serveBookingPage(page);
    await page.goto("/");
    const footer = page.locator('[data-on-demand="pending"] footer');
    await expect(footer).toContainText("Opening hours");
    // The footer's own element: were its HTML thrown away and rendered anew, this one would be gone from the page.
    const serverFooter = await footer.elementHandle();
    // The contact form hydrates and registers itself with booking; the footer, still below the screen, stays.
    await page.locator("#contactus form").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -300));
    await expect(page.locator('[data-on-demand="hydrated"] #contactus')).toHaveCount(1);
    await page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("button", { name: "Schedule a consultation" })
      .click();
    await expect(page.getByRole("dialog", { name: "Schedule a meeting with us" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(await serverFooter?.evaluate((element) => element.isConnected && element.textContent)).toContain(
      "Opening hours",
    );
  });
});

test("after a navigation home, a section chosen on another page is shown once its part has rendered", async ({
  page,
}) => {
  await page.goto("/es/about-us");
  await page.getByRole("button", { name: /menú/i }).click();
  await page.getByRole("dialog").getByRole("link", { name: "Contacto" }).click();
  await expect(page).toHaveURL(/\/es$/);
  await expect
    .poll(() => page.evaluate(() => Math.round(document.getElementById("contactus")?.getBoundingClientRect().top ?? 0)))
    .toBe(128);
});

test.describe("when a part's code cannot load", () => {
  // The part's code fails to load on purpose: the browser logs it.
  test.use({ expectedConsoleErrors: /Failed to load resource|ERR_FAILED|dynamically imported module/ });

  test("it keeps its HTML, shown as it is, and takes over once the code can load", async ({ page }) => {
    // Offline for the parts' code: it cannot be fetched, neither ahead nor when they come on screen, and the browser
    // says it is offline (online, a failed file reads as a new release, and the page reloads once to get it).
    const partsCode = /\/(below-fold|site-footer)-[\w-]+\.js$/;
    await page.route(partsCode, (route) => route.abort("internetdisconnected"));
    await page.addInitScript(() => {
      const state = window as unknown as { testOnline: boolean };
      state.testOnline = false;
      Object.defineProperty(navigator, "onLine", { configurable: true, get: () => state.testOnline });
    });
    await page.goto("/");
    await page.locator("#services").scrollIntoViewIfNeeded();
    await expect(page.locator("html.parts-unavailable")).toHaveCount(1);
    const opacity = () =>
      page.evaluate(
        () => getComputedStyle(document.getElementById("services-title")?.parentElement as Element).opacity,
      );
    await expect.poll(opacity).toBe("1");
    await expect(page.locator('[data-on-demand="pending"]')).toHaveCount(3);

    await page.unroute(partsCode);
    await page.evaluate(() => {
      (window as unknown as { testOnline: boolean }).testOnline = true;
      window.dispatchEvent(new Event("online"));
    });
    await page.locator("#contactus").scrollIntoViewIfNeeded();
    await expect(page.locator('[data-on-demand="hydrated"] #services')).toHaveCount(1);
    await page.getByRole("button", { name: "Hair treatment", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Hair treatment" })).toBeVisible();
  });
});
