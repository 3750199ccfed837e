import { clinic } from "~/config/clinic";
import { privacyPolicy } from "~/config/legal";
import { clinicalDirector } from "~/config/physicians";
import { treatmentKeys } from "~/config/treatments";
import { type Language, locales } from "~/i18n/languages";
import { treatmentPath } from "~/pages";
import { expect, languages, prefix, test, texts } from "./fixtures";

/** The inner pages as a visitor reads them, in every language. */
const hide = (page: import("@playwright/test").Page) =>
  page.addInitScript(() => localStorage.setItem("cookie-banner-allowed", "false"));

for (const language of languages) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(({ page }) => hide(page));

    test("the privacy policy has ten numbered sections, a table of contents, its date and version", async ({
      page,
    }) => {
      await page.goto(`${prefix(language)}/privacy-policy`);
      const policy = texts(language, "privacy");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(policy.heading);

      const headings = page.locator("article section > h2");
      await expect(headings).toHaveCount(10);
      const titles = Object.values(policy.sections).map((section) => (section as { title: string }).title);
      for (const [index, title] of titles.entries()) {
        await expect(headings.nth(index)).toHaveText(`${index + 1}. ${title}`);
      }

      const toc = page.getByRole("navigation", { name: policy.toc });
      await expect(toc.getByRole("link")).toHaveCount(10);
      await toc.getByRole("link", { name: titles[5] }).click();
      await expect(page).toHaveURL(/#retention$/);
      await expect(page.locator("#retention")).toBeInViewport();

      await expect(page.locator(`time[datetime="${privacyPolicy.lastUpdated}"]`)).toBeVisible();
      await expect(page.locator("[data-policy-version]")).toContainText(privacyPolicy.version);
      // The retention period of contact requests is the server's setting (RETENTION_DAYS, 365 here).
      await expect(page.locator("#retention")).toContainText("365");
      await expect(page.locator("#contact").getByRole("link", { name: clinic.contactEmail })).toHaveAttribute(
        "href",
        `mailto:${clinic.contactEmail}`,
      );
      // The LGPD for Brazil, and the supervisory authorities by name.
      for (const name of ["LGPD", "ANPD", "CNPD", "AEPD"]) await expect(page.locator("#rights")).toContainText(name);
    });

    test("about us: black in both modes, four paragraphs on the clinical director, her portrait below", async ({
      page,
      context,
      baseURL,
    }) => {
      const about = texts(language, "about");
      const colors: string[] = [];
      for (const mode of ["dark", "light"]) {
        await context.addCookies([{ name: "color-mode", value: mode, url: baseURL as string }]);
        await page.goto(`${prefix(language)}/about-us`);
        await expect(page.locator("html")).toHaveAttribute("data-theme", mode);
        const article = page.locator("article");
        expect(
          await article.evaluate((element) => getComputedStyle(element.parentElement as Element).backgroundColor),
        ).toBe("rgb(0, 0, 0)");
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.heading);
        // The top bar over it stays dark too, its controls light on dark.
        const picker = page
          .locator("header")
          .first()
          .getByRole("button", { name: /English|Português|Español|Français|Italiano/ })
          .first();
        colors.push(await picker.evaluate((element) => getComputedStyle(element).color));
      }
      expect(colors[0]).toBe(colors[1]);

      const paragraphs = page.locator("article > div > p");
      await expect(paragraphs).toHaveCount(4);
      const director = clinicalDirector;
      await expect(paragraphs.nth(0)).toContainText(director.name);
      await expect(paragraphs.nth(0)).toContainText(String(director.graduationYear));
      for (const registration of director.registrations)
        await expect(paragraphs.nth(1)).toContainText(registration.number);
      for (const membership of director.memberships) await expect(paragraphs.nth(2)).toContainText(membership);

      const portrait = page.locator("article figure img");
      await portrait.scrollIntoViewIfNeeded();
      await expect(portrait).toHaveAttribute("alt", new RegExp(director.name));
      await expect
        .poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      const [text, image] = [await paragraphs.nth(3).boundingBox(), await portrait.boundingBox()];
      expect(image?.y).toBeGreaterThan((text?.y ?? 0) + (text?.height ?? 0));
      expect(image?.width).toBeGreaterThan(300);
    });

    test("our story: the clinic's own story in three chapters with images", async ({ page }) => {
      await page.goto(`${prefix(language)}/our-story`);
      const story = texts(language, "story");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(story.heading);
      for (const chapter of ["beginning", "atlantic", "today"]) {
        await expect(page.getByRole("heading", { level: 2, name: story.chapters[chapter].title })).toBeVisible();
        const image = page.getByRole("img", { name: story.chapters[chapter].image_alt });
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      }
      await expect(page.locator("article")).toContainText(String(clinic.foundedYear));
      await expect(page.locator("article")).not.toContainText(/eco-friendly|handmade/i);
    });

    test("a treatment page: heading, its description, what to expect, next steps and related treatments", async ({
      page,
    }) => {
      const treatments = texts(language, "treatments");
      const service = texts(language, "treatment");
      await page.goto(`${prefix(language)}/service/trichotest`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(treatments.trichotest.title);
      // The fact docs/product.md#medical-texts fixes: more than 40 genes.
      await expect(page.locator("article header")).toContainText("40");
      await expect(page.locator("article header")).toContainText(treatments.trichotest.description);
      await expect(page.getByRole("heading", { level: 2, name: service.expect.title })).toBeVisible();
      await expect(page.locator("article ol li h3")).toHaveCount(4);
      // A test is described as one: a sample and a laboratory, not a procedure.
      await expect(page.locator("article ol li h3").nth(2)).toHaveText(service.expect_test.laboratory.title);
      await expect(page.getByRole("heading", { level: 2, name: service.next.title_test })).toBeVisible();

      const related = page.getByRole("region", { name: service.related.title }).getByRole("link");
      await expect(related).toHaveCount(3);
      await related.filter({ hasText: treatments.prp.title }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(language)}/service/prp$`));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(treatments.prp.title);
      await expect(page.locator("article ol li h3").nth(1)).toHaveText(service.expect.plan.title);

      await page.getByRole("link", { name: texts(language, "common").next_steps.call_back }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix(language) || "/"}$`));
      await expect(page.locator("#contactus")).toBeInViewport();

      // The treatment pages sent their own texts only; the home page's dialogs still have them all.
      const home = texts(language, "home");
      await page.getByRole("button", { name: home.services.cards.aesthetic_medicine.title }).click();
      await expect(page.getByRole("dialog").getByText(treatments.sculptra.title, { exact: true })).toBeVisible();
      await expect(page.getByRole("dialog")).not.toContainText("treatments:");
    });
  });
}

