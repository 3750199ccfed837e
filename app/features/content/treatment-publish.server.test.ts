import { describe, expect, it } from "vitest";
import { catalogueOf, fieldKey } from "~/config/treatment-catalogue";
import { type Language, languages } from "~/i18n/languages";
import { newTreatment } from "../../../tests/fixtures/new-treatment";
import type { TextChange } from "./content-store.server";
import { publishProblems } from "./publish-check.server";
import { newKeyProblem, settingsFrom } from "./treatment-editor.server";

const field = (name: "groups" | "order" | "shown" | "test" | "not_offered", after: string): TextChange => ({
  language: "en",
  namespace: "catalogue",
  key: fieldKey(newTreatment.key, name),
  before: null,
  after,
});
const added = [field("groups", "hair_treatment"), field("order", "500"), field("shown", "yes")];
const textsIn = (language: Language): TextChange[] =>
  Object.entries(newTreatment.texts[language]).map(([name, after]) => ({
    language,
    namespace: "treatments",
    key: `${newTreatment.key}.${name}`,
    before: null,
    after,
  }));

describe("a new treatment at publish", () => {
  it("is refused until it has its four texts in every language, and says which", () => {
    const problems = publishProblems([...added, ...textsIn("en"), ...textsIn("pt")]);
    expect(problems.length).toBeGreaterThan(0);
    expect(problems.every((problem) => problem.key.startsWith(`${newTreatment.key}.`))).toBe(true);
    expect(new Set(problems.map((problem) => problem.language))).toEqual(new Set(["es", "fr", "it"]));
    expect(problems).toContainEqual(
      expect.objectContaining({ language: "fr", key: `${newTreatment.key}.description`, rule: "missing_key" }),
    );
  });

  it("is accepted with them, and keeps the rules of every text (a description too short is refused)", () => {
    const all = languages.flatMap(textsIn);
    expect(publishProblems([...added, ...all])).toEqual([]);
    const short = all.map((change) =>
      change.language === "it" && change.key.endsWith(".description") ? { ...change, after: "Troppo breve." } : change,
    );
    expect(publishProblems([...added, ...short])).toContainEqual(
      expect.objectContaining({ language: "it", rule: "too_few_words" }),
    );
  });

  it("refuses a setting the site cannot read", () => {
    expect(publishProblems([field("groups", "everywhere")])).toContainEqual(
      expect.objectContaining({ namespace: "catalogue", rule: "catalogue_field", detail: { found: "everywhere" } }),
    );
  });

  it("needs no texts while hidden", () => {
    expect(publishProblems([field("groups", "hair_treatment"), field("shown", "no")])).toEqual([]);
  });
});

describe("a new treatment's address", () => {
  it("is lower-case words joined by hyphens, not another treatment's, and names no prescription-only brand", () => {
    const records = catalogueOf({});
    expect(newKeyProblem(newTreatment.key, records)).toBeNull();
    expect(newKeyProblem("Scalp Peel", records)).toBe("key_invalid");
    expect(newKeyProblem("scalp--peel", records)).toBe("key_invalid");
    expect(newKeyProblem("trichotest", records)).toBe("key_taken");
    expect(newKeyProblem("botulinum-toxin-frown-lines", records)).toBe("key_taken");
    expect(newKeyProblem("botox-forehead", records)).toBe("key_brand");
  });
});

describe("a treatment's settings form", () => {
  const form = (...places: string[]) => {
    const data = new FormData();
    data.append("groups", "hair_treatment");
    data.append("order", "180");
    data.append("shown", "yes");
    for (const place of places) data.append("not_offered", place);
    return data;
  };
  const prp = () =>
    catalogueOf({}).find((record) => record.key === "prp") as NonNullable<ReturnType<typeof catalogueOf>[number]>;

  it("keeps a country's rule, with its reason, while its locations stay ticked, and adds a location ticked", () => {
    expect(settingsFrom(prp(), form("sao_paulo", "lisbon")).notOffered).toEqual([
      { country: "BR", reason: "prp_research_only_br" },
      { location: "lisbon" },
    ]);
    expect(settingsFrom(prp(), form("madrid")).notOffered).toEqual([{ location: "madrid" }]);
    expect(settingsFrom(prp(), form("atlantis")).notOffered).toEqual([]);
  });
});
