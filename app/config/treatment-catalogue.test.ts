import { describe, expect, it } from "vitest";
import { catalogueOf, defaultCatalogue, fieldKey, groupLists, relatedOf } from "./treatment-catalogue";

const keysOf = (records: ReadonlyArray<{ key: string }>) => records.map((record) => record.key);

describe("the treatments' catalogue", () => {
  it("is the repository's treatments until the clinic publishes anything", () => {
    expect(catalogueOf({})).toHaveLength(23);
    expect(catalogueOf({}).every((record) => record.shown)).toBe(true);
    expect(keysOf(groupLists(catalogueOf({})).hair_treatment)).toEqual([
      "exossomes",
      "trichotest",
      "prp",
      "mesotherapy",
    ]);
  });

  it("adds a treatment the published fields name, hides one, and moves one within its card", () => {
    const catalogue = catalogueOf({
      [fieldKey("scalp-peel", "groups")]: "hair_treatment",
      [fieldKey("scalp-peel", "order")]: "5",
      [fieldKey("scalp-peel", "shown")]: "yes",
      [fieldKey("scalp-peel", "not_offered")]: "BR",
      [fieldKey("prp", "shown")]: "no",
      [fieldKey("mesotherapy", "order")]: "1",
    });
    expect(keysOf(groupLists(catalogue).hair_treatment)).toEqual([
      "mesotherapy",
      "scalp-peel",
      "exossomes",
      "trichotest",
    ]);
    const added = catalogue.find((record) => record.slug === "scalp-peel");
    expect(added).toMatchObject({ slug: "scalp-peel", test: false, notOffered: [{ country: "BR" }] });
    expect(catalogue.find((record) => record.key === "prp")?.shown).toBe(false);
    // A hidden treatment is no one's related treatment.
    expect(keysOf(relatedOf(catalogue, added as NonNullable<typeof added>))).not.toContain("prp");
  });

  it("ignores what it cannot read, and keeps a treatment in no card hidden", () => {
    const catalogue = catalogueOf({
      [fieldKey("prp", "order")]: "first",
      [fieldKey("prp", "groups")]: "nowhere",
      [fieldKey("prp", "not_offered")]: "atlantis",
      [fieldKey("Bad Key", "shown")]: "yes",
      [fieldKey("draft-only", "shown")]: "yes",
    });
    const prp = catalogue.find((record) => record.key === "prp");
    const original = defaultCatalogue.find((record) => record.key === "prp");
    expect(prp).toEqual(original);
    expect(keysOf(catalogue)).not.toContain("Bad Key");
    expect(catalogue.find((record) => record.slug === "draft-only")?.shown).toBe(false);
  });
});
