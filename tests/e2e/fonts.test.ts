import type { Page } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "../support/chromium";
import { expect, test } from "./fixtures";

/**
 * Text in the fallback faces takes the room it takes in the web fonts, so that the swap moves nothing
 * (app/styles/fonts.css). Checked in the full Chromium visitors run, not the headless shell of the other browser
 * tests: the shell lays the fallback faces out differently (two paragraphs of /fr/about-us a line longer).
 */
test.use({
  launchOptions: { executablePath: chromiumPath, args: chromiumFlags },
  viewport: { width: 412, height: 823 },
  isMobile: true,
  hasTouch: true,
});

/** The page's height and the heights of its first headings and paragraphs, at 375 px. */
async function textRoom(page: Page, path: string, webFonts: boolean) {
  if (!webFonts) await page.route(/\.woff2$/, (route) => route.abort());
  await page.goto(path);
  // Measured once the page has settled: every file in (or refused), the fonts decided. A busy machine may still be
  // laying out right after the load event (a CI run measured a page 6 % short once).
  await page.waitForLoadState("networkidle");
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const room = await page.evaluate(() => ({
    page: document.documentElement.scrollHeight,
    blocks: [...document.querySelectorAll("main h1, main h2, main p")]
      .slice(0, 12)
      .map((element) => Math.round(element.getBoundingClientRect().height)),
  }));
  await page.unroute(/\.woff2$/);
  return room;
}

test.describe("fallback fonts", () => {
  // The web fonts are held back on purpose: the browser logs each failed load.
  test.use({ expectedConsoleErrors: /Failed to load resource|ERR_FAILED/ });
  // Each test loads its page twice and waits each time for the network to settle (the home page's hero video
  // included): 4 s on an idle machine, 17 s of the default 30 s in a clean-clone run of the whole suite.
  test.describe.configure({ timeout: 60_000 });

  for (const path of ["/", "/fr/about-us"]) {
    test(`${path}: text in the fallback fonts takes the room it takes in the web fonts (no shift on swap)`, async ({
      page,
    }) => {
      test.skip(process.platform !== "linux", "the fallback faces are Liberation Sans on Linux");
      await page.setViewportSize({ width: 375, height: 800 });
      const web = await textRoom(page, path, true);
      const fallback = await textRoom(page, path, false);
      expect(fallback.blocks.length).toBeGreaterThan(5);
      // Most blocks exactly; a long paragraph may wrap one word differently.
      const differing = web.blocks.filter((height, i) => Math.abs(height - (fallback.blocks[i] ?? 0)) > 1);
      expect(differing.length).toBeLessThanOrEqual(1);
      expect(Math.abs(web.page - fallback.page) / web.page).toBeLessThan(0.015);
    });
  }
});

/** The families the page had added when its first contentful paint was on screen, and those it has now. */
async function familiesAtFirstPaint(page: Page) {
  await page.waitForLoadState("networkidle");
  return page.evaluate(async () => {
    const web = ["Inter Variable", "Mulish Variable"];
    const families = (faces: FontFace[]) =>
      faces.map((face) => face.family.replaceAll('"', "")).filter((family) => web.includes(family));
    const now = () => families([...document.fonts].filter((face) => face.status === "loaded"));
    await document.fonts.ready;
    const atFirstPaint = (window as unknown as { facesAtFirstPaint: FontFace[] }).facesAtFirstPaint;
    return { atFirstPaint: families(atFirstPaint), now: now() };
  });
}

test("the web fonts come after the first paint on a first visit, and with it on a page reached from the site", async ({
  page,
  baseURL,
}) => {
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      (window as unknown as { facesAtFirstPaint: FontFace[] }).facesAtFirstPaint = [...document.fonts];
    }).observe({ type: "paint", buffered: true });
  });
  const web = ["Inter Variable", "Mulish Variable"];
  // A first visit: the first paint is the HTML's alone, set in the fallback faces; the web fonts follow.
  await page.goto("/privacy-policy");
  const first = await familiesAtFirstPaint(page);
  expect(first.atFirstPaint).toEqual([]);
  await expect.poll(async () => (await familiesAtFirstPaint(page)).now.sort()).toEqual(web);
  // The next page, loaded whole from a page of the site: the fonts are in the cache and set its first paint.
  await page.goto("/pt/about-us", { referer: `${baseURL}/privacy-policy` });
  const next = await familiesAtFirstPaint(page);
  expect(next.atFirstPaint.sort()).toEqual(web);
  expect(next.now.sort()).toEqual(web);
});

/** How many of the two web fonts the page has added (the fallback faces are in `document.fonts` from the start). */
const webFontsAdded = () =>
  [...document.fonts].filter((face) => /^"?(Inter|Mulish) Variable"?$/.test(face.family) && face.status === "loaded")
    .length;

test("on a first visit, the sections below the first screen are laid out in the web fonts one by one, and keep no trace", async ({
  page,
}) => {
  // Every block below the first screen that the fonts script held out of layout, seen as it happened, with the
  // `style` it had before.
  await page.addInitScript(() => {
    const held = new Map<HTMLElement, string | null>();
    (window as unknown as { held: Map<HTMLElement, string | null> }).held = held;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as HTMLElement;
        if (element.style?.contentVisibility === "auto" && !held.has(element)) held.set(element, record.oldValue);
      }
    }).observe(document, { attributes: true, attributeFilter: ["style"], attributeOldValue: true, subtree: true });
  });
  await page.goto("/");
  await expect.poll(() => page.evaluate(webFontsAdded)).toBe(2);
  const held = await page.evaluate(() =>
    [...(window as unknown as { held: Map<HTMLElement, string | null> }).held.keys()].map(
      (element) => element.getAttribute("aria-labelledby") ?? element.tagName,
    ),
  );
  // The sections below the first screen, a tall one (the services, three screens) held block by block.
  expect(held).toEqual(expect.arrayContaining(["FOOTER"]));
  expect(held.length).toBeGreaterThan(5);
  // All let go again, each with the declarations it had before (none: no `style` at all), laid out as any. The
  // browser writes a `style` it changed in its own form ("--fade-duration:1000ms" comes back "--fade-duration: 1000ms;").
  await expect
    .poll(() =>
      page.evaluate(() => {
        const declared = (style: string) => {
          const probe = document.createElement("div");
          probe.setAttribute("style", style);
          return probe.style.cssText;
        };
        return [...(window as unknown as { held: Map<HTMLElement, string | null> }).held].filter(
          ([element, before]) =>
            (before === null ? element.hasAttribute("style") : element.style.cssText !== declared(before)) ||
            getComputedStyle(element).contentVisibility !== "visible",
        ).length;
      }),
    )
    .toBe(0);
  await expect(page.locator("[data-on-demand] > [style]")).toHaveCount(0);
});

test("a first visit through a link to a section lands on it, and stays there when the fonts come", async ({ page }) => {
  await page.goto("/#services");
  await expect.poll(() => page.evaluate(webFontsAdded)).toBe(2);
  await expect(page.locator('[data-on-demand] [style*="content-visibility"]')).toHaveCount(0);
  const top = await page.evaluate(() => document.querySelector("#services")?.getBoundingClientRect().top ?? -1);
  expect(top).toBeGreaterThanOrEqual(0);
  expect(top).toBeLessThan(200);
});