test.describe("where a treatment is offered", () => {
  test.beforeEach(({ page }) => hide(page));
  /** The cities' names in a language, as a list (`and`, or `or` for the call to action). */
  const cityList = (language: string, ids: string[], type: "conjunction" | "disjunction" = "conjunction") =>
    new Intl.ListFormat(locales[language as Language], { type }).format(
      ids.map((id) => texts(language, "common").cities[id]),
    );

  // PRP is research only in Brazil; exosomes and PDRN are described there as topical only, in Brazilian Portuguese
  // alone: the other languages' pages describe a use Brazil does not allow, and do not show São Paulo offering them.
  for (const [language, key, reason] of [
    ["en", "prp", "prp_research_only_br"],
    ["pt", "prp_facial", "prp_research_only_br"],
    ["fr", "exossomes", "topical_only_br"],
    ["pt-PT", "pdrn", "topical_only_br"],
  ] as const) {
    test(`${prefix(language)}/service/${key} is offered in Madrid and Lisbon, not in Brazil, and invites no booking there`, async ({
      page,
    }) => {
      const availability = texts(language, "treatment").availability;
      const common = texts(language, "common");
      await page.goto(`${prefix(language)}/service/${key}`);
      const header = page.locator("article header");
      await expect(header).toContainText(
        availability.offered.replace("{{cities}}", cityList(language, ["madrid", "lisbon"])),
      );
      await expect(header).toContainText(
        availability.not_offered
          .replace("{{city}}", common.cities.sao_paulo)
          .replace("{{country}}", common.countries.BR),
      );
      await expect(header).toContainText(availability.reasons[reason]);
      const next = page.getByRole("region", { name: texts(language, "treatment").next.title });
      await expect(next).toContainText(
        availability.book.replace("{{cities}}", cityList(language, ["madrid", "lisbon"], "disjunction")),
      );
      await expect(next).not.toContainText(common.cities.sao_paulo);
      await expect(next).not.toContainText(texts(language, "treatment").next.text);
      // The booking buttons stay: they book a consultation, in one scheduling page for every clinic.
      await expect(next.getByRole("button", { name: common.next_steps.book })).toBeVisible();
    });
  }

  test("/pt/service/pdrn, described as Brazil allows it, names São Paulo among the clinics that offer it", async ({
    page,
  }) => {
    await page.goto("/pt/service/pdrn");
    await expect(page.locator("article header")).toContainText(
      texts("pt", "treatment").availability.offered.replace(
        "{{cities}}",
        cityList("pt", ["sao_paulo", "madrid", "lisbon"]),
      ),
    );
  });

  test("/service/trichotest, offered everywhere, names the three cities and keeps the usual call to action", async ({
    page,
  }) => {
    const service = texts("en", "treatment");
    await page.goto("/service/trichotest");
    await expect(page.locator("article header")).toContainText(
      service.availability.offered.replace("{{cities}}", cityList("en", ["sao_paulo", "madrid", "lisbon"])),
    );
    await expect(page.locator("article header")).not.toContainText(service.availability.not_offered.split("{{")[0]);
    await expect(page.getByRole("region", { name: service.next.title_test })).toContainText(service.next.text);
  });
});

