import { expect, test } from "./fixtures";

const background = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test("dark by default; the toggle switches to light and the choice is remembered without a flash", async ({
  page,
  context,
}) => {
  const first = await page.goto("/");
  expect(await first?.text()).toContain('data-theme="dark"');
  expect(await background(page)).toBe("rgb(15, 15, 16)");

  await page.getByRole("button", { name: "Switch to light mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  expect(await background(page)).toBe("rgb(250, 247, 242)");
  expect(await page.evaluate(() => localStorage.getItem("color-mode"))).toBe("light");
  // Sent only with this site's own requests (Lax); not marked Secure over plain http (it is over https).
  expect((await context.cookies()).find((c) => c.name === "color-mode")).toMatchObject({
    value: "light",
    sameSite: "Lax",
    secure: false,
  });

  // The server renders the remembered mode in the very first HTML: nothing to repaint.
  const again = await page.goto("/about-us");
  expect(await again?.text()).toContain('data-theme="light"');
  await page.getByRole("button", { name: "Switch to dark mode" }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
});

test("a choice kept only in localStorage is applied before the first paint", async ({ page, context }) => {
  await context.addInitScript(() => localStorage.setItem("color-mode", "light"));
  // Record the mode at the first moment the body exists, before any app script has run.
  await context.addInitScript(() => {
    document.addEventListener(
      "readystatechange",
      () => {
        (window as unknown as { firstMode?: string }).firstMode ??= document.documentElement.dataset.theme;
      },
      { once: true },
    );
  });
  await page.goto("/our-story");
  expect(await page.evaluate(() => (window as unknown as { firstMode?: string }).firstMode)).toBe("light");
  expect(await background(page)).toBe("rgb(250, 247, 242)");
});
