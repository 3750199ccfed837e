import { expect, languages, prefix, test } from "./fixtures";

const sectionTop = (page: import("@playwright/test").Page, id: string) =>
  page.evaluate((section) => Math.round(document.getElementById(section)?.getBoundingClientRect().top ?? -1), id);

test.describe("desktop top bar", () => {
  test("shows the logo and the four entries in order", async ({ page }) => {
    await page.goto("/");
    const logo = page.locator("header img").first();
    await expect(logo).toHaveAttribute("width", "200");
    await expect(logo).toHaveCSS("object-fit", "contain");
    expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await expect(nav.getByRole("listitem")).toHaveText([
      "Schedule a consultation",
      "The clinic",
      "Treatments",
      "Contact",
    ]);
  });

  for (const [entry, id] of [
    ["The clinic", "features"],
    ["Treatments", "services"],
    ["Contact", "contactus"],
  ] as const) {
    test(`"${entry}" scrolls to #${id}, leaving 128 px above it`, async ({ page }) => {
      await page.goto("/");
      await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: entry }).click();
      await expect.poll(() => sectionTop(page, id)).toBe(128);
    });
  }

  test("a section chosen on another page opens the home page there", async ({ page }) => {
    await page.goto("/pt/about-us");
    await page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Tratamentos" }).click();
    await expect(page).toHaveURL(/\/pt$/);
    await expect.poll(() => sectionTop(page, "services")).toBe(128);
  });

  test("entry one and the floating button open the booking dialog; Escape and the close button close it", async ({
    page,
  }) => {
    await page.goto("/");
    const opener = page
      .getByRole("navigation", { name: "Main menu" })
      .getByRole("button", { name: "Schedule a consultation" });
    await opener.click();
    const dialog = page.getByRole("dialog", { name: "Schedule a meeting with us" });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    // Focus goes back to the button that opened it (the browser does this once the dialog has closed).
    await expect(opener).toBeFocused();

    const floating = page.getByRole("button", { name: "Schedule now" });
    await floating.focus();
    await page.keyboard.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(floating).toBeFocused();
  });
});

test.describe("phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("the drawer holds the entries, the booking call, the mode toggle and the languages", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("navigation", { name: "Main menu" })).toBeHidden();
    const menuButton = page.getByRole("button", { name: "Open menu" });
    await menuButton.click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await expect(drawer).toBeVisible();
    // It slides in from the right and ends flush with the right edge.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return Math.round((box?.x ?? 0) + (box?.width ?? 0));
      })
      .toBe(375);
    await expect(drawer.getByRole("navigation").getByRole("listitem")).toHaveText([
      "Schedule a consultation",
      "The clinic",
      "Treatments",
      "Contact",
    ]);
    await expect(drawer.getByRole("button", { name: "Schedule now" })).toBeVisible();
    await expect(drawer.getByRole("button", { name: "Switch to light mode" })).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Italiano" })).toHaveAttribute("href", "/it");
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    await menuButton.click();
    await drawer.getByRole("link", { name: "Contact" }).click();
    await expect(drawer).toBeHidden();
    await expect.poll(() => sectionTop(page, "contactus")).toBe(128);

    await menuButton.click();
    await drawer.getByRole("button", { name: "Schedule now" }).click();
    await expect(page.getByRole("dialog", { name: "Schedule a meeting with us" })).toBeVisible();
  });

  test("the drawer's language links switch the page", async ({ page }) => {
    await page.goto("/about-us");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: "Español" }).click();
    await expect(page).toHaveURL(/\/es\/about-us$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre nosotros");
    await expect(page.locator("dialog[open]")).toHaveCount(0);
  });

  // Nothing scrolls sideways on any page in any language: one test per page and language.
  for (const language of languages) {
    for (const path of ["", "/about-us", "/our-story", "/privacy-policy", "/service/hair_transplant_fue_long_hair"]) {
      test(`nothing scrolls sideways on ${path || "the home page"} in ${language}`, async ({ page }) => {
        await page.goto(`${prefix(language)}${path}` || "/");
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${language}${path}`).toBeLessThanOrEqual(0);
      });
    }
  }
});

test.describe("footer", () => {
  test("has the four columns, the contact links and the privacy policy in a new tab", async ({ page }) => {
    await page.goto("/pt");
    const footer = page.getByRole("contentinfo");
    for (const title of ["Unidades", "Horário de atendimento", "Contato", "Trabalhe conosco"]) {
      await expect(footer.getByRole("heading", { name: title })).toBeVisible();
    }
    await expect(footer).toContainText("De segunda a segunda");
    await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", /instagram\.com\//);
    // Each clinic's own chat.
    await expect(footer.getByRole("link", { name: /WhatsApp/ })).toHaveCount(3);
    for (const link of await footer.getByRole("link", { name: /WhatsApp/ }).all())
      await expect(link).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
    await expect(footer.getByRole("link", { name: /^contato@/ })).toHaveAttribute("href", /^mailto:contato@/);
    await expect(footer.getByRole("link", { name: /^carreiras@/ })).toHaveAttribute("href", /^mailto:carreiras@/);
    const privacy = footer.getByRole("link", { name: /Política de privacidade/ });
    await expect(privacy).toHaveAttribute("href", "/pt/privacy-policy");
    await expect(privacy).toHaveAttribute("target", "_blank");
    await expect(footer).toContainText("Todos os direitos reservados");
    await expect(footer.getByRole("link", { name: "Meridiano Digital" })).toHaveAttribute("href", /^https:\/\//);
  });
});
