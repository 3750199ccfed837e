import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * The parts below the first screen (the home page's sections, every page's footer) come in the HTML
 * but hydrate on demand: their code loads once the visitor acts or they near the screen
 * (app/components/ui/on-demand.tsx).
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
  await page.waitForLoadState("networkidle");
  // The sections below the hero, the footer, and the top bar's controls for wide screens (in the drawer here).
  const parts = page.locator("[data-on-demand]");
  await expect(parts).toHaveCount(4);
  await expect(page.locator('[data-on-demand="pending"]')).toHaveCount(4);
  expect((await scriptsLoaded(page)).filter((path) => /below-fold|site-footer/.test(path))).toEqual([]);
  // Server HTML, styled and in place: the sections and the footer read as usual.
  await expect(page.locator("#services-title")).toHaveText("Our treatments");
  await expect(page.locator("#contactus form")).toHaveCount(1);
  await expect(page.getByRole("contentinfo")).toContainText("Opening hours");

  // The visitor scrolls: every part loads and hydrates.
  await page.mouse.wheel(0, 600);
  await expect(page.locator('[data-on-demand="hydrated"]')).toHaveCount(4);
  expect((await scriptsLoaded(page)).filter((path) => /below-fold|site-footer/.test(path))).toHaveLength(2);
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

test.describe("offline", () => {
  // The part's code fails to load on purpose: the browser logs it.
  // React Router's route discovery fails offline too.
  test.use({
    expectedConsoleErrors:
      /Failed to load resource|ERR_INTERNET_DISCONNECTED|dynamically imported module|manifest patches/,
  });

  test("a part whose code cannot load keeps its HTML, shown as it is, and takes over once back online", async ({
    page,
  }) => {
    await page.goto("/");
    await page.context().setOffline(true);
    await page.mouse.wheel(0, 1600);
    await expect(page.locator("html.parts-unavailable")).toHaveCount(1);
    const opacity = () =>
      page.evaluate(
        () => getComputedStyle(document.getElementById("services-title")?.parentElement as Element).opacity,
      );
    await expect.poll(opacity).toBe("1");
    await expect(page.locator('[data-on-demand="pending"]')).toHaveCount(4);

    await page.context().setOffline(false);
    await page.mouse.wheel(0, 200);
    await expect(page.locator('[data-on-demand="hydrated"]')).toHaveCount(4);
    await page.getByRole("button", { name: "Hair treatment", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Hair treatment" })).toBeVisible();
  });
});
