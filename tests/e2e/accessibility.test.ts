import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

/** Automated WCAG 2.1 AA checks (axe) on each page, in both colour modes, desktop and phone. */
const pages = ["/", "/pt/about-us", "/es/our-story", "/fr/privacy-policy", "/it/service/trichotest"];

for (const mode of ["dark", "light"] as const) {
  for (const width of [375, 1366]) {
    test.describe(`in ${mode} mode at ${width} px`, () => {
      // One test per page: each stays far inside its timeout on a busy machine.
      for (const path of pages) {
        test(`no WCAG A/AA violations on ${path}`, async ({ page, context, baseURL }) => {
          await context.addCookies([{ name: "color-mode", value: mode, url: baseURL as string }]);
          await page.setViewportSize({ width, height: 900 });
          await page.goto(path);
          // The cookie banner (a first visit) is checked with each page.
          await page.locator("[data-consent-banner]").waitFor();
          const results = await new AxeBuilder({ page })
            .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
            .analyze();
          const summary = results.violations.map(
            (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`,
          );
          expect(summary, path).toEqual([]);
        });
      }
    });
  }
}

test.describe("not found", () => {
  test.use({ expectedConsoleErrors: /status of 404/ });
  test("the not-found screen is accessible too", async ({ page }) => {
    await page.goto("/no/such/page");
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});
