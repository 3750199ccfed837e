import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { bookAfterTyping, serveBookingPage } from "./support/booking-page";
import { fill, openForm } from "./support/contact-form";

/**
 * A visitor's first taps are never lost (app/ui/early-taps.ts, docs/decisions/012-early-taps.md). Each test
 * holds the app's scripts back with a route, taps while the page is only its HTML, and releases them: no timing
 * decides what is there when.
 */

const scripts = /\/assets\/[\w.-]+\.js$/;

/** The home page's on-demand part: the sections below its first screen, the contact form among them. */
const belowFold = /\/below-fold-[\w-]+\.js$/;

/**
 * Holds back every script of the build (or those `pattern` names) until the returned function is called; then they
 * come (or, `failing`, they fail as offline).
 */
async function holdScripts(page: Page, pattern = scripts, { failing = false } = {}) {
  let open = () => {};
  const held = new Promise<void>((resolve) => {
    open = resolve;
  });
  // The route stays: removed while a request is in its hands, that request would never be answered.
  await page.route(pattern, async (route) => {
    await held;
    // The page may have gone meanwhile (a test that ended, a form posted without the app).
    await (failing ? route.abort("internetdisconnected") : route.continue()).catch(() => {});
  });
  return open;
}

/**
 * What a released page shows once its app has started: the whole start-up (every script fetched, compiled and run,
 * the page hydrated) lies between the release and the effect, which takes seconds on a busy 2-core machine.
 */
const started = { timeout: 20_000 };

/** Opens the home page once its app runs (what `holdScripts` holds still waits). */
async function openOnceAppRuns(page: Page) {
  await page.goto("/");
  await expect(page.locator("html")).toHaveClass(/fade-ready/, started);
}

/** The contact form's answer once the clinic has the request. */
const requestStored = (page: Page) => page.getByText("Registration successful! We will contact you soon.");

/** The tap was taken: the control shows itself busy at once (outlined, `aria-busy`), and nothing else happened yet. */
async function expectWaiting(control: Locator) {
  await expect(control).toHaveAttribute("data-tap-pending", "");
  await expect(control).toHaveAttribute("aria-busy", "true");
  expect(await control.evaluate((element) => getComputedStyle(element).outlineStyle)).toBe("solid");
}

/** Opens `path` with the scripts held, presses the control as the page's HTML shows it, sees the press kept. */
async function pressWhileHeld(page: Page, path: string, control: Locator, press: "tap" | "click" = "tap") {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: "commit" });
  await (press === "tap" ? control.tap() : control.click());
  await expectWaiting(control);
  return release;
}

async function expectAnswered(control: Locator) {
  await expect(control).not.toHaveAttribute("data-tap-pending");
  await expect(control).not.toHaveAttribute("aria-busy");
}

// Each test starts a page twice over in effect (held, then released) on a phone-sized Chromium: 10–25 s on 2 busy cores.
test.describe.configure({ timeout: 60_000 });

const bookingDialog = (page: Page) => page.getByRole("dialog", { name: "Schedule a meeting with us" });

