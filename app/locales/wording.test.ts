import { describe, expect, it } from "vitest";
import { checkTexts, problemLine, type TextRule } from "~/features/content/text-rules";
import { type Language, languages } from "~/i18n/languages";
import { allTexts } from "~/i18n/resources.server";

/**
 * Wording rules of the texts, in every language: typography, placeholders that read right whatever the
 * clinic's data, and what the medical publicity rules forbid (docs/product.md#medical-texts). The rules are
 * the content editor's (app/features/content/text-rules.ts); each test names the texts that break one, as
 * "<language>/<namespace>.json <key>: <rule> (<detail>)".
 */
const problems = checkTexts(allTexts());
const breaking = (language: Language, rules: TextRule[], keyStart = "") =>
  problems
    .filter((problem) => problem.language === language && rules.includes(problem.rule))
    .filter((problem) => problem.key.startsWith(keyStart))
    .map(problemLine);

describe.each(["fr", "it"] as const)("%s typography", (language) => {
  it("uses the typographic apostrophe (’), never the straight one", () => {
    expect(breaking(language, ["straight_apostrophe"])).toEqual([]);
  });
});

describe.each(languages)("%s placeholders", (language) => {
  it("glue no elided word to a placeholder: the clinic's data may start with any letter", () => {
    expect(breaking(language, ["glued_placeholder"])).toEqual([]);
  });
});

describe("French before the clinic's and the school's names", () => {
  it("puts no word there that French elides before a vowel (de, que, le, la…)", () => {
    expect(breaking("fr", ["elision_before_name"])).toEqual([]);
  });
});

describe.each(["pt", "es", "fr", "it"] as const)("%s texts naming the director", (language) => {
  it("give her title its article, as the language requires", () => {
    expect(breaking(language, ["director_article"])).toEqual([]);
  });
});

describe.each(languages)("%s medical publicity", (language) => {
  it("promises no painless treatment or test", () => {
    expect(breaking(language, ["painless_claim"])).toEqual([]);
  });

  it("refers to botulinum toxins neither by brand nor as neuromodulators", () => {
    expect(breaking(language, ["prescription_brand", "indirect_toxin_reference"])).toEqual([]);
  });

  it("calls its physicians neither surgeons nor specialists", () => {
    expect(breaking(language, ["specialty_claim"])).toEqual([]);
  });

  it("says that written consent is asked before each genetic test's sample", () => {
    expect(breaking(language, ["written_consent_missing"])).toEqual([]);
  });
});

describe.each(["pt", "es", "fr"] as const)("%s wording", (language) => {
  it('keeps what the native review chose (pt "conosco", es "pápulas", fr "anesthésique"…)', () => {
    expect(breaking(language, ["replaced_wording"])).toEqual([]);
  });
});

describe.each(["pt", "es", "fr", "it"] as const)("%s contact form", (language) => {
  it("says the request was received, not that a registration succeeded", () => {
    expect(breaking(language, ["registration_wording"])).toEqual([]);
  });
});

describe("Brazilian exosome and PDRN texts", () => {
  it.each(["exossomes", "pdrn"])(
    "describe %s as topical on intact skin, never injected nor after microneedling",
    (key) => {
      expect(breaking("pt", ["topical_missing", "injection_mentioned"], `${key}.`)).toEqual([]);
    },
  );
});
