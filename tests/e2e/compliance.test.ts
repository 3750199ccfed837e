import type { APIRequestContext } from "@playwright/test";
import { locations } from "~/config/clinic";
import { accessibilityStatement, complaintsBookUrl, disputeResolution, medicalEthicsCodeUrl } from "~/config/legal";
import { operators, taxNumberOf } from "~/config/legal-identity";
import { physicians } from "~/config/physicians";
import { prescriptionBrandsIn } from "~/config/prescription-brands";
import { indexedPaths } from "~/pages";
import { expect, languages, prefix, test, texts } from "./fixtures";

/**
 * What a regulator of Brazil, Portugal or Spain checks on every page, in every language, as the server sends it
 * (COMPLIANCE in docs/content.md#the-clinics-legal-identity): the legal notice, the accessibility statement, the
 * privacy policy and Portugal's complaints book linked from the footer; every physician named with a registration;
 * no prescription brand, indirect toxin wording or "painless" claim in any text, address or structured data.
 */

/** Words no page may use: the toxins' indirect name, and promises of no pain, in the five languages. */
const bannedWords = /neuromodul|painless|pain-free|indolor|sans douleur|indolore|\bsem dor\b|\bsin dolor\b/i;

const unknownPage = "/this-page-does-not-exist/at-all";

async function html(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status(), path).toBeLessThan(500);
  return response.text();
}

/** The text a visitor reads: the body without scripts, styles and tags. */
const visibleText = (page: string) =>
  (page.split(/<body[^>]*>/)[1] ?? "")
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/&nbsp;|&#160;/g, " ")
    .replace(/\s+/g, " ");

const hrefs = (page: string) => [...page.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)].map((match) => match[1]);

for (const language of languages) {
  test(`every page in ${language} links the legal notice, the accessibility statement, the privacy policy and the complaints book`, async ({
    request,
  }) => {
    const home = prefix(language);
    const paths = [
      ...indexedPaths.map((path) => (path === "/" ? home || "/" : `${home}${path}`)),
      `${home}${unknownPage}`,
    ];
    for (const path of paths) {
      const page = await html(request, path);
      const links = hrefs(page);
      expect(links, path).toContain(`${home}/legal-notice`);
      expect(links, path).toContain(`${home}/accessibility`);
      expect(links, path).toContain(`${home}/privacy-policy`);
      expect(links, path).toContain(complaintsBookUrl);
      expect(page, path).toMatch(/<span lang="pt">Livro de Reclamações<\/span>/);
      // The accessibility symbol with the statement's link, shown in every footer (LBI art. 63 §1).
      const symbol = /<a ([^>]*data-accessibility-symbol[^>]*)><svg/.exec(page);
      expect(symbol?.[1], path).toContain(`href="${home}/accessibility"`);
      // Who runs each clinic, with what its country asks its advertising to carry, in the footer of every page.
      const text = visibleText(page);
      for (const operator of operators) {
        const director = physicians.find(({ id }) => id === operator.medicalDirector);
        const own = director?.registrations.find((registration) => registration.country === operator.country);
        const numbers =
          operator.country === "BR"
            ? [`CRM-${operator.crm.state}`, operator.crm.number]
            : operator.country === "PT"
              ? [operator.ers.registration, operator.ers.licence]
              : [operator.healthRegistry.number];
        for (const fact of [operator.legalName, taxNumberOf(operator), ...numbers, director?.name, own?.number])
          expect(text, `${path}: ${operator.country}`).toContain(fact);
      }
    }
  });

  test(`every page in ${language} names each physician with their registrations, and no prescription brand or banned claim`, async ({
    request,
  }) => {
    const home = prefix(language);
    const paths = [...indexedPaths.map((path) => (path === "/" ? home || "/" : `${home}${path}`))];
    let named = 0;
    for (const path of paths) {
      const page = await html(request, path);
      expect(prescriptionBrandsIn(page), path).toEqual([]);
      expect(page, path).not.toMatch(bannedWords);
      // (The footer's identification names each clinic's director with her registration in that country: checked
      // above.)
      const text = visibleText(page.replace(/<li data-identification="[A-Z]{2}">[\s\S]*?<\/li>/g, " "));
      for (const doctor of physicians) {
        if (!text.includes(doctor.name)) continue;
        named += 1;
        for (const registration of doctor.registrations)
          expect(text, `${path}: ${doctor.name}`).toContain(registration.number);
      }
    }
    // The about page and the legal notice name physicians at least.
    expect(named).toBeGreaterThanOrEqual(2);
  });
}