test.describe("on a phone", () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  for (const [name, path, find] of [
    [
      "the hero's booking button",
      "/",
      (page: Page) => page.locator("#main").getByRole("button", { name: "Schedule a consultation" }),
    ],
    ["the floating booking button", "/", (page: Page) => page.getByRole("button", { name: "Schedule now" })],
    [
      "a treatment page's booking button",
      "/service/trichotest",
      (page: Page) => page.locator("#main").getByRole("button", { name: "Schedule a consultation" }),
    ],
  ] as const) {
    test(`${name}, tapped before the app's code arrived, opens the booking dialog at once, and the app takes it over`, async ({
      page,
    }) => {
      await serveBookingPage(page);
      const button = find(page);
      const release = await holdScripts(page);
      await page.goto(path, { waitUntil: "commit" });
      await button.tap();
      // Open at once, from the page's HTML: the booking page is on its way.
      await expect(bookingDialog(page)).toBeVisible();
      await expect(bookingDialog(page).getByRole("status")).toHaveText("Loading the booking page…");
      await expectAnswered(button);
      release();
      await expect(page.locator("html")).toHaveClass(/fade-ready/, started);
      await expect(bookingDialog(page).locator("iframe")).toBeVisible(started);
      // The app's dialog now: its close button closes it, and the button opens it again.
      await bookingDialog(page).getByRole("button", { name: "Close" }).tap();
      await expect(bookingDialog(page)).toBeHidden();
      await button.tap();
      await expect(bookingDialog(page)).toBeVisible();
    });
  }

  test("the menu button, tapped before the app's code arrived, opens the drawer at once; it closes as usual, and the app takes it over", async ({
    page,
  }) => {
    const button = page.getByRole("button", { name: "Open menu" });
    const drawer = page.getByRole("dialog", { name: "Menu" });
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await button.tap();
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await expectAnswered(button);
    // Before the app: its close button, Escape and the backdrop close it.
    await drawer.getByRole("button", { name: "Close menu" }).tap();
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await button.tap();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await button.tap();
    await page.mouse.click(10, 400);
    await expect(drawer).toBeHidden();
    // Open when the app starts: the app keeps it open, then closes it.
    await button.tap();
    release();
    await expect(page.locator("html")).toHaveClass(/fade-ready/, started);
    await expect(drawer).toBeVisible();
    await expect(button).toHaveAttribute("aria-expanded", "true");
    await drawer.getByRole("button", { name: "Close menu" }).tap();
    await expect(drawer).toBeHidden();
    await expect(button).toHaveAttribute("aria-expanded", "false");
  });

  test("a link in the drawer opened before the app ran goes where it leads, and the drawer closes", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("link", { name: "Contact" }).tap();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#contactus$/);
    release();
  });

  test("the drawer's booking call, before the app ran, closes the drawer and opens the booking dialog at once", async ({
    page,
  }) => {
    await serveBookingPage(page);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await page.getByRole("button", { name: "Open menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Schedule now" }).tap();
    await expect(drawer).toBeHidden();
    await expect(bookingDialog(page)).toBeVisible();
    release();
    await expect(bookingDialog(page).locator("iframe")).toBeVisible(started);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("a service card tapped before its part's code arrived opens its dialog, whose items then open", async ({
    page,
  }) => {
    const card = page.getByRole("button", { name: "Hair treatment", exact: true });
    const release = await pressWhileHeld(page, "/", card);
    release();
    const dialog = page.getByRole("dialog", { name: "Hair treatment" });
    await expect(dialog).toBeVisible(started);
    const item = dialog.locator("details").first();
    await item.locator("summary").tap();
    await expect(item).toHaveAttribute("open", "");
  });

  test("the carousel's pause button, tapped before its part's code arrived, pauses it once it has", async ({
    page,
  }) => {
    const pause = page.getByRole("button", { name: "Pause the brand carousel" });
    const release = await pressWhileHeld(page, "/", pause);
    release();
    await expect(page.getByRole("button", { name: "Play the brand carousel" })).toBeVisible(started);
  });

  test("the footer's cookie settings, tapped before its code arrived, bring back the consent banner", async ({
    page,
  }) => {
    // A visitor who chose before: no banner until asked for.
    await page.goto("/");
    await page.getByRole("button", { name: "Reject all" }).click();
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const settings = page.getByRole("button", { name: "Cookie settings" });
    await settings.tap();
    await expectWaiting(settings);
    await expect(page.locator("[data-consent-banner]")).toHaveCount(0);
    release();
    await expect(page.locator("[data-consent-banner]")).toBeVisible(started);
  });

  test("the 'about us' block opens and its questions read before any code, and it closes once the code is there", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const about = page.locator("#features details");
    await about.locator("summary").tap();
    await expect(about).toHaveAttribute("open", "");
    // Marked at the press, unmarked with the click that opened it.
    await expectAnswered(about.locator("summary"));
    release();
    await expect(page.locator('[data-on-demand="hydrated"] #features')).toHaveCount(1, started);
    await about.getByRole("button", { name: "Close the introduction" }).tap();
    await expect(about).not.toHaveAttribute("open");
  });

  test("the 'about us' block, pressed once the app runs but before its part has hydrated, shows the press and opens at once", async ({
    page,
  }) => {
    // The app runs; only the part's code is held: React must not take the press over to hydrate the part inside it.
    const release = await holdScripts(page, belowFold);
    await openOnceAppRuns(page);
    const about = page.locator("#features details");
    const summary = about.locator("summary");
    await summary.dispatchEvent("pointerdown", { bubbles: true, isPrimary: true });
    await expectWaiting(summary);
    await summary.dispatchEvent("pointercancel", { bubbles: true, isPrimary: true });
    await expectAnswered(summary);
    await summary.tap();
    await expect(about).toHaveAttribute("open", "");
    await expectAnswered(summary);
    await expect(page.locator('[data-on-demand="pending"] #features')).toHaveCount(1);
    release();
    await expect(page.locator('[data-on-demand="hydrated"] #features')).toHaveCount(1, started);
    await about.getByRole("button", { name: "Close the introduction" }).tap();
    await expect(about).not.toHaveAttribute("open");
  });

  test("the contact form sent before the app's code arrived is posted by the browser and answered", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const form = await fill(page, { name: "Early Tap", email: "early.tap@example.com" });
    await form.getByRole("button", { name: "Send request" }).tap();
    await expect(requestStored(page)).toBeVisible();
    release();
  });

  test("the contact form sent before its checks arrived shows at once that it is sending, and is answered", async ({
    page,
  }) => {
    // The app runs; only the form's checks are held (fetched ahead when the browser is idle, or at the first focus).
    const release = await holdScripts(page, /\/contact-validation-[\w-]+\.js$/);
    await openForm(page, "/#contactus");
    const form = await fill(page, { name: "Quick Sender", email: "quick.sender@example.com" });
    const send = form.getByRole("button", { name: "Sending…" }).or(form.getByRole("button", { name: "Send request" }));
    await form.getByRole("button", { name: "Send request" }).tap();
    await expect(send).toHaveText("Sending…");
    await expect(send).toBeDisabled();
    await expect(requestStored(page)).toHaveCount(0);
    release();
    await expect(requestStored(page)).toBeVisible(started);
  });

  test("the contact form sent once the app runs but before its part has hydrated shows busy at once, and the app sends it once the part has", async ({
    page,
  }) => {
    const release = await holdScripts(page, belowFold);
    await openOnceAppRuns(page);
    // Gone, were the page reloaded by a post of the browser's own.
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    const form = await fill(page, { name: "Early Sender", email: "early.sender@example.com" });
    await expect(page.locator('[data-on-demand="pending"] #contactus')).toHaveCount(1);
    const send = form.getByRole("button", { name: "Send request" });
    await send.tap();
    await expectWaiting(send);
    await expect(requestStored(page)).toHaveCount(0);
    release();
    await expect(requestStored(page)).toBeVisible(started);
    expect(await page.evaluate(() => "samePage" in window)).toBe(true);
    await expectAnswered(send);
  });

  test.describe("when the form's part cannot load its code", () => {
    // The part's code fails on purpose: the browser logs it.
    test.use({ expectedConsoleErrors: /Failed to load resource|ERR_FAILED|dynamically imported module/ });

    test("a send held for that code goes to the browser, which posts the form, and the visitor is answered", async ({
      page,
    }) => {
      const fail = await holdScripts(page, belowFold, { failing: true });
      // Offline, as the browser says: a failed file is not taken for a new release (no reload, entry.client.tsx).
      await page.addInitScript(() => {
        Object.defineProperty(navigator, "onLine", { configurable: true, get: () => false });
      });
      await openOnceAppRuns(page);
      const form = await fill(page, { name: "Held Sender", email: "held.sender@example.com" });
      const send = form.getByRole("button", { name: "Send request" });
      await send.tap();
      await expectWaiting(send);
      fail();
      await expect(requestStored(page)).toBeVisible(started);
    });
  });

  test("a language link in the drawer shows itself busy until the page in that language has come, and the drawer closes with it", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Open menu" }).tap();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // The page's data in the new language is held on its way.
    const release = await holdScripts(page, /\/pt\.data(\?|$)/);
    const link = drawer.getByRole("link", { name: "Português (Brasil)" });
    await link.tap();
    await expectWaiting(link);
    await expect(drawer).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    release();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Abrir menu" })).toHaveAttribute("aria-expanded", "false");
  });

  test("once the page has settled, what a tap needs is already fetched: the booking page's frame comes without a request for code", async ({
    page,
  }) => {
    await serveBookingPage(page);
    await page.goto("/");
    const fetched = () =>
      page.evaluate(() => performance.getEntriesByType("resource").map((entry) => new URL(entry.name).pathname));
    await expect
      .poll(async () => (await fetched()).filter((path) => /\/scheduling-embed-[\w-]+\.js$/.test(path)))
      .toHaveLength(1);
    const before = (await fetched()).filter((path) => path.startsWith("/assets/"));
    await page.getByRole("button", { name: "Open menu" }).tap();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeVisible();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Schedule now" }).tap();
    await expect(bookingDialog(page).locator("iframe")).toBeVisible();
    const after = (await fetched()).filter((path) => path.startsWith("/assets/"));
    // Nothing of the drawer's or the dialog's code was fetched at the taps (the language detector, which the
    // drawer's language links ask for as they show, may be).
    expect(after.filter((path) => !before.includes(path) && /dialog|drawer|scheduling/.test(path))).toEqual([]);
  });
});

