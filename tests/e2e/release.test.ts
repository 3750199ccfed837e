import { expect, test } from "./fixtures";

test.describe("a page left open across a release", () => {
  test.use({
    expectedConsoleErrors: /Error loading route module|Failed to fetch dynamically imported module|status of 404/,
  });

  test("gets the new code with one reload instead of a blank page", async ({ page }) => {
    // React Router answers a missing route module with a reload: of the page the visitor was on, or of the
    // page being opened if the navigation had already been committed. Either way: one reload, a whole page.
    await page.goto("/about-us");
    await page.evaluate(() => {
      (window as unknown as { before: boolean }).before = true;
    });
    // The home page's script files of the old release are gone: the first request for each fails.
    const gone = new Set<string>();
    // The route module only (its shared chunks, such as home-styles, are not part of this story).
    await page.route(/\/assets\/home-[\w-]{8}\.js$/, async (route) => {
      if (gone.has(route.request().url())) return route.continue();
      gone.add(route.request().url());
      return route.fulfill({ status: 404, body: "" });
    });
    await Promise.all([page.waitForEvent("load"), page.getByRole("link", { name: /home page/ }).click()]);
    // It was a full reload: the old document's state is gone, and the page is whole, not blank.
    expect(await page.evaluate(() => (window as unknown as { before?: boolean }).before)).toBeUndefined();
    expect(gone.size).toBeGreaterThan(0);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(About us|Advanced, timeless beauty)$/);
    await expect(page.getByRole("contentinfo")).toBeVisible();
    // The reloaded page runs the current release: the same link now works.
    await page.getByRole("link", { name: /home page/ }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Advanced, timeless beauty");
  });
});
