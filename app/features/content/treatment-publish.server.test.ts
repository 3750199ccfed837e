import { describe, expect, it } from "vitest";
import { type Language, languages } from "~/i18n/languages";
import { newLocation, newLocationFields } from "../../../tests/fixtures/new-location";
import { newTreatment } from "../../../tests/fixtures/new-treatment";
import type { TextChange } from "./content-store.server";
import { publishProblems } from "./publish-check.server";
import "~/features/records/kinds.server";
import { treatmentKind } from "~/features/records/kinds/treatments.server";
import { newIdProblem } from "~/features/records/record-editor.server";
import { contextOf } from "~/features/records/record-kind";

const field = (
  name: "groups" | "order" | "shown" | "test" | "not_offered" | "image",
  after: string,
  key: string = newTreatment.key,
): TextChange => ({
  language: "en",
  namespace: "catalogue",
  key: `treatments.${key}.${name}`,
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
    expect(new Set(problems.map((problem) => problem.language))).toEqual(new Set(["pt-PT", "es", "fr", "it"]));
    expect(problems).toContainEqual(
      expect.objectContaining({
        language: "fr",
        key: `${newTreatment.key}.description`,
        rule: "treatment_text_missing",
      }),
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

  it("refuses a setting the site cannot read, once the treatment is shown", () => {
    expect(publishProblems([field("groups", "everywhere"), field("shown", "yes")])).toContainEqual(
      expect.objectContaining({ namespace: "catalogue", rule: "field_choices", detail: { found: "everywhere" } }),
    );
  });

  it("needs no texts while hidden", () => {
    expect(publishProblems([field("groups", "hair_treatment"), field("shown", "no")])).toEqual([]);
  });
});

describe("a treatment's own picture at publish", () => {
  const picture = field("image", "0123456789abcdef0123", "trichotest");
  const alt = (language: Language, after: string): TextChange => ({
    language,
    namespace: "treatments",
    key: "trichotest.image_alt",
    before: null,
    after,
  });
  const described: Record<Language, string> = {
    en: "A physician takes a cheek swab for the genetic hair test.",
    pt: "Uma médica colhe uma amostra da mucosa da bochecha para o teste genético capilar.",
    "pt-PT": "Uma médica recolhe uma amostra da mucosa da bochecha para o teste genético capilar.",
    es: "Una médica toma una muestra de la mucosa de la mejilla para el test genético capilar.",
    fr: "Une médecin prélève un échantillon à l’intérieur de la joue pour le test génétique capillaire.",
    it: "Una dottoressa preleva un campione dall’interno della guancia per il test genetico dei capelli.",
  };

  it("is refused until it is described in every language, and says where", () => {
    const problems = publishProblems([picture, alt("en", described.en), alt("pt", described.pt)]);
    expect(problems.map(({ language, key, rule }) => `${language} ${key} ${rule}`).sort()).toEqual([
      "es trichotest.image_alt image_alt_missing",
      "fr trichotest.image_alt image_alt_missing",
      "it trichotest.image_alt image_alt_missing",
      "pt-PT trichotest.image_alt image_alt_missing",
    ]);
  });

  it("is accepted described in five languages, in a sentence a screen reader reads whole", () => {
    const all = languages.map((language) => alt(language, described[language]));
    expect(publishProblems([picture, ...all])).toEqual([]);
    const long = all.map((change) =>
      change.language === "fr" ? { ...change, after: "Une image. ".repeat(16) } : change,
    );
    expect(publishProblems([picture, ...long])).toContainEqual(
      expect.objectContaining({ language: "fr", key: "trichotest.image_alt", rule: "too_long" }),
    );
  });

  it("refuses an image field that names no picture", () => {
    expect(publishProblems([field("image", "../etc/passwd", "trichotest")])).toContainEqual(
      expect.objectContaining({ namespace: "catalogue", rule: "field_picture" }),
    );
    expect(publishProblems([field("image", "", "trichotest")])).toEqual([]);
  });
});

describe("the counters and the other fields at publish", () => {
  const change = (key: string, after: string): TextChange => ({
    language: "en",
    namespace: "catalogue",
    key,
    before: null,
    after,
  });

  it("accepts a counter's whole number, and refuses anything else with its own rule", () => {
    expect(publishProblems([change("counters.procedures.value", "2100")])).toEqual([]);
    expect(publishProblems([change("counters.procedures.value", "2.100")])).toEqual([
      {
        language: "en",
        namespace: "catalogue",
        key: "counters.procedures.value",
        rule: "counter_value",
        detail: { found: "2.100", min: 0, max: 9_999_999 },
      },
    ]);
  });

  it("checks a physician's fields with their record: each problem on its field, in the catalogue", () => {
    expect(publishProblems([change("physicians.helena-duarte.name", "Helena Duarte Matos")])).toEqual([]);
    expect(publishProblems([change("physicians.tiago-ferreira.pt_number", "")])).toEqual([
      {
        language: "en",
        namespace: "catalogue",
        key: "physicians.tiago-ferreira.crm_number",
        rule: "physician_no_registration",
      },
      {
        language: "en",
        namespace: "catalogue",
        key: "physicians.tiago-ferreira.pt_number",
        rule: "physician_director_registration",
      },
    ]);
    expect(publishProblems([change("physicians.lucia-romero.es_number", "28-28")])).toContainEqual(
      expect.objectContaining({ key: "physicians.lucia-romero.es_number", rule: "physician_number" }),
    );
  });

  it("takes a location added with its city's name in every language; without them, says so once per language", () => {
    const fields = Object.entries(newLocationFields).map(([key, value]) => change(key, value));
    const cities = languages.map(
      (language): TextChange => ({
        language,
        namespace: "common",
        key: `cities.${newLocation.id}`,
        before: null,
        after: newLocation.cities[language],
      }),
    );
    expect(publishProblems([...fields, ...cities])).toEqual([]);
    expect(publishProblems(fields)).toEqual(
      languages.map((language) => ({
        language,
        namespace: "common",
        key: `cities.${newLocation.id}`,
        rule: "location_text_missing",
      })),
    );
    // A treatment may leave it out, once it exists.
    expect(
      publishProblems([...fields, ...cities, change("treatments.prp.not_offered", "BR:prp_research_only_br porto")]),
    ).toEqual([]);
    expect(publishProblems([change("treatments.prp.not_offered", "porto")])).toContainEqual(
      expect.objectContaining({ key: "treatments.prp.not_offered", rule: "catalogue_where" }),
    );
  });

  it("refuses a location's field that breaks its rule, and every location hidden", () => {
    expect(publishProblems([change("locations.madrid.postal_code", "28-001")])).toEqual([
      {
        language: "en",
        namespace: "catalogue",
        key: "locations.madrid.postal_code",
        rule: "location_postal_code",
        detail: { example: "28001" },
      },
    ]);
    const hidden = ["sao_paulo", "madrid", "lisbon"].map((id) => change(`locations.${id}.shown`, "no"));
    expect(publishProblems(hidden)).toContainEqual(expect.objectContaining({ rule: "location_none_shown" }));
  });

  it("takes a brand added with its name, logo and description in every language; without them, says what is missing", () => {
    const fields = [
      change("partners.skin-lab.title", "Skin Lab"),
      change("partners.skin-lab.logo", "0123456789abcdef0123"),
      change("partners.skin-lab.shown", "yes"),
      change("partners.skin-lab.order", "15"),
    ];
    const described = (text: string) =>
      languages.map(
        (language): TextChange => ({
          language,
          namespace: "home",
          key: "brands.partners.skin-lab",
          before: null,
          after: `${text} (${language})`,
        }),
      );
    expect(publishProblems([...fields, ...described("Professional skin care")])).toEqual([]);
    expect(publishProblems(fields)).toEqual(
      languages.map((language) => ({
        language,
        namespace: "home",
        key: "brands.partners.skin-lab",
        rule: "partner_text_missing",
      })),
    );
    // A description is a text like any: it names no prescription-only medicine either.
    expect(publishProblems([...fields, ...described("Botox and fillers")])).toContainEqual(
      expect.objectContaining({ key: "brands.partners.skin-lab", rule: "prescription_brand" }),
    );
    expect(publishProblems([change("partners.allergan.title", "Botox")])).toEqual([
      {
        language: "en",
        namespace: "catalogue",
        key: "partners.allergan.title",
        rule: "partner_brand",
        detail: { found: "botox" },
      },
    ]);
  });

  it("refuses leaving fewer brands shown than the carousel shows at a time", () => {
    const ids = ["galderma", "allergan", "merz", "teoxane", "filorga", "croma", "prollenium", "sinclair", "revitacare"];
    const others = ["mesoestetic", "skinceuticals", "isdin", "dermagenetics"];
    const hide = (list: string[]) => list.map((id) => change(`partners.${id}.shown`, "no"));
    // Sixteen less twelve: four, one slide.
    expect(publishProblems(hide([...ids, "biologique", "kaloderma", "vitaforma"]))).toEqual([]);
    expect(publishProblems(hide([...ids, ...others]))).toContainEqual(
      expect.objectContaining({ rule: "partner_too_few", detail: { min: 4, found: 3 } }),
    );
  });

  it("checks each country's legal identity with the start-up check's rules, and its director from both sides", () => {
    expect(publishProblems([change("operators.pt.ers_licence", "22001/2026")])).toEqual([]);
    expect(publishProblems([change("operators.es.nif", "B87654320")])).toEqual([
      {
        language: "en",
        namespace: "catalogue",
        key: "operators.es.nif",
        rule: "operator_tax_number",
        detail: { name: "NIF", found: "B87654320" },
      },
    ]);
    // Lucía Romero directing the clinic in Portugal, where she is not registered: told on both records' fields.
    expect(publishProblems([change("operators.pt.medical_director", "lucia-romero")])).toEqual([
      {
        language: "en",
        namespace: "catalogue",
        key: "physicians.lucia-romero.pt_number",
        rule: "physician_director_registration",
      },
      { language: "en", namespace: "catalogue", key: "operators.pt.medical_director", rule: "operator_director" },
    ]);
  });

  it("refuses a field the site does not read", () => {
    for (const key of [
      "counters.locations.value",
      "treatments.trichotest.colour",
      "prices.trichotest",
      "physicians.tiago-ferreira.portrait",
      "physicians.someone-else.name",
      "operators.fr.legal_name",
      "operators.br.nif",
    ]) {
      expect(publishProblems([change(key, "12")]), key).toContainEqual(
        expect.objectContaining({ key, rule: "catalogue_field" }),
      );
    }
  });
});

describe("a new treatment's address", () => {
  it("is lower-case words joined by hyphens, not another treatment's, and names no prescription-only brand", () => {
    const records = treatmentKind.defaults();
    const problem = (key: string) => newIdProblem(treatmentKind as never, key, records);
    expect(problem(newTreatment.key)).toBeNull();
    expect(problem("Scalp Peel")).toBe("id_invalid");
    expect(problem("scalp--peel")).toBe("id_invalid");
    expect(problem("trichotest")).toBe("id_taken");
    expect(problem("botulinum-toxin-frown-lines")).toBe("id_taken");
    expect(problem("botox-forehead")).toBe("id_brand");
  });
});

describe("a treatment's form of where it is not offered", () => {
  const read = (...places: string[]) =>
    treatmentKind.fields.not_offered.read?.(places.join(" "), "BR:prp_research_only_br", contextOf({}));

  it("keeps a country's rule, with its reason, while its locations stay ticked, and adds a location ticked", () => {
    expect(read("sao_paulo", "lisbon")).toBe("BR:prp_research_only_br lisbon");
    expect(read("madrid")).toBe("madrid");
    expect(treatmentKind.fields.not_offered.display?.("BR:prp_research_only_br", contextOf({}))).toBe("sao_paulo");
  });
});
