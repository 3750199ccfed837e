import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultCatalogue, groupLists } from "~/config/treatment-catalogue";
import { checkTexts, problemLine } from "~/features/content/text-rules";
import { allTexts } from "~/i18n/resources.server";
import { counters, locations, partners } from "./clinic";
import { clinicalDirector } from "./physicians";
import { serviceCards } from "./services";
import { groupOf, relatedTreatments, serviceGroups, treatmentKeys } from "./treatments";

const productKeys =
  "hair_transplant_fue_long_hair, hair_transplant, beard_transplant, eyebrow_transplant, exossomes, trichotest, prp, mesotherapy, refyldess, alluzience, hyaluronic_filler, sculptra, harmonyca, nctf, pdo_threads, pdrn, plasma_jet, prp_facial, body_filler, body_mesotherapy, nutrigen, telotest, acnetest".split(
    ", ",
  );

describe("treatments", () => {
  it("are exactly the product's 23 keys (docs/product.md#service-dialogs-and-treatments)", () => {
    expect([...treatmentKeys].sort()).toEqual([...productKeys].sort());
  });

  it("group as the three service dialogs list them: 4, 16 and 4", () => {
    expect(serviceGroups.hair_treatment).toEqual(["exossomes", "trichotest", "prp", "mesotherapy"]);
    expect(serviceGroups.aesthetic_medicine).toHaveLength(16);
    expect(serviceGroups.hair_transplant).toHaveLength(4);
    // The catalogue the pages list (its defaults, before the clinic publishes anything) keeps each card's order.
    const lists = groupLists(defaultCatalogue);
    expect(serviceCards.map((card) => lists[card.id].map((record) => record.key))).toEqual([
      serviceGroups.hair_treatment,
      serviceGroups.aesthetic_medicine,
      serviceGroups.hair_transplant,
    ]);
  });

  it("each have a title and a description of 80 to 150 words in English", () => {
    const problems = checkTexts(allTexts())
      .filter((problem) => problem.language === "en" && problem.namespace === "treatments")
      .filter((problem) =>
        ["missing_key", "treatment_text_missing", "empty", "too_few_words", "too_many_words"].includes(problem.rule),
      )
      .filter((problem) => /\.(?:title|description)$/.test(problem.key));
    expect(problems.map(problemLine)).toEqual([]);
  });
});

describe("the clinic's data", () => {
  it("has 16 partners with distinct ids and a logo each", () => {
    expect(partners).toHaveLength(16);
    expect(new Set(partners.map((partner) => partner.id)).size).toBe(16);
    for (const partner of partners) expect(partner.icon).toMatch(/^\/images\/partners\/[a-z]+\.svg$/);
  });

  it("has the product's counters (docs/product.md#welcome-and-counters)", () => {
    expect(counters.map((counter) => counter.value)).toEqual([1027, 2050, 1749, 3]);
    expect(counters.at(-1)?.label).toBe("locations");
  });

  it("counts as many locations as its locations counter says", () => {
    expect(locations).toHaveLength(counters.find((c) => c.label === "locations")?.value ?? -1);
  });
});

describe("treatment pages", () => {
  it("relate each treatment to others of its group, never to itself", () => {
    expect(relatedTreatments("trichotest")).toEqual(["prp", "mesotherapy", "exossomes"]);
    expect(relatedTreatments("acnetest")).toEqual(["refyldess", "alluzience", "hyaluronic_filler", "sculptra"]);
    for (const key of treatmentKeys) {
      const related = relatedTreatments(key);
      expect(related, key).not.toContain(key);
      expect(related.length, key).toBeGreaterThanOrEqual(3);
      for (const other of related) expect(serviceGroups[groupOf(key)], key).toContain(other);
    }
  });

  it("label exosomes, listed in two groups, by the first", () => {
    expect(groupOf("exossomes")).toBe("hair_treatment");
    expect(groupOf("nctf")).toBe("aesthetic_medicine");
    expect(groupOf("beard_transplant")).toBe("hair_transplant");
  });
});

describe("the clinical director", () => {
  it("has a registration in each country of the clinic, and her portrait in every width", () => {
    const director = clinicalDirector;
    expect(director.registrations.map((r) => r.country).sort()).toEqual(locations.map((l) => l.country).sort());
    for (const width of director.portrait.widths) {
      expect(
        existsSync(new URL(`../../public${director.portrait.base}-${width}.webp`, import.meta.url)),
        String(width),
      ).toBe(true);
    }
  });
});