test.describe("every treatment has its own indexable page, at its slug", () => {
  for (const key of treatmentKeys) {
    test(treatmentPath(key), async ({ request }) => {
      const response = await request.get(treatmentPath(key));
      expect(response.status(), key).toBe(200);
      const html = await response.text();
      expect(html, key).toContain(`<h1 id="service-heading"`);
      expect(html, key).not.toContain('content="noindex"');
    });
  }
});

test.describe("a description in the address", () => {
  test.beforeEach(({ page }) => hide(page));
  const payload = {
    title: "<img src=x onerror=alert(1)> Tratamento à medida",
    description: "<b>Não</b> é HTML & nunca será.",
  };

  for (const [name, encode] of [
    ["base64", (text: string) => encodeURIComponent(Buffer.from(text).toString("base64"))],
    ["base64url", (text: string) => Buffer.from(text).toString("base64url")],
  ] as const) {
    test(`${name} JSON is shown as plain text and not indexed`, async ({ page }) => {
      const response = await page.goto(`/pt/service/${encode(JSON.stringify(payload))}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(payload.title);
      await expect(page.locator("article header")).toContainText(payload.description);
      await expect(page.locator("article img[src=x], article b")).toHaveCount(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    });
  }

  for (const [name, parameter] of [
    ["not base64", "not-base64!"],
    ["base64 of plain text", Buffer.from("plain text").toString("base64")],
    ["base64url JSON of another shape", Buffer.from('{"x":1}').toString("base64url")],
  ] as const) {
    test(`anything else is the 404 screen: ${name}`, async ({ request }) => {
      const response = await request.get(`/service/${encodeURIComponent(parameter)}`);
      expect(response.status(), parameter).toBe(404);
      expect(await response.text()).toContain("Unexpected Application Error!");
    });
  }
});

test.describe("texts", () => {
  // The inner pages and the cookie banner show no untranslated key or placeholder: one test per page and language.
  for (const language of languages) {
    for (const path of ["/privacy-policy", "/about-us", "/our-story", "/service/prp"]) {
      test(`${path} and the cookie banner in ${language} show no untranslated key or placeholder`, async ({ page }) => {
        await page.goto(`${prefix(language)}${path}`);
        await page.locator("[data-consent-banner]").waitFor();
        const text = await page.locator("body").innerText();
        expect(text, path).not.toMatch(/\b(about|story|privacy|service|treatments|common):[a-z_.]+/);
        expect(text, path).not.toMatch(/\b(sections|consent|next_steps|chapters|expect|related|values|meta)\.[a-z_]+/);
        expect(text, path).not.toContain("{{");
        expect(text, path).not.toMatch(/<\/?(strong|email|time|policy)>/);
      });
    }
  }
});
