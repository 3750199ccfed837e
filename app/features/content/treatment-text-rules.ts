import {
  defaultCatalogue,
  imageAltField,
  type TreatmentRecord,
  treatmentTextFields,
} from "~/config/treatment-catalogue";
import type { TreatmentKey } from "~/config/treatments";
import type { Language } from "~/i18n/languages";
import type { Bundles, Namespace } from "~/i18n/namespaces";
import { lengthFindings, textLimitOf } from "./text-limits";
import { entriesOf, type TextProblem, type TextRule, textAt, valueAt } from "./text-problem";

/**
 * The treatments' texts (docs/product.md#medical-texts): every treatment described in every language, at a
 * length people read and search engines show, with the facts the product fixes and nothing it forbids.
 */
export function checkTreatmentTexts(
  language: Language,
  bundles: Bundles,
  treatments: readonly TreatedAs[] = defaultCatalogue,
): TextProblem[] {
  const texts = bundles.treatments;
  // A language without the namespace is told so once (missing_namespace), not once per treatment.
  if (texts === undefined) return [];
  const problem: Problem = (key, rule, detail, namespace = "treatments") => ({
    language,
    namespace,
    key,
    rule,
    ...(detail && { detail }),
  });
  return [
    ...treatments.flatMap(({ key }) => treatmentFields(texts, key, problem)),
    ...treatments.flatMap(({ key, image }) => (image ? imageAltRules(texts, key, problem) : [])),
    ...duplicateTitles(texts, treatments, problem),
    ...missingFacts(language, texts, problem),
    ...missingConsent(language, bundles, treatments, problem),
    ...(language === "pt" ? brazilianTopicals(texts, problem) : []),
  ];
}

/** What the rules need to know of a treatment: its texts' key, whether it is a test, and its picture if any. */
export type TreatedAs = Pick<TreatmentRecord, "key" | "test"> & Partial<Pick<TreatmentRecord, "image">>;

type Problem = (key: string, rule: TextRule, detail?: TextProblem["detail"], namespace?: Namespace) => TextProblem;

type Field = (typeof treatmentTextFields)[number];

function treatmentFields(texts: unknown, treatment: string, problem: Problem): TextProblem[] {
  return treatmentTextFields.flatMap((field) => {
    const key = `${treatment}.${field}`;
    const text = textAt(texts, key);
    // English is the reference set, so only this rule notices that English itself lacks a treatment's text (a
    // treatment just added has none): told as a treatment's text to write, not as a translation missing.
    return text === undefined ? [problem(key, "treatment_text_missing")] : fieldRules[field](key, text, problem);
  });
}

const limited = (field: string) => (key: string, text: string, problem: Problem) =>
  lengthFindings(textLimitOf("treatments", field), text).map(({ rule, detail }) => problem(key, rule, detail));

const fieldRules: Record<Field, (key: string, text: string, problem: Problem) => TextProblem[]> = {
  title: limited("title"),
  page_title: pageTitleRules,
  summary: limited("summary"),
  description: descriptionRules,
};

function descriptionRules(key: string, description: string, problem: Problem): TextProblem[] {
  const percentage = /\d+\s?%/.exec(description);
  return [
    ...limited("description")(key, description, problem),
    ...(percentage ? [problem(key, "invented_percentage", { found: percentage[0] })] : []),
  ];
}

/** A treatment's own picture is described for people who cannot see it, in a sentence a screen reader reads whole. */
function imageAltRules(texts: unknown, treatment: string, problem: Problem): TextProblem[] {
  const key = `${treatment}.${imageAltField}`;
  const text = textAt(texts, key)?.trim();
  return text ? limited(imageAltField)(key, text, problem) : [problem(key, "image_alt_missing")];
}

/** A title search engines show whole (60 characters) that says what the treatment is, not just its name. */
function pageTitleRules(key: string, title: string, problem: Problem): TextProblem[] {
  const count = title.split(/\s+/).length;
  return [
    ...(count < 3 ? [problem(key, "title_words", { count, min: 3 })] : []),
    ...limited("page_title")(key, title, problem),
  ];
}

/** Each later page with a title already taken, naming the treatment that has it first. */
function duplicateTitles(texts: unknown, treatments: readonly TreatedAs[], problem: Problem): TextProblem[] {
  const owners = new Map<string, string>();
  return treatments.flatMap(({ key }) => {
    const title = textAt(texts, `${key}.page_title`);
    if (title === undefined) return [];
    const owner = owners.get(title);
    if (owner === undefined) owners.set(title, key);
    return owner === undefined
      ? []
      : [problem(`${key}.page_title`, "duplicate_title", { other: textAt(texts, `${owner}.title`) ?? owner })];
  });
}

