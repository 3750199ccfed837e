import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { treatmentKeys } from "~/config/treatments";
import { languages } from "~/i18n/languages";

/** The facts docs/product.md#medical-texts fixes, stated in every language, and sober wording throughout. */
const treatments = (language: string) =>
  JSON.parse(readFileSync(new URL(`./${language}/treatments.json`, import.meta.url), "utf8")) as Record<
    string,
    { title: string; description: string }
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

  it("quote no invented percentages", () => {
    for (const key of treatmentKeys) {
      expect(texts[key]?.description, key).not.toMatch(/\d+\s?%/);
    }
  });
});
