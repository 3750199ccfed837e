import { expect, test, texts } from "./fixtures";

const weekMs = 7 * 24 * 60 * 60 * 1000;

test("the picker switches to the same page in another language without a reload, and remembers", async ({
  page,
  context,
}) => {
  await page.goto("/about-us");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await page.evaluate(() => {
    (window as unknown as { stillHere: boolean }).stillHere = true;
  });

  await page.getByRole("button", { name: /Language: English/ }).click();
  const option = page.getByRole("link", { name: "Português (Brasil)" });
  await expect(option.locator("img")).toHaveAttribute("src", "/images/flags/br.svg");
  await option.click();

  await expect(page).toHaveURL(/\/pt\/about-us$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sobre nós");
  await expect(page.getByRole("link", { name: "Tratamentos" }).first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);

  expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("pt");
  const cookie = (await context.cookies()).find((c) => c.name === "i18next");
  expect(cookie?.value).toBe("pt");
  // Sent only with this site's own requests; Secure over HTTPS (app/i18n/language-storage.test.ts).
  expect(cookie?.sameSite).toBe("Lax");
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeGreaterThan(weekMs - 60_000);
  expect((cookie?.expires ?? 0) * 1000 - Date.now()).toBeLessThanOrEqual(weekMs + 60_000);

  // The next visit to an unprefixed address comes back in Portuguese, from the first byte.
  const response = await page.goto("/privacy-policy");
  expect(await response?.text()).toContain('<html lang="pt"');
});

test("a browser in Portugal reads European Portuguese at /pt-pt, one in Brazil Brazilian Portuguese; the picker names both, and a choice wins", async ({
  browser,
}) => {
  const fromPortugal = await browser.newContext({ locale: "pt-PT" });
  const page = await fromPortugal.newPage();
  // The first byte is in the browser's Portuguese: the accessibility statement's heading and the picker's names.
  const first = await (await page.goto("/accessibility"))?.text();
  expect(first).toContain('<html lang="pt-PT"');
  expect(first).toMatch(/rel="canonical" href="[^"]*\/pt-pt\/accessibility"/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(texts("pt-PT", "accessibility").heading);
  await page.getByRole("button", { name: /Português \(Portugal\)/ }).click();
  const brazilian = page.getByRole("link", { name: "Português (Brasil)" });
  await expect(brazilian.locator("img")).toHaveAttribute("src", "/images/flags/br.svg");
  await expect(page.getByRole("link", { name: "Português (Portugal)" }).locator("img")).toHaveAttribute(
    "src",
    "/images/flags/pt.svg",
  );
  // The visitor's choice of Brazilian Portuguese wins over the browser's European Portuguese, from then on.
  await brazilian.click();
  await expect(page).toHaveURL(/\/pt\/accessibility$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
  expect(await (await page.goto("/privacy-policy"))?.text()).toContain('<html lang="pt"');
  await fromPortugal.close();

  const fromBrazil = await browser.newContext({ locale: "pt-BR" });
  const other = await fromBrazil.newPage();
  expect(await (await other.goto("/"))?.text()).toContain('<html lang="pt"');
  await other.goto("/pt-pt/about-us");
  await expect(other.locator("html")).toHaveAttribute("lang", "pt-PT");
  await expect(other.getByRole("heading", { level: 1 })).toHaveText(texts("pt-PT", "about").heading);
  await fromBrazil.close();
});

test("the picker keeps the section the visitor went to within the page", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.locator("html")).toHaveClass(/fade-ready/, { timeout: 20_000 });
  await page.getByRole("button", { name: "Reject all" }).click();
  const link = page.getByRole("navigation", { name: "Contents" }).getByRole("link").nth(4);
  const hash = (await link.getAttribute("href")) ?? "";
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${hash}$`));
  await page.getByRole("button", { name: /Language: English/ }).click();
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(new RegExp(`/es/privacy-policy${hash}$`));
  await expect(page.locator(hash)).toBeInViewport();
});

test("switching back to English goes to the unprefixed address", async ({ page }) => {
  await page.goto("/fr/our-story");
  await page.getByRole("button", { name: /Langue : Français|Langue: Français/ }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/our-story$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our story");
});

test("?lng= chooses the language and is remembered", async ({ page }) => {
  const response = await page.goto("/?lng=it");
  expect(await response?.text()).toContain('<html lang="it"');
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/bellezza/i);
  await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("it");
  const again = await page.goto("/");
  expect(await again?.text()).toContain('<html lang="it"');
});

for (const [locale, language] of [
  ["pt-PT", "pt-PT"],
  ["pt-BR", "pt"],
  ["es-MX", "es"],
  ["fr-CA", "fr"],
  ["de-DE", "en"],
] as const) {
  test(`a browser set to ${locale} gets ${language} on its first visit`, async ({ browser }) => {
    const context = await browser.newContext({ locale });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(await response?.text()).toContain(`<html lang="${language}"`);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    await context.close();
  });
}

test("a page ships only its own language's texts", async ({ request }) => {
  const html = await (await request.get("/es/about-us")).text();
  expect(html).toContain("Sobre nosotros");
  for (const foreign of ["Sobre nós", "About us", "Chi siamo", "À propos"]) expect(html).not.toContain(foreign);
});

test("a client-side visit to another language's home page stays in that language", async ({ page }) => {
  await page.goto("/pt/about-us");
  await page.getByRole("link", { name: "Aurea Clinic, página inicial" }).click();
  await expect(page).toHaveURL(/\/pt$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Beleza avançada e atemporal");
  await expect(page.locator("html")).toHaveAttribute("lang", "pt");
});

test("choosing English from a Portuguese page shows English, whatever the browser or an earlier choice says", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "pt-BR" });
  const page = await context.newPage();
  await page.goto("/pt/about-us");
  await page.getByRole("button", { name: /Idioma: Português/ }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/about-us$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("About us");

  // An earlier choice of Portuguese, stored in the cookie, gives way to the new one at once too.
  await context.addCookies([{ name: "i18next", value: "pt", url: page.url() }]);
  await page.goto("/pt/privacy-policy");
  await page.getByRole("button", { name: /Idioma: Português/ }).click();
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/privacy-policy$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Privacy policy");
  await context.close();
});

test("a choice kept in localStorage comes before the browser's language when the 7-day cookie has run out", async ({
  browser,
}) => {
  const context = await browser.newContext({ locale: "es-ES" });
  const page = await context.newPage();
  await page.goto("/our-story");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  // A French choice made weeks ago: localStorage keeps it, the cookie has expired. It is stored from a file of the
  // site without the app: on the page above, the app could still be starting and would act on it at once.
  await page.goto("/robots.txt");
  await page.evaluate(() => localStorage.setItem("i18nextLng", "fr"));
  await context.clearCookies();
  await page.goto("/our-story");
  await expect(page).toHaveURL(/\/fr\/our-story$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  // The choice is stored again, so that the server answers in French from the first byte next time.
  expect((await context.cookies()).find((cookie) => cookie.name === "i18next")?.value).toBe("fr");
  const again = await page.goto("/privacy-policy");
  expect(await again?.text()).toContain('<html lang="fr"');
  // An address with a language prefix keeps its language.
  await page.goto("/es/our-story");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await context.close();
});
