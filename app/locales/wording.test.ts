import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { testKeys } from "~/config/treatments";
import { type Language, languages } from "~/i18n/languages";

/**
 * Wording rules of the texts, in every language: typography, placeholders that read right
 * whatever the clinic's data, and what the medical publicity rules forbid (COMPLIANCE.md).
 * Each rule names the texts that break it, as "<language>/<file> <key>: <text>".
 */
const root = path.dirname(new URL(import.meta.url).pathname);
type Json = string | { [key: string]: Json };

function flatten(value: Json, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value).flatMap(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key));
}

const files = readdirSync(path.join(root, "en")).filter((file) => file.endsWith(".json"));
/** The staff's inbox is not publicity: its texts follow the typography rules only. */
const publicFiles = files.filter((file) => file !== "staff.json");

const entries = (language: Language, only = files) =>
  only.flatMap((file) =>
    flatten(JSON.parse(readFileSync(path.join(root, language, file), "utf8")) as Json).map(
      ([key, text]) => ({ where: `${language}/${file} ${key}`, file, key, text }) as const,
    ),
  );
const breaking = (language: Language, rule: RegExp, only = files) =>
  entries(language, only)
    .filter(({ text }) => rule.test(text))
    .map(({ where, text }) => `${where}: ${text}`);

const treatments = (language: Language) =>
  JSON.parse(readFileSync(path.join(root, language, "treatments.json"), "utf8")) as Record<
    string,
    { title: string; page_title: string; summary: string; description: string }
  >;
const text = (language: Language, file: string, key: string) =>
  entries(language, [file]).find((entry) => entry.key === key)?.text ?? "";

