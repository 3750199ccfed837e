import type { Page } from "@playwright/test";
import { expect, languages, prefix, test, texts } from "./fixtures";

const selectedSlide = (page: Page) =>
  page
    .locator('[aria-roledescription="slide"]')
    .evaluateAll((slides) => slides.findIndex((slide) => slide.hasAttribute("data-selected")));

/**
 * The carousel has come into view and started (its engine loads then, and positions its track): it
 * answers its controls.
 */
async function carouselReady(page: Page) {
  await page.getByRole("region", { name: "Partner brands" }).scrollIntoViewIfNeeded();
  await expect(page.locator('[aria-roledescription="carousel"] [aria-live]')).toHaveAttribute("style", /transform/);
}

/**
 * Opens the home page with the page's clock in the test's hands (Playwright's clock: timers, animation frames and
 * `performance.now` faked), lets it run until the carousel runs, then stops it: each interval is then run in a
 * moment instead of waited out, and a busy machine can no longer make one look late.
 */
async function openWithClock(page: Page) {
  await page.clock.install();
  await page.goto("/");
  await carouselReady(page);
  await page.mouse.move(5, 5);
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
  // A change of slide the jump to that moment made is rendered before the test reads the slide shown.
  await runFor(page, 0);
  return page.getByRole("region", { name: "Partner brands" });
}

/**
 * Runs the page's clock for `ms`, then returns the slide shown once React has rendered: it renders in tasks of its own
 * (a MessageChannel's, which the clock leaves alone), so two hops through one come after its render.
 */
async function runFor(page: Page, ms: number) {
  await page.clock.runFor(ms);
  await page.evaluate(async () => {
    for (let hop = 0; hop < 2; hop++)
      await new Promise<void>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => resolve();
        channel.port2.postMessage(0);
      });
  });
  return selectedSlide(page);
}

/** Opens the home page, waits for the carousel to run, presses its pause button and moves the pointer away. */
async function pauseCarousel(page: Page) {
  const carousel = await openWithClock(page);
  await carousel.getByRole("button", { name: "Pause the brand carousel" }).click();
  await page.mouse.move(5, 5);
  return { carousel, paused: await selectedSlide(page) };
}

test.describe("partner carousel", () => {
  test("follows the carousel pattern: 4 slides of 4 logos, labelled, with real alt texts", async ({ page }) => {
    await page.goto("/");
    const carousel = page.getByRole("region", { name: "Partner brands" });
    await expect(carousel).toHaveAttribute("aria-roledescription", "carousel");
    const slides = carousel.getByRole("group");
    await expect(slides).toHaveCount(4);
    for (let i = 0; i < 4; i++) {
      await expect(slides.nth(i)).toHaveAttribute("aria-label", `${i + 1} of 4`);
      await expect(slides.nth(i).getByRole("img")).toHaveCount(4);
    }
    const alts = await carousel.getByRole("img").evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts).toHaveLength(16);
    expect(new Set(alts).size).toBe(16);
    for (const alt of alts) expect(alt).toMatch(/^[A-Z][\w ]+$/i);
  });

  test("advances every 3 s and wraps around", async ({ page }) => {
    await openWithClock(page);
    // Find the moment of a change to within 50 ms of the page's time; from then on, each 3 s of the page's time (2.9 s
    // without a change, then 0.1 s with one) hold the interval to 3 s ± 50 ms.
    const first = await selectedSlide(page);
    let slide = first;
    for (let waited = 0; slide === first; waited += 50) {
      expect(waited, "a first change within 3 s").toBeLessThanOrEqual(3_050);
      slide = await runFor(page, 50);
    }
    const seen = [slide];
    for (let change = 0; change < 4; change++) {
      expect(await runFor(page, 2_900), `no change before 3 s after ${seen}`).toBe(slide);
      expect(await runFor(page, 100), `a change at 3 s after ${seen}`).toBe((slide + 1) % 4);
      slide = (slide + 1) % 4;
      seen.push(slide);
    }
    // Four changes from any slide pass from the fourth back to the first.
    expect(seen).toContain(0);
    expect(seen.at(-1)).toBe(seen[0]);
  });

  test("pauses while the pointer is over it", async ({ page }) => {
    const carousel = await openWithClock(page);
    await carousel.hover({ position: { x: 40, y: 40 } });
    const hovered = await selectedSlide(page);
    expect(await runFor(page, 9_000)).toBe(hovered);
    // The pointer leaving, it turns again.
    await page.mouse.move(5, 5);
    expect(await runFor(page, 3_200)).not.toBe(hovered);
  });

  test("the pause button keeps it paused after the pointer leaves", async ({ page }) => {
    const { paused } = await pauseCarousel(page);
    expect(await runFor(page, 9_000)).toBe(paused);
  });

  test("the pause button turns into play, keeps the focus, and play resumes", async ({ page }) => {
    const { carousel, paused } = await pauseCarousel(page);
    // The same button, turned into "play", still has the focus.
    await expect(carousel.getByRole("button", { name: "Play the brand carousel" })).toBeFocused();
    await carousel.getByRole("button", { name: "Play the brand carousel" }).click();
    await page.mouse.move(5, 5);
    expect(await runFor(page, 3_200)).not.toBe(paused);
  });

  test("keyboard focus inside pauses it; next and previous move by one slide", async ({ page }) => {
    const carousel = await openWithClock(page);
    await carousel.getByRole("button", { name: "Next brands" }).focus();
    const start = await selectedSlide(page);
    await page.keyboard.press("Enter");
    expect(await runFor(page, 1_000)).toBe((start + 1) % 4);
    expect(await runFor(page, 9_000)).toBe((start + 1) % 4);
    await carousel.getByRole("button", { name: "Previous brands" }).focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    expect(await runFor(page, 1_000)).toBe((start + 3) % 4);
  });
});

