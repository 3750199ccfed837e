import { describe, expect, it } from "vitest";
import { defaultCatalogue, groupLists, relatedOf } from "~/config/treatment-catalogue";
import "../kinds.server";
import { treatmentKind, treatmentsIn } from "./treatments.server";

const catalogueOf = treatmentsIn;
const fieldKey = (key: string, field: string) => treatmentKind.key(key, field as "order");

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

  it("keeps the repository's where it cannot read a field, and leaves out a treatment added in no card", () => {
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
    expect(catalogue.find((record) => record.slug === "draft-only")).toBeUndefined();
  });
});