describe.each(["fr", "it"] as const)("%s typography", (language) => {
  it("uses the typographic apostrophe (’), never the straight one", () => {
    expect(breaking(language, /'/)).toEqual([]);
  });
});

describe.each(languages)("%s placeholders", (language) => {
  it("glue no elided word to a placeholder: the clinic's data may start with any letter", () => {
    // fr d’{{clinic}}, l’{{school}}; it dell’{{…}}, un’{{…}}: wrong as soon as the name starts with a consonant.
    expect(breaking(language, /\p{L}['’]\{\{/u)).toEqual([]);
  });
});

describe("French before the clinic's and the school's names", () => {
  it("puts no word there that French elides before a vowel (de, que, le, la…)", () => {
    // "Agenda en ligne de {{name}}" read "de Aurea Clinic".
    expect(
      breaking(
        "fr",
        /(?:^|[\s(])(?:de|que|le|la|ce|je|me|te|se|ne|jusque|lorsque|puisque)\s\{\{(?:name|clinic|school)\}\}/i,
        publicFiles,
      ),
    ).toEqual([]);
  });
});

/** The article (or contraction) each language puts before the director's title ("Dra. …", "Dr …", "Dott.ssa …"). */
const directorArticle: Record<Exclude<Language, "en">, RegExp> = {
  pt: /(?:^|\s)(?:a|A|da|na|à|pela|com a)\s\{\{director\}\}/,
  es: /(?:^|\s)(?:la|La|a la|de la|con la)\s\{\{director\}\}/,
  fr: /(?:^|\s)(?:le|Le|du|au|avec le)\s\{\{director\}\}/,
  it: /(?:^|\s)(?:la|La|della|alla|dalla|nella|con la)\s\{\{director\}\}/,
};

describe.each(Object.entries(directorArticle))("%s texts naming the director", (language, article) => {
  it("give her title its article, as the language requires", () => {
    const missing = entries(language as Language, publicFiles)
      .filter(({ text }) => text.includes("{{director}}"))
      .filter(({ text }) => text.split("{{director}}").length - 1 !== text.match(new RegExp(article, "g"))?.length)
      .map(({ where, text }) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });
});

/** Words that promise no pain, in each language (COMPLIANCE.md: no "painless"). */
const painless: Record<Language, RegExp> = {
  en: /pain-?less|pain-free|without (?:any )?pain|no pain|(?:does not|doesn’t|doesn't|won’t|won't) hurt/i,
  pt: /indolor|sem dor|não d[óo]i|nenhuma dor/i,
  es: /indolor|sin dolor|no duele|ningún dolor/i,
  fr: /indolore|sans (?:aucune )?douleur|ne fait pas mal|aucune douleur/i,
  it: /indolore|senza (?:alcun )?dolore|non fa male|nessun dolore/i,
};

/** A physician of ours called a surgeon or a specialist: a specialty claim (CFM 2.336/2023 in Brazil). */
const specialty: Record<Language, RegExp> = {
  en: /\bsurgeons?\b|\bspecialists?\b/i,
  pt: /cirurgi[ãõ]|especialista/i,
  es: /cirujan|especialista/i,
  fr: /chirurgien|spécialiste/i,
  it: /chirurg(?:o|hi|he)\b|specialist[aie]\b/i,
};
/**
 * Where the word is the regulated statement itself: the privacy policy's outside specialists, to whom the clinic
 * refers patients; the about page saying whether the director's training is a specialist title (in Brazil, "NÃO
 * ESPECIALISTA" or her RQE); the RQE line of a registered specialty.
 */
const specialtyStatements = [
  { file: "privacy.json", key: "sections.sharing.health_professionals" },
  { file: "about.json", key: "p2.not_specialist" },
  { file: "about.json", key: "p2.specialist" },
  { file: "common.json", key: "physician.rqe" },
];

/** The wording the native reviews replaced, so that it does not come back. */
const replaced: Partial<Record<Language, RegExp>> = {
  pt: /\ba gente\b/i,
  es: /habones?\b/i,
  fr: /anesthésiant|âge civil|frottis de la joue/i,
};

/** Words of a registration, which the contact form's success message must not calque. */
const registration: Record<Exclude<Language, "en">, RegExp> = {
  pt: /cadastr|registr/i,
  es: /registr/i,
  fr: /enregistr|inscri/i,
  it: /registra|iscri/i,
};

/** "Written consent", as each language says it. */
const writtenConsent: Record<Language, RegExp> = {
  en: /written consent/i,
  pt: /consentimento (?:por escrito|escrito)/i,
  es: /consentimiento (?:por escrito|escrito)/i,
  fr: /consentement écrit|consentement par écrit/i,
  it: /consenso (?:informato )?(?:scritto|per iscritto)/i,
};

describe.each(languages)("%s medical publicity", (language) => {
  it("promises no painless treatment or test", () => {
    expect(breaking(language, painless[language], publicFiles)).toEqual([]);
  });

  it("refers to botulinum toxins neither by brand nor as neuromodulators", () => {
    const brands = /alluzience|relfydess|refyldess|botox|vistabel|dysport|azzalure|bocouture|xeomin|letybo|nuceiva/i;
    expect(breaking(language, brands)).toEqual([]);
    expect(breaking(language, /neuromodul|neurotox/i)).toEqual([]);
  });

  it("calls its physicians neither surgeons nor specialists", () => {
    const claims = entries(language, publicFiles)
      .filter(({ file, key }) => !specialtyStatements.some((allowed) => allowed.file === file && allowed.key === key))
      .filter(({ text }) => specialty[language].test(text))
      .map(({ where, text }) => `${where}: ${text}`);
    expect(claims).toEqual([]);
  });

  it("says that written consent is asked before each genetic test's sample", () => {
    const texts = treatments(language);
    for (const key of testKeys) {
      expect(`${texts[key]?.summary} ${texts[key]?.description}`, key).toMatch(writtenConsent[language]);
    }
    expect(text(language, "treatment.json", "expect_test.consultation.text")).toMatch(writtenConsent[language]);
  });
});

describe.each(Object.entries(replaced))("%s wording", (language, rule) => {
  it('keeps what the native review chose (pt "conosco", es "pápulas", fr "anesthésique"…)', () => {
    expect(breaking(language as Language, rule, publicFiles)).toEqual([]);
  });
});

describe.each(Object.entries(registration))("%s contact form", (language, words) => {
  it("says the request was received, not that a registration succeeded", () => {
    expect(text(language as Language, "contact.json", "success_message")).not.toMatch(words);
  });
});

describe("Brazilian exosome and PDRN texts", () => {
  const texts = treatments("pt");
  it.each(["exossomes", "pdrn"])(
    "describe %s as topical on intact skin, never injected nor after microneedling",
    (key) => {
      const all = Object.values(texts[key] ?? {}).join(" ");
      expect(`${texts[key]?.summary} ${texts[key]?.description}`).toMatch(/tópic/i);
      expect(texts[key]?.description).toMatch(/pele íntegra/i);
      expect(all).not.toMatch(/inje[çt]|microagulh|agulha/i);
    },
  );
});
