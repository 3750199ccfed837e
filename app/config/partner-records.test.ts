import { describe, expect, it } from "vitest";
import { recordKindOf } from "./catalogue-records";
import { partners } from "./clinic";
import { defaultPartners, fewestShownPartners, partnerKey, partnersOf } from "./partner-records";

const logo = "0123456789abcdef0123";

describe("the partner brands as records", () => {
  it("are the repository's sixteen when nothing is published, in the carousel's order, without a problem", () => {
    const { all, problems } = partnersOf({});
    expect(problems).toEqual([]);
    expect(all).toEqual(defaultPartners);
    expect(all.map(({ id }) => id)).toEqual(partners.map(({ id }) => id));
    expect(all[0]).toEqual({
      id: "galderma",
      title: "Galderma",
      logo: "/images/partners/galderma.svg",
      shown: true,
      order: 10,
    });
  });

  it("take the published fields: a new name, an uploaded logo, hidden, moved first", () => {
    const { all, problems } = partnersOf({
      [partnerKey("merz", "title")]: "Merz Aesthetics Iberia",
      [partnerKey("merz", "logo")]: logo,
      [partnerKey("merz", "order")]: "1",
      [partnerKey("croma", "shown")]: "no",
    });
    expect(problems).toEqual([]);
    expect(all[0]).toEqual({ id: "merz", title: "Merz Aesthetics Iberia", logo, shown: true, order: 1 });
    expect(all.find(({ id }) => id === "croma")?.shown).toBe(false);
  });

  it("say which field breaks which rule, and keep the repository's brand meanwhile", () => {
    const { all, problems } = partnersOf({
      [partnerKey("allergan", "title")]: "Botox by Allergan",
      [partnerKey("allergan", "logo")]: "https://elsewhere.example/logo.svg",
      [partnerKey("allergan", "order")]: "first",
      [partnerKey("teoxane", "title")]: "T",
    });
    expect(problems).toEqual([
      { id: "allergan", field: "title", rule: "partner_brand", detail: { found: "botox" } },
      { id: "allergan", field: "logo", rule: "partner_logo" },
      { id: "allergan", field: "order", rule: "partner_choice" },
      { id: "teoxane", field: "title", rule: "partner_title", detail: { max: 60 } },
    ]);
    expect(all.find(({ id }) => id === "allergan")).toEqual(defaultPartners[1]);
  });

  it("add a brand the clinic writes, in its place; one still hidden and unwritten needs nothing yet", () => {
    const added = {
      [partnerKey("skin-lab", "title")]: "Skin Lab",
      [partnerKey("skin-lab", "logo")]: logo,
      [partnerKey("skin-lab", "shown")]: "yes",
      [partnerKey("skin-lab", "order")]: "15",
    };
    const { all, problems } = partnersOf(added);
    expect(problems).toEqual([]);
    expect(all.map(({ id }) => id).slice(0, 3)).toEqual(["galderma", "skin-lab", "allergan"]);
    const begun = partnersOf({ [partnerKey("new-brand", "shown")]: "no", [partnerKey("new-brand", "order")]: "170" });
    expect(begun.problems).toEqual([]);
    expect(begun.all.map(({ id }) => id)).not.toContain("new-brand");
    // Shown, it must have its name and its logo.
    const shown = partnersOf({ [partnerKey("new-brand", "shown")]: "yes", [partnerKey("new-brand", "order")]: "170" });
    expect(shown.problems.map(({ field, rule }) => `${field}:${rule}`)).toEqual([
      "title:partner_title",
      "logo:partner_logo",
    ]);
    // A repository brand's own wordmark is the only path a logo may name.
    expect(partnersOf({ [partnerKey("isdin", "logo")]: "/images/partners/galderma.svg" }).problems).toEqual([
      { id: "isdin", field: "logo", rule: "partner_logo" },
    ]);
  });

  it("are a kind of record: their fields' defaults, and the editor's page of each", () => {
    const kind = recordKindOf(partnerKey("galderma", "title"));
    expect(kind?.kind).toBe("partners");
    expect(kind?.defaultOf(partnerKey("galderma", "title"))).toBe("Galderma");
    expect(kind?.defaultOf(partnerKey("skin-lab", "title"))).toBeUndefined();
    expect(kind?.editorPath(partnerKey("skin-lab", "logo"))).toBe("/partners/skin-lab");
    expect(kind?.problemOf("partners.galderma.colour", "red", {})).toBe("catalogue_field");
    expect(fewestShownPartners).toBe(4);
  });
});
