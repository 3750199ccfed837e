import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { prescriptionBrandsIn } from "~/config/prescription-brands";
import { treatmentKeys } from "~/config/treatments";
import { languages } from "~/i18n/languages";

/** The facts docs/product.md#medical-texts fixes, stated in every language, and sober wording throughout. */
const treatments = (language: string) =>
  JSON.parse(readFileSync(new URL(`./${language}/treatments.json`, import.meta.url), "utf8")) as Record<
    string,
    { title: string; page_title: string; summary: string; description: string }
  >;

describe.each(languages)("treatment texts in %s", (language) => {
  const texts = treatments(language);

  it("describe every treatment in 80 to 150 words", () => {
    for (const key of treatmentKeys) {
      const words = texts[key]?.description.split(/\s+/).length ?? 0;
      expect(words, key).toBeGreaterThanOrEqual(80);
      expect(words, key).toBeLessThanOrEqual(150);
    }
  });

  it("state the trichotest's 40 genes, NCTF's 59 nutrients and the six months of botulinum toxin", () => {
    expect(texts.trichotest?.description).toMatch(/40/);
    expect(texts.nctf?.description).toMatch(/59/);
    expect(texts.alluzience?.description).toMatch(/six months|seis meses|six mois|sei mesi/i);
  });

  it("give every treatment page a distinct title and a summary for search results of at most 160 characters", () => {
    const titles = treatmentKeys.map((key) => texts[key]?.page_title ?? "");
    expect(new Set(titles).size).toBe(treatmentKeys.length);
    for (const key of treatmentKeys) {
      // It says what the treatment is: its name alone (Trichotest) is not a title.
      expect(texts[key]?.page_title.split(/\s+/).length, key).toBeGreaterThanOrEqual(3);
      expect(texts[key]?.page_title.length, key).toBeLessThanOrEqual(60);
      expect(texts[key]?.summary.length, key).toBeGreaterThan(60);
      expect(texts[key]?.summary.length, key).toBeLessThanOrEqual(160);
    }
  });

  it("name no prescription-only medicine by its brand", () => {
    const words = Object.values(texts).flatMap((treatment) => Object.values(treatment));
    expect(words.filter((text) => prescriptionBrandsIn(text).length > 0)).toEqual([]);
  });

  it("quote no invented percentages", () => {
    for (const key of treatmentKeys) {
      expect(texts[key]?.description, key).not.toMatch(/\d+\s?%/);
    }
  });
});
