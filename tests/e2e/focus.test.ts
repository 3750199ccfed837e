import type { Page } from "@playwright/test";
import { expect, languages, prefix, test, texts } from "./fixtures";

/**
 * What a keyboard user sees: the focused control is never under the fixed top bar, the floating
 * "Schedule now" button or the consent banner (WCAG 2.4.11), forwards and backwards, at 100 % and at
 * 200 % zoom (the same window with half the CSS pixels); and what the banner leaves of a small screen.
 */

interface Hidden {
  focused: string;
  under: string;
  /** Share of the focused element's sample points covered (or off screen). */
  share: number;
}

/**
 * Presses Tab (or Shift+Tab) through the whole page once and lists every stop where part of the focused
 * element is covered by a fixed layer drawn over it (or is off screen), read the way the browser draws
 * it: which element is on top at points spread over the focused one. An element taller than the room
 * the layers leave may be cut, but no more than half of it. Returns how many stops there were.
 */
async function walk(page: Page, key: "Tab" | "Shift+Tab"): Promise<{ stops: number; hidden: Hidden[] }> {
  const hidden: Hidden[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < 200; stop++) {
    await page.keyboard.press(key);
    const result = await page.evaluate(async () => {
      // Let any scroll the focus caused settle.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const focused = document.activeElement as HTMLElement | null;
      if (!focused || focused === document.body) return null;
      const describe = (element: Element) =>
        `${element.tagName.toLowerCase()} "${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}"`;
      const fixedLayerOf = (element: Element | null): Element | null => {
        for (let node = element; node && node !== document.body; node = node.parentElement) {
          const position = getComputedStyle(node).position;
          if (position === "fixed" || position === "sticky") return node;
        }
        return null;
      };
      const box = focused.getBoundingClientRect();
      const covers: string[] = [];
      let points = 0;
      for (const fx of [0.1, 0.5, 0.9]) {
        for (const fy of [0.1, 0.5, 0.9]) {
          const x = box.left + box.width * fx;
          const y = box.top + box.height * fy;
          points++;
          if (x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) {
            covers.push("(off screen)");
            continue;
          }
          const top = document.elementFromPoint(x, y);
          if (!top || focused.contains(top) || top.contains(focused)) continue;
          const layer = fixedLayerOf(top);
          if (layer && !layer.contains(focused)) covers.push(describe(layer));
        }
      }
      // Taller than the room the fixed layers leave (a service card at 200 %): the browser cannot show all
      // of it, so most of it must show. Anything that fits must show whole.
      const html = getComputedStyle(document.documentElement);
      const room =
        window.innerHeight - Number.parseFloat(html.scrollPaddingTop) - Number.parseFloat(html.scrollPaddingBottom);
      const allowed = box.height > room ? Math.floor(points / 2) : 0;
      return {
        focused: describe(focused),
        allowed,
        key: `${describe(focused)}@${Math.round(box.top + window.scrollY)}:${Math.round(box.left)}`,
        covers,
        share: covers.length / points,
      };
    });
    if (!result) continue;
    if (seen.has(result.key)) return { stops: seen.size, hidden };
    seen.add(result.key);
    if (result.covers.length > result.allowed) {
      hidden.push({ focused: result.focused, under: [...new Set(result.covers)].join(", "), share: result.share });
    }
  }
  return { stops: seen.size, hidden };
}

const zooms = [
  { name: "100 %", viewport: { width: 1366, height: 900 } },
  { name: "200 %", viewport: { width: 683, height: 450 } },
];

for (const zoom of zooms) {
  test.describe(`at ${zoom.name} zoom`, () => {
    test.use({ viewport: zoom.viewport });

    for (const path of ["/", "/privacy-policy"]) {
      for (const key of ["Tab", "Shift+Tab"] as const) {
        test(`${key === "Tab" ? "forwards" : "backwards"} through ${path}, focus is never under a fixed layer`, async ({
          page,
        }) => {
          // A walk of 50–120 focus stops, each measured in the page: 30–60 s on 2 busy cores.
          test.setTimeout(120_000);
          await page.goto(path);
          await page.getByRole("button", { name: "Reject all" }).click();
          // Backwards starts from the end of the page, as a visitor who reached the footer would.
          if (key === "Shift+Tab") await page.locator("footer").getByRole("button").last().focus();
          const { stops, hidden } = await walk(page, key);
          expect(stops).toBeGreaterThan(path === "/" ? 50 : 25);
          expect(hidden).toEqual([]);
        });
      }
    }

    test("with the consent banner showing, focus is never under it either", async ({ page }) => {
      // A walk of 50–120 focus stops, each measured in the page: 30–60 s on 2 busy cores.
      test.setTimeout(120_000);
      await page.goto("/");
      await expect(page.getByRole("region", { name: "Your privacy choices" })).toBeVisible();
      const { hidden } = await walk(page, "Tab");
      expect(hidden).toEqual([]);
    });
  });
}

