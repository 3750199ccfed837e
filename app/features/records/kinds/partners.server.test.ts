import { describe, expect, it } from "vitest";
import { partners } from "~/config/clinic";
import { recordsOf, ruleLines } from "../../../../tests/support/records";
import { catalogueKindOf } from "../kinds.server";
import { fewestShownPartners, partnerKind } from "./partners.server";

const logo = "0123456789abcdef0123";
const key = partnerKind.key;
const partnersOf = (fields: Record<string, string>) => recordsOf(partnerKind, fields);

describe("the partner brands as records", () => {
  it("are the repository's sixteen when nothing is published, in the carousel's order, without a problem", () => {
    const { all, problems } = partnersOf({});
    expect(problems).toEqual([]);
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
      [key("merz", "title")]: "Merz Aesthetics Iberia",
      [key("merz", "logo")]: logo,
      [key("merz", "order")]: "1",
      [key("croma", "shown")]: "no",
    });
    expect(problems).toEqual([]);
    expect(all[0]).toEqual({ id: "merz", title: "Merz Aesthetics Iberia", logo, shown: true, order: 1 });
    expect(all.find(({ id }) => id === "croma")?.shown).toBe(false);
  });

  it("say which field breaks which rule, and keep the repository's brand meanwhile", () => {
    const { all, problems } = partnersOf({
      [key("allergan", "title")]: "Botox by Allergan",
      [key("allergan", "logo")]: "https://elsewhere.example/logo.svg",
      [key("allergan", "order")]: "first",
      [key("teoxane", "title")]: "T",
    });
    expect(ruleLines(problems)).toEqual([
      "allergan.title:partner_brand",
      "allergan.order:field_number",
      "allergan.logo:partner_logo",
      "teoxane.title:field_text",
    ]);
    expect(problems[0]?.detail).toMatchObject({ found: "botox" });
    expect(problems[3]?.detail).toMatchObject({ max: 60, found: "T" });
    expect(all.find(({ id }) => id === "allergan")).toEqual(partnersOf({}).all[1]);
  });

  it("add a brand the clinic writes, in its place; one still hidden and unwritten needs nothing yet", () => {
    const added = {
      [key("skin-lab", "title")]: "Skin Lab",
      [key("skin-lab", "logo")]: logo,
      [key("skin-lab", "shown")]: "yes",
      [key("skin-lab", "order")]: "15",
    };
    const { all, problems } = partnersOf(added);
    expect(problems).toEqual([]);
    expect(all.map(({ id }) => id).slice(0, 3)).toEqual(["galderma", "skin-lab", "allergan"]);
    const begun = partnersOf({ [key("new-brand", "shown")]: "no", [key("new-brand", "order")]: "170" });
    expect(begun.problems).toEqual([]);
    expect(begun.all.map(({ id }) => id)).not.toContain("new-brand");
    // Shown, it must have its name and its logo.
    const shown = partnersOf({ [key("new-brand", "shown")]: "yes", [key("new-brand", "order")]: "170" });
    expect(shown.problems.map(({ field, rule }) => `${field}:${rule}`)).toEqual([
      "title:field_text",
      "logo:partner_logo",
    ]);
    // A repository brand's own wordmark is the only path a logo may name.
    expect(
      partnersOf({ [key("isdin", "logo")]: "/images/partners/galderma.svg" }).problems.map(
        ({ field, rule }) => `${field}:${rule}`,
      ),
    ).toEqual(["logo:partner_logo"]);
  });

  it("keep at least a slide's worth shown: hiding a thirteenth of sixteen is refused on a hidden brand", () => {
    const hidden = Object.fromEntries(partners.slice(0, 13).map(({ id }) => [key(id, "shown"), "no"]));
    const { problems } = partnersOf(hidden);
    expect(problems).toEqual([
      { id: partners[0]?.id, field: "shown", rule: "partner_too_few", detail: { min: fewestShownPartners, found: 3 } },
    ]);
  });

  it("are a kind of record: their fields' defaults, and the editor's page of each", () => {
    const kind = catalogueKindOf(key("galderma", "title"));
    expect(kind?.defaultOf(key("galderma", "title"))).toBe("Galderma");
    expect(kind?.defaultOf(key("skin-lab", "title"))).toBeUndefined();
    expect(kind?.editorPath(key("skin-lab", "logo"))).toBe("/partners/skin-lab");
    expect(kind?.fieldHref(key("skin-lab", "logo"))).toBe("/partners/skin-lab#partners-logo");
    expect(kind?.problemOf("partners.galderma.colour")).toBe("catalogue_field");
    // The description is a text of the home page in each language, never a field.
    expect(kind?.problemOf("partners.galderma.description")).toBe("catalogue_field");
    expect(fewestShownPartners).toBe(4);
  });
});