/**
 * The facts docs/product.md#medical-texts fixes, each with the words the editor is told to write in the text's
 * language. The check is on the fact itself (the number, "six months" in any of the languages).
 */
const facts = [
  {
    treatment: "trichotest",
    pattern: /40/,
    words: { en: "40 genes", pt: "40 genes", "pt-PT": "40 genes", es: "40 genes", fr: "40 gènes", it: "40 geni" },
  },
  {
    treatment: "nctf",
    pattern: /59/,
    words: {
      en: "59 nutrients",
      pt: "59 nutrientes",
      "pt-PT": "59 nutrientes",
      es: "59 nutrientes",
      fr: "59 nutriments",
      it: "59 nutrienti",
    },
  },
  {
    treatment: "alluzience",
    pattern: /six months|seis meses|six mois|sei mesi/i,
    words: {
      en: "six months",
      pt: "seis meses",
      "pt-PT": "seis meses",
      es: "seis meses",
      fr: "six mois",
      it: "sei mesi",
    },
  },
] as const satisfies readonly { treatment: TreatmentKey; pattern: RegExp; words: Record<Language, string> }[];

function missingFacts(language: Language, texts: unknown, problem: Problem): TextProblem[] {
  return facts
    .filter(({ treatment, pattern }) => !pattern.test(textAt(texts, `${treatment}.description`) ?? ""))
    .map(({ treatment, words }) => problem(`${treatment}.description`, "fact_missing", { fact: words[language] }));
}

/** "Written consent", as each language says it; `words` is what the editor is told to write. */
const writtenConsent: Record<Language, { pattern: RegExp; words: string }> = {
  en: { pattern: /written consent/i, words: "written consent" },
  pt: { pattern: /consentimento (?:por escrito|escrito)/i, words: "consentimento por escrito" },
  "pt-PT": { pattern: /consentimento (?:por escrito|escrito)/i, words: "consentimento por escrito" },
  es: { pattern: /consentimiento (?:por escrito|escrito)/i, words: "consentimiento por escrito" },
  fr: { pattern: /consentement écrit|consentement par écrit/i, words: "consentement écrit" },
  it: { pattern: /consenso (?:informato )?(?:scritto|per iscritto)/i, words: "consenso scritto" },
};

/** Each genetic test's summary or description, and the treatment page's consultation step for tests. */
function missingConsent(
  language: Language,
  bundles: Bundles,
  treatments: readonly TreatedAs[],
  problem: Problem,
): TextProblem[] {
  const { pattern, words } = writtenConsent[language];
  const says = (namespace: Namespace, ...keys: string[]) =>
    pattern.test(keys.map((key) => textAt(bundles[namespace], key) ?? "").join(" "));
  const tests = treatments
    .filter(({ test }) => test)
    .map(({ key }) => key)
    .filter((key) => !says("treatments", `${key}.summary`, `${key}.description`))
    .map((key) => problem(`${key}.description`, "written_consent_missing", { words }));
  const consultation = "expect_test.consultation.text";
  const step =
    bundles.treatment === undefined || says("treatment", consultation)
      ? []
      : [problem(consultation, "written_consent_missing", { words }, "treatment")];
  return [...tests, ...step];
}

/** In Brazil, exosomes and PDRN are topical cosmetics: applied to intact skin, never injected. */
function brazilianTopicals(texts: unknown, problem: Problem): TextProblem[] {
  return (["exossomes", "pdrn"] as const).flatMap((treatment) => {
    const text = (field: Field) => textAt(texts, `${treatment}.${field}`) ?? "";
    const description = `${treatment}.description`;
    // Every text of the treatment, not only the four every treatment has.
    const injected = entriesOf(valueAt(texts, treatment)).flatMap(({ key, text }) => {
      const match = /inje[çt]|microagulh|agulha/i.exec(text);
      return match ? [problem(`${treatment}.${key}`, "injection_mentioned", { found: match[0] })] : [];
    });
    return [
      ...(/tópic/i.test(`${text("summary")} ${text("description")}`)
        ? []
        : [problem(description, "topical_missing", { words: "tópico" })]),
      ...(/pele íntegra/i.test(text("description"))
        ? []
        : [problem(description, "topical_missing", { words: "pele íntegra" })]),
      ...injected,
    ];
  });
}
