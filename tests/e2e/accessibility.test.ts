import AxeBuilder from "@axe-core/playwright";
import { expect, prefix, test, texts } from "./fixtures";
import { appCode, createStaffAccount, signIn } from "./support/staff";

/**
 * Automated WCAG 2.1 AA checks (axe) on each page in both colour modes (contrast differs by mode), each mode once at the
 * phone's width and once at the desktop's for every page across the two: ten runs of 10–35 s instead of twenty keeps
 * the suite inside its time, and every page, mode and width is still read.
 */
const matrix = [
  ["/", "dark", 375],
  ["/", "light", 1366],
  ["/pt/about-us", "dark", 1366],
  ["/pt/about-us", "light", 375],
  ["/es/our-story", "dark", 375],
  ["/es/our-story", "light", 1366],
  ["/fr/privacy-policy", "dark", 1366],
  ["/fr/privacy-policy", "light", 375],
  ["/it/service/trichotest", "dark", 375],
  ["/it/service/trichotest", "light", 1366],
] as const;

/** What axe finds against WCAG 2.1 A/AA on the page as it is now, each rule with the elements that break it. */
async function wcag21Violations(page: import("@playwright/test").Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

for (const [path, mode, width] of matrix) {
  test(`no WCAG A/AA violations on ${path} in ${mode} mode at ${width} px`, async ({ page, context, baseURL }) => {
    // The home page is the longest document axe reads (its dialogs, 23 treatments, 16 logos): 20–35 s on 2 busy
    // cores, where the other pages take 10–15 s.
    if (path === "/") test.setTimeout(90_000);
    await context.addCookies([{ name: "color-mode", value: mode, url: baseURL as string }]);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    // The cookie banner (a first visit) is checked with each page.
    await page.locator("[data-consent-banner]").waitFor();
    expect(await wcag21Violations(page), path).toEqual([]);
  });
}

// The legal notice and the accessibility statement, each in the mode and width the pages above leave out least,
// against WCAG 2.2 AA too (the target the statement names): one run each keeps the suite's time.
for (const [path, mode, width] of [
  ["/es/legal-notice", "light", 375],
  ["/accessibility", "dark", 1366],
  ["/it/legal-notice", "dark", 1366],
] as const) {
  test(`no WCAG 2.2 A/AA violations on ${path} (${mode}, ${width} px)`, async ({ page, context, baseURL }) => {
    // A long page of rows: 11–16 s for axe on 2 busy cores.
    test.setTimeout(60_000);
    await context.addCookies([{ name: "color-mode", value: mode, url: baseURL as string }]);
    await page.setViewportSize({ width, height: 900 });
    await page.goto(path);
    await page.locator("[data-consent-banner]").waitFor();
    const results = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
}

test.describe("not found", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });
  test("the not-found screen is accessible too", async ({ page }) => {
    await page.goto("/no/such/page");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

/**
 * The staff's pages in Portuguese, as a non-default language's pages; in English while the Portuguese texts lack those
 * of the sign-in by accounts (its pages would show the keys' names instead of the labels).
 */
const portuguese = texts("pt", "staff");
const staffLanguage =
  portuguese.sign_in?.email && portuguese.second_factor?.code && portuguese.second_factor?.submit ? "pt" : "en";

test.describe("the staff's pages", () => {
  // A wrong password's answer is a 401, which the browser logs.
  test.use({ expectedConsoleErrors: /status of 401/ });
  const staff = texts(staffLanguage, "staff");
  const at = prefix(staffLanguage);
  // Each mode once, at the phone's width in one and the desktop's in the other.
  for (const [mode, width] of [
    ["dark", 375],
    ["light", 1366],
  ] as const) {
    test(`sign-in, second factor, inbox and erasure have no WCAG A/AA violations (${mode}, ${width} px)`, async ({
      page,
      context,
      baseURL,
    }) => {
      // Four pages read by axe (2–3 s each) and a sign-in: 13–17 s on 2 cores, more when the suite runs beside it.
      test.setTimeout(60_000);
      await context.addCookies([{ name: "color-mode", value: mode, url: baseURL as string }]);
      await page.setViewportSize({ width, height: 900 });
      const check = async (what: string) => expect(await wcag21Violations(page), what).toEqual([]);
      // A request in the list (and one to erase), posted as a form without JavaScript would.
      const stored = await page.request.post("/pt?index", {
        form: {
          name: "Helena Axe",
          email: "helena.axe@example.com",
          phone: "(21) 99876-5432",
          country: "BR",
          acceptTerms: "on",
          acceptPolicy: "on",
        },
      });
      expect(stored.status()).toBe(200);
      const person = createStaffAccount("front_desk");
      await page.goto(`${at}/admin/login`);
      await page.getByLabel(staff.sign_in.email).fill(person.email);
      await page.getByLabel(staff.sign_in.password).fill("not the password");
      await page.getByRole("button", { name: staff.sign_in.submit }).click();
      await expect(page.getByRole("alert")).toBeVisible();
      await check("sign-in, with its error");
      await page.getByLabel(staff.sign_in.password).fill(person.password);
      await page.getByRole("button", { name: staff.sign_in.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${at}/admin/second-factor$`));
      await check("second factor");
      await page.getByLabel(staff.second_factor.code, { exact: true }).fill(appCode(person.secret));
      await page.getByRole("button", { name: staff.second_factor.submit }).click();
      await expect(page).toHaveURL(new RegExp(`${at}/admin$`));
      await check("inbox");
      // "Erase the request of {{name}}": any request's link.
      const eraseLabel = String(staff.inbox.erase_label).split("{{name}}")[0]?.trim() ?? "";
      await page.getByRole("link", { name: eraseLabel }).first().click();
      await expect(page).toHaveURL(new RegExp(`${at}/admin/requests/[^/]+/erase`));
      await check("erasure");
    });
  }
});

/**
 * Whether a staff page fits its screen: nothing scrolls sideways, and no control shown (those behind a closed menu are
 * not) leaves the screen, nor the content box of the card it is in (a button spilling into a card's padding breaks its
 * edge too).
 */
const overflowOf = (page: import("@playwright/test").Page) =>
  page.evaluate(() => ({
    wide: document.documentElement.scrollWidth > window.innerWidth,
    outside: [...document.querySelectorAll("button, a, input, select")]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const card = element.closest("main form, main section");
        const inner = card
          ? card.getBoundingClientRect().right - Number.parseFloat(getComputedStyle(card).paddingRight)
          : window.innerWidth;
        return (
          element.checkVisibility({ visibilityProperty: true }) &&
          box.width > 0 &&
          (box.left < 0 || box.right > Math.min(window.innerWidth, inner) + 1)
        );
      })
      .map((element) => element.outerHTML.slice(0, 80)),
  }));

test.describe("the owner's pages", () => {
  const staff = texts(staffLanguage, "staff");
  const at = prefix(staffLanguage);
  for (const [mode, width] of [
    ["dark", 390],
    ["light", 1366],
  ] as const) {
    test(`accounts, audit trail, figures and own account fit the screen and have no WCAG A/AA violations (${mode}, ${width} px)`, async ({
      page,
      context,
      baseURL,
    }) => {
      // Four pages read by axe (2–3 s each) and a sign-in.
      test.setTimeout(60_000);
      await context.addCookies([{ name: "color-mode", value: mode, url: baseURL as string }]);
      await page.setViewportSize({ width, height: 844 });
      const owner = createStaffAccount("owner");
      await signIn(page, owner);
      const phone = width < 768;
      for (const path of ["/admin/accounts", "/admin/audit", "/admin/insights", "/admin/account"]) {
        await page.goto(`${at}${path}`);
        // Nothing scrolls sideways, and every control shown lies within the screen (those behind the closed menu are
        // not shown) and within the card it is in.
        expect(await overflowOf(page), path).toEqual({ wide: false, outside: [] });
        // On a phone, the bar is one line: the pages and sign-out behind "Menu"; on a laptop, in the bar.
        const signOut = page.getByRole("button", { name: staff.shell.sign_out });
        if (phone) {
          await expect(signOut).toBeHidden();
          await page.getByText(staff.shell.menu, { exact: true }).click();
          await expect(signOut).toBeVisible();
          expect((await page.getByRole("banner").boundingBox())?.height).toBeLessThan(400);
        } else {
          await expect(signOut).toBeVisible();
          await expect(page.getByText(staff.shell.menu, { exact: true })).toBeHidden();
        }
        expect(await wcag21Violations(page), path).toEqual([]);
      }
      // Spanish's and French's longer words too: no control leaves the screen, nor the card it is in ("Generar
      // códigos de recuperación nuevos").
      for (const path of ["/es/admin/accounts", "/es/admin/audit", "/es/admin/account", "/fr/admin/account"]) {
        await page.goto(path);
        expect(await overflowOf(page), path).toEqual({ wide: false, outside: [] });
      }
    });
  }
});