test.describe("counters", () => {
  const finals = ["1027+", "2050+", "1749+", "3+"];

  test("have their final values in the server's HTML", async ({ request }) => {
    const html = await (await request.get("/")).text();
    for (const value of finals) expect(html).toContain(`>${value}<`);
  });

  test("count up over 5 s once the section shows, and reach their values", async ({ page }) => {
    // The page's clock in the test's hands (see openWithClock): the five seconds are run, not waited out.
    await page.clock.install();
    await page.goto("/");
    const counters = page.getByRole("list", { name: "Aurea Clinic in figures" });
    await counters.scrollIntoViewIfNeeded();
    // The server's HTML holds the final values: counting starts once the section's code runs.
    await expect(page.locator('[data-on-demand="hydrated"] #features')).toHaveCount(1);
    const first = async () => Number.parseInt((await counters.getByRole("listitem").first().textContent()) ?? "", 10);
    // Once counting has started, the first value is on its way, not yet at 1027.
    await expect.poll(first, { intervals: [50] }).toBeGreaterThan(0);
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 250));
    expect(await first()).toBeLessThan(1027);
    // Half-way, still on its way; past 5 s, every value reached.
    await page.clock.runFor(2_000);
    await expect.poll(first).toBeGreaterThan(0);
    expect(await first()).toBeLessThan(1027);
    await page.clock.runFor(3_200);
    await expect(counters.getByRole("listitem")).toHaveText(
      finals.map((value) => new RegExp(`^${value.replace("+", "\\+")}`)),
    );
    await expect(counters.getByRole("listitem").nth(3)).toContainText("clinics in three countries");
  });

  test("do not move under reduced motion", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce" });
    const page = await context.newPage();
    await page.goto("/");
    const first = page.getByRole("list", { name: "Aurea Clinic in figures" }).getByRole("listitem").first();
    await first.scrollIntoViewIfNeeded();
    await expect(first).toContainText("1027+");
    expect(await page.evaluate(() => document.documentElement.classList.contains("can-fade"))).toBe(false);
    await context.close();
  });
});

test.describe("about block", () => {
  test("the underlined link unfolds four paragraphs and an image; the arrow folds them", async ({ page }) => {
    await page.goto("/");
    const link = page.getByText("Get to know us");
    await expect(link).toHaveCSS("text-decoration-line", "underline");
    const heading = page.getByRole("heading", { name: "About us", level: 3 });
    await expect(heading).toBeHidden();
    await link.click();
    await expect(heading).toBeVisible();
    const block = heading.locator("..");
    await expect(block.locator("p")).toHaveCount(4);
    await expect(page.getByRole("img", { name: /consulting room/ })).toBeVisible();
    await page.getByRole("button", { name: "Close the introduction" }).click();
    await expect(heading).toBeHidden();
    await expect(link).toBeFocused();
  });
});