for (const language of languages) {
  test(`the accessibility statement in ${language} names the required level and the target, a phone per clinic and each country's enforcement body`, async ({
    request,
  }) => {
    const page = await html(request, `${prefix(language)}/accessibility`);
    const text = visibleText(page);
    for (const standard of ["EN 301 549", "WCAG", "2.1", "2.2"]) expect(text).toContain(standard);
    for (const location of locations) expect(page).toContain(`href="tel:${location.telephone.e164}"`);
    for (const [country, url] of Object.entries(accessibilityStatement.enforcement)) {
      expect(page).toMatch(new RegExp(`<li data-enforcement="${country}">[^]*?<a href="${url}"`));
    }
  });
}

test("the sitemap lists the legal notice and the accessibility statement in every language, and no prescription brand", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  expect(prescriptionBrandsIn(xml)).toEqual([]);
  for (const language of languages) {
    expect(xml).toContain(`${prefix(language)}/legal-notice</loc>`);
    expect(xml).toContain(`${prefix(language)}/accessibility</loc>`);
  }
});

for (const language of languages) {
  test(`the legal notice in ${language} shows each country's operator, registrations and medical director`, async ({
    page,
  }) => {
    await page.goto(`${prefix(language)}/legal-notice`);
    const legal = texts(language, "legal");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(legal.heading);
    for (const location of locations) {
      const operator = operators.find((entry) => entry.country === location.country);
      expect(operator, location.country).toBeDefined();
      if (!operator) continue;
      const section = page.locator(`[data-operator="${operator.country}"]`);
      await expect(section.getByRole("heading", { level: 2 })).toContainText(
        texts(language, "common").cities[location.id],
      );
      await expect(section).toContainText(operator.legalName);
      await expect(section).toContainText(taxNumberOf(operator));
      await expect(section).toContainText(operator.registeredAddress.street);
      await expect(section).toContainText(operator.privacyOfficer.name);
      const numbers =
        operator.country === "BR"
          ? [operator.crm.number]
          : operator.country === "PT"
            ? [operator.ers.registration, operator.ers.licence]
            : [operator.healthRegistry.number, operator.commercialRegistry.sheet];
      for (const number of numbers) await expect(section).toContainText(number);
      const director = physicians.find((doctor) => doctor.id === operator.medicalDirector);
      await expect(section).toContainText(director?.name ?? "?");
      const registration = director?.registrations.find((entry) => entry.country === operator.country);
      await expect(section).toContainText(registration?.number ?? "?");
      // The director's title in her own grammatical gender.
      await expect(section).toContainText(legal.fields.medical_director[`${operator.country}_${director?.gender}`]);
      // Spain's commercial registry in the registry's own terms, in every language.
      if (operator.country === "ES") await expect(section).toContainText(`hoja ${operator.commercialRegistry.sheet}`);
    }
    // Portugal's out-of-court settlement entity (Lei 144/2015 art. 18) and Spain's professional rules (LSSI-CE art.
    // 10.1.d), each linked.
    const main = page.getByRole("main");
    await expect(main.locator(`a[href="${disputeResolution.entityUrl}"]`)).toHaveText("www.centroarbitragemlisboa.pt");
    await expect(main.locator(`a[href="${disputeResolution.listUrl}"]`)).toBeVisible();
    await expect(page.locator("[data-professional-rules]")).toContainText("Código de Deontología Médica");
    await expect(page.locator(`[data-professional-rules] a[href="${medicalEthicsCodeUrl}"]`)).toBeVisible();
  });
}

test("the about page in Portuguese says NÃO ESPECIALISTA after the director's postgraduate training, and shows MÉDICA with her CRM", async ({
  page,
}) => {
  await page.goto("/pt/about-us");
  const training = page.locator("article p").filter({ hasText: "pós-graduação" });
  await expect(training).toContainText("(NÃO ESPECIALISTA)");
  const name = page.locator("article header").first();
  await expect(name).toContainText("Médica e diretora clínica");
  await expect(name.locator("[data-credentials]")).toContainText("CRM-SP nº 123456 (Brasil)");
  const data = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
  expect(data.identifier).toEqual(
    expect.arrayContaining([expect.objectContaining({ propertyID: "CRM-SP", value: "123456" })]),
  );
});