test.describe("on a 320 × 568 phone", () => {
  test.use({ viewport: { width: 320, height: 568 } });

  for (const language of languages) {
    test(`the consent banner takes at most a third of the screen in ${language}`, async ({ page }) => {
      await page.goto(prefix(language) || "/");
      const banner = page.getByRole("region", { name: texts(language, "common").consent.cookie_title });
      await expect(banner).toBeVisible();
      expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(568 / 3);
    });
  }

  test("the booking dialog does not scroll sideways", async ({ page }) => {
    await page.route("https://calendly.test/**", (route) =>
      route.fulfill({ contentType: "text/html", body: "<p>Pick a time</p>" }),
    );
    await page.goto("/");
    await page.getByRole("button", { name: "Reject all" }).click();
    await page.getByRole("button", { name: "Schedule now" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule a meeting with us" });
    await expect(dialog.locator("iframe")).toBeVisible();
    // Nothing that scrolls (the page, the dialog or a part of it) is wider than its box.
    const sideways = await dialog.evaluate((element) =>
      [document.documentElement, element, ...element.querySelectorAll("*")]
        .filter((node) => node === document.documentElement || /auto|scroll/.test(getComputedStyle(node).overflowX))
        .filter((node) => node.scrollWidth > node.clientWidth + 1)
        .map((node) => node.className || node.tagName),
    );
    expect(sideways).toEqual([]);
    const frame = await dialog.locator("iframe").boundingBox();
    expect(frame?.x).toBeGreaterThanOrEqual(0);
    expect((frame?.x ?? 0) + (frame?.width ?? 0)).toBeLessThanOrEqual(320);
  });
});

for (const viewport of [
  { width: 768, height: 1024 },
  { width: 1366, height: 900 },
]) {
  test(`at ${viewport.width} px the consent banner leaves the video's pause button free`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/");
    const banner = await page.getByRole("region", { name: "Your privacy choices" }).boundingBox();
    const pause = await page.getByRole("button", { name: /background video/ }).boundingBox();
    expect(banner && pause).toBeTruthy();
    if (!banner || !pause) return;
    const apart =
      pause.x + pause.width <= banner.x ||
      banner.x + banner.width <= pause.x ||
      pause.y + pause.height <= banner.y ||
      banner.y + banner.height <= pause.y;
    expect(apart).toBe(true);
  });
}

test("the language button's name begins with what it shows", async ({ page }) => {
  await page.goto("/pt/about-us");
  const button = page.getByRole("banner").getByRole("button", { name: /Idioma/ });
  const shown = (await button.innerText()).trim();
  expect(shown).toBe("PT");
  expect(await button.getAttribute("aria-label")).toMatch(/^PT\b/);
});

test("the counters' final figures are what assistive technology reads, before they are seen", async ({ page }) => {
  await page.goto("/");
  const counters = page.getByRole("list", { name: "Aurea Clinic in figures" });
  const snapshot = await counters.ariaSnapshot();
  for (const value of ["1027+", "2050+", "1749+", "3+"]) expect(snapshot).toContain(value);
  expect(snapshot).not.toMatch(/(^|\s)0\+/);
});

test("back after a link within the page (the privacy policy's contents) returns to where the visitor was", async ({
  page,
}) => {
  await page.goto("/privacy-policy");
  await expect(page.locator("html")).toHaveClass(/fade-ready/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Reject all" }).click();
  const contents = page.getByRole("navigation", { name: "Contents" });
  await contents.scrollIntoViewIfNeeded();
  const before = await page.evaluate(() => window.scrollY);
  const link = contents.getByRole("link").nth(5);
  const section = page.locator(`${await link.getAttribute("href")}`);
  await link.click();
  await expect(section).toBeInViewport();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 500);
  await page.goBack();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before);
  await expect(contents).toBeInViewport();
  // Forward again: the section.
  await page.goForward();
  await expect(section).toBeInViewport();
});