test.describe("services", () => {
  for (const [card, items, first] of [
    ["Hair treatment", 4, "Exosomes"],
    ["Aesthetic medicine", 16, "Botulinum toxin for upper-face expression lines"],
    ["Hair transplant", 4, "Long-hair FUE transplant"],
  ] as const) {
    test(`"${card}" opens its dialog with ${items} treatments; Escape and the close icon close it`, async ({
      page,
    }) => {
      await page.goto("/");
      const button = page.getByRole("button", { name: card, exact: true });
      await button.click();
      const dialog = page.getByRole("dialog", { name: card });
      await expect(dialog).toBeVisible();
      const summaries = dialog.locator("details > summary");
      await expect(summaries).toHaveCount(items);
      await expect(summaries.first()).toHaveText(first);

      await summaries.first().click();
      const panel = dialog.locator("details[open]");
      await expect(panel).toHaveCount(1);
      expect((await panel.locator("p").textContent())?.split(/\s+/).length).toBeGreaterThanOrEqual(80);
      await expect(panel.getByRole("link", { name: /Read more about/ })).toHaveAttribute(
        "href",
        // A treatment's slug: its key, or words joined by hyphens where the key names a medicine's brand.
        /^\/service\/[a-z0-9_-]+$/,
      );
      await expect(panel.getByRole("button", { name: "Schedule a consultation" })).toBeVisible();

      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();

      await button.click();
      await dialog.getByRole("button", { name: "Close" }).click();
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test("the treatment texts state the facts of docs/product.md", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Hair treatment", exact: true }).click();
    await page.getByRole("dialog", { name: "Hair treatment" }).getByText("Trichotest", { exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Hair treatment" })).toContainText("more than 40 genes");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Aesthetic medicine", exact: true }).click();
    const aesthetic = page.getByRole("dialog", { name: "Aesthetic medicine" });
    await aesthetic.getByText("NCTF skin booster", { exact: true }).click();
    await expect(aesthetic).toContainText("59");
    await aesthetic.getByText("Botulinum toxin for frown lines", { exact: true }).click();
    await expect(aesthetic).toContainText("three to six months");
  });

  test.describe("treatment texts loaded on demand", () => {
    // The first load fails on purpose (offline); the browser logs it, and so does React Router's route discovery.
    test.use({
      expectedConsoleErrors: /Failed to load resource|ERR_FAILED|dynamically imported module|Failed to fetch/,
    });

    test("are not in the home page's HTML; a failed load says so, and opening again loads them", async ({ page }) => {
      const html = await (await page.request.get("/fr")).text();
      expect(html).not.toContain("Trichotest est un test génétique");
      expect(html).toContain("Nos traitements");

      await page.goto("/fr");
      const card = page.getByRole("button", { name: "Soins capillaires", exact: true });
      // The services' own code is there (it loads as they come near the screen); only the texts are missing.
      await card.scrollIntoViewIfNeeded();
      await expect(page.locator('[data-on-demand="hydrated"] #services')).toHaveCount(1);
      // Offline: the dialog says so (and the page is not reloaded, as it is for a file gone after a release).
      await page.context().setOffline(true);
      await card.click();
      const dialog = page.getByRole("dialog", { name: "Soins capillaires" });
      await expect(dialog.getByRole("status")).toHaveText(texts("fr", "home").services.load_failed);
      await expect(dialog.locator("details")).toHaveCount(0);

      await page.context().setOffline(false);
      await page.keyboard.press("Escape");
      await card.click();
      await expect(dialog.locator("details > summary")).toHaveCount(4);
      await expect(dialog.getByRole("status")).toHaveCount(0);
    });
  });

  test("a treatment's booking button opens the booking dialog over it", async ({ page }) => {
    await page.goto("/pt");
    await page.getByRole("button", { name: "Transplante capilar", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Transplante capilar" });
    await dialog.locator("summary").nth(1).click();
    await dialog.locator("details[open]").getByRole("button").click();
    await expect(page.getByRole("dialog", { name: "Agende uma conversa conosco" })).toBeVisible();
  });
});

test.describe("background video", () => {
  test("paints the text first, then shows the poster and plays muted and looping, with a visible pause control", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).not.toMatch(/<video[^>]+poster=/);
    expect(html).not.toContain("hero.webm");
    await page.goto("/");
    // The poster comes after the first paint, which needs only the HTML and its fonts.
    const poster = () =>
      page.evaluate(() => ({
        firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? -1,
        poster: performance.getEntriesByType("resource").find((entry) => entry.name.endsWith("/hero-poster.webp"))
          ?.startTime,
      }));
    // After the page's load and an idle moment (hero-video.tsx): seconds on a busy 2-core machine.
    await expect.poll(async () => (await poster()).poster, { timeout: 20_000 }).toBeGreaterThan(0);
    const { firstPaint, poster: posterStart } = await poster();
    expect(posterStart).toBeGreaterThan(firstPaint);
    const video = page.locator("video");
    await expect(video).toHaveAttribute("poster", "/media/hero-poster.webp");
    await expect(video).toHaveJSProperty("muted", true);
    await expect(video).toHaveJSProperty("loop", true);
    await expect.poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0)).toBe(true);
    await page.getByRole("button", { name: "Pause background video" }).click();
    await expect(video).toHaveJSProperty("paused", true);
    await page.getByRole("button", { name: "Play background video" }).click();
    await expect(video).toHaveJSProperty("paused", false);
  });

  test("rests while scrolled out of view and plays again when back, unless the visitor paused it", async ({ page }) => {
    await page.goto("/");
    const video = page.locator("video");
    const playing = () => video.evaluate((v: HTMLVideoElement) => !v.paused);
    await expect.poll(playing).toBe(true);
    await page.locator("#contactus").scrollIntoViewIfNeeded();
    await expect.poll(playing).toBe(false);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(playing).toBe(true);
    // Paused by the visitor: scrolling away and back does not start it again.
    await page.getByRole("button", { name: "Pause background video" }).click();
    await page.locator("#contactus").scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
    await page.waitForTimeout(500);
    expect(await playing()).toBe(false);
  });

  // A still poster under reduced motion and with Save-Data: one test for each.
  for (const [name, options] of [
    ["under reduced motion", { reducedMotion: "reduce" as const }],
    ["with Save-Data", {}],
  ] as const) {
    test(`stays a still poster ${name}`, async ({ browser }) => {
      const context = await browser.newContext(options);
      if (!("reducedMotion" in options)) {
        await context.addInitScript(() =>
          Object.defineProperty(navigator, "connection", { value: { saveData: true }, configurable: true }),
        );
      }
      const page = await context.newPage();
      await page.goto("/");
      await page.waitForTimeout(500);
      expect(await page.locator("video source").count()).toBe(0);
      await expect(page.getByRole("button", { name: /background video/ })).toHaveCount(0);
      await context.close();
    });
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("every section is visible, nothing waits for a fade-in", async ({ page }) => {
    await page.goto("/");
    for (const id of ["features", "services", "contactus"]) {
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await expect(page.locator(`#${id}-title`)).toBeVisible();
    }
    const opacities = await page
      .locator("#features li, #services li")
      .evaluateAll((items) => items.map((item) => getComputedStyle(item).opacity));
    expect(opacities.every((value) => value === "1")).toBe(true);
  });
});

test.describe("texts", () => {
  for (const language of languages) {
    test(`the home page in ${language} shows no untranslated key and no empty image`, async ({ page }) => {
      // It scrolls the whole page and waits for every picture: 5–17 s on two busy cores (over half of 30 s in CI).
      test.setTimeout(60_000);
      await page.goto(`${prefix(language)}` || "/");
      await page.getByRole("button", { name: /./ }).first().waitFor();
      const text = (await page.locator("body").innerText()) ?? "";
      expect(text).not.toMatch(/\b(home|common|treatments):[a-z_.]+/);
      expect(text).not.toMatch(
        /\b(hero|solutions|brands|features|services|contact|counters|nav|footer)\.[a-z_]+(\.[a-z_]+)*\b/,
      );
      const withoutAlt = await page.locator("img:not([alt])").count();
      expect(withoutAlt).toBe(0);
      // Every image that has loaded has pixels; none points at a missing file.
      await page.evaluate(async () => {
        for (let y = 0; y < document.body.scrollHeight; y += 500) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
      });
      await page.waitForLoadState("networkidle");
      const empty = await page
        .locator("img:visible")
        .evaluateAll((imgs) =>
          imgs
            .filter((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 0)
            .map((img) => (img as HTMLImageElement).src),
        );
      expect(empty).toEqual([]);
    });
  }
});
