import { describe, expect, it } from "vitest";
import { defaultRecord } from "~/config/treatment-catalogue";
import { languages } from "~/i18n/languages";
import { localizedPath } from "~/i18n/localized-path";
import { serverT } from "~/i18n/resources.server";
import { indexedPaths, treatmentPath } from "~/pages";
import { loader as sitemap } from "~/routes/sitemap[.]xml";
import { homeData, treatmentData } from "~/seo/structured-data.server";
import { defaultLocations } from "./location-records";
import { prescriptionBrands, prescriptionBrandsIn } from "./prescription-brands";
import { isTreatmentKey, treatmentKeys, treatmentOfSlug, treatmentSlug } from "./treatments";

const siteUrl = "https://www.aurea-clinic.com";

describe("the list of prescription-only brands", () => {
  it("finds a brand in any case, inside other words too, and names each once", () => {
    expect(prescriptionBrandsIn("Botulinum toxin for frown lines")).toEqual([]);
    expect(prescriptionBrandsIn("/service/ALLUZIENCE?x=Botox&y=botox")).toEqual(["alluzience", "botox"]);
    expect(prescriptionBrandsIn('{"name":"Relfydess®"}')).toEqual(["relfydess"]);
    for (const brand of prescriptionBrands) expect(prescriptionBrandsIn(`a ${brand.toUpperCase()}.`)).toEqual([brand]);
  });
});

describe("the treatments' public addresses", () => {
  it("name no prescription-only brand", () => {
    const slugs = treatmentKeys.map(treatmentSlug);
    expect(slugs.filter((slug) => prescriptionBrandsIn(slug).length > 0)).toEqual([]);
    expect(treatmentSlug("alluzience")).toBe("botulinum-toxin-frown-lines");
    expect(treatmentSlug("refyldess")).toBe("botulinum-toxin-upper-face-lines");
  });

  it("are the keys themselves for every other treatment", () => {
    for (const key of treatmentKeys.filter((key) => !["alluzience", "refyldess"].includes(key))) {
      expect(treatmentSlug(key)).toBe(key);
    }
  });

  it("are distinct words of an address, and none is the key of another treatment", () => {
    const slugs = treatmentKeys.map(treatmentSlug);
    expect(new Set(slugs).size).toBe(treatmentKeys.length);
    for (const key of treatmentKeys) {
      const slug = treatmentSlug(key);
      expect(slug, key).toMatch(/^[a-z0-9]+(?:[-_][a-z0-9]+)*$/);
      expect(treatmentOfSlug(slug)).toBe(key);
      // A slug that were another treatment's key would make that key's old address ambiguous.
      if (slug !== key) expect(isTreatmentKey(slug), slug).toBe(false);
    }
    // A key whose slug differs is no longer an address of its own.
    expect(treatmentOfSlug("alluzience")).toBeUndefined();
    expect(treatmentPath("refyldess")).toBe("/service/botulinum-toxin-upper-face-lines");
  });

  it("are what the sitemap lists, in every language, with no brand in it", async () => {
    expect(indexedPaths).toEqual(expect.arrayContaining(treatmentKeys.map(treatmentPath)));
    const xml = await (await sitemap({ request: new Request("http://localhost:3000/sitemap.xml") })).text();
    expect(prescriptionBrandsIn(xml)).toEqual([]);
    expect(xml).toContain("/pt/service/botulinum-toxin-frown-lines</loc>");
    expect(xml).toContain("/it/service/botulinum-toxin-upper-face-lines</loc>");
  });
});

describe.each(languages)("structured data in %s", (language) => {
  const countries = serverT(language, "common");
  const home = homeData(siteUrl, language, defaultLocations, {
    description: serverT(language, "home")("meta.description"),
    countries: { BR: countries("countries.BR"), ES: countries("countries.ES"), PT: countries("countries.PT") },
  });

  it("names no prescription-only brand, on the home page or on any treatment's page", () => {
    const treatments = serverT(language, "treatments");
    const texts = serverT(language, "treatment");
    const pages = treatmentKeys.map((key) =>
      treatmentData(siteUrl, language, defaultRecord(key), defaultLocations, {
        name: treatments(`${key}.title`),
        description: treatments(`${key}.summary`),
        home: texts("home"),
        treatments: texts("treatments"),
      }),
    );
    expect(prescriptionBrandsIn(JSON.stringify([home, ...pages]))).toEqual([]);
    expect(JSON.stringify(pages)).toContain(`${siteUrl}${localizedPath(language, "/service/botulinum")}`);
  });
});