test.describe("on a wide screen", () => {
  test("the top bar's booking entry, clicked before the app's code arrived, opens the booking dialog at once", async ({
    page,
  }) => {
    await serveBookingPage(page);
    const entry = page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("button", { name: "Schedule a consultation" });
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    await entry.click();
    await expect(bookingDialog(page)).toBeVisible();
    release();
    await expect(bookingDialog(page).locator("iframe")).toBeVisible(started);
  });

  test("the booking dialog opened before the app ran starts the booking page from what the visitor typed in the contact form", async ({
    page,
  }) => {
    await serveBookingPage(page);
    const release = await holdScripts(page);
    await page.goto("/#contactus", { waitUntil: "commit" });
    await bookAfterTyping(page, { name: "Ana Lima", email: "ana@example.com" });
    await expect(bookingDialog(page)).toBeVisible();
    release();
    const frame = bookingDialog(page).locator("iframe");
    await expect(frame).toBeVisible(started);
    await expect
      .poll(async () => Object.fromEntries(new URL((await frame.getAttribute("src")) ?? "").searchParams))
      .toMatchObject({ name: "Ana Lima", email: "ana@example.com" });
  });

  test("the colour-mode button, clicked twice before its code arrived, switches the mode once", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Switch to light mode" });
    await toggle.click();
    await toggle.click();
    await expectWaiting(toggle);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    release();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light", started);
    await expect(page.getByRole("button", { name: "Switch to dark mode" })).toBeVisible();
  });

  test("a press shows at once that it was taken; one let go elsewhere or turned into a scroll leaves nothing marked", async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Switch to light mode" });
    const box = await toggle.boundingBox();
    if (!box) throw new Error("the colour-mode button has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    // Busy before any click: the click may wait behind the page's start-up, the press shows at once.
    await expectWaiting(toggle);
    await page.mouse.move(box.x - 400, box.y + 300);
    await page.mouse.up();
    await expectAnswered(toggle);
    // A summary pressed before the app runs is marked too; a press that became a scroll is not kept.
    const summary = page.locator("#features summary");
    await summary.dispatchEvent("pointerdown", { bubbles: true, isPrimary: true });
    await expectWaiting(summary);
    await summary.dispatchEvent("pointercancel", { bubbles: true, isPrimary: true });
    await expectAnswered(summary);
    release();
    await expect(page.locator("html")).toHaveClass(/fade-ready/, started);
    // Nothing was pressed: the mode and the block are as they were.
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await expect(page.locator("#features details")).not.toHaveAttribute("open");
    await expectAnswered(toggle);
  });

  test("the language picker, clicked before its code arrived, opens its list once it has", async ({ page }) => {
    const picker = page.getByRole("button", { name: /Language: English/ });
    const release = await pressWhileHeld(page, "/", picker, "click");
    release();
    await expect(picker).toHaveAttribute("aria-expanded", "true", started);
    await expect(page.getByRole("link", { name: /Português/ }).first()).toBeVisible();
  });

  test("of two buttons clicked before the code arrived, the last one is pressed, once", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/", { waitUntil: "commit" });
    const toggle = page.getByRole("button", { name: "Switch to light mode" });
    const picker = page.getByRole("button", { name: /Language: English/ });
    await toggle.click();
    await picker.click();
    await picker.click();
    await expectAnswered(toggle);
    await expectWaiting(picker);
    release();
    await expect(picker).toHaveAttribute("aria-expanded", "true", started);
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("a step to another section of the page (skip link, address) before the part below has hydrated keeps the page and the visitor's place", async ({
    page,
  }) => {
    const release = await holdScripts(page, belowFold);
    await page.goto("/#contact");
    await expect(page.locator("html")).toHaveClass(/fade-ready/, started);
    await expect(page.getByLabel("Full name")).toBeInViewport();
    // Within the same page: the browser moves to the section and says so with `popstate`.
    await page.goto("/#contactus");
    await expect(page.locator('[data-on-demand="pending"] #contactus')).toHaveCount(1);
    await expect(page.getByLabel("Full name")).toBeInViewport();
    await page.keyboard.press("Tab");
    await page.getByRole("link", { name: "Skip to content" }).press("Enter");
    await expect(page).toHaveURL(/#main$/);
    await expect(page.locator('[data-on-demand="pending"] #services')).toHaveCount(1);
    release();
    await expect(page.locator('[data-on-demand="hydrated"] #services')).toHaveCount(1, started);
    // The steps were the browser's alone: the page stays where the visitor went, and the part works.
    await expect(page.locator("#main")).toBeInViewport();
    await expect(page.getByRole("button", { name: "Send request" })).toBeVisible();
  });
});
